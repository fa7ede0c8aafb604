"""Items as The Road Goes Ever On brings them into play (CoE 6.1, 6.1.3).

From version ``ITEM_FACTS_FROM`` an item carries the catalog's item facts, as There and Back
Again 4 plays them (``domain.engine.items.in_play``): its kind, so that a bearer uses one
weapon, armour, shield and helmet at a time, armour and shield adding up; its bonuses, each
with its maximum and its conditions (a bearer's race, a warrior, an attacker's race). The fact
that brings the item into play records them in its ``item`` data (``state.item_json``), so the
state's fold needs no catalog. Earlier versions give the printed modifiers they were played
with. From ``ring_powers.SKILLS_SINCE_VERSION`` a Magic Ring's item data names the skill it
gives its bearer (``skill``).
"""

from __future__ import annotations

from domain.canonical import JSON
from domain.cards import Card
from domain.engine import items
from domain.immutable import replace
from domain.rulesets.road_goes_ever_on import ring_powers
from domain.rulesets.road_goes_ever_on.state import item_json

#: The first version whose items carry the catalog's item facts.
ITEM_FACTS_FROM = 31


def item_data(card: Card, played: str) -> dict[str, JSON]:
    """The ``item`` data of the fact bringing ``card`` into play under version ``played``."""
    item = items.in_play(card, played, ITEM_FACTS_FROM)
    skill = ring_powers.skill_given(played, card)
    return item_json(item if skill is None else replace(item, skill=skill))
