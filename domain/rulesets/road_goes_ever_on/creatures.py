"""The creatures' special text (``domain.engine.creature_scripts``) as The Road Goes Ever On
plays it from ``SINCE_VERSION`` (generation ``GENERATION``, so the first two too): who faces
the strikes, the prowess a strike has against a character, what a wound does, and the
corruption checks an attack brings. Earlier versions play the catalog's numbers only."""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from domain.canonical import JSON
from domain.cards import Card, Catalog
from domain.engine import (
    attacks_at_once,
    coe,
    creature_discards,
    creature_places,
    creature_scripts,
    keying,
)
from domain.engine.characters import Character
from domain.engine.checks import Check
from domain.engine.combat import Attack
from domain.engine.creature_scripts import (
    BEARER,
    COMPANY,
    CreatureScript,
    Where,
    scripted_creature,
)
from domain.engine.movement import site_path
from domain.immutable import replace
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on import (
    act_checks,
    check_helpers,
    desolation,
    effect_clauses,
    ent_draughts,
    hazard_pile,
    hazard_scripts,
    item_copies,
    nazgul_abroad,
    nazgul_mounts,
    pack_at_the_door,
    wizards_ring,
)
from domain.rulesets.road_goes_ever_on.state import Pending, State
from domain.rulesets.road_goes_ever_on.turn_of import turn_of

if TYPE_CHECKING:  # the turn's module depends on combat, which depends on this one
    pass

