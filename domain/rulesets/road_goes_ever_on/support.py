"""The combat choices made while the defender assigns an attack's strikes, from version 3
with the enhanced characters: support (CoE 3.iv.4) with the Archer keyword (RGO-CHAR-2), an
untapped character tapping to give a companion +1 (+2 from an Archer) against its strike; and
staying untapped against a strike for -3 (CoE 3.iv.3), -2 for Legolas (RGO-ABIL-36).

CoE supports in a strike's sequence, once every strike is assigned (3.ii, 3.iii, then 3.iv), by
a character "who hasn't been assigned a strike", to "the character facing the strike". From
``FACING_SINCE`` support is so given: to a character already given a strike, once none is left
to chance. The strikes the defender leaves go at random (RGO-TARGET-2, standing for the
attacker's of 3.iii, which may fall on any character not yet struck) as he is done, and the game
then waits while a character given none may support (``combat.waits_for_support``); so a
supporter never faces a strike of the attack and one facing a strike never supports. Earlier
versions let support be given before the strikes were assigned, the supporter then given one as
well, and replay as played.
"""

from __future__ import annotations

from collections.abc import Callable

from domain.cards import Card
from domain.engine import coe
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.errors import IllegalAction
from domain.ruleset import Action, Context, illegal, played_since
from domain.rulesets.road_goes_ever_on import (
    abilities,
    ally_strikes,
    each_strikes,
    held_attacks,
    strike_pool,
    tokens,
    traitor,
    untapped_keepers,
)
from domain.rulesets.road_goes_ever_on.state import AwaitedStrikes, State
from domain.rulesets.road_goes_ever_on.untapped_keepers import stand_cost

ARCHER = "RGO-CHAR-2"


#: The first version in which support is given only to a character facing a strike, once no
#: strike is left to chance (see above).
FACING_SINCE = 191
#: The first version in which the one an attack spares, a traitor his own attack's
#: (traitor.py), is not offered support of a companion against it: he is the attacker's side.
#: Earlier versions let him tap to give +1, and replay as played.
ATTACKER_SINCE = 226


def actions(state: State, played: str, card: Callable[[str], Card]) -> list[Action]:
    awaited = state.awaited_strikes
    if awaited is None:
        return []
    name = awaited.read_attack().name
    # What ``problem`` asks of a supporter, and of the one supported, is asked once each,
    # and the strikes left to chance are counted once (asked only of a character given one).
    left = _left_to_chance(state, awaited, played, card) \
        if awaited.assigned and played_since(played, FACING_SINCE) else None
    supporters = [s for s in state.characters
                  if _supporter_problem(state, awaited, s, played) is None]
    supported = [t for t in state.characters
                 if _supported_problem(state, t, played, card, left) is None]
    return [Action(f"support:{s.card_id}:{t.card_id}", f"{s.name} taps to support {t.name} "
                   f"against a strike of {name}", coe.SUPPORT)
            for s in supporters for t in supported if s.card_id != t.card_id]


def problem(state: State, supporter: str, target: str, played: str,
            card: Callable[[str], Card]) -> IllegalAction | None:
    awaited = state.awaited_strikes
    who, whom = state.character(supporter), state.character(target)
    if awaited is None or who is None or whom is None or who == whom:
        return illegal("Support is given, while the strikes of an attack are assigned, by an "
                       "untapped character of the company to another.", coe.SUPPORT)
    return _supporter_problem(state, awaited, who, played) \
        or _supported_problem(state, whom, played, card)


def _supporter_problem(state: State, awaited: AwaitedStrikes, who: Character,
                       played: str) -> IllegalAction | None:
    if who.card_id in awaited.spared and played_since(played, ATTACKER_SINCE):
        # The traitor: the attack is his, and he stands on the attacker's side.
        return illegal(f"{who.name} is the traitor: the attack is his, and he does not support "
                       "the company against it.", traitor.attack_rule(state, played))
    if not who.untapped:
        return illegal(f"{who.name} is {who.state}: only an untapped character supports.",
                       coe.SUPPORT)
    if who.card_id in awaited.assigned:
        return illegal(f"{who.name} faces a strike of this attack and cannot support.",
                       coe.SUPPORT)
    return None


def _supported_problem(state: State, whom: Character, played: str,
                       card: Callable[[str], Card],
                       left: int | None = None) -> IllegalAction | None:
    if played_since(played, FACING_SINCE):
        refused = unassigned_problem(state, whom, played, card, left)
        if refused is not None:
            return refused
    return held_attacks.refused_elsewhere(state, played, whom.card_id, coe.SUPPORT)


