"""Return of the King (TW-316), a unique resource permanent-event kept with Aragorn II, as
any ruleset reads it: played on him only, at Minas Tirith only, and only while Denethor II is
not in play; while it is with him his direct influence is 3 higher; it is discarded when he
leaves play. A ruleset keeps when it offers it, from which version, and where it records it
(The Road Goes Ever On takes it as a quest, ``road_goes_ever_on.return_of_the_king``)."""

from __future__ import annotations

from collections.abc import Iterable

from domain.engine.checks import Modifier

CARD = "TW-316"
NAME = "Return of the King"
ARAGORN = "Aragorn II"
DENETHOR = "Denethor II"
SITE = "Minas Tirith"
#: What it adds to Aragorn II's direct influence.
INFLUENCE = 3


def problem(bearer: str, site: str, in_play: Iterable[str]) -> str | None:
    """Why it may not be played on the character named ``bearer`` at the site named ``site``,
    the characters named ``in_play`` being in play (None: it may)."""
    if bearer != ARAGORN:
        return f"it is played on {ARAGORN} only, and {bearer} is not he"
    if site != SITE:
        return f"it is played only at {SITE}"
    if DENETHOR in tuple(in_play):
        return f"it is not played while {DENETHOR} is in play"
    return None


def influence(clause: str) -> Modifier:
    """Its +3 to Aragorn II's direct influence, a named modifier citing ``clause``."""
    return Modifier(INFLUENCE, f"card:{CARD}", NAME, clause)
