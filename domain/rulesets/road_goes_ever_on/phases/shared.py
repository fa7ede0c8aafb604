"""What every phase of the turn shares: the turn's machinery, the decisions awaited in
the middle of a step, the resources the hand may play at any time, what follows an attack,
the checks of the site, the points and the Free Council's condition."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from domain.cards import Card
from domain.engine import coe
from domain.engine.items import item_play_problem
from domain.engine.movement import reachable
from domain.narration import named
from domain.ruleset import Action, Context, Ruleset, illegal
from domain.rulesets.road_goes_ever_on import (
    abilities,
    active,
    agents,
    alatar,
    ally_abilities,
    ally_hazard_cancels,
    ally_moves,
    army_of_the_dead,
    attack_cancels,
    attack_ends,
    balance_of_things,
    battles,
    blade_removal,
    chance_meeting,
    character_cancels,
    check_helpers,
    combat,
    council,
    display_copies,
    dragons,
    each_strikes,
    ent_draughts,
    factions,
    great_ship,
    hand_resources,
    hand_windows,
    hazard_events,
    hazard_scripts,
    information,
    interjections,
    item_copies,
    item_thefts,
    item_uses,
    long_events,
    lost_tapping,
    lucky_search,
    mount_doom,
    raids,
    rescues,
    return_of_the_king,
    sent_home,
    siege,
    step_checks,
    stone_of_erech,
    storing,
    support,
    swordmaster,
    tables,
    thorough_search,
    tokens,
    true_fana,
    unique_factions,
    white_tree,
    wizards_ring,
)
from domain.rulesets.road_goes_ever_on.choices import Choices
from domain.rulesets.road_goes_ever_on.combat import defender_choices
from domain.rulesets.road_goes_ever_on.decision import Decision, Handler
from domain.rulesets.road_goes_ever_on.site_phase import SitePhase
from domain.rulesets.road_goes_ever_on.state import (
    ORGANIZATION,
    SITE,
    State,
)
from domain.rulesets.road_goes_ever_on.strike_terms import PLAIN_CHARACTER_VERSIONS, enhanced
from domain.rulesets.road_goes_ever_on.turn import ORDER_RULE, Turn


def has_songs(played: str) -> bool:
    """The version played has section 2's Songs and Agents (version 4 on)."""
    return played not in (*PLAIN_CHARACTER_VERSIONS, "3")


def unique(cards: Sequence[str]) -> list[str]:
    return list(dict.fromkeys(cards))


