"""The card database's texts, read at test time, to check that the project's own words do not
copy them: the project keeps names and facts, never a card's text (the data folder's README).

``words`` reduces a text to its lowercase words (markup, icons and punctuation dropped);
``shared_runs`` gives the runs of words two texts have in common; ``passages`` cuts a card's
rules and flavour text into its sentences and bracketed clauses, the pieces a quotation
takes."""

from __future__ import annotations

import html
import json
import re
from functools import cache
from pathlib import Path
from typing import Any

_MARKUP = re.compile(r"<[^>]+>|\[\{[^}]*\}\]")
_WORD = re.compile(r"[a-z0-9+\-']+")
#: Where a card's text breaks into passages: the end of a sentence, a semicolon or colon, a
#: bracket, a dash between words.
_BREAK = re.compile(r"(?<=[.!?;:])\s*|[()]|\s[\u2014\u2013]\s")


def words(text: str) -> list[str]:
    plain = html.unescape(_MARKUP.sub(" ", text)).replace("\u2019", "'")
    return _WORD.findall(plain.lower())


@cache
def _cards(path: Path) -> dict[str, dict[str, Any]]:
    sets = json.loads(path.read_text(encoding="utf-8"))
    return {card_id: card for card_set in sets.values()
            for card_id, card in card_set["cards"].items()}


def card_texts(path: Path) -> dict[str, str]:
    """Each card's English rules text in the CoE database at ``path``, by card id."""
    return {card_id: str((card.get("text") or {}).get("en") or "")
            for card_id, card in _cards(path).items()}


def passages(path: Path, least: int) -> dict[tuple[str, ...], str]:
    """The passages of ``least`` words or more of every card's English rules and flavour text,
    as words, each with the id of a card printing it. A region's text, the regions next to
    it, is a fact of the map, not a passage."""
    out: dict[tuple[str, ...], str] = {}
    for card_id, card in _cards(path).items():
        if card.get("type") == "Region":
            continue
        for field in ("text", "quote"):
            text = html.unescape(_MARKUP.sub(" ", str((card.get(field) or {}).get("en") or "")))
            for piece in _BREAK.split(text):
                said = tuple(words(piece or ""))
                if len(said) >= least:
                    out.setdefault(said, card_id)
    return out


def shared_runs(text: str, card_text: str, length: int) -> list[str]:
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
