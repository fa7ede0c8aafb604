"""Battle cards (RGO-BATTLE-1 to 9, RGO-WIN-4): reading them, and the rules of resolving one.

The rules document names the eight Battle cards (Appendix 4) but prints neither their sites,
their attacks nor their MP, and no card database we hold has them: the player supplies them in
a card file of the Council of Elrond ``cards.json`` shape. A Battle there is a ``Resource``
with subtype ``Permanent-event``, the keyword ``Battle``, ``unique``, its
``marshallingPoints``, ``battleSites`` (the sites where it is played, comma-separated names of
the Site deck's cards) and ``autoAttack`` (its attacks, written as a site's automatic-attacks:
``"Orcs - 4 strikes with 8 prowess; Trolls - 2 strikes with 10 prowess"``). The file is checked
whole: every card, every field, each problem named with the file, the card and the field.

The rules here are pure: where a Battle may be played and with which faction, its attacks,
whether it is won, a Defended region's weakening of later attacks, the Casualty roll, and the
penalty of a Battle left unresolved.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from domain.cards import Card, fold
from domain.cards.coe import coe_records, parse_auto_attacks
from domain.cards.errors import CatalogError
from domain.cards.records import AutoAttack
from domain.engine.checks import AT_MOST, Check, Modifier, check
from domain.engine.combat import Attack
from domain.errors import InvalidSetup
from domain.ruleset import Context
from domain.rulesets.road_goes_ever_on import quests
from domain.rulesets.road_goes_ever_on.state import MPRecord, State

KEYWORD = "Battle"
CARDS = "RGO-BATTLE-1"
WHERE = "RGO-BATTLE-2"
FACTION = "RGO-BATTLE-3"
ATTACKS = "RGO-BATTLE-4"
WON = "RGO-BATTLE-5"
DEFENDED = "RGO-BATTLE-6"
CASUALTY = "RGO-BATTLE-7"
QUEST_DISCARD = "RGO-BATTLE-8"
COUNCIL = "RGO-BATTLE-9"
#: The setup option carrying the player's card file: ``{"file": <its name>, "cards": <the
#: CoE cards.json document>}`` (the domain reads no files; the name labels the problems).
OPTION = "battle_cards"
#: A Casualty roll of this or less removes the faction (RGO-BATTLE-7).
CASUALTY_LOSS = 4
#: The Casualty roll's modifier when a character was killed in the attack (RGO-BATTLE-7).
KILLED = -2
#: A Defended region's attacks keep at least this many strikes (RGO-BATTLE-6, the reading of
#: "(min 2)": an attack of 2 strikes or fewer keeps its count).
DEFENDED_MIN_STRIKES = 2


class BattleFileError(InvalidSetup):
    """A card file whose Battles cannot be used; ``problems`` names each (file, card, field)."""


@dataclass(frozen=True, slots=True)
class Battle:
    """One Battle card, as read from the player's card file."""

    id: str
    name: str
    points: int
    sites: tuple[str, ...]
    attacks: tuple[AutoAttack, ...]


# -- reading the player's card file (RGO-BATTLE-1) ---------------------------------------------

def read_battles(document: object, source: str,
                 is_site: Callable[[str], bool]) -> tuple[Battle, ...]:
    """The Battles of a card file in the CoE ``cards.json`` shape, in file order; the other
    cards of the file are read (and must be well formed) but are not Battles. ``is_site``
    tells whether a name is a site of the catalog. Raises :class:`BattleFileError` naming
    every problem of the file."""
    problems: list[str] = []
    battles: list[Battle] = []
    for set_key, card_key, raw in _raw_cards(document, source, problems):
        try:
            [card] = coe_records({set_key: {"cards": {card_key: raw}}}, source=source)
        except CatalogError as exc:
            problems.append(str(exc))
            continue
        if KEYWORD in card.keywords:
            battle = _battle(card, raw, source, is_site, problems)
            if battle is not None:
                battles.append(battle)
    names = [fold(b.name) for b in battles]
    problems += [f"{source}: card {b.id}: field 'name': a second {b.name}; a Battle is unique "
                 f"[{CARDS}]" for i, b in enumerate(battles) if fold(b.name) in names[:i]]
    if problems:
        raise BattleFileError("The card file's Battles cannot be used.", problems=problems)
    return tuple(battles)


