"""The Three Rings' short-events and The Evenstar, played from the hand on a character's strike
while the strikes of an attack are assigned (CoE 3.iv.5), from version ``SINCE_VERSION``:

- Narya (TW-290), on Gandalf: +4 prowess and +1 body against his strike; every unwounded
  character of his company untaps at once; Gandalf checks corruption at -5 (CoE 7.1);
- Nenya (TW-291), on Galadriel: +2 prowess and +2 body; she checks corruption at -3, at -1 in
  a Haven;
- Vilya (TW-358), on Elrond: +4 prowess and +2 body; he checks corruption at -3;
- The Evenstar (TW-343), on an Elf: +1 prowess.

The cards give these for the rest of the turn; here they count against the strike of the
attack they are played on. From ``turn_bonuses.SINCE_VERSION`` they last the turn, and give
their direct influence, as ``turn_bonuses`` plays them; the versions from ``SINCE_VERSION`` up
to it replay as played here, earlier ones as played (they were declared).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from domain.engine import effects
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on.state import State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.hand_resources import Play

#: The first version that plays these; earlier versions replay as played.
SINCE_VERSION = 80
MODE = "strike"
#: Every unwounded character of the company untaps.
UNTAP_COMPANY = "untap-company"
#: The character's corruption check at the amount (Nenya: at -1 in a Haven).
CHECK = "ring-corruption-check"
NENYA_HAVEN_CHECK = -1
NENYA = "TW-291"


def plays() -> dict[str, tuple[Play, ...]]:
    """The strike plays, read by ``hand_resources.plays`` from ``SINCE_VERSION``."""
    from domain.rulesets.road_goes_ever_on.hand_resources import STRIKE, Play

    def on(card: str, name: str, prowess: int, body: int, *more: effects.Effect,
           named: str | None = None, race: str | None = None) -> Play:
        played = (effects.Effect(effects.PROWESS, prowess),
                  *((effects.Effect(effects.BODY, body),) if body else ()), *more)
        return Play(card, name, MODE, STRIKE, played, True, race=race, named=named)

    return {p.card: (p,) for p in (
        on("TW-290", "Narya", 4, 1, effects.Effect(UNTAP_COMPANY),
           effects.Effect(CHECK, -5), named="Gandalf"),
        on(NENYA, "Nenya", 2, 2, effects.Effect(CHECK, -3), named="Galadriel"),
        on("TW-358", "Vilya", 4, 2, effects.Effect(CHECK, -3), named="Elrond"),
        on("TW-343", "The Evenstar", 1, 0, race="Elf"),
    )}


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def untap_company(ctx: Context[State], rule: str) -> None:
    """Narya: each tapped, unwounded character of the company untaps."""
    for who in [c.card_id for c in ctx.state.characters if c.state == "tapped"]:
        ctx.emit("CharacterStateChanged", rule, character=who, state="untapped")


def check(ctx: Context[State], card: str, who: str, amount: int, waits: bool = False) -> None:
    """The ring-bearer's corruption check (CoE 7.1): Nenya's is eased in a Haven; ``waits``:
    it may wait for helpers (spells.check)."""
    from domain.rulesets.road_goes_ever_on import spells

    catalog = ctx.ruleset.catalog
    in_haven = ctx.state.site in catalog and catalog.get(ctx.state.site).is_haven
    spells.check(ctx, who, NENYA_HAVEN_CHECK if card == NENYA and in_haven else amount, waits)
