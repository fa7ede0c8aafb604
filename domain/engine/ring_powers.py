"""What the rings of The Wizards give their bearer beyond their catalog facts, as their cards
print it (CoE 6.1): the facts every ruleset that plays them reads, each ruleset saying from
which of its versions it plays them.

- A Dwarven Ring borne by a Dwarf: +4 prowess in place of +2 (a strike modifier of +2 more),
  +7 direct influence in place of +2 against a faction (``item_influence``), and 5
  corruption points in place of 3 (``bearer_values``).
- A Magic Ring gives its bearer its skill: Courage warrior, Lore sage, Nature ranger, Stealth
  scout, Words diplomat. What a ring does for a bearer who is "already" of its skill counts
  his skill without that ring's gift.
- Magic Ring of Courage: +2 prowess to a bearer who is already a warrior.
- Magic Ring of Words: +3 direct influence against a faction to a bearer who is already a
  diplomat; Lesser Ring +2, The One Ring +5, against any faction (``item_influence``).
- The One Ring: one corruption point more for every character of its bearer's company; its
  +5 prowess raises the bearer's only to twice his printed prowess.
"""

from __future__ import annotations

from collections.abc import Callable

from domain.cards import Card, fold
from domain.engine import coe, item_influence
from domain.engine.characters import Character
from domain.engine.checks import Modifier

DWARVEN = item_influence.DWARVEN
COURAGE = fold("Magic Ring of Courage")
#: Folded Magic Ring name -> the skill it gives its bearer.
SKILLS = {fold("Magic Ring of Courage"): "warrior", fold("Magic Ring of Lore"): "sage",
          fold("Magic Ring of Nature"): "ranger", fold("Magic Ring of Stealth"): "scout",
          fold("Magic Ring of Words"): "diplomat"}
STEALTH = fold("Magic Ring of Stealth")
#: The corruption check's modifier for The One Ring's cancel of a strike.
ONE_RING_CHECK = -2
#: The races whose strikes The One Ring does not cancel.
ONE_RING_BARRED = (fold("Undead"), fold("Nazgûl"))
ONE_RING = fold("The One Ring")
#: The folded names of the rings whose bonus to direct influence against a faction
#: ``item_influence`` holds.
INFLUENCE = (fold("Lesser Ring"), ONE_RING, fold("Magic Ring of Words"), *DWARVEN)
CardOf = Callable[[str], Card]


def skill_given(ring: Card) -> str | None:
    """The skill ``ring`` gives its bearer, or None."""
    return SKILLS.get(fold(ring.name))


def strike_modifiers(card: CardOf, bearer: Character, one_ring_limit: bool) -> list[Modifier]:
    """The prowess a ring adds beyond its catalog's: a Dwarven Ring's +2 more to a Dwarf, the
    Magic Ring of Courage's +2 to a warrior (each ring once); with ``one_ring_limit``, what
    The One Ring adds beyond twice his printed prowess taken off."""
    out: dict[str, Modifier] = {}
    for item in bearer.items:
        found = card(item.card_id)
        name = fold(found.name)
        dwarf = name in DWARVEN and fold(bearer.race) == fold("Dwarf")
        warrior = name == COURAGE and bearer.has_skill_besides("warrior", item.card_id)
        if (dwarf or warrior) and name not in out:
            why = "+4 prowess to a Dwarf" if dwarf else "+2 prowess to a warrior"
            out[name] = Modifier(2, f"card:{found.id}", f"{found.name}: {why}",
                                 coe.ITEM_IN_USE)
    return [*out.values(), *(one_ring_cut(card, bearer) if one_ring_limit else ())]


def one_ring_cut(card: CardOf, bearer: Character) -> list[Modifier]:
    """The One Ring's +5 prowess only to twice the bearer's printed prowess: a modifier taking
    off what it adds beyond (none if he reaches no higher)."""
    sources = bearer.item_sources("")
    added = sum(p for item, p, _ in sources if fold(card(item.card_id).name) == ONE_RING)
    if added <= 0:
        return []
    without = bearer.prowess + sum(p for _, p, _ in sources) - added
    cut = added - max(0, min(added, 2 * bearer.prowess - without))
    if cut <= 0:
        return []
    ring = next(i.card_id for i in bearer.items if fold(card(i.card_id).name) == ONE_RING)
    return [Modifier(-cut, f"card:{ring}", f"The One Ring: prowess at most twice "
                     f"{bearer.name}'s printed {bearer.prowess}", coe.ITEM_IN_USE)]


def one_ring_cancels(race: str) -> bool:
    """Whether The One Ring's bearer may cancel a strike of an attack of ``race`` (its races,
    comma-separated): one that is no Undead's nor Nazgûl's."""
    races = [fold(r.strip()) for r in race.split(",") if r.strip()]
    return not any(r in ONE_RING_BARRED or r.rstrip("s") in ONE_RING_BARRED for r in races)


def company_corruption(card: CardOf, company: tuple[Character, ...],
                       character: Character) -> int:
    """One corruption point more for ``character`` while The One Ring is borne in his
    company."""
    if all(c.card_id != character.card_id for c in company):
        return 0
    borne = any(fold(card(i.card_id).name) == ONE_RING for c in company for i in c.items)
    return 1 if borne else 0
