"""Andúril, the Flame of the West (TW-192) in Burglar Wants a Good Job from ``ANDURIL_FROM``
(``burglar.anduril`` over the engine's ``anduril``; CoE 5.3, CoE 2.II.4, CoE 7.1): a sage at a
site where Information is playable holds it as Reforging is held, checking corruption at -3,
and stores it at a Haven for no points (BWJ-MP-6); once stored, a stored Reforging is
discarded to place it with Narsil borne in the company (``join-anduril:<narsil>``), whose
bearer gains +4 prowess up to 11, +1 direct influence and +1 corruption point; it taps to
untap a Dúnadan of the company (``anduril-untap:<character>``), the bearer checking
corruption at -1. Elsewhere refused naming the card and the reason, writing nothing;
the version before kept it in the hand. Constructed states played with the real ruleset."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain import coverage
from domain.rulesets.burglar import anduril
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import ANDURIL_FROM
from tests.rules import burglar_support as bwj
from tests.support import only

ANDURIL, REFORGING, ELROND, ARAGORN = "TW-192", "TW-314", "TW-145", "TW-120"
NARSIL, DAGGER = "TW-289", bwj.DAGGER
WEATHERTOP = "TW-436"
BEFORE = bwj.played_as(str(ANDURIL_FROM - 1))
HOLD = f"play:{ANDURIL}:hold:{ELROND}"
JOIN, UNTAP = f"join-anduril:{NARSIL}", f"anduril-untap:{ARAGORN}"


def inside(**changes: Any) -> State:
    """The Burglar and Elrond, a Hand, inside Weathertop in the site phase, Andúril in hand."""
    state = replace(bwj.at(bwj.with_hand(bwj.fresh(), ELROND), "Weathertop"), phase="site",
                    step="entered", hand=(ANDURIL,))
    return replace(state, **changes)


def at_rivendell(**changes: Any) -> State:
    """The Burglar, Elrond and Aragorn II bearing Narsil at Rivendell in the organization
    phase, Andúril and a Reforging stored."""
    state = bwj.give(bwj.with_hand(bwj.with_hand(bwj.fresh(), ELROND), ARAGORN), ARAGORN,
                     NARSIL)
    state = replace(bwj.at(state, "Rivendell"), phase="organization", step="", hand=(),
                    stored=((REFORGING, ""), (ANDURIL, "")))
    return replace(state, **changes)


def joined(**changes: Any) -> State:
    _, after = bwj.act(at_rivendell(), JOIN)
    return replace(after, **changes)


@pytest.mark.rule("CoE-5.3", "CoE-7.1", "BWJ-SEQ-17")
def test_a_sage_holds_anduril_tapped_and_checks_corruption_at_minus_three() -> None:
    assert ANDURIL_FROM <= int(bwj.RULESET.version)
    state = inside()
    assert [a for a in bwj.ids(state) if ANDURIL in a] == [
        f"play:{ANDURIL}:hold:{bwj.BILBO}", HOLD]
    # The version before keeps it in the hand.
    assert [a.id for a in BEFORE.actions(state) if ANDURIL in a.id] == []
    facts, after = bwj.act(state, HOLD)
    assert [(f.kind, f.rule) for f in facts][:3] == [
        ("CharacterTapped", "CoE-5.3"), ("SiteTapped", "CoE-5.3"), ("CardHeld", "CoE-5.3")]
    check = only(facts, "CorruptionChecked")
    assert check.data["character"] == ELROND
    assert bwj.card_modifiers(check.data, ANDURIL) == [
        (-3, "Andúril, the Flame of the West", "CoE-5.3")]
    assert (after.untap_barred, after.tapped_sites, after.hand) == (
        ((ELROND, ANDURIL),), (WEATHERTOP,), ())
    # Stored at a Haven for no points (BWJ-MP-6).
    home = replace(after, phase="organization", step="", location="Rivendell",
                   turn_start="Rivendell")
    assert f"store:{ANDURIL}" in bwj.ids(home)
    facts, stored = bwj.act(home, f"store:{ANDURIL}")
    assert (only(facts, "ResourceStored").rule, stored.stored, stored.untap_barred,
            stored.task_points) == ("CoE-2.II.4", ((ANDURIL, ""),), (), 0)
    assert bwj.refusal(replace(home, location="Bree", turn_start="Bree"),
                       f"store:{ANDURIL}") == (
        "Andúril, the Flame of the West cannot be stored now: it is stored at a Haven, in the "
        "organization phase.", "CoE-2.II.4")


@pytest.mark.rule("CoE-5.3", "BWJ-MP-6")
def test_anduril_joins_narsil_by_discarding_a_stored_reforging() -> None:
    state = at_rivendell()
    assert [a for a in bwj.ids(state) if "anduril" in a] == [JOIN]
    assert [a.id for a in BEFORE.actions(state) if "anduril" in a.id] == []
    assert bwj.RULESET.policy(state, bwj.RULESET.actions(state))[0] == JOIN
    facts, after = bwj.act(state, JOIN)
    assert [(f.kind, dict(f.data), f.rule) for f in facts] == [
        ("AndurilJoined", {"card": ANDURIL, "narsil": NARSIL, "character": ARAGORN,
                           "reforging": REFORGING}, "CoE-5.3")]
    assert bwj.RULESET.narrate(facts[0]) == (
        "The stored Reforging is discarded: Andúril, the Flame of the West is placed with "
        "Narsil, borne by Aragorn II. [CoE-5.3]")
    assert (after.anduril, after.stored, after.resource_discard[-1], after.task_points) == (
        (ANDURIL, NARSIL), (), REFORGING, 0)
    # Refused without a stored Reforging, a second time, or on no Narsil.
    assert bwj.refusal(at_rivendell(stored=((ANDURIL, ""),)), JOIN) == (
        "Andúril is placed with Narsil by discarding a stored Reforging; none is stored.",
        "CoE-5.3")
    assert bwj.refusal(after, JOIN) == ("Andúril is already placed with Narsil.", "CoE-5.3")
    assert bwj.refusal(bwj.give(at_rivendell(), ARAGORN, DAGGER), f"join-anduril:{DAGGER}") \
        == ("Andúril is placed with Narsil borne by a character of the company.", "CoE-5.3")
    assert bwj.refusal(at_rivendell(phase="site", step="entered"), JOIN) == (
        "Andúril is placed with Narsil in the organization phase.", "CoE-5.3")


@pytest.mark.rule("CoE-5.3", "CoE-7.1")
def test_narsils_bearer_gains_prowess_to_eleven_influence_and_corruption() -> None:
    state = joined()
    aragorn = state.character(ARAGORN)
    elrond = state.character(ELROND)
    assert aragorn is not None and elrond is not None
    played = bwj.RULESET.played
    amount = min(4, 11 - aragorn.prowess_against(""))
    assert [m.amount for m in anduril.strike_modifiers(state, aragorn, played, "")] == [amount]
    assert anduril.strike_modifiers(state, elrond, played, "") == []
    assert [m.amount for m in anduril.influence(state, aragorn, played)] == [1]
    assert bwj.RULESET._check_points(state, aragorn) \
        == bwj.RULESET._check_points(at_rivendell(), aragorn) + 1
    # Before, nothing.
    assert anduril.strike_modifiers(state, aragorn, BEFORE.played, "") == []
    assert BEFORE._check_points(state, aragorn) == BEFORE._check_points(at_rivendell(), aragorn)
    # At 11 already, nothing more.
    strong = replace(aragorn, prowess=11)
    assert anduril.strike_modifiers(replace(state, company=tuple(
        strong if c.card_id == ARAGORN else c for c in state.company)), strong, played, "") == []


@pytest.mark.rule("CoE-5.3", "CoE-7.1")
def test_anduril_taps_to_untap_a_dunadan_its_bearer_checking_corruption() -> None:
    state = bwj.set_state(joined(), ARAGORN, "tapped")
    assert UNTAP in bwj.ids(state)
    assert UNTAP not in [a.id for a in BEFORE.actions(state)]
    facts, after = bwj.act(state, UNTAP)
    assert [f.kind for f in facts][:2] == ["ItemTapped", "CharacterStateChanged"]
    check = only(facts, "CorruptionChecked")
    assert check.data["character"] == ARAGORN
    assert bwj.card_modifiers(check.data, ANDURIL) == [
        (-1, "Andúril, the Flame of the West", "CoE-5.3")]
    assert (ANDURIL, ARAGORN) in after.tapped_items
    # Tapped, it waits for the untap phase; an Elf is no Dúnadan.
    assert bwj.refusal(bwj.set_state(after, ARAGORN, "tapped"), UNTAP) == (
        "Andúril is tapped until the next untap phase.", "CoE-5.3")
    elf = bwj.set_state(joined(), ELROND, "tapped")
    assert bwj.refusal(elf, f"anduril-untap:{ELROND}") == (
        "Andúril untaps a tapped Dúnadan of its bearer's company.", "CoE-5.3")
    assert bwj.refusal(bwj.set_state(at_rivendell(), ARAGORN, "tapped"), UNTAP) == (
        "Andúril is used by its bearer's company: no character of it bears Andúril.",
        "CoE-5.3")


@pytest.mark.rule("CoE-5.3", "BWJ-MP-6")
def test_the_coverage_reads_anduril_scripted_in_burglar() -> None:
    assert coverage.in_ruleset("burglar", bwj.CATALOG.get(ANDURIL)) == coverage.InRuleset(
        coverage.SCRIPTED, "its 4 marshalling points never count (BWJ-MP-6: only the tasks "
        "count)")
