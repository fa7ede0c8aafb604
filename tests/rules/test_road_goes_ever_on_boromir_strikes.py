"""Boromir given several strikes of one attack (RGO-ABIL-10) faces a strike sequence for each
(TD-MULTI-1, CoE 3.iv), from version 241 (``abilities.SEQUENCES_SINCE``): his one after
another, each after the state the one before left him in (TD-MULTI-2), each at -1 for every
strike he took beyond the first (the modifier citing RGO-ABIL-10), what the defender chose on
his strike spent on his first, his strikes left canceled once he has left play (TD-MULTI-3).
Up to 240 he faced one strike, the strikes beyond his first weighing on it as excess strikes
(CoE 3.iv.2): those games replay as played."""

from __future__ import annotations

import json
from dataclasses import replace
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from domain.cards import load_catalog
from domain.chronicle import Chronicle, start_data
from domain.engine.combat import Attack
from domain.ruleset import Context, Fact, Table, make_ruleset
from domain.rulesets.road_goes_ever_on import abilities, attack_view
from domain.rulesets.road_goes_ever_on.combat import resolve_attack
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from tests.rules.rgo_support import at_version, begin, company, ids, moving, state

BEFORE = str(abilities.SEQUENCES_SINCE - 1)


def assigned_to_boromir(ruleset: RoadGoesEverOn, seed: int, strikes: int, prowess: int,
                        *choices: str) -> tuple[list[Fact], Any]:
    """Boromir, Aragorn and Legolas attacked by ``strikes`` strikes of ``prowess``, every one
    given to Boromir, then the defender's ``choices``: the facts, and the board before the
    strikes are resolved."""
    boromir = ids(ruleset, "Boromir II")[0]
    start = state(ruleset, characters=company(ruleset, "Boromir II", "Aragorn II", "Legolas"))
    ctx = Context(ruleset, Table(seed, {}, start))
    resolve_attack(ctx, Attack("TW-76", "Orc-lieutenant", "Orcs", strikes, prowess),
                   "RGO-HAZ-2", ask=True)
    for _ in range(strikes):
        ruleset.decide(ctx, f"assign:{boromir}", {})
    for choice in choices:
        ruleset.decide(ctx, choice, {})
    board = attack_view.board(ctx.state, ruleset, lambda c: ruleset.catalog.get(c).name)
    while ctx.state.awaited_strikes is not None:
        ruleset.decide(ctx, "assign-rest", {})
    return ctx.facts, board


def rolled(facts: list[Fact]) -> list[tuple[str, str, list[tuple[int, str, str]]]]:
    """Each strike roll: who faced it, its result and the modifiers that counted."""
    return [(f["character"], f["result"],
             [(m["amount"], m["why"], m["clause"]) for m in f["check"]["modifiers"]
              if m["amount"]])
            for f in facts if f.kind == "StrikeResolved"]


@pytest.mark.rule("RGO-ABIL-10", "TD-MULTI-1", "TD-MULTI-2", "CoE-3.iv", "CoE-3.iv.6")
def test_each_strike_boromir_takes_is_a_sequence_of_its_own_after_the_last(
        rgo: RoadGoesEverOn) -> None:
    boromir = ids(rgo, "Boromir II")[0]
    # Seed 24: the first strike wounds him (his body check passed), he beats the second.
    facts, _ = assigned_to_boromir(rgo, 24, 2, 12)
    own = (6, "Boromir II's prowess", "CoE-3.iv.6")
    more = (-1, "Boromir takes 2 strikes", "RGO-ABIL-10")
    assert rolled(facts) == [(boromir, "succeeded", [own, more]),
                             (boromir, "failed", [own, (-2, "wounded", "CoE-3.iv.6"), more])]
    assert [(f.kind, f["character"], f["eliminated"]) for f in facts
            if f.kind == "BodyChecked"] == [("BodyChecked", boromir, False)]
    # One strike wounded him: the attack is not defeated.
    [ended] = [f for f in facts if f.kind == "AttackEnded"]
    assert (ended["defeated"], ended["marshalling_points"]) == (False, 0)
    # Seed 2: he beats both: the attack is defeated.
    facts, _ = assigned_to_boromir(rgo, 2, 2, 12)
    assert [r[:2] for r in rolled(facts)] == [(boromir, "failed"), (boromir, "failed")]
    assert rolled(facts)[1][2] == [own, (-1, "tapped", "CoE-3.iv.6"), more]
    assert [f["defeated"] for f in facts if f.kind == "AttackEnded"] == [True]


