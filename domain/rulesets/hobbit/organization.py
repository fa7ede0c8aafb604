"""The organization phase the family shares: giving an item to a companion (CoE 2.II.5, with
the giver's corruption check, CoE 7.1), characters leaving the company, and the corruption
check itself, which from a scenario's ``check_helpers_from`` may wait for companions tapping
to help it (CoE 7.1.1, ``check_helpers``)."""

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
from domain.errors import IllegalAction
from domain.immutable import replace
from domain.ruleset import Context, played_since
from domain.rulesets.hobbit import check_helpers, nenya, ring_texts
from domain.rulesets.hobbit.moves import Legal, Move, site_here
from domain.rulesets.hobbit.state import ORGANIZATION, SITE
from domain.rulesets.hobbit.turn import HobbitRules, S


class Organization(HobbitRules[S]):
    def _do_transfer(self, ctx: Context[S], move: Move, args: Mapping[str, JSON]) -> None:
        """CoE 2.II.5: the bearer makes a corruption check (CoE 7.1), the item given if he
        passes; from ``check_helpers_from`` the check may wait for helpers."""
        giver = ctx.state.character(move.holder)
        assert giver is not None
        if self._checked_or_waiting(ctx, giver, check_helpers.TRANSFER, move.card, move.target):
            self._transferred(ctx, giver.card_id, move.card, move.target)

    def _transferred(self, ctx: Context[S], giver: str, item: str, to: str) -> None:
        ctx.emit("ItemTransferred", coe.TRANSFER_ITEM, item=item, origin=giver, to=to)
        self._after_item_moved(ctx)

    # -- a check waiting for helpers (CoE 7.1.1, ``check_helpers``) ------------------------
    def plays_check_helpers(self) -> bool:
        """Whether the version played lets a check wait for helpers (``check_helpers_from``)."""
        return self.check_helpers_from is not None \
            and played_since(self.played, self.check_helpers_from)

    def _check_may_wait(self, state: S, who: Character) -> bool:
        """Whether ``who``'s check, asked by the player's own action as its last act, waits for
        helpers: from ``check_helpers_from``, in the organization or site phase with no attack
        under way or to come (the game can simply wait), none waiting already, no Nenya's gift
        making it succeed, and an untapped companion to help."""
        return self.plays_check_helpers() and state.check_waiting is None \
            and state.outcome is None and state.phase in (ORGANIZATION, SITE) \
            and state.combat is None and not state.set_aside and state.next_attack is None \
            and not state.pending_attacks and not state.legacy \
            and state.character(who.card_id) is not None and self._assured(state, who) is None \
            and bool(check_helpers.able(state, who.card_id))

    def _checked_or_waiting(self, ctx: Context[S], who: Character, check: str,
                            card: str = "", to: str = "",
                            extra: Sequence[Modifier] = ()) -> bool:
        """``who``'s check asked by the player's action as its last act (``check``: what goes
        on once it is rolled, ``check_helpers``): declared waiting for helpers where it may
        (``_check_may_wait``; False, nothing done yet), else made now (True if it passed)."""
        state = ctx.state
        if not self._check_may_wait(state, who):
            return self._corruption_checked(ctx, who, extra)
        ctx.emit(check_helpers.AWAITED, check_helpers.RULE, **check_helpers.declared(
            who.card_id, check, self._check_points(state, who),
            self._check_modifier(state, who, extra), check_helpers.able(state, who.card_id),
            card, to, extra))
        return False

    def _do_help_check(self, ctx: Context[S], move: Move, args: Mapping[str, JSON]) -> None:
        """A companion taps to give the check waiting +1 (CoE 7.1.1)."""
        waiting = ctx.state.check_waiting
        assert waiting is not None
        ctx.emit("CharacterStateChanged", check_helpers.RULE, character=move.target,
                 state="tapped", reason=check_helpers.REASON)
        ctx.emit(check_helpers.HELPED, check_helpers.RULE, character=waiting.character,
                 helper=move.target)

    def _do_roll_check(self, ctx: Context[S], move: Move, args: Mapping[str, JSON]) -> None:
        """The check waiting rolled with its helpers (``_corruption_checked`` counts them),
        then what asked it goes on: the item given, where its giver passed."""
        waiting = ctx.state.check_waiting
        assert waiting is not None
        who = ctx.state.character(waiting.character)
        assert who is not None
        passed = self._corruption_checked(ctx, who, waiting.extra)
        if passed and waiting.check == check_helpers.TRANSFER:
            self._transferred(ctx, who.card_id, waiting.card, waiting.to)

    def _check_wait_moves(self, state: S) -> Legal | None:
        """While a check waits, all that may be done (None: none waits)."""
        if state.check_waiting is None or state.outcome is not None:
            return None
        return check_helpers.moves(state, self._name)

    def _check_wait_refusal(self, state: S, action: str) -> IllegalAction | None:
        """Why a help or a roll is refused, or anything else while a check waits (None: not
        refused so; before ``check_helpers_from``, never)."""
        if not self.plays_check_helpers() or state.outcome is not None:
            return None
        kind, _, rest = action.partition(":")
        return check_helpers.refusal(state, kind, rest, self._name,
                                     lambda card: card in self.catalog)

    def _on_CheckAwaited(self, state: S, d: Mapping[str, Any]) -> S:
        return replace(state, check_waiting=check_helpers.waiting(d))

    def _on_CheckHelped(self, state: S, d: Mapping[str, Any]) -> S:
        waiting = state.check_waiting
        assert waiting is not None
        return replace(state, check_waiting=replace(
            waiting, helpers=(*waiting.helpers, str(d["helper"]))))

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
        # The scenario's own (``_check_extras``), then the helpers of a check that waited.
        helped = check_helpers.modifiers(ctx.state, who.card_id, self._name)
        extra = [*self.printed_corruption(who.card_id), *extra,
                 *self._check_extras(ctx.state, who), *helped]
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
        explained.update(check_helpers.named(helped))
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

    def _check_extras(self, state: S, who: Character) -> list[Modifier]:
        """What the scenario adds to ``who``'s check beyond his own and the card asking it
        (none, but where a scenario says: There and Back Again's Fellowship)."""
        return []

    def _check_modifier(self, state: S, who: Character, extra: Sequence[Modifier] = ()) -> int:
        """All ``who``'s check with ``extra`` counts but its dice and helpers, as
        ``_corruption_checked`` counts it: his own, the cards played for it, his card's
        printed modifier, ``extra`` and the scenario's (``_check_extras``)."""
        bonus = sum(amount for c, amount in state.check_bonus if c == who.card_id)
        return who.corruption_modifier + bonus + sum(m.amount for m in (
            *self.printed_corruption(who.card_id), *extra, *self._check_extras(state, who)))

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
        """The cards played for a character's check are spent on it; a check of his that
        waited is rolled."""
        waiting = state.check_waiting
        return replace(state, check_bonus=tuple(
            (who, amount) for who, amount in state.check_bonus if who != d["character"]),
            check_waiting=None if waiting is not None and waiting.character == d["character"]
            else waiting)

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
