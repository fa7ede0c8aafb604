"""How each fact of a Guise of the Necromancer game changes its state: ``evolve`` finds the
``_on_<Kind>`` handler of a fact; facts it does not know leave the state as it is. Pure: no
decisions, no randomness."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from domain.cards import Catalog
from domain.engine import combat, items
from domain.engine.characters import Character, Item, replace_one
from domain.engine.combat import Attack
from domain.ruleset import Fact
from domain.rulesets.guise_of_the_necromancer import decks
from domain.rulesets.guise_of_the_necromancer.moves import DISCARD_DOWN
from domain.rulesets.guise_of_the_necromancer.state import (
    ARRIVED,
    ENTERED,
    ENTERING,
    HAZARDS,
    OVER,
    WATCHFUL_PEACE,
    Company,
    Fight,
    Slot,
    State,
)
from domain.rulesets.hobbit import allies

#: The first version whose items carry the catalog's item facts (CoE 6.1, 6.1.3); earlier
#: versions' items give their printed modifiers.
ITEM_FACTS_FROM = 5


class Facts:
    """The ruleset's ``evolve``, one handler per fact kind."""

    catalog: Catalog
    played: str

    def evolve(self, state: State, fact: Fact) -> State:
        handler = getattr(self, f"_on_{fact.kind}", None)
        return state if handler is None else handler(state, fact.data)

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
        cards = tuple(str(c) for c in d["cards"])
        if d["deck"] == "resources":
            return replace(state, resource_deck=cards,
                           resource_discard=() if d.get("reshuffle") else state.resource_discard,
                           resource_sideboard=() if d.get("sideboard")
                           else state.resource_sideboard)
        if d["deck"] == "hazard-discard":
            return replace(state, hazard_discard=cards)
        return replace(state, hazard_deck=cards,
                       hazard_sideboard=() if d.get("sideboard") else state.hazard_sideboard)

    def _on_ResourcesDrawn(self, state: State, d: Mapping[str, Any]) -> State:
        cards = tuple(str(c) for c in d["cards"])
        return replace(state, hand=state.hand + cards,
                       resource_deck=state.resource_deck[len(cards):])

    def _on_SitesReturned(self, state: State, d: Mapping[str, Any]) -> State:
        sites = tuple(str(c) for c in d["sites"])
        return replace(state, location_deck=state.location_deck + sites,
                       resource_discard=tuple(c for c in state.resource_discard
                                              if c not in sites))

    def _on_TurnBegan(self, state: State, d: Mapping[str, Any]) -> State:
        companies = tuple(replace(c, destination=None, moved=False, origin=c.location)
                          for c in state.companies)
        return replace(state, turn=int(d["turn"]), companies=companies, phase="untap",
                       step="", character_played=False, brought="", split=(),
                       removal_tried=(), faced=(), hazard_effects=(), turn_bonuses=(),
                       ring_at_start=bool(d["ring"]),
                       guardian_at_start=bool(d["guardians"]))

    def _on_CharactersRefreshed(self, state: State, d: Mapping[str, Any]) -> State:
        for card_id, new in d["changes"]:
            if any(a == card_id for a, _ in state.allies):  # an ally (CoE 2.V.2.2)
                state = self._ally_state(state, str(card_id), str(new))
            else:
                state = self._change(state, str(card_id), lambda c, s=new: c.with_state(s))
        return state

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
        return replace(state, turn_bonuses=(*state.turn_bonuses, (
            str(d["character"]), str(d["card"]), str(d["stat"]), int(d["amount"]))))

    def _on_PhaseBegan(self, state: State, d: Mapping[str, Any]) -> State:
        pending = tuple(str(c) for c in d.get("pending") or ())
        return replace(state, phase=str(d["phase"]), step=str(d.get("step") or ""),
                       pending=pending)

    def _on_CompanyPhaseEnded(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, pending=tuple(c for c in state.pending if c != d["company"]),
                       step="")

    def _on_SitePhaseBegan(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, step=ARRIVED)

    def _on_AutomaticAttacksFaced(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, step=ENTERED)

    def _on_CharacterPlayed(self, state: State, d: Mapping[str, Any]) -> State:
        company = state.company(str(d["company"]))
        assert company is not None
        hand = list(state.hand)
        hand.remove(str(d["card"]))
        company = replace(company, characters=(*company.characters,
                                               self._character(state, str(d["card"]))))
        return replace(state.with_company(company), hand=tuple(hand), character_played=True,
                       brought=str(d["card"]))

    def _on_CompaniesJoined(self, state: State, d: Mapping[str, Any]) -> State:
        company, other = state.company(str(d["company"])), state.company(str(d["other"]))
        assert company is not None and other is not None
        joined = replace(company, characters=company.characters + other.characters)
        return replace(state.with_company(joined),
                       companies=tuple(c if c.id != other.id else joined
                                       for c in state.companies if c.id != company.id))

    def _on_CompanySplit(self, state: State, d: Mapping[str, Any]) -> State:
        company = state.company(str(d["company"]))
        assert company is not None
        leaving = tuple(c for c in company.characters if c.card_id == d["character"])
        staying = tuple(c for c in company.characters if c.card_id != d["character"])
        new = replace(company, id=str(state.next_company), characters=leaving,
                      destination=None)
        state = state.with_company(replace(company, characters=staying))
        return replace(state, companies=(*state.companies, new),
                       next_company=state.next_company + 1,
                       split=(*state.split, (company.id, new.id)))

    def _on_CorruptionRemovalRolled(self, state: State, d: Mapping[str, Any]) -> State:
        who, card = str(d["character"]), str(d["card"])
        state = replace(state, removal_tried=(*state.removal_tried, card))
        if not d["stays_untapped"]:
            state = self._change(state, who, lambda c: c.tap())
        if not d["removed"]:
            return state
        at = next(n for n, (w, c, _) in enumerate(state.corruption) if (w, c) == (who, card))
        return replace(state, corruption=state.corruption[:at] + state.corruption[at + 1:],
                       hazard_discard=(*state.hazard_discard, card))

    def _on_FollowerTaken(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, followers=(*state.followers,
                                         (str(d["character"]), str(d["controller"]))))

    def _on_FollowerReleased(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, followers=tuple(p for p in state.followers
                                              if p[0] != d["character"]))

    def _on_ItemStored(self, state: State, d: Mapping[str, Any]) -> State:
        item = str(d["item"])
        state = self._change(state, str(d["character"]), lambda c: c.without_item(item)[0])
        return replace(state, marshalling=(*state.marshalling, (item, "item", int(d["points"]))))

    def _on_ItemLost(self, state: State, d: Mapping[str, Any]) -> State:
        """An item a creature took goes to the discard pile."""
        item = str(d["card"])
        state = self._change(state, str(d["character"]), lambda c: c.without_item(item)[0])
        return replace(state, resource_discard=(*state.resource_discard, item))

    def _on_ItemTransferred(self, state: State, d: Mapping[str, Any]) -> State:
        giver = state.company_of(str(d["origin"]))
        who = giver.character(str(d["origin"])) if giver else None
        assert who is not None
        _, item = who.without_item(str(d["item"]))
        state = self._change(state, who.card_id, lambda c: c.without_item(item.card_id)[0])
        return self._change(state, str(d["to"]), lambda c: c.with_item(item))

    def _on_MovementDeclared(self, state: State, d: Mapping[str, Any]) -> State:
        company = state.company(str(d["company"]))
        assert company is not None
        to = d.get("to")
        return state.with_company(replace(company, destination=None if to is None else str(to)))

    def _on_HazardsPlaced(self, state: State, d: Mapping[str, Any]) -> State:
        cards = tuple(str(c) for c in d["cards"])
        return replace(state, hazard_deck=state.hazard_deck[len(cards):],
                       hazard_hand=tuple(Slot(c) for c in cards) + state.hazard_hand)

    def _on_PlayerRuling(self, state: State, d: Mapping[str, Any]) -> State:
        index = int(d["index"])
        hand = list(state.hazard_hand)
        hand[index] = replace(hand[index], declared=str(d["effect"]), amount=int(d["amount"]))
        return replace(state, hazard_hand=tuple(hand))

    def _on_HazardHandRevealed(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, hazard_hand=tuple(Slot(s.card, True) for s in state.hazard_hand))

    def _take(self, state: State, index: int) -> State:
        """The hazard hand without the card at ``index``."""
        return replace(state, hazard_hand=state.hazard_hand[:index]
                       + state.hazard_hand[index + 1:])

    def _on_RingAppeared(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(self._take(state, int(d["index"])), ring=str(d["card"]))

    def _on_RingReturned(self, state: State, d: Mapping[str, Any]) -> State:
        state = self._take(state, int(d["index"]))
        return replace(state, hazard_deck=(*state.hazard_deck, str(d["card"])))

    def _on_SarumanPlaced(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, ring_seen=True, saruman_waiting=True)

    def _on_HazardsReturned(self, state: State, d: Mapping[str, Any]) -> State:
        cards = tuple(str(c) for c in d["cards"])
        return replace(state, hazard_deck=state.hazard_deck + cards,
                       hazard_discard=state.hazard_discard[len(cards):])

    def _on_CorruptionPlaced(self, state: State, d: Mapping[str, Any]) -> State:
        state = self._take(state, int(d["index"]))
        return replace(state, corruption=(*state.corruption, (str(d["character"]),
                                                               str(d["card"]),
                                                               int(d["points"]))))

    def _on_HazardEventPlayed(self, state: State, d: Mapping[str, Any]) -> State:
        state = self._take(state, int(d["index"]))
        return replace(state, hazard_discard=(*state.hazard_discard, str(d["card"])))

    def _on_HazardEffectInForce(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, hazard_effects=(*state.hazard_effects, (
            str(d["card"]), str(d["effect"]), str(d["target"]), int(d["amount"]))))

    def _on_HazardEffectEnded(self, state: State, d: Mapping[str, Any]) -> State:
        card, effect = str(d["card"]), str(d["effect"])
        return replace(state, hazard_effects=tuple(
            e for e in state.hazard_effects if (e[0], e[1]) != (card, effect)))

    def _on_NazgulGuards(self, state: State, d: Mapping[str, Any]) -> State:
        state = self._take(state, int(d["index"]))
        return replace(state, guardians=(*state.guardians, str(d["card"])))

    def _on_CreatureAttacks(self, state: State, d: Mapping[str, Any]) -> State:
        return self._take(state, int(d["index"]))

    def _on_CreatureDefeated(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, marshalling=(*state.marshalling,
                                           (str(d["card"]), "kill", int(d["points"]))))

    def _on_NazgulReturned(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, hazard_deck=(*state.hazard_deck, str(d["card"])))

    def _on_CreatureDiscarded(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, hazard_discard=(*state.hazard_discard, str(d["card"])))

    def _on_DudDiscarded(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, hazard_discard=(*state.hazard_discard, str(d["card"])))

    def _on_DudReplaced(self, state: State, d: Mapping[str, Any]) -> State:
        index = int(d["index"])
        hand = list(state.hazard_hand)
        hand[index] = Slot(str(d["card"]))
        return replace(state, hazard_hand=tuple(hand), hazard_deck=state.hazard_deck[1:])

    def _on_CompanyMoved(self, state: State, d: Mapping[str, Any]) -> State:
        company = state.company(str(d["company"]))
        assert company is not None
        origin, to = str(d["origin"]), str(d["to"])
        deck = tuple(s for s in state.location_deck
                     if s != to or self.catalog.get(s).is_haven)
        discard, tapped = state.resource_discard, state.tapped_sites
        if d["site_card"] == "discard":
            discard = (*discard, origin)
            tapped = tuple(s for s in tapped if s != origin)
        elif d["site_card"] == "location deck":
            deck = (*deck, origin)
        moved = replace(company, location=to, destination=None, moved=True)
        return replace(state.with_company(moved), location_deck=deck,
                       resource_discard=discard, tapped_sites=tapped)

    def _on_InvestigationEnded(self, state: State, d: Mapping[str, Any]) -> State:
        sites = tuple(str(s) for s in d["sites"])
        return replace(state, stage=WATCHFUL_PEACE, rescued=False,
                       general_influence=int(d["general_influence"]),
                       location_deck=state.location_deck + sites,
                       resource_discard=tuple(c for c in state.resource_discard
                                              if c not in sites))

    def _on_MovementHazardBegan(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, step=HAZARDS)

    def _on_SiteEntered(self, state: State, d: Mapping[str, Any]) -> State:
        attacks = tuple((Attack.from_json(a), bool(c)) for a, c in zip(d["attacks"],
                                                                        d["checks"],
                                                                        strict=True))
        spent = [str(c) for c in d.get("hazard_events") or ()]  # on the first attack
        return replace(state, step=ENTERING, site_attacks=attacks,
                       hazard_effects=tuple(e for e in state.hazard_effects
                                            if e[0] not in spent))

    def _on_AttackDeclared(self, state: State, d: Mapping[str, Any]) -> State:
        card = d.get("card")
        weakened = tuple((str(e), str(c), int(n)) for e, c, n in d.get("weakened") or ())
        fight = Fight(str(d["company"]), Attack.from_json(d["attack"]),
                      None if card is None else str(card), bool(d["check_wounded"]),
                      weakened=weakened, attacker_chooses=bool(d.get("attacker_chooses")),
                      unfaced=tuple(str(c) for c in d.get("unfaced") or ()),
                      keyed=d.get("keyed"))
        attacks = state.site_attacks[1:] if card is None else state.site_attacks
        return replace(state, fight=fight, site_attacks=attacks)

    def _on_ItemToGiveUpNamed(self, state: State, d: Mapping[str, Any]) -> State:
        assert state.fight is not None
        return replace(state, fight=replace(state.fight, given_up=(*state.fight.given_up,
                                                                   str(d["card"]))))

    def _on_StrikeAssigned(self, state: State, d: Mapping[str, Any]) -> State:
        assert state.fight is not None
        return replace(state, fight=replace(state.fight, assigned=(*state.fight.assigned,
                                                                   str(d["character"]))))

    def _on_StrikesAssigned(self, state: State, d: Mapping[str, Any]) -> State:
        assert state.fight is not None
        return replace(state, fight=replace(state.fight, assigning=False))

    def _on_AttackEnded(self, state: State, d: Mapping[str, Any]) -> State:
        fight = state.fight
        faced = state.faced if fight is None else (
            *state.faced, (fight.company, fight.card or "", fight.attack.race))
        return replace(state, fight=None, faced=faced)

    def _on_StrikeResolved(self, state: State, d: Mapping[str, Any]) -> State:
        fight = state.fight
        if fight is not None:
            state = replace(state, fight=replace(
                fight, resolved=(*fight.resolved, str(d["character"])), facing=None,
                supporters=(), stay_untapped=False, prowess_bonus=0, body_bonus=0,
                no_tap=False, skilled_card=False, best_of_two=False,
                defeated=fight.defeated + int(bool(d["defeated"])),
                wounded=(*fight.wounded, str(d["character"]))
                if d["result"] == combat.SUCCEEDED and d["state"] == "wounded"
                else fight.wounded))
        if any(a == d["character"] for a, _ in state.allies):  # an ally (CoE 2.V.2.2)
            return self._ally_state(state, str(d["character"]), str(d["state"]))
        return self._change(state, str(d["character"]), lambda c: c.with_state(d["state"]))

    @staticmethod
    def _ally_state(state: State, ally: str, new: str) -> State:
        tapped, wounded = allies.set_state(state.tapped_allies, state.wounded_allies, ally, new)
        return replace(state, tapped_allies=tapped, wounded_allies=wounded)

    def _on_StrikeCanceled(self, state: State, d: Mapping[str, Any]) -> State:
        """A canceled strike is over, neither defeated nor successful (CoE 3.iv)."""
        fight = state.fight
        assert fight is not None
        return replace(state, fight=replace(
            fight, resolved=(*fight.resolved, str(d["character"])), facing=None, supporters=(),
            stay_untapped=False, prowess_bonus=0, body_bonus=0, no_tap=False,
            skilled_card=False, best_of_two=False))

    def _on_AttackModified(self, state: State, d: Mapping[str, Any]) -> State:
        fight = state.fight
        assert fight is not None
        return replace(state, fight=replace(fight, attack=fight.attack.strengthened(
            int(d["prowess"]), int(d["body"]))))

    def _on_StrikesProwessModified(self, state: State, d: Mapping[str, Any]) -> State:
        fight = state.fight
        assert fight is not None
        added = tuple((str(c), int(d["prowess"])) for c in d["characters"])
        return replace(state, fight=replace(fight,
                                            attack_prowess=(*fight.attack_prowess, *added)))

    def _on_TwoStrikeRolls(self, state: State, d: Mapping[str, Any]) -> State:
        assert state.fight is not None
        return replace(state, fight=replace(state.fight, best_of_two=True))

    def _on_ResourcePlayed(self, state: State, d: Mapping[str, Any]) -> State:
        card = str(d["card"])
        hand = list(state.hand)
        hand.remove(card)
        state = replace(state, hand=tuple(hand), removed=(*state.removed, card)) \
            if d.get("removed") else replace(state, hand=tuple(hand),
                                             resource_discard=(*state.resource_discard, card))
        if d.get("tapped"):
            state = self._change(state, str(d["tapped"]), lambda c: c.tap())
        fight = state.fight
        if fight is not None:
            state = replace(state, fight=replace(fight, played=(*fight.played, card)))
            fight = state.fight
        if fight is not None and fight.facing is not None and d.get("strike"):
            played = {str(p): int(n) for p, n in d["effects"]}
            state = replace(state, fight=replace(
                fight, prowess_bonus=fight.prowess_bonus + played.get("prowess", 0),
                body_bonus=fight.body_bonus + played.get("body", 0),
                no_tap=fight.no_tap or "does-not-tap" in played,
                skilled_card=fight.skilled_card or bool(d.get("skilled"))))
        return state

    def _on_AllyTapped(self, state: State, d: Mapping[str, Any]) -> State:
        return self._ally_state(state, str(d["ally"]), "tapped")

    def _on_AttackCanceled(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, fight=None)

    def _on_StrikesBegan(self, state: State, d: Mapping[str, Any]) -> State:
        assert state.fight is not None
        on = d.get("excess_on")
        return replace(state, fight=replace(state.fight, begun=True, excess=int(d["excess"]),
                                            excess_on=None if on is None else str(on)))

    def _on_StrikeSequenceBegan(self, state: State, d: Mapping[str, Any]) -> State:
        assert state.fight is not None
        return replace(state, fight=replace(state.fight, facing=str(d["character"])))

    def _on_StayUntapped(self, state: State, d: Mapping[str, Any]) -> State:
        assert state.fight is not None
        return replace(state, fight=replace(state.fight, stay_untapped=True))

    def _on_CharacterSupports(self, state: State, d: Mapping[str, Any]) -> State:
        assert state.fight is not None
        state = replace(state, fight=replace(
            state.fight, supporters=(*state.fight.supporters, str(d["supporter"]))))
        return self._change(state, str(d["supporter"]), lambda c: c.tap())

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
                        open_heirs=tuple(str(h) for h in d.get("heirs") or ()))
        # Its followers go back under general influence (CoE 2.II.2.2.2).
        state = replace(state, followers=tuple(p for p in state.followers if card_id not in p))
        if not characters and company.id in state.pending[:1]:
            # The company whose phase was under way is gone: the next one starts afresh.
            state = replace(state, pending=state.pending[1:], step="", site_attacks=())
        return replace(state, companies=tuple(c for c in companies if c.characters),
                       resource_discard=discard, corruption=corruption,
                       hazard_discard=state.hazard_discard
                       + tuple(str(c) for c in d["corruption"]))

    def _on_CharacterEliminated(self, state: State, d: Mapping[str, Any]) -> State:
        return self._leave(state, d, to_discard=False)

    def _on_CharacterDiscarded(self, state: State, d: Mapping[str, Any]) -> State:
        return self._leave(state, d, to_discard=True)

    def _on_CharacterReturned(self, state: State, d: Mapping[str, Any]) -> State:
        state = self._leave(state, d, to_discard=False)
        return replace(state, hand=(*state.hand, str(d["character"])))

    def _on_ItemInherited(self, state: State, d: Mapping[str, Any]) -> State:
        item_id, heir_id = str(d["item"]), str(d["to"])
        index = next(n for n, i in enumerate(state.legacy) if i.card_id == item_id)
        item = state.legacy[index]
        legacy = state.legacy[:index] + state.legacy[index + 1:]
        heirs = tuple(h for h in state.open_heirs if h != heir_id)
        state = self._change(state, heir_id, lambda c: c.with_item(item))
        return replace(state, legacy=legacy, open_heirs=heirs if legacy else ())

    def _on_ItemsDiscarded(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, legacy=(), open_heirs=(),
                       resource_discard=state.resource_discard + tuple(d["items"]))

    def _on_RingGivenUp(self, state: State, d: Mapping[str, Any]) -> State:
        state = self._leave(state, {**d, "character": d["hobbit"], "items_discarded": d["items"]},
                            to_discard=True)
        return replace(state, ring=None, hobbit_spent=True,
                       hazard_discard=(*state.hazard_discard, str(d["ring"])))

    def _on_ItemPlayed(self, state: State, d: Mapping[str, Any]) -> State:
        hand = list(state.hand)
        hand.remove(str(d["item"]))
        item = self._item(str(d["item"]))
        state = self._change(replace(state, hand=tuple(hand),
                                     tapped_sites=(*state.tapped_sites, str(d["site"]))),
                             str(d["bearer"]), lambda c: c.tap().with_item(item))
        return state

    def _on_AllyPlayed(self, state: State, d: Mapping[str, Any]) -> State:
        """CoE 2.V.2: the character taps, the ally comes under his control, the site taps."""
        hand = list(state.hand)
        hand.remove(str(d["ally"]))
        site = str(d["site"])
        tapped = state.tapped_sites if site in state.tapped_sites else (*state.tapped_sites, site)
        state = replace(state, hand=tuple(hand), tapped_sites=tapped,
                        allies=(*state.allies, (str(d["ally"]), str(d["controller"]))))
        return self._change(state, str(d["controller"]), lambda c: c.tap())

    def _on_AllyDiscarded(self, state: State, d: Mapping[str, Any]) -> State:
        ally = str(d["ally"])
        state = self._ally_state(state, ally, "untapped")
        return replace(state, allies=tuple(a for a in state.allies if a[0] != ally),
                       resource_discard=(*state.resource_discard, ally))

    def _on_FactionInfluenced(self, state: State, d: Mapping[str, Any]) -> State:
        """CoE 2.V.3: the character taps; recruited, the faction goes to the marshalling
        point pile and the site taps; refused, it is discarded."""
        card = str(d["card"])
        hand = list(state.hand)
        hand.remove(card)
        state = self._change(replace(state, hand=tuple(hand)), str(d["character"]),
                             lambda c: c.tap())
        if not d["succeeded"]:
            return replace(state, resource_discard=(*state.resource_discard, card))
        return replace(state, tapped_sites=(*state.tapped_sites, str(d["site"])),
                       marshalling=(*state.marshalling, (card, "faction", int(d["points"]))))

    def _on_RescuePrisonersPlayed(self, state: State, d: Mapping[str, Any]) -> State:
        hand = list(state.hand)
        hand.remove(str(d["card"]))
        # GON-STAGE-1: only Rescue Prisoners at Dol Guldur counts towards the Investigation.
        at_dol_guldur = self.catalog.get(str(d["site"])).name == decks.QUEST_SITE
        return replace(state, hand=tuple(hand), rescued=state.rescued or at_dol_guldur,
                       tapped_sites=(*state.tapped_sites, str(d["site"])),
                       marshalling=(*state.marshalling,
                                    (str(d["card"]), "miscellaneous", int(d["points"]))))

    def _on_ResourceDiscarded(self, state: State, d: Mapping[str, Any]) -> State:
        card = str(d["card"])
        hand = list(state.hand)
        hand.remove(card)
        if d["removed"]:
            return replace(state, hand=tuple(hand), removed=(*state.removed, card))
        return replace(state, hand=tuple(hand), resource_discard=(*state.resource_discard,
                                                                  card))

    def _on_HandOverLimit(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, step=DISCARD_DOWN)

    def _on_GameEnded(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, outcome=str(d["outcome"]), reason=str(d["reason"]),
                       ended_by=str(d["ended_by"]), phase=OVER, fight=None)
