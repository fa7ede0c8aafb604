"""Allies that cancel a hazard played on their company, or an effect that would send it back
(``SINCE_VERSION`` on).

- Leaflock (TW-265) taps to cancel a hazard that targets his company or one of its characters;
- Tom Bombadil (TW-350) taps to cancel a hazard that targets a company moving to a site in
  Arthedain, Cardolan, Rhudaur or The Shire, or one of its characters (here: his own company,
  the only one that moves while its hazards are played).

A hazard event of the Hazard Pile, or one revealed on guard, is played on the company as ever
(``HazardEventPlayed``: it counts against the hazard limit); then, while such an ally is
untapped in the company, the game waits for the player (``HazardCancelOffered``):
``ally-hazard:<ally>`` taps him (``AllyTapped``) and the hazard is discarded with no effect
(``HazardDiscarded``); ``let-hazard`` lets it take effect (``HazardCancelDeclined``, then its
effect, its declaration or its placing on the character). The automatic player always cancels.
The hazards played by a script of their own before they are played on the company (an
environment that stays in play, a Nazgûl's blade or mount, Drowning Seas sending the company
back, a Dragon's Desolation, the Will of Sauron) and the creatures' attacks, which target no
one, are not offered.

- Goldberry (TW-245) taps to cancel an effect that would return her company to its site of
  origin: while she is untapped in the company, a long-event that would turn it back as its
  movement begins, Drowning Seas' mode that sends it back, or a Fell Turtle's strike does not
  (``AllyTapped`` naming the card, no ``MovementTurnedBack``). A company sent back loses its
  move, so the player always taps her: the game does not ask.
"""

from __future__ import annotations

from domain.cards import Catalog
from domain.engine import allies
from domain.errors import IllegalAction
from domain.immutable import replace
from domain.narration import named
from domain.ruleset import Action, Context, illegal, played_since
from domain.rulesets.road_goes_ever_on.state import State

#: The first version of the ruleset that plays these cancels.
SINCE_VERSION = 158
KIND = "ally-hazard"
LET = "let-hazard"
RULE = "CoE-2.V.2.2"
LEAFLOCK, TOM, GOLDBERRY = allies.LEAFLOCK, allies.TOM_BOMBADIL, allies.GOLDBERRY


_TEST = "tests/rules/test_road_goes_ever_on_ally_hazard_cancels.py::"
#: What the coverage says of each ally whose whole text is played from this version: what is
#: left out, its test, and the version (the attacks Goldberry cancels: ally_abilities.py; who
#: is not attacked: ally_strikes.py; the regions they stay in: ally_abilities.REGIONS).
COVERAGE = {
    "TW-245": ("", _TEST + "test_goldberry_keeps_her_company_from_being_sent_back",
               SINCE_VERSION),
    "TW-265": ("", _TEST + "test_leaflock_taps_to_cancel_a_hazard_played_on_his_company",
               SINCE_VERSION),
    "TW-350": ("", _TEST + "test_tom_bombadil_cancels_a_hazard_on_a_company_moving_into_his_"
               "regions", SINCE_VERSION),
}


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def _problem(state: State, catalog: Catalog, ally: str) -> str | None:
    """Why ``ally`` does not cancel the hazard played on the company now, or None."""
    if ally not in state.allies or ally not in catalog:
        return f"{named(catalog.get, ally)} is not an ally of the company."
    card = catalog.get(ally)
    name = card.name
    if not allies.cancels_hazards(card):
        return f"{name} has no ability that cancels a hazard."
    if ally in state.tapped_allies:
        return f"{name} is tapped."
    if state.hazard_cancel is None:
        return f"{name} cancels a hazard as it is played on his company; none is now."
    # Tom Bombadil's regions (the engine's, shared with the Hobbit family).
    moving_to = catalog.get(state.destination) \
        if state.destination is not None and state.destination in catalog else None
    return allies.hazard_place_problem(card, moving_to)


def cancelers(state: State, catalog: Catalog) -> list[str]:
    """The allies of the company who may cancel the hazard played on it now."""
    return [a for a in dict.fromkeys(state.allies) if _problem(state, catalog, a) is None]


def offer(ctx: Context[State], catalog: Catalog, hazard: str, target: str | None) -> bool:
    """The hazard has been played on the company: True if the game now waits for the player,
    an ally of the company being able to cancel it (``HazardCancelOffered``)."""
    if not offered(ctx.ruleset.played):
        return False
    asked = replace(ctx.state, hazard_cancel=(hazard, target or ""))  # as it would wait
    allies = cancelers(asked, catalog)
    if not allies:
        return False
    ctx.emit("HazardCancelOffered", RULE, card=hazard, target=target, allies=allies)
    return True


def actions(state: State, catalog: Catalog) -> list[Action]:
    """While a hazard waits: each ally's cancel, and letting it take effect."""
    if state.hazard_cancel is None:
        return []
    hazard = catalog.get(state.hazard_cancel[0]).name
    return [*(Action(f"{KIND}:{a}", f"Tap {catalog.get(a).name} to cancel {hazard}", RULE)
              for a in cancelers(state, catalog)),
            Action(LET, f"Let {hazard} take effect", RULE)]


def refusal(state: State, catalog: Catalog, ally: str) -> IllegalAction:
    """Why ``ally-hazard:<ally>`` is refused now, naming the ally and the reason."""
    return illegal(_problem(state, catalog, ally) or f"{ally} may not cancel it now.", RULE)


def cancel(ctx: Context[State], catalog: Catalog, ally: str) -> None:
    awaited = ctx.state.hazard_cancel
    assert awaited is not None
    hazard, name = awaited[0], catalog.get(awaited[0]).name
    ctx.emit("AllyTapped", RULE, ally=ally, use=f"{name} is canceled")
    ctx.emit("HazardDiscarded", RULE, card=hazard,
             reason=f"canceled by {catalog.get(ally).name}")


def decline(ctx: Context[State]) -> tuple[str, str | None]:
    """The player lets the hazard take effect: the hazard and its target."""
    awaited = ctx.state.hazard_cancel
    assert awaited is not None
    ctx.emit("HazardCancelDeclined", RULE, card=awaited[0])
    return awaited[0], awaited[1] or None


def policy_choice(ids: list[str]) -> str | None:
    """The automatic player cancels every hazard it may."""
    return next((i for i in ids if i.startswith(f"{KIND}:")), None)


# -- Goldberry ----------------------------------------------------------------------------------

def goldberry_keeps_on(ctx: Context[State], catalog: Catalog, card: str, name: str) -> bool:
    """An effect of ``card`` would send the company back to its site of origin: True if
    Goldberry, untapped in it, taps to cancel that (``AllyTapped``)."""
    if not offered(ctx.ruleset.played):
        return False
    # A wounded ally is among the tapped ones here too (state.py): no outcome changes.
    found = allies.keeping_on([a for a in ctx.state.allies if a in catalog],
                              ctx.state.tapped_allies, ctx.state.wounded_allies, catalog.get)
    if found is None:
        return False
    ctx.emit("AllyTapped", RULE, ally=found, use=allies.kept_on(name))
    return True
