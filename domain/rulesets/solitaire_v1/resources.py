"""The Resource Phase (SV1-RES-*): a site, as many resource events as its draw number, used in
the order the player chooses."""

from __future__ import annotations

from domain.cards import Catalog
from domain.rulesets.solitaire_v1 import explain, facts
from domain.rulesets.solitaire_v1.common import (
    Ctx,
    body_check_numbers,
    card,
    draw_top,
    resource_nature,
)
from domain.rulesets.solitaire_v1.state import TAPPED, WOUNDED


def step(ctx: Ctx, catalog: Catalog) -> None:
    state = ctx.state
    if state.site is None and not state.used and not state.resources:
        begin(ctx, catalog)
    elif state.resources:
        use(ctx, catalog, state.resources[0])
    else:
        end(ctx, catalog)


def begin(ctx: Ctx, catalog: Catalog) -> None:
    """SV1-RES-1/2: draw a site, then its draw number of resources."""
    site = draw_top(ctx, "sites")
    if site is None:
        end(ctx, catalog)
        return
    count = facts.site_draw(card(catalog, site))
    ctx.emit("SiteDrawn", "SV1-RES-1", card=site, draw=count)
    for _ in range(count):
        top = draw_top(ctx, "resources")
        if top is None:
            break
        ctx.emit("ResourceDrawn", "SV1-RES-2", card=top)
    if not ctx.state.resources:
        end(ctx, catalog)


def use(ctx: Ctx, catalog: Catalog, chosen: str) -> None:
    """SV1-RES-3: one resource event's effect, by its duration."""
    nature = resource_nature(catalog, chosen)
    ctx.emit("ResourceUsed", "SV1-RES-3", card=chosen, nature=nature)
    company = ctx.state.company
    if nature == "permanent":
        wounded = [m for m in company if m.status == WOUNDED]
        for member in wounded:
            numbers = body_check_numbers(catalog, member, 0, combat=False)
            dice, index = explain.roll(ctx, "body check", "SV1-RES-3A", member=member.card)
            rolled = sum(dice) + numbers["wounded"]
            passed = rolled <= numbers["body"]
            made = explain.body_check(catalog, member, (), False, dice, index, "SV1-RES-3A",
                                      ctx.ruleset.played)
            ctx.emit("BodyCheck", "SV1-RES-3A", member=member.card, purpose="resource",
                     dice=dice, roll=rolled, passed=passed, **numbers,
                     **explain.recorded(ctx.state, made))
            if passed:
                ctx.emit("MemberHealed", "SV1-RES-3A", member=member.card)
        if not wounded:
            ctx.emit("NoEffect", "SV1-RES-3A", reason="no member is wounded")
    elif nature == "long":
        first = next((m for m in company if m.status == WOUNDED), None)
        if first is None:
            ctx.emit("NoEffect", "SV1-RES-3B", reason="no member is wounded")
        else:
            ctx.emit("MemberHealed", "SV1-RES-3B", member=first.card)
    else:
        first = next((m for m in company if m.status == TAPPED), None)
        if first is None:
            ctx.emit("NoEffect", "SV1-RES-3C", reason="no member is tapped")
        else:
            ctx.emit("MemberUntapped", "SV1-RES-3C", member=first.card)


def end(ctx: Ctx, catalog: Catalog) -> None:
    """SV1-RES-4, then step 4 of the turn (SV1-SEQ-4): one character/ally card and one
    item/faction card are drawn, whether or not a member is untapped."""
    state = ctx.state
    ctx.emit("ResourcePhaseEnded", "SV1-RES-4", site=state.site, resources=list(state.used))
    for deck in ("characters", "items"):
        top = draw_top(ctx, deck)
        if top is not None:
            ctx.emit("CardOffered", "SV1-SEQ-4", card=top, deck=deck)
