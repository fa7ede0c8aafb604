"""The Hazard Phase (SV1-HAZ-*): four regions face up, then one hazard per member, each
resolved before the next is drawn."""

from __future__ import annotations

from domain.cards import Catalog
from domain.engine import coe
from domain.engine.checks import ABOVE, AT_MOST, Modifier, check
from domain.ruleset import played_since
from domain.rulesets.solitaire_v1 import explain, facts
from domain.rulesets.solitaire_v1.common import (
    Ctx,
    body_check_numbers,
    card,
    draw_top,
    prowess,
)
from domain.rulesets.solitaire_v1.state import TAPPED, UNTAPPED, WOUNDED, HazardInPlay, Member

#: SV1-HAZ-4B: strikes by the hazard's prowess band (highest band first).
STRIKE_BANDS: tuple[tuple[int, int, str], ...] = (
    (13, 1, "SV1-HAZ-4B4"), (10, 2, "SV1-HAZ-4B3"), (7, 3, "SV1-HAZ-4B2"),
)
LOW_BAND = (4, "SV1-HAZ-4B1")

#: SV1-HAZ-4F: prowess modifiers by the member's condition when it faces a strike; an untapped
#: member that does not tap to face the strike takes -3 (SV1-HAZ-4D).
CONDITION_MODIFIER = {UNTAPPED: -3, TAPPED: -1, WOUNDED: -2}

#: From version 6 a strike won (not by a double six) against a hazard with a body records
#: ``result`` "won": the hazard's body check that follows decides whether the strike is
#: defeated (SV1-HAZ-4I). Earlier versions recorded "defeated" before that check.
WON_FROM = 6

#: From version 8 a strike cites the clauses that decide it: its roll and the member's prowess
#: the standard strike roll (CoE-3.iv.6), its result (won, lost or tied) the standard
#: resolution (CoE-3.iv.7), an already tapped or wounded member facing it the clause on such
#: members (SV1-HAZ-4F). Earlier versions cited SV1-HAZ-4F for the roll, the prowess and the
#: result, and SV1-HAZ-4D for every member facing a strike.
STRIKE_CITES_COE_SINCE = 8


def strikes_for(hazard_prowess: int) -> tuple[int, str]:
    """How many members face a strike, and the clause of the band."""
    for floor, strikes, rule in STRIKE_BANDS:
        if hazard_prowess >= floor:
            return strikes, rule
    return LOW_BAND


def strike_order(company: tuple[Member, ...]) -> list[str]:
    """SV1-HAZ-4C: untapped members left to right, then tapped, then wounded."""
    return [m.card for status in (UNTAPPED, TAPPED, WOUNDED)
            for m in company if m.status == status]


def begin(ctx: Ctx, catalog: Catalog) -> None:
    """SV1-HAZ-1/2: reveal four regions; as many hazards are due as there are members."""
    cards = list(ctx.state.deck("regions").draw[:4])
    ctx.emit("RegionsRevealed", "SV1-HAZ-1", cards=cards,
             types=[card(catalog, c).region_type for c in cards])
    ctx.emit("HazardsDue", "SV1-HAZ-2", count=len(ctx.state.company))


def step(ctx: Ctx, catalog: Catalog) -> None:
    """One automatic step of the phase (the caller has checked no choice is waiting)."""
    state = ctx.state
    hazard = state.hazard
    if hazard is None:
        if state.hazards_left > 0:
            draw(ctx, catalog)
        else:
            ctx.emit("HazardPhaseEnded", "SV1-HAZ-7", regions=list(state.regions),
                     hazards=list(state.spent))
    elif hazard.roll is not None:
        roll(ctx, catalog)
    elif hazard.hazard_body_check:
        hazard_body_roll(ctx, catalog, hazard)
    elif hazard.targets and hazard.nature == "combat":
        face_strike(ctx, catalog, hazard)
    elif hazard.targets:
        ctx.emit("BodyCheckDue", "SV1-HAZ-3A", member=hazard.targets[0])
    else:
        finish(ctx, catalog, hazard)


