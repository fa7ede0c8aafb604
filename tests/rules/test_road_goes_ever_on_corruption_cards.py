"""The Road Goes Ever On from ``corruption_cards.SINCE_VERSION``: the corruption checks the
corruption permanent-events make their bearers take (CoE 7.1), named in the log by the card;
the version before gives their points and removal only."""

from __future__ import annotations

from typing import Any

import pytest

from domain.engine import corruption_cards as engine_cards
from domain.engine import effects
from domain.engine.characters import Item
from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import corruption_cards, hazard_events
from domain.rulesets.road_goes_ever_on.corruption import CorruptionRemoval
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import SITE, State
from tests.rules.rgo_support import begin, company, ids, moving, run, settled, state, turn_of

BEFORE = str(corruption_cards.SINCE_VERSION - 1)


def checks(facts: list[Fact]) -> list[tuple[str, Any, Any]]:
    """(kind, card or character, why or result) of the cards' checks, in order."""
    out: list[tuple[str, Any, Any]] = []
    for f in facts:
        if f.kind == "HazardEffectApplied" and f["effect"] == engine_cards.EFFECT:
            assert f.rule == "CoE-7.1"
            out.append((f.kind, f["card"], f["why"]))
        elif f.kind == "CorruptionChecked":
            out.append((f.kind, f["character"], f.rule))
    return out


def bearing(rgo: RoadGoesEverOn, card: str, who: str, **fields: Any) -> State:
    return state(rgo, permanent_hazards=((ids(rgo, card)[0], ids(rgo, who)[0]),), **fields)


@pytest.mark.rule("CoE-7.1", "RGO-TARGET-1")
def test_lure_of_nature_checks_once_for_each_wilderness(rgo: RoadGoesEverOn) -> None:
    lure, aragorn, bree, lorien = ids(rgo, "Lure of Nature", "Aragorn II", "Bree", "Lórien")
    start = bearing(rgo, "Lure of Nature", "Aragorn II", destination=bree,
                    path=("wilderness", "border-land", "wilderness"))
    # From check_helpers.SINCE each check waits for helpers (Legolas): the automatic player
    # rolls it.
    facts, _ = settled(rgo, start, turn_of(rgo, start).finish_hazards)
    why = "2 Wilderness in the path"
    assert checks(facts) == [("HazardEffectApplied", lure, why),
                             ("CorruptionChecked", aragorn, "CoE-7.1")] * 2
    # Each check comes before the company arrives and its site phase.
    kinds = [f.kind for f in facts]
    assert kinds.index("CorruptionChecked") < kinds.index("CompanyArrived")
    # No Wilderness, or a company that stays: no check; nor in the version before.
    assert checks(run(rgo, bearing(rgo, "Lure of Nature", "Aragorn II", destination=lorien,
                                   path=("border-land",)), turn_of(rgo, start).finish_hazards)[
        0]) == []
    old = rgo.at_version(BEFORE)
    assert isinstance(old, RoadGoesEverOn)
    assert checks(run(old, start, turn_of(old, start).finish_hazards)[0]) == []


@pytest.mark.rule("CoE-7.1")
def test_lure_of_creation_checks_a_wizard_moving_to_a_haven(rgo: RoadGoesEverOn) -> None:
    lure, gandalf, bree, lorien = ids(rgo, "Lure of Creation", "Gandalf", "Bree", "Lórien")
    wizard = company(rgo, "Gandalf", "Legolas")
    to_haven = bearing(rgo, "Lure of Creation", "Gandalf", characters=wizard,
                       destination=lorien, path=("wilderness",))

    def ended(start: State) -> list[tuple[str, Any, Any]]:
        return checks(settled(rgo, start, lambda ctx: corruption_cards.movement_ended(
            ctx, rgo.catalog.get(start.destination or start.site).is_haven))[0])

    assert ended(to_haven) == [("HazardEffectApplied", lure, "his company moved to a Haven"),
                               ("CorruptionChecked", gandalf, "CoE-7.1")]
    to_bree = bearing(rgo, "Lure of Creation", "Gandalf", characters=wizard, destination=bree,
                      path=("wilderness",))
    assert ended(to_bree) == []


