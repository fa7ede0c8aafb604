"""The automatic player of The Road Goes Ever On visits the sites of the Quest Display whose
automatic-attacks its company would likely survive first (routes.py over site_danger.py):
each attack's strikes go to the strongest characters, each counted by the 2D6 rolls of 36 that
would wound (CoE 3.iv), the second automatic-attacks the Shadow count has woken included."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.rulesets.road_goes_ever_on import routes, site_danger
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import Quest, State
from tests.rules.rgo_support import card, company, state


def at_shadow(rgo: RoadGoesEverOn, shadow: int) -> State:
    """Aragorn and Legolas at Rivendell, a quest at Moria shown before one at Bree."""
    display = (Quest(card(rgo, "Glamdring"), (card(rgo, "Moria"),)),
               Quest(card(rgo, "Rangers of the North"), (card(rgo, "Bree"),)))
    return replace(state(rgo), display=display, shadow=shadow)


def wounds(rgo: RoadGoesEverOn, start: State, site: str, *names: str) -> int:
    return site_danger.expected_wounds(start, rgo.catalog.get(card(rgo, site)),
                                       company(rgo, *names))


@pytest.mark.rule("CoE-3.iv")
def test_the_strikes_are_counted_by_the_rolls_that_would_wound(rgo) -> None:  # type: ignore[no-untyped-def]
    start = state(rgo)
    # Ruined Signal Tower's Spiders, 2 strikes at 8: Bilbo (1) takes the one he can, wounded
    # below a roll of 7 (15 of 36); Aragorn (6) and Legolas (5) only below 2 and 3 (0 and 1).
    assert wounds(rgo, start, "Ruined Signal Tower", "Bilbo") == 15
    assert wounds(rgo, start, "Ruined Signal Tower", "Aragorn II", "Legolas") == 1
    assert wounds(rgo, start, "Bree", "Bilbo") == 0


@pytest.mark.rule("CoE-3.iv", "RGO-SITE-SH-S4")
def test_the_second_attack_the_shadow_has_woken_counts(rgo) -> None:  # type: ignore[no-untyped-def]
    # Moria's Orcs (4 strikes at 7) cannot wound Aragorn or Legolas; its Balrog (1 strike at
    # 17), woken above 12 Shadow tokens, wounds Aragorn below a roll of 11 (33 of 36).
    assert wounds(rgo, at_shadow(rgo, 12), "Moria", "Aragorn II", "Legolas") == 0
    assert wounds(rgo, at_shadow(rgo, 13), "Moria", "Aragorn II", "Legolas") == 33


@pytest.mark.rule("CoE-3.iv", "RGO-SITE-SH-S4")
def test_a_site_the_company_would_likely_not_survive_is_visited_last(rgo) -> None:  # type: ignore[no-untyped-def]
    moria, bree = card(rgo, "Moria"), card(rgo, "Bree")
    moves = {moria: f"move:{moria}", bree: f"move:{bree}"}
    for shadow, chosen in ((12, moria), (13, bree)):
        start = at_shadow(rgo, shadow)
        assert routes.route(rgo, start, start.site, start.characters, moves) == f"move:{chosen}"
