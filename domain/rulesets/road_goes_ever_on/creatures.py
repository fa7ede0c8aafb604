"""The creatures' special text (``domain.engine.creature_scripts``) as The Road Goes Ever On
plays it from ``SINCE_VERSION`` (generation ``GENERATION``, so the first two too): who faces
the strikes, the prowess a strike has against a character, what a wound does, and the
corruption checks an attack brings. Earlier versions play the catalog's numbers only."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from domain.engine import coe
from domain.engine.characters import Character
from domain.engine.combat import Attack
from domain.engine.creature_scripts import CreatureScript, scripted_creature
from domain.ruleset import Context
from domain.rulesets.road_goes_ever_on.state import State

#: The first version that plays the creature scripts, and the generation it plays.
SINCE_VERSION = 57
GENERATION = 3
#: The clause under which a creature's own text acts (a hazard from the pile resolved).
RULE = "RGO-HAZ-2"
WIZARD = "Wizard"


def script(played: str, attack: Attack) -> CreatureScript | None:
    """The script of the creature behind ``attack`` in the version played (None: an
    automatic-attack, a creature without special text, or a version before the scripts)."""
    if attack.automatic or not played.isdigit() or int(played) < SINCE_VERSION:
        return None
    return scripted_creature(attack.source, GENERATION)


def attacker_chooses(played: str, attack: Attack) -> bool:
    """The attacker chooses every defender: the defender assigns no strike (but may still
    nominate a Brave character, RGO-CHAR-3) and the rest go at random (RGO-TARGET-2)."""
    found = script(played, attack)
    return found is not None and found.attacker_chooses


def faces(played: str, attack: Attack, character: Character) -> bool:
    """Whether ``character`` may face a strike of the attack: not a Wizard against
    Neeker-breekers."""
    found = script(played, attack)
    return not (found is not None and found.mind_against and character.race == WIZARD)


def shaped(ctx: Context[State], attack: Attack) -> Attack:
    """The attack as its text shapes it, before it is declared: Neeker-breekers strike only
    the non-Wizards; an Orc-lieutenant or Orc-warband is stronger against a company that
    has already faced an Orc attack this turn (``State.faced``)."""
    played, state = ctx.ruleset.played, ctx.state
    found = script(played, attack)
    if found is None:
        return attack
    if found.mind_against:
        attack = replace(attack, strikes=sum(1 for c in state.characters
                                             if faces(played, attack, c)))
    if found.prowess_after is not None:
        race, prowess = found.prowess_after
        if any(turn == state.turn and company == state.company and race in raced
               for turn, company, raced in state.faced):
            ctx.emit("AttackModified", RULE, attack=attack.name, strikes=0, prowess=prowess,
                     note=f"the company has already faced an {race} attack this turn")
            attack = attack.modified(prowess=prowess)
    return attack


def struck_by(played: str, attack: Attack, character: Character) -> tuple[Attack, Character]:
    """The strike and the character as they meet: a higher prowess against the character's
    race; a character facing Neeker-breekers with his mind as his prowess (and no item's
    bonus), or with none at all if a Wizard, who faces no such strike."""
    found = script(played, attack)
    if found is None:
        return attack, character
    for race, prowess in found.prowess_against:
        if character.race == race:
            attack = replace(attack, prowess=prowess)
    if found.mind_against:
        character = replace(character, prowess=character.mind or 0, items=())
    return attack, character


def wound_taps_only(played: str, attack: Attack) -> bool:
    """A strike that would wound only taps the character, with no body check."""
    found = script(played, attack)
    return found is not None and found.mind_against


def discards_wounded(played: str, attack: Attack, character: Character) -> bool:
    """The character the strike wounds is discarded, no body check (a Wizard aside)."""
    found = script(played, attack)
    return found is not None and found.discards_wounded and character.race != WIZARD


def discards_on_equal_body(played: str, attack: Attack, character: Character) -> bool:
    """A wounded character whose body check equals his body is discarded (a Wizard aside)."""
    found = script(played, attack)
    return found is not None and found.discards_on_equal_body and character.race != WIZARD


def corruption_first(ctx: Context[State], attack: Attack) -> None:
    """Every character of the company makes a corruption check before the strikes are
    assigned (Corpse-candle)."""
    found = script(ctx.ruleset.played, attack)
    if found is not None and found.company_corruption_first:
        for who in [c.card_id for c in ctx.state.characters]:
            _corruption_check(ctx, who, 0)


def after_attack(ctx: Context[State], attack: Attack, wounded: Sequence[str]) -> None:
    """Each character the attack wounded, still in play, makes a corruption check with the
    creature's modifier (Barrow-wight, Ghosts)."""
    found = script(ctx.ruleset.played, attack)
    if found is None or found.wounded_corruption is None:
        return
    for who in wounded:
        _corruption_check(ctx, who, found.wounded_corruption)


def _corruption_check(ctx: Context[State], who: str, modifier: int) -> None:
    character = ctx.state.character(who)
    if character is None or ctx.state.outcome is not None:
        return
    # The turn's check (abilities and Courage tokens included); imported here because the
    # turn module depends on combat, which depends on this one.
    from domain.rulesets.road_goes_ever_on import tables
    from domain.rulesets.road_goes_ever_on.turn import Turn

    turn = Turn(ctx.ruleset.catalog, tables.load_tables(ctx.state.options.get("tables") or {}),
                ctx.ruleset.played)
    turn.corruption_check(ctx, character, modifier, coe.CORRUPTION_CHECK)
