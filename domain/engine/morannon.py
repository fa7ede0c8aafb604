"""Morannon (TW-286): a resource permanent-event that stands for a site, shared by The Road
Goes Ever On (``road_goes_ever_on.morannon``) and Burglar Wants a Good Job
(``burglar.morannon``).

It is played as a company's organization phase ends, in place of its move, on a company of
size under three with a scout in it that began the turn at a site in Dagorlad. The card is
then the company's new site: a Dark-hold in Udûn reached by the card's own site path, a
Shadow-land and a Dark-domain, drawing 2 cards for the company and 5 for the hazards, with no
automatic-attack. The site is a card of the game's catalog (``site_card``), added to the
catalog of a game whose deck holds Morannon. From it the company leaves by the path the card
prints back to Lórien, which starter movement reads as the site's path to its nearest Haven
(read backwards). The card is discarded once the company is at another site.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from domain.cards import Card, Catalog, fold
from domain.engine.characters import Character
from domain.engine.company import STANDARD_HALF_RACES, company_size
from domain.engine.movement import site_path

CARD = "TW-286"
NAME = "Morannon"
#: The id of the site the card stands for, in the catalog of a game whose deck holds it.
SITE = "TW-286-site"
#: The most copies a deck holds (CoE 1.3.1), so the most sites the card may stand for.
COPIES = 3
REGION = "Dagorlad"
SCOUT = "scout"
BELOW_SIZE = 3
#: The card's site path from Dagorlad, and the one it prints from Lórien (read backwards, as
#: starter movement reads a site's path back to its nearest Haven).
PATH = ("shadow-land", "dark-domain")
FROM_LORIEN = ("wilderness", "border-land", "free-domain", "wilderness", "shadow-land",
               "dark-domain", "dark-domain")


def sites(copies: int = COPIES) -> tuple[str, ...]:
    """The ids of the sites ``copies`` copies stand for, the first copy's ``SITE``."""
    return tuple(SITE if n == 1 else f"{SITE}-{n}" for n in range(1, copies + 1))


def site_card(site: str = SITE) -> Card:
    """A Dark-hold site in Udûn a copy stands for (facts of the card, no text)."""
    return Card(id=site, set="TW", name=NAME, card_type="Site", alignment="Hero",
                site_type="dark-hold", region="Udûn", nearest_haven="Lórien",
                site_path=FROM_LORIEN, draw=2, draw_opponent=5)


def deck_sites(deck: Sequence[str], apart: bool = True) -> tuple[Card, ...]:
    """The sites the copies of the card in ``deck`` stand for: one for each copy, up to
    ``COPIES`` (``apart``), else one for them all; none without a copy."""
    copies = min(deck.count(CARD), COPIES if apart else 1)
    return tuple(site_card(site) for site in sites(copies))


def free_site(catalog: Catalog, taken: Iterable[str]) -> str | None:
    """The site of the catalog the next copy played stands for, none of ``taken`` (the sites
    the copies in play stand for; None: every one is taken)."""
    used = tuple(taken)
    return next((s for s in sites() if s in catalog and s not in used), None)


def company_problem(here: Card, characters: Iterable[Character],
                    half_races: tuple[str, ...] = STANDARD_HALF_RACES) -> str | None:
    """Why a company of ``characters`` that began its turn at ``here`` may not play it, as
    "played on ..." (None: it may). Of the site it reads only the region, which no treatment
    of a site changes (a treatment changes a site's type), so ``here`` may be read as
    printed."""
    company = tuple(characters)
    if fold(here.region or "") != fold(REGION):
        return f"played on a company at a site in {REGION}, not at {here.name}"
    if company_size(company, half_races) >= BELOW_SIZE:
        return f"played on a company of size less than {BELOW_SIZE}"
    if not any(c.has_skill(SCOUT) for c in company):
        return "played on a company with a scout in it"
    return None


def path(origin: Card, here: Card, placed: str) -> tuple[str, ...] | None:
    """The site path from ``origin`` to ``here``: the card's own to the site ``placed`` (the
    one a copy in play stands for; "": none), else starter movement's (None: none)."""
    if placed and here.id == placed and origin.id != here.id:
        return PATH
    return site_path(origin, here)
