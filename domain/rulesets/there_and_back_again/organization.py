"""The organization phase's end: the counter's move or the company staying (TBA-SEQ-3..5),
and the Dwarves leaving once the greater item is given (TBA-RES-5)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.canonical import JSON
from domain.engine import coe
from domain.immutable import replace
from domain.ruleset import Context, played_since
from domain.rulesets.there_and_back_again import layout, mountain_moves
from domain.rulesets.there_and_back_again.moves import Move
from domain.rulesets.there_and_back_again.rules import TBARules
from domain.rulesets.there_and_back_again.state import (
    DISCARD_DWARVES,
    State,
)
from domain.rulesets.there_and_back_again.versions import SITE_ORGANIZATION_FROM


class OrganizationRules(TBARules):
    """The company's move and the Dwarves who leave."""

    def organization_clause(self, state: State) -> str:
        """From ``SITE_ORGANIZATION_FROM`` the phase begins under the clause for where the
        company is (TBA-SEQ-3 at a site); before, TBA-SEQ-4 wherever it was."""
        if played_since(self.played, SITE_ORGANIZATION_FROM):
            return layout.organization_clause(state.location)
        return super().organization_clause(state)

    def _do_move(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        self._move_to(ctx, move.place)

    def _do_mountain_move(self, ctx: Context[State], move: Move,
                          args: Mapping[str, JSON]) -> None:
        """Misty Mountains: its ranger taps and the counter moves to the region it joins
        (``mountain_moves``)."""
        mountain_moves.play(ctx, self.catalog, move)
        self._move_to(ctx, move.place, move.card, rule=mountain_moves.RULE)

    def _move_to(self, ctx: Context[State], place: str, card: str = "",
                 rule: str = "") -> None:
        """The counter moves to ``place`` (TBA-SEQ-3, TBA-SEQ-4; by ``card``, a card moving
        the company, ``hobbit.flights``, ``mountain_moves``, citing ``rule``), and the
        organization phase ends."""
        state = ctx.state
        rule = (rule or coe.SHORT_EVENT) if card else layout.organization_clause(state.location)
        by: dict[str, JSON] = {"by": card} if card else {}
        ctx.emit("CounterMoved", rule, origin=state.location, to=place, **by)
        hobbit = ctx.state.the_hobbit
        if place == layout.HOME and ctx.state.quest_item and hobbit is not None \
                and hobbit.bears(ctx.state.quest_item):
            ctx.emit("GameEnded", "TBA-WIN-3", outcome="won",
                     reason="the Hobbit is home at Bag End with the greater item")
            return
        dwarves = [c for c in ctx.state.company if c.race == "Dwarf"]
        if ctx.state.quest_given and layout.is_region(place) and dwarves:
            ctx.emit("DwarvesMustLeave", "TBA-RES-5", count=min(2, len(dwarves)))
            return
        self._long_event_phase(ctx)

    def _do_stay(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("StayedPut", "TBA-SEQ-5", place=ctx.state.location)
        self._long_event_phase(ctx)

    def _do_discard_dwarf(self, ctx: Context[State], move: Move,
                          args: Mapping[str, JSON]) -> None:
        leaving = ctx.state.character(move.target)
        assert leaving is not None
        self._allies_leave(ctx, leaving)
        ctx.emit("CharacterDiscarded", "TBA-RES-5", character=move.target,
                 items=[i.card_id for i in leaving.items])
        if ctx.state.dwarves_to_discard == 0 or not any(c.race == "Dwarf"
                                                       for c in ctx.state.company):
            self._long_event_phase(ctx)

    def _on_DwarvesMustLeave(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, step=DISCARD_DWARVES, dwarves_to_discard=int(d["count"]))

    def _on_CharacterDiscarded(self, state: State, d: Mapping[str, Any]) -> State:
        dwarves = state.dwarves_to_discard - 1 if state.step == DISCARD_DWARVES else 0
        return replace(super()._on_CharacterDiscarded(state, d),
                       dwarves_to_discard=max(dwarves, 0))
