"""Applying one fact to the state: no decisions, no randomness, nothing read from the catalog.
Each fact carries what its change needs; facts this ruleset does not know leave the state as
it is."""

from __future__ import annotations

from collections.abc import Callable

from domain.immutable import replace
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

Handler = Callable[[SolitaireState, Fact], SolitaireState]


def _strs(value: object) -> tuple[str, ...]:
    assert isinstance(value, list)
    return tuple(str(v) for v in value)


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
    return (*decks[:i], replace(pile, draw=pile.draw[count:]), *decks[i + 1:])


def _discarded(decks: tuple[Pile, ...], deck: str, cards: tuple[str, ...]) -> tuple[Pile, ...]:
    """``decks`` with ``cards`` put on the discard pile of ``deck``."""
    i = DECKS.index(deck)
    pile = decks[i]
    return (*decks[:i], replace(pile, discard=pile.discard + cards), *decks[i + 1:])


def _statused(company: tuple[Member, ...], card: str, status: str) -> tuple[Member, ...]:
    """``company`` with the member ``card`` in condition ``status``."""
    assert any(m.card == card for m in company), card
    return tuple([replace(m, status=status) if m.card == card else m for m in company])


def _drop_top(state: SolitaireState, deck: str, count: int = 1) -> SolitaireState:
    return replace(state, decks=_dropped(state.decks, deck, count))


def _discard(state: SolitaireState, deck: str, cards: tuple[str, ...]) -> SolitaireState:
    return replace(state, decks=_discarded(state.decks, deck, cards))


def _status(state: SolitaireState, card: str, status: str) -> SolitaireState:
    return replace(state, company=_statused(state.company, card, status))


def _hazard(state: SolitaireState, **changes: object) -> SolitaireState:
    assert state.hazard is not None
    return replace(state, hazard=replace(state.hazard, **changes))


# -- setup and turn -------------------------------------------------------------------------
def deck_shuffled(state: SolitaireState, fact: Fact) -> SolitaireState:
    # A setup shuffle fills an empty deck; a reshuffle (SV1-SEQ-8) turns the discards over.
    return state.with_deck(str(fact["deck"]), Pile(draw=_strs(fact["cards"])))


def company_formed(state: SolitaireState, fact: Fact) -> SolitaireState:
    members = _strs(fact["members"])
    state = _drop_top(state, "characters", len(members))
    return replace(state, company=tuple(Member(card) for card in members))


def company_ordered(state: SolitaireState, fact: Fact) -> SolitaireState:
    order = _strs(fact["order"])
    by_card = {m.card: m for m in state.company}
    return replace(state, company=tuple(by_card[card] for card in order))


def turn_began(state: SolitaireState, fact: Fact) -> SolitaireState:
    return replace(state, turn=int(fact["turn"]),
                   company=tuple(replace(m, recruited=False) for m in state.company))


def company_refreshed(state: SolitaireState, fact: Fact) -> SolitaireState:
    company = state.company
    for card in _strs(fact["healed"]):
        company = _statused(company, card, TAPPED)
    for card in _strs(fact["untapped"]):
        company = _statused(company, card, UNTAPPED)
    return replace(state, company=company)


def items_untapped(state: SolitaireState, fact: Fact) -> SolitaireState:
    items = _strs(fact["items"])
    return replace(state, company=tuple(
        replace(m, items=tuple(replace(i, tapped=False) if i.card in items else i
                               for i in m.items)) for m in state.company))


# -- hazard phase ---------------------------------------------------------------------------
def regions_revealed(state: SolitaireState, fact: Fact) -> SolitaireState:
    cards = _strs(fact["cards"])
    return replace(state, decks=_dropped(state.decks, "regions", len(cards)), regions=cards,
                   step=HAZARDS)


def hazards_due(state: SolitaireState, fact: Fact) -> SolitaireState:
    return replace(state, hazards_left=int(fact["count"]))


def deck_exhausted(state: SolitaireState, fact: Fact) -> SolitaireState:
    # With no hazard left to draw the phase's remaining draws lapse.
    return replace(state, hazards_left=0) if fact["deck"] == "hazards" else state


def hazard_drawn(state: SolitaireState, fact: Fact) -> SolitaireState:
    return replace(state, decks=_dropped(state.decks, "hazards"),
                   hazards_left=state.hazards_left - 1,
                   hazard=HazardInPlay(str(fact["card"]), str(fact["nature"])))


def targets_set(state: SolitaireState, fact: Fact) -> SolitaireState:
    return _hazard(state, targets=_strs(fact["targets"]))


def tap_required(state: SolitaireState, fact: Fact) -> SolitaireState:
    return _hazard(state, choice=(str(fact["member"]), *_strs(fact["items"])))


def member_tapped(state: SolitaireState, fact: Fact) -> SolitaireState:
    company = _statused(state.company, str(fact["member"]), TAPPED)
    if state.hazard:
        return replace(state, company=company, hazard=replace(state.hazard, choice=()))
    return replace(state, company=company)


