"""Guise of the Necromancer, from ``hand_cards.NO_USE_FROM``: a resource short-event the
scenario leaves nothing to act on is refused, naming the clause and why (``hobbit.no_use``):
the gold rings' tests (Ringlore, Test of Form, Test of Lore, Wizard's Test), no gold ring
being borne (GON-RDECK-3), and Wizard's Laughter, with no opponent's turn (GON-PLAY-1); from
``hand_cards.ONE_RING_CARDS_FROM`` Cracks of Doom and Gollum's Fate, The One Ring being borne by
no character (GON-HDECK-10, GON-RING-1). The versions before let the player declare what each
did."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.errors import IllegalAction
from domain.rulesets.guise_of_the_necromancer import hand_cards
from domain.rulesets.hobbit import no_use
from tests.rules import necromancer_support as gon

RINGLORE, WIZARDS_TEST, LAUGHTER = "TW-318", "TW-365", "TW-362"
TESTS = (RINGLORE, "TW-338", "TW-339", "TW-340", WIZARDS_TEST)
BEFORE = gon.RULESET.at_version(str(hand_cards.NO_USE_FROM - 1))


@pytest.mark.rule("GON-RDECK-3", "GON-PLAY-1")
def test_a_card_with_nothing_to_act_on_is_refused_naming_why() -> None:
    assert hand_cards.NO_USE_FROM == 64 <= int(gon.RULESET.version)
    state = replace(gon.fresh(), hand=(*TESTS, LAUGHTER))
    assert not [i for i in gon.ids(state) if "resource" in i]
    assert [i for i in gon.ids(state, BEFORE) if i.startswith("declare-resource:")] == [
        f"declare-resource:{c}" for c in (*TESTS, LAUGHTER)]
    for card, clause, why in (
            (RINGLORE, "GON-RDECK-3", "no gold ring is in the resource deck (one stands only "
             "for The One Ring, a permanent-event on no character, GON-HDECK-9), so none is "
             "ever borne to be tested"),
            (LAUGHTER, "GON-PLAY-1", "there is no opponent's turn; it answers an opponent's "
             "influence check in his site phase, which only the two-player game has")):
        for action in (f"declare-resource:{card}", f"resource:{card}:test"):
            with pytest.raises(IllegalAction) as refused:
                gon.act(state, action, {"effect": "draw", "amount": 1})
            assert (refused.value.message, refused.value.clause) == (
                f"{gon.CATALOG.get(card).name} cannot be played here: {why}.", clause)
    # The version before played Wizard's Test as declared.
    facts, _ = gon.act(state, f"declare-resource:{WIZARDS_TEST}",
                       {"effect": "draw", "amount": 1}, ruleset=BEFORE)
    assert facts[0].kind == "ResourcePlayed" and facts[0]["declared"] is True


@pytest.mark.rule("GON-RDECK-3", "GON-PLAY-1")
def test_the_coverage_says_they_have_nothing_to_act_on_here() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    for card in (*TESTS, LAUGHTER):  # refused, as There and Back Again's are
        assert rows[card] == coverage.InRuleset(coverage.NOT_IN_RULESET,
                                                no_use.NOTES[no_use.GON][card])


CRACKS_OF_DOOM, GOLLUMS_FATE = "TW-205", "TW-247"
BEFORE_DOOM = gon.RULESET.at_version(str(hand_cards.ONE_RING_CARDS_FROM - 1))


@pytest.mark.rule("GON-HDECK-10", "GON-RING-1")
def test_cracks_of_doom_and_gollum_s_fate_have_no_ring_bearer_and_are_refused() -> None:
    assert int(gon.RULESET.version) >= hand_cards.ONE_RING_CARDS_FROM
    state = replace(gon.fresh(), hand=(CRACKS_OF_DOOM, GOLLUMS_FATE))
    assert not [i for i in gon.ids(state) if "resource" in i]
    assert [i for i in gon.ids(state, BEFORE_DOOM) if i.startswith("declare-resource:")] == [
        f"declare-resource:{CRACKS_OF_DOOM}", f"declare-resource:{GOLLUMS_FATE}"]
    for card in (CRACKS_OF_DOOM, GOLLUMS_FATE):
        with pytest.raises(IllegalAction) as refused:
            gon.act(state, f"declare-resource:{card}", {"effect": "draw", "amount": 1})
        assert (refused.value.message, refused.value.clause) == (
            f"{gon.CATALOG.get(card).name} cannot be played here: "
            f"{no_use.NOTES[no_use.GON][card].split(': ', 1)[1]}.", "GON-HDECK-10")
    # The version before let the player declare what Cracks of Doom did.
    facts, _ = gon.act(state, f"declare-resource:{CRACKS_OF_DOOM}",
                       {"effect": "draw", "amount": 1}, ruleset=BEFORE_DOOM)
    assert facts[0].kind == "ResourcePlayed" and facts[0]["declared"] is True
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    for card in (CRACKS_OF_DOOM, GOLLUMS_FATE):
        assert rows[card] == coverage.InRuleset(coverage.NOT_IN_RULESET,
                                                no_use.NOTES[no_use.GON][card])
