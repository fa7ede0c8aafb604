"""Roäc the Raven's influence attempt on a faction (``SINCE_VERSION`` on).

Roäc the Raven (TW-320), untapped in the company, may be tapped and discarded in its site phase
(``ally-influence:<ally>:<faction>``, ``AllyDiscarded``) for an influence attempt on a faction
of the Quest Display wherever the faction is found, the company's site tapped or not, and
without tapping it. The attempt is Roäc's, as a diplomat's at the faction's site: the roll
plus his direct influence (an ally has none) and the modifications that apply to him, against
the faction's number (RGO-QUEST-4). Succeeding, the faction is taken as a quest is; failing, it
is discarded from the Display, and no one is detained: no character stands at its site.
"""

from __future__ import annotations

from domain.cards import Card, Catalog, fold
from domain.engine.characters import Character
from domain.errors import IllegalAction
from domain.narration import named
from domain.ruleset import Action, Context, illegal, played_since
from domain.rulesets.road_goes_ever_on import battles, display_copies, unique_factions
from domain.rulesets.road_goes_ever_on.state import SITE, State

#: The first version of the ruleset that plays Roäc the Raven's influence attempt.
SINCE_VERSION = 103
KIND = "ally-influence"
RULE = "RGO-QUEST-4"
ROAC = fold("Roäc the Raven")


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def influencer(card: Card) -> Character:
    """Roäc as the maker of the attempt: his printed stats, no direct influence."""
    return Character(card.id, card.name, card.race or "", card.skills, card.prowess or 0,
                     card.body or 0, card.mind or 0, card.direct_influence or 0)


def faction_site(state: State, faction: str) -> str:
    """The first site where the faction of the Display is found."""
    return next(q.sites[0] for q in state.display if q.card == faction)


def problem(state: State, catalog: Catalog, rest: str, played: str) -> str | None:
    """Why ``rest`` (``<ally>:<faction>``) is not played now, or None."""
    ally_id, _, faction = rest.partition(":")
    if ally_id not in state.allies or ally_id not in catalog:
        return f"{named(catalog.get, ally_id)} is not an ally of the company."
    name = catalog.get(ally_id).name
    if fold(name) != ROAC:
        return f"{name} makes no influence attempt."
    if state.phase != SITE or not state.characters:
        return f"{name} makes his influence attempt in his company's site phase."
    if ally_id in state.tapped_allies:
        return f"{name} is tapped."
    found = next((q for q in state.display if q.card == faction), None)
    if found is None or faction not in catalog or not catalog.get(faction).is_faction:
        return f"{name} influences a faction of the Quest Display; {faction} is none."
    if not found.sites or battles.dealt_battle(state, faction) is not None:
        return f"{name} influences a faction found at a site; {catalog.get(faction).name} " \
               "is not."
    return unique_factions.problem(state, catalog.get(faction), played)


def actions(state: State, catalog: Catalog, played: str) -> list[Action]:
    if not offered(played) or not state.allies:
        return []
    factions = display_copies.factions_offered(state, played)  # the same for every ally
    return [Action(f"{KIND}:{ally}:{q.card}", f"Tap and discard {catalog.get(ally).name} "
                   f"to influence {catalog.get(q.card).name}", RULE)
            for ally in dict.fromkeys(state.allies) for q in factions
            if problem(state, catalog, f"{ally}:{q.card}", played) is None]


def refusal(state: State, catalog: Catalog, rest: str, played: str) -> IllegalAction:
    held = unique_factions.refusal(state, catalog, rest.partition(":")[2], played)
    return held or illegal(problem(state, catalog, rest, played)
                           or "The game waits for another decision first.", RULE)


def discard(ctx: Context[State], catalog: Catalog, ally_id: str, faction: str) -> None:
    ctx.emit("AllyDiscarded", RULE, ally=ally_id, site=ctx.state.site,
             reason=f"{catalog.get(ally_id).name} is tapped and discarded to influence "
             f"{catalog.get(faction).name}")


_TESTS = "tests/rules/test_road_goes_ever_on_ally_influence.py::"
#: What the coverage says of Roäc: what is left out, its test, the first version.
COVERAGE = {
    "TW-320": ("", _TESTS + "test_roac_the_raven_influences_a_faction_found_elsewhere",
               SINCE_VERSION),
}
