"""The choices the rules leave to the player, as actions with stable ids built from cards:
``assist:<member>``, ``roll``, ``tap:<member or item>``, ``use:<resource>``,
``attempt:<card>:<member>``, ``assign:<member>``, ``swap:<item>``, ``pile``,
``replace:<member>`` and ``pass``. A refused action names the clause that forbids it."""

from __future__ import annotations

from domain.cards import Catalog
from domain.engine import coe
from domain.errors import IllegalAction
from domain.rulesets.solitaire_v1 import attempts, explain, facts, hazards, pending, resources
from domain.rulesets.solitaire_v1.common import (
    Ctx,
    assistants,
    card,
    name,
    resource_nature,
    struck_apart,
)
from domain.rulesets.solitaire_v1.state import (
    ATTEMPTS,
    OVER,
    RESOURCES,
    Roll,
    SolitaireState,
)

PLACEMENT_RULES = {"assign": "SV1-ACQ-2A", "swap": "SV1-ACQ-4B", "pile": "SV1-ACQ-2B"}


def pending_roll(state: SolitaireState) -> tuple[Roll, str] | None:
    """The roll waiting to be made and the clause that lets members assist it."""
    if state.attempt is not None and state.attempt.roll is not None:
        return state.attempt.roll, "SV1-SEQ-5A"
    if state.hazard is not None and state.hazard.roll is not None:
        return state.hazard.roll, "SV1-HAZ-5"
    return None


#: The last state asked about, its catalog, the version played and its options: the turn's
#: loop, the legal actions and the check of a decision ask for the same state's one after
#: another. The state is held, so no other state can take its identity.
_last: tuple[SolitaireState | None, Catalog | None, str,
             tuple[tuple[str, str], ...]] = (None, None, "", ())


def options(state: SolitaireState, catalog: Catalog, played: str) -> list[tuple[str, str]]:
    """``(action id, clause)`` for every choice open now; empty when the rules decide alone.
    ``played``: the ruleset version the game is played under."""
    global _last
    held, held_catalog, held_played, found = _last
    if held is state and held_catalog is catalog and held_played == played:
        return list(found)
    fresh = _options(state, catalog, played)
    _last = (state, catalog, played, tuple(fresh))
    return fresh


def _options(state: SolitaireState, catalog: Catalog, played: str) -> list[tuple[str, str]]:
    if state.step == OVER:
        return []
    hazard = state.hazard
    if hazard is not None and hazard.choice:
        return [(f"tap:{c}", "SV1-HAZ-3C" if i == 0 else "SV1-ACQ-3B")
                for i, c in enumerate(hazard.choice)]
    pending = pending_roll(state)
    if pending is not None:
        roll, rule = pending
        helpers = assistants(state, roll, played)
        return [(f"assist:{m}", rule) for m in helpers] + [("roll", rule)] if helpers else []
    attempt = state.attempt
    if attempt is not None and attempt.placing:
        return [(p, PLACEMENT_RULES[p.partition(":")[0]])
                for p in attempts.placements(state, catalog)]
    if attempt is not None and attempt.replacing:
        return [(f"replace:{m.card}", "SV1-RCH-2A") for m in state.company]
    if state.step == RESOURCES:
        natures = dict.fromkeys(resource_nature(catalog, r) for r in state.resources)
        return [(f"use:{r}", "SV1-RES-3") for r in state.resources] if len(natures) > 1 else []
    if state.step == ATTEMPTS and attempt is None:
        pairs = attempts.options(state, catalog)
        if pairs:
            return [(f"attempt:{c}:{m}", "SV1-SEQ-5") for c, m in pairs] + [("pass", "SV1-SEQ-6")]
    return []


def label(state: SolitaireState, catalog: Catalog, action: str) -> str:
    verb, _, rest = action.partition(":")
    waiting = pending.pending(state, catalog)
    if verb == "assist" and waiting:
        return (f"{name(catalog, rest)} taps to assist {waiting.whose(catalog)} "
                f"(+1: then {waiting.needs(more=1)})")
    if verb == "roll" and waiting:
        return (f"Roll {waiting.whose(catalog)} now, with no further assistance: "
                f"{waiting.outcome(catalog)}")
    if verb == "tap":
        hazard = state.hazard
        if hazard is not None and hazard.choice and rest == hazard.choice[0]:
            return f"Tap {name(catalog, rest)} for the short event"
        return f"Tap the item {name(catalog, rest)} instead of a member"
    if verb == "use":
        return f"Use {name(catalog, rest)} ({resource_nature(catalog, rest)}-event)"
    if verb == "attempt":
        offered, _, member = rest.partition(":")
        kind = attempts.kind_of(catalog, offered)
        needed = facts.points(card(catalog, offered)) + 6
        what = {"item": "to acquire", "character": "to recruit", "faction": "to recruit"}[kind]
        return (f"{name(catalog, member)} taps {what} {name(catalog, offered)} "
                f"(2D6 >= {needed})")
    item = name(catalog, state.attempt.card) if state.attempt is not None else "the item"
    if verb == "assign":
        return f"Give {item} to {name(catalog, rest)}"
    if verb == "swap":
        return f"Swap {item} for {name(catalog, rest)}, which goes to the marshalling point pile"
    if verb == "pile":
        return f"Put {item} in the marshalling point pile"
    if verb == "replace" and state.attempt is not None:
        return f"{name(catalog, state.attempt.card)} replaces {name(catalog, rest)}"
    if verb == "pass":
        return "Attempt nothing more this turn"
    return action


