"""What every part of the turn shares: card look-ups, the company's numbers, drawing with
reshuffles, and the 2D6 odds the automatic player weighs."""

from __future__ import annotations

from functools import lru_cache

from domain.cards import Card, Catalog
from domain.ruleset import Context, played_since
from domain.rulesets.solitaire_v1 import facts
from domain.rulesets.solitaire_v1.state import (
    READER,
    UNTAPPED,
    WOUNDED,
    Member,
    Roll,
    SolitaireState,
)
from domain.text import reading_key

Ctx = Context[SolitaireState]


def card(catalog: Catalog, instance: str) -> Card:
    # card_id(instance), written out: every prowess, body and label looks cards up here.
    return catalog.get(instance.partition("#")[0])


def name(catalog: Catalog, instance: str) -> str:
    return card(catalog, instance).name


@lru_cache(maxsize=1024)  # asked of each resource drawn at every step of the phase
def resource_nature(catalog: Catalog, instance: str) -> str | None:
    """:func:`facts.resource_nature` of a card instance (a catalog is immutable)."""
    return facts.resource_nature(card(catalog, instance))


def ranking(catalog: Catalog, members: list[str], names: str = READER) -> list[str]:
    """SV1-SETUP-8: prowess high to low, then body high to low, then name (as printed on the
    character or ally; items do not change the order). ``names`` is how names compare:
    alphabetically as a reader would (:func:`reading_key`), or, as version 1 played, by raw
    code points, which put accented names after Z."""
    def key(instance: str) -> tuple[int, int, tuple[str, ...], str]:
        c = card(catalog, instance)
        name_key = reading_key(c.name) if names == READER else (c.name,)
        return (-facts.prowess(c), -(facts.body(c) or 0), name_key, instance)
    return sorted(members, key=key)


def prowess(catalog: Catalog, member: Member) -> int:
    """The member's prowess with its items' shield modifiers (SV1-ACQ-3A)."""
    bonus = sum(card(catalog, i.card).prowess_mod or 0 for i in member.items if i.combat)
    return facts.prowess(card(catalog, member.card)) + bonus


def body(catalog: Catalog, member: Member, combat: bool) -> tuple[int, int]:
    """The member's body and, in combat, its items' body modifier (SV1-ACQ-3A)."""
    base = facts.body(card(catalog, member.card)) or 0
    bonus = sum(card(catalog, i.card).body_mod or 0 for i in member.items if i.combat)
    return base, bonus if combat else 0


#: From version 8 a member assigned a strike of the hazard (one still to come, or one already
#: faced) may not support another member's strike, as the standard rules let only characters
#: not assigned a strike support (CoE-3.iv.4); earlier versions let any untapped member.
SUPPORT_UNSTRUCK_SINCE = 8


def assistants(state: SolitaireState, roll: Roll, played: str) -> list[str]:
    """Untapped members other than the one rolling, in company order (SV1-HAZ-5, SV1-SEQ-5A);
    a strike's supporters are those assigned none of the hazard's strikes (CoE-3.iv.4), in
    the versions that apply it (``played``: the version the game is played under)."""
    struck = struck_apart(state, roll, played)
    return [m.card for m in state.company
            if m.status == UNTAPPED and m.card != roll.member and m.card not in struck]


def struck_apart(state: SolitaireState, roll: Roll, played: str) -> tuple[str, ...]:
    """The members barred from supporting ``roll`` for being assigned one of the hazard's
    strikes (CoE-3.iv.4, from ``SUPPORT_UNSTRUCK_SINCE``): none for a roll other than a
    strike's."""
    if roll.kind != "strike" or state.hazard is None \
            or not played_since(played, SUPPORT_UNSTRUCK_SINCE):
        return ()
    return state.hazard.struck


def draw_top(ctx: Ctx, deck: str) -> str | None:
    """The top card of a deck, turning its discard pile over first if it has run out
    (SV1-SEQ-8); None (and a DeckExhausted fact) if both are empty. The caller's fact takes it."""
    pile = ctx.state.deck(deck)
    if not pile.draw:
        if not pile.discard:
            ctx.emit("DeckExhausted", "SV1-SEQ-8", deck=deck)
            return None
        ctx.shuffle(deck, list(pile.discard), "SV1-SEQ-8")
    return ctx.state.deck(deck).draw[0]


def body_check_numbers(catalog: Catalog, member: Member, assists: int,
                       combat: bool) -> dict[str, int]:
    """The fixed parts of a member's body check: +1 to the roll if already wounded, -1 per
    assistant (in the member's favour), against body plus any combat body modifier."""
    base, bonus = body(catalog, member, combat)
    return {"wounded": 1 if member.status == WOUNDED else 0, "assists": assists,
            "body": base, "item": bonus}


#: How many of the 36 outcomes of 2D6 total at least n (index n, 0..13).
_AT_LEAST = [36, 36, 36, 35, 33, 30, 26, 21, 15, 10, 6, 3, 1, 0]


def at_least(n: int) -> int:
    """Outcomes of 2D6 (out of 36) with a total of at least ``n``."""
    return _AT_LEAST[min(max(n, 0), 13)]
