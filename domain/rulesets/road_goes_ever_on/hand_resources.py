"""Resource short-events played from the hand (version 4 on), where the standard rules let
them be played:

- an attack on the company, before its strikes are assigned (CoE 3.i): a card that cancels
  it (Concealment, Dark Quarrels, Escape) or lessens it (Quiet Lands);
- a character's strike of that attack (CoE 3.iv.5): the strike sequences of the solo game run
  unbroken once the strikes are assigned, so these are played while the defender assigns
  them, on a character of the company, and apply to its strike of that attack (Risky Blow,
  Lucky Strike, Dodge, Block); a character that ends up not struck has spent the card;
- before the company's hazards are drawn, in the long-event phase as the Horses of the Inn
  (Fair Travels, Stealth, Hiding); from ``hand_windows.SINCE`` another company's as its own
  movement/hazard phase begins (hand_windows.py), its Stealth then too;
- any time in the organization and site phases (Halfling Strength).

The cards the engine scripts (``domain.engine.effects.REGISTRY``) are played from their
modes; the ones the engine's vocabulary has no word for are scripted here (``LOCAL``). From
version ``ENGINE_ESCAPES`` Escape, Block, Dodge and Stealth are the engine's generation 2
(``effects.LATER``) instead of this module's copies, so Stealth is played in the organization
phase as the standard rules say (CoE 5.1), no longer before the hazards; from
``ENGINE_CANCELS`` Halfling Stealth (a strike on a Hobbit) and The Cock Crows (a Troll attack)
are too. Any other resource
short-event is played by declaring one effect (``declare-resource:<card>``), recorded as a
``PlayerRuling``.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from domain.canonical import JSON
from domain.cards import Card, Catalog
from domain.engine import coe, effect_words, effects, hazard_limit_cards, influence_cards
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.engine.combat import (
    Attack,
    StrikeModifiers,
    halved_strikes,
    halving_problem,
    strike_prowess,
)
from domain.engine.company import company_size
from domain.engine.hazard_limit import base_hazard_limit
from domain.errors import IllegalAction
from domain.ruleset import Action, Context, illegal
from domain.rulesets.road_goes_ever_on import (
    align_palantir,
    bane_of_the_ithil_stone,
    battles,
    bridge,
    chance_meeting,
    check_cards,
    check_helpers,
    cock_crows,
    corruption_cards,
    dragon_homes,
    effect_clauses,
    elven_gifts,
    evenstar,
    far_sight,
    fellowship,
    fresh_hand,
    gates_of_morning,
    great_road,
    great_ship,
    held_attacks,
    influence_plays,
    information_sites,
    lucky_search,
    mirror,
    mount_doom,
    nenya,
    old_road,
    praise,
    quiet_lands,
    resource_notes,
    ring_cards,
    river_horses,
    sacrifice_of_form,
    site_rules,
    spells,
    support,
    thorough_search,
    tokens,
    travel_cards,
    true_fana,
    turn_bonuses,
    unique_factions,
    untapped_keepers,
    vilya,
    wizards_flame,
)
from domain.rulesets.road_goes_ever_on.song_cards import is_song
from domain.rulesets.road_goes_ever_on.state import LONG_EVENT, ORGANIZATION, SITE, State
from domain.text import type_name

#: Versions recorded before resources were played from the hand; they replay as played.
BEFORE = ("1", "2", "3", "4")
#: The first version that plays Escape, Block, Dodge and Stealth as the engine's generation 2
#: scripts them (this module scripted them first).
ENGINE_ESCAPES = 21
#: The first version that plays Halfling Stealth and The Cock Crows from generation 2 (they
#: were declared before).
ENGINE_CANCELS = 22
#: The first version that plays The Old Thrush and Stars (an Undead attack) from generation 2
#: (they were declared before).
ENGINE_WEAKENS = 114
#: The cards read from the engine's generation 2, by the first version that reads them.
FROM_ENGINE: tuple[tuple[int, tuple[str, ...]], ...] = (
    (ENGINE_ESCAPES, ("TW-229", "TW-230", "TW-199", "TW-209", "TW-332")),
    (ENGINE_CANCELS, ("TW-252", "TW-342")),
    (ENGINE_WEAKENS, ("TW-346", "TW-331")),
)
#: The cards of the engine that may not weaken one attack twice: Stars cannot be duplicated.
NOT_DUPLICATED = ("TW-331",)

# When a card is played.
ATTACK = "attack"  # an attack, before its strikes are assigned (CoE 3.i)
STRIKE = "strike"  # a character's strike of the attack being assigned (CoE 3.iv.5)
ROAD = "road"  # before the company's hazards are drawn (the long-event phase)
#: Before the hazards of a company the organization phase did not run (hand_windows.py): its
#: Stealth, an organization phase's card, is played then.
LATE_STEALTH = "late-stealth"
ANY = "any"  # the organization or site phase
INFLUENCE = "influence"  # the site phase, before an influence attempt on a faction here
ORGANIZING = "organization"  # the organization phase only
EXPLORED = "explored"  # the site phase, the site explored
INFORMATION_SITE = "information-site"  # the site phase, at an untapped site where Information
# is playable by its card

# What the engine's vocabulary had no word for (the first two name the engine's
# ``does-not-tap`` and ``wound-character`` in the games recorded before ``ENGINE_ESCAPES``).
STAYS_UNTAPPED = untapped_keepers.STAYS_UNTAPPED  # no tapping against the strike unless wounded
WOUND = "wound"  # the character it is played on is wounded, with no body check
WOUNDING = (WOUND, effects.WOUND_CHARACTER)
BEST_OF_TWO = effects.BEST_OF_TWO  # two rolls against the strike, the better one used
HALVE_STRIKES = effects.HALVE_STRIKES  # an automatic-attack's strikes halved, rounded up
#: What a card does to the strike of the character it is played on, "the character facing the
#: strike" (CoE 3.iv.5): Dodge, Block, Risky Blow, Lucky Strike, Halfling Stealth, Wizard's
#: Fire, a declared one. A card played then for the turn or the company (a ring, The Evenstar,
#: Kindling of the Spirit, Wizard's Voice, Sacrifice of Form) does none of it.
ON_HIS_STRIKE = (effects.PROWESS, effects.BODY, BEST_OF_TWO, effects.CANCEL_STRIKE,
                 *untapped_keepers.NOT_TAPPING)
#: What no resource does to a Battle's attack beyond canceling it: cancel or halve its
#: strikes (RGO-BATTLE-4).
BATTLE_PROOF = (effects.CANCEL_STRIKE, HALVE_STRIKES)
LIMIT_PER_REGION = "limit-per-region"  # the hazard limit -1 for each region of a type
HAZARD_LIMIT = "hazard-limit"  # a declared change of the company's hazard limit
INFLUENCE_BONUS = effects.INFLUENCE_BONUS  # added to the character's next influence attempt
DRAW_ON_SUCCESS = effects.INFLUENCE_DRAW  # cards drawn when that attempt succeeds

#: The clause of a declared effect: the player's word (a hazard event's too, effect_clauses.py).
DECLARED = effect_clauses.DECLARED


@dataclass(frozen=True, slots=True)
class Play:
    """One way to play a card from the hand: when, its effects and what it needs."""

    card: str
    name: str
    mode: str
    window: str
    effects: tuple[effects.Effect, ...]
    on_character: bool = False  # played on (or tapping) a character of the company
    skill: str | None = None  # that character must have it
    taps_skilled: bool = False  # that character, untapped, taps
    race: str | None = None
    attack_races: tuple[str, ...] = ()  # the attack must be by one of these races
    unwounded: bool = False  # the character must not be wounded
    region_type: str | None = None  # the region type counted in the site path
    site_types: tuple[str, ...] = ()  # an automatic-attack at a site of these types
    below_size: int | None = None  # the company's size must be below it
    staying: bool = False  # only a company that does not move
    company_skill: str | None = None  # a character of the company must have it
    named: str | None = None  # played only on the character of this name
    regions: tuple[str, ...] = ()  # the company's new site must lie in one of these regions
    bearing: str | None = None  # the character must bear the item of this name
    attack_not_races: tuple[str, ...] = ()  # the attack must be by none of these races
    attack_min_prowess: int = 0  # the attack's normal prowess must be at least this
    once_per_attack: bool = False  # the card may not be played twice on one attack

    @property
    def rule(self) -> str:
        return {ATTACK: coe.CANCEL_ATTACK, STRIKE: coe.STRIKE_RESOURCES,
                ROAD: coe.HAZARD_LIMIT, INFLUENCE: "RGO-QUEST-4"}.get(self.window,
                                                                      coe.SHORT_EVENT)


_WINDOWS = {effects.DURING_ATTACK: ATTACK, effects.DURING_STRIKE: STRIKE, effects.ANY_TIME: ANY}


def _from_engine(entry: effects.ScriptedCard) -> tuple[Play, ...]:
    return tuple(Play(entry.card_id, entry.name, m.name,
                      ORGANIZING if m.phase == ORGANIZATION else _WINDOWS[m.timing], m.effects,
                      m.target != effects.NO_TARGET, m.skill, m.taps_skilled, m.race,
                      m.attack_races, _wounds(m.effects), below_size=m.below_size,
                      attack_not_races=m.attack_not_races,
                      attack_min_prowess=m.attack_min_prowess,
                      once_per_attack=m.once_per_attack or entry.card_id in NOT_DUPLICATED)
                 for m in entry.modes)


def _wounds(played: tuple[effects.Effect, ...]) -> bool:
    """A card that wounds its character is played on an unwounded one."""
    return any(e.primitive in WOUNDING for e in played)


def _one(primitive: str, amount: int = 0) -> tuple[effects.Effect, ...]:
    return (effects.Effect(primitive, amount),)


def _engine_mode(card_id: str, mode: str) -> effects.Mode:
    """A mode of a card as the engine's latest scripts play it."""
    entry = effects.scripted(card_id, effects.EVERY_GENERATION)
    assert entry is not None, card_id
    return next(m for m in entry.modes if m.name == mode)


