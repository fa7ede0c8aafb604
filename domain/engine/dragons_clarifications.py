"""The Dragons' clarifications of standard rules: the hazard limit, a character facing several
strikes, removing corruption cards, the sideboard, region movement and the rulings of 11/3/97
(clauses ``TD-HLIM-*``, ``TD-MULTI-*``, ``TD-CORR-*``, ``TD-SIDE-*``, ``TD-REGMOV-*``,
``TD-RULING-*``, Stay Her Appetite read with its erratum). Pure functions; a ruleset rolls
and counts, these say what follows."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from domain.engine.characters import Character
from domain.engine.combat import StrikeModifiers, after_strike, strike_prowess
from domain.engine.hazard_limit import base_hazard_limit

LIMIT_SET = "TD-HLIM-1"
EARLY_MODIFIERS = "TD-HLIM-2"
LATE_MODIFIERS = "TD-HLIM-3"
SITE_PHASE_IGNORED = "TD-HLIM-4"
ALREADY_PLAYED = "TD-HLIM-5"
SEPARATE_SEQUENCES = "TD-MULTI-1"
CARRIED_STATE = "TD-MULTI-2"
CANCELLED = "TD-MULTI-3"
IGNORE_TAP = "TD-CORR-1"
ONCE_A_TURN = "TD-CORR-2"
SIDEBOARD_SIZE = "TD-SIDE-1"
SIDEBOARD_ACCESS = "TD-SIDE-2"
LIMIT_HALVED = "TD-SIDE-3"
REGION_CARDS = "TD-REGMOV-1"
REGION_CARDS_EXTRA = "TD-REGMOV-2"
LEAVES_PLAY = "TD-RULING-1"
ERRATUM = "TD-RULING-2"

#: Removing a corruption card without tapping: -3 to the roll (TD-CORR-1).
UNTAPPED_REMOVAL = -3
REGIONS, REGIONS_AT_MOST = 4, 6
#: Stay Her Appetite's margin as the erratum reads it: five, where the printing said two
#: (TD-RULING-2).
APPETITE_MARGIN = 5
SIDEBOARD_CARDS = 5  # moved to the discard pile (TD-SIDE-2)
PLAY_DECK_AT_LEAST = 5  # for one sideboard card to go into the play deck (TD-SIDE-2)
NO_MODIFIERS = StrikeModifiers()


# -- the hazard limit --------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class LimitModifier:
    """A card's change to a company's hazard limit: ``amount`` added, or ``halve`` (rounded
    up), as its text says."""

    source: str
    amount: int = 0
    halve: bool = False

    def apply(self, limit: int) -> int:
        return (limit + 1) // 2 if self.halve else limit + self.amount


@dataclass(frozen=True, slots=True)
class HazardLimit:
    """A company's hazard limit through its movement/hazard phase. The base is set when the
    company reveals its new site or announces the phase's start (TD-HLIM-1); modifiers played
    before that are applied to it at once, in the order its controller chose (TD-HLIM-2);
    later ones apply as they resolve (TD-HLIM-3)."""

    limit: int

    @classmethod
    def at_start(cls, company_size: int, sideboard_accessed: bool,
                 early: Sequence[LimitModifier]) -> HazardLimit:
        """``early`` in the controller's chosen order; halved after the hazard player took
        from the sideboard (TD-SIDE-3, CoE 2.IV.iii.1)."""
        limit = base_hazard_limit(company_size, sideboard_accessed)
        for modifier in early:
            limit = modifier.apply(limit)
        return cls(max(limit, 0))

    def resolved(self, modifier: LimitModifier, site_phase: bool = False) -> HazardLimit:
        """The limit after ``modifier`` resolves; during the site phase a change to the hazard
        limit is ignored (TD-HLIM-4)."""
        if site_phase:
            return self
        return HazardLimit(max(modifier.apply(self.limit), 0))

    def may_play(self, counted: int) -> bool:
        """Another hazard may be announced while fewer than the limit count against it. A
        reduction takes back nothing already announced and played (TD-HLIM-5): those stay,
        only further hazards are refused."""
        return counted < self.limit


# -- several strikes on one character ----------------------------------------------------------

def strike_prowesses(character: Character, results: Sequence[str],
                     mods: StrikeModifiers = NO_MODIFIERS) -> list[int]:
    """The character's prowess against each of the strikes of one attack assigned to it, in
    order: a separate strike sequence each (TD-MULTI-1), each after the state the earlier ones
    left, tapped -1 or wounded -2 (TD-MULTI-2). ``results`` are the earlier strikes' results
    (``combat.FAILED``, ``SUCCEEDED``, ``INEFFECTUAL``), one fewer than the strikes or as many;
    ``mods.stay_untapped`` applies to the first."""
    out = []
    current = character
    for index in range(len(results) + 1):
        first = index == 0
        out.append(strike_prowess(current, mods if first else StrikeModifiers(
            prowess_bonus=mods.prowess_bonus)))
        if index < len(results):
            current = after_strike(current, results[index], first and mods.stay_untapped)
    return out


def strikes_left(assigned: int, faced: int, still_in_play: bool) -> int:
    """The strikes still to face: none once the character is eliminated or removed from play
    (TD-MULTI-3)."""
    return assigned - faced if still_in_play else 0


# -- removing corruption cards -----------------------------------------------------------------

def removal_problem(character: Character, ignore_tap: bool,
                    tried_untapped_this_turn: bool) -> tuple[str, str] | None:
    """Why ``character`` cannot try to remove a corruption card now (message, clause), or None.
    Tapping is needed unless the character ignores it (TD-CORR-1), which it may do once per
    card each turn (TD-CORR-2), tapped or wounded or not."""
    if ignore_tap:
        if tried_untapped_this_turn:
            return f"{character.name} has already tried to remove this card without tapping " \
                   "this turn", ONCE_A_TURN
        return None
    if not character.untapped:
        return f"{character.name} is {character.state}: removing it by tapping needs an " \
               "untapped character", IGNORE_TAP
    return None


def removal_modifier(ignore_tap: bool) -> int:
    return UNTAPPED_REMOVAL if ignore_tap else 0


def removed(roll_total: int, ignore_tap: bool, needed: int) -> bool:
    """The card is removed on a result strictly greater than the card's number, after the -3
    when the tap was ignored (TD-CORR-1, TD-CORR-3)."""
    return roll_total + removal_modifier(ignore_tap) > needed


# -- the sideboard -----------------------------------------------------------------------------

def sideboard_size(decks: int) -> int:
    """Twenty cards for the 1- and 2-deck games, five more for each further deck (TD-SIDE-1:
    the standard 15, 20, ... raised by 5)."""
    return 20 + 5 * max(decks - 2, 0)


def sideboard_access_problem(wizard_in_play: bool, to_discard: int, to_play_deck: int,
                             play_deck: int) -> tuple[str, str] | None:
    """Why the hazard player cannot take from the sideboard at the end of the opponent's untap
    phase (message, clause), or None: only with the opponent's Wizard in play, up to five
    hazards to the discard pile, or one into a play deck of at least five cards (TD-SIDE-2)."""
    if not wizard_in_play:
        return "the sideboard is reached only while the opponent's Wizard is in play", \
            SIDEBOARD_ACCESS
    if to_discard and to_play_deck:
        return "either up to five hazards to the discard pile or one into the play deck, " \
               "not both", SIDEBOARD_ACCESS
    if to_discard > SIDEBOARD_CARDS:
        return f"at most {SIDEBOARD_CARDS} hazards go to the discard pile, not " \
               f"{to_discard}", SIDEBOARD_ACCESS
    if to_play_deck > 1:
        return f"one hazard goes into the play deck, not {to_play_deck}", SIDEBOARD_ACCESS
    if to_play_deck and play_deck < PLAY_DECK_AT_LEAST:
        return f"the play deck holds {play_deck} cards: one from the sideboard needs at " \
               f"least {PLAY_DECK_AT_LEAST}", SIDEBOARD_ACCESS
    if not to_discard and not to_play_deck:
        return "nothing is taken from the sideboard", SIDEBOARD_ACCESS
    return None


# -- region movement ---------------------------------------------------------------------------

def region_movement_problem(regions: int, extra_allowed: int = 0) -> tuple[str, str] | None:
    """Region movement lays down at most four region cards (TD-REGMOV-1); effects allowing
    more never reach beyond six (TD-REGMOV-2)."""
    if extra_allowed:
        most = min(REGIONS + extra_allowed, REGIONS_AT_MOST)
        if regions > most:
            clause = REGION_CARDS_EXTRA if REGIONS + extra_allowed > REGIONS_AT_MOST \
                else REGION_CARDS
            return f"region movement uses at most {most} regions here, not {regions}", clause
        return None
    if regions > REGIONS:
        return f"region movement lays down at most {REGIONS} region cards, not {regions}", \
            REGION_CARDS
    return None


# -- the rulings of 11/3/97 --------------------------------------------------------------------

def in_effect(sources: Sequence[str], in_play: Sequence[str]) -> list[str]:
    """The effects' sources that still act: a card that leaves active play, back to the hand
    too, stops having any effect at once (TD-RULING-1)."""
    return [s for s in sources if s in in_play]


def ally_turns(roll: int, ally_mind: int, unused_general_influence: int,
               unused_direct_influence: int) -> bool:
    """Stay Her Appetite: whether the ally turns on the character controlling it. It does when
    the roll plus the ally's mind is greater than the unused general influence of its player
    plus its controller's unused direct influence plus five, the erratum's number
    (TD-RULING-2)."""
    return roll + ally_mind > unused_general_influence + unused_direct_influence \
        + APPETITE_MARGIN
