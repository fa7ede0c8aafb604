"""The resource short-events that test a gold ring (CoE 6.2, RGO-RING-3), played from the hand
in the organization or site phase from version ``SINCE_VERSION``, while a character of the
company bears a gold ring whose test ranges are known (``rings.ring_tests``):

- Test of Form (TW-338, TW-339), on a sage of the company: the ring is tested as a bearer's
  tap at a Haven tests it, but anywhere and with no one tapping;
- Test of Lore (TW-340), on a sage: the same, the roll at -1 (a modifier of the table roll);
- Wizard's Test (TW-365), a spell on the Wizard of the company: two rolls, the higher used,
  then the Wizard checks corruption at -1 (``spells.WIZARD_CHECK``); from ``CHOSEN_SINCE`` the
  player chooses the result used, by the ``result`` argument: ``higher`` (as before, and when
  left out), ``lower``, or a kind of ring (``Lesser Ring``, ``Magic Ring``, ``Dwarven Ring``,
  ``The One Ring``): the result that indicates it (the higher if both do), else the higher;
  any other value is refused naming the card and the reason, nothing written;
- Ringlore (TW-318), from ``RINGLORE_SINCE``, in the site phase on an untapped sage at an
  untapped site where Information is playable (its card's, or from information_sites.py's
  version Isengard and The White Towers by their rules): the sage and the site tap, and the gold
  ring is tested with no roll, any ring of the Ring deck but The One Ring taking its place (the
  ``replacement`` argument, else the first Magic Ring, Lesser Ring or Dwarven Ring of the deck,
  in that order); the Ring deck is then reshuffled, as after any test.

The gold ring tested is the one the ``ring`` argument names, else the first borne in the
company's order. The Scroll of Isildur's +2 applies as to any test. Earlier versions replay as
played (the cards were declared).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from domain.canonical import JSON
from domain.cards import Card, fold
from domain.engine import coe, effects
from domain.engine.checks import Modifier
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on import corruption_cards, rings, shadow, spells
from domain.rulesets.road_goes_ever_on.items_in_play import item_data
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
#: The first version that plays Ringlore.
RINGLORE_SINCE = 102
RINGLORE_MODE = "ringlore"
#: A gold ring of the company replaced by a ring of the Ring deck of the player's choice.
RINGLORE = "ringlore"
REPLACEMENT_ARG = "replacement"
#: The kinds of ring Ringlore's replacement is taken from when none is named, in order.
DEFAULT_KINDS = ("Magic Ring", "Lesser Ring", "Dwarven Ring")
#: The first version in which the player chooses Wizard's Test's result (the higher before).
CHOSEN_SINCE = 145
RESULT_ARG = "result"
HIGHER, LOWER = "higher", "lower"
#: What the ``result`` argument may name: the higher or lower result, or the kind of ring
#: whose result is used if either indicates it.
RESULTS = (HIGHER, LOWER, "Lesser Ring", "Magic Ring", "Dwarven Ring", rings.ONE_RING)

#: What the scripts leave out of a card they play, by card (the coverage's "missing"); before
#: ``CHOSEN_SINCE`` Wizard's Test's too, before information_sites.SINCE_VERSION Ringlore's
#: (``left_out``).
LEFT_OUT: dict[str, str] = {
}
LEFT_OUT_BEFORE = {
    "TW-365": "the player does not choose between the two results: the higher one is used, "
              "which never indicates a lesser kind of ring",
}
LEFT_OUT_BEFORE_SITES = {
    "TW-318": "Isengard and The White Towers, where Information is playable only under their "
              "site rules, do not let it be played",
}


def left_out(played: str) -> dict[str, str]:
    """What the scripts of the version ``played`` leave out, by card."""
    from domain.rulesets.road_goes_ever_on import information_sites

    out = LEFT_OUT if chosen(played) else {**LEFT_OUT_BEFORE, **LEFT_OUT}
    return out if information_sites.plays(played) else {**LEFT_OUT_BEFORE_SITES, **out}


def chosen(played: str) -> bool:
    return played_since(played, CHOSEN_SINCE)


def tests_twice(play: Play) -> bool:
    return any(e.primitive == RING_TEST_TWICE for e in play.effects)


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
    return played_since(played, SINCE_VERSION)


def ringlore() -> dict[str, tuple[Play, ...]]:
    """Ringlore's play, read by ``hand_resources.plays`` from ``RINGLORE_SINCE``."""
    from domain.rulesets.road_goes_ever_on.hand_resources import INFORMATION_SITE, Play

    return {"TW-318": (Play("TW-318", "Ringlore", RINGLORE_MODE, INFORMATION_SITE,
                            (effects.Effect(RINGLORE),), True, skill="sage",
                            taps_skilled=True),)}


def ringlore_offered(played: str) -> bool:
    return played_since(played, RINGLORE_SINCE)


#: The effects that test a gold ring or take its place.
_RING_EFFECTS = frozenset((*TESTS, RINGLORE))


def tests_ring(play: Play) -> bool:
    return any(e.primitive in _RING_EFFECTS for e in play.effects)


