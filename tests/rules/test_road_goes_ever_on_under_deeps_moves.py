"""The Road Goes Ever On with the under_deeps option: moving to and between Under-deeps sites
(The Balrog, BA-UDMOVE-*). A move refused says why by the Under-deeps rule it breaks, or by the
gate of the site it would reach; from version 198 (move_clauses.OUT_OF_DEEPS_SINCE) a move out
of an Under-deeps site cites BA-UDMOVE-2, as its choice and in its MovementPlanned."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from domain.chronicle import Chronicle
from domain.engine.characters import TAPPED
from domain.errors import InvalidSetup
from domain.rulesets.road_goes_ever_on import move_clauses
from domain.rulesets.road_goes_ever_on.balrog_rules import SINCE_VERSION
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, State
from tests.rules.rgo_support import card, company, refused, run, state, with_coe_cards

EXTRA = ("The Iron-deeps", "Carn Dûm", "The Under-leas")
GATES = ("The Under-gates", "Moria")


@pytest.fixture(scope="module")
def rgo(starter, coe_cards_path: Path) -> RoadGoesEverOn:  # type: ignore[no-untyped-def]
    return with_coe_cards(starter, coe_cards_path, (*EXTRA, *GATES))


def at(rgo: RoadGoesEverOn, site: str, option: bool = True) -> State:
    base = state(rgo, phase=ORGANIZATION, site=card(rgo, site),
                 site_deck=tuple(card(rgo, n) for n in (*EXTRA, "Rivendell")))
    return State(**{**{f: getattr(base, f) for f in base.__dataclass_fields__},
                    "options": {**base.options, "under_deeps": option}})


def moves(rgo: RoadGoesEverOn, s: State) -> dict[str, str]:
    return {a.id.split(":")[1]: a.label for a in rgo.actions(s) if a.id.startswith("move:")}


@pytest.mark.rule("BA-UDMOVE-1", "BA-UDMOVE-5")
def test_down_from_carn_dum_to_the_iron_deeps_without_a_roll(rgo) -> None:  # type: ignore[no-untyped-def]
    deeps = card(rgo, "The Iron-deeps")
    assert moves(rgo, at(rgo, "Carn Dûm"))[deeps] == \
        "Move to The Iron-deeps by the Under-deeps (no roll)"
    assert deeps not in moves(rgo, at(rgo, "Carn Dûm", option=False))
    facts, after = run(rgo, at(rgo, "Carn Dûm"), lambda ctx: rgo.decide(
        ctx, f"move:{deeps}", {}))
    assert not [f for f in facts if f.kind == "UnderDeepsMoveRolled"]
    assert after.destination == deeps


@pytest.mark.rule("BA-UDMOVE-2", "BA-UDMOVE-3", "BA-UDMOVE-4", "BA-UDMOVE-9")
def test_out_of_the_iron_deeps_a_roll_too_low_keeps_the_company_there(rgo) -> None:  # type: ignore[no-untyped-def]
    leas, carn = card(rgo, "The Under-leas"), card(rgo, "Carn Dûm")
    start = at(rgo, "The Iron-deeps")
    assert sorted(moves(rgo, start)) == sorted([carn, leas])  # not Rivendell
    rolled = []
    old = rgo.at_version(str(SINCE_VERSION - 1))  # rolling as the move is planned
    for seed in (1, 2):
        facts, after = run(old, start, lambda ctx: old.decide(ctx, f"move:{leas}", {}),
                           seed=seed)
        roll = next(f for f in facts if f.kind == "UnderDeepsMoveRolled")
        planned = next(f for f in facts if f.kind == "MovementPlanned")
        assert planned["path"] == []  # no site path out of the Under-deeps
        rolled.append((roll.rule, roll["roll"], roll["needed"], roll["arrived"],
                       after.destination))
    assert rolled == [("BA-UDMOVE-4", 5, 6, False, None), ("BA-UDMOVE-3", 11, 6, True, leas)]


@pytest.mark.rule("BA-UDMOVE-1")
def test_the_option_is_true_or_false(rgo) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(InvalidSetup) as refused:
        rgo.prepare({"under_deeps": "yes"})
    assert refused.value.problems == (
        'under_deeps must be true or false (or null, as if left out), not the text "yes" '
        "[BA-UDMOVE-1]",)
    # With an Under-deeps site and its surface site in the site deck (from version 192 the
    # one is needed, from 198 both: see test_road_goes_ever_on_option_cards.py).
    base = rgo.prepare({})
    sites = [*base["decks"]["sites"][:-1], card(rgo, "The Iron-deeps"), card(rgo, "Carn Dûm")]
    decks = dict(base["decks"]) | {"sites": sites}
    setup = {k: base[k] for k in ("starting", "starting_items", "start_haven")} | {
        "decks": decks, "under_deeps": True}
    assert rgo.prepare(setup)["under_deeps"] is True


@pytest.mark.rule("BA-MOVE-1")
def test_starter_and_under_deeps_movement_are_offered_side_by_side(rgo) -> None:  # type: ignore[no-untyped-def]
    # Two of the three movement types; the solo game has no region movement (TD-REGMOV-1).
    offered = {a.id.split(":")[1]: a.rule for a in rgo.actions(at(rgo, "Carn Dûm"))
               if a.id.startswith("move:")}
    assert offered == {card(rgo, "Rivendell"): "CoE-2.II.7.i",
                       card(rgo, "The Iron-deeps"): "BA-UDMOVE-1"}


@pytest.mark.rule("BA-UDMOVE-2")
def test_a_move_out_of_an_under_deeps_site_cites_its_adjacent_sites(rgo) -> None:  # type: ignore[no-untyped-def]
    leas, start = card(rgo, "The Under-leas"), at(rgo, "The Iron-deeps")
    old = rgo.at_version(str(move_clauses.OUT_OF_DEEPS_SINCE - 1))
    cited = []
    for ruleset in (rgo, old):
        offered = next(a for a in ruleset.actions(start) if a.id == f"move:{leas}")
        facts, _ = run(ruleset, start, lambda ctx, r=ruleset: r.decide(ctx, f"move:{leas}", {}))
        cited.append((offered.rule, [f.rule for f in facts if f.kind == "MovementPlanned"]))
    # Version 197 cited the way down from a surface site, and replays so.
    assert cited == [("BA-UDMOVE-2", ["BA-UDMOVE-2"]), ("BA-UDMOVE-1", ["BA-UDMOVE-1"])]
    # The way down still cites BA-UDMOVE-1.
    deeps = card(rgo, "The Iron-deeps")
    assert {a.id: a.rule for a in rgo.actions(at(rgo, "Carn Dûm"))}[f"move:{deeps}"] == \
        "BA-UDMOVE-1"


@pytest.mark.rule("BA-UDMOVE-1", "BA-UDMOVE-2")
def test_a_move_refused_names_the_under_deeps_rule_it_breaks(rgo) -> None:  # type: ignore[no-untyped-def]
    leas, rivendell = card(rgo, "The Under-leas"), card(rgo, "Rivendell")
    # The Under-leas lies below no site of the deck: not reached from Carn Dûm's surface.
    assert refused(rgo, at(rgo, "Carn Dûm"), f"move:{leas}", "BA-UDMOVE-1") == (
        "The Under-leas is no Under-deeps site adjacent to Carn Dûm. [BA-UDMOVE-1]")
    assert refused(rgo, at(rgo, "The Iron-deeps"), f"move:{rivendell}", "BA-UDMOVE-2") == (
        "The Iron-deeps leads only to its adjacent sites (Carn Dûm, The Under-leas, The "
        "Under-vaults), not to Rivendell. [BA-UDMOVE-2]")
    # Without the option, the move is one no site path joins.
    assert refused(rgo, at(rgo, "Carn Dûm", option=False), f"move:{leas}", "CoE-2.II.7.i") == (
        "There is no site path from Carn Dûm to The Under-leas with the sites of your site "
        "deck. [CoE-2.II.7.i]")


@pytest.mark.rule("BA-UDMOVE-2", "RGO-SITE-SH-S2")
def test_a_move_by_the_under_deeps_to_moria_is_refused_at_its_gate(rgo) -> None:  # type: ignore[no-untyped-def]
    moria, gates = card(rgo, "Moria"), card(rgo, "The Under-gates")
    start = at(rgo, "The Under-gates")
    start = State(**{**{f: getattr(start, f) for f in start.__dataclass_fields__},
                     "site_deck": (gates, moria), "characters": tuple(
                         replace(c, state=TAPPED) for c in company(rgo, "Legolas"))})
    assert f"move:{moria}" not in [a.id for a in rgo.actions(start)]
    assert refused(rgo, start, f"move:{moria}", "RGO-SITE-SH-S2") == (
        "To enter or leave Moria a dwarf or wizard must tap, and none is untapped. "
        "[RGO-SITE-SH-S2]")


@pytest.mark.rule("RGO-SITE-SH-S2")
def test_the_board_tells_why_moria_is_no_move_from_the_under_gates(rgo) -> None:  # type: ignore[no-untyped-def]
    moria, gates = card(rgo, "Moria"), card(rgo, "The Under-gates")
    start = at(rgo, "The Under-gates")
    start = State(**{**{f: getattr(start, f) for f in start.__dataclass_fields__},
                     "site_deck": (gates, moria), "characters": tuple(
                         replace(c, state=TAPPED) for c in company(rgo, "Legolas"))})
    assert rgo.board(start)["closed_moves"] == [
        {"site": "Moria", "why_not": "To enter or leave Moria a dwarf or wizard must tap, and "
                                     "none is untapped.", "rule": "RGO-SITE-SH-S2"}]
    # An untapped Dwarf opens the gate: the move is offered, and nothing is listed closed.
    open_gate = replace(start, characters=company(rgo, "Gimli"))
    assert f"move:{moria}" in [a.id for a in rgo.actions(open_gate)]
    assert "closed_moves" not in rgo.board(open_gate)


@pytest.mark.not_a_rule("the board's list of closed moves; the rules read the state")
def test_the_board_of_each_setup_event_lists_no_closed_move(rgo) -> None:  # type: ignore[no-untyped-def]
    """Before the company is at its site (the game's setup events) the board is drawn with no
    closed moves: a read model projected at any version of the log (a batch may end inside a
    game's start) or a past version asked for reads it."""
    game = Chronicle.begin(rgo, 11, {})
    setup = [v for v in range(1, game.version + 1) if not game.state_at(v).rules.site]
    assert setup == [1, 2, 3, 4, 5, 6]
    assert ["closed_moves" in rgo.board(game.state_at(v).rules) for v in setup] == [False] * 6
