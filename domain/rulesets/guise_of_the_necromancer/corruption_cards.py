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

from collections.abc import Sequence

from domain.cards import Catalog
from domain.engine import corruption_cards as engine
from domain.engine.characters import Character
from domain.ruleset import Context, played_since
from domain.rulesets.guise_of_the_necromancer import white_tree
from domain.rulesets.guise_of_the_necromancer.state import WILDERNESS, Company, State
from domain.rulesets.hobbit import corruption_cards as shared
from domain.rulesets.hobbit.corruption_cards import FACT as FACT
from domain.rulesets.hobbit.corruption_cards import Check as Check

#: The first version playing the cards' checks, bearers and printed removal numbers.
SINCE = 59
#: The first version playing who each of the six may be played on, by every card's text
#: (Lure of Nature on no Hobbit or Dwarf, Lure of Creation on a Wizard only, Despair of the
#: Heart on no Hobbit or Wizard, Lure of the Senses on anyone); ``SINCE`` to this version
#: less one knew only The Burden of Time's and Lure of Expedience's, and replay as played.
EVERY_BEARER_FROM = 70
RULE = engine.RULE
TEST = "tests/rules/test_necromancer_corruption_cards.py"


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
    at_haven = white_tree.haven(state, catalog.get(company.destination or company.location))
    bearing = {who for who, card, _ in state.corruption if card == card_id}
    generation = engine.EVERY_CARD if played_since(played, EVERY_BEARER_FROM) else 1
    return [c for c in company.characters if c.card_id not in bearing
            and engine.may_bear(card_id, c.race, at_haven, generation)]


def untap(ctx: Context[State], catalog: Catalog, check: Check) -> None:
    """The end of the untap phase: Lure of the Senses at a Haven, The Burden of Time on an
    Elf away from one."""
    if not plays(ctx.ruleset.played):
        return
    found = [each for company in ctx.state.companies for each in shared.untap(
        ctx.state.corruption, company.characters, catalog.get(company.location).is_haven)]
    shared.checks(ctx, check, found)


def movement_ended(ctx: Context[State], check: Check, company_id: str, moved: bool,
                   path: Sequence[str], to_haven: bool) -> None:
    """The end of a company's movement/hazard phase (``path``: the region types of the site
    path it moved by; ``to_haven``: its new site is a Haven): Lure of Nature and Lure of
    Creation."""
    company = ctx.state.company(company_id)
    if not plays(ctx.ruleset.played) or company is None:
        return
    wildernesses = sum(1 for region in path if region == WILDERNESS)
    shared.checks(ctx, check, shared.movement_ended(
        ctx.state.corruption, company.characters, wildernesses, moved, to_haven))


def wounded(ctx: Context[State], check: Check, company_id: str,
            hurt: Sequence[str]) -> None:
    """As an attack on ``company_id`` ends: Despair of the Heart, once for each of its
    characters the attack wounded."""
    company = ctx.state.company(company_id)
    if not plays(ctx.ruleset.played) or company is None:
        return
    shared.checks(ctx, check, shared.wounded(ctx.state.corruption, company.characters, hurt))


def item_gained(ctx: Context[State], catalog: Catalog, check: Check, company_id: str,
                item: str) -> None:
    """An item played at the site on a character of ``company_id``: Lure of Expedience."""
    company = ctx.state.company(company_id)
    if not plays(ctx.ruleset.played) or company is None:
        return
    shared.checks(ctx, check, shared.item_gained(ctx.state.corruption, company.characters,
                                                 catalog.get(item).name))
