"""A site encounter that asks a character to tap, the player choosing who, if anyone.

Lost in the Darkness, Lost in Tunnels (RGO-SITE-DH-5, RGO-SITE-RL-4, RGO-SITE-SH-5): the site
may not be tapped this turn unless a scout (at a Shadow-hold, a scout or the Wizard) taps. From
``SINCE`` the encounter offers the untapped characters able to (``TappingOffered``) and waits,
the player naming one (``lost-tap:<character>``) or none (``lost-tap:none``), the site then
closed to the company this turn. Secret Passage (RGO-SITE-DH-2, RGO-SITE-RL-3, RGO-SITE-SH-2)
so offers its scouts from ``PASSAGE_SINCE`` (``TappingOffered`` with ``otherwise``
"automatic-attack"): no one tapping, the site's automatic-attacks are faced. ``TappingChosen``
records the choice; the character's tapping, the site's closing or the attacks follow as
before. The automatic player taps the first able character, as the earlier versions tapped him
for the player, so its games differ only by the choice recorded; they replay as played. A
Skill token the player explores with is spent as before (skill_taps.py), no choice asked.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from domain.engine.characters import Character
from domain.ruleset import Action, Context, played_since
from domain.rulesets.road_goes_ever_on.state import State

#: The first version in which the player chooses who taps for a Lost row, if anyone.
SINCE = 211
#: The first version in which he so chooses the scout who taps for Secret Passage.
PASSAGE_SINCE = 212
KIND = "lost-tap"
#: ``lost-tap:none``: no one taps, the site is not tapped this turn.
NONE = "none"
OFFERED = "TappingOffered"
CHOSEN = "TappingChosen"
CLOSED = "SiteClosed"
#: What follows when no one taps: the site closed this turn (a Lost row), or its
#: automatic-attacks faced (Secret Passage).
SITE_CLOSED = "site-closed"
ATTACKED = "automatic-attack"
#: The encounter rows that so ask, and what follows each when no one taps.
ROWS = {"lost": SITE_CLOSED, "secret-passage": ATTACKED}


def offered(played: str, effect: str = "lost") -> bool:
    """Whether the version ``played`` asks the player who taps for a row of ``effect``."""
    return played_since(played, PASSAGE_SINCE if ROWS[effect] == ATTACKED else SINCE)


def offer(ctx: Context[State], able: Sequence[Character], rule: str, site: str,
          row: str, effect: str) -> None:
    """The encounter waits for the player's choice of who taps among ``able``."""
    otherwise = ROWS[effect]
    ctx.emit(OFFERED, rule, site=site, row=row, clause=rule,
             characters=[c.card_id for c in able],
             **({"otherwise": otherwise} if otherwise != SITE_CLOSED else {}))


def actions(state: State, name: Callable[[str], str]) -> list[Action]:
    """Each able character's tapping, the first the automatic player's, then no one's."""
    awaited = state.awaited_tapping
    if awaited is None:
        return []
    rule, row, able, otherwise = awaited
    tapped, untapped = (("so that the site may be tapped", "the site may not be tapped this "
                         "turn") if otherwise == SITE_CLOSED
                        else ("for no encounter", "the automatic-attack is faced"))
    return [*(Action(f"{KIND}:{c}", f"{name(c)} taps {tapped} ({row})", rule) for c in able),
            Action(f"{KIND}:{NONE}", f"No one taps: {untapped} ({row})", rule)]


def waiting(state: State) -> str:
    """Why the game waits for the choice (a refusal of anything else)."""
    assert state.awaited_tapping is not None
    _, row, _, otherwise = state.awaited_tapping
    then = "the site then may not be tapped this turn" if otherwise == SITE_CLOSED \
        else "the automatic-attack is then faced"
    return f"{row}: choose who taps first, or no one ({then})."


def choose(ctx: Context[State], rest: str) -> str | None:
    """The choice offered (``rest``: a character, or ``none``), then its outcome; the clause of
    the row when no one tapped and the site's automatic-attacks are to be faced."""
    awaited = ctx.state.awaited_tapping
    assert awaited is not None
    rule, _, _, otherwise = awaited
    who = None if rest == NONE else rest
    ctx.emit(CHOSEN, rule, character=who)
    if who is not None:
        ctx.emit("CharacterStateChanged", rule, character=who, state="tapped")
    elif otherwise == SITE_CLOSED:
        ctx.emit(CLOSED, rule, site=ctx.state.site, closed=True)
    else:
        return rule
    return None


def policy_choice(ids: Sequence[str]) -> str | None:
    """The automatic player's: the first able character taps, as before ``SINCE``."""
    return next((i for i in ids if i.startswith(f"{KIND}:")), None)
