"""Andúril, the Flame of the West (TW-192), once stored (``SINCE_VERSION`` on), as its card
prints it.

Taken as an Information quest its sage holds it until he stores it at a Haven
(information_storing.py). Once it is stored, in the organization phase, with a Reforging
stored too and Narsil borne by a character of the company, the player may discard the
Reforging and place Andúril with Narsil (``join-anduril:<narsil>``: both leave the
marshalling-point pile, ``MarshallingPointsLost``; ``AndurilJoined``). While a character bears
that Narsil, Andúril gives him, besides Narsil's own: 4 marshalling points (items), +4 prowess
to a maximum of 11 (a named modifier of his strikes, as much as brings him to 11 and no more),
+1 direct influence (his influence attempts) and +1 corruption point. Andúril taps, in the
organization or site phase, to untap a tapped Dúnadan of the bearer's company
(``anduril-untap:<character>``: ``ItemTapped``, then the Dúnadan untaps), its bearer then
checking corruption at -1; it untaps with the untap phase. If Narsil leaves its bearers (lost,
stored, discarded) Andúril goes with it. Earlier versions replay as played.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from domain.cards import Card, fold
from domain.engine import anduril as shared
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.errors import IllegalAction
from domain.ruleset import Action, Context, illegal, played_since
from domain.rulesets.road_goes_ever_on import check_helpers
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, SITE, State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.decision import Decision, Rules

#: The first version of the ruleset that plays it once stored.
SINCE_VERSION = 154
NAME, NARSIL, REFORGING = shared.NAME, shared.NARSIL, shared.REFORGING
JOIN, UNTAP = shared.JOIN, shared.UNTAP
KINDS = (JOIN, UNTAP)
RULE = "RGO-GEN-1"
UNTAP_CHECK = shared.UNTAP_CHECK
CardOf = Callable[[str], Card]


def plays(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def _stored(state: State, name: str) -> str | None:
    return next((r.card for r in state.mp if fold(r.name) == name), None)


def bearer(played: str, state: State) -> Character | None:
    """The character of any company bearing the Narsil Andúril was placed with, or None."""
    if not plays(played) or state.anduril is None:
        return None
    narsil = state.anduril[1]
    return next((c for c in state.every_character() if c.bears(narsil)), None)


def _card(state: State) -> str:
    assert state.anduril is not None
    return state.anduril[0]


# -- placing it with Narsil ---------------------------------------------------------------------

def join_problem(state: State, card: CardOf, narsil: str) -> str | None:
    return shared.join_problem(
        state.anduril is not None, _stored(state, NAME) is not None,
        _stored(state, REFORGING) is not None, state.phase == ORGANIZATION,
        any(c.bears(narsil) for c in state.characters) and fold(card(narsil).name) == NARSIL)


def _narsils(state: State) -> list[str]:
    return [i.card_id for c in state.characters for i in c.items if fold(i.name) == NARSIL]


# -- tapping it to untap a Dúnadan --------------------------------------------------------------

def untap_problem(played: str, state: State, who: str) -> str | None:
    found = bearer(played, state)
    has = found is not None and state.character(found.card_id) is not None
    return shared.untap_problem(has, state.phase in (ORGANIZATION, SITE),
                                has and _card(state) in state.tapped_items,
                                state.character(who))


def actions(state: State, card: CardOf, played: str) -> list[Action]:
    if not plays(played):
        return []
    out = [Action(f"{JOIN}:{narsil}", "Discard a stored Reforging and place Andúril with "
                  f"Narsil ({card(narsil).name}, borne in the company)", RULE)
           for narsil in _narsils(state) if join_problem(state, card, narsil) is None]
    out += [Action(f"{UNTAP}:{c.card_id}", f"Tap Andúril to untap {c.name}; its bearer checks "
                   "corruption at -1", RULE)
            for c in state.characters if untap_problem(played, state, c.card_id) is None]
    return out


def refusal(state: State, card: CardOf, played: str, kind: str, rest: str) -> IllegalAction:
    if kind == JOIN:
        try:
            found = join_problem(state, card, rest)
        except KeyError:  # no such card
            found = shared.NO_NARSIL
        return illegal(found or "The game waits for another decision first.", RULE)
    return illegal(untap_problem(played, state, rest)
                   or "The game waits for another decision first.", RULE)


CheckFn = Callable[[Context[State], Character, int, str], None]


def decide(ctx: Context[State], card: CardOf, kind: str, rest: str, check: CheckFn) -> None:
    state = ctx.state
    if kind == JOIN:
        anduril, reforging = _stored(state, NAME), _stored(state, REFORGING)
        assert anduril is not None and reforging is not None
        holder = next(c for c in state.characters if c.bears(rest))
        ctx.emit("MarshallingPointsLost", RULE, cards=[reforging, anduril],
                 reason="Reforging discarded, Andúril placed with Narsil")
        ctx.emit("AndurilJoined", RULE, card=anduril, narsil=rest, character=holder.card_id)
        return
    found = bearer(ctx.ruleset.played, state)
    assert found is not None
    ctx.emit("ItemTapped", RULE, card=_card(state), name=card(_card(state)).name,
             character=found.card_id)
    ctx.emit("CharacterStateChanged", RULE, character=rest, state="untapped",
             reason="Andúril")
    check(ctx, found, UNTAP_CHECK, RULE)


# -- what it gives its bearer -------------------------------------------------------------------

def strike_modifiers(played: str, state: State, character: Character,
                     against: str) -> list[Modifier]:
    found = bearer(played, state)
    if found is None or found.card_id != character.card_id:
        return []
    return shared.prowess(_card(state), character, against, RULE)


def influence_modifiers(played: str, state: State, character: Character) -> list[Modifier]:
    found = bearer(played, state)
    if found is None or found.card_id != character.card_id:
        return []
    return shared.influence(_card(state), RULE)


def corruption(played: str, state: State, character: Character) -> int:
    found = bearer(played, state)
    return shared.CORRUPTION if found is not None and found.card_id == character.card_id else 0


def points(played: str, state: State) -> int:
    return shared.POINTS if bearer(played, state) is not None else 0


TEST = "tests/rules/test_road_goes_ever_on_anduril.py::"
#: What the coverage says of the card: what is left out, its test, the first version.
COVERAGE = {"TW-192": ("", TEST + "test_anduril_joins_narsil_and_gives_its_bearer_more",
                       SINCE_VERSION)}


def handle(rules: Rules, d: Decision) -> None:
    """Play ``join-anduril`` or ``anduril-untap`` (the ruleset's table of handlers)."""
    d.require(lambda: refusal(d.state, rules.catalog.get, rules.played, d.kind, d.rest))
    decide(d.ctx, rules.catalog.get, d.kind, d.rest, d.turn.waiting_check(check_helpers.ACTION))
