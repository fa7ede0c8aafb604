"""The Stone of Erech (TW-334) in the Guise of the Necromancer from ``SINCE``, as the engine
reads it (``engine.stone_of_erech``; GON-GEN-1: the standard rules say how it is played).
Before that version it stayed in the hand, and those games replay as played.

- In a company's site phase, once its site is entered, the company at the Vale of Erech (a
  site the location deck may hold, GON-SETUP-14), while the Men of Lamedon (a faction played
  there) are in the marshalling point pile: ``permanent-event:<card>:<company>`` brings it into
  play (``PermanentEventPlayedAt``), its 2 miscellaneous marshalling points counted (GON-WIN-2).
- As soon as the Men of Lamedon leave play (dispersed), it is discarded once the decision is
  played out (``PermanentEventDiscarded``), its points with it.
- Elsewhere, without the Men of Lamedon or a second time, it is not offered and is refused
  naming the card and the reason. The automatic player plays it whenever it may.
"""

from __future__ import annotations

from domain.cards import Catalog
from domain.engine import stone_of_erech as stone
from domain.errors import IllegalAction
from domain.ruleset import Action, Context, played_since
from domain.rulesets.guise_of_the_necromancer.state import ENTERED, SITE, State
from domain.rulesets.hobbit import environments
from domain.rulesets.hobbit.moves import Legal, Move
from domain.text import count

#: The first version playing it (placed at landing).
SINCE = 84
CARD, NAME = stone.CARD, stone.NAME
KIND, RULE = environments.PERMANENT, environments.PLAY_PERMANENT
#: Its marshalling points' type (GON-WIN-2).
POINTS_TYPE = "miscellaneous"
#: What the coverage notes of it, its row reading scripted.
COVERAGE = {CARD: ""}
DISCARD_REASON = f"the {stone.NEEDS} have left play"


def plays(played: str) -> bool:
    return played_since(played, SINCE)


def _in_play(state: State, catalog: Catalog) -> list[str]:
    """The names of the cards of the marshalling point pile (the factions in play)."""
    return [catalog.get(card).name for card, _, _ in state.marshalling]


def problem(state: State, catalog: Catalog, company_id: str) -> str | None:
    """Why the Stone of Erech may not be played now with company ``company_id`` (None: it
    may)."""
    company = state.current
    if state.phase != SITE or state.step != ENTERED or state.fight is not None \
            or company is None:
        return "it is played in a company's site phase, once its site is entered"
    if company.id != company_id:
        return f"it is played with company {company.id}, whose site phase this is"
    if any(card == CARD for card, _, _ in state.marshalling):
        return "it is in play already"
    return stone.problem(catalog.get(company.location).name, _in_play(state, catalog))


def moves(state: State, catalog: Catalog, played: str, out: Legal) -> None:
    """``permanent-event:<card>:<company>`` when the company in its site phase may play it."""
    company = state.current
    if not plays(played) or CARD not in state.hand or company is None \
            or problem(state, catalog, company.id) is not None:
        return
    key = f"{KIND}:{CARD}:{company.id}"
    points = catalog.get(CARD).marshalling_points or 0
    out[key] = (Action(key, f"Play {NAME} at the {stone.SITE} "
                       f"({count(points, 'marshalling point')})", RULE),
                Move(KIND, card=CARD, holder=company.id))


def refusal(state: State, catalog: Catalog, played: str, kind: str,
            rest: str) -> IllegalAction | None:
    """Why ``permanent-event:<card>:<company>`` of the Stone of Erech is refused now, naming
    the card and the reason (None: another action, or a version that does not play it)."""
    return environments.permanent_refusal(kind, rest, CARD, NAME, plays(played), state.hand,
                                          lambda company: problem(state, catalog, company))


def play(ctx: Context[State], catalog: Catalog, company: str) -> None:
    found = ctx.state.company(company)
    assert found is not None
    ctx.emit("PermanentEventPlayedAt", RULE, card=CARD, company=company, site=found.location,
             points=catalog.get(CARD).marshalling_points or 0, type=POINTS_TYPE)


def discard(ctx: Context[State], catalog: Catalog, played: str) -> None:
    """Once a decision is played out: a Stone of Erech in play once the Men of Lamedon have
    left play is discarded."""
    state = ctx.state
    if not plays(played) or state.outcome is not None \
            or not any(card == CARD for card, _, _ in state.marshalling) \
            or stone.men_in_play(_in_play(state, catalog)):
        return
    ctx.emit("PermanentEventDiscarded", RULE, card=CARD, reason=DISCARD_REASON)
