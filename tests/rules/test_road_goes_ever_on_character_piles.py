"""The Road Goes Ever On, from elimination.PILES_SINCE: a character leaving play goes to a pile,
named in his fact: the discard pile when he is discarded (CoE 7.1, a corruption check failed
by a little), from which the draw deck is made again (RGO-GEN-5); the out-of-play pile when he
is eliminated (CoE 3.I.2, CoE 7.1), which the board counts and names. The version before
replays as played: his card went to no pile. Constructed states, seeded."""

from __future__ import annotations

import pytest

from domain.engine import coe
from domain.ruleset import Context
from domain.rulesets.road_goes_ever_on import elimination
from domain.rulesets.road_goes_ever_on.combat import body_check
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import State
from tests.rules.rgo_support import at_version, ids, run, state, turn_of

NOW = str(elimination.PILES_SINCE)
BEFORE = str(elimination.PILES_SINCE - 1)
#: The modifiers by which Aragorn II's corruption check (seed 1, a roll of 5, no corruption
#: points) fails by a little (discarded) and by more (eliminated).
DISCARDED_BY, ELIMINATED_BY = -5, -7


def fails_corruption(modifier: int):  # type: ignore[no-untyped-def]
    def step(ctx: Context[State]) -> None:
        turn_of(ctx.ruleset, ctx.state).corruption_check(  # type: ignore[arg-type]
            ctx, ctx.state.characters[0], modifier, coe.CORRUPTION_CHECK)
    return step


def fails_body_check(ctx: Context[State]) -> None:
    assert body_check(ctx, ctx.state.characters[0].card_id, wounded_before=False,
                      reason="test", modifier=20)


def lost(facts):  # type: ignore[no-untyped-def]
    return next(f for f in facts if f.kind == "CharacterEliminated")


@pytest.mark.rule(coe.CORRUPTION_CHECK, "RGO-GEN-5")
def test_a_character_discarded_goes_to_the_discard_pile_and_back_into_the_draw_deck(
        rgo: RoadGoesEverOn) -> None:
    ruleset = at_version(rgo, NOW)
    aragorn, legolas = ids(rgo, "Aragorn II", "Legolas")
    facts, after = run(ruleset, state(rgo), fails_corruption(DISCARDED_BY))
    assert next(f for f in facts if f.kind == "CorruptionChecked")["result"] == "discarded"
    gone = lost(facts)
    assert (gone.rule, gone["character"], gone["to"]) == (coe.CORRUPTION_CHECK, aragorn,
                                                           "discard")
    assert after.discard == (aragorn,) and after.out_of_play == ()
    assert [c.card_id for c in after.characters] == [legolas]
    assert ruleset.narrate(gone) == ("Aragorn II is lost: failed a corruption check "
                                     "(discarded), to the discard pile.")
    board = ruleset.board(after)
    assert board["decks"]["discard"] == 1 and board["decks"]["out_of_play_pile"] == 0  # type: ignore[index]
    # The draw deck run out, it is made again from the discard pile, his card with it.
    facts, drawn = run(ruleset, after, turn_of(ruleset, after).draw_player, 1, "RGO-GEN-4")
    assert [f.rule for f in facts if f.kind == "DeckShuffled"] == ["RGO-GEN-5"]
    assert drawn.hand == (aragorn,) and drawn.discard == ()


@pytest.mark.rule(coe.CORRUPTION_CHECK, coe.ELIMINATED)
def test_a_character_eliminated_goes_to_the_out_of_play_pile_for_good(
        rgo: RoadGoesEverOn) -> None:
    ruleset = at_version(rgo, NOW)
    aragorn = ids(rgo, "Aragorn II")[0]
    facts, after = run(ruleset, state(rgo), fails_corruption(ELIMINATED_BY))
    assert next(f for f in facts if f.kind == "CorruptionChecked")["result"] == "eliminated"
    assert lost(facts)["to"] == "out-of-play"
    assert after.out_of_play == (aragorn,) and after.discard == ()
    # Never back into the draw deck: the discard pile it is made from holds no card of his.
    facts, drawn = run(ruleset, after, turn_of(ruleset, after).draw_player, 1, "RGO-GEN-4")
    assert drawn.hand == () and drawn.out_of_play == (aragorn,)


@pytest.mark.rule(coe.ELIMINATED)
def test_a_failed_body_check_puts_him_in_the_out_of_play_pile_the_board_names(
        rgo: RoadGoesEverOn) -> None:
    ruleset = at_version(rgo, NOW)
    aragorn = ids(rgo, "Aragorn II")[0]
    facts, after = run(ruleset, state(rgo), fails_body_check)
    gone = lost(facts)
    assert (gone.rule, gone["to"]) == (coe.ELIMINATED, "out-of-play")
    assert after.out_of_play == (aragorn,) and after.discard == ()
    assert ruleset.narrate(gone) == "Aragorn II is lost: test, to the out-of-play pile."
    board = ruleset.board(after)
    assert board["out_of_play"] == ["Aragorn II"]
    assert board["decks"]["out_of_play_pile"] == 1  # type: ignore[index]


@pytest.mark.rule(coe.CORRUPTION_CHECK, coe.ELIMINATED)
@pytest.mark.parametrize("step", [fails_corruption(DISCARDED_BY),
                                  fails_corruption(ELIMINATED_BY), fails_body_check])
def test_before_the_version_his_card_goes_to_no_pile(rgo: RoadGoesEverOn, step) -> None:  # type: ignore[no-untyped-def]
    old = at_version(rgo, BEFORE)
    facts, after = run(old, state(rgo), step)
    gone = lost(facts)
    assert "to" not in gone.data
    assert after.discard == () and after.out_of_play == ()
    assert after.character(gone["character"]) is None
    assert old.narrate(gone).endswith(f"{gone['reason']}.")
