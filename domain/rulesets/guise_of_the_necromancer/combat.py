"""The player's decisions in an attack (CoE chapter 3; the rolls are ``fight``'s): strikes
given, their order, staying untapped, support, the hand's cards, an ally canceling the attack,
the items a Thief should take; and the facts an attack records."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.canonical import JSON
from domain.engine import coe, combat, effects
from domain.engine import great_ship as engine_great_ship
from domain.engine.characters import Character
from domain.engine.combat import Attack
from domain.engine.company import company_size
from domain.errors import IllegalAction
from domain.immutable import replace
from domain.ruleset import Context, played_since
from domain.rulesets.guise_of_the_necromancer import (
    alatar,
    athelas,
    gates_cards,
    great_ship,
    hand_cards,
    waiting_hazards,
)
from domain.rulesets.guise_of_the_necromancer.moves import CROWN_RULE
from domain.rulesets.guise_of_the_necromancer.rules import GuiseRules
from domain.rulesets.guise_of_the_necromancer.state import Fight, State
from domain.rulesets.hobbit import (
    allies,
    attack_cards,
    character_cancels,
    creature_texts,
    nenya,
    vilya,
)
from domain.rulesets.hobbit import corruption_cards as card_checks
from domain.rulesets.hobbit.moves import Move, item_kept


def characters(state: State) -> list[Character]:
    """The characters of every company."""
    return [c for company in state.companies for c in company.characters]


def in_play(state: State) -> list[str]:
    """The characters of every company (whom Nenya's gift may be for)."""
    return [c.card_id for c in characters(state)]


class Combat(GuiseRules):
    def _do_give_up_item(self, ctx: Context[State], move: Move,
                         args: Mapping[str, JSON]) -> None:
        ctx.emit("ItemToGiveUpNamed", creature_texts.RULE, card=move.card,
                 name=self._name(move.card))

    def _cancel_refusal(self, state: State, ally: str) -> IllegalAction:
        """``ally-cancel:<ally>`` refused, naming the ally and the reason."""
        fight = state.fight
        company = state.company(fight.company) if fight else None
        ready = fight is not None and fight.assigning and not fight.assigned
        theirs = [(a, c) for a, c in state.allies
                  if company is not None and company.character(c) is not None]
        return allies.cancel_refusal(
            theirs, state.tapped_allies, state.wounded_allies, self.catalog,
            fight.attack.name if fight and ready else None, fight.keyed if fight else None,
            company_size(company.characters) if company else 0, ally)

    def _do_ally_cancel(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """Goldberry or Gollum taps and the attack is canceled (CoE 3.i)."""
        fight = ctx.state.fight
        assert fight is not None
        ctx.emit("AllyTapped", allies.CANCEL_ATTACK, ally=move.card,
                 use=f"{fight.attack.name} is canceled")
        ctx.emit("AttackCanceled", allies.CANCEL_ATTACK, company=fight.company,
                 attack=fight.attack.name, card=fight.card, by=move.card)
        self._creature_leaves(ctx, fight.card, fight.attack, False)

    def _do_cancel_attack(self, ctx: Context[State], move: Move,
                          args: Mapping[str, JSON]) -> None:
        """A character taps to cancel the attack of an Assassin or a Slayer under way, its
        strike assigned (CoE 3.i): the creature goes on with its next attack, if any."""
        fight = ctx.state.fight
        assert fight is not None
        self._tap_to_cancel(ctx, move.target, coe.CANCEL_ATTACK, by=move.target)
        if not alatar.ended(ctx.state, self.played):  # his check may have lost the game
            self._next_in_series(ctx, fight, defeated=False, canceled=True)

    def _do_iron_crown(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """The Iron Crown played from the hand with a character of the company Fury of the
        Iron Crown's creature attacked (GON-HH-7): no site, no tap."""
        ctx.emit("IronCrownPlayed", CROWN_RULE, company=ctx.state.crown_offer, item=move.card,
                 bearer=move.target)

    def _do_iron_crown_kept(self, ctx: Context[State], move: Move,
                            args: Mapping[str, JSON]) -> None:
        ctx.emit("IronCrownKept", CROWN_RULE, company=ctx.state.crown_offer)

    def _on_IronCrownOffered(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, crown_offer=str(d["company"]))

    def _on_IronCrownPlayed(self, state: State, d: Mapping[str, Any]) -> State:
        item = str(d["item"])
        hand = list(state.hand)
        hand.remove(item)
        state = replace(state, hand=tuple(hand), crown_offer=None)
        return self._change(state, str(d["bearer"]), lambda c: c.with_item(self._item(item)))

    def _on_IronCrownKept(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, crown_offer=None)

    def _do_assign(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("StrikeAssigned", coe.DEFENDER_ASSIGNS, character=move.target, by="defender")

    def _do_alatar_joins(self, ctx: Context[State], move: Move,
                         args: Mapping[str, JSON]) -> None:
        alatar.join(ctx, self.catalog, self.played)

    def _on_CharacterJoinedAttack(self, state: State, d: Mapping[str, Any]) -> State:
        return alatar.joined(state, d)

    def _do_assign_done(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        self._attacker_assigns(ctx)

    def _do_resolve(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("StrikeSequenceBegan", coe.STRIKE_ORDER, character=move.target)

    def _do_stay_untapped(self, ctx: Context[State], move: Move,
                          args: Mapping[str, JSON]) -> None:
        fight = ctx.state.fight
        assert fight is not None
        ctx.emit("StayUntapped", coe.STAY_UNTAPPED, character=fight.facing)

    def _do_support(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        fight = ctx.state.fight
        assert fight is not None
        ctx.emit("CharacterSupports", coe.SUPPORT, supporter=move.target,
                 character=fight.facing)

    def _do_cock_crows(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """The Cock Crows' alternative with Gates of Morning in play (``gates_cards``)."""
        gates_cards.discard(ctx, move.target)

    def _do_resource(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        play = next(p for p in hand_cards.plays(ctx.state, self.catalog, self._generation(),
                                                self.played)
                    if p.card == move.card and p.mode.name == move.mode
                    and (p.character or p.company or "") == move.target
                    and (p.site or "") == move.place)
        # Nenya's last gift, from the version that plays it: its argument is checked before
        # anything is written.
        assuring = play.card == nenya.CARD and played_since(self.played, hand_cards.NENYA_FROM)
        if assuring and (refused := nenya.refusal(args, in_play(ctx.state),
                                                  self._name(play.card))):
            raise refused
        if play.card == vilya.CARD and played_since(self.played, hand_cards.VILYA_FROM):
            # Vilya's second gift: the resources named, shuffled back before Elrond's check.
            company = ctx.state.company_of(play.character or "")
            if (refused := vilya.refusal(
                    args, company is not None and company.location == vilya.RIVENDELL,
                    ctx.state.resource_deck, ctx.state.resource_discard,
                    self.catalog.get)) is not None:
                raise refused
            play = replace(play, returned=tuple(vilya.named(args)))
        self._play_card(ctx, play)
        if assuring and ctx.state.outcome is None:
            nenya.assure(ctx, play.card, args)

    def _tap_to_cancel(self, ctx: Context[State], who: str, rule: str, by: str) -> None:
        """``who`` taps and the attack under way is canceled ``by`` him or his card; Alatar,
        having joined it, checks corruption, which may end the game (``alatar.ended``)."""
        fight = ctx.state.fight
        assert fight is not None
        ctx.emit("CharacterStateChanged", rule, character=who, state="tapped")
        ctx.emit("AttackCanceled", rule, company=fight.company, attack=fight.attack.name,
                 card=fight.card, by=by)
        alatar.after_attack(ctx, fight, self._corruption_check)

    def _do_great_ship(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """Great Ship: the character taps and the hazard creature's attack on his company,
        aboard and at sea, is canceled (CoE 3.i)."""
        fight = ctx.state.fight
        assert fight is not None
        self._tap_to_cancel(ctx, move.target, great_ship.RULE, by=engine_great_ship.CARD)
        if not alatar.ended(ctx.state, self.played):
            self._creature_leaves(ctx, fight.card, fight.attack, False)

    def _do_character_cancel(self, ctx: Context[State], move: Move,
                             args: Mapping[str, JSON]) -> None:
        """Círdan taps and the attack is canceled, or Fatty Bolger and the strike another
        Hobbit faces (``hobbit.character_cancels``)."""
        fight = ctx.state.fight
        assert fight is not None
        rule = character_cancels.clause(move.card)
        if move.card in character_cancels.STRIKE_CANCELERS:
            ctx.emit("CharacterStateChanged", rule, character=move.card, state="tapped")
            ctx.emit("StrikeCanceled", rule, company=fight.company, character=fight.facing,
                     by=self._name(move.card))
            return
        self._tap_to_cancel(ctx, move.card, rule, by=move.card)
        if not alatar.ended(ctx.state, self.played):
            self._creature_leaves(ctx, fight.card, fight.attack, False)

    def _do_use(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """An item used from its bearer (``item_uses``): it taps, stays in use while only its
        bearer taps, or is discarded; its bearer taps where the use says; then its effects."""
        use = next(u for u in self._item_uses(ctx.state)
                   if (u.play.card, u.bearer, u.play.mode.name, u.play.character or "")
                   == (move.card, move.holder, move.mode, move.target))
        mode = use.play.mode
        company = ctx.state.company(use.company)
        bearer = company.character(use.bearer) if company else None
        kind = "ItemInUse" if mode.keeps_item else "ItemTapped" \
            if item_kept(mode, bearer) else "ItemUsed"
        ctx.emit(kind, coe.ITEM_IN_USE, item=use.play.card, bearer=use.bearer,
                 mode=mode.name, target=None if mode.target in (effects.BEARER, effects.NO_TARGET)
                 else use.play.character,
                 strike=hand_cards.window(ctx.state) == effects.DURING_STRIKE,
                 effects=[[e.primitive, e.amount] for e in mode.effects])
        if mode.taps_bearer:
            ctx.emit("CharacterStateChanged", coe.ITEM_IN_USE, character=use.bearer,
                     state="tapped")
        self._card_effects(ctx, use.play)

    def _do_athelas(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        athelas.use(ctx, move)
        if not move.mode:  # a healing: at Old Forest or Rhosgobel it reaches everyone there
            self._healed(ctx, move.target, "tapped", move.card)

    def _on_CorruptionCardRemoved(self, state: State, d: Mapping[str, Any]) -> State:
        """Athelas: the corruption card leaves the character for the hazard discard pile."""
        return card_checks.removed(state, str(d["character"]), str(d["card"]))

    def _do_declare_resource(self, ctx: Context[State], move: Move,
                             args: Mapping[str, JSON]) -> None:
        self._play_card(ctx, hand_cards.declared_play(ctx.state, self.catalog, move.card, args))

    def _do_roll(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        self._roll_facing(ctx)

    def _on_AttackDeclared(self, state: State, d: Mapping[str, Any]) -> State:
        card = d.get("card")
        weakened = tuple((str(e), str(c), int(n)) for e, c, n in d.get("weakened") or ())
        fight = Fight(str(d["company"]), Attack.from_json(d["attack"]),
                      None if card is None else str(card), bool(d["check_wounded"]),
                      weakened=weakened, attacker_chooses=bool(d.get("attacker_chooses")),
                      unfaced=tuple(str(c) for c in d.get("unfaced") or ()),
                      keyed=d.get("keyed"), fury=(str(d["fury"][0]), int(d["fury"][1]))
                      if d.get("fury") else None,
                      series=(int(d["series"][0]), int(d["series"][1]), int(d["series"][2]))
                      if d.get("series") else (0, 0, 0), origin=str(d.get("origin") or ""),
                      found=None if d.get("found") is None else str(d["found"]),
                      played_under=state.attacks_under[1] if state.attacks_under is not None
                      and state.attacks_under[0] == card else None)
        if fight.origin == waiting_hazards.ORIGIN:  # a Traitor's queued attack, made
            return replace(state, fight=fight, traitor_attacks=state.traitor_attacks[1:])
        attacks = state.site_attacks[1:] if card is None else state.site_attacks
        return replace(state, fight=fight, site_attacks=attacks)

    def _on_ItemToGiveUpNamed(self, state: State, d: Mapping[str, Any]) -> State:
        assert state.fight is not None
        return replace(state, fight=replace(state.fight, given_up=(*state.fight.given_up,
                                                                   str(d["card"]))))

    def _on_StrikeAssigned(self, state: State, d: Mapping[str, Any]) -> State:
        assert state.fight is not None
        return replace(state, fight=replace(state.fight, assigned=(*state.fight.assigned,
                                                                   str(d["character"]))))

    def _on_StrikesAssigned(self, state: State, d: Mapping[str, Any]) -> State:
        assert state.fight is not None
        return replace(state, fight=replace(state.fight, assigning=False))

    def _on_StrikesBegan(self, state: State, d: Mapping[str, Any]) -> State:
        assert state.fight is not None
        on = d.get("excess_on")
        return replace(state, fight=replace(state.fight, begun=True, excess=int(d["excess"]),
                                            excess_on=None if on is None else str(on)))

    def _on_StrikeSequenceBegan(self, state: State, d: Mapping[str, Any]) -> State:
        assert state.fight is not None
        return replace(state, fight=replace(state.fight, facing=str(d["character"])))

    def _on_StayUntapped(self, state: State, d: Mapping[str, Any]) -> State:
        assert state.fight is not None
        return replace(state, fight=replace(state.fight, stay_untapped=True))

    def _on_CharacterSupports(self, state: State, d: Mapping[str, Any]) -> State:
        assert state.fight is not None
        state = replace(state, fight=replace(
            state.fight, supporters=(*state.fight.supporters, str(d["supporter"]))))
        return self._change(state, str(d["supporter"]), lambda c: c.tap())

    def _on_StrikeResolved(self, state: State, d: Mapping[str, Any]) -> State:
        fight = state.fight
        if fight is not None:
            state = replace(state, fight=replace(
                fight, resolved=(*fight.resolved, str(d["character"])), facing=None,
                supporters=(), stay_untapped=False, prowess_bonus=0, body_bonus=0,
                no_tap=False, no_tap_by="", skilled_card=False, best_of_two=False,
                defeated=fight.defeated + int(bool(d["defeated"])),
                wounded=(*fight.wounded, str(d["character"]))
                if d["result"] == combat.SUCCEEDED and d["state"] == "wounded"
                else fight.wounded))
        if any(a == d["character"] for a, _ in state.allies):  # an ally (CoE 2.V.2.2)
            return self._ally_state(state, str(d["character"]), str(d["state"]))
        return self._change(state, str(d["character"]), lambda c: c.with_state(d["state"]))

    def _on_StrikeCanceled(self, state: State, d: Mapping[str, Any]) -> State:
        """A canceled strike is over, neither defeated nor successful (CoE 3.iv)."""
        fight = state.fight
        assert fight is not None
        return replace(state, fight=replace(
            fight, resolved=(*fight.resolved, str(d["character"])), facing=None, supporters=(),
            stay_untapped=False, prowess_bonus=0, body_bonus=0, no_tap=False, no_tap_by="",
            skilled_card=False, best_of_two=False))

    def _on_AttackModified(self, state: State, d: Mapping[str, Any]) -> State:
        fight = state.fight
        assert fight is not None
        return replace(state, fight=attack_cards.modified(fight, d))

    def _on_AttackStrikesSet(self, state: State, d: Mapping[str, Any]) -> State:
        fight = state.fight
        assert fight is not None
        return replace(state, fight=replace(fight, attack=replace(fight.attack,
                                                                  strikes=int(d["strikes"]))))

    def _on_StrikesProwessModified(self, state: State, d: Mapping[str, Any]) -> State:
        fight = state.fight
        assert fight is not None
        return replace(state, fight=attack_cards.strikes_prowess_modified(fight, d))

    def _on_TwoStrikeRolls(self, state: State, d: Mapping[str, Any]) -> State:
        assert state.fight is not None
        return replace(state, fight=attack_cards.two_strike_rolls(state.fight))

    def _on_ItemTapped(self, state: State, d: Mapping[str, Any]) -> State:
        state = replace(state, tapped_items=(*state.tapped_items,
                                             (str(d["item"]), str(d["bearer"]))))
        return self._on_strike_effects(state, d)

    def _on_ItemInUse(self, state: State, d: Mapping[str, Any]) -> State:
        return self._on_strike_effects(state, d)

    def _on_ItemUsed(self, state: State, d: Mapping[str, Any]) -> State:
        item = str(d["item"])
        state = self._change(state, str(d["bearer"]), lambda c: c.without_item(item)[0])
        state = replace(state, resource_discard=(*state.resource_discard, item))
        return self._on_strike_effects(state, d)

    _on_ItemLeftPlay = _on_ItemUsed  # a palantír a moving company may not keep

    @staticmethod
    def _on_strike_effects(state: State, d: Mapping[str, Any]) -> State:
        """What a card played or an item used on the strike under way adds to it."""
        fight = state.fight
        if fight is None or fight.facing is None or not d.get("strike"):
            return state
        played = {str(p): int(n) for p, n in d["effects"]}
        return replace(state, fight=replace(
            fight, prowess_bonus=fight.prowess_bonus + played.get(effects.PROWESS, 0),
            body_bonus=fight.body_bonus + played.get(effects.BODY, 0),
            no_tap=fight.no_tap or effects.DOES_NOT_TAP in played,
            no_tap_by=fight.no_tap_by or (str(d.get("card") or d.get("item") or "")
                                          if effects.DOES_NOT_TAP in played else ""),
            skilled_card=fight.skilled_card or bool(d.get("skilled"))))

    def _on_ResourcePlayed(self, state: State, d: Mapping[str, Any]) -> State:
        card = str(d["card"])
        hand = list(state.hand)
        hand.remove(card)
        state = replace(state, hand=tuple(hand), removed=(*state.removed, card)) \
            if d.get("removed") else replace(state, hand=tuple(hand),
                                             resource_discard=(*state.resource_discard, card))
        if d.get("tapped"):
            state = self._change(state, str(d["tapped"]), lambda c: c.tap())
        fight = state.fight
        if fight is not None:
            state = replace(state, fight=replace(fight, played=(*fight.played, card)))
        return self._on_strike_effects(state, d)

    def _on_HandShuffledIn(self, state: State, d: Mapping[str, Any]) -> State:
        """The hand and the discard pile but its sites leave for the play deck
        (``DeckShuffled`` follows)."""
        return replace(state, hand=(), resource_discard=tuple(
            c for c in state.resource_discard if self.catalog.get(c).is_site))

    def _on_AllyTapped(self, state: State, d: Mapping[str, Any]) -> State:
        return self._ally_state(state, str(d["ally"]), "tapped")

    def _on_AttackSetAside(self, state: State, d: Mapping[str, Any]) -> State:
        return waiting_hazards.evolve_set_aside(state, d)

    def _on_AttackTakenUp(self, state: State, d: Mapping[str, Any]) -> State:
        return waiting_hazards.evolve_taken_up(state, d)

    def _on_AttackCanceled(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, fight=None)

    def _on_AttackEnded(self, state: State, d: Mapping[str, Any]) -> State:
        fight = state.fight
        faced = state.faced if fight is None else (
            *state.faced, (fight.company, fight.card or "", fight.attack.race))
        return replace(state, fight=None, faced=faced)

    def _on_MarshallingPointsLost(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, marshalling=(*state.marshalling, (str(d["character"]),
                                                                "character",
                                                                -int(d["points"]))))

    def _on_CreatureDefeated(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, marshalling=(*state.marshalling,
                                           (str(d["card"]), "kill", int(d["points"]))))

    def _on_NazgulReturned(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, hazard_deck=(*state.hazard_deck, str(d["card"])))

    def _on_GuardianReturned(self, state: State, d: Mapping[str, Any]) -> State:
        """A Nazgûl guarding Dol Guldur leaves play back into the hazard deck (GON-NAZ-5)."""
        card = str(d["card"])
        return replace(state, guardians=tuple(g for g in state.guardians if g != card),
                       hazard_deck=(*state.hazard_deck, card))

    def _on_CreatureDiscarded(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, hazard_discard=(*state.hazard_discard, str(d["card"])))

    def _on_ItemLost(self, state: State, d: Mapping[str, Any]) -> State:
        """An item a creature took goes to the discard pile."""
        item = str(d["card"])
        state = self._change(state, str(d["character"]), lambda c: c.without_item(item)[0])
        return replace(state, resource_discard=(*state.resource_discard, item))
