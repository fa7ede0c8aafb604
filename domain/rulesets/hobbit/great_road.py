"""Great-road (the engine's ``effects.GREAT_ROAD``, its nineteenth generation) as the Hobbit
scenarios play it: in the organization phase, on a company at a Haven (its end, as the card
says, is the move the scenario's organization phase ends with), once a turn
(``play:<card>:road``, ``GreatRoadTaken``; a second copy refused,
``moves.site_type_problem``). The hazards drawn for the company this turn count twice (the
scenario draws them: ``draws``); as the end-of-turn phase begins, a company away from that
Haven may go back to it (``road-home``: ``CompanyWentBack``, a move with no movement/hazard
phase) or stay (``road-stay``: ``GreatRoadDeclined``)."""

from __future__ import annotations

from domain.engine import coe
from domain.rulesets.hobbit.moves import Add, Move
from domain.rulesets.hobbit.state import END_OF_TURN, HobbitState

CARD = "TW-249"
NAME = "Great-road"
RULE = coe.SHORT_EVENT
#: How many times the company's normal hazard draws count under Great-road.
DRAW_TIMES = 2
HOME, STAY = "road-home", "road-stay"


def draws(state: HobbitState, normal: int) -> int:
    """The hazard draws for the company this turn: twice ``normal`` under Great-road."""
    return normal * DRAW_TIMES if state.road_home else normal


def choice_open(state: HobbitState) -> bool:
    """Whether the company may go back to the Haven it left, as the end-of-turn phase
    begins."""
    return state.outcome is None and state.phase == END_OF_TURN and state.step == "" \
        and bool(state.road_home) and state.location != state.road_home


def moves(state: HobbitState, add: Add) -> None:
    """Back to the Haven, or stay where the company is."""
    add(HOME, f"{NAME}: the company goes back to {state.road_home}", RULE, Move(HOME))
    add(STAY, f"{NAME}: the company stays at {state.location}", RULE, Move(STAY))
