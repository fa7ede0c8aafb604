"""The Road Goes Ever On, from ring_powers.SKILLS_SINCE_VERSION: a Magic Ring gives its bearer
its skill (Courage warrior, Lore sage, Nature ranger, Stealth scout, Words diplomat), recorded
in the ring's item data (CoE 6.1); what a ring does for a bearer "already" of its skill does not
count its own gift; the Magic Ring of Stealth taps to cancel a strike given to a bearer who is
already a scout (CoE 3.iv.5.1). The version before gives none of it. Constructed states played
with the real ruleset."""

from __future__ import annotations

import pytest

from domain.engine.characters import Character
from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import hazard_scripts, item_influence, ring_powers
from domain.rulesets.road_goes_ever_on.items_in_play import item_data
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import State, item_from_json
from tests.rules.rgo_support import card, moving, state

NOW = str(ring_powers.SKILLS_SINCE_VERSION)
BEFORE = str(ring_powers.SKILLS_SINCE_VERSION - 1)
RINGS = {"Magic Ring of Courage": "warrior", "Magic Ring of Lore": "sage",
         "Magic Ring of Nature": "ranger", "Magic Ring of Stealth": "scout",
         "Magic Ring of Words": "diplomat"}


def played(rgo: RoadGoesEverOn, version: str = NOW) -> RoadGoesEverOn:
    found = rgo.at_version(version)
    assert isinstance(found, RoadGoesEverOn)
    return found


def bearing(rgo: RoadGoesEverOn, who: str, ring: str, version: str = NOW) -> Character:
    """``who`` bearing ``ring`` as version ``version`` brings it into play (its item data)."""
    return Character.from_card(rgo.catalog.find(who)).with_item(
        item_from_json(item_data(rgo.catalog.find(ring), version)))


@pytest.mark.rule("CoE-6.1", "CoE-2.V.3")
def test_a_magic_ring_gives_its_bearer_its_skill(rgo: RoadGoesEverOn) -> None:
    # Merry is a scout only, Gimli a warrior and diplomat: each ring gives its skill to a
    # bearer who lacks it, none before.
    for ring, skill in RINGS.items():
        who = "Gimli" if skill == "scout" else "Merry"
        assert item_data(rgo.catalog.find(ring), NOW)["skill"] == skill
        assert "skill" not in item_data(rgo.catalog.find(ring), BEFORE)
        assert bearing(rgo, who, ring).has_skill(skill)
        assert not bearing(rgo, who, ring, BEFORE).has_skill(skill)
    assert bearing(rgo, "Gimli", "Magic Ring of Stealth").all_skills == (
        "warrior", "diplomat", "scout")
    # The gift counts where a skill does: Gimli with the Magic Ring of Nature crosses a River.
    gimli = bearing(rgo, "Gimli", "Magic Ring of Nature")
    s = state(rgo, characters=(gimli,))
    assert [a.id for a in hazard_scripts.river_actions(s)] == [f"river:{gimli.card_id}"]
    plain = bearing(rgo, "Gimli", "Magic Ring of Nature", BEFORE)
    assert hazard_scripts.river_actions(state(rgo, characters=(plain,))) == []
    # A bearer "already" of the skill is so without the ring: Bilbo given warrior by Courage
    # gets no +2 prowess, Aragorn II given diplomat by Words no +3 direct influence.
    bilbo = bearing(rgo, "Bilbo", "Magic Ring of Courage")
    assert bilbo.has_skill("warrior") and ring_powers.strike_modifiers(
        NOW, rgo.catalog.get, bilbo) == []
    assert [m.amount for m in ring_powers.strike_modifiers(
        NOW, rgo.catalog.get, bearing(rgo, "Aragorn II", "Magic Ring of Courage"))] == [2]
    rangers = rgo.catalog.find("Rangers of the North")
    gimli = bearing(rgo, "Aragorn II", "Magic Ring of Words")
    assert gimli.has_skill("diplomat") and item_influence.influence_modifiers(
        NOW, rgo.catalog.get, gimli, rangers) == []
    assert [m.amount for m in item_influence.influence_modifiers(
        NOW, rgo.catalog.get, bearing(rgo, "Legolas", "Magic Ring of Words"), rangers)] == [3]


def attacked(rgo: RoadGoesEverOn, bearer: Character, version: str = NOW) -> Context[State]:
    """``bearer`` and Legolas leave Moria for Lórien; an Orc-patrol attacks."""
    ruleset = played(rgo, version)
    start = moving(rgo, "Orc-patrol", characters=(bearer, Character.from_card(
        rgo.catalog.find("Legolas"))))
    ctx = Context(ruleset, Table(1, {}, start))
    ruleset.machinery(start)[0].movement_hazard(ctx)
    assert ctx.state.awaited_strikes is not None
    return ctx


def offered(rgo: RoadGoesEverOn, s: State, version: str = NOW) -> list[str]:
    return [a.id for a in played(rgo, version).actions(s) if a.id.startswith("use-item:")]


@pytest.mark.rule("CoE-3.iv.5.1")
def test_the_magic_ring_of_stealth_cancels_a_strike_on_a_scout(rgo: RoadGoesEverOn) -> None:
    ring, bilbo = card(rgo, "Magic Ring of Stealth"), card(rgo, "Bilbo")
    action = f"use-item:{ring}:{bilbo}"
    ctx = attacked(rgo, bearing(rgo, "Bilbo", "Magic Ring of Stealth"))
    assert offered(rgo, ctx.state) == []  # not before his strike is given
    played(rgo).decide(ctx, f"assign:{bilbo}", {})
    assert offered(rgo, ctx.state) == [action]
    since = len(ctx.facts)
    played(rgo).decide(ctx, action, {})
    assert [(f.kind, f.rule, f.get("card") or f.get("by")) for f in ctx.facts[since:]] == [
        ("ItemTapped", "CoE-3.iv.5.1", ring), ("StrikeCancelSet", "CoE-3.iv.5.1", ring)]
    assert offered(rgo, ctx.state) == []  # tapped, and his strike canceled already
    played(rgo).decide(ctx, "assign-rest", {})
    assert [f["character"] for f in ctx.facts if f.kind == "StrikeCanceled"] == [bilbo]
    # The version before: not offered.
    before = attacked(rgo, bearing(rgo, "Bilbo", "Magic Ring of Stealth", BEFORE), BEFORE)
    played(rgo, BEFORE).decide(before, f"assign:{bilbo}", {})
    assert offered(rgo, before.state, BEFORE) == []


@pytest.mark.rule("CoE-3.iv.5.1")
def test_the_magic_ring_of_stealth_does_not_cancel_for_a_bearer_it_made_a_scout(
        rgo: RoadGoesEverOn) -> None:
    # Gimli is no scout but for the ring.
    ring, gimli = card(rgo, "Magic Ring of Stealth"), card(rgo, "Gimli")
    ctx = attacked(rgo, bearing(rgo, "Gimli", "Magic Ring of Stealth"))
    played(rgo).decide(ctx, f"assign:{gimli}", {})
    assert ctx.state.character(gimli).has_skill("scout")  # type: ignore[union-attr]
    assert offered(rgo, ctx.state) == []
    before = (ctx.state, len(ctx.facts))
    with pytest.raises(IllegalAction) as refusal:
        played(rgo).decide(ctx, f"use-item:{ring}:{gimli}", {})
    assert refusal.value.clause == "CoE-3.iv.5.1"
    assert "Magic Ring of Stealth cancels a strike only for a bearer who is already a scout" \
        in str(refusal.value)
    assert (ctx.state, len(ctx.facts)) == before
