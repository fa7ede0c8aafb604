"""Rescue Prisoners played by its card from ``SINCE`` (TBA-SEQ-15: the site phase is the
standard one; what the Hobbit scenarios share of the card: ``hobbit.rescue``).

- In the site phase, the site entered and its automatic-attacks over, at a Dark-hold or
  Shadow-hold already tapped (Goblin-gate, the map's one Shadow-hold, tapped by an item or a
  faction played there, TBA-LAYOUT-2), never twice at one site (``rescue:<card>``): it leaves
  the hand (``RescuePrisonersPlayed``) and the company faces a Spider attack of 2 strikes at 7
  prowess (``AttackDeclared`` of origin ``hobbit.rescue.ORIGIN``). It is no hazard creature's:
  Horses gives it nothing, it earns no kill points; as a Spider attack it counts towards Wake
  of War and takes its bonus (TBA-HAZ-6 counts attacks). The site is not tapped again.
- The attack over, with no character of the company untapped the card is discarded
  (``RescuePrisonersDiscarded``); else the player taps one untapped character to hold it
  (``hold-prisoners:<character>``, ``PrisonersRescued``) or discards it
  (``leave-prisoners``), and nothing else is offered meanwhile.
- Its holder does not untap (``HobbitState.untap_barred``) until he stores it in the
  organization phase at a Haven, Border-hold or Free-hold: Rivendell, Bag End, Beorn's House
  or Thranduil's Halls (``store-prisoners:<character>``, ``CardStored``), its marshalling
  points not counting (TBA-RES-1: ``points`` 0). Held, it is discarded as he leaves play.

Versions before ``SINCE`` replay as played: it was played by declaring an effect (a player
ruling), with no attack.
"""

from __future__ import annotations

from domain.cards import Catalog
from domain.engine.movement import site_named
from domain.errors import IllegalAction
from domain.ruleset import played_since
from domain.rulesets.hobbit.moves import Add, Move
from domain.rulesets.hobbit.rescue import CARD, HOLD, LEAVE, NAME, PLAY, site_problem, stores_at
from domain.rulesets.there_and_back_again import layout
from domain.rulesets.there_and_back_again.state import ENTERED, ORGANIZATION, SITE, State
from domain.rulesets.there_and_back_again.versions import RESCUE_FROM

SINCE = RESCUE_FROM
RULE = "TBA-SEQ-15"
#: Storing it: its points do not count, but its holder may untap again.
STORE, STORE_RULE = "store-prisoners", "TBA-RES-1"
KINDS = (PLAY, HOLD, LEAVE, STORE)


def plays(played: str) -> bool:
    return played_since(played, SINCE)


def play_problem(state: State, catalog: Catalog) -> str | None:
    """Why the card may not be played now at the company's site (None: it may)."""
    if state.phase != SITE or state.step != ENTERED or state.combat is not None \
            or state.pending_attacks or state.rescuing:
        return "it is played in the site phase, once the site is entered"
    site = site_named(catalog, state.location)
    return site_problem(site, site.id in state.tapped_sites, site.id in state.rescued_at)


def awaits(state: State) -> bool:
    """Whether the game waits for the card's holder to be named (its attack over)."""
    return bool(state.rescuing) and state.combat is None and state.outcome is None


def holders(state: State) -> list[str]:
    """The untapped characters who may hold the card once its attack is over."""
    return [c.card_id for c in state.company if c.untapped] if awaits(state) else []


def held(state: State) -> list[str]:
    """The characters holding a Rescue Prisoners not yet stored."""
    return [who for who, card in state.untap_barred if card == CARD]


def store_problem(state: State, catalog: Catalog, who: str) -> str | None:
    """Why ``who`` may not store the card he holds now (None: he may)."""
    if who not in held(state):
        return f"{_named(state, who)} does not hold it"
    if state.phase != ORGANIZATION or state.step or state.combat is not None:
        return "it is stored in the organization phase"
    if not layout.is_site(state.location) \
            or not stores_at(CARD, site_named(catalog, state.location)):
        return f"it is stored at a Haven, Border-hold or Free-hold, not at {state.location}"
    return None


def awaited_moves(state: State, catalog: Catalog, add: Add) -> None:
    """The card's attack over: only its holder is asked for."""
    for who in holders(state):
        add(f"{HOLD}:{who}", f"{catalog.get(who).name} taps and holds {NAME} (he untaps only "
            "once he stores it)", RULE, Move(HOLD, card=state.rescuing, target=who))
    add(LEAVE, f"Discard {NAME}", RULE, Move(LEAVE, card=state.rescuing))


def moves(state: State, catalog: Catalog, add: Add) -> None:
    """Play the card from the hand at the site; store a held one in the organization
    phase."""
    if CARD in state.hand and play_problem(state, catalog) is None:
        add(f"{PLAY}:{CARD}", f"Play {NAME} at {state.location}: the company faces Spiders "
            "(2 strikes with 7 prowess)", RULE, Move(PLAY, card=CARD))
    for who in held(state):
        if store_problem(state, catalog, who) is None:
            add(f"{STORE}:{who}", f"{catalog.get(who).name} stores {NAME} at {state.location} "
                "(its marshalling points do not count; he may untap again)", STORE_RULE,
                Move(STORE, card=CARD, target=who))


def refusal(state: State, catalog: Catalog, kind: str, rest: str) -> IllegalAction | None:
    """Why playing, holding, leaving or storing the card is refused now, or any other action
    while it waits for its holder (None: another action); ``declare`` of the card too: it is
    played by its card."""
    if kind == "declare" and rest.split(":")[0] == CARD and CARD in state.hand:
        why = play_problem(state, catalog)
        how = f"as {PLAY}:{CARD}" if why is None else f"as {PLAY}:{CARD}, and {why}"
        return IllegalAction(f"{NAME} is not declared: it is played by its card, {how}.",
                             clause=RULE)
    if awaits(state) and kind not in (HOLD, LEAVE):  # nothing else meanwhile
        return IllegalAction(f"{NAME} waits for its holder first: an untapped character of "
                             f"the company ({HOLD}:<character>), or it is discarded ({LEAVE}).",
                             clause=RULE)
    if kind not in KINDS:
        return None
    if kind == PLAY:
        why = f"{NAME} is not in your hand" if rest != CARD or CARD not in state.hand \
            else play_problem(state, catalog) or f"name it as {PLAY}:{CARD}"
        return IllegalAction(f"{NAME} cannot be played now: {why}.", clause=RULE)
    if kind == STORE:
        why = store_problem(state, catalog, rest) or "the game waits for another decision"
        return IllegalAction(f"{NAME} cannot be stored now: {why}.", clause=STORE_RULE)
    if not awaits(state):
        return IllegalAction(f"No {NAME} waits for a character to hold it.", clause=RULE)
    return IllegalAction(f"{NAME} is held by an untapped character of the company: "
                         f"{_named(state, rest)} is not one.", clause=RULE)


def _named(state: State, who: str) -> str:
    """A character of the company by name, else as given."""
    character = state.character(who)
    return character.name if character is not None else who or "no one"
