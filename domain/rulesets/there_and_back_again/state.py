"""The immutable state of a There and Back Again game: the family's state
(:class:`domain.rulesets.hobbit.state.HobbitState`) with the row's queue, the threats, the
greater item and the Dwarves leaving."""

from __future__ import annotations

from dataclasses import dataclass

from domain.engine.characters import Character
from domain.engine.resource_long_events import GATES_OF_MORNING
from domain.rulesets.hobbit.state import (
    ASSIGNING,
    BEFORE_ENTERING,
    DISCARD_HAND,
    END_OF_TURN,
    ENTERED,
    LONG_EVENT,
    MOVEMENT_HAZARD,
    ORGANIZATION,
    SETUP,
    SITE,
    STRIKING,
    UNTAP,
    Combat,
    HobbitState,
)

__all__ = ["ASSIGNING", "BEFORE_ENTERING", "DISCARD_DWARVES", "DISCARD_HAND", "END_OF_TURN",
           "ENTERED", "LONG_EVENT", "MOVEMENT_HAZARD", "ORGANIZATION", "SETUP", "SITE",
           "STRIKING", "UNTAP", "Combat", "State"]

DISCARD_DWARVES = "discard-dwarves"  # TBA-RES-5


@dataclass(frozen=True)  # no slots, as HobbitState's (its dictionary copied per event)
class State(HobbitState):
    row_queue: tuple[str, ...] = ()  # row creatures still to face this phase (TBA-SEQ-7)
    creature_counts: tuple[tuple[str, int], ...] = ()  # threat name -> attacks counted
    threats: tuple[str, ...] = ()  # TBA-HAZ-5..7 in effect
    quest_item: str | None = None  # the greater item played at The Lonely Mountain
    quest_given: bool = False
    dwarves_to_discard: int = 0
    factions: tuple[str, ...] = ()  # recruited (their marshalling points do not count)
    #: The resource long-events in play, played this turn (CoE 2.III; ``hobbit.environments``).
    long_in_play: tuple[str, ...] = ()
    #: The resource permanent-events in play (Gates of Morning; ``hobbit.environments``).
    permanents: tuple[str, ...] = ()
    #: The characters and allies Fellowship in play was played on (``hobbit.environments``).
    fellowship: tuple[str, ...] = ()
    #: Rescue Prisoners played, its Spider attack or the choice of its holder under way
    #: (``rescue``).
    rescuing: str = ""
    rescued_at: tuple[str, ...] = ()  # the sites a Rescue Prisoners was played at
    stored: tuple[str, ...] = ()  # the cards stored (their points do not count, TBA-RES-1)

    def gates_in_play(self) -> bool:
        """Gates of Morning is one of the permanent-events in play here."""
        return GATES_OF_MORNING in self.permanents

    def count(self, threat: str) -> int:
        return dict(self.creature_counts).get(threat, 0)

    @property
    def hobbit(self) -> str:
        return self.hero

    @property
    def the_hobbit(self) -> Character | None:
        return self.the_hero
