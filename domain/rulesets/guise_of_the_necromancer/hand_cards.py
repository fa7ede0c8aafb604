"""Resource short-events played from the hand, as the engine scripts them
(``domain.engine.effects.REGISTRY``):

- in an attack (version 3 on): before its strikes are assigned, to cancel it (CoE 3.i), or on
  the strike under way, for its prowess or body (CoE 3.iv.5; one card needing a skill per
  strike);
- in the organization and site phases, outside an attack: untapping or healing a character
  in play, drawing cards (CoE 5.1).

A card with any other effect is not offered. Outside an attack, a resource short-event no
script plays is played by declaring one of those effects (``declare-resource:<card>``, with
``effect``, ``target`` and ``amount``), recorded with the play as declared (CoE 5.1). The
engine's first generation of scripted cards is played; from ``GENERATION_2_FROM`` also those of
its second generation one of whose modes this hand plays (``script``: The Cock Crows cancels a
Troll attack, Escape wounds an unwounded character of the company to cancel the attack, Block
keeps a warrior facing a strike untapped unless it wounds him, Dodge any character, his body
-1); the others stay declared."""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass

from domain.canonical import JSON
from domain.cards import Card, Catalog, fold
from domain.engine import coe, effect_words, effects, turn_bonuses
from domain.engine.characters import Character
from domain.engine.company import company_size, size_problem
from domain.engine.influence_attempts import faction_play_problem
from domain.engine.movement import site_path
from domain.errors import IllegalAction
from domain.ruleset import played_since
from domain.rulesets.guise_of_the_necromancer import (
    iron_crown,
    permanent_events,
    printed_rules,
    treated_sites,
)
from domain.rulesets.guise_of_the_necromancer.state import (
    BRIDGE,
    ENTERED,
    NOT_SITE,
    ORGANIZATION,
    SITE,
    Company,
    State,
)
from domain.rulesets.hobbit import environments, kept_untapped, old_road
from domain.rulesets.hobbit.flights import site_problem
from domain.rulesets.hobbit.moves import (
    attack_problem,
    cancel_problem,
    gates_missing,
    information_problem,
    site_type_named,
)
from domain.rulesets.hobbit.no_use import GON

#: The effects a card may have in each window.
PLAYABLE: dict[str, frozenset[str]] = {
    effects.DURING_ATTACK: frozenset({effects.CANCEL_ATTACK, effects.WOUND_CHARACTER}),
    effects.DURING_STRIKE: frozenset({effects.PROWESS, effects.BODY, effects.DOES_NOT_TAP}),
    effects.ANY_TIME: frozenset({effects.UNTAP, effects.HEAL, effects.DRAW}),
}
#: What the hand plays besides from ``GENERATION_6_FROM``: before an attack's strikes are
#: assigned, a card's modifier to a character's corruption check (a Wizard's spell), prowess
#: against every strike of the attack, a change to the attack's prowess or body; on the strike
#: under way, canceling it or rolling twice.
LATER_PLAYABLE: dict[str, frozenset[str]] = {
    effects.DURING_ATTACK: frozenset({effects.CHECK_NOW, effects.STRIKES_PROWESS,
                                      effects.COMPANY_STRIKE_PROWESS,
                                      effects.ATTACK_PROWESS_NOW, effects.ATTACK_BODY_NOW}),
    effects.DURING_STRIKE: frozenset({effects.CANCEL_STRIKE, effects.BEST_OF_TWO}),
    effects.ANY_TIME: frozenset(),
}
#: What the hand plays besides from ``GENERATION_11_FROM``: in the organization and site
#: phases, a card's bonuses to its character for the rest of the turn, his company untapped,
#: his corruption check (``domain.engine.turn_bonuses``: Narya, Nenya, Vilya, Wizard's Voice).
TURN_PLAYABLE = frozenset({*turn_bonuses.STATS, effects.UNTAP_COMPANY, effects.CHECK_NOW})
#: The first version reading the engine's second generation of scripted cards (``script``).
GENERATION_2_FROM = 11
#: The first version reading the engine's sixth generation, and the effects of
#: ``LATER_PLAYABLE`` (the second generation's Halfling Stealth, The Old Thrush and Stars too).
GENERATION_6_FROM = 17
#: The first version reading the engine's eleventh generation, and the effects of
#: ``TURN_PLAYABLE``.
GENERATION_11_FROM = 26
#: The first version reading the engine's sixteenth generation: Stars cannot be duplicated on
#: an attack (of generations 12 to 16 this hand plays nothing else: travel, search).
GENERATION_16_FROM = 29
#: The first version reading the engine's seventeenth generation: Praise to Elbereth cancels a
#: Nazgûl's attack, an untapped character of the company tapping (with no Doors of Night in
#: the hazard decks, GON-HDECK-7, its prowess for the turn never comes); Favor of the Valar
#: draws a new hand in the organization phase; Hiding stays declared until ``HIDING_FROM``.
GENERATION_17_FROM = 31
#: What the hand plays besides from ``GENERATION_17_FROM``: before an attack's strikes are
#: assigned, Praise to Elbereth's prowess under Doors of Night (never in play here); in the
#: organization phase, Favor of the Valar's new hand.
GENERATION_17_PLAYABLE = {effects.DURING_ATTACK: frozenset({effects.DOORS_PROWESS}),
                          effects.ANY_TIME: frozenset({effects.NEW_HAND})}
#: The first version refusing a card that only lowers the hazard limit (Fair Travels, the
#: mountain and river cards: the engine's twelfth generation), there being none to lower
#: (GON-HH-2), where the player declared what it did; ``refused``.
NO_LIMIT_FROM = 35
NO_LIMIT = "GON-HH-2"
#: The first version playing the effects of ``COMPANY_PLAYABLE`` too.
COMPANY_CARDS_FROM = 36
#: What the hand plays besides from ``COMPANY_CARDS_FROM``: in the organization and site
#: phases, a card's bonus to a character's next corruption check this turn (A Friend or
#: Three, Halfling Strength), a scout's company kept from hazard creatures this turn
#: (Stealth); before an attack's strikes are assigned, an automatic-attack's strikes halved
#: (Quiet Lands).
COMPANY_PLAYABLE = {effects.ANY_TIME: frozenset({effects.CHECK_BONUS, effects.PREVENT_CREATURES}),
                    effects.DURING_ATTACK: frozenset({effects.HALVE_STRIKES})}
