"""The encounter tables of "The Road Goes Ever On" as data.

The tables ship in ``seeds/tables/road-goes-ever-on/<name>.json``: the four Site Phase tables of
Appendix 2 (``border-hold``, ``dark-hold``, ``ruins-and-lairs``, ``shadow-hold``), the Inn,
Tavern and Dragon tables of Appendix 3, and ``site-rules`` (the special rules of individual
sites). Each row cites the clause it applies. A player may replace any of these tables with a
file of their own (the ``tables`` setup option): it is checked here, and every error names the
file, the row and the field. ``hazard-targets`` (the races each hazard event of the default
hazard deck may be played on, RGO-TARGET-1) is read and checked the same way.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any, NoReturn

from domain.canonical import JSON
from domain.cards import fold
from domain.engine.checks import TableRow
from domain.errors import InvalidSetup
from domain.rulesets.road_goes_ever_on.targets import TargetRestriction

SITE_TABLES = ("border-hold", "dark-hold", "ruins-and-lairs", "shadow-hold")
ROLL_TABLES = (*SITE_TABLES, "inn", "tavern", "dragon")
#: "agent" is read by agents.py (RGO-AGTAB-*).
SHIPPED_TABLES = (*ROLL_TABLES, "site-rules", "agent")
#: The player's own Enhanced Site tables (RGO-SITE-3): site name -> a 2D6 table; none shipped.
ENHANCED = "enhanced-sites"
TABLE_NAMES = (*SHIPPED_TABLES, ENHANCED)
#: Versions recorded before a table roll carried its dice, modifiers and row (``table_roll``);
#: they replay as played.
BARE_TABLE_VERSIONS = ("1", "2")


def explains_table_rolls(played: str) -> bool:
    """Whether the version played records each table roll as a ``table_roll``."""
    return played not in BARE_TABLE_VERSIONS

#: Effect kinds each table may use, with the parameters each kind requires (name -> type).
ROLL_EFFECTS: dict[str, dict[str, type]] = {
    "site-untappable": {},
    "market": {"minor_items": int},
    "untap-site": {},
    "attacked": {},
    "training": {},
    "inn": {},
    "usual": {},
    "secret-passage": {},
    "automatic-attack": {},
    "despair": {"modifier": int},
    "lost": {"unless": list},
    "traps": {"threshold": int},
    "strike-steals-item": {"strikes": int, "prowess": int},
    "strikes": {"strikes": int, "prowess": int},
    "nothing": {},
    "extra-draw": {},
    "remove-hazard-permanent": {"modifier": int},
    "chance-meeting": {},
    "hazard-limit-discard": {"reduction": int},
    "song-search": {},
    "smoke-rings": {},
    "new-quest": {},
    "look-top": {},
    "merry-meal": {"max_regions": int},
    "fiery-breath": {"breathers": list},
    "dragons-blood": {},
    "flee-in-terror": {"margin": int},
    "dragon-modifiers": {},
}
#: Parameters any roll row may carry besides its kind's own.
OPTIONAL_ROLL_PARAMS: dict[str, type] = {
    "strikes_factor": int, "prowess_bonus": int, "body_bonus": int,
    "body_bonus_on_success": int, "detainment": bool, "minor_items": int,
}
SITE_RULE_EFFECTS: dict[str, dict[str, type]] = {
    "search-and-play": {"cards": list},
    "inn-table": {"use": str},
    "market-items": {"minor_items": int},
    "hazard-limit-discard": {"reduction": int},
    "second-automatic-attack": {"shadow_above": int, "race": str, "strikes": int,
                                "prowess": int, "mp": int},
    "saruman-sanctuary": {},
    "information-with-saruman": {},
    "information-by-tap": {},
    "tap-to-pass": {"skills": list},
    "several-items": {},
}
OPTIONAL_SITE_PARAMS: dict[str, type] = {"destination": str, "path_region_type": str}
_ROW_KEYS = ("min", "max", "name", "effect", "clause")


class TableError(InvalidSetup):
    """An encounter table file that cannot be used; the message names file, row and field."""


@dataclass(frozen=True, slots=True)
class Row:
    """One row of a 2D6 table: the rolls it covers, what happens, and the clause behind it."""

    low: int
    high: int
    name: str
    effect: str
    clause: str
    params: Mapping[str, JSON]

    def param(self, key: str, default: Any = None) -> Any:
        return self.params.get(key, default)

    def to_json(self) -> dict[str, JSON]:
        return {"min": self.low, "max": self.high, "name": self.name, "effect": self.effect,
                "clause": self.clause, **dict(self.params)}


@dataclass(frozen=True, slots=True)
class RollTable:
    name: str
    title: str
    rows: tuple[Row, ...]

    def lookup(self, total: int) -> Row:
        """The row for a (possibly modified) roll: below the first row reads as the first row
        ("2 or less"), above the last as the last ("12+", "8+")."""
        for row in self.rows:
            if row.low <= total <= row.high:
                return row
        return self.rows[0] if total < self.rows[0].low else self.rows[-1]

    def selected(self, total: int) -> TableRow:
        """The row ``total`` selects, by reference, with the totals it covers: the first row
        is open below and the last open above, as :meth:`lookup` reads them."""
        row = self.lookup(total)
        first, last = row is self.rows[0], row is self.rows[-1]
        return TableRow(row.name, None if first else row.low, None if last else row.high,
                        row.clause)


@dataclass(frozen=True, slots=True)
class SiteRule:
    site: str
    effect: str
    clause: str
    params: Mapping[str, JSON]

    def param(self, key: str, default: Any = None) -> Any:
        return self.params.get(key, default)


@dataclass(frozen=True, slots=True)
class Tables:
    """Every table a game uses, by name, plus the individual site rules."""

    rolls: Mapping[str, RollTable]
    site_rules: tuple[SiteRule, ...]
    #: The site rules by folded site name, in file order (every step asks for a site's).
    by_site: Mapping[str, tuple[SiteRule, ...]]

    def __getitem__(self, name: str) -> RollTable:
        return self.rolls[name]

    def enhanced(self, site_name: str) -> str | None:
        """The name of the player's Enhanced Site table for the site, if one was given."""
        name = enhanced_name(site_name)
        return name if name in self.rolls else None

    def rules_for(self, site_name: str, effect: str | None = None) -> list[SiteRule]:
        return [r for r in self.by_site.get(fold(site_name), ())
                if effect is None or r.effect == effect]