def draw(ctx: Ctx, catalog: Catalog) -> None:
    top = draw_top(ctx, "hazards")
    if top is None:
        return
    hazard = card(catalog, top)
    nature = facts.hazard_nature(hazard)
    ctx.emit("HazardDrawn", "SV1-HAZ-2", card=top, nature=nature,
             left=ctx.state.hazards_left - 1)
    company = ctx.state.company
    if nature == "permanent":
        ctx.emit("BodyChecksCalled", "SV1-HAZ-3A", targets=[m.card for m in company])
    elif nature == "long":
        long_event(ctx, company)
    elif nature == "short":
        short_event(ctx, company)
    else:
        engage(ctx, catalog, top)


def long_event(ctx: Ctx, company: tuple[Member, ...]) -> None:
    """SV1-HAZ-3B: wound the first healthy member, else the first tapped one."""
    for status in (UNTAPPED, TAPPED):
        for member in company:
            if member.status == status:
                ctx.emit("MemberWounded", "SV1-HAZ-3B", member=member.card, was=status,
                         **explain.ranked(ctx.state, "SV1-HAZ-3B"))
                return
    ctx.emit("NoEffect", "SV1-HAZ-3B", reason="every member is already wounded")


def short_event(ctx: Ctx, company: tuple[Member, ...]) -> None:
    """SV1-HAZ-3C: tap the first untapped member; an untapped item without modifiers may tap
    instead (SV1-ACQ-3B), which is the player's choice."""
    first = next((m for m in company if m.status == UNTAPPED), None)
    if first is None:
        ctx.emit("NoEffect", "SV1-HAZ-3C", reason="no member is untapped")
        return
    items = [i.card for m in company for i in m.items if not i.combat and not i.tapped]
    why = explain.ranked(ctx.state, "SV1-HAZ-3C")
    if items:
        ctx.emit("TapRequired", "SV1-HAZ-3C", member=first.card, items=items, **why)
    else:
        ctx.emit("MemberTapped", "SV1-HAZ-3C", member=first.card, **why)


def tap(ctx: Ctx, chosen: str) -> None:
    """The player's answer to TapRequired: the member, or one of the items."""
    hazard = ctx.state.hazard
    assert hazard is not None and hazard.choice
    if chosen == hazard.choice[0]:
        ctx.emit("MemberTapped", "SV1-HAZ-3C", member=chosen)
    else:
        bearer = ctx.state.bearer(chosen)
        assert bearer is not None
        ctx.emit("ItemTapped", "SV1-ACQ-3B", item=chosen, bearer=bearer.card,
                 instead_of=hazard.choice[0])


def engage(ctx: Ctx, catalog: Catalog, top: str) -> None:
    """SV1-HAZ-4A: face the hazard if it is keyed to a face-up region type (or to nothing);
    then its strikes (SV1-HAZ-4B) and their targets (SV1-HAZ-4C)."""
    hazard = card(catalog, top)
    types = [card(catalog, r).region_type for r in ctx.state.regions]
    regions, from_sites = facts.hazard_symbols(hazard)
    if not facts.has_symbols(hazard):
        ctx.emit("HazardFaced", "SV1-HAZ-4A", card=top, matched=None, via="no symbols")
    else:
        matched = next((r for r in regions if r in types), None)
        by_site = next((r for r in from_sites if r in types), None)
        if matched is not None:
            ctx.emit("HazardFaced", "SV1-HAZ-4A", card=top, matched=matched, via="region")
        elif by_site is not None:
            ctx.emit("HazardFaced", "SV1-HAZ-4A2", card=top, matched=by_site, via="site")
        else:
            ctx.emit("HazardNotFaced", "SV1-HAZ-4A", card=top, symbols=list(regions),
                     site_symbols=list(hazard.keyed_site_types), regions=types)
            return
    hazard_prowess = facts.prowess(hazard)
    strikes, rule = strikes_for(hazard_prowess)
    ctx.emit("StrikesAssigned", rule, card=top, prowess=hazard_prowess, strikes=strikes)
    order = strike_order(ctx.state.company)
    ctx.emit("TargetsChosen", "SV1-HAZ-4C", targets=order[:strikes],
             lost=max(0, strikes - len(order)), **explain.ranked(ctx.state, "SV1-HAZ-4C"))


