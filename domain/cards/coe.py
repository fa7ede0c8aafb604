"""The importer for the Council of Elrond (CoE) card database, ``cards.json``, read as published.

Format: ``{SET: {"id", "name", ..., "cards": {ID: {"id", "set", "name": {"en", ...}, "type",
"alignment", "attributes": {...}, "text", "quote", ...}}}}``. The importer reads the English
name, type, alignment and the ``attributes`` (facts); it drops the attributes that are rules
text (``special``) and never reads ``quote``. It reads an item's English ``text`` only to derive
its kind and its bonuses to the bearer (``domain/cards/item_facts.py``), and a faction's to
derive where it is played, its influence number and its standard modifications
(``domain/cards/faction_facts.py``), and an ally's to derive where it is played
(``domain/cards/ally_facts.py``), and keeps none of it.

Normalizations (each a fact the data states, written one way):

* symbols become names: ``{w}`` -> ``"wilderness"``, ``{R}`` -> ``"ruins-and-lairs"``;
* skills become lowercase (``"Warrior/Scout"`` -> ``("warrior", "scout")``); an ally's printed
  skill ``"Ally"`` is not a skill and is dropped;
* a site's region, and a region's adjacent regions, are spelled as the region card spells its
  name when they differ only by accents or case (``"Ûdun"`` -> ``"Udûn"``);
* a site's ``playable`` line becomes ``playable_information``, ``playable_items``, and for
  classes marked ``*`` ``playable_items_restricted`` and ``playable_items_only``;
* ``autoAttack`` becomes :class:`AutoAttack` records (and a :class:`HandCreatureAttack`).
  Anything in it the parser does not recognize is an error, not a silent loss.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from domain.cards.ally_facts import ally_at_tapped_site, ally_regions, ally_sites
from domain.cards.character_facts import character_bonuses
from domain.cards.errors import CatalogError
from domain.cards.faction_facts import faction_sites, influence_number, standard_modifications
from domain.cards.item_facts import item_bonuses, item_kind
from domain.cards.names import fold
from domain.cards.records import AutoAttack, Card, HandCreatureAttack, HavenPath, Stat
from domain.cards.symbols import CARD_TYPES, REGION_TYPES, SITE_TYPES, count_in_order, parse_symbols

if TYPE_CHECKING:
    from domain.cards.catalog import Catalog


def import_coe(path: str | Path) -> Catalog:
    """Read a CoE ``cards.json`` file into a catalog."""
    from domain.cards.catalog import read_json

    source = str(path)
    return parse_coe(read_json(Path(path), source=source, allow_floats=True), source=source)


def parse_coe(obj: object, source: str = "cards.json") -> Catalog:
    """Build a catalog from an already-parsed CoE ``cards.json`` object (pure)."""
    from domain.cards.catalog import Catalog

    return Catalog(coe_records(obj, source=source), source=source)


def coe_records(obj: object, source: str = "cards.json") -> list[Card]:
    """The :class:`Card` records of a parsed CoE ``cards.json``, in file order."""
    if not isinstance(obj, Mapping):
        raise CatalogError(f"expected an object of sets, got {_kind(obj)}", source=source,
                           field="<root>")
    raw_cards: list[tuple[str, Mapping[str, Any]]] = []
    for set_key in obj:
        card_set = obj[set_key]
        if not isinstance(card_set, Mapping):
            raise CatalogError(f"set {set_key!r} is {_kind(card_set)}, not an object",
                               source=source, field=str(set_key))
        cards = card_set.get("cards")
        if not isinstance(cards, Mapping):
            raise CatalogError(f"set {set_key!r} has no object of cards", source=source,
                               field=f"{set_key}.cards")
        for card_key in cards:
            raw = cards[card_key]
            if not isinstance(raw, Mapping):
                raise CatalogError(f"a card must be an object, not {_kind(raw)}",
                                   source=source, record=str(card_key))
            raw_cards.append((str(card_key), raw))

    # Region names as the region cards spell them, to spell every reference the same way.
    regions: dict[str, str] = {}
    for key, raw in raw_cards:
        if raw.get("type") == "Region":
            name = _name(raw, key, source)
            regions.setdefault(fold(name), name)

    return [_card(key, raw, regions, source) for key, raw in raw_cards]


# --------------------------------------------------------------------------------------------


def _kind(value: object) -> str:
    return {dict: "an object", list: "a list", str: "a string", bool: "a boolean",
            int: "an integer", type(None): "null"}.get(type(value), type(value).__name__)


def _name(raw: Mapping[str, Any], key: str, source: str) -> str:
    names = raw.get("name")
    if isinstance(names, Mapping):
        name = names.get("en")
    else:
        name = names
    if not isinstance(name, str) or not name.strip():
        raise CatalogError("missing the English name", source=source, record=key,
                           field="name.en")
    return " ".join(name.split())


class _Reader:
    """Reads one raw CoE card, raising errors that name the file, the card and the field."""

    def __init__(self, key: str, raw: Mapping[str, Any], source: str) -> None:
        self.key = key
        self.raw = raw
        self.source = source
        attributes = raw.get("attributes", {})
        if attributes is None:
            attributes = {}
        if not isinstance(attributes, Mapping):
            raise self.error("attributes", f"expected an object, got {_kind(attributes)}")
        self.attributes = attributes

    def error(self, field: str, problem: str) -> CatalogError:
        return CatalogError(problem, source=self.source, record=self.key, field=field)

    def top_str(self, field: str) -> str:
        value = self.raw.get(field)
        if value is None:
            raise self.error(field, "missing")
        if not isinstance(value, str) or not value.strip():
            raise self.error(field, f"expected a non-empty string, got {_kind(value)}")
        return value.strip()

    def text(self, attr: str) -> str | None:
        """A string attribute; absent or empty -> None."""
        value = self.attributes.get(attr)
        if value is None:
            return None
        if isinstance(value, Mapping):  # localized: {"en": ..., "es": ...}
            value = value.get("en")
        if not isinstance(value, str):
            raise self.error(f"attributes.{attr}", f"expected a string, got {_kind(value)}")
        value = value.strip()
        return value or None

    def rules_text(self) -> str:
        """The card's English rules text ("" when none), read only to derive facts from it."""
        value = self.raw.get("text")
        if isinstance(value, Mapping):
            value = value.get("en")
        if value is None:
            return ""
        if not isinstance(value, str):
            raise self.error("text.en", f"expected a string, got {_kind(value)}")
        return value

    def flag(self, attr: str) -> bool:
        value = self.attributes.get(attr, False)
        if value is None:
            return False
        if not isinstance(value, bool):
            raise self.error(f"attributes.{attr}", f"expected true or false, got {_kind(value)}")
        return value

    def stat(self, attr: str) -> Stat | None:
        raw = self.attributes.get(attr)
        if raw is None:
            return None
        if isinstance(raw, bool) or not isinstance(raw, (str, int)):
            raise self.error(f"attributes.{attr}", f"expected a printed number, got {_kind(raw)}")
        text = str(raw).strip()
        if not text:
            return None
        try:
            return Stat.parse(text)
        except ValueError as exc:
            raise self.error(f"attributes.{attr}", str(exc)) from None

    def number(self, attr: str) -> int | None:
        """A plain integer attribute (draw numbers)."""
        stat = self.stat(attr)
        if stat is None:
            return None
        if stat.value is None or stat.alternates or stat.per or stat.starred:
            raise self.error(f"attributes.{attr}", f"expected a whole number, got {stat.raw!r}")
        return stat.value

    def strings(self, attr: str) -> tuple[str, ...]:
        value = self.attributes.get(attr)
        if value is None:
            return ()
        if isinstance(value, str):
            value = [value]
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise self.error(f"attributes.{attr}",
                             f"expected a list of strings, got {_kind(value)}")
        return tuple(v.strip() for v in value if v.strip())

    def parsed(self, attr: str, parse: Callable[[str], Any]) -> Any:
        text = self.text(attr)
        if text is None:
            return None
        try:
            return parse(text)
        except ValueError as exc:
            raise self.error(f"attributes.{attr}", str(exc)) from None


