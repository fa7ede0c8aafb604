"""The five decks of "The Road Goes Ever On" (and the Ring deck), checked card by card.

:func:`check_decks` returns every problem it finds, each naming the deck, the card and the
clause, so a refused setup can be fixed in one go. :func:`placement` says where a resource
belongs: the player deck, the Quest deck or the Ring deck. From ``UNPLAYABLE_SINCE`` a card no
game can play (``NEVER_PLAYABLE``) is refused in any deck, naming the clause and why
(:func:`ruled_out`, which the coverage reads); earlier versions admitted it, never playing it.
:func:`check_copies` holds the decks to the standard copy limits (CoE-1.3.1), the whole deck
from ``COPIES_SINCE``.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from importlib import resources
from importlib.resources.abc import Traversable

from domain.cards import SET_ORDER, STARTER_SETS, Card, Catalog, fold
from domain.cards.errors import CatalogError
from domain.engine import coe
from domain.ruleset import played_since
from domain.rulesets.road_goes_ever_on import versions
from domain.text import quoted

PLAYER_DECK_SIZE = 40
HAZARD_DECK_SIZE = 40
LONG_EVENT_DECK_SIZE = 15
SITE_DECK_RANGE = (15, 20)
QUEST_DECK_SIZE = 15
WIZARD_COPIES = 2
DECK_NAMES = ("player", "hazard", "long_event", "sites", "quest")

#: MP-giving permanent-events that stay in the draw deck (RGO-PERM-2).
DRAW_DECK_EXCEPTIONS = tuple(fold(n) for n in (
    "Rescue Prisoners", "Align Palantír", "Barrow-blade", "Mount Slain",
    "No Strangers at This Time", "The White Wizard"))
#: Hazards left out when the Dragon encounter table is used (RGO-DRAGON-2).
DRAGON_TABLE_EXCLUDED = tuple(fold(n) for n in (
    "Dragon's Blood", "Dragon's Breath", "Dragon's Curse", "Dragon's Terror"))
#: The first version whose deck check refuses the cards of ``NEVER_PLAYABLE``.
UNPLAYABLE_SINCE = 176
#: The cards no game can play, by card: the clause and why.
NEVER_PLAYABLE = {
    "TW-500": ("RGO-GEN-1", "its bonus to a corruption check counts the player's own "
                            "participations in Lure of MECCG events, real-world gatherings no "
                            "game records, so no game can play it as a normal game would"),
}
#: Kinds of resource the Quest deck holds (RGO-DECK-9).
QUEST_KINDS = ("item", "faction", "permanent-event", "ally")


@dataclass(frozen=True, slots=True)
class DeckProblem:
    deck: str
    message: str
    rule: str

    def __str__(self) -> str:
        return f"{self.deck} deck: {self.message} [{self.rule}]"


def is_wizard(card: Card) -> bool:
    return card.is_character and (card.avatar or card.race == "Wizard")


def is_ring_special(card: Card) -> bool:
    """A ring played after a ring test (Dwarven, Magic, Lesser rings, The One Ring...)."""
    return card.item_class == "special" and (
        "ring" in fold(card.name) or any("ring" in fold(k) for k in card.keywords))


def generates_mp(card: Card) -> bool:
    """Shows a marshalling-point value outside parentheses (RGO-DECK-2, RGO-QUEST-1)."""
    return card.marshalling_points is not None and card.marshalling_points != 0


def name_key(card: Card) -> str:
    """Names are compared without punctuation variants ("Barrow-blade" = "Barrow Blade")."""
    return fold(card.name).replace("-", " ")


def is_draw_deck_exception(card: Card) -> bool:
    return name_key(card) in [n.replace("-", " ") for n in DRAW_DECK_EXCEPTIONS]


def quest_kind(card: Card) -> str | None:
    if card.is_item:
        return "item"
    if card.is_faction:
        return "faction"
    if card.is_ally:
        return "ally"
    if "Permanent-event" in card.subtypes:
        return "permanent-event"
    return None


def placement(card: Card, rings: bool) -> str:
    """Where a resource or character goes: ``"player"``, ``"quest"`` or ``"ring"``."""
    if rings and is_ring_special(card):
        return "ring"
    if card.is_character or not generates_mp(card) or is_draw_deck_exception(card):
        return "player"
    return "quest"


def _resolve(catalog: Catalog, deck: str, ids: Sequence[object],
             problems: list[DeckProblem]) -> list[Card]:
    cards = []
    for i, card_id in enumerate(ids, start=1):
        if not isinstance(card_id, str):
            problems.append(DeckProblem(deck, f"entry {i} is not a card id", "RGO-DECK-1"))
            continue
        try:
            cards.append(catalog.get(card_id))
        except CatalogError:
            problems.append(DeckProblem(deck, f"entry {i}: unknown card {quoted(card_id)}",
                                        "RGO-GEN-1"))
    return cards


def _size(deck: str, cards: Sequence[Card], low: int, high: int, rule: str,
          problems: list[DeckProblem]) -> None:
    if not low <= len(cards) <= high:
        want = str(low) if low == high else f"{low} to {high}"
        problems.append(DeckProblem(deck, f"has {len(cards)} cards; it must have {want}", rule))


def check_player(cards: Sequence[Card], starting: Sequence[Card], rings: bool) -> list[DeckProblem]:
    out: list[DeckProblem] = []
    _size("player", cards, PLAYER_DECK_SIZE, PLAYER_DECK_SIZE, "RGO-DECK-1", out)
    starting_names = sorted(name_key(c) for c in starting)
    for card in cards:
        label = f"{card.name} ({card.id})"
        if card.card_type not in ("Resource", "Character") or card.alignment != "Hero":
            out.append(DeckProblem("player", f"{label} is not a hero resource or character",
                                   "RGO-DECK-1"))
        elif card.is_character and name_key(card) in starting_names:
            out.append(DeckProblem("player", f"{label} is a starting character",
                                   "RGO-DECK-3"))
        elif placement(card, rings) == "quest":
            rule = "RGO-PERM-1" if "Permanent-event" in card.subtypes else "RGO-DECK-2"
            out.append(DeckProblem("player", f"{label} gives {card.marshalling_points} MP: it "
                                   "belongs in the Quest deck", rule))
        elif placement(card, rings) == "ring":
            out.append(DeckProblem("player", f"{label} is a ring special item: it belongs in "
                                   "the Ring deck", "RGO-RING-1"))
        elif is_ring_special(card) or card.item_class == "gold-ring":
            out.append(DeckProblem("player", f"{label} is a ring and rings are not in use",
                                   "RGO-RING-1"))
    wizards = Counter(c.name for c in cards if is_wizard(c))
    if len(wizards) != 1 or next(iter(wizards.values())) != WIZARD_COPIES:
        found = ", ".join(f"{n} x{k}" for n, k in sorted(wizards.items())) or "none"
        out.append(DeckProblem("player", f"must hold exactly 2 copies of one Wizard and no "
                               f"other Wizard (found: {found})", "RGO-DECK-4"))
    return out


def ruled_out(card: Card, played: str | None = None) -> str:
    """The clause by which the version ``played`` (the current one by default) refuses
    ``card`` in every deck, and why ("": it may be in one)."""
    found = NEVER_PLAYABLE.get(card.id)
    if found is None or not played_since(versions.VERSION if played is None else played,
                                         UNPLAYABLE_SINCE):
        return ""
    return f"{found[0]}: {found[1]}"


def check_unplayable(resolved: Mapping[str, Sequence[Card]], played: str) -> list[DeckProblem]:
    """Each card no game can play, in whichever deck it is (none before
    ``UNPLAYABLE_SINCE``)."""
    out: list[DeckProblem] = []
    for deck, cards in resolved.items():
        for card in {c.id: c for c in cards}.values():  # each once (by id: a card's hash is long)
            if (why := ruled_out(card, played)):
                clause, _, reason = why.partition(": ")
                out.append(DeckProblem(deck, f"{card.name} ({card.id}) is never played here: "
                                       f"{reason}", clause))
    return out


#: The first version that refuses a hazard long-event in the Hazard deck: the solo game's
#: hazard long-events come from the Long Event deck alone (RGO-INTRO-4, RGO-LONG-2), where a
#: Dragon's Ahunt attacks by its card (dragon_hunts.py); drawn from the Hazard Pile one had
#: no play but a declared effect.
LONG_EVENTS_APART_SINCE = 211


def check_hazard(cards: Sequence[Card], dragon_table: bool,
                 played: str = versions.VERSION) -> list[DeckProblem]:
    out: list[DeckProblem] = []
    _size("hazard", cards, HAZARD_DECK_SIZE, HAZARD_DECK_SIZE, "RGO-DECK-6", out)
    apart = played_since(played, LONG_EVENTS_APART_SINCE)
    for card in cards:
        if card.card_type != "Hazard" and not card.agent:  # Agents count as creatures
            out.append(DeckProblem("hazard", f"{card.name} ({card.id}) is not a hazard "
                                   "or an Agent", "RGO-AGENT-1"
                                   if card.is_character else "RGO-DECK-6"))
        elif apart and "Long-event" in card.subtypes:
            out.append(DeckProblem("hazard", f"{card.name} ({card.id}) is a hazard "
                                   "long-event: it belongs in the Long Event deck, hazard "
                                   "long-events are played from no other", "RGO-INTRO-4"))
        elif dragon_table and fold(card.name) in DRAGON_TABLE_EXCLUDED:
            out.append(DeckProblem("hazard", f"{card.name} ({card.id}) is left out when the "
                                   "Dragon encounter table is used", "RGO-DRAGON-2"))
    return out


def check_long_events(cards: Sequence[Card]) -> list[DeckProblem]:
    out: list[DeckProblem] = []
    _size("long_event", cards, LONG_EVENT_DECK_SIZE, LONG_EVENT_DECK_SIZE, "RGO-DECK-7", out)
    for card in cards:
        if card.card_type != "Hazard" or "Long-event" not in card.subtypes:
            out.append(DeckProblem("long_event", f"{card.name} ({card.id}) is not a hazard "
                                   "long-event", "RGO-DECK-7"))
    return out


def check_sites(cards: Sequence[Card]) -> list[DeckProblem]:
    out: list[DeckProblem] = []
    _size("sites", cards, *SITE_DECK_RANGE, "RGO-DECK-8", out)
    for card in cards:
        if not card.is_site or card.alignment != "Hero":
            out.append(DeckProblem("sites", f"{card.name} ({card.id}) is not a hero site",
                                   "RGO-DECK-8"))
    for name, count in sorted(Counter(c.name for c in cards).items()):
        if count > 1:
            out.append(DeckProblem("sites", f"{name} appears {count} times", "RGO-DECK-8"))
    return out


#: The first version that refuses two copies of a unique card in the Quest deck (CoE-1.3.1;
#: unique_factions.py; ``check_copies``): before, the second copy was admitted, a faction
#: influenced twice.
UNIQUE_ONCE_SINCE = 213


def check_quest(cards: Sequence[Card], rings: bool) -> list[DeckProblem]:
    out: list[DeckProblem] = []
    _size("quest", cards, QUEST_DECK_SIZE, QUEST_DECK_SIZE, "RGO-DECK-9", out)
    for card in cards:
        label = f"{card.name} ({card.id})"
        if card.card_type != "Resource" or card.alignment != "Hero" or quest_kind(card) is None:
            out.append(DeckProblem("quest", f"{label} is not an item, faction, ally or "
                                   "permanent-event resource", "RGO-DECK-9"))
        elif is_ring_special(card):
            out.append(DeckProblem("quest", f"{label} is a ring special item: it goes in the "
                                   "Ring deck", "RGO-RING-1"))
        elif card.item_class == "gold-ring" and not rings:
            out.append(DeckProblem("quest", f"{label} is a ring and rings are not in use",
                                   "RGO-RING-2"))
        elif is_draw_deck_exception(card) or not generates_mp(card):
            rule = "RGO-PERM-2" if is_draw_deck_exception(card) else "RGO-QUEST-1"
            out.append(DeckProblem("quest", f"{label} goes in the player deck (no MP outside "
                                   "parentheses, or a listed exception)", rule))
    return out


#: The first version holding the whole deck to the standard copy limits (CoE-1.3.1, which The
#: Road leaves as a normal game has it, RGO-GEN-1): a unique card once and any other at most
#: three times, counted by name across the decks the player builds (``COUNTED``). Before, only
#: the Quest deck was checked, for unique cards (from ``UNIQUE_ONCE_SINCE``).
COPIES_SINCE = 215
#: The decks counted together as the player's whole deck. The Site deck holds each site once
#: by its own rule (``check_sites``, RGO-DECK-8), havens too; the starting company is outside
#: the decks (RGO-DECK-3).
COUNTED = ("player", "hazard", "long_event", "quest", "ring")
#: The most copies of a non-unique card (CoE-1.3.1).
NON_UNIQUE_COPIES = 3


def check_copies(resolved: Mapping[str, Sequence[Card]], played: str) -> list[DeckProblem]:
    """Each card held more often than CoE-1.3.1 allows, by name (manifestations of one card
    share it), naming the deck that holds the copy too many (and the count in each deck where
    the copies are in several): from ``COPIES_SINCE`` across ``COUNTED``, unique cards once
    and others three times; from ``UNIQUE_ONCE_SINCE`` the Quest deck's unique cards; none
    before. The Wizard is held twice by RGO-DECK-4, and no other, which ``check_player``
    checks."""
    counted: tuple[str, ...]
    if played_since(played, COPIES_SINCE):
        counted, most = COUNTED, NON_UNIQUE_COPIES
    elif played_since(played, UNIQUE_ONCE_SINCE):
        counted, most = ("quest",), 0  # a non-unique card unlimited
    else:
        return []
    held: dict[str, list[tuple[str, Card]]] = {}
    for deck in counted:
        for card in resolved.get(deck, ()):
            if not is_wizard(card):
                held.setdefault(name_key(card), []).append((deck, card))
    out: list[DeckProblem] = []
    for copies in held.values():
        card = copies[0][1]
        limit = 1 if card.unique else most
        if not limit or len(copies) <= limit:
            continue
        per_deck = Counter(deck for deck, _ in copies)
        where = "" if len(per_deck) == 1 else " in all (" + ", ".join(
            f"{deck} {count}" for deck, count in per_deck.items()) + ")"
        rule = "a unique card is held once" if card.unique else \
            f"a card that is not unique is held at most {limit} times"
        out.append(DeckProblem(copies[limit][0], f"{card.name} appears {len(copies)} "
                               f"times{where}; {rule}", coe.DECK_COPIES))
    return out


def check_rings(cards: Sequence[Card], rings: bool) -> list[DeckProblem]:
    out: list[DeckProblem] = []
    if cards and not rings:
        out.append(DeckProblem("ring", "a Ring deck is given but rings are not in use",
                               "RGO-RING-1"))
    for card in cards:
        if not is_ring_special(card):
            out.append(DeckProblem("ring", f"{card.name} ({card.id}) is not a ring special "
                                   "item", "RGO-RING-1"))
    return out


def check_decks(catalog: Catalog, decks: Mapping[str, Sequence[object]],
                starting: Sequence[object], *, rings: bool = False,
                dragon_table: bool = False,
                played: str = "") -> tuple[dict[str, list[Card]], list[DeckProblem]]:
    """Resolve and check every deck, by the rules of the version ``played``; returns the
    cards and every problem found."""
    problems: list[DeckProblem] = []
    for name in sorted(decks):
        if name == "sideboard":
            problems.append(DeckProblem(name, "there is no sideboard", "RGO-DECK-5"))
        elif name not in (*DECK_NAMES, "ring"):
            problems.append(DeckProblem(name, f"unknown deck (the decks are "
                                        f"{', '.join(DECK_NAMES)} and ring)", "RGO-GEN-1"))
    resolved = {name: _resolve(catalog, name, list(decks.get(name, ())), problems)
                for name in (*DECK_NAMES, "ring")}
    start = _resolve(catalog, "starting", list(starting), problems)
    problems += check_player(resolved["player"], start, rings)
    problems += check_hazard(resolved["hazard"], dragon_table, played)
    problems += check_long_events(resolved["long_event"])
    problems += check_sites(resolved["sites"])
    problems += check_quest(resolved["quest"], rings)
    problems += check_rings(resolved["ring"], rings)
    problems += check_copies(resolved, played)
    resolved["starting"] = start
    problems += check_unplayable(resolved, played)
    return resolved, problems


# -- deck files -----------------------------------------------------------------------------

DECK_FILE_KEYS = ("player", "hazard", "long_event", "sites", "quest", "ring")


def _expand(entries: object, source: str, key: str, problems: list[str]) -> list[str]:
    """``[{"id": "TW-156", "name": "Gandalf", "copies": 2}, ...]`` -> ids, copies expanded."""
    if not isinstance(entries, list):
        problems.append(f"{source}: field {quoted(key)}: expected a list of cards")
        return []
    out: list[str] = []
    for i, entry in enumerate(entries, start=1):
        if not isinstance(entry, Mapping) or not isinstance(entry.get("id"), str):
            problems.append(f"{source}: {key} entry {i}: expected an object with an \"id\"")
            continue
        copies = entry.get("copies", 1)
        if isinstance(copies, bool) or not isinstance(copies, int) or copies < 1:
            problems.append(f"{source}: {key} entry {i}: field \"copies\": expected a whole "
                            "number of at least 1")
            continue
        out += [entry["id"]] * copies
    return out


def _check_names(catalog: Catalog, obj: Mapping[str, object], source: str,
                 problems: list[str]) -> None:
    """A deck file names each card beside its id; the two must agree."""
    for key in (*DECK_FILE_KEYS, "starting", "starting_items"):
        entries = obj.get(key, [])
        if not isinstance(entries, list):
            continue
        for i, entry in enumerate(entries, start=1):
            if not isinstance(entry, Mapping) or "name" not in entry:
                continue
            try:
                card = catalog.get(str(entry.get("id")))
            except CatalogError:
                continue
            if fold(card.name) != fold(str(entry["name"])):
                problems.append(f"{source}: {key} entry {i}: id {card.id} is "
                                f"{quoted(card.name)}, not {quoted(entry['name'])}")


def deck_setup(catalog: Catalog, obj: object, source: str) -> tuple[dict[str, object], list[str]]:
    """A deck file (ids with names and copies) as the setup fields ``prepare`` reads."""
    problems: list[str] = []
    if not isinstance(obj, Mapping):
        return {}, [f"{source}: a deck file must be a JSON object"]
    _check_names(catalog, obj, source, problems)
    decks = {key: _expand(obj.get(key, []), source, key, problems) for key in DECK_FILE_KEYS}
    starting = _expand(obj.get("starting", []), source, "starting", problems)
    items = []
    raw_items = obj.get("starting_items", [])
    for i, entry in enumerate(raw_items if isinstance(raw_items, list) else [], start=1):
        if isinstance(entry, Mapping) and isinstance(entry.get("id"), str):
            items.append({"id": entry["id"], "bearer": entry.get("bearer")})
        else:
            problems.append(f"{source}: starting_items entry {i}: expected an object with an "
                            "\"id\"")
    return {"decks": decks, "starting": starting, "starting_items": items,
            "start_haven": obj.get("start_haven")}, problems


#: The first version laying the options a player gives over the shipped deck
#: (``laid_over_deck``): before, the shipped deck's whole set-up was played unless ``decks``
#: was given, and ``starting``, ``starting_items`` and ``start_haven`` were read only with it.
SETUP_OPTIONS_SINCE = 193
#: The parts of a deck file's set-up an option of the same name replaces.
START_OPTIONS = ("decks", "starting", "starting_items", "start_haven")


def laid_over_deck(shipped: Mapping[str, object], setup: Mapping[str, object]
                   ) -> dict[str, object]:
    """The options a player gives over a shipped deck's set-up (``deck_setup``): each of
    ``decks``, ``starting``, ``starting_items`` and ``start_haven`` given replaces the deck's;
    the deck's starting items go with its starting company, so a ``starting`` given alone
    starts with no item."""
    fields = {**shipped, **{k: setup[k] for k in START_OPTIONS if k in setup}}
    if "starting" in setup and "starting_items" not in setup:
        fields["starting_items"] = []
    return fields


# -- the shipped decks ----------------------------------------------------------------------
#
# Each file of ``seeds/decks/road-goes-ever-on/`` is a deck a setup names (``deck``). A deck
# built for a setup option says so (``"for_options": ["golden_hoard"]``): a setup refused for
# that option's missing cards names the deck to try. Its cards of a set beyond the starter
# catalog's need the Council of Elrond card database, which a setup without it is told.

DEFAULT_DECK = "default"
#: Where the cards of a set beyond the starter catalog's come from.
CARD_DATABASE = "the Council of Elrond card database (--cards FILE or REDBOOK_CARDS)"
#: The setup options each replacing parts of a deck file (``laid_over_deck``).
FILE_PARTS = {"decks": DECK_FILE_KEYS, "starting": ("starting",),
              "starting_items": ("starting_items",), "start_haven": ("start_haven",)}
FILE_KEYS = tuple(key for keys in FILE_PARTS.values() for key in keys)


def _folder() -> Traversable:
    return resources.files("seeds").joinpath("decks", "road-goes-ever-on")


def shipped_deck_names() -> tuple[str, ...]:
    """The decks shipped, by name: the default first, then the others alphabetically."""
    names = sorted(p.name.removesuffix(".json") for p in _folder().iterdir()
                   if p.name.endswith(".json"))
    return (DEFAULT_DECK, *[n for n in names if n != DEFAULT_DECK])


def shipped_deck(name: str) -> object:
    """A deck file from ``seeds/decks/road-goes-ever-on/`` as JSON data (None: no such deck)."""
    if name not in shipped_deck_names():  # never a path outside the folder
        return None
    return json.loads(_folder().joinpath(f"{name}.json").read_text("utf-8"))


def built_for(document: object) -> tuple[str, ...]:
    """The setup options a deck file is built for (``for_options``)."""
    found = document.get("for_options", []) if isinstance(document, Mapping) else []
    return tuple(o for o in found if isinstance(o, str)) if isinstance(found, list) else ()


def card_ids(document: object, parts: Sequence[str] = FILE_KEYS) -> list[str]:
    """The card ids of a deck file's ``parts`` (all of them by default), each once."""
    if not isinstance(document, Mapping):
        return []
    found: list[str] = []
    for part in parts:
        value = document.get(part)
        entries = value if isinstance(value, list) else [{"id": value}]
        found += [str(e["id"]) for e in entries if isinstance(e, Mapping)
                  and isinstance(e.get("id"), str)]
    return list(dict.fromkeys(found))


