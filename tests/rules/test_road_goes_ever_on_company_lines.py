"""The Road Goes Ever On's lines name a company as its choices do, by its characters in the
state the fact was recorded in ("the company of Legolas"), never by the id the rules keep for
it ("c2"); a fact read with no game around it (no state) still names the id."""

from __future__ import annotations

import re

import pytest

from domain.chronicle import Chronicle
from domain.ruleset import Fact
from domain.rulesets.road_goes_ever_on.narration import COMPANY_KINDS
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import Company, State
from tests.rules.rgo_support import at_version, card, company, organizing
from tests.support import play_out

#: The automatic player's game of two companies, split at Rivendell on turn 5, as played at
#: version 210 (from 211, the strikes left to chance waiting for the defender's choices, the
#: game takes another course).
SPLIT_SEED = 107842553911127
PLAYED = "210"


def two_companies(rgo: RoadGoesEverOn) -> State:
    """Aragorn II and Gimli organizing at Rivendell, Legolas's company waiting beside them."""
    here = card(rgo, "Rivendell")
    return organizing(rgo, characters=company(rgo, "Aragorn II", "Gimli"),
                      companies=(Company("c2", here, company(rgo, "Legolas")),))


@pytest.mark.not_a_rule("narration wording")
@pytest.mark.parametrize(("kind", "data", "line"), [
    ("CompanyChoiceAwaited", {"phase": "site", "companies": ["c2", "c1"]},
     "The company of Legolas and the company of Aragorn II, Gimli still have their site "
     "phase: the player chooses which goes next."),
    ("CompanyChosen", {"company": "c2", "phase": "site"},
     "The company of Legolas goes next (site phase)."),
    ("CompanyActivated", {"company": "c2", "phase": "movement-hazard"},
     "The company of Legolas takes its movement-hazard phase."),
    ("MovementPlanned", {"company": "c2", "destination": "TW-378", "path": ["Arthedain"]},
     "The company of Legolas sets out for Bree (1 region)."),
    ("MovementPlanned", {"destination": None, "path": []},
     "The company of Aragorn II, Gimli will stay where it is."),
    ("CompaniesJoined", {"company": "c1", "joined": "c2", "site": "TW-421"},
     "The company of Legolas joins the company of Aragorn II, Gimli at Rivendell."),
    ("CompanySplit", {"company": "c3", "split_from": "c1", "site": "TW-421",
                      "characters": ["TW-159"]},
     "Gimli split off from the company of Aragorn II at Rivendell, a company of their own."),
    ("HazardEffectInForce", {"card": "TW-84", "effect": "site-phase-lost", "target": "c1",
                             "amount": 0},
     "River holds until the end of the turn on the company of Aragorn II, Gimli: the company "
     "does nothing in its site phase unless a ranger in it taps."),
])
def test_a_company_is_named_by_its_characters_in_the_state_of_its_fact(
        rgo: RoadGoesEverOn, kind: str, data: dict[str, object], line: str) -> None:
    assert rgo.narrate_in(Fact(kind, data), two_companies(rgo)) == line


@pytest.mark.not_a_rule("narration wording")
def test_alone_the_organizing_company_is_the_company(rgo: RoadGoesEverOn) -> None:
    alone = organizing(rgo)
    assert rgo.narrate_in(Fact("MovementPlanned", {"destination": card(rgo, "Bree"),
                                                   "path": ["Arthedain"]}), alone) \
        == "The company sets out for Bree (1 region)."


@pytest.mark.not_a_rule("narration wording")
def test_no_line_of_a_seeded_game_of_two_companies_names_a_company_by_its_id(
        rgo: RoadGoesEverOn) -> None:
    game = play_out(Chronicle.begin(at_version(rgo, PLAYED), SPLIT_SEED, {}))
    told = [game.narrate(r) for r in game.records if r.kind in COMPANY_KINDS]
    assert len([t for t in told if "the company of " in t.lower()]) == 20
    assert [t for t in told if re.search(r"\bc\d+\b", t)] == []
