"""Attacks on the company in the solo game: strikes assigned at random (RGO-TARGET-2) and then
resolved with the engine's strike sequence, body checks and kill points (CoE chapter 3)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from domain.canonical import JSON
from domain.cards import Card
from domain.engine import coe
from domain.engine import combat as engine
from domain.engine import dragons_clarifications as td
from domain.engine.characters import ARMOUR, HELMET, SHIELD, Character, worn
from domain.engine.checks import Check, Modifier
from domain.engine.combat import Attack, StrikeModifiers
from domain.immutable import replace
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on import (
    abilities,
    alatar,
    ally_abilities,
    ally_strikes,
    attack_cancels,
    attack_ends,
    attack_hazards,
    battles,
    chance_strikes,
    character_cancels,
    creatures,
    desolation,
    dragon_homes,
    dragon_hunts,
    each_strikes,
    effect_clauses,
    ent_draughts,
    factions,
    gates_of_morning,
    hand_resources,
    hazard_long_events,
    held_attacks,
    interjections,
    item_thefts,
    item_uses,
    long_events,
    nazgul_blades,
    nazgul_mounts,
    origin_returns,
    prowess_from,
    resource_long_events,
    sacrifice_of_form,
    shelob,
    strike_pool,
    strike_terms,
    support,
    traitor,
    travel_cards,
    wizards_flame,
    wizards_ring,
)
from domain.rulesets.road_goes_ever_on.elimination import eliminate
from domain.rulesets.road_goes_ever_on.state import AwaitedStrikes, Held, Pending, State


def resolve_attack(ctx: Context[State], attack: Attack, rule: str, *,
                   detainment: bool = False, keyed_to: str | None = None,
                   armour_rule: str | None = None, hazard: str | None = None,
                   ask: bool = False, spared: tuple[str, ...] = (),
                   defender: str | None = None,
                   carried: Mapping[str, JSON] | None = None, play: int = 0) -> bool | None:
    """Resolve one attack on the company; True if it was defeated. With ``armour_rule``
    (Dragon's Blood) each piece of armour a wounded character bears weighs -1 on its body
    check. With ``ask`` the attack waits for the defender to assign strikes to untapped
    characters first (CoE 3.ii): None is returned and :func:`finish_attack` resolves it once
    the defender is done; ``hazard`` is the creature card, if it came from the hazard deck.
    The characters in ``spared`` face none of its strikes (a traitor his own attack's).
    With ``defender`` (Lucky Search's scout) its one strike is his, the defender not asked.
    ``carried``: the account of its prowess it carries (prowess_from.py), if any; ``play``:
    the play of the copy of the card making it, its declaration naming it (0: none)."""
    account = prowess_from.entering(ctx, carried, attack)
    # The hazard creature attacking, if any: an At Home's automatic-attack is none, though
    # its card is defeated as one (dragon_homes.AUTOMATIC_SINCE).
    creature = None if attack.automatic else hazard
    mark = len(ctx.facts)
    before = attack
    attack = _strengthened(ctx, attack)
    account = prowess_from.observed(ctx, account, mark, before, attack,
                                    f"rule:{effect_clauses.REVEALED}", STRENGTHENED)
    mark, before = len(ctx.facts), attack
    strikes, prowess, cards = long_events.attack_bonus(ctx.state, attack)
    if cards:
        ctx.emit("AttackModified", long_events.RULE, attack=attack.name, strikes=strikes,
                 prowess=prowess, cards=cards, note="hazard long-events in play")
        attack = attack.modified(strikes=strikes, prowess=prowess)
    if (sun := gates_of_morning.sun_weakening(ctx.state)):  # gates_of_morning.py
        ctx.emit("AttackModified", resource_long_events.RULE, attack=attack.name, strikes=0,
                 prowess=sun, cards=[gates_of_morning.SUN], note=gates_of_morning.SUN_NOTE)
        attack = attack.modified(prowess=sun)
    account = prowess_from.observed(ctx, account, mark, before, attack,
                                    f"rule:{long_events.RULE}", "long-events in play")
    attack, account = prowess_from.step(
        ctx, account, attack, lambda a: hazard_long_events.strengthen(ctx, a, creature),
        f"rule:{hazard_long_events.RULE}", "hazard long-events in play")
    nazgul_mounts.attack_declared(ctx, attack, creature)  # Morgul-horse ends, Fell Beast chooses
    desolation.attack_declared(ctx, attack, creature)  # Dragon's Desolation's alternative ends
    attack, account = prowess_from.step(  # Dragon's Desolation, Fell Beast
        ctx, account, attack, lambda a: attack_hazards.strengthen(ctx, a, creature),
        f"rule:{attack_hazards.RULE}", "a hazard played on the attack")
    attack, account = prowess_from.step(  # Morgul-knife, The Pale Sword
        ctx, account, attack, lambda a: nazgul_blades.strengthen(ctx, a),
        f"rule:{nazgul_blades.RULE}", "a Nazgul's blade")
    attack, account = prowess_from.step(  # Spiders and Animals, with Doors of Night
        ctx, account, attack, lambda a: shelob.strengthen(ctx, a),
        f"card:{shelob.CARD}", "Shelob with Doors of Night")
    mark, before = len(ctx.facts), attack
    spur, cards = travel_cards.creature_bonus(ctx.state, creature)
    if spur:  # Horses (travel_cards.py)
        ctx.emit("AttackModified", coe.SHORT_EVENT, attack=attack.name, strikes=0,
                 prowess=spur, cards=cards, note=travel_cards.NOTE)
        attack = attack.modified(prowess=spur)
    weaker, cards = wizards_flame.attack_bonus(ctx.state)
    if weaker:  # Wizard's Flame, on every attack (wizards_flame.py)
        ctx.emit("AttackModified", coe.SHORT_EVENT, attack=attack.name, strikes=0,
                 prowess=weaker, cards=cards, note=wizards_flame.NOTE)
        attack = attack.modified(prowess=weaker)
    account = prowess_from.observed(ctx, account, mark, before, attack,
                                    f"rule:{coe.SHORT_EVENT}", "short-events played")
    if ctx.state.defended_regions:  # won Battles weaken attacks there (RGO-BATTLE-6)
        attack, account = prowess_from.step(
            ctx, account, attack, lambda a: battles.defend(ctx, a, keyed_to),
            f"rule:{battles.DEFENDED}", "a Defended region")
    played = ctx.ruleset.played
    attack, account = prowess_from.step(ctx, account, attack,
                                        lambda a: creatures.shaped(ctx, a, rule),
                                        f"card:{attack.source}", "the creature's own text")
    traced: dict[str, JSON] = {} if account is None else {"prowess_from": account}
    ctx.emit("AttackDeclared", rule, attack=attack.to_json(), keyed_to=keyed_to,
             detainment=detainment, **traced, **effect_clauses.naming(play))
    left = creatures.corruption_first(ctx, attack, stops=ask and defender is None
                                      and interjections.during_attack(played))
    if not ctx.state.characters:
        return False
    if left is not None:  # a failed check made an attack at once, or a check waits for
        # helpers: this one waits for it
        open_assignment(ctx, attack, rule, hazard, detainment, armour_rule, spared)
        interjections.set_aside(ctx, left, before_asking=True)
        return None
    if defender is not None:
        if ask:  # the defender plays on the strike first (Lucky Search's, lucky_search.py)
            ctx.emit("StrikeAssignmentOpened", coe.DEFENDER_ASSIGNS, attack=attack.to_json(),
                     attack_rule=rule, hazard=hazard, detainment=detainment,
                     armour_rule=armour_rule)
        ctx.emit("StrikeAssigned", coe.DEFENDER_ASSIGNS, character=defender, attack=attack.name)
        if ask:
            return None
        return finish_attack(ctx, attack, (defender,), detainment=detainment,
                             armour_rule=armour_rule, hazard=hazard)
    if ask and each_strikes.applies(played, attack):
        # No one to assign: the defender may answer the attack first (CoE 3.i); else its
        # strikes go one to each character now, waiting on his choices on them, if any.
        open_assignment(ctx, attack, rule, hazard, detainment, armour_rule, spared)
        if answerable(ctx, attack, rule, hazard) or waits_for_support(ctx, attack, False):
            return None
        awaited = ctx.state.awaited_strikes
        return finish_attack(ctx, attack, awaited.assigned if awaited else (),
                             detainment=detainment, armour_rule=armour_rule, spared=spared,
                             hazard=hazard)
    if ask and asks_defender(ctx, attack, rule, hazard, (), spared):
        open_assignment(ctx, attack, rule, hazard, detainment, armour_rule, spared)
        return None
    return finish_attack(ctx, attack, (), detainment=detainment, armour_rule=armour_rule,
                         spared=spared, hazard=hazard)


def asks_defender(ctx: Context[State], attack: Attack, rule: str, hazard: str | None,
                  assigned: tuple[str, ...], spared: tuple[str, ...]) -> bool:
    """Whether the defender has a choice before the attack's strikes are resolved: a
    character to give a strike to, or a card to answer it with."""
    return bool(defender_choices(ctx.state, attack, assigned, brave=enhanced(ctx),
                                 played=ctx.ruleset.played, card=ctx.ruleset.catalog.get,
                                 spared=spared)) or answerable(ctx, attack, rule, hazard)


def open_assignment(ctx: Context[State], attack: Attack, rule: str, hazard: str | None,
                    detainment: bool, armour_rule: str | None,
                    spared: tuple[str, ...]) -> None:
    """The attack waits for the defender to assign its strikes (CoE 3.ii), or, its strikes
    going one to each character (``each``: each_strikes.py), for his answer to it."""
    brave = enhanced(ctx)
    each = each_strikes.applies(ctx.ruleset.played, attack)
    ctx.emit("StrikeAssignmentOpened", each_strikes.RULE if each else coe.DEFENDER_ASSIGNS,
             attack=attack.to_json(), attack_rule=rule, hazard=hazard, detainment=detainment,
             armour_rule=armour_rule, **({"brave": True} if brave else {}),
             **({"spared": list(spared)} if spared else {}), **({"each": True} if each else {}))


def make_interjected(ctx: Context[State], attack: Attack, rule: str,
                     spared: tuple[str, ...], play: int = 0) -> bool | None:
    """An attack queued between the game's steps, made now: the defender asked first where
    he has a choice (interjections.py); ``play``, the play of the copy making it, named."""
    return resolve_attack(ctx, attack, rule, ask=True, spared=spared, play=play)


def answerable(ctx: Context[State], attack: Attack, rule: str, hazard: str | None) -> bool:
    """From version 5, a card of the hand (from 7, a faction) may answer the attack before
    its strikes are assigned (CoE 3.i), or the defender name the item a thief takes
    (item_thefts.py): the defender is asked even with no character to assign."""
    if not hand_resources.offered(ctx.ruleset.played):
        return False
    facing = replace(ctx.state, awaited_strikes=AwaitedStrikes(attack.to_json(), rule, hazard))
    catalog = ctx.ruleset.catalog
    return bool(hand_resources.actions(facing, catalog, ctx.ruleset.played)) or (
        factions.offered(ctx.ruleset.played)
        and bool(factions.cancel_actions(facing, catalog, ctx.ruleset.played))) or bool(
        ally_abilities.cancel_actions(facing, catalog, ctx.ruleset.played)) or bool(
        character_cancels.cancel_actions(facing, catalog, ctx.ruleset.played)) or bool(
        item_uses.actions(facing, catalog, ctx.ruleset.played)) or bool(
        item_thefts.actions(facing, ctx.ruleset.catalog, ctx.ruleset.played)) or bool(
        attack_cancels.actions(facing, ctx.ruleset.played))


def defender_choices(state: State, attack: Attack, assigned: tuple[str, ...], *,
                     brave: bool = False,
                     card: Callable[[str], Card] | None = None,
                     played: str = "", spared: tuple[str, ...] = ()) -> list[str]:
    """The characters the defender may still give a strike to: untapped, not yet struck,
    while strikes remain (CoE 3.ii, 3.ii.1), none where they go one to each character
    (each_strikes.py); with ``brave``, a Brave character tapped or
    wounded too (RGO-CHAR-3), and with ``card`` one a Captain given a strike makes Brave
    (RGO-CHAR-4). Boromir, given a strike, may be given more while strikes remain
    (RGO-ABIL-10). A creature's text in the version ``played`` may spare some characters,
    or have the attacker choose, so that only a Brave one may still be nominated
    (RGO-CHAR-3). The characters ``spared`` face none of its strikes (a traitor his own
    attack's, whose defender the attacker chooses too: traitor.py)."""
    if assigned and creatures.lone_defender(played, attack):
        return []  # an Assassin's or a Slayer's one defender is named: no other is struck
    if each_strikes.applies(played, attack):
        return []
    chooses = creatures.attacker_chooses(played, attack) \
        or nazgul_mounts.attacker_chooses(state, played) \
        or traitor.attacker_chooses(played, attack) \
        or dragon_hunts.attacker_chooses(played, attack)  # Fell Beast, a Traitor, an Ahunt
    # From ally_strikes.SINCE_VERSION an untapped ally may be given a strike (CoE 2.V.2.2).
    allies = [] if chooses else [
        a.card_id for a in ally_strikes.fighters(state, card, played, attack)
        if creatures.faces(played, attack, a)
        and engine.defender_may_assign(a, assigned, attack.strikes) is None]
    return [*(c.card_id for c in state.characters if creatures.faces(played, attack, c)
              and c.card_id not in spared and (
            (not chooses and engine.defender_may_assign(c, assigned, attack.strikes) is None)
            or (brave and abilities.brave_now(state, c, assigned, card)
                and engine.defender_may_assign(abilities.as_nominated(played, c), assigned,
                                               attack.strikes) is None)
            or (brave and abilities.takes_more_strikes(c, assigned, attack.strikes)))),
            *allies]


def finish_attack(ctx: Context[State], attack: Attack, chosen: tuple[str, ...], *,
                  detainment: bool = False, armour_rule: str | None = None,
                  spared: tuple[str, ...] = (), hazard: str | None = None) -> bool | None:
    """The strikes the defender left go to random characters not yet struck (RGO-TARGET-2,
    where the attacker would choose), then every strike is resolved (``hazard``: the creature
    card, where the defender was not asked). None: an Assassin's or a Slayer's strike is held
    for the defender (held_attacks.py), or a check of the attack's end waits for helpers
    (attack_ends.py)."""
    played = ctx.ruleset.played
    held = ctx.state.awaited_strikes.held if ctx.state.awaited_strikes else None
    if held is not None and held.made:
        return held_attacks.resume(ctx, attack)  # a further attack of the creature, faced
    came = alatar.joined(ctx.state)  # Alatar taps and checks corruption after the attack
    characters = strike_pool.facing(ctx.state, played, ctx.ruleset.catalog.get, attack, spared)
    weigh = strike_pool.weighing(ctx.state, played, ctx.ruleset.catalog.get, attack, chosen,
                                 spared)
    assigned = strike_pool.struck(ctx.state, chosen)
    left = strike_pool.strikes_left(ctx.state, attack, chosen)
    tappers = attack_cancels.tapped(ctx.state)  # an Assassin's are not the ones it attacks
    # An Assassin's or a Slayer's attack strikes one character, whatever its strikes.
    lone = creatures.lone_defender(played, attack)
    at_random(ctx, attack, characters, assigned,
              strike_pool.to_chance(len(characters), left, lone, len(assigned)))
    # One strike sequence each, but Boromir's (from abilities.SEQUENCES_SINCE, TD-MULTI-1).
    sequence = strike_pool.sequences(ctx.state, played, chosen, assigned)
    if sacrifice_of_form.played_on(ctx.state) is not None:  # every strike fails
        return sacrifice_of_form.resolve(ctx, attack, tuple(sequence), tappers, came, hazard)
    if lone and held is None and len(assigned) == 1 \
            and held_attacks.hold(ctx, attack, assigned[0], Held(0, 0, False, False)):
        return None  # the defender may still cancel this attack, its strike assigned
    allies = [c for c in assigned if ally_strikes.is_ally(ctx.state, c)]  # not characters
    defeated: list[str] = []  # the characters who beat their strike
    wounded: list[str] = []  # the characters the strikes wounded, still in play
    fury = attack_hazards.fury(ctx, attack)  # Fury of the Iron Crown: one strike +4
    # The strike it strengthens: one picked at random; before desolation.SINCE_VERSION the
    # first one resolved.
    furious = desolation.fury_strike(ctx, fury, assigned)
    stronger = fury if furious is None else None
    for index, target in enumerate(sequence):
        further = target in sequence[:index]  # a further sequence of Boromir's
        if further and ctx.state.character(target) is None:  # he left play (TD-MULTI-3)
            ctx.emit("StrikeCanceled", td.CANCELLED, character=target, attack=attack.name,
                     by=f"{card_name(ctx)(target)} has left play")
            continue
        canceled = None if further else hand_resources.on_strike(
            ctx.state, target, card_name(ctx)).canceled
        if canceled is not None:
            ctx.emit("StrikeCanceled", coe.CANCEL_STRIKE, character=target, attack=attack.name,
                     by=card_name(ctx)(canceled))
            continue
        mods = weigh(index, target)
        striking = attack_hazards.fury_strike(attack, stronger) if stronger else attack
        stronger = None
        if fury is not None and target == furious:
            striking = attack_hazards.fury_strike(attack, fury)
            furious = None  # one strike only, the first of his
        if resolve_strike(ctx, target, striking, mods, detainment=detainment,
                          armour_rule=armour_rule, struck=tuple(sequence), wounded=wounded,
                          further=further):
            defeated.append(target)
    if len(assigned) == 1 and held_attacks.late(played, attack):
        removed = fury is not None and attack_hazards.removed_by_fury(attack)
        return held_attacks.go_on(ctx, attack, assigned[0], Held(
            1, len(defeated), bool(wounded), removed))
    faced = len(sequence)
    # An Assassin or Slayer attacks the same character again, one strike each time; it is
    # defeated only if every attack is.
    faced += len(tappers)  # an attack canceled is not defeated
    if len(assigned) == 1:
        faced += further_attacks(ctx, attack, assigned[0], len(tappers), defeated, wounded,
                                 detainment=detainment, armour_rule=armour_rule)
    beaten = engine.attack_defeated(faced, len(defeated))
    if fury is not None and attack_hazards.removed_by_fury(attack):
        beaten = True  # the creature is removed, its points to the defender
    # The allies struck are no characters (a Battle counts the characters killed).
    if not attack_over(ctx, attack, beaten,
                       assigned=tuple(c for c in assigned if c not in allies),
                       defeated=tuple(dict.fromkeys(defeated)), wounded=tuple(wounded), came=came,
                       hazard=hazard):
        return None  # a check of its end waits for helpers (attack_ends.py)
    return beaten


def at_random(ctx: Context[State], attack: Attack, characters: Sequence[Character],
              assigned: list[str], count: int) -> None:
    """``count`` strikes to random characters not yet struck (RGO-TARGET-2, where the
    attacker would choose), each added to ``assigned``; where they go one to each character
    (each_strikes.py), to each not yet struck in the company's order, none picked."""
    if each_strikes.applies(ctx.ruleset.played, attack):
        for target in [c.card_id for c in engine.unassigned(characters, assigned)][:count]:
            assigned.append(target)
            ctx.emit("StrikeAssigned", each_strikes.RULE, character=target, attack=attack.name)
        return
    tappers = attack_cancels.tapped(ctx.state)  # an Assassin's are not the ones it attacks
    for _ in range(count):
        pool = attack_cancels.pool([c.card_id for c in engine.unassigned(characters, assigned)],
                                   tappers, ctx.ruleset.played, attack)
        target = ctx.pick("targets", pool, f"a strike of {attack.name}", "RGO-TARGET-2",
                          **candidates(ctx, pool))
        assigned.append(target)
        ctx.emit("StrikeAssigned", "RGO-TARGET-2", character=target, attack=attack.name)


def waits_for_support(ctx: Context[State], attack: Attack, assigned_last: bool) -> bool:
    """From ``support.FACING_SINCE``, as the defender is done assigning (``assigned_last``:
    by giving the last strike he could, else by leaving the rest to chance): the strikes he
    left go at random now, before any is supported or resolved (CoE 3.iii, then 3.iv.4), and
    True while a character given none may still support one facing a strike, or (from
    ``chance_strikes.SINCE``) some given at random, or (from ``chance_strikes.GIVEN_SINCE``)
    the last given by him, while the defender has any choice on them. Asked again with
    nothing left to chance, the strikes are resolved (False)."""
    played, card = ctx.ruleset.played, ctx.ruleset.catalog.get
    awaited = ctx.state.awaited_strikes
    if awaited is None or not played_since(played, support.FACING_SINCE):
        return False
    count = strike_pool.left_to_chance(ctx.state, played, card, attack, awaited.assigned,
                                       awaited.spared)
    at_random(ctx, attack, strike_pool.facing(ctx.state, played, card, attack, awaited.spared),
              strike_pool.struck(ctx.state, awaited.assigned), count)
    return ((assigned_last or count > 0) and enhanced(ctx) and bool(
        support.actions(ctx.state, played, card))) \
        or chance_strikes.waits(ctx, count, assigned_last)


def _strengthened(ctx: Context[State], attack: Attack) -> Attack:
    """The attack with what the hazard events played earlier this turn add to it: from
    ``effect_clauses.SINCE`` by the clause each card's play cited, naming the cards; before,
    as one change by RGO-HAZ-2."""
    strikes, prowess = ctx.state.next_attack
    if not (strikes or prowess):
        return attack
    if not effect_clauses.cites(ctx.ruleset.played):
        ctx.emit("AttackModified", effect_clauses.REVEALED, attack=attack.name,
                 strikes=strikes, prowess=prowess, note=STRENGTHENED)
        return attack.modified(strikes=strikes, prowess=prowess)
    shares = ctx.state.next_attack_by
    unknown = ("", strikes - sum(s for _, s, _, _ in shares),
               prowess - sum(p for _, _, p, _ in shares), 0)
    for clause, cards, more, stronger in effect_clauses.by_clause(ctx, [*shares, unknown]):
        if more or stronger:
            ctx.emit("AttackModified", clause, attack=attack.name, strikes=more,
                     prowess=stronger, **({"cards": cards} if cards else {}),
                     note=STRENGTHENED)
    return attack.modified(strikes=strikes, prowess=prowess)


def further_attacks(ctx: Context[State], attack: Attack, target: str, canceled: int,
                    defeated: list[str], wounded: list[str], *, detainment: bool = False,
                    armour_rule: str | None = None) -> int:
    """An Assassin's or a Slayer's attacks after its first, ``canceled`` of them canceled,
    each of one strike on ``target``; those he beats are added to ``defeated``. Returns how
    many were faced (one with no one left to strike is faced, not defeated)."""
    played = ctx.ruleset.played
    faced = 0
    for _ in range(creatures.further_attacks(played, attack, canceled)):
        faced += 1
        if (ctx.state.character(target) is None and not ally_strikes.is_ally(ctx.state, target)) \
                or ctx.state.outcome is not None:
            continue
        rule = creatures.text_rule(ctx, attack)
        ctx.emit("AttackDeclared", rule, attack=attack.to_json(),
                 keyed_to=ctx.state.keyed_to, detainment=detainment,
                 **prowess_from.again(ctx, attack))
        ctx.emit("StrikeAssigned", rule, character=target, attack=attack.name)
        # Its strikes beyond one are excess strikes against him, as in the first attack.
        if resolve_strike(ctx, target, attack, StrikeModifiers(excess=creatures.excess(
                played, attack)), detainment=detainment,
                          armour_rule=armour_rule, struck=(target,), wounded=wounded):
            defeated.append(target)
    return faced


#: The clause of an At Home's kill points: a hazard permanent-event with kill points and an
#: attack of its own is a defeated creature when that attack is defeated.
HOME_POINTS = "BA-CLAR-1"
#: From this version an At Home's kill points (``MarshallingPointsGained``) cite
#: ``HOME_POINTS``; before, CoE 3.v, as any attack's.
HOME_POINTS_CITED_SINCE = 241


def attack_over(ctx: Context[State], attack: Attack, beaten: bool, *,
                assigned: tuple[str, ...] = (), defeated: tuple[str, ...] = (),
                wounded: tuple[str, ...] = (), came: bool = False, hazard: str | None = None,
                may_wait: bool = True, then: Sequence[Pending] = ()) -> bool:
    """What follows an attack resolved, ``beaten`` or not: its end, the kill points, and what
    the creature, the factions, a raid, a Battle and Alatar do after it (``assigned``: the
    characters struck; ``defeated``: those who beat their strike; ``wounded``: those it
    wounded, still in play; ``came``: Alatar joined the company to face it; ``hazard``: the
    creature card, where the attack does not await the defender; ``then``: the acts of the
    card that ended it, last). False while a check of its end waits for helpers
    (attack_ends.py, with ``may_wait``): its maker then takes the attack as still waiting."""
    points = dragon_homes.kill_points(ctx.ruleset.catalog, attack, beaten)  # BA-CLAR-1
    # An At Home's kill points cite BA-CLAR-1, which makes it a defeated creature.
    scored = coe.ATTACK_RESULT if points is None or not played_since(
        ctx.ruleset.played, HOME_POINTS_CITED_SINCE) else HOME_POINTS
    if points is None and attack.automatic:  # its own: a second one's row's (RGO-SITE-DH-S3)
        points = attack.marshalling_points if beaten else 0
    points = engine.kill_points(attack, beaten) if points is None else points
    awaited = ctx.state.awaited_strikes
    hazard = awaited.hazard if awaited is not None else hazard
    ctx.emit("AttackEnded", coe.ATTACK_RESULT, attack=attack.name, defeated=beaten,
             marshalling_points=points)
    if points:
        ctx.emit("MarshallingPointsGained", scored, card=attack.source,
                 name=attack.name, kind="kill", points=points)
        if abilities.plays_fram(ctx.ruleset.played) and abilities.fram_framson(
                ctx.state, attack, defeated):
            ctx.emit("MarshallingPointsGained", "RGO-ABIL-23", card=attack.source,
                     name=f"{attack.name} (slain by Fram Framson)", kind="kill", points=1)
    return attack_ends.run(ctx, attack, beaten, hazard=hazard, assigned=assigned,
                           defeated=defeated, wounded=wounded, came=came, may_wait=may_wait,
                           then=then)


def resolve_strike(ctx: Context[State], target: str, attack: Attack, mods: StrikeModifiers,
                   *, detainment: bool = False, armour_rule: str | None = None,
                   struck: tuple[str, ...] = (), wounded: list[str] | None = None,
                   further: bool = False) -> bool:
    """One strike against ``target`` (``struck``: every character this attack strikes, once
    for each strike sequence); True if the strike was defeated. A character it wounds who
    stays in play is added to ``wounded``, once. ``further``: a strike sequence of his after
    his first (Boromir's, TD-MULTI-1), facing it as the one before left him (TD-MULTI-2) and
    with none of the defender's choices on his strike, made for his first
    (``strike_pool.unchosen``)."""
    played = ctx.ruleset.played
    facing = strike_pool.unchosen(ctx.state, target) if further else ctx.state
    terms = strike_terms.of(ctx.ruleset, facing, target, attack, mods, struck)
    if terms is None:
        return False
    character = ctx.state.character(target)
    if character is None:  # an ally (ally_strikes.py)
        return ally_strikes.resolve(ctx, target, terms, detainment=detainment)
    attack, cards, against = terms.attack, terms.cards, terms.check
    index = ctx.position("dice")
    dice = ctx.roll(f"{character.name} against {attack.name}", coe.STRIKE_ROLL)
    if cards.best_of_two is not None:
        index, dice = best_of_two(ctx, character, attack, cards.best_of_two, index, dice,
                                  against)
    roll = sum(dice)
    prowess = terms.prowess
    result = engine.strike_result(roll, prowess, attack.prowess)
    made = creatures.as_fought(played, attack, character, against(dice, index),
                               creatures.text_rule(ctx, attack))
    ctx.emit("StrikeResolved", coe.STRIKE_RESULT, character=target, roll=roll,
             prowess=prowess, strike_prowess=attack.prowess, result=result,
             **creatures.fought_with(played, attack), **explained(ctx, made))
    if result == engine.SUCCEEDED and (detainment
                                       or creatures.wound_taps_only(played, attack)):
        # A detainment strike taps its target instead of wounding it (CoE 3.iv.7), as
        # Neeker-breekers' strikes do.
        ctx.emit("CharacterStateChanged", coe.STRIKE_RESULT, character=target, state="tapped")
        return False
    if result == engine.SUCCEEDED and creatures.takes_item(ctx, attack, character):
        return False  # a Thief's or Pick-pocket's strike takes an item, harming no one
    steady = terms.kept_by is not None or terms.mods.stay_untapped
    after = engine.after_strike(character, result, stay_untapped=steady)
    if after.state != character.state:
        ctx.emit("CharacterStateChanged", coe.STRIKE_RESULT, character=target, state=after.state)
    if result == engine.SUCCEEDED:
        creatures.wounded(ctx, attack, character)  # Brigands, the Trolls
        origin_returns.struck(ctx, attack)  # a Fell Turtle sends the company back
        if creatures.discards_wounded(played, attack, character):  # an Abductor's text
            rule, named = creatures.wound_discard_cited(ctx, attack) or (coe.STRIKE_RESULT, {})
            eliminate(ctx, character, rule, f"discarded by {attack.name}", cited=named)
            return False
        # Giant Spiders discard him on a check equal to his body (a Wizard aside).
        spiders = attack if creatures.discards_on_equal_body(played, attack, character) \
            else None
        if armour_rule is not None:
            burden = sum(1 for i in character.items if worn(i, (ARMOUR, SHIELD, HELMET)))
            gone = body_check(ctx, target, wounded_before=character.wounded,
                              reason=attack.name, rule=armour_rule, modifier=burden,
                              extra=terms.body_extra, discards_on_equal=spiders)
        else:
            gone = body_check(ctx, target, wounded_before=character.wounded,
                              reason=attack.name, extra=terms.body_extra,
                              discards_on_equal=spiders)
        if not gone and wounded is not None and target not in wounded:
            wounded.append(target)
        return False
    if result == engine.FAILED and attack.body is not None:
        attack = terms.attacker
        index = ctx.position("dice")
        dice = ctx.roll(f"body check of {attack.name}", coe.BODY_CHECK)
        defeated = engine.strike_defeated(result, attack.body, sum(dice))
        if explains(ctx):  # version 2 on: the attacker's body check has its own line
            ctx.emit("AttackBodyChecked", coe.BODY_CHECK, attack=attack.name, roll=sum(dice),
                     body=attack.body, defeated=defeated,
                     check=engine.attack_body_check(attack, dice, index).to_json())
        return defeated
    return result == engine.FAILED


def best_of_two(ctx: Context[State], character: Character, attack: Attack, card: str,
                index: int, dice: list[int],
                against: Callable[[Sequence[int], int], Check]) -> tuple[int, list[int]]:
    """A card's second roll against the strike; the better of the two is used (the choice
    a player makes is always the higher roll). From version 12 both rolls record their
    check against the strike (``against``), so the one set aside is explained too."""
    second_index = ctx.position("dice")
    second = ctx.roll(f"{character.name}'s second roll against {attack.name}",
                      coe.STRIKE_RESOURCES)
    chosen = (second_index, second) if sum(second) > sum(dice) else (index, dice)
    both: dict[str, JSON] = {} if ctx.ruleset.played in ONE_ROLL_CHECKED_VERSIONS else {
        "check": [against(dice, index).to_json(), against(second, second_index).to_json()]}
    ctx.emit("StrikeRollChosen", coe.STRIKE_RESOURCES, character=character.card_id,
             card=card, rolls=[sum(dice), sum(second)], chosen=sum(chosen[1]), **both)
    return chosen


#: Why the hazard events played earlier this turn change the attack (``AttackModified``).
STRENGTHENED = "hazard events played earlier this turn"
#: Versions in which only the chosen roll of a best-of-two strike recorded its check.
ONE_ROLL_CHECKED_VERSIONS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11")


def card_name(ctx: Context[State]) -> Callable[[str], str]:
    return strike_terms.card_names(ctx.ruleset.catalog)


#: Versions recorded before every roll's outcome carried its check; they replay as played.
BARE_VERSIONS = ("1",)


def explains(ctx: Context[State]) -> bool:
    """Whether the version played records checks (and every body check) as facts."""
    return ctx.ruleset.played not in BARE_VERSIONS


def enhanced(ctx: Context[State]) -> bool:
    """Whether the version played has the enhanced characters and Courage of section 2."""
    return strike_terms.enhanced(ctx.ruleset.played)


def candidates(ctx: Context[State], pool: list[str]) -> dict[str, JSON]:
    """The characters a random pick chose among, in the versions that record it."""
    return {"candidates": list(pool)} if explains(ctx) else {}


def explained(ctx: Context[State], made: Check) -> dict[str, JSON]:
    """The ``check`` field of a roll's outcome, in the versions that record it."""
    return {"check": made.to_json()} if explains(ctx) else {}


def body_check(ctx: Context[State], target: str, *, wounded_before: bool, reason: str,
               rule: str = coe.BODY_CHECK, modifier: int = 0,
               extra: Sequence[Modifier] = (),
               discards_on_equal: Attack | None = None) -> bool:
    """A character's body check; an eliminated character's items pass to the company.
    ``extra``: what raises its body here (abilities), as modifiers off the roll. With
    ``discards_on_equal``, the attack of a creature whose text says so (Giant Spiders), a
    check that comes out equal to his body discards him, cited by the card from
    ``creatures.EQUAL_BODY_CITED_SINCE`` (the check naming it too). True if he left play."""
    character = ctx.state.character(target)
    if character is None:
        return False
    index = ctx.position("dice")
    dice = ctx.roll(f"body check of {character.name}", rule)
    roll = sum(dice) + modifier + sum(m.amount for m in extra)
    failed = engine.body_check_fails(roll, character.effective_body, wounded_before)
    spiders, cited = creatures.equal_body_discard(ctx, discards_on_equal, roll,
                                                  character.effective_body, wounded_before)
    discard, named = cited or (coe.BODY_CHECK, {})
    if explains(ctx):  # version 2 on: every body check has its own line, passed or not
        burden = [Modifier(modifier, f"rule:{rule}", "burden of body-raising items", rule)]
        made = engine.body_check(character, [*burden, *extra], dice, index, wounded_before)
        ctx.emit("BodyChecked", rule, character=target, roll=roll, eliminated=failed,
                 check=made.to_json(), **named)
    if spiders is not None:
        eliminate(ctx, character, discard, f"discarded by {reason}", cited=named)
        return True
    if not failed:
        return False
    # Ent-draughts is never transferred (ent_draughts.py), the Wizard's Ring never passed on
    # (wizards_ring.py): no companion takes them, they go to the discard pile with him.
    played = ctx.ruleset.played
    passing = replace(character, items=tuple(
        i for i in wizards_ring.stealable(played, character.items)
        if not ent_draughts.kept(played, i)))
    eliminate(ctx, character, coe.ELIMINATED, reason,
              engine.inherit_items(passing, ctx.state.characters))
    return True
