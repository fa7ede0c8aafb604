"""The Road Goes Ever On 20: the organization phase always keeps a way to end. Of a company and
those split from it all but one must move (CoE 2.II.3.6), each to a new site of its own (CoE
2.II.7.1), so a split, a Courage token taken (RGO-TOKEN-1) or a training that would bind two
of them to stay, or leave more companies to move than sites to reach, is refused; version 19
replays as played."""

from __future__ import annotations

import pytest

from domain.chronicle import Chronicle
from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from tests.rules.rgo_support import card, organizing, play

SPLIT, SAME_MOVE = "CoE-2.II.3.6", "CoE-2.II.7.1"


def offered(rgo, state) -> list[str]:  # type: ignore[no-untyped-def]
    return [a.id for a in rgo.actions(state)]


def refused(rgo, ctx, action: str) -> str | None:  # type: ignore[no-untyped-def]
    """The clause that refuses ``action``, the state left as it was."""
    before = ctx.state
    with pytest.raises(IllegalAction) as refusal:
        rgo.decide(ctx, action, {})
    assert ctx.state == before
    return refusal.value.clause


@pytest.mark.rule("CoE-2.II.3.6", "RGO-TOKEN-1")
def test_no_split_leaves_two_companies_bound_to_stay(rgo) -> None:  # type: ignore[no-untyped-def]
    aragorn, legolas, gimli = card(rgo, "Aragorn II"), card(rgo, "Legolas"), card(rgo, "Gimli")
    # Aragorn and Legolas took heart: whichever company holds each of them stays.
    start = organizing(rgo, trained=(aragorn, legolas))
    splits = [i for i in offered(rgo, start) if i.startswith("split:")]
    assert splits == [f"split:{gimli}", f"split:{card(rgo, 'Faramir')}"]
    ctx = Context(rgo, Table(1, {}, start))
    assert refused(rgo, ctx, f"split:{legolas}") == SPLIT
    play(rgo, ctx, f"split:{gimli}")  # Gimli's company can move; Aragorn's stays
    assert "stay" not in offered(rgo, ctx.state)
    assert f"move:c2:{card(rgo, 'Bree')}" in offered(rgo, ctx.state)
    # Version 19 accepted the split that left the phase no way to end: it replays as played.
    old = rgo.at_version("19")
    played = Context(old, Table(1, {}, start))
    old.decide(played, f"split:{legolas}", {})
    assert [c.id for c in played.state.companies] == ["c2"]
    assert [i for i in offered(old, played.state) if i == "stay" or i.startswith("move:")] == []


@pytest.mark.rule("CoE-2.II.3.6", "RGO-TOKEN-1")
def test_taking_heart_is_refused_when_a_split_company_already_stays(rgo) -> None:  # type: ignore[no-untyped-def]
    aragorn, legolas = card(rgo, "Aragorn II"), card(rgo, "Legolas")
    ctx = Context(rgo, Table(1, {}, organizing(rgo)))
    play(rgo, ctx, f"take-heart:{legolas}", f"split:{legolas}")
    # Legolas's new company stays: this one must move, so none of it may take heart.
    assert [i for i in offered(rgo, ctx.state) if i.startswith("take-heart:")] == []
    assert refused(rgo, ctx, f"take-heart:{aragorn}") == SPLIT
    play(rgo, ctx, f"move:{card(rgo, 'Bree')}")
    assert ctx.state.phase != "organization"


@pytest.mark.rule("CoE-2.II.3.6", "CoE-2.II.7.1")
def test_no_split_leaves_more_companies_to_move_than_sites_to_reach(rgo) -> None:  # type: ignore[no-untyped-def]
    legolas, gimli = card(rgo, "Legolas"), card(rgo, "Gimli")
    # Bree is the only site of the deck Rivendell reaches.
    start = organizing(rgo, site_deck=(card(rgo, "Rivendell"), card(rgo, "Bree")))
    ctx = Context(rgo, Table(1, {}, start))
    play(rgo, ctx, f"split:{legolas}")
    assert [i for i in offered(rgo, ctx.state) if i.startswith("split:")] == []
    assert refused(rgo, ctx, f"split:{gimli}") == SAME_MOVE
    play(rgo, ctx, f"move:c2:{card(rgo, 'Bree')}", "stay")
    assert ctx.state.phase != "organization"


@pytest.mark.rule("CoE-2.II.3.6", "RGO-TOKEN-1")
def test_taking_heart_all_round_then_splitting_leaves_an_action(rgo) -> None:  # type: ignore[no-untyped-def]
    # The game of seed 8 that stopped with no legal action: every character took heart, then
    # three of them formed companies of their own at Rivendell.
    game = Chronicle.begin(rgo, 8, {})
    hearts = [a.id for a in game.actions() if a.id.startswith("take-heart:")]
    assert len(hearts) == 3
    for action in ("play-character:TW-156", *hearts, "take-heart:TW-156"):
        game.decide(action, {})
    assert [a.id for a in game.actions() if a.id.startswith("split:")] == []
    with pytest.raises(IllegalAction) as refusal:
        game.decide("split:TW-156", {})
    assert refusal.value.clause == SPLIT
    assert "stay" in [a.id for a in game.actions()]
    game.decide("stay", {})
    assert game.actions() != []
