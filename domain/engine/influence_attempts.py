"""Influence attempts on factions (CoE 2.V.3, the influence check).

A character taps to make the attempt: 2D6 plus its unused direct influence plus any standard
modification must be greater than the faction's influence number printed on the card.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from domain.cards import Card, fold
from domain.engine.characters import Character
from domain.engine.checks import ABOVE, Check, Modifier, check

INFLUENCE_ATTEMPT = "CoE-2.V.3"


@dataclass(frozen=True, slots=True)
class InfluenceResult:
    total: int
    needed: int
    succeeded: bool

    @property
    def margin(self) -> int:
        """By how much the attempt beat (positive) or missed (zero or less) the number."""
        return self.total - self.needed


def influence_check(roll_total: int, direct_influence: int, influence_number: int,
                    modifier: int = 0) -> InfluenceResult:
    """The attempt succeeds when the total is greater than the influence number."""
    total = roll_total + direct_influence + modifier
    return InfluenceResult(total, influence_number, total > influence_number)


def influence_roll(character: Character, dice: Sequence[int], index: int, needed: int,
                   extra: Sequence[Modifier] = ()) -> Check:
    """An influence attempt as a :class:`Check`: the roll, the character's direct influence and
    ``extra`` against the faction's influence number; it must be beaten (CoE 2.V.3)."""
    own = Modifier(character.direct_influence, f"card:{character.card_id}",
                   f"{character.name}'s direct influence", INFLUENCE_ATTEMPT)
    return check(dice, [own, *extra], needed, ABOVE, index)


# -- a faction played by its catalog facts (domain/cards/faction_facts.py) ---------------------

def standard_modifiers(faction: Card, who: Character) -> list[Modifier]:
    """The faction's standard modification for ``who``'s race (the catalog's
    ``standard_modifications``: a Dwarf +2 among the Iron Hill Dwarves, an Elf -2), each a
    named modifier of the attempt sourced to the faction's card."""
    return [Modifier(amount, f"card:{faction.id}",
                     f"{faction.name}: standard modification ({race})", INFLUENCE_ATTEMPT)
            for race, amount in faction.standard_modifications if race == who.race]


def playable_at(faction: Card, site: Card) -> bool:
    """Whether ``site`` is one of the sites the faction's card names as where it is played."""
    return fold(site.name) in [fold(s) for s in faction.faction_sites]


def faction_play_problem(faction: Card, site: Card) -> str | None:
    """Why ``faction`` is not played by an influence attempt at ``site`` by its catalog facts
    (None: it is): a card that is no faction, one printing no influence number (the Army of
    the Dead, brought in by its own card), or a site its card does not name."""
    if not faction.is_faction:
        return f"{faction.name} is not a faction"
    if faction.influence_number is None or not faction.faction_sites:
        return (f"{faction.name} prints no influence number: it is not played by an "
                "influence attempt")
    if not playable_at(faction, site):
        return (f"{faction.name} is playable only at {' or '.join(faction.faction_sites)}, "
                f"not at {site.name}")
    return None