#: The first version playing the effects of ``KEYING_PLAYABLE`` too: in the organization
#: phase, a ranger's company kept from creatures keyed by type to a Wilderness this turn
#: (Ford), a sage's from creatures keyed to its site (Secret Entrance).
KEYING_CARDS_FROM = 39
KEYING_PLAYABLE = frozenset({effects.NO_WILDERNESS_KEYING, effects.NO_SITE_KEYING})
#: The first version playing a card on a character for his next influence attempt this turn
#: (CoE 2.V.3: ``effects.INFLUENCE_EFFECTS``; Lordly Presence, Muster, Persuasive Words,
#: Tempering Friendship, A Friend or Three's and New Friendship's other mode), on one who may
#: make one now (``influencers``).
INFLUENCE_CARDS_FROM = 40
#: The first version playing Hiding: a scout's company, which has declared no move, stays
#: where it is this turn and every hazard creature's attack on it is canceled as declared.
HIDING_FROM = 42
#: The first version playing Thorough Search: in the site phase a scout taps so that another
#: character of his company may play one minor, major or gold ring item playable at the site,
#: the site tapped or not, without tapping it (``State.searched``).
SEARCH_FROM = 44
#: The first version playing Secret Passage (the engine's fourteenth generation) on a company
#: that has declared a move to a Ruins & Lairs, at the end of the organization phase (the
#: standard rules' long-event phase, which this scenario has not): only creatures keyed to
#: its new site are played on it this turn (``moving_company``).
PASSAGE_FROM = 51
#: The first version playing Horses on a company at the end of the organization phase
#: (``resource:<card>:ride:<company>``): every hazard creature played on it this turn has +2
#: prowess (``State.strengthened``); its hazard limit -2 has nothing to act on, there being
#: none (GON-HH-2).
HORSES_FROM = 52
#: The effects on a company for the turn a card played on a company names (Secret Passage's
#: keying, Horses' creatures and hazard limit).
ON_COMPANY = frozenset({effects.SITE_KEYING_ONLY, effects.CREATURE_PROWESS_TURN,
                        effects.HAZARD_LIMIT_TURN, effects.GREAT_ROAD})
#: The first version playing Great-road (the engine's nineteenth generation) at the end of
#: the organization phase on a company at a Haven (``resource:<card>:road:<company>``): its
#: hazards count twice this turn (GON-HH-3), and as the end-of-turn phase begins, away from
#: that Haven, it may go back there, a move with no movement/hazard phase (``State.road``).
ROAD_FROM = 54
#: The first version reading the engine's twentieth generation: Wizard's Flame, in the
#: organization and site phases, on a Wizard: every attack on his company this turn has -2
#: prowess (``State.every_attack``), and he checks corruption at -3.
FLAME_FROM = 55
#: The first version reading the engine's twenty-first generation: Mirror of Galadriel, in the
#: organization and site phases while a character of the player is at Lórien: the top five
#: cards of the play deck or of the hazard deck seen (``CardsSeen``), then shuffled back on
#: top; its look at the opponent's hand needs the two-player game.
MIRROR_FROM = 56
#: The first version reading the engine's twenty-second generation: Far-sight, in the site
#: phase, once the company whose phase it is has entered an untapped site where Information
#: is playable: an untapped sage of it taps, and the site; the player takes an item of the
#: play deck into the hand (``take:<item>``, ``State.deck_search``), the deck is shuffled
#: and the sage checks corruption (``hobbit.far_sight``).
FAR_SIGHT_FROM = 58
#: The first version playing Lucky Search (of the eighteenth generation, read since
#: ``ROAD_FROM``): in the site phase, once the company has entered a Shadow-hold or a
#: Dark-hold, tapped or not, an untapped scout of it taps; the play deck is turned over to an
#: item he takes, then he faces one strike of 3 prowess plus the cards turned over, which no
#: card cancels, a wound discarding the item (``hobbit.lucky_search``).
LUCKY_FROM = 61
#: The first version reading the engine's generations up to the twenty-fifth: True Fána, a
#: Wizard's spell, on an attack on his company before its strikes are assigned: a roll plus
#: his prowess above the attack's makes every strike fail (``attack_cards.strikes_fail``),
#: the attack ending with no strike rolled, defeated if it has no body or every body check
#: fails; then he checks corruption at -3 (of the twenty-third and twenty-fourth this hand
#: plays nothing: Eagle-mounts and Paths of the Dead move a company by no site path, the
#: rings' uses need a ring borne, GON-RDECK-3).
FANA_FROM = 62
#: The first version playing the cards that move a company by no site path (of the
#: twenty-third generation, ``hobbit.flights``), in the organization phase
#: (``resource:<card>:<mode>:<company>:<site>``): Eagle-mounts, on a company at Eagles' Eyrie
#: with a diplomat, to a site of the location deck but a Shadow-hold, Dark-hold or Under-deeps
#: site, only creatures keyed to that site played on it; Paths of the Dead, on a company at
#: Dunharrow with Aragorn II, to the Vale of Erech, only Undead played on it, each whatever its
#: keying. The company's move is declared so (``State.flown``), its site path none.
FLIGHTS_FROM = 63
#: The first version refusing a resource short-event the scenario leaves nothing to act on
#: (its rows of ``hobbit.refused_cards``: the gold rings' tests, Ringlore and Wizard's Test,
#: no gold ring being borne, GON-RDECK-3; Wizard's Laughter, with no opponent's turn,
#: GON-PLAY-1), where the player declared what it did.
NO_USE_FROM = 64
#: The first version refusing Cracks of Doom and Gollum's Fate too (their rows of
#: ``hobbit.refused_cards``): The One Ring is a permanent-event borne by no character here
#: (GON-HDECK-10, GON-RING-1), so neither has a bearer to act on, where the player declared
#: what they did.
ONE_RING_CARDS_FROM = 80
#: The first version reading the engine's twenty-sixth generation: Bridge, as the
#: movement/hazard phase of a company that moved to a Haven ends (``State.step`` ``BRIDGE``,
#: the game waiting for the player), to a site of the location deck starter movement reaches
#: from that Haven (``resource:<card>:bridge:<company>:<site>``, or ``bridge-done``): a
#: movement/hazard phase follows for that move, the Haven its site of origin.
BRIDGE_FROM = 65
#: The first version reading the engine's twenty-seventh generation: Wizard's River-horses,
#: a Wizard's spell played on him (then his corruption check at -2, CoE 7.1, and the card
#: removed from the game, GON-PLAY-5): before the strikes of an attack on his company are
#: assigned, he being its only character, the attack is canceled (CoE 3.i); or, in the
#: organization and site phases, every Nazgûl event in play is discarded: each Nazgûl
#: guarding Dol Guldur as a hazard permanent-event (GON-NAZ-2), shuffled back into the
#: hazard deck (GON-NAZ-5), its automatic-attack gone with it; with no guardian it has
#: nothing to act on and is not offered.
RIVER_HORSES_FROM = 71
#: The first version playing Old Road by its own action (``hobbit.old_road``,
#: ``old-road:<character>:<faction>``): in the site phase of a company at an untapped Haven,
#: an untapped character taps to influence a faction of the hand played at a site of the
#: location deck two regions or fewer away, at -1 and without his direct influence; recruited,
#: the Haven taps. It is no longer declared.
OLD_ROAD_FROM = 72
#: (first version, card): the resource short-events played by an action of their own from
#: that version on, no longer declared.
#: The first version playing A Chance Meeting by its own action (``chance_meeting``,
#: ``chance-meeting:<character>:<controller>``); it is no longer declared.
CHANCE_MEETING_FROM = 73
CHANCE_MEETING = "TW-188"
#: The first version playing the palantíri, Use Palantír and Align Palantír by their cards
#: (``palantiri``, over the Hobbit family's ``hobbit.palantiri``): Use Palantír is played on
#: a sage bearing a palantír (``play:<card>:enable:<sage>:<palantír>``), no longer declared.
PALANTIRI_FROM = 93
USE_PALANTIR = "TW-355"
OWN_ACTIONS: tuple[tuple[int, str], ...] = ((OLD_ROAD_FROM, old_road.CARD),
                                            (CHANCE_MEETING_FROM, CHANCE_MEETING),
                                            (PALANTIRI_FROM, USE_PALANTIR))
