"""Dark Quarrels' and The Cock Crows' alternatives with Gates of Morning in play, played from
``SINCE`` (the engine's generations 29 and 30, which Burglar Wants a Good Job reads too;
GON-GEN-1; Gates of Morning is played here from ``long_events.SINCE``):

- Dark Quarrels (``resource:<card>:halve``): before the strikes of any attack on the company are
  assigned, they are halved, rounded up (``AttackStrikesSet``, CoE 3.i); not on an attack of
  one strike, which halved stays so.
- The Cock Crows (``resource:<card>:discard:<hazard>``, ``hobbit.cock_crows``): in the
  organization or site phase outside an attack (CoE 5.1), one hazard permanent-event in play
  is discarded. Here those are the corruption cards on characters (``<card>@<character>``:
  ``CorruptionCardRemoved``, to the hazard discard pile) and the Nazgûl guarding Dol Guldur
  (GON-NAZ-2; ``<card>``: ``GuardianReturned``, shuffled back into the hazard deck, GON-NAZ-5,
  its automatic-attack gone), and from ``waiting_hazards.SINCE`` a Traitor or Lure of Power
  waiting in play (``<card>``: ``HazardEventLeft``); the hazard deck holds no other
  (GON-HDECK-6).
- From ``GATES_TREATMENTS_FROM``, Quiet Lands', Stars' and The Evenstar's
  (``hobbit.gates_treatments``): in the organization phase outside an attack, once a company has
  declared its move (the standard rules' long-event phase, as Secret Passage is),
  ``resource:<card>:treat:<company>`` treats a region of its site path or its new site as
  another type until the end of the turn (``LandsTreated`` naming the company,
  ``State.resource_treatments``), read as the hazard hand keys its creatures and plays its
  events (``treated_way``; the site by ``treated_sites``, which every test of the company's
  site type reads); The Evenstar gives besides each Elf +1 prowess and may treat a
  region of its Elf's company's site path.

Without Gates of Morning in play none is offered, and each is refused naming the card and
the reason, writing nothing. The automatic player halves a dangerous attack it cannot cancel
and discards a Nazgûl guardian first, else the corruption card of most points. Before
``SINCE`` neither alternative was offered.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from domain.canonical import JSON
from domain.cards import Card, Catalog
from domain.engine import coe, effects
from domain.errors import IllegalAction
from domain.ruleset import Context, played_since
from domain.rulesets.guise_of_the_necromancer.hand_cards import (
    GATES_FROM,
    GATES_TREATMENTS_FROM,
    open_now,
    window,
)
from domain.rulesets.guise_of_the_necromancer.state import (
    ORGANIZATION,
    Company,
    State,
)
from domain.rulesets.guise_of_the_necromancer.treated_sites import treated_site, treatments
from domain.rulesets.hobbit import cock_crows as shared
from domain.rulesets.hobbit import environments
from domain.rulesets.hobbit import gates_treatments as treatment
from domain.rulesets.hobbit.moves import Add, attack_problem, gates_missing

SINCE = GATES_FROM
DARK_QUARRELS = ("TW-207", "TW-208")
HALVE = "halve"
NAZGUL_RULE = "GON-NAZ-5"


def plays(played: str) -> bool:
    return played_since(played, SINCE)


def own_mode(card_id: str, mode: str, played: str) -> bool:
    """Whether ``mode`` of ``card_id`` is played by an action of this module's, not by the
    hand's plays: The Cock Crows' discard."""
    return plays(played) and (card_id, mode) == (shared.CARD, shared.MODE)


def gates_in_play(state: State) -> bool:
    return environments.GATES_OF_MORNING in state.permanents


def targets(state: State) -> list[str]:
    """The hazard permanent-events in play, as ``resource:<card>:discard:<hazard>`` names
    them: the Nazgûl guarding Dol Guldur, the Traitors and Lures of Power waiting
    (``waiting_hazards``), then the corruption cards on characters."""
    return [*dict.fromkeys(state.guardians), *dict.fromkeys(state.waiting),
            *(f"{c}@{who}" for who, c, _ in dict.fromkeys(state.corruption))]


def cock_crows_problem(state: State) -> str | None:
    """Why The Cock Crows' alternative may not be played now (None: it may)."""
    return shared.problem(open_now(state), gates_in_play(state), targets(state))


def moves(state: State, catalog: Catalog, played: str, add: Add) -> None:
    """``resource:<card>:discard:<hazard>`` for each hazard permanent-event in play (Dark
    Quarrels' halving is the hand's, ``hand_cards``)."""
    if not plays(played) or shared.CARD not in state.hand \
            or cock_crows_problem(state) is not None:
        return
    shared.moves("resource", targets(state), lambda c: catalog.get(c).name, add)


def refusal(state: State, catalog: Catalog, played: str,
            parts: Sequence[str]) -> IllegalAction | None:
    """Why ``resource:<card>:<mode>...`` of either alternative is refused, naming the card
    and the reason (None: another action, or a version that does not play it)."""
    if not plays(played) or len(parts) < 2 or parts[0] not in state.hand:
        return None
    card, mode = parts[0], parts[1]
    if card == shared.CARD and mode == shared.MODE:
        return shared.refusal(cock_crows_problem(state), ":".join(parts[2:]), targets(state))
    if card not in DARK_QUARRELS or mode != HALVE:
        return None
    fight = state.fight
    why = gates_missing(_mode(card), gates_in_play(state)) or (
        "it is played on an attack before any of its strikes is assigned"
        if window(state) != effects.DURING_ATTACK or fight is None
        else attack_problem(fight, _mode(card), card, catalog))
    return IllegalAction(f"{catalog.get(card).name} cannot be played now: {why}.",
                         clause=coe.SHORT_EVENT) if why else None


