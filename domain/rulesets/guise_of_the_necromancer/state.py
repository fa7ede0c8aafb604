"""The immutable state of a Guise of the Necromancer game."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from domain.engine.characters import Character, Item, find
from domain.engine.combat import Attack
from domain.immutable import replace
from domain.rulesets.hobbit.blade_untap import UNTAP_AWAITED as UNTAP_AWAITED
from domain.rulesets.hobbit.palantiri import corruption as palantir_corruption

#: The two game stages (GON-STAGE-1, GON-STAGE-2).
INVESTIGATION = "The Investigation"
WATCHFUL_PEACE = "The Watchful Peace"
#: What the player works towards in each stage (GON-STAGE-1, GON-WIN-1).
OBJECTIVES: dict[str, str] = {
    INVESTIGATION: "play Rescue Prisoners at Dol Guldur, then come back to Lórien",
    WATCHFUL_PEACE: "take your Wizard, Saruman, another allied Wizard and an Elf-lord in one "
                    "company to Dol Guldur, face its automatic-attacks and play Rescue "
                    "Prisoners there",
}

#: An item played by Thorough Search (``Move.mode`` of ``item:``), and the classes it may be.
SEARCHED = "searched"
SEARCHABLE = ("minor", "major", "gold-ring")
#: What a card may bar keying to against a company (``State.keying_barred``).
WILDERNESS, SITE_KEYS = "wilderness", "site"
#: What Secret Passage bars: every keying but to the company's new site.
NOT_SITE = "not-site"
#: Phases of the player's turn (GON-PLAY-1: there is no other turn).
ORGANIZATION = "organization"
MOVEMENT_HAZARD = "movement-hazard"
SITE = "site"
END_OF_TURN = "end-of-turn"
SETUP = "setup"
OVER = "over"

#: Steps of a company's site phase.
ARRIVED = "arrived"  # at a non-haven site, not entered yet
ENTERED = "entered"  # automatic-attacks faced: resources may be played
ENTERING = "entering"  # facing the automatic-attacks
HAZARDS = "hazards"  # a company's hazard hand is being played
BRIDGE = "bridge"  # a company that moved to a Haven may move on by Bridge
#: Radagast, the player's Wizard, chooses how many cards to draw for the Wildernesses of his
#: company's site path before its hazard hand is placed (``radagast``).
WILDERNESS_DRAWS = "wilderness-draws"
#: The player chooses how many of the resource cards a moving company's site gives to draw
#: before its hazard hand is placed (``site_draws``).
SITE_DRAWS = "site-draws"


@dataclass(frozen=True, slots=True)
class Fight:
    """An attack on a company: the defender assigns strikes first (CoE 3.ii), the opponent
    the rest (GON-TARGET-1); then every strike is rolled."""

    company: str
    attack: Attack
    card: str | None = None  # the creature from the hazard hand; None: an automatic-attack
    check_wounded: bool = False  # each character it wounds makes a corruption check
    assigned: tuple[str, ...] = ()
    assigning: bool = True  # the defender may still assign strikes
    weakened: tuple[tuple[str, str, int], ...] = ()  # (event, character, prowess lost)
    # The strike sequences, in the order the defender picks (version 2 on, CoE 3.iv).
    begun: bool = False  # the events on strikes are played and the excess strikes placed
    excess: int = 0
    excess_on: str | None = None  # the character whose strike the excess strikes weaken
    resolved: tuple[str, ...] = ()  # characters whose strike has been rolled
    defeated: int = 0  # strikes defeated so far
    facing: str | None = None  # the character whose strike sequence is under way
    supporters: tuple[str, ...] = ()  # tapped to support it, +1 each (CoE 3.iv.4)
    stay_untapped: bool = False  # it takes -3 to stay untapped (CoE 3.iv.3)
    prowess_bonus: int = 0  # cards played on it (CoE 3.iv.5, version 3 on)
    body_bonus: int = 0
    no_tap: bool = False  # a card keeps it untapped unless wounded (Block, Dodge; version 9 on)
    no_tap_by: str = ""  # the card that does so (its play's ``card`` or ``item``; "": none)
    skilled_card: bool = False  # a card needing a skill has been played on it
    played: tuple[str, ...] = ()  # the hand's cards played on this attack, in order
    #: (character, prowess) against every strike of this attack, from cards played on it
    attack_prowess: tuple[tuple[str, int], ...] = ()
    best_of_two: bool = False  # the character facing the strike rolls twice, the better used

    def prowess_against(self, character: str) -> int:
        """What cards played on this attack add to ``character``'s prowess against it."""
        return sum(amount for who, amount in self.attack_prowess if who == character)
    # The creature's text has the attacker choose every defending character (version 13 on).
    attacker_chooses: bool = False
    wounded: tuple[str, ...] = ()  # characters its strikes wounded, in order
    #: Characters its strikes never face (a Wizard, against the mind; version 19 on).
    unfaced: tuple[str, ...] = ()
    given_up: tuple[str, ...] = ()  # the items the defender named for its strikes to take
    keyed: str | None = None  # how the creature was keyed (its AttackDeclared)
    #: (event, prowess) of the first strike resolved strengthened (Fury of the Iron Crown)
    fury: tuple[str, int] | None = None
    #: An Assassin's or a Slayer's earlier attacks (``creatures.series``): (faced, defeated,
    #: canceled).
    series: tuple[int, int, int] = (0, 0, 0)
    #: Where it comes from: ``hobbit.lucky_search.ORIGIN`` for Lucky Search's strike, which no
    #: card cancels; "" for a creature's or an automatic-attack.
    origin: str = ""
    found: str | None = None  # the item Lucky Search found, which a wound discards
    #: Set aside for an attack made at once (``waiting_hazards``): the characters still to
    #: check corruption before its strikes once it goes on (a Corpse-candle's).
    checks_left: tuple[str, ...] = ()
    joined: str | None = None  # a character come from another company to face it (Alatar)
    #: The clause the creature's ``CreatureAttacks`` cites, its play on the company (GON-HH-6
    #: keyed, GON-NAZ-1 a Nazgûl, GON-DUD-5 let attack by a hazard event; None: none recorded).
    played_under: str | None = None
    #: Where a creature's corruption checks of the company before its strikes stand
    #: (Corpse-candle, ``hobbit.company_checks``): "awaited" while the attack may be canceled,
    #: "made" once it stands ("": none waits, or its version made them at once).
    company_checks: str = ""

    def waiting(self, company: Company | None, allies: Sequence[str] = ()) -> list[str]:
        """The characters still in the company, and the ``allies`` still facing it, whose
        strike is still to be rolled."""
        here = (*company.ids(), *allies) if company else ()
        return [c for c in self.assigned if c not in self.resolved and c in here]


