"""Every ruleset's board names the condition of a card in play (untapped, tapped, wounded) by
one field, ``state``, which the web table draws a tapped or wounded card by (``stateClass``):
no board names it otherwise (the Solitaire Variant's company said ``status`` before the views'
SCHEMA 7, so its wounded members were drawn as any other)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from domain.cards import starter_catalog
from domain.chronicle import Chronicle
from domain.ruleset import make_ruleset
from tests.support import shipped_ruleset_ids

CATALOG = starter_catalog()
DECISIONS = 60


def cards_shown(view: Any) -> Iterator[dict[str, Any]]:
    """Every card a view holds as an object (by its ``name``), nested ones too."""
    if isinstance(view, dict):
        if "name" in view:
            yield view
        for value in view.values():
            yield from cards_shown(value)
    elif isinstance(view, list):
        for value in view:
            yield from cards_shown(value)


def conditions(ruleset_id: str) -> tuple[set[str], set[str]]:
    """The fields of the cards the boards of seed 5's first decisions show, and the states
    they name."""
    ruleset = make_ruleset(ruleset_id, CATALOG)
    game = Chronicle.begin(ruleset, 5, {})
    fields: set[str] = set()
    states: set[str] = set()
    for _ in range(DECISIONS):
        for card in cards_shown(ruleset.board(game.table.rules)):
            fields.update(card)
            if isinstance(card.get("state"), str):
                states.add(card["state"])
        choice = ruleset.automatic_choice(game.table.rules)
        if choice is None or game.result() is not None:
            break
        game.decide(*choice)
    return fields, states


@pytest.mark.not_a_rule("the boards' shape")
@pytest.mark.parametrize("ruleset_id", shipped_ruleset_ids())
def test_every_board_names_a_card_s_condition_state(ruleset_id: str) -> None:
    fields, states = conditions(ruleset_id)
    assert "status" not in fields
    assert states <= {"untapped", "tapped", "wounded"}


@pytest.mark.not_a_rule("the boards' shape")
def test_the_solitaire_variant_s_wounded_members_are_named_so() -> None:
    assert conditions("solitaire-v1")[1] == {"untapped", "tapped", "wounded"}
