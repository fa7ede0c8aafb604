"""The ring test (RGO-RING-3 with CoE 6.2) and the Shadow tokens of revealed rings
(RGO-SHADOW-7, RGO-SHADOW-8)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from api.commands.simulate import Chronicle
from domain.engine.characters import Item
from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import rings
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, SITE, State
from tests.rules.rgo_support import card, company, ids, state

MAGIC, DWARVEN, ONE, LESSER = ("Magic Ring of Lore", "Dwarven Ring of Durin’s Tribe",
                               "The One Ring", "Lesser Ring")


def at_rivendell(rgo: RoadGoesEverOn, ring_deck: tuple[str, ...], **fields: Any) -> State:
    """Aragorn (bearing Beautiful Gold Ring) and Legolas at Rivendell, 3 Shadow tokens."""
    gold = Item.from_card(rgo.catalog.find("Beautiful Gold Ring"))
    characters = tuple(c.with_item(gold) if c.name == "Aragorn II" else c
                       for c in company(rgo, "Aragorn II", "Legolas"))
    base = state(rgo, phase=ORGANIZATION, site_deck=ids(rgo, "Rivendell", "Bree"),
                 characters=characters, shadow=3, ring_deck=ids(rgo, *ring_deck))
    return replace(base, **fields)


def action(rgo: RoadGoesEverOn) -> str:
    return f"test-ring:{card(rgo, 'Beautiful Gold Ring')}:{card(rgo, 'Aragorn II')}"


def test_ring(rgo: RoadGoesEverOn, state: State, seed: int) -> Context[State]:
    ctx = Context(rgo, Table(seed, {}, state))
    rgo.decide(ctx, action(rgo), {})
    return ctx


def items(state: State, who: str) -> list[str]:
    bearer = state.character(who)
    assert bearer is not None
    return [i.name for i in bearer.items]


test_ring.__test__ = False  # type: ignore[attr-defined]


@pytest.mark.rule("RGO-RING-3")
def test_the_printed_ranges_give_the_kinds_a_result_indicates(rgo) -> None:  # type: ignore[no-untyped-def]
    beautiful = rgo.catalog.find("Beautiful Gold Ring")
    precious = rgo.catalog.find("Precious Gold Ring")
    assert rings.indicated(beautiful, 12) == ["The One Ring", "Dwarven Ring", "Lesser Ring"]
    assert rings.indicated(beautiful, 8) == ["Lesser Ring"]
    assert rings.indicated(beautiful, 7) == ["Magic Ring", "Lesser Ring"]
    assert rings.indicated(precious, 10) == ["The One Ring", "Dwarven Ring", "Lesser Ring"]
    assert rings.indicated(precious, 6) == ["Lesser Ring"]
    assert sorted(rings.ring_tests()) == ["beautiful gold ring", "fair gold ring",
                                          "precious gold ring"]
    assert [rings.ring_kind(rgo.catalog.find(n)) for n in (MAGIC, DWARVEN, ONE, LESSER)] == [
        "Magic Ring", "Dwarven Ring", "The One Ring", "Lesser Ring"]
    assert rings.ring_kind(rgo.catalog.find("Wizard’s Ring")) is None


@pytest.mark.rule("RGO-RING-3")
def test_an_untapped_bearer_at_a_haven_may_test_his_gold_ring(rgo) -> None:  # type: ignore[no-untyped-def]
    start = at_rivendell(rgo, (LESSER,))
    found = [(a.id, a.rule) for a in rgo.actions(start) if a.id.startswith("test-ring:")]
    assert found == [(action(rgo), "RGO-RING-3")]
    assert rgo.policy(start, rgo.actions(start)) == (action(rgo), {})


@pytest.mark.rule("RGO-RING-3", "RGO-SHADOW-7")
def test_a_dwarven_ring_found_past_a_magic_ring_replaces_the_gold_ring(rgo) -> None:  # type: ignore[no-untyped-def]
    ctx = test_ring(rgo, at_rivendell(rgo, (MAGIC, DWARVEN, ONE, LESSER)), 17)  # rolls 12
    assert [(f.kind, f.rule) for f in ctx.facts] == [
        ("CharacterStateChanged", "RGO-RING-3"), ("DiceRolled", "RGO-RING-3"),
        ("GoldRingTested", "RGO-RING-3"), ("RingDeckSearched", "RGO-RING-3"),
        ("RingPlayed", "RGO-RING-3"), ("DeckShuffled", "RGO-RING-3"),
        ("ShadowChanged", "RGO-SHADOW-7")]
    assert ctx.facts[2]["roll"] == 12
    assert ctx.facts[2]["kinds"] == ["The One Ring", "Dwarven Ring", "Lesser Ring"]
    assert ctx.facts[3]["passed"] == [card(rgo, MAGIC)]
    assert ctx.facts[3]["found"] == card(rgo, DWARVEN)
    state = ctx.state
    aragorn = card(rgo, "Aragorn II")
    assert items(state, aragorn) == [DWARVEN]
    assert state.character(aragorn).state == "tapped"  # type: ignore[union-attr]
    assert state.discard == (card(rgo, "Beautiful Gold Ring"),)
    # The Magic Ring drawn past went back: the Ring deck is reshuffled without the Dwarven Ring.
    assert sorted(state.ring_deck) == sorted(card(rgo, n) for n in (MAGIC, ONE, LESSER))
    assert list(state.ring_deck) == ctx.facts[5]["cards"]
    assert state.shadow == 4
    assert rgo.shadow(state).as_json()["history"] == [
        {"turn": 1, "delta": 1, "count": 4, "cause": f"Dwarf ring revealed: {DWARVEN}",
         "rule": "RGO-SHADOW-7"}]


@pytest.mark.rule("RGO-RING-3", "RGO-SHADOW-8")
def test_revealing_the_one_ring_adds_three_shadow_tokens(rgo) -> None:  # type: ignore[no-untyped-def]
    ctx = test_ring(rgo, at_rivendell(rgo, (ONE, LESSER)), 17)  # rolls 12
    assert [f.kind for f in ctx.facts][-2:] == ["RingPlayed", "ShadowChanged"]
    assert ctx.facts[3]["passed"] == []
    assert items(ctx.state, card(rgo, "Aragorn II")) == [ONE]
    assert ctx.state.ring_deck == (card(rgo, LESSER),)  # nothing drawn past: no reshuffle
    assert ctx.state.shadow == 6
    assert rgo.shadow(ctx.state).as_json()["history"] == [
        {"turn": 1, "delta": 3, "count": 6, "cause": "The One Ring revealed",
         "rule": "RGO-SHADOW-8"}]


@pytest.mark.rule("RGO-RING-3")
def test_a_result_indicating_only_a_lesser_ring_passes_the_others(rgo) -> None:  # type: ignore[no-untyped-def]
    ctx = test_ring(rgo, at_rivendell(rgo, (MAGIC, DWARVEN, LESSER)), 6)  # rolls 8
    assert ctx.facts[2]["roll"] == 8 and ctx.facts[2]["kinds"] == ["Lesser Ring"]
    assert ctx.facts[3]["passed"] == [card(rgo, MAGIC), card(rgo, DWARVEN)]
    assert items(ctx.state, card(rgo, "Aragorn II")) == [LESSER]
    assert sorted(ctx.state.ring_deck) == sorted(card(rgo, n) for n in (MAGIC, DWARVEN))
    assert ctx.state.shadow == 3 and "ShadowChanged" not in [f.kind for f in ctx.facts]


@pytest.mark.rule("RGO-RING-3")
def test_without_a_match_the_gold_ring_is_still_discarded(rgo) -> None:  # type: ignore[no-untyped-def]
    ctx = test_ring(rgo, at_rivendell(rgo, (MAGIC,)), 6)  # rolls 8: a Lesser Ring only
    assert [f.kind for f in ctx.facts] == [
        "CharacterStateChanged", "DiceRolled", "GoldRingTested", "RingDeckSearched",
        "DeckShuffled"]
    assert ctx.facts[3]["found"] is None
    assert items(ctx.state, card(rgo, "Aragorn II")) == []
    assert ctx.state.discard == (card(rgo, "Beautiful Gold Ring"),)
    assert ctx.state.ring_deck == (card(rgo, MAGIC),)


@pytest.mark.rule("RGO-RING-3")
def test_a_test_away_from_a_haven_tapped_or_of_no_gold_ring_is_refused(rgo) -> None:  # type: ignore[no-untyped-def]
    start = at_rivendell(rgo, (LESSER,))
    tapped = replace(start, characters=tuple(replace(c, state="tapped")
                                             for c in start.characters))
    for s in (replace(start, site=card(rgo, "Bree")), replace(start, phase=SITE), tapped):
        assert [a.id for a in rgo.actions(s) if a.id.startswith("test-ring:")] == []
        ctx = Context(rgo, Table(17, {}, s))
        with pytest.raises(IllegalAction) as refused:
            rgo.decide(ctx, action(rgo), {})
        assert refused.value.clause == "RGO-RING-3"
        assert ctx.facts == [] and ctx.state == s
    legolas = f"test-ring:{card(rgo, 'Beautiful Gold Ring')}:{card(rgo, 'Legolas')}"
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(Context(rgo, Table(17, {}, start)), legolas, {})
    assert refused.value.clause == "RGO-RING-3"
    assert "no such gold ring" in str(refused.value)


@pytest.mark.rule("RGO-RING-1", "RGO-RING-3")
def test_with_rings_the_game_shuffles_the_ring_deck(rgo) -> None:  # type: ignore[no-untyped-def]
    base = rgo.prepare({})
    ring_deck = [card(rgo, n) for n in (MAGIC, DWARVEN, LESSER)]
    decks = dict(base["decks"]) | {"ring": ring_deck}  # type: ignore[operator]
    setup = rgo.prepare({k: base[k] for k in ("starting", "starting_items", "start_haven")}
                        | {"decks": decks, "rings": True})
    chronicle = Chronicle.begin(rgo, 5, setup)
    shuffled = [r.fact for r in chronicle.records
                if r.fact.kind == "DeckShuffled" and r.fact["deck"] == "ring"]
    assert [f.rule for f in shuffled] == ["RGO-RING-1"]
    assert list(chronicle.table.rules.ring_deck) == shuffled[0]["cards"]
    assert sorted(chronicle.table.rules.ring_deck) == sorted(ring_deck)
