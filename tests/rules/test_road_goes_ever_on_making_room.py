"""The automatic player of The Road Goes Ever On, from policy.ROOM_SINCE: when a character of
the hand lacks only influence to come into play, it moves a character of the company between
general and direct influence in the organization phase (CoE 2.II.3.2) so that he may, then
brings him in. Version 221's player moved no one. Seeded automatic games."""

from __future__ import annotations

import pytest

from domain.chronicle import Chronicle
from domain.ruleset import Action
from domain.rulesets.road_goes_ever_on.policy import ROOM_SINCE
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from tests.rules.rgo_support import at_version, card

BEFORE = str(ROOM_SINCE - 1)
MOVES = ("take-follower:", "release-follower:")
NEWCOMERS = ("play-character:", "play-follower:")
#: Seed 4 as version 224 plays it: from version 225 (a corruption card's tries, corruption.py,
#: and the helpers of a check, check_helpers.py) the game takes another course, and no seed
#: from 0 to 59 needs room made.
SEED_4_AS = "224"


def before_the_move(rgo: RoadGoesEverOn, seed: int) -> tuple[Chronicle, list[Action]]:
    """The automatic game from ``seed`` up to the first choice where its player moves a
    character between general and direct influence; the actions offered there."""
    game = Chronicle.begin(rgo, seed, {})
    while game.result() is None:
        actions = game.actions()
        action, args = rgo.policy(game.table.rules, actions)
        if action.startswith(MOVES):
            return game, actions
        game.decide(action, args)
    raise AssertionError(f"seed {seed}: the automatic player moved no one")


def choices(rgo: RoadGoesEverOn, game: Chronicle, actions: list[Action], count: int
            ) -> list[str]:
    """The automatic player's next ``count`` choices from the game as it stands."""
    chosen = []
    for _ in range(count):
        action, args = rgo.policy(game.table.rules, actions)
        chosen.append(action)
        game.decide(action, args)
        actions = game.actions()
    return chosen


@pytest.mark.rule("CoE-2.II.3.2", "CoE-2.II.2.2.2")
def test_a_character_goes_under_direct_influence_to_free_general_influence(
        rgo: RoadGoesEverOn) -> None:
    """Seed 4 (as ``SEED_4_AS``): Elladan (mind 4) finds too little general influence left;
    Éomer (mind 3) goes under Aragorn II's direct influence (3), and Elladan comes in under
    general influence."""
    rgo = at_version(rgo, SEED_4_AS)
    eomer, aragorn, elladan = card(rgo, "Éomer"), card(rgo, "Aragorn II"), card(rgo, "Elladan")
    game, actions = before_the_move(rgo, 4)
    assert not [a.id for a in actions if a.id.startswith(NEWCOMERS)]
    before, state = game.version, game.table.rules
    assert choices(rgo, game, actions, 2) == [f"take-follower:{eomer}:{aragorn}",
                                              f"play-character:{elladan}"]
    facts = [(r.kind, r.rule) for r in game.records[before:] if r.kind != "Decision"]
    assert facts == [("FollowerTaken", "CoE-2.II.3.2"), ("CharacterPlayed", "RGO-GEN-1")]
    assert game.table.rules.followers()[eomer] == aragorn
    # The player of the version before moves no one there: it plans the company's move.
    assert at_version(rgo, BEFORE).policy(state, actions)[0] == f"move:{card(rgo, 'Isengard')}"


@pytest.mark.rule("CoE-2.II.3.2", "CoE-2.II.2.2.2")
def test_a_follower_goes_back_to_general_influence_to_free_his_controller(
        rgo: RoadGoesEverOn) -> None:
    """Seed 2 as version ROOM_SINCE plays it: Gimli (mind 6) finds too little general
    influence left and Gandalf, who controls Beretar (mind 5), too little direct influence;
    Beretar goes back under general influence and Gimli comes in as Gandalf's follower. (From
    one_character.ONCE_SINCE Beretar no longer comes in on turn 1, after Gandalf, and the game
    needs no room made.)"""
    rgo = at_version(rgo, str(ROOM_SINCE))
    beretar, gandalf, gimli = card(rgo, "Beretar"), card(rgo, "Gandalf"), card(rgo, "Gimli")
    game, actions = before_the_move(rgo, 2)
    assert not [a.id for a in actions if a.id.startswith(NEWCOMERS)]
    state = game.table.rules
    assert choices(rgo, game, actions, 2) == [f"release-follower:{beretar}",
                                              f"play-follower:{gimli}:{gandalf}"]
    followers = game.table.rules.followers()
    assert (followers[gimli], beretar in followers) == (gandalf, False)
    assert not at_version(rgo, BEFORE).policy(state, actions)[0].startswith(MOVES)


@pytest.mark.rule("CoE-2.II.3.2")
@pytest.mark.parametrize("seed, version", [(2, str(ROOM_SINCE)), (4, SEED_4_AS)])
def test_each_move_brings_a_character_in_next(rgo: RoadGoesEverOn, seed: int,
                                              version: str) -> None:
    """Over whole automatic games (seed 2 as version ROOM_SINCE plays it, seed 4 as 224) the
    player moves someone between general and direct influence (one under no influence aside,
    followers.policy_choice) only to bring in a character of the hand: its next choice does."""
    rgo = at_version(rgo, version)
    game = Chronicle.begin(rgo, seed, {})
    moved = 0
    room = False  # the last choice moved someone to make room
    while game.result() is None:
        state = game.table.rules
        action, args = rgo.policy(state, game.actions())
        if room:
            assert action.startswith(NEWCOMERS), (seed, game.version, action)
            moved += 1
        room = action.startswith(MOVES) and action.split(":")[1] not in \
            state.under_no_influence()
        game.decide(action, args)
    assert moved == 1
