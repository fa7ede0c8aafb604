"""Swordmaster (TW-498), an Information quest (information.py), as its card prints it, from
``SINCE_VERSION``.

Taken by a sage where Information is playable, for its point (RGO-QUEST-4), it stays with him
and gives him the warrior skill (``SkillGained``: whatever asks for a warrior, a card played on
one or an item's bonus to one, then counts him). It cannot be duplicated on a character: a sage
who has one already is refused a second, naming the card and the reason. When he leaves play
it is discarded, its point with it (``MarshallingPointsLost``; leaving_play.py). That a sage
already a warrior may then use two weapons, both counting (and then no shield), is not played:
a character here uses one weapon. Earlier versions took it for its point only and replay as
played.
"""

from __future__ import annotations

from domain.cards import Card, fold
from domain.engine.characters import Character
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on.state import State

#: The first version of the ruleset that plays the card.
SINCE_VERSION = 154
NAME = fold("Swordmaster")
SKILL = "warrior"
RULE = "RGO-QUEST-4"
DISCARD_RULE = "RGO-GEN-1"


def plays(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def _is_it(played: str, card: Card) -> bool:
    return plays(played) and fold(card.name) == NAME


def take_problem(played: str, state: State, quest: Card, taker: Character) -> str | None:
    """Why ``taker`` may not take Swordmaster now (a second on him), or None."""
    if not _is_it(played, quest):
        return None
    if any(who == taker.card_id for _, who in state.skill_cards):
        return f"Swordmaster cannot be duplicated on {taker.name}, who has one already."
    return None


def taken(ctx: Context[State], quest: Card, who: str) -> None:
    """Swordmaster taken: its sage gains the warrior skill."""
    if _is_it(ctx.ruleset.played, quest):
        ctx.emit("SkillGained", RULE, card=quest.id, character=who, skill=SKILL)


def settle(ctx: Context[State]) -> None:
    """After a character left play: the Swordmaster he had is discarded."""
    if not plays(ctx.ruleset.played):
        return
    here = {c.card_id for c in ctx.state.every_character()}
    held = {r.card for r in ctx.state.mp}
    gone = [card for card, who in ctx.state.skill_cards if who not in here and card in held]
    if gone:
        ctx.emit("MarshallingPointsLost", DISCARD_RULE, cards=gone,
                 reason="its sage has left play")


TEST = "tests/rules/test_road_goes_ever_on_swordmaster.py::"
#: What the coverage says of the card: what is left out, its test, the first version.
COVERAGE = {"TW-498": ("that a sage already a warrior may use two weapons, both counting, and "
                       "then no shield",
                       TEST + "test_swordmaster_makes_its_sage_a_warrior", SINCE_VERSION)}