def face_strike(ctx: Ctx, catalog: Catalog, hazard: HazardInPlay) -> None:
    """SV1-HAZ-4D: an untapped member taps only if prowess + 4 would not beat the hazard."""
    member = ctx.state.member(hazard.targets[0])
    assert member is not None
    hazard_prowess = facts.prowess(card(catalog, hazard.card))
    own = prowess(catalog, member)
    taps = member.status == UNTAPPED and own + 4 <= hazard_prowess
    rule = "SV1-HAZ-4F" if member.status != UNTAPPED and played_since(
        ctx.ruleset.played, STRIKE_CITES_COE_SINCE) else "SV1-HAZ-4D"
    ctx.emit("StrikeFaced", rule, member=member.card, status=member.status, taps=taps,
             prowess=own, hazard_prowess=hazard_prowess)
    if taps:
        explain.tapped(ctx, member.card, "SV1-HAZ-4D")


def roll(ctx: Ctx, catalog: Catalog) -> None:
    hazard = ctx.state.hazard
    assert hazard is not None and hazard.roll is not None
    if hazard.roll.kind == "strike":
        strike_roll(ctx, catalog, hazard)
    else:
        rule = "SV1-HAZ-4H1" if hazard.nature == "combat" else "SV1-HAZ-3A"
        purpose = "strike" if hazard.nature == "combat" else "hazard-event"
        body_check(ctx, catalog, rule, purpose)


def condition_modifier(member: Member, tapped_to_face: bool) -> int:
    return 0 if tapped_to_face else CONDITION_MODIFIER[member.status]


def strike_roll(ctx: Ctx, catalog: Catalog, hazard: HazardInPlay) -> None:
    """SV1-HAZ-4E/4F: 2D6 + prowess + modifiers against the hazard's prowess; a natural
    double six always wins; a tie is ineffectual."""
    assert hazard.roll is not None
    member = ctx.state.member(hazard.roll.member)
    assert member is not None
    threat = card(catalog, hazard.card)
    hazard_prowess = facts.prowess(threat)
    own = prowess(catalog, member)
    modifier = condition_modifier(member, hazard.taps)
    assists = len(hazard.roll.assists)
    cites_coe = played_since(ctx.ruleset.played, STRIKE_CITES_COE_SINCE)
    dice, index = explain.roll(ctx, "strike", coe.STRIKE_ROLL if cites_coe else "SV1-HAZ-4F",
                               member=member.card)
    total = sum(dice) + own + modifier + assists
    condition = Modifier(modifier, f"state:{member.status}",
                         f"faces the strike {member.status}", "SV1-HAZ-4F"
                         if member.status != UNTAPPED else "SV1-HAZ-4D")
    made = explain.strike(catalog, member, condition, hazard.roll.assists, dice, index,
                          hazard_prowess, ABOVE,
                          coe.STRIKE_ROLL if cites_coe else "SV1-HAZ-4F")
    assert made.total == total
    double_six = dice == [6, 6]
    won = double_six or total > hazard_prowess
    body_checked = won and not double_six and facts.body(threat) is not None
    if body_checked and played_since(ctx.ruleset.played, WON_FROM):
        result = "won"
    elif won:
        result = "defeated"
    elif total < hazard_prowess:
        result = "lost"
    else:
        result = "tied"
    decided_by = coe.STRIKE_RESULT if cites_coe else "SV1-HAZ-4F"
    ctx.emit("StrikeResolved", "SV1-HAZ-4E" if double_six else decided_by,
             member=member.card, card=hazard.card, dice=dice, prowess=own,
             condition=member.status if not hazard.taps else "tapped to face",
             modifier=modifier, assists=assists, total=total, hazard_prowess=hazard_prowess,
             double_six=double_six, result=result, hazard_body_check=body_checked,
             **explain.recorded(ctx.state, made))


