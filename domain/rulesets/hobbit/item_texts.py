"""The items' printed bonuses to their bearer's direct influence against a faction
(``engine.item_influence``, which The Road Goes Ever On reads too) as every Hobbit scenario
plays them in an influence attempt (CoE 2.V.3), from the version its ruleset names
(``item_influence_from``; earlier versions replay as played, the items giving nothing there):

- Narsil: +1 against any faction;
- the Horn of Anor: +2 against any faction;
- the Elf-stone: +2 against an Elf faction;
- The Arkenstone: +3 against a Dwarf faction.

Each is one modifier named after its card, an item counted once however many copies its
bearer has. A scenario whose characters may be followers may also play, from a version of its
own, the bonuses of Narsil, the Elf-stone, The Arkenstone and the Red Arrow in controlling
followers (``follower_bonus``; ``engine.item_influence.FOLLOWER_BONUSES``). The Red Book of
Westmarch's +2 against a Hobbit faction and a Hobbit follower is played from a version of a
scenario's own (``red_book``, its ``red_book_from``). The Iron Crown's
+4 is played with the rest of its text, from the version a scenario names (``crown``:
``iron_crown_from``, ``engine.iron_crown``); the rings' with their powers (the Guise plays its
rings by rules of its own).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from domain.cards import Card, fold
from domain.engine import iron_crown, item_influence, ring_powers
from domain.engine import wizards_ring as engine_ring
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.ruleset import played_since

#: The folded names of the items whose bonus the family plays.
ITEMS = tuple(fold(name) for name in ("Narsil", "Horn of Anor", "Elf-stone", "The Arkenstone"))
#: The Red Book of Westmarch, played from a scenario's ``red_book_from``.
RED_BOOK = fold("Red Book of Westmarch")


def plays(played: str, since: int | None) -> bool:
    """Whether the version ``played`` of a scenario whose item bonuses start at ``since``
    (None: never) plays them."""
    return since is not None and played_since(played, since)


def influence_modifiers(played: str, since: int | None, card: Callable[[str], Card],
                        bearer: Character, faction: Card, rings: bool = False,
                        crown: bool = False, red_book: bool = False,
                        wizards_ring: bool = False) -> list[Modifier]:
    """What the items ``bearer`` bears add to his direct influence against ``faction``; with
    ``rings``, the rings' bonuses too (``ring_texts``); with ``crown``, The Iron Crown's
    (``engine.iron_crown``); with ``red_book``, the Red Book of Westmarch's; with
    ``wizards_ring``, the Wizard's Ring's (``engine.wizards_ring``)."""
    if not plays(played, since):
        return []
    return item_influence.modifiers(
        card, bearer, faction,
        lambda key: key in ITEMS or (rings and key in ring_powers.INFLUENCE)
        or (crown and key == iron_crown.NAME) or (red_book and key == RED_BOOK)
        or (wizards_ring and key == engine_ring.NAME))


#: The folded names of the items whose bonus in controlling followers the family plays.
FOLLOWER_ITEMS = tuple(fold(name) for name in ("Narsil", "Elf-stone", "The Arkenstone",
                                               "Red Arrow"))


def follower_bonus(card: Callable[[str], Card], controller: Character,
                   followers: Sequence[Card], besides: Sequence[Modifier] = (),
                   red_book: bool = False) -> int:
    """What the items ``controller`` bears add to his direct influence in controlling
    ``followers``, each up to the minds of the followers it names (a scenario reads it from
    a version of its own; with ``red_book``, the Red Book of Westmarch's too); an item whose
    bonus is one of ``besides`` (his modifiers against a faction) counts there instead,
    once."""
    counted = {fold(card(m.source.removeprefix("card:")).name) for m in besides
               if m.source.startswith("card:")}
    return item_influence.follower_bonus(card, controller, followers,
                                         lambda key: (key in FOLLOWER_ITEMS
                                                      or red_book and key == RED_BOOK)
                                         and key not in counted)


_TESTS = "tests/rules/test_hobbit_item_influence.py::"
#: Card id -> (the part of its coverage note its faction bonus plays, "" for none; what of
#: its direct influence stays unplayed where a character may be a follower; its test).
COVERAGE = {
    "TW-289": ("+1 direct influence", "its +1 to direct influence in controlling followers",
               _TESTS + "test_narsil_and_the_horn_of_anor_add_to_any_faction"),
    "TW-259": ("", "", _TESTS + "test_narsil_and_the_horn_of_anor_add_to_any_faction"),
    "TW-224": ("", "its +2 against an Elf character (controlling him as a follower)",
               _TESTS + "test_the_elf_stone_adds_two_against_an_elf_faction_only"),
    "TW-341": ("+3 direct influence against Dwarves and Dwarf factions",
               "its +3 against a Dwarf character (controlling him as a follower)",
               _TESTS + "test_the_arkenstone_adds_three_against_a_dwarf_faction"),
}


def left_out(card_id: str, missing: str, followers: bool,
             follower_items: bool = False) -> tuple[bool, str]:
    """Whether a scenario playing the bonuses still leaves out some of ``card_id`` (its
    coverage note ``missing`` before), and the note: what it leaves out, then what never
    arises there. ``followers``: whether a character may be a follower there;
    ``follower_items``: whether it plays the items' bonuses in controlling one."""
    played, follower_part, _ = COVERAGE[card_id]
    left = [p for p in missing.split("; ") if p and p != played] if played else []
    if followers and follower_part and not follower_items:
        left.insert(0, follower_part)
    never = "" if followers or not follower_part else \
        f"never arises here: {follower_part} (no character is a follower here)"
    return bool(left), "; ".join(filter(None, (*left, never)))
