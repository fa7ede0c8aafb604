"""The Dragon encounter table (RGO-DRAGON-1, Appendix 3): rolled before any Dragon attack,
from the Hazard Pile or at a site, when the ``dragon_table`` option is on; and The Dragons'
rules insert (``domain/engine/dragons.py``) at play: hoard items, the manifestations of a
defeated Dragon, its quiet lair (version 13 on)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from domain.canonical import JSON
from domain.cards import Card, fold
from domain.engine import combat as engine
from domain.engine import dragons as insert
from domain.engine.characters import HELMET, SHIELD, Character, items_in_use, worn
from domain.engine.checks import AT_LEAST, check, table_roll
from domain.engine.combat import Attack, StrikeModifiers
from domain.immutable import replace
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on import hand_resources, prowess_from, tables
from domain.rulesets.road_goes_ever_on.combat import resolve_attack, resolve_strike
from domain.rulesets.road_goes_ever_on.state import State

#: Versions recorded before The Dragons' rules insert was played: they replay as played.
BEFORE_INSERT = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12")
#: Versions whose hoard item quests were found at any site of their class (TD-HOARD-1 at the
#: Quest Display from 16 on).
BEFORE_HOARD_QUESTS = (*BEFORE_INSERT, "13", "14", "15")
#: The first version whose At Home permanent-events stay in play (dragon_homes.py): a
#: defeated Dragon takes them out of the game with it.
HOMES_KEPT_SINCE = 200

#: From this version a defeated Dragon's manifestation drawn as the hazard long-event, revealed
#: on guard or drawn to attack at a site is discarded too (TD-MANIF-6), not only one of the
#: Hazard Pile; before, it was played there as any other card.
NO_MANIFESTATION_SINCE = 197

#: From this version a True or Winged Fire-drake (race Drake, TD-KEY-4) meets the Dragon table
#: too, as its Fiery Breath row names them (RGO-DRTAB-1); before, only a Dragon met it.
FIRE_DRAKES_SINCE = 231
#: The drakes the Dragon table names as its attackers (RGO-DRTAB-1).
FIRE_DRAKES = ("True Fire-drake", "Winged Fire-drake")

#: Fiery Breath: +1 for each piece of armour (a shield, a helmet) and +3 for tapping.
ARMOUR_PIECES = 2
TAPPING_BONUS = 3
#: From this version the breath counts the shield and the helmet a character uses, one of each
#: kind as a strike does (``armour_in_use``; TD-KEY-3 for the helmet); before, every shield and
#: helmet he bore counted, up to ``ARMOUR_PIECES``.
ARMOUR_IN_USE_SINCE = 241


@dataclass(frozen=True, slots=True)
class DragonAttack:
    """The attack after the table's row, and whether armour weighs on body checks."""

    attack: Attack
    armour_burden: bool = False
    rule: str | None = None


def breathes_fire(names: list[str], breathers: list[str]) -> bool:
    """A True or Winged Fire-drake, or any manifestation of a listed dragon ("Smaug",
    "Smaug Ahunt", "Smaug at Home")."""
    for name in names:
        key = fold(name)
        if "fire-drake" in key or any(key == fold(b) or key.startswith(fold(b) + " ")
                                      for b in breathers):
            return True
    return False


def armour(character: Character, kinds: tuple[str, ...] = (SHIELD, HELMET)) -> int:
    """The items of ``kinds`` the character bears (a shield or helmet against a breath), as
    the breath counted them before ``ARMOUR_IN_USE_SINCE``: by kind with the catalog's item
    facts, else every item adding body."""
    return sum(1 for i in character.items if worn(i, kinds))


def armour_in_use(character: Character, kinds: tuple[str, ...] = (SHIELD, HELMET)) -> int:
    """The items of ``kinds`` the character uses: one of each kind, as a strike counts them
    (``items_in_use``, CoE 6.1.3, TD-KEY-3), and of the items whose kind the catalog does not
    give, one adding body (taken to be worn, as a strike counts the one adding most)."""
    known = sum(1 for i in items_in_use(character.items) if i.kind in kinds)
    return known + any(i.kind is None and worn(i, kinds) for i in character.items)


def with_body(attack: Attack, delta: int) -> Attack:
    return attack if attack.body is None or not delta else replace(attack,
                                                                    body=attack.body + delta)


