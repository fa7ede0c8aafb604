"""A Balrog player's deck, checked against every rule the copy of The Balrog's rules has
(``BA-DECL-1``, ``BA-DECK-2``, ``BA-LOC-1``, ``BA-START-1``); the rules the copy lacks are
named as unknown, never guessed (``UNKNOWN``).

A deck is a mapping of parts to card ids: ``starting`` (the starting companies' cards),
``play``, ``sideboard``, ``locations`` (the location deck) and ``starting_sites`` (one site per
starting company)."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from domain.cards import Card, Catalog, fold
from domain.errors import InvalidDeck

PARTS = ("starting", "play", "sideboard", "locations", "starting_sites")
#: BA-DECK-2: not in a Balrog player's starting company, play deck or sideboard ("Ringwraith
#: cards" are the cards of the Ringwraith race, below).
PROHIBITED = (
    "Above the Abyss", "Bade to Rule", "The Black Council", "Black Horse", "Black Rider",
    "By the Ringwraith's Word", "Creature of an Older World", "Fell Rider", "The Fiery Blade",
    "Helm of Fear", "Heralded Lord", "Durin's Bane", "Balrog of Moria",
    "Kill All But NOT the Halflings", "The Lidless Eye", "Morgul-blade", "News of the Shire",
    "Open to the Summons", "Orders From Lugburz", "Padding Feet", "The Ring Leaves its Mark",
    "Sauron", "They Ride Together", "Use Your Legs", "While the Yellow Face Sleeps")
STARTING_SITES = ("Moria", "The Under-gates")
MAX_COMPANIES = 2

#: The rules this copy names but does not hold: a deck is not checked against them.
UNKNOWN: dict[str, str] = {
    "BA-PLAYER-1": "the Ringwraith player's rules of The Lidless Eye, which no seed holds",
    "BA-PLAYER-2": "the Balrog's own special rules replacing the Ringwraith's are missing",
    "BA-WIN-2": "the exceptions to the Ringwraith's victory conditions are missing",
    "BA-LOC-1": "the exceptions to one copy of each minion site are missing",
    "BA-DECK-1": "building a deck as a Ringwraith player does needs The Lidless Eye's rules, "
                 "and the exceptions are missing",
}


@dataclass(frozen=True, slots=True)
class DeckCheck:
    """Whether the deck is a Balrog player's, its problems (each naming its clause), and the
    rules not checked for want of their text."""

    balrog_player: bool
    problems: list[str] = field(default_factory=list)
    unknown: dict[str, str] = field(default_factory=dict)

    def to_json(self) -> dict[str, object]:
        return {"balrog_player": self.balrog_player, "problems": list(self.problems),
                "unknown": dict(self.unknown)}


def _is_balrog(card: Card) -> bool:
    return card.is_character and card.alignment == "Balrog" and fold(card.name) == "the balrog"


def prohibited(card: Card) -> bool:
    """A card a Balrog player may not include in his starting company, play deck or sideboard
    (BA-DECK-2)."""
    if "Ringwraith" in (card.race or "").split(","):
        return True
    if fold(card.name) == "the balrog" and card.is_ally:
        return True  # The Balrog (Ally)
    return any(fold(card.name) == fold(p) for p in PROHIBITED)


def _minion_site(card: Card) -> bool:
    """A minion site, as a Balrog player's sites are (BA-LOC-1): a Minion or Balrog site."""
    return card.is_site and card.alignment in ("Minion", "Balrog")


def _start_problem(site: Card) -> str | None:
    """Why ``site`` is no starting site of a Balrog player's company (BA-START-1): not a
    minion site (the hero Moria, the hero Under-gates) or none of Moria and The Under-gates."""
    if not any(fold(site.name) == fold(n) for n in STARTING_SITES):
        return "a starting company begins at Moria or The Under-gates"
    if not _minion_site(site):
        return ("it is no minion site: a starting company begins at a minion Moria or The "
                "Under-gates")
    return None


