"""The repository keeps card names and facts, never a card's text (the data folder's README): no
file the project ships or tests with holds a sentence, or a clause between brackets, of
``LEAST`` words or more from any card's English rules or flavour text in the CoE database,
read here at test time. Shorter passages are the game's own terms and stat lines ("+2 to
prowess to a maximum of 8", "each character faces 1 strike with 8 prowess"), which many
cards print alike. The vendored Swagger UI files are not the project's words."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from tests.card_text import passages, words

pytestmark = pytest.mark.not_a_rule("the card data's terms: the repository keeps no card text")

REPO = Path(__file__).resolve().parents[2]
LEAST = 10
_VENDORED = "api/static/docs/"
_BINARY = (".png", ".ico", ".sqlite")


def _files() -> list[Path]:
    listed = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard"],
                            cwd=REPO, capture_output=True, text=True, check=True).stdout
    return [REPO / name for name in sorted(listed.splitlines())
            if not name.startswith(_VENDORED) and not name.endswith(_BINARY)
            and (REPO / name).is_file()]


Index = dict[tuple[str, ...], list[tuple[tuple[str, ...], str]]]


def indexed(printed: dict[tuple[str, ...], str]) -> Index:
    """The passages by their first ``LEAST`` words, each with the card printing it."""
    by_start: Index = {}
    for passage, card in printed.items():
        by_start.setdefault(passage[:LEAST], []).append((passage, card))
    return by_start


def quoted(text: str, passages_by_start: Index) -> list[str]:
    """The passages that ``text`` holds, each with the card printing it."""
    said = words(text)
    # The run of words starting at each place (the shorter lists end it at the last one).
    starts = zip(*(said[k:] for k in range(LEAST)), strict=False)
    return sorted({f"{' '.join(p)} ({card})"
                   for i, start in enumerate(starts) if start in passages_by_start
                   for p, card in passages_by_start[start]
                   if tuple(said[i:i + len(p)]) == p})


def test_no_file_holds_a_passage_of_a_cards_text(coe_cards_path: Path) -> None:
    printed = indexed(passages(coe_cards_path, LEAST))
    found = {str(path.relative_to(REPO)): hits for path in _files()
             if (hits := quoted(path.read_text(encoding="utf-8", errors="replace"), printed))}
    assert found == {}


def test_a_passage_is_found_whatever_its_markup_and_case() -> None:
    printed = indexed({tuple(words("When the made-up wizard's new site is revealed he may draw "
                                   "one more card")): "XX-1"})
    card = ('As printed: "<i>When</i> the made-up wizard’s new site [{w}] is revealed, he may '
            'draw one more card."')
    assert quoted(card, printed) == [
        "when the made-up wizard's new site is revealed he may draw one more card (XX-1)"]
    assert quoted("the made-up wizard's new site is revealed: he may draw one more card",
                  printed) == []
