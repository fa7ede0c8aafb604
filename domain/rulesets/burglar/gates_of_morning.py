"""Gates of Morning (TW-243), a resource environment Burglar Wants a Good Job plays by its card
from ``versions.GATES_OF_MORNING_FROM`` (the organization phase as standard, BWJ-SEQ-2; CoE
5.3). Before that version it stayed in the hand, and those games replay as played.

- In the organization phase, wherever the company is, ``play:<card>:environment`` brings it
  into play (``ResourceEnvironmentInPlay``), where it stays: no long-event, it does not leave
  after two turns (BWJ-LONG-1 counts long-events only). As it comes every hazard environment
  in play is discarded (``HazardEnvironmentDiscarded``): Doors of Night, and the hazard
  long-events that are environments (Clouds, Fell Winter, Foul Fumes, Long Winter, Morgul
  Night, Night, Snowstorm, Storms of Ossë), their effects gone with them. The effects of the
  hazard environment short-events last to the end of the turn they are played in, so none is
  left by the organization phase.
- A second one is not offered and is refused naming the card and the reason (it cannot be
  duplicated), as is one played outside the organization phase; refused, nothing is written.
- Doors of Night played by the hazard hand discards it (``ResourceEnvironmentDiscarded``),
  with the resource long-events that are environments.
- While it is in play the cards reading it do so (``lit``): Clear Skies and Fog are played,
  Sun gives each Man and Dúnadan +1 more and each attack -1, the Moon treats the site path's
  Wildernesses as Border-lands and its Border-lands as Free-domains and Fog its region types
  (``long_events``); Fair Travels in Dark-domains and in Shadow-lands lower the hazard limit
  by two (``hobbit.travel``).

The automatic Burglar plays it whenever it may.
"""

from __future__ import annotations

from domain.cards import Catalog
from domain.engine import hazards_in_play
from domain.errors import IllegalAction
from domain.ruleset import Context, played_since
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import GATES_OF_MORNING_FROM
from domain.rulesets.hobbit import environments
from domain.rulesets.hobbit.moves import Add, Move
from domain.rulesets.hobbit.state import DISCARD_HAND, ORGANIZATION

CARD = environments.GATES_OF_MORNING
NAME = "Gates of Morning"
KIND, MODE = "gates-of-morning", "environment"
ACTION = f"play:{CARD}:{MODE}"
RULE = environments.PLAY_PERMANENT


def plays(played: str) -> bool:
    return played_since(played, GATES_OF_MORNING_FROM)


def lit(state: State, played: str) -> bool:
    """Whether Gates of Morning is in play, for the cards reading it (never before
    ``GATES_OF_MORNING_FROM``)."""
    return plays(played) and CARD in state.resource_environments


def organizing(state: State) -> bool:
    """Whether a resource permanent-event may be played now: the organization phase, no
    attack under way, the hand not being discarded."""
    return state.outcome is None and state.phase == ORGANIZATION and state.combat is None \
        and not state.legacy and state.step != DISCARD_HAND


def problem(state: State) -> str | None:
    """Why Gates of Morning may not be played now (None: it may)."""
    if not organizing(state):
        return "it is played in the organization phase"
    if CARD in state.resource_environments:
        return "it is in play already and cannot be duplicated"
    return None


def moves_now(state: State, played: str, add: Add) -> None:
    """``play:<card>:environment`` for a Gates of Morning of the hand that may be played."""
    if plays(played) and CARD in state.hand and problem(state) is None:
        add(ACTION, f"Play {NAME} (in play until discarded: the hazard environments in play "
            "are discarded)", RULE, Move(KIND, card=CARD, mode=MODE))


def refusal(state: State, mode: str) -> IllegalAction | None:
    """Why ``play:<card>:<mode>`` of the Gates of Morning of the hand is refused, naming the
    card and the reason (None: it is not)."""
    why = problem(state) or (f"it is played as '{MODE}', not '{mode}'" if mode != MODE
                             else None)
    return IllegalAction(f"{NAME} cannot be played now: {why}.", clause=RULE) if why else None


def come(ctx: Context[State], catalog: Catalog) -> None:
    """It comes into play; every hazard environment in play is discarded."""
    state = ctx.state
    ctx.emit("ResourceEnvironmentInPlay", RULE, card=CARD, name=NAME)
    for gone in hazards_in_play.hazard_environments(state.environments, catalog):
        ctx.emit("HazardEnvironmentDiscarded", RULE, card=gone, by=CARD)
    gone_long = hazards_in_play.hazard_environments((c for c, _ in state.long_events), catalog)
    for card, played in state.long_events:
        if card in gone_long:
            ctx.emit("HazardEnvironmentDiscarded", RULE, card=card, played=played, by=CARD)


def discarded_by(ctx: Context[State], doors: str) -> None:
    """Doors of Night coming into play discards it (the hazard's own text)."""
    for card in ctx.state.resource_environments:
        ctx.emit("ResourceEnvironmentDiscarded", RULE, card=card, by=doors)
