"""The Solitaire Variant's Balrog player (``alignment`` ``balrog``): his default decks hold
only the cards the Balrog's deck rules let him include (BA-DECK-2)."""

from __future__ import annotations

from pathlib import Path

import pytest

from domain.cards import load_catalog
from domain.engine import balrog_deck
from domain.ruleset import make_ruleset
from domain.rulesets.solitaire_v1.decks import BALROG_ALLOWED_FROM
from domain.rulesets.solitaire_v1.state import DECKS


@pytest.mark.rule("BA-DECK-2")
def test_a_balrog_players_default_decks_hold_no_card_he_may_not_include(
        coe_cards_path: Path) -> None:
    ruleset = make_ruleset("solitaire-v1", load_catalog(coe_cards_path))

    def forbidden(version: str) -> list[tuple[str, str]]:
        """(deck, card) of each card of a Balrog's default decks BA-DECK-2 forbids, by the
        check ``redbook deck check`` makes."""
        decks = ruleset.at_version(version).prepare({"alignment": "balrog",
                                                     "sets": ["TW", "BA"]})["decks"]
        assert isinstance(decks, dict)
        return [(deck, str(c)) for deck in DECKS for c in decks[deck]
                if balrog_deck.prohibited(ruleset.catalog.get(str(c).split("#")[0]))]

    before = str(BALROG_ALLOWED_FROM - 1)
    assert forbidden(str(BALROG_ALLOWED_FROM)) == forbidden(ruleset.version) == []
    # The version before dealt Balrog of Moria and Sauron into them; its games replay so.
    assert forbidden(before) == [("hazards", "TW-12"), ("resources", "BA-43")]
    # Another player's pool is as it was.
    hero = {"sets": ["TW", "BA"]}
    assert ruleset.prepare(hero) == ruleset.at_version(before).prepare(hero)
