"""The seven Dwarven Rings' gifts (``SINCE_VERSION`` on), as their cards print them.

An untapped Dwarf bearing a Dwarven Ring taps for his tribe's gift
(``tribe-gift:<ring>:<bearer>``, ``CharacterStateChanged`` with the ring named), then checks
corruption at +2 (``CorruptionChecked``, CoE 7.1):

- Durin's Tribe: the site he is at untaps (``SiteUntapped``), in the site phase once the
  company has entered it and the site is tapped;
- Thélor's and Thrár's Tribes: one or two minor items of the play deck and/or the discard pile
  go into the hand (``CardTakenToHand`` each, the ``cards`` argument), and the play deck is
  reshuffled; in the organization or the site phase;
- Barin's and Dwálin's Tribes (a major item), Bávor's and Drúin's (a greater item): an item of
  that class of the play deck, playable at his site, is played at once on the bearer (the
  ``card`` argument: ``CardTakenToHand`` then ``ItemPlayed``, the site tapping as for any item
  played there, CoE 2.V.4), and the play deck is reshuffled; in the site phase, the site
  entered and open to an item. Here the Quest deck holds the items worth marshalling points
  (RGO-QUEST-1), so the play deck seldom holds one: the gift is offered only when it does.

A gift out of its condition (no Dwarf, tapped, the wrong phase, nothing to take, a card not
among those it may take) is refused naming the ring and the reason, nothing written. The
automatic player does not use the gifts. Earlier versions replay as played.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from domain.canonical import JSON
from domain.cards import Card, fold
from domain.engine import coe
from domain.engine import dwarven_rings as engine
from domain.engine.characters import Character
from domain.errors import IllegalAction
from domain.narration import named
from domain.ruleset import Action, Context, illegal, played_since
from domain.rulesets.road_goes_ever_on.items_in_play import item_data
from domain.rulesets.road_goes_ever_on.state import State

#: The first version of the ruleset that plays the gifts.
SINCE_VERSION = 153
# What each gift does, and when (the engine's, shared with the Hobbit family).
KIND = engine.KIND
RULE = engine.RULE
CHECK_MODIFIER = engine.CHECK_MODIFIER
UNTAP_SITE, MINOR_ITEMS, MAJOR_ITEM, GREATER_ITEM = (engine.UNTAP_SITE, engine.MINOR_ITEMS,
                                                     engine.MAJOR_ITEM, engine.GREATER_ITEM)
CardOf = Callable[[str], Card]
Check = Callable[[Context[State], Character, int, str], None]
#: Whether the site is open to an item now (None: it is; else why not).
SiteOpen = Callable[[State], str | None]
Gift = engine.Gift
GIFTS = engine.GIFTS
LABELS = engine.LABELS


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def _gift(card: CardOf, ring: str) -> Gift | None:
    return GIFTS.get(fold(card(ring).name))


def _choices(state: State, card: CardOf, gift: Gift, site_open: SiteOpen) -> list[str]:
    """What the gift may take now (the site itself for Durin's Tribe); empty: nothing."""
    if gift.does == UNTAP_SITE:
        return [state.site] if state.explored and state.site in state.tapped_sites else []
    if gift.does == MINOR_ITEMS:
        return list(dict.fromkeys(c for c in (*state.draw, *state.discard)
                                  if card(c).item_class == "minor"))
    if not state.explored or site_open(state) is not None:
        return []
    here = card(state.site)
    return list(dict.fromkeys(c for c in state.draw if card(c).item_class == gift.does
                              and gift.does in here.playable_items))


def _ready(state: State, card: CardOf, ring: str, bearer: Character,
           site_open: SiteOpen) -> Gift | None:
    """The gift ``bearer`` may tap for with ``ring`` now (None: he may not)."""
    gift = _gift(card, ring) if bearer.bears(ring) else None
    if gift is None or fold(bearer.race) != fold("Dwarf") or not bearer.untapped \
            or state.phase not in gift.phases or state.awaited_strikes is not None:
        return None
    return gift if _choices(state, card, gift, site_open) else None


def actions(state: State, card: CardOf, played: str, site_open: SiteOpen) -> list[Action]:
    if not offered(played):
        return []
    out = []
    for c in state.characters:
        for ring in dict.fromkeys(i.card_id for i in c.items):
            gift = _ready(state, card, ring, c, site_open)
            if gift is not None:
                out.append(Action(f"{KIND}:{ring}:{c.card_id}", f"{c.name} taps for "
                                  f"{card(ring).name}: {LABELS[gift.does]}", RULE,
                                  params(card, ring), engine.candidates(
                                      card(ring), _choices(state, card, gift, site_open))))
    return out


def params(card: CardOf, ring: str) -> dict[str, str]:
    """The arguments the gift asks for, by name."""
    return engine.params(card(ring))


def _chosen(state: State, card: CardOf, ring: str, gift: Gift, site_open: SiteOpen,
            args: Mapping[str, JSON]) -> list[str]:
    """The cards the gift takes, its arguments checked; else raises the refusal."""
    name, offered_ = card(ring).name, _choices(state, card, gift, site_open)
    if gift.does == UNTAP_SITE:
        return []
    if gift.does == MINOR_ITEMS:
        cards = args.get("cards")
        picked = [str(c) for c in cards] if isinstance(cards, list) else []
        pool = [*state.draw, *state.discard]
        if not 1 <= len(picked) <= 2 or any(c not in offered_ for c in picked) or any(
                picked.count(c) > pool.count(c) for c in picked):
            raise illegal(f"{name}: name one or two minor items of the play deck or the "
                          f"discard pile (the \"cards\" argument); {cards!r} is not.", RULE)
        return picked
    chosen = args.get("card")
    if not isinstance(chosen, str) or chosen not in offered_:
        raise illegal(f"{name}: name a {gift.does} item of the play deck playable at "
                      f"{card(state.site).name} (the \"card\" argument); {chosen!r} is none.",
                      RULE)
    return [chosen]


def check_args(state: State, card: CardOf, rest: str, site_open: SiteOpen,
               args: Mapping[str, JSON]) -> IllegalAction | None:
    """The refusal of the gift's arguments, or None."""
    ring, _, _ = rest.partition(":")
    gift = _gift(card, ring)
    assert gift is not None
    try:
        _chosen(state, card, ring, gift, site_open, args)
    except IllegalAction as refused:
        return refused
    return None


def use(ctx: Context[State], rest: str, site_open: SiteOpen, args: Mapping[str, JSON],
        check: Check) -> None:
    """Play ``tribe-gift:<ring>:<bearer>``, offered now, its arguments checked."""
    card = ctx.ruleset.catalog.get
    ring, _, who = rest.partition(":")
    gift = _gift(card, ring)
    assert gift is not None
    picked = _chosen(ctx.state, card, ring, gift, site_open, args)
    name = card(ring).name
    ctx.emit("CharacterStateChanged", RULE, character=who, state="tapped",
             reason=f"using {name}")
    if gift.does == UNTAP_SITE:
        ctx.emit("SiteUntapped", RULE, site=ctx.state.site, by=name)
    else:
        for chosen in picked:
            source = "draw" if chosen in ctx.state.draw else "discard"
            ctx.emit("CardTakenToHand", RULE, card=chosen, source=source, by=name)
        if gift.does != MINOR_ITEMS:
            item = card(picked[0])
            ctx.emit("ItemPlayed", coe.PLAY_ITEM, card=item.id, name=item.name, character=who,
                     item=item_data(item, ctx.ruleset.played), by=name)
            ctx.emit("SiteTapped", coe.PLAY_ITEM, site=ctx.state.site)
        ctx.shuffle("player", list(ctx.state.draw), RULE, discard_kept=True)
    bearer = ctx.state.character(who)
    assert bearer is not None
    check(ctx, bearer, CHECK_MODIFIER, coe.CORRUPTION_CHECK)


def refusal(state: State, card: CardOf, rest: str, site_open: SiteOpen) -> IllegalAction:
    """Why ``tribe-gift:<ring>:<bearer>`` is not played now, naming the ring and the reason."""
    ring, _, who = rest.partition(":")
    bearer = state.character(who)
    if bearer is None or not bearer.bears(ring):
        return illegal(f"{named(card, who)} is no character of the company bearing "
                       f"{named(card, ring)}.", RULE)
    name = card(ring).name
    gift = _gift(card, ring)
    if gift is None:
        return illegal(f"{name} gives no tribe's gift.", RULE)
    if fold(bearer.race) != fold("Dwarf"):
        return illegal(f"{name}'s gift is for a Dwarf bearer; {bearer.name} is none.", RULE)
    if not bearer.untapped:
        return illegal(f"{bearer.name} must be untapped to tap for {name}.", RULE)
    if state.phase not in gift.phases or state.awaited_strikes is not None:
        phases = " or the ".join(gift.phases)
        return illegal(f"{name}'s gift is used in the {phases} phase, with nothing else "
                       "awaited.", RULE)
    return illegal(f"{name}'s gift needs {engine.NEEDS[gift.does]}.", RULE)


TEST = "tests/rules/test_road_goes_ever_on_dwarven_rings.py::"
_ITEM = TEST + "test_barin_s_ring_plays_a_major_item_of_the_play_deck"
_MINOR = TEST + "test_thelor_s_ring_takes_minor_items_to_hand"
#: What the coverage says of each ring (its greater values are ring_powers.py's): what is left
#: out, its test, the first version that plays it all.
COVERAGE = {
    "TW-216": ("", TEST + "test_durin_s_ring_untaps_the_site", SINCE_VERSION),
    "TW-218": ("", _MINOR, SINCE_VERSION), "TW-219": ("", _MINOR, SINCE_VERSION),
    **{c: ("", _ITEM, SINCE_VERSION) for c in ("TW-213", "TW-214", "TW-215", "TW-217")},
}
