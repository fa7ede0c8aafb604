"""Characters tapping to help a corruption check (CoE 7.1.1): before the check is resolved the
player may tap other untapped characters of the checking character's company, +1 to the roll
for each.

From ``SINCE`` a check so helped waits for the player where its companions could help: it is
declared (``CheckAwaited``, naming the character, the companions able to help and what goes on
once it is made), each companion may tap for +1 (``help-check:<character>``, ``CheckHelped``
after his tapping), and the player rolls (``roll-check``); the roll counts a modifier of +1 for
each helper (CoE-7.1.1), and the game goes on where it waited. So waits each final check at the
Free Council (RGO-WIN-2, ``COUNCIL``). A check with no one able to help is rolled at once, as
before. Earlier versions offered no help, and replay as played. From ``HAZARDS_SINCE`` so wait
the checks an attack asks before its strikes (a Corpse-candle's, ``ATTACK_CHECKS``): the
attack is set aside where it stands (``AttackSetAside`` with ``helpers``, naming the checks
still to come, his the first) and taken up once the check is rolled (creatures.py); and the
check a hazard event's effect asks, scripted or declared (``HAZARD_EVENT``, ``CheckAwaited``
naming the ``card``): the card is discarded once it is rolled, and the Hazard Pile or the site
phase goes on. 225 and 226 rolled them at once, and replay as played.

From ``OTHERS_SINCE`` so wait the checks that were still rolled at once outside an attack: a
Ring hazard's (The Will of the Ring's, The Precious's, The Ring's Betrayal's: ``RING_HAZARD``,
the Ring lost on a failure and the card discarded once it is rolled, then the Hazard Pile or the
site phase going on), the Despair encounter's at a site (``ENCOUNTER``, the site phase going on
once it is rolled), and those the player's own action brings as its last act (a palantír used,
Andúril or the Arkenstone untapping a character, a Dwarven ring's gift: ``ACTION``; an item
stored, ``STORED``, stored once the check is passed; a card played that asks it as its last
effect out of an attack, a spell's: ``ACTION``). The declaration records the check as it is
rolled (``own`` modifier, ``rule``, ``eliminates`` if not), and one roll
(``Turn.awaited_rolled``) makes it so whatever asked it. 1 to 231 rolled them at once, and
replay as played. From ``attack_ends.SINCE`` so wait the checks an attack's end asks (a
Barrow-wight's, Despair of the Heart's, Alatar's: ``attack_ends.RESUME``), the rest of its end
waiting (attack_ends.py). From ``WITHIN_SINCE`` so wait the checks a spell played within an
attack asks as its last effect (Vanishment's, Wizard's Fire's, Kindling of the Spirit's) and an
item's used against an attack (the Torque of Hues', the Star-glass'): ``WITHIN_ATTACK``, naming
the ``card`` and the ``creature`` card of the attack it is asked within; the attack stands where it
stood meanwhile, or, canceled, the game goes on as after it once the check is rolled; and The
One Ring's before it cancels a strike (``STRIKE_CANCEL``, the strike canceled once it is rolled
if its bearer is still in play). From ``MID_CARD_SINCE`` so wait the two checks asked amid a
card's effects: True Fána's, the Wizard's after his roll (``WITHIN_ATTACK`` where the attack
stands; where his roll ended it, the last act of its end, whose own checks wait too:
attack_ends.py), and the Cracks of Doom's, the Ring destroyed and the game won once it is
rolled if its bearer passed (``RING_DESTROYED``). 1 to 235 rolled them at once, and replay as
played.

From ``COUNTED_SINCE`` the declaration's ``modifier`` is all that the roll counts but its
helpers (and a Courage token's rescue, which depends on the roll): the character's own, the
check's, and Bilbo's +4, Appendix 1's abilities, a card played for the check, the fellowship's
(``Turn.check_modifiers``, read for both); a check of a step's acts or of the corruption cards
names the card asking it. Before, it counted the character's own and the check's only.

The automatic player (not part of the rules) taps the companions one by one, in the order of
the company, while the check is at risk counting its corruption points, its declared modifier
and the helpers so far (``at_risk``): a final check, or the Cracks of Doom's (the game won
once it passes), while it could still fail on the lowest roll, there being nothing left to tap
for; another while an average roll (7) would fail it, a
helper tapped being one less to move, fight or explore with. Then it rolls.

Its line and its roll name what asks it where the declaration records that (the card, the
Despair encounter, the Free Council, the attack) and the corruption points it is rolled against.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol

from domain.engine import check_helpers as engine_helpers
from domain.engine.characters import Character
from domain.engine.check_helpers import ACTION as ACTION
from domain.engine.check_helpers import AWAITED as AWAITED
from domain.engine.check_helpers import HELPED as HELPED
from domain.engine.check_helpers import KIND as KIND
from domain.engine.check_helpers import ROLL as ROLL
from domain.engine.check_helpers import RULE as RULE
from domain.engine.check_helpers import named as named
from domain.engine.checks import Modifier
from domain.errors import IllegalAction
from domain.ruleset import Action, Context, illegal, played_since
from domain.rulesets.road_goes_ever_on import interjections
from domain.rulesets.road_goes_ever_on.state import AwaitedCheck, State

#: The first version in which a corruption check waits for the player to tap helpers.
SINCE = 225
#: The first version in which the checks a hazard asks as it is played wait so too: an
#: attack's before its strikes, a hazard event's effect's.
HAZARDS_SINCE = 227
#: The first version in which the checks of a Ring hazard, of the Despair encounter and of the
#: player's own actions (a palantír, Andúril, the Arkenstone, a Dwarven ring, an item stored)
#: wait so too.
OTHERS_SINCE = 232
#: The first version in which a check declared waiting counts, as its ``modifier``, all that
#: its roll will count but its helpers (Bilbo's +4, a card played for it, the fellowship's):
#: the automatic player weighs that.
COUNTED_SINCE = 234
#: The first version in which the check a spell played or an item used within an attack asks
#: as its last effect waits so too (``WITHIN_ATTACK``).
WITHIN_SINCE = 235
#: The first version in which the checks asked amid a card's effects wait so too: True Fána's
#: (with the checks of the end of the attack it ends) and the Cracks of Doom's.
MID_CARD_SINCE = 236
#: What goes on once the check is made: the Free Council's other final checks.
COUNCIL = interjections.COUNCIL
#: What goes on once the check is made: the attack set aside for it (its other checks first).
ATTACK_CHECKS = "attack-checks"
#: What goes on once the check is made: the hazard event asking it discarded, then the game.
HAZARD_EVENT = "hazard-event"
#: What goes on once the check is made: the Ring hazard asking it, its Ring lost on a failure,
#: discarded, then the game.
RING_HAZARD = "ring-hazard"
#: What goes on once the check is made: the site phase after its Despair encounter.
ENCOUNTER = "site-encounter"
#: What goes on once the check is made: the item (``card``) stored, if its bearer passed.
STORED = "item-stored"
#: What goes on once the check is made: the attack the card (``card``) was played or used
#: within, where it stood; were it over (canceled), the game as after it, its creature card
#: (``creature``) discarded.
WITHIN_ATTACK = "within-attack"
#: What goes on once the check is made: as ``WITHIN_ATTACK``, the strike given to the character
#: first canceled by the card (``card``, The One Ring), if he is still in play.
STRIKE_CANCEL = "strike-cancel"
#: What goes on once the check is made: The One Ring destroyed and the game won, if its bearer
#: passed (the Cracks of Doom, ``card``, asked it).
RING_DESTROYED = "ring-destroyed"
#: The words each kind of check awaited is told with.
_CHECKS = {COUNCIL: "final corruption check"}
#: What asks each kind of check awaited that names no card.
_CAUSES = {COUNCIL: " at the Free Council", ENCOUNTER: " asked by the Despair encounter",
           ATTACK_CHECKS: " asked by the attack"}


class Check(Protocol):
    """A corruption check of ``character`` at ``modifier`` (by ``rule``; a failure taking him
    away unless ``eliminates`` is False), made at once or waiting for helpers
    (``Turn.waiting_check``)."""

    def __call__(self, ctx: Context[State], character: Character, modifier: int, rule: str,
                 eliminates: bool = True) -> None: ...


def _told(resume: str) -> str:
    return _CHECKS.get(resume, "corruption check")


def _about(resume: str, card: str, points: int, name: Callable[[str], str]) -> str:
    """The check awaited told with what asks it, where its declaration records that (the
    card, the encounter, the council), and the corruption points it is rolled against."""
    if resume == STORED and card:
        cause = f" for storing {name(card)}"
    elif card:
        cause = f" asked by {name(card)}"
    else:
        cause = _CAUSES.get(resume, "")
    return engine_helpers.told(_told(resume), cause, points)


def offered(played: str) -> bool:
    return played_since(played, SINCE)


def in_hazards(played: str) -> bool:
    """Whether the checks a hazard asks as it is played wait for helpers
    (``HAZARDS_SINCE``)."""
    return played_since(played, HAZARDS_SINCE)


def in_others(played: str) -> bool:
    """Whether a Ring hazard's, the Despair encounter's and the player's own actions' checks
    wait for helpers (``OTHERS_SINCE``)."""
    return played_since(played, OTHERS_SINCE)


def _companions(state: State, who: str) -> list[Character]:
    """The other characters of ``who``'s company, in its order."""
    company = state.company_of(who)
    return [] if company is None else [c for c in company.characters if c.card_id != who]


