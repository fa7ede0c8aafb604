"""The Cock Crows' alternative (TW-342) with Gates of Morning in play (the engine's generation
30, ``effects.Mode.gates``), as the scenarios reading it play it: in the organization or site
phase outside an attack (a resource short-event, CoE 5.1) it discards one hazard permanent-event
in play, named as it stands: one in play on its own by its card, one on a character or a site
as ``<card>@<character>`` or ``<card>@<site>``. Each scenario says which are in play, whether
the moment is open and what the discard does (Burglar's ``burglar.cock_crows``, the Guise of
the Necromancer's ``guise_of_the_necromancer.cock_crows``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from domain.engine import coe, effects
from domain.errors import IllegalAction
from domain.rulesets.hobbit.moves import Add, Move, gates_missing

CARD = "TW-342"
NAME = "The Cock Crows"
KIND, MODE = "cock-crows", "discard"
RULE = coe.SHORT_EVENT
NOT_NOW = "it discards a hazard permanent-event in the organization or site phase, outside " \
          "an attack"


def mode() -> effects.Mode:
    entry = effects.scripted(CARD, effects.EVERY_GENERATION)
    assert entry is not None
    return next(m for m in entry.modes if m.name == MODE)


def problem(open_now: bool, gates_in_play: bool, targets: Sequence[str]) -> str | None:
    """Why the alternative may not be played now (None: it may): ``open_now``, the
    organization or site phase outside an attack; ``targets``, the hazard permanent-events in
    play."""
    if not open_now:
        return NOT_NOW
    if why := gates_missing(mode(), gates_in_play):
        return why
    return None if targets else "no hazard permanent-event is in play"


def moves(prefix: str, targets: Sequence[str], name: Callable[[str], str], add: Add) -> None:
    """``<prefix>:<card>:discard:<hazard>`` for each hazard permanent-event in play."""
    for target in targets:
        card, _, on = target.partition("@")
        add(f"{prefix}:{CARD}:{MODE}:{target}", f"Play {NAME}: discard {name(card)}"
            + (f" on {name(on)}" if on else ""), RULE,
            Move(KIND, card=CARD, mode=MODE, target=target))


def refusal(problem_now: str | None, target: str,
            targets: Sequence[str]) -> IllegalAction | None:
    """Why the alternative on ``target`` is refused, naming the card and the reason (None: it
    is not)."""
    why = problem_now or (f"{target or 'nothing'} is no hazard permanent-event in play"
                          if target not in targets else None)
    return IllegalAction(f"{NAME} cannot be played now: {why}.", clause=RULE) if why else None
