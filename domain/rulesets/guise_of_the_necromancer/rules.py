"""What every phase of Guise of the Necromancer builds on: the combat half (``fight``), the
facts' handlers (``evolve``), card names, and the hooks one phase calls in another that the
ruleset (or a later phase) provides."""

from __future__ import annotations

from domain.cards import Card
from domain.engine.movement import site_path
from domain.ruleset import Context, played_since
from domain.rulesets.guise_of_the_necromancer import gates_cards, morannon, printed_rules
from domain.rulesets.guise_of_the_necromancer.evolve import Facts
from domain.rulesets.guise_of_the_necromancer.fight import Strikes
from domain.rulesets.guise_of_the_necromancer.state import Company, State
from domain.rulesets.hobbit import book_of_mazarbul, character_texts
from domain.rulesets.hobbit import gates_treatments as treatment


class GuiseRules(Strikes, Facts):
    """The base of the phase mixins (``organization``, ``movement``, ``hazard_play``,
    ``site``, ``end_of_turn``, ``combat``, ``leaving``, ``turn``, ``refusals``)."""

    def _name(self, card_id: str) -> str:
        return self.catalog.get(card_id).name

    def _hand_limit(self, state: State) -> int:
        """The hand size (GON-PLAY-2), and from ``printed_rules.HAND_BONUS_FROM`` one more
        for each character whose card gives it where his company is."""
        card = self.catalog.get
        return state.hand_size + sum(
            character_texts.hand_bonus(self.played, printed_rules.HAND_BONUS_FROM,
                                       [card(c.card_id) for c in company.characters],
                                       card(company.location))
            for company in state.companies) + (
            book_of_mazarbul.hand_bonus(state.tapped_items, self.catalog)  # a Book tapped
            if played_since(self.played, printed_rules.BOOK_FROM) else 0)

    def _site(self, name: str) -> Card:
        return self.catalog.find(name, "Hero")

    def _way(self, state: State, company: Company) -> tuple[Card, Card, tuple[str, ...]]:
        """Where the company stands, its new site (or that same site, when it stays) and the
        region types of its site path (none when it stays), the site and the regions as a
        resource with Gates of Morning treats them this turn (``gates_cards``)."""
        here, site, path = self._printed_way(company)
        return here, *gates_cards.treated_way(state, company.id, site, path)

    def _printed_way(self, company: Company) -> tuple[Card, Card, tuple[str, ...]]:
        here = self.catalog.get(company.location)
        if company.destination is None:
            return here, here, ()
        site = self.catalog.get(company.destination)
        if company.by_card:  # moved by a card: none (Eagle-mounts), or Morannon's own
            return here, site, morannon.path(company, here, site)
        return here, site, site_path(here, site) or ()

    def _treat_scene(self, state: State, company: Company) -> treatment.Scene:
        """What ``hobbit.gates_treatments`` reads of ``company`` (``gates_cards``)."""
        _, site, path = self._way(state, company)
        return gates_cards.treat_scene(state, company, site, path)

    def _begin_turn(self, ctx: Context[State]) -> None:
        """The next turn's untap phase, then its organization phase (``turn``)."""
        raise NotImplementedError

    def _arrive(self, ctx: Context[State], company_id: str, origin: Card, site: Card) -> None:
        """The company reaches ``site`` from ``origin`` (``movement``)."""
        raise NotImplementedError

    def _plays_faction_facts(self) -> bool:
        """Whether the version played plays a faction by its catalog facts."""
        raise NotImplementedError

    def _plays_item_places(self) -> bool:
        """Whether the version played plays an item where its card says."""
        raise NotImplementedError
