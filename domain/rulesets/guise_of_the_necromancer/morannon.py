"""Morannon (TW-286) in the Guise of the Necromancer from ``SINCE``, as the engine reads it
(``engine.morannon``; GON-GEN-1: the standard rules say how it is played). Before that version
it stayed in the hand, and those games replay as played.

- The sites its copies stand for join the catalog of a game whose resource starting deck or
  sideboard holds it (``setup_cards``), one for each copy: the location deck (GON-SETUP-13,
  GON-SETUP-14) lists the sites a company may move to by starter movement; the card brings a
  site of its own, as it does in a normal game.
- In the organization phase, in place of a company's move
  (``permanent-event:<card>:<company>``): a company of size under three with a scout in it, at
  a site in Dagorlad (the Dead Marshes) where its turn began. The copy comes into play
  standing for a free site (``MorannonPlaced``) and the company's move to it is declared
  (``MovementDeclared`` naming the card), settled as a card's move is: by the card's site
  path, a Shadow-land and a Dark-domain (``MovementHazard._way``), its new site a Dark-hold
  in Udûn, the hazard hand drawing 5 (GON-HH-3).
- From it the company leaves by the path the card prints back to Lórien, which the location
  deck holds (GON-SETUP-13), as starter movement takes a site to its nearest Haven. As it
  arrives at another site the copy is discarded (``MorannonDiscarded``), its site leaving
  play untapped: it goes neither to the location deck nor to the discard pile as a site
  card does.
- Elsewhere, on a larger company, one with no scout, a company whose move is already settled
  by a card, or out of the organization phase, it is not offered and is refused naming the
  card and the reason, nothing written. The automatic player does not play it (Dol Guldur
  is reached from Lórien).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from domain.cards import Card, Catalog
from domain.engine import morannon as shared
from domain.errors import IllegalAction
from domain.immutable import replace
from domain.ruleset import Action, Context, played_since
from domain.rulesets.guise_of_the_necromancer.state import ORGANIZATION, Company, State
from domain.rulesets.hobbit import environments
from domain.rulesets.hobbit.moves import Legal, Move

#: The first version playing it (placed at landing).
SINCE = 92
CARD, NAME = shared.CARD, shared.NAME
KIND, RULE = environments.PERMANENT, environments.PLAY_PERMANENT
#: What the coverage notes of it, its row reading scripted.
COVERAGE = {CARD: "region cards, never used: a company moves by the location deck's starter "
                  "movement"}


def plays(played: str) -> bool:
    return played_since(played, SINCE)


def setup_cards(decks: Sequence[str], played: str) -> tuple[Card, ...]:
    """The sites its copies in ``decks`` (the resource starting deck and sideboard) stand for,
    for a game of the version ``played`` (the one it was recorded under, ``Ruleset.for_setup``)
    from ``SINCE`` (none for a game without it, nor for one of a version before, whose catalog
    stays the base one: only the card moves a company there)."""
    return shared.deck_sites(decks) if plays(played) else ()


def placed(state: State, company: str) -> str:
    """The site the copy ``company`` played stands for ("": none)."""
    return next((site for who, site in state.morannons if who == company), "")


def problem(state: State, catalog: Catalog, company: Company | None) -> str | None:
    """Why Morannon may not be played on ``company`` now (None: it may)."""
    if state.outcome is not None or state.phase != ORGANIZATION or state.fight is not None \
            or state.legacy or state.crown_offer is not None or state.deck_search:
        return "it is played in the organization phase, in place of a company's move"
    if company is None:
        return "it is played on a company of yours"
    if company.by_card or any(c == company.id for c, _ in state.hiding):
        return f"company {company.id}'s move is settled already"
    if shared.free_site(catalog, (site for _, site in state.morannons)) is None:
        return "every copy in your decks is in play already, each standing for its own site"
    why = shared.company_problem(catalog.get(company.location), company.characters)
    return f"it is {why}" if why else None


def moves(state: State, catalog: Catalog, played: str, out: Legal) -> None:
    """``permanent-event:<card>:<company>`` for each company it may be played on now."""
    if not plays(played) or CARD not in state.hand:
        return
    for company in state.companies:
        if problem(state, catalog, company) is None:
            key = f"{KIND}:{CARD}:{company.id}"
            out[key] = (Action(key, f"Company {company.id} plays {NAME}: it moves to the "
                               "Dark-hold in Udûn the card stands for (a Shadow-land and a "
                               "Dark-domain)", RULE),
                        Move(KIND, card=CARD, holder=company.id))


def refusal(state: State, catalog: Catalog, played: str, kind: str,
            rest: str) -> IllegalAction | None:
    """Why ``permanent-event:<card>:<company>`` of Morannon is refused now, naming the card
    and the reason (None: another action, or a version that does not play it)."""
    return environments.permanent_refusal(
        kind, rest, CARD, NAME, plays(played), state.hand,
        lambda company: problem(state, catalog, state.company(company)))


def play(ctx: Context[State], catalog: Catalog, company: str) -> None:
    """The copy comes into play standing for a free site; the company's move there is
    declared, settled by the card."""
    site = shared.free_site(catalog, (s for _, s in ctx.state.morannons))
    assert site is not None  # refused before
    ctx.emit("MorannonPlaced", RULE, card=CARD, company=company, site=site)
    ctx.emit("MovementDeclared", RULE, company=company, to=site, by=CARD)


def path(company: Company, here: Card, site: Card) -> tuple[str, ...]:
    """The site path of a move a card settles: Morannon's own to its site, none else."""
    return shared.PATH if company.by_card == CARD and site.id != here.id else ()


def left(ctx: Context[State], company: str, origin: Card, site: Card) -> bool:
    """The company arrives at ``site`` from ``origin``: leaving the site its copy stands for,
    the copy is discarded (True: ``origin`` was such a site, which leaves play with it)."""
    if placed(ctx.state, company) != origin.id or site.id == origin.id:
        return False
    ctx.emit("MorannonDiscarded", RULE, card=CARD, company=company, site=origin.id,
             reason="the company arrived at another site")
    return True


def evolve(state: State, kind: str, d: Mapping[str, Any]) -> State:
    """``MorannonPlaced``: out of the hand into play; ``MorannonDiscarded``: to the discard
    pile, its site untapped."""
    company, site = str(d["company"]), str(d["site"])
    if kind == "MorannonPlaced":
        hand = list(state.hand)
        hand.remove(str(d["card"]))
        return replace(state, hand=tuple(hand), morannons=(*state.morannons, (company, site)))
    return replace(state, morannons=tuple(m for m in state.morannons if m != (company, site)),
                   resource_discard=(*state.resource_discard, str(d["card"])),
                   tapped_sites=tuple(s for s in state.tapped_sites if s != site))
