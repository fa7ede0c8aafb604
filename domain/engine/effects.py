"""Card effects: the vocabulary of primitive effects and the registry of scripted cards.

A scripted card maps its card id to the primitive effects it has, the modes a player may choose
among, and the conditions it needs (a skill, a race, the attacker's race, tapping a character).
Any card that is not scripted may still be played by declaring one primitive effect: the event
then records a *player ruling*, shown as such in the log and the audit. The vocabulary holds no
card text: each entry is the project's own description of a basic game action.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass, field
from itertools import pairwise

from domain.engine import hazard_limit, hazard_limit_cards, iron_crown, turn_bonuses
from domain.immutable import replace

CANCEL_ATTACK = "cancel-attack"
CANCEL_STRIKE = "cancel-strike"
UNTAP = "untap"
HEAL = "heal"
PROWESS = "prowess"
BODY = "body"
DRAW = "draw"
DISCARD = "discard"
PREVENT_CREATURES = "prevent-creatures"
COMPANY_BODY = "company-body"

#: The body a company-wide body bonus cannot raise a character above.
COMPANY_BODY_MAX = 10

#: When an effect can be used.
DURING_ATTACK = "attack"  # an attack is declared, before its strikes are assigned (CoE 3.i)
DURING_STRIKE = "strike"  # a strike sequence, before the roll (CoE 3.iv.5)
ANY_TIME = "any"  # any time the player may act in their own turn

#: What an effect needs to be told.
NO_TARGET = "none"
CHARACTER = "character"  # a character in the company
FACING = "facing"  # the character facing the current strike
HAZARD = "hazard"  # a face-up hazard
BEARER = "bearer"  # the bearer of the item used (an item's mode only)
DESTINATION = "destination"  # a site the card moves the company to
#: a hazard permanent-event in play (on its own, on a character, on a site): the scenario
#: names them
HAZARD_IN_PLAY = "hazard-in-play"


@dataclass(frozen=True, slots=True)
class Primitive:
    name: str
    timing: str
    target: str
    has_amount: bool
    description: str


VOCABULARY: dict[str, Primitive] = {p.name: p for p in (
    Primitive(CANCEL_ATTACK, DURING_ATTACK, NO_TARGET, False,
              "cancel the attack the company faces"),
    Primitive(CANCEL_STRIKE, DURING_STRIKE, FACING, False,
              "cancel the strike being resolved"),
    Primitive(UNTAP, ANY_TIME, CHARACTER, False, "untap a tapped character"),
    Primitive(HEAL, ANY_TIME, CHARACTER, False,
              "move a wounded character to untapped"),
    Primitive(PROWESS, DURING_STRIKE, FACING, True,
              "modify the prowess of the character facing the strike, for this strike"),
    Primitive(BODY, DURING_STRIKE, FACING, True,
              "modify the body of the character facing the strike, for this strike"),
    Primitive(DRAW, ANY_TIME, NO_TARGET, True, "draw cards from the resource deck"),
    Primitive(DISCARD, ANY_TIME, HAZARD, False, "discard a face-up hazard"),
    Primitive(PREVENT_CREATURES, ANY_TIME, NO_TARGET, False,
              "hazard creatures cannot be played on the company this turn"),
    Primitive(COMPANY_BODY, ANY_TIME, NO_TARGET, True,
              "modify the body of every character in the company until the end of the turn, "
              f"not above {COMPANY_BODY_MAX}"),
)}

#: Effects only scripted cards have: a player cannot declare them, so a ruleset version that
#: scripts no card using one plays as it did.
ATTACK_PROWESS_NOW = "attack-prowess-now"
ATTACK_BODY_NOW = "attack-body-now"
COMPANY_PROWESS = "company-prowess"
WOUND_CHARACTER = "wound-character"
DOES_NOT_TAP = "does-not-tap"
CHECK_BONUS = "corruption-check-bonus"
CHECK_NOW = "corruption-check-now"
STRIKES_PROWESS = "strikes-prowess"
COMPANY_STRIKE_PROWESS = "company-strike-prowess"
BEST_OF_TWO = "best-of-two"
#: Cards played on a character for his next influence attempt this turn (CoE 2.V.3): a
#: modifier, one for each character of his company, his prowess up to the amount, two rolls
#: with the better used, cards drawn when it succeeds (``influence_cards``).
INFLUENCE_BONUS = "influence"
INFLUENCE_PER_CHARACTER = "influence-per-character"
INFLUENCE_PROWESS = "influence-prowess"
INFLUENCE_TWO_ROLLS = "influence-two-rolls"
INFLUENCE_DRAW = "draw-on-success"
#: No hazard creature may be keyed by type to a Wilderness against the company this turn.
NO_WILDERNESS_KEYING = "no-wilderness-keying"
#: Until the end of the turn: the prowess of each hazard creature's attack on the company, and
#: its hazard limit (never below ``HAZARD_LIMIT_FLOOR``).
CREATURE_PROWESS_TURN = "creature-prowess-turn"
HAZARD_LIMIT_TURN = "hazard-limit-turn"
HAZARD_LIMIT_FLOOR = hazard_limit.FLOOR
#: For the rest of the turn, the character's prowess, body and direct influence; every
#: unwounded character of his company untaps (``turn_bonuses``: Narya, Nenya, Vilya, Wizard's
#: Voice).
TURN_PROWESS, TURN_BODY, TURN_INFLUENCE = (turn_bonuses.PROWESS, turn_bonuses.BODY,
                                           turn_bonuses.INFLUENCE)
UNTAP_COMPANY = turn_bonuses.UNTAP_COMPANY
#: The company's hazard limit this turn, lowered as the card's entry in
#: ``hazard_limit_cards`` counts its site path or new site.
HAZARD_LIMIT_PATH = "hazard-limit-path"
#: The strikes of the attack the company faces, halved (rounded up).
HALVE_STRIKES = "halve-strikes"
#: Only hazard creatures keyed to the company's new site are played on it this turn.
SITE_KEYING_ONLY = "site-keying-only"
#: A scout's search: another character of his company may play one item at the site this
#: turn, the site tapped or not, without tapping it.
THOROUGH_SEARCH = "thorough-search"
#: No hazard creature may be keyed to the company's site this turn.
NO_SITE_KEYING = "no-site-keying"
#: Every hazard creature's attack on the company this turn is canceled as it is declared.
CANCEL_CREATURE_ATTACKS = "cancel-creature-attacks"
#: With Doors of Night in play, every character's prowess until the end of the turn.
DOORS_PROWESS = "doors-prowess"
#: The rest of the hand and the discard pile shuffled into the play deck and a new hand drawn,
#: the card itself removed from the game.
NEW_HAND = "new-hand"
#: A scout turns over the play deck to an item he takes, then faces the strike it brings.
LUCKY_SEARCH = "lucky-search"
#: The company's hazard draws count twice this turn; at its end the company may go back to
#: the Haven it began the turn at.
GREAT_ROAD = "great-road"
#: Every attack on the company, a site's automatic-attacks too, until the end of the turn.
EVERY_ATTACK_PROWESS = "every-attack-prowess"
#: The top cards of the resource deck, or of the hazard deck, seen and shuffled back on top.
TOP_RESOURCES = "top-resources"
TOP_HAZARDS = "top-hazards"
#: The sage and the site tap; an item of the play deck, the player's choice, into the hand, the
#: deck shuffled; then the sage's corruption check.
FAR_SIGHT = "far-sight"
#: The company moves to the site the card is played with (a site of the site deck the mode
#: admits), crossing no region: it has no site path this turn.
MOVE_BY_CARD = "move-by-card"
#: Only Undead hazard creatures are played on the company this turn, and any Undead may be.
UNDEAD_ONLY = "undead-only"
#: A roll plus the character's prowess above the attack's prowess: every strike of the attack
#: fails (an attack with body makes a body check for each), before its strikes are assigned.
STRIKES_FAIL = "strikes-fail"
#: Every Nazgûl event in play is discarded (a Nazgûl kept in play as a permanent-event).
DISCARD_NAZGUL_EVENTS = "discard-nazgul-events"
DISCARD_HAZARD_PERMANENT = "discard-hazard-permanent-event"
#: The company is aboard a Great Ship until the end of the turn (``engine.great_ship``).
BOARD_GREAT_SHIP = "board-great-ship"
#: The effects that search or look at a play deck or a discard pile (Lucky Search's turning
#: over the play deck, Mirror of Galadriel's look at its top, Far-sight's search), which an
#: event in play may cancel (``hazards_in_play.LongEventScript.cancels_searches``).
SEARCHES_A_DECK = (LUCKY_SEARCH, TOP_RESOURCES, TOP_HAZARDS, FAR_SIGHT)
INFLUENCE_EFFECTS = (INFLUENCE_BONUS, INFLUENCE_PER_CHARACTER, INFLUENCE_PROWESS,
                     INFLUENCE_TWO_ROLLS, INFLUENCE_DRAW)
SCRIPTED_ONLY: dict[str, Primitive] = {p.name: p for p in (
    Primitive(WOUND_CHARACTER, ANY_TIME, CHARACTER, False,
              "wound an unwounded character (no body check)"),
    Primitive(DOES_NOT_TAP, DURING_STRIKE, FACING, False,
              "the character facing the strike does not tap against it (unless wounded)"),
    Primitive(CHECK_BONUS, ANY_TIME, CHARACTER, True,
              "modify the character's next corruption check this turn"),
    Primitive(CHECK_NOW, ANY_TIME, CHARACTER, True,
              "the character makes a corruption check at once, with the amount as a modifier"),
    Primitive(ATTACK_PROWESS_NOW, DURING_ATTACK, NO_TARGET, True,
              "modify the prowess of the attack the company faces"),
    Primitive(ATTACK_BODY_NOW, DURING_ATTACK, NO_TARGET, True,
              "modify the body of the attack the company faces"),
    Primitive(COMPANY_PROWESS, ANY_TIME, NO_TARGET, True,
              "modify the prowess of every character in the company until the end of the turn"),
    Primitive(STRIKES_PROWESS, DURING_ATTACK, CHARACTER, True,
              "modify the character's prowess against the strikes of the attack the company "
              "faces"),
    Primitive(COMPANY_STRIKE_PROWESS, DURING_ATTACK, NO_TARGET, True,
              "modify the prowess of every character in the company against the strikes of "
              "the attack it faces"),
    Primitive(BEST_OF_TWO, DURING_STRIKE, FACING, False,
              "the character facing the strike rolls twice against it and the better roll "
              "is used"),
    Primitive(INFLUENCE_BONUS, ANY_TIME, CHARACTER, True,
              "modify the character's next influence attempt this turn"),
    Primitive(INFLUENCE_PER_CHARACTER, ANY_TIME, CHARACTER, True,
              "modify the character's next influence attempt this turn by the amount for each "
              "character of his company"),
    Primitive(INFLUENCE_PROWESS, ANY_TIME, CHARACTER, True,
              "add the character's prowess, up to the amount, to his next influence attempt "
              "this turn"),
    Primitive(INFLUENCE_TWO_ROLLS, ANY_TIME, CHARACTER, False,
              "the character's next influence attempt this turn rolls twice, the better roll "
              "used"),
    Primitive(INFLUENCE_DRAW, ANY_TIME, CHARACTER, True,
              "draw cards when the character's next influence attempt this turn succeeds"),
    Primitive(NO_WILDERNESS_KEYING, ANY_TIME, NO_TARGET, False,
              "no hazard creature may be keyed by type to a Wilderness against the company "
              "this turn"),
    Primitive(THOROUGH_SEARCH, ANY_TIME, CHARACTER, False,
              "another character of the scout's company may play one item at the site this "
              "turn, tapped or not, without tapping it"),
    Primitive(NO_SITE_KEYING, ANY_TIME, CHARACTER, False,
              "no hazard creature may be keyed to the company's site this turn"),
    Primitive(CREATURE_PROWESS_TURN, ANY_TIME, NO_TARGET, True,
              "modify the prowess of each hazard creature's attack on the company this turn"),
    Primitive(HAZARD_LIMIT_TURN, ANY_TIME, NO_TARGET, True,
              f"modify the company's hazard limit this turn, not below {HAZARD_LIMIT_FLOOR}"),
    Primitive(TURN_PROWESS, ANY_TIME, CHARACTER, True,
              "modify the character's prowess against every strike until the end of the turn"),
    Primitive(TURN_BODY, ANY_TIME, CHARACTER, True,
              "modify the character's body until the end of the turn"),
    Primitive(TURN_INFLUENCE, ANY_TIME, CHARACTER, True,
              "modify the character's direct influence until the end of the turn"),
    Primitive(UNTAP_COMPANY, ANY_TIME, NO_TARGET, False,
              "untap every tapped, unwounded character of the company"),
    Primitive(HALVE_STRIKES, DURING_ATTACK, NO_TARGET, False,
              "halve the strikes of the attack the company faces, rounded up"),
    Primitive(SITE_KEYING_ONLY, ANY_TIME, NO_TARGET, False,
              "only hazard creatures keyed to the company's new site are played on it this "
              "turn"),
    Primitive(HAZARD_LIMIT_PATH, ANY_TIME, NO_TARGET, False,
              "lower the moving company's hazard limit this turn by its site path or new "
              f"site, as the card counts them, not below {HAZARD_LIMIT_FLOOR}"),
    Primitive(CANCEL_CREATURE_ATTACKS, ANY_TIME, NO_TARGET, False,
              "cancel every hazard creature's attack on the company this turn as it is "
              "declared"),
    Primitive(DOORS_PROWESS, ANY_TIME, NO_TARGET, True,
              "with Doors of Night in play, modify every character's prowess until the end "
              "of the turn"),
    Primitive(NEW_HAND, ANY_TIME, NO_TARGET, False,
              "shuffle the rest of the hand and the discard pile into the play deck and draw "
              "a new hand; the card is removed from the game"),
    Primitive(LUCKY_SEARCH, ANY_TIME, CHARACTER, False,
              "the scout turns over the play deck to the first non-special item (no unique "
              "one in play) and takes it, the rest shuffled back; he then faces one strike of "
              "3 prowess plus the cards turned over, which cannot be canceled, and a wound "
              "discards the item"),
    Primitive(GREAT_ROAD, ANY_TIME, NO_TARGET, False,
              "the company's hazard draws count twice this turn, and at its end the company "
              "may go back to the Haven it began the turn at (a move with no movement/hazard "
              "phase)"),
    Primitive(EVERY_ATTACK_PROWESS, ANY_TIME, NO_TARGET, True,
              "modify the prowess of every attack on the company until the end of the turn, "
              "the one under way too"),
    Primitive(TOP_RESOURCES, ANY_TIME, NO_TARGET, True,
              "look at the resource deck's top cards (the amount), then shuffle them and put "
              "them back on top"),
    Primitive(FAR_SIGHT, ANY_TIME, CHARACTER, False,
              "the sage and the site tap; the player takes an item of his choice from the "
              "play deck into the hand and the deck is shuffled; then the sage makes a "
              "corruption check"),
    Primitive(MOVE_BY_CARD, ANY_TIME, DESTINATION, False,
              "the company moves to the site the card is played with, crossing no region "
              "(no site path this turn)"),
    Primitive(STRIKES_FAIL, DURING_ATTACK, CHARACTER, False,
              "roll and add the character's prowess: above the attack's prowess, every strike "
              "of the attack fails (an attack with body makes a body check for each)"),
    Primitive(UNDEAD_ONLY, ANY_TIME, NO_TARGET, False,
              "only Undead hazard creatures are played on the company this turn, and any "
              "Undead may be"),
    Primitive(TOP_HAZARDS, ANY_TIME, NO_TARGET, True,
              "look at the hazard deck's top cards (the amount), then shuffle them and put "
              "them back on top"),
    Primitive(DISCARD_NAZGUL_EVENTS, ANY_TIME, NO_TARGET, False,
              "discard every Nazgûl event in play (a Nazgûl kept in play as a "
              "permanent-event)"),
    Primitive(DISCARD_HAZARD_PERMANENT, ANY_TIME, HAZARD_IN_PLAY, False,
              "discard one hazard permanent-event in play, what it did stopping"),
    Primitive(BOARD_GREAT_SHIP, ANY_TIME, NO_TARGET, False,
              "the company of the character who taps is aboard until the end of the turn: "
              "while its site path holds a Coastal Sea and no two other regions in a row, "
              "any untapped character of it may tap to cancel a hazard creature's attack on "
              "it, or a hazard event on it or one of its characters"),
)}

#: The largest amount a declared effect may carry (a modifier's size, cards drawn).
MAX_DECLARED_AMOUNT = 5


@dataclass(frozen=True, slots=True)
class Effect:
    primitive: str
    amount: int = 0


@dataclass(frozen=True, slots=True)
class Mode:
    """One way to play a card: its effects and what it needs."""

    name: str
    effects: tuple[Effect, ...]
    target: str = NO_TARGET
    skill: str | None = None  # the target (or a character who taps) must have it
    #: ``skill`` must be the bearer's without this item's own gift of it (he is "already"
    #: of it: a Magic Ring)
    skill_already: bool = False
    race: str | None = None  # the target must be of this race
    #: an untapped character with ``skill`` (any, without one) taps to play it
    taps_skilled: bool = False
    attack_races: tuple[str, ...] = ()  # the attack must be by one of these races
    phase: str | None = None  # only in this phase of the player's turn
    taps_bearer: bool = False  # an item's untapped bearer taps to use it
    attack_min_prowess: int = 0  # the attack's printed prowess must be at least this
    attack_not_races: tuple[str, ...] = ()  # the attack must not be by one of these races
    once_per_attack: bool = False  # the card cannot be played twice on one attack
    below_size: int | None = None  # the company's size must be below this (CoE 2.II.3.1.1)
    per_character: bool = False  # the amount counts once for each character in the company
    taps_item: bool = False  # the untapped item taps to be used (its bearer's, on his strike)
    keeps_item: bool = False  # the item stays in play untapped: only its bearer taps
    kept_by_race: str | None = None  # a tapped item is discarded unless its bearer is this race
    bearer_not_race: str | None = None  # an item borne by one of this race has no such use
    company_skill: str | None = None  # a character of the target's company must have it
    #: the attack must be a hazard creature's keyed so (``keying_options``' form, e.g.
    #: ``region-type:wilderness``)
    attack_keyed: str | None = None
    named: str | None = None  # the target must be the character of this name
    once_a_turn: bool = False  # the card cannot be played twice in a turn
    #: the attack must be an automatic-attack of a site of one of these types
    automatic_at: tuple[str, ...] = ()
    #: the company must move to a site of one of these types this turn
    moving_to: tuple[str, ...] = ()
    #: the company stays at its site this turn (it is played before it moves)
    staying: bool = False
    #: the company must be at a site of one of these types (tapped or not)
    at_site_types: tuple[str, ...] = ()
    #: the company must be at the site of this name
    at_site_named: str | None = None
    #: in the site phase once entered, at an untapped site where Information is playable
    at_information_site: bool = False
    #: a character of the company must be the character of this name
    company_named: str | None = None
    #: the company moves only to a site of one of these names (none: any the mode admits)
    to_sites_named: tuple[str, ...] = ()
    #: the company moves to no site of these types
    not_to_site_types: tuple[str, ...] = ()
    #: played as the company's movement/hazard phase ends, once it has moved this turn
    after_moving: bool = False
    #: the company moves to a site it reaches by starter movement (with its site path)
    by_starter_movement: bool = False
    #: only with Gates of Morning in play (an alternative its card gives then)
    gates: bool = False

    @property
    def searches_a_deck(self) -> bool:
        """Whether the mode searches or looks at a play deck or a discard pile."""
        return any(e.primitive in SEARCHES_A_DECK for e in self.effects)

    @property
    def influences(self) -> bool:
        """Whether the mode is played on a character for his next influence attempt."""
        return any(e.primitive in INFLUENCE_EFFECTS for e in self.effects)

    @property
    def timing(self) -> str:
        timings = {(VOCABULARY.get(e.primitive) or SCRIPTED_ONLY[e.primitive]).timing
                   for e in self.effects}
        for timing in (DURING_ATTACK, DURING_STRIKE):
            if timing in timings:
                return timing
        return ANY_TIME


ITEM = "item"
SHORT_EVENT = "short-event"


@dataclass(frozen=True, slots=True)
class ScriptedCard:
    """A card the engine plays by itself. Items always give their catalog modifiers to their
    bearer; an item with modes is used by discarding it (and tapping its bearer when the mode
    says so), or, where the mode says so, by tapping the item itself, which stays in play and
    untaps in its bearer's untap phase."""

    card_id: str
    name: str
    kind: str
    modes: tuple[Mode, ...] = ()
    #: What the card does that this script does not play ("": the card is played in full);
    #: ``redbook cards --coverage`` reads it.
    missing: str = ""
    #: The test that proves the script (``path::function``).
    test: str = ""


