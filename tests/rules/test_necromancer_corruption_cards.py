"""Guise of the Necromancer from ``corruption_cards.SINCE``: the corruption cards that make
their bearer check corruption play their text (CoE 7.1), each check named in the log by the
card; who the hazard hand plays two of them on; the printed removal numbers (CoE 7.3); the
automatic player's removal rolls. The version before gives their points alone."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain import coverage
from domain.engine import corruption_cards as engine
from domain.ruleset import Context, Fact, Table
from domain.rulesets.guise_of_the_necromancer import corruption_cards
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules.necromancer_support import (
    CATALOG,
    CELEBORN,
    DOL_GULDUR,
    FILLER,
    HALDIR,
    LURE_CREATION,
    LURE_NATURE,
    RADAGAST,
    RULESET,
    SAM,
    WOLVES,
    act,
    acts,
    fresh,
    hazards,
    ids,
)
from tests.support import of_kind, only

BEFORE = RULESET.at_version(str(corruption_cards.SINCE - 1))
RIVENDELL, SWORD = "TW-421", "TW-336"
SENSES, BURDEN = engine.LURE_OF_THE_SENSES, engine.BURDEN_OF_TIME
DESPAIR, EXPEDIENCE = engine.DESPAIR_OF_THE_HEART, engine.LURE_OF_EXPEDIENCE


def bearing(*cards: tuple[str, str]) -> State:
    """The fresh game at Lórien, ``cards`` (character, card) on its characters."""
    return hazards(replace(fresh(), corruption=tuple((who, card, 2) for who, card in cards)),
                   [], FILLER)


def checks(facts: list[Fact]) -> list[tuple[Any, ...]]:
    """(card, character, why) of each card's check, and the character of each check made."""
    out: list[tuple[Any, ...]] = []
    for f in facts:
        if f.kind == corruption_cards.FACT:
            assert f.rule == "CoE-7.1"
            out.append((f["card"], f["character"], f["why"]))
        elif f.kind == "CorruptionChecked" and f.rule == "CoE-7.1":
            out.append((f["character"],))
    return out


def untap(state: State, ruleset: Any = RULESET) -> list[Fact]:
    """The facts of the next turn's untap phase."""
    ctx = Context(ruleset, Table(7, {}, state))
    ruleset._begin_turn(ctx)
    return ctx.facts


@pytest.mark.rule("CoE-7.1")
def test_lure_of_nature_checks_once_for_each_wilderness_and_creation_on_reaching_a_haven():
    state = bearing((SAM, LURE_NATURE), (RADAGAST, LURE_CREATION))
    facts, _ = acts(state, f"move:1:{RIVENDELL}", "go")
    assert only(facts, "MovementHazardBegan")["path"] == [
        "wilderness", "wilderness", "border-land", "wilderness"]
    nature = (LURE_NATURE, SAM, "3 Wilderness in the path")
    assert checks(facts) == [nature, (SAM,), nature, (SAM,), nature, (SAM,),
                             (LURE_CREATION, RADAGAST, "his company moved to a Haven"),
                             (RADAGAST,)]
    # The checks come at the end of the movement/hazard phase, as the company arrives.
    kinds = [f.kind for f in facts]
    assert kinds.index("CompanyMoved") < kinds.index(corruption_cards.FACT)
    assert kinds.index("CompanyPhaseEnded") > len(kinds) - 1 - kinds[::-1].index(
        "CorruptionChecked")
    # To Dol Guldur, not a Haven: one Wilderness, and no check for Lure of Creation.
    facts, _ = acts(state, f"move:1:{DOL_GULDUR}", "go")
    assert checks(facts)[:2] == [(LURE_NATURE, SAM, "1 Wilderness in the path"), (SAM,)]
    assert [c for c in checks(facts) if c[0] == LURE_CREATION] == []
    # Staying: no path, no check.
    facts, _ = act(state, "go")
    assert checks(facts) == []


@pytest.mark.rule("CoE-7.1")
def test_the_version_before_gives_the_cards_points_alone():
    state = bearing((SAM, LURE_NATURE), (RADAGAST, LURE_CREATION))
    facts, _ = acts(state, f"move:1:{RIVENDELL}", "go", ruleset=BEFORE)
    assert checks(facts) == [] and not of_kind(facts, corruption_cards.FACT)
    assert checks(untap(bearing((SAM, SENSES)), BEFORE)) == []


