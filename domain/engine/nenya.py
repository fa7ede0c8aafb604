"""Nenya's (TW-291) last gift, as any ruleset reads it: after Galadriel's own check, a single
corruption check of a character who is not at a Shadow-hold or a Dark-hold succeeds unrolled
(``CorruptionCheckAssured`` as the card is played, ``CorruptionCheckSucceeded`` as the check is
made). The ``assured`` argument names the character whose next such check it is; left out, it
is the first such check of any character. A ruleset keeps the gifts waiting as (card, whom)
pairs, whom "" for anyone, in the order played; the first that fits a check is used.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from domain.canonical import JSON
from domain.engine import coe, turn_bonuses

CARD = turn_bonuses.NENYA
#: The sites where a character's check is not the one it makes succeed.
HOLDS = ("shadow-hold", "dark-hold")
RULE = coe.CORRUPTION_CHECK
#: The argument naming the character whose check succeeds.
ARG = "assured"

#: A gift waiting: (card, the character it is for, "" for anyone).
Assured = tuple[str, str]


def wanted(args: Mapping[str, JSON]) -> str | None:
    """The character the ``assured`` argument names (None: none)."""
    named = args.get(ARG)
    return None if named is None or named == "" else str(named)


def params(in_play: Sequence[str]) -> dict[str, str]:
    """The argument the play asks for, naming the characters in play."""
    return {ARG: "the character whose next corruption check made away from a Shadow-hold or "
                 "Dark-hold succeeds: " + ", ".join(in_play)
                 + " (the first such check of any character if left out)"}


def candidates(in_play: Sequence[str]) -> dict[str, tuple[str, ...]]:
    """The characters the ``assured`` argument may name: those in play (``unmet`` refuses any
    other)."""
    return {ARG: tuple(dict.fromkeys(in_play))}


def unmet(args: Mapping[str, JSON], in_play: Sequence[str]) -> str | None:
    """Why the character named is refused (None: none is named, or he may be)."""
    named = wanted(args)
    if named is None or named in in_play:
        return None
    return f"{named!r} is not a character in play to have its corruption check succeed"


#: The facts: the gift played, and a check it makes succeed.
ASSURED, SUCCEEDED = "CorruptionCheckAssured", "CorruptionCheckSucceeded"


def assured(card: str, args: Mapping[str, JSON]) -> dict[str, JSON]:
    """``ASSURED``'s data as ``card`` is played with ``args``."""
    named = wanted(args)
    return {"card": card, **({"character": named} if named is not None else {})}


def waiting(assured: Sequence[Assured], who: str, site_type: str | None) -> str | None:
    """The card that makes ``who``'s check succeed now, at a site of ``site_type`` (None:
    none does, or he is at a Shadow-hold or Dark-hold or at no site): the first one for him
    or for anyone."""
    if not assured or site_type is None or site_type in HOLDS:
        return None
    return next((card for card, whom in assured if whom in ("", who)), None)


def succeeded(who: str, name: str, card: str) -> dict[str, JSON]:
    """``SUCCEEDED``'s data as ``card`` makes ``who``'s check succeed."""
    return {"character": who, "name": name, "card": card}


def played(assured: Sequence[Assured], d: Mapping[str, object]) -> tuple[Assured, ...]:
    """The gifts waiting once ``CorruptionCheckAssured`` (``d``) is played."""
    return (*assured, (str(d["card"]), str(d.get("character") or "")))


def used(assured: Sequence[Assured], d: Mapping[str, object]) -> tuple[Assured, ...]:
    """The gifts waiting once ``CorruptionCheckSucceeded`` (``d``) has used one: the first of
    its card that is for that character or anyone."""
    spent = next((i for i, (card, whom) in enumerate(assured)
                  if card == d["card"] and whom in ("", d["character"])), None)
    return tuple(a for i, a in enumerate(assured) if i != spent)


def narrate(kind: str, d: Mapping[str, object], name: Callable[[str], str]) -> str | None:
    """The line of a fact of the gift (None: it is none of them)."""
    def n(key: str) -> str:
        return name(str(d.get(key))) or str(d.get(key))

    if kind == ASSURED:
        return f"{n('card')}: the next corruption check " \
            + (f"of {n('character')} " if d.get("character") else "") \
            + "made away from a Shadow-hold or Dark-hold succeeds."
    if kind == SUCCEEDED:
        return f"{d['name']}'s corruption check succeeds with no roll ({n('card')})."
    return None