_STAT_ATTRS = {
    "prowess": "prowess", "body": "body", "mind": "mind", "directInfluence": "direct_influence",
    "generalInfluence": "general_influence", "corruption": "corruption",
    "marshallingPoints": "marshalling_points", "strikes": "strikes", "stagePoints": "stage_points",
}

_ITEM_SUBTYPES = {
    "Minor Item": "minor", "Major Item": "major", "Greater Item": "greater",
    "Gold Ring Item": "gold-ring", "Special Item": "special",
}
_EVENT_SUBTYPES = {"Short-event": "short", "Long-event": "long", "Permanent-event": "permanent"}


def _card(key: str, raw: Mapping[str, Any], regions: Mapping[str, str], source: str) -> Card:
    r = _Reader(key, raw, source)
    card_id = r.top_str("id")
    if card_id != key:
        raise r.error("id", f"{card_id!r} differs from the key {key!r} it is filed under")
    card_type = r.top_str("type")
    if card_type not in CARD_TYPES:
        raise r.error("type", f"{card_type!r} is not one of {', '.join(CARD_TYPES)}")
    fields: dict[str, Any] = {
        "id": card_id,
        "set": r.top_str("set"),
        "name": _name(raw, key, source),
        "card_type": card_type,
        "alignment": r.top_str("alignment"),
        "unique": r.flag("unique"),
    }

    subtype = r.text("subtype")
    subtypes = tuple(s.strip() for s in subtype.split("/") if s.strip()) if subtype else ()
    fields["subtypes"] = subtypes
    keywords = r.strings("keywords")
    fields["keywords"] = keywords

    # beings
    fields["race"] = r.text("race")
    fields["skills"] = r.parsed("skills", _skills) or ()
    home = r.text("homeSite")
    fields["home_sites"] = tuple(s.strip() for s in home.split(",") if s.strip()) if home else ()

    for flag, attr in (("agent", "agent"), ("avatar", "avatar"), ("spawn", "spawn"),
                       ("resource_avatar", "resourceAvatar"),
                       ("playable_as_resource", "playableAsResource"),
                       ("playable_as_hazard", "playableAsHazard"),
                       ("playable_as_starting_minor_item", "playableAsStartingMinorItem"),
                       ("under_deeps", "underDeeps")):
        fields[flag] = r.flag(attr)

    stats = {name: r.stat(attr) for attr, name in _STAT_ATTRS.items()}
    fields["printed"] = tuple(sorted((name, s.raw) for name, s in stats.items() if s))

    def value(name: str) -> int | None:
        stat = stats[name]
        return stat.value if stat else None

    being = (card_type == "Character" or "Creature" in subtypes or "Ally" in subtypes
             or fields["agent"] or stats["strikes"] is not None or stats["mind"] is not None
             or stats["general_influence"] is not None)
    for name in ("prowess", "body", "direct_influence"):
        fields[name if being else name + "_mod"] = value(name)
    for name in ("mind", "general_influence", "corruption", "strikes", "marshalling_points",
                 "stage_points"):
        fields[name] = value(name)
    mp_type = r.text("marshallingPointsType")
    fields["mp_type"] = mp_type.lower() if mp_type else None

    # events and items
    event_kinds = [_EVENT_SUBTYPES[s] for s in subtypes if s in _EVENT_SUBTYPES]
    fields["event_type"] = event_kinds[0] if event_kinds else None
    fields["environment"] = "Environment" in keywords
    fields["corruption_card"] = "Corruption" in keywords
    fields["magic"] = r.text("magic")
    items = [_ITEM_SUBTYPES[s] for s in subtypes if s in _ITEM_SUBTYPES]
    fields["item_class"] = items[0] if items else None
    if items:
        text = r.rules_text()
        fields["item_kind"] = item_kind(text)
        fields["item_bonuses"] = item_bonuses(text)
    if card_type == "Character":
        fields["character_bonuses"] = character_bonuses(r.rules_text())
    if "Faction" in subtypes:
        text = r.rules_text()
        fields["faction_sites"] = faction_sites(text)
        fields["influence_number"] = influence_number(text)
        fields["standard_modifications"] = standard_modifications(text)
    if "Ally" in subtypes:
        text = r.rules_text()
        fields["ally_sites"] = ally_sites(text)
        fields["ally_regions"] = ally_regions(text)
        fields["ally_at_tapped_site"] = ally_at_tapped_site(text)
    fields["specific"] = r.text("specific")

    if card_type == "Site":
        _site(r, fields, regions)
    elif card_type == "Region":
        region_type = r.parsed("regionType", _one_region_type)
        fields["region_type"] = region_type
        fields["adjacent"] = tuple(
            _region_name(name, regions) for name in _names(r.text("moveTo") or ""))
    else:
        keying = r.parsed("playable", parse_symbols)
        if keying:
            region_types, site_types = keying
            fields["keyed_regions"] = count_in_order(region_types)
            fields["keyed_site_types"] = tuple(dict.fromkeys(site_types))
    return Card(**fields)


