"""Challenges in the event store: one aggregate per challenge, beside the games, in the same
store and the same notification log. Created, entered, submitted and closed are its events.

The secret seed is kept in the ``Created`` event, in the server's own store; every view this
module gives out leaves it out until the challenge closes (or always shows it, for a practice
challenge whose seed is public). Entering a challenge starts a game from that seed: the game
and the entry are saved together, in one transaction, so there is never one without the other.
Submitting saves, with the challenge's event, a mark of the entry by which every later write
to its game is refused (:meth:`ChallengeService.refuse_submitted`), and the claim of the
game's next version, which a write racing the submission claims too (:class:`EntryVersions`):
so a write lands before the score is taken, and is counted, or is refused.

``now`` is always passed in by the edges, as a UTC instant (see :mod:`domain.challenges`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, TypeVar
from uuid import UUID, uuid5

from eventsourcing.application import AggregateNotFoundError
from eventsourcing.domain import Aggregate, event
from eventsourcing.persistence import IntegrityError, MapperDeserialisationError
from eventsourcing.utils import get_topic, register_topic

from domain import ENGINE_VERSION
from domain.canonical import JSON
from domain.challenge_files import ChallengeFile
from domain.challenges import (
    Challenge,
    ChallengeClosed,
    ChallengeExists,
    ChallengeInvalid,
    ChallengeNotFound,
    ChallengeNotOpen,
    ChallengeSealed,
    ChallengeUnreadable,
    EntryNotFound,
    EntryRefused,
    EntryRejected,
    EntrySubmitted,
    EntryUnfinished,
    check_entry,
    check_pins,
    commitment,
    entry_challenge,
    instant,
    parse_challenge,
    pinned_ruleset,
    prepare,
    quoted,
)
from domain.chronicle import Chronicle, Record, seed_problem
from domain.errors import CatalogMismatch, RedBookError, UnknownRuleset
from domain.export import log_document
from domain.ruleset import Ruleset
from domain.store.collector import paused_collection
from domain.store.games import GameService, unreadable_event
from domain.text import sentence
from domain.verdict import Verdict

T = TypeVar("T")

#: Challenge aggregates have name-based ids, so a challenge id names one aggregate everywhere.
NAMESPACE = uuid5(UUID("6ba7b811-9dad-11d1-80b4-00c04fd430c8"), "tag:redbook,2025:challenge")
_PAGE = 500
#: A sealed seed is long enough that guessing it from its commitment is hopeless.
SEALED_SEED_LENGTH = 32
_ATTEMPTS = 5


def aggregate_id(challenge_id: str) -> UUID:
    return uuid5(NAMESPACE, challenge_id)


class ChallengeLog(Aggregate):
    """A challenge's stored history: its record and secret seed, its entries, its close."""

    @event("Created")
    def __init__(self, id: UUID, challenge: dict[str, Any], seed: str | int) -> None:  # noqa: A002
        self.challenge = challenge
        self.seed = seed
        self.entries: list[dict[str, Any]] = []
        self.closed_at: str | None = None

    @event("Entered")
    def enter(self, game_id: str, player: str, name: str, entered_at: str) -> None:
        self.entries.append({"game_id": game_id, "player": player, "name": name,
                             "entered_at": entered_at, "score": None})

    @event("Submitted")
    def submit(self, game_id: str, score: dict[str, Any]) -> None:
        self.entry(game_id)["score"] = score

    @event("Closed")
    def close(self, closed_at: str) -> None:
        self.closed_at = closed_at

    def entry(self, game_id: str) -> dict[str, Any]:
        for entry in self.entries:
            if entry["game_id"] == game_id:
                return entry
        raise EntryNotFound(f"Game {game_id} is not an entry of challenge "
                            f"{self.challenge['id']!r}.")

    @property
    def record(self) -> Challenge:
        return parse_challenge(self.challenge)


