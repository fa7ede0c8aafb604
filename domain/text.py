"""Small helpers for the sentences rulesets write and the names they sort."""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Iterable, Mapping
from typing import Any


def count(number: int, noun: str, plural: str | None = None) -> str:
    """``count(1, "region")`` is "1 region"; ``count(2, "region")`` is "2 regions"."""
    return f"{number} {noun if number == 1 else plural or noun + 's'}"


def and_list(parts: list[str]) -> str:
    """``["a", "b", "c"]`` is "a, b and c"."""
    return " and ".join([", ".join(parts[:-1]), parts[-1]] if len(parts) > 1 else parts)


def singular(plural: str) -> str:
    """A race of attacks in the singular, as it names one attack ("Orc attacks"): "Orcs" is
    "Orc", "Wolves" "Wolf", "Men" "Man"; a word with no plural ending ("Undead") is the same."""
    if plural.endswith(("men", "Men")):
        return plural[:-2] + "an"
    if plural.endswith("ves"):
        return plural.removesuffix("ves") + "f"
    return plural.removesuffix("s")


def reading_key(name: str) -> tuple[str, str, str]:
    """Sort key of a name as a reader alphabetizes it: the letters without their accents and
    case ("Éowyn" files under "eowyn", before "Vygavril"), then case, then the exact name, so
    two different names never tie. Decomposing (NFKD) splits an accented letter into its base
    letter and a combining mark, which is dropped."""
    bare = "".join(ch for ch in unicodedata.normalize("NFKD", name)
                   if not unicodedata.combining(ch))
    return (bare.casefold(), bare, name)


#: The end of a text that is a sentence already: a full stop (or ! ? …), perhaps inside closing
#: quotes or brackets, perhaps followed by the clause it cites ("… stay. [TBA-SEQ-3]").
_ENDED = re.compile(r"[.!?…][\"'’”)\]]*(\s+\[[^\[\]]*\])?$")


def sentence(text: str) -> str:
    """``text`` ending as a sentence: with a full stop added unless it ends in one already.
    A message that quotes another (an error's, a verdict's) ends it so, not with two stops."""
    text = text.rstrip()
    return text if not text or _ENDED.search(text) else text + "."


#: The region and site types as the rules name them (the catalog's names, ``symbols``, are
#: words for data: "ruins-and-lairs" is a Ruins & Lairs).
TYPE_NAMES: dict[str, str] = {
    "wilderness": "Wilderness", "shadow-land": "Shadow-land", "dark-domain": "Dark-domain",
    "border-land": "Border-land", "free-domain": "Free-domain", "coastal-sea": "Coastal Sea",
    "jungle": "Jungle", "desert": "Desert", "under-deeps": "Under-deeps",
    "border-hold": "Border-hold", "dark-hold": "Dark-hold", "haven": "Haven",
    "free-hold": "Free-hold", "ruins-and-lairs": "Ruins & Lairs", "shadow-hold": "Shadow-hold",
}


def type_name(kind: str) -> str:
    """A region or site type as the rules name it: ``"border-land"`` is "Border-land"; a word
    that is no type is left as it is."""
    return TYPE_NAMES.get(kind, kind)


def type_names(kinds: Iterable[str]) -> str:
    """Region or site types in a row, as the rules name them: "Wilderness, Border-land"."""
    return ", ".join(type_name(k) for k in kinds)


def keyed_place(keying: str) -> str:
    """Where a creature is keyed, from the engine's keying (``engine.keying.keying_options``:
    ``region-type:<type>``, ``region:<name>``, ``site-type:<type>``, ``site:<name>``) as a
    player reads it: "Wilderness", "Rhudaur", "Ruins & Lairs". Any other word is left as it
    is."""
    kind, _, what = keying.partition(":")
    if kind in ("region-type", "site-type"):
        return type_name(what)
    return what if kind in ("region", "site") and what else keying


_TYPE_WORDS = re.compile(r"(?<![\w-])(" + "|".join(
    sorted(map(re.escape, TYPE_NAMES), key=len, reverse=True)) + r")(?![\w-])")


def named_types(phrase: str) -> str:
    """A phrase an event recorded with region or site types in it ("region 2 (border-land)",
    "the ruins-and-lairs encounter") with each type as the rules name it."""
    return _TYPE_WORDS.sub(lambda found: TYPE_NAMES[found.group(1)], phrase)


def quoted(value: Any) -> str:
    """A name a message quotes (a deck's, a card's as given, an option's) as JSON writes it,
    in double quotes: ``"golden-hoard"``; any other value as JSON too (``5``, ``null``)."""
    return json.dumps(value, ensure_ascii=False)


#: How a message names a value of each JSON type, before its JSON.
_KIND_WORDS: tuple[tuple[type | tuple[type, ...], str], ...] = (
    (str, "the text"), ((int, float), "the number"), (list, "the list"),
    (Mapping, "the object"))
#: The most of a value's JSON a message quotes: a longer one (a deck list) is cut short.
SHOWN_LENGTH = 40


def shown(value: Any) -> str:
    """A value read from JSON as a message names it where another was wanted, in JSON's words,
    never Python's: ``true``, ``null``, or its type and its JSON, cut short if long (``the
    number 5``, ``the text "5"``, ``the list []``, ``the object {"action": "roll"}``)."""
    if value is None or isinstance(value, bool):
        return json.dumps(value)
    kind = next((words for types, words in _KIND_WORDS if isinstance(value, types)),
                "the value")
    written = json.dumps(value, ensure_ascii=False, default=str)
    cut = written if len(written) <= SHOWN_LENGTH else written[:SHOWN_LENGTH - 3] + "..."
    return f"{kind} {cut}"
