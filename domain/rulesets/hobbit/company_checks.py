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
offered, and replay so.

A scenario's combat takes the wait from ``CompanyChecks``, giving the attack under way, the
characters checking and their checks in turn."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Protocol

from domain.canonical import JSON
from domain.engine import coe, effects
from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.ruleset import Action, Context, played_since
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


class Fought(Protocol):
    """An attack under way as a scenario keeps it: the attack, its creature card, where its
    checks of the company stand."""

    @property
    def attack(self) -> Attack: ...

    @property
    def card(self) -> str | None: ...

    @property
    def company_checks(self) -> str: ...


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


def window(legal: Legal, fight: Fought | None, generations: effects.Generations) -> Legal:
    """``legal`` as the checks of the company of the attack under way (``fight``) stand:
    waiting, with no strike assigned yet but ``corruption-checks`` letting the attack stand;
    made, with nothing canceling it."""
    if fight is None:
        return legal
    checks, creature = fight.company_checks, fight.attack.name
    if checks == AWAITED:
        out = {a: found for a, found in legal.items() if found[1].kind not in _ASSIGNING}
        out[KIND] = (Action(KIND, f"Let the attack of {creature} stand: every character "
                            "checks corruption before its strikes are assigned",
                            coe.CORRUPTION_CHECK), Move(KIND))
        return out
    if checks == MADE:
        return {a: found for a, found in legal.items() if not cancels(a, generations)}
    return legal


def refusal(action: str, fight: Fought | None,
            generations: effects.Generations) -> IllegalAction | None:
    """Why ``action`` is refused as the checks of the company of the attack under way
    (``fight``) stand: a strike assigned while they wait, the attack canceled once they are
    made (None: neither)."""
    if fight is None:
        return None
    checks, creature, kind = fight.company_checks, fight.attack.name, action.split(":")[0]
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


class CompanyChecks:
    """The wait wired into a scenario's combat: a mixin of its combat class, which gives the
    attack under way (``_checks_fight``), the characters checking, in order
    (``_checks_order``), their checks in turn (``_company_checks``) and the state with the
    checks standing so (``_checks_stand``). (Not a generic class: ``Generic`` among the bases
    would put the abstract ``Ruleset`` before the scenario's phases in the method order.)"""

    #: The first version in which the checks wait for the step canceling the attack, made only
    #: once it stands; before, as it was declared. None: no version does.
    company_checks_from: ClassVar[int | None] = None
    # Given by the scenario's rules.
    played: str

    def _checks_fight(self, state: Any) -> Fought | None:
        """The attack under way."""
        raise NotImplementedError

    def _checks_order(self, state: Any) -> Sequence[str]:
        """The characters of the company of the attack under way, in order."""
        raise NotImplementedError

    def _company_checks(self, ctx: Context[Any], order: Sequence[str]) -> None:
        """The corruption check of each character of ``order`` in turn, before the strikes."""
        raise NotImplementedError

    def _checks_stand(self, state: Any, checks: str) -> Any:
        """``state`` with the checks of the attack under way standing so (``AWAITED``,
        ``MADE``)."""
        raise NotImplementedError

    def _checks_named(self, fight: Any) -> dict[str, JSON]:
        """The attack as the facts name it."""
        return {"attack": fight.attack.name, "card": fight.card}

    def _checks_declared(self, ctx: Context[Any]) -> None:
        """A creature asking the company's checks before its strikes just declared its attack:
        from ``company_checks_from`` the checks wait for the step in which it may be canceled;
        before, they are made now."""
        fight = self._checks_fight(ctx.state)
        assert fight is not None
        if plays(self.played, self.company_checks_from):
            ctx.emit(AWAITED_FACT, RULE, **self._checks_named(fight))
            return
        self._company_checks(ctx, self._checks_order(ctx.state))

    def _do_corruption_checks(self, ctx: Context[Any], move: Move,
                              args: Mapping[str, JSON]) -> None:
        """The attack is not canceled: it stands, and every character of the company checks
        corruption before its strikes are assigned."""
        fight = self._checks_fight(ctx.state)
        assert fight is not None
        ctx.emit(STANDS_FACT, RULE, **self._checks_named(fight))
        self._company_checks(ctx, self._checks_order(ctx.state))

    def _on_CompanyChecksAwaited(self, state: Any, d: Mapping[str, Any]) -> Any:
        return self._checks_stand(state, AWAITED)

    def _on_AttackStands(self, state: Any, d: Mapping[str, Any]) -> Any:
        return self._checks_stand(state, MADE)
