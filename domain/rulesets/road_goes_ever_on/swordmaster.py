"""Swordmaster (TW-498), an Information quest (information.py), as its card prints it, from
``SINCE_VERSION``.

Taken by a sage where Information is playable, for its point (RGO-QUEST-4), it stays with him
and gives him the warrior skill (``SkillGained``: whatever asks for a warrior, a card played on
one or an item's bonus to one, then counts him). It cannot be duplicated on a character: a sage
who has one already is refused a second, naming the card and the reason. When he leaves play
it is discarded, its point with it (``MarshallingPointsLost``; leaving_play.py).

From ``TWO_WEAPONS_SINCE`` a sage who is a warrior by his own card uses two weapons with it,
both counting, and then no shield: against a strike his second weapon (the best of the others,
by its prowess and body modifiers as CoE 6.1.3 ranks the items in use, within its own maximum)
adds its modifiers, the shield in use, if any, dropping its own, whichever of the two counts
more (a tie keeps the shield), as named modifiers of his strike and body check. Earlier
versions took it for its point only (before ``SINCE_VERSION``) or with one weapon and replay as
played.
"""

from __future__ import annotations

from collections.abc import Callable

from domain.cards import Card, fold
from domain.engine import swordmaster as engine_swordmaster
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on.state import State

#: The first version of the ruleset that plays the card.
SINCE_VERSION = 154
NAME = engine_swordmaster.FOLDED
SKILL = engine_swordmaster.SKILL
RULE = "RGO-QUEST-4"
DISCARD_RULE = "RGO-GEN-1"


def plays(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


#: The first version in which a warrior's Swordmaster lets him use two weapons.
TWO_WEAPONS_SINCE = 160


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


def two_weapons(played: str, state: State, character: Character, against: str,
                card: Callable[[str], Card]) -> tuple[list[Modifier], list[Modifier]]:
    """(strike, body) modifiers of a warrior's second weapon with Swordmaster, the shield in
    use given up, when the weapon counts more than the shield; else none."""
    if not played_since(played, TWO_WEAPONS_SINCE) \
            or not any(who == character.card_id for _, who in state.skill_cards) \
            or SKILL not in card(character.card_id).skills:
        return [], []
    return engine_swordmaster.second_weapon(character, against, RULE)


TEST = "tests/rules/test_road_goes_ever_on_swordmaster.py::"
#: What the coverage says of the card: what is left out, its test, the first version.
COVERAGE = {"TW-498": ("", TEST + "test_a_warrior_with_swordmaster_uses_two_weapons",
                       TWO_WEAPONS_SINCE)}
