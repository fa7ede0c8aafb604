"""What verification found, typed: one structure that ``redbook verify``, the API's verify
responses and the web table all show, so that the three say the same thing.

A :class:`Difference` names the check that failed and where (``version``, ``reason``: the first
event the check fails at), the event to look at first (``event``: the changed one, which for a
broken hash chain is the event before the break), the input the game parts after
(``decision``), the fields that differ (``differences``: path, recorded value, expected value)
and one sentence saying all of it (``summary``). Pure: no store, no rules.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal

from domain import canonical
from domain.canonical import JSON
from domain.ruleset import DECISION, UNDONE

DifferenceKind = Literal[
    "out-of-order",      # an event missing or out of place in the log
    "chain-broken",      # an event's hash is not the one the next event chained to
    "content-changed",   # an event's content does not match its own hash
    "no-start",          # the log does not begin with GameStarted
    "cannot-start",      # GameStarted holds a start the rules cannot begin
    "another-event",     # re-simulation gives another event at this place
    "unexpected-event",  # an outcome where re-simulation gives none before the next input
    "repeated-start",    # GameStarted again after the first event
    "input-refused",     # the rules refuse a recorded input on re-simulation
    "input-differs",     # re-simulation records an input otherwise
    "ends-early",        # re-simulation continues past the log's last event
    "challenge-terms",   # an entry breaks its challenge's terms (domain.challenges)
]


@dataclass(frozen=True, slots=True)
class FieldDifference:
    """One field that differs: its path in the event (``rule``, ``data.values[0]``, ``hash``),
    the value the log records and the value expected there."""

    path: str
    recorded: JSON
    expected: JSON

    def to_json(self) -> dict[str, JSON]:
        return {"path": self.path, "recorded": self.recorded, "expected": self.expected}


@dataclass(frozen=True, slots=True)
class InputAt:
    """A recorded input (a decision, an undo, a fork mark): the one a difference follows."""

    version: int
    kind: str
    data: Mapping[str, JSON]

    def describe(self) -> str:
        """``the decision at event 31 (roll)``, as a sentence names it."""
        if self.kind == DECISION:
            args = self.data.get("args")
            with_args = f" with {canonical.dumps(args)}" if args else ""
            return f"the decision at event {self.version} ({self.data.get('action')}{with_args})"
        if self.kind == UNDONE:
            return f"the undo at event {self.version} (back to version " \
                   f"{self.data.get('to_version')})"
        return f"the fork mark at event {self.version}"

    def to_json(self) -> dict[str, JSON]:
        return {"version": self.version, "kind": self.kind, "data": dict(self.data)}


@dataclass(frozen=True, slots=True)
class Difference:
    """Where a log stops agreeing with its hash chain or its re-simulation (see the module)."""

    kind: DifferenceKind
    version: int
    reason: str
    event: int
    summary: str
    decision: InputAt | None = None
    recorded: dict[str, JSON] | None = None
    expected: dict[str, JSON] | None = None
    differences: tuple[FieldDifference, ...] = ()
    #: The unexpected exception behind a refusal the rules do not name (``chronicle.
    #: why_refused``), for the server's log only: never compared, never told to a client.
    fault: Exception | None = field(default=None, compare=False, repr=False)

    def to_json(self) -> dict[str, JSON]:
        return {"version": self.version, "reason": self.reason,
                "recorded": self.recorded, "expected": self.expected,
                "kind": self.kind, "event": self.event, "summary": self.summary,
                "decision": self.decision.to_json() if self.decision else None,
                "differences": [d.to_json() for d in self.differences]}


@dataclass(frozen=True, slots=True)
class Verified:
    """What a judge compares with a leaderboard, of a game re-simulated in full: the ruleset
    and the version it was played (and checked) under, the challenge it is an entry of (None
    for a free game), its last event's hash and its result (None while it is in play)."""

    ruleset: str
    ruleset_version: str
    challenge: str | None
    final_hash: str
    result: Mapping[str, JSON] | None

    def describe(self) -> str:
        """``solitaire-v1 version 6, an entry of challenge sv1-cup; final hash sha256:...;
        result {...}``, as the OK line of ``redbook verify`` says it."""
        entry = f", an entry of challenge {self.challenge}" if self.challenge else ""
        ended = (f"result {json.dumps(dict(self.result), sort_keys=True, ensure_ascii=False)}"
                 if self.result is not None else "the game is still in play")
        return f"{self.ruleset} version {self.ruleset_version}{entry}; final hash " \
               f"{self.final_hash}; {ended}"

    def to_json(self) -> dict[str, JSON]:
        return {"ruleset": self.ruleset, "ruleset_version": self.ruleset_version,
                "challenge": self.challenge, "final_hash": self.final_hash,
                "result": dict(self.result) if self.result is not None else None}


#: The fields of :meth:`Verified.to_json`, null in the verdict of a log that does not verify.
_UNVERIFIED: dict[str, JSON] = dict.fromkeys(
    ("ruleset", "ruleset_version", "challenge", "final_hash", "result"))


@dataclass(frozen=True, slots=True)
class Verdict:
    """Whether a log verifies (its ``events`` counted): the first difference if not, what a
    judge compares (:class:`Verified`) if it does."""

    ok: bool
    events: int
    difference: Difference | None = None
    verified: Verified | None = None

    def to_json(self) -> dict[str, JSON]:
        return {"ok": self.ok, "events": self.events,
                "first_difference": self.difference.to_json() if self.difference else None,
                **(self.verified.to_json() if self.verified else _UNVERIFIED)}


