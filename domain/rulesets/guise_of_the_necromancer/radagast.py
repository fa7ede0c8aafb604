"""Radagast (TW-178) as the player's Wizard: as his new site is revealed, his card lets him take
extra draws, as many as the Wildernesses his company's site path crosses, each one his to take
or leave.

From ``printed_rules.WILDERNESS_DRAWS_FROM`` his moving company drew every one of them, after
the site's own draw, citing that draw (CoE-2.IV.v). From ``SINCE`` the player chooses how
many, none to all: his text is a passive condition of the new site's reveal, resolved after
the draws of step 5 (CoE 2.IV.i.3, CoE 2.IV.vi), and his card names the draws.

- ``WildernessDrawsOffered`` names him (``character``), the most he may draw (``up_to``) and
  the hazards the hazard hand takes once he has chosen (``hazards``, GON-HH-3); the game waits
  for the choice, nothing else offered (``State.wilderness_offer``).
- The action ``draw:<his card>:<n>``, one for each n from 0 to that most
  (``hobbit.draw_choice``, as Burglar Wants a Good Job asks its resource draws); the automatic
  player draws the most, as Burglar's does.
- ``WildernessDrawsChosen`` records the choice, then his ``ResourcesDrawn`` names his card
  (``card``), both citing CoE-2.IV.vi; then the hazard hand is placed and revealed.

An allied Radagast's text is ignored (GON-SETUP-5): the movement asks only for the player's
Wizard. Versions before ``SINCE`` replay as played."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from domain.cards import Catalog
from domain.engine import coe
from domain.errors import IllegalAction
from domain.immutable import replace
from domain.ruleset import Context, played_since
from domain.rulesets.guise_of_the_necromancer.state import HAZARDS, WILDERNESS_DRAWS, State
from domain.rulesets.hobbit import draw_choice
from domain.rulesets.hobbit.moves import Add, Move

#: The first version asking how many of Radagast's draws to take, naming his card.
SINCE = 120
RULE = coe.PASSIVE_CONDITIONS
OFFERED, CHOSEN = "WildernessDrawsOffered", "WildernessDrawsChosen"
#: What his draws are, in the project's words (his card's own text is not copied here).
TEXT = "his draws for the Wilderness regions of the company's path"
#: Draws ``count`` resource cards citing a clause, naming the card giving them.
Draw = Callable[[Context[State], int, str, str], None]


def plays(played: str) -> bool:
    """Whether the version ``played`` asks how many of Radagast's draws to take."""
    return played_since(played, SINCE)


def offer(ctx: Context[State], company: str, wizard: str, up_to: int, hazards: int) -> None:
    """The game waits for the player to choose how many of ``up_to`` cards his Wizard draws
    for ``company``'s site path; ``hazards`` go to the hazard hand after."""
    ctx.emit(OFFERED, RULE, company=company, character=wizard, up_to=up_to, hazards=hazards)


def moves(state: State, catalog: Catalog, add: Add) -> None:
    """``draw:<Wizard>:<n>`` for each n from 0 to the most he may draw, while the choice
    waits."""
    if state.wilderness_offer is None or state.current is None:
        return
    wizard, up_to, _ = state.wilderness_offer
    name = catalog.get(wizard).name
    draw_choice.moves(add, range(up_to + 1), RULE, lambda n: _draws(name, n, up_to),
                      card=wizard, holder=state.current.id)


def _draws(name: str, drawn: int, up_to: int) -> str:
    """"Radagast draws 2 of the 3 additional cards he may (...)"."""
    return (f"{name} draws {drawn if drawn else 'none'} of the {up_to} additional "
            f"card{'s' if up_to != 1 else ''} he may ({TEXT})")


def choose(ctx: Context[State], move: Move, draw: Draw) -> int:
    """The player's choice: recorded, then the cards drawn by his card. Returns the hazards the
    hazard hand takes now."""
    offered = ctx.state.wilderness_offer
    assert offered is not None
    wizard, up_to, hazards = offered
    drawn = draw_choice.count(move)
    ctx.emit(CHOSEN, RULE, company=move.holder, character=wizard, up_to=up_to, drawn=drawn)
    if drawn:
        draw(ctx, drawn, RULE, wizard)
    return hazards


def evolve(state: State, kind: str, d: Mapping[str, Any]) -> State:
    """The choice waiting (``OFFERED``), and made (``CHOSEN``): the hazard hand comes next."""
    if kind == OFFERED:
        return replace(state, step=WILDERNESS_DRAWS, wilderness_offer=(
            str(d["character"]), int(d["up_to"]), int(d["hazards"])))
    return replace(state, step=HAZARDS, wilderness_offer=None)


def refusal(state: State, catalog: Catalog, played: str, kind: str) -> IllegalAction | None:
    """Why an action is refused while the choice waits, or why a draw is not offered now
    (None: neither, or a version before ``SINCE``)."""
    if not plays(played) or state.wilderness_offer is None and kind != draw_choice.KIND:
        return None
    if state.wilderness_offer is None:
        return IllegalAction("No draw waits for a choice: Radagast, the player's Wizard, "
                             f"chooses how many cards he draws ({TEXT}) as his company's "
                             "movement/hazard phase begins.", clause=RULE)
    wizard, up_to, _ = state.wilderness_offer
    return IllegalAction(f"{catalog.get(wizard).name} chooses first how many additional cards "
                         f"he draws ({TEXT}): draw:{wizard}:<n>, n from 0 to {up_to}.",
                         clause=RULE)


def narrate(kind: str, d: Mapping[str, Any], n: Callable[[Any], str]) -> str:
    """The lines of the offer and of the choice."""
    if kind == OFFERED:
        return (f"{n(d['character'])} may take {TEXT}: up to {d['up_to']} for company "
                f"{d['company']}.")
    return _draws(n(d["character"]), int(d["drawn"]), int(d["up_to"])) + "."