def refusal(state: SolitaireState, catalog: Catalog, action: str,
            played: str) -> IllegalAction:
    """Why ``action`` is not open now, with the clause that forbids it (the game's record
    adds the actions open now, as for every ruleset)."""
    verb, _, rest = action.partition(":")
    reason, clause = _why(state, catalog, verb, rest, played)
    return IllegalAction(f"{action!r} is not allowed now: {reason}.", clause=clause)


def _why(state: SolitaireState, catalog: Catalog, verb: str, rest: str,
         played: str) -> tuple[str, str | None]:
    if state.step == OVER:
        return "the game is over", "SV1-SEQ-7"
    waiting = pending_roll(state)
    if verb == "assist" and waiting is not None and rest != waiting[0].member \
            and rest in struck_apart(state, waiting[0], played):
        return ("a member assigned one of the hazard's strikes may not support another "
                "member's strike"), coe.SUPPORT
    if verb == "assist":
        rule = "SV1-SEQ-5A" if state.attempt is not None else "SV1-HAZ-5"
        return ("only an untapped member other than the one rolling may assist, before the "
                "roll"), rule
    if verb == "roll":
        return "no roll is waiting for assistants", "SV1-HAZ-5"
    if verb == "tap":
        return "only the first untapped member or an untapped item without modifiers may " \
               "tap for a short event, and only while one is resolved", "SV1-HAZ-3C"
    if verb == "use":
        return "resources are used in the Resource Phase, each once", "SV1-RES-3"
    if verb == "attempt":
        offered, _, member_card = rest.partition(":")
        member = state.member(member_card)
        if (member is not None and member.recruited and offered in state.offered
                and attempts.kind_of(catalog, offered) != "item"):
            return "a member recruited this turn may only attempt item acquirement", "SV1-RCH-5"
        return ("an untapped member may attempt a card drawn this turn, in step 5, one "
                "attempt at a time"), "SV1-SEQ-5"
    if verb == "assign":
        member = state.member(rest)
        if state.attempt is not None and state.attempt.placing and member is not None:
            return "a member holds at most one combat-modifier item and one other", "SV1-ACQ-5"
        return "only an acquired item with a shield modifier or 0 MP is assigned", "SV1-ACQ-2A"
    if verb == "swap":
        return "a newly acquired item may only replace a held item of the same kind", \
               "SV1-ACQ-4B"
    if verb == "pile":
        return "only a newly acquired item can be put in the pile", "SV1-ACQ-2B"
    if verb == "move":
        return "items may never be moved between members", "SV1-ACQ-4A"
    if verb == "replace":
        if state.attempt is None or not state.attempt.replacing:
            if len(state.company) < attempts.MAX_COMPANY:
                return ("no recruit is waiting to replace a member: a recruit joins a company "
                        "of fewer than four without replacing anyone"), "SV1-RCH-3"
            return ("no recruit is waiting to replace a member: only a character or ally "
                    "recruited into a company of four replaces one of its members"), \
                "SV1-RCH-2A"
        return "only a member of the company may be replaced by a new recruit", "SV1-RCH-2A"
    if verb == "pass":
        return "passing ends step 5, when attempts are possible", "SV1-SEQ-5"
    return "the Solitaire Variant has no such action", None


def apply(ctx: Ctx, catalog: Catalog, action: str) -> None:
    """Carry out a legal action (the caller has checked it is open)."""
    verb, _, rest = action.partition(":")
    if verb == "assist":
        pending = pending_roll(ctx.state)
        assert pending is not None
        ctx.emit("MemberAssisted", pending[1], member=rest, helps=pending[0].member)
        explain.tapped(ctx, rest, pending[1])
    elif verb == "roll":
        if ctx.state.attempt is not None:
            attempts.roll(ctx, catalog)
        else:
            hazards.roll(ctx, catalog)
    elif verb == "tap":
        hazards.tap(ctx, rest)
    elif verb == "use":
        resources.use(ctx, catalog, rest)
    elif verb == "attempt":
        offered, _, member = rest.partition(":")
        attempts.declare(ctx, catalog, offered, member)
    elif verb in PLACEMENT_RULES:
        attempts.place(ctx, catalog, action)
    elif verb == "replace":
        attempts.replace_member(ctx, catalog, rest)
    elif verb == "pass":
        attempts.end(ctx, catalog)
