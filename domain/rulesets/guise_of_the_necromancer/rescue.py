"""Rescue Prisoners played by its card from ``SINCE`` (what the Hobbit scenarios share of it:
``hobbit.rescue``; GON-GEN-1: the standard rules say how
it is played; GON-STAGE-1 and GON-WIN-1 only say where it must be played, and that it must
succeed).

- In the site phase, once the company has entered a Dark-hold or Shadow-hold already tapped
  (by an item, an ally or a faction played there; from ``treated_sites.SINCE`` its type as a
  resource treats it this turn, so not one Quiet Lands treats as a Ruins & Lairs), never
  twice at one site (``rescue``): it leaves the hand (``RescuePrisonersPlayed``) and the
  company faces a Spider attack of 2 strikes at 7 prowess (``AttackDeclared`` of origin
  ``ORIGIN``; The Road Goes Ever On's ``rescues.spiders``). The site is not tapped again.
- The attack over, with no character of the company untapped the card is discarded
  (``RescuePrisonersDiscarded``); else the player taps one untapped character to hold it
  (``hold-prisoners:<character>``, ``PrisonersRescued``) or discards it
  (``leave-prisoners``), and nothing else is offered meanwhile.
- Its holder does not untap (``permanent_events.holds``, as a sage holding Dreams of Lore)
  until he stores it in the organization phase at a Haven, Border-hold or Free-hold
  (``store-information:<card>:<holder>``, ``CardStored``): its 2 marshalling points, none
  before. It is discarded as he leaves play.
- Held at Dol Guldur it is the rescue of The Investigation (GON-STAGE-1) and, by the White
  Council, wins the game (GON-WIN-1): played successfully, that is only once it is held.

- From ``AGAIN_FROM``, "never twice at one site" holds while that site card is in play: a
  hold's card discarded as its company leaves (CoE 2.IV: a tapped site) takes the rescue
  played there with it (``forgets``), so the site card back in the location deck
  (GON-STAGE-4) is a new site. The second journey to Dol Guldur needs the card played there
  again (GON-STAGE-1, GON-WIN-1); before, The Investigation's rescue barred it for good and
  no game could be won.
- From ``STAYING_COUNCIL_FROM``, the White Council's company wins with the rescue it plays at
  Dol Guldur in any site phase in which it has entered the site and faced its
  automatic-attacks, not only in the turn it moved there (GON-WIN-1 does not say the same
  turn): a hold tapped one turn, the card is played the next (``rescue_plan``).

Versions before ``SINCE`` replay as played: at an untapped hold, tapping the site and no
character, with no attack, its points counted at once.
"""

from __future__ import annotations

from domain.cards import Catalog
from domain.errors import IllegalAction
from domain.ruleset import played_since
from domain.rulesets.guise_of_the_necromancer import treated_sites
from domain.rulesets.guise_of_the_necromancer.printed_rules import RESCUE_FROM
from domain.rulesets.guise_of_the_necromancer.state import ENTERED, SITE, State
from domain.rulesets.hobbit.rescue import (
    CARD,
    HOLD,
    LEAVE,
    LEFT,
    NAME,
    NO_ONE_UNTAPPED,
    ORIGIN,
    attack,
    site_problem,
    stores_at,
)
from domain.rulesets.road_goes_ever_on.rescues import POINTS

__all__ = ["AGAIN_FROM", "CARD", "HOLD", "LEAVE", "LEFT", "NAME", "NO_ONE_UNTAPPED", "ORIGIN",
           "RULE", "SINCE", "STAYING_COUNCIL_FROM", "attack", "awaits", "council_wins",
           "forgets", "holders", "play_problem", "plays", "refusal", "stored_points",
           "stores_at"]

SINCE = RESCUE_FROM
RULE = "GON-STAGE-1"
#: The first version whose site card discarded takes the rescue played there with it.
AGAIN_FROM = 117
#: The first version whose White Council wins at Dol Guldur whether or not it moved there
#: this turn (it entered the site and faced its automatic-attacks this site phase).
STAYING_COUNCIL_FROM = 117


def plays(played: str) -> bool:
    return played_since(played, SINCE)


def forgets(rescued_at: tuple[str, ...], site: str, played: str) -> tuple[str, ...]:
    """The sites a rescue was played at, once ``site``'s card is discarded (``AGAIN_FROM``)."""
    if not played_since(played, AGAIN_FROM):
        return rescued_at
    return tuple(s for s in rescued_at if s != site)


def council_wins(moved: bool, played: str) -> bool:
    """Whether the White Council's rescue at Dol Guldur wins, its company having ``moved``
    there this turn or not (``STAYING_COUNCIL_FROM``)."""
    return moved or played_since(played, STAYING_COUNCIL_FROM)


def play_problem(state: State, catalog: Catalog, played: str) -> str | None:
    """Why the card may not be played now at the company's site (None: it may), the site's
    type as the version ``played`` reads it (``treated_sites``: from its ``SINCE`` a
    Shadow-hold Quiet Lands treats as a Ruins & Lairs is no hold it is played at)."""
    company = state.current
    if state.phase != SITE or company is None or state.step != ENTERED \
            or state.fight is not None or state.rescuing:
        return "it is played in the site phase, once the site is entered"
    return site_problem(treated_sites.site_here(state, catalog, company, played),
                        company.location in state.tapped_sites,
                        company.location in state.rescued_at)


def awaits(state: State) -> bool:
    """Whether the game waits for the card's holder to be named (its attack over)."""
    return bool(state.rescuing) and state.fight is None and state.outcome is None


def holders(state: State) -> list[str]:
    """The untapped characters who may hold the card once its attack is over."""
    company = state.current
    if not state.rescuing or state.fight is not None or company is None:
        return []
    return [c.card_id for c in company.characters if c.untapped]


def stored_points(card: str, printed: int) -> int:
    """What a held card stored is worth: Rescue Prisoners its 2 in parentheses."""
    return POINTS if card == CARD else printed


def refusal(state: State, catalog: Catalog, kind: str, rest: str,
            played: str) -> IllegalAction:
    """Why playing the card, or holding or leaving it, is refused now."""
    if kind == "rescue":
        why = f"{NAME} is not in your hand" if CARD not in state.hand \
            else play_problem(state, catalog, played) or "name it as rescue"
        return IllegalAction(f"{NAME} cannot be played now: {why}.", clause=RULE)
    if kind in (HOLD, LEAVE) and not awaits(state):
        return IllegalAction(f"No {NAME} waits for a character to hold it.", clause=RULE)
    return IllegalAction(f"{NAME} waits for its holder first: an untapped character of the "
                         f"company ({HOLD}:<character>), or it is discarded ({LEAVE}).",
                         clause=RULE)
