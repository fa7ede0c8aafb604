"""The organization of several companies (CoE 2.II.3, 2.II.7.1): the player's actions
``split:<characters>``, ``join:<company>``, ``move:<company>:<site>`` and ``stay:<company>``,
checked by :mod:`companies` and recorded as facts. The company whose organization runs is
the ``State``'s own; the others wait in ``State.companies``.
"""

from __future__ import annotations

from domain.cards import Card, Catalog
from domain.engine.characters import Character
from domain.engine.movement import reachable, site_path
from domain.errors import IllegalAction
from domain.ruleset import Action, Context, illegal, played_since
from domain.rulesets.road_goes_ever_on import (
    companies,
    dungeons,
    factions,
    followers,
    gates,
    move_clauses,
    siege,
    staying,
    tables,
    under_deeps_moves,
)
from domain.rulesets.road_goes_ever_on.state import Company, State
from domain.text import count

SPLIT_SEPARATOR = ","
#: From this version a company split from the running one may not stay while the running
#: company can move nowhere (Moria's gate holding it): the phase would have no way to end.
STAY_HELD_SINCE_VERSION = 76
#: From this version a split is refused when fewer of the companies it would leave could pass
#: the site's gate (Moria's) than must move: neither could then end the phase.
SPLIT_GATE_SINCE_VERSION = 89


def plans(state: State, destination: str | None) -> list[companies.Plan]:
    """Every company's declared movement, the running company going to ``destination``."""
    split_from = dict(state.splits)
    out = [companies.Plan(state.company, state.site, destination, split_from.get(state.company))]
    out += [companies.Plan(c.id, c.site, c.destination, split_from.get(c.id))
            for c in state.companies]
    return out