#: Card -> the form of its own action, for its refusal as a card to declare.
OWN_ACTION_FORMS = {old_road.CARD: f"{old_road.KIND}:<character>:<faction>",
                    CHANCE_MEETING: "chance-meeting:<character>:<controller>",
                    USE_PALANTIR: f"play:{USE_PALANTIR}:enable:<sage>:<palantír>"}
#: Card -> what of it such a play leaves out, for the coverage ("": nothing).
OWN_ACTIONS_LEFT = {old_road.CARD: old_road.TWO_PLAYER}
#: The first version reading the engine's twenty-eighth generation: Great Ship, in the
#: organization phase, a character tapping, puts his company aboard until the end of the turn
#: (``great_ship``): while its site path holds a Coastal Sea and no two other regions in a row,
#: any untapped character of it may tap to cancel a hazard creature's attack on it, or a hazard
#: event on it or one of its characters, which the hazard hand waits for.
GREAT_SHIP_FROM = 74
#: The first version reading the engine's thirty-first generation: The Iron Crown's tap
#: (``iron_crown``, which plays the rest of its text from the same version).
IRON_CROWN_FROM = iron_crown.SINCE
#: The first version reading the engine's twenty-ninth and thirtieth generations: Dark
#: Quarrels' and The Cock Crows' alternatives with Gates of Morning in play (``gates_cards``;
#: a mode needing Gates of Morning is offered only while it is in play).
GATES_FROM = 83
#: The first version in which Nenya, after Galadriel's check, makes one corruption check away
#: from a Shadow-hold or Dark-hold succeed with no roll, the character named by its play
#: (``hobbit.nenya``).
NENYA_FROM = 91
#: The first version in which Vilya, with Elrond at Rivendell and five cards or more in the
#: play deck, shuffles up to three resources of the discard pile the player names into it
#: (``hobbit.vilya``).
VILYA_FROM = 94
#: The first version playing Quiet Lands', Stars' and The Evenstar's alternatives with Gates
#: of Morning in play (``gates_cards``, over ``hobbit.gates_treatments``): a region of a
#: company's site path or its site treated as another type for the turn, each Elf +1 prowess.
GATES_TREATMENTS_FROM = 97
#: The first version in which Nenya's gift reads the company's site as a resource with Gates
#: of Morning treats it this turn (a Shadow-hold Quiet Lands treats as a Ruins & Lairs is
#: none, so a check made there succeeds); before, the site as printed.
NENYA_TREATED_SITE_FROM = 102
#: The effects that only cost the player here (Horses' stronger creatures, its hazard limit
#: being none): the automatic player plays no card having one.
ONLY_COSTS = frozenset({effects.CREATURE_PROWESS_TURN})
#: The site type Secret Passage's company moves to (its mode's).
PASSAGE_SITE_TYPE = "ruins-and-lairs"
RULES = {effects.DURING_ATTACK: coe.CANCEL_ATTACK, effects.DURING_STRIKE: coe.STRIKE_RESOURCES,
         effects.ANY_TIME: coe.SHORT_EVENT}


@dataclass(frozen=True, slots=True)
class CardPlay:
    """One way to play a card of the hand now."""

    id: str
    label: str
    rule: str
    card: str
    mode: effects.Mode
    character: str | None  # the character it is played on (or who taps for it)
    company: str | None = None  # the company it is played on (Secret Passage)
    site: str | None = None  # the site it moves the company to (Eagle-mounts)
    #: The resources of the discard pile shuffled back before its check (Vilya's).
    returned: tuple[str, ...] = ()