def item_tapped(state: SolitaireState, fact: Fact) -> SolitaireState:
    item = str(fact["item"])
    bearer = state.bearer(item)
    assert bearer is not None
    state = state.with_member(replace(bearer, items=tuple(
        replace(i, tapped=True) if i.card == item else i for i in bearer.items)))
    return _hazard(state, choice=()) if state.hazard else state


def member_wounded(state: SolitaireState, fact: Fact) -> SolitaireState:
    return _status(state, str(fact["member"]), WOUNDED)


def strike_faced(state: SolitaireState, fact: Fact) -> SolitaireState:
    assert state.hazard is not None
    member = str(fact["member"])
    taps = bool(fact["taps"])
    if taps and not state.explains:  # from version 3 a MemberTapped fact follows
        state = _status(state, member, TAPPED)
    hazard = state.hazard
    assert hazard is not None
    return _hazard(state, targets=hazard.targets[1:], roll=Roll("strike", member),
                   taps=taps)


def body_check_due(state: SolitaireState, fact: Fact) -> SolitaireState:
    assert state.hazard is not None
    return _hazard(state, targets=state.hazard.targets[1:],
                   roll=Roll("body", str(fact["member"])))


def member_assisted(state: SolitaireState, fact: Fact) -> SolitaireState:
    if not state.explains:  # from version 3 a MemberTapped fact follows
        state = _status(state, str(fact["member"]), TAPPED)
    if state.attempt is not None and state.attempt.roll is not None:
        roll = state.attempt.roll
        return replace(state, attempt=replace(
            state.attempt, roll=replace(roll, assists=roll.assists + (str(fact["member"]),))))
    assert state.hazard is not None and state.hazard.roll is not None
    roll = state.hazard.roll
    return _hazard(state, roll=replace(roll, assists=roll.assists + (str(fact["member"]),)))


def strike_resolved(state: SolitaireState, fact: Fact) -> SolitaireState:
    assert state.hazard is not None
    h = state.hazard
    result = fact["result"]
    if result == "lost":
        return _hazard(state, roll=Roll("body", str(fact["member"])), taps=False,
                       undefeated=h.undefeated + 1)
    # Won against a hazard with a body ("defeated" before version 6): its check decides.
    if result == "won" or result == "defeated" and fact["hazard_body_check"]:
        return _hazard(state, roll=None, taps=False, hazard_body_check=True)
    if result == "defeated":
        return _hazard(state, roll=None, taps=False, defeated=h.defeated + 1)
    return _hazard(state, roll=None, taps=False, undefeated=h.undefeated + 1)


def hazard_body_check(state: SolitaireState, fact: Fact) -> SolitaireState:
    assert state.hazard is not None
    h = state.hazard
    if fact["failed"]:
        return _hazard(state, hazard_body_check=False, defeated=h.defeated + 1)
    return _hazard(state, hazard_body_check=False, undefeated=h.undefeated + 1)


def body_check(state: SolitaireState, fact: Fact) -> SolitaireState:
    if fact["purpose"] == "resource":
        return state
    return _hazard(state, roll=None)


def item_left_play(state: SolitaireState, fact: Fact) -> SolitaireState:
    item = str(fact["item"])
    bearer = state.bearer(item)
    assert bearer is not None
    state = state.with_member(replace(bearer, items=tuple(i for i in bearer.items
                                                          if i.card != item)))
    return replace(state, pile=state.pile + _scored(fact["scored"], inverted=True))


def member_eliminated(state: SolitaireState, fact: Fact) -> SolitaireState:
    member = str(fact["member"])
    return replace(state, company=tuple(m for m in state.company if m.card != member),
                   pile=state.pile + _scored(fact["scored"], inverted=True))


def hazard_resolved(state: SolitaireState, fact: Fact) -> SolitaireState:
    card = str(fact["card"])
    if fact["to"] == "pile":
        scored = Scored(card, "kill", int(fact["points"]))
        return replace(state, hazard=None, pile=state.pile + (scored,))
    return replace(state, hazard=None, spent=state.spent + (card,))


def hazard_phase_ended(state: SolitaireState, fact: Fact) -> SolitaireState:
    decks = _discarded(state.decks, "regions", _strs(fact["regions"]))
    decks = _discarded(decks, "hazards", _strs(fact["hazards"]))
    return replace(state, decks=decks, regions=(), spent=(), hazards_left=0, step=RESOURCES)


# -- resource phase -------------------------------------------------------------------------
def site_drawn(state: SolitaireState, fact: Fact) -> SolitaireState:
    return replace(state, decks=_dropped(state.decks, "sites"), site=str(fact["card"]))


def resource_drawn(state: SolitaireState, fact: Fact) -> SolitaireState:
    return replace(state, decks=_dropped(state.decks, "resources"),
                   resources=state.resources + (str(fact["card"]),))


