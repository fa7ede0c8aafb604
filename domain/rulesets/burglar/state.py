"""The immutable state of a Burglar Wants a Good Job game: the Hobbit family's state with the
site deck, the face-down hazard hand, the Hands, the long-events in play, the burglaries and
the four tasks."""

from __future__ import annotations

from dataclasses import dataclass

from domain.engine.sacrifice_of_form import Sacrifice
from domain.rulesets.hobbit.blade_untap import UNTAP_AWAITED as UNTAP_AWAITED
from domain.rulesets.hobbit.state import HobbitState

#: Steps where the game waits for the player (besides the family's).
DRAW_RESOURCES = "draw-resources"  # BWJ-SEQ-6/8: how many resource cards to draw
LONG_EVENTS = "long-events"  # CoE 2.III: resource long-events may be played
BURGLED = "burgled"  # BWJ-BURG-5: one item may be played with the Burglar
OPTIONAL_DISCARD = "optional-discard"  # BWJ-SEQ-18: the player may discard one card
HAZARDS = "hazards"  # BWJ-SEQ-10: hazards are being revealed and played
ADJUST = "adjust"  # BWJ-SEQ-16: the resource hand is brought to five
BRIDGE = "bridge"  # the company at a Haven may play Bridge to move on (hobbit.flights)
HAZARD_CANCEL = "hazard-cancel"  # an ally may cancel the hazard waiting (ally_hazard_cancels)

#: The four tasks of the Burglar's test (BWJ-OBJ-1..4), in order.
DRAGON, ORCS, SPYING, RESCUE = "dragon-hoard", "orc-stronghold", "spying", "rescue"
TASKS: tuple[str, ...] = (DRAGON, ORCS, SPYING, RESCUE)


@dataclass(frozen=True)  # no slots, as HobbitState's (its dictionary copied per event)
class State(HobbitState):
    start_item: str = ""  # BWJ-SETUP-2, until the company is formed
    home: str = ""  # BWJ-SETUP-15: the Burglar's home site (card id)
    sites: tuple[str, ...] = ()  # the site deck: where the company may go (card ids)
    origin: str = ""  # the site the company left this turn
    hazard_hand: tuple[str, ...] = ()  # face down, in the order drawn (BWJ-SEQ-9)
    hazard_limit: int = 0  # fixed at the start of the movement/hazard phase (BWJ-SEQ-13)
    hazards_played: int = 0
    resource_draws: int = 0  # the most the player may draw this phase (BWJ-SEQ-6/8)
    hands: tuple[tuple[str, int], ...] = ()  # Hand -> the turn it was played (BWJ-HAND-3)
    long_events: tuple[tuple[str, int], ...] = ()  # long-event in play -> turn played
    environments: tuple[str, ...] = ()  # hazard permanent environments in play (version 7 on)
    #: What hazard short-events left in force this turn: (card, effect, target, amount)
    #: (``hobbit.hazard_events``, version 24 on).
    hazard_effects: tuple[tuple[str, str, str, int], ...] = ()
    #: The site path as hazard long-events in play treat it this turn (() as it is;
    #: ``hazard_long_events``, version 38 on).
    path_treated: tuple[str, ...] = ()
    sieges: tuple[tuple[str, str], ...] = ()  # Siege -> the site it is on (``siege``)
    #: Corruption cards on characters: (bearer, card, points), in the order played
    #: (``corruption_cards``, version 72 on).
    corruption: tuple[tuple[str, str, int], ...] = ()
    removal_tried: tuple[str, ...] = ()  # corruption cards rolled for this turn (CoE 7.3)
    #: The characters a corruption card was played on this turn (``blades``).
    corrupted: tuple[str, ...] = ()
    #: Morgul-knife and The Pale Sword played on the Nazgûl attack under way (``blades``).
    blades: tuple[str, ...] = ()
    #: The characters who tried to remove a blade in this untap phase, instead of untapping or
    #: healing (``blades``).
    untap_forgone: tuple[str, ...] = ()
    #: The Traitors in play, waiting for a character's failed corruption check (``traitor``).
    traitors: tuple[str, ...] = ()
    #: (traitor, prowess) of each attack a Traitor turned makes once no attack is under way.
    traitor_attacks: tuple[tuple[str, int], ...] = ()
    #: The characters and allies of the company a Fellowship in play was played on (() none;
    #: ``permanent_events``).
    fellowship: tuple[str, ...] = ()
    #: (card, character) of the permanent-events in play on a character that give him a
    #: skill (Swordmaster; ``permanent_events``).
    skill_cards: tuple[tuple[str, str], ...] = ()
    #: (card, character) of the resource permanent-events in play kept with a character that
    #: give him no skill (Return of the King; ``return_of_the_king``).
    character_cards: tuple[tuple[str, str], ...] = ()
    #: The resource permanent-events in play on no character and no environment (The White
    #: Tree; ``white_tree``).
    permanents: tuple[str, ...] = ()
    #: (Andúril, Narsil): Andúril placed with that Narsil (None: not; ``anduril``).
    anduril: tuple[str, str] | None = None
    #: The site Morannon in play stands for ("": none; ``morannon``).
    morannon: str = ""
    #: Sacrifice of Form in play, with its Wizard or his items set aside (``sacrifice_of_form``).
    sacrifices: tuple[Sacrifice, ...] = ()
    #: (card, target) of the hazard waiting for an ally's cancel before it is played (()
    #: none; ``ally_hazard_cancels``).
    hazard_cancel: tuple[str, ...] = ()
    burglary_tried: bool = False  # this turn (BWJ-BURG-2)
    #: (stream, index) of the last successful burglary's roll (None: none recorded).
    burglary_roll: tuple[str, int] | None = None
    alone: bool = False  # the Burglar faces the automatic-attacks alone (BWJ-BURG-6)
    burgled: tuple[tuple[str, str], ...] = ()  # item played by burglary -> its task or ""
    factions: tuple[str, ...] = ()  # factions recruited, information not yet stored
    prisoners: tuple[str, ...] = ()  # Rescue Prisoners played, not yet stored
    rescuing: str = ""  # Rescue Prisoners played, its Spider attack under way (``rescue``)
    stored: tuple[tuple[str, str], ...] = ()  # card stored at a Haven -> the task it did
    tasks: tuple[str, ...] = ()  # tasks completed, in the order done
    task_points: int = 0  # BWJ-MP-6/7
    stealth_points: int = 0  # BWJ-MP-2
    #: A Slayer whose points an attack of it canceled by stealth earned, while its other
    #: attack is to come: they are earned once (BWJ-MP-2; ``hobbit.series``).
    stealth_slayer: str = ""
    last_card: str = ""  # the resource card played last (for BWJ-MP-2)
    canceled_by: str = ""  # the card that canceled the attack under way (or the Burglar's strike)
    #: (canceled_by, last_card, stealth_slayer) of each attack set aside for one made at once
    #: (``HobbitState.set_aside``), restored as it goes on.
    set_aside_cards: tuple[tuple[str, str, str], ...] = ()
    exhausted: bool = False  # the resource deck ran out (BWJ-WIN-1)
    tier: str = ""

    @property
    def points(self) -> int:
        return self.task_points + self.stealth_points

    def hand_turn(self, card_id: str) -> int | None:
        return dict(self.hands).get(card_id)
