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

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources

from domain.canonical import JSON
from domain.cards import Card, fold
from domain.engine.character_rules import RING_TESTERS
from domain.engine.checks import Modifier, TableRow, table_roll
from domain.ruleset import Action, Context, illegal, played_since
from domain.rulesets.road_goes_ever_on import corruption_cards, shadow
from domain.rulesets.road_goes_ever_on.items_in_play import item_data
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, State
from domain.rulesets.road_goes_ever_on.tables import explains_table_rolls
from domain.rulesets.road_goes_ever_on.turn import Turn

RULE = "RGO-RING-3"
TABLE_FILE = "ring-tests.json"
ONE_RING = "The One Ring"
#: The first version in which Gandalf taps to test a gold ring borne in his company.
TESTER_SINCE_VERSION = 72


def testers_offered(played: str) -> bool:
    return played_since(played, TESTER_SINCE_VERSION)


@dataclass(frozen=True, slots=True)
class TestRange:
    """The results of a ring test that indicate one kind of ring (a bound of None: none)."""

    kind: str
    low: int | None = None
    high: int | None = None

    def holds(self, roll: int) -> bool:
        return (self.low is None or roll >= self.low) and (self.high is None or roll <= self.high)


def _bound(row: Mapping[str, JSON], key: str, where: str) -> int | None:
    value = row.get(key)
    if value is None:
        return None
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"{where}: field {key!r} must be a whole number, not {value!r}")
    return value


@cache
def ring_tests() -> dict[str, tuple[TestRange, ...]]:
    """Folded gold ring name -> its printed test ranges, checked on load."""
    path = resources.files("seeds").joinpath("tables", "road-goes-ever-on", TABLE_FILE)
    document = json.loads(path.read_text("utf-8"))
    kinds = list(document["kinds"])
    out: dict[str, tuple[TestRange, ...]] = {}
    for index, ring in enumerate(document["gold_rings"]):
        where = f"{TABLE_FILE}: gold_rings[{index}] ({ring.get('name')})"
        ranges = []
        for row in ring["tests"]:
            if row.get("kind") not in kinds:
                raise ValueError(f"{where}: field 'kind' {row.get('kind')!r} is not one of "
                                 f"{', '.join(kinds)}")
            ranges.append(TestRange(str(row["kind"]), _bound(row, "min", where),
                                    _bound(row, "max", where)))
        out[fold(str(ring["name"]))] = tuple(ranges)
    return out


def ring_kind(card: Card) -> str | None:
    """The kind of special ring a card is (The One Ring by name, the others by keyword)."""
    if fold(card.name) == fold(ONE_RING):
        return ONE_RING
    return next((k for k in ("Dwarven Ring", "Magic Ring", "Lesser Ring") if k in card.keywords),
                None)


def indicated(gold_ring: Card, roll: int) -> list[str]:
    """The kinds of ring a test result indicates for this gold ring, in printed order."""
    return [r.kind for r in ring_tests().get(fold(gold_ring.name), ()) if r.holds(roll)]


def selected(gold_ring: Card, roll: int) -> list[TableRow]:
    """The printed ranges a test result falls in, by kind, as rows of the ring's table."""
    return [TableRow(r.kind, r.low, r.high, RULE)
            for r in ring_tests().get(fold(gold_ring.name), ()) if r.holds(roll)]


#: The first version in which the Scroll of Isildur in the company modifies a ring test.
SCROLL_SINCE_VERSION = 93
SCROLL = fold("Scroll of Isildur")
SCROLL_BONUS = 2


def scroll_modifiers(played: str, state: State, card: Callable[[str], Card]) -> list[Modifier]:
    """The Scroll of Isildur's +2 to a gold ring tested in a company that holds it (version
    ``SCROLL_SINCE_VERSION`` on)."""
    if not played_since(played, SCROLL_SINCE_VERSION):
        return []
    found = next((i.card_id for c in state.characters for i in c.items
                  if fold(card(i.card_id).name) == SCROLL), None)
    return [] if found is None else [
        Modifier(SCROLL_BONUS, f"card:{found}", "the Scroll of Isildur in the company", RULE)]


_TEST = "tests/rules/test_road_goes_ever_on_scroll_of_isildur.py::"
#: What the coverage says of the gold rings and the Scroll: what is left out, the test, and the
#: first version of the ruleset that plays it (the ``rings`` option brings the Ring deck).
COVERAGE = {
    **{card_id: ("", _TEST + "test_each_gold_ring_indicates_its_printed_kinds", 1)
       for card_id in ("TW-196", "TW-231", "TW-306")},
    "TW-323": ("", _TEST + "test_the_scroll_of_isildur_adds_two_to_a_ring_test_in_its_company",
               SCROLL_SINCE_VERSION),
}


Made = tuple[int, list[int]]


def pick(made: list[Made], choice: str | None, kinds: Callable[[int], list[str]]) -> Made:
    """The roll of ``made`` (dice index, dice) used for a test: the higher (the first on a tie;
    a higher result never indicates a lesser kind of ring, the printed ranges), the lower when
    ``choice`` says so, or the higher of those whose result indicates the kind of ring it
    names, else the higher (Wizard's Test)."""
    higher = max(made, key=lambda m: sum(m[1]))
    if choice == "lower":
        return min(made, key=lambda m: sum(m[1]))
    if choice is None or choice == "higher":
        return higher
    indicating = [m for m in made if choice in kinds(sum(m[1]))]
    return max(indicating, key=lambda m: sum(m[1])) if indicating else higher


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
        card = self.turn.card(card_id)
        return card.item_class == "gold-ring" and fold(card.name) in ring_tests()

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
            index = ctx.table.position("dice")
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
