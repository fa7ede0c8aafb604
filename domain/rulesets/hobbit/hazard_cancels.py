"""Leaflock (TW-265) and Tom Bombadil (TW-350) tap to cancel a hazard that targets their
company, as the family's scenarios with a hazard hand play them from the version each names
(earlier versions replay as played):

- a hazard of the hazard hand that targets the company or an entity of it as a condition of
  its play (``targets``: a corruption card, on a character; the events on a character or on
  the company's cards, on a Ring's bearer or his company; Words of Power and Terror, on a
  company) is about to be played on the company; while such an ally is untapped among its
  allies (Tom Bombadil only on a company moving to a site in his regions,
  ``engine.allies.hazard_place_problem``, as The Road Goes Ever On reads it), the game waits
  (``HazardCancelOffered``): ``ally-hazard:<ally>`` taps him (``AllyTapped``) and the hazard
  is canceled (``HazardCanceled``: played, it counts as played where a scenario counts them,
  and is discarded with no effect); ``let-hazard`` lets it be played (``HazardCancelDeclined``,
  then the scenario plays it).

The creatures' attacks target no one, and an event on a site, an attack or the site path
(Arouse Denizens, River, Dragon's Desolation, Lost in the Wilderness, ...) or one staying in
play until it acts (Lure of Power, Traitor) targets neither: none is offered. The automatic
player always cancels.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from domain.cards import Card, Catalog
from domain.engine import allies
from domain.engine.allies import state_of
from domain.engine.characters import UNTAPPED, Character
from domain.errors import IllegalAction
from domain.rulesets.hobbit import great_ship
from domain.rulesets.hobbit.hazard_events import ON_A_RING, ON_THE_COMPANY
from domain.rulesets.hobbit.moves import Add, Move

KIND = "ally-hazard"
LET = "let-hazard"
#: An ally taps to cancel as a character does (CoE 2.V.2.2).
RULE = "CoE-2.V.2.2"
#: Words of Power and Terror, played on a company attacked by a Nazgûl.
WORDS_OF_POWER = "TW-115"
#: The hazard events of the family's hazard hands played on a character or on the company.
TARGETING = (*ON_THE_COMPANY, *ON_A_RING, WORDS_OF_POWER)


def targets(card_id: str, corruption: bool) -> bool:
    """Whether the hazard ``card_id`` (``corruption``: a corruption card, played on a
    character) targets the company or an entity of it as a condition of its play."""
    return corruption or card_id in TARGETING


@dataclass(frozen=True, slots=True)
class Scene:
    """What the cancel reads of a scenario's state: the company's allies (ally, controller),
    the tapped and wounded allies, the hazard waiting to be played on it ((card, target), or
    empty: none), the site it moves to this turn (None: it does not move) and the characters
    who may tap to cancel it by Great Ship (``great_ship``)."""

    allies: Sequence[tuple[str, str]]
    tapped: Sequence[str]
    wounded: Sequence[str]
    catalog: Catalog
    waiting: tuple[str, ...]
    moving_to: Card | None
    ship: Sequence[Character] = ()


def problem(scene: Scene, ally: str, waiting: bool = True) -> str | None:
    """Why ``ally`` does not cancel the hazard waiting now, or None (``waiting``: whether one
    must wait, False when asking before it is offered)."""
    if ally not in [a for a, _ in scene.allies] or ally not in scene.catalog:
        return f"{ally or 'That card'} is not an ally of the company."
    card = scene.catalog.get(ally)
    if not allies.cancels_hazards(card):
        return f"{card.name} has no ability that cancels a hazard."
    condition = state_of(ally, scene.tapped, scene.wounded)
    if condition != UNTAPPED:
        return f"{card.name} is {condition}."
    if waiting and not scene.waiting:
        return f"{card.name} cancels a hazard as it is played on his company; none is now."
    return allies.hazard_place_problem(card, scene.moving_to)


def cancelers(scene: Scene, waiting: bool = True) -> list[str]:
    """The allies of the company who may cancel the hazard (waiting, or about to be played
    where ``waiting`` is False)."""
    return [a for a, _ in scene.allies if problem(scene, a, waiting) is None]


def moves(scene: Scene, add: Add) -> None:
    """While a hazard waits: each ally's cancel, each character's by Great Ship, and letting
    it be played."""
    if not scene.waiting:
        return
    hazard = scene.catalog.get(scene.waiting[0])
    for ally in cancelers(scene):
        add(f"{KIND}:{ally}", f"Tap {scene.catalog.get(ally).name} to cancel {hazard.name}",
            RULE, Move(KIND, card=ally))
    great_ship.event_moves(scene.ship, hazard, add)
    add(LET, f"Let {hazard.name} be played", RULE, Move(LET))


def refusal(scene: Scene, ally: str) -> IllegalAction:
    """Why ``ally-hazard:<ally>`` is refused now, naming the ally and the reason."""
    return IllegalAction(problem(scene, ally) or "The game waits for another decision first.",
                         clause=RULE)


def let_refusal() -> IllegalAction:
    """Why ``let-hazard`` is refused: no hazard waits for an ally's cancel."""
    return IllegalAction("No hazard waits to be canceled by an ally.", clause=RULE)


def waiting_refusal(hazard: Card, allies: bool = True, ship: bool = False) -> IllegalAction:
    """Any other action while ``hazard`` waits for a cancel: by an ally where ``allies``, by a
    character aboard a Great Ship where ``ship``."""
    ways = [f"tap an ally to cancel it ({KIND}:<ally>)"] if allies else []
    if ship:
        ways.append(f"tap a character aboard to cancel it by {great_ship.NAME} "
                    f"({great_ship.EVENT_KIND}:<character>)")
    return IllegalAction(f"{hazard.name} waits: {', '.join(ways)} or let it be played "
                         f"({LET}).", clause=RULE if allies else great_ship.RULE)


def narrate(name: Callable[[Any], str], kind: str, d: Mapping[str, Any]) -> str | None:
    """The line of a ``HazardCancelOffered``, ``HazardCanceled`` or ``HazardCancelDeclined``
    fact (None: another kind)."""
    if kind == "HazardCancelOffered":
        on = f" on {name(d['target'])}" if d.get("target") else ""
        who = [f"{' or '.join(name(a) for a in d['allies'])} may tap to cancel it"] \
            if d["allies"] else []
        if d.get("characters"):  # by Great Ship
            who.append(f"{' or '.join(name(c) for c in d['characters'])} may tap to cancel "
                       f"it by {great_ship.NAME}")
        return f"{name(d['card'])} is to be played{on}: {'; '.join(who)}."
    if kind == "HazardCanceled":
        return f"{name(d['card'])} is canceled by {name(d['by'])} and discarded."
    if kind == "HazardCancelDeclined":
        return f"{name(d['card'])} is let be played."
    return None


def policy_choice(ids: Sequence[str]) -> str | None:
    """The automatic player cancels every hazard it may."""
    return next((i for i in ids if i.startswith(f"{KIND}:")), None)
