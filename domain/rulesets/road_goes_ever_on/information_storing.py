"""The Information quests that keep their sage tapped until they are stored, and Reforging's
use once stored (``SINCE_VERSION`` on), as their cards print them.

Dreams of Lore (TW-210), Reforging (TW-314) and Andúril, the Flame of the West (TW-192) are
Information quests (information.py). Taken, the sage taps as before (RGO-QUEST-4) and holds the
card, not yet in the marshalling-point pile (``CardHeld``): he does not untap, by the untap
phase or any card, until he stores it at a Haven in his company's organization phase
(``store-information:<card>:<sage>``; ``CardStored``, then its points). A sage leaving play
discards the card he holds (state.py). Andúril's sage first makes a corruption check at -3.

Once Reforging is stored, in the organization phase an untapped sage at a Haven may tap and
discard it from the pile (``MarshallingPointsLost``) to take back a minor or major weapon,
armour or shield from the discard pile (a Hoard item too), which a character of his company
bears (``reforge:<item>:<sage>``, the ``bearer`` argument, else the sage;
``ItemRetrieved``). Earlier versions took them for their points at once and replay as played.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from domain.canonical import JSON
from domain.cards import Card, fold
from domain.errors import IllegalAction
from domain.narration import named
from domain.ruleset import Action, Context, illegal, played_since
from domain.rulesets.road_goes_ever_on.items_in_play import item_data
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, State, item_from_json

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.decision import Decision, Rules

#: The first version of the ruleset that plays these rules.
SINCE_VERSION = 148
STORE, REFORGE = "store-information", "reforge"
KINDS = (STORE, REFORGE)
RULE = "RGO-QUEST-4"
STORE_RULE = "CoE-2.II.4"
BEARER_ARG = "bearer"
#: The cards whose sage stays tapped until they are stored, and their corruption-check
#: modifier when taken (None: no check).
HELD = {fold("Dreams of Lore"): None, fold("Reforging"): None,
        fold("Andúril, the Flame of the West"): -3}
REFORGING = fold("Reforging")
#: What Reforging takes back: its item classes and kinds.
CLASSES = ("minor", "major")
ITEM_KINDS = ("weapon", "armour", "shield")


def plays(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def held_until_stored(played: str, card: Card) -> bool:
    return plays(played) and fold(card.name) in HELD


def check_modifier(played: str, card: Card) -> int | None:
    """The corruption-check modifier of the sage taking ``card`` (None: no check)."""
    return HELD.get(fold(card.name)) if plays(played) else None


def taken(ctx: Context[State], card: Card, sage: str) -> None:
    """The sage holds the card until he stores it; he does not untap till then."""
    ctx.emit("CardHeld", RULE, card=card.id, character=sage, bars_untap=True)


# -- storing ------------------------------------------------------------------------------------

def _holds(state: State, card: Callable[[str], Card]) -> list[tuple[str, str]]:
    """(card, sage) of the Information cards held in the running company."""
    return [(c, who) for c, who in state.held
            if fold(card(c).name) in HELD and state.character(who) is not None]


def store_problem(state: State, card: Callable[[str], Card], held: str,
                  sage: str) -> str | None:
    name = card(held).name if held else "The card"
    if (held, sage) not in _holds(state, card):
        return f"No sage of the company holds {name} as {sage}."
    if state.phase != ORGANIZATION:
        return f"{name} is stored in the organization phase."
    site = card(state.site)
    if not site.is_haven:
        return f"{name} is stored at a Haven, not at {site.name}."
    return None


def store(ctx: Context[State], card: Callable[[str], Card], held: str, sage: str) -> None:
    found = card(held)
    ctx.emit("CardStored", STORE_RULE, card=held, character=sage, site=ctx.state.site)
    ctx.emit("MarshallingPointsGained", STORE_RULE, card=held, name=found.name,
             kind="miscellaneous", points=found.marshalling_points or 0)


# -- Reforging ------------------------------------------------------------------------------

def retrievable(state: State, card: Callable[[str], Card], played: str) -> list[str]:
    """The minor or major weapons, armours and shields of the discard pile, once each."""
    out = []
    for c in dict.fromkeys(state.discard):
        found = card(c)
        if not found.is_item or found.item_class not in CLASSES:
            continue
        if item_from_json(item_data(found, played)).kind in ITEM_KINDS:
            out.append(c)
    return out


def _stored_reforging(state: State) -> str | None:
    return next((r.card for r in state.mp if fold(r.name) == REFORGING), None)


def reforge_problem(state: State, card: Callable[[str], Card], played: str, item: str,
                    sage: str, bearer: str | None = None) -> str | None:
    who = state.character(sage)
    if _stored_reforging(state) is None:
        return "Reforging is used once it is stored in the marshalling-point pile."
    if state.phase != ORGANIZATION:
        return "Reforging is used in the organization phase."
    if who is None or not who.has_skill("sage") or not who.untapped:
        return "Reforging is used by an untapped sage of the company."
    if not card(state.site).is_haven:
        return f"Reforging is used by a sage at a Haven, not at {card(state.site).name}."
    if item not in retrievable(state, card, played):
        return "Reforging takes back a minor or major weapon, armour or shield of the " \
               "discard pile."
    if bearer is not None and state.character(bearer) is None:
        return f"{named(card, bearer)} is no character of the sage's company."
    return None


def actions(state: State, card: Callable[[str], Card], played: str) -> list[Action]:
    if not plays(played) or state.phase != ORGANIZATION:
        return []
    out = [Action(f"{STORE}:{held}:{sage}", f"{card(sage).name} stores {card(held).name} at "
                  f"{card(state.site).name} ({card(held).marshalling_points or 0} MP)",
                  STORE_RULE)
           for held, sage in _holds(state, card) if store_problem(state, card, held, sage)
           is None]
    if _stored_reforging(state) is not None:
        for sage in (c for c in state.characters if c.has_skill("sage") and c.untapped):
            for item in retrievable(state, card, played):
                if reforge_problem(state, card, played, item, sage.card_id) is None:
                    out.append(Action(f"{REFORGE}:{item}:{sage.card_id}",
                                      f"{sage.name} taps and discards Reforging to take back "
                                      f"{card(item).name}", RULE))
    return out


def refusal(state: State, card: Callable[[str], Card], played: str, kind: str, rest: str,
            args: Mapping[str, JSON]) -> IllegalAction:
    first, _, sage = rest.partition(":")
    if kind == STORE:
        return illegal(store_problem(state, card, first, sage)
                       or "The game waits for another decision first.", STORE_RULE)
    bearer = args.get(BEARER_ARG)
    return illegal(reforge_problem(state, card, played, first, sage,
                                   None if bearer is None else str(bearer))
                   or "The game waits for another decision first.", RULE)


def decide(ctx: Context[State], card: Callable[[str], Card], kind: str, rest: str,
           args: Mapping[str, JSON]) -> None:
    first, _, sage = rest.partition(":")
    if kind == STORE:
        store(ctx, card, first, sage)
        return
    bearer = str(args.get(BEARER_ARG) or sage)
    reforging = _stored_reforging(ctx.state)
    assert reforging is not None
    ctx.emit("CharacterStateChanged", RULE, character=sage, state="tapped")
    ctx.emit("MarshallingPointsLost", RULE, cards=[reforging],
             reason=f"discarded to take back {card(first).name}")
    ctx.emit("ItemRetrieved", RULE, card=first, character=bearer,
             item=item_data(card(first), ctx.ruleset.played), by=reforging)


def policy_choice(ids: list[str]) -> str | None:
    """Store a held Information card whenever it can."""
    return next((i for i in ids if i.startswith(f"{STORE}:")), None)


_TEST = "tests/rules/test_road_goes_ever_on_information_storing.py::"
_HELD = _TEST + "test_the_sage_holds_dreams_of_lore_tapped_until_he_stores_it"
#: What the coverage says of each card: what is left out, its test, the first version.
COVERAGE = {
    "TW-210": ("", _HELD, SINCE_VERSION),
    "TW-314": ("", _TEST + "test_a_stored_reforging_takes_back_a_weapon", SINCE_VERSION),
    "TW-192": ("its joining Narsil once stored (with a stored Reforging discarded) and what "
               "it then gives the bearer: 4 marshalling points, +4 prowess to 11, +1 direct "
               "influence, a corruption point, and its tap to untap a Dúnadan", _HELD,
               SINCE_VERSION),
}


def handle(rules: Rules, d: Decision) -> None:
    """Play ``store-information`` or ``reforge``, the bearer named by his argument (the
    ruleset's table of handlers)."""
    bearer = d.args.get(BEARER_ARG)
    if not d.listed() or (bearer is not None and d.state.character(str(bearer)) is None):
        raise refusal(d.state, rules.catalog.get, rules.played, d.kind, d.rest, d.args)
    decide(d.ctx, rules.catalog.get, d.kind, d.rest, d.args)
