"""Fellowship (TW-240), a resource permanent-event played from the hand from version
``SINCE_VERSION`` (before, no resource permanent-event but Rescue Prisoners was played from
the hand; the rules let the player play it: RGO-DECK-2, RGO-GEN-1).

In the organization phase, at a Haven, on a company of four or more characters and allies
(``resource:<card>:company``): it stays in play with the company (``FellowshipFormed``,
naming its members), and while it does every character of the company has +1 prowess against
each strike and +1 to each corruption check, and each ally of it +1 prowess against each
strike (``ally_strikes``; a named modifier). It is discarded (``FellowshipDiscarded``) as
soon as a decision leaves the company with other characters or allies than it had (one
joining or leaving for any reason: played, split off, eliminated, an ally gone). Played
elsewhere, on a smaller company or a second time on one company is refused naming the card
and the reason, writing nothing. The automatic player plays it whenever it may.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from domain.engine import coe, effects
from domain.engine.checks import Modifier
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on.state import State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.hand_resources import Play

#: The first version that plays it.
SINCE_VERSION = 156
CARD = "TW-240"
NAME = "Fellowship"
MODE = "company"
FORM = "fellowship-formed"
SIZE = 4
RULE = coe.SHORT_EVENT
#: What the coverage notes of it ("" nothing), its row reading scripted.
LEFT_OUT = ""


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def plays() -> dict[str, tuple[Play, ...]]:
    """Its play, read by ``hand_resources.plays`` from ``SINCE_VERSION``."""
    from domain.rulesets.road_goes_ever_on.hand_resources import ORGANIZING, Play

    return {CARD: (Play(CARD, NAME, MODE, ORGANIZING, (effects.Effect(FORM),)),)}


def members(state: State) -> tuple[str, ...]:
    """The running company's characters and allies."""
    return (*(c.card_id for c in state.characters), *state.allies)


def _formed(state: State) -> tuple[str, ...] | None:
    return next((m for company, _, m, _ in state.fellowships if company == state.company),
                None)


def unmet(state: State, play: Play, at_haven: bool) -> str | None:
    """Why Fellowship may not be played now (None: it may, or ``play`` is another card's)."""
    if play.card != CARD:
        return None
    if not at_haven:
        return "it is played only at a Haven"
    if len(members(state)) < SIZE:
        return f"the company has fewer than {SIZE} characters and allies"
    if _formed(state) is not None:
        return "it cannot be duplicated on the company"
    return None


def form(ctx: Context[State]) -> None:
    ctx.emit("FellowshipFormed", RULE, company=ctx.state.company, card=CARD,
             members=[c.card_id for c in ctx.state.characters], allies=list(ctx.state.allies))


def modifiers(state: State, who: str) -> list[Modifier]:
    """+1 for a character of a company with a Fellowship (a strike's prowess, a corruption
    check)."""
    formed = next((m for company, _, m, _ in state.fellowships
                   if company in _companies_of(state, who)), None)
    if formed is None or who not in formed:
        return []
    return [Modifier(1, f"card:{CARD}", NAME, RULE)]


def ally_modifiers(state: State, ally: str) -> list[Modifier]:
    """+1 prowess for an ally of the running company, with a Fellowship it had."""
    formed = next((a for company, _, _, a in state.fellowships if company == state.company),
                  None)
    return [Modifier(1, f"card:{CARD}", NAME, RULE)] if formed and ally in formed else []


def _companies_of(state: State, who: str) -> list[str]:
    return [c.id for c in state.all_companies() if any(x.card_id == who for x in c.characters)]


def check(ctx: Context[State]) -> None:
    """After a decision: each Fellowship whose company no longer has the characters and allies
    it had is discarded."""
    if not ctx.state.fellowships:
        return
    for company, card, had, allies in list(ctx.state.fellowships):
        found = next((c for c in ctx.state.all_companies() if c.id == company), None)
        now = sorted(c.card_id for c in found.characters) if found is not None else []
        # The allies are the running company's.
        gone = company == ctx.state.company and sorted(ctx.state.allies) != sorted(allies)
        if now != sorted(had) or gone:
            ctx.emit("FellowshipDiscarded", RULE, company=company, card=card,
                     reason="a character or ally joined or left the company")
