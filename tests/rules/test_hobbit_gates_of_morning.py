"""Gates of Morning (TW-243) in Burglar Wants a Good Job from ``GATES_OF_MORNING_FROM``
(``burglar.gates_of_morning``; CoE 5.3): played in the organization phase, it stays in play and
discards every hazard environment in play (HazardEnvironmentDiscarded); Doors of Night played
by the hazard hand discards it (ResourceEnvironmentDiscarded). While it is in play Clear Skies
and Fog are played, Sun gives Men and Dúnadan one more and each attack -1, the Moon and Fog
treat the site path for keying, Fair Travels in Shadow-lands lowers the limit by two. A second
one, or one outside the organization phase, is refused naming the card and the reason. The
version before kept it in the hand. Constructed states played with the real ruleset."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.engine.combat import Attack
from domain.ruleset import Context, Table
from domain.rulesets.burglar.state import LONG_EVENTS, State
from domain.rulesets.burglar.versions import (
    COCK_CROWS_FROM,
    DARK_QUARRELS_FROM,
    GATES_OF_MORNING_FROM,
)
from domain.rulesets.hobbit.state import LONG_EVENT, Combat
from tests.rules import burglar_support as bwj
from tests.support import only

GATES, DOORS, NIGHT, AWAKEN_MINIONS, BALROG = "TW-243", "TW-28", "TW-69", "TW-10", "TW-12"
SUN, MOON, FOG, CLEAR_SKIES, LAPSE = "TW-335", "TW-285", "TW-241", "TW-203", "TW-264"
ARAGORN, ORC_PATROL, UVATHA, FAIR_SHADOW = "TW-120", "TW-74", "TW-107", "TW-236"
PLAY = f"play:{GATES}:environment"
BEFORE = bwj.played_as(str(GATES_OF_MORNING_FROM - 1))


def organizing(**changes: Any) -> State:
    """The Burglar at Rivendell in the organization phase, Gates of Morning in hand (or
    ``changes``' hand)."""
    return replace(bwj.at(bwj.fresh(), "Rivendell"), **{"hand": (GATES,), **changes})


def lit(state: State) -> State:
    """``state`` with Gates of Morning in play."""
    return replace(state, resource_environments=(GATES,))


def refused(state: State, action: str = PLAY, ruleset: Any = bwj.RULESET) -> tuple[str, Any]:
    return bwj.refusal(state, action, ruleset)


@pytest.mark.rule("CoE-5.3", "BWJ-SEQ-2", "BWJ-LONG-1")
def test_gates_of_morning_comes_into_play_discarding_the_hazard_environments() -> None:
    assert GATES_OF_MORNING_FROM <= int(bwj.RULESET.version)
    state = organizing(environments=(DOORS, BALROG),
                       long_events=((NIGHT, 1), (AWAKEN_MINIONS, 1), (SUN, 1)))
    assert PLAY in bwj.ids(state)
    assert bwj.RULESET.policy(state, bwj.RULESET.actions(state))[0] == PLAY
    facts, after = bwj.act(state, PLAY)
    assert [(f.kind, dict(f.data), f.rule) for f in facts] == [
        ("ResourceEnvironmentInPlay", {"card": GATES, "name": "Gates of Morning"}, "CoE-5.3"),
        ("HazardEnvironmentDiscarded", {"card": DOORS, "by": GATES}, "CoE-5.3"),
        ("HazardEnvironmentDiscarded", {"card": NIGHT, "played": 1, "by": GATES}, "CoE-5.3")]
    assert [bwj.RULESET.narrate(f) for f in facts] == [
        "Gates of Morning is played: it stays in play. [CoE-5.3]",
        "Gates of Morning discards Doors of Night, a hazard environment. [CoE-5.3]",
        "Gates of Morning discards Night, a hazard environment. [CoE-5.3]"]
    # Balrog of Moria and Awaken Minions are no environments, Sun a resource: they stay.
    assert (after.resource_environments, after.environments, after.long_events) == (
        (GATES,), (BALROG,), ((AWAKEN_MINIONS, 1), (SUN, 1)))
    assert (after.hand, after.hazard_discard[-2:]) == ((), (DOORS, NIGHT))
    assert bwj.RULESET.board(after)["resource_environments"] == ["Gates of Morning"]
    # It is no long-event: it does not leave after two turns.
    _, later = bwj.act(replace(after, turn=5), "stay")
    assert later.resource_environments == (GATES,)
    # The version before kept it in the hand.
    assert PLAY not in [a.id for a in BEFORE.actions(state)]


@pytest.mark.rule("CoE-5.3")
def test_gates_of_morning_is_refused_outside_its_condition_naming_why() -> None:
    second = lit(organizing())
    assert PLAY not in bwj.ids(second)
    assert refused(second) == ("Gates of Morning cannot be played now: it is in play already "
                               "and cannot be duplicated.", "CoE-5.3")
    site_phase = organizing(phase="site", step="before-entering")
    assert PLAY not in bwj.ids(site_phase)
    assert refused(site_phase) == ("Gates of Morning cannot be played now: it is played in the "
                                   "organization phase.", "CoE-5.3")
    assert refused(organizing(), f"play:{GATES}:{bwj.BILBO}") == (
        "Gates of Morning cannot be played now: it is played as 'environment', not "
        f"'{bwj.BILBO}'.", "CoE-5.3")


@pytest.mark.rule("BWJ-SEQ-15", "CoE-5.3")
def test_doors_of_night_discards_gates_of_morning() -> None:
    state = lit(replace(bwj.fresh(), long_events=((SUN, 1),), row=(DOORS,), turn=2))
    ctx = Context(bwj.RULESET, Table(7, {}, state))
    bwj.RULESET._play_hazard(ctx, DOORS, [])
    gone = only(ctx.facts, "ResourceEnvironmentDiscarded")
    assert (gone.rule, gone.data) == ("CoE-5.3", {"card": GATES, "by": DOORS})
    assert bwj.RULESET.narrate(gone) == (
        "Doors of Night discards Gates of Morning, a resource environment. [CoE-5.3]")
    assert (ctx.state.resource_environments, ctx.state.long_events, ctx.state.environments) \
        == ((), (), (DOORS,))
    assert ctx.state.resource_discard[-2:] == (SUN, GATES)


def _long_event_phase(*hand: str, gates: bool = True) -> State:
    state = replace(bwj.fresh(), phase=LONG_EVENT, step=LONG_EVENTS, hand=hand)
    return lit(state) if gates else state


@pytest.mark.rule("BWJ-SEQ-3", "BWJ-LONG-1")
def test_clear_skies_and_fog_are_played_with_gates_of_morning_in_play() -> None:
    state = _long_event_phase(CLEAR_SKIES, FOG)
    assert bwj.ids(state) == [f"long-event:{CLEAR_SKIES}", f"long-event:{FOG}",
                              "long-events-done"]
    facts, after = bwj.act(state, f"long-event:{CLEAR_SKIES}")
    assert ([f.kind for f in facts], after.long_events) == (["LongEventPlayed"],
                                                            ((CLEAR_SKIES, 1),))
    dark = _long_event_phase(CLEAR_SKIES, FOG, gates=False)
    assert bwj.ids(dark) == ["long-events-done"]
    assert refused(dark, f"long-event:{CLEAR_SKIES}") == (
        "Clear Skies is playable only with Gates of Morning in play.",
        "BWJ-SEQ-3")
    # The version before: none is ever in play.
    assert refused(state, f"long-event:{FOG}", BEFORE)[0] == (
        "Fog is playable only with Gates of Morning in play, and no Gates of Morning is ever "
        "in play in this game.")


def _declared(attack: Attack, *in_play: str, gates: bool = True,
              ruleset: Any = bwj.RULESET) -> Mapping[str, Any]:
    state = replace(bwj.fresh(), long_events=tuple((e, 1) for e in in_play))
    ctx = Context(ruleset, Table(7, {}, lit(state) if gates else state))
    ruleset._declare(ctx, attack, "hand", attack.source)
    return only(ctx.facts, "AttackDeclared").data


@pytest.mark.rule("BWJ-LONG-1", "CoE-3.iv.6")
def test_sun_and_clear_skies_with_gates_of_morning_in_play() -> None:
    orcs = Attack.from_creature(bwj.CATALOG.get(ORC_PATROL), 1)  # prowess 6
    declared = _declared(orcs, SUN)
    assert (Attack.from_json(declared["attack"]).prowess, declared["long_events"]) == (5, [SUN])
    for plain in (_declared(orcs, SUN, gates=False), _declared(orcs, SUN, ruleset=BEFORE)):
        assert (Attack.from_json(plain["attack"]).prowess, plain["long_events"]) == (6, [])
    # A Dúnadan has one more from Sun; every character two from Clear Skies.
    aragorn = lit(bwj.striking(ARAGORN, long_events=((SUN, 1),)))
    facts, _ = bwj.act(aragorn, "roll", seed=3)
    resolved = only(facts, "StrikeResolved").data
    assert bwj.card_modifiers(resolved, SUN) == [
        (1, "Sun in play", "BWJ-LONG-1"), (1, "Sun with Gates of Morning in play", "BWJ-LONG-1")]
    assert resolved["prowess"] == bwj.CATALOG.get(ARAGORN).prowess + 2
    facts, _ = bwj.act(aragorn, "roll", seed=3, ruleset=BEFORE)
    assert bwj.card_modifiers(only(facts, "StrikeResolved").data, SUN) == [
        (1, "Sun in play", "BWJ-LONG-1")]
    skies = lit(bwj.striking(bwj.BILBO, long_events=((CLEAR_SKIES, 1),)))
    facts, _ = bwj.act(skies, "roll", seed=3)
    assert bwj.card_modifiers(only(facts, "StrikeResolved").data, CLEAR_SKIES) == [
        (2, "Clear Skies in play", "BWJ-LONG-1")]


def _to_dol_guldur(*in_play: str) -> State:
    return lit(replace(bwj.at(bwj.fresh(), "Lórien"), location="Dol Guldur", moved=True,
                       phase="movement-hazard", row=(UVATHA,),
                       long_events=tuple((e, 1) for e in in_play)))


@pytest.mark.rule("BWJ-LONG-1", "BWJ-SEQ-14")
def test_the_moon_and_fog_treat_the_site_path_with_gates_of_morning_in_play() -> None:
    # Lórien to Dol Guldur: Wilderness, Border-land, Dark-domain. Ûvatha is keyed to a
    # Dark-domain or a Dark-hold: under Fog the Dark-domain is a Shadow-land.
    assert bwj.RULESET._playable(_to_dol_guldur(MOON), UVATHA) == [
        "region-type:dark-domain", "site-type:dark-hold"]
    both = _to_dol_guldur(MOON, FOG)
    assert bwj.RULESET._playable(both, UVATHA) == ["site-type:dark-hold"]
    ctx = Context(bwj.RULESET, Table(7, {}, both))
    bwj.RULESET._play_hazard(ctx, UVATHA, ["site-type:dark-hold"])
    played = only(ctx.facts, "HazardPlayed")
    assert (played["treated_by"], played["path"], played["treated"]) == (
        [MOON, FOG], ["wilderness", "border-land", "dark-domain"],
        ["border-land", "free-domain", "shadow-land"])
    assert bwj.RULESET.narrate(played) == (
        "Hazard 1 is played: Ûvatha the Horseman (keyed to Dark-hold), Moon and Fog "
        "treating the site path as Border-land, Free-domain, Shadow-land. [BWJ-SEQ-10]")
    # The Moon alone names itself as it always did.
    ctx = Context(bwj.RULESET, Table(7, {}, _to_dol_guldur(MOON)))
    bwj.RULESET._play_hazard(ctx, UVATHA, ["site-type:dark-hold"])
    assert only(ctx.facts, "HazardPlayed")["moon"] == MOON
    # The version before: Gates of Morning never in play, the path as printed.
    assert BEFORE._playable(both, UVATHA) == ["region-type:dark-domain", "site-type:dark-hold"]


@pytest.mark.rule("BWJ-SEQ-13", "BWJ-SEQ-3")
def test_fair_travels_in_shadow_lands_lowers_the_limit_by_two_with_gates_of_morning() -> None:
    state = bwj.fresh()
    for name in ("Aragorn II", "Thranduil", "Legolas"):  # size 4
        state = bwj.with_hand(state, bwj.CATALOG.find(name).id)
    state = lit(bwj.at(state, "Rivendell", hand=(FAIR_SHADOW,)))
    mount_gram = bwj.CATALOG.find("Mount Gram").id  # Wilderness, Shadow-land
    _, moved = bwj.act(state, f"move:{mount_gram}")
    facts, _ = bwj.act(moved, f"play:{FAIR_SHADOW}:limit")
    assert only(facts, "HazardLimitModified")["amount"] == -2
    _, before = bwj.act(state, f"move:{mount_gram}", ruleset=BEFORE)
    facts, _ = bwj.act(before, f"play:{FAIR_SHADOW}:limit", ruleset=BEFORE)
    assert only(facts, "HazardLimitModified")["amount"] == -1


@pytest.mark.rule("CoE-5.3")
def test_the_coverage_reads_gates_of_morning_scripted(starter: Catalog) -> None:
    rows = {r.card_id: dict(r.rulesets)["burglar"] for r in coverage.coverage(starter)}
    for card in (GATES, CLEAR_SKIES, FOG, SUN, MOON, FAIR_SHADOW):
        assert rows[card] == coverage.InRuleset(coverage.SCRIPTED), card


DARK_QUARRELS, DARK_QUARRELS_2 = "TW-207", "TW-208"
HALVE = f"play:{DARK_QUARRELS}:halve"
BEFORE_QUARRELS = bwj.played_as(str(DARK_QUARRELS_FROM - 1))


def _wolves(*hand: str, gates: bool = True, strikes: int = 3) -> State:
    """Wolves (3 strikes) attack the company on its way to Moria, before strikes are
    assigned; ``hand`` in the hand."""
    attack = Attack.from_creature(bwj.CATALOG.get(bwj.WOLVES), 1)
    attack = attack.modified(strikes - attack.strikes, 0)
    state = replace(bwj.moving(bwj.fresh(), "Lórien", "Moria"), hand=hand,
                    combat=Combat(attack, "draw", bwj.WOLVES))
    return lit(state) if gates else state


@pytest.mark.rule("CoE-3.i", "CoE-5.1")
def test_dark_quarrels_halves_any_attack_with_gates_of_morning_in_play() -> None:
    state = _wolves(DARK_QUARRELS)
    assert [a for a in bwj.ids(state) if a.startswith("play:")] == [HALVE]  # no cancel: Wolves
    assert bwj.RULESET.policy(state, bwj.RULESET.actions(state))[0] == HALVE
    facts, after = bwj.act(state, HALVE)
    halved = only(facts, "AttackStrikesSet")
    assert (halved.rule, halved["strikes"], halved["was"], halved["by"]) == (
        "CoE-3.i", 2, 3, DARK_QUARRELS)
    assert after.combat is not None and after.combat.attack.strikes == 2
    assert DARK_QUARRELS in after.resource_discard
    # The second printing plays as the first.
    assert f"play:{DARK_QUARRELS_2}:halve" in bwj.ids(_wolves(DARK_QUARRELS_2))
    # Without Gates of Morning, on one strike, or in the version before: refused, naming why.
    dark = _wolves(DARK_QUARRELS, gates=False)
    assert HALVE not in bwj.ids(dark)
    assert refused(dark, HALVE) == ("Dark Quarrels cannot be played now: its 'halve' is "
                                    "played only with Gates of Morning in play.", "CoE-5.1")
    single = _wolves(DARK_QUARRELS, strikes=1)
    assert HALVE not in bwj.ids(single)
    assert refused(single, HALVE)[0] == ("Dark Quarrels cannot be played now: the attack has "
                                         "1 strike: halved, it stays so.")
    assert HALVE not in [a.id for a in BEFORE_QUARRELS.actions(state)]


COCK_CROWS, LURE_OF_NATURE, SIEGE, TRAITOR = "TW-342", "TW-58", "TW-87", "TW-105"
BEFORE_CROWS = bwj.played_as(str(COCK_CROWS_FROM - 1))


@pytest.mark.rule("CoE-5.1", "CoE-7.3")
def test_the_cock_crows_discards_a_hazard_permanent_event_with_gates_of_morning_in_play() -> None:
    rivendell = bwj.CATALOG.find("Rivendell").id
    state = lit(organizing(hand=(COCK_CROWS,), environments=(BALROG,),
                           corruption=((bwj.BILBO, LURE_OF_NATURE, 2),),
                           sieges=((SIEGE, rivendell),)))
    discard = f"play:{COCK_CROWS}:discard"
    assert [a for a in bwj.ids(state) if a.startswith(discard)] == [
        f"{discard}:{BALROG}", f"{discard}:{LURE_OF_NATURE}@{bwj.BILBO}",
        f"{discard}:{SIEGE}@{rivendell}"]
    alone = replace(state, corruption=(), sieges=())
    assert bwj.RULESET.policy(alone, bwj.RULESET.actions(alone))[0] == f"{discard}:{BALROG}"
    facts, after = bwj.act(state, f"{discard}:{BALROG}")
    assert [(f.kind, dict(f.data), f.rule) for f in facts] == [
        ("CardPlayed", {"card": COCK_CROWS, "mode": "discard", "target": None,
                        "returns": False}, "CoE-5.1"),
        ("HazardEventLeft", {"card": BALROG, "name": "Balrog of Moria", "by": COCK_CROWS},
         "CoE-5.1")]
    assert bwj.RULESET.narrate(facts[1]) == "The Cock Crows discards Balrog of Moria. [CoE-5.1]"
    assert (after.environments, after.hand, after.hazard_discard[-1],
            after.resource_discard[-1]) == ((), (), BALROG, COCK_CROWS)
    facts, after = bwj.act(state, f"{discard}:{LURE_OF_NATURE}@{bwj.BILBO}")
    assert dict(only(facts, "CorruptionCardRemoved").data) == {
        "card": LURE_OF_NATURE, "character": bwj.BILBO, "by": "The Cock Crows"}
    assert after.corruption == () and after.hazard_discard[-1] == LURE_OF_NATURE
    facts, after = bwj.act(state, f"{discard}:{SIEGE}@{rivendell}")
    lifted = only(facts, "SiegeLifted")
    assert bwj.RULESET.narrate(lifted) == (
        "The Cock Crows discards the Siege on Rivendell. [CoE-5.1]")
    assert after.sieges == () and after.hazard_discard[-1] == SIEGE
    # Without Gates of Morning, with none in play, a hazard not in play, the version before.
    dark = replace(state, resource_environments=())
    assert not [a for a in bwj.ids(dark) if a.startswith(discard)]
    assert refused(dark, f"{discard}:{BALROG}") == (
        "The Cock Crows cannot be played now: its 'discard' is played only with Gates of "
        "Morning in play.", "CoE-5.1")
    assert refused(replace(state, environments=(), corruption=(), sieges=()),
                   f"{discard}:{BALROG}") == ("The Cock Crows cannot be played now: no hazard "
                                              "permanent-event is in play.", "CoE-5.1")
    assert refused(state, f"{discard}:{DOORS}") == (
        f"The Cock Crows cannot be played now: {DOORS} is no hazard permanent-event in play.",
        "CoE-5.1")
    assert not [a.id for a in BEFORE_CROWS.actions(state) if a.id.startswith(discard)]
    # A Traitor waiting for a failed corruption check is one too.
    waiting = replace(alone, environments=(), traitors=(TRAITOR,))
    assert [a for a in bwj.ids(waiting) if a.startswith(discard)] == [f"{discard}:{TRAITOR}"]
    _, after = bwj.act(waiting, f"{discard}:{TRAITOR}")
    assert (after.traitors, after.hazard_discard[-1]) == ((), TRAITOR)
