"""A ruleset's legal actions are worked out once per state: asked again for the state it last
answered for (as the automatic player, the chronicle's argument check and ``decide`` do one
after another), a ruleset answers from what it kept, with the same actions. So does a method of
legal moves remembered by ``remembering_last_moves``: for the same state and version played
only, and not across ``for_setup``'s copy for a game's own cards."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.cards import Card, starter_catalog
from domain.chronicle import Chronicle
from domain.ruleset import Action, remembering_last_moves
from domain.rulesets.dice_race import DiceRace, RaceState


class CountingRace(DiceRace):
    """The dice race, counting how often its actions are worked out."""

    replays = ("0",)

    def __init__(self) -> None:
        super().__init__(starter_catalog())
        self.counter = [0]  # shared by the copies playing other versions

    @property
    def worked_out(self) -> int:
        return self.counter[0]

    def actions(self, state: RaceState) -> list[Action]:
        self.counter[0] += 1
        return super().actions(state)


def test_the_same_state_is_worked_out_once_and_each_caller_gets_its_own_list() -> None:
    race = CountingRace()
    state = race.initial({"goal": 30, "turns": 8})
    first = race.actions(state)
    first.clear()  # a caller's list is its own: changing it changes no later answer
    again = race.actions(state)
    assert [a.id for a in again] == ["walk", "run"]
    assert race.worked_out == 1
    # An equal but new state is another state: its actions are worked out.
    assert [a.id for a in race.actions(race.initial({"goal": 30, "turns": 8}))] == ["walk", "run"]
    assert race.worked_out == 2


def test_another_version_of_the_ruleset_works_the_state_out_again() -> None:
    race = CountingRace()
    state = race.initial({"goal": 30, "turns": 8})
    race.actions(state)
    old = race.at_version("0")
    assert [a.id for a in old.actions(state)] == ["walk", "run"]
    assert race.worked_out == 2  # the copy shares the counter, not the answer


def test_a_played_decision_asks_once_for_the_actions_of_each_state() -> None:
    race = CountingRace()
    game = Chronicle.begin(race, 7, {"goal": 30, "turns": 8})
    for _ in range(3):
        action, args = race.policy(game.table.rules, game.actions())
        game.decide(action, args)  # DiceRace.decide checks the action against them again
    # Three decisions, each from a new state: three answers worked out (not six), and the
    # super() call inside CountingRace.actions is remembered apart from it.
    assert race.worked_out == 3
    assert [a.id for a in game.actions()] == [a.id for a in DiceRace.actions(race,
                                                                              game.table.rules)]


class CountingMoves(DiceRace):
    """The dice race with a method of legal moves remembered as the Hobbit family's is
    (``remembering_last_moves``), counting how often they are worked out; a setup naming a
    card brings it as the game's own."""

    replays = ("0",)

    def __init__(self) -> None:
        super().__init__(starter_catalog())
        self.counter = [0]  # shared by the copies playing other versions or cards

    def setup_cards(self, setup: Mapping[str, Any]) -> tuple[Card, ...]:
        return (Card(id=str(setup["own"]), set="T", name="Own", card_type="Resource",
                     alignment="Hero"),) if "own" in setup else ()

    @remembering_last_moves
    def moves(self, state: RaceState) -> dict[str, int]:
        self.counter[0] += 1
        return {"walk": self.counter[0]}


def test_the_moves_of_the_last_state_are_remembered_for_that_state_and_version_only() -> None:
    race = CountingMoves()
    state = race.initial({"goal": 30, "turns": 8})
    first = race.moves(state)
    first["run"] = 0  # a caller's dict is its own: changing it changes no later answer
    assert race.moves(state) == {"walk": 1}  # the same state and version: remembered
    assert race.counter == [1]
    other = race.initial({"goal": 30, "turns": 8})  # equal, but another state
    assert race.moves(other) == {"walk": 2}
    assert race.moves(state) == {"walk": 3}  # only the last state is kept
    # The copy playing another version starts from the remembered answer, which it does not
    # take: it works the same state out again.
    assert race.at_version("0").moves(state) == {"walk": 4}
    assert race.moves(state) == {"walk": 3}  # the version played keeps its own


def test_the_ruleset_for_a_setups_own_cards_drops_the_remembered_moves() -> None:
    race = CountingMoves()
    state = race.initial({"goal": 30, "turns": 8})
    assert race.moves(state) == {"walk": 1}
    assert race.for_setup({}) is race  # no cards of its own: the same ruleset, memory kept
    assert race.moves(state) == {"walk": 1}
    own = race.for_setup({"own": "T-1"})
    assert own is not race and "T-1" in own.catalog and own.played == race.played
    # Its copy forgets what was worked out under the other cards, for the same state too.
    assert own.moves(state) == {"walk": 2}
    assert own.moves(state) == {"walk": 2}
    assert race.moves(state) == {"walk": 1}
