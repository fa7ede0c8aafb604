"""A game's log in memory: the hash-chained records, the state at their tip, undo, fork and
verification. Pure: the event store (``domain.store``) only keeps the records this produces.

Versions count stored records from 1. Undo appends ``Undone(to_version)``; from then on the
game continues from the state at ``to_version``, so the stored log is a tree walked through
``parent`` links, like commits. The *effective history* at a version is the chain of records
from the root to it, skipping undone ranges.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from domain import ENGINE_VERSION, canonical, verdict
from domain.canonical import JSON
from domain.errors import (
    ActionNotOpen,
    CatalogMismatch,
    GameOver,
    IllegalAction,
    InvalidLog,
    InvalidSetup,
    NoSuchVersion,
    RedBookError,
    UndoRefused,
    UnknownRuleset,
    VersionInResolution,
)
from domain.immutable import builder, direct_init
from domain.ruleset import (
    DECISION,
    FORKED,
    GAME_STARTED,
    INPUT_KINDS,
    RANDOM_KINDS,
    UNDONE,
    Action,
    Context,
    Fact,
    Ruleset,
    Table,
    evolve_table,
    new_fact,
)
from domain.text import sentence, shown
from domain.verdict import Difference, InputAt, Verdict, Verified

GENESIS_HASH = "sha256:" + "0" * 64
UNDO_POLICIES = ("free", "before-reveal", "none")
#: The GameStarted field that tags a game as an entry of a challenge (the challenge's id).
ENTRY_TAG = "challenge"
#: The fields of GameStarted: those :func:`start_data` writes, and a challenge entry's tag.
START_FIELDS = ("ruleset", "ruleset_version", "seed", "setup", "catalog", "engine",
                "undo_policy", ENTRY_TAG)


@direct_init
@dataclass(frozen=True, slots=True)
class Record:
    """One stored event: a fact at a version, chained to the one before by hash."""

    version: int
    kind: str
    data: Mapping[str, JSON]
    rule: str | None
    prev_hash: str
    hash: str

    @property
    def fact(self) -> Fact:
        return Fact(self.kind, self.data, self.rule)

    def to_json(self) -> dict[str, JSON]:
        return {"version": self.version, "kind": self.kind, "data": dict(self.data),
                "rule": self.rule, "prev_hash": self.prev_hash, "hash": self.hash}

    @classmethod
    def from_json(cls, obj: Mapping[str, Any]) -> Record:
        return cls.all_from_json((obj,))[0]

    @staticmethod
    def all_from_json(objs: Iterable[Mapping[str, Any]]) -> list[Record]:
        """The records of ``objs`` (as :meth:`to_json` writes them), in order: a stored game's
        thousands of records are read here, each built by :data:`new_record`."""
        return [new_record(int(obj["version"]), str(obj["kind"]), obj["data"], obj.get("rule"),
                           str(obj["prev_hash"]), str(obj["hash"])) for obj in objs]


#: ``Record(version, kind, data, rule, prev_hash, hash)``, built for every event sealed or read
#: faster than the class builds it (domain.immutable.builder).
new_record = builder(Record)


def _undo_target(record: Record) -> int:
    """The version an Undone record goes back to, checked to come before it."""
    target = record.data["to_version"]
    if not isinstance(target, int) or not 1 <= target < record.version:
        raise InvalidLog(f"Event {record.version} undoes to version {target}, which does not "
                         "come before it.")
    return target


def record_hash(version: int, fact: Fact, prev_hash: str) -> str:
    data = fact.data
    # Facts made in play hold plain dicts, which are written as they are (no copy per event).
    return canonical.digest({"version": version, "kind": fact.kind,
                             "data": data if type(data) is dict else dict(data),
                             "rule": fact.rule, "prev_hash": prev_hash})


def seal(version: int, fact: Fact, prev_hash: str) -> Record:
    # Built as the chronicle builds the records of play (new_record), not through __init__.
    return new_record(version, fact.kind, fact.data, fact.rule, prev_hash,
                      record_hash(version, fact, prev_hash))


#: What a seed may be: a whole number that fits in 64 bits (what every JSON reader of a log
#: keeps exactly), or text of 1 to ``SEED_MAX_LENGTH`` characters, valid Unicode without NUL.
SEED_MIN, SEED_MAX, SEED_MAX_LENGTH = -(2**63), 2**63 - 1, 200


def text_problem(text: str) -> str | None:
    """What keeps ``text`` out of a log (which is UTF-8 and hashed), or None."""
    if "\x00" in text:
        return "text may not contain NUL characters"
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return "text must be valid Unicode (no lone surrogates)"
    return None


def seed_problem(seed: object) -> str | None:
    """What is wrong with a seed, worded to follow ``seed: `` (or the option that gave it),
    or None. The one rule of a seed: the API, the command line and a game's start all ask it,
    so no game is stored with a seed another of them would refuse."""
    if isinstance(seed, bool) or not isinstance(seed, (str, int)):
        return f"a string or a whole number, not {shown(seed)}"
    if isinstance(seed, int):
        if SEED_MIN <= seed <= SEED_MAX:
            return None
        return f"a whole number from {SEED_MIN} to {SEED_MAX}, not {seed}"
    if not seed:
        return "may not be empty"
    if len(seed) > SEED_MAX_LENGTH:
        return f"may be at most {SEED_MAX_LENGTH} characters long"
    return text_problem(seed)


def start_data(ruleset: Ruleset[Any], seed: str | int, setup: Mapping[str, JSON],
               undo_policy: str) -> dict[str, JSON]:
    """The data of ``GameStarted``: everything replay needs. :class:`InvalidSetup` for an
    undo policy or a seed no game has (:func:`seed_problem`), the field named in its
    ``problems``."""
    if undo_policy not in UNDO_POLICIES:
        raise InvalidSetup(f"Unknown undo policy {undo_policy!r}; "
                           f"choose one of {', '.join(UNDO_POLICIES)}.",
                           problems=[f"undo_policy: one of {', '.join(UNDO_POLICIES)}, not "
                                     f"{undo_policy!r}"])
    problem = seed_problem(seed)
    if problem is not None:
        raise InvalidSetup(sentence(f"The seed is refused: {problem}"),
                           problems=[f"seed: {problem}"])
    # The version the ruleset plays: its own, or an earlier one it was taken at (at_version).
    return {"ruleset": ruleset.id, "ruleset_version": ruleset.played, "seed": seed,
            "setup": dict(setup), "catalog": ruleset.base_catalog.digest,
            "engine": ENGINE_VERSION, "undo_policy": undo_policy}


def check_start(ruleset: Ruleset[Any], start: Mapping[str, JSON]) -> None:
    """Refuse a recorded start (a log's GameStarted, a record's header) that starting a game
    could not have written, checked by the functions that start one: the setup is prepared
    again (:meth:`Ruleset.prepare`, at the version the game was played) and must come out as
    recorded, the seed and undo policy pass :func:`start_data`, and no other field is there.
    :class:`InvalidSetup` names every problem (:class:`CatalogMismatch` a start of another
    catalog, ruleset version or engine): a forged start that the rules would play anyway (an
    unknown option, an alignment no game has) is not a game a judge can compare."""
    check_compatible(ruleset, start)
    played = ruleset.at_version(str(start.get("ruleset_version")))
    problems = [f"{key!r} is not a field of GameStarted" for key in sorted(start)
                if key not in START_FIELDS]
    if ENTRY_TAG in start and not isinstance(start[ENTRY_TAG], str):
        problems.append(f"{ENTRY_TAG}: the challenge's id is a string, not "
                        f"{canonical.dumps(start[ENTRY_TAG])}")
    setup = start.get("setup")
    if isinstance(setup, Mapping):
        problems += _setup_problems(played, setup)
    else:
        problems.append("setup: an object is needed")
    seed, policy = start.get("seed"), start.get("undo_policy")
    try:
        start_data(played, seed, {}, policy)  # type: ignore[arg-type]  # what it checks
    except InvalidSetup as refused:
        problems += refused.problems
    if problems:
        raise InvalidSetup("The game's start is not one a game can begin with.",
                           problems=problems)


def _setup_problems(played: Ruleset[Any], setup: Mapping[str, JSON]) -> list[str]:
    """What is wrong with a recorded setup: the ruleset's refusal of it, or each field it
    records otherwise than preparing it again gives; a field the ruleset works out
    (:attr:`Ruleset.derived_setup`), which preparing again may work out otherwise, must be
    one of the values it could have been worked out as (:meth:`Ruleset.derived_values`)."""
    try:
        prepared = canonical.normalize(played.prepare(
            {key: value for key, value in setup.items() if key not in played.derived_setup}))
    except InvalidSetup as refused:
        return list(refused.problems or (refused.message,))
    assert isinstance(prepared, Mapping)
    derived = played.derived_values(prepared)
    expected = {key: derived[key] if key in played.derived_setup else [prepared.get(key)]
                for key in sorted({*setup, *prepared})}
    return [f"{key}: {_shown(setup.get(key))} is recorded, but a game started with this setup "
            f"records {_one_of(values)}" for key, values in expected.items()
            if canonical.dumps(setup.get(key)) not in [canonical.dumps(v) for v in values]]


def _one_of(values: list[JSON]) -> str:
    """What a setup field may be, as a problem says it: its one value, or each it may be."""
    shown = [_shown(value) for value in values]
    return shown[0] if len(shown) == 1 else "one of " + ", ".join(shown)


def _shown(value: JSON) -> str:
    """A setup field's value as a problem quotes it: a long one (a deck list) cut short."""
    if value is None:
        return "nothing"
    text = canonical.dumps(value)
    return text if len(text) <= 60 else text[:57] + "..."


