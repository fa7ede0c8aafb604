"""The engine's sixth generation of scripted cards in the Hobbit family (There and Back Again
from ``INFLUENCE_CARDS_FROM``, Burglar Wants a Good Job from its own): a card for an influence
attempt on a faction (CoE 2.V.3) is played in the site phase on a character who may make one
there now (``play:<card>:influence:<character>``, ``InfluenceCardPlayed``) and counts in his
next attempt this turn as a modifier of its own; the friendships' alternative is a bonus to
the next corruption check of a character in a diplomat's company (CoE 7.1). Off their
conditions they are not offered and are refused naming the card and the reason, writing
nothing. The versions before declared them and replay as played."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain import coverage
from domain.errors import IllegalAction
from domain.ruleset import Fact
from domain.rulesets.burglar import ruleset as burglar
from domain.rulesets.there_and_back_again.state import State
from domain.rulesets.there_and_back_again.versions import INFLUENCE_CARDS_FROM
from tests.rules import burglar_support as bwj
from tests.rules.test_there_and_back_again_helpers import (
    BALIN,
    BILBO,
    CATALOG,
    GLOIN,
    RULESET,
    THORIN,
    act,
    fresh,
    ids,
    keep,
    played_as,
)
from tests.support import only

HOBBITS = "TW-258"
TEMPERING, LORDLY, NEW_FRIENDSHIP, OLD_FRIENDSHIP, MUSTER, PERSUASIVE, FRIEND_OR_THREE = \
    "TW-337", "TW-267", "TW-292", "TW-293", "TW-288", "TW-303", "TW-189"
FILI = "TW-150"


def at_bag_end(*hand: str) -> State:
    """The company entered at Bag End, the Hobbits and ``hand`` in the hand."""
    return replace(fresh(), location="Bag End", phase="site", step="entered",
                   hand=(HOBBITS, *hand))


def card_modifiers(attempt: Fact) -> list[tuple[Any, ...]]:
    return [(m["amount"], m["why"], m["clause"]) for m in attempt["check"]["modifiers"]
            if m["source"].startswith("card:") and "played on the attempt" in m["why"]]


def refused(state: State, action: str) -> tuple[str, str | None]:
    with pytest.raises(IllegalAction) as refusal:
        act(state, action)
    return str(refusal.value), refusal.value.clause


@pytest.mark.rule("CoE-2.V.3", "TBA-LAYOUT-2")
def test_tempering_friendship_adds_four_to_the_attempt() -> None:
    assert int(RULESET.version) >= INFLUENCE_CARDS_FROM
    state = at_bag_end(TEMPERING)
    play = f"play:{TEMPERING}:influence:{BILBO}"
    assert play in ids(state) and f"declare:{TEMPERING}" not in ids(state)
    facts, ready = act(state, play)
    assert [f.kind for f in facts] == ["CardPlayed", "InfluenceCardPlayed"]
    assert (facts[1]["character"], facts[1]["card"], facts[1].rule) == \
        (BILBO, TEMPERING, "CoE-2.V.3")
    assert RULESET.narrate(facts[1]) == "Tempering Friendship is played for Bilbo's next " \
                                        "influence attempt this turn. [CoE-2.V.3]"
    assert ready.influence_cards == ((BILBO, TEMPERING),)
    assert TEMPERING in ready.resource_discard and TEMPERING not in ready.hand
    facts, after = act(ready, f"influence:{HOBBITS}:{BILBO}", seed=1)
    attempt = only(facts, "FactionInfluenced")
    # The roll of 5, Bilbo's 0 available, +4 among the Hobbits, +4 of the card, against 8.
    assert (attempt["roll"], attempt["direct_influence"], attempt["standard"],
            attempt["cards"], attempt["succeeded"]) == (5, 0, 4, 4, True)
    assert card_modifiers(attempt) == [(4, "Tempering Friendship played on the attempt",
                                        "CoE-2.V.3")]
    assert RULESET.narrate(attempt) == "Bilbo tries to recruit Hobbits: 5 + 0 + 4 (standard " \
        "modification) + 4 (cards played) against 8: recruited. [CoE-2.V.3]"
    assert after.influence_cards == ()  # spent on the attempt


@pytest.mark.rule("CoE-2.V.3")
def test_lordly_presence_adds_five_and_draws_a_card_on_success() -> None:
    state = at_bag_end(LORDLY)
    offered = [a for a in ids(state) if a.startswith(f"play:{LORDLY}")]
    # A diplomat only: Thorin II and Glóin.
    assert offered == [f"play:{LORDLY}:influence:{THORIN}", f"play:{LORDLY}:influence:{GLOIN}"]
    assert refused(state, f"play:{LORDLY}:influence:{BILBO}") == (
        "Lordly Presence cannot be played now: Bilbo is no diplomat. [CoE-2.V.3]",
        "CoE-2.V.3")
    _, ready = act(state, f"play:{LORDLY}:influence:{GLOIN}")
    top = ready.resource_deck[0]
    facts, after = act(ready, f"influence:{HOBBITS}:{GLOIN}", seed=1)
    attempt = only(facts, "FactionInfluenced")
    assert (attempt["cards"], attempt["succeeded"]) == (5, True)
    drawn = only(facts, "ResourcesDrawn")
    assert (drawn["cards"], drawn.rule) == ([top], "CoE-2.V.3")
    assert after.hand == (top,)


@pytest.mark.rule("CoE-2.V.3", "CoE-7.1")
def test_new_friendship_adds_three_or_two_to_a_corruption_check() -> None:
    state = at_bag_end(NEW_FRIENDSHIP)
    facts, after = act(act(state, f"play:{NEW_FRIENDSHIP}:influence:{THORIN}")[1],
                       f"influence:{HOBBITS}:{THORIN}", seed=1)
    assert card_modifiers(only(facts, "FactionInfluenced")) == [
        (3, "New Friendship played on the attempt", "CoE-2.V.3")]
    # The alternative: +2 to the next corruption check of any character of the company,
    # which holds a diplomat.
    facts, after = act(state, f"play:{NEW_FRIENDSHIP}:check:{BILBO}")
    bonus = only(facts, "CorruptionCheckModified")
    assert (bonus["character"], bonus["amount"]) == (BILBO, 2)
    assert after.check_bonus == ((BILBO, 2),) and after.influence_cards == ()
    # No diplomat in the company: neither use is offered, and both are refused.
    alone = keep(state, BILBO, BALIN)
    assert not [a for a in ids(alone) if a.startswith(f"play:{NEW_FRIENDSHIP}")]
    assert refused(alone, f"play:{NEW_FRIENDSHIP}:check:{BILBO}") == (
        "New Friendship cannot be played now: no character of the company is a diplomat. "
        "[CoE-5.1]", "CoE-5.1")
    assert refused(alone, f"play:{NEW_FRIENDSHIP}:influence:{BALIN}")[0] == \
        "New Friendship cannot be played now: Balin is no diplomat. [CoE-2.V.3]"


@pytest.mark.rule("CoE-7.1")
def test_old_friendship_gives_four_to_a_corruption_check_in_a_diplomats_company() -> None:
    state = at_bag_end(OLD_FRIENDSHIP)
    offered = [a for a in ids(state) if a.startswith(f"play:{OLD_FRIENDSHIP}")]
    assert len(offered) == len(state.company)  # each character: Glóin and Thorin II lead
    assert not [a for a in offered if ":influence:" in a]  # no character is influenced
    facts, after = act(state, f"play:{OLD_FRIENDSHIP}:check:{BALIN}")
    assert (only(facts, "CorruptionCheckModified")["amount"], after.check_bonus) == \
        (4, ((BALIN, 4),))


@pytest.mark.rule("CoE-2.V.3")
def test_muster_adds_the_warriors_prowess_up_to_five() -> None:
    state = at_bag_end(MUSTER)
    assert f"play:{MUSTER}:influence:{BILBO}" not in ids(state)  # no warrior
    assert refused(state, f"play:{MUSTER}:influence:{BILBO}")[0] == \
        "Muster cannot be played now: Bilbo is no warrior. [CoE-2.V.3]"
    # Thorin II's prowess 5 gives 5; Fíli's 2 gives 2.
    for who, added in ((THORIN, 5), (FILI, 2)):
        facts, _ = act(act(state, f"play:{MUSTER}:influence:{who}")[1],
                       f"influence:{HOBBITS}:{who}", seed=1)
        name = CATALOG.get(who).name
        assert card_modifiers(only(facts, "FactionInfluenced")) == [
            (added, "Muster played on the attempt", "CoE-2.V.3")], name


@pytest.mark.rule("CoE-2.V.3")
def test_persuasive_words_rolls_twice_and_uses_the_better() -> None:
    _, ready = act(at_bag_end(PERSUASIVE), f"play:{PERSUASIVE}:influence:{THORIN}")
    facts, _ = act(ready, f"influence:{HOBBITS}:{THORIN}", seed=4)
    rolls = [(f["total"], f["index"]) for f in facts if f.kind == "DiceRolled"]
    attempt = only(facts, "FactionInfluenced")
    assert [total for total, _ in rolls] == [7, 9] and attempt["rolls"] == [7, 9]
    # The check explained is the second roll's.
    assert (attempt["roll"], attempt["two_rolls"], sum(attempt["check"]["dice"]),
            attempt["check"]["roll"]["index"]) == (9, PERSUASIVE, 9, rolls[1][1])
    assert "cards" not in attempt.data  # it adds nothing to the roll itself
    assert RULESET.narrate(attempt).startswith(
        "Thorin II tries to recruit Hobbits: 9 (better of 7 and 9, Persuasive Words) + ")
    # The first roll kept when it is the better.
    facts, _ = act(ready, f"influence:{HOBBITS}:{THORIN}", seed=7)
    attempt = only(facts, "FactionInfluenced")
    assert (attempt["rolls"], attempt["roll"], sum(attempt["check"]["dice"])) == ([9, 7], 9, 9)


@pytest.mark.rule("CoE-2.V.3")
def test_a_friend_or_three_adds_one_for_each_character_to_the_attempt() -> None:
    state = keep(at_bag_end(FRIEND_OR_THREE), BILBO, THORIN, GLOIN)
    _, ready = act(state, f"play:{FRIEND_OR_THREE}:influence:{BILBO}")
    facts, _ = act(ready, f"influence:{HOBBITS}:{BILBO}", seed=1)
    assert card_modifiers(only(facts, "FactionInfluenced")) == [
        (3, "A Friend or Three played on the attempt", "CoE-2.V.3")]


@pytest.mark.rule("CoE-2.V.3")
def test_a_card_for_an_attempt_needs_one_to_be_possible_now() -> None:
    # No faction in the hand: no attempt, so no card for one.
    state = replace(at_bag_end(TEMPERING), hand=(TEMPERING,))
    assert not [a for a in ids(state) if ":influence:" in a]
    before = (state.hand, state.resource_discard)
    assert refused(state, f"play:{TEMPERING}:influence:{BILBO}") == (
        "Tempering Friendship cannot be played now: Bilbo may make no influence attempt now "
        "(an untapped character at an untapped site where a faction of the hand is played, "
        "once entered, in the site phase). [CoE-2.V.3]", "CoE-2.V.3")
    assert (state.hand, state.resource_discard) == before
    # A tapped character makes no attempt.
    tapped = replace(at_bag_end(TEMPERING), company=tuple(
        c.tap() if c.card_id == BILBO else c for c in at_bag_end().company))
    assert f"play:{TEMPERING}:influence:{BILBO}" not in ids(tapped)
    assert f"play:{TEMPERING}:influence:{THORIN}" in ids(tapped)


@pytest.mark.rule("CoE-2.V.3")
def test_the_version_before_declared_them() -> None:
    before = played_as(INFLUENCE_CARDS_FROM - 1)
    offered = [a.id for a in before.actions(at_bag_end(TEMPERING, OLD_FRIENDSHIP))]
    assert f"declare:{TEMPERING}" in offered and f"declare:{OLD_FRIENDSHIP}" in offered
    assert not [a for a in offered if a.startswith(("play:TW-337", "play:TW-293"))]


@pytest.mark.rule("BWJ-FACT-1", "CoE-2.V.3")
def test_the_burglar_plays_them_on_his_attempt_from_its_version() -> None:
    assert int(bwj.RULESET.version) >= burglar.INFLUENCE_CARDS_FROM
    entered = replace(bwj.at(bwj.fresh(), "Bag End"), phase="site", step="entered",
                      hand=(HOBBITS, TEMPERING))
    play = f"play:{TEMPERING}:influence:{bwj.BILBO}"
    assert play in bwj.ids(entered)
    _, ready = bwj.act(entered, play)
    facts, after = bwj.act(ready, f"influence:{HOBBITS}:{bwj.BILBO}", seed=1)
    attempt = only(facts, "FactionInfluenced")
    # The roll of 5, Bilbo's 1, +4 among the Hobbits, +4 of the card, against 8.
    assert (attempt["roll"], attempt["direct_influence"], attempt["standard"],
            attempt["cards"], attempt["succeeded"], attempt.rule) == \
        (5, 1, 4, 4, True, "CoE-2.V.3")
    assert after.factions == (HOBBITS,) and after.influence_cards == ()
    before = bwj.played_as(str(burglar.INFLUENCE_CARDS_FROM - 1))
    offered = [a.id for a in before.actions(entered)]
    assert play not in offered and f"declare:{TEMPERING}" in offered


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_them_scripted_in_both_scenarios() -> None:
    rows = {r.card_id: dict(r.rulesets) for r in coverage.coverage(CATALOG)}
    for card in (TEMPERING, LORDLY, NEW_FRIENDSHIP, MUSTER, PERSUASIVE, FRIEND_OR_THREE):
        assert rows[card]["there-and-back-again"] == rows[card]["burglar"] == \
            coverage.InRuleset(coverage.SCRIPTED), card
    two_player = rows[OLD_FRIENDSHIP]["there-and-back-again"]
    assert two_player.status == coverage.SCRIPTED
    assert two_player.missing.startswith("needs the two-player game: its +5")
