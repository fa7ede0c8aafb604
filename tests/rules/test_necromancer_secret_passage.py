"""Guise of the Necromancer, from ``hand_cards.PASSAGE_FROM``: Secret Passage, at the end of the
organization phase (the scenario's place for the standard rules' long-event phase), on a
company that has declared a move to a Ruins & Lairs (``resource:<card>:pass:<company>``): only
creatures keyed to its new site are played on it this turn (``KeyingBarred``), the others
duds (GON-DUD-4). Elsewhere it is refused naming the card and the reason. The version before
asked the player to declare it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.errors import IllegalAction
from domain.ruleset import Fact
from domain.rulesets.guise_of_the_necromancer import hand_cards
from domain.rulesets.guise_of_the_necromancer.ruleset import GuiseOfTheNecromancer
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules import necromancer_support as gon
from tests.support import of_kind, only

PASSAGE, DIMRILL_DALE = "TW-325", "TW-385"  # Dimrill Dale: a Ruins & Lairs, by two Wildernesses
BEFORE = gon.RULESET.at_version(str(hand_cards.PASSAGE_FROM - 1))


def moving(to: str = DIMRILL_DALE, ruleset: GuiseOfTheNecromancer = gon.RULESET) -> State:
    """The starting company, Secret Passage in hand, has declared its move from Lórien to
    ``to``; in the hazard hand Wolves (keyed to a Wilderness) and an Orc-patrol (to a
    Wilderness or a Ruins & Lairs)."""
    state = replace(gon.fresh(), hand=(PASSAGE,))
    state = gon.hazards(state, [gon.WOLVES, gon.ORC_PATROL], gon.FILLER)
    state = replace(state, location_deck=(*state.location_deck, to))
    _, after = gon.act(state, f"move:1:{to}", ruleset=ruleset)
    return after


def attacks(facts: list[Fact]) -> list[tuple[str, str]]:
    return [(f["card"], f["keyed"]) for f in of_kind(facts, "CreatureAttacks")]


@pytest.mark.rule("CoE-5.1", "GON-DUD-4")
def test_secret_passage_keeps_off_every_creature_not_keyed_to_the_new_site() -> None:
    assert hand_cards.PASSAGE_FROM == 51 <= int(gon.RULESET.version)
    state = moving()
    assert f"resource:{PASSAGE}:pass:1" in gon.ids(state)
    played, passed = gon.act(state, f"resource:{PASSAGE}:pass:1")
    barred = only(played, "KeyingBarred")
    assert (barred.rule, barred["company"], barred["barred"]) == ("CoE-5.1", "1", "not-site")
    assert gon.RULESET.narrate(barred) == (
        "Secret Passage: no creature may be keyed but to its new site against company 1 this "
        "turn. [CoE-5.1]")
    assert only(played, "ResourcePlayed")["company"] == "1" and PASSAGE not in passed.hand
    assert f"resource:{PASSAGE}:pass:1" not in gon.ids(passed)  # once
    facts, _ = gon.acts(passed, "go", seed=3)
    # The Orc-patrol attacks as keyed to the site; the Wolves, keyed to a Wilderness, are a dud.
    assert attacks(facts) == [(gon.ORC_PATROL, "site-type:ruins-and-lairs")]
    assert [f.rule for f in of_kind(facts, "DudDiscarded") if f["card"] == gon.WOLVES] == [
        "GON-DUD-4"]


@pytest.mark.rule("CoE-5.1")
def test_without_it_the_wilderness_creatures_come() -> None:
    facts, _ = gon.acts(moving(), "go", seed=3)
    assert attacks(facts) == [(gon.ORC_PATROL, "region-type:wilderness"),
                              (gon.WOLVES, "region-type:wilderness")]


@pytest.mark.rule("CoE-5.1")
def test_it_is_refused_on_a_company_not_moving_to_a_ruins_and_lairs() -> None:
    for state, why in ((replace(gon.fresh(), hand=(PASSAGE,)),
                        "company 1 has declared no move to a Ruins & Lairs"),
                       (moving(gon.DOL_GULDUR),
                        "company 1 has declared no move to a Ruins & Lairs")):
        assert not [i for i in gon.ids(state) if i.startswith(f"resource:{PASSAGE}")]
        with pytest.raises(IllegalAction) as refused:
            gon.act(state, f"resource:{PASSAGE}:pass:1")
        assert refused.value.clause == "CoE-5.1"
        assert str(refused.value).startswith(f"Secret Passage cannot be played now: {why}.")


@pytest.mark.rule("CoE-5.1")
def test_the_version_before_asked_the_player_to_declare_it() -> None:
    state = moving(ruleset=BEFORE)
    ids = gon.ids(state, ruleset=BEFORE)
    assert f"declare-resource:{PASSAGE}" in ids and f"resource:{PASSAGE}:pass:1" not in ids


@pytest.mark.not_a_rule("the automatic player's policy and coverage-table bookkeeping")
def test_the_automatic_player_plays_it_and_the_coverage_shows_it_scripted() -> None:
    state = moving()
    assert gon.RULESET.policy(state, gon.RULESET.actions(state)) == (
        f"resource:{PASSAGE}:pass:1", {})
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    assert rows[PASSAGE] == coverage.InRuleset(coverage.SCRIPTED)
