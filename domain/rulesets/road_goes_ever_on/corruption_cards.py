"""The corruption permanent-events of The Wizards played by their text from version
``SINCE_VERSION``: the corruption checks each makes its bearer take (CoE 7.1), besides the
corruption points it gives and its removal roll (``corruption.py``). Earlier versions gave the
points and the removal only, and replay as played. When each card checks and who it may be
played on stand in ``domain.engine.corruption_cards``; here they are played at this
ruleset's points of the turn.

- Lure of Nature: at the end of his company's movement/hazard phase, one check for each
  Wilderness of its site path (as the hazards treated it this turn).
- Lure of Creation: a Wizard checks at the end of the movement/hazard phase of a turn his
  company moved to a Haven.
- Lure of the Senses: at the end of the untap phase, a check if he is at a Haven.
- The Burden of Time: in the untap phase, an Elf not at a Haven checks.
- Despair of the Heart: a check each time a character of his company is wounded by a strike;
  from ``WOUNDED_BY_CARDS_SINCE`` also by a card (Escape and the like played on him, a declared
  hazard effect), at once.
- Lure of Expedience: a check each time a character of his company gains an item played at
  the site; from ``RINGS_AND_TARGETS_SINCE`` a ring special item a gold ring's test brings
  too.

From ``RINGS_AND_TARGETS_SINCE`` The Burden of Time is played only on an Elf whose company is
not at (nor moving to) a Haven, and Lure of Expedience not on a Wizard or a Hobbit: revealed
with no such character in the company, it is discarded (RGO-HAZ-3).

Each check follows a ``HazardEffectApplied`` fact naming the card and its bearer, so the log
says why it is made. A bearer who leaves play makes no further check.

From ``interjections.STEPS_SINCE`` a failed check of the untap phase's or of the end of the
movement/hazard phase's that queues an attack (a Traitor's) has it made at once: the checks
still to come wait (``ChecksWaiting``), and once it is over they go on (``ChecksGoOn``), then the
rest of the step; before, the attack was made once the step was played, and those versions
replay as played.
"""

from __future__ import annotations

from collections.abc import Iterable

from domain.cards import Card
from domain.engine import corruption_cards as engine
from domain.engine.characters import Character
from domain.engine.corruption_cards import (
    EFFECT,
    ITEM_GAINED,
    MOVEMENT_END,
    RULE,
    UNTAP,
    WOUNDED,
    CorruptionCard,
)
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on import check_helpers, interjections
from domain.rulesets.road_goes_ever_on.state import Pending, State
from domain.rulesets.road_goes_ever_on.turn_of import turn_of

#: The first version that plays these checks; earlier versions replay as played.
SINCE_VERSION = 78
#: The first version in which Despair of the Heart also counts a companion wounded by a card,
#: not a strike; earlier versions replay as played (a strike's wounds only).
WOUNDED_BY_CARDS_SINCE = 106
#: The first version that plays who The Burden of Time and Lure of Expedience may be played on,
#: and Lure of Expedience's check for a ring special item; earlier versions replay as played.
RINGS_AND_TARGETS_SINCE = 115
_TEST = "tests/rules/test_road_goes_ever_on_corruption_cards.py::"
CARDS = engine.CARDS
#: The test of each card's checks here.
TESTS = {
    engine.LURE_OF_NATURE: _TEST + "test_lure_of_nature_checks_once_for_each_wilderness",
    engine.LURE_OF_CREATION: _TEST + "test_lure_of_creation_checks_a_wizard_moving_to_a_haven",
    engine.LURE_OF_THE_SENSES:
        _TEST + "test_lure_of_the_senses_and_the_burden_of_time_in_the_untap_phase",
    engine.BURDEN_OF_TIME:
        _TEST + "test_who_the_burden_of_time_and_lure_of_expedience_are_played_on",
    engine.DESPAIR_OF_THE_HEART:
        _TEST + "test_despair_of_the_heart_checks_for_a_companion_wounded_by_a_card",
    engine.LURE_OF_EXPEDIENCE: _TEST + "test_lure_of_expedience_checks_for_a_ring_a_test_brings",
}

def removal_number(card_id: str, played: str) -> int | None:
    """The printed removal number of a card the common table leaves out (before
    ``SINCE_VERSION`` the player declared it)."""
    return engine.REMOVAL.get(card_id) if plays(played) else None


def plays(played: str) -> bool:
    return played_since(played, SINCE_VERSION)




def _check(ctx: Context[State], who: Character, card: CorruptionCard, why: str) -> None:
    """One check of ``who`` for ``card``, named first in the log (unless it was declared,
    waiting for helpers: check_helpers.py), the turn's check (abilities and Courage tokens
    included)."""
    awaited = ctx.state.awaited_check
    if awaited is None or awaited.character != who.card_id:
        _applied(ctx, who, card, why)  # else named as it was declared
    turn_of(ctx).hazard_check(ctx, who, 0, RULE, card.card_id)


