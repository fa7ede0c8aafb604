"""The immutable state of a Solitaire Variant game.

Cards in play are *instances*: a card id (``"TW-120"``), or ``"TW-120#2"`` for the second copy of
the same card in a deck list, so every card on the table has an id of its own and actions built
from ids stay unambiguous. :func:`card_id` strips the copy number for catalog look-ups.

The play runs as a small state machine: ``step`` names the part of the turn, and the fields
below it hold the work in progress (the hazard being resolved, the strike or check waiting for
its roll, the attempt waiting for assistants). Every field changes only through a fact.
"""

from __future__ import annotations

from dataclasses import dataclass

from domain.immutable import direct_init, replace

#: The six decks, in the order the document introduces them.
DECKS: tuple[str, ...] = ("regions", "hazards", "sites", "resources", "characters", "items")

#: A member's condition. A wounded member is not also "tapped": healing makes it tapped.
UNTAPPED, TAPPED, WOUNDED = "untapped", "tapped", "wounded"

#: How names compare when the company is ordered (SV1-SETUP-8): as a reader alphabetizes them
#: (from ruleset version 2), or by raw code points (version 1, kept to replay its games).
READER, CODE_POINTS = "reader", "code points"

#: Steps of a turn (``over`` once the game has ended).
TURN, HAZARDS, RESOURCES, ATTEMPTS, OVER = "turn", "hazards", "resources", "attempts", "over"


def card_id(instance: str) -> str:
    """The catalog id of a card instance (``"TW-120#2"`` -> ``"TW-120"``)."""
    return instance.partition("#")[0]


@direct_init
@dataclass(frozen=True, slots=True)
class Pile:
    """A deck: its face-down draw pile (top card first) and its discard pile."""

    draw: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()


@direct_init
@dataclass(frozen=True, slots=True)
class Item:
    card: str
    combat: bool  # has a prowess/body modifier in its shield (SV1-ACQ-5 slot kind)
    tapped: bool = False


@direct_init
@dataclass(frozen=True, slots=True)
class Member:
    card: str
    status: str = UNTAPPED
    items: tuple[Item, ...] = ()
    recruited: bool = False  # joined this turn: may still attempt item acquirement (SV1-RCH-5)


@direct_init
@dataclass(frozen=True, slots=True)
class Scored:
    """A card in the marshalling point pile; ``inverted`` cards count negative (SV1-HAZ-4H2)."""

    card: str
    category: str  # "character" | "ally" | "item" | "faction" | "kill"
    points: int
    inverted: bool = False


@direct_init
@dataclass(frozen=True, slots=True)
class Roll:
    """A roll waiting to be made, for which untapped members may still tap to assist.

    ``kind``: ``"strike"`` (the member's prowess roll), ``"body"`` (the member's body check) or
    ``"attempt"`` (item acquirement or recruitment).
    """

    kind: str
    member: str
    assists: tuple[str, ...] = ()


@direct_init
@dataclass(frozen=True, slots=True)
class HazardInPlay:
    """The hazard being resolved (SV1-HAZ-2: one at a time)."""

    card: str
    nature: str  # "combat" | "permanent" | "long" | "short"
    targets: tuple[str, ...] = ()  # strikes (combat) or body checks (permanent) still to come
    roll: Roll | None = None  # the strike or check in progress
    taps: bool = False  # the current striken member tapped to face the strike (SV1-HAZ-4D)
    hazard_body_check: bool = False  # the current strike was won: the hazard checks its body
    defeated: int = 0  # strikes defeated so far
    undefeated: int = 0  # strikes lost or tied so far
    choice: tuple[str, ...] = ()  # short event: the member or items that may tap (SV1-ACQ-3B)
    struck: tuple[str, ...] = ()  # every member assigned one of its strikes (SV1-HAZ-4C)


@direct_init
@dataclass(frozen=True, slots=True)
class Attempt:
    """An attempt of step 5 in progress (SV1-SEQ-5)."""

    card: str
    kind: str  # "item" | "character" | "faction"
    member: str
    needed: int
    roll: Roll | None = None  # waiting for assistants
    placing: bool = False  # acquired item waiting to be assigned, swapped or piled (SV1-ACQ-2)
    replacing: bool = False  # recruit waiting for the member it replaces (SV1-RCH-2A)


# Without slots: evolving copies the state with a field or two changed, and its instance
# dictionary is copied in one step where nineteen slots are set one by one
# (domain.immutable.replace).
@dataclass(frozen=True)
class SolitaireState:
    decks: tuple[Pile, ...]  # in DECKS order
    company: tuple[Member, ...] = ()
    pile: tuple[Scored, ...] = ()  # the marshalling point pile
    turn: int = 0
    step: str = TURN
    regions: tuple[str, ...] = ()  # face up this turn (SV1-HAZ-1)
    hazards_left: int = 0  # still to draw this phase (SV1-HAZ-2)
    hazard: HazardInPlay | None = None
    spent: tuple[str, ...] = ()  # hazards resolved this phase, for the discard (SV1-HAZ-7)
    site: str | None = None
    resources: tuple[str, ...] = ()  # drawn and not yet used (SV1-RES-3)
    used: tuple[str, ...] = ()  # resources used this phase, for the discard (SV1-RES-4)
    offered: tuple[str, ...] = ()  # drawn in step 4 and not yet recruited or acquired
    attempt: Attempt | None = None
    outcome: str | None = None  # "won" | "lost" once over
    end_reason: str | None = None
    final_score: int | None = None
    names: str = READER  # how names compare in the company's order (READER or CODE_POINTS)
    explains: bool = True  # roll outcomes carry their check (version 3 on)

    # -- reading ----------------------------------------------------------------------------
    def deck(self, name: str) -> Pile:
        return self.decks[DECKS.index(name)]

    def member(self, card: str) -> Member | None:
        for member in self.company:
            if member.card == card:
                return member
        return None

    def bearer(self, item: str) -> Member | None:
        for member in self.company:
            if any(held.card == item for held in member.items):
                return member
        return None

    # -- changing (used by evolve only) -----------------------------------------------------
    def with_deck(self, name: str, pile: Pile) -> SolitaireState:
        decks = list(self.decks)
        decks[DECKS.index(name)] = pile
        return replace(self, decks=tuple(decks))

    def with_member(self, member: Member) -> SolitaireState:
        return replace(self, company=tuple(member if m.card == member.card else m
                                           for m in self.company))
