"""The roll the Solitaire Variant waits for while members may still assist it, named in the
choices and on the board: whose it is (a strike, a body check, an attempt), against what, and
the 2D6 it needs; the number said is the one the roll then judges by, over whole games."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from domain.chronicle import Chronicle
from domain.rulesets.solitaire_v1.pending import pending
from domain.rulesets.solitaire_v1.state import SolitaireState
from tests.rules.sv1_support import CATALOG, RULES, cid

WORDS = "the words of a choice and the board; the facts recorded are unchanged"


def played_until(seed: int, until: Callable[[SolitaireState], bool]) -> Chronicle:
    """The automatic player's game from ``seed`` up to the first choice where ``until``
    holds."""
    game = Chronicle.begin(RULES, seed, {})
    while not until(game.table.rules):
        assert game.result() is None
        game.decide(*RULES.policy(game.table.rules, game.actions()))
    return game


def waiting(kind: str) -> Callable[[SolitaireState], bool]:
    def holds(state: SolitaireState) -> bool:
        rolls = [r for r in (state.hazard, state.attempt) if r is not None and r.roll]
        return any(r.roll is not None and r.roll.kind == kind for r in rolls) \
            and any(a.id == "roll" for a in RULES.actions(state))
    return holds


def labels(game: Chronicle) -> dict[str, str]:
    return {a.id: a.label for a in game.actions()}


@pytest.mark.not_a_rule(WORDS)
def test_a_strike_roll_is_named_with_the_dice_it_needs() -> None:
    game = played_until(5, waiting("strike"))
    assert labels(game) == {
        f"assist:{cid('Ori')}": "Ori taps to assist Nori's strike against Barrow-wight "
                                "(+1: then 8 or more on 2D6)",
        f"assist:{cid('Roäc the Raven')}": "Roäc the Raven taps to assist Nori's strike "
                                           "against Barrow-wight (+1: then 8 or more on 2D6)",
        "roll": "Roll Nori's strike against Barrow-wight now, with no further assistance: "
                "9 or more on 2D6 beats its prowess 12"}
    # Nori's prowess 5, tapped to face it (no -3): 9 + 5 = 14 beats 12, 8 + 5 ties.
    assert RULES.board(game.table.rules)["hazard"] == {
        "id": cid("Barrow-wight"), "name": "Barrow-wight", "nature": "combat",
        "prowess": 12, "body": None, "strikes_to_come": [cid("Adrazar")],
        "roll_waiting": {"roll": "strike", "member": "Nori", "against": "prowess 12",
                 "needs": "9 or more on 2D6", "assisted_by": []}}


@pytest.mark.not_a_rule(WORDS)
def test_a_body_check_is_named_apart_from_the_strike_before_it() -> None:
    game = played_until(5, waiting("body"))
    assert labels(game) == {
        f"assist:{cid('Nori')}": "Nori taps to assist Ori's body check against Crebain "
                                 "(+1: then 8 or less on 2D6)",
        f"assist:{cid('Adrazar')}": "Adrazar taps to assist Ori's body check against Crebain "
                                    "(+1: then 8 or less on 2D6)",
        "roll": "Roll Ori's body check against Crebain now, with no further assistance: "
                "7 or less on 2D6 passes (body 7), else Ori is wounded"}
    hazard = RULES.board(game.table.rules)["hazard"]
    assert isinstance(hazard, dict)
    assert (hazard["prowess"], hazard["body"]) == (5, None)
    assert hazard["roll_waiting"] == {"roll": "body check", "member": "Ori",
                                      "against": "body 7", "needs": "7 or less on 2D6",
                                      "assisted_by": []}
    # Adrazar assists: the check is named the same, its number one better.
    game.decide(f"assist:{cid('Adrazar')}", {})
    assert labels(game)["roll"] == ("Roll Ori's body check against Crebain now, with no "
                                    "further assistance: 8 or less on 2D6 passes (body 7), "
                                    "else Ori is wounded")
    hazard = RULES.board(game.table.rules)["hazard"]
    assert isinstance(hazard, dict) and isinstance(hazard["roll_waiting"], dict)
    assert hazard["roll_waiting"]["assisted_by"] == ["Adrazar"]


@pytest.mark.not_a_rule(WORDS)
def test_an_attempts_roll_is_named_with_the_card_attempted() -> None:
    game = played_until(5, waiting("attempt"))
    assert labels(game) == {
        f"assist:{cid('Ori')}": "Ori taps to assist Roäc the Raven's attempt to recruit "
                                "Barliman Butterbur (+1: then 5 or more on 2D6)",
        "roll": "Roll Roäc the Raven's attempt to recruit Barliman Butterbur now, with no "
                "further assistance: 6 or more on 2D6 succeeds (MP + 6 = 6)"}
    board = RULES.board(game.table.rules)
    assert board["hazard"] is None
    assert board["attempt"] == {
        "id": cid("Barliman Butterbur"), "name": "Barliman Butterbur", "kind": "character",
        "roll_waiting": {"roll": "attempt", "member": "Roäc the Raven", "against": "MP + 6 = 6",
                         "needs": "6 or more on 2D6", "assisted_by": []}}


@pytest.mark.rule("SV1-SEQ-5A")
def test_the_board_tells_the_attempt_waiting_with_its_assistants_so_far() -> None:
    """Seed 10: Bergil attempts to recruit Halbarad (MP 0: 6 or more) and three members may
    assist; each assistant the board names is +1, as the next label says, until the roll
    is made and the board holds no attempt."""
    game = played_until(10, waiting("attempt"))
    attempt = RULES.board(game.table.rules)["attempt"]
    assert isinstance(attempt, dict)
    assert (attempt["name"], attempt["kind"]) == ("Halbarad", "character")
    assert attempt["roll_waiting"] == {"roll": "attempt", "member": "Bergil",
                                       "against": "MP + 6 = 6", "needs": "6 or more on 2D6",
                                       "assisted_by": []}
    game.decide(f"assist:{cid('Saruman')}", {})
    attempt = RULES.board(game.table.rules)["attempt"]
    assert isinstance(attempt, dict)
    assert attempt["roll_waiting"] == {"roll": "attempt", "member": "Bergil",
                                       "against": "MP + 6 = 6", "needs": "5 or more on 2D6",
                                       "assisted_by": ["Saruman"]}
    assert labels(game)["roll"] == ("Roll Bergil's attempt to recruit Halbarad now, with no "
                                    "further assistance: 5 or more on 2D6 succeeds "
                                    "(MP + 6 = 6)")
    before = game.version
    game.decide("roll", {})
    resolved = [r.fact for r in game.records[before:] if r.kind == "AttemptResolved"]
    assert [(f["member"], f["assists"], f["needed"]) for f in resolved] == [
        (cid("Bergil"), 1, 6)]
    assert RULES.board(game.table.rules)["attempt"] is None


#: The fact each kind of roll records, and whether its dice made it.
MADE = {"StrikeResolved": lambda f: f["result"] in ("won", "defeated"),
        "BodyCheck": lambda f: f["passed"], "AttemptResolved": lambda f: f["success"]}


@pytest.mark.rule("SV1-HAZ-4E", "SV1-HAZ-4F", "SV1-HAZ-4H1", "SV1-HAZ-5", "SV1-SEQ-5A")
@pytest.mark.parametrize("seed", [1, 2, 3, 5])
def test_the_dice_a_label_names_are_those_the_roll_judges_by(seed: int) -> None:
    game = Chronicle.begin(RULES, seed, {})
    checked = attempts = 0
    while game.result() is None:
        state = game.table.rules
        roll_offered = any(a.id == "roll" for a in game.actions())
        roll = pending(state, CATALOG) if roll_offered else None
        before = game.version
        game.decide(*RULES.policy(state, game.actions()))
        made = [r.fact for r in game.records[before:] if r.kind in MADE]
        if roll is None or not made or game.records[before].fact["action"] != "roll":
            continue
        fact = made[0]
        total = sum(fact["dice"])
        needed = roll.dice()
        expected = total <= needed if roll.kind == "body check" else (
            total >= needed or fact.get("double_six") is True)
        assert MADE[fact.kind](fact) is expected, (seed, before, roll, fact.data)
        if fact.kind == "AttemptResolved":
            # The board's attempt names the card, the number and the assistants the roll counts.
            shown = RULES.board(state)["attempt"]
            assert isinstance(shown, dict) and isinstance(shown["roll_waiting"], dict)
            assert (shown["id"], shown["roll_waiting"]["against"],
                    len(shown["roll_waiting"]["assisted_by"])) == (
                fact["card"], f"MP + 6 = {fact['needed']}", fact["assists"])
            attempts += 1
        checked += 1
    assert checked > 10 and attempts > 0


@pytest.mark.rule("SV1-HAZ-3A")
def test_an_events_members_to_come_are_body_checks_not_strikes() -> None:
    """Seed 1: Lure of Power, a permanent event, makes each member take a body check; the
    board lists the members still to take one as body checks to come."""
    game = played_until(1, lambda s: s.hazard is not None and s.hazard.nature == "permanent"
                        and bool(s.hazard.targets))
    hazard = RULES.board(game.table.rules)["hazard"]
    assert (hazard["name"], hazard["nature"], "strikes_to_come" in hazard) == (
        "Lure of Power", "permanent", False)
    assert hazard["body_checks_to_come"] == [cid("Haldir"), cid("Kíli"), cid("Óin")]