def applied(ctx: Context[State], card: str, who: Character, why: str) -> None:
    """The check of ``who`` for the corruption card ``card`` named, as it is declared."""
    _applied(ctx, who, CARDS[card], why)


def _applied(ctx: Context[State], who: Character, card: CorruptionCard, why: str) -> None:
    ctx.emit("HazardEffectApplied", RULE, card=card.card_id, name=card.name, mode=card.when,
             effect=EFFECT, amount=0, target=who.card_id, scripted=True, why=why)


def _still(state: State, card_id: str) -> Character | None:
    return next((c for c in state.every_character() if c.card_id == card_id), None)


def _borne(state: State, when: str, among: Iterable[Character]) -> list[tuple[
        CorruptionCard, str]]:
    """(card, bearer) of each corruption card of ``when`` on a character of ``among``."""
    ids = {c.card_id for c in among}
    return [(CARDS[card], who) for card, who in dict.fromkeys(state.permanent_hazards)
            if card in CARDS and CARDS[card].when == when and who in ids]


Found = list[tuple[CorruptionCard, str, int, str]]


def _checks(ctx: Context[State], found: Found, step: str = "") -> bool:
    """Each (card, bearer, times, why), while the game goes on and the bearer is in play;
    with ``step`` (from ``interjections.STEPS_SINCE``) one that queues an attack has it made
    at once, the checks still to come waiting till it is over: False while it waits for the
    defender (``go_on`` takes them up)."""
    stops = bool(step) and interjections.at_steps(ctx.ruleset.played)
    for n, (card, who, times, why) in enumerate(found):
        for done in range(times):
            bearer = _still(ctx.state, who)
            if bearer is None or ctx.state.outcome is not None \
                    or (card.card_id, who) not in ctx.state.permanent_hazards:
                break
            if step and _waits(ctx, bearer, card, why, step):
                ctx.emit("ChecksWaiting", RULE, step=step, helpers=True, checks=[
                    [c.card_id, w, t, y] for c, w, t, y in [(card, who, times - done, why),
                                                            *found[n + 1:]]])
                return False
            queued = len(ctx.state.queued_attacks)
            _check(ctx, bearer, card, why)
            if stops and len(ctx.state.queued_attacks) > queued:
                left = [*([(card, who, times - done - 1, why)] if times - done - 1 else []),
                        *found[n + 1:]]
                ctx.emit("ChecksWaiting", RULE, step=step,
                         checks=[[c.card_id, w, t, y] for c, w, t, y in left])
                if interjections.at_once(ctx, step):
                    return False
                ctx.emit("ChecksGoOn", RULE, step=step)  # the attack resolved at once
    return True


def _waits(ctx: Context[State], who: Character, card: CorruptionCard, why: str,
           step: str) -> bool:
    """From check_helpers.SINCE, the check declared waiting for the player to tap helpers or
    roll (act_checks.py, named first in the log): True while it waits."""
    # act_checks names the card's check by this module: imported here to keep the import one-way.
    from domain.rulesets.road_goes_ever_on import act_checks

    turn = turn_of(ctx)
    act = Pending(act_checks.CARD_CHECK, who.card_id, card=card.card_id, why=why)
    return act_checks.declared(ctx, turn, who, act, step,
                               card.card_id if check_helpers.counts_all(turn.played) else "")


def go_on(ctx: Context[State]) -> bool:
    """The checks that waited for an attack made at once go on (``_checks``)."""
    step = ctx.state.checks_step
    left = [(CARDS[card], who, times, why) for card, who, times, why in ctx.state.checks_left]
    ctx.emit("ChecksGoOn", RULE, step=step)
    return _checks(ctx, left, step)


def narrate(kind: str, helpers: bool = False) -> str | None:
    if kind == "ChecksWaiting" and helpers:
        return "The corruption cards' checks wait for the one declared to be helped or rolled."
    return {"ChecksWaiting": "The corruption cards' checks still to come wait for the attack "
                            "made at once.",
            "ChecksGoOn": "The corruption cards' checks go on."}.get(kind)


def _may_bear(ctx: Context[State], card_id: str, who: Character) -> bool:
    site = ctx.state.destination or ctx.state.site
    return engine.may_bear(card_id, who.race, ctx.ruleset.catalog.get(site).is_haven)


def _targets_played(played: str) -> bool:
    return played_since(played, RINGS_AND_TARGETS_SINCE)


