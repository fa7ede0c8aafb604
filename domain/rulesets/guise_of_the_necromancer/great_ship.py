"""Great Ship in the Guise of the Necromancer, from ``hand_cards.GREAT_SHIP_FROM``
(``engine.great_ship``): a company aboard this turn (``State.aboard``) whose site path is
sailing may have any untapped character of it tap to cancel:

- a hazard creature's attack on it, before its strikes are assigned
  (``great-ship:<character>``: ``CharacterStateChanged``, ``AttackCanceled``, CoE 3.i; the
  creature discarded, a Nazgûl shuffled back, GON-NAZ-5);
- a hazard event of the hazard hand as it is played on the company or a character of it (a
  corruption card, a call home, a tap or wound, a declared effect on a character): the hazard
  hand waits (``HazardEventCancelable``, ``State.ship_wait``) for ``great-ship-event:<character>``
  (``HazardEventCanceled``: the event discarded, its effect none) or ``resolve-hazard``
  (``HazardEventLetBe``: it is played as ever). Events played on a site or a faction, and
  those played with a creature's attack, act on no entity of the company and do not wait.
"""

from __future__ import annotations

from domain.cards import Catalog
from domain.engine import great_ship
from domain.engine.movement import site_path
from domain.errors import IllegalAction
from domain.rulesets.guise_of_the_necromancer.state import Company, State
from domain.rulesets.hobbit import great_ship as family
from domain.rulesets.hobbit.moves import Add, Move

ATTACK_KIND = family.ATTACK_KIND
EVENT_KIND = family.EVENT_KIND
RESOLVE = "resolve-hazard"
RULE = great_ship.RULE
NAME = great_ship.NAME


def path(catalog: Catalog, company: Company) -> tuple[str, ...]:
    """The region types of the company's site path this turn (none if it stays or a card
    moves it)."""
    if company.destination is None or company.by_card:
        return ()
    return site_path(catalog.get(company.location), catalog.get(company.destination)) or ()


def afloat(state: State, catalog: Catalog, company: Company) -> bool:
    """Whether ``company`` is aboard this turn and its site path is sailing."""
    return company.id in state.aboard and great_ship.sailing(path(catalog, company))


def attack_problem(state: State, catalog: Catalog, who: str) -> str | None:
    """Why ``who`` does not tap to cancel the attack under way by Great Ship, or None."""
    fight = state.fight
    company = state.company(fight.company) if fight is not None else state.company_of(who)
    attacked = "the company attacked"
    if company is None:
        return family.sail_problem(False, (), attacked)
    if (sailing := family.sail_problem(company.id in state.aboard, path(catalog, company),
                                       attacked)) is not None:
        return sailing
    if fight is None or fight.card is None or fight.attack.automatic or fight.origin \
            or not fight.assigning or fight.assigned:
        return family.ATTACK_TIMING
    return family.tapper_problem(company.character(who), attacked)


def attack_moves(state: State, catalog: Catalog, add: Add) -> None:
    """``great-ship:<character>`` for each untapped character of the company attacked."""
    fight = state.fight
    company = state.company(fight.company) if fight is not None else None
    if company is None:
        return
    for who in company.characters:
        if attack_problem(state, catalog, who.card_id) is None:
            add(f"{ATTACK_KIND}:{who.card_id}", f"{who.name} taps to cancel the attack "
                f"({NAME})", RULE, Move(ATTACK_KIND, target=who.card_id, holder=company.id))


def event_moves(state: State, catalog: Catalog, add: Add) -> None:
    """While a hazard event waits: each untapped character of the company taps to cancel it,
    or the player lets it take effect."""
    company = state.current
    assert state.ship_wait is not None and company is not None
    card = catalog.get(state.hazard_hand[state.ship_wait].card)
    family.event_moves(company.characters, card, add, holder=company.id)
    add(RESOLVE, f"Let {card.name} take effect", RULE, Move(RESOLVE, card.id,
                                                             holder=company.id))


def refusal(state: State, catalog: Catalog, kind: str, who: str) -> IllegalAction:
    """Why a Great Ship action is refused now, naming the card and the reason."""
    if kind == ATTACK_KIND:
        found = attack_problem(state, catalog, who)
        return IllegalAction(f"{found or 'The game waits for another decision first'}.",
                             clause=RULE)
    if state.ship_wait is None:
        return IllegalAction(f"{NAME} cancels a hazard event only as it is played on the "
                             "company aboard, which waits for the choice.", clause=RULE)
    return IllegalAction(f"{NAME} lets an untapped character of the company tap to cancel "
                         "the hazard event.", clause=RULE)


def waiting_refusal(state: State, catalog: Catalog) -> IllegalAction:
    """Any other action while a hazard event waits for Great Ship's choice."""
    assert state.ship_wait is not None
    card = catalog.get(state.hazard_hand[state.ship_wait].card)
    return IllegalAction(f"{card.name} waits: tap a character of the company aboard to cancel "
                         f"it ({EVENT_KIND}:<character>) or let it take effect ({RESOLVE}).",
                         clause=RULE)
