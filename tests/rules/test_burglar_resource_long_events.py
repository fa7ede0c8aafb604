"""Burglar Wants a Good Job from ``long_events.SINCE`` plays The Wizards' resource long-events
by their cards while they stay in play (BWJ-LONG-1, BWJ-SEQ-3; ``engine.resource_long_events``,
shared with The Road Goes Ever On): Lapse of Will weakens each attack, Sun strengthens a
Dúnadan against his strike, the Moon treats the site path under Doors of Night, Elf-song keeps
a character at a Haven; Clear Skies and Fog without Gates of Morning in play, and a second Sun,
are refused naming the card and the reason (with it in play:
test_hobbit_gates_of_morning.py). The version before plays them as it did: in play two turns,
doing nothing. Constructed states played with the real ruleset."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.engine.checks import Modifier
from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.burglar import long_events
from domain.rulesets.burglar.ruleset import BurglarWantsAGoodJob
from domain.rulesets.burglar.state import LONG_EVENTS, State
from domain.rulesets.hobbit.state import LONG_EVENT
from tests.rules.burglar_support import (
    BILBO,
    CATALOG,
    RULESET,
    act,
    at,
    card_modifiers,
    fresh,
    played_as,
    striking,
)
from tests.support import of_kind, only

LAPSE, SUN, MOON, ELF_SONG, CLEAR_SKIES, FOG = "TW-264", "TW-335", "TW-285", "TW-223", \
    "TW-203", "TW-241"
ARAGORN, ORC_PATROL, WITCH_KING, UVATHA, DOORS = "TW-120", "TW-74", "TW-113", "TW-107", "TW-28"
BEFORE = played_as(str(long_events.SINCE - 1))


def _declared(attack: Attack, *in_play: str,
              ruleset: BurglarWantsAGoodJob = RULESET) -> Mapping[str, Any]:
    state = replace(fresh(), long_events=tuple((e, 1) for e in in_play))
    ctx = Context(ruleset, Table(7, {}, state))
    ruleset._declare(ctx, attack, "hand", attack.source)
    return only(ctx.facts, "AttackDeclared").data


def _prowess(declared: Mapping[str, Any]) -> int:
    return Attack.from_json(declared["attack"]).prowess


@pytest.mark.rule("BWJ-LONG-1")
def test_lapse_of_will_takes_one_off_each_attack_and_three_off_a_nazgul() -> None:
    orcs = Attack.from_creature(CATALOG.get(ORC_PATROL), 1)  # prowess 6
    nazgul = Attack.from_creature(CATALOG.get(WITCH_KING), 1)  # prowess 17
    declared = _declared(orcs, LAPSE)
    assert (_prowess(declared), declared["long_events"]) == (5, [LAPSE])
    assert _prowess(_declared(nazgul, LAPSE)) == 14
    moria = CATALOG.find("Moria", "Hero")  # an automatic-attack too
    automatic = Attack.automatic_attack(moria, moria.automatic_attacks[0], 1)
    assert _prowess(_declared(automatic, LAPSE)) == automatic.prowess - 1
    # Sun gives attacks nothing: its -1 needs Gates of Morning, not in play here.
    assert (_prowess(_declared(orcs, SUN)), _declared(orcs, SUN)["long_events"]) == (6, [])
    # The version before: in play, doing nothing.
    before = _declared(orcs, LAPSE, ruleset=BEFORE)
    assert (_prowess(before), before["long_events"]) == (6, [])


def _striking(who: str, *in_play: str) -> State:
    return striking(who, long_events=tuple((e, 1) for e in in_play))


def _sun_modifiers(data: Mapping[str, Any]) -> list[tuple[Any, ...]]:
    return card_modifiers(data, SUN)


@pytest.mark.rule("BWJ-LONG-1")
def test_sun_gives_a_dunadan_one_prowess_against_his_strike() -> None:
    facts, _ = act(_striking(ARAGORN, SUN), "roll", seed=3)
    resolved = only(facts, "StrikeResolved").data
    aragorn = CATALOG.get(ARAGORN)
    assert resolved["prowess"] == aragorn.prowess + 1
    assert _sun_modifiers(resolved) == [(1, "Sun in play", "BWJ-LONG-1")]
    # A Hobbit gets nothing, and the version before gives the Dúnadan nothing.
    facts, _ = act(_striking(BILBO, SUN), "roll", seed=3)
    assert _sun_modifiers(only(facts, "StrikeResolved").data) == []
    facts, _ = act(_striking(ARAGORN, SUN), "roll", seed=3, ruleset=BEFORE)
    assert only(facts, "StrikeResolved").data["prowess"] == aragorn.prowess


def _long_event_phase(*hand: str, in_play: tuple[str, ...] = ()) -> State:
    return replace(fresh(), phase=LONG_EVENT, step=LONG_EVENTS, hand=hand,
                   long_events=tuple((e, 1) for e in in_play))


def _refusal(state: State, action: str,
             ruleset: BurglarWantsAGoodJob = RULESET) -> tuple[str, str | None]:
    with pytest.raises(IllegalAction) as refused:
        act(state, action, ruleset=ruleset)
    return str(refused.value), refused.value.clause


@pytest.mark.rule("BWJ-SEQ-3", "BWJ-LONG-1")
def test_what_needs_gates_of_morning_and_a_second_sun_are_refused() -> None:
    state = _long_event_phase(CLEAR_SKIES, FOG, LAPSE, SUN)
    assert [a.id for a in RULESET.actions(state)] == [
        f"long-event:{LAPSE}", f"long-event:{SUN}", "long-events-done"]
    assert _refusal(state, f"long-event:{CLEAR_SKIES}") == (
        "Clear Skies is playable only with Gates of Morning in play. [BWJ-SEQ-3]", "BWJ-SEQ-3")
    assert _refusal(state, f"long-event:{FOG}")[0].startswith("Fog is playable only with")
    shining = _long_event_phase(SUN, in_play=(SUN,))
    assert [a.id for a in RULESET.actions(shining)] == ["long-events-done"]
    assert _refusal(shining, f"long-event:{SUN}") == (
        "Sun is in play already and cannot be duplicated. [BWJ-SEQ-3]", "BWJ-SEQ-3")
    # Played, it stays two turns as before.
    facts, after = act(state, f"long-event:{LAPSE}")
    assert ([f.kind for f in facts], after.long_events) == (["LongEventPlayed"], ((LAPSE, 1),))
    # The version before played each.
    assert [a.id for a in BEFORE.actions(state)] == [
        f"long-event:{CLEAR_SKIES}", f"long-event:{FOG}", f"long-event:{LAPSE}",
        f"long-event:{SUN}", "long-events-done"]
    assert [a.id for a in BEFORE.actions(shining)] == [f"long-event:{SUN}", "long-events-done"]


def _to_dol_guldur(*in_play: str, doors: bool = True) -> State:
    return replace(at(fresh(), "Lórien"), location="Dol Guldur", moved=True,
                   phase="movement-hazard", row=(UVATHA,),
                   long_events=tuple((e, 1) for e in in_play),
                   environments=(DOORS,) if doors else ())


@pytest.mark.rule("BWJ-LONG-1", "BWJ-SEQ-14")
def test_the_moon_under_doors_of_night_treats_the_site_path_for_the_hazards() -> None:
    # Lórien to Dol Guldur: Wilderness, Border-land, Dark-domain; Ûvatha the Horseman is
    # keyed to a Dark-domain or a Dark-hold, and under the Moon the Dark-domain is a Shadow-land.
    moonlit = _to_dol_guldur(MOON)
    assert RULESET._playable(moonlit, UVATHA) == ["site-type:dark-hold"]
    assert RULESET._playable(_to_dol_guldur(MOON, doors=False), UVATHA) == [
        "region-type:dark-domain", "site-type:dark-hold"]
    assert BEFORE._playable(moonlit, UVATHA) == [
        "region-type:dark-domain", "site-type:dark-hold"]
    ctx = Context(RULESET, Table(7, {}, moonlit))
    RULESET._play_hazard(ctx, UVATHA, RULESET._playable(moonlit, UVATHA) or [])
    played = only(ctx.facts, "HazardPlayed")
    assert (played["keyed"], played["moon"], played["path"], played["treated"]) == (
        "site-type:dark-hold", MOON, ["wilderness", "border-land", "dark-domain"],
        ["wilderness", "border-land", "shadow-land"])
    assert RULESET.narrate(played) == (
        "Hazard 1 is played: Ûvatha the Horseman (keyed to Dark-hold), the Moon "
        "treating the site path as Wilderness, Border-land, Shadow-land. [BWJ-SEQ-10]")


@pytest.mark.rule("BWJ-LONG-1", "BWJ-WIN-5")
def test_elf_song_keeps_the_burglar_at_a_haven_from_a_failed_check() -> None:
    # Seed 9: Bilbo rolls 2, +4 his card, -6 here: 0 against his 1 corruption point.
    state = replace(at(fresh(), "Rivendell"), long_events=((ELF_SONG, 1),))
    bilbo = state.company[0]
    push = [Modifier(-6, "test", "a heavy check", "CoE-7.1")]
    ctx = Context(RULESET, Table(9, {}, state))
    RULESET._corruption_checked(ctx, bilbo, push)
    assert only(ctx.facts, "CorruptionChecked")["result"] == "discarded"
    kept = only(ctx.facts, "CharacterKept")
    # Named by its card id from 136 (KEEPER_CITED_FROM), its line naming the card.
    assert (kept.rule, kept.data) == ("BWJ-LONG-1", {
        "character": BILBO, "by": ELF_SONG, "instead": "a failed corruption check"})
    assert RULESET.narrate(kept) == ("Bilbo stays at the Haven: Elf-song keeps him from a "
                                     "failed corruption check. [BWJ-LONG-1]")
    assert [c.card_id for c in ctx.state.company] == [BILBO] and ctx.state.outcome is None
    # Away from a Haven, or the version before, he is discarded and the game lost.
    for ruleset, where in ((RULESET, "Moria"), (BEFORE, "Rivendell")):
        away = replace(state, location=where, turn_start=where)
        ctx = Context(ruleset, Table(9, {}, away))
        ruleset._corruption_checked(ctx, bilbo, push)
        assert not of_kind(ctx.facts, "CharacterKept")
        assert only(ctx.facts, "CharacterDiscarded")["character"] == BILBO
        assert ctx.state.outcome == "lost"


@pytest.mark.rule("BWJ-LONG-1")
def test_the_coverage_reads_the_scripts(starter: Catalog) -> None:
    rows = {r.card_id: dict(r.rulesets)["burglar"] for r in coverage.coverage(starter)}
    assert rows[LAPSE] == coverage.InRuleset(coverage.SCRIPTED)  # nothing left out
    assert rows[SUN] == coverage.InRuleset(coverage.SCRIPTED, long_events.COVERAGE[SUN])
    # Gates of Morning, which Clear Skies needs, comes into play (``gates_of_morning``).
    assert rows[CLEAR_SKIES] == coverage.InRuleset(coverage.SCRIPTED)
    assert {card for card, row in rows.items() if card in long_events.COVERAGE
            and row.status == coverage.SCRIPTED} == set(long_events.COVERAGE)
