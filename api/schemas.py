"""What goes over the wire: request and response bodies, and the JSON response class.

Request data that ends up in a game's log is held to what the log can store and hash: no
floats, integers within 64 bits, and text that is valid Unicode without NUL characters.
"""

from __future__ import annotations

import json
import unicodedata
from typing import Annotated, Any, Literal

import orjson
from fastapi.responses import JSONResponse
from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    StrictInt,
    model_validator,
)
from pydantic import StrictStr as _StrictStr
from pydantic_core import PydanticCustomError
from typing_extensions import TypeAliasType

from domain.chronicle import SEED_MAX, SEED_MAX_LENGTH, SEED_MIN, seed_problem, text_problem
from domain.verdict import DifferenceKind

INT64_MIN, INT64_MAX = -(2**63), 2**63 - 1


class JSONBytes(JSONResponse):
    """JSON responses rendered by orjson."""

    def render(self, content: Any) -> bytes:
        try:
            return orjson.dumps(content)
        except TypeError:
            # Text orjson refuses (a lone surrogate a request quoted back, which the request
            # checks refuse first) is written ASCII-escaped, as a problem document is.
            return json.dumps(content, ensure_ascii=True, allow_nan=False,
                              separators=(",", ":")).encode("ascii")


def _plain_text(value: str) -> str:
    problem = text_problem(value)
    if problem is not None:
        raise ValueError(problem)
    return value


def _seed(value: str | int) -> str | int:
    problem = seed_problem(value)
    if problem is not None:
        raise PydanticCustomError("seed", problem)
    return value


Text = Annotated[_StrictStr, AfterValidator(_plain_text)]
Int64 = Annotated[StrictInt, Field(ge=INT64_MIN, le=INT64_MAX)]
#: A seed: text or a whole number, held to the one rule of a seed that a game's start and
#: the command line apply too (domain.chronicle.seed_problem); the schema states its limits.
SeedText = Annotated[_StrictStr, Field(json_schema_extra={
    "minLength": 1, "maxLength": SEED_MAX_LENGTH}), AfterValidator(_seed)]
Seed = SeedText | Annotated[StrictInt, Field(json_schema_extra={
    "minimum": SEED_MIN, "maximum": SEED_MAX}), AfterValidator(_seed)]
#: A version in a request body: a JSON integer only (``true`` or ``"20"`` is refused, as the
#: seed's whole number is: a body says what it means).
Version = Annotated[StrictInt, Field(ge=1, le=INT64_MAX)]
#: A version in a path or a query, where every value is text: its digits are read as a number.
VersionParam = Annotated[int, Field(ge=1, le=INT64_MAX)]
JsonValue = TypeAliasType(
    "JsonValue",
    "None | StrictBool | Int64 | Text | list[JsonValue] | dict[Text, JsonValue]",
)
#: How the OpenAPI document describes a JsonValue: as any value, with its limits in words.
#: Client generators cannot read the recursive schema pydantic derives; the server checks the
#: form itself.
JSON_VALUE_SCHEMA = {"description": "Any JSON value but a float: objects and lists nest "
                                    "freely, integers fit in 64 bits, text holds no NUL."}
JsonObject = dict[Text, JsonValue]


class Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


# -- errors ---------------------------------------------------------------------------------
class FieldProblem(BaseModel):
    field: str
    message: str
    in_: str = Field(alias="in")


class Problem(BaseModel):
    """RFC 9457 problem details."""

    model_config = ConfigDict(json_schema_extra={"example": {
        "type": "tag:redbook,2025:problem:illegal-action", "title": "The rules do not allow this",
        "status": 422, "detail": "You cannot draw: the deck is empty or a boost is in hand.",
        "code": "illegal-action", "clause": "DR-4", "instance": "/games/…/commands"}})

    type: str
    title: str
    status: int
    detail: str
    code: str
    instance: str | None = None
    clause: str | None = None
    problems: list[str] | None = None
    errors: list[FieldProblem] | None = None
    action: str | None = None
    open_now: list[str] | None = None
    expected_version: int | None = Field(None, description="stale-version and "
                                         "version-not-reached: the version the command named")
    current_version: int | None = Field(None, description="stale-version, "
                                        "version-not-reached and concurrent-write: the "
                                        "game's latest version")
    first_difference: dict[str, Any] | None = Field(
        None, description="entry-rejected: where the entry stops agreeing with its "
        "re-simulation or its challenge's terms, as GET /games/{id}/verify gives it "
        "(kind, version, event, differences...; docs/verification.md)")


