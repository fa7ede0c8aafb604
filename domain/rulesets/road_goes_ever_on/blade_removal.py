"""Morgul-knife (TW-64) and The Pale Sword (TW-97) removed as printed, from version
``nazgul_blades.UNTAP_SINCE``: in his untap phase a character bearing either at a Haven may try
to remove it instead of untapping or healing, a roll greater than its number removing it (4 and
5, ``nazgul_blades.REMOVAL``), a Courage token adding +1 where it makes the difference
(RGO-TOKEN-4). He does not tap for it, so it takes no Shadow token away (RGO-SHADOW-10 asks
a character who taps). Neither card is tried in the organization phase any more, tapping or not
(``corruption.CorruptionRemoval``): that is the removal of cards that print it.

The turn's beginning waits for the player while any such bearer is at a Haven (``UntapAwaited``):
``remove-blade:<card>:<character>`` tries (``UntapForgone``, then the roll), each blade once;
``untap-phase`` untaps and heals the rest as ever, as does the last attempt offered. A bearer who
tried stays as he was, tapped, wounded or untapped (``kept`` in ``CharactersUntapped``). A blade
not at a Haven, or in another phase, is refused naming the card and the reason, nothing written.
The automatic player tries every time: a corruption card left on a character was the commonest
loss of its games (``corruption_policy``). Earlier versions replay as played.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from domain.cards import Card
from domain.engine import coe
from domain.errors import IllegalAction
from domain.ruleset import Action, Context, illegal, played_since
from domain.rulesets.road_goes_ever_on import nazgul_blades
from domain.rulesets.road_goes_ever_on.state import State

if TYPE_CHECKING:
    from collections.abc import Callable

    from domain.rulesets.road_goes_ever_on.decision import Decision, Rules
    from domain.rulesets.road_goes_ever_on.turn import Turn

KIND = "remove-blade"
RESUME = "untap-phase"
KINDS = (KIND, RESUME)
RULE = coe.UNTAP
TEST = ("tests/rules/test_road_goes_ever_on_blade_removal.py::"
        "test_a_bearer_at_a_haven_tries_instead_of_untapping")


def offered(played: str) -> bool:
    return played_since(played, nazgul_blades.UNTAP_SINCE)


def pairs(state: State, card: Callable[[str], Card]) -> list[tuple[str, str]]:
    """(blade, bearer) for each blade borne by a character of a company at a Haven."""
    at_haven = {c.card_id for company in state.all_companies() if card(company.site).is_haven
                for c in company.characters}
    return [(blade, who) for blade, who in dict.fromkeys(state.permanent_hazards)
            if blade in nazgul_blades.REMOVAL and who in at_haven]


def await_untap(ctx: Context[State]) -> bool:
    """At the turn's beginning, before the untap: wait for the player if a blade's bearer is
    at a Haven (True), else go on (False)."""
    if not offered(ctx.ruleset.played):
        return False
    found = pairs(ctx.state, ctx.ruleset.catalog.get)
    if not found:
        return False
    ctx.emit("UntapAwaited", RULE, pairs=[[blade, who] for blade, who in found])
    return True


def actions(state: State, card: Callable[[str], Card]) -> list[Action]:
    """The only actions while the untap phase waits."""
    return [*(Action(f"{KIND}:{blade}:{who}", f"{card(who).name} tries to remove "
                     f"{card(blade).name} instead of untapping or healing", RULE)
              for blade, who in state.awaited_untap),
            Action(RESUME, "Untap and heal the others as ever", RULE)]


def refusal(state: State, kind: str, rest: str, card: Callable[[str], Card]) -> IllegalAction:
    if kind == RESUME:
        return illegal("The untap phase is not waiting for a blade's removal.", RULE)
    blade, _, who = rest.partition(":")
    name = card(blade).name if blade in nazgul_blades.REMOVAL else blade
    if blade not in nazgul_blades.REMOVAL:
        return illegal(f"{name} is not Morgul-knife or The Pale Sword, which alone are tried "
                       "in the untap phase.", RULE)
    if (blade, who) not in state.permanent_hazards:
        return illegal(f"{name} is not on that character.", RULE)
    if not state.awaited_untap:
        return illegal(f"{name} is tried only in its bearer's untap phase, instead of "
                       "untapping or healing.", RULE)
    return illegal(f"{name} is tried only at a Haven, in its bearer's untap phase (or it "
                   "has been tried this turn).", RULE)


def decide(ctx: Context[State], kind: str, rest: str, turn: Turn) -> None:
    """Try a blade's removal (the bearer kept as he is), or untap the rest; the untap phase
    goes on once no attempt is left."""
    from domain.rulesets.road_goes_ever_on.corruption import CorruptionRemoval

    if kind == KIND:
        blade, _, who = rest.partition(":")
        ctx.emit("UntapForgone", RULE, card=blade, character=who,
                 name=turn.card(who).name)
        CorruptionRemoval(turn).roll(ctx, blade, who, nazgul_blades.REMOVAL[blade], [],
                                     tapped=False)
        if ctx.state.awaited_untap:
            return
    turn.untap_phase(ctx)


def policy_choice(ids: list[str]) -> str | None:
    """Every blade is tried while it may be."""
    return next((i for i in ids if i.startswith(f"{KIND}:")), None)


def handle(rules: Rules, d: Decision) -> None:
    """Play ``remove-blade`` or ``untap-phase`` once offered (the ruleset's table of
    handlers)."""
    decide(d.ctx, d.kind, d.rest, d.turn)
