"""The hazard events of the engine's generations 6 and 7 (from ``hazard_scripts``'s
``GENERATION_6_SINCE`` and ``GENERATION_7_SINCE``):
Dragon's Desolation and Fell Beast wait, in force until the end of the turn, for the next
hazard creature attack of their race on the company (an automatic-attack is none), which they
strengthen once; Drowning Seas takes an item from a company moved through a Coastal Sea and
two cards of the hand; Fury of the Iron Crown strengthens the first strike of the next Orc,
Troll, Man or Nazgûl creature attack by 4, and but a Nazgûl the creature is then removed, the
defender gaining its points as if it were defeated. Earlier versions declare them, as
recorded.
"""

from __future__ import annotations

from domain.cards import Catalog, fold
from domain.engine import effects
from domain.engine.combat import Attack
from domain.engine.items import least_worth
from domain.ruleset import Context
from domain.rulesets.road_goes_ever_on import effect_clauses, item_copies
from domain.rulesets.road_goes_ever_on.state import State

RULE = "RGO-HAZ-2"
IRON_CROWN = "The Iron Crown"
#: The hand cards Drowning Seas discards at random.
DROWNED_CARDS = 2


def _mode(card: str) -> effects.HazardMode:
    modes = effects.scripted_hazard(card, effects.LATEST_HAZARD_GENERATION)
    assert modes is not None
    return modes[0]


def strengthen(ctx: Context[State], attack: Attack, hazard: str | None) -> Attack:
    """The hazard creature's attack with each waiting effect of its race: each card once
    (a second copy waits for the next such attack, as it cannot be duplicated on one), the
    effect then ended, from ``effect_clauses.OWN_COPY_SINCE`` for its copy only (before,
    for every copy on the company)."""
    state = ctx.state
    if hazard is None:
        return attack
    used: list[str] = []
    for turn, card, kind, on, _, _, play in state.hazard_effects:
        if turn != state.turn or kind != effects.RACE_ATTACK or on != state.company \
                or card in used:
            continue
        mode = _mode(card)
        if attack.race not in mode.attack_races:
            continue
        used.append(card)
        prowess = mode.mode.effects[0].amount
        rule = effect_clauses.of(ctx, card, play)
        ctx.emit("AttackModified", rule, attack=attack.name, strikes=mode.attack_strikes,
                 prowess=prowess, cards=[card], note="a hazard event waiting for this attack")
        ctx.emit("HazardEffectEnded", rule, card=card, effect=effects.RACE_ATTACK,
                 target=state.company, by=attack.source,
                 **effect_clauses.naming(effect_clauses.own_copy(ctx.ruleset.played, play)))
        attack = attack.modified(strikes=mode.attack_strikes, prowess=prowess)
    return attack


def drown(ctx: Context[State], catalog: Catalog, card: str) -> None:
    """Drowning Seas: the company gives up one item (the one worth the fewest marshalling
    points, the first borne on a tie, as where the defender chooses), then two cards of the
    hand picked at random go to the discard pile."""
    given = least_worth(catalog, ctx.state.characters)
    rule = effect_clauses.of(ctx, card)
    if given is not None:
        bearer, item = given
        ctx.emit("ItemLost", rule, character=bearer.card_id, card=item.card_id, name=item.name,
                 by=catalog.get(card).name,
                 **item_copies.fields(ctx.ruleset.played, bearer, item))
    for _ in range(min(DROWNED_CARDS, len(ctx.state.hand))):
        lost = ctx.pick("hand", list(ctx.state.hand), f"a card {catalog.get(card).name} "
                        "discards", rule)
        ctx.emit("CardsDiscarded", rule, cards=[lost])


def iron_crown_in_play(state: State) -> bool:
    return any(fold(i.name) == fold(IRON_CROWN) for c in state.every_character() for i in c.items)


def fury(ctx: Context[State], attack: Attack) -> str | None:
    """Fury of the Iron Crown waiting for this hazard creature attack (``waiting_fury``): its
    card, the effect then ended; None when none waits for the attack's race."""
    card, play = _fury_waiting(ctx.state, attack)
    if card is not None:
        ctx.emit("HazardEffectEnded", effect_clauses.of(ctx, card, play), card=card,
                 effect=effects.STRIKE_FURY, target=ctx.state.company, by=attack.source)
    return card


def waiting_fury(state: State, attack: Attack) -> str | None:
    """The Fury of the Iron Crown that waits for this hazard creature attack (an
    automatic-attack is none): the first of its race played on the company this turn."""
    return _fury_waiting(state, attack)[0]


def _fury_waiting(state: State, attack: Attack) -> tuple[str | None, int]:
    """``waiting_fury``'s card and the play it came from (None, 0 for none)."""
    if attack.automatic:
        return None, 0
    return next(((card, play) for turn, card, kind, on, _, _, play in state.hazard_effects
                 if turn == state.turn and kind == effects.STRIKE_FURY
                 and on == state.company and attack.race in _mode(card).attack_races),
                (None, 0))


def fury_prowess(card: str) -> int:
    """What Fury of the Iron Crown adds to the prowess of the strike it strengthens."""
    return _mode(card).mode.effects[0].amount


def fury_strike(attack: Attack, card: str) -> Attack:
    """The attack as its strengthened strike meets the character."""
    return attack.modified(prowess=fury_prowess(card))


def removed_by_fury(attack: Attack) -> bool:
    """After the attack, Fury of the Iron Crown removes the creature, its points to the
    defender, unless it is a Nazgûl."""
    return attack.race != "Nazgûl"
