"""The sequence of play (SV1-SEQ-*): setting up, the steps of a turn, the end and the score.

:func:`advance` plays on automatically, one step at a time, until the player has a choice
(:func:`choices.options` is not empty) or the game is over.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from domain.canonical import JSON
from domain.cards import Catalog
from domain.ruleset import Fact
from domain.rulesets.solitaire_v1 import attempts, choices, facts, hazards, resources
from domain.rulesets.solitaire_v1.common import Ctx, card, ranking
from domain.rulesets.solitaire_v1.state import (
    ATTEMPTS,
    DECKS,
    HAZARDS,
    OVER,
    RESOURCES,
    TAPPED,
    TURN,
    WOUNDED,
    SolitaireState,
)

#: The clause under which each deck is shuffled at setup.
SHUFFLE_RULES = {"regions": "SV1-SETUP-1", "hazards": "SV1-SETUP-3", "sites": "SV1-SETUP-5",
                 "resources": "SV1-SETUP-6", "characters": "SV1-SETUP-7",
                 "items": "SV1-SETUP-10"}
CATEGORIES = ("character", "ally", "item", "faction", "kill")


def begin(ctx: Ctx, catalog: Catalog) -> None:
    """Setup: shuffle the six decks, draw the company of four and put it in order."""
    for name in DECKS:
        ctx.shuffle(name, list(ctx.state.deck(name).draw), SHUFFLE_RULES[name])
    members = list(ctx.state.deck("characters").draw[:4])
    ctx.emit("CompanyFormed", "SV1-SETUP-7", members=members)
    ctx.emit("CompanyOrdered", "SV1-SETUP-8", order=ranking(catalog, members, ctx.state.names))
    advance(ctx, catalog)


def advance(ctx: Ctx, catalog: Catalog) -> None:
    while ctx.state.step != OVER:
        state = ctx.state
        if not state.company:
            ctx.emit("CompanyEliminated", "SV1-HAZ-6", turn=state.turn)
            end_game(ctx, catalog, "company eliminated")
            return
        if choices.options(state, catalog, ctx.ruleset.played):
            return
        STEPS[state.step](ctx, catalog)


def start_turn(ctx: Ctx, catalog: Catalog) -> None:
    """Steps 1 and 2: heal or untap (SV1-SEQ-1A/1B), then the Hazard Phase; the game ends
    when the Region deck cannot show four regions (SV1-SEQ-7)."""
    state = ctx.state
    left = len(state.deck("regions").draw)
    if left < 4:
        ctx.emit("RegionDeckDepleted", "SV1-SEQ-7", left=left, turn=state.turn)
        end_game(ctx, catalog, "region deck depleted")
        return
    ctx.emit("TurnBegan", "SV1-SEQ-7", turn=state.turn + 1)
    ctx.emit("CompanyRefreshed", "SV1-SEQ-1A",
             healed=[m.card for m in state.company if m.status == WOUNDED],
             untapped=[m.card for m in state.company if m.status == TAPPED])
    tapped_items = [i.card for m in state.company for i in m.items if i.tapped]
    if tapped_items:
        ctx.emit("ItemsUntapped", "SV1-SEQ-1B", items=tapped_items)
    hazards.begin(ctx, catalog)


def attempts_step(ctx: Ctx, catalog: Catalog) -> None:
    attempt = ctx.state.attempt
    if attempt is not None and attempt.roll is not None:
        attempts.roll(ctx, catalog)
    else:
        attempts.end(ctx, catalog)


STEPS: dict[str, Callable[[Ctx, Catalog], None]] = {
    TURN: start_turn,
    HAZARDS: hazards.step,
    RESOURCES: resources.step,
    ATTEMPTS: attempts_step,
}


def score(state: SolitaireState, catalog: Catalog) -> dict[str, JSON]:
    """SV1-SCORE-1: the marshalling point pile (inverted cards negative) plus the items the
    members bear; the members themselves do not count."""
    by_category = {name: 0 for name in CATEGORIES}
    for scored in state.pile:
        by_category[scored.category] += scored.points
    borne = sum(facts.points(card(catalog, i.card)) for m in state.company for i in m.items)
    pile = sum(by_category.values())
    return {"by_category": by_category, "pile": pile, "items_borne": borne,
            "total": pile + borne}


def grounds(fact: Fact, earlier: Sequence[Fact]) -> list[int]:
    """The earlier facts a ruling rests on beyond its own resolution (``Ruleset.grounds``):
    the score counts every card put in the pile (SV1-SCORE-1), the game's result is judged on
    that score (SV1-SCORE-2), and a hazard is faced by the region types revealed
    (SV1-HAZ-4A, 4A2)."""
    if fact.kind == "ScoreCounted":
        return [at for at, f in enumerate(earlier)
                if f.get("scored") or f.kind == "HazardResolved" and f.get("to") == "pile"]
    wanted = {"GameEnded": "ScoreCounted", "HazardFaced": "RegionsRevealed"}.get(fact.kind)
    if wanted is None or fact.get("matched") is None and fact.kind == "HazardFaced":
        return []
    last = next((at for at in range(len(earlier) - 1, -1, -1)
                 if earlier[at].kind == wanted), None)
    return [] if last is None else [last]


def end_game(ctx: Ctx, catalog: Catalog, reason: str) -> None:
    """SV1-SCORE-1/2: count the score; the game is won if it is positive."""
    counted = score(ctx.state, catalog)
    ctx.emit("ScoreCounted", "SV1-SCORE-1", **counted)
    total = counted["total"]
    assert isinstance(total, int)
    ctx.emit("GameEnded", "SV1-SCORE-2", outcome="won" if total > 0 else "lost", score=total,
             reason=reason, turns=ctx.state.turn)
