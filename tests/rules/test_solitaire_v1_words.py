"""The Solitaire Variant's words in real games (the automatic player's, from a seed): an ally
attempted is named an ally though it comes from the characters deck, a card with no
marshalling points scores none (not "+0"), the choices placing an item name it, and a member
facing a strike tells the sum his tapping is decided on."""

from __future__ import annotations

import pytest

from domain.chronicle import Chronicle
from domain.rulesets.solitaire_v1.state import HAZARDS
from tests.rules.sv1_support import RULES, cid, member, run, seed_for, state

WORDS = "the words of a line or a choice; the facts recorded are unchanged"


def played(seed: int, decisions: int) -> Chronicle:
    game = Chronicle.begin(RULES, seed, {})
    for _ in range(decisions):
        game.decide(*RULES.policy(game.table.rules, game.actions()))
    return game


def line(game: Chronicle, version: int) -> str:
    return RULES.narrate(game.records[version - 1].fact)


@pytest.mark.not_a_rule(WORDS)
def test_an_ally_attempted_is_named_an_ally() -> None:
    game = played(1, 40)
    declared = game.records[75 - 1]
    assert (declared.kind, declared.fact["kind"]) == ("AttemptDeclared", "character")
    assert line(game, 75) == "Haldir taps to attempt Treebeard (ally; needs 8). [SV1-SEQ-5]"


@pytest.mark.not_a_rule(WORDS)
def test_a_card_with_no_points_scores_none_inverted() -> None:
    game = Chronicle.begin(RULES, 3, {})
    while game.version < 860:
        game.decide(*RULES.policy(game.table.rules, game.actions()))
    assert [list(s) for s in game.records[860 - 1].fact["scored"]][0][2] == 0
    assert line(game, 860) == ("Pallando is eliminated; to the marshalling point pile "
                               "inverted: Pallando (no marshalling points). [SV1-HAZ-4H2]")


@pytest.mark.not_a_rule(WORDS)
def test_placing_an_item_names_it() -> None:
    game = played(2, 8)
    labels = {a.id: a.label for a in game.actions()}
    assert labels["assign:TW-117"] == "Give Ent-draughts to Alatar"
    assert labels["pile"] == "Put Ent-draughts in the marshalling point pile"


@pytest.mark.not_a_rule(WORDS)
def test_facing_a_strike_tells_the_sum_its_tapping_is_decided_on() -> None:
    # SV1-HAZ-4D: Legolas's 5 + 4 = 9 would not beat Cave-drake's 10, so he taps; Beorn's
    # 7 + 4 = 11 would, so he stays untapped at -3.
    for who, told in (("Legolas", "taps to face the strike: prowess 5 + 4 = 9 would not beat "
                                  "the hazard's prowess 10. [SV1-HAZ-4D]"),
                      ("Beorn", "stays untapped (-3): prowess 7 + 4 = 11 beats the hazard's "
                                "prowess 10. [SV1-HAZ-4D]")):
        s = state([member(who)], {"hazards": ["Cave-drake"]}, step=HAZARDS,
                  regions=tuple(cid(r) for r in ("Rhudaur", "Hollin", "Cardolan", "Arthedain")),
                  hazards_left=1)
        found, _ = run(s, seed_for(7))
        faced = next(f for f in found if f.kind == "StrikeFaced")
        assert RULES.narrate(faced) == f"{who} (untapped, prowess {faced['prowess']}) {told}"