def unassigned_problem(state: State, whom: Character, played: str,
                       card: Callable[[str], Card],
                       left: int | None = None) -> IllegalAction | None:
    """Support waits for the strikes to be assigned (CoE 3.iv.4 comes after 3.ii and 3.iii).
    ``left``: the strikes left to chance, where the caller has counted them."""
    awaited = state.awaited_strikes
    assert awaited is not None
    if whom.card_id not in awaited.assigned:
        return illegal(f"{whom.name} faces no strike of this attack: support is given to a "
                       "character facing one.", coe.SUPPORT)
    if left is None:
        left = _left_to_chance(state, awaited, played, card)
    if left:
        return illegal(f"{left} strike{'s' if left > 1 else ''} of this attack "
                       f"{'are' if left > 1 else 'is'} still to be assigned: support is given "
                       "once every strike is, by a character given none.", coe.SUPPORT)
    return None


def all_assigned(state: State, played: str, card: Callable[[str], Card]) -> bool:
    """From ``FACING_SINCE``, whether every strike of the attack awaited is assigned, none
    left to chance: the defender goes on to resolve them."""
    awaited = state.awaited_strikes
    return awaited is not None and played_since(played, FACING_SINCE) and not \
        _left_to_chance(state, awaited, played, card)


def _left_to_chance(state: State, awaited: AwaitedStrikes, played: str,
                    card: Callable[[str], Card]) -> int:
    """How many strikes of the attack awaited would still go at random."""
    return strike_pool.left_to_chance(state, played, card, awaited.read_attack(),
                                      awaited.assigned, awaited.spared)


def give(ctx: Context[State], supporter: str, target: str) -> None:
    found = ctx.state.character(supporter)
    archer = found is not None and abilities.ARCHER in abilities.keywords(found)
    ctx.emit("CharacterStateChanged", coe.SUPPORT, character=supporter, state="tapped",
             reason="supporting in combat")
    ctx.emit("StrikeSupported", ARCHER if archer else coe.SUPPORT, character=supporter,
             target=target, bonus=2 if archer else 1)


def supporters(state: State, target: str) -> tuple[str, ...]:
    awaited = state.awaited_strikes
    return tuple(s for s, t in awaited.support if t == target) if awaited else ()


STAND = "CoE-3.iv.3"
#: The first version in which staying untapped is chosen only for a strike faced, or one that
#: may yet be given: once no strike is left to give, a character given none is not offered it
#: (CoE 3.iv.3 speaks of "the character facing the strike"). Earlier versions offered it to
#: any untapped character, and replay as played.
STRUCK_STAND_SINCE = 212
#: The first version in which staying untapped at -3 is refused to a character something else
#: already keeps untapped against his strike (``untapped_keepers.kept_untapped``: Dodge, Block,
#: a Skill token), and to one who may be given no strike of the attack (a Wizard against
#: Neeker-breekers). Earlier versions offered it, the -3 then counted on top of the card, and
#: replay as played.
KEPT_SINCE = each_strikes.SINCE
#: The first version in which what is spent on a character's strike, a card played on it (CoE
#: 3.iv.5: Dodge, Block, Risky Blow, a declared one; hand_resources.ON_HIS_STRIKE), a Courage token
#: (RGO-TOKEN-2) or a Skill token (RGO-TOKEN-8; tokens.py), is spent only for a character who
#: faces one or may yet be given one, as staying untapped is (``strikeless``: not once no strike
#: is left to give, nor for one the attack may give none). Earlier versions offered each for any
#: character of the company, spent for nothing on one who faced no strike, and replay as played.
FACED_SINCE = 224


def stand_actions(state: State, played: str, card: Callable[[str], Card]) -> list[Action]:
    awaited = state.awaited_strikes
    if awaited is None:
        return []
    return [Action(f"stand:{c.card_id}", _stand_label(c, c.card_id in awaited.assigned), STAND)
            for c in state.characters if stand_problem(state, c.card_id, played, card) is None]


def _stand_label(who: Character, struck: bool) -> str:
    """Staying untapped as chosen: for the strike ``who`` is given, or (``struck`` False) for
    one he may yet be given."""
    facing = f"{who.name} faces the strike given" if struck else \
        f"{who.name}, if given a strike, faces it"
    return f"{facing} without tapping, at {-stand_cost(who)} prowess"


