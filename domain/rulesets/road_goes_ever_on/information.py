"""Information resources as quests (RGO-SITE-RL-S3, RGO-SITE-RL-S6), version 33 on.

A resource permanent-event with marshalling points goes in the Quest deck (RGO-PERM-1). Those
played "where Information is playable" (Dreams of Lore and the like) are listed, with who
plays each, in ``seeds/tables/road-goes-ever-on/information.json``. Such a quest is found at
the sites of the Site deck whose card makes Information playable, at Isengard, where it is
taken only while Saruman is in the company (RGO-SITE-RL-S3), and at The White Towers, where
a Wizard or an Elf sage of the company other than the one taking it taps to make Information
playable (RGO-SITE-RL-S6; the first untapped one, in company order). The two site rules are
rows of ``site-rules.json``. Taken, it is a miscellaneous quest: its MP, the character and the
site tapped (RGO-QUEST-4). Up to version 32 such a quest was revealed with no site.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources

from domain.cards import Card, fold
from domain.engine.characters import Character
from domain.ruleset import Context
from domain.rulesets.road_goes_ever_on.state import State

WITH_SARUMAN = "information-with-saruman"  # RGO-SITE-RL-S3
BY_TAP = "information-by-tap"  # RGO-SITE-RL-S6
SARUMAN_RULE, TAP_RULE = "RGO-SITE-RL-S3", "RGO-SITE-RL-S6"
FILE = "information.json"
#: The first version that plays them.
SINCE_VERSION = 33

RulesFor = Callable[[str, str], Sequence[object]]


@dataclass(frozen=True, slots=True)
class Need:
    """Who plays the card: a character with ``skill``, or of ``race``."""

    card: str
    skill: str | None = None
    race: str | None = None

    def met_by(self, c: Character) -> bool:
        if self.skill is not None:
            return c.has_skill(self.skill)
        return fold(c.race) == fold(self.race or "")

    def describe(self) -> str:
        return f"a {self.skill}" if self.skill is not None else f"a {self.race}"


def offered(played: str) -> bool:
    return int(played) >= SINCE_VERSION


def parse(document: object, source: str) -> dict[str, Need]:
    """The file's rows by folded card name; every problem names the row and field."""
    rows = document.get("rows") if isinstance(document, dict) else None
    if not isinstance(rows, list):
        raise ValueError(f"{source}: expected an object with a list of rows")
    out: dict[str, Need] = {}
    for i, row in enumerate(rows, 1):
        if not isinstance(row, dict) or not isinstance(row.get("card"), str):
            raise ValueError(f"{source}: row {i}: card: expected the card's name")
        skill, race = row.get("skill"), row.get("race")
        if [skill, race].count(None) != 1 or not isinstance(skill or race, str):
            raise ValueError(f"{source}: row {i}: expected one of skill or race, a string")
        out[fold(row["card"])] = Need(row["card"], skill, race)
    return out


@cache
def shipped() -> dict[str, Need]:
    text = resources.files("seeds").joinpath("tables", "road-goes-ever-on", FILE).read_text(
        "utf-8")
    return parse(json.loads(text), f"tables/{FILE}")


def need(card: Card) -> Need | None:
    """Who plays ``card``, if it is played where Information is playable."""
    return shipped().get(fold(card.name)) if card.card_type == "Resource" else None


def playable_at(site: Card, rules_for: RulesFor) -> bool:
    return site.playable_information or bool(rules_for(site.name, WITH_SARUMAN)) \
        or bool(rules_for(site.name, BY_TAP))


def sites(deck: Sequence[Card], rules_for: RulesFor) -> list[Card]:
    """The sites of the Site deck where an information quest is found, in deck order."""
    return [s for s in deck if playable_at(s, rules_for)]


def saruman_here(state: State) -> bool:
    return any(fold(c.name) == fold("Saruman") for c in state.characters)


def helper(state: State, who: str) -> Character | None:
    """The Wizard or Elf sage, other than ``who``, who taps at The White Towers."""
    return next((c for c in state.characters if c.card_id != who and c.untapped and (
        fold(c.race) == fold("Wizard") or (fold(c.race) == fold("Elf") and c.has_skill("sage")))
        ), None)


def problem(state: State, card: Card, who: Character, site: Card,
            rules_for: RulesFor) -> tuple[str, str] | None:
    """Why ``who`` may not take the information quest ``card`` at ``site`` now, or None."""
    wanted = need(card)
    if wanted is None:
        return None
    if not wanted.met_by(who):
        return (f"{card.name} is played by {wanted.describe()}: {who.name} is not one.",
                "RGO-QUEST-4")
    if site.playable_information:
        return None
    if rules_for(site.name, WITH_SARUMAN):
        if not saruman_here(state):
            return (f"Information is playable at {site.name} only while Saruman is here.",
                    SARUMAN_RULE)
        return None
    if rules_for(site.name, BY_TAP):
        if helper(state, who.card_id) is None:
            return (f"At {site.name} a Wizard or an Elf sage of the company, untapped and "
                    f"other than {who.name}, taps to make Information playable.", TAP_RULE)
        return None
    return f"Information is not playable at {site.name}.", "RGO-QUEST-4"


def open_site(ctx: Context[State], card: Card, who: str, site: Card,
              rules_for: RulesFor) -> None:
    """At The White Towers the helper taps first (RGO-SITE-RL-S6)."""
    if need(card) is None or site.playable_information or not rules_for(site.name, BY_TAP):
        return
    found = helper(ctx.state, who)
    assert found is not None  # checked by problem()
    ctx.emit("CharacterStateChanged", TAP_RULE, character=found.card_id, state="tapped",
             reason=f"making Information playable at {site.name}")
