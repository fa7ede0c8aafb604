"""What keeps a character untapped against his strike of the attack awaited: the -3 he chose
(CoE 3.iv.3, Legolas -2 by RGO-ABIL-36; ``stand:``, the strike state's ``standing``), a card
played on the strike that says so (CoE 3.iv.5: Dodge, TW-209, unless the strike wounds him;
Block), or a Warrior's Skill token spent (RGO-TOKEN-8; ``steady:``, the state's ``steady``).

One reading serves the strike's roll and the board's strike (``kept_untapped``: what keeps him
with no -3, the -3 being counted in his prowess), the -3 refused for it (from
``support.KEPT_SINCE``), and from ``ONE_SINCE`` the offer and refusal of every way: once one
keeps him untapped, no other is offered, and each is refused naming the one that does
(``refused``), so that he never pays for two. Earlier versions offered Dodge, Block or the token
after the -3 (the -3 then counted for nothing, Dodge's body -1 on top) and a second card or the
token after a first; those games replay as played."""

from __future__ import annotations

from collections.abc import Callable

from domain.cards.names import fold
from domain.engine import effects
from domain.engine.characters import Character
from domain.ruleset import played_since
from domain.rulesets.road_goes_ever_on.state import State

#: A card's effect that keeps its character untapped against the strike unless wounded by it:
#: this ruleset's word for it (the games recorded before ``hand_resources.ENGINE_ESCAPES``) and
#: the engine's.
STAYS_UNTAPPED = "stays-untapped"
NOT_TAPPING = (STAYS_UNTAPPED, effects.DOES_NOT_TAP)
SKILL_TOKEN = "a Skill token"
#: The first version in which one way at most keeps a character untapped against his strike:
#: Dodge, Block or a Skill token is neither offered nor admitted once the -3, a card or a token
#: keeps him so.
ONE_SINCE = 220


def stand_cost(who: Character) -> int:
    """What staying untapped costs ``who`` in prowess: 3 (CoE 3.iv.3), 2 for Legolas
    (RGO-ABIL-36)."""
    return 2 if fold(who.name) == fold("Legolas") else 3


def kept_untapped(state: State, who: str, name: Callable[[str], str]) -> str | None:
    """What keeps ``who`` from tapping against his strike with no -3, in a player's words (None:
    nothing does): the last card played on it that keeps him so (``name``: a card's name by its
    id), else a Skill token spent."""
    awaited = state.awaited_strikes
    if awaited is None:
        return None
    card = next((card for card, character, played in reversed(awaited.cards)
                 if character == who and any(p in NOT_TAPPING for p, _ in played)), None)
    if card is not None:
        return name(card)
    return SKILL_TOKEN if who in awaited.steady else None


def keeper(state: State, who: str, name: Callable[[str], str]) -> str | None:
    """Whatever keeps ``who`` untapped against his strike (None: nothing): the -3 he chose
    ("the -3 chosen"), else ``kept_untapped``."""
    awaited, found = state.awaited_strikes, state.character(who)
    if awaited is not None and found is not None and who in awaited.standing:
        return f"the -{stand_cost(found)} chosen"
    return kept_untapped(state, who, name)


def refused(state: State, who: str, name: Callable[[str], str], played: str) -> str | None:
    """Why, from ``ONE_SINCE``, no other way may keep ``who`` untapped against his strike, in
    words a refusal ends with ("the -3 chosen already keeps Aragorn II untapped against his
    strike"); None: one may."""
    kept = keeper(state, who, name) if played_since(played, ONE_SINCE) else None
    found = state.character(who)
    if kept is None or found is None:
        return None
    return f"{kept} already keeps {found.name} untapped against his strike"
