"""The few printed facts of a card that the Solitaire Variant reads (SV1-GEN-1: never its
text): prowess and body (first value, SV1-HAZ-4G), marshalling points, region and site symbols,
event duration, the site's draw number and an item's shield modifiers."""

from __future__ import annotations

from domain.cards import Card

#: SV1-HAZ-4A2: a site symbol on a hazard counts as the region symbol of the same kind of land.
#: A Haven symbol has no region counterpart, so it matches nothing.
SITE_AS_REGION: dict[str, str | None] = {
    "free-hold": "free-domain",
    "border-hold": "border-land",
    "ruins-and-lairs": "wilderness",
    "shadow-hold": "shadow-land",
    "dark-hold": "dark-domain",
    "haven": None,
}


def prowess(card: Card) -> int:
    """The first printed prowess (SV1-HAZ-4G); a card that prints none has 0."""
    return card.prowess or 0


def body(card: Card) -> int | None:
    """The first printed body (SV1-HAZ-4G), or None when the card prints no body."""
    return card.body


def points(card: Card) -> int:
    """Marshalling points (the first printed value); none printed counts 0."""
    return card.marshalling_points or 0


def category(card: Card) -> str:
    """The marshalling point category a card scores under."""
    if card.card_type == "Hazard":
        return "kill"
    if card.card_type == "Character":
        return "character"
    if card.is_ally:
        return "ally"
    if card.is_faction:
        return "faction"
    return "item"


def hazard_nature(card: Card) -> str | None:
    """SV1-HAZ-3: "combat" if the shield prints a prowess, else the event duration."""
    if card.prowess is not None:
        return "combat"
    kinds = card.event_types
    return kinds[0] if kinds else None


def resource_nature(card: Card) -> str | None:
    """SV1-SETUP-6: a resource event's duration (None if the card is no event)."""
    kinds = card.event_types
    return kinds[0] if kinds else None


def hazard_symbols(card: Card) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The region types a hazard is keyed to: its region symbols, then its site symbols read
    as region symbols (SV1-HAZ-4A2), each once, in printed order."""
    regions = tuple(name for name, _count in card.keyed_regions)
    from_sites = tuple(SITE_AS_REGION[site] or "" for site in card.keyed_site_types)
    return regions, tuple(dict.fromkeys(s for s in from_sites if s))


def has_symbols(card: Card) -> bool:
    return bool(card.keyed_regions or card.keyed_site_types)


def combat_item(card: Card) -> bool:
    """SV1-ACQ-3A: the shield prints a prowess or body modifier."""
    return card.prowess_mod is not None or card.body_mod is not None


def assignable(card: Card) -> bool:
    """SV1-ACQ-2A: an item with a shield modifier or with 0 marshalling points."""
    return combat_item(card) or points(card) == 0


def site_draw(card: Card) -> int:
    """SV1-RES-2: the number in the site's bottom-left box (0 if none is printed)."""
    return card.draw or 0
