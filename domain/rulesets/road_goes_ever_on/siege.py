"""Siege (TW-87), a hazard permanent-event played by its text from version ``SINCE_VERSION``
(earlier versions asked the player to declare its effect, and replay as played).

- Revealed from the Hazard Pile (or on guard), it is played on the company's new site, or its
  site when it does not move (``SiegeLaid``, counted against the hazard limit as any hazard
  event is, RGO-HAZ-2): only a Border-hold or a Free-hold (its type as the hazards treat it
  this turn), and not a site with a Siege on it already; otherwise it is discarded, the reason
  given (``HazardDiscarded``, RGO-HAZ-3).
- At the beginning of the site phase of a company at a besieged site, before it chooses to
  enter the site, the company faces an Orc attack of three strikes at 7 prowess
  (``SiegeAttackBegan``, the defender assigning the strikes as for any attack, CoE 3.ii). It
  is no automatic-attack and no creature: the site is not marked explored, nor does a defeat
  give marshalling points; once it is over (``SiegeAttackFaced``) the site phase goes on as it
  would have, the company free to enter the site or not.
- As its organization phase ends by moving (a new site of the site deck, Gwaihir, a travel
  card), a company at a besieged site rolls 2D6, -1 for each of its characters who is no
  scout (``SiegeRolled``); below 5 it may not move this turn: it stays (``MovementPlanned`` is
  not written, the card played to move is not used). A company that stays rolls nothing, the
  roll deciding only whether it may move.
- It is discarded to the hazard discard pile when no company is at its site any more: the
  site card leaves play as the company that moved away takes its site phase elsewhere
  (``SiegeLifted``). The Cock Crows with Gates of Morning in play may discard it too
  (``cock_crows.py``, named ``<card>@<site>``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from domain.cards import Card
from domain.engine import coe
from domain.engine.checks import AT_LEAST, Modifier, check
from domain.engine.combat import Attack
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on import effect_clauses, hazard_scripts
from domain.rulesets.road_goes_ever_on.permanent_hazards import DISCARD_RULE, DUPLICATE
from domain.rulesets.road_goes_ever_on.state import Company, State

#: The first version that plays it; earlier versions replay as played.
SINCE_VERSION = 164
CARD = "TW-87"
NAME = "Siege"
#: The site types it is played on.
SITE_TYPES = ("border-hold", "free-hold")
#: Its attack: Orcs, three strikes of 7 prowess.
RACE, STRIKES, PROWESS = "Orcs", 3, 7
#: The roll at the end of the organization phase: below this the company may not move.
MOVES_ON = 5
SCOUT = "scout"
#: What The Road Goes Ever On's play of it leaves out ("": nothing), and its test.
COVERAGE = {CARD: ("", "tests/rules/test_road_goes_ever_on_siege.py::test_siege_is_laid_on_"
                       "a_free_hold_and_attacks_the_company_there_as_its_site_phase_begins")}


def plays(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def on(state: State, site: str) -> str | None:
    """The Siege on ``site`` (None: none)."""
    return next((card for card, where, _ in state.sieges if where == site), None)


def play_on(state: State, site: str) -> int:
    """The play the Siege on ``site`` came from (0: none; effect_clauses.of)."""
    return next((play for _, where, play in state.sieges if where == site), 0)


def revealed(ctx: Context[State], hazard: Card, rule: str, counted: bool) -> bool:
    """Siege revealed: laid on the company's new site (or its site), or discarded when it may
    not be; False for any other card, or a version before ``SINCE_VERSION``."""
    if hazard.id != CARD or not plays(ctx.ruleset.played):
        return False
    state = ctx.state
    site = ctx.ruleset.catalog.get(state.destination or state.site)
    kind = hazard_scripts.treated_type(state, site)
    if kind not in SITE_TYPES:
        ctx.emit("HazardDiscarded", DISCARD_RULE, card=hazard.id,
                 reason=f"it is played on a Border-hold or a Free-hold, and {site.name} is a "
                        f"{kind or 'site of no type'}")
        return True
    if on(state, site.id) is not None:
        ctx.emit("HazardDiscarded", DISCARD_RULE, card=hazard.id,
                 reason=f"{DUPLICATE} on {site.name}")
        return True
    ctx.emit("HazardEventPlayed", rule, card=hazard.id, name=hazard.name, target=None,
             counted=counted)
    ctx.emit("SiegeLaid", effect_clauses.of(ctx, hazard.id), card=hazard.id, site=site.id,
             name=site.name)
    return True


def site_phase_begins(ctx: Context[State], resolve: Callable[[Context[State], Attack],
                                                               bool | None]) -> None:
    """A company's site phase begins: the Sieges no company is at any more are discarded;
    at a besieged site the company faces its attack (``resolve``: the attack, the defender
    asked to assign its strikes; None while he does)."""
    state = ctx.state
    if not plays(ctx.ruleset.played):
        return
    held = tuple(c.site for c in state.all_companies() if c.characters)
    for siege, site, play in state.sieges:
        if site not in held:
            ctx.emit("SiegeLifted", effect_clauses.of(ctx, siege, play), card=siege, site=site,
                     reason="no company is at its site any more")
    card = on(ctx.state, ctx.state.site)
    if card is None or not ctx.state.characters or ctx.state.outcome is not None:
        return
    ctx.emit("SiegeAttackBegan", effect_clauses.of(ctx, card, play_on(ctx.state, ctx.state.site)),
             card=card, site=ctx.state.site,
             name=ctx.ruleset.catalog.get(ctx.state.site).name)
    if resolve(ctx, Attack(card, NAME, RACE, STRIKES, PROWESS)) is not None:
        attack_over(ctx)


def attack_over(ctx: Context[State]) -> bool:
    """Once an attack is over: True (and ``SiegeAttackFaced``) when it was a Siege's, the
    site phase going on with the site not entered."""
    if not ctx.state.siege_attacking:
        return False
    ctx.emit("SiegeAttackFaced", effect_clauses.of(ctx, CARD, play_on(ctx.state, ctx.state.site)),
             site=ctx.state.site)
    return True


def held(ctx: Context[State], company: Company | None = None) -> bool:
    """The organization phase ends with a company moving (``company``: a waiting one, else
    the running one): at a besieged site it rolls first; True when it may not move this turn
    (the roll below ``MOVES_ON``)."""
    moving = company or ctx.state.running()
    card = on(ctx.state, moving.site) if plays(ctx.ruleset.played) else None
    if card is None:
        return False
    rule = effect_clauses.of(ctx, card, play_on(ctx.state, moving.site))
    index = ctx.position("dice")
    dice = ctx.roll("the Siege's roll at the end of the organization phase", rule)
    modifiers = [Modifier(-1, f"card:{c.card_id}", f"{c.name} is no scout", rule)
                 for c in moving.characters if not c.has_skill(SCOUT)]
    made = check(dice, modifiers, MOVES_ON, AT_LEAST, index)
    ctx.emit("SiegeRolled", rule, card=card, site=moving.site, company=moving.id,
             moves=made.passed, check=made.to_json())
    return not made.passed


def lifted(ctx: Context[State], site: str, by: str) -> None:
    """The Siege on ``site`` discarded by a card (The Cock Crows)."""
    card = on(ctx.state, site)
    if card is not None:
        ctx.emit("SiegeLifted", coe.SHORT_EVENT, card=card, site=site, reason=f"{by} discards it")


def narrate(kind: str, d: Mapping[str, Any], name: Callable[[str], str]) -> str | None:
    if kind == "SiegeLaid":
        return f"Siege is laid on {d['name']}."
    if kind == "SiegeAttackBegan":
        return (f"The Siege of {d['name']}: the company faces an Orc attack of {STRIKES} "
                f"strikes at {PROWESS} prowess before entering the site.")
    if kind == "SiegeAttackFaced":
        return "The Siege's attack is over; the site is not entered by it."
    if kind == "SiegeRolled":
        total = d["check"]["total"]
        return (f"The Siege's roll: {total}, the company may move." if d["moves"] else
                f"The Siege's roll: {total}, below {MOVES_ON}: the company may not move this "
                "turn.")
    if kind == "SiegeLifted":
        return f"The Siege of {name(str(d['site']))} is discarded: {d['reason']}."
    return None