def problems(*statuses: int) -> dict[int | str, dict[str, Any]]:
    """OpenAPI ``responses`` for the problem statuses a route may answer."""
    return {status: {"model": Problem, "content": {"application/problem+json": {}}}
            for status in statuses}


# -- rulesets -------------------------------------------------------------------------------
class ClauseOut(BaseModel):
    id: str
    summary: str
    section: str
    ambiguous: bool


class OptionTypeOut(BaseModel):
    type: Literal["boolean", "choice", "json"] = Field(
        description="boolean: true or false; choice: one of values; json: a JSON value of "
                    "the types in accepts, as form and the option's description in options "
                    "tell")
    default: Any = Field(None, description="The value a setup that leaves the option out "
                                           "plays (null for a json option whose description "
                                           "tells it)")
    values: list[str] | None = Field(None, description="The values of a choice; any other is "
                                                       "a 422 invalid-setup naming the option "
                                                       "and its values")
    accepts: list[Literal["null", "boolean", "integer", "string", "array", "object"]] = Field(
        description="The JSON types the option's value may be (a choice: a string); a value "
                    "of another is a 422 invalid-setup naming the option and its form")
    form: str = Field(description="The form the value must have, in words (\"a list of card "
                                  "ids\")")


class RulesetOut(BaseModel):
    model_config = ConfigDict(json_schema_extra={"example": {
        "id": "dice-race", "version": "1", "title": "Dice Race (test ruleset)",
        "clause_prefix": "DR", "options": {"goal": "squares to cover (default 30)"},
        "option_types": {"goal": {"type": "json", "default": 30, "values": None,
                                  "accepts": ["integer"], "form": "a whole number"}},
        "clauses": [{"id": "DR-2", "summary": "Walk: roll one die and advance that many "
                     "squares.", "section": "Dice Race", "ambiguous": False}],
        "rules_notes": {}}})

    id: str
    version: str
    title: str
    clause_prefix: str
    options: dict[str, str]
    #: Every option's type, named as in ``options``: what a form may offer for it.
    option_types: dict[str, OptionTypeOut]
    clauses: list[ClauseOut]
    #: Clause id -> the reading played where the rules are ambiguous or silent.
    rules_notes: dict[str, str]


class ClauseRef(BaseModel):
    id: str
    summary: str


# -- players --------------------------------------------------------------------------------
def _player_name(value: str) -> str:
    """A name as players see it: spaces at its ends dropped and runs of them made one (a page
    shows them so), composed (NFC: ``e`` and a combining accent are the one ``é`` they show
    as), with at least one character that shows and none that is unseen or steers the text
    (a zero-width space, a soft hyphen, a right-to-left override: Unicode's format and
    control characters), so that no name can pass for another one."""
    if not any(ch.isprintable() and not ch.isspace() for ch in value):
        raise PydanticCustomError("blank", "may not be only spaces or other unseen characters")
    name = unicodedata.normalize("NFC", " ".join(value.split()))
    hidden = next((ch for ch in name if unicodedata.category(ch).startswith("C")), None)
    if hidden is not None:
        raise PydanticCustomError("hidden", "may not hold a character that does not show or "
                                  "steers the text: {character}",
                                  {"character": _character(hidden)})
    return name


def _character(ch: str) -> str:
    """A character as a message names it: its code point and, if it has one, its name."""
    name = unicodedata.name(ch, "")
    return f"U+{ord(ch):04X}" + (f" ({name})" if name else "")


