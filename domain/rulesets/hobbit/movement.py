"""What the family's movement/hazard phases share: drawing from the hazard deck, which is
rebuilt from its discard pile when it runs out, and the face-up hazards."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.immutable import replace
from domain.ruleset import Context
from domain.rulesets.hobbit.turn import HobbitRules, S


class MovementHazard(HobbitRules[S]):
    def _hazard_deck_ready(self, ctx: Context[S]) -> bool:
        """Make sure a hazard can be drawn: reshuffle the discard pile into an empty deck;
        False (and the draws skipped) when no hazard is left anywhere."""
        state = ctx.state
        if state.hazard_deck:
            return True
        rule = self.family.hazard_reshuffle
        if not state.hazard_discard:
            ctx.emit("HazardDrawSkipped", rule, reason="no hazards left")
            return False
        ctx.shuffle("hazards", list(state.hazard_discard), rule, reshuffle=True)
        return True

    # -- evolve -----------------------------------------------------------------------------
    def _on_HazardDrawn(self, state: S, d: Mapping[str, Any]) -> S:
        return replace(state, hazard_deck=state.hazard_deck[1:],
                       draws_left=state.draws_left - 1)

    def _on_HazardDrawSkipped(self, state: S, d: Mapping[str, Any]) -> S:
        return replace(state, draws_left=0)

    def _on_HazardPlacedInRow(self, state: S, d: Mapping[str, Any]) -> S:
        return replace(state, row=(*state.row, str(d["card"])))
