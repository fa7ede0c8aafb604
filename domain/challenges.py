"""Seeded challenges: everyone plays the same ruleset, setup and seed, and the ranking is
beyond dispute because every entry is re-simulated by the server, never trusted.

A :class:`Challenge` is public data. Its seed is not part of it: the challenge publishes only
the *commitment* to the seed::

    commitment = "sha256:" + hex(sha256(("redbook-challenge:" + canonical_json(seed)).encode()))

where ``canonical_json`` is :func:`domain.canonical.dumps` (a string seed ``abc`` is the text
``"abc"``, with its quotes). When the challenge closes the seed is revealed, and anyone can
recompute the commitment and re-verify every exported entry offline.

Times are instants in UTC written in ISO-8601 (``2026-05-01T18:00:00Z``); the edges read the
clock and pass ``now`` in, so everything here stays a pure function of its inputs.

Pure: no clock, no randomness, no I/O.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from domain import ENGINE_VERSION, canonical
from domain.canonical import JSON
from domain.chronicle import ENTRY_TAG, UNDO_POLICIES, Chronicle, Record, verify
from domain.errors import CatalogMismatch, RedBookError
from domain.ruleset import DECISION, DECK_SHUFFLED, FORKED, GAME_STARTED, Ruleset
from domain.text import count, sentence, shown
from domain.verdict import Difference, FieldDifference, challenge_terms

CHALLENGE_FORMAT = "redbook-challenge/1"
COMMITMENT_PREFIX = "redbook-challenge:"
#: What stands in for a sealed seed in any view of an entry before the challenge closes.
SEALED = "(sealed until the challenge closes)"

_ID = re.compile(r"^[a-z0-9][a-z0-9-]{0,63}$")
_DIGEST = re.compile(r"^sha256:[0-9a-f]{64}$")
_INSTANT = re.compile(
    r"^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?(Z|\+00:00)$"
)


# -- errors ----------------------------------------------------------------------------------
class ChallengeInvalid(RedBookError):
    """A challenge description that cannot be used; ``problems`` names each field."""

    code = "invalid-challenge"
    status = 422


class ChallengeNotFound(RedBookError):
    code = "challenge-not-found"
    status = 404


class ChallengeUnreadable(RedBookError):
    """A challenge a stored event of which cannot be read (a row changed behind the store's
    back, no longer JSON): refused as a game's such row is (``InvalidLog``), not an error."""

    code = "challenge-unreadable"
    status = 422


class ChallengeExists(RedBookError):
    code = "challenge-exists"
    status = 409


class ChallengeNotOpen(RedBookError):
    """Entering or submitting outside the challenge's opening hours."""

    code = "challenge-not-open"
    status = 409


class ChallengeClosed(RedBookError):
    """Closing a challenge that is closed already: by the operator, or at its closing time.
    ``closed_at`` is when."""

    code = "challenge-closed"
    status = 409

    def __init__(self, message: str, closed_at: str) -> None:
        super().__init__(message)
        self.closed_at = closed_at


class ChallengeSealed(RedBookError):
    """Something that would reveal the sealed seed before the challenge closes."""

    code = "challenge-sealed"
    status = 403


class EntryRefused(RedBookError):
    """An entry that cannot be made or submitted (a second entry, another player's entry...)."""

    code = "entry-refused"
    status = 409


class EntryNotFound(RedBookError):
    code = "entry-not-found"
    status = 404


class EntrySubmitted(RedBookError):
    """A write to a submitted entry: it is ranked as it was submitted, so nothing more is
    appended to it (no decision, no undo)."""

    code = "entry-submitted"
    status = 409


class EntryRejected(RedBookError):
    """An entry whose log the server's re-simulation does not reproduce, or that breaks the
    challenge's terms; ``difference`` names the first event that differs."""

    code = "entry-rejected"
    status = 422

    def __init__(self, difference: Difference) -> None:
        super().__init__(sentence(f"The entry is rejected: {difference.summary}"
                                  f"{_first_field(difference)}"))
        self.difference = difference


