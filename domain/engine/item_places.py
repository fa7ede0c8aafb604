"""Items whose cards name where they are played, beyond the site's list of playable items
(CoE 2.V.4), as every ruleset reads them:

- a special item played only at the one site its card names (no site lists special items):
  the Book of Mazarbul at Moria, Earth of Galadriel's Orchard at Lórien, the Red Book of
  Westmarch at Bag End, the Palantíri of Elostirion, Minas Tirith and Orthanc at The White
  Towers, Minas Tirith and Isengard;
- an item a card keeps from some site types: the Sapling of the White Tree from a
  Shadow-hold and a Dark-hold.

The Road Goes Ever On finds its quest items by these (``item_places``, ``quests``); the Hobbit
scenarios play them at a site (``hobbit.moves.item_moves``, the Guise's ``moves``).
"""

from __future__ import annotations

from domain.cards import Card, fold

#: Folded special item name -> the one site its card names as where it is played.
OWN_SITES = {
    fold("Book of Mazarbul"): "Moria",
    fold("Earth of Galadriel's Orchard"): "Lórien",
    fold("Red Book of Westmarch"): "Bag End",
    fold("Palantír of Elostirion"): "The White Towers",
    fold("Palantír of Minas Tirith"): "Minas Tirith",
    fold("Palantír of Orthanc"): "Isengard",
}
#: Folded item name -> the site types its card keeps it from.
NOT_PLAYABLE_AT = {fold("Sapling of the White Tree"): ("shadow-hold", "dark-hold")}


def own_site(item: Card) -> str | None:
    """The one site ``item``'s card names as where it is played (None: none)."""
    return OWN_SITES.get(fold(item.name))


def playable_at(item: Card, site: Card) -> bool:
    """Whether ``item`` may be played at ``site`` by its class or its card: its class listed
    there, or the site its card names; never at a site type its card bars."""
    if site.site_type in NOT_PLAYABLE_AT.get(fold(item.name), ()):
        return False
    own = own_site(item)
    if own is not None:
        return fold(site.name) == fold(own)
    return item.item_class in site.playable_items


def place_problem(item: Card, site: Card) -> str | None:
    """Why ``item``'s card keeps it from ``site`` (None: it does not): a special item of a
    site of its own elsewhere, an item barred from the site's type."""
    barred = NOT_PLAYABLE_AT.get(fold(item.name), ())
    if site.site_type in barred:
        kinds = " or a ".join(t.capitalize() for t in barred)
        return f"{item.name} is not played at a {kinds}"
    own = own_site(item)
    if own is not None and fold(site.name) != fold(own):
        return f"{item.name} is played only at {own}"
    return None
