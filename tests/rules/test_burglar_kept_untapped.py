"""Burglar Wants a Good Job from version 137 (``KEPT_UNTAPPED_SINCE``,
``hobbit.kept_untapped``): once Dodge keeps the Burglar untapped against his strike, the -3 to
stay untapped (CoE 3.iv.3) is neither offered nor admitted, the refusal naming the card; its
``StrikeTapPrevented`` names the card. Version 136 offered the -3 after Dodge and counted it on
top of it, and replays so.

From version 139 (``ONE_KEEPER_SINCE``) one way at most keeps him untapped: once the -3 or Dodge
does, Dodge is neither offered nor admitted, refused naming what keeps him. Version 138 offered
Dodge after the -3 (the -3 then paid for nothing) and a second Dodge after a first, and replays
so."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import KEPT_UNTAPPED_SINCE, ONE_KEEPER_SINCE
from tests.rules.burglar_support import BILBO, RULESET, act, ids, played_as, refusal, striking
from tests.support import only

DODGE = "TW-209"
PLAY = f"play:{DODGE}:strike:{BILBO}"
STAND = "stay-untapped"


def dodging() -> State:
    """The Burglar facing the Wolves' strike, Dodge in the hand."""
    return replace(striking(BILBO), hand=(DODGE,))


@pytest.mark.rule("CoE-3.iv.3", "CoE-3.iv.5")
def test_no_minus_three_is_offered_to_the_burglar_dodge_keeps_untapped() -> None:
    assert KEPT_UNTAPPED_SINCE == 137 <= int(RULESET.version)
    assert ids(dodging()) == [STAND, PLAY, "roll"]  # before Dodge, he may take it
    facts, dodged = act(dodging(), PLAY)
    assert only(facts, "StrikeTapPrevented").data == {"character": BILBO, "card": DODGE}
    assert ids(dodged) == ["roll"]
    assert refusal(dodged, STAND) == (
        "Dodge keeps Bilbo untapped against his strike: he takes no -3 for it.", "CoE-3.iv.3")


@pytest.mark.rule("CoE-3.iv.3")
def test_version_136_offered_the_minus_three_after_dodge_and_counted_it() -> None:
    old = played_as(str(KEPT_UNTAPPED_SINCE - 1))
    facts, dodged = act(dodging(), PLAY, ruleset=old)
    assert only(facts, "StrikeTapPrevented").data == {"character": BILBO}  # no card named
    assert sorted(old.legal(dodged)) == ["roll", STAND]
    facts, stood = act(dodged, STAND, ruleset=old)
    assert [(f.kind, f.data) for f in facts] == [("StayUntapped", {"character": BILBO})]
    rolled, _ = act(stood, "roll", ruleset=old)
    modifiers = only(rolled, "StrikeResolved").data["check"]["modifiers"]
    assert {"amount": -3, "source": "state:untapped", "why": "stays untapped",
            "clause": "CoE-3.iv.3"} in modifiers


def two_dodges() -> State:
    """The Burglar facing the Wolves' strike, two Dodges in the hand."""
    return replace(striking(BILBO), hand=(DODGE, DODGE))


@pytest.mark.rule("CoE-3.iv.3", "CoE-3.iv.5", "CoE-3.iv.7")
def test_the_minus_three_chosen_refuses_dodge() -> None:
    assert ONE_KEEPER_SINCE == 139 <= int(RULESET.version)
    facts, stood = act(two_dodges(), STAND)
    assert [(f.kind, f.data) for f in facts] == [("StayUntapped", {"character": BILBO})]
    assert ids(stood) == ["roll"]
    assert refusal(stood, PLAY) == (
        "Dodge cannot be played now: the -3 chosen already keeps Bilbo untapped against his "
        "strike.", "CoE-3.iv.5")
    rolled, _ = act(stood, "roll")
    # The -3 alone counted: no Dodge played, no body -1 for the check that follows.
    resolved = only(rolled, "StrikeResolved")
    assert [m["amount"] for m in resolved.data["check"]["modifiers"]
            if m["clause"] == "CoE-3.iv.3"] == [-3]
    assert not any(f.kind in ("CardPlayed", "StrikeTapPrevented", "StrikeModified")
                   for f in rolled)


@pytest.mark.rule("CoE-3.iv.5")
def test_a_second_dodge_is_refused_naming_the_first() -> None:
    _, dodged = act(two_dodges(), PLAY)
    assert ids(dodged) == ["roll"]
    assert refusal(dodged, PLAY) == (
        "Dodge cannot be played now: Dodge already keeps Bilbo untapped against his strike.",
        "CoE-3.iv.5")


@pytest.mark.rule("CoE-3.iv.3", "CoE-3.iv.5")
def test_the_version_before_offered_dodge_after_the_minus_three_and_after_a_dodge() -> None:
    old = played_as(str(ONE_KEEPER_SINCE - 1))
    _, stood = act(two_dodges(), STAND, ruleset=old)
    assert sorted(old.legal(stood)) == [PLAY, "roll"]
    facts, both = act(stood, PLAY, ruleset=old)
    assert [f.kind for f in facts] == ["CardPlayed", "StrikeTapPrevented", "StrikeModified"]
    # And a second Dodge on top of the first: its body -1 again.
    assert sorted(old.legal(both)) == [PLAY, "roll"]
    facts, _ = act(both, PLAY, ruleset=old)
    assert only(facts, "StrikeModified").data == {"character": BILBO, "prowess": 0,
                                                   "body": -1, "card": DODGE}