def _event(card_id: str, name: str, *modes: Mode, missing: str = "",
           test: str = "") -> ScriptedCard:
    return ScriptedCard(card_id, name, SHORT_EVENT, modes, missing, test)


def _item(card_id: str, name: str, *modes: Mode, missing: str = "",
          test: str = "") -> ScriptedCard:
    return ScriptedCard(card_id, name, ITEM, modes, missing, test)


# The test files that prove most scripts.
_RGO_HAND = "tests/rules/test_road_goes_ever_on_hand_resources.py::"
_TBA_CARDS = "tests/rules/test_there_and_back_again_card_effects.py::"
_TBA_GEN2 = "tests/rules/test_there_and_back_again_scripted_cards.py::"
_ITEMS = "tests/engine/test_item_facts_in_use.py::"
_ITEM_FACTS = "tests/unit/test_item_facts.py::test_every_tw_item_has_its_kind_and_bonuses"
_COVERAGE = "tests/unit/test_card_coverage.py::"
_SECOND_PRINTING = _COVERAGE + "test_second_printings_play_as_the_first"
_TBA_ITEM_TAPS = "tests/rules/test_there_and_back_again_item_taps.py::"
_ATTACK_ITEMS = "tests/rules/test_there_and_back_again_attack_items.py::"
_SPELLS = "tests/rules/test_burglar_spells.py::"
_LUCKY = "tests/rules/test_there_and_back_again_lucky_strike.py::"
_INFLUENCE = "tests/rules/test_hobbit_influence_cards.py::"
_TRAVEL = "tests/rules/test_hobbit_travel_cards.py::"
_CLOAK = "tests/rules/test_hobbit_elven_cloak.py::"
_STARS = "tests/rules/test_hobbit_stars.py::"
_QUIET = "tests/rules/test_hobbit_quiet_lands.py::"
_SEARCH = "tests/rules/test_hobbit_search_cards.py::"
_HIDING = "tests/rules/test_hobbit_generation_17.py::"
_GEN18_TBA = "tests/rules/test_there_and_back_again_generation_18.py::"
_GEN18_BWJ = "tests/rules/test_burglar_generation_18.py::"
_GEN19 = "tests/rules/test_burglar_generation_19.py::"
_GEN20 = "tests/rules/test_burglar_generation_20.py::"
_GEN21 = "tests/rules/test_burglar_generation_21.py::"
_GEN22 = "tests/rules/test_burglar_generation_22.py::"
_GEN23 = "tests/rules/test_burglar_generation_23.py::"
_RING_USES = "tests/rules/test_hobbit_ring_uses.py::"
_FANA = "tests/rules/test_burglar_true_fana.py::"
_BRIDGE = "tests/rules/test_burglar_bridge.py::"
_RIVER_HORSES = "tests/rules/test_necromancer_river_horses.py::"
_GREAT_SHIP = "tests/rules/test_necromancer_great_ship.py::"
_GATES_BWJ = "tests/rules/test_hobbit_gates_of_morning.py::"
_IRON_CROWN = "tests/rules/test_hobbit_iron_crown.py::"
#: What a script's ``missing`` opens with when what it leaves out needs the two-player game
#: only (a solo game leaves nothing out; the coverage reads it).
TWO_PLAYER = "needs the two-player game: "


