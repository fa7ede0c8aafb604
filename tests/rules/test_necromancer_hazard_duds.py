"""Guise of the Necromancer version 15 makes a dud of a hazard event whose every effect has
nothing to act on here (``hazard_hand.ignored``): no hazard limit (GON-HH-2), no Ring borne
(GON-DUD-2); version 14 asks the player to declare what it does, and replays as played."""

from __future__ import annotations

import pytest

from domain.ruleset import Context, Table
from domain.rulesets.guise_of_the_necromancer import hazard_hand, waiting_hazards
from domain.rulesets.guise_of_the_necromancer.ruleset import GuiseOfTheNecromancer
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules.necromancer_support import CATALOG, FILLER, RULESET, act, fresh, hazards
from tests.support import of_kind

LOST_SHADOW, LOST_DARK, WILL_OF_THE_RING, PRECIOUS, BETRAYAL = (
    "TW-54", "TW-52", "TW-101", "TW-98", "TW-99")
GREED = "TW-42"


def _version_14() -> GuiseOfTheNecromancer:
    ruleset = RULESET.at_version("14")
    assert isinstance(ruleset, GuiseOfTheNecromancer)
    return ruleset


VERSION_14 = _version_14()


def _stays_with(card: str) -> State:
    """The company at Lórien, about to stay, ``card`` the only card of the hazard hand."""
    return hazards(fresh(), [card], FILLER)


@pytest.mark.rule("GON-HH-2", "GON-DUD-1")
@pytest.mark.parametrize("card", [LOST_SHADOW, LOST_DARK])
def test_an_event_changing_the_hazard_limit_is_a_dud(card: str) -> None:
    assert hazard_hand.ignored(CATALOG.get(card), "15") == (
        "GON-HH-2", "there is no hazard limit to change")
    facts, after = act(_stays_with(card), "go")
    duds = [(f.rule, f["index"], f["card"]) for f in of_kind(facts, "DudDiscarded")]
    assert duds[0] == ("GON-HH-2", 2, card)
    assert not of_kind(facts, "PlayerRuling") and card in after.hazard_discard
    assert not [a for a in RULESET.actions(after) if a.id.startswith("declare:")]


@pytest.mark.rule("GON-DUD-2", "GON-HDECK-10", "GON-RDECK-3")
@pytest.mark.parametrize("card", [WILL_OF_THE_RING, PRECIOUS, BETRAYAL])
def test_an_event_on_a_ring_bearer_is_a_dud(card: str) -> None:
    assert hazard_hand.ignored(CATALOG.get(card), "15")[0] == "GON-DUD-2"  # type: ignore[index]
    facts, after = act(_stays_with(card), "go")
    duds = [(f.rule, f["index"], f["card"]) for f in of_kind(facts, "DudDiscarded")]
    assert duds[0] == ("GON-DUD-2", 2, card)
    assert card in after.hazard_discard


@pytest.mark.rule("GON-HH-10")
@pytest.mark.parametrize("card", [LOST_SHADOW, WILL_OF_THE_RING])
def test_version_14_asks_the_player_to_declare_them(card: str) -> None:
    assert hazard_hand.ignored(CATALOG.get(card), "14") is None
    ctx = Context(VERSION_14, Table(7, {}, _stays_with(card)))
    VERSION_14.decide(ctx, "go", {})
    assert not of_kind(ctx.facts, "DudDiscarded")
    offered = [a.id for a in VERSION_14.actions(ctx.state) if a.id.startswith("declare:")]
    assert offered and all(a.startswith("declare:2:") for a in offered)


@pytest.mark.rule("GON-DUD-2")
def test_an_event_with_an_effect_to_act_on_is_not_ignored() -> None:
    assert hazard_hand.ignored(CATALOG.get(GREED), "15") is None


TRAITOR, LURE_OF_POWER = "TW-105", "TW-59"
#: The last version before Traitor and Lure of Power were played by their cards.
BEFORE_WAITING = RULESET.at_version(str(waiting_hazards.SINCE - 1))


@pytest.mark.rule("GON-DUD-2", "GON-HH-5")
@pytest.mark.parametrize("card", [TRAITOR, LURE_OF_POWER])
def test_a_corruption_permanent_event_with_nothing_to_play_is_a_dud(card: str) -> None:
    # Before ``waiting_hazards.SINCE``: no corruption points, no scripted check, no Nazgûl
    # to wait for: never played, never declared (from it, each comes into play and waits,
    # test_necromancer_waiting_hazards.py).
    assert hazard_hand.always_dud(CATALOG.get(card), BEFORE_WAITING.played)
    ctx = Context(BEFORE_WAITING, Table(7, {}, _stays_with(card)))
    BEFORE_WAITING.decide(ctx, "go", {})
    duds = [(f.rule, f["index"], f["card"]) for f in of_kind(ctx.facts, "DudDiscarded")]
    assert duds[0] == ("GON-DUD-2", 2, card)
    assert not of_kind(ctx.facts, "CorruptionPlaced") and card in ctx.state.hazard_discard
    assert not [a for a in BEFORE_WAITING.actions(ctx.state) if a.id.startswith("declare:")]


@pytest.mark.rule("GON-DUD-2")
def test_a_corruption_card_with_points_is_no_dud() -> None:
    assert not hazard_hand.always_dud(CATALOG.get("TW-56"), RULESET.played)  # Lure of Creation: 2
