"""Folding card names for look-up: case-, accent- and typography-insensitive.

``fold("Thranduil’s Halls") == fold("thranduils halls")`` is not promised (punctuation other
than quotes stays), but ``fold("Thranduil’s Halls") == fold("THRANDUIL'S HALLS")`` and
``fold("Dúnadan") == fold("Dunadan")`` are.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

_QUOTES = str.maketrans({"’": "'", "‘": "'", "`": "'", "´": "'", "“": '"', "”": '"',
                         "–": "-", "—": "-"})


# Rules look the same few hundred names up again and again while offering actions.
@lru_cache(maxsize=8192)
def fold(name: str) -> str:
    """The look-up key of a name: no accents, no case, straight quotes, single spaces."""
    decomposed = unicodedata.normalize("NFKD", name.translate(_QUOTES))
    plain = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return " ".join(plain.casefold().split())
