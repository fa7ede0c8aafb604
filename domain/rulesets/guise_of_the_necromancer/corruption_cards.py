"""The corruption permanent-events that make their bearer check corruption (CoE 7.1), played
by their text from ``SINCE`` (when each checks, and who each may be played on, stand in
``domain.engine.corruption_cards``):

- Lure of Nature, at the end of his company's movement/hazard phase, once for each Wilderness
  of the site path it moved by; Lure of Creation then, on a Wizard whose company moved to a
  Haven;
- Lure of the Senses, at the end of the untap phase, at a Haven; The Burden of Time then, on
  an Elf away from a Haven;
- Despair of the Heart, once for each character of his company an attack wounded, as the
  attack ends;
- Lure of Expedience, each time a character of his company is given an item at a site.

The hazard hand plays The Burden of Time only on an Elf whose company is not at (nor moving
to) a Haven and Lure of Expedience not on a Wizard or a Hobbit, from ``EVERY_BEARER_FROM``
each of the six only on whom its text allows, and none of them on a character already bearing
it: with no such character the card has no target and is a dud
(GON-DUD-2). The two whose number the common table of removal rolls lacks are removed by the
number printed on them, no longer declared by the player (CoE 7.3).

Each check is named first in the log (``CorruptionCardCheck``: the card, its bearer, why).
Versions 1 to ``SINCE - 1`` replay as played: the cards' corruption points only, and the
player's number for those two cards' removal.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from domain.cards import Catalog
from domain.engine import corruption_cards as engine
from domain.engine.characters import Character
from domain.ruleset import Context, played_since
from domain.rulesets.guise_of_the_necromancer.state import WILDERNESS, Company, State

#: The first version playing the cards' checks, bearers and printed removal numbers.
SINCE = 59
#: The first version playing who each of the six may be played on, by every card's text
#: (Lure of Nature on no Hobbit or Dwarf, Lure of Creation on a Wizard only, Despair of the
#: Heart on no Hobbit or Wizard, Lure of the Senses on anyone); ``SINCE`` to this version
#: less one knew only The Burden of Time's and Lure of Expedience's, and replay as played.
EVERY_BEARER_FROM = 70
RULE = engine.RULE
FACT = "CorruptionCardCheck"
TEST = "tests/rules/test_necromancer_corruption_cards.py"

#: A corruption check of one character, made by the ruleset (``Strikes._corruption_check``).
Check = Callable[[Context[State], str, str], None]


def plays(played: str) -> bool:
    return played_since(played, SINCE)


def removal_number(card_id: str, played: str) -> int | None:
    """The removal roll printed on a card the common table leaves out (None: not known)."""
    return engine.REMOVAL.get(card_id) if plays(played) else None


def bearers(state: State, catalog: Catalog, played: str, company: Company,
            card_id: str) -> list[Character]:
    """The characters of ``company`` the card may be played on: every one, but for the six
    cards from ``SINCE``, those their text allows and not already bearing it."""
    if not plays(played) or card_id not in engine.CARDS:
        return list(company.characters)
    at_haven = catalog.get(company.destination or company.location).is_haven
    bearing = {who for who, card, _ in state.corruption if card == card_id}
    generation = engine.EVERY_CARD if played_since(played, EVERY_BEARER_FROM) else 1
    return [c for c in company.characters if c.card_id not in bearing
            and engine.may_bear(card_id, c.race, at_haven, generation)]


def _borne(state: State, when: str, among: Sequence[str]) -> list[tuple[str, str]]:
    """(card, bearer) of each of the cards checking ``when`` borne by a character of
    ``among``, in the order they came into play."""
    return [(card, who) for who, card, _ in dict.fromkeys(state.corruption)
            if card in engine.CARDS and engine.CARDS[card].when == when and who in among]


def _checks(ctx: Context[State], check: Check,
            found: list[tuple[str, str, int, str]]) -> None:
    """Each (card, bearer, times, why), while the game goes on and he still bears it."""
    for card, who, times, why in found:
        for _ in range(times):
            state = ctx.state
            if state.outcome is not None or not any(
                    w == who and c == card for w, c, _ in state.corruption):
                break
            ctx.emit(FACT, RULE, card=card, character=who, why=why)
            check(ctx, who, RULE)


def untap(ctx: Context[State], catalog: Catalog, check: Check) -> None:
    """The end of the untap phase: Lure of the Senses at a Haven, The Burden of Time on an
    Elf away from one."""
    if not plays(ctx.ruleset.played):
        return
    found = []
    for company in ctx.state.companies:
        at_haven = catalog.get(company.location).is_haven
        for card, who in _borne(ctx.state, engine.UNTAP, company.ids()):
            bearer = company.character(who)
            why = None if bearer is None else engine.untap_check(card, bearer.race, at_haven)
            if why is not None:
                found.append((card, who, 1, why))
    _checks(ctx, check, found)


def movement_ended(ctx: Context[State], check: Check, company_id: str, moved: bool,
                   path: Sequence[str], to_haven: bool) -> None:
    """The end of a company's movement/hazard phase (``path``: the region types of the site
    path it moved by; ``to_haven``: its new site is a Haven): Lure of Nature and Lure of
    Creation."""
    company = ctx.state.company(company_id)
    if not plays(ctx.ruleset.played) or company is None or not moved:
        return
    wildernesses = sum(1 for region in path if region == WILDERNESS)
    found = []
    for card, who in _borne(ctx.state, engine.MOVEMENT_END, company.ids()):
        bearer = company.character(who)
        checks = None if bearer is None else engine.movement_checks(
            card, bearer.race, wildernesses, moved, to_haven)
        if checks is not None:
            found.append((card, who, *checks))
    _checks(ctx, check, found)


def wounded(ctx: Context[State], check: Check, company_id: str,
            hurt: Sequence[str]) -> None:
    """As an attack on ``company_id`` ends: Despair of the Heart, once for each of its
    characters the attack wounded."""
    company = ctx.state.company(company_id)
    if not plays(ctx.ruleset.played) or company is None:
        return
    count = sum(1 for who in dict.fromkeys(hurt) if company.character(who) is not None)
    if count:
        _checks(ctx, check, [(card, who, count, f"{count} of his company wounded")
                             for card, who in _borne(ctx.state, engine.WOUNDED,
                                                     company.ids())])


def item_gained(ctx: Context[State], catalog: Catalog, check: Check, company_id: str,
                item: str) -> None:
    """An item played at the site on a character of ``company_id``: Lure of Expedience."""
    company = ctx.state.company(company_id)
    if not plays(ctx.ruleset.played) or company is None:
        return
    why = f"his company gained {catalog.get(item).name}"
    _checks(ctx, check, [(card, who, 1, why)
                         for card, who in _borne(ctx.state, engine.ITEM_GAINED,
                                                 company.ids())])
