"""Gollum (TW-246) and The One Ring, as There and Back Again and Burglar Wants a Good Job play
them from the version each names (``gollum_ring_from``; earlier versions replay as played):

- ``gollum-ring:<ally>:<bearer>``: in the organization or site phase, outside an attack, with
  Gollum an untapped ally of the company at a site that is no Haven (There and Back Again: at
  a site of the map, not in a region) where a character of the company bears The One Ring:
  Gollum taps and is discarded with The One Ring (``AllyTapped``, ``AllyDiscarded``,
  ``ItemLost``; CoE 2.V, a resource's use in the player's turn).

The One Ring comes into play there only from a gold ring's test (``hobbit.rings``). In the
Guise of the Necromancer it is a resource permanent-event at no site (GON-RING-1), so Gollum is
never at its site there. His cancel of an attack is ``allies.cancel_moves``'. Refused
elsewhere naming Gollum and the reason; the automatic player does not tap him so (the Ring is
worth more to the company than the corruption it costs).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from domain.cards import Card, Catalog, fold
from domain.engine.allies import state_of
from domain.engine.characters import UNTAPPED, Character
from domain.errors import IllegalAction
from domain.immutable import direct_init
from domain.rulesets.hobbit.moves import Add, Move
from domain.rulesets.hobbit.state import BEFORE_ENTERING, ENTERED, ORGANIZATION, SITE

KIND = "gollum-ring"
RULE = "CoE-2.V"
GOLLUM = fold("Gollum")
ONE_RING = fold("The One Ring")
#: The steps of the organization and site phases in which he may be tapped so (an item's
#: use, Athelas's, too).
STEPS = ("", BEFORE_ENTERING, ENTERED)


def bearers(company: Sequence[Character], catalog: Catalog) -> list[tuple[str, str]]:
    """(The One Ring, its bearer) for each One Ring borne in the company."""
    return [(i.card_id, c.card_id) for c in company for i in c.items
            if fold(catalog.get(i.card_id).name) == ONE_RING]


@direct_init
@dataclass(frozen=True, slots=True)
class Scene:
    """What Gollum's use reads of a scenario's state: the allies in play (ally, controller),
    the tapped and wounded ones, the company, the phase and its step, whether an attack is
    under way, and the company's site (None: it is at none, in a region of a fixed map)."""

    allies: Sequence[tuple[str, str]]
    tapped: Sequence[str]
    wounded: Sequence[str]
    company: Sequence[Character]
    catalog: Catalog
    phase: str
    step: str
    fighting: bool
    site: Card | None


def problem(scene: Scene, ally: str, bearer: str) -> str | None:
    """Why ``gollum-ring:<ally>:<bearer>`` is not played now, or None."""
    catalog = scene.catalog
    if ally not in [a for a, _ in scene.allies] or fold(catalog.get(ally).name) != GOLLUM:
        return f"{catalog.get(ally).name if ally in catalog else ally or 'That card'} is not " \
               "Gollum among the company's allies"
    if (state := state_of(ally, scene.tapped, scene.wounded)) != UNTAPPED:
        return f"Gollum is {state}"
    if scene.phase not in (ORGANIZATION, SITE) or scene.step not in STEPS or scene.fighting:
        return "Gollum is tapped so in the organization or site phase, outside an attack"
    if scene.site is None or scene.site.is_haven:
        where = "in a region" if scene.site is None else f"at {scene.site.name}, a Haven"
        return f"Gollum and The One Ring must be at a site that is no Haven (the company is " \
               f"{where})"
    found = bearers(scene.company, catalog)
    if not found:
        return "The One Ring is not borne in Gollum's company"
    if bearer not in [who for _, who in found]:
        return f"{bearer or 'no one'} bears no One Ring in Gollum's company"
    return None


def moves(scene: Scene, add: Add) -> None:
    """``gollum-ring:<ally>:<bearer>`` for Gollum and each bearer of The One Ring, where he
    may be tapped so now."""
    for ally, _ in scene.allies:
        for _, bearer in bearers(scene.company, scene.catalog):
            if problem(scene, ally, bearer) is None:
                add(f"{KIND}:{ally}:{bearer}", "Tap Gollum: he and The One Ring are discarded",
                    RULE, Move(KIND, card=ally, target=bearer))


def refusal(scene: Scene, rest: str) -> IllegalAction:
    """Why ``gollum-ring:<rest>`` is refused now, naming the reason."""
    ally, _, bearer = rest.partition(":")
    why = problem(scene, ally, bearer) or "the game waits for another decision first"
    return IllegalAction(f"{why[0].upper()}{why[1:]}.", clause=RULE)


def ring_of(company: Sequence[Character], catalog: Catalog, bearer: str) -> str:
    """The One Ring ``bearer`` bears."""
    return next(ring for ring, who in bearers(company, catalog) if who == bearer)