#: How much of a value a one-line message quotes.
QUOTED = 80


def quoted(value: JSON) -> str:
    """``value`` as compact JSON, cut to :data:`QUOTED` characters (an ellipsis says so)."""
    text = json.dumps(value, sort_keys=True, ensure_ascii=False)
    return text if len(text) <= QUOTED else text[:QUOTED - 1] + "…"


def _first_field(difference: Difference) -> str:
    """The first field that differs, as ``redbook verify`` says it (recorded, expected); a
    breach of the challenge's terms says its fields in its own words."""
    if not difference.differences or difference.kind == "challenge-terms":
        return ""
    first = difference.differences[0]
    return (f" (event {difference.event}, {first.path}: recorded {quoted(first.recorded)}, "
            f"expected {quoted(first.expected)})")


# -- commitment ------------------------------------------------------------------------------
def commitment(seed: str | int) -> str:
    """The published commitment to a secret seed (see the module's documentation)."""
    text = COMMITMENT_PREFIX + canonical.dumps(canonical.normalize(seed))
    return "sha256:" + hashlib.sha256(text.encode("utf-8")).hexdigest()


def is_digest(text: str) -> bool:
    """Whether ``text`` has the form of a commitment or catalog digest, sha256:<64 hex>."""
    return _DIGEST.fullmatch(text) is not None


def check_commitment(seed: str | int, published: str) -> bool:
    """Whether ``seed`` is the seed behind the ``published`` commitment."""
    return commitment(seed) == published


# -- times -----------------------------------------------------------------------------------
def instant(value: object, field: str = "time") -> str:
    """``value`` as a canonical UTC instant (``YYYY-MM-DDTHH:MM:SS[.ffffff]Z``), or
    :class:`ChallengeInvalid` saying why not."""
    match = _INSTANT.match(value) if isinstance(value, str) else None
    if match is None:
        raise ChallengeInvalid(f"{field} must be a UTC time like 2026-05-01T18:00:00Z, "
                               f"not {shown(value)}.")
    year, month, day, hour, minute, second = (int(g) for g in match.groups()[:6])
    if not (1 <= month <= 12 and 1 <= day <= _days_in(year, month) and hour < 24
            and minute < 60 and second < 60):
        raise ChallengeInvalid(f"{field} is not a real time: {json.dumps(value)}.")
    fraction = (match.group(7) or "").ljust(6, "0")
    text = value[:19]  # type: ignore[index]
    return f"{text}.{fraction}Z" if int(fraction or "0") else f"{text}Z"


def _days_in(year: int, month: int) -> int:
    if month == 2:
        leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
        return 29 if leap else 28
    return 30 if month in (4, 6, 9, 11) else 31


def instant_key(value: str) -> tuple[str, int]:
    """A sort key for canonical instants: the seconds as text (fixed width, so text order is
    time order), then the microseconds."""
    seconds, _, fraction = value.rstrip("Z").partition(".")
    return seconds, int(fraction.ljust(6, "0"))


# -- scoring ---------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Criterion:
    """One sort key of a scoring rule. ``order`` is ``"asc"`` or ``"desc"`` for a number or a
    time, or the preferred values first for a word (``("won", "lost")``)."""

    field: str
    order: str | tuple[str, ...]
    label: str

    def key(self, entry: Mapping[str, JSON]) -> tuple[int, Any]:
        value = entry.get(self.field)
        if isinstance(self.order, tuple):
            return (self.order.index(value) if value in self.order else len(self.order)), 0
        if self.field.endswith("_at"):
            return 0, instant_key(str(value))
        number = int(value)  # type: ignore[arg-type]
        return 0, (-number if self.order == "desc" else number)

    def to_json(self) -> dict[str, JSON]:
        order = list(self.order) if isinstance(self.order, tuple) else self.order
        return {"field": self.field, "order": order, "label": self.label}


OUTCOME = Criterion("outcome", ("won", "lost"), "won before lost")
MP = Criterion("mp", "desc", "more marshalling points")
TURNS = Criterion("turns", "asc", "fewer turns")