def _sets(ids: Sequence[str]) -> list[str]:
    found = dict.fromkeys(i.partition("-")[0] for i in ids)
    return sorted(found, key=lambda s: (SET_ORDER.index(s) if s in SET_ORDER
                                        else len(SET_ORDER), s))


def shipped_decks_told() -> str:
    """The shipped decks as the ``deck`` option's help lists them: each by name, what it is
    built for and the sets beyond the starter catalog's its cards need."""
    told = []
    for name in shipped_deck_names():
        document = shipped_deck(name)
        notes = [f"for {', '.join(built_for(document))}"] if built_for(document) else []
        beyond = [s for s in _sets(card_ids(document)) if s not in STARTER_SETS]
        if beyond:
            notes.append(f"its {', '.join(beyond)} cards need the Council of Elrond card "
                         "database, --cards or REDBOOK_CARDS")
        told.append(f"{name} ({'; '.join(notes)})" if notes else name)
    return ", ".join(told)


def lacking_cards(catalog: Catalog, name: str, document: object,
                  setup: Mapping[str, object]) -> list[str]:
    """The problem of a shipped deck whose cards the setup plays (the parts no option given
    replaces) the catalog lacks, naming their sets and what gives them: a setup problem of
    its own, rather than each card unknown."""
    parts = [p for option, keys in FILE_PARTS.items() if option not in setup for p in keys]
    held = _sets([c.id for c in catalog])
    lacking = [i for i in card_ids(document, parts)
               if i not in catalog and i.partition("-")[0] not in held]
    if not lacking:
        return []
    sets = _sets(lacking)
    return [f"deck: {quoted(name)} holds cards of the set{'s' if len(sets) > 1 else ''} "
            f"{', '.join(sets)} ({len(lacking)} different ones), which the card catalog does "
            f"not hold (it holds {', '.join(held)} only): this deck needs {CARD_DATABASE}"]


def decks_to_try(catalog: Catalog, option: str, chosen: str) -> list[str]:
    """Where ``option`` is refused for the cards it lacks: each other shipped deck built for
    it, to try, with the card database it needs if this catalog lacks its cards."""
    out = []
    for name in shipped_deck_names():
        document = shipped_deck(name)
        if name == chosen or option not in built_for(document):
            continue
        lacking = [i for i in card_ids(document) if i not in catalog]
        needs = f", whose {', '.join(_sets(lacking))} cards need {CARD_DATABASE}" \
            if lacking else ""
        out.append(f"{option}: the shipped deck {quoted(name)} holds the cards it needs: try deck: "
                   f"{name}{needs}")
    return out


def options_left_out(name: str, document: object, setup: Mapping[str, object]) -> list[str]:
    """A refused setup of a shipped deck built for options it does not turn on: each named."""
    return [f"deck: {quoted(name)} is built for {option}: give {option}: true with it"
            for option in built_for(document) if not setup.get(option)]
