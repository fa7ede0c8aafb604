"""Characters in play and the items they bear.

A character keeps its catalog stats and a state: untapped, tapped or wounded (eliminated
characters leave the company, so they have no state here). Items add their catalog prowess and
body modifiers to their bearer while in use (CoE 6.1). A character uses only one weapon, one
armour, one shield and one helmet at a time (CoE 6.1.3): an item's kind comes from the catalog's
keywords, and the bearer uses the best item of each kind. The CoE card data names no item's kind
(the kind is printed only in card text), so an item without one is "unidentified": among those
the bearer gets the largest prowess modifier and the largest body modifier, as if the best of
them were its weapon and its armour.

An item built with the catalog's item facts (``Item.from_card(card, facts=True)``, for the
ruleset versions that read them) takes its kind from the catalog's ``item_kind`` and gives its
bearer its ``item_bonuses``: of the bonuses to a stat whose conditions hold (the bearer's race
or skill, the attacker's race), the most specific, never raising the stat above its maximum
(``Character.item_sources``). Without the facts an item gives its printed modifiers.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from domain.cards import Card
from domain.cards.names import fold
from domain.cards.records import ItemBonus
from domain.immutable import direct_init, replace

UNTAPPED = "untapped"
TAPPED = "tapped"
WOUNDED = "wounded"
STATES = (UNTAPPED, TAPPED, WOUNDED)

#: :meth:`Character.item_sources` by the character's identity and the attacker's races; each
#: entry holds its character, so no other object takes its identity while it is kept, and
#: all are let go at once when there are this many.
_SOURCES: dict[tuple[int, str], tuple[Character, tuple[tuple[Item, int, int], ...]]] = {}
SOURCES_KEPT = 4096

WEAPON = "weapon"
ARMOUR = "armour"
SHIELD = "shield"
HELMET = "helmet"
#: Catalog keyword -> the kind of which one item is in use at a time (CoE 6.1.3).
ITEM_KINDS: dict[str, str] = {"Weapon": WEAPON, "Armor": ARMOUR, "Armour": ARMOUR,
                              "Shield": SHIELD, "Helmet": HELMET}


def item_kind(keywords: tuple[str, ...]) -> str | None:
    """The CoE 6.1.3 kind an item's catalog keywords name, or None when they name none."""
    return next((ITEM_KINDS[k] for k in keywords if k in ITEM_KINDS), None)


@direct_init
@dataclass(frozen=True, slots=True)
class Item:
    """An item card in play: the facts combat and corruption need."""

    card_id: str
    name: str
    item_class: str
    prowess_mod: int = 0
    body_mod: int = 0
    corruption_points: int = 0
    kind: str | None = None  # weapon, armour, shield or helmet (CoE 6.1.3); None: unidentified
    bonuses: tuple[ItemBonus, ...] = ()  # the catalog's item facts, where the ruleset reads them
    skill: str | None = None  # the skill it gives its bearer, where the ruleset plays it
    # The Dragon's lair where this copy was declared a lost treasure (TDH-SPEC-2), where the
    # ruleset plays "Many a Gleaming Golden Hoard"; None for any other item.
    lost_treasure: str | None = None

    @classmethod
    def from_card(cls, card: Card, facts: bool = False) -> Item:
        """The item in play; ``facts``: with the catalog's item kind and bonuses."""
        if not card.is_item or card.item_class is None:
            raise ValueError(f"{card.name} ({card.id}) is not an item")
        kind = item_kind(card.keywords)
        if facts:
            return cls(card.id, card.name, card.item_class, card.prowess_mod or 0,
                       card.body_mod or 0, card.corruption_points or 0,
                       card.item_kind or kind, card.item_bonuses)
        return cls(card.id, card.name, card.item_class, card.prowess_mod or 0,
                   card.body_mod or 0, card.corruption_points or 0, kind)

    def bonus(self, stat: str, race: str, skills: tuple[str, ...],
              against: str) -> ItemBonus | None:
        """The bonus to ``stat`` this item gives a bearer of ``race`` with ``skills`` against
        an attack by ``against`` (its races, comma-separated; "" outside a strike): the one
        with the most conditions among those that hold, the last printed on a tie. None: the
        item has no facts for the stat (its printed modifier applies) or none holds."""
        chosen: ItemBonus | None = None
        for bonus in self.bonuses:
            if bonus.stat == stat and _holds(bonus, race, skills, against) and (
                    chosen is None or bonus.conditions >= chosen.conditions):
                chosen = bonus
        return chosen

    def has_facts_for(self, stat: str) -> bool:
        return any(b.stat == stat for b in self.bonuses)

    @property
    def copy_ref(self) -> str:
        """How a choice names this copy: its card id, or ``<card>@<lair>`` for the copy
        declared a lost treasure at that lair (as a card is named where it stands)."""
        lair = self.lost_treasure
        return self.card_id if lair is None else f"{self.card_id}@{lair}"


