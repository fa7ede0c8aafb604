"""Horses (TW-260), played from the hand before the company's hazards are drawn (the
long-event phase, as the standard rules' end of the organization phase), from version
``SINCE_VERSION``: the company's hazard limit is lowered by two, not below two
(``HazardLimitEased``, once for each company), and every hazard creature attacking the company
this turn has +2 prowess (``CreaturesStrengthened``, then ``AttackModified``). The automatic
player keeps the card. Earlier versions replay as played (it was declared).

From version ``ROADS_SINCE`` the other hazard-limit cards of the long-event phase, each once
for each company that plays a new site card, the limit never lowered below two:

- Fair Travels in Free-domains and Fair Sailing: -1 for each Free-domain (Coastal Sea) of the
  site path, as Fair Travels in Wilderness and Border-lands;
- Fair Travels in Dark-domains and in Shadow-lands: -1 when the site path has at least one
  such region; -2 with Gates of Morning in play (which it can be from
  ``gates_of_morning.SINCE_VERSION`` only);
- Anduin River, Ash Mountains, Misty Mountains, Mountains of Shadow and White Mountains, on a
  company holding a ranger: -2 when the new site lies in one of the regions the card names.
  Their other use, moving through two of those regions as if adjacent, is for a company
  moving with region cards, which no company here does (starter movement only), so nothing
  the card can do here is left out.

From version ``KEYING_SINCE`` three cards limit where hazard creatures may be keyed against
the company this turn (``CreatureKeyingLimited``; a creature that finds no place left is
discarded naming the card): Ford (an untapped ranger taps) none by a Wilderness of the site
path, Secret Entrance (an untapped sage taps; not towards a site in a Dark-domain) none at the
site, an on-guard creature included, Secret Passage (a company moving to a Ruins & Lairs) only
at the site. Each is offered only where it can matter, once a turn on a company.

From version ``PATHS_SINCE`` two more: Eagle-mounts (a company holding a diplomat, moving
from Eagles' Eyrie) faces only creatures keyed to its new site, and Paths of the Dead (a
company holding Aragorn II at Dunharrow) only Undead creatures, any Undead keyed where its
symbols allow or else to the site. The moves these cards open (Eagle-mounts to any site but a
Shadow-hold, Dark-hold or Under-deeps site, Paths of the Dead to the Vale of Erech) are played
from version ``travel_moves.SINCE_VERSION`` (travel_moves.py). Up to version
``EAGLES_SINCE`` Eagle-mounts asked Secret Passage's condition too (a Ruins & Lairs as the new
site); from it, any new site will do, as its card says, and from ``EAGLES_BARRED_SINCE`` any
but a Shadow-hold, Dark-hold or Under-deeps site (those its organization-phase move refuses,
``travel_moves.BARRED``).

The automatic player plays all of these whenever offered.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from domain.cards import Card, fold
from domain.engine import coe, effects, hazard_limit_cards
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on import great_ship
from domain.rulesets.road_goes_ever_on.hazard_pile import Journey
from domain.rulesets.road_goes_ever_on.state import State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.hand_resources import Play

#: The first version that plays Horses; earlier versions replay as played.
SINCE_VERSION = 56
#: The first version that plays the other hazard-limit cards; earlier versions declared them.
ROADS_SINCE = 68
MODE = "ride"
#: The hazard limit lowered by the amount (to the floor of Fair Travels).
LIMIT_BY = "limit-by"
#: The prowess of every hazard creature attacking the company this turn.
CREATURES_PROWESS = "creatures-prowess"
NOTE = "resource short-events played on the company this turn"


def plays() -> dict[str, tuple[Play, ...]]:
    """Horses' play, read by ``hand_resources.plays`` from ``SINCE_VERSION``."""
    from domain.rulesets.road_goes_ever_on.hand_resources import ROAD, Play

    return {"TW-260": (Play("TW-260", "Horses", MODE, ROAD, (
        effects.Effect(LIMIT_BY, 2), effects.Effect(CREATURES_PROWESS, 2))),)}


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def roads_offered(played: str) -> bool:
    return played_since(played, ROADS_SINCE)


