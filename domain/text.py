"""Small helpers for the sentences rulesets write and the names they sort."""

from __future__ import annotations

import re
import unicodedata


def count(number: int, noun: str, plural: str | None = None) -> str:
    """``count(1, "region")`` is "1 region"; ``count(2, "region")`` is "2 regions"."""
    return f"{number} {noun if number == 1 else plural or noun + 's'}"


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
