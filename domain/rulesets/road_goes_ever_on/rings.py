"""The ring test (RGO-RING-3, CoE 6.2).

In his organization phase, with his company at a Haven, an untapped bearer of a gold ring item
taps to have it tested: 2D6, unmodified. The gold ring's printed ranges (data, in
``seeds/tables/road-goes-ever-on/ring-tests.json``) tell which kinds of special ring the result
indicates. The gold ring is discarded; the Ring deck is drawn from the top until a ring of an
indicated kind appears, which the bearer takes in its place. The rings drawn past go back and
the Ring deck is reshuffled. Revealing a Dwarven Ring or The One Ring darkens the Shadow
(RGO-SHADOW-7, RGO-SHADOW-8).

From ``TESTER_SINCE_VERSION`` a character whose card lets him tap to test a gold ring of his
company (Gandalf, ``character_rules.RING_TESTERS``) may do so in his organization phase
wherever the company is: he taps (``test-ring:<gold ring>:<Gandalf>``), the ring is tested as
above, and the ring found goes to its bearer (``GoldRingTested`` names the bearer and, where
another tapped for the test, ``by``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from domain.canonical import JSON
from domain.cards import Card
from domain.engine import ring_tests as engine
from domain.engine.character_rules import RING_TESTERS
from domain.engine.checks import Modifier, TableRow, table_roll
from domain.engine.ring_tests import (
    ONE_RING,
    SCROLL,
    SCROLL_BONUS,
    TABLE_FILE,
    TestRange,
    indicated,
    pick,
    ring_kind,
    ring_tests,
)
from domain.ruleset import Action, Context, illegal, played_since
from domain.rulesets.road_goes_ever_on import corruption_cards, shadow
from domain.rulesets.road_goes_ever_on.items_in_play import item_data
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, State
from domain.rulesets.road_goes_ever_on.tables import explains_table_rolls
from domain.rulesets.road_goes_ever_on.turn import Turn

# The test itself is the engine's (``engine.ring_tests``), shared with the Hobbit scenarios;
# these names stay readable here.
__all__ = ["ONE_RING", "SCROLL", "SCROLL_BONUS", "TABLE_FILE", "RingTest", "TestRange",
           "indicated", "pick", "ring_kind", "ring_tests", "scroll_modifiers", "selected"]

RULE = "RGO-RING-3"
#: The first version in which Gandalf taps to test a gold ring borne in his company.
TESTER_SINCE_VERSION = 72


def testers_offered(played: str) -> bool:
    return played_since(played, TESTER_SINCE_VERSION)


def selected(gold_ring: Card, roll: int) -> list[TableRow]:
    """The printed ranges a test result falls in, by kind, as rows of the ring's table."""
    return engine.selected(gold_ring, roll, RULE)


#: The first version in which the Scroll of Isildur in the company modifies a ring test.
SCROLL_SINCE_VERSION = 93


def scroll_modifiers(played: str, state: State, card: Callable[[str], Card]) -> list[Modifier]:
    """The Scroll of Isildur's +2 to a gold ring tested in a company that holds it (version
    ``SCROLL_SINCE_VERSION`` on)."""
    if not played_since(played, SCROLL_SINCE_VERSION):
        return []
    return engine.scroll_modifier((i.card_id for c in state.characters for i in c.items),
                                  card, RULE)


_TEST = "tests/rules/test_road_goes_ever_on_scroll_of_isildur.py::"
#: What the coverage says of the gold rings and the Scroll: what is left out, the test, and the
#: first version of the ruleset that plays it (the ``rings`` option brings the Ring deck).
COVERAGE = {
    **{card_id: ("", _TEST + "test_each_gold_ring_indicates_its_printed_kinds", 1)
       for card_id in ("TW-196", "TW-231", "TW-306")},
    "TW-323": ("", _TEST + "test_the_scroll_of_isildur_adds_two_to_a_ring_test_in_its_company",
               SCROLL_SINCE_VERSION),
}


