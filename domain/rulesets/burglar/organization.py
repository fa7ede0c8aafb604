"""The organization phase as the scenario plays it: a Hand played from the hand and leaving
after two turns or killed (BWJ-HAND-*), a task resource stored at a Haven (BWJ-MP-7), and
the company moving by the site deck or staying (BWJ-SEQ-4)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.canonical import JSON
from domain.engine import anduril as engine_anduril
from domain.engine import coe
from domain.engine.characters import Character, replace_one
from domain.engine.movement import STARTER_MOVEMENT
from domain.immutable import replace
from domain.ruleset import Context, played_since
from domain.rulesets.burglar import (
    anduril,
    cock_crows,
    ent_draughts,
    gates_of_morning,
    morannon,
    moves,
    permanent_events,
    reforging,
    return_of_the_king,
    sacrifice_of_form,
    siege,
    tasks,
    white_tree,
)
from domain.rulesets.burglar.rules import BurglarRules
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import LONG_EVENT_TURNS, STORE_CHECK_SINCE
from domain.rulesets.hobbit import allies, great_road, gwaihir
from domain.rulesets.hobbit.moves import Move
from domain.rulesets.hobbit.state import ORGANIZATION


class OrganizationRules(BurglarRules):
    """The Hands, the stores of task resources and the company's move."""

    def _leave_organization(self, ctx: Context[State]) -> None:
        """BWJ-HAND-3/4: Hands played two turns ago leave; their items go to the Burglar."""
        for card, played in ctx.state.hands:
            if ctx.state.turn >= played + LONG_EVENT_TURNS:
                who = ctx.state.character(card)
                items = ent_draughts.hand_items(self.played, who) if who else {
                    "items_to_burglar": []}
                if who is not None:
                    self._allies_leave(ctx, who)
                ctx.emit("HandLeft", "BWJ-HAND-3", character=card, **items)

    def _gwaihir_scene(self, state: State) -> gwaihir.Scene:
        """What ``hobbit.gwaihir`` reads: the company (the Burglar and his Hands) may fly while
        its move is open, in the organization phase outside any other choice, to a site of the
        site deck."""
        organizing = state.phase == ORGANIZATION and not state.step \
            and state.combat is None and not state.legacy and not great_road.choice_open(state)
        return gwaihir.Scene(state.allies, state.company, self.half_races, self.catalog,
                             organizing, moves.site_of(state, self.catalog) if state.location
                             else None, [self.catalog.get(s) for s in state.sites])

    def _do_move(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        self._move_to(ctx, move.place)

    def _move_to(self, ctx: Context[State], place: str, card: str = "",
                 rule: str = STARTER_MOVEMENT) -> None:
        """The organization phase ends with the company moving to ``place`` (by ``rule``,
        starter movement unless said, or by ``card`` with no site path)."""
        self._leave_organization(ctx)
        if not self._siege_lets_go(ctx):  # below 5 it stays (BWJ-SEQ-4)
            ctx.emit("StayedPut", "BWJ-SEQ-4", place=ctx.state.location)
            self._long_event_phase(ctx)
            return
        by: dict[str, JSON] = {"by": card} if card else {}
        ctx.emit("CounterMoved", coe.SHORT_EVENT if card else rule,
                 origin=ctx.state.location, to=place, **by)
        if self.plays_ally_regions():  # an ally bound to regions the site is not in leaves
            allies.left_regions(ctx, ctx.state.allies, self.catalog,
                                moves.site_of(ctx.state, self.catalog),
                                [c.card_id for c in ctx.state.company])
        self._long_event_phase(ctx)

    def _siege_lets_go(self, ctx: Context[State]) -> bool:
        """A company moving away from a besieged site rolls 2D6, -1 for each character who is
        no scout: 5 or more, it may move (``siege``)."""
        state = ctx.state
        if not siege.plays(self.played) or moves.site_of(state, self.catalog).id \
                not in siege.besieged(state):
            return True
        modifier = siege.non_scouts(state)
        roll = sum(ctx.roll("the company's way out of the Siege", siege.RULE))
        ctx.emit("SiegeRolled", siege.RULE, roll=roll, modifier=modifier,
                 total=roll + modifier, needed=siege.NEEDED,
                 moves=roll + modifier >= siege.NEEDED)
        return roll + modifier >= siege.NEEDED

    def _do_stay(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        self._leave_organization(ctx)
        ctx.emit("StayedPut", "BWJ-SEQ-4", place=ctx.state.location)
        self._long_event_phase(ctx)

    def _do_hand(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("HandPlayed", "BWJ-HAND-1", character=move.card, turn=ctx.state.turn)
        if sacrifice_of_form.plays(self.played):  # a sacrificed Wizard back, with his items
            sacrifice_of_form.returned(ctx, move.card)

    def _do_sacrifice(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """Sacrifice of Form: every strike of the attack fails, the Wizard leaves play, his
        items set aside with it (``sacrifice_of_form``)."""
        sacrifice_of_form.strikes_fail(ctx)
        who = ctx.state.character(move.target)
        assert who is not None
        self._allies_leave(ctx, who)
        sacrifice_of_form.leave(ctx, move.target)

    def _on_FormSacrificed(self, state: State, d: Mapping[str, Any]) -> State:
        """The Wizard discarded, a Hand gone before his two turns, with none of his items."""
        wizard = str(d["wizard"])
        state = self._remove(sacrifice_of_form.evolve(state, "FormSacrificed", d), wizard)
        return replace(state, hands=tuple(h for h in state.hands if h[0] != wizard),
                       resource_discard=(*state.resource_discard, wizard))

    def _on_FormRestored(self, state: State, d: Mapping[str, Any]) -> State:
        return sacrifice_of_form.evolve(state, "FormRestored", d)

    def _do_store(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """BWJ-MP-6/7: a task resource stored at a Haven counts once per task. From
        ``STORE_CHECK_SINCE`` an item borne is stored only once its bearer passes a corruption
        check (CoE-2.II.4; failed, he leaves with it as from any failed check), and one stored
        completing no task cites that standard rule."""
        task = move.mode
        new = tasks.completes(ctx.state, task)
        bearer = tasks.bearer(ctx.state, move.card) \
            if played_since(self.played, STORE_CHECK_SINCE) else None
        if bearer is not None \
                and not self._check_made(ctx, bearer, (), True, "", coe.STORE_ITEM):
            return  # failed: he left play with the item (CoE 7.1)
        points = tasks.points_of(self.catalog.get(move.card)) if new else 0
        rule = reforging.STORE_RULE if move.card in reforging.HELD \
            else coe.STORE_ITEM if bearer is not None and not new else "BWJ-MP-7"
        ctx.emit("ResourceStored", rule, card=move.card, task=task, points=points,
                 site=ctx.state.location)
        if new:
            ctx.emit("TaskCompleted", tasks.TASK_CLAUSES[task], task=task, card=move.card)

    def _eliminate(self, ctx: Context[State], card_id: str) -> None:
        """BWJ-HAND-6: a Hand killed leaves one item of the player's choice to the Burglar."""
        state = ctx.state
        who = state.character(card_id)
        burglar = state.the_hero
        if card_id not in dict(state.hands) or who is None or burglar is None:
            super()._eliminate(ctx, card_id)
            return
        heirs = [burglar.card_id] if who.items else []
        self._allies_leave(ctx, who)
        ctx.emit("CharacterEliminated", "BWJ-HAND-6", character=card_id, items_to=[],
                 items_discarded=[] if heirs else [i.card_id for i in who.items],
                 items_left=[i.card_id for i in who.items] if heirs else [], heirs=heirs)

    def _do_fellowship(self, ctx: Context[State], move: Move,
                       args: Mapping[str, JSON]) -> None:
        """Fellowship comes into play on the company (``permanent_events``)."""
        permanent_events.form(ctx)

    def _do_gates_of_morning(self, ctx: Context[State], move: Move,
                             args: Mapping[str, JSON]) -> None:
        """Gates of Morning comes into play, discarding the hazard environments in play
        (``gates_of_morning``)."""
        gates_of_morning.come(ctx, self.catalog)

    def _do_return_of_the_king(self, ctx: Context[State], move: Move,
                               args: Mapping[str, JSON]) -> None:
        """Return of the King is kept with Aragorn II (``return_of_the_king``)."""
        return_of_the_king.play(ctx, move.target)

    def _do_cock_crows(self, ctx: Context[State], move: Move,
                       args: Mapping[str, JSON]) -> None:
        """The Cock Crows discards the hazard permanent-event named (``cock_crows``)."""
        cock_crows.play(ctx, self.catalog, move.target)

    def _do_swordmaster(self, ctx: Context[State], move: Move,
                        args: Mapping[str, JSON]) -> None:
        """Swordmaster: the sage and the site tap, he gains the warrior skill
        (``permanent_events``)."""
        permanent_events.train(ctx, self.catalog, move.target)

    def _do_reforging(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """Reforging: the sage and the site tap, he holds it until he stores it
        (``reforging``)."""
        reforging.hold(ctx, self.catalog, move.target)

    def _do_reforge(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """A stored Reforging discarded: the item back to a character (``reforging``)."""
        reforging.reforge(ctx, move.card, move.target, move.holder)

    def _do_anduril(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """Andúril: the sage and the site tap, he holds it until he stores it, then checks
        corruption at -3 (``anduril``)."""
        reforging.hold(ctx, self.catalog, move.target, anduril.CARD)
        sage = ctx.state.character(move.target)
        assert sage is not None
        self._corruption_checked(ctx, sage, engine_anduril.hold_check(anduril.RULE))

    def _do_join_anduril(self, ctx: Context[State], move: Move,
                         args: Mapping[str, JSON]) -> None:
        """A stored Reforging discarded, Andúril placed with Narsil (``anduril``)."""
        anduril.join(ctx, move.card, move.target)

    def _do_anduril_untap(self, ctx: Context[State], move: Move,
                          args: Mapping[str, JSON]) -> None:
        """Andúril taps to untap a Dúnadan, its bearer checking corruption at -1."""
        found = anduril.tap(ctx, move.target)
        bearer = ctx.state.character(found.card_id)
        assert bearer is not None
        self._corruption_checked(ctx, bearer, engine_anduril.untap_check(anduril.RULE))

    def _on_AndurilJoined(self, state: State, d: Mapping[str, Any]) -> State:
        return anduril.evolve_joined(state, str(d["card"]), str(d["narsil"]),
                                     str(d["reforging"]))

    def _do_morannon(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """Morannon comes into play as the company's new site, which it moves to by the card's
        site path (``morannon``)."""
        self._move_to(ctx, morannon.place(ctx), rule=morannon.RULE)

    def _on_MorannonPlaced(self, state: State, d: Mapping[str, Any]) -> State:
        return morannon.evolve(state, "MorannonPlaced", d)

    def _on_MorannonDiscarded(self, state: State, d: Mapping[str, Any]) -> State:
        return morannon.evolve(state, "MorannonDiscarded", d)

    def _do_white_tree(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """The White Tree comes into play, its Sapling discarded (``white_tree``)."""
        white_tree.plant(ctx, self.catalog, move.target)

    # -- evolve -----------------------------------------------------------------------------
    def _on_WhiteTreePlanted(self, state: State, d: Mapping[str, Any]) -> State:
        """The card into play, the Sapling from its bearer to the discard pile."""
        state = self._take_from_hand(state, str(d["card"]), to_discard=False)
        bearer = state.character(str(d["bearer"]))
        assert bearer is not None
        bearer, item = bearer.without_item(str(d["sapling"]))
        return replace(state, company=replace_one(state.company, bearer),
                       resource_discard=(*state.resource_discard, item.card_id),
                       permanents=(*state.permanents, str(d["card"])))

    def _on_CardHeld(self, state: State, d: Mapping[str, Any]) -> State:
        """The sage holds the card, and does not untap until he stores it."""
        state = self._take_from_hand(state, str(d["card"]), to_discard=False)
        return replace(state, untap_barred=(*state.untap_barred,
                                            (str(d["character"]), str(d["card"]))))

    def _on_HeldCardDiscarded(self, state: State, d: Mapping[str, Any]) -> State:
        gone = (str(d["character"]), str(d["card"]))
        return replace(state, untap_barred=tuple(b for b in state.untap_barred if b != gone),
                       resource_discard=(*state.resource_discard, gone[1]))

    def _on_ItemReforged(self, state: State, d: Mapping[str, Any]) -> State:
        """The stored Reforging to the discard pile, the item from it to its bearer."""
        card, item = str(d["card"]), str(d["item"])
        at = state.stored.index((card, ""))
        discard = list(state.resource_discard)
        discard.remove(item)
        bearer = state.character(str(d["bearer"]))
        assert bearer is not None
        return replace(state, stored=state.stored[:at] + state.stored[at + 1:],
                       resource_discard=(*discard, card),
                       company=replace_one(state.company,
                                           bearer.with_item(self.item_in_play(item))))

    def _on_SkillGained(self, state: State, d: Mapping[str, Any]) -> State:
        card, who, skill = str(d["card"]), str(d["character"]), str(d["skill"])
        state = self._take_from_hand(state, card, to_discard=False)
        company = tuple(replace(c, skills=c.skills if skill in c.skills
                                else (*c.skills, skill)) if c.card_id == who else c
                        for c in state.company)
        return replace(state, company=company, skill_cards=(*state.skill_cards, (card, who)))

    def _on_SkillCardDiscarded(self, state: State, d: Mapping[str, Any]) -> State:
        gone = (str(d["card"]), str(d["character"]))
        return replace(state, skill_cards=tuple(s for s in state.skill_cards if s != gone),
                       resource_discard=(*state.resource_discard, gone[0]))

    def _on_ResourceEnvironmentInPlay(self, state: State, d: Mapping[str, Any]) -> State:
        state = self._take_from_hand(state, str(d["card"]), to_discard=False)
        return replace(state, resource_environments=(*state.resource_environments,
                                                     str(d["card"])))

    def _on_ResourceEnvironmentDiscarded(self, state: State, d: Mapping[str, Any]) -> State:
        card = str(d["card"])
        return replace(state, resource_environments=tuple(
            c for c in state.resource_environments if c != card),
            resource_discard=(*state.resource_discard, card))

    def _on_HazardEnvironmentDiscarded(self, state: State, d: Mapping[str, Any]) -> State:
        card = str(d["card"])
        if "played" in d:  # a hazard long-event
            gone = (card, int(d["played"]))
            state = replace(state, long_events=tuple(e for e in state.long_events
                                                     if e != gone))
        else:
            state = replace(state, environments=tuple(c for c in state.environments
                                                      if c != card))
        return replace(state, hazard_discard=(*state.hazard_discard, card))

    def _on_PermanentEventPlayedOn(self, state: State, d: Mapping[str, Any]) -> State:
        state = self._take_from_hand(state, str(d["card"]), to_discard=False)
        return replace(state, character_cards=(*state.character_cards,
                                               (str(d["card"]), str(d["character"]))))

    def _on_PermanentEventDiscarded(self, state: State, d: Mapping[str, Any]) -> State:
        gone = (str(d["card"]), str(d["character"]))
        return replace(state, character_cards=tuple(c for c in state.character_cards
                                                    if c != gone),
                       resource_discard=(*state.resource_discard, gone[0]))

    def _on_FellowshipFormed(self, state: State, d: Mapping[str, Any]) -> State:
        state = self._take_from_hand(state, str(d["card"]), to_discard=False)
        return replace(state, fellowship=(*map(str, d["members"]), *map(str, d["allies"])))

    def _on_FellowshipDiscarded(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, fellowship=(),
                       resource_discard=(*state.resource_discard, str(d["card"])))

    def _on_HandPlayed(self, state: State, d: Mapping[str, Any]) -> State:
        card = str(d["character"])
        state = self._take_from_hand(state, card, to_discard=False)
        return replace(state, company=(*state.company,
                                       Character.from_card(self.catalog.get(card))),
                       hands=(*state.hands, (card, int(d["turn"]))))

    def _on_HandLeft(self, state: State, d: Mapping[str, Any]) -> State:
        state = self._hand_gone(state, d)
        return replace(state, resource_discard=(*state.resource_discard, str(d["character"])))

    def _on_HandWentHome(self, state: State, d: Mapping[str, Any]) -> State:
        """A call home: the Hand back to the resource hand, his items to the Burglar."""
        state = self._hand_gone(state, d)
        return replace(state, hand=(*state.hand, str(d["character"])))

    def _hand_gone(self, state: State, d: Mapping[str, Any]) -> State:
        """A Hand leaves the company, the items the fact names going to the Burglar
        (BWJ-HAND-4), those it discards (an Ent-draughts: ``ent_draughts.hand_items``) to
        the discard pile."""
        card = str(d["character"])
        who = state.character(card)
        burglar = state.the_hero
        company = state.company
        given = [str(i) for i in d["items_to_burglar"]]
        if who is not None and burglar is not None:
            for item in who.items:
                if item.card_id in given:
                    burglar = burglar.with_item(item)
            company = replace_one(company, burglar)
        discarded = tuple(str(i) for i in d.get("items_discarded") or ())
        state = self._remove(replace(state, company=company,
                                     resource_discard=(*state.resource_discard, *discarded)),
                             card)
        return replace(state, hands=tuple(h for h in state.hands if h[0] != card))

    def _on_CharacterEliminated(self, state: State, d: Mapping[str, Any]) -> State:
        state = super()._on_CharacterEliminated(state, d)
        card = str(d["character"])
        return replace(state, hands=tuple(h for h in state.hands if h[0] != card))

    def _on_CharacterDiscarded(self, state: State, d: Mapping[str, Any]) -> State:
        state = super()._on_CharacterDiscarded(state, d)
        card = str(d["character"])
        return replace(state, hands=tuple(h for h in state.hands if h[0] != card))

    def _on_ResourceStored(self, state: State, d: Mapping[str, Any]) -> State:
        card = str(d["card"])
        bearer = state.bearer_of(card)
        company = state.company
        if bearer is not None:
            company = replace_one(company, bearer.without_item(card)[0])
        return replace(state, company=company,
                       factions=tuple(f for f in state.factions if f != card),
                       prisoners=tuple(p for p in state.prisoners if p != card),
                       untap_barred=tuple(b for b in state.untap_barred if b[1] != card),
                       burgled=tuple(b for b in state.burgled if b[0] != card),
                       stored=(*state.stored, (card, str(d["task"]))),
                       task_points=state.task_points + int(d["points"]))

    def _on_TaskCompleted(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, tasks=(*state.tasks, str(d["task"])))