#: Scoring rules by name: sort keys of the game applied in order. Entries equal on all of
#: them share a rank: the time an entry was submitted is no merit of its game.
SCORING_RULES: dict[str, tuple[Criterion, ...]] = {
    "won-mp-turns": (OUTCOME, MP, TURNS),
    "won-turns-mp": (OUTCOME, TURNS, MP),
    "mp-turns": (MP, TURNS),
}
DEFAULT_SCORING = "won-mp-turns"
#: The names the rules had when the submission time broke ties: challenges stored or
#: shipped under them are read under the rule's name now.
FORMER_SCORING = {"won-mp-turns-finish": "won-mp-turns",
                  "won-turns-mp-finish": "won-turns-mp",
                  "mp-turns-finish": "mp-turns"}


def rank(scoring: str, entries: Sequence[Mapping[str, JSON]]) -> list[dict[str, JSON]]:
    """The entries in ranking order, each with its ``rank`` (1-based; entries equal on every
    criterion share one, and the next rank skips: 1, 2, 2, 4). Equal entries keep their order
    (the leaderboard gives them in the order they were submitted)."""
    criteria = SCORING_RULES[scoring]

    def key(entry: Mapping[str, JSON]) -> tuple[tuple[int, Any], ...]:
        return tuple(c.key(entry) for c in criteria)

    ordered = sorted(entries, key=key)
    out: list[dict[str, JSON]] = []
    for position, entry in enumerate(ordered, start=1):
        same = bool(out) and key(ordered[position - 2]) == key(entry)
        out.append({"rank": out[-1]["rank"] if same else position, **entry})
    return out


# -- the challenge record --------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Challenge:
    """A challenge as the public sees it: everything but the seed.

    ``sealed`` challenges hide their seed until they close; the others (practice challenges,
    such as the ones shipped in ``seeds/challenges/``) publish it from the start.
    """

    id: str
    title: str
    ruleset: str
    ruleset_version: str
    setup: Mapping[str, JSON]
    engine: str
    catalog: str
    undo_policy: str
    opens_at: str
    closes_at: str
    scoring: str
    commitment: str
    sealed: bool

    def to_json(self) -> dict[str, JSON]:
        return {"format": CHALLENGE_FORMAT, "id": self.id, "title": self.title,
                "ruleset": self.ruleset, "ruleset_version": self.ruleset_version,
                "setup": dict(self.setup), "engine": self.engine, "catalog": self.catalog,
                "undo_policy": self.undo_policy, "opens_at": self.opens_at,
                "closes_at": self.closes_at, "scoring": self.scoring,
                "commitment": self.commitment, "sealed": self.sealed}

    def status(self, now: str, closed_at: str | None = None) -> str:
        """``scheduled`` before it opens, ``open``, then ``closed`` at ``closes_at`` or when
        the operator closed it, whichever came first."""
        if closed_at is not None or instant_key(now) >= instant_key(self.closes_at):
            return "closed"
        if instant_key(now) < instant_key(self.opens_at):
            return "scheduled"
        return "open"

    def start_data(self, seed: str | int) -> dict[str, JSON]:
        """The GameStarted data of an entry (the data of :func:`domain.chronicle.start_data`
        plus the challenge's tag), for the challenge's secret ``seed``."""
        return {"ruleset": self.ruleset, "ruleset_version": self.ruleset_version, "seed": seed,
                "setup": dict(self.setup), "catalog": self.catalog, "engine": self.engine,
                "undo_policy": self.undo_policy, ENTRY_TAG: self.id}


_FIELDS = ("id", "title", "ruleset", "ruleset_version", "setup", "engine", "catalog",
           "undo_policy", "opens_at", "closes_at", "scoring", "commitment")


