"""The site phase: exploring, raids and Battles, quests and items taken, influence
attempts on factions (RGO-SITE-*, RGO-QUEST-*)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from domain.cards import Card
from domain.engine import coe
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.engine.influence_attempts import influence_check, influence_roll
from domain.ruleset import Action, Context, illegal
from domain.rulesets.road_goes_ever_on import (
    abilities,
    active,
    additional_items,
    ally_influence,
    ally_moves,
    anduril,
    arkenstone,
    army_of_the_dead,
    battles,
    bridge,
    character_texts,
    combat,
    corruption_cards,
    display_copies,
    dragon_homes,
    dragons,
    dwarven_rings,
    ent_draughts,
    faction_facts,
    factions,
    golden_hoard,
    gollum,
    great_road,
    hand_resources,
    hazard_scripts,
    information,
    information_storing,
    iron_crown,
    item_influence,
    lost_tapping,
    lucky_search,
    old_road,
    quests,
    raids,
    rescues,
    return_of_the_king,
    second_move,
    skill_taps,
    spell_recall,
    step_checks,
    swordmaster,
    tables,
    thorough_search,
    tokens,
    turn_bonuses,
    white_tree,
    wizards_ring,
)
from domain.rulesets.road_goes_ever_on.choices import Choices
from domain.rulesets.road_goes_ever_on.combat import (
    explained,
)
from domain.rulesets.road_goes_ever_on.decision import Decision, Handler
from domain.rulesets.road_goes_ever_on.items_in_play import item_data
from domain.rulesets.road_goes_ever_on.phases.shared import Shared, unique
from domain.rulesets.road_goes_ever_on.site_phase import SitePhase
from domain.rulesets.road_goes_ever_on.state import SITE, Pending, State
from domain.rulesets.road_goes_ever_on.turn import Turn


class SiteRules(Shared):
    """The site phase's actions and their handlers."""

    def _site_actions(self, state: State) -> list[Action]:
        choices = self.choices(state)
        if state.pending_rolls:
            return choices.pending(state)
        if hazard_scripts.river_holds(state):  # nothing else in this site phase
            return [*hazard_scripts.river_actions(state, self.played),
                    self._end_site_phase(state)]
        met = self._agent_meets(state)
        if met:
            return met  # an Agent waiting here meets the company first (RGO-AGENT-10, 11)
        out = []
        if state.characters and not state.explored:
            out += second_move.actions(state, self.catalog, self.played, self._second_moves(
                state) if state.allies else [])  # Shadowfax
            out += bridge.actions(state, self.catalog, self.played, self._second_moves(state)
                                  if bridge.CARD in state.hand else [])
            out.append(self._explore_action(state))
            out += self._skill_token_explore(state)
            out += choices.before_exploring(state)
            out += self._resources(state)
            out += raids.actions(state, self.catalog.get(state.site)) \
                if raids.offered(self.played) else []
        elif state.characters:  # a company lost on its way only ends its site phase
            out += choices.site(state)
            out += self._resources(state)
            out += rescues.actions(state, self.catalog.get) \
                if rescues.offered(self.played) else []
            out += anduril.actions(state, self.catalog.get, self.played)  # a Dúnadan untapped
            for quest in display_copies.offered(state, self.played):
                for c in state.characters:
                    if self._quest_problem(state, quest.card, c.card_id) is None:
                        out.append(Action(f"take-quest:{quest.card}:{c.card_id}",
                                          f"{c.name} takes {self.catalog.get(quest.card).name}",
                                          "RGO-QUEST-4"))
            out += battles.actions(state, self.catalog.get(state.site), self.catalog.get)
            out += dwarven_rings.actions(state, self.catalog.get, self.played, self._site_open)
            for card_id in unique(state.hand):
                card = self.catalog.get(card_id)
                if ent_draughts.is_it(self.played, card):  # after an ally or a faction
                    out += [Action(f"play-item:{card_id}:{c.card_id}",
                                   f"{c.name} drinks {card.name}", coe.PLAY_ITEM)
                            for c in state.characters
                            if self._item_problem(state, card, c.card_id) is None]
                if card.item_class != "minor":
                    continue
                for c in state.characters:
                    if self._item_problem(state, card, c.card_id) is None:
                        out.append(Action(f"play-item:{card_id}:{c.card_id}",
                                          f"{c.name} takes up {card.name}", coe.PLAY_ITEM))
            out += self._additional_actions(state)
        if self._enhanced and state.characters:  # Haldir's look, Galdor's discards
            out += active.actions(state, self.catalog.get(state.site), self.catalog.get,
                                  self.played)
        out += spell_recall.actions(state, self.catalog.get, self.played,
                                    not Turn.still_to_come(state, state.sited_companies))
        out += ally_influence.actions(state, self.catalog, self.played)  # Roäc the Raven
        out += old_road.actions(state, self.catalog, self.played, self._second_moves(state)
                                if old_road.CARD in state.hand else [])
        out += ally_moves.actions(state, self.catalog, self.played)  # Bill the Pony
        out += gollum.actions(state, self.catalog, self.played)
        out += arkenstone.actions(state, self.played)
        out += great_road.actions(state, self.catalog, self.played)
        out.append(self._end_site_phase(state))
        return out

    def _additional_actions(self, state: State) -> list[Action]:
        """The additional item, while its window is open (additional_items.py)."""
        return self._additional_choices(state) if additional_items.is_open(state) else []

    def _additional_choices(self, state: State) -> list[Action]:
        """What could be the additional item at the company's tapped site: an item of the
        hand, or an item quest of the Display found here, on an untapped character, where it
        may not be played as any item is."""
        site = self.catalog.get(state.site)
        if state.items_played_here and self.machinery(state)[0].tables.rules_for(
                site.name, "several-items"):
            return []  # Moria's one item of the turn played (RGO-SITE-SH-S3)
        clause = additional_items.clause(site)
        out = []
        for card_id in unique(state.hand):
            card = self.catalog.get(card_id)
            out += [Action(f"play-item:{card_id}:{c.card_id}", f"{c.name} taps to take up "
                           f"{card.name} as the additional item ({site.name} is tapped)", clause)
                    for c in state.characters
                    if self._additional_problem(state, card, c.card_id) is None]
        for quest in display_copies.offered(state, self.played):
            card = self.catalog.get(quest.card)
            out += [Action(f"take-quest:{quest.card}:{c.card_id}", f"{c.name} takes "
                           f"{card.name} as the additional item ({site.name} is tapped)", clause)
                    for c in state.characters
                    if additional_items.item_problem(card, site, c) is None
                    and self._quest_problem(state, quest.card, c.card_id) is not None
                    and self._quest_problem(state, quest.card, c.card_id, True) is None]
        return out

    def _additional_problem(self, state: State, card: Card, who: str
                            ) -> tuple[str, str] | None:
        """Why ``card`` of the hand may not be the additional item on ``who`` (message,
        clause), or None: not where it may be played as any item is (``_item_problem``), nor
        an Ent-draughts; a hoard item away from a hoard by its TD-HOARD clause."""
        site = self.catalog.get(state.site)
        clause = additional_items.clause(site)
        if card.id not in state.hand:
            return f"{card.name} is not in your hand.", clause
        if ent_draughts.is_it(self.played, card) or self._item_problem(state, card, who) is None:
            return f"{card.name} is played as any item is.", clause
        problem = additional_items.item_problem(card, site, state.character(who))
        return (problem, clause) if problem is not None \
            else dragons.hoard_item_problem(self.played, card, site)

    def _additional(self, state: State, action: str) -> str | None:
        """The clause ``action`` plays the additional item by, or None: it is not that."""
        return next((a.rule for a in self._additional_actions(state) if a.id == action), None)

    def _explore_action(self, state: State) -> Action:
        # Cited as exploring follows it: a Haven's caption is not the roll of RGO-SITE-4.
        return Action("explore", f"Explore {self.catalog.get(state.site).name}",
                      self.machinery(state)[1].explore_clause(state))

    def _offers_explore(self, state: State, action: str) -> Action | None:
        """``explore`` (``explore:skill-token``) is offered while the company has not explored
        its site, nothing else holding it first (_site_actions)."""
        if not (state.characters and not state.explored and self._waits_in(state, SITE)
                and not state.pending_rolls and not hazard_scripts.river_holds(state)
                and not self._agent_meets(state)):
            return None
        if action == "explore":
            return self._explore_action(state)
        return next((a for a in self._skill_token_explore(state) if a.id == action), None)

    def _skill_token_explore(self, state: State) -> list[Action]:
        """``explore:skill-token`` while the site's encounter could tap a character for a
        skill who holds a Skill token (RGO-TOKEN-7)."""
        site = self.catalog.get(state.site)
        turn = self.machinery(state)[0]
        name = tables.table_for_site_type(site.site_type or "")
        if not self._enhanced or name is None or turn.sanctuary(state, site) \
                or not skill_taps.offered(state, self.catalog.get, turn.tables[name].rows):
            return []
        return [Action(f"explore:{tokens.SKILL_TOKEN}", f"Explore {site.name}; "
                       f"{skill_taps.LABEL}", skill_taps.CLAUSE)]

    def _river(self, d: Decision) -> None:
        if hazard_scripts.river_holds(d.state) and self._awaited_actions(d.state) is None:
            hazard_scripts.cross_river(d.ctx, d.rest, self.catalog)
        else:
            d.require()

    def _explore(self, d: Decision) -> None:
        # explore:skill-token: a character tapped for a skill spends a token instead.
        SitePhase(d.turn, skill_token=bool(d.rest)).explore(d.ctx)
        d.turn.lost_if_no_one(d.ctx)

    def _raid(self, d: Decision) -> None:
        """Raid the Dark-hold instead of rolling its encounter (RGO-RAID-1), refused by name
        anywhere else."""
        ctx, site_phase = d.ctx, d.site_phase
        here = self.catalog.get(ctx.state.site)
        if raids.problem(ctx.state, here) is not None or self._awaited_actions(ctx.state):
            raise raids.refusal(ctx.state, here)
        raids.raid(ctx, site_phase, here)
        site_phase.turn.lost_if_no_one(ctx)

    def _battle(self, d: Decision) -> None:
        """Fight a Battle of the Display at the company's site (RGO-BATTLE-2, 3), refused by
        name with its clause otherwise, then its attacks one by one (RGO-BATTLE-4)."""
        ctx, turn, site_phase, card = d.ctx, d.turn, d.site_phase, d.rest
        here = self.catalog.get(ctx.state.site)
        refused = battles.refusal(ctx.state, card, here, self.catalog.get)
        if refused is None and self._awaited_actions(ctx.state) is not None:
            refused = illegal("The game waits for another decision first.", battles.WHERE)
        if refused is not None:
            raise refused
        battles.play(ctx, card, here, self.catalog.get)
        self._after_attack(ctx, turn, site_phase)

    def _take_quest_decided(self, d: Decision) -> None:
        quest, _, who = d.rest.partition(":")
        self._take_quest(d.ctx, d.turn, quest, who,
                         additional=self._additional(d.state, d.action))

    def _take_quest(self, ctx: Context[State], turn: Turn, quest: str, who: str,
                    lost_treasure: bool = False, additional: str | None = None) -> None:
        """Take ``quest`` with ``who`` (``lost_treasure``: as a lost treasure of the Golden
        Hoard, declared once taken, from ``step_checks.plays``; ``additional``: the clause it
        is taken by as the additional item, the site tapped already)."""
        card = self.catalog.get(quest)
        character = ctx.state.character(who)
        assert character is not None
        site = ctx.state.site
        if information.offered(self.played):  # a helper taps at The White Towers first
            information.open_site(ctx, card, who, self.catalog.get(site),
                                  turn.tables.rules_for)
        ctx.emit("CharacterStateChanged", additional or "RGO-QUEST-4", character=who,
                 state="tapped")
        if card.is_faction:
            draws = hand_resources.draws_on_success(ctx.state, who)
            by = item_influence.automatic(self.played, self.catalog.get, character, card) \
                or army_of_the_dead.brought_by(self.played, card)
            if by is not None:  # the Red Arrow and the Riders of Rohan: no roll
                ctx.emit("FactionInfluencedAutomatically", "RGO-QUEST-4", card=quest,
                         character=who, item=by, name=self.catalog.get(by).name)
            if step_checks.plays(self.played):  # its checks may stop for an attack
                self._faction_acts(ctx, turn, card, character, site, draws, by is None)
                return
            if by is None and not self._influence_attempt(ctx, card, character, site):
                return
            step_checks.faction_taken(ctx, turn, quest, who, draws)
            self._lured(ctx, turn, who)
        else:
            kind = "item" if card.is_item else "ally" if card.is_ally else "miscellaneous"
            item = item_data(card, self.played) if card.is_item else None
            if item is not None and lost_treasure:  # the copy the lost treasure is
                item = golden_hoard.declared_item(item, site, self.played)
            white_tree.taken(ctx, card)  # its Sapling discarded
            ctx.emit("QuestTaken", additional or "RGO-QUEST-4", card=quest, name=card.name,
                     character=who, kind=kind, item=item,
                     **display_copies.fields(ctx.state, quest, self.played))
            if step_checks.plays(self.played):  # its checks may stop for an attack
                self._quest_acts(ctx, turn, card, who, site, lost_treasure,
                                 additional is None)
                return
            if card.is_item:
                hazard_scripts.greed(ctx, self.catalog, quest, who, turn.hazard_check)
                corruption_cards.item_gained(ctx, quest)
                wizards_ring.taken(ctx, card, who, turn.corruption_check)
            if kind == "miscellaneous" and information_storing.held_until_stored(self.played,
                                                                                 card):
                information_storing.taken(ctx, card, who)  # its points once stored
                modifier = information_storing.check_modifier(self.played, card)
                if modifier is not None:  # Andúril's sage
                    turn.corruption_check(ctx, character, modifier, "RGO-QUEST-4")
            elif kind == "miscellaneous":
                self._miscellaneous_taken(ctx, card, who)
        if additional is None and self._site_taps(ctx.state, turn, card, site):
            ctx.emit("SiteTapped", "RGO-QUEST-4", site=site)

    def _faction_acts(self, ctx: Context[State], turn: Turn, card: Card, character: Character,
                      site: str, draws: int, attempted: bool) -> None:
        """From ``step_checks.plays``: a faction taken as a quest, as acts a check that turns
        a traitor stops for his attack: the attempt's Iron Crown check (``attempted``: else
        it came with no roll), then the faction discarded, or taken (the cards ``draws``),
        its maker's Lure of Power checks and the site tapped."""
        who = character.card_id
        succeeded, acts = self._attempt_acts(ctx, card, character, site) if attempted \
            else (True, [])
        if succeeded:
            acts += [Pending(step_checks.FACTION_TAKEN, who, draws, card=card.id),
                     Pending(step_checks.LURED, who)]
            if self._site_taps(ctx.state, turn, card, site):
                acts.append(Pending(step_checks.SITE_TAPPED, rule="RGO-QUEST-4", card=site))
        step_checks.run(ctx, turn, acts, step_checks.QUEST_TAKEN)

    def _quest_acts(self, ctx: Context[State], turn: Turn, card: Card, who: str,
                    site: str, lost_treasure: bool, taps: bool = True) -> None:
        """From ``step_checks.plays``: what a quest taken for an item or a miscellaneous card
        asks once taken, as acts a check that turns a traitor stops for his attack: Greed's,
        Lure of Expedience's and the Wizard's Ring's checks of an item, the sage's check of a
        card held until stored, then the site tapped (``taps``: not for the additional item)
        and a lost treasure declared."""
        acts: list[Pending] = []
        if card.is_item:
            acts += step_checks.item_checks(ctx, self.catalog, card.id, who)
            if wizards_ring.checks_bearer(self.played, card):
                acts.append(Pending(step_checks.CHECK, who, 0, coe.CORRUPTION_CHECK))
        elif card.is_ally:
            pass  # nothing to check
        elif information_storing.held_until_stored(self.played, card):
            information_storing.taken(ctx, card, who)  # its points once stored
            modifier = information_storing.check_modifier(self.played, card)
            if modifier is not None:  # Andúril's sage
                acts.append(Pending(step_checks.CHECK, who, modifier, "RGO-QUEST-4"))
        else:
            self._miscellaneous_taken(ctx, card, who)
        if taps and self._site_taps(ctx.state, turn, card, site):
            acts.append(Pending(step_checks.SITE_TAPPED, rule="RGO-QUEST-4", card=site))
        if lost_treasure:
            acts.append(Pending(step_checks.TREASURE_DECLARED, rule=golden_hoard.DECLARED,
                                card=card.id))
        step_checks.run(ctx, turn, acts, step_checks.QUEST_TAKEN)

    def _site_taps(self, state: State, turn: Turn, card: Card, site: str) -> bool:
        """Whether taking ``card`` taps the site: not an item where several may be taken, nor
        Bill the Pony at a site tapped already."""
        several = turn.tables.rules_for(self.catalog.get(site).name, "several-items")
        tapped = site in state.tapped_sites \
            and ally_moves.taken_at_tapped_site(self.played, card)  # Bill the Pony
        return not (several and card.is_item) and not tapped

    @staticmethod
    def _miscellaneous_taken(ctx: Context[State], card: Card, who: str) -> None:
        """A miscellaneous card's points and what it gives (Swordmaster: the warrior skill)."""
        ctx.emit("MarshallingPointsGained", "RGO-QUEST-4", card=card.id, name=card.name,
                 kind="miscellaneous", points=card.marshalling_points or 0)
        swordmaster.taken(ctx, card, who)  # the warrior skill

    def _influence_attempt(self, ctx: Context[State], card: Card, character: Character,
                           site: str, detains: bool = True,
                           extra: Sequence[Modifier] = ()) -> bool:
        """The roll of an influence attempt on the faction ``card`` of the Quest Display; if
        it fails, the quest is discarded and its characters may be detained (``detains``);
        ``extra``: the modifiers of the card that makes it. True when it succeeds."""
        succeeded, needed, total = self._influence_roll(ctx, card, character, site, extra)
        iron_crown.influence_checked(ctx, character.card_id,
                                     self.machinery(ctx.state)[0].corruption_check)
        if not succeeded:
            ctx.emit("QuestDiscarded", "RGO-QUEST-4", card=card.id,
                     **display_copies.faction_fields(ctx.state, card.id, self.played, site))
            if factions.offered(self.played) and detains:
                factions.detain(ctx, card, needed, total)
            return False
        return True

    def _attempt_acts(self, ctx: Context[State], card: Card, character: Character, site: str,
                      detains: bool = True, extra: Sequence[Modifier] = ()
                      ) -> tuple[bool, list[Pending]]:
        """From ``step_checks.plays``: the roll of an influence attempt (as
        ``_influence_attempt``), and what follows it as acts: its maker's Iron Crown check,
        and if it failed the faction discarded. Whether it succeeded, and the acts."""
        succeeded, needed, total = self._influence_roll(ctx, card, character, site, extra)
        acts = step_checks.influence_checks(ctx, character.card_id)
        if not succeeded:
            acts.append(Pending(step_checks.FACTION_DISCARDED, character.card_id,
                                factions.missed_by(self.played, needed, total),
                                card=card.id, why=step_checks.DETAINS
                                if factions.offered(self.played) and detains else ""))
        return succeeded, acts

    def _influence_roll(self, ctx: Context[State], card: Card, character: Character,
                        site: str, extra: Sequence[Modifier]) -> tuple[bool, int, int]:
        """The roll of an influence attempt on ``card``: whether it succeeded, the number
        needed and the total."""
        quest, who = card.id, character.card_id
        known = quests.named_sites(card)
        needed = known.influence if known and known.influence is not None else 10
        index = ctx.position("dice")
        dice = ctx.roll(f"{character.name} influences {card.name}", "RGO-QUEST-4")
        twice = hand_resources.two_rolls(ctx.state, who)
        if twice is not None:  # Persuasive Words: the better of two rolls
            index, dice = self._second_influence_roll(ctx, character.name, card.name,
                                                      twice, index, dice)
        roll = sum(dice)
        gifts = abilities.influence_modifiers(
            self.catalog.get(site), character, card) if self._enhanced else []
        # Cards of the hand played for this attempt (version 5 on; none before).
        gifts += hand_resources.influence_modifiers(ctx.state, who, self._name)
        gifts += turn_bonuses.influence_modifiers(ctx.state, who, self._name)
        gifts += character_texts.influence_modifiers(self.played,
                                                     self.catalog.get(who), card)
        gifts += item_influence.influence_modifiers(self.played, self.catalog.get,
                                                    character, card)
        gifts += faction_facts.standard_modifiers(self.played, card, character)
        gifts += return_of_the_king.influence_modifiers(self.played, ctx.state, character)
        gifts += anduril.influence_modifiers(self.played, ctx.state, character)
        gifts += dragon_homes.influence_modifiers(self.played, ctx.state, self.catalog)
        gifts += extra
        result = influence_check(roll, character.direct_influence + sum(
            m.amount for m in gifts), needed)
        made = influence_roll(character, dice, index, needed, gifts)
        ctx.emit("InfluenceAttempted", "RGO-QUEST-4", card=quest, character=who, roll=roll,
                 total=result.total, needed=needed, succeeded=result.succeeded,
                 **explained(ctx, made))
        return result.succeeded, needed, result.total

    def _second_influence_roll(self, ctx: Context[State], who: str, faction: str, by: str,
                               index: int, dice: list[int]) -> tuple[int, list[int]]:
        """A card's second roll for an influence attempt; the better one is used."""
        second_index = ctx.position("dice")
        second = ctx.roll(f"{who}'s second roll to influence {faction}", "RGO-QUEST-4")
        ctx.emit("InfluenceRollChosen", "RGO-QUEST-4", card=by, rolls=[sum(dice), sum(second)],
                 chosen=max(sum(dice), sum(second)))
        return (second_index, second) if sum(second) > sum(dice) else (index, dice)

    def _play_item(self, d: Decision) -> None:
        ctx, state = d.ctx, d.state
        card_id, _, who = d.rest.partition(":")
        card = self.catalog.get(card_id)
        searched = thorough_search.open_for(state, who)
        additional = self._additional(state, d.action)  # the site tapped already
        rule = additional or coe.PLAY_ITEM
        ctx.emit("ItemPlayed", rule, card=card_id, name=card.name, character=who,
                 item=item_data(card, self.played))
        extra = ent_draughts.is_it(self.played, card)  # no tap: it comes in addition
        if not extra:
            ctx.emit("CharacterStateChanged", rule, character=who, state="tapped")
        if not searched and not extra and additional is None:
            # Thorough Search's item leaves the site as it was
            ctx.emit("SiteTapped", coe.PLAY_ITEM, site=state.site)
        if step_checks.plays(self.played):  # its checks may stop for an attack
            step_checks.run(ctx, d.turn,
                            step_checks.item_checks(ctx, self.catalog, card_id, who),
                            step_checks.ITEM_PLAYED)
            return
        hazard_scripts.greed(ctx, self.catalog, card_id, who, d.turn.hazard_check)
        corruption_cards.item_gained(ctx, card_id)

    def _site_choice(self, d: Decision) -> None:
        Choices(d.turn, d.site_phase).decide_site(d.ctx, d.kind, d.rest, d.args)
        d.turn.lost_if_no_one(d.ctx)

    def _lose_item(self, d: Decision) -> None:
        assert d.state.awaited_item_loss is not None
        who, rule = d.state.awaited_item_loss
        d.site_phase.lose_item(d.ctx, who, d.rest, rule)
        d.site_phase.resume(d.ctx)

    def _lost_tap(self, d: Decision) -> None:
        """Who taps for a Lost or Secret Passage encounter, if anyone (lost_tapping.py), no
        one at a Secret Passage queuing the site's automatic-attacks; the site phase goes on."""
        attacked = lost_tapping.choose(d.ctx, d.rest)
        if attacked is not None:
            d.site_phase.automatic_attacks(d.ctx, self.catalog.get(d.state.site), attacked)
        d.site_phase.resume(d.ctx)

    def _lucky_search(self, d: Decision) -> None:
        d.require(lambda: lucky_search.refusal(d.state, self.catalog.get, d.rest))
        lucky_search.search(d.ctx, self.catalog.get, d.rest, lambda c, attack, scout:
                            combat.resolve_attack(c, attack, lucky_search.RULE,
                                                  defender=scout,
                                                  ask=lucky_search.asks(self.played)))
        if d.ctx.state.awaited_strikes is None and d.ctx.state.attack_end is None:
            self._after_attack(d.ctx, d.turn, d.site_phase)  # else once the defender is done,
            # or a check of the strike's end is rolled

    def _faction(self, d: Decision) -> None:
        """Escape from a faction, bring in a character with one, or attack one to free the
        detained (RGO-FACTION-2, 3, 5)."""
        ctx, turn, site_phase, kind, rest = d.ctx, d.turn, d.site_phase, d.kind, d.rest
        first, _, second = rest.partition(":")
        if kind == "escape":
            escaped = factions.escape(ctx, self.catalog, first, second, self.played)
            if step_checks.plays(self.played):  # its checks may stop for an attack
                step_checks.run(ctx, turn, [
                    *step_checks.influence_checks(ctx, second),
                    *([Pending(step_checks.LURED, second)] if escaped else [])],
                    step_checks.ESCAPE)
                return
            iron_crown.influence_checked(ctx, second, turn.corruption_check)
            if escaped:
                self._lured(ctx, turn, second)
        elif kind == "recruit":
            factions.recruited(ctx, self.catalog, first, second)
            turn.play_character(ctx, self.catalog.get(second), factions.RECRUIT,
                                from_deck=True)
        else:
            attack = factions.rescue_attack(self.catalog, first)
            if combat.resolve_attack(ctx, attack, factions.RESCUE, ask=True) is not None:
                self._after_attack(ctx, turn, site_phase)

    def _ally_influence_decided(self, d: Decision) -> None:
        d.require(lambda: ally_influence.refusal(d.state, self.catalog, d.rest, self.played))
        self._ally_influence(d.ctx, d.turn, d.rest)

    def _ally_influence(self, ctx: Context[State], turn: Turn, rest: str) -> None:
        """Roäc the Raven is discarded for an influence attempt on a faction of the Display
        (ally_influence.py); succeeding, the faction is taken as a quest."""
        ally, _, faction = rest.partition(":")
        card = self.catalog.get(faction)
        ally_influence.discard(ctx, self.catalog, ally, faction)
        site = ally_influence.faction_site(ctx.state, faction)
        # An ally's attempt: no character of the company checks corruption for it.
        if not self._influence_attempt(ctx, card, ally_influence.influencer(
                self.catalog.get(ally)), site, detains=False):
            return
        step_checks.faction_taken(ctx, turn, faction, ally, site=site)

    def _old_road_decided(self, d: Decision) -> None:
        moves = self._second_moves(d.state)
        d.require(lambda: old_road.refusal(d.state, self.catalog, d.rest, moves, self.played))
        self._old_road(d.ctx, d.turn, d.rest, moves)

    def _old_road(self, ctx: Context[State], turn: Turn, rest: str,
                  moves: Sequence[tuple[Card, tuple[str, ...]]]) -> None:
        """Old Road: a character at the Haven influences a faction found near it (old_road.py);
        succeeding, the faction is taken as a quest and the Haven taps."""
        _, who, faction = rest.split(":")
        card = self.catalog.get(faction)
        site = old_road.faction_site(ctx.state, faction, moves)
        assert site is not None
        maker = old_road.begin(ctx, who)
        if step_checks.plays(self.played):  # its checks may stop for an attack
            succeeded, acts = self._attempt_acts(ctx, card, maker, site, detains=False,
                                                 extra=old_road.modifiers())
            if succeeded:
                acts += [Pending(step_checks.FACTION_TAKEN, who, card=faction),
                         Pending(step_checks.LURED, who), Pending(step_checks.OLD_ROAD_TAPPED)]
            step_checks.run(ctx, turn, acts, step_checks.OLD_ROAD)
            return
        if not self._influence_attempt(ctx, card, maker, site, detains=False,
                                       extra=old_road.modifiers()):
            return
        step_checks.faction_taken(ctx, turn, faction, who, site=site)
        self._lured(ctx, turn, who)
        old_road.succeeded(ctx)

    def _golden_hoard(self, d: Decision) -> None:
        """Take a quest as a lost treasure, or store one (golden_hoard.py)."""
        ctx, turn, kind, rest = d.ctx, d.turn, d.kind, d.rest
        refused = golden_hoard.refusal(ctx.state, kind, rest, self.catalog.get,
                                       self._quest_problem, self.played)
        if refused is not None:
            raise refused
        if f"{kind}:{rest}" not in [a.id for a in self.actions(ctx.state)]:
            raise illegal("The game waits for another decision first.", "RGO-GEN-1")
        if kind == golden_hoard.STORE:
            golden_hoard.store(ctx, self.catalog.get(rest), turn.end, turn.corruption_check)
            return
        quest, _, who = rest.partition(":")
        if step_checks.plays(self.played):  # declared as the last of the step's acts
            self._take_quest(ctx, turn, quest, who, lost_treasure=True)
            return
        self._take_quest(ctx, turn, quest, who)
        golden_hoard.declare(ctx, quest)

    def _rescue(self, d: Decision) -> None:
        """Play Rescue Prisoners, choose who holds it, or store it (rescues.py), refused by
        name with its clause when not offered."""
        ctx, turn, site_phase, kind, rest = d.ctx, d.turn, d.site_phase, d.kind, d.rest
        if f"{kind}:{rest}".rstrip(":") not in [a.id for a in self.actions(ctx.state)]:
            raise rescues.refusal(ctx.state, self.catalog.get, kind, rest)
        if kind != rescues.PLAY:
            rescues.decide(ctx, kind, rest, self.catalog.get)
        elif rescues.play(ctx, rest, self.catalog.get) is not None:
            self._after_attack(ctx, turn, site_phase)


