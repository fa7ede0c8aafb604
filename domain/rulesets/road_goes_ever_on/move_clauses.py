"""The clause a company's move to a site of the site deck cites, as a choice
(``move:<site>``, ``move:<company>:<site>``) and in the ``MovementPlanned`` it records: from
``CLAUSE_SINCE`` the rule that lets it go there (starter movement, CoE 2.II.7.i; down to a
Dungeon from its surface just explored, RGO-DUNG-1, or back up, RGO-DUNG-2; by the Under-deeps,
BA-UDMOVE-1). Before, a move by the site path or a Dungeon's cited RGO-HAZ-1, the Hazard Pile
its movement/hazard phase draws, and so its fact replays (an Under-deeps move's choice
already cited BA-UDMOVE-1). From ``OUT_OF_DEEPS_SINCE`` a move out of an Under-deeps site cites
BA-UDMOVE-2, the rule that lets it go only to a site the Under-deeps site lists (its roll,
BA-UDMOVE-3, is a fact of its own), where before it cited BA-UDMOVE-1, the way down from a
surface site."""

from __future__ import annotations

from domain.cards import Card
from domain.engine import under_deeps as ud
from domain.engine.movement import STARTER_MOVEMENT, site_path
from domain.ruleset import played_since
from domain.rulesets.road_goes_ever_on import dungeons

CLAUSE_SINCE = 194
#: The first version in which a move out of an Under-deeps site cites BA-UDMOVE-2.
OUT_OF_DEEPS_SINCE = 198
PILE_DRAWN = "RGO-HAZ-1"


def allowing(played: str, here: Card, site: Card) -> str:
    """The rule that lets a company at ``here`` move to ``site``: by the site path (starter
    movement) where there is one, else a Dungeon's way down or up, else the Under-deeps (out
    of an Under-deeps site, from ``OUT_OF_DEEPS_SINCE``, BA-UDMOVE-2)."""
    if site_path(here, site) is not None:
        return STARTER_MOVEMENT
    if dungeons.is_dungeon(here):
        return dungeons.ONLY_BACK
    if dungeons.is_dungeon(site):
        return dungeons.REACH
    return under_deeps(played, here)


def under_deeps(played: str, here: Card) -> str:
    """The rule a move by the Under-deeps from ``here`` cites in the version ``played``."""
    out = ud.is_under_deeps(here) and played_since(played, OUT_OF_DEEPS_SINCE)
    return ud.FROM_UNDER_DEEPS if out else ud.FROM_SURFACE


def cited(played: str, here: Card, site: Card) -> str:
    """The clause the move cites in the version ``played``."""
    return allowing(played, here, site) if played_since(played, CLAUSE_SINCE) else PILE_DRAWN


#: The first version in which a company that stays cites the rule that lets it (CoE 2.IV: each
#: company takes its movement/hazard phase, moving or not), as its choice and in the
#: ``MovementPlanned`` of another company's stay, and a move a card opens cites the card: the
#: play of the card played for it (Eagle-mounts, Paths of the Dead, a Bridge: CoE 5.1, a
#: short-event; Morannon as its play cites it), or, for an ally's move (Gwaihir, Shadowfax),
#: special movement (CoE 2.II.7.iv: an effect that moves the company outside the usual kinds
#: of movement), the ally being in play, not played. Before, a stay cited RGO-HAZ-6 (what a
#: company that does not move draws) and those moves RGO-HAZ-1, and so their facts replay.
#: Their refusals cite the card from ``CARD_REFUSALS_SINCE``.
CARDS_SINCE = 195
#: The first version in which the refusal of a move a card opens (Eagle-mounts, Paths of the
#: Dead, a Bridge, Gwaihir's flight, Shadowfax's second move) cites the clause its move
#: cites (``card_cited``), not RGO-HAZ-1 (movement is planned in the organization phase) as
#: before. Morannon's refusals cite its play in every version.
CARD_REFUSALS_SINCE = 203
STAYS = "CoE-2.IV"
STAY_DRAWN = "RGO-HAZ-6"
SPECIAL_MOVEMENT = "CoE-2.II.7.iv"


def stay_cited(played: str) -> str:
    """The clause a company's stay cites in the version ``played``."""
    return STAYS if played_since(played, CARDS_SINCE) else STAY_DRAWN


def card_cited(played: str, card_clause: str) -> str:
    """The clause a move a card opens cites in the version ``played``: the card's
    (``card_clause``) from ``CARDS_SINCE``, else RGO-HAZ-1."""
    return card_clause if played_since(played, CARDS_SINCE) else PILE_DRAWN


def card_refused(played: str, card_clause: str) -> str:
    """The clause the refusal of a move a card opens cites in the version ``played``: the
    card's (``card_clause``) from ``CARD_REFUSALS_SINCE``, else RGO-HAZ-1."""
    return card_clause if played_since(played, CARD_REFUSALS_SINCE) else PILE_DRAWN
