"""Quiet Lands', Stars' and The Evenstar's alternatives with Gates of Morning in play
(``hobbit.gates_treatments`` over the engine's ``gates_treatments``), in Burglar Wants a Good
Job from ``GATES_TREATMENTS_FROM``: a region of the site path or the company's site treated as
another type until the end of the turn, named by the ``region`` or ``site`` argument, and read
as the hazard hand keys its creatures; The Evenstar's +1 prowess to each Elf. The version
before did not offer them and replays as played. Constructed states played with the real
ruleset."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

import pytest

from domain.errors import IllegalAction
from domain.ruleset import Fact
from domain.rulesets.burglar import hazard_events, long_events, moves
from domain.rulesets.burglar.state import LONG_EVENTS, State
from domain.rulesets.burglar.versions import GATES_TREATMENTS_FROM
from domain.rulesets.hobbit.state import LONG_EVENT
from tests.rules import burglar_support as bwj
from tests.support import of_kind, only

GATES, QUIET, STARS, EVENSTAR, MOON = "TW-243", "TW-309", "TW-331", "TW-343", "TW-285"
DRAKE, UVATHA, GHOULS, LUCKY = "TW-20", "TW-107", "TW-38", "TW-269"
MOUNT_GRAM = bwj.CATALOG.find("Mount Gram", "Hero").id
BEFORE = bwj.played_as(str(GATES_TREATMENTS_FROM - 1))
QUIETED, STARLIT = f"play:{QUIET}:treat", f"play:{STARS}:treat"


def long_event(origin: str, to: str, *hand: str, gates: bool = True, **changes: Any) -> State:
    """The long-event phase of a company that moved from ``origin`` to ``to``, ``hand`` its
    resource hand, Gates of Morning in play (``gates``)."""
    return replace(bwj.fresh(), turn_start=origin, location=to, moved=True, phase=LONG_EVENT,
                   step=LONG_EVENTS, hand=hand,
                   resource_environments=(GATES,) if gates else (), **changes)


def hazards(state: State, *hand: str, ruleset: Any = bwj.RULESET) -> list[Fact]:
    """The hazard hand ``hand`` played on the company as its movement/hazard phase goes on
    (the draws done), after what was played in ``state``."""
    moving = bwj.moving(state, state.turn_start, state.location, *hand)
    facts, _ = bwj.advance_from(ruleset, moving)
    return facts


def keyed(facts: list[Fact]) -> list[tuple[str, Any]]:
    return [(f["card"], f.get("keyed")) for f in of_kind(facts, "HazardPlayed")]


def refused(state: State, action: str, args: Mapping[str, Any] | None = None,
            ruleset: Any = bwj.RULESET) -> tuple[str, str | None]:
    with pytest.raises(IllegalAction) as caught:
        bwj.act(state, action, args, ruleset=ruleset)
    return caught.value.message, caught.value.clause


def params(state: State, action: str) -> dict[str, str]:
    return next(dict(a.params) for a in bwj.RULESET.actions(state) if a.id == action)


@pytest.mark.rule("BWJ-SEQ-3", "BWJ-SEQ-10", "BWJ-SEQ-14", "CoE-5.1")
def test_quiet_lands_treats_the_shadow_hold_reached_as_a_ruins_and_lairs_for_the_turn() -> None:
    # Rivendell to Mount Gram, a Shadow-hold by a Wilderness and a Shadow-land: a Cave-drake
    # (a Ruins & Lairs, or two Wildernesses) cannot be keyed to the company.
    state = long_event("Rivendell", "Mount Gram", QUIET)
    assert params(state, QUIETED) == {
        "region": "the region treated, its place in the site path: 2 (shadow-land as "
                  "wilderness)",
        "site": f"or the site treated: {MOUNT_GRAM} (Mount Gram, a shadow-hold as a "
                "ruins-and-lairs)"}
    # The site is listed (its one value); a region, a number, is not.
    assert next(a for a in bwj.RULESET.actions(state) if a.id == QUIETED).candidates == {
        "site": (MOUNT_GRAM,)}
    facts, after = bwj.act(state, QUIETED, {"site": MOUNT_GRAM})
    assert [(f.kind, dict(f.data), f.rule) for f in facts] == [
        ("CardPlayed", {"card": QUIET, "mode": "treat", "target": None, "returns": False},
         "CoE-5.1"),
        ("LandsTreated", {"card": QUIET, "name": "Quiet Lands", "region": None,
                          "site": MOUNT_GRAM, "printed": "shadow-hold",
                          "treated": "ruins-and-lairs"}, "CoE-5.1")]
    assert bwj.RULESET.narrate(facts[1]) == "Quiet Lands: Mount Gram, a shadow-hold, is " \
        "treated as a ruins-and-lairs until the end of the turn. [CoE-5.1]"
    assert (after.hand, after.resource_discard[-1:]) == ((), (QUIET,))
    assert after.resource_treatments == ((QUIET, 0, MOUNT_GRAM, "ruins-and-lairs"),)
    # The site rules and the hazards read it so; the Cave-drake is keyed to it.
    assert moves.site_of(after, bwj.CATALOG).site_type == "ruins-and-lairs"
    assert keyed(hazards(after, DRAKE)) == [(DRAKE, "site-type:ruins-and-lairs")]
    assert keyed(hazards(state, DRAKE)) == []  # not treated: it waits face up
    # Lucky Search, played at a Shadow-hold or Dark-hold, is not at a Ruins & Lairs.
    search = f"play:{LUCKY}:search:{bwj.BILBO}"
    entered = {"phase": "site", "step": "entered", "hand": (LUCKY,)}
    assert search in bwj.ids(replace(state, **entered))
    assert search not in bwj.ids(replace(after, **entered))
    # Once a turn (it cannot be duplicated); the next turn's site is as printed.
    again = replace(after, hand=(QUIET,))
    assert QUIETED not in bwj.ids(again)
    assert refused(again, QUIETED, {"region": 2}) == (
        "Quiet Lands cannot be played now: it cannot be duplicated: it treats a region or a "
        "site once a turn.", "CoE-5.1")
    _, next_turn = bwj.act(replace(after, phase="end-of-turn", step="optional-discard"),
                           "keep")
    assert next_turn.resource_treatments == ()
    # The version before: not offered, the Cave-drake face up.
    assert QUIETED not in [a.id for a in BEFORE.actions(state)]
    assert keyed(hazards(state, DRAKE, ruleset=BEFORE)) == []


@pytest.mark.rule("BWJ-SEQ-3", "BWJ-SEQ-10", "BWJ-SEQ-14", "CoE-5.1")
def test_quiet_lands_treats_a_shadow_land_of_the_path_as_a_wilderness() -> None:
    state = long_event("Rivendell", "Mount Gram", QUIET)
    facts, after = bwj.act(state, QUIETED, {"region": 2})
    assert dict(only(facts, "LandsTreated").data) == {
        "card": QUIET, "name": "Quiet Lands", "region": 2, "site": None,
        "printed": "shadow-land", "treated": "wilderness",
        "path": ["wilderness", "shadow-land"], "path_treated": ["wilderness", "wilderness"]}
    assert hazard_events.path(after, bwj.CATALOG) == ("wilderness", "wilderness")
    # Two Wildernesses now: the Cave-drake is keyed to them; the Ghouls to the Shadow-hold.
    assert keyed(hazards(after, DRAKE)) == [(DRAKE, "region-type:wilderness")]
    assert keyed(hazards(after, GHOULS)) == [(GHOULS, "site-type:shadow-hold")]
    # The Moon with Gates of Morning treats the other Wilderness, not this one again.
    moonlit = replace(after, long_events=((MOON, after.turn),))
    assert long_events.treated(moonlit, bwj.CATALOG, hazard_events.path(after, bwj.CATALOG),
                               bwj.RULESET.played) == (("border-land", "wilderness"), (MOON,))


@pytest.mark.rule("BWJ-SEQ-3", "BWJ-SEQ-11", "BWJ-SEQ-14", "CoE-5.1")
def test_stars_treats_a_dark_domain_as_a_shadow_land_keeping_a_nazgul_off() -> None:
    # Lórien to Mount Gundabad (a Wilderness, a Border-land, a Dark-domain): Ûvatha is keyed
    # to the Dark-domain.
    state = long_event("Lórien", "Mount Gundabad", STARS)
    assert keyed(hazards(state, UVATHA)) == [(UVATHA, "region-type:dark-domain")]
    assert params(state, STARLIT) == {
        "region": "the region treated, its place in the site path: 3 (dark-domain as "
                  "shadow-land)"}
    facts, after = bwj.act(state, STARLIT, {"region": 3})
    assert (only(facts, "LandsTreated")["printed"], only(facts, "LandsTreated")["treated"]) \
        == ("dark-domain", "shadow-land")
    assert keyed(hazards(after, UVATHA)) == []  # no Dark-domain left: it waits face up
    # Stars treats no site.
    assert refused(state, STARLIT, {"site": "Mount Gundabad"}) == (
        "Stars cannot be played now: it treats a region only.", "CoE-5.1")
    assert keyed(hazards(state, UVATHA, ruleset=BEFORE)) == [
        (UVATHA, "region-type:dark-domain")]
    assert STARLIT not in [a.id for a in BEFORE.actions(state)]


@pytest.mark.rule("BWJ-SEQ-3", "CoE-5.1")
def test_the_treatments_are_refused_naming_the_card_and_the_reason_writing_nothing() -> None:
    unlit = long_event("Rivendell", "Mount Gram", QUIET, STARS, gates=False)
    assert QUIETED not in bwj.ids(unlit) and STARLIT not in bwj.ids(unlit)
    assert refused(unlit, QUIETED, {"region": 2}) == (
        "Quiet Lands cannot be played now: it treats a region or a site as another type only "
        "with Gates of Morning in play.", "CoE-5.1")
    state = long_event("Rivendell", "Mount Gram", QUIET, STARS)
    for args, why in (
            ({"region": 1}, "region 1 is no Shadow-land of the site path"),
            ({"region": "2"}, "region '2' is no Shadow-land of the site path"),
            ({}, 'name the region (the "region" argument, its place in the site path) or the '
                 'site (the "site" argument) it treats'),
            ({"region": 2, "site": MOUNT_GRAM}, 'name the region (the "region" argument, its '
             'place in the site path) or the site (the "site" argument) it treats'),
            ({"site": "Rivendell"}, "'Rivendell' is not the company's site")):
        assert refused(state, QUIETED, args) == (
            f"Quiet Lands cannot be played now: {why}.", "CoE-5.1")
    assert refused(state, STARLIT, {"region": 1}) == (
        "Stars cannot be played now: region 1 is no Dark-domain or Shadow-land of the site "
        "path.", "CoE-5.1")
    # A region a resource treated is not treated again: Quiet Lands took the Shadow-land.
    _, quieted = bwj.act(state, QUIETED, {"region": 2})
    assert STARLIT not in bwj.ids(quieted)
    assert refused(quieted, STARLIT, {"region": 2}) == (
        "Stars cannot be played now: the company's site path has no Dark-domain or "
        "Shadow-land.", "CoE-5.1")
    # Out of the long-event phase: not offered (the organization phase, the move unknown).
    organizing = replace(state, phase="organization", step="", moved=False)
    assert QUIETED not in bwj.ids(organizing)
    assert refused(organizing, QUIETED, {"region": 2}) == (
        "Quiet Lands cannot be played now: it treats a region or a site once the company's "
        "move is known, before its hazards (the long-event phase).", "CoE-5.1")


@pytest.mark.rule("BWJ-SEQ-3", "BWJ-SEQ-4", "BWJ-SEQ-14", "CoE-5.1")
def test_a_company_staying_at_a_shadow_hold_may_treat_its_site_and_no_region() -> None:
    # Neither card asks for a move: a company staying at Mount Gram still meets the hazard
    # hand there (BWJ-SEQ-4), its creatures keyed to the site's type, so Quiet Lands' site
    # half is offered; with no site path, no region is (Stars has nothing to treat).
    state = replace(long_event("Mount Gram", "Mount Gram", QUIET, STARS), moved=False)
    assert params(state, QUIETED) == {
        "site": f"the site treated: {MOUNT_GRAM} (Mount Gram, a shadow-hold as a "
                "ruins-and-lairs)"}
    assert STARLIT not in bwj.ids(state)
    assert refused(state, STARLIT, {"region": 1}) == (
        "Stars cannot be played now: the company's site path has no Dark-domain or "
        "Shadow-land.", "CoE-5.1")
    assert refused(state, QUIETED, {"region": 1}) == (
        "Quiet Lands cannot be played now: region 1 is no Shadow-land of the site path.",
        "CoE-5.1")
    facts, after = bwj.act(state, QUIETED, {"site": MOUNT_GRAM})
    assert [(f.kind, f["treated"]) for f in of_kind(facts, "LandsTreated")] == [
        ("LandsTreated", "ruins-and-lairs")]

    def staying(treated: State, *hand: str) -> list[tuple[str, Any]]:
        facts, _ = bwj.advance(bwj.moving(treated, "Mount Gram", "Mount Gram", *hand,
                                          moved=False))
        return keyed(facts)

    # The hazard hand reads the site so: the Cave-drake keyed to it, the Ghouls no more.
    assert (staying(state, DRAKE), staying(after, DRAKE)) == (
        [], [(DRAKE, "site-type:ruins-and-lairs")])
    assert (staying(state, GHOULS), staying(after, GHOULS)) == (
        [(GHOULS, "site-type:shadow-hold")], [])


def bolstered(facts: Sequence[Fact]) -> list[tuple[str, int]]:
    """Who The Evenstar bolsters, and by how much, in the order played."""
    return [(f["character"], f["amount"]) for f in of_kind(facts, "CharacterBolstered")]


@pytest.mark.rule("BWJ-SEQ-10", "BWJ-SEQ-14", "CoE-5.1")
def test_the_evenstar_with_gates_bolsters_each_elf_and_may_treat_a_region() -> None:
    # Thranduil facing a Wolves' strike on the way from Lórien to Moria (two Wildernesses).
    state = replace(bwj.striking(bwj.THRANDUIL), hand=(EVENSTAR,),
                    resource_environments=(GATES,))
    play = f"play:{EVENSTAR}:elf:{bwj.THRANDUIL}"
    assert params(state, play)["region"] == (
        "a region of the site path treated for the rest of the turn (optional): "
        "1 (wilderness as border-land), 2 (wilderness as border-land)")
    facts, after = bwj.act(state, play, {"region": 1})
    assert [(f.kind, f.get("character"), f.get("amount")) for f in facts
            if f.kind == "CharacterBolstered"] == [
        ("CharacterBolstered", bwj.THRANDUIL, 1), ("CharacterBolstered", bwj.THRANDUIL, 1)]
    assert (only(facts, "LandsTreated")["region"], only(facts, "LandsTreated")["treated"]) \
        == (1, "border-land")
    assert hazard_events.path(after, bwj.CATALOG) == ("border-land", "wilderness")
    # Left out, no region is treated; a region it does not treat is refused, nothing written.
    facts, after = bwj.act(state, play)
    assert not of_kind(facts, "LandsTreated") and after.resource_treatments == ()
    assert bolstered(facts) == [(bwj.THRANDUIL, 1), (bwj.THRANDUIL, 1)]
    assert refused(state, play, {"region": 3}) == (
        "The Evenstar cannot be played now: region 3 is no Wilderness or Border-land of the "
        "site path.", "CoE-5.1")
    # Without Gates of Morning: its one Elf +1, no region.
    unlit = replace(state, resource_environments=())
    assert "region" not in params(unlit, play)
    facts, _ = bwj.act(unlit, play)
    assert bolstered(facts) == [(bwj.THRANDUIL, 1)]
    assert refused(unlit, play, {"region": 1}) == (
        "The Evenstar cannot be played now: it treats a region only with Gates of Morning in "
        "play.", "CoE-5.1")
    # The version before: its one Elf +1 only.
    facts, _ = bwj.act(state, play, ruleset=BEFORE)
    assert bolstered(facts) == [(bwj.THRANDUIL, 1)]
    assert not of_kind(facts, "LandsTreated")