def able(state: State, who: str) -> list[Character]:
    """The untapped characters of ``who``'s company, himself aside, in its order."""
    return [c for c in _companions(state, who) if c.untapped]


def within_attack(played: str) -> bool:
    """Whether the check a spell or an item asks within an attack waits for helpers
    (``WITHIN_SINCE``)."""
    return played_since(played, WITHIN_SINCE)


def mid_card(played: str) -> bool:
    """Whether the checks asked amid a card's effects (True Fána's, the Cracks of Doom's) wait
    for helpers (``MID_CARD_SINCE``)."""
    return played_since(played, MID_CARD_SINCE)


def waits_within(state: State) -> bool:
    """Whether the check waiting is one asked within an attack (``WITHIN_ATTACK``,
    ``STRIKE_CANCEL``): the attack, over or not, goes on once it is rolled."""
    return state.awaited_check is not None \
        and state.awaited_check.resume in (WITHIN_ATTACK, STRIKE_CANCEL)


def counts_all(played: str) -> bool:
    """Whether a check declared counts all its roll's modifiers but its helpers'
    (``COUNTED_SINCE``); before, only the character's own and the check's."""
    return played_since(played, COUNTED_SINCE)


def may_help(ctx: Context[State], who: str) -> bool:
    """From ``SINCE``, whether ``who``'s check may wait for helpers: a companion could help,
    and it is not declared already (then it is rolled now)."""
    awaited = ctx.state.awaited_check
    return offered(ctx.ruleset.played) and bool(able(ctx.state, who)) \
        and (awaited is None or awaited.character != who)


