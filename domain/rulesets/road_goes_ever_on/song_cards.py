"""Which cards are Songs (RGO-SONG-2): those with the keyword and those the rules name. A
module of its own, imported by the site phase, the Songs and the hand's resources alike."""

from __future__ import annotations

from domain.cards import Card, fold

#: Cards that count as Songs besides those with the keyword (RGO-SONG-2).
SONG_NAMES = ("Elf-song", "Tales of the Hunt", "Hey! Come merry dol!")
_FOLDED = frozenset(fold(n) for n in SONG_NAMES)


def is_song(card: Card) -> bool:
    return "Song" in card.keywords or fold(card.name) in _FOLDED
