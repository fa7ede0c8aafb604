"""The Will of Sauron, a hazard permanent-event, played by its text from version
``SINCE_VERSION`` (earlier versions had the player declare its effect, and replay as played).

Revealed with Doors of Night in play, it stays in play (as an environment does, RGO-HAZ-2); with
Doors of Night not in play, or a copy already in play, it is discarded (RGO-HAZ-3). While it is
in play the hazard long-events are not discarded at the end of the turn (RGO-LONG-4): they stay
until it goes. It goes when a play deck is exhausted (the player's draw deck or the Hazard
deck, before it is made again from its discard pile, RGO-GEN-5 and 6), taking every hazard
long-event in play with it; and at the end of a turn in which Doors of Night has left play, the
hazard long-events going as RGO-LONG-4 has them go.

From ``effect_clauses.EVERY_IN_PLAY_SINCE`` its discard (``EnvironmentDiscarded``) and the hazard
long-events it takes with it (``LongEventsDiscarded``, naming it as their ``card``) cite the
clause of the play that brought the copy in play and name it (``play``); before, RGO-LONG-4,
naming none. From ``effect_clauses.EVERY_ACT_SINCE`` the hazard long-events it keeps at the end
of a turn are told (``LongEventsKept``, citing its copy's play and naming it, ``card`` and
``play``); before, they stayed untold.
"""

from __future__ import annotations

from collections.abc import Callable

from domain.cards import Card
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on import effect_clauses, hazard_scripts
from domain.rulesets.road_goes_ever_on.permanent_hazards import DUPLICATE, comes_into_play
from domain.rulesets.road_goes_ever_on.state import State

#: The first version that plays it; earlier versions replay as played.
SINCE_VERSION = 130
CARD = "TW-100"
RULE = "RGO-LONG-4"
#: What The Road Goes Ever On's play of it leaves out ("": nothing), and its test.
COVERAGE = {CARD: ("", "tests/rules/test_road_goes_ever_on_will_of_sauron.py::"
                       "test_the_will_of_sauron_keeps_the_hazard_long_events_until_a_deck_runs_"
                       "out")}


def plays(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def revealed(ctx: Context[State], hazard: Card, rule: str, counted: bool) -> bool:
    """The Will of Sauron revealed: it stays in play, or is discarded when it cannot be
    played; False for any other card, or a version before ``SINCE_VERSION``."""
    if hazard.id != CARD or not plays(ctx.ruleset.played):
        return False
    refused = "it is played only with Doors of Night in play" \
        if not hazard_scripts.doors_in_play(ctx.state) \
        else DUPLICATE \
        if CARD in ctx.state.environments else None
    return comes_into_play(ctx, hazard, rule, counted,
                           effect_clauses.as_played(ctx.ruleset.played, rule), refused)


def _discarded(ctx: Context[State], by: str) -> tuple[str, dict[str, int]]:
    """It leaves play, by the clause of its copy's play from
    ``effect_clauses.EVERY_IN_PLAY_SINCE``, naming it, before by RGO-LONG-4: that clause and
    the ``play`` field, for what it takes with it."""
    clause, play = effect_clauses.by_copy_in_play(ctx, CARD)
    if not played_since(ctx.ruleset.played, effect_clauses.EVERY_IN_PLAY_SINCE):
        clause = RULE
    ctx.emit("EnvironmentDiscarded", clause, card=CARD, by=by, **play)
    return clause, play


def kept(ctx: Context[State], hazard: list[str]) -> list[str]:
    """The hazard long-events in play that stay at the end of the turn: all of them while it
    is in play with Doors of Night (told from ``effect_clauses.EVERY_ACT_SINCE``); once Doors
    of Night has gone it goes too, keeping none."""
    state = ctx.state
    if not plays(ctx.ruleset.played) or CARD not in state.environments:
        return []
    if not hazard_scripts.doors_in_play(state):
        _discarded(ctx, "The absence of Doors of Night")
        return []
    if hazard and played_since(ctx.ruleset.played, effect_clauses.EVERY_ACT_SINCE):
        clause, play = effect_clauses.by_copy_in_play(ctx, CARD, effect_clauses.EVERY_ACT_SINCE)
        ctx.emit("LongEventsKept", clause, card=CARD, cards=list(hazard), **play)
    return list(hazard)


def deck_exhausted(ctx: Context[State], card: Callable[[str], Card], deck: str) -> None:
    """A play deck is exhausted (``deck``: "player" or "hazard"): it goes, and every hazard
    long-event in play with it."""
    state = ctx.state
    if not plays(ctx.ruleset.played) or CARD not in state.environments:
        return
    clause, play = _discarded(ctx, f"The exhausted {deck} deck")
    hazard = [c for c in state.long_in_play if card(c).card_type == "Hazard"]
    if hazard:  # by its text: named by the card from EVERY_IN_PLAY_SINCE
        ctx.emit("LongEventsDiscarded", clause, cards=hazard, hazard=hazard,
                 kept=[c for c in state.long_in_play if c not in hazard],
                 **({"card": CARD, **play} if play else {}))
