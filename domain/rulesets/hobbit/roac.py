"""Roäc the Raven (TW-320) influences a faction, as There and Back Again and Burglar Wants a
Good Job play him from the version each names (``ally_influence_from``; earlier versions
replay as played):

- ``ally-influence:<ally>:<faction>``: in the site phase, outside an attack, Roäc untapped
  among the company's allies, a faction of the hand printing an influence number: he taps and
  is discarded (``AllyTapped``, ``AllyDiscarded``) and makes the influence attempt as a
  diplomat would at a site where the faction is played, wherever the company is: 2D6, his
  direct influence (an ally has none) and the faction's standard modification for his race,
  against its number (``factions.attempt``, CoE 2.V.3). No site taps, and a tapped site does
  not stop him. Recruited, the faction is played as any other; refused, it is discarded.

Refused elsewhere naming Roäc and the reason; the automatic player does not use him (his
attempt rarely beats a faction's number).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from domain.cards import Catalog, fold
from domain.engine.allies import state_of
from domain.engine.characters import UNTAPPED
from domain.engine.influence_attempts import INFLUENCE_ATTEMPT
from domain.errors import IllegalAction
from domain.immutable import direct_init
from domain.rulesets.hobbit.moves import Add, Move
from domain.rulesets.hobbit.state import BEFORE_ENTERING, ENTERED, SITE

KIND = "ally-influence"
RULE = INFLUENCE_ATTEMPT
ROAC = fold("Roäc the Raven")


@direct_init
@dataclass(frozen=True, slots=True)
class Scene:
    """What Roäc's attempt reads of a scenario's state: the allies in play (ally, controller),
    the tapped and wounded ones, the hand, the phase and its step, and whether an attack is
    under way or still to come."""

    allies: Sequence[tuple[str, str]]
    tapped: Sequence[str]
    wounded: Sequence[str]
    hand: Sequence[str]
    catalog: Catalog
    phase: str
    step: str
    busy: bool


def problem(scene: Scene, ally: str, faction: str) -> str | None:
    """Why ``ally-influence:<ally>:<faction>`` is not played now, or None."""
    catalog = scene.catalog
    if ally not in [a for a, _ in scene.allies] or fold(catalog.get(ally).name) != ROAC:
        name = catalog.get(ally).name if ally in catalog else ally or "That card"
        return f"{name} is no ally of the company that makes an influence attempt"
    if (state := state_of(ally, scene.tapped, scene.wounded)) != UNTAPPED:
        return f"Roäc the Raven is {state}"
    if scene.phase != SITE or scene.step not in (BEFORE_ENTERING, ENTERED) or scene.busy:
        return "Roäc the Raven makes his influence attempt in the site phase, outside an attack"
    card = catalog.get(faction) if faction in catalog else None
    if faction not in scene.hand or card is None or not card.is_faction:
        return f"Roäc the Raven influences a faction of the hand; {faction or 'that'} is none"
    if card.influence_number is None:
        return f"Roäc the Raven cannot influence {card.name}: its card prints no influence " \
               "number"
    return None


def moves(scene: Scene, add: Add) -> None:
    """``ally-influence:<ally>:<faction>`` for Roäc and each faction of the hand."""
    for ally, _ in scene.allies:
        for faction in sorted(set(scene.hand)):
            if scene.catalog.get(faction).is_faction and problem(scene, ally, faction) is None:
                card = scene.catalog.get(faction)
                add(f"{KIND}:{ally}:{faction}", f"Tap and discard Roäc the Raven to influence "
                    f"{card.name} (needs more than {card.influence_number})", RULE,
                    Move(KIND, card=ally, target=faction))


def refusal(scene: Scene, rest: str) -> IllegalAction:
    """Why ``ally-influence:<rest>`` is refused now, naming the reason."""
    ally, _, faction = rest.partition(":")
    why = problem(scene, ally, faction) or "the game waits for another decision first"
    return IllegalAction(f"{why[0].upper()}{why[1:]}.", clause=RULE)