#: (first version, generations): the engine's generations of scripted cards the hand reads
#: from that version on, besides the first; of those between the ones each entry is named
#: for it plays no card (``script``), but reads them all, as it always has.
GENERATIONS: effects.GenerationHistory = (
    (GENERATION_2_FROM, (2,)), (GENERATION_6_FROM, (3, 4, 5, 6)),
    (GENERATION_11_FROM, (7, 8, 9, 10, 11)), (GENERATION_16_FROM, (12, 13, 14, 15, 16)),
    (GENERATION_17_FROM, (17,)), (ROAD_FROM, (18, 19)), (FLAME_FROM, (20,)),
    (MIRROR_FROM, (21,)), (FAR_SIGHT_FROM, (22,)), (FANA_FROM, (23, 24, 25)),
    (BRIDGE_FROM, (26,)), (RIVER_HORSES_FROM, (27,)), (GREAT_SHIP_FROM, (28,)),
    (IRON_CROWN_FROM, (31,)), (GATES_FROM, (29, 30)))


def generation(played: str) -> effects.Generations:
    """The generations of the engine's scripted cards version ``played`` reads."""
    return effects.Generations.read_by(GENERATIONS, played)


#: (first version, window, effects) the hand plays besides from that version: Far-sight's
#: search, Lucky Search's, True Fána's failed strikes, a company moved by a card.
SINCE_PLAYABLE: tuple[tuple[int, str, frozenset[str]], ...] = (
    (FAR_SIGHT_FROM, effects.ANY_TIME, frozenset({effects.FAR_SIGHT})),
    (LUCKY_FROM, effects.ANY_TIME, frozenset({effects.LUCKY_SEARCH})),
    (FANA_FROM, effects.DURING_ATTACK, frozenset({effects.STRIKES_FAIL})),
    (FLIGHTS_FROM, effects.ANY_TIME, frozenset({effects.MOVE_BY_CARD, effects.UNDEAD_ONLY})),
    (RIVER_HORSES_FROM, effects.ANY_TIME, frozenset({effects.DISCARD_NAZGUL_EVENTS})),
    (GREAT_SHIP_FROM, effects.ANY_TIME, frozenset({effects.BOARD_GREAT_SHIP})))


def playable(mode: effects.Mode, generations: effects.Generations = effects.FIRST,
             played: str = "1") -> bool:
    """Whether this hand plays every effect of ``mode`` in its window (``generations``: of the
    engine's scripts read; with the sixth, ``LATER_PLAYABLE`` too, with the eleventh,
    ``TURN_PLAYABLE``; ``played``: the version, from ``COMPANY_CARDS_FROM``
    ``COMPANY_PLAYABLE`` too)."""
    allowed = PLAYABLE[mode.timing] | (LATER_PLAYABLE[mode.timing] if 6 in generations
                                       else frozenset())
    if 11 in generations and mode.timing == effects.ANY_TIME:
        allowed |= TURN_PLAYABLE
    if 17 in generations:
        allowed |= GENERATION_17_PLAYABLE.get(mode.timing, frozenset())
    if played_since(played, COMPANY_CARDS_FROM):
        allowed |= COMPANY_PLAYABLE.get(mode.timing, frozenset())
    if played_since(played, KEYING_CARDS_FROM) and mode.timing == effects.ANY_TIME:
        allowed |= KEYING_PLAYABLE
    if played_since(played, INFLUENCE_CARDS_FROM) and mode.timing == effects.ANY_TIME:
        allowed |= frozenset(effects.INFLUENCE_EFFECTS)
    if played_since(played, HIDING_FROM) and mode.timing == effects.ANY_TIME:
        allowed |= {effects.CANCEL_CREATURE_ATTACKS}
    if played_since(played, SEARCH_FROM) and mode.timing == effects.ANY_TIME:
        allowed |= {effects.THOROUGH_SEARCH}
    if played_since(played, PASSAGE_FROM) and mode.timing == effects.ANY_TIME:
        allowed |= {effects.SITE_KEYING_ONLY}
    if played_since(played, HORSES_FROM) and mode.timing == effects.ANY_TIME:
        allowed |= {effects.CREATURE_PROWESS_TURN, effects.HAZARD_LIMIT_TURN}
    if played_since(played, ROAD_FROM) and mode.timing == effects.ANY_TIME:
        allowed |= {effects.GREAT_ROAD}
    if played_since(played, FLAME_FROM) and mode.timing == effects.ANY_TIME:
        allowed |= {effects.EVERY_ATTACK_PROWESS}
    if played_since(played, MIRROR_FROM) and mode.timing == effects.ANY_TIME:
        allowed |= {effects.TOP_RESOURCES, effects.TOP_HAZARDS}
    for since, timing, more in SINCE_PLAYABLE:
        if played_since(played, since) and mode.timing == timing:
            allowed |= more
    return all(e.primitive in allowed for e in mode.effects)


@functools.cache  # asked for each card of the hand at each decision; the scripts are fixed
def script(card_id: str, generations: effects.Generations = effects.FIRST, played: str = "1"
           ) -> effects.ScriptedCard | None:
    """How this hand plays ``card_id`` in ``generations`` (None: it is declared): a card of a
    later generation than the first, none of whose modes this hand plays, stays declared."""
    entry = effects.scripted(card_id, generations)
    if entry is None or effects.scripted(card_id) is not None:
        return entry
    return entry if any(playable(m, generations, played) for m in entry.modes) else None


def refused(card_id: str, played: str) -> str:
    """Why the version ``played`` refuses ``card_id`` whatever the moment ("": it does not):
    from ``NO_LIMIT_FROM``, a card whose every mode lowers the hazard limit, there being none
    here (``NO_LIMIT``)."""
    if not played_since(played, NO_LIMIT_FROM):
        return ""
    entry = effects.scripted(card_id, generation(played))
    lowers = bool(entry and entry.modes) and all(
        e.primitive in (effects.HAZARD_LIMIT_PATH, effects.HAZARD_LIMIT_TURN)
        for m in entry.modes for e in m.effects) if entry else False
    return "there is no hazard limit here for it to lower" if lowers else ""


