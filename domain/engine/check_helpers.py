"""Characters tapping to help a corruption check (CoE 7.1.1): before a check is resolved its
player may tap other untapped characters of the checking character's company, +1 to the roll
for each.

A ruleset playing it declares the check waiting (``AWAITED``), lets each companion tap to help
(``KIND``: his tapping, then ``HELPED``), and rolls it (``ROLL``), the roll counting +1 for each
helper (``modifiers``) and its fact naming them (``named``). This module holds what the
rulesets share: the words of the facts and moves, the helpers' modifiers, and the automatic
player's weighing of a check (``at_risk``, ``choice``). Which checks wait, what goes on once
one is rolled, and how a check is told stay each ruleset's."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from domain.canonical import JSON
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.engine.corruption import PASSED, corruption_check, may_fail
from domain.errors import IllegalAction

RULE = "CoE-7.1.1"
KIND = "help-check"
ROLL = "roll-check"
AWAITED = "CheckAwaited"
HELPED = "CheckHelped"
#: What goes on once the check is rolled: nothing, the player's action that asked it is done.
ACTION = "action"
#: Why a helper taps, as his ``CharacterStateChanged`` says.
REASON = "helping a corruption check"
#: The roll the automatic player weighs a check by where its failure is not the game's.
AVERAGE_ROLL = 7


class Waiting(Protocol):
    """A check waiting for helpers as a ruleset keeps it: its character, its corruption points,
    the modifier it was declared with and the helpers tapped so far."""

    @property
    def character(self) -> str: ...

    @property
    def points(self) -> int: ...

    @property
    def modifier(self) -> int: ...

    @property
    def helpers(self) -> tuple[str, ...]: ...


def told(check: str, cause: str, points: int) -> str:
    """A check told as its lines tell it: its words (``check``), what asks it (``cause``) and
    the corruption points it is rolled against."""
    return f"{check}{cause}, against {points} corruption point{'' if points == 1 else 's'}"


def gives(helper: str, who: str, check: str) -> str:
    """A helper's tapping told, for ``who``'s ``check``."""
    return f"{helper} taps to give {who} +1 to his {check}"


def so_far(waiting: Waiting) -> str:
    """The helpers tapped so far, as the roll's move counts them."""
    return f" (+{len(waiting.helpers)} from helpers)" if waiting.helpers else ""


def awaited_line(who: str, about: str, able: Sequence[str]) -> str:
    """The line of ``AWAITED``: ``who``'s check (``about``) and the companions ``able`` to
    help."""
    return f"{who}'s {about}, waits: " + ", ".join(able) + " may tap to give +1 each."


def helped_line(helper: str, who: str) -> str:
    """The line of ``HELPED``."""
    return gives(helper, who, "corruption check") + "."


def untapped_only(helper: Character) -> IllegalAction | None:
    """A companion not untapped refused as a helper (None: he may help)."""
    if helper.untapped:
        return None
    return IllegalAction(f"{helper.name} is {helper.state}: only an untapped character taps to "
                         "help a corruption check.", clause=RULE)


def modifiers(waiting: Waiting | None, who: str,
              name: Callable[[str], str]) -> list[Modifier]:
    """+1 for each character tapped to help ``who``'s check waiting, sourced to his card."""
    if waiting is None or waiting.character != who:
        return []
    return [Modifier(1, f"card:{h}", f"{name(h)} taps to help", RULE) for h in waiting.helpers]


def named(helped: Sequence[Modifier]) -> dict[str, JSON]:
    """The helpers a check's fact names (``helpers``), where it had any."""
    return {"helpers": [m.source.removeprefix("card:") for m in helped]} if helped else {}


def at_risk(waiting: Waiting, decisive: bool) -> bool:
    """Whether the check, with its helpers so far, is at risk: a ``decisive`` one (whose
    result decides the game) if it could fail at all, another if an average roll (7) would
    fail it, a helper tapped being one less to move, fight or explore with."""
    modifier = waiting.modifier + len(waiting.helpers)
    if decisive:
        return may_fail(waiting.points, modifier)
    return corruption_check(AVERAGE_ROLL, waiting.points, modifier) != PASSED


def choice(ids: Sequence[str], risked: bool) -> str:
    """The automatic player's choice while a check waits: a helper while it is at risk
    (``risked``), else the roll."""
    helping = next((i for i in ids if i.startswith(f"{KIND}:")), None)
    return helping if helping is not None and risked else ROLL