class PlayerIn(Model):
    model_config = ConfigDict(extra="forbid", json_schema_extra={"example": {"name": "Bilbo"}})

    name: Annotated[Text, Field(min_length=1, max_length=80, description=(
        "Shown wherever the player's games are: on leaderboards, in game lists. It must hold "
        "a visible character, none that does not show or steers the text (Unicode's "
        "category C: a zero-width space, a soft hyphen, a direction override, a control "
        "character), and be no other player's "
        "once composed (NFC); runs of spaces are stored as one, and none is kept at either "
        "end.")), AfterValidator(_player_name)]


class PlayerInfo(BaseModel):
    model_config = ConfigDict(json_schema_extra={"example": {"id": "5f0c…", "name": "Bilbo"}})

    id: str
    name: str


class PlayerOut(PlayerInfo):
    model_config = ConfigDict(json_schema_extra={"example": {
        "id": "5f0c…", "name": "Bilbo", "token": "shown once: keep it"}})

    token: str = Field(description="The bearer token; only its hash is stored, so it is "
                                   "shown this once.")


# -- games ----------------------------------------------------------------------------------
UndoPolicy = Literal["free", "before-reveal", "none"]
Visibility = Literal["private", "public"]


class GameIn(Model):
    model_config = ConfigDict(extra="forbid", json_schema_extra={"example": {
        "ruleset": "dice-race", "seed": "westmarch", "setup": {"goal": 20, "turns": 6},
        "undo_policy": "free", "visibility": "private"}})

    ruleset: Annotated[Text, Field(max_length=100)]
    seed: Seed | None = Field(
        None, description="Fixes every random draw of the game; the server picks an "
                          "unpredictable one if absent.")
    setup: JsonObject = Field(default_factory=dict,
                              description="Decks and options, as the ruleset documents them.")
    undo_policy: UndoPolicy = "free"
    visibility: Visibility = "private"


class GameView(BaseModel):
    model_config = ConfigDict(json_schema_extra={"example": {
        "game_id": "0b1d…", "version": 5, "ruleset": "dice-race", "owner": "5f0c…",
        "visibility": "private", "created": "2025-01-01T00:00:00+00:00",
        "board": {"square": 4, "goal": 20}, "result": None}})

    game_id: str
    version: int
    ruleset: str
    owner: str | None = Field(description="The owning player's id; null for a game the "
                                          "command line stored, which only the operator reads.")
    visibility: str
    created: str | None = Field(description="When the service started it; null for a game "
                                            "the command line stored.")
    board: dict[str, Any]
    result: dict[str, Any] | None


GameState = Literal["playing", "finished", "unreplayable"]


class ForkPoint(BaseModel):
    game_id: str = Field(description="The game this one was forked from.")
    at_version: int | None = Field(description="The parent's version it was forked at.")


class GameSummary(BaseModel):
    game_id: str
    ruleset: str
    ruleset_version: str | None
    owner: str | None = Field(description="The owning player's id; null for a game the "
                                          "command line stored, which only the operator reads.")
    owner_name: str | None = Field(description="The owner's name, as they registered it.")
    visibility: str
    state: GameState = Field(description="`playing` while the board's `result` is null, "
                                         "`finished` once it is set; `unreplayable` for a game "
                                         "this server cannot replay (another catalog or "
                                         "engine).")
    outcome: str | None = Field(description="The result's `outcome` of a finished game.")
    version: int
    created: str | None = Field(description="When the service started it; null for a game "
                                            "the command line stored.")
    parent: ForkPoint | None = Field(description="Where this game was forked from, if it "
                                                 "is a fork.")
    challenge: str | None = Field(description="The challenge this game (or the game it was "
                                              "forked from) was entered in.")
    entry: bool = Field(description="Whether this game is a challenge entry itself.")


class GamesOut(BaseModel):
    model_config = ConfigDict(json_schema_extra={"example": {
        "games": [{"game_id": "0b1d…", "ruleset": "dice-race", "ruleset_version": "1",
                   "owner": "5f0c…", "owner_name": "Bilbo", "visibility": "public",
                   "state": "playing",
                   "outcome": None, "version": 5, "created": "2025-01-01T00:00:00+00:00",
                   "parent": None, "challenge": None, "entry": False}],
        "next_cursor": None}})

    games: list[GameSummary] = Field(description="Newest first.")
    next_cursor: str | None = Field(description="Pass as ?cursor= for the next page; null "
                                                "on the last.")


