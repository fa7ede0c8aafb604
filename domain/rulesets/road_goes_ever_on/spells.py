"""The Wizard's spells played from the hand (resource short-events marked "Wizard only"), from
version ``SINCE_VERSION``: each is played on the Wizard of the company, who then makes a
corruption check at the card's modifier (CoE 7.1), right after its effect.

- Vanishment (TW-356): cancels an attack on the company before its strikes are assigned
  (CoE 3.i); the check at -2;
- Wizard's Fire (TW-360): +5 to the Wizard's prowess against the strike of the attack being
  assigned (CoE 3.iv.5); the check at -4;
- Kindling of the Spirit (TW-262): +2 to the prowess of every character of the company against
  the strikes of the attack being assigned; the check at -2;
- Wizard's Voice (TW-366): +6 to the Wizard's next influence attempt on a faction here this
  turn (RGO-QUEST-4), as Lordly Presence's bonus is counted; the check at -3; from
  ``turn_bonuses.SINCE_VERSION`` +6 direct influence for the rest of the turn
  (turn_bonuses.py);
- Wizard's Flame (TW-361), from version ``FLAME_SINCE``: played before the company's hazards
  are drawn, as Horses is, every hazard creature attacking the company this turn has -2
  prowess (``CreaturesStrengthened``); the check at -3; from
  ``wizards_flame.SINCE_VERSION`` every attack on the company, when played in any phase of the
  turn (wizards_flame.py).

Wizard's Laughter answers an opponent's influence check against the player's cards, which the
solo game never makes: it is not offered, and from ``resource_notes.UNDECLARED_SINCE`` not
declared either (``resource_notes.TWO_PLAYER``). Earlier versions replay as played (these
cards were declared).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from domain.engine import coe, effects
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on import check_helpers
from domain.rulesets.road_goes_ever_on.state import State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.hand_resources import Play

#: The first version that plays these spells; earlier versions replay as played.
SINCE_VERSION = 70
FLAME_SINCE = 77
WIZARD = "Wizard"
#: The Wizard's corruption check the spell asks, at the amount.
WIZARD_CHECK = "wizard-corruption-check"
#: Prowess for every character of the company against the attack's strikes (the engine's word,
#: which the Hobbit scenarios play too).
COMPANY_PROWESS = effects.COMPANY_STRIKE_PROWESS


def plays() -> dict[str, tuple[Play, ...]]:
    """The spells, read by ``hand_resources.plays`` from ``SINCE_VERSION``."""
    from domain.rulesets.road_goes_ever_on.hand_resources import (
        ATTACK,
        INFLUENCE,
        INFLUENCE_BONUS,
        STRIKE,
        Play,
    )

    def spell(card: str, name: str, mode: str, window: str, effect: effects.Effect,
              check: int) -> Play:
        return Play(card, name, mode, window, (effect, effects.Effect(WIZARD_CHECK, check)),
                    True, race=WIZARD)

    return {p.card: (p,) for p in (
        spell("TW-356", "Vanishment", "cancel", ATTACK, effects.Effect(effects.CANCEL_ATTACK),
              -2),
        spell("TW-360", "Wizard’s Fire", "strike", STRIKE, effects.Effect(effects.PROWESS, 5),
              -4),
        spell("TW-262", "Kindling of the Spirit", "company", STRIKE,
              effects.Effect(COMPANY_PROWESS, 2), -2),
        spell("TW-366", "Wizard’s Voice", "influence", INFLUENCE,
              effects.Effect(INFLUENCE_BONUS, 6), -3),
    )}


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def flame() -> dict[str, tuple[Play, ...]]:
    """Wizard's Flame, read by ``hand_resources.plays`` from ``FLAME_SINCE``."""
    from domain.rulesets.road_goes_ever_on.hand_resources import ROAD, Play
    from domain.rulesets.road_goes_ever_on.travel_cards import CREATURES_PROWESS

    return {"TW-361": (Play("TW-361", "Wizard’s Flame", "flame", ROAD,
                            (effects.Effect(CREATURES_PROWESS, -2),
                             effects.Effect(WIZARD_CHECK, -3)), True, race=WIZARD),)}


def flame_offered(played: str) -> bool:
    return played_since(played, FLAME_SINCE)


def check(ctx: Context[State], who: str, modifier: int, waits: bool = False,
          within: tuple[str, str | None] | None = None, resume: str = check_helpers.ACTION,
          card: str = "") -> None:
    """The Wizard's corruption check after his spell (CoE 7.1); from
    ``check_helpers.OTHERS_SINCE``, where it ``waits`` (the card's last effect, out of an
    attack: the play is over once it is rolled, or ``resume`` goes on, ``card`` asking it),
    declared waiting for helpers; from ``check_helpers.WITHIN_SINCE`` so too the last effect
    of a spell played ``within`` an attack (the card, the attack's creature card:
    ``Turn.attack_check``)."""
    character = ctx.state.character(who)
    if character is None or ctx.state.outcome is not None:
        return
    # The turn's check (abilities and Courage tokens included); imported here because the
    # ruleset depends on hand_resources, which depends on this module.
    from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn

    ruleset = ctx.ruleset
    assert isinstance(ruleset, RoadGoesEverOn)
    turn = ruleset.machinery(ctx.state)[0]
    made = turn.attack_check(*within) if within is not None else \
        turn.waiting_check(resume, card) if waits else turn.corruption_check
    made(ctx, character, modifier, coe.CORRUPTION_CHECK)
