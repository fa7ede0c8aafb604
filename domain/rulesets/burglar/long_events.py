"""The Wizards' resource long-events in Burglar Wants a Good Job from ``SINCE``: played in the
long-event phase (BWJ-SEQ-3), each does what its card says while it stays in play, two turns
(BWJ-LONG-1), as the engine reads it (``engine.resource_long_events``). Before, one came into
play doing nothing of its own, and those games replay as played.

- Sun: each Dúnadan +1 prowess against a strike; Lapse of Will: each attack -1 prowess, a
  Nazgûl attack -3; both read as each attack is declared or each strike rolled.
- Moon: with Doors of Night in play, the site path's Dark-domains are Shadow-lands and its
  Shadow-lands Wildernesses for keying the hazards the company faces.
- Elf-song: while it is in play a character at a Haven is not discarded, whatever would do it
  (a corruption check failed by one or two, a creature's text): ``CharacterKept``. Played at
  a Haven, each character bearing corruption cards (``corruption_cards``, version 72 on)
  removes one, the one he has borne longest (``CorruptionCardRemoved``).
- Sun, Moon and Fog cannot be duplicated: not offered while a copy is in play.
- Clear Skies and Fog need Gates of Morning in play (``gates_of_morning``, from its version;
  before, none ever was): not offered without it, and refused naming the card and the reason.
  With it in play Clear Skies gives each character +2 prowess against a strike; Sun each Man
  and Dúnadan +1 more and each attack -1; the Moon treats the site path's Wildernesses as
  Border-lands and its Border-lands as Free-domains, and Fog each region type as its card
  says, a region treated once (the Moon first), for keying the creatures the company faces.
"""

from __future__ import annotations

from collections.abc import Sequence

from domain.cards import Catalog
from domain.engine import resource_long_events as facts
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.engine.combat import Attack
from domain.engine.hazards_in_play import DOORS_OF_NIGHT
from domain.ruleset import played_since
from domain.rulesets.burglar import gates_of_morning
from domain.rulesets.burglar.state import State
from domain.rulesets.hobbit import gates_treatments

#: The first version playing them (placed at landing).
SINCE = 22
RULE = "BWJ-LONG-1"
PLAY_RULE = "BWJ-SEQ-3"
ELF_SONG = "TW-223"
MOON = facts.MOON
#: What the coverage says of each from ``SINCE`` (scripted; "": nothing to add): Gates of
#: Morning, which Clear Skies and Fog need and Sun's and the Moon's other halves read, comes
#: into play from ``GATES_OF_MORNING_FROM``.
COVERAGE = {"TW-335": "", "TW-264": "", "TW-285": "", "TW-203": "", "TW-241": "", ELF_SONG: ""}


def plays(played: str) -> bool:
    return played_since(played, SINCE)


def in_play(state: State) -> tuple[str, ...]:
    """The long-events in play, hazard and resource, each once."""
    return tuple(dict.fromkeys(card for card, _ in state.long_events))


def problem(state: State, catalog: Catalog, card_id: str, played: str) -> str | None:
    """Why the resource long-event ``card_id`` may not be played now (None: it may)."""
    if not plays(played):
        return None
    return facts.play_problem(card_id, in_play(state),
                              gates=gates_of_morning.lit(state, played),
                              gates_ever=gates_of_morning.plays(played),
                              name=catalog.get(card_id).name)


def attack_bonus(state: State, attack: Attack, played: str) -> tuple[int, list[str]]:
    """The prowess the resource long-events in play give ``attack``, and the cards that do
    (Lapse of Will; Sun with Gates of Morning)."""
    if not plays(played):
        return 0, []
    lit = gates_of_morning.lit(state, played)
    cards = [c for c in in_play(state)
             if any(m.applies(attack.races(), attack.automatic)
                    for m in facts.attack_modifiers(c))
             or facts.sun_weakening((c,), lit)]
    return facts.attack_prowess(cards, attack.races(), gates=lit), cards


def strike_modifiers(state: State, who: Character, played: str) -> list[Modifier]:
    """What the resource long-events in play give ``who`` against a strike (Clear Skies, and
    Sun's second half, only with Gates of Morning in play)."""
    if not plays(played):
        return []
    return [Modifier(amount, f"card:{card}", why, RULE)
            for card, why, amount in facts.strike_prowess(
                in_play(state), who.race, gates=gates_of_morning.lit(state, played))]


def treated(state: State, catalog: Catalog, path: Sequence[str],
            played: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The site path as the hazards key to it, and the cards that treat it (the Moon, Fog;
    (): as it is): the Moon with Doors of Night or Gates of Morning in play, Fog with Gates
    of Morning, each region once."""
    cards = in_play(state)
    if not plays(played) or not any(c in cards for c in (facts.MOON, facts.FOG)):
        return tuple(path), ()
    lit = gates_of_morning.lit(state, played)
    doors = DOORS_OF_NIGHT in state.environments
    kept = gates_treatments.places(state.resource_treatments)  # a region is treated once
    found = [(region, None) if place in kept else facts.region_type(region, cards, lit, doors)
             for place, region in enumerate(path, start=1)]
    by = tuple(dict.fromkeys(card for _, card in found if card is not None))
    return tuple(new for new, _ in found), by