def copy_of(ref: str) -> tuple[str, str | None]:
    """The card and the lair a copy's name (``Item.copy_ref``) names: None for a copy
    declared no lost treasure."""
    card, _, lair = ref.partition("@")
    return card, lair or None


def worn(item: Item, kinds: tuple[str, ...]) -> bool:
    """Whether ``item`` is of one of ``kinds`` (armour, shield, helmet): by its kind where the
    catalog's item facts give it, else by its adding body (without the facts an item's kind is
    not known, and an item adding body is taken to be worn)."""
    return item.kind in kinds if item.kind is not None else item.body_mod > 0


def _same_race(printed: str, named: str) -> bool:
    """"Orcs" names the race of an "Orc" attack, "Dwarf" that of a "Dwarves" bearer, ..."""
    def stem(word: str) -> str:
        word = fold(word)
        return {"dwarves": "dwarf", "elves": "elf", "men": "man"}.get(word, word.rstrip("s"))
    return stem(printed) == stem(named)


def _holds(bonus: ItemBonus, race: str, skills: tuple[str, ...], against: str) -> bool:
    return ((bonus.bearer_race is None or _same_race(bonus.bearer_race, race))
            and (bonus.bearer_skill is None or bonus.bearer_skill in skills)
            and (bonus.against is None
                 or any(_same_race(bonus.against, r) for r in against.split(",") if r.strip())))


def _raised(value: int, amount: int, maximum: int | None) -> int:
    """``value`` raised by ``amount`` but not above ``maximum`` (a value already above the
    maximum is not lowered)."""
    if maximum is None:
        return value + amount
    return max(value, min(value + amount, maximum))


def items_in_use(items: tuple[Item, ...]) -> tuple[Item, ...]:
    """The identified items a bearer uses: of each kind, the one with the largest prowess and
    body modifiers, the first borne on a tie (CoE 6.1.3). Unidentified items are left out: see
    :func:`bearer_bonus`."""
    best: dict[str, Item] = {}
    for item in items:
        if item.kind is None:
            continue
        held = best.get(item.kind)
        if held is None or item.prowess_mod + item.body_mod > held.prowess_mod + held.body_mod:
            best[item.kind] = item
    return tuple(i for i in items if i.kind is not None and best[i.kind] is i)


def bonus_sources(items: tuple[Item, ...]) -> list[tuple[Item, int, int]]:
    """The items that add to their bearer, each with the (prowess, body) it adds: the
    identified items in use (CoE 6.1, 6.1.3), then the unidentified item (its kind is not in
    the catalog) with the largest prowess modifier and the one with the largest body
    modifier (the first borne on a tie)."""
    out = [(i, i.prowess_mod, i.body_mod) for i in items_in_use(items)]
    unknown = [i for i in items if i.kind is None]
    if unknown:
        strongest = max(unknown, key=lambda i: i.prowess_mod)
        toughest = max(unknown, key=lambda i: i.body_mod)
        if strongest is toughest:
            out.append((strongest, strongest.prowess_mod, strongest.body_mod))
        else:
            out += [(strongest, strongest.prowess_mod, 0), (toughest, 0, toughest.body_mod)]
    return out


def bearer_bonus(items: tuple[Item, ...]) -> tuple[int, int]:
    """(prowess, body) the items add to their bearer (see :func:`bonus_sources`)."""
    sources = bonus_sources(items)
    return sum(p for _, p, _ in sources), sum(b for _, _, b in sources)