class ActionOut(BaseModel):
    id: str = Field(description="Stable: keep it across reloads; send it back as `action`.")
    label: str
    rule: str | None
    clause: ClauseRef | None
    params: dict[str, str] = Field(description="The arguments the action takes: name -> what "
                                               "to give.")
    candidates: dict[str, list[str]] = Field(
        default_factory=dict,
        description="For a parameter that takes one of a set the rules know (a card of a "
                    "zone, by its card id): every value it may take now. A parameter not "
                    "named here takes a value of its own, as its help says.")
    copy_of: str | None = Field(
        default=None,
        description="The id of an earlier action of this list that this one repeats with "
                    "another copy of the same card (two printings of Dark Quarrels, whose "
                    "facts are the same): either plays alike, so a client may show the two "
                    "as one choice; null for any other. Both ids are legal.")


class ActionsOut(BaseModel):
    model_config = ConfigDict(json_schema_extra={"example": {
        "game_id": "0b1d…", "version": 5, "actions": [
            {"id": "walk", "label": "Walk: roll one die", "rule": "DR-2",
             "clause": {"id": "DR-2", "summary": "Walk: roll one die and advance that many "
                        "squares."}, "params": {}, "candidates": {}}],
        "undo_targets": [2]}})

    game_id: str
    version: int
    actions: list[ActionOut]
    undo_targets: list[int] = Field(
        default_factory=list,
        description="The versions POST /games/{id}/undo may go back to now (to_version), "
                    "newest first: the game's undo policy allows exactly these.")


class EventOut(BaseModel):
    version: int
    kind: str
    data: dict[str, Any]
    rule: str | None
    clause: ClauseRef | None
    prev_hash: str
    hash: str


#: What a write's ``expected_version`` means, and the two ways it may be refused.
EXPECTED_VERSION = ("The version the decision was made on (the game's latest). A game that "
                    "has moved on past it answers 409 stale-version; a version the game has "
                    "not reached, 409 version-not-reached. Both give expected_version and "
                    "current_version, and write nothing.")


class CommandIn(Model):
    model_config = ConfigDict(extra="forbid", json_schema_extra={"example": {
        "action": "walk", "args": {}, "expected_version": 2}})

    action: Annotated[Text, Field(min_length=1, max_length=200)]
    args: JsonObject = Field(default_factory=dict)
    expected_version: Version = Field(description=EXPECTED_VERSION)


class EventsOut(BaseModel):
    game_id: str
    version: int = Field(description="The game's latest version.")
    events: list[EventOut]
    next_after: int | None = Field(None, description="Pass as ?after= for the next page.")


class UndoIn(Model):
    """Where to go back to: ``to_version`` or ``steps``, exactly one of them."""

    model_config = ConfigDict(extra="forbid", json_schema_extra={"example": {
        "steps": 1, "expected_version": 5}})

    to_version: Version | None = None
    steps: Annotated[StrictInt, Field(ge=1, le=INT64_MAX)] | None = None
    expected_version: Version | None = Field(None, description=EXPECTED_VERSION)

    @model_validator(mode="after")
    def _one_way_back(self) -> UndoIn:
        if self.to_version is not None and self.steps is not None:
            raise PydanticCustomError("undo_both", "give to_version or steps, not both")
        if self.to_version is None and self.steps is None:
            raise PydanticCustomError("undo_neither", "give to_version (the version to go "
                                      "back to) or steps (the decisions to take back)")
        return self


class ForkIn(Model):
    model_config = ConfigDict(extra="forbid", json_schema_extra={"example": {"at_version": 2}})

    at_version: Version
    visibility: Visibility = "private"


