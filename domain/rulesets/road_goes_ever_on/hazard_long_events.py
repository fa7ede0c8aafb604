"""Hazard long-events of the Long Event deck played by their text from version
``SINCE_VERSION`` (the engine's long-event generation 3, ``hazards_in_play.GENERATIONS``):
Awaken Minions, Awaken Denizens, Plague of Wights, Clouds and Night. Earlier versions had the
player declare their effect, and replay as played.

Such a long-event takes no declaration as it comes into play (RGO-LONG-2, 3); while it is in
play, until the end of the turn (RGO-LONG-4), each attack on a company and each strike read
it at that moment: whether Doors of Night is in play, the attack's site as the hazards treat
it this turn, whether a hazard creature makes the attack. None can be duplicated: a second
copy in play adds nothing. A doubled number of strikes is the attack's number as it stands
when the long-events are read (after the hazard events played earlier this turn).
"""

from __future__ import annotations

from domain.cards import Card
from domain.engine import hazards_in_play
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.engine.combat import Attack
from domain.engine.hazards_in_play import AttackRule, CharacterRule, LongEventScript
from domain.ruleset import Context
from domain.rulesets.road_goes_ever_on import hazard_scripts
from domain.rulesets.road_goes_ever_on.state import State

#: The first version that plays these scripts; earlier versions replay as played.
SINCE_VERSION = 74
#: The generation of ``hazards_in_play`` played from then.
GENERATION = 3
RULE = "RGO-LONG-4"


def played_from(played: str) -> bool:
    return played.isdigit() and int(played) >= SINCE_VERSION


def script(card_id: str, played: str) -> LongEventScript | None:
    """The generation 3 script of a hazard long-event the version plays, or None."""
    if not played_from(played):
        return None
    found = hazards_in_play.scripted(card_id, GENERATION)
    return found if found is not None and (found.attacks or found.characters) else None


def came_into_play(ctx: Context[State], card: Card) -> bool:
    """A scripted long-event has come into play: nothing to declare; a second copy in play is
    noted as adding nothing. False when ``card`` is not one of these scripts."""
    if script(card.id, ctx.ruleset.played) is None:
        return False
    if sum(1 for c in ctx.state.long_in_play if c == card.id) > 1:
        ctx.emit("LongEventNotDuplicated", RULE, card=card.id, name=card.name)
    return True


def _in_play(state: State, played: str) -> list[LongEventScript]:
    """The scripts of the long-events in play, each once."""
    found = (script(c, played) for c in dict.fromkeys(state.long_in_play))
    return [s for s in found if s is not None]


def _applies(rule: AttackRule, state: State, ctx: Context[State], attack: Attack,
             hazard: str | None) -> bool:
    if rule.doors and not hazard_scripts.doors_in_play(state):
        return False
    if rule.races and not attack.is_race(*rule.races):
        return False
    if rule.creatures_only and hazard is None:
        return False
    if rule.automatic_at:
        site = ctx.ruleset.catalog.get(attack.source) if attack.automatic else None
        return site is not None and hazard_scripts.site_type(state, site) in rule.automatic_at
    return True


def strengthen(ctx: Context[State], attack: Attack, hazard: str | None) -> Attack:
    """``attack`` as the scripted long-events in play make it (an ``AttackModified`` fact
    naming them); ``hazard``: the creature card when a hazard creature attacks."""
    state = ctx.state
    strikes = prowess = 0
    cards = []
    for each in _in_play(state, ctx.ruleset.played):
        rules = [r for r in each.attacks if _applies(r, state, ctx, attack, hazard)]
        for rule in rules:
            strikes += attack.strikes + strikes if rule.strikes_doubled else 0
            prowess += rule.prowess
        if rules:
            cards.append(each.card_id)
    if not cards or not (strikes or prowess):
        return attack
    ctx.emit("AttackModified", RULE, attack=attack.name, strikes=strikes, prowess=prowess,
             cards=cards, note="hazard long-events in play")
    return attack.modified(strikes=strikes, prowess=prowess)


def _weakens(rule: CharacterRule, state: State, who: Character) -> bool:
    if rule.doors and not hazard_scripts.doors_in_play(state):
        return False
    return who.race in rule.races and not (rule.but_rangers and "ranger" in who.skills)


def strike_modifiers(state: State, who: Character, played: str) -> list[Modifier]:
    """The prowess the scripted long-events in play give ``who`` against a strike."""
    return [Modifier(rule.prowess, f"card:{each.card_id}", f"{each.name} in play", RULE)
            for each in _in_play(state, played) for rule in each.characters
            if _weakens(rule, state, who)]
