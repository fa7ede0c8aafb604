"""The Road Goes Ever On: with more than one company in play each move's choice names the
company that moves, the organizing one too ("The company of Aragorn II, Bilbo moves to ..."),
whose moves and stay (a card's move too) say that they end the organization phase, for every
company, where another company's only plan that company's; and from version 194
(move_clauses.CLAUSE_SINCE) a move by the site path cites starter movement (CoE 2.II.7.i), as
its choice and in its MovementPlanned, not RGO-HAZ-1 (the Hazard Pile its phase draws); games
of the versions before replay citing RGO-HAZ-1. Read from the game of seed "m1", Legolas
forming a new company at Rivendell in the first organization phase (and of seed 7, planning
Bree); a card's move (Eagle-mounts) names the company the same way, in a constructed state."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.chronicle import Chronicle
from domain.rulesets.road_goes_ever_on import move_clauses
from domain.rulesets.road_goes_ever_on.phases.organization import ENDS_PHASE
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, Company, State
from tests.rules.rgo_support import card, company, ids, state

LEGOLAS, LORIEN, GREY_HAVENS = "TW-168", "TW-408", "TW-399"
BEFORE = str(move_clauses.CLAUSE_SINCE - 1)  # the last version before the clause changed
BEFORE_STAYS = str(move_clauses.CARDS_SINCE - 1)  # the last before a stay cited CoE 2.IV


def organizing(rgo: RoadGoesEverOn, version: str | None = None) -> Chronicle:
    """Seed "m1" where the first organization phase waits for the player, played under
    ``version`` (None: the newest)."""
    game = Chronicle.begin(rgo, "m1", {})
    if version is not None:
        game = Chronicle.open(rgo, {**game.records[0].data, "ruleset_version": version})
    assert game.version == 27 and game.table.rules.phase == "organization"
    return game


def offered(game: Chronicle, *ids: str) -> list[tuple[str, str]]:
    by_id = {a.id: (a.label, a.rule) for a in game.actions()}
    return [by_id[i] for i in ids]


def planned(game: Chronicle, since: int) -> list[tuple[str | None, object, object]]:
    return [(r.rule, r.data.get("company"), r.data["destination"])
            for r in game.records[since:] if r.kind == "MovementPlanned"]


@pytest.mark.rule("CoE-2.II.7.i", "CoE-2.II.3.6", "CoE-2.IV")
def test_the_moves_name_the_company_once_another_is_in_play(rgo: RoadGoesEverOn) -> None:
    assert int(rgo.version) >= move_clauses.CARDS_SINCE > move_clauses.CLAUSE_SINCE == 194
    game = organizing(rgo)
    assert offered(game, f"move:{LORIEN}", "stay") == [
        ("Move to Lórien (4 regions)", "CoE-2.II.7.i"), ("Stay at Rivendell", "CoE-2.IV")]
    game.decide(f"split:{LEGOLAS}", {})
    assert offered(game, f"move:{LORIEN}", f"move:c2:{LORIEN}") == [
        ("The company of Aragorn II, Bilbo moves to Lórien (4 regions), ending the organization"
         " phase", "CoE-2.II.7.i"),
        ("The company of Legolas moves to Lórien (4 regions)", "CoE-2.II.7.i")]
    # Neither has planned a move: one of them must, so neither may stay yet.
    assert "stay" not in [a.id for a in game.actions()]
    game.decide(f"move:c2:{LORIEN}", {})
    assert offered(game, "stay", f"move:{GREY_HAVENS}") == [
        ("The company of Aragorn II, Bilbo stays at Rivendell, ending the organization phase",
         "CoE-2.IV"),
        ("The company of Aragorn II, Bilbo moves to Grey Havens (3 regions), ending the"
         " organization phase", "CoE-2.II.7.i")]
    game.decide(f"move:{GREY_HAVENS}", {})
    assert planned(game, 27) == [("CoE-2.II.7.i", "c2", LORIEN),
                                 ("CoE-2.II.7.i", None, GREY_HAVENS)]


@pytest.mark.rule("CoE-2.II.7.i", "RGO-HAZ-1")
def test_a_game_of_the_version_before_cites_the_hazard_draw(rgo: RoadGoesEverOn) -> None:
    assert int(BEFORE) < move_clauses.CLAUSE_SINCE
    game = organizing(rgo, BEFORE)
    assert game.ruleset.played == BEFORE
    game.decide(f"split:{LEGOLAS}", {})
    # The labels are the same in every version; the clause is the version's.
    assert offered(game, f"move:{LORIEN}", f"move:c2:{LORIEN}") == [
        ("The company of Aragorn II, Bilbo moves to Lórien (4 regions), ending the organization"
         " phase", "RGO-HAZ-1"),
        ("The company of Legolas moves to Lórien (4 regions)", "RGO-HAZ-1")]
    game.decide(f"move:c2:{LORIEN}", {})
    game.decide(f"move:{GREY_HAVENS}", {})
    assert planned(game, 27) == [("RGO-HAZ-1", "c2", LORIEN), ("RGO-HAZ-1", None, GREY_HAVENS)]


@pytest.mark.rule("CoE-2.IV", "RGO-HAZ-6")
def test_a_company_that_stays_cites_its_phase_moving_or_not(rgo: RoadGoesEverOn) -> None:
    """From version 195 (move_clauses.CARDS_SINCE) a stay cites CoE 2.IV, as its choice and in
    the MovementPlanned of another company's stay; up to 194 RGO-HAZ-6, what it draws."""
    for version, clause in ((None, "CoE-2.IV"), (BEFORE_STAYS, "RGO-HAZ-6")):
        game = organizing(rgo, version)
        assert offered(game, "stay") == [("Stay at Rivendell", clause)]
        game.decide(f"split:{LEGOLAS}", {})
        game.decide(f"move:c2:{LORIEN}", {})
        assert offered(game, "stay:c2") == [("The company of Legolas stays", clause)]
        game.decide("stay:c2", {})
        assert planned(game, 27)[-1] == (clause, "c2", None)


