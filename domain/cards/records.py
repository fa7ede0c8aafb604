"""Typed, immutable card records: the facts the rules use, never a card's rules or flavour text.

Printed numbers
---------------
Cards print numbers that are more than integers: ``2(4)`` (a value and, in parentheses, the
value under a condition the card's text states), ``+3`` (a modifier to the bearer), ``-`` (no
value), ``1/each`` (one strike per character), ``2*`` (qualified by the text), ``(3)`` (only a
conditional value). The catalog keeps both forms:

* the plain integer in a typed field (``prowess``, ``body``, ``marshalling_points``, ...):
  the printed value with its sign (``"+3"`` -> ``3``, ``"-1"`` -> ``-1``, ``"2(4)"`` -> ``2``),
  ``None`` for ``"-"`` or for a value printed only in parentheses;
* the printed form in ``printed`` (``(("prowess", "+2(4)"), ...)``), which :meth:`Card.stat`
  parses into a :class:`Stat` with ``value``, ``alternate`` (``4``), ``per`` (``"each"``),
  ``starred`` and ``raw``. Rules that need the conditional number or "per each" ask ``stat()``.

Absolute values and modifiers: a being (a character, an ally, a creature or other card that
attacks with ``strikes``, a hazard agent, a Wizard's stage form with general influence) has its
own ``prowess``, ``body``, ``mind``, ``direct_influence``. Any other card (items, events) that
prints those numbers modifies its bearer: they go to ``prowess_mod``, ``body_mod``,
``direct_influence_mod``. ``corruption`` is the corruption-check modifier on a being (Frodo:
``4``, Beregond: ``-1``) and the corruption points of anything else (Glamdring: ``1``); the
properties :attr:`Card.corruption_check_modifier` and :attr:`Card.corruption_points` read it
by kind.

Item facts: ``item_kind`` (weapon, armour, shield, helmet: a bearer uses one of each kind at a
time) and ``item_bonuses`` (each modifier to the bearer's prowess or body with its maximum and
its condition: a bearer's race or skill, an attacker's race) are printed only in a card's text;
the importer derives them once, by pattern, from the CoE text (``domain/cards/item_facts.py``)
and keeps only the facts.

Faction facts: ``faction_sites`` (the sites where it is played), ``influence_number`` (the
number its influence check must be greater than) and ``standard_modifications`` (each
``(race, modification)`` for an influencing character of that race) are printed only in a
faction's text; the importer derives them the same way (``domain/cards/faction_facts.py``).

Ally facts: ``ally_sites`` (the sites where it is played), ``ally_regions`` (the regions at
any site of which it is played) and ``ally_at_tapped_site`` (played though the site is tapped)
are printed only in an ally's text; the importer derives them the same way
(``domain/cards/ally_facts.py``).

Character facts: ``character_bonuses`` (each bonus to the character's direct influence against
a faction, every faction, a race or one character, or to its prowess against an attacker's
race) are printed only in a character's text; the importer derives them the same way
(``domain/cards/character_facts.py``).

Site draw numbers: ``draw`` is the number of cards the resource player (whose company moves)
may draw, ``draw_opponent`` the number the hazard player may draw (CoE ``draw`` and
``drawOpponent``; Moria: 2 and 3). :attr:`Card.resource_draw` and :attr:`Card.hazard_draw`
are the same numbers under unambiguous names.

Serialized form
---------------
:meth:`Card.to_json` gives plain JSON data (no floats) holding only the fields that differ from
their defaults; :meth:`Card.from_json` reads it back, checking every field, and raises
:class:`~domain.cards.errors.CatalogError` naming the record and the field.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import MISSING, dataclass, fields
from typing import Any

from domain.cards.errors import CatalogError
from domain.cards.symbols import (
    CARD_TYPES,
    EVENT_TYPES,
    ITEM_CLASSES,
    ITEM_KINDS,
    REGION_TYPE_NAMES,
    SITE_TYPE_NAMES,
    SKILLS,
)

# --------------------------------------------------------------------------------------------
# Printed numbers

_STAT = re.compile(
    r"(?P<main>[+-]?\d+|-)?\s*"
    r"(?P<alts>(?:\(\s*(?:[+-]?\d+|\*)\s*\)\s*)*)"
    r"(?P<star>\*)?\s*"
    r"(?:/\s*(?P<per>[a-z]+(?: [a-z]+)*))?"
)
_ALT = re.compile(r"\(\s*([+-]?\d+|\*)\s*\)")

#: The printed numbers a card may carry, by the name ``Card.stat`` knows them.
STAT_NAMES: tuple[str, ...] = (
    "body", "corruption", "direct_influence", "general_influence", "marshalling_points",
    "mind", "prowess", "stage_points", "strikes",
)


@dataclass(frozen=True, slots=True)
class Stat:
    """One printed number, parsed: ``"+2(4)"`` -> ``Stat(value=2, alternates=(4,), raw="+2(4)")``.

    ``value`` is ``None`` for ``"-"`` and for a number printed only in parentheses (``"(3)"``);
    ``alternates`` are the parenthesised numbers in printed order (``"(+1) (+5)"`` -> ``(1, 5)``);
    ``starred`` marks an asterisk (``"2*"``, ``"1(*)"``): the card's text qualifies the number;
    ``per`` is what the number counts per (``"1/each"`` -> ``"each"``).
    """

    value: int | None
    alternates: tuple[int, ...] = ()
    per: str | None = None
    starred: bool = False
    raw: str = ""

    @property
    def alternate(self) -> int | None:
        """The first parenthesised number, if any (``"2(4)"`` -> ``4``)."""
        return self.alternates[0] if self.alternates else None

    @property
    def signed(self) -> bool:
        """Printed with a sign (``"+3"``, ``"-1"``, ``"(+4)"``): a modifier to another card."""
        return bool(re.search(r"[+-]\d", self.raw))

    @classmethod
    def parse(cls, raw: str) -> Stat:
        """Parse a printed number; raises ``ValueError`` when it is not one."""
        text = raw.strip()
        match = _STAT.fullmatch(text)
        if not text or match is None or not (match["main"] or match["alts"]):
            raise ValueError(f"not a printed number: {raw!r}")
        main = match["main"]
        value = None if main in (None, "-") else int(main)
        alternates: list[int] = []
        starred = bool(match["star"])
        for alt in _ALT.findall(match["alts"]):
            if alt == "*":
                starred = True
            else:
                alternates.append(int(alt))
        return cls(value=value, alternates=tuple(alternates), per=match["per"],
                   starred=starred, raw=text)

    @classmethod
    def of(cls, value: int | None) -> Stat:
        """A plain number (for records built in code without a printed form)."""
        return cls(value=value, raw="-" if value is None else str(value))


# --------------------------------------------------------------------------------------------
# Site facts


@dataclass(frozen=True, slots=True)
class AutoAttack:
    """One automatic-attack of a site, in the order the site lists them.

    ``detainment``: ``"all"`` (always detainment), ``"covert"`` or ``"overt"`` (detainment
    against that kind of company only), or ``None``. ``only_against``: the attack is made only
    against an ``"overt"`` (or ``"covert"``) company. ``wounded_corruption_check``: each
    character wounded makes a corruption check with this modifier (``0``: unmodified; ``None``:
    no check). ``wounded_eliminated``: a character wounded is eliminated.
    """

    race: str
    strikes: int
    prowess: int
    each_character: bool = False
    detainment: str | None = None
    only_against: str | None = None
    cannot_be_canceled: bool = False
    attacker_chooses_defenders: bool = False
    wounded_corruption_check: int | None = None
    wounded_eliminated: bool = False


@dataclass(frozen=True, slots=True)
class HandCreatureAttack:
    """A site's further automatic-attack made by a creature the hazard player plays from hand.

    ``keyed_to`` lists the region types and site types (catalog names) the creature must
    normally be keyable to; ``non_unique_only``: the creature must be non-unique.
    It comes after the site's ``automatic_attacks``.
    """

    keyed_to: tuple[str, ...]
    non_unique_only: bool = False


@dataclass(frozen=True, slots=True)
class ItemBonus:
    """A modifier an item gives its bearer's ``stat`` (``"prowess"`` or ``"body"``), with the
    value the item cannot raise the stat above (``maximum``) and the conditions it needs: a
    bearer of ``bearer_race`` (``"Dwarf"``), a bearer with ``bearer_skill`` (``"warrior"``),
    a strike of an attack by ``against`` (``"Orcs"``). Of an item's bonuses to one stat whose
    conditions hold, the one with the most conditions applies (see ``domain/engine``).
    """

    stat: str
    amount: int
    maximum: int | None = None
    bearer_race: str | None = None
    bearer_skill: str | None = None
    against: str | None = None

    @property
    def conditions(self) -> int:
        """How many conditions the bonus needs (the more, the more specific)."""
        return sum(c is not None for c in (self.bearer_race, self.bearer_skill, self.against))


#: What a character's bonus applies to (see ``domain/cards/character_facts.py``).
CHARACTER_BONUS_TARGETS = ("faction", "factions", "race", "race-factions", "character",
                           "attacker")


@dataclass(frozen=True, slots=True)
class CharacterBonus:
    """A bonus a character's text gives its own ``stat`` (``"direct_influence"`` or
    ``"prowess"``) of ``amount`` (negative for a penalty) against ``target``: a faction named
    ``against``, every faction, characters and factions of a race, factions of a race, the
    character named ``against``, or an attack by the race ``against`` (``halves_body``: that
    attacker's body is halved, rounded up).
    """

    stat: str
    amount: int
    target: str
    against: str = ""
    halves_body: bool = False


@dataclass(frozen=True, slots=True)
class HavenPath:
    """A haven's site path to another haven (``haven`` is ``None`` where the data omits it)."""

    haven: str | None
    path: tuple[str, ...]


#: Facts added to the records after games were recorded, in the order they were added. No
#: ruleset version recorded before a group of facts reads it, so a game recorded under the
#: same records without that group replays the same (see ``Catalog.accepts``).
ADDED_FACTS: tuple[tuple[str, ...], ...] = (
    ("item_kind", "item_bonuses"),
    ("faction_sites", "influence_number", "standard_modifications"),
    ("character_bonuses",),
    ("ally_sites", "ally_regions", "ally_at_tapped_site"),
)


# --------------------------------------------------------------------------------------------
# The card record


@dataclass(frozen=True, slots=True, repr=False)
class Card:
    """Every fact of one card that the rules use. Facts only: no rules text, no flavour text."""

    # identity
    id: str
    set: str
    name: str
    card_type: str  # "Character" | "Resource" | "Hazard" | "Site" | "Region"
    alignment: str  # "Hero" | "Minion" | "Neutral" | "Fallen-wizard" | "Balrog" | "Stage" | "Dual"
    subtypes: tuple[str, ...] = ()  # printed, e.g. ("Creature", "Permanent-event")
    unique: bool = False
    keywords: tuple[str, ...] = ()  # e.g. ("Environment",), ("Hoard Item",), ("Dwarven Ring",)

    # beings: characters, allies, creatures, agents
    race: str | None = None  # as printed ("Dúnadan", "Orcs", "Animals,Men,Bears")
    skills: tuple[str, ...] = ()  # lowercase: "warrior", "scout", "ranger", "sage", "diplomat"
    home_sites: tuple[str, ...] = ()  # as printed ("Bag End", "Any Haven")
    prowess: int | None = None
    body: int | None = None
    mind: int | None = None
    direct_influence: int | None = None
    general_influence: int | None = None
    corruption: int | None = None  # check modifier on a being, corruption points otherwise
    strikes: int | None = None

    # modifiers to a bearer (items, events)
    prowess_mod: int | None = None
    body_mod: int | None = None
    direct_influence_mod: int | None = None

    # points
    marshalling_points: int | None = None
    # "character" | "ally" | "item" | "faction" | "kill" | "miscellaneous"
    mp_type: str | None = None
    stage_points: int | None = None
    printed: tuple[tuple[str, str], ...] = ()  # (stat name, printed form), sorted by name

    # keying (creatures and other keyed hazards)
    keyed_regions: tuple[tuple[str, int], ...] = ()  # (("wilderness", 2),) for {w}{w}
    keyed_site_types: tuple[str, ...] = ()  # ("ruins-and-lairs",) for {R}
    keyed_named: tuple[str, ...] = ()  # named regions/sites, where the data gives them

    # events
    event_type: str | None = None  # "short" | "long" | "permanent" (the first printed)
    environment: bool = False
    corruption_card: bool = False
    magic: str | None = None  # "Spell" | "Sorcery" | "Spirit-magic" | "Shadow-magic"

    # items
    item_class: str | None = None  # "minor" | "major" | "greater" | "gold-ring" | "special"
    item_kind: str | None = None  # "weapon" | "armour" | "shield" | "helmet" (CoE 6.1.3)
    item_bonuses: tuple[ItemBonus, ...] = ()  # bonuses to the bearer with maxima, conditions

    # characters: bonuses against a faction, a race, a character, an attacker
    character_bonuses: tuple[CharacterBonus, ...] = ()

    # factions
    faction_sites: tuple[str, ...] = ()  # where it is played, as printed ("Beorn's House")
    influence_number: int | None = None  # the influence check must be greater than this
    standard_modifications: tuple[tuple[str, int], ...] = ()  # (("Man", 1),): by race

    # allies
    ally_sites: tuple[str, ...] = ()  # where it is played, as printed ("Goblin-gate")
    ally_regions: tuple[str, ...] = ()  # played at any site of these regions
    ally_at_tapped_site: bool = False  # played though the site is tapped

    # playability flags
    specific: str | None = None  # the Wizard or Balrog a card is specific to
    agent: bool = False
    avatar: bool = False
    spawn: bool = False
    resource_avatar: bool = False
    playable_as_resource: bool = False
    playable_as_hazard: bool = False
    playable_as_starting_minor_item: bool = False

    # sites
    site_type: str | None = None
    region: str | None = None
    nearest_haven: str | None = None
    site_path: tuple[str, ...] = ()  # region types from the nearest haven, in order
    haven_paths: tuple[HavenPath, ...] = ()  # a haven's paths to other havens
    draw: int | None = None  # cards the resource player draws
    draw_opponent: int | None = None  # cards the hazard player draws
    playable_information: bool = False
    playable_items: tuple[str, ...] = ()  # item classes playable at the site
    playable_items_restricted: tuple[str, ...] = ()  # those classes marked * (restricted)
    playable_items_only: tuple[str, ...] = ()  # what the * restricts them to ("weapon", ...)
    automatic_attacks: tuple[AutoAttack, ...] = ()
    hand_creature_attack: HandCreatureAttack | None = None
    under_deeps: bool = False
    # Under-deeps: (adjacent site, roll needed to move there); "*" names a site chosen in play
    adjacent_sites: tuple[tuple[str, int], ...] = ()

    # regions
    region_type: str | None = None
    adjacent: tuple[str, ...] = ()  # adjacent region names

    def __repr__(self) -> str:
        facts = {k: v for k, v in self.to_json().items() if k not in ("id", "name")}
        return f"Card({self.id} {self.name!r} {facts})"

    # ---- derived views ------------------------------------------------------------------

    def stat(self, name: str) -> Stat | None:
        """The printed number ``name`` (see ``STAT_NAMES``) parsed, or ``None`` if not printed.

        A record built in code without ``printed`` answers from its integer field.
        """
        for key, raw in self.printed:
            if key == name:
                return Stat.parse(raw)
        if name not in STAT_NAMES:
            raise KeyError(f"no printed number called {name!r}; known: {', '.join(STAT_NAMES)}")
        value = _stat_field_value(self, name)
        return None if value is None else Stat.of(value)

    @property
    def is_character(self) -> bool:
        return self.card_type == "Character"

    @property
    def is_creature(self) -> bool:
        return "Creature" in self.subtypes

    @property
    def is_ally(self) -> bool:
        return "Ally" in self.subtypes

    @property
    def is_faction(self) -> bool:
        return "Faction" in self.subtypes

    @property
    def is_item(self) -> bool:
        return self.item_class is not None

    @property
    def is_site(self) -> bool:
        return self.card_type == "Site"

    @property
    def is_haven(self) -> bool:
        return self.site_type == "haven"

    @property
    def is_region(self) -> bool:
        return self.card_type == "Region"

    @property
    def is_being(self) -> bool:
        """Has its own prowess/body (see the module docstring) rather than modifying a bearer."""
        return (self.card_type == "Character" or self.is_creature or self.is_ally or self.agent
                or self.strikes is not None or self.mind is not None
                or self.general_influence is not None)

    @property
    def event_types(self) -> tuple[str, ...]:
        """All event kinds printed (``("permanent", "short")`` for a dual-subtype card)."""
        kinds = {"Short-event": "short", "Long-event": "long", "Permanent-event": "permanent"}
        return tuple(kinds[s] for s in self.subtypes if s in kinds)

    @property
    def races(self) -> tuple[str, ...]:
        """``race`` split on commas (``"Orcs,Men"`` -> ``("Orcs", "Men")``)."""
        if not self.race:
            return ()
        return tuple(part.strip() for part in self.race.split(",") if part.strip())

    @property
    def strikes_per(self) -> str | None:
        """``"each"`` for ``1/each`` (one strike per character), ``"each wounded"``, or None."""
        stat = self.stat("strikes")
        return stat.per if stat else None

    @property
    def mp_alternate(self) -> int | None:
        """The parenthesised marshalling points (``"2(4)"`` -> ``4``, ``"(3)"`` -> ``3``)."""
        stat = self.stat("marshalling_points")
        return stat.alternate if stat else None

    @property
    def corruption_points(self) -> int | None:
        """Corruption points of an item or event (``None`` for beings)."""
        return None if self.is_being else self.corruption

    @property
    def corruption_check_modifier(self) -> int | None:
        """The corruption-check modifier printed on a being (``None`` for other cards)."""
        return self.corruption if self.is_being else None

    @property
    def resource_draw(self) -> int | None:
        return self.draw

    @property
    def hazard_draw(self) -> int | None:
        return self.draw_opponent

    # ---- serialization ------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """Plain JSON data: the fields that differ from their defaults."""
        out: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if f.default is not MISSING and value == f.default:
                continue
            out[f.name] = _CODECS[f.name][0](value)
        return out

    @classmethod
    def from_json(cls, obj: object, *, source: str | None = None) -> Card:
        """Read :meth:`to_json` data back, checking every field."""
        if not isinstance(obj, Mapping):
            raise CatalogError(f"a card record must be an object, not {_kind(obj)}",
                               source=source)
        record = obj.get("id")
        record_id = record if isinstance(record, str) and record else None
        kwargs: dict[str, Any] = {}
        for key in sorted(obj):
            if key not in _CODECS:
                raise CatalogError("unknown field", source=source, record=record_id,
                                   field=str(key))
            try:
                kwargs[key] = _CODECS[key][1](obj[key])
            except ValueError as exc:
                raise CatalogError(str(exc), source=source, record=record_id,
                                   field=key) from None
        for f in fields(cls):
            if f.default is MISSING and f.name not in kwargs:
                raise CatalogError("missing", source=source, record=record_id, field=f.name)
        return cls(**kwargs)


def _stat_field_value(card: Card, name: str) -> int | None:
    if name in ("prowess", "body", "direct_influence") and not card.is_being:
        value: int | None = getattr(card, name + "_mod")
        return value
    field_value: int | None = getattr(card, name)
    return field_value


# --------------------------------------------------------------------------------------------
# JSON codecs, one (encode, decode) pair per field


def _kind(value: object) -> str:
    return {dict: "an object", list: "a list", str: "a string", bool: "a boolean",
            int: "an integer", type(None): "null"}.get(type(value), type(value).__name__)


def _dec_str(value: object) -> str:
    if not isinstance(value, str) or not value:
        raise ValueError(f"expected a non-empty string, got {_kind(value)}")
    return value


def _dec_opt_str(value: object) -> str | None:
    return None if value is None else _dec_str(value)


def _dec_bool(value: object) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"expected true or false, got {_kind(value)}")
    return value


