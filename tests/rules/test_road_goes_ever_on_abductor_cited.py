"""An Abductor's text discards the character (or ally) its strike wounds, with no body check:
from The Road Goes Ever On's ``creatures.WOUND_DISCARD_CITED_SINCE`` the discard and each card
leaving play with him cite the clause the creature's attack was played under and name it
(``creature``), as Giant Spiders' equal-body discard is cited from
``creatures.EQUAL_BODY_CITED_SINCE``. From ``creatures.GUARD_CITED_SINCE`` an item a creature
revealed on guard takes cites RGO-GUARD-1 where its attack never waited for the defender (no
assignment of its strikes records the clause), not RGO-HAZ-2. Versions before replay and read
as played."""

from __future__ import annotations

from typing import Any

import pytest

from domain.engine.characters import Character
from domain.engine.combat import Attack
from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import combat, creatures
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import MOVEMENT_HAZARD, AwaitedStrikes, State
from tests.rules.rgo_support import at_version, ids, run, state
from tests.rules.test_road_goes_ever_on_creature_thieves import bearing, fight, hobbits
from tests.rules.test_road_goes_ever_on_equal_body_cited import lured_bilbo, told

NOW = str(creatures.WOUND_DISCARD_CITED_SINCE)
BEFORE = str(creatures.WOUND_DISCARD_CITED_SINCE - 1)
ABDUCTOR = "TW-1"


@pytest.mark.rule("CoE-3.iv.7", "RGO-HAZ-2")
def test_the_abductor_s_discard_cites_the_card_it_was_played_by(rgo: RoadGoesEverOn) -> None:
    bilbo, dagger, lure = ids(rgo, "Bilbo", "Dagger of Westernesse", "Lure of the Senses")
    # Seed 1: the Abductor's strike wounds Bilbo, and its text discards him.
    facts, after = fight(rgo, "Abductor", seed=1, version=NOW, **lured_bilbo(rgo))
    assert "BodyChecked" not in [f.kind for f in facts]
    assert told(rgo, facts, "ItemLeftPlay") == (
        "RGO-HAZ-2", {"item": dagger, "bearer": bilbo, "to": "discard", "creature": ABDUCTOR},
        "Dagger of Westernesse leaves play with Bilbo, whom Abductor discards: to the discard "
        "pile.")
    assert told(rgo, facts, "HazardLeftPlay")[:2] == (
        "RGO-HAZ-2", {"card": lure, "character": bilbo, "name": "Bilbo", "creature": ABDUCTOR})
    assert told(rgo, facts, "CharacterEliminated") == (
        "RGO-HAZ-2", {"character": bilbo, "name": "Bilbo", "reason": "discarded by Abductor",
                      "heirs": {}, "to": "discard", "creature": ABDUCTOR},
        "Bilbo is lost: discarded by Abductor, to the discard pile.")
    # Discarded, not eliminated.
    assert (after.characters, after.discard, after.hazard_discard, after.out_of_play) == (
        (), (dagger, bilbo), (lure,), ())


@pytest.mark.rule("CoE-3.iv.7")
def test_before_207_the_abductor_s_discard_replays_as_played(rgo: RoadGoesEverOn) -> None:
    bilbo, dagger, lure = ids(rgo, "Bilbo", "Dagger of Westernesse", "Lure of the Senses")
    facts, after = fight(rgo, "Abductor", seed=1, version=BEFORE, **lured_bilbo(rgo))
    assert told(rgo, facts, "ItemLeftPlay") == (
        "CoE-3.iv.7", {"item": dagger, "bearer": bilbo, "to": "discard"},
        "Dagger of Westernesse leaves play with Bilbo: to the discard pile.")
    assert told(rgo, facts, "HazardLeftPlay")[:2] == (
        "CoE-3.iv.7", {"card": lure, "character": bilbo, "name": "Bilbo"})
    assert told(rgo, facts, "CharacterEliminated")[:2] == (
        "CoE-3.iv.7", {"character": bilbo, "name": "Bilbo", "reason": "discarded by Abductor",
                       "heirs": {}, "to": "discard"})
    assert (after.characters, after.discard, after.out_of_play) == ((), (dagger, bilbo), ())


def ally_struck(rgo: RoadGoesEverOn, version: str, seed: int) -> Context[State]:
    """An Abductor from the Hazard Pile attacks Aragorn II and Legolas with Gollum; the
    defender gives its strike to Gollum."""
    attack = Attack.from_creature(rgo.catalog.get(ABDUCTOR), 2)
    start = state(rgo, phase=MOVEMENT_HAZARD, allies=ids(rgo, "Gollum"),
                  awaited_strikes=AwaitedStrikes(attack.to_json(), "RGO-HAZ-2", ABDUCTOR))
    played = at_version(rgo, version)
    ctx = Context(played, Table(seed, {}, start))
    for action in (f"assign:{ids(rgo, 'Gollum')[0]}", "assign-rest"):
        if any(a.id == action for a in played.actions(ctx.state)):
            played.decide(ctx, action, {})
    return ctx


