"""The items' printed bonuses to their bearer's direct influence against a faction, in an
influence attempt (CoE 2.V.3): the facts every ruleset reads, each ruleset saying from which
of its versions it plays which item (``played``).

An item that cannot be duplicated on a character counts once however many copies he bears;
each bonus is one modifier named after its card. Some of these items add to their bearer's
direct influence in controlling followers too (``FOLLOWER_BONUSES``, CoE 2.II.2.2.2).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from domain.cards import Card, fold
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.engine.influence_attempts import INFLUENCE_ATTEMPT

#: The race whose bearer has none of The Iron Crown's bonus.
IRON_CROWN_BARRED = "Hobbit"
#: The folded names of the seven Dwarven Rings.
DWARVEN = tuple(fold(f"Dwarven Ring of {tribe} Tribe") for tribe in (
    "Barin's", "Bávor's", "Drúin's", "Durin's", "Dwálin's", "Thélor's", "Thrár's"))


@dataclass(frozen=True, slots=True)
class InfluenceBonus:
    """What an item adds to its bearer's direct influence against a faction of ``race``
    (None: any faction)."""

    amount: int
    race: str | None = None
    barred: str | None = None  # a bearer of this race has none of it
    skill: str | None = None  # only a bearer with this skill has it
    raised: tuple[str, int] | None = None  # (race, amount): a bearer of that race has more


#: Folded item name -> its bonus (second printings share their name).
BONUSES = {fold("Narsil"): InfluenceBonus(1), fold("Horn of Anor"): InfluenceBonus(2),
           fold("Elf-stone"): InfluenceBonus(2, "Elf"),
           fold("The Arkenstone"): InfluenceBonus(3, "Dwarf"),
           fold("Red Book of Westmarch"): InfluenceBonus(2, "Hobbit"),
           fold("The Iron Crown"): InfluenceBonus(4, barred=IRON_CROWN_BARRED),
           fold("Lesser Ring"): InfluenceBonus(2),
           fold("Wizard's Ring"): InfluenceBonus(5),
           fold("The One Ring"): InfluenceBonus(5),
           fold("Magic Ring of Words"): InfluenceBonus(3, skill="diplomat"),
           **dict.fromkeys(DWARVEN, InfluenceBonus(2, raised=("Dwarf", 7)))}


#: Folded item name -> the folded name of the faction its bearer influences with no roll.
AUTOMATIC = {fold("Red Arrow"): fold("Riders of Rohan")}


def automatic(card: Callable[[str], Card], bearer: Character, faction: Card) -> str | None:
    """The item borne by ``bearer`` that brings ``faction`` into play with no roll (None:
    none does)."""
    return next((i.card_id for i in bearer.items
                 if AUTOMATIC.get(fold(card(i.card_id).name)) == fold(faction.name)), None)


def modifiers(card: Callable[[str], Card], bearer: Character, faction: Card,
              played: Callable[[str], bool]) -> list[Modifier]:
    """The bonuses the items ``bearer`` bears give his direct influence against ``faction``,
    each item once; ``played(folded name)``: whether the ruleset's version plays that item's
    bonus."""
    out: dict[str, Modifier] = {}
    for item in bearer.items:
        found = card(item.card_id)
        key = fold(found.name)
        bonus = BONUSES.get(key)
        if bonus is None or key in out or not played(key) or (
                bonus.barred is not None and fold(bearer.race) == fold(bonus.barred)) or (
                bonus.race is not None and fold(faction.race or "") != fold(bonus.race)) or (
                bonus.skill is not None
                and not bearer.has_skill_besides(bonus.skill, item.card_id)):
            continue
        amount = bonus.raised[1] if bonus.raised is not None \
            and fold(bearer.race) == fold(bonus.raised[0]) else bonus.amount
        against = "factions" if bonus.race is None else f"{bonus.race} factions"
        out[key] = Modifier(amount, f"card:{found.id}",
                            f"{found.name}'s {amount:+d} direct influence against "
                            f"{against}", INFLUENCE_ATTEMPT)
    return list(out.values())


@dataclass(frozen=True, slots=True)
class FollowerBonus:
    """What an item adds to its bearer's direct influence in controlling a character as his
    follower (CoE 2.II.2.2.2): against a character of ``race``, or one whose home sites
    include ``home`` (neither: against any character)."""

    amount: int
    race: str | None = None
    home: str | None = None

    def names(self, character: Card) -> bool:
        """Whether the bonus counts against ``character``."""
        if self.race is not None:
            return fold(character.race or "") == fold(self.race)
        if self.home is not None:
            return fold(self.home) in {fold(h) for h in character.home_sites}
        return True


#: Folded item name -> its bonus in controlling followers.
FOLLOWER_BONUSES = {fold("Narsil"): FollowerBonus(1),
                    fold("Elf-stone"): FollowerBonus(2, race="Elf"),
                    fold("The Arkenstone"): FollowerBonus(3, race="Dwarf"),
                    fold("Red Arrow"): FollowerBonus(5, home="Edoras"),
                    fold("Red Book of Westmarch"): FollowerBonus(2, race="Hobbit")}


def follower_bonus(card: Callable[[str], Card], controller: Character,
                   followers: Sequence[Card], played: Callable[[str], bool]) -> int:
    """The direct influence beyond his own that the items ``controller`` bears give him to
    control ``followers``: each item once, its bonus counting up to the mind of the followers
    it names, so it never covers another's; ``played(folded name)``: whether the ruleset's
    version plays that item's bonus."""
    extra, seen = 0, set()
    for item in controller.items:
        key = fold(card(item.card_id).name)
        bonus = FOLLOWER_BONUSES.get(key)
        if bonus is None or key in seen or not played(key):
            continue
        seen.add(key)
        extra += min(bonus.amount, sum(f.mind or 0 for f in followers if bonus.names(f)))
    return extra
