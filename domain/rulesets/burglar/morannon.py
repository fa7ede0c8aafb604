"""Morannon (TW-286) in Burglar Wants a Good Job from ``versions.MORANNON_FROM``, as the engine
reads it (``engine.morannon``; the organization phase as standard, BWJ-SEQ-2, CoE 5.3). Before
that version it stayed in the hand, and those games replay as played.

- The site it stands for joins the catalog of a game whose resource deck holds it
  (``setup_cards``): the scenario's site deck (BWJ-SETUP-15..21) lists the sites the company
  may move to by starter movement; the card brings a site of its own, as it does in a normal
  game.
- As the organization phase ends, in place of the company's move (``play:<card>:site``): the
  company (the Burglar and his Hands, Hobbits counting half) is of size under three with a
  scout in it (the Burglar is one, BWJ-SETUP-1) and began the turn at a site in Dagorlad (the
  Dead Marshes). The card comes into play standing for the new site (``MorannonPlaced``) and
  the company moves to it (``CounterMoved``) by the card's site path, a Shadow-land and a
  Dark-domain (``engine.morannon.path``): the hazard hand keys creatures to those regions and
  to a Dark-hold, 5 hazard cards are drawn and up to 2 resource cards (BWJ-SEQ-5, BWJ-SEQ-6).
- From it the company leaves by the path the card prints back to Lórien, which the site deck
  holds (BWJ-SETUP-17), as starter movement takes a site to its nearest Haven. Once the
  company's movement/hazard phase begins at another site the card is discarded
  (``MorannonDiscarded``).
- Elsewhere, on a larger company, one with no scout, or out of the organization phase, it is
  not offered and is refused naming the card and the reason, nothing written. The automatic
  Burglar does not play it: no task is done at a site standing for no card of the site deck.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from domain.cards import Card, Catalog
from domain.engine import morannon as shared
from domain.engine.movement import site_named
from domain.errors import IllegalAction
from domain.immutable import replace
from domain.ruleset import Context, played_since
from domain.rulesets.burglar import gates_of_morning, moves
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import MORANNON_FROM
from domain.rulesets.hobbit import environments
from domain.rulesets.hobbit.moves import Add, Move

CARD, NAME, SITE = shared.CARD, shared.NAME, shared.SITE
KIND, MODE = "morannon", "site"
RULE = gates_of_morning.RULE
#: What the coverage notes of it, its row reading scripted.
COVERAGE = ("never arises here: a second copy while one is in play (the company, the only "
            "one, is at the site the first stands for, in Udûn, not in Dagorlad); region "
            "cards, never used: the company moves by the site deck's starter movement")


def setup_cards(resources: Sequence[str], played: str) -> tuple[Card, ...]:
    """The site it stands for, for a game of the version ``played`` (the one it was recorded
    under, ``Ruleset.for_setup``) from ``MORANNON_FROM`` whose resource deck holds it (none
    for any other game, whose catalog stays the base one: before, the card stayed in the hand,
    and only it moves a company there)."""
    return shared.deck_sites(resources, apart=False) if plays(played) else ()


def plays(played: str) -> bool:
    return played_since(played, MORANNON_FROM)


def problem(state: State, catalog: Catalog) -> str | None:
    """Why Morannon may not be played now (None: it may)."""
    if not gates_of_morning.organizing(state) or state.step:
        return "it is played as the organization phase ends, in place of the company's move"
    if SITE not in catalog:
        return "the site it stands for is not in this game's catalog"
    if state.morannon:
        return "it is in play already"
    why = shared.company_problem(site_named(catalog, state.turn_start), state.company)
    return f"it is {why}" if why else None


def moves_now(state: State, catalog: Catalog, played: str, add: Add) -> None:
    """``play:<card>:site`` where it may be played now."""
    if plays(played) and CARD in state.hand and problem(state, catalog) is None:
        add(f"play:{CARD}:{MODE}", f"Play {NAME}: the company moves to it, a Dark-hold in Udûn "
            "(a Shadow-land and a Dark-domain)", RULE, Move(KIND, card=CARD, mode=MODE))


def refusal(state: State, catalog: Catalog, played: str, action: str) -> IllegalAction | None:
    """Why ``play:<card>:...`` of Morannon of the hand is refused, naming the card and the
    reason (None: another action, or a version that does not play it)."""
    return environments.mode_refusal(action, CARD, NAME, MODE,
                                     plays(played) and state.outcome is None, state.hand,
                                     lambda _: problem(state, catalog), RULE)


def place(ctx: Context[State]) -> str:
    """The card comes into play standing for the company's new site; returns the site's name
    (the caller moves the company there)."""
    ctx.emit("MorannonPlaced", RULE, card=CARD, site=SITE)
    return NAME


def arrived(ctx: Context[State], catalog: Catalog) -> None:
    """As the movement/hazard phase begins: the company at another site, the card goes."""
    if ctx.state.morannon and moves.site_of(ctx.state, catalog).id != ctx.state.morannon:
        ctx.emit("MorannonDiscarded", RULE, card=CARD, site=ctx.state.morannon,
                 reason="the company is at another site")


def evolve(state: State, kind: str, d: Mapping[str, Any]) -> State:
    """``MorannonPlaced``: out of the hand into play; ``MorannonDiscarded``: to the discard
    pile."""
    if kind == "MorannonPlaced":
        hand = list(state.hand)
        hand.remove(str(d["card"]))
        return replace(state, hand=tuple(hand), morannon=str(d["site"]))
    # Its site leaves play with it, untapped for a later copy.
    return replace(state, morannon="",
                   resource_discard=(*state.resource_discard, str(d["card"])),
                   tapped_sites=tuple(s for s in state.tapped_sites if s != d["site"]))
