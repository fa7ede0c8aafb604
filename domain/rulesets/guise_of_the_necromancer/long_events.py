"""The long-event phase (CoE 2.III) and the Wizards' resource environments, played by their
cards from ``SINCE`` as the standard rules play them (GON-GEN-1: no clause of the scenario
keeps them out), with There and Back Again's pieces (``hobbit.environments``):

- Gates of Morning, a resource permanent-event, is played in the organization phase (CoE
  5.3, ``permanent-event:<card>``) and stays in play; a second one is not played. It
  discards the hazard environments in play as it comes, and the hazard deck holds none
  (GON-HDECK-7); in play it lets Clear Skies and Fog be played and gives Sun and the Moon
  their halves that need it.
- As the organization phase ends the long-event phase begins: the resource long-events of
  the last turn leave play (CoE 2.III.1), and with one in the hand that may be played the
  player plays them (``long-event:<card>``) or no more (``long-events-done``, CoE 2.III.2);
  then the companies' movement/hazard phases. A phase in which nothing is to leave play and
  nothing may be played passes with no fact of its own.
- While in play: Sun gives each Dúnadan +1 prowess against a strike (with Gates of Morning
  each Man and Dúnadan +1 more and each attack -1 prowess), Lapse of Will each attack -1
  prowess (a Nazgûl attack -3), Clear Skies each character +2 prowess against a strike; the
  Moon (with Gates of Morning) and Fog treat the regions of a company's site path as another
  type for keying the hazard hand's creatures to it (GON-DUD-4); Elf-song, as it comes, takes
  one corruption card off each character at a Haven (the one he has borne longest), and while
  in play no character at a Haven is discarded or sent back to the hand by a corruption
  check, a strike or a hazard (``CharacterKept``).

Out of its condition each is refused naming the card and the reason, writing nothing. Before
``SINCE`` each stayed in the hand, and those games replay as played.
"""

from __future__ import annotations

from collections.abc import Sequence

from domain.cards import Catalog
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.ruleset import Action, played_since
from domain.rulesets.guise_of_the_necromancer.state import ORGANIZATION, State
from domain.rulesets.hobbit import environments
from domain.rulesets.hobbit.moves import Legal, Move
from domain.rulesets.hobbit.state import LONG_EVENT

#: The first version playing them (placed at landing).
SINCE = 76
#: The cards played here by their cards: Gates of Morning and the resource long-events.
CARDS = environments.CARDS
ELF_SONG = environments.ELF_SONG
#: What the coverage says of each from ``SINCE`` (scripted; "": nothing to add).
COVERAGE = {
    environments.GATES_OF_MORNING: "never arises here: its discard of the hazard environments "
                                   "in play (GON-HDECK-7: the hazard deck holds no "
                                   "environment, so none is ever in play)",
    "TW-335": "",
    "TW-264": "",
    "TW-203": "",
    "TW-285": "never arises here: its half with Doors of Night in play (GON-HDECK-7: the "
              "hazard deck holds no environment)",
    "TW-241": "",
    ELF_SONG: "",
}


def plays(played: str) -> bool:
    return played_since(played, SINCE)


def _organizing(state: State) -> bool:
    """Whether the organization phase is open to a card of the hand."""
    return state.outcome is None and state.phase == ORGANIZATION and state.fight is None \
        and not state.legacy and state.crown_offer is None and not state.deck_search


def _choosing(state: State) -> bool:
    """Whether the long-event phase waits for the player's resource long-events."""
    return state.outcome is None and state.phase == LONG_EVENT \
        and state.step == environments.PLAYING


def moves(state: State, catalog: Catalog, played: str, out: Legal) -> None:
    """Gates of Morning in the organization phase; the resource long-events, or no more, in
    the long-event phase's step for them."""
    if not plays(played):
        return
    if _organizing(state):
        for key, action, card in environments.permanent_actions(
                state.hand, catalog.get, state.permanents, CARDS):
            out[key] = (action, Move(environments.PERMANENT, card=card))
    if _choosing(state):
        for key, action, card in environments.long_actions(state.hand, catalog.get,
                                                            state.long_in_play,
                                                            state.permanents):
            out[key] = (action, Move(environments.LONG, card=card))
        out[environments.DONE] = (Action(environments.DONE, "Play no more long-events",
                                         environments.PLAY_LONG), Move(environments.DONE))


def refusal(state: State, catalog: Catalog, played: str, kind: str,
            rest: str) -> IllegalAction | None:
    """Why ``long-event:<card>``, ``permanent-event:<card>`` or ``long-events-done`` is
    refused now, naming the card and the reason (None: another action, or a version that
    does not play them)."""
    if not plays(played) or kind not in (environments.LONG, environments.PERMANENT,
                                         environments.DONE):
        return None
    if kind == environments.DONE:
        return IllegalAction("No long-event phase waits for resource long-events: it comes "
                             "as the organization phase ends, with one in the hand that may "
                             "be played.", clause=environments.PLAY_LONG)
    card_id = rest.split(":")[0]
    card = catalog.get(card_id) if card_id in catalog else None
    long = card is not None and card.id in environments.LONG_EVENTS
    reason, clause = environments.refusal(
        kind, card, card_id in state.hand, _choosing(state) if long else _organizing(state),
        state.long_in_play, state.permanents, CARDS)
    return IllegalAction(f"{reason}.", clause=clause)


def attack_bonus(state: State, attack: Attack, played: str) -> tuple[int, list[str]]:
    """The prowess the resource long-events in play give ``attack``, and the cards that do
    (Lapse of Will; Sun with Gates of Morning)."""
    if not plays(played):
        return 0, []
    return environments.attack_bonus(state.long_in_play, state.permanents, attack.races(),
                                     attack.automatic)


def strike_modifiers(state: State, who: Character, played: str) -> list[Modifier]:
    """What the resource long-events in play give ``who`` against a strike (Sun, Clear
    Skies)."""
    if not plays(played):
        return []
    return environments.strike_modifiers(state.long_in_play, state.permanents, who)


def keyed_path(state: State, path: Sequence[str], played: str) -> tuple[str, ...]:
    """The region types of a site path as the hazards are keyed to them, the Moon or Fog in
    play."""
    if not plays(played):
        return tuple(path)
    return tuple(environments.region_type(region, state.long_in_play, state.permanents)[0]
                 for region in path)
