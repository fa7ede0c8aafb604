"""The untap phase waiting for a blade's removal (``blades``, BWJ-SEQ-1): a bearer of
Morgul-knife or The Pale Sword at a Haven may try to remove it instead of untapping or
healing."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from domain.canonical import JSON
from domain.ruleset import Context
from domain.rulesets.burglar import blades
from domain.rulesets.burglar.rules import BurglarRules
from domain.rulesets.burglar.state import UNTAP_AWAITED, State
from domain.rulesets.hobbit import blades as shared
from domain.rulesets.hobbit import corruption_removal
from domain.rulesets.hobbit.moves import Add, Move


class UntapRules(BurglarRules):
    """A blade's removal tried in the untap phase, the rest untapping as ever."""

    def _untap_awaits(self, ctx: Context[State]) -> bool:
        if not blades.plays(self.played):
            return False
        found = blades.removals(ctx.state, self.catalog)
        if not found:
            return False
        ctx.emit("UntapAwaited", blades.UNTAP_RULE, pairs=[[card, who] for card, who in found])
        return True

    def _blade_moves(self, state: State, add: Add) -> None:
        """While the untap phase waits: each blade's removal, or the untap as ever."""
        shared.untap_moves(blades.removals(state, self.catalog), self._name, add)

    def _do_remove_blade(self, ctx: Context[State], move: Move,
                         args: Mapping[str, JSON]) -> None:
        ctx.emit("UntapForgone", blades.UNTAP_RULE, card=move.card, character=move.target)
        corruption_removal.attempt(ctx, self.catalog, move, {}, blades.number(move.card),
                                   untap_phase=True)
        if not blades.removals(ctx.state, self.catalog):  # the last one tried
            self._untap_phase(ctx)

    def _do_untap_phase(self, ctx: Context[State], move: Move,
                        args: Mapping[str, JSON]) -> None:
        self._untap_phase(ctx)

    def _waiting(self, state: State) -> bool:
        return super()._waiting(state) or state.step == UNTAP_AWAITED

    # -- evolve -----------------------------------------------------------------------------
    def _on_UntapAwaited(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, step=UNTAP_AWAITED)

    def _on_UntapForgone(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, untap_forgone=(*state.untap_forgone, str(d["character"])))
