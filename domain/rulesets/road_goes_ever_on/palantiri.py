"""The palantíri's own powers (``SINCE_VERSION`` on), as their cards print them.

A palantír is still used by its untapped bearer's tap in his organization phase, each use
adding one Shadow token (palantir.py, RGO-SHADOW-9); from this version what the stone does is
played, no effect declared, and its bearer then checks corruption (CoE 7.1). The powers
(Annúminas, Orthanc, Minas Tirith, Elostirion, Osgiliath, Amon Sûl), what each may take and
the refusal of a use with nothing to do are the engine's (``engine.palantiri``), which the
Hobbit scenarios read too; here the environment Osgiliath may discard is Doors of Night, and
a stone used as another must be borne in play.

As a company's movement/hazard phase begins it discards (``ItemLost``) a Palantír of Amon Sûl
it bears with fewer than 2 characters, of Osgiliath with fewer than 4; a Palantír of
Elostirion is discarded when its bearer moves. Earlier versions replay as played (the effect
was declared, the stones kept).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from domain.canonical import JSON
from domain.cards import Card, fold
from domain.engine import coe
from domain.engine import palantiri as stones
from domain.engine.characters import Character
from domain.engine.palantiri import (
    AMON_SUL,
    ANNUMINAS,
    AS_AMON_SUL,
    COMPANY_AT_LEAST,
    DEPTH,
    ELOSTIRION,
    LOOKS,
    MINAS_TIRITH,
    ORTHANC,
    OSGILIATH,
    SAGE_ONLY,
)
from domain.errors import IllegalAction
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on import bane_of_the_ithil_stone
from domain.rulesets.road_goes_ever_on.state import State

__all__ = ["AMON_SUL", "ANNUMINAS", "AS_AMON_SUL", "COMPANY_AT_LEAST", "DEPTH", "ELOSTIRION",
           "LOOKS", "MINAS_TIRITH", "ORTHANC", "OSGILIATH", "SAGE_ONLY"]

#: The first version of the ruleset that plays the stones' powers.
SINCE_VERSION = 120
RULE = "RGO-SHADOW-9"
MOVED_RULE = "CoE-2.IV"  # discarded as the company's movement/hazard phase begins
Check = Callable[[Context[State], Character, int, str], None]
CardOf = Callable[[str], Card]


def plays(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


@dataclass(frozen=True, slots=True)
class Use:
    """One use: the stone tapped for, the stone whose power is played, its bearer."""

    stone: str
    power: str  # folded name of the stone whose power is played
    bearer: Character


def table(state: State, card: CardOf) -> stones.Table:
    """What the stones' powers may act on here (the engine's ``palantiri.Table``)."""
    mine = {c.card_id for c in state.characters}
    return stones.Table(
        draw=state.draw, discard=state.discard,
        on_company=tuple((h, who) for h, who in state.permanent_hazards if who in mine),
        elves_and_wizards=tuple(c.card_id for c in state.characters
                                if c.race in stones.ELOSTIRION_RACES),
        environments=state.environments,
        in_play=tuple(dict.fromkeys(fold(card(i.card_id).name)
                                    for c in state.every_character() for i in c.items)),
        looks_canceled=bane_of_the_ithil_stone.CANCELS
        if bane_of_the_ithil_stone.in_play(state) else "")


def choices(state: State, card: CardOf, power: str, bearer: Character) -> list[str]:
    """The cards the power of the stone ``power`` may be used on now (none while Bane of the
    Ithil-stone cancels it)."""
    return stones.choices(table(state, card), card, power, bearer.has_skill("sage"))


def borrowed(state: State, card: CardOf, stone: str) -> list[str]:
    """The stones in play whose power ``stone`` may be used as."""
    return stones.borrowed(table(state, card), fold(card(stone).name))


def usable(state: State, card: CardOf, stone: str, bearer: Character) -> bool:
    """Whether the stone has anything to do now, by its own power or one it borrows."""
    return stones.usable(table(state, card), card, stone, bearer.has_skill("sage"))


def params(card: CardOf, stone: str) -> dict[str, str]:
    """The arguments the use of ``stone`` asks for, by name."""
    return stones.params(card, stone)


def candidates(state: State, card: CardOf, stone: str, who: str) -> dict[str, tuple[str, ...]]:
    """The values the arguments of ``who``'s use of ``stone`` may take now."""
    bearer = state.character(who)
    assert bearer is not None  # offered on a bearer of the company
    return stones.candidates(table(state, card), card, stone, bearer.has_skill("sage"))


