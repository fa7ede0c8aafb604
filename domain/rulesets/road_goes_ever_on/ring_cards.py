"""The resource short-events that test a gold ring (CoE 6.2, RGO-RING-3), played from the hand
in the organization or site phase from version ``SINCE_VERSION``, while a character of the
company bears a gold ring whose test ranges are known (``rings.ring_tests``):

- Test of Form (TW-338, TW-339), on a sage of the company: the ring is tested as a bearer's
  tap at a Haven tests it, but anywhere and with no one tapping;
- Test of Lore (TW-340), on a sage: the same, the roll at -1 (a modifier of the table roll);
- Wizard's Test (TW-365), a spell on the Wizard of the company: two rolls, the higher used,
  then the Wizard checks corruption at -1 (``spells.WIZARD_CHECK``).

The gold ring tested is the one the ``ring`` argument names, else the first borne in the
company's order. The Scroll of Isildur's +2 applies as to any test. Earlier versions replay as
played (the cards were declared).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from domain.canonical import JSON
from domain.cards import fold
from domain.engine import effects
from domain.engine.checks import Modifier
from domain.ruleset import Context
from domain.rulesets.road_goes_ever_on import rings, spells
from domain.rulesets.road_goes_ever_on.state import State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.hand_resources import Play

#: The first version that plays these cards; earlier versions replay as played.
SINCE_VERSION = 98
MODE = "test-ring"
#: A gold ring of the company tested; the amount modifies the roll.
RING_TEST = "ring-test"
#: As ``RING_TEST``, of two rolls the higher used.
RING_TEST_TWICE = "ring-test-twice"
TESTS = (RING_TEST, RING_TEST_TWICE)
RING_ARG = "ring"

#: What the scripts leave out of a card they play, by card (the coverage's "missing").
LEFT_OUT = {
    "TW-365": "the player does not choose between the two results: the higher one is used, "
              "which never indicates a lesser kind of ring",
}


def plays() -> dict[str, tuple[Play, ...]]:
    """The cards' plays, read by ``hand_resources.plays`` from ``SINCE_VERSION``."""
    from domain.rulesets.road_goes_ever_on.hand_resources import ANY, Play

    def sage(card: str, name: str, amount: int) -> Play:
        return Play(card, name, MODE, ANY, (effects.Effect(RING_TEST, amount),), True,
                    skill="sage")

    return {p.card: (p,) for p in (
        sage("TW-338", "Test of Form", 0),
        sage("TW-339", "Test of Form", 0),
        sage("TW-340", "Test of Lore", -1),
        Play("TW-365", "Wizard’s Test", MODE, ANY,
             (effects.Effect(RING_TEST_TWICE), effects.Effect(spells.WIZARD_CHECK, -1)), True,
             race=spells.WIZARD),
    )}


def offered(played: str) -> bool:
    return played.isdigit() and int(played) >= SINCE_VERSION


def tests_ring(play: Play) -> bool:
    return any(e.primitive in TESTS for e in play.effects)


def gold_rings(state: State) -> list[tuple[str, str]]:
    """(gold ring, bearer) for each gold ring of known test ranges borne in the company."""
    known = rings.ring_tests()
    return [(i.card_id, c.card_id) for c in state.characters for i in c.items
            if i.item_class == "gold-ring" and fold(i.name) in known]


def ring_unmet(state: State, args: Mapping[str, JSON]) -> str | None:
    """Why no gold ring can be tested by the card with these arguments (None: one can)."""
    found = gold_rings(state)
    if not found:
        return "no character of the company bears a gold ring"
    wanted = args.get(RING_ARG)
    if wanted is not None and all(ring != wanted for ring, _ in found):
        return f"{wanted!r} is not a gold ring borne in the company"
    return None


def test(ctx: Context[State], card: str, name: str, by: str, effect: effects.Effect,
         args: Mapping[str, JSON]) -> None:
    """Test the gold ring named (or the first of the company), ``by`` playing the card."""
    # Imported here because the ruleset depends on hand_resources, which depends on this one.
    from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn

    wanted = args.get(RING_ARG)
    ring, bearer = next((r, b) for r, b in gold_rings(ctx.state) if wanted in (None, r))
    modifiers = (Modifier(effect.amount, f"card:{card}", name, rings.RULE),) \
        if effect.amount else ()
    ruleset = ctx.ruleset
    assert isinstance(ruleset, RoadGoesEverOn)
    rings.RingTest(ruleset.machinery(ctx.state)[0]).test(
        ctx, ring, bearer, by, modifiers, 2 if effect.primitive == RING_TEST_TWICE else 1)
