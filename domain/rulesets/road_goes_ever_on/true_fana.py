"""True Fána (TW-354), a Wizard's spell, from ``SINCE_VERSION``, as its card prints it.

Played from the hand on the Wizard of the company against an attack on it, before the attack
is resolved (``resource:TW-354:fail:<wizard>`` while its strikes are not yet assigned, CoE
3.i): the player rolls and adds the Wizard's prowess (with his items, against the attack's
race). A total above the attack's prowess makes every strike of the attack fail
(``StrikesFailRolled``): no character is struck, each strike that would be given one
(one for each character it could strike, up to its strikes) is beaten, and an attack with
body makes a body check for each (``AttackBodyChecked``), defeated only if every one fails;
one with no body is defeated. The attack then ends as any other (``AttackEnded``, its kill
points, the creature defeated or discarded). A total not above it leaves the attack to go on
as before. Either way the Wizard then checks corruption at -3 (CoE 7.1), as his other spells.

Up to 235 that check, and those of the end of the attack the card ends, were rolled at once.
From ``check_helpers.MID_CARD_SINCE`` they wait for helpers (CoE 7.1.1): where the attack goes
on, the Wizard's as a spell's within an attack (``Turn.attack_check``, the attack standing
where it stood); where it ends, his is the last act of its end (``attack_ends.SPELL_CHECK``),
which waits for its checks as any attack's end does, the game going on as after the attack
once the last is rolled.

Up to version ``SEVERAL_SINCE - 1`` it was not offered against a creature that makes several
attacks (an Assassin, a Slayer), and was refused naming the card and the reason. From
``SEVERAL_SINCE`` it is played there too, on the attack the company faces first (the one
moment the game stops for it): when its strikes fail, the creature's further attacks (those
the defender did not cancel by tapping) come all the same, each of one strike on the one
character the attacker chooses (at random among those it may attack, RGO-TARGET-2), and the
creature is defeated only if every one of its attacks is.
That it cannot be used in company-versus-company combat never arises in the solo game.
Earlier versions replay as played (it was declared).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from domain.engine import coe, effects
from domain.engine import combat as engine
from domain.ruleset import Context, Fact, played_since
from domain.rulesets.road_goes_ever_on import check_helpers, creatures
from domain.rulesets.road_goes_ever_on.state import Pending, State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.hand_resources import Play

#: The first version of the ruleset that plays the card.
SINCE_VERSION = 147
#: The first version that plays it against a creature making several attacks.
SEVERAL_SINCE = 168
CARD_ID = "TW-354"
NAME = "True Fána"
MODE = "fail"
#: Every strike of the attack fails, on the Wizard's roll (the effect's primitive).
STRIKES_FAIL = "strikes-fail"
CHECK = -3
RULE = coe.CANCEL_ATTACK  # played on the attack before its strikes are assigned


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def plays() -> dict[str, tuple[Play, ...]]:
    """The card's play, read by ``hand_resources.plays`` from ``SINCE_VERSION``."""
    from domain.rulesets.road_goes_ever_on.hand_resources import ATTACK, Play
    from domain.rulesets.road_goes_ever_on.spells import WIZARD, WIZARD_CHECK

    return {CARD_ID: (Play(CARD_ID, NAME, MODE, ATTACK,
                           (effects.Effect(STRIKES_FAIL), effects.Effect(WIZARD_CHECK, CHECK)),
                           True, race=WIZARD),)}


def is_it(play: Play) -> bool:
    return any(e.primitive == STRIKES_FAIL for e in play.effects)


def unmet(state: State, play: Play, played: str) -> str | None:
    """Why True Fána cannot be played on the attack now (None: it can)."""
    awaited = state.awaited_strikes
    if not is_it(play) or awaited is None:
        return None
    attack = awaited.read_attack()
    if creatures.further_attacks(played, attack, len(awaited.tapped_against)) \
            and not played_since(played, SEVERAL_SINCE):
        return f"{attack.name} makes several attacks, and the card reaches only one"
    return None


def worth(state: State, wizard: str) -> bool:
    """The automatic player's reading: an average roll (7) would beat the attack's prowess."""
    awaited, who = state.awaited_strikes, state.character(wizard)
    if awaited is None or who is None:
        return False
    attack = awaited.read_attack()
    return who.prowess_against(attack.race) + 7 > attack.prowess


