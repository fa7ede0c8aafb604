"""The state of a game of "The Road Goes Ever On" and how each fact changes it.

Everything is immutable (tuples and frozen dataclasses); :func:`evolve` applies one fact and
never decides, rolls or draws. Deck tuples hold card ids, top card first.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field
from typing import Any

from domain.canonical import JSON
from domain.cards.records import ItemBonus
from domain.engine import attacks_at_once, influence
from domain.engine.characters import Character, Item
from domain.engine.combat import Attack
from domain.engine.effects import CANCEL_STRIKE, LURE_OF_POWER
from domain.engine.sacrifice_of_form import Sacrifice, restored
from domain.immutable import replace
from domain.ruleset import Fact

# Phases of the solo turn (CoE 2: untap, organization, long-event, movement/hazard, site, end).
ORGANIZATION = "organization"
LONG_EVENT = "long-event"
ENVIRONMENT_REROLL = "environment-reroll"
SITE = "site"
OVER = "over"
MOVEMENT_HAZARD = "movement-hazard"

HAND_SIZE = 5
#: The card whose move the Army of the Dead needs played in the same turn (army_of_the_dead.py).
PATHS_OF_THE_DEAD = "TW-302"


#: The piles a character leaving play goes to, as his ``CharacterEliminated`` names them.
DISCARD_PILE = "discard"
OUT_OF_PLAY_PILE = "out-of-play"
#: The key of ``State.used`` a tapped attempt to remove a corruption card this turn is kept
#: under (CoE 7.3.1; corruption.ONE_TRY_SINCE): (key, card, turn).
TAPPED_REMOVAL = "CoE-7.3.1"


@dataclass(frozen=True, slots=True)
class Quest:
    """A card on the Quest Display and the site(s) where it can be taken."""

    card: str
    sites: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class MPRecord:
    card: str
    name: str
    kind: str
    points: int


@dataclass(frozen=True, slots=True)
class Raid:
    """A raid on a Dark-hold: its site, the turn and company of its site phase, how many of
    its attacks there are and how many were defeated, and whether it is over."""

    site: str
    turn: int
    company: str
    attacks: int
    defeated: int = 0
    over: bool = False


@dataclass(frozen=True, slots=True)
class BattleFight:
    """A Battle played at the company's site (RGO-BATTLE-4 to 7): the card, the site, the
    factions supporting it, how many attacks it has, how many were faced and overcome so
    far, and whether it is over."""

    card: str
    site: str
    factions: tuple[str, ...]
    attacks: int
    faced: int = 0
    overcome: int = 0
    over: bool = False


@dataclass(frozen=True, slots=True)
class Held:
    """Where a creature of several attacks stands while one attack's strike waits, assigned,
    for the defender (held_attacks.py): its attacks made (resolved) so far, how many of them
    were defeated, whether one wounded its defender, and whether Fury of the Iron Crown
    removes it after its attacks."""

    made: int
    won: int
    hurt: bool
    removed: bool


@dataclass(frozen=True, slots=True)
class AwaitedCheck:
    """A corruption check declared and waiting for the player to tap companions to help it
    or to roll it (check_helpers.py): against ``points`` at ``modifier`` (his own and the
    check's; from check_helpers.COUNTED_SINCE all its roll counts but its helpers), ``resume``
    what goes on once it is made, ``card`` the hazard event asking it
    (check_helpers.HAZARD_EVENT) or the card it is about; from ``check_helpers.OTHERS_SINCE``
    the check as it is rolled: ``own`` its own modifier, ``rule`` its clause, ``eliminates``
    whether a failure takes the character away; from ``check_helpers.WITHIN_SINCE``
    ``creature`` the creature card of the attack it is asked within."""

    character: str
    resume: str
    points: int
    modifier: int
    helpers: tuple[str, ...] = ()
    card: str = ""
    own: int = 0
    rule: str = ""
    eliminates: bool = True
    creature: str = ""


@dataclass(frozen=True, slots=True)
class AwaitedStrikes:
    """An attack whose strikes the defender is assigning (CoE 3.ii): from the Hazard Pile or
    in the site phase. ``hazard`` is the creature card, None for an automatic-attack or an
    Inn's strikes."""

    attack: Mapping[str, JSON]
    rule: str
    hazard: str | None
    detainment: bool = False
    armour_rule: str | None = None
    assigned: tuple[str, ...] = ()
    brave: bool = False  # a Brave character may be given a strike tapped or wounded (RGO-CHAR-3)
    heartened: tuple[str, ...] = ()  # spent a Courage token: +1 against its strike (RGO-TOKEN-2)
    steady: tuple[str, ...] = ()  # spent a Skill token: faces its strike untapped (RGO-TOKEN-8)
    support: tuple[tuple[str, str], ...] = ()  # (supporter, supported) (CoE 3.iv.4)
    standing: tuple[str, ...] = ()  # chose to face its strike untapped (CoE 3.iv.3)
    # resources from the hand played on a character's strike: (card, character, effects as
    # (primitive, amount)) (CoE 3.iv.5; hand_resources.py)
    cards: tuple[tuple[str, str, tuple[tuple[str, int], ...]], ...] = ()
    joined: str | None = None  # a character come from another company to face it (Alatar)
    # the items the defender names to give up, first named first, should a strike or wound of
    # the attack take one (item_thefts.py)
    given_up: tuple[str, ...] = ()
    # the characters tapped to cancel one of the creature's attacks each (attack_cancels.py)
    tapped_against: tuple[str, ...] = ()
    weakened_by: tuple[str, ...] = ()  # the hand's cards played on the attack (hand_resources)
    held: Held | None = None  # an Assassin's or a Slayer's attack whose strike is held
    spared: tuple[str, ...] = ()  # who faces none of its strikes (a traitor his own attack's)

    def read_attack(self) -> Attack:
        """``attack`` as an Attack. The many actions and checks of one decision ask for it,
        and the mapping passes unchanged from state to state while the strikes are assigned:
        the last one read is read once."""
        last = _LAST_READ[0] if _LAST_READ else None
        if last is not None and last[0] is self.attack:
            return last[1]
        attack = Attack.from_json(self.attack)
        # The mapping is held, so that no other can take its identity; a state's is never
        # changed.
        _LAST_READ[:] = [(self.attack, attack)]
        return attack


#: The attack mapping :meth:`AwaitedStrikes.read_attack` read last, with what it read.
_LAST_READ: list[tuple[Mapping[str, JSON], Attack]] = []


@dataclass(frozen=True, slots=True)
class SetAside:
    """An attack waiting for the defender set aside for one made at once (a Traitor's;
    interjections.py, ``engine.attacks_at_once``): its strikes as they stood, where it was
    keyed, and the characters its creature's text still asks to check corruption before its
    strikes (a Corpse-candle's)."""

    awaited: AwaitedStrikes
    keyed_to: str | None = None
    declared_under: tuple[str, str] | None = None  # the clause it was played under (State's)
    checks: tuple[str, ...] = ()
    before_asking: bool = False  # set aside before the defender was asked (its checks first)


@dataclass(frozen=True, slots=True)
class Queued:
    """An attack a card made between the game's steps, waiting to be made on the running
    company (interjections.py): the clause it is made by and the characters it spares."""

    attack: Mapping[str, JSON]
    rule: str
    spared: tuple[str, ...] = ()
    company: str = ""  # the company it is made on
    play: int = 0  # the play of the copy of the card making it (a Traitor's), 0: none named


@dataclass(frozen=True, slots=True)
class Pending:
    """One act of a site phase's or an organization phase's step still to come while an
    attack made at once amid the step waits: its ``kind`` (a corruption check of ``who`` at
    ``modifier`` by ``rule``, a corruption card's, the site tapped, a faction taken...) and
    what it names (step_checks.py reads them)."""

    kind: str
    who: str = ""
    modifier: int = 0
    rule: str = ""
    card: str = ""
    why: str = ""


@dataclass(frozen=True, slots=True)
class AttackEnd:
    """The end of an attack over waiting for a corruption check it asks to be helped or rolled
    (attack_ends.py): the attack, whether it was ``beaten``, the creature card (``hazard``),
    the characters it struck (``assigned``), those who beat their strike (``defeated``) and
    those it wounded (``wounded``), and the acts of its end still to come, the check declared
    first."""

    attack: Mapping[str, JSON]
    beaten: bool
    hazard: str | None
    assigned: tuple[str, ...]
    defeated: tuple[str, ...]
    wounded: tuple[str, ...]
    left: tuple[Pending, ...]


@dataclass(frozen=True, slots=True)
class LongEffect:
    """What a hazard long-event in play does until the end of the turn (RGO-LONG-4): strikes
    and prowess for attacks (of ``races``; automatic-attacks only), a hazard limit change."""

    card: str
    strikes: int = 0
    prowess: int = 0
    races: tuple[str, ...] = ()
    automatic_only: bool = False
    limit: int = 0


@dataclass(frozen=True, slots=True)
class Company:
    """A company waiting while another company's phase runs (its site, characters and
    planned movement); the running company's are the ``State``'s own fields."""

    id: str
    site: str
    characters: tuple[Character, ...] = ()
    destination: str | None = None
    path: tuple[str, ...] = ()


# No slots: every event copies this state of some seventy fields, and its instance dictionary
# is copied in one step where slots are set one by one (domain.immutable).
@dataclass(frozen=True)
class State:
    options: Mapping[str, JSON]
    phase: str = ORGANIZATION
    turn: int = 0
    shadow: int = 0
    shadow_history: tuple[Mapping[str, JSON], ...] = ()
    # the player's cards
    hand: tuple[str, ...] = ()
    draw: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()
    # the characters eliminated, out of the game for good (CoE 3.I.2; elimination.py)
    out_of_play: tuple[str, ...] = ()
    # the hazard side
    hazards: tuple[str, ...] = ()
    hazard_discard: tuple[str, ...] = ()
    long_events: tuple[str, ...] = ()
    long_discard: tuple[str, ...] = ()
    long_in_play: tuple[str, ...] = ()
    long_effects: tuple[LongEffect, ...] = ()  # of the hazard long-events in play
    permanent_hazards: tuple[tuple[str, str], ...] = ()  # (hazard card, character it is on)
    slain_dragons: tuple[str, ...] = ()  # unique Dragons defeated (TD-MANIF-5)
    # "Many a Gleaming Golden Hoard": (item, lair) of each lost treasure ever declared, and
    # those stored (TDH-SPEC-*)
    lost_treasures: tuple[tuple[str, str], ...] = ()
    stored_treasures: tuple[str, ...] = ()
    # (follower, controller): a character under another's direct influence (followers.py)
    controlled: tuple[tuple[str, str], ...] = ()
    # (character, the controller he had): a follower whose controller left play when the
    # general influence could not take him, under no influence (followers.py)
    uncontrolled: tuple[tuple[str, str], ...] = ()
    starlit: int = -1  # the turn Stars was last played with Arinmîr (RGO-ABIL-3)
    quieted: int = -1  # the turn Quiet Lands last treated a region or site (quiet_lands.py)
    # (turn, site, type): a site a resource treats as another type for the turn's hazards
    treated_sites: tuple[tuple[int, str, str], ...] = ()
    # (turn, card, effect, target, amount, site type, play): the hazard effects lasting until
    # the end of a turn (hazard_scripts.py), each with the play of its card it came from
    # (``hazard_clauses``, 0 for none); (turn, company, race): the attacks each company faced
    hazard_effects: tuple[tuple[int, str, str, str, int, str, int], ...] = ()
    faced: tuple[tuple[int, str, str], ...] = ()
    # (turn, company, card): the creatures each company faced this turn (the Trolls' text)
    faced_creatures: tuple[tuple[int, str, str], ...] = ()
    #: (Ahunt, company): the companies each Ahunt in play attacked this turn (dragon_hunts.py).
    hunts_made: tuple[tuple[str, str], ...] = ()
    environments: tuple[str, ...] = ()  # hazard environments that stay in play (Doors of Night)
    #: (card, play): the play (``hazard_clauses``) each copy among ``environments`` came from,
    #: in the order they came into play; what a copy does cites its own play
    #: (effect_clauses.IN_PLAY_SINCE: Traitor, Bane of the Ithil-stone)
    environment_plays: tuple[tuple[str, int], ...] = ()
    # resource environments that stay in play (Gates of Morning, gates_of_morning.py)
    resource_environments: tuple[str, ...] = ()
    on_guard: tuple[tuple[str, str], ...] = ()  # (hazard card, site)
    # (Siege, the site it is on, the play it came from; siege.py)
    sieges: tuple[tuple[str, str, int], ...] = ()
    aligned: tuple[tuple[str, str], ...] = ()  # (Align Palantír, its palantír; align_palantir)
    sacrifices: tuple[Sacrifice, ...] = ()  # Sacrifice of Form in play (sacrifice_of_form.py)
    # (Morannon, the company at it, the site it stands for) of each copy in play (morannon.py)
    morannons: tuple[tuple[str, str, str], ...] = ()
    # the attacks made between the game's steps, still to come, and whether one is under way
    # (interjections.py)
    queued_attacks: tuple[Queued, ...] = ()
    interjecting: bool = False
    # while a queued attack falls on a company other than the one whose phase runs: the
    # running company, and the strikes and prowess its next attack was to get (by card), to go
    # back to
    interjected_from: tuple[str, tuple[int, int], tuple[tuple[str, int, int], ...]] | None = None
    # what goes on once an attack made at once is over ("": the game waited on a decision)
    interjection_resume: str = ""
    # the attacks set aside for one made at once during them, the innermost last
    set_aside: tuple[SetAside, ...] = ()
    # the characters whose final check at the Free Council is still to come, in order
    # (traitor.COUNCIL_SINCE: a traitor's attack may stop the council till it is over)
    council_left: tuple[str, ...] = ()
    # the end of the turn waits for the Free Council called or not (council.END_OF_TURN_SINCE)
    council_offered: bool = False
    # the corruption cards' checks still to come, (card, bearer, times, why), while an attack
    # made at once amid them waits, and the step they are of (corruption_cards.py)
    checks_left: tuple[tuple[str, str, int, str], ...] = ()
    checks_step: str = ""
    # the acts still to come of a site or organization phase's step (an item played, a quest
    # taken, an influence attempt) while an attack made at once amid it waits, and the step
    # (step_checks.py)
    step_left: tuple[Pending, ...] = ()
    step_name: str = ""
    # the end of an attack over while a check it asks waits for helpers (attack_ends.py)
    attack_end: AttackEnd | None = None
    # (scout, the item he found or None) while the defender is asked about Lucky Search's strike
    lucky_strike: tuple[str, str | None] | None = None
    siege_attacking: bool = False  # a Siege's attack under way as a site phase begins
    on_guard_for: tuple[tuple[str, str], ...] = ()  # (hazard card, the company it was placed for)
    on_guard_faced: bool = False  # the site's on-guard card was looked at on entering
    # The on-guard card revealed at the site the company entered, this visit (its attack made
    # under RGO-GUARD-1: ``creatures.cited_under``).
    guard_revealed: str | None = None
    # quests
    quest_deck: tuple[str, ...] = ()
    display: tuple[Quest, ...] = ()
    quest_discard: tuple[str, ...] = ()
    ring_deck: tuple[str, ...] = ()  # the Ring deck, top card first (RGO-RING-1)
    ring_discard: tuple[str, ...] = ()
    # resource permanent-events in play that no script of their own keeps elsewhere (The
    # Prancing Pony played by Bree's search, RGO-SITE-BH-S1)
    resource_permanents: tuple[str, ...] = ()
    # sites
    site_deck: tuple[str, ...] = ()
    tapped_sites: tuple[str, ...] = ()
    # the company (one company in play)
    site: str = ""
    characters: tuple[Character, ...] = ()
    allies: tuple[str, ...] = ()
    destination: str | None = None
    path: tuple[str, ...] = ()
    # the company whose phase runs is the one above; the others wait here (CoE 2.II.3)
    company: str = "c1"
    companies: tuple[Company, ...] = ()
    companies_formed: int = 1
    splits: tuple[tuple[str, str], ...] = ()  # (new company, the company it split from)
    moved_companies: tuple[str, ...] = ()  # companies whose movement/hazard phase is over
    sited_companies: tuple[str, ...] = ()  # companies whose site phase is over
    # this turn
    site_closed: bool = False  # the site may not be tapped this turn (encounter results)
    explored: bool = False
    items_played_here: int = 0
    # the site where one additional item may be played as the next declared action, a
    # resource having tapped it (additional_items.py)
    additional_item: str | None = None
    # the scout whose Thorough Search lets another character play an item here
    searched_by: str | None = None
    # encounter results the player may still use this site phase: (offer, amount)
    offers: tuple[tuple[str, int], ...] = ()
    # results for the next turn: (benefit, site it was granted at, turn it applies, amount)
    benefits: tuple[tuple[str, str, int, int], ...] = ()
    # (company, clause, reduction): a company's hazard limit eased by discards this turn
    eased: tuple[tuple[str, str, int], ...] = ()
    trained: tuple[str, ...] = ()  # characters who trained: their company stays this turn
    pending_rolls: tuple[tuple[str, int], ...] = ()  # (table, roll): the player picks one
    # the recorded table roll of each pending roll (version 3 on), to record with the pick
    pending_table_rolls: tuple[Mapping[str, Any], ...] = ()
    home_rolls: bool = False  # a character at its home site tapped to roll twice this turn
    skill_tokens: tuple[tuple[str, int], ...] = ()  # (character, tokens)
    courage_tokens: tuple[tuple[str, int], ...] = ()  # (character, tokens) (RGO-TOKEN-1)
    used: tuple[tuple[str, str, int], ...] = ()  # (ability clause, target, turn): abilities used
    # Whether the organization phase has seen an action since it began, but for an untapping
    # "at the start of any phase" (RGO-ABIL-2, 22: ``START_OF_PHASE``; read by active.py from
    # version 192)
    phase_acted: bool = False
    # Agents met and not killed: (agent, site, "site" or "display", turn) (RGO-AGENT-10, 11)
    agents: tuple[tuple[str, str, str, int], ...] = ()
    # (agent, site, what follows: agents.HAZARDS, EXPLORE or SITE_PHASE): the Agent may be
    # attacked (RGO-AGENT-8)
    awaited_agent: tuple[str, str, str] | None = None
    creatures_prevented: tuple[str, ...] = ()  # companies no hazard creature attacks this turn
    # The company the long-event phase ran, recorded as another company first runs its
    # movement/hazard phase this turn; the companies since offered the hand's cards played
    # before their hazards, and the one waiting with them now (hand_windows.py).
    long_event_company: str | None = None
    hand_windows: tuple[str, ...] = ()
    hand_window: str | None = None
    # (company, card, name, limit): where hazard creatures may be keyed against a company this
    # turn (Ford, Secret Entrance, Secret Passage: travel_cards.py)
    keying_limits: tuple[tuple[str, str, str, str], ...] = ()
    detained: tuple[tuple[str, str], ...] = ()  # (character, faction) (RGO-FACTION-1)
    tapped_factions: tuple[str, ...] = ()  # factions of the MP pile tapped this turn
    tapped_allies: tuple[str, ...] = ()  # allies tapped this turn (ally_abilities.py)
    wounded_allies: tuple[str, ...] = ()  # allies a strike wounded, not healed yet (ally_strikes)
    #: (ally, clause): the clause each ally's play cited, which his own text cites
    #: (ally_abilities.py)
    ally_plays: tuple[tuple[str, str], ...] = ()
    tapped_items: tuple[str, ...] = ()  # items tapped this turn (item_uses.py)
    influence_cards: tuple[tuple[str, str], ...] = ()  # (character, card) for its next attempt
    # (character, card, amount) for the character's next corruption check this turn
    check_bonuses: tuple[tuple[str, str, int], ...] = ()
    # (character, card, stat, amount): what cards give a character for the rest of the turn
    turn_bonuses: tuple[tuple[str, str, str, int], ...] = ()
    # the cards that make a corruption check succeed with no roll, until used (nenya.py)
    assured_checks: tuple[str, ...] = ()
    # for each of them, the character whose check it makes succeed ("": anyone's first)
    assured_whom: tuple[str, ...] = ()
    # (blade, bearer): a Morgul-knife or The Pale Sword its bearer at a Haven may try to remove
    # instead of untapping or healing, while the untap phase waits (blade_removal.py)
    awaited_untap: tuple[tuple[str, str], ...] = ()
    # what follows The Balance of Things while the player chooses its sources; the
    # (character, source) chosen this turn (balance_of_things.py)
    awaited_balance: str | None = None
    # a hazard event played on the company aboard a Great Ship, waiting for its cancel, and
    # the character it targets ("" none) (great_ship.py)
    awaited_ship_event: str | None = None
    # (company, Fellowship, its characters, its allies) in play (fellowship.py)
    fellowships: tuple[tuple[str, str, tuple[str, ...], tuple[str, ...]], ...] = ()
    ship_event_target: str = ""
    balance_choices: tuple[tuple[str, str], ...] = ()
    untap_forgone: tuple[str, ...] = ()  # the bearers who tried, kept as they are
    # (company, card, prowess) for the hazard creatures attacking the company this turn
    strengthened: tuple[tuple[str, str, int], ...] = ()
    # (company, card, prowess) for every attack on the company this turn (wizards_flame.py)
    weakened_attacks: tuple[tuple[str, str, int], ...] = ()
    # (turn, company, Haven): the Haven Great-road may take a company back to that turn
    great_roads: tuple[tuple[int, str, str], ...] = ()
    # (turn, company): the companies aboard a Great Ship that turn (great_ship.py)
    ships: tuple[tuple[int, str], ...] = ()
    # (turn, company): the companies that arrived at a new site this turn (bridge.py)
    arrivals: tuple[tuple[int, str], ...] = ()
    # (turn, site): where an ally or a faction was taken from the Display this turn
    # (ent_draughts.py)
    recruited: tuple[tuple[int, str], ...] = ()
    # (card, character): a card that gave its character a skill while he keeps it
    # (swordmaster.py)
    skill_cards: tuple[tuple[str, str], ...] = ()
    # (Andúril, Narsil): Andúril placed with that Narsil (anduril.py)
    anduril: tuple[str, str] | None = None
    # (turn, company): the companies that played Paths of the Dead that turn (army_of_the_dead.py)
    dead_paths: tuple[tuple[int, str], ...] = ()
    # the movement/hazard phase in progress: the pile still face down, hazards played, the
    # earliest place the next one can be keyed to, the free Environment used, the limit
    pile: tuple[str, ...] = ()
    hazards_played: int = 0
    key_floor: int = 0
    environment_used: bool = False
    hazard_limit: int = 0
    #: the At Home cards that raised this phase's hazard limit once already (dragon_homes.py)
    at_home_raised: tuple[str, ...] = ()
    #: (turn, card): the hazards keyed or come into play this turn (dragon_homes.py)
    hazards_this_turn: tuple[tuple[int, str], ...] = ()
    #: the clause the last hazard event played cited (its effect cites it, hazard_scripts.py)
    hazard_played_as: str | None = None
    #: (play, card, clause): the clause each play of a hazard event cited, the play known by
    #: its number among the game's hazard event plays, from 1 (a copy of a card in play is
    #: the play that brought it; its later steps cite it, effect_clauses.py)
    hazard_clauses: tuple[tuple[int, str, str], ...] = ()
    next_attack: tuple[int, int] = (0, 0)  # (strikes, prowess) hazards add to the next attack
    #: (card, strikes, prowess, play): what each hazard event adds to the next attack, as
    #: ``next_attack`` sums it, and the play of the card it came from (combat.py names each
    #: card from effect_clauses.SINCE)
    next_attack_by: tuple[tuple[str, int, int, int], ...] = ()
    keyed_to: str | None = None  # where the attack last declared is keyed ("the site", a region)
    #: (creature card, clause): the attack last declared and the clause it was played under,
    #: its ``AttackDeclared``'s (``creatures.played_under`` from ``ATTACK_CLAUSE_SINCE``)
    declared_under: tuple[str, str] | None = None
    #: where the prowess of the attack last declared comes from (prowess_from.py), from 199
    declared_prowess_from: Mapping[str, Any] | None = None
    # (hazard card, character, corruption points) for the hazards that stay on a character
    hazard_points: tuple[tuple[str, str, int], ...] = ()
    # (turn, character) on whom a corruption card was played this turn (Morgul-knife)
    corrupted: tuple[tuple[int, str], ...] = ()
    #: (turn, character): the character the organization's one play brought from the hand
    #: (CoE-2.II.2, one_character.py; recorded from its ``ONCE_SINCE``)
    organized: tuple[int, str] | None = None
    # the player's decisions the game waits for
    awaited_event: tuple[str, str] | None = None  # (hazard event, its target character)
    # (hazard event, its target or ""): an ally may cancel it (ally_hazard_cancels.py)
    hazard_cancel: tuple[str, str] | None = None
    awaited_long: tuple[str, str] | None = None  # (hazard long-event, what follows)
    awaited_strikes: AwaitedStrikes | None = None
    awaited_discard: str | None = None  # what follows the discard: "site" or "end-turn"
    hand_limit: int = HAND_SIZE  # the hand size the awaited discard goes down to
    awaited_item_loss: tuple[str, str] | None = None  # (character, clause): a Thief's theft
    # (clause, character, card, companions): the item a character sent home passes, if any
    # (sent_home.py)
    awaited_transfer: tuple[str, str, str, tuple[str, ...]] | None = None
    # (clause, row, characters, what follows if no one taps): who taps for a Lost or Secret
    # Passage encounter, if anyone (lost_tapping.py)
    awaited_tapping: tuple[str, str, tuple[str, ...], str] | None = None
    # a corruption check waiting for helpers or its roll (check_helpers.py)
    awaited_check: AwaitedCheck | None = None
    # (phase, companies): the player picks the company whose phase comes next
    awaited_company: tuple[str, tuple[str, ...]] | None = None
    # the site phase's attacks still to come, in order (see site_phase.SiteAttack)
    site_attacks: tuple[Mapping[str, JSON], ...] = ()
    # the marshalling-point pile
    mp: tuple[MPRecord, ...] = ()
    outcome: Mapping[str, JSON] | None = None
    wizard: str | None = field(default=None)
    # the last raid on a Dark-hold (RGO-RAID-*): its site phase is its turn's and company's
    raid: Raid | None = None
    # (turn, company, site) of the last site explored, for reaching a Dungeon (RGO-DUNG-1)
    last_explored: tuple[int, str, str] | None = None
    # the Battles of the player's card file, as dealt into the Quest deck (battles.py), the
    # last one played, and the regions won Battles made Defended (RGO-BATTLE-*)
    battle_cards: tuple[Mapping[str, JSON], ...] = ()
    battle: BattleFight | None = None
    defended_regions: tuple[str, ...] = ()
    # (card, character): a card a character holds until he stores it, and may not untap
    # until then (Rescue Prisoners; rescues.py)
    held: tuple[tuple[str, str], ...] = ()
    rescuing: str | None = None  # the Rescue Prisoners whose attack is faced (rescues.py)
    rescued_at: tuple[str, ...] = ()  # the sites where Rescue Prisoners was played
    untap_barred: tuple[str, ...] = ()  # holders no card, Song or ability untaps (rescues.py)

    def followers(self) -> dict[str, str]:
        """Follower -> controller: a character under another's direct influence
        (followers.py; A Chance Meeting's, chance_meeting.py), while both are in one company.
        Every other character is under general influence (a Wizard's mind is nil, so he uses
        none of it)."""
        if not self.controlled:
            return {}
        where = {c.card_id: company.id for company in self.all_companies()
                 for c in company.characters}
        return {f: c for f, c in self.controlled if f in where and where.get(c) == where[f]}

    def under_no_influence(self) -> dict[str, str]:
        """Character -> the controller he had: a follower in play whose controller left play
        when the general influence could not take him (followers.py, CoE 2.II.2.2.3)."""
        if not self.uncontrolled:
            return {}
        here = {c.card_id for c in self.every_character()}
        return {f: c for f, c in self.uncontrolled if f in here}

    def general_influence_used(self) -> int:
        """The minds of the characters under general influence: neither followers nor under
        no influence (CoE 2.II.2.2.2, 2.II.2.2.3)."""
        loose = self.under_no_influence()
        return influence.general_influence_used(
            [c for c in self.every_character() if c.card_id not in loose], self.followers())

    def holds_card(self, character: str) -> bool:
        """The character holds a card not yet stored and, from version 38, may not untap by
        a card, a Song or an ability either (rescues.py)."""
        return character in self.untap_barred

    def character(self, card_id: str) -> Character | None:
        for character in self.characters:  # a loop: asked at every step, a generator costs more
            if character.card_id == card_id:
                return character
        return None

    def every_character(self) -> tuple[Character, ...]:
        """The characters of every company, the running company's first."""
        return (*self.characters, *(c for company in self.companies for c in company.characters))

    @property
    def limit_reduction(self) -> int:
        """The running company's hazard limit eased by discards this turn."""
        return sum(r for company, _, r in self.eased if company == self.company)

    @property
    def eased_by(self) -> tuple[str, ...]:
        """The clauses of the running company's discards (each once a turn)."""
        return tuple(source for company, source, _ in self.eased if company == self.company)

    @property
    def hand_cards_awaited(self) -> bool:
        """The running company waits with its hand cards before its hazards (hand_windows.py)."""
        return self.hand_window is not None and self.hand_window == self.company

    @property
    def staying(self) -> bool:
        """A character of the running company trained: it does not move this turn."""
        return any(c.card_id in self.trained for c in self.characters)

    def running(self) -> Company:
        return Company(self.company, self.site, self.characters, self.destination, self.path)

    def all_companies(self) -> tuple[Company, ...]:
        return (self.running(), *self.companies)

    def company_of(self, card_id: str) -> Company | None:
        """The company, running or waiting, the character ``card_id`` is in (None: none)."""
        return next((c for c in self.all_companies()
                     if any(x.card_id == card_id for x in c.characters)), None)

    def guarding(self) -> str | None:
        """The on-guard card at the site placed for the running company (CoE 2.V.6.5)."""
        placed_for = dict(self.on_guard_for)
        return next((card for card, where in self.on_guard if where == self.site
                     and placed_for.get(card, self.company) == self.company), None)

    def members(self, company: str) -> tuple[str, ...] | None:
        """The names of the characters of ``company`` (None: no such company)."""
        found = next((c for c in self.all_companies() if c.id == company), None)
        return tuple(c.name for c in found.characters) if found is not None else None

    def waiting(self, company: str) -> Company | None:
        return next((c for c in self.companies if c.id == company), None)

    def offer(self, name: str) -> int | None:
        """The amount of an open encounter offer, or None when it is not open."""
        return next((amount for offer, amount in self.offers if offer == name), None)

    def benefit(self, name: str, site: str) -> int | None:
        """The amount of a benefit granted at ``site`` for this turn, or None."""
        return next((amount for kind, where, turn, amount in self.benefits
                     if kind == name and where == site and turn == self.turn), None)

    def skill(self, character: str) -> int:
        return next((n for who, n in self.skill_tokens if who == character), 0)

    def courage(self, character: str) -> int:
        return next((n for who, n in self.courage_tokens if who == character), 0)


Handler = Callable[[State, Mapping[str, Any]], State]


def _remove_one(cards: tuple[str, ...], card: str) -> tuple[str, ...]:
    i = cards.index(card)
    return cards[:i] + cards[i + 1:]


def _remove_all(cards: tuple[str, ...], gone: list[str]) -> tuple[str, ...]:
    out = cards
    for card in gone:
        out = _remove_one(out, card)
    return out


def _replace_character(state: State, new: Character) -> State:
    return replace(state, characters=tuple(new if c.card_id == new.card_id else c
                                           for c in state.characters))


_PLACES = {"player": ("draw", "discard"), "hazard": ("hazards", "hazard_discard"),
           "long-event": ("long_events", "long_discard"), "quest": ("quest_deck", "quest_discard"),
           "ring": ("ring_deck", "ring_discard")}


def _shuffled(state: State, d: Mapping[str, Any]) -> State:
    """The deck shuffled: its discard pile into it, or (``discard_kept``) the pile kept but
    the cards ``from_discard``; the cards ``below`` stay under those shuffled."""
    deck_field, discard_field = _PLACES[str(d["deck"])]
    cards = (*d["cards"], *d.get("below", ()))
    if not d.get("discard_kept"):
        return replace(state, **{deck_field: cards, discard_field: ()})
    pile: tuple[str, ...] = getattr(state, discard_field)
    for taken in d.get("from_discard", ()):
        pile = _remove_one(pile, str(taken))
    return replace(state, **{deck_field: cards, discard_field: pile})


def _environment_discarded(state: State, d: Mapping[str, Any]) -> State:
    card = str(d["card"])
    return replace(state, environments=_remove_one(state.environments, card),
                   environment_plays=_copy_gone(state.environment_plays, card,
                                                int(d.get("play", 0))),
                   hazard_discard=(*state.hazard_discard, card))


def _copy_gone(plays: tuple[tuple[str, int], ...], card: str, play: int = 0
               ) -> tuple[tuple[str, int], ...]:
    """``State.environment_plays`` without the copy of ``card`` the play ``play`` brought (0:
    its first copy), as it leaves play; unchanged where none is kept."""
    i = next((i for i, (c, p) in enumerate(plays) if c == card and play in (0, p)), None)
    return plays if i is None else plays[:i] + plays[i + 1:]


def environment_copies(state: State, card: str) -> tuple[int, ...]:
    """The play each copy of the hazard ``card`` in play came from, in the order they came
    into play (``State.environment_plays``); 0 for a copy whose play is not kept."""
    kept = [play for c, play in state.environment_plays if c == card]
    return tuple(kept[i] if i < len(kept) else 0 for i in range(state.environments.count(card)))


def _dealt(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, site_deck=tuple(d["sites"]))


def _company(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, site=str(d["site"]))


def _starting_item(state: State, d: Mapping[str, Any]) -> State:
    item = item_from_json(d["item"])
    return replace(state, characters=tuple(c.with_item(item) if c.card_id == d["character"]
                                           else c for c in state.characters))


def _character_fields(c: Mapping[str, Any]) -> dict[str, Any]:
    data = dict(c)
    data["skills"] = tuple(data["skills"])
    data["items"] = tuple(item_from_json(i) for i in data.get("items", ()))
    return data


def _shadow(state: State, d: Mapping[str, Any]) -> State:
    entry = {"turn": state.turn, "delta": d["delta"], "count": d["count"],
             "cause": d["cause"], "rule": d["rule"]}
    return replace(state, shadow=int(d["count"]), shadow_history=(*state.shadow_history, entry))


def _without_empty_companies(state: State) -> State:
    """A company left with no character is gone; when it was the running one, the first
    company left runs."""
    left = tuple(c for c in state.companies if c.characters)
    if state.characters or not left:
        return replace(state, companies=left)
    first = left[0]
    return replace(state, company=first.id, site=first.site, characters=first.characters,
                   destination=first.destination, path=first.path, companies=left[1:])


def _turn(state: State, d: Mapping[str, Any]) -> State:
    turn = int(d["turn"])
    state = _without_empty_companies(state)
    return replace(state, turn=turn, site_closed=False, explored=False, searched_by=None,
                   items_played_here=0, additional_item=None, destination=None, path=(), offers=(),
                   benefits=tuple(b for b in state.benefits if b[2] >= turn),
                   eased=(), trained=(), pending_rolls=(), pending_table_rolls=(),
                   balance_choices=(),
                   home_rolls=False, pile=(), next_attack=(0, 0), next_attack_by=(),
                   on_guard_faced=False, guard_revealed=None,
                   companies=tuple(replace(c, destination=None, path=())
                                   for c in state.companies),
                   splits=(), moved_companies=(), sited_companies=(), keying_limits=(),
                   hunts_made=(), creatures_prevented=(), tapped_factions=(),
                   long_event_company=None, hand_windows=(), hand_window=None,
                   tapped_allies=state.wounded_allies,  # a wounded ally stays tapped
                   tapped_items=(),
                   influence_cards=(), check_bonuses=(), strengthened=(), turn_bonuses=(),
                   weakened_attacks=())


def _offered(state: State, d: Mapping[str, Any]) -> State:
    rest = tuple(o for o in state.offers if o[0] != d["offer"])
    return replace(state, offers=(*rest, (str(d["offer"]), int(d.get("amount", 1)))))


def _offer_used(state: State, d: Mapping[str, Any]) -> State:
    out = []
    for offer, amount in state.offers:
        if offer == d["offer"]:
            if amount > 1 and d.get("partly"):
                out.append((offer, amount - 1))
            continue
        out.append((offer, amount))
    return replace(state, offers=tuple(out))


def _benefit(state: State, d: Mapping[str, Any]) -> State:
    entry = (str(d["benefit"]), str(d["site"]), int(d["turn"]), int(d.get("amount", 1)))
    return replace(state, benefits=(*state.benefits, entry))


def _eased(state: State, d: Mapping[str, Any]) -> State:
    company = str(d.get("company") or state.company)
    return replace(state, eased=(*state.eased, (company, str(d["source"]),
                                                int(d["reduction"]))))


def _stays(state: State, d: Mapping[str, Any]) -> State:
    who = d.get("character")
    trained = (str(who),) if who is not None else tuple(c.card_id for c in state.characters)
    return replace(state, trained=(*state.trained, *trained))


def _company_awaited(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, awaited_company=(str(d["phase"]),
                                           tuple(str(c) for c in d["companies"])))


def _company_chosen(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, awaited_company=None)


def _skill_token(state: State, d: Mapping[str, Any]) -> State:
    who = str(d["character"])
    rest = tuple(t for t in state.skill_tokens if t[0] != who)
    return replace(state, skill_tokens=(*rest, (who, int(d["tokens"]))))


def _courage(state: State, d: Mapping[str, Any]) -> State:
    who = str(d["character"])
    rest = tuple(t for t in state.courage_tokens if t[0] != who)
    return replace(state, courage_tokens=(*rest, (who, int(d["tokens"]))))


def _ability_used(state: State, d: Mapping[str, Any]) -> State:
    """An ability used this turn, kept by its target; a corruption card's copy tried without
    tapping (version 228 on) by the card and its ``bearer`` (corruption.tried)."""
    target = f"{d['target']}:{d['bearer']}" if "bearer" in d else str(d["target"])
    return replace(state, used=(*state.used, (str(d["clause"]), target, state.turn)))


def _against_attack(state: State, field: str, who: str) -> State:
    """Mark ``who`` in the awaited attack's ``field`` (a token spent against it)."""
    awaited = state.awaited_strikes
    if awaited is None:
        return state
    marked = (*getattr(awaited, field), who)
    return replace(state, awaited_strikes=replace(awaited, **{field: marked}))


def _courage_spent(state: State, d: Mapping[str, Any]) -> State:
    return _against_attack(_courage(state, d), "heartened", str(d["character"]))


def _supported(state: State, d: Mapping[str, Any]) -> State:
    awaited = state.awaited_strikes
    if awaited is None:
        return state
    pair = (str(d["character"]), str(d["target"]))
    return replace(state, awaited_strikes=replace(awaited, support=(*awaited.support, pair)))


def _stays_untapped(state: State, d: Mapping[str, Any]) -> State:
    return _against_attack(state, "standing", str(d["character"]))


def _skill_spent(state: State, d: Mapping[str, Any]) -> State:
    return _against_attack(_skill_token(state, d), "steady", str(d["character"]))


def _rolls_offered(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, pending_rolls=tuple((str(d["table"]), int(r)) for r in d["rolls"]),
                   pending_table_rolls=tuple(d.get("table_rolls", ())))


def _roll_chosen(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, pending_rolls=(), pending_table_rolls=())


def _home_rolls(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, home_rolls=True)


def _to_hand(state: State, d: Mapping[str, Any]) -> State:
    card, source = str(d["card"]), str(d["source"])
    if source == "draw":
        return replace(state, draw=_remove_one(state.draw, card), hand=(*state.hand, card))
    return replace(state, discard=_remove_one(state.discard, card), hand=(*state.hand, card))


def _song_returned(state: State, d: Mapping[str, Any]) -> State:
    """A Song from hand put into the draw deck at ``position`` (RGO-ABIL-1)."""
    at, song = int(d["position"]), str(d["card"])
    return replace(state, hand=_remove_one(state.hand, song),
                   draw=(*state.draw[:at], song, *state.draw[at:]))


def _returned_to_hand(state: State, d: Mapping[str, Any]) -> State:
    """A character back to the hand from any company; the items it bore are discarded."""
    gone = str(d["character"])

    def without(chars: tuple[Character, ...]) -> tuple[Character, ...]:
        return tuple(c for c in chars if c.card_id != gone)

    state = _sacrifice_left(state, gone)
    return replace(_held_discarded(state, gone), characters=without(state.characters),
                   companies=tuple(replace(c, characters=without(c.characters))
                                   for c in state.companies),
                   hand=(*state.hand, gone), discard=(*state.discard, *d["items"]))


def _held_discarded(state: State, gone: str) -> State:
    """The cards a character leaving play held, not yet stored, go to the discard pile."""
    lost = [card for card, who in state.held if who == gone]
    if not lost:
        return state
    return replace(state, held=tuple(h for h in state.held if h[1] != gone),
                   discard=(*state.discard, *lost),
                   untap_barred=tuple(w for w in state.untap_barred if w != gone))


def _card_held(state: State, d: Mapping[str, Any]) -> State:
    """A card goes under a character's control until he stores it (rescues.py)."""
    card = str(d["card"])
    hand = _remove_one(state.hand, card) if d.get("from_hand") else state.hand
    rescuing = None if state.rescuing == card else state.rescuing
    barred = (str(d["character"]),) if d.get("bars_untap") else ()
    return replace(state, hand=hand, rescuing=rescuing,
                   held=(*state.held, (card, str(d["character"]))),
                   untap_barred=(*state.untap_barred, *barred))


def _card_stored(state: State, d: Mapping[str, Any]) -> State:
    held = list(state.held)
    held.remove((str(d["card"]), str(d["character"])))
    return replace(state, held=tuple(held), untap_barred=_unbarred(state, str(d["character"])))


def _unbarred(state: State, who: str) -> tuple[str, ...]:
    """One card of ``who``'s stored or gone: one bar on his untapping lifted."""
    barred = list(state.untap_barred)
    if who in barred:
        barred.remove(who)
    return tuple(barred)


def _agent_placed(state: State, d: Mapping[str, Any], where: str) -> State:
    """An Agent left at a site or waiting on the Quest Display (RGO-AGENT-10, 11)."""
    agent = str(d["agent"])
    rest = tuple(a for a in state.agents if a[0] != agent)
    return replace(state, agents=(*rest, (agent, str(d["site"]), where, state.turn)),
                   awaited_agent=None)


def _agent_stays(state: State, d: Mapping[str, Any]) -> State:
    return _agent_placed(state, d, "site")


def _agent_on_display(state: State, d: Mapping[str, Any]) -> State:
    return _agent_placed(state, d, "display")


def _agent_gone(state: State, d: Mapping[str, Any]) -> State:
    agent = str(d["agent"])
    return replace(state, agents=tuple(a for a in state.agents if a[0] != agent),
                   awaited_agent=None)


def _agent_discarded(state: State, d: Mapping[str, Any]) -> State:
    return replace(_agent_gone(state, d), hazard_discard=(*state.hazard_discard,
                                                          str(d["agent"])))


def _agent_vanished(state: State, d: Mapping[str, Any]) -> State:
    """Back into the hazard deck at ``position`` (RGO-AGTAB-6)."""
    at, agent = int(d["position"]), str(d["agent"])
    return replace(_agent_gone(state, d),
                   hazards=(*state.hazards[:at], agent, *state.hazards[at:]))


def _agent_offered(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, awaited_agent=(str(d["agent"]), str(d["site"]),
                                         str(d.get("then", "site"))))


def _agent_answered(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, awaited_agent=None)


def _item_stolen(state: State, d: Mapping[str, Any]) -> State:
    """The item goes under the Agent (RGO-AGTAB-2): out of play, not to the discard pile."""
    found = state.character(str(d["character"]))
    if found is None:
        return state
    return _replace_character(state, found.without_item(str(d["card"]), _named_copy(d))[0])


def _named_copy(d: Mapping[str, Any]) -> Callable[[Item], bool] | None:
    """Which copy of its card a fact taking an item from its bearer names by its
    ``lost_treasure`` (item_copies.NAMED_SINCE): the copy declared at that lair, or the plain
    copy for None; None where it names none (the bearer's first copy)."""
    if "lost_treasure" not in d:
        return None
    lair = None if d["lost_treasure"] is None else str(d["lost_treasure"])
    return lambda item: item.lost_treasure == lair


def _untapped(state: State, d: Mapping[str, Any]) -> State:
    healed = list(d.get("healed", []))
    kept = list(d.get("kept", []))  # holding a card not yet stored (rescues.py)
    if d.get("allies_healed"):  # to tapped, as a character heals (ally_strikes.py)
        allies_healed = list(d["allies_healed"])
        state = replace(state, wounded_allies=tuple(a for a in state.wounded_allies
                                                    if a not in allies_healed))

    def untap(chars: tuple[Character, ...]) -> tuple[Character, ...]:
        return tuple(c.heal_to_tapped() if c.card_id in healed
                     else c if c.card_id in kept else c.untap() for c in chars)

    if d.get("reason") is not None:  # one company's characters (a Merry Meal)
        return replace(state, characters=untap(state.characters))
    return replace(state, characters=untap(state.characters),
                   companies=tuple(replace(c, characters=untap(c.characters))
                                   for c in state.companies),
                   awaited_untap=(), untap_forgone=())


def _fellowship_formed(state: State, d: Mapping[str, Any]) -> State:
    """Fellowship stays in play: out of the discard pile its play put it in."""
    card = str(d["card"])
    at = len(state.discard) - 1 - state.discard[::-1].index(card) \
        if card in state.discard else None
    discard = state.discard if at is None else (*state.discard[:at], *state.discard[at + 1:])
    entry = (str(d["company"]), card, tuple(str(c) for c in d["members"]),
             tuple(str(a) for a in d.get("allies", ())))
    return replace(state, discard=discard, fellowships=(*state.fellowships, entry))


def _fellowship_discarded(state: State, d: Mapping[str, Any]) -> State:
    company, card = str(d["company"]), str(d["card"])
    return replace(state, discard=(*state.discard, card),
                   fellowships=tuple(f for f in state.fellowships if f[0] != company))


def _ship_event_awaited(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, awaited_ship_event=str(d["card"]),
                   ship_event_target=str(d.get("target") or ""))


def _ship_event_done(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, awaited_ship_event=None)


def _balance_awaited(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, awaited_balance=str(d["then"]))


def _balance_chosen(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, balance_choices=(*state.balance_choices,
                                           (str(d["character"]), str(d["source"]))))


def _balance_made(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, awaited_balance=None)


def _untap_awaited(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, awaited_untap=tuple((str(c), str(w)) for c, w in d["pairs"]))


def _untap_forgone(state: State, d: Mapping[str, Any]) -> State:
    pair = (str(d["card"]), str(d["character"]))
    return replace(state, awaited_untap=tuple(p for p in state.awaited_untap if p != pair),
                   untap_forgone=tuple(dict.fromkeys((*state.untap_forgone, pair[1]))))


def _split(state: State, d: Mapping[str, Any]) -> State:
    leaving = list(d["characters"])
    new = Company(str(d["company"]), state.site,
                  tuple(c for c in state.characters if c.card_id in leaving))
    return replace(state, characters=tuple(c for c in state.characters
                                           if c.card_id not in leaving),
                   companies=(*state.companies, new),
                   companies_formed=state.companies_formed + 1,
                   splits=(*state.splits, (new.id, str(d["split_from"]))))


def _joined(state: State, d: Mapping[str, Any]) -> State:
    other = state.waiting(str(d["joined"]))
    if other is None:
        return state
    return replace(state, characters=(*state.characters, *other.characters),
                   companies=tuple(c for c in state.companies if c.id != other.id))


def _activated(state: State, d: Mapping[str, Any]) -> State:
    """The company ``company`` runs its phase; the one that ran waits (its phase over)."""
    chosen = state.waiting(str(d["company"]))
    if chosen is None:
        return state
    done = (state.company,) if d.get("ended", True) else ()
    rest = tuple(c for c in state.companies if c.id != chosen.id)
    moved = state.moved_companies + (done if d["phase"] == MOVEMENT_HAZARD else ())
    sited = state.sited_companies + (done if d["phase"] == SITE else ())
    return _runs(replace(state, companies=(*rest, state.running()), moved_companies=moved,
                         sited_companies=sited,
                         long_event_company=_long_event_company(state, d["phase"])), chosen)


def _long_event_company(state: State, phase: str) -> str | None:
    """The company the long-event phase ran, as another company's ``phase`` runs: the one
    running as the first other company's movement/hazard phase begins."""
    if phase != MOVEMENT_HAZARD or state.long_event_company is not None:
        return state.long_event_company
    return state.company


def _dissolved(state: State, d: Mapping[str, Any]) -> State:
    """A company with no character is removed (empty_companies.py); where it was the running
    one, the company ``runs`` runs in its place."""
    gone = str(d["company"])
    if gone != state.company:
        return replace(state, companies=tuple(c for c in state.companies if c.id != gone))
    chosen = state.waiting(str(d["runs"]))
    assert chosen is not None
    hazards = MOVEMENT_HAZARD if state.phase in (LONG_EVENT, ENVIRONMENT_REROLL,
                                                 MOVEMENT_HAZARD) else state.phase
    return _runs(replace(state, companies=tuple(c for c in state.companies
                                                if c.id != chosen.id),
                         long_event_company=_long_event_company(state, hazards)), chosen)


def _runs(state: State, chosen: Company) -> State:
    """``chosen`` (no longer among the waiting companies) is the running company, the fields
    of the last company's phase cleared."""
    return replace(state, company=chosen.id, site=chosen.site, characters=chosen.characters,
                   destination=chosen.destination, path=chosen.path,
                   site_closed=False, explored=False,
                   searched_by=None,
                   items_played_here=0, additional_item=None, offers=(), pending_rolls=(),
                   pending_table_rolls=(),
                   site_attacks=(),
                   on_guard_faced=False, guard_revealed=None, next_attack=(0, 0),
                   next_attack_by=())


def _quest_revealed(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, quest_deck=state.quest_deck[1:],
                   display=(*state.display, Quest(str(d["card"]), tuple(d["sites"]))))


def _without_quest(display: tuple[Quest, ...], d: Mapping[str, Any]) -> tuple[Quest, ...]:
    """The Display without the quest taken or discarded: the entry of its card and sites when
    the fact names them (display_copies.py), else every entry of its card."""
    card = str(d["card"])
    if "sites" not in d:
        return tuple(q for q in display if q.card != card)
    gone = Quest(card, tuple(str(s) for s in d["sites"]))
    at = display.index(gone) if gone in display else len(display)
    return display[:at] + display[at + 1:]


def _quest_discarded(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, display=_without_quest(state.display, d),
                   quest_discard=(*state.quest_discard, str(d["card"])))


def _phase(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, phase=str(d["phase"]))


def _hand_cards_awaited(state: State, d: Mapping[str, Any]) -> State:
    company = str(d["company"])
    return replace(state, hand_window=company, hand_windows=(*state.hand_windows, company))


def _drawn(state: State, d: Mapping[str, Any]) -> State:
    cards = tuple(d["cards"])
    return replace(state, hand=(*state.hand, *cards), draw=state.draw[len(cards):])


def _discarded(state: State, d: Mapping[str, Any]) -> State:
    hand = _remove_all(state.hand, list(d["cards"]))
    awaited = state.awaited_discard if len(hand) > state.hand_limit else None
    return replace(state, hand=hand, discard=(*state.discard, *d["cards"]),
                   awaited_discard=awaited)


def _discard_awaited(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, awaited_discard=str(d["then"]),
                   hand_limit=int(d.get("size", HAND_SIZE)))


def _limit_set(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, pile=tuple(d.get("cards", ())), hazards_played=0, key_floor=0,
                   environment_used=False, hazard_limit=int(d["limit"]), at_home_raised=(),
                   hand_window=None)  # its hazards drawn (hand_windows.py)


def _limit_changed(state: State, d: Mapping[str, Any]) -> State:
    raised = (*state.at_home_raised, str(d["card"])) if d.get("at_home") else \
        state.at_home_raised
    return replace(state, hazard_limit=max(0, state.hazard_limit + int(d["delta"])),
                   at_home_raised=raised)


def _revealed(state: State, d: Mapping[str, Any]) -> State:
    if state.pile and state.pile[0] == d["card"]:
        return replace(state, pile=state.pile[1:])
    return state


def _keyed(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, key_floor=int(d["position"]), hazards_played=state.hazards_played + 1)


def _event_played(state: State, d: Mapping[str, Any]) -> State:
    if d.get("counted", True):
        return replace(state, hazards_played=state.hazards_played + 1)
    return replace(state, environment_used=True)


def _effect_awaited(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, awaited_event=(str(d["card"]), str(d["target"])))


def _ruling(state: State, d: Mapping[str, Any]) -> State:
    if state.awaited_event is not None and state.awaited_event[0] == d.get("card"):
        return replace(state, awaited_event=None)
    return state


def _strengthened(state: State, d: Mapping[str, Any]) -> State:
    strikes, prowess = state.next_attack
    card = str(d.get("card", ""))
    added = (card, int(d.get("strikes", 0)), int(d.get("prowess", 0)), last_play(state, card))
    return replace(state, next_attack=(strikes + added[1], prowess + added[2]),
                   next_attack_by=(*state.next_attack_by, added))


def _attack_declared(state: State, d: Mapping[str, Any]) -> State:
    keyed = d.get("keyed_to")
    faced = (*(f for f in state.faced if f[0] == state.turn),
             (state.turn, state.company, str(d["attack"].get("race", ""))))
    creatures = (*(f for f in state.faced_creatures if f[0] == state.turn),
                 (state.turn, state.company, str(d["attack"].get("source", ""))))
    origin = d.get("prowess_from")
    return replace(state, next_attack=(0, 0), next_attack_by=(),
                   keyed_to=None if keyed is None else str(keyed),
                   faced=faced, faced_creatures=creatures,
                   declared_prowess_from=None if origin is None else dict(origin))


def _assignment_opened(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, awaited_strikes=AwaitedStrikes(
        dict(d["attack"]), str(d["attack_rule"]),
        None if d.get("hazard") is None else str(d["hazard"]), bool(d["detainment"]),
        d.get("armour_rule"), brave=bool(d.get("brave", False)),
        spared=tuple(str(c) for c in d.get("spared", ()))))


def _strike_assigned(state: State, d: Mapping[str, Any]) -> State:
    awaited = state.awaited_strikes
    if awaited is None:
        return state
    return replace(state, awaited_strikes=replace(
        awaited, assigned=(*awaited.assigned, str(d["character"]))))


def _attack_queued(state: State, d: Mapping[str, Any]) -> State:
    queued = Queued(dict(d["attack"]), str(d["attack_rule"]), tuple(str(c) for c in d["spared"]),
                    str(d["company"]), int(d.get("play", 0)))
    return replace(state, queued_attacks=(*state.queued_attacks, queued))


def _queued_attack_made(state: State, d: Mapping[str, Any]) -> State:
    state = replace(state, queued_attacks=state.queued_attacks[1:], interjecting=True,
                    interjection_resume=str(d.get("resume", "")))
    company = d.get("company")
    if company is None or company == state.company or state.waiting(str(company)) is None:
        return state
    # The attack falls on a waiting company: it faces it as the running one, the company
    # whose phase runs set aside with what its own next attack was to get.
    stashed = (state.company, state.next_attack, state.next_attack_by)
    return replace(_run_in_place(state, str(company)), next_attack=(0, 0), next_attack_by=(),
                   interjected_from=stashed)


def _interjection_over(state: State, d: Mapping[str, Any]) -> State:
    state = replace(state, interjecting=False, interjection_resume="")
    back = state.interjected_from
    if d.get("back") is None or back is None:
        return state
    return replace(_run_in_place(state, back[0]), next_attack=back[1], next_attack_by=back[2],
                   interjected_from=None)


def _run_in_place(state: State, company: str) -> State:
    """The waiting company ``company`` becomes the running one, the one that ran waiting in
    its place (the order of the waiting companies kept), nothing of the phase changed."""
    chosen = state.waiting(company)
    if chosen is None:
        return state
    companies = tuple(state.running() if c.id == company else c for c in state.companies)
    return replace(state, company=chosen.id, site=chosen.site, characters=chosen.characters,
                   destination=chosen.destination, path=chosen.path, companies=companies)


def _attack_ended(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, awaited_strikes=None)


def _attack_set_aside(state: State, d: Mapping[str, Any]) -> State:
    assert state.awaited_strikes is not None
    waiting = SetAside(state.awaited_strikes, state.keyed_to, state.declared_under,
                       tuple(str(c) for c in d["checks"]), bool(d.get("before_asking")))
    return replace(state, awaited_strikes=None,
                   set_aside=attacks_at_once.set_aside(state.set_aside, waiting))


def _attack_taken_up(state: State, d: Mapping[str, Any]) -> State:
    waiting, rest = attacks_at_once.taken_up(state.set_aside)
    return replace(state, awaited_strikes=waiting.awaited, keyed_to=waiting.keyed_to,
                   declared_under=waiting.declared_under, set_aside=rest)


def _resource_played(state: State, d: Mapping[str, Any]) -> State:
    """A resource from the hand goes to the discard pile; one played on a character's strike
    is kept against the attack being assigned until its strikes are resolved."""
    card = str(d["card"])
    state = replace(state, hand=_remove_one(state.hand, card), discard=(*state.discard, card))
    if card == PATHS_OF_THE_DEAD and d.get("mode") == "move":
        state = replace(state, dead_paths=(*(p for p in state.dead_paths if p[0] == state.turn),
                                           (state.turn, state.company)))
    if d.get("influence") is not None:
        return replace(state, influence_cards=(*state.influence_cards,
                                               (str(d["influence"]), card)))
    awaited, who = state.awaited_strikes, d.get("strike")
    if awaited is None or who is None:
        return state
    played = tuple((str(p), int(a)) for p, a in d["effects"])
    return replace(state, awaited_strikes=replace(
        awaited, cards=(*awaited.cards, (card, str(who), played))))


def _joined_attack(state: State, d: Mapping[str, Any]) -> State:
    """A character leaves his waiting company for the attacked one (alatar.py)."""
    who, awaited = str(d["character"]), state.awaited_strikes
    assert awaited is not None
    left = state.waiting(str(d["company"]))
    assert left is not None
    moving = next(c for c in left.characters if c.card_id == who)
    companies = tuple(replace(c, characters=tuple(x for x in c.characters if x.card_id != who))
                      if c.id == left.id else c for c in state.companies)
    return replace(state, companies=companies, characters=(*state.characters, moving),
                   awaited_strikes=replace(awaited, joined=who))


def _spell_taken_back(state: State, d: Mapping[str, Any]) -> State:
    """Saruman's spell goes from the discard pile to the hand (spell_recall.py)."""
    card = str(d["card"])
    return replace(state, discard=_remove_one(state.discard, card), hand=(*state.hand, card))


def _strike_cancel_set(state: State, d: Mapping[str, Any]) -> State:
    """A character's ability set to cancel a companion's strike (character_cancels.py): kept
    against the attack as a card of the hand played on that strike would be."""
    awaited = state.awaited_strikes
    if awaited is None:
        return state
    set_by = (str(d["by"]), str(d["character"]), ((CANCEL_STRIKE, 0),))
    return replace(state, awaited_strikes=replace(awaited, cards=(*awaited.cards, set_by)))


def _influence_attempted(state: State, d: Mapping[str, Any]) -> State:
    """The cards played for the attempt are spent with it."""
    who = d.get("character")
    return replace(state, influence_cards=tuple(p for p in state.influence_cards
                                                if p[0] != who))


def _added_to_awaited(state: State, field: str, value: str) -> State:
    """``value`` appended to the awaited attack's tuple ``field`` (nothing without one)."""
    awaited = state.awaited_strikes
    if awaited is None:
        return state
    return replace(state, awaited_strikes=replace(
        awaited, **{field: (*getattr(awaited, field), value)}))


def _attack_held(state: State, d: Mapping[str, Any]) -> State:
    """An attack's strike held for the defender on its one character (held_attacks.py); for
    a further attack of the creature, the cards and choices of the last strike are spent."""
    awaited = state.awaited_strikes
    if awaited is None:
        return state
    held = Held(int(d["made"]), int(d["won"]), bool(d["hurt"]), bool(d["removed"]))
    if held.made:
        awaited = replace(awaited, cards=(), heartened=(), steady=(), support=(), standing=())
    return replace(state, awaited_strikes=replace(awaited, assigned=(str(d["character"]),),
                                                  held=held))


def _tapped_against(state: State, d: Mapping[str, Any]) -> State:
    return _added_to_awaited(state, "tapped_against", str(d["character"]))


def _item_named(state: State, d: Mapping[str, Any]) -> State:
    """The item named to give up, by its copy where the fact names a lost treasure's
    (``Item.copy_ref``, item_copies.NAMED_SINCE)."""
    lair = d.get("lost_treasure")
    return _added_to_awaited(state, "given_up", str(d["card"]) + (f"@{lair}" if lair else ""))


def _strikes_set(state: State, d: Mapping[str, Any]) -> State:
    awaited = state.awaited_strikes
    if awaited is None:
        return state
    attack = {**awaited.attack, "strikes": int(d["strikes"])}
    return replace(state, awaited_strikes=replace(awaited, attack=attack))


def _creatures_prevented(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, creatures_prevented=(*state.creatures_prevented, str(d["company"])))


def _keying_limited(state: State, d: Mapping[str, Any]) -> State:
    entry = (str(d["company"]), str(d["card"]), str(d["name"]), str(d["limit"]))
    return replace(state, keying_limits=(*state.keying_limits, entry))


def _attacks_weakened(state: State, d: Mapping[str, Any]) -> State:
    entry = (str(d["company"]), str(d["card"]), int(d["prowess"]))
    return replace(state, weakened_attacks=(*state.weakened_attacks, entry))


def _creatures_strengthened(state: State, d: Mapping[str, Any]) -> State:
    entry = (str(d["company"]), str(d["card"]), int(d["prowess"]))
    return replace(state, strengthened=(*state.strengthened, entry))


def _check_bonus(state: State, d: Mapping[str, Any]) -> State:
    bonus = (str(d["character"]), str(d["card"]), int(d["amount"]))
    return replace(state, check_bonuses=(*state.check_bonuses, bonus))


def _check_assured(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, assured_checks=(*state.assured_checks, str(d["card"])),
                   assured_whom=(*_whom(state), str(d.get("character") or "")))


def _whom(state: State) -> tuple[str, ...]:
    """Whom each assured check is for ("": anyone), as long as ``assured_checks``."""
    return (*state.assured_whom, *("",) * (len(state.assured_checks) - len(state.assured_whom)))


def _check_succeeded(state: State, d: Mapping[str, Any]) -> State:
    """A check made to succeed uses up its card (the first of it that is for this character
    or anyone) and, as a check would, the bonuses for it."""
    whom = _whom(state)
    used = next((i for i, (card, who) in enumerate(zip(state.assured_checks, whom, strict=True))
                 if card == d["card"] and who in ("", d["character"])), None)
    kept = [i for i in range(len(whom)) if i != used]
    return replace(state, assured_checks=tuple(state.assured_checks[i] for i in kept),
                   assured_whom=tuple(whom[i] for i in kept),
                   check_bonuses=tuple(b for b in state.check_bonuses
                                       if b[0] != d["character"]))


def _bolstered(state: State, d: Mapping[str, Any]) -> State:
    bonus = (str(d["character"]), str(d["card"]), str(d["stat"]), int(d["amount"]))
    return replace(state, turn_bonuses=(*state.turn_bonuses, bonus))


def _corruption_checked(state: State, d: Mapping[str, Any]) -> State:
    """A check uses up the bonuses the character's cards gave it; a final one at the Free
    Council leaves the checks after it to come."""
    left = state.council_left
    if d["character"] in left:
        left = left[left.index(d["character"]) + 1:]
    awaited = state.awaited_check
    return replace(state, check_bonuses=tuple(b for b in state.check_bonuses
                                              if b[0] != d["character"]), council_left=left,
                   awaited_check=None if awaited is not None
                   and awaited.character == d["character"] else awaited)


def _check_awaited(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, awaited_check=AwaitedCheck(
        str(d["character"]), str(d["check"]), int(d["points"]), int(d["modifier"]),
        card=str(d.get("card", "")), own=int(d.get("own", 0)), rule=str(d.get("rule", "")),
        eliminates=bool(d.get("eliminates", True)), creature=str(d.get("creature", ""))))


def _check_helped(state: State, d: Mapping[str, Any]) -> State:
    awaited = state.awaited_check
    assert awaited is not None
    return replace(state, awaited_check=replace(awaited, helpers=(*awaited.helpers,
                                                                  str(d["helper"]))))


def _checks_waiting(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, checks_step=str(d["step"]), checks_left=tuple(
        (str(c), str(w), int(t), str(y)) for c, w, t, y in d["checks"]))


def _checks_go_on(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, checks_step="", checks_left=())


def _step_waiting(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, step_name=str(d["step"]), step_left=tuple(
        _pending(p) for p in d["left"]))


def _step_goes_on(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, step_name="", step_left=())


def _pending(data: Mapping[str, Any]) -> Pending:
    return Pending(str(data["kind"]), str(data.get("who", "")), int(data.get("modifier", 0)),
                   str(data.get("rule", "")), str(data.get("card", "")), str(data.get("why", "")))


def _attack_end_waiting(state: State, d: Mapping[str, Any]) -> State:
    hazard = d.get("card")
    return replace(state, attack_end=AttackEnd(
        dict(d["attack"]), bool(d["beaten"]), None if hazard is None else str(hazard),
        tuple(str(c) for c in d["assigned"]), tuple(str(c) for c in d["defeated"]),
        tuple(str(c) for c in d["wounded"]), tuple(_pending(p) for p in d["left"])))


def _attack_end_goes_on(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, attack_end=None)


def _council_called(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, council_left=tuple(str(c) for c in d.get("order", ())),
                   council_offered=False)


def _detained(state: State, d: Mapping[str, Any]) -> State:
    faction = str(d["faction"])
    return replace(state, detained=(*state.detained, *((str(c), faction)
                                                       for c in d["characters"])))


def _freed(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, detained=tuple(p for p in state.detained if p[1] != d["faction"]))


def _faction_tapped(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, tapped_factions=(*state.tapped_factions, str(d["faction"])))


def _ally_tapped(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, tapped_allies=(*state.tapped_allies, str(d["ally"])))


def _item_tapped(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, tapped_items=(*state.tapped_items, str(d["card"])))


def _attack_weakened(state: State, d: Mapping[str, Any]) -> State:
    """An item's use changes the prowess and body of the attack awaiting its strikes."""
    awaited = state.awaited_strikes
    if awaited is None:
        return state
    attack = awaited.read_attack()
    weaker = attack.strengthened(int(d["prowess"]), int(d["body"]))
    by = (str(d["card"]),) if d.get("card") else ()
    return replace(state, awaited_strikes=replace(awaited, attack=weaker.to_json(),
                                                  weakened_by=(*awaited.weakened_by, *by)))


def _ally_discarded(state: State, d: Mapping[str, Any]) -> State:
    ally = str(d["ally"])
    return replace(state, allies=_remove_one(state.allies, ally),
                   wounded_allies=tuple(a for a in state.wounded_allies if a != ally))


def _ally_wounded(state: State, d: Mapping[str, Any]) -> State:
    ally = str(d["ally"])
    return replace(state, wounded_allies=(*state.wounded_allies, ally),
                   tapped_allies=(*state.tapped_allies, ally))


def _site_attacks_queued(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, site_attacks=(*state.site_attacks, *(dict(a) for a in d["attacks"])))


def _site_attack_began(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, site_attacks=state.site_attacks[1:])


def _long_cancelled(state: State, d: Mapping[str, Any]) -> State:
    card = str(d["card"])
    return replace(state, long_in_play=_remove_one(state.long_in_play, card),
                   discard=(*state.discard, card),
                   long_effects=tuple(e for e in state.long_effects if e.card != card))


def _treasure_declared(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, lost_treasures=(*state.lost_treasures, (str(d["card"]),
                                                                  str(d["site"]))))


def _declared(treasure: bool) -> Callable[[Item], bool]:
    """A copy declared a lost treasure (``treasure``) or one not declared: the copy stored
    (golden_hoard.COPIES_SINCE)."""
    return lambda item: (item.lost_treasure is not None) == treasure


def _item_stored(state: State, d: Mapping[str, Any]) -> State:
    """The item leaves its bearer for the MP pile (CoE 2.II.4): a copy not declared a lost
    treasure."""
    bearer = state.character(str(d["character"]))
    assert bearer is not None
    bearer = bearer.without_item(str(d["card"]), _declared(False))[0]
    return replace(_replace_character(state, bearer),
                   mp=(*state.mp, MPRecord(str(d["card"]), str(d["name"]), "item",
                                           int(d["points"]))))


def _path_treated(state: State, d: Mapping[str, Any]) -> State:
    path = tuple(str(r) for r in d["treated"])
    if not d.get("from_hand"):  # a Moon in play
        return replace(state, path=path)
    card = str(d["card"])  # Stars, played from the hand and discarded
    return replace(state, path=path, hand=_remove_one(state.hand, card),
                   discard=(*state.discard, card), starlit=state.turn)


def _lands_quieted(state: State, d: Mapping[str, Any]) -> State:
    """Quiet Lands treats a region of the path or a site until the end of the turn."""
    site = d.get("site")
    treated = state.treated_sites if site is None else (
        *(t for t in state.treated_sites if t[0] == state.turn),
        (state.turn, str(site), str(d["site_type"])))
    return replace(state, path=tuple(str(r) for r in d["treated"]), quieted=state.turn,
                   treated_sites=treated)


def _follower_taken(state: State, d: Mapping[str, Any]) -> State:
    """A character under a controller's direct influence, no one else's (followers.py)."""
    follower = str(d["follower"])
    return replace(_influenced(state, follower),
                   controlled=(*(p for p in state.controlled if p[0] != follower),
                               (follower, str(d["controller"]))))


def _follower_released(state: State, d: Mapping[str, Any]) -> State:
    """A follower back under general influence (followers.py)."""
    return replace(_influenced(state, str(d["follower"])), controlled=tuple(
        p for p in state.controlled if p[0] != str(d["follower"])))


def _follower_uncontrolled(state: State, d: Mapping[str, Any]) -> State:
    """A follower whose controller left play, under no influence (followers.py)."""
    follower = str(d["follower"])
    return replace(state, controlled=tuple(p for p in state.controlled if p[0] != follower),
                   uncontrolled=(*state.uncontrolled, (follower, str(d["controller"]))))


def _influenced(state: State, character: str) -> State:
    """``character`` is no longer under no influence."""
    if not state.uncontrolled:
        return state
    return replace(state, uncontrolled=tuple(p for p in state.uncontrolled
                                             if p[0] != character))


def _treasure_stored(state: State, d: Mapping[str, Any]) -> State:
    """The item leaves its bearer for the MP pile (TDH-SPEC-7): the copy declared a lost
    treasure, where he bears it."""
    bearer = state.character(str(d["character"]))
    assert bearer is not None
    bearer = bearer.without_item(str(d["card"]), _declared(True))[0]
    return replace(_replace_character(state, bearer),
                   stored_treasures=(*state.stored_treasures, str(d["card"])),
                   mp=(*state.mp, MPRecord(str(d["card"]), str(d["name"]), "item",
                                           int(d["points"]))))


def _turned_back(state: State, d: Mapping[str, Any]) -> State:
    """A long-event keeps the moving company at its site of origin (hazard_long_events.py)."""
    return replace(state, destination=None, path=())


def _under_deeps_rolled(state: State, d: Mapping[str, Any]) -> State:
    """A roll too low keeps the company at its Under-deeps site (BA-UDMOVE-4)."""
    return state if d["arrived"] else replace(state, destination=None, path=())


def _hunt_made(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, hunts_made=(*state.hunts_made, (str(d["card"]), str(d["company"]))))


def _dragon_defeated(state: State, d: Mapping[str, Any]) -> State:
    """Every manifestation of the Dragon leaves the game (TD-MANIF-5)."""
    gone = [str(c) for c in d["removed"]]
    return replace(state, slain_dragons=(*state.slain_dragons, str(d["dragon"])),
                   long_in_play=tuple(c for c in state.long_in_play if c not in gone),
                   long_effects=tuple(e for e in state.long_effects if e.card not in gone),
                   permanent_hazards=tuple(p for p in state.permanent_hazards
                                           if p[0] not in gone),
                   environments=tuple(c for c in state.environments if c not in gone),
                   environment_plays=tuple(e for e in state.environment_plays
                                           if e[0] not in gone))


def _character_played(state: State, d: Mapping[str, Any]) -> State:
    new = Character(**_character_fields(d["character"]))
    if state.controlled:  # a character coming into play anew controls no one
        state = replace(state, controlled=tuple(p for p in state.controlled
                                                if new.card_id not in p))
    state = _influenced(state, new.card_id)  # nor is he left under no influence
    wizard = new.card_id if d.get("wizard") else state.wizard
    if d.get("organizing"):  # the organization's one character a turn (one_character.py)
        state = replace(state, organized=(state.turn, new.card_id))
    if d.get("source") == "draw":
        return replace(state, draw=_remove_one(state.draw, str(d["card"])),
                       characters=(*state.characters, new), wizard=wizard)
    if d.get("source") == "starting":
        return replace(state, characters=(*state.characters, new), wizard=wizard)
    return replace(state, hand=_remove_one(state.hand, str(d["card"])),
                   characters=(*state.characters, new), wizard=wizard)


def _item_lost(state: State, d: Mapping[str, Any]) -> State:
    found = state.character(str(d["character"]))
    if found is None:
        return state
    without, _ = found.without_item(str(d["card"]), _named_copy(d))
    return replace(_replace_character(state, without), discard=(*state.discard, str(d["card"])),
                   awaited_item_loss=None)


def _item_passed(state: State, d: Mapping[str, Any]) -> State:
    """An eliminated character's item passes to a companion (CoE 3.I.2)."""
    giver = state.character(str(d["origin"]))
    taker = state.character(str(d["to"]))
    assert giver is not None and taker is not None
    giver, item = giver.without_item(str(d["item"]), _named_copy(d))
    return _replace_character(_replace_character(state, giver), taker.with_item(item))


def _item_left_play(state: State, d: Mapping[str, Any]) -> State:
    """An item no companion takes leaves play with its bearer, to the discard pile (CoE 3.I.2,
    CoE 7.1); the bearer may be of a waiting company (the Free Council's final checks)."""
    who, item = str(d["bearer"]), str(d["item"])
    discard = (*state.discard, item)
    bearer = state.character(who)
    if bearer is None:
        named = _named_copy(d)
        return replace(state, discard=discard, companies=tuple(
            replace(c, characters=tuple(x.without_item(item, named)[0] if x.card_id == who
                                        else x for x in c.characters))
            for c in state.companies))
    bearer, _ = bearer.without_item(item, _named_copy(d))
    return replace(_replace_character(state, bearer), discard=discard)


def _transfer_offered(state: State, d: Mapping[str, Any]) -> State:
    """A character sent home waits for the item passed, if any (sent_home.py)."""
    return replace(state, awaited_transfer=(str(d["clause"]), str(d["character"]),
                                            str(d["card"]), tuple(str(c) for c in d["to"])))


def _transfer_chosen(state: State, _: Mapping[str, Any]) -> State:
    return replace(state, awaited_transfer=None)


def _item_loss_awaited(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, awaited_item_loss=(str(d["character"]), str(d["clause"])))


def _planned(state: State, d: Mapping[str, Any]) -> State:
    path = tuple(str(p) for p in d.get("path", ()))
    destination = None if d.get("destination") is None else str(d["destination"])
    if d.get("company") not in (None, state.company):
        return replace(state, companies=tuple(
            replace(c, destination=destination, path=path) if c.id == d["company"] else c
            for c in state.companies))
    return replace(state, destination=destination, path=path)


def _pile_drawn(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, hazards=state.hazards[len(d["cards"]):])


def _hazard_discarded(state: State, d: Mapping[str, Any]) -> State:
    waiting = state.hazard_cancel
    cancel = None if waiting is not None and waiting[0] == d["card"] else waiting
    return replace(state, hazard_discard=(*state.hazard_discard, str(d["card"])),
                   hazard_cancel=cancel)


def _hazard_cancel_offered(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, hazard_cancel=(str(d["card"]), str(d.get("target") or "")))


def _hazard_on_character(state: State, d: Mapping[str, Any]) -> State:
    card, who = str(d["card"]), str(d["character"])
    return replace(state, permanent_hazards=(*state.permanent_hazards, (card, who)),
                   hazard_points=(*state.hazard_points, (card, who, int(d["corruption"]))),
                   corrupted=(*(c for c in state.corrupted if c[0] == state.turn),
                              (state.turn, who)))


def _on_guard(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, on_guard=(*state.on_guard, (str(d["card"]), str(d["site"]))),
                   on_guard_for=(*state.on_guard_for, (str(d["card"]), state.company)),
                   pile=())


def _on_guard_revealed(state: State, d: Mapping[str, Any]) -> State:
    pair = (str(d["card"]), str(d["site"]))
    return replace(state, on_guard=tuple(p for p in state.on_guard if p != pair),
                   on_guard_faced=True, guard_revealed=pair[0])


def _on_guard_kept(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, on_guard_faced=True)


def _on_guard_returned(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, hazards=(*d["cards"], *state.hazards), on_guard=(),
                   on_guard_for=())


def _returned(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, hazards=(*d["cards"], *state.hazards), pile=())


def _character_state(state: State, d: Mapping[str, Any]) -> State:
    if "company" in d:  # a waiting company's character (its gate, organization.py)
        return _waiting_character_state(state, str(d["company"]), str(d["character"]),
                                        str(d["state"]))
    found = state.character(str(d["character"]))
    if found is None:
        return state
    return _replace_character(state, found.with_state(str(d["state"])))


def _waiting_character_state(state: State, company: str, character: str,
                             new: str) -> State:
    others = tuple(replace(c, characters=tuple(x.with_state(new) if x.card_id == character
                                               else x for x in c.characters))
                   if c.id == company else c for c in state.companies)
    return replace(state, companies=others)


def _eliminated(state: State, d: Mapping[str, Any]) -> State:
    gone = str(d["character"])
    state = _held_discarded(state, gone)
    heirs = {str(k): str(v) for k, v in dict(d.get("heirs", {})).items()}
    victim = state.character(gone)
    chars = tuple(c for c in state.characters if c.card_id != gone)
    if victim is not None:
        for item in victim.items:
            heir = heirs.get(item.card_id)
            if heir is not None:
                chars = tuple(c.with_item(item) if c.card_id == heir else c for c in chars)
    wizard = None if state.wizard == gone else state.wizard
    hazards = tuple(p for p in state.permanent_hazards if p[1] != gone)
    others = tuple(replace(c, characters=tuple(x for x in c.characters if x.card_id != gone))
                   for c in state.companies)
    state = _sacrifice_left(state, gone)
    # His own card's pile, where his fact names one (elimination.PILES_SINCE).
    to = d.get("to")
    discard = (*state.discard, gone) if to == DISCARD_PILE else state.discard
    out = (*state.out_of_play, gone) if to == OUT_OF_PLAY_PILE else state.out_of_play
    return replace(state, characters=chars, wizard=wizard, permanent_hazards=hazards,
                   companies=others, discard=discard, out_of_play=out,
                   mp=tuple(r for r in state.mp if not (r.kind == "character" and r.card == gone)))


def _sacrifice_left(state: State, gone: str) -> State:
    """Sacrifice of Form with a Wizard leaving play goes to the discard pile."""
    if not state.sacrifices:
        return state
    left = [s.card for s in state.sacrifices if s.with_him and s.wizard == gone]
    return replace(state, discard=(*state.discard, *left), sacrifices=tuple(
        s for s in state.sacrifices if not (s.with_him and s.wizard == gone))) if left else state


def _form_sacrificed(state: State, d: Mapping[str, Any]) -> State:
    """The Wizard leaves play, discarded, his items set aside with Sacrifice of Form (out of
    the discard pile its play put it in), the followers he controlled staying in play
    (sacrifice_of_form.py)."""
    gone, card = str(d["wizard"]), str(d["card"])
    found = state.character(gone)
    items = found.items if found is not None else ()
    if found is not None:
        state = _replace_character(state, replace(found, items=()))
    state = _eliminated(state, {"character": gone})
    return replace(state, discard=(*_played_out_of(state.discard, card), gone),
                   controlled=tuple(p for p in state.controlled if p[1] != gone),
                   sacrifices=(*state.sacrifices, Sacrifice(card, gone, str(d["name"]), items)))


def _form_restored(state: State, d: Mapping[str, Any]) -> State:
    """The Wizard back in play takes back his items and Sacrifice of Form, +1 to his prowess,
    body and direct influence (sacrifice_of_form.py)."""
    who, card = str(d["wizard"]), str(d["card"])
    found = state.character(who)
    entry = next((s for s in state.sacrifices if s.card == card and not s.with_him), None)
    if found is None or entry is None:
        return state
    back, kept = restored(found, entry, int(d["bonus"]))
    return replace(_replace_character(state, back), sacrifices=tuple(
        kept if s is entry else s for s in state.sacrifices))


def _morannon_placed(state: State, d: Mapping[str, Any]) -> State:
    """Morannon stands for the company's new site: out of the discard pile its play put it in
    (morannon.py)."""
    card = str(d["card"])
    return replace(state, discard=_played_out_of(state.discard, card),
                   morannons=(*state.morannons, (card, str(d["company"]), str(d["site"]))))


def _morannon_discarded(state: State, d: Mapping[str, Any]) -> State:
    """The company's copy is discarded; its site, where the fact names it, leaves play
    untapped."""
    company, site = str(d["company"]), d.get("site")
    tapped = state.tapped_sites if site is None else tuple(
        s for s in state.tapped_sites if s != site)
    return replace(state, morannons=tuple(m for m in state.morannons if m[1] != company),
                   tapped_sites=tapped, discard=(*state.discard, str(d["card"])))


def _mp(state: State, d: Mapping[str, Any]) -> State:
    record = MPRecord(str(d["card"]), str(d["name"]), str(d["kind"]), int(d["points"]))
    return replace(state, mp=(*state.mp, record))


def _mp_lost(state: State, d: Mapping[str, Any]) -> State:
    """The cards listed leave the pile: one copy for each listing where the fact says so
    (``one_copy``, pile_factions.py), else every copy of each."""
    lost = list(d["cards"])
    if not d.get("one_copy"):
        return replace(state, mp=tuple(r for r in state.mp if r.card not in lost),
                       skill_cards=tuple(s for s in state.skill_cards if s[0] not in lost))
    kept = list(state.mp)
    for card in lost:
        at = next((n for n, r in enumerate(kept) if r.card == card), None)
        if at is not None:
            del kept[at]
    gone = [c for c in lost if all(r.card != c for r in kept)]
    return replace(state, mp=tuple(kept),
                   skill_cards=tuple(s for s in state.skill_cards if s[0] not in gone))


def _skill_gained(state: State, d: Mapping[str, Any]) -> State:
    """A card gives its character a skill while he keeps it (swordmaster.py)."""
    who, skill = str(d["character"]), str(d["skill"])
    found = state.character(who)
    if found is not None and skill not in found.skills:
        state = _replace_character(state, replace(found, skills=(*found.skills, skill)))
    return replace(state, skill_cards=(*state.skill_cards, (str(d["card"]), who)))


def _arrived(state: State, d: Mapping[str, Any]) -> State:
    arrivals = (*(a for a in state.arrivals if a[0] == state.turn), (state.turn, state.company))
    return replace(state, site=str(d["site"]), destination=None, path=(), arrivals=arrivals)


def _site_tapped(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, tapped_sites=(*state.tapped_sites, str(d["site"])))


def _site_untapped(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, tapped_sites=_remove_one(state.tapped_sites, str(d["site"])))


def _tapping_offered(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, awaited_tapping=(str(d["clause"]), str(d["row"]),
                                           tuple(str(c) for c in d["characters"]),
                                           str(d.get("otherwise", "site-closed"))))


def _tapping_chosen(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, awaited_tapping=None)


def _site_closed(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, site_closed=bool(d.get("closed", True)))


def _explored(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, explored=True,
                   last_explored=(state.turn, state.company, str(d["site"])))


def _quest_taken(state: State, d: Mapping[str, Any]) -> State:
    card = str(d["card"])
    display = _without_quest(state.display, d)
    chars = state.characters
    if d.get("item") is not None:
        item = item_from_json(d["item"])
        chars = tuple(c.with_item(item) if c.card_id == d["character"] else c for c in chars)
    allies = (*state.allies, card) if d.get("kind") == "ally" else state.allies
    recruited = state.recruited
    if d.get("kind") in ("ally", "faction"):  # what Ent-draughts follows (ent_draughts.py)
        recruited = (*(r for r in recruited if r[0] == state.turn), (state.turn, state.site))
    return replace(state, display=display, characters=chars, allies=allies, recruited=recruited,
                   items_played_here=state.items_played_here + (1 if d.get("item") else 0),
                   additional_item=None)


def _item_played(state: State, d: Mapping[str, Any]) -> State:
    item = item_from_json(d["item"])
    chars = tuple(c.with_item(item) if c.card_id == d["character"] else c
                  for c in state.characters)
    return replace(state, hand=_remove_one(state.hand, str(d["card"])), characters=chars,
                   items_played_here=state.items_played_here + 1, searched_by=None,
                   additional_item=None)


def _gold_ring_tested(state: State, d: Mapping[str, Any]) -> State:
    """The tested gold ring is discarded, whatever the test gives (CoE 6.2)."""
    found = state.character(str(d["character"]))
    if found is None:
        return state
    without, _ = found.without_item(str(d["card"]))
    return replace(_replace_character(state, without), discard=(*state.discard, str(d["card"])))


def _item_from_deck(state: State, d: Mapping[str, Any], deck: str) -> State:
    """A card taken out of ``deck`` (a state field) and borne as an item by a character."""
    item = item_from_json(d["item"])
    taken: dict[str, Any] = {deck: _remove_one(getattr(state, deck), str(d["card"]))}
    return replace(state, **taken,
                   characters=tuple(c.with_item(item) if c.card_id == d["character"] else c
                                    for c in state.characters))


def _item_retrieved(state: State, d: Mapping[str, Any]) -> State:
    """An item taken back from the discard pile (Reforging, information_storing.py)."""
    return _item_from_deck(state, d, "discard")


def _lucky_search(state: State, d: Mapping[str, Any]) -> State:
    """Lucky Search's scout takes the item it revealed out of the play deck (lucky_search.py)."""
    return _item_from_deck(state, d, "draw") if d.get("card") else state


def _ring_played(state: State, d: Mapping[str, Any]) -> State:
    return _item_from_deck(state, d, "ring_deck")


def _long_played(state: State, d: Mapping[str, Any]) -> State:
    card = str(d["card"])
    if d["side"] == "hazard":
        return replace(state, long_events=state.long_events[1:],
                       long_in_play=(*state.long_in_play, card))
    return replace(state, hand=_remove_one(state.hand, card),
                   long_in_play=(*state.long_in_play, card))


def _long_discarded(state: State, d: Mapping[str, Any]) -> State:
    hazard = [c for c in d["cards"] if c in list(d.get("hazard", []))]
    resource = [c for c in d["cards"] if c not in hazard]
    kept = tuple(str(c) for c in d.get("kept", ()))  # The Will of Sauron keeps these
    return replace(state, long_in_play=kept, long_discard=(*state.long_discard, *hazard),
                   discard=(*state.discard, *resource),
                   long_effects=tuple(e for e in state.long_effects if e.card in kept))


def _long_effect_awaited(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, awaited_long=(str(d["card"]), str(d["then"])))


def _long_effect(state: State, d: Mapping[str, Any]) -> State:
    effect = LongEffect(str(d["card"]), int(d["strikes"]), int(d["prowess"]),
                        tuple(str(r) for r in d["races"]), bool(d["automatic_only"]),
                        int(d["limit"]))
    return replace(state, long_effects=(*state.long_effects, effect), awaited_long=None)


def _removal_rolled(state: State, d: Mapping[str, Any]) -> State:
    """A corruption card's bearer tapped to try to remove it: from the version that says so
    (``tapped``), the copy (``card:bearer``) kept for the turn, as its attempt without tapping
    is (CoE 7.3; corruption.tried)."""
    if not d.get("tapped"):
        return state
    copy = f"{d['card']}:{d['character']}"
    return replace(state, used=(*state.used, (TAPPED_REMOVAL, copy, state.turn)))


def _corruption_removed(state: State, d: Mapping[str, Any]) -> State:
    pair = (str(d["card"]), str(d["character"]))
    return replace(state, permanent_hazards=tuple(p for p in state.permanent_hazards
                                                  if p != pair),
                   hazard_discard=(*state.hazard_discard, pair[0]))


def _hazard_left_play(state: State, d: Mapping[str, Any]) -> State:
    """A corruption card on a character leaving play goes to the hazard discard pile with him
    (BA-DISC-1)."""
    pair = (str(d["card"]), str(d["character"]))
    at = state.permanent_hazards.index(pair)
    return replace(state, permanent_hazards=(*state.permanent_hazards[:at],
                                             *state.permanent_hazards[at + 1:]),
                   hazard_discard=(*state.hazard_discard, pair[0]))


def _quest_searched(state: State, d: Mapping[str, Any]) -> State:
    return _item_from_deck(state, d, "quest_deck")


def _ally_from_deck(state: State, d: Mapping[str, Any]) -> State:
    card = str(d["card"])
    return replace(state, draw=_remove_one(state.draw, card), allies=(*state.allies, card))


def _permanent_from_deck(state: State, d: Mapping[str, Any]) -> State:
    card = str(d["card"])
    return replace(state, draw=_remove_one(state.draw, card),
                   resource_permanents=(*state.resource_permanents, card))


def _battle_began(state: State, d: Mapping[str, Any]) -> State:
    card = str(d["card"])
    return replace(state, display=tuple(q for q in state.display if q.card != card),
                   battle=BattleFight(card, str(d["site"]), tuple(d["factions"]),
                                      int(d["attacks"])))


def _battle_ended(state: State, d: Mapping[str, Any]) -> State:
    """A Battle lost goes to the Quest discard; one won stays in play, its MP in the pile."""
    over = replace(state, battle=state.battle and replace(state.battle, over=True))
    return over if d["won"] else replace(over, quest_discard=(*state.quest_discard,
                                                              str(d["card"])))


def _ended(state: State, d: Mapping[str, Any]) -> State:
    return replace(state, outcome=dict(d), phase=OVER)


def _hazard_in_force(state: State, d: Mapping[str, Any]) -> State:
    """A hazard effect lasting until the end of the turn; those of earlier turns are gone but
    Lure of Power's, which waits for an influence attempt (``HazardEffectEnded``). It comes
    from the play it names (``play``, an effect handed on from another of its copy), else
    from its card's last play."""
    card = str(d["card"])
    entry = (state.turn, card, str(d["effect"]), str(d["target"]), int(d["amount"]),
             str(d.get("site_type", "")), int(d.get("play", 0)) or last_play(state, card))
    return replace(state, hazard_effects=(*(e for e in state.hazard_effects
                                            if e[0] == state.turn or e[2] == LURE_OF_POWER),
                                          entry))


def _balrog_defeated(state: State, d: Mapping[str, Any]) -> State:
    """Balrog of Moria defeated leaves play for the marshalling-point pile (its points came
    with the attack), not the hazard discard pile."""
    card = str(d["card"])
    return replace(state, environments=_remove_one(state.environments, card),
                   environment_plays=_copy_gone(state.environment_plays, card))


def _played_out_of(discard: tuple[str, ...], card: str) -> tuple[str, ...]:
    """The discard pile without the copy of ``card`` its play put there last (a card that
    stays in play)."""
    if card not in discard:
        return discard
    at = len(discard) - 1 - discard[::-1].index(card)
    return (*discard[:at], *discard[at + 1:])


def _resource_environment_in_play(state: State, d: Mapping[str, Any]) -> State:
    """A resource environment stays in play: out of the discard pile its play put it in."""
    card = str(d["card"])
    return replace(state, discard=_played_out_of(state.discard, card),
                   resource_environments=(*state.resource_environments, card))


def _resource_environment_discarded(state: State, d: Mapping[str, Any]) -> State:
    card = str(d["card"])
    return replace(state, discard=(*state.discard, card),
                   resource_environments=_remove_one(state.resource_environments, card))


def _long_not_played(state: State, d: Mapping[str, Any]) -> State:
    """The top hazard long-event drawn and discarded unplayed (a defeated Dragon's, TD-MANIF-6)."""
    card = str(d["card"])
    return replace(state, long_events=_remove_one(state.long_events, card),
                   long_discard=(*state.long_discard, card))


def _hazard_long_discarded(state: State, d: Mapping[str, Any]) -> State:
    """A hazard long-event discarded before its time, its effects gone with it."""
    card = str(d["card"])
    return replace(state, long_in_play=_remove_one(state.long_in_play, card),
                   long_discard=(*state.long_discard, card),
                   long_effects=tuple(e for e in state.long_effects if e.card != card))


def _aligned(state: State, d: Mapping[str, Any]) -> State:
    """Align Palantír stays in play with its stone: out of the discard pile its play put it
    in."""
    card = str(d["card"])
    return replace(state, discard=_played_out_of(state.discard, card),
                   aligned=(*state.aligned, (card, str(d["palantir"]))))


def _alignment_discarded(state: State, d: Mapping[str, Any]) -> State:
    gone = (str(d["card"]), str(d["palantir"]))
    return replace(state, aligned=tuple(a for a in state.aligned if a != gone),
                   discard=(*state.discard, gone[0]))


def _siege_laid(state: State, d: Mapping[str, Any]) -> State:
    card = str(d["card"])
    return replace(state, sieges=(*state.sieges, (card, str(d["site"]), last_play(state, card))))


def _siege_lifted(state: State, d: Mapping[str, Any]) -> State:
    gone = (str(d["card"]), str(d["site"]))
    return replace(state, sieges=tuple(s for s in state.sieges if s[:2] != gone),
                   hazard_discard=(*state.hazard_discard, gone[0]))


def _environment_in_play(state: State, d: Mapping[str, Any]) -> State:
    """A hazard environment or permanent-event in play, the copy its card's last play brought
    (``last_play``)."""
    card = str(d["card"])
    return replace(state, environments=(*state.environments, card),
                   environment_plays=(*state.environment_plays,
                                      (card, last_play(state, card))))


def _hazard_ended(state: State, d: Mapping[str, Any]) -> State:
    """The effect ended: the copy of its card the play ``play`` brought, else every copy."""
    ended = (str(d["card"]), str(d["effect"]), str(d["target"]))
    play = int(d.get("play", 0))
    return replace(state, hazard_effects=tuple(
        e for e in state.hazard_effects if (e[1], e[2], e[3]) != ended or play not in (0, e[6])))


HANDLERS: dict[str, Handler] = {
    "DeckShuffled": _shuffled,
    "SiteDeckLaidOut": _dealt,
    "CompanyFormed": _company,
    "StartingItemBorne": _starting_item,
    "ShadowChanged": _shadow,
    "TurnBegan": _turn,
    "CharactersUntapped": _untapped,
    "UntapAwaited": _untap_awaited,
    "BalanceChoiceAwaited": _balance_awaited,
    "HazardEventCancelable": _ship_event_awaited,
    "FellowshipFormed": _fellowship_formed,
    "FellowshipDiscarded": _fellowship_discarded,
    "HazardEventCanceled": _ship_event_done,
    "HazardEventLetBe": _ship_event_done,
    "BalanceSourceChosen": _balance_chosen,
    "BalanceChoiceMade": _balance_made,
    "UntapForgone": _untap_forgone,
    "QuestRevealed": _quest_revealed,
    "QuestDiscarded": _quest_discarded,
    "PhaseBegan": _phase,
    "HandCardsAwaited": _hand_cards_awaited,
    "CardsDrawn": _drawn,
    "CardsDiscarded": _discarded,
    "CharacterPlayed": _character_played,
    "DragonDefeated": _dragon_defeated,
    "DragonAhuntAttacks": _hunt_made,
    "UnderDeepsMoveRolled": _under_deeps_rolled,
    "MovementTurnedBack": _turned_back,
    "LostTreasureDeclared": _treasure_declared,
    "LostTreasureStored": _treasure_stored,
    "FollowerTaken": _follower_taken,
    "FollowerReleased": _follower_released,
    "FollowerUncontrolled": _follower_uncontrolled,
    "LuckySearchMade": _lucky_search,
    "ItemStored": _item_stored,
    "SitePathTreated": _path_treated,
    "LandsQuieted": _lands_quieted,
    "HazardEffectInForce": _hazard_in_force,
    "HazardEffectEnded": _hazard_ended,
    "EnvironmentInPlay": _environment_in_play,
    "ResourceEnvironmentInPlay": _resource_environment_in_play,
    "ResourceEnvironmentDiscarded": _resource_environment_discarded,
    "HazardLongEventDiscarded": _hazard_long_discarded,
    "LongEventNotPlayed": _long_not_played,
    "BalrogDefeated": _balrog_defeated,
    "EnvironmentDiscarded": _environment_discarded,
    "SiegeLaid": _siege_laid,
    "LuckyStrikeAwaited": lambda state, d: replace(state, lucky_strike=(
        str(d["character"]), None if d.get("card") is None else str(d["card"]))),
    "LuckyStrikeFaced": lambda state, d: replace(state, lucky_strike=None),
    "PalantirAligned": _aligned,
    "FormSacrificed": _form_sacrificed,
    "FormRestored": _form_restored,
    "MorannonPlaced": _morannon_placed,
    "MorannonDiscarded": _morannon_discarded,
    "AlignmentDiscarded": _alignment_discarded,
    "SiegeLifted": _siege_lifted,
    "SiegeAttackBegan": lambda state, d: replace(state, siege_attacking=True),
    "SiegeAttackFaced": lambda state, d: replace(state, siege_attacking=False),
    "MovementPlanned": _planned,
    "HazardPileDrawn": _pile_drawn,
    "HazardDiscarded": _hazard_discarded,
    "HazardCancelOffered": _hazard_cancel_offered,
    "HazardCancelDeclined": lambda state, d: replace(state, hazard_cancel=None),
    "HazardLeftPlay": _hazard_left_play,
    "HazardPlacedOnCharacter": _hazard_on_character,
    "HazardOnGuard": _on_guard,
    "HazardsReturned": _returned,
    "OnGuardRevealed": _on_guard_revealed,
    "OnGuardNotRevealed": _on_guard_kept,
    "OnGuardReturned": _on_guard_returned,
    "CharacterStateChanged": _character_state,
    "CharacterEliminated": _eliminated,
    "MarshallingPointsGained": _mp,
    "MarshallingPointsLost": _mp_lost,
    "CompanyArrived": _arrived,
    "SiteTapped": _site_tapped,
    "AdditionalItemOffered": lambda state, d: replace(state, additional_item=str(d["site"])),
    "AdditionalItemForgone": lambda state, d: replace(state, additional_item=None),
    "SiteUntapped": _site_untapped,
    "SiteClosed": _site_closed,
    "TappingOffered": _tapping_offered,
    "TappingChosen": _tapping_chosen,
    "SiteExplored": _explored,
    "QuestTaken": _quest_taken,
    "ItemPlayed": _item_played,
    "ThoroughSearchMade": lambda state, d: replace(state, searched_by=str(d["character"])),
    "ItemLost": _item_lost,
    "ItemPassed": _item_passed,
    "ItemLeftPlay": _item_left_play,
    "GoldRingTested": _gold_ring_tested,
    "RingPlayed": _ring_played,
    "ItemLossAwaited": _item_loss_awaited,
    "ItemTransferOffered": _transfer_offered,
    "ItemTransferChosen": _transfer_chosen,
    "LongEventPlayed": _long_played,
    "LongEventsDiscarded": _long_discarded,
    "LongEventEffectAwaited": _long_effect_awaited,
    "LongEventEffect": _long_effect,
    "HazardRemovalRolled": _removal_rolled,
    "CheckAwaited": _check_awaited,
    "CheckHelped": _check_helped,
    "CorruptionCardRemoved": _corruption_removed,
    "GameEnded": _ended,
    "EncounterOffered": _offered,
    "OfferUsed": _offer_used,
    "BenefitGranted": _benefit,
    "HazardLimitEased": _eased,
    "CompanyStays": _stays,
    "SkillTokenGained": _skill_token,
    "CourageTokenGained": _courage,
    "CourageTokenSpent": _courage_spent,
    "SkillTokenSpent": _skill_spent,
    "AbilityUsed": _ability_used,
    "StrikeSupported": _supported,
    "StaysUntapped": _stays_untapped,
    "EncounterRollsOffered": _rolls_offered,
    "EncounterRollChosen": _roll_chosen,
    "HomeRollsUsed": _home_rolls,
    "CardTakenToHand": _to_hand,
    "SongReturnedToDeck": _song_returned,
    "AgentStays": _agent_stays,
    "CharacterReturnedToHand": _returned_to_hand,
    "AgentOnDisplay": _agent_on_display,
    "AgentKilled": _agent_gone,
    "AgentDiscarded": _agent_discarded,
    "AgentVanished": _agent_vanished,
    "AgentAttackOffered": _agent_offered,
    "AgentLeft": _agent_answered,
    "AgentAttacked": _agent_answered,
    "ItemStolen": _item_stolen,
    "QuestCardSearched": _quest_searched,
    "AllyPlayedFromDeck": _ally_from_deck,
    "PermanentEventPlayedFromDeck": _permanent_from_deck,
    "DiscardAwaited": _discard_awaited,
    "HazardLimitSet": _limit_set,
    "HazardLimitChanged": _limit_changed,
    "HazardRevealed": _revealed,
    "HazardKeyed": _keyed,
    "HazardEventPlayed": _event_played,
    "HazardEffectAwaited": _effect_awaited,
    "PlayerRuling": _ruling,
    "HazardEffectApplied": _ruling,
    "NextAttackStrengthened": _strengthened,
    "AttackDeclared": _attack_declared,
    "StrikeAssignmentOpened": _assignment_opened,
    "AttackQueued": _attack_queued,
    "QueuedAttackMade": _queued_attack_made,
    "InterjectionOver": _interjection_over,
    "ItemToGiveUpNamed": _item_named,
    "CreatureAttackCanceled": _tapped_against,
    "AttackHeld": _attack_held,
    "StrikeAssigned": _strike_assigned,
    "AttackEnded": _attack_ended,
    attacks_at_once.SET_ASIDE: _attack_set_aside,
    attacks_at_once.TAKEN_UP: _attack_taken_up,
    "AttackCanceled": _attack_ended,
    "ResourcePlayed": _resource_played,
    "StrikeCancelSet": _strike_cancel_set,
    "SpellTakenBack": _spell_taken_back,
    "CharacterJoinedAttack": _joined_attack,
    "InfluenceAttempted": _influence_attempted,
    "FactionInfluencedAutomatically": _influence_attempted,
    "AttackStrikesSet": _strikes_set,
    "CreaturesPrevented": _creatures_prevented,
    "CreatureKeyingLimited": _keying_limited,
    "GreatShipBoarded": lambda state, d: replace(state, ships=(
        *state.ships, (state.turn, str(d["company"])))),
    "GreatRoadTaken": lambda state, d: replace(state, great_roads=(
        *state.great_roads, (state.turn, str(d["company"]), str(d["haven"])))),
    "CorruptionCheckBonus": _check_bonus,
    "CharacterBolstered": _bolstered,
    "CorruptionCheckAssured": _check_assured,
    "CorruptionCheckSucceeded": _check_succeeded,
    "CreaturesStrengthened": _creatures_strengthened,
    "AttacksWeakened": _attacks_weakened,
    "CorruptionChecked": _corruption_checked,
    "FreeCouncilCalled": _council_called,
    "FreeCouncilOffered": lambda state, d: replace(state, council_offered=True),
    "TurnEnded": lambda state, d: replace(state, council_offered=False),
    "ChecksWaiting": _checks_waiting,
    "ChecksGoOn": _checks_go_on,
    "StepWaiting": _step_waiting,
    "StepGoesOn": _step_goes_on,
    "AttackEndWaiting": _attack_end_waiting,
    "AttackEndGoesOn": _attack_end_goes_on,
    "CharactersDetained": _detained,
    "CharactersFreed": _freed,
    "FactionTapped": _faction_tapped,
    "AllyTapped": _ally_tapped,
    "ItemTapped": _item_tapped,
    "AttackWeakened": _attack_weakened,
    "AllyDiscarded": _ally_discarded,
    "AllyWounded": _ally_wounded,
    "SiteAttacksQueued": _site_attacks_queued,
    "SiteAttackBegan": _site_attack_began,
    "LongEventCancelled": _long_cancelled,
    "CompanySplit": _split,
    "CompaniesJoined": _joined,
    "CompanyActivated": _activated,
    "CompanyDissolved": _dissolved,
    "CompanyChoiceAwaited": _company_awaited,
    "CompanyChosen": _company_chosen,
    "RaidBegan": lambda state, d: replace(state, raid=Raid(
        str(d["site"]), state.turn, state.company, int(d["attacks"]))),
    "RaidAttackDefeated": lambda state, d: replace(state, raid=state.raid and replace(
        state.raid, defeated=state.raid.defeated + 1)),
    "RaidEnded": lambda state, d: replace(state, raid=state.raid and replace(
        state.raid, over=True)),
    "BattlesDealt": lambda state, d: replace(state, battle_cards=tuple(d["battles"])),
    "BattleBegan": _battle_began,
    "BattleAttackBegan": lambda state, d: replace(state, battle=state.battle and replace(
        state.battle, faced=state.battle.faced + 1)),
    "BattleAttackOvercome": lambda state, d: replace(state, battle=state.battle and replace(
        state.battle, overcome=state.battle.overcome + 1)),
    "BattleEnded": _battle_ended,
    "RegionDefended": lambda state, d: replace(
        state, defended_regions=(*state.defended_regions, str(d["region"]))),
    "RescuePrisonersPlayed": lambda state, d: replace(
        state, hand=_remove_one(state.hand, str(d["card"])), rescuing=str(d["card"]),
        rescued_at=(*state.rescued_at, str(d["site"]))),
    "RescuePrisonersDiscarded": lambda state, d: replace(
        state, rescuing=None, discard=(*state.discard, str(d["card"]))),
    "CardHeld": _card_held,
    "ItemRetrieved": _item_retrieved,
    "SkillGained": _skill_gained,
    "AndurilJoined": lambda state, d: replace(state, anduril=(str(d["card"]),
                                                               str(d["narsil"]))),
    "CardStored": _card_stored,
}


#: The clauses whose facts are acts "at the start of any phase" (Aragorn's and Faramir's
#: untapping): they leave the phase begun (``State.phase_acted``); and the clause of the
#: long-event phase's opening facts, which follow its ``PhaseBegan`` (the resource long-events
#: discarded as it begins, CoE 2.III.1): no action of the phase either.
START_OF_PHASE = ("RGO-ABIL-2", "RGO-ABIL-22", "CoE-2.III.1")
#: The phases whose start waits for the player, where the untappings may be offered
#: (active.py); the movement/hazard phase goes from its start to its hazards with no decision.
WAITING_AT_START = (ORGANIZATION, LONG_EVENT, SITE)


#: The facts of a hazard played this turn: a creature keyed, a permanent-event come into play,
#: a Dragon's Ahunt in play; and a Dragon creature revealed on guard or at a site to attack,
#: where its ``OnGuardRevealed`` or ``HazardRevealed`` says so (``manifestation_played``,
#: dragon_homes.manifestation_played).
HAZARD_PLAYS = ("HazardKeyed", "EnvironmentInPlay", "DragonAhuntInPlay")
#: The facts bringing an ally into play: taken from the Quest Display (a ``QuestTaken`` of
#: kind ``ally``) or searched out of the draw deck.
ALLY_PLAYS = ("QuestTaken", "AllyPlayedFromDeck")


def _played_as(state: State, card: str, rule: str | None) -> State:
    """The clause a hazard event's play cited: its effect's (hazard_scripts.py), and its later
    steps' by its play (effect_clauses.py)."""
    clauses = state.hazard_clauses if rule is None else (
        *state.hazard_clauses, (len(state.hazard_clauses) + 1, card, rule))
    return replace(state, hazard_played_as=rule, hazard_clauses=clauses)


def last_play(state: State, card: str) -> int:
    """The number of the last play of the hazard ``card`` (``State.hazard_clauses``), 0 if it
    was never played: the play an effect of the card coming into force now comes from."""
    return next((play for play, played, _ in reversed(state.hazard_clauses) if played == card),
                0)


def evolve(state: State, fact: Fact) -> State:
    handler = HANDLERS.get(fact.kind)
    state = handler(state, fact.data) if handler else state
    if fact.kind == "HazardEventPlayed":  # the clause its effect cites (hazard_scripts.py)
        state = _played_as(state, str(fact.data.get("card", "")), fact.rule)
    if fact.kind == "AttackDeclared":  # the clause its creature's text cites (creatures.py)
        state = replace(state, declared_under=(str(fact.data["attack"].get("source", "")),
                                               str(fact.rule)))
    if fact.kind in ALLY_PLAYS and fact.data.get("kind", "ally") == "ally" and fact.rule:
        ally = str(fact.data["card"])  # the clause his own text cites (ally_abilities.py)
        state = replace(state, ally_plays=(*(p for p in state.ally_plays if p[0] != ally),
                                           (ally, fact.rule)))
    if (fact.kind in HAZARD_PLAYS or fact.data.get("manifestation_played")) \
            and "card" in fact.data:
        # Leucaruth at Home's count
        state = replace(state, hazards_this_turn=(
            *(e for e in state.hazards_this_turn if e[0] == state.turn),
            (state.turn, str(fact.data["card"]))))
    return _acted(state, fact)


def _acted(state: State, fact: Fact) -> State:
    """A phase begun has seen no action yet; any other fact of a phase that waits for the
    player at its start (where the untappings are offered) but an untapping at its start, or
    an opening fact of it, is one (the organization phase's opening facts all come before its
    ``PhaseBegan``). Read only where the version offers the untappings so (active.py)."""
    if fact.kind == "PhaseBegan":
        return replace(state, phase_acted=False) if state.phase_acted else state
    if state.phase_acted or state.phase not in WAITING_AT_START \
            or fact.rule in START_OF_PHASE:
        return state
    return replace(state, phase_acted=True)


def character_json(c: Character) -> dict[str, JSON]:
    """A character as fact data (read back by ``_character_fields``)."""
    return {"card_id": c.card_id, "name": c.name, "race": c.race, "skills": list(c.skills),
            "prowess": c.prowess, "body": c.body, "mind": c.mind,
            "direct_influence": c.direct_influence,
            "corruption_modifier": c.corruption_modifier, "state": c.state,
            "items": [item_json(i) for i in c.items]}


def item_json(i: Item) -> dict[str, JSON]:
    """An item as fact data; its kind and bonuses only where it has them (an item with the
    catalog's item facts, items_in_play.py), so the facts of earlier versions are unchanged."""
    data: dict[str, JSON] = {
        "card_id": i.card_id, "name": i.name, "item_class": i.item_class,
        "prowess_mod": i.prowess_mod, "body_mod": i.body_mod,
        "corruption_points": i.corruption_points}
    if i.kind is not None:
        data["kind"] = i.kind
    if i.bonuses:
        data["bonuses"] = [{k: v for k, v in asdict(b).items() if v is not None}
                           for b in i.bonuses]
    if i.skill is not None:
        data["skill"] = i.skill
    if i.lost_treasure is not None:  # the copy declared a lost treasure (golden_hoard.py)
        data["lost_treasure"] = i.lost_treasure
    return data


def item_from_json(d: Mapping[str, Any]) -> Item:
    """The item ``item_json`` wrote."""
    bonuses = tuple(ItemBonus(**b) for b in d.get("bonuses", ()))
    return Item(**{**d, "bonuses": bonuses})
