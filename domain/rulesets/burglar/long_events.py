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
- Clear Skies and Fog need Gates of Morning in play, and no Gates of Morning ever is here (the
  scenario plays no resource permanent-event but Rescue Prisoners, Fellowship and
  Swordmaster): never offered, and refused naming the card and the reason. The halves of
  Sun and the Moon that need it never act.
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
from domain.rulesets.burglar.state import State
from domain.rulesets.hobbit.resource_events import BWJ_PERMANENTS

#: The first version playing them (placed at landing).
SINCE = 22
RULE = "BWJ-LONG-1"
PLAY_RULE = "BWJ-SEQ-3"
ELF_SONG = "TW-223"
_NO_GATES = f"no Gates of Morning is ever in play here: {BWJ_PERMANENTS}"
#: What the coverage says of each from ``SINCE`` (scripted; "": nothing to add).
COVERAGE = {
    "TW-335": f"its half with Gates of Morning in play never acts: {_NO_GATES}",
    "TW-264": "",
    "TW-285": f"its half with Gates of Morning in play never acts: {_NO_GATES}",
    "TW-203": f"not meaningful here: it needs Gates of Morning in play, and {_NO_GATES} (it "
              "is refused)",
    "TW-241": f"not meaningful here: it needs Gates of Morning in play, and {_NO_GATES} (it "
              "is refused)",
    ELF_SONG: "",
}

def plays(played: str) -> bool:
    return played_since(played, SINCE)


def in_play(state: State) -> tuple[str, ...]:
    """The long-events in play, hazard and resource, each once."""
    return tuple(dict.fromkeys(card for card, _ in state.long_events))


def problem(state: State, catalog: Catalog, card_id: str, played: str) -> str | None:
    """Why the resource long-event ``card_id`` may not be played now (None: it may)."""
    if not plays(played):
        return None
    return facts.play_problem(card_id, in_play(state), gates=False, gates_ever=False,
                              name=catalog.get(card_id).name)


def attack_bonus(state: State, attack: Attack, played: str) -> tuple[int, list[str]]:
    """The prowess the resource long-events in play give ``attack``, and the cards that do."""
    if not plays(played):
        return 0, []
    cards = [c for c in in_play(state)
             if any(m.applies(attack.races(), attack.automatic)
                    for m in facts.attack_modifiers(c))]
    return facts.attack_prowess(cards, attack.races(), gates=False), cards


def strike_modifiers(state: State, who: Character, played: str) -> list[Modifier]:
    """What the resource long-events in play give ``who`` against a strike."""
    if not plays(played):
        return []
    return [Modifier(amount, f"card:{card}", why, RULE)
            for card, why, amount in facts.strike_prowess(in_play(state), who.race,
                                                          gates=False, every_race=False)]


def treated(state: State, catalog: Catalog, path: Sequence[str],
            played: str) -> tuple[tuple[str, ...], str | None]:
    """The site path as the hazards key to it, and the Moon that treats it (None: as it is)."""
    moon = next((c for c in in_play(state) if c in facts.EVENTS
                 and facts.EVENTS[c].name == "Moon"), None)
    if not plays(played) or moon is None or DOORS_OF_NIGHT not in state.environments:
        return tuple(path), None
    new = facts.moon_path(path, gates=False, doors=True)
    return new, moon if new != tuple(path) else None
