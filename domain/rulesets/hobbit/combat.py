"""An attack, as every Hobbit scenario resolves it (CoE chapter 3) with the scenario as the
attacker: the defender assigns strikes and the attacker the rest by the scenario's ranking
(``attack_rank``, ties picked at random on the ``targets`` stream); the defender orders the
strikes; excess strikes all go to the attacker's choice; strike and body rolls; an eliminated
character's items pass to unwounded companions (CoE 3.I.2). From ``ally_strikes_from`` the
company's allies face strikes too (CoE 2.V.2.2, ``allies``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from domain.canonical import JSON
from domain.cards import Card
from domain.engine import (
    attack_series,
    attacks_at_once,
    coe,
    combat,
    creature_scripts,
    effects,
    iron_crown,
    strike_view,
    turn_bonuses,
)
from domain.engine.attack_series import Series
from domain.engine.characters import Character, replace_one
from domain.engine.checks import Modifier
from domain.engine.combat import Attack, StrikeModifiers
from domain.engine.creature_scripts import CreatureScript
from domain.errors import IllegalAction
from domain.immutable import replace
from domain.ruleset import Action, Context, Fact
from domain.rulesets.hobbit import (
    allies,
    attack_cards,
    body_checks,
    character_texts,
    company_checks,
    creature_discards,
    creature_texts,
    kept_untapped,
    lucky_search,
    ring_texts,
    series,
    strike_cards,
)
from domain.rulesets.hobbit.moves import Legal, Move, collector
from domain.rulesets.hobbit.state import ASSIGNING, STRIKING, AwaitedCheck, Combat, NextAttack
from domain.rulesets.hobbit.turn import HobbitRules, S


@dataclass(frozen=True, slots=True)
class StrikeTerms:
    """What the strike under way is rolled against (``Strikes._strike_terms``): the creature's
    script, the card of the one facing it, who fights (his mind for his prowess against the
    mind), whether he is an ally, the strike modifiers, his prowess against it, the strike's
    prowess as its creature's text gives it and what cards in force add to it (and which);
    for the roll's record, the modifiers with the cards played on it taken out and those
    cards and every other bonus, each its own modifier."""

    script: CreatureScript | None
    own: Card
    who: Character
    ally: bool
    mods: StrikeModifiers
    prowess: int
    printed: int
    added: int
    strengthening: tuple[str, ...]
    named_mods: StrikeModifiers
    extra: tuple[Modifier, ...]


def readiness(character: Character) -> int:
    """Untapped before tapped before wounded: the order attackers rank targets in."""
    return {"untapped": 0, "tapped": 1, "wounded": 2}[character.state]


class Strikes(company_checks.CompanyChecks, HobbitRules[S]):
    #: The first version in which a wound's body check waits for an item raising the
    #: wounded character's body (``body_checks``); None: no version does.
    body_checks_from: ClassVar[int | None] = None
    #: The first version in which a wound's body check rolled at once counts the character
    #: as the strike's effects left him (``_wound_checked``); None: no version does.
    struck_body_from: ClassVar[int | None] = None
    #: The first version in which a waiting body check records what is at hand to raise the
    #: wounded character's body (``BodyCheckAwaited``'s ``at_hand``, ``body_checks.at_hand``);
    #: None: no version does.
    body_check_at_hand_from: ClassVar[int | None] = None
    #: The first version citing an item a creature's strike or wound takes by the card that
    #: decides it (``_item_lost_cited``): the scenario's clause playing that creature's card on
    #: the company, the card named; before, CoE-3.iv.7. None: no version does.
    item_lost_cited_from: ClassVar[int | None] = None

    def _declare(self, ctx: Context[S], attack: Attack, origin: str, card: str | None,
                 rule: str | None = None, keyed: str | None = None) -> None:
        """An attack begins."""
        ctx.emit("AttackDeclared", rule or coe.AUTOMATIC_ATTACKS, attack=attack.to_json(),
                 origin=origin, card=card, keyed=keyed)
        self._creature_declared(ctx)

    def _creature_attack(self, state: S, card_id: str) -> Attack:
        """The creature's attack on the company: a strike against the mind for each
        character who may face one (no Wizard); a Slayer's first attack, of one strike
        (``hobbit.series``)."""
        if self.series_script(card_id) is not None:
            return attack_series.next_attack(self.catalog.get(card_id))
        script = self.creature_script(card_id)
        facing = [c for c in state.company if creature_scripts.faces(script, c)]
        return Attack.from_creature(self.catalog.get(card_id), len(facing))

    def _end_attack(self, ctx: Context[S]) -> None:
        """CoE 3.v; the creature goes to the discard pile whatever the outcome, a Slayer's
        once its last attack is over (``_series_end``)."""
        fight = ctx.state.combat
        assert fight is not None
        self._after_attack(ctx, fight)
        defeated = fight.attack_defeated
        rule = self.family.creature_discarded if fight.card else coe.ATTACK_RESULT
        defeated, more = self._series_end(ctx.state, fight, defeated)
        ctx.emit("AttackEnded", rule, attack=fight.attack.name, card=fight.card,
                 defeated=defeated, canceled=fight.canceled,
                 kill_points=0 if "next_on" in more else combat.kill_points(fight.attack,
                                                                            defeated),
                 **more)

    def _series_end(self, state: S, fight: Combat,
                    defeated: bool) -> tuple[bool, dict[str, JSON]]:
        """A Slayer's attack over (``hobbit.series``): where its attacks stand and, while
        another comes, the character it attacks (``next_on``; None: the attacker chooses
        again, the one before canceled before its strike was assigned); after its last,
        whether it is defeated, every one of its attacks defeated. (``defeated``, {}) for
        any other attack."""
        several = self.series_script(fight.card)
        if several is None:
            return defeated, {}
        tapped = bool(fight.tapped_against)
        now = attack_series.after(fight.series, defeated and not fight.canceled, tapped)
        target = fight.assigned[0] if fight.assigned else None
        present = target is None or self.combatant(state, target) is not None
        more: dict[str, JSON] = {"series": now.to_json()}
        if attack_series.another_comes(several, now, present) and state.outcome is None:
            more["next_on"] = target
            return defeated and not fight.canceled, more
        return attack_series.defeated(several, now), more

    def _next_in_series(self, ctx: Context[S]) -> None:
        """A Slayer's next attack, of one strike as printed, on the character the one before
        attacked (CoE 3.iii; the attacker chooses where it was canceled before its strike
        was assigned)."""
        upcoming = ctx.state.next_attack
        assert upcoming is not None
        self._declare(ctx, attack_series.next_attack(self.catalog.get(upcoming.card)),
                      series.ORIGIN, upcoming.card, rule=coe.KEYING, keyed=upcoming.keyed)
        fight = ctx.state.combat
        if fight is None or fight.canceled or ctx.state.outcome is not None \
                or not upcoming.target:
            return
        ctx.emit("StrikeAssigned", coe.ATTACKER_ASSIGNS, character=upcoming.target,
                 by="attacker")
        excess = combat.excess_strikes(fight.attack.strikes, 1)
        ctx.emit("StrikesAssigned", self.assignment_rule(), excess=excess,
                 excess_on=upcoming.target if excess else None)

    def _do_cancel_attack(self, ctx: Context[S], move: Move, args: Mapping[str, JSON]) -> None:
        """A character taps to cancel the Slayer's attack under way (``hobbit.series``,
        CoE 3.i): its next attack, if any, comes once this one is over."""
        fight = ctx.state.combat
        assert fight is not None
        ctx.emit("CharacterTapped", series.CANCEL_RULE, character=move.target,
                 to=f"cancel this attack of {fight.attack.name}")
        ctx.emit("AttackCanceled", series.CANCEL_RULE, attack=fight.attack.name,
                 card=move.target, tapped=True)

    def _series_refusal(self, state: S, action: str) -> IllegalAction | None:
        kind, _, who = action.partition(":")
        if self.series_from is None or int(self.played) < self.series_from:
            return None
        fight = state.combat
        several = self.series_script(fight.card if fight else None)
        if kind == "cancel-attack":
            return IllegalAction(series.cancel_refusal(several, fight, state.character(who),
                                                       self._name(who) if who in self.catalog
                                                       else who), clause=series.CANCEL_RULE)
        if kind == "assign" and several is not None and fight is not None:
            return IllegalAction(series.assign_refusal(several, fight),
                                 clause=coe.ATTACKER_ASSIGNS)
        return None

    def _chosen_refusal(self, state: S, action: str) -> IllegalAction | None:
        """``assign:<character>`` refused naming the card with which the attacker chooses
        every defender of the attack under way (None: no card does)."""
        fight = state.combat
        if not action.startswith("assign:") or fight is None or not fight.chosen_by \
                or fight.stage != ASSIGNING:
            return None
        return IllegalAction(f"{self._name(fight.chosen_by)}: the attacker chooses every "
                             f"defender of {fight.attack.name}'s attack, the defender none; "
                             "let the attacker assign the strikes (assign-done).",
                             clause=coe.ATTACKER_ASSIGNS)

    def _kept_by(self, state: S) -> str | None:
        """The card keeping the character facing the strike untapped, where the version
        played refuses him the -3 for it (``kept_untapped``; None: he may take it)."""
        fight = state.combat
        return kept_untapped.keeper(self.played, self.kept_untapped_from,
                                    fight.kept_by if fight else "")

    def _held_by(self, state: S) -> str | None:
        """What already keeps the character facing the strike untapped, where the version
        played admits no other card keeping him so (``kept_untapped.holder``; None: one
        may)."""
        fight = state.combat
        if fight is None or fight.facing is None:
            return None
        return kept_untapped.holder(self.played, self.one_keeper_from, fight.stay_untapped,
                                    fight.does_not_tap, fight.kept_by)

    def _keeps(self, move: Move) -> bool:
        """Whether ``move`` plays a card or uses an item keeping its character untapped
        against his strike (``kept_untapped.keeps``)."""
        entry = effects.scripted(move.card, self.generation()) \
            if move.kind in ("event", "use") else None
        return entry is not None and any(m.name == move.mode and kept_untapped.keeps(m)
                                         for m in entry.modes)

    def _kept_refusal(self, state: S, action: str) -> IllegalAction | None:
        fight = state.combat
        if fight is None or fight.facing is None:
            return None
        facing = state.character(fight.facing)
        if action != kept_untapped.ACTION:
            return kept_untapped.second_refusal(
                action, fight.facing, self._held_by(state),
                (*state.hand, *(i.card_id for i in facing.items)) if facing else (),
                self.generation(), self._name)
        card = self._kept_by(state)
        return kept_untapped.refusal(self._name(fight.facing), self._name(card)) \
            if card is not None else None

    def _faced_only(self, state: S,
                    legal: dict[str, tuple[Action, Move]]) -> dict[str, tuple[Action, Move]]:
        """``legal`` without a strike given to a character the creature's strikes never
        face (a Wizard, against the mind), nor the -3 to stay untapped for one a card keeps
        untapped against his strike, nor a card keeping him so once something already does
        (``kept_untapped``)."""
        fight = state.combat
        script = self.creature_script(fight.card if fight else None)
        kept = self._kept_by(state) is not None
        held = self._held_by(state) is not None
        out = {a: (action, move) for a, (action, move) in legal.items()
               if (move.kind != "assign" or (who := state.character(move.target)) is None
                   or creature_scripts.faces(script, who))
               and not (kept and a == kept_untapped.ACTION)
               and not (held and self._keeps(move))}
        several = self.series_script(fight.card if fight else None)
        if several is None or fight is None or state.outcome is not None:
            return out
        # A Slayer: the attacker chooses the one character it attacks; a character of the
        # company may tap to cancel one of its attacks (``hobbit.series``).
        out = {a: found for a, found in out.items() if found[1].kind != "assign"}
        series.cancel_moves(several, fight, state.company, collector(out))
        return out

    def _items_named(self, state: S,
                     legal: dict[str, tuple[Action, Move]]) -> dict[str, tuple[Action, Move]]:
        """``legal`` with the items the defender may name, while a Thief's or Brigands'
        strikes are assigned, for them to take (``creature_texts.names_items``)."""
        fight = state.combat
        if fight is None or fight.stage != ASSIGNING or state.outcome is not None:
            return legal
        script = self.creature_script(fight.card)
        out = dict(legal)
        for item in creature_texts.names_items(script, state.company, self._item_kept):
            if item not in fight.given_up and script is not None:
                out[f"give-up-item:{item}"] = (Action(
                    f"give-up-item:{item}", f"Should {script.name} take an item, give up "
                    f"{self.catalog.get(item).name}", creature_texts.RULE),
                    Move("give-up-item", card=item))
        return out

    def _do_give_up_item(self, ctx: Context[S], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("ItemToGiveUpNamed", creature_texts.RULE, card=move.card,
                 name=self.catalog.get(move.card).name)

    def _on_ItemToGiveUpNamed(self, state: S, d: Mapping[str, Any]) -> S:
        assert state.combat is not None
        return self._fight(state, given_up=(*state.combat.given_up, str(d["card"])))

    def _unfaced(self, state: S, action: str) -> IllegalAction | None:
        """``assign:<character>`` refused naming the creature, when its strikes never face
        him (None: another reason refuses it)."""
        kind, _, target = action.partition(":")
        fight = state.combat
        who = state.character(target)
        script = self.creature_script(fight.card if fight else None)
        if kind != "assign" or who is None or script is None \
                or creature_scripts.faces(script, who):
            return None
        return IllegalAction(f"{who.name} faces no strike of {script.name}: its strikes are "
                             "against the mind of the characters who are not Wizards.",
                             clause=creature_texts.RULE)

    def _do_assign(self, ctx: Context[S], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("StrikeAssigned", coe.DEFENDER_ASSIGNS, character=move.target, by="defender")

    def _do_assign_done(self, ctx: Context[S], move: Move, args: Mapping[str, JSON]) -> None:
        """CoE 3.iii with the scenario's ranking: the attacker assigns the rest."""
        rule = self.family.attacker_assigns
        while True:
            fight = ctx.state.combat
            assert fight is not None
            script = self.creature_script(fight.card)
            left = [c for c in combat.unassigned(self._targets(ctx.state), fight.assigned)
                    if creature_scripts.faces(script, c)]
            if len(fight.assigned) >= fight.attack.strikes or not left:
                break
            if fight.assigned and self.series_script(fight.card) is not None:
                break  # a Slayer's further strikes are excess on its one character
            best = combat.best_targets(left, self.attack_rank)
            target = best[0]
            if len(best) > 1:
                chosen = ctx.pick("targets", [c.card_id for c in best], "strike target tie",
                                  rule, **self._tied(best))
                target = next(c for c in best if c.card_id == chosen)
            ctx.emit("StrikeAssigned", rule, character=target.card_id, by="attacker",
                     **self._ranking(left))
        fight = ctx.state.combat
        assert fight is not None
        excess = combat.excess_strikes(fight.attack.strikes, len(fight.assigned))
        excess_on = None
        if excess:
            excess_on = self._attacker_choice(ctx, [c for c in self._targets(ctx.state)
                                                    if c.card_id in fight.assigned])
        ctx.emit("StrikesAssigned", self.assignment_rule(), excess=excess, excess_on=excess_on)

    def _targets(self, state: S) -> list[Character]:
        """Who may face a strike: the company, then its allies from ``ally_strikes_from``."""
        return [*state.company, *self.ally_fighters(state)]

    def _attacker_choice(self, ctx: Context[S], candidates: list[Character]) -> str:
        """The character the attacker would pick, ties broken at random."""
        best = combat.best_targets(candidates, self.attack_rank)
        if len(best) == 1:
            return best[0].card_id
        return ctx.pick("targets", [c.card_id for c in best], "strike target tie",
                        self.family.attacker_assigns, **self._tied(best))

    def _ranking(self, candidates: list[Character]) -> dict[str, JSON]:
        """How the attacker's choice was made, in the versions that record it: every candidate
        with its ranking key (lowest first; the parts named by ``rank_keys``) and the reading
        played where the rules are ambiguous."""
        if not self.explains():
            return {}
        rule = self.family.attacker_assigns
        return {"candidates": [{"character": c.card_id, "rank": list(self.attack_rank(c))}
                               for c in candidates],
                "ranked_by": list(self.rank_keys), "reading": self.notes.get(rule)}

    def _tied(self, best: tuple[Character, ...]) -> dict[str, JSON]:
        """The tied candidates a random pick chooses among, in the versions that record it."""
        return {"candidates": [c.card_id for c in best]} if self.explains() else {}

    def _do_resolve(self, ctx: Context[S], move: Move, args: Mapping[str, JSON]) -> None:
        self._begin_strike(ctx, move.target, coe.STRIKE_ORDER)

    def _begin_strike(self, ctx: Context[S], character: str, rule: str) -> None:
        """A strike sequence begins (CoE 3.iv); its step 2 allocates excess strikes
        (CoE 3.iv.2): the attacker's choice, all that remain on the last strike."""
        fight = ctx.state.combat
        assert fight is not None
        ctx.emit("StrikeSequenceBegan", rule, character=character)
        if fight.excess:
            wanted = fight.excess if character == fight.excess_on else 0
            last = len(fight.waiting) == 1
            amount = combat.allocate_excess(fight.excess, last, wanted)
            if amount:
                ctx.emit("ExcessStrikesAllocated", coe.EXCESS_STRIKES, character=character,
                         amount=amount)

    def _do_stay_untapped(self, ctx: Context[S], move: Move,
                          args: Mapping[str, JSON]) -> None:
        fight = ctx.state.combat
        assert fight is not None
        ctx.emit("StayUntapped", coe.STAY_UNTAPPED, character=fight.facing)

    def _do_support(self, ctx: Context[S], move: Move, args: Mapping[str, JSON]) -> None:
        fight = ctx.state.combat
        assert fight is not None
        ctx.emit("CharacterSupports", coe.SUPPORT, supporter=move.target, character=fight.facing)
        self._tapped(ctx, move.target, coe.SUPPORT, "to support")

    def _strike_terms(self, state: S) -> StrikeTerms:
        """What the strike under way is rolled against, as :meth:`_do_roll` counts it (CoE
        3.iv.2-3.iv.7): a pure reading of ``state``, which the board shows before the roll."""
        fight = state.combat
        assert fight is not None
        script = self.creature_script(fight.card)
        facing = self.combatant(state, fight.facing or "")
        assert facing is not None
        # An ally fights with its own prowess alone: no character's bonus is its (CoE 2.V.2.2).
        ally = state.character(facing.card_id) is None
        # Against the mind, his mind is his prowess (Neeker-breekers).
        who = creature_scripts.fighter(script, facing)
        mods = StrikeModifiers(fight.stay_untapped, len(fight.supporters), fight.allocated,
                               fight.prowess_bonus, fight.body_bonus, fight.attack.race)
        # A company prowess bonus (only scripted cards give one) counts as its own modifier.
        company = [Modifier(state.company_prowess, "state:company-prowess",
                            "the company's prowess bonus this turn", coe.STRIKE_RESOURCES)
                   ] if state.company_prowess and not ally else []
        # The character's printed bonus against the attacker's race (``character_texts``).
        own = self.catalog.get(who.card_id)
        bonuses = self._ally_strike_bonuses(state, who) if ally else [
            *character_texts.strike_modifiers(self.played, self.character_bonuses_from, own,
                                              fight.attack),
            *self._strike_bonuses(state, who),
            *ring_texts.strike_modifiers(self.played, self.ring_powers_from, self.catalog.get,
                                         who),
            *turn_bonuses.strike_modifiers(state.turn_bonuses, who.card_id, self._name)]
        # What cards played on this attack add against all its strikes (a Wizard's spells).
        against = fight.prowess_against(who.card_id)
        spells = [Modifier(against, "state:attack-prowess", "cards played on this attack",
                           coe.STRIKE_RESOURCES)] if against else []
        prowess = combat.strike_prowess(who, mods) + sum(m.amount for m in company) \
            + sum(m.amount for m in bonuses) + against
        printed = creature_texts.strike_prowess(script, fight.attack, who, state.faced)
        added, strengthening = self._strike_added(state, who.card_id)
        # Each card played on it its own modifier, from the version naming them.
        named = strike_cards.prowess_modifiers(fight.strike_cards, self._name)
        return StrikeTerms(script, own, who, ally, mods, prowess, printed, added,
                           tuple(strengthening),
                           replace(mods, prowess_bonus=mods.prowess_bonus - sum(
                               m.amount for m in named)),
                           (*named, *company, *spells, *bonuses))

    def combat_board(self, state: S) -> dict[str, JSON] | None:
        """The attack under way as the board shows it (None: none): the attack, the stage,
        the characters assigned its strikes, who faces the one under way, the excess strikes
        not yet allocated (CoE 3.iv.2) and the strike under way (``strike_board``)."""
        fight = state.combat
        if fight is None:
            return None
        return {"attack": fight.attack.to_json(), "stage": fight.stage,
                "assigned": list(fight.assigned), "facing": fight.facing,
                "excess_strikes_to_allocate": fight.excess, "strike": self.strike_board(state)}

    def strike_board(self, state: S) -> dict[str, JSON] | None:
        """The strike under way before its roll (``engine.strike_view``): the defender's
        prowess with each modifier, the strike's, the supporters; None: no strike is."""
        fight = state.combat
        if fight is None or fight.facing is None or fight.awaited is not None \
                or self.combatant(state, fight.facing) is None:
            return None
        terms = self._strike_terms(state)
        strike = strike_view.strike_parts(fight.attack, terms.printed, [(
            terms.added, ", ".join(self._name(c) for c in terms.strengthening))])
        return strike_view.view(terms.who, terms.named_mods, fight.supporters, terms.extra,
                                strike, self._name)

    def _do_roll(self, ctx: Context[S], move: Move, args: Mapping[str, JSON]) -> None:
        """The strike roll (CoE 3.iv.6-7) and the body check that follows (CoE 3.I.1)."""
        state = ctx.state
        fight = state.combat
        assert fight is not None
        terms = self._strike_terms(state)
        script, own, who, ally, mods = terms.script, terms.own, terms.who, terms.ally, terms.mods
        prowess, strike = terms.prowess, terms.printed + terms.added
        strengthening = terms.strengthening
        dice, index = attack_cards.strike_dice(ctx, who.name, fight.best_of_two)
        roll = sum(dice)
        result = combat.strike_result(roll, prowess, strike)
        taking = result == combat.SUCCEEDED and creature_texts.takes_instead(script)
        tapping = result == combat.SUCCEEDED and creature_scripts.wound_taps_only(script)
        after = who if taking else who.tap() if tapping else combat.after_strike(
            who, result, kept_untapped.keeping(fight.stay_untapped, fight.does_not_tap,
                                               fight.kept_by) is not None)
        explained: dict[str, JSON] = {}
        if self.explains():
            explained["check"] = combat.strike_check(
                who, terms.named_mods, fight.supporters, dice, index, strike,
                terms.extra).to_json()
        body_roll = None
        # The attacker's body, halved where the character's card halves it.
        attacker = fight.attack if ally else character_texts.attacker_body(
            self.played, self.character_bonuses_from, own, fight.attack)
        if result == combat.FAILED and attacker.body is not None:
            index = ctx.position("dice")
            body_dice = ctx.roll(f"body check of {attacker.name}", coe.BODY_CHECK)
            body_roll = sum(body_dice)
            if self.explains():
                explained["body_check"] = combat.attack_body_check(attacker, body_dice,
                                                                   index).to_json()
        defeated = combat.strike_defeated(result, attacker.body, body_roll)
        if strengthening:
            explained["strike_cards"] = list(strengthening)
        ctx.emit("StrikeResolved", coe.STRIKE_RESULT, character=who.card_id, roll=roll,
                 prowess=prowess, strike=strike, result=result,
                 state=after.state, defeated=defeated, body_roll=body_roll, **explained)
        if result == combat.SUCCEEDED and tapping:
            return  # a strike against the mind taps him: no wound, no body check
        if result == combat.SUCCEEDED:
            self._item_taken(ctx, script, who, wounded=not taking)
            if taking:
                return  # a Thief's or Pick-pocket's strike takes an item, harming no one
            if ally and script is not None and script.discards_wounded:
                self._ally_discarded(ctx, who, f"discarded by {fight.attack.name}",
                                     *self._discard_cited(fight, coe.STRIKE_RESULT))
            elif script is not None and script.discards_wounded and who.race != "Wizard":
                self._discard_character(ctx, who, coe.STRIKE_RESULT)
            else:
                self._wound_checked(ctx, who, mods, fight.strike_cards)

    def _wound_checked(self, ctx: Context[S], who: Character, mods: StrikeModifiers,
                       played: strike_cards.Played = ()) -> None:
        """CoE 3.I.1: the body check of ``who`` (``who``: as he stood before the strike) its
        wound calls for; from ``body_checks_from`` it waits for the defender while a use
        raising his body is open (``body_checks``), else it is rolled at once. From
        ``struck_body_from`` he makes it as the strike's effects left him (CoE 3.iv.7: the
        items it stripped no longer count), in his state before it, as the waited check
        always has; before, as he stood before the strike. ``played``: the cards played on the
        strike, each its own modifier of the check (``strike_cards``). From
        ``body_check_at_hand_from`` the wait records what raises his body then (``at_hand``)."""
        after = ctx.state.character(who.card_id)
        raising = body_checks.raisers(
            self.legal(ctx.state), self.generation(),
            who.card_id if self.plays_body_check_cards() else None) \
            if self.plays_body_checks() and after is not None else {}
        if raising:
            cards = strike_cards.to_json(played) if self.plays_strike_cards() else []
            named: dict[str, JSON] = {"cards": cards} if cards else {}
            if self.plays_body_check_at_hand():
                named["at_hand"] = body_checks.at_hand(raising)
            ctx.emit(body_checks.AWAITED, body_checks.RULE, character=who.card_id,
                     state_before=who.state, body_bonus=mods.body_bonus, **named)
            return
        if after is not None and self.plays_struck_body():
            who = after.with_state(who.state)
        self._body_check(ctx, who, mods, played)

    def _do_body_check(self, ctx: Context[S], move: Move, args: Mapping[str, JSON]) -> None:
        """The awaited body check is rolled (``body_checks``)."""
        fight = ctx.state.combat
        awaited = fight.awaited if fight else None
        who = ctx.state.character(awaited.character) if awaited else None
        assert awaited is not None and who is not None
        self._body_check(ctx, who.with_state(awaited.state_before),
                         StrikeModifiers(body_bonus=awaited.body_bonus), awaited.cards)

    def plays_struck_body(self) -> bool:
        """Whether the version played checks a wounded character's body as the strike left
        him (``struck_body_from``)."""
        return self.struck_body_from is not None \
            and int(self.played) >= self.struck_body_from

    def plays_body_check_at_hand(self) -> bool:
        """Whether the version played records what is at hand when a body check waits
        (``body_check_at_hand_from``)."""
        return self.body_check_at_hand_from is not None \
            and int(self.played) >= self.body_check_at_hand_from

    def plays_body_checks(self) -> bool:
        """Whether the version played lets a wound's body check wait (``body_checks_from``)."""
        return self.body_checks_from is not None \
            and int(self.played) >= self.body_checks_from

    def _body_check_window(self, state: S, legal: Legal) -> Legal:
        """``legal`` as a body check waiting for the defender leaves it (``body_checks``)."""
        fight = state.combat
        if fight is None or fight.awaited is None:
            return legal
        return body_checks.window(legal, fight.awaited, self.generation(), self._name,
                                  self.plays_body_check_cards())

    def _item_taken(self, ctx: Context[S], script: CreatureScript | None, who: Character,
                    wounded: bool) -> None:
        """The item a creature's successful strike takes (``creature_texts.item_taken``)."""
        state = ctx.state
        fight = state.combat
        if wounded and fight is not None:
            lucky_search.wounded(ctx, fight.found, who, self.catalog.get)
        named = state.combat.given_up if state.combat else ()
        taken = creature_texts.item_taken(self.catalog, script, who, state.company, wounded,
                                          named, self._item_kept)
        rule, creature = self._item_lost_cited(fight)
        if taken is not None and script is not None:
            bearer, item = taken
            ctx.emit("ItemLost", rule, character=bearer.card_id, card=item,
                     name=self.catalog.get(item).name, by=script.name, **creature)
        if wounded and script is not None and creature_texts.strips(script, state.faced):
            for borne in [i for i in who.items if i.item_class != "special"]:
                ctx.emit("ItemLost", rule, character=who.card_id, card=borne.card_id,
                         name=borne.name, by=script.name, **creature)

    def _item_lost_cited(self, fight: Combat | None) -> tuple[str, dict[str, JSON]]:
        """The clause an item the creature of ``fight`` takes is cited by, and the fields
        naming that creature's card: its own text decides what its strike or wound takes (no
        scenario clause speaks of it), so from ``item_lost_cited_from`` the card is cited as
        a card's effect is, by the clause its play is made under (``_creature_played``), and
        named (``creature``); before, CoE-3.iv.7 and no card."""
        return creature_discards.cited(self.played, fight, self.item_lost_cited_from,
                                       creature_texts.RULE, self._creature_played)

    def _discard_cited(self, fight: Combat | None, rule: str) -> tuple[str, dict[str, JSON]]:
        """The clause a character or ally the creature of ``fight`` discards by its text is
        cited by, with the items leaving with him, and the fields naming its card: from
        ``creature_discards_from`` as an item it takes (``_item_lost_cited``); before,
        ``rule``, the standard rule of the strike or the body check, and no card."""
        return creature_discards.cited(self.played, fight, self.creature_discards_from, rule,
                                       self._creature_played)

    def _creature_played(self, fight: Combat) -> str:
        """The scenario's clause under which the hazard creature attacking in ``fight`` was
        played on the company (each scenario says)."""
        return creature_texts.RULE

    def _after_attack(self, ctx: Context[S], fight: Combat) -> None:
        """What a creature's text does after its attack: each character it wounded, still in
        the company, checks corruption at its modifier (Barrow-wight, Ghosts)."""
        script = self.creature_script(fight.card)
        if script is None or script.wounded_corruption is None:
            return
        for card_id in fight.wounded:
            who = ctx.state.character(card_id)
            if who is not None and ctx.state.outcome is None:
                self._corruption_checked(ctx, who, [Modifier(
                    script.wounded_corruption, f"card:{fight.card}",
                    f"{script.name}'s text", coe.CORRUPTION_CHECK)], asked_by=fight.card or "")

    def _creature_declared(self, ctx: Context[S]) -> None:
        """What follows a hazard creature's attack as it is declared, before the strikes are
        assigned: canceled at once by a card canceling every such attack this turn (Hiding,
        CoE 3.i); else a Corpse-candle's corruption check of every character, from
        ``company_checks_from`` waiting for the step in which the attack may be canceled
        (``company_checks``)."""
        fight = ctx.state.combat
        by = ctx.state.attacks_canceled_by
        if fight is not None and fight.card is not None and by:
            ctx.emit("AttackCanceled", coe.CANCEL_ATTACK, attack=fight.attack.name,
                     by=self._name(by), card=by)
            return
        script = self.creature_script(fight.card if fight else None)
        if fight is None or script is None or not script.company_corruption_first:
            return
        self._checks_declared(ctx)

    def _checks_window(self, state: S, legal: Legal) -> Legal:
        """``legal`` as the creature's corruption checks of the company stand
        (``company_checks.window``)."""
        if state.outcome is not None:
            return legal
        return company_checks.window(legal, state.combat, self.generation())

    def _checks_refusal(self, state: S, action: str) -> IllegalAction | None:
        return company_checks.refusal(action, state.combat, self.generation())

    def _checks_fight(self, state: S) -> Combat | None:
        return state.combat

    def _checks_order(self, state: S) -> tuple[str, ...]:
        return tuple(c.card_id for c in state.company)

    def _checks_stand(self, state: S, checks: str) -> S:
        return self._fight(state, company_checks=checks)

    def _company_checks(self, ctx: Context[S], order: Sequence[str]) -> None:
        """A Corpse-candle's corruption check of each character of ``order`` in turn, before
        its strikes; an attack a failed one makes at once (a Traitor's) sets this one aside
        with the checks still to come (``engine.attacks_at_once``)."""
        fight = ctx.state.combat
        asking = fight.card or "" if fight is not None else ""
        for card_id in order:
            who = ctx.state.character(card_id)
            if who is not None and ctx.state.outcome is None:
                self._corruption_checked(ctx, who, asked_by=asking)
                if self._attack_at_once(ctx.state):
                    self._set_aside_attack(ctx, attacks_at_once.checks_after(order, card_id))
                    return

    def _set_aside_attack(self, ctx: Context[S], checks: tuple[str, ...]) -> None:
        """The attack under way set aside where it stands for one made at once, ``checks``
        still to come once it goes on (``engine.attacks_at_once``)."""
        fight = ctx.state.combat
        assert fight is not None
        ctx.emit(attacks_at_once.SET_ASIDE, attacks_at_once.RULE, attack=fight.attack.name,
                 card=fight.card, checks=list(checks))

    def _take_up_attack(self, ctx: Context[S]) -> None:
        """The attack set aside last goes on where it stood: the checks it still asked
        first."""
        waiting = ctx.state.set_aside[-1]
        ctx.emit(attacks_at_once.TAKEN_UP, attacks_at_once.RULE, attack=waiting.attack.name,
                 card=waiting.card, checks=list(waiting.checks_left))
        self._company_checks(ctx, waiting.checks_left)

    def _body_check(self, ctx: Context[S], who: Character, mods: StrikeModifiers,
                    played: strike_cards.Played = ()) -> None:
        """CoE 3.I.1: a wounded character's body check; items in use, cards played on the
        strike (``played``, each its own modifier from ``strike_cards_from``; a card may lower
        it) and the company's body bonus (up to its cap) raise its body."""
        state = ctx.state
        ally = state.character(who.card_id) is None
        # What a card gave him for the rest of the turn raises his body (Nenya, Vilya, Narya).
        turn = [] if ally else [*turn_bonuses.body_modifiers(state.turn_bonuses, who.card_id,
                                                             self._name),
                                *self._body_bonuses(state, who),
                                *(iron_crown.body_modifiers(self.catalog.get, who)
                                  if self.plays_iron_crown() else ())]
        body = who.effective_body + mods.body_bonus - sum(m.amount for m in turn)
        company = 0 if ally else max(0, min(state.company_body, effects.COMPANY_BODY_MAX - body))
        body += company
        index = ctx.position("dice")
        dice = ctx.roll(f"body check of {who.name}", coe.BODY_CHECK)
        check = sum(dice)
        failed = combat.body_check_fails(check, body, who.wounded)
        explained: dict[str, JSON] = {}
        if self.explains():
            cards = strike_cards.body_modifiers(played, self._name)
            rest = mods.body_bonus + sum(m.amount for m in cards)  # modifiers are off the roll
            raised = [*cards, strike_cards.rest_modifier(rest, self.plays_strike_cards()),
                      Modifier(-company, "state:company-body", "the company's body bonus "
                               "this turn (raises body)"), *turn]
            made = combat.body_check(who, raised, dice, index, who.wounded)
            assert made.passed != failed
            explained["check"] = made.to_json()
        if ally:  # an ally failing it is discarded, not eliminated (CoE 2.V.2.2)
            explained["ally"] = True
        fight = state.combat
        script = self.creature_script(fight.card if fight else None)
        # Giant Spiders: a roll equal to his body, no failure, discards him (a Wizard aside).
        equal = script is not None and script.discards_on_equal_body and not failed \
            and check + (1 if who.wounded else 0) == body and (ally or who.race != "Wizard")
        rule, cited = self._discard_cited(fight, coe.BODY_CHECK) if equal \
            else (coe.BODY_CHECK, {})
        # A card keeping him from that discard (Elf-song at a Haven) is named, so that the
        # check's line does not say he is discarded (``kept_told_from``).
        keeper = self._keeper(state, who) if equal and not ally \
            and self.tells_kept_discard() else None
        kept: dict[str, JSON] = {creature_discards.KEPT_BY: keeper} if keeper else {}
        ctx.emit("BodyChecked", coe.BODY_CHECK, character=who.card_id, roll=check,
                 body=body, wounded_before=who.wounded, eliminated=failed, **explained,
                 **cited, **kept)
        if ally and (failed or equal):  # a failed body check discards an ally (CoE 2.V.2.2)
            self._ally_discarded(ctx, who, allies.body_check_reason(
                failed, fight.attack.name if fight else "the strike"), rule, cited)
        elif failed:
            self._eliminate(ctx, who.card_id)
        elif equal:
            self._discard_character(ctx, who, coe.BODY_CHECK)

    def _ally_discarded(self, ctx: Context[S], ally: Character, reason: str,
                        rule: str, cited: Mapping[str, JSON] | None = None) -> None:
        """An ally wounded by a strike leaves play: a creature's text or its failed body check
        discards it (CoE 2.V.2.2); ``cited``: the fields naming the creature whose text does
        (``_discard_cited``)."""
        ctx.emit("AllyDiscarded", rule, ally=ally.card_id, reason=reason, **(cited or {}))

    def _discard_character(self, ctx: Context[S], who: Character, before: str) -> None:
        """A creature's text discards the character: his items go with him. Cited by the
        creature's card from ``creature_discards_from`` (``_discard_cited``), else by
        ``before``."""
        if self._kept(ctx, who, "a creature's discard"):
            return
        rule, cited = self._discard_cited(ctx.state.combat, before)
        items = self._items_leave(ctx, who, rule, cited)
        ctx.emit("CharacterDiscarded", rule, character=who.card_id, items=items, **cited)
        self._lose_if_hero_gone(ctx)

    def _strike_bonuses(self, state: S, who: Character) -> list[Modifier]:
        """What cards in play give ``who`` against a strike (the scenario's long-events)."""
        return []

    def _body_bonuses(self, state: S, who: Character) -> list[Modifier]:
        """What cards in play raise ``who``'s body in his body check, each as a modifier of
        the check (negative: his body raised; none but where a scenario says: Burglar's
        Swordmaster's second weapon)."""
        return []

    def _ally_strike_bonuses(self, state: S, ally: Character) -> list[Modifier]:
        """What cards in play give the ally ``ally`` against a strike (none but where a
        scenario says: Fellowship)."""
        return []

    def _strike_added(self, state: S, character: str) -> tuple[int, Sequence[str]]:
        """(prowess, cards) cards in force add to the strike ``character`` faces (none but
        where a scenario says: Fury of the Iron Crown)."""
        return 0, ()

    def _eliminate(self, ctx: Context[S], card_id: str) -> None:
        """CoE 3.I.2: each unwounded companion may take one of the items; the player chooses
        (``inherit:<item>:<heir>``), the rest are discarded."""
        state = ctx.state
        who = state.character(card_id)
        assert who is not None
        heirs = [c.card_id for c in combat.heirs(who, state.company)] if who.items else []
        if heirs:
            self._allies_leave(ctx, who)
        discarded = [] if heirs else self._items_leave(ctx, who, coe.ELIMINATED)
        ctx.emit("CharacterEliminated", coe.ELIMINATED, character=card_id, items_to=[],
                 items_discarded=discarded,
                 items_left=[i.card_id for i in who.items] if heirs else [], heirs=heirs)
        self._lose_if_hero_gone(ctx)

    def _do_inherit(self, ctx: Context[S], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("ItemInherited", coe.ELIMINATED, item=move.card, to=move.target)
        self._after_item_moved(ctx)

    def _do_inherit_done(self, ctx: Context[S], move: Move,
                         args: Mapping[str, JSON]) -> None:
        self._discard_legacy(ctx)

    def _discard_legacy(self, ctx: Context[S]) -> None:
        ctx.emit("ItemsDiscarded", coe.ELIMINATED,
                 items=[i.card_id for i in ctx.state.legacy])

    # -- evolve -----------------------------------------------------------------------------
    def evolve(self, state: S, fact: Fact) -> S:
        """As every fact is applied; an attack declared keeps the clause its declaration cites
        (``Combat.declared_under``), which no handler of the fact's data sees."""
        state = super().evolve(state, fact)
        if fact.kind == "AttackDeclared" and state.combat is not None:
            return self._fight(state, declared_under=fact.rule)
        return state

    def _fight(self, state: S, **changes: Any) -> S:
        assert state.combat is not None
        return replace(state, combat=replace(state.combat, **changes))

    def _on_AttackDeclared(self, state: S, d: Mapping[str, Any]) -> S:
        attack = Attack.from_json(d["attack"])
        card = d.get("card")
        row, pending = state.row, state.pending_attacks
        if d["origin"] == "row":
            index = row.index(card)
            row = row[:index] + row[index + 1:]
        if d["origin"] == "automatic":
            pending = pending[1:]
        found = d.get("found")  # Lucky Search's find, which a wound discards
        upcoming = state.next_attack if d["origin"] == series.ORIGIN else None
        return replace(state, row=row, pending_attacks=pending, next_attack=None,
                       combat=Combat(attack, str(d["origin"]), card, keyed=d.get("keyed"),
                                     found=None if found is None else str(found),
                                     series=upcoming.series if upcoming else Series(),
                                     chosen_by=str(d.get("defenders_chosen_by") or "")))

    def _on_AttackSetAside(self, state: S, d: Mapping[str, Any]) -> S:
        assert state.combat is not None
        waiting = replace(state.combat, checks_left=tuple(str(c) for c in d["checks"]))
        return replace(state, combat=None,
                       set_aside=attacks_at_once.set_aside(state.set_aside, waiting))

    def _on_AttackTakenUp(self, state: S, d: Mapping[str, Any]) -> S:
        waiting, rest = attacks_at_once.taken_up(state.set_aside)
        return replace(state, combat=replace(waiting, checks_left=()), set_aside=rest)

    def _on_AttackCanceled(self, state: S, d: Mapping[str, Any]) -> S:
        if d.get("tapped"):  # a character tapped for it (a Slayer's, ``hobbit.series``)
            return self._fight(state, canceled=True, tapped_against=str(d["card"]))
        return self._fight(state, canceled=True)

    def _on_StrikeAssigned(self, state: S, d: Mapping[str, Any]) -> S:
        assert state.combat is not None
        return self._fight(state, assigned=(*state.combat.assigned, str(d["character"])))

    def _on_StrikesAssigned(self, state: S, d: Mapping[str, Any]) -> S:
        excess_on = d.get("excess_on")
        return self._fight(state, stage=STRIKING, excess=int(d["excess"]),
                           excess_on=None if excess_on is None else str(excess_on))

    def _on_StrikeSequenceBegan(self, state: S, d: Mapping[str, Any]) -> S:
        return self._fight(state, striking=str(d["character"]))

    def _on_ExcessStrikesAllocated(self, state: S, d: Mapping[str, Any]) -> S:
        assert state.combat is not None
        amount = int(d["amount"])
        return self._fight(state, excess=state.combat.excess - amount, allocated=amount)

    def _on_StayUntapped(self, state: S, d: Mapping[str, Any]) -> S:
        return self._fight(state, stay_untapped=True)

    def _on_StrikeTapPrevented(self, state: S, d: Mapping[str, Any]) -> S:
        return self._fight(state, does_not_tap=True, kept_by=str(d.get("card") or ""))

    def _on_CharacterSupports(self, state: S, d: Mapping[str, Any]) -> S:
        fight = state.combat
        assert fight is not None
        supporter = state.character(str(d["supporter"]))
        assert supporter is not None
        if not self.explains():  # from version 2 a CharacterTapped fact follows
            state = replace(state, company=replace_one(state.company, supporter.tap()))
        return self._fight(state, supporters=(*fight.supporters, supporter.card_id))

    def _on_StrikeModified(self, state: S, d: Mapping[str, Any]) -> S:
        assert state.combat is not None
        return self._fight(state, prowess_bonus=state.combat.prowess_bonus + int(d["prowess"]),
                           body_bonus=state.combat.body_bonus + int(d["body"]),
                           strike_cards=strike_cards.recorded(state.combat.strike_cards, d))

    def _on_StrikeCanceled(self, state: S, d: Mapping[str, Any]) -> S:
        assert state.combat is not None
        return replace(state, combat=state.combat.next_strike(False))

    def _on_BodyCheckAwaited(self, state: S, d: Mapping[str, Any]) -> S:
        assert state.combat is not None
        return replace(state, combat=replace(state.combat, awaited=AwaitedCheck(
            str(d["character"]), str(d["state_before"]), int(d["body_bonus"]),
            strike_cards.from_json(d.get("cards")))))

    def _on_BodyChecked(self, state: S, d: Mapping[str, Any]) -> S:
        fight = state.combat
        if fight is None or fight.awaited is None:
            return state
        return replace(state, combat=replace(fight, awaited=None))

    def _on_StrikeResolved(self, state: S, d: Mapping[str, Any]) -> S:
        assert state.combat is not None
        who = state.character(str(d["character"]))
        fight = state.combat
        if who is None:  # an ally (CoE 2.V.2.2)
            tapped, wounded = allies.set_state(state.tapped_allies, state.wounded_allies,
                                               str(d["character"]), str(d["state"]))
            return replace(state, tapped_allies=tapped, wounded_allies=wounded,
                           combat=fight.next_strike(bool(d["defeated"])))
        if d["result"] == combat.SUCCEEDED and d["state"] == "wounded":
            fight = replace(fight, wounded=(*fight.wounded, who.card_id))
        return replace(state, company=replace_one(state.company, who.with_state(d["state"])),
                       combat=fight.next_strike(bool(d["defeated"])))

    def _on_AttackEnded(self, state: S, d: Mapping[str, Any]) -> S:
        card = d.get("card")
        if "next_on" in d and card and state.combat is not None:
            # A Slayer's next attack comes: the card stays till its last is over.
            on = d["next_on"]
            state = replace(state, next_attack=NextAttack(
                str(card), "" if on is None else str(on), Series.from_json(d["series"]),
                state.combat.keyed))
            card = None
        discard = state.hazard_discard + ((str(card),) if card else ())
        faced = state.faced if state.combat is None else (
            *state.faced, (str(card or ""), state.combat.attack.race))
        return replace(state, combat=None, hazard_discard=discard, faced=faced,
                       kill_points=state.kill_points + int(d["kill_points"]))

    def _on_CharacterEliminated(self, state: S, d: Mapping[str, Any]) -> S:
        card_id = str(d["character"])
        who = state.character(card_id)
        assert who is not None
        company = state.company
        for item_id, heir_id in d["items_to"]:
            item = next(i for i in who.items if i.card_id == item_id)
            heir = next(c for c in company if c.card_id == heir_id)
            company = replace_one(company, heir.with_item(item))
        state = self._remove(replace(state, company=company), card_id)
        left = tuple(d.get("items_left") or ())
        return replace(state, eliminated=(*state.eliminated, card_id),
                       resource_discard=state.resource_discard + tuple(d["items_discarded"]),
                       legacy=tuple(i for i in who.items if i.card_id in left),
                       open_heirs=tuple(d.get("heirs") or ()))

    def _on_ItemInherited(self, state: S, d: Mapping[str, Any]) -> S:
        item_id, heir_id = str(d["item"]), str(d["to"])
        index = next(n for n, i in enumerate(state.legacy) if i.card_id == item_id)
        heir = state.character(heir_id)
        assert heir is not None
        legacy = state.legacy[:index] + state.legacy[index + 1:]
        heirs = tuple(h for h in state.open_heirs if h != heir_id)
        return replace(state, company=replace_one(state.company,
                                                  heir.with_item(state.legacy[index])),
                       legacy=legacy, open_heirs=heirs if legacy else ())

    def _on_ItemLost(self, state: S, d: Mapping[str, Any]) -> S:
        """An item a creature took goes to the discard pile."""
        bearer = state.character(str(d["character"]))
        assert bearer is not None
        bearer, item = bearer.without_item(str(d["card"]))
        return replace(state, company=replace_one(state.company, bearer),
                       resource_discard=(*state.resource_discard, item.card_id))

    def _on_ItemsDiscarded(self, state: S, d: Mapping[str, Any]) -> S:
        return replace(state, legacy=(), open_heirs=(),
                       resource_discard=state.resource_discard + tuple(d["items"]))
