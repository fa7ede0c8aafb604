"""``FactsByKind``: a fact of kind ``K`` is applied by the ruleset's method ``_on_K``, found
once per class as it is made: a subclass's own handler over the one it inherits, an alias and
a static method as an instance reads them, and a kind without a handler leaves the state as
it is. The Hobbit scenarios and The Guise of the Necromancer evolve so."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.cards import starter_catalog
from domain.ruleset import Fact, FactsByKind, make_ruleset


class Counter(FactsByKind):
    def _on_Added(self, state: int, d: Mapping[str, Any]) -> int:
        return state + int(d["n"])

    _on_Plus = _on_Added  # another kind, the same handler

    @staticmethod
    def _on_Doubled(state: int, d: Mapping[str, Any]) -> int:
        return state * 2


class Scaled(Counter):
    def _on_Added(self, state: int, d: Mapping[str, Any]) -> int:
        return state + 10 * int(d["n"])


def test_each_kind_is_applied_by_its_handler_and_an_unknown_kind_changes_nothing() -> None:
    counter = Counter()
    assert counter.evolve(1, Fact("Added", {"n": 2})) == 3
    assert counter.evolve(1, Fact("Plus", {"n": 4})) == 5
    assert counter.evolve(3, Fact("Doubled", {})) == 6
    assert counter.evolve(3, Fact("DiceRolled", {"n": 9})) == 3
    assert sorted(Counter._fact_handlers) == ["Added", "Doubled", "Plus"]


def test_a_subclass_applies_its_own_handler_and_inherits_the_others() -> None:
    scaled = Scaled()
    assert scaled.evolve(1, Fact("Added", {"n": 2})) == 21
    assert scaled.evolve(1, Fact("Plus", {"n": 2})) == 3  # the alias names Counter's handler
    assert scaled.evolve(3, Fact("Doubled", {})) == 6
    assert Counter().evolve(1, Fact("Added", {"n": 2})) == 3  # the base class keeps its own


def test_the_hobbit_scenarios_and_the_guise_find_every_handler_they_define() -> None:
    catalog = starter_catalog()
    for ruleset_id in ("burglar", "there-and-back-again", "necromancer"):
        ruleset = make_ruleset(ruleset_id, catalog)
        defined = sorted(name[len("_on_"):] for name in dir(ruleset) if name.startswith("_on_"))
        assert isinstance(ruleset, FactsByKind)
        assert sorted(ruleset._fact_handlers) == defined
