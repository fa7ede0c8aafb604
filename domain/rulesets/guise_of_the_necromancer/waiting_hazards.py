"""Traitor and Lure of Power, hazard permanent-events in play on no character, played by their
cards from ``SINCE`` (what the Hobbit scenarios share of them: ``hobbit.traitor``,
``hobbit.lure_of_power``):

- Face up in the hazard hand each is an immediately playable corruption card (GON-HH-5):
  played with the other corruption cards, right to left, before any creature, it comes into
  play (``HazardEventWaits``) and waits there, never a dud (it has its effect on play,
  GON-DUD-2). No ally or Great Ship cancels it: it is played on no character or company.
- Traitor: the next character to fail a corruption check (CoE 7.1) turns traitor, each Traitor
  in play discarded (``TraitorTurned``). Unless that ends the game, an attack is made on his
  company at once (CoE 9.5.3): one strike, the traitor's prowess (with his items) plus 10, its
  body check +1, on the character GON-TARGET-1 picks among the others of his company (the
  absent opponent's choice; the Wizard first, as mind 12), never the traitor. With no one else
  in his company no attack is made (``TraitorAttackNotMade``). It is made before the next card
  of the hazard hand, but once the rest of the step that failed the check is played (the
  untap phase's other checks, an influence attempt's). A check failing during another attack
  before any of its strikes is assigned (a Corpse-candle's checks of the company) sets that
  attack aside where it stands (``AttackSetAside``, naming the checks still to come); it goes
  on once the traitor's is over (``AttackTakenUp``), those checks first, or ends with no strike
  if its company is gone. Once its strikes are assigned, the traitor's attack waits till it is
  over (``engine.attacks_at_once``).
- Lure of Power: the next character but a Hobbit to succeed in an influence attempt (a
  faction recruited: at its site, or by Old Road) checks corruption at -4 at once, and the
  card is discarded (``HazardEventLeft``), each one in play in turn (from ``ONE_CHECK_FROM``
  one check for all). A faction a card brings with no roll (the Red Arrow, Paths of the Dead)
  is recruited by an influence attempt that succeeds automatically from ``NO_ROLL_FROM``;
  before, it was read as none.

Before ``SINCE`` face up each was a dud, discarded and replaced (GON-HH-5, GON-DUD-2:
``hazard_hand.always_dud``), and those versions replay as played.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.engine import attacks_at_once, coe
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.immutable import replace
from domain.ruleset import Context, played_since
from domain.rulesets.guise_of_the_necromancer.state import Fight, State
from domain.rulesets.hobbit import lure_of_power
from domain.rulesets.hobbit import traitor as shared_traitor

#: The first version playing Traitor and Lure of Power by their cards.
SINCE = 107
#: The first version reading Lure of Power's recorded ruling on several in play (``engine
#: .lure_of_power``): one corruption check is made and every copy is discarded. Before, each
#: copy made its own check, in turn.
ONE_CHECK_FROM = 111
#: The first version in which a faction recruited with no roll (the Red Arrow's bearer, Paths
#: of the Dead's Aragorn), an influence attempt that succeeds (``hobbit.lure_of_power``), has
#: a Lure of Power in play make him check, then The Iron Crown's bearer check, as one rolled
#: for. Before, neither.
NO_ROLL_FROM = 111
#: A permanent-event stays in play until an effect discards it.
RULE = "CoE-5.3"
#: The hazard hand plays them with the corruption cards.
PLAY_RULE = "GON-HH-5"
TRAITOR, LURE_OF_POWER = shared_traitor.CARD, lure_of_power.CARD
ORIGIN = shared_traitor.ORIGIN
NO_ONE = shared_traitor.NO_ONE
TEST = "tests/rules/test_necromancer_waiting_hazards.py"


def plays(played: str, card_id: str) -> bool:
    """Whether the version ``played`` plays ``card_id`` by its card: it waits in play."""
    return card_id in (TRAITOR, LURE_OF_POWER) and played_since(played, SINCE)


def traitors(state: State) -> list[str]:
    """The Traitors in play, waiting for a failed corruption check."""
    return [c for c in state.waiting if c == TRAITOR]


def lures(state: State) -> list[str]:
    """The Lures of Power in play, waiting for a successful influence attempt."""
    return [c for c in state.waiting if c == LURE_OF_POWER]


def turned(ctx: Context[State], who: Character, company: str) -> None:
    """``who``, of ``company``, failed a corruption check (and left play by it): each Traitor
    in play turns him and is discarded; the game going on, each queues its attack."""
    shared_traitor.turned(ctx, traitors(ctx.state), who, coe.CORRUPTION_CHECK, company=company)


def at_once(state: State) -> bool:
    """Whether a Traitor's attack is made at once, the attack under way set aside till it is
    over: one none of whose strikes is assigned yet (``engine.attacks_at_once``), not a
    Traitor's own (those queued with it follow it)."""
    fight = state.fight
    return bool(state.traitor_attacks) and state.outcome is None and fight is not None \
        and fight.origin != ORIGIN and attacks_at_once.before_strikes(fight.assigned)


def body_modifiers(fight: Fight | None) -> list[Modifier]:
    """The +1 a Traitor's attack gives the body check it brings."""
    if fight is None or fight.origin != ORIGIN:
        return []
    return [shared_traitor.body_modifier(coe.BODY_CHECK)]


def evolve_waits(state: State, d: Mapping[str, Any]) -> State:
    index = int(d["index"])
    return replace(state, hazard_hand=state.hazard_hand[:index] + state.hazard_hand[index + 1:],
                   waiting=(*state.waiting, str(d["card"])))


def _without(state: State, card: str) -> State:
    """The state with one copy of ``card`` gone from play to the hazard discard pile."""
    waiting = list(state.waiting)
    waiting.remove(card)
    return replace(state, waiting=tuple(waiting), hazard_discard=(*state.hazard_discard, card))


def evolve_turned(state: State, d: Mapping[str, Any]) -> State:
    state = _without(state, str(d["card"]))
    if not d["attacks"]:
        return state
    return replace(state, traitor_attacks=(*state.traitor_attacks, (
        str(d["character"]), str(d["company"]), int(d["prowess"]))))


def evolve_left(state: State, d: Mapping[str, Any]) -> State:
    return _without(state, str(d["card"]))


def evolve_set_aside(state: State, d: Mapping[str, Any]) -> State:
    assert state.fight is not None
    waiting = replace(state.fight, checks_left=tuple(str(c) for c in d["checks"]))
    return replace(state, fight=None,
                   set_aside=attacks_at_once.set_aside(state.set_aside, waiting))


def evolve_taken_up(state: State, d: Mapping[str, Any]) -> State:
    waiting, rest = attacks_at_once.taken_up(state.set_aside)
    return replace(state, fight=replace(waiting, checks_left=()), set_aside=rest)