#: The fields of a start naming what its game was recorded under, each text.
PIN_FIELDS = ("ruleset", "ruleset_version", "catalog", "engine")


def pin_problems(start: Mapping[str, JSON]) -> list[str]:
    """Each field of a game document's start (a log's GameStarted) naming what the game was
    recorded under that it lacks or gives as anything but text."""
    return [f"the start event has no `{key}`" if key not in start else
            f"{key} must be text, not {shown(start[key])}"
            for key in PIN_FIELDS if not isinstance(start.get(key), str)]


def ruleset_named(make: Ruleset[Any] | Callable[[str], Ruleset[Any]],
                  start: Mapping[str, JSON]) -> Ruleset[Any]:
    """The ruleset a game document's start names, made by ``make`` (or ``make`` itself, the
    ruleset the caller judges it by). A start that names none, or one this server does not
    run, is the document's fault, not a missing resource: :class:`InvalidLog`."""
    problems = pin_problems(start)
    if problems:
        raise InvalidLog(sentence("The game's start (GameStarted) is not valid: "
                                  + "; ".join(problems)), problems=problems)
    if isinstance(make, Ruleset):
        return make
    try:
        return make(str(start["ruleset"]))
    except UnknownRuleset as exc:
        raise InvalidLog(f"The game's start (GameStarted) names a ruleset this server does "
                         f"not run. {exc.message}") from None


