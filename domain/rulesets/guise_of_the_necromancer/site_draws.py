"""The resource cards a moving company's site gives (CoE 2.IV.v): "the resource player may
draw up to the number in the lighter box" of the new site's card (the site of origin's, moving
to a Haven), and, where the company has an avatar or a character of mind three or more, "must
draw at least one card". The Guise's own rules say nothing of this draw: standard rules apply
(GON-GEN-1), so the draw is the player's choice, one to all.

Before ``SINCE`` every one was drawn, unasked. From ``SINCE``:

- ``ResourceDrawsOffered`` names the company, the site whose number it is (``site``), the most
  it may draw (``up_to``), the hazards the hazard hand takes once it has chosen (``hazards``,
  GON-HH-3) and the draws Radagast, the player's Wizard, is offered next (``wilderness``, where
  his text gives some: ``radagast``); the game waits, nothing else offered
  (``State.site_draw_offer``).
- The action ``draw:<n>``, one for each n from one to that most (``hobbit.draw_choice``, as
  Burglar Wants a Good Job asks its resource draws); the automatic player draws the most, as
  Burglar's does.
- ``ResourceDrawsChosen`` records the choice, then ``ResourcesDrawn`` names the site
  (``site``), both citing CoE-2.IV.v; then Radagast's choice, where he has one, else the
  hazard hand is placed and revealed.

A site giving one card leaves nothing to choose: it is drawn unasked, naming the site all the
same. Versions before ``SINCE`` replay as played.

The draw is the company's "so long as the moving company contains an avatar or a character with
mind three or greater" (CoE 2.IV.v). The Guise's companies can lack both: one split away from
the Wizard's (CoE 2.II.3.6) may hold only characters of mind one or two (Orophin, an Elf of
Lórien, the Dwarves of Thorin's company, Beregond). From ``NONE_SINCE`` such a company draws
none of the site's cards: ``ResourceDrawsNone`` names the company, the site and its number,
citing CoE-2.IV.v, and the hazard hand follows (Radagast's draws are his company's only).
Before, it drew them as any other, and those games replay as played."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from domain.cards import Catalog
from domain.engine import coe
from domain.engine.characters import Character
from domain.errors import IllegalAction
from domain.immutable import replace
from domain.ruleset import Context, played_since
from domain.rulesets.guise_of_the_necromancer.decks import WIZARD_RACE
from domain.rulesets.guise_of_the_necromancer.state import HAZARDS, SITE_DRAWS, State
from domain.rulesets.hobbit import draw_choice
from domain.rulesets.hobbit.moves import Add, Move

#: The first version asking how many of the resource cards the site gives to draw.
SINCE = 121
RULE = coe.DRAWS_ON_MOVING
OFFERED, CHOSEN = "ResourceDrawsOffered", "ResourceDrawsChosen"
#: The fewest the company draws (CoE 2.IV.v: "at least one card", the company having an
#: avatar, the player's Wizard, or a character of mind three or more).
AT_LEAST = 1
#: The first version where a moving company with neither an avatar (a Wizard) nor a
#: character of mind three or more draws none of its site's resource cards (CoE 2.IV.v).
NONE_SINCE = 122
NONE = "ResourceDrawsNone"
#: The least mind of a character letting a company without an avatar draw (CoE 2.IV.v).
DRAWING_MIND = 3
#: Draws ``count`` resource cards citing a clause, naming the card giving them (none here) and
#: the site whose number they are.
Draw = Callable[[Context[State], int, str, str, str], None]


def plays(played: str) -> bool:
    """Whether the version ``played`` asks how many of the site's resource cards to draw."""
    return played_since(played, SINCE)


def draws(played: str, characters: Sequence[Character]) -> bool:
    """Whether a moving company of ``characters`` draws the resource cards its site gives:
    from ``NONE_SINCE`` only with an avatar (a Wizard, the player's or an allied one) or a
    character of mind three or more (CoE 2.IV.v); before, always."""
    return not played_since(played, NONE_SINCE) or any(
        c.race == WIZARD_RACE or c.mind >= DRAWING_MIND for c in characters)


def none(ctx: Context[State], company: str, site: str, up_to: int) -> None:
    """``company``, with neither an avatar nor a character of mind three or more, draws none
    of the ``up_to`` resource cards ``site`` gives."""
    ctx.emit(NONE, RULE, company=company, site=site, up_to=up_to)