#: The first version that plays the creature scripts, and the generation it plays.
SINCE_VERSION = 57
GENERATION = 3
#: From this version generation 4 as well: where a creature's text lets it be played, and
#: the items its strikes take.
PLACES_SINCE_VERSION = 76
PLACES_GENERATION = 4
#: From this version generation 5 as well: the creatures of several attacks (Assassin,
#: Slayer) and the Mouth of Sauron as a creature.
ATTACKS_SINCE_VERSION = 88
ATTACKS_GENERATION = 5
#: From this version generation 6 as well (the Mûmak's further regions after Corsairs of
#: Umbar), and the places a creature's text adds count for a creature keyed to the site in
#: the site phase too (on guard, drawn for a site's attack).
SITES_SINCE_VERSION = 96
SITES_GENERATION = 6
#: From this version generation 7 as well: a named region in the middle of the site path
#: counts, its name read off the map (``keying.path_region_names``).
PATHS_SINCE_VERSION = 101
PATHS_GENERATION = 7
#: From this version generation 8 as well: the item a Thief, Pick-pocket or Brigands take
#: is the one the defender names (``item_thefts``), else the one worth the fewest points.
CHOICE_SINCE_VERSION = 116
CHOICE_GENERATION = 8
#: From this version generation 9 as well: the defender taps characters to cancel attacks
#: of an Assassin or a Slayer (``attack_cancels``).
CANCELS_SINCE_VERSION = 124
CANCELS_GENERATION = 9
#: From this version generation 10 as well: an attack of an Assassin or a Slayer given more
#: than one strike strikes its one defender, the strikes beyond the first excess strikes
#: against him (``lone_defender``, ``excess``).
EXCESS_SINCE_VERSION = 146
EXCESS_GENERATION = 10
#: From this version generation 11 as well: each attack of an Assassin or a Slayer holds its
#: strike, assigned, for the defender, who may still cancel that attack then (``held_attacks``).
LATE_SINCE_VERSION = 171
LATE_GENERATION = 11
#: The first version in which a strike fought with the mind (Neeker-breekers) records so: its
#: ``StrikeResolved`` names ``fought_with`` "mind" and the ``creature``, and the check's first
#: modifier reads as the character's mind; before, it read as his prowess, and those versions
#: replay as played.
MIND_RECORDED_SINCE = 192
#: The first version citing an item a creature's strike or wound takes (``ItemLost``) as a
#: card's effect is cited: by the clause its attack was played under, the card named
#: (``creature``), with the character struck (``struck``: the audit follows that strike's
#: roll) and why that item (``pick``, one of ``PICKS``). No clause of the scenario speaks of
#: items lost; before, the event cited RGO-HAZ-2 alone and named only the attack (``by``).
ITEM_LOST_CITED_SINCE = 196
#: The first version citing a character or ally Giant Spiders' text discards on a body check
#: equal to his body (no failure: CoE 3.I.1 fails a total above the body) by the card, as an
#: item a creature takes is from ``ITEM_LOST_CITED_SINCE``: the discard (``CharacterEliminated``,
#: an ally's ``AllyDiscarded``) and each card leaving play with him (``ItemLeftPlay``,
#: ``HazardLeftPlay``) cite the clause its attack was played under and name it (``creature``),
#: and the body check names it too (``equal_body_cited``), its line saying so, an ally's no
#: longer recorded as failed. Before, the body check's rule (CoE-3.I.1; an ally's discard
#: CoE-3.I.2, its check recorded as failed), no card, the character's check told "survives".
EQUAL_BODY_CITED_SINCE = 205
#: The first version citing a character or ally an Abductor's strike wounds, whom its text
#: discards with no body check, by the card, as Giant Spiders' equal-body discard is from
#: ``EQUAL_BODY_CITED_SINCE``: the discard (``CharacterEliminated``, an ally's
#: ``AllyDiscarded``) and each card leaving play with him cite the clause the creature's attack
#: was played under and name it (``creature``). Before, the strike's result (CoE-3.iv.7), no
#: card.
WOUND_DISCARD_CITED_SINCE = 207
#: The first version citing an item a creature revealed on guard takes by RGO-GUARD-1 where its
#: attack never waited for the defender (no assignment of its strikes records the clause it was
#: played under: ``cited_under``); before, RGO-HAZ-2 there.
GUARD_CITED_SINCE = 207
#: The first version reading the clause a creature's attack was played under off the attack
#: itself, as its declaration records it (``State.declared_under``, its ``AttackDeclared``'s
#: clause, set aside and taken up with the attack), whether its strikes waited for the
#: defender or not: RGO-GUARD-1 on guard, a site encounter's row, RGO-UDEEP-2 Under-deeps, for
#: all a creature's text does (Giant Spiders' equal-body discard, its own text's clause, an
#: item taken, an Abductor's discard, the cards leaving play with a character discarded).
#: Before, it was read off the assignment of its strikes (``assigned_under``: RGO-HAZ-2 where
#: its strikes never waited), RGO-GUARD-1 from ``GUARD_CITED_SINCE`` for the on-guard card
#: revealed at the site alone (``cited_under``); those games replay as played.
ATTACK_CLAUSE_SINCE = 208
#: The clause an on-guard card is revealed and its attack made under.
GUARD_RULE = "RGO-GUARD-1"
#: Why a creature took that item: the defender named it as the strikes were assigned; none
#: named (or none still borne), the one worth the fewest marshalling points, the first borne
#: on a tie; or every item but the special ones the wounded character bears (a Troll's).
NAMED, FEWEST, ALL_BUT_SPECIAL = "named", "fewest", "all-but-special"
PICKS = (NAMED, FEWEST, ALL_BUT_SPECIAL)
#: How the narration says each pick.
PICK_TEXT = {NAMED: "the item the defender named to give up",
             FEWEST: "no item named, so the one worth the fewest marshalling points, the "
                     "first borne on a tie",
             ALL_BUT_SPECIAL: "every item but the special ones the wounded character bears"}
#: (first version, generation) in order: what ``creature_generations`` lists.
GENERATIONS = ((SINCE_VERSION, GENERATION), (PLACES_SINCE_VERSION, PLACES_GENERATION),
               (ATTACKS_SINCE_VERSION, ATTACKS_GENERATION),
               (SITES_SINCE_VERSION, SITES_GENERATION), (PATHS_SINCE_VERSION, PATHS_GENERATION),
               (CHOICE_SINCE_VERSION, CHOICE_GENERATION),
               (CANCELS_SINCE_VERSION, CANCELS_GENERATION),
               (EXCESS_SINCE_VERSION, EXCESS_GENERATION), (LATE_SINCE_VERSION, LATE_GENERATION))
