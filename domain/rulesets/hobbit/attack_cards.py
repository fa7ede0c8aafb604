"""What the cards played on an attack do to the attack's record, shared by every Hobbit
scenario and by Guise of the Necromancer, whose attacks are kept in records of their own
(``hobbit.state.Combat``, ``guise_of_the_necromancer.state.Fight``) with the same fields; and
the strike roll a card may double (Lucky Strike, CoE 3.iv.5)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol, TypeVar

from domain.engine import coe, sacrifice_of_form
from domain.engine.characters import Character
from domain.engine.combat import Attack
from domain.immutable import replace
from domain.ruleset import Context


class AttackRecord(Protocol):
    """The fields of an attack under way that cards played on it change."""

    @property
    def attack(self) -> Attack: ...

    @property
    def attack_prowess(self) -> tuple[tuple[str, int], ...]: ...

    @property
    def best_of_two(self) -> bool: ...


F = TypeVar("F", bound=AttackRecord)


def modified(fight: F, d: Mapping[str, Any]) -> F:
    """``AttackModified``: the attack's prowess and body changed (``Attack.strengthened``)."""
    return replace(fight, attack=fight.attack.strengthened(int(d["prowess"]), int(d["body"])))


def strikes_prowess_modified(fight: F, d: Mapping[str, Any]) -> F:
    """``StrikesProwessModified``: the named characters' prowess against this attack's
    strikes changed."""
    added = tuple((str(c), int(d["prowess"])) for c in d["characters"])
    return replace(fight, attack_prowess=(*fight.attack_prowess, *added))


def two_strike_rolls(fight: F) -> F:
    """``TwoStrikeRolls``: the character facing the strike rolls twice, the better used."""
    return replace(fight, best_of_two=True)


def bolstered(bonuses: tuple[tuple[str, str, str, int], ...],
              d: Mapping[str, Any]) -> tuple[tuple[str, str, str, int], ...]:
    """``CharacterBolstered``: a card's bonus to a character until the turn ends
    (``engine.turn_bonuses``), as (character, card, stat, amount)."""
    return (*bonuses, (str(d["character"]), str(d["card"]), str(d["stat"]), int(d["amount"])))


def strikes_fail(ctx: Context[Any], wizard: Character, attack: Attack, card: str, name: str,
                 fighters: int, rule: str) -> bool | None:
    """True Fána: a roll plus ``wizard``'s prowess above the attack's makes every strike fail
    (``StrikesFailRolled``), one for each of the ``fighters`` (characters and allies) it could
    strike up to its strikes; an attack with body makes a body check for each, defeated only
    if every one fails (CoE 3.iv.7, 3.v), one with no body is defeated
    (``AttackStrikesFailed``). Whether the attack is defeated so; None: the strikes stand."""
    prowess = wizard.prowess_against(attack.race)
    roll = sum(ctx.roll(f"{name} against {attack.name}", rule))
    fails = roll + prowess > attack.prowess
    ctx.emit("StrikesFailRolled", rule, card=card, character=wizard.card_id, roll=roll,
             prowess=prowess, total=roll + prowess, attack_prowess=attack.prowess,
             fails=fails)
    if not fails:
        return None
    return every_strike_fails(ctx, attack, card, min(attack.strikes, fighters), rule)


def every_strike_fails(ctx: Context[Any], attack: Attack, card: str, strikes: int, rule: str,
                       bonus: int = 0) -> bool:
    """Every strike of ``attack`` fails by ``card`` (``AttackStrikesFailed``): an attack with
    body makes a body check for each of its ``strikes``, ``bonus`` added to each roll,
    defeated only if every one beats its body (CoE 3.iv.7, 3.v); one with no body is defeated.
    Whether the attack is defeated so."""
    body = attack.body
    rolls = [sum(ctx.roll(f"body check of {attack.name}", coe.BODY_CHECK))
             for _ in range(strikes)] if body is not None else []
    defeated = sacrifice_of_form.attack_defeated(rolls, body, bonus)
    ctx.emit("AttackStrikesFailed", rule, card=card, attack=attack.name, strikes=strikes,
             body_rolls=rolls, defeated=defeated, **({"body_bonus": bonus} if bonus else {}))
    return defeated


def strike_dice(ctx: Context[Any], name: str, best_of_two: bool) -> tuple[list[int], int]:
    """The strike roll against ``name`` and its position in the dice stream; rolled twice
    after Lucky Strike, the better roll used (CoE 3.iv.5)."""
    index = ctx.position("dice")
    dice = ctx.roll(f"strike against {name}", coe.STRIKE_ROLL)
    if best_of_two:
        second_index = ctx.position("dice")
        second = ctx.roll(f"second strike roll of {name}", coe.STRIKE_RESOURCES)
        if sum(second) > sum(dice):
            dice, index = second, second_index
    return dice, index
