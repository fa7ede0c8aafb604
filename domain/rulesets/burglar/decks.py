"""The Burglar's set-up (BWJ-SETUP-*): the starting company, the resource, hazard and site
decks, every restriction checked and every violation named with its clause."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from domain.canonical import JSON
from domain.cards import Card, Catalog, fold
from domain.engine import coe, dragons
from domain.errors import InvalidSetup
from domain.rulesets.hobbit import decks as family_decks
from domain.rulesets.hobbit.decks import Group
from domain.rulesets.road_goes_ever_on.quests import named_sites
from domain.text import quoted

RESOURCES = 30  # BWJ-SETUP-3
HAZARDS = 30  # BWJ-SETUP-10
RESCUE_PRISONERS = "Rescue Prisoners"
HAVENS_NEEDED = ("Rivendell", "Lórien")  # BWJ-SETUP-16, BWJ-SETUP-17
FIELDS = ("burglar", "item", "resources", "hazards", "sites", "name", "deck", "notes")
#: The parts of a set-up the bundled default gives where the player gives none.
PARTS = ("burglar", "item", "resources", "hazards", "sites")
ANY_HAVEN = fold("Any Haven")  # a home site printed so (Gandalf's)


def _keyable(*types: str) -> Any:
    return lambda card: any(t in dict(card.keyed_regions) for t in types)


#: BWJ-SETUP-11..13: the creatures, each counted in one group.
GROUPS = (Group("free-domain or border-land", "BWJ-SETUP-11", 5, 3,
                _keyable("free-domain", "border-land")),
          Group("wilderness or double wilderness", "BWJ-SETUP-12", 10, 3,
                _keyable("wilderness")),
          Group("shadow-land or dark-domain", "BWJ-SETUP-13", 5, 3,
                _keyable("shadow-land", "dark-domain")))


def default_setup() -> dict[str, Any]:
    """The bundled default set-up (seeds/decks/burglar)."""
    return family_decks.default_setup("burglar")


def has_attack(site: Card, race: str) -> bool:
    return any(race in a.race for a in site.automatic_attacks)


def dragon_lair(site: Card) -> bool:
    """BWJ-OBJ-1: a Ruins & Lairs site that is a Dragon's lair (TD-LAIR-1: a Dragon
    automatic-attack)."""
    return site.site_type == "ruins-and-lairs" and dragons.is_lair(site)


def orc_hold(site: Card) -> bool:
    """BWJ-OBJ-2: a Shadow-hold or Dark-hold with an Orc automatic-attack."""
    return site.site_type in ("shadow-hold", "dark-hold") and has_attack(site, "Orc")


def faction_sites(faction: Card) -> tuple[str, ...]:
    """Where a faction is played (the printed site), folded for comparison."""
    known = named_sites(faction)
    return tuple(fold(s) for s in known.sites) if known else ()


def influence_number(faction: Card) -> int | None:
    known = named_sites(faction)
    return known.influence if known else None


def ruled_out(card: Card) -> str:
    """Why the scenario never puts ``card`` in play, with the clause the deck check refuses it
    by ("": its rules admit it): no deck holds a region (the site deck holds hero sites, the
    others resources and characters, or hazards; movement is by site path), and every
    creature of the hazard deck counts in one of the three groups of region types."""
    if card.card_type == "Region":
        return ("BWJ-SETUP-15: the site deck holds hero sites only, the resource and hazard "
                "decks their own cards (BWJ-SETUP-22); no region card is played")
    if card.is_creature and not any(g.admits(card) for g in GROUPS):
        return ("BWJ-SETUP-14: a creature keyable to none of free-domain, border-land, "
                "wilderness, shadow-land or dark-domain counts in no group of the hazard deck")
    if card.card_type in ("Resource", "Character") and card.alignment != "Hero":
        return f"{coe.HERO_RESOURCES}: not a hero resource"
    return ""


def company_problems(burglar: list[Card], item: list[Card]) -> list[str]:
    problems: list[str] = []
    if len(burglar) != 1:
        problems.append(f"BWJ-SETUP-1: the starting company has {len(burglar)} characters, "
                        "not exactly 1 (the Burglar)")
    for card in burglar:
        if not card.is_character or "scout" not in card.skills:
            problems.append(f"BWJ-SETUP-1: {card.name} ({card.id}) is not a scout character")
    if len(item) != 1:
        problems.append(f"BWJ-SETUP-2: the Burglar starts with {len(item)} items, not 1")
    for card in item:
        if card.item_class != "minor" or card.unique:
            problems.append(f"BWJ-SETUP-2: {card.name} ({card.id}) is not a non-unique "
                            "minor item")
    return problems


def resource_problems(cards: Sequence[Card]) -> list[str]:
    problems: list[str] = []
    if len(cards) > RESOURCES:
        problems.append(f"BWJ-SETUP-3: the resource deck has {len(cards)} cards; at most "
                        f"{RESOURCES}")
    for card in cards:
        if card.card_type not in ("Resource", "Character"):
            problems.append(f"BWJ-SETUP-22: {card.name} ({card.id}) is not a resource card")
        elif card.alignment != "Hero":
            problems.append(f"{coe.HERO_RESOURCES}: {card.name} ({card.id}) is not a hero "
                            "resource")
    if not any(c.is_faction for c in cards):
        problems.append("BWJ-SETUP-4: the resource deck has no faction")
    big = [c for c in cards if c.item_class in ("major", "greater")]
    if len(big) < 2:
        problems.append(f"BWJ-SETUP-5: the resource deck has {len(big)} major or greater "
                        "items; at least 2")
    if not any(c.name == RESCUE_PRISONERS for c in cards):
        problems.append("BWJ-SETUP-6: the resource deck has no Rescue Prisoners")
    by_name: dict[str, list[Card]] = {}
    for card in cards:
        by_name.setdefault(card.name, []).append(card)
    for name in sorted(by_name):
        same = by_name[name]
        if same[0].unique and len(same) > 1:
            problems.append(f"BWJ-SETUP-7: {len(same)} copies of the unique {name}; at most 1")
        elif not same[0].unique and len(same) > 3:
            problems.append(f"BWJ-SETUP-8: {len(same)} copies of {name}; at most 3")
    characters = [c for c in cards if c.is_character]
    wizards = [c for c in characters if c.race == "Wizard"]
    if len(characters) > 3:
        problems.append(f"BWJ-SETUP-9: the resource deck has {len(characters)} other "
                        "characters; at most 3")
    if len(wizards) > 1:
        problems.append(f"BWJ-SETUP-9: the resource deck has {len(wizards)} Wizards; at most 1")
    return problems


def hazard_problems(cards: Sequence[Card]) -> list[str]:
    problems: list[str] = []
    if len(cards) != HAZARDS:
        problems.append(f"BWJ-SETUP-10: the hazard deck has {len(cards)} cards, not {HAZARDS}")
    for card in cards:
        if card.card_type != "Hazard":
            problems.append(f"BWJ-SETUP-22: {card.name} ({card.id}) is not a hazard card")
    creatures = [c for c in cards if c.is_creature]
    others = [c for c in cards if c.card_type == "Hazard" and not c.is_creature]
    if len(others) != 10:
        problems.append(f"BWJ-SETUP-14: the hazard deck has {len(others)} non-creature "
                        "hazards, not 10")
    for card in creatures:
        if not any(g.admits(card) for g in GROUPS):
            problems.append(f"BWJ-SETUP-14: {card.name} ({card.id}) is keyable to none of "
                            "the three groups' region types")
    family_decks.copies(cards, "hazard", problems)
    if family_decks.assign_groups(creatures, GROUPS) is None:
        for group in GROUPS:
            fits = sum(1 for c in creatures if group.admits(c))
            problems.append(f"{group.clause}: the creatures cannot be counted as exactly "
                            f"{group.size} keyable to {group.name} ({fits} could be), each "
                            "creature counted in one group")
    return problems


def homes_in(sites: Sequence[Card], burglar: Card, any_haven: bool) -> list[Card]:
    """The sites of the site deck that are the Burglar's home (BWJ-SETUP-15), in its order;
    with ``any_haven`` a home printed "Any Haven" (Gandalf's) is each Haven of it."""
    printed = {fold(h) for h in burglar.home_sites}
    return [s for s in sites if fold(s.name) in printed
            or (any_haven and ANY_HAVEN in printed and s.is_haven)]


def site_problems(sites: Sequence[Card], burglar: Card | None,
                  resources_: Sequence[Card], any_haven: bool = False) -> list[str]:
    problems: list[str] = []
    names = {fold(s.name) for s in sites}
    for card in sites:
        if not card.is_site or card.alignment != "Hero":
            problems.append(f"BWJ-SETUP-15: {card.name} ({card.id}) is not a hero site")
    if burglar is not None:
        if not homes_in(sites, burglar, any_haven):
            problems.append(f"BWJ-SETUP-15: the site deck lacks the Burglar's home site "
                            f"({', '.join(burglar.home_sites) or 'none printed'})")
    for haven, clause in zip(HAVENS_NEEDED, ("BWJ-SETUP-16", "BWJ-SETUP-17"), strict=True):
        if fold(haven) not in names:
            problems.append(f"{clause}: the site deck lacks {haven}")
    if not any(dragon_lair(s) for s in sites):
        problems.append("BWJ-SETUP-18: the site deck has no Ruins & Lairs site with a Dragon "
                        "automatic-attack")
    if not any(orc_hold(s) for s in sites):
        problems.append("BWJ-SETUP-19: the site deck has no Shadow-hold or Dark-hold with an "
                        "Orc automatic-attack")
    for faction in sorted({c.name: c for c in resources_ if c.is_faction}.values(),
                          key=lambda c: c.name):
        where = faction_sites(faction)
        if not any(s in names for s in where):
            problems.append(f"BWJ-SETUP-20: the site deck has no site where {faction.name} is "
                            "playable")
    return problems


def burglar_copies(burglar: Card, cards: Sequence[Card]) -> list[str]:
    """BWJ-SETUP-7: the Burglar, a unique card in play from the start, has no copy in the
    resource deck (by his name: a unique card is in play once, and a Hand is a character other
    than the Burglar, BWJ-HAND-1)."""
    copies = [c for c in cards if fold(c.name) == fold(burglar.name)]
    if not burglar.unique or not copies:
        return []
    return [f"BWJ-SETUP-7: the resource deck holds {len(copies)} "
            f"cop{'y' if len(copies) == 1 else 'ies'} of the unique {burglar.name} "
            f"({copies[0].id}), the Burglar, who is in play from the start; at most 1 in all"]


def _resources_without_burglar(catalog: Catalog, merged: Mapping[str, Any]) -> Any:
    """The default resource deck (as ``merged`` has it) with the chosen Burglar's card left
    out (BWJ-SETUP-7), as card ids; as it stands where it holds no copy of him or either part
    does not read (the check names what does not)."""
    found = family_decks.expand([merged["burglar"]], "burglar", catalog, [])
    cards = family_decks.expand(merged["resources"], "resources", catalog, [])
    if not found or not burglar_copies(found[0], cards):
        return merged["resources"]
    return [c.id for c in cards if fold(c.name) != fold(found[0].name)]


def laid_over_default(catalog: Catalog, setup: Mapping[str, Any],
                      unique_burglar: bool = False) -> tuple[dict[str, Any], list[str]]:
    """The player's options over the bundled default (``family_decks.over_default``). A
    Burglar given without a site deck brings his home site into the default's (BWJ-SETUP-15:
    it is where he starts), unless one of its sites is his home already. With
    ``unique_burglar`` (from ``UNIQUE_HANDS_SINCE``) the default resource deck, standing for
    resources not given, leaves out the chosen Burglar's card (Sam Gamgee, Merry), which a
    deck given may not hold (BWJ-SETUP-7)."""
    merged, problems = family_decks.over_default(setup, default_setup(), FIELDS)
    if unique_burglar and "resources" not in setup and merged.get("burglar"):
        merged["resources"] = _resources_without_burglar(catalog, merged)
    if "burglar" in setup and "sites" not in setup:
        found = family_decks.expand([setup["burglar"]], "burglar", catalog, [])
        sites = family_decks.expand(merged["sites"], "sites", catalog, [])
        if found and not homes_in(sites, found[0], any_haven=True):
            home = next((h for h in found[0].home_sites if catalog.site(h, "Hero")), None)
            if home is not None:
                merged["sites"] = [*merged["sites"], home]
    return merged, problems


def prepare(catalog: Catalog, setup: Mapping[str, Any],
            given_over_default: bool = False, unique_burglar: bool = False) -> dict[str, JSON]:
    """Check a set-up and return it with every card as an id. Raises :class:`InvalidSetup`
    listing every problem. ``given_over_default`` (from ``SETUP_OPTIONS_FROM``): each option
    given replaces that part of the bundled default (``laid_over_default``); before, a
    ``deck: default`` set-up was the default whatever else it gave, and one without it had to
    give every part. ``unique_burglar`` (from ``UNIQUE_HANDS_SINCE``): the resource deck holds
    no copy of the Burglar (``burglar_copies``), the default's leaving his card out."""
    given = setup
    if given_over_default:
        setup, problems = laid_over_default(catalog, setup, unique_burglar)
    else:
        if not setup or setup.get("deck") == "default":
            setup = default_setup()
        problems = [f"unknown setup field {quoted(key)}" for key in sorted(setup)
                    if key not in FIELDS]
    burglar = family_decks.expand([setup.get("burglar")] if setup.get("burglar") else [],
                                  "burglar", catalog, problems)
    item = family_decks.expand([setup.get("item")] if setup.get("item") else [], "item",
                               catalog, problems)
    resources_ = family_decks.expand(setup.get("resources", []), "resources", catalog, problems)
    hazards = family_decks.expand(setup.get("hazards", []), "hazards", catalog, problems)
    sites = [catalog.find(c.name, "Hero") if c.is_site else c
             for c in family_decks.expand(setup.get("sites", []), "sites", catalog, problems)]
    problems += company_problems(burglar, item)
    problems += resource_problems(resources_)
    if unique_burglar and burglar:
        problems += burglar_copies(burglar[0], resources_)
    problems += hazard_problems(hazards)
    problems += site_problems(sites, burglar[0] if burglar else None, resources_,
                              any_haven=given_over_default)
    if problems:
        raise InvalidSetup("This Burglar Wants a Good Job set-up is not legal."
                           + (family_decks.from_default(given, PARTS)
                              if given_over_default else ""), problems=problems)
    home = homes_in(sites, burglar[0], any_haven=given_over_default)[0]
    return {"burglar": burglar[0].id, "item": item[0].id, "home": home.id,
            "resources": [c.id for c in resources_], "hazards": [c.id for c in hazards],
            "sites": sorted({s.id for s in sites})}
