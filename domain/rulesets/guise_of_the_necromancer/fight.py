"""Attacks on a company (CoE chapter 3) with the absent opponent as attacker: the player, as
defender, gives strikes to untapped characters; the opponent gives the rest by GON-TARGET-1;
then every strike, body check and corruption check is rolled. Characters leaving play, and the
defeat when the Wizard or Saruman does (GON-WIN-9)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from domain.canonical import JSON
from domain.cards import Card, Catalog
from domain.engine import (
    attack_series,
    attacks_at_once,
    coe,
    combat,
    creature_scripts,
    effects,
    site_rules,
    strike_view,
    turn_bonuses,
)
from domain.engine.characters import Character, Item
from domain.engine.checks import Modifier
from domain.engine.combat import Attack, StrikeModifiers, halved_strikes
from domain.engine.corruption import (
    DISCARDED,
    ELIMINATED,
    PASSED,
    corruption_check,
    corruption_roll,
    may_fail,
)
from domain.engine.creature_scripts import CreatureScript
from domain.engine.effects import (
    ATTACK_BODY_NOW,
    ATTACK_PROWESS_NOW,
    BEST_OF_TWO,
    CANCEL_ATTACK,
    CANCEL_STRIKE,
    CHECK_NOW,
    COMPANY_STRIKE_PROWESS,
    DRAW,
    DURING_STRIKE,
    HEAL,
    STRIKES_PROWESS,
    UNTAP,
    UNTAP_COMPANY,
    WOUND_CHARACTER,
    Effect,
)
from domain.engine.movement import STARTER_MOVEMENT
from domain.immutable import replace
from domain.ruleset import Context, played_since
from domain.rulesets.guise_of_the_necromancer import (
    alatar,
    ally_strikes,
    anduril,
    blades,
    corruption_cards,
    creatures,
    decks,
    hazard_events,
    iron_crown,
    item_uses,
    long_events,
    permanent_events,
    printed_rules,
    treated_sites,
    waiting_hazards,
)
from domain.rulesets.guise_of_the_necromancer import ent_draughts as guise_draughts
from domain.rulesets.guise_of_the_necromancer.hand_cards import (
    FLAME_FROM,
    GENERATION_6_FROM,
    NENYA_TREATED_SITE_FROM,
    CardPlay,
    plays,
    window,
)
from domain.rulesets.guise_of_the_necromancer.hazard_hand import WEAKENS
from domain.rulesets.guise_of_the_necromancer.item_uses import COMPANY_STATS, company_body
from domain.rulesets.guise_of_the_necromancer.moves import (
    assignable,
    cancelers,
    strike_choices,
)
from domain.rulesets.guise_of_the_necromancer.state import (
    NOT_SITE,
    SITE_KEYS,
    WILDERNESS,
    Company,
    Fight,
    Slot,
    State,
)
from domain.rulesets.guise_of_the_necromancer.targets import rank
from domain.rulesets.hobbit import (
    allies,
    attack_cards,
    character_texts,
    company_checks,
    creature_discards,
    creature_texts,
    far_sight,
    kept_untapped,
    lucky_search,
    nenya,
    strike_cards,
    vilya,
)
from domain.rulesets.hobbit import anduril as hobbit_anduril
from domain.rulesets.hobbit import ent_draughts as hobbit_draughts
from domain.rulesets.hobbit import traitor as shared_traitor
from domain.rulesets.hobbit.blades import NONE_WOUNDED
from domain.rulesets.hobbit.cards import top_seen
from domain.rulesets.hobbit.turn import assignment_clause


@dataclass(frozen=True, slots=True)
class StrikeTerms:
    """What a strike is rolled against (``Strikes._strike_terms``): the company, the ally
    facing it (None: a character), the creature's script, who fights (his mind for his
    prowess against the mind), the card of the one facing it, the modifiers beside the strike
    modifiers, his prowess, the strike's prowess as its creature's text gives it, and the Fury
    of the Iron Crown adding to it (event, prowess; None: none)."""

    company: Company | None
    ally: Character | None
    script: CreatureScript | None
    who: Character
    own: Card
    events: tuple[Modifier, ...]
    prowess: int
    strike: int
    fury: tuple[str, int] | None


class Strikes(company_checks.CompanyChecks):
    """The combat half of the ruleset."""

    catalog: Catalog
    played: str
    company_checks_from = printed_rules.COMPANY_CHECKS_SINCE

    def _target(self, ctx: Context[State], candidates: Sequence[Character], purpose: str) -> str:
        """GON-TARGET-1, ties broken at random (The Iron Crown's +4 and Andúril's +1 counted
        in the direct influence, ``iron_crown``, ``anduril``)."""
        best = combat.best_targets(
            candidates, lambda c: rank(c, iron_crown.direct_influence(c, self.played)
                                       + anduril.direct_influence(ctx.state, c.card_id)))
        if len(best) == 1:
            return best[0].card_id
        return ctx.pick("targets", [c.card_id for c in best], purpose, "GON-TARGET-1")

    def _declare(self, ctx: Context[State], company_id: str, attack: Attack, card: str | None,
                 check_wounded: bool, weakened: list[list[Any]] | None = None,
                 keyed: str | None = None, attacker_chooses: bool = False,
                 fury: tuple[str, int] | None = None,
                 strengthened: Sequence[Sequence[JSON]] = (),
                 blades: Sequence[str] = (), origin: str = "", rule: str | None = None,
                 checks: bool = True) -> None:
        """The attack declared on the company (``origin``: where an attack no creature makes
        comes from, Rescue Prisoners' Spiders, a Traitor's; ``rule``: the clause it is made by,
        if not keying or the automatic-attacks; ``attacker_chooses``: an event played with
        its creature has the attacker choose every defender; ``fury``: (card, prowess) of
        the first strike an event played with it strengthens; ``blades``: Morgul-knife and The
        Pale Sword played with it, counted in its prowess; ``checks``: a Corpse-candle's
        checks made at once, else left to the caller, ``_creature_checks``)."""
        script = creatures.script(self.played, card)
        if card is not None and creatures.series(self.played, card) is not None:
            # An Assassin's or a Slayer's first attack has one strike, and those given more.
            attack = replace(attack, strikes=creature_scripts.attack_strikes(
                script, attack.strikes, self.catalog.get(card).strikes or 1))
        # An Ambusher, a Cave-drake: the attacker chooses every defender (CoE 3.iii).
        chooses: dict[str, JSON] = {"attacker_chooses": True} \
            if attacker_chooses or creatures.plays(self.played, script,
                                                   "attacker_chooses") else {}
        company = ctx.state.company(company_id)
        unfaced = [c.card_id for c in company.characters
                   if not creature_scripts.faces(script, c)] if company else []
        if unfaced:  # against the mind: one strike to each character but a Wizard
            chooses["unfaced"] = list(unfaced)
            attack = replace(attack, strikes=max(0, attack.strikes - len(unfaced)))
        if fury is not None:
            chooses["fury"] = [fury[0], fury[1]]
        if strengthened:  # Horses: (card, prowess) each, counted in its prowess
            chooses["strengthened"] = [list(s) for s in strengthened]
        if blades:
            chooses["blades"] = list(blades)
        if origin:
            chooses["origin"] = origin
        flames = [(c, n) for on, c, n in ctx.state.every_attack if on == company_id]
        for _, amount in flames:  # Wizard's Flame: every attack on the company this turn
            attack = attack.modified(0, amount)
        if flames:
            chooses["every_attack"] = [[c, n] for c, n in flames]
        attack = self._weakened_by_long_events(ctx.state, attack, chooses)
        # How the creature was keyed, which may spare an ally its strikes (``ally_strikes``).
        if keyed is not None and ally_strikes.plays(self.played):
            chooses["keyed"] = keyed
        ctx.emit("AttackDeclared",
                 rule or (coe.AUTOMATIC_ATTACKS if card is None else coe.KEYING),
                 company=company_id, attack=attack.to_json(), card=card,
                 check_wounded=check_wounded, weakened=weakened or [], **chooses)
        if checks:
            self._creature_checks(ctx, card)

    def _creature_checks(self, ctx: Context[State], card: str | None) -> None:
        """A Corpse-candle's attack just declared (``card``): every character of the company
        checks corruption before its strikes; from ``printed_rules.COMPANY_CHECKS_SINCE`` only
        once the attack stands, not canceled in the step that may cancel it
        (``hobbit.company_checks``)."""
        script = creatures.script(self.played, card)
        if script is None or not script.company_corruption_first or ctx.state.fight is None:
            return
        self._checks_declared(ctx)

    def _checks_fight(self, state: State) -> Fight | None:
        return state.fight

    def _checks_named(self, fight: Fight) -> dict[str, JSON]:
        return {"company": fight.company, **super()._checks_named(fight)}

    def _checks_order(self, state: State) -> Sequence[str]:
        assert state.fight is not None
        company = state.company(state.fight.company)
        return company.ids() if company else ()

    def _checks_stand(self, state: State, checks: str) -> State:
        assert state.fight is not None
        return replace(state, fight=replace(state.fight, company_checks=checks))

    def _company_checks(self, ctx: Context[State], order: Sequence[str]) -> None:
        """A Corpse-candle's corruption check of each character of ``order`` in turn, before
        its strikes; a Traitor's attack a failed one makes at once sets this one aside with
        the checks still to come (``waiting_hazards``)."""
        fight = ctx.state.fight
        asking = fight.card or "" if fight is not None else ""
        for who in order:
            if ctx.state.outcome is None:
                self._corruption_check(ctx, who, coe.CORRUPTION_CHECK, asked_by=asking)
            if waiting_hazards.at_once(ctx.state):
                self._set_aside(ctx, attacks_at_once.checks_after(order, who))
                return

    def _set_aside(self, ctx: Context[State], checks: Sequence[str]) -> None:
        """The attack under way set aside where it stands for one made at once, ``checks``
        still to come once it goes on (``engine.attacks_at_once``)."""
        fight = ctx.state.fight
        assert fight is not None
        ctx.emit(attacks_at_once.SET_ASIDE, attacks_at_once.RULE, company=fight.company,
                 attack=fight.attack.name, card=fight.card, checks=list(checks))

    def _take_up(self, ctx: Context[State]) -> None:
        """The attack set aside last goes on where it stood, the checks it still asked first;
        its company gone meanwhile, it ends with no strike (CoE 3.v)."""
        waiting = ctx.state.set_aside[-1]
        ctx.emit(attacks_at_once.TAKEN_UP, attacks_at_once.RULE, company=waiting.company,
                 attack=waiting.attack.name, card=waiting.card,
                 checks=list(waiting.checks_left))
        if ctx.state.company(waiting.company) is None:
            ctx.emit("AttackEnded", coe.ATTACK_RESULT, company=waiting.company,
                     attack=waiting.attack.name, card=waiting.card, defeated=False)
            self._creature_leaves(ctx, waiting.card, waiting.attack, False)
            return
        self._company_checks(ctx, waiting.checks_left)

    def _weakened_by_long_events(self, state: State, attack: Attack,
                                 fields: dict[str, JSON]) -> Attack:
        """``attack`` as the resource long-events in play change its prowess (Lapse of Will,
        Sun with Gates of Morning; ``long_event_phase``), the cards named in ``fields``."""
        prowess, cards = long_events.attack_bonus(state, attack, self.played)
        if not cards:
            return attack
        fields["long_events"] = list(cards)
        return attack.modified(0, prowess)

    def _weakenings(self, ctx: Context[State]) -> None:
        """GON-HH-9: each event lowering a character's prowess is played on its strike if the
        character faces one, else it is a dud, discarded and replaced."""
        fight = ctx.state.fight
        assert fight is not None
        for card, who, amount in fight.weakened:
            index = next(n for n in reversed(range(len(ctx.state.hazard_hand)))
                         if ctx.state.hazard_hand[n].card == card
                         and self._weakens(ctx.state.hazard_hand[n]))
            if who in fight.assigned:
                ctx.emit("HazardEventPlayed", "GON-HH-9", index=index, card=card,
                         effect=WEAKENS, amount=amount, character=who)
            else:
                ctx.emit("DudDiscarded", "GON-HH-9", index=index, card=card)
                ctx.emit("DudReplaced", "GON-DUD-1", index=index, card=ctx.state.hazard_deck[0])
                if not self._clock(ctx):
                    break

    def _weakens(self, slot: Slot) -> int:
        """What a face-up event lowers the prowess of its character's strike by (GON-HH-9): a
        declared amount, or Weariness of the Heart's not played as a check (0: neither)."""
        if not slot.face_up:
            return 0
        if slot.declared == WEAKENS:
            return slot.amount
        if not slot.declared and hazard_events.weariness(self.played, slot.card):
            return hazard_events.weariness_prowess()
        return 0

    def _lowered(self, fight: Fight, target: str) -> list[Modifier]:
        """The prowess the events played on ``target``'s strike take away (GON-HH-9)."""
        return [Modifier(-amount, f"card:{card}", f"{self.catalog.get(card).name} lowers "
                         "prowess", "GON-HH-9")
                for card, who, amount in fight.weakened if who == target]

    def _cards_in_attack(self) -> bool:
        """Whether the version played offers the hand's cards in an attack."""
        raise NotImplementedError

    def _generation(self) -> effects.Generations:
        """The generations of the engine's scripted cards the version played reads."""
        raise NotImplementedError

    def _clock(self, ctx: Context[State]) -> bool:
        """Whether the hazard deck still holds a card (the ruleset ends the game if not)."""
        raise NotImplementedError

    def _uses_items(self) -> bool:
        """Whether the version played offers the items' uses (``item_uses``)."""
        return played_since(self.played, item_uses.ITEMS_FROM)

    def _open_uses(self, state: State) -> bool:
        """Whether an item's use is open now, where the version played offers them."""
        return self._uses_items() and bool(self._item_uses(state))

    def _item_uses(self, state: State) -> list[item_uses.ItemUse]:
        """The items' uses open now, as the version played offers them."""
        return item_uses.uses(state, self.catalog, self._generation(), self.played)

    def _allies(self, state: State) -> list[Character]:
        """The allies that may face a strike of the attack under way (``ally_strikes``)."""
        return ally_strikes.fighters(state, self.catalog, self.played)

    def _defender_may_assign(self, state: State) -> bool:
        """Whether the attack waits for the defender: to assign strikes, or (version 3 on)
        to play a card against it first."""
        return bool(assignable(state, self._allies(state))) or \
            alatar.offered(state, self.catalog, self.played) or \
            (self._cards_in_attack() and bool(plays(state, self.catalog, self._generation(),
                                                    self.played))) \
            or self._open_uses(state) or bool(self._to_name(state))

    def _to_name(self, state: State) -> list[str]:
        """The items the defender may still name, while the strikes of a Thief, Pick-pocket or
        Brigands are assigned, for them to take (``creature_texts.names_items``)."""
        fight = state.fight
        company = state.company(fight.company) if fight else None
        if fight is None or company is None or not fight.assigning:
            return []
        return [i for i in creature_texts.names_items(creatures.script(self.played, fight.card),
                                                      company.characters, self._item_kept)
                if i not in fight.given_up]

    def _attacker_assigns(self, ctx: Context[State]) -> None:
        """CoE 3.iii with GON-TARGET-1: the opponent assigns the strikes left."""
        while True:
            fight = ctx.state.fight
            company = ctx.state.company(fight.company) if fight else None
            assert fight is not None and company is not None
            left = [c for c in combat.unassigned((*company.characters,
                                                  *self._allies(ctx.state)), fight.assigned)
                    if c.card_id not in fight.unfaced]
            if not left or len(fight.assigned) >= fight.attack.strikes:
                break
            if fight.assigned and creatures.plays(self.played, creatures.series(
                    self.played, fight.card), "excess_on_defender"):
                break  # an Assassin's or Slayer's further strikes are excess on its one defender
            ctx.emit("StrikeAssigned", "GON-TARGET-1",
                     character=self._target(ctx, left, f"strike of {fight.attack.name}"),
                     by="attacker")
        excess = combat.excess_strikes(fight.attack.strikes, len(fight.assigned))
        ctx.emit("StrikesAssigned", coe.ATTACKER_ASSIGNS, company=fight.company,
                 targets=list(fight.assigned), excess=excess)

    def _strikes(self, ctx: Context[State]) -> None:
        """Version 1: every strike rolled in assignment order, with neither support nor -3;
        excess strikes are -1 each to the strike of the character GON-TARGET-1 ranks first
        among those facing one (CoE 3.iv.2). Then the attack ends (CoE 3.v)."""
        fight = ctx.state.fight
        assert fight is not None
        excess, weakest = self._excess(ctx.state)
        self._weakenings(ctx)
        if ctx.state.outcome is not None:
            return
        for target in fight.assigned:
            here = ctx.state.company(fight.company)
            if here is None or here.character(target) is None \
                    and ally_strikes.fighter(ctx.state, self.catalog, self.played,
                                             target) is None:
                continue
            self._roll_strike(ctx, target, StrikeModifiers(
                excess=excess if target == weakest else 0, against=fight.attack.race))
            if ctx.state.outcome is not None:
                return
        self._end_attack(ctx)

    def _excess(self, state: State) -> tuple[int, str | None]:
        """The excess strikes and the character GON-TARGET-1 ranks first among those facing
        one, whose strike they weaken (CoE 3.iv.2)."""
        fight = state.fight
        company = state.company(fight.company) if fight else None
        assert fight is not None and company is not None
        facing = [c for c in (*company.characters, *self._allies(state))
                  if c.card_id in fight.assigned]
        weakest = min(facing, key=rank).card_id if facing else None
        return combat.excess_strikes(fight.attack.strikes, len(fight.assigned)), weakest

    def _strike_step(self, ctx: Context[State]) -> bool:
        """Version 2 on: the strike sequences in the order the defender picks (CoE 3.iv).
        Plays what needs no choice (the last strike begins by itself, a strike that offers no
        choice is rolled); False when the defender is to choose the next strike, support or
        -3, or to roll after choosing."""
        fight = ctx.state.fight
        assert fight is not None
        if not fight.begun:
            excess, weakest = self._excess(ctx.state)
            self._weakenings(ctx)
            if ctx.state.outcome is None:
                ctx.emit("StrikesBegan", coe.STRIKE_ORDER, excess=excess,
                         excess_on=weakest if excess else None)
            return True
        allies = self._allies(ctx.state)
        waiting = fight.waiting(ctx.state.company(fight.company), [a.card_id for a in allies])
        if not waiting:
            self._end_attack(ctx)
        elif fight.facing is None and len(waiting) == 1:
            ctx.emit("StrikeSequenceBegan", coe.STRIKE_ORDER, character=waiting[0])
        elif fight.facing is None or strike_choices(ctx.state, self.catalog,
                                                    self._cards_in_attack(),
                                                    self._generation(), allies,
                                                    self._uses_items(), self.played) or \
                fight.supporters or fight.stay_untapped or fight.prowess_bonus or \
                fight.body_bonus or fight.no_tap or fight.best_of_two or \
                cancelers(ctx.state, self.played):
            return False  # the defender chooses, then rolls
        else:
            self._roll_facing(ctx)
        return True

    def _roll_facing(self, ctx: Context[State]) -> None:
        fight = ctx.state.fight
        assert fight is not None and fight.facing is not None
        self._roll_strike(ctx, fight.facing, self._facing_mods(fight), fight.supporters)

    def _facing_mods(self, fight: Fight) -> StrikeModifiers:
        """The modifiers of the strike the character facing it is to roll (CoE 3.iv.2-5)."""
        return StrikeModifiers(fight.stay_untapped, len(fight.supporters),
                               fight.excess if fight.facing == fight.excess_on else 0,
                               fight.prowess_bonus, fight.body_bonus, fight.attack.race)

    def _strike_terms(self, state: State, target: str, mods: StrikeModifiers) -> StrikeTerms:
        """What the strike ``target`` faces is rolled against, as :meth:`_roll_strike` counts
        it: a pure reading of ``state``, which the board shows before the roll."""
        fight = state.fight
        company = state.company(fight.company) if fight else None
        character = company.character(target) if company else None
        # An ally fights with its own prowess and body alone (CoE 2.V.2.2, ``ally_strikes``).
        ally = None if character else ally_strikes.fighter(state, self.catalog,
                                                            self.played, target)
        facing = character or ally
        assert fight is not None and facing is not None
        script = creatures.script(self.played, fight.card)
        # Against the mind, the character's mind is his prowess (Neeker-breekers).
        who = creature_scripts.fighter(script, facing)
        attack = fight.attack
        # The events played on the strike, then the character's printed bonus against the
        # attacker's race (the family's ``character_texts``).
        own = self.catalog.get(target)
        # What cards played on this attack add against all its strikes (a Wizard's spells).
        against = fight.prowess_against(target)
        events = [*self._lowered(fight, target),
                  *([Modifier(against, "state:attack-prowess", "cards played on this attack",
                              coe.STRIKE_RESOURCES)] if against else []),
                  *([] if ally else character_texts.strike_modifiers(
                      self.played, printed_rules.CHARACTER_BONUSES_FROM, own, attack)),
                  # What a card gave him for the rest of the turn (an Elven Ring's).
                  *turn_bonuses.strike_modifiers(state.turn_bonuses, target,
                                                 lambda c: self.catalog.get(c).name),
                  # Sun, Clear Skies in play.
                  *([] if ally else long_events.strike_modifiers(state, facing,
                                                                      self.played)),
                  # Fellowship's +1, Swordmaster's second weapon.
                  *permanent_events.strike_modifiers(state, self.catalog, facing,
                                                     self.played),
                  # Andúril's +4 to a maximum of 11 for its Narsil's bearer.
                  *([] if ally else hobbit_anduril.strike_modifiers(
                      anduril.holder(state, self.played), facing, attack.race,
                      anduril.RULE))]
        prowess = combat.strike_prowess(who, mods) + sum(m.amount for m in events)
        # An Orc-lieutenant's or Orc-warband's prowess after an Orc attack this turn.
        faced = state.faced_by(fight.company) \
            if creatures.plays(self.played, script, "prowess_after") else ()
        strike = creature_texts.strike_prowess(script, attack, who, faced)
        # Fury of the Iron Crown: the first strike resolved
        fury = fight.fury if fight.fury is not None and not fight.resolved else None
        return StrikeTerms(company, ally, script, who, own, tuple(events), prowess,
                           strike, fury)

    def strike_board(self, state: State) -> dict[str, JSON] | None:
        """The strike under way before its roll (``engine.strike_view``): the defender's
        prowess with each modifier, the strike's, the supporters; None: no strike is."""
        fight = state.fight
        if fight is None or fight.facing is None or fight.facing not in fight.waiting(
                state.company(fight.company), [a.card_id for a in self._allies(state)]):
            return None
        mods = self._facing_mods(fight)
        terms = self._strike_terms(state, fight.facing, mods)
        def name(card: str) -> str:
            return self.catalog.get(card).name

        strike = strike_view.strike_parts(fight.attack, terms.strike, [
            (terms.fury[1], name(terms.fury[0]))] if terms.fury else [])
        return strike_view.view(terms.who, mods, fight.supporters, terms.events, strike,
                                name)

    def _roll_strike(self, ctx: Context[State], target: str, mods: StrikeModifiers,
                     supporters: tuple[str, ...] = ()) -> None:
        """One strike: the roll (CoE 3.iv.6-7), the attacker's body check when it fails, the
        character's when it succeeds (CoE 3.I.1), cards played on the strike changing its
        body."""
        fight = ctx.state.fight
        assert fight is not None
        terms = self._strike_terms(ctx.state, target, mods)
        company, ally, script, who = terms.company, terms.ally, terms.script, terms.who
        attack, own, events, prowess = fight.attack, terms.own, terms.events, terms.prowess
        strike = terms.strike + (terms.fury[1] if terms.fury else 0)
        dice, index = attack_cards.strike_dice(ctx, who.name, fight.best_of_two)
        made = combat.strike_check(who, mods, supporters, dice, index, strike, events)
        result = combat.strike_result(sum(dice), prowess, strike)
        taking = result == combat.SUCCEEDED and creature_texts.takes_instead(script)
        tapping = result == combat.SUCCEEDED and creature_scripts.wound_taps_only(script)
        # A card played on it (Block, Dodge) keeps him untapped unless the strike wounds him.
        after = who if taking else who.tap() if tapping else \
            combat.after_strike(who, result, kept_untapped.keeping(
                mods.stay_untapped, fight.no_tap, fight.no_tap_by) is not None)
        explained: dict[str, JSON] = {"check": made.to_json()}
        body_roll = None
        # The attacker's body, halved where the character's card halves it.
        if ally is None:
            attack = character_texts.attacker_body(self.played,
                                                   printed_rules.CHARACTER_BONUSES_FROM, own,
                                                   attack)
        if result == combat.FAILED and attack.body is not None:
            index = ctx.position("dice")
            body_dice = ctx.roll(f"body check of {attack.name}", coe.BODY_CHECK)
            body_roll = sum(body_dice)
            explained["body_check"] = combat.attack_body_check(attack, body_dice,
                                                               index).to_json()
        beaten = combat.strike_defeated(result, attack.body, body_roll)
        ctx.emit("StrikeResolved", coe.STRIKE_RESULT, character=target, roll=sum(dice),
                 prowess=prowess, strike=strike, result=result, state=after.state,
                 defeated=beaten, body_roll=body_roll, **explained)
        if result == combat.SUCCEEDED:
            self._sent_back(ctx, fight)
        if tapping:
            return  # a strike against the mind taps him: no wound, no body check
        if result == combat.SUCCEEDED and script is not None:
            # A Thief's, Pick-pocket's or Brigands' item (``creature_texts.item_taken``).
            taken = creature_texts.item_taken(self.catalog, script, who,
                                              company.characters if company else (),
                                              wounded=not taking, named=fight.given_up,
                                              spared=self._item_kept)
            if taken is not None:
                rule, creature = self._item_lost_cited(fight)
                ctx.emit("ItemLost", rule, character=taken[0].card_id, card=taken[1],
                         name=self.catalog.get(taken[1]).name, by=script.name, **creature)
        wounds = result == combat.SUCCEEDED and not taking
        if wounds and ally is not None:
            self._ally_wounded(ctx, ally, script, attack.name)
            return
        if wounds and creatures.plays(self.played, script, "wound_strips_after") and \
                creature_texts.strips(script, ctx.state.faced_by(fight.company)):
            self._strip(ctx, target, script.name if script else attack.name, fight)
        if wounds and creatures.plays(self.played, script, "discards_wounded") \
                and who.race != decks.WIZARD_RACE:
            # An Abductor carries off the character it wounds: no body check.
            rule, cited = self._discard_cited(fight, coe.STRIKE_RESULT)
            self._remove(ctx, target, "CharacterDiscarded", rule, cited=cited)
        elif wounds:
            lucky_search.wounded(ctx, fight.found, who, self.catalog.get)
            index = ctx.position("dice")
            body_dice = ctx.roll(f"body check of {who.name}", coe.BODY_CHECK)
            # What a card gave him for the rest of the turn raises his body.
            turn = turn_bonuses.body_modifiers(ctx.state.turn_bonuses, target,
                                               lambda c: self.catalog.get(c).name)
            # Miruvor's, for his company, up to its maximum.
            turn += company_body(ctx.state.turn_bonuses, target,
                                 who.effective_body + mods.body_bonus - sum(m.amount
                                                                            for m in turn),
                                 lambda c: self.catalog.get(c).name)
            # Swordmaster's second weapon.
            turn += permanent_events.body_modifiers(ctx.state, self.catalog, who, self.played)
            # The Iron Crown's +1, to at most 10.
            turn += iron_crown.body_modifiers(self.catalog, who, self.played)
            # A Traitor's attack: +1 to the check.
            turn += waiting_hazards.body_modifiers(fight)
            raised = [*([strike_cards.rest_modifier(mods.body_bonus, played_since(
                self.played, printed_rules.LOWERED_BODY_FROM))] if mods.body_bonus else []),
                      *turn]
            his_body = who.effective_body + mods.body_bonus - sum(m.amount for m in turn)
            failed = combat.body_check_fails(sum(body_dice), his_body, who.wounded)
            body = combat.body_check(who, raised, body_dice, index, who.wounded)
            assert body.passed != failed
            # Giant Spiders: a body check equal to his body, no failure, discards him.
            equal = not failed and sum(body_dice) + (1 if who.wounded else 0) == his_body \
                and who.race != decks.WIZARD_RACE and \
                creatures.plays(self.played, script, "discards_on_equal_body")
            rule, cited = self._discard_cited(fight, coe.BODY_CHECK) if equal \
                else (coe.BODY_CHECK, {})
            # A card keeping him from that discard is named, so that the check's line does
            # not say he is discarded (``printed_rules.KEPT_TOLD_FROM``).
            keeper = self._keeper(ctx.state, target) if equal and played_since(
                self.played, printed_rules.KEPT_TOLD_FROM) else None
            kept: dict[str, JSON] = {creature_discards.KEPT_BY: keeper} if keeper else {}
            ctx.emit("BodyChecked", coe.BODY_CHECK, character=target, roll=sum(body_dice),
                     body=his_body, eliminated=failed, check=body.to_json(), **cited, **kept)
            if failed:
                self._remove(ctx, target, "CharacterEliminated", coe.ELIMINATED)
            elif equal:
                self._remove(ctx, target, "CharacterDiscarded", rule, cited=cited)
            elif fight.check_wounded:
                self._corruption_check(ctx, target, "GON-PLAY-4")

    def _sent_back(self, ctx: Context[State], fight: Fight) -> None:
        """A Fell Turtle's successful strike sends its moving company back to its site of
        origin (``creatures.SENDS_BACK_FROM``): it no longer moves this turn; unless Goldberry,
        untapped with it, taps to cancel that (``printed_rules.GOLDBERRY_FROM``; wounded, she
        does not from ``printed_rules.WOUNDED_GOLDBERRY_FROM``, CoE 9.2.3)."""
        company = ctx.state.company(fight.company)
        if company is None or company.destination is None or fight.card is None \
                or not creatures.sends_back(self.played, fight.card):
            return
        if played_since(self.played, printed_rules.GOLDBERRY_FROM) and allies.keeps_on(
                ctx, [a for a, c in ctx.state.allies if c in company.ids()],
                ctx.state.tapped_allies, allies.unable(
                    ctx.state.wounded_allies, self.played, printed_rules.WOUNDED_GOLDBERRY_FROM),
                self.catalog, fight.card):
            return  # Goldberry keeps it on its way
        ctx.emit("MovementTurnedBack", creature_texts.RULE, company=company.id,
                 card=fight.card, origin=company.location, destination=company.destination)

    def _ally_wounded(self, ctx: Context[State], ally: Character,
                      script: CreatureScript | None, by: str) -> None:
        """A strike wounded ``ally``: a creature discarding whom it wounds discards it, else
        its body check follows and a failed one discards it (CoE 2.V.2.2, 3.I.1), as does
        one equal to its body against Giant Spiders (cited by the creature's card from
        ``printed_rules.CREATURE_DISCARDS_FROM``, ``_discard_cited``)."""
        fight = ctx.state.fight
        if creatures.plays(self.played, script, "discards_wounded"):
            rule, cited = self._discard_cited(fight, coe.STRIKE_RESULT)
            ctx.emit("AllyDiscarded", rule, ally=ally.card_id, reason=f"discarded by {by}",
                     **cited)
            return
        index = ctx.position("dice")
        dice = ctx.roll(f"body check of {ally.name}", coe.BODY_CHECK)
        failed = combat.body_check_fails(sum(dice), ally.effective_body, ally.wounded)
        equal = not failed and sum(dice) + (1 if ally.wounded else 0) == ally.effective_body \
            and creatures.plays(self.played, script, "discards_on_equal_body")
        rule, cited = self._discard_cited(fight, coe.BODY_CHECK) if equal \
            else (coe.BODY_CHECK, {})
        ctx.emit("BodyChecked", coe.BODY_CHECK, character=ally.card_id, roll=sum(dice),
                 body=ally.effective_body, eliminated=failed, ally=True,
                 check=combat.body_check(ally, [], dice, index, ally.wounded).to_json(),
                 **cited)
        if failed or equal:
            ctx.emit("AllyDiscarded", rule, ally=ally.card_id,
                     reason=allies.body_check_reason(failed, by), **cited)

    def _end_attack(self, ctx: Context[State], failed: bool | None = None) -> None:
        """CoE 3.v: the attack is defeated if every strike was (``failed``: whether it is, its
        strikes failed by a card, True Fána); a defeated creature is kept for its points, a
        Nazgul not defeated goes back into the hazard deck (GON-NAZ-5, -6)."""
        fight = ctx.state.fight
        assert fight is not None
        if not self._wounded_check_corruption(ctx, fight):
            return
        corruption_cards.wounded(ctx, self._card_check, fight.company, fight.wounded)
        if ctx.state.outcome is not None:
            return
        attack = fight.attack
        beaten_all = combat.attack_defeated(len(fight.assigned), fight.defeated) \
            if failed is None else failed
        ctx.emit("AttackEnded", coe.ATTACK_RESULT, company=fight.company, attack=attack.name,
                 card=fight.card, defeated=beaten_all)
        alatar.after_attack(ctx, fight, self._corruption_check)
        if ctx.state.outcome is not None:
            return
        if creatures.series(self.played, fight.card) is not None:
            self._next_in_series(ctx, fight, beaten_all, canceled=False)
            return
        self._blades_leave(ctx, fight.company, fight.wounded)
        self._creature_leaves(ctx, fight.card, attack, beaten_all, fight.fury)
        self._offer_crown(ctx, fight)

    def _offer_crown(self, ctx: Context[State], fight: Fight) -> None:
        """After the attack Fury of the Iron Crown went with, the player may play The Iron
        Crown from his hand (``hazard_events.crown_offered``): the game waits for his word."""
        if hazard_events.crown_offered(ctx.state, self.catalog, self.played, fight.company,
                                       fight.fury, fight.card):
            assert fight.fury is not None
            ctx.emit("IronCrownOffered", hazard_events.WITH_CREATURE_RULE,
                     company=fight.company, card=fight.fury[0])

    def _next_in_series(self, ctx: Context[State], fight: Fight, defeated: bool,
                        canceled: bool) -> None:
        """An attack of an Assassin or a Slayer (``creatures.series``) is over, ``defeated``
        or ``canceled``: its next attack, of one strike, comes on the same character while one
        is left and he is still there (the attacker's choice, CoE 3.iii); else the creature
        leaves, defeated only if every one of its attacks was (CoE 3.v), not one canceled or
        left with no one to strike."""
        found = creatures.series(self.played, fight.card)
        assert found is not None
        series = attack_series.after(attack_series.Series(*fight.series), defeated, canceled)
        target = fight.assigned[0] if fight.assigned else None
        company = ctx.state.company(fight.company)
        present = target is not None and company is not None and (
            company.character(target) is not None
            or ally_strikes.fighter(ctx.state, self.catalog, self.played, target) is not None)
        if attack_series.another_comes(found, series, present) and ctx.state.outcome is None:
            more: dict[str, JSON] = {"keyed": fight.keyed} if fight.keyed is not None else {}
            if fight.fury is not None:  # its +4 went to the first strike resolved
                more["fury"] = [fight.fury[0], 0]
            assert fight.card is not None
            attack = attack_series.next_attack(self.catalog.get(fight.card))
            if played_since(self.played, FLAME_FROM):
                # What cards played this turn give every attack, or every creature's, on the
                # company (Wizard's Flame, Horses) weighs on each further attack too.
                for on, _, amount in (*ctx.state.every_attack, *ctx.state.strengthened):
                    if on == fight.company:
                        attack = attack.modified(0, amount)
            attack = self._weakened_by_long_events(ctx.state, attack, more)
            ctx.emit("AttackDeclared", coe.KEYING, company=fight.company,
                     attack=attack.to_json(), card=fight.card,
                     check_wounded=fight.check_wounded, weakened=[], attacker_chooses=True,
                     series=series.to_json(), **more)
            ctx.emit("StrikeAssigned", coe.ATTACKER_ASSIGNS, character=target, by="attacker")
            return
        self._blades_leave(ctx, fight.company, fight.wounded)
        self._creature_leaves(ctx, fight.card, fight.attack,
                              attack_series.defeated(found, series), fight.fury)
        self._offer_crown(ctx, fight)

    def _strip(self, ctx: Context[State], target: str, by: str, fight: Fight) -> None:
        """A Troll's wound after another of the three this turn: the wounded character
        loses every item he bears but the special ones."""
        company = ctx.state.company_of(target)
        who = company.character(target) if company else None
        rule, creature = self._item_lost_cited(fight)
        for borne in [i for i in who.items if i.item_class != "special"] if who else []:
            ctx.emit("ItemLost", rule, character=target, card=borne.card_id, name=borne.name,
                     by=by, **creature)

    def _item_lost_cited(self, fight: Fight) -> tuple[str, dict[str, JSON]]:
        """The clause an item the creature of ``fight`` takes is cited by, and the fields
        naming that creature's card (``creature``): its
        own text decides it (no clause of the scenario speaks of it), so from
        ``printed_rules.ITEM_LOST_CITED_FROM`` the card is cited as a card's effect is, by the
        clause its attack is played under (GON-HH-6), and named; before, CoE-3.iv.7."""
        return creature_discards.cited(self.played, fight, printed_rules.ITEM_LOST_CITED_FROM,
                                       creature_texts.RULE, self._played_under)

    def _discard_cited(self, fight: Fight | None, rule: str) -> tuple[str, dict[str, JSON]]:
        """The clause a character or ally the creature of ``fight`` discards by its text
        (``hobbit.creature_discards``: an Abductor's wound, Giant Spiders' body check equal to
        his body) is cited by, and the fields naming its card: from
        ``printed_rules.CREATURE_DISCARDS_FROM`` as an item it takes; before, ``rule``, the
        strike's or the body check's standard rule, and no card."""
        return creature_discards.cited(self.played, fight, printed_rules.CREATURE_DISCARDS_FROM,
                                       rule, self._played_under)

    def _played_under(self, fight: Fight) -> str:
        """The clause the creature of ``fight`` was played on the company under, which its
        text is cited by: from ``printed_rules.ATTACK_CLAUSE_FROM`` its ``CreatureAttacks``'s
        (``Fight.played_under``: GON-DUD-5 for one a hazard event let attack, GON-NAZ-1 a
        Nazgûl); before, GON-HH-6 for any."""
        if played_since(self.played, printed_rules.ATTACK_CLAUSE_FROM) \
                and fight.played_under is not None:
            return fight.played_under
        return "GON-HH-6"

    def _wounded_check_corruption(self, ctx: Context[State], fight: Fight) -> bool:
        """After a Barrow-wight's or the Ghosts' attack, each character it wounded still in
        play checks corruption at its text's modifier. False: the game ended meanwhile."""
        script = creatures.script(self.played, fight.card)
        if script is None or script.wounded_corruption is None or \
                not creatures.plays(self.played, script, "wounded_corruption"):
            return True
        text = [Modifier(script.wounded_corruption, f"card:{fight.card}",
                         f"{script.name}'s text", coe.CORRUPTION_CHECK)]
        for who in dict.fromkeys(fight.wounded):
            if ctx.state.outcome is None and ctx.state.company_of(who) is not None:
                self._corruption_check(ctx, who, coe.CORRUPTION_CHECK, text,
                                       asked_by=fight.card or "")
        return ctx.state.outcome is None

    def _blades_leave(self, ctx: Context[State], company: str,
                      wounded: Sequence[str]) -> None:
        """The blades played on the attack over (``blades``): each on a character it
        ``wounded`` that GON-TARGET-1 picks, else discarded; those of an attack set aside
        wait for it."""
        for blade in () if ctx.state.set_aside else ctx.state.blades:
            fits = blades.candidates(ctx.state, company, wounded)
            if not fits or ctx.state.outcome is not None:
                ctx.emit("BladeDiscarded", blades.RULE, card=blade, reason=NONE_WOUNDED)
                continue
            on = ctx.state.company(company)
            pool = [c for c in on.characters if c.card_id in fits] if on else []
            who = self._target(ctx, pool, f"bearer of {self.catalog.get(blade).name}")
            ctx.emit("HazardPlacedOnCharacter", blades.RULE, card=blade, character=who,
                     points=self.catalog.get(blade).corruption_points or 0)

    def _creature_leaves(self, ctx: Context[State], card: str | None, attack: Attack,
                         beaten_all: bool, fury: tuple[str, int] | None = None) -> None:
        """The creature of an attack ended: kept for its points if defeated (GON-NAZ-6), a
        Nazgul otherwise shuffled back into the hazard deck (GON-NAZ-5), else discarded;
        after Fury of the Iron Crown (``fury``) one but a Nazgûl is kept for its points. A
        blade played on a canceled attack, which wounded no one, is discarded."""
        self._blades_leave(ctx, "", ())
        if card is None:
            return
        nazgul = decks.is_nazgul(self.catalog.get(card))
        if fury is not None and not nazgul and not beaten_all:
            # Fury of the Iron Crown: the creature leaves play for the player's points.
            ctx.emit("CreatureDefeated", "GON-HH-7", card=card,
                     points=combat.kill_points(attack, True), by=fury[0])
            return
        if beaten_all:
            ctx.emit("CreatureDefeated", "GON-NAZ-6" if nazgul else coe.ATTACK_RESULT,
                     card=card, points=combat.kill_points(attack, True))
        elif nazgul:
            ctx.emit("NazgulReturned", "GON-NAZ-5", card=card)
            ctx.shuffle("hazards", list(ctx.state.hazard_deck), "GON-NAZ-5")
        else:
            ctx.emit("CreatureDiscarded", coe.ATTACK_RESULT, card=card)

    def _play_card(self, ctx: Context[State], play: CardPlay) -> None:
        """A resource short-event of the hand: the character a skilled card needs taps; a
        canceled attack ends with no strike, its creature discarded (a Nazgul shuffled back,
        GON-NAZ-5); untapping or healing leaves the character untapped; cards are drawn."""
        mode = play.mode
        played = [[e.primitive, e.amount] for e in mode.effects]
        # GON-PLAY-5: a spell played is removed from the game, not discarded (from the
        # version that plays the Wizard's spells).
        spell = int(self.played) >= GENERATION_6_FROM \
            and self.catalog.get(play.card).magic == "Spell"
        # Favor of the Valar removes itself from the game too.
        spell = spell or any(e.primitive == effects.NEW_HAND for e in mode.effects)
        ctx.emit("ResourcePlayed", play.rule, card=play.card, mode=mode.name,
                 character=play.character,
                 **({"company": play.company} if play.company is not None else {}),
                 tapped=play.character if mode.taps_skilled else None,
                 strike=window(ctx.state) == DURING_STRIKE, skilled=mode.skill is not None,
                 effects=played, **({"declared": True} if play.id.startswith("declare-")
                                    else {}), **({"removed": True} if spell else {}))
        if mode.influences and play.character is not None:
            # Kept for the character's next influence attempt this turn (CoE 2.V.3).
            ctx.emit("InfluenceCardPlayed", coe.SHORT_EVENT, character=play.character,
                     card=play.card)
        self._card_effects(ctx, play)

    def _card_effects(self, ctx: Context[State], play: CardPlay) -> None:
        """What a card played or an item used does, effect by effect."""
        fight = ctx.state.fight
        for effect in play.mode.effects:
            if effect.primitive == WOUND_CHARACTER and play.character is not None:
                ctx.emit("CharacterStateChanged", coe.SHORT_EVENT, character=play.character,
                         state="wounded")
            elif effect.primitive == CANCEL_ATTACK and fight is not None:
                ctx.emit("AttackCanceled", coe.CANCEL_ATTACK, company=fight.company,
                         attack=fight.attack.name, card=fight.card, by=play.card)
                alatar.after_attack(ctx, fight, self._corruption_check)
                if alatar.ended(ctx.state, self.played):
                    return  # his check lost the game: nothing more is played
                self._creature_leaves(ctx, fight.card, fight.attack, False)
            elif effect.primitive in (UNTAP, HEAL) and play.character is not None:
                ctx.emit("CharacterStateChanged", coe.SHORT_EVENT, character=play.character,
                         state="untapped")
                if effect.primitive == HEAL:
                    self._healed(ctx, play.character, "untapped", play.card)
            elif effect.primitive == DRAW:
                self._draw(ctx, effect.amount, coe.SHORT_EVENT)
            else:
                self._later_effect(ctx, play, effect)

    def _healed(self, ctx: Context[State], healed: str, state: str, by: str) -> None:
        """From ``printed_rules.SITE_RULES_FROM``, at Old Forest or Rhosgobel a healing effect
        reaches every character at the site: each other wounded character there, of any
        company, heals the same way (``engine.site_rules``)."""
        company = ctx.state.company_of(healed)
        if not played_since(self.played, printed_rules.SITE_RULES_FROM) or company is None \
                or company.location not in site_rules.HEALING_SITES:
            return
        here = self.catalog.get(company.location)
        what = self.catalog.get(by).name if by in self.catalog else "The healing"
        for other in [c.card_id for each in ctx.state.companies
                      if each.location == here.id for c in each.characters
                      if c.wounded and c.card_id != healed]:
            ctx.emit("CharacterStateChanged", site_rules.HEALING_RULE, character=other,
                     state=state, reason=site_rules.heal_reason(what, here.name))

    def _later_effect(self, ctx: Context[State], play: CardPlay, effect: Effect) -> None:
        """The effects the hand plays from ``hand_cards.GENERATION_6_FROM``: on the attack
        before its strikes are assigned, on the strike under way (CoE 3.i, 3.iv.5), and a
        card's corruption check of the character it is played on (CoE 7.1)."""
        fight = ctx.state.fight
        kind = effect.primitive
        if kind == CHECK_NOW and play.returned:
            vilya.shuffle_back(ctx, ctx.state.resource_deck, play.returned)
        if kind == CHECK_NOW and play.character is not None:
            self._corruption_check(ctx, play.character, coe.CORRUPTION_CHECK, [Modifier(
                self._check_at(ctx.state, play, effect.amount), f"card:{play.card}",
                "the card's modifier to this check", coe.SHORT_EVENT)])
        elif kind in turn_bonuses.STATS and play.character is not None:
            ctx.emit("CharacterBolstered", coe.SHORT_EVENT, card=play.card,
                     character=play.character, stat=kind, amount=effect.amount)
        elif kind == UNTAP_COMPANY and play.character is not None:
            # Narya: every tapped, unwounded character of his company untaps.
            company = ctx.state.company_of(play.character)
            # A sage holding Dreams of Lore or Reforging does not untap.
            untapping = [c.card_id for c in company.characters if c.state == "tapped"
                         and permanent_events.may_untap(ctx.state, c.card_id)] \
                if company else []
            for tapped in untapping:
                ctx.emit("CharacterStateChanged", coe.SHORT_EVENT, character=tapped,
                         state="untapped")
        elif kind == effects.NEW_HAND:
            self._new_hand(ctx, play.card)
        elif kind in COMPANY_STATS and play.character is not None:
            self._bolster_company(ctx, play, effect)
        elif kind == effects.CHECK_BONUS and play.character is not None:
            # A Friend or Three's counts once for each character of his company.
            company = ctx.state.company_of(play.character)
            ctx.emit("CorruptionCheckModified", coe.SHORT_EVENT, card=play.card,
                     character=play.character,
                     amount=effect.amount * (len(company.characters) if company and
                                             play.mode.per_character else 1))
        elif kind in (effects.NO_WILDERNESS_KEYING, effects.NO_SITE_KEYING) \
                and play.character is not None:
            company = ctx.state.company_of(play.character)
            ctx.emit("KeyingBarred", coe.SHORT_EVENT, card=play.card,
                     company=company.id if company else None,
                     barred=WILDERNESS if kind == effects.NO_WILDERNESS_KEYING else SITE_KEYS)
        elif kind in (effects.TOP_RESOURCES, effects.TOP_HAZARDS):
            # Mirror of Galadriel: the top cards of a deck seen, then shuffled back on top.
            deck = "resources" if kind == effects.TOP_RESOURCES else "hazards"
            top_seen(ctx, deck, ctx.state.resource_deck if deck == "resources"
                     else ctx.state.hazard_deck, effect.amount, play.card, coe.SHORT_EVENT)
        elif kind == effects.FAR_SIGHT and play.character is not None:
            company = ctx.state.company_of(play.character)
            if company is not None and not far_sight.search(
                    ctx, self.catalog, play.character, play.card, company.location):
                far_sight.finish(ctx, play.character, lambda sage: self._sage_checks(ctx, sage))
        elif kind == effects.LUCKY_SEARCH and play.character is not None:
            self._lucky_search(ctx, play)
        elif kind == effects.EVERY_ATTACK_PROWESS and play.character is not None:
            # Wizard's Flame: every attack on his company this turn.
            company = ctx.state.company_of(play.character)
            ctx.emit("AttacksProwessModified", coe.SHORT_EVENT, card=play.card,
                     company=company.id if company else None, prowess=effect.amount)
        elif kind == effects.GREAT_ROAD and play.company is not None:
            company = ctx.state.company(play.company)
            ctx.emit("GreatRoadTaken", coe.SHORT_EVENT, card=play.card, company=play.company,
                     haven=company.location if company else None)
        elif kind == effects.MOVE_BY_CARD and play.mode.by_starter_movement:
            # Bridge: on from the Haven by starter movement, a movement/hazard phase following.
            company = ctx.state.company(play.company or "")
            ctx.emit("CompanyMovesOn", STARTER_MOVEMENT, company=play.company,
                     origin=company.location if company else None, to=play.site,
                     card=play.card)
        elif kind == effects.MOVE_BY_CARD and play.company is not None:
            # Eagle-mounts, Paths of the Dead: the move declared, with no site path.
            ctx.emit("MovementDeclared", coe.SHORT_EVENT, company=play.company, to=play.site,
                     by=play.card)
        elif kind == effects.UNDEAD_ONLY and play.company is not None:
            ctx.emit("CreaturesLimitedToUndead", coe.SHORT_EVENT, card=play.card,
                     company=play.company)
        elif kind == effects.CREATURE_PROWESS_TURN and play.company is not None:
            # Horses: the hazard creatures played on the company this turn are stronger.
            ctx.emit("CreaturesStrengthened", coe.SHORT_EVENT, card=play.card,
                     company=play.company, prowess=effect.amount)
        elif kind == effects.SITE_KEYING_ONLY and play.company is not None:
            # Secret Passage: only creatures keyed to its new site, a Ruins & Lairs.
            ctx.emit("KeyingBarred", coe.SHORT_EVENT, card=play.card, company=play.company,
                     barred=NOT_SITE)
        elif kind == effects.THOROUGH_SEARCH and play.character is not None:
            company = ctx.state.company_of(play.character)
            ctx.emit("SiteSearched", coe.SHORT_EVENT, card=play.card, character=play.character,
                     company=company.id if company else None,
                     site=company.location if company else None)
        elif kind == effects.CANCEL_CREATURE_ATTACKS and play.character is not None:
            company = ctx.state.company_of(play.character)
            ctx.emit("CreatureAttacksCanceled", coe.SHORT_EVENT, card=play.card,
                     company=company.id if company else None)
        elif kind == effects.PREVENT_CREATURES and play.character is not None:
            company = ctx.state.company_of(play.character)
            ctx.emit("CreaturesPrevented", coe.SHORT_EVENT, card=play.card,
                     company=company.id if company else None)
        elif kind == effects.DISCARD_NAZGUL_EVENTS:
            # Wizard's River-horses: each Nazgûl guarding Dol Guldur is discarded, so
            # shuffled back into the hazard deck (GON-NAZ-2, GON-NAZ-5).
            for guardian in ctx.state.guardians:
                ctx.emit("GuardianReturned", "GON-NAZ-5", card=guardian, by=play.card)
            ctx.shuffle("hazards", list(ctx.state.hazard_deck), "GON-NAZ-5")
        elif kind == effects.BOARD_GREAT_SHIP and play.character is not None:
            company = ctx.state.company_of(play.character)
            ctx.emit("GreatShipBoarded", coe.SHORT_EVENT, card=play.card,
                     company=company.id if company else None)
        elif fight is None:
            return
        elif kind == effects.STRIKES_FAIL and play.character is not None:
            self._strikes_fail(ctx, fight, play.character, play.card)
        elif kind == CANCEL_STRIKE and fight.facing is not None:
            ctx.emit("StrikeCanceled", coe.CANCEL_STRIKE, company=fight.company,
                     character=fight.facing)
        elif kind in (ATTACK_PROWESS_NOW, ATTACK_BODY_NOW):
            ctx.emit("AttackModified", coe.SHORT_EVENT, company=fight.company,
                     attack=fight.attack.name,
                     prowess=effect.amount if kind == ATTACK_PROWESS_NOW else 0,
                     body=effect.amount if kind == ATTACK_BODY_NOW else 0)
        elif kind in (STRIKES_PROWESS, COMPANY_STRIKE_PROWESS):
            company = ctx.state.company(fight.company)
            ctx.emit("StrikesProwessModified", coe.SHORT_EVENT, company=fight.company,
                     prowess=effect.amount, characters=[play.character] if kind ==
                     STRIKES_PROWESS else [c.card_id for c in company.characters]
                     if company else [])
        elif kind == effects.HALVE_STRIKES:
            ctx.emit("AttackStrikesSet", coe.CANCEL_ATTACK, company=fight.company,
                     attack=fight.attack.name, strikes=halved_strikes(fight.attack.strikes),
                     was=fight.attack.strikes, by=play.card)
        elif kind == BEST_OF_TWO and fight.facing is not None:
            ctx.emit("TwoStrikeRolls", coe.SHORT_EVENT, company=fight.company,
                     character=fight.facing)

    def _lucky_search(self, ctx: Context[State], play: CardPlay) -> None:
        """Lucky Search: the play deck turned over to an item the scout takes, then one strike
        on him, which no card cancels (``hobbit.lucky_search``)."""
        company = ctx.state.company_of(play.character or "")
        assert company is not None and play.character is not None
        borne = [i.name for each in ctx.state.companies for c in each.characters
                 for i in c.items]
        strike, item = lucky_search.turn_over(ctx, self.catalog.get, play.character, borne)
        ctx.emit("AttackDeclared", lucky_search.RULE, company=company.id,
                 attack=strike.to_json(), card=None, check_wounded=False, weakened=[],
                 origin=lucky_search.ORIGIN, found=item)
        ctx.emit("StrikeAssigned", lucky_search.RULE, character=play.character, by="card")
        ctx.emit("StrikesAssigned", assignment_clause(self.played,
                                                      printed_rules.ASSIGNMENT_CITED_SINCE),
                 company=company.id, targets=[play.character], excess=0)

    def _traitor_attack(self, ctx: Context[State]) -> None:
        """The first attack a Traitor turned makes, no other under way (``waiting_hazards``):
        one strike on the character GON-TARGET-1 picks among the others of the traitor's
        company, the absent opponent's choice; none else there, no attack is made."""
        traitor, company_id, prowess = ctx.state.traitor_attacks[0]
        company = ctx.state.company(company_id)
        others = [c for c in company.characters if c.card_id != traitor] if company else []
        if company is None or not others:
            ctx.emit("TraitorAttackNotMade", coe.IMMEDIATELY, character=traitor,
                     company=company_id, reason=waiting_hazards.NO_ONE)
            return
        target = self._target(ctx, others, "target of the traitor's attack")
        attack = shared_traitor.attack(self.catalog.get(traitor).name, prowess)
        self._declare(ctx, company.id, attack, None, False, origin=waiting_hazards.ORIGIN,
                      rule=coe.IMMEDIATELY)
        ctx.emit("StrikeAssigned", "GON-TARGET-1", character=target, by="attacker")
        ctx.emit("StrikesAssigned", coe.ATTACKER_ASSIGNS, company=company.id,
                 targets=[target], excess=0)

    def _strikes_fail(self, ctx: Context[State], fight: Fight, wizard_id: str,
                      card: str) -> None:
        """True Fána (``attack_cards.strikes_fail``): a roll above the attack makes every
        strike fail, and the attack ends, defeated or not, with no strike rolled."""
        company = ctx.state.company(fight.company)
        wizard = company.character(wizard_id) if company else None
        assert company is not None and wizard is not None
        defeated = attack_cards.strikes_fail(
            ctx, wizard, fight.attack, card, self.catalog.get(card).name,
            len(company.characters) + len(self._allies(ctx.state)), coe.SHORT_EVENT)
        if defeated is not None:
            self._end_attack(ctx, defeated)

    def _sage_checks(self, ctx: Context[State], sage: str) -> None:
        """Far-sight's sage checks corruption as its search ends (CoE 7.1)."""
        self._corruption_check(ctx, sage, coe.CORRUPTION_CHECK)

    def _bolster_company(self, ctx: Context[State], play: CardPlay, effect: Effect) -> None:
        """Miruvor, the Potion of Prowess (``item_uses.TURN_USES_FROM``): every character of
        the company of ``play.character`` (the item's bearer) as it is used has the bonus
        until the end of the turn (a character joining it later has not); body not above
        ``effects.COMPANY_BODY_MAX``."""
        company = ctx.state.company_of(play.character or "")
        body = effect.primitive == effects.COMPANY_BODY
        ctx.emit("CompanyBolstered", play.rule, card=play.card,
                 company=company.id if company else None,
                 characters=[c.card_id for c in company.characters] if company else [],
                 stat=COMPANY_STATS[effect.primitive], amount=effect.amount,
                 maximum=effects.COMPANY_BODY_MAX if body else None)

    def _new_hand(self, ctx: Context[State], card: str) -> None:
        """Favor of the Valar (CoE 5.1): the rest of the hand and the discard pile, its sites
        kept there, shuffled into the play deck, then a new hand of the hand size (GON-PLAY-2)
        drawn; the card itself is removed from the game (``ResourcePlayed``)."""
        state = ctx.state
        back = [*state.hand, *(c for c in state.resource_discard
                               if not self.catalog.get(c).is_site)]
        ctx.emit("HandShuffledIn", coe.SHORT_EVENT, card=card, cards=back)
        ctx.shuffle("resources", [*ctx.state.resource_deck, *back], coe.SHORT_EVENT)
        self._draw(ctx, self._hand_limit(ctx.state), coe.SHORT_EVENT)

    def _check_at(self, state: State, play: CardPlay, amount: int) -> int:
        """A card's modifier to its character's check: Nenya's eased while his company is at
        a Haven (``turn_bonuses.TurnCard.check_at``)."""
        card = turn_bonuses.CARDS.get(play.card)
        company = state.company_of(play.character or "")
        if card is None or company is None:
            return amount
        eased = card.check_at(self.catalog.get(company.location).is_haven)
        return amount if eased is None else eased

    def _draw(self, ctx: Context[State], count: int, rule: str = coe.END_OF_TURN,
              card: str = "", site: str = "") -> None:
        """Draw ``count`` resources, naming the ``card`` giving them or the ``site`` whose
        number they are (the ruleset's)."""
        raise NotImplementedError

    def _hand_limit(self, state: State) -> int:
        """The hand size with the characters' bonuses (``rules``)."""
        raise NotImplementedError

    def _check_terms(self, state: State, card_id: str, text: Sequence[Modifier] = ()
                     ) -> tuple[Character, int, list[Modifier]] | None:
        """(character, points, modifiers but his own) of ``card_id``'s corruption check, with
        ``text`` (None: he is in no company)."""
        company = state.company_of(card_id)
        who = company.character(card_id) if company else None
        if who is None:
            return None
        printed = [*printed_rules.corruption_modifiers(self.played, self.catalog.get(card_id)),
                   *text,
                   # Fellowship's +1 to a member's check.
                   *permanent_events.check_modifiers(state, card_id, self.played),
                   # A card's bonus to his next check this turn (A Friend or Three).
                   *(Modifier(amount, f"card:{card}", "the card's bonus to his next corruption "
                              "check", coe.SHORT_EVENT)
                     for card, amount in turn_bonuses.found(state.turn_bonuses, card_id,
                                                            effects.CHECK_BONUS))]
        # Andúril's one more point for its Narsil's bearer; an item's more for a bearer of its
        # race (Durin's Axe, The Arkenstone borne by a Dwarf).
        return who, who.corruption_points + state.corruption_on(card_id) \
            + hobbit_anduril.corruption(anduril.holder(state, self.played), card_id) \
            + printed_rules.extra_corruption(self.played, self.catalog, who), printed

    def _check_may_fail(self, state: State, card_id: str,
                        text: Sequence[Modifier] = ()) -> bool:
        """Whether ``card_id``'s corruption check (with ``text``) may fail at all (CoE 7.1,
        ``may_fail``)."""
        found = self._check_terms(state, card_id, text)
        return found is not None and may_fail(found[1], found[0].corruption_modifier + sum(
            m.amount for m in found[2]))

    def _nenya_site(self, state: State, company: Company) -> Card:
        """The site Nenya's gift reads ``company`` at: from ``NENYA_TREATED_SITE_FROM`` as a
        resource with Gates of Morning treats it this turn (a Shadow-hold Quiet Lands treats
        as a Ruins & Lairs is none, ``treated_sites``); before, as printed."""
        here = self.catalog.get(company.location)
        return treated_sites.treated_site(state, company.id, here) \
            if played_since(self.played, NENYA_TREATED_SITE_FROM) else here

    def _assured(self, state: State, card_id: str) -> str | None:
        """The Nenya whose waiting gift makes ``card_id``'s check succeed now, at his company's
        site (None: none; ``hobbit.nenya``)."""
        company = state.company_of(card_id)
        if company is None or not state.assured_checks:
            return None
        return nenya.waiting(state.assured_checks, card_id,
                             self._nenya_site(state, company).site_type)

    def _card_check(self, ctx: Context[State], card_id: str, rule: str, card: str) -> None:
        """The corruption check a corruption card ``card_id`` bears asks for
        (``corruption_cards.Check``), naming it from ``printed_rules.ASKED_CHECKS_FROM``."""
        self._corruption_check(ctx, card_id, rule, asked_by=card)

    def _corruption_check(self, ctx: Context[State], card_id: str, rule: str,
                          text: Sequence[Modifier] = (), asked_by: str = "") -> None:
        """``card_id``'s corruption check (CoE 7.1) with ``text`` (a card's modifier to it);
        ``asked_by``: the card asking for it, named from ``printed_rules.ASKED_CHECKS_FROM``."""
        found = self._check_terms(ctx.state, card_id, text)
        if found is None:
            return
        who, points, printed = found
        assured = self._assured(ctx.state, card_id)
        if assured is not None:  # Nenya's gift: it succeeds with no roll
            nenya.succeed(ctx, who, assured)
            return
        index = ctx.position("dice")
        dice = ctx.roll(f"corruption check of {who.name}", coe.CORRUPTION_CHECK)
        result = corruption_check(sum(dice), points,
                                  who.corruption_modifier + sum(m.amount for m in printed))
        made = corruption_roll(who, printed, dice, index, points)
        # CoE 7.1: a Wizard is eliminated where another hero character is discarded.
        discarded = result == DISCARDED and who.race != decks.WIZARD_RACE
        told = ELIMINATED if result == DISCARDED and not discarded and played_since(
            self.played, printed_rules.WIZARD_CHECK_RESULT_FROM) else result
        asking: dict[str, JSON] = {"asked_by": asked_by} if asked_by and played_since(
            self.played, printed_rules.ASKED_CHECKS_FROM) else {}
        ctx.emit("CorruptionChecked", rule, character=card_id, roll=sum(dice), points=points,
                 modifier=who.corruption_modifier, result=told, **asking,
                 check=made.to_json())
        if result == PASSED:
            return
        company = ctx.state.company_of(card_id)
        assert company is not None
        self._remove(ctx, card_id, "CharacterDiscarded" if discarded else "CharacterEliminated",
                     coe.CORRUPTION_CHECK)
        waiting_hazards.turned(ctx, who, company.id)  # a Traitor waiting turns him

    def _heirs_chosen(self) -> bool:
        """Whether the player gives an eliminated character's items (version 4 on)."""
        raise NotImplementedError

    def _item_kept(self, item: Item) -> bool:
        """Whether no effect takes or passes on ``item`` (Ent-draughts, from its version)."""
        return hobbit_draughts.kept(guise_draughts.plays(self.played), item)

    def _allies_leave(self, ctx: Context[State], who: Character) -> None:
        """CoE 2.V.2.3: the allies ``who`` controls are discarded as he leaves play."""
        allies.leave(ctx, ctx.state.allies, who)

    def _keeper(self, state: State, card_id: str) -> str | None:
        """The card in play that would keep ``card_id`` from being discarded (None: none; a
        phase says where one does)."""
        return None

    def _remove(self, ctx: Context[State], card_id: str, kind: str, rule: str,
                one_item: bool = False, cited: dict[str, JSON] | None = None) -> None:
        """A character leaves play: when eliminated, its items pass to unwounded companions
        (CoE 3.I.2) — the player's choice, version 4 on; before, in company order; from
        ``printed_rules.CHECK_ITEMS_DISCARDED_FROM`` none by a failed corruption check — the rest
        and the corruption cards on it are discarded; ``one_item``: the player may give one
        of them to any other character of his company (a call home). Losing the player's
        Wizard or Saruman loses the game (GON-WIN-9). ``cited``: the fields naming the card
        whose text discards him (``_discard_cited``)."""
        company = ctx.state.company_of(card_id)
        assert company is not None
        who = company.character(card_id)
        assert who is not None
        eliminated = kind == "CharacterEliminated"
        # CoE 7.1: from CHECK_ITEMS_DISCARDED_FROM no one takes the items of one a failed
        # corruption check eliminates; they are discarded with him.
        inherited = eliminated and not (rule == coe.CORRUPTION_CHECK and played_since(
            self.played, printed_rules.CHECK_ITEMS_DISCARDED_FROM))
        heirs = [c.card_id for c in combat.heirs(who, company.characters)] \
            if inherited and who.items and self._heirs_chosen() else \
            [c.card_id for c in company.characters if c.card_id != card_id] \
            if one_item and who.items else []
        passed = combat.inherit_items(who, company.characters) if inherited and not heirs \
            else []
        left = [i.card_id for i in who.items] if heirs else []
        given = {item for item, _ in passed}
        self._allies_leave(ctx, who)
        chosen: dict[str, JSON] = {"items_left": list(left), "heirs": list(heirs),
                                   **({"one_item": True} if one_item else {})} \
            if heirs else {}
        ctx.emit(kind, rule, character=card_id, company=company.id, items_to=passed,
                 items_discarded=[i.card_id for i in who.items
                                  if i.card_id not in given and not heirs],
                 corruption=[c for w, c, _ in ctx.state.corruption if w == card_id], **chosen,
                 **(cited or {}))
        cost = printed_rules.elimination_cost(self.played, self.catalog.get(card_id)) \
            if eliminated else 0
        if cost:  # his card's price, counted as character points (CoE 3.I.2, 7.1)
            ctx.emit("MarshallingPointsLost", rule, character=card_id, points=cost)
        if card_id in (ctx.state.wizard, ctx.state.saruman):
            ctx.emit("GameEnded", "GON-WIN-9", outcome="lost",
                     ended_by="Wizard lost" if card_id == ctx.state.wizard else "Saruman lost",
                     reason=f"{who.name} has left play: the White Council cannot form",
                     clause="GON-WIN-9")
