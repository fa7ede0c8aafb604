"""The strike being resolved as a board shows it, before its roll: the defender's prowess with
every modifier in force (the same modifiers the strike roll records, CoE 3.iv.2-3.iv.6), the
strike's prowess with what changed it, the supporters, and the least roll that beats the
strike (CoE 3.iv.7: roll plus prowess above the strike's prowess; above 12, none does)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from domain.canonical import JSON
from domain.engine import combat
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.engine.combat import Attack, StrikeModifiers

#: The lowest roll of two dice: a strike any roll beats needs this one.
LOWEST = 2


def view(who: Character, mods: StrikeModifiers, supporters: Sequence[str],
         extra: Sequence[Modifier], strike: Sequence[tuple[int, str]],
         name: Callable[[str], str], own: str | None = None) -> dict[str, JSON]:
    """``who`` facing the strike with ``mods``, ``supporters`` and ``extra`` as the roll will
    count them (:func:`combat.strike_modifiers`), against ``strike``: (amount, what) of each
    part of the strike's prowess, the attack's own first. Each part a running total shows:
    ``prowess_from`` adds up to ``prowess``, ``strike_from`` to ``strike``. ``own``: how his
    own number is told where it is not his prowess (his mind, as the roll's check tells it)."""
    parts = [m for m in combat.strike_modifiers(who, mods, supporters, extra) if m.amount]
    prowess = sum(m.amount for m in parts)
    against = [(amount, what) for amount, what in strike if amount]
    total = sum(amount for amount, _ in against)
    mine = f"card:{who.card_id}"
    return {"character": who.card_id, "prowess": prowess,
            "prowess_from": [{"amount": m.amount, "from": own if own and m.source == mine
                              else _said(m, name)} for m in parts],
            "strike": total,
            "strike_from": [{"amount": amount, "from": what} for amount, what in against],
            "supporters": list(supporters), "stays_untapped": mods.stay_untapped,
            "excess_strikes": mods.excess, "roll_needed": least_roll(prowess, total)}


def least_roll(prowess: int, strike: int, *, tie: bool = False) -> int:
    """The least roll with which ``prowess`` beats a strike of ``strike`` (CoE 3.iv.7: roll
    plus prowess above the strike's prowess); with ``tie``, the least that at least ties it, so
    the strike does not wound (a tie is ineffectual)."""
    return max(strike - prowess + (0 if tie else 1), LOWEST)


def strike_parts(attack: Attack, printed: int,
                 cards: Sequence[tuple[int, str]] = ()) -> list[tuple[int, str]]:
    """The parts of a strike's prowess for :func:`view`: the attack's, what its creature's
    text makes it against the one facing it (``printed``: the prowess so), then (amount,
    card names) of the cards in force adding to it."""
    return [(attack.prowess, "the attack's prowess"),
            (printed - attack.prowess, "the creature's text"), *cards]


def _said(modifier: Modifier, name: Callable[[str], str]) -> str:
    """A modifier in a player's words: a supporter by his name."""
    kind, _, what = modifier.source.partition(":")
    return f"{name(what)} supports" if kind == "member" else modifier.why
