"""Items used against an attack on their bearer's company (``SINCE_VERSION`` on), in combat
step 1 (CoE 3.i), before its strikes are assigned (``use-item:<item>:<bearer>``):

- Torque of Hues: the item and its untapped bearer tap, the attack is canceled, then the
  bearer makes a corruption check;
- Star-glass: its untapped bearer taps to cancel an Undead attack, or to give a Spiders,
  Animals or Wolves attack -2 prowess, then makes a corruption check;
- Black Arrow, borne by a warrior: the arrow taps to give the attack -1 prowess and -1 body,
  and is discarded unless its bearer is a Man;
- The Iron Crown (from iron_crown.SINCE_VERSION), borne by a character who is not a Hobbit:
  the crown taps to cancel an attack of Orcs, Trolls or Men;
- the Magic Ring of Nature (from ring_powers.SINCE_VERSION), borne by a ranger: he taps to
  cancel an attack.

From ``STRIKE_SINCE_VERSION`` the Elven Cloak taps to cancel a strike of a hazard creature
keyed to a Wilderness given to its bearer: while the defender assigns the strikes, once the
bearer has his (``ItemTapped``, then ``StrikeCancelSet``, the strike canceled when its turn
comes, CoE 3.iv.5.1), as Fatty Bolger cancels one (character_cancels.py). From
``ring_powers.SKILLS_SINCE_VERSION`` the Magic Ring of Stealth does the same for a bearer who
is already a scout (his printed skill or another item's gift, not the ring's own), against
the strike of any attack given to him. From ``ring_powers.ONE_RING_SINCE_VERSION`` the bearer
of The One Ring cancels a strike given to him that is no Undead's nor Nazgûl's by a corruption
check at -2 (``CorruptionChecked``, then ``StrikeCancelSet`` if he is still in play; the ring
does not tap, so he may do it for each strike given to him). The automatic player never risks
it.

From ``check_helpers.WITHIN_SINCE`` the bearer's check after the Torque or the Star-glass, the
use's last act, may wait for helpers (``Turn.attack_check``), and so may The One Ring's, the
strike canceled once it is rolled (``ring_checked``) if its bearer is still in play.

A tapped item (``ItemTapped``) stays tapped until the next turn. An attack that may not be
canceled is only weakened, never canceled. A use out of its condition is refused naming the
item and the reason, nothing written.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from domain.cards import Catalog, fold
from domain.engine import coe
from domain.engine.characters import Character
from domain.engine.combat import Attack, StrikeModifiers, strike_prowess
from domain.engine.effects import CANCEL_STRIKE
from domain.errors import IllegalAction
from domain.narration import named
from domain.ruleset import Action, Context, illegal, played_since
from domain.rulesets.road_goes_ever_on import (
    ally_abilities,
    check_helpers,
    hand_resources,
    iron_crown,
    ring_powers,
)
from domain.rulesets.road_goes_ever_on.state import State

#: The first version of the ruleset that plays these uses.
SINCE_VERSION = 73
KIND = "use-item"
RULE = coe.CANCEL_ATTACK
#: A corruption check with no modifier of its own.
Check = Callable[[Context[State], Character, int, str], None]


@dataclass(frozen=True, slots=True)
class Use:
    """What an item does against an attack of one of ``races`` (empty: any race).

    ``cancels``: the attack is canceled; else it gets ``prowess`` and ``body``."""

    races: tuple[str, ...] = ()
    cancels: bool = False
    prowess: int = 0
    body: int = 0


@dataclass(frozen=True, slots=True)
class ItemUse:
    """An item's uses, the first that fits the attack being the one played."""

    uses: tuple[Use, ...]
    taps_item: bool = False
    taps_bearer: bool = False
    checks: bool = False  # the bearer then makes a corruption check
    skill: str | None = None  # the bearer must have it
    kept_by: str | None = None  # the item is discarded after use unless its bearer is of it
    barred: str | None = None  # a bearer of this race may not use it
    since: int = SINCE_VERSION  # the first version that plays it


#: Folded item name -> how it is used.
ITEMS = {
    fold("Torque of Hues"): ItemUse((Use(cancels=True),), taps_item=True, taps_bearer=True,
                                    checks=True),
    fold("Star-glass"): ItemUse((Use(("Undead",), cancels=True),
                                 Use(("Spiders", "Animals", "Wolves"), prowess=-2)),
                                taps_bearer=True, checks=True),
    fold("Black Arrow"): ItemUse((Use(prowess=-1, body=-1),), taps_item=True,
                                 skill="warrior", kept_by="Man"),
    fold("The Iron Crown"): ItemUse((Use(("Orcs", "Trolls", "Men"), cancels=True),),
                                    taps_item=True, barred=iron_crown.BARRED_RACE,
                                    since=iron_crown.SINCE_VERSION),
    fold("Magic Ring of Nature"): ItemUse((Use(cancels=True),), taps_bearer=True,
                                          skill="ranger", since=ring_powers.SINCE_VERSION),
}


