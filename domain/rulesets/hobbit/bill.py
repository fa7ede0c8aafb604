"""Bill the Pony (TW-198) takes his company to the nearest Haven, as There and Back Again and
Burglar Wants a Good Job play him from the version each names (``bill_move_from``; earlier
versions replay as played):

- ``ally-move:<ally>``: as the company's site phase ends (its turn's last choice there, beside
  ``done`` or ``pass``), outside an attack, with Bill the Pony among its allies, at a site that
  is neither a Haven nor an Under-deeps site, the company's size three or less (CoE
  2.II.3.1.1): he is discarded (``AllyDiscarded``) and the company's site becomes the nearest
  Haven its site card names (``CompanyCarried``), a move with no movement/hazard phase; then
  the end-of-turn phase begins as ``done`` begins it (CoE 2.VI). The Haven must be one the
  company can be at: a site of There and Back Again's map (Rivendell, TBA-LAYOUT-2), a site of
  Burglar Wants a Good Job's site deck.

Refused elsewhere naming Bill and the reason; the automatic player does not take him so.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from domain.cards import Card, Catalog, fold
from domain.engine import coe
from domain.engine.characters import Character
from domain.engine.company import company_size
from domain.errors import IllegalAction
from domain.immutable import direct_init
from domain.rulesets.hobbit.moves import Add, Move
from domain.rulesets.hobbit.state import BEFORE_ENTERING, ENTERED, SITE

KIND = "ally-move"
RULE = coe.END_OF_TURN
BILL = fold("Bill the Pony")
MAX_SIZE = 3


@direct_init
@dataclass(frozen=True, slots=True)
class Scene:
    """What Bill's move reads of a scenario's state: the allies in play (ally, controller),
    the company and the races counting half in its size, the phase and its step, whether an
    attack or an automatic-attack is still to come, the company's site (None: at none) and
    which Havens the company may be at (``reachable``)."""

    allies: Sequence[tuple[str, str]]
    company: Sequence[Character]
    half_races: tuple[str, ...]
    catalog: Catalog
    phase: str
    step: str
    busy: bool
    site: Card | None
    reachable: Callable[[Card], bool]


def haven(scene: Scene) -> Card | None:
    """The nearest Haven the company's site card names, if the company may be there."""
    if scene.site is None or not scene.site.nearest_haven:
        return None
    found = [c for c in scene.catalog.find_all(scene.site.nearest_haven, "Hero")
             if c.is_haven]
    return found[0] if found and scene.reachable(found[0]) else None


def problem(scene: Scene, ally: str) -> str | None:
    """Why ``ally-move:<ally>`` is not played now, or None."""
    catalog = scene.catalog
    if ally not in [a for a, _ in scene.allies] or fold(catalog.get(ally).name) != BILL:
        name = catalog.get(ally).name if ally in catalog else ally or "That card"
        return f"{name} is no ally of the company that moves it"
    if scene.phase != SITE or scene.step not in (BEFORE_ENTERING, ENTERED) or scene.busy:
        return "Bill the Pony takes his company to a Haven as its site phase ends, outside " \
               "an attack"
    site = scene.site
    if site is None or site.is_haven or site.under_deeps:
        where = "at no site" if site is None else f"at {site.name}"
        return f"Bill the Pony moves his company only from a site that is neither a Haven " \
               f"nor an Under-deeps site (it is {where})"
    size = company_size(scene.company, scene.half_races)
    if size > MAX_SIZE:
        return f"Bill the Pony moves his company only while its size is {MAX_SIZE} or less " \
               f"(it is {size})"
    if haven(scene) is None:
        return f"Bill the Pony takes his company to {site.nearest_haven or 'its nearest Haven'}" \
               ", where the company cannot be in this scenario"
    return None


def moves(scene: Scene, add: Add) -> None:
    """``ally-move:<ally>`` for Bill the Pony, where he may take the company now."""
    for ally, _ in scene.allies:
        if problem(scene, ally) is None:
            to = haven(scene)
            assert to is not None
            add(f"{KIND}:{ally}", f"Discard Bill the Pony: the company's site becomes "
                f"{to.name}, and its site phase ends", RULE, Move(KIND, card=ally, place=to.name))


def refusal(scene: Scene, ally: str) -> IllegalAction:
    """Why ``ally-move:<ally>`` is refused now, naming the reason."""
    why = problem(scene, ally) or "the game waits for another decision first"
    return IllegalAction(f"{why[0].upper()}{why[1:]}.", clause=RULE)
