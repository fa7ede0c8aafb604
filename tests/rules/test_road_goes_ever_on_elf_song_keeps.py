"""The Road Goes Ever On: while Elf-song is in play, a character at a Haven is neither
discarded nor returned to the hand (resource_long_events.kept_by_elf_song): a discard becomes a
``CharacterKept`` fact, while an elimination, or a character elsewhere, goes as before.
Constructed states played with the real ruleset, seeded."""

from __future__ import annotations

import pytest

from domain.engine import coe
from domain.ruleset import Context
from domain.rulesets.road_goes_ever_on import resource_long_events
from domain.rulesets.road_goes_ever_on.elimination import eliminate
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import State
from tests.rules.rgo_support import at_version, ids, run, state

DISCARDED = "failed a corruption check (discarded)"


def singing_at(rgo: RoadGoesEverOn, site: str, song: bool = True) -> State:
    """Aragorn and Legolas at ``site``, Elf-song in play (or not)."""
    return state(rgo, site=ids(rgo, site)[0],
                 long_in_play=ids(rgo, "Elf-song") if song else ())


def lose(rgo: RoadGoesEverOn, s: State, rule: str, out_of_play: bool) -> list[str]:
    def step(ctx: Context[State]) -> None:
        eliminate(ctx, ctx.state.characters[0], rule, DISCARDED, out_of_play=out_of_play)
    facts, _ = run(rgo, s, step)
    return [f.kind for f in facts if f.kind in ("CharacterKept", "CharacterEliminated")]


@pytest.mark.rule("RGO-LONG-1", "CoE-7.1")
def test_a_character_discarded_at_a_haven_stays_while_elf_song_is_in_play(
        rgo: RoadGoesEverOn) -> None:
    aragorn = ids(rgo, "Aragorn II")[0]
    def step(ctx: Context[State]) -> None:
        eliminate(ctx, ctx.state.characters[0], coe.CORRUPTION_CHECK, DISCARDED,
                  out_of_play=False)
    facts, after = run(rgo, singing_at(rgo, "Rivendell"), step)
    kept = next(f for f in facts if f.kind == "CharacterKept")
    # Named by its card id, citing the clause it is played under (LongEventPlayed's).
    assert (kept["character"], kept["by"], kept["instead"], kept.rule) == (
        aragorn, resource_long_events.ELF_SONG, DISCARDED, "RGO-LONG-1")
    assert kept["by"] == ids(rgo, "Elf-song")[0]
    assert rgo.narrate_in(kept, after) == (
        "Elf-song keeps Aragorn II in play at the Haven (failed a corruption check "
        "(discarded)).")
    assert after.character(aragorn) is not None
    assert not any(f.kind == "CharacterEliminated" for f in facts)


@pytest.mark.rule("RGO-LONG-1")
def test_before_the_version_elf_song_keeping_a_character_was_named_by_its_name(
        rgo: RoadGoesEverOn) -> None:
    old = at_version(rgo, str(resource_long_events.ELF_SONG_BY_ID_SINCE - 1))
    def step(ctx: Context[State]) -> None:
        eliminate(ctx, ctx.state.characters[0], coe.CORRUPTION_CHECK, DISCARDED,
                  out_of_play=False)
    facts, _ = run(old, singing_at(rgo, "Rivendell"), step)
    kept = next(f for f in facts if f.kind == "CharacterKept")
    assert (kept["by"], kept.rule) == ("Elf-song", "RGO-LONG-1")


@pytest.mark.rule("RGO-LONG-1", "CoE-3.I.2")
def test_an_elimination_away_from_a_haven_or_without_the_song_goes_as_before(
        rgo: RoadGoesEverOn) -> None:
    # Eliminated (out of play), he leaves the game even at a Haven.
    assert lose(rgo, singing_at(rgo, "Rivendell"), coe.ELIMINATED, True) == [
        "CharacterEliminated"]
    assert lose(rgo, singing_at(rgo, "Moria"), coe.CORRUPTION_CHECK, False) == [
        "CharacterEliminated"]
    assert lose(rgo, singing_at(rgo, "Rivendell", song=False), coe.CORRUPTION_CHECK,
                False) == ["CharacterEliminated"]


@pytest.mark.rule("RGO-LONG-1")
def test_the_version_before_discards_him(rgo: RoadGoesEverOn) -> None:
    old = rgo.at_version(str(resource_long_events.ELF_SONG_KEEPS_SINCE - 1))
    assert isinstance(old, RoadGoesEverOn)
    assert lose(old, singing_at(rgo, "Rivendell"), coe.CORRUPTION_CHECK, False) == [
        "CharacterEliminated"]
