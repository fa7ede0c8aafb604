"""Guise of the Necromancer, from ``long_events.SINCE``: the long-event phase (CoE 2.III) and
the Wizards' resource environments played by their cards (GON-GEN-1): Gates of Morning in the
organization phase, the resource long-events in the long-event phase, which first sends those
of the last turn to the discard pile; each does what its card says while in play. The version
before kept them in the hand, the companies moving as the organization phase ended."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine.corruption import DISCARDED
from domain.rulesets.guise_of_the_necromancer import long_events
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules import necromancer_support as gon
from tests.support import of_kind, only

GATES, SUN, LAPSE, SKIES, FOG, MOON, ELF_SONG = ("TW-243", "TW-335", "TW-264", "TW-203",
                                                 "TW-241", "TW-285", "TW-223")
GIANT = "TW-39"
BEFORE = gon.RULESET.at_version(str(long_events.SINCE - 1))


def _moving(*hand: str, **changes: object) -> State:
    """The starting company at Lórien moving to Dol Guldur (a Wilderness, a Border-land, a
    Dark-domain), Wolves face up in the hazard hand, ``hand`` the player's."""
    state = gon.hazards(replace(gon.fresh(), hand=hand), [gon.WOLVES], gon.FILLER)
    _, state = gon.act(replace(state, **changes), f"move:1:{gon.DOL_GULDUR}")  # type: ignore[arg-type]
    return state


@pytest.mark.rule("CoE-5.3", "GON-GEN-1", "GON-HDECK-7")
def test_gates_of_morning_is_played_in_the_organization_phase_and_not_duplicated() -> None:
    assert long_events.SINCE == 76 <= int(gon.RULESET.version)
    state = replace(gon.fresh(), hand=(GATES, GATES))
    assert gon.naming(state, GATES) == [f"permanent-event:{GATES}"]
    facts, played = gon.act(state, f"permanent-event:{GATES}")
    assert [(f.kind, f.rule, dict(f.data)) for f in facts] == [
        ("PermanentEventPlayed", "CoE-5.3", {"card": GATES})]
    assert gon.RULESET.narrate(facts[0]) == \
        "Gates of Morning is played: it stays in play. [CoE-5.3]"
    assert played.permanents == (GATES,) and played.hand == (GATES,)
    assert gon.naming(played, GATES) == []
    assert gon.refused(played, f"permanent-event:{GATES}") == (
        "Gates of Morning is in play already and cannot be duplicated.", "CoE-5.3")
    # A long-event is not played as a permanent-event, nor before its phase.
    sunny = replace(state, hand=(SUN,))
    assert gon.refused(sunny, f"permanent-event:{SUN}") == (
        "Sun is a long-event: played in the long-event phase (long-event:<card>).",
        "CoE-2.III.2")
    assert gon.refused(sunny, f"long-event:{SUN}") == (
        "Sun is played only in the long-event phase (long-event:<card>).", "CoE-2.III.2")
    # The version before keeps it in the hand.
    assert gon.naming(state, GATES, ruleset=BEFORE) == []


@pytest.mark.rule("CoE-2.III", "CoE-2.III.1", "CoE-2.III.2", "GON-GEN-1")
def test_the_long_event_phase_waits_for_a_long_event_and_discards_it_a_turn_later() -> None:
    state = _moving(LAPSE)
    facts, waiting = gon.act(state, "go")
    assert [(f.kind, f.rule, dict(f.data)) for f in facts] == [
        ("PhaseBegan", "CoE-2.III", {"phase": "long-event", "step": "long-events"})]
    assert gon.ids(waiting) == [f"long-event:{LAPSE}", "long-events-done"]
    facts, played = gon.act(waiting, f"long-event:{LAPSE}")
    assert [(f.kind, f.rule, dict(f.data)) for f in facts] == [
        ("LongEventPlayed", "CoE-2.III.2", {"card": LAPSE})]
    assert played.long_in_play == (LAPSE,) and played.hand == ()
    assert gon.ids(played) == ["long-events-done"]
    facts, moving = gon.act(played, "long-events-done", seed=3)
    assert gon.kinds(facts)[0] == "PhaseBegan" and facts[0]["phase"] == "movement-hazard"
    # At the next long-event phase it leaves play for the discard pile.
    later = replace(gon.fresh(), long_in_play=(LAPSE,), hand=())
    facts, after = gon.act(later, "go", seed=3)
    assert [(f.kind, f.rule, dict(f.data)) for f in facts[:3]] == [
        ("PhaseBegan", "CoE-2.III", {"phase": "long-event"}),
        ("LongEventEnded", "CoE-2.III.1", {"card": LAPSE}),
        ("PhaseBegan", "CoE-2.IV", {"phase": "movement-hazard", "pending": ["1"]})]
    assert after.long_in_play == () and after.resource_discard[-1] == LAPSE
    # With nothing to leave and nothing to play the phase passes with no fact of its own.
    facts, _ = gon.act(replace(gon.fresh(), hand=()), "go", seed=3)
    assert facts[0]["phase"] == "movement-hazard"
    # The version before goes straight to the movement/hazard phase, Lapse of Will kept.
    facts, before = gon.act(state, "go", seed=3, ruleset=BEFORE)
    assert facts[0]["phase"] == "movement-hazard" and LAPSE in before.hand
    assert gon.refused(waiting, "long-event:TW-351")[1] == "CoE-2.III.2"