#: Quiet Lands as the engine plays it: where its automatic-attack must be.
QUIET_LANDS = _engine_mode("TW-309", "halve")


#: The common cards of the player's deck that the engine's vocabulary cannot say.
LOCAL: tuple[Play, ...] = (
    Play("TW-209", "Dodge", "strike", STRIKE, (effects.Effect(STAYS_UNTAPPED),
                                               effects.Effect(effects.BODY, -1)), True),
    Play("TW-199", "Block", "strike", STRIKE, _one(STAYS_UNTAPPED), True, skill="warrior"),
    Play("TW-270", "Lucky Strike", "strike", STRIKE, _one(BEST_OF_TWO), True,
         skill="warrior"),
    Play("TW-229", "Escape", "cancel", ATTACK, (effects.Effect(WOUND),
                                                effects.Effect(effects.CANCEL_ATTACK)), True,
         unwounded=True),
    Play("TW-309", "Quiet Lands", "halve", ATTACK, _one(HALVE_STRIKES),
         site_types=QUIET_LANDS.automatic_at),
    Play("TW-237", "Fair Travels in Wilderness", "limit", ROAD, _one(LIMIT_PER_REGION),
         region_type="wilderness"),
    Play("TW-233", "Fair Travels in Border-lands", "limit", ROAD, _one(LIMIT_PER_REGION),
         region_type="border-land"),
    Play("TW-332", "Stealth", "hide", ROAD, _one(effects.PREVENT_CREATURES), True,
         skill="scout", taps_skilled=True, below_size=3),
    Play("TW-256", "Hiding", "hide", ROAD, _one(effects.PREVENT_CREATURES), True,
         skill="scout", staying=True),
    Play("TW-267", "Lordly Presence", "influence", INFLUENCE,
         (effects.Effect(INFLUENCE_BONUS, 5), effects.Effect(DRAW_ON_SUCCESS, 1)), True,
         skill="diplomat"),
    Play("TW-292", "New Friendship", "influence", INFLUENCE, _one(INFLUENCE_BONUS, 3), True,
         skill="diplomat"),
)

#: The scripted plays of the versions before ``ENGINE_ESCAPES``.
PLAYS: dict[str, tuple[Play, ...]] = {
    **{c.card_id: _from_engine(c) for c in effects.REGISTRY.values()
       if c.kind == effects.SHORT_EVENT},
    **{p.card: tuple(q for q in LOCAL if q.card == p.card) for p in LOCAL},
}



def _reading(first: int) -> dict[str, tuple[Play, ...]]:
    """The scripted plays from version ``first`` on: ``FROM_ENGINE``'s cards of the versions
    up to it read from generation 2."""
    engine = [c for since, cards in FROM_ENGINE if since <= first for c in cards]
    return {**{c: p for c, p in PLAYS.items() if c not in engine},
            **{c: _from_engine(found) for c in engine
               if (found := effects.scripted(c, effects.Generations.up_to(2))) is not None}}


#: The scripted plays from each version of ``FROM_ENGINE`` on, the latest first.
ENGINE_PLAYS: tuple[tuple[int, dict[str, tuple[Play, ...]]], ...] = tuple(
    (since, _reading(since)) for since, _ in reversed(FROM_ENGINE))


#: The plays added by later versions, each from its module's first version: the
#: corruption-check modes (``check_cards``), Horses (``travel_cards``), the influence modes
#: (``influence_plays``), the Wizard's spells (``spells``).
ADDED = ((check_cards.offered, check_cards.plays()), (travel_cards.offered, travel_cards.plays()),
         (influence_plays.offered, influence_plays.plays()),
         (influence_plays.muster_offered, influence_plays.muster()),
         (spells.offered, spells.plays()),
         (fresh_hand.offered, fresh_hand.plays()),
         (elven_gifts.offered, elven_gifts.plays()),
         (thorough_search.offered, thorough_search.plays()),
         (spells.flame_offered, spells.flame()),
         (influence_plays.persuasive_offered, influence_plays.persuasive()),
         (travel_cards.roads_offered, travel_cards.roads()),
         (travel_cards.keying_offered, travel_cards.keying_plays()),
         (river_horses.offered, river_horses.plays()),
         (travel_cards.paths_offered, travel_cards.paths_plays()),
         (great_road.offered, great_road.plays()),
         (old_road.offered, old_road.plays()),
         (praise.offered, praise.plays()),
         (great_ship.offered, great_ship.plays()),
         (far_sight.offered, far_sight.plays()),
         (bridge.offered, bridge.plays()),
         (ring_cards.offered, ring_cards.plays()),
         (ring_cards.ringlore_offered, ring_cards.ringlore()),
         (mount_doom.offered, mount_doom.plays()),
         (mirror.offered, mirror.plays()),
         (true_fana.offered, true_fana.plays()),
         (fellowship.offered, fellowship.plays()),
         (gates_of_morning.offered, gates_of_morning.plays()),
         (cock_crows.offered, cock_crows.plays()),
         (align_palantir.offered, align_palantir.plays()),
         (quiet_lands.offered, quiet_lands.plays()),
         (sacrifice_of_form.offered, sacrifice_of_form.plays()))
