"""Gwaihir (TW-251) flies his company to a site, as Burglar Wants a Good Job and the Guise of the
Necromancer play him from the version each names (earlier versions replay as played):

- ``ally-move:<ally>:<site>``: in the organization phase, while the company's move for the turn
  is still open (not settled by a card: Eagle-mounts, Hiding, another flight), with Gwaihir
  among its allies, its size two or less (Hobbits counting half, CoE 2.II.3.1.1), at a site
  that is not an Under-deeps site: he is discarded (``AllyDiscarded``) and the company moves to
  another site of the scenario's site (location) deck that is neither an Under-deeps site nor
  in a Shadow-land or a Dark-domain (``engine.allies.flight_problem``, as The Road Goes Ever On
  reads it). The move is made as Eagle-mounts makes it (``flights``), the ally named as what
  moves it: it crosses no region, so only a hazard creature keyed to the new site is played on
  the company (CoE 2.IV.vii.2).

Refused elsewhere naming Gwaihir and the reason. The automatic player flies to the site it is
heading for when Gwaihir reaches it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from domain.cards import Card, Catalog, fold
from domain.engine import allies, coe
from domain.engine.characters import Character
from domain.engine.company import company_size
from domain.errors import IllegalAction
from domain.rulesets.hobbit.moves import Add, Move

KIND = "ally-move"
#: What the move changes: no site path, so a creature is keyed only to the new site.
RULE = coe.KEYING
#: The decision's own kind (its action id shares Bill the Pony's ``ally-move``).
MOVE = "ally-fly"


@dataclass(frozen=True, slots=True)
class Scene:
    """What Gwaihir's flight reads of a scenario's state: the company's allies (ally,
    controller), its characters and the races counting half in its size, whether its move for
    the turn is still open in the organization phase (``organizing``), its site (None: at
    none), the sites it may fly to (``deck``, the scenario's site or location deck, named
    ``deck_name``) and the company's id where a scenario has several (``holder``)."""

    allies: Sequence[tuple[str, str]]
    company: Sequence[Character]
    half_races: tuple[str, ...]
    catalog: Catalog
    organizing: bool
    here: Card | None
    deck: Sequence[Card]
    deck_name: str = "site deck"
    holder: str = ""


def is_flight(rest: str) -> bool:
    """Whether ``ally-move:<rest>`` names a site (Gwaihir's) rather than Bill the Pony's
    move alone."""
    return ":" in rest


def problem(scene: Scene, rest: str) -> str | None:
    """Why ``ally-move:<rest>`` (``<ally>:<site>``) is not played now, or None."""
    ally, _, site = rest.partition(":")
    catalog = scene.catalog
    if ally not in [a for a, _ in scene.allies] or ally not in catalog \
            or fold(catalog.get(ally).name) != allies.GWAIHIR:
        name = catalog.get(ally).name if ally in catalog else ally or "That card"
        return f"{name} is no ally of the company that flies it to a site."
    name = catalog.get(ally).name
    if not scene.organizing or scene.here is None or not scene.company:
        return f"{name} moves his company in its organization phase, while its move for " \
               "the turn is open."
    flight = allies.flight_problem(name, scene.here,
                                   company_size(scene.company, scene.half_races))
    if flight is not None:
        return flight
    target = next((s for s in scene.deck if s.id == site), None)
    if target is None or target.id == scene.here.id:
        return f"{name} moves his company to another site of the {scene.deck_name}."
    return allies.flight_site_problem(name, target)


def moves(scene: Scene, add: Add) -> None:
    """``ally-move:<ally>:<site>`` for Gwaihir, to each site he may fly his company to now."""
    for ally, _ in scene.allies:
        for site in scene.deck:
            if problem(scene, f"{ally}:{site.id}") is None:
                add(f"{KIND}:{ally}:{site.id}", f"Discard Gwaihir: the company flies to "
                    f"{site.name}, where only creatures keyed to the site are played on it",
                    RULE, Move(MOVE, card=ally, target=site.id, place=site.name,
                               holder=scene.holder))


def refusal(scene: Scene, rest: str) -> IllegalAction:
    """Why ``ally-move:<ally>:<site>`` is refused now, naming Gwaihir and the reason."""
    return IllegalAction(problem(scene, rest) or "The game waits for another decision first.",
                         clause=RULE)


def discarded(name: str, site: str) -> str:
    """Why Gwaihir is discarded (``AllyDiscarded``'s reason)."""
    return f"{name} carries the company to {site}"

