"""Three rules a character's card prints that are neither a bonus against something
(``character_bonuses.py``) nor a phase's script, kept here as facts by card id:

- ``HOME_ONLY``: a character who, unless one of the starting characters, comes into play only
  at his home site (never at a Haven that is not his home; CoE 2.II.2.2 lets others do both);
- ``ELIMINATION_COST``: the marshalling points his player loses if he is eliminated
  (CoE 3.I.2; by a corruption check only when it eliminates him, CoE 7.1);
- ``UNRECORDED_CORRUPTION``: the modifier to all his corruption checks where the card data
  leaves its ``corruption`` attribute empty (the others the catalog holds as
  ``Card.corruption``); the catalog is left as it is, so every game played replays;
- ``RING_TESTERS``: a character who may tap to test a gold ring borne in his company;
- ``WILDERNESS_DRAWERS``: a character who, as his company's new site is revealed, draws one
  card more for each Wilderness of its site path (CoE 2.IV.v's draw);
- ``PALANTIR_USERS``: a character who may tap to use a Palantír he bears; The Road Goes Ever
  On lets any bearer use one (``palantir.py``), so his line is played there as it stands;
- ``HAVEN_JOINERS``: a character who, at a Haven, joins a company of his player attacked by
  a hazard creature, faces one of its strikes, then taps and checks corruption;
- ``DRAW_REDUCERS``: a character whose company's movement has the opponent draw one hazard
  card fewer (``fewer_hazard_draws``), where a solitaire scenario's hazards stand in for
  that draw.
"""

from __future__ import annotations

from collections.abc import Iterable

from domain.cards import Card, fold
from domain.engine.checks import Modifier

HOME_ONLY = frozenset({"TW-131", "TW-152", "TW-170", "TW-177", "TW-179", "TW-180", "TW-495",
                       "DM-180", "TD-91"})
ELIMINATION_COST = {"TW-120": 3, "TW-131": 2, "TW-137": 3, "TW-145": 3, "TW-152": 2,
                    "TW-153": 3}
UNRECORDED_CORRUPTION = {"TW-125": -1, "TW-130": -1, "TW-131": 4, "TW-132": -1, "TW-150": -1,
                         "TW-164": -1, "TW-171": -1, "TW-173": -1, "TW-174": -1, "TW-177": 2,
                         "TW-179": 2, "DM-180": 2}
RING_TESTERS = frozenset({"TW-156"})
WILDERNESS_DRAWERS = frozenset({"TW-178"})
WILDERNESS = "wilderness"
PALANTIR_USERS = frozenset({"TW-181"})
HAVEN_JOINERS = frozenset({"TW-117"})
DRAW_REDUCERS = frozenset({"TW-117"})
HOME_CLAUSE = "CoE-2.II.2.2"
CORRUPTION_CLAUSE = "CoE-7.1"


def home_only_problem(character: Card, site: Card) -> str | None:
    """Why ``character`` (not a starting character) cannot come into play at ``site``."""
    if character.id not in HOME_ONLY or fold(site.name) in [fold(h) for h in
                                                            character.home_sites]:
        return None
    homes = " or ".join(character.home_sites) or "his home site"
    return f"{character.name} comes into play only at his home site ({homes})."


def elimination_cost(character: Card) -> int:
    """The marshalling points lost if ``character`` is eliminated (0 for most)."""
    return ELIMINATION_COST.get(character.id, 0)


def corruption_modifiers(character: Card) -> list[Modifier]:
    """``character``'s printed modifier to all his corruption checks that the catalog does not
    hold, as the check's modifier sourced to his card."""
    amount = UNRECORDED_CORRUPTION.get(character.id)
    if amount is None:
        return []
    return [Modifier(amount, f"card:{character.id}",
                     f"{character.name}'s {amount:+d} to all his corruption checks",
                     CORRUPTION_CLAUSE)]


def wilderness_draws(characters: Iterable[Card], path: Iterable[str]) -> int:
    """The cards drawn beyond the new site's number by the characters of a moving company
    whose card gives one for each Wilderness of its site path (region types)."""
    wild = sum(1 for region in path if fold(region) == WILDERNESS)
    return wild * sum(1 for c in characters if c.id in WILDERNESS_DRAWERS)


def fewer_hazard_draws(characters: Iterable[str], draws: int) -> int:
    """The hazard cards drawn for a moving company's movement, ``draws`` as its site's number
    gives them, with the characters (card ids) in it: one fewer, not below 0, with one whose
    card reduces them (``DRAW_REDUCERS``; each is unique, so never two)."""
    if any(c in DRAW_REDUCERS for c in characters):
        return max(0, draws - 1)
    return draws