#: The plays that take the place of a card's earlier ones, each from its module's first
#: version: the bonuses for the rest of the turn (``turn_bonuses``), Wizard's Flame on every
#: attack (``wizards_flame``).
REPLACING = ((turn_bonuses.offered, turn_bonuses.plays()),
             (wizards_flame.offered, wizards_flame.plays()),
             (vilya.offered, vilya.plays()),
             (nenya.offered, nenya.plays()))


@functools.cache  # asked for each card in hand at each decision: one dict per version, only read
def plays(played: str) -> dict[str, tuple[Play, ...]]:
    """The scripted plays of the version played, with those ``ADDED`` up to it."""
    found = next((p for since, p in ENGINE_PLAYS if int(played) >= since), PLAYS)
    for offered_in, added in ADDED:
        if offered_in(played):
            found = {**found, **{card: (*found.get(card, ()), *more)
                                 for card, more in added.items()}}
    for offered_in, replacing in REPLACING:
        if offered_in(played):
            found = {**found, **replacing}
    return found


@functools.lru_cache(maxsize=1024)  # asked at each decision for each play offered
def _known(card: str, mode: str) -> Play:
    """A play the automatic player is offered: its mode means the same in every version."""
    return next(p for p in (*ENGINE_PLAYS[0][1].get(card, ()), *PLAYS.get(card, ()),
                            *(p for _, added in (*REPLACING, *ADDED)
                              for p in added.get(card, ())))
                if p.mode == mode)

#: The effects a card that is not scripted may be declared to have, and when.
DECLARABLE: dict[str, tuple[str, bool, tuple[int, int]]] = {
    # effect: (window, on a character, (lowest, highest) amount; (0, 0): none)
    effects.CANCEL_ATTACK: (ATTACK, False, (0, 0)),
    effects.CANCEL_STRIKE: (STRIKE, True, (0, 0)),
    effects.PROWESS: (STRIKE, True, (-5, 5)),
    effects.BODY: (STRIKE, True, (-5, 5)),
    effects.UNTAP: (ANY, True, (0, 0)),
    effects.HEAL: (ANY, True, (0, 0)),
    effects.DRAW: (ANY, False, (1, 5)),
    effects.PREVENT_CREATURES: (ROAD, False, (0, 0)),
    HAZARD_LIMIT: (ROAD, False, (-5, -1)),
}


def offered(played: str) -> bool:
    """Whether the version played offers resources from the hand."""
    return played not in BEFORE


#: From this version a card any script plays is never declared: the declared effects are
#: for the cards no script plays (before, a card scripted only for an influence attempt was
#: still declared at other times).
SCRIPTED_NOT_DECLARED_SINCE = 118


def declarable_card(card: Card, played: str) -> bool:
    """A resource short-event no script plays (up to ``SCRIPTED_NOT_DECLARED_SINCE``, none
    outside an influence attempt); Songs have their own play, RGO-SONG-1."""
    if card.card_type != "Resource" or card.event_type != "short":
        return False  # most cards of a hand, asked at each decision: nothing else to weigh
    return card.id not in _scripted(played) and not is_song(card) \
        and not resource_notes.undeclared(card.id, played) \
        and not (card.id == chance_meeting.CARD_ID and chance_meeting.offered(played)) \
        and not (card.id == lucky_search.CARD_ID and lucky_search.offered(played))


@functools.cache  # asked for each short-event of the hand at each decision
def _scripted(played: str) -> frozenset[str]:
    """The cards a script of the version played plays, so never declared
    (:func:`declarable_card`)."""
    # Before, a card scripted only for an influence attempt kept its declaration for the
    # rest: the games of versions 5 to SCRIPTED_NOT_DECLARED_SINCE - 1 that declared it.
    kept = () if int(played) >= SCRIPTED_NOT_DECLARED_SINCE else (INFLUENCE,)
    return frozenset(card for card, found in plays(played).items()
                     if any(p.window not in kept for p in found))


# -- the windows --------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Moment:
    """What the game is at: the windows open, the attack faced (and its site's type)."""

    windows: tuple[str, ...]
    attack: Attack | None = None
    site_type: str = ""
    uncancelable: bool = False  # the automatic-attack's site says it cannot be canceled
    battle: bool = False  # a Battle's attack: neither it nor its strikes are canceled
    region: str = ""  # the region of the company's new site (the long-event phase)
    new_site_type: str = ""  # the type of the company's new site (the long-event phase)
    new_under_deeps: bool = False  # the company's new site is an Under-deeps site (likewise)
    site_name: str = ""  # the name of the company's site (the long-event phase)
    normal_prowess: int = 0  # the attack's printed prowess (its creature's), else its own
    at_haven: bool = False  # the company's site is a Haven (the long-event phase)


def moment(state: State, catalog: Catalog, played: str = "") -> Moment:
    awaited = state.awaited_strikes
    if awaited is not None:
        attack = awaited.read_attack()
        opening = () if awaited.assigned else (ATTACK,)
        site = dragon_homes.automatic_site(state, catalog, attack)
        printed = catalog.get(attack.source).prowess \
            if not attack.automatic and attack.source in catalog else None
        return Moment((*opening, STRIKE), attack, site.site_type or "" if site else "",
                      uncancelable(state, catalog, attack, played), is_battle(catalog, attack),
                      normal_prowess=attack.prowess if printed is None else printed)
    own = state.hand_cards_awaited
    if state.phase == LONG_EVENT or own:  # own: the company's own (hand_windows.py)
        new = state.destination
        site = catalog.get(new) if new is not None and new in catalog else None
        return Moment((ROAD, LATE_STEALTH) if own else (ROAD,),
                      region=(site.region or "") if site else "",
                      new_site_type=(site.site_type or "") if site else "",
                      new_under_deeps=site is not None and site.under_deeps,
                      site_name=catalog.get(state.site).name if state.site in catalog else "",
                      at_haven=state.site in catalog and catalog.get(state.site).is_haven)
    if state.phase == ORGANIZATION:
        return Moment((ANY, ORGANIZING),
                      at_haven=state.site in catalog and catalog.get(state.site).is_haven)
    faction_here = state.explored and any(  # one a copy in play holds back (unique_factions)
        state.site in q.sites and catalog.get(q.card).is_faction
        and unique_factions.problem(state, catalog.get(q.card), played) is None
        for q in state.display)
    explored = (EXPLORED,) if state.phase == SITE and state.explored else ()
    if state.phase == SITE and state.site not in state.tapped_sites and state.site in catalog \
            and (catalog.get(state.site).playable_information
                 or information_sites.opened(played, state, catalog.get(state.site))):
        explored = (*explored, INFORMATION_SITE)  # Isengard, The White Towers: their rules
    return Moment((ANY, INFLUENCE, *explored) if faction_here else (ANY, *explored))


def uncancelable(state: State, catalog: Catalog, attack: Attack, played: str) -> bool:
    """An automatic-attack its site prints as one that cannot be canceled (the attack keeps
    no flag of its own: its site's attack of the same race says so; an At Home's, its
    lair's from ``dragon_homes.LAIR_READ_SINCE``), or a Battle's attack (RGO-BATTLE-4)."""
    if is_battle(catalog, attack) or lucky_search.is_its(attack):
        return True
    site = dragon_homes.printed_site(state, catalog, attack, played)
    return site is not None and any(a.cannot_be_canceled and a.race == attack.race
                                    for a in site.automatic_attacks)