def _dec_int(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"expected an integer, got {_kind(value)}")
    return value


def _dec_opt_int(value: object) -> int | None:
    return None if value is None else _dec_int(value)


def _dec_list(value: object) -> list[Any]:
    if not isinstance(value, list):
        raise ValueError(f"expected a list, got {_kind(value)}")
    return value


def _dec_strs(value: object) -> tuple[str, ...]:
    return tuple(_dec_str(item) for item in _dec_list(value))


def _vocab(allowed: tuple[str, ...], dec: Callable[[object], Any]) -> Callable[[object], Any]:
    def decode(value: object) -> Any:
        result = dec(value)
        items = result if isinstance(result, tuple) else (result,)
        for item in items:
            if item is not None and item not in allowed:
                raise ValueError(f"{item!r} is not one of {', '.join(allowed)}")
        return result
    return decode


def _dec_pairs(value: object) -> tuple[tuple[str, int], ...]:
    out = []
    for item in _dec_list(value):
        if not (isinstance(item, list) and len(item) == 2):
            raise ValueError("expected [name, number] pairs")
        out.append((_dec_str(item[0]), _dec_int(item[1])))
    return tuple(out)


def _enc_pairs(value: tuple[tuple[str, int], ...]) -> list[list[Any]]:
    return [[name, number] for name, number in value]


