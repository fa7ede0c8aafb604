"""The card catalog: an immutable, indexed set of :class:`Card` records with a digest.

A game records its catalog's ``digest`` in its first event, so a replay under other card facts
is refused. The digest is ``sha256:<hex>`` of the canonical JSON (sorted keys, no white space,
UTF-8, no floats) of the list of ``Card.to_json()`` records sorted by id (plain string order).
A catalog also accepts its earlier digests, those of the same records before the facts of
``ADDED_FACTS`` were added (no ruleset version of that time reads them): a game recorded then
still replays.

Catalog files
-------------
* ``seeds/catalog/starter.json``: the starter catalog shipped with the product (a Red Book
  catalog document: ``{"format": "redbook-card-catalog", "version": 1, "digest", "cards"}``),
  read through ``importlib.resources``; its digest is checked on load.
* A CoE ``cards.json`` given by the user (see :mod:`domain.cards.coe`).

``load_catalog(path)`` reads either kind (a Red Book catalog document is recognized by its
``format``); ``load_catalog(None)`` is the starter catalog.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator, Mapping
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from domain import canonical
from domain.cards.errors import CatalogError, UnknownCard
from domain.cards.names import fold
from domain.cards.records import ADDED_FACTS, Card
from domain.json_text import NotJson, parse_json
from domain.text import quoted

CATALOG_FORMAT = "redbook-card-catalog"
CATALOG_VERSION = 1
STARTER_PACKAGE = "seeds"
STARTER_PATH = ("catalog", "starter.json")
#: The sets the starter catalog holds cards of (The Wizards); any other's cards need the
#: Council of Elrond card database.
STARTER_SETS: tuple[str, ...] = ("TW",)
CREDIT = ("Card facts from the Council of Elrond MECCG card database "
          "(council-of-elrond-meccg/meccg-cards-database).")

#: Sets in release order: a name printed in several sets resolves to the earliest.
SET_ORDER: tuple[str, ...] = ("TW", "TD", "DM", "LE", "AS", "WH", "BA")


def _number(card_id: str) -> int:
    tail = card_id.rpartition("-")[2]
    return int(tail) if tail.isdigit() else 1 << 30


def _preference(card: Card) -> tuple[int, str, int, str]:
    rank = SET_ORDER.index(card.set) if card.set in SET_ORDER else len(SET_ORDER)
    return (rank, card.set, _number(card.id), card.id)


class _ById(dict[str, Card]):
    """A catalog's cards by id: a missing id is refused as :meth:`Catalog.get` refuses it."""

    __slots__ = ("_source",)

    def __init__(self, cards: Iterable[Card], source: str) -> None:
        super().__init__((card.id, card) for card in cards)
        self._source = source

    def __missing__(self, card_id: str) -> Card:
        close = close_matches(card_id, list(self), percent=20)
        raise UnknownCard(f"No card has the id {quoted(card_id)}.", key=card_id,
                          suggestions=close, source=self._source or None)


