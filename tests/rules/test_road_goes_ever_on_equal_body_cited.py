"""Giant Spiders discard a character or ally whose body check comes out equal to his body, which
is no failure (CoE 3.I.1: a total above the body fails it): the card's text decides it. From
The Road Goes Ever On's ``creatures.EQUAL_BODY_CITED_SINCE`` the body check names the creature
and its line says the creature discards him, not that he survives; the discard and each card
leaving play with him cite the clause the creature's attack was played under and name it
(``creature``), which the audit follows to its ``AttackDeclared``; an ally's check is no longer
recorded as failed. Versions before replay and read as played."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest

from api.commands.simulate import autoplay
from domain.cards import starter_catalog
from domain.chronicle import Chronicle
from domain.engine.characters import Character
from domain.engine.combat import Attack
from domain.ruleset import Context, Fact, Table, make_ruleset
from domain.rulesets.road_goes_ever_on import creatures
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import MOVEMENT_HAZARD, AwaitedStrikes, State
from projections.audit import audit_view
from tests.rules.rgo_support import at_version, ids, state
from tests.rules.test_road_goes_ever_on_creature_thieves import bearing, fight

NOW = str(creatures.EQUAL_BODY_CITED_SINCE)
BEFORE = "204"
SPIDERS = "TW-40"


def told(rgo: RoadGoesEverOn, facts: list[Fact], kind: str) -> tuple[str | None, dict[str, Any],
                                                                      str | None]:
    """The one fact of ``kind``: its clause, its data (but the character's record) and its
    line."""
    [fact] = [f for f in facts if f.kind == kind]
    data = {k: v for k, v in fact.data.items() if k not in ("was", "check")}
    return fact.rule, data, rgo.narrate(fact)


def lured_bilbo(rgo: RoadGoesEverOn) -> dict[str, Any]:
    """Bilbo alone, bearing a Dagger of Westernesse, Lure of the Senses played on him."""
    bilbo, lure = ids(rgo, "Bilbo", "Lure of the Senses")
    return {"characters": (bearing(rgo, "Bilbo", "Dagger of Westernesse"),),
            "permanent_hazards": ((lure, bilbo),)}


@pytest.mark.rule("CoE-3.I.1", "RGO-HAZ-2")
def test_giant_spiders_discarding_on_an_equal_roll_say_so_and_cite_the_card(
        rgo: RoadGoesEverOn) -> None:
    bilbo, dagger, lure = ids(rgo, "Bilbo", "Dagger of Westernesse", "Lure of the Senses")
    # Seed 4: the strike wounds Bilbo, whose body check rolls 9, his body.
    facts, after = fight(rgo, "Giant Spiders", seed=4, version=NOW, **lured_bilbo(rgo))
    assert told(rgo, facts, "BodyChecked") == (
        "CoE-3.I.1", {"character": bilbo, "roll": 9, "eliminated": False, "creature": SPIDERS},
        "Body check for Bilbo: 9, equal to the body, so Giant Spiders discards Bilbo.")
    # From the Hazard Pile, the creature is played by RGO-HAZ-2: its text is cited so.
    assert told(rgo, facts, "ItemLeftPlay") == (
        "RGO-HAZ-2", {"item": dagger, "bearer": bilbo, "to": "discard", "creature": SPIDERS},
        "Dagger of Westernesse leaves play with Bilbo, whom Giant Spiders discards: to the "
        "discard pile.")
    assert told(rgo, facts, "HazardLeftPlay")[:2] == (
        "RGO-HAZ-2", {"card": lure, "character": bilbo, "name": "Bilbo", "creature": SPIDERS})
    assert told(rgo, facts, "CharacterEliminated") == (
        "RGO-HAZ-2", {"character": bilbo, "name": "Bilbo", "reason": "discarded by Giant Spiders",
                      "heirs": {}, "to": "discard", "creature": SPIDERS},
        "Bilbo is lost: discarded by Giant Spiders, to the discard pile.")
    # Discarded, not eliminated: the dagger and his card to the discard pile, the Lure to
    # the hazard discard pile.
    assert (after.characters, after.discard, after.hazard_discard, after.out_of_play) == (
        (), (dagger, bilbo), (lure,), ())


@pytest.mark.rule("CoE-3.I.1")
def test_before_205_the_same_discard_replays_and_reads_as_played(rgo: RoadGoesEverOn) -> None:
    bilbo, dagger = ids(rgo, "Bilbo", "Dagger of Westernesse")
    facts, after = fight(rgo, "Giant Spiders", seed=4, version=BEFORE, **lured_bilbo(rgo))
    assert told(rgo, facts, "BodyChecked") == (
        "CoE-3.I.1", {"character": bilbo, "roll": 9, "eliminated": False},
        "Body check for Bilbo: 9, survives.")
    assert told(rgo, facts, "ItemLeftPlay") == (
        "CoE-3.I.1", {"item": dagger, "bearer": bilbo, "to": "discard"},
        "Dagger of Westernesse leaves play with Bilbo: to the discard pile.")
    assert "creature" not in told(rgo, facts, "HazardLeftPlay")[1]
    assert told(rgo, facts, "CharacterEliminated")[:2] == (
        "CoE-3.I.1", {"character": bilbo, "name": "Bilbo", "reason": "discarded by Giant Spiders",
                      "heirs": {}, "to": "discard"})
    assert after.characters == ()


@pytest.mark.rule("CoE-3.I.1", "CoE-3.I.2")
def test_a_roll_above_the_body_still_eliminates_by_the_standard_rule(
        rgo: RoadGoesEverOn) -> None:
    bilbo = ids(rgo, "Bilbo")[0]
    # Seed 19: Bilbo's body check rolls 11, above his body: a failure, no card's doing.
    facts, after = fight(rgo, "Giant Spiders", seed=19, version=NOW, **lured_bilbo(rgo))
    assert told(rgo, facts, "BodyChecked") == (
        "CoE-3.I.1", {"character": bilbo, "roll": 11, "eliminated": True},
        "Body check for Bilbo: 11, eliminated.")
    assert [(f.kind, f.rule, "creature" in f.data) for f in facts if f.kind in (
        "ItemLeftPlay", "HazardLeftPlay", "CharacterEliminated")] == [
        ("ItemLeftPlay", "CoE-3.I.2", False), ("HazardLeftPlay", "CoE-3.I.2", False),
        ("CharacterEliminated", "CoE-3.I.2", False)]
    assert after.out_of_play == (bilbo,)


def on_guard(rgo: RoadGoesEverOn, version: str, *, ally: str | None = None,
             character: Character | None = None, seed: int) -> Context[State]:
    """Giant Spiders revealed on guard (RGO-GUARD-1) attack Aragorn II and Legolas, or
    ``character`` alone, with ``ally``; the defender gives the first strike to the ally, or to
    the character, and leaves the rest to chance."""
    spiders = rgo.catalog.get(SPIDERS)
    attack = Attack.from_creature(spiders, 2)
    start = state(rgo, phase=MOVEMENT_HAZARD, keyed_to="the site",
                  allies=ids(rgo, ally) if ally else (),
                  awaited_strikes=AwaitedStrikes(attack.to_json(), "RGO-GUARD-1", SPIDERS),
                  **({"characters": (character,)} if character else {}))
    played = at_version(rgo, version)
    ctx = Context(played, Table(seed, {}, start))
    first = ids(rgo, ally)[0] if ally else character.card_id if character else ""
    for action in (f"assign:{first}", "assign-rest", "assign-rest"):
        if any(a.id == action for a in played.actions(ctx.state)):
            played.decide(ctx, action, {})
    return ctx


@pytest.mark.rule("CoE-2.V.2.2", "CoE-3.I.1", "RGO-GUARD-1")
def test_an_ally_discarded_on_an_equal_roll_is_cited_by_the_card_on_guard(
        rgo: RoadGoesEverOn) -> None:
    gollum = ids(rgo, "Gollum")[0]
    # Seed 4: Gollum is wounded, his body check rolls 9, his body.
    ctx = on_guard(rgo, NOW, ally="Gollum", seed=4)
    assert told(rgo, ctx.facts, "BodyChecked") == (
        "CoE-3.I.1", {"character": gollum, "roll": 9, "eliminated": False, "creature": SPIDERS},
        "Body check for Gollum: 9, equal to the body, so Giant Spiders discards Gollum.")
    assert told(rgo, ctx.facts, "AllyDiscarded") == (
        "RGO-GUARD-1", {"ally": gollum, "site": ctx.state.site, "creature": SPIDERS,
                        "reason": "a body check equal to his body against Giant Spiders"},
        "Gollum leaves the company (a body check equal to his body against Giant Spiders).")
    assert ctx.state.allies == ()
    # Before, the equal roll was recorded as a failed check, discarding him by CoE-3.I.2.
    old = on_guard(rgo, BEFORE, ally="Gollum", seed=4)
    assert told(rgo, old.facts, "BodyChecked") == (
        "CoE-3.I.1", {"character": gollum, "roll": 9, "eliminated": True},
        "Body check for Gollum: 9, eliminated.")
    assert told(rgo, old.facts, "AllyDiscarded")[:2] == (
        "CoE-3.I.2", {"ally": gollum, "site": old.state.site,
                      "reason": "failed a body check against Giant Spiders"})
    # A roll above his body fails, as ever (seed 16: 10).
    failed = on_guard(rgo, NOW, ally="Gollum", seed=16)
    assert told(rgo, failed.facts, "AllyDiscarded")[:2] == (
        "CoE-3.I.2", {"ally": gollum, "site": failed.state.site,
                      "reason": "failed a body check against Giant Spiders"})


@pytest.mark.rule("CoE-3.I.1", "RGO-GUARD-1")
def test_a_character_discarded_by_spiders_on_guard_cites_rgo_guard_1(
        rgo: RoadGoesEverOn) -> None:
    bilbo = ids(rgo, "Bilbo")[0]
    ctx = on_guard(rgo, NOW, character=bearing(rgo, "Bilbo", "Dagger of Westernesse"), seed=4)
    assert only_data(ctx.facts, "BodyChecked")["roll"] == 9
    assert [(f.kind, f.rule, f.data.get("creature")) for f in ctx.facts
            if f.kind in ("ItemLeftPlay", "CharacterEliminated")] == [
        ("ItemLeftPlay", "RGO-GUARD-1", SPIDERS), ("CharacterEliminated", "RGO-GUARD-1", SPIDERS)]
    assert ctx.state.character(bilbo) is None


def only_data(facts: list[Fact], kind: str) -> dict[str, Any]:
    [fact] = [f for f in facts if f.kind == kind]
    return dict(fact.data)


#: ``redbook simulate --ruleset road-goes-ever-on --seed spiders`` game 6: Giant Spiders, from
#: the Hazard Pile (event 84), wound Bilbo, whose body check rolls 9, his body (event 97); he
#: is discarded with his Elven Cloak.
SPIDERS_GAME = 360298457500833


@cache
def game(version: str) -> Chronicle:
    ruleset = make_ruleset("road-goes-ever-on", starter_catalog())
    return autoplay(ruleset.at_version(version), SPIDERS_GAME, {}).chronicle


def steps(chronicle: Chronicle, version: int) -> list[tuple[str, int | None, str | None]]:
    return [(s["relation"], s["version"], s["kind"])
            for s in audit_view(chronicle, version)["causes"]]


@pytest.mark.rule("CoE-3.I.1", "RGO-HAZ-2")
def test_the_audit_of_the_discard_reaches_giant_spiders_attack() -> None:
    chronicle = game(NOW)
    bilbo, cloak = "TW-131", "TW-225"
    assert [(r.version, r.kind, r.rule) for r in chronicle.records[96:99]] == [
        (97, "BodyChecked", "CoE-3.I.1"), (98, "ItemLeftPlay", "RGO-HAZ-2"),
        (99, "CharacterEliminated", "RGO-HAZ-2")]
    assert chronicle.records[97].data == {"item": cloak, "bearer": bilbo, "to": "discard",
                                          "creature": SPIDERS}
    assert chronicle.records[83].kind == "AttackDeclared"
    # The discard, the cloak leaving with him and the check each reach the creature's attack,
    # not the assignment of its strikes (event 85) nor the cloak leaving play.
    assert steps(chronicle, 99)[:4] == [
        ("the event", 99, "CharacterEliminated"), ("dice it consumed", 96, "DiceRolled"),
        ("the card that decided it", 84, "AttackDeclared"),
        ("earlier outcome it follows", 98, "ItemLeftPlay")]
    assert ("the card that decided it", 84, "AttackDeclared") in steps(chronicle, 98)
    assert ("the card that decided it", 84, "AttackDeclared") in steps(chronicle, 97)
    assert audit_view(chronicle, 97)["line"] == \
        "Body check for Bilbo: 9, equal to the body, so Giant Spiders discards Bilbo."
    # Recorded at 204, the same game replays as played: the body check's rule and no card.
    old = game(BEFORE)
    assert [(r.kind, r.rule, "creature" in r.data) for r in old.records[96:99]] == [
        ("BodyChecked", "CoE-3.I.1", False), ("ItemLeftPlay", "CoE-3.I.1", False),
        ("CharacterEliminated", "CoE-3.I.1", False)]
    assert [r.kind for r in old.records] == [r.kind for r in chronicle.records]
    assert audit_view(old, 97)["line"] == "Body check for Bilbo: 9, survives."
    assert all("the card that decided it" not in [s[0] for s in steps(old, v)]
               for v in (97, 98, 99))
