"""The organization phase (CoE 2.II): characters coming into play, companies joining
and splitting, followers, items given or stored, corruption cards removed, movement declared,
a Hobbit given up for The One Ring (GON-RING-3); and the facts they record."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.canonical import JSON
from domain.engine import coe
from domain.immutable import replace
from domain.ruleset import Context
from domain.rulesets.guise_of_the_necromancer import (
    chance_meeting,
    corruption_removal,
    decks,
    palantiri,
    printed_rules,
)
from domain.rulesets.guise_of_the_necromancer.moves import SPLIT, STORE
from domain.rulesets.guise_of_the_necromancer.rules import GuiseRules
from domain.rulesets.guise_of_the_necromancer.state import NOT_SITE, State
from domain.rulesets.hobbit import corruption_cards as card_checks
from domain.rulesets.hobbit import gwaihir
from domain.rulesets.hobbit.moves import Move


class Organization(GuiseRules):
    def _do_play(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        card = self.catalog.get(move.card)
        rule = "GON-SETUP-3" if decks.is_wizard(card) else "CoE-2.II.2"
        ctx.emit("CharacterPlayed", rule, card=move.card, company=move.holder)
        if move.target:  # under his controller's direct influence (``moves.PLACE_SINCE``)
            ctx.emit("FollowerTaken", coe.FOLLOWER, character=move.card, controller=move.target)

    def _do_chance_meeting(self, ctx: Context[State], move: Move,
                           args: Mapping[str, JSON]) -> None:
        """A Chance Meeting: the card discarded, the character of the hand into play as the
        follower of the character named, not counting against the one a turn."""
        ctx.emit("ResourcePlayed", coe.SHORT_EVENT, card=chance_meeting.CARD,
                 mode=chance_meeting.KIND, character=move.target, tapped=None, strike=False,
                 skilled=False, effects=[])
        ctx.emit("CharacterPlayed", chance_meeting.RULE, card=move.card, company=move.holder,
                 by=chance_meeting.CARD)
        ctx.emit("FollowerTaken", coe.FOLLOWER, character=move.card, controller=move.target)

    def _do_join(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("CompaniesJoined", "CoE-2.II.3.5", company=move.holder, other=move.target)

    def _do_follow(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("FollowerTaken", coe.FOLLOWER, character=move.holder, controller=move.target)

    def _do_unfollow(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("FollowerReleased", coe.GENERAL_INFLUENCE, character=move.target)

    def _do_split(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("CompanySplit", SPLIT, company=move.holder, character=move.target,
                 new=str(ctx.state.next_company))

    def _do_transfer(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """CoE 2.II.5: the bearer first makes a corruption check; the item passes if he is
        still in play."""
        self._corruption_check(ctx, move.holder, coe.TRANSFER_ITEM)
        if ctx.state.in_play(move.holder) and ctx.state.outcome is None:
            ctx.emit("ItemTransferred", coe.TRANSFER_ITEM, item=move.card, origin=move.holder,
                     to=move.target)

    def _do_discard_character(self, ctx: Context[State], move: Move,
                              args: Mapping[str, JSON]) -> None:
        """CoE 2.II.8: a character under general influence leaves play for the deficit; the
        one brought into play this turn goes back to the hand."""
        kind = "CharacterReturned" if move.target == ctx.state.brought else \
            "CharacterDiscarded"
        self._remove(ctx, move.target, kind, coe.DEFICIT_DISCARD)

    def _do_remove(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        corruption_removal.attempt(ctx, self.catalog, move, args)

    def _do_store(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """CoE 2.II.4: the bearer first makes a corruption check; the item goes to the
        marshalling point pile if he is still in play."""
        self._corruption_check(ctx, move.holder, STORE)
        company = ctx.state.company_of(move.holder)
        if company is not None and ctx.state.outcome is None:
            # What it is worth where it is stored (the Sapling 2 at Minas Tirith).
            ctx.emit("ItemStored", STORE, item=move.card, character=move.holder,
                     points=printed_rules.stored_points(
                         self.played, self.catalog.get(move.card),
                         self.catalog.get(company.location),
                         palantiri.stored_points(self.played, self.catalog, move.card)))
            # Its Align Palantír is stored with it (``palantiri``).
            palantiri.stored(ctx, self.catalog, self.played, move.card)

    def _do_move(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("MovementDeclared", "CoE-2.II.7.i", company=move.holder, to=move.card)

    def _do_ally_fly(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """Gwaihir is discarded and his company's move is declared as Eagle-mounts declares it:
        no site path, only creatures keyed to the new site (``hobbit.gwaihir``)."""
        company = ctx.state.company(move.holder)
        assert company is not None
        ctx.emit("AllyDiscarded", gwaihir.RULE, ally=move.card, site=company.location,
                 reason=gwaihir.discarded(self._name(move.card), move.place))
        ctx.emit("KeyingBarred", gwaihir.RULE, card=move.card, company=move.holder,
                 barred=NOT_SITE)
        ctx.emit("MovementDeclared", gwaihir.RULE, company=move.holder, to=move.target,
                 by=move.card)

    def _do_stay(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("MovementDeclared", "CoE-2.II.7.i", company=move.holder, to=None)

    def _do_ring(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        company = ctx.state.company(move.holder)
        assert company is not None and ctx.state.ring is not None
        who = company.character(move.target)
        assert who is not None
        self._allies_leave(ctx, who)
        ctx.emit("RingGivenUp", "GON-RING-3", hobbit=move.target, company=move.holder,
                 ring=ctx.state.ring, items=[i.card_id for i in who.items],
                 corruption=[c for w, c, _ in ctx.state.corruption if w == move.target])

    def _on_CharacterPlayed(self, state: State, d: Mapping[str, Any]) -> State:
        company = state.company(str(d["company"]))
        assert company is not None
        hand = list(state.hand)
        hand.remove(str(d["card"]))
        company = replace(company, characters=(*company.characters,
                                               self._character(state, str(d["card"]))))
        if d.get("by"):  # A Chance Meeting: a follower, not the one character a turn
            return replace(state.with_company(company), hand=tuple(hand))
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
        if not d["stays_untapped"] and not d.get("untap_phase"):  # a blade: as he is
            state = self._change(state, who, lambda c: c.tap())
        return card_checks.removed(state, who, card) if d["removed"] else state

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
        # A card's move (``by``) has no site path (``Company.by_card``).
        return state.with_company(replace(company, destination=None if to is None else str(to),
                                          by_card=str(d.get("by") or "")))

    def _on_RingGivenUp(self, state: State, d: Mapping[str, Any]) -> State:
        state = self._leave(state, {**d, "character": d["hobbit"], "items_discarded": d["items"]},
                            to_discard=True)
        return replace(state, ring=None, hobbit_spent=True,
                       hazard_discard=(*state.hazard_discard, str(d["ring"])))
