"""What the Hobbit scenarios play of the engine's creature scripts
(``domain.engine.creature_scripts``), beyond who faces the strikes (generation 1) and a
character discarded by a wound or an equal body check (generation 2), which ``combat`` plays.

From generations 3 and 4 they play what needs only the attack, the company and the attacks it
faced this turn (``HobbitState.faced``): a strike's prowess against a race (Old Man Willow) or
after an attack of a race this turn (Orc-lieutenant, Orc-warband), every character's corruption
check before the strikes (Corpse-candle) or the wounded's after the attack (Barrow-wight,
Ghosts), a Thief's or Pick-pocket's successful strike taking an item instead of wounding, a
wound of Brigands costing the company an item, a Troll after another of the three stripping the
wounded of his items. What is left (``UNPLAYED``) the coverage names for each Hobbit scenario.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from typing import Any

from domain.cards import Catalog
from domain.engine import coe
from domain.engine.characters import Character, Item
from domain.engine.combat import Attack
from domain.engine.creature_scripts import BEARER, COMPANY, CreatureScript
from domain.engine.items import least_worth
from domain.immutable import replace

#: The latest generation of creature scripts a Hobbit scenario may read: the 4th, that of the
#: creatures' further places and the items their strikes take (a later one is read only by a
#: scenario version that plays it).
GENERATION = 4
#: The clause a creature's text acts under: what its successful strike does (CoE 3.iv.7).
RULE = coe.STRIKE_RESULT
_ROAD = "The Road Goes Ever On plays it"
#: The fields of a script a Hobbit scenario plays only from a version of its own
#: (``HobbitRules.creature_fields``), whatever the generation that scripts them: the
#: strikes of Neeker-breekers against the non-Wizards' mind, tapping only; the item a
#: Thief or Brigands take named by the defender (as generation 8 scripts them).
VERSIONED = ("mind_against", "defender_names_item")
#: What a script says that no Hobbit scenario plays, and why: (field, what it is).
UNPLAYED: tuple[tuple[str, str], ...] = (
    ("also_played", "the further places it may be played (read by the Hazard Pile's keying of "
                    "The Road Goes Ever On)"),
    ("defender_names_item", "the defender's own choice of the item taken (the one worth the "
                            "fewest marshalling points goes; " + _ROAD + ")"),
    ("canceled_by_tapping", "the defender's cancel of its attacks by tapping characters ("
                            + _ROAD + ")"),
)

#: What a Hobbit scenario that keys creatures by the further places their text names
#: (``creature_places.text_keys``: Burglar Wants a Good Job, Guise of the Necromancer) leaves
#: out of a script.
UNPLAYED_KEYED: tuple[tuple[str, str], ...] = tuple(
    (field, why) for field, why in UNPLAYED if field != "also_played")


#: Every field of a script that plays something, and what is unset in it.
_FIELDS: tuple[tuple[str, object], ...] = (
    ("attacker_chooses", False), ("discards_wounded", False), ("discards_on_equal_body", False),
    ("wounded_corruption", None), ("prowess_against", ()), ("company_corruption_first", False),
    ("mind_against", False), ("prowess_after", None), ("each_character", False),
    ("also_played", ()), ("strike_takes_item", None), ("wound_takes_item", False),
    ("wound_strips_after", ()), ("attacks", 1), ("defender_names_item", False),
    ("canceled_by_tapping", 0), ("tapper_not_defender", False))


def as_played(script: CreatureScript | None,
              played: Collection[str]) -> CreatureScript | None:
    """``script`` with each ``VERSIONED`` field not in ``played`` unset."""
    if script is None:
        return None
    unset: dict[str, Any] = dict(_FIELDS)
    script = replace(script, **{f: unset[f] for f in VERSIONED if f not in played})
    if "defender_names_item" in played and (script.strike_takes_item or script.wound_takes_item):
        script = replace(script, defender_names_item=True)
    return script


def unplayed(script: CreatureScript,
             left: tuple[tuple[str, str], ...] = UNPLAYED) -> tuple[str, ...]:
    """What of ``script`` a scenario leaving ``left`` out does not play, in its words."""
    return tuple(why for field, why in left if getattr(script, field))


def plays_any(script: CreatureScript, left: tuple[tuple[str, str], ...] = UNPLAYED) -> bool:
    """Whether a scenario leaving ``left`` out plays anything of ``script``."""
    out = {field for field, _ in left}
    return any(getattr(script, field) != unset for field, unset in _FIELDS
               if field not in out)


def strike_prowess(script: CreatureScript | None, attack: Attack, who: Character,
                   faced: Sequence[tuple[str, str]]) -> int:
    """The strike's prowess against ``who``: the creature's prowess against his race, or more
    against a company that ``faced`` an attack of the race its text names this turn."""
    prowess = attack.prowess
    if script is None:
        return prowess
    for race, against in script.prowess_against:
        if who.race == race:
            prowess = against
    if script.prowess_after is not None:
        race, more = script.prowess_after
        if any(race in _races(races) for _, races in faced):
            prowess += more
    return prowess


def strips(script: CreatureScript | None, faced: Sequence[tuple[str, str]]) -> bool:
    """A character the strike wounds loses every item but the special ones: a Troll's strike
    after another of the three this turn."""
    return script is not None and any(card in script.wound_strips_after for card, _ in faced)


def _races(races: str) -> tuple[str, ...]:
    return tuple(r.strip().rstrip("s") for r in races.split(",") if r.strip())


def item_taken(catalog: Catalog, script: CreatureScript | None, struck: Character,
               company: Sequence[Character], wounded: bool,
               named: Sequence[str] = (),
               spared: Callable[[Item], bool] = lambda item: False
               ) -> tuple[Character, str] | None:
    """(bearer, item) a successful strike takes: a Thief's of the company, a Pick-pocket's of
    the struck character (``wounded`` False: the strike harms no one), a wound of Brigands
    one of the company; the first of ``named`` (the defender's, in order) still borne, else
    the item worth the fewest marshalling points, the first borne on a tie; never one
    ``spared`` keeps (Ent-draughts, ``hobbit.ent_draughts``). None: it takes none."""
    if script is None:
        return None
    if wounded:
        bearers = list(company) if script.wound_takes_item else []
    elif script.strike_takes_item == COMPANY:
        bearers = list(company)
    elif script.strike_takes_item == BEARER:
        bearers = [struck]
    else:
        return None
    chosen = [(c, i.card_id) for c in bearers for i in c.items
              if i.card_id in named and not spared(i)] if script.defender_names_item else []
    if chosen:
        return min(chosen, key=lambda b: named.index(b[1]))
    given = least_worth(catalog, bearers, spared)
    return None if given is None else (given[0], given[1].card_id)


def names_items(script: CreatureScript | None, company: Sequence[Character],
                spared: Callable[[Item], bool] = lambda item: False) -> list[str]:
    """The items the defender may name for the creature's strikes to take, in the order
    borne, while its strikes are assigned: every item of the company, when it holds two or
    more (else there is nothing to choose), or for a Pick-pocket's each item of a character
    bearing two or more; none unless the script names them, never one ``spared`` keeps."""
    if script is None or not script.defender_names_item:
        return []
    if script.strike_takes_item == BEARER:  # a Pick-pocket: of one bearing two or more
        return [i.card_id for c in company
                if len(kept := [i for i in c.items if not spared(i)]) > 1 for i in kept]
    items = [i.card_id for c in company for i in c.items if not spared(i)]
    return items if len(items) > 1 else []


def takes_instead(script: CreatureScript | None) -> bool:
    """A successful strike takes an item and harms no one (Thief, Pick-pocket)."""
    return script is not None and script.strike_takes_item is not None
