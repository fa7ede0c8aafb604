"""What the rings of the Ring deck give their bearer (``SINCE_VERSION`` on), as their cards
print it (a ring comes into play only from the Ring deck, after a gold ring's test:
rings.py).

- A Dwarven Ring borne by a Dwarf: +4 prowess in place of +2 (a strike modifier of +2 more,
  CoE 6.1), +7 direct influence in place of +2 against a faction (item_influence.py), and 5
  corruption and 6 marshalling points in place of 3 and 4 (bearer_values.py).
- A Magic Ring gives its bearer its skill (version ``SKILLS_SINCE_VERSION`` on, recorded in
  the ring's item data so that the bearer's ``has_skill`` reads it wherever a skill counts):
  Courage warrior, Lore sage, Nature ranger, Stealth scout, Words diplomat. What a ring does
  for a bearer who is "already" of its skill counts his skill without that ring's gift.
- Magic Ring of Courage: +2 prowess to a bearer who is already a warrior.
- Magic Ring of Nature: a bearer who is already a ranger taps to cancel an attack on his
  company before its strikes are assigned (item_uses.py, CoE 3.i).
- Magic Ring of Stealth: a bearer who is already a scout taps the ring to cancel a strike
  given to him (version ``SKILLS_SINCE_VERSION`` on, item_uses.py, CoE 3.iv.5.1).
- Magic Ring of Words: +3 direct influence against a faction to a bearer who is already a
  diplomat (item_influence.py).
- Lesser Ring: +2 direct influence against a faction (item_influence.py).
- The One Ring: +5 direct influence against a faction (item_influence.py), and one
  corruption point more for every character of its bearer's company. From
  ``ONE_RING_SINCE_VERSION`` its +5 prowess raises the bearer's only to twice his printed
  prowess (a strike modifier taking off the rest), and its bearer may check corruption at -2
  to cancel a strike given to him that is no Undead's or Nazgûl's (item_uses.py, CoE
  3.iv.5.1).

Earlier versions replay as played: a ring gave its catalog's prowess and body, and its points.
"""

from __future__ import annotations

from collections.abc import Callable

from domain.cards import Card, fold
from domain.engine import coe, item_influence
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.ruleset import played_since

#: The first version of the ruleset that plays these powers.
SINCE_VERSION = 128
DWARVEN = item_influence.DWARVEN
COURAGE = fold("Magic Ring of Courage")
#: The first version in which a Magic Ring gives its bearer its skill (and the Magic Ring of
#: Stealth cancels a strike on a bearer who is already a scout, item_uses.py).
SKILLS_SINCE_VERSION = 150
#: Folded Magic Ring name -> the skill it gives its bearer.
SKILLS = {fold("Magic Ring of Courage"): "warrior", fold("Magic Ring of Lore"): "sage",
          fold("Magic Ring of Nature"): "ranger", fold("Magic Ring of Stealth"): "scout",
          fold("Magic Ring of Words"): "diplomat"}
STEALTH = fold("Magic Ring of Stealth")
#: The first version in which The One Ring raises its bearer's prowess to at most twice his
#: printed prowess, and its bearer checks corruption at -2 to cancel a strike (item_uses.py).
ONE_RING_SINCE_VERSION = 152
#: The corruption check's modifier for The One Ring's cancel of a strike.
ONE_RING_CHECK = -2
#: The races whose strikes The One Ring does not cancel.
ONE_RING_BARRED = (fold("Undead"), fold("Nazgûl"))
ONE_RING = fold("The One Ring")
CardOf = Callable[[str], Card]


def plays(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def skill_given(played: str, ring: Card) -> str | None:
    """The skill ``ring`` gives its bearer as version ``played`` brings it into play (recorded
    in its item data, items_in_play.py), or None."""
    return SKILLS.get(fold(ring.name)) if played_since(played, SKILLS_SINCE_VERSION) else None


def strike_modifiers(played: str, card: CardOf, bearer: Character) -> list[Modifier]:
    """The prowess a ring adds beyond its catalog's: a Dwarven Ring's +2 more to a Dwarf, the
    Magic Ring of Courage's +2 to a warrior (each ring once)."""
    if not plays(played):
        return []
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
    return [*out.values(), *one_ring_limit(played, card, bearer)]


def one_ring_limit(played: str, card: CardOf, bearer: Character) -> list[Modifier]:
    """The One Ring's +5 prowess only to twice the bearer's printed prowess (version
    ``ONE_RING_SINCE_VERSION`` on): a modifier taking off what it adds beyond (none if he
    reaches no higher)."""
    if not played_since(played, ONE_RING_SINCE_VERSION):
        return []
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


def one_ring_cancels(played: str, race: str) -> bool:
    """The One Ring's bearer may cancel a strike of an attack of ``race`` (its races,
    comma-separated): from ``ONE_RING_SINCE_VERSION``, one that is no Undead's nor
    Nazgûl's."""
    races = [fold(r.strip()) for r in race.split(",") if r.strip()]
    return played_since(played, ONE_RING_SINCE_VERSION) and not any(
        r in ONE_RING_BARRED or r.rstrip("s") in ONE_RING_BARRED for r in races)


def company_corruption(played: str, card: CardOf, company: tuple[Character, ...],
                       character: Character) -> int:
    """One corruption point more for ``character`` while The One Ring is borne in his
    company."""
    if not plays(played) or all(c.card_id != character.card_id for c in company):
        return 0
    borne = any(fold(card(i.card_id).name) == ONE_RING for c in company for i in c.items)
    return 1 if borne else 0


_TEST = "tests/rules/test_road_goes_ever_on_ring_powers.py::"
_SKILLS = "tests/rules/test_road_goes_ever_on_magic_rings.py::"
_GIFT = _SKILLS + "test_a_magic_ring_gives_its_bearer_its_skill"
#: What the coverage says of each ring: what is left out, its test, the first version (the
#: Dwarven Rings' are dwarven_rings.py's, which plays their gifts). The Magic Ring of Lore's
#: use of a palantír by a sage bearer adds nothing here: any bearer uses one (palantir.py).
COVERAGE = {
    **{c: ("", _GIFT, SKILLS_SINCE_VERSION) for c in ("TW-271", "TW-272", "TW-273", "TW-275")},
    "TW-274": ("", _SKILLS + "test_the_magic_ring_of_stealth_cancels_a_strike_on_a_scout",
               SKILLS_SINCE_VERSION),
    "TW-266": ("", _TEST + "test_the_lesser_ring_and_the_one_ring_add_direct_influence",
               SINCE_VERSION),
    "TW-347": ("", "tests/rules/test_road_goes_ever_on_one_ring.py::"
               "test_the_one_ring_s_bearer_checks_corruption_to_cancel_a_strike",
               ONE_RING_SINCE_VERSION),
}
