"""The Stone of Erech (TW-334), a unique resource permanent-event, as any ruleset reads it:
played at the Vale of Erech only, and only while the Men of Lamedon are in play; discarded as
soon as they leave play. Its gift is 2 miscellaneous marshalling points. A ruleset keeps when
it offers it, from which version, and where it records it (The Road Goes Ever On takes it as a
quest, ``road_goes_ever_on.stone_of_erech``; the Guise of the Necromancer plays it from the
hand, ``guise_of_the_necromancer.stone_of_erech``)."""

from __future__ import annotations

from collections.abc import Iterable

from domain.cards import fold

CARD = "TW-334"
NAME = "Stone of Erech"
NEEDS = "Men of Lamedon"
SITE = "Vale of Erech"


def men_in_play(in_play: Iterable[str]) -> bool:
    """Whether the Men of Lamedon are among the cards named ``in_play``."""
    return any(fold(name) == fold(NEEDS) for name in in_play)


def problem(site: str, in_play: Iterable[str]) -> str | None:
    """Why it may not be played at the site named ``site``, the cards named ``in_play`` being
    in play (None: it may)."""
    if fold(site) != fold(SITE):
        return f"it is played only at the {SITE}"
    if not men_in_play(in_play):
        return f"it is played only while the {NEEDS} are in play"
    return None