def own_action(card_id: str, played: str) -> bool:
    """Whether the version ``played`` plays ``card_id`` by an action of its own
    (``OWN_ACTIONS``), so that it is not declared."""
    return any(card_id == card and played_since(played, since) for since, card in OWN_ACTIONS)


def open_now(state: State) -> bool:
    """The organization or site phase outside an attack, nothing else waiting (The Iron
    Crown's offer, an eliminated character's items, a Far-sight search): a resource
    short-event discarding a hazard, a palantír's use."""
    return window(state) == effects.ANY_TIME and state.crown_offer is None \
        and not state.legacy and not state.deck_search


def window(state: State) -> str | None:
    """The window open now: an attack before any strike is assigned, a strike sequence, or
    the organization and site phases outside an attack."""
    fight = state.fight
    if state.outcome is not None:
        return None
    if fight is None:
        return effects.ANY_TIME if state.phase in (ORGANIZATION, SITE) else None
    if fight.assigning and not fight.assigned:
        return effects.DURING_ATTACK
    if fight.facing is not None and not fight.assigning:
        return effects.DURING_STRIKE
    return None


def held_by(state: State, played: str) -> str | None:
    """What already keeps the character facing the strike untapped, where the version
    ``played`` admits no other card keeping him so (``hobbit.kept_untapped.holder``; None: one
    may)."""
    fight = state.fight
    if fight is None or fight.facing is None:
        return None
    return kept_untapped.holder(played, printed_rules.ONE_KEEPER_SINCE, fight.stay_untapped,
                                fight.no_tap, fight.no_tap_by)


def fits(mode: effects.Mode, who: Character) -> bool:
    if mode.skill is not None and not who.has_skill(mode.skill):
        return False
    if mode.race is not None and who.race != mode.race:
        return False
    if mode.named is not None and who.name != mode.named:
        return False
    if mode.taps_skilled and not who.untapped:
        return False
    wanted = {e.primitive for e in mode.effects}
    if effects.UNTAP in wanted and who.state != "tapped":
        return False
    if effects.WOUND_CHARACTER in wanted and who.wounded:
        return False
    return effects.HEAL not in wanted or who.wounded


def _offered(state: State, timing: str, mode: effects.Mode, card: str, catalog: Catalog,
             generations: effects.Generations, played: str) -> bool:
    fight = state.fight
    if mode.timing != timing or not playable(mode, generations, played):
        return False
    if gates_missing(mode, environments.GATES_OF_MORNING in state.permanents):
        return False  # Dark Quarrels' halving, only with Gates of Morning in play
    if mode.phase is not None and (fight is not None or state.phase != _phase(mode.phase)):
        return False
    if mode.attack_races and (fight is None or not fight.attack.is_race(*mode.attack_races)):
        return False
    if fight is not None and (attack_problem(fight, mode, card, catalog)
                              or cancel_problem(fight, mode)):
        return False
    if mode.once_a_turn and turn_bonuses.played_this_turn(state.turn_bonuses, card):
        return False
    if not at_named_site(state, catalog, mode):
        return False
    if discards_nazgul(mode) and not state.guardians:
        return False  # no Nazgûl event in play: nothing to act on
    if kept_untapped.keeps(mode) and held_by(state, played) is not None:
        return False  # the -3 or another card keeps him untapped already
    # CoE 3.iv.5: one resource needing a skill per strike.
    return not (timing == effects.DURING_STRIKE and mode.skill and fight and fight.skilled_card)


def discards_nazgul(mode: effects.Mode) -> bool:
    """Whether ``mode`` discards every Nazgûl event in play (Wizard's River-horses)."""
    return any(e.primitive == effects.DISCARD_NAZGUL_EVENTS for e in mode.effects)


#: Why a card discarding the Nazgûl events in play is not played with none there.
NO_NAZGUL_EVENT = ("no Nazgûl event is in play: none guards Dol Guldur as a hazard "
                   "permanent-event (GON-NAZ-2)")


def at_named_site(state: State, catalog: Catalog, mode: effects.Mode) -> bool:
    """Whether a company of the player is at the site ``mode`` names, if it names one
    (Mirror of Galadriel's Lórien)."""
    return mode.at_site_named is None or any(
        fold(catalog.get(c.location).name) == fold(mode.at_site_named) for c in state.companies)


def _phase(phase: str) -> str:
    """The phase of this scenario a card's phase is played in: the organization phase for
    the long-event phase, which the scenario has not (its end is the long-event phase's
    place)."""
    return ORGANIZATION if phase == effects.LONG_EVENT else phase


def on_company(mode: effects.Mode) -> bool:
    """Whether ``mode`` is played on a company, which the play names: its effects are the
    company's for the turn (``ON_COMPANY``)."""
    return mode.target == effects.NO_TARGET and bool(mode.effects) \
        and all(e.primitive in ON_COMPANY for e in mode.effects)


def moving_company(state: State, catalog: Catalog, mode: effects.Mode,
                   played: str) -> list[str]:
    """The companies a card played on a company fits now: any (Horses); for one moving to a
    site of the types its mode names, each that has declared such a move (its new site read
    as the version ``played`` reads it, ``treated_sites``), the card's effect not yet in
    force on it this turn (Secret Passage)."""
    if any(e.primitive == effects.GREAT_ROAD for e in mode.effects):
        return [c.id for c in state.companies if catalog.get(c.location).is_haven
                and all(on != c.id for on, _ in state.road)]
    if not mode.moving_to:
        return [c.id for c in state.companies]
    return [c.id for c in state.companies if c.destination is not None
            and treated_sites.new_site(state, catalog, c, played).site_type in mode.moving_to
            and (c.id, NOT_SITE) not in state.keying_barred]


