"""What Guise of the Necromancer plays of the engine's creature scripts
(``domain.engine.creature_scripts``), from ``CREATURES_FROM``: up to the Hobbit family's latest
generation (``hobbit.creature_texts.GENERATION``), the texts that need only the attack and the
company, read as the family reads them: a Corpse-candle's corruption check of every character
as its attack is declared, a Thief's or Pick-pocket's successful strike taking an item instead
of wounding, each wound of Brigands costing the company an item, Old Man Willow's prowess
against a Hobbit.

From ``TEXTS_FROM`` it plays the rest of what the family plays (``LATER``): the attacker's
choice of every defending character (GON-TARGET-1 picks each), the character a wound discards
(an Abductor's) or a body check equal to his body (Giant Spiders'), each wounded character's
corruption check after the attack (Barrow-wight, Ghosts), an Orc's higher prowess against a
company that faced an Orc attack this turn, a Troll after another of the three stripping the
wounded of his items. What it leaves out (``UNPLAYED``) the coverage names; earlier versions
play as they were played.

From ``SERIES_FROM`` it reads the scripts up to the engine's generation ``SERIES``: an
Assassin's or a Slayer's attacks of one strike each on one character (``series``; ``fight``
plays them one after another, ``moves.cancelers`` who may tap to cancel one), a Mûmak keyed
too where Corsairs of Umbar attacked the company this turn."""

from __future__ import annotations

from collections.abc import Sequence

from domain.cards import Card
from domain.engine import creature_places, creature_scripts
from domain.engine.creature_scripts import CreatureScript, scripted_creature
from domain.ruleset import played_since
from domain.rulesets.hobbit import creature_texts

#: The first version that plays creatures' text.
CREATURES_FROM = 7
#: The first version that plays the fields of ``LATER`` too.
TEXTS_FROM = 13
#: The first version keying a creature to the further places its text names
#: (``also_played``, GON-DUD-4).
PLACES_FROM = 14
#: The first version playing a strike against the mind (``creature_texts.VERSIONED``):
#: Neeker-breekers strike each character but a Wizard, his mind his prowess, and a strike
#: that would wound taps him, with no body check.
MIND_FROM = 19
#: The first version naming a region in the middle of a creature's site path by the map
#: (``creature_places.path_named``), where its text's further places may key it.
PATHS_FROM = 22
#: What of a creature script's missing parts this scenario plays (the coverage's).
PLAYED_PARTS = (creature_scripts.MIDDLE_OF_PATH, creature_scripts.DEFENDER_CHOICE)
#: Creatures whose special text no script plays because this scenario's rules take it
#: away, and the clause: card id -> what the coverage says (the card attacks as a creature).
RULED_OUT_TEXT: dict[str, str] = {
    "TW-65": "GON-DUD-6: its short-event function, a hazard card back from the discard pile, "
             "is ignored here; it attacks as a creature",
}
#: The first version in which the defender names the items a Thief, Pick-pocket or
#: Brigands take (``creature_texts.VERSIONED``, ``names_items``).
NAMED_ITEMS_FROM = 24
#: The first version in which a successful strike of a creature of
#: ``creature_scripts.SENDS_BACK`` (Fell Turtle) sends the moving company back to its site of
#: origin: it stays there, as a company that does not move (GON-DUD-4 keys the rest of the
#: hazard hand so), and its site phase is there.
SENDS_BACK_FROM = 46
#: The first version reading the engine's creature scripts up to generation ``SERIES``: an
#: Assassin's or a Slayer's attacks of one strike each, all on the one character the attacker
#: chooses, the defender tapping characters to cancel some of them (``series``); a Mûmak
#: keyed to the coastal regions where Corsairs of Umbar attacked the company this turn.
SERIES_FROM = 47
#: The generation of the Assassin's and the Slayer's scripts with every part of their text.
SERIES = 11
#: (first version, field): the versioned fields of a script played from that version on.
FIELDS = ((MIND_FROM, "mind_against"), (NAMED_ITEMS_FROM, "defender_names_item"))
#: (first version, generation): what the ruleset's ``creature_generations`` lists.
GENERATIONS = ((CREATURES_FROM, creature_texts.GENERATION), (SERIES_FROM, SERIES))
#: The script fields played from ``TEXTS_FROM`` only.
LATER = ("attacker_chooses", "discards_wounded", "discards_on_equal_body",
         "wounded_corruption", "prowess_after", "wound_strips_after")
#: What a script says that this scenario does not play, and why: (field, what it is): from
#: ``NAMED_ITEMS_FROM`` the defender names the item a thief takes, from ``SERIES_FROM`` he
#: taps characters to cancel an Assassin's or a Slayer's attacks, so nothing.
UNPLAYED: tuple[tuple[str, str], ...] = tuple(
    (field, why) for field, why in creature_texts.UNPLAYED_KEYED
    if field not in ("defender_names_item", "canceled_by_tapping"))
#: What a script leaves out that this scenario's rules take away, and the clause that does:
#: (what the script misses, what the coverage says instead).
RULED_AWAY: tuple[tuple[str, str], ...] = (
    (creature_scripts.NAZGUL_PERMANENT,
     "GON-NAZ-3: a Nazgûl has none of its permanent-event abilities here"),
)


def generation(played: str) -> int:
    """The generation of creature scripts version ``played`` reads (0: none)."""
    return max((g for since, g in GENERATIONS if int(played) >= since), default=0)


def script(played: str, card: str | None) -> CreatureScript | None:
    """The script of creature ``card`` as version ``played`` reads it, each versioned
    field it does not play yet unset."""
    return creature_texts.as_played(scripted_creature(card, generation(played)),
                                    [f for since, f in FIELDS if int(played) >= since])


def sends_back(played: str, card: str | None) -> bool:
    """Whether a successful strike of creature ``card`` sends the moving company back to
    its site of origin in the version ``played``."""
    return card in creature_scripts.SENDS_BACK and played_since(played, SENDS_BACK_FROM)


def series(played: str, card: str | None) -> CreatureScript | None:
    """The script of creature ``card`` if it makes more than one attack in the version
    ``played`` (an Assassin, a Slayer), else None."""
    found = script(played, card)
    return found if found is not None and found.attacks > 1 else None


def plays(played: str, found: CreatureScript | None, field: str) -> bool:
    """Whether version ``played`` plays ``field`` of ``found`` (set in it)."""
    value = getattr(found, field) if found is not None else None
    if value is None or value is False or value == ():
        return False
    return field not in LATER or played_since(played, TEXTS_FROM)


def further_keys(played: str, card_id: str, origin: Card, site: Card, path: Sequence[str],
                 moving: bool, faced: Sequence[str] = ()) -> list[str]:
    """How the creature's text lets it be keyed to the company beyond its printed keying
    (GON-DUD-4, version ``PLACES_FROM`` on): a named region of its site path (its first and
    last regions are known by name; from ``PATHS_FROM`` each the map names), its new site
    (or the site it stays at) named or in a named region, its move between two named sites;
    ``faced``: the creatures the company faced this turn. No Doors of Night is ever in play
    here (GON-HDECK-7)."""
    if not played_since(played, PLACES_FROM):
        return []
    return creature_places.text_keys(script(played, card_id), origin, site, path, moving,
                                     faced=faced, whole_path=played_since(played, PATHS_FROM))
