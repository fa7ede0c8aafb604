"""Burglar Wants a Good Job: a unique card is in play once. From ``UNIQUE_HANDS_SINCE`` no Hand
is a character already in play by his name, the Burglar's own card included (BWJ-HAND-1: Hands
are characters other than the Burglar), and the set-up refuses a resource deck holding a copy
of the Burglar (BWJ-SETUP-7), the bundled default's leaving his card out. Before, Sam Gamgee
chosen as the Burglar stayed in the default deck and was played as a Hand of his own card, who
on leaving took the Burglar with him; an attack on the company left empty raised as its
strikes were assigned, and now ends those versions' game lost."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from domain.chronicle import Chronicle, start_data
from domain.engine.characters import Character
from domain.errors import InvalidSetup
from domain.rulesets.burglar.decks import default_setup
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import UNIQUE_HANDS_SINCE
from tests.rules.burglar_support import (
    CATALOG,
    MERRY,
    RULESET,
    SAM,
    WOLVES,
    act,
    advance,
    fresh,
    moving,
    played_as,
    refusal,
    with_hand,
)
from tests.support import only

NOW = played_as(str(UNIQUE_HANDS_SINCE))
BEFORE = played_as(str(UNIQUE_HANDS_SINCE - 1))
SAM_BURGLAR = {"burglar": "Sam Gamgee"}


def default_resources() -> list[str]:
    """The bundled default resource deck, one id a copy, in its order."""
    return [entry["id"] for entry in default_setup()["resources"]
            for _ in range(entry["count"])]


def sam_the_burglar(*hand: str) -> State:
    """A fresh game's organization phase with Sam Gamgee the Burglar; ``hand``: the hand."""
    sam = Character.from_card(CATALOG.get(SAM))
    return replace(fresh(), company=(sam,), hero=SAM, roster=(SAM,), hand=hand)


def hand_offers(state: State, ruleset: object) -> list[str]:
    return [a.id for a in ruleset.actions(state)  # type: ignore[attr-defined]
            if a.id.startswith("hand:")]


@pytest.mark.rule("BWJ-SETUP-7", "BWJ-SETUP-3", "BWJ-HAND-1")
def test_the_default_deck_leaves_the_burglars_card_out_and_a_deck_given_may_not_hold_it(
        ) -> None:
    prepared = NOW.prepare(SAM_BURGLAR)
    left = default_resources()
    left.remove(SAM)
    assert (prepared["burglar"], prepared["resources"]) == (SAM, left)  # 29 cards
    assert NOW.prepare({}) == BEFORE.prepare({})  # Bilbo's: the default deck whole
    with pytest.raises(InvalidSetup) as refused:
        NOW.prepare({**SAM_BURGLAR, "resources": default_resources()})
    assert refused.value.problems == (
        "BWJ-SETUP-7: the resource deck holds 1 copy of the unique Sam Gamgee (TW-180), the "
        "Burglar, who is in play from the start; at most 1 in all",)
    # Before, his card stayed in the default deck, and a deck given with it was accepted.
    assert BEFORE.prepare(SAM_BURGLAR)["resources"] == default_resources()
    assert BEFORE.prepare({**SAM_BURGLAR, "resources": default_resources()})["resources"] \
        == default_resources()


@pytest.mark.rule("BWJ-HAND-1", "BWJ-HAND-2")
def test_no_hand_is_the_burglars_own_card_or_a_hand_already_in_play() -> None:
    state = sam_the_burglar(SAM, MERRY)
    assert hand_offers(state, NOW) == [f"hand:{MERRY}"]
    assert refusal(state, f"hand:{SAM}", NOW) == (
        "Sam Gamgee cannot be played as a Hand: that unique character is in play already, as "
        "the Burglar; a Hand is a character other than the Burglar, and a unique card is in "
        "play once.", "BWJ-HAND-1")
    merry_in_play = replace(with_hand(fresh(), MERRY), hand=(MERRY,))
    assert hand_offers(merry_in_play, NOW) == []
    assert refusal(merry_in_play, f"hand:{MERRY}", NOW)[0].endswith(
        "in play already, as a Hand; a Hand is a character other than the Burglar, and a "
        "unique card is in play once.")
    # Before, both were offered, and the Burglar's card came into play a second time.
    assert hand_offers(state, BEFORE) == [f"hand:{MERRY}", f"hand:{SAM}"]
    assert hand_offers(merry_in_play, BEFORE) == [f"hand:{MERRY}"]
    facts, after = act(state, f"hand:{SAM}", ruleset=BEFORE)
    assert only(facts, "HandPlayed")["character"] == SAM
    assert [c.card_id for c in after.company] == [SAM, SAM]


