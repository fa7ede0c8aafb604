"""Fellowship (TW-240) in Burglar Wants a Good Job from ``PERMANENT_RESOURCES_FROM``
(``burglar.permanent_events`` over ``engine.fellowship``): in the organization phase at a
Haven, on a company of four or more characters and allies, ``play:<card>:company`` brings it
into play (FellowshipFormed); while the company holds them each has +1 prowess against a
strike and each character +1 to his corruption checks; once one joins or leaves it counts no
more and is discarded (FellowshipDiscarded). Elsewhere refused naming the card and the reason,
writing nothing. The version before kept it in the hand."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import PERMANENT_RESOURCES_FROM
from tests.rules import burglar_support as bwj
from tests.support import only

FELLOWSHIP, GOLLUM, PIPPIN = "TW-240", "TW-246", "TW-177"
PLAY = f"play:{FELLOWSHIP}:company"
BEFORE = bwj.played_as(str(PERMANENT_RESOURCES_FROM - 1))
HANDS = (bwj.SAM, bwj.MERRY, bwj.THRANDUIL)


def company(*hands: str, site: str = "Rivendell", **changes: object) -> State:
    """The Burglar and ``hands`` at ``site`` in the organization phase, Fellowship in hand."""
    state = bwj.fresh()
    for hand in hands:
        state = bwj.with_hand(state, hand)
    return replace(bwj.at(state, site), hand=(FELLOWSHIP,), **changes)  # type: ignore[arg-type]


def formed() -> State:
    _, state = bwj.act(company(*HANDS), PLAY)
    return state


def refused(state: State, action: str = PLAY) -> tuple[str, str | None]:
    return bwj.refusal(state, action)


@pytest.mark.rule("CoE-5.1", "BWJ-HAND-1", "BWJ-SEQ-2")
def test_fellowship_is_played_at_a_haven_on_a_company_of_four() -> None:
    assert PERMANENT_RESOURCES_FROM == 74 <= int(bwj.RULESET.version)
    state = company(*HANDS)
    assert state.phase == "organization" and PLAY in bwj.ids(state)
    assert bwj.RULESET.policy(state, bwj.RULESET.actions(state))[0] == PLAY
    facts, after = bwj.act(state, PLAY)
    assert [(f.kind, dict(f.data), f.rule) for f in facts] == [
        ("FellowshipFormed", {"card": FELLOWSHIP, "members": [bwj.BILBO, *HANDS],
                              "allies": []}, "CoE-5.1")]
    assert bwj.RULESET.narrate(facts[0]) == (
        "Fellowship is played on the company: Bilbo, Sam Gamgee, Merry, Thranduil (+1 "
        "prowess, +1 to corruption checks). [CoE-5.1]")
    assert (after.fellowship, after.hand) == ((bwj.BILBO, *HANDS), ())
    assert bwj.RULESET.board(after)["fellowship"] == ["Bilbo", "Sam Gamgee", "Merry",
                                                      "Thranduil"]
    # An ally counts toward the four: the Burglar, two Hands and Gollum.
    with_ally = company(bwj.SAM, bwj.MERRY, allies=((GOLLUM, bwj.BILBO),))
    facts, after = bwj.act(with_ally, PLAY)
    assert dict(only(facts, "FellowshipFormed").data)["allies"] == [GOLLUM]
    assert after.fellowship == (bwj.BILBO, bwj.SAM, bwj.MERRY, GOLLUM)
    # Version 73 replays as played: it stayed in the hand.
    assert PLAY not in [a.id for a in BEFORE.actions(state)]


@pytest.mark.rule("CoE-5.1")
def test_fellowship_is_refused_outside_its_condition_naming_why() -> None:
    away = company(*HANDS, site="Moria")
    assert PLAY not in bwj.ids(away)
    assert refused(away) == ("Fellowship cannot be played now: it is played only at a Haven.",
                             "CoE-5.1")
    small = company(bwj.SAM, bwj.MERRY)
    assert PLAY not in bwj.ids(small)
    assert refused(small) == ("Fellowship cannot be played now: the company has fewer than 4 "
                              "characters and allies.", "CoE-5.1")
    site_phase = company(*HANDS, phase="site", step="before-entering")
    assert refused(site_phase) == ("Fellowship cannot be played now: it is played in the "
                                   "organization phase.", "CoE-5.1")
    second = replace(formed(), hand=(FELLOWSHIP,))
    assert PLAY not in bwj.ids(second)
    assert refused(second) == ("Fellowship cannot be played now: it cannot be duplicated on "
                               "the company.", "CoE-5.1")
    assert refused(company(*HANDS), f"play:{FELLOWSHIP}:{bwj.SAM}") == (
        "Fellowship cannot be played now: it is played on the company ('company'), not "
        f"'{bwj.SAM}'.", "CoE-5.1")


@pytest.mark.rule("CoE-3.iv.6", "CoE-2.V.2.2", "CoE-5.1")
def test_each_member_has_one_more_prowess_against_a_strike() -> None:
    team = replace(formed(), allies=((GOLLUM, bwj.BILBO),))
    team = replace(team, fellowship=(*team.fellowship, GOLLUM))
    strike = bwj.striking(bwj.SAM)
    state = replace(strike, company=team.company, hands=team.hands, allies=team.allies,
                    fellowship=team.fellowship)
    facts, _ = bwj.act(state, "roll", seed=3)
    resolved = only(facts, "StrikeResolved")
    assert (resolved.data["prowess"], bwj.card_modifiers(resolved.data, FELLOWSHIP)) == (
        2, [(1, "Fellowship", "CoE-5.1")])
    # An ally of the company too (Gollum: printed prowess 2).
    assert strike.combat is not None
    on_gollum = replace(state, combat=replace(strike.combat, assigned=(GOLLUM,),
                                              striking=GOLLUM))
    facts, _ = bwj.act(on_gollum, "roll", seed=3)
    resolved = only(facts, "StrikeResolved")
    assert (resolved.data["prowess"], bwj.card_modifiers(resolved.data, FELLOWSHIP)) == (
        3, [(1, "Fellowship", "CoE-5.1")])
    # Once one has left (Gollum gone), it gives nothing and is discarded after the decision.
    broken = replace(state, allies=())
    facts, after = bwj.act(broken, "roll", seed=3)
    resolved = only(facts, "StrikeResolved")
    assert (resolved.data["prowess"], bwj.card_modifiers(resolved.data, FELLOWSHIP)) == (1, [])
    assert [(f.kind, dict(f.data)) for f in facts][-1] == (
        "FellowshipDiscarded", {"card": FELLOWSHIP,
                                "reason": "a character or ally joined or left the company"})
    assert after.fellowship == () and after.resource_discard[-1] == FELLOWSHIP


@pytest.mark.rule("CoE-7.1", "CoE-5.1")
def test_each_character_has_one_more_to_his_corruption_checks() -> None:
    facts, _ = bwj.act(formed(), f"transfer:{bwj.ELVEN_CLOAK}:{bwj.BILBO}:{bwj.SAM}")
    checked = only(facts, "CorruptionChecked")
    assert checked.data["character"] == bwj.BILBO
    assert bwj.card_modifiers(checked.data, FELLOWSHIP) == [(1, "Fellowship", "CoE-5.1")]
    assert checked.data["check"]["total"] == 9 + 4 + 1  # the roll, Bilbo's own +4, Fellowship


@pytest.mark.rule("BWJ-HAND-3", "CoE-5.1")
def test_it_is_discarded_as_the_hands_leave_after_their_two_turns() -> None:
    state = replace(formed(), turn=3)  # the Hands, played on turn 1, leave as it ends
    facts, after = bwj.act(state, "stay")
    kinds = [f.kind for f in facts]
    assert kinds[:3] == ["HandLeft"] * 3 and kinds[-1] == "FellowshipDiscarded"
    assert bwj.RULESET.narrate(facts[-1]) == (
        "Fellowship is discarded: a character or ally joined or left the company. [CoE-5.1]")
    assert after.fellowship == ()
    assert after.resource_discard[-4:] == (*HANDS, FELLOWSHIP)
    # A Hand joining discards it the same way (the Burglar, two Hands and Gollum, then
    # Pippin).
    four = company(bwj.SAM, bwj.MERRY, allies=((GOLLUM, bwj.BILBO),))
    _, four = bwj.act(four, PLAY)
    facts, after = bwj.act(replace(four, hand=(PIPPIN,)), f"hand:{PIPPIN}")
    assert [f.kind for f in facts] == ["HandPlayed", "FellowshipDiscarded"]
    assert after.fellowship == ()


@pytest.mark.rule("CoE-5.1")
def test_fellowship_reads_scripted_in_burglar() -> None:
    row = coverage.in_ruleset("burglar", bwj.CATALOG.get(FELLOWSHIP))
    assert row == coverage.InRuleset(coverage.SCRIPTED)
