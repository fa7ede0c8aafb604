"""The Wizards' resource long-events while they are in play, as any ruleset reads them: the
prowess they give a character against a strike and take off an attack, what they need to be
played, and how the Moon treats a site path's region types for playing hazards. A ruleset
keeps which of them it plays, from which version, and where it records them.

- Sun (cannot be duplicated): each Dúnadan +1 prowess; with Gates of Morning in play each Man
  and Dúnadan +1 more and each attack -1 prowess.
- Lapse of Will: each attack -1 prowess, a Nazgûl attack -3 in all.
- Clear Skies (needs Gates of Morning in play): each character +2 prowess.
- Fog (needs Gates of Morning in play, cannot be duplicated): region types treated as others.
- Moon (cannot be duplicated): with Gates of Morning in play a Wilderness as a Border-land and
  a Border-land as a Free-domain; with Doors of Night a Dark-domain as a Shadow-land and a
  Shadow-land as a Wilderness; each for playing hazards.
- Elf-song: as it comes, one corruption card off each character at a Haven.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from domain.cards import REGION_TYPES
from domain.engine.effects import AttackModifier

SUN = "TW-335"
GATES_OF_MORNING = "TW-243"
#: The races Sun bolsters once more with Gates of Morning in play.
SUN_GATES_RACES = ("Man", "Dúnadan")
#: A ``race_prowess`` for every character (Clear Skies).
EVERY_RACE = "*"
#: The Moon's treatment of region types with Gates of Morning in play, all at once.
UNDER_THE_MOON = {REGION_TYPES["w"]: REGION_TYPES["b"], REGION_TYPES["b"]: REGION_TYPES["f"]}
#: Its treatment with Doors of Night in play.
UNDER_DOORS = {REGION_TYPES["d"]: REGION_TYPES["s"], REGION_TYPES["s"]: REGION_TYPES["w"]}
#: Fog's treatment of each printed region type (with Gates of Morning in play, which it needs).
UNDER_FOG = {REGION_TYPES["f"]: REGION_TYPES["b"], REGION_TYPES["b"]: REGION_TYPES["w"],
             REGION_TYPES["s"]: REGION_TYPES["w"], REGION_TYPES["d"]: REGION_TYPES["s"]}
MOON, FOG = "TW-285", "TW-241"


@dataclass(frozen=True, slots=True)
class ResourceLongEvent:
    """What a resource long-event does while in play: prowess against a strike for characters
    of a race, prowess for every attack and more for the races named, its conditions."""

    card_id: str
    name: str
    race_prowess: tuple[str, int] | None = None  # (race, prowess against a strike)
    attack_prowess: int = 0  # every attack
    races_prowess: tuple[tuple[str, ...], int] | None = None  # more for these races
    needs_gates: bool = False  # playable only with Gates of Morning in play
    unique: bool = False  # cannot be duplicated
    cleanses_havens: bool = False  # one corruption card off each character at a Haven


EVENTS: dict[str, ResourceLongEvent] = {e.card_id: e for e in (
    ResourceLongEvent(SUN, "Sun", race_prowess=("Dúnadan", 1), unique=True),
    ResourceLongEvent("TW-264", "Lapse of Will", attack_prowess=-1,
                      races_prowess=(("Nazgûl",), -2)),
    ResourceLongEvent("TW-203", "Clear Skies", needs_gates=True, race_prowess=(EVERY_RACE, 2)),
    ResourceLongEvent("TW-241", "Fog", needs_gates=True, unique=True),
    ResourceLongEvent("TW-285", "Moon", unique=True),
    ResourceLongEvent("TW-223", "Elf-song", cleanses_havens=True),
)}


def attack_modifiers(card_id: str) -> tuple[AttackModifier, ...]:
    """What ``card_id`` in play gives attacks: every attack's, then its races' more."""
    event = EVENTS.get(card_id)
    if event is None:
        return ()
    out = [AttackModifier(prowess=event.attack_prowess)] if event.attack_prowess else []
    if event.races_prowess is not None:
        races, prowess = event.races_prowess
        out.append(AttackModifier(prowess=prowess, races=races))
    return tuple(out)


def attack_prowess(in_play: Iterable[str], races: tuple[str, ...], gates: bool) -> int:
    """The prowess the resource long-events in play give an attack by ``races``: their
    modifiers, and Sun's -1 with Gates of Morning in play (``gates``)."""
    cards = tuple(dict.fromkeys(in_play))
    total = sum(m.prowess for card in cards for m in attack_modifiers(card)
                if m.applies(races, False))
    return total + sun_weakening(cards, gates)


