"""Creatures' special text the engine plays: what a hazard creature's card says beyond its race,
strikes and numbers (the catalog's facts), in the project's own words.

Scripts come in generations, as the resource scripts do (``effects.LATER``): a ruleset version
plays the generations up to its own (0: none), so scripting a creature never changes a game
recorded before. Listed by ``redbook cards --coverage`` and in docs/resource-cards.md.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class CreatureScript:
    """What a creature's special text makes of its attack."""

    card_id: str
    name: str
    #: The attacker chooses every defending character: the defender assigns no strike
    #: (CoE 3.iii), the scenario's ranking picks each target.
    attacker_chooses: bool = False
    #: A defending character the strike wounds is discarded (no body check), a Wizard aside.
    discards_wounded: bool = False
    #: A character it wounds whose body check comes out equal to his body is discarded, a
    #: Wizard aside.
    discards_on_equal_body: bool = False
    missing: str = ""  # what the card says that the script does not play ("": nothing)
    test: str = ""  # the test that proves the script (``path::function``)


_BURGLAR = "tests/rules/test_burglar_scripted_cards.py::"

#: Creature card id -> its script, one dict a generation (1, 2, ...).
GENERATIONS: tuple[dict[str, CreatureScript], ...] = (
    {c.card_id: c for c in (
        CreatureScript("TW-5", "Ambusher", attacker_chooses=True,
                       test=_BURGLAR + "test_the_attacker_chooses_every_defender_of_an_ambusher"),
        CreatureScript("TW-20", "Cave-drake", attacker_chooses=True,
                       test=_BURGLAR + "test_the_attacker_chooses_every_defender_of_a_cave_drake"),
    )},
    {c.card_id: c for c in (
        CreatureScript("TW-1", "Abductor", discards_wounded=True,
                       test=_BURGLAR + "test_the_abductor_carries_off_the_character_it_wounds"),
        CreatureScript("TW-40", "Giant Spiders", discards_on_equal_body=True,
                       missing="the further regions and sites it may be played at",
                       test=_BURGLAR + "test_giant_spiders_discard_a_character_whose_body_check_"
                                       "equals_his_body"),
    )},
)

#: The latest generation of creature scripts.
LATEST = len(GENERATIONS)


def scripted_creature(card_id: str | None, generation: int) -> CreatureScript | None:
    """The script of creature ``card_id`` in ``generation`` (the latest generation up to it
    that scripts it), or None: its special text is not played there."""
    for cards in reversed(GENERATIONS[:max(0, generation)]):
        if card_id in cards:
            return cards[card_id]
    return None