def is_battle(catalog: Catalog, attack: Attack) -> bool:
    """An attack of a Battle card (its source)."""
    return attack.source in catalog and battles.KEYWORD in catalog.get(attack.source).keywords


def _who(play: Play, who: Character) -> bool:
    if play.race and who.race != play.race:
        return False
    if play.named and who.name != play.named:
        return False
    if play.bearing and not _bears(who, play.bearing):
        return False
    if play.skill and not who.has_skill(play.skill):
        return False
    if play.taps_skilled and not who.untapped:
        return False
    if play.unwounded and who.wounded:
        return False
    if play.window == INFLUENCE and not who.untapped:  # the attempt taps an untapped one
        return False
    wanted = {e.primitive for e in play.effects}
    if effects.UNTAP in wanted and who.state != "tapped":
        return False
    return effects.HEAL not in wanted or who.wounded


def _bears(who: Character, item: str) -> bool:
    return any(i.name == item for i in who.items)


def _untaps(play: Play) -> bool:
    return any(e.primitive == effects.UNTAP for e in play.effects)


def _hides(play: Play) -> bool:
    """Stealth: an organization phase's card keeping creatures from the company's hazards."""
    return play.window == ORGANIZING \
        and any(e.primitive == effects.PREVENT_CREATURES for e in play.effects)


def _fits(state: State, play: Play, at: Moment, played: str) -> bool:
    if play.window not in at.windows and not (LATE_STEALTH in at.windows and _hides(play)):
        return False
    if at.uncancelable and any(e.primitive == effects.CANCEL_ATTACK for e in play.effects):
        return False
    if at.battle and any(e.primitive in BATTLE_PROOF for e in play.effects):
        return False
    if play.attack_races and (at.attack is None or not at.attack.is_race(*play.attack_races)):
        return False
    if play.window == ATTACK and _weakening_unmet(state, play, at) is not None:
        return False
    if play.site_types and (at.attack is None or halving_problem(at.attack, at.site_type,
                                                                 play.site_types) is not None):
        return False
    if play.region_type is not None and limit_cut(state, play) == 0:
        return False
    if play.regions and (at.region not in play.regions or limit_cut(state, play) == 0):
        return False
    if travel_cards.keying_unmet(state, play, at.new_site_type, at.site_name,
                                 played, at.new_under_deeps) is not None:
        return False
    if great_road.unmet(state, play, at.at_haven) is not None:
        return False
    if play.below_size is not None and company_size(state.characters) >= play.below_size:
        return False
    if play.staying and state.destination is not None:
        return False
    if play.company_skill and not any(c.has_skill(play.company_skill)
                                      for c in state.characters):
        return False
    if ring_cards.tests_ring(play) and not ring_cards.gold_rings(state):
        return False
    if turn_bonuses.played_this_turn(state, play.card):
        return False
    if _card_unmet(state, play) is not None:
        return False
    if fellowship.unmet(state, play, at.at_haven) is not None:
        return False
    if gates_of_morning.unmet(state, play) is not None:
        return False
    prevents = any(e.primitive == effects.PREVENT_CREATURES for e in play.effects)
    return not (prevents and state.company in state.creatures_prevented)


def _weakening_unmet(state: State, play: Play, at: Moment) -> str | None:
    """Why a card cannot be played on the attack the company faces (None: it can): the
    attack's race or normal prowess, or the card already played on it."""
    attack, awaited = at.attack, state.awaited_strikes
    if attack is None or awaited is None:
        return None
    if play.attack_races and not attack.is_race(*play.attack_races):
        return f"it is played on an attack by {' or '.join(play.attack_races)}, not by " \
               f"{attack.race}"
    if play.attack_not_races and attack.is_race(*play.attack_not_races):
        return f"it is not played on an attack by {attack.race}"
    if at.normal_prowess < play.attack_min_prowess:
        return f"the attack's normal prowess is {at.normal_prowess}, below " \
               f"{play.attack_min_prowess}"
    if play.once_per_attack and play.card in awaited.weakened_by:
        return "it is played on this attack already"
    return None


def _card_unmet(state: State, play: Play) -> str | None:
    """A card's own condition of the moment not met (Mount Doom, Lórien), or None."""
    return mount_doom.unmet(state, play) or mirror.unmet(state, play) \
        or gates_of_morning.needs_it(state, play) or _uncanceled_strike(state, play) \
        or sacrifice_of_form.unmet(state, play)


def _uncanceled_strike(state: State, play: Play) -> str | None:
    """Why a card canceling a strike is not played on Lucky Search's (None: it may be)."""
    awaited = state.awaited_strikes
    if awaited is None or not lucky_search.is_its(awaited.read_attack()):
        return None
    cancels = any(e.primitive in (effects.CANCEL_STRIKE, effects.CANCEL_ATTACK)
                  for e in play.effects)
    return lucky_search.NOT_CANCELED if cancels else None


def limit_cut(state: State, play: Play) -> int:
    """How much a hazard-limit card lowers the moving company's limit, as the engine counts it
    (``hazard_limit_cards``; Horses by its amount), to a minimum of two; once for each
    company."""
    if state.destination is None or play.card in state.eased_by:
        return 0
    card = hazard_limit_cards.CARDS.get(play.card)
    by = [e.amount for e in play.effects if e.primitive == travel_cards.LIMIT_BY]
    count = hazard_limit_cards.reduction(card, state.path, gates_of_morning.in_play(state)) \
        if card is not None else by[0] if by else 0
    return hazard_limit_cards.cut(count, _limit_now(state))


def _limit_now(state: State) -> int:
    return base_hazard_limit(company_size(state.characters)) - state.limit_reduction


@functools.lru_cache(maxsize=4096)  # the same plays told for the same characters each decision
def words(play: Play, who: str | None = None) -> str:
    """What a play does, in words (``effect_words``), The Road's own effects with them: "-1 to
    the company's hazard limit for each Wilderness in its site path"."""
    if play.effects[0].primitive == LIMIT_PER_REGION:
        return "-1 to the company's hazard limit for each " \
               f"{type_name(play.region_type or '')} in its site path"
    said = effect_words.told([_as_engine(e) for e in play.effects], who)
    return effect_words.naming(said, who, play.taps_skilled)


def _as_engine(effect: effects.Effect) -> effects.Effect:
    """An effect of The Road's own as the engine's effect that does the same, for its words."""
    if effect.primitive == travel_cards.LIMIT_BY:
        return effects.Effect(effects.HAZARD_LIMIT_TURN, -effect.amount)
    same = {STAYS_UNTAPPED: effects.DOES_NOT_TAP,
            travel_cards.CREATURES_PROWESS: effects.CREATURE_PROWESS_TURN,
            great_road.ROAD_HOME: effects.GREAT_ROAD}.get(effect.primitive)
    return effects.Effect(same, effect.amount) if same else effect