def declare(ctx: Context[State], who: str, resume: str, points: int, modifier: int,
            card: str = "", rolled: tuple[int, str, bool] | None = None,
            creature: str = "") -> None:
    """The check of ``who`` (against ``points``, at ``modifier``: his own and the check's,
    from ``COUNTED_SINCE`` all else its roll counts but its helpers) declared, waiting for the
    player; ``resume`` says what goes on once it is made, ``card`` the hazard event asking it
    or the card it is about, if any; ``rolled`` (from
    ``OTHERS_SINCE``) the check as it is rolled: its own modifier, its clause, whether a
    failure takes him away; ``creature`` (``WITHIN_ATTACK``) the creature card of the attack
    the card asking it canceled."""
    how: dict[str, Any] = {}
    if rolled is not None:
        how = {"own": rolled[0], "rule": rolled[1], **({} if rolled[2] else {"eliminates": False})}
    ctx.emit(AWAITED, RULE, character=who, check=resume, points=points, modifier=modifier,
             able=[c.card_id for c in able(ctx.state, who)], **({"card": card} if card else {}),
             **how, **({"creature": creature} if creature else {}))


def actions(state: State, name: Callable[[str], str]) -> list[Action]:
    """Each companion's tapping to help, then the roll."""
    awaited = state.awaited_check
    if awaited is None:
        return []
    who, check = name(awaited.character), _told(awaited.resume)
    about = _about(awaited.resume, awaited.card, awaited.points, name)
    return [*(Action(f"{KIND}:{c.card_id}", engine_helpers.gives(c.name, who, check), RULE)
              for c in able(state, awaited.character)),
            Action(ROLL, f"{who} makes his {about}{engine_helpers.so_far(awaited)}", RULE)]


