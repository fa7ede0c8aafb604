"""A Chance Meeting (TW-188), from ``CHANCE_MEETING_FROM``, by its own action
(``chance-meeting:<character>:<controller>``).

In the organization phase, or in the site phase of the company whose phase it is, outside an
attack, with the company at a Free-hold, a Border-hold or a Ruins & Lairs, a character of the
hand who is no Wizard (a Hobbit too, away from his home) comes into play in that company as a
follower of one of its characters (CoE 2.II.2.2.2): a non-Wizard (a Wizard's direct influence is
pooled with general influence, GON-SETUP-10) who is no follower himself, whose direct influence
left covers the newcomer's mind (``moves.control_left``, with the printed and item bonuses the
version counts). The company stays within its size (CoE 2.II.3.1.1). It does not count against
the one character a turn (``State.character_played`` untouched), and uses no general
influence. The card goes to the discard pile (``ResourcePlayed``), the character comes in
(``CharacterPlayed`` naming the card) and is his controller's follower (``FollowerTaken``).
Refused elsewhere naming the card and the reason; the automatic player keeps the card.
From ``treated_sites.SINCE`` the company's site is read as a resource treats it this turn (a
Shadow-hold Quiet Lands treats as a Ruins & Lairs is one); before, as printed.
"""

from __future__ import annotations

from domain.cards import Catalog, fold
from domain.engine import coe
from domain.engine.characters import Character
from domain.engine.company import size_problem
from domain.errors import IllegalAction
from domain.rulesets.guise_of_the_necromancer import (
    decks,
    hand_cards,
    iron_crown,
    printed_rules,
    treated_sites,
)
from domain.rulesets.guise_of_the_necromancer.moves import control_left
from domain.rulesets.guise_of_the_necromancer.state import (
    ARRIVED,
    ENTERED,
    ORGANIZATION,
    SITE,
    Company,
    State,
)
from domain.rulesets.hobbit.moves import Add, Move

#: The first version playing the card by its own action; earlier versions declared it.
CHANCE_MEETING_FROM = hand_cards.CHANCE_MEETING_FROM
CARD = hand_cards.CHANCE_MEETING
NAME = "A Chance Meeting"
KIND = "chance-meeting"
RULE = "CoE-2.II.2.2.2"
SITE_TYPES = ("free-hold", "border-hold", "ruins-and-lairs")


def companies(state: State) -> list[Company]:
    """The companies the card may be played in now: any in the organization phase, the one
    whose site phase it is, once arrived (outside an attack)."""
    if state.outcome is not None or state.fight is not None or state.site_attacks \
            or state.legacy or state.deck_search or state.crown_offer is not None:
        return []
    if state.phase == ORGANIZATION:
        return list(state.companies)
    if state.phase == SITE and state.current is not None and state.step in (ARRIVED, ENTERED):
        return [state.current]
    return []


def problem(state: State, catalog: Catalog, played: str, newcomer_id: str,
            controller_id: str) -> tuple[str, str] | None:
    """Why the card cannot bring ``newcomer_id`` into play under ``controller_id`` now
    (message, clause), or None."""
    if CARD not in state.hand:
        return f"{NAME} is not in your hand.", coe.SHORT_EVENT
    company = state.company_of(controller_id)
    if company is None or company not in companies(state):
        return (f"{NAME} is played in the organization phase, or in the site phase of the "
                "company whose phase it is, outside an attack, under the direct influence of "
                "a character of that company.", coe.SHORT_EVENT)
    # From treated_sites.SINCE, as a resource treats it this turn (a Shadow-hold Quiet Lands
    # treats as a Ruins & Lairs is one).
    here = treated_sites.site_here(state, catalog, company, played)
    if here.site_type not in SITE_TYPES:
        return (f"{NAME} is played at a Free-hold, Border-hold or Ruins & Lairs, and "
                f"{here.name} is none.", coe.SHORT_EVENT)
    card = catalog.get(newcomer_id) if newcomer_id in catalog else None
    if newcomer_id not in state.hand or card is None or not card.is_character:
        return f"{NAME} brings into play a character of your hand.", coe.SHORT_EVENT
    if decks.is_wizard(card):
        return (f"{NAME} brings into play a character who is no Wizard, and {card.name} is "
                "one.", coe.SHORT_EVENT)
    if any(fold(c.name) == fold(card.name) for each in state.companies
           for c in each.characters):
        return f"{card.name} is already in play.", "CoE-1.3.1"
    controller = company.character(controller_id)
    assert controller is not None
    if controller.race == decks.WIZARD_RACE or state.controller(controller_id) is not None:
        return (f"{NAME}'s character comes into play under the direct influence of a "
                f"character of the company who is neither a Wizard nor a follower, and "
                f"{controller.name} is one.", RULE)
    newcomer = Character.from_card(card)
    left = control_left(state, catalog, controller, newcomer,
                        printed_rules.follower_bonuses(played),
                        printed_rules.item_followers(played), iron_crown.plays(played),
                        printed_rules.red_book(played))
    if newcomer.mind > left:
        return (f"{card.name}'s mind {newcomer.mind} is more than the direct influence "
                f"{controller.name} has left against him ({left}).", RULE)
    size = size_problem((*company.characters, newcomer), here.is_haven)
    if size is not None:
        return f"With {card.name}, {size}.", coe.COMPANY_SIZE
    return None


def moves(state: State, catalog: Catalog, played: str, add: Add) -> None:
    """``chance-meeting:<character>:<controller>`` for each character of the hand and each
    character of a company it may come in under."""
    if CARD not in state.hand:
        return
    for company in companies(state):
        for newcomer in dict.fromkeys(state.hand):
            if not catalog.get(newcomer).is_character:
                continue
            for controller in company.characters:
                if problem(state, catalog, played, newcomer, controller.card_id) is None:
                    add(f"{KIND}:{newcomer}:{controller.card_id}",
                        f"Play {NAME}: {catalog.get(newcomer).name} comes into play in "
                        f"company {company.id} as {controller.name}'s follower", RULE,
                        Move(KIND, card=newcomer, target=controller.card_id,
                             holder=company.id))


def refusal(state: State, catalog: Catalog, played: str, rest: str) -> IllegalAction:
    """Why ``chance-meeting:<rest>`` is refused now, naming the card and the reason."""
    newcomer, _, controller = rest.partition(":")
    found = problem(state, catalog, played, newcomer, controller) or (
        "The game waits for another decision first.", coe.SHORT_EVENT)
    return IllegalAction(found[0], clause=found[1])
