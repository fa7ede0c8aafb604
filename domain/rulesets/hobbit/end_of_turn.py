"""The end-of-turn phase the family shares: draw a resource card, discard down to the hand
size, and begin the next turn; drawing the last resource card calls the scenario's
``_deck_exhausted``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.canonical import JSON
from domain.engine import coe
from domain.immutable import replace
from domain.ruleset import Context
from domain.rulesets.hobbit.moves import Move
from domain.rulesets.hobbit.state import DISCARD_HAND, DRAWN
from domain.rulesets.hobbit.turn import HobbitRules, S


class EndOfTurn(HobbitRules[S]):
    def _end_of_turn(self, ctx: Context[S]) -> None:
        """Draw one resource; discard down to the hand size; the next turn begins."""
        state = ctx.state
        rule = self.family.end_of_turn
        if state.step != DRAWN:
            self._draw(ctx, 1, rule)
            if ctx.state.outcome is not None:
                return
            if len(ctx.state.hand) > self.hand_size:
                ctx.emit("HandOverLimit", rule, cards=len(ctx.state.hand))
                return
        self._end_turn(ctx)

    def _end_turn(self, ctx: Context[S]) -> None:
        ctx.emit("TurnEnded", coe.END_OF_TURN, turn=ctx.state.turn)
        self._begin_turn(ctx)

    def _draw(self, ctx: Context[S], count: int, rule: str) -> None:
        state = ctx.state
        cards = list(state.resource_deck[:count])
        ctx.emit("ResourcesDrawn", rule, cards=cards)
        if not ctx.state.resource_deck:
            self._deck_exhausted(ctx)

    def _do_discard(self, ctx: Context[S], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("ResourceDiscarded", self.family.end_of_turn, card=move.card)
        if len(ctx.state.hand) <= self.hand_size:
            self._end_turn(ctx)

    # -- evolve -----------------------------------------------------------------------------
    def _on_ResourcesDrawn(self, state: S, d: Mapping[str, Any]) -> S:
        cards = tuple(str(c) for c in d["cards"])
        return replace(state, hand=state.hand + cards,
                       resource_deck=state.resource_deck[len(cards):])

    def _on_ResourceDiscarded(self, state: S, d: Mapping[str, Any]) -> S:
        return self._take_from_hand(state, str(d["card"]))

    def _on_HandOverLimit(self, state: S, d: Mapping[str, Any]) -> S:
        return replace(state, step=DISCARD_HAND)
