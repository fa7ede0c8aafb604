"""The Road Goes Ever On from ``held_attacks.FOCUSED_SINCE``: while an Assassin's or a Slayer's
strike waits, assigned, on one character, the choices and cards of a strike go to his strike
alone; no other character of the company faces a strike of that attack. Earlier versions
offered them for every character."""

from __future__ import annotations

import pytest

from domain.immutable import replace
from domain.ruleset import Context
from domain.rulesets.road_goes_ever_on import held_attacks
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import State
from tests.rules.rgo_support import ids, refused
from tests.rules.test_road_goes_ever_on_held_attacks import taken

FOCUSED = str(held_attacks.FOCUSED_SINCE)
BEFORE = str(held_attacks.FOCUSED_SINCE - 1)
COMPANY = ("Aragorn II", "Legolas", "Gimli")
RISKY_BLOW = "TW-319"  # a warrior's card on his own strike


def held_on_gimli(rgo: RoadGoesEverOn, version: str) -> tuple[RoadGoesEverOn, Context[State]]:
    """Seed 2: the Assassin's attacker picks Gimli, whose strike waits; each character holds
    a Courage and a Skill token, and Risky Blow is in the hand."""
    played, ctx = taken(rgo, "Assassin", COMPANY, 2, "assign-rest", version=version)
    everyone = ids(rgo, *COMPANY)
    ctx.state = replace(ctx.state, hand=(RISKY_BLOW,),
                        courage_tokens=tuple((c, 1) for c in everyone),
                        skill_tokens=tuple((c, 1) for c in everyone))
    return played, ctx


def strike_choices(played: RoadGoesEverOn, state: State) -> list[str]:
    kinds = ("support:", "stand:", "courage:", "steady:", f"resource:{RISKY_BLOW}:")
    return [a.id for a in played.actions(state) if a.id.startswith(kinds)]


@pytest.mark.rule("CoE-3.iv.4", "CoE-3.iv.3", "CoE-3.iv.5", "RGO-TOKEN-2", "RGO-TOKEN-8")
def test_a_held_strike_takes_the_choices_of_its_own_character_alone(
        rgo: RoadGoesEverOn) -> None:
    aragorn, legolas, gimli = ids(rgo, *COMPANY)
    played, ctx = held_on_gimli(rgo, FOCUSED)
    assert strike_choices(played, ctx.state) == [
        f"courage:{gimli}", f"steady:{gimli}",
        f"support:{aragorn}:{gimli}", f"support:{legolas}:{gimli}", f"stand:{gimli}",
        f"resource:{RISKY_BLOW}:strike:{gimli}"]
    # Support given to Gimli's strike is taken.
    played.decide(ctx, f"support:{legolas}:{gimli}", {})
    assert ctx.facts[-1].kind == "StrikeSupported"
    assert (ctx.facts[-1]["character"], ctx.facts[-1]["target"]) == (legolas, gimli)


@pytest.mark.rule("CoE-3.iv.4", "CoE-3.iv.3", "CoE-3.iv.5", "RGO-TOKEN-2", "RGO-TOKEN-8")
@pytest.mark.parametrize(("action", "clause"), [
    ("support:{legolas}:{aragorn}", "CoE-3.iv.4"),
    ("stand:{legolas}", "CoE-3.iv.3"),
    ("courage:{aragorn}", "RGO-TOKEN-2"),
    ("steady:{legolas}", "RGO-TOKEN-8"),
])
def test_a_choice_for_a_character_the_held_strike_is_not_on_is_refused(
        rgo: RoadGoesEverOn, action: str, clause: str) -> None:
    aragorn, legolas, gimli = ids(rgo, *COMPANY)
    played, ctx = held_on_gimli(rgo, FOCUSED)
    named = {"aragorn": aragorn, "legolas": legolas, "gimli": gimli}
    who = "Aragorn II" if "aragorn}" in action.split(":")[-1] else "Legolas"
    assert refused(played, ctx.state, action.format(**named), clause) == (
        f"The strike of Assassin waits on Gimli alone: {who} faces no strike of it. "
        f"[{clause}]")


@pytest.mark.rule("CoE-3.iv.5")
def test_a_card_on_the_strike_of_a_character_it_is_not_on_is_refused(
        rgo: RoadGoesEverOn) -> None:
    aragorn = ids(rgo, "Aragorn II")[0]
    played, ctx = held_on_gimli(rgo, FOCUSED)
    assert refused(played, ctx.state, f"resource:{RISKY_BLOW}:strike:{aragorn}",
                   "CoE-3.iv.5") == (
        "Risky Blow cannot be played for its strike mode: the strike of Assassin waits on "
        "Gimli alone: Aragorn II faces no strike of it. [CoE-3.iv.5]")


@pytest.mark.rule("CoE-3.iv.4", "CoE-3.iv.3")
def test_a_game_of_the_version_before_offers_them_for_every_character(
        rgo: RoadGoesEverOn) -> None:
    aragorn, legolas, gimli = ids(rgo, *COMPANY)
    played, ctx = held_on_gimli(rgo, BEFORE)
    everyone = (aragorn, legolas, gimli)
    # Gimli, given the strike, supports no one; every other choice is offered for each.
    assert strike_choices(played, ctx.state) == [
        *(f"courage:{c}" for c in everyone), *(f"steady:{c}" for c in everyone),
        f"support:{aragorn}:{legolas}", f"support:{aragorn}:{gimli}",
        f"support:{legolas}:{aragorn}", f"support:{legolas}:{gimli}",
        *(f"stand:{c}" for c in everyone),
        *(f"resource:{RISKY_BLOW}:strike:{c}" for c in everyone)]
