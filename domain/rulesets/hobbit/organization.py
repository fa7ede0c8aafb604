"""The organization phase the family shares: giving an item to a companion (CoE 2.II.5, with
the giver's corruption check, CoE 7.1) and characters leaving the company."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from domain.canonical import JSON
from domain.engine import coe
from domain.engine.characters import Character, replace_one
from domain.engine.checks import Modifier
from domain.engine.corruption import (
    DISCARDED,
    PASSED,
    corruption_check,
    corruption_roll,
    may_fail,
    wizard_result,
)
from domain.immutable import replace
from domain.ruleset import Context, played_since
from domain.rulesets.hobbit import nenya, ring_texts
from domain.rulesets.hobbit.moves import Move, site_here
from domain.rulesets.hobbit.turn import HobbitRules, S


class Organization(HobbitRules[S]):
    def _do_transfer(self, ctx: Context[S], move: Move, args: Mapping[str, JSON]) -> None:
        """CoE 2.II.5: the bearer makes a corruption check (CoE 7.1)."""
        giver = ctx.state.character(move.holder)
        assert giver is not None
        if self._corruption_checked(ctx, giver):
            ctx.emit("ItemTransferred", coe.TRANSFER_ITEM, item=move.card, origin=giver.card_id,
                     to=move.target)
            self._after_item_moved(ctx)

    def _corruption_checked(self, ctx: Context[S], who: Character,
                            extra: Sequence[Modifier] = (), leaves: bool = True,
                            asked_by: str = "") -> bool:
        """``who``'s corruption check (CoE 7.1), with the cards played for it and ``extra``
        (a card's modifier to this check); failed, he is discarded or eliminated with his
        items (a Wizard eliminated where another would be discarded, ``eliminates_wizard``;
        not with ``leaves`` False: a card whose failed check takes something else).
        True when it passes; Nenya's gift waiting for it, it succeeds with no roll.
        ``asked_by``: the hazard card asking for it, named from ``asked_checks_from``."""
        return self._check_made(ctx, who, extra, leaves, asked_by, coe.CORRUPTION_CHECK)

    def _check_made(self, ctx: Context[S], who: Character, extra: Sequence[Modifier],
                    leaves: bool, asked_by: str, rule: str) -> bool:
        """``_corruption_checked``'s check, its ``CorruptionChecked`` citing ``rule``: the
        standard one of the check, or the rule asking for it where a scenario cites that."""
        if (assured := self._assured(ctx.state, who)) is not None:
            nenya.succeed(ctx, who, assured)
            return True
        index = ctx.position("dice")
        dice = ctx.roll(f"corruption check of {who.name}", coe.CORRUPTION_CHECK)
        roll = sum(dice)
        # Cards played for this check (only scripted cards give a bonus) are modifiers of
        # their own, and the fact names them only when there are some.
        bonus = sum(amount for c, amount in ctx.state.check_bonus if c == who.card_id)
        cards = [Modifier(bonus, "state:check-bonus", "cards played for this check",
                          coe.CORRUPTION_CHECK)] if bonus else []
        extra = [*self.printed_corruption(who.card_id), *extra]
        borne = self._cards_corruption(ctx.state, who.card_id) \
            + self._palantir_corruption(ctx.state, who.card_id)
        points = self._check_points(ctx.state, who)
        result = corruption_check(roll, points, who.corruption_modifier + bonus
                                  + sum(m.amount for m in extra))
        if self.eliminates_wizard(who):
            result = wizard_result(result)
        explained: dict[str, JSON] = {"bonus": bonus} if bonus else {}
        if asked_by and self.names_asking_card():
            explained["asked_by"] = asked_by
        if self.explains():
            # The corruption cards he bears count in the check's points (none before a
            # scenario kept such cards, whose checks' records stay as they were); from
            # ``check_points_from`` every point the result is judged on does.
            whole = self.check_points_from is not None \
                and played_since(self.played, self.check_points_from)
            explained["check"] = corruption_roll(who, [*cards, *extra], dice, index,
                                                 points if borne or whole else None).to_json()
        ctx.emit("CorruptionChecked", rule, character=who.card_id, roll=roll,
                 modifier=who.corruption_modifier, points=points,
                 result=result, **explained)
        kept = False
        if leaves and result == DISCARDED:
            kept = self._kept(ctx, who, "a failed corruption check")
            if not kept:
                items = self._items_leave(ctx, who, coe.CORRUPTION_CHECK)
                ctx.emit("CharacterDiscarded", coe.CORRUPTION_CHECK, character=who.card_id,
                         items=items)
        elif leaves and result != PASSED:
            items = self._items_leave(ctx, who, coe.CORRUPTION_CHECK)
            ctx.emit("CharacterEliminated", coe.CORRUPTION_CHECK, character=who.card_id,
                     items_to=[], items_discarded=items)
        self._lose_if_hero_gone(ctx, corrupted=who.card_id == ctx.state.hero)
        return result == PASSED or kept and self._kept_passes()

    def _assured(self, state: S, who: Character) -> str | None:
        """The Nenya whose gift makes ``who``'s check succeed now (None: none; ``nenya``)."""
        if not state.assured_checks:
            return None
        # From ``site_lookup_from`` the site as treated this turn (a Shadow-hold Quiet Lands
        # treats as a Ruins & Lairs is none); before, the first card of the location's name.
        site = site_here(state, self.catalog) if self.plays_site_lookup() \
            else self.catalog.find(state.location, "Hero")
        return nenya.waiting(state.assured_checks, who.card_id,
                             site.site_type if site is not None else None)

    def _check_points(self, state: S, who: Character) -> int:
        """The corruption points ``who``'s check is made against: his own, a Ring's more by
        its text, the corruption cards he bears, an Align Palantír's on a stone he bears."""
        return who.corruption_points + ring_texts.extra_corruption(
            self.played, self.ring_powers_from, self.catalog.get, state.company, who) \
            + self._cards_corruption(state, who.card_id) \
            + self._palantir_corruption(state, who.card_id)

    def _check_may_fail(self, state: S, who: Character,
                        extra: Sequence[Modifier] = ()) -> bool:
        """Whether ``who``'s corruption check (with ``extra``) fails on the lowest roll, so may
        fail at all (CoE 7.1)."""
        bonus = sum(amount for c, amount in state.check_bonus if c == who.card_id)
        modifier = who.corruption_modifier + bonus + sum(
            m.amount for m in (*self.printed_corruption(who.card_id), *extra))
        return may_fail(self._check_points(state, who), modifier)

    def _kept_passes(self) -> bool:
        """Whether a character a card kept from the discard of his failed corruption check
        passed it (CoE 7.1.3; a scenario says so: none does but where it says)."""
        return False

    def _on_CorruptionChecked(self, state: S, d: Mapping[str, Any]) -> S:
        """The cards played for a character's check are spent on it."""
        return replace(state, check_bonus=tuple(
            (who, amount) for who, amount in state.check_bonus if who != d["character"]))

    def _on_CorruptionCheckAssured(self, state: S, d: Mapping[str, Any]) -> S:
        return replace(state, assured_checks=nenya.played(state.assured_checks, d))

    def _on_CorruptionCheckSucceeded(self, state: S, d: Mapping[str, Any]) -> S:
        """The gift is used up and, as by a check, the cards played for it."""
        return self._on_CorruptionChecked(
            replace(state, assured_checks=nenya.used(state.assured_checks, d)), d)

    def _on_CharacterDiscarded(self, state: S, d: Mapping[str, Any]) -> S:
        card_id = str(d["character"])
        state = self._remove(state, card_id)
        return replace(state, discarded_characters=(*state.discarded_characters, card_id),
                       resource_discard=state.resource_discard + tuple(d["items"]))

    def _on_ItemTransferred(self, state: S, d: Mapping[str, Any]) -> S:
        giver = state.character(str(d["origin"]))
        assert giver is not None
        giver, item = giver.without_item(str(d["item"]))
        company = replace_one(state.company, giver)
        taker = next(c for c in company if c.card_id == d["to"])
        return replace(state, company=replace_one(company, taker.with_item(item)))
