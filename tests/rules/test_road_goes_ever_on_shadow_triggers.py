"""The Shadow triggers of play: removing a corruption card (CoE 10.08, RGO-SHADOW-10)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain.engine.characters import Item
from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import corruption, palantiri
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, SITE, State
from tests.rules.rgo_support import at_version, card, ids, state, with_coe_cards

#: A corruption card whose removal number no table or script knows (of The Dragons).
UNKNOWN = "Dragon's Curse"


def organizing(rgo: RoadGoesEverOn, hazard: str, **fields: Any) -> State:
    """Aragorn and Legolas at Rivendell, Aragorn bearing ``hazard``, 3 Shadow tokens."""
    base = state(rgo, phase=ORGANIZATION, site_deck=ids(rgo, "Rivendell", "Bree"), shadow=3,
                 permanent_hazards=((card(rgo, hazard), card(rgo, "Aragorn II")),))
    return replace(base, **fields)


def attempt(rgo: RoadGoesEverOn, state: State, seed: int, hazard: str,
            **args: Any) -> Context[State]:
    ctx = Context(rgo, Table(seed, {}, state))
    rgo.decide(ctx, f"remove-corruption:{card(rgo, hazard)}:{card(rgo, 'Aragorn II')}", args)
    return ctx


@pytest.mark.rule("CoE-7.3")
def test_the_bearer_of_a_corruption_card_may_tap_to_try_to_remove_it(rgo) -> None:  # type: ignore[no-untyped-def]
    start = organizing(rgo, "Lure of Nature")
    wanted = f"remove-corruption:{card(rgo, 'Lure of Nature')}:{card(rgo, 'Aragorn II')}"
    found = [a for a in rgo.actions(start) if a.id.startswith("remove-corruption:")]
    # Offered under CoE-7.3, which allows the try; RGO-SHADOW-10 is only the token it may take.
    assert [(a.id, a.rule, dict(a.params)) for a in found] == [(wanted, "CoE-7.3", {})]
    # The automatic player tries without tapping first (corruption_policy.py).
    assert rgo.policy(start, rgo.actions(start)) == (wanted.replace(
        "remove-corruption:", "remove-corruption-untapped:"), {})


@pytest.mark.rule("CoE-7.3", "RGO-SHADOW-10")
def test_a_roll_of_the_number_plus_four_also_removes_a_shadow_token(rgo) -> None:  # type: ignore[no-untyped-def]
    ctx = attempt(rgo, organizing(rgo, "Lure of Nature"), 7, "Lure of Nature")  # rolls 9
    kinds = [(f.kind, f.rule) for f in ctx.facts]
    assert kinds == [("CharacterStateChanged", "CoE-7.3"), ("DiceRolled", "CoE-7.3"),
                     ("HazardRemovalRolled", "CoE-7.3"), ("CorruptionCardRemoved", "CoE-7.3"),
                     ("ShadowChanged", "RGO-SHADOW-10")]
    assert (ctx.facts[2]["roll"], ctx.facts[2]["needed"], ctx.facts[2]["removed"]) == (9, 5, True)
    after = ctx.state
    aragorn = after.character(card(rgo, "Aragorn II"))
    assert aragorn is not None and aragorn.state == "tapped"
    assert (after.shadow, after.permanent_hazards) == (2, ())
    assert after.hazard_discard == (card(rgo, "Lure of Nature"),)
    assert rgo.shadow(after).as_json()["history"] == [
        {"turn": 1, "delta": -1, "count": 2, "cause": "Lure of Nature removed with 9 (needed 5)",
         "rule": "RGO-SHADOW-10"}]


@pytest.mark.rule("CoE-7.3", "RGO-SHADOW-10")
def test_a_smaller_success_removes_the_card_but_no_token(rgo) -> None:  # type: ignore[no-untyped-def]
    ctx = attempt(rgo, organizing(rgo, "Lure of Nature"), 6, "Lure of Nature")  # rolls 8
    assert (ctx.state.shadow, ctx.state.permanent_hazards) == (3, ())
    assert [f.kind for f in ctx.facts][-1] == "CorruptionCardRemoved"


@pytest.mark.rule("CoE-7.3", "TD-CORR-1", "TD-CORR-2")
def test_a_failed_roll_leaves_the_card_and_the_bearer_tapped(rgo) -> None:  # type: ignore[no-untyped-def]
    start = organizing(rgo, "Lure of the Senses")
    ctx = attempt(rgo, start, 24, "Lure of the Senses")  # rolls 4, needs 7
    assert ctx.facts[-1]["removed"] is False and ctx.facts[-1]["needed"] == 7
    assert ctx.state.permanent_hazards == start.permanent_hazards
    assert ctx.state.shadow == 3
    # The tapped bearer cannot tap again, and from version 225 the card tried by tapping is not
    # tried without tapping either (CoE 7.3); the version before still offered that try at -3.
    assert [a.id for a in rgo.actions(ctx.state) if a.id.startswith("remove-corruption")] == []
    before = at_version(rgo, str(corruption.ONE_TRY_SINCE - 1))
    old = attempt(before, start, 24, "Lure of the Senses")
    assert [a.id for a in before.actions(old.state)
            if a.id.startswith("remove-corruption")] == ["remove-corruption-untapped:TW-60:TW-120"]


@pytest.mark.rule("RGO-SHADOW-10")
def test_the_count_never_goes_below_zero(rgo) -> None:  # type: ignore[no-untyped-def]
    ctx = attempt(rgo, organizing(rgo, "Lure of Nature", shadow=0), 7, "Lure of Nature")
    assert ctx.state.shadow == 0
    assert rgo.shadow(ctx.state).tokens == 0


@pytest.fixture(scope="module")
def with_curse(starter, coe_cards_path) -> RoadGoesEverOn:  # type: ignore[no-untyped-def]
    """The starter catalog with a corruption card of The Dragons whose number is not known."""
    return with_coe_cards(starter, coe_cards_path, (UNKNOWN,))


@pytest.mark.rule("CoE-7.3")
def test_the_player_declares_the_number_of_an_unscripted_card(with_curse) -> None:  # type: ignore[no-untyped-def]
    # Dragon's Curse's number is not known (Morgul-knife's is from version 97).
    rgo = with_curse
    start = organizing(rgo, UNKNOWN)
    action = next(a for a in rgo.actions(start) if a.id.startswith("remove-corruption:"))
    assert "needed" in action.params
    with pytest.raises(IllegalAction) as refused:
        attempt(rgo, start, 7, UNKNOWN)
    assert refused.value.clause == "CoE-7.3"
    ctx = attempt(rgo, start, 7, UNKNOWN, needed=5)
    ruling = ctx.facts[0]
    assert (ruling.kind, ruling.rule, ruling["effect"], ruling["amount"]) == (
        "PlayerRuling", "CoE-7.3", "removal-number", 5)
    assert (ctx.state.shadow, ctx.state.permanent_hazards) == (2, ())
    # The automatic player declares no printed number: it leaves this card alone.
    assert not rgo.policy(start, rgo.actions(start))[0].startswith("remove-corruption:")


@pytest.mark.rule("CoE-7.3")
def test_a_tapped_bearer_or_another_phase_is_refused(rgo) -> None:  # type: ignore[no-untyped-def]
    start = organizing(rgo, "Lure of Nature")
    tapped = replace(start, characters=tuple(
        replace(c, state="tapped") if c.name == "Aragorn II" else c for c in start.characters))
    for s in (tapped, replace(start, phase=SITE)):
        with pytest.raises(IllegalAction) as refused:
            attempt(rgo, s, 7, "Lure of Nature")
        assert refused.value.clause == "CoE-7.3"


def with_palantir(rgo: RoadGoesEverOn, **fields: Any) -> State:
    start = organizing(rgo, "Lure of Nature", permanent_hazards=(), **fields)
    stone = Item.from_card(rgo.catalog.find("Palantír of Orthanc"))
    return replace(start, characters=tuple(c.with_item(stone) if c.name == "Aragorn II" else c
                                           for c in start.characters))


@pytest.mark.rule("RGO-SHADOW-9")
def test_each_use_of_a_palantir_taps_the_bearer_and_adds_a_shadow_token(rgo) -> None:  # type: ignore[no-untyped-def]
    # The versions that have the player declare what the stone does.
    rgo = rgo.at_version(str(palantiri.SINCE_VERSION - 1))
    start = with_palantir(rgo)
    stone, aragorn = card(rgo, "Palantír of Orthanc"), card(rgo, "Aragorn II")
    wanted = f"use-palantir:{stone}:{aragorn}"
    assert [a.id for a in rgo.actions(start) if a.id.startswith("use-palantir:")] == [wanted]
    assert rgo.policy(start, rgo.actions(start))[0] != wanted
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(Context(rgo, Table(1, {}, start)), wanted, {})
    assert refused.value.clause == "RGO-SHADOW-9"
    ctx = Context(rgo, Table(1, {}, start))
    rgo.decide(ctx, wanted, {"effect": "look at the top of the quest deck"})
    assert [(f.kind, f.rule) for f in ctx.facts] == [
        ("CharacterStateChanged", "RGO-SHADOW-9"), ("PlayerRuling", "RGO-SHADOW-9"),
        ("ShadowChanged", "RGO-SHADOW-9")]
    assert ctx.facts[1]["effect"] == "look at the top of the quest deck"
    assert ctx.state.shadow == 4
    assert rgo.shadow(ctx.state).as_json()["history"] == [
        {"turn": 1, "delta": 1, "count": 4, "cause": "palantír used: Palantír of Orthanc",
         "rule": "RGO-SHADOW-9"}]
    # Tapped, the bearer cannot use it again this turn.
    with pytest.raises(IllegalAction):
        rgo.decide(Context(rgo, Table(1, {}, ctx.state)), wanted, {"effect": "again"})
    untapped = replace(ctx.state, characters=tuple(replace(c, state="untapped")
                                                  for c in ctx.state.characters))
    again = Context(rgo, Table(2, {}, untapped))
    rgo.decide(again, wanted, {"effect": "see a far site"})
    assert again.state.shadow == 5