def not_bearing(ctx: Context[State], hazard: Card, pool: list[str]) -> list[str]:
    """The characters of ``pool`` a corruption card may be played on: from
    ``RINGS_AND_TARGETS_SINCE`` those its text allows (the engine's first reading; its table of
    hazard targets names the races of the others, RGO-TARGET-1), and not one already
    bearing it (it cannot be duplicated on a character); with none left it is discarded."""
    if not plays(ctx.ruleset.played) or hazard.id not in CARDS:
        return pool
    first = engine.targets()
    if hazard.id in first and _targets_played(ctx.ruleset.played):
        pool = [c.card_id for c in ctx.state.characters
                if c.card_id in pool and _may_bear(ctx, hazard.id, c)]
        if not pool:
            ctx.emit("HazardDiscarded", "RGO-HAZ-3", card=hazard.id,
                     reason=f"it is played only on {first[hazard.id].words}, and the "
                            "company has none")
            return []
    bearing = {who for card, who in ctx.state.permanent_hazards if card == hazard.id}
    left = [c for c in pool if c not in bearing]
    if not left:
        ctx.emit("HazardDiscarded", "RGO-HAZ-3", card=hazard.id,
                 reason="it cannot be duplicated on a character, and every character of the "
                        "company bears it")
    return left


def movement_ended(ctx: Context[State], to_haven: bool) -> bool:
    """The end of the running company's movement/hazard phase: Lure of Nature for each
    Wilderness of its site path, Lure of Creation on a Wizard whose company moved to a
    Haven; False while an attack made at once waits (``_checks``)."""
    if not plays(ctx.ruleset.played):
        return True
    state = ctx.state
    moved = state.destination is not None
    wildernesses = sum(1 for r in state.path if r == "wilderness") if moved else 0
    found = []
    for card, who in _borne(state, MOVEMENT_END, state.characters):
        bearer = state.character(who)
        checks = None if bearer is None else engine.movement_checks(
            card.card_id, bearer.race, wildernesses, moved, to_haven)
        if checks is not None:
            found.append((card, who, *checks))
    return _checks(ctx, found, interjections.MOVEMENT_END)


def untapped(ctx: Context[State], at_haven: dict[str, bool]) -> bool:
    """The end of the untap phase: Lure of the Senses on a bearer at a Haven, The Burden of
    Time on an Elf not at a Haven (``at_haven``: each character's company at a Haven); False
    while an attack made at once waits (``_checks``)."""
    if not plays(ctx.ruleset.played):
        return True
    state = ctx.state
    found = []
    for card, who in _borne(state, UNTAP, state.every_character()):
        bearer = _still(state, who)
        why = None if bearer is None else engine.untap_check(card.card_id, bearer.race,
                                                              at_haven.get(who, False))
        if why is not None:
            found.append((card, who, 1, why))
    return _checks(ctx, found, interjections.UNTAP_CHECKS)


def wounded(ctx: Context[State], hurt: Iterable[str]) -> None:
    """After an attack on the running company: Despair of the Heart, once for each character
    of the company the strikes wounded."""
    _checks(ctx, wounded_checks(ctx, hurt))


def wounded_checks(ctx: Context[State], hurt: Iterable[str]) -> Found:
    """(card, bearer, times, why) of each check Despair of the Heart asks as ``hurt`` are
    wounded, in order (none before ``SINCE_VERSION``)."""
    count = len(list(hurt))
    if not plays(ctx.ruleset.played) or not count:
        return []
    return [(card, who, count, f"{count} of his company wounded")
            for card, who in _borne(ctx.state, WOUNDED, ctx.state.characters)]


def wounded_by_card(ctx: Context[State], who: str) -> None:
    """A character of the running company wounded by a card, not a strike (a resource played
    on him, a declared hazard effect): Despair of the Heart at once, from
    ``WOUNDED_BY_CARDS_SINCE``."""
    played = ctx.ruleset.played
    if played_since(played, WOUNDED_BY_CARDS_SINCE):
        wounded(ctx, [who])


def ring_gained(ctx: Context[State], ring: str) -> None:
    """A ring special item a gold ring's test brought to a character of the running company:
    Lure of Expedience, from ``RINGS_AND_TARGETS_SINCE``."""
    if _targets_played(ctx.ruleset.played):
        item_gained(ctx, ring)


def item_gained(ctx: Context[State], item: str) -> None:
    """An item played at the site on a character of the running company: Lure of
    Expedience."""
    _checks(ctx, [(CARDS[card], who, 1, why) for card, who, why in gained_checks(ctx, item)])


def gained_checks(ctx: Context[State], item: str) -> list[tuple[str, str, str]]:
    """(card, bearer, why) of each check Lure of Expedience asks as the running company gains
    ``item``, in order (none before ``SINCE_VERSION``)."""
    if not plays(ctx.ruleset.played):
        return []
    name = ctx.ruleset.catalog.get(item).name
    return [(card.card_id, who, f"his company gained {name}")
            for card, who in _borne(ctx.state, ITEM_GAINED, ctx.state.characters)]


def card_check(ctx: Context[State], card: str, who: str, why: str) -> None:
    """One check of ``who`` for the corruption card ``card``, while the game goes on and he
    is in play with the card on him."""
    bearer = _still(ctx.state, who)
    if bearer is not None and ctx.state.outcome is None \
            and (card, who) in ctx.state.permanent_hazards:
        _check(ctx, bearer, CARDS[card], why)
