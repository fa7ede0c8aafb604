"""Allies that move their company (``SINCE_VERSION`` on).

Bill the Pony (TW-198): as his company's site phase ends (the end of its turn, CoE 2.VI), at a
site that is neither a Haven nor an Under-deeps site, with a company of size three or less
(Hobbits count half, CoE 2.II.3.1.1), the player may discard him (``ally-move:<ally>``,
``AllyDiscarded``) and the company's site becomes the nearest Haven its site card names
(``CompanyArrived``): a move with no movement/hazard phase. The Haven must be a site of the
player's Site deck. Then the turn ends as ``end-turn`` ends it.

Gwaihir (TW-251): in the organization phase, with a company of size two or less at a site that
is not an Under-deeps site, the player may discard him (``ally-move:<ally>:<site>``) for the
company to move to any site of the Site deck but one in a Shadow-land or a Dark-domain or an
Under-deeps site: the move crosses no region (``MovementPlanned`` with no site path) and only
hazard creatures keyed to the site are played on the company this turn
(``CreatureKeyingLimited``, as Eagle-mounts limits them).
"""

from __future__ import annotations

from domain.cards import Card, Catalog, fold
from domain.engine import allies, coe
from domain.engine.company import company_size
from domain.errors import IllegalAction
from domain.narration import named
from domain.ruleset import Action, Context, illegal, played_since
from domain.rulesets.road_goes_ever_on import companies, morannon, move_clauses, travel_cards
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, SITE, State

#: The first version of the ruleset that plays Bill the Pony's and Gwaihir's moves.
SINCE_VERSION = 99
BILL_SINCE = SINCE_VERSION
KIND = "ally-move"
RULE = coe.END_OF_TURN
BILL = fold("Bill the Pony")
MAX_SIZE = 3
GWAIHIR = allies.GWAIHIR


def offered(played: str) -> bool:
    return played_since(played, BILL_SINCE)


#: The first version of the ruleset that lets Bill the Pony be taken at a tapped site.
TAPPED_SITE_SINCE = 105


def taken_at_tapped_site(played: str, quest: Card) -> bool:
    """Whether ``quest`` is taken though its site is tapped (Bill the Pony, from
    ``TAPPED_SITE_SINCE``): taking him does not tap it again."""
    return played_since(played, TAPPED_SITE_SINCE) and quest.is_ally \
        and fold(quest.name) == BILL


def _haven(state: State, catalog: Catalog, site: Card) -> Card | None:
    """The nearest Haven ``site`` names, if it is a card of the Site deck."""
    name = fold(site.nearest_haven or "")
    return next((catalog.get(s) for s in dict.fromkeys(state.site_deck)
                 if fold(catalog.get(s).name) == name and catalog.get(s).is_haven), None)


def gwaihir_problem(state: State, catalog: Catalog, name: str, site_id: str) -> str | None:
    """Why Gwaihir does not fly his company to ``site_id`` now, or None (the size, the sites
    and the region types: ``engine.allies.flight_problem``, shared with the Hobbit family)."""
    if state.phase != ORGANIZATION or not state.characters:
        return f"{name} moves his company in its organization phase."
    if state.destination is not None:
        return f"{name} moves a company whose movement is not planned yet."
    flight = allies.flight_problem(name, catalog.get(state.site),
                                   company_size(state.characters))
    if flight is not None:
        return flight
    if site_id not in catalog or site_id not in state.site_deck or site_id == state.site:
        return f"{name} moves his company to another site of the Site deck."
    return allies.flight_site_problem(name, catalog.get(site_id))


def problem(state: State, catalog: Catalog, ally_id: str) -> str | None:
    """Why ``ally_id`` (``<ally>`` or Gwaihir's ``<ally>:<site>``) does not move his company
    now, or None."""
    ally_id, _, site_id = ally_id.partition(":")
    if ally_id not in state.allies or ally_id not in catalog:
        return f"{named(catalog.get, ally_id)} is not an ally of the company."
    name = catalog.get(ally_id).name
    if fold(name) == GWAIHIR:
        return gwaihir_problem(state, catalog, name, site_id)
    if fold(name) != BILL:
        return f"{name} has no ability that moves his company."
    if state.phase != SITE or not state.characters:
        return f"{name} moves his company as its site phase ends."
    site = catalog.get(state.site)
    if site.is_haven or site.under_deeps:
        return f"{name} moves his company only from a site that is not a Haven or " \
               "an Under-deeps site."
    size = company_size(state.characters)
    if size > MAX_SIZE:
        return f"{name} moves his company only while its size is {MAX_SIZE} or less " \
               f"(it is {size})."
    if _haven(state, catalog, site) is None:
        return f"{name} moves his company to {site.nearest_haven or 'its nearest Haven'}, " \
               "which is not in the Site deck."
    return None