@direct_init
@dataclass(frozen=True, slots=True)
class Character:
    """A character in play with its printed stats, its state and the items it bears."""

    card_id: str
    name: str
    race: str
    skills: tuple[str, ...]
    prowess: int
    body: int
    mind: int
    direct_influence: int
    corruption_modifier: int = 0
    state: str = UNTAPPED
    items: tuple[Item, ...] = ()

    @classmethod
    def from_card(cls, card: Card, direct_influence_bonus: int = 0) -> Character:
        if not card.is_character:
            raise ValueError(f"{card.name} ({card.id}) is not a character")
        return cls(card.id, card.name, card.race or "", card.skills, card.prowess or 0,
                   card.body or 0, card.mind or 0,
                   (card.direct_influence or 0) + direct_influence_bonus,
                   card.corruption or 0)

    # -- derived ----------------------------------------------------------------------------
    @property
    def untapped(self) -> bool:
        return self.state == UNTAPPED

    @property
    def wounded(self) -> bool:
        return self.state == WOUNDED

    @property
    def effective_prowess(self) -> int:
        """Prowess with the items in use (CoE 6.1, 6.1.3)."""
        return self.prowess_against("")

    @property
    def effective_body(self) -> int:
        """Body with the items in use (CoE 6.1, 6.1.3)."""
        return self.body + sum(b for _, _, b in self.item_sources(""))

    def prowess_against(self, against: str) -> int:
        """Prowess with the items in use against an attack by ``against`` (its races)."""
        return self.prowess + sum(p for _, p, _ in self.item_sources(against))

    def item_sources(self, against: str) -> list[tuple[Item, int, int]]:
        """:func:`bonus_sources` for this bearer against an attack by ``against`` ("" outside
        a strike): an item with the catalog's facts for a stat adds the bonus that holds (none:
        nothing), not raising the stat above its maximum; the others add their modifiers."""
        if not self.items:  # most characters, most of the time
            return []
        # A pure function of the (immutable) character: the strikes' prowess is weighed again
        # and again in one decision (the defender's choices, the automatic player's), so the
        # answer is kept by the character's identity (_SOURCES).
        key = (id(self), against)
        found = _SOURCES.get(key)
        if found is None:
            found = (self, tuple(self._item_sources(against)))
            if len(_SOURCES) >= SOURCES_KEPT:
                _SOURCES.clear()
            _SOURCES[key] = found
        return list(found[1])

    def _item_sources(self, against: str) -> list[tuple[Item, int, int]]:
        prowess, body = self.prowess, self.body
        out: list[tuple[Item, int, int]] = []
        for item, p, b in bonus_sources(self.items):
            added = []
            for stat, printed, value in (("prowess", p, prowess), ("body", b, body)):
                # An unidentified item's entry gives only the stat it was chosen for.
                if not item.has_facts_for(stat) or (item.kind is None and printed == 0):
                    added.append(printed)
                    continue
                bonus = item.bonus(stat, self.race, self.all_skills, against)
                added.append(0 if bonus is None else
                             _raised(value, bonus.amount, bonus.maximum) - value)
            prowess, body = prowess + added[0], body + added[1]
            out.append((item, added[0], added[1]))
        return out

    @property
    def corruption_points(self) -> int:
        """The character's corruption point total: the sum over the cards it bears (CoE 7.1)."""
        return sum(i.corruption_points for i in self.items)

    @property
    def all_skills(self) -> tuple[str, ...]:
        """His printed skills, then those his items give him (an item's ``skill``)."""
        given = tuple(i.skill for i in self.items if i.skill is not None)
        return tuple(dict.fromkeys((*self.skills, *given))) if given else self.skills

    def has_skill(self, skill: str) -> bool:
        """A printed skill, or one an item he bears gives him."""
        return skill in self.skills or any(i.skill == skill for i in self.items)

    def has_skill_besides(self, skill: str, item_id: str) -> bool:
        """``skill`` without counting the item ``item_id`` gives it: he "already" has it."""
        return skill in self.skills or any(
            i.skill == skill for i in self.items if i.card_id != item_id)

    def bears(self, card_id: str) -> bool:
        return any(i.card_id == card_id for i in self.items)

    # -- changes ----------------------------------------------------------------------------
    def with_state(self, state: str) -> Character:
        if state not in STATES:
            raise ValueError(f"unknown character state {state!r}")
        return replace(self, state=state)

    def tap(self) -> Character:
        """Tap an untapped character; a wounded one stays wounded."""
        return self.with_state(TAPPED) if self.state == UNTAPPED else self

    def untap(self) -> Character:
        """Untap a tapped character (CoE 2.I.1); a wounded one is not untapped this way."""
        return self.with_state(UNTAPPED) if self.state == TAPPED else self

    def heal_to_tapped(self) -> Character:
        """A wounded character heals to the tapped position (CoE 2.I.1)."""
        return self.with_state(TAPPED) if self.state == WOUNDED else self

    def with_item(self, item: Item) -> Character:
        return replace(self, items=(*self.items, item))

    def without_item(self, card_id: str,
                     prefer: Callable[[Item], bool] | None = None) -> tuple[Character, Item]:
        """The character without one copy of the item, and that copy: the first copy
        ``prefer`` picks (say, the one declared a lost treasure at a given lair), where he
        bears one, else his first copy."""
        copies = [index for index, item in enumerate(self.items) if item.card_id == card_id]
        if not copies:
            raise ValueError(f"{self.name} does not bear {card_id}")
        index = next((i for i in copies if prefer is not None and prefer(self.items[i])),
                     copies[0])
        return replace(self, items=self.items[:index] + self.items[index + 1:]), self.items[index]


def find(characters: tuple[Character, ...], card_id: str) -> Character | None:
    return next((c for c in characters if c.card_id == card_id), None)


def replace_one(characters: tuple[Character, ...], new: Character) -> tuple[Character, ...]:
    """The company with ``new`` in place of the character with the same card id."""
    return tuple(new if c.card_id == new.card_id else c for c in characters)
