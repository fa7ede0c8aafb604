"""Allies face strikes as characters do (``SINCE_VERSION`` on).

An ally is no character, but in combat it is treated as one (CoE 2.V.2.2): from this version
the company's allies are among those a strike may go to, whether the defender gives it (CoE
3.ii; the automatic player ranks them by prowess with the characters) or it falls at random
(RGO-TARGET-2). An ally fights with its printed prowess and body, -1 while tapped and -2 while
wounded (CoE 3.iv.6); a strike it does not beat wounds it (``AllyWounded``) and its body check
follows (CoE 3.I.1): failing, the ally is discarded (``AllyDiscarded``); passing, it stays in
the company wounded, tapped from turn to turn until the untap phase heals it at a Haven (to
tapped, as a character heals). A strike it beats or ties taps it (``AllyTapped``); a
detainment strike taps it and wounds no one (CoE 3.II.1). A creature's text about its strikes
holds for an ally as for a character (Neeker-breekers' strikes only tap, a creature that
discards whom it wounds discards the ally, Giant Spiders discard on a body check equal to the
body: from ``creatures.EQUAL_BODY_CITED_SINCE`` cited by the card, not as a failed check).

An ally's text may keep it from being attacked: Goldberry (and Nenseldë the Wingild) may not be
attacked at all; Treebeard, Leaflock, Skinbark and both Quickbeams are not attacked by
automatic-attacks nor by hazards keyed to their site. Such an ally is given no strike of those
attacks.

Not played for an ally: supporting a strike or taking -3 to stay untapped (CoE 3.iv.3, 4),
cards or tokens played on its strike, and the characters' own abilities; "each character"
attacks still count the characters only.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from domain.cards import Card
from domain.engine import allies, coe
from domain.engine import combat as engine
from domain.engine.characters import Character
from domain.engine.combat import Attack, StrikeModifiers
from domain.errors import IllegalAction
from domain.ruleset import Context, illegal, played_since
from domain.rulesets.road_goes_ever_on import creatures
from domain.rulesets.road_goes_ever_on.state import State

if TYPE_CHECKING:  # strike_terms imports this module: its Terms named for the annotation only
    from domain.rulesets.road_goes_ever_on.strike_terms import Terms

#: The first version of the ruleset in which allies face strikes.
SINCE_VERSION = 149
RULE = allies.IN_COMBAT
#: Allies that may not be attacked, and those not attacked at their site (engine.allies).
NEVER_ATTACKED = allies.NEVER_ATTACKED
NOT_AT_THEIR_SITE = allies.NOT_AT_THEIR_SITE
#: What an attack keyed to the company's site records as its key.
SITE_KEY = "the site"


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def spared(card: Card, attack: Attack, keyed_to: str | None) -> bool:
    """Whether the ally's text keeps it from facing a strike of ``attack``."""
    return allies.spared(card, attack.automatic, keyed_to == SITE_KEY)


def fighter(state: State, card: Card) -> Character:
    """The ally as one who faces a strike: its printed stats, its state this turn."""
    return allies.fighter(card, allies.state_of(card.id, state.tapped_allies,
                                                state.wounded_allies))


def fighters(state: State, catalog_get: Callable[[str], Card] | None, played: str,
             attack: Attack) -> list[Character]:
    """The company's allies that may face a strike of ``attack`` (none before the version)."""
    if catalog_get is None or not offered(played):
        return []
    out = []
    for ally in dict.fromkeys(state.allies):
        card = catalog_get(ally)
        if not spared(card, attack, state.keyed_to):
            out.append(fighter(state, card))
    return out


def is_ally(state: State, target: str) -> bool:
    """Whether ``target`` of a strike is one of the company's allies (not a character)."""
    return target in state.allies and state.character(target) is None


