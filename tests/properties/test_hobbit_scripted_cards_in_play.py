"""Every card of The Wizards that a Hobbit scenario (Burglar Wants a Good Job, There and Back
Again) scripts (in full or in part) and its decks may hold, put in play: three copies (one of a
unique card) in the deck it belongs to (its resource or its hazard deck), then any seed and any
run of the actions the game offers (one at random or the automatic player's choice), the card's
own actions taken whenever they are offered. The card comes up in the game, every offered
action is accepted, the log verifies and replaying its records gives the live state.

The shipped decks hold only some of the cards the scenarios script (none of the corruption
cards Burglar's hazard hand keeps on a character, say); this test reaches the others."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.cards import Card, starter_catalog
from domain.coverage import IN_PART, SCRIPTED, in_ruleset
from domain.ruleset import make_ruleset
from domain.rulesets.burglar import decks as burglar_decks
from domain.rulesets.there_and_back_again import decks as tba_decks
from tests.support import play_with_card

#: Each scenario's decks module and the clauses that say what its decks hold.
SCENARIOS: dict[str, tuple[Any, tuple[str, ...]]] = {
    "burglar": (burglar_decks, ("BWJ-SETUP-3", "BWJ-SETUP-10")),
    "there-and-back-again": (tba_decks, ("TBA-DECK-8", "TBA-DECK-10")),
}
COPIES = 3
DECISIONS = 100
CATALOG = starter_catalog()


def deck_holding(ruleset: str, card: Card) -> dict[str, Any]:
    """The shipped set-up with ``COPIES`` of ``card`` (one if it is unique) in its deck, in
    place of its copies there and of that deck's last cards of its kind (a creature's, another
    hazard's, a resource that is no character's), so that the deck's size and make-up stay as
    its rules ask."""
    setup: dict[str, Any] = SCENARIOS[ruleset][0].default_setup()
    field = "hazards" if card.card_type == "Hazard" else "resources"
    held = [e["id"] for e in setup[field] for _ in range(e["count"])]
    others = [x for x in held if x != card.id]
    copies = 1 if card.unique else COPIES

    def same_kind(card_id: str) -> bool:
        other = CATALOG.get(card_id)
        return other.is_creature == card.is_creature if field == "hazards" \
            else not other.is_character

    dropped = copies - (len(held) - len(others))  # to keep the deck's size
    going = [i for i, x in enumerate(others) if same_kind(x)][-dropped:] if dropped > 0 else []
    setup[field] = [card.id] * copies + [x for i, x in enumerate(others) if i not in going]
    return setup


def scripted_cards() -> list[Any]:
    """(ruleset, card) of each TW resource and hazard a scenario's current version scripts
    and its decks may hold, in catalog order, as test parameters citing its deck clauses."""
    found = []
    for ruleset, (decks, clauses) in SCENARIOS.items():
        for c in CATALOG:
            if c.set != "TW" or c.card_type not in ("Resource", "Hazard") or c.is_character \
                    or in_ruleset(ruleset, c).status not in (SCRIPTED, IN_PART):
                continue
            try:
                decks.prepare(CATALOG, deck_holding(ruleset, c))
            except decks.InvalidSetup:
                continue  # its decks may not hold it (a site its faction needs is not there...)
            found.append(pytest.param(ruleset, c, id=f"{ruleset}-{c.id}-{c.name}",
                                      marks=pytest.mark.rule(*clauses)))
    return found


@pytest.mark.parametrize(("ruleset_id", "card"), scripted_cards())
@settings(max_examples=1, deadline=None)
@given(seed=st.integers(0, 2**32), picks=st.lists(st.integers(0, 10_000), min_size=DECISIONS,
                                                  max_size=DECISIONS))
def test_a_scripted_card_in_play_keeps_the_game_replayable(ruleset_id: str, card: Card,
                                                          seed: int, picks: list[int]) -> None:
    ruleset = make_ruleset(ruleset_id, CATALOG)
    play_with_card(ruleset, deck_holding(ruleset_id, card), card, seed, picks)
