"""Dice Race: a tiny ruleset that exercises the game model (rolls, a shuffled deck, choices,
an end) without any card game. It is a fixture for the core's own tests and a worked example
of the ruleset contract; its clauses are its own (prefix ``DR``), listed in ``CLAUSES``.

The runner must cover ``goal`` squares in at most ``turns`` turns. Each turn the player walks
(1D6), runs (2D6, but a double stumbles and moves nothing) or draws a boost card from a
shuffled deck of five (+1..+5) for a later turn.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from domain.canonical import JSON
from domain.clauses import Clause
from domain.errors import InvalidSetup
from domain.immutable import replace
from domain.options import WHOLE, any_json
from domain.ruleset import Action, Context, Fact, Ruleset, illegal, register

CLAUSES = {
    "DR-1": "The runner starts at square 0 with a shuffled deck of five boost cards (+1 to +5).",
    "DR-2": "Walk: roll one die and advance that many squares.",
    "DR-3": "Run: roll two dice and advance their total, unless they show a double (stumble).",
    "DR-4": "Draw: take the top boost card; it adds to the next move. At most one in hand.",
    "DR-5": "Reaching the goal wins; running out of turns first loses.",
}


@dataclass(frozen=True, slots=True)
class RaceState:
    goal: int
    turns: int
    turn: int = 0
    square: int = 0
    deck: tuple[int, ...] = ()
    boost: int = 0
    outcome: str | None = None


@register
class DiceRace(Ruleset[RaceState]):
    id = "dice-race"
    version = "1"
    title = "Dice Race (test ruleset)"
    clause_prefix = "DR"
    options = {"goal": "squares to cover (default 30)", "turns": "turns allowed (default 8)"}
    option_types = {"goal": any_json(30, WHOLE), "turns": any_json(8, WHOLE)}
    reveal_kinds = ("BoostDrawn",)
    listed = False  # the core's own test ruleset: played by id, never offered to players

    def clauses(self) -> dict[str, Clause]:
        return {cid: Clause(cid, text, "Dice Race", False) for cid, text in CLAUSES.items()}

    def prepare_setup(self, setup: Mapping[str, Any]) -> dict[str, JSON]:
        problems = []
        unknown = sorted(k for k in setup if k not in self.options)
        problems += [f"unknown option {k!r}" for k in unknown]
        values = {"goal": setup.get("goal", 30), "turns": setup.get("turns", 8)}
        for name, value in values.items():
            if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 1000:
                problems.append(f"{name} must be a whole number from 1 to 1000, not {value!r}")
        if problems:
            raise InvalidSetup("The dice race setup is not valid.", problems=problems)
        return values

    def initial(self, setup: Mapping[str, JSON]) -> RaceState:
        return RaceState(goal=int(setup["goal"]), turns=int(setup["turns"]))

    def begin(self, ctx: Context[RaceState]) -> None:
        ctx.shuffle("boosts", [1, 2, 3, 4, 5], "DR-1")

    def actions(self, state: RaceState) -> list[Action]:
        if state.outcome:
            return []
        out = [Action("walk", "Walk: roll one die", "DR-2"),
               Action("run", "Run: roll two dice; a double stumbles", "DR-3")]
        if state.deck and not state.boost:
            out.append(Action("draw", "Draw a boost card", "DR-4"))
        return out

    def decide(self, ctx: Context[RaceState], action: str, args: Mapping[str, JSON]) -> None:
        state = ctx.state
        if action not in [a.id for a in self.actions(state)]:
            if action == "draw":
                raise illegal("You cannot draw: the deck is empty or a boost is in hand.", "DR-4")
            raise illegal(f"{action!r} is not an action of the dice race.")
        if action == "draw":
            ctx.emit("BoostDrawn", "DR-4", value=state.deck[0])
        else:
            rule = "DR-2" if action == "walk" else "DR-3"
            faces = ctx.roll(action, rule, dice_count=1 if action == "walk" else 2)
            stumble = action == "run" and faces[0] == faces[1]
            steps = 0 if stumble else sum(faces) + state.boost
            ctx.emit("Moved", rule, steps=steps, stumbled=stumble, to=state.square + steps)
        state = ctx.state
        if state.square >= state.goal:
            ctx.emit("RaceEnded", "DR-5", outcome="won", turn=state.turn)
        elif state.turn >= state.turns:
            ctx.emit("RaceEnded", "DR-5", outcome="lost", turn=state.turn)

    def evolve(self, state: RaceState, fact: Fact) -> RaceState:
        if fact.kind == "DeckShuffled":
            return replace(state, deck=tuple(int(c) for c in fact["cards"]))
        if fact.kind == "BoostDrawn":
            return replace(state, deck=state.deck[1:], boost=int(fact["value"]),
                           turn=state.turn + 1)
        if fact.kind == "Moved":
            return replace(state, square=int(fact["to"]), boost=0, turn=state.turn + 1)
        if fact.kind == "RaceEnded":
            return replace(state, outcome=str(fact["outcome"]))
        return state

    def result(self, state: RaceState) -> dict[str, JSON] | None:
        if state.outcome is None:
            return None
        return {"outcome": state.outcome, "square": state.square, "turns": state.turn}

    def policy(self, state: RaceState, actions: Sequence[Action]) -> tuple[str, dict[str, JSON]]:
        behind = state.goal - state.square > 7 * (state.turns - state.turn)
        return ("run" if behind else "walk"), {}

    def board(self, state: RaceState) -> dict[str, JSON]:
        return {"square": state.square, "goal": state.goal, "turn": state.turn,
                "turns": state.turns, "deck": len(state.deck), "boost": state.boost,
                "outcome": state.outcome}

    def score(self, state: RaceState) -> dict[str, JSON]:
        return {"total": state.square}