#: The clause a creature's further places rest on (keying, CoE 2.IV) beside the Hazard Pile's.
KEYING_RULE = "RGO-HAZ-4"
#: The clause under which a creature's own text acts (a hazard from the pile resolved).
RULE = "RGO-HAZ-2"
WIZARD = "Wizard"


def script(played: str, attack: Attack) -> CreatureScript | None:
    """The script of the creature behind ``attack`` in the version played (None: an
    automatic-attack, a creature without special text, or a version before the scripts)."""
    if attack.automatic:
        return None
    return scripted_creature(attack.source, generation(played))


@functools.lru_cache(maxsize=256)  # asked at every strike and keying: a few versions
def generation(played: str) -> int:
    """The generation of creature scripts the version played plays (0: none)."""
    if not played.isdigit():
        return 0
    return max((g for since, g in GENERATIONS if int(played) >= since), default=0)


def keying_position(ctx: Context[State], card: Card, journey: hazard_pile.Journey,
                    floor: int) -> int | None:
    """The earliest place at or after ``floor`` where ``card`` can be keyed: its printed
    keying (``hazard_pile.keying_position``), or from generation 4 a place its text adds
    (a named region of the site path, a site in a named region, a named site, a move
    between two named sites)."""
    return _keyed(ctx.ruleset.played, ctx.state, ctx.ruleset.catalog, card, journey, floor)


def keyable_at_site(played: str, state: State, catalog: Catalog, card: Card,
                    site: Card) -> bool:
    """Whether ``card`` can be keyed to ``site``, where the company stands (an on-guard
    card revealed, a creature drawn for a site's attack): by its printed keying, and from
    ``SITES_SINCE_VERSION`` by a site its text adds."""
    journey = hazard_pile.Journey((), site.site_type or "", site.name, site.region)
    if not played_since(played, SITES_SINCE_VERSION):
        return hazard_pile.keying_position(card, journey, 0) is not None
    return _keyed(played, replace(state, site=site.id, destination=None), catalog, card,
                  journey, 0) is not None


def keying_clause(ctx: Context[State], card: Card, journey: hazard_pile.Journey, floor: int,
                  position: int | None) -> tuple[str, dict[str, JSON]]:
    """The clause ``card`` keyed at ``position`` (from ``floor``) cites, and the fields naming
    the card that let it be keyed there: The Nazgûl are Abroad's (``nazgul_abroad.keyed``)
    where its place reaches ``position`` and no other keying does, else RGO-HAZ-4."""
    played, state, catalog = ctx.ruleset.played, ctx.state, ctx.ruleset.catalog
    if not played_since(played, effect_clauses.EVERY_ACT_SINCE):
        return nazgul_abroad.RULE, {}  # named by no version before: no need to weigh it
    alone = position is not None \
        and nazgul_abroad.position(played, state, catalog, card, journey, floor) == position \
        and _keyed(played, state, catalog, card, journey, floor, abroad=False) != position
    return nazgul_abroad.keyed(ctx) if alone else (nazgul_abroad.RULE, {})


def _keyed(played: str, state: State, catalog: Catalog, card: Card,
           journey: hazard_pile.Journey, floor: int, abroad: bool = True) -> int | None:
    """The earliest place ``card`` can be keyed; without The Nazgûl are Abroad's places where
    not ``abroad``."""
    printed = hazard_pile.keying_position(card, journey, floor)
    for extra in (pack_at_the_door.position(played, state, card, journey, floor),
                  nazgul_mounts.position(played, state, card, journey, floor),
                  nazgul_abroad.position(played, state, catalog, card, journey, floor)
                  if abroad else None,
                  desolation.position(played, state, card, journey, floor)):
        if extra is not None:
            printed = extra if printed is None else min(printed, extra)
    found = scripted_creature(card.id, generation(played))
    if found is None or not found.also_played:
        return printed
    places = [p for where in found.also_played
              for p in _places(played, state, catalog, where, journey, floor)]
    if printed is not None:
        places.append(printed)
    return min(places, default=None)