def refusal(state: State, kind: str, rest: str,
            name: Callable[[str], str]) -> IllegalAction | None:
    """Why a help or a roll is not open now, or anything else while a check waits (named as its
    line names it: what asks it and its corruption points)."""
    awaited = state.awaited_check
    if awaited is None:
        if kind in (KIND, ROLL):
            return illegal("No corruption check is waiting to be helped or rolled.", RULE)
        return None
    who = name(awaited.character)
    if kind == KIND:
        helper = next((c for c in _companions(state, awaited.character) if c.card_id == rest),
                      None)
        if helper is None:
            return illegal(f"Only another character of {who}'s company may tap to help his "
                           "corruption check.", RULE)
        if (tapped := engine_helpers.untapped_only(helper)) is not None:
            return tapped
    about = _about(awaited.resume, awaited.card, awaited.points, name)
    return illegal(f"{who}'s {about}, waits: tap a companion to help it (+1 each), or roll it "
                   f"({ROLL}).", RULE)


def help_check(ctx: Context[State], helper: str) -> None:
    awaited = ctx.state.awaited_check
    assert awaited is not None
    ctx.emit("CharacterStateChanged", RULE, character=helper, state="tapped",
             reason=engine_helpers.REASON)
    ctx.emit(HELPED, RULE, character=awaited.character, helper=helper)


def modifiers(state: State, who: str, name: Callable[[str], str]) -> list[Modifier]:
    """+1 for each character tapped to help ``who``'s check awaited."""
    return engine_helpers.modifiers(state.awaited_check, who, name)


def policy_choice(state: State, ids: Sequence[str]) -> str:
    """The automatic player's: a helper while the check is at risk, else the roll."""
    awaited = state.awaited_check
    assert awaited is not None
    return engine_helpers.choice(ids, at_risk(awaited))


def at_risk(awaited: AwaitedCheck) -> bool:
    """Whether the check, with its helpers so far, is at risk: a final check, or the Cracks of
    Doom's, if it could fail at all (passed, the game is won: nothing is left to tap for),
    another if an average roll (7) would fail it."""
    return engine_helpers.at_risk(awaited, awaited.resume in (COUNCIL, RING_DESTROYED))


def narrate(kind: str, d: Mapping[str, Any], name: Callable[[str], str]) -> str | None:
    if kind == AWAITED:
        check = _about(str(d["check"]), str(d.get("card", "")), int(d["points"]), name)
        return engine_helpers.awaited_line(name(str(d["character"])), check,
                                           [name(str(c)) for c in d["able"]])
    if kind == HELPED:
        return engine_helpers.helped_line(name(str(d["helper"])), name(str(d["character"])))
    return None
