"""Characters tapping to help a corruption check (CoE 7.1.1: before a check declared on a
character is resolved, its player may tap other characters of the same company, +1 to the
roll for each), as a Hobbit scenario plays it from the version it names
(``HobbitRules.check_helpers_from``: There and Back Again 71; none other yet).

Which checks wait: those the player's own action asks as its last act in the organization or
site phase, outside an attack and with no attack to come (``Organization._check_may_wait``),
where the game can simply wait for him: the giver's check of an item's transfer (CoE 2.II.5;
``TRANSFER``: the item goes to the companion once the check is rolled, if he passed), and
(``ACTION``, naming the card asking it) the check an item's use asks as its last effect (the
Dwarf The Arkenstone untaps, at -2), a palantír's user's, and The Iron Crown's bearer's after
his influence attempt (where the scenario says so: There and Back Again's). Such a check, with
an untapped companion of his company to help, is declared (``CheckAwaited``: the character,
``check``, the ``card`` and the companion an item goes ``to``, the corruption ``points`` and the
``modifier`` its roll counts but its helpers, the companions ``able`` to help, the check's own
``modifiers``, a card's). Each untapped companion may tap to help (``help-check:<character>``:
his tapping, then ``CheckHelped``), then the player rolls it (``roll-check``): the roll counts
+1 for each helper, sourced to his card, and names its ``helpers``; then what asked it goes on.
With no companion untapped, or a Nenya's gift making it succeed with no roll, it is rolled at
once, as before. Every other check is still rolled in the step asking it: those asked within an
attack or by a hazard (a Corpse-candle's before its strikes), The Arkenstone's used out of the
organization and site phases, a card's played from the hand (and Far-sight's, which only Burglar
plays).

The automatic player (not part of the rules) taps the untapped companions one by one, in the
order of the company, while the check is at risk with its helpers so far (``at_risk``): the
hero's (his loss loses the game) while it could fail on the lowest roll, another's while an
average roll (7) would fail it, a helper tapped being one less to fight with; then it rolls.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from domain.canonical import JSON
from domain.engine import check_helpers as engine_helpers
from domain.engine.characters import Character
from domain.engine.check_helpers import ACTION as ACTION
from domain.engine.check_helpers import AWAITED as AWAITED
from domain.engine.check_helpers import HELPED as HELPED
from domain.engine.check_helpers import KIND, ROLL
from domain.engine.check_helpers import REASON as REASON
from domain.engine.check_helpers import RULE as RULE
from domain.engine.check_helpers import named as named
from domain.engine.checks import Modifier
from domain.errors import IllegalAction
from domain.rulesets.hobbit.moves import Legal, Move, collector
from domain.rulesets.hobbit.state import HobbitState, WaitingCheck

if TYPE_CHECKING:
    from domain.rulesets.hobbit.narrate import Told

#: What goes on once the check is rolled: the item (``card``) given to the companion (``to``),
#: if the giver passed.
TRANSFER = "transfer"


def able(state: HobbitState, who: str) -> list[Character]:
    """The untapped characters of ``who``'s company (the company: a Hobbit scenario has one),
    himself aside, in its order."""
    return [c for c in state.company if c.card_id != who and c.untapped]


def about(check: str, card: str, to: str, points: int, name: Callable[[str], str]) -> str:
    """The check told with what asks it and the corruption points it is rolled against."""
    if check == TRANSFER:
        cause = f" for giving {name(card)} to {name(to)}"
    elif card:
        cause = f" asked by {name(card)}"
    else:
        cause = ""
    return engine_helpers.told("corruption check", cause, points)


def _told(waiting: WaitingCheck, name: Callable[[str], str]) -> str:
    return about(waiting.check, waiting.card, waiting.to, waiting.points, name)


def declared(who: str, check: str, points: int, modifier: int, helpers: Sequence[Character],
             card: str = "", to: str = "", extra: Sequence[Modifier] = ()
             ) -> dict[str, JSON]:
    """The data of the ``CheckAwaited`` declaring ``who``'s check."""
    return {"character": who, "check": check, **({"card": card} if card else {}),
            **({"to": to} if to else {}), "points": points, "modifier": modifier,
            "able": [c.card_id for c in helpers],
            **({"modifiers": [m.to_json() for m in extra]} if extra else {})}