def actions(state: State, catalog: Catalog, played: str) -> list[Action]:
    """The plays of the hand's resources open now, and the declarations."""
    at = moment(state, catalog, played)
    scripted = plays(played)
    out = []
    for card_id in dict.fromkeys(state.hand):
        for play in scripted.get(card_id, ()):
            if not _fits(state, play, at, played) or (
                    ring_cards.tests_ring(play)
                    and ring_cards.play_unmet(state, play, {}, catalog.get) is not None) \
                    or true_fana.unmet(state, play, played) is not None \
                    or bane_of_the_ithil_stone.unmet(state, played, far_sight.searches(play)) \
                    or cock_crows.unmet(state, play, catalog.get) is not None \
                    or quiet_lands.unmet(state, play, catalog.get) is not None:
                continue
            label = f"Play {play.name}: "
            if not play.on_character:
                out.append(Action(f"resource:{card_id}:{play.mode}", label + words(play),
                                  play.rule,
                                  cock_crows.params(state, catalog.get)
                                  if cock_crows.discards(play)
                                  else quiet_lands.params(state, play),
                                  cock_crows.candidates(state, catalog.get)
                                  if cock_crows.discards(play) else {}))
                continue
            params = ring_cards.params(state, play, catalog.get, played) \
                if ring_cards.tests_ring(play) else far_sight.params(state, catalog.get) \
                if far_sight.searches(play) else vilya.params(state, catalog.get) \
                if vilya.returns(play) else nenya.params(state, played) \
                if nenya.assures(play) else evenstar.params(state, played) \
                if evenstar.is_it(play) else align_palantir.params(state, catalog.get) \
                if align_palantir.is_it(play) else {}
            candidates = ring_cards.candidates(state, play, catalog.get, played) \
                if ring_cards.tests_ring(play) else far_sight.candidates(state, catalog.get) \
                if far_sight.searches(play) else nenya.candidates(state, played) \
                if nenya.assures(play) else {}
            # At The White Towers another than the sage taps to open Information.
            sages = [c for c in state.characters if play.window != INFORMATION_SITE
                     or information_sites.sage_unmet(played, state, catalog.get(state.site),
                                                     c.card_id) is None]
            out += [Action(f"resource:{card_id}:{play.mode}:{c.card_id}",
                           _label(state, play, c) + words(play, c.name), play.rule, params,
                           align_palantir.candidates(state, c, catalog.get)
                           if align_palantir.is_it(play) else candidates)
                    for c in sages if _who(play, c) and not (
                        _untaps(play) and state.holds_card(c.card_id))
                    and align_palantir.unmet(state, play, c, catalog.get) is None
                    and held_attacks.elsewhere(state, played, c.card_id) is None
                    and _on_strike_unmet(state, play, c.card_id, catalog, played) is None]
            # A Skill token may stand in for the skilled character's tapping (RGO-TOKEN-7).
            out += [Action(f"resource:{card_id}:{play.mode}:{c.card_id}:{tokens.SKILL_TOKEN}",
                           f"{label}{words(play)} ({c.name} spends a Skill token and stays "
                           "untapped)",
                           tokens.SKILL_INSTEAD)
                    for c in sages if play.taps_skilled and play.skill
                    and _who(play, c)
                    and state.skill(c.card_id) > 0
                    and held_attacks.elsewhere(state, played, c.card_id) is None]
        card = catalog.get(card_id)
        if declarable_card(card, played):
            open_now = [e for e, (w, _, _) in DECLARABLE.items() if w in at.windows]
            if open_now:
                out.append(Action(f"declare-resource:{card_id}",
                                  f"Play {card.name}, declaring its effect (a player ruling)",
                                  DECLARED, {"effect": "|".join(open_now),
                                             "target": "a character id, where the effect "
                                                       "needs one",
                                             "amount": "where the effect needs one"},
                                  {"effect": tuple(open_now),
                                   "target": tuple(c.card_id for c in state.characters)}))
    return out


def refusal(state: State, catalog: Catalog, kind: str, rest: str,
            played: str) -> IllegalAction:
    card_id = rest.split(":", 1)[0]
    name = catalog.get(card_id).name if card_id in catalog else card_id
    if card_id not in state.hand:
        return illegal(f"{name} is not in your hand.", coe.SHORT_EVENT)
    if kind == "declare-resource" and resource_notes.undeclared(card_id, played):
        return illegal(f"{name} is never played here: "
                       f"{resource_notes.why_undeclared(card_id)}.",
                       resource_notes.undeclared_clause(card_id, DECLARED))
    if kind == "declare-resource" and card_id == chance_meeting.CARD_ID \
            and chance_meeting.offered(played):
        return illegal(f"{name} is not declared: it is played with "
                       f"{chance_meeting.KIND}:<character>:<controller>.", DECLARED)
    if kind == "declare-resource" and card_id == lucky_search.CARD_ID \
            and lucky_search.offered(played):
        return illegal(f"{name} is not declared: it is played with "
                       f"{lucky_search.KIND}:<scout>.", DECLARED)
    if kind == "declare-resource":
        return illegal(f"{name} is not a resource short-event to declare now (a scripted "
                       "card is played with resource:<card>:<mode>).", DECLARED)
    known = plays(played).get(card_id, ())
    if not known:
        return illegal(f"{name} is not a scripted card: declare its effect with "
                       f"declare-resource:{card_id}.", DECLARED)
    wanted = next((p for p in known if rest.split(":")[1:2] == [p.mode]), None)
    why = _unmet(state, wanted, rest.split(":")[2:3]) if wanted is not None else None
    if wanted is not None and why is None:  # Far-sight's search, cancelled
        why = bane_of_the_ithil_stone.unmet(state, played, far_sight.searches(wanted))
    if wanted is not None and why is None and ring_cards.tests_ring(wanted):
        why = ring_cards.play_unmet(state, wanted, {}, catalog.get)
    if wanted is not None and why is None and wanted.window == STRIKE \
            and rest.split(":")[2:3]:
        why = held_attacks.elsewhere(state, played, rest.split(":")[2]) \
            or _on_strike_unmet(state, wanted, rest.split(":")[2], catalog, played)
    at = moment(state, catalog, played)
    if wanted is not None and why is None and wanted.window == INFORMATION_SITE \
            and wanted.window in at.windows and rest.split(":")[2:3]:
        why = information_sites.sage_unmet(played, state, catalog.get(state.site),
                                           rest.split(":")[2])
    if wanted is not None and why is None:
        why = fellowship.unmet(state, wanted, at.at_haven) \
            or gates_of_morning.unmet(state, wanted) \
            or cock_crows.unmet(state, wanted, catalog.get) \
            or quiet_lands.unmet(state, wanted, catalog.get) \
            or align_palantir.unmet(state, wanted, state.character(rest.split(":")[2])
                                    if rest.split(":")[2:3] else None, catalog.get)
    if wanted is not None and why is None and wanted.window == ATTACK:
        why = _weakening_unmet(state, wanted, at) or true_fana.unmet(state, wanted, played)
    if wanted is not None and why is None and wanted.window in at.windows:
        why = travel_cards.unmet(state, wanted, at.region, _limit_now(state),
                                 gates_of_morning.in_play(state)) \
            or travel_cards.keying_unmet(state, wanted, at.new_site_type, at.site_name,
                                         played, at.new_under_deeps) \
            or great_road.unmet(state, wanted, at.at_haven)
    if wanted is not None and why is not None:
        return illegal(f"{name} cannot be played for its {wanted.mode} mode: {why}.",
                       wanted.rule)
    when = {ATTACK: "against an attack before its strikes are assigned",
            STRIKE: "on a character's strike while the strikes are assigned",
            ROAD: "before the company's hazards are drawn, when its conditions are met",
            ANY: "in the organization or site phase", ORGANIZING: "in the organization phase",
            EXPLORED: "in the site phase, the site explored",
            INFORMATION_SITE: "in the site phase, at an untapped site where Information is "
                              "playable",
            old_road.WINDOW: "in the site phase of a company at an untapped Haven "
                             "(old-road:<card>:<character>:<faction>)",
            bridge.WINDOW: "as the movement/hazard phase of a company that moved to a Haven "
                           "ends (bridge:<card>:<site>)",
            INFLUENCE: "in the site phase, the site explored, before an influence attempt on a "
                       "faction of the Quest Display here"}
    return illegal(f"{name} cannot be played that way now: it is played "
                   f"{when[known[0].window]}, on a character it can be played on.",
                   known[0].rule)