@pytest.mark.rule("BWJ-WIN-5", "BWJ-HAND-3")
def test_before_an_attack_on_the_company_the_burglar_left_with_his_hand_ends_the_game_lost(
        ) -> None:
    # The company as version 142 left it: the Hand of Sam's own card gone after his two turns,
    # the Burglar with him; Wolves attack on the way to Moria.
    gone = replace(sam_the_burglar(), company=())
    _, attacked = advance(moving(gone, "Lórien", "Moria", WOLVES))
    assert attacked.combat is not None and attacked.combat.card == WOLVES
    facts, after = act(attacked, "assign-done", ruleset=BEFORE)  # the attacker chose no one
    assert [f.kind for f in facts] == ["GameEnded"]
    assert (only(facts, "GameEnded").rule, dict(only(facts, "GameEnded").data)) == (
        "BWJ-WIN-5", {"outcome": "lost", "reason": "the Burglar is dead or lost to corruption",
                      "character": SAM})
    assert after.outcome == "lost"


def _played(version: str, seed: int) -> Chronicle:
    """Seed ``seed``'s game with Sam Gamgee the Burglar at ``version``, the automatic player's,
    but playing Sam's card as a Hand whenever it is offered."""
    ruleset = NOW.at_version(version)
    chronicle = Chronicle.open(NOW, start_data(ruleset, seed, ruleset.prepare(SAM_BURGLAR),
                                               "free"))
    while chronicle.result() is None:
        state = chronicle.table.rules
        offered = [a.id for a in chronicle.ruleset.actions(state)]
        chronicle.decide(*((f"hand:{SAM}", {}) if f"hand:{SAM}" in offered
                           else chronicle.ruleset.automatic_choice(state)))
    return chronicle


@pytest.mark.rule("BWJ-HAND-1", "BWJ-HAND-3", "BWJ-SETUP-7", "BWJ-WIN-5")
def test_seed_4_with_sam_the_burglar_plays_to_its_end_in_both_versions() -> None:
    before = _played(str(UNIQUE_HANDS_SINCE - 1), 4)
    facts = [(r.kind, json.loads(json.dumps(dict(r.data)))) for r in before.records]
    assert ("HandPlayed", {"character": SAM, "turn": 9}) in facts
    assert ("HandLeft", {"character": SAM, "items_to_burglar": ["TW-225", "TW-499"]}) in facts
    assert ("HazardLimitSet", {"limit": 2, "company_size": 0}) in facts
    # Where the attack on the empty company raised (turn 11), the game is lost.
    assert before.result() == {
        "outcome": "lost", "reason": "the Burglar is dead or lost to corruption", "turns": 11,
        "ended_by": "the Burglar lost", "tier": None, "tasks": [], "score": 2,
        "stage": "0 tasks done"}
    now = _played(str(UNIQUE_HANDS_SINCE), 4)
    assert "HandPlayed" not in [r.kind for r in now.records]
    assert SAM not in now.records[0].data["setup"]["resources"]
    assert now.result() is not None
    assert now.result()["reason"] == "not hired: 1 task and 9 marshalling points"


@pytest.mark.rule("BWJ-HAND-3")
def test_the_board_gives_a_hands_turn_to_leave_and_the_burglar_none() -> None:
    """Seed 3: the automatic player's first choice plays Merry as a Hand on turn 1; he leaves
    two turns later, on turn 3. Bilbo, the Burglar, is no Hand: his line has no such field."""
    game = Chronicle.begin(RULESET, 3, {})
    game.decide(*RULESET.policy(game.table.rules, game.actions()))
    assert [r.data["character"] for r in game.records if r.kind == "HandPlayed"] == [MERRY]
    board = RULESET.board(game.table.rules)
    company = {c["name"]: c for c in board["company"]}  # type: ignore[union-attr]
    assert company["Merry"]["hand_until_turn"] == 3
    assert "hand_until_turn" not in company["Bilbo"]
