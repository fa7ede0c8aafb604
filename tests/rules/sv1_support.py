"""Shared helpers for the Solitaire Variant rule tests: cards by name, constructed states,
seeds whose dice stream starts with chosen rolls, and running the rules from a state."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from functools import cache
from itertools import count

from domain import dice
from domain.cards import starter_catalog
from domain.ruleset import Context, Fact, Table, make_ruleset
from domain.rulesets.solitaire_v1 import facts as card_facts
from domain.rulesets.solitaire_v1.ruleset import SolitaireV1
from domain.rulesets.solitaire_v1.state import (
    DECKS,
    UNTAPPED,
    Item,
    Member,
    Pile,
    SolitaireState,
)
from domain.rulesets.solitaire_v1.turn import advance

RULES: SolitaireV1 = make_ruleset("solitaire-v1", starter_catalog())  # type: ignore[assignment]
CATALOG = RULES.catalog


def cid(name: str) -> str:
    """A card id by English name (hero version first)."""
    found = CATALOG.find_all(name)
    hero = [c for c in found if c.alignment == "Hero"]
    return (hero or list(found))[0].id


def member(name: str, status: str = UNTAPPED, items: Sequence[str] = (),
           recruited: bool = False) -> Member:
    held = tuple(Item(cid(i), card_facts.combat_item(CATALOG.get(cid(i)))) for i in items)
    return Member(cid(name), status, held, recruited)


def state(members: Iterable[Member] = (), decks: dict[str, Sequence[str]] | None = None,
          **fields: object) -> SolitaireState:
    """A state with these members and decks (card names, top card first)."""
    lists = decks or {}
    piles = tuple(Pile(draw=tuple(cid(n) for n in lists.get(name, ()))) for name in DECKS)
    return replace(SolitaireState(decks=piles, company=tuple(members)), **fields)  # type: ignore[arg-type]


def with_discard(s: SolitaireState, deck: str, names: Sequence[str]) -> SolitaireState:
    pile = s.deck(deck)
    return s.with_deck(deck, replace(pile, discard=tuple(cid(n) for n in names)))


Spec = tuple[int, int] | int | None


@cache
def seed_for(*rolls: Spec) -> int:
    """The first integer seed whose dice stream starts with these 2D6 rolls: exact faces
    ``(a, b)``, a total ``n``, or ``None`` for any roll."""
    for seed in count():
        index = 0
        for want in rolls:
            faces, index = dice.roll_d6(seed, "dice", index, 2)
            if want is None:
                continue
            if isinstance(want, tuple) and tuple(faces) != want:
                break
            if isinstance(want, int) and sum(faces) != want:
                break
        else:
            return seed
    raise AssertionError("unreachable")


def run(s: SolitaireState, seed: int = 0, action: str | None = None, *,
        version: str | None = None) -> tuple[list[Fact], SolitaireState]:
    """Play on from ``s`` (after ``action``, if given) to the next choice or the end, under
    the ruleset's ``version`` (None: the newest)."""
    rules = RULES.at_version(version) if version else RULES
    ctx = Context(rules, Table(seed, {}, s))
    if action is None:
        advance(ctx, CATALOG)
    else:
        rules.decide(ctx, action, {})
    return ctx.facts, ctx.state


def kinds(found: list[Fact]) -> list[str]:
    return [f.kind for f in found]


def action_ids(s: SolitaireState) -> list[str]:
    return [a.id for a in RULES.actions(s)]


def status(s: SolitaireState, name: str) -> str:
    m = s.member(cid(name))
    assert m is not None, name
    return m.status


def names(ids: object) -> list[str]:
    assert isinstance(ids, (list, tuple))
    return [CATALOG.get(str(i).partition("#")[0]).name for i in ids]
