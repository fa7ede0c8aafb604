"""What every Hobbit scenario's state holds: the company, the two decks and their discard
piles, the resource hand, the face-up hazards, the attack under way and where the turn stands.
A scenario adds its own fields in a subclass of :class:`HobbitState`."""

from __future__ import annotations

from dataclasses import dataclass

from domain.engine.attack_series import Series
from domain.engine.characters import Character, Item, find
from domain.engine.checks import Modifier
from domain.engine.combat import Attack, attack_defeated, unresolved
from domain.engine.resource_long_events import GATES_OF_MORNING
from domain.immutable import replace

# The turn's phases, in order (the untap phase is entered by ``TurnBegan``).
UNTAP = "untap"
ORGANIZATION = "organization"
LONG_EVENT = "long-event"
MOVEMENT_HAZARD = "movement-hazard"
SITE = "site"
END_OF_TURN = "end-of-turn"
SETUP = "setup"

#: Steps inside a phase where the game waits for a choice.
BEFORE_ENTERING = "before-entering"
ENTERED = "entered"
DISCARD_HAND = "discard-hand"
DRAWN = "drawn"

#: In ``keying_barred``: no creature may be keyed to the company's site (by its name or type).
SITE_KEYS = "site"

ASSIGNING = "assigning"
STRIKING = "striking"


@dataclass(frozen=True, slots=True)
class AwaitedCheck:
    """The body check a strike's wound calls for, waiting for the defender's actions that
    would raise the wounded character's body (CoE 3.I.1, ``hobbit.body_checks``): who makes
    it, his state before the strike and the body the cards played on the strike gave him
    (``cards``: each card's, from ``strike_cards_from``, ``hobbit.strike_cards``)."""

    character: str
    state_before: str
    body_bonus: int
    cards: tuple[tuple[str, int, int], ...] = ()


