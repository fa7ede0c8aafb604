"""Sacrifice of Form (TW-321), a Wizard's spell and resource permanent-event, played from the
hand from version ``SINCE_VERSION`` (the rules let the player put it in the draw deck, giving
no marshalling points, RGO-DECK-2, and play it as in a normal game, RGO-GEN-1; before, no
script played it and it was neither played nor declared).

It is played after the strikes of an attack on the Wizard's company are assigned. The solo
game's strike sequences run unbroken once every strike is assigned, so, as the other cards
of a strike, it is played while the defender assigns them (``resource:<card>:sacrifice:
<wizard>``, on the Wizard of the company) and takes effect once every strike is assigned, the
rest at random (RGO-TARGET-2):

- the Wizard leaves play, discarded (``FormSacrificed``): his card goes to the discard pile,
  so a copy may come into play again; the corruption cards on him and the cards he holds go
  with him, the followers he controls stay; his items are set aside with the card, still in
  play;
- every strike of the attack fails (``StrikesFailed``): no character is struck; an attack
  with body makes a body check for each strike at +3 (``AttackBodyChecked``), defeated only
  if every strike is; one with no body is defeated. An Assassin's or a Slayer's further
  attacks come as they would on the character its first strike was given to (one with no one
  left to strike is faced, not defeated). The attack then ends as any other (``AttackEnded``,
  its kill points).

When the Wizard comes into play again (a copy of his card played), his items go back to him
and the card goes with him (``FormRestored``): +1 to his prowess, body and direct influence
while he keeps it; it is discarded when he leaves play. It cannot be duplicated on a Wizard
who has it with him, nor played twice on one attack, nor while an Assassin's or a Slayer's
strike is held (held_attacks.py): not offered, refused naming the card and the reason,
nothing written. Once it is in play no other Wizard may come into play (RGO-DECK-4 already
keeps a second Wizard out of the deck). That it cannot be used in company-versus-company
combat, and that the opponent may not play the Wizard sacrificed, never arise in the solo game.

The automatic player plays it when the attack would likely beat every character it faces, the
Wizard among them (an average roll would not beat a strike of it), and another character is
left in play.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from domain.canonical import JSON
from domain.cards import Card
from domain.cards.names import fold
from domain.engine import coe, effects
from domain.engine import combat as engine
from domain.engine import sacrifice_of_form as shared
from domain.engine.checks import AT_MOST, Modifier, check
from domain.engine.combat import Attack
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on import (
    ally_strikes,
    balrog_rules,
    followers,
    leaving_play,
)
from domain.rulesets.road_goes_ever_on.state import State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.hand_resources import Play

#: The first version that plays it.
SINCE_VERSION = 173
# The card's facts (``engine.sacrifice_of_form``).
CARD, NAME, WIZARD = shared.CARD, shared.NAME, shared.WIZARD
MODE = "sacrifice"
#: The effect's primitive: kept on the attack until its strikes are assigned.
SACRIFICE = "sacrifice-of-form"
BODY_BONUS, BONUS = shared.BODY_BONUS, shared.BONUS
RULE = coe.STRIKE_RESOURCES
RETURN_RULE = "RGO-GEN-1"
#: What the coverage says of it: what is left out, its test, the first version.
COVERAGE = {CARD: ("", "tests/rules/test_road_goes_ever_on_sacrifice_of_form.py::"
                       "test_every_strike_fails_and_the_wizard_leaves_play_his_items_set_aside",
                   SINCE_VERSION)}


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def plays() -> dict[str, tuple[Play, ...]]:
    """Its play, read by ``hand_resources.plays`` from ``SINCE_VERSION``."""
    from domain.rulesets.road_goes_ever_on.hand_resources import STRIKE, Play

    return {CARD: (Play(CARD, NAME, MODE, STRIKE, (effects.Effect(SACRIFICE),), True,
                        race=WIZARD),)}


def is_it(play: Play) -> bool:
    return play.card == CARD


def played_on(state: State) -> str | None:
    """The Wizard it was played on against the attack being assigned (None: it was not)."""
    awaited = state.awaited_strikes
    if awaited is None:
        return None
    return next((who for card, who, _ in awaited.cards if card == CARD), None)


def unmet(state: State, play: Play) -> str | None:
    """Why it cannot be played on the attack now (None: it can, or ``play`` is another
    card's)."""
    awaited = state.awaited_strikes
    if not is_it(play) or awaited is None:
        return None
    if awaited.held is not None:
        return "an Assassin's or a Slayer's strike is held: it is played while the strikes " \
               "are assigned"
    if played_on(state) is not None:
        return "it is played on this attack already"
    kept = next((s for s in state.sacrifices if s.with_him
                 and state.character(s.wizard) is not None), None)
    if kept is not None:
        return f"it cannot be duplicated on {kept.name}, who has it with him"
    return None


def resolve(ctx: Context[State], attack: Attack, assigned: tuple[str, ...],
            tappers: tuple[str, ...], came: bool, hazard: str | None = None) -> bool | None:
    """Every strike assigned fails (``assigned``: who faces each, Boromir once for each of
    his, combat.finish_attack), an attack with body checking at +3 for each; the Wizard
    leaves play, his items set aside. True if the attack is defeated; None while a check of
    its end waits for helpers (``hazard``: the creature card; attack_ends.py)."""
    from domain.rulesets.road_goes_ever_on.combat import attack_over, further_attacks

    wizard = played_on(ctx.state)
    ctx.emit("StrikesFailed", RULE, card=CARD, name=NAME, attack=attack.name,
             characters=list(assigned))
    beaten = 0
    for _ in assigned:
        if attack.body is None:
            beaten += 1
            continue
        index = ctx.position("dice")
        dice = ctx.roll(f"body check of {attack.name}", coe.BODY_CHECK)
        made = check(dice, [Modifier(BODY_BONUS, f"card:{CARD}", NAME, RULE)], attack.body,
                     AT_MOST, index)
        total = sum(dice) + BODY_BONUS
        defeated = engine.body_check_fails(total, attack.body)
        ctx.emit("AttackBodyChecked", coe.BODY_CHECK, attack=attack.name, roll=total,
                 body=attack.body, defeated=defeated, check=made.to_json())
        beaten += defeated
    found = ctx.state.character(wizard) if wizard is not None else None
    if found is not None:
        leave(ctx, found.card_id)
    won: list[str] = []
    hurt: list[str] = []
    faced = len(assigned) + len(tappers)
    if len(assigned) == 1:  # an Assassin's or a Slayer's further attacks
        faced += further_attacks(ctx, attack, assigned[0], len(tappers), won, hurt)
    struck = tuple(dict.fromkeys(  # Boromir once, however many strikes he took
        c for c in assigned if c != wizard and not ally_strikes.is_ally(ctx.state, c)))
    beaten_now = engine.attack_defeated(faced, beaten + len(won))
    if not attack_over(ctx, attack, beaten_now, assigned=struck, defeated=tuple(won),
                       wounded=tuple(hurt), came=came, hazard=hazard):
        return None
    return beaten_now


def leave(ctx: Context[State], wizard: str) -> None:
    """The Wizard discarded, his items set aside with the card (the corruption cards on him
    discarded first, ``balrog_rules.discard_played_on``)."""
    found = ctx.state.character(wizard)
    if found is None:
        return
    balrog_rules.discard_played_on(ctx, found, RULE)
    led = [p for p in ctx.state.controlled if p[1] == wizard]  # the fact drops them
    ctx.emit("FormSacrificed", RULE, card=CARD, wizard=wizard, name=found.name,
             items=[i.card_id for i in found.items])
    leaving_play.settle(ctx)
    followers.lost(ctx, led)  # those the general influence cannot all take


def returned(ctx: Context[State], card: Card) -> None:
    """A Wizard come into play again takes back his items and the card, with its bonuses."""
    if not offered(ctx.ruleset.played):
        return
    entry = next((s for s in ctx.state.sacrifices
                  if not s.with_him and fold(s.name) == fold(card.name)), None)
    if entry is None or ctx.state.character(card.id) is None:
        return
    ctx.emit("FormRestored", RETURN_RULE, card=entry.card, wizard=card.id, name=card.name,
             items=[i.card_id for i in entry.items], bonus=BONUS)


def other_wizard(state: State, card: Card) -> tuple[str, str] | None:
    """Why the Wizard ``card`` may not come into play: Sacrifice of Form was played on
    another (message, rule), or None."""
    other = next((s for s in state.sacrifices if fold(s.name) != fold(card.name)), None)
    if other is None:
        return None
    return (f"{card.name} cannot come into play: {NAME} was played on {other.name}, and no "
            "other Wizard may be played.", RETURN_RULE)


def worth(state: State, wizard: str) -> bool:
    """The automatic player's reading: the attack would likely beat every character it may
    strike, the Wizard among them, and another character stays in play."""
    from domain.rulesets.road_goes_ever_on.hand_resources import threatened

    awaited, who = state.awaited_strikes, state.character(wizard)
    if awaited is None or who is None or awaited.detainment \
            or len(state.every_character()) < 2:
        return False
    attack = awaited.read_attack()
    return all(threatened(c, attack) for c in state.characters)


def policy_choice(state: State, plays: list[str]) -> str | None:
    """Its play, where :func:`worth` says so."""
    return next((p for p in plays if p.startswith(f"resource:{CARD}:{MODE}:")
                 and worth(state, p.split(":")[3])), None)


def narrate(kind: str, d: Mapping[str, JSON]) -> str | None:
    if kind == "StrikesFailed":
        return f"{d['name']}: every strike of {d['attack']} fails."
    if kind == "FormSacrificed":
        return f"{d['name']} leaves play by {NAME}, his items set aside with it."
    if kind == "FormRestored":
        return f"{d['name']} comes back with his items and {NAME}: +{d['bonus']} prowess, " \
               f"body and direct influence."
    return None