def field_differences(recorded: JSON, expected: JSON, path: str = "") -> list[FieldDifference]:
    """The fields in which two JSON values differ, deepest first where both have the same
    shape (the same keys, the same length); elsewhere the value at that path is given whole.
    ``true`` is not ``1`` here, as in canonical JSON."""
    if isinstance(recorded, Mapping) and isinstance(expected, Mapping) \
            and recorded.keys() == expected.keys():
        return [found for key in sorted(recorded)
                for found in field_differences(recorded[key], expected[key],
                                               f"{path}.{key}" if path else key)]
    if isinstance(recorded, (list, tuple)) and isinstance(expected, (list, tuple)) \
            and len(recorded) == len(expected):
        return [found for i, (mine, theirs) in enumerate(zip(recorded, expected, strict=True))
                for found in field_differences(mine, theirs, f"{path}[{i}]")]
    if type(recorded) is type(expected) and recorded == expected:
        return []
    return [FieldDifference(path, recorded, expected)]


def event_differences(recorded: dict[str, JSON], expected: dict[str, JSON]
                      ) -> tuple[FieldDifference, ...]:
    """The fields in which two events (kind, data, rule) differ, the kind first."""
    return tuple(found for key in ("kind", "data", "rule")
                 for found in field_differences(recorded[key], expected[key], key))


# -- the differences verification finds, one maker per kind --------------------------------

def out_of_order(version: int, found: int) -> Difference:
    reason = f"event {version} is missing or out of order (found {found})"
    return Difference("out-of-order", version, reason, version, reason,
                      differences=(FieldDifference("version", found, version),))


def chain_broken(version: int, chained_to: str, hash_before: str) -> Difference:
    """Event ``version`` chained to ``chained_to``, but the event before it has ``hash_before``
    (the genesis hash for the first event): the event before was changed and its hash made
    again, so it is the one named first."""
    if version == 1:
        return Difference("chain-broken", 1, "the hash chain does not begin at the genesis hash",
                          1, "event 1 does not begin the hash chain: it chains to another "
                             "hash than the genesis hash",
                          differences=(FieldDifference("prev_hash", chained_to, hash_before),))
    changed = version - 1
    return Difference(
        "chain-broken", version, "the hash chain is broken here: an earlier event was changed",
        changed, f"event {changed} was changed: its content no longer matches the hash event "
                 f"{version} chained to (the hash chain breaks at event {version})",
        differences=(FieldDifference("hash", hash_before, chained_to),))


def content_changed(version: int, recorded_hash: str, content_hash: str) -> Difference:
    return Difference("content-changed", version,
                      "this event's content does not match its hash: it was changed", version,
                      f"event {version} was changed: its content does not match its own hash",
                      differences=(FieldDifference("hash", recorded_hash, content_hash),))


def no_start(first_kind: str | None) -> Difference:
    summary = (f"event 1 is {first_kind}, not GameStarted: a game must begin with GameStarted"
               if first_kind else "the log holds no event: a game must begin with GameStarted")
    return Difference("no-start", 1, "a game must begin with GameStarted", 1, summary)


def cannot_start(why: str, fault: Exception | None = None) -> Difference:
    return Difference("cannot-start", 1, f"the game cannot start from its first event: {why}",
                      1, f"event 1 (GameStarted) starts no game: {why}", fault=fault)


def _after(decision: InputAt | None) -> str:
    return decision.describe() if decision else "the game's start (no decision before it)"


def another_event(version: int, recorded: dict[str, JSON], expected: dict[str, JSON],
                  decision: InputAt | None) -> Difference:
    return Difference(
        "another-event", version, "re-simulation gives another event here", version,
        f"event {version} differs from its re-simulation: the first outcome that differs "
        f"follows {_after(decision)}", decision, recorded, expected,
        event_differences(recorded, expected))


def unexpected_event(version: int, recorded: dict[str, JSON],
                     decision: InputAt | None) -> Difference:
    return Difference(
        "unexpected-event", version, "this outcome does not follow from the decisions before it",
        version, f"event {version} ({recorded['kind']}) does not follow from the decisions "
                 f"before it: re-simulation gives no more events after {_after(decision)} "
                 "until the next input", decision, recorded)


def repeated_start(version: int, recorded: dict[str, JSON]) -> Difference:
    return Difference("repeated-start", version, "GameStarted may only be the first event",
                      version, f"event {version} is GameStarted again: it may only be the first "
                               "event", recorded=recorded)


def input_refused(decision: InputAt, recorded: dict[str, JSON], why: str,
                  fault: Exception | None = None) -> Difference:
    return Difference("input-refused", decision.version,
                      f"this input is refused on re-simulation: {why}", decision.version,
                      f"{decision.describe()} is refused on re-simulation: {why}", decision,
                      recorded, fault=fault)


def input_differs(decision: InputAt, recorded: dict[str, JSON],
                  expected: dict[str, JSON]) -> Difference:
    return Difference("input-differs", decision.version,
                      "re-simulation records this input differently", decision.version,
                      f"{decision.describe()} is recorded differently on re-simulation",
                      decision, recorded, expected, event_differences(recorded, expected))


def ends_early(events: int, expected: dict[str, JSON], decision: InputAt | None) -> Difference:
    version = events + 1
    return Difference(
        "ends-early", version, "the log ends early: re-simulation continues", version,
        f"the log ends early, at event {events}: re-simulation continues with event {version} "
        f"({expected['kind']}), which follows {_after(decision)}", decision, None, expected)


def challenge_terms(version: int, reason: str) -> Difference:
    """An entry that breaks its challenge's terms (domain.challenges), at event ``version``."""
    return Difference("challenge-terms", version, reason, version,
                      f"event {version} breaks the challenge's terms: {reason}")