@pytest.mark.rule("CoE-7.1", "CoE-2.I.1")
def test_lure_of_the_senses_and_the_burden_of_time_in_the_untap_phase(
        rgo: RoadGoesEverOn) -> None:
    senses, burden, aragorn, legolas, bree = ids(
        rgo, "Lure of the Senses", "The Burden of Time", "Aragorn II", "Legolas", "Bree")
    both = ((senses, aragorn), (burden, legolas))
    at_rivendell = state(rgo, permanent_hazards=both)

    def untap(start: State) -> list[tuple[str, Any, Any]]:
        return checks(settled(rgo, start, turn_of(rgo, start).start_turn)[0])

    # At a Haven: Lure of the Senses checks, The Burden of Time does not.
    assert untap(at_rivendell) == [("HazardEffectApplied", senses, "he is at a Haven"),
                                   ("CorruptionChecked", aragorn, "CoE-7.1")]
    # Away from a Haven: the Elf checks.
    assert untap(state(rgo, permanent_hazards=both, site=bree)) == [
        ("HazardEffectApplied", burden, "an Elf away from a Haven"),
        ("CorruptionChecked", legolas, "CoE-7.1")]


@pytest.mark.rule("CoE-7.1")
def test_despair_of_the_heart_checks_for_each_wounded_companion(rgo: RoadGoesEverOn) -> None:
    despair, aragorn, legolas = ids(rgo, "Despair of the Heart", "Aragorn II", "Legolas")
    start = bearing(rgo, "Despair of the Heart", "Aragorn II")

    def after(wounded: list[str], seed: int = 1) -> list[tuple[str, Any, Any]]:
        return checks(run(rgo, start, lambda ctx: corruption_cards.wounded(ctx, wounded),
                          seed=seed)[0])

    assert after([legolas]) == [("HazardEffectApplied", despair, "1 of his company wounded"),
                                ("CorruptionChecked", aragorn, "CoE-7.1")]
    assert after([aragorn, legolas]) == [
        ("HazardEffectApplied", despair, "2 of his company wounded"),
        ("CorruptionChecked", aragorn, "CoE-7.1")] * 2
    assert after([]) == []


@pytest.mark.rule("CoE-7.1", "CoE-3.i", "RGO-HAZ-2")
def test_despair_of_the_heart_checks_for_a_companion_wounded_by_a_card(
        rgo: RoadGoesEverOn) -> None:
    despair, aragorn, legolas, escape, wolves = ids(
        rgo, "Despair of the Heart", "Aragorn II", "Legolas", "Escape", "Wolves")
    start = moving(rgo, "Wolves", hand=(escape,), permanent_hazards=((despair, aragorn),))

    def escaped(ruleset: RoadGoesEverOn) -> list[tuple[str, Any, Any]]:
        ctx = begin(ruleset, start)
        ruleset.decide(ctx, f"resource:{escape}:cancel:{legolas}", {})
        assert ctx.state.character(legolas).state == "wounded"  # type: ignore[union-attr]
        return checks(ctx.facts)

    # Escape wounds Legolas, no strike: Aragorn checks at once, the attack canceled.
    assert escaped(rgo) == [("HazardEffectApplied", despair, "1 of his company wounded"),
                            ("CorruptionChecked", aragorn, "CoE-7.1")]
    # A declared hazard effect that wounds him counts too.
    facts, after = run(rgo, state(rgo, permanent_hazards=((despair, aragorn),)),
                       lambda ctx: hazard_events.apply(ctx, rgo.catalog, wolves, effects.WOUND,
                                                       0, legolas, {}, lambda *_: None))
    assert after.character(legolas).state == "wounded"  # type: ignore[union-attr]
    assert checks(facts) == [("HazardEffectApplied", despair, "1 of his company wounded"),
                             ("CorruptionChecked", aragorn, "CoE-7.1")]
    # The version before counted a strike's wounds only.
    old = rgo.at_version(str(corruption_cards.WOUNDED_BY_CARDS_SINCE - 1))
    assert isinstance(old, RoadGoesEverOn)
    assert escaped(old) == []


