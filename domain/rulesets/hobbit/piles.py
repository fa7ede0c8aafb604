"""The discard piles as the board shows them: public, so each card by its name, in the order it
was discarded (the latest last), beside the counts the board has always shown."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from domain.canonical import JSON


def discard_piles(resources: Sequence[str], hazards: Sequence[str],
                  name: Callable[[str], JSON]) -> dict[str, JSON]:
    """The resource and the hazard discard piles, by the names the board counts them under."""
    return {"resource_discard": [name(c) for c in resources],
            "hazard_discard": [name(c) for c in hazards]}