def plays(state: State, catalog: Catalog,
          generations: effects.Generations = effects.FIRST, played: str = "1"
          ) -> list[CardPlay]:
    """The cards of the hand that can be played now (``generations``: of the engine's scripts
    read)."""
    if state.step == BRIDGE:
        return bridges(state, catalog, generations, played)
    timing = window(state)
    fight = state.fight
    company = state.company(fight.company) if fight else None
    if timing is None or (fight is not None and company is None):
        return []
    characters = company.characters if company else \
        tuple(c for each in state.companies for c in each.characters)
    out = []
    for card_id in dict.fromkeys(state.hand):
        entry = script(card_id, generations, played)
        if entry is None or entry.kind != effects.SHORT_EVENT:
            continue
        for mode in (m for m in entry.modes
                     if _offered(state, timing, m, card_id, catalog, generations, played)):
            label = f"Play {entry.name}: "
            if mode.target == effects.DESTINATION:
                out += [CardPlay(f"resource:{card_id}:{mode.name}:{c.id}:{s.id}",
                                 f"{label}company {c.id} to {s.name}, by no site path",
                                 RULES[timing], card_id, mode, None, c.id, s.id)
                        for c, s in flights(state, catalog, mode)]
                continue
            if on_company(mode):
                out += [CardPlay(f"resource:{card_id}:{mode.name}:{c}",
                                 f"{label}{effect_words.mode_words(mode)} (company {c})",
                                 RULES[timing], card_id, mode, None,
                                 c) for c in moving_company(state, catalog, mode, played)]
                continue
            if mode.target == effects.NO_TARGET:
                out.append(CardPlay(f"resource:{card_id}:{mode.name}",
                                    label + effect_words.mode_words(mode), RULES[timing],
                                    card_id, mode, None))
                continue
            who_may = [c for c in characters
                       if mode.target != effects.FACING or (fight and c.card_id == fight.facing)]
            if mode.influences:
                who_may = [c for c in who_may if c.card_id in influencers(state, catalog)]
            out += [CardPlay(f"resource:{card_id}:{mode.name}:{c.card_id}",
                             label + effect_words.mode_words(mode, c.name), RULES[timing],
                             card_id, mode, c.card_id)
                    for c in who_may
                    if fits(mode, c) and not _company_problem(state, catalog, mode, c, played)]
    return out


def bridges(state: State, catalog: Catalog, generations: effects.Generations,
            played: str) -> list[CardPlay]:
    """The moves on of the company whose movement/hazard phase ends at the Haven it moved to
    (Bridge): to each site of the location deck starter movement reaches from there."""
    company = state.current
    if state.step != BRIDGE or company is None:
        return []
    deck = [catalog.get(s) for s in state.location_deck]
    out = []
    for card_id in dict.fromkeys(state.hand):
        entry = script(card_id, generations, played)
        for mode in (m for m in entry.modes if m.after_moving
                     and playable(m, generations, played)) if entry else ():
            out += [CardPlay(f"resource:{card_id}:{mode.name}:{company.id}:{s.id}",
                             f"Play {catalog.get(card_id).name}: company {company.id} moves "
                             f"on to {s.name}", coe.SHORT_EVENT, card_id, mode, None,
                             company.id, s.id)
                    for s in deck if not flight_site_problem(catalog, mode, company, s, deck)]
    return out


def flights(state: State, catalog: Catalog, mode: effects.Mode) -> list[tuple[Company, Card]]:
    """(company, site) of each move a card moving a company by no site path makes now: a
    company it fits, to a site of the location deck the mode admits."""
    deck = [catalog.get(s) for s in state.location_deck]
    return [(c, s) for c in state.companies if not flight_problem(state, catalog, mode, c)
            for s in deck if not flight_site_problem(catalog, mode, c, s, deck)]


def flight_problem(state: State, catalog: Catalog, mode: effects.Mode, company: Company) -> str:
    """Why a card moving a company by no site path is not played on ``company`` ("": it
    is): not at the site it names, without the character or skill it needs, or with its move
    for the turn settled by a card already (Hiding, another flight)."""
    here = catalog.get(company.location)
    if mode.at_site_named and fold(here.name) != fold(mode.at_site_named):
        return f"company {company.id} is at {here.name}, not {mode.at_site_named}"
    if mode.company_named and not any(fold(c.name) == fold(mode.company_named)
                                      for c in company.characters):
        return f"{mode.company_named} is not in company {company.id}"
    if mode.company_skill and not any(c.has_skill(mode.company_skill)
                                      for c in company.characters):
        return f"no {mode.company_skill} is in company {company.id}"
    settled = company.by_card or next((card for c, card in state.hiding if c == company.id),
                                      None)
    if settled:
        return f"company {company.id}'s move this turn is {catalog.get(settled).name}'s already"
    return ""


def flight_site_problem(catalog: Catalog, mode: effects.Mode, company: Company,
                        site: Card | None, deck: list[Card]) -> str:
    """Why ``mode`` does not move ``company`` to ``site`` ("": it does): a site of the location
    deck the mode admits (``hobbit.flights.site_problem``), one it is not too large to reach
    (CoE 2.II.3.1)."""
    here = catalog.get(company.location)
    reached = [s for s in deck if site_path(here, s) is not None]  # Bridge: starter movement
    problem = site_problem(mode, site, deck, here, reached).replace("site deck",
                                                                    "location deck")
    if problem or site is None:
        return problem
    too_large = size_problem(company.characters, site.is_haven)
    return f"company {company.id} cannot leave for {site.name}: {too_large}" if too_large \
        else ""


def influencers(state: State, catalog: Catalog) -> list[str]:
    """The characters who may make an influence attempt now, whom a card for it is played on:
    the untapped characters of the company whose site phase it is, once it has entered an
    untapped site where a faction of the hand is played (``hobbit.factions``, CoE 2.V.3)."""
    company = state.current
    if state.phase != SITE or state.step != ENTERED or company is None \
            or company.location in state.tapped_sites:
        return []
    site = catalog.get(company.location)
    if not any(catalog.get(c).is_faction and faction_play_problem(catalog.get(c), site) is None
               for c in state.hand):
        return []
    return [c.card_id for c in company.characters if c.untapped]