class RingTest:
    def __init__(self, turn: Turn) -> None:
        self.turn = turn

    def tests(self, state: State) -> list[tuple[str, str]]:
        """(gold ring, character tapping) pairs: an untapped bearer at a Haven in his
        organization phase, then (version ``TESTER_SINCE_VERSION`` on) an untapped Gandalf for
        each gold ring of his company, wherever it is."""
        if state.phase != ORGANIZATION:
            return []
        borne = [(item.card_id, c) for c in state.characters for item in c.items
                 if self._known_gold_ring(item.card_id)]
        found = [(ring, c.card_id) for ring, c in borne if c.untapped] \
            if self.turn.card(state.site).is_haven else []
        if testers_offered(self.turn.played):
            found += [(ring, t.card_id) for t in state.characters
                      if t.card_id in RING_TESTERS and t.untapped for ring, _ in borne]
        return list(dict.fromkeys(found))

    def _known_gold_ring(self, card_id: str) -> bool:
        return engine.known_gold_ring(self.turn.card(card_id))

    def actions(self, state: State) -> list[Action]:
        return [Action(f"test-ring:{ring}:{who}", f"{self.turn.card(who).name} taps to test "
                       f"{self.turn.card(ring).name}", RULE)
                for ring, who in self.tests(state)]

    def refusal(self, state: State, rest: str) -> Exception:
        ring, _, who = rest.partition(":")
        tester = state.character(who)
        if tester is not None and who in RING_TESTERS and testers_offered(self.turn.played) \
                and self._bearer(state, ring, who) is not None:
            if state.phase != ORGANIZATION:
                return illegal(f"{tester.name} tests a gold ring of his company in his "
                               "organization phase.", RULE)
            return illegal(f"{tester.name} must be untapped to tap for the test.", RULE)
        bearer = state.character(who)
        if bearer is None or all(i.card_id != ring for i in bearer.items) \
                or ring not in self.turn.catalog or not self._known_gold_ring(ring):
            return illegal("That character bears no such gold ring.", RULE)
        if state.phase != ORGANIZATION or not self.turn.card(state.site).is_haven:
            return illegal("A gold ring is tested in its bearer's organization phase, at a "
                           "Haven.", RULE)
        return illegal("The bearer must be untapped to tap for the test.", RULE)

    def _bearer(self, state: State, ring: str, who: str) -> str | None:
        """The character of the company bearing the gold ring ``ring`` (``who`` first)."""
        if ring not in self.turn.catalog or not self._known_gold_ring(ring):
            return None
        order = sorted(state.characters, key=lambda c: c.card_id != who)
        return next((c.card_id for c in order if any(i.card_id == ring for i in c.items)),
                    None)

    def decide(self, ctx: Context[State], rest: str, args: Mapping[str, JSON]) -> None:
        ring, _, who = rest.partition(":")
        gold = self.turn.card(ring)
        bearer = self._bearer(ctx.state, ring, who) or who
        ctx.emit("CharacterStateChanged", RULE, character=who, state="tapped",
                 reason=f"testing {gold.name}")
        self.test(ctx, ring, bearer, who)

    def test(self, ctx: Context[State], ring: str, bearer: str, by: str | None,
             modifiers: tuple[Modifier, ...] = (), rolls: int = 1,
             choice: str | None = None) -> None:
        """Test the gold ring ``ring`` borne by ``bearer`` (``by``: who taps or plays the card
        for it, named when another): the card's ``modifiers`` and the Scroll's added to the
        roll; of ``rolls`` rolls the highest is used, the first on a tie (Wizard's Test), or
        the one the player's ``choice`` names (``pick``)."""
        gold = self.turn.card(ring)
        named = {"by": by} if by is not None and bearer != by else {}
        made_rolls = []
        for _ in range(rolls):
            index = ctx.position("dice")
            made_rolls.append((index, ctx.roll(f"testing {gold.name}", RULE)))
        scroll = [*modifiers, *scroll_modifiers(ctx.ruleset.played, ctx.state, self.turn.card)]
        added = sum(m.amount for m in scroll)
        index, dice = pick(made_rolls, choice, lambda total: indicated(gold, total + added))
        roll = sum(dice) + added
        kinds = indicated(gold, roll)
        explained = explains_table_rolls(ctx.ruleset.played)
        made = table_roll(dice, scroll, f"{TABLE_FILE.removesuffix('.json')}:{gold.id}",
                          selected(gold, roll), index)
        two: dict[str, JSON] = {"rolls": [sum(d) for _, d in made_rolls]} if rolls > 1 else {}
        if choice is not None:
            two["choice"] = choice
        ctx.emit("GoldRingTested", RULE, card=ring, name=gold.name, character=bearer, **named,
                 roll=roll, kinds=kinds, **two,
                 **({"table_roll": made.to_json()} if explained else {}))
        drawn: list[str] = []
        found = None
        for card_id in ctx.state.ring_deck:
            if ring_kind(self.turn.card(card_id)) in kinds:
                found = card_id
                break
            drawn.append(card_id)
        ctx.emit("RingDeckSearched", RULE, passed=drawn, found=found, kinds=kinds)
        if found is not None:
            card = self.turn.card(found)
            ctx.emit("RingPlayed", RULE, card=found, name=card.name, character=bearer,
                     kind=ring_kind(card), replaces=ring, item=item_data(card, ctx.ruleset.played))
            corruption_cards.ring_gained(ctx, found)  # Lure of Expedience
        if drawn:
            ctx.shuffle("ring", list(ctx.state.ring_deck), RULE)
        if found is not None:
            self.turn.change_shadow(ctx, shadow.ring_revealed(self.turn.card(found)))
