"""The corruption permanent-events of The Wizards that make their bearer take corruption
checks (CoE 7.1), besides the corruption points they give: when each card's check comes, who a
card may be played on, and the removal roll printed on the two that the common table of
removal numbers leaves out. A ruleset plays the checks at its own points of the turn and with
its own corruption check; what a card asks of the turn stands here once.

- Lure of Nature: at the end of his company's movement/hazard phase, one check for each
  Wilderness of its site path.
- Lure of Creation: a Wizard checks at the end of the movement/hazard phase of a turn his
  company moved to a Haven.
- Lure of the Senses: at the end of the untap phase, a check if he is at a Haven.
- The Burden of Time: in the untap phase, an Elf not at a Haven checks.
- Despair of the Heart: a check each time a character of his company is wounded.
- Lure of Expedience: a check each time a character of his company gains an item played at
  the site.
"""

from __future__ import annotations

from dataclasses import dataclass

from domain.engine import coe

RULE = coe.CORRUPTION_CHECK
#: The effect a check's ``HazardEffectApplied`` fact names, so the log says why it is made.
EFFECT = "corruption-check"

# When a card's check comes.
MOVEMENT_END = "movement-end"
UNTAP = "untap"
WOUNDED = "wounded"
ITEM_GAINED = "item-gained"

LURE_OF_NATURE, LURE_OF_CREATION = "TW-58", "TW-56"
LURE_OF_THE_SENSES, BURDEN_OF_TIME = "TW-60", "TW-94"
DESPAIR_OF_THE_HEART, LURE_OF_EXPEDIENCE = "TW-27", "TW-57"


@dataclass(frozen=True, slots=True)
class CorruptionCard:
    """When a corruption card makes its bearer check."""

    card_id: str
    name: str
    when: str


CARDS: dict[str, CorruptionCard] = {c.card_id: c for c in (
    CorruptionCard(LURE_OF_NATURE, "Lure of Nature", MOVEMENT_END),
    CorruptionCard(LURE_OF_CREATION, "Lure of Creation", MOVEMENT_END),
    CorruptionCard(LURE_OF_THE_SENSES, "Lure of the Senses", UNTAP),
    CorruptionCard(BURDEN_OF_TIME, "The Burden of Time", UNTAP),
    CorruptionCard(DESPAIR_OF_THE_HEART, "Despair of the Heart", WOUNDED),
    CorruptionCard(LURE_OF_EXPEDIENCE, "Lure of Expedience", ITEM_GAINED),
)}

#: The lowest removal roll of the two cards the common table of removal numbers leaves out,
#: as printed (a roll greater than the number removes the card).
REMOVAL = {BURDEN_OF_TIME: 8, LURE_OF_EXPEDIENCE: 6}


@dataclass(frozen=True, slots=True)
class Bearers:
    """Who a card may be played on, as its text says: the races it needs (any when empty),
    the races it may not, whether his company must be away from a Haven, and the words
    naming it."""

    races: tuple[str, ...]
    not_races: tuple[str, ...]
    away_from_haven: bool
    words: str


#: Who each card may be played on, as its text says (generation 2, every card). The first
#: reading (generation 1) knew only The Burden of Time's and Lure of Expedience's words, and
#: let the other four go on anyone; a ruleset playing it replays as played.
TARGETS = {
    LURE_OF_NATURE: Bearers((), ("Hobbit", "Dwarf", "Orc", "Ringwraith"), False,
                            "a character but a Hobbit, a Dwarf, an Orc or a Ringwraith"),
    LURE_OF_CREATION: Bearers(("Wizard",), (), False, "a Wizard"),
    LURE_OF_THE_SENSES: Bearers((), ("Ringwraith",), False, "a character but a Ringwraith"),
    BURDEN_OF_TIME: Bearers(("Elf",), (), True, "an Elf whose company is not at a Haven"),
    DESPAIR_OF_THE_HEART: Bearers((), ("Hobbit", "Wizard", "Ringwraith"), False,
                                  "a character but a Hobbit, a Wizard or a Ringwraith"),
    LURE_OF_EXPEDIENCE: Bearers((), ("Ringwraith", "Wizard", "Hobbit"), False,
                                "a character but a Ringwraith, a Wizard or a Hobbit"),
}
#: The cards whose bearers the first reading knew, and its words for them.
FIRST_READING = {
    BURDEN_OF_TIME: TARGETS[BURDEN_OF_TIME],
    LURE_OF_EXPEDIENCE: Bearers((), ("Wizard", "Hobbit"), False,
                                "a character but a Wizard or a Hobbit"),
}
#: The generation reading every card's bearers.
EVERY_CARD = 2


def targets(generation: int = 1) -> dict[str, Bearers]:
    """Who each card may be played on, in ``generation`` (a card not named fits anyone)."""
    return TARGETS if generation >= EVERY_CARD else FIRST_READING


def may_bear(card_id: str, race: str, at_haven: bool, generation: int = 1) -> bool:
    """Whether a character of ``race`` (his company at, or moving to, a Haven or not) may be
    the target of ``card_id`` in ``generation``; a card with no such words fits anyone."""
    bearers = targets(generation).get(card_id)
    if bearers is None:
        return True
    return (not bearers.races or race in bearers.races) and race not in bearers.not_races \
        and not (bearers.away_from_haven and at_haven)


def movement_checks(card_id: str, race: str, wildernesses: int, moved: bool,
                    to_haven: bool) -> tuple[int, str] | None:
    """How many checks a bearer of ``card_id`` takes at the end of his company's
    movement/hazard phase, and why (None: none): ``wildernesses`` counts the Wildernesses of
    the site path it moved by."""
    if card_id == LURE_OF_NATURE and moved and wildernesses:
        return wildernesses, f"{wildernesses} Wilderness in the path"
    if card_id == LURE_OF_CREATION and moved and to_haven and race == "Wizard":
        return 1, "his company moved to a Haven"
    return None


def untap_check(card_id: str, race: str, at_haven: bool) -> str | None:
    """Why a bearer of ``card_id`` checks at the end of the untap phase (None: he does not)."""
    if card_id == LURE_OF_THE_SENSES and at_haven:
        return "he is at a Haven"
    if card_id == BURDEN_OF_TIME and not at_haven and race == "Elf":
        return "an Elf away from a Haven"
    return None
