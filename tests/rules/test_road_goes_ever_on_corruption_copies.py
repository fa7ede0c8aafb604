"""The Road Goes Ever On from ``corruption.EVERY_COMPANY_SINCE``: a corruption card's bearer in
any company tries to remove it in the organization phase, and what a try uses up is the copy,
the card on that bearer ("the same corruption card", CoE 7.3). Before, only a bearer of the
first company was offered the try (the others refused as if tapped or tried), and a copy tried
kept every copy of the card from its try; those versions replay as played."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.rulesets.road_goes_ever_on import corruption
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import Company
from tests.rules.rgo_support import at_version, card, company, organizing, refused
from tests.rules.test_road_goes_ever_on_corruption_tries import removals, tries

NOW, BEFORE = str(corruption.EVERY_COMPANY_SINCE), str(corruption.EVERY_COMPANY_SINCE - 1)


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_the_version_tries_every_company_and_each_copy(rgo: RoadGoesEverOn) -> None:
    assert int(rgo.version) >= corruption.EVERY_COMPANY_SINCE == 228
    assert BEFORE in rgo.replays


@pytest.mark.rule("CoE-7.3", "TD-CORR-1")
def test_a_bearer_in_another_company_tries_to_remove_his_corruption_card(
        rgo: RoadGoesEverOn) -> None:
    despair, legolas = card(rgo, "Despair of the Heart"), card(rgo, "Legolas")
    base = organizing(rgo)
    alone = replace(base, characters=tuple(c for c in base.characters if c.card_id != legolas),
                    companies=(Company("c3", card(rgo, "Bree"), company(rgo, "Legolas")),),
                    permanent_hazards=((despair, legolas),))
    tapped, untapped = f"remove-corruption:{despair}:{legolas}", \
        f"remove-corruption-untapped:{despair}:{legolas}"
    now, before = at_version(rgo, NOW), at_version(rgo, BEFORE)
    assert removals(now, alone) == [tapped, untapped]
    facts, after = tries(now, alone, 4, tapped)
    rolled = next(f for f in facts if f.kind == "HazardRemovalRolled")
    assert (facts[0].kind, facts[0]["character"]) == ("CharacterStateChanged", legolas)
    assert (rolled["character"], rolled["tapped"]) == (legolas, True)
    assert after.companies[0].characters[0].state == "tapped"
    assert removals(now, tries(now, alone, 4, untapped)[1]) == []
    # Before: not offered, and the refusals misread him as tapped or as having tried.
    assert removals(before, alone) == []
    assert refused(before, alone, tapped, "CoE-7.3") == (
        "The bearer must be untapped to tap for the attempt. [CoE-7.3]")
    assert refused(before, alone, untapped, "TD-CORR-2") == (
        "Despair of the Heart has already been tried without tapping this turn. [TD-CORR-2]")


@pytest.mark.rule("CoE-7.3", "CoE-7.3.1", "TD-CORR-1", "TD-CORR-2")
def test_each_copy_of_a_corruption_card_is_tried_on_its_own(rgo: RoadGoesEverOn) -> None:
    lure = card(rgo, "Lure of the Senses")
    aragorn, legolas = card(rgo, "Aragorn II"), card(rgo, "Legolas")
    two = organizing(rgo, permanent_hazards=((lure, legolas), (lure, aragorn)))
    now, before = at_version(rgo, NOW), at_version(rgo, BEFORE)
    facts, after = tries(now, two, 4, f"remove-corruption-untapped:{lure}:{legolas}")
    assert (facts[-1]["character"], facts[-1]["removed"]) == (legolas, False)
    used = next(f for f in facts if f.kind == "AbilityUsed")
    assert (used["target"], used["bearer"]) == (lure, legolas)
    assert removals(now, after) == [f"remove-corruption:{lure}:{aragorn}",
                                    f"remove-corruption-untapped:{lure}:{aragorn}"]
    assert refused(now, after, f"remove-corruption:{lure}:{legolas}", "CoE-7.3") == (
        "Lure of the Senses has already been tried without tapping this turn: no more "
        "attempts to remove it are made this turn. [CoE-7.3]")
    # Aragorn tapping for his copy leaves Legolas's alone too (but the try at -3 is gone).
    facts, after = tries(now, two, 24, f"remove-corruption:{lure}:{aragorn}")
    assert (facts[-1]["character"], facts[-1]["removed"]) == (aragorn, False)
    assert removals(now, after) == [f"remove-corruption:{lure}:{legolas}",
                                    f"remove-corruption-untapped:{lure}:{legolas}"]
    # Before: the one copy tried barred the other.
    facts, after = tries(before, two, 4, f"remove-corruption-untapped:{lure}:{legolas}")
    assert facts[-1]["removed"] is False
    assert "bearer" not in next(f for f in facts if f.kind == "AbilityUsed").data
    assert removals(before, after) == []
    untapped = f"remove-corruption-untapped:{lure}:{aragorn}"
    assert refused(before, after, untapped, "CoE-7.3") == (
        "Lure of the Senses has already been tried without tapping this turn: no more "
        "attempts to remove it are made this turn. [CoE-7.3]")