def _dec_keyed_regions(value: object) -> tuple[tuple[str, int], ...]:
    pairs = _dec_pairs(value)
    for name, count in pairs:
        if name not in REGION_TYPE_NAMES or count < 1:
            raise ValueError(f"{name!r} x{count} is not a region type and a count")
    return pairs


def _enc_printed(value: tuple[tuple[str, str], ...]) -> dict[str, str]:
    return dict(value)


def _dec_printed(value: object) -> tuple[tuple[str, str], ...]:
    if not isinstance(value, dict):
        raise ValueError(f"expected an object of printed numbers, got {_kind(value)}")
    out = []
    for name in sorted(value):
        if name not in STAT_NAMES:
            raise ValueError(f"{name!r} is not a printed number ({', '.join(STAT_NAMES)})")
        raw = _dec_str(value[name])
        Stat.parse(raw)
        out.append((name, raw))
    return tuple(out)


def _dataclass_codec(cls: type[Any], names: dict[str, Callable[[object], Any]],
                     ) -> tuple[Callable[[Any], Any], Callable[[object], Any]]:
    def encode(obj: Any) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for f in fields(obj):
            value = getattr(obj, f.name)
            if f.default is not MISSING and value == f.default:
                continue
            out[f.name] = list(value) if isinstance(value, tuple) else value
        return out

    def decode(value: object) -> Any:
        if not isinstance(value, dict):
            raise ValueError(f"expected an object, got {_kind(value)}")
        for key in sorted(value):
            if key not in names:
                raise ValueError(f"unknown key {key!r} in {cls.__name__}")
        kwargs = {key: names[key](value[key]) for key in sorted(value)}
        for f in fields(cls):
            if f.default is MISSING and f.name not in kwargs:
                raise ValueError(f"{cls.__name__} needs {f.name!r}")
        return cls(**kwargs)

    return encode, decode


