"""The movement/hazard phase: the hazard and resource draws and the hazard limit
(BWJ-SEQ-4..8, BWJ-SEQ-13), the hazard hand played step by step (``hazard_play``), the
hand brought to its size (BWJ-SEQ-16) and on to the site phase (at a Haven too, from
``HAVEN_SITE_PHASE_FROM``) or the end of the turn."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.canonical import JSON
from domain.engine import coe, effects
from domain.engine.company import company_size
from domain.engine.hazard_limit import base_hazard_limit
from domain.engine.movement import STARTER_MOVEMENT, site_named
from domain.immutable import replace
from domain.ruleset import Context, played_since
from domain.rulesets.burglar import (
    ally_hazard_cancels,
    hazard_long_events,
    morannon,
    moves,
    siege,
    site_path,
)
from domain.rulesets.burglar.hazard_play import HazardPlay
from domain.rulesets.burglar.state import ADJUST, BRIDGE, DRAW_RESOURCES, HAZARD_CANCEL, State
from domain.rulesets.burglar.versions import (
    GOLDBERRY_FROM,
    HAVEN_SITE_PHASE_FROM,
    HAVEN_UNTAPS_FROM,
    WOUNDED_GOLDBERRY_FROM,
)
from domain.rulesets.hobbit import (
    allies,
    character_texts,
    draw_choice,
    flights,
    great_road,
    hazard_cancels,
    shadowfax,
)
from domain.rulesets.hobbit import great_ship as family_ship
from domain.rulesets.hobbit.moves import Move, event_problem
from domain.rulesets.hobbit.state import DISCARD_HAND, END_OF_TURN, MOVEMENT_HAZARD, SITE

#: The site of origin leaves play as the company's movement/hazard phase ends (a Haven back to
#: the location deck, untapped).
HAVEN_RETURNS = "CoE-2.IV.viii"


class MovementRules(HazardPlay):
    """The movement/hazard phase's steps, the hazard hand's play among them."""

    def _begin_movement(self, ctx: Context[State]) -> None:
        """BWJ-SEQ-4..8 and BWJ-SEQ-13: the hazard draws, the resource draws and the limit,
        once the hazard long-events in play have turned the company back or treated its
        site path (BWJ-LONG-1); first, once the company has moved, the palantíri and
        alignments it leaves (``hobbit.palantir_uses``)."""
        self._palantiri_moved(ctx)
        hazard_long_events.movement_begins(
            ctx, self.catalog, self.long_event_generation(),
            played_since(self.played, GOLDBERRY_FROM),
            allies.unable(ctx.state.wounded_allies, self.played, WOUNDED_GOLDBERRY_FROM))
        morannon.arrived(ctx, self.catalog)  # the company elsewhere: Morannon goes
        at = moves.site_of(ctx.state, self.catalog).id
        for card, site in ctx.state.sieges:  # the company is elsewhere: the Siege goes
            if site != at:
                ctx.emit("SiegeLifted", siege.RULE, card=card, site=site)
        state = ctx.state
        here = moves.site_of(state, self.catalog)
        origin = site_named(self.catalog, state.turn_start)
        if not state.moved:
            hazards, resources_, rule = 1, 0, "BWJ-SEQ-4"
        elif not here.is_haven:
            hazards, resources_, rule = here.hazard_draw or 0, here.resource_draw or 0, \
                "BWJ-SEQ-5"
        else:
            hazards, resources_, rule = origin.hazard_draw or 0, origin.resource_draw or 0, \
                "BWJ-SEQ-7"
        hazards = great_road.draws(state, hazards)  # counting twice under Great-road
        # Alatar's company moving: the hazard hand, the opponent here, draws one fewer.
        counted = hazards
        if state.moved:
            hazards = character_texts.fewer_hazard_draws(
                self.played, self.fewer_hazard_draws_from, [c.card_id for c in state.company],
                hazards)
        size = company_size(state.company)
        # Radagast's one more for each Wilderness of the printed site path (CoE 2.IV.v).
        wild = character_texts.wilderness_draws(
            self.played, self.wilderness_draws_from,
            [self.catalog.get(c.card_id) for c in state.company],
            site_path.from_turn_start(state, self.catalog) or ()) if state.moved else 0
        ctx.emit("PhaseBegan", rule, phase=MOVEMENT_HAZARD, draws=hazards,
                 resource_draws=max(1, resources_) + wild if state.moved else 0,
                 step=DRAW_RESOURCES if state.moved else "", origin=origin.name,
                 **({"wilderness_draws": wild} if wild else {}),
                 **({"fewer_draws": counted - hazards} if hazards < counted else {}))
        limit = base_hazard_limit(size)
        # A card changing it this turn (Horses), not below two.
        changed: dict[str, JSON] = {"card_change": state.limit_change} \
            if state.limit_change else {}
        if state.limit_change:
            limit = max(effects.HAZARD_LIMIT_FLOOR, limit + state.limit_change)
        # Barad-dûr and Mount Doom: higher for a company moving there, by the site's card.
        if bonus := self._site_limit_bonus(state):
            changed = {**changed, "site": here.id, "site_change": bonus}
        ctx.emit("HazardLimitSet", "BWJ-SEQ-13", limit=limit + bonus, company_size=size,
                 **changed)

    def _hazard_deck_ready(self, ctx: Context[State]) -> bool:
        """The hazard deck found exhausted: The Will of Sauron leaves play with the hazard
        long-events before it is made again (CoE-2.4)."""
        if not ctx.state.hazard_deck:
            hazard_long_events.deck_exhausted(ctx, self.catalog, self.long_event_generation(),
                                              "hazard")
        return super()._hazard_deck_ready(ctx)

    def _movement_step(self, ctx: Context[State]) -> None:
        state = ctx.state
        if state.step == ADJUST:
            self._adjust_hand(ctx, "BWJ-SEQ-16")
            if ctx.state.step != DISCARD_HAND and ctx.state.outcome is None:
                self._after_movement(ctx)
            return
        if state.draws_left > 0:
            if not self._hazard_deck_ready(ctx):
                return
            rule = "BWJ-SEQ-4" if not state.moved else "BWJ-SEQ-7" \
                if moves.site_of(state, self.catalog).is_haven else "BWJ-SEQ-5"
            ctx.emit("HazardDrawn", rule, card=ctx.state.hazard_deck[0], to="hazard hand")
            return
        if state.hazards_played >= state.hazard_limit:
            ctx.emit("HazardPlayEnded", "BWJ-SEQ-12", face_down=len(state.hazard_hand),
                     face_up=len(state.row))
            return
        for card in state.row:
            keys = self._playable(state, card)
            if keys is not None:
                if not ally_hazard_cancels.offer(ctx, self.catalog, card):  # Leaflock, Tom
                    self._play_hazard(ctx, card, keys)
                return
        if state.hazard_hand:
            card = state.hazard_hand[0]
            ctx.emit("HazardRevealed", "BWJ-SEQ-10", card=card)
            return
        ctx.emit("HazardPlayEnded", "BWJ-SEQ-11", face_down=0, face_up=len(state.row))

    def _do_ally_hazard(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """The ally taps and the hazard waiting is canceled: it counts as played and is
        discarded (``ally_hazard_cancels``)."""
        card = ctx.state.hazard_cancel[0]
        ctx.emit("AllyTapped", hazard_cancels.RULE, ally=move.card,
                 use=f"{self._name(card)} is canceled")
        ctx.emit("HazardCanceled", hazard_cancels.RULE, card=card, by=move.card,
                 number=ctx.state.hazards_played + 1)

    def _do_great_ship_event(self, ctx: Context[State], move: Move,
                             args: Mapping[str, JSON]) -> None:
        """A character of the company aboard taps and the hazard waiting is canceled: it
        counts as played and is discarded (``great_ship``)."""
        card = ctx.state.hazard_cancel[0]
        ctx.emit("CharacterTapped", family_ship.RULE, character=move.target,
                 to=f"cancel {self._name(card)}")
        ctx.emit("HazardCanceled", family_ship.RULE, card=card, by=family_ship.CARD,
                 character=move.target, number=ctx.state.hazards_played + 1)

    def _do_great_ship(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """A character of the company aboard taps and the hazard creature's attack on it is
        canceled, before its strikes are assigned (``great_ship``, CoE 3.i)."""
        fight = ctx.state.combat
        assert fight is not None
        ctx.emit("CharacterTapped", family_ship.RULE, character=move.target,
                 to="cancel the attack")
        ctx.emit("AttackCanceled", family_ship.RULE, attack=fight.attack.name,
                 by=family_ship.NAME)

    def _do_let_hazard(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """The hazard waiting is played as it would have been (``ally_hazard_cancels``)."""
        card = ctx.state.hazard_cancel[0]
        ctx.emit("HazardCancelDeclined", hazard_cancels.RULE, card=card)
        keys = self._playable(ctx.state, card)
        if keys is not None:
            self._play_hazard(ctx, card, keys)

    def _on_HazardCancelOffered(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, hazard_cancel=(str(d["card"]), str(d.get("target") or "")),
                       step=HAZARD_CANCEL)

    def _on_HazardCanceled(self, state: State, d: Mapping[str, Any]) -> State:
        card = str(d["card"])
        index = state.row.index(card)  # the first face-up copy, as HazardPlayed takes it
        return replace(state, row=state.row[:index] + state.row[index + 1:],
                       hazards_played=state.hazards_played + 1,
                       hazard_discard=(*state.hazard_discard, card), hazard_cancel=(),
                       step="")

    def _on_HazardCancelDeclined(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, hazard_cancel=(), step="")

    def _after_movement(self, ctx: Context[State]) -> None:
        if ctx.state.step != BRIDGE:  # not again when Bridge was not played
            self._movement_checks(ctx)
            if ctx.state.outcome is not None:
                return
        self._haven_left(ctx)
        riders = [] if ctx.state.step == BRIDGE else self._riders(ctx.state)
        if riders:  # the player may move on (Shadowfax, Bridge at a Haven)
            haven = moves.site_of(ctx.state, self.catalog).is_haven
            ctx.emit("MoveOnOffered", shadowfax.RULE, allies=riders,
                     cards=self._bridges(ctx.state) if haven else [])
            return
        if moves.site_of(ctx.state, self.catalog).is_haven:
            bridges = self._bridges(ctx.state)
            if bridges and ctx.state.step != BRIDGE:  # the player may move on (Bridge)
                ctx.emit("BridgeMayBePlayed", coe.SHORT_EVENT, cards=bridges)
                return
            if played_since(self.played, HAVEN_SITE_PHASE_FROM):  # as standard (BWJ-SEQ-17)
                ctx.emit("PhaseBegan", "BWJ-SEQ-17", phase=SITE)
                return
            ctx.emit("PhaseBegan", "BWJ-SEQ-18", phase=END_OF_TURN)
        else:
            ctx.emit("PhaseBegan", "BWJ-SEQ-17", phase=SITE)
            if siege.plays(self.played) and moves.site_of(
                    ctx.state, self.catalog).id in siege.besieged(ctx.state):
                self._declare(ctx, siege.attack(), "siege", None, rule=siege.RULE)

    def _haven_left(self, ctx: Context[State]) -> None:
        """CoE-2.IV.viii: as the movement/hazard phase of a company that moved ends, its site of
        origin leaves play; a Haven goes back to the location deck, to come again untapped (from
        ``HAVEN_UNTAPS_FROM``). A site that is no Haven stays tapped, as the scenario has it."""
        state = ctx.state
        if not played_since(self.played, HAVEN_UNTAPS_FROM) or not state.moved \
                or state.turn_start == state.location:  # not moved, or turned back
            return
        origin = site_named(self.catalog, state.turn_start)
        if origin.is_haven and origin.id in state.tapped_sites:
            ctx.emit("SiteUntapped", HAVEN_RETURNS, site=origin.id)

    def _bridges(self, state: State) -> list[str]:
        """The cards of the hand that move the company on as its movement/hazard phase ends
        (Bridge), where one may now."""
        return [c for c in sorted(set(state.hand)) for m in flights.modes(c, self.generation())
                if m.after_moving and not event_problem(
                    state, c, m.name, "", self.generation(), self.catalog,
                    card_named=not self.plays_site_lookup())]

    def _do_ally_ride(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """Shadowfax taps and the company moves again (``hobbit.shadowfax``): a
        movement/hazard phase follows for that move."""
        ctx.emit("AllyTapped", shadowfax.RULE, ally=move.card,
                 use=f"the company moves again, to {move.place}")
        self._bridge_move(ctx, move.target, move.card, "again")

    def _on_MoveOnOffered(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, step=BRIDGE)

    def _bridge_move(self, ctx: Context[State], site: str, card: str,
                     by: str = "bridge") -> None:
        """Bridge (Shadowfax: ``by`` "again"): the company moves on by starter movement, a
        movement/hazard phase following for that move."""
        ctx.emit("CounterMoved", STARTER_MOVEMENT, origin=ctx.state.location,
                 to=self.catalog.get(site).name, **{by: card})
        if self.plays_ally_regions():  # an ally bound to regions the site is not in leaves
            allies.left_regions(ctx, ctx.state.allies, self.catalog,
                                moves.site_of(ctx.state, self.catalog),
                                [c.card_id for c in ctx.state.company])
        self._begin_movement(ctx)

    def _do_bridge_done(self, ctx: Context[State], move: Move,
                        args: Mapping[str, JSON]) -> None:
        ctx.emit("BridgeNotPlayed", coe.SHORT_EVENT, place=ctx.state.location)
        self._after_movement(ctx)

    def _do_draw(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        rule = "BWJ-SEQ-8" if moves.site_of(ctx.state, self.catalog).is_haven else "BWJ-SEQ-6"
        self._draw(ctx, draw_choice.count(move), rule)

    # -- evolve -----------------------------------------------------------------------------
    def _on_PhaseBegan(self, state: State, d: Mapping[str, Any]) -> State:
        state = super()._on_PhaseBegan(state, d)
        step = d.get("step")
        return replace(state, step=str(step) if step is not None else state.step,
                       resource_draws=int(d.get("resource_draws") or 0))

    def _on_BridgeMayBePlayed(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, step=BRIDGE)

    def _on_BridgeNotPlayed(self, state: State, d: Mapping[str, Any]) -> State:
        return state

    def _on_CounterMoved(self, state: State, d: Mapping[str, Any]) -> State:
        """A move on by Bridge (or Shadowfax): the site it left is the site of origin of the
        movement/hazard phase that follows, whose hazards count afresh."""
        moved = super()._on_CounterMoved(state, d)
        if not d.get("bridge") and not d.get("again"):  # Bridge, Shadowfax
            return moved
        return replace(moved, turn_start=str(d["origin"]), hazards_played=0)

    def _on_SiegeLifted(self, state: State, d: Mapping[str, Any]) -> State:
        lifted = (str(d["card"]), str(d["site"]))
        index = state.sieges.index(lifted)
        return replace(state, sieges=state.sieges[:index] + state.sieges[index + 1:],
                       hazard_discard=(*state.hazard_discard, lifted[0]))

    def _on_MovementTurnedBack(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, location=str(d["origin"]), moved=False)


    def _on_SitePathTreated(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, path_treated=tuple(str(r) for r in d["treated"]))

    def _on_HazardLimitSet(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, hazard_limit=int(d["limit"]))

    def _on_HazardLimitChanged(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, hazard_limit=int(d["limit"]))

    def _on_HazardDrawn(self, state: State, d: Mapping[str, Any]) -> State:
        state = super()._on_HazardDrawn(state, d)
        return replace(state, hazard_hand=(*state.hazard_hand, str(d["card"])))

    def _on_HazardRevealed(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, hazard_hand=state.hazard_hand[1:], row=(*state.row, str(d["card"])))

    def _on_HazardPlayEnded(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, step=ADJUST)

    def _on_ResourcesDrawn(self, state: State, d: Mapping[str, Any]) -> State:
        state = super()._on_ResourcesDrawn(state, d)
        return replace(state, step="") if state.step == DRAW_RESOURCES else state
