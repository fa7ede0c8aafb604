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
from domain.engine.hazards_in_play import LongEventScript
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on import ally_hazard_cancels, dragon_homes, hazard_scripts
from domain.rulesets.road_goes_ever_on.state import State

#: The first version that plays these scripts; earlier versions replay as played.
SINCE_VERSION = 74
#: The generation of ``hazards_in_play`` played from then.
GENERATION = 3
#: The first version that plays generation 4 (Long Winter, Foul Fumes, Snowstorm, Morgul
#: Night, Fell Winter).
GENERATION_4_SINCE = 91
#: The first version that plays generation 5 (the sites Long Winter, Foul Fumes and Storms of
#: Ossë tap with Doors of Night in play).
GENERATION_5_SINCE = 94
RULE = "RGO-LONG-4"


def played_from(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def generation(played: str) -> int:
    """The generation of ``hazards_in_play`` a version plays (2: none of these scripts)."""
    number = int(played) if played.isdigit() else 0
    if number >= GENERATION_5_SINCE:
        return 5
    return 4 if number >= GENERATION_4_SINCE else GENERATION if number >= SINCE_VERSION else 2


def script(card_id: str, played: str) -> LongEventScript | None:
    """The generation 3 or 4 script of a hazard long-event the version plays, or None."""
    if not played_from(played):
        return None
    found = hazards_in_play.acting((card_id,), generation(played))
    return found[0] if found else None


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
    if not played_from(played):
        return []
    return hazards_in_play.acting(state.long_in_play, generation(played))


def strengthen(ctx: Context[State], attack: Attack, hazard: str | None) -> Attack:
    """``attack`` as the scripted long-events in play make it (an ``AttackModified`` fact
    naming them); ``hazard``: the creature card when a hazard creature attacks."""
    state = ctx.state
    site = dragon_homes.automatic_site(state, ctx.ruleset.catalog, attack)
    strikes, prowess, cards = hazards_in_play.attack_change(
        _in_play(state, ctx.ruleset.played), attack.strikes, attack.races(),
        hazard_scripts.doors_in_play(state),
        None if site is None else hazard_scripts.site_type(state, site), hazard is not None)
    if not cards or not (strikes or prowess):
        return attack
    ctx.emit("AttackModified", RULE, attack=attack.name, strikes=strikes, prowess=prowess,
             cards=cards, note="hazard long-events in play")
    return attack.modified(strikes=strikes, prowess=prowess)


def strike_modifiers(state: State, who: Character, played: str) -> list[Modifier]:
    """The prowess the scripted long-events in play give ``who`` against a strike."""
    return [Modifier(prowess, f"card:{each.card_id}", f"{each.name} in play", RULE)
            for each, prowess in hazards_in_play.character_prowess(
                _in_play(state, played), who.race, who.has_skill("ranger"),
                hazard_scripts.doors_in_play(state))]


# -- generation 4: as the company's movement/hazard phase begins, and at the site ---------------

def movement_begins(ctx: Context[State]) -> None:
    """The running company's movement/hazard phase begins: a long-event that turns a moving
    company back keeps it at its site of origin (it draws nothing and faces the hazards as a
    company that does not move); else, with Doors of Night in play, the long-events that
    treat the site path do so, each region once."""
    state = ctx.state
    if state.destination is None:
        return
    scripts = _in_play(state, ctx.ruleset.played)
    back = hazards_in_play.turning_back(
        scripts, state.path, any(c.has_skill("ranger") for c in state.characters),
        hazard_scripts.doors_in_play(state))
    if back is not None and not ally_hazard_cancels.goldberry_keeps_on(
            ctx, ctx.ruleset.catalog, back.card_id, back.name):
        ctx.emit("MovementTurnedBack", RULE, card=back.card_id, name=back.name,
                 origin=state.site, destination=state.destination, path=list(state.path))
        return
    if not hazard_scripts.doors_in_play(state):
        return
    _tap_new_site(ctx, scripts)
    for each, before, new in hazards_in_play.treatments(scripts, ctx.state.path):
        ctx.emit("SitePathTreated", RULE, card=each.card_id, name=each.name, path=before,
                 treated=new)


def _tap_new_site(ctx: Context[State], scripts: list[LongEventScript]) -> None:
    """With Doors of Night in play: the company's new site, in play with the site path it
    moves by, is tapped when that path holds what a long-event names (not a Haven)."""
    state = ctx.state
    site = ctx.ruleset.catalog.get(state.destination or state.site)
    if site.is_haven:
        return
    for each in hazards_in_play.tapping(scripts, state.path):
        if site.id not in ctx.state.tapped_sites:
            ctx.emit("SiteTapped", RULE, site=site.id, by=each.card_id)


def added_attacks(state: State, site: Card, played: str) -> list[tuple[str, Attack]]:
    """(card, attack) of the automatic-attacks the long-events in play add at ``site``."""
    return hazards_in_play.added_attacks(_in_play(state, played), site,
                                         hazard_scripts.site_type(state, site))
