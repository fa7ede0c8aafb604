"""What every phase of Guise of the Necromancer builds on: the combat half (``fight``), the
facts' handlers (``evolve``), card names, and the hooks one phase calls in another that the
ruleset (or a later phase) provides."""

from __future__ import annotations

from domain.cards import Card
from domain.ruleset import Context
from domain.rulesets.guise_of_the_necromancer.evolve import Facts
from domain.rulesets.guise_of_the_necromancer.fight import Strikes
from domain.rulesets.guise_of_the_necromancer.state import State


class GuiseRules(Strikes, Facts):
    """The base of the phase mixins (``organization``, ``movement``, ``hazard_play``,
    ``site``, ``end_of_turn``, ``combat``, ``leaving``, ``turn``, ``refusals``)."""

    def _name(self, card_id: str) -> str:
        return self.catalog.get(card_id).name

    def _site(self, name: str) -> Card:
        return self.catalog.find(name, "Hero")

    def _begin_turn(self, ctx: Context[State]) -> None:
        """The next turn's untap phase, then its organization phase (``turn``)."""
        raise NotImplementedError

    def _plays_faction_facts(self) -> bool:
        """Whether the version played plays a faction by its catalog facts."""
        raise NotImplementedError

    def _plays_item_places(self) -> bool:
        """Whether the version played plays an item where its card says."""
        raise NotImplementedError