def _places(played: str, state: State, catalog: Catalog, where: Where,
            journey: hazard_pile.Journey, floor: int) -> list[int]:
    origin = catalog.get(state.site)
    moving = state.destination is not None
    # The site path records region types; its first region is the origin's, its last the
    # new site's: those two are known by name, and from PATHS_SINCE_VERSION the others where
    # the map tells them.
    named: dict[int, str | None] = {}
    if moving and journey.regions:
        named = {0: origin.region, len(journey.regions) - 1: journey.region_name}
        if played_since(played, PATHS_SINCE_VERSION):
            named.update(_path_names(catalog, state, origin, len(journey.regions)))
    faced = tuple(card for turn, company, card in state.faced_creatures
                  if turn == state.turn and company == state.company)
    route = creature_places.Route(
        tuple((i, name) for i, name in named.items() if name), journey.site_position,
        journey.site_name, journey.region_name or "", journey.site_type,
        origin.name if moving else None, hazard_scripts.doors_in_play(state), faced)
    return [at for at, _ in creature_places.places(where, route, floor)]


def path_names(catalog: Catalog, state: State) -> dict[int, str]:
    """The regions of the running company's site path the map names, by position."""
    return _path_names(catalog, state, catalog.get(state.site), len(state.path))


def _path_names(catalog: Catalog, state: State, origin: Card,
                length: int) -> dict[int, str]:
    """The regions of the company's site path the map names, by position: read off the
    path the site cards print (a hazard treating a region does not rename it)."""
    target = catalog.get(state.destination) if state.destination is not None else None
    printed = site_path(origin, target) if target is not None else None
    if printed is None or len(printed) != length or target is None:
        return {}
    names = keying.path_region_names(origin.region, target.region, printed)
    return {i: name for i, name in enumerate(names) if name is not None}


def attacker_chooses(played: str, attack: Attack) -> bool:
    """The attacker chooses every defender: the defender assigns no strike (but may still
    nominate a Brave character, RGO-CHAR-3) and the rest go at random (RGO-TARGET-2)."""
    found = script(played, attack)
    return found is not None and found.attacker_chooses


def lone_defender(played: str, attack: Attack) -> bool:
    """Whether every strike of the attack goes to one defending character, those beyond the
    first as excess strikes against him (an Assassin's or a Slayer's attack given more)."""
    found = script(played, attack)
    return found is not None and found.excess_on_defender


def excess(played: str, attack: Attack) -> int:
    """The excess strikes of such an attack on its one defender: -1 prowess each (0 for any
    other attack)."""
    return max(0, attack.strikes - 1) if lone_defender(played, attack) else 0


def faces(played: str, attack: Attack, character: Character) -> bool:
    """Whether ``character`` may face a strike of the attack: not a Wizard against
    Neeker-breekers."""
    return creature_scripts.faces(script(played, attack), character)


