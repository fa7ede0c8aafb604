"""Calling the Free Council and counting the score (section 1, Victory Conditions).

The council may be called with 25 MP (counted raw, before any limit) and a character at a
Haven, the Wizard if he is in play. At the council no one type of MP may give more than half of
the total: a type above the sum of all the others is cut down to that sum.
"""

from __future__ import annotations

from collections.abc import Mapping

from domain.canonical import JSON

COUNCIL_MP = 25
MP_TYPES = ("character", "ally", "item", "faction", "kill", "miscellaneous")


def council_refusal(raw_total: int, at_haven: list[str], wizard_in_play: bool,
                    wizard_at_haven: bool) -> tuple[str, str] | None:
    """Why the Free Council cannot be called now, with the clause (None if it can)."""
    if raw_total < COUNCIL_MP:
        # Counted raw, before each type is capped (the score's ``raw_total``, not ``total``).
        return (f"The Free Council needs {COUNCIL_MP} MP counted raw, before the caps of "
                f"RGO-WIN-3; you have {raw_total} raw.", "RGO-WIN-1")
    if wizard_in_play and not wizard_at_haven:
        return ("Your Wizard is in play: he must be at a Haven to call the Free Council.",
                "RGO-WIN-1")
    if not at_haven:
        return ("A character must be at a Haven to call the Free Council.", "RGO-WIN-1")
    return None


def adjusted(points: Mapping[str, int]) -> dict[str, int]:
    """Each type's points after the half-per-type limit (RGO-WIN-3). Negative totals (e.g. a
    Battle's penalty) are kept as they are and never cut."""
    out = {}
    for kind, value in points.items():
        others = sum(v for k, v in points.items() if k != kind)
        out[kind] = min(value, max(others, 0)) if value > 0 else value
    return out


def score_view(points: Mapping[str, int]) -> dict[str, JSON]:
    """The score projection: raw points by type, each type's cap, the adjusted points and
    the totals, so the computation can be read off."""
    kinds = [k for k in MP_TYPES if k in points] + sorted(k for k in points if k not in MP_TYPES)
    raw = {k: int(points[k]) for k in kinds}
    capped = adjusted(raw)
    return {
        "raw": dict(raw),
        "raw_total": sum(raw.values()),
        "caps": {k: max(sum(v for j, v in raw.items() if j != k), 0) for k in kinds},
        "adjusted": dict(capped),
        "total": sum(capped.values()),
        "rule": "RGO-WIN-3",
        "council_needs": COUNCIL_MP,
    }
