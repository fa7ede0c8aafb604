"""Storing an item (CoE 2.II.4) and Balin's extra point for a stored Hoard item (RGO-ABIL-5),
from version 29.

In the organization phase an item borne by a character of the company may be stored where
the rules let it be: any item at a Haven (CoE 2.II.4), and a Hoard item at a Dwarf-hold, the
place Balin's line names (no card of the data lets a Hoard item be stored anywhere else), and
from item_places.SINCE_VERSION an item where its own card says, for the points it prints
there (item_places.py). The bearer first makes a corruption check; passed, the item leaves
him for the marshalling-point pile with its points (``ItemStored``), and a Hoard item stored
at a Dwarf-hold by Balin's company is worth one more (``MarshallingPointsGained``,
RGO-ABIL-5). A lost treasure of the golden_hoard option is stored as one
(``store-treasure``), not this way, from golden_hoard.STORE_CHECK_SINCE after the same check.
From ``BEARER_SINCE`` the action names the bearer whose copy is stored
(``store-item:<item>:<character>``, offered for each bearer); before, ``store-item:<item>``
was offered for each bearer alike and stored the company's first bearer's copy.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from domain.cards import Card, fold
from domain.engine import dragons
from domain.engine.characters import Character
from domain.engine.item_places import is_dwarf_hold
from domain.errors import IllegalAction
from domain.narration import named
from domain.ruleset import Action, Context, illegal, played_since
from domain.rulesets.road_goes_ever_on import (
    check_helpers,
    display_copies,
    ent_draughts,
    golden_hoard,
    item_places,
    wizards_ring,
)
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.decision import Decision, Rules

KIND = "store-item"
RULE = "CoE-2.II.4"
BALIN_CLAUSE = "RGO-ABIL-5"
#: The first version that stores items; earlier versions replay as played.
SINCE_VERSION = 29
#: From this version ``store-item`` names the bearer whose copy is stored; before, the
#: company's first bearer's copy was stored, whoever the action was offered for.
BEARER_SINCE = 206


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def place_problem(played: str, item: Card, site: Card) -> tuple[str, str] | None:
    """Why ``item`` cannot be stored at ``site`` (message, clause), or None."""
    never = wizards_ring.store_problem(played, item) or ent_draughts.store_problem(played, item)
    if never is not None:
        return never, RULE
    if site.is_haven or (is_dwarf_hold(site) and dragons.is_hoard_item(item)) \
            or item_places.store_here(played, item, site) is not None:
        return None
    other = item_places.other_place(played, item)
    if other is not None:
        return f"{item.name} is stored at a Haven or at {other}, not at {site.name}.", RULE
    if is_dwarf_hold(site):
        return (f"{item.name} is no Hoard item: only a Hoard item is stored at a Dwarf-hold.",
                BALIN_CLAUSE)
    return (f"An item is stored at a Haven, or a Hoard item at a Dwarf-hold, not at "
            f"{site.name}.", RULE)


def bearer_named(played: str) -> bool:
    return played_since(played, BEARER_SINCE)


def _among(state: State, who: str | None) -> tuple[Character, ...]:
    """The characters whose copy may be stored: the one the action names (``who``), else
    the whole company."""
    if who is None:
        return state.characters
    named = state.character(who)
    return () if named is None else (named,)


def _bearer(state: State, item: str, card: Callable[[str], Card], played: str,
            who: str | None = None) -> Character | None:
    """The first character (``who`` alone, if named) bearing ``item``: from
    golden_hoard.COPIES_SINCE a copy that is no lost treasure."""
    among = _among(state, who)
    if golden_hoard.copies(played):
        return golden_hoard.plain_bearer(state, item, card, among)
    return next((c for c in among if any(i.card_id == item for i in c.items)), None)


def _lost_treasure(state: State, item: str, card: Callable[[str], Card], played: str,
                   who: str | None = None) -> bool:
    """Whether ``item`` is borne as a lost treasure (by ``who``, if named): from
    golden_hoard.COPIES_SINCE no copy of it is borne but lost treasures; from
    display_copies.SINCE_VERSION one of its copies still unstored (a copy taken plainly once
    the treasure is stored is an item); before, any copy of a card ever declared."""
    if golden_hoard.copies(played):
        among = _among(state, who)
        return golden_hoard.plain_bearer(state, item, card, among) is None \
            and golden_hoard.treasure_bearer(state, item, card, among) is not None
    if display_copies.plays(played):
        return item in golden_hoard.unstored(state, played, card)
    return any(i == item for i, _ in state.lost_treasures)


def balin_bonus(state: State, item: Card, site: Card) -> bool:
    """A Hoard item stored at a Dwarf-hold by Balin's company (RGO-ABIL-5, read as Balin in
    the company storing it)."""
    return dragons.is_hoard_item(item) and is_dwarf_hold(site) and any(
        fold(c.name) == fold("Balin") for c in state.characters)


def problem(state: State, item: str, card: Callable[[str], Card], played: str,
            who: str | None = None) -> tuple[str, str] | None:
    """Why ``item`` cannot be stored now (by ``who``, where the action names him), or None."""
    if state.phase != ORGANIZATION:
        return "An item is stored in the organization phase.", RULE
    if who is None and bearer_named(played):
        return (f"Name the bearer whose {card(item).name} is stored: "
                f"{KIND}:{item}:<character>.", RULE)
    treasure = _lost_treasure(state, item, card, played, who)
    if _bearer(state, item, card, played, who) is None \
            and not (treasure and golden_hoard.copies(played)):
        whose = "a character of this company" if who is None else \
            f"{named(card, who)} of this company"
        return f"{named(card, item)} is no item borne by {whose}.", RULE
    if treasure:
        return (f"{card(item).name} is a lost treasure: it is stored as one, at a Haven "
                "(store-treasure).", "TDH-SPEC-7")
    return place_problem(played, card(item), card(state.site))


def actions(state: State, card: Callable[[str], Card], played: str) -> list[Action]:
    """Each item a character may store, offered by its bearer: from ``BEARER_SINCE`` the
    action names him (``store-item:<item>:<character>``), before the company's first bearer
    stored it whichever was offered."""
    if state.phase != ORGANIZATION:
        return []
    site = card(state.site)
    out = []
    copies = golden_hoard.copies(played)  # a lost treasure's copy is stored as one
    named = bearer_named(played)
    for c in state.characters:
        for item in dict.fromkeys(i.card_id for i in c.items
                                  if not (copies and golden_hoard.is_treasure(state, i, card))):
            if problem(state, item, card, played, c.card_id if named else None) is None:
                bonus = " (Balin: +1 MP)" if balin_bonus(state, card(item), site) else ""
                points = item_places.stored_points(played, card(item), site)
                out.append(Action(f"{KIND}:{item}" + (f":{c.card_id}" if named else ""),
                                  f"{c.name} stores {card(item).name} at {site.name} for "
                                  f"{points} MP{bonus}; a corruption check first", RULE))
    return out


def refusal(state: State, rest: str, card: Callable[[str], Card],
            played: str) -> IllegalAction:
    item, who = _parts(rest, played)
    try:
        found = problem(state, item, card, played, who)
    except KeyError:
        found = None
    return illegal(*(found or (f"{item} cannot be stored now.", RULE)))


def _parts(rest: str, played: str) -> tuple[str, str | None]:
    """The item and, from ``BEARER_SINCE``, the bearer ``store-item:<rest>`` names."""
    if not bearer_named(played):
        return rest, None
    item, _, who = rest.partition(":")
    return item, who or None


def store(ctx: Context[State], item: Card,
          check: Callable[[Context[State], Character, int, str], None],
          who: str | None = None) -> None:
    """The bearer's corruption check (``check``), then the item to the MP pile: the copy of
    ``who`` where the action names him, else of the company's first bearer; from
    check_helpers.OTHERS_SINCE once the check is rolled (``checked``) if it waits for
    helpers."""
    bearer = _bearer(ctx.state, item.id, ctx.ruleset.catalog.get, ctx.ruleset.played, who)
    assert bearer is not None
    check(ctx, bearer, 0, RULE)
    if ctx.state.awaited_check is None:
        _stored(ctx, item, bearer.card_id)


def checked(ctx: Context[State], item: Card, who: str, roll: Callable[[], None]) -> None:
    """The check of ``who`` storing ``item``, declared waiting for helpers, made (``roll``),
    then the item stored if he passed."""
    roll()
    _stored(ctx, item, who)


def _stored(ctx: Context[State], item: Card, who: str) -> None:
    """The item stored by ``who`` once his check is made."""
    card, played = ctx.ruleset.catalog.get, ctx.ruleset.played
    site = card(ctx.state.site)
    # The check failed: the item went with its bearer (a copy another bears stays). In every
    # version: an ItemStored for a bearer gone from play could not be evolved, so no game
    # recorded one.
    if _bearer(ctx.state, item.id, card, played, who) is None:
        return
    ctx.emit("ItemStored", RULE, card=item.id, name=item.name, character=who,
             site=site.id, points=item_places.stored_points(played, item, site))
    if balin_bonus(ctx.state, item, site):
        ctx.emit("MarshallingPointsGained", BALIN_CLAUSE, card=item.id,
                 name=f"{item.name} (stored at {site.name} by Balin's company)", kind="item",
                 points=1)


def handle(rules: Rules, d: Decision) -> None:
    """Play ``store-item:<item>`` (from ``BEARER_SINCE`` ``store-item:<item>:<character>``)
    (the ruleset's table of handlers)."""
    d.require(lambda: refusal(d.state, d.rest, rules.catalog.get, rules.played))
    item, who = _parts(d.rest, rules.played)
    store(d.ctx, rules.catalog.get(item), d.turn.waiting_check(check_helpers.STORED, item),
          who)
