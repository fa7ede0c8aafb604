"""Vilya's second gift in the Hobbit scenarios that play Vilya on Elrond (``hobbit.vilya`` over
``engine.vilya``, which The Road Goes Ever On reads too): from Burglar's ``VILYA_FROM`` and
the Guise's ``hand_cards.VILYA_FROM``, with Elrond's company at Rivendell and five cards or
more in the play deck, up to three resources of the discard pile the player names (the
``resources`` argument) are shuffled into the play deck after his bonuses and before his
check. Named elsewhere, more than three, no resource of the discard pile, with too small a
play deck, they are refused naming the card and the reason, nothing written; the versions
before replay as played (his bonuses and check alone)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest

from domain import coverage
from domain.engine import vilya as gift
from domain.engine.characters import Character
from domain.errors import IllegalAction
from domain.rulesets.burglar import versions as burglar_versions
from domain.rulesets.burglar.state import State
from domain.rulesets.guise_of_the_necromancer import hand_cards
from domain.rulesets.guise_of_the_necromancer.state import State as GuiseState
from tests.rules import burglar_support as bwj
from tests.rules import necromancer_support as gon

VILYA, ELROND, RIVENDELL = "TW-358", "TW-145", "TW-421"
CONCEALMENT, STEALTH, DAGGER, WOLVES, BANE = "TW-204", "TW-332", "TW-206", "TW-114", "TW-13"
ARG = gift.ARG
CHECKED = ["DeckShuffled", "DiceRolled", "CorruptionChecked"]


def kinds(facts: list) -> list[str]:  # type: ignore[type-arg]
    return [f.kind for f in facts]


def with_elrond(site: str = "Rivendell") -> State:
    """Elrond, a Hand, beside Bilbo at ``site`` in the organization phase, Vilya in hand and
    three resources in the discard pile."""
    state = bwj.at(bwj.with_hand(bwj.fresh(), ELROND), site)
    return replace(state, phase="organization", step="", hand=(VILYA,),
                   resource_discard=(CONCEALMENT, STEALTH, DAGGER))


def refused(state: State | GuiseState, action: str, named: str,
            act: Callable[..., object] = bwj.act) -> tuple[str, str | None]:
    with pytest.raises(IllegalAction) as caught:
        act(state, action, {ARG: named})
    return caught.value.message, caught.value.clause


@pytest.mark.rule("CoE-5.1", "BWJ-HAND-1")
def test_burglar_vilya_shuffles_the_named_resources_back_before_elronds_check() -> None:
    state = with_elrond()
    offered = next(a for a in bwj.RULESET.actions(state)
                   if a.id == f"play:{VILYA}:turn:{ELROND}")
    assert offered.params == {ARG: "up to 3 resource cards of your discard pile, "
                              "comma-separated, shuffled into your play deck (Elrond at "
                              f"Rivendell, 5 cards or more in it): {CONCEALMENT}, {STEALTH}, "
                              f"{DAGGER} (none if left out)"}
    deck = state.resource_deck
    facts, after = bwj.act(state, f"play:{VILYA}:turn:{ELROND}", {ARG: f"{CONCEALMENT},{DAGGER}"})
    assert kinds(facts)[-3:] == CHECKED
    shuffled = facts[-3]
    assert (shuffled["deck"], shuffled["from_discard"]) == ("resources",
                                                            [CONCEALMENT, DAGGER])
    assert sorted(after.resource_deck) == sorted((*deck, CONCEALMENT, DAGGER))
    assert after.resource_discard == (STEALTH, VILYA)
    # Left out, none is shuffled back.
    facts, after = bwj.act(state, f"play:{VILYA}:turn:{ELROND}")
    assert "DeckShuffled" not in kinds(facts) and after.resource_deck == deck


@pytest.mark.rule("CoE-5.1", "BWJ-HAND-1")
def test_burglar_vilya_refuses_resources_out_of_its_condition() -> None:
    play = f"play:{VILYA}:turn:{ELROND}"
    assert refused(with_elrond("Bag End"), play, CONCEALMENT) == (
        "Vilya: resources are shuffled back only while Elrond is at Rivendell.", "CoE-5.1")
    assert refused(with_elrond(), play, f"{CONCEALMENT},{STEALTH},{DAGGER},{DAGGER}") == (
        "Vilya: at most 3 resources are shuffled back, not 4.", "CoE-5.1")
    assert refused(with_elrond(), play, WOLVES) == (
        f"Vilya: '{WOLVES}' is not a resource card of your discard pile.", "CoE-5.1")
    thin = replace(with_elrond(), resource_deck=with_elrond().resource_deck[:4])
    assert refused(thin, play, CONCEALMENT) == (
        "Vilya: the play deck holds fewer than 5 cards.", "CoE-5.1")
    # Bane of the Ithil-stone in play cancels the search of the discard pile.
    bane = replace(with_elrond(), environments=(BANE,))
    assert refused(bane, play, CONCEALMENT) == (
        "Vilya: Bane of the Ithil-stone is in play, canceling any search of a discard pile.",
        "CoE-5.1")
    facts, _ = bwj.act(bane, play)  # its bonuses and check still played
    assert kinds(facts)[-2:] == CHECKED[1:]


@pytest.mark.rule("CoE-5.1", "BWJ-HAND-1")
def test_burglar_before_vilya_from_plays_his_bonuses_and_check_alone() -> None:
    before = bwj.played_as(str(burglar_versions.VILYA_FROM - 1))
    state = with_elrond()
    offered = next(a for a in before.actions(state) if a.id == f"play:{VILYA}:turn:{ELROND}")
    assert offered.params == {}
    facts, after = bwj.act(state, f"play:{VILYA}:turn:{ELROND}", {ARG: CONCEALMENT},
                           ruleset=before)
    assert "DeckShuffled" not in kinds(facts)
    assert after.resource_discard == (CONCEALMENT, STEALTH, DAGGER, VILYA)


def guise(site: str = RIVENDELL) -> GuiseState:
    """Elrond joins the starting company at ``site`` in the organization phase, Vilya in hand
    and three resources in the discard pile."""
    state = gon.fresh()
    company = state.companies[0]
    joined = replace(company, location=site, characters=(
        *company.characters, Character.from_card(gon.CATALOG.get(ELROND))))
    return replace(state.with_company(joined), hand=(VILYA,),
                   resource_discard=(CONCEALMENT, STEALTH, DAGGER))


@pytest.mark.rule("CoE-5.1", "GON-GEN-1")
def test_guise_vilya_shuffles_the_named_resources_back_before_elronds_check() -> None:
    state = guise()
    offered = next(a for a in gon.RULESET.actions(state)
                   if a.id == f"resource:{VILYA}:turn:{ELROND}")
    assert set(offered.params) == {ARG}
    deck = state.resource_deck
    facts, after = gon.act(state, f"resource:{VILYA}:turn:{ELROND}", {ARG: [STEALTH]})
    assert kinds(facts)[-3:] == CHECKED
    assert facts[-3]["from_discard"] == [STEALTH]
    assert sorted(after.resource_deck) == sorted((*deck, STEALTH))
    assert after.resource_discard == (CONCEALMENT, DAGGER, VILYA)


@pytest.mark.rule("CoE-5.1", "GON-GEN-1")
def test_guise_vilya_refused_away_from_rivendell_and_not_asked_before() -> None:
    play = f"resource:{VILYA}:turn:{ELROND}"
    assert refused(guise(gon.LORIEN), play, STEALTH, gon.act) == (
        "Vilya: resources are shuffled back only while Elrond is at Rivendell.", "CoE-5.1")
    before = gon.RULESET.at_version(str(hand_cards.VILYA_FROM - 1))
    offered = next(a for a in before.actions(guise()) if a.id == play)
    assert offered.params == {}
    facts, _ = gon.act(guise(), play, {ARG: STEALTH}, ruleset=before)
    assert "DeckShuffled" not in kinds(facts)


@pytest.mark.rule("CoE-5.1")
def test_the_coverage_counts_vilya_scripted_in_both() -> None:
    for ruleset_id in ("burglar", "necromancer"):
        assert coverage.in_ruleset(ruleset_id, bwj.CATALOG.get(VILYA)) == \
            coverage.InRuleset(coverage.SCRIPTED)