def _on_his_strike(play: Play) -> bool:
    """Whether ``play`` is played on the strike of the character it is played on (CoE 3.iv.5,
    ``ON_HIS_STRIKE``)."""
    return play.window == STRIKE and any(e.primitive in ON_HIS_STRIKE for e in play.effects)


def _label(state: State, play: Play, who: Character) -> str:
    """The start of an offer to play a card on ``who``: on a strike he may yet be given, it
    says so, as staying untapped does (support._stand_label)."""
    awaited = state.awaited_strikes
    if _on_his_strike(play) and awaited is not None and who.card_id not in awaited.assigned:
        return f"Play {play.name} on {who.name}, if given a strike: "
    return f"Play {play.name}: "


def _on_strike_unmet(state: State, play: Play, who: str, catalog: Catalog,
                     played: str) -> str | None:
    """Why a card played on a character's strike is not played on ``who`` (None: it may be):
    from ``support.FACED_SINCE`` he faces no strike and never will (``support.faced_refusal``);
    a card keeping him untapped against it (Dodge, Block), the -3, a card or a Skill token
    already keeps him so (``untapped_keepers.refused``)."""
    none = support.faced_refusal(state, who, played, catalog.get) \
        if _on_his_strike(play) else None
    if none is not None or not any(e.primitive in untapped_keepers.NOT_TAPPING
                                   for e in play.effects):
        return none
    return untapped_keepers.refused(state, who, lambda c: catalog.get(c).name, played)


def _unmet(state: State, play: Play, target: list[str]) -> str | None:
    """The condition of a mode's card or target that is not met (None: none is named)."""
    if play.company_skill and not any(c.has_skill(play.company_skill)
                                      for c in state.characters):
        return f"no character of the company is a {play.company_skill}"
    if turn_bonuses.played_this_turn(state, play.card):
        return "it may not be played twice in a turn"
    if _card_unmet(state, play) is not None:
        return _card_unmet(state, play)
    if ring_cards.tests_ring(play):
        unmet = ring_cards.ring_unmet(state, {})
        if unmet is not None:
            return unmet
    who = state.character(target[0]) if target else None
    if play.on_character and who is None:
        return "it is played on a character of the company"
    if play.race and who is not None and who.race != play.race:
        article = "an" if play.race[0] in "AEIOU" else "a"
        return f"it is played on {article} {play.race}, not on {who.name}"
    if play.named and who is not None and who.name != play.named:
        return f"it is played on {play.named}, not on {who.name}"
    if play.skill and who is not None and not who.has_skill(play.skill):
        return f"it is played on a {play.skill}, and {who.name} is none"
    if play.bearing and who is not None and not _bears(who, play.bearing):
        return f"it is played on the bearer of {play.bearing}, and {who.name} bears it not"
    return None


# -- playing ------------------------------------------------------------------------------------

Draw = Callable[[Context[State], int, str], None]


def decide(ctx: Context[State], catalog: Catalog, kind: str, rest: str,
           args: Mapping[str, JSON], draw: Draw) -> None:
    """Play a card whose action is open (the caller checked): its effects, in order."""
    if kind == "declare-resource":
        _declare(ctx, catalog, rest, args, draw)
        return
    card_id, mode, *who = rest.split(":")
    play = next(p for p in plays(ctx.ruleset.played)[card_id] if p.mode == mode)
    target = who[0] if who else None
    unmet = ring_cards.play_unmet(ctx.state, play, args, catalog.get, ctx.ruleset.played) \
        if ring_cards.tests_ring(play) else far_sight.unmet(ctx.state, args, catalog.get) \
        if far_sight.searches(play) else vilya.unmet(ctx.state, args, catalog.get,
                                                     ctx.ruleset.played) \
        if vilya.returns(play) else nenya.unmet(ctx.state, args, ctx.ruleset.played) \
        if nenya.assures(play) else cock_crows.args_unmet(ctx.state, args, catalog.get) \
        if cock_crows.discards(play) else evenstar.unmet(ctx.state, args, ctx.ruleset.played) \
        if evenstar.is_it(play) else align_palantir.args_unmet(ctx.state, args, target,
                                                               catalog.get) \
        if align_palantir.is_it(play) else quiet_lands.args_unmet(ctx.state, play, args)
    if unmet is not None:
        raise illegal(f"{play.name} cannot be played for its {mode} mode: {unmet}.", play.rule)
    ctx.emit("ResourcePlayed", play.rule, card=card_id, name=play.name, mode=mode,
             target=target, effects=[[e.primitive, e.amount] for e in play.effects],
             strike=target if play.window == STRIKE else None,
             **({"influence": target} if play.window == INFLUENCE else {}))
    if play.window == INFORMATION_SITE and target is not None:  # The White Towers' helper
        information_sites.open_site(ctx, catalog.get(ctx.state.site), target)
    if play.taps_skilled and target is not None and who[1:] == [tokens.SKILL_TOKEN]:
        tokens.skill_instead(ctx, target, f"stays untapped for {play.name}")
    elif play.taps_skilled and target is not None:
        ctx.emit("CharacterStateChanged", coe.SHORT_EVENT, character=target, state="tapped")
    _apply(ctx, play.name, play.effects, target, play.rule, draw, play, args)
    evenstar.with_gates(ctx, play, args)  # its Gates of Morning half


def _declare(ctx: Context[State], catalog: Catalog, card_id: str, args: Mapping[str, JSON],
             draw: Draw) -> None:
    state = ctx.state
    name = catalog.get(card_id).name
    effect = str(args.get("effect", ""))
    amount = args.get("amount", 0)
    target = args.get("target")
    at = moment(state, catalog)
    if effect not in DECLARABLE or DECLARABLE[effect][0] not in at.windows:
        open_now = [e for e, (w, _, _) in DECLARABLE.items() if w in at.windows]
        raise illegal(f"{effect!r} cannot be declared now; choose one of "
                      f"{', '.join(open_now)}.", DECLARED)
    window, on_character, (low, high) = DECLARABLE[effect]
    if at.battle and effect in (effects.CANCEL_ATTACK, *BATTLE_PROOF):
        raise illegal("A Battle's attacks and strikes cannot be canceled by resource cards.",
                      battles.ATTACKS)
    # ``at`` is read as version 5 declared it (no version given): the attack's own reading
    # is the version played's.
    if effect == effects.CANCEL_ATTACK and at.attack is not None \
            and uncancelable(state, catalog, at.attack, ctx.ruleset.played):
        raise illegal("This automatic-attack cannot be canceled.", coe.CANCEL_ATTACK)
    if isinstance(amount, bool) or not isinstance(amount, int) \
            or not (low <= amount <= high) or (low < 0 < high and amount == 0):
        needs = f"a whole number from {low} to {high}, not 0" if high or low else "no amount"
        raise illegal(f"{effect} takes {needs} (the \"amount\" argument).", DECLARED)
    who = state.character(target) if isinstance(target, str) else None
    if on_character:
        play = Play(card_id, name, effect, window, _one(effect, amount), True)
        if who is None or not _who(play, who):
            raise illegal(f"{effect} needs a character of the company it can act on (the "
                          "\"target\" argument).", DECLARED)
    if effect in ON_HIS_STRIKE and who is not None:
        none = support.faced_refusal(state, who.card_id, ctx.ruleset.played, catalog.get)
        if none is not None:
            raise illegal(f"{effect} cannot be declared on {who.name} now: {none}.",
                          coe.STRIKE_RESOURCES)
    ctx.emit("PlayerRuling", DECLARED, card=card_id, name=name, effect=effect, amount=amount,
             target=who.card_id if who else None)
    ctx.emit("ResourcePlayed", DECLARED, card=card_id, name=name, mode=effect,
             target=who.card_id if who else None, effects=[[effect, amount]],
             strike=who.card_id if window == STRIKE and who else None)
    _apply(ctx, name, _one(effect, amount), who.card_id if who else None, DECLARED, draw)


