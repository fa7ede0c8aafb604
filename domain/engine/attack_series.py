"""A creature of several attacks (``CreatureScript.attacks``: an Assassin's three, a Slayer's
two), each of one strike, all on the one character the attacker chose for the first: where its
attacks stand (``Series``), whether another comes once one is over, what it is, and whether the
creature is defeated. A ruleset declares each attack and resolves its strike its own way; this
is what every ruleset playing such a creature shares (the Guise of the Necromancer's and the
Hobbit scenarios' combat).

Its next attack comes on the same character while one is left (those faced and those
canceled counted) and he is still there to face it (the attacker's choice, CoE 3.iii); else
the creature leaves, defeated only if every one of its attacks was (CoE 3.v), not one canceled
or left with no one to strike.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from domain.cards import Card
from domain.engine.combat import Attack
from domain.engine.creature_scripts import CreatureScript
from domain.immutable import replace


@dataclass(frozen=True, slots=True)
class Series:
    """A creature's attacks so far: those faced (resolved), of them those defeated, and those
    canceled (a character tapped for each, ``creature_scripts.cancelers``)."""

    faced: int = 0
    won: int = 0
    canceled: int = 0

    def to_json(self) -> list[int]:
        return [self.faced, self.won, self.canceled]

    @classmethod
    def from_json(cls, data: Sequence[object] | None) -> Series:
        if not data:
            return cls()
        faced, won, canceled = (int(str(n)) for n in data)
        return cls(faced, won, canceled)


def makes_several(script: CreatureScript | None) -> bool:
    """Whether the creature makes more than one attack."""
    return script is not None and script.attacks > 1


def after(series: Series, defeated: bool, canceled: bool) -> Series:
    """``series`` once one more of its attacks is over: ``canceled``, or faced and
    ``defeated`` or not."""
    if canceled:
        return replace(series, canceled=series.canceled + 1)
    return replace(series, faced=series.faced + 1, won=series.won + int(defeated))


def another_comes(script: CreatureScript, series: Series, present: bool) -> bool:
    """Whether its next attack comes: one is left and its character is ``present``."""
    return series.faced + series.canceled < script.attacks and present


def defeated(script: CreatureScript, series: Series) -> bool:
    """The creature is defeated: every one of its attacks was."""
    return series.won == script.attacks


def next_attack(card: Card) -> Attack:
    """Its next attack, as printed, of one strike (what was played on the last one is
    spent)."""
    return replace(Attack.from_creature(card, 1), strikes=1)
