"""The earlier rulings a Guise of the Necromancer ruling rests on beyond its own resolution
(``Ruleset.grounds``), for the audit to link: the game lost to a Nazgûl guardian (GON-NAZ-4)
is judged on The One Ring in play, the guardians of Dol Guldur and the turn's beginning that
found both in play; Saruman is placed (GON-RING-4) because The One Ring appeared."""

from __future__ import annotations

from collections.abc import Sequence

from domain.ruleset import Fact

#: The kinds of fact a ruling is judged on (their names as the events record them).
RING, GUARDS, RETURNED = "RingAppeared", "NazgulGuards", "GuardianReturned"
TURN = "TurnBegan"


def grounds(fact: Fact, earlier: Sequence[Fact]) -> list[int]:
    """Indexes into ``earlier`` (the game's facts before ``fact``) of the rulings ``fact``
    rests on: for GON-NAZ-4's loss, the Ring's appearance in play, each guardian's placing
    still standing and the turn's beginning; for Saruman's placing, the Ring's appearance."""
    if fact.kind == "SarumanPlaced":
        return _last(earlier, RING)
    if fact.kind != "GameEnded" or fact.rule != "GON-NAZ-4":
        return []
    return sorted([*_last(earlier, RING), *_guardians(earlier), *_last(earlier, TURN)])


def _last(earlier: Sequence[Fact], kind: str) -> list[int]:
    """The index of the last fact of ``kind`` (none: [])."""
    return next(([at] for at in range(len(earlier) - 1, -1, -1) if earlier[at].kind == kind),
                [])


def _guardians(earlier: Sequence[Fact]) -> list[int]:
    """The placing (NazgulGuards) of each Nazgûl still guarding Dol Guldur: a guardian
    returned to the hazard deck (GuardianReturned, GON-NAZ-5) guards no longer."""
    standing: dict[str, int] = {}
    for at, fact in enumerate(earlier):
        if fact.kind == GUARDS:
            standing[str(fact["card"])] = at
        elif fact.kind == RETURNED:
            standing.pop(str(fact["card"]), None)
    return list(standing.values())