@pytest.mark.rule("CoE-2.V.2.2", "CoE-3.iv.7", "RGO-HAZ-2")
def test_an_ally_the_abductor_wounds_is_discarded_by_the_card(rgo: RoadGoesEverOn) -> None:
    gollum = ids(rgo, "Gollum")[0]
    ctx = ally_struck(rgo, NOW, seed=1)
    assert told(rgo, ctx.facts, "AllyDiscarded") == (
        "RGO-HAZ-2", {"ally": gollum, "site": ctx.state.site, "reason": "discarded by Abductor",
                      "creature": ABDUCTOR},
        "Gollum leaves the company (discarded by Abductor).")
    assert ctx.state.allies == ()
    # Before, the strike's result, no card.
    old = ally_struck(rgo, BEFORE, seed=1)
    assert told(rgo, old.facts, "AllyDiscarded")[:2] == (
        "CoE-3.iv.7", {"ally": gollum, "site": old.state.site,
                       "reason": "discarded by Abductor"})
    assert old.state.allies == ()


def on_guard_unasked(rgo: RoadGoesEverOn, creature: str, *characters: Character,
                     version: str, seed: int, **fields: Any) -> tuple[list[Fact], State]:
    """``creature``, revealed on guard at the site for the company (RGO-GUARD-1), attacks
    ``characters`` at once, its strikes never waiting for the defender."""
    card = rgo.catalog.find(creature)
    start = state(rgo, characters=characters, on_guard_faced=True, guard_revealed=card.id,
                  **fields)
    attack = Attack.from_creature(card, len(characters))

    def attacked(ctx: Context[State]) -> None:
        combat.resolve_attack(ctx, attack, creatures.GUARD_RULE, hazard=card.id)
    return run(at_version(rgo, version), start, attacked, seed=seed)


@pytest.mark.rule("CoE-3.iv.5", "RGO-GUARD-1")
def test_an_item_an_on_guard_creature_takes_unasked_cites_rgo_guard_1(
        rgo: RoadGoesEverOn) -> None:
    bilbo, frodo, dagger, brigands = ids(rgo, "Bilbo", "Frodo", "Dagger of Westernesse",
                                         "Brigands")
    # Seed 1: Bilbo is wounded; the company gives up Frodo's dagger (0 points).
    facts, _ = on_guard_unasked(rgo, "Brigands", *hobbits(rgo), version=NOW, seed=1)
    assert "StrikeAssignmentOpened" not in [f.kind for f in facts]
    assert told(rgo, facts, "ItemLost")[:2] == ("RGO-GUARD-1", {
        "character": frodo, "card": dagger, "name": "Dagger of Westernesse", "by": "Brigands",
        "creature": brigands, "struck": bilbo, "pick": creatures.FEWEST})
    # Before, RGO-HAZ-2 there, the rest as cited from version 196.
    facts, _ = on_guard_unasked(rgo, "Brigands", *hobbits(rgo), version=BEFORE, seed=1)
    assert told(rgo, facts, "ItemLost")[:2] == ("RGO-HAZ-2", {
        "character": frodo, "card": dagger, "name": "Dagger of Westernesse", "by": "Brigands",
        "creature": brigands, "struck": bilbo, "pick": creatures.FEWEST})


@pytest.mark.rule("CoE-3.iv.5", "RGO-HAZ-2")
def test_the_same_creature_from_the_hazard_pile_still_cites_rgo_haz_2(
        rgo: RoadGoesEverOn) -> None:
    # Not revealed on guard this turn (no such reveal recorded): RGO-HAZ-2.
    facts, _ = fight(rgo, "Brigands", *hobbits(rgo), seed=1, version=NOW)
    assert [f.rule for f in facts if f.kind == "ItemLost"] == ["RGO-HAZ-2"]


@pytest.mark.rule("CoE-3.iv.7", "RGO-GUARD-1")
def test_the_abductor_revealed_on_guard_discards_by_rgo_guard_1(rgo: RoadGoesEverOn) -> None:
    bilbo, dagger = ids(rgo, "Bilbo", "Dagger of Westernesse")
    facts, after = on_guard_unasked(rgo, "Abductor", bearing(rgo, "Bilbo", "Dagger of Westernesse"),
                                    version=NOW, seed=1)
    assert [(f.kind, f.rule, f.data.get("creature")) for f in facts
            if f.kind in ("ItemLeftPlay", "CharacterEliminated")] == [
        ("ItemLeftPlay", "RGO-GUARD-1", ABDUCTOR), ("CharacterEliminated", "RGO-GUARD-1", ABDUCTOR)]
    assert after.character(bilbo) is None and after.discard == (dagger, bilbo)


@pytest.mark.rule("RGO-GUARD-1")
def test_the_card_revealed_on_guard_is_known_until_the_turn_ends(rgo: RoadGoesEverOn) -> None:
    where, brigands = ids(rgo, "Weathertop", "Brigands")
    start = state(rgo, site=where, on_guard=((brigands, where),))
    revealed = rgo.evolve(start, Fact("OnGuardRevealed", {"card": brigands, "site": where,
                                                          "name": "Brigands"}, "RGO-GUARD-1"))
    assert (revealed.on_guard, revealed.guard_revealed) == ((), brigands)
    assert creatures.revealed_on_guard(revealed, brigands)
    later = rgo.evolve(revealed, Fact("TurnBegan", {"turn": revealed.turn + 1}, "CoE-2"))
    assert later.guard_revealed is None and not creatures.revealed_on_guard(later, brigands)
