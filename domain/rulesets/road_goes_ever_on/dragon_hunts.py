"""A Dragon's Ahunt long-event (TD-MANIF-1) played by its card from ``SINCE_VERSION``: it takes
no declared effect as it comes into play (RGO-LONG-2); while it is in play (until the end of
the turn, RGO-LONG-4) each company moving in one of its regions (more with Doors of Night in
play) faces its Dragon attack once, a hazard creature attack with the card's printed strikes,
prowess and body, made as the company's Hazard Pile is about to be revealed and counting
against no hazard limit. A defeated attack is a defeated creature (BA-CLAR-1): its kill
points, and every manifestation of the Dragon leaves the game (TD-MANIF-5 to 7, the Ahunt
with them); an attack not defeated leaves it in play. Earlier versions had the player declare
its effect as any long-event's, and replay as played.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from domain.cards import REGION_TYPES, Card, Catalog
from domain.engine import dragons as insert
from domain.engine.combat import Attack
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on import creatures, hazard_scripts, tables
from domain.rulesets.road_goes_ever_on.state import State

#: The first version whose Ahunt long-events attack by their card.
SINCE_VERSION = 200
RULE = insert.MANIFESTATIONS
ATTACKS = "DragonAhuntAttacks"


def played(version: str) -> bool:
    return played_since(version, SINCE_VERSION)


def came_into_play(ctx: Context[State], card: Card) -> bool:
    """An Ahunt long-event has come into play: nothing to declare (its regions are told);
    False for any other card or version."""
    found = insert.hunt(card)
    if found is None or not played(ctx.ruleset.played):
        return False
    ctx.emit("DragonAhuntInPlay", RULE, card=card.id, name=card.name,
             regions=list(found.regions), with_doors=list(found.with_doors),
             coastal_seas=found.coastal_seas)
    return True


def attacker_chooses(version: str, attack: Attack) -> bool:
    """An Ahunt whose card says the attacker chooses the defending characters."""
    found = insert.hunt_named(attack.name) if played(version) and not attack.automatic else None
    return found is not None and found.attacker_chooses


def stays(version: str, state: State, card: Card) -> bool:
    """A Dragon's Ahunt or At Home in play whose attack was not defeated stays in play."""
    found = insert.manifestation(card)
    return played(version) and found is not None and found.kind != insert.BASIC \
        and (card.id in state.long_in_play or card.id in state.environments)


def _hunted(catalog: Catalog, state: State, card: Card) -> list[tuple[int, str]]:
    """(position, name) of the regions of the running company's site path ``card`` hunts."""
    found = insert.hunt(card)
    if found is None or state.destination is None:
        return []
    origin = catalog.get(state.site)
    target = catalog.get(state.destination)
    known = creatures.path_names(catalog, state)
    names = [known.get(i) for i in range(len(state.path))]
    if names:
        names[0] = names[0] or origin.region
        names[-1] = names[-1] or target.region
    coastal = [kind == REGION_TYPES["c"] for kind in state.path]
    reached = insert.hunted_regions(found, names, coastal, hazard_scripts.doors_in_play(state))
    return [(i, names[i] or "a Coastal Sea") for i in range(len(names))
            if (names[i] or "a Coastal Sea") in reached]


def attack_moving(ctx: Context[State], catalog: Catalog, table: tables.RollTable | None,
                  gone: Callable[[Context[State], str, bool], None]) -> bool:
    """The running company, moving, faces the attack of each Ahunt in play hunting a region
    of its site path that it has not faced this turn; ``gone`` follows each attack over.
    True while one waits for the defender."""
    if not played(ctx.ruleset.played):
        return False
    from domain.rulesets.road_goes_ever_on import dragons  # it fights with combat.py

    for card_id in dict.fromkeys(ctx.state.long_in_play):
        state = ctx.state
        if (card_id, state.company) in state.hunts_made or not state.characters \
                or state.outcome is not None:
            continue
        card = catalog.get(card_id)
        if insert.manifestation_play_problem(card, [], state.slain_dragons) is not None:
            continue  # its Dragon is defeated: it attacks no more (TD-MANIF-6)
        regions = _hunted(catalog, state, card)
        if not regions or not card.strikes or card.prowess is None:
            continue
        position, name = regions[0]
        ctx.emit(ATTACKS, RULE, card=card.id, name=card.name, company=state.company,
                 regions=[n for _, n in regions])
        attack = Attack(card.id, card.name, "Dragon", card.strikes, card.prowess, card.body,
                        marshalling_points=card.marshalling_points or 0)
        beaten = dragons.fight(ctx, table, card.name, attack, RULE,
                               keyed_to=f"region {position + 1} ({name})", hazard=card.id,
                               ask=True)
        if beaten is None:
            return True  # the defender assigns the strikes first (CoE 3.ii)
        gone(ctx, card.id, beaten)
    return False


def narrate(kind: str, d: Mapping[str, Any]) -> str | None:
    if kind == "DragonAhuntInPlay":
        return f"{d['name']} hunts in {', '.join(d['regions'])}."
    if kind == ATTACKS:
        return f"{d['name']} attacks the company moving in {', '.join(d['regions'])}."
    return None