def replacements(state: State, card: Callable[[str], Card]) -> list[str]:
    """The rings of the Ring deck Ringlore may put in a gold ring's place (not The One Ring),
    the one taken by default first."""
    kinds = {r: rings.ring_kind(card(r)) for r in state.ring_deck}
    return sorted((r for r, k in kinds.items() if k in DEFAULT_KINDS),
                  key=lambda r: DEFAULT_KINDS.index(str(kinds[r])))


def play_unmet(state: State, play: Play, args: Mapping[str, JSON],
               card: Callable[[str], Card], played: str = "") -> str | None:
    """Why the card cannot test a gold ring with these arguments now (None: it can)."""
    unmet = ring_unmet(state, args)
    result = args.get(RESULT_ARG)
    if unmet is None and tests_twice(play) and chosen(played) and result is not None \
            and result not in RESULTS:
        return f"{result!r} is not a result to choose (one of {', '.join(RESULTS)})"
    if unmet is not None or not any(e.primitive == RINGLORE for e in play.effects):
        return unmet
    found = replacements(state, card)
    if not found:
        return "the Ring deck holds no ring but The One Ring to replace the gold ring"
    wanted = args.get(REPLACEMENT_ARG)
    if wanted is not None and wanted not in found:
        return f"{wanted!r} is not a ring of the Ring deck it may play (The One Ring excepted)"
    return None


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


def candidates(state: State, play: Play, card: Callable[[str], Card],
               played: str = "") -> dict[str, tuple[str, ...]]:
    """The values each argument of ``params`` may take now."""
    found = {RING_ARG: tuple(r for r, _ in gold_rings(state))}
    if tests_twice(play) and chosen(played):
        found[RESULT_ARG] = RESULTS
    if any(e.primitive == RINGLORE for e in play.effects):
        found[REPLACEMENT_ARG] = tuple(replacements(state, card))
    return found


def params(state: State, play: Play, card: Callable[[str], Card],
           played: str = "") -> dict[str, str]:
    """The arguments the card's action asks for, each optional."""
    found = {RING_ARG: "the gold ring tested: " + ", ".join(r for r, _ in gold_rings(state))
             + " (the first if left out)"}
    if tests_twice(play) and chosen(played):
        found[RESULT_ARG] = ("the result of the two used: higher, lower, or a kind of ring ("
                             + ", ".join(RESULTS[2:]) + ") for the result that indicates it, "
                             "else the higher (the higher if left out)")
    if any(e.primitive == RINGLORE for e in play.effects):
        found[REPLACEMENT_ARG] = ("the ring of the Ring deck put in its place: "
                                  + ", ".join(replacements(state, card))
                                  + " (the first if left out)")
    return found


def _ring(ctx: Context[State], args: Mapping[str, JSON]) -> tuple[str, str]:
    wanted = args.get(RING_ARG)
    return next((r, b) for r, b in gold_rings(ctx.state) if wanted in (None, r))


def replace_ring(ctx: Context[State], card: str, sage: str, args: Mapping[str, JSON]) -> None:
    """Ringlore: the site taps, the gold ring is tested with no roll and the ring chosen
    (or the first by ``DEFAULT_KINDS``) takes its place; the Ring deck is reshuffled."""
    from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn

    ruleset = ctx.ruleset
    assert isinstance(ruleset, RoadGoesEverOn)
    turn = ruleset.machinery(ctx.state)[0]
    ctx.emit("SiteTapped", coe.SHORT_EVENT, site=ctx.state.site, by=card)
    ring, bearer = _ring(ctx, args)
    gold, chosen = turn.card(ring), args.get(REPLACEMENT_ARG)
    found = str(chosen) if chosen is not None else replacements(ctx.state, turn.card)[0]
    kind = rings.ring_kind(turn.card(found))
    named = {"by": sage} if sage != bearer else {}
    ctx.emit("GoldRingTested", rings.RULE, card=ring, name=gold.name, character=bearer,
             **named, roll=None, kinds=[kind], with_card=card)
    ctx.emit("RingDeckSearched", rings.RULE, passed=[], found=found, kinds=[kind])
    taken = turn.card(found)
    ctx.emit("RingPlayed", rings.RULE, card=found, name=taken.name, character=bearer,
             kind=kind, replaces=ring, item=item_data(taken, ctx.ruleset.played))
    corruption_cards.ring_gained(ctx, found)  # Lure of Expedience
    if ctx.state.ring_deck:
        ctx.shuffle("ring", list(ctx.state.ring_deck), rings.RULE)
    turn.change_shadow(ctx, shadow.ring_revealed(taken))


def test(ctx: Context[State], card: str, name: str, by: str, effect: effects.Effect,
         args: Mapping[str, JSON]) -> None:
    """Test the gold ring named (or the first of the company), ``by`` playing the card."""
    # Imported here because the ruleset depends on hand_resources, which depends on this one.
    from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn

    ring, bearer = _ring(ctx, args)
    modifiers = (Modifier(effect.amount, f"card:{card}", name, rings.RULE),) \
        if effect.amount else ()
    ruleset = ctx.ruleset
    assert isinstance(ruleset, RoadGoesEverOn)
    twice = effect.primitive == RING_TEST_TWICE
    result = args.get(RESULT_ARG) if twice and chosen(ruleset.played) else None
    rings.RingTest(ruleset.machinery(ctx.state)[0]).test(
        ctx, ring, bearer, by, modifiers, 2 if twice else 1,
        str(result) if result is not None else None)