_auto_attack = _dataclass_codec(AutoAttack, {
    "race": _dec_str, "strikes": _dec_int, "prowess": _dec_int,
    "each_character": _dec_bool,
    "detainment": _vocab(("all", "covert", "overt"), _dec_opt_str),
    "only_against": _vocab(("covert", "overt"), _dec_opt_str),
    "cannot_be_canceled": _dec_bool, "attacker_chooses_defenders": _dec_bool,
    "wounded_corruption_check": _dec_opt_int, "wounded_eliminated": _dec_bool,
})
_hand_attack = _dataclass_codec(HandCreatureAttack, {
    "keyed_to": _vocab(REGION_TYPE_NAMES + SITE_TYPE_NAMES, _dec_strs),
    "non_unique_only": _dec_bool,
})
_item_bonus = _dataclass_codec(ItemBonus, {
    "stat": _vocab(("prowess", "body"), _dec_str), "amount": _dec_int,
    "maximum": _dec_opt_int, "bearer_race": _dec_opt_str,
    "bearer_skill": _vocab(SKILLS, _dec_opt_str), "against": _dec_opt_str,
})
_character_bonus = _dataclass_codec(CharacterBonus, {
    "stat": _vocab(("direct_influence", "prowess"), _dec_str), "amount": _dec_int,
    "target": _vocab(CHARACTER_BONUS_TARGETS, _dec_str), "against": _dec_str,
    "halves_body": _dec_bool,
})
_haven_path = _dataclass_codec(HavenPath, {
    "haven": _dec_opt_str, "path": _vocab(REGION_TYPE_NAMES, _dec_strs),
})


