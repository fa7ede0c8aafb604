"""Every real ruleset's simulated games, walked event by event: every outcome cites a rule, and
every roll is explained by a check (its dice, each modifier with its source, the total and the
target) or a table roll (the same, and the row it selected) that recomputes to its recorded
result. A ruleset added later is held to the same.

What is not explained yet is listed below by ruleset, exactly (the dice's clause, or the kind of
fact that cites no rule): the walk fails on anything else, so the list can only shrink."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from api.commands.simulate import autoplay
from domain.cards import starter_catalog
from domain.chronicle import Record
from domain.engine.checks import recompute, recorded_rolls
from domain.ruleset import DICE_ROLLED, INPUT_KINDS, make_ruleset
from tests.support import REAL_RULESETS

#: The seeds walked: three, and more for a ruleset whose rarer rolls need more games to
#: come up (The Road Goes Ever On's best-of-two strike first shows at seed 17); each game is
#: a fraction of a second (forty-one of them take about four seconds).
SEEDS: dict[str, range] = {"road-goes-ever-on": range(41)}


def unexplained(records: list[Record]) -> tuple[set[str], list[str]]:
    """What a game leaves unexplained (rolls by clause, facts by kind), and every check that
    does not recompute."""
    checked: set[tuple[Any, Any]] = set()
    wrong: list[str] = []
    for record in records:
        for made in recorded_rolls(record.data):
            roll = made["roll"]
            assert isinstance(roll, dict)
            checked.add((roll["stream"], roll["index"]))
            wrong += [f"event {record.version}: {p}" for p in recompute(made)]
    missing: set[str] = set()
    for record in records:
        if record.kind not in INPUT_KINDS and record.rule is None:
            missing.add(record.kind)
        if record.kind == DICE_ROLLED and (record.data["stream"],
                                           record.data["index"]) not in checked:
            missing.add(str(record.rule))
    return missing, wrong


@pytest.mark.not_a_rule("meta-check: every event cites a rule")
@pytest.mark.parametrize("ruleset_id", REAL_RULESETS)
def test_every_roll_is_checked_and_every_event_cites_a_rule(ruleset_id: str) -> None:
    ruleset = make_ruleset(ruleset_id, starter_catalog())
    rolls = 0
    for seed in SEEDS.get(ruleset_id, range(3)):
        records = autoplay(ruleset, seed, {}).chronicle.records
        missing, wrong = unexplained(records)
        assert wrong == []
        assert sorted(missing) == []
        rolls += sum(1 for r in records if r.kind == DICE_ROLLED)
    assert rolls > 0  # the walk saw rolls to check


@pytest.mark.rule("RGO-AGENT-6", "RGO-AGTAB-2", "RGO-AGTAB-5", "RGO-AGTAB-6")
def test_the_road_goes_ever_on_with_agents_and_songs_explains_every_roll(
        starter: Any, coe_cards_path: Path) -> None:
    from tests.properties.test_road_goes_ever_on_section_two import songs_and_agents

    ruleset, setup = songs_and_agents(starter, coe_cards_path)
    agent_rolls = 0
    for seed in range(12):
        records = autoplay(ruleset, seed, setup).chronicle.records
        assert unexplained(records) == (set(), [])
        agent_rolls += sum(1 for r in records
                           if r.kind in ("MindRolled", "AgentInfluenced", "AgentMagic"))
    assert agent_rolls > 0  # the walk met Agents


@pytest.mark.not_a_rule("meta-check: every event cites a rule")
def test_the_walk_finds_a_roll_without_a_check_and_an_event_without_a_rule() -> None:
    ruleset = make_ruleset("solitaire-v1", starter_catalog())
    records = autoplay(ruleset, 0, {}).chronicle.records
    assert unexplained(records) == (set(), [])
    rolled = next(r for r in records if r.kind == DICE_ROLLED)
    consumer = next(r for r in records[rolled.version:] if "check" in r.data)
    stripped = Record(consumer.version, consumer.kind,
                      {k: v for k, v in consumer.data.items() if k != "check"}, None,
                      consumer.prev_hash, consumer.hash)
    changed = [stripped if r.version == consumer.version else r for r in records]
    assert unexplained(changed)[0] == {str(rolled.rule), consumer.kind}


@pytest.mark.rule("BWJ-BURG-4")
def test_a_burglary_lists_the_scout_and_hobbit_bonuses_as_modifiers() -> None:
    from tests.rules.burglar_support import BILBO, act
    from tests.rules.test_burglar_tasks import at_site

    facts, _ = act(at_site("The Lonely Mountain"), "burgle", seed=2)
    success = next(f for f in facts if f.kind == "BurglarySucceeded")
    assert success["check"] == {
        "dice": [6, 5], "roll": {"stream": "dice", "index": 0},
        "modifiers": [
            {"amount": 2, "source": f"card:{BILBO}", "why": "Bilbo is a scout",
             "clause": "BWJ-BURG-4"},
            {"amount": 3, "source": f"card:{BILBO}", "why": "Bilbo is a Hobbit",
             "clause": "BWJ-BURG-4"}],
        "total": 16, "target": 10, "passes": "above", "passed": True}
