"""The numbers behind each Solitaire Variant roll, as the shared :class:`Check` every ruleset
records: which card, condition or assistant added how much, under which clause. From version 3
on, every roll's outcome event carries its check; earlier versions recorded bare numbers and
still replay that way (``SolitaireState.explains``)."""

from __future__ import annotations

from collections.abc import Sequence

from domain.canonical import JSON
from domain.cards import Catalog
from domain.engine import coe
from domain.engine.checks import AT_LEAST, AT_MOST, Check, Modifier, check
from domain.ruleset import played_since
from domain.rulesets.solitaire_v1 import facts
from domain.rulesets.solitaire_v1.common import Ctx, card
from domain.rulesets.solitaire_v1.notes import RULES_NOTES
from domain.rulesets.solitaire_v1.state import TAPPED, UNTAPPED, WOUNDED, Member, SolitaireState


def roll(ctx: Ctx, purpose: str, rule: str, **extra: JSON) -> tuple[list[int], int]:
    """Roll 2D6 for ``purpose``; the dice and the index of the roll on the dice stream."""
    index = ctx.position("dice")
    return ctx.roll(purpose, rule, **extra), index


def recorded(state: SolitaireState, made: Check) -> dict[str, JSON]:
    """The ``check`` field of the outcome event, in the versions that record it."""
    return {"check": made.to_json()} if state.explains else {}


def assisted(assistants: Sequence[str], sign: int, clause: str) -> list[Modifier]:
    return [Modifier(sign, f"member:{a}", "taps to assist", clause) for a in assistants]


def items(catalog: Catalog, member: Member, stat: str) -> list[Modifier]:
    """The shield modifiers of the member's combat items (SV1-ACQ-3A)."""
    out = []
    for held in member.items:
        item = card(catalog, held.card)
        amount = (item.prowess_mod if stat == "prowess" else item.body_mod) or 0
        if held.combat and amount:
            out.append(Modifier(amount, f"card:{held.card}", f"{item.name}'s {stat} modifier",
                                "SV1-ACQ-3A"))
    return out


def strike(catalog: Catalog, member: Member, condition: Modifier | None,
           assistants: Sequence[str], dice: list[int], index: int, target: int,
           passes: str, clause: str) -> Check:
    """2D6 + prowess + items + condition + 1 per assistant against the hazard's prowess;
    ``clause``: the one the member's prowess is added under."""
    own = card(catalog, member.card)
    modifiers = [Modifier(facts.prowess(own), f"card:{member.card}", f"{own.name}'s prowess",
                          clause),
                 *items(catalog, member, "prowess"),
                 *([condition] if condition else []),
                 *assisted(assistants, 1, "SV1-HAZ-5")]
    return check(dice, modifiers, target, passes, index)


#: From version 5 the +1 to an already wounded member's body check cites the standard rule
#: that adds it (CoE-3.I.1), which the Solitaire Variant applies without a clause of its own;
#: earlier versions cited the clause of the check it was added to.
WOUNDED_CITES_COE_FROM = 5


def body_check(catalog: Catalog, member: Member, assistants: Sequence[str], combat: bool,
               dice: list[int], index: int, clause: str, played: str) -> Check:
    """2D6, +1 if already wounded, -1 per assistant, against body; in combat an item's body
    modifier raises the body, so it counts here as that much off the roll (SV1-ACQ-3A).
    ``played``: the version the game is played under."""
    own = card(catalog, member.card)
    wounded = Modifier(1 if member.status == WOUNDED else 0, "state:wounded",
                       "already wounded",
                       coe.BODY_CHECK if played_since(played, WOUNDED_CITES_COE_FROM)
                       else clause)
    shields = [Modifier(-m.amount, m.source, m.why + " (raises body: off the roll)", m.clause)
               for m in (items(catalog, member, "body") if combat else [])]
    return check(dice, [wounded, *assisted(assistants, -1, "SV1-HAZ-5"), *shields],
                 facts.body(own) or 0, AT_MOST, index)


def attempt(assistants: Sequence[str], dice: list[int], index: int, needed: int) -> Check:
    """2D6 + 1 per assistant against the offered card's MP + 6."""
    return check(dice, assisted(assistants, 1, "SV1-SEQ-5A"), needed, AT_LEAST, index)


def tapped(ctx: Ctx, member: str, rule: str) -> None:
    """A member taps (to face a strike, to assist, to attempt) as a fact of its own, in the
    versions that record it (3 on); earlier versions tapped it inside the fact before."""
    if ctx.state.explains:
        ctx.emit("MemberTapped", rule, member=member)


#: How the automatic choices of a member rank the company (SV1-HAZ-3B, 3C, 4C): by condition,
#: then by place in the company's order.
RANKED_BY = ["condition: untapped 0, tapped 1, wounded 2",
             "place in the company's order (SV1-SETUP-8), from 0"]
_CONDITION = {UNTAPPED: 0, TAPPED: 1, WOUNDED: 2}


def ranked(state: SolitaireState, rule: str) -> dict[str, JSON]:
    """The candidates of an automatic choice of a member, each with its ranking key, and the
    reading played where the rule is ambiguous, in the versions that record it."""
    if not state.explains:
        return {}
    return {"candidates": [{"member": m.card, "rank": [_CONDITION[m.status], place]}
                           for place, m in enumerate(state.company)],
            "ranked_by": list(RANKED_BY), "reading": RULES_NOTES.get(rule)}