def _mode(card: str) -> effects.Mode:
    entry = effects.scripted(card, effects.EVERY_GENERATION)
    assert entry is not None
    return next(m for m in entry.modes if m.name == HALVE)


def discard(ctx: Context[State], target: str) -> None:
    """The Cock Crows is discarded from the hand, and the hazard named with it."""
    ctx.emit("ResourcePlayed", shared.RULE, card=shared.CARD, mode=shared.MODE, character=None,
             tapped=None, strike=False, skilled=False,
             effects=[[effects.DISCARD_HAZARD_PERMANENT, 0]])
    hazard_discarded(ctx, target, shared.CARD, shared.RULE)


def hazard_discarded(ctx: Context[State], target: str, by: str, rule: str) -> None:
    """The hazard permanent-event ``target`` (as ``targets`` names it) discarded by the card
    ``by`` (The Cock Crows; a Palantír of Osgiliath or of Elostirion, ``palantiri``): a
    corruption card from its character (``rule``), a Traitor or Lure of Power waiting to the
    hazard discard pile (``rule``), a Nazgûl guardian shuffled back into the hazard deck
    (GON-NAZ-5)."""
    hazard, _, on = target.partition("@")
    if on:
        ctx.emit("CorruptionCardRemoved", rule, card=hazard, character=on, by=by)
        return
    if hazard in ctx.state.waiting:
        ctx.emit("HazardEventLeft", rule, card=hazard, by=by)
        return
    ctx.emit("GuardianReturned", NAZGUL_RULE, card=hazard, by=by)
    ctx.shuffle("hazards", list(ctx.state.hazard_deck), NAZGUL_RULE)


def halving(ids: Sequence[str]) -> str | None:
    """Dark Quarrels' halving among the actions ``ids`` (None: not offered)."""
    return next((i for i in ids if i.split(":")[0] == "resource"
                 and i.split(":")[1] in DARK_QUARRELS and i.endswith(f":{HALVE}")), None)


# -- Quiet Lands', Stars' and The Evenstar's alternatives (``hobbit.gates_treatments``) ------

def treats(played: str) -> bool:
    return played_since(played, GATES_TREATMENTS_FROM)


def treated_way(state: State, company: str, site: Card,
                path: tuple[str, ...]) -> tuple[Card, tuple[str, ...]]:
    """``company``'s new site (its site, staying) and the region types of its site path as a
    resource treats them this turn."""
    return treated_site(state, company, site), treatment.treated_path(
        path, treatments(state, company))


def kept(state: State, company: str, path: Sequence[str],
         moonlit: Sequence[str]) -> tuple[str, ...]:
    """``moonlit`` (``path`` as the Moon or Fog treats it) but for the regions a resource
    treats this turn, which no other card treats again."""
    done = treatment.places(treatments(state, company))
    return tuple(path[i] if i + 1 in done else region for i, region in enumerate(moonlit))


def treat_scene(state: State, company: Company, site: Card,
                path: tuple[str, ...]) -> treatment.Scene:
    """What ``hobbit.gates_treatments`` reads of ``company``, whose new site (its site,
    staying) and site path, as treated so far, are ``site`` and ``path``: Quiet Lands and
    Stars are played in the organization phase outside an attack, once its move is declared
    (the standard rules' long-event phase, as Secret Passage is); The Evenstar, played then on
    an Elf of a company moving (it is played outside an attack only: ``hand_cards.window``),
    treats a region of its site path, its hazards still to come."""
    before = window(state) == effects.ANY_TIME and state.phase == ORGANIZATION \
        and open_now(state)
    return treatment.Scene(
        state.hand, gates_in_play(state), before, before and company.destination is not None,
        path, site, treatments(state, company.id),
        tuple(c for on, c, _, _, _ in state.resource_treatments if on != company.id))


def treat_refusal(scene: treatment.Scene | None, parts: Sequence[str],
                  name: str) -> IllegalAction | None:
    """Why ``resource:<card>:treat:<company>`` is refused, naming the card and the reason
    (None: another action); ``scene`` the named company's (None: it names none)."""
    if len(parts) < 2 or parts[0] not in treatment.OWN_MOVE or parts[1] != treatment.MODE:
        return None
    if scene is None:
        return IllegalAction(f"{name} cannot be played now: name one of your companies "
                             f"(resource:<card>:{treatment.MODE}:<company>).",
                             clause=treatment.RULE)
    return treatment.refusal(scene, f"resource:{parts[0]}:{parts[1]}", prefix="resource")


def treat(ctx: Context[State], scene: treatment.Scene, company: str, card: str,
          args: Mapping[str, JSON]) -> None:
    """Quiet Lands or Stars played from the hand on ``company``: the region or site named
    treated until the end of the turn (the caller checked it)."""
    ctx.emit("ResourcePlayed", treatment.RULE, card=card, mode=treatment.MODE, character=None,
             tapped=None, strike=False, skilled=False, effects=[], company=company)
    treatment.treat(ctx, scene, card, args, company=company)


def treated(treatments_now: tuple[tuple[str, str, int, str, str], ...],
            d: Mapping[str, object]) -> tuple[tuple[str, str, int, str, str], ...]:
    """``LandsTreated`` added to the turn's treatments, with its company."""
    (card, place, site, kind), = treatment.recorded((), d)
    return (*treatments_now, (str(d["company"]), card, place, site, kind))