# -- reading --------------------------------------------------------------------------------

def _fail(source: str, problem: str, row: int | None = None,
          field: str | None = None) -> NoReturn:
    where = source
    if row is not None:
        where += f": row {row}"
    if field is not None:
        where += f": field {field!r}"
    raise TableError(f"{where}: {problem}", problems=[f"{where}: {problem}"])


def _check_params(source: str, i: int, row: Mapping[str, Any], required: Mapping[str, type],
                  optional: Mapping[str, type], fixed: tuple[str, ...]) -> dict[str, JSON]:
    params: dict[str, JSON] = {}
    for key in required:
        if key not in row:
            _fail(source, f"the {row.get('effect')!r} effect needs {key!r}", i, key)
    for key in sorted(row):
        if key in fixed:
            continue
        kind = required.get(key) or optional.get(key)
        if kind is None:
            _fail(source, "unknown field", i, key)
        value = row[key]
        ok = isinstance(value, kind) and not (kind is int and isinstance(value, bool))
        if not ok:
            _fail(source, f"expected {kind.__name__}, got {type(value).__name__}", i, key)
        params[key] = value
    return params


def _rows(obj: object, source: str, table: str) -> list[Any]:
    """The rows of a document that must be an object naming ``table``."""
    if not isinstance(obj, Mapping) or obj.get("table") != table:
        _fail(source, f"expected an object with \"table\": \"{table}\"", field="table")
    assert isinstance(obj, Mapping)
    rows = obj.get("rows")
    if not isinstance(rows, list):
        _fail(source, "expected a list of rows", field="rows")
    assert isinstance(rows, list)
    return rows


def _check_row(source: str, i: int, raw: object) -> Mapping[str, Any]:
    if not isinstance(raw, Mapping):
        _fail(source, "a row must be an object", i)
    assert isinstance(raw, Mapping)
    return raw