class FieldDifferenceOut(BaseModel):
    path: str = Field(description="The field in the event: `kind`, `rule`, `data.values[0]`; "
                                  "`hash` or `prev_hash` where the hash chain is broken.")
    recorded: Any = Field(description="The value the log records there.")
    expected: Any = Field(description="The value expected there: re-simulation's, or the "
                                      "hash the chain asks for.")


class InputAtOut(BaseModel):
    version: int
    kind: str = Field(description="Decision, Undone or Forked.")
    data: dict[str, Any] = Field(description="The input as recorded: a decision's `action` "
                                             "and `args`, an undo's `to_version`.")


class DifferenceOut(BaseModel):
    version: int = Field(description="The first event the check fails at: where the hash "
                                     "chain breaks, or the first event re-simulation does not "
                                     "reproduce.")
    reason: str = Field(description="What is wrong at `version`.")
    recorded: dict[str, Any] | None = Field(description="The event at `version` as the log "
                                                         "records it (kind, data, rule).")
    expected: dict[str, Any] | None = Field(description="The event re-simulation gives there.")
    kind: DifferenceKind = Field(description="Which check failed (see docs/verification.md).")
    event: int = Field(description="The event to look at first: the changed one (for a broken "
                                   "hash chain, the event before the break).")
    summary: str = Field(description="The verdict in one sentence, as `redbook verify` and "
                                     "the web table say it.")
    decision: InputAtOut | None = Field(description="The input the difference follows (the "
                                                    "decision the game parts after), or the "
                                                    "input refused; null before the first.")
    differences: list[FieldDifferenceOut] = Field(description="The fields that differ, "
                                                             "recorded against expected.")


class VerifyOut(BaseModel):
    """The verdict (docs/verification.md): for a game that verifies, what a judge compares
    with a leaderboard; those fields are null when it does not."""

    game_id: str
    ok: bool
    events: int
    first_difference: DifferenceOut | None
    ruleset: str | None = Field(description="The ruleset the game was played under.")
    ruleset_version: str | None = Field(
        description="The ruleset version it was played and verified under.")
    challenge: str | None = Field(description="The challenge it is an entry of, if any.")
    final_hash: str | None = Field(description="The hash of its last event.")
    result: dict[str, Any] | None = Field(
        description="Its result (outcome, score...); null while it is in play.")
    ranked_version: int | None = Field(
        description="For a submitted challenge entry, the version it was ranked at: the log "
                    "is verified up to it, as its export gives it (a store written before "
                    "entries were frozen may hold later events, which are no part of the "
                    "entry); null for any other game, verified whole.")


class UploadVerifyOut(VerifyOut):
    game_id: str | None = Field(description="The game id the document names, if any.")  # type: ignore[assignment]
    ranked_version: None = Field(
        None, description="Always null: a document sent is verified whole.")


class ScoreOut(BaseModel):
    game_id: str
    version: int
    ruleset: str
    score: dict[str, Any]


class ShadowChange(BaseModel):
    version: int
    kind: str
    from_: int | None = Field(alias="from")
    to: int | None
    change: int
    cause: str
    clause: ClauseRef | None


class ShadowOut(BaseModel):
    game_id: str
    version: int
    ruleset: str
    shadow: dict[str, Any]
    changes: list[ShadowChange]


class NarrativeLine(BaseModel):
    version: int
    kind: str
    rule: str | None
    clause: ClauseRef | None
    line: str


class NarrativeOut(BaseModel):
    game_id: str
    lines: list[NarrativeLine]
    next_after: int | None


class RecordDoc(BaseModel):
    version: int
    kind: str
    data: dict[str, Any]
    rule: str | None
    prev_hash: str
    hash: str


class ExportOut(BaseModel):
    format: str
    game_id: str
    records: list[RecordDoc]


class RecordIn(Model):
    version: Int64
    kind: Annotated[Text, Field(max_length=200)]
    data: JsonObject
    rule: Annotated[Text, Field(max_length=200)] | None = None
    prev_hash: Annotated[Text, Field(max_length=200)]
    hash: Annotated[Text, Field(max_length=200)]


