"""The company's allies face strikes as characters do (CoE 2.V.2.2), from
``printed_rules.ALLY_STRIKES_FROM``: an ally goes with its controller's company, may be given
a strike by the defender and is ranked with the characters by the opponent (GON-TARGET-1);
it fights with its printed prowess and body, and only rolls (it neither supports nor takes
-3, and no card is played on its strike); a strike it does not beat wounds it and a failed
body check discards it (``AllyDiscarded``); the untap phase untaps it, and heals it at a
Haven. An ally whose text keeps it from being attacked is given no strike
(``engine.allies.spared``). Earlier versions replay as played (allies faced no strike)."""

from __future__ import annotations

from domain.cards import Catalog
from domain.engine.characters import Character
from domain.ruleset import played_since
from domain.rulesets.guise_of_the_necromancer.printed_rules import (
    ALLY_STRIKES_FROM,
    ALLY_TEXTS_FROM,
)
from domain.rulesets.guise_of_the_necromancer.state import State
from domain.rulesets.hobbit import allies


def plays(played: str) -> bool:
    """Whether the version ``played`` gives the company's allies strikes."""
    return played_since(played, ALLY_STRIKES_FROM)


def plays_texts(played: str) -> bool:
    """Whether the version ``played`` plays what of the allies' texts the family scripts
    (``printed_rules.ALLY_TEXTS_FROM``)."""
    return played_since(played, ALLY_TEXTS_FROM)


def fighters(state: State, catalog: Catalog, played: str) -> list[Character]:
    """The allies of the company attacked that may face a strike of the attack under way
    (none before the version, nor out of an attack)."""
    fight = state.fight
    company = state.company(fight.company) if fight else None
    if fight is None or company is None or not plays(played):
        return []
    theirs = [(a, c) for a, c in state.allies if company.character(c) is not None]
    return allies.fighters(theirs, state.tapped_allies, state.wounded_allies, catalog,
                           fight.card is None or fight.attack.automatic, fight.keyed)


def fighter(state: State, catalog: Catalog, played: str, card_id: str) -> Character | None:
    """The ally ``card_id`` of the company attacked as one who faces a strike (None: none
    such)."""
    return next((a for a in fighters(state, catalog, played) if a.card_id == card_id), None)
