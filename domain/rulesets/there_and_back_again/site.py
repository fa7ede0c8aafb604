"""The site phase: Dragon's Desolations at The Lonely Mountain (TBA-HAZ-8), the greater item
given to the Hobbit (TBA-RES-5), a faction's influence attempt (CoE 2.V.3) and Rescue Prisoners
(``rescue``: played, held and, in the organization phase, stored)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.canonical import JSON
from domain.cards import Card
from domain.engine import character_bonuses
from domain.engine.characters import replace_one
from domain.engine.combat import Attack
from domain.engine.movement import site_named
from domain.immutable import replace
from domain.ruleset import Context, played_since
from domain.rulesets.hobbit import factions, item_texts
from domain.rulesets.hobbit import rescue as prisoners
from domain.rulesets.there_and_back_again import decks, layout, rescue
from domain.rulesets.there_and_back_again.moves import Move
from domain.rulesets.there_and_back_again.rules import TBARules
from domain.rulesets.there_and_back_again.state import State
from domain.rulesets.there_and_back_again.versions import (
    FACTION_FOLLOWER_COVER_FROM,
    ITEM_FOLLOWERS_FROM,
)


class SiteRules(TBARules):
    """The site phase."""

    def _entry_bonus(self, ctx: Context[State]) -> tuple[int, int]:
        """TBA-HAZ-8: each Dragon's Desolation in the row adds to The Lonely Mountain's
        automatic-attack, and is discarded."""
        state = ctx.state
        if state.location != layout.QUEST_SITE:
            return 0, 0
        desolations = [c for c in state.row if self.catalog.get(c).name ==
                       decks.DESOLATION_NAME]
        if not desolations:
            return 0, 0
        ctx.emit("DesolationsDiscarded", "TBA-HAZ-8", cards=desolations,
                 strikes=len(desolations), prowess=2 * len(desolations))
        return len(desolations), 2 * len(desolations)

    def _on_DesolationsDiscarded(self, state: State, d: Mapping[str, Any]) -> State:
        cards = tuple(d["cards"])
        return replace(state, row=tuple(c for c in state.row if c not in cards),
                       hazard_discard=state.hazard_discard + cards)

    def _item_fields(self, state: State, item: Card) -> dict[str, JSON]:
        return {"quest": state.location == layout.QUEST_SITE and item.item_class == "greater"}

    def _after_item_moved(self, ctx: Context[State]) -> None:
        """TBA-RES-5: the greater item is given once the Hobbit bears it."""
        state = ctx.state
        hobbit = state.the_hobbit
        if state.quest_item and not state.quest_given and hobbit is not None \
                and hobbit.bears(state.quest_item):
            ctx.emit("QuestItemGiven", "TBA-RES-5", item=state.quest_item, hobbit=hobbit.card_id)

    def _on_ItemPlayed(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(super()._on_ItemPlayed(state, d),
                       quest_item=str(d["item"]) if d["quest"] else state.quest_item)

    def _on_QuestItemGiven(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, quest_given=True)

    def _do_influence(self, ctx: Context[State], move: Move,
                      args: Mapping[str, JSON]) -> None:
        """CoE 2.V.3: the faction by its facts (``hobbit.factions``)."""
        who = ctx.state.character(move.target)
        assert who is not None
        faction = self.catalog.get(move.card)
        bonuses = self.faction_bonuses(who, faction)
        led = [self.catalog.get(c.card_id) for c in ctx.state.company
               if dict(ctx.state.followers).get(c.card_id) == who.card_id]
        covered = character_bonuses.follower_bonus(self.catalog.get(who.card_id), led) \
            if played_since(self.played, FACTION_FOLLOWER_COVER_FROM) else 0
        if played_since(self.played, ITEM_FOLLOWERS_FROM):  # his items' bonuses for followers
            covered += item_texts.follower_bonus(self.catalog.get, who, led, bonuses,
                                                 self.plays_red_book())
        available = factions.available_influence(who, ctx.state.company, ctx.state.followers,
                                                 covered)
        cards, twice, draws = self.influence_cards_for(ctx.state, who)
        if factions.attempt(ctx, faction, who, available, bonuses, self.explains(),
                            site_named(self.catalog, ctx.state.location).id, cards,
                            twice) and draws:
            self._draw(ctx, draws, factions.INFLUENCE_ATTEMPT)
        self._influence_checked(ctx, who.card_id, last_act=True)  # may wait for helpers

    def _on_FactionInfluenced(self, state: State, d: Mapping[str, Any]) -> State:
        card = str(d["card"])
        state = self._influence_spent(state, str(d["character"]))
        state = self._take_from_hand(state, card, to_discard=not d["succeeded"])
        who = state.character(str(d["character"]))
        if who is not None:  # Roäc the Raven, an ally, is discarded already (hobbit.roac)
            state = replace(state, company=replace_one(state.company, who.tap()))
        if not d["succeeded"]:
            return state
        # Roäc's attempt taps no site.
        site = (str(d["site"]),) if d.get("site") else ()
        return replace(state, factions=(*state.factions, card),
                       tapped_sites=(*state.tapped_sites, *site))

    # -- Rescue Prisoners (``rescue``) ------------------------------------------------------
    def _do_rescue(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """The card leaves the hand and the company faces its Spiders."""
        site = site_named(self.catalog, ctx.state.location).id
        ctx.emit("RescuePrisonersPlayed", rescue.RULE, card=move.card, site=site)
        self._declare(ctx, prisoners.attack(self.catalog), prisoners.ORIGIN, None,
                      rule=rescue.RULE)

    def _end_attack(self, ctx: Context[State]) -> None:
        """Rescue Prisoners' Spider attack over with no character of the company untapped:
        the card is discarded; else the player names its holder (``rescue``)."""
        fight = ctx.state.combat
        assert fight is not None
        super()._end_attack(ctx)
        card = ctx.state.rescuing
        if fight.origin != prisoners.ORIGIN or not card or ctx.state.outcome is not None:
            return
        if not rescue.holders(ctx.state):
            ctx.emit("RescuePrisonersDiscarded", rescue.RULE, card=card,
                     reason=prisoners.NO_ONE_UNTAPPED)

    def _do_hold_prisoners(self, ctx: Context[State], move: Move,
                           args: Mapping[str, JSON]) -> None:
        ctx.emit("PrisonersRescued", rescue.RULE, card=move.card, character=move.target,
                 site=site_named(self.catalog, ctx.state.location).id)

    def _do_leave_prisoners(self, ctx: Context[State], move: Move,
                            args: Mapping[str, JSON]) -> None:
        ctx.emit("RescuePrisonersDiscarded", rescue.RULE, card=move.card, reason=prisoners.LEFT)

    def _do_store_prisoners(self, ctx: Context[State], move: Move,
                            args: Mapping[str, JSON]) -> None:
        """In the organization phase: the holder may untap again; no points (TBA-RES-1)."""
        ctx.emit("CardStored", rescue.STORE_RULE, card=move.card, character=move.target,
                 site=site_named(self.catalog, ctx.state.location).id, points=0)

    def _creature_bonus(self, attack: Attack, origin: str, state: State
                        ) -> tuple[Attack, dict[str, JSON]]:
        """Rescue Prisoners' Spiders are no hazard creature's: Horses gives them nothing."""
        return super()._creature_bonus(
            attack, "automatic" if origin == prisoners.ORIGIN else origin, state)

    def _remove(self, state: State, card_id: str) -> State:
        """A character leaving play discards the Rescue Prisoners he holds (``rescue``)."""
        state = super()._remove(state, card_id)
        gone = tuple(card for who, card in state.untap_barred if who == card_id)
        if not gone:
            return state
        return replace(state, untap_barred=tuple(b for b in state.untap_barred
                                                 if b[0] != card_id),
                       resource_discard=(*state.resource_discard, *gone))

    def _on_RescuePrisonersPlayed(self, state: State, d: Mapping[str, Any]) -> State:
        card = str(d["card"])
        return replace(self._take_from_hand(state, card, to_discard=False), rescuing=card,
                       rescued_at=(*state.rescued_at, str(d["site"])))

    def _on_PrisonersRescued(self, state: State, d: Mapping[str, Any]) -> State:
        who = state.character(str(d["character"]))
        assert who is not None
        return replace(state, company=replace_one(state.company, who.tap()), rescuing="",
                       untap_barred=(*state.untap_barred, (who.card_id, str(d["card"]))))

    def _on_RescuePrisonersDiscarded(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, rescuing="",
                       resource_discard=(*state.resource_discard, str(d["card"])))

    def _on_CardStored(self, state: State, d: Mapping[str, Any]) -> State:
        stored = (str(d["character"]), str(d["card"]))
        return replace(state, untap_barred=tuple(b for b in state.untap_barred if b != stored),
                       stored=(*state.stored, stored[1]))