def encounter(ctx: Context[State], table: tables.RollTable, source_name: str,
              attack: Attack) -> DragonAttack:
    """Roll on the Dragon table and apply the row before the attack's strikes."""
    explained = tables.explains_table_rolls(ctx.ruleset.played)
    index = ctx.position("dice")
    dice = ctx.roll(f"the Dragon encounter with {attack.name}", "RGO-DRAGON-1")
    roll = sum(dice)
    row = table.lookup(roll)
    made = table_roll(dice, [], table.name, [table.selected(roll)], index)
    ctx.emit("DragonEncounter", row.clause, attack=attack.name, roll=roll, row=row.name,
             effect=row.effect, **({"table_roll": made.to_json()} if explained else {}))
    if row.effect == "flee-in-terror":
        for c in list(ctx.state.characters):
            if c.card_id == ctx.state.wizard:
                continue
            index = ctx.position("dice")
            dice = ctx.roll(f"{c.name} against terror", row.clause)
            total = sum(dice)
            if explained:  # a roll of at least mind plus the margin flees in terror
                terror = check(dice, [], c.mind + int(row.param("margin")), AT_LEAST, index)
                ctx.emit("TerrorRolled", row.clause, character=c.card_id,
                         terrified=terror.passed, check=terror.to_json())
            if total >= c.mind + int(row.param("margin")) and c.untapped:
                ctx.emit("CharacterStateChanged", row.clause, character=c.card_id,
                         state="tapped")
        return DragonAttack(attack)
    if row.effect == "fiery-breath":
        if not breathes_fire([source_name, attack.name], list(row.param("breathers"))):
            ctx.emit("NoFieryBreath", row.clause, attack=attack.name,
                     note="only fire-drakes and the named dragons breathe fire")
            return DragonAttack(attack)
        breath_all(ctx, attack, row.clause)
        return DragonAttack(with_body(attack.modified(prowess=int(row.param("prowess_bonus", 0))),
                                      int(row.param("body_bonus", 0))))
    if row.effect == "dragons-blood":
        return DragonAttack(attack, armour_burden=True, rule=row.clause)
    attack = attack.modified(prowess=int(row.param("prowess_bonus", 0)))
    return DragonAttack(with_body(attack, int(row.param("body_bonus_on_success", 0))))


def breath_all(ctx: Context[State], attack: Attack, rule: str) -> None:
    """Each character faces one strike of the dragon's prowess with body, not prowess: +1 for
    a shield, +1 for a helmet, +3 if the character taps (RGO-DRTAB-1); from
    ``ARMOUR_IN_USE_SINCE`` only those he uses count, one of each kind."""
    counted = armour_in_use if played_since(ctx.ruleset.played, ARMOUR_IN_USE_SINCE) else armour
    for c in list(ctx.state.characters):
        current = ctx.state.character(c.card_id)
        if current is None:
            continue
        against = current.effective_body + min(counted(current), ARMOUR_PIECES) + (
            TAPPING_BONUS if current.untapped else 0)
        bonus = against - engine.strike_prowess(current, StrikeModifiers())
        ctx.emit("BreathFaced", rule, character=current.card_id, body=against)
        breath = Attack(attack.source, f"{attack.name}'s breath", attack.race, 1,
                        attack.prowess)
        resolve_strike(ctx, current.card_id, breath, StrikeModifiers(prowess_bonus=bonus))


def fight(ctx: Context[State], table: tables.RollTable | None, source_name: str,
          attack: Attack, rule: str, keyed_to: str | None = None,
          hazard: str | None = None, ask: bool = False,
          detainment: bool = False, carried: Mapping[str, JSON] | None = None,
          play: int = 0) -> bool | None:
    """An attack, with the Dragon table first when it is used and the attacker is a Dragon;
    True if the attack was defeated, None while the defender assigns its strikes (``ask``,
    CoE 3.ii); ``hazard`` is the creature card, if any; ``carried``, the account of its
    prowess (prowess_from.py); ``play``, the play of the copy of the card making it, named
    as it is declared (0: none)."""
    if hand_resources.kept_away(ctx, attack, hazard, keyed_to):
        return False
    if table is None or not meets_the_table(ctx.ruleset.played, source_name, attack):
        return resolve_attack(ctx, attack, rule, keyed_to=keyed_to, hazard=hazard, ask=ask,
                              detainment=detainment, carried=carried, play=play)
    mark = len(ctx.facts)
    found = encounter(ctx, table, source_name, attack)
    if not ctx.state.characters:
        return False
    met = [f for f in ctx.facts[mark:] if f.kind == "DragonEncounter"][-1:]
    account = prowess_from.observed(
        ctx, prowess_from.entering(ctx, carried, attack), mark, attack, found.attack,
        f"rule:{met[0].rule}" if met else "rule:RGO-DRAGON-1",
        f"the Dragon table's {met[0].data.get('row')}" if met else "the Dragon table")
    return resolve_attack(ctx, found.attack, rule, keyed_to=keyed_to,
                          armour_rule=found.rule if found.armour_burden else None,
                          hazard=hazard, ask=ask, detainment=detainment, carried=account,
                          play=play)


