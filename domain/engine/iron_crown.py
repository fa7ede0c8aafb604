"""The Iron Crown's text beside its tap (which ``effects`` generation 31 scripts), as every
ruleset reading it plays it: its bearer, whenever he makes an influence check, makes a
corruption check too (CoE 7.1); borne by a character who is not a Hobbit it gives +1 body, to
at most 10 (a modifier of his body check, CoE 6.1), and +4 direct influence
(``item_influence``)."""

from __future__ import annotations

from collections.abc import Callable

from domain.cards import Card, fold
from domain.engine import coe
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.engine.item_influence import IRON_CROWN_BARRED

CARD = "TW-496"
NAME = fold("The Iron Crown")
#: Bearers of this race have none of its bonuses nor its tap.
BARRED_RACE = IRON_CROWN_BARRED
MAX_BODY = 10
#: What it adds to a bearer's direct influence who is not a Hobbit.
DIRECT_INFLUENCE = 4
#: What its tap (``effects``) leaves to the ruleset.
BESIDES_THE_TAP = ("its +1 body (to at most 10) and +4 direct influence to a bearer who is not "
                   "a Hobbit, and its bearer's corruption check with every influence check "
                   "(the ruleset's own: ``engine.iron_crown``)")


def crown_of(card: Callable[[str], Card], bearer: Character) -> str | None:
    """The Iron Crown ``bearer`` bears (None: he bears none)."""
    return next((i.card_id for i in bearer.items if fold(card(i.card_id).name) == NAME), None)


def body_modifiers(card: Callable[[str], Card], bearer: Character) -> list[Modifier]:
    """The crown's +1 body to a bearer who is not a Hobbit, to at most 10, as a modifier of
    his body check's roll (none to a Hobbit, or to one of body 10 already)."""
    crown = crown_of(card, bearer)
    if crown is None or fold(bearer.race) == fold(BARRED_RACE) \
            or bearer.effective_body >= MAX_BODY:
        return []
    return [Modifier(-1, f"card:{crown}", "The Iron Crown's +1 body (to at most 10)",
                     coe.ITEM_IN_USE)]


def direct_influence(bearer: Character) -> int:
    """The crown's +4 direct influence to ``bearer`` if he bears it and is not a Hobbit (0:
    none), for a ruleset reading his direct influence beyond an influence attempt on a
    faction (in controlling followers, in ranking targets)."""
    borne = any(fold(i.name) == NAME for i in bearer.items)
    return DIRECT_INFLUENCE if borne and fold(bearer.race) != fold(BARRED_RACE) else 0
