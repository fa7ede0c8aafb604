"""The White Tree (TW-348), a quest permanent-event (``SINCE_VERSION`` on), as its card prints
it.

It is found at Minas Tirith (the row of ``quest-sites.json`` known from this version; before,
it had no site and was never taken) and taken there by a sage only, and only by discarding a
Sapling of the White Tree: one borne by a character of the company, at Minas Tirith with it
(``ItemLost``), or else one of the marshalling-point pile stored at Minas Tirith, where it is
worth 2 (``MarshallingPointsLost``; item_places.py). The borne one goes first, as it costs no
points. Taken, its 5 miscellaneous points go to the pile (RGO-QUEST-4). While it is in play
Minas Tirith is a Haven for healing (a wounded character there heals in the untap phase) and
for playing hazards (the Hazard Pile keys a hazard to it as to a Haven, and no card goes on
guard there, RGO-GUARD-2); for anything else (its site encounter, movement) it stays a
Free-hold. Earlier versions replay as played.
"""

from __future__ import annotations

from domain.cards import Card, fold
from domain.engine import white_tree as tree
from domain.engine.characters import Character
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on.state import State

#: The first version of the ruleset that plays the card.
SINCE_VERSION = 148
NAME = fold(tree.NAME)
SAPLING = fold(tree.SAPLING)
RULE = "RGO-QUEST-4"


def plays(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def sapling(state: State) -> tuple[str | None, str] | None:
    """The Sapling to discard: (its bearer, the card) for one borne in the company, (None,
    the card) for one of the pile stored at Minas Tirith, or None."""
    for c in state.characters:
        for item in c.items:
            if fold(item.name) == SAPLING:
                return c.card_id, item.card_id
    stored = next((r.card for r in state.mp if fold(r.name) == SAPLING
                   and r.points == tree.stored_points()), None)
    return None if stored is None else (None, stored)


def take_problem(played: str, state: State, quest: Card, taker: Character) -> str | None:
    """Why ``taker`` may not take The White Tree from the Quest Display now, or None."""
    if not plays(played) or fold(quest.name) != NAME:
        return None
    if not taker.has_skill("sage"):
        return f"The White Tree is taken by a sage only; {taker.name} is not one."
    if sapling(state) is None:
        return ("The White Tree is taken only by discarding a Sapling of the White Tree borne "
                "by a character of the company or stored at Minas Tirith.")
    return None


def taken(ctx: Context[State], quest: Card) -> None:
    """The White Tree taken: its Sapling is discarded."""
    if not plays(ctx.ruleset.played) or fold(quest.name) != NAME:
        return
    found = sapling(ctx.state)
    assert found is not None  # checked by take_problem()
    bearer, card = found
    if bearer is not None:
        ctx.emit("ItemLost", RULE, character=bearer, card=card,
                 name=ctx.ruleset.catalog.get(card).name, reason="discarded for The White Tree")
    else:
        ctx.emit("MarshallingPointsLost", RULE, cards=[card],
                 reason="discarded for The White Tree")


def in_play(played: str, state: State) -> bool:
    return plays(played) and any(fold(r.name) == NAME for r in state.mp)


def haven(played: str, state: State, site: Card) -> bool:
    """Whether ``site`` is a Haven for healing and playing hazards: a Haven, or Minas Tirith
    while The White Tree is in play."""
    return tree.haven(site, in_play(played, state))


def hazard_site_type(played: str, state: State, site: Card, site_type: str) -> str:
    """``site``'s type as the Hazard Pile keys to it: a Haven's at Minas Tirith with The
    White Tree in play."""
    return tree.hazard_site_type(site, in_play(played, state), site_type)


TEST = "tests/rules/test_road_goes_ever_on_white_tree.py::"
#: What the coverage says of the card: what is left out, its test, the first version.
COVERAGE = {"TW-348": ("", TEST + "test_a_sage_takes_the_white_tree_for_a_sapling",
                       SINCE_VERSION)}
