"""The short-events played "where Information is playable" at the two sites whose rules open
Information (``SINCE_VERSION`` on): Ringlore (TW-318, ring_cards.py) and Far-sight (TW-238,
far_sight.py), played in the site phase on an untapped sage at an untapped site.

Besides the sites whose card makes Information playable, they are played at Isengard while
Saruman is in the company (RGO-SITE-RL-S3) and at The White Towers, where an untapped Wizard or
Elf sage of the company other than the sage playing the card taps first to make Information
playable (RGO-SITE-RL-S6; the first in company order, as for an Information quest,
information.py). The two site rules are rows of ``site-rules.json``. Earlier versions played
them only where the site's card makes Information playable and replay as played.
"""

from __future__ import annotations

from domain.cards import Card
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on import information, tables
from domain.rulesets.road_goes_ever_on.state import State

#: The first version that opens these sites to them.
SINCE_VERSION = 154


def plays(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def _rules_for(state: State) -> information.RulesFor:
    return tables.load_tables(state.options.get("tables") or {}).rules_for


def by_tap(state: State, site: Card) -> bool:
    """Whether Information is playable at ``site`` only by a helper's tap (The White Towers)."""
    return not site.playable_information and bool(_rules_for(state)(site.name,
                                                                    information.BY_TAP))


def opened(played: str, state: State, site: Card) -> bool:
    """Whether a site rule makes Information playable at ``site`` now: Saruman at Isengard, or
    a Wizard or an Elf sage untapped at The White Towers."""
    if not plays(played) or site.playable_information:
        return False
    rules_for = _rules_for(state)
    if rules_for(site.name, information.WITH_SARUMAN):
        return information.saruman_here(state)
    if rules_for(site.name, information.BY_TAP):
        return any(information.helper(state, c.card_id) is not None for c in state.characters)
    return False


def sage_unmet(played: str, state: State, site: Card, sage: str) -> str | None:
    """At The White Towers: why no one but ``sage`` can tap to open Information, or None."""
    if not plays(played) or not by_tap(state, site) or information.helper(state, sage):
        return None
    return (f"at {site.name} a Wizard or an Elf sage of the company, untapped and other than "
            "the sage playing it, taps to make Information playable")


def open_site(ctx: Context[State], site: Card, sage: str) -> None:
    """At The White Towers the helper taps first (RGO-SITE-RL-S6)."""
    if not plays(ctx.ruleset.played) or not by_tap(ctx.state, site):
        return
    found = information.helper(ctx.state, sage)
    assert found is not None  # checked by sage_unmet()
    ctx.emit("CharacterStateChanged", information.TAP_RULE, character=found.card_id,
             state="tapped", reason=f"making Information playable at {site.name}")
