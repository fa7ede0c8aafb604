"""When the Free Council may be called: its conditions (RGO-WIN-1: 25 MP counted raw and a
character at a Haven, the Wizard if he is in play) and its time.

The Road's document never says when in a turn; it plays as a normal game (RGO-GEN-1), where a
player calls "at the end of their own turn" (CoE 10.2.2). From ``END_OF_TURN_SINCE`` the council
is so offered: once the end-of-turn phase's steps are done (long-events discarded, the hand cut
and drawn to its size), when RGO-WIN-1's conditions hold then, the game waits
(``FreeCouncilOffered``) for ``call-council`` or ``next-turn``. Earlier versions offered it in
the organization phase, before the turn's movement, and replay as played.
"""

from __future__ import annotations

from domain.cards import Catalog
from domain.ruleset import played_since
from domain.rulesets.road_goes_ever_on import anduril, bearer_values, victory
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, State

#: The first version in which the council is called at the end of the turn (see above).
END_OF_TURN_SINCE = 226
#: When a player calls it (by RGO-GEN-1).
TIMING = "CoE-10.2.2"
#: The action that lets the turn end with the council offered and not called.
DECLINE = "next-turn"


def at_end_of_turn(played: str) -> bool:
    return played_since(played, END_OF_TURN_SINCE)


def points(state: State, catalog: Catalog, played: str) -> dict[str, int]:
    """Marshalling points by type: characters, items and allies in play, and the MP pile
    (factions, kills)."""
    out = {k: 0 for k in victory.MP_TYPES}
    for c in state.every_character():
        out["character"] += catalog.get(c.card_id).marshalling_points or 0
        for item in c.items:
            out["item"] += bearer_values.marshalling_points(
                played, catalog.get(item.card_id), catalog.get(c.card_id))
    for ally in state.allies:
        out["ally"] += catalog.get(ally).marshalling_points or 0
    out["item"] += anduril.points(played, state)  # with Narsil
    for record in state.mp:
        out[record.kind] = out.get(record.kind, 0) + record.points
    return out


def conditions_refusal(state: State, catalog: Catalog, raw_total: int
                       ) -> tuple[str, str] | None:
    """Why RGO-WIN-1's conditions do not hold now (None: they do)."""
    at_haven = [c for company in state.all_companies() for c in company.characters
                if catalog.get(company.site).is_haven]  # of every company
    wizard_there = any(c.card_id == state.wizard for c in at_haven)
    return victory.council_refusal(raw_total, [c.name for c in at_haven],
                                   state.wizard is not None, wizard_there)


def refusal(state: State, catalog: Catalog, played: str, raw_total: int
            ) -> tuple[str, str] | None:
    """Why the Free Council cannot be called now, with the clause (None: it can). From
    ``END_OF_TURN_SINCE`` RGO-WIN-1's conditions, then the time (the end of the turn); before,
    the time (the organization phase), then the conditions, as played."""
    if not at_end_of_turn(played) and state.phase != ORGANIZATION:
        return "The Free Council is called in the organization phase.", "RGO-WIN-1"
    unmet = conditions_refusal(state, catalog, raw_total)
    if unmet is None and at_end_of_turn(played) and not state.council_offered:
        return ("The Free Council is called at the end of your turn, once the end-of-turn "
                "phase's steps are done.", TIMING)
    return unmet


def offered_at_end(state: State, catalog: Catalog, played: str) -> bool:
    """Whether the end of the turn, its steps done, offers the council (``END_OF_TURN_SINCE``)."""
    return at_end_of_turn(played) and conditions_refusal(
        state, catalog, sum(points(state, catalog, played).values())) is None