def option_problems(value: object, is_site: Callable[[str], bool]) -> list[str]:
    """The problems of the ``battle_cards`` setup option, every one named (an absent option has
    none: the game is played without Battles). A well-formed file is still refused, by name:
    no game deals Battles yet (RGO-BATTLE-1), and a setup that asks for them is not silently
    played without them."""
    if value is None:
        return []
    if not isinstance(value, Mapping) or set(value) != {"file", "cards"} \
            or not isinstance(value["file"], str) or not value["file"].strip():
        return [f"{OPTION}: expected {{\"file\": <the card file's name>, \"cards\": <its "
                f"Council of Elrond cards.json content>}}, not {_shown(value)} [{CARDS}]"]
    source = value["file"].strip()
    try:
        found = read_battles(value["cards"], source, is_site)
    except BattleFileError as exc:
        return [f"{OPTION}: {p}" for p in exc.problems]
    if not found:
        return [f"{OPTION}: {source} holds no Battle (a card with the keyword {KEYWORD}) "
                f"[{CARDS}]"]
    return [f"{OPTION}: the Battles of {source} are well formed "
            f"({', '.join(b.name for b in found)}), but no game deals Battles yet: set up "
            f"without {OPTION} to play without them [{CARDS}]"]


def _shown(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 60 else f"{text[:57]}..."


def _raw_cards(document: object, source: str,
               problems: list[str]) -> list[tuple[str, str, Mapping[str, Any]]]:
    if not isinstance(document, Mapping):
        problems.append(f"{source}: field '<root>': expected an object of sets")
        return []
    out = []
    for set_key, card_set in document.items():
        cards = card_set.get("cards") if isinstance(card_set, Mapping) else None
        if not isinstance(cards, Mapping):
            problems.append(f"{source}: field '{set_key}.cards': expected an object of cards")
            continue
        for card_key, raw in cards.items():
            if not isinstance(raw, Mapping):
                problems.append(f"{source}: card {card_key}: expected an object")
                continue
            out.append((str(set_key), str(card_key), raw))
    return out


def _battle(card: Card, raw: Mapping[str, Any], source: str, is_site: Callable[[str], bool],
            problems: list[str]) -> Battle | None:
    """A Battle card's facts, each wrong one a problem naming the field and the clause."""
    found: list[str] = []

    def problem(field: str, text: str) -> None:
        found.append(f"{source}: card {card.id}: field {field!r}: {text} [{CARDS}]")

    if card.card_type != "Resource" or card.event_type != "permanent":
        problem("type", "a Battle is a resource permanent-event (type Resource, subtype "
                "Permanent-event)")
    if not card.unique:
        problem("attributes.unique", "a Battle is unique")
    if not card.marshalling_points or card.marshalling_points < 1:
        problem("attributes.marshallingPoints", "a Battle needs its MP, a whole number of at "
                "least 1")
    attributes = raw.get("attributes") or {}
    where = attributes.get("battleSites")
    sites = tuple(" ".join(s.split()) for s in where.split(",") if s.strip()) \
        if isinstance(where, str) else ()
    if not sites:
        problem("attributes.battleSites", "a Battle needs the sites where it is played "
                "(comma-separated site names)")
    for site in sites:
        if not is_site(site):
            problem("attributes.battleSites", f"{site!r} is not a site of the card catalog")
    attacks: tuple[AutoAttack, ...] = ()
    text = attributes.get("autoAttack")
    if not isinstance(text, str) or not text.strip():
        problem("attributes.autoAttack", "a Battle needs its attacks, e.g. \"Orcs - 4 "
                "strikes with 8 prowess; Trolls - 2 strikes with 10 prowess\"")
    else:
        try:
            attacks = parse_auto_attacks(text)[0]
        except ValueError as exc:
            problem("attributes.autoAttack", str(exc))
        if not attacks and not found:
            problem("attributes.autoAttack", "no attack could be read")
    problems += found
    if found:
        return None
    return Battle(card.id, card.name, card.marshalling_points or 0, sites, attacks)


# -- playing and resolving a Battle (RGO-BATTLE-2 to 7) ----------------------------------------

def played_at(battle: Battle, site: Card) -> bool:
    """Whether ``site`` is one of the Battle's sites; a tapped site does not matter
    (RGO-BATTLE-2)."""
    return fold(site.name) in [fold(s) for s in battle.sites]


def supporting_factions(battle: Battle, site: Card, pile: Sequence[MPRecord],
                        catalog_get: Callable[[str], Card]) -> list[str]:
    """The factions of the MP pile whose home site is ``site``, one of the Battle's sites
    (RGO-BATTLE-3; a faction's home site is the quest table's, e.g. the Rangers of the North
    at Bree). A tapped faction is still controlled, so it supports the Battle."""
    if not played_at(battle, site):
        return []
    return [r.card for r in pile if r.kind == "faction"
            and fold(site.name) in [fold(s) for s in _home_sites(catalog_get(r.card))]]


def _home_sites(faction: Card) -> tuple[str, ...]:
    known = quests.named_sites(faction)
    return known.sites if known else ()


def play_refusal(battle: Battle, site: Card, pile: Sequence[MPRecord],
                 catalog_get: Callable[[str], Card]) -> tuple[str, str] | None:
    """Why the Battle may not be played at ``site``, with the clause (None if it may)."""
    if not played_at(battle, site):
        return (f"{battle.name} is played at {', '.join(battle.sites)}, not at {site.name}.",
                WHERE)
    if not supporting_factions(battle, site, pile, catalog_get):
        return (f"{battle.name} needs a faction of yours whose home site is {site.name}.",
                FACTION)
    return None


def attacks(battle: Battle, company_size: int) -> list[Attack]:
    """The Battle's attacks in the order the card lists them; the attack's source is the
    Battle, whose attacks no resource card cancels (RGO-BATTLE-4, :func:`uncancelable`)."""
    return [Attack(battle.id, f"{battle.name} ({index} of {len(battle.attacks)})", a.race,
                   company_size if a.each_character else a.strikes, a.prowess, None, False,
                   a.each_character)
            for index, a in enumerate(battle.attacks, start=1)]


def uncancelable(attack: Attack, battles: Sequence[Battle]) -> bool:
    """An attack of a Battle: neither its attack nor its strikes may be canceled by resource
    cards (RGO-BATTLE-4)."""
    return any(attack.source == b.id for b in battles)


def won(all_defeated: bool, characters_at_site: int) -> bool:
    """All the attacks overcome and at least one character (tapped, wounded or not) still at
    the site: the Battle's MP are gained (RGO-BATTLE-5)."""
    return all_defeated and characters_at_site > 0


def defended(attack: Attack, region: str | None, defended_regions: Sequence[str]) -> Attack:
    """An attack on a company in a Defended region: one strike fewer (never below 2; an attack
    of 2 or fewer keeps its count) and -1 prowess (RGO-BATTLE-6). An "each character" attack
    keeps its count (CoE 3.ii.2)."""
    if region is None or fold(region) not in [fold(r) for r in defended_regions]:
        return attack
    fewer = -1 if attack.strikes > DEFENDED_MIN_STRIKES else 0
    return attack.modified(strikes=fewer, prowess=-1)


def casualty_check(dice: Sequence[int], killed: bool, index: int) -> Check:
    """One faction's Casualty roll: 2D6, -2 if a character was killed in the attack; 4 or less
    removes the faction (RGO-BATTLE-7)."""
    modifiers = [Modifier(KILLED, "a character killed", "a character was killed in the attack",
                          CASUALTY)] if killed else []
    return check(dice, modifiers, CASUALTY_LOSS, AT_MOST, index)


def roll_casualties(ctx: Context[State], battle: Battle, factions: Sequence[str],
                    killed: bool) -> list[str]:
    """After one of the Battle's attacks: a Casualty roll for each faction at the site
    (``CasualtyRolled``); those lost leave the MP pile (``MarshallingPointsLost``). Returns
    the factions lost."""
    lost = []
    for faction in factions:
        index = ctx.table.position("dice")
        dice = ctx.roll(f"casualties of {faction} in {battle.name}", CASUALTY)
        made = casualty_check(dice, killed, index)
        removed = made.passed
        ctx.emit("CasualtyRolled", CASUALTY, battle=battle.id, faction=faction,
                 removed=removed, check=made.to_json())
        if removed:
            lost.append(faction)
    if lost:
        ctx.emit("MarshallingPointsLost", CASUALTY, cards=lost,
                 reason=f"casualties in {battle.name}")
    return lost


# -- a Battle left unresolved (RGO-BATTLE-8, 9; RGO-WIN-4) -------------------------------------

def penalty(battle_ids: Sequence[str], battles: Sequence[Battle]) -> int:
    """The MP subtracted for the unresolved Battles among ``battle_ids`` (cards lost to the
    random Quest discard, RGO-BATTLE-8, or on the Quest Display at the Free Council,
    RGO-BATTLE-9 and RGO-WIN-4): each Battle's MP, as a negative number."""
    return -sum(b.points for b in battles if b.id in battle_ids)


def council_points(points: Mapping[str, int], display: Sequence[str],
                   battles: Sequence[Battle]) -> dict[str, int]:
    """The points by type counted at the Free Council: the Battles still on the Display take
    their MP away as points of their own type, ``battle``, never cut by the half-per-type
    limit (RGO-WIN-4, ``victory.adjusted``)."""
    lost = penalty(display, battles)
    return {**points, "battle": lost} if lost else dict(points)
