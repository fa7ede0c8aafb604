"""A mountain card's move by region cards on There and Back Again's map, from
``MOUNTAIN_MOVES_FROM``: the map is a row of region cards (TBA-LAYOUT-1, TBA-LAYOUT-4), so a
card joining two regions of the row as if adjacent (``engine.hazard_limit_cards.joined``:
Misty Mountains, Rhudaur and Anduin Vales) may move the company between them. In the
organization phase, as it ends with the company's move (TBA-SEQ-4), a company standing in one
of them with an untapped ranger plays it, ``play:<card>:move:<ranger>:<region>``: the card is
played (``CardPlayed``), the ranger taps and the counter moves to the other region
(``CounterMoved`` naming the card), which draws its hazards as any region entered (TBA-SEQ-8,
TBA-SEQ-10). From a site the counter goes only to the region above it (TBA-SEQ-3), so not so.
The card's other use, lowering the hazard limit, stays refused: there is none (TBA-SEQ-8).
None of the other mountain cards names two regions of the row (TBA-LAYOUT-1)."""

from __future__ import annotations

from collections.abc import Sequence

from domain.cards import Catalog
from domain.engine import coe, hazard_limit_cards
from domain.errors import IllegalAction
from domain.ruleset import Context
from domain.rulesets.hobbit.moves import Add, Move
from domain.rulesets.there_and_back_again import layout
from domain.rulesets.there_and_back_again.state import ORGANIZATION, State

RULE = "TBA-LAYOUT-4"
#: What the coverage says of the card's other use.
LIMIT_REFUSED = ("TBA-SEQ-8: its other use, lowering the hazard limit, is refused: there is "
                 "none, a region entered drawing two or three hazards")
MODE, KIND = "move", "mountain-move"
#: The cards joining two regions of the row: Misty Mountains alone.
CARDS = tuple(c.card_id for c in hazard_limit_cards.CARDS.values()
              if any(a in layout.REGIONS and b in layout.REGIONS for a, b in c.pairs))


def destinations(card_id: str, place: str) -> tuple[str, ...]:
    """The regions of the row ``card_id`` joins to ``place`` (none: ``place`` is a site, or
    it joins it to none of the row)."""
    card = hazard_limit_cards.CARDS[card_id]
    return tuple(r for r in hazard_limit_cards.joined(card, place) if layout.is_region(r)) \
        if layout.is_region(place) else ()


def _open(state: State) -> bool:
    """Whether the company's move is being chosen: the organization phase, nothing pending."""
    return state.phase == ORGANIZATION and not state.step and state.combat is None \
        and not state.legacy and state.outcome is None


def problem(state: State, catalog: Catalog, card_id: str, ranger: str,
            region: str) -> str | None:
    """Why ``play:<card>:move:<ranger>:<region>`` may not be played now (None: it may)."""
    if card_id not in state.hand:
        return "it is not in the hand"
    if not _open(state):
        return "it is played as the organization phase ends, with the company's move"
    here = state.location
    if layout.is_site(here):
        return (f"the company is at {here}, a site: the counter goes from it only to the "
                f"region above it, {layout.REGION_OF[here]}")
    reachable = destinations(card_id, here)
    if not reachable:
        return f"it joins {here} to no region of the row"
    if not region or not ranger:
        return ("name the ranger who taps and the region reached "
                "(play:<card>:move:<ranger>:<region>)")
    if region not in reachable:
        return (f"{region or 'no region'} is not a region it joins to {here}: it moves the "
                f"company only to {', '.join(reachable)}")
    who = state.character(ranger)
    if who is None:
        return f"{ranger or 'no character'} is not in the company"
    if not who.has_skill(hazard_limit_cards.RANGER):
        return f"{who.name} is no {hazard_limit_cards.RANGER}"
    if not who.untapped:
        return f"{who.name} is {who.state}: the ranger taps to move the company"
    return None


def moves(state: State, catalog: Catalog, add: Add) -> None:
    """``play:<card>:move:<ranger>:<region>`` for each card, untapped ranger and region it
    may be played with now."""
    if not _open(state):
        return
    for card_id in CARDS:
        if card_id not in state.hand:
            continue
        name = catalog.get(card_id).name
        for region in destinations(card_id, state.location):
            for who in state.company:
                if problem(state, catalog, card_id, who.card_id, region) is None:
                    add(f"play:{card_id}:{MODE}:{who.card_id}:{region}",
                        f"Play {name}: {who.name} taps and the company moves from "
                        f"{state.location} to {region}, as if they were adjacent", RULE,
                        Move(KIND, card=card_id, target=who.card_id, place=region))


def refusal(state: State, catalog: Catalog, action: str) -> IllegalAction | None:
    """``play:<card>:move:...`` refused naming the card and the reason (None: another
    action)."""
    kind, card_id, mode, ranger, region = (*action.split(":", 4), "", "", "", "")[:5]
    if kind != "play" or card_id not in CARDS or mode != MODE:
        return None
    why = problem(state, catalog, card_id, ranger, region)
    if why is None:  # legal: not refused
        return None
    # From a site the counter goes only to the region above it.
    at_site = card_id in state.hand and _open(state) and layout.is_site(state.location)
    return IllegalAction(f"{catalog.get(card_id).name} cannot be played now: {why}.",
                         clause="TBA-SEQ-3" if at_site else RULE)


def play(ctx: Context[State], catalog: Catalog, move: Move) -> None:
    """The card played, then its ranger taps (the caller moves the counter)."""
    ctx.emit("CardPlayed", coe.SHORT_EVENT, card=move.card, mode=MODE, target=move.target,
             returns=False)
    ctx.emit("CharacterTapped", RULE, character=move.target,
             to=f"to move the company to {move.place} by {catalog.get(move.card).name}")


def shortcut(ids: Sequence[str], route: Sequence[str]) -> str | None:
    """The automatic player's crossing: an offered move to a region of ``route`` (the way it
    heads, the next place first) beyond its next place (None: none saves a step)."""
    return next((i for i in ids if i.startswith("play:") and i.split(":")[2:3] == [MODE]
                 and i.split(":", 4)[-1] in route[1:]), None)