def shaped(ctx: Context[State], attack: Attack, rule: str = RULE) -> Attack:
    """The attack as its text shapes it, before it is declared: Neeker-breekers strike only
    the non-Wizards; an Orc-lieutenant or Orc-warband is stronger against a company that
    has already faced an Orc attack this turn (``State.faced``), citing the clause ``rule``
    the attack is played under from ``effect_clauses.SINCE``."""
    played, state = ctx.ruleset.played, ctx.state
    found = script(played, attack)
    if found is None:
        return attack
    if found.mind_against:
        attack = replace(attack, strikes=sum(1 for c in state.characters
                                             if faces(played, attack, c)))
    if found.attacks > 1:
        # Each of its attacks has one strike (the Slayer's printed two count its attacks),
        # and, from generation 10, the strikes hazards gave it more (its excess strikes,
        # ``excess``).
        printed = ctx.ruleset.catalog.get(attack.source).strikes or 1
        attack = replace(attack, strikes=creature_scripts.attack_strikes(found, attack.strikes,
                                                                         printed))
    if found.prowess_after is not None:
        race, prowess = found.prowess_after
        if any(turn == state.turn and company == state.company and race in raced
               for turn, company, raced in state.faced):
            ctx.emit("AttackModified", effect_clauses.as_played(played, rule),
                     attack=attack.name, strikes=0, prowess=prowess,
                     note=f"the company has already faced an {race} attack this turn")
            attack = attack.modified(prowess=prowess)
    return attack


def struck_by(played: str, attack: Attack, character: Character) -> tuple[Attack, Character]:
    """The strike and the character as they meet: a higher prowess against the character's
    race; a character facing Neeker-breekers with his mind as his prowess (and no item's
    bonus), or with none at all if a Wizard, who faces no such strike."""
    found = script(played, attack)
    if found is None:
        return attack, character
    for race, prowess in found.prowess_against:
        if character.race == race:
            attack = replace(attack, prowess=prowess)
    return attack, creature_scripts.fighter(found, character)


def fought_with(played: str, attack: Attack) -> dict[str, str]:
    """What a strike's fact adds when the character fights it with his mind, from
    ``MIND_RECORDED_SINCE`` (else nothing): ``fought_with`` and the ``creature`` striking."""
    found = script(played, attack)
    if found is None or not found.mind_against or not played_since(played, MIND_RECORDED_SINCE):
        return {}
    return {"fought_with": "mind", "creature": attack.source}


def as_fought(played: str, attack: Attack, character: Character, made: Check,
              clause: str = RULE) -> Check:
    """The strike's check, its first modifier (the fighter's own number) told as his mind when
    he fights with it (``fought_with``), by the creature's text (``clause``: ``text_rule``)."""
    first = made.modifiers[0] if made.modifiers else None
    why = mind_told(played, attack, character)
    if why is None or first is None \
            or first.source != f"card:{character.card_id}":  # a mind of 0 is left out
        return made
    own = replace(first, why=why, clause=clause)
    return replace(made, modifiers=(own, *made.modifiers[1:]))


def mind_told(played: str, attack: Attack, character: Character) -> str | None:
    """How the strike's check tells the character's own number when he fights with his mind
    (``fought_with``); None: he fights with his prowess."""
    if not fought_with(played, attack):
        return None
    return f"{character.name}'s mind, fought with against {attack.name} instead of prowess"


def wound_taps_only(played: str, attack: Attack) -> bool:
    """A strike that would wound only taps the character, with no body check."""
    return creature_scripts.wound_taps_only(script(played, attack))


def discards_wounded(played: str, attack: Attack, character: Character) -> bool:
    """The character the strike wounds is discarded, no body check (a Wizard aside)."""
    found = script(played, attack)
    return found is not None and found.discards_wounded and character.race != WIZARD


def discards_on_equal_body(played: str, attack: Attack, character: Character) -> bool:
    """A wounded character whose body check equals his body is discarded (a Wizard aside)."""
    found = script(played, attack)
    return found is not None and found.discards_on_equal_body and character.race != WIZARD


def corruption_first(ctx: Context[State], attack: Attack,
                     stops: bool = False) -> tuple[str, ...] | None:
    """Every character of the company makes a corruption check before the strikes are
    assigned (Corpse-candle); with ``stops``, one whose failed check queued an attack to be
    made at once (a Traitor's) stops them: the characters still to check (None: all
    checked)."""
    found = script(ctx.ruleset.played, attack)
    if found is None or not found.company_corruption_first:
        return None
    return checks_in_turn(ctx, tuple(c.card_id for c in ctx.state.characters), stops,
                          attack.source)


