"""The hazard hand played out, card by card (GON-HH-4 .. GON-HH-10, GON-DUD-*): The
One Ring, corruption cards, creatures with the events played with them, other short-events
and duds, and the player's declarations for unscripted events; and the facts they record."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.canonical import JSON
from domain.cards import Card
from domain.engine import coe, effects, turn_bonuses
from domain.engine import great_ship as engine_great_ship
from domain.engine.characters import Character
from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.immutable import replace
from domain.ruleset import Context, played_since
from domain.rulesets.guise_of_the_necromancer import (
    ally_hazard_cancels,
    blades,
    corruption_cards,
    decks,
    great_ship,
    hand_cards,
    hazard_events,
    hazard_hand,
    waiting_hazards,
)
from domain.rulesets.guise_of_the_necromancer.movement import MovementHazard
from domain.rulesets.guise_of_the_necromancer.moves import influence_left
from domain.rulesets.guise_of_the_necromancer.state import Company, Slot, State
from domain.rulesets.hobbit import hazard_cancels, nenya
from domain.rulesets.hobbit.moves import Move

RING_RETURN = 9  # GON-RING-5
#: The first version canceling a creature's attack on a hidden company (Hiding, CoE 3.i) as
#: it is declared, before the checks a Corpse-candle asks only of an attack not canceled.
#: Before, the checks came first (a Traitor's attack one turned could set it aside, past
#: Hiding's cancel), and those versions replay as played.
HIDING_FIRST_FROM = 110
PLAYED, WAIT, DONE = "played", "wait", "done"  # what a step of the hazard hand did


class HazardPlay(MovementHazard):
    def _next_hazard(self, ctx: Context[State], company: Company) -> str:
        """Play the next face-up card, the passes in the scenario's order, each from right
        to left: The One Ring; the player's declarations for unscripted events; corruption
        cards (GON-HH-5); creatures (GON-HH-6), combat events with them (GON-HH-7); other
        short-events (GON-HH-10); then duds (GON-DUD-1). Answers ``PLAYED``, ``WAIT`` (for a
        declaration) or ``DONE``. Cards to the left keep their places as those to the right
        leave."""
        passes: tuple[tuple[Any, Any], ...] = (
            (lambda slot, card: hazard_hand.kind(card) == hazard_hand.RING, self._ring),
            (lambda slot, card: hazard_hand.needs_declaring(card, self.played)
             and not slot.declared,
             None),
            (lambda slot, card: hazard_hand.kind(card) == hazard_hand.CORRUPTION and (
                hazard_hand.immediately_playable(card)
                and bool(self._bearers(ctx.state, company, card.id))
                or self._declared_on(slot, company)
                or waiting_hazards.plays(self.played, card.id)),
             self._corruption),
            (lambda slot, card: decks.is_nazgul(card) or (card.is_creature and (bool(
                self._keys(ctx.state, company, card)) or self._declared(
                    ctx.state, (hazard_hand.LETS_ATTACK,)) is not None
                or self._enabled(ctx.state, company, card) is not None)), self._creature),
            (lambda slot, card: hazard_hand.kind(card) == hazard_hand.SHORT_EVENT and (
                self._declared_on(slot, company) or bool(hazard_hand.short_event_target(
                    card, company.characters)[1])
                or bool(self._open_modes(ctx.state, company, card)))
             # Greed, a corruption short-event played by its card (hazard_events).
             or hazard_hand.kind(card) == hazard_hand.CORRUPTION
             and bool(self._open_modes(ctx.state, company, card)),
             self._short_event),
            (lambda slot, card: self._dud_rule(slot, card) is not None, self._dud),
        )
        if ctx.state.ship_wait is not None or ctx.state.ally_wait is not None:
            return WAIT  # Great Ship, an ally: the player cancels the event or lets it be
        events = (self._corruption, self._short_event)
        for wanted, play in passes:
            for index in reversed(range(len(ctx.state.hazard_hand))):
                slot = ctx.state.hazard_hand[index]
                if slot.face_up and wanted(slot, self.catalog.get(slot.card)):
                    if play is None:
                        return WAIT
                    # Traitor, Lure of Power: on no character or company, none cancels them.
                    cancelable = play in events \
                        and not waiting_hazards.plays(self.played, slot.card)
                    if cancelable and self._ally_waits(ctx, company, index, slot,
                                                       play == self._corruption):
                        return WAIT
                    if cancelable and self._ship_waits(ctx, company, index, slot,
                                                       play == self._corruption):
                        return WAIT
                    play(ctx, company, index, slot.card)
                    return PLAYED
        return DONE

    def _ship_waits(self, ctx: Context[State], company: Company, index: int, slot: Slot,
                    corruption: bool) -> bool:
        """Whether the hazard event at ``index``, about to be played on the company or one of
        its characters (``corruption``: as a corruption card, on a character), waits for the
        player to cancel it by Great Ship (``great_ship``): the company aboard and sailing,
        an untapped character of it to tap, the event not let be already. The wait begun
        (``HazardEventCancelable``)."""
        state = ctx.state
        if slot.let_be or not played_since(self.played, hand_cards.GREAT_SHIP_FROM) \
                or not great_ship.afloat(state, self.catalog, company) \
                or not any(c.untapped for c in company.characters):
            return False
        card = self.catalog.get(slot.card)
        # A short-event played by its card acts on what its mode names (a site, a faction);
        # a corruption card, a declared effect or a tap or wound on a character.
        found = [] if corruption or slot.declared else self._open_modes(state, company, card)
        if not engine_great_ship.targets_company(found[0] if found else None):
            return False
        ctx.emit("HazardEventCancelable", great_ship.RULE, index=index, card=slot.card,
                 company=company.id)
        return True

    def _ally_waits(self, ctx: Context[State], company: Company, index: int, slot: Slot,
                    corruption: bool) -> bool:
        """Whether the hazard event at ``index`` waits for an ally's cancel (Leaflock, Tom
        Bombadil; ``ally_hazard_cancels``): on a character as a corruption card, a declared
        effect or a tap or wound is, or one of the events on a character or the company's
        cards."""
        card = self.catalog.get(slot.card)
        on_character = corruption or bool(slot.declared) or (
            not self._open_modes(ctx.state, company, card)
            and bool(hazard_hand.short_event_target(card, company.characters)[1]))
        return ally_hazard_cancels.waits(ctx, self.catalog, company, index, slot, on_character)

    def _do_ally_hazard(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """The ally taps and the waiting hazard event is canceled, discarded with no effect."""
        index = ctx.state.ally_wait
        assert index is not None
        card = ctx.state.hazard_hand[index].card
        ctx.emit("AllyTapped", hazard_cancels.RULE, ally=move.card,
                 use=f"{self._name(card)} is canceled")
        ctx.emit("HazardCanceled", hazard_cancels.RULE, index=index, card=card, by=move.card)

    def _do_let_hazard(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """The waiting hazard event is played as ever."""
        index = ctx.state.ally_wait
        assert index is not None
        ctx.emit("HazardCancelDeclined", hazard_cancels.RULE, index=index,
                 card=ctx.state.hazard_hand[index].card)

    def _on_HazardCancelOffered(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, ally_wait=int(d["index"]))

    def _on_HazardCanceled(self, state: State, d: Mapping[str, Any]) -> State:
        state = self._take(state, int(d["index"]))
        return replace(state, hazard_discard=(*state.hazard_discard, str(d["card"])),
                       ally_wait=None)

    def _on_HazardCancelDeclined(self, state: State, d: Mapping[str, Any]) -> State:
        index = int(d["index"])
        hand = list(state.hazard_hand)
        hand[index] = replace(hand[index], allies_declined=True)
        return replace(state, hazard_hand=tuple(hand), ally_wait=None)

    def _do_great_ship_event(self, ctx: Context[State], move: Move,
                             args: Mapping[str, JSON]) -> None:
        """Great Ship: the character taps and the waiting hazard event is canceled, discarded
        with no effect."""
        index = ctx.state.ship_wait
        assert index is not None
        ctx.emit("CharacterStateChanged", great_ship.RULE, character=move.target,
                 state="tapped")
        ctx.emit("HazardEventCanceled", great_ship.RULE, index=index, card=move.card,
                 character=move.target, by=engine_great_ship.CARD)

    def _do_resolve_hazard(self, ctx: Context[State], move: Move,
                           args: Mapping[str, JSON]) -> None:
        """The waiting hazard event takes effect, played as ever."""
        index = ctx.state.ship_wait
        assert index is not None
        ctx.emit("HazardEventLetBe", great_ship.RULE, index=index, card=move.card)

    def _on_HazardEventCancelable(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, ship_wait=int(d["index"]))

    def _on_HazardEventLetBe(self, state: State, d: Mapping[str, Any]) -> State:
        index = int(d["index"])
        hand = list(state.hazard_hand)
        hand[index] = replace(hand[index], let_be=True)
        return replace(state, hazard_hand=tuple(hand), ship_wait=None)

    def _on_HazardEventCanceled(self, state: State, d: Mapping[str, Any]) -> State:
        state = self._take(state, int(d["index"]))
        return replace(state, hazard_discard=(*state.hazard_discard, str(d["card"])),
                       ship_wait=None)

    def _on_GreatShipBoarded(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, aboard=(*state.aboard, str(d["company"])))

    def _declared_on(self, slot: Slot, company: Company) -> bool:
        """A declared character effect with a character it can act on."""
        return slot.declared in hazard_hand.ON_CHARACTER and any(
            hazard_hand.character_fits(slot.declared, c) for c in company.characters)

    def _played_on(self, ctx: Context[State], company: Company, index: int, card_id: str,
                   rule: str) -> None:
        """A declared character effect, on the character GON-TARGET-1 picks."""
        slot = ctx.state.hazard_hand[index]
        fits = [c for c in company.characters
                if hazard_hand.character_fits(slot.declared, c)]
        target = self._target(ctx, fits, f"target of {self._name(card_id)}")
        effect = slot.declared
        if effect == effects.CORRUPTION:
            ctx.emit("CorruptionPlaced", rule, index=index, card=card_id, character=target,
                     points=slot.amount)
            return
        ctx.emit("HazardEventPlayed", rule, index=index, card=card_id, effect=effect,
                 character=target)
        if effect == effects.CORRUPTION_CHECK:
            self._corruption_check(ctx, target, coe.CORRUPTION_CHECK, asked_by=card_id)
        else:
            ctx.emit("CharacterStateChanged", rule, character=target,
                     state="tapped" if effect == effects.TAP else "wounded")

    def _ring(self, ctx: Context[State], company: Company, index: int, card: str) -> None:
        if ctx.state.ring is not None:
            ctx.emit("RingReturned", "GON-RING-2", index=index, card=card)
            ctx.shuffle("hazards", list(ctx.state.hazard_deck), "GON-RING-2")
            return
        first = not ctx.state.ring_seen
        ctx.emit("RingAppeared", "GON-RING-1", index=index, card=card)
        if not first:
            return
        ctx.emit("SarumanPlaced", "GON-RING-4", saruman=ctx.state.saruman,
                 site=self._site(decks.SARUMAN_SITE).id)
        discard = list(ctx.state.hazard_discard)
        if discard:
            order = ctx.shuffle("hazard-discard", discard, "GON-RING-5")
            ctx.emit("HazardsReturned", "GON-RING-5", cards=order[:RING_RETURN])
        ctx.shuffle("hazards", list(ctx.state.hazard_deck), "GON-RING-5")

    def _corruption(self, ctx: Context[State], company: Company, index: int,
                    card_id: str) -> None:
        card = self.catalog.get(card_id)
        if ctx.state.hazard_hand[index].declared:
            self._played_on(ctx, company, index, card_id, "GON-HH-5")
            return
        if waiting_hazards.plays(self.played, card_id):  # in play on no one, waiting
            ctx.emit("HazardEventWaits", waiting_hazards.PLAY_RULE, index=index, card=card_id)
            return
        fits = self._bearers(ctx.state, company, card_id)
        target = self._target(ctx, fits, f"target of {card.name}")
        if card.corruption_points:
            ctx.emit("CorruptionPlaced", "GON-HH-5", index=index, card=card_id,
                     character=target, points=card.corruption_points)
            return
        ctx.emit("HazardEventPlayed", "GON-HH-5", index=index, card=card_id,
                 effect=effects.CORRUPTION_CHECK, character=target)
        self._corruption_check(ctx, target, coe.CORRUPTION_CHECK, asked_by=card_id)

    def _bearers(self, state: State, company: Company, card_id: str) -> list[Character]:
        """Whom the hazard hand may play a corruption card on (``corruption_cards.bearers``);
        Weariness of the Heart's check only on whom it may fail (``hazard_events
        .weariness``), from ``hazard_events.WEARINESS_ASSURED_FROM`` not on one whose check
        Nenya's waiting gift makes succeed (``hobbit.nenya.spares``)."""
        fits = corruption_cards.bearers(state, self.catalog, self.played, company, card_id)
        if hazard_events.weariness(self.played, card_id):
            return [c for c in fits if self._check_may_fail(state, c.card_id)
                    and not nenya.spares(self._assured(state, c.card_id), self.played,
                                         hazard_events.WEARINESS_ASSURED_FROM)]
        return fits

    def _short_event(self, ctx: Context[State], company: Company, index: int,
                     card_id: str) -> None:
        if ctx.state.hazard_hand[index].declared:
            self._played_on(ctx, company, index, card_id, "GON-HH-10")
            return
        found = self._open_modes(ctx.state, company, self.catalog.get(card_id))
        if found and found[0].mode.effects[0].primitive in (effects.GO_HOME,
                                                            effects.FACTION_DISPERSES):
            self._on_one(ctx, company, index, card_id, found[0])
            return
        if found:  # by its card (hazard_events): the first mode that applies
            _, site, path = self._way(ctx.state, company)
            hazard_events.play(ctx, company, index, card_id, found[0], site, path)
            return
        effect, fits = hazard_hand.short_event_target(self.catalog.get(card_id),
                                                      company.characters)
        target = self._target(ctx, fits, f"target of {self._name(card_id)}")
        ctx.emit("HazardEventPlayed", "GON-HH-10", index=index, card=card_id, effect=effect,
                 character=target)
        ctx.emit("CharacterStateChanged", "GON-HH-10", character=target,
                 state="tapped" if effect == effects.TAP else "wounded")

    def _on_one(self, ctx: Context[State], company: Company, index: int, card_id: str,
                mode: effects.HazardMode) -> None:
        """A call home on the character GON-TARGET-1 picks among those it may take, or Muster
        Disperses on the faction worth the most (``hazard_events.targets``): below the card's
        number he goes back to the hand, one of his items to a companion the player picks,
        or the faction is discarded (GON-HH-10)."""
        fits = hazard_events.targets(ctx.state, company, mode)
        _, _, path = self._way(ctx.state, company)
        unused = influence_left(ctx.state, self.catalog)
        if mode.mode.effects[0].primitive == effects.FACTION_DISPERSES:
            faction = fits[0]
            ctx.emit("HazardEventPlayed", hazard_events.RULE, index=index, card=card_id,
                     effect=effects.FACTION_DISPERSES, character=None, company=company.id,
                     faction=faction)
            if hazard_events.influence_roll(ctx, card_id, mode, unused, path,
                                            self._name(faction)):
                ctx.emit("FactionDispersed", hazard_events.RULE, faction=faction, by=card_id)
            return
        target = self._target(ctx, [c for c in company.characters if c.card_id in fits],
                              f"target of {self._name(card_id)}")
        ctx.emit("HazardEventPlayed", hazard_events.RULE, index=index, card=card_id,
                 effect=effects.GO_HOME, character=target)
        if hazard_events.influence_roll(ctx, card_id, mode, unused, path, self._name(target)):
            self._remove(ctx, target, "CharacterReturned", hazard_events.RULE, one_item=True)

    def _on_FactionDispersed(self, state: State, d: Mapping[str, Any]) -> State:
        faction = str(d["faction"])
        kept = [m for m in state.marshalling if m[0] == faction]
        marshalling = list(state.marshalling)
        marshalling.remove(kept[0])
        return replace(state, marshalling=tuple(marshalling),
                       resource_discard=(*state.resource_discard, faction))

    def _creature(self, ctx: Context[State], company: Company, index: int,
                  card_id: str) -> None:
        card = self.catalog.get(card_id)
        keyed = self._keys(ctx.state, company, card)
        nazgul = decks.is_nazgul(card)
        mount = None
        if not keyed:  # a Fell Beast or Morgul-horse (a Nazgûl), Dragon's Desolation
            enabled = self._enabled(ctx.state, company, card)
            keyed = [enabled[0]] if enabled else []
            mount = enabled[1] if enabled else None
        enabler = self._declared(ctx.state, (hazard_hand.LETS_ATTACK,))
        if not keyed and enabler is None:
            ctx.emit("NazgulGuards", "GON-NAZ-2", index=index, card=card_id,
                     site=self._site(decks.QUEST_SITE).id)
            return
        rule = "GON-NAZ-1" if nazgul else "GON-HH-6" if keyed else "GON-DUD-5"
        ctx.emit("CreatureAttacks", rule, index=index, card=card_id,
                 keyed=keyed[0] if keyed else hazard_hand.LETS_ATTACK)
        if mount in hazard_events.ENABLING:  # played with it (a Fell Beast: below)
            ctx.emit("HazardEventPlayed", "GON-HH-7", index=max(
                n for n, s in enumerate(ctx.state.hazard_hand)
                if s.face_up and s.card == mount), card=mount,
                     effect=hazard_events.ENABLING[mount], amount=0, creature=card_id)
        if not keyed and (found := self._declared(ctx.state, (hazard_hand.LETS_ATTACK,))):
            slot = ctx.state.hazard_hand[found]
            ctx.emit("HazardEventPlayed", "GON-HH-7", index=found, card=slot.card,
                     effect=slot.declared, amount=0, creature=card_id)
        attack = Attack.from_creature(card, len(company.characters))
        while (found := self._declared(ctx.state, hazard_hand.WITH_ATTACK)) is not None:
            slot = ctx.state.hazard_hand[found]
            ctx.emit("HazardEventPlayed", "GON-HH-7", index=found, card=slot.card,
                     effect=slot.declared, amount=slot.amount, creature=card_id)
            strikes = slot.amount if slot.declared == effects.ATTACK_STRIKES else 0
            attack = attack.modified(strikes, slot.amount - strikes)
        attack, chooses, fury = self._with_creature(ctx, company, card_id, attack)
        # Horses: each played on the company this turn strengthens its creatures.
        ridden = [(c, n) for on, c, n in ctx.state.strengthened if on == company.id]
        for _, more in ridden:
            attack = attack.modified(0, more)
        # Morgul-knife, The Pale Sword face up: played with a Nazgûl (``blades``).
        joining = blades.joining(ctx.state, attack) \
            if nazgul and blades.plays(self.played) else []
        if joining:
            more = blades.prowess(ctx.state, [c for _, c in joining], card_id)
            for at, blade in joining:
                ctx.emit("BladePlayed", blades.RULE, index=at, card=blade, creature=card_id,
                         prowess=blades.prowess(ctx.state, [blade], card_id))
            attack = attack.modified(0, more)
        # GON-HH-9: an event lowering a character's prowess waits for the strikes' assignment.
        weakened = [[s.card, self._target(ctx, company.characters, f"target of "
                                          f"{self._name(s.card)}"), self._weakens(s)]
                    for s in ctx.state.hazard_hand if self._weakens(s)]
        first = played_since(self.played, HIDING_FIRST_FROM)
        self._declare(ctx, company.id, attack, card_id, False, weakened,
                      keyed[0] if keyed else None, chooses, fury,
                      [[c, n] for c, n in ridden], [c for _, c in joining], checks=not first)
        hidden = next((by for c, by in ctx.state.hiding if c == company.id), None)
        if hidden is not None and ctx.state.fight is not None:
            # Hiding: the attack is canceled as it is declared (CoE 3.i).
            fight = ctx.state.fight
            ctx.emit("AttackCanceled", coe.CANCEL_ATTACK, company=company.id,
                     attack=fight.attack.name, card=card_id, by=hidden)
            self._creature_leaves(ctx, card_id, fight.attack, False)
        elif first:  # not canceled: a Corpse-candle's checks now
            self._creature_checks(ctx, card_id)

    def _enabled(self, state: State, company: Company,
                 card: Card) -> tuple[str, str] | None:
        """How a face-up event lets ``card`` attack the company (``hazard_events
        .enabled_key``)."""
        _, site, path = self._way(state, company)
        return hazard_events.enabled_key(state, self.played, company, card, path, site)

    def _with_creature(self, ctx: Context[State], company: Company, creature: str,
                       attack: Attack) -> tuple[Attack, bool, tuple[str, int] | None]:
        """GON-HH-7: the events the version plays by their cards with the creature's attack
        (``hazard_events.with_creature``), right to left: the attack as they leave it,
        whether the attacker chooses every defender (Fell Beast), and (card, prowess) of the
        first strike strengthened (Fury of the Iron Crown; None: none is)."""
        taken: list[str] = []
        fury: tuple[str, int] | None = None
        while (found := hazard_events.with_creature(ctx.state, self.played, company, attack,
                                                    taken)) is not None:
            index, mode = found
            card = ctx.state.hazard_hand[index].card
            effect = mode.mode.effects[0]
            ctx.emit("HazardEventPlayed", "GON-HH-7", index=index, card=card,
                     effect=effect.primitive, amount=effect.amount, creature=creature,
                     strikes=mode.attack_strikes)
            taken.append(card)
            if effect.primitive == effects.RACE_ATTACK:
                attack = attack.modified(mode.attack_strikes, effect.amount)
            elif effect.primitive == effects.COMPANY_PROWESS_TURN:
                ctx.emit("CompanyBolstered", "GON-HH-7", card=card, company=company.id,
                         characters=list(company.ids()), stat=turn_bonuses.PROWESS,
                         amount=effect.amount, maximum=None)
            elif effect.primitive == effects.STRIKE_FURY:
                fury = (card, effect.amount)
        return attack, hazard_events.CHOOSES_DEFENDERS in taken, fury

    def _declared(self, state: State, declared: tuple[str, ...]) -> int | None:
        """The rightmost face-up event declared with one of these effects."""
        return next((n for n in reversed(range(len(state.hazard_hand)))
                     if state.hazard_hand[n].face_up
                     and state.hazard_hand[n].declared in declared), None)

    def _dud(self, ctx: Context[State], company: Company, index: int, card_id: str) -> None:
        """GON-DUD-1: a dud is discarded and replaced, in place, by a face-down card from the
        hazard deck; the other cards stay (GON-DUD-7)."""
        ctx.emit("DudDiscarded", self._dud_rule(ctx.state.hazard_hand[index],
                                                self.catalog.get(card_id)),
                 index=index, card=card_id)
        ctx.emit("DudReplaced", "GON-DUD-1", index=index, card=ctx.state.hazard_deck[0])
        self._clock(ctx)

    def _dud_rule(self, slot: Slot, card: Card) -> str | None:
        """The clause that makes a face-up card left after play a dud, or None."""
        if slot.declared == effects.HAZARD_LIMIT:
            return "GON-HH-2"
        if slot.declared == hazard_hand.LETS_ATTACK:
            return "GON-HH-8"  # no creature needed it: those that attacked could anyway
        if self._weakens(slot):
            return "GON-HH-9"  # no strike for its character: no creature attacked
        kind = hazard_hand.kind(card)
        if kind in (hazard_hand.RING, hazard_hand.NAZGUL):
            return None  # GON-DUD-3
        if kind == hazard_hand.CREATURE:
            return "GON-DUD-4"
        if kind == hazard_hand.CORRUPTION and card.name in hazard_hand.NEEDS_NAZGUL_ATTACK:
            return None  # it has a target in play, waiting for a Nazgul's attack
        if (nothing := hazard_hand.ignored(card, self.played)) is not None:
            return nothing[0]  # no hazard limit, or no Ring borne, for it to act on
        modes = effects.scripted_hazard(card.id) or ()
        if any(m.mode.effects[0].primitive == effects.HAZARD_LIMIT for m in modes):
            return "GON-HH-2"
        return "GON-DUD-2"

    def _do_declare(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """The player's word for what an unscripted hazard event does (GON-HH-10), from the
        hazard vocabulary; recorded as a player ruling."""
        index, effect = int(move.place), move.mode
        amount = args.get("amount", 0)
        if isinstance(amount, bool) or not isinstance(amount, int):
            raise IllegalAction("A declared effect's amount must be a whole number.",
                                clause="GON-HH-10")
        problem = hazard_hand.declaration_problem(effect, amount)
        if problem is not None:
            raise IllegalAction(f"{problem}.", clause="GON-HH-10")
        ctx.emit("PlayerRuling", "GON-HH-10", index=index, card=move.card, effect=effect,
                 amount=amount, note="the effect was declared by the player, not scripted")

    def _take(self, state: State, index: int) -> State:
        """The hazard hand without the card at ``index``."""
        return replace(state, hazard_hand=state.hazard_hand[:index]
                       + state.hazard_hand[index + 1:])

    def _on_PlayerRuling(self, state: State, d: Mapping[str, Any]) -> State:
        index = int(d["index"])
        hand = list(state.hazard_hand)
        hand[index] = replace(hand[index], declared=str(d["effect"]), amount=int(d["amount"]))
        return replace(state, hazard_hand=tuple(hand))

    def _on_HazardEventWaits(self, state: State, d: Mapping[str, Any]) -> State:
        return waiting_hazards.evolve_waits(state, d)

    def _on_TraitorTurned(self, state: State, d: Mapping[str, Any]) -> State:
        return waiting_hazards.evolve_turned(state, d)

    def _on_TraitorAttackNotMade(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, traitor_attacks=state.traitor_attacks[1:])

    def _on_HazardEventLeft(self, state: State, d: Mapping[str, Any]) -> State:
        return waiting_hazards.evolve_left(state, d)

    def _on_RingAppeared(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(self._take(state, int(d["index"])), ring=str(d["card"]))

    def _on_RingReturned(self, state: State, d: Mapping[str, Any]) -> State:
        state = self._take(state, int(d["index"]))
        return replace(state, hazard_deck=(*state.hazard_deck, str(d["card"])))

    def _on_SarumanPlaced(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, ring_seen=True, saruman_waiting=True)

    def _on_HazardsReturned(self, state: State, d: Mapping[str, Any]) -> State:
        cards = tuple(str(c) for c in d["cards"])
        return replace(state, hazard_deck=state.hazard_deck + cards,
                       hazard_discard=state.hazard_discard[len(cards):])

    def _on_CorruptionPlaced(self, state: State, d: Mapping[str, Any]) -> State:
        state = self._take(state, int(d["index"]))
        return replace(state, corruption=(*state.corruption, (str(d["character"]),
                                                               str(d["card"]),
                                                               int(d["points"]))),
                       corrupted=(*state.corrupted, str(d["character"])))

    def _on_BladePlayed(self, state: State, d: Mapping[str, Any]) -> State:
        state = self._take(state, int(d["index"]))
        return replace(state, blades=(*state.blades, str(d["card"])))

    def _on_HazardPlacedOnCharacter(self, state: State, d: Mapping[str, Any]) -> State:
        card, who = str(d["card"]), str(d["character"])
        return replace(state, blades=tuple(b for b in state.blades if b != card),
                       corruption=(*state.corruption, (who, card, int(d["points"]))),
                       corrupted=(*state.corrupted, who))

    def _on_BladeDiscarded(self, state: State, d: Mapping[str, Any]) -> State:
        card = str(d["card"])
        return replace(state, blades=tuple(b for b in state.blades if b != card),
                       hazard_discard=(*state.hazard_discard, card))

    def _on_HazardEventPlayed(self, state: State, d: Mapping[str, Any]) -> State:
        state = self._take(state, int(d["index"]))
        return replace(state, hazard_discard=(*state.hazard_discard, str(d["card"])))

    def _on_HazardEffectInForce(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, hazard_effects=(*state.hazard_effects, (
            str(d["card"]), str(d["effect"]), str(d["target"]), int(d["amount"]))))

    def _on_HazardEffectEnded(self, state: State, d: Mapping[str, Any]) -> State:
        card, effect = str(d["card"]), str(d["effect"])
        return replace(state, hazard_effects=tuple(
            e for e in state.hazard_effects if (e[0], e[1]) != (card, effect)))

    def _on_NazgulGuards(self, state: State, d: Mapping[str, Any]) -> State:
        state = self._take(state, int(d["index"]))
        return replace(state, guardians=(*state.guardians, str(d["card"])))

    def _on_CreatureAttacks(self, state: State, d: Mapping[str, Any]) -> State:
        return self._take(state, int(d["index"]))

    def _on_DudDiscarded(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, hazard_discard=(*state.hazard_discard, str(d["card"])))

    def _on_DudReplaced(self, state: State, d: Mapping[str, Any]) -> State:
        index = int(d["index"])
        hand = list(state.hazard_hand)
        hand[index] = Slot(str(d["card"]))
        return replace(state, hazard_hand=tuple(hand), hazard_deck=state.hazard_deck[1:])
