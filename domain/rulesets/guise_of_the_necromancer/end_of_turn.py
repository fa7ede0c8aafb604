"""The end-of-turn phase (CoE 2.VI): discarding a card, then down to or drawing up to
the hand size (the resource deck remade from its discard pile, GON-PLAY-6), and the end of the
turn, which may lose the game to a Nazgûl guardian (GON-NAZ-4); and the facts they record."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.canonical import JSON
from domain.cards import Card
from domain.engine import coe
from domain.immutable import replace
from domain.ruleset import Context
from domain.rulesets.guise_of_the_necromancer.moves import DISCARD_DOWN
from domain.rulesets.guise_of_the_necromancer.rules import GuiseRules
from domain.rulesets.guise_of_the_necromancer.state import State
from domain.rulesets.hobbit.moves import Move


class EndOfTurn(GuiseRules):
    def _do_discard(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        spell = self.catalog.get(move.card).magic == "Spell"
        ctx.emit("ResourceDiscarded", "GON-PLAY-5" if spell else coe.END_OF_TURN,
                 card=move.card, removed=spell)
        self._refill(ctx)

    def _arrive(self, ctx: Context[State], company_id: str, origin: Card, site: Card) -> None:
        """The company arrives at ``site`` from ``origin`` (the ruleset's)."""
        raise NotImplementedError

    def _do_road_home(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """Great-road: the company goes back to the Haven it left this turn, a move with no
        movement/hazard phase (its site card leaves as on any move; reaching Lórien may end
        The Investigation, GON-STAGE-1)."""
        company = ctx.state.company(move.holder)
        assert company is not None and move.card is not None
        self._arrive(ctx, company.id, self.catalog.get(company.location),
                     self.catalog.get(move.card))
        ctx.emit("GreatRoadEnded", coe.SHORT_EVENT, company=company.id, back=True)

    def _do_road_stay(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("GreatRoadEnded", coe.SHORT_EVENT, company=move.holder, back=False)

    def _do_keep(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        self._refill(ctx)

    def _refill(self, ctx: Context[State]) -> None:
        """CoE 2.VI: discard down to the hand size, or draw up to it; then the turn ends."""
        state = ctx.state
        size = self._hand_limit(state)
        if len(state.hand) > size:
            if state.step != DISCARD_DOWN:
                ctx.emit("HandOverLimit", coe.END_OF_TURN, cards=len(state.hand), size=size)
            return
        self._draw(ctx, size - len(state.hand))
        self._end_turn(ctx)

    def _draw(self, ctx: Context[State], count: int, rule: str = coe.END_OF_TURN,
              card: str = "", site: str = "") -> None:
        """Draw ``count`` resources, naming the ``card`` that gives them, or the ``site`` whose
        number they are, if any; an exhausted deck is remade from the discard pile
        (GON-PLAY-6), its sites going back to the location deck (CoE 2.4)."""
        drawn = 0
        while drawn < count:
            state = ctx.state
            if not state.resource_deck:
                cards = [c for c in state.resource_discard if not self.catalog.get(c).is_site]
                sites = [c for c in state.resource_discard if self.catalog.get(c).is_site]
                if not cards:
                    return
                if sites:
                    ctx.emit("SitesReturned", coe.PLAY_DECK_EXHAUSTED, sites=sites)
                ctx.shuffle("resources", cards, "GON-PLAY-6", reshuffle=True)
            take = list(ctx.state.resource_deck[:count - drawn])
            named = {k: v for k, v in (("card", card), ("site", site)) if v}
            ctx.emit("ResourcesDrawn", rule, cards=take, **named)
            drawn += len(take)

    def _end_turn(self, ctx: Context[State]) -> None:
        state = ctx.state
        if state.ring and state.guardians and state.ring_at_start and state.guardian_at_start:
            ctx.emit("GameEnded", "GON-NAZ-4", outcome="lost", ended_by="the Ring found",
                     reason="a Nazgûl guardian has found The One Ring", clause="GON-WIN-10")
            return
        ctx.emit("TurnEnded", coe.END_OF_TURN, turn=state.turn)
        self._begin_turn(ctx)

    def _on_ResourcesDrawn(self, state: State, d: Mapping[str, Any]) -> State:
        cards = tuple(str(c) for c in d["cards"])
        return replace(state, hand=state.hand + cards,
                       resource_deck=state.resource_deck[len(cards):])

    def _on_SitesReturned(self, state: State, d: Mapping[str, Any]) -> State:
        sites = tuple(str(c) for c in d["sites"])
        return replace(state, location_deck=state.location_deck + sites,
                       resource_discard=tuple(c for c in state.resource_discard
                                              if c not in sites))

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