def checks_in_turn(ctx: Context[State], order: tuple[str, ...],
                   stops: bool, creature: str) -> tuple[str, ...] | None:
    """The corruption check ``creature`` asks of each character of ``order`` still in play,
    in turn; with ``stops``, those still to come once one queues an attack (None: all
    made), or, from ``check_helpers.HAZARDS_SINCE``, once one is declared waiting for helpers
    (his first: he checks once the player rolls)."""
    for who in order:
        if stops and _declared(ctx, who):
            return tuple(order[order.index(who):])
        queued = len(ctx.state.queued_attacks)
        creature_check(ctx, who, 0, creature)
        if stops and len(ctx.state.queued_attacks) > queued and ctx.state.outcome is None:
            return attacks_at_once.checks_after(order, who)
    return None


def wounded_check_modifier(played: str, attack: Attack) -> int | None:
    """The modifier of the corruption check each character the attack wounded, still in
    play, makes after it (Barrow-wight, Ghosts; attack_ends.py), None: none."""
    found = script(played, attack)
    return None if found is None else found.wounded_corruption


def _declared(ctx: Context[State], who: str) -> bool:
    """From ``check_helpers.HAZARDS_SINCE``, the check of ``who`` declared waiting for helpers
    (act_checks.py), naming no card: True if so."""
    return check_helpers.in_hazards(ctx.ruleset.played) and act_checks.declared(
        ctx, turn_of(ctx), ctx.state.character(who), Pending(act_checks.CHECK, who),
        check_helpers.ATTACK_CHECKS, "")


def creature_check(ctx: Context[State], who: str, modifier: int, creature: str) -> None:
    """The check ``creature`` asks of ``who`` at ``modifier``, while he is in play and the game
    goes on."""
    character = ctx.state.character(who)
    if character is None or ctx.state.outcome is not None:
        return
    turn_of(ctx).hazard_check(ctx, character, modifier, coe.CORRUPTION_CHECK, creature)




def takes_item(ctx: Context[State], attack: Attack, character: Character) -> bool:
    """A successful strike of a Thief or Pick-pocket harms no one: it takes an item the
    company holds, or one the struck character bears (True; the strike is not defeated)."""
    found = script(ctx.ruleset.played, attack)
    if found is None or found.strike_takes_item is None:
        return False
    if found.strike_takes_item == BEARER:
        _lose_item(ctx, attack, character, [character], found.defender_names_item)
    elif found.strike_takes_item == COMPANY:
        _lose_item(ctx, attack, character, list(ctx.state.characters),
                   found.defender_names_item)
    return True


def wounded(ctx: Context[State], attack: Attack, character: Character) -> None:
    """What a wound by the creature costs at once, before the body check: Brigands take an
    item of the company; a Troll after another of the three takes every item but the special
    ones the wounded character bears."""
    found = script(ctx.ruleset.played, attack)
    if found is None:
        return
    if found.wound_takes_item:
        _lose_item(ctx, attack, character, list(ctx.state.characters),
                   found.defender_names_item)
    state = ctx.state
    if found.wound_strips_after and any(
            turn == state.turn and company == state.company and card in found.wound_strips_after
            for turn, company, card in state.faced_creatures):
        rule, cited = _item_lost_cited(ctx, attack, character, ALL_BUT_SPECIAL)
        for item in character.items:
            if item.item_class != "special":
                ctx.emit("ItemLost", rule, character=character.card_id, card=item.card_id,
                         name=item.name, **cited,
                         **item_copies.fields(ctx.ruleset.played, character, item))


def takes_items(played: str, attack: Attack) -> TakesItems | None:
    """Whose items a strike or wound of the attack may take, where the defender names the
    item (``defender_names_item``): None if its text takes none or names none."""
    found = script(played, attack)
    if found is None or not found.defender_names_item:
        return None
    return TakesItems(found.strike_takes_item == BEARER)