@pytest.mark.rule("CoE-7.1")
def test_the_senses_check_at_a_haven_and_the_burden_of_time_on_an_elf_away_from_one():
    at_lorien = bearing((SAM, SENSES), (HALDIR, BURDEN))
    assert checks(untap(at_lorien)) == [(SENSES, SAM, "he is at a Haven"), (SAM,)]
    away = replace(at_lorien, companies=(replace(at_lorien.companies[0],
                                                 location=DOL_GULDUR),))
    facts = untap(away)
    assert checks(facts) == [(BURDEN, HALDIR, "an Elf away from a Haven"), (HALDIR,)]
    # The checks follow the untap and come before the organization phase.
    kinds = [f.kind for f in facts]
    assert kinds.index("CharactersRefreshed") < kinds.index(corruption_cards.FACT) \
        < kinds.index("PhaseBegan")


@pytest.mark.rule("CoE-7.1", "CoE-3.v")
def test_despair_of_the_heart_checks_once_for_each_companion_an_attack_wounded():
    state = hazards(replace(fresh(), corruption=((CELEBORN, DESPAIR, 2),)), [WOLVES], FILLER)
    facts, _ = acts(state, f"move:1:{RIVENDELL}", "go", seed=7)
    assert [f["character"] for f in of_kind(facts, "StrikeResolved")
            if f["state"] == "wounded"] == [SAM]
    assert checks(facts) == [(DESPAIR, CELEBORN, "1 of his company wounded"), (CELEBORN,)]
    kinds = [f.kind for f in facts]
    assert kinds.index("StrikeResolved") < kinds.index(corruption_cards.FACT) \
        < kinds.index("AttackEnded")
    facts, _ = acts(state, f"move:1:{RIVENDELL}", "go", seed=7, ruleset=BEFORE)
    assert checks(facts) == []


@pytest.mark.rule("CoE-7.1", "CoE-2.V.4")
def test_lure_of_expedience_checks_as_his_company_gains_an_item_at_the_site():
    state = fresh()
    company = replace(state.companies[0], location=DOL_GULDUR)
    state = replace(state, phase="site", step="entered", pending=("1",), companies=(company,),
                    hand=(SWORD,), corruption=((CELEBORN, EXPEDIENCE, 2),))
    facts, _ = act(state, f"item:{SWORD}:{HALDIR}")
    assert checks(facts) == [(EXPEDIENCE, CELEBORN, "his company gained Sword of Gondolin"),
                             (CELEBORN,)]
    facts, _ = act(state, f"item:{SWORD}:{HALDIR}", ruleset=BEFORE)
    assert checks(facts) == []


@pytest.mark.rule("GON-HH-5", "GON-TARGET-1", "GON-DUD-2")
def test_the_hand_plays_each_card_only_on_a_character_its_text_allows():
    # Lure of Expedience: not on Radagast (a Wizard) nor Sam (a Hobbit): the highest mind
    # of the Elves, Celeborn.
    facts, after = act(hazards(fresh(), [EXPEDIENCE], FILLER), "go")
    assert only(facts, "CorruptionPlaced")["character"] == CELEBORN
    _, before = act(hazards(fresh(), [EXPEDIENCE], FILLER), "go", ruleset=BEFORE)
    assert before.corruption == ((RADAGAST, EXPEDIENCE, 2),)
    # The Burden of Time, at Lórien: no Elf away from a Haven, so no target: a dud.
    facts, after = act(hazards(fresh(), [BURDEN], FILLER), "go")
    assert not of_kind(facts, "CorruptionPlaced")
    assert [(f["card"], f.rule) for f in of_kind(facts, "DudDiscarded")
            if f["card"] == BURDEN] == [(BURDEN, "GON-DUD-2")]
    # Not twice on one character: a second Lure of Nature goes to the next highest mind.
    facts, after = act(hazards(replace(fresh(), corruption=((RADAGAST, LURE_NATURE, 2),)),
                               [LURE_NATURE], FILLER), "go")
    assert only(facts, "CorruptionPlaced")["character"] == CELEBORN


