"""One character a turn from the hand (CoE-2.II.2), from ``ONCE_SINCE``.

The Road plays as a normal game unless it says otherwise (RGO-GEN-1), and it sets no other
limit on the ordinary play of a character, so the standard one holds: while organizing, the
player may play (or discard) one character, and "this action can only be taken once per
turn" (CoE 2.II.2). Here that play brings a character of the hand into play, under general
influence (``play-character``) or as a follower under a character's direct influence
(``play-follower``, followers.py); it is marked on its ``CharacterPlayed`` (``organizing``)
and the state keeps it for the turn (``State.organized``). Once one has come in so, neither
is offered for the rest of the turn, and asking is refused citing CoE-2.II.2 and naming him
("Balin came into play from your hand this turn: one character a turn ...").
The game has no action discarding a character while organizing (CoE 2.II.2.4), so nothing
else is that play.

Characters that a card's or a table's own effect brings in are not that play; read by their
text, none of them counts, and none is barred by it:

- A Chance Meeting on the Inn and Tavern tables (RGO-INN-8, RGO-TAV-9): "Search your draw
  deck for any character playable here and put into play": an encounter's result in the site
  phase that takes the character from the draw deck, not from the hand.
- A faction's search (RGO-FACTION-5): "tap the faction to ... search your Draw deck to find
  a Character with same Home site and put the Character into play": the faction's effect,
  from the draw deck.
- The card A Chance Meeting (TW-188, chance_meeting.py), which brings a character (a Hobbit
  too) in under direct influence at a Free-hold, a Border-hold or a Ruins & Lairs site: a
  short-event played in the organization or the site phase, a card's effect and not the
  organizing action (2.II.1 allows nothing else while organizing); the card exists to bring a
  character in beyond the normal play, as Guise of the Necromancer reads it too.
- No quest card of the game brings a character into play.

Before ``ONCE_SINCE`` any number of characters came in from the hand in one organization
phase; those games replay as played.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from domain.cards import Card
from domain.ruleset import played_since
from domain.rulesets.road_goes_ever_on.state import State

#: The first version in which one character a turn comes into play from the hand.
ONCE_SINCE = 223
RULE = "CoE-2.II.2"
CardOf = Callable[[str], Card]


def once(played: str) -> bool:
    return played_since(played, ONCE_SINCE)


def fact(played: str) -> Mapping[str, bool]:
    """What the ``CharacterPlayed`` of the organization's own play records (nothing before
    ``ONCE_SINCE``, so that older games replay as played)."""
    return {"organizing": True} if once(played) else {}


def problem(state: State, played: str, card: CardOf) -> tuple[str, str] | None:
    """Why no character may come into play from the hand now: one did this turn (message,
    clause), or None."""
    if not once(played) or state.organized is None or state.organized[0] != state.turn:
        return None
    return (f"{card(state.organized[1]).name} came into play from your hand this turn: one "
            "character a turn comes into play while organizing.", RULE)
