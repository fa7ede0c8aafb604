"""Creatures' special text the engine plays: what a hazard creature's card says beyond its race,
strikes and numbers (the catalog's facts), in the project's own words.

Scripts come in generations, as the resource scripts do (``effects.LATER``): a ruleset version
plays the generations up to its own (0: none), so scripting a creature never changes a game
recorded before. Listed by ``redbook cards --coverage`` and in docs/resource-cards.md.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass

from domain.engine.characters import Character
from domain.engine.effects import TWO_PLAYER
from domain.immutable import replace


@dataclass(frozen=True, slots=True)
class Where:
    """Somewhere a creature's text lets it be played beyond its printed keying (CoE 2.IV):
    keyed to named ``regions``; at the sites in ``sites_in`` (of ``site_types`` only, () any
    type); at the named ``sites``; on a company moving ``between`` two named sites, either
    way. With ``doors_of_night``, only while Doors of Night is in play; with ``after``, only
    against a company that has faced that creature this turn."""

    regions: tuple[str, ...] = ()
    sites_in: tuple[str, ...] = ()
    site_types: tuple[str, ...] = ()
    sites: tuple[str, ...] = ()
    between: tuple[str, str] | None = None
    doors_of_night: bool = False
    #: Only against a company that has faced this creature (a card id) this turn.
    after: str | None = None


def keyed_and_sites_in(*regions: str, doors_of_night: bool = False) -> Where:
    """Keyed to ``regions``, and at any site in them: the Nazgûl's and Dragons' wording."""
    return Where(regions=regions, sites_in=regions, doors_of_night=doors_of_night)


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
    #: Where else it may be played (its text's further regions and sites).
    also_played: tuple[Where, ...] = ()
    #: A successful strike harms no one but takes an item: one the company holds
    #: (``COMPANY``) or one the struck character bears (``BEARER``).
    strike_takes_item: str | None = None
    #: Each strike that wounds makes the company discard one item.
    wound_takes_item: bool = False
    #: Against a company that has faced one of these creatures (card ids) this turn, a
    #: character it wounds discards every item he bears but the special ones.
    wound_strips_after: tuple[str, ...] = ()
    #: It makes this many attacks of one strike each, all against the character the first
    #: one strikes; it is defeated when every one of them is.
    attacks: int = 1
    #: The item its strike or wound takes is the one the defender names (a ruleset asks
    #: while the strikes are assigned), not the one worth the fewest marshalling points.
    defender_names_item: bool = False
    #: How many of its attacks the defender may cancel, tapping one character of the company
    #: for each (a ruleset asks while the strikes are assigned).
    canceled_by_tapping: int = 0
    #: The character tapped to cancel one of its attacks is not the one it attacks.
    tapper_not_defender: bool = False
    #: An attack of it given more than one strike strikes its one defending character only,
    #: each strike beyond the first an excess strike against him (-1 prowess each).
    excess_on_defender: bool = False
    #: The defender may cancel one of its attacks even after its strike is assigned and after
    #: facing another of them (a ruleset holds each attack's strike for him).
    cancels_late: bool = False
    missing: str = ""  # what the card says that the script does not play ("": nothing)
    test: str = ""  # the test that proves the script (``path::function``)


#: ``strike_takes_item``: an item the company holds, or one the struck character bears.
COMPANY = "company"
BEARER = "bearer"

_BURGLAR = "tests/rules/test_burglar_scripted_cards.py::"

_RGO = "tests/rules/test_road_goes_ever_on_creature_scripts.py::"
_LAIR = "where it may be played (its lair, and the further regions with Doors of Night)"

_RGO4 = "tests/rules/test_road_goes_ever_on_creature_places.py::"
#: What a Nazgûl's script leaves out: its play as a permanent-event.
NAZGUL_PERMANENT = "its play as a permanent-event, tapped in a hazard player's " \
                   "movement/hazard phase (a solo game has no hazard player: the Shadow " \
                   "plays it as a creature)"
#: What each Nazgûl, played as a permanent-event, would do tapped: a solo game, whose hazards
#: no player holds in play for later, never plays it so (each ruleset's coverage says why).
NAZGUL_TAPPED = {
    "TW-2": "one character would tap",
    "TW-4": "one character's body would be -1 for the turn",
    "TW-31": "Wolf, Spider and Animal attacks would have +1 prowess for the turn",
    "TW-44": "one attack would have a strike more",
    "TW-46": "a wounded character would discard an item of his choice, not a ring",
    "TW-47": "the player would discard a card of his choice for each Nazgûl permanent-event "
             "in play",
    "TW-83": "every character would check corruption with no resource to help",
    "TW-107": "a hazard creature of its player's discard pile would go back to his hand",
    "TW-113": "a long-event would make every Shadow-hold a Dark-hold",
}
_NAZGUL_TEST = _RGO4 + "test_a_nazgul_is_also_keyed_to_its_regions_and_their_sites"
_DRAGON_TEST = _RGO4 + "test_a_dragon_comes_at_its_lair_and_with_doors_of_night_further"
_PATH = "; a named region in the middle of the site path (the path names region types only)"
#: What a script of generation 4 leaves out where a site path's middle regions are unnamed.
MIDDLE_OF_PATH = _PATH[2:]
_CHOICE = "the defender's own choice of the item (the one worth the fewest marshalling points " \
          "goes)"
#: What a thief's script of generation 4 leaves out where the defender names no item.
DEFENDER_CHOICE = _CHOICE
_ITEMS = "tests/rules/test_road_goes_ever_on_creature_thieves.py::"
_SLAYERS = "tests/rules/test_road_goes_ever_on_creature_attacks.py::"
_EXCESS = "more strikes given to an attack as excess strikes"
#: What the Assassin and the Slayer still leave out once their excess strikes are played.
_LATE_CANCEL = "the defender's cancel of an attack after a strike is assigned or another of " \
               "its attacks faced (it is decided before the first strike)"
_HELD = "tests/rules/test_road_goes_ever_on_held_attacks.py::"
_ASSASSIN = CreatureScript("TW-8", "Assassin", attacker_chooses=True, attacks=3,
                           canceled_by_tapping=2, tapper_not_defender=True, missing=_EXCESS,
                           test=_SLAYERS + "test_the_defender_taps_characters_to_cancel_attacks")
_SLAYER = CreatureScript("TW-89", "Slayer", attacker_chooses=True, attacks=2,
                         canceled_by_tapping=1, missing=_EXCESS,
                         test=_SLAYERS + "test_the_defender_taps_characters_to_cancel_attacks")
_DRAGON_LANDS = ("Grey Mountain Narrows", "Iron Hills", "Northern Rhovanion", "Withered Heath")

_NAZGUL = tuple(
    CreatureScript(card_id, name, also_played=(keyed_and_sites_in(*regions),),
                   missing=NAZGUL_PERMANENT + _PATH, test=_NAZGUL_TEST)
    for card_id, name, regions in (
        ("TW-113", "Witch-king of Angmar", ("Angmar", "Gundabad", "Gorgoroth", "Imlad Morgul")),
        ("TW-47", "Khamûl the Easterling",
         ("Brown Lands", "Heart of Mirkwood", "Gorgoroth", "Southern Mirkwood")),
        ("TW-31", "Dwar of Waw", ("Harondor", "Imlad Morgul", "Gorgoroth", "Ithilien")),
        ("TW-46", "Indûr Dawndeath", ("Harondor", "Imlad Morgul", "Gorgoroth", "Khand")),
        ("TW-4", "Akhôrahil", ("Harondor", "Horse Plains", "Gorgoroth", "Khand")),
        ("TW-44", "Hoarmûrath of Dír", ("Dagorlad", "Ithilien", "Gorgoroth", "Khand")),
        ("TW-2", "Adûnaphel", ("Brown Lands", "Dagorlad", "Gorgoroth", "Western Mirkwood")),
        ("TW-83", "Ren the Unclean", ("Dagorlad", "Ithilien", "Gorgoroth", "Horse Plains")),
        ("TW-107", "Ûvatha the Horseman", ("Harondor", "Horse Plains", "Gorgoroth", "Khand")),
    ))

_DRAGONS = tuple(
    CreatureScript(card_id, name, attacker_chooses=chooses,
                   also_played=(Where(sites=(lair,)),
                                keyed_and_sites_in(*_DRAGON_LANDS, doors_of_night=True)),
                   missing=_PATH[2:], test=_DRAGON_TEST)
    for card_id, name, lair, chooses in (
        ("TW-90", "Smaug", "The Lonely Mountain", True),
        ("TW-26", "Daelomin", "Dancing Spire", True),
        ("TW-3", "Agburanar", "Caves of Ûlund", False),
        ("TW-48", "Leucaruth", "Irerock", False),
    ))

_MIRKWOOD = ("Heart of Mirkwood", "Southern Mirkwood", "Western Mirkwood", "Woodland Realm")
_HOLDS = ("ruins-and-lairs", "shadow-hold")
_CORSAIR_LANDS = ("Andrast", "Anfalas", "Belfalas", "Cardolan", "Enedhwaith", "Harondor",
                  "Lindon", "Lebennin", "Old Pûkel-land")
_PUKEL_LANDS = ("Andrast", "Anfalas", "Anórien", "Dunland", "Enedhwaith", "Gap of Isen",
                "Lamedon", "Old Pûkel Gap", "Old Pûkel-land", "Rohan")
_MUMAK_LANDS = ("Dagorlad", "Gorgoroth", "Horse Plains", "Ithilien", "Khand", "Nurn", "Udûn")
_MUMAK_COAST = ("Andrast", "Anfalas", "Belfalas", "Lebennin")

_PLACES = (
    CreatureScript("TW-110", "Watcher in the Water", each_character=True,
                   also_played=(Where(sites=("Moria",)),),
                   test=_RGO4 + "test_creatures_come_at_the_sites_their_text_names"),
    CreatureScript("TW-40", "Giant Spiders", discards_on_equal_body=True,
                   also_played=(Where(regions=_MIRKWOOD, sites_in=_MIRKWOOD,
                                      site_types=(*_HOLDS, "dark-hold")),),
                   missing=_PATH[2:], test=_RGO4 + "test_creatures_come_in_the_regions_their_"
                                                   "text_names"),
    CreatureScript("TW-70", "Old Man Willow", prowess_against=(("Hobbit", 15),),
                   also_played=(Where(regions=("Fangorn", *_MIRKWOOD[:3]),
                                      sites_in=("Fangorn", *_MIRKWOOD[:3]),
                                      site_types=(*_HOLDS, "dark-hold")),
                                Where(sites=("Old Forest", "Drúadan Forest"))),
                   missing=_PATH[2:],
                   test=_RGO4 + "test_creatures_come_at_the_sites_their_text_names"),
    CreatureScript("TW-45", "Huorn",
                   also_played=(Where(sites=("Drúadan Forest", "Old Forest", "Wellinghall")),
                                Where(regions=_MIRKWOOD, sites_in=_MIRKWOOD,
                                      site_types=_HOLDS)),
                   missing=_PATH[2:],
                   test=_RGO4 + "test_creatures_come_at_the_sites_their_text_names"),
    CreatureScript("TW-82", "Pûkel-men",
                   also_played=(Where(sites_in=_PUKEL_LANDS, site_types=("ruins-and-lairs",)),),
                   test=_RGO4 + "test_creatures_come_in_the_regions_their_text_names"),
    CreatureScript("TW-86", "Shelob",
                   also_played=(Where(sites_in=("Imlad Morgul", "Gorgoroth")),),
                   missing="her play as a permanent-event, and with Doors of Night her bonus to "
                           "Spider and Animal attacks from there (the Shadow plays her as a "
                           "creature)",
                   test=_RGO4 + "test_creatures_come_in_the_regions_their_text_names"),
    CreatureScript("TW-95", "The Great Goblin",
                   also_played=(Where(between=("Rivendell", "Lórien")),
                                keyed_and_sites_in("High Pass")),
                   test=_RGO4 + "test_the_great_goblin_comes_between_rivendell_and_lorien"),
    CreatureScript("TW-24", "Corsairs of Umbar",
                   also_played=(Where(regions=_CORSAIR_LANDS, sites_in=_CORSAIR_LANDS,
                                      site_types=_HOLDS),
                                Where(sites_in=("Elven Shores", "Eriadoran Coast",
                                                "Andrast Coast", "Bay of Belfalas",
                                                "Mouths of the Anduin"))),
                   missing=_PATH[2:],
                   test=_RGO4 + "test_creatures_come_in_the_regions_their_text_names"),
    CreatureScript("TW-66", "Mûmak (Oliphant)",
                   also_played=(keyed_and_sites_in(*_MUMAK_LANDS),),
                   missing="the further regions on the turn and company Corsairs of Umbar "
                           "attacked" + _PATH,
                   test=_RGO4 + "test_creatures_come_in_the_regions_their_text_names"),
)

_THIEVES = (
    CreatureScript("TW-102", "Thief", strike_takes_item=COMPANY, missing=_CHOICE,
                   test=_ITEMS + "test_a_thief_s_successful_strike_takes_an_item_of_the_company"),
    *(CreatureScript(card_id, "Pick-pocket", attacker_chooses=True, strike_takes_item=BEARER,
                     missing=_CHOICE,
                     test=_ITEMS + "test_a_pick_pocket_takes_an_item_the_struck_character_bears")
      for card_id in ("TW-79", "TW-80")),
    CreatureScript("TW-17", "Brigands", wound_takes_item=True, missing=_CHOICE,
                   test=_ITEMS + "test_each_wound_of_brigands_costs_the_company_an_item"),
    *(CreatureScript(card_id, name, wound_strips_after=others,
                     test=_ITEMS + "test_a_troll_after_another_strips_the_wounded_of_items")
      for card_id, name, others in (
          ("TW-16", "“Bert” (Bûrat)", ("TW-112", "TW-103")),
          ("TW-112", "“William” (Wûluag)", ("TW-16", "TW-103")),
          ("TW-103", "“Tom” (Tûma)", ("TW-16", "TW-112")),
      )),
)

_MUMAK = CreatureScript("TW-66", "Mûmak (Oliphant)",
                        also_played=(keyed_and_sites_in(*_MUMAK_LANDS),
                                     Where(regions=_MUMAK_COAST, sites_in=_MUMAK_COAST,
                                           site_types=_HOLDS, after="TW-24")),
                        missing=_PATH[2:],
                        test="tests/rules/test_road_goes_ever_on_creature_sites.py::"
                             "test_a_mumak_follows_corsairs_of_umbar")

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
                       missing=f"{TWO_PLAYER}the cards of the hand revealed after the "
                               "attack, shown to a hazard player (a solo game has none)",
                       test=_RGO + "test_each_character_faces_one_strike"),
    )},
    {c.card_id: c for c in (*_NAZGUL, *_DRAGONS, *_PLACES, *_THIEVES)},
    {c.card_id: c for c in (
        CreatureScript("TW-8", "Assassin", attacker_chooses=True, attacks=3,
                       missing="the defender's cancel of one or two of its attacks by tapping "
                               "other characters; more strikes given to an attack as excess "
                               "strikes",
                       test=_SLAYERS + "test_an_assassin_attacks_one_character_three_times"),
        CreatureScript("TW-89", "Slayer", attacker_chooses=True, attacks=2,
                       missing="the defender's cancel of one of its attacks by tapping a "
                               "character; more strikes given to an attack as excess strikes",
                       test=_SLAYERS + "test_a_slayer_attacks_one_character_twice"),
        CreatureScript("TW-65", "Mouth of Sauron",
                       missing="its play as a short-event, a hazard card of the discard pile "
                               "back to the hand (the Shadow, who holds no hand, plays it as a "
                               "creature)",
                       test=_SLAYERS + "test_the_mouth_of_sauron_attacks_as_a_creature"),
    )},
    {_MUMAK.card_id: _MUMAK},
    # The same scripts where a named region in the middle of the site path is known: they
    # miss nothing of their places any more.
    {c.card_id: replace(c, missing=c.missing.replace(_PATH, "").replace(_PATH[2:], ""))
     for c in (*_NAZGUL, *_DRAGONS, *_PLACES, _MUMAK) if _PATH[2:] in c.missing},
    # The thieves again, the item they take the one the defender names.
    {c.card_id: replace(c, defender_names_item=True, missing="",
                        test=_ITEMS + "test_the_defender_names_the_item_a_thief_takes")
     for c in _THIEVES if c.missing == _CHOICE},
    # The Assassin and the Slayer again, the defender tapping characters to cancel attacks.
    {c.card_id: c for c in (_ASSASSIN, _SLAYER)},
    # And again, more strikes given to one of their attacks weighing on its one defender.
    {c.card_id: replace(c, excess_on_defender=True, missing=_LATE_CANCEL,
                        test=_SLAYERS + "test_more_strikes_weigh_on_the_one_defender_as_excess")
     for c in (_ASSASSIN, _SLAYER)},
    # And again, each attack's strike held for the defender, who may cancel it then.
    {c.card_id: replace(c, excess_on_defender=True, cancels_late=True, missing="",
                        test=_HELD + "test_an_assassin_attack_is_canceled_after_its_strike_is_"
                                     "assigned")
     for c in (_ASSASSIN, _SLAYER)},
)

#: The latest generation of creature scripts.
LATEST = len(GENERATIONS)

#: Creatures any successful strike of which sends the moving company it attacks back to its
#: site of origin, the character wounded as usual (Fell Turtle): a fact beside the
#: generations, each ruleset playing it from a version of its own (The Road Goes Ever On's
#: ``origin_returns``, the Guise's ``creatures.SENDS_BACK_FROM``).
SENDS_BACK = ("TW-34",)


@functools.lru_cache(maxsize=4096)  # asked at every strike and keying, for a few creatures
def scripted_creature(card_id: str | None, generation: int) -> CreatureScript | None:
    """The script of creature ``card_id`` in ``generation`` (the latest generation up to it
    that scripts it), or None: its special text is not played there."""
    for cards in reversed(GENERATIONS[:max(0, generation)]):
        if card_id in cards:
            return cards[card_id]
    return None


#: The race that never faces a strike against the mind (``mind_against``).
WIZARD = "Wizard"


def faces(script: CreatureScript | None, character: Character) -> bool:
    """Whether ``character`` may face a strike of the creature: no Wizard faces a strike
    against the mind (Neeker-breekers)."""
    return not (script is not None and script.mind_against and character.race == WIZARD)


def fighter(script: CreatureScript | None, character: Character) -> Character:
    """``character`` as he meets the creature's strike: against the mind, his mind is his
    prowess and no item adds to it."""
    if script is not None and script.mind_against:
        return replace(character, prowess=character.mind or 0, items=())
    return character


def attack_strikes(script: CreatureScript | None, strikes: int, printed: int) -> int:
    """The strikes of one attack of a creature making several (an Assassin, a Slayer): one,
    its printed ``printed`` counting its attacks; where its text makes more strikes given to
    an attack excess strikes on its one defender, one more for each strike the attack of
    ``strikes`` has beyond the printed. Any other creature's ``strikes`` stand."""
    if script is None or script.attacks <= 1:
        return strikes
    return max(1, 1 + strikes - printed) if script.excess_on_defender else 1


def cancelers(script: CreatureScript | None, characters: Sequence[Character],
              target: str | None, canceled: int) -> list[str]:
    """The characters of ``characters`` who may tap to cancel one of the creature's attacks
    (an Assassin's, a Slayer's), ``canceled`` of them canceled so far: untapped, while one is
    left to cancel; for an Assassin, not ``target``, the one it attacks."""
    if script is None or canceled >= script.canceled_by_tapping:
        return []
    return [c.card_id for c in characters if c.untapped
            and not (script.tapper_not_defender and c.card_id == target)]


def wound_taps_only(script: CreatureScript | None) -> bool:
    """A strike of the creature that would wound only taps the character, with no body
    check (a strike against the mind)."""
    return script is not None and script.mind_against