@pytest.mark.rule("GON-HH-5", "GON-TARGET-1", "GON-DUD-2")
def test_from_every_bearer_from_each_card_goes_only_on_whom_its_text_allows():
    every = RULESET.at_version(str(corruption_cards.EVERY_BEARER_FROM))
    first = RULESET.at_version(str(corruption_cards.EVERY_BEARER_FROM - 1))
    # Despair of the Heart: on no Wizard nor Hobbit, so not on Radagast (the highest mind)
    # but on Celeborn; the version before put it on Radagast.
    facts, _ = act(hazards(fresh(), [DESPAIR], FILLER), "go", ruleset=every)
    assert only(facts, "CorruptionPlaced")["character"] == CELEBORN
    _, before = act(hazards(fresh(), [DESPAIR], FILLER), "go", ruleset=first)
    assert before.corruption == ((RADAGAST, DESPAIR, 2),)
    # Lure of Creation: on a Wizard only; Radagast bearing it already, no one else may: a dud.
    state = hazards(replace(fresh(), corruption=((RADAGAST, LURE_CREATION, 2),)),
                    [LURE_CREATION], FILLER)
    facts, _ = act(state, "go", ruleset=every)
    assert not of_kind(facts, "CorruptionPlaced")
    assert [f.rule for f in of_kind(facts, "DudDiscarded") if f["card"] == LURE_CREATION] \
        == ["GON-DUD-2"]
    _, before = act(state, "go", ruleset=first)
    assert before.corruption == ((RADAGAST, LURE_CREATION, 2), (CELEBORN, LURE_CREATION, 2))
    # Lure of Nature: on no Hobbit; every other character bearing it, Sam is not taken.
    others = tuple((c.card_id, LURE_NATURE, 2) for c in fresh().companies[0].characters
                   if c.card_id != SAM)
    state = hazards(replace(fresh(), corruption=others), [LURE_NATURE], FILLER)
    facts, _ = act(state, "go", ruleset=every)
    assert not of_kind(facts, "CorruptionPlaced")
    _, before = act(state, "go", ruleset=first)
    assert before.corruption == (*others, (SAM, LURE_NATURE, 2))


@pytest.mark.rule("CoE-7.3")
def test_the_printed_numbers_of_the_burden_of_time_and_lure_of_expedience_remove_them():
    state = bearing((CELEBORN, EXPEDIENCE), (HALDIR, BURDEN))
    assert [a for a in RULESET.actions(state) if a.id.startswith("remove:")
            and a.params] == []
    facts, after = act(state, f"remove:{EXPEDIENCE}:{CELEBORN}", seed=2)
    rolled = only(facts, "CorruptionRemovalRolled")
    assert (rolled["needed"], rolled["declared"]) == (6, False)
    facts, _ = act(state, f"remove:{BURDEN}:{HALDIR}", seed=2)
    assert only(facts, "CorruptionRemovalRolled")["needed"] == 8
    assert [a.id for a in BEFORE.actions(state) if a.id.startswith("remove:")
            and a.params][:1] == [f"remove:{EXPEDIENCE}:{CELEBORN}"]


@pytest.mark.rule("CoE-7.3", "GON-WIN-9")
def test_the_automatic_player_tries_to_remove_a_card_that_makes_its_bearer_check():
    state = bearing((RADAGAST, SENSES))
    assert RULESET.automatic_choice(state) == (f"remove:{SENSES}:{RADAGAST}", {})
    assert BEFORE.automatic_choice(state)[0] != f"remove:{SENSES}:{RADAGAST}"
    assert f"remove:{SENSES}:{RADAGAST}" in ids(state, BEFORE)


@pytest.mark.rule("CoE-7.1")
def test_the_cards_read_scripted_in_the_guises_column_and_in_the_engines():
    for card in engine.CARDS:
        assert coverage.in_ruleset("necromancer", CATALOG.get(card)) == \
            coverage.InRuleset(coverage.SCRIPTED), card
        # Burglar keeps them on a character too (test_bwj_corruption_cards).
        assert coverage.in_ruleset("burglar", CATALOG.get(card)) == coverage.InRuleset(
            coverage.SCRIPTED), card
        assert coverage.engine_status(CATALOG.get(card))[:2] == (coverage.SCRIPTED, ""), card
