"""Steps 5 and 6 of the turn: item acquirement (SV1-ACQ-*), character/ally recruitment
(SV1-RCH-*) and faction recruitment (SV1-RFA-*) against the cards drawn in step 4, then the
discard (SV1-SEQ-6)."""

from __future__ import annotations

from functools import lru_cache

from domain.cards import Catalog
from domain.rulesets.solitaire_v1 import explain, facts
from domain.rulesets.solitaire_v1.common import Ctx, card, ranking
from domain.rulesets.solitaire_v1.decks import deck_of
from domain.rulesets.solitaire_v1.state import UNTAPPED, Attempt, Member, SolitaireState

MAX_COMPANY = 4  # SV1-RCH-6

#: The roll's clause by kind of attempt.
ROLL_RULE = {"item": "SV1-ACQ-1", "character": "SV1-RCH-1", "faction": "SV1-RFA-1"}


@lru_cache(maxsize=1024)  # asked of each card offered at every step of 5 (a catalog is immutable)
def kind_of(catalog: Catalog, instance: str) -> str:
    c = card(catalog, instance)
    if deck_of(c) == "characters":
        return "character"
    return "faction" if c.is_faction else "item"


def may_attempt(member: Member, kind: str) -> bool:
    """SV1-SEQ-5: untapped members attempt; a member recruited this turn may attempt only item
    acquirement (SV1-RCH-5)."""
    return member.status == UNTAPPED and (not member.recruited or kind == "item")


def options(state: SolitaireState, catalog: Catalog) -> list[tuple[str, str]]:
    """``(card, member)`` pairs that may be attempted now."""
    out = []
    for offered in state.offered:
        kind = kind_of(catalog, offered)
        out += [(offered, m.card) for m in state.company if may_attempt(m, kind)]
    return out


def declare(ctx: Ctx, catalog: Catalog, offered: str, member_card: str) -> None:
    member = ctx.state.member(member_card)
    assert member is not None
    kind = kind_of(catalog, offered)
    needed = facts.points(card(catalog, offered)) + 6
    ctx.emit("AttemptDeclared", "SV1-RCH-5" if member.recruited else "SV1-SEQ-5",
             card=offered, kind=kind, member=member_card, needed=needed)
    explain.tapped(ctx, member_card, "SV1-RCH-5" if member.recruited else "SV1-SEQ-5")


def roll(ctx: Ctx, catalog: Catalog) -> None:
    """2D6 plus one per assistant against MP + 6 (SV1-ACQ-1, SV1-RCH-1, SV1-RFA-1)."""
    attempt = ctx.state.attempt
    assert attempt is not None and attempt.roll is not None
    rule = ROLL_RULE[attempt.kind]
    dice, index = explain.roll(ctx, attempt.kind, rule, card=attempt.card)
    assists = len(attempt.roll.assists)
    total = sum(dice) + assists
    success = total >= attempt.needed
    made = explain.attempt(attempt.roll.assists, dice, index, attempt.needed)
    then = None
    if success and attempt.kind == "item" and facts.assignable(card(catalog, attempt.card)):
        then = "place"
    elif success and attempt.kind == "character" and len(ctx.state.company) >= MAX_COMPANY:
        then = "replace"
    ctx.emit("AttemptResolved", rule, card=attempt.card, kind=attempt.kind,
             member=attempt.member, dice=dice, assists=assists, total=total,
             needed=attempt.needed, success=success, then=then,
             **explain.recorded(ctx.state, made))
    if success and then is None:
        settle(ctx, catalog, attempt)


def settle(ctx: Ctx, catalog: Catalog, attempt: Attempt) -> None:
    """A success that asks nothing more of the player."""
    offered = card(catalog, attempt.card)
    if attempt.kind == "item":
        ctx.emit("ItemToPile", "SV1-ACQ-2B", card=attempt.card,
                 scored=[[attempt.card, "item", facts.points(offered)]])
    elif attempt.kind == "faction":
        ctx.emit("FactionRecruited", "SV1-RFA-2", card=attempt.card,
                 scored=[[attempt.card, "faction", facts.points(offered)]])
    else:
        recruit(ctx, catalog, attempt.card, "SV1-RCH-3")


def recruit(ctx: Ctx, catalog: Catalog, newcomer: str, rule: str) -> None:
    ctx.emit("MemberRecruited", rule, card=newcomer)
    order = ranking(catalog, [m.card for m in ctx.state.company], ctx.state.names)
    ctx.emit("CompanyOrdered", "SV1-RCH-4", order=order)


def placements(state: SolitaireState, catalog: Catalog) -> list[str]:
    """Where an acquired assignable item may go (SV1-ACQ-2A, 4B, 5): ``assign:<member>`` for a
    member with that kind of slot free, ``swap:<item>`` for an item of the same kind, ``pile``."""
    attempt = state.attempt
    assert attempt is not None
    combat = facts.combat_item(card(catalog, attempt.card))
    out = [f"assign:{m.card}" for m in state.company
           if not any(i.combat == combat for i in m.items)]
    out += [f"swap:{i.card}" for m in state.company for i in m.items if i.combat == combat]
    return [*out, "pile"]


def place(ctx: Ctx, catalog: Catalog, choice: str) -> None:
    attempt = ctx.state.attempt
    assert attempt is not None
    item = card(catalog, attempt.card)
    combat = facts.combat_item(item)
    verb, _, target = choice.partition(":")
    if verb == "assign":
        ctx.emit("ItemAssigned", "SV1-ACQ-2A", item=attempt.card, member=target, combat=combat)
    elif verb == "swap":
        bearer = ctx.state.bearer(target)
        assert bearer is not None
        ctx.emit("ItemSwapped", "SV1-ACQ-4B", item=attempt.card, member=bearer.card,
                 replaced=target, combat=combat,
                 scored=[[target, "item", facts.points(card(catalog, target))]])
    else:
        ctx.emit("ItemToPile", "SV1-ACQ-2B", card=attempt.card,
                 scored=[[attempt.card, "item", facts.points(item)]])


def replace_member(ctx: Ctx, catalog: Catalog, leaving: str) -> None:
    """SV1-RCH-2A/2B: the replaced member and its items with marshalling points go to the pile;
    its items without go to the Items & Factions discard pile."""
    attempt = ctx.state.attempt
    member = ctx.state.member(leaving)
    assert attempt is not None and member is not None
    lead = card(catalog, member.card)
    scored = [[member.card, facts.category(lead), facts.points(lead)]]
    discarded = []
    for item in member.items:
        value = facts.points(card(catalog, item.card))
        if value:
            scored.append([item.card, "item", value])
        else:
            discarded.append(item.card)
    ctx.emit("MemberReplaced", "SV1-RCH-2A", member=leaving, by=attempt.card, scored=scored)
    if discarded:
        ctx.emit("ItemsDiscarded", "SV1-RCH-2B", items=discarded, deck="items")
    recruit(ctx, catalog, attempt.card, "SV1-RCH-2A")


def end(ctx: Ctx, catalog: Catalog) -> None:
    """SV1-SEQ-6: the cards not recruited or acquired go to their discard piles; the turn ends."""
    offered = ctx.state.offered
    characters = [c for c in offered if kind_of(catalog, c) == "character"]
    ctx.emit("OfferDiscarded", "SV1-SEQ-6", characters=characters,
             items=[c for c in offered if c not in characters])
    ctx.emit("TurnEnded", "SV1-SEQ-7", turn=ctx.state.turn)
