"""Shared helpers for The Road Goes Ever On rule tests: card ids by name, a company, constructed
states, and playing on from a state (a step, the movement/hazard phase, a site encounter). The
ruleset itself is the ``rgo`` fixture of tests/rules/conftest.py."""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from api.simulation.games import autoplay
from domain.cards import Catalog, starter_catalog
from domain.cards.coe import import_coe
from domain.chronicle import Chronicle
from domain.engine.characters import Character
from domain.errors import IllegalAction
from domain.ruleset import Context, Fact, Table, make_ruleset
from domain.rulesets.road_goes_ever_on import decks, tables
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.site_phase import SitePhase
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, SITE, State


def with_coe_cards(starter: Catalog, coe_cards_path: Path,
                   names: tuple[str, ...]) -> RoadGoesEverOn:
    """The ruleset on the starter catalog with the named cards of the CoE data (the hero or
    neutral printing where there are several)."""
    coe = import_coe(coe_cards_path)
    extra = [next((c for c in coe.find_all(n) if c.alignment != "Minion"), coe.find(n))
             for n in names]
    ruleset = make_ruleset("road-goes-ever-on", starter.with_cards(extra))
    assert isinstance(ruleset, RoadGoesEverOn)
    return ruleset


def at_version(rgo: RoadGoesEverOn, version: str) -> RoadGoesEverOn:
    """The ruleset as a game recorded under ``version`` plays it."""
    found = rgo.at_version(version)
    assert isinstance(found, RoadGoesEverOn)
    return found


def card(rgo: RoadGoesEverOn, name: str) -> str:
    return rgo.catalog.find(name).id


def ids(rgo: RoadGoesEverOn, *names: str) -> tuple[str, ...]:
    return tuple(card(rgo, n) for n in names)


def company(rgo: RoadGoesEverOn, *names: str) -> tuple[Character, ...]:
    return tuple(Character.from_card(rgo.catalog.find(n)) for n in names)


def state(rgo: RoadGoesEverOn, **fields: Any) -> State:
    """Aragorn and Legolas at Rivendell in turn 1."""
    base = State(options={"tables": {}, "dragon_table": True}, turn=1,
                 site=rgo.catalog.find("Rivendell").id,
                 characters=company(rgo, "Aragorn II", "Legolas"))
    return replace(base, **fields)


def run(rgo: RoadGoesEverOn, start: State, step: Callable[..., None], *args: Any,
        seed: int = 1) -> tuple[list[Fact], State]:
    ctx = Context(rgo, Table(seed, {}, start))
    step(ctx, *args)
    return ctx.facts, ctx.state


def settled(rgo: RoadGoesEverOn, start: State, step: Callable[..., None], *args: Any,
            seed: int = 1) -> tuple[list[Fact], State]:
    """``run``, then the automatic player's decisions while the game waits for one (a
    hazard's declared effect, the defender's strikes, the cut to five, a corruption check's
    helpers)."""
    ctx = Context(rgo, Table(seed, {}, start))
    step(ctx, *args)
    settle(rgo, ctx)
    return ctx.facts, ctx.state


def kinds(facts: list[Fact], *wanted: str) -> list[tuple[str, str | None]]:
    return [(f.kind, f.rule) for f in facts if f.kind in wanted]


def turn_of(rgo: RoadGoesEverOn, s: State):  # type: ignore[no-untyped-def]
    return rgo.machinery(s)[0]


def moving(rgo: RoadGoesEverOn, *pile: str, **fields: Any) -> State:
    """The company leaves Moria for Lórien (a Haven: nothing goes on guard) with ``pile``."""
    lorien, moria = ids(rgo, "Lórien", "Moria")
    return replace(state(rgo, site=moria, destination=lorien,
                         path=("wilderness", "wilderness"), hazards=ids(rgo, *pile)), **fields)


def begin(rgo: RoadGoesEverOn, start: State, seed: int = 1) -> Context[State]:
    ctx = Context(rgo, Table(seed, {}, start))
    rgo.machinery(start)[0].movement_hazard(ctx)
    return ctx


def rolled(rgo: RoadGoesEverOn, ctx: Context[State]) -> None:
    """The corruption checks left waiting for helpers (check_helpers.py) rolled unhelped, as
    the versions before their wait rolled them at once."""
    while ctx.state.awaited_check is not None:
        rgo.decide(ctx, "roll-check", {})


def decided(rgo: RoadGoesEverOn, ctx: Context[State], action: str,
            args: Mapping[str, Any] | None = None) -> None:
    """``action`` decided, then any check it left waiting for helpers rolled unhelped."""
    rgo.decide(ctx, action, args or {})
    rolled(rgo, ctx)


def organizing(rgo: RoadGoesEverOn, **fields: Any) -> State:
    """Aragorn, Gimli, Faramir and Legolas organizing at Rivendell (Bree and Weathertop in the
    site deck), with twelve hazards and four resources to draw."""
    base = state(rgo, phase=ORGANIZATION, site_deck=ids(rgo, "Rivendell", "Bree", "Weathertop"),
                 characters=company(rgo, "Aragorn II", "Gimli", "Faramir", "Legolas"),
                 hazards=ids(rgo, "Wolves", "Orc-patrol", "Crebain") * 4,
                 draw=ids(rgo, "Dodge", "Block", "Dodge", "Block"))
    return replace(base, **fields)


def play(rgo: RoadGoesEverOn, ctx: Context[State], *actions: str) -> None:
    """The given decisions, each after the automatic player's answers to what is awaited."""
    for action in actions:
        settle(rgo, ctx)
        rgo.decide(ctx, action, {})
    settle(rgo, ctx)


