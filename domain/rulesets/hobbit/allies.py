"""Allies as the Hobbit family plays them from the hand (CoE 2.V.2, ``engine.allies``), each
scenario from the version its ruleset names (``allies_from``; earlier versions replay as
played):

- ``ally:<ally>:<character>``: in the site phase, once the company has entered the site, an
  ally of the hand playable there by its catalog facts, by an untapped character of the
  company, who taps (``AllyPlayed``, then ``CharacterTapped``); the ally comes under his
  control and the site taps (a site tapped already stays so: Bill the Pony is played though
  it is tapped);
- the ally's mind is not taken off anyone's influence (CoE 2.V.2.1);
- when its controller leaves play the ally is discarded (``AllyDiscarded``, CoE 2.V.2.3).

Not played here: an ally facing strikes and tapping or wounded by them (CoE 2.V.2.2), and
any ally's own text (``unplayed.ALLY_LEFT_OUT``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from domain.canonical import JSON
from domain.cards import Card, Catalog
from domain.engine.allies import (
    CONTROLLER_GONE,
    PLAY_ALLY,
    controller_problem,
    play_problem,
    view,
    where,
)
from domain.engine.characters import UNTAPPED, Character, find
from domain.errors import IllegalAction
from domain.ruleset import Context, played_since
from domain.rulesets.hobbit.moves import Add, Move

__all__ = ["PLAY_ALLY", "board", "leave", "moves", "narrate", "not_declared", "plays",
           "refusal"]


def plays(played: str, since: int | None) -> bool:
    """Whether the version ``played`` of a scenario whose allies start at ``since`` (None:
    never) plays an ally from the hand."""
    return since is not None and played_since(played, since)


def moves(hand: Sequence[str], company: Sequence[Character], in_play: Sequence[str],
          catalog: Catalog, site: Card, site_tapped: bool, add: Add, holder: str = "") -> None:
    """``ally:<ally>:<character>``: each ally of the ``hand`` playable at ``site`` now, the
    allies ``in_play`` given, by each untapped character of the ``company`` (``holder``: its
    id, where a scenario has several)."""
    present = [catalog.get(a) for a in in_play]
    for card in sorted(set(hand)):
        ally = catalog.get(card)
        if not ally.is_ally or play_problem(ally, site, site_tapped, present) is not None:
            continue
        for who in company:
            if who.untapped:
                add(f"ally:{card}:{who.card_id}",
                    f"{who.name} taps to play {ally.name}, who joins the company under his "
                    "control", PLAY_ALLY,
                    Move("ally", card=card, target=who.card_id, holder=holder))


def refusal(hand: Sequence[str], company: Sequence[Character], in_play: Sequence[str],
            catalog: Catalog, site: Card | None, site_tapped: bool,
            action: str) -> IllegalAction | None:
    """Why ``ally:<ally>:<character>`` is refused now, naming the ally and the reason (None:
    not such an action); ``company``: the characters at ``site`` (None: at no site)."""
    kind, _, rest = action.partition(":")
    card, _, who = rest.partition(":")
    if kind != "ally":
        return None
    if card not in hand or card not in catalog:
        return IllegalAction(f"{card or 'That card'} is not in your hand.", clause=PLAY_ALLY)
    ally = catalog.get(card)
    if site is None:
        return IllegalAction(f"{ally.name} is played only at a site.", clause=PLAY_ALLY)
    problem = play_problem(ally, site, site_tapped, [catalog.get(a) for a in in_play]) \
        or controller_problem(ally, find(tuple(company), who))
    if problem is not None:
        return IllegalAction(f"{problem}.", clause=PLAY_ALLY)
    return IllegalAction(f"{ally.name} is played in the site phase, once the company has "
                         "entered the site and faced its attacks.", clause=PLAY_ALLY)


def not_declared(ally: Card) -> IllegalAction:
    """``declare:<ally>`` where the scenario plays allies from the hand."""
    return IllegalAction(f"{ally.name} is no longer played by declaring an effect: an ally is "
                         f"played at {where(ally)}, once the company has entered the site, by "
                         "an untapped character (ally:<ally>:<character>).", clause=PLAY_ALLY)


def board(allies: Sequence[tuple[str, str]], name: Callable[[str], str]) -> list[JSON]:
    """The ``allies`` in play, (ally, controller), as the board shows them: each with its
    controller and its state (an ally of the family is never tapped or wounded yet: it faces
    no strike)."""
    return [view(a, name(a), UNTAPPED, name(c)) for a, c in allies]


def narrate(name: Callable[[Any], str], kind: str, d: Mapping[str, Any]) -> str | None:
    """The line of an ``AllyPlayed`` or ``AllyDiscarded`` fact (None: another kind)."""
    if kind == "AllyPlayed":
        return f"{name(d['ally'])} joins the company under the control of " \
               f"{name(d['controller'])} at {name(d['site'])}; the site taps."
    if kind == "AllyDiscarded":
        return f"{name(d['ally'])} is discarded: {d['reason']}."
    return None


def leave(ctx: Context[Any], in_play: Sequence[tuple[str, str]], who: Character) -> None:
    """CoE 2.V.2.3: the allies ``who`` controls (of those ``in_play``, (ally, controller))
    are discarded as he leaves play (``AllyDiscarded``)."""
    for ally, controller in in_play:
        if controller == who.card_id:
            ctx.emit("AllyDiscarded", CONTROLLER_GONE, ally=ally, controller=who.card_id,
                     reason=f"{who.name}, who controlled him, leaves play")