def parse_challenge(obj: object, source: str = "challenge", now: str | None = None
                    ) -> Challenge:
    """A challenge from its JSON form, naming ``source`` and every bad field in the error.
    Given ``now``, a challenge closing at or before it is refused: it would be closed from
    the start, its sealed seed revealed at once (a stored challenge is read without it).

    The setup is taken as given: :func:`prepare` checks it against the ruleset."""
    if not isinstance(obj, Mapping):
        raise ChallengeInvalid(f"{source}: a challenge is a JSON object.")
    problems: list[str] = []

    def text(field: str, pattern: re.Pattern[str] | None = None, what: str = "") -> str:
        value = obj.get(field)
        if not isinstance(value, str) or not value.strip():
            problems.append(f"{field}: a non-empty string is required, not {shown(value)}")
            return ""
        if pattern is not None and not pattern.match(value):
            problems.append(f"{field}: must be {what}, not {shown(value)}")
        return value

    if obj.get("format", CHALLENGE_FORMAT) != CHALLENGE_FORMAT:
        problems.append(f"format: must be {json.dumps(CHALLENGE_FORMAT)}, not "
                        f"{shown(obj.get('format'))}")
    known = (*_FIELDS, "format", "sealed", "seed")
    problems += [f"{key}: not a field of a challenge" for key in sorted(obj) if key not in known]
    cid = text("id", _ID, "lower-case letters, digits and dashes (at most 64)")
    title = text("title")
    ruleset = text("ruleset")
    ruleset_version = text("ruleset_version")
    engine = text("engine")
    catalog = text("catalog", _DIGEST, "a digest sha256:<64 hex digits>")
    published = text("commitment", _DIGEST, "a digest sha256:<64 hex digits>")
    setup = obj.get("setup", {})
    if not isinstance(setup, Mapping):
        problems.append(f"setup: must be an object, not {shown(setup)}")
        setup = {}
    policy = obj.get("undo_policy", "none")
    if policy not in UNDO_POLICIES:
        problems.append(f"undo_policy: must be one of {', '.join(UNDO_POLICIES)}, not "
                        f"{shown(policy)}")
    scoring = obj.get("scoring", DEFAULT_SCORING)
    scoring = FORMER_SCORING.get(scoring, scoring) if isinstance(scoring, str) else scoring
    if scoring not in SCORING_RULES:
        problems.append(f"scoring: must be one of {', '.join(SCORING_RULES)}, not "
                        f"{shown(scoring)}")
    times: dict[str, str] = {}
    for field in ("opens_at", "closes_at"):
        try:
            times[field] = instant(obj.get(field), field)
        except ChallengeInvalid as exc:
            problems.append(exc.message)
    opens, closes = times.get("opens_at", ""), times.get("closes_at", "")
    if opens and closes and instant_key(opens) >= instant_key(closes):
        problems.append("closes_at: must come after opens_at")
    if now is not None and closes and instant_key(closes) <= instant_key(now):
        problems.append(f"closes_at: {closes} has passed (it is {now}): a challenge closes "
                        "in the future")
    sealed = obj.get("sealed", True)
    if not isinstance(sealed, bool):
        problems.append(f"sealed: must be true or false, not {shown(sealed)}")
    try:
        setup = canonical.normalize(setup, "setup")
    except canonical.NotCanonical as exc:
        problems.append(str(exc))
    if problems:
        raise ChallengeInvalid(f"{source}: the challenge is not valid.", problems=problems)
    return Challenge(cid, title, ruleset, ruleset_version, setup, engine, catalog,
                     str(policy), opens, closes, str(scoring), published, bool(sealed))


def prepare(challenge: Challenge, ruleset: Ruleset[Any], source: str = "challenge") -> Challenge:
    """The challenge with its setup validated and normalized by its ruleset at the version it
    pins, once its pins are checked against the ruleset this server runs (an earlier version
    the ruleset replays deals and checks a setup its own way, as its entries are played)."""
    check_pins(challenge, ruleset)
    try:
        setup = pinned_ruleset(challenge, ruleset).prepare(challenge.setup)
    except RedBookError as exc:
        raise ChallengeInvalid(f"{source}: setup: {exc.message}", problems=exc.problems) from None
    return replace(challenge, setup=setup)