@dataclass(frozen=True, slots=True)
class Slot:
    """One card of the hazard hand (GON-HH-1), face up or face down."""

    card: str
    face_up: bool = False
    declared: str = ""  # the effect the player declared for an unscripted event
    amount: int = 0
    let_be: bool = False  # the player let it take effect, not canceling it (Great Ship)
    allies_declined: bool = False  # the player let it be, not canceling it by an ally


@dataclass(frozen=True, slots=True)
class Company:
    """A company: where it stands, who is in it, and where it goes this turn."""

    id: str
    location: str  # a site name
    characters: tuple[Character, ...]
    destination: str | None = None
    moved: bool = False  # moved this turn (its new site is ``location``)
    origin: str = ""  # where it stood at the start of the turn
    #: The card moving it this turn by no site path (Eagle-mounts, Paths of the Dead,
    #: ``hand_cards.FLIGHTS_FROM``): its move is settled; "": none.
    by_card: str = ""

    def character(self, card_id: str) -> Character | None:
        return find(self.characters, card_id)

    def ids(self) -> tuple[str, ...]:
        return tuple(c.card_id for c in self.characters)


# No slots: every event copies this state of some eighty fields, and its instance dictionary
# is copied in one step where slots are set one by one (domain.immutable).
@dataclass(frozen=True)
class State:
    wizard: str = ""  # the player's Wizard (GON-SETUP-1)
    roster: tuple[str, ...] = ()  # the starting characters, before the company forms
    starting_items: tuple[str, ...] = ()
    saruman: str = ""
    stage: str = INVESTIGATION
    general_influence: int = 5  # GON-SETUP-10, 20 after GON-STAGE-5
    companies: tuple[Company, ...] = ()
    next_company: int = 1
    turn: int = 0
    phase: str = SETUP
    pending: tuple[str, ...] = ()  # companies still to take this phase, the first now
    step: str = ""
    character_played: bool = False  # one character comes into play per turn
    brought: str = ""  # the character brought into play this turn (CoE 2.II.8)
    split: tuple[tuple[str, str], ...] = ()  # (company, company split from it) this turn
    removal_tried: tuple[str, ...] = ()  # corruption cards rolled for this turn (CoE 7.3)
    followers: tuple[tuple[str, str], ...] = ()  # (follower, controller) (CoE 2.II.3.2)
    allies: tuple[tuple[str, str], ...] = ()  # (ally, controller), in the order played
    #: The sites where an ally or a faction was played this turn (what Ent-draughts is played
    #: in addition to: ``hobbit.ent_draughts``).
    recruited_at: tuple[str, ...] = ()
    tapped_allies: tuple[str, ...] = ()  # allies a strike tapped (CoE 2.V.2.2)
    wounded_allies: tuple[str, ...] = ()  # allies a strike wounded (CoE 2.V.2.2)
    resource_deck: tuple[str, ...] = ()
    resource_sideboard: tuple[str, ...] = ()
    hand: tuple[str, ...] = ()
    resource_discard: tuple[str, ...] = ()
    removed: tuple[str, ...] = ()  # spells removed from the game (GON-PLAY-5)
    location_deck: tuple[str, ...] = ()  # site names that may be moved to
    tapped_sites: tuple[str, ...] = ()
    hazard_deck: tuple[str, ...] = ()
    hazard_sideboard: tuple[str, ...] = ()
    hazard_discard: tuple[str, ...] = ()
    hazard_hand: tuple[Slot, ...] = ()
    corruption: tuple[tuple[str, str, int], ...] = ()  # (character, card, points) in play
    #: Morgul-knife and The Pale Sword played on the Nazgûl attack under way (``blades``).
    blades: tuple[str, ...] = ()
    #: The characters a corruption card was played on this turn (``blades``).
    corrupted: tuple[str, ...] = ()
    #: Those who try to remove a blade in this untap phase, neither untapping nor healing.
    untap_forgone: tuple[str, ...] = ()
    ring: str | None = None  # The One Ring in play as a resource permanent-event
    ring_seen: bool = False  # the first copy has been revealed (GON-RING-4)
    hobbit_spent: bool = False  # GON-RING-3 is once per game
    saruman_waiting: bool = False  # placed at Isengard; forms a company next turn
    guardians: tuple[str, ...] = ()  # Nazgul guarding Dol Guldur (GON-NAZ-2)
    #: Traitor and Lure of Power in play, on no character, each waiting for what its card
    #: names (``waiting_hazards``).
    waiting: tuple[str, ...] = ()
    #: (traitor, his company, his prowess) of each attack a Traitor turned makes once no
    #: other attack is under way (``waiting_hazards``).
    traitor_attacks: tuple[tuple[str, str, int], ...] = ()
    #: The attacks set aside for one made at once, the innermost last (``waiting_hazards``).
    set_aside: tuple[Fight, ...] = ()
    fight: Fight | None = None
    #: (creature, clause) of the last ``CreatureAttacks``: the clause its attack is played
    #: under, which its ``Fight`` keeps (``Fight.played_under``).
    attacks_under: tuple[str, str] | None = None
    legacy: tuple[Item, ...] = ()  # an eliminated character's items not yet passed on
    open_heirs: tuple[str, ...] = ()  # unwounded companions that may still take one (CoE 3.I.2)
    #: only one of the items left may be given, the rest discarded (a character called home)
    legacy_once: bool = False
    site_attacks: tuple[tuple[Attack, bool], ...] = ()  # automatic-attacks still to face
    ring_at_start: bool = False  # both in play at the start of this turn (GON-NAZ-4)
    guardian_at_start: bool = False
    rescued: bool = False  # Rescue Prisoners played at Dol Guldur in this stage
    #: Rescue Prisoners played, its Spider attack or the choice of its holder under way
    #: (``rescue``).
    rescuing: str = ""
    rescued_at: tuple[str, ...] = ()  # the sites a Rescue Prisoners was played at (``rescue``)
    marshalling: tuple[tuple[str, str, int], ...] = ()  # (card, type, points) earned
    #: (company, creature card or "", races) of each attack a company faced this turn, in
    #: order: what a creature's text after another attack reads.
    faced: tuple[tuple[str, str, str], ...] = ()
    #: What hazard short-events left in force this turn: (card, effect, the company or site it
    #: is on, amount) (``hazard_events``, version 19 on).
    hazard_effects: tuple[tuple[str, str, str, int], ...] = ()
    #: (company, card, place in its site path from 1 (0: a site), site id ("": a region),
    #: type) of each region or site a resource treats as another type until the end of the
    #: turn (Quiet Lands, Stars, The Evenstar with Gates of Morning: ``gates_cards``).
    resource_treatments: tuple[tuple[str, str, int, str, str], ...] = ()
    #: (character, card, stat, amount) of each bonus a card gave a character until the end of
    #: the turn (``domain.engine.turn_bonuses``, ``hand_cards.GENERATION_11_FROM`` on), and
    #: an item to each character of its bearer's company (``item_uses.COMPANY_STATS``,
    #: ``item_uses.TURN_USES_FROM`` on).
    turn_bonuses: tuple[tuple[str, str, str, int], ...] = ()
    #: Nenya's gifts waiting, (card, character or "" for anyone), each making one corruption
    #: check away from a Shadow-hold or Dark-hold succeed (``hobbit.nenya``).
    assured_checks: tuple[tuple[str, str], ...] = ()
    #: (character, card) of each card played for a character's next influence attempt this
    #: turn (``hand_cards.INFLUENCE_CARDS_FROM`` on).
    influence_cards: tuple[tuple[str, str], ...] = ()
    #: The companies no hazard creature may be played on this turn (Stealth,
    #: ``hand_cards.COMPANY_CARDS_FROM`` on).
    creatures_prevented: tuple[str, ...] = ()
    #: (company, scout) of a Thorough Search not yet used this turn: another character of the
    #: company may play one item at its site, tapped or not, without tapping it.
    searched: tuple[tuple[str, str], ...] = ()
    #: (company, card) of each company that stays this turn, every hazard creature's attack
    #: on it canceled as declared (Hiding, ``hand_cards.HIDING_FROM`` on).
    hiding: tuple[tuple[str, str], ...] = ()
    #: (company, what) of each keying barred against a company this turn: by type to a
    #: Wilderness (Ford), or to its site (Secret Entrance) (``hand_cards.KEYING_CARDS_FROM``).
    keying_barred: tuple[tuple[str, str], ...] = ()
    #: (item, bearer) of each item tapped to be used, until the next untap phase (CoE 2.I;
    #: ``item_uses``).
    tapped_items: tuple[tuple[str, str], ...] = ()
    #: The company that may play The Iron Crown from the hand now, after the attack Fury of
    #: the Iron Crown went with (``hazard_events.CROWN_SINCE``); None: no such choice waits.
    crown_offer: str | None = None
    #: (company, card, prowess) of each card giving the hazard creatures played on a company
    #: more prowess this turn (Horses, ``hand_cards.HORSES_FROM``).
    strengthened: tuple[tuple[str, str, int], ...] = ()
    #: (company, Haven) of each company on Great-road this turn, its hazards counting twice,
    #: that may go back to that Haven as the end-of-turn phase begins
    #: (``hand_cards.ROAD_FROM``); dropped once it has chosen.
    road: tuple[tuple[str, str], ...] = ()
    #: (company, card, prowess) of each card changing the prowess of every attack on a
    #: company this turn (Wizard's Flame, ``hand_cards.FLAME_FROM``).
    every_attack: tuple[tuple[str, str, int], ...] = ()
    #: (card, sage) of a search of the play deck waiting for the player to take one of its
    #: items (Far-sight, ``hand_cards.FAR_SIGHT_FROM``); empty: none waits.
    deck_search: tuple[str, ...] = ()
    #: The companies only Undead are played on this turn, each whatever its keying (Paths of
    #: the Dead).
    undead_only: tuple[str, ...] = ()
    #: The companies aboard a Great Ship this turn (``hand_cards.GREAT_SHIP_FROM``).
    aboard: tuple[str, ...] = ()
    #: The place in the hazard hand of a hazard event waiting for the player to cancel it by
    #: Great Ship or let it take effect (None: none waits).
    ship_wait: int | None = None
    #: The place in the hazard hand of a hazard event waiting for the player to cancel it by
    #: an ally (Leaflock, Tom Bombadil) or let it be (None: none waits;
    #: ``ally_hazard_cancels``).
    ally_wait: int | None = None
    #: (the Wizard's card, the most he may draw, the hazards the hazard hand takes once he has
    #: chosen) of Radagast's draws for the Wildernesses of his company's site path, waiting
    #: for the player's choice (``radagast``); None: none waits.
    wilderness_offer: tuple[str, int, int] | None = None
    #: (the site whose number the company draws by, the most it may draw, the hazards the
    #: hazard hand takes, Radagast's draws offered after) of the resource cards a moving
    #: company's site gives, waiting for the player's choice (``site_draws``); None: none
    #: waits.
    site_draw_offer: tuple[str, int, int, int] | None = None
    #: The resource long-events in play, in the order played, until the next long-event
    #: phase (``long_event_phase``).
    long_in_play: tuple[str, ...] = ()
    #: The resource permanent-events in play but The One Ring (Gates of Morning).
    permanents: tuple[str, ...] = ()
    #: The characters and allies of each Fellowship in play, as it was played on a company
    #: (``permanent_events``).
    fellowships: tuple[tuple[str, ...], ...] = ()
    #: (card, character) of each Swordmaster or Return of the King kept with a character
    #: (``permanent_events``).
    skill_cards: tuple[tuple[str, str], ...] = ()
    #: (card, sage) of each Dreams of Lore, Reforging or Andúril a sage holds until he stores
    #: it, not untapping till then (``permanent_events``).
    held: tuple[tuple[str, str], ...] = ()
    #: (Andúril, the Narsil it was placed with), its bearer that Narsil's (``anduril``).
    anduril: tuple[str, str] | None = None
    #: (company, site) of each Morannon in play: the site it stands for (``morannon``).
    morannons: tuple[tuple[str, str], ...] = ()
    #: (sage, palantír) of each stone a sage may use this turn by Use Palantír
    #: (``palantiri``).
    palantir_enabled: tuple[tuple[str, str], ...] = ()
    #: (Align Palantír, its palantír) of each in play (``palantiri``).
    aligned: tuple[tuple[str, str], ...] = ()
    outcome: str | None = None
    reason: str = ""
    ended_by: str = ""

    def company(self, company_id: str) -> Company | None:
        return next((c for c in self.companies if c.id == company_id), None)

    def with_company(self, company: Company) -> State:
        return replace(self, companies=tuple(company if c.id == company.id else c
                                             for c in self.companies))

    def company_of(self, card_id: str) -> Company | None:
        return next((c for c in self.companies if c.character(card_id) is not None), None)

    @property
    def current(self) -> Company | None:
        """The company whose movement/hazard or site phase is under way."""
        for company_id in self.pending:
            company = self.company(company_id)
            if company is not None:
                return company
        return None

    def in_play(self, card_id: str) -> bool:
        return self.company_of(card_id) is not None

    def controller(self, card_id: str) -> str | None:
        """The character whose direct influence controls ``card_id``, if it is a follower."""
        return next((c for f, c in self.followers if f == card_id), None)

    def corruption_on(self, card_id: str) -> int:
        """Corruption points of the corruption cards on a character (hazard cards; its items
        count through :class:`Character`), and of each Align Palantír on a stone he bears
        (``palantiri``)."""
        cards = sum(points for who, _, points in self.corruption if who == card_id)
        if not self.aligned:
            return cards
        company = self.company_of(card_id)
        who = company.character(card_id) if company else None
        return cards + (palantir_corruption(self.aligned, who) if who else 0)

    def faced_by(self, company_id: str) -> tuple[tuple[str, str], ...]:
        """(creature card or "", races) of each attack ``company_id`` faced this turn."""
        return tuple((card, races) for company, card, races in self.faced
                     if company == company_id)

    @property
    def hand_size(self) -> int:
        """GON-PLAY-2: five, six while The One Ring is in play."""
        return 6 if self.ring else 5