def _is_wounded(state: State, who: str) -> bool:
    found = state.character(who)
    return found is not None and found.wounded


def _apply(ctx: Context[State], name: str, played: tuple[effects.Effect, ...],
           target: str | None, rule: str, draw: Draw, play: Play | None = None,
           args: Mapping[str, JSON] | None = None) -> None:
    """The effects that act at once; a strike's wait for its strike (``strike_cards``). A
    corruption check the card asks as its last effect, out of an attack, may wait for helpers
    (``waits``: spells.check); so may a spell's within an attack (``within``), True Fána's
    from ``check_helpers.MID_CARD_SINCE`` only: where its strikes failing end the attack, its
    check is the last act of that end (``ended``, true_fana.strikes_fail)."""
    held = ctx.state.awaited_strikes
    within = None if held is None or play is None or (
        true_fana.is_it(play) and not check_helpers.mid_card(ctx.ruleset.played)) \
        else (play.card, held.hazard)
    ended = False
    for index, effect in enumerate(played):
        last = index == len(played) - 1
        waits = held is None and last
        kind = effect.primitive
        awaited = ctx.state.awaited_strikes
        if kind in WOUNDING and target is not None:
            ctx.emit("CharacterStateChanged", coe.SHORT_EVENT, character=target,
                     state="wounded", reason=f"{name}: wounded with no body check")
            corruption_cards.wounded_by_card(ctx, target)  # Despair of the Heart
        elif kind == effects.CANCEL_ATTACK and awaited is not None:
            ctx.emit("AttackCanceled", coe.CANCEL_ATTACK,
                     attack=awaited.read_attack().name, by=name)
        elif kind == effects.ATTACK_PROWESS_NOW and awaited is not None and play is not None:
            ctx.emit("AttackWeakened", coe.CANCEL_ATTACK,
                     attack=awaited.read_attack().name, prowess=effect.amount,
                     body=sum(e.amount for e in played if e.primitive == effects.ATTACK_BODY_NOW),
                     by=name, card=play.card)
        elif kind == praise.HEARTENED:
            praise.hearten(ctx, effect.amount)
        elif kind == HALVE_STRIKES and awaited is not None:
            strikes = int(awaited.attack["strikes"])
            ctx.emit("AttackStrikesSet", coe.CANCEL_ATTACK,
                     attack=awaited.read_attack().name, strikes=halved_strikes(strikes),
                     was=strikes, by=name)
        elif kind in (effects.UNTAP, effects.HEAL) and target is not None:
            wounded = kind == effects.HEAL and _is_wounded(ctx.state, target)
            ctx.emit("CharacterStateChanged", rule, character=target, state="untapped")
            if wounded:  # at Old Forest or Rhosgobel every wounded character heals
                site_rules.heal_all(ctx, target, "untapped", name)
        elif kind == effects.DRAW:
            draw(ctx, effect.amount, rule)
        elif kind == effects.PREVENT_CREATURES:
            ctx.emit("CreaturesPrevented", rule, company=ctx.state.company, by=name)
        elif kind in check_cards.BONUSES and target is not None and play is not None:
            check_cards.grant(ctx, play.card, name, target, effect)
        elif kind == wizards_flame.ATTACKS_PROWESS and play is not None:
            wizards_flame.weaken(ctx, play.card, name, effect.amount)
        elif kind == travel_cards.CREATURES_PROWESS and play is not None:
            travel_cards.strengthen(ctx, play.card, name, effect.amount)
        elif kind in travel_cards.KEYING and play is not None:
            travel_cards.limit_keying(ctx, play)
        elif kind == great_ship.BOARD:
            great_ship.board(ctx)
        elif kind == fellowship.FORM:
            fellowship.form(ctx)
        elif kind == gates_of_morning.FORM:
            gates_of_morning.come(ctx, ctx.ruleset.catalog)
        elif kind == cock_crows.DISCARD:
            cock_crows.discard(ctx, args or {})
        elif kind in (quiet_lands.TREAT_REGION, quiet_lands.TREAT_SITE):
            quiet_lands.treat(ctx, kind, args or {})
        elif kind == align_palantir.ALIGN and target is not None:
            align_palantir.align(ctx, target, args or {})
        elif kind == great_road.ROAD_HOME and play is not None:
            great_road.take(ctx, play)
        elif kind == thorough_search.SEARCH and target is not None:
            thorough_search.search(ctx, target)
        elif kind in turn_bonuses.STATS and target is not None and play is not None:
            turn_bonuses.bolster(ctx, play.card, target, effect)
        elif kind == mirror.LOOK and play is not None:
            mirror.look(ctx, play.mode, effect.amount)
        elif kind in mount_doom.DESTROYS and target is not None and play is not None:
            mount_doom.destroy(ctx, play, target, effect)
        elif kind == vilya.RETURN:
            vilya.shuffle_back(ctx, args or {})
        elif kind == nenya.SURE and play is not None:
            nenya.assure(ctx, play.card, args or {})
        elif kind == elven_gifts.UNTAP_COMPANY:
            elven_gifts.untap_company(ctx, rule)
        elif kind == elven_gifts.CHECK and target is not None and play is not None:
            elven_gifts.check(ctx, play.card, target, effect.amount, waits)
        elif kind == fresh_hand.NEW_HAND and play is not None:
            fresh_hand.new_hand(ctx, play.card, rule, draw)
        elif kind in ring_cards.TESTS and target is not None and play is not None:
            ring_cards.test(ctx, play.card, name, target, effect, args or {})
        elif kind == far_sight.SEARCH and target is not None:
            far_sight.search(ctx, target, args or {}, waits)
        elif kind == ring_cards.RINGLORE and target is not None and play is not None:
            ring_cards.replace_ring(ctx, play.card, target, args or {})
        elif kind == true_fana.STRIKES_FAIL and target is not None:
            ended = true_fana.strikes_fail(ctx, target)
        elif kind == spells.WIZARD_CHECK and target is not None and not ended:
            spells.check(ctx, target, effect.amount, waits, within if last else None)
        elif kind in (LIMIT_PER_REGION, HAZARD_LIMIT, travel_cards.LIMIT_BY):
            cut = limit_cut(ctx.state, play) if play is not None else -effect.amount
            ctx.emit("HazardLimitEased", rule, source=play.card if play else name,
                     reduction=cut, by=name, company=ctx.state.company, played=True)


# -- on the strike ------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class OnStrike:
    """What the cards played on a character's strike do to it."""

    prowess: tuple[Modifier, ...] = ()
    body: tuple[Modifier, ...] = ()  # off the body check's roll: body -1 is +1
    best_of_two: str | None = None  # the card that gives two rolls
    canceled: str | None = None  # the card that cancels the strike


