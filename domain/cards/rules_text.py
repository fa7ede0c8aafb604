"""Which cards print rules beyond the facts the catalog keeps: read once from a card's text by
pattern, so the card coverage (``domain/coverage.py``) can tell a card that needs no script of
its own from one whose special text the engine must play.

A region prints only its neighbours (a fact of the catalog). A character's text is plain when
it says no more than that it is unique; a creature's when it names only its race and its
strikes (and that it is unique); a site's when it holds only its nearest haven or site paths,
what is playable there and its automatic-attacks, all facts of the catalog. Any other text
(and any item, ally, faction or event) holds rules: its effect needs a script. Only the
verdict is kept (``seeds/catalog/plain_cards.txt``); the text never reaches the project.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from functools import cache
from importlib import resources
from typing import Any

from domain.cards.item_facts import plain_text

_UNIQUE = re.compile(r"\bUnique\.\s*")
_STRIKES = re.compile(r"(?:^|(?<=\. ))(?:One|Two|Three|Four|Five|Six|\d+) [Ss]trikes?\.\s*")
_RACE = re.compile(r"^[A-Z][\w\-]*(?: [A-Z\w][\w\-]*)?\.\s*")  # "Orcs.", "Awakened Plant."
_HAVEN = re.compile(r"Nearest Haven:\s*[^\s{]+(?: [A-Z][^\s{]*)*?(?= Playable| Automatic|$)")
_PATHS = re.compile(r"Site Path From [^:]+:\s*(?:\{\w\})+\s*")
_PLAYABLE = re.compile(r"Playable:[^A]*?(?= Automatic|$)")
_ATTACKS = re.compile(r"Automatic-attacks?.*$")

PLAIN_FILE = ("catalog", "plain_cards.txt")


def holds_rules(card_type: str, subtype: str | None, text: str) -> bool:
    """Whether a card of ``card_type`` (its CoE ``type``; ``subtype`` as CoE prints it) with
    the English rules ``text`` prints rules beyond the catalog's facts."""
    rest = plain_text(text)
    if card_type == "Region":
        return False
    if card_type == "Character":
        rest = _UNIQUE.sub("", rest)
    elif subtype == "Creature":
        rest = _STRIKES.sub("", _RACE.sub("", _UNIQUE.sub("", rest), count=1))
    elif card_type == "Site":
        if "Special" in rest:
            return True
        for pattern in (_PATHS, _HAVEN, _PLAYABLE, _ATTACKS):
            rest = pattern.sub("", rest)
    else:
        return True
    return bool(rest.strip())


def plain_list(coe: Mapping[str, Any], sets: tuple[str, ...] = ("TW",)) -> str:
    """The text of ``seeds/catalog/plain_cards.txt`` for a CoE ``cards.json`` object: the ids
    (each with its name as a comment) of the characters, creatures and sites of ``sets`` that
    print no rules beyond the catalog's facts, in the data's order."""
    lines = ["# Characters, creatures and sites of The Wizards that print no rules beyond the",
             "# catalog's facts: they need no script. Built by ops/build_plain_cards.py from the",
             "# Council of Elrond card data (domain/cards/rules_text.py); do not edit by hand."]
    for set_id in sets:
        for card_id, raw in coe[set_id]["cards"].items():
            card_type = raw["type"]
            subtype = raw.get("attributes", {}).get("subtype")
            if card_type not in ("Character", "Site") and subtype != "Creature":
                continue
            if not holds_rules(card_type, subtype, (raw.get("text") or {}).get("en") or ""):
                lines.append(f"{card_id}  # {raw['name']['en']}")
    return "\n".join(lines) + "\n"


def read_plain(lines: Iterable[str]) -> frozenset[str]:
    """The card ids of a plain-cards list: one id a line, ``#`` starting a comment."""
    return frozenset(line.split("#", 1)[0].strip() for line in lines) - {""}


@cache
def plain_cards() -> frozenset[str]:
    """The ids of the Wizards characters, creatures and sites that print no rules beyond the
    catalog's facts (``seeds/catalog/plain_cards.txt``, built from the Council of Elrond data
    by ``ops/build_plain_cards.py``)."""
    text = resources.files("seeds").joinpath(*PLAIN_FILE).read_text("utf-8")
    return read_plain(text.splitlines())
