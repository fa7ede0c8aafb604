"""Align Palantír (TW-190), a resource permanent-event played from the hand from version
``SINCE_VERSION`` (the rules let the player put it in the draw deck, RGO-PERM-2, and play it as
in a normal game, RGO-GEN-1; before, no script played it and it was neither played nor
declared).

In the organization phase, with a sage in the company, it is played on a palantír a character
of the company bears (``resource:<card>:align:<bearer>``; the ``palantir`` argument names the
stone when he bears two, else the first unaligned one; his unaligned stones are its
candidates): it stays in play with the stone
(``PalantirAligned``) and gives its 2 marshalling points (``MarshallingPointsGained``,
miscellaneous) and its 2 corruption points to whoever bears the stone. It cannot be duplicated
on a given palantír: a stone aligned already is not offered, and is refused naming the card and
the reason, as a play with no sage in the company or on a character bearing no palantír,
nothing written. It is discarded with its points (``AlignmentDiscarded``,
``MarshallingPointsLost``) when the company carrying its stone moves, or once the stone has
left play, as the company's movement/hazard phase begins. A stone stored is stored with it: it
keeps its points, and no one bears its corruption.

Its grant of the ability to use the palantír adds nothing here: this game lets any untapped
bearer use one (palantir.py, RGO-SHADOW-9). Its condition is the engine's
(``engine.align_palantir``), which the Hobbit scenarios read too.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from domain.canonical import JSON
from domain.cards import Card
from domain.engine import align_palantir as aligning
from domain.engine import effects
from domain.engine.characters import Character
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on.state import State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.hand_resources import Play

#: The first version that plays it.
SINCE_VERSION = 167
CARD = aligning.CARD
NAME = aligning.NAME
MODE = "align"
ALIGN = "align-palantir"
ARG = "palantir"
RULE = "RGO-PERM-2"
SAGE = aligning.SAGE
CORRUPTION = aligning.CORRUPTION
POINTS = 2
MP_KIND = "miscellaneous"
#: What the coverage says of it: what is left out, its test, the first version.
COVERAGE = {CARD: ("", "tests/rules/test_road_goes_ever_on_align_palantir.py::"
                       "test_align_palantir_is_played_on_a_palantir_with_a_sage_in_the_company",
                   SINCE_VERSION)}


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def plays() -> dict[str, tuple[Play, ...]]:
    """Its play, read by ``hand_resources.plays`` from ``SINCE_VERSION``."""
    from domain.rulesets.road_goes_ever_on.hand_resources import ORGANIZING, Play

    return {CARD: (Play(CARD, NAME, MODE, ORGANIZING, (effects.Effect(ALIGN),), True),)}


def is_it(play: Play) -> bool:
    return play.card == CARD


def _aligned(state: State) -> tuple[str, ...]:
    return tuple(stone for _, stone in state.aligned)


def stones(state: State, who: Character, card: Callable[[str], Card]) -> list[str]:
    """The palantíri ``who`` bears that are not aligned yet."""
    return aligning.stones(who, _aligned(state), card)


def unmet(state: State, play: Play, who: Character | None,
          card: Callable[[str], Card]) -> str | None:
    """Why it may not be played on ``who`` now (None: it may, or ``play`` is another's)."""
    if not is_it(play) or who is None:
        return None
    return aligning.unmet(state.characters, who, _aligned(state), card)


def params(state: State, card: Callable[[str], Card]) -> dict[str, str]:
    found = [s for c in state.characters for s in stones(state, c, card)]
    return {ARG: "the palantír aligned (its bearer's first if left out): "
                 + ", ".join(f"{s} ({card(s).name})" for s in found)}


def candidates(state: State, who: Character, card: Callable[[str], Card]
               ) -> dict[str, tuple[str, ...]]:
    """The palantíri it may be played on as ``who``'s (the ``palantir`` argument)."""
    return {ARG: tuple(stones(state, who, card))}


def args_unmet(state: State, args: Mapping[str, JSON], who: str | None,
               card: Callable[[str], Card]) -> str | None:
    wanted = args.get(ARG)
    bearer = state.character(who) if who else None
    if wanted is None or bearer is None or wanted in stones(state, bearer, card):
        return None
    return f"{wanted!r} is no unaligned palantír {bearer.name} bears"


def align(ctx: Context[State], who: str, args: Mapping[str, JSON]) -> None:
    """The stone aligned: the card in play with it, its points gained."""
    bearer = ctx.state.character(who)
    assert bearer is not None  # offered on a character of the company
    card = ctx.ruleset.catalog.get
    wanted = args.get(ARG)
    stone = str(wanted) if wanted is not None else stones(ctx.state, bearer, card)[0]
    ctx.emit("PalantirAligned", RULE, card=CARD, palantir=stone, name=card(stone).name,
             character=who)
    ctx.emit("MarshallingPointsGained", RULE, card=CARD, name=NAME, kind=MP_KIND,
             points=POINTS)


def corruption(state: State, character: Character) -> int:
    """The corruption points of the aligned stones ``character`` bears."""
    return CORRUPTION * sum(1 for i in character.items if i.card_id in _aligned(state))


def moved(ctx: Context[State]) -> None:
    """As a company's movement/hazard phase begins: the alignments of the stones it carries
    while it moves, or of stones no longer in play, are discarded with their points."""
    state = ctx.state
    if not offered(ctx.ruleset.played) or not state.aligned:
        return
    carried = tuple(i.card_id for c in state.characters for i in c.items)
    borne = tuple(i.card_id for c in state.every_character() for i in c.items)
    stored = tuple(r.card for r in state.mp)
    for card, stone in state.aligned:
        reason = aligning.MOVED \
            if stone in carried and state.destination is not None \
            else "its palantír has left play" if stone not in borne and stone not in stored \
            else None
        if reason is None:
            continue
        ctx.emit("AlignmentDiscarded", RULE, card=card, palantir=stone, reason=reason)
        ctx.emit("MarshallingPointsLost", RULE, cards=[card], reason=reason)
        # The points of another copy still aligned are kept (the loss names the card).
        for _ in ctx.state.aligned:
            ctx.emit("MarshallingPointsGained", RULE, card=CARD, name=NAME, kind=MP_KIND,
                     points=POINTS)


def narrate(kind: str, d: Mapping[str, JSON]) -> str | None:
    if kind == "PalantirAligned":
        return f"Align Palantír is played on {d['name']}: {POINTS} marshalling points."
    if kind == "AlignmentDiscarded":
        return f"Align Palantír is discarded: {d['reason']}."
    return None