#: The first version that plays the items that cancel a strike given to their bearer.
STRIKE_SINCE_VERSION = 75
#: Folded item name -> the region type the hazard creature's attack must be keyed to.
STRIKE_CANCELS = {fold("Elven Cloak"): "wilderness"}


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def strikes_offered(played: str) -> bool:
    return played_since(played, STRIKE_SINCE_VERSION)


def _cancels_strikes(played: str, name: str) -> bool:
    """``name`` is an item that cancels a strike given to its bearer as ``played`` plays it:
    the Elven Cloak, the Magic Ring of Stealth (version ``ring_powers.SKILLS_SINCE_VERSION``
    on)."""
    key = fold(name)
    return key in STRIKE_CANCELS or (
        key == ring_powers.STEALTH and played_since(played, ring_powers.SKILLS_SINCE_VERSION)
    ) or (key == ring_powers.ONE_RING
          and played_since(played, ring_powers.ONE_RING_SINCE_VERSION))


def _cancels_for(state: State, catalog: Catalog, item: str, bearer: Character,
                 played: str) -> bool:
    """``item`` may cancel the strike given to ``bearer`` now (it is untapped): the Elven
    Cloak against a hazard creature keyed to the region type it names, the Magic Ring of
    Stealth for a bearer who is already a scout (besides the ring's gift)."""
    awaited = state.awaited_strikes
    if awaited is None or item in state.tapped_items:
        return False
    key = fold(catalog.get(item).name)
    if key == ring_powers.ONE_RING:
        return ring_powers.one_ring_cancels(played, awaited.read_attack().race)
    if key == ring_powers.STEALTH:
        return _cancels_strikes(played, key) and bearer.has_skill_besides("scout", item)
    region = ally_abilities.keyed_region(state) if awaited.hazard is not None else None
    return region is not None and STRIKE_CANCELS.get(key) == region


def _strike_uses(state: State, catalog: Catalog, played: str) -> list[tuple[str, str]]:
    """(item, bearer): an untapped item that may cancel the strike given to its bearer (see
    :func:`_cancels_for`), his strike not canceled already."""
    awaited = state.awaited_strikes
    if awaited is None:
        return []
    canceled = [target for _, target, effects in awaited.cards
                if any(p == CANCEL_STRIKE for p, _ in effects)]
    out = []
    for who in dict.fromkeys(awaited.assigned):
        bearer = state.character(who)
        if bearer is None or who in canceled:
            continue
        out += [(item, who) for item in dict.fromkeys(i.card_id for i in bearer.items)
                if _cancels_for(state, catalog, item, bearer, played)]
    return out


def strike_actions(state: State, catalog: Catalog, played: str) -> list[Action]:
    """The items that may cancel a strike given to their bearer now."""
    if not strikes_offered(played) or state.awaited_strikes is None:
        return []
    name = state.awaited_strikes.read_attack().name
    return [Action(f"{KIND}:{item}:{who}", f"Tap {catalog.get(item).name} to cancel the "
                   f"strike of {name} on {catalog.get(who).name}", coe.CANCEL_STRIKE)
            for item, who in _strike_uses(state, catalog, played)]


def _races(attack: Attack) -> list[str]:
    return [fold(r.strip()) for r in attack.race.split(",") if r.strip()]


def fitting(item: ItemUse, attack: Attack, uncancelable: bool) -> Use | None:
    """The use of ``item`` against ``attack`` (None: it has none): an attack of its races, a
    cancel only where the attack may be canceled."""
    races = _races(attack)
    return next((u for u in item.uses
                 if (not u.races or any(fold(r) in races for r in u.races))
                 and not (u.cancels and uncancelable)), None)


def _attack(state: State) -> Attack | None:
    awaited = state.awaited_strikes
    if awaited is None or awaited.assigned:
        return None
    return awaited.read_attack()


def _ready(state: State, catalog: Catalog, bearer: Character, item_id: str,
           played: str) -> ItemUse | None:
    """How ``bearer`` may use ``item_id`` now, untapped as it needs (None: he may not)."""
    found = ITEMS.get(fold(catalog.get(item_id).name)) if item_id in catalog else None
    if found is None or not bearer.bears(item_id) or item_id in state.tapped_items \
            or int(played) < found.since:
        return None
    if (found.taps_bearer and not bearer.untapped) \
            or (found.skill is not None and not bearer.has_skill_besides(found.skill, item_id)) \
            or (found.barred is not None and fold(bearer.race) == fold(found.barred)):
        return None
    return found


