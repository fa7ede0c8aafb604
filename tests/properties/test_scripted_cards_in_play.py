"""Every card of The Wizards that The Road Goes Ever On scripts (in full or in part), put in
play: three copies in the deck it belongs to (one of a unique card), then any seed and any run
of the actions the game offers (one at random or the automatic player's choice), the card's
own actions taken whenever they are offered. The card enters the game, every
offered action is accepted, the log verifies and replaying its records gives the live state.

The Hobbit scenarios play fixed decks whose scripted cards `test_ruleset_properties.py` meets in
every game; this test reaches the cards no shipped deck holds."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.cards import Card, starter_catalog
from domain.coverage import IN_PART, SCRIPTED, in_ruleset
from domain.ruleset import make_ruleset
from domain.rulesets.road_goes_ever_on import decks
from tests.support import play_with_card

RULESET = "road-goes-ever-on"
COPIES = 3
DECISIONS = 100
CATALOG = starter_catalog()


def scripted_cards() -> list[Card]:
    """The TW resources and hazards the ruleset's current version scripts, in catalog order."""
    return [c for c in CATALOG
            if c.set == "TW" and c.card_type in ("Resource", "Hazard") and not c.is_character
            and in_ruleset(RULESET, c).status in (SCRIPTED, IN_PART)]


def deck_holding(card: Card) -> dict[str, Any]:
    """The default deck's setup with ``COPIES`` of ``card`` in the deck it belongs to, in place
    of that deck's last cards that are not characters (its size and Wizards stay as checked);
    rings in use where the card is one (RGO-RING-1, RGO-RING-2)."""
    fields, problems = decks.deck_setup(CATALOG, decks.shipped_deck("default"), "default.json")
    assert problems == []
    rings = card.item_class == "gold-ring" or decks.is_ring_special(card)
    # A hazard long-event belongs in the Long Event deck (RGO-INTRO-4, from version 211).
    deck = ("long_event" if "Long-event" in card.subtypes else "hazard") \
        if card.card_type == "Hazard" else decks.placement(card, rings)
    given = fields["decks"]
    assert isinstance(given, dict)
    # As many copies as the decks may hold (CoE-1.3.1, from version 215), counted with those
    # the default decks hold already: three, one of a unique card.
    held = {k: list(v) for k, v in given.items()}
    elsewhere = sum(CATALOG.get(x).name == card.name
                    for k, v in held.items() if k != deck for x in v)
    copies = max(1, (1 if card.unique else COPIES) - elsewhere)
    own = [x for x in held.get(deck, []) if CATALOG.get(x).name != card.name]
    kept = len(held.get(deck, [])) - copies  # the deck's size stays as checked
    replaced = [i for i, x in enumerate(own) if not CATALOG.get(x).is_character]
    dropped = set(replaced[len(replaced) - (len(own) - kept):]) if len(own) > kept else set()
    held[deck] = [card.id] * copies + [x for i, x in enumerate(own) if i not in dropped]
    return {**fields, "decks": held, "rings": rings}


@pytest.mark.rule("RGO-GEN-1", "RGO-RING-1")
@pytest.mark.parametrize("card", scripted_cards(), ids=lambda c: f"{c.id}-{c.name}")
@settings(max_examples=1, deadline=None)
@given(seed=st.integers(0, 2**32), picks=st.lists(st.integers(0, 10_000), min_size=DECISIONS,
                                                  max_size=DECISIONS))
def test_a_scripted_card_in_play_keeps_the_game_replayable(card: Card, seed: int,
                                                          picks: list[int]) -> None:
    ruleset = make_ruleset(RULESET, CATALOG)
    play_with_card(ruleset, deck_holding(card), card, seed, picks)