def _company_problem(state: State, catalog: Catalog, mode: effects.Mode,
                     who: Character, played: str) -> str:
    """Why ``who``'s company does not let ``mode`` be played on him ("": it does): too large
    (Stealth: below three, a Hobbit counting half, CoE 2.II.3.1.1), with no character of
    the skill it needs (a diplomat, for New or Old Friendship's check), or, for a card of
    the site phase, not the company whose site phase it is, inside its site, a site where
    the card is played (Information playable and untapped: Far-sight)."""
    company = state.company_of(who.card_id)
    if company is None:
        return ""
    if held := permanent_events.untap_problem(state, catalog, mode, who):
        return held
    if mode.below_size is not None and company_size(company.characters) >= mode.below_size:
        return f"{who.name}'s company is of size {mode.below_size} or more"
    if mode.company_skill is not None and \
            not any(c.has_skill(mode.company_skill) for c in company.characters):
        return f"no {mode.company_skill} is in {who.name}'s company"
    if mode.phase == SITE and (state.phase != SITE or state.step != ENTERED
                               or state.current is not company):
        return f"{who.name}'s company has not entered its site this site phase"
    # The site's type as the version ``played`` reads it (``treated_sites``: Lucky Search is
    # at no Shadow-hold Quiet Lands treats as a Ruins & Lairs); a treatment keeps its name.
    site = treated_sites.site_here(state, catalog, company, played)
    if mode.at_information_site and (unfit := information_problem(
            site, site.name, company.location in state.tapped_sites)):
        return unfit
    if mode.phase == SITE and mode.at_site_types and (
            unfit := site_type_named(mode, site, site.name)):
        return unfit
    if mode.staying and company.destination is not None:
        return f"{who.name}'s company has declared a move: it is played on one staying"
    return ""


def why_not(state: State, card_id: str, target: str, generations: effects.Generations,
            catalog: Catalog, played: str = "1") -> str:
    """Why a card of a later generation than the first this hand plays cannot be played now
    ("": no reason of its own): it acts on an attack before its strikes are assigned, one by
    the races it names (of the prowess it needs, once an attack where it says so), wounding
    an unwounded character of the company or played on a character of the race it names; or
    it acts on the strike under way, on the character facing it, of the race or with the
    skill it needs (one card needing a skill a strike)."""
    entry = script(card_id, generations, played)
    if entry is None or effects.scripted(card_id) is not None:
        return ""
    modes = [m for m in entry.modes if playable(m, generations, played)]
    if not modes:
        return ""
    timing = window(state)
    # The mode of the window open now, if the card has one (Wizard's River-horses has both).
    mode = next((m for m in modes if m.timing == timing), modes[0])
    if mode.timing == effects.ANY_TIME:
        if discards_nazgul(mode) and timing == effects.ANY_TIME and not state.guardians:
            return NO_NAZGUL_EVENT
        if mode.target == effects.DESTINATION:
            return _flight_why_not(state, catalog, mode, target, timing)
        if not at_named_site(state, catalog, mode):
            return f"it is played while a company of yours is at {mode.at_site_named}, and " \
                   "none is"
        if on_company(mode):
            return _moving_why_not(state, catalog, mode, target, timing, played)
        if all(m.influences for m in modes) and target not in influencers(state, catalog):
            return f"{target or 'no one'} may make no influence attempt now (an untapped " \
                   "character of the company in its site phase, at an untapped site where a " \
                   "faction of the hand is played)"
        return _turn_why_not(state, catalog, card_id, mode, target, timing, played)
    if mode.timing != timing:
        return ("it cancels an attack before any of its strikes is assigned"
                if any(e.primitive == effects.CANCEL_ATTACK for e in mode.effects) else
                "it is played on an attack before any of its strikes is assigned") \
            if mode.timing == effects.DURING_ATTACK else "it is played on the strike under way"
    fight = state.fight
    assert fight is not None
    if mode.attack_races and not fight.attack.is_race(*mode.attack_races):
        races = " or ".join(mode.attack_races)
        return f"it cancels only an attack by {races}" if any(
            e.primitive == effects.CANCEL_ATTACK for e in mode.effects) else \
            f"it is played only on an attack by {races}"
    if 6 in generations and (problem := attack_problem(fight, mode, card_id, catalog)
                             or cancel_problem(fight, mode)):
        return problem
    if mode.target == effects.NO_TARGET:
        return ""
    company = state.company(fight.company)
    who = company.character(target) if company else None
    if who is None or (mode.target == effects.FACING and who.card_id != fight.facing):
        return "it is played on the character facing the strike" \
            if mode.target == effects.FACING else \
            f"it is played on a {mode.race} of the company attacked" if mode.race else \
            "it is played on a character of the company attacked"
    if mode.race is not None and who.race != mode.race:
        return f"{who.name} is no {mode.race}"
    if mode.skill is not None and not who.has_skill(mode.skill):
        return f"{who.name} is no {mode.skill}"
    if timing == effects.DURING_STRIKE and mode.skill and fight.skilled_card:
        return "a card needing a skill has been played on this strike already"
    if mode.taps_skilled and not who.untapped:
        return f"{who.name} is {who.state}: he taps to play it"
    if not fits(mode, who):
        return f"{who.name} is wounded already" if who.wounded else \
            f"it does not fit {who.name}"
    if mode.below_size is not None and company is not None \
            and company_size(company.characters) >= mode.below_size:
        return f"{who.name} is not the only character of his company"
    return ""


def rule_of(card_id: str, generations: effects.Generations, played: str = "1",
            state: State | None = None) -> str:
    """The clause a refusal of ``card_id`` (one ``why_not`` gives a reason for) cites: that of
    the window its mode is played in (CoE 3.i on an attack, 3.iv.5 on a strike, 5.1 in the
    organization and site phases; of a card with modes in several windows, the mode of the
    window open in ``state``, as ``why_not`` reads it)."""
    entry = script(card_id, generations, played)
    modes = [m for m in entry.modes if playable(m, generations, played)] if entry else []
    timing = window(state) if state is not None else None
    mode = next((m for m in modes if m.timing == timing), modes[0] if modes else None)
    return RULES[mode.timing] if mode is not None else coe.SHORT_EVENT