class Shared(Ruleset[State]):
    """The ruleset's pieces every phase reads (each phase is a mixin of it)."""

    @property
    def _enhanced(self) -> bool:
        return enhanced(self.played)

    @property
    def _songs_and_agents(self) -> bool:
        return has_songs(self.played)

    def _waits_in(self, state: State, phase: str) -> bool:
        """Whether the actions offered now are ``phase``'s own (``actions``): the game is
        not over, is in that phase, and waits for no decision in the middle of a step."""
        return state.outcome is None and state.phase == phase \
            and self._awaited_actions(state) is None

    def _agent_meets(self, state: State) -> list[Action]:
        """An Agent waiting at the site, who meets the company first (RGO-AGENT-10, 11)."""
        return agents.face_action(state, self.catalog.get) if agents.offered(self.played) \
            else []

    def machinery(self, state: State) -> tuple[Turn, SitePhase]:
        found = tables.load_tables(state.options.get("tables") or {})
        # Asked several times a decision: the pair (which keeps nothing of a state) is made
        # again only for other tables, cards or version (a copy of the ruleset for another
        # version or setup starts with this one's).
        kept = self.__dict__.get("_machinery")
        if kept is not None and kept[0] is found and kept[1] is self.catalog \
                and kept[2] == self.played:
            pair: tuple[Turn, SitePhase] = kept[3]
            return pair
        turn = Turn(self.catalog, found, self.played)
        pair = turn, SitePhase(turn)
        self.__dict__["_machinery"] = (found, self.catalog, self.played, pair)
        return pair

    def choices(self, state: State) -> Choices:
        return Choices(*self.machinery(state))

    def _awaited_actions(self, state: State) -> list[Action] | None:
        """The only actions while the game waits for a decision in the middle of a step:
        a hazard event's effect, the defender's strikes, the cut to five."""
        first = self._awaited_before_strikes(state)
        if first is not None:
            return first
        if state.awaited_strikes is not None:
            return [*self._assign_actions(state), *self._beside_assigning(state),
                    self._assign_rest(state)]
        return self._awaited_after_strikes(state)

    def _assigning(self, state: State) -> bool:
        """Whether the actions offered now are those of the defender's strikes
        (``_awaited_actions``): the game waits for them, and for nothing it asks first."""
        return state.outcome is None and state.awaited_strikes is not None \
            and self._awaited_before_strikes(state) is None

    def _awaited_before_strikes(self, state: State) -> list[Action] | None:
        """The waits ``_awaited_actions`` answers before the defender's strikes."""
        if state.awaited_check is not None:  # helpers or the roll (check_helpers.py)
            return check_helpers.actions(state, self._name)
        if state.awaited_untap:
            return blade_removal.actions(state, self.catalog.get)
        if state.awaited_balance is not None:
            return balance_of_things.actions(state, self.catalog, self.played)
        if state.awaited_ship_event is not None:
            return great_ship.event_actions(state)
        if state.hazard_cancel is not None:  # Leaflock, Tom Bombadil
            return ally_hazard_cancels.actions(state, self.catalog)
        if state.awaited_long is not None:
            return long_events.declarable(state, self.catalog)
        if state.awaited_event is not None:
            card, target = state.awaited_event
            return hazard_events.declarable(state, self.catalog, card, target, self.played)
        return None

    def _assign_actions(self, state: State) -> list[Action]:
        """The defender's strikes: each character a strike of the attack may go to."""
        awaited = state.awaited_strikes
        assert awaited is not None
        attack = awaited.read_attack()
        return [Action(f"assign:{c}", f"{self._name(c)} faces a strike of {attack.name}",
                       _assign_clause(state, c))
                for c in defender_choices(state, attack, awaited.assigned, brave=awaited.brave,
                                          card=self.catalog.get, played=self.played,
                                          spared=awaited.spared)]

    def _beside_assigning(self, state: State) -> list[Action]:
        """What the defender may do besides, while the strikes wait to be assigned."""
        out = [*tokens.spend_actions(state, self.played, self.catalog.get),
               *support.actions(state, self.played, self.catalog.get),
               *support.stand_actions(state, self.played, self.catalog.get)] \
            if self._enhanced else []
        out += self._resources(state)
        out += item_thefts.actions(state, self.catalog, self.played)  # the item a thief takes
        out += attack_cancels.actions(state, self.played)  # an Assassin's, a Slayer's
        out += great_ship.actions(state, self.catalog, self.played)
        return out

    def _assign_rest(self, state: State) -> Action:
        """``assign-rest``, told by what it does now: the held strike faced, the strikes all
        assigned resolved, one to each character, or the rest left to chance."""
        awaited = state.awaited_strikes
        assert awaited is not None
        attack = awaited.read_attack()
        if awaited.held is not None:  # held_attacks.py
            who = self._name(awaited.assigned[0])
            return Action("assign-rest", f"{who} faces the strike of {attack.name}",
                          coe.DEFENDER_ASSIGNS)
        if support.all_assigned(state, self.played, self.catalog.get):
            return Action("assign-rest", "Resolve the strikes", coe.STRIKE_ORDER)
        if each_strikes.applies(self.played, attack):  # none is left to chance
            return Action("assign-rest", each_strikes.label(attack), each_strikes.RULE)
        return Action("assign-rest", "Leave the other strikes to chance", "RGO-TARGET-2")

    def _offers_assign(self, state: State, action: str) -> Action | None:
        """``assign:<character>`` and ``assign-rest`` while the strikes wait to be assigned
        (_awaited_actions)."""
        if not self._assigning(state):
            return None
        if action == "assign-rest":
            return self._assign_rest(state)
        return next((a for a in self._assign_actions(state) if a.id == action), None)

    def _awaited_after_strikes(self, state: State) -> list[Action] | None:
        """The waits ``_awaited_actions`` answers after the defender's strikes."""
        if state.rescuing is not None:
            return rescues.awaited(state, self.catalog.get)
        if state.awaited_agent is not None:
            return agents.actions(state, self.catalog.get)
        if state.council_offered:  # the end of the turn (council.END_OF_TURN_SINCE)
            return [Action("call-council", "Call the Free Council", council.TIMING),
                    Action(council.DECLINE, "End the turn without calling the Free Council",
                           council.TIMING)]
        if state.awaited_discard is not None:
            rule = "RGO-GEN-3" if state.awaited_discard == SITE else "RGO-GEN-4"
            return [Action(f"discard:{c}", f"Discard {self._name(c)}", rule)
                    for c in unique(state.hand)]
        if state.awaited_company is not None:
            phase, candidates = state.awaited_company
            return [Action(f"next-company:{c}", f"The company of {self._company_names(state, c)}"
                           f" takes its {phase} phase next", ORDER_RULE[phase])
                    for c in candidates]
        if state.awaited_tapping is not None:  # who taps for a Lost encounter
            return lost_tapping.actions(state, self._name)
        if state.awaited_transfer is not None:  # the item a character sent home passes
            return sent_home.actions(state, self._name, self.played)
        if state.awaited_item_loss is not None:
            who, rule = state.awaited_item_loss
            bearer = state.character(who)
            return [Action(f"lose-item:{item_copies.ref(self.played, i)}",
                           f"{self._name(who)} loses {i.name}"
                           + item_copies.described(i.lost_treasure, self._name), rule)
                    for i in (bearer.items if bearer else ())]
        if state.hand_cards_awaited:  # the company's hand cards before its hazards
            return hand_windows.actions(state, self.catalog, self.played)
        return None

    def _resources(self, state: State) -> list[Action]:
        """Resources the hand may play now (version 5 on), and the uses of factions
        (version 7 on)."""
        if not hand_resources.offered(self.played):
            return []
        if not factions.offered(self.played):
            return hand_resources.actions(state, self.catalog, self.played)
        turn = self.machinery(state)[0]
        return [*hand_resources.actions(state, self.catalog, self.played),
                *factions.cancel_actions(state, self.catalog, self.played),
                *ally_abilities.cancel_actions(state, self.catalog, self.played),
                *character_cancels.cancel_actions(state, self.catalog, self.played),
                *alatar.actions(state, self.catalog.get, self.played),
                *item_uses.actions(state, self.catalog, self.played),
                *factions.escape_actions(state, self.catalog),
                *factions.recruit_actions(state, self.catalog, turn.character_problem,
                                         self.played),
                *factions.rescue_actions(state, self.catalog),
                *chance_meeting.actions(state, self.catalog.get, self.played),
                *lucky_search.actions(state, self.catalog.get, self.played)]

    def _after_attack(self, ctx: Context[State], turn: Turn, site_phase: SitePhase,
                      canceled: str | None = None, *, beaten: bool = False) -> None:
        """Once an attack is over (or ``canceled``, a creature card: discarded, or defeated
        where ``beaten``) the site phase or the Hazard Pile goes on."""
        if canceled is not None:
            turn.creature_gone(ctx, canceled, beaten)
        lucky_search.after_strike(ctx)  # the item a wounded scout loses
        resume = ctx.state.interjection_resume
        if interjections.over(ctx, combat.make_interjected):
            if resume == interjections.BATTLE and not ctx.state.interjecting \
                    and interjections.every_battle_attack(self.played):
                self._battle_goes_on(ctx)  # concluded first should no one be left
            turn.lost_if_no_one(ctx)  # the game is back where it waited
            if resume == interjections.HAZARDS and not ctx.state.interjecting \
                    and ctx.state.outcome is None:
                turn.continue_hazards(ctx)  # made at once: the Hazard Pile goes on
            if resume == interjections.COUNCIL and not ctx.state.interjecting \
                    and ctx.state.outcome is None and turn.council_checks(ctx):
                self._council_over(ctx, turn)  # made at the Free Council: its checks went on
            if resume in (interjections.UNTAP_CHECKS, interjections.MOVEMENT_END) \
                    and not ctx.state.interjecting and ctx.state.outcome is None:
                turn.step_goes_on(ctx, resume)  # made amid a step's checks: they go on
            if resume == interjections.STEP_ACTS and not ctx.state.interjecting \
                    and ctx.state.outcome is None:
                step_checks.go_on(ctx, turn)  # made amid a step's acts: they go on
            if resume == interjections.SITE_PHASE and not ctx.state.interjecting \
                    and ctx.state.outcome is None:
                site_phase.resume(ctx)  # made amid the site phase: it goes on
            if resume == interjections.BATTLE and not ctx.state.interjecting \
                    and ctx.state.outcome is None \
                    and not interjections.every_battle_attack(self.played):
                self._battle_goes_on(ctx)  # 188: the game found lost first, if it is
            return
        if ctx.state.phase == SITE:
            if siege.attack_over(ctx):
                pass  # a Siege's attack enters no site: the company may still (siege.py)
            elif not ctx.state.explored or ctx.state.site_attacks:  # else nothing is left
                site_phase.resume(ctx)
            elif battles.under_way(ctx.state) and not interjections.in_battle(ctx):
                self._battle_goes_on(ctx)  # else once the attack made first is over
            rescues.after_attack(ctx)  # Rescue Prisoners' Spiders faced
            turn.lost_if_no_one(ctx)
        else:
            turn.continue_hazards(ctx)

    def _check_help(self, d: Decision) -> None:
        """A companion taps to help the corruption check awaited, or it is rolled and the game
        goes on where it waited (check_helpers.py)."""
        if d.kind == check_helpers.KIND:
            check_helpers.help_check(d.ctx, d.rest)
            return
        awaited = d.state.awaited_check
        assert awaited is not None  # offered only then
        if awaited.resume in (interjections.UNTAP_CHECKS, interjections.MOVEMENT_END):
            d.turn.step_goes_on(d.ctx, awaited.resume)  # the check, then the rest of its step
            return
        if awaited.resume == interjections.STEP_ACTS:
            step_checks.go_on(d.ctx, d.turn)  # the check, then the step's other acts
            return
        if awaited.resume in (check_helpers.HAZARD_EVENT, check_helpers.RING_HAZARD):
            d.turn.event_rolled(d.ctx)  # the check, the card discarded, then the Hazard Pile
            if d.ctx.state.phase == SITE:  # or the site phase goes on
                self._on_guard_done(d.ctx, d.turn, d.site_phase)
            return
        if awaited.resume == check_helpers.ENCOUNTER:  # the check, then the site phase
            d.turn.awaited_rolled(d.ctx)
            self._on_guard_done(d.ctx, d.turn, d.site_phase)
            return
        if awaited.resume == check_helpers.STORED:  # the check, then the item stored
            storing.checked(d.ctx, self.catalog.get(awaited.card), awaited.character,
                            lambda: d.turn.awaited_rolled(d.ctx))
            return
        if awaited.resume == check_helpers.ACTION:  # the check was the action's last act
            d.turn.awaited_rolled(d.ctx)
            return
        if awaited.resume == check_helpers.RING_DESTROYED:  # the check, then the Ring
            d.turn.awaited_rolled(d.ctx)  # destroyed if its bearer passed
            mount_doom.checked(d.ctx, awaited.character)
            return
        if check_helpers.waits_within(d.state):  # the check (then The One Ring's cancel),
            d.turn.awaited_rolled(d.ctx)  # then the attack where it stood, or, over, the game
            if awaited.resume == check_helpers.STRIKE_CANCEL:  # as after it
                item_uses.ring_checked(d.ctx, self.catalog, awaited.card, awaited.character)
            if d.ctx.state.awaited_strikes is None:
                self._after_attack(d.ctx, d.turn, d.site_phase, awaited.creature or None)
            return
        if awaited.resume == attack_ends.RESUME:  # the rest of the attack's end, then the
            end = d.state.attack_end  # game as after any attack over
            assert end is not None
            if attack_ends.go_on(d.ctx):
                self._after_attack(d.ctx, d.turn, d.site_phase, end.hazard, beaten=end.beaten)
            return
        if awaited.resume == check_helpers.ATTACK_CHECKS:  # the attack set aside for it goes
            if d.turn.take_up(d.ctx):  # on, the check first
                self._after_attack(d.ctx, d.turn, d.site_phase)
            return
        character = next(c for c in d.state.every_character()
                         if c.card_id == awaited.character)
        if d.turn.council_check(d.ctx, character) and d.turn.council_checks(d.ctx):
            self._council_over(d.ctx, d.turn)  # else a traitor's attack or a check waits

    def _council_over(self, ctx: Context[State], turn: Turn) -> None:
        """The Free Council's final checks made: the game ends, won, its points counted."""
        view = self.score(ctx.state)
        turn.end(ctx, "won", "the Free Council was called", "RGO-WIN-3",
                 score=view["total"], points=view["adjusted"])

    def _battle_goes_on(self, ctx: Context[State]) -> None:
        battles.go_on(ctx, lambda attack: combat.resolve_attack(
            ctx, attack, battles.ATTACKS, ask=True), self.catalog.get(ctx.state.site),
            lambda: interjections.between_battle_attacks(ctx))

    @staticmethod
    def _on_guard_done(ctx: Context[State], turn: Turn, site_phase: SitePhase) -> None:
        """An on-guard event revealed on entering the site has taken effect: the site phase
        goes on, unless no character is left."""
        site_phase.resume(ctx)
        turn.lost_if_no_one(ctx)

    @staticmethod
    def _lured(ctx: Context[State], turn: Turn, who: str) -> None:
        """After a successful influence attempt: a Lure of Power waiting (hazard generation
        3, from ``hazard_scripts.GENERATION_3_SINCE``) makes him check corruption."""
        character = next((c for c in ctx.state.every_character() if c.card_id == who), None)
        if character is not None and hazard_scripts.generation(ctx.ruleset.played) >= 3:
            hazard_scripts.lure_of_power(ctx, character, turn.hazard_check)

    def _second_moves(self, state: State) -> list[tuple[Card, tuple[str, ...]]]:
        """The sites of the Site deck a second move reaches from the company's site."""
        return reachable(self.catalog.get(state.site),
                         [self.catalog.get(s) for s in state.site_deck])

    def _name(self, card_id: str | None) -> str:
        return self.catalog.get(card_id).name if card_id and card_id in self.catalog else ""

    def _end_site_phase(self, state: State) -> Action:
        """``end-turn``, told by what it does: the turn ends only with the last company's site
        phase; before, another company's follows (CoE 2.V), the player choosing which while
        several wait (Turn.end_turn)."""
        waiting = Turn.still_to_come(state, state.sited_companies)
        if not waiting:
            return Action("end-turn", "End the site phase and the turn", coe.END_OF_TURN)
        following = f"the company of {self._company_names(state, waiting[0])} takes its " \
                    "site phase next" if len(waiting) == 1 else \
                    f"the player chooses which of {len(waiting)} companies takes its site " \
                    "phase next"
        return Action("end-turn", f"End this company's site phase: {following}",
                      coe.SITE_PHASE)

    def _company_names(self, state: State, company: str) -> str:
        found = state.members(company)
        return ", ".join(found) if found is not None else company

    def points(self, state: State) -> dict[str, int]:
        return council.points(state, self.catalog, self.played)

    def raw_total(self, state: State) -> int:
        # Asked twice a decision of the organization phase (the Free Council offered, the
        # automatic player's route): the last state's is kept, for its cards and version.
        kept = self.__dict__.get("_raw_total")
        if kept is not None and kept[0] is state and kept[1] is self.catalog \
                and kept[2] == self.played:
            total: int = kept[3]
            return total
        total = sum(self.points(state).values())
        self.__dict__["_raw_total"] = (state, self.catalog, self.played, total)
        return total

    def _council_refusal(self, state: State) -> tuple[str, str] | None:
        return council.refusal(state, self.catalog, self.played, self.raw_total(state))

    def _site_open(self, state: State) -> str | None:
        if not state.explored:
            return "Explore the site first."
        if state.site_closed:
            return "The site may not be tapped this turn."
        several = self.machinery(state)[0].tables.rules_for(
            self.catalog.get(state.site).name, "several-items")
        if state.site in state.tapped_sites and not several:
            return f"{self.catalog.get(state.site).name} is tapped."
        if several and state.items_played_here:
            return "Only one item may be played here each turn."
        return None

    def _quest_problem(self, state: State, quest: str, who: str,
                       additional: bool = False) -> str | None:
        """Why ``who`` may not take ``quest`` now, or None; ``additional``: as the additional
        item, the site tapped (additional_items.py), not asking that it be open."""
        found = display_copies.entry(state, quest, self.played)
        if found is None:
            return f"{named(self.catalog.get, quest)} is not on the Quest Display."
        if battles.dealt_battle(state, quest) is not None:
            return f"{self.catalog.get(quest).name} is a Battle: it is fought (battle:{quest})."
        if state.site not in found.sites:
            return f"{self.catalog.get(quest).name} is not found at this site."
        character = state.character(who)
        if character is None or not character.untapped:
            return "The quest needs an untapped character of the company."
        info = self._information_problem(state, quest, who)
        if info is not None:
            return info[0]
        card = self.catalog.get(quest)
        held = unique_factions.problem(state, card, self.played)  # a copy in the MP pile
        if held is not None:
            return held
        wizard_only = wizards_ring.take_problem(self.played, self.catalog.get, card, character)
        if wizard_only is not None:
            return wizard_only
        stone = stone_of_erech.take_problem(self.played, state, card)
        if stone is not None:
            return stone
        army = army_of_the_dead.take_problem(self.played, state, card, character)
        if army is not None:
            return army
        king = return_of_the_king.take_problem(self.played, state, card, character) \
            or white_tree.take_problem(self.played, state, card, character) \
            or swordmaster.take_problem(self.played, state, card, character)
        if king is not None:
            return king
        if additional or state.explored and state.site in state.tapped_sites \
                and ally_moves.taken_at_tapped_site(self.played, card):
            return raids.quest_problem(state, card)  # the site tapped: Bill the Pony
        return raids.quest_problem(state, card) or self._site_open(state)

    def _information_problem(self, state: State, quest: str,
                             who: str) -> tuple[str, str] | None:
        """Why ``who`` may not take an information quest here (information.py), or None."""
        character = state.character(who)
        if not information.offered(self.played) or character is None:
            return None
        rules_for = self.machinery(state)[0].tables.rules_for
        return information.problem(state, self.catalog.get(quest), character,
                                   self.catalog.get(state.site), rules_for)

    def _item_problem(self, state: State, card: Card, who: str) -> tuple[str, str] | None:
        """Why ``who`` may not play the item ``card`` now (message, clause), or None: a hoard
        item away from a hoard by its TD-HOARD clause, anything else by CoE 2.V.4."""
        def play_item(problem: str | None) -> tuple[str, str] | None:
            return None if problem is None else (problem, coe.PLAY_ITEM)

        character = state.character(who)
        if character is None:
            return play_item(f"{named(self.catalog.get, who)} is not in the company.")
        if card.id not in state.hand:
            return play_item(f"{card.name} is not in your hand.")
        if ent_draughts.is_it(self.played, card):
            return play_item(ent_draughts.problem(state, card, self.catalog.get(state.site),
                                                  character))
        # Thorough Search lets another character of the scout's company play it, the site
        # tapped or not.
        problem = None if thorough_search.open_for(state, who) else self._site_open(state)
        if problem is not None:
            return play_item(problem)
        site = self.catalog.get(state.site)
        hoard = dragons.hoard_item_problem(self.played, card, site)
        return hoard if hoard is not None \
            else play_item(item_play_problem(card, site, False, character))

    def _ability(self, d: Decision) -> None:
        here = self.catalog.get(d.state.site)
        d.require(lambda: active.refusal(d.state, d.rest, self.played, self.catalog.get))
        active.use(d.ctx, here, d.rest)

    def _cancel_or_resource(self, d: Decision) -> None:
        """A resource of the hand, or a cancel by a faction, an ally, a character or an item;
        an attack it ends is over."""
        ctx, kind, rest, turn, state = d.ctx, d.kind, d.rest, d.turn, d.state
        if kind == "faction":
            factions.cancel(ctx, self.catalog, rest)
        elif kind == item_uses.KIND:
            hazard = None if state.awaited_strikes is None else state.awaited_strikes.hazard
            item_uses.use(ctx, self.catalog, rest,
                          lambda item, resume: turn.attack_check(item, hazard, resume))
        elif kind == "ally":
            ally_abilities.cancel(ctx, self.catalog, rest)
        elif kind == character_cancels.KIND:
            character_cancels.cancel(ctx, self.catalog, rest)
        else:
            hand_resources.decide(ctx, self.catalog, kind, rest, d.args, turn.draw_player)
        if state.awaited_strikes is not None and ctx.state.awaited_strikes is None \
                and not check_helpers.waits_within(ctx.state) and ctx.state.attack_end is None:
            # canceled, or ended by True Fána's strikes failing (defeated or not); else once
            # the check the card asked within it, or a check of its end, is rolled
            # (``_check_help``)
            self._after_attack(ctx, turn, d.site_phase, state.awaited_strikes.hazard,
                               beaten=true_fana.defeated(ctx.facts))

    def _courage(self, d: Decision) -> None:
        """Take heart at a Haven in the organization phase, or spend Courage or a Warrior's
        Skill token against a strike while the defender assigns them (RGO-TOKEN-1, 2, 8):
        refused by name otherwise."""
        ctx, kind, rest = d.ctx, d.kind, d.rest
        state = ctx.state
        if kind == "take-heart":
            waiting = state.phase != ORGANIZATION or self._awaited_actions(state) is not None
            here = self.catalog.get(state.site)
            problem = illegal("Courage is taken in the organization phase.", tokens.GAIN) \
                if waiting else tokens.gain_problem(state, here, rest, self.played,
                                                          self.catalog.get)
            if problem is not None:
                raise problem
            tokens.take_heart(ctx, rest)
            return
        if kind == "steady":
            problem = tokens.steady_problem(state, rest, self.played, self.catalog.get)
            if problem is not None:
                raise problem
            tokens.steady(ctx, rest)
            return
        problem = tokens.spend_problem(state, rest, self.played, self.catalog.get)
        if problem is not None:
            raise problem
        tokens.spend(ctx, rest)


#: The handlers of actions offered in more than one phase (by kind).
SHARED_HANDLERS: dict[str, Handler[Any]] = {
    "ability": Handler(Shared._ability, enhanced),
    **dict.fromkeys(("take-heart", "courage", "steady"),
                    Handler(Shared._courage, enhanced)),
    **dict.fromkeys(("resource", "declare-resource", "faction", "ally",
                     character_cancels.KIND, item_uses.KIND),
                    Handler(Shared._cancel_or_resource, listed=True)),
    chance_meeting.KIND: Handler(chance_meeting.handle, chance_meeting.offered),
    alatar.KIND: Handler(alatar.handle, listed=True),
    **dict.fromkeys((check_helpers.KIND, check_helpers.ROLL),
                    Handler(Shared._check_help, check_helpers.offered, listed=True)),
}


def _assign_clause(state: State, target: str) -> str:
    """The clause a strike given to ``target`` follows, as its choice cites it: an untapped
    character's or an ally's (CoE 3.ii), a Brave one's tapped or wounded (RGO-CHAR-3)."""
    who = state.character(target)
    return abilities.BRAVE_CLAUSE if who is not None and not who.untapped \
        else coe.DEFENDER_ASSIGNS
