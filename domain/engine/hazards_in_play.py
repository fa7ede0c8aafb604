"""Hazard events that stay in play, scripted after ``effects.HAZARD_LONG_REGISTRY``
(generation 1): the alternatives a long-event has while Doors of Night is in play, that a card
cannot be duplicated, and Doors of Night itself (a permanent environment that stays in play and
discards the resource environments in play as it comes).

A ruleset version plays the generations up to its own (``scripted``), so scripting a card never
changes a game recorded before. Listed by ``redbook cards --coverage`` and in
docs/resource-cards.md.
"""

from __future__ import annotations

from dataclasses import dataclass

from domain.engine.effects import AttackModifier, scripted_long_event

DOORS_OF_NIGHT = "TW-28"


@dataclass(frozen=True, slots=True)
class LongEventScript:
    """What a hazard event that stays in play (a long-event, an environment) does there."""

    card_id: str
    name: str
    modifiers: tuple[AttackModifier, ...] = ()  # to attacks while it is in play
    with_doors: tuple[AttackModifier, ...] | None = None  # instead, with Doors of Night
    one_in_play: bool = False  # cannot be duplicated: not played while a copy is in play
    discards_resource_environments: bool = False  # as it is played
    stays_in_play: bool = False  # a permanent-event: in play until something removes it
    missing: str = ""
    test: str = ""


_TEST = "tests/rules/test_burglar_scripted_cards.py::"


def _from_first(card_id: str, name: str, with_doors: tuple[AttackModifier, ...], test: str,
                one_in_play: bool = False) -> LongEventScript:
    """Generation 1's modifier, with its Doors of Night alternative."""
    found = scripted_long_event(card_id)
    assert found is not None
    return LongEventScript(card_id, name, (found,), with_doors, one_in_play, test=test)


#: Hazard event card id -> its script, one dict a generation (2, 3, ...).
GENERATIONS: tuple[dict[str, LongEventScript], ...] = (
    {s.card_id: s for s in (
        _from_first("TW-32", "Eye of Sauron",
                    with_doors=(AttackModifier(prowess=3, automatic_only=True),),
                    test=_TEST + "test_eye_of_sauron_with_doors_of_night_gives_three"),
        _from_first("TW-61", "Minions Stir",
                    with_doors=(AttackModifier(2, 2, ("Orcs",)), AttackModifier(1, 1, ("Trolls",))),
                    one_in_play=True,
                    test=_TEST + "test_minions_stir_with_doors_of_night_and_never_twice"),
        _from_first("TW-108", "Wake of War",
                    with_doors=(AttackModifier(2, 2, ("Wolves",)),
                                AttackModifier(1, 1, ("Spiders", "Animals"))),
                    one_in_play=True,
                    test=_TEST + "test_wake_of_war_with_doors_of_night_and_never_twice"),
        LongEventScript(DOORS_OF_NIGHT, "Doors of Night", one_in_play=True,
                        discards_resource_environments=True, stays_in_play=True,
                        test=_TEST + "test_doors_of_night_discards_the_resource_environments"),
    )},
)

#: The latest generation of long-event scripts.
LATEST = 1 + len(GENERATIONS)


def scripted(card_id: str, generation: int) -> LongEventScript | None:
    """The script of a hazard event that stays in play, in ``generation`` (the latest
    generation up to it that scripts it; generation 1 is ``effects.HAZARD_LONG_REGISTRY``), or
    None."""
    for cards in reversed(GENERATIONS[:max(0, generation - 1)]):
        if card_id in cards:
            return cards[card_id]
    found = scripted_long_event(card_id)
    return None if found is None else LongEventScript(card_id, "", (found,))


def modifiers(card_id: str, generation: int, doors: bool) -> tuple[AttackModifier, ...]:
    """What the event adds to attacks while in play, with Doors of Night in play or not."""
    script = scripted(card_id, generation)
    if script is None:
        return ()
    if doors and script.with_doors is not None:
        return script.with_doors
    return script.modifiers
