"""Shared helpers for the Guise of the Necromancer rule tests: the ruleset on the starter
catalog, a fresh game, constructed hazard hands, and deciding from a constructed state."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import cache
from typing import Any

import pytest

from api.commands.simulate import autoplay
from domain.cards import starter_catalog
from domain.chronicle import Chronicle
from domain.errors import IllegalAction, InvalidSetup
from domain.ruleset import Context, Fact, Table, make_ruleset
from domain.rulesets.guise_of_the_necromancer import decks
from domain.rulesets.guise_of_the_necromancer.ruleset import GuiseOfTheNecromancer
from domain.rulesets.guise_of_the_necromancer.state import Slot, State
from domain.rulesets.hobbit.decks import default_setup

RULESET: GuiseOfTheNecromancer = make_ruleset("necromancer", starter_catalog())  # type: ignore[assignment]
CATALOG = RULESET.catalog

LORIEN, DOL_GULDUR, ISENGARD = "TW-408", "TW-387", "TW-404"
#: A Haven, from Lórien by three Wildernesses (a Border-land between): Lórien gives its
#: resource cards, 2, and Radagast may draw 3 more.
RIVENDELL = "TW-421"
RADAGAST, GANDALF, SARUMAN, ALATAR = "TW-178", "TW-156", "TW-181", "TW-117"
GALADRIEL, ELROND, HALDIR, CELEBORN, SAM = "TW-153", "TW-145", "TW-164", "TW-136", "TW-180"
RESCUE = "TW-315"
#: The general influence of the Watchful Peace (GON-STAGE-5), which the tests give a game
#: whose starting characters they part from the Wizard: from ``moves.PLACE_SINCE`` his direct
#: influence controls only his own company's characters (CoE 2.II.3.2), the others taking
#: general influence alone (CoE 2.II.8).
APART_INFLUENCE = decks.FULL_GENERAL_INFLUENCE
WOLVES, ORC_GUARD, ORC_PATROL, HUORN = "TW-114", "TW-72", "TW-74", "TW-45"
LURE_CREATION, LURE_NATURE, WEARINESS, LOST_WILD = "TW-56", "TW-58", "TW-111", "TW-55"
PALE_SWORD, GREED, AROUSE, MOUTH = "TW-97", "TW-42", "TW-6", "TW-65"
UVATHA, ADUNAPHEL, ONE_RING = "TW-107", "TW-2", "TW-347"


def default() -> dict[str, Any]:
    return default_setup("necromancer")


def problems(**changes: object) -> list[str]:
    setup = default()
    setup.update(changes)
    with pytest.raises(InvalidSetup) as caught:
        RULESET.prepare(setup)
    return list(caught.value.problems)


def fresh(seed: int = 7) -> State:
    state: State = Chronicle.begin(RULESET, seed, {}).table.rules
    return state


def act(state: State, action: str, args: dict[str, Any] | None = None,
        seed: int = 7, ruleset: GuiseOfTheNecromancer = RULESET,
        asked: bool = False) -> tuple[list[Fact], State]:
    """Decide ``action`` (``ruleset``: the current version, or an earlier one); the resource
    cards the site gives and Radagast's draws for the Wildernesses of the site path, should
    the game wait for them, are all taken (``take_all``) unless ``asked``."""
    ctx = Context(ruleset, Table(seed, {}, state))
    ruleset.decide(ctx, action, args or {})
    if not asked:
        take_all(ctx, ruleset)
    return ctx.facts, ctx.state


def take_all(ctx: Context[State], ruleset: GuiseOfTheNecromancer,
             wilderness: bool = True) -> None:
    """From ``site_draws.SINCE`` the player chooses how many of the resource cards a moving
    company's site gives to draw (``test_necromancer_site_draws``), and from
    ``radagast.SINCE`` how many of Radagast's draws for the Wildernesses of his company's site
    path (``test_necromancer_radagast_draws``; not ``wilderness``: that choice is left
    waiting): the tests of what follows take them all, as the automatic player does and as
    the versions before drew them unasked."""
    if (site := ctx.state.site_draw_offer) is not None and ctx.state.outcome is None:
        ruleset.decide(ctx, f"draw:{site[1]}", {})
    offered = ctx.state.wilderness_offer
    if wilderness and offered is not None and ctx.state.outcome is None:
        wizard, most, _ = offered
        ruleset.decide(ctx, f"draw:{wizard}:{most}", {})


def acts(state: State, *actions: str, seed: int = 7,
         ruleset: GuiseOfTheNecromancer = RULESET) -> tuple[list[Fact], State]:
    """Decide each action in turn; any attack met on the way is fought out (``fight_out``)
    before the next one."""
    facts: list[Fact] = []
    for action in actions:
        more, state = act(state, action, seed=seed, ruleset=ruleset)
        facts += more
        while state.fight is not None and state.outcome is None:
            more, state = fight_out(state, seed=seed, ruleset=ruleset)
            facts += more
    return facts, state


def fight_out(state: State, seed: int = 7,
              ruleset: GuiseOfTheNecromancer = RULESET) -> tuple[list[Fact], State]:
    """One attack, with one run of dice: the opponent assigns the strikes left
    (``assign-done``), then each strike is rolled in assignment order, with no support and no
    -3 (CoE 3.iv)."""
    ctx = Context(ruleset, Table(seed, {}, state))
    fight = ctx.state.fight
    if fight is not None and fight.assigning:
        ruleset.decide(ctx, "assign-done", {})
    while (fight := ctx.state.fight) is not None and not fight.assigning and \
            ctx.state.outcome is None:
        waiting = fight.waiting(ctx.state.company(fight.company))
        ruleset.decide(ctx, "roll" if fight.facing else f"resolve:{waiting[0]}", {})
        take_all(ctx, ruleset)  # the next company's movement, once the attack is over
    return ctx.facts, ctx.state


def with_seed(state: State, action: str, kind: str, field: str,
              value: object) -> tuple[list[Fact], State]:
    """``action`` decided with the first seed whose one ``kind`` fact has ``field`` equal to
    ``value`` (a roll's outcome wanted)."""
    for seed in range(1, 80):
        facts, after = act(state, action, seed=seed)
        found = [f for f in facts if f.kind == kind]
        if len(found) == 1 and found[0][field] == value:
            return facts, after
    raise AssertionError(f"no seed gives {kind} {field}={value!r}")


def ids(state: State, ruleset: GuiseOfTheNecromancer = RULESET) -> list[str]:
    return [a.id for a in ruleset.actions(state)]


def refused(state: State, action: str) -> tuple[str, str | None]:
    """The message and clause ``action`` is refused with (it must be)."""
    with pytest.raises(IllegalAction) as caught:
        act(state, action)
    return caught.value.message, caught.value.clause


def naming(state: State, card: str, ruleset: GuiseOfTheNecromancer = RULESET) -> list[str]:
    """The legal actions whose id names ``card``."""
    return [i for i in ids(state, ruleset) if card in i]


def inside(site: str, **changes: Any) -> State:
    """A fresh game whose starting company has entered ``site`` in its site phase, with
    ``changes`` to the state."""
    state = fresh()
    return replace(state, **{"phase": "site", "step": "entered", "pending": ("1",),
                             "companies": (replace(state.companies[0], location=site),),
                             **changes})


def hazards(state: State, hand: Sequence[str], deck: Sequence[str],
            face_up: bool = True) -> State:
    """The state with this hazard hand (left to right) and hazard deck (top first)."""
    return replace(state, hazard_hand=tuple(Slot(c, face_up) for c in hand),
                   hazard_deck=tuple(deck))


CORSAIRS = "TW-24"
FILLER = (CORSAIRS,) * 16
"""A hazard deck of Corsairs of Umbar, keyed to coastal seas only: no company of these tests
meets one, so each revealed copy is a dud (GON-DUD-4)."""


def kinds(facts: Sequence[Fact]) -> list[str]:
    return [f.kind for f in facts]


@cache
def autoplayed(version: str | None, seed: int = 31) -> Chronicle:
    """The automatic player's game of ``seed`` at ``version`` (None: the current one); seed
    31's companies move, Radagast's through Wildernesses."""
    ruleset = RULESET.at_version(version) if version else RULESET
    return autoplay(ruleset, seed, {}).chronicle


def drawn(game: Chronicle) -> list[str]:
    """Every resource card ``game`` drew, in order."""
    return [c for r in game.records if r.kind == "ResourcesDrawn" for c in r.data["cards"]]
