"""What the scenario adds to an attack on the company: the card that canceled it or the
Burglar's strike, the stealth points of a creature so avoided (BWJ-MP-1..5), and the
Burglar alone against a failed burglary's attacks (BWJ-BURG-6)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.canonical import JSON
from domain.immutable import replace
from domain.ruleset import Context
from domain.rulesets.burglar import tasks
from domain.rulesets.burglar.rules import BurglarRules
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import GENERATION_2_FROM, GENERATION_5_FROM
from domain.rulesets.hobbit.moves import Move
from domain.rulesets.hobbit.state import Combat


class Stealth(BurglarRules):
    """The stealth points of an attack avoided and the Burglar alone in a burglary."""

    def _end_attack(self, ctx: Context[State]) -> None:
        """BWJ-MP-1..5: a creature's attack canceled by a stealth card earns its points."""
        fight = ctx.state.combat
        assert fight is not None
        by = ctx.state.canceled_by
        alone = len(ctx.state.company) == 1
        earned = fight.card is not None and ctx.state.stealth_slayer == fight.card
        super()._end_attack(ctx)
        burglar = ctx.state.the_hero
        if fight.card and by and burglar is not None and not earned and not [
                c for c in fight.assigned if c != burglar.card_id] and tasks.is_stealth(
                self.catalog.get(by), burglar.has_skill("ranger")) and (
                fight.canceled or self._strike_avoided(fight, alone)):
            ctx.emit("StealthPointsEarned", "BWJ-MP-2", creature=fight.card, by=by,
                     points=fight.attack.marshalling_points)

    def _strike_avoided(self, fight: Combat, alone: bool) -> bool:
        """BWJ-MP-2, BWJ-MP-3 (from ``GENERATION_2_FROM``, where Halfling Stealth cancels a
        strike): the lone Burglar's strike, the attack's only one, canceled by a stealth card
        avoids the creature as a canceled attack would."""
        return int(self.played) >= GENERATION_2_FROM and alone and len(fight.assigned) == 1 \
            and fight.resolved == fight.assigned and fight.defeated == 0

    def _do_assign_done(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """BWJ-BURG-6: after a failed burglary every strike falls on the Burglar. With no one
        left to strike, the Burglar gone with a Hand of his own card (BWJ-HAND-3, before
        ``UNIQUE_HANDS_SINCE``; choosing among no one raised), the game is lost (BWJ-WIN-5)."""
        state = ctx.state
        fight = state.combat
        if state.the_hero is None and not self._targets(state):
            self._lose_if_hero_gone(ctx)
            return
        if not state.alone or fight is None:
            super()._do_assign_done(ctx, move, args)
            return
        if state.hero not in fight.assigned:
            ctx.emit("StrikeAssigned", "BWJ-BURG-6", character=state.hero, by="attacker")
        ctx.emit("StrikesAssigned", "BWJ-BURG-6", excess=fight.attack.strikes - 1,
                 excess_on=state.hero)

    # -- evolve -----------------------------------------------------------------------------
    def _on_CardPlayed(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(super()._on_CardPlayed(state, d), last_card=str(d["card"]))

    def _on_ItemTapped(self, state: State, d: Mapping[str, Any]) -> State:
        """From ``GENERATION_5_FROM`` an item tapped is the card used last (an attack it
        cancels is canceled by it, no stealth card: BWJ-MP-2)."""
        after = super()._on_ItemTapped(state, d)
        return replace(after, last_card=str(d["item"])) \
            if int(self.played) >= GENERATION_5_FROM else after

    def _on_ItemInUse(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, last_card=str(d["item"]))

    def _on_PlayerRuling(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(super()._on_PlayerRuling(state, d), last_card=str(d["card"]))

    def _on_ItemUsed(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(super()._on_ItemUsed(state, d), last_card=str(d["item"]))

    def _on_AttackCanceled(self, state: State, d: Mapping[str, Any]) -> State:
        # A card canceling every creature attack this turn names itself (Hiding).
        return replace(super()._on_AttackCanceled(state, d),
                       canceled_by=str(d.get("card") or state.last_card))

    def _on_StrikeCanceled(self, state: State, d: Mapping[str, Any]) -> State:
        by = state.last_card if d.get("character") == state.hero else state.canceled_by
        return replace(super()._on_StrikeCanceled(state, d), canceled_by=by)

    def _on_AttackEnded(self, state: State, d: Mapping[str, Any]) -> State:
        state = super()._on_AttackEnded(state, d)
        # Alone against a failed burglary's attacks, one of them set aside included.
        return replace(state, alone=state.alone and bool(state.pending_attacks
                                                          or state.set_aside))

    def _on_AttackSetAside(self, state: State, d: Mapping[str, Any]) -> State:
        """What the attack set aside was canceled by, and the card played last, wait with it
        (the attack made at once starts afresh)."""
        kept = (state.canceled_by, state.last_card, state.stealth_slayer)
        return replace(super()._on_AttackSetAside(state, d),
                       set_aside_cards=(*state.set_aside_cards, kept))

    def _on_AttackTakenUp(self, state: State, d: Mapping[str, Any]) -> State:
        canceled_by, last_card, slayer = state.set_aside_cards[-1]
        return replace(super()._on_AttackTakenUp(state, d), canceled_by=canceled_by,
                       last_card=last_card, stealth_slayer=slayer,
                       set_aside_cards=state.set_aside_cards[:-1])

    def _on_StealthPointsEarned(self, state: State, d: Mapping[str, Any]) -> State:
        # A Slayer's other attack to come: its points are not earned again (hobbit.series).
        slayer = str(d["creature"]) if state.next_attack is not None else ""
        return replace(state, stealth_points=state.stealth_points + int(d["points"]),
                       stealth_slayer=slayer)
