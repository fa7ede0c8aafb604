"""Item facts derived from a card's rules text by pattern: its kind and its bonuses to the bearer.

The CoE data prints an item's kind (weapon, armour, shield, helmet), the maxima of its
modifiers and their conditions (a Dwarf bearer, a warrior bearer, a strike by Orcs) only in
the card's text. The importer reads that text once, here, and keeps only the facts: the text
itself never reaches a record.

The patterns read the phrasings the data uses for a bonus to the bearer ("+N to prowess to a
maximum of M", "(+N if held by a Dwarf)", "(a maximum of M against Orcs)", a sentence opened
by "Warrior only:"). A sentence that opens with a condition the patterns cannot state ("If
...") or that speaks of tapping, discarding or the company gives no bonus: its effect is a
card's script, not a standing modifier.
"""

from __future__ import annotations

import re

from domain.cards.records import ItemBonus

_KINDS = {"weapon": "weapon", "armor": "armour", "armour": "armour", "shield": "shield",
          "helmet": "helmet"}
_KIND = re.compile(r"(?:^|[.:]\s*)(Weapon|Armou?r|Shield|Helmet)\.")
_WARRIOR_ONLY = re.compile(r"^Warrior only:\s*", re.I)
_NOT_A_BONUS = re.compile(r"^If\b|\b(?:tap|discard|company|all characters)\b", re.I)
_BONUS = re.compile(
    r"^(?:(?:the )?bearer receives )?\+(?P<amount>\d+) (?:to )?"
    r"(?:(?:a|an) (?P<race>[A-Z]\w+)'s |(?:the )?bearer's )?(?P<stat>prowess|body)\b(?P<rest>.*)$",
    re.I)
_RACE_ALTERNATE = re.compile(r"\(\+(?P<amount>\d+) if held by an? (?P<race>[A-Z]\w+)\)")
_HELD_BY = re.compile(r"^\s*if held by an? (?P<race>[A-Z]\w+)")
_AGAINST = (
    re.compile(r"\((?:\+(?P<amount>\d+) (?:to )?(?:prowess |body )?)?(?:to )?"
               r"a maximum of (?P<maximum>\d+) against (?P<against>[A-Z]\w+)\)"),
    re.compile(r"\(\+(?P<amount>\d+) against (?P<against>[A-Z]\w+) "
               r"to a maximum of (?P<maximum>\d+)\)"),
)
_MAXIMUM = re.compile(r"to a maximum ?of (?P<maximum>\d+)")


def plain_text(text: str) -> str:
    """The text without markup, with one kind of apostrophe and single spaces."""
    text = re.sub(r"<[^>]+>", " ", text).replace("\u2019", "'")
    return " ".join(text.split())


def item_kind(text: str) -> str | None:
    """The kind an item's text names ("Weapon.", "Armor.", ...), or None."""
    match = _KIND.search(plain_text(text))
    return _KINDS[match[1].lower()] if match else None


def item_bonuses(text: str) -> tuple[ItemBonus, ...]:
    """The bonuses to the bearer an item's text states, in printed order."""
    out: list[ItemBonus] = []
    for sentence in _sentences(plain_text(text)):
        skill = None
        if (opened := _WARRIOR_ONLY.match(sentence)) is not None:
            skill = "warrior"
            sentence = sentence[opened.end():]
        if _NOT_A_BONUS.search(sentence):
            continue
        for clause in re.split(r";\s*|,\s*(?=\+)", sentence):
            out += _clause_bonuses(clause.strip(), skill)
    return tuple(out)


def _clause_bonuses(clause: str, skill: str | None) -> list[ItemBonus]:
    match = _BONUS.match(clause)
    if match is None:
        return []
    stat = match["stat"].lower()
    amount = int(match["amount"])
    rest = match["rest"]
    race = match["race"]
    if (held := _HELD_BY.match(rest)) is not None:
        race = held["race"]
    alternates = [(int(m["amount"]), m["race"]) for m in _RACE_ALTERNATE.finditer(rest)]
    rest = _RACE_ALTERNATE.sub("", rest)
    against: list[tuple[int, int, str]] = []
    for pattern in _AGAINST:
        against += [(int(m["amount"]) if m["amount"] else amount, int(m["maximum"]),
                     m["against"]) for m in pattern.finditer(rest)]
        rest = pattern.sub("", rest)
    found = _MAXIMUM.search(rest)
    if found is None and "maximum" in rest:
        return []  # a maximum the patterns cannot state as a number ("double the bearer's")
    maximum = int(found["maximum"]) if found else None
    out = [ItemBonus(stat, amount, maximum, bearer_race=race, bearer_skill=skill)]
    out += [ItemBonus(stat, n, maximum, bearer_race=r, bearer_skill=skill)
            for n, r in alternates]
    out += [ItemBonus(stat, n, m, bearer_race=race, bearer_skill=skill, against=a)
            for n, m, a in against]
    return out


def _sentences(text: str) -> list[str]:
    """The text split at each full stop outside parentheses."""
    out: list[str] = []
    depth = 0
    start = 0
    for index, char in enumerate(text):
        depth += {"(": 1, ")": -1}.get(char, 0)
        if char == "." and depth <= 0:
            out.append(text[start:index].strip())
            start = index + 1
    out.append(text[start:].strip())
    return [s for s in out if s]
