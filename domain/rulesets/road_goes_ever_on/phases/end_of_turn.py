"""The end of the turn: the turn ended, the hand cut to five, the next company chosen
(CoE 2.IV, RGO-GEN-3, 4)."""

from __future__ import annotations

from typing import Any

from domain.ruleset import Action
from domain.rulesets.road_goes_ever_on import (
    ally_abilities,
    blade_removal,
    council,
    great_road,
    hazard_scripts,
    spell_recall,
)
from domain.rulesets.road_goes_ever_on.decision import Decision, Handler
from domain.rulesets.road_goes_ever_on.phases.shared import Shared
from domain.rulesets.road_goes_ever_on.state import SITE, State


class EndOfTurnRules(Shared):
    """The handlers of the end of the turn."""

    def _offers_end_turn(self, state: State, action: str) -> Action | None:
        """``end-turn`` is offered in the site phase unless a roll waits to be taken or an
        Agent meets the company first (_site_actions)."""
        if action == "end-turn" and self._waits_in(state, SITE) and not state.pending_rolls \
                and (hazard_scripts.river_holds(state) or not self._agent_meets(state)):
            return self._end_site_phase(state)
        return None

    def _end_turn(self, d: Decision) -> None:
        d.turn.end_turn(d.ctx)

    def _discard(self, d: Decision) -> None:
        d.turn.discard_one(d.ctx, d.rest)

    def _next_company(self, d: Decision) -> None:
        d.turn.choose_company(d.ctx, d.rest)

    def _next_turn(self, d: Decision) -> None:
        """The Free Council offered and not called: the turn ends (council.py)."""
        d.turn.pass_turn(d.ctx)

    def _great_road(self, d: Decision) -> None:
        """The Great Road home: the company at its Haven, the turn ends."""
        d.require(lambda: great_road.refusal(d.state))
        home = great_road.go_home(d.ctx, self.catalog)
        ally_abilities.leave_regions(d.ctx, self.catalog, home)
        d.turn.end_turn(d.ctx)


#: The handlers of the actions that end the turn or follow its end (by kind).
END_OF_TURN_HANDLERS: dict[str, Handler[Any]] = {
    "end-turn": Handler(EndOfTurnRules._end_turn, listed=True,
                        offers=EndOfTurnRules._offers_end_turn),
    "discard": Handler(EndOfTurnRules._discard, listed=True),
    "next-company": Handler(EndOfTurnRules._next_company, listed=True),
    council.DECLINE: Handler(EndOfTurnRules._next_turn, council.at_end_of_turn, listed=True),
    great_road.KIND: Handler(EndOfTurnRules._great_road, great_road.offered),
    spell_recall.KIND: Handler(spell_recall.handle, listed=True),
    **dict.fromkeys(blade_removal.KINDS, Handler(blade_removal.handle, listed=True)),
}