def check_compatible(ruleset: Ruleset[Any], start: Mapping[str, JSON]) -> None:
    """Refuse to replay a game recorded under another catalog, ruleset or engine version (but
    an earlier ruleset version the ruleset still replays as it was played)."""
    version = start.get("ruleset_version")
    replayable = version if version in ruleset.replays else ruleset.version
    catalog = start.get("catalog")
    base = ruleset.base_catalog  # a game's own cards are not part of the recorded digest
    accepted = catalog if base.accepts(catalog) else base.digest
    pins = (("card catalog", catalog, accepted),
            (f"{ruleset.id} ruleset version", version, replayable),
            ("engine version", start.get("engine"), ENGINE_VERSION))
    for what, recorded, here in pins:
        if recorded != here:
            raise CatalogMismatch(
                f"This game was recorded under {what} {recorded}, but this server runs {here}; "
                "it cannot be replayed here without risking another result."
            )


class Chronicle:
    """The records of one game and the state at their tip.

    The states at past versions are kept as snapshots, one every ``snapshot_every`` steps of
    each version's history (every version by default); the state at any other version is the
    nearest snapshot before it in its history, with at most ``snapshot_every - 1`` records
    folded on. A long game in a server's cache holds a bounded share of its states that way,
    and a past view or an undo never replays more than those few records."""

    def __init__(self, ruleset: Ruleset[Any], records: Sequence[Record],
                 snapshot_every: int = 1) -> None:
        if snapshot_every < 1:
            raise ValueError(f"snapshot_every must be at least 1, not {snapshot_every}")
        if not records or records[0].kind != GAME_STARTED:
            raise InvalidLog("A game log must begin with GameStarted.")
        self.start = records[0].data
        check_compatible(ruleset, self.start)
        # A game keeps the rules of the version it was recorded under, and the cards its
        # setup brings at that version (Ruleset.for_setup).
        setup = self.start.get("setup")
        played = ruleset.at_version(str(self.start.get("ruleset_version")))
        self.ruleset = played.for_setup(setup) if isinstance(setup, Mapping) else played
        self.records: list[Record] = []
        self._parent: list[int] = [0]  # _parent[v]: the version before v in its history
        self._depth: list[int] = [0]  # _depth[v]: how many records v's history holds
        self._tip = 0
        self.table: Table[Any] = self._initial_table()
        self.snapshot_every = snapshot_every
        # _snapshots[v]: the state after version v, for v whose depth snapshot_every divides,
        # for each Undone record and for each version an undo went back to. Tables are
        # immutable and share structure, so a snapshot costs only what changed.
        self._snapshots: dict[int, Table[Any]] = {0: self.table}
        #: (version, state after it): the last state ``_state_kept_or_folded`` worked out.
        self._last_folded: tuple[int, Table[Any]] = (0, self.table)
        self._fold(records)

    def clone(self) -> Chronicle:
        """An independent copy to write to: appending to it leaves this one as it is (the
        records and states themselves are immutable, so they are shared)."""
        other = copy.copy(self)
        other.records = list(self.records)
        other._parent = list(self._parent)
        other._depth = list(self._depth)
        other._snapshots = dict(self._snapshots)
        return other

    # -- construction -----------------------------------------------------------------------
    @classmethod
    def begin(cls, ruleset: Ruleset[Any], seed: str | int, setup: Mapping[str, Any],
              undo_policy: str = "free", snapshot_every: int = 1) -> Chronicle:
        """A new game: ``GameStarted`` and the ruleset's opening facts."""
        prepared = ruleset.prepare(setup)
        return cls._opened(ruleset, start_data(ruleset, seed, prepared, undo_policy),
                           snapshot_every)

    @classmethod
    def open(cls, ruleset: Ruleset[Any], start: Mapping[str, JSON],
             snapshot_every: int = 1) -> Chronicle:
        """A game from the data of its ``GameStarted`` (setup already prepared), checked as
        :meth:`begin` would have written it (:func:`check_start`)."""
        check_start(ruleset, start)
        return cls._opened(ruleset, start, snapshot_every)

    @classmethod
    def _opened(cls, ruleset: Ruleset[Any], start: Mapping[str, JSON],
                snapshot_every: int) -> Chronicle:
        first = seal(1, Fact(GAME_STARTED, canonical.normalize(start)), GENESIS_HASH)
        chronicle = cls(ruleset, [first], snapshot_every)
        ctx = Context(chronicle.ruleset, chronicle.table)
        chronicle.ruleset.begin(ctx)
        chronicle._extend(ctx.facts, ctx)
        return chronicle

    def _initial_table(self) -> Table[Any]:
        seed = self.start.get("seed")
        if isinstance(seed, bool) or not isinstance(seed, (str, int)):
            # Only a record changed behind the store's back holds one: no game starts so.
            raise InvalidLog(f"Event 1 records a seed no game has: {seed!r}.")
        setup = self.start["setup"]
        assert isinstance(setup, Mapping)
        return Table(seed, {}, self.ruleset.initial(setup))

    def _fold(self, records: Sequence[Record]) -> None:
        """Fold stored records on, as :meth:`_append` does one by one: the ruleset's state and
        the streams are carried from record to record, and made into a Table only where the
        chronicle keeps one (a snapshot, the tip, the state an undo needs)."""
        evolve = self.ruleset.evolve
        table = self.table
        seed, streams, state = table.seed, table.streams, table.rules
        current = True  # whether ``table`` is the state carried
        every = self.snapshot_every
        kept, parents, depths, snapshots = self.records, self._parent, self._depth, \
            self._snapshots
        version = self._tip
        depth = depths[version]
        for record in records:
            if record.version != version + 1:
                raise InvalidLog(f"Event {record.version} is out of place: expected version "
                                 f"{version + 1}.")
            kind = record.kind
            if kind == UNDONE:
                target = _undo_target(record)
                if target == version:
                    if not current:
                        table, current = Table(seed, streams, state), True
                else:
                    table = self._state_kept_or_folded(target)
                    streams, state, current = table.streams, table.rules, True
                # As _append keeps them: at the target and at the Undone record.
                snapshots[target] = snapshots[version + 1] = table
                kept.append(record)
                parents.append(target)
                version += 1
                depth = depths[target] + 1
                depths.append(depth)
                continue
            if kind not in INPUT_KINDS:
                data = record.data
                if kind in RANDOM_KINDS:
                    streams = dict(streams)
                    streams[str(data["stream"])] = int(data["next"])
                state = evolve(state, new_fact(kind, data, record.rule))
                current = False
            kept.append(record)
            parents.append(version)
            version += 1
            depth += 1
            depths.append(depth)
            if depth % every == 0:
                if not current:
                    table, current = Table(seed, streams, state), True
                snapshots[version] = table
        self._tip = version
        self.table = table if current else Table(seed, streams, state)

    def _append(self, record: Record, table: Table[Any] | None = None) -> None:
        """Fold one record into the log (no decisions: the record is taken as it is).
        ``table``, if given, is the state after it, already computed while deciding."""
        version = self._tip + 1  # the tip is always the last record
        if record.version != version:
            raise InvalidLog(f"Event {record.version} is out of place: expected version {version}.")
        kind = record.kind
        if kind == UNDONE:
            target = _undo_target(record)
            self.table = self._state_after(target)
            # Kept at the target too: players go back to one point again and again, trying
            # one line after another, and each such undo then costs no fold.
            self._snapshots[target] = self.table
            # The Undone record sits in the tree after its target, so history from here on
            # continues from the target's state.
            parent = target
        else:
            parent = self._tip
            if table is not None:
                self.table = table
            elif kind not in INPUT_KINDS:
                self.table = evolve_table(self.ruleset, self.table,
                                          Fact(kind, record.data, record.rule))
        self.records.append(record)
        self._parent.append(parent)
        depth = self._depth[parent] + 1
        self._depth.append(depth)
        self._tip = version
        # An Undone record's state is its target's, the same object, so keeping it costs
        # nothing, and the next undo (which goes back to it) finds it at once.
        if depth % self.snapshot_every == 0 or kind == UNDONE:
            self._snapshots[version] = self.table

    def _extend(self, facts: Sequence[Fact], ctx: Context[Any] | None = None,
                decided: bool = False) -> list[Record]:
        """Seal and fold ``facts``. With ``ctx``, the Context that emitted them has the state
        after each already (``decided``: the first fact is the decision itself, which leaves
        the state as it was): the states are kept, not evolved again, and made into a Table
        only where the chronicle keeps one (a snapshot, the tip)."""
        if ctx is None:
            added = []
            prev = self.head_hash
            for fact in facts:
                record = seal(self._tip + 1, fact, prev)
                self._append(record)
                added.append(record)
                prev = record.hash
            return added
        return self._extend_decided(facts, ctx, 1 if decided else 0)

    def _extend_decided(self, facts: Sequence[Fact], ctx: Context[Any],
                        offset: int) -> list[Record]:
        """:meth:`_extend` of facts whose states a Context holds: ``facts[i]`` is followed by
        ``ctx.states[i - offset]`` (the facts before ``offset`` leave the state as it is)."""
        states, streams = ctx.states, ctx.streams
        seed = self.table.seed
        every = self.snapshot_every
        records, parents, depths, snapshots = self.records, self._parent, self._depth, \
            self._snapshots
        added: list[Record] = []
        keep = added.append
        prev = self.head_hash
        first = version = self._tip
        depth = depths[version]
        for i, fact in enumerate(facts):
            digest = record_hash(version + 1, fact, prev)
            keep(new_record(version + 1, fact.kind, fact.data, fact.rule, prev, digest))
            version += 1
            depth += 1
            prev = digest
            if depth % every == 0:
                j = i - offset
                snapshots[version] = self.table if j < 0 else Table(seed, streams[j], states[j])
        # The tree's bookkeeping in one step for all: each record follows the one before.
        records += added
        parents += range(first, version)
        depths += range(depth - len(added) + 1, depth + 1)
        self._tip = version
        if len(facts) > offset:
            self.table = ctx.table
        return added

    # -- reading ----------------------------------------------------------------------------
    @property
    def version(self) -> int:
        return len(self.records)

    @property
    def head_hash(self) -> str:
        return self.records[-1].hash if self.records else GENESIS_HASH

    @property
    def game_seed(self) -> str | int:
        return self.table.seed

    @property
    def undo_policy(self) -> str:
        return str(self.start.get("undo_policy", "free"))

    def history(self, version: int | None = None) -> list[Record]:
        """The effective history at ``version`` (default: now), oldest first."""
        v = self.version if version is None else version
        self._check_version(v)
        chain = []
        while v > 0:
            chain.append(self.records[v - 1])
            v = self._parent[v]
        chain.reverse()
        return chain

    def state_at(self, version: int) -> Table[Any]:
        """The state after ``version``: the fold of the history leading to it."""
        self._check_version(version)
        return self._state_after(version)

    def _state_after(self, version: int) -> Table[Any]:
        """The state after ``version`` (0: the initial state): the tip's, a snapshot, or the
        nearest snapshot in its history with the records after it folded on."""
        if version == self._tip:
            return self.table
        return self._state_kept_or_folded(version)

    def _state_kept_or_folded(self, version: int) -> Table[Any]:
        """The state after ``version``, a snapshot or the nearest snapshot in its history with
        the records after it folded on (the tip's own state aside: while records are folded
        on, the tip moves before the chronicle's own does)."""
        found = self._snapshots.get(version)
        if found is not None:
            return found
        # Each step back shortens the history by one record, so a snapshot (depth divisible
        # by snapshot_every) is met within snapshot_every - 1 steps; the state last folded
        # here, if met first, is as exact a start (a reader going through the versions in
        # order, the narrative's, folds one record each).
        last_version, last = self._last_folded
        after: list[Record] = []
        v = version
        while v not in self._snapshots and v != last_version:
            after.append(self.records[v - 1])
            v = self._parent[v]
        table = last if v == last_version else self._snapshots[v]
        for record in reversed(after):
            if record.kind not in INPUT_KINDS:
                table = evolve_table(self.ruleset, table, record.fact)
        self._last_folded = (version, table)
        return table

    def replay_state_at(self, version: int) -> Table[Any]:
        """The state after ``version``, recomputed from its history (what ``state_at`` keeps)."""
        table = self._initial_table()
        for record in self.history(version):
            if record.kind not in INPUT_KINDS:
                table = evolve_table(self.ruleset, table, record.fact)
        return table

    def actions(self) -> list[Action]:
        return self.ruleset.actions(self.table.rules)

    def narrate(self, record: Record) -> str:
        """The line of ``record``, one of this game's: a decision told by the words its action
        was offered with, in the state it was decided in (``Ruleset.narrate_decision``), a
        fact that names what only its state knows in the state it was recorded in
        (``Ruleset.narrate_in``)."""
        decided = record.kind == DECISION
        if not decided and record.kind not in self.ruleset.narrated_in_state:
            return self.ruleset.narrate(record.fact)
        before = self._state_after(self._parent[record.version]).rules
        if decided:
            return self.ruleset.narrate_decision(record.fact, before)
        return self.ruleset.narrate_in(record.fact, before)

    def result(self) -> dict[str, JSON] | None:
        return self.ruleset.result(self.table.rules)

    def _check_version(self, version: int) -> None:
        if not 1 <= version <= self.version:
            raise NoSuchVersion(f"Version {version} does not exist: this game has versions "
                                f"1 to {self.version}.")

    # -- playing ----------------------------------------------------------------------------
    def decide(self, action: str, args: Mapping[str, Any] | None = None) -> list[Record]:
        """Record a decision and its outcomes. Nothing is appended if the rules refuse it."""
        if self.result() is not None:
            raise GameOver("The game is over; no more decisions can be made.")
        try:
            args = canonical.normalize(dict(args or {}))
        except canonical.NotCanonical as exc:
            raise IllegalAction(sentence(
                f"The decision's arguments cannot be recorded: {exc}")) from None
        self._check_arguments(action, args)
        ctx = Context(self.ruleset, self.table)
        try:
            self.ruleset.decide(ctx, action, args)
        except IllegalAction as refused:
            open_now = [a.id for a in self.actions()]
            if action in open_now or isinstance(refused, ActionNotOpen):
                raise
            raise ActionNotOpen(action, open_now, refused.message, refused.clause) from None
        # The decision itself leaves the state as it was; its outcomes as the Context left it.
        return self._extend([Fact(DECISION, {"action": action, "args": args}), *ctx.facts],
                            ctx, decided=True)

    def replay_input(self, kind: str, data: Mapping[str, JSON]) -> list[Record]:
        """Make a recorded input again, as re-simulation does (a verified log's or a game
        record's): a decision is decided, an undo undone, a fork mark kept."""
        if kind == DECISION:
            return self.decide(str(data["action"]), _arguments(data.get("args")))
        if kind == UNDONE:
            # As recorded, even an undo to where the game stood: logs of engines that took one
            # hold it, and it changed nothing then either.
            target = self.undo_target(int(data["to_version"]), None, recorded=True)
            return self._extend([Fact(UNDONE, {"to_version": target})])
        if kind == FORKED:
            return self._extend([Fact(FORKED, data)])
        raise InvalidLog(f"{kind} is not an input that can be made again.")

    def _check_arguments(self, action: str, args: Mapping[str, Any]) -> None:
        """Refuse arguments the action does not take: the log records only what was decided.
        (An action that is not legal now is left to the ruleset, which says why.)"""
        if not args:
            return
        legal = next((a for a in self.actions() if a.id == action), None)
        if legal is None:
            return
        unknown = [name for name in sorted(args) if name not in legal.params]
        if unknown:
            takes = ", ".join(sorted(legal.params)) or "none"
            raise IllegalAction(f"The action {action!r} does not take the argument(s) "
                                f"{', '.join(map(repr, unknown))} (it takes: {takes}).")

    def undo(self, to_version: int | None = None, steps: int | None = None) -> list[Record]:
        """Go back to ``to_version``, or to just before the last ``steps`` decisions."""
        target = self.undo_target(to_version, steps)
        return self._extend([Fact(UNDONE, {"to_version": target})])

    def undo_target(self, to_version: int | None, steps: int | None,
                    recorded: bool = False) -> int:
        """The version an undo goes back to, checked as :meth:`undo` checks it. ``recorded``:
        an undo a log holds, made again, which may go back to where the game stood already
        (engines before this one took such an undo)."""
        if self.undo_policy == "none":
            raise UndoRefused("This game's undo policy is 'none': moves cannot be taken back.")
        if (to_version is None) == (steps is None):
            raise UndoRefused("Give either to_version or steps, not both or neither.")
        if steps is not None:
            if steps < 1:
                raise UndoRefused("steps must be at least 1.")
            to_version = self._before_decisions(steps)
        assert to_version is not None
        if not recorded and to_version in self._standing_at():
            raise UndoRefused(f"The game is already at version {to_version}: going back to it "
                              "would change nothing.")
        # Walking back from the tip costs only the distance back.
        point, revealed = next(((v, first) for v, first in self._points_back()
                                if v <= to_version), (0, None))
        if to_version < 1 or point != to_version:
            raise UndoRefused(f"Version {to_version} is not an earlier point of the current "
                              "history, so the game cannot go back to it.")
        if not self._at_rest(to_version):
            raise _in_resolution(to_version, "undo to", sorted(self.undo_targets()))
        if self.undo_policy == "before-reveal" and revealed is not None:
            raise UndoRefused(
                f"This game's undo policy is 'before-reveal', and event {revealed.version} "
                f"({revealed.kind}) revealed something after version {to_version}."
            )
        return to_version

    def undo_targets(self) -> list[int]:
        """The versions an undo may go back to now, newest first: exactly those
        :meth:`undo_target` accepts (earlier points of the current history where the game
        waited for a decision, none past a reveal under ``before-reveal``)."""
        if self.undo_policy == "none":
            return []
        out = []
        standing = self._standing_at()
        for v, revealed in self._points_back():
            if self.undo_policy == "before-reveal" and revealed is not None:
                break  # every version further back crosses the same reveal
            if v >= 1 and v not in standing and self._at_rest(v):
                out.append(v)
        return out

    def _standing_at(self) -> set[int]:
        """The versions whose state the game stands at now: the tip, and back from it through
        the inputs that change nothing (an undo's record, a fork's mark), each version they
        followed. An undo to one of these would change nothing."""
        v = self._tip
        found = {v}
        while v > 0 and self.records[v - 1].kind in (UNDONE, FORKED):
            v = self._parent[v]
            found.add(v)
        return found

    def _points_back(self) -> Iterator[tuple[int, Record | None]]:
        """The earlier versions of the current history, newest first, each with the first
        record after it that revealed something (None: none did)."""
        revealed: Record | None = None
        v = self._tip
        while v > 0:
            record = self.records[v - 1]
            if self._reveals(record):
                revealed = record  # walking back, the last one met is the first in time
            v = self._parent[v]
            yield v, revealed

    def _before_decisions(self, steps: int) -> int:
        """The version just before the last ``steps`` decisions of the current history."""
        found = 0
        v = self._tip
        while v > 0:
            if self.records[v - 1].kind == DECISION:
                found += 1
                if found == steps:
                    return self._parent[v]
            v = self._parent[v]
        if found == 0:
            raise UndoRefused("There is no decision to undo yet.")
        raise UndoRefused(f"There {'is' if found == 1 else 'are'} only {found} "
                          f"decision{'' if found == 1 else 's'} to undo.")

    def _at_rest(self, version: int) -> bool:
        """Whether the game waited for input after ``version`` (the end of an appended batch)."""
        return version == self.version or self.records[version].kind in INPUT_KINDS

    def _reveals(self, record: Record) -> bool:
        return record.kind in RANDOM_KINDS or record.kind in self.ruleset.reveal_kinds

    def fork_records(self, parent_id: str, at_version: int) -> list[Record]:
        """The records of a new game: this game's effective history up to ``at_version``,
        re-chained, then ``Forked``."""
        self._check_version(at_version)
        if not self._at_rest(at_version):
            rests = [v for v in range(1, self.version + 1) if self._at_rest(v)]
            raise _in_resolution(at_version, "fork at", rests)
        out: list[Record] = []
        prev = GENESIS_HASH
        for record in self.history(at_version):
            if record.kind in (UNDONE,):
                continue
            sealed = seal(len(out) + 1, record.fact, prev)
            out.append(sealed)
            prev = sealed.hash
        out.append(seal(len(out) + 1, Fact(FORKED, {"parent": parent_id,
                                                    "at_version": at_version}), prev))
        return out


