"""Errors the game model raises. Each has a stable ``code`` (the API's problem ``type``),
a sentence a player understands, and for a rule refusal the clause id behind it."""

from __future__ import annotations

from collections.abc import Sequence


class RedBookError(Exception):
    code = "error"
    status = 400

    def __init__(self, message: str, *, clause: str | None = None,
                 problems: Sequence[str] = ()) -> None:
        super().__init__(message)
        self.message = message
        self.clause = clause
        # A problem found twice (the same card named twice, say) is told once, in order. Most
        # refusals (thousands a game, weighed while listing the legal actions) name none.
        self.problems = tuple(dict.fromkeys(problems)) if problems else ()

    def __str__(self) -> str:
        text = self.message
        if self.clause:
            text += f" [{self.clause}]"
        if self.problems:
            text += "\n" + "\n".join(f"  - {p}" for p in self.problems)
        return text


class IllegalAction(RedBookError):
    """A decision the rules do not allow now."""

    code = "illegal-action"
    status = 422


class ActionNotOpen(IllegalAction):
    """A decision naming an action id that is not offered now; ``open_now`` lists those that
    are, so a mistyped or stale id is answered with what may be done instead."""

    def __init__(self, action: str, open_now: Sequence[str], reason: str,
                 clause: str | None = None) -> None:
        shown = ", ".join(open_now[:_SHOWN]) or "none"
        if len(open_now) > _SHOWN:
            shown += f" and {len(open_now) - _SHOWN} more"
        said = reason.rstrip(".") + "."
        if repr(action) not in reason:
            said = f"{action!r} is not an action open now. {said}"
        super().__init__(f"{said} Open now: {shown}.", clause=clause)
        self.action = action
        self.open_now = tuple(open_now)


_SHOWN = 12  # the ids a message lists; the API's problem document carries them all


class InvalidSetup(RedBookError):
    """A game setup (decks, options) the ruleset refuses; ``problems`` lists each one."""

    code = "invalid-setup"
    status = 422


class InvalidDeck(RedBookError):
    """A deck document that is not a JSON object of card id lists by part."""

    code = "invalid-deck"
    status = 422


class UnknownRuleset(RedBookError):
    code = "unknown-ruleset"
    status = 404


class GameNotFound(RedBookError):
    code = "game-not-found"
    status = 404


class NoSuchVersion(RedBookError):
    """A version (an event) the game does not have."""

    code = "no-such-version"
    status = 404


class StaleVersion(RedBookError):
    """The command was decided against a version that is no longer the latest."""

    code = "stale-version"
    status = 409

    def __init__(self, expected: int, actual: int) -> None:
        super().__init__(
            f"The game is at version {actual}, not {expected}: reload it and decide again."
        )
        self.expected = expected
        self.actual = actual


class VersionNotReached(RedBookError):
    """The command names a version beyond the game's latest: the game has not moved on, the
    command is ahead of it (no decision can have been made on a version not yet played)."""

    code = "version-not-reached"
    status = 409

    def __init__(self, expected: int, actual: int, message: str | None = None) -> None:
        super().__init__(message or (
            f"The game is only at version {actual}; the command expected version {expected}, "
            "which the game has not reached: reload it and decide again."
        ))
        self.expected = expected
        self.actual = actual


class Overtaken(RedBookError):
    """A write that named no version (an undo of the last steps) lost the race to other
    writes every time it was tried again on the game as they left it."""

    code = "concurrent-write"
    status = 409

    def __init__(self, actual: int, attempts: int) -> None:
        super().__init__(
            f"Other writes to the game landed first, {attempts} times over: nothing was "
            f"written, and the game is at version {actual}. Reload it and try again.")
        self.actual = actual


class UndoRefused(RedBookError):
    code = "undo-refused"
    status = 409


class VersionInResolution(RedBookError):
    """An undo or a fork naming a version in the middle of a resolution: the game cannot stand
    there, so neither may take it (a conflict with the game's history, as an undo's other
    refusals are); the message names the nearest versions that may be taken instead."""

    code = "version-in-resolution"
    status = 409


class GameOver(RedBookError):
    code = "game-over"
    status = 409


class CatalogMismatch(RedBookError):
    """A game recorded under another card catalog, ruleset version or engine version."""

    code = "catalog-mismatch"
    status = 409


class InvalidLog(RedBookError):
    """A portable log that is malformed or does not verify."""

    code = "invalid-log"
    status = 422


class SealedLog(InvalidLog):
    """A challenge entry exported while its challenge's seed was sealed: it holds no game that
    can be checked until the challenge closes and reveals the seed. ``what`` says what the
    document is, ``then`` what can be done with it; ``file`` names the file it was read from."""

    def __init__(self, what: str, then: str, *, file: str | None = None) -> None:
        super().__init__(f"{f'{file}: ' if file else ''}This is {what}: {then}")
        self.what = what
        self.then = then


class BadSetting(RedBookError, ValueError):
    """A setting of the operator's (a flag, an environment variable) that cannot be used; the
    message names the setting and says why."""

    code = "bad-setting"
    status = 500
