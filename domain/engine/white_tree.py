"""The White Tree (TW-348), a unique resource permanent-event, as any ruleset reads it: played
by a sage at Minas Tirith only, and only by discarding a Sapling of the White Tree (borne by a
character there, or stored at Minas Tirith); while it is in play Minas Tirith is a Haven for
healing and for playing hazards, and for nothing else (it stays a Free-hold for its site
phase and movement). A ruleset keeps when it offers it, from which version, and where it
records it (The Road Goes Ever On takes it as a quest, ``road_goes_ever_on.white_tree``;
Burglar Wants a Good Job plays it from the hand, ``burglar.white_tree``)."""

from __future__ import annotations

from domain.cards import Card, fold
from domain.engine.item_places import STORES
from domain.immutable import replace

CARD = "TW-348"
NAME = "The White Tree"
SAPLING = "Sapling of the White Tree"
SITE = "Minas Tirith"
#: The site type a hazard is keyed to at Minas Tirith while it is in play.
HAVEN = "haven"


def is_sapling(name: str) -> bool:
    return fold(name) == fold(SAPLING)


def stored_points() -> int:
    """What a Sapling stored at Minas Tirith is worth (``item_places.STORES``): the pile's
    record of one stored there, as one stored at a Haven is worth its printed 1."""
    return STORES[fold(SAPLING)].points


def at_site(site: Card) -> bool:
    return fold(site.name) == fold(SITE)


def haven(site: Card, in_play: bool) -> bool:
    """Whether ``site`` is a Haven for healing and playing hazards: a Haven, or Minas Tirith
    while The White Tree is in play (``in_play``)."""
    return site.is_haven or (at_site(site) and in_play)


def hazard_site_type(site: Card, in_play: bool, site_type: str) -> str:
    """``site``'s type (``site_type``) as a hazard is keyed to it: a Haven's at Minas Tirith
    while The White Tree is in play."""
    return HAVEN if not site.is_haven and haven(site, in_play) else site_type


def keyed_site(site: Card, in_play: bool) -> Card:
    """``site`` as a hazard is keyed to it: Minas Tirith a Haven while The White Tree is in
    play (``in_play``), any other site as it is."""
    kind = hazard_site_type(site, in_play, site.site_type or "")
    return site if kind == (site.site_type or "") else replace(site, site_type=kind)