@pytest.mark.rule("CoE-2.III.2")
def test_a_long_event_is_refused_out_of_its_condition_naming_the_card() -> None:
    waiting = replace(gon.fresh(), phase="long-event", step="long-events",
                      hand=(SKIES, FOG, MOON), long_in_play=(MOON,))
    assert gon.ids(waiting) == ["long-events-done"]
    assert gon.refused(waiting, f"long-event:{SKIES}") == (
        "Clear Skies is playable only with Gates of Morning in play.", "CoE-2.III.2")
    assert gon.refused(waiting, f"long-event:{MOON}") == (
        "Moon is in play already and cannot be duplicated.", "CoE-2.III.2")
    assert gon.refused(replace(waiting, hand=()), f"long-event:{SKIES}") == (
        "Clear Skies is not in the hand.", "CoE-2.III.2")
    lit = replace(waiting, permanents=(GATES,))
    assert gon.ids(lit) == [f"long-event:{SKIES}", f"long-event:{FOG}", "long-events-done"]
    assert gon.refused(gon.fresh(), "long-events-done")[1] == "CoE-2.III.2"


@pytest.mark.rule("CoE-2.III", "CoE-3.i", "GON-HH-6")
def test_lapse_of_will_and_sun_with_gates_of_morning_weaken_each_attack() -> None:
    wolves = gon.CATALOG.get(gon.WOLVES).prowess or 0
    for in_play, permanents, weakened in (((LAPSE,), (), -1), ((SUN,), (GATES,), -1),
                                          ((SUN, LAPSE), (GATES,), -2), ((SUN,), (), 0)):
        state = _moving(long_in_play=in_play, permanents=permanents)
        # The last turn's leave play as the phase begins: put them back in, played now.
        state = replace(state, phase="long-event", step="long-events", hand=())
        state = replace(state, long_in_play=in_play)
        facts, _ = gon.act(state, "long-events-done", seed=3)
        declared = only(facts, "AttackDeclared")
        assert declared["attack"]["prowess"] == wolves + weakened
        assert declared.data.get("long_events", []) == \
            [c for c in in_play if weakened and (c == LAPSE or GATES in permanents)]


@pytest.mark.rule("CoE-2.III", "CoE-3.iv.6")
def test_clear_skies_gives_each_character_two_prowess_against_a_strike() -> None:
    state = replace(_moving(), phase="long-event", step="long-events",
                    long_in_play=(SKIES,), permanents=(GATES,))
    facts, _ = gon.acts(state, "long-events-done", seed=3)
    resolved = of_kind(facts, "StrikeResolved")
    assert resolved
    for strike in resolved:
        assert [(m["source"], m["amount"]) for m in strike["check"]["modifiers"]
                if m["source"] == f"card:{SKIES}"] == [(f"card:{SKIES}", 2)]


@pytest.mark.rule("CoE-2.III", "GON-DUD-4", "GON-DUD-1")
def test_fog_and_the_moon_treat_the_regions_of_the_path_for_keying() -> None:
    path = ("wilderness", "border-land", "dark-domain")
    lit = replace(gon.fresh(), permanents=(GATES,))
    played = gon.RULESET.played
    assert long_events.keyed_path(replace(lit, long_in_play=(MOON,)), path, played) == \
        ("border-land", "free-domain", "dark-domain")
    assert long_events.keyed_path(replace(lit, long_in_play=(FOG,)), path, played) == \
        ("wilderness", "wilderness", "shadow-land")
    # No Doors of Night is ever in play: without Gates of Morning the Moon treats nothing.
    assert long_events.keyed_path(replace(gon.fresh(), long_in_play=(MOON,)), path,
                                  played) == path
    assert long_events.keyed_path(replace(lit, long_in_play=(FOG,)), path, BEFORE.played) == \
        path
    # A Giant needs two Wildernesses: under Fog the path has them and it attacks; else a dud.
    state = replace(gon.hazards(_moving(), [GIANT], gon.FILLER), phase="long-event",
                    step="long-events", long_in_play=(FOG,), permanents=(GATES,))
    facts, _ = gon.act(state, "long-events-done", seed=3)
    declared = only(facts, "AttackDeclared")
    assert (declared["card"], declared["keyed"]) == (GIANT, "region-type:wilderness")
    facts, _ = gon.act(replace(state, long_in_play=()), "long-events-done", seed=3)
    assert "AttackDeclared" not in gon.kinds(facts)
    assert GIANT in [f["card"] for f in of_kind(facts, "DudDiscarded")]


