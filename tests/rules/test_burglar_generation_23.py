"""The engine's twenty-third generation of scripted cards (``effects.LATER``) in Burglar Wants a
Good Job, read from version 60 (``hobbit.flights``): in the organization phase, before the
company moves, Eagle-mounts (at Eagles' Eyrie, a diplomat in the company) moves it to a site of
the site deck but a Shadow-hold or Dark-hold, only creatures keyed to its new site played on
it; Paths of the Dead (at Dunharrow, Aragorn II in the company) moves it to the Vale of Erech,
only Undead played on it, each whatever its keying. Neither move has a site path. Elsewhere
each is refused naming the card and the reason. Version 59 replays as played: declared."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.errors import IllegalAction
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import GENERATION_23_FROM
from tests.rules import burglar_support as bwj
from tests.support import of_kind

EAGLE_MOUNTS, PATHS, FRODO, ARAGORN = "TW-220", "TW-302", "TW-152", "TW-120"
EAGLES_EYRIE, WEATHERTOP, DUNHARROW, ERECH = "TW-391", "TW-436", "TW-389", "TW-434"
BARROW_WIGHT = "TW-14"
BEFORE = bwj.played_as(str(GENERATION_23_FROM - 1))
LORIEN, MORIA = "TW-408", "TW-413"


def _organizing(site: str, hand_character: str, card: str) -> State:
    """The Burglar and a Hand at ``site`` in the organization phase, ``card`` in the hand, the
    site deck the default one with Eagles' Eyrie, Weathertop, Dunharrow and the Vale of
    Erech."""
    state = bwj.with_hand(bwj.fresh(), hand_character)
    return replace(bwj.at(state, site), hand=(card,),
                   sites=(*state.sites, EAGLES_EYRIE, WEATHERTOP, DUNHARROW, ERECH))


def _named(actions: list[str], card: str) -> list[str]:
    return [a for a in actions if card in a]


@pytest.mark.rule("BWJ-SEQ-2", "BWJ-SEQ-5", "BWJ-SEQ-10", "BWJ-SEQ-11")
def test_eagle_mounts_fly_a_diplomats_company_to_a_site(starter: Catalog) -> None:
    assert int(bwj.RULESET.version) >= GENERATION_23_FROM
    state = _organizing("Eagles’ Eyrie", FRODO, EAGLE_MOUNTS)  # Frodo, a diplomat
    offered = _named(bwj.ids(state), EAGLE_MOUNTS)
    # Every site of the site deck but its own and the Shadow-holds (Moria, Mount Gram).
    assert offered == [f"play:{EAGLE_MOUNTS}:fly:{s}" for s in (
        "TW-372", "TW-376", LORIEN, "TW-421", "TW-428", "TW-432", WEATHERTOP, DUNHARROW,
        ERECH)]
    assert _named([a.id for a in BEFORE.actions(state)], EAGLE_MOUNTS) == \
        [f"declare:{EAGLE_MOUNTS}"]
    facts, after = bwj.act(state, f"play:{EAGLE_MOUNTS}:fly:{WEATHERTOP}")
    assert [(f.kind, f.rule) for f in facts][:3] == [
        ("CardPlayed", "CoE-5.1"), ("KeyingLimitedToSite", "CoE-5.1"),
        ("CounterMoved", "CoE-5.1")]
    assert dict(facts[2].data) == {"origin": "Eagles’ Eyrie", "to": "Weathertop",
                                   "by": EAGLE_MOUNTS}
    assert (after.location, after.moved_by, after.site_keying_only) == \
        ("Weathertop", EAGLE_MOUNTS, True)
    assert after.phase == "movement-hazard" and EAGLE_MOUNTS in after.resource_discard
    # No site path: Wolves, keyed to a Wilderness only, stay face up; an Orc-patrol keyed to
    # the Ruins & Lairs attacks.
    flown = bwj.moving(bwj.fresh(), "Eagles’ Eyrie", "Weathertop", bwj.WOLVES,
                       bwj.ORC_PATROL, moved_by=EAGLE_MOUNTS, site_keying_only=True)
    facts, attacked = bwj.advance(flown)
    assert [(f["card"], f["keyed"]) for f in of_kind(facts, "HazardPlayed")] == \
        [(bwj.ORC_PATROL, "site-type:ruins-and-lairs")]
    assert attacked.row == (bwj.WOLVES,)
    # Walked from Rivendell, the Wolves attack in Arthedain's Wilderness.
    facts, _ = bwj.advance(bwj.moving(bwj.fresh(), "Rivendell", "Weathertop", bwj.WOLVES))
    assert [f["card"] for f in of_kind(facts, "HazardPlayed")] == [bwj.WOLVES]
    found = coverage.in_ruleset("burglar", starter.get(EAGLE_MOUNTS))
    assert (found.status, found.missing) == (coverage.SCRIPTED, "")


@pytest.mark.rule("BWJ-SEQ-2")
def test_eagle_mounts_needs_eagles_eyrie_a_diplomat_and_a_site_it_flies_to() -> None:
    state = _organizing("Eagles’ Eyrie", FRODO, EAGLE_MOUNTS)
    for refused, action, why in (
            (state, f"play:{EAGLE_MOUNTS}:fly:{MORIA}", "it moves the company to no Shadow-hold"),
            (state, f"play:{EAGLE_MOUNTS}:fly:{EAGLES_EYRIE}",
             "the company is at Eagles’ Eyrie already"),
            (state, f"play:{EAGLE_MOUNTS}:fly:TW-371", "Amon Hen is no site of the site deck"),
            (_organizing("Lórien", FRODO, EAGLE_MOUNTS), f"play:{EAGLE_MOUNTS}:fly:{WEATHERTOP}",
             "it is played with the company at Eagles’ Eyrie, and it is at Lórien"),
            (_organizing("Eagles’ Eyrie", bwj.SAM, EAGLE_MOUNTS),
             f"play:{EAGLE_MOUNTS}:fly:{WEATHERTOP}",
             "no character of the company is a diplomat")):
        assert action not in bwj.ids(refused)
        with pytest.raises(IllegalAction) as refusal:
            bwj.act(refused, action)
        assert (refusal.value.message, refusal.value.clause) == (
            f"Eagle-mounts cannot be played now: {why}.", "CoE-5.1")


@pytest.mark.rule("BWJ-SEQ-2", "BWJ-SEQ-10", "BWJ-SEQ-11")
def test_paths_of_the_dead_take_aragorns_company_to_erech(starter: Catalog) -> None:
    state = _organizing("Dunharrow", ARAGORN, PATHS)
    assert _named(bwj.ids(state), PATHS) == [f"play:{PATHS}:paths:{ERECH}"]
    assert _named([a.id for a in BEFORE.actions(state)], PATHS) == [f"declare:{PATHS}"]
    facts, after = bwj.act(state, f"play:{PATHS}:paths:{ERECH}")
    assert [f.kind for f in facts][:3] == ["CardPlayed", "CreaturesLimitedToUndead",
                                           "CounterMoved"]
    assert (facts[2]["to"], facts[2]["by"]) == ("Vale of Erech", PATHS)
    assert (after.location, after.moved_by, after.undead_only) == ("Vale of Erech", PATHS, True)
    # Only Undead are played on it, keyed to it whatever their keying: an Orc-patrol stays
    # face up, a Barrow-wight attacks.
    walked = bwj.moving(bwj.fresh(), "Dunharrow", "Vale of Erech", bwj.ORC_PATROL, BARROW_WIGHT,
                        moved_by=PATHS, undead_only=True)
    facts, attacked = bwj.advance(walked)
    assert [(f["card"], f["keyed"]) for f in of_kind(facts, "HazardPlayed")] == \
        [(BARROW_WIGHT, "undead-only")]
    assert attacked.row == (bwj.ORC_PATROL,) and attacked.combat is not None
    facts, _ = bwj.advance(replace(walked, undead_only=False))
    assert not of_kind(facts, "HazardPlayed")
    # Elsewhere, or without Aragorn II, or to another site, it is refused.
    for refused, action, why in (
            (state, f"play:{PATHS}:paths:{WEATHERTOP}",
             "it moves the company to Vale of Erech only"),
            (_organizing("Dunharrow", bwj.SAM, PATHS), f"play:{PATHS}:paths:{ERECH}",
             "Aragorn II is not in the company"),
            (_organizing("Weathertop", ARAGORN, PATHS), f"play:{PATHS}:paths:{ERECH}",
             "it is played with the company at Dunharrow, and it is at Weathertop")):
        assert action not in bwj.ids(refused)
        with pytest.raises(IllegalAction) as refusal:
            bwj.act(refused, action)
        assert refusal.value.message == f"Paths of the Dead cannot be played now: {why}."
    found = coverage.in_ruleset("burglar", starter.get(PATHS))
    assert (found.status, found.missing) == (coverage.SCRIPTED, "")
