"""Every There and Back Again roll records its check, and the turn's first facts cite the turn
sequence (version 2); games of version 1 replay with their bare numbers. The hidden +1 of a body
check of an already-wounded character is a modifier of its own (CoE 3.I.1)."""

from __future__ import annotations

import pytest

from domain.chronicle import Chronicle
from domain.engine.checks import recompute
from tests.rules.test_there_and_back_again_combat import fighting
from tests.rules.test_there_and_back_again_helpers import (
    BALIN,
    BILBO,
    RULESET,
    THORIN,
    act,
    give,
    with_states,
)
from tests.support import only


@pytest.mark.rule("TBA-HAZ-4")
def test_a_wounded_characters_strike_and_body_check_show_every_modifier() -> None:
    # Giant Spiders (prowess 10, two strikes): Bilbo by the defender, wounded Thorin by the
    # attacker. Thorin rolls 1 + 4 with prowess 5, -2 wounded: 8, the strike succeeds; his
    # body check rolls 3 + 2, +1 for being wounded already: 6 against body 8, passed.
    state = with_states(fighting("TW-40", company=(BILBO, THORIN)), TW_183="wounded")
    _, state = act(state, f"assign:{BILBO}", seed=1)
    _, state = act(state, "assign-done", seed=1)
    _, state = act(state, f"resolve:{THORIN}", seed=1)
    facts, _ = act(state, "roll", seed=1)
    strike = only(facts, "StrikeResolved").data["check"]
    assert strike == {
        "dice": [1, 4], "roll": {"stream": "dice", "index": 0},
        "modifiers": [
            {"amount": 5, "source": f"card:{THORIN}", "why": "Thorin II's prowess",
             "clause": "CoE-3.iv.6"},
            {"amount": -2, "source": "state:wounded", "why": "wounded", "clause": "CoE-3.iv.6"}],
        "total": 8, "target": 10, "passes": "above", "passed": False}
    body = only(facts, "BodyChecked")
    assert body.data["check"] == {
        "dice": [3, 2], "roll": {"stream": "dice", "index": 2},
        "modifiers": [{"amount": 1, "source": "state:wounded", "why": "already wounded",
                       "clause": "CoE-3.I.1"}],
        "total": 6, "target": 8, "passes": "at most", "passed": True}
    assert (body.data["roll"], body.data["eliminated"]) == (5, False)
    assert recompute(strike) == [] and recompute(body.data["check"]) == []  # type: ignore[arg-type]


@pytest.mark.rule("TBA-SEQ-1", "TBA-SEQ-3")
def test_version_2_cites_the_turn_sequence_and_version_1_replays_without() -> None:
    now = Chronicle.begin(RULESET, 3, {})
    start = {**now.records[0].data, "ruleset_version": "1"}
    then = Chronicle.open(RULESET, start)
    assert int(RULESET.version) >= 10 and then.ruleset.played == "1"

    def opening(game: Chronicle) -> list[tuple[str, str | None]]:
        return [(r.kind, r.rule) for r in game.records if r.kind in ("TurnBegan", "PhaseBegan")]

    # The company begins at Bag End, a site (TBA-SEQ-3).
    assert opening(now)[:2] == [("TurnBegan", "TBA-SEQ-1"), ("PhaseBegan", "TBA-SEQ-3")]
    assert opening(then)[:2] == [("TurnBegan", None), ("PhaseBegan", None)]


@pytest.mark.rule("TBA-HAZ-4", "TBA-RES-2")
def test_the_attackers_choice_lists_the_candidates_with_their_ranking_keys() -> None:
    # Two strikes, none assigned by the defender: untapped Balin and Bilbo rank before tapped
    # Thorin despite his higher mind; Balin's direct influence (3) beats Bilbo's (2).
    state = with_states(fighting("TW-40", company=(BILBO, THORIN, BALIN)), TW_183="tapped")
    facts, _ = act(state, "assign-done", seed=1)
    first, second = [f for f in facts if f.kind == "StrikeAssigned"]
    assert (first.data["character"], second.data["character"]) == (BALIN, BILBO)
    assert first.data["candidates"] == [{"character": BILBO, "rank": [0, -5, -2, 9, 1]},
                                        {"character": THORIN, "rank": [1, -8, -3, 8, 5]},
                                        {"character": BALIN, "rank": [0, -5, -3, 7, 4]}]
    assert first.data["ranked_by"] == ["untapped 0, tapped 1, wounded 2 (TBA-RES-2)",
                                       "mind, negated", "direct influence, negated", "body",
                                       "prowess"]
    assert str(first.data["reading"]).startswith("The missing fourth tie-break is read as "
                                                 "lowest prowess; the attacker assigns "
                                                 "untapped characters first (TBA-RES-2)")
    assert [c["character"] for c in second.data["candidates"]] == [BILBO, THORIN]  # type: ignore[index, union-attr]


@pytest.mark.rule("TBA-HAZ-4")
def test_tapping_to_support_is_a_fact_of_its_own() -> None:
    state = fighting("TW-40", company=(BILBO, THORIN, BALIN))
    _, state = act(state, f"assign:{THORIN}")
    _, state = act(state, "assign-done")
    _, state = act(state, f"resolve:{THORIN}")
    facts, after = act(state, f"support:{BILBO}")
    assert [(f.kind, f.rule, dict(f.data)) for f in facts[:2]] == [
        ("CharacterSupports", "CoE-3.iv.4", {"supporter": BILBO, "character": THORIN}),
        ("CharacterTapped", "CoE-3.iv.4", {"character": BILBO, "to": "to support"})]
    bilbo = after.character(BILBO)
    assert bilbo is not None and bilbo.state == "tapped"


@pytest.mark.rule("TBA-HAZ-4")
def test_an_item_leaves_play_with_its_eliminated_bearer_as_a_fact_of_its_own() -> None:
    # Wounded Thorin bears Glamdring; no unwounded companion may take it (CoE 3.I.2).
    state = give(with_states(fighting("TW-40", company=(BILBO, THORIN)), TW_183="wounded",
                             TW_131="wounded"), THORIN, "TW-244")
    _, state = act(state, "assign-done", seed=58)
    _, state = act(state, f"resolve:{THORIN}", seed=58)
    facts, after = act(state, "roll", seed=58)
    gone = [(f.kind, f.rule, dict(f.data)) for f in facts
            if f.kind in ("ItemLeftPlay", "CharacterEliminated")]
    assert gone == [
        ("ItemLeftPlay", "CoE-3.I.2", {"item": "TW-244", "bearer": THORIN, "to": "discard"}),
        ("CharacterEliminated", "CoE-3.I.2", {"character": THORIN, "items_to": [],
                                              "items_discarded": [], "items_left": [],
                                              "heirs": []})]
    assert after.resource_discard[-1] == "TW-244"
