"""There and Back Again: a Hobbit and a company of Dwarves travel a fixed row of seven regions
from Bag End to The Lonely Mountain and back with a greater item (clauses ``TBA-*``; the
standard rules are the Council of Elrond rules, cited ``CoE-*``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from domain.canonical import JSON
from domain.engine import coe, combat, effects
from domain.engine.characters import Character, Item, replace_one
from domain.engine.combat import Attack, StrikeModifiers
from domain.engine.corruption import DISCARDED, PASSED, corruption_check
from domain.engine.keying import keying_options, needs_more_than_one
from domain.errors import IllegalAction
from domain.ruleset import Action, Context, Fact, Ruleset, register
from domain.rulesets.there_and_back_again import decks, layout, narrate, policy
from domain.rulesets.there_and_back_again.moves import WIZARD, Move, legal
from domain.rulesets.there_and_back_again.state import (
    ASSIGNING,
    BEFORE_ENTERING,
    DISCARD_DWARVES,
    DISCARD_HAND,
    END_OF_TURN,
    ENTERED,
    LONG_EVENT,
    MOVEMENT_HAZARD,
    ORGANIZATION,
    SITE,
    STRIKING,
    UNTAP,
    Combat,
    State,
)

HAND_SIZE = 5  # TBA-SEQ-17 (reading): the discard-at-six rule implies a hand of five
#: TBA-HAZ-5..7: the threats that come into effect after the second matching attack:
#: (name, clause, races, extra strikes, extra prowess).
THREATS: tuple[tuple[str, str, tuple[str, ...], int, int], ...] = (
    ("Minions Stir", "TBA-HAZ-5", ("Orcs", "Trolls"), 1, 1),
    ("Wake of War", "TBA-HAZ-6", ("Wolves", "Spiders", "Animals"), 1, 1),
    ("Plague of Wights", "TBA-HAZ-7", ("Undead",), 0, 1),
)

RULES_NOTES: dict[str, str] = {
    "TBA-LAYOUT-2": "Ettenmoors is laid under Arthedain as the text lists it; nothing forces "
                    "the company to visit it.",
    "TBA-LAYOUT-4": "Regions are adjacent only to their neighbours in the row; a site connects "
                    "only to the region above it.",
    "TBA-COMP-2": "Bilbo is the only Hobbit the list offers, so he is the Hobbit.",
    "TBA-SEQ-3": "From a site the counter may move only to the region containing the site.",
    "TBA-SEQ-9": "Only creatures and Dragon's Desolations are in a legal hazard deck, so no "
                 "other hazard is ever drawn.",
    "TBA-SEQ-13": "Backing up to any site means revisiting a laid-out site by the normal "
                  "moves; location cards never leave the table.",
    "TBA-SEQ-17": "The starting hand is five cards; with more than five after the end-of-turn "
                  "draw, discard down to five.",
    "TBA-HAZ-4": "The missing fourth tie-break is read as lowest prowess; the attacker assigns "
                 "untapped characters first (TBA-RES-2), then tapped, then wounded. Excess "
                 "strikes (CoE 3.iv.2) are also the attacker's choice: all of them go to the "
                 "strike of the character this order selects first among those facing "
                 "strikes (or on the last strike resolved, if that strike is canceled before "
                 "its sequence).",
    "TBA-HAZ-5": "'Played' means a creature attacks; site automatic-attacks do not count but "
                 "do receive the bonus. The second attack itself gets no bonus.",
    "TBA-HAZ-9": "The discard pile is reshuffled when a hazard must be drawn from an empty "
                 "deck.",
    "TBA-RES-2": "Tapped characters take strikes before wounded ones.",
    "TBA-RES-5": "The greater item is given to the Hobbit when he bears it, either played on "
                 "him at The Lonely Mountain or transferred to him later.",
    "TBA-WIN-1": "A Hobbit discarded by a corruption check can never return home: that also "
                 "loses the game.",
}


def _attack_rank(character: Character) -> tuple[int, int, int, int, int]:
    """TBA-HAZ-4 with TBA-RES-2: untapped first, then highest mind, most direct influence,
    lowest body, lowest prowess."""
    order = {"untapped": 0, "tapped": 1, "wounded": 2}[character.state]
    return (order, -character.mind, -character.direct_influence, character.effective_body,
            character.effective_prowess)


@register
class ThereAndBackAgain(Ruleset[State]):
    id = "there-and-back-again"
    version = "1"
    title = "There and Back Again (solitaire scenario)"
    clause_prefix = "TBA"
    options = {"resources": "the 25 resources and the Wizard (ids, names or {id, count})",
               "hazards": "the 29 hazards", "company": "the Hobbit and the Dwarves",
               "followers": "follower id -> controller id", "deck": "'default' for the "
               "bundled deck pair"}
    reveal_kinds = ("ResourcesDrawn", "HazardDrawn")

    def rules_notes(self) -> dict[str, str]:
        """Clause id -> the reading this ruleset takes of an ambiguous clause."""
        return dict(RULES_NOTES)

    # -- setting up -------------------------------------------------------------------------
    def prepare(self, setup: Mapping[str, Any]) -> dict[str, JSON]:
        return decks.prepare(self.catalog, setup)

    def initial(self, setup: Mapping[str, JSON]) -> State:
        followers = setup.get("followers") or {}
        assert isinstance(followers, Mapping)
        return State(roster=tuple(str(c) for c in setup["company"]),
                     followers=tuple(sorted((str(k), str(v)) for k, v in followers.items())),
                     resource_deck=tuple(str(c) for c in setup["resources"]),
                     hazard_deck=tuple(str(c) for c in setup["hazards"]))

    def begin(self, ctx: Context[State]) -> None:
        state = ctx.state
        ctx.emit("MapLaidOut", "TBA-LAYOUT-1", regions=list(layout.REGIONS),
                 sites=dict(layout.SITES))
        hobbit = next(c for c in state.roster if self.catalog.get(c).race == "Hobbit")
        ctx.emit("CompanyFormed", "TBA-COMP-1", characters=list(state.roster),
                 followers=dict(state.followers), hobbit=hobbit,
                 general_influence=decks.GENERAL_INFLUENCE)
        ctx.emit("CounterPlaced", "TBA-LAYOUT-5", place=layout.START)
        ctx.shuffle("resources", list(state.resource_deck), "TBA-DECK-9")
        ctx.shuffle("hazards", list(state.hazard_deck), "TBA-DECK-2")
        ctx.emit("ResourcesDrawn", "TBA-SEQ-17",
                 cards=list(ctx.state.resource_deck[:HAND_SIZE]))
        self._begin_turn(ctx)
        self._advance(ctx)

    # -- views ------------------------------------------------------------------------------
    def result(self, state: State) -> dict[str, JSON] | None:
        if state.outcome is None:
            return None
        return {"outcome": state.outcome, "reason": state.reason, "turns": state.turn,
                "location": state.location}

    def narrate(self, fact: Fact) -> str:
        return narrate.line(self.catalog, fact)

    def policy(self, state: State, actions: Sequence[Action]) -> tuple[str, dict[str, JSON]]:
        return policy.choose(self, state, actions)

    def board(self, state: State) -> dict[str, JSON]:
        name = self._name
        return {
            "turn": state.turn, "phase": state.phase, "step": state.step,
            "location": state.location,
            "company": [{"id": c.card_id, "name": c.name, "state": c.state,
                         "prowess": c.effective_prowess, "body": c.effective_body,
                         "items": [i.name for i in c.items]} for c in state.company],
            "hand": [name(c) for c in state.hand],
            "resource_deck": len(state.resource_deck), "hazard_deck": len(state.hazard_deck),
            "hazard_discard": len(state.hazard_discard),
            "face_up_row": [name(c) for c in state.row],
            "threats": list(state.threats), "tapped_sites": [name(s) for s in state.tapped_sites],
            "quest_item": name(state.quest_item) if state.quest_item else None,
            "quest_item_given": state.quest_given,
            "combat": None if state.combat is None else {
                "attack": state.combat.attack.to_json(), "stage": state.combat.stage,
                "assigned": list(state.combat.assigned), "facing": state.combat.facing},
            "eliminated": [name(c) for c in state.eliminated],
            "outcome": state.outcome,
        }

    def score(self, state: State) -> dict[str, JSON]:
        """TBA-RES-1: marshalling points do not count; the kill points earned are shown."""
        return {"total": 0, "marshalling_points_count": False,
                "kill_points_not_counted": state.kill_points, "rule": "TBA-RES-1"}

    def _name(self, card_id: str) -> str:
        return self.catalog.get(card_id).name

    # -- playing ----------------------------------------------------------------------------
    def actions(self, state: State) -> list[Action]:
        return [action for action, _ in legal(state, self.catalog).values()]

    def decide(self, ctx: Context[State], action: str, args: Mapping[str, JSON]) -> None:
        options = legal(ctx.state, self.catalog)
        if action not in options:
            raise self._refusal(ctx.state, action)
        move = options[action][1]
        handler = getattr(self, f"_do_{move.kind.replace('-', '_')}")
        handler(ctx, move, args)
        self._advance(ctx)

    def _refusal(self, state: State, action: str) -> IllegalAction:
        """Why ``action`` is not legal now, with the clause that forbids it."""
        kind, _, rest = action.partition(":")
        if state.outcome is not None:
            return IllegalAction("The game is over.", clause=None)
        if kind == "move":
            if state.phase != ORGANIZATION or state.combat or state.step:
                return IllegalAction("The company moves only in the organization phase.",
                                     clause="TBA-SEQ-4")
            rule = "TBA-SEQ-3" if layout.is_site(state.location) else "TBA-LAYOUT-4"
            return IllegalAction(f"{rest or 'That place'} is not adjacent to "
                                 f"{state.location}: the counter moves only to "
                                 f"{', '.join(layout.moves_from(state.location))}.", clause=rule)
        if kind == "wizard":
            return IllegalAction("The Wizard cannot be played that way now: he cancels an "
                                 "attack before strikes are assigned, untaps a tapped "
                                 "character or heals a wounded one.", clause="TBA-RES-3")
        if kind in ("play", "declare", "use"):
            card = rest.split(":")[0]
            if card not in state.hand and kind != "use":
                return IllegalAction(f"{card} is not in your hand.", clause=coe.SHORT_EVENT)
            if card in state.hand and self.catalog.get(card).is_item:
                return IllegalAction(f"{self._name(card)} cannot be played now: an item needs "
                                     "an untapped character at an untapped site where its "
                                     "class is playable, after entering it.",
                                     clause=coe.PLAY_ITEM)
            return IllegalAction(f"{action} is not possible now: the card's conditions "
                                 "(timing, skill, race, attacker or target) are not met.",
                                 clause=coe.SHORT_EVENT)
        if state.legacy:
            return IllegalAction("An eliminated character's items wait: each unwounded "
                                 "companion may take one (inherit:<item>:<heir>), the rest are "
                                 "discarded (inherit-done).", clause=coe.ELIMINATED)
        if kind == "resolve" and state.combat is not None:
            fight = state.combat
            why = combat.resolve_problem(rest, fight.assigned, fight.resolved) \
                if fight.stage == STRIKING and fight.striking is None \
                else "strikes are resolved one at a time, after they are all assigned"
            return IllegalAction(f"That strike cannot be resolved now: {why}.",
                                 clause=coe.STRIKE_ORDER)
        clause = {ORGANIZATION: "TBA-SEQ-4", SITE: "TBA-SEQ-15", END_OF_TURN: "TBA-SEQ-16",
                  MOVEMENT_HAZARD: "TBA-SEQ-7"}.get(state.phase)
        if state.combat is not None:
            fight = state.combat
            clause = coe.DEFENDER_ASSIGNS if fight.stage == ASSIGNING else \
                coe.STRIKE_ORDER if fight.striking is None else coe.STRIKE_ROLL
        return IllegalAction(f"{action!r} is not a legal action now ({state.phase}"
                             f"{' combat' if state.combat else ''}).", clause=clause)

    # -- the turn, played on automatically up to the next choice ----------------------------
    def _begin_turn(self, ctx: Context[State]) -> None:
        state = ctx.state
        ctx.emit("TurnBegan", None, turn=state.turn + 1, location=state.location)
        if layout.is_site(state.location):
            changes = [[c.card_id, "untapped" if c.state == "tapped" else "tapped"]
                       for c in state.company if c.state != "untapped"]
            ctx.emit("CharactersRefreshed", "TBA-SEQ-1", changes=changes)
        else:
            ctx.emit("UntapSkipped", "TBA-SEQ-2", location=state.location)
        ctx.emit("PhaseBegan", None, phase=ORGANIZATION)

    def _advance(self, ctx: Context[State]) -> None:
        while True:
            state = ctx.state
            if state.outcome is not None:
                return
            if state.legacy:
                if state.open_heirs:
                    return
                self._discard_legacy(ctx)
                continue
            if state.combat is not None:
                fight = state.combat
                if fight.finished:
                    self._end_attack(ctx)
                    continue
                if fight.stage == STRIKING and fight.striking is None \
                        and len(fight.waiting) == 1:
                    self._begin_strike(ctx, fight.waiting[0], coe.STRIKE_ORDER)
                    continue
                return
            if state.phase == ORGANIZATION or (state.phase == SITE and state.step ==
                                               BEFORE_ENTERING):
                return
            if state.phase == LONG_EVENT:
                self._begin_movement(ctx)
            elif state.phase == MOVEMENT_HAZARD:
                self._movement_step(ctx)
            elif state.phase == SITE:
                if state.pending_attacks:
                    self._declare(ctx, state.pending_attacks[0], "automatic", None)
                else:
                    return
            elif state.phase == END_OF_TURN:
                if state.step == DISCARD_HAND:
                    return
                self._end_of_turn(ctx)
            else:
                return

    def _begin_movement(self, ctx: Context[State]) -> None:
        """TBA-SEQ-7..12: face the keyable face-up creatures, then draw if in a region."""
        state = ctx.state
        queue = [c for c in state.row if self.catalog.get(c).is_creature
                 and self._keys(c, state.location)]
        draws = 0
        if layout.is_region(state.location):
            draws = 2
            if state.moved and state.location in layout.THIRD_DRAW_REGIONS:
                draws = 3
        rule = "TBA-SEQ-8" if draws else "TBA-SEQ-12"
        ctx.emit("PhaseBegan", rule, phase=MOVEMENT_HAZARD, row_queue=queue, draws=draws)

    def _keys(self, card_id: str, place: str) -> list[str]:
        """How a creature can be keyed to the company's location card (TBA-HAZ-2 limits
        double-wilderness creatures to Rhudaur and High Pass)."""
        card = self.catalog.get(card_id)
        if needs_more_than_one(card, "wilderness") and place not in layout.DEEP_WILDERNESS:
            return []
        if layout.is_site(place):
            site = self.catalog.find(place, "Hero")
            return keying_options(card, [], layout.site_place(place, site.site_type or ""))
        return keying_options(card, [layout.region_place(place)], None, layout.DEEP_WILDERNESS)

    def _movement_step(self, ctx: Context[State]) -> None:
        state = ctx.state
        if state.row_queue:
            card = state.row_queue[0]
            self._declare(ctx, self._creature_attack(state, card), "row", card, rule="TBA-SEQ-7")
            return
        if state.draws_left > 0:
            if not state.hazard_deck:
                if not state.hazard_discard:
                    ctx.emit("HazardDrawSkipped", "TBA-HAZ-9", reason="no hazards left")
                    return
                ctx.shuffle("hazards", list(state.hazard_discard), "TBA-HAZ-9",
                            reshuffle=True)
            state = ctx.state
            card = state.hazard_deck[0]
            number = (3 if state.moved and state.location in layout.THIRD_DRAW_REGIONS else 2)
            number = number - state.draws_left + 1
            rule = {1: "TBA-SEQ-8", 2: "TBA-SEQ-10", 3: "TBA-SEQ-11"}[number]
            ctx.emit("HazardDrawn", rule, card=card, number=number)
            keys = self._keys(card, state.location)
            if not self.catalog.get(card).is_creature or not keys:
                ctx.emit("HazardPlacedInRow", "TBA-SEQ-9", card=card)
            elif state.creatures_prevented:
                ctx.emit("HazardPlacedInRow", "TBA-HAZ-3", card=card)
            else:
                self._declare(ctx, self._creature_attack(state, card), "draw", card, rule=rule,
                              keyed=keys[0])
            return
        if layout.is_site(state.location):
            ctx.emit("PhaseBegan", "TBA-SEQ-15", phase=SITE)
        else:
            ctx.emit("PhaseBegan", "TBA-SEQ-16", phase=END_OF_TURN)

    def _creature_attack(self, state: State, card_id: str) -> Attack:
        return Attack.from_creature(self.catalog.get(card_id), len(state.company))

    def _declare(self, ctx: Context[State], attack: Attack, origin: str, card: str | None,
                 rule: str | None = None, keyed: str | None = None) -> None:
        """An attack begins: apply the threats in effect, then count it towards them."""
        state = ctx.state
        bonuses = []
        for name, clause, races, strikes, prowess in THREATS:
            if name in state.threats and attack.is_race(*races):
                attack = attack.modified(strikes, prowess)
                bonuses.append(clause)
        ctx.emit("AttackDeclared", rule or coe.AUTOMATIC_ATTACKS, attack=attack.to_json(),
                 origin=origin, card=card, keyed=keyed, threats=bonuses)
        if origin == "automatic":
            return
        for name, clause, races, _, _ in THREATS:
            if attack.is_race(*races) and name not in ctx.state.threats \
                    and ctx.state.count(name) >= 2:
                ctx.emit("ThreatInEffect", clause, name=name)

    def _end_attack(self, ctx: Context[State]) -> None:
        """CoE 3.v; TBA-HAZ-1: the creature goes to the discard pile whatever the outcome."""
        fight = ctx.state.combat
        assert fight is not None
        defeated = not fight.canceled and combat.attack_defeated(len(fight.assigned),
                                                                fight.defeated)
        rule = "TBA-HAZ-1" if fight.card else coe.ATTACK_RESULT
        ctx.emit("AttackEnded", rule, attack=fight.attack.name, card=fight.card,
                 defeated=defeated, canceled=fight.canceled,
                 kill_points=combat.kill_points(fight.attack, defeated))

    def _end_of_turn(self, ctx: Context[State]) -> None:
        """TBA-SEQ-16: draw one resource; discard down to five; TBA-WIN-2."""
        state = ctx.state
        if state.step != "drawn":
            self._draw(ctx, 1, "TBA-SEQ-16")
            if ctx.state.outcome is not None:
                return
            if len(ctx.state.hand) > HAND_SIZE:
                ctx.emit("HandOverLimit", "TBA-SEQ-16", cards=len(ctx.state.hand))
                return
        ctx.emit("TurnEnded", coe.END_OF_TURN, turn=ctx.state.turn)
        self._begin_turn(ctx)

    def _draw(self, ctx: Context[State], count: int, rule: str) -> None:
        state = ctx.state
        cards = list(state.resource_deck[:count])
        ctx.emit("ResourcesDrawn", rule, cards=cards)
        if not ctx.state.resource_deck:
            ctx.emit("GameEnded", "TBA-WIN-2", outcome="lost",
                     reason="the last card of the resource deck was drawn")

    def _lose_if_hobbit_gone(self, ctx: Context[State]) -> None:
        if ctx.state.outcome is None and ctx.state.the_hobbit is None:
            ctx.emit("GameEnded", "TBA-WIN-1", outcome="lost",
                     reason="the Hobbit has left the company")

    # -- decisions --------------------------------------------------------------------------
    def _do_move(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        state = ctx.state
        rule = "TBA-SEQ-3" if layout.is_site(state.location) else "TBA-SEQ-4"
        ctx.emit("CounterMoved", rule, origin=state.location, to=move.place)
        hobbit = ctx.state.the_hobbit
        if move.place == layout.HOME and ctx.state.quest_item and hobbit is not None \
                and hobbit.bears(ctx.state.quest_item):
            ctx.emit("GameEnded", "TBA-WIN-3", outcome="won",
                     reason="the Hobbit is home at Bag End with the greater item")
            return
        dwarves = [c for c in ctx.state.company if c.race == "Dwarf"]
        if ctx.state.quest_given and layout.is_region(move.place) and dwarves:
            ctx.emit("DwarvesMustLeave", "TBA-RES-5", count=min(2, len(dwarves)))
            return
        ctx.emit("PhaseBegan", "TBA-SEQ-6", phase=LONG_EVENT)

    def _do_stay(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("StayedPut", "TBA-SEQ-5", place=ctx.state.location)
        ctx.emit("PhaseBegan", "TBA-SEQ-6", phase=LONG_EVENT)

    def _do_discard_dwarf(self, ctx: Context[State], move: Move,
                          args: Mapping[str, JSON]) -> None:
        ctx.emit("CharacterDiscarded", "TBA-RES-5", character=move.target,
                 items=[i.card_id for i in ctx.state.character(move.target).items])  # type: ignore[union-attr]
        if ctx.state.dwarves_to_discard == 0 or not any(c.race == "Dwarf"
                                                       for c in ctx.state.company):
            ctx.emit("PhaseBegan", "TBA-SEQ-6", phase=LONG_EVENT)

    def _do_transfer(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """CoE 2.II.5: the bearer makes a corruption check (CoE 7.1)."""
        giver = ctx.state.character(move.holder)
        assert giver is not None
        roll = sum(ctx.roll(f"corruption check of {giver.name}", coe.CORRUPTION_CHECK))
        result = corruption_check(roll, giver.corruption_points, giver.corruption_modifier)
        ctx.emit("CorruptionChecked", coe.CORRUPTION_CHECK, character=giver.card_id, roll=roll,
                 modifier=giver.corruption_modifier, points=giver.corruption_points,
                 result=result)
        if result == PASSED:
            ctx.emit("ItemTransferred", coe.TRANSFER_ITEM, item=move.card, origin=giver.card_id,
                     to=move.target)
            self._check_quest_given(ctx)
        elif result == DISCARDED:
            ctx.emit("CharacterDiscarded", coe.CORRUPTION_CHECK, character=giver.card_id,
                     items=[i.card_id for i in giver.items])
        else:
            ctx.emit("CharacterEliminated", coe.CORRUPTION_CHECK, character=giver.card_id,
                     items_to=[], items_discarded=[i.card_id for i in giver.items])
        self._lose_if_hobbit_gone(ctx)

    def _check_quest_given(self, ctx: Context[State]) -> None:
        state = ctx.state
        hobbit = state.the_hobbit
        if state.quest_item and not state.quest_given and hobbit is not None \
                and hobbit.bears(state.quest_item):
            ctx.emit("QuestItemGiven", "TBA-RES-5", item=state.quest_item, hobbit=hobbit.card_id)

    def _do_discard(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("ResourceDiscarded", "TBA-SEQ-16", card=move.card)
        if len(ctx.state.hand) <= HAND_SIZE:
            ctx.emit("TurnEnded", coe.END_OF_TURN, turn=ctx.state.turn)
            self._begin_turn(ctx)

    def _do_enter(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """CoE 2.V.ii: face the site's automatic-attacks; TBA-HAZ-8 at The Lonely Mountain."""
        state = ctx.state
        site = self.catalog.find(state.location, "Hero")
        strikes = prowess = 0
        if state.location == layout.QUEST_SITE:
            desolations = [c for c in state.row if self.catalog.get(c).name ==
                           decks.DESOLATION_NAME]
            if desolations:
                ctx.emit("DesolationsDiscarded", "TBA-HAZ-8", cards=desolations,
                         strikes=len(desolations), prowess=2 * len(desolations))
                strikes, prowess = len(desolations), 2 * len(desolations)
        attacks = [Attack.automatic_attack(site, a, len(state.company)).modified(strikes, prowess)
                   for a in site.automatic_attacks]
        ctx.emit("SiteEntered", coe.SITE_PHASE, site=site.id,
                 attacks=[a.to_json() for a in attacks])

    def _do_pass(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("PhaseBegan", "TBA-SEQ-16", phase=END_OF_TURN)

    def _do_done(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("PhaseBegan", "TBA-SEQ-16", phase=END_OF_TURN)

    def _do_item(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        state = ctx.state
        site = self.catalog.find(state.location, "Hero")
        item = self.catalog.get(move.card)
        quest = state.location == layout.QUEST_SITE and item.item_class == "greater"
        ctx.emit("ItemPlayed", coe.PLAY_ITEM, item=move.card, bearer=move.target, site=site.id,
                 quest=quest)
        self._check_quest_given(ctx)

    def _do_assign(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("StrikeAssigned", coe.DEFENDER_ASSIGNS, character=move.target, by="defender")

    def _do_assign_done(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """CoE 3.iii with TBA-HAZ-4 and TBA-RES-2: the attacker assigns the rest."""
        while True:
            fight = ctx.state.combat
            assert fight is not None
            left = combat.unassigned(ctx.state.company, fight.assigned)
            if len(fight.assigned) >= fight.attack.strikes or not left:
                break
            best = combat.best_targets(left, _attack_rank)
            target = best[0]
            if len(best) > 1:
                chosen = ctx.pick("targets", [c.card_id for c in best], "strike target tie",
                                  "TBA-HAZ-4")
                target = next(c for c in best if c.card_id == chosen)
            ctx.emit("StrikeAssigned", "TBA-HAZ-4", character=target.card_id, by="attacker")
        fight = ctx.state.combat
        assert fight is not None
        excess = combat.excess_strikes(fight.attack.strikes, len(fight.assigned))
        excess_on = None
        if excess:
            excess_on = self._attacker_choice(ctx, [c for c in ctx.state.company
                                                    if c.card_id in fight.assigned])
        ctx.emit("StrikesAssigned", coe.EXCESS_STRIKES, excess=excess, excess_on=excess_on)

    def _attacker_choice(self, ctx: Context[State], candidates: list[Character]) -> str:
        """TBA-HAZ-4: the character the attacker would pick, ties broken at random."""
        best = combat.best_targets(candidates, _attack_rank)
        if len(best) == 1:
            return best[0].card_id
        return ctx.pick("targets", [c.card_id for c in best], "strike target tie", "TBA-HAZ-4")

    def _do_resolve(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        self._begin_strike(ctx, move.target, coe.STRIKE_ORDER)

    def _begin_strike(self, ctx: Context[State], character: str, rule: str) -> None:
        """A strike sequence begins (CoE 3.iv); its step 2 allocates excess strikes
        (CoE 3.iv.2): the attacker's choice (TBA-HAZ-4), all that remain on the last strike."""
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

    def _do_stay_untapped(self, ctx: Context[State], move: Move,
                          args: Mapping[str, JSON]) -> None:
        fight = ctx.state.combat
        assert fight is not None
        ctx.emit("StayUntapped", coe.STAY_UNTAPPED, character=fight.facing)

    def _do_support(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        fight = ctx.state.combat
        assert fight is not None
        ctx.emit("CharacterSupports", coe.SUPPORT, supporter=move.target, character=fight.facing)

    def _do_roll(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """The strike roll (CoE 3.iv.6-7) and the body check that follows (CoE 3.I.1)."""
        state = ctx.state
        fight = state.combat
        assert fight is not None
        who = state.character(fight.facing or "")
        assert who is not None
        mods = StrikeModifiers(fight.stay_untapped, len(fight.supporters), fight.allocated,
                               fight.prowess_bonus, fight.body_bonus)
        prowess = combat.strike_prowess(who, mods)
        roll = sum(ctx.roll(f"strike against {who.name}", coe.STRIKE_ROLL))
        result = combat.strike_result(roll, prowess, fight.attack.prowess)
        after = combat.after_strike(who, result, fight.stay_untapped)
        body_roll = None
        if result == combat.FAILED and fight.attack.body is not None:
            body_roll = sum(ctx.roll(f"body check of {fight.attack.name}", coe.BODY_CHECK))
        defeated = combat.strike_defeated(result, fight.attack.body, body_roll)
        ctx.emit("StrikeResolved", coe.STRIKE_RESULT, character=who.card_id, roll=roll,
                 prowess=prowess, strike=fight.attack.prowess, result=result,
                 state=after.state, defeated=defeated, body_roll=body_roll)
        if result == combat.SUCCEEDED:
            body = who.effective_body + mods.body_bonus
            body += max(0, min(state.company_body, effects.COMPANY_BODY_MAX - body))
            check = sum(ctx.roll(f"body check of {who.name}", coe.BODY_CHECK))
            failed = combat.body_check_fails(check, body, who.wounded)
            ctx.emit("BodyChecked", coe.BODY_CHECK, character=who.card_id, roll=check,
                     body=body, wounded_before=who.wounded, eliminated=failed)
            if failed:
                self._eliminate(ctx, who.card_id)

    def _eliminate(self, ctx: Context[State], card_id: str) -> None:
        """CoE 3.I.2: each unwounded companion may take one of the items; the player chooses
        (``inherit:<item>:<heir>``), the rest are discarded."""
        state = ctx.state
        who = state.character(card_id)
        assert who is not None
        heirs = [c.card_id for c in combat.heirs(who, state.company)] if who.items else []
        ctx.emit("CharacterEliminated", coe.ELIMINATED, character=card_id, items_to=[],
                 items_discarded=[] if heirs else [i.card_id for i in who.items],
                 items_left=[i.card_id for i in who.items] if heirs else [], heirs=heirs)
        self._lose_if_hobbit_gone(ctx)

    def _do_inherit(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("ItemInherited", coe.ELIMINATED, item=move.card, to=move.target)
        self._check_quest_given(ctx)

    def _do_inherit_done(self, ctx: Context[State], move: Move,
                         args: Mapping[str, JSON]) -> None:
        self._discard_legacy(ctx)

    def _discard_legacy(self, ctx: Context[State]) -> None:
        ctx.emit("ItemsDiscarded", coe.ELIMINATED,
                 items=[i.card_id for i in ctx.state.legacy])

    # -- cards ------------------------------------------------------------------------------
    def _do_wizard(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """TBA-RES-3: the Wizard as a short-event; TBA-RES-4: shuffled back afterwards."""
        ctx.emit("CardPlayed", "TBA-RES-3", card=WIZARD, mode=move.mode, target=move.target,
                 returns=True)
        self._apply(ctx, effects.Effect(move.mode), move.target, "TBA-RES-3")
        ctx.shuffle("resources", [*ctx.state.resource_deck, WIZARD], "TBA-RES-4")

    def _do_event(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        entry = effects.scripted(move.card)
        assert entry is not None
        mode = next(m for m in entry.modes if m.name == move.mode)
        ctx.emit("CardPlayed", coe.SHORT_EVENT, card=move.card, mode=mode.name,
                 target=move.target or None, returns=False)
        if mode.taps_skilled and move.target:
            ctx.emit("CharacterStateChanged", coe.SHORT_EVENT, character=move.target,
                     state="tapped")
        for effect in mode.effects:
            self._apply(ctx, effect, move.target, coe.SHORT_EVENT)

    def _do_use(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        entry = effects.scripted(move.card)
        assert entry is not None
        mode = next(m for m in entry.modes if m.name == move.mode)
        ctx.emit("ItemUsed", coe.ITEM_IN_USE, item=move.card, bearer=move.holder,
                 mode=mode.name, target=move.target or None)
        if mode.taps_bearer:
            ctx.emit("CharacterStateChanged", coe.ITEM_IN_USE, character=move.holder,
                     state="tapped")
        for effect in mode.effects:
            self._apply(ctx, effect, move.target, coe.ITEM_IN_USE)

    def _do_declare(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
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

    def _declared_problem(self, state: State, mode: effects.Mode,
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
        if mode.target == effects.CHARACTER:
            who = state.character(target)
            if who is None:
                return f"{target or 'No character'} is not in the company.", coe.SHORT_EVENT
            if primitive == effects.UNTAP and who.state != "tapped":
                return f"{who.name} is not tapped.", coe.SHORT_EVENT
            if primitive == effects.HEAL and not who.wounded:
                return f"{who.name} is not wounded.", coe.SHORT_EVENT
        if mode.target == effects.HAZARD and target not in state.row:
            return f"{target or 'No hazard'} is not face up in the row.", "TBA-SEQ-9"
        return None

    def _apply(self, ctx: Context[State], effect: effects.Effect, target: str,
               rule: str) -> None:
        """One primitive effect on the game."""
        kind = effect.primitive
        fight = ctx.state.combat
        if kind == effects.CANCEL_ATTACK:
            ctx.emit("AttackCanceled", coe.CANCEL_ATTACK, attack=fight.attack.name if fight
                     else None, by=rule)
        elif kind == effects.CANCEL_STRIKE:
            ctx.emit("StrikeCanceled", coe.CANCEL_STRIKE, character=fight.facing if fight
                     else None)
        elif kind in (effects.UNTAP, effects.HEAL):
            ctx.emit("CharacterStateChanged", rule, character=target, state="untapped")
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
            ctx.emit("CreaturesPrevented", "TBA-HAZ-3")
        elif kind == effects.COMPANY_BODY:
            ctx.emit("CompanyBodyModified", rule, body=effect.amount,
                     maximum=effects.COMPANY_BODY_MAX)

    # -- evolve -----------------------------------------------------------------------------
    def evolve(self, state: State, fact: Fact) -> State:
        handler = getattr(self, f"_on_{fact.kind}", None)
        return state if handler is None else handler(state, fact.data)

    def _on_CompanyFormed(self, state: State, d: Mapping[str, Any]) -> State:
        company = tuple(Character.from_card(self.catalog.get(c),
                                            decks.di_bonus(self.catalog.get(c)))
                        for c in d["characters"])
        return replace(state, company=company, hobbit=str(d["hobbit"]))

    def _on_CounterPlaced(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, location=str(d["place"]))

    def _on_DeckShuffled(self, state: State, d: Mapping[str, Any]) -> State:
        cards = tuple(str(c) for c in d["cards"])
        if d["deck"] == "resources":
            return replace(state, resource_deck=cards)
        return replace(state, hazard_deck=cards,
                       hazard_discard=() if d.get("reshuffle") else state.hazard_discard)

    def _on_ResourcesDrawn(self, state: State, d: Mapping[str, Any]) -> State:
        cards = tuple(str(c) for c in d["cards"])
        return replace(state, hand=state.hand + cards,
                       resource_deck=state.resource_deck[len(cards):])

    def _on_TurnBegan(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, turn=int(d["turn"]), turn_start=state.location, moved=False,
                       phase=UNTAP, step="", creatures_prevented=False, company_body=0)

    def _on_CharactersRefreshed(self, state: State, d: Mapping[str, Any]) -> State:
        company = state.company
        for card_id, new in d["changes"]:
            who = state.character(card_id)
            if who is not None:
                company = replace_one(company, who.with_state(new))
        return replace(state, company=company)

    def _on_PhaseBegan(self, state: State, d: Mapping[str, Any]) -> State:
        phase = str(d["phase"])
        step = BEFORE_ENTERING if phase == SITE else ""
        return replace(state, phase=phase, step=step,
                       row_queue=tuple(d.get("row_queue") or ()),
                       draws_left=int(d.get("draws") or 0))

    def _on_CounterMoved(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, location=str(d["to"]), moved=True)

    def _on_DwarvesMustLeave(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, step=DISCARD_DWARVES, dwarves_to_discard=int(d["count"]))

    def _remove(self, state: State, card_id: str) -> State:
        followers = tuple((f, c) for f, c in state.followers if card_id not in (f, c))
        return replace(state, company=tuple(c for c in state.company if c.card_id != card_id),
                       followers=followers)

    def _on_CharacterDiscarded(self, state: State, d: Mapping[str, Any]) -> State:
        card_id = str(d["character"])
        state = self._remove(state, card_id)
        dwarves = state.dwarves_to_discard - 1 if state.step == DISCARD_DWARVES else 0
        return replace(state, discarded_characters=(*state.discarded_characters, card_id),
                       resource_discard=state.resource_discard + tuple(d["items"]),
                       dwarves_to_discard=max(dwarves, 0))

    def _on_CharacterEliminated(self, state: State, d: Mapping[str, Any]) -> State:
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

    def _on_ItemInherited(self, state: State, d: Mapping[str, Any]) -> State:
        item_id, heir_id = str(d["item"]), str(d["to"])
        index = next(n for n, i in enumerate(state.legacy) if i.card_id == item_id)
        heir = state.character(heir_id)
        assert heir is not None
        legacy = state.legacy[:index] + state.legacy[index + 1:]
        heirs = tuple(h for h in state.open_heirs if h != heir_id)
        return replace(state, company=replace_one(state.company,
                                                  heir.with_item(state.legacy[index])),
                       legacy=legacy, open_heirs=heirs if legacy else ())

    def _on_ItemsDiscarded(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, legacy=(), open_heirs=(),
                       resource_discard=state.resource_discard + tuple(d["items"]))

    def _on_HazardDrawn(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, hazard_deck=state.hazard_deck[1:],
                       draws_left=state.draws_left - 1)

    def _on_HazardDrawSkipped(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, draws_left=0)

    def _on_HazardPlacedInRow(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, row=(*state.row, str(d["card"])))

    def _on_AttackDeclared(self, state: State, d: Mapping[str, Any]) -> State:
        attack = Attack.from_json(d["attack"])
        card = d.get("card")
        row, queue, pending = state.row, state.row_queue, state.pending_attacks
        if d["origin"] == "row":
            index = row.index(card)
            row = row[:index] + row[index + 1:]
            queue = queue[1:]
        if d["origin"] == "automatic":
            pending = pending[1:]
        counts = dict(state.creature_counts)
        if d["origin"] != "automatic":
            for name, _, races, _, _ in THREATS:
                if attack.is_race(*races):
                    counts[name] = counts.get(name, 0) + 1
        return replace(state, row=row, row_queue=queue, pending_attacks=pending,
                       creature_counts=tuple(sorted(counts.items())),
                       combat=Combat(attack, str(d["origin"]), card))

    def _on_ThreatInEffect(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, threats=(*state.threats, str(d["name"])))

    def _on_DesolationsDiscarded(self, state: State, d: Mapping[str, Any]) -> State:
        cards = tuple(d["cards"])
        return replace(state, row=tuple(c for c in state.row if c not in cards),
                       hazard_discard=state.hazard_discard + cards)

    def _fight(self, state: State, **changes: Any) -> State:
        assert state.combat is not None
        return replace(state, combat=replace(state.combat, **changes))

    def _on_AttackCanceled(self, state: State, d: Mapping[str, Any]) -> State:
        return self._fight(state, canceled=True)

    def _on_StrikeAssigned(self, state: State, d: Mapping[str, Any]) -> State:
        assert state.combat is not None
        return self._fight(state, assigned=(*state.combat.assigned, str(d["character"])))

    def _on_StrikesAssigned(self, state: State, d: Mapping[str, Any]) -> State:
        excess_on = d.get("excess_on")
        return self._fight(state, stage=STRIKING, excess=int(d["excess"]),
                           excess_on=None if excess_on is None else str(excess_on))

    def _on_StrikeSequenceBegan(self, state: State, d: Mapping[str, Any]) -> State:
        return self._fight(state, striking=str(d["character"]))

    def _on_ExcessStrikesAllocated(self, state: State, d: Mapping[str, Any]) -> State:
        assert state.combat is not None
        amount = int(d["amount"])
        return self._fight(state, excess=state.combat.excess - amount, allocated=amount)

    def _on_StayUntapped(self, state: State, d: Mapping[str, Any]) -> State:
        return self._fight(state, stay_untapped=True)

    def _on_CharacterSupports(self, state: State, d: Mapping[str, Any]) -> State:
        assert state.combat is not None
        supporter = state.character(str(d["supporter"]))
        assert supporter is not None
        state = replace(state, company=replace_one(state.company, supporter.tap()))
        return self._fight(state, supporters=(*state.combat.supporters, supporter.card_id))  # type: ignore[union-attr]

    def _on_StrikeModified(self, state: State, d: Mapping[str, Any]) -> State:
        assert state.combat is not None
        return self._fight(state, prowess_bonus=state.combat.prowess_bonus + int(d["prowess"]),
                           body_bonus=state.combat.body_bonus + int(d["body"]))

    def _on_StrikeCanceled(self, state: State, d: Mapping[str, Any]) -> State:
        assert state.combat is not None
        return replace(state, combat=state.combat.next_strike(False))

    def _on_StrikeResolved(self, state: State, d: Mapping[str, Any]) -> State:
        assert state.combat is not None
        who = state.character(str(d["character"]))
        assert who is not None
        return replace(state, company=replace_one(state.company, who.with_state(d["state"])),
                       combat=state.combat.next_strike(bool(d["defeated"])))

    def _on_AttackEnded(self, state: State, d: Mapping[str, Any]) -> State:
        card = d.get("card")
        discard = state.hazard_discard + ((str(card),) if card else ())
        return replace(state, combat=None, hazard_discard=discard,
                       kill_points=state.kill_points + int(d["kill_points"]))

    def _on_CharacterStateChanged(self, state: State, d: Mapping[str, Any]) -> State:
        who = state.character(str(d["character"]))
        if who is None:
            return state
        return replace(state, company=replace_one(state.company, who.with_state(d["state"])))

    def _take_from_hand(self, state: State, card: str, to_discard: bool = True) -> State:
        hand = list(state.hand)
        hand.remove(card)
        discard = state.resource_discard + ((card,) if to_discard else ())
        return replace(state, hand=tuple(hand), resource_discard=discard)

    def _on_CardPlayed(self, state: State, d: Mapping[str, Any]) -> State:
        return self._take_from_hand(state, str(d["card"]), not d.get("returns"))

    def _on_PlayerRuling(self, state: State, d: Mapping[str, Any]) -> State:
        return self._take_from_hand(state, str(d["card"]))

    def _on_ItemUsed(self, state: State, d: Mapping[str, Any]) -> State:
        bearer = state.character(str(d["bearer"]))
        assert bearer is not None
        bearer, item = bearer.without_item(str(d["item"]))
        return replace(state, company=replace_one(state.company, bearer),
                       resource_discard=(*state.resource_discard, item.card_id))

    def _on_HazardDiscarded(self, state: State, d: Mapping[str, Any]) -> State:
        card = str(d["card"])
        index = state.row.index(card)
        return replace(state, row=state.row[:index] + state.row[index + 1:],
                       hazard_discard=(*state.hazard_discard, card))

    def _on_CreaturesPrevented(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, creatures_prevented=True)

    def _on_CompanyBodyModified(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, company_body=state.company_body + int(d["body"]))

    def _on_SiteEntered(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, step=ENTERED,
                       pending_attacks=tuple(Attack.from_json(a) for a in d["attacks"]))

    def _on_ItemPlayed(self, state: State, d: Mapping[str, Any]) -> State:
        state = self._take_from_hand(state, str(d["item"]), to_discard=False)
        bearer = state.character(str(d["bearer"]))
        assert bearer is not None
        item = Item.from_card(self.catalog.get(str(d["item"])))
        company = replace_one(state.company, bearer.tap().with_item(item))
        return replace(state, company=company,
                       tapped_sites=(*state.tapped_sites, str(d["site"])),
                       quest_item=str(d["item"]) if d["quest"] else state.quest_item)

    def _on_QuestItemGiven(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, quest_given=True)

    def _on_ItemTransferred(self, state: State, d: Mapping[str, Any]) -> State:
        giver = state.character(str(d["origin"]))
        assert giver is not None
        giver, item = giver.without_item(str(d["item"]))
        company = replace_one(state.company, giver)
        taker = next(c for c in company if c.card_id == d["to"])
        return replace(state, company=replace_one(company, taker.with_item(item)))

    def _on_ResourceDiscarded(self, state: State, d: Mapping[str, Any]) -> State:
        return self._take_from_hand(state, str(d["card"]))

    def _on_HandOverLimit(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, step=DISCARD_HAND)

    def _on_GameEnded(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, outcome=str(d["outcome"]), reason=str(d["reason"]),
                       phase="over", combat=None)