@dataclass(frozen=True, slots=True)
class TakesItems:
    """An attack whose strikes take an item the defender names: one the struck character
    bears (``struck_only``, a Pick-pocket), or one of the company."""

    struck_only: bool


def _lose_item(ctx: Context[State], attack: Attack, struck: Character,
               bearers: Sequence[Character], named: bool) -> None:
    """The item the defender gives up to the strike on ``struck``: with ``named``, the first
    the defender named as the strikes were assigned that a bearer still has; else (or none
    named) the one worth the fewest marshalling points, the first borne on a tie; none if no
    bearer has one."""
    catalog, played = ctx.ruleset.catalog, ctx.ruleset.played
    borne = [(catalog.get(i.card_id).marshalling_points or 0, n, c, i)
             for n, (c, i) in enumerate((c, i) for c in bearers
                                        for i in wizards_ring.stealable(played, c.items)
                                        if not ent_draughts.kept(played, i))]
    if not borne:
        return
    awaited = ctx.state.awaited_strikes
    order = list(awaited.given_up) if named and awaited is not None else []
    # The items named by their copies from item_copies.NAMED_SINCE, by their cards before.
    chosen = [b for b in borne if item_copies.ref(played, b[3]) in order]
    _, _, bearer, item = min(chosen, key=lambda b: order.index(item_copies.ref(played, b[3]))) \
        if chosen else min(borne, key=lambda b: (b[0], b[1]))
    rule, cited = _item_lost_cited(ctx, attack, struck, NAMED if chosen else FEWEST)
    ctx.emit("ItemLost", rule, character=bearer.card_id, card=item.card_id, name=item.name,
             **({"by": attack.name} | cited), **item_copies.fields(played, bearer, item))


def item_taken_line(d: Mapping[str, Any], name: Callable[[str], str]) -> str | None:
    """The line of an ``ItemLost`` a creature's strike caused, from ``ITEM_LOST_CITED_SINCE``
    (it names the card): who took what from whom, on whose strike, and why that item; None
    for any other item lost."""
    if "creature" not in d:
        return None
    return (f"{d['by']} takes {d['name']}"
            f"{item_copies.described(d.get('lost_treasure'), name, closed=True)} from "
            f"{name(str(d['character']))} (its strike on {name(str(d['struck']))}): "
            f"{PICK_TEXT[str(d['pick'])]}.")


def _item_lost_cited(ctx: Context[State], attack: Attack, struck: Character, pick: str
                     ) -> tuple[str, dict[str, JSON]]:
    """The clause an item the creature of ``attack`` takes is cited by, and the fields naming
    the card, the character struck and why that item: from ``ITEM_LOST_CITED_SINCE`` the
    clause its attack was played under (``cited_under``), as a card's effect is cited;
    before, RGO-HAZ-2 and nothing more (the attack named by ``by`` where the event had it)."""
    if not played_since(ctx.ruleset.played, ITEM_LOST_CITED_SINCE):
        return RULE, {}
    return cited_under(ctx, attack), {"by": attack.name, "creature": attack.source,
                                      "struck": struck.card_id, "pick": pick}


def equal_body_discard(ctx: Context[State], attack: Attack | None, roll: int, body: int,
                       wounded_before: bool) -> tuple[Attack | None,
                                                      tuple[str, dict[str, JSON]] | None]:
    """Giant Spiders' text at a body check: with ``attack``, the creature's (given only where
    its text discards so), a ``roll`` equal to the ``body`` (+1 for one wounded before, as
    CoE 3.I.1 counts it), no failure, discards the one who made it. The attack if it does,
    else None, and the clause and fields citing it (``equal_body_cited``). Both body checks,
    a character's and an ally's, ask it here."""
    if attack is None or roll + (1 if wounded_before else 0) != body:
        return None, None
    return attack, equal_body_cited(ctx, attack)


