"""The body check a strike's wound calls for waits for the defender, as a Hobbit scenario
plays it from the version it names (``body_checks_from``): its declaration opens a chain in
which only actions raising the wounded character's body may be taken (CoE 3.I.1), so a
Miruvor borne in his company may be discarded then, once the strike is seen to wound him,
rather than before its roll. Before the version its scenario names (``body_check_cards_from``)
only the use of an item raising the company's body is taken here (``RAISES_BODY``): a card of
the hand giving the wounded character body for the turn (Narya, Nenya, Vilya on their bearer),
which the rule admits as well, is offered before the strike's roll only, neither in the wait
nor starting it; from that version it is offered in the wait too (``CARD_RAISES``), played on
the wounded character himself, and a corruption check it asks that removes him ends the wait
(``hobbit.turn.HobbitRules._remove``): no body check is left to make. The check waits
(``BodyCheckAwaited``) only when such an action is open; the defender then takes it or rolls
(``body-check``). An ally's check never waits: no item of the company raises an ally's body
(CoE 2.V.2.2). Earlier versions rolled at once. From the version its scenario names
(``body_check_at_hand_from``) the wait records what is at hand then (``at_hand``: each item
borne whose use raises his body, with its bearer, and each card of the hand that may be played
on him for it), and its line names exactly those (``at_hand_line``); the line of a wait
recorded before reads what may raise his body (``awaited_line``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from domain.canonical import JSON
from domain.engine import coe, effects, turn_bonuses
from domain.errors import IllegalAction
from domain.ruleset import Action
from domain.rulesets.hobbit.moves import Legal, Move
from domain.rulesets.hobbit.state import AwaitedCheck

KIND = "body-check"
RULE = coe.BODY_CHECK
AWAITED = "BodyCheckAwaited"
#: What an item's use may do in the chain a body check opens: raise the body of every
#: character of its bearer's company (Miruvor).
RAISES_BODY = frozenset({effects.COMPANY_BODY})
#: What a card of the hand may do in that chain: raise the body of the character it is played
#: on for the turn (Narya, Nenya, Vilya).
CARD_RAISES = frozenset({effects.TURN_BODY})


def raises_body(move: Move, generations: effects.Generations, wounded: str | None = None
                ) -> bool:
    """Whether ``move`` uses an item whose mode raises the company's body (``RAISES_BODY``),
    or, given the ``wounded`` character (from ``body_check_cards_from``), plays a card of the
    hand on him whose mode raises his body (``CARD_RAISES``)."""
    if move.kind == "use":
        raising = RAISES_BODY
    elif move.kind == "event" and wounded is not None and move.target == wounded:
        raising = CARD_RAISES
    else:
        return False
    entry = effects.scripted(move.card, generations)
    mode = next((m for m in entry.modes if m.name == move.mode), None) if entry else None
    return mode is not None and any(e.primitive in raising for e in mode.effects)


def raisers(legal: Legal, generations: effects.Generations, wounded: str | None = None
            ) -> Legal:
    """The actions of ``legal`` that raise a body check's body (``wounded``: as
    ``raises_body``)."""
    return {a: found for a, found in legal.items()
            if raises_body(found[1], generations, wounded)}


def at_hand(raising: Legal) -> dict[str, JSON]:
    """What ``raising`` (the actions raising a waiting check's body, ``raisers``) puts at
    hand, as ``BodyCheckAwaited``'s ``at_hand`` records it: ``items``, each item borne whose
    use raises it (``card``) with its ``bearer``; ``hand``, each card of the hand that may be
    played on him for it; both in the actions' order."""
    moves = [move for _, move in raising.values()]
    items: list[JSON] = [{"card": m.card, "bearer": m.holder} for m in moves if m.kind == "use"]
    hand: list[JSON] = list(dict.fromkeys(m.card for m in moves if m.kind == "event"))
    return {"items": items, "hand": hand}


def window(legal: Legal, awaited: AwaitedCheck, generations: effects.Generations,
           name: Callable[[str], str], cards: bool = False) -> Legal:
    """What the defender may do while ``awaited`` waits: raise his body (``cards``: by a card
    of the hand too), or roll it."""
    out = raisers(legal, generations, awaited.character if cards else None)
    out[KIND] = (Action(KIND, f"Roll the body check of {name(awaited.character)}", RULE),
                 Move(KIND))
    return out


def refusal(awaited: AwaitedCheck, name: Callable[[str], str], cards: bool = False
            ) -> IllegalAction:
    """Why an action other than the window's is refused while ``awaited`` waits (``cards``:
    a card of the hand raising his body is offered too)."""
    who = name(awaited.character)
    played = f", or a card of the hand raising it played on {who} (play:<card>:<mode>:" \
        "<character>)" if cards else ""
    return IllegalAction(f"The body check of {who} waits: only an item raising {who}'s body "
                         f"may be used first (use:<item>:<bearer>:<mode>){played}, then it is "
                         f"rolled ({KIND}).", clause=RULE)


def policy_choice(ids: Sequence[str]) -> str:
    """The automatic player's choice while a body check waits: the first item raising the
    body (its bonus lasts the turn, and a failed check costs the character), else the roll;
    never a card of the hand, whose own corruption check may cost the character."""
    return next((i for i in ids if i.startswith("use:")), KIND)


def awaited_line(name: Callable[[str], str], character: str, cards: bool = False) -> str:
    """The line of a ``BodyCheckAwaited`` on ``character``: what may raise his body first, an
    item used and, where the version offers them in the wait (``cards``: from
    ``body_check_cards_from``), the card of the hand raising it that is played on him by name
    (Narya on Gandalf; no such card is played by race). A wait recorded before its scenario's
    ``body_check_at_hand_from`` does not record which of them opened it: for a character no
    such card names, an item; for one it names, either."""
    who = name(character)
    named = [c.name for c in turn_bonuses.CARDS.values() if c.body > 0 and c.named == who] \
        if cards else []
    if not named:
        return f"The body check of {who} waits: an item raising {who}'s body may be used first."
    return f"The body check of {who} waits: what raises {who}'s body may come first, an item " \
           f"used or {' or '.join(named)} played on {who} from the hand."


def at_hand_line(name: Callable[[str], str], character: str, found: Mapping[str, Any]) -> str:
    """The line of a ``BodyCheckAwaited`` on ``character`` recording what is at hand
    (``found``: its ``at_hand``): each item borne by name and bearer, each card of the hand by
    name ("Gandalf's body may be raised with Narya (in hand) before the roll"), or that nothing
    at hand raises it."""
    who = name(character)
    named = [f"{name(i['card'])} (borne by {name(i['bearer'])})" for i in found["items"]] \
        + [f"{name(card)} (in hand)" for card in found["hand"]]
    if not named:
        return f"The body check of {who} waits: nothing at hand raises {who}'s body."
    return f"The body check of {who} waits: {who}'s body may be raised with " \
           f"{' or '.join(named)} before the roll."