_TURN = "tests/rules/test_hobbit_turn_bonuses.py::"


def _turn_event(card_id: str, missing: str = "", test: str = "") -> ScriptedCard:
    """A card of ``turn_bonuses`` played on its character: its bonuses, what else it does,
    then his corruption check (Nenya's eased at a Haven: ``TurnCard.check_at``)."""
    card = turn_bonuses.CARDS[card_id]
    played = (*(Effect(stat, amount) for stat, amount in card.stats),
              *((Effect(UNTAP_COMPANY),) if card.untaps_company else ()),
              *((Effect(CHECK_NOW, card.check),) if card.check is not None else ()))
    return _event(card_id, card.name,
                  Mode("turn", played, CHARACTER, named=card.named, race=card.race,
                       once_a_turn=card.once_a_turn),
                  missing=missing, test=test)


_CANCEL = (Effect(CANCEL_ATTACK),)

#: Card id -> how the engine plays it. Listed in docs/resource-cards.md.
REGISTRY: dict[str, ScriptedCard] = {c.card_id: c for c in (
    _event("TW-204", "Concealment",
           Mode("cancel", _CANCEL, CHARACTER, skill="scout", taps_skilled=True),
           test=_RGO_HAND + "test_concealment_taps_the_scout_and_cancels_the_creature"),
    *(_event(card_id, "Dark Quarrels",
             Mode("cancel", _CANCEL, attack_races=("Orcs", "Trolls", "Men")),
             missing="the alternative that halves an attack's strikes when Gates of Morning "
                     "is in play", test=test)
      for card_id, test in (
          ("TW-207", _RGO_HAND + "test_dark_quarrels_cancels_orcs_and_not_wolves"),
          ("TW-208", _SECOND_PRINTING))),
    _event("TW-253", "Halfling Strength",
           Mode("untap", (Effect(UNTAP),), CHARACTER, race="Hobbit"),
           Mode("heal", (Effect(HEAL),), CHARACTER, race="Hobbit", phase="organization"),
           missing="the +4 to one corruption check (generation 2)",
           test=_TBA_CARDS + "test_halfling_strength_heals_only_in_the_organization_phase"),
    _event("TW-319", "Risky Blow",
           Mode("strike", (Effect(PROWESS, 3), Effect(BODY, -1)), FACING, skill="warrior"),
           test=_RGO_HAND + "test_risky_blow_gives_its_warrior_three_prowess_and_costs_one_body"),
    _item("TW-255", "Healing Herbs",
          Mode("heal", (Effect(HEAL),), CHARACTER, taps_bearer=True),
          Mode("untap", (Effect(UNTAP),), CHARACTER, taps_bearer=True),
          test=_TBA_CARDS + "test_healing_herbs_taps_its_bearer_to_heal_or_to_untap"),
    _item("TW-283", "Miruvor", Mode("body", (Effect(COMPANY_BODY, 2),)),
          test=_TBA_CARDS + "test_miruvor_gives_the_company_two_body_until_the_end_of_the_turn"),
    _item("TW-206", "Dagger of Westernesse", test=_ITEM_FACTS),
    _item("TW-333", "Sting",
          test=_ITEMS + "test_sting_gives_a_hobbit_two_and_others_one_up_to_eight"),
    _item("TW-327", "Shield of Iron-bound Ash",
          missing="tapping it for +1 prowess against a strike",
          test=_ITEMS + "test_armour_and_shield_add_under_their_maxima_one_shield_in_use"),
    _item("TW-244", "Glamdring",
          test=_ITEMS + "test_glamdring_and_orcrist_reach_higher_against_orcs"),
    _item("TW-212", "Durin's Axe",
          missing="3 corruption points (and 4 marshalling points) for a Dwarf bearer",
          test=_ITEMS + "test_durins_axe_gives_a_dwarf_four_up_to_nine"),
    _item("TW-499", "Dwarven Axe", test=_ITEMS + "test_warrior_only_bonuses_need_a_warrior"),
    _item("TW-336", "Sword of Gondolin",
          test=_ITEMS + "test_warrior_only_bonuses_need_a_warrior"),
    _item("TW-254", "Hauberk of Bright Mail",
          test=_ITEMS + "test_warrior_only_bonuses_need_a_warrior"),
    _item("TW-250", "Great-shield of Rohan",
          missing="a warrior tapping it to stay untapped against a strike",
          test=_ITEMS + "test_armour_and_shield_add_under_their_maxima_one_shield_in_use"),
    _item("TW-295", "Orcrist",
          test=_ITEMS + "test_glamdring_and_orcrist_reach_higher_against_orcs"),
    _item("TW-345", "The Mithril-coat",
          test=_ITEMS + "test_armour_and_shield_add_under_their_maxima_one_shield_in_use"),
    _item("TW-341", "The Arkenstone",
          missing="influence against Dwarves, the Dwarf values, tapping it to untap a Dwarf",
          test=_COVERAGE + "test_items_scripted_for_their_corruption_points_only"),
    _item("TW-289", "Narsil", missing="+1 direct influence", test=_ITEM_FACTS),
    _item("TW-323", "Scroll of Isildur", missing="its modifier to gold ring tests",
          test=_COVERAGE + "test_items_scripted_for_their_corruption_points_only"),
)}