def equal_body_cited(ctx: Context[State], attack: Attack) -> tuple[str, dict[str, JSON]] | None:
    """The clause a character or ally the creature of ``attack`` discards on a body check
    equal to his body is cited by, with the fields naming the card: from
    ``EQUAL_BODY_CITED_SINCE`` the clause its attack was played under (``played_under``), as
    an item it takes is cited; None before (the body check's rule, no card)."""
    if not played_since(ctx.ruleset.played, EQUAL_BODY_CITED_SINCE):
        return None
    return played_under(ctx, attack), {creature_discards.FIELD: attack.source}


def wound_discard_cited(ctx: Context[State], attack: Attack
                        ) -> tuple[str, dict[str, JSON]] | None:
    """The clause a character or ally the creature of ``attack`` discards as its strike
    wounds him (an Abductor) is cited by, with the fields naming the card: from
    ``WOUND_DISCARD_CITED_SINCE`` the clause its attack was played under (``cited_under``), as
    Giant Spiders' equal-body discard is; None before (the strike's result, no card)."""
    if not played_since(ctx.ruleset.played, WOUND_DISCARD_CITED_SINCE):
        return None
    return cited_under(ctx, attack), {creature_discards.FIELD: attack.source}


def cited_under(ctx: Context[State], attack: Attack) -> str:
    """The clause an item the creature takes, or an Abductor's discard, cites: the one its
    attack was played under (``played_under``). Before ``ATTACK_CLAUSE_SINCE``, from
    ``GUARD_CITED_SINCE``, RGO-GUARD-1 too for the on-guard card revealed at the site whose
    attack never waited for the defender, which no assignment of its strikes records."""
    played = ctx.ruleset.played
    rule = played_under(ctx, attack)
    if rule == RULE and played_since(played, GUARD_CITED_SINCE) \
            and not played_since(played, ATTACK_CLAUSE_SINCE) \
            and revealed_on_guard(ctx.state, attack.source):
        return GUARD_RULE
    return rule


def revealed_on_guard(state: State, card: str) -> bool:
    """Whether ``card`` is the on-guard card revealed at the site the company entered, this
    visit (``State.guard_revealed``)."""
    return state.guard_revealed == card


def played_under(ctx: Context[State], attack: Attack) -> str:
    """The clause the creature's attack was played under: from ``ATTACK_CLAUSE_SINCE`` as its
    declaration records it on the attack (``declared_under``); before, as the assignment of
    its strikes records it (``assigned_under``)."""
    if played_since(ctx.ruleset.played, ATTACK_CLAUSE_SINCE):
        return declared_under(ctx.state, attack)
    return assigned_under(ctx.state, attack)


def declared_under(state: State, attack: Attack) -> str:
    """The clause the attack's ``AttackDeclared`` cites, the attack last declared being the
    creature's (``State.declared_under``; RGO-HAZ-2 where none is recorded)."""
    declared = state.declared_under
    return declared[1] if declared is not None and declared[0] == attack.source else RULE


def assigned_under(state: State, attack: Attack) -> str:
    """The clause the creature's attack was played under, as its strikes' assignment records
    it (RGO-HAZ-2 for a creature revealed from the Hazard Pile, and where none is recorded:
    an attack whose strikes never waited for the defender)."""
    awaited = state.awaited_strikes
    return awaited.rule if awaited is not None and awaited.hazard == attack.source else RULE


def text_rule(ctx: Context[State], attack: Attack) -> str:
    """The clause the creature's own text cites as its attack goes on (its strike fought
    with the mind, its further attacks, a Fell Turtle sending the company back): from
    ``effect_clauses.SINCE`` the clause its attack was played under; before, RGO-HAZ-2."""
    return played_under(ctx, attack) if effect_clauses.cites(ctx.ruleset.played) else RULE


def further_attacks(played: str, attack: Attack, canceled: int = 0) -> int:
    """How many more attacks of one strike the creature makes on the character its first
    attack struck (Assassin: two, Slayer: one), ``canceled`` of them canceled."""
    found = script(played, attack)
    return 0 if found is None else max(0, found.attacks - 1 - canceled)
