"""Ent-draughts (TW-227) in the Guise of the Necromancer from
``printed_rules.ENT_DRAUGHTS_FROM``, as the Hobbit family plays it (``hobbit.ent_draughts``):
``item:<card>:<character>`` in a company's site phase at Wellinghall, once entered and its
automatic-attacks faced, in a turn in which an ally or a faction was played there (by any
company); never taken by a creature, transferred, passed on nor stored (its storing refused by
``printed_rules.store_problem``). Earlier versions never offered it and replay as played.
"""

from __future__ import annotations

from domain.cards import Catalog
from domain.errors import IllegalAction
from domain.ruleset import played_since
from domain.rulesets.guise_of_the_necromancer import printed_rules
from domain.rulesets.guise_of_the_necromancer.state import ENTERED, SITE, State
from domain.rulesets.hobbit import ent_draughts as draughts
from domain.rulesets.hobbit.moves import Legal, collector

KIND = "item"


def plays(played: str) -> bool:
    return played_since(played, printed_rules.ENT_DRAUGHTS_FROM)


def scene(state: State, catalog: Catalog) -> draughts.Scene:
    """The company whose site phase it is and its site while resources may be played there:
    entered, no attack under way, Rescue Prisoners' holder not awaited."""
    company = state.current if state.phase == SITE else None
    open_site = company is not None and state.step == ENTERED and state.fight is None \
        and not state.rescuing and state.outcome is None
    site = catalog.get(company.location) if company is not None and open_site else None
    return draughts.Scene(state.hand, company.characters if company is not None else (), site,
                          company is not None and company.location in state.recruited_at)


def moves(state: State, catalog: Catalog, played: str, out: Legal) -> None:
    """``item:<card>:<character>`` for each character it may be played on now; no transfer
    nor heir's taking of one offered."""
    if not plays(played):
        return
    company = state.current
    draughts.moves(scene(state, catalog), catalog, collector(out), KIND,
                   company.id if company is not None else "")
    kept = draughts.not_passed(out, catalog)
    for action in [a for a in out if a not in kept]:
        del out[action]


def refusal(state: State, catalog: Catalog, played: str, kind: str,
            rest: str) -> IllegalAction | None:
    """``item:`` of an Ent-draughts refused naming the reason; a transfer or an heir's taking
    of one refused (None: another action, or no reason of its own)."""
    if not plays(played) or state.outcome is not None:
        return None
    if kind == KIND:
        return draughts.refusal(scene(state, catalog), catalog, rest)
    if kind in draughts.PASSING:
        return draughts.transfer_refusal(catalog, kind, rest.partition(":")[0])
    return None
