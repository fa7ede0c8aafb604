"""The Balance of Things, a unique hazard long-event, played by its text from version
``SINCE_VERSION`` (earlier versions had the player declare its effect, and replay as played).

While it is in play each character counts one of his sources of corruption twice: an item he
bears, a corruption card on him, or The One Ring borne in his company. The player picks the
source. Up to ``CHOSEN_SINCE`` the least of them was taken as his best pick (more corruption
points only make his checks harder): the least source worth any points is the one doubled. A
character with no source counts none. A second copy adds nothing (it is unique, RGO-LONG-4).

From ``CHOSEN_SINCE`` the player chooses as it comes into play: while a character in play has
two sources or more worth points, the game waits (``BalanceChoiceAwaited``);
``balance:<character>:<source>`` names the one he counts twice (``BalanceSourceChosen``; the
source is an item or corruption card by its id, ``RING_SOURCE`` for The One Ring's point to
his company), and ``balance-done`` leaves each character not named to his least source, as
does the last choice to make (``BalanceChoiceMade``). A source he no longer has falls back to
his least. Naming one that is not his, or choosing when nothing waits, is refused naming the
card and the reason, nothing written. The automatic player leaves each to his least.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from domain.cards import Card, Catalog
from domain.engine.characters import Character
from domain.errors import IllegalAction
from domain.immutable import replace
from domain.ruleset import Action, Context, illegal, played_since
from domain.rulesets.road_goes_ever_on import bearer_values, ring_powers
from domain.rulesets.road_goes_ever_on.state import State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.decision import Decision, Rules

#: The first version that plays it; earlier versions replay as played.
SINCE_VERSION = 141
CARD = "TW-93"
RULE = "RGO-LONG-4"
#: What The Road Goes Ever On's play of it leaves out ("": nothing), and its test.
COVERAGE = {CARD: ("", "tests/rules/test_road_goes_ever_on_balance_of_things.py::"
                       "test_the_balance_of_things_doubles_each_characters_least_source")}


#: The first version in which the player chooses each character's source.
CHOSEN_SINCE = 156
KIND = "balance"
DONE = "balance-done"
KINDS = (KIND, DONE)
#: The One Ring's point to every character of its company, as a source.
RING_SOURCE = "one-ring-point"


def plays(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def chosen(played: str) -> bool:
    return played_since(played, CHOSEN_SINCE)


def sources(state: State, character: Character, catalog: Catalog,
            played: str) -> list[tuple[str, int]]:
    """(source, points) of each source of corruption of ``character``: the items he bears
    (with their greater points for a bearer of their race), the corruption cards on him (a
    declared one with its declared points), The One Ring's point to his company."""
    declared = {(card, who): points for card, who, points in state.hazard_points}
    items = [(i.card_id, points) for i, points in zip(character.items, item_sources(
        character, lambda one: bearer_values.extra_corruption(played, catalog.get, one)),
        strict=True)]
    on_it = [(card, declared.get((card, who), catalog.get(card).corruption or 0))
             for card, who in state.permanent_hazards if who == character.card_id]
    ring = ring_powers.company_corruption(played, catalog.get, state.characters, character)
    return [*items, *on_it, (RING_SOURCE, ring)]


def counted(played: str, state: State, character: str, found: list[tuple[str, int]]) -> int:
    """The points The Balance of Things adds to ``character`` whose sources are ``found``: his
    chosen source's (from ``CHOSEN_SINCE``), else his least worth any."""
    if not plays(played) or CARD not in state.long_in_play:
        return 0
    picked = dict(state.balance_choices).get(character) if chosen(played) else None
    mine = [p for source, p in found if source == picked and p > 0]
    if mine:
        return mine[0]
    return doubled(played, state.long_in_play, [p for _, p in found])


def _worth(found: list[tuple[str, int]]) -> list[tuple[str, int]]:
    return [(s, p) for s, p in found if p > 0]


