"""The attack under way as the board shows it (``combat``), in the shape There and Back Again's
and Burglar's boards give theirs, so a table draws it the same way: the attack as declared
(creature, race, strikes, prowess, body), the characters given its strikes so far (the
defender's and those chance gave, RGO-TARGET-2), how many strikes are still to be given, and
who faces the strike held for him (an Assassin's or a Slayer's, held_attacks.py).

The Road resolves an attack's strikes together once they are given, so the board sees one only
while the game waits on the defender: "assigning" while strikes are left to give, "striking"
once every one is given (support, a card or a cancel may still come first)."""

from __future__ import annotations

from domain.canonical import JSON
from domain.rulesets.road_goes_ever_on.state import State

ASSIGNING, STRIKING = "assigning", "striking"


def board(state: State) -> dict[str, JSON] | None:
    """The attack waiting for the defender, or None."""
    awaited = state.awaited_strikes
    if awaited is None:
        return None
    strikes = awaited.attack.get("strikes")
    left = max((strikes if isinstance(strikes, int) else 0) - len(awaited.assigned), 0)
    facing = awaited.assigned[0] if awaited.held is not None and awaited.assigned else None
    return {"attack": dict(awaited.attack),
            "stage": ASSIGNING if left and facing is None else STRIKING,
            "assigned": list(awaited.assigned), "facing": facing, "strikes_left": left,
            **({"set_aside": [str(s.awaited.attack.get("name")) for s in state.set_aside]}
               if state.set_aside else {})}
