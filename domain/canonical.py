"""Canonical JSON: the one byte form in which events are hashed and compared.

Sorted keys, no insignificant white space, UTF-8, and no floats: a float would make a hash
depend on the platform's printing of numbers, so it is refused outright.

The bytes are those of the standard ``json`` module (``sort_keys``, compact separators,
``ensure_ascii=False``), which defined them first; ``orjson`` writes the same bytes for plain
JSON data several times faster, so it writes them, and ``json`` takes over for what ``orjson``
writes otherwise or not at all (whole numbers beyond 64 bits, subclasses of the JSON types).
``tests/unit/test_canonical.py`` proves the two agree, over every ruleset's real records.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from typing import Any

import orjson

JSON = Any  # dict[str, JSON] | list[JSON] | str | int | bool | None


class NotCanonical(ValueError):
    """A value that has no canonical JSON form (a float, a set, a non-string key...)."""


#: Values that are their own JSON form (the common case, checked first by exact type; a
#: frozen set, as a type's membership is then one look-up).
_SCALARS = frozenset((str, int, bool, type(None)))
#: orjson refuses anything but the plain JSON types (there is no ``default``), so that the
#: standard module writes it as it always did.
_ORJSON_OPTIONS = (orjson.OPT_SORT_KEYS | orjson.OPT_PASSTHROUGH_SUBCLASS
                   | orjson.OPT_PASSTHROUGH_DATACLASS | orjson.OPT_PASSTHROUGH_DATETIME)


def normalize(value: Any, where: str = "$") -> JSON:
    """Return ``value`` as plain JSON data (tuples become lists), refusing what cannot be hashed."""
    try:
        return _plain(value)
    except NotCanonical:
        pass
    # Say where: walk again, this time keeping the path (the common case never builds one).
    return _located(value, where)


def normalize_owned(fields: dict[str, Any]) -> dict[str, JSON]:
    """:func:`normalize` of a dict of string keys that the caller owns and passes on (an
    event's keyword arguments): its values are made plain JSON in place, not copied into a
    new dict, so the common event of scalars costs no copy."""
    try:
        for key, item in fields.items():
            held = type(item)
            if held in _SCALARS:
                continue
            if held is list or held is tuple:
                fields[key] = [each if type(each) in _SCALARS else _plain(each)
                               for each in item]
            else:
                fields[key] = _plain(item)
    except NotCanonical:
        located: dict[str, JSON] = normalize(fields)  # walks again to say where it fails
        return located
    return fields


def _plain(value: Any) -> JSON:
    # Events are mostly dicts of scalars and lists of scalars: those are copied here without
    # a call per value.
    kind = type(value)
    if kind is dict:
        out: dict[str, JSON] = {}
        for key, item in value.items():
            if type(key) is not str:
                raise NotCanonical
            held = type(item)
            if held in _SCALARS:
                out[key] = item
            elif held is list or held is tuple:
                out[key] = [each if type(each) in _SCALARS else _plain(each) for each in item]
            else:
                out[key] = _plain(item)
        return out
    if kind in _SCALARS:
        return value
    if kind is list or kind is tuple:
        return [item if type(item) in _SCALARS else _plain(item) for item in value]
    return _located(value, "$")


def _located(value: Any, where: str) -> JSON:
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        raise NotCanonical(f"{where}: floats are not allowed in events ({value!r})")
    if isinstance(value, Mapping):
        out: dict[str, JSON] = {}
        for key in value:
            if not isinstance(key, str):
                raise NotCanonical(f"{where}: keys must be strings, not {key!r}")
            out[key] = _located(value[key], f"{where}.{key}")
        return out
    if isinstance(value, Sequence) and not isinstance(value, (bytes, bytearray)):
        return [_located(item, f"{where}[{i}]") for i, item in enumerate(value)]
    raise NotCanonical(f"{where}: {type(value).__name__} is not JSON data")


def dumps(value: JSON) -> str:
    """The canonical text of already-normalized JSON data."""
    try:
        return orjson.dumps(value, option=_ORJSON_OPTIONS).decode("utf-8")
    except orjson.JSONEncodeError:
        return _standard_text(value)


def encode(value: JSON) -> bytes:
    """The canonical text of already-normalized JSON data, as UTF-8 bytes."""
    try:
        return orjson.dumps(value, option=_ORJSON_OPTIONS)
    except orjson.JSONEncodeError:
        return standard_encode(value)


def standard_encode(value: JSON) -> bytes:
    """The canonical bytes as the standard ``json`` module writes them (the definition)."""
    return _standard_text(value).encode("utf-8")


def _standard_text(value: JSON) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def digest(value: JSON) -> str:
    """``sha256:<hex>`` of the canonical text."""
    try:  # encode's work, written out: every record of the hash chain comes here
        text = orjson.dumps(value, option=_ORJSON_OPTIONS)
    except orjson.JSONEncodeError:
        text = standard_encode(value)
    return "sha256:" + hashlib.sha256(text).hexdigest()
