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


def shown(value: Any) -> str:
    """A value read from JSON as a message names what was given instead, in JSON's words
    (``true``, ``the text "5"``, ``an object with keys action, undo_to``), never Python's."""
    if isinstance(value, bool) or value is None:
        return json.dumps(value)
    if isinstance(value, str):
        return f"the text {json.dumps(value)}" if len(value) <= 40 else "text"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return json.dumps(value) if value == value and abs(value) != float("inf") else "a number"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, Mapping):
        return f"an object with keys {', '.join(map(str, value))}" if value else "an empty object"
    return type(value).__name__
