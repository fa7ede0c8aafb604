"""Factions as the Hobbit family plays them by their catalog facts (CoE 2.V.3), each scenario
from the version its ruleset names (``faction_facts_from``; earlier versions replay as played):

- a faction is played only at an untapped site its card names (the catalog's
  ``faction_sites``), once the company has entered it, by an untapped character there, who
  taps; never when its card prints no influence number (the Army of the Dead);
- the attempt must beat the faction's printed influence number (``influence_number``);
- the influencing character adds the faction's standard modification for his race
  (``standard_modifications``: a Man +1 among the Beornings, a Dwarf -2 among the Wood-elves);
- recruited, it taps the site (CoE 2.V.3); refused, it is discarded.

The engine's ``influence_attempts`` reads the facts, as The Road Goes Ever On does; this module
says where a Hobbit scenario offers the attempt and how it refuses one.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from domain.canonical import JSON
from domain.cards import Card, Catalog
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.engine.influence import direct_influence_used
from domain.engine.influence_attempts import (
    INFLUENCE_ATTEMPT,
    faction_play_problem,
    influence_check,
    influence_roll,
    standard_modifiers,
)
from domain.errors import IllegalAction
from domain.immutable import replace
from domain.ruleset import Context, played_since
from domain.rulesets.hobbit.moves import Add, Move

__all__ = ["INFLUENCE_ATTEMPT", "attempt", "attempt_moves", "available_influence", "modifiers",
           "narrate", "needed", "plays", "recruit_by_item", "refusal"]


def plays(played: str, since: int | None) -> bool:
    """Whether the version ``played`` of a scenario whose faction facts start at ``since``
    (None: never) plays a faction by its facts."""
    return since is not None and played_since(played, since)


def attempt_moves(hand: Sequence[str], company: Sequence[Character], catalog: Catalog,
                  site: Card, site_tapped: bool, add: Add, holder: str = "") -> None:
    """``influence:<faction>:<character>``: each faction of the hand playable at ``site`` (if
    untapped) by its facts, by each untapped character of the company (``holder``: its id,
    where a scenario has several)."""
    if site_tapped:
        return
    for card in sorted(set(hand)):
        faction = catalog.get(card)
        if not faction.is_faction or faction_play_problem(faction, site) is not None:
            continue
        for who in company:
            if who.untapped:
                add(f"influence:{card}:{who.card_id}",
                    f"{who.name} tries to recruit {faction.name} (needs more than "
                    f"{faction.influence_number})", INFLUENCE_ATTEMPT,
                    Move("influence", card=card, target=who.card_id, holder=holder))


def needed(faction: Card) -> int:
    """The number the attempt must be greater than: the faction's printed one."""
    assert faction.influence_number is not None
    return faction.influence_number


def modifiers(faction: Card, who: Character) -> list[Modifier]:
    """The faction's standard modification for ``who``'s race."""
    return standard_modifiers(faction, who)


def refusal(hand: Sequence[str], company: Sequence[Character], catalog: Catalog, site: Card,
            site_tapped: bool, action: str) -> IllegalAction | None:
    """Why ``influence:<faction>:<character>`` is refused, naming the card and the reason,
    when the faction in the hand is not played at ``site`` by its facts, the site is tapped or
    the character cannot make the attempt (None: no such reason; the caller's own applies)."""
    kind, _, rest = action.partition(":")
    card, _, who = rest.partition(":")
    if kind != "influence" or card not in hand or card not in catalog:
        return None
    faction = catalog.get(card)
    problem = faction_play_problem(faction, site)
    if problem is not None:
        return IllegalAction(f"{problem}.", clause=INFLUENCE_ATTEMPT)
    if site_tapped:
        return IllegalAction(f"{faction.name}: {site.name} is tapped; a faction is played only "
                             "at an untapped site.", clause=INFLUENCE_ATTEMPT)
    character = next((c for c in company if c.card_id == who), None)
    if character is None:
        return IllegalAction(f"{faction.name}: {who or 'no one'} is not a character of the "
                             "company.", clause=INFLUENCE_ATTEMPT)
    if not character.untapped:
        return IllegalAction(f"{faction.name}: {character.name} is not untapped; only an "
                             "untapped character makes an influence attempt.",
                             clause=INFLUENCE_ATTEMPT)
    return None


def available_influence(who: Character, company: Sequence[Character],
                        followers: Sequence[tuple[str, str]], covered: int = 0) -> int:
    """``who``'s direct influence not used to control followers (CoE 2.V.3: his available
    direct influence); ``covered``: the part of their mind his printed bonuses against them
    control instead (``character_bonuses.follower_bonus``), which leaves his own for this."""
    return who.direct_influence - direct_influence_used(company, dict(followers),
                                                        who.card_id) + covered


