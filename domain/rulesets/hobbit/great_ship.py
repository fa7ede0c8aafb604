"""Great Ship (TW-248) as the Hobbit family plays it over the engine's ``great_ship`` (what is
canceled, while the site path is sailing), from the version a scenario names (Burglar Wants a
Good Job's ``GREAT_SHIP_FROM``; the Guise of the Necromancer's own ``great_ship`` reads the
reasons and the moves here for its companies):

- played in the organization phase by the engine's scripted card (its twenty-eighth
  generation, ``play:<card>:ship:<character>``), the character tapping: his company is aboard
  until the end of the turn (``GreatShipBoarded``);
- while it is aboard and the site path it moved along this turn holds a Coastal Sea and no two
  regions in a row that are not, any untapped character of it may tap to cancel a hazard
  creature's attack on it before its strikes are assigned (``great-ship:<character>``,
  ``CharacterTapped``, ``AttackCanceled``, CoE 3.i), or a hazard of the hazard hand that
  targets the company or one of its characters as it is about to be played, which waits for
  the choice (``great-ship-event:<character>``; in Burglar beside the allies' cancels of
  ``hazard_cancels``, ``let-hazard`` letting it be played).

An automatic-attack, or an attack a card or an event brings that is no hazard creature's
(Rescue Prisoners' Spider, a Traitor's), is not canceled. Refused elsewhere naming the card and
the reason; the automatic player cancels by a Hand before the hero.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from domain.cards import Card
from domain.engine import great_ship
from domain.engine.characters import Character, find
from domain.errors import IllegalAction
from domain.rulesets.hobbit.moves import Add, Move

ATTACK_KIND = "great-ship"
EVENT_KIND = "great-ship-event"
CARD, NAME, RULE = great_ship.CARD, great_ship.NAME, great_ship.RULE
#: Why a character does not tap to cancel by it outside such an attack.
ATTACK_TIMING = f"{NAME} cancels a hazard creature's attack before its strikes are assigned"


def sail_problem(aboard: bool, path: Sequence[str], company: str = "the company") -> str | None:
    """Why ``company`` (aboard this turn or not, moving along ``path``, the region types of its
    site path) cancels nothing by Great Ship now, or None."""
    if not aboard:
        return f"{NAME} was not played on {company} this turn"
    if not great_ship.sailing(path):
        return f"{NAME} cancels only while the company's site path holds a Coastal Sea and " \
               "no two regions in a row that are not"
    return None


def tapper_problem(who: Character | None, company: str = "the company") -> str | None:
    """Why ``who`` does not tap to cancel by Great Ship, or None."""
    if who is None or not who.untapped:
        return f"{NAME} lets an untapped character of {company} tap to cancel it"
    return None


def event_moves(characters: Sequence[Character], hazard: Card, add: Add,
                holder: str = "") -> None:
    """``great-ship-event:<character>`` for each untapped character of ``characters`` while
    ``hazard`` waits to be played on their company."""
    for who in characters:
        if who.untapped:
            add(f"{EVENT_KIND}:{who.card_id}", f"{who.name} taps to cancel {hazard.name} "
                f"({NAME})", RULE, Move(EVENT_KIND, hazard.id, target=who.card_id,
                                       holder=holder))


@dataclass(frozen=True, slots=True)
class Scene:
    """What Great Ship reads of a scenario of one company: its characters, whether it is
    aboard this turn, the region types of the site path it moved along (none: it stayed or a
    card moved it), and the hazard creature's attack on it whose strikes are still to be
    assigned (None: none is)."""

    company: Sequence[Character]
    aboard: bool
    path: tuple[str, ...]
    attack: str | None

    @property
    def afloat(self) -> bool:
        return sail_problem(self.aboard, self.path) is None

    def tappers(self) -> list[Character]:
        """The characters who may tap to cancel a hazard now (none while not afloat)."""
        return [c for c in self.company if c.untapped] if self.afloat else []


def attack_problem(scene: Scene, who: str) -> str | None:
    """Why ``great-ship:<who>`` does not cancel the attack under way, or None."""
    if (sailing := sail_problem(scene.aboard, scene.path)) is not None:
        return sailing
    if scene.attack is None:
        return ATTACK_TIMING
    return tapper_problem(find(tuple(scene.company), who))


def attack_moves(scene: Scene, add: Add) -> None:
    """``great-ship:<character>`` for each character who may tap to cancel the attack."""
    for who in scene.company:
        if attack_problem(scene, who.card_id) is None:
            add(f"{ATTACK_KIND}:{who.card_id}", f"{who.name} taps to cancel {scene.attack} "
                f"({NAME})", RULE, Move(ATTACK_KIND, target=who.card_id))


def refusal(scene: Scene, kind: str, who: str, waiting: Card | None) -> IllegalAction:
    """Why ``great-ship:<who>`` or ``great-ship-event:<who>`` is refused now (``waiting``: the
    hazard waiting to be played on the company, None: none), naming the card and the reason."""
    if kind == ATTACK_KIND:
        why = attack_problem(scene, who)
    elif waiting is None:
        why = f"{NAME} cancels a hazard of the hazard hand as it is played on the company " \
              "aboard, which waits for the choice; none waits"
    else:
        why = sail_problem(scene.aboard, scene.path) \
            or tapper_problem(find(tuple(scene.company), who))
    return IllegalAction(f"{why or 'The game waits for another decision first'}.", clause=RULE)


def policy_choice(ids: Sequence[str], hero: str, kind: str = EVENT_KIND) -> str | None:
    """The automatic player's cancel by Great Ship: a Hand taps before the hero, who is kept
    for what only he does (None: none offered)."""
    found = [i for i in ids if i.startswith(f"{kind}:")]
    return min(found, key=lambda i: i == f"{kind}:{hero}") if found else None