@dataclass(frozen=True, slots=True)
class WaitingCheck:
    """A corruption check waiting for the player to tap helpers or roll it (CoE 7.1.1,
    ``hobbit.check_helpers``): who makes it, what goes on once it is rolled (``check``), the
    card it is about (the item given, the item used) and the companion an item goes to, the
    corruption points and the modifier it was declared with (all its roll counts but its
    helpers), the check's own modifiers (``extra``: a card's), the companions able to help
    when it was declared and those tapped to help so far."""

    character: str
    check: str
    points: int
    modifier: int
    able: tuple[str, ...]
    card: str = ""
    to: str = ""
    extra: tuple[Modifier, ...] = ()
    helpers: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Combat:
    """An attack being resolved: its strikes' targets, those resolved, and the strike now being
    resolved (the defender picks the order, CoE 3.iv)."""

    attack: Attack
    origin: str  # "row", "draw", "hand" or "automatic"
    card: str | None = None  # the creature card, which goes to the discard pile afterwards
    stage: str = ASSIGNING
    assigned: tuple[str, ...] = ()
    excess: int = 0  # excess strikes not yet allocated (CoE 3.iv.2)
    excess_on: str | None = None  # whose strike the attacker allocates them to
    resolved: tuple[str, ...] = ()
    striking: str | None = None  # the character whose strike sequence is under way
    allocated: int = 0  # excess strikes allocated to the strike under way
    defeated: int = 0
    canceled: bool = False
    stay_untapped: bool = False
    supporters: tuple[str, ...] = ()
    prowess_bonus: int = 0
    body_bonus: int = 0
    #: (card, prowess, body) each card played on the strike under way gave it, from
    #: ``strike_cards_from`` (``hobbit.strike_cards``)
    strike_cards: tuple[tuple[str, int, int], ...] = ()
    played: tuple[str, ...] = ()  # short-events played on this attack, in order
    does_not_tap: bool = False  # a card keeps the character facing the strike untapped
    #: The card that does so, as its ``StrikeTapPrevented`` names it from
    #: ``kept_untapped_from`` ("": none, or not named)
    kept_by: str = ""
    wounded: tuple[str, ...] = ()  # the characters its strikes wounded, in order
    #: (character, prowess) against every strike of this attack, from cards played on it
    attack_prowess: tuple[tuple[str, int], ...] = ()
    best_of_two: bool = False  # the character facing the strike rolls twice, the better used
    keyed: str | None = None  # how the hazard creature attacking was keyed (its AttackDeclared)
    #: The clause the attack's ``AttackDeclared`` cites (``Strikes.evolve``): the one the
    #: creature was played on the company under, which a scenario's version may cite its text by.
    declared_under: str | None = None
    given_up: tuple[str, ...] = ()  # the items the defender named for its strikes to take
    found: str | None = None  # the item a wound discards (Lucky Search's find)
    #: The card that made every strike of the attack fail (True Fána; "": none), and whether
    #: the attack was defeated so (every body check failed, or it has no body).
    failed_by: str = ""
    failed_defeated: bool = False
    #: A creature of several attacks (a Slayer's, ``hobbit.series``): its attacks before this
    #: one.
    series: Series = Series()
    tapped_against: str = ""  # the character tapped to cancel it (a Slayer's attack)
    #: Set aside for an attack made at once (``engine.attacks_at_once``): the characters the
    #: creature's text still asks to check corruption before its strikes once it goes on.
    checks_left: tuple[str, ...] = ()
    #: The card with which the attacker chooses every defender of this attack (a Fell Beast
    #: on its Nazgûl; "": the defender assigns first).
    chosen_by: str = ""
    #: The body check waiting for the defender (``hobbit.body_checks``; None: none).
    awaited: AwaitedCheck | None = None
    #: Where the creature's corruption checks of the company before its strikes stand
    #: (Corpse-candle, ``hobbit.company_checks``): "awaited" while the attack may be canceled,
    #: "made" once it stands ("": none waits, or its version made them at once).
    company_checks: str = ""

    def prowess_against(self, character: str) -> int:
        """What cards played on this attack add to ``character``'s prowess against it."""
        return sum(amount for who, amount in self.attack_prowess if who == character)

    @property
    def facing(self) -> str | None:
        """The character facing the strike being resolved."""
        return self.striking if self.stage == STRIKING else None

    @property
    def waiting(self) -> list[str]:
        """Characters whose strike is still to be resolved, the one under way excluded."""
        return [c for c in unresolved(self.assigned, self.resolved) if c != self.striking]

    @property
    def finished(self) -> bool:
        return self.canceled or bool(self.failed_by) or (
            self.stage == STRIKING and self.striking is None and not self.waiting)

    @property
    def attack_defeated(self) -> bool:
        """Whether the attack ended defeated (CoE 3.v): not canceled, and every strike
        assigned defeated, or every strike failed and beaten (True Fána)."""
        if self.canceled:
            return False
        if self.failed_by:
            return self.failed_defeated
        return attack_defeated(len(self.assigned), self.defeated)

    def next_strike(self, defeated: bool) -> Combat:
        assert self.striking is not None
        return replace(self, resolved=(*self.resolved, self.striking), striking=None,
                       allocated=0, defeated=self.defeated + int(defeated),
                       stay_untapped=False, supporters=(), prowess_bonus=0, body_bonus=0,
                       strike_cards=(), does_not_tap=False, kept_by="",
                       best_of_two=False)


@dataclass(frozen=True, slots=True)
class NextAttack:
    """The next attack of a creature of several (``hobbit.series``), to be declared once the
    one before is over: the creature, the character it attacks, where its attacks stand and
    how it was keyed."""

    card: str
    target: str
    series: Series
    keyed: str | None = None


