"""The Road Goes Ever On, from information_storing.SINCE_VERSION: Dreams of Lore (TW-210),
Reforging (TW-314) and Andúril (TW-192), Information quests, keep their sage tapped until he
stores them at a Haven in his organization phase, their points coming only then (RGO-QUEST-4,
CoE 2.II.4); Andúril's sage checks corruption at -3; a stored Reforging is discarded by an
untapped sage at a Haven to take back a weapon, armour or shield from the discard pile. The
version before took them for their points at once. Constructed states."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.rulesets.road_goes_ever_on import information_storing
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, SITE, MPRecord, Quest, State
from tests.rules.rgo_support import company, ids, refused, run, state, turn_of

NOW = str(information_storing.SINCE_VERSION)
BEFORE = str(information_storing.SINCE_VERSION - 1)


def played(rgo: RoadGoesEverOn, version: str = NOW) -> RoadGoesEverOn:
    found = rgo.at_version(version)
    assert isinstance(found, RoadGoesEverOn)
    return found


def at_weathertop(rgo: RoadGoesEverOn, quest: str) -> State:
    """Aragorn II and Elrond, a sage, at Weathertop, where Information is playable, with the
    quest on the Display there."""
    weathertop, = ids(rgo, "Weathertop")
    return state(rgo, phase=SITE, explored=True, site=weathertop,
                 characters=company(rgo, "Aragorn II", "Elrond"),
                 display=(Quest(quest, (weathertop,)),))


@pytest.mark.rule("RGO-QUEST-4", "CoE-2.II.4", "CoE-2.I.1")
def test_the_sage_holds_dreams_of_lore_tapped_until_he_stores_it(rgo: RoadGoesEverOn) -> None:
    dreams, elrond, rivendell = ids(rgo, "Dreams of Lore", "Elrond", "Rivendell")
    start = at_weathertop(rgo, dreams)
    # The version before: its 2 points at once.
    before = played(rgo, BEFORE)
    facts, after = run(before, start, before.decide, f"take-quest:{dreams}:{elrond}", {})
    assert [r.points for r in after.mp] == [2] and after.held == ()
    ruleset = played(rgo)
    facts, taken = run(ruleset, start, ruleset.decide, f"take-quest:{dreams}:{elrond}", {})
    assert [f.kind for f in facts if f.kind in ("QuestTaken", "CardHeld",
                                                "MarshallingPointsGained")] == [
        "QuestTaken", "CardHeld"]
    assert taken.held == ((dreams, elrond),) and taken.mp == ()
    assert not taken.character(elrond).untapped  # type: ignore[union-attr]
    # The untap phase leaves him tapped.
    facts, untapped = run(ruleset, taken, turn_of(ruleset, taken).start_turn)
    assert next(f["kept"] for f in facts if f.kind == "CharactersUntapped") == [elrond]
    assert not untapped.character(elrond).untapped  # type: ignore[union-attr]
    # Stored at a Haven in the organization phase: then its points.
    store = f"store-information:{dreams}:{elrond}"
    at_haven = replace(untapped, phase=ORGANIZATION, site=rivendell, explored=False)
    assert store in [a.id for a in ruleset.actions(at_haven)]
    facts, stored = run(ruleset, at_haven, ruleset.decide, store, {})
    assert [(f.kind, f.rule) for f in facts] == [("CardStored", "CoE-2.II.4"),
                                                 ("MarshallingPointsGained", "CoE-2.II.4")]
    assert [(r.name, r.kind, r.points) for r in stored.mp] == [
        ("Dreams of Lore", "miscellaneous", 2)]
    assert stored.held == () and stored.untap_barred == ()
    # Not elsewhere than at a Haven, nor outside the organization phase.
    away = replace(untapped, phase=ORGANIZATION, explored=False)
    assert store not in [a.id for a in ruleset.actions(away)]
    assert refused(ruleset, away, store, "CoE-2.II.4") == (
        "Dreams of Lore is stored at a Haven, not at Weathertop. [CoE-2.II.4]")
    assert refused(ruleset, replace(at_haven, phase=SITE), store, "CoE-2.II.4") == (
        "Dreams of Lore is stored in the organization phase. [CoE-2.II.4]")


@pytest.mark.rule("RGO-QUEST-4")
def test_anduril_s_sage_checks_corruption_at_minus_three(rgo: RoadGoesEverOn) -> None:
    anduril, elrond = ids(rgo, "Andúril, the Flame of the West", "Elrond")
    ruleset = played(rgo)
    facts, after = run(ruleset, at_weathertop(rgo, anduril), ruleset.decide,
                       f"take-quest:{anduril}:{elrond}", {})
    assert [f.kind for f in facts if f.kind in ("QuestTaken", "CardHeld",
                                                "CorruptionChecked")] == [
        "QuestTaken", "CardHeld", "CorruptionChecked"]
    checked = next(f for f in facts if f.kind == "CorruptionChecked")
    assert checked["character"] == elrond
    assert [m["amount"] for m in checked["check"]["modifiers"] if m["amount"] == -3] == [-3]


@pytest.mark.rule("RGO-QUEST-4")
def test_a_stored_reforging_takes_back_a_weapon(rgo: RoadGoesEverOn) -> None:
    reforging, dagger, cloak, rivendell, aragorn, elrond = ids(
        rgo, "Reforging", "Dagger of Westernesse", "Elven Cloak", "Rivendell", "Aragorn II",
        "Elrond")
    ruleset = played(rgo)
    # Taken, it is held like Dreams of Lore.
    facts, taken = run(ruleset, at_weathertop(rgo, reforging), ruleset.decide,
                       f"take-quest:{reforging}:{elrond}", {})
    assert taken.held == ((reforging, elrond),) and taken.mp == ()
    stored = state(rgo, phase=ORGANIZATION, site=rivendell,
                   characters=company(rgo, "Aragorn II", "Elrond"),
                   mp=(MPRecord(reforging, "Reforging", "miscellaneous", 1),),
                   discard=(cloak, dagger))
    reforge = f"reforge:{dagger}:{elrond}"
    assert [a.id for a in ruleset.actions(stored) if a.id.startswith("reforge:")] == [reforge]
    facts, after = run(ruleset, stored, ruleset.decide, reforge, {"bearer": aragorn})
    assert [(f.kind, f.rule) for f in facts] == [
        ("CharacterStateChanged", "RGO-QUEST-4"), ("MarshallingPointsLost", "RGO-QUEST-4"),
        ("ItemRetrieved", "RGO-QUEST-4")]
    assert after.mp == () and after.discard == (cloak,)
    assert [i.name for i in after.characters[0].items] == ["Dagger of Westernesse"]
    assert not after.character(elrond).untapped  # type: ignore[union-attr]
    # Refused: no Reforging stored; an item of another kind; away from a Haven.
    assert refused(ruleset, replace(stored, mp=()), reforge, "RGO-QUEST-4") == (
        "Reforging is used once it is stored in the marshalling-point pile. [RGO-QUEST-4]")
    assert refused(ruleset, stored, f"reforge:{cloak}:{elrond}", "RGO-QUEST-4") == (
        "Reforging takes back a minor or major weapon, armour or shield of the discard pile. "
        "[RGO-QUEST-4]")
    weathertop, = ids(rgo, "Weathertop")
    assert refused(ruleset, replace(stored, site=weathertop), reforge, "RGO-QUEST-4") == (
        "Reforging is used by a sage at a Haven, not at Weathertop. [RGO-QUEST-4]")
    # The version before has no such use.
    assert not [a.id for a in played(rgo, BEFORE).actions(stored)
                if a.id.startswith("reforge:")]


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_the_information_quests(rgo: RoadGoesEverOn) -> None:
    rows = {c: coverage.in_ruleset("road-goes-ever-on", rgo.catalog.get(c)).status
            for c in ("TW-210", "TW-314", "TW-192")}
    # Andúril's joining Narsil is anduril.py's, from its version.
    assert rows == {"TW-210": coverage.SCRIPTED, "TW-314": coverage.SCRIPTED,
                    "TW-192": coverage.SCRIPTED}
