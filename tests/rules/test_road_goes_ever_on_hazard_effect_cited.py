"""A hazard event's effect, from The Road Goes Ever On's
``hazard_scripts.EFFECT_AS_PLAYED_SINCE``, cites the clause its play cited: New Moon, the
Environment played free (RGO-ENV-1), taps an Elf citing RGO-ENV-1 too. Versions before replay
as played: the effect cites RGO-HAZ-2 whatever the play cited."""

from __future__ import annotations

import pytest

from domain.rulesets.road_goes_ever_on import hazard_scripts
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from tests.rules.rgo_support import at_version, begin, ids, state

NOW = str(hazard_scripts.EFFECT_AS_PLAYED_SINCE)
BEFORE = str(hazard_scripts.EFFECT_AS_PLAYED_SINCE - 1)
EFFECTS = ("HazardEventPlayed", "HazardEffectApplied", "CharacterStateChanged",
           "HazardDiscarded")


def played(rgo: RoadGoesEverOn, version: str) -> list[tuple[str, str | None, str]]:
    """The facts of New Moon, played free on Aragorn II and Legolas going to Bree: kind,
    clause and card or character."""
    start = state(rgo, destination=ids(rgo, "Bree")[0], path=("wilderness",),
                  hazards=ids(rgo, "New Moon"))
    ctx = begin(at_version(rgo, version), start)
    return [(f.kind, f.rule, str(f.data.get("character") or f.data.get("card")))
            for f in ctx.facts if f.kind in EFFECTS]


@pytest.mark.rule("RGO-ENV-1", "RGO-HAZ-2")
def test_new_moon_s_tap_cites_the_clause_it_was_played_under(rgo: RoadGoesEverOn) -> None:
    new_moon, legolas = ids(rgo, "New Moon", "Legolas")
    assert played(rgo, NOW) == [
        ("HazardEventPlayed", "RGO-ENV-1", new_moon),
        ("HazardEffectApplied", "RGO-ENV-1", new_moon),
        ("CharacterStateChanged", "RGO-ENV-1", legolas),
        ("HazardDiscarded", "RGO-ENV-1", new_moon)]
    # Before, its play cited RGO-ENV-1 and its effect RGO-HAZ-2.
    assert played(rgo, BEFORE) == [
        ("HazardEventPlayed", "RGO-ENV-1", new_moon),
        ("HazardEffectApplied", "RGO-HAZ-2", new_moon),
        ("CharacterStateChanged", "RGO-HAZ-2", legolas),
        ("HazardDiscarded", "RGO-HAZ-2", new_moon)]
