"""Old Road (TW-294) as a Hobbit scenario with a deck of sites plays it, from the version it
names (the Guise of the Necromancer's ``printed_rules.OLD_ROAD_FROM``; earlier versions replay
as played, the card declared):

- ``old-road:<character>:<faction>``: in the site phase of a company at an untapped Haven,
  outside an attack, an untapped character of it taps to make an influence attempt on a
  faction of the hand (revealed with the card) whose card names a site of the scenario's deck
  of sites (the site card there shows it) that starter movement joins to this Haven by a site
  path of two regions or fewer;
- the attempt is made as at that site (``factions.attempt``: 2D6, the faction's standard
  modification for his race, against its printed number) but without the character's direct
  influence, his printed bonuses to it or his items', and at -1, a modifier naming the card;
- the card is discarded (``ResourcePlayed``); recruited, the faction is played as any other and
  the character's site, the Haven, taps; refused, the faction is discarded.

Its use on an opponent's faction needs the two-player game. Refused elsewhere naming the card
and the reason; the automatic player does not play it (-1 and no direct influence rarely beat a
faction's number).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from domain.cards import Card, Catalog
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.engine.influence_attempts import INFLUENCE_ATTEMPT, faction_play_problem
from domain.engine.movement import site_path
from domain.errors import IllegalAction
from domain.rulesets.hobbit.moves import Add, Move

CARD = "TW-294"
NAME = "Old Road"
KIND = "old-road"
RULE = INFLUENCE_ATTEMPT
#: The longest site path from the Haven to the faction's site.
MAX_REGIONS = 2
MODIFIER = -1
#: What of the card needs the two-player game (the coverage's note).
TWO_PLAYER = "needs the two-player game: its use on an opponent's faction"


@dataclass(frozen=True, slots=True)
class Scene:
    """What Old Road reads of a scenario's state: the company whose site phase it is (its
    characters, its site and whether that is tapped), the hand, the sites of the scenario's
    deck of sites, the phase and its step (``ready``: one in which the company may act at its
    site), and whether an attack is under way or still to come."""

    characters: Sequence[Character]
    here: Card | None
    here_tapped: bool
    hand: Sequence[str]
    sites: Sequence[Card]
    catalog: Catalog
    ready: bool
    busy: bool


def faction_site(scene: Scene, faction: Card) -> Card | None:
    """The first site of the deck of sites where ``faction`` is played whose site path from
    the Haven is ``MAX_REGIONS`` regions or fewer (None: none is)."""
    if scene.here is None:
        return None
    for site in scene.sites:
        path = site_path(scene.here, site)
        if path is not None and len(path) <= MAX_REGIONS \
                and faction_play_problem(faction, site) is None:
            return site
    return None


def problem(scene: Scene, who: str, faction_id: str) -> str | None:
    """Why ``old-road:<who>:<faction_id>`` is not played now, or None."""
    catalog = scene.catalog
    if CARD not in scene.hand:
        return f"{NAME} is not in your hand"
    here = scene.here
    if here is None or not scene.ready or scene.busy:
        return f"{NAME} is played in the site phase of a company at an untapped Haven, " \
               "outside an attack"
    if not here.is_haven or scene.here_tapped:
        return f"{NAME} is played at an untapped Haven, and {here.name} is " + (
            "tapped" if here.is_haven else "none")
    character = next((c for c in scene.characters if c.card_id == who), None)
    if character is None:
        return f"{NAME} taps a character of the company at {here.name}; " \
               f"{catalog.get(who).name if who in catalog else who or 'no one'} is none"
    if not character.untapped:
        return f"{NAME} taps an untapped character, and {character.name} is " \
               f"{character.state}"
    card = catalog.get(faction_id) if faction_id in catalog else None
    if faction_id not in scene.hand or card is None or not card.is_faction:
        return f"{NAME} influences a faction of your hand; {faction_id or 'that'} is none"
    if card.influence_number is None:
        return f"{NAME} cannot influence {card.name}: its card prints no influence number"
    if faction_site(scene, card) is None:
        return f"{card.name} is played at no site of the location deck {MAX_REGIONS} " \
               f"regions or fewer from {here.name}"
    return None


def playable(scene: Scene) -> bool:
    """Whether the card may be played now by some character on some faction of the hand."""
    return any(problem(scene, who.card_id, faction) is None
               for faction in dict.fromkeys(scene.hand) for who in scene.characters)


def moves(scene: Scene, add: Add, holder: str = "") -> None:
    """``old-road:<character>:<faction>`` for each untapped character and each faction of the
    hand the card reaches (``holder``: the company's id)."""
    for faction in sorted(set(scene.hand)):
        card = scene.catalog.get(faction)
        if not card.is_faction:
            continue
        for who in scene.characters:
            if problem(scene, who.card_id, faction) is None:
                site = faction_site(scene, card)
                assert site is not None
                add(f"{KIND}:{who.card_id}:{faction}",
                    f"Play {NAME}: {who.name} taps to influence {card.name} as at "
                    f"{site.name} (-1, without his direct influence; needs more than "
                    f"{card.influence_number})", RULE,
                    Move(KIND, card=CARD, target=who.card_id, place=faction, holder=holder))


def refusal(scene: Scene, rest: str) -> IllegalAction:
    """Why ``old-road:<rest>`` is refused now, naming the card and the reason."""
    who, _, faction = rest.partition(":")
    why = problem(scene, who, faction) or "the game waits for another decision first"
    return IllegalAction(f"{why[0].upper()}{why[1:]}.", clause=RULE)


def modifiers() -> list[Modifier]:
    """The card's -1 to the attempt."""
    return [Modifier(MODIFIER, f"card:{CARD}", f"{NAME}: the attempt from a Haven", RULE)]