def actions(state: State, catalog: Catalog, played: str) -> list[Action]:
    """The allies of the company that may move it now, as its site phase ends."""
    if not offered(played):
        return []
    mover = companies.moving(state.characters, not state.companies)
    out = []
    for ally in dict.fromkeys(state.allies):
        if fold(catalog.get(ally).name) == GWAIHIR and state.phase == ORGANIZATION:
            for site in dict.fromkeys(state.site_deck):
                if gwaihir_problem(state, catalog, catalog.get(ally).name, site) is None:
                    out.append(Action(f"{KIND}:{ally}:{site}", f"Discard Gwaihir: {mover} "
                                      f"flies to {catalog.get(site).name}", move_clauses.
                                      card_cited(played, move_clauses.SPECIAL_MOVEMENT)))
        elif problem(state, catalog, ally) is None:
            haven = _haven(state, catalog, catalog.get(state.site))
            assert haven is not None
            # Named as the other moves name it while another company is in play.
            whose = "the company's site" if not state.companies else f"the site of {mover}"
            out.append(Action(f"{KIND}:{ally}", f"Discard {catalog.get(ally).name}: "
                              f"{whose} becomes {haven.name}, and the turn ends", RULE))
    return out


def refusal(state: State, catalog: Catalog, ally_id: str, played: str = "") -> IllegalAction:
    """Why the ally's move is refused: Gwaihir's flight citing special movement from
    ``move_clauses.CARD_REFUSALS_SINCE`` in the version ``played`` (RGO-HAZ-1 before)."""
    rule = move_clauses.card_refused(played, move_clauses.SPECIAL_MOVEMENT) \
        if ":" in ally_id else RULE
    return illegal(problem(state, catalog, ally_id)
                   or "The game waits for another decision first.", rule)


def move(ctx: Context[State], catalog: Catalog, rest: str) -> Card | None:
    """Bill the Pony is discarded and his company's site becomes the nearest Haven (None:
    the caller ends the turn); or Gwaihir is discarded and the company's move to the site
    returned is planned, with no site path (the caller goes on as after a planned move)."""
    ally_id, _, site_id = rest.partition(":")
    if site_id:
        flown = move_clauses.card_cited(ctx.ruleset.played, move_clauses.SPECIAL_MOVEMENT)
        ctx.emit("AllyDiscarded", flown, ally=ally_id, site=ctx.state.site,
                 reason=f"{catalog.get(ally_id).name} carries the company to "
                 f"{catalog.get(site_id).name}")
        ctx.emit("MovementPlanned", flown, destination=site_id, path=[])
        ctx.emit("CreatureKeyingLimited", flown, company=ctx.state.company,
                 card=ally_id, name=catalog.get(ally_id).name, limit=travel_cards.SITE_ONLY)
        return catalog.get(site_id)
    site = catalog.get(ctx.state.site)
    haven = _haven(ctx.state, catalog, site)
    assert haven is not None
    ctx.emit("AllyDiscarded", RULE, ally=ally_id, site=site.id,
             reason=f"{catalog.get(ally_id).name} takes the company to {haven.name}")
    ctx.emit("CompanyArrived", RULE, site=haven.id, name=haven.name)
    morannon.arrived(ctx)
    return None


_TESTS = "tests/rules/test_road_goes_ever_on_ally_moves.py::"
#: What the coverage says of each ally scripted here: what is left out, its test, and the
#: first version of the ruleset that plays it.
COVERAGE = {
    "TW-198": ("", _TESTS + "test_bill_the_pony_takes_his_company_to_the_nearest_haven",
               TAPPED_SITE_SINCE),
    "TW-251": ("", _TESTS + "test_gwaihir_flies_his_company_to_a_site_keyed_only_there",
               SINCE_VERSION),
}
