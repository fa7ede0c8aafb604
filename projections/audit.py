"""The audit of one event, as a judge reads it: what happened and the clause behind it, the
table just before and just after, and the chain of its causes back to the last player decision
(the dice it consumed, the source of each modifier, the earlier outcomes of the same resolution,
the decision itself), each step with its clause's summary and whether it was undone; then a
verdict that recomputes the outcome from the recorded inputs.

The log is verified first: an audit of a log that does not replay is refused, naming the first
event that differs. The shape of the JSON is described in docs/audit.md.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from domain.canonical import JSON
from domain.chronicle import Chronicle, Record, verify
from domain.engine.checks import recompute, recorded_rolls, span
from domain.errors import InvalidLog, NoSuchVersion
from domain.ruleset import (
    DECISION,
    DICE_ROLLED,
    GAME_STARTED,
    INPUT_KINDS,
    RANDOM_KINDS,
    Ruleset,
    evolve_table,
)
from projections.board import table_at
from projections.citing import cite
from projections.provenance import standing_source

#: How a step of the chain relates to the audited event.
EVENT, DICE, SOURCE, EARLIER, DECIDED = ("the event", "dice it consumed", "source of a modifier",
                                         "earlier outcome it follows", "the decision behind it")


def audit_report(ruleset: Ruleset[Any], records: Sequence[Record], version: int
                 ) -> dict[str, JSON]:
    """The audit of event ``version`` of a whole stored log. Raises :class:`NoSuchVersion`
    for a version the log does not have and :class:`InvalidLog` (naming the first differing
    event) for a log that does not verify; reads only."""
    if not 1 <= version <= len(records):
        raise NoSuchVersion(f"Event {version} does not exist: this game has events 1 to "
                            f"{len(records)}.")
    verdict = verify(ruleset, records)
    if not verdict.ok:
        assert verdict.difference is not None
        raise InvalidLog(f"The log does not verify, so no ruling in it can be audited: event "
                         f"{verdict.difference.version} differs ({verdict.difference.reason}).")
    return audit_view(Chronicle(ruleset, records), version)


def audit_view(chronicle: Chronicle, version: int) -> dict[str, JSON]:
    """The audit of event ``version`` of a verified game."""
    ruleset = chronicle.ruleset
    history = chronicle.history(version)  # refuses a version the game does not have
    record = history[-1]
    current = {r.version for r in chronicle.history()}
    before = None
    if version > 1:
        # Every record follows the one stored just before it (an Undone record too: it is
        # appended at the tip), so the state before event v is the state at v - 1.
        before = ruleset.board(table_at(chronicle, version - 1).rules)
    causes = _causes(chronicle, history)

    def step(relation: str, cause: Record, why: str | None = None) -> dict[str, JSON]:
        return {"relation": relation, "why": why, "version": cause.version, "kind": cause.kind,
                "line": ruleset.narrate(cause.fact), "clause": cite(ruleset, cause.rule),
                "undone": cause.version not in current}

    return {
        "version": version,
        "event": record.to_json(),
        "line": ruleset.narrate(record.fact),
        "decision": _cause(history),
        "random": _draw(record),
        "dice": [c.version for relation, c, _ in causes if relation == DICE],
        "clause": cite(ruleset, record.rule),
        "undone": version not in current,
        "causes": [step(relation, cause, why) for relation, cause, why in causes],
        "verdict": _verdict(record, causes),
        "before": before,
        "after": ruleset.board(table_at(chronicle, version).rules),
    }


def _causes(chronicle: Chronicle, history: list[Record]
            ) -> list[tuple[str, Record, str | None]]:
    """The chain from the event back to the decision that led to it (or the game's start):
    the event, the dice its check consumed, each modifier's source, the other outcomes of the
    same resolution (newest first), then the decision."""
    record = history[-1]
    since = _resolution(history)
    chain: list[tuple[str, Record, str | None]] = [(EVENT, record, None)]
    named = {record.version}
    roller = record if recorded_rolls(record.data) or "dice" in record.data else next(
        (r for r in reversed(since[:-1]) if recorded_rolls(r.data)), None)
    if roller is not None:
        for dice in _dice(roller, history[:-1]):
            # An outcome with no roll of its own follows the last roll of its resolution.
            chain.append((DICE, dice, None if roller is record
                          else f"rolled for the {roller.kind} at event {roller.version}"))
            named.add(dice.version)
    sources = []
    modifiers = _modifiers(record)
    states = _states(chronicle, history[:-1]) if modifiers else []
    for modifier in modifiers:
        named_by = str(modifier.get("source"))
        source = standing_source(named_by, _subject(record), history[:-1], states) \
            or _source(named_by, record, history[:-1])
        if source is not None:
            # Each modifier shows its source, even where two share one event.
            chain.append((SOURCE, source, f"{modifier.get('why')} ({_signed(modifier)})"))
            sources.append(source.version)
    named.update(sources)
    for earlier in reversed(since[:-1]):
        if earlier.version not in named and earlier.kind not in INPUT_KINDS:
            chain.append((EARLIER, earlier, None))
    if since and since[0].kind in INPUT_KINDS and since[0].version not in named:
        chain.append((DECIDED, since[0], None))
    return chain


def _states(chronicle: Chronicle, history: list[Record]) -> list[object]:
    """The state after each record of ``history`` (an effective history from its start)."""
    if not history:
        return []
    table = chronicle.state_at(history[0].version)
    states: list[object] = [table.rules]
    for record in history[1:]:
        if record.kind not in INPUT_KINDS:
            table = evolve_table(chronicle.ruleset, table, record.fact)
        states.append(table.rules)
    return states


def _resolution(history: list[Record]) -> list[Record]:
    """The records from the last input (a decision, or the game's start) to the event."""
    for i in range(len(history) - 1, -1, -1):
        if history[i].kind in INPUT_KINDS:
            return history[i:]
    return history


def _check(record: Record) -> Mapping[str, JSON] | None:
    found = recorded_rolls(record.data)
    return found[0] if found else None


def _modifiers(record: Record) -> list[Mapping[str, JSON]]:
    return [m for made in recorded_rolls(record.data)
            for m in (made.get("modifiers") or []) if isinstance(m, Mapping)]


def _dice(record: Record, earlier: list[Record]) -> list[Record]:
    """The DiceRolled events a record's rolls consumed, in its order: by the stream and index
    each roll records, or, for a log of a version that recorded bare dice, the last roll
    before it with the same faces."""
    found = []
    for made in recorded_rolls(record.data):
        roll = made.get("roll")
        at = (roll.get("stream"), roll.get("index")) if isinstance(roll, Mapping) else None
        found += [c for c in earlier if c.kind == DICE_ROLLED
                  and (c.data.get("stream"), c.data.get("index")) == at][-1:]
    if not recorded_rolls(record.data) and "dice" in record.data:
        found += [c for c in earlier if c.kind == DICE_ROLLED
                  and c.data.get("values") == record.data["dice"]][-1:]
    return found


def _source(source: str, record: Record, earlier: list[Record]) -> Record | None:
    """The earlier event a modifier's source goes back to: for the roller's own card, the
    event that brought it into play; for another card or a member, the last event naming it;
    for a rule, the last event applying it; for a condition, the last event naming the
    checked character and the condition."""
    kind, _, what = source.partition(":")
    if kind not in ("rule", "state"):  # a card, a member, an ability, a token: by its id
        # The roller's own card counts from when it came into play; another card (an item, an
        # assistant) from the last event that placed it or used it, not another roll.
        naming = [r for r in earlier if r.kind not in RANDOM_KINDS and r.kind != GAME_STARTED
                  and _check(r) is None and r.kind != record.kind and _names(r.data, what)]
        if not naming:
            return None
        return naming[0] if kind == "card" and what == _subject(record) else naming[-1]
    if kind == "rule":
        # A rule's amount comes from the last earlier event applying that rule (the card
        # played on a strike, say).
        return next((r for r in reversed(earlier)
                     if r.rule == what and r.kind not in RANDOM_KINDS and _check(r) is None),
                    None)
    if kind == "state":
        subject = _subject(record)
        return next((r for r in reversed(earlier)
                     if r.kind not in RANDOM_KINDS and subject and _names(r.data, subject)
                     and (what.replace(" ", "").lower() in r.kind.lower()
                          or _names(r.data, what))), None)
    return None


def _subject(record: Record) -> str:
    """The character a check is made for (rulesets call it a member or a character)."""
    return str(record.data.get("member") or record.data.get("character") or "")


def _signed(modifier: Mapping[str, JSON]) -> str:
    amount = modifier.get("amount")
    return f"{amount:+}" if isinstance(amount, int) else str(amount)


def _names(value: JSON, wanted: str) -> bool:
    if isinstance(value, str):
        return value == wanted
    if isinstance(value, list):
        return any(_names(v, wanted) for v in value)
    if isinstance(value, Mapping):
        return any(_names(v, wanted) for v in value.values())
    return False


_REPRODUCED = ("Re-simulating the game from its first event and its decisions gives this "
               "event exactly.")


def _verdict(record: Record, causes: list[tuple[str, Record, str | None]]) -> dict[str, JSON]:
    """Recompute the outcome from what the log records: the re-simulation (already passed:
    the log verified), and for each roll the event records its arithmetic (and for a table
    roll the row it selects) and its dice."""
    rolls = recorded_rolls(record.data)
    if not rolls:
        return {"reproduced": True, "check": None, "summary": _REPRODUCED}
    consumed = [c for relation, c, why in causes if relation == DICE and why is None]
    problems: list[str] = []
    sentences = []
    for i, made in enumerate(rolls):
        problems += recompute(made)
        dice = consumed[i] if i < len(consumed) else None
        if dice is None:
            problems.append("no earlier dice event has the roll this check names")
        elif dice.data.get("values") != made.get("dice"):
            problems.append(f"the check's dice {made.get('dice')} are not the dice rolled at "
                            f"event {dice.version} ({dice.data.get('values')})")
        sentences.append(_arithmetic(made))
    return {"reproduced": True,
            "check": {"agrees": not problems, "problems": list(problems),
                      "dice_event": consumed[0].version if consumed else None},
            "summary": " ".join([_REPRODUCED, *sentences])
                       + (" " + "; ".join(problems) + "." if problems else "")}


def _arithmetic(made: Mapping[str, JSON]) -> str:
    """One roll's sum in words: the check's comparison, or the table row the total selects."""
    listed = made.get("modifiers")
    terms = " ".join(_signed(m) for m in listed if isinstance(m, Mapping)) \
        if isinstance(listed, list) else ""
    rolled = made.get("dice")
    faces = " + ".join(str(d) for d in rolled) if isinstance(rolled, list) else "?"
    total = f"Dice {faces}{' ' + terms if terms else ''} = {made.get('total')}"
    if "table" in made:
        rows = made.get("rows")
        keys = ", ".join(f"{r.get('key')} ({_span(r)})" for r in rows
                         if isinstance(r, Mapping)) if isinstance(rows, list) else ""
        return f"{total} on the {made.get('table')} table selects {keys}."
    return (f"{total}, which must be {made.get('passes')} {made.get('target')}: "
            f"{'passed' if made.get('passed') else 'failed'}.")


def _span(row: Mapping[str, JSON]) -> str:
    low, high = row.get("min"), row.get("max")
    return span(low if isinstance(low, int) else None, high if isinstance(high, int) else None)


def _cause(history: list[Record]) -> dict[str, JSON] | None:
    """The Decision this event follows from: walking back, the first input met, if it is a
    Decision. Opening facts follow GameStarted and undo and fork are inputs themselves, so
    they have none."""
    for record in reversed(history):
        if record.kind in INPUT_KINDS:
            return record.to_json() if record.kind == DECISION else None
    return None


def _draw(record: Record) -> dict[str, JSON] | None:
    if record.kind not in RANDOM_KINDS:
        return None
    return {"stream": record.data["stream"], "index": record.data["index"],
            "next": record.data["next"]}
