"""The Cock Crows' alternative (TW-342), from version ``SINCE_VERSION``: with Gates of Morning
in play it is played from the hand in the organization or site phase
(``resource:<card>:discard``) to discard one hazard permanent-event in play, named by the
``hazard`` argument: one staying in play on its own (Bane of the Ithil-stone, The Nazgûl are
Abroad, Traitor, The Will of Sauron; ``EnvironmentDiscarded``), one on a character, named
``<card>@<character>`` (a corruption card; ``CorruptionCardRemoved``), or a Siege on a site,
named ``<card>@<site>`` (``SiegeLifted``, from ``siege.SINCE_VERSION`` when one is laid).
The card goes to the hazard discard pile and what it did stops. Without Gates of Morning in
play, or with no hazard permanent-event in play, it is not offered, and its play is refused
naming the card and the reason, writing nothing; so is a ``hazard`` that names none in play.
Its first mode (cancel a Troll attack) is the engine's (``effects``). Earlier versions did not
offer the alternative (Gates of Morning could be in play from version 161) and replay as
played.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from domain.canonical import JSON
from domain.cards import Card
from domain.engine import effects
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on import gates_of_morning, siege
from domain.rulesets.road_goes_ever_on.state import State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.hand_resources import Play

#: The first version that plays it.
SINCE_VERSION = 163
CARD = "TW-342"
NAME = "The Cock Crows"
MODE = "discard"
DISCARD = "discard-hazard-permanent-event"
ARG = "hazard"
RULE = gates_of_morning.RULE
NO_GATES = "it discards a hazard permanent-event only with Gates of Morning in play"
NONE_IN_PLAY = "no hazard permanent-event is in play"


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def plays() -> dict[str, tuple[Play, ...]]:
    """Its alternative, read by ``hand_resources.plays`` from ``SINCE_VERSION``."""
    from domain.rulesets.road_goes_ever_on.hand_resources import ANY, Play

    return {CARD: (Play(CARD, NAME, MODE, ANY, (effects.Effect(DISCARD),)),)}


def discards(play: Play) -> bool:
    return any(e.primitive == DISCARD for e in play.effects)


def targets(state: State, card: Callable[[str], Card]) -> list[str]:
    """The hazard permanent-events in play, each named as the ``hazard`` argument takes it:
    the card, or ``<card>@<character>`` for one on a character."""
    def permanent(c: str) -> bool:
        found = card(c)
        return found.card_type == "Hazard" and "permanent" in found.event_types
    return [*dict.fromkeys(c for c in state.environments if permanent(c)),
            *dict.fromkeys(f"{c}@{who}" for c, who in state.permanent_hazards if permanent(c)),
            *(f"{c}@{site}" for c, site, _ in state.sieges)]


def unmet(state: State, play: Play, card: Callable[[str], Card]) -> str | None:
    """Why the alternative may not be played now (None: it may, or ``play`` is another)."""
    if not discards(play):
        return None
    if not gates_of_morning.in_play(state):
        return NO_GATES
    return NONE_IN_PLAY if not targets(state, card) else None


def args_unmet(state: State, args: Mapping[str, JSON],
               card: Callable[[str], Card]) -> str | None:
    """Why the ``hazard`` argument is refused (None: it names one in play)."""
    wanted = args.get(ARG)
    if wanted is None:
        return f"name the hazard permanent-event to discard (the \"{ARG}\" argument)"
    if wanted not in targets(state, card):
        return f"{wanted!r} is no hazard permanent-event in play"
    return None


def params(state: State, card: Callable[[str], Card]) -> dict[str, str]:
    return {ARG: "the hazard permanent-event discarded: " + ", ".join(
        f"{t} ({card(t.partition('@')[0]).name}"
        + (f" on {card(t.partition('@')[2]).name})" if "@" in t else ")")
        for t in targets(state, card))}


def candidates(state: State, card: Callable[[str], Card]) -> dict[str, tuple[str, ...]]:
    """The hazards it may discard, a hazard on a character or a site named where it stands."""
    return {ARG: tuple(targets(state, card))}


def discard(ctx: Context[State], args: Mapping[str, JSON]) -> None:
    """The hazard named goes to the hazard discard pile (the caller checked it)."""
    hazard, _, who = str(args[ARG]).partition("@")
    if any(site == who for _, site, _ in ctx.state.sieges):
        siege.lifted(ctx, who, NAME)
    elif who:
        ctx.emit("CorruptionCardRemoved", RULE, card=hazard, character=who, by=NAME)
    else:
        ctx.emit("EnvironmentDiscarded", RULE, card=hazard, by=NAME)
