"""Resource cards the family plays the same way: scripted short-events, items used from a
bearer, and cards played by declaring one primitive effect (a player ruling), each applied
through the small vocabulary of ``domain.engine.effects``."""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any

from domain.canonical import JSON
from domain.cards import Card
from domain.engine import coe, effects, influence_cards, iron_crown, turn_bonuses
from domain.engine.characters import Character, replace_one
from domain.engine.checks import Modifier
from domain.engine.combat import halved_strikes
from domain.engine.influence_attempts import INFLUENCE_ATTEMPT
from domain.engine.movement import site_named
from domain.errors import IllegalAction
from domain.immutable import replace
from domain.ruleset import Context, played_since
from domain.rulesets.hobbit import (
    attack_cards,
    book_of_mazarbul,
    character_texts,
    check_helpers,
    far_sight,
    gates_treatments,
    great_road,
    gwaihir,
    item_texts,
    lucky_search,
    nenya,
    ring_texts,
    strike_cards,
    travel,
    vilya,
)
from domain.rulesets.hobbit.moves import (
    UNCANCELED,
    Move,
    cancel_problem,
    item_kept,
    site_here,
)
from domain.rulesets.hobbit.state import ASSIGNING, MOVEMENT_HAZARD, SITE_KEYS
from domain.rulesets.hobbit.turn import HobbitRules, S


def top_seen(ctx: Context[Any], deck: str, cards: Sequence[str], count: int, card: str,
             rule: str) -> None:
    """The top ``count`` of ``cards``, the ``deck``'s, seen (``CardsSeen``), then shuffled
    back on top of the rest (``DeckShuffled``'s ``below``): Mirror of Galadriel's look, as
    every scenario of the family plays it."""
    top, below = list(cards[:count]), list(cards[count:])
    ctx.emit("CardsSeen", rule, card=card, deck=deck, cards=top)
    ctx.shuffle(deck, top, rule, below=below)