@pytest.mark.rule("RGO-ABIL-10", "CoE-3.iv.2")
def test_up_to_240_boromir_faced_one_strike_weighed_by_the_rest(rgo: RoadGoesEverOn) -> None:
    boromir = ids(rgo, "Boromir II")[0]
    facts, board = assigned_to_boromir(at_version(rgo, BEFORE), 24, 2, 12)
    assert rolled(facts) == [(boromir, "succeeded", [(6, "Boromir II's prowess", "CoE-3.iv.6"),
                                                     (-1, "excess strikes", "CoE-3.iv.2")])]
    assert [s["character"] for s in board["assigned_strikes"]] == [boromir]


@pytest.mark.rule("TD-MULTI-3", "RGO-ABIL-10")
def test_boromir_gone_from_play_faces_none_of_his_strikes_left(rgo: RoadGoesEverOn) -> None:
    boromir = ids(rgo, "Boromir II")[0]
    # Seed 18: the first strike wounds him and his body check eliminates him.
    facts, _ = assigned_to_boromir(rgo, 18, 2, 12)
    assert [(f.kind, f.rule) for f in facts if f.kind in (
        "StrikeResolved", "CharacterEliminated", "StrikeCanceled", "AttackEnded")] == [
        ("StrikeResolved", "CoE-3.iv.7"), ("CharacterEliminated", "CoE-3.I.2"),
        ("StrikeCanceled", "TD-MULTI-3"), ("AttackEnded", "CoE-3.v")]
    [canceled] = [f for f in facts if f.kind == "StrikeCanceled"]
    assert rgo.narrate(canceled) == ("The strike of Orc-lieutenant on Boromir II is canceled "
                                     "(Boromir II has left play).")
    assert canceled["character"] == boromir
    assert [f["defeated"] for f in facts if f.kind == "AttackEnded"] == [False]


@pytest.mark.rule("TD-MULTI-1", "CoE-3.iv.3", "CoE-3.iv.4", "RGO-ABIL-10")
def test_the_defenders_choices_on_his_strike_are_spent_on_his_first(
        rgo: RoadGoesEverOn) -> None:
    """Aragorn supports him and he takes -3 to stay untapped: his first strike counts both,
    his second neither; the board shows each of his strikes before they are resolved."""
    boromir, aragorn = ids(rgo, "Boromir II", "Aragorn II")
    facts, board = assigned_to_boromir(rgo, 24, 2, 12, f"support:{aragorn}:{boromir}",
                                       f"stand:{boromir}")
    own = (6, "Boromir II's prowess", "CoE-3.iv.6")
    more = (-1, "Boromir takes 2 strikes", "RGO-ABIL-10")
    assert rolled(facts) == [
        (boromir, "succeeded", [own, (1, "taps to support", "CoE-3.iv.4"),
                                (-3, "stays untapped", "CoE-3.iv.3"), more]),
        (boromir, "failed", [own, (-2, "wounded", "CoE-3.iv.6"), more])]
    assert [(s["character"], s["prowess"], s["supporters"], s["stays_untapped"])
            for s in board["assigned_strikes"]] == [(boromir, 3, [aragorn], True),
                                                    (boromir, 5, [], False)]


