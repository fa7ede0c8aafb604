"""Athelas (TW-195), used in the organization phase (``SINCE_VERSION`` on).

Its untapped bearer, if a Dúnadan, taps to heal a wounded character of his company, who
becomes tapped (``athelas:<item>:<bearer>:<target>``); Aragorn II bearing it may instead tap
to remove a corruption card from a character of his company
(``athelas:<item>:<bearer>:<target>:<card>``). Either way the herb is then discarded
(``ItemLost``). A use out of its condition is refused naming the item and the reason,
nothing written.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from domain.cards import Card, fold
from domain.engine.athelas import CLEANSER, HEALER_RACE, KIND, NAME, RULE
from domain.engine.characters import Character
from domain.errors import IllegalAction
from domain.narration import named
from domain.ruleset import Action, Context, illegal, played_since
from domain.rulesets.road_goes_ever_on import site_rules
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.decision import Decision, Rules

#: The first version of the ruleset that plays Athelas.
SINCE_VERSION = 75


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def _herbs(bearer: Character, card: Callable[[str], Card]) -> list[str]:
    return list(dict.fromkeys(i.card_id for i in bearer.items
                              if fold(card(i.card_id).name) == NAME))


def _uses(state: State, card: Callable[[str], Card]) -> list[tuple[str, str, str, str]]:
    """(herb, bearer, target, corruption card or "") for each use open now."""
    if state.phase != ORGANIZATION:
        return []
    out = []
    for bearer in state.characters:
        if not bearer.untapped:
            continue
        own = card(bearer.card_id)
        for herb in _herbs(bearer, card):
            if fold(own.race or "") == HEALER_RACE:
                out += [(herb, bearer.card_id, c.card_id, "") for c in state.characters
                        if c.wounded]
            if fold(own.name) == CLEANSER:
                here = [c.card_id for c in state.characters]
                out += [(herb, bearer.card_id, who, hazard)
                        for hazard, who in dict.fromkeys(state.permanent_hazards)
                        if who in here and card(hazard).corruption_card]
    return out


def actions(state: State, card: Callable[[str], Card], played: str) -> list[Action]:
    if not offered(played):
        return []
    out = []
    for herb, who, target, hazard in _uses(state, card):
        what = (f"remove {card(hazard).name} from {card(target).name}" if hazard
                else f"heal {card(target).name}")
        out.append(Action(":".join(filter(None, (KIND, herb, who, target, hazard))),
                          f"{card(who).name} taps to use {card(herb).name}: {what}", RULE))
    return out


def use(ctx: Context[State], rest: str, card: Callable[[str], Card]) -> None:
    """Play ``athelas:<item>:<bearer>:<target>[:<card>]``, offered now."""
    herb, who, target, *hazard = rest.split(":")
    name = card(herb).name
    ctx.emit("CharacterStateChanged", RULE, character=who, state="tapped",
             reason=f"using {name}")
    if hazard:
        ctx.emit("CorruptionCardRemoved", RULE, card=hazard[0], character=target)
    else:
        ctx.emit("CharacterStateChanged", RULE, character=target, state="tapped",
                 reason=f"healed with {name}")
        site_rules.heal_all(ctx, target, "tapped", name)  # Old Forest, Rhosgobel
    ctx.emit("ItemLost", RULE, character=who, card=herb, name=name)


def refusal(state: State, rest: str, card: Callable[[str], Card]) -> IllegalAction:
    """Why ``athelas:<rest>`` is not played now, naming the item and the reason."""
    herb, _, more = rest.partition(":")
    who, _, target = more.partition(":")
    target, _, hazard = target.partition(":")
    bearer = state.character(who)
    if bearer is None or not bearer.bears(herb) or fold(card(herb).name) != NAME:
        return illegal(f"{named(card, who)} is no character of the company bearing Athelas.", RULE)
    own = card(who)
    if state.phase != ORGANIZATION:
        return illegal("Athelas is used in its bearer's organization phase.", RULE)
    if not bearer.untapped:
        return illegal(f"{own.name} must be untapped to use Athelas.", RULE)
    if hazard:
        if fold(own.name) != CLEANSER:
            return illegal("Only Aragorn II removes a corruption card with Athelas.", RULE)
        return illegal("Athelas removes a corruption card on a character of its bearer's "
                       "company.", RULE)
    if fold(own.race or "") != HEALER_RACE:
        return illegal(f"Only a Dúnadan heals with Athelas, and {own.name} is not one.", RULE)
    return illegal("Athelas heals a wounded character of its bearer's company.", RULE)


COVERAGE = {
    "TW-195": ("", "tests/rules/test_road_goes_ever_on_healing_items.py::"
                   "test_athelas_heals_a_wounded_character_and_is_discarded", SINCE_VERSION),
}


def handle(rules: Rules, d: Decision) -> None:
    """Play ``athelas:<item>:<character>`` once offered (the ruleset's table of handlers)."""
    use(d.ctx, d.rest, rules.catalog.get)