def pinned_ruleset(challenge: Challenge, ruleset: Ruleset[Any]) -> Ruleset[Any]:
    """The ruleset at the version the challenge pins, where it still replays that version
    (else as it is: ``check_pins`` refuses the challenge)."""
    pinned = challenge.ruleset_version
    return ruleset.at_version(pinned) if pinned in ruleset.replays else ruleset


def check_pins(challenge: Challenge, ruleset: Ruleset[Any]) -> None:
    """Refuse a challenge pinned to another ruleset version, engine or card catalog than this
    server's: its entries would not replay to the same result here. (An earlier ruleset version
    the ruleset still replays is kept: its entries are played by that version's rules.)"""
    pinned_version = challenge.ruleset_version
    replayable = pinned_version if pinned_version in ruleset.replays else ruleset.version
    catalog = (challenge.catalog if ruleset.catalog.accepts(challenge.catalog)
               else ruleset.catalog.digest)
    pins = (("ruleset", challenge.ruleset, ruleset.id),
            (f"{challenge.ruleset} ruleset version", pinned_version, replayable),
            ("engine version", challenge.engine, ENGINE_VERSION),
            ("card catalog", challenge.catalog, catalog))
    for what, pinned, here in pins:
        if pinned != here:
            raise CatalogMismatch(
                f"Challenge {challenge.id!r} pins {what} {pinned}, but this server runs {here}; "
                "its entries cannot be played or re-simulated here without risking another "
                "result."
            )


# -- entries ---------------------------------------------------------------------------------
#: The GameStarted fields an entry must share with its challenge, with what they mean.
_START_FIELDS = (("ruleset", "ruleset"), ("ruleset_version", "ruleset version"),
                 ("engine", "engine version"), ("catalog", "card catalog"),
                 ("setup", "setup"), ("seed", "seed"), ("undo_policy", "undo policy"))


@dataclass(frozen=True, slots=True)
class Score:
    """What the server's re-simulation of an entry establishes, for ranking it."""

    outcome: str
    mp: int
    turns: int
    version: int
    head_hash: str

    def to_json(self) -> dict[str, JSON]:
        return {"outcome": self.outcome, "mp": self.mp, "turns": self.turns,
                "version": self.version, "head_hash": self.head_hash}


class EntryUnfinished(RedBookError):
    code = "entry-unfinished"
    status = 409


def check_entry(ruleset: Ruleset[Any], challenge: Challenge, seed: str | int,
                records: Sequence[Record]) -> Score:
    """Re-simulate an entry's log from the challenge's seed and setup and score it.

    Refused (:class:`EntryRejected`, naming the first differing event) unless the log starts
    with the challenge's GameStarted, is not a fork, keeps the challenge's undo policy (the
    re-simulation refuses any undo the policy forbids) and is reproduced exactly by
    re-simulation. The score is read from the state re-simulation has just proven equal.
    """
    check_pins(challenge, ruleset)
    if not records or records[0].kind != GAME_STARTED:
        raise EntryRejected(challenge_terms(1, "an entry must begin with GameStarted"))
    expected = challenge.start_data(seed)
    recorded = records[0].data
    tag = recorded.get(ENTRY_TAG, challenge.id)  # a game played on its own names none
    if tag != challenge.id:
        raise EntryRejected(challenge_terms(
            1, f"the game is an entry of challenge {quoted(tag)}, not of {quoted(challenge.id)}: "
               "it is ranked in its own challenge only"))
    for field, what in _START_FIELDS:
        if recorded.get(field) != expected[field]:
            raise EntryRejected(_start_mismatch(field, what, recorded, expected))
    for record in records:
        if record.kind == FORKED:
            raise EntryRejected(challenge_terms(
                record.version, "a fork of another game cannot be entered: play from the start"))
    verdict = verify(ruleset, records)
    if verdict.difference is not None:
        raise EntryRejected(verdict.difference)
    chronicle = Chronicle(ruleset, records)
    result = chronicle.result()
    if result is None:
        raise EntryUnfinished("The game is not finished yet: finish it, then submit it.")
    return Score(outcome=str(result.get("outcome")),
                 mp=_whole(ruleset.score(chronicle.table.rules).get("total")),
                 turns=_turns(result, chronicle.history()),
                 version=chronicle.version, head_hash=chronicle.head_hash)