def meets_the_table(played: str, source_name: str, attack: Attack) -> bool:
    """Whether ``attack`` meets the Dragon table: a Dragon's, from ``FIRE_DRAKES_SINCE`` a
    True or Winged Fire-drake's too (RGO-DRTAB-1)."""
    if attack.is_race("Dragon"):
        return True
    drakes = tuple(fold(d) for d in FIRE_DRAKES)
    return played_since(played, FIRE_DRAKES_SINCE) and any(
        fold(name) in drakes for name in (source_name, attack.name))


def insert_played(played: str) -> bool:
    """Whether the version played follows The Dragons' rules insert (TD-*)."""
    return played not in BEFORE_INSERT


def creature_defeated(ctx: Context[State], hazard: Card, card: Callable[[str], Card]) -> None:
    """A defeated attack of a unique Dragon removes every manifestation of it in play from the
    game, none may be played again and its lair loses its automatic-attack (TD-MANIF-5 to 7).
    The Hazard deck plays every manifestation, so the player, its opponent, scores the
    creature's points (TD-MANIF-3) and TD-MANIF-4 never arises."""
    found = insert.manifestation(hazard)
    if found is None or not insert_played(ctx.ruleset.played):
        return
    state = ctx.state
    kept = state.environments if played_since(ctx.ruleset.played, HOMES_KEPT_SINCE) else ()
    in_play = [card(c) for c in (*state.long_in_play, *(p[0] for p in state.permanent_hazards),
                                 *kept)]
    removed = [c.id for c in insert.removed_with(found.dragon, in_play)]
    ctx.emit("DragonDefeated", insert.ALL_REMOVED, dragon=found.dragon.name, card=hazard.id,
             removed=removed, lair=found.dragon.lair)


def hoard_item_problem(played: str, item: Card, site: Card) -> tuple[str, str] | None:
    """A hoard item is played only at a Dragon's lair (TD-HOARD-1, TD-HOARD-4): the refusal's
    message, naming its clause, and the clause."""
    found = insert.hoard_item_problem(item, site) if insert_played(played) else None
    return None if found is None else (f"{found[0]} ({found[1]}).", found[1])


def is_hoard_item(card: Card) -> bool:
    return insert.is_hoard_item(card)


def hoard_sites(played: str, item: Card, sites: list[Card]) -> list[Card]:
    """Where a hoard item of the Quest deck can be found: only at Dragons' lairs
    (TD-HOARD-1)."""
    if played in BEFORE_HOARD_QUESTS or not is_hoard_item(item):
        return sites
    return [s for s in sites if insert.has_hoard(s)]


def manifestation_problem(state: State, hazard: Card) -> tuple[str, str] | None:
    """A manifestation of a defeated Dragon is not played again (TD-MANIF-6)."""
    return insert.manifestation_play_problem(hazard, [], state.slain_dragons)


def gone_everywhere(ctx: Context[State], hazard: Card) -> tuple[str, str] | None:
    """Why a defeated Dragon's manifestation drawn elsewhere than from the Hazard Pile (the
    long-event, the on-guard card, a site's attack) is not played (TD-MANIF-6), from
    ``NO_MANIFESTATION_SINCE``; None otherwise."""
    if not played_since(ctx.ruleset.played, NO_MANIFESTATION_SINCE):
        return None
    found = manifestation_problem(ctx.state, hazard)
    return found if found is not None and found[1] == insert.NO_MORE_PLAYED else None


def discarded_everywhere(ctx: Context[State], hazard: Card) -> bool:
    """``gone_everywhere``'s card discarded from the hazards (``HazardDiscarded``, TD-MANIF-6):
    True when it was."""
    gone = gone_everywhere(ctx, hazard)
    if gone is not None:
        ctx.emit("HazardDiscarded", gone[1], card=hazard.id, reason=gone[0])
    return gone is not None


def lair_quiet(ctx: Context[State], site: Card) -> bool:
    """A defeated Dragon's lair makes no Dragon automatic-attack (TD-MANIF-7)."""
    return insert_played(ctx.ruleset.played) and insert.lair_attacks_quiet(
        site, ctx.state.slain_dragons)
