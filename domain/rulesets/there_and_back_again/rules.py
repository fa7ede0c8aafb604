"""What the scenario's phases share: which resource events the version played plays by their
cards, the company's members and whether it stands at a Haven, and the steps one phase hands
on to another."""

from __future__ import annotations

from abc import abstractmethod

from domain.ruleset import Context, played_since
from domain.rulesets.hobbit import HobbitScenario, environments, gates_treatments
from domain.rulesets.hobbit.moves import site_here
from domain.rulesets.there_and_back_again.state import LONG_EVENT, Combat, State
from domain.rulesets.there_and_back_again.versions import (
    ATTACK_CLAUSE_FROM,
    ENVIRONMENTS_FROM,
    FELLOWSHIP_FROM,
)


class TBARules(HobbitScenario[State]):
    """The Hobbit scenario with what this scenario's phases share; each phase module
    subclasses it."""

    def _creature_played(self, fight: Combat) -> str:
        """A face-up creature of the row attacks by TBA-SEQ-7; one drawn by the clause of its
        draw (TBA-SEQ-8, TBA-SEQ-10, TBA-SEQ-11), as its ``AttackDeclared`` cites it, from
        ``ATTACK_CLAUSE_FROM``; before, TBA-SEQ-8 for any draw."""
        if played_since(self.played, ATTACK_CLAUSE_FROM) and fight.declared_under is not None:
            return fight.declared_under
        return "TBA-SEQ-7" if fight.origin == "row" else "TBA-SEQ-8"

    def plays_environments(self) -> bool:
        """Whether the version played plays Gates of Morning and the resource long-events by
        their cards (``hobbit.environments``)."""
        return played_since(self.played, ENVIRONMENTS_FROM)

    def _environment_cards(self) -> tuple[str, ...]:
        """The cards the version played plays by their cards (``hobbit.environments``)."""
        cards = environments.CARDS
        return environments.with_fellowship(cards) \
            if played_since(self.played, FELLOWSHIP_FROM) else cards

    def _treat_scene(self, state: State) -> gates_treatments.Scene:
        """What ``hobbit.gates_treatments`` reads: Quiet Lands is played in the long-event
        phase (TBA-SEQ-6), its site half at Goblin-gate, the map's one Shadow-hold
        (TBA-LAYOUT-2). The company stands in one region or at one site, with no site path of
        regions, and the map has no Shadow-land or Dark-domain (TBA-LAYOUT-1); no Elf plays
        The Evenstar (TBA-COMP-2)."""
        return gates_treatments.Scene(
            state.hand, state.gates_in_play(),
            state.phase == LONG_EVENT and state.step == environments.PLAYING
            and state.combat is None, False, (), site_here(state, self.catalog),
            state.resource_treatments)

    def _members(self, state: State) -> list[str]:
        """The company's characters and allies (Fellowship's)."""
        return [*(c.card_id for c in state.company), *(a for a, _ in state.allies)]

    def _at_haven(self, state: State) -> bool:
        site = self._printed_site(state)
        return site is not None and site.is_haven

    @abstractmethod
    def _long_event_phase(self, ctx: Context[State]) -> None:
        """The organization phase is over: the long-event phase begins (TBA-SEQ-6)."""
