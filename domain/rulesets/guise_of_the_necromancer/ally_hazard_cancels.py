"""Leaflock and Tom Bombadil cancel a hazard event of the hazard hand (``hobbit.hazard_cancels``,
from ``printed_rules.ALLY_HAZARD_CANCELS_FROM``). The hazard hand plays its cards by itself
(GON-HH-5, GON-HH-10): one about to be played on the company whose movement/hazard phase it is
or on one of its characters (``hobbit.hazard_cancels.targets``: a corruption card, a declared
effect on a character, a tap or wound of a character, the calls home, Muster Disperses) waits,
while an ally who may cancel it is untapped, for the player to cancel it or let it be
(``State.ally_wait``). Leaflock cancels for his own company; Tom Bombadil for any company
moving to a site in his regions, his own or another (his card says "a company"). A creature's
attack, and an event played with it (GON-HH-7), target no one: they are not offered."""

from __future__ import annotations

from domain.cards import Catalog, fold
from domain.engine import allies
from domain.ruleset import Context, played_since
from domain.rulesets.guise_of_the_necromancer import printed_rules
from domain.rulesets.guise_of_the_necromancer.state import Company, Slot, State
from domain.rulesets.hobbit import hazard_cancels


def plays(played: str) -> bool:
    return played_since(played, printed_rules.ALLY_HAZARD_CANCELS_FROM)


def scene(state: State, catalog: Catalog, company: Company | None = None) -> hazard_cancels.Scene:
    """What ``hobbit.hazard_cancels`` reads of ``company`` (the one whose movement/hazard
    phase it is, if not named): its allies and every Tom Bombadil in play, the hazard waiting,
    the site it moves to."""
    company = company or state.current
    mine = [(a, c) for a, c in state.allies if company is not None and company.character(c)]
    toms = [(a, c) for a, c in state.allies if (a, c) not in mine and a in catalog
            and fold(catalog.get(a).name) == allies.TOM_BOMBADIL]
    waiting = (state.hazard_hand[state.ally_wait].card, "") \
        if state.ally_wait is not None else ()
    moving_to = catalog.get(company.destination) \
        if company is not None and company.destination is not None else None
    return hazard_cancels.Scene([*mine, *toms], state.tapped_allies, state.wounded_allies,
                                catalog, waiting, moving_to)


def waits(ctx: Context[State], catalog: Catalog, company: Company, index: int, slot: Slot,
          on_character: bool) -> bool:
    """Whether the hazard event at ``index``, about to be played (``on_character``: on a
    character, as a corruption card, a declared effect or a tap or wound is), waits for an
    ally's cancel; the wait begun (``HazardCancelOffered``)."""
    if slot.allies_declined or not plays(ctx.ruleset.played) \
            or not hazard_cancels.targets(slot.card, on_character):
        return False
    found = hazard_cancels.cancelers(scene(ctx.state, catalog, company), waiting=False)
    if not found:
        return False
    ctx.emit("HazardCancelOffered", hazard_cancels.RULE, index=index, card=slot.card,
             company=company.id, allies=found)
    return True
