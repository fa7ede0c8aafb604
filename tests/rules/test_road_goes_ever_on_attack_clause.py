"""From The Road Goes Ever On's ``creatures.ATTACK_CLAUSE_SINCE`` the clause a creature's attack
was played under is carried on the attack, as its ``AttackDeclared`` cites it
(``State.declared_under``), whether its strikes waited for the defender or not: what the
creature's text does after cites RGO-GUARD-1 on guard, RGO-UDEEP-2 Under-deeps, RGO-HAZ-2 from
the Hazard Pile. Before, the clause was read off the assignment of its strikes, RGO-HAZ-2 where
they never waited; those games replay as played, and a game recorded at 207 verifies."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from api.commands.simulate import autoplay
from domain.chronicle import verify
from domain.engine.combat import Attack
from domain.export import parse_export
from domain.ruleset import Fact
from domain.rulesets.road_goes_ever_on import combat, creatures
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import State
from tests.rules.rgo_support import at_version, ids, run, state
from tests.rules.test_road_goes_ever_on_abductor_cited import on_guard_unasked
from tests.rules.test_road_goes_ever_on_equal_body_cited import SPIDERS, lured_bilbo
from tests.rules.test_road_goes_ever_on_traitor_during_attack import candle_ahead, decided

NOW = str(creatures.ATTACK_CLAUSE_SINCE)
BEFORE = str(creatures.ATTACK_CLAUSE_SINCE - 1)
FIXTURES = Path(__file__).parent / "fixtures"
#: The facts that say what Giant Spiders' text did to Bilbo.
DISCARD = ("BodyChecked", "ItemLeftPlay", "HazardLeftPlay", "CharacterEliminated")


def discard(facts: list[Fact]) -> list[tuple[str, str | None, Any]]:
    return [(f.kind, f.rule, f.data.get("creature")) for f in facts if f.kind in DISCARD]


def spiders_on_guard(rgo: RoadGoesEverOn, version: str) -> tuple[list[Fact], State]:
    """Giant Spiders revealed on guard attack Bilbo (a Dagger of Westernesse, Lure of the
    Senses on him) at once, their strikes never waiting for the defender; seed 4: the strike
    wounds him and his body check rolls 9, his body."""
    lured = lured_bilbo(rgo)
    return on_guard_unasked(rgo, "Giant Spiders", *lured["characters"], version=version,
                            seed=4, permanent_hazards=lured["permanent_hazards"])


@pytest.mark.rule("CoE-3.I.1", "RGO-GUARD-1")
def test_giant_spiders_on_guard_that_never_waited_cite_rgo_guard_1(
        rgo: RoadGoesEverOn) -> None:
    bilbo = ids(rgo, "Bilbo")[0]
    facts, after = spiders_on_guard(rgo, NOW)
    assert "StrikeAssignmentOpened" not in [f.kind for f in facts]
    assert after.declared_under == (SPIDERS, "RGO-GUARD-1")
    assert discard(facts) == [
        ("BodyChecked", "CoE-3.I.1", SPIDERS), ("ItemLeftPlay", "RGO-GUARD-1", SPIDERS),
        ("HazardLeftPlay", "RGO-GUARD-1", SPIDERS),
        ("CharacterEliminated", "RGO-GUARD-1", SPIDERS)]
    assert after.character(bilbo) is None
    # Recorded at 207, the clause came from the assignment of strikes there was none of.
    facts, after = spiders_on_guard(rgo, BEFORE)
    assert discard(facts) == [
        ("BodyChecked", "CoE-3.I.1", SPIDERS), ("ItemLeftPlay", "RGO-HAZ-2", SPIDERS),
        ("HazardLeftPlay", "RGO-HAZ-2", SPIDERS), ("CharacterEliminated", "RGO-HAZ-2", SPIDERS)]
    assert after.character(bilbo) is None


def under_deeps(rgo: RoadGoesEverOn, version: str) -> tuple[list[Fact], State]:
    """Giant Spiders drawn for an Under-deeps site's attack (RGO-UDEEP-2) strike Bilbo at
    once; seed 4 as on guard."""
    lured = lured_bilbo(rgo)
    spiders = rgo.catalog.get(SPIDERS)

    def attacked(ctx: Any) -> None:
        combat.resolve_attack(ctx, Attack.from_creature(spiders, 1), "RGO-UDEEP-2",
                              hazard=SPIDERS, keyed_to="the site")
    return run(at_version(rgo, version), state(rgo, **lured), attacked, seed=4)


@pytest.mark.rule("CoE-3.I.1", "RGO-UDEEP-2")
def test_giant_spiders_at_an_under_deeps_site_cite_rgo_udeep_2(rgo: RoadGoesEverOn) -> None:
    facts, _ = under_deeps(rgo, NOW)
    assert [f.rule for f in facts if f.kind == "AttackDeclared"] == ["RGO-UDEEP-2"]
    assert discard(facts)[1:] == [
        ("ItemLeftPlay", "RGO-UDEEP-2", SPIDERS), ("HazardLeftPlay", "RGO-UDEEP-2", SPIDERS),
        ("CharacterEliminated", "RGO-UDEEP-2", SPIDERS)]
    facts, _ = under_deeps(rgo, BEFORE)
    assert [rule for _, rule, _ in discard(facts)[1:]] == ["RGO-HAZ-2"] * 3


@pytest.mark.rule("CoE-3.iv.7", "RGO-GUARD-1")
def test_a_strike_fought_with_the_mind_on_guard_cites_rgo_guard_1(rgo: RoadGoesEverOn) -> None:
    def mind(version: str) -> dict[str, Any]:
        """Neeker-breekers on guard strike Bilbo at once: his mind, the check's first
        modifier, as their text makes him fight (seed 1)."""
        facts, _ = on_guard_unasked(rgo, "Neeker-breekers", *lured_bilbo(rgo)["characters"],
                                    version=version, seed=1)
        [struck] = [f for f in facts if f.kind == "StrikeResolved"]
        return dict(struck.data["check"]["modifiers"][0])

    bilbo = ids(rgo, "Bilbo")[0]
    told = {"amount": 5, "source": f"card:{bilbo}",
            "why": "Bilbo's mind, fought with against Neeker-breekers instead of prowess"}
    assert mind(NOW) == {**told, "clause": "RGO-GUARD-1"}
    assert mind(BEFORE) == {**told, "clause": "RGO-HAZ-2"}


@pytest.mark.rule("CoE-3.I.1", "RGO-HAZ-2")
def test_giant_spiders_from_the_hazard_pile_still_cite_rgo_haz_2(rgo: RoadGoesEverOn) -> None:
    lured = lured_bilbo(rgo)
    spiders = rgo.catalog.get(SPIDERS)

    def attacked(ctx: Any) -> None:
        combat.resolve_attack(ctx, Attack.from_creature(spiders, 1), creatures.RULE,
                              hazard=SPIDERS)
    facts, after = run(at_version(rgo, NOW), state(rgo, **lured), attacked, seed=4)
    assert after.declared_under == (SPIDERS, "RGO-HAZ-2")
    assert [rule for _, rule, _ in discard(facts)[1:]] == ["RGO-HAZ-2"] * 3


@pytest.mark.rule("RGO-HAZ-2", "CoE-9.5.3")
def test_an_attack_set_aside_keeps_its_clause_for_when_it_goes_on(rgo: RoadGoesEverOn) -> None:
    candle, traitor = ids(rgo, "Corpse-candle", "Traitor")
    ruleset = at_version(rgo, NOW)
    _, waiting = decided(ruleset, candle_ahead(ruleset), "continue")
    # The traitor's attack, made at once, is the one last declared while the candle waits.
    assert waiting.declared_under == (traitor, "RGO-HAZ-2")
    assert [s.declared_under for s in waiting.set_aside] == [(candle, "RGO-HAZ-2")]
    # The traitor's strike given to Legolas and resolved, the Corpse-candle's attack is taken
    # up again: it is the one its creature's text reads.
    _, assigned = decided(ruleset, waiting, f"assign:{ids(rgo, 'Legolas')[0]}")
    facts, after = decided(ruleset, assigned, "assign-rest")
    assert "AttackTakenUp" in [f.kind for f in facts] and after.set_aside == ()
    assert after.declared_under == (candle, "RGO-HAZ-2")
    assert after.awaited_strikes is not None
    taken_up = Attack.from_json(after.awaited_strikes.attack)
    assert creatures.declared_under(after, taken_up) == "RGO-HAZ-2"


#: ``redbook simulate --ruleset road-goes-ever-on --game-seed 375527049805340 --export``, exported
#: by the code of version 207: Brigands from the Hazard Pile (event 142) and a Pick-pocket drawn
#: for the Old Forest's encounter (event 841) each take an item, their strikes assigned by the
#: defender; two on-guard cards are revealed; the game is lost in its 14th turn.
GAME_207 = "road-goes-ever-on-version-207-seed-375527049805340.json"


@pytest.mark.rule("RGO-HAZ-2", "RGO-SITE-BH-5", "CoE-3.iv.5")
def test_a_game_recorded_at_207_verifies_as_played(rgo: RoadGoesEverOn) -> None:
    records = parse_export(json.loads((FIXTURES / GAME_207).read_text("utf-8")))
    verdict = verify(rgo, records)
    assert verdict.ok, verdict.difference
    assert (records[0].data["ruleset_version"], verdict.events) == ("207", len(records))
    assert [(r.version, r.rule, r.data["creature"]) for r in records
            if r.kind == "ItemLost"] == [(142, "RGO-HAZ-2", "TW-17"),
                                         (841, "RGO-SITE-BH-5", "TW-79")]
    # Played at 208 the game is the same, event for event: its attacks waited for the
    # defender, whose assignment of their strikes recorded the clause as the attack does now.
    again = autoplay(at_version(rgo, NOW), records[0].data["seed"], {}).chronicle.records
    assert again[0].data["ruleset_version"] == NOW
    assert [(r.kind, r.rule, r.data) for r in again[1:]] == [
        (r.kind, r.rule, r.data) for r in records[1:]]
