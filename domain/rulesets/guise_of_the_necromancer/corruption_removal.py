"""Removing a corruption card (CoE 7.3): in the organization phase an untapped character
bearing one taps to roll 2D6, or takes -3 on the roll and stays untapped; the card is
discarded when the roll reaches its number. One roll per card a turn (a reading: staying
untapped would otherwise buy endless rolls). The numbers of the common corruption cards are
the table The Road Goes Ever On ships (``seeds/tables/road-goes-ever-on/corruption-removal.json``),
and from ``corruption_cards.SINCE`` those printed on The Burden of Time and Lure of Expedience;
for any other card the player declares the number printed on it (``needed``), and the roll
records that it was declared."""

from __future__ import annotations

from collections.abc import Mapping

from domain.canonical import JSON
from domain.cards import Catalog, fold
from domain.engine.checks import AT_LEAST, Modifier, check
from domain.errors import IllegalAction
from domain.ruleset import Context
from domain.rulesets.guise_of_the_necromancer import corruption_cards
from domain.rulesets.guise_of_the_necromancer.state import ORGANIZATION, State
from domain.rulesets.hobbit.moves import Add, Move
from domain.rulesets.road_goes_ever_on.corruption import NEEDED_PARAM, removal_numbers

RULE = "CoE-7.3"
STAY_UNTAPPED = -3
UNTAPPED = "untapped"  # the mode that takes -3 to stay untapped


def number(catalog: Catalog, card_id: str, played: str) -> int | None:
    """The lowest roll that removes the card, when the table knows it or, from
    ``corruption_cards.SINCE``, the card has it printed."""
    found = removal_numbers().get(fold(catalog.get(card_id).name))
    return found if found is not None else corruption_cards.removal_number(card_id, played)


def attempts(state: State) -> list[tuple[str, str]]:
    """(corruption card, bearer) pairs an untapped bearer may try to remove now."""
    if state.phase != ORGANIZATION or state.fight is not None:
        return []
    out = []
    for who, card, _ in dict.fromkeys(state.corruption):
        company = state.company_of(who)
        bearer = company.character(who) if company else None
        if bearer is not None and bearer.untapped and card not in state.removal_tried:
            out.append((card, who))
    return out


def moves(state: State, catalog: Catalog, add: Add, played: str) -> None:
    for card, who in attempts(state):
        params = {} if number(catalog, card, played) is not None else NEEDED_PARAM
        name, bearer = catalog.get(card).name, catalog.get(who).name
        add(f"remove:{card}:{who}", f"{bearer} taps to try to remove {name}", RULE,
            Move("remove", card, target=who), params)
        add(f"remove:{card}:{who}:{UNTAPPED}",
            f"{bearer} tries to remove {name} at -3, staying untapped", RULE,
            Move("remove", card, mode=UNTAPPED, target=who), params)


def attempt(ctx: Context[State], catalog: Catalog, move: Move,
            args: Mapping[str, JSON]) -> None:
    """The roll; a number the player declares is checked before anything is written."""
    card, who = move.card, move.target
    name = catalog.get(card).name
    needed = number(catalog, card, ctx.ruleset.played)
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
    index = ctx.table.position("dice")
    dice = ctx.roll(f"removing {name}", RULE)
    made = check(dice, modifiers, needed, AT_LEAST, index)
    ctx.emit("CorruptionRemovalRolled", RULE, card=card, character=who, roll=sum(dice),
             needed=needed, declared=declared, stays_untapped=untapped, removed=made.passed,
             check=made.to_json())