def hazard_body_roll(ctx: Ctx, catalog: Catalog, hazard: HazardInPlay) -> None:
    """SV1-HAZ-4I: a won strike defeats a hazard with a body only if it fails a body check."""
    hazard_body = facts.body(card(catalog, hazard.card))
    assert hazard_body is not None
    dice, index = explain.roll(ctx, "hazard body check", "SV1-HAZ-4I", card=hazard.card)
    made = check(dice, [], hazard_body, AT_MOST, index)
    ctx.emit("HazardBodyCheck", "SV1-HAZ-4I", card=hazard.card, dice=dice, total=sum(dice),
             body=hazard_body, failed=sum(dice) > hazard_body,
             **explain.recorded(ctx.state, made))


def body_check(ctx: Ctx, catalog: Catalog, rule: str, purpose: str) -> None:
    """A member's body check against a hazard: fails if 2D6 (+1 if wounded, -1 per assistant)
    exceeds body (plus an item's body modifier in combat); failure wounds or eliminates."""
    hazard = ctx.state.hazard
    assert hazard is not None and hazard.roll is not None
    member = ctx.state.member(hazard.roll.member)
    assert member is not None
    numbers = body_check_numbers(catalog, member, len(hazard.roll.assists),
                                 combat=purpose == "strike")
    dice, index = explain.roll(ctx, "body check", rule, member=member.card)
    rolled = sum(dice) + numbers["wounded"] - numbers["assists"]
    passed = rolled <= numbers["body"] + numbers["item"]
    made = explain.body_check(catalog, member, hazard.roll.assists, purpose == "strike", dice,
                              index, rule, ctx.ruleset.played)
    assert made.passed == passed
    ctx.emit("BodyCheck", rule, member=member.card, purpose=purpose, dice=dice, roll=rolled,
             passed=passed, **numbers, **explain.recorded(ctx.state, made))
    if not passed:
        wound(ctx, catalog, member)


def wound(ctx: Ctx, catalog: Catalog, member: Member) -> None:
    """SV1-HAZ-4H1/4H2: a failed body check wounds; a wounded member is eliminated and goes to
    the marshalling point pile with its items, inverted."""
    if member.status != WOUNDED:
        ctx.emit("MemberWounded", "SV1-HAZ-4H1", member=member.card, was=member.status)
        return
    scored = [[c, facts.category(card(catalog, c)), -facts.points(card(catalog, c))]
              for c in (member.card, *(i.card for i in member.items))]
    if ctx.state.explains:
        # Each item leaves play with its bearer as a fact of its own (version 3 on).
        for item, entry in zip(member.items, scored[1:], strict=True):
            ctx.emit("ItemLeftPlay", "SV1-HAZ-4H2", item=item.card, bearer=member.card,
                     scored=[entry])
        scored = scored[:1]
    ctx.emit("MemberEliminated", "SV1-HAZ-4H2", member=member.card,
             items=[i.card for i in member.items], scored=scored)


def finish(ctx: Ctx, catalog: Catalog, hazard: HazardInPlay) -> None:
    """SV1-HAZ-4I: a combat hazard whose every strike was defeated goes to the marshalling
    point pile; every other hazard waits for the end-of-phase discard (SV1-HAZ-7)."""
    if hazard.nature == "combat" and hazard.defeated and not hazard.undefeated:
        ctx.emit("HazardResolved", "SV1-HAZ-4I", card=hazard.card, to="pile",
                 points=facts.points(card(catalog, hazard.card)))
    else:
        ctx.emit("HazardResolved", "SV1-HAZ-7", card=hazard.card, to="discard", points=0)