def asks(up_to: int) -> bool:
    """Whether a site giving ``up_to`` cards leaves a choice (more than the fewest)."""
    return up_to > AT_LEAST


def offer(ctx: Context[State], company: str, site: str, up_to: int, hazards: int,
          wilderness: int) -> None:
    """The game waits for the player to choose how many of the ``up_to`` cards ``site`` gives
    ``company`` to draw; ``wilderness`` draws are Radagast's to choose next, and ``hazards`` go
    to the hazard hand after."""
    ctx.emit(OFFERED, RULE, company=company, site=site, up_to=up_to, hazards=hazards,
             **({"wilderness": wilderness} if wilderness else {}))


def moves(state: State, catalog: Catalog, add: Add) -> None:
    """``draw:<n>`` for each n from the fewest to the most the site gives, while the choice
    waits."""
    if state.site_draw_offer is None or state.current is None:
        return
    site, up_to, _, _ = state.site_draw_offer
    name = catalog.get(site).name
    draw_choice.moves(add, range(AT_LEAST, up_to + 1), RULE,
                      lambda n: f"Draw {_of(n, up_to, name)}", holder=state.current.id)


def _of(drawn: int, up_to: int, site: str) -> str:
    """"2 of the 3 resource cards Rivendell gives"."""
    return f"{drawn} of the {up_to} resource card{'s' if up_to != 1 else ''} {site} gives"


def choose(ctx: Context[State], move: Move, draw: Draw) -> tuple[int, int]:
    """The player's choice: recorded, then the cards drawn by the site's number. Returns the
    draws Radagast is offered next (0: none) and the hazards the hazard hand takes."""
    offered = ctx.state.site_draw_offer
    assert offered is not None
    site, up_to, hazards, wilderness = offered
    drawn = draw_choice.count(move)
    ctx.emit(CHOSEN, RULE, company=move.holder, site=site, up_to=up_to, drawn=drawn)
    draw(ctx, drawn, RULE, "", site)
    return wilderness, hazards


def evolve(state: State, kind: str, d: Mapping[str, Any]) -> State:
    """The choice waiting (``OFFERED``), and made (``CHOSEN``)."""
    if kind == OFFERED:
        return replace(state, step=SITE_DRAWS, site_draw_offer=(
            str(d["site"]), int(d["up_to"]), int(d["hazards"]), int(d.get("wilderness") or 0)))
    return replace(state, step=HAZARDS, site_draw_offer=None)


def refusal(state: State, catalog: Catalog, played: str, kind: str,
            rest: str) -> IllegalAction | None:
    """Why an action is refused while the choice waits, or why a draw of the site's cards
    (``draw:<n>``) is not offered now (None: neither, another draw, or a version before
    ``SINCE``)."""
    if not plays(played):
        return None
    if state.site_draw_offer is not None:
        site, up_to, _, _ = state.site_draw_offer
        return IllegalAction(f"The company chooses first how many of the {up_to} resource "
                             f"cards {catalog.get(site).name} gives it draws: draw:<n>, n "
                             f"from {AT_LEAST} to {up_to}.", clause=RULE)
    if kind != draw_choice.KIND or ":" in rest or state.wilderness_offer is not None:
        return None
    return IllegalAction("No draw waits for a choice: a moving company chooses how many of the "
                         "resource cards its site gives it draws as its movement/hazard phase "
                         "begins (the new site's number, or its site of origin's when it "
                         "moves to a Haven).", clause=RULE)


def narrate(kind: str, d: Mapping[str, Any], n: Callable[[Any], str]) -> str:
    """The lines of the offer, of the choice, and of a company drawing none."""
    if kind == NONE:
        return (f"Company {d['company']} draws none of the {d['up_to']} resource cards "
                f"{n(d['site'])} gives: it has neither an avatar nor a character of mind "
                f"{DRAWING_MIND} or more.")
    if kind == OFFERED:
        return (f"Company {d['company']} may draw up to {d['up_to']} resource cards, the "
                f"number {n(d['site'])} gives (at least one).")
    return f"Company {d['company']} draws {_of(int(d['drawn']), int(d['up_to']), n(d['site']))}."
