"""The Dwarven Rings' tribe gifts (``engine.dwarven_rings``, as The Road Goes Ever On reads
them) as the Hobbit scenarios that test gold rings play them from the version each names
(``dwarven_gifts_from``; earlier versions replay as played):

``tribe-gift:<ring>:<bearer>``: an untapped Dwarf bearing a Dwarven Ring, outside an attack,
taps for his tribe's gift (``CharacterTapped``), then checks corruption at +2 (CoE 7.1):

- Durin's Tribe: in the site phase, the site entered and tapped, it untaps (``SiteUntapped``);
- Thélor's and Thrár's: in the organization or the site phase, one or two minor items of the
  play deck and/or the discard pile (the ``cards`` argument) go into the hand
  (``ItemTakenFromDeck``, ``ItemTakenFromDiscard``), and the play deck is reshuffled;
- Barin's and Dwálin's (a major item), Bávor's and Drúin's (a greater item): in the site phase,
  the site entered, untapped and listing that class of item, an item of it of the play deck
  (the ``card`` argument) is played at once on him (``ItemTakenFromDeck``, then ``ItemPlayed``
  naming the ring: the site taps, CoE 2.V.4), and the play deck is reshuffled.

The play deck is searched, not drawn from. Out of its condition, or with an argument naming a
card it may not take, the gift is refused naming the ring and the reason, nothing written.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from domain.canonical import JSON
from domain.cards import Card, Catalog
from domain.engine import dwarven_rings
from domain.engine.characters import Character
from domain.engine.dwarven_rings import (
    GREATER_ITEM,
    KIND,
    MAJOR_ITEM,
    MINOR_ITEMS,
    RULE,
    UNTAP_SITE,
    Gift,
)
from domain.errors import IllegalAction
from domain.immutable import direct_init
from domain.rulesets.hobbit.moves import Add, Move

__all__ = ["GREATER_ITEM", "KIND", "MAJOR_ITEM", "MINOR_ITEMS", "RULE", "UNTAP_SITE", "Scene",
           "chosen", "gift_of", "moves", "refusal"]
ITEM_GIFTS = (MAJOR_ITEM, GREATER_ITEM)


@direct_init
@dataclass(frozen=True, slots=True)
class Scene:
    """What the gifts read of a scenario's state: the company, the phase and whether a
    character may act now (``open``: outside an attack, in a step of the organization or site
    phase where one may), the company's site (None: at none), whether it is tapped and
    entered (the site phase's step once the site is entered, no attack waiting), the play
    deck and the discard pile."""

    company: Sequence[Character]
    catalog: Catalog
    phase: str
    open: bool
    site: Card | None
    site_tapped: bool
    entered: bool
    deck: Sequence[str]
    discard: Sequence[str]


def gift_of(scene: Scene, ring: str) -> Gift | None:
    return dwarven_rings.gift(scene.catalog.get(ring)) if ring in scene.catalog else None


def choices(scene: Scene, gift: Gift) -> list[str]:
    """What the gift may take now (the site itself for Durin's Tribe); empty: nothing."""
    card = scene.catalog.get
    if gift.does == UNTAP_SITE:
        return [scene.site.id] if scene.site and scene.entered and scene.site_tapped else []
    if gift.does == MINOR_ITEMS:
        return list(dict.fromkeys(c for c in (*scene.deck, *scene.discard)
                                  if card(c).item_class == "minor"))
    site = scene.site
    if site is None or not scene.entered or scene.site_tapped \
            or gift.does not in site.playable_items:
        return []
    return list(dict.fromkeys(c for c in scene.deck if card(c).item_class == gift.does))


def _any_choice(scene: Scene, gift: Gift) -> bool:
    """Whether the gift may take anything now (``choices`` not empty), found without listing
    every minor item of the play deck and the discard pile, as each decision asks."""
    if gift.does != MINOR_ITEMS:
        return bool(choices(scene, gift))
    card = scene.catalog.get
    return any(card(c).item_class == "minor" for c in (*scene.deck, *scene.discard))


def _ready(scene: Scene, ring: str, bearer: Character) -> Gift | None:
    """The gift ``bearer`` may tap for with ``ring`` now (None: he may not)."""
    # Asked of every item of every character at each decision: what costs nothing first.
    if not scene.open or not bearer.untapped or not dwarven_rings.is_dwarf(bearer.race) \
            or not bearer.bears(ring):
        return None
    gift = gift_of(scene, ring)
    if gift is None or scene.phase not in gift.phases:
        return None
    return gift if _any_choice(scene, gift) else None


def moves(scene: Scene, add: Add) -> None:
    """``tribe-gift:<ring>:<bearer>`` for each Dwarf who may tap for his ring's gift now."""
    for who in scene.company:
        for ring in dict.fromkeys(i.card_id for i in who.items):
            gift = _ready(scene, ring, who)
            if gift is not None:
                card = scene.catalog.get(ring)
                add(f"{KIND}:{ring}:{who.card_id}", f"{who.name} taps for {card.name}: "
                    f"{dwarven_rings.LABELS[gift.does]}", RULE,
                    Move(KIND, card=ring, target=who.card_id), dwarven_rings.params(card),
                    dwarven_rings.candidates(card, choices(scene, gift)))


def chosen(scene: Scene, ring: str, args: Mapping[str, JSON]) -> list[str]:
    """The cards the gift takes, its arguments checked; else raises the refusal naming the
    ring."""
    gift = gift_of(scene, ring)
    assert gift is not None
    name, offered = scene.catalog.get(ring).name, choices(scene, gift)
    if gift.does == UNTAP_SITE:
        return []
    if gift.does == MINOR_ITEMS:
        cards = args.get("cards")
        picked = [str(c) for c in cards] if isinstance(cards, list) else []
        pool = [*scene.deck, *scene.discard]
        if not 1 <= len(picked) <= 2 or any(c not in offered for c in picked) or any(
                picked.count(c) > pool.count(c) for c in picked):
            raise IllegalAction(f"{name}: name one or two minor items of the play deck or the "
                                f"discard pile (the \"cards\" argument); {cards!r} is not.",
                                clause=RULE)
        return picked
    item = args.get("card")
    if not isinstance(item, str) or item not in offered:
        where = scene.site.name if scene.site else "the site"
        raise IllegalAction(f"{name}: name a {gift.does} item of the play deck playable at "
                            f"{where} (the \"card\" argument); {item!r} is none.", clause=RULE)
    return [item]


def refusal(scene: Scene, rest: str) -> IllegalAction:
    """Why ``tribe-gift:<ring>:<bearer>`` is not played now, naming the ring and the reason."""
    ring, _, who = rest.partition(":")
    bearer = next((c for c in scene.company if c.card_id == who), None)
    if bearer is None or not bearer.bears(ring):
        return IllegalAction(f"{who or 'That'} is no character of the company bearing "
                             f"{ring or 'that ring'}.", clause=RULE)
    name = scene.catalog.get(ring).name
    gift = gift_of(scene, ring)
    if gift is None:
        return IllegalAction(f"{name} gives no tribe's gift.", clause=RULE)
    if not dwarven_rings.is_dwarf(bearer.race):
        return IllegalAction(f"{name}'s gift is for a Dwarf bearer; {bearer.name} is none.",
                             clause=RULE)
    if not bearer.untapped:
        return IllegalAction(f"{bearer.name} must be untapped to tap for {name}.", clause=RULE)
    if scene.phase not in gift.phases or not scene.open:
        phases = " or the ".join(gift.phases)
        return IllegalAction(f"{name}'s gift is used in the {phases} phase, outside an "
                             "attack.", clause=RULE)
    return IllegalAction(f"{name}'s gift needs {dwarven_rings.NEEDS[gift.does]}.", clause=RULE)


def policy_choice(scene: Scene, ids: Sequence[str], classes: tuple[str, ...] = ITEM_GIFTS) \
        -> tuple[str, dict[str, JSON]] | None:
    """The automatic player's use of a gift: an item of ``classes`` played at once on the
    Dwarf (the first the play deck holds of its class); the other gifts it does not use."""
    for action in ids:
        kind, _, rest = action.partition(":")
        ring = rest.partition(":")[0]
        gift = gift_of(scene, ring) if kind == KIND else None
        if gift is not None and gift.does in classes and (items := choices(scene, gift)):
            return action, {"card": items[0]}
    return None
