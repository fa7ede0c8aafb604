"""The actions offered in each phase, and a decision sent to its handler by its kind,
or refused with the reason."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from domain.canonical import JSON
from domain.engine import athelas, coe
from domain.engine.movement import STARTER_MOVEMENT, site_path
from domain.ruleset import Action, Context, illegal
from domain.rulesets.road_goes_ever_on import (
    additional_items,
    alatar,
    ally_abilities,
    ally_hazard_cancels,
    ally_strikes,
    balance_of_things,
    bane_of_the_ithil_stone,
    blade_removal,
    book_of_mazarbul,
    character_cancels,
    check_helpers,
    combat,
    council,
    dungeons,
    dwarven_rings,
    each_strikes,
    effect_clauses,
    ent_draughts,
    factions,
    fellowship,
    golden_hoard,
    great_ship,
    hand_resources,
    hand_windows,
    hazard_scripts,
    healing_items,
    interjections,
    item_uses,
    long_events,
    lost_tapping,
    resource_long_events,
    sent_home,
    skill_taps,
    spell_recall,
    tokens,
    traitor,
    under_deeps_moves,
    unique_factions,
)
from domain.rulesets.road_goes_ever_on.corruption import UNTAPPED as UNTAPPED_REMOVAL
from domain.rulesets.road_goes_ever_on.corruption import CorruptionRemoval
from domain.rulesets.road_goes_ever_on.decision import Decision, Handler
from domain.rulesets.road_goes_ever_on.organization import Organization
from domain.rulesets.road_goes_ever_on.palantir import PalantirUse
from domain.rulesets.road_goes_ever_on.phases.end_of_turn import EndOfTurnRules
from domain.rulesets.road_goes_ever_on.phases.movement_hazard import MovementHazardRules
from domain.rulesets.road_goes_ever_on.phases.organization import OrganizationRules
from domain.rulesets.road_goes_ever_on.phases.site import SiteRules
from domain.rulesets.road_goes_ever_on.rings import RingTest
from domain.rulesets.road_goes_ever_on.state import (
    ENVIRONMENT_REROLL,
    LONG_EVENT,
    ORGANIZATION,
    SITE,
    State,
)
from domain.rulesets.road_goes_ever_on.turn import ORDER_RULE, Turn


class Dispatch(OrganizationRules, MovementHazardRules, SiteRules, EndOfTurnRules):
    """The phases together: the actions offered now, and a decision played by its handler
    or refused."""

    #: The handler of each kind of action (decision.py); ruleset.py puts the phases' together.
    handlers: ClassVar[Mapping[str, Handler[Any]]]

    def actions(self, state: State) -> list[Action]:
        # Bane of the Ithil-stone in play cancels the game's own searches of a deck.
        return bane_of_the_ithil_stone.offered_now(state, self.played, self._all_actions(state))

    def action_label(self, state: State, action: str) -> str | None:
        """Read from the action's kind alone where its handler works it out so (``offers``)."""
        handler = self.handlers.get(action.partition(":")[0])
        offers = handler.offers if handler is not None else None
        if handler is None or offers is None or not handler.offered(self.played):
            return super().action_label(state, action)
        found = offers(self, state, action)
        return None if found is None else found.label

    def _all_actions(self, state: State) -> list[Action]:
        if state.outcome is not None:
            return []
        awaited = self._awaited_actions(state)
        if awaited is not None:
            return awaited
        if state.phase == ORGANIZATION:
            return [*self._organization_actions(state),
                    *golden_hoard.actions(state, self.catalog.get, self._quest_problem,
                                          self.played)]
        if state.phase == LONG_EVENT:
            return self._long_event_actions(state)
        if state.phase == ENVIRONMENT_REROLL:
            return self._reroll_actions()
        if state.phase == SITE:
            return [*self._site_actions(state),
                    *golden_hoard.actions(state, self.catalog.get, self._quest_problem,
                                          self.played)]
        return []

    def decide(self, ctx: Context[State], action: str, args: Mapping[str, JSON]) -> None:
        state = ctx.state
        if state.outcome is not None:
            raise illegal("The game is over.", "RGO-GEN-7")
        kind, _, rest = action.partition(":")
        cancelled = bane_of_the_ithil_stone.own_refusal(state, self.played, action,
                                                        lambda: self._all_actions(state))
        if cancelled is not None:
            raise cancelled
        turn, site_phase = self.machinery(state)
        if hazard_scripts.river_holds(state) and kind not in (hazard_scripts.RIVER_KIND,
                                                              "end-turn") \
                and self._awaited_actions(state) is None:
            raise hazard_scripts.river_refusal(state, self.catalog, self.played)
        handler = self.handlers.get(kind)
        offers = handler.offers if handler is not None else None
        decision = Decision(ctx, state, action, kind, rest, args, turn, site_phase,
                            (lambda: action in [a.id for a in self.actions(state)])
                            if offers is None else
                            (lambda: offers(self, state, action) is not None),
                            lambda: self._refusal(state, kind, rest))
        mark = len(ctx.facts)
        # Another action declared first, not an answer the game waits for: the additional item
        # is played no more (additional_items.py).
        forgoes = additional_items.is_open(state) and self._awaited_actions(state) is None \
            and self._additional(state, action) is None
        if handler is None or not handler.offered(self.played):
            decision.require()  # nothing else is done with a kind its version does not play
        else:
            if handler.listed:
                decision.require()
            handler.run(self, decision)
        if ctx.state.fellowships:  # a Fellowship goes when its company changes (fellowship.py)
            fellowship.check(ctx)
        # The attacks a card made between the steps, the step played (a Traitor's); from
        # interjections.DURING_ATTACK_SINCE at once during an attack waiting for the defender,
        # set aside till they are over.
        if interjections.sets_aside(ctx.state, self.played):
            interjections.set_aside(ctx)
        interjections.make_queued(ctx, combat.make_interjected)
        while interjections.taking_up(ctx.state):
            if turn.take_up(ctx):
                self._after_attack(ctx, turn, site_phase)
            interjections.make_queued(ctx, combat.make_interjected)
        turn.lost_at_once(ctx)  # whatever the decision took, none left ends the game now
        if forgoes and additional_items.is_open(ctx.state) and ctx.state.outcome is None:
            additional_items.forgo(ctx, self.catalog.get(state.site))
        if additional_items.plays(self.played) \
                and additional_items.tapped_by_resource(ctx.facts[mark:], ctx.state) \
                and self._additional_choices(ctx.state):
            additional_items.offer(ctx, self.catalog.get(ctx.state.site))

    def _refusal(self, state: State, kind: str, rest: str) -> Exception:
        if check_helpers.offered(self.played):  # a check waits, or none does for its actions
            helped = check_helpers.refusal(state, kind, rest, self._name)
            if helped is not None:
                return helped
        if kind in blade_removal.KINDS and blade_removal.offered(self.played):
            return blade_removal.refusal(state, kind, rest, self.catalog.get)
        if kind in balance_of_things.KINDS and balance_of_things.chosen(self.played):
            return balance_of_things.refusal(state, self.catalog, kind, rest)
        if kind in great_ship.EVENT_KINDS and great_ship.event_offered(self.played):
            return great_ship.event_refusal(state, kind, rest)
        if kind == alatar.KIND and alatar.offered(self.played):
            return alatar.refusal(state, self.catalog.get)
        if kind == spell_recall.KIND and spell_recall.offered(self.played):
            return spell_recall.refusal(state, self.catalog.get, rest,
                                        not Turn.still_to_come(state, state.sited_companies))
        if kind in ("resource", "declare-resource") and hand_resources.offered(self.played):
            return hand_resources.refusal(state, self.catalog, kind, rest, self.played)
        if kind in ("escape", "rescue", "faction", "recruit") and factions.offered(self.played):
            return factions.refusal(state, kind, rest)
        if kind == "ally" and ally_abilities.offered(self.played):
            return ally_abilities.refusal(state, self.catalog, rest)
        if kind == ally_hazard_cancels.KIND and ally_hazard_cancels.offered(self.played):
            return ally_hazard_cancels.refusal(state, self.catalog, rest)
        if state.hazard_cancel is not None:
            return illegal(f"Cancel {self._name(state.hazard_cancel[0])} with an ally, or let "
                           "it take effect, first.", ally_hazard_cancels.RULE)
        if kind == character_cancels.KIND and character_cancels.offered(self.played):
            return character_cancels.refusal(state, self.catalog, rest, self.played)
        if kind == item_uses.KIND and item_uses.offered(self.played):
            return item_uses.refusal(state, self.catalog, rest, self.played)
        if kind == "play-long-event" and rest in state.hand and rest in self.catalog:
            why = resource_long_events.problem(state, self.catalog.get(rest), self.played)
            if why is not None:
                return illegal(f"{why}.", resource_long_events.RULE)
        if state.awaited_long is not None:
            return illegal(f"Declare the effect of {self._name(state.awaited_long[0])} "
                           "first.", long_events.RULE)
        if state.awaited_event is not None:
            return illegal(f"Declare the effect of {self._name(state.awaited_event[0])} "
                           "first.", effect_clauses.ruling(self.played))
        if kind == "assign" and (each := each_strikes.assign_refusal(state, self.played)):
            return each
        if kind == "assign" and ally_strikes.offered(self.played) and rest in state.allies \
                and state.character(rest) is None:
            return ally_strikes.refusal(state, self.catalog.get, rest)
        if kind == "assign" and (nomination := traitor.nomination_refusal(
                state, rest, self.played, self._name)) is not None:
            return nomination
        if state.awaited_strikes is not None:
            return illegal("Assign the strikes to untapped characters not yet struck, or "
                           "leave the rest to chance.", coe.DEFENDER_ASSIGNS)
        if state.council_offered:
            return illegal("The turn is at its end: call the Free Council, or end the turn "
                           f"({council.DECLINE}).", council.TIMING)
        if state.awaited_discard is not None:
            rule = "RGO-GEN-3" if state.awaited_discard == SITE else "RGO-GEN-4"
            return illegal("Discard down to five cards first: name a card in your hand.",
                           rule)
        if state.awaited_item_loss is not None:
            return illegal("Name the item the thief takes first.", state.awaited_item_loss[1])
        if state.awaited_tapping is not None:
            return illegal(lost_tapping.waiting(state), state.awaited_tapping[0])
        if state.awaited_transfer is not None:
            return illegal(sent_home.waiting(state, self._name), state.awaited_transfer[0])
        if state.awaited_company is not None:
            phase, candidates = state.awaited_company
            return illegal(f"Choose the company whose {phase} phase comes next: "
                           f"{', '.join(candidates)}.", ORDER_RULE[phase])
        if state.hand_cards_awaited:
            return illegal(hand_windows.WAITING, hand_windows.RULE)
        if kind == hand_windows.KIND:
            return illegal("No company waits with its hand cards before its hazards now.",
                           hand_windows.RULE)
        if kind == "next-company":
            return illegal("No company's phase is waiting to be chosen now.", "CoE-2.IV")
        if kind == "explore" and rest == tokens.SKILL_TOKEN and state.phase == SITE \
                and not state.explored:
            return illegal("A Skill token stands in only for a tapping this site's encounter "
                           "asks for a skill: no untapped character holding one has such a "
                           "skill.", skill_taps.CLAUSE)
        found = self.choices(state).refusal(state, kind, rest)
        if found is not None:
            return found
        if kind in ("remove-corruption", UNTAPPED_REMOVAL):
            return CorruptionRemoval(self.machinery(state)[0]).refusal(
                state, rest, untapped=kind == UNTAPPED_REMOVAL)
        if kind == "use-palantir":
            return PalantirUse(self.machinery(state)[0]).refusal(state, rest)
        if kind == "test-ring":
            return RingTest(self.machinery(state)[0]).refusal(state, rest)
        if kind == athelas.KIND and healing_items.offered(self.played):
            return healing_items.refusal(state, rest, self.catalog.get)
        if kind == book_of_mazarbul.KIND and book_of_mazarbul.offered(self.played):
            return book_of_mazarbul.refusal(state, rest, self.catalog.get)
        if kind == dwarven_rings.KIND and dwarven_rings.offered(self.played):
            return dwarven_rings.refusal(state, self.catalog.get, rest, self._site_open)
        if kind == "stay" and state.phase == ORGANIZATION:
            refusal = Organization(self.catalog, self.played).leave_refusal(state, None)
            if refusal is not None:
                return refusal
        if kind == "move":
            name = self.catalog.get(rest).name if rest in self.catalog else rest
            if state.phase != ORGANIZATION:
                return illegal("Movement is planned in the organization phase.", "RGO-GEN-1")
            target = self.catalog.get(rest) if rest in self.catalog else None
            here = self.catalog.get(state.site)
            if target is not None and dungeons.offered(self.played) \
                    and (dungeons.is_dungeon(here) or dungeons.is_dungeon(target)):
                problem = dungeons.move_problem(state, here, target)
                if problem is not None:
                    return illegal(*problem)
            deeps = under_deeps_moves.offered(state.options)
            if target is not None and (site_path(here, target) or (
                    dungeons.offered(self.played) and dungeons.path(here, target) is not None)
                    or (deeps and under_deeps_moves.joins(here, target))):
                problem = self.choices(state).move_problem(state, target)
                if problem is not None:
                    return illegal(*problem)
                refusal = Organization(self.catalog, self.played).leave_refusal(state, target.id)
                if refusal is not None:
                    return refusal
            elif target is not None and deeps:
                apart = under_deeps_moves.refusal(here, target)
                if apart is not None:
                    return illegal(*apart)
            return illegal(f"There is no site path from {self.catalog.get(state.site).name} "
                           f"to {name} with the sites of your site deck.", STARTER_MOVEMENT)
        if kind == "play-character" and rest in self.catalog:
            turn, _ = self.machinery(state)
            card = self.catalog.get(rest)
            if rest not in state.hand:
                return illegal(f"{card.name} is not in your hand.", "RGO-GEN-1")
            problem = turn.hand_play_problem(state, card, self.catalog.get(state.site))
            if problem is not None:
                return illegal(*problem)
        if kind == "take-quest":
            quest, _, who = rest.partition(":")
            listed = any(q.card == quest for q in state.display)
            info = self._information_problem(state, quest, who) if listed else None
            if info is not None:
                return illegal(*info)
            held = unique_factions.refusal(state, self.catalog, quest, self.played) \
                if listed else None
            if held is not None:
                return held
            reason = self._quest_problem(state, quest, who)
            if reason is not None:
                return illegal(reason, "RGO-QUEST-4")
        if kind == "play-item":
            card_id, _, who = rest.partition(":")
            if card_id in self.catalog:
                card = self.catalog.get(card_id)
                refused = self._item_problem(state, card, who)
                if refused is not None and additional_items.is_open(state) \
                        and not ent_draughts.is_it(self.played, card):  # why not as this one
                    refused = self._additional_problem(state, card, who) or refused
                if refused is not None:
                    return illegal(*refused)
        return illegal(f"{kind!r} is not possible now (phase: {state.phase}).", "RGO-GEN-1")
