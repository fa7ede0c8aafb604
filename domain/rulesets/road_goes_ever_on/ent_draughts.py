"""Ent-draughts (TW-227), a special item of the draw deck (``SINCE_VERSION`` on), as its card
prints it.

It is played as the engine reads the card (``engine.ent_draughts``, which the Hobbit scenarios
read too): from the hand only at Wellinghall, in the site phase of a turn in which an ally or a
faction was taken there (a quest of the Display, RGO-QUEST-4: Treebeard, Quickbeam, the Ents
of Fangorn; ``State.recruited``). It comes in addition to that ally or faction: the site being
tapped does not stop it, and no character taps for it (``play-item:<card>:<character>``, on any
character of the company who bears no Ent-draughts yet: it cannot be duplicated on one). It
gives +1 prowess (the catalog's item facts). It may not be stored, nor stolen (a Thief's or
Brigands' pick passes it by), nor transferred (an eliminated bearer's companions do not take
it: it leaves play with him). Earlier versions never offered it (a special item is not played
from the hand) and replay as played.
"""

from __future__ import annotations

from domain.cards import Card
from domain.engine import ent_draughts as draughts
from domain.engine.characters import Character, Item
from domain.ruleset import played_since
from domain.rulesets.road_goes_ever_on.state import SITE, State

#: The first version of the ruleset that plays the card.
SINCE_VERSION = 148
RULE = draughts.RULE


def plays(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def is_it(played: str, card: Card) -> bool:
    return plays(played) and draughts.is_it(card)


def kept(played: str, item: Item) -> bool:
    """Whether ``item`` is an Ent-draughts, which is never stolen, transferred nor stored."""
    return plays(played) and draughts.kept(item)


def problem(state: State, card: Card, site: Card, who: Character | None) -> str | None:
    """Why Ent-draughts may not be played on ``who`` now, or None (``engine.ent_draughts``):
    the site phase is open once the company has explored its site."""
    open_site = site if state.phase == SITE and state.explored else None
    return draughts.problem(card.id in state.hand, open_site,
                            (state.turn, site.id) in state.recruited, who)


def store_problem(played: str, item: Card) -> str | None:
    return draughts.NOT_STORED if is_it(played, item) else None


TEST = "tests/rules/test_road_goes_ever_on_ent_draughts.py::"
#: What the coverage says of the card: what is left out, its test, the first version.
COVERAGE = {"TW-227": ("", TEST + "test_ent_draughts_follow_an_ally_or_faction_at_wellinghall",
                       SINCE_VERSION)}