class Catalog:
    """An immutable catalog of cards, sorted by id, with look-ups by id and by name."""

    __slots__ = ("_by_id", "_by_name", "_cards", "_digest", "_earlier", "_sites", "_source",
                 "get")

    #: The card with this id; :class:`UnknownCard` if there is none. The rules look cards up
    #: tens of thousands of times a game: this is the index's own look-up (set per catalog),
    #: with no call of a method of the catalog's in between.
    get: Callable[[str], Card]

    def __init__(self, cards: Iterable[Card], source: str = "") -> None:
        by_id: dict[str, Card] = {}
        for card in cards:
            if not isinstance(card, Card):
                raise CatalogError(f"not a Card: {card!r}", source=source)
            if card.id in by_id:
                raise CatalogError("the id appears twice", source=source, record=card.id,
                                   field="id")
            by_id[card.id] = card
        ordered = tuple(sorted(by_id.values(), key=lambda c: c.id))
        by_name: dict[str, list[Card]] = {}
        for card in sorted(ordered, key=_preference):
            by_name.setdefault(fold(card.name), []).append(card)
        self._cards = ordered
        self._by_id = _ById(ordered, source)
        self.get = self._by_id.__getitem__
        self._by_name = {key: tuple(found) for key, found in by_name.items()}
        self._digest = canonical.digest([card.to_json() for card in ordered])
        self._earlier = _earlier_digests(ordered, self._digest)
        self._source = source
        #: (name, alignment) -> the site card of that name (``site``), filled in as asked.
        self._sites: dict[tuple[str, str], Card | None] = {}

    # ---- reading ------------------------------------------------------------------------

    @property
    def cards(self) -> tuple[Card, ...]:
        """Every card, sorted by id."""
        return self._cards

    @property
    def digest(self) -> str:
        """``sha256:<hex>`` of the canonical JSON of all records (see the module docstring)."""
        return self._digest

    @property
    def earlier_digests(self) -> tuple[str, ...]:
        """The digests of these records before each group of ``ADDED_FACTS``, latest first,
        each one that differs from :attr:`digest` (see the module docstring)."""
        return self._earlier

    def accepts(self, digest: object) -> bool:
        """Whether a game recorded under catalog ``digest`` replays under this catalog."""
        return digest == self._digest or digest in self._earlier

    @property
    def source(self) -> str:
        """Where the catalog came from (a file name); not part of the digest."""
        return self._source

    def __len__(self) -> int:
        return len(self._cards)

    def __iter__(self) -> Iterator[Card]:
        return iter(self._cards)

    def __contains__(self, card_id: object) -> bool:
        return isinstance(card_id, str) and card_id in self._by_id

    def __repr__(self) -> str:
        return f"<Catalog {len(self)} cards {self._digest[:19]} from {self._source or '?'}>"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Catalog) and other._digest == self._digest

    def __hash__(self) -> int:
        return hash(self._digest)

    def find_all(self, name: str, alignment: str | None = None) -> tuple[Card, ...]:
        """Every card with this English name (case- and accent-insensitive), earliest set
        first (see ``SET_ORDER``), optionally only of one alignment."""
        found = self._by_name.get(fold(name), ())
        if alignment is not None:
            wanted = fold(alignment)
            found = tuple(card for card in found if fold(card.alignment) == wanted)
        return found

    def site(self, name: str, alignment: str) -> Card | None:
        """The first site card of :meth:`find_all`'s with this name and alignment (None:
        none). The rules ask for the company's site by its name at every decision: each name
        is looked up once."""
        key = (name, alignment)
        try:
            return self._sites[key]
        except KeyError:
            found = self._sites[key] = next(
                (card for card in self.find_all(name, alignment) if card.is_site), None)
            return found

    def find(self, name: str, alignment: str | None = None) -> Card:
        """The card with this English name (case- and accent-insensitive). A name printed
        in several sets resolves to the earliest set, then the lowest number (Cave-drake ->
        TW-20, not LE-66); pass ``alignment`` to choose e.g. the Minion version of a site.
        :class:`UnknownCard`, with close names as suggestions, if there is none."""
        found = self.find_all(name, alignment)
        if found:
            return found[0]
        others = self.find_all(name)
        if others:
            kinds = ", ".join(dict.fromkeys(card.alignment for card in others))
            raise UnknownCard(f"No {alignment} card is named {name!r} (there is: {kinds}).",
                              key=name, source=self._source or None)
        keys = list(self._by_name)
        close = close_matches(fold(name), keys, percent=40)
        suggestions = [self._by_name[key][0].name for key in close]
        raise UnknownCard(f"No card is named {quoted(name)}.", key=name, suggestions=suggestions,
                          source=self._source or None)

    def select(self, card_type: str | None = None, alignment: str | None = None,
               sets: Iterable[str] | str | None = None,
               subtype: str | None = None) -> tuple[Card, ...]:
        """The cards matching every given filter (case-insensitive), sorted by id.
        ``subtype`` matches one of a card's printed subtypes (``"Creature"``)."""
        wanted_sets: tuple[str, ...] | None = None
        if isinstance(sets, str):
            wanted_sets = (sets,)
        elif sets is not None:
            wanted_sets = tuple(sorted(sets))
        out = []
        for card in self._cards:
            if card_type is not None and card.card_type.lower() != card_type.lower():
                continue
            if alignment is not None and card.alignment.lower() != alignment.lower():
                continue
            if wanted_sets is not None and card.set not in wanted_sets:
                continue
            if subtype is not None and subtype.lower() not in (s.lower() for s in card.subtypes):
                continue
            out.append(card)
        return tuple(out)

    # ---- building -----------------------------------------------------------------------

    def with_cards(self, cards: Iterable[Card], source: str | None = None) -> Catalog:
        """A new catalog with these cards added, replacing cards of the same id."""
        merged = dict(self._by_id)
        for card in cards:
            merged[card.id] = card
        return Catalog(merged.values(), source=self._source if source is None else source)

    def subset(self, card_ids: Iterable[str], source: str | None = None) -> Catalog:
        """A new catalog of only these cards (each must exist)."""
        return Catalog([self.get(card_id) for card_id in card_ids],
                       source=self._source if source is None else source)

    def to_document(self) -> dict[str, Any]:
        """The Red Book catalog document (what ``seeds/catalog/starter.json`` holds)."""
        return {
            "format": CATALOG_FORMAT,
            "version": CATALOG_VERSION,
            "credit": CREDIT,
            "digest": self._digest,
            "cards": [card.to_json() for card in self._cards],
        }

    def dumps(self) -> str:
        """The catalog document as deterministic JSON text (one card a line)."""
        doc = self.to_document()
        head = {key: value for key, value in doc.items() if key != "cards"}
        lines = [canonical.dumps(card) for card in doc["cards"]]
        body = json.dumps(head, sort_keys=True, ensure_ascii=False, indent=1)
        return body[:-2] + ',\n "cards": [\n  ' + ",\n  ".join(lines) + "\n ]\n}\n"


