"""The long-event phase and the movement/hazard phase: the long-events, the second moves,
the hazards' effects declared and their attacks met (RGO-LONG-*, RGO-HAZ-*); an attack at
the site is met the same way."""

from __future__ import annotations

from typing import Any

from domain.ruleset import Action, illegal
from domain.rulesets.road_goes_ever_on import (
    active,
    agents,
    ally_hazard_cancels,
    attack_cancels,
    balance_of_things,
    bridge,
    creatures,
    great_ship,
    hand_windows,
    hazard_long_events,
    hazard_scripts,
    item_thefts,
    long_events,
    moon,
    resource_long_events,
    second_move,
    sent_home,
    support,
)
from domain.rulesets.road_goes_ever_on.decision import Decision, Handler
from domain.rulesets.road_goes_ever_on.phases.shared import Shared, unique
from domain.rulesets.road_goes_ever_on.state import (
    ENVIRONMENT_REROLL,
    LONG_EVENT,
    SITE,
    State,
)
from domain.rulesets.road_goes_ever_on.strike_terms import enhanced

#: The long-event phase's roll for a hazard long-event (RGO-LONG-2).
_CONTINUE = Action("continue", "Roll for the hazard long-event", "RGO-LONG-2")


class MovementHazardRules(Shared):
    """The long-event and movement/hazard phases' actions and their handlers."""

    #: The creature scripts (domain.engine.creature_scripts) it plays.
    creature_generations = creatures.GENERATIONS
    #: The hazard events that stay in play (domain.engine.hazards_in_play) it plays.
    long_event_generations = ((hazard_scripts.DOORS_SINCE_VERSION,
                               hazard_scripts.IN_PLAY_GENERATION),
                              (hazard_long_events.SINCE_VERSION, hazard_long_events.GENERATION),
                              (hazard_long_events.GENERATION_4_SINCE, 4),
                              (hazard_long_events.GENERATION_5_SINCE, 5))
    def _long_event_actions(self, state: State) -> list[Action]:
        out = [Action(f"play-long-event:{c}", f"Play {self.catalog.get(c).name}",
                      "RGO-LONG-1") for c in unique(state.hand)
               if "Long-event" in self.catalog.get(c).subtypes
               and resource_long_events.problem(state, self.catalog.get(c),
                                                self.played) is None]
        out += self.choices(state).long_event(state)
        out += self._resources(state)
        out += active.actions(state, self.catalog.get(state.site), self.catalog.get,
                              self.played) \
            if self._enhanced else []  # Galva's untapping, the movement planned
        out += moon.stars_actions(state, self.catalog.get) \
            if moon.stars_offered(self.played) else []  # Arinmîr's Stars
        return [*out, _CONTINUE]

    def _offers_continue(self, state: State, action: str) -> Action | None:
        return _CONTINUE if action == "continue" and self._waits_in(state, LONG_EVENT) \
            else None

    def _offers_reroll(self, state: State, action: str) -> Action | None:
        if not self._waits_in(state, ENVIRONMENT_REROLL):
            return None
        return next((a for a in self._reroll_actions() if a.id == action), None)

    @staticmethod
    def _reroll_actions() -> list[Action]:
        return [Action("roll-again", "Roll again for another hazard long-event", "RGO-LONG-3"),
                Action("decline", "Do not roll again", "RGO-LONG-3")]

    def _play_long_event(self, d: Decision) -> None:
        card = self.catalog.get(d.rest)
        d.ctx.emit("LongEventPlayed", resource_long_events.PLAYED, card=card.id, name=card.name,
                   side="resource", environment=card.environment)
        resource_long_events.came_into_play(d.ctx, card)
        d.turn.long_event_roll(d.ctx)

    def _continue(self, d: Decision) -> None:
        d.turn.long_event_roll(d.ctx)

    def _roll_again(self, d: Decision) -> None:
        d.turn.roll_again(d.ctx)

    def _decline(self, d: Decision) -> None:
        d.turn.begin_hazards(d.ctx)

    def _draw_hazards(self, d: Decision) -> None:
        """The company's hand cards played or passed: its Hazard Pile (hand_windows.py)."""
        d.turn.draw_pile(d.ctx)

    def _declare_long(self, d: Decision) -> None:
        hazard, _, effect = d.rest.partition(":")
        d.turn.after_long_event(d.ctx, long_events.declare(d.ctx, self.catalog, hazard,
                                                           effect, d.args))

    def _declare(self, d: Decision) -> None:
        hazard, _, effect = d.rest.partition(":")
        d.turn.declare(d.ctx, hazard, effect, d.args)
        if d.ctx.state.phase == SITE and d.ctx.state.awaited_check is None:
            self._on_guard_done(d.ctx, d.turn, d.site_phase)

    def _assign(self, d: Decision) -> None:
        if d.turn.defender_assigns(d.ctx, d.rest or None):
            self._after_attack(d.ctx, d.turn, d.site_phase)

    def _tap_to_cancel(self, d: Decision) -> None:
        """A character taps to cancel an Assassin's or a Slayer's attack; one canceled with
        its strike held may end the attack: the game goes on (held_attacks.py)."""
        hazard = d.state.awaited_strikes.hazard if d.state.awaited_strikes else None
        beaten = attack_cancels.handle(self, d)
        if beaten is not None:
            self._after_attack(d.ctx, d.turn, d.site_phase, hazard, beaten=beaten)

    def _ally_hazard(self, d: Decision) -> None:
        d.turn.hazard_decided(d.ctx, d.rest or None)
        if d.ctx.state.phase == SITE and d.ctx.state.awaited_event is None \
                and d.ctx.state.awaited_transfer is None and d.ctx.state.awaited_check is None:
            self._on_guard_done(d.ctx, d.turn, d.site_phase)

    def _transfer(self, d: Decision) -> None:
        """The item a character sent home passes, or none (sent_home.py); then the hazards
        go on, or the site phase."""
        sent_home.choose(d.ctx, d.rest)
        if d.ctx.state.phase == SITE:
            self._on_guard_done(d.ctx, d.turn, d.site_phase)
        else:
            d.turn.continue_hazards(d.ctx)

    def _ship_event(self, d: Decision) -> None:
        """A hazard event on the company aboard a Great Ship canceled or let take effect;
        then the hazards go on, or the site phase (great_ship.py)."""
        ctx, turn, site_phase, kind, rest = d.ctx, d.turn, d.site_phase, d.kind, d.rest
        target = ctx.state.ship_event_target or None
        card = great_ship.decide_event(ctx, kind, rest)
        if card is not None:  # Leaflock or Tom Bombadil may still cancel it
            turn.offer_ally_cancel(ctx, self.catalog.get(card), target)
        if ctx.state.awaited_event is not None or ctx.state.hazard_cancel is not None \
                or ctx.state.awaited_transfer is not None or ctx.state.awaited_check is not None:
            return  # the player declares its effect first, may cancel it, chooses the item
            # a character sent home passes (sent_home.py), or helps its check
        if ctx.state.phase == SITE:
            self._on_guard_done(ctx, turn, site_phase)
        else:
            turn.continue_hazards(ctx)

    def _great_ship(self, d: Decision) -> None:
        state = d.state
        d.require(lambda: great_ship.refusal(state, self.catalog, d.rest, self.played))
        great_ship.cancel(d.ctx, d.rest)
        if state.awaited_strikes is not None and d.ctx.state.awaited_strikes is None:
            self._after_attack(d.ctx, d.turn, d.site_phase, state.awaited_strikes.hazard)

    def _agent(self, d: Decision) -> None:
        """Attack an Agent met or let it be (RGO-AGENT-8), or meet one waiting at the site
        (RGO-AGENT-10, 11); then the Hazard Pile goes on, or the site phase."""
        ctx, kind, rest = d.ctx, d.kind, d.rest
        state = ctx.state
        if f"{kind}:{rest}".rstrip(":") not in [a.id for a in self.actions(state)]:
            raise agents.refusal(state, kind, rest, self.catalog.get)
        then = state.awaited_agent[2] if state.awaited_agent else agents.SITE_PHASE
        if kind == "face-agent":
            agents.face(ctx, rest)
        else:
            agents.decide(ctx, kind, rest)
        if ctx.state.awaited_agent is not None:
            return
        turn, site_phase = self.machinery(ctx.state)
        if then == agents.HAZARDS:
            turn.continue_hazards(ctx)
        elif then == agents.EXPLORE:
            site_phase.resume(ctx)  # the rest of the site's attacks, then it is explored
        turn.lost_if_no_one(ctx)

    def _bridge(self, d: Decision) -> None:
        moves = self._second_moves(d.state)
        d.require(lambda: bridge.refusal(d.state, self.catalog, d.rest, moves, self.played))
        bridge.cross(d.ctx, self.catalog, d.rest, moves)
        d.turn.movement_hazard(d.ctx)

    def _second_move(self, d: Decision) -> None:
        moves = self._second_moves(d.state)
        d.require(lambda: illegal(
            second_move.problem(d.state, self.catalog, d.rest, moves)
            or "The game waits for another decision first.", second_move.refused(self.played)))
        second_move.ride(d.ctx, self.catalog, d.rest, moves)
        d.turn.movement_hazard(d.ctx)

    def _stand(self, d: Decision) -> None:
        refused = support.stand_problem(d.state, d.rest, self.played, self.catalog.get)
        if refused is not None:
            raise refused
        support.stand(d.ctx, d.rest)

    def _support(self, d: Decision) -> None:
        supporter, _, helped = d.rest.partition(":")
        refused = support.problem(d.state, supporter, helped, self.played,
                                  self.catalog.get)
        if refused is not None:
            raise refused
        support.give(d.ctx, supporter, helped)


