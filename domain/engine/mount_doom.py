"""Cracks of Doom (TW-205) and Gollum's Fate (TW-247): what they need and do, as the rulesets
that play them read it (The Road Goes Ever On's ``mount_doom``, Burglar Wants a Good Job's).

Each is played in the site phase of a company at Mount Doom, on the character of it who bears
The One Ring. Cracks of Doom: the bearer makes a corruption check at ``CHECK`` (CoE 7.1);
passed, The One Ring is destroyed and the player wins; failed, the check's result stands.
Gollum's Fate, Gollum with the company as well: the Ring is destroyed and the player wins, with
no check. A card saying the player wins ends a solitaire game won, before the scenario's own
ending (``ENDED_BY``). Their line on a Fallen-wizard's deck never arises (the player is a hero).
"""

from __future__ import annotations

from domain.engine import coe

CRACKS, FATE = "TW-205", "TW-247"
CARDS = (CRACKS, FATE)
MOUNT_DOOM, GOLLUM = "TW-414", "TW-246"
ONE_RING = "The One Ring"
#: Cracks of Doom's modifier to the bearer's corruption check.
CHECK = -4
ENDED_BY = "one-ring-destroyed"
RULE = coe.SHORT_EVENT


def unmet(card: str, site_phase: bool, at_mount_doom: bool, gollum_with: bool) -> str | None:
    """Why ``card`` may not be played now (None: it may, or it is not one of these): in the
    site phase (``site_phase``), at Mount Doom, Gollum's Fate with Gollum in the company."""
    if card not in CARDS:
        return None
    if not site_phase:
        return "it is played in the site phase"
    if not at_mount_doom:
        return "it is played at Mount Doom"
    if card == FATE and not gollum_with:
        return "Gollum is not with the company"
    return None


def ended(name: str) -> str:
    """The reason the game ends won, ``name`` the card played."""
    return f"{name}: The One Ring is destroyed at Mount Doom"
