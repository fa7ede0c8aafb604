"""A Chance Meeting (TW-188), from ``SINCE_VERSION``, as its card prints it.

Played from the hand in the organization or site phase of a company at a Free-hold, a
Border-hold or a Ruins & Lairs (``chance-meeting:<character>:<controller>``): a character of
the hand who is no Wizard (a Hobbit too) comes into play there, though it is neither a Haven
nor his home site, as the follower of a character of the company (CoE 2.II.2.2.2): the
controller, no follower himself, must have direct influence left for the newcomer's mind,
counting his printed bonuses against the character (his race, his name) and those of the
items he bears (Elf-stone, Red Arrow, Red Book of Westmarch), less the minds of the followers
he already controls. The newcomer takes no general influence (``FollowerTaken``). The card
goes to the discard pile (``ResourcePlayed``).

The card's own effect is not the organization's one character a turn (one_character.py): it
neither counts against it nor is barred by it. A Hobbit, whom the printed rules bring into
play only at his home site (``character_texts``), comes in too, as the card says; a character
already in play is refused as ever. The automatic player keeps the card. Earlier versions
replay as played (it was declared).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from domain.cards import Card, fold
from domain.engine import coe
from domain.errors import IllegalAction
from domain.ruleset import Action, Context, illegal, played_since
from domain.rulesets.road_goes_ever_on import followers, shadow
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, SITE, State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.decision import Decision, Rules

#: The first version of the ruleset that plays the card.
SINCE_VERSION = 157
CARD_ID = "TW-188"
NAME = "A Chance Meeting"
KIND = "chance-meeting"
RULE = coe.SHORT_EVENT
FOLLOWER = "CoE-2.II.2.2.2"
SITE_TYPES = ("free-hold", "border-hold", "ruins-and-lairs")
CardOf = Callable[[str], Card]


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def _when_problem(state: State, card: CardOf) -> str | None:
    if state.phase not in (ORGANIZATION, SITE) or state.awaited_strikes is not None:
        return "it is played in the organization or site phase of a company at a site"
    here = card(state.site)
    if here.site_type not in SITE_TYPES:
        return f"it is played at a Free-hold, Border-hold or Ruins & Lairs, and {here.name} " \
               "is none"
    return None


def problem(state: State, card: CardOf, played: str, newcomer_id: str,
            controller_id: str) -> tuple[str, str] | None:
    """Why the card cannot bring ``newcomer_id`` into play under ``controller_id`` now
    (message, clause), or None."""
    if CARD_ID not in state.hand:
        return f"{NAME} is not in your hand.", RULE
    when = _when_problem(state, card)
    if when is not None:
        return f"{NAME} cannot be played now: {when}.", RULE
    if newcomer_id not in state.hand or not card(newcomer_id).is_character:
        return f"{NAME} brings into play a character of your hand.", RULE
    newcomer = card(newcomer_id)
    if shadow.is_wizard(newcomer):
        return f"{NAME} brings into play a character who is no Wizard, and {newcomer.name} " \
               "is one.", RULE
    if any(fold(c.name) == fold(newcomer.name) for c in state.every_character()):
        return f"{newcomer.name} is already in play.", "CoE-1.3.1"
    controller = state.character(controller_id)
    if controller is None or controller_id in state.followers():
        return f"{NAME}'s character comes into play under the direct influence of a " \
               "character of the company who is no follower.", FOLLOWER
    left = followers.available(state, card, controller, newcomer, played)
    if (newcomer.mind or 0) > left:
        return f"{newcomer.name}'s mind {newcomer.mind} is more than the direct influence " \
               f"{controller.name} has left against him ({left}).", FOLLOWER
    return None


def actions(state: State, card: CardOf, played: str) -> list[Action]:
    if not offered(played) or CARD_ID not in state.hand or _when_problem(state, card):
        return []
    return [Action(f"{KIND}:{new}:{c.card_id}", f"Play {NAME}: {card(new).name} comes into "
                   f"play under {c.name}'s direct influence", RULE)
            for new in dict.fromkeys(state.hand) if card(new).is_character
            for c in state.characters
            if problem(state, card, played, new, c.card_id) is None]


def refusal(state: State, card: CardOf, played: str, rest: str) -> IllegalAction:
    newcomer, _, controller = rest.partition(":")
    try:
        found = problem(state, card, played, newcomer, controller)
    except KeyError:
        found = None
    return illegal(*(found or (f"{NAME} cannot be played that way now.", RULE)))


def play(ctx: Context[State], card: CardOf, rest: str,
         bring: Callable[[Context[State], Card, str], None]) -> None:
    """The card to the discard pile, the character into play (``bring``), his controller's
    follower."""
    newcomer_id, _, controller_id = rest.partition(":")
    newcomer, controller = card(newcomer_id), ctx.state.character(controller_id)
    assert controller is not None
    left = followers.available(ctx.state, card, controller, newcomer, ctx.ruleset.played)
    ctx.emit("ResourcePlayed", RULE, card=CARD_ID, name=NAME, mode="bring",
             target=controller_id, effects=[], strike=None)
    bring(ctx, newcomer, RULE)
    ctx.emit("FollowerTaken", FOLLOWER, follower=newcomer_id, controller=controller_id,
             mind=newcomer.mind or 0, direct_influence=left)


def handle(rules: Rules, d: Decision) -> None:
    """Play ``chance-meeting:...`` (the ruleset's table of handlers)."""
    d.require(lambda: refusal(d.state, rules.catalog.get, rules.played, d.rest))
    play(d.ctx, rules.catalog.get, d.rest, d.turn.play_character)
