"""What the rings and the items worth more to a Dwarf give their bearer beyond their catalog
facts (``hobbit.ring_texts`` over the engine's ``ring_powers`` and ``bearer_values``, which
The Road Goes Ever On reads too), as There and Back Again and Burglar Wants a Good Job play
them from their ``RING_POWERS_FROM``: against a strike, in an influence attempt, in a
corruption check, and the skill a Magic Ring gives. The versions before replay as played: a
ring gave its catalog facts alone. Constructed states played with the real rulesets."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain import coverage
from domain.engine.characters import Item, replace_one
from domain.rulesets.burglar import versions as burglar
from domain.rulesets.hobbit import ring_texts
from domain.rulesets.there_and_back_again import versions as tba
from tests.rules import burglar_support as bwj
from tests.rules.test_there_and_back_again_combat import fighting
from tests.rules.test_there_and_back_again_helpers import (
    BALIN,
    BILBO,
    CATALOG,
    RULESET,
    THORIN,
    act,
    fresh,
    give,
    keep,
)
from tests.support import decide_from, only

BARIN, COURAGE, STEALTH, ONE_RING, AXE = "TW-213", "TW-271", "TW-274", "TW-347", "TW-212"
DAGGER, HOBBITS = "TW-206", "TW-258"
NOW, BEFORE = tba.RING_POWERS_FROM, tba.RING_POWERS_FROM - 1


def _ring_modifiers(data: Any, ring: str) -> list[tuple[int, str]]:
    return [(m["amount"], m["why"]) for m in data["check"]["modifiers"]
            if m["source"] == f"card:{ring}"]


def _thorin_strike(version: int) -> Any:
    """Thorin, bearing a Dwarven Ring, rolls against a Cave-drake's strike."""
    state = give(fighting("TW-40"), THORIN, BARIN)
    _, state = act(state, f"assign:{THORIN}")
    _, state = act(state, "assign-done")
    ruleset = RULESET.at_version(str(version))
    _, state = decide_from(ruleset, state, f"resolve:{THORIN}", None, 7)
    facts, _ = decide_from(ruleset, state, "roll", None, 7)
    return only(facts, "StrikeResolved").data


@pytest.mark.rule("CoE-6.1", "CoE-3.iv.6")
def test_a_dwarven_ring_gives_a_dwarf_four_prowess_against_a_strike() -> None:
    now, before = _thorin_strike(NOW), _thorin_strike(BEFORE)
    assert _ring_modifiers(now, BARIN) == [
        (2, "Dwarven Ring of Barin’s Tribe in use"),
        (2, "Dwarven Ring of Barin’s Tribe: +4 prowess to a Dwarf")]
    assert (now["prowess"], before["prowess"]) == (9, 7)
    assert _ring_modifiers(before, BARIN) == [(2, "Dwarven Ring of Barin’s Tribe in use")]


@pytest.mark.rule("CoE-6.1", "CoE-3.iv.6", "BWJ-SETUP-1")
def test_the_one_ring_raises_the_burglar_only_to_twice_his_printed_prowess() -> None:
    state = bwj.give(bwj.striking(bwj.BILBO), bwj.BILBO, ONE_RING)
    now = only(decide_from(bwj.RULESET.at_version(str(burglar.RING_POWERS_FROM)), state,
                           "roll", None, 7)[0], "StrikeResolved").data
    before = only(decide_from(bwj.RULESET.at_version(str(burglar.RING_POWERS_FROM - 1)),
                              state, "roll", None, 7)[0], "StrikeResolved").data
    # Bilbo's printed prowess is 1: of the ring's +5 only +1 counts, up to 2.
    assert _ring_modifiers(now, ONE_RING)[-1] == (-4, "The One Ring: prowess at most twice "
                                                      "Bilbo's printed 1")
    assert now["prowess"] == before["prowess"] - 4 == 2


def _influence(version: int, *items: str) -> Any:
    """Thorin, bearing ``items``, tries to recruit the Hobbits at Bag End."""
    state = replace(fresh(), location="Bag End", phase="site", step="entered", hand=(HOBBITS,))
    thorin = state.character(THORIN)
    assert thorin is not None
    for item in items:
        thorin = thorin.with_item(Item.from_card(CATALOG.get(item), facts=True))
    state = replace(state, company=replace_one(state.company, thorin))
    facts, _ = decide_from(RULESET.at_version(str(version)), state,
                           f"influence:{HOBBITS}:{THORIN}", None, 1)
    return only(facts, "FactionInfluenced").data