def _in_resolution(version: int, way: str, rests: Sequence[int]) -> VersionInResolution:
    """The refusal of an undo or a fork (``way``: "undo to", "fork at") at ``version``, inside
    a resolution, naming the nearest of ``rests`` (ascending: the versions it may take)."""
    return VersionInResolution(f"Version {version} falls in the middle of a resolution; {way} "
                               "a version where the game waited for a decision"
                               f"{_nearest(version, rests)}.")


def _nearest(version: int, rests: Sequence[int]) -> str:
    """The versions nearest ``version`` of ``rests``, as a refusal names them after a colon;
    nothing if there is none."""
    before = [v for v in rests if v < version]
    after = [v for v in rests if v > version]
    if before and after:
        return f": the nearest are {before[-1]} and {after[0]}"
    if after:
        return f": the earliest is {after[0]}"
    return f": the latest is {before[-1]}" if before else ""


def verify(ruleset: Ruleset[Any] | Callable[[str], Ruleset[Any]],
           records: Sequence[Record]) -> Verdict:
    """Check the hash chain, then re-simulate from ``GameStarted`` and the inputs alone: every
    outcome must be reproduced exactly. Names the first record that differs; a log that
    verifies is described as a judge compares it (:class:`Verified`). ``ruleset``: the
    ruleset, or what makes it from the id the log's ``GameStarted`` names (a log that does
    not begin with one needs none: its verdict is ``no-start``). Raises
    :class:`CatalogMismatch` for a game recorded under another catalog, ruleset or engine
    version."""
    difference = _chain_difference(records)
    if difference is None and (not records or records[0].kind != GAME_STARTED):
        difference = verdict.no_start(records[0].kind if records else None)
    if difference is not None:
        return Verdict(False, len(records), difference)
    ruleset = ruleset_named(ruleset, records[0].data)
    # A game recorded under another catalog or version cannot be judged here: refuse it
    # (CatalogMismatch) rather than report a difference the log does not contain.
    check_compatible(ruleset, records[0].data)
    sim = _resimulated(ruleset, records)
    if isinstance(sim, Difference):
        return Verdict(False, len(records), sim)
    return Verdict(True, len(records), verified=verified(sim))