class SubmittedEntry(Aggregate):
    """The mark of a submitted entry, saved with its submission: what a write to the game
    reads (one read by id, however many entries the challenge has) to learn that the game is
    frozen. An uploaded game's GameStarted may name no challenge at all. Its id is
    :func:`mark_id` of the game's."""

    @event("Marked")
    def __init__(self, id: UUID, challenge: str, game_id: str, name: str,  # noqa: A002
                 version: int) -> None:
        self.challenge = challenge
        self.game_id = game_id
        self.name = name
        self.version = version


class EntriesMarked(Aggregate):
    """Says that every submitted entry of a challenge has its :class:`SubmittedEntry`: saved
    with a new challenge, or once the entries of a challenge stored before marks were marked.
    Its id is :func:`marked_id` of the challenge's."""

    @event("Marked")
    def __init__(self, id: UUID, challenge: str) -> None:  # noqa: A002
        self.challenge = challenge


class EntryVersions(Aggregate):
    """The versions of a challenge entry's game claimed by the writes to it: each write (a
    decision, an undo) claims the first version it appends, in the transaction that stores
    it, and the entry's submission claims the version after the one it scored, with its mark.
    A write and a submission racing on the same entry claim the same version, and the store
    takes only the first: a write that comes second is refused as the entry is submitted, a
    submission that comes second scores the game again with the write counted. Never read
    back (its versions have gaps). Its id is :func:`versions_id` of the game's."""

    @event("Opened")
    def __init__(self, id: UUID) -> None:  # noqa: A002
        pass

    @event("Claimed")
    def claim(self) -> None:
        pass


def versions_id(game_id: UUID | str) -> UUID:
    return uuid5(NAMESPACE, f"versions:{game_id}")


def claim(game_id: UUID | str, version: int) -> Any:
    """The claim of ``version`` of the entry ``game_id`` (:class:`EntryVersions`)."""
    return EntryVersions.Claimed(  # type: ignore[attr-defined]
        originator_id=versions_id(game_id), originator_version=version,
        timestamp=EntryVersions.Claimed.create_timestamp())  # type: ignore[attr-defined]


def mark_id(game_id: UUID | str) -> UUID:
    return uuid5(NAMESPACE, f"submitted:{game_id}")


def marked_id(challenge_id: str) -> UUID:
    return uuid5(NAMESPACE, f"marked:{challenge_id}")


def ranked_part(records: Sequence[Record], version: int | None) -> list[Record]:
    """A game's ``records`` as its challenge entry was ranked: up to ``version``, the version
    its score was taken at (a store written before entries were frozen may hold events
    appended after it, which are no part of the entry); all of them for ``version`` None (no
    submitted entry). Every view of an entry as ranked cuts it here."""
    return list(records[:version])


def _mark(challenge: str, entry: Mapping[str, Any]) -> SubmittedEntry:
    return SubmittedEntry(id=mark_id(entry["game_id"]), challenge=challenge,
                          game_id=str(entry["game_id"]), name=str(entry["name"]),
                          version=int(entry["score"]["version"]))


#: Stores written before the class moved here hold its events under the old module's topic.
register_topic("domain.challenge_store:ChallengeLog", ChallengeLog)
#: Each event's topics, the current one first.
CREATED_TOPICS = (get_topic(ChallengeLog.Created),
                  "domain.challenge_store:ChallengeLog.Created")
CHALLENGE_TOPICS = tuple(
    topic
    for name in ("Created", "Entered", "Submitted", "Closed")
    for topic in (get_topic(getattr(ChallengeLog, name)),
                  f"domain.challenge_store:ChallengeLog.{name}")
)


@dataclass(frozen=True, slots=True)
class EntryCheck:
    """A submitted entry to score again, with everything that takes: it is plain data, so
    the checks of many entries can be spread over processes."""

    challenge: Challenge
    seed: str | int
    game_id: str
    player: str  # the player's name, as the leaderboard shows it
    stored: Mapping[str, JSON]  # the score recorded when the entry was submitted
    records: Sequence[Record]  # the entry as ranked: its log up to the version scored