def settle(rgo: RoadGoesEverOn, ctx: Context[State]) -> None:
    """The automatic player's decisions while the game waits for one (a hazard's declared
    effect, the defender's strikes, a discard, a long-event, an item lost, a transfer, a
    corruption check's helpers)."""
    s = ctx.state
    while s.awaited_event or s.awaited_strikes or s.awaited_discard or s.awaited_long \
            or s.awaited_item_loss or s.awaited_transfer or s.awaited_check:
        action, chosen = rgo.policy(s, rgo.actions(s))
        rgo.decide(ctx, action, chosen)
        s = ctx.state


def of(facts: list[Fact], *wanted: str) -> list[tuple[str, Any]]:
    """The facts of these kinds, each as its kind and what it is about (a company, a limit)."""
    keys = {"CompanyActivated": "company", "HazardLimitSet": "limit",
            "HazardPileDrawn": "count", "HazardOnGuard": "site", "NoOnGuardAtHaven": "site",
            "CompanyArrived": "name", "PhaseBegan": "phase", "TurnBegan": "turn"}
    return [(f.kind, f[keys[f.kind]]) for f in facts if f.kind in wanted]


def site_step(rgo: RoadGoesEverOn, start: State, name: str, roll: int):  # type: ignore[no-untyped-def]
    phase = SitePhase(turn_of(rgo, start))
    site = rgo.catalog.get(start.site)
    row = tables.load_tables()[name].lookup(roll)

    def step(ctx: Context[State]) -> None:
        phase.encounter(ctx, site, row)
        to_chance(phase, ctx)
    return step


def declared_prowess(rgo: RoadGoesEverOn, at: State) -> list[int]:
    """The prowess of each automatic-attack the company at its site faces (as a roll of 8 or
    more queues them) as it is declared, every strike left to chance."""
    ctx = Context(rgo, Table(1, {}, at))
    phase = SitePhase(turn_of(rgo, at))
    phase.automatic_attacks(ctx, rgo.catalog.get(at.site), "RGO-SITE-4")
    to_chance(phase, ctx)
    return [int(f["attack"]["prowess"]) for f in ctx.facts if f.kind == "AttackDeclared"]


def to_chance(phase: SitePhase, ctx: Context[State]) -> None:
    """Face the queued site attacks, the defender leaving every strike to chance (from
    chance_strikes.SINCE, while he may still choose, the strikes given wait: he resolves them)."""
    while phase.face_queued(ctx):
        if not phase.turn.defender_assigns(ctx, None) and ctx.state.awaited_strikes is not None:
            phase.turn.defender_assigns(ctx, None)


def refused(rgo: RoadGoesEverOn, s: State, action: str, clause: str) -> str:
    """The refusal of ``action`` from ``s``: it cites ``clause`` and nothing is written."""
    ctx = Context(rgo, Table(1, {}, s))
    with pytest.raises(IllegalAction) as refusal:
        rgo.decide(ctx, action, {})
    assert refusal.value.clause == clause
    assert (ctx.state, ctx.facts) == (s, [])
    return str(refusal.value)


def resolve_given(rgo: RoadGoesEverOn, ctx: Context[State]) -> None:
    """The strikes given at random are resolved: from chance_strikes.SINCE the game waits for
    the defender's choices on them first (CoE 3.iv.5), "Resolve the strikes" ending it."""
    rest = next(a for a in rgo.actions(ctx.state) if a.id == "assign-rest")
    assert (rest.label, rest.rule) == ("Resolve the strikes", "CoE-3.iv")
    rgo.decide(ctx, "assign-rest", {})


def played_twice(rgo: RoadGoesEverOn, version: str, card: str, effect: str,
                 targets: tuple[str, str], amount: int, phase: str = SITE) -> Context[State]:
    """A game at ``version``, in ``phase``, in which ``card`` was played from the Hazard Pile
    (RGO-HAZ-2, play 1), its ``effect`` (``amount``) in force on the first of ``targets``,
    then a second copy revealed on guard (RGO-GUARD-1, play 2), its effect on the second: the
    facts those plays record."""
    ctx = Context(at_version(rgo, version), Table(1, {}, state(rgo, phase=phase)))
    for clause, target in zip(("RGO-HAZ-2", "RGO-GUARD-1"), targets, strict=True):
        ctx.emit("HazardEventPlayed", clause, card=card, name=rgo.catalog.get(card).name,
                 target=None, counted=clause == "RGO-HAZ-2")
        ctx.emit("HazardEffectInForce", clause, card=card, effect=effect, target=target,
                 amount=amount)
    return ctx


def stacked_deck(hazards: Sequence[str]) -> dict[str, Any]:
    """The shipped default decks, the Hazard deck's first cards replaced by ``hazards`` (by
    name, in that order): a whole game that meets them early."""
    catalog = starter_catalog()
    setup, _ = decks.deck_setup(catalog, decks.shipped_deck("default"), "default.json")
    extra = [catalog.find(name).id for name in hazards]
    hazard = setup["decks"]["hazard"]
    setup["decks"]["hazard"] = [*extra, *hazard[len(extra):]]
    return dict(setup)


@cache
def autoplayed(version: str, seed: int, hazards: tuple[str, ...]) -> Chronicle:
    """The automatic player's whole game at ``version`` from ``seed`` with
    :func:`stacked_deck` ``(hazards)``, played once per test run."""
    ruleset = make_ruleset("road-goes-ever-on", starter_catalog()).at_version(version)
    return autoplay(ruleset, seed, copy.deepcopy(stacked_deck(hazards))).chronicle