def verified(chronicle: Chronicle) -> Verified:
    """What a judge compares of a game re-simulated in full (a log that verifies, a record
    that replays): the ruleset and the version it was played and checked under, the
    challenge it is an entry of, its last event's hash and its result."""
    tag = chronicle.start.get(ENTRY_TAG)
    return Verified(chronicle.ruleset.id, chronicle.ruleset.played,
                    tag if isinstance(tag, str) else None, chronicle.head_hash,
                    chronicle.result())


def _chain_difference(records: Sequence[Record]) -> Difference | None:
    """The first place where the records do not form one hash chain, if any."""
    prev = GENESIS_HASH
    for i, record in enumerate(records, start=1):
        if record.version != i:
            return verdict.out_of_order(i, record.version)
        if record.prev_hash != prev:
            return verdict.chain_broken(i, record.prev_hash, prev)
        content_hash = record_hash(i, record.fact, prev)
        if content_hash != record.hash:
            return verdict.content_changed(i, record.hash, content_hash)
        prev = record.hash
    return None


#: What is told of a failure the rules do not name (an exception no refusal of theirs is):
#: its own text is Python's, for the server's log (``Difference.fault``), not for a player.
UNNAMED_FAILURE = "the rules stop on it without naming why"


def unexpected(exc: Exception) -> Exception | None:
    """``exc`` if it is no refusal the rules name (no :class:`RedBookError`), else None."""
    return None if isinstance(exc, RedBookError) else exc


