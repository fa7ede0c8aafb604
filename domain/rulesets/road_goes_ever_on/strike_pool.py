"""Who may face an attack's strikes, and how many of them the defender leaves to chance: the
strikes not assigned go at random (RGO-TARGET-2, where the attacker would choose, CoE 3.iii)
to the characters not yet given one, up to one each."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from domain.cards import Card
from domain.engine import combat as engine
from domain.engine.characters import Character
from domain.engine.combat import Attack, StrikeModifiers
from domain.immutable import replace
from domain.ruleset import played_since
from domain.rulesets.road_goes_ever_on import abilities, ally_strikes, creatures, each_strikes
from domain.rulesets.road_goes_ever_on.state import State


def facing(state: State, played: str, card: Callable[[str], Card] | None, attack: Attack,
           spared: Sequence[str]) -> list[Character]:
    """The characters who may be struck (none ``spared``: a traitor by his own attack) and,
    from ally_strikes.SINCE_VERSION, the company's allies (CoE 2.V.2.2), but for an attack
    whose strikes go one to each character (from each_strikes.SINCE)."""
    characters = [c for c in state.characters if creatures.faces(played, attack, c)
                  and c.card_id not in spared]
    if each_strikes.applies(played, attack):
        return characters
    return characters + [a for a in ally_strikes.fighters(state, card, played, attack)
                         if creatures.faces(played, attack, a)]


def to_chance(facing_count: int, strikes_left: int, lone: bool, assigned_count: int) -> int:
    """The strikes still to assign at random: one each to the characters not yet struck,
    while strikes remain (an Assassin's or a Slayer's one strike however many it has)."""
    return max(min(1 if lone else strikes_left, facing_count) - assigned_count, 0)


def struck(state: State, chosen: Sequence[str]) -> list[str]:
    """The characters and allies still in play among those ``chosen``, each once."""
    return list(dict.fromkeys(c for c in chosen if state.character(c) is not None
                              or ally_strikes.is_ally(state, c)))


def sequences(state: State, played: str, chosen: Sequence[str],
              struck_now: Sequence[str]) -> list[str]:
    """The strike sequences to resolve, in order, by the one facing each: those ``struck_now``
    (``struck``, then those chance gave), from ``abilities.SEQUENCES_SINCE`` each given to
    Boromir beyond his first a sequence of its own after his first (TD-MULTI-1, CoE 3.iv);
    before, one each."""
    if not played_since(played, abilities.SEQUENCES_SINCE):
        return list(struck_now)
    more = abilities.extra_strikes([c for c in chosen if state.character(c) is not None])
    return [c for c in struck_now for _ in range(1 + more.get(c, 0))]


def unchosen(state: State, target: str) -> State:
    """``state`` with nothing the defender chose on ``target``'s strike (the cards played on it,
    his supporters, his -3, his Courage and Skill tokens): a further strike sequence of his
    (``sequences``) faces none of them, spent on his first."""
    awaited = state.awaited_strikes
    if awaited is None:
        return state
    return replace(state, awaited_strikes=replace(
        awaited, cards=tuple(c for c in awaited.cards if c[1] != target),
        support=tuple(s for s in awaited.support if s[1] != target),
        standing=tuple(c for c in awaited.standing if c != target),
        heartened=tuple(c for c in awaited.heartened if c != target),
        steady=tuple(c for c in awaited.steady if c != target)))


def strikes_left(state: State, attack: Attack, chosen: Sequence[str]) -> int:
    """The strikes to give one each: not those beyond his first given to Boromir, his own
    (RGO-ABIL-10; up to version 240 weighing on his one strike, ``weighing``)."""
    extra = abilities.extra_strikes([c for c in chosen if state.character(c) is not None])
    return attack.strikes - sum(extra.values())


def left_to_chance(state: State, played: str, card: Callable[[str], Card] | None,
                   attack: Attack, chosen: Sequence[str], spared: Sequence[str]) -> int:
    """How many strikes of ``attack`` would still go at random, ``chosen`` assigned."""
    return to_chance(len(facing(state, played, card, attack, spared)),
                     strikes_left(state, attack, chosen),
                     creatures.lone_defender(played, attack), len(struck(state, chosen)))


def weighing(state: State, played: str, card: Callable[[str], Card] | None, attack: Attack,
             chosen: Sequence[str], spared: Sequence[str]) -> Callable[[int, str], StrikeModifiers]:
    """What weighs on each strike of ``attack``, ``chosen`` assigned, by its place among those
    struck and who faces it: the excess strikes on the first (CoE 3.iv.2; an Assassin's or a
    Slayer's beyond its one on its one defender), and before ``abilities.SEQUENCES_SINCE`` those
    beyond his first given to Boromir on his (RGO-ABIL-10; from then an ability's modifier on
    each of his strike sequences, ``abilities.boromir``)."""
    more = {} if played_since(played, abilities.SEQUENCES_SINCE) else abilities.extra_strikes(
        [c for c in chosen if state.character(c) is not None])
    excess = creatures.excess(played, attack) if creatures.lone_defender(played, attack) \
        else engine.excess_strikes(strikes_left(state, attack, chosen),
                                   len(facing(state, played, card, attack, spared)))
    return lambda index, target: StrikeModifiers(
        excess=(excess if index == 0 else 0) + more.get(target, 0))
