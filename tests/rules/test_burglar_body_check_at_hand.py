"""Burglar Wants a Good Job: from ``BODY_CHECK_AT_HAND_FROM`` a wound's body check waiting for
the defender (CoE 3.I.1) records what is at hand then to raise his body, an item borne
(Miruvor, CoE 6.1) with its bearer or a card of the hand played on him (Narya, Nenya, Vilya,
CoE 5.1), and its line, which the audit reads too, names exactly those; a wait recorded before
keeps its data and its line."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.chronicle import verify
from domain.ruleset import Fact
from domain.rulesets.burglar.ruleset import BurglarWantsAGoodJob
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import BODY_CHECK_AT_HAND_FROM
from projections.audit import audit_report
from tests.burglar_ring_game import GANDALF, NARYA, PLAY_NARYA, waiting
from tests.rules.burglar_support import BILBO, RULESET, act, give, ids, played_as, striking
from tests.support import only

MIRUVOR, GALADRIEL, NENYA, ELROND, VILYA = "TW-283", "TW-153", "TW-291", "TW-145", "TW-358"
BEFORE = played_as(str(BODY_CHECK_AT_HAND_FROM - 1))


def struck(who: str, ring: str) -> State:
    """``who``, a Hand beside the Burglar, faces a strike he cannot beat (prowess 30), the
    ring played on him in the hand."""
    state = striking(who)
    assert state.combat is not None
    return replace(state, hand=(ring,), combat=replace(
        state.combat, attack=replace(state.combat.attack, prowess=30)))


def awaited(state: State, ruleset: BurglarWantsAGoodJob = RULESET) -> tuple[Fact, State]:
    """The strike rolled (seed 0): the fact of the wait it opens, and the state after."""
    facts, after = act(state, "roll", seed=0, ruleset=ruleset)
    return only(facts, "BodyCheckAwaited"), after


@pytest.mark.rule("CoE-3.I.1", "CoE-5.1", "BWJ-SETUP-1")
def test_gandalf_the_burglar_s_waiting_check_records_narya_in_hand_and_says_so() -> None:
    assert BODY_CHECK_AT_HAND_FROM == 133 <= int(RULESET.version)
    game = waiting()
    fact = game.records[-1].fact
    assert fact.kind == "BodyCheckAwaited"
    assert fact.data == {"character": GANDALF, "state_before": "tapped", "body_bonus": 0,
                         "at_hand": {"items": [], "hand": [NARYA]}}
    said = ("The body check of Gandalf waits: Gandalf's body may be raised with Narya (in hand) "
            "before the roll. [CoE-3.I.1]")
    assert game.ruleset.narrate(fact) == said
    assert audit_report(game.ruleset, game.records, game.version)["line"] == said
    assert [a.id for a in game.actions()] == [PLAY_NARYA, "body-check"]


@pytest.mark.rule("CoE-3.I.1", "CoE-5.1", "BWJ-SETUP-1")
def test_a_game_recorded_before_replays_its_wait_as_played_and_tells_it_as_before() -> None:
    game = waiting(str(BODY_CHECK_AT_HAND_FROM - 1))
    fact = game.records[-1].fact
    assert fact.data == {"character": GANDALF, "state_before": "tapped", "body_bonus": 0}
    assert verify(game.ruleset, game.records).ok
    said = ("The body check of Gandalf waits: what raises Gandalf's body may come first, an "
            "item used or Narya played on Gandalf from the hand. [CoE-3.I.1]")
    assert game.ruleset.narrate(fact) == said
    assert audit_report(game.ruleset, game.records, game.version)["line"] == said
    # The same decisions, the same wait: only the record of what is at hand differs.
    now = waiting()
    assert [r.fact.kind for r in now.records] == [r.fact.kind for r in game.records]
    assert [a.id for a in game.actions()] == [PLAY_NARYA, "body-check"]


@pytest.mark.rule("CoE-3.I.1", "CoE-6.1")
def test_a_miruvor_borne_is_recorded_with_its_bearer() -> None:
    fact, after = awaited(give(struck(BILBO, MIRUVOR), BILBO, MIRUVOR))
    assert fact.data["at_hand"] == {"items": [{"card": MIRUVOR, "bearer": BILBO}], "hand": []}
    assert RULESET.narrate(fact) == ("The body check of Bilbo waits: Bilbo's body may be raised "
                                     "with Miruvor (borne by Bilbo) before the roll. "
                                     "[CoE-3.I.1]")
    assert ids(after) == [f"use:{MIRUVOR}:{BILBO}:body", "body-check"]


@pytest.mark.rule("CoE-3.I.1", "CoE-5.1", "CoE-6.1")
def test_a_hand_s_ring_and_a_miruvor_another_bears_are_both_named() -> None:
    both = give(struck(GANDALF, NARYA), BILBO, MIRUVOR)
    fact, after = awaited(both)
    assert fact.data["at_hand"] == {"items": [{"card": MIRUVOR, "bearer": BILBO}],
                                    "hand": [NARYA]}
    assert RULESET.narrate(fact) == (
        "The body check of Gandalf waits: Gandalf's body may be raised with Miruvor (borne by "
        "Bilbo) or Narya (in hand) before the roll. [CoE-3.I.1]")
    assert ids(after) == [PLAY_NARYA, f"use:{MIRUVOR}:{BILBO}:body", "body-check"]
    old, _ = awaited(both, BEFORE)
    assert "at_hand" not in old.data
    assert BEFORE.narrate(old) == (
        "The body check of Gandalf waits: what raises Gandalf's body may come first, an item "
        "used or Narya played on Gandalf from the hand. [CoE-3.I.1]")


@pytest.mark.rule("CoE-3.I.1", "CoE-5.1")
@pytest.mark.parametrize(("who", "ring", "name"), [(GALADRIEL, NENYA, "Galadriel"),
                                                   (ELROND, VILYA, "Elrond")])
def test_nenya_and_vilya_in_hand_are_named_on_their_bearer(who: str, ring: str,
                                                           name: str) -> None:
    fact, after = awaited(struck(who, ring))
    assert fact.data["at_hand"] == {"items": [], "hand": [ring]}
    assert RULESET.narrate(fact) == (
        f"The body check of {name} waits: {name}'s body may be raised with "
        f"{RULESET.catalog.get(ring).name} (in hand) before the roll. [CoE-3.I.1]")
    assert ids(after) == [f"play:{ring}:turn:{who}", "body-check"]


@pytest.mark.rule("CoE-3.I.1")
def test_a_wait_recording_nothing_at_hand_says_so() -> None:
    fact = Fact("BodyCheckAwaited", {"character": GANDALF, "state_before": "untapped",
                                     "body_bonus": 0, "at_hand": {"items": [], "hand": []}},
                "CoE-3.I.1")
    assert RULESET.narrate(fact) == ("The body check of Gandalf waits: nothing at hand raises "
                                     "Gandalf's body. [CoE-3.I.1]")
