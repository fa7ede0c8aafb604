"""Deck construction and the starting company (TBA-DECK-*, TBA-COMP-*): every violation is
named, with its clause."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from domain.canonical import JSON
from domain.cards import Card, Catalog
from domain.engine import character_bonuses, coe
from domain.engine.characters import Character
from domain.engine.company import size_problem
from domain.engine.influence import control_problems
from domain.errors import InvalidSetup
from domain.rulesets.hobbit import decks as family_decks
from domain.rulesets.hobbit.decks import Group
from domain.rulesets.there_and_back_again import layout
from domain.text import quoted

HAZARDS = 29  # TBA-DECK-2
DESOLATIONS = 2  # TBA-DECK-3
DESOLATION_NAME = "Dragon’s Desolation"
RESOURCES = 25  # TBA-DECK-9, plus one Wizard
GENERAL_INFLUENCE = 30  # TBA-COMP-4
HALF_RACES = ("Hobbit", "Dwarf")  # TBA-COMP-3
#: TBA-COMP-2: the characters of The Hobbit that may form the company.
ALLOWED_CHARACTERS: tuple[str, ...] = (
    "Bilbo", "Thorin II", "Glóin", "Balin", "Óin", "Kíli", "Bifur", "Bofur", "Nori", "Fíli",
    "Ori", "Dwalin", "Bombur", "Dori")


def _admits(name: str) -> Callable[[Card], bool]:
    def admits(card: Card) -> bool:
        counts = dict(card.keyed_regions)
        if name == "wilderness":
            return counts.get("wilderness") == 1
        if name == "double wilderness":
            return counts.get("wilderness", 0) >= 2
        return "border-land" in counts
    return admits


#: TBA-DECK-4..6: the creature groups of the hazard deck (clause, size, copy limit).
GROUPS = (Group("wilderness", "TBA-DECK-4", 15, 2, _admits("wilderness")),
          Group("double wilderness", "TBA-DECK-5", 6, 3, _admits("double wilderness")),
          Group("border-lands", "TBA-DECK-6", 6, 3, _admits("border-lands")))


def di_bonus(card: Card) -> int:
    """TBA-COMP-5: +1 direct influence for a mind of 3 or more."""
    return 1 if (card.mind or 0) >= 3 else 0


def default_setup() -> dict[str, Any]:
    """The bundled default deck pair and company (seeds/decks/there-and-back-again)."""
    return family_decks.default_setup("there-and-back-again")


def assign_groups(creatures: Sequence[Card]) -> dict[str, list[Card]] | None:
    """An assignment of each creature to one group (TBA-DECK-7) meeting every group's size and
    copy limit, or None if there is none."""
    return family_decks.assign_groups(creatures, GROUPS)


def hazard_problems(hazards: Sequence[Card]) -> list[str]:
    problems: list[str] = []
    if len(hazards) != HAZARDS:
        problems.append(f"TBA-DECK-2: the hazard deck has {len(hazards)} cards, not {HAZARDS}")
    desolations = [c for c in hazards if c.name == DESOLATION_NAME]
    if len(desolations) != DESOLATIONS:
        problems.append(f"TBA-DECK-3: the hazard deck has {len(desolations)} Dragon’s "
                        f"Desolation, not {DESOLATIONS}")
    others = [c for c in hazards if c.name != DESOLATION_NAME and not c.is_creature]
    for card in others:
        problems.append(f"TBA-DECK-1: {card.name} ({card.id}) is neither a creature nor "
                        "Dragon’s Desolation")
    creatures = [c for c in hazards if c.is_creature]
    for card in creatures:
        if not any(g.admits(card) for g in GROUPS):
            problems.append(f"TBA-DECK-7: {card.name} ({card.id}) is keyed to none of "
                            "wilderness, double wilderness or border-lands")
    if any(p.startswith("TBA-DECK-7") for p in problems):
        return problems
    needed = sum(g.size for g in GROUPS)
    if len(creatures) != needed:
        problems.append(f"TBA-DECK-4: the hazard deck has {len(creatures)} creatures; the "
                        f"three groups need exactly {needed} (15 keyed to wilderness, 6 to "
                        "double wilderness, 6 to border-lands)")
        return problems
    if assign_groups(creatures) is None:
        for group in GROUPS:
            fits = [c for c in creatures if group.admits(c)]
            usable = sum(min(group.copies, sum(1 for c in fits if c.name == n))
                         for n in sorted({c.name for c in fits}))
            if usable < group.size:
                problems.append(
                    f"{group.clause}: at most {usable} creatures can count as keyed to "
                    f"{group.name} (at most {group.copies} of each); exactly {group.size} "
                    "are needed")
        if not problems:
            problems.append("TBA-DECK-7: the creatures cannot be split into 15 keyed to "
                            "wilderness, 6 to double wilderness and 6 to border-lands, each "
                            "counted once")
    return problems


def ruled_out(card: Card) -> str:
    """Why the scenario never puts ``card`` in play, with the clause the deck check refuses it
    by ("": its rules admit it): the hazard deck holds only creatures keyed to the three groups
    and Dragon's Desolation, the resource deck hero resources and one Wizard, the company only
    the characters of The Hobbit, and the map only the laid-out regions and sites."""
    if card.card_type == "Region":
        return "" if card.name in layout.REGIONS else (
            "TBA-LAYOUT-1: the map is the seven regions laid out in a row; no other region "
            "is played")
    if card.card_type == "Site":
        return "" if card.name in layout.SITES.values() else (
            "TBA-LAYOUT-2: the map has one site under each of its seven regions; no other "
            "site is played")
    if card.is_character:
        return "" if card.name in ALLOWED_CHARACTERS or card.race == "Wizard" else (
            "TBA-COMP-2: not one of the company of The Hobbit, and the resource deck holds "
            "no character but the Wizard (TBA-DECK-9)")
    if card.card_type == "Hazard":
        if card.name == DESOLATION_NAME:
            return ""
        if not card.is_creature:
            return "TBA-DECK-1: the hazard deck holds creatures and Dragon’s Desolation only"
        return "" if any(g.admits(card) for g in GROUPS) else (
            "TBA-DECK-7: a creature keyed to none of wilderness, double wilderness or "
            "border-lands counts in no group of the hazard deck")
    if card.card_type == "Resource" and card.alignment != "Hero":
        return f"{coe.HERO_RESOURCES}: not a hero resource"
    return ""


def resource_problems(resources_: Sequence[Card]) -> list[str]:
    problems: list[str] = []
    wizards = [c for c in resources_ if c.is_character and c.race == "Wizard"]
    others = [c for c in resources_ if c not in wizards]
    if len(wizards) != 1:
        problems.append(f"TBA-DECK-9: the resource deck has {len(wizards)} Wizards, not 1")
    if len(others) != RESOURCES:
        problems.append(f"TBA-DECK-9: the resource deck has {len(others)} resource cards "
                        f"besides the Wizard, not {RESOURCES}")
    for card in others:
        if card.card_type != "Resource":
            problems.append(f"TBA-DECK-9: {card.name} ({card.id}) is not a resource card")
        elif card.alignment != "Hero":
            problems.append(f"{coe.HERO_RESOURCES}: {card.name} ({card.id}) is not a hero "
                            "resource")
    if not any(c.item_class == "greater" for c in others):
        problems.append("TBA-DECK-10: the resource deck has no greater item")
    return problems


def company_problems(company: Sequence[Card], followers: Mapping[str, str],
                     follower_bonuses: bool = False) -> list[str]:
    """Every way the starting company breaks TBA-COMP-1..4 or the company size; with
    ``follower_bonuses`` a controller's printed direct influence against his followers' race
    counts in controlling them (``character_bonuses.follower_bonus``: Thorin II's +2 against
    Dwarves)."""
    problems: list[str] = []
    ids = [c.id for c in company]
    for card in company:
        if card.name not in ALLOWED_CHARACTERS or not card.is_character:
            problems.append(f"TBA-COMP-2: {card.name} ({card.id}) is not one of the company "
                            "of The Hobbit")
        if ids.count(card.id) > 1:
            problems.append(f"{coe.DECK_COPIES}: {card.name} is in the company twice")
    hobbits = [c for c in company if c.race == "Hobbit"]
    if len(hobbits) != 1:
        problems.append(f"TBA-COMP-1: the company has {len(hobbits)} Hobbits, not exactly 1")
    for card in company:
        if card.race not in ("Hobbit", "Dwarf"):
            problems.append(f"TBA-COMP-1: {card.name} is neither the Hobbit nor a Dwarf")
    characters = [Character.from_card(c, di_bonus(c)) for c in company if c.is_character]
    extra: dict[str, int] = {}
    if follower_bonuses:
        by_id = {c.id: c for c in company}
        for controller in dict.fromkeys(followers.values()):
            if controller in by_id:
                extra[controller] = character_bonuses.follower_bonus(
                    by_id[controller], [by_id[f] for f, c in sorted(followers.items())
                                        if c == controller and f in by_id])
    for problem in control_problems(characters, followers, GENERAL_INFLUENCE, extra):
        problems.append(f"TBA-COMP-4: {problem}")
    size = size_problem(characters, at_haven=False, half_races=HALF_RACES)
    if size:
        problems.append(f"{coe.COMPANY_SIZE}: {size}")
    return problems


FIELDS = ("resources", "hazards", "company", "followers", "name", "deck", "notes")
#: The parts of a set-up the bundled default gives where the player gives none.
PARTS = ("resources", "hazards", "company", "followers")


def prepare(catalog: Catalog, setup: Mapping[str, Any],
            follower_bonuses: bool = False, given_over_default: bool = False) -> dict[str, JSON]:
    """Check a setup and return it with every card as an id. Raises :class:`InvalidSetup`
    listing every problem. ``follower_bonuses``: the version counts a controller's printed
    bonus against his followers' race (``company_problems``). ``given_over_default`` (from
    ``SETUP_OPTIONS_FROM``): each option given replaces that part of the bundled default, the
    default's followers going with its company only (``hobbit.decks.over_default``); before,
    a ``deck: default`` setup was the default whatever else it gave."""
    given = setup
    if given_over_default:
        setup, problems = family_decks.over_default(setup, default_setup(), FIELDS,
                                                    goes_with=(("followers", "company"),))
    else:
        if not setup or setup.get("deck") == "default":
            setup = default_setup()
        problems = [f"unknown setup field {quoted(key)}" for key in sorted(setup)
                    if key not in FIELDS]
    resources_ = family_decks.expand(setup.get("resources", []), "resources", catalog, problems)
    hazards = family_decks.expand(setup.get("hazards", []), "hazards", catalog, problems)
    company = family_decks.expand(setup.get("company", []), "company", catalog, problems)
    raw_followers = setup.get("followers", {})
    followers: dict[str, str] = {}
    if not isinstance(raw_followers, Mapping):
        problems.append("followers must map a follower to its controller")
    else:
        for follower, controller in sorted(raw_followers.items()):
            pair = family_decks.expand(
                [follower, controller], f"followers ({quoted(follower)}: {quoted(controller)})",
                catalog, problems)
            if len(pair) == 2:
                followers[pair[0].id] = pair[1].id
    problems += hazard_problems(hazards)
    problems += resource_problems(resources_)
    problems += company_problems(company, followers, follower_bonuses)
    family_decks.copies(hazards, "hazard", problems)
    family_decks.copies(resources_, "resource", problems)
    if any(isinstance(e, Mapping) and e.get("items")
                            for e in setup.get("company", []) if isinstance(e, Mapping)):
        problems.append("TBA-COMP-7: the company starts with no items")
    if problems:
        raise InvalidSetup("This There and Back Again setup is not legal."
                           + (family_decks.from_default(given, PARTS)
                              if given_over_default else ""), problems=problems)
    return {"resources": [c.id for c in resources_], "hazards": [c.id for c in hazards],
            "company": [c.id for c in company], "followers": dict(sorted(followers.items()))}
