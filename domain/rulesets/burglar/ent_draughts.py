"""Ent-draughts (TW-227) in Burglar Wants a Good Job from ``SINCE``
(``versions.ENT_DRAUGHTS_FROM``), as the Hobbit family plays it (``hobbit.ent_draughts``):
``play:<card>:<character>`` at Wellinghall, once entered and its automatic-attacks faced, in a
turn in which the Burglar or a Hand played an ally or recruited a faction there; never taken by
a creature, transferred nor passed on: a Hand leaving play gives the Burglar his other items
(BWJ-HAND-4), his Ent-draughts leaving play with him (``hand_items``). The scenario stores only
its task resources (BWJ-MP-7), so its storing never arises. Earlier versions never offered it
and replay as played.
"""

from __future__ import annotations

from domain.canonical import JSON
from domain.cards import Catalog
from domain.engine.characters import Character
from domain.errors import IllegalAction
from domain.ruleset import played_since
from domain.rulesets.burglar import wizards_ring
from domain.rulesets.burglar.state import State
from domain.rulesets.hobbit import ent_draughts as draughts
from domain.rulesets.hobbit.moves import Add, site_here
from domain.rulesets.hobbit.state import ENTERED, SITE

#: The first version playing the card (``versions.ENT_DRAUGHTS_FROM``): at Wellinghall once
#: entered, in addition to an ally or a faction played there this turn, on a character
#: bearing none yet, neither he nor the site tapping; never stolen, transferred, passed on nor
#: stored. Before, it was never offered (a special item no site lists) and stayed in the hand.
SINCE = 118
KIND = "play"


def plays(played: str) -> bool:
    return played_since(played, SINCE)


def scene(state: State, catalog: Catalog) -> draughts.Scene:
    """The company's site while resources may be played there: in the site phase, entered,
    no attack under way or still to face."""
    open_site = state.phase == SITE and state.step == ENTERED and not state.pending_attacks \
        and state.combat is None and state.outcome is None
    site = site_here(state, catalog) if open_site else None
    return draughts.Scene(state.hand, state.company, site,
                          site is not None and site.id in state.recruited_at)


def moves_now(state: State, catalog: Catalog, played: str, add: Add) -> None:
    if plays(played):
        draughts.moves(scene(state, catalog), catalog, add, KIND)


def refusal(state: State, catalog: Catalog, played: str, action: str) -> IllegalAction | None:
    """``play:`` of an Ent-draughts refused naming the reason; a transfer or an heir's taking
    of one refused (None: another action, or no reason of its own)."""
    if not plays(played) or state.outcome is not None:
        return None
    kind, _, rest = action.partition(":")
    if kind == KIND:
        return draughts.refusal(scene(state, catalog), catalog, rest)
    if kind in draughts.PASSING:
        return draughts.transfer_refusal(catalog, kind, rest.partition(":")[0])
    return None


def hand_items(played: str, who: Character) -> dict[str, JSON]:
    """What a Hand leaving play does with his items: ``items_to_burglar`` (BWJ-HAND-4) but,
    where the version plays the card, his Ent-draughts, and from ``WIZARDS_RING_FROM`` his
    Wizard's Ring, discarded with him (``items_discarded``: neither is ever transferred)."""
    kept: list[JSON] = [i.card_id for i in who.items if draughts.kept(plays(played), i)
                        or wizards_ring.kept(played, i)]
    given: list[JSON] = [i.card_id for i in who.items if i.card_id not in kept]
    return {"items_to_burglar": given, **({"items_discarded": kept} if kept else {})}
