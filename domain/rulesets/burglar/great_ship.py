"""Great Ship in Burglar Wants a Good Job, from ``GREAT_SHIP_FROM`` (``hobbit.great_ship`` over
the engine's ``great_ship``): played in the organization phase by a character of the company
(the Burglar or a Hand), who taps, it keeps the company aboard until the end of the turn. While
the site path the company moved along this turn (as the hazard long-events in play treat it,
``hazard_events.path``) is sailing, any untapped character of it may tap to cancel:

- a hazard creature's attack of the hazard hand on it, before its strikes are assigned
  (``great-ship:<character>``); no stealth point is given for it (BWJ-MP-2 does not name it);
- a hazard of the hazard hand that targets the company or one of its characters, which waits
  for the choice as it would for Leaflock's (BWJ-SEQ-10, ``hazard_cancels.targets``:
  ``HazardCancelOffered`` naming the characters; ``great-ship-event:<character>``, then
  ``HazardCanceled``, counting against the hazard limit as played, BWJ-SEQ-11).

Earlier versions replay as played (it was declared).
"""

from __future__ import annotations

from domain.cards import Catalog
from domain.engine.characters import Character
from domain.ruleset import played_since
from domain.rulesets.burglar import hazard_events
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import GREAT_SHIP_FROM
from domain.rulesets.hobbit import great_ship
from domain.rulesets.hobbit.state import ASSIGNING


def plays(played: str) -> bool:
    return played_since(played, GREAT_SHIP_FROM)


def scene(state: State, catalog: Catalog) -> great_ship.Scene:
    """What ``hobbit.great_ship`` reads: the company, aboard or not, its site path this turn,
    and the attack of a hazard creature whose strikes are still to be assigned."""
    fight = state.combat
    open_attack = fight is not None and fight.card is not None and fight.stage == ASSIGNING \
        and not fight.assigned and not fight.canceled
    return great_ship.Scene(state.company, state.aboard, hazard_events.path(state, catalog),
                            fight.attack.name if open_attack and fight is not None else None)


def tappers(state: State, catalog: Catalog, played: str) -> list[Character]:
    """The characters who may tap to cancel a hazard about to be played on the company."""
    return scene(state, catalog).tappers() if plays(played) else []