# --------------------------------------------------------------------------------------------
# Suggestions (integer arithmetic only)


def _earlier_digests(cards: tuple[Card, ...], digest: str) -> tuple[str, ...]:
    """The digests of the records without the latest group of added facts, then without the
    two latest, ...; those that equal ``digest`` or an earlier one (no record had the facts)
    are left out."""
    records = [card.to_json() for card in cards]
    out: list[str] = []
    for group in reversed(ADDED_FACTS):
        records = [{k: v for k, v in r.items() if k not in group} for r in records]
        out.append(canonical.digest(records))
    return tuple(d for d in dict.fromkeys(out) if d != digest)


def edit_distance(a: str, b: str) -> int:
    """Levenshtein distance: insertions, deletions and substitutions."""
    previous = list(range(len(b) + 1))
    for i, char_a in enumerate(a, start=1):
        current = [i]
        for j, char_b in enumerate(b, start=1):
            current.append(min(previous[j] + 1, current[j - 1] + 1,
                               previous[j - 1] + (char_a != char_b)))
        previous = current
    return previous[-1]


def close_matches(word: str, candidates: list[str], *, percent: int, n: int = 3) -> list[str]:
    """Up to ``n`` candidates that differ from ``word`` in at most ``percent`` per cent of the
    longer one's characters (or contain it), closest first, ties in alphabetical order."""
    scored = []
    for candidate in candidates:
        distance = edit_distance(word, candidate)
        longest = max(len(word), len(candidate), 1)
        if distance * 100 <= percent * longest or (len(word) >= 4 and word in candidate):
            scored.append((distance, candidate))
    return [candidate for _, candidate in sorted(scored)[:n]]


# --------------------------------------------------------------------------------------------
# Reading files


def _no_floats(text: str) -> Any:
    raise ValueError(f"a float ({text}) where only integers are allowed")


def _keep_float_text(text: str) -> Any:
    return text


def read_json(path: Path, source: str | None = None, *, allow_floats: bool = False) -> Any:
    """Read and parse a JSON file, raising :class:`CatalogError` naming the file.

    Floats are refused unless ``allow_floats`` (then they are kept as their text, unused)."""
    name = source or str(path)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise CatalogError("no such file", source=name) from None
    except IsADirectoryError:
        raise CatalogError("is a folder, not a card file", source=name) from None
    except OSError as exc:
        raise CatalogError(f"cannot read the file ({exc.strerror})", source=name) from None
    return parse_json_bytes(data, name, allow_floats=allow_floats)


def parse_json_bytes(data: bytes, source: str, *, allow_floats: bool = False) -> Any:
    try:
        return parse_json(data, _keep_float_text if allow_floats else _no_floats)
    except NotJson as exc:
        raise CatalogError(str(exc), source=source) from None


def is_catalog_document(obj: object) -> bool:
    return isinstance(obj, Mapping) and obj.get("format") == CATALOG_FORMAT


def parse_catalog_document(obj: object, source: str) -> Catalog:
    """Read a Red Book catalog document, checking its shape, every record and its digest."""
    if not is_catalog_document(obj):
        raise CatalogError(f"not a Red Book card catalog (expected format {CATALOG_FORMAT!r})",
                           source=source, field="format")
    assert isinstance(obj, Mapping)
    if obj.get("version") != CATALOG_VERSION:
        raise CatalogError(f"unsupported version {obj.get('version')!r}", source=source,
                           field="version")
    records = obj.get("cards")
    if not isinstance(records, list):
        raise CatalogError("expected a list of cards", source=source, field="cards")
    catalog = Catalog((Card.from_json(record, source=source) for record in records),
                      source=source)
    expected = obj.get("digest")
    if expected is not None and expected != catalog.digest:
        raise CatalogError(f"the records' digest is {catalog.digest}, the file says {expected}",
                           source=source, field="digest")
    return catalog


@cache
def starter_catalog() -> Catalog:
    """The starter catalog shipped in ``seeds/catalog/starter.json``."""
    source = "seeds/" + "/".join(STARTER_PATH)
    resource = resources.files(STARTER_PACKAGE).joinpath(*STARTER_PATH)
    try:
        data = resource.read_bytes()
    except OSError:
        raise CatalogError("the starter catalog is missing from the package",
                           source=source) from None
    return parse_catalog_document(parse_json_bytes(data, source), source)


def load_catalog(path: str | Path | None = None) -> Catalog:
    """``None``: the starter catalog. A path: a CoE ``cards.json`` (or a Red Book catalog
    document, recognized by its ``format``)."""
    if path is None:
        return starter_catalog()
    from domain.cards.coe import parse_coe

    source = str(path)
    obj = read_json(Path(path), source, allow_floats=True)
    if is_catalog_document(obj):  # a Red Book document: floats are errors, not ignored
        return parse_catalog_document(read_json(Path(path), source), source)
    return parse_coe(obj, source=source)