#: The cards lowering the limit, read from the engine (``hazard_limit_cards``): those naming the
#: regions of the new site (a ranger in the company), those counting each region of a type,
#: those needing only one (-2 with Gates of Morning in play).
REGION_CARDS: tuple[tuple[str, str, tuple[str, ...]], ...] = tuple(
    (c.card_id, c.name, c.regions) for c in hazard_limit_cards.CARDS.values() if c.regions)
PER_REGION = tuple((c.card_id, c.name, c.region_type or "")
                   for c in hazard_limit_cards.CARDS.values()
                   if c.per_region and c.card_id not in ("TW-237", "TW-233"))
ANY_REGION = tuple((c.card_id, c.name, c.region_type or "")
                   for c in hazard_limit_cards.CARDS.values() if c.gates_doubled)


def roads() -> dict[str, tuple[Play, ...]]:
    """The hazard-limit cards read by ``hand_resources.plays`` from ``ROADS_SINCE``."""
    from domain.rulesets.road_goes_ever_on.hand_resources import (
        LIMIT_PER_REGION,
        ROAD,
        Play,
    )

    limit = "limit"
    found = [Play(card, name, limit, ROAD, (effects.Effect(LIMIT_PER_REGION),),
                  region_type=region) for card, name, region in PER_REGION]
    found += [Play(card, name, limit, ROAD, (effects.Effect(LIMIT_BY, 1),), region_type=region)
              for card, name, region in ANY_REGION]
    found += [Play(card, name, limit, ROAD, (effects.Effect(LIMIT_BY, 2),),
                   company_skill="ranger", regions=regions)
              for card, name, regions in REGION_CARDS]
    return {p.card: (p,) for p in found}


def unmet(state: State, play: Play, region: str, limit: int, gates: bool) -> str | None:
    """Why a hazard-limit card cannot lower the company's limit now (None: it can, or the
    card is no such card, Horses); ``region``: the new site's region, ``limit``: the limit
    now, ``gates``: Gates of Morning in play. Its ranger is the play's ``company_skill``,
    checked with the other plays' (``hand_resources._unmet``)."""
    card = hazard_limit_cards.CARDS.get(play.card)
    if card is None:
        return None
    return hazard_limit_cards.problem(card, state.path, region, True,
                                      state.destination is not None,
                                      play.card in state.eased_by, limit, gates)


def strengthen(ctx: Context[State], card: str, name: str, amount: int) -> None:
    ctx.emit("CreaturesStrengthened", coe.SHORT_EVENT, company=ctx.state.company, card=card,
             name=name, prowess=amount)


def creature_bonus(state: State, hazard: str | None) -> tuple[int, list[str]]:
    """(prowess, the cards that give it) for a hazard creature's attack on the company whose
    phase runs (``hazard``: the creature card; None for any other attack)."""
    if hazard is None:
        return 0, []
    found = [(card, prowess) for company, card, prowess in state.strengthened
             if company == state.company]
    return sum(p for _, p in found), [c for c, _ in found]


# -- where hazard creatures may be keyed (Ford, Secret Entrance, Secret Passage) ---------------

