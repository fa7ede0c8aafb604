"""The setup options a ruleset types (a yes/no, a choice: domain/options.py, which the API's
ruleset listing and the new-game form offer): each is an option of the ruleset, a setup giving
its default plays as one that leaves it out, and a value outside its type is refused."""

from __future__ import annotations

import pytest

from domain.cards import Catalog
from domain.errors import InvalidSetup
from domain.options import OptionType
from domain.ruleset import listed_ruleset_ids, make_ruleset

TYPED = {"road-goes-ever-on": {"deck", "rings", "dragon_table", "under_deeps", "golden_hoard"},
         "solitaire-v1": {"alignment", "sets", "decks"}, "burglar": {"deck"},
         "necromancer": {"deck"}, "there-and-back-again": {"deck"}}


@pytest.mark.parametrize("ruleset_id", listed_ruleset_ids())
def test_typed_options_are_options_the_ruleset_takes(ruleset_id: str, starter: Catalog) -> None:
    ruleset = make_ruleset(ruleset_id, starter)
    assert set(ruleset.option_types) == TYPED.get(ruleset_id, set())
    assert set(ruleset.option_types) <= set(ruleset.options)


@pytest.mark.parametrize(("ruleset_id", "name"),
                         [(r, n) for r, names in sorted(TYPED.items()) for n in sorted(names)])
def test_a_typed_option_plays_its_default_and_refuses_a_value_outside_its_type(
        ruleset_id: str, name: str, starter: Catalog) -> None:
    ruleset = make_ruleset(ruleset_id, starter)
    typed: OptionType = ruleset.option_types[name]
    assert ruleset.prepare({name: typed.default}) == ruleset.prepare({})
    with pytest.raises(InvalidSetup) as refused:
        ruleset.prepare({name: {"boolean": "yes", "json": 5}.get(typed.type, "elf")})
    assert any(p.startswith(f"{name} must be ") for p in refused.value.problems)


def test_option_types_as_the_api_lists_them(starter: Catalog) -> None:
    road = make_ruleset("road-goes-ever-on", starter).option_types
    assert road["dragon_table"].to_json() == {"type": "boolean", "default": True,
                                              "values": None}
    # Any JSON value its description tells, not played unless given, as its "(default false)".
    assert road["golden_hoard"].to_json() == {"type": "json", "default": False, "values": None}
    assert "(default false)" in make_ruleset("road-goes-ever-on", starter).options[
        "golden_hoard"]
    # The shipped decks, the default first (seeds/decks/road-goes-ever-on/).
    assert road["deck"].to_json() == {
        "type": "choice", "default": "default",
        "values": ["default", "golden-hoard", "rings", "under-deeps"]}
    # A Hobbit scenario's one bundled set-up, offered as a choice as The Road's decks are.
    for scenario in ("burglar", "necromancer", "there-and-back-again"):
        assert make_ruleset(scenario, starter).option_types["deck"].to_json() == {
            "type": "choice", "default": "default", "values": ["default"]}
    solitaire = make_ruleset("solitaire-v1", starter).option_types
    assert solitaire["alignment"].to_json() == {
        "type": "choice", "default": "hero",
        "values": ["hero", "minion", "fallen-wizard", "balrog"]}
