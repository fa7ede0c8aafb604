"""Alatar (TW-117), at a Haven with a company of his own, joins another company of the player
attacked by a hazard creature (version ``SINCE_VERSION`` on): while the attack waits for its
strikes, before any is assigned, ``alatar-joins`` moves him into the attacked company
(``CharacterJoinedAttack``) and gives him one of the creature's strikes at once
(``StrikeAssigned``, CoE 3.ii). Once the attack is over he taps, if untapped
(``CharacterStateChanged``), and makes a corruption check (CoE 7.1; attack_ends.py). An ally is his
company's here, never a character's, so he leaves none behind. The automatic player does
not call him.

From ``DRAW_SINCE_VERSION`` the Hazard Pile of a company of his that moves counts its new
site's hazard draw number one lower, not below 0 (``hazard_draw``): the Shadow's pile stands
in for the cards an opponent draws for the company's movement (RGO-HAZ-1), which his text
reduces by one.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from domain.cards import Card
from domain.engine import character_rules, coe, haven_joins
from domain.errors import IllegalAction
from domain.ruleset import Action, Context, played_since
from domain.rulesets.road_goes_ever_on.state import Company, State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.decision import Decision, Rules

#: The first version that plays Alatar's joining.
SINCE_VERSION = 92
KIND = haven_joins.KIND
#: The first version in which his company's Hazard Pile holds one card fewer.
DRAW_SINCE_VERSION = 140
ALATAR = haven_joins.ALATAR
RULE = haven_joins.RULE


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def draws_fewer(played: str) -> bool:
    return played_since(played, DRAW_SINCE_VERSION)


def hazard_draw(played: str, state: State, site_draw: int) -> int:
    """The new site's hazard draw number as the Hazard Pile of the moving company counts it:
    one lower with Alatar in it, not below 0."""
    if not draws_fewer(played):
        return site_draw
    return character_rules.fewer_hazard_draws([c.card_id for c in state.characters], site_draw)


def _from(state: State, card: Callable[[str], Card]) -> Company | None:
    """Alatar's waiting company, at a Haven, if he may join the attack faced now."""
    awaited = state.awaited_strikes
    if awaited is None or awaited.hazard is None or awaited.assigned \
            or state.character(ALATAR) is not None:
        return None
    return next((c for c in state.companies if card(c.site).is_haven
                 and any(x.card_id == ALATAR for x in c.characters)), None)


def actions(state: State, card: Callable[[str], Card], played: str) -> list[Action]:
    """``alatar-joins`` while a hazard creature's attack waits for its strikes."""
    found = _from(state, card) if offered(played) else None
    if found is None or state.awaited_strikes is None:
        return []
    attack = state.awaited_strikes.read_attack()
    return [Action(KIND, haven_joins.label(card(found.site).name, attack.name), RULE)]


def join(ctx: Context[State], card: Callable[[str], Card]) -> None:
    found = _from(ctx.state, card)
    awaited = ctx.state.awaited_strikes
    assert found is not None and awaited is not None
    name = awaited.read_attack().name
    ctx.emit("CharacterJoinedAttack", RULE, character=ALATAR, company=found.id,
             site=found.site, attack=name)
    ctx.emit("StrikeAssigned", RULE, character=ALATAR, attack=name)


def joined(state: State) -> bool:
    """Whether Alatar joined the attack being resolved."""
    return state.awaited_strikes is not None and state.awaited_strikes.joined == ALATAR


def after_attack(ctx: Context[State]) -> bool:
    """Alatar, still in play after the attack he joined, taps: True if so, his corruption
    check then to make (attack_ends.py)."""
    alatar = ctx.state.character(ALATAR)
    if alatar is None:
        return False
    if alatar.untapped:
        ctx.emit("CharacterStateChanged", coe.CORRUPTION_CHECK, character=ALATAR,
                 state="tapped")
    return True


def refusal(state: State, card: Callable[[str], Card]) -> IllegalAction:
    """Why ``alatar-joins`` is not played now."""
    his = [c for c in state.companies if any(x.card_id == ALATAR for x in c.characters)]
    return haven_joins.refusal(in_attacked=state.character(ALATAR) is not None,
                               elsewhere=bool(his),
                               at_haven=any(card(c.site).is_haven for c in his))


def handle(rules: Rules, d: Decision) -> None:
    """Play ``alatar-joins`` once offered (the ruleset's table of handlers)."""
    join(d.ctx, rules.catalog.get)