def resource_used(state: SolitaireState, fact: Fact) -> SolitaireState:
    card = str(fact["card"])
    return replace(state, resources=tuple(r for r in state.resources if r != card),
                   used=state.used + (card,))


def member_healed(state: SolitaireState, fact: Fact) -> SolitaireState:
    return _status(state, str(fact["member"]), TAPPED)


def member_untapped(state: SolitaireState, fact: Fact) -> SolitaireState:
    return _status(state, str(fact["member"]), UNTAPPED)


def resource_phase_ended(state: SolitaireState, fact: Fact) -> SolitaireState:
    site = fact["site"]
    decks = state.decks
    if site is not None:
        decks = _discarded(decks, "sites", (str(site),))
    decks = _discarded(decks, "resources", _strs(fact["resources"]))
    return replace(state, decks=decks, site=None, used=(), resources=(), step=ATTEMPTS)


# -- step 4 to 6 ----------------------------------------------------------------------------
def card_offered(state: SolitaireState, fact: Fact) -> SolitaireState:
    return replace(state, decks=_dropped(state.decks, str(fact["deck"])),
                   offered=state.offered + (str(fact["card"]),))


def attempt_declared(state: SolitaireState, fact: Fact) -> SolitaireState:
    member = str(fact["member"])
    if not state.explains:  # from version 3 a MemberTapped fact follows
        state = _status(state, member, TAPPED)
    return replace(state, attempt=Attempt(str(fact["card"]), str(fact["kind"]), member,
                                          int(fact["needed"]),
                                          roll=Roll("attempt", member)))


def attempt_resolved(state: SolitaireState, fact: Fact) -> SolitaireState:
    assert state.attempt is not None
    if not fact["success"]:
        return replace(state, attempt=None)
    then = fact["then"]
    return replace(state, attempt=replace(state.attempt, roll=None, placing=then == "place",
                                          replacing=then == "replace"))


def _take_offered(state: SolitaireState, card: str) -> SolitaireState:
    return replace(state, offered=tuple(c for c in state.offered if c != card), attempt=None)


def item_assigned(state: SolitaireState, fact: Fact) -> SolitaireState:
    item = str(fact["item"])
    member = state.member(str(fact["member"]))
    assert member is not None
    state = state.with_member(replace(member, items=member.items + (
        Item(item, bool(fact["combat"])),)))
    return _take_offered(state, item)


def item_swapped(state: SolitaireState, fact: Fact) -> SolitaireState:
    item, old = str(fact["item"]), str(fact["replaced"])
    member = state.member(str(fact["member"]))
    assert member is not None
    state = state.with_member(replace(member, items=tuple(
        Item(item, bool(fact["combat"])) if i.card == old else i for i in member.items)))
    state = replace(state, pile=state.pile + _scored(fact["scored"]))
    return _take_offered(state, item)


def to_pile(state: SolitaireState, fact: Fact) -> SolitaireState:
    state = replace(state, pile=state.pile + _scored(fact["scored"]))
    return _take_offered(state, str(fact["card"]))


def member_replaced(state: SolitaireState, fact: Fact) -> SolitaireState:
    member = str(fact["member"])
    return replace(state, company=tuple(m for m in state.company if m.card != member),
                   pile=state.pile + _scored(fact["scored"]))


def items_discarded(state: SolitaireState, fact: Fact) -> SolitaireState:
    return _discard(state, "items", _strs(fact["items"]))


def member_recruited(state: SolitaireState, fact: Fact) -> SolitaireState:
    card = str(fact["card"])
    state = replace(state, company=state.company + (Member(card, recruited=True),))
    return _take_offered(state, card)


def offer_discarded(state: SolitaireState, fact: Fact) -> SolitaireState:
    decks = _discarded(state.decks, "characters", _strs(fact["characters"]))
    decks = _discarded(decks, "items", _strs(fact["items"]))
    return replace(state, decks=decks, offered=(), attempt=None)


def turn_ended(state: SolitaireState, fact: Fact) -> SolitaireState:
    return replace(state, step=TURN)


def game_ended(state: SolitaireState, fact: Fact) -> SolitaireState:
    return replace(state, step=OVER, outcome=str(fact["outcome"]),
                   end_reason=str(fact["reason"]),
                   final_score=int(fact["score"]))


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
    "TargetsChosen": targets_set,
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
    return handler(state, fact) if handler else state


def initial(decks: dict[str, tuple[str, ...]], names: str = READER,
            explains: bool = True) -> SolitaireState:
    """The state before the opening shuffles: every deck's cards, not yet in order; ``names``
    is how the company's order compares names, ``explains`` whether rolls record checks."""
    return SolitaireState(decks=tuple(Pile(draw=decks.get(name, ())) for name in DECKS),
                          step=TURN, names=names, explains=explains)
