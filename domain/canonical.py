"""Canonical JSON: the one byte form in which events are hashed and compared.

Sorted keys, no insignificant white space, UTF-8, and no floats: a float would make a hash
depend on the platform's printing of numbers, so it is refused outright.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from typing import Any

JSON = Any  # dict[str, JSON] | list[JSON] | str | int | bool | None


class NotCanonical(ValueError):
    """A value that has no canonical JSON form (a float, a set, a non-string key...)."""


def normalize(value: Any, where: str = "$") -> JSON:
    """Return ``value`` as plain JSON data (tuples become lists), refusing what cannot be hashed."""
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
            out[key] = normalize(value[key], f"{where}.{key}")
        return out
    if isinstance(value, Sequence) and not isinstance(value, (bytes, bytearray)):
        return [normalize(item, f"{where}[{i}]") for i, item in enumerate(value)]
    raise NotCanonical(f"{where}: {type(value).__name__} is not JSON data")


def dumps(value: JSON) -> str:
    """The canonical text of already-normalized JSON data."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def digest(value: JSON) -> str:
    """``sha256:<hex>`` of the canonical text."""
    return "sha256:" + hashlib.sha256(dumps(value).encode("utf-8")).hexdigest()
