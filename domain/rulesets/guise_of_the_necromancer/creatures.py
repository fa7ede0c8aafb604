"""What Guise of the Necromancer plays of the engine's creature scripts
(``domain.engine.creature_scripts``), from ``CREATURES_FROM``: up to the Hobbit family's latest
generation (``hobbit.creature_texts.GENERATION``), the texts that need only the attack and the
company, read as the family reads them: a Corpse-candle's corruption check of every character
as its attack is declared, a Thief's or Pick-pocket's successful strike taking an item instead
of wounding, each wound of Brigands costing the company an item, Old Man Willow's prowess
against a Hobbit. What it leaves out (``UNPLAYED``) the coverage names; earlier versions play
no creature's text."""

from __future__ import annotations

from domain.engine.creature_scripts import CreatureScript, scripted_creature
from domain.rulesets.hobbit import creature_texts

#: The first version that plays creatures' text.
CREATURES_FROM = 7
#: (first version, generation): what the ruleset's ``creature_generations`` lists.
GENERATIONS = ((CREATURES_FROM, creature_texts.GENERATION),)
_HERE = " (not played in this scenario yet)"
#: What a script says that this scenario does not play, and why: (field, what it is).
UNPLAYED: tuple[tuple[str, str], ...] = (
    *creature_texts.UNPLAYED,
    ("attacker_chooses", "the attacker's choice of every defending character" + _HERE),
    ("discards_wounded", "the character it wounds discarded" + _HERE),
    ("discards_on_equal_body", "the character whose body check equals his body discarded"
                               + _HERE),
    ("wounded_corruption", "the corruption check of each character it wounded" + _HERE),
    ("prowess_after", "its higher prowess after an attack of the race this turn" + _HERE),
    ("wound_strips_after", "the items stripped after another of the three Trolls" + _HERE),
)


def generation(played: str) -> int:
    """The generation of creature scripts version ``played`` reads (0: none)."""
    return max((g for since, g in GENERATIONS if int(played) >= since), default=0)


def script(played: str, card: str | None) -> CreatureScript | None:
    """The script of creature ``card`` as version ``played`` reads it."""
    return scripted_creature(card, generation(played))