def deck_of(document: object) -> dict[str, list[str]]:
    """A deck read from a JSON document, refused (``InvalidDeck``) unless it is an object of
    card id lists; the parts are checked by :func:`check`, so an unknown one is a problem."""
    if not isinstance(document, dict) or not all(isinstance(k, str) for k in document):
        raise InvalidDeck("a deck is a JSON object of card id lists by part "
                          f"({', '.join(PARTS)})")
    for part, cards in document.items():
        if not isinstance(cards, list):
            raise InvalidDeck(f"{part}: a list of card ids, not {_sent(cards)}")
        if not all(isinstance(c, str) for c in cards):
            wrong = next(c for c in cards if not isinstance(c, str))
            raise InvalidDeck(f"{part}: a list of card ids (text), not one holding "
                              f"{_sent(wrong)}")
    return {k: list(v) for k, v in document.items()}


def _sent(value: object) -> str:
    """A value of a deck's document that is no card id (list), as a refusal names it."""
    if isinstance(value, str):
        return f"the text {json.dumps(value)}" if len(value) <= 40 else "text"
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list):
        return "a list"
    return json.dumps(value)


def check(deck: Mapping[str, Sequence[str]], card: Callable[[str], Card | None],
          unknown: Callable[[str], str] = lambda c: f"{c} is not in the card catalog"
          ) -> DeckCheck:
    """Check ``deck``; ``card`` answers a card id (None: not in the catalog), and ``unknown``
    says why a card id it does not answer is missing."""
    problems = [f"{part}: not a part of a deck (the parts are {', '.join(PARTS)})"
                for part in deck if part not in PARTS]
    found: dict[str, list[Card]] = {}
    for part in PARTS:
        found[part] = []
        for card_id in deck.get(part, ()):
            known = card(card_id)
            if known is None:
                problems.append(f"{part}: {unknown(card_id)}")
            else:
                found[part].append(known)
    held = [*found["starting"], *found["play"], *found["sideboard"]]
    if not any(_is_balrog(c) for c in held):
        return DeckCheck(False, [*problems, "the deck holds no The Balrog character card: it "
                                 "is no Balrog player's deck [BA-DECL-1]"], dict(UNKNOWN))
    for part in ("starting", "play", "sideboard"):
        problems += [f"{part}: {c.name} ({c.id}) may not be in a Balrog player's deck "
                     "[BA-DECK-2]" for c in found[part] if prohibited(c)]
    seen: set[str] = set()
    for site in found["locations"]:
        if not _minion_site(site):
            problems.append(f"locations: {site.name} ({site.id}) is no minion site [BA-LOC-1]")
        elif fold(site.name) in seen:
            problems.append(f"locations: a second {site.name}: one copy of each minion site "
                            "[BA-LOC-1]")
        seen.add(fold(site.name))
    starts = found["starting_sites"]
    if len(starts) > MAX_COMPANIES:
        problems.append(f"starting_sites: {len(starts)} starting companies, at most "
                        f"{MAX_COMPANIES} [BA-START-1]")
    problems += [f"starting_sites: {s.name} ({s.id}): {why} [BA-START-1]" for s in starts
                 if (why := _start_problem(s)) is not None]
    return DeckCheck(True, problems, dict(UNKNOWN))


def check_in(deck: Mapping[str, Sequence[str]], catalog: Catalog) -> DeckCheck:
    """Check ``deck`` against the cards of ``catalog``; a card of a set the catalog holds
    none of (the starter catalog holds The Wizards only) is said to be so, with where the
    whole card database is given."""
    held = sorted(dict.fromkeys(card.set for card in catalog))

    def unknown(card_id: str) -> str:
        card_set, dash, _ = card_id.partition("-")
        if not dash or not card_set or card_set in held:
            return f"{card_id} is not in the card catalog"
        return (f"{card_id} is of the set {card_set}, which the card catalog does not hold "
                f"(it holds {', '.join(held)} only): give the whole Council of Elrond "
                "cards.json (--cards FILE or REDBOOK_CARDS)")

    return check(deck, lambda c: catalog.get(c) if c in catalog else None, unknown)
