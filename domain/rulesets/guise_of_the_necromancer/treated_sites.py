"""The company's site as a resource with Gates of Morning treats it this turn: Quiet Lands
played on a company (``gates_cards``, over ``hobbit.gates_treatments``) treats its new site, a
Shadow-hold, as a Ruins & Lairs until the end of the turn, on that company's way only. It is
the one lookup every test of the company's site type reads:

- Nenya's gift (``fight``), from ``hand_cards.NENYA_TREATED_SITE_FROM``;
- from ``SINCE``, every card played where the company's site is of some types: A Chance
  Meeting (a Free-hold, Border-hold or Ruins & Lairs), a site-phase card of site types
  (Lucky Search: a Shadow-hold or Dark-hold), Rescue Prisoners (a Dark-hold or Shadow-hold
  already tapped), Secret Passage (a company moving to a Ruins & Lairs: its new site) and an
  item its card keeps from some site types (the Sapling of the White Tree: no Shadow-hold or
  Dark-hold).

The card names no purpose the treatment is for (a site made a Haven for one purpose is one
for that purpose only, CoE-g.hav.2), so the treated site is of its new type for every card
until the end of the turn, as a treated region is for every site path it is in
(CoE-2.IV.ii.2); a staying company's new site is its site (CoE 2.IV.ii). A treatment
changes only the site's type: its name, its items and its automatic-attacks stay. Before
``SINCE`` those cards read the site as printed, as the games recorded then replay.
"""

from __future__ import annotations

from domain.cards import Card, Catalog
from domain.ruleset import played_since
from domain.rulesets.guise_of_the_necromancer.state import Company, State
from domain.rulesets.hobbit import gates_treatments as treatment

#: The first version in which every card testing the company's site type (but Nenya's gift,
#: from ``hand_cards.NENYA_TREATED_SITE_FROM``) reads it as a resource treats it this turn
#: (``site_here``, ``new_site``); before, as printed.
SINCE = 105


def plays(played: str) -> bool:
    return played_since(played, SINCE)


def treatments(state: State, company: str) -> tuple[treatment.Treatment, ...]:
    """The regions and sites a resource treats this turn on ``company``'s way."""
    return tuple((card, place, site, kind)
                 for on, card, place, site, kind in state.resource_treatments if on == company)


def treated_site(state: State, company: str, site: Card) -> Card:
    """``site`` as a resource treats it this turn on ``company``'s way."""
    return treatment.treated_site(site, treatments(state, company))


def site_here(state: State, catalog: Catalog, company: Company, played: str) -> Card:
    """``company``'s site as a card testing its type reads it in the version ``played``."""
    return _read(state, catalog.get(company.location), company, played)


def new_site(state: State, catalog: Catalog, company: Company, played: str) -> Card:
    """``company``'s new site (its site, staying) as a card testing its type reads it in the
    version ``played``."""
    return _read(state, catalog.get(company.destination or company.location), company, played)


def _read(state: State, site: Card, company: Company, played: str) -> Card:
    return treated_site(state, company.id, site) if plays(played) else site
