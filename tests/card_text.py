"""The card database's texts, read at test time, to check that the project's own words do not
copy them: the project keeps names and facts, never a card's text (the data folder's README).

``words`` reduces a text to its lowercase words (markup, icons and punctuation dropped), and
``shared_runs`` gives the runs of that many words or more two texts have in common."""

from __future__ import annotations

import html
import json
import re
from functools import cache
from pathlib import Path

#: A run of this many words in common is a quotation, not shared game terms ("at the end of
#: the turn" is five).
QUOTED = 8

_MARKUP = re.compile(r"<[^>]+>|\[\{[^}]*\}\]")
_WORD = re.compile(r"[a-z0-9+\-']+")


def words(text: str) -> list[str]:
    plain = html.unescape(_MARKUP.sub(" ", text)).replace("\u2019", "'")
    return _WORD.findall(plain.lower())


@cache
def card_texts(path: Path) -> dict[str, str]:
    """Each card's English text in the CoE database at ``path``, by card id."""
    sets = json.loads(path.read_text(encoding="utf-8"))
    return {card_id: str((card.get("text") or {}).get("en") or "")
            for card_set in sets.values() for card_id, card in card_set["cards"].items()}


def shared_runs(text: str, card_text: str, length: int = QUOTED) -> list[str]:
    """The runs of at least ``length`` words ``text`` takes from ``card_text``, longest
    first."""
    ours, theirs = words(text), words(card_text)
    grams = {tuple(theirs[i:i + length]) for i in range(len(theirs) - length + 1)}
    runs: list[str] = []
    i = 0
    while i <= len(ours) - length:
        if tuple(ours[i:i + length]) not in grams:
            i += 1
            continue
        end = i + length
        while end < len(ours) and tuple(ours[end - length + 1:end + 1]) in grams:
            end += 1
        runs.append(" ".join(ours[i:end]))
        i = end
    return sorted(runs, key=len, reverse=True)
