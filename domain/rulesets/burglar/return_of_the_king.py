"""Return of the King (TW-316) in Burglar Wants a Good Job from
``versions.RETURN_OF_THE_KING_FROM``, as the engine reads it (``engine.return_of_the_king``).
Before that version it stayed in the hand, and those games replay as played.

- In the organization phase (BWJ-SEQ-2, as standard; CoE 5.3), with the company at Minas
  Tirith, on Aragorn II, a Hand (BWJ-HAND-1), while Denethor II is in no company:
  ``play:<card>:king:<Aragorn II>`` keeps it with him (``PermanentEventPlayedOn``).
- While it is with him his direct influence is 3 higher in his influence attempts on a
  faction (BWJ-HAND-10), a named modifier of the attempt; his other uses of direct influence
  never arise here (a Hand comes into play at no influence, BWJ-HAND-1, and no character is a
  follower).
- When he leaves play (his two turns over, BWJ-HAND-3; discarded, killed) it is discarded
  once the decision is played out (``PermanentEventDiscarded``).
- Elsewhere, on another character, with Denethor II in the company or a second time, it is
  not offered and is refused naming the card and the reason. The automatic Burglar plays it
  whenever it may.
"""

from __future__ import annotations

from domain.cards import Catalog
from domain.engine import return_of_the_king as king
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.errors import IllegalAction
from domain.ruleset import Context, played_since
from domain.rulesets.burglar import gates_of_morning, moves
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import RETURN_OF_THE_KING_FROM
from domain.rulesets.hobbit.moves import Add, Move

CARD = king.CARD
KIND, MODE = "return-of-the-king", "king"
RULE = gates_of_morning.RULE
#: The clause of his influence attempt with it (a Hand's, BWJ-HAND-10).
INFLUENCE_RULE = "BWJ-HAND-10"
#: What the coverage notes of it, its row reading scripted.
COVERAGE = ("never arises here: his other uses of direct influence (a Hand comes into play "
            "at no influence, BWJ-HAND-1, and no character is a follower)")


def plays(played: str) -> bool:
    return played_since(played, RETURN_OF_THE_KING_FROM)


def problem(state: State, catalog: Catalog, bearer: str) -> str | None:
    """Why Return of the King may not be played on ``bearer`` now (None: it may)."""
    if not gates_of_morning.organizing(state):
        return "it is played in the organization phase"
    who = state.character(bearer)
    if who is None:
        return f"{bearer or 'no one'} is no character of the company"
    if any(card == CARD for card, _ in state.character_cards):
        return "it is in play already"
    return king.problem(who.name, moves.site_of(state, catalog).name,
                        [c.name for c in state.company])


def moves_now(state: State, catalog: Catalog, played: str, add: Add) -> None:
    """``play:<card>:king:<Aragorn II>`` when it may be played on him now."""
    if not plays(played) or CARD not in state.hand:
        return
    for who in state.company:
        if problem(state, catalog, who.card_id) is None:
            add(f"play:{CARD}:{MODE}:{who.card_id}",
                f"Play {king.NAME} on {who.name} (+{king.INFLUENCE} direct influence)", RULE,
                Move(KIND, card=CARD, mode=MODE, target=who.card_id))


def refusal(state: State, catalog: Catalog, mode: str) -> IllegalAction | None:
    """Why ``play:<card>:<mode>`` of the Return of the King of the hand is refused, naming the
    card and the reason (None: it is not)."""
    mode, _, bearer = mode.partition(":")
    why = problem(state, catalog, bearer) or (
        f"it is played as '{MODE}', not '{mode}'" if mode != MODE else None)
    return IllegalAction(f"{king.NAME} cannot be played now: {why}.", clause=RULE) if why \
        else None


def play(ctx: Context[State], bearer: str) -> None:
    ctx.emit("PermanentEventPlayedOn", RULE, card=CARD, character=bearer)


def influence(state: State, who: Character, played: str) -> list[Modifier]:
    """Its +3 to the direct influence of Aragorn II, with whom it is kept, in his influence
    attempt."""
    if not plays(played) or (CARD, who.card_id) not in state.character_cards:
        return []
    return [king.influence(INFLUENCE_RULE)]


def check(ctx: Context[State]) -> None:
    """Once a decision is played out: a card kept with a character who has left play is
    discarded."""
    for card, who in ctx.state.character_cards:
        if ctx.state.character(who) is None:
            ctx.emit("PermanentEventDiscarded", RULE, card=card, character=who)