def actions(state: State, catalog: Catalog, played: str) -> list[Action]:
    """The items of the company that may be used against the attack faced now."""
    attack = _attack(state) if offered(played) else None
    if attack is None:
        return strike_actions(state, catalog, played)
    uncancelable = hand_resources.uncancelable(state, catalog, attack, played)
    out = []
    for bearer in state.characters:
        for item in dict.fromkeys(i.card_id for i in bearer.items):
            found = _ready(state, catalog, bearer, item, played)
            use = fitting(found, attack, uncancelable) if found is not None else None
            if use is None:
                continue
            what = "cancel" if use.cancels else "weaken"
            out.append(Action(f"{KIND}:{item}:{bearer.card_id}",
                              f"{bearer.name} uses {catalog.get(item).name} to {what} "
                              f"{attack.name}", RULE))
    return out


def use(ctx: Context[State], catalog: Catalog, rest: str,
        check: Callable[[str, str], Check]) -> None:
    """Play ``use-item:<item>:<bearer>``, offered now; ``check(item, resume)`` makes the
    bearer's corruption check (``Turn.attack_check``: it may wait for helpers)."""
    item_id, _, who = rest.partition(":")
    state = ctx.state
    if _cancels_strikes(ctx.ruleset.played, catalog.get(item_id).name):
        _cancel_strike(ctx, catalog, item_id, who, check(item_id, check_helpers.STRIKE_CANCEL))
        return
    bearer, attack = state.character(who), _attack(state)
    assert bearer is not None and attack is not None
    item = ITEMS[fold(catalog.get(item_id).name)]
    chosen = fitting(item, attack,
                     hand_resources.uncancelable(state, catalog, attack, ctx.ruleset.played))
    assert chosen is not None
    name = catalog.get(item_id).name
    if item.taps_item:
        ctx.emit("ItemTapped", RULE, card=item_id, name=name, character=who)
    if item.taps_bearer:
        ctx.emit("CharacterStateChanged", RULE, character=who, state="tapped",
                 reason=f"using {name}")
    if chosen.cancels:
        ctx.emit("AttackCanceled", RULE, attack=attack.name, by=name)
    else:
        ctx.emit("AttackWeakened", RULE, attack=attack.name, prowess=chosen.prowess,
                 body=chosen.body, by=name)
    if item.kept_by is not None and fold(catalog.get(who).race or "") != fold(item.kept_by):
        ctx.emit("ItemLost", RULE, character=who, card=item_id, name=name)
    if item.checks:
        check(item_id, check_helpers.WITHIN_ATTACK)(ctx, bearer, 0, coe.CORRUPTION_CHECK)


def _cancel_strike(ctx: Context[State], catalog: Catalog, item_id: str, who: str,
                   check: Check) -> None:
    name = catalog.get(item_id).name
    if fold(name) == ring_powers.ONE_RING:
        # Its bearer checks corruption at -2; failed, he leaves play and with him the strike.
        bearer = ctx.state.character(who)
        assert bearer is not None
        check(ctx, bearer, ring_powers.ONE_RING_CHECK, coe.CORRUPTION_CHECK)
        if ctx.state.awaited_check is None:  # else once it is rolled
            ring_checked(ctx, catalog, item_id, who)
        return
    ctx.emit("ItemTapped", coe.CANCEL_STRIKE, card=item_id, name=name, character=who)
    _cancel_set(ctx, catalog, item_id, who)


def ring_checked(ctx: Context[State], catalog: Catalog, item_id: str, who: str) -> None:
    """The One Ring's check made: the strike given to its bearer canceled, if he is still in
    play."""
    if ctx.state.character(who) is not None:
        _cancel_set(ctx, catalog, item_id, who)


def _cancel_set(ctx: Context[State], catalog: Catalog, item_id: str, who: str) -> None:
    awaited = ctx.state.awaited_strikes
    assert awaited is not None
    ctx.emit("StrikeCancelSet", coe.CANCEL_STRIKE, character=who, by=item_id,
             name=catalog.get(item_id).name, attack=awaited.read_attack().name)


