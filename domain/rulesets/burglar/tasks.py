"""The employers' test: the four tasks, the marshalling points that count, and the Council's
verdict by tiers (BWJ-OBJ-*, BWJ-MP-*, BWJ-WIN-*)."""

from __future__ import annotations

from dataclasses import dataclass

from domain.canonical import JSON
from domain.cards import Card
from domain.engine import anduril
from domain.engine.characters import Character
from domain.rulesets.burglar.state import DRAGON, ORCS, RESCUE, SPYING, TASKS, State
from domain.rulesets.hobbit import reforging

TASK_CLAUSES = {DRAGON: "BWJ-OBJ-1", ORCS: "BWJ-OBJ-2", SPYING: "BWJ-OBJ-3",
                RESCUE: "BWJ-OBJ-4"}
#: Each task in the employers' words (the rules' own), for the board and the log.
TASK_NAMES = {DRAGON: "steal an item from a Dragon's hoard",
              ORCS: "steal an item from an Orc stronghold",
              SPYING: "spy on one of the peoples",
              RESCUE: "rescue a comrade in arms"}
#: How each task is done (BWJ-OBJ-1..4, BWJ-MP-7).
TASK_HOW = {DRAGON: "burgle a major or greater item where a Dragon guards the site, and store "
                    "it at a Haven",
            ORCS: "burgle a major or greater item where Orcs guard a Shadow-hold or "
                  "Dark-hold, and store it at a Haven",
            SPYING: "win over a faction, and store it at a Haven",
            RESCUE: "play Rescue Prisoners, and store it at a Haven"}


def task_name(task: str) -> str:
    """A task in words (an unknown one as it is recorded)."""
    return TASK_NAMES.get(task, task)

#: BWJ-MP-2: the cards whose canceling of a creature's attack earns its marshalling points.
STEALTH_CARDS = ("Elven Cloak", "Magic Ring of Stealth", "Concealment", "Trickery",
                 "Halfling Stealth", "The One Ring")
RANGER_STEALTH = "Many Turns and Doublings"  # only if the Burglar is also a Ranger


@dataclass(frozen=True, slots=True)
class Tier:
    name: str
    clause: str
    tasks: int
    points: int


#: BWJ-WIN-4 (reading: all four tasks), BWJ-WIN-3, BWJ-WIN-2, best first.
TIERS = (Tier("a Grand and Perilous Adventure", "BWJ-WIN-4", 4, 18),
         Tier("a Matter of Some Urgency", "BWJ-WIN-3", 3, 14),
         Tier("a Deed of Minor Import", "BWJ-WIN-2", 2, 10))


def verdict(tasks: int, points: int) -> Tier | None:
    """The best tier the Burglar reaches, or None: not hired (BWJ-WIN-6)."""
    return next((t for t in TIERS if tasks >= t.tasks and points >= t.points), None)


def points_of(card: Card) -> int:
    """A card's printed marshalling points (a bracketed value counts as printed)."""
    stat = card.stat("marshalling_points")
    if stat is None:
        return card.marshalling_points or 0
    return stat.value if stat.value is not None else stat.alternate or 0


def is_stealth(card: Card, burglar_is_ranger: bool) -> bool:
    return card.name in STEALTH_CARDS or (card.name == RANGER_STEALTH and burglar_is_ranger)


def storable(state: State) -> list[tuple[str, str]]:
    """BWJ-MP-7: what may be stored at a Haven now, with the task each would do ("" for a
    resource that does no task: a Reforging or an Andúril a sage holds, ``burglar.reforging``,
    ``burglar.anduril``)."""
    out: list[tuple[str, str]] = []
    burgled = dict(state.burgled)
    for character in state.company:
        for item in character.items:
            if item.card_id in burgled:
                out.append((item.card_id, burgled[item.card_id]))
    out += [(f, SPYING) for f in state.factions]
    out += [(p, RESCUE) for p in state.prisoners]
    out += [(card, "") for _, card in state.untap_barred if card in (reforging.CARD, anduril.CARD)]
    return out


def bearer(state: State, card: str) -> Character | None:
    """The character bearing ``card``, a resource to store (None: none bears it, a faction,
    Rescue Prisoners or a card a sage holds)."""
    return next((c for c in state.company if any(i.card_id == card for i in c.items)), None)


def completes(state: State, task: str) -> bool:
    """Whether a resource stored for ``task`` completes it: a task not done yet ("": none,
    BWJ-MP-6)."""
    return bool(task) and task not in state.tasks


def score(state: State) -> dict[str, JSON]:
    done = set(state.tasks)
    tier = verdict(len(state.tasks), state.points)
    return {
        "total": state.points, "task_points": state.task_points,
        "stealth_points": state.stealth_points,
        # Each task in words and what it asks, not by its id (the clause names it too).
        "tasks": [{"task": TASK_NAMES[t], "clause": TASK_CLAUSES[t], "what": TASK_HOW[t],
                   "done": t in done} for t in TASKS],
        "tasks_done": len(state.tasks),
        "tier_if_the_council_met_now": tier.name if tier else None,
        "resource_deck_exhausted": state.exhausted, "rule": "BWJ-MP-6",
    }
