"""The decks, the location deck and the starting company of Guise of the Necromancer
(GON-SETUP-*, GON-RDECK-*, GON-HDECK-*): every violation is named, with its clause."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from domain.canonical import JSON
from domain.cards import Card, Catalog
from domain.errors import InvalidSetup
from domain.rulesets.hobbit.decks import (
    copies,
    default_setup,
    expand,
    from_default,
    over_default,
)
from domain.text import quoted

WIZARD_RACE = "Wizard"
SARUMAN = "Saruman"
HOME = "Lórien"  # GON-SETUP-8
QUEST_SITE = "Dol Guldur"
SARUMAN_SITE = "Isengard"
REQUIRED_SITES = (HOME, QUEST_SITE, SARUMAN_SITE)  # GON-SETUP-13
MAX_OTHER_SITES = 6  # GON-SETUP-14
#: GON-RDECK-7: the Elf-lords.
ELF_LORDS = ("Círdan", "Elrond", "Galadriel", "Thranduil", "Glorfindel II")
RESCUE_PRISONERS = "Rescue Prisoners"
ONE_RING = "The One Ring"
NAZGUL_RACE = "Nazgûl"
START_GENERAL_INFLUENCE = 5  # GON-SETUP-10
FULL_GENERAL_INFLUENCE = 20  # GON-STAGE-5
HAZARDS = 30  # GON-HDECK-1
HAZARD_SIDEBOARD = 5  # GON-HDECK-2
NAZGUL = 3  # GON-HDECK-4
HAZARD_EVENTS = 10  # GON-HDECK-5
CORRUPTION_CARDS = 4  # GON-HDECK-5
RING_COPIES = 2  # GON-HDECK-9
MIN_RESOURCES = 30  # GON-RDECK-1
MIN_SIDEBOARD = 5  # GON-RDECK-2
MAX_ALLIED_IN_DECK = 2  # GON-RDECK-4
MAX_STARTERS = 3  # GON-SETUP-8
MAX_ITEMS = 2  # GON-SETUP-9
#: The first version laying the options a player gives over the bundled default decks
#: (``hobbit.decks.over_default``): each option given replaces that part of the default,
#: which stands for each part not given; ``deck: default`` no longer drops the options given
#: with it, and an unknown option or a ``deck`` other than the bundled one is refused naming
#: it. Before, ``deck: default`` was the default whatever else was given, and a set-up
#: without it had to give every deck.
SETUP_OPTIONS_FROM = 116


def is_wizard(card: Card) -> bool:
    return card.is_character and card.race == WIZARD_RACE


def is_elf_lord(card: Card) -> bool:
    return card.is_character and card.name in ELF_LORDS


def is_nazgul(card: Card) -> bool:
    return card.is_creature and NAZGUL_RACE in card.races


def is_one_ring(card: Card) -> bool:
    """GON-HDECK-9: The One Ring, or a Gold Ring item standing in for it."""
    return card.name == ONE_RING or card.item_class == "gold-ring"


def is_ring(card: Card) -> bool:
    """GON-RDECK-3: a Gold Ring item or a ring of any kind: a ring keyword (Magic, Dwarven,
    Lesser), or an item named a Ring whose card data keeps no keyword (Wizard's Ring)."""
    return is_one_ring(card) or any("Ring" in k for k in card.keywords) \
        or (card.is_item and "Ring" in card.name.split())


def is_hazard_event(card: Card) -> bool:
    return card.card_type == "Hazard" and not card.is_creature and card.event_type is not None


def _hazard_refused(card: Card) -> tuple[str, str] | None:
    """The clause and what a hazard is, when no hazard deck of the scenario may hold it
    (GON-HDECK-6, GON-HDECK-7)."""
    if card.environment:
        return "GON-HDECK-7", "an environment card"
    if "long" in card.event_types:
        return "GON-HDECK-7", "a hazard long-event"
    if "permanent" in card.event_types and not (card.corruption_card or is_nazgul(card)):
        return "GON-HDECK-6", ("a hazard permanent-event that is neither a corruption card "
                               "nor a Nazgûl")
    return None


def ruled_out(card: Card) -> str:
    """Why the scenario never puts ``card`` in play, with the clause the deck check refuses it
    by ("": its rules admit it): a hazard long-event, an environment or a hazard
    permanent-event that is neither a corruption card nor a Nazgûl (in neither hazard deck),
    a ring but The One Ring and the Gold Ring items that may stand in for it in the hazard
    sideboard (GON-HDECK-9)."""
    refused = _hazard_refused(card) if card.card_type == "Hazard" else None
    if refused is not None:
        return f"{refused[0]}: {refused[1]}; the hazard decks hold none"
    if is_ring(card) and not is_one_ring(card):
        return ("GON-RDECK-3: a ring; the resource/character deck and sideboard hold none, "
                "and only The One Ring or a Gold Ring item standing in for it comes from the "
                "hazard sideboard (GON-HDECK-9)")
    return ""


def site_keyed(creature: Card, site: Card) -> bool:
    """GON-HDECK-3: a creature playable keyed to the site or to its site type."""
    return site.site_type in creature.keyed_site_types or site.name in creature.keyed_named


def assign_site_creatures(creatures: Sequence[Card], sites: Sequence[Card]) -> bool:
    """Whether every site can get two of ``creatures`` keyed to it, none counted twice
    (GON-HDECK-3): a matching of site slots to creatures by augmenting paths."""
    slots = [site for site in sites for _ in range(2)]
    owner: dict[int, int] = {}  # creature index -> slot index

    def augment(slot: int, seen: set[int]) -> bool:
        for index, creature in enumerate(creatures):
            if index in seen or not site_keyed(creature, slots[slot]):
                continue
            seen.add(index)
            if index not in owner or augment(owner[index], seen):
                owner[index] = slot
                return True
        return False

    return all(augment(slot, set()) for slot in range(len(slots)))


def location_problems(sites: Sequence[Card]) -> list[str]:
    problems: list[str] = []
    names = [s.name for s in sites]
    for card in sites:
        if not (card.is_site or card.is_region):
            problems.append(f"GON-SETUP-15: {card.name} ({card.id}) is neither a site nor a "
                            "region")
    for required in REQUIRED_SITES:
        if required not in names:
            problems.append(f"GON-SETUP-13: the location deck has no {required}")
    non_havens = [s for s in sites if s.is_site and not s.is_haven]
    for name in sorted({s.name for s in non_havens}):
        if names.count(name) > 1:
            problems.append(f"GON-SETUP-14: the location deck has {names.count(name)} copies "
                            f"of {name}; at most 1")
    others = {s.name for s in non_havens} - set(REQUIRED_SITES)
    if len(others) > MAX_OTHER_SITES:
        problems.append(f"GON-SETUP-14: the location deck has {len(others)} other non-haven "
                        f"sites; at most {MAX_OTHER_SITES}")
    return problems


def hazard_problems(hazards: Sequence[Card], sideboard: Sequence[Card],
                    sites: Sequence[Card]) -> list[str]:
    problems: list[str] = []
    if len(hazards) != HAZARDS:
        problems.append(f"GON-HDECK-1: the hazard starting deck has {len(hazards)} cards, not "
                        f"{HAZARDS}")
    if len(sideboard) != HAZARD_SIDEBOARD:
        problems.append(f"GON-HDECK-2: the hazard sideboard has {len(sideboard)} cards, not "
                        f"{HAZARD_SIDEBOARD}")
    for card in (*hazards, *sideboard):
        if card.card_type != "Hazard" and not is_one_ring(card):
            problems.append(f"GON-HDECK-1: {card.name} ({card.id}) is not a hazard")
        elif (refused := _hazard_refused(card)) is not None:
            problems.append(f"{refused[0]}: {card.name} ({card.id}) is {refused[1]}")
    nazgul = [c for c in hazards if is_nazgul(c)]
    if len(nazgul) < NAZGUL:
        problems.append(f"GON-HDECK-4: the hazard starting deck has {len(nazgul)} Nazgûl, not "
                        f"{NAZGUL}")
    events = [c for c in hazards if is_hazard_event(c)]
    if len(events) != HAZARD_EVENTS:
        problems.append(f"GON-HDECK-5: the hazard starting deck has {len(events)} hazard "
                        f"events, not {HAZARD_EVENTS}")
    corrupting = [c for c in events if c.corruption_card]
    if len(corrupting) < CORRUPTION_CARDS:
        problems.append(f"GON-HDECK-5: the hazard starting deck has {len(corrupting)} "
                        f"corruption cards; at least {CORRUPTION_CARDS} are needed")
    keyed_sites = [s for s in sites if s.is_site and not s.is_haven]
    creatures = [c for c in hazards if c.is_creature and not is_nazgul(c)]
    if not assign_site_creatures(creatures, keyed_sites):
        for site in keyed_sites:
            fits = [c for c in creatures if site_keyed(c, site)]
            if len(fits) < 2:
                problems.append(f"GON-HDECK-3: {len(fits)} creatures of the hazard starting "
                                f"deck can be keyed to {site.name}; 2 are needed")
        if not any(p.startswith("GON-HDECK-3") for p in problems):
            problems.append("GON-HDECK-3: the creatures cannot give two to each non-haven site "
                            "of the location deck without counting one twice")
    rings = [c for c in sideboard if is_one_ring(c)]
    if len(rings) != RING_COPIES:
        problems.append(f"GON-HDECK-9: the hazard sideboard has {len(rings)} copies of The One "
                        f"Ring, not {RING_COPIES}")
    return problems


def resource_problems(wizard: Card, starting: Sequence[Card], sideboard: Sequence[Card],
                      company: Sequence[Card]) -> list[str]:
    problems: list[str] = []
    if len(starting) < MIN_RESOURCES:
        problems.append(f"GON-RDECK-1: the resource/character starting deck has "
                        f"{len(starting)} cards; at least {MIN_RESOURCES} are needed")
    if len(sideboard) < MIN_SIDEBOARD:
        problems.append(f"GON-RDECK-2: the resource/character sideboard has {len(sideboard)} "
                        f"cards; at least {MIN_SIDEBOARD} are needed")
    for card in (*starting, *sideboard):
        if card.card_type not in ("Resource", "Character"):
            problems.append(f"GON-RDECK-1: {card.name} ({card.id}) is neither a resource nor "
                            "a character")
        if is_ring(card):
            problems.append(f"GON-RDECK-3: {card.name} ({card.id}) is a ring")
    allied = [c for c in starting if is_wizard(c)]
    if len(allied) > MAX_ALLIED_IN_DECK:
        problems.append(f"GON-RDECK-4: the starting deck has {len(allied)} allied Wizards; at "
                        f"most {MAX_ALLIED_IN_DECK}")
    everyone = [wizard, *company, *starting, *sideboard]
    wizards = [c for c in everyone if is_wizard(c)]
    for name in sorted({c.name for c in wizards}):
        copies = sum(1 for c in wizards if c.name == name)
        if copies > 1:
            problems.append(f"GON-RDECK-5: {name} appears {copies} times; no Wizard may be "
                            "duplicated")
    if any(c.name == SARUMAN for c in (*company, *starting, *sideboard)):
        problems.append("GON-SETUP-7: Saruman starts out of play; he is in no deck")
    if not any(is_wizard(c) and c.name not in (wizard.name, SARUMAN) for c in sideboard):
        problems.append("GON-RDECK-6: the sideboard has no Wizard other than yours and "
                        "Saruman")
    if not any(is_elf_lord(c) for c in sideboard):
        problems.append("GON-RDECK-7: the sideboard has no Elf-lord ("
                        + ", ".join(ELF_LORDS) + ")")
    for card in (*company, *starting):
        if is_elf_lord(card):
            problems.append(f"GON-RDECK-8: {card.name} is an Elf-lord; Elf-lords start only "
                            "in the sideboard")
    rescues = sum(1 for c in (*starting, *sideboard) if c.name == RESCUE_PRISONERS)
    if not 2 <= rescues <= 3:
        problems.append(f"GON-RDECK-9: the starting deck and sideboard have {rescues} Rescue "
                        "Prisoners; 2 or 3 are needed")
    return problems


def pooled(general_influence: int, wizard: Card) -> tuple[tuple[int, str], ...]:
    """GON-SETUP-10: the influence that controls the characters not a follower, in its terms,
    each with what it is: the general influence and the player's Wizard's direct influence,
    pooled with it."""
    return ((general_influence, "general influence"),
            (wizard.direct_influence or 0, f"{wizard.name}'s direct influence, pooled with it"))


def company_problems(wizard: Card, company: Sequence[Card], items: Sequence[Card]) -> list[str]:
    problems: list[str] = []
    if not is_wizard(wizard):
        problems.append(f"GON-SETUP-1: {wizard.name} ({wizard.id}) is not a Wizard")
    elif wizard.name == SARUMAN:
        problems.append("GON-SETUP-1: your Wizard may be any Wizard but Saruman")
    if len(company) > MAX_STARTERS:
        problems.append(f"GON-SETUP-8: the starting company has {len(company)} characters "
                        f"besides the Wizard; at most {MAX_STARTERS}")
    for card in company:
        if not card.is_character:
            problems.append(f"GON-SETUP-8: {card.name} ({card.id}) is not a character")
        elif is_wizard(card):
            problems.append(f"GON-SETUP-8: {card.name} is a Wizard; the others in the "
                            "starting company are not")
    minds = sum(c.mind or 0 for c in company)
    influence = sum(amount for amount, _ in pooled(START_GENERAL_INFLUENCE, wizard))
    if minds > influence:
        problems.append(f"GON-SETUP-10: the starting characters have {minds} mind, more than "
                        f"the {influence} influence (5 general and the Wizard's direct)")
    if len(items) > MAX_ITEMS:
        problems.append(f"GON-SETUP-9: {len(items)} starting items; at most {MAX_ITEMS}")
    for card in items:
        if card.item_class != "minor" or card.unique:
            problems.append(f"GON-SETUP-9: {card.name} ({card.id}) is not a non-unique minor "
                            "item")
    return problems


FIELDS = ("wizard", "company", "items", "resources", "resource_sideboard", "hazards",
          "hazard_sideboard", "sites", "name", "notes", "deck")


#: The parts of a set-up the bundled default gives where the player gives none.
PARTS = ("wizard", "company", "items", "resources", "resource_sideboard", "hazards",
         "hazard_sideboard", "sites")
def prepare(catalog: Catalog, setup: Mapping[str, Any],
            given_over_default: bool = False) -> dict[str, JSON]:
    """Check a setup and return it with every card as an id. Raises :class:`InvalidSetup`
    listing every problem. ``given_over_default`` (from ``SETUP_OPTIONS_FROM``): each option
    given replaces that part of the bundled default (``hobbit.decks.over_default``); before, a
    ``deck: default`` setup was the default whatever else it gave."""
    given = setup
    if given_over_default:
        setup, problems = over_default(setup, default_setup("necromancer"), FIELDS)
    else:
        if not setup or setup.get("deck") == "default":
            setup = default_setup("necromancer")
        problems = [f"unknown setup field {quoted(key)}" for key in sorted(setup)
                    if key not in FIELDS]

    def cards(field: str) -> list[Card]:
        return expand(setup.get(field, []), field, catalog, problems)

    wizards = expand([setup["wizard"]] if "wizard" in setup else [], "wizard", catalog,
                      problems)
    if not wizards:
        problems.append("GON-SETUP-1: the setup names no Wizard ('wizard')")
    company, items = cards("company"), cards("items")
    starting, sideboard = cards("resources"), cards("resource_sideboard")
    hazards, hazard_sideboard = cards("hazards"), cards("hazard_sideboard")
    sites = cards("sites")
    if wizards:
        problems += company_problems(wizards[0], company, items)
        problems += resource_problems(wizards[0], starting, sideboard, company)
    problems += location_problems(sites)
    problems += hazard_problems(hazards, hazard_sideboard, sites)
    # GON-GEN-1: the standard copy limits, The One Ring's two copies apart (GON-HDECK-9).
    copies([*wizards, *company, *items, *starting, *sideboard], "resource", problems)
    copies([c for c in (*hazards, *hazard_sideboard) if not is_one_ring(c)], "hazard",
            problems)
    if problems:
        raise InvalidSetup("This Guise of the Necromancer setup is not legal."
                           + (from_default(given, PARTS) if given_over_default else ""),
                           problems=problems)
    return {"wizard": wizards[0].id, "company": [c.id for c in company],
            "items": [c.id for c in items], "resources": [c.id for c in starting],
            "resource_sideboard": [c.id for c in sideboard],
            "hazards": [c.id for c in hazards],
            "hazard_sideboard": [c.id for c in hazard_sideboard],
            "sites": [c.id for c in sites]}
