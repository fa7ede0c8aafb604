"""The setup options a ruleset types (domain/options.py, which the API's ruleset listing and
the new-game form offer): every option of every ruleset is typed, a setup giving its default
plays as one that leaves it out, and a value of a JSON type its form does not take, or a
choice's value that is none of its values, is refused as invalid-setup naming the option and
the form, before any rule reads it, at every version the ruleset plays."""

from __future__ import annotations

from typing import Any

import pytest

from domain.cards import Catalog
from domain.errors import InvalidSetup
from domain.options import KINDS, OptionType, kind_of
from domain.ruleset import Ruleset, make_ruleset, ruleset_class
from domain.rulesets.burglar.versions import SETUP_OPTIONS_FROM as BURGLAR_FROM
from domain.rulesets.guise_of_the_necromancer.decks import SETUP_OPTIONS_FROM as GUISE_FROM
from domain.rulesets.there_and_back_again.versions import SETUP_OPTIONS_FROM as TBA_FROM
from tests.option_values import OF_KIND, SAID
from tests.support import shipped_ruleset_ids


def _options() -> list[tuple[str, str]]:
    return [(rid, name) for rid in shipped_ruleset_ids() for name in ruleset_class(rid).options]


@pytest.mark.parametrize("ruleset_id", shipped_ruleset_ids())
def test_every_option_is_typed(ruleset_id: str, starter: Catalog) -> None:
    ruleset = make_ruleset(ruleset_id, starter)
    assert set(ruleset.option_types) == set(ruleset.options)


@pytest.mark.parametrize(("ruleset_id", "name"), _options())
def test_an_option_plays_its_default_and_refuses_each_json_type_its_form_does_not_take(
        ruleset_id: str, name: str, starter: Catalog) -> None:
    ruleset = make_ruleset(ruleset_id, starter)
    typed: OptionType = ruleset.option_types[name]
    if typed.default is not None:  # None: the option's description tells its default
        assert ruleset.prepare({name: typed.default}) == ruleset.prepare({})
    for kind in KINDS:
        if kind in typed.form.kinds:
            continue
        with pytest.raises(InvalidSetup) as refused:
            ruleset.prepare({name: OF_KIND[kind]})
        cited = f" [{typed.clause}]" if typed.clause else ""
        assert refused.value.problems == (
            f"{name} must be {typed.form.told}, not {SAID[kind]}{cited}",)
        assert refused.value.message.endswith("is not valid: an option is not of the form "
                                              "it takes.")


#: Values of the wrong JSON type that once failed inside the rules (a TypeError), each refused
#: now as the option's form says.
FOUND = [
    ("solitaire-v1", {"alignment": []},
     "alignment must be one of hero, minion, fallen-wizard, balrog, not the list []"),
    ("road-goes-ever-on", {"tables": "x"},
     'tables must be an object of encounter tables by name (or null, as if left out), not '
     'the text "x"'),
    ("road-goes-ever-on", {"starting": True}, "starting must be a list of card ids, not true"),
    ("road-goes-ever-on", {"starting_items": 5},
     'starting_items must be a list of {"id", "bearer"} objects (or null, as if left out), '
     "not the number 5"),
    ("road-goes-ever-on", {"decks": {"player": None}},
     "decks.player must be a list of card ids, not null"),
    ("road-goes-ever-on", {"decks": {"hazard": True}},
     "decks.hazard must be a list of card ids, not true"),
    ("road-goes-ever-on", {"decks": {"long_event": -1}},
     "decks.long_event must be a list of card ids, not the number -1"),
    ("road-goes-ever-on", {"starting": ["TW-1", 7]},
     "starting entry 2 must be a card id, not the number 7"),
    ("there-and-back-again", {"company": None},
     'company must be a list of card ids, names or {"id" or "name", "count"} objects, not '
     "null"),
    ("there-and-back-again", {"followers": {"Bilbo": []}},
     'followers.Bilbo must be a card id or name, or an {"id" or "name", "count"} object, '
     "not the list []"),
    ("solitaire-v1", {"decks": {"hazards": [1]}},
     "decks.hazards entry 1 must be a card name or id, not the number 1"),
    ("dice-race", {"goal": "30"}, 'goal must be a whole number, not the text "30"'),
]


@pytest.mark.parametrize(("ruleset_id", "setup", "problem"), FOUND)
def test_a_value_of_the_wrong_type_is_refused_naming_where_it_is(
        ruleset_id: str, setup: dict[str, Any], problem: str, starter: Catalog) -> None:
    ruleset = make_ruleset(ruleset_id, starter)
    with pytest.raises(InvalidSetup) as refused:
        ruleset.prepare(setup)
    assert refused.value.problems == (problem,)


def _versions(ruleset: Ruleset[Any]) -> list[Ruleset[Any]]:
    """The ruleset at each version it plays: its own and every one it replays."""
    return [ruleset.at_version(v) for v in (ruleset.version, *ruleset.replays)]


