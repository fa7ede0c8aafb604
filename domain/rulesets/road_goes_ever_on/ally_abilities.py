"""Allies that tap to cancel an attack on their company (``SINCE_VERSION`` on).

An ally taken from the Quest Display joins the company's allies. From this version two of The
Wizards' allies use their printed ability in combat step 1 (CoE 3.i), before the strikes are
assigned (``ally:<ally>``, ``AllyTapped`` then ``AttackCanceled``):

- Goldberry (TW-245) taps to cancel an attack on her company keyed to a Wilderness;
- Gollum (TW-246) taps to cancel an attack keyed to a Wilderness or a Shadow-land, while his
  company's size is two or less (Hobbits count half, CoE 2.II.3.1.1).

A tapped ally stays tapped until the next turn. An attack keyed to the site, or one no card
may cancel, is not canceled. The allies' other abilities are not played (see the coverage).
"""

from __future__ import annotations

import re

from domain.cards import Catalog, fold
from domain.engine import allies
from domain.engine.allies import CANCEL_ATTACK, CANCELERS
from domain.engine.company import company_size
from domain.errors import IllegalAction
from domain.narration import named
from domain.ruleset import Action, Context, illegal, played_since
from domain.rulesets.road_goes_ever_on import ally_strikes, gollum, hand_resources
from domain.rulesets.road_goes_ever_on.state import State

#: The first version of the ruleset that plays these abilities.
SINCE_VERSION = 49
CANCEL = CANCEL_ATTACK  # who cancels what: engine.allies.CANCELERS

_REGION = re.compile(r"\((?P<region>[^)]+)\)$")


def offered(played: str) -> bool:
    return int(played) >= SINCE_VERSION


def keyed_region(state: State) -> str | None:
    """The region type the attack faced is keyed to ("region 2 (wilderness)"), or None."""
    found = _REGION.search(state.keyed_to or "")
    return found["region"] if found else None


def cancel_actions(state: State, catalog: Catalog, played: str) -> list[Action]:
    """The allies of the company that may cancel the attack faced now."""
    awaited = state.awaited_strikes
    if not offered(played) or awaited is None or awaited.assigned:
        return []
    attack = awaited.read_attack()
    region = keyed_region(state)
    if region is None or hand_resources.uncancelable(state, catalog, attack, played):
        return []
    size = company_size(state.characters)
    out = []
    for ally in dict.fromkeys(state.allies):
        ability = CANCELERS.get(fold(catalog.get(ally).name))
        if ability is None or ally in state.tapped_allies or region not in ability.regions:
            continue
        if ability.max_size is not None and size > ability.max_size:
            continue
        out.append(Action(f"ally:{ally}", f"Tap {catalog.get(ally).name} to cancel "
                          f"{attack.name}", CANCEL))
    return out


def cancel(ctx: Context[State], catalog: Catalog, ally_id: str) -> None:
    awaited = ctx.state.awaited_strikes
    assert awaited is not None
    name = awaited.read_attack().name
    ctx.emit("AllyTapped", CANCEL, ally=ally_id, use=f"{name} is canceled")
    ctx.emit("AttackCanceled", CANCEL, attack=name, by=catalog.get(ally_id).name)


def refusal(state: State, catalog: Catalog, ally_id: str) -> IllegalAction:
    """Why ``ally:<ally>`` is not played now, naming the ally and the reason."""
    if ally_id not in state.allies or ally_id not in catalog:
        return illegal(f"{named(catalog.get, ally_id)} is not an ally of the "
                       "company.", CANCEL)
    name = catalog.get(ally_id).name
    ability = CANCELERS.get(fold(name))
    if ability is None:
        return illegal(f"{name} has no ability that cancels an attack.", CANCEL)
    if ally_id in state.tapped_allies:
        return illegal(f"{name} is tapped until the next turn.", CANCEL)
    if state.awaited_strikes is None or state.awaited_strikes.assigned:
        return illegal(f"{name} cancels an attack before its strikes are assigned.", CANCEL)
    if ability.max_size is not None and company_size(state.characters) > ability.max_size:
        return illegal(f"{name} cancels an attack only while his company's size is "
                       f"{ability.max_size} or less.", CANCEL)
    regions = " or ".join(ability.regions)
    return illegal(f"{name} cancels only an attack keyed to a {regions} region, or one that "
                   "may be canceled.", CANCEL)



# -- allies bound to their regions (REGIONS_SINCE on) --------------------------------------------

#: The first version of the ruleset that discards an ally who leaves his regions.
REGIONS_SINCE = 62
MOVEMENT = allies.MOVEMENT
#: The regions each ally stays in (engine.allies).
REGIONS = allies.REGIONS
#: The first version citing an ally's own text as his card: the discard cites the clause his
#: play cited (RGO-QUEST-4 taken from the Quest Display, the site's rule searched out of the
#: draw deck) and names him (``ally_card``), as a creature's or a hazard event's text is
#: cited; before, CoE-2.IV (the movement/hazard phase) and no card.
TEXT_CITED_SINCE = 218
#: The clause an ally's text cites when his play is unknown: the Quest Display's.
TAKEN = "RGO-QUEST-4"


def leave_regions(ctx: Context[State], catalog: Catalog, site: str) -> None:
    """The company has arrived at ``site``: each ally bound to regions it is not in is
    discarded (``AllyDiscarded``), as his card says."""
    if int(ctx.ruleset.played) < REGIONS_SINCE:
        return
    for ally in dict.fromkeys(ctx.state.allies):
        if allies.leaves_regions(catalog.get(ally), catalog.get(site)):
            rule, named = text_cited(ctx, ally)
            ctx.emit("AllyDiscarded", rule, ally=ally, site=site,
                     reason=allies.regions_reason(catalog.get(ally)), **named)


def text_cited(ctx: Context[State], ally: str) -> tuple[str, dict[str, str]]:
    """The clause what ``ally``'s own text does cites, and the field naming his card: from
    ``TEXT_CITED_SINCE`` his play's (``State.ally_plays``); before, CoE-2.IV and none."""
    if not played_since(ctx.ruleset.played, TEXT_CITED_SINCE):
        return MOVEMENT, {}
    rule = next((r for a, r in ctx.state.ally_plays if a == ally), TAKEN)
    return rule, {"ally_card": ally}


_TESTS = "tests/rules/test_road_goes_ever_on_ally_abilities.py::"
_STRIKES = "tests/rules/test_road_goes_ever_on_ally_strikes.py::"
_ENTS_TEST = _STRIKES + "test_the_ents_are_not_attacked_by_what_is_keyed_to_their_site"
#: What the coverage says of each ally scripted here: what is left out, its test, and the
#: first version of the ruleset that plays it. From ally_strikes.SINCE_VERSION allies face
#: strikes, and what keeps one from being attacked is played there (ally_strikes.py);
#: Goldberry, Leaflock and Tom Bombadil, whose cancels are played in full from
#: ally_hazard_cancels.SINCE_VERSION, are covered there.
COVERAGE = {
    "TW-246": ("", gollum.TEST, gollum.SINCE_VERSION),
    "TW-353": ("", _ENTS_TEST, ally_strikes.SINCE_VERSION),
    # Quickbeam, either printing: taken at Wellinghall as an ally (quest-sites.json), which
    # Ent-draughts then follows (ent_draughts.py); all his text is that he is not attacked at
    # his site.
    "TW-307": ("", _ENTS_TEST, ally_strikes.SINCE_VERSION),
    "TW-308": ("", _ENTS_TEST, ally_strikes.SINCE_VERSION),
    "TW-328": ("", _ENTS_TEST, ally_strikes.SINCE_VERSION),
}
