"""Applying one fact to the state: no decisions, no randomness, nothing read from the catalog.
Each fact carries what its change needs; facts this ruleset does not know leave the state as
it is."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from domain.immutable import replacer
from domain.ruleset import DECK_SHUFFLED, Fact
from domain.rulesets.solitaire_v1.state import (
    ATTEMPTS,
    DECKS,
    HAZARDS,
    OVER,
    READER,
    RESOURCES,
    TAPPED,
    TURN,
    UNTAPPED,
    WOUNDED,
    Attempt,
    HazardInPlay,
    Item,
    Member,
    Pile,
    Roll,
    Scored,
    SolitaireState,
)

#: A fact's data, which its handler reads (the fact's kind chose the handler).
Data = Mapping[str, Any]
Handler = Callable[[SolitaireState, Data], SolitaireState]

# Each class's own copier (domain.immutable.replacer): the state is copied for nearly every
# fact, a member, a pile or the hazard in play for most.
_state = replacer(SolitaireState)
_pile = replacer(Pile)
_member = replacer(Member)
_item = replacer(Item)
_in_play = replacer(HazardInPlay)
_roll = replacer(Roll)
_attempt = replacer(Attempt)


def _strs(value: object) -> tuple[str, ...]:
    assert isinstance(value, list)
    return tuple(map(str, value))


def _scored(value: object, inverted: bool = False) -> tuple[Scored, ...]:
    assert isinstance(value, list)
    return tuple(Scored(str(card), str(cat), int(points), inverted)
                 for card, cat, points in value)


# The helpers below give a field's new value, so that a fact changing several fields copies
# the (wide) state once: most facts change a deck or a member and something else.
def _dropped(decks: tuple[Pile, ...], deck: str, count: int = 1) -> tuple[Pile, ...]:
    """``decks`` with the top ``count`` cards of ``deck`` taken off its draw pile."""
    i = DECKS.index(deck)
    pile = decks[i]
    return (*decks[:i], _pile(pile, draw=pile.draw[count:]), *decks[i + 1:])


def _discarded(decks: tuple[Pile, ...], deck: str, cards: tuple[str, ...]) -> tuple[Pile, ...]:
    """``decks`` with ``cards`` put on the discard pile of ``deck``."""
    i = DECKS.index(deck)
    pile = decks[i]
    return (*decks[:i], _pile(pile, discard=pile.discard + cards), *decks[i + 1:])


def _statused(company: tuple[Member, ...], card: str, status: str) -> tuple[Member, ...]:
    """``company`` with the member ``card`` in condition ``status``."""
    i = [m.card for m in company].index(card)  # refuses a card not in the company
    return (*company[:i], _member(company[i], status=status), *company[i + 1:])


def _drop_top(state: SolitaireState, deck: str, count: int = 1) -> SolitaireState:
    return _state(state, decks=_dropped(state.decks, deck, count))


def _discard(state: SolitaireState, deck: str, cards: tuple[str, ...]) -> SolitaireState:
    return _state(state, decks=_discarded(state.decks, deck, cards))


def _status(state: SolitaireState, card: str, status: str) -> SolitaireState:
    return _state(state, company=_statused(state.company, card, status))


def _hazard(state: SolitaireState, **changes: object) -> SolitaireState:
    assert state.hazard is not None
    return _state(state, hazard=_in_play(state.hazard, **changes))


# -- setup and turn -------------------------------------------------------------------------
def deck_shuffled(state: SolitaireState, data: Data) -> SolitaireState:
    # A setup shuffle fills an empty deck; a reshuffle (SV1-SEQ-8) turns the discards over.
    return state.with_deck(str(data["deck"]), Pile(draw=_strs(data["cards"])))


def company_formed(state: SolitaireState, data: Data) -> SolitaireState:
    members = _strs(data["members"])
    state = _drop_top(state, "characters", len(members))
    return _state(state, company=tuple(Member(card) for card in members))


def company_ordered(state: SolitaireState, data: Data) -> SolitaireState:
    order = _strs(data["order"])
    by_card = {m.card: m for m in state.company}
    return _state(state, company=tuple(by_card[card] for card in order))


def turn_began(state: SolitaireState, data: Data) -> SolitaireState:
    return _state(state, turn=int(data["turn"]),
                  company=tuple([_member(m, recruited=False) if m.recruited else m
                                 for m in state.company]))


def company_refreshed(state: SolitaireState, data: Data) -> SolitaireState:
    company = state.company
    for card in _strs(data["healed"]):
        company = _statused(company, card, TAPPED)
    for card in _strs(data["untapped"]):
        company = _statused(company, card, UNTAPPED)
    return _state(state, company=company)


def items_untapped(state: SolitaireState, data: Data) -> SolitaireState:
    items = _strs(data["items"])
    return _state(state, company=tuple(
        _member(m, items=tuple(_item(i, tapped=False) if i.card in items else i
                              for i in m.items)) for m in state.company))


# -- hazard phase ---------------------------------------------------------------------------
def regions_revealed(state: SolitaireState, data: Data) -> SolitaireState:
    cards = _strs(data["cards"])
    return _state(state, decks=_dropped(state.decks, "regions", len(cards)), regions=cards,
                  step=HAZARDS)


def hazards_due(state: SolitaireState, data: Data) -> SolitaireState:
    return _state(state, hazards_left=int(data["count"]))


def deck_exhausted(state: SolitaireState, data: Data) -> SolitaireState:
    # With no hazard left to draw the phase's remaining draws lapse.
    return _state(state, hazards_left=0) if data["deck"] == "hazards" else state


def hazard_drawn(state: SolitaireState, data: Data) -> SolitaireState:
    return _state(state, decks=_dropped(state.decks, "hazards"),
                  hazards_left=state.hazards_left - 1,
                  hazard=HazardInPlay(str(data["card"]), str(data["nature"])))


def targets_set(state: SolitaireState, data: Data) -> SolitaireState:
    return _hazard(state, targets=_strs(data["targets"]))


def targets_chosen(state: SolitaireState, data: Data) -> SolitaireState:
    targets = _strs(data["targets"])
    return _hazard(state, targets=targets, struck=targets)


def tap_required(state: SolitaireState, data: Data) -> SolitaireState:
    return _hazard(state, choice=(str(data["member"]), *_strs(data["items"])))


def member_tapped(state: SolitaireState, data: Data) -> SolitaireState:
    company = _statused(state.company, str(data["member"]), TAPPED)
    if state.hazard and state.hazard.choice:
        return _state(state, company=company, hazard=_in_play(state.hazard, choice=()))
    return _state(state, company=company)


def item_tapped(state: SolitaireState, data: Data) -> SolitaireState:
    item = str(data["item"])
    bearer = state.bearer(item)
    assert bearer is not None
    state = state.with_member(_member(bearer, items=tuple(
        _item(i, tapped=True) if i.card == item else i for i in bearer.items)))
    return _hazard(state, choice=()) if state.hazard else state


def member_wounded(state: SolitaireState, data: Data) -> SolitaireState:
    return _status(state, str(data["member"]), WOUNDED)


def strike_faced(state: SolitaireState, data: Data) -> SolitaireState:
    assert state.hazard is not None
    member = str(data["member"])
    taps = bool(data["taps"])
    if taps and not state.explains:  # from version 3 a MemberTapped fact follows
        state = _status(state, member, TAPPED)
    hazard = state.hazard
    assert hazard is not None
    return _hazard(state, targets=hazard.targets[1:], roll=Roll("strike", member),
                   taps=taps)


def body_check_due(state: SolitaireState, data: Data) -> SolitaireState:
    assert state.hazard is not None
    return _hazard(state, targets=state.hazard.targets[1:],
                   roll=Roll("body", str(data["member"])))


def member_assisted(state: SolitaireState, data: Data) -> SolitaireState:
    if not state.explains:  # from version 3 a MemberTapped fact follows
        state = _status(state, str(data["member"]), TAPPED)
    if state.attempt is not None and state.attempt.roll is not None:
        roll = state.attempt.roll
        return _state(state, attempt=_attempt(
            state.attempt, roll=_roll(roll, assists=roll.assists + (str(data["member"]),))))
    assert state.hazard is not None and state.hazard.roll is not None
    roll = state.hazard.roll
    return _hazard(state, roll=_roll(roll, assists=roll.assists + (str(data["member"]),)))


def strike_resolved(state: SolitaireState, data: Data) -> SolitaireState:
    assert state.hazard is not None
    h = state.hazard
    result = data["result"]
    if result == "lost":
        return _hazard(state, roll=Roll("body", str(data["member"])), taps=False,
                       undefeated=h.undefeated + 1)
    # Won against a hazard with a body ("defeated" before version 6): its check decides.
    if result == "won" or result == "defeated" and data["hazard_body_check"]:
        return _hazard(state, roll=None, taps=False, hazard_body_check=True)
    if result == "defeated":
        return _hazard(state, roll=None, taps=False, defeated=h.defeated + 1)
    return _hazard(state, roll=None, taps=False, undefeated=h.undefeated + 1)


def hazard_body_check(state: SolitaireState, data: Data) -> SolitaireState:
    assert state.hazard is not None
    h = state.hazard
    if data["failed"]:
        return _hazard(state, hazard_body_check=False, defeated=h.defeated + 1)
    return _hazard(state, hazard_body_check=False, undefeated=h.undefeated + 1)


def body_check(state: SolitaireState, data: Data) -> SolitaireState:
    if data["purpose"] == "resource":
        return state
    return _hazard(state, roll=None)


def item_left_play(state: SolitaireState, data: Data) -> SolitaireState:
    item = str(data["item"])
    bearer = state.bearer(item)
    assert bearer is not None
    state = state.with_member(_member(bearer, items=tuple(i for i in bearer.items
                                                          if i.card != item)))
    return _state(state, pile=state.pile + _scored(data["scored"], inverted=True))


def member_eliminated(state: SolitaireState, data: Data) -> SolitaireState:
    member = str(data["member"])
    return _state(state, company=tuple(m for m in state.company if m.card != member),
                  pile=state.pile + _scored(data["scored"], inverted=True))


def hazard_resolved(state: SolitaireState, data: Data) -> SolitaireState:
    card = str(data["card"])
    if data["to"] == "pile":
        scored = Scored(card, "kill", int(data["points"]))
        return _state(state, hazard=None, pile=state.pile + (scored,))
    return _state(state, hazard=None, spent=state.spent + (card,))


def hazard_phase_ended(state: SolitaireState, data: Data) -> SolitaireState:
    decks = _discarded(state.decks, "regions", _strs(data["regions"]))
    decks = _discarded(decks, "hazards", _strs(data["hazards"]))
    return _state(state, decks=decks, regions=(), spent=(), hazards_left=0, step=RESOURCES)


# -- resource phase -------------------------------------------------------------------------
def site_drawn(state: SolitaireState, data: Data) -> SolitaireState:
    return _state(state, decks=_dropped(state.decks, "sites"), site=str(data["card"]))


def resource_drawn(state: SolitaireState, data: Data) -> SolitaireState:
    return _state(state, decks=_dropped(state.decks, "resources"),
                  resources=state.resources + (str(data["card"]),))


def resource_used(state: SolitaireState, data: Data) -> SolitaireState:
    card = str(data["card"])
    return _state(state, resources=tuple(r for r in state.resources if r != card),
                  used=state.used + (card,))


def member_healed(state: SolitaireState, data: Data) -> SolitaireState:
    return _status(state, str(data["member"]), TAPPED)


def member_untapped(state: SolitaireState, data: Data) -> SolitaireState:
    return _status(state, str(data["member"]), UNTAPPED)


def resource_phase_ended(state: SolitaireState, data: Data) -> SolitaireState:
    site = data["site"]
    decks = state.decks
    if site is not None:
        decks = _discarded(decks, "sites", (str(site),))
    decks = _discarded(decks, "resources", _strs(data["resources"]))
    return _state(state, decks=decks, site=None, used=(), resources=(), step=ATTEMPTS)


# -- step 4 to 6 ----------------------------------------------------------------------------
def card_offered(state: SolitaireState, data: Data) -> SolitaireState:
    return _state(state, decks=_dropped(state.decks, str(data["deck"])),
                  offered=state.offered + (str(data["card"]),))


def attempt_declared(state: SolitaireState, data: Data) -> SolitaireState:
    member = str(data["member"])
    if not state.explains:  # from version 3 a MemberTapped fact follows
        state = _status(state, member, TAPPED)
    return _state(state, attempt=Attempt(str(data["card"]), str(data["kind"]), member,
                                         int(data["needed"]),
                                         roll=Roll("attempt", member)))


def attempt_resolved(state: SolitaireState, data: Data) -> SolitaireState:
    assert state.attempt is not None
    if not data["success"]:
        return _state(state, attempt=None)
    then = data["then"]
    return _state(state, attempt=_attempt(state.attempt, roll=None, placing=then == "place",
                                         replacing=then == "replace"))


def _take_offered(state: SolitaireState, card: str) -> SolitaireState:
    return _state(state, offered=tuple(c for c in state.offered if c != card), attempt=None)


def item_assigned(state: SolitaireState, data: Data) -> SolitaireState:
    item = str(data["item"])
    member = state.member(str(data["member"]))
    assert member is not None
    state = state.with_member(_member(member, items=member.items + (
        Item(item, bool(data["combat"])),)))
    return _take_offered(state, item)


def item_swapped(state: SolitaireState, data: Data) -> SolitaireState:
    item, old = str(data["item"]), str(data["replaced"])
    member = state.member(str(data["member"]))
    assert member is not None
    state = state.with_member(_member(member, items=tuple(
        Item(item, bool(data["combat"])) if i.card == old else i for i in member.items)))
    state = _state(state, pile=state.pile + _scored(data["scored"]))
    return _take_offered(state, item)


def to_pile(state: SolitaireState, data: Data) -> SolitaireState:
    state = _state(state, pile=state.pile + _scored(data["scored"]))
    return _take_offered(state, str(data["card"]))


def member_replaced(state: SolitaireState, data: Data) -> SolitaireState:
    member = str(data["member"])
    return _state(state, company=tuple(m for m in state.company if m.card != member),
                  pile=state.pile + _scored(data["scored"]))


def items_discarded(state: SolitaireState, data: Data) -> SolitaireState:
    return _discard(state, "items", _strs(data["items"]))


def member_recruited(state: SolitaireState, data: Data) -> SolitaireState:
    card = str(data["card"])
    state = _state(state, company=state.company + (Member(card, recruited=True),))
    return _take_offered(state, card)


def offer_discarded(state: SolitaireState, data: Data) -> SolitaireState:
    decks = _discarded(state.decks, "characters", _strs(data["characters"]))
    decks = _discarded(decks, "items", _strs(data["items"]))
    return _state(state, decks=decks, offered=(), attempt=None)


def turn_ended(state: SolitaireState, data: Data) -> SolitaireState:
    return _state(state, step=TURN)


def game_ended(state: SolitaireState, data: Data) -> SolitaireState:
    return _state(state, step=OVER, outcome=str(data["outcome"]),
                  end_reason=str(data["reason"]),
                  final_score=int(data["score"]))


HANDLERS: dict[str, Handler] = {
    DECK_SHUFFLED: deck_shuffled,
    "CompanyFormed": company_formed,
    "CompanyOrdered": company_ordered,
    "TurnBegan": turn_began,
    "CompanyRefreshed": company_refreshed,
    "ItemsUntapped": items_untapped,
    "RegionsRevealed": regions_revealed,
    "HazardsDue": hazards_due,
    "DeckExhausted": deck_exhausted,
    "HazardDrawn": hazard_drawn,
    "BodyChecksCalled": targets_set,
    "TargetsChosen": targets_chosen,
    "TapRequired": tap_required,
    "MemberTapped": member_tapped,
    "ItemTapped": item_tapped,
    "MemberWounded": member_wounded,
    "StrikeFaced": strike_faced,
    "BodyCheckDue": body_check_due,
    "MemberAssisted": member_assisted,
    "StrikeResolved": strike_resolved,
    "HazardBodyCheck": hazard_body_check,
    "ItemLeftPlay": item_left_play,
    "BodyCheck": body_check,
    "MemberEliminated": member_eliminated,
    "HazardResolved": hazard_resolved,
    "HazardPhaseEnded": hazard_phase_ended,
    "SiteDrawn": site_drawn,
    "ResourceDrawn": resource_drawn,
    "ResourceUsed": resource_used,
    "MemberHealed": member_healed,
    "MemberUntapped": member_untapped,
    "ResourcePhaseEnded": resource_phase_ended,
    "CardOffered": card_offered,
    "AttemptDeclared": attempt_declared,
    "AttemptResolved": attempt_resolved,
    "ItemAssigned": item_assigned,
    "ItemSwapped": item_swapped,
    "ItemToPile": to_pile,
    "FactionRecruited": to_pile,
    "MemberReplaced": member_replaced,
    "ItemsDiscarded": items_discarded,
    "MemberRecruited": member_recruited,
    "OfferDiscarded": offer_discarded,
    "TurnEnded": turn_ended,
    "GameEnded": game_ended,
}


def evolve(state: SolitaireState, fact: Fact) -> SolitaireState:
    handler = HANDLERS.get(fact.kind)
    return handler(state, fact.data) if handler else state


def initial(decks: dict[str, tuple[str, ...]], names: str = READER,
            explains: bool = True) -> SolitaireState:
    """The state before the opening shuffles: every deck's cards, not yet in order; ``names``
    is how the company's order compares names, ``explains`` whether rolls record checks."""
    return SolitaireState(decks=tuple(Pile(draw=decks.get(name, ())) for name in DECKS),
                          step=TURN, names=names, explains=explains)
