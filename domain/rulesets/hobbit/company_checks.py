"""A creature asking every character of the company to check corruption before its strikes
(Corpse-candle), as a Hobbit scenario plays it from the version it names
(``company_checks_from``; the Guise's ``printed_rules.COMPANY_CHECKS_SINCE``): the checks
come only if the attack is not canceled, and an attack may be canceled before its strikes are
assigned (CoE 3.i). So its declaration opens the step in which it may be canceled
(``AWAITED_FACT``): everything offered before strikes are assigned is offered but the
assignment itself, which waits for the checks, and ``corruption-checks`` lets the attack stand
(``STANDS_FACT``), every character of the company then checking corruption in turn. Once it
stands no card, item, ally or character cancels it: the checks were made because it was not
canceled. Earlier versions made the checks as the attack was declared, before any cancel was
offered, and replay so."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.engine import coe, effects
from domain.errors import IllegalAction
from domain.ruleset import Action, played_since
from domain.rulesets.hobbit import character_cancels, great_ship
from domain.rulesets.hobbit.moves import Legal, Move

KIND = "corruption-checks"
RULE = coe.CANCEL_ATTACK
#: The facts: the checks wait for the step canceling the attack; the attack stands.
AWAITED_FACT = "CompanyChecksAwaited"
STANDS_FACT = "AttackStands"
#: Where an attack's checks of the company stand (``Combat.company_checks``): waiting for the
#: cancel step, or made, the attack standing ("": no such checks wait).
AWAITED, MADE = "awaited", "made"
_ASSIGNING = ("assign", "assign-done")


def plays(played: str, since: int | None) -> bool:
    """Whether the version ``played`` lets the attack be canceled before the checks (from
    ``since``; None: no version does)."""
    return since is not None and played_since(played, since)


def cancels(action: str, generations: effects.Generations) -> bool:
    """Whether ``action`` cancels the attack under way: the Wizard's cancel, an ally's or a
    character's tap to cancel it (a character aboard a Great Ship's too), a card played
    (``play:``, the Guise's ``resource:``) or an item used whose mode cancels it."""
    kind, *parts = action.split(":")
    if kind in ("ally-cancel", great_ship.ATTACK_KIND):
        return True
    if kind == "wizard":
        return parts[:1] == [effects.CANCEL_ATTACK]
    if kind == character_cancels.KIND:
        return bool(parts) and parts[0] in character_cancels.ATTACK_CANCELERS
    if kind in ("play", "resource") and len(parts) >= 2:
        card, name = parts[0], parts[1]
    elif kind == "use" and len(parts) >= 3:
        card, name = parts[0], parts[2]
    else:
        return False
    entry = effects.scripted(card, generations)
    mode = next((m for m in entry.modes if m.name == name), None) if entry else None
    return mode is not None and any(e.primitive == effects.CANCEL_ATTACK for e in mode.effects)


def window(legal: Legal, checks: str, creature: str,
           generations: effects.Generations) -> Legal:
    """``legal`` as the checks of the company stand (``checks``): waiting, with no strike
    assigned yet but ``corruption-checks`` letting the attack of ``creature`` stand; made,
    with nothing canceling it."""
    if checks == AWAITED:
        out = {a: found for a, found in legal.items() if found[1].kind not in _ASSIGNING}
        out[KIND] = (Action(KIND, f"Let the attack of {creature} stand: every character "
                            "checks corruption before its strikes are assigned",
                            coe.CORRUPTION_CHECK), Move(KIND))
        return out
    if checks == MADE:
        return {a: found for a, found in legal.items() if not cancels(a, generations)}
    return legal


def refusal(action: str, checks: str, creature: str,
            generations: effects.Generations) -> IllegalAction | None:
    """Why ``action`` is refused as the checks of the company stand (``checks``): a strike
    assigned while they wait, the attack canceled once they are made (None: neither)."""
    kind = action.split(":")[0]
    if checks == AWAITED and kind in _ASSIGNING:
        return IllegalAction(f"{creature}'s corruption checks come before its strikes are "
                             "assigned: cancel the attack now, or let it stand and make them "
                             f"({KIND}).", clause=RULE)
    if checks == MADE and cancels(action, generations):
        return IllegalAction(f"The attack of {creature} stands: it was not canceled, and every "
                             "character has checked corruption for it.", clause=RULE)
    return None


def narrate(kind: str, d: Mapping[str, Any]) -> str | None:
    """The line of either fact (None: another fact)."""
    if kind == AWAITED_FACT:
        return (f"{d['attack']}: unless its attack is canceled, every character checks "
                "corruption before its strikes are assigned.")
    if kind == STANDS_FACT:
        return (f"The attack of {d['attack']} is not canceled: every character checks "
                "corruption.")
    return None