@pytest.mark.rule("CoE-2.II.3.6", "RGO-HAZ-1")
def test_a_card_that_moves_the_company_names_it_beside_another(rgo: RoadGoesEverOn) -> None:
    eagles, bree, rivendell = ids(rgo, "Eagle-mounts", "Bree", "Rivendell")
    alone = state(rgo, phase=ORGANIZATION, site=card(rgo, "Eagles’ Eyrie"), hand=(eagles,),
                  characters=company(rgo, "Faramir", "Gimli"), site_deck=(bree, rivendell))
    beside = replace(alone, companies=(Company("c2", rivendell, company(rgo, "Legolas")),))

    def label(s: State) -> str:
        return next(a.label for a in rgo.actions(s) if a.id == f"travel:{eagles}:{bree}")

    assert label(alone) == "Play Eagle-mounts: the company moves to Bree"
    assert label(beside) == ("Play Eagle-mounts: the company of Faramir, Gimli moves to Bree,"
                             " ending the organization phase")


@pytest.mark.rule("CoE-2.II.3.6", "CoE-2.IV")
def test_the_choices_that_end_the_organization_phase_say_so(rgo: RoadGoesEverOn) -> None:
    """Seed 7, Legolas's new company planning Bree: his company's stay and moves plan his
    company's movement and the phase goes on; the organizing company's stay ends it for every
    company, as its label says, and so does each of its moves; no other choice says so."""
    game = Chronicle.begin(rgo, 7, {})
    assert game.table.rules.phase == ORGANIZATION
    game.decide(f"split:{LEGOLAS}", {})
    game.decide("move:c2:TW-378", {})  # Bree
    labels = {a.id: a.label for a in game.actions()}
    assert (labels["stay:c2"], labels["stay"]) == (
        "The company of Legolas stays",
        "The company of Aragorn II, Bilbo stays at Rivendell, ending the organization phase")
    ending = [i for i, label in labels.items() if label.endswith(ENDS_PHASE)]
    assert ending == [i for i in labels if i == "stay" or (
        i.startswith("move:") and i.count(":") == 1)]
    planned_only = game.clone()
    planned_only.decide("stay:c2", {})
    assert planned_only.table.rules.phase == ORGANIZATION
    game.decide("stay", {})
    assert game.table.rules.phase != ORGANIZATION