def _strike_refusal(state: State, catalog: Catalog, item_id: str,
                    bearer: Character) -> IllegalAction:
    name = catalog.get(item_id).name
    if item_id in state.tapped_items:
        return illegal(f"{name} is tapped until the next turn.", coe.CANCEL_STRIKE)
    if fold(name) == ring_powers.ONE_RING:
        return illegal(f"{name} cancels only a strike given to {bearer.name} that is no "
                       "Undead's nor Nazgûl's, once it is given and before it is resolved.",
                       coe.CANCEL_STRIKE)
    if fold(name) == ring_powers.STEALTH:
        if not bearer.has_skill_besides("scout", item_id):
            return illegal(f"{name} cancels a strike only for a bearer who is already a scout, "
                           f"and {bearer.name} is not.", coe.CANCEL_STRIKE)
        return illegal(f"{name} cancels only a strike given to {bearer.name}, once it is "
                       "given and before it is resolved.", coe.CANCEL_STRIKE)
    region = STRIKE_CANCELS[fold(name)]
    return illegal(f"{name} cancels only a strike given to {bearer.name} by a hazard creature "
                   f"keyed to a {region}, once it is given and before it is resolved.",
                   coe.CANCEL_STRIKE)


def refusal(state: State, catalog: Catalog, rest: str, played: str) -> IllegalAction:
    """Why ``use-item:<item>:<bearer>`` is not played now, naming the item and the reason."""
    item_id, _, who = rest.partition(":")
    bearer = state.character(who)
    if bearer is None or not bearer.bears(item_id) or item_id not in catalog:
        return illegal(f"{named(catalog.get, who)} is no character of the company "
                       f"bearing {named(catalog.get, item_id)}.", RULE)
    name = catalog.get(item_id).name
    if _cancels_strikes(played, name):
        return _strike_refusal(state, catalog, item_id, bearer)
    found = ITEMS.get(fold(name))
    if found is None or int(played) < found.since:
        return illegal(f"{name} is not used against an attack.", RULE)
    if found.barred is not None and fold(bearer.race) == fold(found.barred):
        return illegal(f"{name} is not used by a {found.barred}.", RULE)
    if item_id in state.tapped_items:
        return illegal(f"{name} is tapped until the next turn.", RULE)
    if found.taps_bearer and not bearer.untapped:
        return illegal(f"{bearer.name} must be untapped to use {name}.", RULE)
    if found.skill is not None and not bearer.has_skill_besides(found.skill, item_id):
        return illegal(f"{name} is used by a {found.skill} only.", RULE)
    attack = _attack(state)
    if attack is None:
        return illegal(f"{name} is used against an attack on the company, before its strikes "
                       "are assigned.", RULE)
    races = " or ".join(r for u in found.uses for r in u.races)
    return illegal(f"{name} acts only against an attack by {races}, one that may be "
                   "canceled.", RULE)


def policy_choice(state: State, catalog: Catalog, ids: list[str], played: str) -> str | None:
    """The automatic player cancels a strike with an item whenever it may; it uses an item
    against an attack when the attack would likely wound its strongest character, one that
    cancels it first."""
    strikes = [i for i in ids if i.startswith(f"{KIND}:")
               and (fold(catalog.get(i.split(":")[1]).name) in STRIKE_CANCELS
                    or fold(catalog.get(i.split(":")[1]).name) == ring_powers.STEALTH)]
    if strikes:
        return strikes[0]
    attack = _attack(state)
    uses = [i for i in ids if i.startswith(f"{KIND}:")
            and fold(catalog.get(i.split(":")[1]).name) in ITEMS]
    if attack is None or not uses:
        return None
    strongest = max(state.characters, key=lambda c: strike_prowess(c, StrikeModifiers()),
                    default=None)
    if strongest is None or not hand_resources.threatened(strongest, attack):
        return None
    uncancelable = hand_resources.uncancelable(state, catalog, attack, played)

    def cancels(action: str) -> bool:
        found = ITEMS[fold(catalog.get(action.split(":")[1]).name)]
        chosen = fitting(found, attack, uncancelable)
        return chosen is not None and chosen.cancels

    return next((i for i in uses if cancels(i)), uses[0])


_TESTS = "tests/rules/test_road_goes_ever_on_item_uses.py::"
#: What the coverage says of each item scripted here: what is left out, its test, and the
#: first version of the ruleset that plays it.
COVERAGE = {
    "TW-351": ("", _TESTS + "test_the_torque_of_hues_cancels_an_attack_and_its_bearer_checks",
               SINCE_VERSION),
    "TW-330": ("", _TESTS + "test_the_star_glass_cancels_undead_and_weakens_wolves",
               SINCE_VERSION),
    "TW-494": ("", _TESTS + "test_the_black_arrow_weakens_an_attack_and_leaves_a_non_man",
               SINCE_VERSION),
    "TW-225": ("", _TESTS + "test_the_elven_cloak_cancels_a_strike_keyed_to_a_wilderness",
               STRIKE_SINCE_VERSION),
}
