"""Guise of the Necromancer, from ``hand_cards.FLIGHTS_FROM`` (the engine's twenty-third
generation, ``hobbit.flights``): the cards moving a company by no site path, in the
organization phase. Eagle-mounts, on a company at Eagles' Eyrie with a diplomat, to a site of
the location deck but a Shadow-hold, Dark-hold or Under-deeps site: only creatures keyed to
that site are played on it. Paths of the Dead, on a company at Dunharrow with Aragorn II, to
the Vale of Erech: only Undead are played on it, each whatever its keying. The move is settled
by the card: no site path, no other move. Elsewhere refused naming the reason; the version
before asked the player to declare them."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine.characters import Character
from domain.errors import IllegalAction
from domain.rulesets.guise_of_the_necromancer import hand_cards
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules import necromancer_support as gon
from tests.support import only

EAGLES, PATHS = "TW-220", "TW-302"
EYRIE, DUNHARROW, ERECH, EDHELLOND = "TW-391", "TW-389", "TW-434", "TW-393"
ARAGORN, CAVE_DRAKE, BARROW_WIGHT = "TW-120", "TW-20", "TW-14"
BEFORE = gon.RULESET.at_version(str(hand_cards.FLIGHTS_FROM - 1))
FLY = f"resource:{EAGLES}:fly:1:{gon.ISENGARD}"


def at(site: str, card: str, **changes: object) -> State:
    """The starting company at ``site`` in the organization phase, ``card`` in the hand."""
    state = gon.fresh()
    return replace(state, hand=(card,), companies=(replace(state.companies[0], location=site,
                                                           **changes),))


def moving(state: State, action: str, hand: list[str]) -> list[str]:
    """The kinds of what happens once ``action`` is played and the organization phase ends,
    ``hand`` at the right of the hazard hand."""
    _, played = gon.act(state, action)
    facts, _ = gon.act(gon.hazards(played, hand, gon.FILLER), "go", seed=3)
    return [f"{f.kind}:{f['card']}" for f in facts if f.kind == "CreatureAttacks"] + [
        f"path:{len(f['path'])}" for f in facts if f.kind == "MovementHazardBegan"]


@pytest.mark.rule("CoE-5.1", "CoE-2.IV")
def test_eagle_mounts_fly_a_diplomats_company_to_a_site_keyed_to_alone() -> None:
    assert hand_cards.FLIGHTS_FROM == 63 <= int(gon.RULESET.version)
    state = at(EYRIE, EAGLES)  # Radagast is a diplomat
    # Every site of the location deck but Dol Guldur, a Dark-hold.
    assert gon.naming(state, EAGLES) == [f"resource:{EAGLES}:fly:1:{s}" for s in (
        gon.LORIEN, gon.ISENGARD, "TW-421", EDHELLOND, "TW-399")]
    facts, flown = gon.act(state, FLY)
    assert [f.kind for f in facts] == ["ResourcePlayed", "KeyingBarred", "MovementDeclared"]
    assert gon.RULESET.narrate(only(facts, "MovementDeclared")) == (
        "Company 1 will move to Isengard by Eagle-mounts, with no site path. [CoE-5.1]")
    assert (flown.companies[0].destination, flown.companies[0].by_card) == (gon.ISENGARD,
                                                                            EAGLES)
    # Its move is settled: no other move or stay.
    assert not [i for i in gon.ids(flown) if i.startswith(("move:1:", "stay:1"))]
    with pytest.raises(IllegalAction) as refused:
        gon.act(flown, f"move:1:{gon.LORIEN}")
    assert (refused.value.message, refused.value.clause) == (
        "Company 1 moves by Eagle-mounts this turn.", "CoE-5.1")
    # No site path: the Wolves (keyed to regions) are a dud, the Cave-drake (keyed to a
    # Ruins & Lairs) attacks at Isengard.
    assert moving(state, FLY, [gon.WOLVES, CAVE_DRAKE]) == [
        f"CreatureAttacks:{CAVE_DRAKE}", "path:0"]


@pytest.mark.rule("CoE-5.1", "CoE-2.IV")
def test_paths_of_the_dead_take_aragorns_company_to_erech_only_undead_played_on_it() -> None:
    aragorn = Character.from_card(gon.CATALOG.get(ARAGORN))
    state = at(DUNHARROW, PATHS, characters=(*gon.fresh().companies[0].characters, aragorn))
    # Influence enough for him (GON-STAGE-5's, as after The Investigation).
    state = replace(state, location_deck=(*state.location_deck, ERECH), general_influence=20)
    play = f"resource:{PATHS}:paths:1:{ERECH}"
    assert gon.naming(state, PATHS) == [play]
    facts, _ = gon.act(state, play)
    assert [f.kind for f in facts] == ["ResourcePlayed", "CreaturesLimitedToUndead",
                                       "MovementDeclared"]
    assert gon.RULESET.narrate(only(facts, "CreaturesLimitedToUndead")) == (
        "Paths of the Dead: only Undead are played on company 1 this turn, whatever their "
        "keying. [CoE-5.1]")
    # The Cave-drake could be keyed to nothing anyway; the Barrow-wight, an Undead, attacks.
    assert moving(state, play, [CAVE_DRAKE, BARROW_WIGHT]) == [
        f"CreatureAttacks:{BARROW_WIGHT}", "path:0"]
    # Without Aragorn II it is not offered, and refused naming him.
    without = replace(state, companies=(replace(state.companies[0],
                                                characters=gon.fresh().companies[0].characters),))
    assert gon.naming(without, PATHS) == []
    with pytest.raises(IllegalAction) as refused:
        gon.act(without, play)
    assert refused.value.message == ("Paths of the Dead cannot be played now: Aragorn II is "
                                     "not in company 1.")


@pytest.mark.rule("CoE-5.1")
def test_refused_off_its_site_to_a_dark_hold_or_by_no_diplomat_and_declared_before() -> None:
    for state, action, reason in (
            (at(gon.LORIEN, EAGLES), FLY,
             "company 1 is at Lórien, not Eagles’ Eyrie"),
            (at(EYRIE, EAGLES), f"resource:{EAGLES}:fly:1:{gon.DOL_GULDUR}",
             "it moves the company to no Dark-hold"),
            (at(EYRIE, EAGLES, characters=gon.fresh().companies[0].characters[1:]), FLY,
             "no diplomat is in company 1")):
        with pytest.raises(IllegalAction) as refused:
            gon.act(state, action)
        assert (refused.value.message, refused.value.clause) == (
            f"Eagle-mounts cannot be played now: {reason}.", "CoE-5.1")
    assert gon.naming(at(EYRIE, EAGLES), EAGLES, BEFORE) == [f"declare-resource:{EAGLES}"]


@pytest.mark.rule("CoE-5.1")
def test_the_coverage_shows_them_scripted_in_the_guise() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    assert rows[EAGLES] == rows[PATHS] == coverage.InRuleset(coverage.SCRIPTED)
