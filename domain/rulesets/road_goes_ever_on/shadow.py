"""Shadow tokens: Sauron's grip on Middle-earth, the clock of the solo game.

Pure functions only: what each trigger is worth (with its clause), the band the count is in,
the hazard draw that band gives, the next threshold, and the loss at 20. The ruleset records
every change as a ``ShadowChanged`` fact carrying its cause and clause.
"""

from __future__ import annotations

from dataclasses import dataclass

from domain.cards import Card, fold

LOSS_AT = 20
BAND_SIZE = 5
BASE_HAZARD_DRAW = 3
REMOVAL_MARGIN = 4


@dataclass(frozen=True, slots=True)
class ShadowChange:
    """A change of the Shadow count: by how much, why, and under which clause."""

    delta: int
    cause: str
    rule: str


def band(count: int) -> int:
    """The band the count lies in: 0 for 0-4 tokens, 1 for 5-9, 2 for 10-14, 3 for 15-19."""
    return min(max(count, 0) // BAND_SIZE, (LOSS_AT - 1) // BAND_SIZE)


def hazard_draw(count: int) -> int:
    """The base Hazard Draw at this count (RGO-SHADOW-11): 3, 4, 5 or 6."""
    return BASE_HAZARD_DRAW + band(count)


def next_threshold(count: int) -> int:
    """The next count at which something changes: the next band, or the loss at 20."""
    return min((band(count) + 1) * BAND_SIZE, LOSS_AT)


def is_lost(count: int) -> bool:
    """Twenty tokens in play end the game, lost (RGO-SHADOW-3)."""
    return count >= LOSS_AT


def apply(count: int, change: ShadowChange) -> int:
    """The count after a change; it never goes below zero (RGO-SHADOW-10's reading)."""
    return max(0, count + change.delta)


def end_of_turn() -> ShadowChange:
    return ShadowChange(1, "end of turn", "RGO-SHADOW-2")


def is_wizard(card: Card) -> bool:
    return card.is_character and (card.avatar or card.race == "Wizard")


def character_played(card: Card, starting: bool = False) -> ShadowChange | None:
    """A Wizard adds 2 (and only 2); any other character of mind 9+ adds 1, starting ones too."""
    how = "starting character" if starting else "character played"
    if is_wizard(card):
        return ShadowChange(2, f"Wizard {card.name} played", "RGO-SHADOW-5")
    if card.mind is not None and card.mind >= 9:
        return ShadowChange(1, f"{how}: {card.name} (mind {card.mind})", "RGO-SHADOW-4")
    return None


def faction_recruited(card: Card) -> ShadowChange | None:
    mp = card.marshalling_points or 0
    if card.is_faction and mp >= 4:
        return ShadowChange(1, f"faction recruited: {card.name} ({mp} MP)", "RGO-SHADOW-6")
    return None


def ring_revealed(card: Card) -> ShadowChange | None:
    """The One Ring adds 3, a Dwarf ring 1; other rings nothing."""
    if fold(card.name) == fold("The One Ring"):
        return ShadowChange(3, "The One Ring revealed", "RGO-SHADOW-8")
    if any("dwarven ring" in fold(k) or "dwarf-ring" in fold(k) for k in card.keywords):
        return ShadowChange(1, f"Dwarf ring revealed: {card.name}", "RGO-SHADOW-7")
    return None


def palantir_used(card: Card) -> ShadowChange:
    return ShadowChange(1, f"palantír used: {card.name}", "RGO-SHADOW-9")


def corruption_removed(card_name: str, roll: int, needed: int, tapped: bool) -> ShadowChange | None:
    """A tapped character removing a corruption card with a roll of at least ``needed + 4``
    takes one token away; an untapped attempt or a smaller margin does not."""
    if tapped and roll >= needed + REMOVAL_MARGIN:
        return ShadowChange(-1, f"{card_name} removed with {roll} (needed {needed})",
                            "RGO-SHADOW-10")
    return None
