"""The Cock Crows' alternative (TW-342) in Burglar Wants a Good Job from
``versions.COCK_CROWS_FROM`` (the engine's generation 30, ``effects.Mode.gates``): with Gates of
Morning in play, in the organization or site phase outside an attack (a resource short-event,
CoE 5.1), ``play:<card>:discard:<hazard>`` discards one hazard permanent-event in play, named
as it stands: one in play on its own (Balrog of Moria, The Nazgûl are Abroad, The Will of
Sauron, Bane of the Ithil-stone, Lure of Power, a Traitor waiting: ``HazardEventLeft``), a
corruption card on a character, ``<card>@<character>`` (``CorruptionCardRemoved``), or a Siege
on a site, ``<card>@<site>`` (``SiegeLifted``). The card goes to the hazard discard pile and
what it did stops. Without Gates of Morning, or with no hazard permanent-event in play, it is
not offered and is refused naming the card and the reason, writing nothing. Its first mode
(cancel a Troll attack) is the engine's. Before that version the alternative was not
offered. What the Guise of the Necromancer shares of it is ``hobbit.cock_crows``."""

from __future__ import annotations

from domain.cards import Catalog
from domain.errors import IllegalAction
from domain.ruleset import Context, played_since
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import COCK_CROWS_FROM
from domain.rulesets.hobbit import cock_crows as shared
from domain.rulesets.hobbit.cock_crows import CARD as CARD
from domain.rulesets.hobbit.cock_crows import KIND as KIND
from domain.rulesets.hobbit.cock_crows import MODE as MODE
from domain.rulesets.hobbit.cock_crows import NAME as NAME
from domain.rulesets.hobbit.cock_crows import RULE as RULE
from domain.rulesets.hobbit.moves import Add
from domain.rulesets.hobbit.state import ORGANIZATION, SITE


def plays(played: str) -> bool:
    return played_since(played, COCK_CROWS_FROM)


def targets(state: State, catalog: Catalog) -> list[str]:
    """The hazard permanent-events in play, as ``play:<card>:discard:<hazard>`` names them."""
    def permanent(card: str) -> bool:
        found = catalog.get(card)
        return found.card_type == "Hazard" and found.event_type == "permanent"
    return [*dict.fromkeys(c for c in (*state.environments, *state.traitors) if permanent(c)),
            *(f"{c}@{who}" for who, c, _ in state.corruption),
            *(f"{c}@{site}" for c, site in state.sieges)]


def problem(state: State, catalog: Catalog) -> str | None:
    """Why the alternative may not be played now (None: it may)."""
    open_now = state.outcome is None and state.combat is None \
        and state.phase in (ORGANIZATION, SITE)
    return shared.problem(open_now, state.gates_in_play(), targets(state, catalog))


def moves_now(state: State, catalog: Catalog, played: str, add: Add) -> None:
    """``play:<card>:discard:<hazard>`` for each hazard permanent-event in play."""
    if not plays(played) or CARD not in state.hand or problem(state, catalog) is not None:
        return
    shared.moves("play", targets(state, catalog), lambda c: catalog.get(c).name, add)


def refusal(state: State, catalog: Catalog, played: str, action: str) -> IllegalAction | None:
    """Why ``play:<card>:discard:<hazard>`` is refused, naming the card and the reason (None:
    another action, or a version that does not play it)."""
    kind, _, rest = action.partition(":")
    card, _, rest = rest.partition(":")
    mode, _, target = rest.partition(":")
    if kind != "play" or card != CARD or mode != MODE or not plays(played) \
            or card not in state.hand:
        return None
    return shared.refusal(problem(state, catalog), target, targets(state, catalog))


def play(ctx: Context[State], catalog: Catalog, target: str) -> None:
    """The Cock Crows is discarded from the hand, and the hazard named with it."""
    ctx.emit("CardPlayed", RULE, card=CARD, mode=MODE, target=None, returns=False)
    discard(ctx, catalog, target, CARD, NAME, RULE)


def discard(ctx: Context[State], catalog: Catalog, target: str, by: str, by_name: str,
            rule: str) -> None:
    """The hazard permanent-event ``target`` (as ``targets`` names it) discarded by the card
    ``by`` (The Cock Crows, a Palantír of Osgiliath: ``hobbit.palantiri``)."""
    hazard, _, on = target.partition("@")
    if any(site == on for _, site in ctx.state.sieges):
        ctx.emit("SiegeLifted", rule, card=hazard, site=on, by=by)
    elif on:
        ctx.emit("CorruptionCardRemoved", rule, card=hazard, character=on, by=by_name)
    else:
        ctx.emit("HazardEventLeft", rule, card=hazard, name=catalog.get(hazard).name, by=by)
