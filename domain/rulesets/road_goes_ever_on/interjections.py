"""An attack a card makes between the game's steps, wherever the game happens to be (the
Traitor's, made at once when a character fails a corruption check: traitor.py).

Such an attack may need the player (a Brave character to nominate, RGO-CHAR-3; the cards and
choices of a strike), yet the step that brought it about (an item stored, a hazard event
declared, a site's item played) goes on with no way to stop in its middle. So the card queues
the attack (``AttackQueued``), and the decision's step once played, the queued attacks are
made one by one (``QueuedAttackMade``), each as soon as the game waits on nothing else that
comes first (a hazard event's effect to declare, another attack's strikes): with nothing to
ask it is resolved at once; else it waits for the defender (``StrikeAssignmentOpened``, the
game ``interjecting``), and once it is over (``InterjectionOver``) the game is back where it
waited: the decisions it offered before are offered again, nothing of the step played twice.
An attack whose company's phase has ended before it could be made (the step went on to
another company's), or whose company has no one left, is made on no one.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from domain.engine.combat import Attack
from domain.ruleset import Context
from domain.rulesets.road_goes_ever_on.state import State

#: Resolves an attack on the running company, asking the defender first where he has a
#: choice (None: the game waits for him): (context, attack, clause, spared).
Make = Callable[[Context[State], Attack, str, tuple[str, ...]], bool | None]


def queue(ctx: Context[State], attack: Attack, rule: str, spared: tuple[str, ...]) -> None:
    """Queue ``attack`` on the running company, ``spared`` facing none of its strikes."""
    ctx.emit("AttackQueued", rule, attack=attack.to_json(), attack_rule=rule,
             spared=list(spared), company=ctx.state.company)


def blocked(state: State) -> bool:
    """Whether the game waits on something that comes before a queued attack: the end of the
    game, another attack, a hazard event's effect or its cancel, a long-event's effect."""
    return state.outcome is not None or state.interjecting or any(
        w is not None for w in (state.awaited_strikes, state.awaited_event,
                                state.awaited_long, state.hazard_cancel,
                                state.awaited_ship_event, state.awaited_balance)) \
        or bool(state.awaited_untap)


def make_queued(ctx: Context[State], make: Make) -> None:
    """Make the queued attacks, while nothing comes first; one that waits for the defender
    stops here (:func:`over` goes on once it is over)."""
    while ctx.state.queued_attacks and not blocked(ctx.state):
        queued = ctx.state.queued_attacks[0]
        ctx.emit("QueuedAttackMade", queued.rule, attack=dict(queued.attack))
        if ctx.state.company != queued.company or not ctx.state.characters:
            ctx.emit("InterjectionOver", queued.rule, note="its company's phase is over"
                     if ctx.state.company != queued.company else "no one is left to attack")
            continue
        if make(ctx, Attack.from_json(queued.attack), queued.rule, queued.spared) is None:
            return  # the defender is asked (``interjecting``)
        ctx.emit("InterjectionOver", queued.rule, note="resolved at once")


def over(ctx: Context[State], make: Make) -> bool:
    """An attack is over: if it was a queued one (True), the game is back where it waited,
    and the next queued attack, if any, is made."""
    if not ctx.state.interjecting:
        return False
    ctx.emit("InterjectionOver", "CoE-3.v", note="the game goes on where it waited")
    make_queued(ctx, make)
    return True


#: The narration of each fact of the queue, read with the attack's name and the note.
_LINES = {"AttackQueued": "{name} is to be made once this step is played.",
          "QueuedAttackMade": "{name} is made.",
          "InterjectionOver": "The game goes on where it waited ({note})."}


def narrate(kind: str, d: Mapping[str, Any]) -> str | None:
    line = _LINES.get(kind)
    attack = d.get("attack")
    return None if line is None else line.format(
        name=attack.get("name") if isinstance(attack, Mapping) else "", note=d.get("note"))
