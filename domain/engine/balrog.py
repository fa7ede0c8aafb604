"""The Balrog's clarifications of standard rules (clauses ``BA-GEN-1``, ``BA-CLAR-1``,
``BA-SIDE-*``, ``BA-MULTI-*``, ``BA-DISC-1``): the Spawn keyword, a permanent-event defeated by
its attack, cards placed "off to the side", cards with several actions, and what leaves play
with a card. Pure functions over card ids; a ruleset keeps its own zones and asks these."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from domain.cards import Card, fold

SPAWN = "BA-GEN-1"
PERMANENT_DEFEATED = "BA-CLAR-1"
SIDE_STAYS, SIDE_UNTOUCHABLE, SIDE_UNIQUE, SIDE_DISCARDED, SIDE_MP, SIDE_PRISONER = (
    "BA-SIDE-1", "BA-SIDE-2", "BA-SIDE-3", "BA-SIDE-4", "BA-SIDE-5", "BA-SIDE-6")
PRINTED_ORDER, DECLARED_REVERSED, ATTACK_EXCEPTION = "BA-MULTI-1", "BA-MULTI-2", "BA-MULTI-3"
PLAYED_ON_DISCARDED = "BA-DISC-1"


def is_spawn(card: Card) -> bool:
    """Spawn is a creature classification, a key word (BA-GEN-1)."""
    return card.spawn or any(fold(k) == "spawn" for k in card.keywords)


def permanent_event_kill_points(card: Card, attack_defeated: bool) -> int | None:
    """A hazard permanent-event giving kill MP with an attack of its own (a Dragon At Home, a
    Spawn) is a defeated creature once that attack is defeated (BA-CLAR-1): its kill points, or
    None when it is no such card or its attack was not defeated."""
    kill = card.card_type == "Hazard" and card.event_type == "permanent" \
        and (card.mp_type or "").lower() == "kill" and card.marshalling_points is not None
    return card.marshalling_points if kill and attack_defeated else None


# -- cards off to the side ---------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class OffToTheSide:
    """A card placed off to the side of the permanent-event ``host`` (BA-SIDE-1), with its
    owner, its marshalling points and whether it is a character taken prisoner."""

    card: str
    name: str
    host: str
    owner: str
    points: int = 0
    prisoner: bool = False


def unique_in_play(name: str, in_play: Sequence[str], side: Sequence[OffToTheSide]) -> bool:
    """A card off to the side is in play for uniqueness (BA-SIDE-3)."""
    return any(fold(n) == fold(name) for n in in_play) \
        or any(fold(s.name) == fold(name) for s in side)


def target_problem(card: str, side: Sequence[OffToTheSide],
                   affects_cards_off_to_the_side: bool) -> tuple[str, str] | None:
    """Only a card that speaks of cards off to the side may target or affect one (BA-SIDE-2)."""
    if any(s.card == card for s in side) and not affects_cards_off_to_the_side:
        return f"{card} is off to the side: only cards that affect such cards reach it", \
            SIDE_UNTOUCHABLE
    return None


def host_gone(host: str, side: Sequence[OffToTheSide],
              keeps: bool = False) -> tuple[list[str], list[OffToTheSide]]:
    """When the host leaves the playing surface, the cards off to the side under it are
    discarded unless the host says otherwise (BA-SIDE-4): (discarded, still off to the
    side)."""
    if keeps:
        return [], list(side)
    return [s.card for s in side if s.host == host], [s for s in side if s.host != host]


def side_points(side: Sequence[OffToTheSide], player: str) -> int:
    """The MP ``player`` gets from cards off to the side: each card's own to its owner
    (BA-SIDE-5); a character taken prisoner counts against its owner (BA-SIDE-6)."""
    return sum(-abs(s.points) if s.prisoner else s.points for s in side if s.owner == player)


# -- cards with several actions ----------------------------------------------------------------

def resolution_order(actions: Sequence[str]) -> list[str]:
    """A card's actions resolve in printed order, in one chain of effects (BA-MULTI-1)."""
    return list(actions)


def declaration_order(actions: Sequence[str]) -> list[str]:
    """They count as declared in reverse printed order (BA-MULTI-2)."""
    return list(reversed(actions))


def response_problem(resolving_attack: bool, cancels_attack_or_strike: bool,
                     strike_sequence_card: bool) -> tuple[str, str] | None:
    """Nothing is declared between a card's actions (BA-MULTI-1), except against one that is an
    attack: a card cancelling the attack or a strike, or one playable in a strike sequence
    (BA-MULTI-3)."""
    if resolving_attack and (cancels_attack_or_strike or strike_sequence_card):
        return None
    if resolving_attack:
        return "only a card cancelling the attack or a strike, or one playable in a strike " \
               "sequence, comes between a card's actions", ATTACK_EXCEPTION
    return "nothing is declared between the actions of a resolving card", PRINTED_ORDER


# -- leaving play ------------------------------------------------------------------------------

def leaves_with(card: str, played_on: Mapping[str, Sequence[str]]) -> list[str]:
    """Every card played on ``card``, and on those, in order: all are discarded when it
    leaves active play (BA-DISC-1)."""
    out: list[str] = []
    for on in played_on.get(card, ()):
        out += [on, *leaves_with(on, played_on)]
    return out
