"""Character facts derived from a character's rules text by pattern: the bonuses it has to its
direct influence against a faction, a race or a character, and to its prowess against an
attacker's race.

The CoE data prints these only in the card's text. The importer reads that text once, here,
and keeps only the facts (:class:`~domain.cards.records.CharacterBonus`); the text itself
never reaches a record. A sentence the patterns do not read (a corruption-check modifier, which
the catalog already holds as ``corruption``, or a rule of the card's own: keeping one more
card, tapping to cancel an attack) gives no bonus: it is a script's, or a fact of its own.

The targets of a bonus (``CharacterBonus.target``):

- ``faction``: the faction named ``against``;
- ``factions``: every faction (``against`` is empty); a "-1 to influence checks against
  factions" reads as this with -1;
- ``race``: characters and factions of the race ``against`` (the singular, "Dwarf");
- ``race-factions``: factions of the race ``against`` only ("Wose factions");
- ``character``: the character named ``against`` (direct influence usable against him only);
- ``attacker``: the strikes of an attack by the race ``against`` ("Orcs", "Nazgûl");
  ``halves_body`` when the attacker's body is halved (rounded up) as well.
"""

from __future__ import annotations

import re

from domain.cards.item_facts import plain_text
from domain.cards.records import CharacterBonus

#: The plural a text names a race by -> the singular the catalog's races use.
_RACES = {"Dwarves": "Dwarf", "Elves": "Elf", "Men": "Man", "Hobbits": "Hobbit",
          "Dúnedain": "Dúnadan"}
_AMOUNT = r"(?P<amount>[+-]\d+)"
_PATTERNS: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(_AMOUNT + r" direct influence against all factions$"),
     "direct_influence", "factions"),
    (re.compile(_AMOUNT + r" to influence checks against factions$"),
     "direct_influence", "factions"),
    (re.compile(_AMOUNT + r" direct influence against the (?P<against>.+?) faction$"),
     "direct_influence", "faction"),
    (re.compile(_AMOUNT + r" direct influence against (?P<plural>\w+) and (?P<against>\w+) "
                r"factions$"), "direct_influence", "race"),
    (re.compile(_AMOUNT + r" direct influence against (?P<against>\w+) factions$"),
     "direct_influence", "race-factions"),
    (re.compile(_AMOUNT + r" direct influence against (?P<plural>Elves|Dwarves|Men|Hobbits)$"),
     "direct_influence", "race"),
    (re.compile(_AMOUNT + r" direct influence (?:that is )?only usable against (?P<against>.+)$"),
     "direct_influence", "character"),
    (re.compile(_AMOUNT + r" prowess against (?P<against>\w+)$"), "prowess", "attacker"),
)
_AGAINST_WRAITHS = re.compile(
    r"^Against (?P<against>\w+) and Ringwraiths, (?P<amount>\+\d+) to (?:his|her) prowess"
    r"(?P<halved> and the \S+ body is halved \(rounded up\))?$")


def character_bonuses(text: str) -> tuple[CharacterBonus, ...]:
    """The bonuses a character's text states, in printed order."""
    out: list[CharacterBonus] = []
    for sentence in re.split(r"\.\s*", plain_text(text)):
        wraiths = _AGAINST_WRAITHS.match(sentence.strip())
        clauses = [sentence] if wraiths else re.split(r",\s*(?=[+-]\d)", sentence.strip())
        for clause in clauses:
            found = _clause_bonus(clause.strip())
            if found is not None:
                out.append(found)
    return tuple(out)


def _clause_bonus(clause: str) -> CharacterBonus | None:
    wraiths = _AGAINST_WRAITHS.match(clause)
    if wraiths is not None:
        return CharacterBonus("prowess", int(wraiths["amount"]), "attacker",
                              wraiths["against"], halves_body=bool(wraiths["halved"]))
    for pattern, stat, target in _PATTERNS:
        match = pattern.match(clause)
        if match is None:
            continue
        groups = match.groupdict()
        against = groups.get("against") or ""
        if groups.get("plural"):
            against = _RACES.get(groups["plural"], against)
        return CharacterBonus(stat, int(match["amount"]), target, against)
    return None
