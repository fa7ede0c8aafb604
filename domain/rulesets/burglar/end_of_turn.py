"""The end of the turn: one card may be discarded, the hand is brought to its size
(BWJ-SEQ-18), and once the resource deck has run out the Employers' Council gives its
verdict (BWJ-WIN-*)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.canonical import JSON
from domain.immutable import replace
from domain.ruleset import Context
from domain.rulesets.burglar import hazard_long_events, tasks
from domain.rulesets.burglar.rules import BurglarRules
from domain.rulesets.burglar.state import ADJUST, OPTIONAL_DISCARD, State
from domain.rulesets.hobbit import spell_back
from domain.rulesets.hobbit.moves import Move
from domain.rulesets.hobbit.state import DISCARD_HAND, MOVEMENT_HAZARD


class EndOfTurnRules(BurglarRules):
    """The end-of-turn discard and draw, and the Employers' Council."""

    def _end_of_turn(self, ctx: Context[State]) -> None:
        """BWJ-SEQ-18: the player may discard one card, then the hand is brought to five;
        BWJ-WIN-1: the Council meets at the end of the turn the resource deck ran out."""
        state = ctx.state
        if state.step == "":
            ctx.emit("DiscardOffered", "BWJ-SEQ-18", cards=len(state.hand))
            return
        if state.step == ADJUST:
            self._adjust_hand(ctx, "BWJ-SEQ-18")
            if ctx.state.step == DISCARD_HAND or ctx.state.outcome is not None:
                return
        self._finish_turn(ctx)

    def _finish_turn(self, ctx: Context[State]) -> None:
        if not ctx.state.exhausted:
            self._end_turn(ctx)
            return
        state = ctx.state
        ctx.emit("CouncilCalled", "BWJ-WIN-1", tasks=list(state.tasks), points=state.points)
        tier = tasks.verdict(len(state.tasks), state.points)
        done = len(state.tasks)
        record = f"{done} task{'' if done == 1 else 's'} and {state.points} marshalling points"
        if tier is None:
            ctx.emit("GameEnded", "BWJ-WIN-6", outcome="lost", tier="",
                     reason=f"not hired: {record}")
        else:
            ctx.emit("GameEnded", tier.clause, outcome="won", tier=tier.name,
                     reason=f"hired for {tier.name}: {record}")

    def _deck_exhausted(self, ctx: Context[State]) -> None:
        if not ctx.state.exhausted:
            ctx.emit("ResourceDeckExhausted", "BWJ-WIN-1", turn=ctx.state.turn)
            hazard_long_events.deck_exhausted(ctx, self.catalog, self.long_event_generation(),
                                              "resource")

    def _do_discard(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        state = ctx.state
        rule = "BWJ-SEQ-16" if state.phase == MOVEMENT_HAZARD else "BWJ-SEQ-18"
        ctx.emit("ResourceDiscarded", rule, card=move.card)
        if state.step == DISCARD_HAND and len(ctx.state.hand) <= self._hand_limit(ctx.state):
            if state.phase == MOVEMENT_HAZARD:
                self._after_movement(ctx)
            else:
                self._finish_turn(ctx)

    def _do_take_spell(self, ctx: Context[State], move: Move,
                       args: Mapping[str, JSON]) -> None:
        """Saruman taps and the spell goes from the discard pile to the hand
        (``hobbit.spell_back``); the optional discard is still to come."""
        ctx.emit("CharacterTapped", spell_back.RULE, character=move.target,
                 to=f"take {self._name(move.card)} back into the hand")
        ctx.emit("SpellTakenBack", spell_back.RULE, card=move.card, by=move.target)

    def _do_keep(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("DiscardDeclined", "BWJ-SEQ-18")

    # -- evolve -----------------------------------------------------------------------------
    def _on_ResourceDeckExhausted(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, exhausted=True)

    def _on_SpellTakenBack(self, state: State, d: Mapping[str, Any]) -> State:
        discard = list(state.resource_discard)
        discard.remove(str(d["card"]))
        return replace(state, resource_discard=tuple(discard), hand=(*state.hand, str(d["card"])))

    def _on_DiscardOffered(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, step=OPTIONAL_DISCARD)

    def _on_DiscardDeclined(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, step=ADJUST)

    def _on_ResourceDiscarded(self, state: State, d: Mapping[str, Any]) -> State:
        state = super()._on_ResourceDiscarded(state, d)
        return replace(state, step=ADJUST) if state.step == OPTIONAL_DISCARD else state

    def _on_GameEnded(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(super()._on_GameEnded(state, d), tier=str(d.get("tier") or ""))
