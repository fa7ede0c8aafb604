"""A decision in the log is told by the words its action was offered with (its label), worked
out again from the state it was decided in (``Chronicle.narrate``,
``Ruleset.narrate_decision``), in every ruleset; an action not offered there, or a line with no
game at hand, by the words of its id."""

from __future__ import annotations

from typing import Any

import pytest

from domain.cards import starter_catalog
from domain.chronicle import Chronicle
from domain.narration import decision_line
from domain.ruleset import DECISION, Fact, Ruleset, make_ruleset
from projections.narrative import narrative_line
from tests.support import shipped_ruleset_ids

CATALOG = starter_catalog()


def played(ruleset: Ruleset[Any], decisions: int, seed: int = 3
           ) -> tuple[Chronicle, list[tuple[int, str, str]]]:
    """A game the automatic player plays for ``decisions`` decisions, with (version, action id,
    label offered) of each."""
    game = Chronicle.begin(ruleset, seed, {})
    made: list[tuple[int, str, str]] = []
    for _ in range(decisions):
        choice = ruleset.automatic_choice(game.table.rules)
        if choice is None:
            break
        action, args = choice
        label = next(a.label for a in game.actions() if a.id == action)
        made.append((game.decide(action, args)[0].version, action, label))
    return game, made


@pytest.mark.not_a_rule("the log's words for a decision")
@pytest.mark.parametrize("ruleset_id", shipped_ruleset_ids())
def test_every_ruleset_tells_a_decision_by_the_label_it_was_offered_with(
        ruleset_id: str) -> None:
    game, made = played(make_ruleset(ruleset_id, CATALOG), 8)
    assert made
    told = [game.narrate(game.records[version - 1]) for version, _, _ in made]
    assert told == [f"Decision: {label}." for _, _, label in made]
    # The label, not the id: at least one of them says more than the id's words.
    assert any(label.lower() != action.replace("-", " ") for _, action, label in made)


@pytest.mark.not_a_rule("the log's words for a decision")
def test_the_narrative_log_tells_there_and_back_again_s_first_decisions_in_words() -> None:
    ruleset = make_ruleset("there-and-back-again", CATALOG)
    game, made = played(ruleset, 3)
    assert [action for _, action, _ in made] == [
        "move:The Shire", "discard:TW-255", "move:Arthedain"]
    lines = [narrative_line(ruleset, game.records[version - 1], game)["line"]
             for version, _, _ in made]
    assert lines == ["Decision: Move the company to The Shire.",
                     "Decision: Discard Healing Herbs.",
                     "Decision: Move the company to Arthedain."]
    # With no game at hand (a log that cannot be replayed), the id's words.
    assert narrative_line(ruleset, game.records[made[1][0] - 1])["line"] == \
        "Decision: discard (Healing Herbs)."


@pytest.mark.not_a_rule("the log's words for a decision")
def test_an_action_not_offered_in_the_state_is_told_by_the_words_of_its_id() -> None:
    ruleset = make_ruleset("there-and-back-again", CATALOG)
    game = Chronicle.begin(ruleset, 3, {})
    fact = Fact(DECISION, {"action": "assign-done:TW-40", "args": {}})
    assert ruleset.narrate_decision(fact, game.table.rules) == \
        "Decision: assign done (Giant Spiders)."


@pytest.mark.not_a_rule("the log's words for a decision")
def test_a_decision_s_arguments_follow_its_words() -> None:
    data = {"action": "declare:TW-252", "args": {"effect": "cancel-attack"}}
    assert decision_line(data, CATALOG, "Declare what Halfling Stealth does.") == \
        "Decision: Declare what Halfling Stealth does with effect cancel-attack."
    assert decision_line(data, CATALOG) == \
        "Decision: declare (Halfling Stealth) with effect cancel-attack."
