"""Deck checking the family shares: reading a deck list (ids, names or ``{id|name, count}``),
the copy limits (CoE 1.3.1), creature groups counted once each (an exact assignment), and the
bundled default setup of a scenario (``seeds/decks/<ruleset id>/default.json``)."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from importlib import resources
from typing import Any

from domain.cards import Card, Catalog
from domain.engine import coe
from domain.options import Form, OptionType, any_json, list_of, object_of, one_of, text
from domain.text import quoted


def default_setup(ruleset_id: str) -> dict[str, Any]:
    """The bundled default setup of a scenario."""
    path = resources.files("seeds").joinpath("decks", ruleset_id, "default.json")
    data: dict[str, Any] = json.loads(path.read_text("utf-8"))
    return data


#: The name of the bundled set-up an option ``deck`` may give: the only one a scenario ships.
DEFAULT_DECK = "default"
#: A card a set-up names (``expand``): its id or name, or an object giving it and a count.
CARD = Form(("string", "object"), 'a card id or name, or an {"id" or "name", "count"} object')
#: A deck or a company: a list of cards.
CARDS = list_of(CARD, 'a list of card ids, names or {"id" or "name", "count"} objects')


def typed_options(cards: tuple[str, ...] = (), lists: tuple[str, ...] = (),
                 maps: tuple[str, ...] = ()) -> dict[str, OptionType]:
    """A scenario's options typed: ``deck`` a choice of its one set-up (as The Road's is of
    its shipped decks), each of ``cards`` one card, each of ``lists`` a list of them, each of
    ``maps`` an object of cards by card (followers by controller). The bundled set-up tells
    their defaults."""
    return {"deck": one_of((DEFAULT_DECK,), DEFAULT_DECK),
            **{name: any_json(None, CARD) for name in cards},
            **{name: any_json(None, CARDS) for name in lists},
            **{name: any_json(None, object_of(CARD, "an object of card ids or names by card "
                                                    "id or name")) for name in maps}}


#: ``deck`` as a scenario's versions before its set-up options (each one's
#: ``SETUP_OPTIONS_FROM``) took it: any text, "default" playing the bundled set-up whatever
#: else was given, another read as no set-up named.
DECK_BEFORE_OPTIONS = any_json(DEFAULT_DECK, text("a set-up's name"))


def played_types(types: Mapping[str, OptionType], over_default: bool
                 ) -> Mapping[str, OptionType]:
    """A scenario's option types as the version played checks a set-up against them: ``deck``
    as :data:`DECK_BEFORE_OPTIONS` before its options are given over the bundled default
    (``over_default``)."""
    return types if over_default else {**types, "deck": DECK_BEFORE_OPTIONS}


def over_default(setup: Mapping[str, Any], default: Mapping[str, Any], fields: Sequence[str],
                 goes_with: Sequence[tuple[str, str]] = ()) -> tuple[dict[str, Any], list[str]]:
    """The set-up a player gives laid over the bundled default: each option given replaces
    that part of the default, which stands for every part not given, so that an option is
    applied or refused, never dropped. ``goes_with`` pairs a part with the option it belongs
    to (a company's followers): the default's part is left out once that option is given. The
    problems name each unknown option (a ``deck`` that is not the bundled one its type
    refuses: :func:`typed_options`)."""
    problems = [f"unknown setup option {quoted(key)} (the options: "
                f"{', '.join(f for f in fields if f not in ('name', 'notes'))})"
                for key in sorted(setup) if key not in fields]
    left_out = {part for part, owner in goes_with if owner in setup}
    merged = {k: v for k, v in default.items() if k not in left_out}
    merged.update({k: v for k, v in setup.items() if k in fields and k != "deck"})
    return merged, problems


def from_default(setup: Mapping[str, Any], parts: Sequence[str]) -> str:
    """Which of ``parts`` a refused set-up took from the bundled default, said so that a
    player who gave one option knows where the others came from ("" when none did)."""
    taken = [p for p in parts if p not in setup]
    return f" (not given, so the bundled default's: {', '.join(taken)})" if taken else ""


def card_ids(setup: Mapping[str, Any], key: str) -> tuple[str, ...]:
    """A prepared setup's list of card ids under ``key`` (``prepare`` made it a list)."""
    value = setup[key]
    assert isinstance(value, list)
    return tuple(str(c) for c in value)


def expand(entries: Any, field: str, catalog: Catalog, problems: list[str]) -> list[Card]:
    """A list of card ids, names or ``{"id"|"name", "count"}`` objects, as cards."""
    if not isinstance(entries, list):
        problems.append(f"{field} must be a list of cards")
        return []
    cards: list[Card] = []
    for position, entry in enumerate(entries, start=1):
        count = 1
        key = entry
        if isinstance(entry, Mapping):
            key = entry.get("id") or entry.get("name")
            count = entry.get("count", 1)
        if not isinstance(key, str) or isinstance(count, bool) or not isinstance(count, int) \
                or count < 1:
            problems.append(f"{field} entry {position} is not a card id or name with a count")
            continue
        try:
            card = catalog.get(key) if key in catalog else catalog.find(key, "Hero")
        except Exception:  # noqa: BLE001 - any lookup failure is reported as a problem
            try:
                card = catalog.find(key)
            except Exception:  # noqa: BLE001
                problems.append(f"{field} entry {position}: no card {quoted(key)} in the catalog")
                continue
        cards.extend([card] * count)
    return cards


def copies(cards: Sequence[Card], deck: str, problems: list[str],
           clause: str = coe.DECK_COPIES) -> None:
    """One copy of a unique card, three of any other, counted by name."""
    by_name: dict[str, list[Card]] = {}
    for card in cards:
        by_name.setdefault(card.name, []).append(card)
    for name in sorted(by_name):
        same = by_name[name]
        limit = 1 if same[0].unique else 3
        if len(same) > limit:
            problems.append(f"{clause}: the {deck} deck has {len(same)} copies of "
                            f"{name}; at most {limit} allowed")


class Group:
    """A group of the hazard deck's creatures: its name, clause, size, copy limit (per name)
    and which creatures it admits."""

    def __init__(self, name: str, clause: str, size: int, copies: int,
                 admits: Callable[[Card], bool]) -> None:
        self.name, self.clause, self.size, self.copies = name, clause, size, copies
        self.admits = admits


def assign_groups(creatures: Sequence[Card],
                  groups: Sequence[Group]) -> dict[str, list[Card]] | None:
    """An assignment of each creature to one group meeting every group's size and copy
    limit, or None if there is none. Searches copies name by name."""
    names = sorted({c.name for c in creatures})
    by_name = {n: [c for c in creatures if c.name == n] for n in names}

    def search(index: int, filled: dict[str, list[Card]]) -> dict[str, list[Card]] | None:
        if index == len(names):
            ok = all(len(filled[g.name]) == g.size for g in groups)
            return filled if ok else None
        same = by_name[names[index]]
        options = [g for g in groups if g.admits(same[0])]
        return place(index, same, 0, options, filled)

    def place(index: int, same: list[Card], done: int, options: list[Group],
              filled: dict[str, list[Card]]) -> dict[str, list[Card]] | None:
        if done == len(same):
            return search(index + 1, filled)
        for group in options:
            here = [c for c in filled[group.name] if c.name == same[done].name]
            if len(here) < group.copies and len(filled[group.name]) < group.size:
                trial = dict(filled)
                trial[group.name] = [*filled[group.name], same[done]]
                found = place(index, same, done + 1, options, trial)
                if found is not None:
                    return found
        return None

    return search(0, {g.name: [] for g in groups})
