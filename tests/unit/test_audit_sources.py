"""The audit links a modifier to the event that put its source there, read from the recorded
states: for a condition, the event after which the character stood so without a break until
the roll (not the last event that mentions it); for an item, the event that gave it to its
bearer; for the character's own card, the event that brought it into play."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest

from api.commands.simulate import autoplay
from domain.cards import starter_catalog
from domain.chronicle import Chronicle, Record
from domain.engine.characters import Item
from domain.ruleset import make_ruleset
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from projections.audit import _source, audit_view
from projections.provenance import holds, standing, standing_source
from tests.rules.rgo_support import company, state


@cache
def game(ruleset_id: str, seed: int, played: str | None = None) -> Chronicle:
    """The automatic player's game of ``seed``, at version ``played`` (None: the newest)."""
    ruleset = make_ruleset(ruleset_id, starter_catalog())
    return autoplay(ruleset.at_version(played) if played else ruleset, seed, {}).chronicle


#: There and Back Again's version the cases below arose in (59 records a card played on a
#: strike in one event, so its games number their events otherwise).
TBA_58 = "58"


def sources(ruleset_id: str, seed: int, version: int,
            played: str | None = None) -> list[tuple[int, str, Any]]:
    report = audit_view(game(ruleset_id, seed, played), version)
    return [(s["version"], s["kind"], s["why"]) for s in report["causes"]
            if s["relation"] == "source of a modifier"]


def test_a_tapped_condition_goes_back_to_the_event_that_tapped_the_character() -> None:
    chronicle = game("there-and-back-again", 2, TBA_58)
    strike = chronicle.records[191]
    assert (strike.version, strike.kind) == (192, "StrikeResolved")
    assert (50, "StrikeResolved", "tapped (-1)") in sources("there-and-back-again", 2, 192,
                                                            TBA_58)
    who = str(strike.data["character"])
    # Tapped by the strike he faced at event 50, and tapped at every version since.
    assert chronicle.state_at(49).rules.character(who).state == "untapped"
    assert {chronicle.state_at(v).rules.character(who).state for v in range(50, 192)} == {
        "tapped"}


def test_an_items_modifier_goes_back_to_the_event_that_gave_it_to_its_bearer() -> None:
    assert (629, "ItemPlayed", "Orcrist in use (+3)") in sources("there-and-back-again", 6, 736,
                                                                 TBA_58)
    assert game("there-and-back-again", 6, TBA_58).records[628].data["item"] == "TW-295"


def test_a_solitaire_wound_goes_back_to_the_event_that_wounded_the_member() -> None:
    assert (105, "MemberWounded", "already wounded (+1)") in sources("solitaire-v1", 2, 117)


def record(version: int, kind: str) -> Record:
    return Record(version, kind, {}, None, "", "")


def test_the_run_of_a_standing_ends_at_the_roll_and_starts_where_it_began() -> None:
    rgo = make_ruleset("road-goes-ever-on", starter_catalog())
    assert isinstance(rgo, RoadGoesEverOn)
    aragorn, legolas = company(rgo, "Aragorn II", "Legolas")
    dagger = Item.from_card(rgo.catalog.find("Dagger of Westernesse"))
    untapped = state(rgo, characters=(aragorn, legolas))
    tapped = state(rgo, characters=(aragorn.with_state("tapped"), legolas))
    armed = state(rgo, characters=(aragorn.with_state("tapped").with_item(dagger), legolas))
    history = [record(1, "GameStarted"), record(2, "Tapped"), record(3, "Untapped"),
               record(4, "Tapped"), record(5, "ItemPlayed")]
    states = [untapped, tapped, untapped, tapped, armed]
    who = aragorn.card_id
    assert standing(armed, who) is not None and standing(armed, "TW-1") is None
    assert standing_source("state:tapped", who, history, states) == history[3]
    assert standing_source(f"card:{dagger.card_id}", who, history, states) == history[4]
    assert standing_source(f"card:{who}", who, history, states) == history[0]
    assert standing_source("state:wounded", who, history, states) is None  # not at the roll
    # Not a standing of the state: the audit names these by clause or by card instead.
    assert holds("rule:CoE-3.iv.2", who, armed) is None
    assert holds("card:TW-76", who, armed) is None and holds("courage:x", who, armed) is None


def test_a_courage_token_spent_links_to_the_last_event_naming_the_character() -> None:
    from projections.audit import _source

    spent = Record(7, "CourageTokenSpent", {"character": "TW-120", "left": 0}, "RGO-TOKEN-4",
                   "", "")
    earlier = [record(5, "TurnBegan"), Record(6, "StrikeAssigned", {"character": "TW-120"},
                                              "CoE-3.iv.2", "", ""), spent]
    strike = Record(9, "StrikeResolved", {"character": "TW-120"}, "CoE-3.iv.7", "", "")
    assert _source("courage:TW-120", strike, earlier) == spent


@pytest.mark.rule("CoE-3.iv.3", "CoE-7.3")
def test_staying_untapped_for_an_earlier_strike_is_not_a_later_rolls_minus_three() -> None:
    who = "TW-131"
    check = {"check": {"dice": [3, 4], "modifiers": [], "total": 7, "target": 8}}
    history = [Record(1, "StayUntapped", {"character": who}, "CoE-3.iv.3", "", ""),
               Record(2, "StrikeResolved", {"character": who, **check}, "CoE-3.iv.6", "", ""),
               Record(3, "CorruptionCardDeclared", {"character": who}, "CoE-7.3", "", "")]
    removal = Record(4, "CorruptionRemovalRolled", {"character": who}, "CoE-7.3", "", "")
    # His choice at event 1 was for the strike he rolled at event 2; the removal's own -3 for
    # staying untapped is recorded by no event after that roll.
    assert _source("state:untapped", removal, history) is None
    assert _source("state:untapped", removal, [history[0], history[2]]) == history[0]
