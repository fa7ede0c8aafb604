"""Courage tokens (RGO-TOKEN-1 to 5): taking heart at a Haven, the cap of three, and spending
one for +1 prowess against a strike; a Warrior's Skill token spent to face a strike without
tapping (RGO-TOKEN-8), or by a skilled character instead of tapping (RGO-TOKEN-7). Each
spending is a fact with its cause.

The Enhanced Site cards that offer Courage are not in the rules document, so the reading
played (see the rules notes) is the Haven's: an untapped character of a company at a Haven
may tap to take a Courage token, and the company stays there this turn (RGO-SITE-2).
"""

from __future__ import annotations

from collections.abc import Callable

from domain.cards import Card
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.errors import IllegalAction
from domain.narration import named
from domain.ruleset import Action, Context, illegal
from domain.rulesets.road_goes_ever_on import held_attacks, staying, untapped_keepers
from domain.rulesets.road_goes_ever_on.state import AwaitedStrikes, State

GAIN = "RGO-TOKEN-1"
PROWESS = "RGO-TOKEN-2"
CAP = "RGO-TOKEN-5"
STEADY = "RGO-TOKEN-8"
SKILL_INSTEAD = "RGO-TOKEN-7"
#: The last part of an action id whose skilled character spends a Skill token instead of
#: tapping (RGO-TOKEN-7).
SKILL_TOKEN = "skill-token"
MAX_COURAGE = 3


def gain_actions(state: State, here: Card, played: str,
                 card: Callable[[str], Card]) -> list[Action]:
    """Who may take heart now: untapped, below the cap, at a Haven (RGO-TOKEN-1, 5), and
    not binding a second company split this phase to stay (CoE 2.II.3.6; ``card``: a card by
    its id)."""
    if not here.is_haven:
        return []
    return [Action(f"take-heart:{c.card_id}", f"{c.name} taps to take a Courage token (the "
                   "company stays)", GAIN)
            for c in state.characters if gain_problem(state, here, c.card_id, played, card) is None]


def gain_problem(state: State, here: Card, who: str, played: str,
                 card: Callable[[str], Card]) -> IllegalAction | None:
    character = state.character(who)
    if character is None:
        return illegal(f"{named(card, who)} is not in the company at {here.name}.", GAIN)
    if not here.is_haven:
        return illegal(f"Courage is taken at a Haven, and {here.name} is not one.", GAIN)
    if not character.untapped:
        return illegal(f"{character.name} is {character.state}: taking heart taps an "
                       "untapped character.", GAIN)
    if state.courage(who) >= MAX_COURAGE:
        return illegal(f"{character.name} already holds {MAX_COURAGE} Courage tokens, the "
                       "most a character may hold.", CAP)
    stuck = staying.problem(state, trained=[who]) if staying.checked(played) else None
    return illegal(*stuck) if stuck is not None else None


def take_heart(ctx: Context[State], who: str) -> None:
    ctx.emit("CharacterStateChanged", GAIN, character=who, state="tapped")
    ctx.emit("CourageTokenGained", GAIN, character=who, tokens=ctx.state.courage(who) + 1)
    ctx.emit("CompanyStays", GAIN, reason="a character took heart", character=who,
             company=ctx.state.company)


def spend_actions(state: State, played: str, card: Callable[[str], Card]) -> list[Action]:
    """While the defender assigns the strikes of an attack: each character holding Courage
    may spend one for +1 prowess against its strike of this attack (RGO-TOKEN-2), a Warrior a
    Skill token to face it untapped (RGO-TOKEN-8; ``card``: a card by its id)."""
    awaited = state.awaited_strikes
    if awaited is None:
        return []
    attack = awaited.read_attack().name
    heart = [Action(f"courage:{c.card_id}", f"{c.name} spends a Courage token: +1 prowess "
                    f"against a strike of {attack}", PROWESS)
             for c in state.characters if spend_problem(state, c.card_id, played, card) is None]
    return heart + [Action(f"steady:{c.card_id}", f"{c.name} spends a Skill token: faces a "
                           f"strike of {attack} without tapping", STEADY)
                    for c in state.characters
                    if steady_problem(state, c.card_id, played, card) is None]


def spend_problem(state: State, who: str, played: str,
                  card: Callable[[str], Card]) -> IllegalAction | None:
    awaited = state.awaited_strikes
    character = state.character(who)
    if awaited is None:
        return illegal("A Courage token adds to prowess against a strike: no attack is "
                       "being faced now.", PROWESS)
    if character is None:
        return illegal(f"{named(card, who)} is not in the company facing the attack.", PROWESS)
    held_elsewhere = held_attacks.refused_elsewhere(state, played, who, PROWESS)
    if held_elsewhere is not None:
        return held_elsewhere
    if state.courage(who) == 0:
        return illegal(f"{character.name} holds no Courage token.", PROWESS)
    if who in awaited.heartened:
        return illegal(f"{character.name} already spent a Courage token against this "
                       "attack.", PROWESS)
    return _faced(state, who, played, card, "Courage", PROWESS)