#: The cards scripted after ``REGISTRY`` (generation 1), one dict a generation (2, 3, ...). A
#: ruleset version reads an explicit set of generations (``Generations``: 1 and those its
#: version history adds), not every generation up to one, so a scenario can leave out a
#: generation with nothing to act on there and still read a later one; a card is played as
#: the latest generation of the set that scripts it (``scripted(card, generations)``). Adding a
#: generation never changes a game recorded before: the versions before do not read it, and
#: its cards stay declared (a player ruling) there. Listed in docs/resource-cards.md.
LATER: tuple[dict[str, ScriptedCard], ...] = (
    {c.card_id: c for c in (
        _event("TW-252", "Halfling Stealth",
               Mode("cancel", (Effect(CANCEL_STRIKE),), FACING, race="Hobbit"),
               test=_TBA_GEN2 + "test_halfling_stealth_cancels_a_strike_against_the_hobbit_only"),
        _event("TW-342", "The Cock Crows", Mode("cancel", _CANCEL, attack_races=("Trolls",)),
               missing="the alternative that discards a hazard permanent-event when Gates of "
                       "Morning is in play",
               test=_TBA_GEN2 + "test_the_cock_crows_cancels_a_troll_attack"),
        _event("TW-346", "The Old Thrush",
               Mode("weaken", (Effect(ATTACK_PROWESS_NOW, -3), Effect(ATTACK_BODY_NOW, -3)),
                    attack_min_prowess=13, attack_not_races=("Nazgûl",), once_per_attack=True),
               test=_TBA_GEN2 + "test_the_old_thrush_weakens_an_attack_of_prowess_13_or_more_once"),
        _event("TW-199", "Block",
               Mode("strike", (Effect(DOES_NOT_TAP),), FACING, skill="warrior"),
               test=_TBA_GEN2 + "test_block_keeps_a_warrior_untapped_against_a_strike_he_beats"),
        _event("TW-209", "Dodge",
               Mode("strike", (Effect(DOES_NOT_TAP), Effect(BODY, -1)), FACING),
               test=_TBA_GEN2 + "test_dodge_keeps_untapped_and_takes_one_body_if_wounded"),
        _event("TW-253", "Halfling Strength",
               Mode("untap", (Effect(UNTAP),), CHARACTER, race="Hobbit"),
               Mode("heal", (Effect(HEAL),), CHARACTER, race="Hobbit", phase="organization"),
               Mode("check", (Effect(CHECK_BONUS, 4),), CHARACTER, race="Hobbit"),
               test=_TBA_GEN2 + "test_halfling_strength_gives_the_hobbit_four_on_his_next_"
                                "corruption_check"),
        _event("TW-189", "A Friend or Three",
               Mode("check", (Effect(CHECK_BONUS, 1),), CHARACTER, per_character=True),
               missing="its use on an influence check",
               test=_TBA_GEN2 + "test_a_friend_or_three_gives_one_for_each_character_in_the_"
                                "company"),
        _event("TW-332", "Stealth",
               Mode("hide", (Effect(PREVENT_CREATURES),), CHARACTER, skill="scout",
                    taps_skilled=True, phase="organization", below_size=3),
               test=_TBA_GEN2 + "test_stealth_taps_a_scout_of_a_company_below_size_three_to_"
                                "stop_creatures"),
        _event("TW-331", "Stars",
               Mode("weaken", (Effect(ATTACK_PROWESS_NOW, -1),), attack_races=("Undead",)),
               missing="the alternative that treats a Dark-domain as a Shadow-land when Gates "
                       "of Morning is in play; a second copy on the same attack is not refused "
                       "(generation 16 refuses it)",
               test=_TBA_GEN2 + "test_stars_gives_an_undead_attack_minus_one_prowess"),
        _item("TW-304", "Potion of Prowess", Mode("prowess", (Effect(COMPANY_PROWESS, 1),)),
              test=_TBA_GEN2 + "test_potion_of_prowess_gives_the_company_one_prowess_until_"
                               "the_end_of_the_turn"),
        *(_event(card_id, "Escape",
                 Mode("cancel", (Effect(WOUND_CHARACTER), *_CANCEL), CHARACTER), test=test)
          for card_id, test in (
              ("TW-229", _TBA_GEN2 + "test_escape_wounds_an_unwounded_character_to_cancel_"
                                     "the_attack"),
              ("TW-230", _SECOND_PRINTING))),
    )},
    # Generation 3: items that tap for an effect. A strike mode helps the strike its bearer
    # faces.
    {c.card_id: c for c in (
        _item("TW-327", "Shield of Iron-bound Ash",
              Mode("strike", (Effect(PROWESS, 1),), FACING, taps_item=True),
              test=_TBA_ITEM_TAPS + "test_the_shield_of_iron_bound_ash_taps_for_one_prowess_"
                                    "on_its_bearers_strike"),
        _item("TW-250", "Great-shield of Rohan",
              Mode("strike", (Effect(DOES_NOT_TAP),), FACING, skill="warrior", taps_item=True),
              test=_TBA_ITEM_TAPS + "test_the_great_shield_of_rohan_keeps_its_warrior_"
                                    "untapped_against_a_strike"),
    )},
    # Generation 4: The Arkenstone taps to untap a Dwarf, who then checks for corruption.
    {c.card_id: c for c in (
        _item("TW-341", "The Arkenstone",
              Mode("untap", (Effect(UNTAP), Effect(CHECK_NOW, -2)), CHARACTER, race="Dwarf",
                   taps_item=True),
              missing="+3 direct influence against Dwarves and Dwarf factions; 5 marshalling "
                      "and 4 corruption points for a Dwarf bearer",
              test=_TBA_ITEM_TAPS + "test_the_arkenstone_taps_to_untap_a_dwarf_who_checks_"
                                    "corruption_at_minus_two"),
    )},
    # Generation 5: items used against an attack on their bearer's company before its strikes
    # are assigned (CoE 3.i); the bearer named by a mode's skill must have it.
    {c.card_id: c for c in (
        _item("TW-351", "Torque of Hues",
              Mode("cancel", (Effect(CANCEL_ATTACK), Effect(CHECK_NOW)), BEARER,
                   taps_item=True, taps_bearer=True),
              test=_ATTACK_ITEMS + "test_the_torque_of_hues_taps_with_its_bearer_to_cancel_"
                                   "an_attack_and_he_checks"),
        _item("TW-330", "Star-glass",
              Mode("cancel", (Effect(CANCEL_ATTACK), Effect(CHECK_NOW)), BEARER,
                   attack_races=("Undead",), taps_bearer=True, keeps_item=True),
              Mode("weaken", (Effect(ATTACK_PROWESS_NOW, -2), Effect(CHECK_NOW)), BEARER,
                   attack_races=("Spiders", "Animals", "Wolves"), taps_bearer=True,
                   keeps_item=True),
              test=_ATTACK_ITEMS + "test_the_star_glass_cancels_undead_and_weakens_spiders"),
        _item("TW-494", "Black Arrow",
              Mode("weaken", (Effect(ATTACK_PROWESS_NOW, -1), Effect(ATTACK_BODY_NOW, -1)),
                   BEARER, skill="warrior", taps_item=True, kept_by_race="Man"),
              test=_ATTACK_ITEMS + "test_the_black_arrow_weakens_an_attack_and_is_discarded_"
                                   "by_a_dwarf"),
    )},
    # Generation 6: the Wizard's spells against an attack on his company, played on him before
    # its strikes are assigned (CoE 3.i), each followed by his corruption check at the card's
    # modifier (CoE 7.1); Lucky Strike's two rolls on a warrior's strike (CoE 3.iv.5).
    {c.card_id: c for c in (
        _event("TW-356", "Vanishment",
               Mode("cancel", (Effect(CANCEL_ATTACK), Effect(CHECK_NOW, -2)), CHARACTER,
                    race="Wizard"),
               test=_SPELLS + "test_vanishment_cancels_the_attack_and_the_wizard_checks_at_"
                              "minus_two"),
        _event("TW-360", "Wizard’s Fire",
               Mode("fire", (Effect(STRIKES_PROWESS, 5), Effect(CHECK_NOW, -4)), CHARACTER,
                    race="Wizard"),
               test=_SPELLS + "test_wizards_fire_gives_the_wizard_five_against_the_attack"),
        _event("TW-262", "Kindling of the Spirit",
               Mode("kindle", (Effect(COMPANY_STRIKE_PROWESS, 2), Effect(CHECK_NOW, -2)),
                    CHARACTER, race="Wizard"),
               test=_SPELLS + "test_kindling_of_the_spirit_gives_every_character_two_against_"
                              "the_attack"),
        _event("TW-270", "Lucky Strike",
               Mode("strike", (Effect(BEST_OF_TWO),), FACING, skill="warrior"),
               test=_LUCKY + "test_lucky_strike_rolls_twice_and_uses_the_better_roll"),
    )},
    # Generation 7: influence cards, played in the site phase on a character who may make an
    # influence attempt on a faction there now, for that attempt (CoE 2.V.3); the friendships'
    # alternative, a corruption check's bonus for a character in a diplomat's company.
    {c.card_id: c for c in (
        _event("TW-337", "Tempering Friendship",
               Mode("influence", (Effect(INFLUENCE_BONUS, 4),), CHARACTER),
               test=_INFLUENCE + "test_tempering_friendship_adds_four_to_the_attempt"),
        _event("TW-267", "Lordly Presence",
               Mode("influence", (Effect(INFLUENCE_BONUS, 5), Effect(INFLUENCE_DRAW, 1)),
                    CHARACTER, skill="diplomat"),
               test=_INFLUENCE + "test_lordly_presence_adds_five_and_draws_a_card_on_success"),
        _event("TW-292", "New Friendship",
               Mode("influence", (Effect(INFLUENCE_BONUS, 3),), CHARACTER, skill="diplomat"),
               Mode("check", (Effect(CHECK_BONUS, 2),), CHARACTER, company_skill="diplomat"),
               test=_INFLUENCE + "test_new_friendship_adds_three_or_two_to_a_corruption_check"),
        _event("TW-293", "Old Friendship",
               Mode("check", (Effect(CHECK_BONUS, 4),), CHARACTER, company_skill="diplomat"),
               missing="needs the two-player game: its +5 to an influence check against a "
                       "character (only an opponent's character is influenced so)",
               test=_INFLUENCE + "test_old_friendship_gives_four_to_a_corruption_check_in_a_"
                                 "diplomats_company"),
        _event("TW-288", "Muster",
               Mode("influence", (Effect(INFLUENCE_PROWESS, 5),), CHARACTER, skill="warrior"),
               test=_INFLUENCE + "test_muster_adds_the_warriors_prowess_up_to_five"),
        _event("TW-303", "Persuasive Words",
               Mode("influence", (Effect(INFLUENCE_TWO_ROLLS),), CHARACTER, skill="diplomat"),
               test=_INFLUENCE + "test_persuasive_words_rolls_twice_and_uses_the_better"),
        _event("TW-189", "A Friend or Three",
               Mode("check", (Effect(CHECK_BONUS, 1),), CHARACTER, per_character=True),
               Mode("influence", (Effect(INFLUENCE_PER_CHARACTER, 1),), CHARACTER),
               test=_INFLUENCE + "test_a_friend_or_three_adds_one_for_each_character_to_the_"
                                 "attempt"),
    )},
    # Generation 8: a ranger taps at the end of the organization phase to keep creatures
    # keyed by type to a Wilderness off his company this turn.
    {c.card_id: c for c in (
        _event("TW-242", "Ford",
               Mode("ford", (Effect(NO_WILDERNESS_KEYING),), CHARACTER, skill="ranger",
                    taps_skilled=True, phase="organization"),
               test=_TRAVEL + "test_ford_keeps_creatures_keyed_to_a_wilderness_off_the_"
                              "company"),
    )},
    # Generation 9: Horses, at the end of the organization phase: the hazard limit -2 (not
    # below 2) and each hazard creature's attack +2 prowess this turn.
    {c.card_id: c for c in (
        _event("TW-260", "Horses",
               Mode("ride", (Effect(HAZARD_LIMIT_TURN, -2), Effect(CREATURE_PROWESS_TURN, 2)),
                    phase="organization"),
               test=_TRAVEL + "test_horses_lower_the_hazard_limit_and_strengthen_creatures"),
    )},
    # Generation 10: the Elven Cloak taps to cancel the strike its bearer faces, from a hazard
    # creature keyed to a Wilderness (CoE 3.iv.5).
    {c.card_id: c for c in (
        _item("TW-225", "Elven Cloak",
              Mode("cancel", (Effect(CANCEL_STRIKE),), FACING, taps_item=True,
                   attack_keyed="region-type:wilderness"),
              test=_CLOAK + "test_the_elven_cloak_cancels_a_strike_of_a_creature_keyed_to_a_"
                            "wilderness"),
    )},
    # Generation 11: the Elven Rings' short-events and Wizard's Voice, played on their
    # character at any time of the turn: his bonuses last until it ends (``turn_bonuses``),
    # then his corruption check (CoE 7.1).
    {c.card_id: c for c in (
        _turn_event(turn_bonuses.NARYA,
                    test=_TURN + "test_narya_bolsters_gandalf_untaps_his_company_and_he_"
                                 "checks_at_minus_five"),
        _turn_event(turn_bonuses.NENYA,
                    missing="making one corruption check of a character outside a "
                            "Shadow-hold or Dark-hold succeed",
                    test=_TURN + "test_nenya_bolsters_galadriel_who_checks_at_minus_one_in_a_"
                                 "haven"),
        _turn_event(turn_bonuses.VILYA,
                    missing="at Rivendell, three resources of the discard pile shuffled into "
                            "the play deck",
                    test=_TURN + "test_vilya_bolsters_elrond_once_a_turn"),
        _turn_event(turn_bonuses.WIZARDS_VOICE,
                    test=_TURN + "test_wizards_voice_gives_six_direct_influence_to_the_"
                                 "wizards_attempt"),
    )},
    # Generation 12: the cards lowering a moving company's hazard limit by its site path or
    # its new site (``hazard_limit_cards``), played once its new site card is played, before
    # its hazards: the standard rules' end of the organization phase, a ruleset's long-event
    # phase; a mountain or river card on a company holding a ranger.
    {c.card_id: _event(c.card_id, c.name,
                       Mode("limit", (Effect(HAZARD_LIMIT_PATH),), phase="long-event",
                            company_skill=hazard_limit_cards.RANGER if c.needs_ranger
                            else None),
                       test=_TRAVEL + ("test_a_mountain_card_lowers_the_limit_at_a_site_in_its_"
                                       "regions" if c.needs_ranger else
                                       "test_fair_travels_lower_the_limit_by_the_site_path"))
     for c in hazard_limit_cards.CARDS.values()},
    # Generation 13: Quiet Lands halves the strikes of an automatic-attack at a Shadow-hold or
    # a Ruins & Lairs, before its strikes are assigned (CoE 3.i).
    {c.card_id: c for c in (
        _event("TW-309", "Quiet Lands",
               Mode("halve", (Effect(HALVE_STRIKES),),
                    automatic_at=("shadow-hold", "ruins-and-lairs")),
               missing="its alternative with Gates of Morning in play (a Shadow-land treated "
                       "as a Wilderness, or a Shadow-hold as a Ruins & Lairs, for the turn)",
               test=_QUIET + "test_quiet_lands_halves_the_strikes_of_an_automatic_attack"),
    )},
    # Generation 14: Secret Passage, once a company moving to a Ruins & Lairs has played its
    # new site card, before its hazards: only creatures keyed to that site are played on it.
    {c.card_id: c for c in (
        _event("TW-325", "Secret Passage",
               Mode("pass", (Effect(SITE_KEYING_ONLY),), phase="long-event",
                    moving_to=("ruins-and-lairs",)),
               test=_TRAVEL + "test_secret_passage_lets_only_creatures_keyed_to_the_site_play"),
    )},
    # Generation 15: the search short-events. A sage taps at the end of the organization phase
    # to keep creatures keyed to the company's site off it this turn (not a company moving to
    # a site in a Dark-domain); a scout taps in the site phase, once the site is entered, for
    # another character of his company to play one item there, the site tapped or not,
    # without tapping it.
    {c.card_id: c for c in (
        _event("TW-324", "Secret Entrance",
               Mode("enter", (Effect(NO_SITE_KEYING),), CHARACTER, skill="sage",
                    taps_skilled=True, phase="organization"),
               test=_SEARCH + "test_secret_entrance_keeps_creatures_keyed_to_the_site_off"),
        _event("TW-349", "Thorough Search",
               Mode("search", (Effect(THOROUGH_SEARCH),), CHARACTER, skill="scout",
                    taps_skilled=True, phase="site"),
               test=_SEARCH + "test_thorough_search_lets_another_play_an_item_at_a_tapped_"
                              "site"),
    )},
    # Generation 16: Stars cannot be duplicated, so a second copy on the attack it weakened
    # is refused (generation 2 let it be played again).
    {c.card_id: c for c in (
        _event("TW-331", "Stars",
               Mode("weaken", (Effect(ATTACK_PROWESS_NOW, -1),), attack_races=("Undead",),
                    once_per_attack=True),
               missing="the alternative that treats a Dark-domain as a Shadow-land when Gates "
                       "of Morning is in play",
               test=_STARS + "test_a_second_stars_is_refused_on_the_attack_it_weakened"),
    )},
    # Generation 17: Hiding, a scout's company staying put at the end of the organization
    # phase, every hazard creature's attack on it canceled this turn; Praise to Elbereth, an
    # untapped character tapping to cancel a Nazgûl attack (with Doors of Night in play, +1
    # prowess to every character this turn); Favor of the Valar, a new hand in the
    # organization phase (CoE 3.i, 5.1).
    {c.card_id: c for c in (
        _event("TW-256", "Hiding",
               Mode("hide", (Effect(CANCEL_CREATURE_ATTACKS),), CHARACTER, skill="scout",
                    phase="organization", staying=True),
               test=_HIDING + "test_hiding_keeps_the_company_in_place_and_cancels_every_"
                              "creature_attack"),
        _event("TW-305", "Praise to Elbereth",
               Mode("cancel", (*_CANCEL, Effect(DOORS_PROWESS, 1)), CHARACTER,
                    taps_skilled=True, attack_races=("Nazgûl",)),
               missing=f"{TWO_PLAYER}its cancel of a Nazgûl event (a Nazgûl is an event in "
                       "play only as a hazard player's permanent-event)",
               test=_HIDING + "test_praise_to_elbereth_taps_a_character_to_cancel_a_nazgul_"
                              "attack"),
        _event("TW-239", "Favor of the Valar",
               Mode("new-hand", (Effect(NEW_HAND),), phase="organization"),
               test=_HIDING + "test_favor_of_the_valar_shuffles_the_hand_and_discards_into_"
                              "the_deck_for_a_new_hand"),
    )},
    # Generation 18: The Evenstar, +1 prowess to an Elf until the end of the turn (it cannot
    # be duplicated: once a turn); Lucky Search, a scout tapping in the site phase at a
    # Shadow-hold or Dark-hold to turn over the play deck to an item he takes, then facing
    # the strike it brings (CoE 3.iv).
    {c.card_id: c for c in (
        _event("TW-343", "The Evenstar",
               Mode("elf", (Effect(TURN_PROWESS, 1),), CHARACTER, race="Elf",
                    once_a_turn=True),
               missing="its alternative with Gates of Morning in play (+1 prowess to each "
                       "Elf, and a Wilderness treated as a Border-land or a Border-land as a "
                       "Free-domain)",
               test=_GEN18_BWJ + "test_the_evenstar_gives_an_elf_one_prowess_for_the_turn"),
        _event("TW-269", "Lucky Search",
               Mode("search", (Effect(LUCKY_SEARCH),), CHARACTER, skill="scout",
                    taps_skilled=True, phase="site", at_site_types=("shadow-hold", "dark-hold")),
               test=_GEN18_TBA + "test_lucky_search_finds_an_item_and_brings_a_strike"),
    )},
    # Generation 19: Great-road, on a company at a Haven at the end of the organization phase:
    # its hazard draws count twice this turn, and at the turn's end it may go back to that
    # Haven.
    {c.card_id: c for c in (
        _event("TW-249", "Great-road",
               Mode("road", (Effect(GREAT_ROAD),), phase="organization",
                    at_site_types=("haven",)),
               test=_GEN19 + "test_great_road_doubles_the_draws_and_takes_the_burglar_home"),
    )},
    # Generation 20: Wizard's Flame, a Wizard's spell: every attack on his company -2 prowess
    # for the rest of the turn, then his corruption check at -3 (CoE 7.1).
    {c.card_id: c for c in (
        _event("TW-361", "Wizard’s Flame",
               Mode("flame", (Effect(EVERY_ATTACK_PROWESS, -2), Effect(CHECK_NOW, -3)),
                    CHARACTER, race="Wizard"),
               test=_GEN20 + "test_wizards_flame_weakens_every_attack_this_turn"),
    )},
    # Generation 21: Mirror of Galadriel, with the company at Lórien: the top five cards of
    # the resource or the hazard deck seen, shuffled and put back on top.
    {c.card_id: c for c in (
        _event("TW-282", "Mirror of Galadriel",
               *(Mode(deck, (Effect(primitive, 5),), at_site_named="Lórien")
                 for deck, primitive in (("resources", TOP_RESOURCES),
                                         ("hazards", TOP_HAZARDS))),
               missing=f"{TWO_PLAYER}its look at the opponent's hand",
               test=_GEN21 + "test_mirror_of_galadriel_shuffles_the_top_five_at_lorien"),
    )},
    # Generation 22: Far-sight, an untapped sage at an untapped site where Information is
    # playable: he and the site tap, an item of the play deck is taken into the hand, the deck
    # shuffled, and he checks corruption.
    {c.card_id: c for c in (
        _event("TW-238", "Far-sight",
               Mode("sight", (Effect(FAR_SIGHT),), CHARACTER, skill="sage", taps_skilled=True,
                    phase="site", at_information_site=True),
               test=_GEN22 + "test_far_sight_takes_an_item_of_the_play_deck_into_the_hand"),
    )},
    # Generation 23: the cards that move a company at the end of the organization phase by no
    # site path: Eagle-mounts from Eagles' Eyrie with a diplomat, to a site but a Shadow-hold,
    # Dark-hold or Under-deeps site, only creatures keyed to the new site played on it;
    # Paths of the Dead from Dunharrow with Aragorn II, to the Vale of Erech, only Undead
    # played on it, any Undead.
    {c.card_id: c for c in (
        _event("TW-220", "Eagle-mounts",
               Mode("fly", (Effect(SITE_KEYING_ONLY), Effect(MOVE_BY_CARD)), DESTINATION,
                    phase="organization", at_site_named="Eagles’ Eyrie",
                    company_skill="diplomat", not_to_site_types=("shadow-hold", "dark-hold")),
               test=_GEN23 + "test_eagle_mounts_fly_a_diplomats_company_to_a_site"),
        _event("TW-302", "Paths of the Dead",
               Mode("paths", (Effect(UNDEAD_ONLY), Effect(MOVE_BY_CARD)), DESTINATION,
                    phase="organization", at_site_named="Dunharrow", company_named="Aragorn II",
                    to_sites_named=("Vale of Erech",)),
               test=_GEN23 + "test_paths_of_the_dead_take_aragorns_company_to_erech"),
    )},
    # Generation 24: the Magic Rings' uses by a bearer already of the skill the ring gives:
    # the Magic Ring of Nature's bearer taps to cancel an attack on his company (CoE 3.i); the
    # Magic Ring of Stealth taps to cancel a strike on its bearer (CoE 3.iv.5.1). The One
    # Ring's bearer cancels a strike on him that is no Undead's nor Nazgûl's, and checks
    # corruption at -2 (neither he nor the ring taps).
    {c.card_id: c for c in (
        _item("TW-273", "Magic Ring of Nature",
              Mode("cancel", (Effect(CANCEL_ATTACK),), BEARER, skill="ranger",
                   skill_already=True, taps_bearer=True, keeps_item=True),
              test=_RING_USES + "test_the_magic_ring_of_nature_cancels_an_attack_for_a_ranger"),
        _item("TW-274", "Magic Ring of Stealth",
              Mode("cancel", (Effect(CANCEL_STRIKE),), FACING, skill="scout",
                   skill_already=True, taps_item=True),
              test=_RING_USES + "test_the_magic_ring_of_stealth_cancels_a_strike_on_a_scout"),
        _item("TW-347", "The One Ring",
              Mode("cancel", (Effect(CANCEL_STRIKE), Effect(CHECK_NOW, -2)), FACING,
                   keeps_item=True, attack_not_races=("Undead", "Nazgûl")),
              test=_RING_USES + "test_the_one_ring_cancels_a_strike_at_a_corruption_check"),
    )},
    # Generation 25: True Fána, a Wizard's spell on an attack on his company before its
    # strikes are assigned: a roll plus his prowess above the attack's makes every strike
    # fail; then his corruption check at -3 (CoE 7.1).
    {c.card_id: c for c in (
        _event("TW-354", "True Fána",
               Mode("fail", (Effect(STRIKES_FAIL), Effect(CHECK_NOW, -3)), CHARACTER,
                    race="Wizard"),
               test=_FANA + "test_true_fana_makes_every_strike_fail_on_a_roll_above_the_"
                            "attack"),
    )},
    # Generation 26: Bridge, as the movement/hazard phase of a company that moved to a Haven
    # ends: it moves on to a site it reaches by starter movement, and a movement/hazard phase
    # follows for that move.
    {c.card_id: c for c in (
        _event("TW-202", "Bridge",
               Mode("bridge", (Effect(MOVE_BY_CARD),), DESTINATION, phase="movement-hazard",
                    at_site_types=("haven",), after_moving=True, by_starter_movement=True),
               test=_BRIDGE + "test_bridge_moves_the_company_on_from_a_haven"),
    )},
    # Generation 27: Wizard's River-horses, a Wizard's spell: against an attack on the
    # company he is the only character of, before its strikes are assigned, it cancels the
    # attack (CoE 3.i); or it discards every Nazgûl event in play; either way he then checks
    # corruption at -2 (CoE 7.1).
    {c.card_id: c for c in (
        _event("TW-364", "Wizard’s River-horses",
               Mode("cancel", (Effect(CANCEL_ATTACK), Effect(CHECK_NOW, -2)), CHARACTER,
                    race="Wizard", below_size=2),
               Mode("nazgul", (Effect(DISCARD_NAZGUL_EVENTS), Effect(CHECK_NOW, -2)),
                    CHARACTER, race="Wizard"),
               test=_RIVER_HORSES + "test_river_horses_cancels_an_attack_on_a_wizard_alone"),
    )},
    # Generation 28: Great Ship, in the organization phase, a character tapping: his company
    # is aboard until the end of the turn (``engine.great_ship``: what it cancels, and when).
    {c.card_id: c for c in (
        _event("TW-248", "Great Ship",
               Mode("ship", (Effect(BOARD_GREAT_SHIP),), CHARACTER, taps_skilled=True,
                    phase="organization"),
               test=_GREAT_SHIP + "test_great_ship_cancels_a_creature_attack_at_sea"),
    )},
    # Generation 29: Dark Quarrels' alternative with Gates of Morning in play: the strikes of
    # any attack halved, rounded up, before they are assigned (CoE 3.i).
    {c.card_id: c for c in (
        *(_event(card_id, "Dark Quarrels",
                 Mode("cancel", _CANCEL, attack_races=("Orcs", "Trolls", "Men")),
                 Mode("halve", (Effect(HALVE_STRIKES),), gates=True), test=test)
          for card_id, test in (
              ("TW-207", _GATES_BWJ + "test_dark_quarrels_halves_any_attack_with_gates_of_"
                                      "morning_in_play"),
              ("TW-208", _SECOND_PRINTING))),
    )},
    # Generation 30: The Cock Crows' alternative with Gates of Morning in play: one hazard
    # permanent-event in play discarded (the scenario names those in play).
    {c.card_id: c for c in (
        _event("TW-342", "The Cock Crows", Mode("cancel", _CANCEL, attack_races=("Trolls",)),
               Mode("discard", (Effect(DISCARD_HAZARD_PERMANENT),), HAZARD_IN_PLAY,
                    gates=True),
               test=_GATES_BWJ + "test_the_cock_crows_discards_a_hazard_permanent_event_with_"
                                 "gates_of_morning_in_play"),
    )},
    # Generation 31: The Iron Crown, borne by a character who is not a Hobbit, taps to cancel
    # an attack of Orcs, Trolls or Men on his company (CoE 3.i), staying in play; its +1 body,
    # +4 direct influence and the corruption check with every influence check are the
    # ruleset's (``engine.iron_crown``).
    {c.card_id: c for c in (
        _item("TW-496", "The Iron Crown",
              Mode("cancel", (Effect(CANCEL_ATTACK),), BEARER,
                   attack_races=("Orcs", "Trolls", "Men"), taps_item=True,
                   bearer_not_race=iron_crown.BARRED_RACE),
              missing=iron_crown.BESIDES_THE_TAP,
              test=_IRON_CROWN + "test_the_iron_crown_taps_to_cancel_an_orc_attack"),
    )},
)

