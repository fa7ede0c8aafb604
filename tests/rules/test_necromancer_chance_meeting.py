"""Guise of the Necromancer, from ``hand_cards.CHANCE_MEETING_FROM``: A Chance Meeting by its
own action (``chance_meeting``, ``chance-meeting:<character>:<controller>``). In the
organization phase, or the site phase of the company whose phase it is, at a Free-hold,
Border-hold or Ruins & Lairs, a non-Wizard character of the hand (a Hobbit too, away from his
home) comes into play in the company as the follower of a non-Wizard character of it, no
follower himself, whose direct influence left covers his mind (CoE 2.II.2.2.2); it does not
count against the one character a turn. Elsewhere it is not offered and is refused naming the
card and the reason; the version before declared it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine.characters import Character
from domain.rulesets.guise_of_the_necromancer import hand_cards
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules import necromancer_support as gon
from tests.support import only

MEETING = "TW-188"
EDORAS, BARLIMAN, EOMER, FATTY, ARAGORN = "TW-394", "TW-125", "TW-146", "TW-495", "TW-120"
BEFORE = gon.RULESET.at_version(str(hand_cards.CHANCE_MEETING_FROM - 1))
PLAY = f"chance-meeting:{BARLIMAN}:{gon.CELEBORN}"


def offered(state: State) -> list[str]:
    return [i for i in gon.ids(state) if i.startswith("chance-meeting:")]


def at(site: str, *hand: str, **changes: object) -> State:
    """The starting company (Radagast, Haldir, Celeborn, Sam) in its site phase at ``site``,
    A Chance Meeting and ``hand`` in the hand."""
    return gon.inside(site, hand=(MEETING, *hand), **changes)


@pytest.mark.rule("CoE-2.II.2.2.2", "CoE-5.1")
def test_a_chance_meeting_brings_a_follower_in_at_a_free_hold() -> None:
    assert hand_cards.CHANCE_MEETING_FROM == 73 <= int(gon.RULESET.version)
    state = at(EDORAS, BARLIMAN, EOMER)
    # Celeborn's direct influence 1 covers Barliman's mind 1, not Éomer's 3; Haldir and Sam
    # have none, and Radagast's is pooled with general influence (GON-SETUP-10).
    assert offered(state) == [PLAY]
    facts, after = gon.act(state, PLAY)
    assert gon.kinds(facts) == ["ResourcePlayed", "CharacterPlayed", "FollowerTaken"]
    assert only(facts, "ResourcePlayed")["card"] == MEETING
    played = only(facts, "CharacterPlayed")
    assert (played["card"], played["company"], played["by"], played.rule) == (
        BARLIMAN, "1", MEETING, "CoE-2.II.2.2.2")
    assert gon.RULESET.narrate(played) == ("Barliman Butterbur comes into play in company 1. "
                                           "[CoE-2.II.2.2.2]")
    assert (BARLIMAN, gon.CELEBORN) in after.followers
    assert after.companies[0].character(BARLIMAN) is not None
    assert MEETING in after.resource_discard and after.hand == (EOMER,)
    assert after.character_played is False  # not the one character a turn


@pytest.mark.rule("CoE-2.II.2.2.2", "CoE-2.II.2")
def test_a_hobbit_away_from_home_and_a_second_character_in_a_turn() -> None:
    state = gon.fresh()
    company = state.companies[0]
    aragorn = Character.from_card(gon.CATALOG.get(ARAGORN))
    state = replace(state, hand=(MEETING, FATTY), character_played=True,
                    companies=(replace(company, location=EDORAS,
                                       characters=(*company.characters[:2], aragorn)),))
    assert state.phase == "organization"
    assert offered(state) == [f"chance-meeting:{FATTY}:{ARAGORN}"]
    facts, after = gon.act(state, f"chance-meeting:{FATTY}:{ARAGORN}")
    assert (FATTY, ARAGORN) in after.followers
    assert after.companies[0].character(FATTY) is not None


@pytest.mark.rule("CoE-2.II.2.2.2", "CoE-5.1", "CoE-1.3.1")
def test_refused_out_of_its_condition_naming_the_card_and_why() -> None:
    haven = at(gon.LORIEN, BARLIMAN)
    assert offered(haven) == []
    assert gon.refused(haven, PLAY) == (
        "A Chance Meeting is played at a Free-hold, Border-hold or Ruins & Lairs, and Lórien "
        "is none.", "CoE-5.1")
    state = at(EDORAS, BARLIMAN, EOMER, gon.GANDALF)
    assert gon.refused(state, f"chance-meeting:{EOMER}:{gon.CELEBORN}") == (
        "Éomer's mind 3 is more than the direct influence Celeborn has left against him (1).",
        "CoE-2.II.2.2.2")
    assert gon.refused(state, f"chance-meeting:{gon.GANDALF}:{gon.CELEBORN}") == (
        "A Chance Meeting brings into play a character who is no Wizard, and Gandalf is one.",
        "CoE-5.1")
    assert gon.refused(state, f"chance-meeting:{BARLIMAN}:{gon.RADAGAST}")[1] == \
        "CoE-2.II.2.2.2"
    in_play = at(EDORAS, gon.HALDIR)
    assert gon.refused(in_play, f"chance-meeting:{gon.HALDIR}:{gon.CELEBORN}") == (
        "Haldir is already in play.", "CoE-1.3.1")
    # It is played by its own action now, no longer declared.
    assert f"declare-resource:{MEETING}" not in gon.ids(state)
    assert gon.refused(state, f"declare-resource:{MEETING}") == (
        "A Chance Meeting is not declared: it is played by its own action "
        "(chance-meeting:<character>:<controller>).", "CoE-5.1")


@pytest.mark.rule("CoE-5.1")
def test_declared_in_the_version_before() -> None:
    state = at(EDORAS, BARLIMAN)
    assert gon.naming(state, MEETING, BEFORE) == [f"declare-resource:{MEETING}"]
    assert not any(i.startswith("chance-meeting:") for i in gon.ids(state, BEFORE))


@pytest.mark.rule("CoE-2.II.2.2.2")
def test_the_coverage_shows_it_scripted_in_the_guise() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    assert rows[MEETING] == coverage.InRuleset(coverage.SCRIPTED)