def on_strike(state: State, who: str, name: Callable[[str], str]) -> OnStrike:
    awaited = state.awaited_strikes
    if awaited is None:
        return OnStrike()
    prowess: list[Modifier] = []
    body: list[Modifier] = []
    best, canceled = None, None
    for card, character, played in awaited.cards:
        for primitive, amount in played:
            # Kindling of the Spirit, played on the Wizard, counts for each character.
            if character != who and primitive != spells.COMPANY_PROWESS:
                continue
            why = f"{name(card)} played on the strike"
            if primitive in (effects.PROWESS, spells.COMPANY_PROWESS):
                prowess.append(Modifier(amount, f"card:{card}", why, coe.STRIKE_RESOURCES))
            elif primitive == effects.BODY:
                body.append(Modifier(-amount, f"card:{card}", f"{why} (body {amount:+d})",
                                     coe.STRIKE_RESOURCES))
            elif primitive == BEST_OF_TWO:
                best = card
            elif primitive == effects.CANCEL_STRIKE:
                canceled = card
    return OnStrike(tuple(prowess), tuple(body), best, canceled)


# -- on an influence attempt --------------------------------------------------------------------

def _influence_effects(state: State, who: str) -> list[influence_cards.Played]:
    # A card is in ``influence_cards`` only where its version played it: any reading finds it.
    every = (PLAYS, *(added for _, added in ADDED))
    return [(card, (e,)) for character, card in state.influence_cards if character == who
            for found in every for p in found.get(card, ()) if p.window == INFLUENCE
            for e in p.effects]


def influence_modifiers(state: State, who: str, name: Callable[[str], str]) -> list[Modifier]:
    """The cards played for ``who``'s next influence attempt (RGO-QUEST-4)."""
    found = state.character(who)
    return influence_cards.modifiers(_influence_effects(state, who), len(state.characters),
                                     found.prowess if found else 0, name, "RGO-QUEST-4")


def two_rolls(state: State, who: str) -> str | None:
    """The card that gives ``who``'s next influence attempt two rolls (None: none does)."""
    return influence_cards.two_rolls(_influence_effects(state, who))


def draws_on_success(state: State, who: str) -> int:
    return influence_cards.draws(_influence_effects(state, who))


# -- the automatic player -----------------------------------------------------------------------

def threatened(who: Character, attack: Attack, bonus: int = 0) -> bool:
    """An average roll (7) would not beat the strike: the character would likely be wounded."""
    return strike_prowess(who, StrikeModifiers()) + bonus + 7 <= attack.prowess


def policy_choice(state: State, ids: list[str], defender: str | None) -> str | None:
    """While strikes are assigned: cancel an attack that would wound the strongest
    character, halve an automatic-attack's strikes, then give the character about to be
    given a strike (``defender``) the card that helps it most."""
    awaited = state.awaited_strikes
    plays = [i for i in ids if i.startswith("resource:")]
    if awaited is None or not plays:
        return None  # no card of the hand to play
    attack = awaited.read_attack()
    sacrificed = sacrifice_of_form.policy_choice(state, plays)  # an attack likely lost
    if sacrificed is not None:
        return sacrificed
    strongest = max(state.characters, key=lambda c: strike_prowess(c, StrikeModifiers()),
                    default=None)
    def cost(action: str) -> int:
        # A card that wounds (Escape) comes last, on the weakest character.
        parts = action.split(":")
        play = _known(parts[1], parts[2])
        hurt = state.character(parts[3]) if len(parts) == 4 else None
        if hurt is None or not _wounds(play.effects):
            return 0
        return 100 + strike_prowess(hurt, StrikeModifiers())

    for action in sorted(plays, key=cost):
        card, mode = action.split(":")[1:3]
        play = _known(card, mode)
        if play.window != ATTACK:
            continue
        if true_fana.is_it(play) and not true_fana.worth(state, action.split(":")[3]):
            continue  # True Fána only where an average roll beats the attack
        halves = any(e.primitive == HALVE_STRIKES for e in play.effects)
        if halves or (strongest is not None and threatened(strongest, attack)):
            return action
    found = state.character(defender) if defender else None
    if found is None or any(c == defender for _, c, _ in awaited.cards):
        return None
    # The excess strikes weigh on the first character struck (CoE 3.iv.2).
    excess = max(0, attack.strikes - len(state.characters)) if not awaited.assigned else 0
    bonus = sum(m.amount for m in on_strike(state, found.card_id, lambda _: "").prowess)
    danger = threatened(found, attack, bonus - excess)
    for action in plays:
        parts = action.split(":")
        if len(parts) != 4 or parts[3] != defender:
            continue
        play = _known(parts[1], parts[2])
        helps = {e.primitive for e in play.effects}
        if danger and helps & {effects.PROWESS, BEST_OF_TWO, effects.CANCEL_STRIKE,
                               spells.COMPANY_PROWESS, turn_bonuses.PROWESS}:
            return action
        # Not tapping is worth a card only when it costs nothing if the strike wounds.
        if not danger and helps in ({STAYS_UNTAPPED}, {effects.DOES_NOT_TAP}) and found.untapped:
            return action
    return None


def influence_choice(ids: list[str], who: str) -> str | None:
    """Before ``who``'s influence attempt on a faction: a card for the attempt, or one that
    gives him direct influence for the rest of the turn."""
    def helps(action: str) -> bool:
        parts = action.split(":")
        if len(parts) != 4 or parts[0] != "resource" or parts[3] != who:
            return False
        return parts[2] == INFLUENCE or (parts[2] == turn_bonuses.NOW and any(
            e.primitive == turn_bonuses.INFLUENCE for e in _known(parts[1], parts[2]).effects))
    return next((i for i in ids if helps(i)), None)


def road_choice(ids: list[str]) -> str | None:
    """Before the hazards: lower the limit and keep creatures away whenever a card can (not
    with Horses, which strengthens the creatures, nor Great-road, which draws more of them,
    nor Quiet Lands' treatments, which change the creatures keyed more than they keep away:
    the card is kept to halve an automatic-attack)."""
    return next((i for i in ids if i.startswith("resource:")
                 and i.split(":")[2] not in (travel_cards.MODE, great_road.MODE,
                                             quiet_lands.REGION_MODE, quiet_lands.SITE_MODE)),
                None)


def organizing_choice(ids: list[str]) -> str | None:
    """Halfling Strength heals or untaps a Hobbit whenever it can (a card is not spent on a
    corruption check to come, nor the hand on Favor of the Valar's new one, nor on a gold
    ring's test while a character may tap to test it, nor a bonus for the rest of the turn
    while nothing calls for it)."""
    kept = (check_cards.MODE, fresh_hand.MODE, turn_bonuses.NOW, wizards_flame.NOW,
            great_ship.MODE,
            *((ring_cards.MODE,) if any(i.startswith("test-ring:") for i in ids) else ()))
    return next((i for i in ids if i.startswith("resource:") and i.split(":")[2] not in kept),
                None)


def kept_away(ctx: Context[State], attack: Attack, hazard: str | None,
              keyed_to: str | None = None) -> bool:
    """A hazard creature's attack on a company that Stealth or Hiding hides this turn is
    canceled before anything else about it is rolled; not, from
    ``site_rules.UNHIDDEN_SINCE``, one keyed to Mount Doom (``site_rules.unhidden``)."""
    if hazard is None or ctx.state.company not in ctx.state.creatures_prevented:
        return False
    site = ctx.state.destination if ctx.state.destination is not None else ctx.state.site
    if keyed_to == "the site" and site_rules.unhidden(ctx.ruleset.played, site):
        return False
    ctx.emit("AttackCanceled", coe.SHORT_EVENT, attack=attack.name,
             by="no hazard creature may attack the company this turn")
    return True
