"""Gates of Morning (TW-243), a resource environment played from the hand from version
``SINCE_VERSION`` (before, no script played it; the rules let the player play it, as it gives
no marshalling points: RGO-DECK-2, RGO-GEN-1).

In the organization phase (``resource:<card>:environment``) it stays in play
(``ResourceEnvironmentInPlay``). As it comes, every hazard environment in play is discarded: a
hazard permanent-event staying in play (Doors of Night; ``EnvironmentDiscarded``) and a hazard
long-event in play (``HazardLongEventDiscarded``, its effects on attacks gone with it), so what
they did stops. A second one is not offered and is refused naming the card and the reason,
writing nothing. Doors of Night revealed while it is in play discards it
(``ResourceEnvironmentDiscarded``; the hazard side's own text, ``hazard_scripts``), as
Twilight revealed cancels it (``hazard_events.environment_long_events``).

While it is in play, the resource cards that ask for it read it (``in_play``): Clear Skies is
played (+2 prowess to each character against a strike) and Sun gives each Man and Dúnadan +1
more (``resource_long_events``); the Moon treats the site path's Wildernesses as Border-lands
and Border-lands as Free-domains (``moon``); Fair Travels in Dark-domains and in Shadow-lands
lower the hazard limit by two (``hand_resources.limit_cut``); Dark Quarrels may instead halve
the strikes of any attack the company faces, rounded up (``resource:<card>:halve``; refused
without Gates of Morning in play, naming the card and the reason); Sun gives each attack -1
prowess (``sun_weakening``, an ``AttackModified`` naming it). Stars treats a region of the site path
as with Arinmîr (``moon``). Fog treats the region types (``fog``) and The Cock Crows
discards a hazard permanent-event (``cock_crows``) and The Evenstar gives each Elf +1 prowess
and may treat a region (``evenstar``), each from its own version (``not_yet``: what the
coverage still names before it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from domain.cards import Catalog
from domain.engine import effects, hazards_in_play, resource_long_events
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on.state import State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.hand_resources import Play

#: The first version that plays it.
SINCE_VERSION = 161
CARD = "TW-243"
NAME = "Gates of Morning"
MODE = "environment"
FORM = "gates-of-morning"
RULE = "RGO-GEN-1"
#: Dark Quarrels (both printings) and its mode with Gates of Morning in play.
DARK_QUARRELS = ("TW-207", "TW-208")
HALVE = "halve"
#: Sun, which with Gates of Morning in play gives every attack -1 prowess.
SUN = resource_long_events.SUN
SUN_NOTE = "Sun with Gates of Morning in play"
#: What the coverage notes of it ("" nothing), its row reading scripted.
LEFT_OUT = ""
#: What each card reading Gates of Morning still leaves out with it in play, from
#: ``SINCE_VERSION`` (the coverage reads these).
NOT_YET = {
    "TW-342": "the alternative that discards a hazard permanent-event when Gates of Morning is "
              "in play (it can be from The Road Goes Ever On 161; not offered yet)",
    "TW-343": "what it does with Gates of Morning in play (+1 prowess to each Elf, a region "
              "treated as another type): it can be in play from version 161, and this is not "
              "played yet",
}


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def not_yet(played: str) -> dict[str, str]:
    """What each card reading Gates of Morning still leaves out at the version ``played``
    (none before ``SINCE_VERSION``, when it is never in play): ``NOT_YET`` less the parts
    a later version plays (The Cock Crows' discard, ``cock_crows``; The Evenstar's,
    ``evenstar``)."""
    from domain.rulesets.road_goes_ever_on import cock_crows, evenstar

    if not offered(played):
        return {}
    done = [*((cock_crows.CARD,) if cock_crows.offered(played) else ()),
            *((evenstar.CARD,) if evenstar.offered(played) else ())]
    return {card: what for card, what in NOT_YET.items() if card not in done}


def in_play(state: State) -> bool:
    return CARD in state.resource_environments


def plays() -> dict[str, tuple[Play, ...]]:
    """Its play, and Dark Quarrels' alternative with it in play (``resource:<card>:halve``
    on the attack the company faces: its strikes halved, rounded up), read by
    ``hand_resources.plays`` from ``SINCE_VERSION``."""
    from domain.rulesets.road_goes_ever_on.hand_resources import (
        ATTACK,
        HALVE_STRIKES,
        ORGANIZING,
        Play,
    )

    return {CARD: (Play(CARD, NAME, MODE, ORGANIZING, (effects.Effect(FORM),)),),
            **{quarrels: (Play(quarrels, "Dark Quarrels", HALVE, ATTACK,
                               (effects.Effect(HALVE_STRIKES),)),)
               for quarrels in DARK_QUARRELS}}


def needs_it(state: State, play: Play) -> str | None:
    """Why a play that needs Gates of Morning in play may not be made now (None: it may, or
    it needs none)."""
    if play.card in DARK_QUARRELS and play.mode == HALVE and not in_play(state):
        return "it halves an attack's strikes only with Gates of Morning in play"
    return None


def unmet(state: State, play: Play) -> str | None:
    """Why Gates of Morning may not be played now (None: it may, or ``play`` is another
    card's)."""
    if play.card != CARD:
        return None
    if in_play(state):
        return "it cannot be duplicated: it is in play already"
    return None


def come(ctx: Context[State], catalog: Catalog) -> None:
    """It stays in play; every hazard environment in play is discarded."""
    ctx.emit("ResourceEnvironmentInPlay", RULE, card=CARD, name=NAME)
    for gone in hazards_in_play.hazard_environments(ctx.state.environments, catalog):
        for _ in range(ctx.state.environments.count(gone)):
            ctx.emit("EnvironmentDiscarded", RULE, card=gone, by=NAME)
    for gone in hazards_in_play.hazard_environments(ctx.state.long_in_play, catalog):
        ctx.emit("HazardLongEventDiscarded", RULE, card=gone, name=catalog.get(gone).name,
                 by=NAME)


def discarded_by_doors(ctx: Context[State], doors: str) -> None:
    """Doors of Night coming into play discards it (its own text)."""
    for card in [c for c in ctx.state.resource_environments]:
        ctx.emit("ResourceEnvironmentDiscarded", RULE, card=card, by=doors)


def sun_weakening(state: State) -> int:
    """The prowess Sun takes off each attack (an automatic-attack or a hazard creature's, the
    only attacks here) while it and Gates of Morning are in play."""
    return resource_long_events.sun_weakening(state.long_in_play, in_play(state))
