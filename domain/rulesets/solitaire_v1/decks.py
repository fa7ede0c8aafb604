"""Building and checking the six decks (SV1-SETUP-*).

A setup names an alignment and card sets; each deck is either every card of that alignment and
those sets that belongs in it (the pool), a deck list the player gives (card names or ids, a
card repeated once per copy), or the deck set shipped in ``seeds/decks/solitaire-v1/`` named by
``"decks": "<name>"``. Preparing a setup resolves every deck to card instances (see
:mod:`.state`), so the game's first event holds everything replay needs.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from functools import cache, lru_cache
from importlib import resources
from typing import Any

from domain.canonical import JSON
from domain.cards import SET_ORDER, Card, Catalog, UnknownCard
from domain.engine import balrog_deck
from domain.errors import InvalidSetup
from domain.rulesets.solitaire_v1.facts import hazard_nature, resource_nature
from domain.rulesets.solitaire_v1.state import DECKS
from domain.text import quoted

#: Setup alignments and the card alignment they draw from (besides Neutral cards).
ALIGNMENTS: dict[str, str] = {"hero": "Hero", "minion": "Minion",
                              "fallen-wizard": "Fallen-wizard", "balrog": "Balrog"}
#: The alignment played when neither the setup nor its deck set names one.
DEFAULT_ALIGNMENT = "hero"
DEFAULT_SETS: tuple[str, ...] = ("TW",)
#: The sets whose cards fill the default decks of a minion's and a Balrog's player, which the
#: starter catalog (The Wizards alone) lacks: a refused setup says so.
NEEDED_SETS: dict[str, tuple[str, ...]] = {"minion": ("TW", "LE"), "balrog": ("TW", "BA")}
CARD_DATABASE = "the Council of Elrond card database (REDBOOK_CARDS or --cards)"

#: From version 4 (``BY_PLAYER_FROM``), the card alignments each kind of player draws on, by
#: the kind of card (besides Neutral cards; "Dual" resources serve either side), as the
#: standard deck rules let that player include them: characters (CoE-1.3.W2, CoE-1.3.R2,
#: CoE-1.3.F4, CoE-1.3.B2), resources (CoE-1.3.W3 and CoE-1.3.R3: a Wizard may take minion
#: items and a Ringwraith hero items; CoE-1.3.F1: a Fallen-wizard both sides' resources and
#: his Stage resources; CoE-1.3.B3) and sites (CoE-1.4.W1, CoE-1.4.R1, CoE-1.4.F1,
#: CoE-1.4.B1). Before, a player drew on his own alignment alone, so that a Fallen-wizard's
#: or a Balrog's pool held no resource at all. The pool takes every such card of the sets;
#: the other limits of deck building (unique cards, Balrog-only characters, cards a player
#: may not include) are a deck list's to choose, as they always were.
BY_PLAYER_FROM = 4
CHARACTERS_BY_PLAYER: dict[str, tuple[str, ...]] = {
    "hero": ("Hero",), "minion": ("Minion",),
    "fallen-wizard": ("Fallen-wizard", "Hero", "Minion", "Stage"),  # a Stage ally too
    "balrog": ("Balrog", "Minion")}
RESOURCES_BY_PLAYER: dict[str, tuple[str, ...]] = {
    "hero": ("Hero", "Dual"), "minion": ("Minion", "Dual"),
    "fallen-wizard": ("Hero", "Minion", "Stage", "Dual"), "balrog": ("Minion", "Dual")}
#: Items of the other side a player may include (CoE 1.3.W3, R3).
OTHER_ITEMS_BY_PLAYER: dict[str, tuple[str, ...]] = {"hero": ("Minion",), "minion": ("Hero",)}
SITES_BY_PLAYER: dict[str, tuple[str, ...]] = {
    "hero": ("Hero",), "minion": ("Minion",),
    "fallen-wizard": ("Fallen-wizard", "Hero", "Minion"), "balrog": ("Balrog", "Minion")}

#: From version 7 (``BALROG_ALLOWED_FROM``) a Balrog player's pool leaves out the cards he may
#: not include (BA-DECK-2, by the check ``redbook deck check`` makes: Sauron, Balrog of Moria,
#: the Ringwraith cards ...). Before, it held every Balrog, Minion and Neutral card of the sets.
BALROG_ALLOWED_FROM = 7

#: Fewest cards each deck needs for the first turn to be played (SV1-SETUP-7: four characters
#: form the company; SV1-HAZ-1: four regions are revealed; every other deck is drawn from).
MINIMUM: dict[str, int] = {"regions": 4, "hazards": 1, "sites": 1, "resources": 1,
                           "characters": 4, "items": 1}

DECK_TITLES: dict[str, str] = {
    "regions": "Region deck", "hazards": "Hazard deck", "sites": "Site deck",
    "resources": "Resources deck", "characters": "Characters & Allies deck",
    "items": "Items & Factions deck",
}

DECK_SET_FORMAT = "redbook-decks/1"


def deck_of(card: Card) -> str | None:
    """Which deck a card belongs in, or None if the variant has no use for it."""
    if card.card_type == "Region":
        return "regions" if card.region_type else None
    if card.card_type == "Hazard":
        return "hazards" if hazard_nature(card) else None
    if card.card_type == "Site":
        return "sites"
    if card.card_type == "Character" or card.is_ally:
        return "characters"
    if card.card_type == "Resource":
        if card.is_item or card.is_faction:
            return "items"
        return "resources" if resource_nature(card) else None
    return None


def describe_kind(card: Card) -> str:
    """What a card is, for an error message."""
    if card.is_ally:
        return "an ally"
    if card.is_item:
        return "an item"
    if card.is_faction:
        return "a faction"
    kinds = "/".join(card.subtypes)
    return f"a {card.card_type.lower()}" + (f" ({kinds})" if kinds else "")


def pool(catalog: Catalog, alignment: str, sets: Sequence[str],
         by_player: bool = True, allowed_only: bool = True) -> dict[str, list[str]]:
    """Every card of the sets that the kind of player draws on (``draws_on``; before version
    4, ``by_player`` False: of his own alignment and Neutral), by deck, sorted by id; with
    ``allowed_only`` (``BALROG_ALLOWED_FROM``) none he may not include (``allowed``)."""
    return {name: list(ids) for name, ids in _pool(catalog, alignment, tuple(sets), by_player,
                                                   allowed_only).items()}


@lru_cache(maxsize=16)  # every game of a run deals from the same pool (a catalog is immutable)
def _pool(catalog: Catalog, alignment: str, sets: tuple[str, ...],
          by_player: bool, allowed_only: bool) -> dict[str, tuple[str, ...]]:
    own = (ALIGNMENTS[alignment], "Neutral")
    out: dict[str, list[str]] = {name: [] for name in DECKS}
    for card in catalog.select(sets=sets):
        deck = deck_of(card)
        if deck is not None and (draws_on(alignment, deck, card) if by_player
                                 else card.alignment in own) \
                and (not allowed_only or allowed(alignment, card)):
            out[deck].append(card.id)
    return {name: tuple(ids) for name, ids in out.items()}


def allowed(alignment: str, card: Card) -> bool:
    """Whether a player of ``alignment`` may include ``card``: a Balrog player none that
    BA-DECK-2 forbids him (``balrog_deck.prohibited``)."""
    return alignment != "balrog" or not balrog_deck.prohibited(card)


def draws_on(alignment: str, deck: str, card: Card) -> bool:
    """Whether a player of ``alignment`` draws ``card`` into ``deck`` from the pool
    (``BY_PLAYER_FROM``)."""
    return card.alignment == "Neutral" or card.alignment in sides(alignment, deck) or (
        deck in ("resources", "items") and card.is_item
        and card.alignment in OTHER_ITEMS_BY_PLAYER.get(alignment, ()))


def sides(alignment: str, deck: str) -> tuple[str, ...]:
    """The card alignments (Neutral aside) a player of ``alignment`` draws ``deck`` from
    (``BY_PLAYER_FROM``; the other side's items aside)."""
    if deck == "characters":
        return CHARACTERS_BY_PLAYER[alignment]
    if deck == "sites":
        return SITES_BY_PLAYER[alignment]
    if deck in ("resources", "items"):
        return RESOURCES_BY_PLAYER[alignment]
    return ()


@lru_cache(maxsize=16)
def _set_codes(catalog: Catalog) -> tuple[str, ...]:
    """The catalog's set codes, sorted."""
    return tuple(sorted(dict.fromkeys(card.set for card in catalog.cards)))


@cache
def deck_set(name: str) -> dict[str, Any]:
    """A deck set shipped in ``seeds/decks/solitaire-v1/<name>.json``."""
    folder = resources.files("seeds").joinpath("decks", "solitaire-v1")
    entry = folder.joinpath(f"{name}.json")
    if not entry.is_file():
        known = sorted(p.name[:-5] for p in folder.iterdir() if p.name.endswith(".json"))
        raise InvalidSetup(f"There is no deck set {quoted(name)}.",
                           problems=[f"known deck sets: {', '.join(known)}"])
    data: dict[str, Any] = json.loads(entry.read_text("utf-8"))
    return data


def deck_set_lists(name: str) -> tuple[dict[str, Any], dict[str, list[str]]]:
    """A shipped deck set's settings and its deck lists as card ids."""
    data = deck_set(name)
    lists = {deck: [str(entry["id"]) for entry in entries]
             for deck, entries in data["decks"].items()}
    return data, lists


def _resolve(catalog: Catalog, entry: str, alignment: str) -> Card:
    """A deck-list entry (an id or an English name) as a card; a name printed for several
    alignments means the game's own alignment first."""
    if entry in catalog:
        return catalog.get(entry)
    found = catalog.find_all(entry)
    if not found:
        catalog.find(entry)  # raises UnknownCard with suggestions
    preferred = [c for c in found if c.alignment == ALIGNMENTS[alignment]]
    return (preferred or list(found))[0]


def instances(card_ids: Sequence[str]) -> list[str]:
    """Card ids as instances: a repeated card's later copies become ``ID#2``, ``ID#3``..."""
    seen: dict[str, int] = {}
    out = []
    for cid in card_ids:
        seen[cid] = seen.get(cid, 0) + 1
        out.append(cid if seen[cid] == 1 else f"{cid}#{seen[cid]}")
    return out


def prepare(catalog: Catalog, setup: Mapping[str, Any],
            by_player: bool = True, allowed_only: bool = True) -> dict[str, JSON]:
    """Validate a setup and resolve its six decks; :class:`InvalidSetup` lists every problem.
    ``by_player``: the pool as version 4 deals it (``BY_PLAYER_FROM``); ``allowed_only``: as
    version 7 does (``BALROG_ALLOWED_FROM``)."""
    problems: list[str] = []
    for key in sorted(k for k in setup if k not in ("alignment", "sets", "decks")):
        problems.append(f"unknown setup option {quoted(key)} (known: alignment, sets, decks)")
    lists: Mapping[str, Any] = {}
    defaults: Mapping[str, Any] = {}
    decks_given = setup.get("decks", {})
    if isinstance(decks_given, str):
        defaults, lists = deck_set_lists(decks_given)
    elif isinstance(decks_given, Mapping):
        lists = decks_given
    else:
        problems.append(f"decks must be an object of deck lists or the name of a deck set, "
                        f"not {quoted(decks_given)} (leave it out to draw every deck from the "
                        f"sets)")
    # One of ALIGNMENTS: the option's type took no other (ruleset.option_types), nor does a
    # shipped deck set name one.
    alignment = setup.get("alignment", defaults.get("alignment", DEFAULT_ALIGNMENT))
    sets = setup.get("sets", defaults.get("sets", list(DEFAULT_SETS)))
    if not (isinstance(sets, list) and sets and all(isinstance(s, str) for s in sets)):
        problems.append(f"sets must be a non-empty list of set codes, not {quoted(sets)} "
                        f"(leave it out for {quoted(list(DEFAULT_SETS))})")
        sets = list(DEFAULT_SETS)
    known_sets = _set_codes(catalog)
    told_database = False
    for code in sets:
        if code not in known_sets:
            # A real set the catalog lacks is in the card database; any other code is a slip.
            load = f": load {CARD_DATABASE} for it" if code in SET_ORDER else ""
            told_database = told_database or bool(load)
            problems.append(f"the card catalog has no set {quoted(code)} "
                            f"(it has {', '.join(known_sets)}){load}")
    for name in sorted(k for k in lists if k not in DECKS):
        problems.append(f"unknown deck {quoted(name)} (the decks are {', '.join(DECKS)})")
    default_pool = pool(catalog, alignment, sets, by_player, allowed_only)
    pool_short = False
    decks: dict[str, JSON] = {}
    for name in DECKS:
        given = lists.get(name)
        if given is None:
            ids = default_pool[name]
        else:
            ids = _check_list(catalog, name, given, alignment, problems)
        if len(ids) < MINIMUM[name]:
            whence = "" if given is not None else (
                f" (the pool: {_drawn_on(alignment, name, by_player)} cards of the sets "
                f"{', '.join(sets)})")
            pool_short = pool_short or given is None
            problems.append(f"{name}: {len(ids)} card(s){whence}; the {DECK_TITLES[name]} "
                            f"needs at least {MINIMUM[name]} to start")
        decks[name] = instances(ids)
    needed = NEEDED_SETS.get(alignment, ())
    if pool_short and needed and not told_database:
        if any(code not in known_sets for code in needed):
            problems.append(f"a {alignment} player's default decks need {CARD_DATABASE} and "
                            f"the sets {quoted(list(needed))}")
        elif any(code not in sets for code in needed):
            problems.append(f"a {alignment} player's default decks need the sets "
                            f"{quoted(list(needed))}")
    if problems:
        raise InvalidSetup("The Solitaire Variant setup is not valid.", problems=problems)
    return {"alignment": alignment, "sets": list(sets), "decks": decks}


def _drawn_on(alignment: str, deck: str, by_player: bool) -> str:
    """The card alignments a pool deck is drawn from, for an error message."""
    drawn = sides(alignment, deck) if by_player else (ALIGNMENTS[alignment],)
    return ", ".join((*drawn, "Neutral"))


def _check_list(catalog: Catalog, deck: str, given: Any, alignment: str,
                problems: list[str]) -> list[str]:
    if not isinstance(given, list):
        problems.append(f"{deck}: a deck list is a list of card names or ids")
        return []
    ids = []
    for entry in given:
        if not isinstance(entry, str) or not entry:
            problems.append(f"{deck}: {quoted(entry)} is not a card name or id")
            continue
        try:
            card = _resolve(catalog, entry, alignment)
        except UnknownCard as exc:
            problems.append(f"{deck}: unknown card {quoted(entry)} ({exc.problem})")
            continue
        home = deck_of(card)
        if home != deck:
            where = f"it belongs in {home}" if home else "the variant has no deck for it"
            problems.append(f"{deck}: {card.name} ({card.id}) is {describe_kind(card)}; {where}")
            continue
        ids.append(card.id)
    return ids
