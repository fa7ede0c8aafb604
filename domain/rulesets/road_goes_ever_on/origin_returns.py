"""The hazards that send a moving company back to its site of origin in the middle of its
movement/hazard phase, from version ``SINCE_VERSION`` (earlier versions replay as played):

- Fell Turtle: as soon as one of its strikes succeeds (the character wounded as usual), the
  company goes back to its site of origin;
- Drowning Seas, with Doors of Night in play, on a company moving through a Coastal Sea: of its
  two modes, the items and cards lost (``attack_hazards.drown``) or the company back to its
  site of origin, one is picked at random (the Shadow's choice, as RGO-TARGET-1 picks a target;
  ``hazard_scripts``); without Doors of Night it takes the items and cards only.

A company sent back (``MovementTurnedBack``) stays where it was: the rest of its Hazard Pile is
played on it as on a company that does not move (RGO-HAZ-8), it does not arrive, and its site
phase is at its site of origin, as with a long-event that turns it back (``hazard_long_events``).
"""

from __future__ import annotations

from domain.cards import Card
from domain.engine import creature_scripts
from domain.engine.combat import Attack
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on import (
    ally_hazard_cancels,
    creatures,
    effect_clauses,
    hazard_scripts,
)
from domain.rulesets.road_goes_ever_on.state import State

#: The first version that plays them; earlier versions replay as played.
SINCE_VERSION = 121
TURTLE, DROWNING = creature_scripts.SENDS_BACK[0], "TW-30"
COASTAL_SEA = "coastal-sea"
#: Drowning Seas's two modes with Doors of Night in play: the engine's, and its alternative.
DROWN, BACK = "drown", "back"
_TEST = "tests/rules/test_road_goes_ever_on_origin_returns.py::"
#: What The Road Goes Ever On's play of each leaves out ("": nothing), and its test.
COVERAGE = {
    TURTLE: ("", _TEST + "test_a_fell_turtle_s_successful_strike_sends_the_company_back"),
    DROWNING: ("", _TEST + "test_drowning_seas_with_doors_of_night_may_send_the_company_back"),
}


def plays(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def _back(ctx: Context[State], card: str, name: str, rule: str) -> None:
    """The company sent back by ``card`` (its text, by the clause ``rule``)."""
    if ally_hazard_cancels.goldberry_keeps_on(ctx, ctx.ruleset.catalog, card, name):
        return  # Goldberry taps to cancel it
    state = ctx.state
    ctx.emit("MovementTurnedBack", rule, card=card, name=name, origin=state.site,
             destination=state.destination, path=list(state.path))


def struck(ctx: Context[State], attack: Attack) -> None:
    """A strike of the attack succeeded: a Fell Turtle sends the moving company back."""
    if attack.source == TURTLE and plays(ctx.ruleset.played) \
            and ctx.state.destination is not None:
        _back(ctx, TURTLE, attack.name, creatures.text_rule(ctx, attack))


def drowning(ctx: Context[State], hazard: Card, rule: str, counted: bool) -> bool:
    """Drowning Seas revealed with Doors of Night in play, on a company moving through a
    Coastal Sea: its mode picked at random; True when it sends the company back (played
    here), False when the engine's mode is to be played (or another card, or it may not be
    played, or a version before ``SINCE_VERSION``)."""
    state = ctx.state
    if hazard.id != DROWNING or not plays(ctx.ruleset.played) \
            or not hazard_scripts.doors_in_play(state) or state.destination is None \
            or COASTAL_SEA not in state.path:
        return False
    if ctx.pick("modes", [DROWN, BACK], f"the mode of {hazard.name}",
                effect_clauses.as_played(ctx.ruleset.played, rule)) == DROWN:
        return False
    ctx.emit("HazardEventPlayed", rule, card=hazard.id, name=hazard.name, target=None,
             counted=counted)
    clause = effect_clauses.of(ctx, hazard.id)
    ctx.emit("HazardEffectApplied", clause, card=hazard.id, name=hazard.name, mode=BACK,
             effect=BACK, amount=0, target=None, scripted=True)
    _back(ctx, hazard.id, hazard.name, clause)
    ctx.emit("HazardDiscarded", clause, card=hazard.id, reason="resolved")
    return True