def _site(r: _Reader, fields: dict[str, Any], regions: Mapping[str, str]) -> None:
    site_type = r.parsed("siteType", _one_site_type)
    if site_type is None:
        raise r.error("attributes.siteType", "missing: a site needs a site type")
    fields["site_type"] = site_type
    region = r.text("region")
    fields["region"] = _region_name(region, regions) if region else None
    fields["nearest_haven"] = r.text("haven")
    path = r.parsed("sitePath", parse_symbols)
    if path:
        if path[1]:
            raise r.error("attributes.sitePath", "a site path holds region types only")
        fields["site_path"] = path[0]
    fields["haven_paths"] = tuple(
        p for p in (r.parsed(attr, _haven_path) for attr in ("haven1", "haven2")) if p)
    fields["draw"] = r.number("draw")
    fields["draw_opponent"] = r.number("drawOpponent")
    playable = r.parsed("playable", _playable)
    if playable:
        (fields["playable_information"], fields["playable_items"],
         fields["playable_items_restricted"], fields["playable_items_only"]) = playable
    attacks = r.parsed("autoAttack", parse_auto_attacks)
    if attacks:
        fields["automatic_attacks"], fields["hand_creature_attack"] = attacks
    fields["adjacent_sites"] = r.parsed("adjacent", _adjacent_sites) or ()


