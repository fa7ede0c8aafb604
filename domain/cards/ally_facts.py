"""Ally facts derived from a card's rules text by pattern: where it is played.

The CoE data prints these only in an ally's text: the sites named as where it is played (a
site or several joined by "or", read as a faction's are, ``faction_facts.faction_sites``), or
every site of one region ("any site in <region>"), and whether it may be played though the
site is tapped. The importer reads that text once, here, and keeps only the facts.
"""

from __future__ import annotations

import re

from domain.cards.faction_facts import faction_sites
from domain.cards.item_facts import plain_text

_ANY_SITE_IN = re.compile(r"\bPlayable at any site in (?P<region>[^.;,]+?)(?=\.|;|,|$)")
_TAPPED = re.compile(r"\bplayable even if the site is tapped\b", re.I)


def ally_sites(text: str) -> tuple[str, ...]:
    """The sites an ally's text names as where it is played, in printed order."""
    return faction_sites(text)


def ally_regions(text: str) -> tuple[str, ...]:
    """The regions at any site of which an ally's text says it is played."""
    match = _ANY_SITE_IN.search(plain_text(text))
    return (match["region"].strip(),) if match else ()


def ally_at_tapped_site(text: str) -> bool:
    """Whether an ally's text lets it be played though its site is tapped."""
    return _TAPPED.search(plain_text(text)) is not None
