"""Morgul-knife and The Pale Sword, the corruption permanent-events a Nazgûl's attack leaves in
a wound. From version ``SINCE_VERSION`` their removal numbers are known, as printed (a roll
greater than 4 and than 5): the bearer's attempt (``corruption.py``, CoE 7.3) no longer waits
for the player to declare it. Earlier versions replay as played, the number declared.

From version ``FACING_SINCE`` the Shadow plays either on a company facing a Nazgûl attack.
The Hazard Pile is revealed one card at a time, each resolved before the next (RGO-HAZ-2), so
no attack is being faced as a blade is revealed: it is played on the company and waits, in
force until the end of the turn, for the company's next Nazgûl attack (a creature's, one on
guard or a site's automatic-attack), as Fell Beast waits for a Nazgûl (``attack_hazards``). As
that attack is declared it adds its prowess (Morgul-knife +2, The Pale Sword +1; against The
Witch-king of Angmar the Sword adds one more for each Nazgûl permanent-event in play, and none
ever is here: ``hazard_notes``). After the attack it goes on one character the attack wounded
on whom no corruption card was played this turn, picked at random (the attacker's choice,
RGO-TARGET-1), with its corruption points; with none, or no Nazgûl attack by the end of the
turn, it is discarded. A copy is not played while another waits for, or faces, the company's
attack (it cannot be duplicated on a company facing one), nor The Pale Sword while it is in
play (unique). Before ``FACING_SINCE`` the Shadow placed either at random on a character of
the company, as any corruption card, adding no prowess.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from domain.cards import Card
from domain.engine.combat import Attack
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on import effect_clauses
from domain.rulesets.road_goes_ever_on.state import State

#: The first version that knows these numbers; earlier versions replay as played.
SINCE_VERSION = 97
#: The first version that plays them on a company facing a Nazgûl attack.
FACING_SINCE = 109
RULE = "RGO-HAZ-2"
KNIFE, SWORD = "TW-64", "TW-97"
#: The lowest 2D6 roll that removes each card (greater than the number it prints).
REMOVAL = {KNIFE: 5, SWORD: 6}
#: The prowess each adds to the Nazgûl attack it faces.
PROWESS = {KNIFE: 2, SWORD: 1}
#: A blade played on the company, waiting for its next Nazgûl attack this turn; one facing it.
WAITING = "nazgul-attack-awaited"
FACING = "nazgul-attack-faced"
RACE = "Nazgûl"
#: The first version in which either is removed as printed, only at a Haven in its bearer's
#: untap phase, instead of his untapping or healing (``blade_removal``).
UNTAP_SINCE = 156
#: What the ruleset's play of each card leaves out (before ``UNTAP_SINCE``).
MISSING = {
    KNIFE: "its removal as printed: at a Haven, in the untap phase, instead of untapping or "
           "healing (the bearer tries as for any corruption card, in his organization phase)",
    SWORD: "its removal as printed: at a Haven, in the untap phase, instead of untapping or "
           "healing (the bearer tries as for any corruption card, in his organization phase)",
}
TEST = ("tests/rules/test_road_goes_ever_on_nazgul_blades.py::"
        "test_a_blade_waits_for_the_nazgul_attack_and_goes_to_a_character_it_wounds")


def plays(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def removed_at_untap(card_id: str, played: str) -> bool:
    """Whether ``card_id`` is a blade removed only in the untap phase in this version."""
    return card_id in REMOVAL and played_since(played, UNTAP_SINCE)


def missing(played: str) -> dict[str, str]:
    """What the version ``played`` leaves out of each card."""
    return {} if played_since(played, UNTAP_SINCE) else MISSING


def facing_played(played: str) -> bool:
    return played_since(played, FACING_SINCE)


def removal_number(card_id: str, played: str) -> int | None:
    """The known number of either card (None: another card, or an earlier version)."""
    return REMOVAL.get(card_id) if plays(played) else None


def _held(state: State, effect: str) -> list[tuple[str, int, int]]:
    """(card, prowess, the play it came from) of each blade of ``effect`` on the running
    company this turn."""
    return [(card, amount, play) for turn, card, kind, on, amount, _, play
            in state.hazard_effects
            if turn == state.turn and kind == effect and on == state.company]


def revealed(ctx: Context[State], hazard: Card, rule: str, counted: bool) -> bool:
    """A blade revealed (from the Hazard Pile, or on guard): played on the company to wait
    for its next Nazgûl attack, or discarded when it cannot be; False for any other card, or
    a version before ``FACING_SINCE``."""
    if hazard.id not in PROWESS or not facing_played(ctx.ruleset.played):
        return False
    state = ctx.state
    if hazard.id in [c for c, *_ in (*_held(state, WAITING), *_held(state, FACING))]:
        ctx.emit("HazardDiscarded", "RGO-HAZ-3", card=hazard.id,
                 reason="it cannot be duplicated on a company facing a Nazgûl attack")
        return True
    if hazard.id == SWORD and (any(card == SWORD for card, _ in state.permanent_hazards) or any(
            turn == state.turn and card == SWORD and kind in (WAITING, FACING)
            for turn, card, kind, *_ in state.hazard_effects)):
        ctx.emit("HazardDiscarded", "RGO-HAZ-3", card=hazard.id,
                 reason="it is unique and already in play")
        return True
    ctx.emit("HazardEventPlayed", rule, card=hazard.id, name=hazard.name, target=None,
             counted=counted)
    ctx.emit("HazardEffectInForce", effect_clauses.of(ctx, hazard.id), card=hazard.id,
             effect=WAITING,
             target=state.company, amount=PROWESS[hazard.id])
    return True


def strengthen(ctx: Context[State], attack: Attack) -> Attack:
    """As an attack on the company is declared: a blade left from an attack that ended
    without its strikes (canceled) is discarded; against a Nazgûl attack each blade waiting
    is played on the company facing it, adding its prowess: the copy waiting, its play
    (``effect_clauses.own_copy``)."""
    if not facing_played(ctx.ruleset.played):
        return attack
    _discard(ctx, FACING, "the attack it faced wounded no one")
    if not attack.is_race(RACE):
        return attack
    for card, amount, waited in _held(ctx.state, WAITING):
        play = effect_clauses.own_copy(ctx.ruleset.played, waited)
        rule = effect_clauses.of(ctx, card, play)
        ctx.emit("HazardEffectEnded", rule, card=card, effect=WAITING,
                 target=ctx.state.company, by=attack.source, **effect_clauses.naming(play))
        ctx.emit("HazardEffectInForce", rule, card=card, effect=FACING,
                 target=ctx.state.company, amount=amount, **effect_clauses.naming(play))
        ctx.emit("AttackModified", rule, attack=attack.name, strikes=0, prowess=amount,
                 cards=[card], note="played on the company facing a Nazgûl attack")
        attack = attack.modified(prowess=amount)
    return attack


def after_attack(ctx: Context[State], attack: Attack, wounded: list[str]) -> None:
    """After the attack: each blade that faced it goes on a character it wounded (still in
    play) on whom no corruption card was played this turn, picked at random; else it is
    discarded."""
    for card, _, faced in _held(ctx.state, FACING):
        state = ctx.state
        pool = [c for c in dict.fromkeys(wounded) if state.character(c) is not None
                and (state.turn, c) not in state.corrupted]
        play = effect_clauses.own_copy(ctx.ruleset.played, faced)
        ctx.emit("HazardEffectEnded", effect_clauses.of(ctx, card, play), card=card,
                 effect=FACING, target=state.company, by=attack.source,
                 **effect_clauses.naming(play))
        if not pool:
            ctx.emit("HazardDiscarded", "RGO-HAZ-3", card=card,
                     reason="the attack left no wounded character on whom no corruption "
                            "card was played this turn")
            continue
        who = ctx.pick("targets", pool, f"the character {ctx.ruleset.catalog.get(card).name} "
                       "goes on", "RGO-TARGET-1")
        ctx.emit("HazardPlacedOnCharacter", "RGO-TARGET-1", card=card, character=who,
                 corruption=ctx.ruleset.catalog.get(card).corruption or 0)


def turn_ends(ctx: Context[State]) -> None:
    """The end of the turn: a blade still waiting for a Nazgûl attack, or left from one
    canceled, is discarded."""
    _discard(ctx, WAITING, "no Nazgûl attack came this turn")
    _discard(ctx, FACING, "the attack it faced wounded no one")


def _discard(ctx: Context[State], effect: str, reason: str) -> None:
    state = ctx.state
    for turn, card, kind, on, _, _, play in state.hazard_effects:
        if turn == state.turn and kind == effect:
            ctx.emit("HazardEffectEnded", effect_clauses.of(ctx, card, play), card=card,
                     effect=effect, target=on, by="")
            ctx.emit("HazardDiscarded", "RGO-HAZ-3", card=card, reason=reason)


def narrate(kind: str, d: Mapping[str, Any], name: Callable[[str], str]) -> str | None:
    """The narrative line of a blade's effect beginning or ending (None: another fact)."""
    effect = d.get("effect")
    if kind not in ("HazardEffectInForce", "HazardEffectEnded") or effect not in (WAITING,
                                                                                FACING):
        return None
    card = name(str(d["card"])) or str(d["card"])
    if kind == "HazardEffectInForce":
        return (f"{card} is played on the company: it waits for its next Nazgûl attack this "
                f"turn ({int(d['amount']):+d} prowess to it)." if effect == WAITING else
                f"{card} adds {int(d['amount']):+d} prowess to the attack and will go to a "
                "character it wounds.")
    by = name(str(d["by"])) or str(d["by"])
    if effect == WAITING and by:
        return f"{card} is played on the company facing {by}."
    return f"{card} no longer waits." if effect == WAITING else f"{card} leaves the attack."
