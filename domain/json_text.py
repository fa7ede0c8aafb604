"""JSON that a person hands over in a file (a game log, a setup, a card file): parsed, or one
sentence saying what is wrong with it (for the caller to put after the file's name)."""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Callable
from itertools import accumulate
from typing import Any

#: The first bytes of formats people mistake for JSON.
_SIGNATURES = ((b"\x89PNG", "a PNG image"), (b"PK\x03\x04", "a ZIP archive"),
               (b"\x1f\x8b", "a gzip archive"), (b"%PDF", "a PDF document"),
               (b"\xff\xfe", "UTF-16 text (save it as UTF-8)"),
               (b"\xfe\xff", "UTF-16 text (save it as UTF-8)"))
_JSON_STARTS = ("{", "[", '"', "-", *"0123456789", "true", "false", "null")

#: How deeply arrays and objects may nest in a document that is read: far deeper than any
#: Red Book document goes (a game log nests 7 deep), and shallow enough that neither reading
#: it nor checking its fields ever runs out of stack.
MAX_DEPTH = 64
#: What a document nested deeper is told, after "The file is" or "The request body is".
TOO_DEEP = (f"nested too deeply: arrays and objects more than {MAX_DEPTH} levels deep are "
            "not read")
_STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")
_STEP = {ord("["): 1, ord("{"): 1, ord("]"): -1, ord("}"): -1}


class NotJson(ValueError):
    """What is wrong with a document that should be JSON, as one sentence."""


class NoJsonAtAll(NotJson):
    """Text not written as JSON at all (empty, a word, cut short): a reader taking plain text
    where no JSON is given (a typed argument) keeps it as text, where JSON that is read and
    refused (NaN, a number too long to read, nesting too deep) is a :class:`NotJson` of its
    own."""


class DuplicateKey(ValueError):
    """An object names one key twice: JSON readers disagree on which value counts (most keep
    the last), so such a document says two things and is refused rather than guessed at."""

    def __init__(self, key: str) -> None:
        super().__init__(f"the key {json.dumps(key)} appears twice in one object")
        self.key = key


def unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """An object's pairs as a dict (``object_pairs_hook``); :class:`DuplicateKey` if a key
    repeats."""
    found: dict[str, Any] = {}
    for key, value in pairs:
        if key in found:
            raise DuplicateKey(key)
        found[key] = value
    return found


def duplicate_key(data: bytes) -> DuplicateKey | None:
    """What is wrong with JSON ``data`` whose objects repeat a key; None if none does (or if
    it is no JSON at all, which its reader tells)."""
    try:
        json.loads(data, object_pairs_hook=unique_keys)
    except DuplicateKey as exc:
        return exc
    except (ValueError, RecursionError):
        return None
    return None


def too_deep(data: bytes) -> bool:
    """Whether arrays and objects nest more than :data:`MAX_DEPTH` deep in ``data`` (JSON,
    or what should be: a bracket inside a string is text, not nesting)."""
    if data.count(b"[") + data.count(b"{") <= MAX_DEPTH:
        return False
    brackets = _STRING.sub(b"", data).translate(None, delete=_NOT_BRACKETS)
    return max(accumulate(_STEP[b] for b in brackets), default=0) > MAX_DEPTH


def parse_json(data: bytes, parse_float: Callable[[str], Any] | None = None) -> Any:
    """The JSON value ``data`` holds (UTF-8, a byte-order mark allowed), or :class:`NotJson`.
    ``parse_float`` may refuse floats (raising ValueError) or keep them as text."""
    try:
        return read_json(data, parse_float)
    except DuplicateKey as exc:
        raise NotJson(str(exc)) from None


def read_json(data: bytes, parse_float: Callable[[str], Any] | None = None, *,
              nesting_checked: bool = False) -> Any:
    """What :func:`parse_json` reads, a key given twice raised as :class:`DuplicateKey` (for a
    reader that refuses it in words of its own: the API's request bodies). A caller that has
    refused what nests too deeply already (``nesting_checked``) is spared a second scan."""
    for signature, what in _SIGNATURES:
        if data.startswith(signature):
            raise NotJson(f"not JSON: {what}")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise NotJson(f"not JSON: not UTF-8 text (byte 0x{data[exc.start]:02x} at position "
                      f"{exc.start})") from None
    if not text.strip():
        raise NoJsonAtAll("not JSON: the file is empty")
    if not nesting_checked and too_deep(data):
        raise NotJson(TOO_DEEP)
    try:
        return json.loads(text, parse_float=parse_float, parse_constant=_no_constant,
                          object_pairs_hook=unique_keys)
    except json.JSONDecodeError as exc:
        raise NoJsonAtAll(_why(text, exc)) from None
    except DuplicateKey:
        raise
    except ValueError as exc:
        raise NotJson(_long_number(exc) or f"not JSON: {exc}") from None


def _long_number(exc: ValueError) -> str | None:
    """What a document holding a whole number too long to convert is told, in its words and
    not Python's (whose message advises a setting of the interpreter); None for another fault.
    """
    limit = sys.get_int_max_str_digits()
    if limit and str(exc).startswith("Exceeds the limit"):
        return f"not read: it holds a number of more than {limit} digits"
    return None


def _why(text: str, exc: json.JSONDecodeError) -> str:
    where = f"line {exc.lineno}, column {exc.colno}"
    if exc.pos >= len(text.rstrip()) or exc.msg.startswith("Unterminated string"):
        return f"not JSON: cut short, it ends unfinished (at {where})"
    first = len(text) - len(text.lstrip())
    if exc.pos == first and not text.startswith(_JSON_STARTS, first):
        return f"not JSON: it begins with {text[first:first + 20].splitlines()[0]!r}"
    return f"not JSON: {exc.msg} at {where}"


def _no_constant(text: str) -> Any:
    raise ValueError(f"{text} is not JSON")