class ImportIn(Model):
    """A portable log as ``GET /games/{id}/export`` gives it."""

    format: Annotated[Text, Field(max_length=100)]
    game_id: Annotated[Text, Field(max_length=100)] | None = None
    records: Annotated[list[RecordIn], Field(min_length=1)]


class InputDoc(Model):
    """One of the player's inputs in a game record: a decision (``action``, with its
    ``args`` if it takes any), an undo (``undo_to``: the version it went back to) or a fork's
    mark (``forked``)."""

    action: Annotated[Text, Field(max_length=200)] | None = None
    args: JsonObject | None = None
    undo_to: Version | None = None
    forked: JsonObject | None = None


class FinalDoc(Model):
    """The last event of the game a record makes: re-simulation must end there."""

    version: Version
    hash: Annotated[Text, Field(max_length=200)]


class GameRecordDoc(Model):
    """A game record (``redbook-record/1``, docs/records.md): the header (the data of
    GameStarted; a sealed challenge entry's has the seed's ``commitment`` instead of its
    ``seed``) and the player's inputs."""

    format: Literal["redbook-record/1"]
    ruleset: Annotated[Text, Field(max_length=100)]
    ruleset_version: Annotated[Text, Field(max_length=100)]
    engine: Annotated[Text, Field(max_length=100)]
    catalog: Annotated[Text, Field(max_length=200)]
    setup: JsonObject
    undo_policy: Literal["free", "before-reveal", "none"]
    seed: Seed | None = None
    commitment: Annotated[Text, Field(max_length=200)] | None = None
    challenge: Annotated[Text, Field(max_length=100)] | None = None
    inputs: list[InputDoc]
    final: FinalDoc | None = None


class GameRecordOut(BaseModel):
    """A game record as ``GET /games/{id}/export?format=record`` gives it (the fields of
    GameRecordDoc; a sealed challenge entry's has ``commitment`` instead of ``seed``)."""

    format: str
    ruleset: str
    ruleset_version: str
    engine: str
    catalog: str
    setup: dict[str, Any]
    undo_policy: str
    seed: str | int | None = None
    commitment: str | None = None
    challenge: str | None = None
    inputs: list[dict[str, Any]]
    final: dict[str, Any]


class AuditStep(BaseModel):
    relation: str = Field(description="How the step relates to the audited event: the event, "
                                      "dice it consumed, source of a modifier, the decision "
                                      "behind a source, earlier outcome it follows, the "
                                      "decision behind it.")
    why: str | None = Field(description="For a modifier's source: the modifier and its amount.")
    version: int | None = Field(description="The step's event; null for a modifier no event "
                                            "records (a rule's fixed amount), named by its "
                                            "clause.")
    kind: str | None
    line: str
    clause: ClauseRef | None
    undone: bool


class AuditCheck(BaseModel):
    agrees: bool
    problems: list[str]
    dice_event: int | None


class AuditVerdict(BaseModel):
    reproduced: bool = Field(description="Re-simulation from the first event and the decisions "
                                         "gives this event exactly.")
    check: AuditCheck | None = Field(description="For a roll against a number or on a table: "
                                                 "whether its dice, modifiers and target (or "
                                                 "rows) give its result.")
    summary: str


class AuditOut(BaseModel):
    game_id: str
    version: int
    event: RecordDoc
    line: str
    decision: RecordDoc | None = Field(description="The player's decision this event follows "
                                                   "from, if any.")
    random: dict[str, Any] | None = Field(description="The random draw: stream, index, next.")
    dice: list[int] = Field(description="The versions of the DiceRolled events the outcome came "
                                        "from (its own rolls', or those of the roll whose "
                                        "outcome it is; see docs/audit.md).")
    clause: ClauseRef | None
    undone: bool = Field(description="Whether a later undo took the event back.")
    causes: list[AuditStep] = Field(description="From the event back to the decision behind "
                                                "it; see docs/audit.md.")
    verdict: AuditVerdict
    before: dict[str, Any] | None = Field(description="The board just before the event.")
    after: dict[str, Any] = Field(description="The board just after the event.")


class Health(BaseModel):
    status: str