def idle(card: CardOf, stone: str, state: State | None = None) -> str:
    """What the stone's own power needs, said when it has nothing to do (with ``state``:
    that Bane of the Ithil-stone cancels it, where it does)."""
    return stones.idle(card, stone, None if state is None else table(state, card))


def check_args(state: State, card: CardOf, stone: str, bearer: Character,
               args: Mapping[str, JSON]) -> IllegalAction | None:
    """The refusal of this use's arguments, or None."""
    return stones.refusal(table(state, card), card, stone, bearer.has_skill("sage"), args,
                          RULE)


def use(ctx: Context[State], stone: str, bearer: Character, args: Mapping[str, JSON],
        check: Check) -> None:
    """The stone's power (its arguments checked), then the bearer's corruption check."""
    card = ctx.ruleset.catalog.get
    power, chosen = stones.resolved(table(ctx.state, card), card, stone,
                                    bearer.has_skill("sage"), args, RULE)
    state = ctx.state
    if power == ANNUMINAS:
        source = "draw" if chosen in state.draw else "discard"
        ctx.emit("CardTakenToHand", RULE, card=chosen, source=source)
        ctx.shuffle("player", list(ctx.state.draw), RULE, discard_kept=True)
    elif power == ORTHANC:
        ctx.shuffle("player", [*state.draw, chosen], RULE, discard_kept=True,
                    from_discard=[chosen])
    elif power == MINAS_TIRITH:
        top = list(state.draw[:DEPTH])
        ctx.emit("CardsSeen", RULE, cards=top, by=stone)
        ctx.shuffle("player", top, RULE, discard_kept=True, below=list(state.draw[DEPTH:]))
    elif power == ELOSTIRION or chosen not in state.environments:
        who = next(w for h, w in state.permanent_hazards if h == chosen)
        ctx.emit("CorruptionCardRemoved", RULE, card=chosen, character=who)
    else:
        ctx.emit("EnvironmentDiscarded", RULE, card=chosen, by=stone)
    after = ctx.state.character(bearer.card_id)
    if after is not None:
        check(ctx, after, 0, coe.CORRUPTION_CHECK)


def moved(ctx: Context[State]) -> None:
    """As a moving company's movement/hazard phase begins: the stones its move discards."""
    if not plays(ctx.ruleset.played) or ctx.state.destination is None:
        return
    card = ctx.ruleset.catalog.get
    size = len(ctx.state.characters)
    for bearer in ctx.state.characters:
        for item in bearer.items:
            if stones.lost_on_moving(card, item.card_id, size):
                ctx.emit("ItemLost", MOVED_RULE, character=bearer.card_id, card=item.card_id,
                         name=card(item.card_id).name)


_TEST = "tests/rules/test_road_goes_ever_on_palantiri.py::"
_TWO = "needs the two-player game: "  # coverage.TWO_PLAYER_ITEM: the row reads scripted
#: What the coverage says of each stone: what is left out, its test, the first version.
COVERAGE = {
    "TW-297": ("", _TEST + "test_annuminas_takes_a_sage_only_card", SINCE_VERSION),
    "TW-300": ("", _TEST + "test_orthanc_shuffles_a_discarded_card_into_the_play_deck",
               SINCE_VERSION),
    "TW-299": (_TWO + "its look at the opponent's play deck",
               _TEST + "test_minas_tirith_shuffles_the_top_five", SINCE_VERSION),
    "TW-298": ("", _TEST + "test_elostirion_removes_a_corruption_card_from_an_elf",
               SINCE_VERSION),
    "TW-301": ("", _TEST + "test_osgiliath_discards_a_hazard_or_uses_another_stone",
               SINCE_VERSION),
    "TW-296": (_TWO + "its look at the opponent's hand",
               _TEST + "test_amon_sul_uses_annuminas_and_both_leave_a_small_company",
               SINCE_VERSION),
}