#: The first version that plays the cards limiting where creatures are keyed against the
#: company; earlier versions declared them.
KEYING_SINCE = 81
NO_WILDERNESS = "no-wilderness-keying"  # no creature keyed to a Wilderness by its type
NOT_AT_SITE = "no-site-keying"  # no creature keyed to the site
SITE_ONLY = effects.SITE_KEYING_ONLY  # only creatures keyed to the site
UNDEAD_ONLY = "undead-only"  # only Undead creatures, each keyed anywhere
KEYING = (NO_WILDERNESS, NOT_AT_SITE, SITE_ONLY, UNDEAD_ONLY)
#: What each limit does, as the narration says it.
KEYING_TEXT = {
    NO_WILDERNESS: "no hazard creature is keyed to a Wilderness against the company this turn.",
    NOT_AT_SITE: "no hazard creature is keyed to the site against the company this turn.",
    SITE_ONLY: "only hazard creatures keyed to the site are played on the company this turn.",
    UNDEAD_ONLY: "only Undead hazard creatures are played on the company this turn, any "
                 "Undead.",
}
#: The first version that plays Eagle-mounts and Paths of the Dead (their keying only).
PATHS_SINCE = 90
#: The first version that no longer asks Eagle-mounts' company to move to a Ruins & Lairs
#: (Secret Passage's condition, which it shares its keying limit with); earlier versions
#: replay as played.
EAGLES_SINCE = 170
#: The first version that refuses Eagle-mounts before the hazards towards a Shadow-hold,
#: Dark-hold or Under-deeps site, as its move does; earlier versions replay as played.
EAGLES_BARRED_SINCE = 171
#: The site types Eagle-mounts does not fly to (with any Under-deeps site).
EAGLES_BARRED = ("shadow-hold", "dark-hold")
SECRET_PASSAGE = "TW-325"
UNDEAD = "Undead"
EAGLES_EYRIE = "Eagles’ Eyrie"
DUNHARROW = "Dunharrow"
ARAGORN = "Aragorn II"
#: What the travel scripts leave out, by card, for the coverage: Eagle-mounts and Paths of the
#: Dead nothing since their moves are played (travel_moves.py); Great Ship, up to
#: ``great_ship.EVENT_SINCE``, its cancel of a hazard event (``great_ship.left_out``, which the
#: coverage reads).
LEFT_OUT: dict[str, str] = {great_ship.CARD: great_ship.LEFT_OUT}
WILDERNESS = "wilderness"
RUINS = "ruins-and-lairs"
DARK_DOMAIN = "dark-domain"


def keying_offered(played: str) -> bool:
    return played_since(played, KEYING_SINCE)


def keying_plays() -> dict[str, tuple[Play, ...]]:
    """Ford, Secret Entrance and Secret Passage, read by ``hand_resources.plays`` from
    ``KEYING_SINCE``."""
    from domain.rulesets.road_goes_ever_on.hand_resources import ROAD, Play

    return {p.card: (p,) for p in (
        Play("TW-242", "Ford", "ford", ROAD, (effects.Effect(NO_WILDERNESS),), True,
             skill="ranger", taps_skilled=True),
        Play("TW-324", "Secret Entrance", "enter", ROAD, (effects.Effect(NOT_AT_SITE),), True,
             skill="sage", taps_skilled=True),
        Play("TW-325", "Secret Passage", "pass", ROAD, (effects.Effect(SITE_ONLY),)),
    )}


def paths_offered(played: str) -> bool:
    return played_since(played, PATHS_SINCE)


def paths_plays() -> dict[str, tuple[Play, ...]]:
    """Eagle-mounts and Paths of the Dead, read by ``hand_resources.plays`` from
    ``PATHS_SINCE``."""
    from domain.rulesets.road_goes_ever_on.hand_resources import ROAD, Play

    return {p.card: (p,) for p in (
        Play("TW-220", "Eagle-mounts", "fly", ROAD, (effects.Effect(SITE_ONLY),),
             company_skill="diplomat"),
        Play("TW-302", "Paths of the Dead", "paths", ROAD, (effects.Effect(UNDEAD_ONLY),)),
    )}


def _limit(play: Play) -> str | None:
    return next((e.primitive for e in play.effects if e.primitive in KEYING), None)


