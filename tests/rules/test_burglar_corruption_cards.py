"""A corruption card of the hazard hand in Burglar Wants a Good Job before
``corruption_cards.SINCE`` (and Morgul-knife and The Pale Sword before ``blades.SINCE``):
turned up, it is played in turn against the hazard limit and discarded, on no character
(BWJ-SEQ-10), so its points count for no one. From ``SINCE`` the six that make their bearer
check stay on a character (test_bwj_corruption_cards); from ``blades.SINCE`` the two blades
are played with a Nazgûl attack, go on a character it wounds and are removed at a Haven in the
untap phase."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.errors import IllegalAction
from domain.ruleset import Fact
from domain.rulesets.burglar import blades, corruption_cards, policy
from domain.rulesets.burglar.state import State
from tests.rules import burglar_support as bwj
from tests.support import advance_from, of_kind, only

LURE_OF_NATURE = "TW-58"
CORRUPTION_CARDS = ("TW-27", "TW-56", "TW-57", "TW-58", "TW-60", "TW-64", "TW-94", "TW-97")


@pytest.mark.rule("BWJ-SEQ-10", "BWJ-SEQ-11")
def test_a_corruption_card_is_played_on_no_character_and_discarded(starter: Catalog) -> None:
    state = bwj.moving(bwj.fresh(), "Rivendell", "Moria", LURE_OF_NATURE)
    facts, after = advance_from(bwj.played_as(str(corruption_cards.SINCE - 1)), state)
    played = only(facts, "HazardPlayed")
    assert (played["card"], played["number"]) == (LURE_OF_NATURE, 1)
    assert after.hazards_played == 1 and after.hazard_discard[-1] == LURE_OF_NATURE
    assert LURE_OF_NATURE not in after.environments
    assert [c.corruption_points for c in after.company] == \
        [c.corruption_points for c in state.company]
    for card in CORRUPTION_CARDS:
        assert starter.get(card).corruption_card
    # The two blades, so played up to the version before ``blades.SINCE``.
    for card in (KNIFE, SWORD):
        facts, after = advance_from(BEFORE_BLADES, bwj.moving(bwj.fresh(), "Rivendell", "Moria",
                                                              card))
        assert only(facts, "HazardPlayed")["card"] == card and after.corruption == ()
        assert after.hazard_discard[-1] == card
    assert coverage.in_ruleset("burglar", starter.get(KNIFE)) == coverage.InRuleset(
        coverage.SCRIPTED)
    assert coverage.in_ruleset("burglar", starter.get(SWORD)) == coverage.InRuleset(
        coverage.SCRIPTED, blades.NEVER_HERE[SWORD])


KNIFE, SWORD, UVATHA = "TW-64", "TW-97", "TW-107"
BEFORE_BLADES = bwj.played_as(str(blades.SINCE - 1))


def _fought(state: State, seed: int) -> tuple[list[Fact], State]:
    """The attack under way played out: the attacker assigns, each strike rolled."""
    facts: list[Fact] = []
    while state.combat is not None:
        actions = bwj.ids(state)
        pick = "assign-done" if "assign-done" in actions else next(
            i for i in actions if i.startswith(("resolve:", "roll")))
        more, state = bwj.act(state, pick, seed=seed)
        facts += more
    return facts, state


@pytest.mark.rule("BWJ-SEQ-10", "BWJ-SEQ-11", "BWJ-SEQ-15")
def test_a_blade_waits_face_up_for_a_nazgul_attack_and_goes_on_a_character_it_wounds() -> None:
    # Alone face up, it waits (BWJ-SEQ-11).
    facts, after = bwj.advance(bwj.moving(bwj.fresh(), "Rivendell", "Moria", KNIFE))
    assert not of_kind(facts, "HazardPlayed") and after.row == (KNIFE,)
    # With a Nazgûl attack: both played on it, counted, their prowess added.
    state = bwj.moving(bwj.with_hand(bwj.fresh(), bwj.THRANDUIL), "Lórien", "Dol Guldur",
                       KNIFE, SWORD, UVATHA, hazard_limit=4)
    facts, fighting = bwj.advance(state)
    played = of_kind(facts, "HazardPlayed")
    assert [(f["card"], f["number"], f.rule, f.get("facing")) for f in played] == [
        (UVATHA, 1, "BWJ-SEQ-10", None), (KNIFE, 2, "BWJ-SEQ-15", UVATHA),
        (SWORD, 3, "BWJ-SEQ-15", UVATHA)]
    declared = only(facts, "AttackDeclared")
    assert (declared["attack"]["prowess"], declared["blades"]) == \
        (bwj.CATALOG.get(UVATHA).prowess + 3, [KNIFE, SWORD])
    assert fighting.blades == (KNIFE, SWORD) and fighting.row == ()
    # Thranduil wounded (seed 1): the knife goes on him; the Sword finds no one else.
    facts, after = _fought(fighting, seed=1)
    placed, discarded = only(facts, "HazardPlacedOnCharacter"), only(facts, "BladeDiscarded")
    assert (placed.rule, placed["card"], placed["character"], placed["points"]) == \
        ("BWJ-SEQ-15", KNIFE, bwj.THRANDUIL, 4)
    assert (discarded["card"], discarded["reason"]) == (SWORD, blades.NONE_WOUNDED)
    assert after.corruption == ((bwj.THRANDUIL, KNIFE, 4),) and after.blades == ()
    assert after.corrupted == (bwj.THRANDUIL,) and after.hazard_discard[-1] == SWORD
    # Not wounded (seed 2): both discarded.
    facts, after = _fought(fighting, seed=2)
    assert [f["card"] for f in of_kind(facts, "BladeDiscarded")] == [KNIFE, SWORD]
    assert after.corruption == ()
    # The hazard limit reached by the Nazgûl, they stay face up.
    facts, fighting = bwj.advance(replace(state, hazard_limit=1))
    assert [f["card"] for f in of_kind(facts, "HazardPlayed")] == [UVATHA]
    assert fighting.blades == () and fighting.row == (KNIFE, SWORD)


@pytest.mark.rule("BWJ-SEQ-1", "BWJ-SEQ-2")
def test_a_blade_is_tried_at_a_haven_in_the_untap_phase_instead_of_untapping() -> None:
    state = bwj.set_state(replace(bwj.at(bwj.fresh(), "Lórien"), phase="end-of-turn", step="",
                                  corruption=((bwj.BILBO, KNIFE, 4),)), bwj.BILBO, "wounded")
    _, ending = bwj.advance(state)
    facts, waiting = bwj.act(ending, "keep")
    assert only(facts, "UntapAwaited")["pairs"] == [[KNIFE, bwj.BILBO]]
    assert bwj.ids(waiting) == [f"remove-blade:{KNIFE}:{bwj.BILBO}", "untap-phase"]
    assert policy.choose(bwj.RULESET, waiting, bwj.RULESET.actions(waiting))[0] == \
        f"remove-blade:{KNIFE}:{bwj.BILBO}"
    facts, tried = bwj.act(waiting, f"remove-blade:{KNIFE}:{bwj.BILBO}", seed=1)
    rolled = only(facts, "CorruptionRemovalRolled")
    assert (rolled["needed"], rolled["untap_phase"], rolled["removed"]) == \
        (5, True, rolled["roll"] >= 5)
    # He stays wounded (no healing), the phase goes on.
    assert only(facts, "CharactersRefreshed")["changes"] == []
    bilbo = tried.character(bwj.BILBO)
    assert tried.phase == "organization" and bilbo is not None and bilbo.state == "wounded"
    # Declined: he heals as ever, and the knife is not rolled for in the organization phase.
    facts, healed = bwj.act(waiting, "untap-phase")
    assert only(facts, "CharactersRefreshed")["changes"] == [[bwj.BILBO, "tapped"]]
    assert not [i for i in bwj.ids(healed) if i.startswith("remove")]
    for action in (f"remove:{KNIFE}:{bwj.BILBO}", f"remove-blade:{KNIFE}:{bwj.BILBO}",
                   "untap-phase"):
        with pytest.raises(IllegalAction) as refusal:
            bwj.act(healed, action)
        assert refusal.value.clause == "CoE-2.I.1"
    assert "The untap phase is not waiting" in str(refusal.value)
    # Away from a Haven the untap phase does not wait.
    _, away = bwj.advance(replace(state, location="Moria", turn_start="Moria"))
    facts, _ = bwj.act(away, "keep")
    assert not of_kind(facts, "UntapAwaited")
    # The version before: the untap phase never waits (no blade was ever on a character).
    facts, organizing = bwj.act(ending, "keep", ruleset=BEFORE_BLADES)
    assert not of_kind(facts, "UntapAwaited") and organizing.phase == "organization"
