"""How each fact of a Guise of the Necromancer game changes its state: ``evolve`` runs the
``_on_<Kind>`` handler of a fact; facts it does not know leave the state as it is. Pure: no
decisions, no randomness. The handlers of a phase's facts live with the phase (``organization``,
``movement``, ``hazard_play``, ``site``, ``end_of_turn``, ``combat``, ``leaving``, ``turn``);
here are the helpers they share and the facts of no one phase."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.cards import Catalog
from domain.engine import effects, items, vilya
from domain.engine.characters import Character, Item, replace_one
from domain.immutable import replace
from domain.ruleset import Fact, FactsByKind
from domain.rulesets.guise_of_the_necromancer import decks
from domain.rulesets.guise_of_the_necromancer.state import (
    OVER,
    Company,
    State,
)
from domain.rulesets.hobbit import allies, attack_cards, nenya

#: The first version whose items carry the catalog's item facts (CoE 6.1, 6.1.3); earlier
#: versions' items give their printed modifiers.
ITEM_FACTS_FROM = 5


class Facts(FactsByKind):
    """The ruleset's ``evolve``, one handler per fact kind."""

    catalog: Catalog
    played: str

    def evolve(self, state: State, fact: Fact) -> State:
        """As every fact is applied; a creature's play keeps the clause its ``CreatureAttacks``
        cites (``State.attacks_under``), which no handler of the fact's data sees."""
        state = super().evolve(state, fact)
        if fact.kind == "CreatureAttacks" and fact.rule is not None:
            return replace(state, attacks_under=(str(fact.data["card"]), fact.rule))
        return state

    def _item(self, card_id: str) -> Item:
        """The item in play as the version played builds it: with the catalog's item facts
        from ``ITEM_FACTS_FROM`` on (``items.in_play``)."""
        return items.in_play(self.catalog.get(card_id), self.played, ITEM_FACTS_FROM)

    def _character(self, state: State, card_id: str) -> Character:
        """A character in play; allied Wizards have no direct influence (GON-SETUP-4)."""
        card = self.catalog.get(card_id)
        character = Character.from_card(card)
        allied = decks.is_wizard(card) and card_id != state.wizard
        return replace(character, direct_influence=0) if allied else character

    def _on_CompanyFormed(self, state: State, d: Mapping[str, Any]) -> State:
        characters = tuple(self._character(state, str(c)) for c in d["characters"])
        for item_id, bearer in d["items"]:
            item = self._item(str(item_id))
            characters = tuple(c.with_item(item) if c.card_id == bearer else c
                               for c in characters)
        site = str(d["site"])
        company = Company(str(state.next_company), site, characters, origin=site)
        # A non-haven site with a company is in play, out of the location deck.
        deck = state.location_deck if self.catalog.get(site).is_haven else \
            tuple(s for s in state.location_deck if s != site)
        return replace(state, companies=(*state.companies, company), location_deck=deck,
                       next_company=state.next_company + 1, saruman_waiting=False)

    def _on_DeckShuffled(self, state: State, d: Mapping[str, Any]) -> State:
        # The shuffled cards go on top of those left ``below`` (Mirror of Galadriel's).
        cards = tuple(str(c) for c in (*d["cards"], *(d.get("below") or ())))
        if d["deck"] == "resources":
            # Reshuffled, the discard pile is in it; Vilya's resources leave it.
            return replace(state, resource_deck=cards,
                           resource_discard=() if d.get("reshuffle") else vilya.left(
                               state.resource_discard, d.get("from_discard") or ()),
                           resource_sideboard=() if d.get("sideboard")
                           else state.resource_sideboard)
        if d["deck"] == "hazard-discard":
            return replace(state, hazard_discard=cards)
        return replace(state, hazard_deck=cards,
                       hazard_sideboard=() if d.get("sideboard") else state.hazard_sideboard)

    def _change(self, state: State, card_id: str, how: Any) -> State:
        company = state.company_of(card_id)
        if company is None:
            return state
        who = company.character(card_id)
        assert who is not None
        return state.with_company(replace(company, characters=replace_one(company.characters,
                                                                          how(who))))

    def _on_CharacterStateChanged(self, state: State, d: Mapping[str, Any]) -> State:
        return self._change(state, str(d["character"]), lambda c: c.with_state(d["state"]))

    def _on_CharacterBolstered(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, turn_bonuses=attack_cards.bolstered(state.turn_bonuses, d))

    def _on_CorruptionChecked(self, state: State, d: Mapping[str, Any]) -> State:
        """A card's bonus to a character's next corruption check is spent on it."""
        who = str(d["character"])
        return replace(state, turn_bonuses=tuple(
            b for b in state.turn_bonuses if b[0] != who or b[2] != effects.CHECK_BONUS)) \
            if state.turn_bonuses else state

    def _on_CorruptionCheckAssured(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, assured_checks=nenya.played(state.assured_checks, d))

    def _on_CorruptionCheckSucceeded(self, state: State, d: Mapping[str, Any]) -> State:
        """Nenya's gift is used up and, as by a check, the bonus for it."""
        return self._on_CorruptionChecked(
            replace(state, assured_checks=nenya.used(state.assured_checks, d)), d)

    def _on_CorruptionCheckModified(self, state: State, d: Mapping[str, Any]) -> State:
        """A card's bonus to a character's next corruption check this turn, kept with the
        turn's bonuses until spent."""
        return replace(state, turn_bonuses=(*state.turn_bonuses, (
            str(d["character"]), str(d["card"]), effects.CHECK_BONUS, int(d["amount"]))))

    def _on_KeyingBarred(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, keying_barred=(*state.keying_barred,
                                             (str(d["company"]), str(d["barred"]))))

    def _on_InfluenceCardPlayed(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, influence_cards=(*state.influence_cards,
                                               (str(d["character"]), str(d["card"]))))

    def _on_CreatureAttacksCanceled(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, hiding=(*state.hiding, (str(d["company"]), str(d["card"]))))

    def _on_AttacksProwessModified(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, every_attack=(*state.every_attack, (
            str(d["company"]), str(d["card"]), int(d["prowess"]))))

    def _on_GreatRoadTaken(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, road=(*state.road, (str(d["company"]), str(d["haven"]))))

    def _on_GreatRoadEnded(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, road=tuple(r for r in state.road if r[0] != str(d["company"])))

    def _on_CreaturesLimitedToUndead(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, undead_only=(*state.undead_only, str(d["company"])))

    def _on_CreaturesStrengthened(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, strengthened=(*state.strengthened, (
            str(d["company"]), str(d["card"]), int(d["prowess"]))))

    def _on_MovementTurnedBack(self, state: State, d: Mapping[str, Any]) -> State:
        """The company stays at its site of origin: it moves no more this turn."""
        company = state.company(str(d["company"]))
        assert company is not None
        return state.with_company(replace(company, destination=None))

    def _on_SiteSearched(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, searched=(*state.searched,
                                        (str(d["company"]), str(d["character"]))))

    def _on_CreaturesPrevented(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, creatures_prevented=(*state.creatures_prevented,
                                                   str(d["company"])))

    def _on_CompanyBolstered(self, state: State, d: Mapping[str, Any]) -> State:
        """An item's bonus to each character of a company until the turn ends, kept as each
        one's (``item_uses.COMPANY_STATS``)."""
        return replace(state, turn_bonuses=(*state.turn_bonuses, *(
            (str(c), str(d["card"]), str(d["stat"]), int(d["amount"]))
            for c in d["characters"])))

    @staticmethod
    def _ally_state(state: State, ally: str, new: str) -> State:
        tapped, wounded = allies.set_state(state.tapped_allies, state.wounded_allies, ally, new)
        return replace(state, tapped_allies=tapped, wounded_allies=wounded)

    def _leave(self, state: State, d: Mapping[str, Any], to_discard: bool) -> State:
        card_id = str(d["character"])
        company = state.company(str(d["company"]))
        assert company is not None
        who = company.character(card_id)
        assert who is not None
        characters = tuple(c for c in company.characters if c.card_id != card_id)
        for item_id, heir_id in d.get("items_to") or ():
            item = next(i for i in who.items if i.card_id == item_id)
            characters = tuple(c.with_item(item) if c.card_id == heir_id else c
                               for c in characters)
        companies = tuple(replace(c, characters=characters) if c.id == company.id else c
                          for c in state.companies)
        discard = state.resource_discard + tuple(str(i) for i in d["items_discarded"]) \
            + ((card_id,) if to_discard else ())
        corruption = tuple(c for c in state.corruption if c[0] != card_id)
        # CoE 3.I.2 (version 4 on): the items wait for the player to give them.
        left = tuple(str(i) for i in d.get("items_left") or ())
        state = replace(state, legacy=tuple(i for i in who.items if i.card_id in left),
                        open_heirs=tuple(str(h) for h in d.get("heirs") or ()),
                        legacy_once=bool(d.get("one_item")))
        # Its followers go back under general influence (CoE 2.II.2.2.2).
        state = replace(state, followers=tuple(p for p in state.followers if card_id not in p))
        if not characters and company.id in state.pending[:1]:
            # The company whose phase was under way is gone: the next one starts afresh.
            state = replace(state, pending=state.pending[1:], step="", site_attacks=())
        return replace(state, companies=tuple(c for c in companies if c.characters),
                       resource_discard=discard, corruption=corruption,
                       hazard_discard=state.hazard_discard
                       + tuple(str(c) for c in d["corruption"]))

    def _on_GameEnded(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, outcome=str(d["outcome"]), reason=str(d["reason"]),
                       ended_by=str(d["ended_by"]), phase=OVER, fight=None)
