"""The Road Goes Ever On: Elf-song, a resource long-event played from the hand (version 87 on,
resource_long_events.py): as it comes into play each character of any company at a Haven is
rid of one corruption card."""

from __future__ import annotations

import pytest

from domain import coverage
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import resource_long_events
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import LONG_EVENT, Company, State
from tests.rules.rgo_support import company, ids, state

OLD = str(resource_long_events.ELF_SONG_SINCE - 1)


def singing(rgo: RoadGoesEverOn) -> State:
    """Aragorn (two corruption cards) and Legolas (none) at Rivendell, Gimli (one) waiting at
    Moria, Elf-song in hand in the long-event phase."""
    aragorn, gimli, nature, senses, greed, moria = ids(
        rgo, "Aragorn II", "Gimli", "Lure of Nature", "Lure of the Senses", "Greed", "Moria")
    return state(rgo, phase=LONG_EVENT, hand=ids(rgo, "Elf-song"),
                 companies=(Company("c2", moria, company(rgo, "Gimli")),),
                 permanent_hazards=((nature, aragorn), (senses, aragorn), (greed, gimli)))


@pytest.mark.rule("RGO-LONG-1")
def test_elf_song_rids_each_character_at_a_haven_of_one_corruption_card(
        rgo: RoadGoesEverOn) -> None:
    song, aragorn, gimli, nature, senses, greed = ids(
        rgo, "Elf-song", "Aragorn II", "Gimli", "Lure of Nature", "Lure of the Senses", "Greed")
    ctx = Context(rgo, Table(1, {}, singing(rgo)))
    rgo.decide(ctx, f"play-long-event:{song}", {})
    removed = [(f.rule, f["card"], f["character"]) for f in ctx.facts
               if f.kind == "CorruptionCardRemoved"]
    # Aragorn at Rivendell loses the card placed first; Gimli at Moria keeps his.
    assert removed == [("RGO-LONG-1", nature, aragorn)]
    assert ctx.state.permanent_hazards == ((senses, aragorn), (greed, gimli))


@pytest.mark.rule("RGO-LONG-1")
def test_version_86_played_elf_song_with_no_effect_and_the_coverage_reads_it_scripted(
        rgo: RoadGoesEverOn) -> None:
    old = rgo.at_version(OLD)
    assert isinstance(old, RoadGoesEverOn)
    song = ids(rgo, "Elf-song")[0]
    ctx = Context(old, Table(1, {}, singing(rgo)))
    old.decide(ctx, f"play-long-event:{song}", {})
    assert [f.kind for f in ctx.facts if f.kind == "CorruptionCardRemoved"] == []
    assert ctx.state.permanent_hazards == singing(rgo).permanent_hazards
    assert coverage.in_ruleset("road-goes-ever-on", rgo.catalog.get(song)) == \
        coverage.InRuleset(coverage.SCRIPTED)