def undecided(state: State, catalog: Catalog, played: str) -> list[Character]:
    """The characters in play with two sources or more worth points, none chosen yet."""
    picked = dict(state.balance_choices)
    return [c for c in state.every_character() if c.card_id not in picked
            and len(_worth(sources(state, c, catalog, played))) > 1]


def await_choice(ctx: Context[State], then: str) -> bool:
    """As it comes into play from ``CHOSEN_SINCE``: wait for the player's choice (True) while
    a character has two sources or more worth points."""
    ruleset = ctx.ruleset
    if not chosen(ruleset.played):
        return False
    waiting = undecided(ctx.state, ruleset.catalog, ruleset.played)
    if not waiting:
        return False
    ctx.emit("BalanceChoiceAwaited", RULE, card=CARD, then=then,
             characters=[c.card_id for c in waiting])
    return True


def _name(catalog: Catalog, source: str) -> str:
    return "The One Ring's point to his company" if source == RING_SOURCE \
        else catalog.get(source).name


def actions(state: State, catalog: Catalog, played: str) -> list[Action]:
    """The only actions while the choice waits."""
    out = [Action(f"{KIND}:{c.card_id}:{source}", f"{c.name} counts {_name(catalog, source)} "
                  f"({points}) twice", RULE)
           for c in undecided(state, catalog, played)
           for source, points in _worth(sources(state, c, catalog, played))]
    return [*out, Action(DONE, "Each other character counts his least source twice", RULE)]


def refusal(state: State, catalog: Catalog, kind: str, rest: str) -> IllegalAction:
    if state.awaited_balance is None:
        return illegal("The Balance of Things waits for no choice of a source now.", RULE)
    who, _, source = rest.partition(":")
    name = catalog.get(who).name if who in catalog else who
    if kind == KIND and dict(state.balance_choices).get(who) is not None:
        return illegal(f"The Balance of Things: {name}'s source is chosen already.", RULE)
    return illegal(f"The Balance of Things: {source!r} is not a source of corruption of "
                   f"{name} worth any points, or he has but one.", RULE)


def decide(ctx: Context[State], kind: str, rest: str) -> str | None:
    """A character's source chosen, or the rest left to their least; returns what follows
    the long-event once nothing is left to choose (None: the choice still waits)."""
    then = ctx.state.awaited_balance
    assert then is not None
    if kind == KIND:
        who, _, source = rest.partition(":")
        ctx.emit("BalanceSourceChosen", RULE, character=who, source=source,
                 name=_name(ctx.ruleset.catalog, source))
        if undecided(ctx.state, ctx.ruleset.catalog, ctx.ruleset.played):
            return None
    ctx.emit("BalanceChoiceMade", RULE, card=CARD)
    return then


def policy_choice() -> str:
    """Each character counts his least source twice, his best pick."""
    return DONE


def came_into_play(played: str, card: Card) -> bool:
    """True when ``card`` is The Balance of Things and the version plays it: nothing to
    declare, its points being read at each check."""
    return card.id == CARD and plays(played)


def doubled(played: str, long_in_play: tuple[str, ...], sources: list[int]) -> int:
    """The points The Balance of Things adds to a character whose sources of corruption are
    worth ``sources``: the least source worth any points, counted a second time."""
    if not plays(played) or CARD not in long_in_play:
        return 0
    return min((p for p in sources if p > 0), default=0)


def item_sources(character: Character, extra: Callable[[Character], int]) -> list[int]:
    """The points of each item ``character`` bears, with what ``extra`` adds for its bearer."""
    return [i.corruption_points + extra(replace(character, items=(i,)))
            for i in character.items]


def handle(rules: Rules, d: Decision) -> None:
    """Play ``balance`` or ``balance-done`` once offered; the long-event roll goes on after
    it (the ruleset's table of handlers)."""
    then = decide(d.ctx, d.kind, d.rest)
    if then is not None:
        d.turn.after_long_event(d.ctx, then)