def _start_mismatch(field: str, what: str, recorded: Mapping[str, JSON],
                    expected: Mapping[str, JSON]) -> Difference:
    if field == "seed":
        # Never echo the expected seed: the challenge may still be sealed.
        return challenge_terms(1, "the game was not started from the challenge's seed")
    if field == "undo_policy":
        return challenge_terms(
            1, f"the game was played under undo policy {quoted(recorded.get(field))}, but the "
               f"challenge's policy is {quoted(expected[field])}, so it is not ranked")
    mine, theirs = recorded.get(field), expected[field]
    if isinstance(mine, Mapping) and isinstance(theirs, Mapping):
        # A setup: only the options that differ, each the game's against the challenge's.
        options = [key for key in sorted({**mine, **theirs}) if mine.get(key) != theirs.get(key)]
        said = "; ".join(f"{key}: {_option(mine, key)} (the challenge's: "
                         f"{_option(theirs, key)})" for key in options)
        differences = tuple(FieldDifference(f"data.{field}.{key}", mine.get(key),
                                            theirs.get(key)) for key in options)
        return replace(challenge_terms(1, f"the game's {what} differs from the challenge's "
                                          f"in {count(len(options), 'option')}: {said}"),
                       differences=differences)
    return replace(challenge_terms(1, f"the game's {what} is {quoted(mine)}, the challenge's "
                                      f"is {quoted(theirs)}"),
                   differences=(FieldDifference(f"data.{field}", mine, theirs),))


def _option(setup: Mapping[str, JSON], key: str) -> str:
    return quoted(setup[key]) if key in setup else "not set"


def _whole(value: JSON) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _turns(result: Mapping[str, JSON], history: Sequence[Record]) -> int:
    """The turns the ruleset reports in its result, or else the decisions that were made."""
    turns = result.get("turns")
    if isinstance(turns, int) and not isinstance(turns, bool):
        return turns
    return sum(1 for r in history if r.kind == DECISION)


# -- sealed views ----------------------------------------------------------------------------
def entry_challenge(records: Sequence[Record]) -> str | None:
    """The id of the challenge a game was entered in (from its GameStarted tag), if any."""
    if not records or records[0].kind != GAME_STARTED:
        return None
    tag = records[0].data.get(ENTRY_TAG)
    return tag if isinstance(tag, str) else None


def conceal_orders(value: JSON) -> JSON:
    """``value`` with the card order of every recorded shuffle replaced by the number of cards.

    A shuffle fixes every draw to come; while a challenge is sealed its entries must not show
    that order, or a player could plan against cards not yet drawn."""
    if isinstance(value, list):
        return [conceal_orders(item) for item in value]
    if isinstance(value, Mapping):
        out = {key: conceal_orders(item) for key, item in value.items()}
        data = out.get("data")
        if out.get("kind") == DECK_SHUFFLED and isinstance(data, Mapping) \
                and isinstance(data.get("cards"), list):
            out["data"] = {**data, "cards": f"{SEALED} ({len(data['cards'])} cards)"}
        return out
    return value


def conceal(value: JSON, seed: str) -> JSON:
    """``value`` with every occurrence of ``seed`` in its text replaced by :data:`SEALED`.

    Whatever a view shows of a sealed entry (its events, its export, a narrative line that
    quotes GameStarted, a comparison) goes through this, so the seed cannot slip out through
    a field nobody thought of. Hashes are left as stored."""
    if isinstance(value, str):
        return value.replace(seed, SEALED)
    if isinstance(value, list):
        return [conceal(item, seed) for item in value]
    if isinstance(value, Mapping):
        return {key: conceal(item, seed) for key, item in value.items()}
    return value