def _tuple_of(codec: tuple[Callable[[Any], Any], Callable[[object], Any]],
              ) -> tuple[Callable[[Any], Any], Callable[[object], Any]]:
    encode, decode = codec
    return ((lambda value: [encode(item) for item in value]),
            (lambda value: tuple(decode(item) for item in _dec_list(value))))


def _optional(codec: tuple[Callable[[Any], Any], Callable[[object], Any]],
              ) -> tuple[Callable[[Any], Any], Callable[[object], Any]]:
    encode, decode = codec
    return ((lambda value: None if value is None else encode(value)),
            (lambda value: None if value is None else decode(value)))


def _same(value: Any) -> Any:
    return value


def _listed(value: tuple[Any, ...]) -> list[Any]:
    return list(value)


_STR = (_same, _dec_str)
_OPT_STR = (_same, _dec_opt_str)
_BOOL = (_same, _dec_bool)
_OPT_INT = (_same, _dec_opt_int)
_STRS = (_listed, _dec_strs)

_CODECS: dict[str, tuple[Callable[[Any], Any], Callable[[object], Any]]] = {
    "id": _STR, "set": _STR, "name": _STR,
    "card_type": (_same, _vocab(CARD_TYPES, _dec_str)),
    "alignment": _STR, "subtypes": _STRS, "unique": _BOOL, "keywords": _STRS,
    "race": _OPT_STR, "skills": (_listed, _vocab(SKILLS, _dec_strs)), "home_sites": _STRS,
    "prowess": _OPT_INT, "body": _OPT_INT, "mind": _OPT_INT, "direct_influence": _OPT_INT,
    "general_influence": _OPT_INT, "corruption": _OPT_INT, "strikes": _OPT_INT,
    "prowess_mod": _OPT_INT, "body_mod": _OPT_INT, "direct_influence_mod": _OPT_INT,
    "marshalling_points": _OPT_INT, "mp_type": _OPT_STR, "stage_points": _OPT_INT,
    "printed": (_enc_printed, _dec_printed),
    "keyed_regions": (_enc_pairs, _dec_keyed_regions),
    "keyed_site_types": (_listed, _vocab(SITE_TYPE_NAMES, _dec_strs)),
    "keyed_named": _STRS,
    "event_type": (_same, _vocab(EVENT_TYPES, _dec_opt_str)),
    "environment": _BOOL, "corruption_card": _BOOL, "magic": _OPT_STR,
    "item_class": (_same, _vocab(ITEM_CLASSES, _dec_opt_str)),
    "item_kind": (_same, _vocab(ITEM_KINDS, _dec_opt_str)),
    "item_bonuses": _tuple_of(_item_bonus),
    "character_bonuses": _tuple_of(_character_bonus),
    "faction_sites": _STRS, "influence_number": _OPT_INT,
    "standard_modifications": (_enc_pairs, _dec_pairs),
    "ally_sites": _STRS, "ally_regions": _STRS, "ally_at_tapped_site": _BOOL,
    "specific": _OPT_STR, "agent": _BOOL, "avatar": _BOOL, "spawn": _BOOL,
    "resource_avatar": _BOOL, "playable_as_resource": _BOOL, "playable_as_hazard": _BOOL,
    "playable_as_starting_minor_item": _BOOL,
    "site_type": (_same, _vocab(SITE_TYPE_NAMES, _dec_opt_str)),
    "region": _OPT_STR, "nearest_haven": _OPT_STR,
    "site_path": (_listed, _vocab(REGION_TYPE_NAMES, _dec_strs)),
    "haven_paths": _tuple_of(_haven_path),
    "draw": _OPT_INT, "draw_opponent": _OPT_INT,
    "playable_information": _BOOL,
    "playable_items": (_listed, _vocab(ITEM_CLASSES, _dec_strs)),
    "playable_items_restricted": (_listed, _vocab(ITEM_CLASSES, _dec_strs)),
    "playable_items_only": _STRS,
    "automatic_attacks": _tuple_of(_auto_attack),
    "hand_creature_attack": _optional(_hand_attack),
    "under_deeps": _BOOL,
    "adjacent_sites": (_enc_pairs, _dec_pairs),
    "region_type": (_same, _vocab(REGION_TYPE_NAMES, _dec_opt_str)),
    "adjacent": _STRS,
}

assert sorted(_CODECS) == sorted(f.name for f in fields(Card)), "a Card field has no codec"
