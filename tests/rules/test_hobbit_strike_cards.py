"""The cards played on a strike as the Hobbit scenarios record them (``hobbit.strike_cards``):
from There and Back Again 59 and Burglar Wants a Good Job 127 what one card does to the strike
(Risky Blow's +3 prowess and -1 body) is one ``StrikeModified`` naming the card, each card its
own modifier of the strike roll and of the body check, sourced ``played:<card>``, which the
audit links to that event; a body it lowers is said to be lowered (CoE 3.iv.5, 3.I.1). Earlier
versions replay as played. The Guise of the Necromancer, which records a card played on a
strike as one ``ResourcePlayed`` already, labels a lowered body so from 115."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from types import SimpleNamespace
from typing import Any

import pytest

from domain.ruleset import Fact
from domain.rulesets.burglar.versions import STRIKE_CARDS_FROM as BWJ_FROM
from domain.rulesets.guise_of_the_necromancer.printed_rules import LOWERED_BODY_FROM
from domain.rulesets.there_and_back_again.state import State
from domain.rulesets.there_and_back_again.versions import STRIKE_CARDS_FROM as TBA_FROM
from projections.audit import _source
from tests.rules import burglar_support as bwj
from tests.rules import test_necromancer_strikes as guise
from tests.rules import test_there_and_back_again_helpers as tba
from tests.rules.test_there_and_back_again_strike_choices import (
    MIRUVOR,
    RISKY_BLOW,
    thorin_struck,
)
from tests.support import decide_from, only

BILBO, THORIN = tba.BILBO, tba.THORIN
PLAY = f"play:{RISKY_BLOW}:strike:{THORIN}"
NEW_WAY = {"amount": 3, "source": f"played:{RISKY_BLOW}",
           "why": "Risky Blow played on the strike", "clause": "CoE-3.iv.5"}
OLD_WAY = {"amount": 3, "source": "rule:CoE-3.iv.5", "why": "resources played on the strike",
           "clause": "CoE-3.iv.5"}


def _played(version: int | None, state: State, *actions: str) -> list[Fact]:
    """The facts of ``actions`` played in turn from ``state`` (None: the newest version)."""
    ruleset = tba.RULESET if version is None else tba.played_as(version)
    facts: list[Fact] = []
    for action in actions:
        made, state = decide_from(ruleset, state, action, None, 7)
        facts += made
    return facts


def _modifiers(fact: Fact) -> list[Mapping[str, Any]]:
    return list(fact.data["check"]["modifiers"])


def _strike_ones(facts: Sequence[Fact]) -> list[Mapping[str, Any]]:
    return [m for m in _modifiers(only(facts, "StrikeResolved"))
            if m["clause"] == "CoE-3.iv.5"]


def _body_ones(facts: Sequence[Fact]) -> list[Mapping[str, Any]]:
    return [m for m in _modifiers(only(facts, "BodyChecked")) if m["clause"] == "CoE-3.iv.5"]


@pytest.mark.rule("CoE-3.iv.5", "CoE-3.I.1")
def test_risky_blow_is_one_strike_modification_naming_it_and_lowers_the_body() -> None:
    # An Orc-patrol's strike at 30 prowess on Thorin II: it wounds him, his check rolled at
    # once (no Miruvor borne).
    struck = replace(thorin_struck(), hand=(RISKY_BLOW,))
    facts = _played(None, struck, PLAY, "roll")
    modified = [f for f in facts if f.kind == "StrikeModified"]
    assert [(f.rule, dict(f.data)) for f in modified] == [
        ("CoE-3.iv.5", {"character": THORIN, "prowess": 3, "body": -1, "card": RISKY_BLOW})]
    assert tba.RULESET.narrate(modified[0]) == (
        "Risky Blow: Thorin II: +3 prowess, -1 body against this strike. [CoE-3.iv.5]")
    assert _strike_ones(facts) == [NEW_WAY]
    # His body 8 lowered by one: one more on the roll, said to be lowered.
    assert _body_ones(facts) == [{"amount": 1, "source": f"played:{RISKY_BLOW}",
                                  "why": "Risky Blow played on the strike (lowers body)",
                                  "clause": "CoE-3.iv.5"}]
    assert only(facts, "BodyChecked").data["body"] == 8 - 1


@pytest.mark.rule("CoE-3.iv.5", "CoE-3.I.1")
def test_up_to_version_58_risky_blow_replays_as_two_modifications() -> None:
    struck = replace(thorin_struck(), hand=(RISKY_BLOW,))
    facts = _played(TBA_FROM - 1, struck, PLAY, "roll")
    assert [dict(f.data) for f in facts if f.kind == "StrikeModified"] == [
        {"character": THORIN, "prowess": 3, "body": 0},
        {"character": THORIN, "prowess": 0, "body": -1}]
    assert _strike_ones(facts) == [OLD_WAY]
    assert _body_ones(facts) == [{"amount": 1, "source": "rule:CoE-3.iv.5",
                                  "why": "cards played on the strike (raise body)",
                                  "clause": "CoE-3.iv.5"}]
    assert only(facts, "BodyChecked").data["body"] == 8 - 1


@pytest.mark.rule("CoE-3.iv.5", "CoE-3.I.1")
def test_the_waiting_body_check_keeps_the_card_that_lowered_the_body() -> None:
    struck = tba.give(replace(thorin_struck(), hand=(RISKY_BLOW,)), BILBO, MIRUVOR)
    facts = _played(None, struck, PLAY, "roll", "body-check")
    awaited = only(facts, "BodyCheckAwaited").data
    assert (awaited["body_bonus"], awaited["cards"]) == (-1, [[RISKY_BLOW, -1]])
    assert [m["source"] for m in _body_ones(facts)] == [f"played:{RISKY_BLOW}"]
    old = _played(TBA_FROM - 1, struck, PLAY, "roll", "body-check")
    assert "cards" not in only(old, "BodyCheckAwaited").data
    assert [m["why"] for m in _body_ones(old)] == ["cards played on the strike (raise body)"]


@pytest.mark.rule("CoE-3.iv.5")
def test_the_audit_links_each_card_to_the_modification_naming_it() -> None:
    struck = replace(thorin_struck(), hand=(RISKY_BLOW,))
    facts = _played(None, struck, PLAY, "roll")
    records: list[Any] = [SimpleNamespace(version=i, kind=f.kind, data=f.data, rule=f.rule)
                          for i, f in enumerate(facts, 1)]  # as the audit reads a record
    strike = next(r for r in records if r.kind == "StrikeResolved")
    earlier = records[:records.index(strike)]
    found = _source(f"played:{RISKY_BLOW}", strike, earlier)
    assert found is not None and found.kind == "StrikeModified"
    assert found.data["card"] == RISKY_BLOW


@pytest.mark.rule("CoE-3.iv.5")
def test_the_burglar_records_risky_blow_so_from_version_127() -> None:
    # Thranduil, a Hand and a warrior, faces a Wolf's strike.
    facing = replace(bwj.striking(bwj.THRANDUIL), hand=(RISKY_BLOW,))
    play = f"play:{RISKY_BLOW}:strike:{bwj.THRANDUIL}"
    facts, _ = bwj.act(facing, play)
    assert [dict(f.data) for f in facts if f.kind == "StrikeModified"] == [
        {"character": bwj.THRANDUIL, "prowess": 3, "body": -1, "card": RISKY_BLOW}]
    old, _ = bwj.act(facing, play, ruleset=bwj.played_as(str(BWJ_FROM - 1)))
    assert [dict(f.data) for f in old if f.kind == "StrikeModified"] == [
        {"character": bwj.THRANDUIL, "prowess": 3, "body": 0},
        {"character": bwj.THRANDUIL, "prowess": 0, "body": -1}]


@pytest.mark.rule("CoE-3.iv.5", "CoE-3.I.1")
def test_the_guise_says_a_body_risky_blow_lowered_is_lowered_from_version_115() -> None:
    _, waiting = guise.act(guise.wolves_with_cards(), f"assign:{guise.HALDIR}", seed=3)
    _, waiting = guise.act(waiting, "assign-done", seed=3)
    _, waiting = guise.act(waiting, f"resolve:{guise.HALDIR}", seed=3)
    _, blown = guise.act(waiting, f"resource:{RISKY_BLOW}:strike:{guise.HALDIR}", seed=3)
    assert blown.fight is not None
    # Against a strike he cannot beat: wounded, his body check against 8 - 1.
    stronger = replace(blown, fight=replace(blown.fight,
                                            attack=blown.fight.attack.modified(0, 12)))
    for version, label in ((None, "lower body"), (str(LOWERED_BODY_FROM - 1), "raise body")):
        ruleset = guise.RULESET if version is None else guise.RULESET.at_version(version)
        facts, _ = guise.act(stronger, "roll", seed=1, ruleset=ruleset)  # type: ignore[arg-type]
        assert only(facts, "BodyChecked")["body"] == 8 - 1
        assert [m for m in _modifiers(only(facts, "BodyChecked"))
                if m["clause"] == "CoE-3.iv.5"] == [
            {"amount": 1, "source": "rule:CoE-3.iv.5",
             "why": f"cards played on the strike ({label})", "clause": "CoE-3.iv.5"}]
