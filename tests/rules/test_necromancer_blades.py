"""Guise of the Necromancer from ``blades.SINCE``: Morgul-knife and The Pale Sword face up in the
hazard hand are played with a Nazgûl's attack (GON-HH-5, GON-HH-7), each goes on a character it
wounded (GON-TARGET-1) or is discarded, and its bearer at a Haven may try to remove it in his
untap phase instead of untapping or healing (CoE 2.I), not in the organization phase. The
version before left them face up in the hazard hand, never played."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain import coverage
from domain.ruleset import Context, Fact, Table
from domain.rulesets.guise_of_the_necromancer import blades
from domain.rulesets.guise_of_the_necromancer.ruleset import GuiseOfTheNecromancer
from domain.rulesets.guise_of_the_necromancer.state import UNTAP_AWAITED, State
from domain.rulesets.hobbit.blades import NONE_WOUNDED, WITCH_KING
from tests.rules import necromancer_support as gon
from tests.support import of_kind, only

KNIFE, SWORD = "TW-64", gon.PALE_SWORD
DAGGER = "TW-206"  # Haldir starts with it
BEFORE = gon.RULESET.at_version(str(blades.SINCE - 1))


def facing_uvatha(ruleset: GuiseOfTheNecromancer = gon.RULESET) -> tuple[list[Fact], State]:
    """Both blades and Ûvatha face up as the company moves to Dol Guldur: the Nazgûl attacks."""
    state = gon.hazards(gon.fresh(), [KNIFE, SWORD, gon.UVATHA], gon.FILLER)
    _, moving = gon.acts(state, f"move:1:{gon.DOL_GULDUR}", ruleset=ruleset)
    return gon.act(moving, "go", seed=3, ruleset=ruleset)


def untapping(ruleset: GuiseOfTheNecromancer = gon.RULESET, **changes: Any
              ) -> tuple[list[Fact], State]:
    """The next turn begun at Lórien, a Haven: Radagast, tapped, bears Morgul-knife and Sam
    The Pale Sword (``changes``: more of the state as the turn ended)."""
    state = gon.fresh()
    company = state.companies[0]
    tapped = tuple(c.tap() if c.card_id == gon.RADAGAST else c for c in company.characters)
    state = replace(state, companies=(replace(company, characters=tapped),),
                    corruption=((gon.RADAGAST, KNIFE, 4), (gon.SAM, SWORD, 6)), **changes)
    ctx = Context(ruleset, Table(7, {}, state))
    ruleset._begin_turn(ctx)
    return ctx.facts, ctx.state


@pytest.mark.rule("GON-HH-5", "GON-HH-7", "GON-TARGET-1", "CoE-3.v")
def test_a_blade_is_played_with_a_nazgul_and_goes_on_a_character_it_wounds() -> None:
    assert blades.SINCE == 81 <= int(gon.RULESET.version)
    facts, state = facing_uvatha()
    # Right to left, each once, as the Nazgûl attacks: +1 and +2 prowess.
    assert [(f.rule, f["card"], f["creature"], f["prowess"]) for f in of_kind(
        facts, "BladePlayed")] == [("GON-HH-7", SWORD, gon.UVATHA, 1),
                                   ("GON-HH-7", KNIFE, gon.UVATHA, 2)]
    declared = only(facts, "AttackDeclared")
    assert declared["blades"] == [SWORD, KNIFE]
    assert declared["attack"]["prowess"] == gon.CATALOG.get(gon.UVATHA).prowess + 3
    assert [s.card for s in state.hazard_hand].count(KNIFE) == 0 and state.blades == (SWORD, KNIFE)
    # Its one strike wounds Radagast: the Sword goes on him; the knife finds no one else
    # wounded on whom no corruption card was played this turn, and is discarded.
    fought, after = gon.fight_out(state, seed=3)
    assert [f["character"] for f in of_kind(fought, "StrikeResolved")
            if f["state"] == "wounded"] == [gon.RADAGAST]
    placed = only(fought, "HazardPlacedOnCharacter")
    assert (placed.rule, placed["card"], placed["character"], placed["points"]) == (
        "GON-HH-7", SWORD, gon.RADAGAST, 6)
    assert [(f["card"], f["reason"]) for f in of_kind(fought, "BladeDiscarded")] == [
        (KNIFE, NONE_WOUNDED)]
    assert after.corruption == ((gon.RADAGAST, SWORD, 6),) and after.blades == ()
    assert KNIFE in after.hazard_discard and after.corrupted == (gon.RADAGAST,)
    # Wounding no one, both are discarded.
    fought, after = gon.fight_out(state, seed=2)
    assert not of_kind(fought, "HazardPlacedOnCharacter") and after.corruption == ()
    assert [f["card"] for f in of_kind(fought, "BladeDiscarded")] == [SWORD, KNIFE]


@pytest.mark.rule("GON-NAZ-2", "GON-HH-7")
def test_the_pale_sword_against_the_witch_king_counts_the_nazgul_guarding_dol_guldur() -> None:
    guarded = replace(gon.fresh(), guardians=(gon.UVATHA, gon.ADUNAPHEL))
    assert blades.prowess(guarded, [SWORD], WITCH_KING) == 1 + 2
    assert blades.prowess(guarded, [SWORD, KNIFE], WITCH_KING) == 3 + 2
    assert blades.prowess(guarded, [SWORD], gon.UVATHA) == 1
    assert blades.prowess(guarded, [KNIFE], WITCH_KING) == 2


@pytest.mark.rule("CoE-2.I.1", "CoE-7.3")
def test_the_untap_phase_waits_for_a_bearer_at_a_haven_to_try_his_blade() -> None:
    facts, state = untapping()
    assert [f.kind for f in facts] == ["TurnBegan", "UntapAwaited"]
    assert only(facts, "UntapAwaited")["pairs"] == [[KNIFE, gon.RADAGAST], [SWORD, gon.SAM]]
    assert state.step == UNTAP_AWAITED
    assert gon.ids(state) == [f"remove-blade:{KNIFE}:{gon.RADAGAST}",
                              f"remove-blade:{SWORD}:{gon.SAM}", "untap-phase"]
    assert gon.refused(state, f"move:1:{gon.DOL_GULDUR}") == (
        "The untap phase waits: a blade's bearer at a Haven tries to remove it "
        "(remove-blade:<card>:<character>), or the others untap and heal as ever "
        "(untap-phase).", "CoE-2.I.1")
    # The automatic player tries each.
    assert gon.RULESET.policy(state, gon.RULESET.actions(state))[0] == \
        f"remove-blade:{KNIFE}:{gon.RADAGAST}"
    facts, state = gon.act(state, f"remove-blade:{KNIFE}:{gon.RADAGAST}", seed=3)
    assert only(facts, "UntapForgone")["character"] == gon.RADAGAST
    rolled = only(facts, "CorruptionRemovalRolled")
    assert (rolled["card"], rolled["roll"], rolled["needed"], rolled["removed"],
            rolled["untap_phase"]) == (KNIFE, 7, 5, True, True)
    assert gon.ids(state) == [f"remove-blade:{SWORD}:{gon.SAM}", "untap-phase"]
    # The rest untap as ever; Radagast, who tried instead, stays tapped.
    facts, state = gon.act(state, "untap-phase")
    assert only(facts, "CharactersRefreshed")["changes"] == []
    assert only(facts, "PhaseBegan")["phase"] == "organization"
    radagast = state.companies[0].character(gon.RADAGAST)
    assert radagast is not None and radagast.state == "tapped"
    assert state.corruption == ((gon.SAM, SWORD, 6),)
    # In the organization phase the Sword is not rolled for, as other corruption cards are.
    assert [i for i in gon.ids(state) if i.startswith("remove")] == []
    assert gon.refused(state, f"remove:{SWORD}:{gon.SAM}") == (
        "The Pale Sword is removed only by its bearer at a Haven, in his untap phase, instead "
        "of untapping or healing (once a turn).", "CoE-2.I.1")


@pytest.mark.rule("CoE-2.I.1")
def test_an_item_tapped_stays_so_while_the_untap_phase_waits_and_untaps_with_the_rest() -> None:
    """The wait offers the same choices with an item tapped; the untap then names it."""
    dagger = (DAGGER, gon.HALDIR)
    _, waiting = untapping(tapped_items=(dagger,))
    assert waiting.step == UNTAP_AWAITED and waiting.tapped_items == (dagger,)
    assert gon.ids(waiting) == gon.ids(untapping()[1])
    facts, after = gon.act(waiting, "untap-phase")
    assert after.tapped_items == ()
    assert gon.RULESET.narrate_in(only(facts, "CharactersRefreshed"), waiting) == (
        "Untap: Radagast untaps; Dagger of Westernesse untaps. [CoE-2.I.1]")


@pytest.mark.rule("GON-HH-5", "CoE-7.3")
def test_the_version_before_replays_as_played() -> None:
    facts, state = facing_uvatha(BEFORE)
    assert not of_kind(facts, "BladePlayed")
    assert only(facts, "AttackDeclared")["attack"]["prowess"] == \
        gon.CATALOG.get(gon.UVATHA).prowess
    assert [s.card for s in state.hazard_hand if s.face_up][-2:] == [KNIFE, SWORD]
    facts, state = untapping(BEFORE)
    assert [f.kind for f in facts] == ["TurnBegan", "CharactersRefreshed", "PhaseBegan"]
    assert only(facts, "CharactersRefreshed")["changes"] == [[gon.RADAGAST, "untapped"]]
    assert f"remove:{KNIFE}:{gon.RADAGAST}" in gon.ids(state, BEFORE)


@pytest.mark.rule("GON-HH-7", "CoE-2.I.1")
def test_the_coverage_shows_both_scripted_in_the_guise() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    assert rows[KNIFE] == rows[SWORD] == coverage.InRuleset(coverage.SCRIPTED)