def why_refused(exc: Exception) -> str:
    """Why an input is refused on re-simulation: the rules' own words, never Python's."""
    return UNNAMED_FAILURE if unexpected(exc) else str(exc)


def why_not_started(exc: Exception) -> str:
    """Why a game's start (a log's GameStarted, a record's header) starts no game: the
    problems :func:`check_start` names (as starting a game with its setup would), or the
    rules' own refusal; a failure they do not name is told without its Python text."""
    if isinstance(exc, InvalidSetup):
        return "its setup is not valid: " + "; ".join(exc.problems or (exc.message,))
    if isinstance(exc, RedBookError):
        return str(exc)
    return f"its setup does not start a game: {UNNAMED_FAILURE}"


def _resimulated(ruleset: Ruleset[Any], records: Sequence[Record]) -> Chronicle | Difference:
    """The game re-simulation makes, or the first record it does not reproduce. Records are
    compared by hash: both chains agree up to the one before, so a hash differs exactly where
    the content differs in canonical JSON (where ``true`` is not ``1``)."""
    try:
        sim = Chronicle.open(ruleset, records[0].data)
    except Exception as exc:  # noqa: BLE001 - any refusal is a verification failure
        return verdict.cannot_start(why_not_started(exc), unexpected(exc))
    for record in records[1:]:
        v = record.version
        if v <= sim.version:
            expected = sim.records[v - 1]
            if expected.hash != record.hash:
                return verdict.another_event(v, _shape(record), _shape(expected),
                                             _input_before(records, v))
            continue
        if record.kind not in INPUT_KINDS:
            return verdict.unexpected_event(v, _shape(record), _input_before(records, v))
        if record.kind == GAME_STARTED:
            return verdict.repeated_start(v, _shape(record))
        made = InputAt(v, record.kind, record.data)
        try:
            sim.replay_input(record.kind, record.data)
        except Exception as exc:  # noqa: BLE001 - the refusal is the difference
            return verdict.input_refused(made, _shape(record), why_refused(exc),
                                         unexpected(exc))
        if sim.records[v - 1].hash != record.hash:
            return verdict.input_differs(made, _shape(record), _shape(sim.records[v - 1]))
    if sim.version > len(records):
        return verdict.ends_early(len(records), _shape(sim.records[len(records)]),
                                  _input_before(records, len(records) + 1))
    return sim


def _input_before(records: Sequence[Record], version: int) -> InputAt | None:
    """The last input (decision, undo, fork mark) before event ``version``: the one the game
    parts after when the events that follow it differ. None if only the start comes before."""
    for record in reversed(records[1:version - 1]):
        if record.kind in INPUT_KINDS:
            return InputAt(record.version, record.kind, record.data)
    return None


def _arguments(args: JSON) -> Mapping[str, JSON]:
    if args is None:
        return {}
    if not isinstance(args, Mapping):
        raise InvalidLog(f"a decision's arguments are an object, not {args!r}")
    return args


def _shape(record: Record) -> dict[str, JSON]:
    return {"kind": record.kind, "data": dict(record.data), "rule": record.rule}
