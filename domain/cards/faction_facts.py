"""Faction facts derived from a card's rules text by pattern: where it is played, the number its
influence check must beat and its standard modifications by the influencing character's race.

The CoE data prints these only in a faction's text ("Playable at <site> if the influence check
is greater than <n>", "Standard Modifications: <Race> (+n), ..."). The importer reads that text
once, here, and keeps only the facts: the text itself never reaches a record.

Only plain forms are read: a named site or two joined by "or" (not "any Shadow-hold", not "one
of your ..."), a number, and a modification naming a race of characters in the plural. A
modification under a condition ("if Radagast is your Wizard") or naming another faction or a
people that is no race of characters gives no fact: it is a card's script, not a standing one.
"""

from __future__ import annotations

import re

from domain.cards.item_facts import plain_text

#: The plural a faction prints for each race of characters, and the race as a character prints it.
RACES = {"Men": "Man", "Dúnedain": "Dúnadan", "Elves": "Elf", "Dwarves": "Dwarf",
         "Hobbits": "Hobbit", "Wizards": "Wizard"}

_PLAYABLE = re.compile(r"\bPlayable at (?P<sites>[^.]+?)(?= if |\.|;|$)")
_NUMBER = re.compile(r"\bif (?:the )?influence check is greater than (?P<number>\d+)")
_STANDARD = re.compile(r"\bStandard Modifications?:\s*(?P<list>[^.]*)")
_MODIFICATION = re.compile(r"^(?P<race>[^()]+?)\s*\((?P<amount>[+-]\d+)\)$")
_NOT_A_SITE = re.compile(r"\[|\b(?:any|a|an|one|your|tapped|untapped)\b", re.I)


def faction_sites(text: str) -> tuple[str, ...]:
    """The sites a faction's text names as where it is played, in printed order."""
    match = _PLAYABLE.search(plain_text(text))
    if match is None or _NOT_A_SITE.search(match["sites"]):
        return ()
    return tuple(s.strip() for s in re.split(r",\s*(?:or\s+)?|\s+or\s+", match["sites"])
                 if s.strip())


def influence_number(text: str) -> int | None:
    """The number a faction's influence check must be greater than, or None."""
    match = _NUMBER.search(plain_text(text))
    return int(match["number"]) if match else None


def standard_modifications(text: str) -> tuple[tuple[str, int], ...]:
    """Each (race, modification) a faction's standard modifications give an influencing
    character of that race, in printed order."""
    match = _STANDARD.search(plain_text(text))
    if match is None:
        return ()
    out: list[tuple[str, int]] = []
    for entry in match["list"].split(","):
        found = _MODIFICATION.match(entry.strip())
        if found is not None and found["race"] in RACES:
            out.append((RACES[found["race"]], int(found["amount"])))
    return tuple(out)