def strikes_fail(ctx: Context[State], wizard: str) -> bool:
    """The Wizard's roll against the attack awaiting its strikes; above its prowess, every
    strike fails and the attack ends (body checks for an attack with body). True if the
    Wizard's check is then made by the attack's end (from ``check_helpers.MID_CARD_SINCE``),
    not by the card's next effect."""
    from domain.rulesets.road_goes_ever_on import alatar, attack_cancels, attack_ends
    from domain.rulesets.road_goes_ever_on.combat import attack_over, candidates, further_attacks

    awaited, who = ctx.state.awaited_strikes, ctx.state.character(wizard)
    if awaited is None or who is None:
        return False
    attack = awaited.read_attack()
    prowess = who.prowess_against(attack.race)
    dice = ctx.roll(f"{NAME}: {who.name} against {attack.name}", RULE)
    total = sum(dice) + prowess
    failed = total > attack.prowess
    played = ctx.ruleset.played
    facing = sum(1 for c in ctx.state.characters if creatures.faces(played, attack, c))
    strikes = max(1, min(attack.strikes, facing)) if failed else 0
    ctx.emit("StrikesFailRolled", RULE, card=CARD_ID, name=NAME, wizard=wizard,
             attack=attack.name, roll=sum(dice), prowess=prowess, total=total,
             attack_prowess=attack.prowess, failed=failed, strikes=strikes)
    if not failed:
        return False
    came = alatar.joined(ctx.state)
    # Amid the card's effects: up to 235 its end's checks at once, the Wizard's after them.
    waits = check_helpers.mid_card(played)
    then = (Pending(attack_ends.SPELL_CHECK, wizard, CHECK, card=CARD_ID),) if waits else ()
    beaten = 0
    for _ in range(strikes):
        if attack.body is None:
            beaten += 1
            continue
        index = ctx.position("dice")
        body = ctx.roll(f"body check of {attack.name}", coe.BODY_CHECK)
        defeated = engine.strike_defeated(engine.FAILED, attack.body, sum(body))
        ctx.emit("AttackBodyChecked", coe.BODY_CHECK, attack=attack.name, roll=sum(body),
                 body=attack.body, defeated=defeated,
                 check=engine.attack_body_check(attack, body, index).to_json())
        beaten += defeated
    tappers = awaited.tapped_against
    more = creatures.further_attacks(played, attack, len(tappers)) \
        if played_since(played, SEVERAL_SINCE) else 0
    if not more:
        attack_over(ctx, attack, engine.attack_defeated(strikes, beaten), came=came,
                    may_wait=waits, then=then)
        return waits
    # An Assassin's or a Slayer's further attacks, on the one character the attacker chooses.
    pool = attack_cancels.pool([c.card_id for c in ctx.state.characters
                                if creatures.faces(played, attack, c)], tappers, played, attack)
    target = ctx.pick("targets", pool, f"the character {attack.name} attacks", "RGO-TARGET-2",
                      **candidates(ctx, pool))
    won: list[str] = []
    hurt: list[str] = []
    faced = strikes + len(tappers) + further_attacks(ctx, attack, target, len(tappers), won, hurt)
    attack_over(ctx, attack, engine.attack_defeated(faced, beaten + len(won)),
                assigned=(target,), defeated=tuple(won), wounded=tuple(hurt), came=came,
                may_wait=waits, then=then)
    return waits


def defeated(facts: Sequence[Fact]) -> bool:
    """Whether the decision's facts ended an attack defeated (True Fána's strikes failing):
    the creature card then counts as defeated, not discarded."""
    return any(f.kind == "AttackEnded" and bool(f.data.get("defeated")) for f in facts)


#: What of the card is not played (the coverage reads it).
LEFT_OUT = {CARD_ID: "its play against one attack of a creature that makes several (an "
                     "Assassin, a Slayer): not offered there"}


def left_out(played: str) -> dict[str, str]:
    """What the version ``played`` leaves out, by card (nothing from ``SEVERAL_SINCE``)."""
    return {} if played_since(played, SEVERAL_SINCE) else LEFT_OUT