class Cards(HobbitRules[S]):
    def _do_event(self, ctx: Context[S], move: Move, args: Mapping[str, JSON]) -> None:
        entry = effects.scripted(move.card, self.generation())
        assert entry is not None
        # Nenya's last gift, from the version that plays it (``nenya``): its argument is
        # checked before anything is written.
        assuring = move.card == nenya.CARD and self.plays_nenya()
        if assuring and (refused := nenya.refusal(
                args, [c.card_id for c in ctx.state.company], self._name(move.card))):
            raise refused
        # Vilya's second gift likewise (``vilya``): the resources named, shuffled back before
        # Elrond's check.
        returning = move.card == vilya.CARD and self.plays_vilya()
        if returning and (refused := self._vilya_refusal(ctx.state, args)):
            raise refused
        wanted = vilya.named(args) if returning else []
        mode = next(m for m in entry.modes if m.name == move.mode)
        # The Evenstar with Gates of Morning in play (``gates_treatments``): its region
        # checked before anything is written.
        lit = self._treat_scene(ctx.state) if move.card == gates_treatments.EVENSTAR \
            and self.plays_gates_treatments() else None
        if lit is not None and (why := gates_treatments.evenstar_problem(lit, args)):
            raise IllegalAction(f"{entry.name} cannot be played now: {why}.",
                                clause=gates_treatments.RULE)
        ctx.emit("CardPlayed", coe.SHORT_EVENT, card=move.card, mode=mode.name,
                 target=move.target or None, returns=False)
        if mode.taps_skilled and move.target:
            ctx.emit("CharacterStateChanged", coe.SHORT_EVENT, character=move.target,
                     state="tapped")
        if mode.staying:  # played before the company moves: it stays where it is
            ctx.emit("CompanyStays", coe.SHORT_EVENT, card=move.card,
                     place=ctx.state.location)
        if mode.influences:  # kept for the character's next influence attempt this turn
            ctx.emit("InfluenceCardPlayed", INFLUENCE_ATTEMPT, character=move.target,
                     card=move.card)
        for i, effect in enumerate(mode.effects):
            if self._strike_change(ctx, mode.effects, i, move.target, move.card):
                continue
            if mode.per_character:  # once for each character in the company
                effect = effects.Effect(effect.primitive,
                                        effect.amount * len(ctx.state.company))
            if wanted and effect.primitive == effects.CHECK_NOW:
                vilya.shuffle_back(ctx, ctx.state.resource_deck, wanted)
                wanted = []
            self._apply(ctx, effect, move.target, coe.SHORT_EVENT, source=move.card)
        if assuring and ctx.state.outcome is None:
            nenya.assure(ctx, move.card, args)
        if lit is not None:
            gates_treatments.evenstar(ctx, lit, ctx.state.company, args)

    def _do_gates_treat(self, ctx: Context[S], move: Move, args: Mapping[str, JSON]) -> None:
        """Quiet Lands' or Stars' alternative: the region or site named treated until the end
        of the turn (``gates_treatments``)."""
        scene = self._treat_scene(ctx.state)
        assert scene is not None
        refused = gates_treatments.refusal(scene, f"play:{move.card}:{move.mode}", args)
        if refused is not None:
            raise refused
        gates_treatments.play(ctx, scene, move.card, args)

    def _on_LandsTreated(self, state: S, d: Mapping[str, Any]) -> S:
        return replace(state, resource_treatments=gates_treatments.recorded(
            state.resource_treatments, d))

    def _do_use(self, ctx: Context[S], move: Move, args: Mapping[str, JSON]) -> None:
        entry = effects.scripted(move.card, self.generation())
        assert entry is not None
        mode = next(m for m in entry.modes if m.name == move.mode)
        kind = "ItemInUse" if mode.keeps_item else "ItemTapped" \
            if item_kept(mode, ctx.state.character(move.holder)) else "ItemUsed"
        ctx.emit(kind, coe.ITEM_IN_USE, item=move.card, bearer=move.holder, mode=mode.name,
                 target=None if mode.target == effects.BEARER else move.target or None)
        if mode.taps_bearer:
            ctx.emit("CharacterStateChanged", coe.ITEM_IN_USE, character=move.holder,
                     state="tapped")
        last = len(mode.effects) - 1
        for i, effect in enumerate(mode.effects):
            if self._strike_change(ctx, mode.effects, i, move.target, move.card):
                continue
            if i == last and effect.primitive == effects.CHECK_NOW:
                # The use's last act: its check may wait for helpers (``check_helpers``).
                self._check_now(ctx, move.target, effect.amount, coe.ITEM_IN_USE, move.card,
                                last_act=True)
            else:
                self._apply(ctx, effect, move.target, coe.ITEM_IN_USE, source=move.card)

    def _check_now(self, ctx: Context[S], target: str, amount: int, rule: str, source: str,
                   last_act: bool = False) -> None:
        """``target``'s corruption check a card asks (``source``'s modifier ``amount``, Nenya's
        eased at a Haven); ``last_act``: the last act of the player's use of an item, which
        may wait for helpers (``_checked_or_waiting``)."""
        who = ctx.state.character(target)
        eased = turn_bonuses.CARDS[source].check_at(self._at_haven(ctx.state)) \
            if source in turn_bonuses.CARDS else None  # Nenya's, at a Haven
        if who is None:
            return
        extra = [Modifier(amount if eased is None else eased, f"card:{source}",
                          "the card's modifier to this check", rule)]
        if last_act:
            self._checked_or_waiting(ctx, who, check_helpers.ACTION, source, extra=extra)
        else:
            self._corruption_checked(ctx, who, extra)

    def _strike_change(self, ctx: Context[S], changes: Sequence[effects.Effect], i: int,
                       target: str, card: str) -> bool:
        """Whether ``changes[i]``, of a card played or used, is its prowess or body on the
        strike, which the version played records with the card's others as one
        ``StrikeModified`` naming it, written at the first of them (``strike_cards``)."""
        if changes[i].primitive not in strike_cards.STATS or not self.plays_strike_cards():
            return False
        if i == strike_cards.first(changes):
            fight = ctx.state.combat
            strike_cards.modified(ctx, target or (fight.facing if fight else None), card,
                                  changes)
        return True

    def _do_declare(self, ctx: Context[S], move: Move, args: Mapping[str, JSON]) -> None:
        """A card played by declaring one primitive effect: recorded as a player ruling."""
        name = str(args.get("effect", ""))
        amount = args.get("amount", 0)
        target = str(args.get("target") or "")
        if isinstance(amount, bool) or not isinstance(amount, int):
            raise IllegalAction("A declared effect's amount must be a whole number.",
                                clause="declared-effect")
        try:
            mode = effects.declared_mode(name, amount)
        except ValueError as exc:
            raise IllegalAction(f"{exc}.", clause="declared-effect") from None
        problem = self._declared_problem(ctx.state, mode, target)
        if problem:
            raise IllegalAction(problem[0], clause=problem[1])
        ctx.emit("PlayerRuling", "declared-effect", card=move.card, effect=name,
                 amount=amount, target=target or None)
        self._apply(ctx, mode.effects[0], target, "declared-effect")

    def _do_read_book(self, ctx: Context[S], move: Move, args: Mapping[str, JSON]) -> None:
        """A sage taps the Book of Mazarbul: one card more in hand (``book_of_mazarbul``)."""
        book_of_mazarbul.read(ctx, move)

    def _vilya_refusal(self, state: S, args: Mapping[str, JSON]) -> IllegalAction | None:
        """Why Vilya's play is refused for the resources it names (None: it is not)."""
        # The site's identity: every version reads Rivendell alike (no other card is so
        # named, and a treatment keeps the site's id).
        site = site_here(state, self.catalog)
        return vilya.refusal(args, site is not None and site.id == vilya.RIVENDELL,
                             state.resource_deck, state.resource_discard,
                             self.catalog.get, self._discard_search_canceled(state))

    def _discard_search_canceled(self, state: S) -> str:
        """The event in play canceling any search of a discard pile ("": none; a scenario
        whose hazards bring one says)."""
        return ""

    def _declared_problem(self, state: S, mode: effects.Mode,
                          target: str) -> tuple[str, str] | None:
        """Why a declared effect cannot happen now (its timing or its target)."""
        primitive = mode.effects[0].primitive
        timing = mode.timing
        fight = state.combat
        if timing == effects.DURING_ATTACK and (fight is None or fight.stage != ASSIGNING
                                                or fight.assigned):
            return ("An attack can be canceled only before its strikes are assigned.",
                    coe.CANCEL_ATTACK)
        if timing == effects.DURING_STRIKE and (fight is None or fight.facing is None):
            return "That effect needs a strike being resolved.", coe.STRIKE_RESOURCES
        if (uncanceled := cancel_problem(fight, mode)) is not None:
            return f"{uncanceled[0].upper()}{uncanceled[1:]}.", lucky_search.RULE
        if mode.target == effects.CHARACTER:
            who = state.character(target)
            if who is None:
                return f"{target or 'No character'} is not in the company.", coe.SHORT_EVENT
            if primitive == effects.UNTAP and who.state != "tapped":
                return f"{who.name} is not tapped.", coe.SHORT_EVENT
            if primitive == effects.UNTAP and (bar := state.untap_bar(who.card_id)):
                return f"{who.name} may not untap until {self._name(bar)} is stored.", \
                    coe.SHORT_EVENT
            if primitive == effects.HEAL and not who.wounded:
                return f"{who.name} is not wounded.", coe.SHORT_EVENT
        if mode.target == effects.HAZARD and target not in state.row:
            return f"{target or 'No hazard'} is not face up in the row.", \
                self.family.face_up_hazards
        return None

    def _apply(self, ctx: Context[S], effect: effects.Effect, target: str,
               rule: str, source: str = "") -> None:
        """One primitive effect on the game (``source``: the card it comes from)."""
        kind = effect.primitive
        fight = ctx.state.combat
        if kind == effects.CANCEL_ATTACK:
            ctx.emit("AttackCanceled", coe.CANCEL_ATTACK, attack=fight.attack.name if fight
                     else None, by=rule)
        elif kind == effects.CANCEL_STRIKE:
            ctx.emit("StrikeCanceled", coe.CANCEL_STRIKE, character=fight.facing if fight
                     else None)
        elif kind in (effects.UNTAP, effects.HEAL):
            # Held tapped by a card (Rescue Prisoners), he heals to tapped.
            healed = "tapped" if ctx.state.untap_bar(target) else "untapped"
            ctx.emit("CharacterStateChanged", rule, character=target, state=healed)
            if kind == effects.HEAL:
                self._healed(ctx, target, "untapped", source)
        elif kind in (effects.PROWESS, effects.BODY):
            ctx.emit("StrikeModified", coe.STRIKE_RESOURCES, character=target or
                     (fight.facing if fight else None),
                     prowess=effect.amount if kind == effects.PROWESS else 0,
                     body=effect.amount if kind == effects.BODY else 0)
        elif kind == effects.DRAW:
            self._draw(ctx, effect.amount, rule)
        elif kind == effects.DISCARD:
            ctx.emit("HazardDiscarded", rule, card=target)
        elif kind == effects.PREVENT_CREATURES:
            cited = self.prevention_cited_from is not None \
                and played_since(self.played, self.prevention_cited_from)
            ctx.emit("CreaturesPrevented", rule if cited else self.family.creatures_prevented)
        elif kind == effects.NO_WILDERNESS_KEYING:
            ctx.emit("KeyingBarred", rule, region_type="wilderness")
        elif kind == effects.NO_SITE_KEYING:
            ctx.emit("SiteKeyingBarred", rule)
        elif kind == effects.THOROUGH_SEARCH:
            ctx.emit("SiteSearched", rule, character=target, site=ctx.state.location)
        elif kind == effects.CREATURE_PROWESS_TURN:
            ctx.emit("CreatureProwessModified", rule, prowess=effect.amount)
        elif kind == effects.HAZARD_LIMIT_TURN and self.has_hazard_limit:
            ctx.emit("HazardLimitModified", rule, amount=effect.amount,
                     minimum=effects.HAZARD_LIMIT_FLOOR)
        elif kind == effects.HAZARD_LIMIT_PATH and self.has_hazard_limit \
                and (journey := self._journey(ctx.state)) is not None:
            ctx.emit("HazardLimitModified", coe.HAZARD_LIMIT,
                     amount=-travel.cut(ctx.state, source, journey),
                     minimum=effects.HAZARD_LIMIT_FLOOR, card=source)
        elif kind == effects.CANCEL_CREATURE_ATTACKS:
            ctx.emit("CreatureAttacksCanceled", coe.CANCEL_ATTACK, card=source)
        elif kind == effects.DOORS_PROWESS and self._doors_in_play(ctx.state):
            ctx.emit("CompanyProwessModified", rule, prowess=effect.amount)
        elif kind == effects.NEW_HAND:
            self._new_hand(ctx, source, rule)
        elif kind == effects.LUCKY_SEARCH:
            lucky_search.search(ctx, self.catalog.get, target, self.assignment_rule())
        elif kind == effects.EVERY_ATTACK_PROWESS:
            ctx.emit("AttacksProwessModified", rule, card=source, prowess=effect.amount)
            if fight is not None and fight.origin != UNCANCELED:  # the attack under way too
                ctx.emit("AttackModified", rule, attack=fight.attack.name,
                         prowess=effect.amount, body=0)
        elif kind == effects.STRIKES_FAIL:
            self._strikes_fail(ctx, target, source, rule)
        elif kind == effects.UNDEAD_ONLY:
            ctx.emit("CreaturesLimitedToUndead", rule, card=source)
        elif kind == effects.MOVE_BY_CARD:
            self._moved_by_card(ctx, target, source)
        elif kind == effects.FAR_SIGHT:
            site = site_named(self.catalog, ctx.state.location).id
            if not far_sight.search(ctx, self.catalog, target, source, site):
                far_sight.finish(ctx, target, lambda sage: self._sage_checks(ctx, sage))
        elif kind in (effects.TOP_RESOURCES, effects.TOP_HAZARDS):
            self._top_seen(ctx, "resources" if kind == effects.TOP_RESOURCES else "hazards",
                           effect.amount, source, rule)
        elif kind == effects.GREAT_ROAD:
            ctx.emit("GreatRoadTaken", rule, card=source, haven=ctx.state.location)
        elif kind == effects.BOARD_GREAT_SHIP:  # the company aboard (``great_ship``)
            ctx.emit("GreatShipBoarded", rule, card=source, character=target)
        elif kind == effects.SITE_KEYING_ONLY:
            ctx.emit("KeyingLimitedToSite", coe.SHORT_EVENT, card=source)
        elif kind == effects.COMPANY_BODY:
            ctx.emit("CompanyBodyModified", rule, body=effect.amount,
                     maximum=effects.COMPANY_BODY_MAX)
        elif kind == effects.DOES_NOT_TAP:
            # From ``kept_untapped_from`` it names the card: the -3 is refused for it.
            named: dict[str, JSON] = {"card": source} if self.plays_kept_untapped() else {}
            ctx.emit("StrikeTapPrevented", rule, character=fight.facing if fight else None,
                     **named)
        elif kind == effects.WOUND_CHARACTER:
            ctx.emit("CharacterStateChanged", rule, character=target, state="wounded")
        elif kind == effects.CHECK_NOW:
            self._check_now(ctx, target, effect.amount, rule, source)
        elif kind in turn_bonuses.STATS:
            ctx.emit("CharacterBolstered", rule, card=source, character=target,
                     stat=kind, amount=effect.amount)
        elif kind == effects.UNTAP_COMPANY:
            for tapped in [c.card_id for c in ctx.state.company if c.state == "tapped"
                           and not ctx.state.untap_bar(c.card_id)]:
                ctx.emit("CharacterStateChanged", rule, character=tapped, state="untapped")
        elif kind == effects.CHECK_BONUS:
            ctx.emit("CorruptionCheckModified", rule, character=target, amount=effect.amount)
        elif kind == effects.COMPANY_PROWESS:
            ctx.emit("CompanyProwessModified", rule, prowess=effect.amount)
        elif kind in (effects.STRIKES_PROWESS, effects.COMPANY_STRIKE_PROWESS):
            ctx.emit("StrikesProwessModified", rule, prowess=effect.amount, characters=[
                target] if kind == effects.STRIKES_PROWESS else [
                c.card_id for c in ctx.state.company])
        elif kind == effects.BEST_OF_TWO:
            ctx.emit("TwoStrikeRolls", rule, character=fight.facing if fight else None)
        elif kind == effects.HALVE_STRIKES and fight is not None:
            ctx.emit("AttackStrikesSet", coe.CANCEL_ATTACK, attack=fight.attack.name,
                     strikes=halved_strikes(fight.attack.strikes), was=fight.attack.strikes,
                     by=source)
        elif kind in (effects.ATTACK_PROWESS_NOW, effects.ATTACK_BODY_NOW):
            ctx.emit("AttackModified", rule, attack=fight.attack.name if fight else None,
                     prowess=effect.amount if kind == effects.ATTACK_PROWESS_NOW else 0,
                     body=effect.amount if kind == effects.ATTACK_BODY_NOW else 0)

    def _at_haven(self, state: S) -> bool:
        """Whether the company is at a Haven now (a scenario with Havens says)."""
        return False

    def _doors_in_play(self, state: S) -> bool:
        """Whether Doors of Night is in play (a scenario whose hazards bring it says)."""
        return False

    def _hand_limit(self, state: S) -> int:
        """The resource hand's size now (a scenario may add to it)."""
        return self.hand_size

    def _top_seen(self, ctx: Context[S], deck: str, count: int, card: str, rule: str) -> None:
        """The top ``count`` cards of ``deck`` seen, then shuffled back on top of the rest."""
        top_seen(ctx, deck, ctx.state.resource_deck if deck == "resources"
                 else ctx.state.hazard_deck, count, card, rule)

    def _strikes_fail(self, ctx: Context[S], wizard: str, card: str, rule: str) -> None:
        """True Fána: a roll plus the Wizard's prowess above the attack's makes every strike
        fail, one for each character or ally it could strike up to its strikes; an attack with
        body makes a body check for each, defeated only if every one fails (CoE 3.iv.7, 3.v);
        one with no body is defeated."""
        fight = ctx.state.combat
        who = ctx.state.character(wizard)
        assert fight is not None and who is not None
        attack_cards.strikes_fail(ctx, who, fight.attack, card, self._name(card),
                                  len(ctx.state.company) + len(self.ally_fighters(ctx.state)),
                                  rule)

    def _moved_by_card(self, ctx: Context[S], site: str, card: str) -> None:
        """Eagle-mounts, Paths of the Dead: the company moves to ``site`` by ``card`` as by a
        move of its own, crossing no region (``flights``); Bridge moves it on as its
        movement/hazard phase ends (``_bridge_move``). The scenario says what a move is."""
        if ctx.state.phase == MOVEMENT_HAZARD:
            self._bridge_move(ctx, site, card)
            return
        self._move_to(ctx, self.catalog.get(site).name, card)

    def _do_ally_fly(self, ctx: Context[S], move: Move, args: Mapping[str, JSON]) -> None:
        """Gwaihir is discarded and the company flies to the site, as Eagle-mounts moves it:
        only creatures keyed to the new site are played on it (``gwaihir``)."""
        name = self.catalog.get(move.card).name
        ctx.emit("AllyDiscarded", gwaihir.RULE, ally=move.card, site=ctx.state.location,
                 reason=gwaihir.discarded(name, move.place))
        ctx.emit("KeyingLimitedToSite", gwaihir.RULE, card=move.card)
        self._move_to(ctx, move.place, move.card)

    @abstractmethod
    def _move_to(self, ctx: Context[S], place: str, card: str = "") -> None:
        """The organization phase ends with the company moving to ``place`` (by ``card``,
        crossing no region, where one is named)."""

    @abstractmethod
    def _bridge_move(self, ctx: Context[S], site: str, card: str) -> None:
        """Bridge: the company moves on to ``site`` as its movement/hazard phase ends, and a
        movement/hazard phase follows for that move."""

    def _sage_checks(self, ctx: Context[S], sage: str) -> None:
        """Far-sight's sage checks corruption as its search ends (CoE 7.1)."""
        who = ctx.state.character(sage)
        if who is not None:
            self._corruption_checked(ctx, who)

    def _do_take(self, ctx: Context[S], move: Move, args: Mapping[str, JSON]) -> None:
        """The item the player takes from the play deck Far-sight searches."""
        far_sight.take(ctx, move.card, lambda sage: self._sage_checks(ctx, sage))

    def _new_hand(self, ctx: Context[S], card: str, rule: str) -> None:
        """The rest of the hand and the discard pile shuffled into the play deck, ``card``
        (played) removed from the game, then a new hand of the scenario's size drawn."""
        state = ctx.state
        back = [*state.hand, *(c for c in state.resource_discard if c != card)]
        ctx.emit("HandShuffledIn", rule, card=card, cards=back)
        ctx.shuffle("resources", [*ctx.state.resource_deck, *back], rule)
        self._draw(ctx, self._hand_limit(ctx.state), rule)

    # -- evolve -----------------------------------------------------------------------------
    def _on_StrikesFailRolled(self, state: S, d: Mapping[str, Any]) -> S:
        return state

    def _on_AttackStrikesFailed(self, state: S, d: Mapping[str, Any]) -> S:
        fight = state.combat
        assert fight is not None
        return replace(state, combat=replace(fight, failed_by=str(d["card"]),
                                             failed_defeated=bool(d["defeated"])))

    def _on_CreaturesLimitedToUndead(self, state: S, d: Mapping[str, Any]) -> S:
        return replace(state, undead_only=True)

    def _on_SiteTapped(self, state: S, d: Mapping[str, Any]) -> S:
        return replace(state, tapped_sites=(*state.tapped_sites, str(d["site"])))

    def _on_DeckSearched(self, state: S, d: Mapping[str, Any]) -> S:
        return far_sight.searched(state, d)

    def _on_ItemTakenFromDeck(self, state: S, d: Mapping[str, Any]) -> S:
        return far_sight.taken(state, d)

    def _on_CharacterBolstered(self, state: S, d: Mapping[str, Any]) -> S:
        return replace(state, turn_bonuses=attack_cards.bolstered(state.turn_bonuses, d))

    def _on_CharacterStateChanged(self, state: S, d: Mapping[str, Any]) -> S:
        who = state.character(str(d["character"]))
        if who is None:
            return state
        return replace(state, company=replace_one(state.company, who.with_state(d["state"])))

    def _on_CardPlayed(self, state: S, d: Mapping[str, Any]) -> S:
        state = self._take_from_hand(state, str(d["card"]), not d.get("returns"))
        if state.combat is not None:
            state = replace(state, combat=replace(
                state.combat, played=(*state.combat.played, str(d["card"]))))
        return state

    def _on_AttackModified(self, state: S, d: Mapping[str, Any]) -> S:
        fight = state.combat
        assert fight is not None
        return replace(state, combat=attack_cards.modified(fight, d))

    def _on_AttackStrikesSet(self, state: S, d: Mapping[str, Any]) -> S:
        fight = state.combat
        assert fight is not None
        return replace(state, combat=replace(fight, attack=replace(
            fight.attack, strikes=int(d["strikes"]))))

    def _on_StrikesProwessModified(self, state: S, d: Mapping[str, Any]) -> S:
        fight = state.combat
        assert fight is not None
        return replace(state, combat=attack_cards.strikes_prowess_modified(fight, d))

    def _on_TwoStrikeRolls(self, state: S, d: Mapping[str, Any]) -> S:
        fight = state.combat
        assert fight is not None
        return replace(state, combat=attack_cards.two_strike_rolls(fight))

    def _on_PlayerRuling(self, state: S, d: Mapping[str, Any]) -> S:
        return self._take_from_hand(state, str(d["card"]))

    def _on_ItemUsed(self, state: S, d: Mapping[str, Any]) -> S:
        bearer = state.character(str(d["bearer"]))
        assert bearer is not None
        bearer, item = bearer.without_item(str(d["item"]))
        return replace(state, company=replace_one(state.company, bearer),
                       resource_discard=(*state.resource_discard, item.card_id))

    def _on_ItemTapped(self, state: S, d: Mapping[str, Any]) -> S:
        return replace(state, tapped_items=(*state.tapped_items,
                                            (str(d["item"]), str(d["bearer"]))))

    # An item leaving play with its bearer goes where a used-up item goes.
    _on_ItemLeftPlay = _on_ItemUsed

    def _on_HazardDiscarded(self, state: S, d: Mapping[str, Any]) -> S:
        card = str(d["card"])
        index = state.row.index(card)
        return replace(state, row=state.row[:index] + state.row[index + 1:],
                       hazard_discard=(*state.hazard_discard, card))

    def _on_LuckySearchMade(self, state: S, d: Mapping[str, Any]) -> S:
        """The scout takes the item found out of the play deck (the revealed cards stay in
        it, shuffled next)."""
        found = d.get("card")
        scout = state.character(str(d["character"]))
        if found is None or scout is None:
            return state
        index = state.resource_deck.index(str(found))
        return replace(state, resource_deck=state.resource_deck[:index]
                       + state.resource_deck[index + 1:],
                       company=replace_one(state.company,
                                           scout.with_item(self.item_in_play(str(found)))))

    def _do_road_home(self, ctx: Context[S], move: Move, args: Mapping[str, JSON]) -> None:
        """Great-road: the company goes back to the Haven it began the turn at."""
        ctx.emit("CompanyWentBack", great_road.RULE, card=great_road.CARD,
                 origin=ctx.state.location, to=ctx.state.road_home)

    def _do_road_stay(self, ctx: Context[S], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("GreatRoadDeclined", great_road.RULE, card=great_road.CARD,
                 place=ctx.state.location)

    def _on_GreatRoadTaken(self, state: S, d: Mapping[str, Any]) -> S:
        return replace(state, road_home=str(d["haven"]))

    def _on_CompanyWentBack(self, state: S, d: Mapping[str, Any]) -> S:
        return replace(state, location=str(d["to"]), road_home="")

    def _on_GreatRoadDeclined(self, state: S, d: Mapping[str, Any]) -> S:
        return replace(state, road_home="")

    def _on_GreatShipBoarded(self, state: S, d: Mapping[str, Any]) -> S:
        return replace(state, aboard=True)

    def _on_CompanyStays(self, state: S, d: Mapping[str, Any]) -> S:
        return replace(state, staying=str(d["card"]))

    def _on_CreatureAttacksCanceled(self, state: S, d: Mapping[str, Any]) -> S:
        return replace(state, attacks_canceled_by=str(d["card"]))

    def _on_HandShuffledIn(self, state: S, d: Mapping[str, Any]) -> S:
        """The hand and the discard pile leave for the play deck (``DeckShuffled`` follows);
        the card played is removed from the game."""
        return replace(state, hand=(), resource_discard=())

    def _on_CreaturesPrevented(self, state: S, d: Mapping[str, Any]) -> S:
        return replace(state, creatures_prevented=True)

    def _on_CompanyBodyModified(self, state: S, d: Mapping[str, Any]) -> S:
        return replace(state, company_body=state.company_body + int(d["body"]))

    def _on_CorruptionCheckModified(self, state: S, d: Mapping[str, Any]) -> S:
        return replace(state, check_bonus=(*state.check_bonus,
                                           (str(d["character"]), int(d["amount"]))))

    def _on_AttacksProwessModified(self, state: S, d: Mapping[str, Any]) -> S:
        return replace(state, attacks_prowess=state.attacks_prowess + int(d["prowess"]))

    def _on_CreatureProwessModified(self, state: S, d: Mapping[str, Any]) -> S:
        return replace(state, creature_prowess=state.creature_prowess + int(d["prowess"]))

    def _on_HazardLimitModified(self, state: S, d: Mapping[str, Any]) -> S:
        by = (str(d["card"]),) if d.get("card") else ()  # a card counting the journey
        return replace(state, limit_change=state.limit_change + int(d["amount"]),
                       limit_cards=(*state.limit_cards, *by))

    def _on_KeyingLimitedToSite(self, state: S, d: Mapping[str, Any]) -> S:
        return replace(state, site_keying_only=True)

    def _on_KeyingBarred(self, state: S, d: Mapping[str, Any]) -> S:
        return replace(state, keying_barred=(*state.keying_barred, str(d["region_type"])))

    def _on_SiteKeyingBarred(self, state: S, d: Mapping[str, Any]) -> S:
        return replace(state, keying_barred=(*state.keying_barred, SITE_KEYS))

    def _on_SiteSearched(self, state: S, d: Mapping[str, Any]) -> S:
        return replace(state, searched_by=str(d["character"]))

    @staticmethod
    def unbarred(state: S, keys: list[str], dark_site: bool = False) -> list[str]:
        """The keyings of a creature left when a card bars keying by type to some region
        types against the company this turn (Ford: the Wilderness), or keeps only those to
        its new site (Secret Passage, ``travel.site_only``), or bars those to its site (Secret
        Entrance; not for a company that moved to a site in a Dark-domain, ``dark_site``)."""
        site = SITE_KEYS in state.keying_barred and not dark_site
        return travel.site_only(state, [
            k for k in keys if not (k.startswith("region-type:")
                                    and k.removeprefix("region-type:") in state.keying_barred)
            and not (site and k.startswith(("site:", "site-type:")))])

    def _on_InfluenceCardPlayed(self, state: S, d: Mapping[str, Any]) -> S:
        return replace(state, influence_cards=(*state.influence_cards,
                                               (str(d["character"]), str(d["card"]))))

    def influence_played(self, state: S, who: str) -> list[influence_cards.Played]:
        """The cards played for ``who``'s next influence attempt, with their effects."""
        out: list[influence_cards.Played] = []
        for character, card in state.influence_cards:
            entry = effects.scripted(card, self.generation())
            mode = next((m for m in entry.modes if m.influences), None) if entry else None
            if character == who and mode is not None:
                out.append((card, mode.effects))
        return out

    def faction_bonuses(self, who: Character, faction: Card) -> list[Modifier]:
        """What ``who`` adds to his direct influence against ``faction``: his card's printed
        bonus (``character_texts``) and the bonuses of the items he bears (``item_texts``),
        each from the version the scenario names."""
        bonuses = character_texts.influence_modifiers(self.played, self.character_bonuses_from,
                                                      self.catalog.get(who.card_id), faction)
        rings = ring_texts.plays(self.played, self.ring_powers_from)
        return bonuses + item_texts.influence_modifiers(self.played, self.item_influence_from,
                                                        self.catalog.get, who, faction, rings,
                                                        self.plays_iron_crown(),
                                                        self.plays_red_book(),
                                                        self.plays_wizards_ring())

    def _influence_checked(self, ctx: Context[S], who_id: str, last_act: bool = False) -> None:
        """After ``who_id``'s influence check: bearing The Iron Crown, from
        ``iron_crown_from``, he makes a corruption check (CoE 7.1); ``last_act``: the last act
        of the player's attempt, which may wait for helpers (``_checked_or_waiting``)."""
        who = ctx.state.character(who_id)
        crown = iron_crown.crown_of(self.catalog.get, who) if who is not None else None
        if who is None or crown is None or ctx.state.outcome is not None \
                or not self.plays_iron_crown():
            return
        if last_act:
            self._checked_or_waiting(ctx, who, check_helpers.ACTION, crown)
        else:
            self._corruption_checked(ctx, who)

    def influence_cards_for(self, state: S, who: Character
                            ) -> tuple[list[Modifier], str | None, int]:
        """What the cards played for ``who``'s influence attempt give it: their modifiers,
        the card giving it two rolls (None: none) and the cards drawn if it succeeds."""
        played = self.influence_played(state, who.card_id)
        cards = influence_cards.modifiers(played, len(state.company), who.prowess, self._name,
                                          INFLUENCE_ATTEMPT)
        # What a card gave him for the rest of the turn (Wizard's Voice, an Elven Ring).
        cards += turn_bonuses.influence_modifiers(state.turn_bonuses, who.card_id, self._name)
        return cards, influence_cards.two_rolls(played), influence_cards.draws(played)

    def _influence_spent(self, state: S, who: str) -> S:
        """The cards played for ``who``'s influence attempt are spent on it."""
        return replace(state, influence_cards=tuple(
            (c, card) for c, card in state.influence_cards if c != who))

    def _on_CompanyProwessModified(self, state: S, d: Mapping[str, Any]) -> S:
        return replace(state, company_prowess=state.company_prowess + int(d["prowess"]))
