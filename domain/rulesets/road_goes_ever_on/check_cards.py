"""Resource short-events played from the hand for a character's next corruption check this
turn (CoE 5.1, the organization or site phase), from version ``SINCE_VERSION``:

- Halfling Strength on a Hobbit: +4;
- A Friend or Three on any character: +1 for each character of his company when played;
- Old Friendship (+4) and New Friendship (+2) on a character of a company holding a diplomat.

The bonus is a ``CorruptionCheckBonus`` fact; the character's next corruption check of the
turn (a hazard's, an item's, the Free Council's) counts it as a named modifier and uses it up;
one not used by the end of the turn is lost. The solo game has no influence check against a
character, so Old Friendship's other use never arises. Earlier versions replay as played
(Old Friendship was declared, the others offered only their other modes).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from domain.engine import effects
from domain.engine.checks import Modifier
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on.state import State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.hand_resources import Play

#: The first version that plays these modes; earlier versions replay as played.
SINCE_VERSION = 46
RULE = "CoE-5.1"
MODE = "check"
#: One point for each character of the company the card's target is in.
PER_CHARACTER = "corruption-check-bonus-per-character"
BONUSES = (effects.CHECK_BONUS, PER_CHARACTER)


def plays() -> dict[str, tuple[Play, ...]]:
    """The check modes, by card (read by ``hand_resources.plays`` from ``SINCE_VERSION``)."""
    from domain.rulesets.road_goes_ever_on.hand_resources import ANY, Play

    def bonus(card: str, name: str, amount: int, primitive: str = effects.CHECK_BONUS,
              race: str | None = None, company_skill: str | None = None) -> Play:
        return Play(card, name, MODE, ANY, (effects.Effect(primitive, amount),), True,
                    race=race, company_skill=company_skill)

    return {p.card: (p,) for p in (
        bonus("TW-253", "Halfling Strength", 4, race="Hobbit"),
        bonus("TW-189", "A Friend or Three", 1, PER_CHARACTER),
        bonus("TW-293", "Old Friendship", 4, company_skill="diplomat"),
        bonus("TW-292", "New Friendship", 2, company_skill="diplomat"),
    )}


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def grant(ctx: Context[State], card: str, name: str, target: str,
          effect: effects.Effect) -> None:
    """The bonus a check card gives ``target``'s next corruption check this turn."""
    amount = effect.amount * (len(ctx.state.characters) if effect.primitive == PER_CHARACTER
                              else 1)
    ctx.emit("CorruptionCheckBonus", RULE, character=target, card=card, name=name,
             amount=amount)


def modifiers(state: State, who: str, name: Callable[[str], str]) -> list[Modifier]:
    """The bonuses waiting for ``who``'s next corruption check."""
    return [Modifier(amount, f"card:{card}", f"{name(card)} played for this check", RULE)
            for character, card, amount in state.check_bonuses if character == who]
