"""Gollum (TW-246) and The One Ring (``SINCE_VERSION`` on).

Untapped, at a site that is no Haven where The One Ring is borne by a character of his
company, Gollum may be tapped in the organization or site phase
(``gollum-ring:<ally>:<bearer>``): he and The One Ring are both discarded (``AllyTapped``,
``AllyDiscarded``, ``ItemLost``). His other ability, canceling an attack, is
ally_abilities.py's. Elsewhere it is refused naming Gollum and the reason, nothing written;
the automatic player does not tap him so.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from domain.cards import Catalog, fold
from domain.errors import IllegalAction
from domain.narration import named
from domain.ruleset import Action, Context, illegal, played_since
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, SITE, State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.decision import Decision, Rules

#: The first version of the ruleset that plays Gollum's tap with The One Ring.
SINCE_VERSION = 133
KIND = "gollum-ring"
RULE = "CoE-2.V"  # a resource's use in the player's turn
GOLLUM = fold("Gollum")
ONE_RING = fold("The One Ring")


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def _ring_bearers(state: State, catalog: Catalog) -> list[tuple[str, str]]:
    """(ring, bearer) for each One Ring borne in the company."""
    return [(i.card_id, c.card_id) for c in state.characters for i in c.items
            if fold(catalog.get(i.card_id).name) == ONE_RING]


def _problem(state: State, catalog: Catalog, ally: str) -> str | None:
    if ally not in state.allies or fold(catalog.get(ally).name) != GOLLUM:
        return f"{named(catalog.get, ally)} is not Gollum in this company."
    if ally in state.tapped_allies:
        return "Gollum is tapped."
    if state.phase not in (ORGANIZATION, SITE):
        return "Gollum is tapped so in the organization or site phase."
    if catalog.get(state.site).is_haven:
        return "Gollum and The One Ring must be at a site that is no Haven."
    if not _ring_bearers(state, catalog):
        return "The One Ring is not borne in Gollum's company."
    return None


def actions(state: State, catalog: Catalog, played: str) -> list[Action]:
    if not offered(played):
        return []
    return [Action(f"{KIND}:{ally}:{bearer}", "Tap Gollum: he and The One Ring are discarded",
                   RULE)
            for ally in dict.fromkeys(state.allies) if _problem(state, catalog, ally) is None
            for _, bearer in _ring_bearers(state, catalog)]


def refusal(state: State, catalog: Catalog, rest: str) -> IllegalAction:
    ally, _, bearer = rest.partition(":")
    try:
        problem = _problem(state, catalog, ally)
    except KeyError:
        problem = f"{named(catalog.get, ally)} is not Gollum in this company."
    if problem is None:
        problem = f"{named(catalog.get, bearer)} bears no One Ring in Gollum's company."
    return illegal(problem, RULE)


def discard(ctx: Context[State], catalog: Catalog, rest: str) -> None:
    """Play ``gollum-ring:<ally>:<bearer>``, offered now."""
    ally, _, bearer = rest.partition(":")
    ring = next(r for r, who in _ring_bearers(ctx.state, catalog) if who == bearer)
    ctx.emit("AllyTapped", RULE, ally=ally, use="he and The One Ring are discarded")
    ctx.emit("AllyDiscarded", RULE, ally=ally, reason="gone with The One Ring")
    ctx.emit("ItemLost", RULE, character=bearer, card=ring, name=catalog.get(ring).name)


TEST = "tests/rules/test_road_goes_ever_on_gollum.py::test_gollum_taps_to_discard_the_one_ring"


def handle(rules: Rules, d: Decision) -> None:
    """Play ``gollum-ring:<character>`` (the ruleset's table of handlers)."""
    d.require(lambda: refusal(d.state, rules.catalog, d.rest))
    discard(d.ctx, rules.catalog, d.rest)
