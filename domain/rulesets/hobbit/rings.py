"""Gold rings tested and special rings played from the hand (CoE 6.2), as the Hobbit scenarios
play them from the version each names (``ring_tests_from``; earlier versions replay as played,
Test of Lore and Test of Form declared, no gold ring tested).

In the organization or site phase, outside an attack, a gold ring borne in the company is
tested:

- by Gandalf in the company, who taps (``test-ring:<gold ring>:<Gandalf>``; a Hand in Burglar
  Wants a Good Job, never a character in There and Back Again, TBA-RES-3);
- by Test of Form (0) or Test of Lore (-1) played on a sage of the company
  (``test-ring:<gold ring>:<sage>:<card>``).

The test is the engine's (``engine.ring_tests``): 2D6, the card's modifier and the Scroll of
Isildur's +2 in the company added, read against the gold ring's printed ranges; the gold ring
is discarded (``GoldRingTested``). If the hand holds a special ring of a kind the result
indicates, the player may play one on the bearer at once (``play-ring:<ring>``, ``RingPlayed``)
or none (``ring-done``); nothing else is done meanwhile. A ring in play gives its catalog
facts; what its card does beyond them is not played here (The Road Goes Ever On's scripts).

Wizard's Test (from a scenario's ``wizards_test_from``) tests it with two rolls, the higher
used; from its ``wizards_choice_from`` the player chooses: two rolls of different totals wait
(``RingTestRolled``) for ``ring-roll:1`` or ``ring-roll:2``, each offered with what it
indicates, nothing else meanwhile (two of the same total need no choice).

Ringlore (from a scenario's ``ringlore_from``) is played on an untapped sage in the site phase,
once the site is entered, at an untapped site where Information is playable
(``test-ring:<gold ring>:<sage>:<card>``): he and the site tap (``SiteTapped``) and the gold
ring is tested with no roll: it is discarded as any ring tested, and any ring of the hand but
The One Ring may be played on its bearer in its place.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from domain.canonical import JSON
from domain.cards import Card, Catalog
from domain.engine import coe, ring_tests
from domain.engine.character_rules import RING_TESTERS
from domain.engine.characters import replace_one
from domain.engine.checks import Modifier, table_roll
from domain.engine.movement import site_named
from domain.errors import IllegalAction
from domain.immutable import replace
from domain.ruleset import Context, played_since
from domain.rulesets.hobbit import ring_texts
from domain.rulesets.hobbit.moves import Legal, Move, collector, information_site_problem
from domain.rulesets.hobbit.state import BEFORE_ENTERING, ENTERED, ORGANIZATION, SITE
from domain.rulesets.hobbit.turn import HobbitRules, S

if TYPE_CHECKING:
    from domain.rulesets.hobbit.narrate import Told

RULE = coe.RING_TEST
MODE = "test-ring"
#: Wizard's Test, a spell on a Wizard of the company (from a scenario's ``wizards_test_from``):
#: two rolls, the higher used, then his corruption check at ``WIZARDS_TEST_CHECK``.
WIZARDS_TEST = "TW-365"
WIZARDS_TEST_CHECK = -1
#: What of it is not played before a scenario's ``wizards_choice_from``: the card lets the
#: player choose either roll.
WIZARDS_TEST_LEFT = ("the player's choice between its two rolls: the higher is used (a lower "
                     "one could indicate a ring of the hand the higher does not)")
#: The player's choice of one of Wizard's Test's two rolls.
CHOICE = "ring-roll"
#: Ringlore, a sage's test of a gold ring with no roll, at a site where Information is
#: playable: any ring of the hand but The One Ring may replace it.
RINGLORE = "TW-318"
#: The kinds of ring Ringlore lets replace the gold ring.
RINGLORE_KINDS = tuple(k for k in ring_tests.KINDS if k != ring_tests.ONE_RING)
#: The steps of the organization and site phases in which a ring may be tested.
_STEPS = ("", BEFORE_ENTERING, ENTERED)


def plays(played: str, since: int | None) -> bool:
    """Whether the version ``played`` of a scenario testing gold rings from ``since`` (None:
    never) tests them."""
    return since is not None and played_since(played, since)


def gold_rings(state: Any, catalog: Catalog) -> list[tuple[str, str]]:
    """(gold ring, bearer) for each gold ring of known test ranges borne in the company."""
    return [(i.card_id, c.card_id) for c in state.company for i in c.items
            if ring_tests.known_gold_ring(catalog.get(i.card_id))]


def ringlore_problem(state: Any, catalog: Catalog) -> str | None:
    """Why Ringlore cannot be played at the company's site now (None: it can, by an untapped
    sage): in the site phase once the site is entered, at an untapped site where Information
    is playable."""
    return information_site_problem(state, catalog)


def testers(state: Any, catalog: Catalog, wizards_test: bool = False, ringlore: bool = False
            ) -> list[tuple[str, str, str]]:
    """(gold ring, character, card) of each test that may be made now: Gandalf untapped
    (card ""), a sage with Test of Form or Test of Lore in the hand, with ``wizards_test`` a
    Wizard with Wizard's Test in the hand, with ``ringlore`` an untapped sage with Ringlore
    where it is played now."""
    rings = gold_rings(state, catalog)
    found = [(ring, c.card_id, "") for ring, _ in rings for c in state.company
             if c.card_id in RING_TESTERS and c.untapped]
    cards = [card for card in dict.fromkeys(sorted(state.hand)) if card in ring_tests.SAGE_TESTS]
    found += [(ring, c.card_id, card) for card in cards for ring, _ in rings
              for c in state.company if c.has_skill("sage")]
    if wizards_test and WIZARDS_TEST in state.hand:
        found += [(ring, c.card_id, WIZARDS_TEST) for ring, _ in rings for c in state.company
                  if c.race == "Wizard"]
    if ringlore and RINGLORE in state.hand and ringlore_problem(state, catalog) is None:
        found += [(ring, c.card_id, RINGLORE) for ring, _ in rings for c in state.company
                  if c.has_skill("sage") and c.untapped]
    return found


ORDINALS = ("first", "second")


def modifiers(state: Any, catalog: Catalog, card: str, name: str, amount: int
              ) -> list[Modifier]:
    """The modifiers of a gold ring's test: the card's (``card``: none for Gandalf's) and the
    Scroll of Isildur's in the company."""
    found = [Modifier(amount, f"card:{card}", name, RULE)] if card else []
    return found + ring_tests.scroll_modifier(
        (i.card_id for c in state.company for i in c.items), catalog.get, RULE)


def ring_modifier(state: Any, catalog: Catalog) -> int:
    """What Wizard's Test's roll waiting for the player's choice has added to it."""
    return sum(m.amount for m in modifiers(state, catalog, WIZARDS_TEST, "", 0))


def best_roll(state: Any, catalog: Catalog) -> str:
    """The automatic player's choice of Wizard's Test's rolls waiting: the one indicating the
    most rings of the hand, then the higher."""
    gold = catalog.get(state.ring_tested[0])
    kinds = [ring_tests.ring_kind(catalog.get(c)) for c in state.hand]

    def worth(number: int) -> tuple[int, int]:
        roll = sum(state.ring_rolls[number - 1][0]) + ring_modifier(state, catalog)
        indicated = ring_tests.indicated(gold, roll)
        return sum(kind in indicated for kind in kinds), roll

    return f"{CHOICE}:{max((1, 2), key=worth)}"


def ring_moves(state: Any, catalog: Catalog, out: Legal, wizards_test: bool = False,
               ringlore: bool = False) -> Legal:
    """``out`` with the ring tests that may be made now (``wizards_test``: Wizard's Test
    among them, ``ringlore``: Ringlore); while a test's rings wait, only those: each ring of
    the hand it lets be played, or none."""
    add = collector(out)
    if state.ring_rolls:
        out.clear()
        gold = catalog.get(state.ring_tested[0])
        for number, (dice, _) in enumerate(state.ring_rolls, 1):
            roll = sum(dice) + ring_modifier(state, catalog)
            kinds = ", ".join(ring_tests.indicated(gold, roll)) or "no ring"
            add(f"{CHOICE}:{number}", f"Use the {ORDINALS[number - 1]} roll for {gold.name}: "
                f"{roll} ({kinds})", RULE, Move(CHOICE, mode=str(number)))
        return out
    if state.ring_offer:
        out.clear()
        bearer = catalog.get(state.ring_bearer).name
        for ring in state.ring_offer:
            add(f"play-ring:{ring}", f"Play {catalog.get(ring).name} on {bearer}", RULE,
                Move("play-ring", card=ring, target=state.ring_bearer))
        add("ring-done", "Play no ring", RULE, Move("ring-done"))
        return out
    if state.outcome is not None or state.legacy or state.combat is not None \
            or state.phase not in (ORGANIZATION, SITE) or state.step not in _STEPS:
        return out
    for card in (*ring_tests.SAGE_TESTS, *((WIZARDS_TEST,) if wizards_test else ()),
                 *((RINGLORE,) if ringlore else ())):
        out.pop(f"declare:{card}", None)  # played by its text now
    for ring, who, card in testers(state, catalog, wizards_test, ringlore):
        name, tester = catalog.get(ring).name, catalog.get(who).name
        if card:
            add(f"test-ring:{ring}:{who}:{card}",
                f"Play {catalog.get(card).name} on {tester} to test {name}", RULE,
                Move("test-ring", card=card, target=ring, holder=who))
        else:
            add(f"test-ring:{ring}:{who}", f"{tester} taps to test {name}", RULE,
                Move("test-ring", target=ring, holder=who))
    return out


class RingTests(HobbitRules[S]):
    #: The first version testing gold rings (None: no version does).
    ring_tests_from: ClassVar[int | None] = None

    #: The first version playing Wizard's Test (None: no version does).
    wizards_test_from: ClassVar[int | None] = None
    #: The first version letting the player choose between Wizard's Test's two rolls (None:
    #: the higher is used).
    wizards_choice_from: ClassVar[int | None] = None
    #: The first version playing Ringlore (None: no version does).
    ringlore_from: ClassVar[int | None] = None
    #: The first version in which a card testing a gold ring is never declared, an attack
    #: included: it is played only by its card, outside an attack (None: before, it is still
    #: declared where no test is made, ``ring_moves``).
    ring_cards_only_from: ClassVar[int | None] = None

    def plays_rings(self) -> bool:
        return plays(self.played, self.ring_tests_from)

    def plays_wizards_test(self) -> bool:
        return self.plays_rings() and plays(self.played, self.wizards_test_from)

    def plays_wizards_choice(self) -> bool:
        return self.plays_wizards_test() and plays(self.played, self.wizards_choice_from)

    def plays_ringlore(self) -> bool:
        return self.plays_rings() and plays(self.played, self.ringlore_from)

    def _tests(self) -> dict[str, tuple[str, int]]:
        """The cards testing a gold ring the version played plays: card -> (name, modifier)."""
        found = dict(ring_tests.SAGE_TESTS)
        if self.plays_wizards_test():
            found[WIZARDS_TEST] = (self._name(WIZARDS_TEST), 0)
        if self.plays_ringlore():
            found[RINGLORE] = (self._name(RINGLORE), 0)
        return found

    def _with_rings(self, state: S, out: Legal) -> Legal:
        """A scenario's legal moves with the ring tests of the version played."""
        if not self.plays_rings():
            return out
        if plays(self.played, self.ring_cards_only_from):  # CoE 6.2: tested outside an attack
            for card in self._tests():
                out.pop(f"declare:{card}", None)
        return ring_moves(state, self.catalog, out, self.plays_wizards_test(),
                          self.plays_ringlore())

    def _refusal(self, state: S, action: str) -> IllegalAction:
        return self._rings_refusal(state, action) or super()._refusal(state, action)

    def _rings_refusal(self, state: S, action: str) -> IllegalAction | None:
        """Why ``action`` is refused while a test's rings wait, or why a ring's action is
        (None: neither); a scenario's own refusals ask this first."""
        kind, _, rest = action.partition(":")
        if not self.plays_rings() or state.outcome is not None:
            return None
        if state.ring_rolls:
            return IllegalAction(f"The two rolls of {self._name(WIZARDS_TEST)} wait: choose "
                                 f"the one used to test {self._name(state.ring_tested[0])} "
                                 f"({CHOICE}:1 or {CHOICE}:2).", clause=RULE)
        if kind == CHOICE:
            return IllegalAction(f"No rolls of {self._name(WIZARDS_TEST)} wait for a choice.",
                                 clause=RULE)
        if state.ring_offer and kind not in ("play-ring", "ring-done"):
            return IllegalAction("A gold ring's test waits: play a ring of the hand it "
                                 "indicates (play-ring:<ring>) or none (ring-done).",
                                 clause=RULE)
        return self._ring_refusal(state, kind, rest)

    def _ring_refusal(self, state: S, kind: str, rest: str) -> IllegalAction | None:
        """Why a ring's action, or a card testing a ring declared, is not possible now,
        naming the card and the reason (None: not such an action)."""
        parts = rest.split(":")
        if kind == "declare" and parts[0] in self._tests():
            name = self._name(parts[0])
            who = "a Wizard" if parts[0] == WIZARDS_TEST else "a sage"
            how = (f"played on {who} to test a gold ring of the company "
                   f"(test-ring:<gold ring>:<{who[2:].lower()}>:<card>)")
            if state.combat is not None:
                return IllegalAction(f"{name} cannot be played during an attack: it is {how} "
                                     "in the organization or site phase, outside an attack.",
                                     clause=RULE)
            return IllegalAction(f"{name} is {how}, not declared.", clause=RULE)
        if kind == "play-ring":
            ring = parts[0]
            name = self._name(ring) if ring in self.catalog else ring
            why = "no gold ring's test waits" if not state.ring_offer else \
                "it is not in the hand" if ring not in state.hand else \
                "the test indicates no ring of its kind"
            return IllegalAction(f"{name} cannot be played: {why}.", clause=RULE)
        if kind == "ring-done":
            return IllegalAction("No gold ring's test waits.", clause=RULE)
        if kind != "test-ring":
            return None
        ring, who, card = (*parts, "", "")[:3]
        tested = self._name(ring) if ring in self.catalog else ring or "no card"
        by = self._name(card) if card in self.catalog else card
        tester = state.character(who)
        site_why = (ringlore_problem(state, self.catalog) or "") if card == RINGLORE else ""
        why = (f"{by} is not in the hand" if card and card not in state.hand else
               f"{by} does not test a gold ring" if card and card not in self._tests() else
               f"{tested} is no gold ring borne in the company"
               if all(r != ring for r, _ in gold_rings(state, self.catalog)) else
               f"{who or 'no character'} is not in the company" if tester is None else
               f"{tester.name} is no Wizard" if card == WIZARDS_TEST
               and tester.race != "Wizard" else
               f"{tester.name} is no sage" if card and card != WIZARDS_TEST
               and not tester.has_skill("sage") else
               f"{tester.name} is {tester.state}: he taps to play it" if card == RINGLORE
               and not tester.untapped else
               site_why if card == RINGLORE and site_why else
               f"{tester.name} cannot tap to test a gold ring" if not card
               and who not in RING_TESTERS else
               f"{tester.name} is {tester.state} and must tap for the test" if not card
               and not tester.untapped else
               "a gold ring is tested in the organization or site phase, outside an attack")
        subject = by if card else tester.name if tester is not None else who or "no one"
        return IllegalAction(f"{subject} cannot test {tested}: {why}.", clause=RULE)

    def _do_test_ring(self, ctx: Context[S], move: Move, args: Mapping[str, JSON]) -> None:
        if move.card:
            ctx.emit("CardPlayed", coe.SHORT_EVENT, card=move.card, mode=MODE,
                     target=move.holder, returns=False)
        else:
            ctx.emit("CharacterStateChanged", RULE, character=move.holder, state="tapped")
        if move.card == RINGLORE:  # the sage and the site tap; no roll
            ctx.emit("CharacterStateChanged", coe.SHORT_EVENT, character=move.holder,
                     state="tapped")
            ctx.emit("SiteTapped", coe.SHORT_EVENT,
                     site=site_named(self.catalog, ctx.state.location).id, by=RINGLORE)
            self._ring_tested(ctx, move.target, move.holder, RINGLORE, (), -1)
            return
        gold = self.catalog.get(move.target)
        index = ctx.position("dice")
        dice = ctx.roll(f"testing {gold.name}", RULE)
        if move.card != WIZARDS_TEST:
            self._ring_tested(ctx, move.target, move.holder, move.card, dice, index)
            return
        other_index = ctx.position("dice")  # two rolls
        other = ctx.roll(f"testing {gold.name} again ({self._name(WIZARDS_TEST)})", RULE)
        rolls = [list(dice), list(other)]
        if self.plays_wizards_choice() and sum(dice) != sum(other):  # the player chooses
            ctx.emit("RingTestRolled", RULE, card=move.target, character=move.holder,
                     rolls=rolls, indexes=[index, other_index])
            return
        if sum(other) > sum(dice):  # the higher used
            dice, index = other, other_index
        self._ring_tested(ctx, move.target, move.holder, move.card, dice, index, rolls)

    def _do_ring_roll(self, ctx: Context[S], move: Move, args: Mapping[str, JSON]) -> None:
        """The player's choice of one of Wizard's Test's two rolls."""
        state = ctx.state
        dice, index = state.ring_rolls[int(move.mode) - 1]
        ctx.emit("RingRollChosen", RULE, card=state.ring_tested[0], roll=int(move.mode),
                 dice=list(dice))
        self._ring_tested(ctx, state.ring_tested[0], state.ring_tested[1], WIZARDS_TEST, dice,
                          index, [list(d) for d, _ in state.ring_rolls])

    def _ring_tested(self, ctx: Context[S], ring: str, holder: str, card: str,
                     dice: Sequence[int], index: int,
                     rolls: list[list[int]] | None = None) -> None:
        """The gold ring tested with ``dice`` (at ``index`` of the dice stream; ``rolls``:
        Wizard's Test's two), then the Wizard's corruption check after Wizard's Test."""
        name, amount = self._tests()[card] if card else ("", 0)
        found = modifiers(ctx.state, self.catalog, card, name, amount)
        bearer = next(b for r, b in gold_rings(ctx.state, self.catalog) if r == ring)
        gold = self.catalog.get(ring)
        named = {"by": holder} if holder != bearer else {}
        if card == RINGLORE:  # no roll: any ring but The One Ring
            kinds = list(RINGLORE_KINDS)
            result: dict[str, JSON] = {"roll": None}
        else:
            roll = sum(dice) + sum(m.amount for m in found)
            kinds = ring_tests.indicated(gold, roll)
            made = table_roll(dice, found, f"ring-tests:{gold.id}",
                              ring_tests.selected(gold, roll, RULE), index)
            result = {"roll": roll, "table_roll": made.to_json()}
        if rolls is not None:
            result["rolls"] = list(rolls)
        playable = [c for c in dict.fromkeys(sorted(ctx.state.hand))
                    if ring_tests.ring_kind(self.catalog.get(c)) in kinds]
        ctx.emit("GoldRingTested", RULE, card=ring, character=bearer, **named,
                 kinds=kinds, playable=playable, **result)
        wizard = ctx.state.character(holder) if card == WIZARDS_TEST else None
        if wizard is not None:  # the spell's corruption check (CoE 7.1)
            self._corruption_checked(ctx, wizard, [Modifier(
                WIZARDS_TEST_CHECK, f"card:{WIZARDS_TEST}", "the card's modifier to this check",
                RULE)])

    def _do_play_ring(self, ctx: Context[S], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("RingPlayed", RULE, card=move.card, character=move.target,
                 kind=ring_tests.ring_kind(self.catalog.get(move.card)))

    def _do_ring_done(self, ctx: Context[S], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("RingNotPlayed", RULE, character=ctx.state.ring_bearer)

    # -- evolve -----------------------------------------------------------------------------
    def _on_GoldRingTested(self, state: S, d: Mapping[str, Any]) -> S:
        bearer = state.character(str(d["character"]))
        assert bearer is not None
        bearer, item = bearer.without_item(str(d["card"]))
        playable = tuple(str(c) for c in d["playable"])
        return replace(state, company=replace_one(state.company, bearer),
                       resource_discard=(*state.resource_discard, item.card_id),
                       ring_offer=playable, ring_bearer=bearer.card_id if playable else "")

    def _on_RingTestRolled(self, state: S, d: Mapping[str, Any]) -> S:
        return replace(state, ring_rolls=tuple(
            (tuple(int(v) for v in dice), int(i)) for dice, i in zip(d["rolls"], d["indexes"],
                                                                      strict=True)),
            ring_tested=(str(d["card"]), str(d["character"])))

    def _on_RingRollChosen(self, state: S, d: Mapping[str, Any]) -> S:
        return replace(state, ring_rolls=(), ring_tested=())

    def _on_RingPlayed(self, state: S, d: Mapping[str, Any]) -> S:
        bearer = state.character(str(d["character"]))
        assert bearer is not None
        card = str(d["card"])
        state = self._take_from_hand(state, card, to_discard=False)
        ring = ring_texts.with_skill(self.played, self.ring_powers_from, self.catalog.get(card),
                                     self.item_in_play(card))
        return replace(state, company=replace_one(state.company, bearer.with_item(ring)),
                       ring_offer=(), ring_bearer="")

    def _on_RingNotPlayed(self, state: S, d: Mapping[str, Any]) -> S:
        return replace(state, ring_offer=(), ring_bearer="")


#: The lines of the facts above (``hobbit.narrate``).
LINES: dict[str, Callable[[Told], str]] = {
    "GoldRingTested": lambda t: f"{t.n(t.d['card'])} borne by {t.n(t.d['character'])} is tested"
    + (f" ({t.n(t.d['by'])})" if t.d.get("by") else "")
    + (f": {t.d['roll']}, " if t.d.get("roll") is not None else " with no roll: ")
    + (", ".join(t.d["kinds"]) or "no ring") + "; the gold ring is discarded.",
    "RingPlayed": lambda t: f"{t.n(t.d['character'])} takes {t.n(t.d['card'])} ({t.d['kind']}).",
    "RingNotPlayed": lambda t: "No ring is played for the gold ring tested.",
    "RingTestRolled": lambda t: f"{t.n(t.d['character'])} rolls twice to test {t.n(t.d['card'])}: "
    + " and ".join(str(sum(r)) for r in t.d["rolls"]) + "; the player chooses one.",
    "RingRollChosen": lambda t: f"The {ORDINALS[int(t.d['roll']) - 1]} roll "
    f"({sum(t.d['dice'])}) is used to test {t.n(t.d['card'])}.",
}


def ring_card(card: Card) -> bool:
    """Whether ``card`` is a special ring a gold ring's test may bring into play."""
    return ring_tests.ring_kind(card) is not None