def spend(ctx: Context[State], who: str) -> None:
    _spent(ctx, "CourageTokenSpent", PROWESS, who, ctx.state.courage(who) - 1,
           "+1 prowess against a strike of {}")


def _spent(ctx: Context[State], kind: str, rule: str, who: str, left: int, cause: str) -> None:
    """A token spent against the awaited attack, with its cause naming the attack."""
    awaited = ctx.state.awaited_strikes
    assert awaited is not None
    name = awaited.read_attack().name
    ctx.emit(kind, rule, character=who, tokens=left, cause=cause.format(name))


def rescue(ctx: Context[State], who: str, passes: Callable[[int], bool], rule: str,
           cause: str) -> list[Modifier]:
    """A Courage token spent on a corruption check (RGO-TOKEN-3) or a roll to remove a
    corruption card (RGO-TOKEN-4): read as spent after the roll, and only when its +1 turns a
    failure into a success (the document sets no timing)."""
    held = ctx.state.courage(who)
    if held == 0 or passes(0) or not passes(1):
        return []
    ctx.emit("CourageTokenSpent", rule, character=who, tokens=held - 1, cause=cause)
    return [Modifier(1, f"courage:{who}", "a Courage token spent", rule)]


def strike_modifiers(state: State, who: str) -> list[Modifier]:
    """+1 for a character that spent Courage against the attack being resolved."""
    awaited = state.awaited_strikes
    if awaited is None or who not in awaited.heartened:
        return []
    return [Modifier(1, f"courage:{who}", "a Courage token spent", PROWESS)]


def facing(state: State, who: str, why: str,
           rule: str) -> tuple[AwaitedStrikes, Character] | IllegalAction:
    """The attack being assigned and ``who`` in the company facing it, or ``why`` not."""
    awaited = state.awaited_strikes
    character = state.character(who)
    if awaited is None or character is None:
        return illegal(why, rule)
    return awaited, character


def steady_problem(state: State, who: str, played: str,
                   card: Callable[[str], Card]) -> IllegalAction | None:
    """Why ``who`` may not spend a Skill token to face a strike untapped (RGO-TOKEN-8): from
    ``support.FACED_SINCE`` for a strike he never faces (``_faced``), or one way keeping him
    so already (``untapped_keepers.refused``, the card by ``card``)."""
    found = facing(state, who, "A Skill token lets a Warrior face a strike untapped: no "
                   "attack on this character is being faced now.", STEADY)
    if isinstance(found, IllegalAction):
        return found
    awaited, character = found
    held_elsewhere = held_attacks.refused_elsewhere(state, played, who, STEADY)
    if held_elsewhere is not None:
        return held_elsewhere
    if not character.has_skill("warrior"):
        return illegal(f"{character.name} is not a Warrior: only a Warrior spends a Skill "
                       "token to face a strike untapped.", STEADY)
    if not character.untapped:
        return illegal(f"{character.name} is {character.state}, not untapped.", STEADY)
    if state.skill(who) == 0:
        return illegal(f"{character.name} holds no Skill token.", STEADY)
    if who in awaited.steady:
        return illegal(f"{character.name} already spent a Skill token against this attack.",
                       STEADY)
    faced = _faced(state, who, played, card, "Skill", STEADY)
    if faced is not None:
        return faced
    kept = untapped_keepers.refused(state, who, lambda c: card(c).name, played)
    if kept is not None:
        return illegal(f"No Skill token is spent: {kept}.", STEADY)
    return None


def _faced(state: State, who: str, played: str, card: Callable[[str], Card], token: str,
           rule: str) -> IllegalAction | None:
    """From ``support.FACED_SINCE``: no token is spent on the strike of one who faces none and
    never will (``support.faced_refusal``, the reading staying untapped is held to)."""
    # support reads this module (``facing``): asked here once both are loaded.
    from domain.rulesets.road_goes_ever_on.support import faced_refusal

    why = faced_refusal(state, who, played, card)
    return None if why is None else illegal(f"No {token} token is spent: {why}.", rule)


def steady(ctx: Context[State], who: str) -> None:
    _spent(ctx, "SkillTokenSpent", STEADY, who, ctx.state.skill(who) - 1,
           "faces a strike of {} without tapping")


def skill_instead(ctx: Context[State], who: str, cause: str) -> None:
    """A Skill token discarded so that a character who would tap to use a skill stays
    untapped (RGO-TOKEN-7); the caller has checked that ``who`` holds one."""
    ctx.emit("SkillTokenSpent", SKILL_INSTEAD, character=who,
             tokens=ctx.state.skill(who) - 1, cause=cause)
