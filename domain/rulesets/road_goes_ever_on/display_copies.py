"""Two copies of one card on the Quest Display (``SINCE_VERSION`` on): each entry is its own,
known by its card and its sites. The copy taken at a site is the one found there; taking or
discarding one records its sites (``QuestTaken``, ``QuestDiscarded``) so that only it leaves
the Display; each card is offered once. Before, an entry was known by its card alone: the
copies were offered twice, the copy found at another site hid the one found here, and taking
or discarding one removed them all (those games replay as played).

The golden_hoard option counts its lost treasures by copy from the same version
(golden_hoard.unstored).

From ``FACTIONS_SINCE`` a faction is dealt with by copy too: its ``QuestTaken`` once
influenced, its ``QuestDiscarded`` once an attempt fails, name the sites of the entry the
attempt was made on (the first found where it was made, else the first), so that another copy
stays on the Display; Roäc the Raven and Old Road offer each faction once. Before, every copy
of the faction left the Display with it (one to the Quest discard), and those games replay
as played."""

from __future__ import annotations

from domain.canonical import JSON
from domain.ruleset import played_since
from domain.rulesets.road_goes_ever_on.state import Quest, State

SINCE_VERSION = 197
#: From this version a faction taken or discarded leaves the Display by its copy alone.
FACTIONS_SINCE = 204


def plays(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def entry(state: State, card: str, played: str, here: bool = True,
          site: str | None = None) -> Quest | None:
    """The Display entry of ``card`` the company deals with: the first found at its site (or
    at ``site``) (``here``), else the first of the card (from ``SINCE_VERSION``); before,
    always the first."""
    same = [q for q in state.display if q.card == card]
    if not same:
        return None
    where = state.site if site is None else site
    at_site = [q for q in same if where in q.sites] if here and plays(played) else []
    return (at_site or same)[0]


def offered(state: State, played: str) -> list[Quest]:
    """The entries to offer actions for: one for each card from ``SINCE_VERSION``."""
    if not plays(played):
        return list(state.display)
    cards = list(dict.fromkeys(q.card for q in state.display))
    return [q for q in (entry(state, c, played) for c in cards) if q is not None]


def fields(state: State, card: str, played: str, here: bool = True,
           site: str | None = None) -> dict[str, JSON]:
    """What a fact taking or discarding ``card`` from the Display records of its entry (see
    ``entry``; a random discard, not ``here``, takes the first copy): its sites, from
    ``SINCE_VERSION``."""
    found = entry(state, card, played, here, site) if plays(played) else None
    return {} if found is None else {"sites": list(found.sites)}


def faction_fields(state: State, card: str, played: str,
                   site: str | None = None) -> dict[str, JSON]:
    """What a fact taking or discarding the faction ``card`` from the Display records of the
    entry its influence attempt was made on, as at ``site`` (the company's by default; see
    ``entry``): its sites, from ``FACTIONS_SINCE``."""
    if not played_since(played, FACTIONS_SINCE):
        return {}
    return fields(state, card, played, site=site)


def factions_offered(state: State, played: str) -> list[Quest]:
    """The entries a faction is offered from wherever it is (Roäc the Raven, Old Road): one
    for each card from ``FACTIONS_SINCE``; before, every entry."""
    return offered(state, played) if played_since(played, FACTIONS_SINCE) \
        else list(state.display)
