"""Lost in the Darkness, Lost in Tunnels (RGO-SITE-DH-5, RGO-SITE-RL-4, RGO-SITE-SH-5): the
site may not be tapped this turn unless a scout (at a Shadow-hold, a scout or the Wizard)
taps. Whether one taps, and who, is the player's choice: from ``SINCE`` the encounter offers
the untapped characters able to (``TappingOffered``) and waits, the player naming one
(``lost-tap:<character>``) or none (``lost-tap:none``), the site then closed to the company
this turn. ``TappingChosen`` records the choice; the character's tapping or the site's closing
follows as before. The automatic player taps the first able character, as the earlier versions
tapped him for the player, so its games differ only by the choice recorded; they replay as
played. A Skill token the player explores with is spent as before (skill_taps.py), no choice
asked.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from domain.engine.characters import Character
from domain.ruleset import Action, Context, played_since
from domain.rulesets.road_goes_ever_on.state import State

#: The first version in which the player chooses who taps for a Lost row, if anyone.
SINCE = 211
KIND = "lost-tap"
#: ``lost-tap:none``: no one taps, the site is not tapped this turn.
NONE = "none"
OFFERED = "TappingOffered"
CHOSEN = "TappingChosen"
CLOSED = "SiteClosed"


def offered(played: str) -> bool:
    return played_since(played, SINCE)


def offer(ctx: Context[State], able: Sequence[Character], rule: str, site: str,
          row: str) -> None:
    """The encounter waits for the player's choice of who taps among ``able``."""
    ctx.emit(OFFERED, rule, site=site, row=row, clause=rule,
             characters=[c.card_id for c in able])


def actions(state: State, name: Callable[[str], str]) -> list[Action]:
    """Each able character's tapping, the first the automatic player's, then no one's."""
    awaited = state.awaited_tapping
    if awaited is None:
        return []
    rule, row, able = awaited
    return [*(Action(f"{KIND}:{c}", f"{name(c)} taps so that the site may be tapped ({row})",
                     rule) for c in able),
            Action(f"{KIND}:{NONE}", f"No one taps: the site may not be tapped this turn "
                   f"({row})", rule)]


def choose(ctx: Context[State], rest: str) -> None:
    """The choice offered (``rest``: a character, or ``none``), then its outcome."""
    awaited = ctx.state.awaited_tapping
    assert awaited is not None
    rule = awaited[0]
    who = None if rest == NONE else rest
    ctx.emit(CHOSEN, rule, character=who)
    if who is None:
        ctx.emit(CLOSED, rule, site=ctx.state.site, closed=True)
    else:
        ctx.emit("CharacterStateChanged", rule, character=who, state="tapped")


def policy_choice(ids: Sequence[str]) -> str | None:
    """The automatic player's: the first able character taps, as before ``SINCE``."""
    return next((i for i in ids if i.startswith(f"{KIND}:")), None)
