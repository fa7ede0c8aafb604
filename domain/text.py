"""Small helpers for the sentences rulesets write."""

from __future__ import annotations


def count(number: int, noun: str, plural: str | None = None) -> str:
    """``count(1, "region")`` is "1 region"; ``count(2, "region")`` is "2 regions"."""
    return f"{number} {noun if number == 1 else plural or noun + 's'}"
