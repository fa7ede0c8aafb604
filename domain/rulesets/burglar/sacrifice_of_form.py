"""Sacrifice of Form (TW-321) in Burglar Wants a Good Job from ``versions.SACRIFICE_FROM``, as
the engine reads it (``engine.sacrifice_of_form``; the standard rules say how, CoE 5.3, the
company's Wizard a Hand, BWJ-SETUP-9, BWJ-HAND-1). Before that version it stayed in the hand,
and those games replay as played.

- Once the strikes of an attack on the company are assigned, before any is resolved
  (``play:<card>:sacrifice:<wizard>``, the Wizard a Hand of the company): every strike fails
  (``AttackStrikesFailed`` naming it), an attack with body making a body check for each at +3,
  defeated only if every one beats its body, one with no body defeated; it gives no
  marshalling points (BWJ-MP-1, BWJ-MP-2). The Wizard leaves play, discarded
  (``FormSacrificed``): his card to the discard pile, his allies and the corruption cards on
  him with him; his items are set aside with the card, still in play (the card places them
  there as he goes, so BWJ-HAND-5 finds none with him to discard).
- Should he come into play again as a Hand (his card shuffled back into the resource deck from
  the discard pile), his items go back to him and the card goes with him
  (``FormRestored``): +1 to his prowess, body and direct influence; it leaves play with him.
- Not offered, and refused naming the card and the reason, nothing written: with no Wizard in
  the company, before the strikes are assigned or once one is resolved, on an attack whose
  strikes already failed, on a Wizard who has it with him (it cannot be duplicated on him),
  or in a burglary, where the Burglar faces the attacks alone (BWJ-BURG-6). That no other
  Wizard may come into play after it never arises (a deck holds one Wizard at most,
  BWJ-SETUP-9); nor does company-versus-company combat. The automatic Burglar does not play
  it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.engine import coe
from domain.engine import sacrifice_of_form as shared
from domain.engine.characters import replace_one
from domain.errors import IllegalAction
from domain.immutable import replace
from domain.ruleset import Context, played_since
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import SACRIFICE_FROM
from domain.rulesets.hobbit import attack_cards, environments
from domain.rulesets.hobbit.moves import Add, Move
from domain.rulesets.hobbit.state import STRIKING

CARD, NAME = shared.CARD, shared.NAME
KIND = MODE = "sacrifice"
RULE = coe.STRIKE_RESOURCES
#: The clause of its return with the Wizard played again as a Hand.
RETURN_RULE = "BWJ-HAND-2"
#: What the coverage notes of it, its row reading scripted.
COVERAGE = ("never arises here: another Wizard played after it (a deck holds one at most, "
            "BWJ-SETUP-9), company-versus-company combat")


def problem(state: State, wizard: str) -> str | None:
    """Why it may not be played on ``wizard`` now (None: it may)."""
    fight = state.combat
    if state.outcome is not None or fight is None or fight.stage != STRIKING \
            or fight.resolved or fight.canceled or fight.failed_by:
        return "it is played once the strikes of an attack on the company are assigned, " \
               "before any is resolved"
    if state.alone:
        return "in a burglary the Burglar faces the attacks alone (BWJ-BURG-6)"
    who = state.character(wizard)
    if who is None or who.race != shared.WIZARD:
        return f"it is played on a Wizard of the company, and {who.name if who else 'no one'} " \
               "is no Wizard"
    if (name := shared.duplicate(state.sacrifices, wizard)) is not None:
        return f"it cannot be duplicated on {name}, who has it with him"
    return None


def plays(played: str) -> bool:
    return played_since(played, SACRIFICE_FROM)


def moves_now(state: State, played: str, add: Add) -> None:
    """``play:<card>:sacrifice:<wizard>`` for each Wizard it may be played on now."""
    if not plays(played) or CARD not in state.hand or state.combat is None:
        return
    for who in state.company:
        if problem(state, who.card_id) is None:
            add(f"play:{CARD}:{MODE}:{who.card_id}",
                f"{who.name} plays {NAME}: every strike of {state.combat.attack.name} fails, "
                f"and he leaves play, his items set aside", RULE,
                Move(KIND, card=CARD, mode=MODE, target=who.card_id))


def refusal(state: State, played: str, action: str) -> IllegalAction | None:
    """Why ``play:<card>:...`` of Sacrifice of Form of the hand is refused, naming the card and
    the reason (None: another action, or a version that does not play it)."""
    return environments.mode_refusal(action, CARD, NAME, MODE,
                                     plays(played) and state.outcome is None, state.hand,
                                     lambda wizard: problem(state, wizard), RULE)


def strikes_fail(ctx: Context[State]) -> None:
    """Every strike of the attack fails, its body checks at the card's ``BODY_BONUS``
    (``engine.sacrifice_of_form``)."""
    fight = ctx.state.combat
    assert fight is not None  # refused before
    attack_cards.every_strike_fails(ctx, fight.attack, CARD, len(fight.assigned), RULE,
                                    shared.BODY_BONUS)


def leave(ctx: Context[State], wizard: str) -> None:
    """The Wizard discarded, his items set aside with the card (his allies first gone, the
    caller's ``_allies_leave``)."""
    who = ctx.state.character(wizard)
    assert who is not None
    ctx.emit("FormSacrificed", RULE, card=CARD, wizard=wizard, name=who.name,
             items=[i.card_id for i in who.items])


def returned(ctx: Context[State], wizard: str) -> None:
    """The Wizard played again as a Hand takes back his items and the card."""
    entry = next((s for s in ctx.state.sacrifices if not s.with_him and s.wizard == wizard),
                 None)
    if entry is not None and ctx.state.character(wizard) is not None:
        ctx.emit("FormRestored", RETURN_RULE, card=entry.card, wizard=wizard, name=entry.name,
                 items=[i.card_id for i in entry.items], bonus=shared.BONUS)


def evolve(state: State, kind: str, d: Mapping[str, Any]) -> State:
    """``FormSacrificed``: the card out of the hand with his items; ``FormRestored``: they go
    back with him (the Wizard's own leaving is the caller's)."""
    wizard = str(d["wizard"])
    who = state.character(wizard)
    assert who is not None
    if kind == "FormSacrificed":
        hand = list(state.hand)
        hand.remove(str(d["card"]))
        entry = shared.Sacrifice(str(d["card"]), wizard, str(d["name"]), who.items)
        return replace(state, hand=tuple(hand), sacrifices=(*state.sacrifices, entry),
                       company=replace_one(state.company, replace(who, items=())))
    found = next(s for s in state.sacrifices if s.card == d["card"] and not s.with_him)
    back, kept = shared.restored(who, found, int(d["bonus"]))
    return replace(state, company=replace_one(state.company, back),
                   sacrifices=tuple(kept if s is found else s for s in state.sacrifices))


def gone(state: State, wizard: str) -> State:
    """The card with a Wizard leaving play goes to the discard pile."""
    left = [s.card for s in state.sacrifices if s.with_him and s.wizard == wizard]
    if not left:
        return state
    return replace(state, resource_discard=(*state.resource_discard, *left),
                   sacrifices=tuple(s for s in state.sacrifices
                                    if not (s.with_him and s.wizard == wizard)))
