"""Guise of the Necromancer, from ``hand_cards.INFLUENCE_CARDS_FROM``: cards played on a
character for his next influence attempt this turn (CoE 2.V.3), once he may make one (the
site phase, the site entered and untapped, a faction of the hand played there): Lordly
Presence (+5, a card drawn if it succeeds), Muster (his prowess, up to 5), Persuasive Words
(two rolls, the better used), Tempering Friendship (+4), A Friend or Three (+1 for each
character of his company), New Friendship (+3), each a modifier naming the card, spent by the
attempt. Elsewhere they are refused naming the card and the reason; the version before
declared them."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.errors import IllegalAction
from domain.rulesets.guise_of_the_necromancer import hand_cards
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules import necromancer_support as gon
from tests.support import of_kind, only

LORDLY, MUSTER, PERSUASIVE, TEMPERING = "TW-267", "TW-288", "TW-303", "TW-337"
FRIEND, NEW_FRIENDSHIP, HOBBITS, BAG_END = "TW-189", "TW-292", "TW-258", "TW-372"
BEFORE = gon.RULESET.at_version(str(hand_cards.INFLUENCE_CARDS_FROM - 1))


def at_bag_end(*hand: str) -> State:
    """The starting company has entered Bag End, the Hobbits (a faction) in the hand."""
    state = gon.fresh()
    return replace(state, phase="site", step="entered", pending=("1",), hand=(HOBBITS, *hand),
                   companies=(replace(state.companies[0], location=BAG_END),))


def offered(state: State, card: str) -> list[str]:
    return [i for i in gon.ids(state) if i.startswith(f"resource:{card}:")]


@pytest.mark.rule("CoE-2.V.3", "CoE-5.1")
def test_lordly_presence_adds_five_and_draws_a_card_when_the_attempt_succeeds() -> None:
    assert hand_cards.INFLUENCE_CARDS_FROM == 40 <= int(gon.RULESET.version)
    state = at_bag_end(LORDLY)
    assert offered(state, LORDLY) == [f"resource:{LORDLY}:influence:{gon.RADAGAST}"]  # diplomat
    assert [a.id for a in BEFORE.actions(state) if LORDLY in a.id] == [
        f"declare-resource:{LORDLY}"]
    facts, kept = gon.act(state, f"resource:{LORDLY}:influence:{gon.RADAGAST}")
    assert gon.RULESET.narrate(only(facts, "InfluenceCardPlayed")) == (
        "Lordly Presence is kept for Radagast's next influence attempt this turn. [CoE-5.1]")
    assert kept.influence_cards == ((gon.RADAGAST, LORDLY),)
    facts, after = gon.act(kept, f"influence:{HOBBITS}:{gon.RADAGAST}", seed=1)
    attempt = only(facts, "FactionInfluenced")
    assert (attempt["roll"], attempt["cards"], attempt["succeeded"]) == (5, 5, True)
    assert (5, f"card:{LORDLY}") in [(m["amount"], m["source"])
                                     for m in attempt["check"]["modifiers"]]
    assert len(only(facts, "ResourcesDrawn")["cards"]) == 1
    assert after.influence_cards == ()


@pytest.mark.rule("CoE-2.V.3")
def test_persuasive_words_rolls_twice_and_a_friend_or_three_counts_the_company() -> None:
    state = at_bag_end(PERSUASIVE, FRIEND)
    _, kept = gon.act(state, f"resource:{PERSUASIVE}:influence:{gon.RADAGAST}")
    _, kept = gon.act(kept, f"resource:{FRIEND}:influence:{gon.RADAGAST}")
    facts, _ = gon.act(kept, f"influence:{HOBBITS}:{gon.RADAGAST}", seed=1)
    attempt = only(facts, "FactionInfluenced")
    assert attempt["two_rolls"] == PERSUASIVE and len(attempt["rolls"]) == 2
    assert attempt["cards"] == 4  # four characters in the company
    assert len(of_kind(facts, "DiceRolled")) == 2


@pytest.mark.rule("CoE-2.V.3", "CoE-5.1")
def test_they_are_refused_where_no_influence_attempt_may_be_made() -> None:
    state = replace(gon.fresh(), hand=(TEMPERING,))  # the organization phase at Lórien
    assert offered(state, TEMPERING) == []
    with pytest.raises(IllegalAction) as refused:
        gon.act(state, f"resource:{TEMPERING}:influence:{gon.SAM}")
    assert (refused.value.message, refused.value.clause) == (
        f"Tempering Friendship cannot be played now: {gon.SAM} may make no influence attempt "
        "now (an untapped character of the company in its site phase, at an untapped site "
        "where a faction of the hand is played).", "CoE-5.1")
    # Muster needs a warrior: not Sam.
    assert f"resource:{MUSTER}:influence:{gon.SAM}" not in offered(at_bag_end(MUSTER), MUSTER)


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_them_scripted_in_the_guise() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    for card in (LORDLY, MUSTER, PERSUASIVE, TEMPERING, FRIEND, NEW_FRIENDSHIP):
        assert rows[card].status == coverage.SCRIPTED, card
