"""Which card an automatic player of a Hobbit scenario plays on an attack before its strikes
are assigned (CoE 3.i), read from the card's scripted mode (``effects.Mode``) rather than its
place in the list: a card that cancels the attack at no other cost first; one that costs a
wound or a corruption check only against a dangerous attack; then, against a dangerous
attack, one that weakens it or strengthens the strikes against it. None: keep the cards."""

from __future__ import annotations

from collections.abc import Sequence

from domain.engine import effects

#: What weakens an attack or strengthens the company against its strikes.
_HELPS = (effects.ATTACK_PROWESS_NOW, effects.STRIKES_PROWESS, effects.COMPANY_STRIKE_PROWESS)
#: What a card costs beyond itself.
_COSTS = (effects.WOUND_CHARACTER, effects.CHECK_NOW)


def _does(mode: effects.Mode, *primitives: str) -> bool:
    return any(e.primitive in primitives for e in mode.effects)


def attack_play(options: Sequence[tuple[str, effects.Mode]], dangerous: bool) -> str | None:
    """The action (of ``options``: action id and the mode it plays) to take against the
    attack, or None."""
    cancels = [(_does(m, *_COSTS), i) for i, m in options if _does(m, effects.CANCEL_ATTACK)]
    free = sorted(i for costly, i in cancels if not costly)
    if free:
        return free[0]
    if not dangerous:
        return None
    if cancels:
        return sorted(i for _, i in cancels)[0]
    helps = sorted((not _does(m, effects.ATTACK_PROWESS_NOW), i) for i, m in options
                   if m.timing == effects.DURING_ATTACK and _does(m, *_HELPS))
    return helps[0][1] if helps else None