@pytest.mark.rule("CoE-2.V.3", "TBA-LAYOUT-2")
def test_a_dwarven_ring_adds_seven_to_a_dwarf_s_influence_against_a_faction() -> None:
    now, before = _influence(NOW, BARIN), _influence(BEFORE, BARIN)
    assert _ring_modifiers(now, BARIN) == [
        (7, "Dwarven Ring of Barin’s Tribe's +7 direct influence against factions")]
    assert _ring_modifiers(before, BARIN) == []
    assert now["bonus"] == 7 and "bonus" not in before


def _corruption_points(version: int, **bearers: str) -> int:
    """The points of Bilbo's check as he gives his Dagger to Thorin (CoE 2.II.5), the
    characters named bearing the items given."""
    state = give(keep(fresh(), BILBO, THORIN, BALIN), BILBO, DAGGER)
    for who, item in bearers.items():
        state = give(state, {"thorin": THORIN, "balin": BALIN, "bilbo": BILBO}[who], item)
    facts, _ = decide_from(RULESET.at_version(str(version)), state,
                           f"transfer:{DAGGER}:{BILBO}:{THORIN}", None, 3)
    return int(only(facts, "CorruptionChecked").data["points"])


@pytest.mark.rule("CoE-7.1", "CoE-2.II.5")
def test_the_one_ring_adds_a_corruption_point_to_each_character_of_its_company() -> None:
    # Balin bears The One Ring: Bilbo, in his company, has one point more.
    assert _corruption_points(NOW, balin=ONE_RING) == _corruption_points(NOW) + 1
    assert _corruption_points(BEFORE, balin=ONE_RING) == _corruption_points(BEFORE)


@pytest.mark.rule("CoE-7.1", "CoE-6.1")
def test_durin_s_axe_gives_a_dwarf_three_corruption_points_and_a_hobbit_two() -> None:
    thorin = give(keep(fresh(), BILBO, THORIN), THORIN, AXE)
    bilbo = give(keep(fresh(), BILBO, THORIN), BILBO, AXE)

    def points(version: int, state: Any) -> int:
        bearer = THORIN if state.character(THORIN).items else BILBO
        taker = BILBO if bearer == THORIN else THORIN
        facts, _ = decide_from(RULESET.at_version(str(version)), state,
                               f"transfer:{AXE}:{bearer}:{taker}", None, 3)
        return int(only(facts, "CorruptionChecked").data["points"])

    assert (points(NOW, thorin), points(BEFORE, thorin)) == (3, 2)
    assert (points(NOW, bilbo), points(BEFORE, bilbo)) == (2, 2)


@pytest.mark.rule("CoE-6.2", "CoE-6.1")
def test_a_magic_ring_played_gives_its_bearer_its_skill() -> None:
    state = replace(keep(fresh(), BILBO, THORIN, BALIN), hand=(STEALTH,), ring_offer=(STEALTH,),
                    ring_bearer=BALIN, phase="organization", step="")
    _, now = decide_from(RULESET.at_version(str(NOW)), state, f"play-ring:{STEALTH}", None, 0)
    _, before = decide_from(RULESET.at_version(str(BEFORE)), state, f"play-ring:{STEALTH}",
                            None, 0)
    balin_now, balin_before = now.character(BALIN), before.character(BALIN)
    assert balin_now is not None and balin_before is not None
    assert "scout" not in CATALOG.get(BALIN).skills
    assert balin_now.has_skill("scout") and not balin_before.has_skill("scout")


@pytest.mark.rule("CoE-6.2", "TBA-RES-1", "BWJ-MP-6")
def test_the_coverage_tells_what_each_scenario_plays_of_the_rings() -> None:
    rows = {row.card_id: dict(row.rulesets) for row in coverage.coverage(CATALOG)
            if row.card_id in (COURAGE, ONE_RING, AXE)}
    for scenario in ("there-and-back-again", "burglar"):
        assert rows[COURAGE][scenario] == coverage.InRuleset(coverage.SCRIPTED,
                                                             ring_texts.RING_PLAYED)
        # Its cancel of a strike is the engine's twenty-second generation's
        # (test_hobbit_ring_uses.py).
        assert rows[ONE_RING][scenario] == coverage.InRuleset(coverage.SCRIPTED,
                                                              ring_texts.RING_PLAYED)
    assert rows[AXE]["there-and-back-again"] == coverage.InRuleset(
        coverage.SCRIPTED, "never arises here: its 4 marshalling points for a Dwarf bearer "
                           "(marshalling points do not count, TBA-RES-1)")
