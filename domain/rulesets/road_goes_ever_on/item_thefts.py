"""The defender names the item a Thief, Pick-pocket or Brigands take (version
``creatures.CHOICE_SINCE_VERSION`` on, the creature scripts' generation 8): while the strikes of
such an attack are assigned (CoE 3.ii), ``give-up-item:<item>`` names an item of the company
(``ItemToGiveUpNamed``), each named one after the last. A strike that takes an item then takes
the first named that its bearers still hold: any of the company for a Thief's strike or a wound
of Brigands, the struck character's own for a Pick-pocket (so one may be named for each
character). What is named is what would be chosen once the strike succeeds, the roll telling
nothing about the items; an item left unnamed goes as before, the one worth the fewest
marshalling points.

The attack waits for the defender whenever the choice means something (``combat.answerable``):
the company holds two items or more (for a Pick-pocket, one character bears two or more).
From ``wizards_ring.KEPT_SINCE_VERSION`` the Wizard's Ring is never stolen: it is neither
counted nor named (the refusal names it), and a strike never takes it (creatures.py).
From item_copies.NAMED_SINCE an item is named by its copy: a lost treasure of the
golden_hoard option as ``give-up-item:<item>@<lair>`` (``ItemToGiveUpNamed`` with its
``lost_treasure``), apart from a plain copy of the card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from domain.cards import Catalog
from domain.engine import coe
from domain.engine.characters import Character, Item, copy_of
from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.ruleset import Action, Context, illegal, played_since
from domain.rulesets.road_goes_ever_on import creatures, item_copies, wizards_ring
from domain.rulesets.road_goes_ever_on.state import State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.decision import Decision, Rules

KIND = "give-up-item"
#: What the strike that takes the item does (CoE 3.iv.7: the strike's result).
RULE = coe.STRIKE_RESULT


def offered(played: str) -> bool:
    return played_since(played, creatures.CHOICE_SINCE_VERSION)


def _facing(state: State, played: str) -> tuple[Attack, creatures.TakesItems] | None:
    """The attack being assigned and whose items it takes, if the defender names them."""
    awaited = state.awaited_strikes
    if awaited is None:
        return None
    attack = awaited.read_attack()
    takes = creatures.takes_items(played, attack)
    return None if takes is None else (attack, takes)


def _choosing(state: State, takes: creatures.TakesItems,
              played: str) -> list[tuple[Character, tuple[Item, ...]]]:
    """The bearers whose items are worth naming, each with the items that may be taken (not
    the Wizard's Ring, from ``wizards_ring.KEPT_SINCE_VERSION``): for a Pick-pocket, each
    bearing two such items or more; else every bearer, when the company holds two or more."""
    bearers = [(c, items) for c in state.characters
               if (items := wizards_ring.stealable(played, c.items))]
    if takes.struck_only:
        return [(c, items) for c, items in bearers if len(items) > 1]
    return bearers if sum(len(items) for _, items in bearers) > 1 else []


def actions(state: State, catalog: Catalog, played: str) -> list[Action]:
    """An item to name for each item worth naming and not named yet."""
    facing = _facing(state, played) if offered(played) else None
    if facing is None:
        return []
    attack, takes = facing
    named = state.awaited_strikes.given_up if state.awaited_strikes else ()
    return [Action(f"{KIND}:{ref}", f"Should {attack.name} take an item, give up {i.name}"
                   f"{item_copies.described(i.lost_treasure, lambda s: catalog.get(s).name)} "
                   f"({c.name})", RULE)
            for c, items in _choosing(state, takes, played) for i in items
            if (ref := item_copies.ref(played, i)) not in named]


def name(ctx: Context[State], catalog: Catalog, choice: str) -> None:
    """The item named, by its copy from item_copies.NAMED_SINCE (``lost_treasure``, the lair
    of a lost treasure's)."""
    awaited = ctx.state.awaited_strikes
    assert awaited is not None
    card, lair = copy_of(choice) if item_copies.named(ctx.ruleset.played) else (choice, None)
    ctx.emit("ItemToGiveUpNamed", RULE, card=card, name=catalog.get(card).name,
             attack=awaited.read_attack().name,
             **({"lost_treasure": lair} if lair else {}))


def refusal(state: State, catalog: Catalog, item: str, played: str) -> IllegalAction:
    """Why ``give-up-item:<item>`` is not taken now, naming the item and the reason."""
    card = copy_of(item)[0] if item_copies.named(played) else item
    what = catalog.get(card).name if card in catalog else item
    facing = _facing(state, played)
    if facing is None:
        return illegal(f"{what} cannot be named to give up now: only while the strikes of a "
                       "Thief, Pick-pocket or Brigands are assigned.", RULE)
    attack, takes = facing
    if state.awaited_strikes is not None and item in state.awaited_strikes.given_up:
        return illegal(f"{what} is already named to give up to {attack.name}.", RULE)
    held = [i for c in state.characters for i in c.items if item_copies.ref(played, i) == item]
    if not held:
        return illegal(f"{what} is no item the company holds.", RULE)
    if wizards_ring.kept(played, held[0]):
        return illegal("The Wizard's Ring is never stolen: it is not named to give up to "
                       f"{attack.name}.", RULE)
    why = "a character bearing one item has nothing to choose" if takes.struck_only \
        else "the company holds only this item"
    return illegal(f"{what} need not be named against {attack.name}: {why}.", RULE)


def handle(rules: Rules, d: Decision) -> None:
    """Play ``give-up-item:<item>`` (the ruleset's table of handlers)."""
    d.require(lambda: refusal(d.state, rules.catalog, d.rest, rules.played))
    name(d.ctx, rules.catalog, d.rest)
