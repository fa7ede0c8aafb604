"""Frodo's +3 direct influence against Sam Gamgee (RGO-ABIL-24), from version 23.

Every other character of this ruleset comes into play under general influence, so the only
use of that bonus is the one direct influence has for a hero: controlling a follower (CoE
2.II.2.2.2, 2.II.3.2). In the organization phase, where Sam may come into play (a Haven or his
home site), ``play-follower:<Sam>:<Frodo>`` brings him in from the hand as Frodo's follower
while Sam's mind is no more than Frodo's direct influence plus three: Sam then takes none of
the general influence. A follower counts as one while he is in his controller's company; a
split that would part them is refused when the general influence could not take Sam back.
From ``chance_meeting.SINCE_VERSION`` A Chance Meeting brings other followers in
(chance_meeting.py), recorded and counted the same way.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from domain.cards import Card, fold
from domain.engine import coe
from domain.engine.characters import Character
from domain.engine.influence import STANDARD_GENERAL_INFLUENCE, general_influence_used
from domain.errors import IllegalAction
from domain.ruleset import Action, Context, illegal, played_since
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, State

CLAUSE = "RGO-ABIL-24"
KIND = "play-follower"
#: The first version that plays Frodo's bonus; earlier versions replay as played.
SINCE_VERSION = 25
BONUS = 3
FRODO, SAM = fold("Frodo"), fold("Sam Gamgee")


#: How the coverage names a bonus against characters, which counts only where a character
#: comes into play under direct influence: Sam Gamgee under Frodo, or a character A Chance
#: Meeting brings in (chance_meeting.py counts every such bonus); every other character comes
#: into play under general influence (a row so named reads scripted).
NEVER_HERE = ("counted only for a follower (Sam Gamgee under Frodo, a character A Chance "
              "Meeting brings in, chance_meeting.py; every other character comes into play "
              "under general influence): ")
#: The characters whose direct influence against characters of a race never counts here.
RACE_BONUSES = ("TW-123", "TW-138", "TW-159", "TW-160", "TW-161", "TW-183")


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def influence(frodo: Character) -> int:
    """Frodo's direct influence against Sam: his own plus three (RGO-ABIL-24)."""
    return frodo.direct_influence + BONUS


def _frodo(state: State) -> Character | None:
    return next((c for c in state.characters if fold(c.name) == FRODO
                 and c.card_id not in state.followers()), None)


Problem = Callable[[State, Card, Card], "tuple[str, str] | None"]


def problem(state: State, sam: Card, here: Card,
            character_problem: Problem) -> tuple[str, str] | None:
    """Why Sam cannot come into play now as Frodo's follower (message, clause), or None."""
    if state.phase != ORGANIZATION:
        return "A character comes into play in the organization phase.", coe.GENERAL_INFLUENCE
    if fold(sam.name) != SAM or sam.id not in state.hand:
        return "Frodo's bonus is used only to bring Sam Gamgee from the hand.", CLAUSE
    frodo = _frodo(state)
    if frodo is None:
        return "Frodo, controlling no one's influence, is not in this company.", CLAUSE
    if (sam.mind or 0) > influence(frodo):
        return (f"Sam Gamgee's mind {sam.mind} is more than Frodo's direct influence "
                f"{influence(frodo)} against him.", CLAUSE)
    found = character_problem(state, sam, here)
    # The general influence is what Frodo's influence stands in for.
    return found if found is not None and found[1] != coe.GENERAL_INFLUENCE else None


def actions(state: State, card: Callable[[str], Card], here: Card,
            character_problem: Problem) -> list[Action]:
    frodo = _frodo(state)
    if frodo is None:
        return []
    return [Action(f"{KIND}:{c}:{frodo.card_id}", f"Bring {card(c).name} into play under "
                   f"Frodo's direct influence ({frodo.direct_influence} + {BONUS} against "
                   "him)", CLAUSE)
            for c in dict.fromkeys(state.hand) if fold(card(c).name) == SAM
            and problem(state, card(c), here, character_problem) is None]


def refusal(state: State, card: Callable[[str], Card], here: Card, rest: str,
            character_problem: Problem) -> IllegalAction:
    sam, _, controller = rest.partition(":")
    frodo = _frodo(state)
    if frodo is None or controller != frodo.card_id:
        return illegal(f"{controller or 'No one'} is not Frodo, in this company and no one's "
                       "follower.", CLAUSE)
    try:
        found = problem(state, card(sam), here, character_problem)
    except KeyError:
        found = None
    return illegal(*(found or (f"{sam} is no card of the hand to bring into play.", CLAUSE)))


def take(ctx: Context[State], sam: Card, controller: str) -> None:
    """After Sam's ``CharacterPlayed``: he is Frodo's follower."""
    frodo = ctx.state.character(controller)
    assert frodo is not None
    ctx.emit("FollowerTaken", CLAUSE, follower=sam.id, controller=controller,
             mind=sam.mind or 0, direct_influence=influence(frodo))


def split_problem(state: State, leaving: Sequence[str]) -> tuple[str, str] | None:
    """A split parting a follower from his controller puts him under general influence: it
    is refused when too little is left for him (CoE 2.II.8)."""
    followers = state.followers()
    parted = [f for f, c in followers.items() if (f in leaving) != (c in leaving)]
    if not parted:
        return None
    minds = sum(c.mind for c in state.every_character() if c.card_id in parted)
    used = general_influence_used(state.every_character(), followers)
    if used + minds <= STANDARD_GENERAL_INFLUENCE:
        return None
    names = ", ".join(c.name for c in state.every_character() if c.card_id in parted)
    return (f"{names} would leave his controller's company for general influence, and too "
            "little is left.", coe.GENERAL_INFLUENCE)