def resolve(ctx: Context[State], target: str, terms: Terms, *,
            detainment: bool = False) -> bool:
    """One strike against the ally ``target``, on ``terms`` (``strike_terms.of``: the strike
    as it meets the ally, Fellowship's +1); True if the strike was defeated."""
    card = ctx.ruleset.catalog.get(target)
    played = ctx.ruleset.played
    attack, ally, prowess = terms.attack, terms.fighter, terms.prowess
    index = ctx.position("dice")
    dice = ctx.roll(f"{card.name} against {attack.name}", coe.STRIKE_ROLL)
    roll = sum(dice)
    result = engine.strike_result(roll, prowess, attack.prowess)
    made = terms.check(dice, index)
    ctx.emit("StrikeResolved", coe.STRIKE_RESULT, character=target, roll=roll,
             prowess=prowess, strike_prowess=attack.prowess, result=result,
             check=made.to_json())
    # A detainment strike, or Neeker-breekers', taps and wounds no one (CoE 3.II.1).
    taps_only = detainment or creatures.wound_taps_only(played, attack)
    if result == engine.SUCCEEDED and not taps_only:
        ctx.emit("AllyWounded", coe.STRIKE_RESULT, ally=target, attack=attack.name)
        if creatures.discards_wounded(played, attack, ally):  # an Abductor's text
            rule, named = creatures.wound_discard_cited(ctx, attack) or (coe.STRIKE_RESULT, {})
            ctx.emit("AllyDiscarded", rule, ally=target, site=ctx.state.site,
                     reason=f"discarded by {attack.name}", **named)
            return False
        body_check(ctx, ally, attack.name,
                   attack if creatures.discards_on_equal_body(played, attack, ally) else None)
        return False
    if ally.untapped:
        use = "tapped by a detainment strike" if result == engine.SUCCEEDED \
            else f"faced a strike of {attack.name}"
        ctx.emit("AllyTapped", coe.STRIKE_RESULT, ally=target, use=use)
    if result == engine.FAILED and attack.body is not None:
        index = ctx.position("dice")
        dice = ctx.roll(f"body check of {attack.name}", coe.BODY_CHECK)
        defeated = engine.strike_defeated(result, attack.body, sum(dice))
        ctx.emit("AttackBodyChecked", coe.BODY_CHECK, attack=attack.name, roll=sum(dice),
                 body=attack.body, defeated=defeated,
                 check=engine.attack_body_check(attack, dice, index).to_json())
        return defeated
    return result == engine.FAILED


def body_check(ctx: Context[State], ally: Character, reason: str,
               discards_on_equal: Attack | None = None) -> bool:
    """The wounded ally's body check (CoE 3.I.1): failing it, the ally is discarded. With
    ``discards_on_equal``, the attack of a creature whose text says so (Giant Spiders), a roll
    equal to its body discards it too: from ``creatures.EQUAL_BODY_CITED_SINCE`` cited by the
    card, the check naming it and not recorded as failed; before, as a failed check. True if
    it left play."""
    index = ctx.position("dice")
    dice = ctx.roll(f"body check of {ally.name}", coe.BODY_CHECK)
    roll = sum(dice)
    failed = engine.body_check_fails(roll, ally.body, ally.wounded)
    spiders, cited = creatures.equal_body_discard(ctx, discards_on_equal, roll, ally.body,
                                                  ally.wounded)
    made = engine.body_check(ally, [], dice, index, ally.wounded)
    ctx.emit("BodyChecked", coe.BODY_CHECK, character=ally.card_id, roll=roll,
             eliminated=failed or (spiders is not None and cited is None),
             check=made.to_json(), **(cited[1] if cited else {}))
    if cited is not None:
        ctx.emit("AllyDiscarded", cited[0], ally=ally.card_id, site=ctx.state.site,
                 reason=allies.body_check_reason(False, reason), **cited[1])
    elif failed or spiders is not None:
        ctx.emit("AllyDiscarded", coe.ELIMINATED, ally=ally.card_id, site=ctx.state.site,
                 reason=allies.body_check_reason(True, reason))
    return failed or spiders is not None


def healed(state: State, here: Card, played: str) -> list[str]:
    """The wounded allies the untap phase heals: those of a company at a Haven."""
    if not offered(played) or not here.is_haven:
        return []
    return [a for a in dict.fromkeys(state.wounded_allies) if a in state.allies]


def prowess(state: State, catalog_get: Callable[[str], Card], who: str) -> int | None:
    """An ally's prowess against a strike, for the automatic player's ranking (None: no
    ally)."""
    if not is_ally(state, who):
        return None
    return engine.strike_prowess(fighter(state, catalog_get(who)), StrikeModifiers())


def refusal(state: State, catalog_get: Callable[[str], Card], ally: str) -> IllegalAction:
    """Why ``assign:<ally>`` is refused now, naming the ally and the reason."""
    awaited = state.awaited_strikes
    card = catalog_get(ally)
    if awaited is None:
        return illegal(f"{card.name} faces no attack now.", coe.DEFENDER_ASSIGNS)
    attack = awaited.read_attack()
    if spared(card, attack, state.keyed_to):
        return illegal(f"{allies.spared_reason(card)}.", RULE)
    why = engine.defender_may_assign(fighter(state, card), awaited.assigned, attack.strikes)
    return illegal(f"{card.name} may not be given a strike of {attack.name}: "
                   f"{why or 'the attacker chooses who is struck'}.", coe.DEFENDER_ASSIGNS)