@pytest.mark.rule("TD-MULTI-1", "RGO-ABIL-10", "CoE-3.iv.5", "CoE-3.I.1")
def test_sacrifice_of_form_fails_each_of_his_strikes_the_attack_checking_body_for_each(
        rgo: RoadGoesEverOn) -> None:
    """Gandalf and Boromir meet an Orc-patrol (given body 9) on the way to Lórien; its three
    strikes: two to Boromir, one to Gandalf, who plays Sacrifice of Form. From 241 each of the
    three strikes fails and the attack checks its body for each; up to 240 Boromir's two were
    one strike: two checks."""
    sof, gandalf, boromir = ids(rgo, "Sacrifice of Form", "Gandalf", "Boromir II")
    checked = {}
    for version in (str(abilities.SEQUENCES_SINCE), BEFORE):
        ruleset = at_version(rgo, version)
        ctx = begin(ruleset, moving(rgo, "Orc-patrol", hand=(sof,),
                                    characters=company(rgo, "Gandalf", "Boromir II")), 4)
        awaited = ctx.state.awaited_strikes
        assert awaited is not None and awaited.attack["strikes"] == 3
        ctx = Context(ruleset, Table(4, {}, replace(ctx.state, awaited_strikes=replace(
            awaited, attack={**awaited.attack, "body": 9}))))
        for action in (f"assign:{boromir}", f"assign:{boromir}", f"assign:{gandalf}",
                       f"resource:{sof}:sacrifice:{gandalf}", "assign-rest"):
            ruleset.decide(ctx, action, {})
        [failed] = [f for f in ctx.facts if f.kind == "StrikesFailed"]
        checked[version] = (failed["characters"],
                            len([f for f in ctx.facts if f.kind == "AttackBodyChecked"]))
    assert checked == {str(abilities.SEQUENCES_SINCE): ([boromir, boromir, gandalf], 3),
                       BEFORE: ([boromir, gandalf], 2)}


GH = Path(__file__).parents[2] / "seeds" / "decks" / "road-goes-ever-on" / "golden-hoard.json"


@cache
def gh_decks() -> dict[str, list[str]]:
    """The golden-hoard deck's lists, copies written out."""
    deck = json.loads(GH.read_text())
    return {part: [e["id"] for e in deck[part] for _ in range(e.get("copies", 1))]
            for part in ("player", "hazard", "long_event", "sites", "quest")}


@pytest.mark.rule("RGO-ABIL-10", "TD-MULTI-1", "CoE-3.iv.2")
def test_boromir_s_two_strikes_of_brigands_in_a_golden_hoard_game(coe_cards_path: Path) -> None:
    """Boromir, Legolas and Bilbo set out with the golden-hoard deck (seed 0), Boromir bearing
    a Dagger of Westernesse; the Brigands' two strikes given to him. From 241 he faces two
    strike sequences; at 240 he faced one."""
    coe = make_ruleset("road-goes-ever-on", load_catalog(coe_cards_path))
    setup = {"deck": "golden-hoard", "golden_hoard": True, "decks": gh_decks(),
             "starting": ["TW-134", "TW-168", "TW-131"],
             "starting_items": [{"id": "TW-206", "bearer": "TW-134"}]}
    faced = {}
    for version in (str(abilities.SEQUENCES_SINCE), BEFORE):
        start = {**start_data(coe, 0, coe.prepare(setup), "free"), "ruleset_version": version}
        game = Chronicle.open(coe, start)
        while not any(r.kind == "AttackEnded" and r.data["attack"] == "Brigands"
                      for r in game.records):
            awaited = game.table.rules.awaited_strikes
            brigands = awaited is not None and awaited.attack["name"] == "Brigands"
            choice = ("assign:TW-134", {}) if brigands and "assign:TW-134" in [
                a.id for a in game.actions()] else game.ruleset.automatic_choice(game.table.rules)
            game.decide(*choice)
        declared = next(r.version for r in game.records if r.kind == "AttackDeclared"
                        and r.data["attack"]["name"] == "Brigands")
        assert [r.data["character"] for r in game.records
                if r.version > declared and r.kind == "StrikeAssigned"] == ["TW-134", "TW-134"]
        faced[version] = [
            (r.data["character"], [(m["amount"], m["clause"])
                                   for m in r.data["check"]["modifiers"] if m["amount"] < 0])
            for r in game.records if r.version > declared and r.kind == "StrikeResolved"]
    # Seed 0: he beats the first strike and is tapped by it, -1 against the second.
    assert faced == {
        str(abilities.SEQUENCES_SINCE): [("TW-134", [(-1, "RGO-ABIL-10")]),
                                         ("TW-134", [(-1, "CoE-3.iv.6"), (-1, "RGO-ABIL-10")])],
        BEFORE: [("TW-134", [(-1, "CoE-3.iv.2")])]}
