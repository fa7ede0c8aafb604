"""The site phase the family shares (CoE 2.V): enter the site and face its automatic-attacks,
or do nothing; once inside, play items from the hand; end the phase."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.canonical import JSON
from domain.cards import Card
from domain.engine import coe, dwarven_rings
from domain.engine.characters import replace_one
from domain.engine.checks import Modifier
from domain.engine.combat import Attack
from domain.engine.movement import site_named
from domain.immutable import replace
from domain.ruleset import Context
from domain.rulesets.hobbit import allies, dwarven_gifts, ent_draughts
from domain.rulesets.hobbit.moves import Move
from domain.rulesets.hobbit.state import END_OF_TURN, ENTERED
from domain.rulesets.hobbit.turn import HobbitRules, S


class SitePhase(HobbitRules[S]):
    def _site_card(self, state: S) -> Card:
        """The site card of the company's location."""
        return site_named(self.catalog, state.location)

    def _entry_bonus(self, ctx: Context[S]) -> tuple[int, int]:
        """Strikes and prowess added to the site's automatic-attacks as the company enters
        (a scenario may emit the facts that explain them)."""
        return 0, 0

    def _site_attacks(self, state: S, site: Card, company_count: int) -> list[Attack]:
        """The automatic-attacks faced at ``site`` by ``company_count`` characters: its own
        (a scenario adds those of the cards in play)."""
        return [Attack.automatic_attack(site, a, company_count) for a in site.automatic_attacks]

    def _item_fields(self, state: S, item: Card) -> dict[str, JSON]:
        """Fields a scenario adds to ``ItemPlayed``."""
        return {}

    def _item_play(self, state: S) -> tuple[str, bool, dict[str, JSON]]:
        """How an item from the hand is played here: the clause cited, whether its bearer taps
        to play it and the fields naming what allowed it (CoE 2.V.4: by tapping, the site
        taps; a scenario may allow it otherwise)."""
        return coe.PLAY_ITEM, True, {}

    def _do_enter(self, ctx: Context[S], move: Move, args: Mapping[str, JSON]) -> None:
        """CoE 2.V.ii: face the site's automatic-attacks."""
        state = ctx.state
        site = self._site_card(state)
        strikes, prowess = self._entry_bonus(ctx)
        attacks = [a.modified(strikes, prowess)
                   for a in self._site_attacks(state, site, len(state.company))]
        ctx.emit("SiteEntered", coe.SITE_PHASE, site=site.id,
                 attacks=[a.to_json() for a in attacks])

    def _do_pass(self, ctx: Context[S], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("PhaseBegan", self.family.end_of_turn, phase=END_OF_TURN)

    def _do_done(self, ctx: Context[S], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("PhaseBegan", self.family.end_of_turn, phase=END_OF_TURN)

    def _do_item(self, ctx: Context[S], move: Move, args: Mapping[str, JSON]) -> None:
        state = ctx.state
        site = self._site_card(state)
        item = self.catalog.get(move.card)
        # A scout's search lets the item be played without tapping the site (Thorough Search).
        searched = {"searched": state.searched_by} if move.mode == "search" else {}
        # Ent-draughts comes in addition to an ally or a faction: no one taps, nor the site.
        extra = {"in_addition": True} if move.mode == ent_draughts.MODE else {}
        rule, taps, allowed = self._item_play(state)
        ctx.emit("ItemPlayed", rule, item=move.card, bearer=move.target, site=site.id,
                 **self._item_fields(state, item), **searched, **extra, **allowed)
        if taps and not extra:
            self._tapped(ctx, move.target, coe.PLAY_ITEM, "to play the item")
        self._after_item_moved(ctx)

    def _do_tribe_gift(self, ctx: Context[S], move: Move, args: Mapping[str, JSON]) -> None:
        """A Dwarf taps for his Dwarven Ring's gift (``dwarven_gifts``): the site untapped,
        minor items into the hand or an item played on him from the play deck, which is
        reshuffled; then his corruption check at +2 (CoE 7.1)."""
        scene = self._gift_scene(ctx.state)
        picked = dwarven_gifts.chosen(scene, move.card, args)  # a bad argument: refused
        gift = dwarven_gifts.gift_of(scene, move.card)
        assert gift is not None
        ring, who = self.catalog.get(move.card), move.target
        rule = dwarven_gifts.RULE
        ctx.emit("CharacterTapped", rule, character=who, to=f"use {ring.name}")
        if gift.does == dwarven_gifts.UNTAP_SITE:
            assert scene.site is not None
            ctx.emit("SiteUntapped", rule, site=scene.site.id, by=ring.id)
        else:
            for card in picked:
                from_deck = card in ctx.state.resource_deck
                ctx.emit("ItemTakenFromDeck" if from_deck else "ItemTakenFromDiscard", rule,
                         card=ring.id, character=who, item=card)
            if gift.does in dwarven_gifts.ITEM_GIFTS:  # played at once on him (CoE 2.V.4)
                site = self._site_card(ctx.state)
                item = self.catalog.get(picked[0])
                ctx.emit("ItemPlayed", coe.PLAY_ITEM, item=item.id, bearer=who, site=site.id,
                         by=ring.id, **self._item_fields(ctx.state, item))
                self._after_item_moved(ctx)
            ctx.shuffle("resources", list(ctx.state.resource_deck), rule)
        bearer = ctx.state.character(who)
        if bearer is not None and ctx.state.outcome is None:
            self._corruption_checked(ctx, bearer, [Modifier(
                dwarven_rings.CHECK_MODIFIER, f"card:{ring.id}", ring.name, rule)])

    def _do_ally(self, ctx: Context[S], move: Move, args: Mapping[str, JSON]) -> None:
        """CoE 2.V.2: the ally comes under the control of the character who taps to play it;
        the site taps."""
        site = self._site_card(ctx.state)
        ctx.emit("AllyPlayed", allies.PLAY_ALLY, ally=move.card, controller=move.target,
                 site=site.id)
        ctx.emit("CharacterTapped", allies.PLAY_ALLY, character=move.target,
                 to="to play the ally")

    # -- evolve -----------------------------------------------------------------------------
    def _on_AllyPlayed(self, state: S, d: Mapping[str, Any]) -> S:
        state = self._take_from_hand(state, str(d["ally"]), to_discard=False)
        site = str(d["site"])
        tapped = state.tapped_sites if site in state.tapped_sites else (*state.tapped_sites, site)
        return replace(state, allies=(*state.allies, (str(d["ally"]), str(d["controller"]))),
                       tapped_sites=tapped,
                       recruited_at=ent_draughts.recruited(state.recruited_at, site))

    def _on_AllyDiscarded(self, state: S, d: Mapping[str, Any]) -> S:
        ally = str(d["ally"])
        tapped, wounded = allies.set_state(state.tapped_allies, state.wounded_allies, ally,
                                           "untapped")
        return replace(state, allies=tuple(a for a in state.allies if a[0] != ally),
                       resource_discard=(*state.resource_discard, ally),
                       tapped_allies=tapped, wounded_allies=wounded)

    def _on_SiteUntapped(self, state: S, d: Mapping[str, Any]) -> S:
        site = str(d["site"])
        return replace(state, tapped_sites=tuple(s for s in state.tapped_sites if s != site))

    def _on_ItemTakenFromDiscard(self, state: S, d: Mapping[str, Any]) -> S:
        discard = list(state.resource_discard)
        discard.remove(str(d["item"]))
        return replace(state, resource_discard=tuple(discard),
                       hand=(*state.hand, str(d["item"])))

    def _on_SiteEntered(self, state: S, d: Mapping[str, Any]) -> S:
        return replace(state, step=ENTERED,
                       pending_attacks=tuple(Attack.from_json(a) for a in d["attacks"]))

    def _on_ItemPlayed(self, state: S, d: Mapping[str, Any]) -> S:
        state = self._take_from_hand(state, str(d["item"]), to_discard=False)
        bearer = state.character(str(d["bearer"]))
        assert bearer is not None
        item = self.item_in_play(str(d["item"]))
        # From version 2 the bearer's tapping is a CharacterTapped fact of its own.
        bearer = bearer if self.explains() or d.get("in_addition") else bearer.tap()
        company = replace_one(state.company, bearer.with_item(item))
        if d.get("searched"):  # the search is spent; the site stays as it was
            return replace(state, company=company, searched_by="")
        if d.get("in_addition"):  # Ent-draughts: the site stays as it was
            return replace(state, company=company)
        return replace(state, company=company,
                       tapped_sites=(*state.tapped_sites, str(d["site"])))
