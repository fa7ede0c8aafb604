"""The automatic player's companies (CoE 2.II.3): it joins a company met at the same site,
splits one strong enough in two when two sites of the Quest Display can be reached from here,
and plans each waiting company's movement before its own ends the organization phase.

Not part of the rules: only actions the ruleset offers are chosen, and a split is offered only
while the phase keeps a way to end (``Organization.ending_problem``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from domain.engine.characters import Character
from domain.immutable import replace
from domain.rulesets.road_goes_ever_on import routes
from domain.rulesets.road_goes_ever_on.state import State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn

#: The least total prowess of the fit characters each company of a split keeps: a weaker
#: half would lose more characters than the second site is worth (measured over seeded games;
#: with corruption cards tried every turn and dangerous sites visited last, 5 won 80 of 1,200
#: games from seed 0, 6 won 73 and 4 won 78).
STRONG_ENOUGH = 5


def choice(ruleset: RoadGoesEverOn, state: State, ids: Sequence[str],
           planned: str) -> str | None:
    """A join, a split or a waiting company's move, or None (``planned``: the running
    company's own plan)."""
    joined = next((i for i in ids if i.startswith("join:")), None)
    if joined is not None:
        return joined
    split = _split(state, ids, planned)
    if split is not None:
        return split
    return _waiting_move(ruleset, state, ids, planned)


def _split(state: State, ids: Sequence[str], planned: str) -> str | None:
    """``split:<character>`` when this company, alone in play and about to set out for a
    site to visit, can reach another such site, and both halves stay strong enough (the new
    company takes the second site, this one the first)."""
    if state.companies or not planned.startswith("move:"):
        return None
    own = {i.split(":", 1)[1] for i in ids if i.startswith("move:") and i.count(":") == 1}
    if len([t for t in dict.fromkeys(routes.targets(state)) if t in own]) < 2:
        return None
    best: tuple[int, str] | None = None
    for action in (i for i in ids if i.startswith("split:")):
        leaving = action.split(":", 1)[1]
        new = [c for c in state.characters if c.card_id == leaving]
        old = [c for c in state.characters if c.card_id != leaving]
        weaker = min(_strength(new), _strength(old))
        if weaker >= STRONG_ENOUGH and (best is None or weaker > best[0]):
            best = (weaker, action)
    return best[1] if best else None


def _strength(characters: Sequence[Character]) -> int:
    return sum(c.prowess for c in characters if c.untapped and not c.wounded)


def _waiting_move(ruleset: RoadGoesEverOn, state: State, ids: Sequence[str],
                  planned: str) -> str | None:
    """The first waiting company with no movement planned gets its route, leaving the site
    the running company is bound for to it."""
    bound = [planned.split(":", 1)[1]] if planned.startswith("move:") else []
    for other in state.companies:
        if other.destination is not None:
            continue
        prefix = f"move:{other.id}:"
        # The gates the running company must tap to pass (Moria's) hold it back too.
        view = replace(state, site=other.site, characters=other.characters)
        gates = ruleset.choices(view)
        moves = {i[len(prefix):]: i for i in ids if i.startswith(prefix) and gates.move_problem(
            view, ruleset.catalog.get(i[len(prefix):])) is None}
        chosen = routes.route(ruleset, state, other.site, other.characters, moves, bound)
        if chosen is not None:
            return chosen
    return None
