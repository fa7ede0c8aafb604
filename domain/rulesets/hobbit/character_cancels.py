"""Two characters who tap to cancel in an attack on their company, as the Hobbit family plays
them from the version a scenario names (``character_cancels_from``; earlier versions replay
as played; The Road Goes Ever On's own ``character_cancels`` reads the same facts):

- Círdan (TW-137): untapped, before the strikes of an attack are assigned, one keyed by type
  to a Coastal Sea is canceled (``character-cancel:<character>``: ``CharacterTapped``,
  ``AttackCanceled``; CoE 3.i); one keyed by a region's name or to the site is not (CoE
  3.i.4);
- Fatty Bolger (TW-495): untapped, the strike another Hobbit of his company faces, before
  its roll, is canceled (``character-cancel:<character>``: ``CharacterTapped``,
  ``StrikeCanceled``; CoE 3.iv.5.1).

Neither cancels Lucky Search's strike, which no card cancels (``moves.UNCANCELED``): not
offered, refused naming it (``Scene.uncanceled``; in Burglar Wants a Good Job from the version
it names, ``HobbitRules.uncanceled_from``). There and Back Again's company holds neither
(TBA-COMP-2); the Guise of the Necromancer plays them too, from its own version
(``Scene.of_fight``). Refused elsewhere naming the character and the reason; the automatic
player cancels with them where it may.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from domain.engine import coe
from domain.engine.characters import Character, find
from domain.errors import IllegalAction
from domain.rulesets.hobbit.moves import NOT_CANCELED, UNCANCELED, Add, Move
from domain.rulesets.hobbit.state import ASSIGNING, STRIKING, Combat

if TYPE_CHECKING:
    from domain.rulesets.guise_of_the_necromancer.state import Fight

KIND = "character-cancel"
#: Character -> the region type an attack on his company must be keyed to (by type).
ATTACK_CANCELERS = {"TW-137": "coastal-sea"}
#: Character -> the race of the companion whose strike he cancels.
STRIKE_CANCELERS = {"TW-495": "Hobbit"}
CANCEL_ATTACK, CANCEL_STRIKE = "CoE-3.i", coe.CANCEL_STRIKE


@dataclass(frozen=True, slots=True)
class Scene:
    """What the cancels read of a scenario's state: the company attacked, and of the attack
    under way (None: none) its name, whether its strikes are still to be assigned (none is
    yet), how it was keyed, the character facing the strike under way, before its roll, and
    whether it is one no card cancels, nor its strike (Lucky Search's)."""

    company: Sequence[Character]
    attack: str | None
    assigning: bool = False
    keyed: str | None = None
    facing: str | None = None
    uncanceled: bool = False

    @classmethod
    def of_combat(cls, company: Sequence[Character], combat: Combat | None,
                  uncanceled: bool) -> Scene:
        """The Hobbit family's attack under way (``uncanceled``: whether the version played
        reads Lucky Search's as one no character cancels)."""
        if combat is None:
            return cls(company, None)
        return cls(company, combat.attack.name, combat.stage == ASSIGNING
                   and not combat.assigned and not combat.canceled, combat.keyed,
                   combat.facing if combat.stage == STRIKING else None,
                   uncanceled and combat.origin == UNCANCELED)

    @classmethod
    def of_fight(cls, company: Sequence[Character], fight: Fight | None) -> Scene:
        """The Guise of the Necromancer's attack under way."""
        if fight is None:
            return cls(company, None)
        return cls(company, fight.attack.name, fight.assigning and not fight.assigned,
                   fight.keyed, fight.facing if not fight.assigning else None,
                   fight.origin == UNCANCELED)


def keyed_region(keyed: str | None) -> str | None:
    """The region type an attack was keyed to by type (None: keyed otherwise)."""
    kind, _, value = (keyed or "").partition(":")
    return value if kind == "region-type" else None


def clause(card_id: str) -> str:
    """The clause of ``card_id``'s cancel."""
    return CANCEL_STRIKE if card_id in STRIKE_CANCELERS else CANCEL_ATTACK


def problem(scene: Scene, card_id: str) -> str | None:
    """Why ``character-cancel:<card_id>`` is not played now, or None."""
    if scene.uncanceled:
        return NOT_CANCELED
    who = find(tuple(scene.company), card_id)
    if who is None or card_id not in (*ATTACK_CANCELERS, *STRIKE_CANCELERS):
        return f"{who.name if who else card_id or 'No one'} is no character of the company " \
               "who taps to cancel"
    if not who.untapped:
        return f"{who.name} is {who.state}"
    if card_id in ATTACK_CANCELERS:
        region = ATTACK_CANCELERS[card_id]
        if scene.attack is None or not scene.assigning:
            return f"{who.name} cancels an attack before its strikes are assigned"
        if keyed_region(scene.keyed) != region:
            return f"{who.name} cancels only an attack keyed to a " \
                   f"{region.replace('-', ' ').title()} region"
        return None
    race = STRIKE_CANCELERS[card_id]
    facing = find(tuple(scene.company), scene.facing or "")
    if facing is None:
        return f"{who.name} cancels a strike another {race} of his company faces, before its roll"
    if facing.card_id == card_id or facing.race != race:
        return f"{who.name} cancels only a strike another {race} faces, not {facing.name}'s"
    return None


def moves(scene: Scene, add: Add) -> None:
    """``character-cancel:<character>`` for each character who may cancel now."""
    for who in scene.company:
        if who.card_id in (*ATTACK_CANCELERS, *STRIKE_CANCELERS) \
                and problem(scene, who.card_id) is None:
            facing = find(tuple(scene.company), scene.facing or "")
            what = f"the strike against {facing.name}" if facing is not None \
                and who.card_id in STRIKE_CANCELERS else scene.attack
            add(f"{KIND}:{who.card_id}", f"{who.name} taps to cancel {what}",
                clause(who.card_id), Move(KIND, card=who.card_id))


def refusal(scene: Scene, card_id: str) -> IllegalAction:
    """Why ``character-cancel:<card_id>`` is refused now, naming the reason."""
    why = problem(scene, card_id) or "the game waits for another decision first"
    return IllegalAction(f"{why[0].upper()}{why[1:]}.", clause=clause(card_id))