#: The latest generation of scripted cards.
LATEST_GENERATION = 1 + len(LATER)
#: Each generation's cards, generation ``g`` at index ``g - 1``.
_BY_GENERATION = (REGISTRY, *LATER)

#: (first version, generations): a ruleset's history of the generations of scripted cards
#: it reads, each entry read from that version on, with generation 1 by every version.
GenerationHistory = tuple[tuple[int, tuple[int, ...]], ...]


@dataclass(frozen=True, slots=True)
class Generations:
    """The generations of scripted cards a ruleset version reads: generation 1 and any of the
    later ones, in ascending order, each once (an ordered, immutable set)."""

    numbers: tuple[int, ...]
    #: The latest generation read that scripts each card (``scripting``, asked at every card
    #: a decision lists), worked out once: later generations overwrite earlier ones.
    _latest: Mapping[str, int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        ordered = all(a < b for a, b in pairwise(self.numbers))
        if not self.numbers or self.numbers[0] != 1 or not ordered \
                or self.numbers[-1] > LATEST_GENERATION:
            raise ValueError(f"generations {self.numbers!r}: 1 first, then later ones in "
                             f"ascending order, each once, none above {LATEST_GENERATION}")
        object.__setattr__(self, "_latest", {card_id: g for g in self.numbers
                                             for card_id in _BY_GENERATION[g - 1]})

    @classmethod
    def of(cls, numbers: tuple[int, ...] = ()) -> Generations:
        """Generation 1 and ``numbers``, in ascending order, each once."""
        return cls(tuple(sorted(dict.fromkeys((1, *numbers)))))

    @classmethod
    def up_to(cls, latest: int) -> Generations:
        """Every generation from 1 to ``latest``."""
        return cls(tuple(range(1, latest + 1)))

    @classmethod
    def read_by(cls, history: GenerationHistory, version: str) -> Generations:
        """The generations ``version`` of a ruleset reads by its ``history`` (asked at every
        card a decision lists, so worked out once for each history and version)."""
        return _read_by(history, version)

    def __contains__(self, generation: object) -> bool:
        return generation in self.numbers

    def scripting(self, card_id: str) -> int | None:
        """The latest generation read that scripts ``card_id`` (None: none does)."""
        return self._latest.get(card_id)


@functools.cache
def _read_by(history: GenerationHistory, version: str) -> Generations:
    return Generations.of(tuple(g for since, read in history if int(version) >= since
                                for g in read))


#: Generation 1 alone: ``REGISTRY``.
FIRST = Generations.of()
#: Every generation of scripted cards.
EVERY_GENERATION = Generations.up_to(LATEST_GENERATION)


def scripted(card_id: str, generations: Generations = FIRST) -> ScriptedCard | None:
    """How the engine plays ``card_id`` in ``generations`` (None: it is declared there): as
    the latest of them that scripts it (a later one may play more of a card's modes)."""
    found = generations.scripting(card_id)
    return None if found is None else _BY_GENERATION[found - 1][card_id]


def first_generation(card_id: str) -> int | None:
    """The first generation that scripts ``card_id`` (None: none does)."""
    return next((g for g, cards in enumerate(_BY_GENERATION, start=1) if card_id in cards),
                None)


def declared_mode(primitive: str, amount: int = 0) -> Mode:
    """The mode of a declared effect: one primitive, no conditions beyond its timing."""
    return _declared(VOCABULARY, primitive, amount)


def _declared(vocabulary: dict[str, Primitive], primitive: str, amount: int) -> Mode:
    if primitive not in vocabulary:
        raise ValueError(f"{primitive!r} is not a declarable effect; choose one of "
                         f"{', '.join(vocabulary)}")
    spec = vocabulary[primitive]
    if spec.has_amount:
        if amount == 0 or abs(amount) > MAX_DECLARED_AMOUNT:
            raise ValueError(f"{primitive} needs an amount from -{MAX_DECLARED_AMOUNT} to "
                             f"{MAX_DECLARED_AMOUNT}, not 0 or {amount}")
        if primitive in POSITIVE_ONLY and amount < 0:
            raise ValueError(f"a {primitive} needs a positive amount")
    elif amount:
        raise ValueError(f"{primitive} takes no amount")
    return Mode(primitive, (Effect(primitive, amount),), spec.target)


# -- the hazard side ---------------------------------------------------------------------------
# A hazard event revealed from a solo game's Hazard Pile is played by the player on behalf of
# the Shadow. A scripted hazard event offers its modes; any other one is played by declaring one
# of these primitives, recorded as a player ruling. Each targets the character the event was
# played on, the company, or a resource long-event in play.

TAP = "tap"
WOUND = "wound"
DISCARD_ITEM = "discard-item"
CORRUPTION = "corruption"
CORRUPTION_CHECK = "corruption-check"
ATTACK_STRIKES = "attack-strikes"
ATTACK_PROWESS = "attack-prowess"
HAZARD_LIMIT = "hazard-limit"
CANCEL_LONG_EVENT = "cancel-long-event"
NO_EFFECT = "no-effect"

#: When a hazard effect is used: as the event is revealed, in the movement/hazard phase.
ON_REVEAL = "reveal"

COMPANY = "company"  # the company as a whole
LONG_EVENT = "long-event"  # a resource long-event in play

HAZARD_VOCABULARY: dict[str, Primitive] = {p.name: p for p in (
    Primitive(TAP, ON_REVEAL, CHARACTER, False, "tap the character"),
    Primitive(WOUND, ON_REVEAL, CHARACTER, False, "wound the character"),
    Primitive(DISCARD_ITEM, ON_REVEAL, CHARACTER, False,
              "discard an item the character bears"),
    Primitive(CORRUPTION, ON_REVEAL, CHARACTER, True,
              "the event stays on the character and gives it corruption points"),
    Primitive(CORRUPTION_CHECK, ON_REVEAL, CHARACTER, False,
              "the character makes a corruption check"),
    Primitive(ATTACK_STRIKES, ON_REVEAL, COMPANY, True,
              "add strikes to the next attack on the company this turn"),
    Primitive(ATTACK_PROWESS, ON_REVEAL, COMPANY, True,
              "add prowess to the next attack on the company this turn"),
    Primitive(HAZARD_LIMIT, ON_REVEAL, COMPANY, True,
              "modify the company's hazard limit this turn"),
    Primitive(CANCEL_LONG_EVENT, ON_REVEAL, LONG_EVENT, False,
              "cancel and discard a resource long-event in play"),
    Primitive(NO_EFFECT, ON_REVEAL, NO_TARGET, False,
              "the event has no effect that applies now"),
)}

#: Primitives whose amount cannot be negative (a hazard strengthens, it never weakens).
POSITIVE_ONLY = frozenset({DRAW, COMPANY_BODY, CORRUPTION, ATTACK_STRIKES, ATTACK_PROWESS})

HAZARD_EVENT = "hazard-event"


def declared_hazard_mode(primitive: str, amount: int = 0) -> Mode:
    """The mode of a declared hazard effect: one primitive of the hazard vocabulary."""
    return _declared(HAZARD_VOCABULARY, primitive, amount)


SITE = "site"  # the company's new site

#: Hazard effects only scripted hazard events have (generation 2 of the hazard scripts): a
#: player cannot declare them.
CHARACTER_PROWESS = "character-prowess"
COMPANY_PROWESS_TURN = "company-prowess-turn"
GO_HOME = "go-home"
AUTOMATIC_ATTACK_PROWESS = "automatic-attack-prowess"
SITE_PHASE_LOST = "site-phase-lost"
GREED = "greed"
TREAT_REGION = "treat-region"
TREAT_SITE = "treat-site"
LURE_OF_POWER = "influence-corruption-check"
SITE_PHASE_NOTHING = "site-phase-nothing"
HAZARD_LIMIT_DOUBLED = "hazard-limit-doubled"
ONE_RING_CHECK = "one-ring-check"
PRECIOUS = "precious"
RING_BETRAYAL = "ring-betrayal"
FACTION_DISPERSES = "faction-disperses"
RACE_ATTACK = "race-attack"
DROWNING = "drowning"
STRIKE_FURY = "strike-fury"
HAZARD_SCRIPTED_ONLY: dict[str, Primitive] = {p.name: p for p in (
    Primitive(CHARACTER_PROWESS, ON_REVEAL, CHARACTER, True,
              "modify the character's prowess until the end of the turn"),
    Primitive(COMPANY_PROWESS_TURN, ON_REVEAL, COMPANY, True,
              "modify the prowess of every character in the company until the end of the "
              "turn"),
    Primitive(GO_HOME, ON_REVEAL, CHARACTER, True,
              "the character's player rolls 2D6 and adds his unused general influence: below "
              "the amount, the character goes back to the hand"),
    Primitive(AUTOMATIC_ATTACK_PROWESS, ON_REVEAL, SITE, True,
              "modify the prowess of one automatic-attack at the company's new site this "
              "turn"),
    Primitive(SITE_PHASE_LOST, ON_REVEAL, COMPANY, False,
              "the company moving to the site does nothing in its site phase unless a ranger "
              "in it taps"),
    Primitive(GREED, ON_REVEAL, SITE, False,
              "this turn each other character at the site makes a corruption check when an "
              "item is played there, less the item's corruption points"),
    Primitive(TREAT_REGION, ON_REVEAL, COMPANY, False,
              "one region of the company's site path counts as another type this turn"),
    Primitive(TREAT_SITE, ON_REVEAL, SITE, False,
              "the company's new site counts as another site type this turn"),
    Primitive(LURE_OF_POWER, ON_REVEAL, NO_TARGET, True,
              "the next character but a Hobbit to succeed in an influence attempt makes a "
              "corruption check modified by the amount, and the card is discarded then"),
    Primitive(SITE_PHASE_NOTHING, ON_REVEAL, COMPANY, False,
              "the company moving to the site does nothing in its site phase"),
    Primitive(HAZARD_LIMIT_DOUBLED, ON_REVEAL, COMPANY, False,
              "the company's hazard limit doubles for the rest of the turn"),
    Primitive(ONE_RING_CHECK, ON_REVEAL, CHARACTER, True,
              "The One Ring's bearer checks corruption, the amount his modifier"),
    Primitive(PRECIOUS, ON_REVEAL, CHARACTER, True,
              "a character in the company of The One Ring, not its bearer, makes a corruption "
              "check modified by the amount; failing, The One Ring is discarded with him"),
    Primitive(RING_BETRAYAL, ON_REVEAL, CHARACTER, True,
              "the bearer of a Ring makes a corruption check modified by the amount; failing, "
              "he loses the Ring and stays in play"),
    Primitive(FACTION_DISPERSES, ON_REVEAL, NO_TARGET, True,
              "a faction in play is discarded unless 2D6 plus the unused general influence "
              "reaches the amount"),
    Primitive(RACE_ATTACK, ON_REVEAL, COMPANY, True,
              "the next hazard creature attack of the races named on the company this turn "
              "gets the amount as prowess (and the strikes named)"),
    Primitive(DROWNING, ON_REVEAL, COMPANY, False,
              "the company loses one item and two cards of the hand picked at random"),
    Primitive(STRIKE_FURY, ON_REVEAL, COMPANY, True,
              "the first strike of the next hazard creature attack of the races named on the "
              "company this turn gets the amount as prowess; but a Nazgûl, the creature is "
              "then removed, its points to the defender"),
)}


@dataclass(frozen=True, slots=True)
class HazardMode:
    """One way to play a scripted hazard event: a mode, the race its target must have, and,
    for an amount that depends on the site path, the region type it counts."""

    mode: Mode
    per_region: str | None = None  # the amount is one for each region of this type
    environment_only: bool = False  # only environment long-events can be cancelled
    site_types: tuple[str, ...] = ()  # the company's new site must be of one of these types
    attacked_by: str | None = None  # the company must have faced an attack of this race
    unique_on: str | None = None  # cannot be duplicated on this: CHARACTER, SITE or COMPANY
    not_bearing: str | None = None  # the target must not bear the item of this name
    needs_in_play: str | None = None  # only with the hazard of this name in play
    moving_only: bool = False  # only on a company that moves to its new site
    treat: tuple[str, str] | None = None  # (region or site type, the type it counts as)
    unique_card: str | None = None  # cannot be duplicated: not while this card's is in force
    path_has: str | None = None  # the site path must hold a region of this type
    path_modifier: tuple[str, int] | None = None  # (region type, roll modifier) if in the path
    attack_races: tuple[str, ...] = ()  # the races of the attack a RACE_ATTACK mode waits for
    attack_strikes: int = 0  # the strikes a RACE_ATTACK mode adds


def _hazard(card_id: str, name: str, *modes: HazardMode) -> tuple[str, str,
                                                                   tuple[HazardMode, ...]]:
    return card_id, name, modes


def _one(name: str, primitive: str, amount: int = 0, **conditions: str | None) -> Mode:
    spec = HAZARD_VOCABULARY.get(primitive) or HAZARD_SCRIPTED_ONLY[primitive]
    return Mode(name, (Effect(primitive, amount),), spec.target, race=conditions.get("race"))


#: Hazard card id -> (name, modes). Corruption cards that stay on a character are played by
#: the rulesets from their catalog points; these are the other events scripted from their
#: printed facts. Listed in docs/resource-cards.md (hazard section).
HAZARD_REGISTRY: dict[str, tuple[str, tuple[HazardMode, ...]]] = {
    card_id: (name, modes) for card_id, name, modes in (
        _hazard("TW-68", "New Moon", HazardMode(_one("tap-elf", TAP, race="Elf"))),
        _hazard("TW-55", "Lost in the Wilderness",
                HazardMode(_one("limit", HAZARD_LIMIT, 1), per_region="wilderness")),
        _hazard("TW-51", "Lost in Border-lands",
                HazardMode(_one("limit", HAZARD_LIMIT, 1), per_region="border-land")),
        _hazard("TW-106", "Twilight",
                HazardMode(_one("cancel", CANCEL_LONG_EVENT), environment_only=True)),
        _hazard("TW-111", "Weariness of the Heart",
                HazardMode(_one("check", CORRUPTION_CHECK))),
    )}


TURN = "turn"  # cannot be duplicated at all while in effect this turn
DOORS_OF_NIGHT = "Doors of Night"
_RGO_HAZARDS = "tests/rules/test_road_goes_ever_on_hazard_scripts.py::"
_RGO_GEN3 = "tests/rules/test_road_goes_ever_on_hazard_generation_3.py::"
_RGO_GEN4 = "tests/rules/test_road_goes_ever_on_hazard_generation_4.py::"
_RGO_GEN5 = "tests/rules/test_road_goes_ever_on_hazard_generation_5.py::"
_RGO_GEN6 = "tests/rules/test_road_goes_ever_on_hazard_generation_6.py::"
_RGO_GEN7 = "tests/rules/test_road_goes_ever_on_hazard_generation_7.py::"


def _doors(name: str, primitive: str, treat: tuple[str, str]) -> HazardMode:
    return HazardMode(_one(name, primitive), treat=treat, needs_in_play=DOORS_OF_NIGHT)


#: The hazard events scripted after ``HAZARD_REGISTRY`` (generation 1), one dict a generation
#: (2, ...): a ruleset version plays every generation up to its own (``scripted_hazard(card,
#: generation)``; unlike ``LATER``'s, no ruleset has needed to leave one out); a card of a
#: later generation is declared in earlier ones. A card with several modes that apply has one
#: picked at random.
HAZARD_LATER: tuple[dict[str, tuple[str, tuple[HazardMode, ...]]], ...] = (
    {card_id: (name, modes) for card_id, name, modes in (
        _hazard("TW-111", "Weariness of the Heart",
                HazardMode(_one("prowess", CHARACTER_PROWESS, -1), unique_on=CHARACTER),
                HazardMode(_one("check", CORRUPTION_CHECK))),
        _hazard("TW-68", "New Moon", HazardMode(_one("tap-elf", TAP, race="Elf")),
                _doors("free-domain", TREAT_REGION, ("free-domain", "border-land")),
                _doors("free-hold", TREAT_SITE, ("free-hold", "border-hold"))),
        _hazard("TW-21", "Choking Shadows",
                HazardMode(_one("automatic-attack", AUTOMATIC_ATTACK_PROWESS, 2),
                           site_types=("ruins-and-lairs",), unique_on=TURN),
                _doors("wilderness", TREAT_REGION, ("wilderness", "shadow-land")),
                _doors("ruins-and-lairs", TREAT_SITE, ("ruins-and-lairs", "shadow-hold"))),
        _hazard("TW-7", "Arouse Minions",
                HazardMode(_one("automatic-attack", AUTOMATIC_ATTACK_PROWESS, 3),
                           site_types=("shadow-hold", "dark-hold"), unique_on=SITE)),
        _hazard("TW-6", "Arouse Denizens",
                HazardMode(_one("automatic-attack", AUTOMATIC_ATTACK_PROWESS, 3),
                           site_types=("ruins-and-lairs",), unique_on=SITE)),
        _hazard("TW-18", "Call of Home",
                HazardMode(_one("go-home", GO_HOME, 10), not_bearing="The One Ring")),
        _hazard("TW-104", "Tookish Blood",
                HazardMode(_one("go-home", GO_HOME, 11, race="Hobbit"))),
        _hazard("TW-84", "River", HazardMode(_one("river", SITE_PHASE_LOST), moving_only=True)),
        _hazard("TW-42", "Greed", HazardMode(_one("greed", GREED), unique_on=SITE)),
        _hazard("TW-115", "Words of Power and Terror",
                HazardMode(_one("terror", COMPANY_PROWESS_TURN, -1), attacked_by="Nazgûl",
                           unique_on=COMPANY)),
    )},
    # Generation 3: Gloom (on a moving company, not twice in a turn) and Lure of Power.
    {card_id: (name, modes) for card_id, name, modes in (
        _hazard("TW-41", "Gloom",
                HazardMode(_one("prowess", CHARACTER_PROWESS, -1), moving_only=True,
                           unique_card="TW-41"),
                replace(_doors("border-land", TREAT_REGION, ("border-land", "wilderness")),
                        moving_only=True, unique_card="TW-41"),
                replace(_doors("border-hold", TREAT_SITE, ("border-hold", "ruins-and-lairs")),
                        moving_only=True, unique_card="TW-41")),
        _hazard("TW-59", "Lure of Power", HazardMode(_one("lure", LURE_OF_POWER, -4))),
    )},
    # Generation 4: the site path's hazards (Lost in ..., Call of the Sea) and Awaken the
    # Earth's Fire, which cannot be duplicated.
    {card_id: (name, modes) for card_id, name, modes in (
        _hazard("TW-54", "Lost in Shadow-lands",
                HazardMode(_one("limit", HAZARD_LIMIT, 1), per_region="shadow-land",
                           moving_only=True)),
        _hazard("TW-52", "Lost in Dark-domains",
                HazardMode(_one("limit", HAZARD_LIMIT_DOUBLED), moving_only=True,
                           path_has="dark-domain")),
        _hazard("TW-53", "Lost in Free-domains",
                HazardMode(_one("lost", SITE_PHASE_NOTHING), moving_only=True,
                           path_has="free-domain")),
        _hazard("TW-50", "Lost at Sea",
                HazardMode(_one("lost", SITE_PHASE_NOTHING), moving_only=True,
                           path_has="coastal-sea")),
        _hazard("TW-19", "Call of the Sea",
                HazardMode(_one("go-home", GO_HOME, 10, race="Elf"),
                           path_modifier=("coastal-sea", -3))),
        _hazard("TW-11", "Awaken the Earth’s Fire",
                HazardMode(_one("automatic-attack", AUTOMATIC_ATTACK_PROWESS, 2),
                           site_types=("shadow-hold", "dark-hold"), unique_card="TW-11"),
                replace(_doors("shadow-land", TREAT_REGION, ("shadow-land", "dark-domain")),
                        unique_card="TW-11"),
                replace(_doors("shadow-hold", TREAT_SITE, ("shadow-hold", "dark-hold")),
                        unique_card="TW-11")),
    )},
    # Generation 5: the events on a Ring's bearer or company, and Muster Disperses.
    {card_id: (name, modes) for card_id, name, modes in (
        _hazard("TW-101", "The Will of the Ring", HazardMode(_one("check", ONE_RING_CHECK, -4))),
        _hazard("TW-98", "The Precious", HazardMode(_one("check", PRECIOUS, -2))),
        _hazard("TW-99", "The Ring’s Betrayal", HazardMode(_one("check", RING_BETRAYAL, -2))),
        _hazard("TW-67", "Muster Disperses",
                HazardMode(_one("disperse", FACTION_DISPERSES, 11))),
    )},
    # Generation 6: the next Dragon or Nazgûl attack strengthened, and Drowning Seas.
    {card_id: (name, modes) for card_id, name, modes in (
        _hazard("TW-29", "Dragon’s Desolation",
                HazardMode(_one("dragon", RACE_ATTACK, 2), attack_races=("Dragon",))),
        _hazard("TW-33", "Fell Beast",
                HazardMode(_one("nazgul", RACE_ATTACK, -2), attack_races=("Nazgûl",),
                           attack_strikes=1)),
        _hazard("TW-30", "Drowning Seas",
                HazardMode(_one("drown", DROWNING), moving_only=True, path_has="coastal-sea")),
    )},
    # Generation 7: Fury of the Iron Crown, unique, on the next attack of its races.
    {card_id: (name, modes) for card_id, name, modes in (
        _hazard("TW-492", "Fury of the Iron Crown",
                HazardMode(_one("fury", STRIKE_FURY, 4),
                           attack_races=("Orcs", "Trolls", "Men", "Nazgûl"),
                           unique_card="TW-492")),
    )},
)

#: The latest generation of scripted hazard events.
LATEST_HAZARD_GENERATION = 1 + len(HAZARD_LATER)
#: What generation 1 leaves out of a card a later generation plays in full.
FIRST_GENERATION_MISSING = {"TW-68": "the alternative when Doors of Night is in play",
                            "TW-111": "the -1 prowess alternative"}


#: What a scripted hazard event or long-event does that its script does not play ("": played
#: in full) and the test that proves the script, by card id (``redbook cards --coverage``).
HAZARD_NOTES: dict[str, tuple[str, str]] = {
    "TW-68": ("", _RGO_HAZARDS + "test_with_doors_of_night_new_moon_treats_a_free_domain_or_"
                                 "a_free_hold"),
    "TW-55": ("", "tests/engine/test_effects_hazard.py::"
                  "test_lost_in_the_wilderness_counts_the_wildernesses"),
    "TW-51": ("", _COVERAGE + "test_lost_in_border_lands_counts_the_border_lands"),
    "TW-106": ("its play as a resource; hazard environments are not canceled",
               "tests/rules/test_road_goes_ever_on_hazard_choices.py::"
               "test_twilight_cancels_a_resource_environment_in_play"),
    "TW-111": ("", _RGO_HAZARDS + "test_weariness_of_the_heart_may_take_one_prowess_until_"
                                  "the_end_of_the_turn"),
    "TW-21": ("", _RGO_HAZARDS + "test_choking_shadows_adds_two_at_a_ruins_and_lairs_once_a_"
                                 "turn"),
    "TW-7": ("", _RGO_HAZARDS + "test_arouse_minions_adds_three_to_one_automatic_attack_at_a_"
                                "shadow_hold"),
    "TW-6": ("", _RGO_HAZARDS + "test_arouse_denizens_adds_three_at_a_ruins_and_lairs_only"),
    "TW-18": ("", _RGO_HAZARDS + "test_call_of_home_sends_a_character_home_below_ten_with_"
                                 "unused_influence"),
    "TW-104": ("its play as a resource (the player holds no hazard card in a solo game)",
               _RGO_HAZARDS + "test_a_character_going_home_leaves_his_first_item_to_a_"
                              "companion"),
    "TW-84": ("", _RGO_HAZARDS + "test_river_stops_the_site_phase_until_a_ranger_taps"),
    "TW-42": ("", _RGO_HAZARDS + "test_greed_makes_the_others_check_less_the_items_points"),
    "TW-41": ("", _RGO_GEN3 + "test_gloom_takes_one_prowess_from_a_character_of_a_moving_"
                              "company"),
    "TW-59": ("", _RGO_GEN3 + "test_lure_of_power_checks_the_next_non_hobbit_to_influence_"
                              "at_minus_four"),
    "TW-115": ("", _RGO_HAZARDS + "test_words_of_power_and_terror_needs_a_nazgul_attack_on_"
                                  "the_company"),
    "TW-54": ("", _RGO_GEN4 + "test_lost_in_shadow_lands_adds_one_to_the_limit_for_each_"
                              "shadow_land"),
    "TW-52": ("", _RGO_GEN4 + "test_lost_in_dark_domains_doubles_the_limit_with_a_dark_domain_"
                              "in_the_path"),
    "TW-53": ("", _RGO_GEN4 + "test_lost_in_free_domains_leaves_the_company_nothing_in_its_"
                              "site_phase"),
    "TW-50": ("", _RGO_GEN4 + "test_lost_at_sea_leaves_the_company_nothing_in_its_site_phase"),
    "TW-19": ("", _RGO_GEN4 + "test_call_of_the_sea_takes_three_from_an_elf_crossing_a_"
                              "coastal_sea"),
    "TW-11": ("", _RGO_GEN4 + "test_awaken_the_earths_fire_adds_two_at_a_shadow_hold_once_a_"
                              "turn"),
    "TW-101": ("", _RGO_GEN5 + "test_the_will_of_the_ring_checks_the_bearer_of_the_one_ring_at_"
                               "minus_four"),
    "TW-98": ("", _RGO_GEN5 + "test_the_precious_takes_the_one_ring_with_a_companion_who_"
                              "fails"),
    "TW-99": ("", _RGO_GEN5 + "test_the_rings_betrayal_takes_the_ring_and_leaves_its_bearer"),
    "TW-67": ("", _RGO_GEN5 + "test_muster_disperses_discards_a_faction_below_eleven"),
    "TW-29": ("the alternative that lets a Dragon attack a company at a Ruins & Lairs with two "
              "Wildernesses in its site path (one with Doors of Night)",
              _RGO_GEN6 + "test_dragons_desolation_strengthens_the_next_dragon_attack"),
    "TW-33": ("the attacker's choice of the defenders; a Nazgûl keyed to a Shadow-land or "
              "Shadow-hold by it",
              _RGO_GEN6 + "test_fell_beast_gives_the_next_nazgul_attack_a_strike_and_minus_two"),
    "TW-30": ("the alternative with Doors of Night in play: the company back to its site of "
              "origin",
              _RGO_GEN6 + "test_drowning_seas_takes_an_item_and_two_cards_of_the_hand"),
    "TW-492": ("the defender's play of The Iron Crown from his hand (it is no card of the "
               "player's deck here); the strike it strengthens is the first one resolved",
               _RGO_GEN7 + "test_fury_of_the_iron_crown_strengthens_one_strike_then_removes_"
                           "the_creature"),
    "TW-32": ("the alternative when Doors of Night is in play",
              "tests/rules/test_road_goes_ever_on_long_events.py::"
              "test_eye_of_sauron_strengthens_automatic_attacks_only"),
    "TW-108": ("the alternative when Doors of Night is in play; that it cannot be duplicated",
               "tests/rules/test_there_and_back_again_combat.py::"
               "test_wake_of_war_after_the_second_wolf_spider_or_animal"),
    "TW-61": ("the alternative when Doors of Night is in play; that it cannot be duplicated",
              "tests/rules/test_there_and_back_again_combat.py::"
              "test_minions_stir_after_the_second_orc_or_troll"),
}


def scripted_hazard(card_id: str, generation: int = 1) -> tuple[HazardMode, ...] | None:
    """The modes of a scripted hazard event in ``generation`` (the latest generation up to it
    that scripts the card), or None when its effect must be declared there."""
    for cards in reversed((HAZARD_REGISTRY, *HAZARD_LATER[:max(0, generation - 1)])):
        if card_id in cards:
            return cards[card_id][1]
    return None


def hazard_generation(card_id: str) -> int | None:
    """The first generation that scripts a hazard event (None: none does)."""
    for generation, cards in enumerate((HAZARD_REGISTRY, *HAZARD_LATER), start=1):
        if card_id in cards:
            return generation
    return None


# -- hazard long-events: what they do while in play -------------------------------------------

ATTACKS_STRIKES = "attacks-strikes"
ATTACKS_PROWESS = "attacks-prowess"

#: When a long-event's effect is used: every time it applies while the event is in play.
WHILE_IN_PLAY = "in-play"

HAZARD_LONG_VOCABULARY: dict[str, Primitive] = {p.name: p for p in (
    Primitive(ATTACKS_STRIKES, WHILE_IN_PLAY, COMPANY, True,
              "add strikes to every attack (of the races named) while the event is in play"),
    Primitive(ATTACKS_PROWESS, WHILE_IN_PLAY, COMPANY, True,
              "add prowess to every attack (of the races named) while the event is in play"),
    Primitive(HAZARD_LIMIT, WHILE_IN_PLAY, COMPANY, True,
              "modify the hazard limit while the event is in play"),
    Primitive(NO_EFFECT, WHILE_IN_PLAY, NO_TARGET, False,
              "the event has no effect the game plays"),
)}


@dataclass(frozen=True, slots=True)
class AttackModifier:
    """What a long-event adds to attacks while it is in play: to attacks of ``races`` (every
    attack when empty), or to automatic-attacks only."""

    strikes: int = 0
    prowess: int = 0
    races: tuple[str, ...] = ()
    automatic_only: bool = False

    def applies(self, races: tuple[str, ...], automatic: bool) -> bool:
        if self.automatic_only and not automatic:
            return False
        return not self.races or any(r in self.races for r in races)


#: Hazard long-event card id -> (name, modifier), scripted from their printed facts; the
#: variants that need Doors of Night in play are not scripted. Listed in
#: docs/road-goes-ever-on.md.
HAZARD_LONG_REGISTRY: dict[str, tuple[str, AttackModifier]] = {
    "TW-32": ("Eye of Sauron", AttackModifier(prowess=1, automatic_only=True)),
    "TW-108": ("Wake of War", AttackModifier(1, 1, ("Wolves", "Spiders", "Animals"))),
    "TW-61": ("Minions Stir", AttackModifier(1, 1, ("Orcs", "Trolls"))),
}


def scripted_long_event(card_id: str) -> AttackModifier | None:
    """The modifier of a scripted hazard long-event, or None when it must be declared."""
    found = HAZARD_LONG_REGISTRY.get(card_id)
    return found[1] if found else None
