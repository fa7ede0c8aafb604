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
    #: After the attack each character it wounded makes a corruption check with this
    #: modifier (None: no check).
    wounded_corruption: int | None = None
    #: Its prowess against a strike on a character of a race: (race, prowess) pairs.
    prowess_against: tuple[tuple[str, int], ...] = ()
    #: Every character of the company makes a corruption check before its strikes are
    #: assigned.
    company_corruption_first: bool = False
    #: Only non-Wizards face its strikes, one each, with their mind as their prowess; a strike
    #: that would wound taps instead, with no body check.
    mind_against: bool = False
    #: (race, prowess): this much more prowess against a company that has already faced an
    #: attack of that race this turn.
    prowess_after: tuple[str, int] | None = None
    #: Each character faces one strike: the catalog's "1/each", nothing more to play.
    each_character: bool = False
    missing: str = ""  # what the card says that the script does not play ("": nothing)
    test: str = ""  # the test that proves the script (``path::function``)


_BURGLAR = "tests/rules/test_burglar_scripted_cards.py::"

_RGO = "tests/rules/test_road_goes_ever_on_creature_scripts.py::"
_LAIR = "where it may be played (its lair, and the further regions with Doors of Night)"

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
    {c.card_id: c for c in (
        CreatureScript("TW-14", "Barrow-wight", wounded_corruption=-2,
                       test=_RGO + "test_a_barrow_wight_s_wounded_make_a_corruption_check_at_2"),
        CreatureScript("TW-15", "Barrow-wight", wounded_corruption=-2,
                       test=_RGO + "test_a_barrow_wight_s_wounded_make_a_corruption_check_at_2"),
        CreatureScript("TW-37", "Ghosts", wounded_corruption=-1,
                       test=_RGO + "test_the_ghosts_wounded_make_a_corruption_check_at_1"),
        CreatureScript("TW-70", "Old Man Willow", prowess_against=(("Hobbit", 15),),
                       missing="the further regions and sites it may be played at",
                       test=_RGO + "test_old_man_willow_strikes_a_hobbit_at_15"),
        CreatureScript("TW-23", "Corpse-candle", company_corruption_first=True,
                       test=_RGO + "test_a_corpse_candle_tries_every_character_s_corruption_"
                                   "first"),
        CreatureScript("TW-493", "Neeker-breekers", mind_against=True,
                       test=_RGO + "test_neeker_breekers_strike_mind_and_only_tap"),
        CreatureScript("TW-90", "Smaug", attacker_chooses=True, missing=_LAIR,
                       test=_RGO + "test_smaug_and_daelomin_choose_their_defenders"),
        CreatureScript("TW-26", "Daelomin", attacker_chooses=True, missing=_LAIR,
                       test=_RGO + "test_smaug_and_daelomin_choose_their_defenders"),
        CreatureScript("TW-73", "Orc-lieutenant", prowess_after=("Orc", 4),
                       test=_RGO + "test_an_orc_lieutenant_or_warband_is_stronger_after_an_orc_"
                                   "attack"),
        CreatureScript("TW-76", "Orc-warband", prowess_after=("Orc", 3),
                       test=_RGO + "test_an_orc_lieutenant_or_warband_is_stronger_after_an_orc_"
                                   "attack"),
        CreatureScript("TW-88", "Silent Watcher", each_character=True,
                       test=_RGO + "test_each_character_faces_one_strike"),
        CreatureScript("TW-110", "Watcher in the Water", each_character=True,
                       missing="that it may also be played at Moria",
                       test=_RGO + "test_each_character_faces_one_strike"),
        CreatureScript("TW-25", "Crebain", each_character=True,
                       missing="the cards of the hand revealed after the attack (to a hazard "
                               "player: there is none in a solo game)",
                       test=_RGO + "test_each_character_faces_one_strike"),
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