def attempt(ctx: Context[Any], faction: Card, who: Character, available: int,
            bonuses: Sequence[Modifier], explains: bool, site: str,
            cards: Sequence[Modifier] = (), twice: str | None = None,
            rule: str = INFLUENCE_ATTEMPT, **more: JSON) -> bool:
    """The influence attempt on ``faction`` by ``who`` (CoE 2.V.3): 2D6, his ``available``
    direct influence, ``bonuses`` (his card's), the faction's standard modification for his
    race and ``cards`` (played for this attempt), against its printed number; ``twice``: the
    card giving it two rolls, the better used. ``FactionInfluenced`` names the card and the
    character (``rule``: its clause when recruited) and, recruited, the ``site`` it taps
    (none: "", Roäc the Raven's attempt).
    True when recruited."""
    index = ctx.position("dice")
    dice = ctx.roll(f"influence attempt on {faction.name}", INFLUENCE_ATTEMPT)
    chosen: dict[str, JSON] = {}
    if twice is not None:
        second = ctx.position("dice")
        again = ctx.roll(f"influence attempt on {faction.name}, a second roll",
                         INFLUENCE_ATTEMPT)
        chosen = {"rolls": [sum(dice), sum(again)], "two_rolls": twice}
        if sum(again) > sum(dice):
            dice, index = again, second
    standard = modifiers(faction, who)
    number = needed(faction)
    result = influence_check(sum(dice), available, number,
                             sum(m.amount for m in (*bonuses, *standard, *cards)))
    explained: dict[str, JSON] = {}
    if explains:
        explained["check"] = influence_roll(replace(who, direct_influence=available), dice,
                                            index, number,
                                            [*bonuses, *standard, *cards]).to_json()
    ctx.emit("FactionInfluenced", rule if result.succeeded else INFLUENCE_ATTEMPT,
             card=faction.id, character=who.card_id,
             roll=sum(dice), direct_influence=available, needed=number,
             succeeded=result.succeeded,
             **({"bonus": sum(m.amount for m in bonuses)} if bonuses else {}),
             **({"standard": sum(m.amount for m in standard)} if standard else {}),
             **({"cards": sum(m.amount for m in cards)} if cards else {}), **chosen,
             **({"site": site} if result.succeeded and site else {}), **more, **explained)
    return result.succeeded


#: What of an item bringing a faction with no roll never arises in a scenario (the coverage's
#: note), by scenario: the Red Arrow's bonus against a character.
BY_ITEM_NEVER = {"burglar": "never arises here: its +5 direct influence against a character "
                            "whose home site is Edoras (a Hand comes into play as a long-event "
                            "at no influence, BWJ-HAND-1)"}


def recruit_by_item(ctx: Context[Any], faction: Card, who: Character, item: str, site: str,
                    rule: str = INFLUENCE_ATTEMPT, by: str = "by_item", **more: JSON) -> None:
    """``who``'s bearing ``item`` brings ``faction`` into play with no roll (the Red Arrow
    and the Riders of Rohan: ``engine.item_influence.AUTOMATIC``): ``FactionInfluenced``
    names the item, recruited at ``site`` (its clause ``rule``); ``by="by_card"`` names a
    card played this turn instead (Paths of the Dead, for the Army of the Dead)."""
    ctx.emit("FactionInfluenced", rule, card=faction.id, character=who.card_id,
             succeeded=True, **{by: item}, site=site, **more)


def narrate(name: Callable[[str], str], d: Mapping[str, Any], note: str = "") -> str:
    """The line of a ``FactionInfluenced`` fact (``note``: what a recruited one earns)."""
    if d.get("by_item") or d.get("by_card"):
        return f"{name(d['character'])} recruits {name(d['card'])} with no roll " \
               f"({name(d.get('by_item') or d['by_card'])}){note}."
    rolls = f" (better of {d['rolls'][0]} and {d['rolls'][1]}, {name(d['two_rolls'])})" \
        if d.get("rolls") else ""
    return (f"{name(d['character'])} tries to recruit {name(d['card'])}: "
            f"{d['roll']}{rolls} + {d['direct_influence']}"
            + (f" {'+' if d['bonus'] > 0 else '-'} {abs(d['bonus'])} (his card)"
               if d.get("bonus") else "")
            + (f" {'+' if d['standard'] > 0 else '-'} {abs(d['standard'])} (standard "
               "modification)" if d.get("standard") else "")
            + (f" {'+' if d['cards'] > 0 else '-'} {abs(d['cards'])} (cards played)"
               if d.get("cards") else "")
            + f" against {d['needed']}: "
            + (f"recruited{note}." if d["succeeded"] else "refused; the faction is discarded."))