def _check_strings(source: str, i: int, raw: Mapping[str, Any], keys: tuple[str, ...]) -> None:
    for key in keys:
        if not isinstance(raw.get(key), str) or not raw[key]:
            _fail(source, "expected a non-empty string", i, key)


def _check_clause(source: str, i: int, raw: Mapping[str, Any]) -> None:
    if not str(raw["clause"]).startswith("RGO-"):
        _fail(source, "a row must cite an RGO clause", i, "clause")


def parse_roll_table(name: str, obj: object, source: str) -> RollTable:
    """Check and read one 2D6 table; rows must cover 2..12 once each, in order."""
    if not isinstance(obj, Mapping):
        _fail(source, "a table must be a JSON object")
    assert isinstance(obj, Mapping)
    if obj.get("table") != name:
        _fail(source, f"expected \"table\": \"{name}\"", field="table")
    rows = obj.get("rows")
    if not isinstance(rows, list) or not rows:
        _fail(source, "expected a non-empty list of rows", field="rows")
    assert isinstance(rows, list)
    out: list[Row] = []
    expected_low = 2
    for i, item in enumerate(rows, start=1):
        raw = _check_row(source, i, item)
        for key in _ROW_KEYS:
            if key not in raw:
                _fail(source, "missing", i, key)
        for key in ("min", "max"):
            if isinstance(raw[key], bool) or not isinstance(raw[key], int):
                _fail(source, "expected a whole number", i, key)
        _check_strings(source, i, raw, ("name", "effect", "clause"))
        if raw["effect"] not in ROLL_EFFECTS:
            _fail(source, f"unknown effect {raw['effect']!r}; known: "
                  f"{', '.join(sorted(ROLL_EFFECTS))}", i, "effect")
        _check_clause(source, i, raw)
        if raw["min"] != expected_low or raw["max"] < raw["min"]:
            _fail(source, f"rows must cover the rolls in order without gaps: expected this "
                  f"row to start at {expected_low}", i, "min")
        params = _check_params(source, i, raw, ROLL_EFFECTS[raw["effect"]],
                               OPTIONAL_ROLL_PARAMS, _ROW_KEYS)
        out.append(Row(raw["min"], raw["max"], raw["name"], raw["effect"], raw["clause"],
                       params))
        expected_low = raw["max"] + 1
    if expected_low != 13:
        _fail(source, f"the rows end at {expected_low - 1}; they must reach 12", len(out), "max")
    title = obj.get("title", name)
    return RollTable(name, str(title), tuple(out))


def parse_site_rules(obj: object, source: str) -> tuple[SiteRule, ...]:
    out = []
    fixed = ("site", "effect", "clause")
    for i, item in enumerate(_rows(obj, source, "site-rules"), start=1):
        raw = _check_row(source, i, item)
        _check_strings(source, i, raw, fixed)
        if raw["effect"] not in SITE_RULE_EFFECTS:
            _fail(source, f"unknown effect {raw['effect']!r}", i, "effect")
        _check_clause(source, i, raw)
        params = _check_params(source, i, raw, SITE_RULE_EFFECTS[raw["effect"]],
                               OPTIONAL_SITE_PARAMS, fixed)
        out.append(SiteRule(raw["site"], raw["effect"], raw["clause"], params))
    return tuple(out)


HAZARD_TARGETS_FILE = "hazard-targets.json"
_TARGET_KEYS = ("name", "races", "not_races", "clause")


def _races(source: str, i: int, raw: Mapping[str, Any], key: str) -> tuple[str, ...]:
    value = raw.get(key, [])
    if not isinstance(value, list) or not all(isinstance(r, str) and r for r in value):
        _fail(source, "expected a list of race names", i, key)
    return tuple(value)


