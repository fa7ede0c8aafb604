"""What follows an attack once it is over (``AttackEnded`` and its kill points written by
``combat.attack_over``), as a list of acts: the corruption check of each character it wounded
that its creature asks (a Barrow-wight's, the Ghosts'), a Nazgûl's blade placed and a Fell
Beast's choice ended, Despair of the Heart's checks for its wounds (as its bearers stand then),
what the factions, a raid, the Balrog at Moria and a Battle make of it, then Alatar's tapping
and corruption check after the attack he joined.

From ``SINCE`` those checks wait for the player to tap helpers or roll (check_helpers.py) where
a companion could help: the check is declared (``CheckAwaited``, ``check`` ``attack-end``), the
rest of the attack's end waits (``AttackEndWaiting``: the attack, whether it was defeated, its
creature card, the characters it struck, those who beat it and those it wounded, and the acts
still to come, the declared check first), and once the check is rolled it goes on
(``AttackEndGoesOn``), then the game as after any attack over: the creature card defeated or
discarded, the Hazard Pile, the site phase, a Battle or the attack made at once going on. Those
who made the attack take it as one still waiting (None, as while the defender is asked). 1 to
232 rolled them at once, and replay as played.

The end of an attack True Fána ends, amid the card's effects, rolled them at once up to 235;
from ``check_helpers.MID_CARD_SINCE`` they wait too, and the Wizard's check after the card is
its end's last act (``SPELL_CHECK``), waiting alike, so that the game goes on as after the
attack only once it is rolled."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict

from domain.engine import coe
from domain.engine.combat import Attack
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on import (
    act_checks,
    alatar,
    balrog_of_moria,
    battles,
    check_helpers,
    corruption_cards,
    creatures,
    factions,
    nazgul_blades,
    nazgul_mounts,
    raids,
    spells,
)
from domain.rulesets.road_goes_ever_on.state import AttackEnd, Pending, State
from domain.rulesets.road_goes_ever_on.turn_of import turn_of

#: The first version in which the checks of an attack's end wait for helpers.
SINCE = 233
#: What goes on once the check is made: the rest of the attack's end, then the game.
RESUME = "attack-end"
WAITING = "AttackEndWaiting"
GOES_ON = "AttackEndGoesOn"
#: The acts of an attack's end (``Pending.kind``): the creature's check of ``who`` it wounded
#: at ``modifier`` (``card``: the creature); the blades and mounts; Despair of the Heart's
#: checks (made into one act each as they come: ``card`` on ``who``, ``why``); the
#: factions, a raid, the Balrog and a Battle; Alatar's tapping, then his check; the check of
#: ``who`` at ``modifier`` after the spell ``card`` that ended the attack (True Fána).
CHECK = act_checks.CHECK
BLADES = "blades"
DESPAIR = "despair"
CARD_CHECK = act_checks.CARD_CHECK
AFTER = "after"
ALATAR = "alatar"
ALATAR_CHECK = "alatar-check"
SPELL_CHECK = "spell-check"
_CHECKS = (CHECK, CARD_CHECK, ALATAR_CHECK, SPELL_CHECK)


def waits(played: str) -> bool:
    """Whether the checks of an attack's end wait for helpers in the version ``played``."""
    return played_since(played, SINCE)


def run(ctx: Context[State], attack: Attack, beaten: bool, *, hazard: str | None,
        assigned: tuple[str, ...], defeated: tuple[str, ...], wounded: tuple[str, ...],
        came: bool, may_wait: bool, then: Sequence[Pending] = ()) -> bool:
    """The end of ``attack``, ``beaten`` or not (``hazard``: its creature card; ``assigned``:
    the characters struck; ``defeated``: those who beat their strike; ``wounded``: those it
    wounded, still in play; ``came``: Alatar joined the company to face it; ``then``: the
    acts of the card that ended it, last); with ``may_wait`` (from ``SINCE``) a check waits
    for helpers: False while it does."""
    modifier = creatures.wounded_check_modifier(ctx.ruleset.played, attack)
    checks = [] if modifier is None else [Pending(CHECK, who, modifier, card=attack.source)
                                          for who in wounded]
    acts = [*checks, Pending(BLADES), Pending(DESPAIR), Pending(AFTER),
            *([Pending(ALATAR)] if came else []), *then]
    end = AttackEnd(attack.to_json(), beaten, hazard, assigned, defeated, wounded, ())
    return _acts(ctx, end, acts, may_wait and waits(ctx.ruleset.played))


