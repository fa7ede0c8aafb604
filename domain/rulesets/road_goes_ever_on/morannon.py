"""Morannon (TW-286), a resource permanent-event played from the hand from version
``SINCE_VERSION`` (the rules let the player put it in the draw deck, giving no marshalling
points, RGO-DECK-2, and play it as in a normal game, RGO-GEN-1; before, no script played it and
it was neither played nor declared).

It is played as the organization phase of a company ends, in place of its move
(``morannon:<card>``): a company of size under three with a scout in it, at a site in Dagorlad
(the Dead Marshes) as its turn began. The card stands for the company's new site
(``MorannonPlaced``): a Dark-hold in Udûn, reached by the card's own site path, a Shadow-land
and a Dark-domain (``MovementPlanned``), drawing 2 cards for the company and 5 for its Hazard
Pile, with no automatic-attack. The site is a card of the game's catalog (``SITE``), added by
``setup_cards`` to the catalog of a game whose player deck holds Morannon (``Ruleset.for_setup``).
From it the company leaves as from any site: back to Lórien by the site path the card prints,
as starter movement takes a site back to its nearest Haven (this game moves by site paths
only, so region cards are never used). Morannon is discarded (``MorannonDiscarded``) once the
company arrives at another site.

Played elsewhere, on a larger company, one with no scout, once the company's move is planned,
it is not offered and is refused naming the card and the reason, nothing written. The automatic
player does not play it.

Up to ``MORE_SINCE`` a copy was refused while another was in play (the site stood once in a
game). From it, each copy stands for a site of its own (``engine.morannon.sites``: ``SITE``,
then ``SITE``-2 and -3, as many as the player deck holds copies, up to three), so another
company may play a second copy while the first is in play, each discarded as its own company
arrives elsewhere; its site leaves play with it, untapped (before, a site tapped there stayed
tapped for a later copy).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.canonical import JSON
from domain.cards import Card, Catalog
from domain.engine import morannon as shared
from domain.errors import IllegalAction
from domain.ruleset import Action, Context, illegal, played_since
from domain.rulesets.road_goes_ever_on import companies, move_clauses, versions
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, State

#: The first version that plays it.
SINCE_VERSION = 174
#: The first version in which each copy stands for a site of its own.
MORE_SINCE = 178
# The card's and its site's facts (``engine.morannon``).
CARD, NAME, SITE = shared.CARD, shared.NAME, shared.SITE
KIND = "morannon"
RULE = "RGO-GEN-1"
#: What the coverage says of it: what is left out, its test, the first version.
LEFT_OUT = ("a second copy while one is in play: the site it stands for is one card of the "
            "game, so the second is not offered, and is refused")


def left_out(played: str) -> str:
    """What the version ``played`` leaves out of it ("": nothing)."""
    return "" if played_since(played, MORE_SINCE) else LEFT_OUT


COVERAGE = {CARD: (left_out(versions.VERSION), "tests/rules/test_road_goes_ever_on_morannon.py::"
                   "test_morannon_takes_a_small_company_with_a_scout_from_dagorlad",
                   SINCE_VERSION)}


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def setup_cards(setup: Mapping[str, Any], played: str) -> tuple[Card, ...]:
    """The site, for a game recorded from ``SINCE_VERSION`` whose player deck holds Morannon
    (none for any other game, whose catalog stays the base one: before, no card moves a
    company there and nothing reads the site); from ``MORE_SINCE`` one for each copy."""
    decks = setup.get("decks")
    player = decks.get("player") if isinstance(decks, Mapping) else None
    if not isinstance(player, list) or not offered(played):
        return ()
    return shared.deck_sites([str(c) for c in player], played_since(played, MORE_SINCE))


def free_site(state: State, catalog: Catalog, played: str) -> str | None:
    """The site the next copy played stands for (None: every one is in play; before
    ``MORE_SINCE``, one copy in play is enough)."""
    if state.morannons and not played_since(played, MORE_SINCE):
        return None
    return shared.free_site(catalog, (site for _, _, site in state.morannons))


def problem(state: State, catalog: Catalog, played: str) -> str | None:
    """Why Morannon is not played now (None: it may be)."""
    if CARD not in state.hand:
        return f"{NAME} is not in your hand."
    if SITE not in catalog:
        return f"{NAME} has no site in this game's catalog."
    if state.phase != ORGANIZATION or not state.characters or state.destination is not None:
        return f"{NAME} is played as the organization phase ends, before the company's " \
               "movement is planned."
    company = shared.company_problem(catalog.get(state.site), state.characters)
    if company is not None:
        return f"{NAME} is {company}."
    if free_site(state, catalog, played) is None:
        if not played_since(played, MORE_SINCE):
            return f"{NAME} is in play already: the site it stands for is one card of the game."
        return f"every copy of {NAME} in your deck is in play already, each standing for its " \
               "own site."
    return None


def actions(state: State, catalog: Catalog, played: str) -> list[Action]:
    if not offered(played) or problem(state, catalog, played) is not None:
        return []
    mover = companies.moving(state.characters, not state.companies)
    return [Action(f"{KIND}:{CARD}", f"Play {NAME}: {mover} moves to it, a Dark-hold in "
                   "Udûn (2 regions)", RULE)]


def refusal(state: State, catalog: Catalog, rest: str, played: str) -> IllegalAction:
    if rest != CARD:
        name = catalog.get(rest).name if rest in catalog else rest
        return illegal(f"{name} is not {NAME}.", RULE)
    why = problem(state, catalog, played)
    return illegal(f"{why[0].upper()}{why[1:]}" if why
                   else "The game waits for another decision first.", RULE)


def play(ctx: Context[State], catalog: Catalog) -> Card:
    """The card played as the company's new site, its move planned; returns the site (the
    caller goes on as after a planned move)."""
    site = free_site(ctx.state, catalog, ctx.ruleset.played)
    assert site is not None  # refused before
    ctx.emit("ResourcePlayed", RULE, card=CARD, name=NAME, mode="site", target=None,
             effects=[], strike=None)
    ctx.emit("MorannonPlaced", RULE, card=CARD, site=site, company=ctx.state.company)
    ctx.emit("MovementPlanned", move_clauses.card_cited(ctx.ruleset.played, RULE),
             destination=site, path=list(shared.PATH))
    return catalog.get(site)


def arrived(ctx: Context[State]) -> None:
    """The company come to another site than its Morannon's: its copy is discarded, and from
    ``MORE_SINCE`` its site leaves play untapped."""
    placed = next((p for p in ctx.state.morannons if p[1] == ctx.state.company), None)
    if placed is None or ctx.state.site == placed[2]:
        return
    site = {"site": placed[2]} if played_since(ctx.ruleset.played, MORE_SINCE) else {}
    ctx.emit("MorannonDiscarded", RULE, card=CARD, company=placed[1],
             reason="the company arrived at another site", **site)


def narrate(kind: str, d: Mapping[str, JSON]) -> str | None:
    if kind == "MorannonPlaced":
        return f"{NAME} is played as the company's new site."
    if kind == "MorannonDiscarded":
        return f"{NAME} is discarded: {d['reason']}."
    return None