def waiting(d: Mapping[str, Any]) -> WaitingCheck:
    """The check a ``CheckAwaited`` declares, as the state holds it."""
    return WaitingCheck(
        character=str(d["character"]), check=str(d["check"]), points=int(d["points"]),
        modifier=int(d["modifier"]), able=tuple(str(c) for c in d["able"]),
        card=str(d.get("card") or ""), to=str(d.get("to") or ""),
        extra=tuple(Modifier(int(m["amount"]), str(m["source"]), str(m["why"]),
                             m.get("clause")) for m in d.get("modifiers") or ()))


def moves(state: HobbitState, name: Callable[[str], str]) -> Legal:
    """While a check waits, all that may be done: each untapped companion's tapping to help,
    then the roll."""
    check = state.check_waiting
    assert check is not None
    out: Legal = {}
    add = collector(out)
    who = name(check.character)
    for helper in able(state, check.character):
        add(f"{KIND}:{helper.card_id}", engine_helpers.gives(helper.name, who,
                                                             _told(check, name)),
            RULE, Move(KIND, target=helper.card_id))
    add(ROLL, f"{who} rolls his {_told(check, name)}{engine_helpers.so_far(check)}", RULE,
        Move(ROLL))
    return out


def refusal(state: HobbitState, kind: str, rest: str, name: Callable[[str], str],
            known: Callable[[str], bool]) -> IllegalAction | None:
    """Why a help or a roll is not open now, or anything else while a check waits (None: not
    refused here). ``known``: whether an id is a card's, to name it."""
    check = state.check_waiting
    if check is None:
        if kind in (KIND, ROLL):
            return IllegalAction("No corruption check waits to be helped or rolled.",
                                 clause=RULE)
        return None
    who = name(check.character)
    if kind == KIND and rest == check.character:
        return IllegalAction(f"{who} makes the check himself: only another character of his "
                             "company may tap to help it.", clause=RULE)
    if kind == KIND:
        helper = state.character(rest)
        if helper is None:
            named = name(rest) if rest and known(rest) else rest or "No one"
            return IllegalAction(f"{named} is not another character of {who}'s company: only "
                                 f"one may tap to help his corruption check.", clause=RULE)
        if (tapped := engine_helpers.untapped_only(helper)) is not None:
            return tapped
    return IllegalAction(f"{who}'s {_told(check, name)}, waits: tap a companion to help it "
                         f"(+1 each, {KIND}:<character>), or roll it ({ROLL}).", clause=RULE)


def modifiers(state: HobbitState, who: str, name: Callable[[str], str]) -> list[Modifier]:
    """+1 for each character tapped to help ``who``'s check waiting, sourced to his card."""
    return engine_helpers.modifiers(state.check_waiting, who, name)


def at_risk(check: WaitingCheck, hero: str) -> bool:
    """Whether the check, with its helpers so far, is at risk: the hero's if it could fail at
    all (his loss loses the game), another's if an average roll (7) would fail it."""
    return engine_helpers.at_risk(check, check.character == hero)


def policy_choice(state: HobbitState, ids: Sequence[str]) -> str:
    """The automatic player's choice while a check waits: a helper while it is at risk, else
    the roll."""
    check = state.check_waiting
    assert check is not None
    return engine_helpers.choice(ids, at_risk(check, state.hero))


#: The lines of the wait's facts (``hobbit.narrate``).
LINES: dict[str, Callable[[Told], str]] = {
    AWAITED: lambda t: engine_helpers.awaited_line(t.n(t.d["character"]), about(
        str(t.d["check"]), str(t.d.get("card") or ""), str(t.d.get("to") or ""),
        int(t.d["points"]), t.n), [t.n(c) for c in t.d["able"]]),
    HELPED: lambda t: engine_helpers.helped_line(t.n(t.d["helper"]), t.n(t.d["character"])),
}