def parse_hazard_targets(obj: object, source: str) -> dict[str, TargetRestriction]:
    """Check and read the target restrictions: folded card name -> restriction. A row names
    the card, exactly one of ``races`` (only these) or ``not_races`` (not these), and its
    clause."""
    out: dict[str, TargetRestriction] = {}
    for i, item in enumerate(_rows(obj, source, "hazard-targets"), start=1):
        raw = _check_row(source, i, item)
        for key in sorted(raw):
            if key not in _TARGET_KEYS:
                _fail(source, "unknown field", i, key)
        _check_strings(source, i, raw, ("name", "clause"))
        _check_clause(source, i, raw)
        races, not_races = _races(source, i, raw, "races"), _races(source, i, raw, "not_races")
        if bool(races) == bool(not_races):
            _fail(source, "give exactly one of 'races' and 'not_races', as a non-empty list", i,
                  "races" if races else "not_races")
        key = fold(str(raw["name"]))
        if key in out:
            _fail(source, "the card is listed twice", i, "name")
        out[key] = TargetRestriction(str(raw["name"]), races, not_races, str(raw["clause"]))
    return out


@cache
def hazard_targets() -> dict[str, TargetRestriction]:
    """The shipped target restrictions, by folded card name."""
    folder = resources.files("seeds").joinpath("tables", "road-goes-ever-on")
    document = json.loads(folder.joinpath(HAZARD_TARGETS_FILE).read_text("utf-8"))
    return parse_hazard_targets(document, f"tables/{HAZARD_TARGETS_FILE}")


def target_restriction(card_name: str) -> TargetRestriction | None:
    """Who the named hazard event may be played on (None: any character)."""
    return hazard_targets().get(fold(card_name))


@cache
def default_documents() -> dict[str, Any]:
    """The shipped table files, by table name."""
    folder = resources.files("seeds").joinpath("tables", "road-goes-ever-on")
    return {name: json.loads(folder.joinpath(f"{name}.json").read_text("utf-8"))
            for name in SHIPPED_TABLES}


def enhanced_name(site_name: str) -> str:
    """How a site's Enhanced Site table is named among a game's tables."""
    return f"enhanced:{fold(site_name)}"


def is_site_table(name: str) -> bool:
    """An Appendix 2 table or an Enhanced Site's: its rows are site encounters."""
    return name in SITE_TABLES or name.startswith("enhanced:")


def _enhanced_tables(obj: object) -> dict[str, RollTable]:
    """The player's Enhanced Site tables: each a 2D6 table whose "table" is the site's name."""
    source = f"tables/{ENHANCED} (player's file)"
    if not isinstance(obj, Mapping):
        _fail(source, "expected an object of site name -> 2D6 table")
    assert isinstance(obj, Mapping)
    return {enhanced_name(site): parse_roll_table(site, table, f"{source}: {site}")
            for site, table in obj.items()}


def load_tables(overrides: Mapping[str, Any] | None = None) -> Tables:
    """The game's tables: the shipped ones, with any player-supplied documents in their place.
    ``overrides`` maps a table name to its document (as read from the player's file)."""
    if not overrides:
        return shipped_tables()
    return _parse_tables(dict(overrides))


@cache
def shipped_tables() -> Tables:
    """The shipped tables, parsed once: every offer of actions and every step needs them."""
    return _parse_tables({})


def _parse_tables(overrides: dict[str, Any]) -> Tables:
    unknown = sorted(k for k in overrides if k not in TABLE_NAMES)
    if unknown:
        raise TableError("Unknown encounter table.", problems=[
            f"tables: {k!r} is not a table of this ruleset (known: {', '.join(TABLE_NAMES)})"
            for k in unknown])
    docs = default_documents()
    rolls: dict[str, RollTable] = {}
    for name in ROLL_TABLES:
        source = f"tables/{name}.json" + (" (player's file)" if name in overrides else "")
        rolls[name] = parse_roll_table(name, overrides.get(name, docs[name]), source)
    rolls.update(_enhanced_tables(overrides.get(ENHANCED, {})))
    rules_source = "tables/site-rules.json" + (" (player's file)" if "site-rules" in overrides
                                               else "")
    rules = parse_site_rules(overrides.get("site-rules", docs["site-rules"]), rules_source)
    by_site: dict[str, tuple[SiteRule, ...]] = {}
    for rule in rules:
        by_site[fold(rule.site)] = (*by_site.get(fold(rule.site), ()), rule)
    return Tables(rolls, rules, by_site)


def table_for_site_type(site_type: str) -> str | None:
    """The Appendix 2 table a site type rolls on (Havens and Free-holds use Enhanced Sites)."""
    return site_type if site_type in SITE_TABLES else None