def keying_unmet(state: State, play: Play, new_site_type: str, site_name: str,
                 played: str, new_under_deeps: bool = False) -> str | None:
    """Why a keying card cannot be played on the company now (None: it can, or it is no such
    card). A card whose effect could not matter is not played: Ford without a Wilderness in
    the site path, Secret Passage unless the company moves to a Ruins & Lairs (before
    ``EAGLES_SINCE`` Eagle-mounts too, sharing its limit); Secret
    Entrance is not played on a company moving to a site in a Dark-domain (the last region
    of its site path); none is played twice on a company in a turn; from
    ``EAGLES_BARRED_SINCE`` Eagle-mounts is not played towards a Shadow-hold, Dark-hold or
    Under-deeps site (``new_under_deeps``)."""
    limit = _limit(play)
    if limit is None:
        return None
    if any(company == state.company and card == play.card
           for company, card, _, _ in state.keying_limits):
        return "it is in force on this company already this turn"
    if limit == NO_WILDERNESS and WILDERNESS not in state.path:
        return "the company's site path has no wilderness"
    ruins_asked = play.card == SECRET_PASSAGE or not played_since(played, EAGLES_SINCE)
    if limit == SITE_ONLY and ruins_asked \
            and (state.destination is None or new_site_type != RUINS):
        return "the company does not move to a Ruins & Lairs site"
    if limit == NOT_AT_SITE and state.destination is not None and state.path \
            and state.path[-1] == DARK_DOMAIN:
        return "the company moves to a site in a Dark-domain"
    if play.card == "TW-220" and fold(site_name) != fold(EAGLES_EYRIE):
        return f"the company does not begin the turn at {EAGLES_EYRIE}"
    if play.card == "TW-220" and state.destination is None:
        return "the company plays no new site card this turn"
    if play.card == "TW-220" and played_since(played, EAGLES_BARRED_SINCE) \
            and (new_under_deeps or new_site_type in EAGLES_BARRED):
        return "the company's new site is a Shadow-hold, Dark-hold or Under-deeps site"
    if limit == UNDEAD_ONLY and fold(site_name) != fold(DUNHARROW):
        return f"the company is not at {DUNHARROW}"
    if limit == UNDEAD_ONLY and not any(c.name == ARAGORN for c in state.characters):
        return f"{ARAGORN} is not in the company"
    return None


def limit_keying(ctx: Context[State], play: Play) -> None:
    ctx.emit("CreatureKeyingLimited", coe.SHORT_EVENT, company=ctx.state.company,
             card=play.card, name=play.name, limit=_limit(play))


def _limits(state: State) -> tuple[tuple[str, str], ...]:
    return tuple((name, limit) for company, _, name, limit in state.keying_limits
                 if company == state.company)


def limited(state: State, journey: Journey) -> Journey:
    """The places of the company's journey a creature may be keyed to by its region types:
    a Wilderness no longer counts under Ford, no region under Secret Passage or
    Eagle-mounts."""
    found = {limit for _, limit in _limits(state)}
    if SITE_ONLY in found:
        return dataclasses.replace(journey, regions=("",) * len(journey.regions))
    if NO_WILDERNESS in found:
        return dataclasses.replace(journey, regions=tuple(
            "" if r == WILDERNESS else r for r in journey.regions))
    return journey


def allowed(state: State, position: int | None, journey: Journey,
            hazard: Card | None = None) -> int | None:
    """``position`` unless the company's keying cards forbid it (Secret Entrance: the site;
    Secret Passage, Eagle-mounts: anywhere but the site; Ford: a Wilderness; Paths of the
    Dead: any creature but an Undead, an Undead keyed to the site where it keys nowhere)."""
    found = {limit for _, limit in _limits(state)}
    if UNDEAD_ONLY in found and hazard is not None:
        if hazard.race != UNDEAD:
            return None
        position = journey.site_position if position is None else position
    if position is None or not found:
        return position
    at_site = position == journey.site_position
    if (NOT_AT_SITE in found and at_site) or (SITE_ONLY in found and not at_site) \
            or (NO_WILDERNESS in found and not at_site
                and journey.regions[position] == WILDERNESS):
        return None
    return position


def because(state: State) -> str:
    """The cards limiting the keying on the company, for a creature discarded ("" if none)."""
    names = list(dict.fromkeys(name for name, _ in _limits(state)))
    return f" (as {' and '.join(names)} allows)" if names else ""
