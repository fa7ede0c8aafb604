"""The setup options that need cards of their own in the decks: ``rings`` a ring (a gold ring,
or a ring special item of the Ring deck; RGO-RING-1), ``under_deeps`` an Under-deeps site in
the Site deck (BA-UDMOVE-1). From version 192 an option asked for with none of its cards is
refused by name, as every setup problem is (a 422 over HTTP); before, it was taken silently and
did nothing, and a game recorded so replays as played. From version 198
(``UNDER_DEEPS_JOINED_SINCE``) ``under_deeps`` is refused too when no Under-deeps site of the
site deck has a surface site of the deck among its adjacent sites: no company could ever come
into the Under-deeps (BA-UDMOVE-1), so no Under-deeps move would ever be offered."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from domain.cards import Card
from domain.engine.under_deeps import is_under_deeps, reachable
from domain.ruleset import played_since
from domain.rulesets.road_goes_ever_on.decks import is_ring_special

#: The first version that refuses such an option.
SINCE_VERSION = 192
#: The first version that refuses Under-deeps sites none of whose surface sites is in the deck.
UNDER_DEEPS_JOINED_SINCE = 198


def problems(played: str, decks: Mapping[str, Sequence[Card]], *, rings: bool,
             under_deeps: bool, new_sites: Sequence[Card] = ()) -> list[str]:
    """Each option of ``rings`` and ``under_deeps`` asked for whose cards ``decks`` (resolved
    by ``decks.check_decks``) and the player's own new sites lack, named."""
    if not played_since(played, SINCE_VERSION):
        return []
    out = []
    if rings and not any(is_ring_special(c) or c.item_class == "gold-ring"
                         for cards in decks.values() for c in cards):
        out.append("rings: true, but the decks hold no ring (no gold ring, and no ring "
                   "special item in the Ring deck, decks.ring), so the option would do "
                   "nothing: give them, or leave rings out [RGO-RING-1]")
    if under_deeps:
        out += _under_deeps_problems(played, (*decks.get("sites", ()), *new_sites))
    return out


def _under_deeps_problems(played: str, sites: Sequence[Card]) -> list[str]:
    deeps = [c for c in sites if is_under_deeps(c)]
    if not deeps:
        return ["under_deeps: true, but the site deck (decks.sites) holds no Under-deeps site, "
                "so Under-deeps movement would have nowhere to go: add one, or leave "
                "under_deeps out [BA-UDMOVE-1]"]
    surface = [c for c in sites if not is_under_deeps(c)]
    if not played_since(played, UNDER_DEEPS_JOINED_SINCE) \
            or any(reachable(under, surface) for under in deeps):
        return []
    listed = "; ".join(dict.fromkeys(
        f"{under.name} lists {', '.join(name for name, _ in under.adjacent_sites) or 'none'}"
        for under in deeps))
    return [f"under_deeps: true, but no Under-deeps site of the site deck (decks.sites) lists a "
            f"surface site of the deck as adjacent ({listed}), so no company could ever come "
            "into the Under-deeps: add a surface site one of them lists, or leave "
            "under_deeps out [BA-UDMOVE-1]"]