# --------------------------------------------------------------------------------------------
# Small parsers (each raises ValueError; the reader adds file, card and field)


def _names(text: str) -> tuple[str, ...]:
    return tuple(" ".join(n.split()) for n in text.split(",") if n.strip())


def _region_name(name: str, regions: Mapping[str, str]) -> str:
    return regions.get(fold(name), name)


def _skills(text: str) -> tuple[str, ...]:
    out = []
    for part in text.split("/"):
        skill = part.strip().lower()
        if skill == "ally":
            continue
        if skill not in ("warrior", "scout", "ranger", "sage", "diplomat"):
            raise ValueError(f"unknown skill {part.strip()!r}")
        out.append(skill)
    return tuple(out)


def _one_region_type(text: str) -> str:
    region_types, site_types = parse_symbols(text)
    if len(region_types) != 1 or site_types:
        raise ValueError(f"expected one region-type symbol, got {text!r}")
    return region_types[0]


def _one_site_type(text: str) -> str:
    region_types, site_types = parse_symbols(text)
    if len(site_types) != 1 or region_types:
        raise ValueError(f"expected one site-type symbol, got {text!r}")
    return site_types[0]


def _haven_path(text: str) -> HavenPath:
    haven, _, symbols = text.rpartition(" - ")
    region_types, site_types = parse_symbols(symbols)
    if site_types:
        raise ValueError("a site path holds region types only")
    return HavenPath(haven=haven.strip() or None, path=region_types)


