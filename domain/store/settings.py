"""Whole-number settings read from an environment (``REDBOOK_CACHE_GAMES=256``), refused by
name when they are not whole numbers or are too small."""

from __future__ import annotations

from collections.abc import Mapping

from domain.errors import BadSetting


def whole_number(env: Mapping[str, str], name: str, default: int, least: int) -> int:
    """The setting ``name`` of ``env``: ``default`` when unset or empty; :class:`BadSetting`
    naming it unless it is a whole number of at least ``least``."""
    text = env.get(name)
    if text is None or text.strip() == "":
        return default
    try:
        value = int(text)
    except ValueError:
        value = least - 1
    if value < least:
        raise BadSetting(f"The setting {name} is a whole number of at least {least}, "
                         f"not {text!r}.")
    return value
