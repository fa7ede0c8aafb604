"""The Arkenstone (TW-341) tapped to untap a Dwarf (``SINCE_VERSION`` on).

In the organization or site phase the untapped Arkenstone taps (``arkenstone:<dwarf>``,
``ItemTapped``) to untap a tapped Dwarf character of its bearer's company
(``CharacterStateChanged``), who then makes a corruption check at -2 (CoE 7.1). The race and
the modifier are read from the engine's script of the card (effects.py, generation 4), which
the Hobbit scenarios play as well. Its bonuses are item_influence.py's and bearer_values.py's.
A tap out of its condition is refused naming the card and the reason, nothing written; the
automatic player does not tap it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from domain.cards import Catalog
from domain.engine import coe, effects
from domain.engine.characters import Character
from domain.errors import IllegalAction
from domain.ruleset import Action, Context, illegal, played_since
from domain.rulesets.road_goes_ever_on import check_helpers
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, SITE, State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.decision import Decision, Rules

#: The first version of the ruleset that plays the Arkenstone's tap.
SINCE_VERSION = 139
KIND = "arkenstone"
RULE = coe.ITEM_IN_USE
ARKENSTONE = "TW-341"
#: A corruption check with its modifier.
Check = Callable[[Context[State], Character, int, str], None]


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def _mode() -> effects.Mode:
    """The engine's untap mode of the card: the race it untaps and the check it asks."""
    entry = effects.scripted(ARKENSTONE, effects.EVERY_GENERATION)
    assert entry is not None
    return next(m for m in entry.modes if m.taps_item)


def _check_modifier() -> int:
    return next(e.amount for e in _mode().effects if e.primitive == effects.CHECK_NOW)


def _bearer(state: State) -> Character | None:
    return next((c for c in state.characters if c.bears(ARKENSTONE)), None)


def _problem(state: State, dwarf: str) -> str | None:
    if _bearer(state) is None:
        return "The Arkenstone is borne by no character of this company."
    if state.phase not in (ORGANIZATION, SITE):
        return "The Arkenstone is tapped so in the organization or site phase."
    if ARKENSTONE in state.tapped_items:
        return "The Arkenstone is tapped until the next untap phase."
    race = _mode().race
    target = state.character(dwarf)
    if target is None:
        return f"The Arkenstone untaps a {race} of its bearer's company; {dwarf} is none."
    if target.race != race:
        return f"The Arkenstone untaps a {race}; {target.name} is none."
    if target.state != "tapped":
        return f"The Arkenstone untaps a tapped {race}; {target.name} is {target.state}."
    return None


def actions(state: State, played: str) -> list[Action]:
    if not offered(played):
        return []
    return [Action(f"{KIND}:{c.card_id}", f"Tap the Arkenstone to untap {c.name}, who checks "
                   f"corruption at {_check_modifier()}", RULE)
            for c in state.characters if _problem(state, c.card_id) is None]


def refusal(state: State, dwarf: str) -> IllegalAction:
    return illegal(_problem(state, dwarf) or "The Arkenstone cannot be tapped now.",
                   RULE)


def tap(ctx: Context[State], catalog: Catalog, dwarf: str, check: Check) -> None:
    """Play ``arkenstone:<dwarf>``, offered now."""
    bearer = _bearer(ctx.state)
    assert bearer is not None
    ctx.emit("ItemTapped", RULE, card=ARKENSTONE, name=catalog.get(ARKENSTONE).name,
             character=bearer.card_id)
    ctx.emit("CharacterStateChanged", RULE, character=dwarf, state="untapped",
             reason="the Arkenstone")
    target = ctx.state.character(dwarf)
    assert target is not None
    check(ctx, target, _check_modifier(), coe.CORRUPTION_CHECK)


TEST = ("tests/rules/test_road_goes_ever_on_arkenstone.py::"
        "test_the_arkenstone_taps_to_untap_a_dwarf_who_checks_at_minus_two")
#: What the coverage says of the card scripted here: nothing left out, its test, and the
#: first version of the ruleset that plays it.
COVERAGE = {ARKENSTONE: ("", TEST, SINCE_VERSION)}


def handle(rules: Rules, d: Decision) -> None:
    """Play ``arkenstone:<dwarf>`` (the ruleset's table of handlers)."""
    d.require(lambda: refusal(d.state, d.rest))
    tap(d.ctx, rules.catalog, d.rest, d.turn.waiting_check(check_helpers.ACTION))