def go_on(ctx: Context[State]) -> bool:
    """The check declared rolled, the rest of the attack's end goes on: True once it is
    over, False while another of its checks waits."""
    end = ctx.state.attack_end
    assert end is not None
    ctx.emit(GOES_ON, check_helpers.RULE, attack=end.attack["name"])
    return _acts(ctx, end, end.left, True)


def _acts(ctx: Context[State], end: AttackEnd, acts: tuple[Pending, ...] | list[Pending],
          may_wait: bool) -> bool:
    """Each act of ``end`` in order; with ``may_wait`` a check declared waiting for helpers
    stops them, the acts from it on recorded (``AttackEndWaiting``): False while it waits."""
    left = list(acts)
    while left:
        act = left.pop(0)
        if act.kind == DESPAIR:  # as its bearers stand now
            left[:0] = [Pending(CARD_CHECK, who, card=card.card_id, why=why)
                        for card, who, times, why in corruption_cards.wounded_checks(
                            ctx, end.wounded) for _ in range(times)]
            continue
        if act.kind == ALATAR:
            if alatar.after_attack(ctx):
                left.insert(0, Pending(ALATAR_CHECK, alatar.ALATAR))
            continue
        if may_wait and act.kind in _CHECKS and act_checks.declared(
                ctx, turn_of(ctx), ctx.state.character(act.who), act, RESUME, act.card):
            ctx.emit(WAITING, check_helpers.RULE, attack=dict(end.attack), beaten=end.beaten,
                     **({"card": end.hazard} if end.hazard is not None else {}),
                     assigned=list(end.assigned), defeated=list(end.defeated),
                     wounded=list(end.wounded), left=[asdict(a) for a in (act, *left)])
            return False
        _act(ctx, end, act)
    return True


def _act(ctx: Context[State], end: AttackEnd, act: Pending) -> None:
    attack = Attack.from_json(end.attack)
    if act.kind == CHECK:
        creatures.creature_check(ctx, act.who, act.modifier, act.card)
    elif act.kind == CARD_CHECK:
        corruption_cards.card_check(ctx, act.card, act.who, act.why)
    elif act.kind == ALATAR_CHECK:
        who = ctx.state.character(act.who)
        if who is not None:
            turn_of(ctx).corruption_check(ctx, who, 0, coe.CORRUPTION_CHECK)
    elif act.kind == SPELL_CHECK:
        spells.check(ctx, act.who, act.modifier)  # as the card's last effect checked it
    elif act.kind == BLADES:
        nazgul_blades.after_attack(ctx, attack, list(end.wounded))  # to a character it wounded
        nazgul_mounts.after_attack(ctx)  # Fell Beast's choice of the defenders ends
    else:
        if factions.offered(ctx.ruleset.played):
            factions.after_attack(ctx, attack, end.beaten)
        raids.after_attack(ctx, attack, end.beaten)
        balrog_of_moria.after_attack(ctx, attack, end.beaten)  # the Balrog at Moria defeated
        battles.after_attack(ctx, attack, end.beaten,
                             killed=any(ctx.state.character(c) is None for c in end.assigned))


def narrate(kind: str) -> str | None:
    return {WAITING: "The rest of the attack's end waits for the check declared to be helped "
                     "or rolled.",
            GOES_ON: "The rest of the attack's end goes on."}.get(kind)
