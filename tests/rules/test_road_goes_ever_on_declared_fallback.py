"""The declared effects are for the cards no script plays: from
``hand_resources.SCRIPTED_NOT_DECLARED_SINCE`` a card scripted only for an influence attempt
(Lordly Presence, Tempering Friendship, Muster, Persuasive Words) is no longer offered, nor
taken, as a declared effect at other times. Earlier versions replay as played: from version 5
such a card was declared outside its attempt."""

from __future__ import annotations

import pytest

from domain.rulesets.road_goes_ever_on import hand_resources
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import State
from tests.rules.rgo_support import ids, organizing, refused

NOW = str(hand_resources.SCRIPTED_NOT_DECLARED_SINCE)
BEFORE = str(hand_resources.SCRIPTED_NOT_DECLARED_SINCE - 1)
SCRIPTED = ("Lordly Presence", "Tempering Friendship", "Muster", "Persuasive Words")


def at(rgo: RoadGoesEverOn, version: str) -> RoadGoesEverOn:
    played = rgo.at_version(version)
    assert isinstance(played, RoadGoesEverOn)
    return played


def declared(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s) if a.id.startswith("declare-resource:")]


@pytest.mark.rule("CoE-5.1", "RGO-QUEST-4")
def test_a_card_scripted_for_an_influence_attempt_is_not_declared_at_other_times(
        rgo: RoadGoesEverOn) -> None:
    scripted = ids(rgo, *SCRIPTED)
    praise = ids(rgo, "Praise to Elbereth")[0]  # no script plays it: still declared
    s = organizing(rgo, hand=(*scripted, praise))
    assert declared(at(rgo, NOW), s) == [f"declare-resource:{praise}"]
    # Its target, where the effect needs one, is a character of the company.
    offered = next(a for a in at(rgo, NOW).actions(s) if a.id == f"declare-resource:{praise}")
    assert offered.candidates == {"effect": tuple(offered.params["effect"].split("|")),
                                  "target": tuple(c.card_id for c in s.characters)}
    for card, name in zip(scripted, SCRIPTED, strict=True):
        why = refused(at(rgo, NOW), s, f"declare-resource:{card}", hand_resources.DECLARED)
        assert why.startswith(f"{name} is not a resource short-event to declare now"), why
    # Before, each was declared in the organization phase too.
    assert declared(at(rgo, BEFORE), s) == [f"declare-resource:{c}" for c in (*scripted, praise)]
