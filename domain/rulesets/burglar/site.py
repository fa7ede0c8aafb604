"""The site phase as the scenario plays it: burglary (BWJ-BURG-*), a faction's influence
attempt (CoE-2.V.3; stored as information, BWJ-FACT-1), Rescue Prisoners (BWJ-OBJ-4), an item
played under Greed, a River crossed, and at a Haven Old Road (``hobbit.old_road``, from
``OLD_ROAD_FROM``) and the Wizard's Ring (``wizards_ring``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.canonical import JSON
from domain.cards import Card
from domain.engine import coe, item_influence
from domain.engine import mount_doom as engine_doom
from domain.engine.characters import replace_one
from domain.engine.checks import ABOVE, Modifier, check
from domain.engine.combat import Attack
from domain.engine.influence_attempts import INFLUENCE_ATTEMPT, influence_check, influence_roll
from domain.immutable import replace
from domain.ruleset import Context
from domain.rulesets.burglar import (
    anduril,
    decks,
    hazard_events,
    hazard_long_events,
    mount_doom,
    moves,
    rescue,
    return_of_the_king,
    wizards_ring,
)
from domain.rulesets.burglar.rules import BurglarRules
from domain.rulesets.burglar.state import BURGLED, DRAGON, ORCS, State
from domain.rulesets.burglar.versions import (
    ASKED_CHECKS_FROM,
    BURGLARY_NEEDS,
    BURGLED_ITEM_FROM,
    CROWN_NO_ROLL_FROM,
    HOBBIT_BONUS,
    LURE_ONE_CHECK_FROM,
    RED_ARROW_FROM,
    SCOUT_BONUS,
)
from domain.rulesets.hobbit import army_of_the_dead, ent_draughts, factions, lure_of_power, old_road
from domain.rulesets.hobbit import corruption_cards as card_checks
from domain.rulesets.hobbit.moves import Move
from domain.rulesets.hobbit.state import ENTERED


class SiteRules(BurglarRules):
    """The site phase's actions the scenario adds or changes."""

    def _do_river(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        hazard_events.cross(ctx, move.target)

    def _do_item(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """Greed in force at the site: the others check as the item is played."""
        checks = hazard_events.greed(ctx.state, self.catalog, move.card, move.target)
        greed = hazard_events.greed_card(ctx.state, self.catalog)
        # From ASKED_CHECKS_FROM the check names Greed, and its modifier is Greed's.
        asked = greed if int(self.played) >= ASKED_CHECKS_FROM else ""
        super()._do_item(ctx, move, args)
        bearer = ctx.state.character(move.target)
        if wizards_ring.checks_bearer(self.played, self.catalog, move.card) \
                and bearer is not None and ctx.state.outcome is None:
            self._corruption_checked(ctx, bearer)  # the Wizard's Ring's check (CoE 7.1)
        if self.keeps_corruption_cards():  # Lure of Expedience
            self._card_checks(ctx, card_checks.item_gained(
                ctx.state.corruption, ctx.state.company, self._name(move.card)))
        for who, modifier in checks:
            still = ctx.state.character(who.card_id)
            if still is None or ctx.state.outcome is not None:
                continue  # a check failed before took him, or the game is over
            self._corruption_checked(ctx, still, [Modifier(
                modifier, f"card:{asked or move.card}", "Greed: the item's corruption points",
                hazard_events.RULE)], asked_by=asked)

    def _do_burgle(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """BWJ-BURG-1..6."""
        state = ctx.state
        burglar = state.the_hero
        assert burglar is not None
        site = moves.site_of(state, self.catalog)
        ctx.emit("BurglaryAttempted", "BWJ-BURG-3", character=burglar.card_id, site=site.id)
        index = ctx.position("dice")
        dice = ctx.roll(f"burglary by {burglar.name}", "BWJ-BURG-4")
        roll = sum(dice)
        scout = SCOUT_BONUS if burglar.has_skill("scout") else 0
        hobbit = HOBBIT_BONUS if burglar.race == "Hobbit" else 0
        bonus = scout + hobbit
        total = roll + bonus
        explained: dict[str, JSON] = {}
        if self.explains():
            source = f"card:{burglar.card_id}"
            explained["check"] = check(dice, [
                Modifier(scout, source, f"{burglar.name} is a scout", "BWJ-BURG-4"),
                Modifier(hobbit, source, f"{burglar.name} is a Hobbit", "BWJ-BURG-4")],
                BURGLARY_NEEDS, ABOVE, index).to_json()
        if total > BURGLARY_NEEDS:
            ctx.emit("BurglarySucceeded", "BWJ-BURG-5", roll=roll, bonus=bonus, total=total,
                     **explained)
            return
        attacks = self._site_attacks(state, site, 1)
        ctx.emit("BurglaryFailed", "BWJ-BURG-6", roll=roll, bonus=bonus, total=total,
                 attacks=[a.to_json() for a in attacks], **explained)

    def _do_influence(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """CoE 2.V.3 with BWJ-FACT-1 and BWJ-HAND-10: a faction recruited is information; its
        recruiter, no Hobbit, then checks corruption for each Lure of Power in play."""
        self._influence(ctx, move)
        if move.card in ctx.state.factions:
            self._lured(ctx, move.target)

    def _lured(self, ctx: Context[State], character: str) -> None:
        """Each Lure of Power in play: ``character`` (but a Hobbit) checks corruption at its
        modifier, and it leaves play."""
        who = ctx.state.character(character)
        if who is None or not lure_of_power.lured(who):
            return

        def checks() -> bool:
            return ctx.state.character(character) is not None and ctx.state.outcome is None

        def check(card: str) -> None:
            still = ctx.state.character(character)
            assert still is not None
            self._corruption_checked(ctx, still, [lure_of_power.modifier(
                card, hazard_events.RULE)], asked_by=card)

        name = self.catalog.get(lure_of_power.CARD).name
        lure_of_power.each_in_play(ctx, hazard_events.lures(ctx.state, self.played),
                                   hazard_events.RULE, checks, check,
                                   int(self.played) >= LURE_ONE_CHECK_FROM, name=name,
                                   checked=character)

    def _no_roll_checked(self, ctx: Context[State], who: str) -> None:
        """A faction recruited with no roll is an influence attempt that succeeds
        (``hobbit.lure_of_power``): from ``CROWN_NO_ROLL_FROM`` The Iron Crown's bearer checks
        after it as after one rolled for."""
        if int(self.played) >= CROWN_NO_ROLL_FROM:
            self._influence_checked(ctx, who)

    def _influence(self, ctx: Context[State], move: Move) -> None:
        """The influence attempt on a faction (CoE 2.V.3)."""
        who = ctx.state.character(move.target)
        assert who is not None
        faction = self.catalog.get(move.card)
        bonuses = [*self.faction_bonuses(who, faction),
                   *return_of_the_king.influence(ctx.state, who, self.played),
                   *anduril.influence(ctx.state, who, self.played)]
        site = moves.site_of(ctx.state, self.catalog).id
        by = item_influence.automatic(self.catalog.get, who, faction) \
            if int(self.played) >= RED_ARROW_FROM else None
        if by is not None:  # the Red Arrow's bearer and the Riders of Rohan: no roll
            factions.recruit_by_item(ctx, faction, who, by, site, rule=self.recruit_rule())
            self._no_roll_checked(ctx, who.card_id)
            return
        if self.plays_army_of_the_dead() and army_of_the_dead.is_army(faction):
            # Aragorn II, the turn he played Paths of the Dead: no number, no roll.
            factions.recruit_by_item(ctx, faction, who, ctx.state.moved_by, site,
                                     rule=self.recruit_rule(), by="by_card")
            self._no_roll_checked(ctx, who.card_id)
            return
        if self.plays_faction_facts():
            # By its facts (``hobbit.factions``), with the cards played for the attempt;
            # recruited, it taps the site (CoE 2.V.3).
            cards, twice, draws = self.influence_cards_for(ctx.state, who)
            if factions.attempt(ctx, faction, who, who.direct_influence, bonuses,
                                self.explains(), site, cards, twice,
                                rule=self.recruit_rule()) and draws:
                self._draw(ctx, draws, INFLUENCE_ATTEMPT)
            self._influence_checked(ctx, who.card_id)
            return
        needed = decks.influence_number(faction) or 0
        index = ctx.position("dice")
        dice = ctx.roll(f"influence attempt on {faction.name}", INFLUENCE_ATTEMPT)
        roll = sum(dice)
        attempt = influence_check(roll, who.direct_influence, needed,
                                  sum(m.amount for m in bonuses))
        explained: dict[str, JSON] = {}
        if self.explains():
            explained["check"] = influence_roll(who, dice, index, needed, bonuses).to_json()
        ctx.emit("FactionInfluenced", self.faction_rule if attempt.succeeded else INFLUENCE_ATTEMPT,
                 card=move.card, character=who.card_id, roll=roll,
                 direct_influence=who.direct_influence, needed=needed,
                 succeeded=attempt.succeeded,
                 **({"bonus": sum(m.amount for m in bonuses)} if bonuses else {}),
                 **explained)

    def _do_old_road(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """Old Road is discarded; the character taps to influence the faction as at its site,
        without his direct influence or his bonuses, at -1; recruited, the faction is
        information as any other and the Haven taps (``hobbit.old_road``, BWJ-FACT-1)."""
        who = ctx.state.character(move.target)
        assert who is not None
        faction = self.catalog.get(move.place)
        ctx.emit("CardPlayed", coe.SHORT_EVENT, card=move.card, mode=old_road.KIND,
                 target=who.card_id, faction=faction.id, returns=False)
        site = moves.site_of(ctx.state, self.catalog).id
        recruited = factions.attempt(ctx, faction, replace(who, direct_influence=0), 0, [],
                                     self.explains(), site, cards=old_road.modifiers(),
                                     rule=self.recruit_rule(), by=move.card)
        self._influence_checked(ctx, who.card_id)
        if recruited:
            self._lured(ctx, who.card_id)

    def _do_mount_doom(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """Cracks of Doom or Gollum's Fate on the bearer of The One Ring at Mount Doom: the
        bearer's check first if the card asks one, then the Ring destroyed and the game won
        (``mount_doom``)."""
        ctx.emit("CardPlayed", mount_doom.RULE, card=move.card, mode=move.mode,
                 target=move.target, returns=False)
        bearer = ctx.state.character(move.target)
        assert bearer is not None  # refused before
        extra = mount_doom.check(move.card)
        if extra and not self._corruption_checked(ctx, bearer, extra):
            return  # failed: its result stands
        if ctx.state.outcome is None and ctx.state.character(move.target) is not None:
            name = self._name(move.card)
            ctx.emit("GameEnded", mount_doom.RULE, outcome="won", tier="",
                     reason=engine_doom.ended(name), ended_by=engine_doom.ENDED_BY)

    def _do_rescue(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        site = moves.site_of(ctx.state, self.catalog).id
        if not rescue.plays(self.played):
            ctx.emit("PrisonersRescued", rescue.RULE, card=move.card, character=move.target,
                     site=site)
            return
        ctx.emit("RescuePrisonersPlayed", rescue.RULE, card=move.card, site=site)
        self._declare(ctx, rescue.attack(self.catalog, move.card), rescue.ORIGIN, None,
                      rule=rescue.RULE)

    def _end_attack(self, ctx: Context[State]) -> None:
        """Rescue Prisoners' Spider attack over: the untapped Burglar takes the prisoners,
        held tapped until they are stored; else the card is discarded (``rescue``)."""
        fight = ctx.state.combat
        assert fight is not None
        super()._end_attack(ctx)
        card = ctx.state.rescuing
        if fight.origin != rescue.ORIGIN or not card or ctx.state.outcome is not None:
            return
        burglar = ctx.state.the_hero
        if burglar is None or not burglar.untapped:
            ctx.emit("RescuePrisonersDiscarded", rescue.RULE, card=card,
                     reason=rescue.NO_BURGLAR)
            return
        ctx.emit("PrisonersRescued", rescue.RULE, card=card, character=burglar.card_id,
                 site=moves.site_of(ctx.state, self.catalog).id, bars_untap=True)

    def _site_attacks(self, state: State, site: Card, company_count: int) -> list[Attack]:
        """The site's automatic-attacks and those the hazard long-events in play add there
        (Fell Winter)."""
        return [*super()._site_attacks(state, site, company_count),
                *hazard_long_events.added_attacks(state, site, self.long_event_generation())]

    def _item_fields(self, state: State, item: Card) -> dict[str, JSON]:
        """BWJ-BURG-5/7, BWJ-OBJ-1/2: an item played by burglary, and the task it may do."""
        burgled = state.step == BURGLED
        site = moves.site_of(state, self.catalog)
        task = ""
        if burgled and item.item_class in ("major", "greater"):
            task = DRAGON if decks.dragon_lair(site) else \
                ORCS if decks.orc_hold(site) else ""
        return {"burgled": burgled, "task": task}

    def _item_play(self, state: State) -> tuple[str, bool, dict[str, JSON]]:
        """From ``BURGLED_ITEM_FROM``, the item a successful burglary allows (BWJ-BURG-5): the
        outcome of the burglary's roll, with no tapping (the Burglar and the site tapped for
        the attempt, BWJ-BURG-3)."""
        if state.step != BURGLED or int(self.played) < BURGLED_ITEM_FROM:
            return super()._item_play(state)
        roll = {"stream": state.burglary_roll[0], "index": state.burglary_roll[1]} \
            if state.burglary_roll is not None else None
        return "BWJ-BURG-5", False, {"outcome_of": roll} if roll is not None else {}

    # -- evolve -----------------------------------------------------------------------------
    def _on_BurglaryAttempted(self, state: State, d: Mapping[str, Any]) -> State:
        burglar = state.character(str(d["character"]))
        assert burglar is not None
        return replace(state, company=replace_one(state.company, burglar.tap()),
                       tapped_sites=(*state.tapped_sites, str(d["site"])), burglary_tried=True)

    def _on_BurglarySucceeded(self, state: State, d: Mapping[str, Any]) -> State:
        roll = d.get("check", {}).get("roll")  # what the item played by it is the outcome of
        return replace(state, step=BURGLED, burglary_roll=(
            str(roll["stream"]), int(roll["index"])) if roll else None)

    def _on_BurglaryFailed(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, step=ENTERED, alone=True,
                       pending_attacks=tuple(Attack.from_json(a) for a in d["attacks"]))

    def _on_ItemPlayed(self, state: State, d: Mapping[str, Any]) -> State:
        state = super()._on_ItemPlayed(state, d)
        tapped = tuple(dict.fromkeys(state.tapped_sites))  # tapped once, whatever taps it
        if not d.get("burgled"):
            return replace(state, tapped_sites=tapped)
        return replace(state, tapped_sites=tapped, step=ENTERED,
                       burgled=(*state.burgled, (str(d["item"]), str(d["task"]))))

    def _on_FactionInfluenced(self, state: State, d: Mapping[str, Any]) -> State:
        card = str(d["card"])
        state = self._influence_spent(state, str(d["character"]))
        who = state.character(str(d["character"]))
        state = self._take_from_hand(state, card, to_discard=not d["succeeded"])
        if who is not None:  # Roäc the Raven, an ally, is discarded already (hobbit.roac)
            state = replace(state, company=replace_one(state.company, who.tap()))
        if d.get("site"):  # recruited there: what Ent-draughts is played in addition to
            state = replace(state, tapped_sites=(*state.tapped_sites, str(d["site"])),
                            recruited_at=ent_draughts.recruited(state.recruited_at,
                                                                str(d["site"])))
        return replace(state, factions=(*state.factions, card)) if d["succeeded"] else state

    def _on_FactionDispersed(self, state: State, d: Mapping[str, Any]) -> State:
        faction = str(d["faction"])
        return replace(state, factions=tuple(f for f in state.factions if f != faction),
                       resource_discard=(*state.resource_discard, faction))

    def _on_PrisonersRescued(self, state: State, d: Mapping[str, Any]) -> State:
        card = str(d["card"])
        who = state.character(str(d["character"]))
        assert who is not None
        barred = ((who.card_id, card),) if d.get("bars_untap") else ()
        if state.rescuing != card:  # played and taken at once (before ``rescue.SINCE``)
            state = self._take_from_hand(state, card, to_discard=False)
        # The site taps, if it is not tapped already (``rescue.TAPPED_SITE_FROM``).
        return replace(state, company=replace_one(state.company, who.tap()),
                       tapped_sites=tuple(dict.fromkeys((*state.tapped_sites, str(d["site"])))),
                       prisoners=(*state.prisoners, card), rescuing="",
                       untap_barred=(*state.untap_barred, *barred))

    def _on_RescuePrisonersPlayed(self, state: State, d: Mapping[str, Any]) -> State:
        card = str(d["card"])
        return replace(self._take_from_hand(state, card, to_discard=False), rescuing=card)

    def _on_RescuePrisonersDiscarded(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, rescuing="",
                       resource_discard=(*state.resource_discard, str(d["card"])))