def _flight_why_not(state: State, catalog: Catalog, mode: effects.Mode, target: str,
                    timing: str | None) -> str:
    """Why a card moving a company by no site path cannot move ``target`` (company:site) now
    ("": no reason of its own)."""
    company_id, _, site_id = target.partition(":")
    company = state.company(company_id)
    if mode.after_moving:  # Bridge
        if state.step != BRIDGE or state.current is None or state.current is not company:
            return "it is played as the movement/hazard phase of a company that moved to a " \
                   "Haven ends, on that company"
        site = catalog.get(site_id) if site_id in catalog else None
        return flight_site_problem(catalog, mode, company, site,
                                   [catalog.get(s) for s in state.location_deck])
    if timing != effects.ANY_TIME or state.phase != ORGANIZATION:
        return "it is played in the organization phase, outside an attack"
    if company is None:
        return f"it moves a company, and there is no company {company_id or '(none)'}"
    if problem := flight_problem(state, catalog, mode, company):
        return problem
    site = catalog.get(site_id) if site_id in catalog else None
    return flight_site_problem(catalog, mode, company, site,
                               [catalog.get(s) for s in state.location_deck])


def _moving_why_not(state: State, catalog: Catalog, mode: effects.Mode, company_id: str,
                    timing: str | None, played: str) -> str:
    """Why a card played on a company moving to a site of the types its mode names cannot be
    played now on company ``company_id`` ("": no reason of its own)."""
    if timing != effects.ANY_TIME or mode.phase is not None and state.phase != _phase(
            mode.phase):
        return "it is played at the end of the organization phase, outside an attack"
    company = state.company(company_id)
    kinds = " or ".join(t.replace("-", " ").title().replace("And", "&") for t in mode.moving_to)
    if company is None:
        return f"it is played on a company, and there is no company {company_id or '(none)'}"
    if any(e.primitive == effects.GREAT_ROAD for e in mode.effects):
        if not catalog.get(company.location).is_haven:
            return f"company {company.id} is not at a Haven"
        return f"it is in force on company {company.id} already this turn" \
            if any(on == company.id for on, _ in state.road) else ""
    if not mode.moving_to:
        return ""
    if company.destination is None \
            or treated_sites.new_site(state, catalog, company, played).site_type \
            not in mode.moving_to:
        return f"company {company.id} has declared no move to a {kinds}"
    if (company.id, NOT_SITE) in state.keying_barred:
        return f"it is in force on company {company.id} already this turn"
    return ""


def _turn_why_not(state: State, catalog: Catalog, card_id: str, mode: effects.Mode,
                  target: str, timing: str | None, played: str) -> str:
    """Why a card of ``turn_bonuses`` cannot be played now on ``target`` ("": no reason of
    its own): outside the organization and site phases or in an attack, twice a turn where it
    may not, or on another character than its own, who must be in play."""
    if timing != effects.ANY_TIME:
        return "it is played in the organization or site phase, outside an attack"
    if mode.phase is not None and state.phase != mode.phase:
        return f"it is played in the {mode.phase} phase"
    if mode.once_a_turn and turn_bonuses.played_this_turn(state.turn_bonuses, card_id):
        return "it cannot be played twice in a turn"
    if mode.target == effects.NO_TARGET:
        return ""
    characters = [c for each in state.companies for c in each.characters]
    wanted = mode.named or (f"a {mode.race}" if mode.race else
                            f"an untapped {mode.skill}" if mode.taps_skilled and mode.skill
                            else "a character")
    if not any(fits(mode, c) for c in characters):
        return f"it is played on {wanted}, who is not in play" if mode.named else \
            f"it is played on {wanted} in play, and there is none"
    who = next((c for c in characters if c.card_id == target), None)
    if who is None or not fits(mode, who):
        return f"it is played on {wanted}, not {who.name if who else target or 'no one'}"
    return _company_problem(state, catalog, mode, who, played)


def declarable(state: State, catalog: Catalog,
               generations: effects.Generations = effects.FIRST, played: str = "1") -> list[str]:
    """The resource short-events of the hand no script plays, while their effect may be
    declared: outside an attack, in the organization and site phases; not one the version
    ``played`` refuses (``refused``, ``hobbit.refused_cards``)."""
    from domain.rulesets.hobbit import refused_cards  # it reads this module's versions

    if state.fight is not None or window(state) != effects.ANY_TIME:
        return []
    return [c for c in dict.fromkeys(state.hand)
            if catalog.get(c).card_type == "Resource" and catalog.get(c).event_type == "short"
            and script(c, generations, played) is None and not refused(c, played)
            and not refused_cards.refuses(GON, c, played)
            and not own_action(c, played)]


def declared_play(state: State, catalog: Catalog, card_id: str,
                  args: Mapping[str, JSON]) -> CardPlay:
    """The play the player declares for ``card_id``; a bad declaration is refused, naming
    what is wrong."""
    name = catalog.get(card_id).name
    effect, target, amount = args.get("effect"), args.get("target"), args.get("amount", 0)
    allowed = sorted(PLAYABLE[effects.ANY_TIME])
    if effect not in allowed:
        raise IllegalAction(f"Declare what {name} does: effect is one of "
                            f"{', '.join(allowed)}.", clause=coe.SHORT_EVENT)
    if isinstance(amount, bool) or not isinstance(amount, int):
        raise IllegalAction("A declared effect's amount is a whole number.",
                            clause=coe.SHORT_EVENT)
    try:
        mode = effects.declared_mode(str(effect), amount)
    except ValueError as problem:
        raise IllegalAction(f"{name}: {problem}.", clause=coe.SHORT_EVENT) from None
    if mode.target == effects.NO_TARGET:
        return CardPlay(f"declare-resource:{card_id}", f"Play {name}", coe.SHORT_EVENT,
                        card_id, mode, None)
    company = state.company_of(str(target)) if isinstance(target, str) else None
    who = company.character(str(target)) if company else None
    if who is None or not fits(mode, who):
        raise IllegalAction(f"{name} declared to {effect} needs a target: a character in play "
                            f"it can {effect}.", clause=coe.SHORT_EVENT)
    return CardPlay(f"declare-resource:{card_id}", f"Play {name} on {who.name}",
                    coe.SHORT_EVENT, card_id, mode, who.card_id)
