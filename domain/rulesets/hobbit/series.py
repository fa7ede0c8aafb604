"""A Slayer's attacks, as a Hobbit scenario plays them from the version its rules class names
(``HobbitRules.series_from``), read from the engine's latest script (``engine.attack_series``,
``creature_scripts``): two attacks of one strike each, all against the one character the
attacker chooses (the scenario's ranking, CoE 3.iii; the defender gives it no strike); a
strike more given to an attack is an excess strike against that character (CoE 3.iv.2). The
defender may tap any one character of the company, untapped, to cancel one of its attacks
(``cancel-attack:<character>``, CoE 3.i), before or after its strike is assigned, up to the
roll, and after facing another of them. Once an attack is over the next comes on the same
character while he is there; the creature goes to the discard pile after the last, defeated
(its kill points) only if every one of its attacks was.
"""

from __future__ import annotations

from collections.abc import Sequence

from domain.engine import attack_series, coe, creature_scripts
from domain.engine.characters import Character
from domain.engine.creature_scripts import CreatureScript
from domain.rulesets.hobbit.moves import Add, Move
from domain.rulesets.hobbit.state import Combat

#: The creatures whose several attacks the family plays: the Slayer.
CARDS = ("TW-89",)
#: The clause a character tapping to cancel one of its attacks acts under.
CANCEL_RULE = coe.CANCEL_ATTACK
#: The origin of the ``AttackDeclared`` of each attack after the first.
ORIGIN = "series"


def script(card_id: str | None) -> CreatureScript | None:
    """The script of ``card_id`` if it is a creature of several attacks the family plays."""
    found = creature_scripts.scripted_creature(card_id, creature_scripts.LATEST) \
        if card_id in CARDS else None
    return found if attack_series.makes_several(found) else None


def open_to_cancel(fight: Combat) -> bool:
    """An attack of the creature may still be canceled: not over, its strike not rolled."""
    return not fight.canceled and not fight.resolved


def cancelers(found: CreatureScript, fight: Combat,
              company: Sequence[Character]) -> list[Character]:
    """The characters who may tap to cancel the attack under way now."""
    if not open_to_cancel(fight):
        return []
    target = fight.assigned[0] if fight.assigned else None
    ids = creature_scripts.cancelers(found, company, target, fight.series.canceled)
    return [c for c in company if c.card_id in ids]


def cancel_moves(found: CreatureScript, fight: Combat, company: Sequence[Character],
                 add: Add) -> None:
    for who in cancelers(found, fight, company):
        add(f"cancel-attack:{who.card_id}", f"{who.name} taps to cancel this attack of "
            f"{fight.attack.name}", CANCEL_RULE, Move("cancel-attack", target=who.card_id))


def cancel_refusal(found: CreatureScript | None, fight: Combat | None, who: Character | None,
                   name: str) -> str:
    """Why ``who`` (named ``name``) may not tap to cancel the attack under way now."""
    if fight is None or found is None:
        return ("A character taps to cancel an attack only of a Slayer, and none attacks "
                "now.")
    attack = fight.attack.name
    if not open_to_cancel(fight):
        return f"This attack of {attack} is over: its strike is rolled."
    if fight.series.canceled >= found.canceled_by_tapping:
        return (f"No more of {attack}'s attacks may be canceled: "
                f"{found.canceled_by_tapping} at most.")
    if who is None:
        return f"{name} is no character of the company {attack} attacks."
    return f"{who.name} is not untapped: only an untapped character taps to cancel it."


def assign_refusal(found: CreatureScript, fight: Combat) -> str:
    """Why the defender gives no strike of the creature's attack."""
    return (f"The attacker chooses the one character {found.name} attacks: let the "
            "attacker assign its strike (assign-done).")
