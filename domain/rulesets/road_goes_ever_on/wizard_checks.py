"""A Wizard's failed corruption check (CoE 7.1): where another hero character would be
discarded (a roll equal to his corruption points or one below), a Wizard is eliminated. From
``SINCE_VERSION`` the check records ``eliminated`` and he leaves the game as any eliminated
character does (``elimination.eliminate``: out of play, his non-follower cards discarded, his
card's marshalling-point cost lost); before, he was discarded, and those versions replay as
played."""

from __future__ import annotations

from domain.cards import Catalog
from domain.engine.characters import Character
from domain.engine.corruption import wizard_result
from domain.ruleset import played_since
from domain.rulesets.road_goes_ever_on import shadow

SINCE_VERSION = 201


def check_result(played: str, catalog: Catalog, character: Character, result: str) -> str:
    """The result of ``character``'s corruption check as the version ``played`` records it."""
    if played_since(played, SINCE_VERSION) and shadow.is_wizard(catalog.get(character.card_id)):
        return wizard_result(result)
    return result