#: The handlers of the site phase's actions (by kind).
SITE_HANDLERS: dict[str, Handler[Any]] = {
    hazard_scripts.RIVER_KIND: Handler(SiteRules._river),
    "explore": Handler(SiteRules._explore, listed=True, offers=SiteRules._offers_explore),
    "raid": Handler(SiteRules._raid, raids.offered),
    "battle": Handler(SiteRules._battle),
    "take-quest": Handler(SiteRules._take_quest_decided, listed=True),
    "play-item": Handler(SiteRules._play_item, listed=True),
    **dict.fromkeys(("search-and-play", "explore-at-home", "choose-roll", "market-item",
                     "home-item", "untap-site", "hospitality", "take-song", "smoke-rings",
                     "look-top"), Handler(SiteRules._site_choice, listed=True)),
    "lose-item": Handler(SiteRules._lose_item, listed=True),
    lost_tapping.KIND: Handler(SiteRules._lost_tap, lost_tapping.offered, listed=True),
    lucky_search.KIND: Handler(SiteRules._lucky_search, lucky_search.offered),
    **dict.fromkeys(("escape", "recruit", "rescue"),
                    Handler(SiteRules._faction, listed=True)),
    ally_influence.KIND: Handler(SiteRules._ally_influence_decided, ally_influence.offered),
    old_road.KIND: Handler(SiteRules._old_road_decided, old_road.offered),
    **dict.fromkeys(golden_hoard.KINDS, Handler(SiteRules._golden_hoard)),
    **dict.fromkeys(rescues.KINDS, Handler(SiteRules._rescue, rescues.offered)),
}
