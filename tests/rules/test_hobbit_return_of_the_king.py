"""Return of the King (TW-316) in Burglar Wants a Good Job from ``RETURN_OF_THE_KING_FROM``
(``burglar.return_of_the_king`` over ``engine.return_of_the_king``; CoE 5.3): in the
organization phase at Minas Tirith, on Aragorn II, a Hand, while Denethor II is in no company,
``play:<card>:king:<Aragorn II>`` keeps it with him (PermanentEventPlayedOn); his influence
attempts then have +3 direct influence (BWJ-HAND-10); it is discarded once he has left play
(PermanentEventDiscarded). Elsewhere refused naming the card and the reason, writing nothing.
The version before kept it in the hand. Constructed states played with the real ruleset."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.rulesets.burglar import return_of_the_king
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import RETURN_OF_THE_KING_FROM
from tests.rules import burglar_support as bwj
from tests.support import only

KING, TOWER_GUARD = "TW-316", "TW-352"
ARAGORN, DENETHOR = bwj.CATALOG.find("Aragorn II").id, bwj.CATALOG.find("Denethor II").id
PLAY = f"play:{KING}:king:{ARAGORN}"
BEFORE = bwj.played_as(str(RETURN_OF_THE_KING_FROM - 1))


def at_minas_tirith(*hands: str, site: str = "Minas Tirith", **changes: Any) -> State:
    """The Burglar and Aragorn II (and ``hands``) at ``site`` in the organization phase,
    Return of the King in hand."""
    state = bwj.with_hand(bwj.fresh(), ARAGORN)
    for hand in hands:
        state = bwj.with_hand(state, hand)
    return replace(bwj.at(state, site), hand=(KING,), **changes)


def refused(state: State, action: str = PLAY) -> tuple[str, str | None]:
    return bwj.refusal(state, action)


@pytest.mark.rule("CoE-5.3", "BWJ-HAND-1", "BWJ-SEQ-2")
def test_return_of_the_king_is_kept_with_aragorn_at_minas_tirith() -> None:
    assert RETURN_OF_THE_KING_FROM <= int(bwj.RULESET.version)
    state = at_minas_tirith()
    assert [a for a in bwj.ids(state) if KING in a] == [PLAY]
    assert bwj.RULESET.policy(state, bwj.RULESET.actions(state))[0] == PLAY
    facts, after = bwj.act(state, PLAY)
    assert [(f.kind, dict(f.data), f.rule) for f in facts] == [
        ("PermanentEventPlayedOn", {"card": KING, "character": ARAGORN}, "CoE-5.3")]
    assert bwj.RULESET.narrate(facts[0]) == (
        "Return of the King is played on Aragorn II: it stays with him. [CoE-5.3]")
    assert (after.character_cards, after.hand) == (((KING, ARAGORN),), ())
    assert bwj.RULESET.board(after)["kept_with_characters"] == [
        {"card": "Return of the King", "character": "Aragorn II"}]
    # The version before kept it in the hand.
    assert PLAY not in [a.id for a in BEFORE.actions(state)]


@pytest.mark.rule("CoE-5.3")
def test_return_of_the_king_is_refused_outside_its_condition_naming_why() -> None:
    elsewhere = at_minas_tirith(site="Rivendell")
    assert not [a for a in bwj.ids(elsewhere) if KING in a]
    assert refused(elsewhere) == ("Return of the King cannot be played now: it is played only "
                                  "at Minas Tirith.", "CoE-5.3")
    state = at_minas_tirith()
    assert refused(state, f"play:{KING}:king:{bwj.BILBO}") == (
        "Return of the King cannot be played now: it is played on Aragorn II only, and Bilbo "
        "is not he.", "CoE-5.3")
    steward = at_minas_tirith(DENETHOR)
    assert not [a for a in bwj.ids(steward) if KING in a]
    assert refused(steward) == ("Return of the King cannot be played now: it is not played "
                                "while Denethor II is in play.", "CoE-5.3")
    _, kept = bwj.act(state, PLAY)
    assert refused(replace(kept, hand=(KING,))) == (
        "Return of the King cannot be played now: it is in play already.", "CoE-5.3")
    assert refused(replace(state, phase="site", step="entered")) == (
        "Return of the King cannot be played now: it is played in the organization phase.",
        "CoE-5.3")
    assert refused(state, f"play:{KING}:crown:{ARAGORN}") == (
        "Return of the King cannot be played now: it is played as 'king', not 'crown'.",
        "CoE-5.3")


@pytest.mark.rule("BWJ-HAND-10", "BWJ-FACT-1", "CoE-2.V.3")
def test_aragorn_influences_with_three_more_while_it_is_with_him() -> None:
    state = replace(at_minas_tirith(), phase="site", step="entered", hand=(TOWER_GUARD,),
                    character_cards=((KING, ARAGORN),))
    facts, after = bwj.act(state, f"influence:{TOWER_GUARD}:{ARAGORN}", seed=1)
    attempt = only(facts, "FactionInfluenced")
    assert [(m["amount"], m["why"], m["clause"]) for m in attempt["check"]["modifiers"]
            if m["source"] == f"card:{KING}"] == [(3, "Return of the King", "BWJ-HAND-10")]
    assert (attempt["roll"], attempt["bonus"], attempt["needed"], attempt["succeeded"]) == (
        5, 3, 7, True)
    assert after.factions == (TOWER_GUARD,)
    # Without it (the version before reads none) nothing is added.
    facts, _ = bwj.act(state, f"influence:{TOWER_GUARD}:{ARAGORN}", seed=1, ruleset=BEFORE)
    assert "bonus" not in only(facts, "FactionInfluenced").data


@pytest.mark.rule("BWJ-HAND-3", "CoE-5.3")
def test_it_is_discarded_once_aragorn_has_left_play() -> None:
    _, kept = bwj.act(at_minas_tirith(), PLAY)
    facts, after = bwj.act(replace(kept, turn=3), "stay")  # his two turns are over
    assert [f.kind for f in facts][0] == "HandLeft"
    gone = only(facts, "PermanentEventDiscarded")
    assert (gone.rule, dict(gone.data)) == ("CoE-5.3", {"card": KING, "character": ARAGORN})
    assert bwj.RULESET.narrate(gone) == (
        "Return of the King is discarded: Aragorn II has left play. [CoE-5.3]")
    assert (after.character_cards, after.resource_discard[-1]) == ((), KING)


@pytest.mark.rule("CoE-5.3", "BWJ-HAND-1")
def test_the_coverage_reads_return_of_the_king_scripted(starter: Catalog) -> None:
    row = coverage.in_ruleset("burglar", starter.get(KING))
    assert row == coverage.InRuleset(coverage.SCRIPTED, return_of_the_king.COVERAGE)
    assert row.missing.startswith("never arises here: ")