@pytest.mark.rule("CoE-7.1", "CoE-7.3")
def test_lure_of_expedience_checks_when_the_company_gains_an_item(rgo: RoadGoesEverOn) -> None:
    lure, aragorn, dagger = ids(rgo, "Lure of Expedience", "Aragorn II", "Dagger of Westernesse")
    start = bearing(rgo, "Lure of Expedience", "Aragorn II")
    facts, _ = run(rgo, start, lambda ctx: corruption_cards.item_gained(ctx, dagger))
    assert checks(facts) == [
        ("HazardEffectApplied", lure, "his company gained Dagger of Westernesse"),
        ("CorruptionChecked", aragorn, "CoE-7.1")]
    # Its removal number (a roll greater than 5) and The Burden of Time's (greater than 7)
    # are known; the version before had the player declare them.
    removal = CorruptionRemoval(turn_of(rgo, start))
    assert (removal.known_number(lure), removal.known_number(ids(rgo, "The Burden of Time")[0])) \
        == (6, 8)
    old = rgo.at_version(BEFORE)
    assert isinstance(old, RoadGoesEverOn)
    assert CorruptionRemoval(old.machinery(start)[0]).known_number(lure) is None


@pytest.mark.rule("CoE-7.1", "RGO-RING-3")
def test_lure_of_expedience_checks_for_a_ring_a_test_brings(rgo: RoadGoesEverOn) -> None:
    lure, lore, balin, aragorn, magic = ids(rgo, "Lure of Expedience", "Ringlore", "Balin",
                                            "Aragorn II", "Magic Ring of Lore")
    gold = Item.from_card(rgo.catalog.find("Fair Gold Ring"))
    # Balin, a sage bearing the Lure, plays Ringlore at Weathertop on Aragorn's gold ring.
    start = state(rgo, phase=SITE, site=ids(rgo, "Weathertop")[0], hand=(lore,),
                  characters=(*company(rgo, "Balin"),
                              company(rgo, "Aragorn II")[0].with_item(gold)),
                  ring_deck=ids(rgo, "Magic Ring of Lore", "Lesser Ring"),
                  permanent_hazards=((lure, balin),))

    def tested(ruleset: RoadGoesEverOn) -> list[tuple[str, Any, Any]]:
        ctx = Context(ruleset, Table(3, {}, start))
        ruleset.decide(ctx, f"resource:{lore}:ringlore:{balin}", {})
        assert [f["character"] for f in ctx.facts if f.kind == "RingPlayed"] == [aragorn]
        return checks(ctx.facts)

    assert tested(rgo) == [("HazardEffectApplied", lure, "his company gained Magic Ring of Lore"),
                           ("CorruptionChecked", balin, "CoE-7.1")]
    old = rgo.at_version(str(corruption_cards.RINGS_AND_TARGETS_SINCE - 1))
    assert isinstance(old, RoadGoesEverOn)
    assert magic in start.ring_deck and tested(old) == []