@pytest.mark.rule("CoE-2.III", "CoE-7.1", "GON-HH-5")
def test_elf_song_cleanses_the_characters_at_a_haven_and_keeps_them_there() -> None:
    state = replace(gon.fresh(), phase="long-event", step="long-events", hand=(ELF_SONG,),
                    corruption=((gon.SAM, gon.LURE_NATURE, 2), (gon.SAM, gon.LURE_CREATION, 2),
                                (gon.HALDIR, gon.LURE_CREATION, 2)))
    facts, after = gon.act(state, f"long-event:{ELF_SONG}")
    assert [(f.kind, dict(f.data)) for f in facts] == [
        ("LongEventPlayed", {"card": ELF_SONG}),
        ("CorruptionCardRemoved", {"card": gon.LURE_NATURE, "character": gon.SAM,
                                   "by": ELF_SONG}),
        ("CorruptionCardRemoved", {"card": gon.LURE_CREATION, "character": gon.HALDIR,
                                   "by": ELF_SONG})]
    assert after.corruption == ((gon.SAM, gon.LURE_CREATION, 2),)
    # In play, a character at Lórien failing a corruption check by one or two stays.
    heavy = replace(gon.fresh(), long_in_play=(ELF_SONG,),
                    corruption=((gon.HALDIR, gon.LURE_CREATION, 9),))
    facts, kept = gon.with_seed(heavy, f"store:TW-206:{gon.HALDIR}", "CorruptionChecked",
                                "result", DISCARDED)
    assert "CharacterDiscarded" not in gon.kinds(facts)
    assert dict(only(facts, "CharacterKept").data) == {
        "character": gon.HALDIR, "by": ELF_SONG, "instead": "being discarded"}
    assert kept.companies[0].character(gon.HALDIR) is not None
    # Without it he leaves play.
    for seed in range(1, 80):
        facts, _ = gon.act(replace(heavy, long_in_play=()), f"store:TW-206:{gon.HALDIR}",
                           seed=seed)
        if only(facts, "CorruptionChecked")["result"] == DISCARDED:
            assert "CharacterDiscarded" in gon.kinds(facts)
            break
    else:
        raise AssertionError("no seed discards him")


@pytest.mark.rule("CoE-2.III.2", "CoE-5.3")
def test_the_automatic_player_plays_gates_and_the_long_events_that_help() -> None:
    state = replace(gon.fresh(), hand=(GATES,))
    assert gon.RULESET.policy(state, gon.RULESET.actions(state))[0] == \
        f"permanent-event:{GATES}"
    waiting = replace(gon.fresh(), phase="long-event", step="long-events",
                      hand=(MOON, FOG, SKIES), permanents=(GATES,))
    assert gon.RULESET.policy(waiting, gon.RULESET.actions(waiting))[0] == \
        f"long-event:{SKIES}"
    moon = replace(waiting, hand=(MOON, FOG))
    assert gon.RULESET.policy(moon, gon.RULESET.actions(moon))[0] == "long-events-done"


@pytest.mark.rule("GON-GEN-1", "GON-HDECK-7", "GON-WIN-9")
def test_the_coverage_reads_them_scripted_naming_what_never_arises() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    for card in (SUN, LAPSE, SKIES, FOG, ELF_SONG):
        assert rows[card] == coverage.InRuleset(coverage.SCRIPTED)
    assert rows[GATES] == coverage.InRuleset(coverage.SCRIPTED, long_events.COVERAGE[GATES])
    assert "Doors of Night" in rows[MOON].missing
    # Gates of Morning in play, the alternatives needing it are played, not "never"
    # (test_necromancer_gates_treatments).
    assert rows["TW-331"] == coverage.InRuleset(coverage.SCRIPTED)
    assert rows["TW-321"].status == coverage.NOT_IN_RULESET  # Sacrifice of Form