#: The handlers of the long-event and movement/hazard phases' actions, and of the attacks'
#: (by kind).
MOVEMENT_HAZARD_HANDLERS: dict[str, Handler[Any]] = {
    "play-long-event": Handler(MovementHazardRules._play_long_event, listed=True),
    "continue": Handler(MovementHazardRules._continue, listed=True,
                        offers=MovementHazardRules._offers_continue),
    "roll-again": Handler(MovementHazardRules._roll_again, listed=True,
                          offers=MovementHazardRules._offers_reroll),
    "decline": Handler(MovementHazardRules._decline, listed=True,
                       offers=MovementHazardRules._offers_reroll),
    hand_windows.KIND: Handler(MovementHazardRules._draw_hazards, hand_windows.offered,
                               listed=True),
    moon.STARS: Handler(moon.handle_stars, moon.stars_offered),
    **dict.fromkeys(balance_of_things.KINDS, Handler(balance_of_things.handle, listed=True)),
    bridge.KIND: Handler(MovementHazardRules._bridge, bridge.offered),
    second_move.KIND: Handler(MovementHazardRules._second_move, second_move.offered),
    "declare-long": Handler(MovementHazardRules._declare_long, listed=True),
    "declare": Handler(MovementHazardRules._declare, listed=True),
    **dict.fromkeys((ally_hazard_cancels.KIND, ally_hazard_cancels.LET),
                    Handler(MovementHazardRules._ally_hazard, listed=True)),
    **dict.fromkeys(great_ship.EVENT_KINDS,
                    Handler(MovementHazardRules._ship_event, listed=True)),
    great_ship.KIND: Handler(MovementHazardRules._great_ship, great_ship.offered),
    **dict.fromkeys(("attack-agent", "leave-agent", "face-agent"),
                    Handler(MovementHazardRules._agent, agents.offered)),
    **dict.fromkeys(("assign", "assign-rest"),
                    Handler(MovementHazardRules._assign, listed=True,
                            offers=MovementHazardRules._offers_assign)),
    "stand": Handler(MovementHazardRules._stand, enhanced),
    "support": Handler(MovementHazardRules._support, enhanced),
    attack_cancels.KIND: Handler(MovementHazardRules._tap_to_cancel, attack_cancels.offered),
    item_thefts.KIND: Handler(item_thefts.handle, item_thefts.offered),
    sent_home.KIND: Handler(MovementHazardRules._transfer, sent_home.asks, listed=True),
}