class Organization:
    """The companies' organization actions, bound to the catalog."""

    def __init__(self, catalog: Catalog, played: str) -> None:
        self.catalog = catalog
        self.played = played
        #: The last state's count of the sites the running company reaches (see ``_reach``).
        self._reached: tuple[State, int] | None = None

    def at_haven(self, site: str) -> bool:
        return self.catalog.get(site).is_haven

    def actions(self, state: State) -> list[Action]:
        out = []
        at_haven = self.at_haven(state.site)
        # Only a split that leaves the phase a way to end is offered, in every version.
        for c in state.characters:
            if companies.split_problem(state.characters, [c.card_id], at_haven,
                                       self.catalog.get) is None \
                    and followers.split_problem(state, [c.card_id]) is None \
                    and self.ending_problem(state, [c.card_id]) is None:
                out.append(Action(f"split:{c.card_id}", f"{c.name} forms a new company",
                                  companies.SPLIT))
        sites = [self.catalog.get(s) for s in state.site_deck] if state.companies else []
        for other in state.companies:
            if self.join_refusal(state, other.id) is None:
                out.append(Action(f"join:{other.id}", f"The company of {self._names(other)} "
                                  "joins this company", companies.JOIN))
            here = self.catalog.get(other.site)
            for site, path in self._moves(state, other.id, here, sites):
                if self.move_refusal(state, other.id, site.id) is not None:
                    continue
                out.append(Action(f"move:{other.id}:{site.id}", f"The company of "
                                  f"{self._names(other)} moves to {site.name} "
                                  f"({count(len(path), 'region')})",
                                  move_clauses.cited(self.played, here, site)))
            for site in self._under_deeps(state, here, sites):
                if self.move_refusal(state, other.id, site.id) is None:
                    out.append(Action(f"move:{other.id}:{site.id}", f"The company of "
                                      f"{self._names(other)} moves "
                                      f"{under_deeps_moves.way(here, site)}",
                                      move_clauses.under_deeps(self.played, here)))
            if other.destination is not None and self.stay_refusal(state, other.id) is None:
                out.append(Action(f"stay:{other.id}", f"The company of {self._names(other)} "
                                  "stays", move_clauses.stay_cited(self.played)))
        return out

    def ending_problem(self, state: State, leaving: list[str]) -> tuple[str, str] | None:
        """Why the organization phase could not end once ``leaving`` form a new company, or
        None: of the companies split from the running one all but one must move (CoE
        2.II.3.6), each to a new site of its own (CoE 2.II.7.1)."""
        parts = staying.family(state, leaving)
        bound = staying.family_problem(state, parts)
        if bound is not None:
            return bound
        movers = len(parts) - 1
        here = self.catalog.get(state.site)
        sites = self._reach(state, here)
        if movers > sites:
            return (f"Of the companies split from {state.company} all but one must move, each "
                    f"to a site of its own, and {count(sites, 'site')} of your site deck "
                    f"can be reached from {here.name}.", companies.SAME_MOVE)
        return self._gate_problem(state, parts, here, movers)

    def _gate_problem(self, state: State, parts: list[tuple[Character, ...]], here: Card,
                      movers: int) -> tuple[str, str] | None:
        """Why too few of the companies ``parts`` (the running one, those split from it and
        the new one) could pass ``here``'s gate (from ``SPLIT_GATE_SINCE_VERSION``), or
        None."""
        if not played_since(self.played, SPLIT_GATE_SINCE_VERSION):
            return None
        found = tables.load_tables(state.options.get("tables") or {})
        if gates.rule(found, here) is None:
            return None  # no gate here: none of the parts has one to pass
        gated = [gates.keepers(found, here, here, part, state.wizard) for part in parts]
        able = sum(1 for gate in gated if gate is None or gate[1])
        if gated and gated[0] is not None and able < movers:
            rule = gated[0][0]
            return (f"Of the companies split from {state.company} all but one must move, and "
                    f"to leave {rule.site} a dwarf or wizard of each must tap: "
                    f"{count(able, 'company', 'companies')} would have one untapped.", rule.clause)
        return None

    def _reach(self, state: State, here: Card) -> int:
        """How many sites of the site deck the running company can move to from ``here``:
        the same for each split ``actions`` weighs, so counted once for a state."""
        if self._reached is None or self._reached[0] is not state:
            deck = [self.catalog.get(s) for s in state.site_deck]
            self._reached = (state, len(self._moves(state, state.company, here, deck))
                             + len(self._under_deeps(state, here, deck)))
        return self._reached[1]

    def _moves(self, state: State, company: str, here: Card,
               sites: list[Card]) -> list[tuple[Card, tuple[str, ...]]]:
        """Starter movement of ``company`` from ``here``; from version 32, less what the
        Dungeon rules forbid and with the Dungeon below or the surface above (dungeons.py)."""
        if dungeons.for_every_company(self.played):
            return dungeons.company_moves(state, company, here, sites)
        return reachable(here, sites)

    def _under_deeps(self, state: State, here: Card, sites: list[Card]) -> list[Card]:
        """The sites a company split off reaches by the Under-deeps (BA-UDMOVE-1, 2; the
        ``under_deeps`` option, version 27 on)."""
        if not under_deeps_moves.for_split_companies(state.options, self.played):
            return []
        return under_deeps_moves.destinations(here, sites)

    def _names(self, company: Company) -> str:
        return ", ".join(c.name for c in company.characters)

    # -- refusals -----------------------------------------------------------------------------
    def split_refusal(self, state: State, rest: str) -> IllegalAction | None:
        leaving = [c for c in rest.split(SPLIT_SEPARATOR) if c]
        problem = companies.split_problem(state.characters, leaving, self.at_haven(state.site),
                                          self.catalog.get)
        problem = problem or followers.split_problem(state, leaving)
        if problem is None and staying.checked(self.played):
            problem = self.ending_problem(state, leaving)
        return illegal(*problem) if problem is not None else None

    def join_refusal(self, state: State, other_id: str) -> IllegalAction | None:
        other = state.waiting(other_id)
        if other is None:
            return illegal(f"There is no other company {other_id!r}.", companies.JOIN)
        found = {p.company: p for p in plans(state, state.destination)}
        problem = companies.join_problem(found[state.company], found[other.id],
                                         (*state.characters, *other.characters),
                                         self.at_haven(state.site))
        return illegal(*problem) if problem is not None else None

    def move_refusal(self, state: State, other_id: str, site: str) -> IllegalAction | None:
        other = state.waiting(other_id)
        if other is None:
            return illegal(f"There is no other company {other_id!r}.", "RGO-HAZ-1")
        held = factions.move_problem(state, other.characters)
        if held is not None:
            return illegal(*held)
        if any(c.card_id in state.trained for c in other.characters):
            return illegal("A character of that company trained: it stays this turn.",
                           "RGO-SITE-BH-6")
        if site not in self.catalog or site not in state.site_deck:
            return illegal(f"There is no site path to {site} with the sites of your site "
                           "deck.", "RGO-HAZ-1")
        origin, target = self.catalog.get(other.site), self.catalog.get(site)
        deep = dungeons.for_every_company(self.played)
        if deep and (dungeons.is_dungeon(origin) or dungeons.is_dungeon(target)):
            problem = dungeons.company_problem(state, other_id, origin, target)
            if problem is not None:
                return illegal(*problem)
        # A Dungeon and its surface are joined with no region crossed (RGO-DUNG-1, 2).
        joined = deep and dungeons.path(origin, target) is not None
        deeps = under_deeps_moves.for_split_companies(state.options, self.played)
        if not joined and site_path(origin, target) is None and not (
                deeps and under_deeps_moves.joins(origin, target)):
            apart = under_deeps_moves.refusal(origin, target) if deeps else None
            return illegal(*apart) if apart is not None else illegal(
                f"There is no site path to {site} with the sites of your site deck.",
                "RGO-HAZ-1")
        if any(c.id != other_id and c.site == other.site and c.destination == site
               for c in state.companies):
            return illegal("Two companies cannot move from the same site to the same new "
                           "site.", companies.SAME_MOVE)
        gate = gates.problem(self._gate(state, other, target))
        return illegal(*gate) if gate is not None else None

    def _gate(self, state: State, other: Company,
              target: Card) -> tuple[tables.SiteRule, list[str]] | None:
        """The tap-to-pass rule ``other`` must pass to reach ``target`` (from
        ``gates.WAITING_SINCE_VERSION``), and who of it could tap."""
        if not gates.for_waiting(self.played):
            return None
        found = tables.load_tables(state.options.get("tables") or {})
        return gates.keepers(found, self.catalog.get(other.site), target, other.characters,
                             state.wizard)

    def stay_refusal(self, state: State, other_id: str) -> IllegalAction | None:
        """Why ``other_id`` may not stay: split from the running company, which can reach no
        site (none reachable, or a gate none of it may tap for), it must move, as all but one
        must (CoE 2.II.3.6). None from versions before ``STAY_HELD_SINCE_VERSION``."""
        if not played_since(self.played, STAY_HELD_SINCE_VERSION) \
                or dict(state.splits).get(other_id) != state.company:
            return None
        here = self.catalog.get(state.site)
        deck = [self.catalog.get(s) for s in state.site_deck]
        found = tables.load_tables(state.options.get("tables") or {})
        if any(gates.problem(gates.keepers(found, here, site, state.characters, state.wizard))
               is None for site in (*(s for s, _ in self._moves(state, state.company, here,
                                                                 deck)),
                                    *self._under_deeps(state, here, deck))):
            return None
        return illegal(f"Of the companies split from {state.company} all but one must move, "
                       f"and {', '.join(c.name for c in state.characters)} can reach no site "
                       f"from {here.name}: this company must move.", companies.SPLIT)

    def leave_refusal(self, state: State, destination: str | None) -> IllegalAction | None:
        """Why the organization phase cannot end with the running company going to
        ``destination`` (None: staying)."""
        if not state.companies:
            return None  # a company alone: no other to stay or to share its new site
        problem = companies.movement_problem(plans(state, destination))
        return illegal(*problem) if problem is not None else None

    # -- decisions ----------------------------------------------------------------------------
    def decide(self, ctx: Context[State], kind: str, rest: str) -> None:
        """Apply ``split``, ``join``, ``move:<company>:<site>`` or ``stay:<company>``; a
        refused action raises IllegalAction before any fact."""
        state = ctx.state
        if kind == "split":
            refusal = self.split_refusal(state, rest)
            if refusal is not None:
                raise refusal
            leaving = [c for c in rest.split(SPLIT_SEPARATOR) if c]
            ctx.emit("CompanySplit", companies.SPLIT, company=f"c{state.companies_formed + 1}",
                     split_from=state.company, site=state.site, characters=leaving)
            followers.settle(ctx)  # a follower parted from his controller (followers.py)
        elif kind == "join":
            refusal = self.join_refusal(state, rest)
            if refusal is not None:
                raise refusal
            ctx.emit("CompaniesJoined", companies.JOIN, company=state.company, joined=rest,
                     site=state.site)
        elif kind == "move":
            other_id, _, site = rest.partition(":")
            refusal = self.move_refusal(state, other_id, site)
            if refusal is not None:
                raise refusal
            other = state.waiting(other_id)
            assert other is not None
            if siege.held(ctx, other):  # it stays (siege.py)
                ctx.emit("MovementPlanned", "RGO-HAZ-6", company=other_id, destination=None,
                         path=[])
                return
            origin, target = self.catalog.get(other.site), self.catalog.get(site)
            ctx.emit("MovementPlanned", move_clauses.cited(self.played, origin, target),
                     company=other_id, destination=site,
                     path=list(site_path(origin, target) or ()))
            gate = self._gate(state, other, self.catalog.get(site))
            if gate is not None:
                ctx.emit("CharacterStateChanged", gate[0].clause, character=gate[1][0],
                         company=other_id, state="tapped",
                         reason=f"passing the gate of {gate[0].site}")
        else:  # stay:<company>
            if state.waiting(rest) is None:
                raise illegal(f"There is no other company {rest!r}.", "RGO-HAZ-6")
            refusal = self.stay_refusal(state, rest)
            if refusal is not None:
                raise refusal
            ctx.emit("MovementPlanned", move_clauses.stay_cited(self.played), company=rest,
                     destination=None, path=[])