_PLAYABLE = re.compile(
    r"(?P<info>Information)?\s*,?\s*"
    r"(?:Items\s*\((?P<items>[^)]*)\))?\s*"
    r"(?:\*\s*-\s*(?P<only>.+?))?\s*"
)
_ITEM_NAMES = {"minor": "minor", "major": "major", "greater": "greater",
               "gold ring": "gold-ring", "special": "special"}


def _playable(text: str) -> tuple[bool, tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    match = _PLAYABLE.fullmatch(text)
    if match is None or not (match["info"] or match["items"]):
        raise ValueError(f"expected 'Information, Items (minor, ...)', got {text!r}")
    items: list[str] = []
    restricted: list[str] = []
    for part in match["items"].split(",") if match["items"] is not None else ():
        name = part.strip().lower()
        starred = name.endswith("*")
        name = name.rstrip("*").strip()
        if name not in _ITEM_NAMES:
            raise ValueError(f"unknown item class {part.strip()!r}")
        items.append(_ITEM_NAMES[name])
        if starred:
            restricted.append(_ITEM_NAMES[name])
    only: tuple[str, ...] = ()
    if match["only"]:
        if not restricted:
            raise ValueError("a '*-' restriction but no class marked *")
        words = re.sub(r"\s+only$", "", match["only"].strip())
        only = tuple(w.strip() for w in re.split(r",\s*(?:or\s+)?|\s+or\s+", words) if w.strip())
    elif restricted:
        raise ValueError("a class marked * but no '*-' restriction")
    return bool(match["info"]), tuple(items), tuple(restricted), only


#: The name in ``adjacent_sites`` of a site chosen when the card is played (none is printed).
CHOSEN_SITE = "*"

_ADJACENT = re.compile(r"(?P<name>[^,()]+?)\s*\((?P<roll>\d+)\)")


def _adjacent_sites(text: str) -> tuple[tuple[str, int], ...]:
    out = []
    rest = text
    if fold(rest).startswith("no surface site"):
        rest = rest[len("no surface site"):].lstrip(" ,")
    pos = 0
    for match in _ADJACENT.finditer(rest):
        if rest[pos:match.start()].strip(" ,"):
            raise ValueError(f"cannot read adjacent sites from {text!r}")
        name = " ".join(match["name"].split())
        # A lowercase description ("one ... chosen by you ...") names no site: CHOSEN_SITE.
        out.append((name if name[:1].isupper() else CHOSEN_SITE, int(match["roll"])))
        pos = match.end()
    if rest[pos:].strip(" ,") or not out:
        raise ValueError(f"cannot read adjacent sites from {text!r}")
    return tuple(out)


# ---- automatic-attacks ---------------------------------------------------------------------

_ORDINAL = r"\(\d(?:st|nd|rd|th)(?:\s+attack)?\)"
_ATTACK = re.compile(
    rf"(?:{_ORDINAL}\s*)?"
    r"(?P<race>[A-Z][\w'’-]*(?: [A-Z][\w'’-]*)*)\s*"
    rf"(?:{_ORDINAL}\s*)?"
    r"(?:\((?P<pre>[a-z][^)]*)\)\s*)?"
    r"(?:-\s*)?"
    r"(?P<each>each character faces\s+)?"
    r"(?P<strikes>\d+)\s+strikes?\s+(?:with|at)\s+(?P<prowess>\d+)(?:\s+prowess)?"
    r"(?:\s*\((?P<post>[a-z][^)]*)\))?"
)
_HAND = re.compile(
    rf"(?:When a company enters this site,\s*)?(?:{_ORDINAL}\s*)?"
    r"[Oo]pponent may play (?:as an automatic-\s?attack )?one (?P<nu>non-\s?unique )?"
    r"(?:hazard )?creature from his hand\b(?P<rest>.*)$",
    re.DOTALL,
)
_HAND_TARGETS = (
    (re.compile(r"shadow-holds?", re.I), SITE_TYPES["S"]),
    (re.compile(r"ruins (?:&|and) lairs", re.I), SITE_TYPES["R"]),
    (re.compile(r"coastal seas?", re.I), REGION_TYPES["c"]),
)
_NOTES: dict[str, dict[str, Any]] = {
    "detainment": {"detainment": "all"},
    "detainment against covert company": {"detainment": "covert"},
    "detainment against overt company": {"detainment": "overt"},
    "against overt company only": {"only_against": "overt"},
    "against covert company only": {"only_against": "covert"},
    "cannot be canceled": {"cannot_be_canceled": True},
    "attacker chooses defending characters": {"attacker_chooses_defenders": True},
}
_CHECK = re.compile(r"(?i)each character wounded must make a corruption check"
                    r"(?: modified by (?P<mod>[+-]\d+))?")
_ELIMINATED_RACE = re.compile(r"(?i)any character wounded by the (?P<race>[\w-]+)['’]s attack is "
                              r"automatically eliminated")
_ELIMINATED = re.compile(r"(?i)any character wounded is (?:immediately|automatically) eliminated")


def parse_auto_attacks(text: str) -> tuple[tuple[AutoAttack, ...], HandCreatureAttack | None]:
    """Read a CoE ``autoAttack`` line into attack records; ``ValueError`` on anything unknown."""
    hand: HandCreatureAttack | None = None
    hand_match = _HAND.search(text)
    if hand_match:
        hand = _hand_attack(hand_match["rest"], bool(hand_match["nu"]))
        text = text[:hand_match.start()]

    attacks: list[dict[str, Any]] = []
    fragments: list[str] = []
    pos = 0
    for match in _ATTACK.finditer(text):
        fragments.append(text[pos:match.start()])
        attack: dict[str, Any] = {
            "race": match["race"], "strikes": int(match["strikes"]),
            "prowess": int(match["prowess"]), "each_character": bool(match["each"]),
        }
        for note in (match["pre"], match["post"]):
            if note is None:
                continue
            key = " ".join(note.split()).lower()
            if key not in _NOTES:
                raise ValueError(f"unknown automatic-attack note {note!r}")
            attack.update(_NOTES[key])
        attacks.append(attack)
        pos = match.end()
    fragments.append(text[pos:])

    if fragments[0].strip(" ;,."):
        raise ValueError(f"cannot read automatic-attacks from {text!r}")
    for index, fragment in enumerate(fragments[1:]):
        clause = fragment.strip(" ;,.")
        if not clause:
            continue
        new_sentence = fragment.lstrip(" ;,").startswith(".") or clause[0].isupper()
        targets = attacks if new_sentence else attacks[index:index + 1]
        if (m := _CHECK.fullmatch(clause)) is not None:
            for attack in targets:
                attack["wounded_corruption_check"] = int(m["mod"]) if m["mod"] else 0
        elif (m := _ELIMINATED_RACE.fullmatch(clause)) is not None:
            named = [a for a in attacks if fold(a["race"]) == fold(m["race"])]
            if not named:
                raise ValueError(f"no {m['race']} attack for {clause!r}")
            for attack in named:
                attack["wounded_eliminated"] = True
        elif _ELIMINATED.fullmatch(clause):
            for attack in targets:
                attack["wounded_eliminated"] = True
        else:
            raise ValueError(f"cannot read automatic-attack clause {clause!r}")
    if not attacks and hand is None:
        raise ValueError(f"cannot read automatic-attacks from {text!r}")
    return tuple(AutoAttack(**a) for a in attacks), hand


def _hand_attack(rest: str, non_unique: bool) -> HandCreatureAttack:
    keyed = rest.partition("keyed to")[2]
    if not keyed:
        raise ValueError("an automatic-attack from hand without 'keyed to'")
    targets: list[str]
    if "{" in keyed:
        symbols = "".join(re.findall(r"\{[A-Za-z]\}", keyed))
        region_types, site_types = parse_symbols(symbols)
        targets = [*site_types, *region_types]
    else:
        targets = [name for pattern, name in _HAND_TARGETS if pattern.search(keyed)]
    if not targets:
        raise ValueError(f"cannot read what the creature is keyed to: {keyed.strip()!r}")
    return HandCreatureAttack(keyed_to=tuple(dict.fromkeys(targets)), non_unique_only=non_unique)