@pytest.mark.rule("RGO-TARGET-1", "RGO-HAZ-3")
def test_who_the_burden_of_time_and_lure_of_expedience_are_played_on(
        rgo: RoadGoesEverOn) -> None:
    burden, lure, aragorn, legolas, frodo, bree = ids(
        rgo, "The Burden of Time", "Lure of Expedience", "Aragorn II", "Legolas",
        "Frodo", "Bree")

    def played(ruleset: RoadGoesEverOn, card: str, start: State) -> list[tuple[str, Any]]:
        facts, _ = run(ruleset, start, lambda ctx: turn_of(ruleset, start).play_hazard_event(
            ctx, ruleset.catalog.get(card)))
        return [(f.kind, f["character"] if f.kind == "HazardPlacedOnCharacter" else f["reason"])
                for f in facts if f.kind in ("HazardPlacedOnCharacter", "HazardDiscarded")]

    # The Burden of Time: on the Elf, whatever the draw, away from a Haven; at Rivendell none.
    for seed in (1, 2, 3):
        facts, _ = run(rgo, state(rgo, site=bree), lambda ctx: turn_of(
            rgo, state(rgo, site=bree)).play_hazard_event(ctx, rgo.catalog.get(burden)),
            seed=seed)
        assert [f["character"] for f in facts if f.kind == "HazardPlacedOnCharacter"] == [
            legolas]
    assert played(rgo, burden, state(rgo)) == [("HazardDiscarded", "it is played only on an "
                                                "Elf whose company is not at a Haven, and the "
                                                "company has none")]
    # Lure of Expedience: not on a Wizard or a Hobbit.
    hobbits = company(rgo, "Gandalf", "Frodo")
    assert played(rgo, lure, state(rgo, characters=hobbits)) == [(
        "HazardDiscarded", "it is played only on a character but a Wizard or a Hobbit, and "
                           "the company has none")]
    assert played(rgo, lure, state(rgo, characters=(*company(rgo, "Aragorn II"),
                                                    hobbits[1]))) == [
        ("HazardPlacedOnCharacter", aragorn)]
    # The version before placed either on any character.
    old = rgo.at_version(str(corruption_cards.RINGS_AND_TARGETS_SINCE - 1))
    assert isinstance(old, RoadGoesEverOn)
    assert played(old, lure, state(old, characters=hobbits))[0][0] == "HazardPlacedOnCharacter"
    assert frodo == hobbits[1].card_id


@pytest.mark.rule("RGO-TARGET-1", "RGO-HAZ-3")
def test_a_corruption_card_is_not_played_twice_on_one_character(rgo: RoadGoesEverOn) -> None:
    despair, aragorn, legolas = ids(rgo, "Despair of the Heart", "Aragorn II", "Legolas")
    card = rgo.catalog.get(despair)

    def played(start: State) -> list[tuple[str, Any]]:
        facts, _ = run(rgo, start, lambda ctx: turn_of(rgo, start).play_hazard_event(ctx, card))
        return [(f.kind, f["character"] if f.kind == "HazardPlacedOnCharacter" else f["reason"])
                for f in facts if f.kind in ("HazardPlacedOnCharacter", "HazardDiscarded")]

    # Aragorn bears one: the second goes on Legolas, whatever the draw.
    for seed in (1, 2, 3):
        facts, _ = run(rgo, state(rgo, permanent_hazards=((despair, aragorn),)),
                       lambda ctx: turn_of(rgo, state(rgo)).play_hazard_event(ctx, card),
                       seed=seed)
        assert [f["character"] for f in facts if f.kind == "HazardPlacedOnCharacter"] == [
            legolas]
    both = state(rgo, permanent_hazards=((despair, aragorn), (despair, legolas)))
    assert played(both) == [("HazardDiscarded", "it cannot be duplicated on a character, and "
                                                "every character of the company bears it")]


@pytest.mark.rule("CoE-7.1")
def test_the_checks_stop_once_the_bearer_has_left_play(rgo: RoadGoesEverOn) -> None:
    lure, aragorn, bree = ids(rgo, "Lure of Nature", "Aragorn II", "Bree")
    # A heavy load of corruption: the first failed check takes Aragorn away, no check follows.
    heavy = bearing(rgo, "Lure of Nature", "Aragorn II", destination=bree,
                    path=("wilderness",) * 4, hazard_points=((lure, aragorn, 20),))
    facts, after = settled(rgo, heavy,
                           lambda ctx: corruption_cards.movement_ended(ctx, False))
    assert [f.kind for f in facts if f.kind == "CorruptionChecked"] == ["CorruptionChecked"]
    assert after.character(aragorn) is None
