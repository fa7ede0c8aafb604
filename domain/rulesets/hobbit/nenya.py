"""Nenya's last gift (``engine.nenya``, as The Road Goes Ever On reads it) as the Hobbit
scenarios that play Nenya on Galadriel play it from the version each names (``nenya_from``;
earlier versions replay as played, her bonuses and her check alone):

the play of Nenya (``play:`` in Burglar, ``resource:`` in the Guise) asks for the ``assured``
argument, the character whose next corruption check made away from a Shadow-hold or Dark-hold
succeeds with no roll; left out, the first such check of any character. After her own check the
gift waits (``CorruptionCheckAssured``) until such a check uses it
(``CorruptionCheckSucceeded``, no dice rolled; the cards played for that check are spent as
on any check). Naming no character in play is refused naming the card and the reason,
nothing written.

From the version each scenario names (Burglar's ``WEARINESS_ASSURED_FROM``, the Guise's
``hazard_events.WEARINESS_ASSURED_FROM``; ``spares``) Weariness of the Heart, choosing whom its
check takes, counts a check the waiting gift makes succeed as one that cannot fail; so does
the automatic player weighing a palantír's use (``palantiri.pick``: its bearer's check sure to
pass) from Burglar's ``PALANTIR_ASSURED_FROM`` and the Guise's ``palantiri.ASSURED_FROM``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from domain.canonical import JSON
from domain.engine import nenya as gift
from domain.engine.characters import Character
from domain.errors import IllegalAction
from domain.ruleset import Context, played_since
from domain.rulesets.hobbit.moves import Legal, with_params

__all__ = ["ARG", "CARD", "assure", "offer", "played", "refusal", "spares", "succeed", "used",
           "waiting"]
CARD, ARG = gift.CARD, gift.ARG
waiting, played, used = gift.waiting, gift.played, gift.used


def offer(out: Legal, in_play: Sequence[str]) -> Legal:
    """``out`` with the ``assured`` argument on each play of Nenya it offers."""
    return with_params(out, CARD, gift.params(in_play), gift.candidates(in_play))


def refusal(args: Mapping[str, JSON], in_play: Sequence[str], name: str) -> IllegalAction | None:
    """Why Nenya's play is refused for the character its ``assured`` argument names (None: it
    is not)."""
    why = gift.unmet(args, in_play)
    return None if why is None else IllegalAction(f"{name}: {why}.", clause=gift.RULE)


def assure(ctx: Context[Any], card: str, args: Mapping[str, JSON]) -> None:
    """After Galadriel's check, the gift waits for the check it makes succeed."""
    ctx.emit(gift.ASSURED, gift.RULE, **gift.assured(card, args))


def succeed(ctx: Context[Any], who: Character, card: str) -> None:
    """``who``'s check succeeds by ``card``, no dice rolled."""
    ctx.emit(gift.SUCCEEDED, gift.RULE, **gift.succeeded(who.card_id, who.name, card))


def spares(assured: str | None, played: str, since: int | None) -> bool:
    """Whether a check the waiting gift ``assured`` makes succeed (None: none waits for it)
    counts as one that cannot fail: a hazard choosing whom its check takes passes over that
    character (Weariness of the Heart), and the automatic player counts a palantír's check sure
    to pass. From ``since``, the scenario's version (None: never); before, the gift was not
    looked at."""
    return assured is not None and since is not None and played_since(played, since)