def recheck(ruleset: Ruleset[Any], entry: EntryCheck) -> dict[str, JSON]:
    """An entry re-simulated and scored again: the score, and whether it is the stored one
    (the time it was submitted aside), or why it is now refused."""
    row: dict[str, JSON] = {"game_id": entry.game_id, "player": entry.player}
    try:
        with paused_collection():
            score = check_entry(ruleset, entry.challenge, entry.seed, entry.records).to_json()
    except (EntryRejected, EntryUnfinished, CatalogMismatch) as refused:
        return {**row, "ok": False, "score": None, "problem": refused.message}
    differs = [f"{key} {quoted(entry.stored.get(key))} stored, {quoted(value)} on "
               "re-simulation" for key, value in score.items() if entry.stored.get(key) != value]
    return {**row, "ok": not differs, "score": score,
            "problem": "the stored score differs: " + "; ".join(differs) if differs else None}


class ChallengeService:
    """Create, list, enter, submit to and close challenges, beside the games of ``games``."""

    def __init__(self, games: GameService) -> None:
        self.games = games

    # -- creating ---------------------------------------------------------------------------
    def create(self, spec: Mapping[str, Any], seed: str | int, source: str = "challenge",
               now: str | None = None) -> Challenge:
        """Store a new challenge. ``spec`` gives what the challenge is (id, title, ruleset,
        setup, times, policy, scoring); the pins (ruleset version, engine, catalog) default to
        this server's, and the commitment is computed from ``seed`` unless given, in which case
        it must match. Given ``now`` (a new challenge, not a shipped file), one that closes by
        then is refused. Every bad field is named at once, an unknown ruleset among them."""
        if not isinstance(spec, Mapping):
            raise ChallengeInvalid(f"{source}: a challenge is a JSON object.")
        problem = seed_problem(seed)
        if problem is not None:
            raise ChallengeInvalid(sentence(f"{source}: seed: {problem}"))
        # A practice seed may be a number, as any game's; a sealed one is long text.
        if spec.get("sealed", True) is not False and (
                not isinstance(seed, str) or len(seed) < SEALED_SEED_LENGTH):
            raise ChallengeInvalid(f"{source}: seed: a sealed seed is text of at least "
                                   f"{SEALED_SEED_LENGTH} characters, so that neither it nor "
                                   "its commitment can be guessed.")
        problems: list[str] = []
        ruleset: Ruleset[Any] | None = None
        try:
            ruleset = self.games.ruleset(str(spec.get("ruleset")))
        except UnknownRuleset as exc:
            problems.append(f"ruleset: {exc.message}")
        pins = {"ruleset_version": ruleset.version if ruleset else "(unknown)",
                "engine": ENGINE_VERSION,
                "catalog": (ruleset or self.games).catalog.digest,
                "commitment": commitment(seed)}
        full = {**pins, **{k: v for k, v in spec.items() if k != "seed"}}
        try:
            parsed = parse_challenge(full, source, None if now is None else instant(now, "now"))
        except ChallengeInvalid as exc:
            problems += exc.problems
        if problems:
            raise ChallengeInvalid(f"{source}: the challenge is not valid.", problems=problems)
        assert ruleset is not None
        challenge = prepare(parsed, ruleset, source)
        if challenge.commitment != commitment(seed):
            raise ChallengeInvalid(f"{source}: commitment: {challenge.commitment} is not the "
                                   "commitment of the seed.")
        log = ChallengeLog(id=aggregate_id(challenge.id), challenge=challenge.to_json(),
                           seed=seed)
        if self._exists(challenge.id):
            raise ChallengeExists(f"There is already a challenge {challenge.id!r}.")
        try:
            self.games.save(log, EntriesMarked(id=marked_id(challenge.id),
                                               challenge=challenge.id))
        except IntegrityError:
            raise ChallengeExists(f"There is already a challenge {challenge.id!r}.") from None
        return challenge

    def load(self, files: Sequence[ChallengeFile]) -> list[dict[str, JSON]]:
        """Store shipped challenge files that are not stored yet. A file pinned to another
        engine, ruleset version or catalog than this server's is skipped, and said so; a file
        that differs from the stored challenge of the same id is an error naming the file."""
        report: list[dict[str, JSON]] = []
        for file in files:
            cid = str(file.spec["id"])
            if self._exists(cid):
                if not self._same(file, self._log(cid)):
                    raise ChallengeInvalid(f"{file.source}: differs from the stored challenge "
                                           f"{cid!r}; a challenge cannot change once stored.")
                report.append({"id": cid, "source": file.source, "outcome": "already stored"})
                continue
            try:
                self.create(file.spec, file.seed, file.source)
            except CatalogMismatch as exc:
                report.append({"id": cid, "source": file.source, "outcome": "skipped",
                               "reason": exc.message})
                continue
            report.append({"id": cid, "source": file.source, "outcome": "stored"})
        return report

    # -- reading ----------------------------------------------------------------------------
    def get(self, challenge_id: str) -> Challenge:
        return self._log(challenge_id).record

    def ids(self) -> list[str]:
        """Every stored challenge's id, oldest first (from the notification log); one whose
        first stored event cannot be read is left out (:meth:`views` names it)."""
        return [cid for cid, _ in self._created() if cid is not None]

    def _created(self) -> list[tuple[str | None, UUID]]:
        """Each stored challenge, oldest first: its id (None where its first stored event
        cannot be read) and its aggregate's id."""
        created: list[tuple[str | None, UUID]] = []
        start = 1
        while True:
            batch = self.games.recorder.select_notifications(
                start, _PAGE, topics=list(CREATED_TOPICS))
            for notification in batch:
                originator = UUID(str(notification.originator_id))
                try:
                    event: Any = self.games.mapper.to_domain_event(notification)
                except MapperDeserialisationError:
                    created.append((None, originator))
                    continue
                created.append((str(event.challenge["id"]), originator))
            if len(batch) < _PAGE:
                return created
            start = batch[-1].id + 1

    def view(self, challenge_id: str, now: str) -> dict[str, JSON]:
        """The public view: the challenge, its status, its entries' count, and the seed once
        it may be shown."""
        return _view(self._log(challenge_id), instant(now, "now"))

    def views(self, now: str) -> tuple[list[dict[str, JSON]], list[str]]:
        """Every challenge's public view, oldest first, and what is wrong with each challenge
        whose stored events cannot be read: it is left out of the views, so that one damaged
        challenge hides no other."""
        now = instant(now, "now")
        views: list[dict[str, JSON]] = []
        unreadable: list[str] = []
        for cid, originator in self._created():
            if cid is None:
                unreadable.append(self._unreadable(None, originator).message)
                continue
            try:
                views.append(_view(self._log(cid), now))
            except ChallengeUnreadable as exc:
                unreadable.append(exc.message)
        return views, unreadable

    def entry(self, challenge_id: str, game_id: UUID) -> dict[str, JSON]:
        """One entry of the challenge (:class:`EntryNotFound` if the game is none)."""
        return dict(self._log(challenge_id).entry(str(game_id)))

    def entries(self, challenge_id: str) -> list[dict[str, JSON]]:
        """The entries in the order they were made: player, game, entry time, score."""
        return [dict(entry) for entry in self._log(challenge_id).entries]

    def submitted(self, challenge_id: str) -> list[EntryCheck]:
        """Every submitted entry, in the order they were entered, ready to score again."""
        log = self._log(challenge_id)
        challenge = log.record
        return [EntryCheck(challenge, log.seed, entry["game_id"], entry["name"],
                           entry["score"], self._ranked(entry))
                for entry in log.entries if entry["score"] is not None]

    def export(self, challenge_id: str, game_id: UUID, now: str) -> dict[str, JSON]:
        """An entry's whole log as a portable document, once the seed is revealed: for a
        submitted entry, the game as it was ranked (its log up to the version scored)."""
        self.revealed_seed(challenge_id, now)  # refuses while sealed
        entry = self._log(challenge_id).entry(str(game_id))
        return log_document(str(game_id), self._ranked(entry))

    def _ranked(self, entry: Mapping[str, Any]) -> list[Record]:
        """The records of an entry of the challenge's log as it was ranked (``ranked_part``)."""
        score = entry["score"]
        return ranked_part(self.games.records(UUID(entry["game_id"])),
                           None if score is None else int(score["version"]))

    def history(self, challenge_id: str) -> list[Any]:
        """The challenge's stored events, oldest first (what its leaderboard is folded from)."""
        self._log(challenge_id)
        return list(self.games.events.get(aggregate_id(challenge_id)))

    def revealed_seed(self, challenge_id: str, now: str) -> str | int:
        log = self._log(challenge_id)
        if not _revealed(log, instant(now, "now")):
            raise ChallengeSealed(f"The seed of challenge {challenge_id!r} stays sealed until "
                                  f"the challenge closes ({log.record.closes_at}).")
        return log.seed

    def sealed_seed(self, records: list[Record], now: str) -> str | None:
        """The seed of the challenge a game is an entry of (or a fork of one), while that
        seed is sealed: whatever is shown of the game must conceal it. None otherwise."""
        tag = entry_challenge(records)
        if tag is None:
            return None
        try:
            log = self._log(tag)
        except ChallengeNotFound:
            return None
        # Only a sealed challenge hides its seed, and a sealed seed is text (``create``).
        return None if _revealed(log, instant(now, "now")) else str(log.seed)

    def submitted_entry(self, game_id: UUID, records: Sequence[Record]) -> Any:
        """The mark of the game ``game_id`` (whose records are ``records``) if it is a
        submitted entry (challenge, game_id, name, version ranked), else None. A fork of an
        entry is a game of its own, not the entry."""
        return self._get(mark_id(game_id)) or self._mark_older(entry_challenge(records), game_id)

    def ranked_version(self, game_id: UUID, records: Sequence[Record]) -> int | None:
        """The version the game ``game_id`` was ranked at, by its mark, if it is a submitted
        entry; else None."""
        mark = self.submitted_entry(game_id, records)
        return None if mark is None else int(mark.version)

    def as_ranked(self, game_id: UUID, records: list[Record]) -> list[Record]:
        """The records of the game ``game_id`` as its exports give them: a submitted entry's
        as it was ranked (``ranked_part``); any other game's whole."""
        return ranked_part(records, self.ranked_version(game_id, records))

    def verify(self, game_id: UUID) -> tuple[Verdict, int | None]:
        """The verdict of the stored game ``game_id`` as its exports give it (``as_ranked``),
        so that a submitted entry's final hash is the one its leaderboard ranked; and the
        version it was ranked at (None: no submitted entry, verified whole)."""
        with paused_collection():  # the read too: thousands of new objects, none cyclic
            records = self.games.records(game_id)
        ranked = self.ranked_version(game_id, records)
        return self.games.verify_records(ranked_part(records, ranked)), ranked

    def refuse_submitted(self, game_id: UUID, records: Sequence[Record]) -> None:
        """Refuse to append anything to a submitted entry (:class:`EntrySubmitted`): it is
        ranked as it was submitted, so it stays so."""
        mark = self.submitted_entry(game_id, records)
        if mark is None:
            return
        raise EntrySubmitted(f"Game {game_id} is {mark.name}'s entry to challenge "
                             f"{mark.challenge!r}, submitted and ranked at version "
                             f"{mark.version}: it can no longer be played or undone.")

    def _mark_older(self, tag: str | None, game_id: UUID) -> Any:
        """The mark of ``game_id`` in a challenge stored before entries were marked, once its
        submitted entries are marked (the first time one of its games is written to)."""
        if tag is None or self._get(marked_id(tag)) is not None:
            return None
        try:
            log = self._log(tag)
        except ChallengeNotFound:
            return None
        marks = [_mark(tag, entry) for entry in log.entries
                 if entry["score"] is not None and self._get(mark_id(entry["game_id"])) is None]
        try:
            self.games.save(*marks, EntriesMarked(id=marked_id(tag), challenge=tag))
        except IntegrityError:
            pass  # marked meanwhile by another writer
        return self._get(mark_id(game_id))

    def _get(self, aggregate: UUID) -> Any:
        try:
            return self.games.repository.get(aggregate)
        except AggregateNotFoundError:
            return None

    # -- playing ----------------------------------------------------------------------------
    def enter(self, challenge_id: str, player: str, now: str, name: str | None = None
              ) -> UUID:
        """Start the player's game from the sealed seed: the one entry a player has.
        ``player`` identifies the player; ``name`` is what the leaderboard shows (the id by
        default)."""
        now = instant(now, "now")

        def act(log: ChallengeLog) -> tuple[UUID, list[Aggregate]]:
            challenge = self._open(log, now, "entries")
            _first_entry(log, player)
            ruleset = self.games.ruleset(challenge.ruleset)
            check_pins(challenge, ruleset)
            chronicle = Chronicle.open(ruleset, challenge.start_data(log.seed))
            game = self.games.build(chronicle.records)
            log.enter(str(game.id), player, name or player, now)
            return game.id, [game, log]

        return self._write(challenge_id, act)

    def submit(self, challenge_id: str, game_id: UUID, player: str, now: str
               ) -> dict[str, JSON]:
        """Score a finished entry by re-simulating it; an entry is submitted once."""
        now = instant(now, "now")

        def act(log: ChallengeLog) -> tuple[dict[str, JSON], list[Aggregate]]:
            challenge = self._open(log, now, "submissions")
            entry = log.entry(str(game_id))
            if entry["player"] != player:
                raise EntryRefused(f"Game {game_id} is {entry['player']}'s entry, not "
                                   f"{player}'s.")
            if entry["score"] is not None:
                raise EntryRefused(f"Game {game_id} was already submitted.")
            score = self._score(challenge, log.seed, self.games.records(game_id), now)
            log.submit(str(game_id), score)
            # A write to the game racing this one claims the same version (EntryVersions).
            return score, [log, _mark(challenge.id, log.entry(str(game_id))),
                           claim(game_id, int(score["version"]) + 1)]

        return self._write(challenge_id, act)

    def upload(self, challenge_id: str, player: str, document: Mapping[str, Any], now: str,
               name: str | None = None) -> UUID:
        """Enter a game played elsewhere (from a practice seed): it is stored and ranked
        only if re-simulation from the challenge's seed reproduces it exactly. A sealed
        challenge takes none: nobody can have played from its seed elsewhere."""
        now = instant(now, "now")
        records = self.games.records_in(document)

        def act(log: ChallengeLog) -> tuple[UUID, list[Aggregate]]:
            challenge = self._open(log, now, "uploads")
            if challenge.sealed:
                raise EntryRefused(f"Challenge {challenge.id!r} keeps its seed sealed until it "
                                   "closes: uploads are only for challenges whose seed is "
                                   "public, such as practice challenges; enter this one and "
                                   "play your entry here.")
            _first_entry(log, player)
            score = self._score(challenge, log.seed, records, now)
            game = self.games.build(records)
            log.enter(str(game.id), player, name or player, now)
            log.submit(str(game.id), score)
            return game.id, [game, log, _mark(challenge.id, log.entry(str(game.id)))]

        return self._write(challenge_id, act)

    def close(self, challenge_id: str, now: str) -> dict[str, JSON]:
        """Close a challenge now (the operator's early close); its seed is revealed. A
        challenge closed already (early, or at its closing time) is refused, saying when."""
        now = instant(now, "now")

        def act(log: ChallengeLog) -> tuple[dict[str, JSON], list[Aggregate]]:
            challenge = log.record
            if log.closed_at is not None:
                raise ChallengeClosed(f"Challenge {challenge.id!r} was already closed on "
                                      f"{log.closed_at}.", log.closed_at)
            if challenge.status(now) == "closed":
                raise ChallengeClosed(f"Challenge {challenge.id!r} already closed on "
                                      f"{challenge.closes_at}, its closing time.",
                                      challenge.closes_at)
            log.close(now)
            return _view(log, now), [log]

        return self._write(challenge_id, act)

    # -- helpers ----------------------------------------------------------------------------
    def _score(self, challenge: Challenge, seed: str | int, records: list[Record], now: str
               ) -> dict[str, JSON]:
        ruleset = self.games.ruleset(challenge.ruleset)
        return {**check_entry(ruleset, challenge, seed, records).to_json(), "finished_at": now}

    def _same(self, file: ChallengeFile, log: ChallengeLog) -> bool:
        """Whether a file describes the stored challenge (its setup as the ruleset reads it)."""
        given, stored = parse_challenge(file.spec, file.source), log.record
        try:
            ruleset = pinned_ruleset(given, self.games.ruleset(given.ruleset))
            setup = ruleset.prepare(given.setup)
        except RedBookError:
            return False
        return replace(given, setup=setup) == stored and file.seed == log.seed

    def _open(self, log: ChallengeLog, now: str, what: str) -> Challenge:
        """The challenge, if it is open to ``what`` is asked of it (entries, submissions,
        uploads) now."""
        challenge = log.record
        status = challenge.status(now, log.closed_at)
        if status == "scheduled":
            raise ChallengeNotOpen(f"Challenge {challenge.id!r} opens at {challenge.opens_at}.")
        if status == "closed":
            raise ChallengeNotOpen(f"Challenge {challenge.id!r} is closed and takes no more "
                                   f"{what}.")
        return challenge

    def _log(self, challenge_id: str) -> ChallengeLog:
        try:
            log: Any = self.games.repository.get(aggregate_id(str(challenge_id)))
        except AggregateNotFoundError:
            raise ChallengeNotFound(f"There is no challenge {challenge_id!r}.") from None
        except MapperDeserialisationError:
            # A row changed behind the store's back (no longer JSON): named, as a game's is.
            raise self._unreadable(challenge_id) from None
        if not isinstance(log, ChallengeLog):
            raise ChallengeNotFound(f"There is no challenge {challenge_id!r}.")
        return log

    def _unreadable(self, challenge_id: str | None,
                    originator: UUID | None = None) -> ChallengeUnreadable:
        """What is wrong with the challenge's first stored event that cannot be read; a
        challenge whose very first event cannot be read has no id to show but its stored one."""
        originator = originator or aggregate_id(str(challenge_id))
        name = repr(challenge_id) if challenge_id is not None else f"stored as {originator}"
        for stored in self.games.recorder.select_events(originator):
            try:
                self.games.mapper.to_domain_event(stored)
            except MapperDeserialisationError as exc:
                return ChallengeUnreadable(
                    unreadable_event(stored.originator_version, f"challenge {name}", exc))
        return ChallengeUnreadable(f"A stored event of challenge {name} cannot be read.")

    def _exists(self, challenge_id: str) -> bool:
        try:
            self._log(challenge_id)
        except ChallengeNotFound:
            return False
        return True

    def _write(self, challenge_id: str,
               act: Callable[[ChallengeLog], tuple[T, list[Aggregate]]]) -> T:
        """Apply ``act`` to the latest state of the challenge and save what it changed in one
        transaction; if another writer got there first, start again from the new state."""
        for _ in range(_ATTEMPTS):
            answer, changed = act(self._log(challenge_id))
            try:
                self.games.save(*changed)
            except IntegrityError:
                continue
            return answer
        raise EntryRefused(f"Challenge {challenge_id!r} is too busy right now; try again.")


def _first_entry(log: ChallengeLog, player: str) -> None:
    if not isinstance(player, str) or not player:
        raise EntryRefused("An entry needs the player's name.")
    for entry in log.entries:
        if entry["player"] == player:
            raise EntryRefused(f"{player} has already entered this challenge "
                               f"(game {entry['game_id']}).")


def _revealed(log: ChallengeLog, now: str) -> bool:
    challenge = log.record
    return not challenge.sealed or challenge.status(now, log.closed_at) == "closed"


def _view(log: ChallengeLog, now: str) -> dict[str, JSON]:
    challenge = log.record
    view: dict[str, JSON] = {**challenge.to_json(),
                             "status": challenge.status(now, log.closed_at),
                             "closed_at": log.closed_at, "entries": len(log.entries),
                             "seed": log.seed if _revealed(log, now) else None}
    return view

