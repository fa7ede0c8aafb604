"""Shadowfax (TW-326) carries his company on, as the family's scenarios play him from the
version each names (earlier versions replay as played):

- as the company's movement/hazard phase ends (the game waits, as it does for Bridge, while
  Shadowfax may ride), untapped in a company of one character, or of one character and a
  Hobbit, with no other ally (``engine.allies.ride_problem``, as The Road Goes Ever On reads
  it), ``ally-ride:<ally>:<site>`` taps him (``AllyTapped``) and the company moves again, to a
  site its site path reaches from where it stands (a new site card played, by starter
  movement): a movement/hazard phase of its own follows, its site of origin the site just
  reached, and the site phase is the new site's.

Refused elsewhere naming Shadowfax and the reason.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from domain.cards import Card, Catalog
from domain.engine import allies
from domain.engine.allies import state_of
from domain.engine.characters import Character
from domain.errors import IllegalAction
from domain.rulesets.hobbit.moves import Add, Move

KIND = "ally-ride"
#: Each movement/hazard phase of a company (CoE 2.IV): here, one more.
RULE = "CoE-2.IV"


@dataclass(frozen=True, slots=True)
class Scene:
    """What Shadowfax's ride reads of a scenario's state: the company's allies (ally,
    controller), the tapped and wounded allies, its characters, whether its movement/hazard
    phase is ending with the game waiting for a move on (``ending``), the sites it reaches
    from where it stands (``reach``) and the company's id where a scenario has several
    (``holder``)."""

    allies: Sequence[tuple[str, str]]
    tapped: Sequence[str]
    wounded: Sequence[str]
    company: Sequence[Character]
    catalog: Catalog
    ending: bool
    reach: Sequence[Card]
    holder: str = ""


def _ally_problem(scene: Scene, ally: str) -> str | None:
    """Why ``ally`` may not ride his company on now, its destination aside."""
    if ally not in [a for a, _ in scene.allies] or ally not in scene.catalog:
        return f"{ally or 'That card'} is not an ally of the company."
    card = scene.catalog.get(ally)
    others = sum(1 for a, _ in scene.allies if a != ally)
    why = allies.ride_problem(card, state_of(ally, scene.tapped, scene.wounded), others,
                              scene.company)
    if why is None and not scene.ending:
        return f"{card.name} moves his company again as its movement/hazard phase ends."
    return why


def riders(scene: Scene) -> list[str]:
    """The allies who may carry the company on now, to some site it reaches."""
    return [a for a, _ in scene.allies if _ally_problem(scene, a) is None and scene.reach]


def problem(scene: Scene, rest: str) -> str | None:
    """Why ``ally-ride:<rest>`` (``<ally>:<site>``) is not played now, or None."""
    ally, _, site = rest.partition(":")
    why = _ally_problem(scene, ally)
    if why is not None:
        return why
    if site not in [s.id for s in scene.reach]:
        return f"{scene.catalog.get(ally).name} moves his company to a site its site path " \
               "reaches from where it stands."
    return None


def moves(scene: Scene, add: Add) -> None:
    """``ally-ride:<ally>:<site>`` for each site Shadowfax may carry the company to now."""
    for ally in riders(scene):
        for site in scene.reach:
            add(f"{KIND}:{ally}:{site.id}", f"Tap {scene.catalog.get(ally).name}: the company "
                f"moves again, to {site.name}", RULE,
                Move(KIND, card=ally, target=site.id, place=site.name, holder=scene.holder))


def refusal(scene: Scene, rest: str) -> IllegalAction:
    """Why ``ally-ride:<ally>:<site>`` is refused now, naming Shadowfax and the reason."""
    return IllegalAction(problem(scene, rest) or "The game waits for another decision first.",
                         clause=RULE)


def offered_line(name: Callable[[Any], str], d: Mapping[str, Any]) -> str:
    """The line of a ``MoveOnOffered`` fact."""
    cards = f", or play {' or '.join(name(c) for c in d['cards'])}" if d.get("cards") else ""
    return f"The company may move on: {' or '.join(name(a) for a in d['allies'])} may tap " \
           f"for it to move again{cards}."