def sun_weakening(in_play: Iterable[str], gates: bool) -> int:
    """The prowess Sun takes off each attack while it and Gates of Morning are in play."""
    return -1 if gates and SUN in tuple(in_play) else 0


def strike_prowess(in_play: Iterable[str], race: str, gates: bool,
                   every_race: bool = True) -> list[tuple[str, str, int]]:
    """What the resource long-events in play give a character of ``race`` against a strike:
    (card, why, prowess) each, once a card; ``every_race``: a bonus to every character
    (Clear Skies) counts; ``gates``: Gates of Morning is in play (Sun's second half)."""
    out = []
    for card_id in dict.fromkeys(in_play):
        event = EVENTS.get(card_id)
        bolstered = event.race_prowess[0] if event is not None and event.race_prowess else None
        if event is not None and event.race_prowess is not None and (
                race == bolstered or bolstered == EVERY_RACE and every_race):
            out.append((card_id, f"{event.name} in play", event.race_prowess[1]))
        if card_id == SUN and gates and race in SUN_GATES_RACES:
            out.append((card_id, "Sun with Gates of Morning in play", 1))
    return out


def play_problem(card_id: str, in_play: Iterable[str], gates: bool,
                 gates_ever: bool = True, name: str = "") -> str | None:
    """Why the resource long-event ``card_id`` (named ``name`` in the catalog played) cannot
    be played now (None: it can, or it is none of these): Gates of Morning not in play
    (``gates``; ``gates_ever``: whether it can ever be in the game), a copy in play
    already."""
    event = EVENTS.get(card_id)
    if event is None:
        return None
    name = name or event.name
    if event.needs_gates and not gates_ever:
        return (f"{name} is playable only with Gates of Morning in play, and no Gates of "
                "Morning is ever in play in this game")
    if event.needs_gates and not gates:
        return f"{name} is playable only with Gates of Morning in play"
    if event.unique and card_id in tuple(in_play):
        return f"{name} is in play already and cannot be duplicated"
    return None


def moon_path(path: Sequence[str], gates: bool, doors: bool) -> tuple[str, ...]:
    """A site path as the Moon treats it for playing hazards: with Gates of Morning in play
    (``gates``), then with Doors of Night (``doors``), each region once."""
    out = tuple(UNDER_THE_MOON.get(region, region) for region in path) if gates else tuple(path)
    return tuple(UNDER_DOORS.get(region, region) for region in out) if doors else out


def region_type(printed: str, in_play: Iterable[str], gates: bool,
                doors: bool = False) -> tuple[str, str | None]:
    """The type a region printed ``printed`` is treated as for keying hazards, with the
    resource long-events ``in_play``, Gates of Morning (``gates``) and Doors of Night
    (``doors``) in play, and the card treating it (None: as printed). The Moon treats it
    first; Fog treats only a region no card has treated, as no region is treated twice."""
    cards = tuple(in_play)
    if MOON in cards:
        moon = moon_path((printed,), gates, doors)[0]
        if moon != printed:
            return moon, MOON
    if FOG in cards and gates and printed in UNDER_FOG:
        return UNDER_FOG[printed], FOG
    return printed, None