@pytest.mark.parametrize("ruleset_id", shipped_ruleset_ids())
def test_the_form_is_checked_at_every_version_the_ruleset_replays(
        ruleset_id: str, starter: Catalog) -> None:
    ruleset = make_ruleset(ruleset_id, starter)
    played = _versions(ruleset)
    for name, typed in ruleset.option_types.items():
        kind = next(k for k in KINDS if k not in typed.form.kinds)
        cited = f" [{typed.clause}]" if typed.clause else ""
        for version in played:
            with pytest.raises(InvalidSetup) as refused:
                version.prepare({name: OF_KIND[kind]})
            told = version.played_option_types({name: OF_KIND[kind]})[name].form.told
            assert refused.value.problems == (f"{name} must be {told}, not {SAID[kind]}{cited}",
                                              ), version.played


#: The first version of each ruleset whose choice takes its values only (earlier ones took any
#: text there: tests/rules/test_setup_options.py plays both sides of each gate).
CHOICES_CHECKED_FROM = {"burglar": BURGLAR_FROM, "necromancer": GUISE_FROM,
                        "there-and-back-again": TBA_FROM, "road-goes-ever-on": 1,
                        "solitaire-v1": 1}


@pytest.mark.parametrize(("ruleset_id", "name"), [
    (rid, name) for rid in shipped_ruleset_ids()
    for name, typed in ruleset_class(rid).option_types.items() if typed.type == "choice"])
def test_a_choice_refuses_a_value_not_among_its_values_at_every_version_that_does(
        ruleset_id: str, name: str, starter: Catalog) -> None:
    ruleset = make_ruleset(ruleset_id, starter)
    typed = ruleset.option_types[name]
    problem = f"{name} must be one of {', '.join(typed.values)}, not the text \"none-such\""
    assert typed.form.told == f"one of {', '.join(typed.values)}"
    for played in _versions(ruleset):
        refuses = int(played.played) >= CHOICES_CHECKED_FROM[ruleset_id]
        assert played.played_option_types({name: "none-such"})[name].problems(
            name, "none-such") == ([problem] if refuses else []), played.played
        if refuses:
            with pytest.raises(InvalidSetup) as refused:
                played.prepare({name: "none-such"})
            assert refused.value.problems == (problem,)
        for value in typed.values:
            assert played.played_option_types({name: value})[name].problems(name, value) == []


def test_a_null_leaves_out_an_option_setups_have_always_left_out_so(starter: Catalog) -> None:
    road = make_ruleset("road-goes-ever-on", starter)
    for name in ("tables", "golden_hoard", "under_deeps", "battle_cards", "new_cards"):
        assert "null" in road.option_types[name].form.kinds
        assert road.prepare({name: None}) == road.prepare({})


def test_a_ruleset_prepares_its_setup_after_the_forms_are_checked() -> None:
    with pytest.raises(TypeError, match="prepares its setup in prepare_setup"):
        type("Unchecked", (Ruleset,), {"prepare": lambda self, setup: {}})


def test_kinds_are_json_schema_names() -> None:
    assert [kind_of(OF_KIND[k]) for k in KINDS] == list(KINDS)


def test_option_types_as_the_api_lists_them(starter: Catalog) -> None:
    road = make_ruleset("road-goes-ever-on", starter).option_types
    assert road["dragon_table"].to_json() == {"type": "boolean", "default": True,
                                              "values": None, "accepts": ["boolean"],
                                              "form": "true or false"}
    # Any JSON value its description tells, not played unless given, as its "(default false)".
    assert road["golden_hoard"].to_json() == {
        "type": "json", "default": False, "values": None,
        "accepts": ["boolean", "object", "null"],
        "form": 'true, false or a {"treasures", "dragons"} object (or null, as if left out)'}
    assert "(default false)" in make_ruleset("road-goes-ever-on", starter).options[
        "golden_hoard"]
    # The shipped decks, the default first (seeds/decks/road-goes-ever-on/).
    assert road["deck"].to_json() == {
        "type": "choice", "default": "default",
        "values": ["default", "golden-hoard", "rings", "under-deeps"], "accepts": ["string"],
        "form": "one of default, golden-hoard, rings, under-deeps"}
    # A Hobbit scenario's one bundled set-up, offered as a choice as The Road's decks are.
    for scenario in ("burglar", "necromancer", "there-and-back-again"):
        assert make_ruleset(scenario, starter).option_types["deck"].to_json() == {
            "type": "choice", "default": "default", "values": ["default"],
            "accepts": ["string"], "form": "one of default"}
    solitaire = make_ruleset("solitaire-v1", starter).option_types
    assert solitaire["alignment"].to_json() == {
        "type": "choice", "default": "hero",
        "values": ["hero", "minion", "fallen-wizard", "balrog"], "accepts": ["string"],
        "form": "one of hero, minion, fallen-wizard, balrog"}
