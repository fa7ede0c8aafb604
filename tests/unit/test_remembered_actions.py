"""A ruleset's legal actions are worked out once per state: asked again for the state it last
answered for (as the automatic player, the chronicle's argument check and ``decide`` do one
after another), a ruleset answers from what it kept, with the same actions."""

from __future__ import annotations

from domain.cards import starter_catalog
from domain.chronicle import Chronicle
from domain.ruleset import Action
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
