"""The Wizard's Ring (TW-363) as Burglar Wants a Good Job plays it by its card, from
``SINCE`` (``engine.wizards_ring``): the Burglar may be a Wizard, and a Wizard
may be a Hand (BWJ-SETUP-1, BWJ-HAND-1).

- ``play:<ring>:<wizard>``: in the site phase at an untapped Haven (BWJ-SEQ-17: as standard),
  once entered, outside an attack, on an untapped Wizard of the company bearing no Wizard's
  Ring; he taps and the Haven taps, as for any item (CoE 2.V.4); then he checks corruption
  (CoE 7.1).
- It is never transferred (``transfer:<ring>:...``), passed to a companion of its eliminated
  bearer (``inherit:<ring>:...``: it is discarded with him) or to the Burglar by a Hand leaving
  play (BWJ-HAND-4: it leaves with him, ``ent_draughts.hand_items``), nor taken by a Thief's,
  Pick-pocket's or Brigands' strike (``kept``, the family's ``_item_kept``): each refused
  naming the card, or not offered.
- It is never stored: only a task resource is (BWJ-MP-7).

Its +2 prowess and +5 direct influence are catalog facts. The automatic Burglar does not play
it: its four corruption points weigh on a lone Burglar's every check.
"""

from __future__ import annotations

from domain.cards import Catalog
from domain.engine import coe
from domain.engine import wizards_ring as engine_ring
from domain.engine.characters import Item
from domain.errors import IllegalAction
from domain.ruleset import played_since
from domain.rulesets.burglar.state import State
from domain.rulesets.hobbit.moves import Add, Legal, Move, site_here
from domain.rulesets.hobbit.state import ENTERED, SITE

#: The first version playing the card (``versions.WIZARDS_RING_FROM``: the version giving a
#: company at a Haven its site phase, ``versions.HAVEN_SITE_PHASE_FROM``; named here, not
#: there, as ``ent_draughts.SINCE`` is, for ``ent_draughts`` reads it).
SINCE = 120
# Kept equal to HAVEN_SITE_PHASE_FROM by test_burglar_haven_site_phase.py's
# test_the_wizards_ring_is_played_on_a_wizard_at_a_haven_who_then_checks_corruption.
RULE = coe.PLAY_ITEM
#: What of the card never arises here (the coverage's note).
NEVER = ("never arises here: its 2 marshalling points (only a task resource stored at a Haven "
         "gives points, BWJ-MP-6, BWJ-MP-7)")


def plays(played: str) -> bool:
    return played_since(played, SINCE)


def kept(played: str, item: Item) -> bool:
    """``item`` is a Wizard's Ring, never taken nor passed on (from ``SINCE``)."""
    return plays(played) and engine_ring.is_ring(item.name)


def _rings(state: State, catalog: Catalog) -> list[str]:
    return sorted({c for c in state.hand if engine_ring.is_ring(catalog.get(c).name)})


def problem(state: State, catalog: Catalog, ring: str, who: str) -> str | None:
    """Why ``play:<ring>:<who>`` is not played now, or None."""
    if ring not in state.hand:
        return f"{ring} is not in your hand"
    site = site_here(state, catalog)  # as ``moves.site_of``: a location always names a site
    assert site is not None
    if state.phase != SITE or state.step != ENTERED or state.pending_attacks \
            or state.combat is not None:
        return "the Wizard's Ring is played in the site phase at a Haven, once entered, " \
               "outside an attack"
    if not site.is_haven:
        return f"the Wizard's Ring is played only at a Haven, and {site.name} is none"
    if site.id in state.tapped_sites:
        return f"{site.name} is tapped"
    bearer = state.character(who)
    if bearer is None:
        return f"{catalog.get(who).name if who in catalog else who or 'no one'} is not in " \
               "the company"
    if not engine_ring.is_wizard(bearer):
        return f"the Wizard's Ring is played on a Wizard only, and {bearer.name} is none"
    if engine_ring.bears_one(catalog.get, bearer):
        return f"{bearer.name} bears a Wizard's Ring already"
    if not bearer.untapped:
        return f"{bearer.name} is {bearer.state}: an item needs an untapped character"
    return None


def moves_now(state: State, catalog: Catalog, played: str, add: Add) -> None:
    """``play:<ring>:<wizard>`` for each Wizard's Ring of the hand and each Wizard it may be
    played on now."""
    if not plays(played) or state.outcome is not None:
        return
    for ring in _rings(state, catalog):
        for who in state.company:
            if problem(state, catalog, ring, who.card_id) is None:
                add(f"play:{ring}:{who.card_id}",
                    f"Play Wizard’s Ring on {who.name} (then his corruption check)", RULE,
                    Move("item", card=ring, target=who.card_id))


def checks_bearer(played: str, catalog: Catalog, item: str) -> bool:
    """Whether playing ``item`` asks its bearer's corruption check."""
    return plays(played) and engine_ring.is_ring(catalog.get(item).name)


def drop_passing(state: State, played: str, out: Legal) -> None:
    """Its transfer and its passing to a companion of its eliminated bearer, not offered."""
    if not plays(played):
        return
    for action in [a for a, (_, m) in out.items()
                   if m.kind in ("transfer", "inherit") and _is_ring_item(state, m.card)]:
        del out[action]


def _is_ring_item(state: State, card: str) -> bool:
    borne = [i for c in state.company for i in c.items] + list(state.legacy)
    return any(i.card_id == card and engine_ring.is_ring(i.name) for i in borne)


def refusal(state: State, catalog: Catalog, played: str, action: str) -> IllegalAction | None:
    """``play:<ring>:<who>``, ``transfer:<ring>:...`` or ``inherit:<ring>:...`` refused
    naming the card and why (None: another action)."""
    if not plays(played) or state.outcome is not None:
        return None
    kind, _, rest = action.partition(":")
    card, _, who = rest.partition(":")
    if kind in ("transfer", "inherit") and _is_ring_item(state, card):
        to = "given to another character" if kind == "transfer" else \
            "taken by a companion of its eliminated bearer: it is discarded with him"
        return IllegalAction(f"{engine_ring.NEVER_TRANSFERRED}: not {to}.",
                             clause=coe.TRANSFER_ITEM if kind == "transfer" else coe.ELIMINATED)
    if kind != "play" or card not in state.hand or not engine_ring.is_ring(
            catalog.get(card).name):
        return None
    why = problem(state, catalog, card, who.partition(":")[0])
    return IllegalAction(f"Wizard’s Ring cannot be played now: {why}.", clause=RULE) \
        if why else None