# No slots: every event copies this state of some sixty fields (more in a scenario's
# subclass), and its instance dictionary is copied in one step where slots are set one by one
# (domain.immutable), as The Road Goes Ever On's state is.
@dataclass(frozen=True)
class HobbitState:
    roster: tuple[str, ...] = ()  # the chosen characters, before the company is formed
    company: tuple[Character, ...] = ()
    followers: tuple[tuple[str, str], ...] = ()
    hero: str = ""  # the character the game is about: the Hobbit, the Burglar
    location: str = ""
    turn: int = 0
    turn_start: str = ""
    moved: bool = False
    phase: str = SETUP
    step: str = ""
    resource_deck: tuple[str, ...] = ()
    hand: tuple[str, ...] = ()
    resource_discard: tuple[str, ...] = ()
    hazard_deck: tuple[str, ...] = ()
    hazard_discard: tuple[str, ...] = ()
    row: tuple[str, ...] = ()  # face-up hazards, in the order revealed
    draws_left: int = 0
    combat: Combat | None = None
    pending_attacks: tuple[Attack, ...] = ()
    tapped_sites: tuple[str, ...] = ()
    creatures_prevented: bool = False
    company_body: int = 0  # body bonus of every character until the end of the turn
    company_prowess: int = 0  # prowess bonus of every character until the end of the turn
    check_bonus: tuple[tuple[str, int], ...] = ()  # (character, bonus to its next check)
    #: (character, card) of each card played for a character's next influence attempt this
    #: turn, in order (``effects.INFLUENCE_EFFECTS``).
    influence_cards: tuple[tuple[str, str], ...] = ()
    #: The region types no creature may be keyed to by type against the company this turn
    #: (``SITE_KEYS``: none to the company's site either).
    keying_barred: tuple[str, ...] = ()
    #: The scout whose search lets another character of his company play one item at the site
    #: this turn without tapping it ("": none).
    searched_by: str = ""
    #: The resource environments in play that are no long-event (Gates of Morning, which a
    #: card's mode may need: ``effects.Mode.gates``; Burglar's ``gates_of_morning``).
    resource_environments: tuple[str, ...] = ()
    creature_prowess: int = 0  # added to each hazard creature's attack until the end of turn
    #: added to every attack on the company until the end of the turn (Wizard's Flame)
    attacks_prowess: int = 0
    limit_change: int = 0  # added to the hazard limit this turn (not below two)
    #: (character, card, stat, amount) of each bonus a card gave a character until the end of
    #: the turn (``domain.engine.turn_bonuses``).
    turn_bonuses: tuple[tuple[str, str, str, int], ...] = ()
    #: Nenya's gifts waiting, (card, character or "" for anyone), each making one corruption
    #: check away from a Shadow-hold or Dark-hold succeed (``hobbit.nenya``).
    assured_checks: tuple[tuple[str, str], ...] = ()
    #: The cards lowering the hazard limit by the company's journey played this turn
    #: (``hobbit.travel``): none is played twice on the company in a turn.
    limit_cards: tuple[str, ...] = ()
    #: Only creatures keyed to the new site are played on the company this turn
    #: (``hobbit.travel``: Secret Passage).
    site_keying_only: bool = False
    #: The card that moved the company this turn by no site path (Eagle-mounts, Paths of the
    #: Dead: ``hobbit.flights``; "": none).
    moved_by: str = ""
    #: Only Undead hazard creatures are played on the company this turn, each keyable to it
    #: (Paths of the Dead).
    undead_only: bool = False
    #: (card, place in the site path from 1 (0: a site), site id ("": a region), type) of each
    #: region or site a resource treats as another type until the end of the turn (Quiet
    #: Lands, Stars, The Evenstar with Gates of Morning: ``hobbit.gates_treatments``).
    resource_treatments: tuple[tuple[str, int, str, str], ...] = ()
    #: The card keeping the company from moving to another site this turn (Hiding; "": none).
    staying: str = ""
    #: The card canceling every hazard creature's attack on the company this turn as it is
    #: declared (Hiding; "": none).
    attacks_canceled_by: str = ""
    #: The Haven the company may go back to at the end of the turn (Great-road; "": none).
    road_home: str = ""
    #: The company is aboard a Great Ship until the end of the turn (``hobbit.great_ship``).
    aboard: bool = False
    tapped_items: tuple[tuple[str, str], ...] = ()  # (item, bearer): tapped until the untap
    eliminated: tuple[str, ...] = ()
    #: The special rings of the hand a gold ring's test lets be played now on ``ring_bearer``
    #: (``hobbit.rings``); empty: none waits.
    ring_offer: tuple[str, ...] = ()
    ring_bearer: str = ""
    #: Wizard's Test's two rolls waiting for the player to choose one (``hobbit.rings``):
    #: (dice, their index in the dice stream) of each; empty: none waits. ``ring_tested``:
    #: the gold ring and the Wizard testing it.
    ring_rolls: tuple[tuple[tuple[int, ...], int], ...] = ()
    ring_tested: tuple[str, ...] = ()
    #: A search of the play deck waiting for the player to take an item (Far-sight,
    #: ``hobbit.far_sight``): (the card, the sage); empty: none waits.
    deck_search: tuple[str, ...] = ()
    #: (sage, palantír) of each stone a sage may use this turn by Use Palantír
    #: (``hobbit.palantiri``).
    palantir_enabled: tuple[tuple[str, str], ...] = ()
    #: (Align Palantír, its palantír) of each in play (``hobbit.palantiri``).
    aligned: tuple[tuple[str, str], ...] = ()
    legacy: tuple[Item, ...] = ()  # an eliminated character's items not yet passed on
    open_heirs: tuple[str, ...] = ()  # unwounded companions that may still take one (CoE 3.I.2)
    discarded_characters: tuple[str, ...] = ()
    allies: tuple[tuple[str, str], ...] = ()  # (ally, controller), in the order played
    #: The sites where an ally or a faction was played this turn (what Ent-draughts is played
    #: in addition to: ``hobbit.ent_draughts``).
    recruited_at: tuple[str, ...] = ()
    tapped_allies: tuple[str, ...] = ()  # allies a strike tapped (CoE 2.V.2.2)
    wounded_allies: tuple[str, ...] = ()  # allies a strike wounded (CoE 2.V.2.2)
    kill_points: int = 0
    next_attack: NextAttack | None = None  # a Slayer's next attack, once this one is over
    #: The attacks set aside for one made at once (a Traitor's), the innermost last: each is
    #: taken up again where it stood once the one after it is over (``engine.attacks_at_once``).
    set_aside: tuple[Combat, ...] = ()
    #: (creature card or "", races) of each attack the company faced this turn, in order: what
    #: a creature's text stronger after another reads (``creature_texts``).
    faced: tuple[tuple[str, str], ...] = ()
    #: (character, card) of each card keeping the character who holds it tapped until it is
    #: stored (Rescue Prisoners): no untap phase and no card untaps him meanwhile.
    untap_barred: tuple[tuple[str, str], ...] = ()
    #: A corruption check waiting for helpers or the roll (``hobbit.check_helpers``; None:
    #: none waits).
    check_waiting: WaitingCheck | None = None
    outcome: str | None = None
    reason: str = ""

    def character(self, card_id: str) -> Character | None:
        return find(self.company, card_id)

    def gates_in_play(self) -> bool:
        """Whether Gates of Morning is in play, for the alternatives its cards give with it
        (``effects.Mode.gates``)."""
        return GATES_OF_MORNING in self.resource_environments

    def untap_bar(self, card_id: str) -> str | None:
        """The card keeping ``card_id`` tapped until it is stored (None: none does)."""
        return next((card for who, card in self.untap_barred if who == card_id), None)

    @property
    def the_hero(self) -> Character | None:
        return self.character(self.hero)

    def bearer_of(self, item_id: str) -> Character | None:
        return next((c for c in self.company if c.bears(item_id)), None)
