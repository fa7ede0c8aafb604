"""Removing a corruption card from a character (CoE 7.3), in the scenarios that keep corruption
cards on their characters: in the organization phase an untapped bearer taps to roll 2D6, or
takes -3 on the roll and stays untapped; the card is discarded when the roll reaches its
number. Each scenario says which (card, bearer) pairs may roll now and the number of each card
(None: the player declares the number printed on it, ``needed``, and the roll records that it
was declared)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from domain.canonical import JSON
from domain.cards import Catalog
from domain.engine.characters import Character
from domain.engine.checks import AT_LEAST, Modifier, check
from domain.errors import IllegalAction
from domain.ruleset import Context
from domain.rulesets.hobbit.moves import Add, Move
from domain.rulesets.road_goes_ever_on.corruption import NEEDED_PARAM

RULE = "CoE-7.3"
STAY_UNTAPPED = -3
UNTAPPED = "untapped"  # the mode that takes -3 to stay untapped


def moves(pairs: Sequence[tuple[str, str]], catalog: Catalog, add: Add,
          number: Callable[[str], int | None]) -> None:
    """The two rolls of each (corruption card, bearer) of ``pairs``."""
    for card, who in pairs:
        params = {} if number(card) is not None else NEEDED_PARAM
        name, bearer = catalog.get(card).name, catalog.get(who).name
        add(f"remove:{card}:{who}", f"{bearer} taps to try to remove {name}", RULE,
            Move("remove", card, target=who), params)
        add(f"remove:{card}:{who}:{UNTAPPED}",
            f"{bearer} tries to remove {name} at -3, staying untapped", RULE,
            Move("remove", card, mode=UNTAPPED, target=who), params)


def attempt(ctx: Context[Any], catalog: Catalog, move: Move, args: Mapping[str, JSON],
            needed: int | None, **fields: JSON) -> None:
    """The roll (``needed``: the card's number, None to take the player's); a number the
    player declares is checked before anything is written; ``fields``: the scenario's own, in
    the fact."""
    card, who = move.card, move.target
    name = catalog.get(card).name
    declared = needed is None
    if needed is None:
        given = args.get("needed")
        if not isinstance(given, int) or isinstance(given, bool) or not 2 <= given <= 12:
            raise IllegalAction(f"Declare the roll printed on {name} that removes it (the "
                                "\"needed\" argument, 2 to 12).", clause=RULE)
        needed = given
    untapped = move.mode == UNTAPPED
    modifiers = [Modifier(STAY_UNTAPPED, "state:untapped", "stays untapped", RULE)] \
        if untapped else []
    index = ctx.position("dice")
    dice = ctx.roll(f"removing {name}", RULE)
    made = check(dice, modifiers, needed, AT_LEAST, index)
    ctx.emit("CorruptionRemovalRolled", RULE, card=card, character=who, roll=sum(dice),
             needed=needed, declared=declared, stays_untapped=untapped, removed=made.passed,
             check=made.to_json(), **fields)


def refusal(rest: str, corruption: Sequence[tuple[str, str, int]],
            character: Callable[[str], Character | None], now: bool,
            tried: Sequence[str], name: Callable[[str], str]) -> IllegalAction:
    """Why ``remove:<rest>`` is not legal (``now``: the organization phase, outside an
    attack; ``tried``: the cards rolled for this turn), naming the reason."""
    card, _, who = rest.partition(":")
    who = who.partition(":")[0]
    if not now:
        why = "a corruption card is removed in the organization phase"
    elif not any((w, c) == (who, card) for w, c, _ in corruption):
        why = (f"{name(card) if card else 'that card'} is not a corruption card on "
               f"{name(who) if who else 'that character'}")
    elif card in tried:
        why = f"{name(card)} has been rolled for this turn"
    elif (bearer := character(who)) is None or not bearer.untapped:
        why = f"{name(who)} is not untapped"
    else:
        why = "its form is remove:<card>:<character>[:untapped]"
    return IllegalAction(f"Cannot remove: {why}.", clause=RULE)