def stand_problem(state: State, who: str, played: str,
                  card: Callable[[str], Card]) -> IllegalAction | None:
    awaited = state.awaited_strikes
    if awaited is not None and ally_strikes.is_ally(state, who) \
            and each_strikes.applies(played, attack := awaited.read_attack()):
        return illegal(f"{card(who).name} is an ally: an ally faces no strike of "
                       f"{attack.name}, whose strikes go one to each character.",
                       each_strikes.RULE)
    facing = tokens.facing(state, who, "Staying untapped is chosen while the strikes of an "
                           "attack on the company are assigned.", STAND)
    if isinstance(facing, IllegalAction):
        return facing
    awaited, found = facing
    held_elsewhere = held_attacks.refused_elsewhere(state, played, who, STAND)
    if held_elsewhere is not None:
        return held_elsewhere
    if not found.untapped:
        return illegal(f"{found.name} is {found.state}: only an untapped character can stay "
                       "untapped.", STAND)
    kept = untapped_keepers.kept_untapped(state, who, lambda c: card(c).name) \
        if played_since(played, KEPT_SINCE) else None
    if kept is not None:
        return illegal(f"{kept[0].upper()}{kept[1:]} keeps {found.name} untapped against his "
                       "strike: he takes no -3 for it.", STAND)
    if who in awaited.standing or who in awaited.steady:
        return illegal(f"{found.name} already faces this attack without tapping.", STAND)
    none = strikeless(state, found, played, card)
    if none is not None:
        return illegal(f"{none}: staying untapped is chosen for a strike faced.", STAND)
    return None


def faced_refusal(state: State, who: str, played: str,
                  card: Callable[[str], Card]) -> str | None:
    """From ``FACED_SINCE``, why nothing spent on a strike (a card played on it, a Courage or
    a Skill token) is spent for ``who``'s: ``strikeless`` (None: it may be)."""
    found = state.character(who)
    if found is None or not played_since(played, FACED_SINCE):
        return None
    return strikeless(state, found, played, card)


def strikeless(state: State, who: Character, played: str,
               card: Callable[[str], Card]) -> str | None:
    """Why ``who`` faces no strike of the attack awaited and never will, in words a refusal
    ends with ("Gandalf may be given no strike of Neeker-breekers"; None: he faces one, or may
    yet be given one): given none once none is left to give (from ``STRUCK_STAND_SINCE``), or
    one the attack may give none (a Wizard against Neeker-breekers, a traitor his own attack;
    from ``KEPT_SINCE``). The one reading of "the character facing the strike" (CoE 3.iv.3,
    3.iv.5) that staying untapped and, from ``FACED_SINCE``, a card played on a strike (Dodge,
    Block, Risky Blow) and a Courage or Skill token spent on it are held to."""
    awaited = state.awaited_strikes
    if awaited is None:
        return None
    if who.card_id not in awaited.assigned and played_since(played, STRUCK_STAND_SINCE) \
            and not _left_to_chance(state, awaited, played, card):
        return f"{who.name} faces no strike of this attack, and none is left to give"
    if not played_since(played, KEPT_SINCE):
        return None
    attack = awaited.read_attack()
    if all(c.card_id != who.card_id for c in strike_pool.facing(state, played, card, attack,
                                                                 awaited.spared)):
        return f"{who.name} may be given no strike of {attack.name}"
    return None


def stand(ctx: Context[State], who: str) -> None:
    found = ctx.state.character(who)
    assert found is not None
    ctx.emit("StaysUntapped", STAND, character=who, penalty=-stand_cost(found))


def stand_modifiers(state: State, who: Character) -> list[Modifier]:
    """Legolas's lighter penalty for staying untapped: +1 against CoE's -3 (RGO-ABIL-36)."""
    awaited = state.awaited_strikes
    if awaited is None or who.card_id not in awaited.standing or stand_cost(who) == 3:
        return []
    return [Modifier(1, f"ability:{who.card_id}", "Legolas stays untapped at -2",
                     "RGO-ABIL-36")]


def standing(state: State, who: str) -> bool:
    return state.awaited_strikes is not None and who in state.awaited_strikes.standing


def archer_modifiers(state: State, target: str) -> list[Modifier]:
    """The Archer's second point of support (RGO-CHAR-2); the first is CoE's."""
    out = []
    for s in supporters(state, target):
        found = state.character(s)
        if found is not None and abilities.ARCHER in abilities.keywords(found):
            out.append(Modifier(1, f"ability:{s}", f"{found.name} supports as an Archer",
                                ARCHER))
    return out
