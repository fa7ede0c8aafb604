"""The Road Goes Ever On: Favor of the Valar (TW-239) played in the organization phase
(fresh_hand.py): the hand and the discard pile are shuffled into the play deck and a new hand of
the game's size is drawn; the card is removed from the game."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import fresh_hand
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import SITE, State
from tests.rules.rgo_support import ids, organizing


def with_favor(rgo: RoadGoesEverOn) -> State:
    """Favor of the Valar, Dodge and Block in hand, four cards to draw, two discarded."""
    return organizing(rgo, hand=ids(rgo, "Favor of the Valar", "Dodge", "Block"),
                      draw=ids(rgo, "Escape", "Risky Blow", "Concealment", "Hiding"),
                      discard=ids(rgo, "Stealth", "Quiet Lands"))


def favor_plays(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s) if a.id.startswith(("resource:", "declare-res"))
            and fresh_hand.CARD in a.id]


@pytest.mark.rule("CoE-5.1", "RGO-GEN-2")
def test_favor_of_the_valar_shuffles_hand_and_discards_in_and_draws_five(
        rgo: RoadGoesEverOn) -> None:
    favor, dodge, block = ids(rgo, "Favor of the Valar", "Dodge", "Block")
    start = with_favor(rgo)
    assert favor_plays(rgo, start) == [f"resource:{favor}:new-hand"]
    # The automatic player keeps it.
    assert rgo.policy(start, rgo.actions(start))[0] != f"resource:{favor}:new-hand"
    ctx = Context(rgo, Table(1, {}, start))
    rgo.decide(ctx, f"resource:{favor}:new-hand", {})
    returned = next(f for f in ctx.facts if f.kind == "CardsDiscarded")
    assert (returned.rule, returned["cards"]) == ("CoE-5.1", [dodge, block])
    shuffled = next(f for f in ctx.facts if f.kind == "DeckShuffled")
    every = [*start.draw, *start.discard, dodge, block]
    assert (shuffled["deck"], sorted(shuffled["cards"])) == ("player", sorted(every))
    # A new hand of five (RGO-GEN-2), the top of the shuffled deck.
    assert ctx.state.hand == tuple(shuffled["cards"][:5])
    assert ctx.state.draw == tuple(shuffled["cards"][5:])
    assert ctx.state.discard == ()
    assert favor not in (*ctx.state.hand, *ctx.state.draw, *ctx.state.discard)  # removed


@pytest.mark.rule("CoE-5.1")
def test_favor_of_the_valar_is_refused_outside_the_organization_phase(
        rgo: RoadGoesEverOn) -> None:
    favor = ids(rgo, "Favor of the Valar")[0]
    at_site = replace(with_favor(rgo), phase=SITE, explored=True)
    assert favor_plays(rgo, at_site) == []
    ctx = Context(rgo, Table(1, {}, at_site))
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(ctx, f"resource:{favor}:new-hand", {})
    assert ctx.facts == []
    assert (refused.value.clause, refused.value.message) == (
        "CoE-5.1", "Favor of the Valar cannot be played that way now: it is played in the "
                   "organization phase, on a character it can be played on.")


@pytest.mark.rule("CoE-5.1")
def test_the_version_before_declares_favor_of_the_valar(rgo: RoadGoesEverOn) -> None:
    old = rgo.at_version(str(fresh_hand.SINCE_VERSION - 1))
    assert isinstance(old, RoadGoesEverOn)
    favor = ids(rgo, "Favor of the Valar")[0]
    assert favor_plays(old, with_favor(rgo)) == [f"declare-resource:{favor}"]


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_reads_favor_of_the_valar(starter: Catalog) -> None:
    rows = {r.card_id: dict(r.rulesets) for r in coverage.coverage(starter)}
    assert rows["TW-239"]["road-goes-ever-on"] == coverage.InRuleset(coverage.SCRIPTED)
    # The Hobbit scenarios play it by the engine's seventeenth generation.
    assert rows["TW-239"]["burglar"] == coverage.InRuleset(coverage.SCRIPTED)
