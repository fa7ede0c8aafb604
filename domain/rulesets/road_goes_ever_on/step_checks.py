"""A site phase's or an organization phase's step that makes corruption checks among its other
acts, played from ``interjections.STEP_ACTS_SINCE`` as a list of acts (``Pending``) so that it
can stop amid them:

- an item played at the site: Greed's checks of the others at the site, then Lure of
  Expedience's;
- a quest taken: for an item those, then the Wizard's Ring's check of its taker; for a card its
  sage holds, his check; then the site tapped, and a lost treasure of the Golden Hoard declared;
- a character's influence attempt on a faction (taken as a quest, Old Road's; an escape from
  a faction, in the organization phase): the Iron Crown's check of its maker, then the faction
  discarded (and the characters detained) or taken (its points, the Shadow, his Lure of Power
  checks, the site or the Haven tapped).

A check that queues an attack (a Traitor's, turned by its failure) has it made at once, its
card's word (CoE 9.5.3): the acts still to come wait (``StepWaiting``, naming the step and each
act), the attack is made (``QueuedAttackMade`` naming ``resume`` ``interjections.STEP_ACTS``),
and once it is over they go on (``StepGoesOn``; at once where the attack asks nothing), a
character gone meanwhile making no check. Earlier versions made the attack once the whole step
was played, and replay as played.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict
from typing import TYPE_CHECKING

from domain.cards import Catalog
from domain.engine import attacks_at_once, coe, effects
from domain.engine import lure_of_power as engine_lure
from domain.engine.corruption_cards import RULE as CARD_RULE
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on import (
    act_checks,
    check_helpers,
    corruption_cards,
    display_copies,
    effect_clauses,
    factions,
    golden_hoard,
    hazard_scripts,
    interjections,
    iron_crown,
    old_road,
    shadow,
)
from domain.rulesets.road_goes_ever_on.state import Pending, State

if TYPE_CHECKING:  # the turn's module depends on modules that depend on this one
    from domain.rulesets.road_goes_ever_on.turn import Turn

#: The clause a step stopped and going on cites: what happens immediately comes first.
RULE = attacks_at_once.RULE
#: The acts of a step (``Pending.kind``): a check (``who`` at ``modifier`` by ``rule``), a
#: corruption card's (``card`` on ``who``, ``why``), the site ``card`` tapped, the lost
#: treasure ``card`` declared, the faction ``card`` discarded after an attempt missed by
#: ``modifier`` (``why`` "detains": the characters may be detained), the faction ``card``
#: taken by ``who`` (``modifier``: the cards drawn), a Lure of Power ``card`` discarded once
#: ``who`` checked, Old Road's Haven tapped, ``who``'s Lure of Power checks (made into
#: their acts as they come: a check, the card discarded, for each), and a Busy Market's offer
#: used (by ``rule``) once its item's checks are made.
CHECK = act_checks.CHECK
CARD_CHECK = act_checks.CARD_CHECK
SITE_TAPPED = "site-tapped"
TREASURE_DECLARED = "lost-treasure-declared"
FACTION_DISCARDED = "faction-discarded"
FACTION_TAKEN = "faction-taken"
LURE_ENDED = "lure-of-power-ended"
OLD_ROAD_TAPPED = "old-road-tapped"
MARKET_USED = "market-used"
LURED = "lure-of-power"
DETAINS = "detains"
#: The steps, as ``StepWaiting`` names them.
ITEM_PLAYED = "item-played"
QUEST_TAKEN = "quest-taken"
ESCAPE = "escape"
OLD_ROAD = "old-road"


#: The first version in which an item bought at a Busy Market uses the offer as the last act
#: of its step (``MARKET_USED``), after a Traitor's attack made amid its checks; before, the
#: offer was used once the acts were played or stopped, and those versions replay as played.
MARKET_LAST_SINCE = interjections.SITE_PHASE_SINCE


def plays(played: str) -> bool:
    return interjections.amid_acts(played)


def market_last(played: str) -> bool:
    return played_since(played, MARKET_LAST_SINCE)


def item_checks(ctx: Context[State], catalog: Catalog, item: str, taker: str) -> list[Pending]:
    """The checks ``item`` gained by ``taker`` asks: Greed's, then Lure of Expedience's."""
    greed = hazard_scripts.greed_checks(ctx.state, catalog, item, taker, ctx.ruleset.played)
    greeds = hazard_scripts.in_force(ctx.state, effects.GREED, ctx.state.site)
    return [*(Pending(CHECK, c.card_id, modifier,
                      effect_clauses.of(ctx, greeds[0][0], greeds[0][2]),
                      card=_asked(ctx, greeds[0][0])) for c, modifier in greed),
            *(Pending(CARD_CHECK, who, rule=CARD_RULE, card=card, why=why)
              for card, who, why in corruption_cards.gained_checks(ctx, item))]


def influence_checks(ctx: Context[State], maker: str) -> list[Pending]:
    """The check an influence attempt's maker makes: the Iron Crown's, if he bears it."""
    bearer = next((c for c in ctx.state.every_character() if c.card_id == maker), None)
    return [Pending(CHECK, bearer.card_id, 0, coe.CORRUPTION_CHECK)] \
        if bearer is not None and iron_crown.checks(ctx, bearer) else []


def run(ctx: Context[State], turn: Turn, acts: Sequence[Pending], step: str) -> bool:
    """Each act in order, while the game goes on; a check that queues an attack has it made
    at once, the acts still to come waiting: False while it waits for the defender
    (``go_on`` takes them up once it is over)."""
    left = list(acts)
    while left and ctx.state.outcome is None:
        act = left.pop(0)
        if act.kind == LURED:  # his Lure of Power checks, as they stand now
            left[:0] = _lured(ctx, act.who)
            continue
        if act.kind in (CHECK, CARD_CHECK) and _waits(ctx, turn, act, left, step):
            return False
        queued = len(ctx.state.queued_attacks)
        _act(ctx, turn, act)
        if left and len(ctx.state.queued_attacks) > queued and ctx.state.outcome is None:
            ctx.emit("StepWaiting", RULE, step=step, left=[asdict(a) for a in left])
            if interjections.at_once(ctx, interjections.STEP_ACTS):
                return False
            ctx.emit("StepGoesOn", RULE, step=step)  # the attack resolved at once
    return True


def _waits(ctx: Context[State], turn: Turn, act: Pending, left: Sequence[Pending],
           step: str) -> bool:
    """From check_helpers.SINCE, the check of ``act`` declared waiting for helpers
    (act_checks.py), then the acts from it on waiting (``StepWaiting``) for the player to tap
    helpers or roll: True while it waits."""
    who = next((c for c in ctx.state.every_character() if c.card_id == act.who), None)
    if not act_checks.declared(ctx, turn, who, act, interjections.STEP_ACTS,
                               act.card if check_helpers.counts_all(turn.played) else ""):
        return False
    ctx.emit("StepWaiting", RULE, step=step, helpers=True,
             left=[asdict(a) for a in (act, *left)])
    return True


def go_on(ctx: Context[State], turn: Turn) -> bool:
    """The acts of the step that waited for an attack made at once go on (``run``)."""
    step, left = ctx.state.step_name, ctx.state.step_left
    ctx.emit("StepGoesOn", RULE, step=step)
    return run(ctx, turn, left, step)


def faction_taken(ctx: Context[State], turn: Turn, faction: str, who: str,
                  draws: int = 0, site: str | None = None) -> None:
    """A faction of the Display influenced (as at ``site``, the company's by default):
    taken as a quest, the cards its attempt's cards draw on success, its points gained, the
    Shadow moved (RGO-QUEST-4)."""
    card = turn.card(faction)
    ctx.emit("QuestTaken", "RGO-QUEST-4", card=faction, name=card.name, character=who,
             kind="faction", item=None,
             **display_copies.faction_fields(ctx.state, faction, ctx.ruleset.played, site))
    if draws:
        turn.draw_player(ctx, draws, coe.SHORT_EVENT)
    ctx.emit("MarshallingPointsGained", "RGO-QUEST-4", card=faction, name=card.name,
             kind="faction", points=card.marshalling_points or 0)
    turn.change_shadow(ctx, shadow.faction_recruited(card))


def _lured(ctx: Context[State], who: str) -> list[Pending]:
    """After ``who``'s successful attempt (hazard generation 3 on): each Lure of Power waiting
    makes him, but a Hobbit, check at its amount (from ``hazard_scripts.LURE_ONE_CHECK_SINCE``
    one check for all, ``engine.lure_of_power``), and is discarded after the check."""
    found = next((c for c in ctx.state.every_character() if c.card_id == who), None)
    if found is None or hazard_scripts.generation(ctx.ruleset.played) < 3 \
            or found.race == "Hobbit":
        return []
    once = played_since(ctx.ruleset.played, hazard_scripts.LURE_ONE_CHECK_SINCE)
    return [act for (card, amount, play), checked in engine_lure.checking(
                hazard_scripts.lures_of_power(ctx.state), once)
            for act in ((Pending(CHECK, who, amount, effect_clauses.of(ctx, card, play),
                                 card=_asked(ctx, card)),) if checked else ())
            + (Pending(LURE_ENDED, who, rule=effect_clauses.of(ctx, card, play), card=card),)]


def _act(ctx: Context[State], turn: Turn, act: Pending) -> None:
    if act.kind == SITE_TAPPED:
        ctx.emit("SiteTapped", act.rule, site=act.card)
    elif act.kind == TREASURE_DECLARED:  # the Golden Hoard's item taken
        golden_hoard.declare(ctx, act.card)
    elif act.kind == FACTION_DISCARDED:
        ctx.emit("QuestDiscarded", "RGO-QUEST-4", card=act.card,
                 **display_copies.faction_fields(ctx.state, act.card, ctx.ruleset.played))
        if act.why == DETAINS:
            factions.detain_by(ctx, turn.card(act.card), act.modifier)
    elif act.kind == FACTION_TAKEN:
        faction_taken(ctx, turn, act.card, act.who, act.modifier)
    elif act.kind == LURE_ENDED:
        # From effect_clauses.BY_PLAY_SINCE by the clause of the play it came from, which the
        # act keeps; before, by the card's last play.
        hazard_scripts.lure_ended(ctx, act.card, act.who, act.rule if effect_clauses.by_play(
            ctx.ruleset.played) else None)
    elif act.kind == OLD_ROAD_TAPPED:
        old_road.succeeded(ctx)
    elif act.kind == MARKET_USED:
        ctx.emit("OfferUsed", act.rule, offer="market", partly=True)
    elif act.kind == CARD_CHECK:
        corruption_cards.card_check(ctx, act.card, act.who, act.why)
    else:  # only a character still in play checks (a failed check may have taken him away)
        who = next((c for c in ctx.state.every_character() if c.card_id == act.who), None)
        if who is not None and act.card:  # a hazard card's (Greed's, Lure of Power's)
            turn.hazard_check(ctx, who, act.modifier, act.rule, act.card)
        elif who is not None:
            turn.corruption_check(ctx, who, act.modifier, act.rule)


def _asked(ctx: Context[State], card: str) -> str:
    """The hazard card a check waiting in a step names as asking for it, from
    ``hazard_scripts.ASKED_CHECK_SINCE`` (before, none: the step's recorded acts stay as played)."""
    return card if played_since(ctx.ruleset.played, hazard_scripts.ASKED_CHECK_SINCE) else ""


def narrate(kind: str, helpers: bool = False) -> str | None:
    if kind == "StepWaiting" and helpers:
        return "The rest of the step waits for the check declared to be helped or rolled."
    return {"StepWaiting": "The rest of the step waits for the attack made at once.",
            "StepGoesOn": "The rest of the step goes on."}.get(kind)
