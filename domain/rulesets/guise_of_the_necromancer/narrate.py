"""One readable line per fact, ending with the clause it applies."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from domain.cards import Catalog
from domain.engine import attacks_at_once, effects
from domain.engine.effect_words import declared_words, played_words, primitive_words
from domain.narration import body_sum, check_sum, strike_outcome, strike_sum
from domain.ruleset import Fact, describe
from domain.rulesets.guise_of_the_necromancer import (
    morannon,
    radagast,
    site_draws,
    waiting_hazards,
)
from domain.rulesets.guise_of_the_necromancer.hazard_hand import LETS_ATTACK, SCENARIO_EFFECTS
from domain.rulesets.hobbit import (
    allies,
    company_checks,
    creature_discards,
    factions,
    gates_treatments,
    hazard_cancels,
    hazard_events,
    shadowfax,
)
from domain.rulesets.hobbit.ent_draughts import IN_ADDITION
from domain.rulesets.hobbit.narrate import CARD_EFFECT_LINES, Lines, Told, untap_line
from domain.rulesets.hobbit.traitor import PROWESS_OVER
from domain.text import count, keyed_place, type_names


def _effect(effect: str, amount: int = 0, who: str | None = None) -> str:
    """A hazard event's effect in words: the scenario's own (``hazard_hand``, the family's
    ``hazard_events``) or the vocabulary's."""
    if effect in SCENARIO_EFFECTS:
        said, has_amount = SCENARIO_EFFECTS[effect]
        return said + (f" ({amount:+d})" if has_amount and amount else "")
    return hazard_events.WORDS.get(effect) or primitive_words(effect, amount, who)


def _with_creature(effect: str, amount: int) -> str:
    """What an event played with a creature does to its attack: "-2 prowess"."""
    if effect in (effects.ATTACK_PROWESS, effects.RACE_ATTACK):
        return f"{amount:+d} prowess"
    if effect == effects.ATTACK_STRIKES:
        return f"+{count(amount, 'strike')}"
    return _effect(effect, amount)


def _played(n: Callable[[Any], str], d: Mapping[str, Any]) -> str:
    """A resource's play in words, with the character it taps (unless the words tell it)."""
    who = n(d["character"]) if d.get("character") else None
    said = played_words(d["card"], d["mode"], who, d.get("effects") or ())
    tapping = n(d["tapped"]) if d.get("tapped") else None
    told = f": {said}" if said else f" on {who}" if who else ""
    return told + (f", tapping {tapping}" if tapping and f"{tapping} taps" not in told else "")


def line(catalog: Catalog, fact: Fact) -> str:
    text = _text(catalog, fact)
    return f"{text} [{fact.rule}]" if fact.rule else text


def _drawn(d: Mapping[str, Any], n: Callable[[Any], str], cards: str) -> str:
    """A resource draw's line: Radagast's (his card named, ``radagast``), the site's (the site
    named, ``site_draws``), or another."""
    if d.get("card"):
        return f"{n(d['card'])} draws {cards} ({radagast.TEXT})."
    if d.get("site"):
        return f"Drew {cards} (the resource cards {n(d['site'])} gives)."
    return f"Drew {cards}."


#: The line of each kind of fact, read from the fact as ``Told`` holds it (made once: a
#: line is asked for every event of every game).
_LINES: Lines = {
    "SideboardsSetAside": lambda t: f"The sideboards ({t.d['resources']} resources, "
    f"{t.d['hazards']} hazards) are set aside until The Investigation ends.",
    "SarumanSetAside": lambda t: "Saruman waits off to the side, out of play.",
    "CompanyFormed": lambda t: f"A company forms at {t.n(t.d['site'])}: "
    f"{t.names(t.d['characters'])}.",
    "ResourcesDrawn": lambda t: _drawn(t.d, t.n, t.names(t.d["cards"])),
    site_draws.OFFERED: lambda t: site_draws.narrate(site_draws.OFFERED, t.d, t.n),
    site_draws.CHOSEN: lambda t: site_draws.narrate(site_draws.CHOSEN, t.d, t.n),
    site_draws.NONE: lambda t: site_draws.narrate(site_draws.NONE, t.d, t.n),
    radagast.OFFERED: lambda t: radagast.narrate(radagast.OFFERED, t.d, t.n),
    radagast.CHOSEN: lambda t: radagast.narrate(radagast.CHOSEN, t.d, t.n),
    "TurnBegan": lambda t: f"Turn {t.d['turn']} begins.",
    "CharactersRefreshed": lambda t: untap_line(t.n, t.d),
    "PhaseBegan": lambda t: f"The {t.d['phase']} phase begins.",
    "MovementDeclared": lambda t: f"Company {t.d['company']} will "
    + (f"move to {t.n(t.d['to'])}" + (f" by {t.n(t.d['by'])}, " + (
        "by its own site path" if t.d["by"] == morannon.CARD else "with no site path")
        if t.d.get("by") else "") + "." if t.d.get("to") else "stay where it is."),
    "BridgeMayBePlayed": lambda t: f"Company {t.d['company']} has reached {t.n(t.d['site'])}: "
    "it may move on by Bridge.",
    "CompanyMovesOn": lambda t: f"{t.n(t.d['card'])}: company {t.d['company']} moves on from "
    f"{t.n(t.d['origin'])} to {t.n(t.d['to'])}; a movement/hazard phase follows.",
    "CreaturesLimitedToUndead": lambda t: f"{t.n(t.d['card'])}: only Undead are played on "
    f"company {t.d['company']} this turn, whatever their keying.",
    "MovementHazardBegan": lambda t: f"Company {t.d['company']}'s movement/hazard phase"
    + (f", from {t.n(t.d['origin'])} to {t.n(t.d['destination'])} ({type_names(t.d['path'])})"
       if t.d.get("destination") else f", staying at {t.n(t.d['origin'])}")
    + f": {t.d['cards']} hazards go to the hazard hand"
    + (f" ({t.d['fewer_draws']} fewer for Alatar's company)" if t.d.get("fewer_draws") else "")
    + ".",
    "HazardsPlaced": lambda t: f"{len(t.d['cards'])} hazards are placed face down at the left "
    "end of the hazard hand.",
    "HazardHandRevealed": lambda t: f"The hazard hand, left to right: {t.names(t.d['cards'])}.",
    "RingAppeared": lambda t: "The One Ring appears: a resource permanent-event in play "
    "(+1 hand size).",
    "RingReturned": lambda t: "Another One Ring is revealed and shuffled back into the "
    "hazard deck.",
    "SarumanPlaced": lambda t: f"Saruman is placed at {t.n(t.d['site'])}.",
    "HazardsReturned": lambda t: f"{len(t.d['cards'])} hazards go back from the discard pile "
    "into the hazard deck.",
    "MarshallingPointsLost": lambda t: f"{t.n(t.d['character'])}'s elimination costs "
    f"{t.d['points']} marshalling points.",
    "CorruptionPlaced": lambda t: f"{t.n(t.d['card'])} is played on {t.n(t.d['character'])} "
    f"(+{t.d['points']} corruption).",
    "HazardEventPlayed": lambda t: f"{t.n(t.d['card'])} is played "
    + (f"with {t.n(t.d['creature'])}: {_with_creature(t.d['effect'], int(t.d['amount']))}"
       + (f", {int(t.d['strikes']):+d} strike" if t.d.get("strikes") else "") + "."
       if t.d.get("creature")
       else f"on company {t.d['company']}: {_effect(t.d['effect'])}."
       if t.d.get("company")
       else f"on {t.n(t.d['character'])}: {_effect(t.d['effect'], 0, t.n(t.d['character']))}."),
    "HazardEventWaits": lambda t: f"{t.n(t.d['card'])} comes into play: it waits for "
    + ("the next failed corruption check." if t.d["card"] == waiting_hazards.TRAITOR
       else "the next successful influence attempt of a character but a Hobbit."),
    "TraitorTurned": lambda t: f"{t.n(t.d['character'])} turns traitor ({t.n(t.d['card'])} is "
    "discarded)" + (f": an attack of prowess {int(t.d['prowess']) + PROWESS_OVER} is made on "
                    f"company {t.d['company']}." if t.d["attacks"] else "."),
    "TraitorAttackNotMade": lambda t: f"No traitor's attack: {t.d['reason']}.",
    "HazardEventLeft": lambda t: f"{t.n(t.d['by'])} discards {t.n(t.d['card'])}." if t.d.get("by")
    else f"{t.n(t.d['card'])} is discarded after {t.n(t.d['checked'])}'s check.",
    "HazardEffectInForce": lambda t: f"{t.n(t.d['card'])} is in force this turn: "
    f"{_effect(t.d['effect'], int(t.d['amount'] or 0))}.",
    "HazardEffectEnded": lambda t: f"{t.n(t.d['by'])} taps to cross: {t.n(t.d['card'])} no longer "
    "holds the site phase.",
    "CompanyBolstered": lambda t: f"{t.n(t.d['card'])}: {t.names(t.d['characters'])} (company "
    f"{t.d['company']}) have {int(t.d['amount']):+d} "
    + ("prowess" if t.d["maximum"] is None else f"body (not above {t.d['maximum']})")
    + " for the rest of the turn.",
    "GoingHomeRolled": lambda t: f"{t.n(t.d['card'])}: {t.d['roll']} and {t.d['unused_influence']} "
    f"unused general influence, {t.d['needed']} needed"
    + (": the character goes home." if t.d["fails"] else ": he stays."),
    "FactionDispersalRolled": lambda t: f"{t.n(t.d['card'])}: {t.d['roll']} and "
    f"{t.d['unused_influence']} unused general influence, {t.d['needed']} needed"
    + (": the faction disperses." if t.d["fails"] else ": it holds."),
    "FactionDispersed": lambda t: f"{t.n(t.d['faction'])} disperses ({t.n(t.d['by'])}): to the "
    "discard pile, its points lost.",
    "CorruptionCheckModified": lambda t: f"{t.n(t.d['card'])}: {t.n(t.d['character'])}'s next "
    f"corruption check this turn is at {int(t.d['amount']):+d}.",
    "KeyingBarred": lambda t: f"{t.n(t.d['card'])}: no creature may be keyed "
    + ("by type to a Wilderness" if t.d["barred"] == "wilderness" else
       "but to its new site" if t.d["barred"] == "not-site" else "to its site")
    + f" against company {t.d['company']} this turn.",
    "InfluenceCardPlayed": lambda t: f"{t.n(t.d['card'])} is kept for {t.n(t.d['character'])}'s "
    "next influence attempt this turn.",
    "CreatureAttacksCanceled": lambda t: f"{t.n(t.d['card'])}: company {t.d['company']} stays "
    "where it is; every hazard creature's attack on it this turn is canceled.",
    "IronCrownOffered": lambda t: f"After the attack {t.n(t.d['card'])} went with, The Iron "
    f"Crown may be played from the hand with a character of company {t.d['company']}.",
    "IronCrownPlayed": lambda t: f"{t.n(t.d['item'])} is played from the hand with "
    f"{t.n(t.d['bearer'])}.",
    "IronCrownKept": lambda t: "The Iron Crown stays in the hand.",
    "AttacksProwessModified": lambda t: f"{t.n(t.d['card'])}: every attack on company "
    f"{t.d['company']} this turn has {int(t.d['prowess']):+d} prowess.",
    "GreatRoadTaken": lambda t: f"{t.n(t.d['card'])}: company {t.d['company']}'s hazards count "
    f"twice this turn, and it may go back to {t.n(t.d['haven'])} as the turn ends.",
    "GreatRoadEnded": lambda t: f"Great-road: company {t.d['company']} "
    + ("has gone back." if t.d["back"] else "stays where it is."),
    "CreaturesStrengthened": lambda t: f"{t.n(t.d['card'])}: every hazard creature played on "
    f"company {t.d['company']} this turn has {int(t.d['prowess']):+d} prowess.",
    "MovementTurnedBack": lambda t: f"{t.n(t.d['card'])} sends company {t.d['company']} back: "
    f"it stays at {t.n(t.d['origin'])} and does not reach {t.n(t.d['destination'])} this turn.",
    "SiteTapped": lambda t: f"{t.n(t.d['by'])} taps {t.n(t.d['site'])}.",
    "SiteSearched": lambda t: f"{t.n(t.d['card'])}: {t.n(t.d['character'])} searches "
    f"{t.n(t.d['site'])}; another character of company {t.d['company']} may play an item there "
    "this turn, tapped or not, without tapping it.",
    "CreaturesPrevented": lambda t: f"{t.n(t.d['card'])}: no hazard creature can be played on "
    f"company {t.d['company']} this turn.",
    "PlayerRuling": lambda t: f"PLAYER RULING: {t.n(t.d['card'])} is declared to do: "
    f"{declared_words(t.d['effect'], int(t.d['amount'] or 0))}.",
    "LandsTreated": lambda t: gates_treatments.sentence(t.d, t.n),
    "NazgulGuards": lambda t: f"{t.n(t.d['card'])} cannot attack: it becomes a guardian of "
    f"{t.n(t.d['site'])}.",
    "CreatureAttacks": lambda t: f"{t.n(t.d['card'])} attacks ("
    + ("not keyed to the company: an event of the hazard hand lets it"
       if t.d["keyed"] == LETS_ATTACK else f"keyed to {keyed_place(t.d['keyed'])}") + ").",
    "AttackDeclared": lambda t: f"{t.d['attack']['name']} attacks company {t.d['company']} "
    + ("again " if t.d.get("series") else "")
    + "(" + (f"{t.d['attack']['race']}, " if t.d['attack']['race'] else "")
    + f"{count(t.d['attack']['strikes'], 'strike')}, prowess {t.d['attack']['prowess']}).",
    "StrikeAssigned": lambda t: f"The {t.d['by']} gives a strike to {t.n(t.d['character'])}.",
    "CharacterJoinedAttack": lambda t: f"{t.n(t.d['character'])} comes from {t.n(t.d['site'])} "
    f"with company {t.d['company']} to company {t.d['to']}, to face {t.d['attack']}.",
    "AttackEnded": lambda t: f"The attack of {t.d['attack']} ends"
    + (", defeated." if t.d["defeated"] else "."),
    "StrikesAssigned": lambda t: f"Strikes go to {t.names(t.d['targets'])}"
    + (f"; {t.d['excess']} excess" if t.d["excess"] else "") + ".",
    "FollowerTaken": lambda t: f"{t.n(t.d['character'])} becomes a follower of "
    f"{t.n(t.d['controller'])}.",
    "FollowerReleased": lambda t: f"{t.n(t.d['character'])} goes back under general influence.",
    "CompanySplit": lambda t: f"{t.n(t.d['character'])} leaves company {t.d['company']}: "
    f"company {t.d['new']}.",
    "ItemStored": lambda t: f"{t.n(t.d['character'])} stores {t.n(t.d['item'])}"
    + (f" ({count(t.d['points'], 'marshalling point')})." if t.d["points"] else "."),
    "ItemLost": lambda t: f"{t.d['by']} takes {t.n(t.d['card'])} from {t.n(t.d['character'])}: to "
                        "the discard pile.",
    "ItemToGiveUpNamed": lambda t: f"Should the attack take an item, {t.n(t.d['card'])} goes "
                                 "first of those not named before.",
    "ItemTransferred": lambda t: f"{t.n(t.d['origin'])} gives {t.n(t.d['item'])} to "
    f"{t.n(t.d['to'])}.",
    "ResourcePlayed": lambda t: f"{t.n(t.d['card'])} is played" + _played(t.n, t.d)
    + (("; a spell, it is removed from the game (GON-PLAY-5)"
        if t.catalog.get(str(t.d["card"])).magic == "Spell" else
        "; it is removed from the game") if t.d.get("removed") else "")
    + ".",
    "AllyTapped": lambda t: str(allies.narrate(t.n, t.fact.kind, t.d)),
    "MoveOnOffered": lambda t: f"Company {t.d['company']}: " + shadowfax.offered_line(t.n, t.d),
    "HazardCancelOffered": lambda t: str(hazard_cancels.narrate(t.n, t.fact.kind, t.d)),
    "HazardCanceled": lambda t: str(hazard_cancels.narrate(t.n, t.fact.kind, t.d)),
    "HazardCancelDeclined": lambda t: str(hazard_cancels.narrate(t.n, t.fact.kind, t.d)),
    "HandShuffledIn": lambda t: f"{t.n(t.d['card'])}: the hand and the discard pile but its "
    f"sites ({len(t.d['cards'])} card{'s' if len(t.d['cards']) != 1 else ''}) are shuffled "
    "into the resource deck.",
    "AttackCanceled": lambda t: f"{t.n(t.d['by'])} cancels the attack of {t.d['attack']}.",
    **CARD_EFFECT_LINES,
    "StrikesBegan": lambda t: "The strike sequences begin"
    + (f"; {t.d['excess']} excess weaken {t.n(t.d['excess_on'])}'s strike" if t.d["excess"]
       else "") + ".",
    "StrikeSequenceBegan": lambda t: f"{t.n(t.d['character'])} faces the next strike.",
    "StayUntapped": lambda t: f"{t.n(t.d['character'])} takes -3 to stay untapped.",
    "CharacterSupports": lambda t: f"{t.n(t.d['supporter'])} taps to support "
    f"{t.n(t.d['character'])} (+1).",
    "StrikeResolved": lambda t: f"{t.n(t.d['character'])} rolls: "
    f"{strike_sum(t.d['roll'], t.d['prowess'])}, against the strike's {t.d['strike']}: "
    + strike_outcome(t.n(t.d["character"]), t.d["result"], t.d["defeated"], t.d["state"],
                     t.d["body_roll"]) + ".",
    "BodyChecked": lambda t: f"Body check of {t.n(t.d['character'])}: {body_sum(t.d)}: "
    + (creature_discards.body_checked(t.n, t.d)
       or (("discarded." if t.d.get("ally") else "eliminated.") if t.d["eliminated"]
           else "survives.")),
    "CreatureDefeated": lambda t: f"{t.n(t.d['card'])} is defeated "
    f"({count(t.d['points'], 'marshalling point')}).",
    "NazgulReturned": lambda t: f"{t.n(t.d['card'])} is shuffled back into the hazard deck.",
    "GreatShipBoarded": lambda t: f"Company {t.d['company']} is aboard {t.n(t.d['card'])} until "
    "the end of the turn.",
    "HazardEventCancelable": lambda t: f"{t.n(t.d['card'])} is played on company "
    f"{t.d['company']}, aboard a Great Ship: cancel it, or let it take effect?",
    "HazardEventLetBe": lambda t: f"{t.n(t.d['card'])} takes effect.",
    "HazardEventCanceled": lambda t: f"{t.n(t.d['character'])} taps: {t.n(t.d['by'])} cancels "
    f"{t.n(t.d['card'])}, discarded.",
    "GuardianReturned": lambda t: f"{t.n(t.d['by'])} discards {t.n(t.d['card'])}, guardian of Dol "
    "Guldur: it is shuffled back into the hazard deck.",
    "CreatureDiscarded": lambda t: f"{t.n(t.d['card'])} goes to the hazard discard pile.",
    "DudDiscarded": lambda t: f"{t.n(t.d['card'])} is a dud and is discarded.",
    "DudReplaced": lambda t: "A face-down hazard takes its place.",
    "CompanyMoved": lambda t: f"Company {t.d['company']} arrives at {t.n(t.d['to'])}.",
    "InvestigationEnded": lambda t: "The Investigation is over; The Watchful Peace begins: "
    f"the sideboards join the decks, {len(t.d['sites'])} sites return to the location deck, "
    f"general influence is {t.d['general_influence']}. Now: {t.d['objective']}.",
    "CompanyPhaseEnded": lambda t: f"Company {t.d['company']} is done with this phase.",
    "SitePhaseBegan": lambda t: f"Company {t.d['company']} is at {t.n(t.d['site'])}.",
    "SiteEntered": lambda t: f"Company {t.d['company']} enters {t.n(t.d['site'])}: "
    f"{len(t.d['attacks'])} automatic-attacks.",
    "AutomaticAttacksFaced": lambda t: f"Company {t.d['company']} has faced every "
    "automatic-attack.",
    "CharacterPlayed": lambda t: f"{t.n(t.d['card'])} comes into play in company {t.d['company']}.",
    "CompaniesJoined": lambda t: f"Company {t.d['other']} joins company {t.d['company']}.",
    "CharacterEliminated": lambda t: f"{t.n(t.d['character'])} is eliminated"
    + (f"; {t.names(t.d['items_discarded'])} discarded with him" if t.d.get("items_discarded")
       else "") + ".",
    "CharacterDiscarded": lambda t: creature_discards.discarded(t.n, t.d, "leaves play")
    or f"{t.n(t.d['character'])} leaves play.",
    "CharacterReturned": lambda t: f"{t.n(t.d['character'])} goes back to the hand.",
    "ItemInherited": lambda t: f"{t.n(t.d['to'])} takes {t.n(t.d['item'])}.",
    "ItemsDiscarded": lambda t: f"{t.names(t.d['items'])} discarded: no one takes them.",
    "CorruptionChecked": lambda t: f"Corruption check of {t.n(t.d['character'])}"
    + (f" (asked by {t.n(t.d['asked_by'])})" if t.d.get("asked_by") else "") + ": "
    + (check_sum(t.d["check"]) if t.d.get("check") else f"{t.d['roll']} {t.d['modifier']:+d}")
    + f" against {t.d['points']}: {t.d['result']}.",
    "CharacterStateChanged": lambda t: f"{t.n(t.d['character'])} is now {t.d['state']}"
    + (f" ({t.d['reason']})" if t.d.get("reason") else "") + ".",
    "RingGivenUp": lambda t: f"{t.n(t.d['hobbit'])} is discarded, and The One Ring with him.",
    "ItemPlayed": lambda t: f"{t.n(t.d['item'])} is played on {t.n(t.d['bearer'])}"
    + (IN_ADDITION if t.d.get("in_addition") else "") + ".",
    "AllyPlayed": lambda t: str(allies.narrate(t.n, t.fact.kind, t.d)),
    "AllyDiscarded": lambda t: str(allies.narrate(t.n, t.fact.kind, t.d)),
    "FactionInfluenced": lambda t: factions.narrate(
        t.n, t.d, f" ({count(t.d['points'], 'marshalling point')})"),
    "RescuePrisonersPlayed": lambda t: f"Company {t.d['company']} plays Rescue Prisoners at "
    f"{t.n(t.d['site'])}" + (": Spiders attack." if t.d.get("attack")
                         else f" ({count(t.d['points'], 'marshalling point')})."),
    "PrisonersRescued": lambda t: f"{t.n(t.d['character'])} taps and holds Rescue Prisoners: he "
    "does not untap until he stores it.",
    "RescuePrisonersDiscarded": lambda t: f"Rescue Prisoners is discarded ({t.d['reason']}).",
    "ResourceDiscarded": lambda t: f"{t.n(t.d['card'])} is "
    + ("removed from the game." if t.d["removed"] else "discarded."),
    "HandOverLimit": lambda t: f"{t.d['cards']} cards in hand: discard down to {t.d['size']}.",
    "SitesReturned": lambda t: f"{t.names(t.d['sites'])} go back to the location deck.",
    "LongEventPlayed": lambda t: f"{t.n(t.d['card'])} is played as a long-event, in play until "
    "the next long-event phase.",
    "LongEventEnded": lambda t: f"{t.n(t.d['card'])} leaves play: the long-event phase begins.",
    "PermanentEventPlayed": lambda t: f"{t.n(t.d['card'])} is played: it stays in play.",
    "PermanentEventPlayedAt": lambda t: f"{t.n(t.d['card'])} is played at {t.n(t.d['site'])} by "
    f"company {t.d['company']}: it stays in play ({t.d['points']} marshalling points, "
    f"{t.d['type']}).",
    "MorannonPlaced": lambda t: f"Company {t.d['company']} plays {t.n(t.d['card'])}: it stands "
    "for the company's new site, a Dark-hold in Udûn.",
    "MorannonDiscarded": lambda t: f"{t.n(t.d['card'])} is discarded: {t.d['reason']}.",
    "WhiteTreePlanted": lambda t: f"{t.n(t.d['character'])} plays {t.n(t.d['card'])}, discarding "
    f"the {t.n(t.d['sapling'])} "
    + (f"{t.n(t.d['bearer'])} bore" if t.d['bearer'] else "stored at Minas Tirith")
    + ": Minas Tirith is a Haven for healing "
    f"and playing hazards ({t.d['points']} marshalling points, {t.d['type']}).",
    "PermanentEventDiscarded": lambda t: f"{t.n(t.d['card'])} is discarded, its points with it: "
    f"{t.d['reason']}.",
    "FellowshipFormed": lambda t: f"Fellowship is played on company {t.d['company']}: "
    f"{t.names(t.d['members'])}.",
    "FellowshipDiscarded": lambda t: f"Fellowship is discarded: {t.d['reason']}.",
    "SkillGained": lambda t: f"{t.n(t.d['character'])} gains the {t.d['skill']} skill "
    f"({t.n(t.d['card'])}).",
    "PermanentEventPlayedOn": lambda t: f"{t.n(t.d['card'])} is played on "
    f"{t.n(t.d['character'])}: it stays with him.",
    "CardHeld": lambda t: f"{t.n(t.d['character'])} holds {t.n(t.d['card'])}: he does not untap "
    "until he stores it at a Haven.",
    "CardStored": lambda t: f"{t.n(t.d['character'])} stores {t.n(t.d['card'])} at "
    f"{t.n(t.d['site'])} ({count(t.d['points'], 'marshalling point')}).",
    "ItemReforged": lambda t: f"{t.n(t.d['character'])} discards the stored {t.n(t.d['card'])}: "
    f"{t.n(t.d['item'])} comes back to {t.n(t.d['bearer'])}.",
    "AndurilJoined": lambda t: f"The stored {t.n(t.d['reforging'])} is discarded and "
    f"{t.n(t.d['card'])} is placed with the {t.n(t.d['narsil'])} {t.n(t.d['character'])} bears: "
    f"+4 prowess to 11, +1 direct influence, one more corruption point ({t.d['points']} "
    f"marshalling points, {t.d['type']}).",
    "AndurilDiscarded": lambda t: f"{t.n(t.d['card'])} is discarded: no one bears the "
    f"{t.n(t.d['narsil'])} it was placed with.",
    "SkillCardDiscarded": lambda t: f"{t.n(t.d['card'])} is discarded: {t.n(t.d['character'])} has "
    "left play.",
    "CharacterKept": lambda t: f"{t.n(t.d['character'])} stays at the Haven: {t.n(t.d['by'])} "
    f"keeps him from {t.d['instead']}.",
    "TurnEnded": lambda t: f"Turn {t.d['turn']} ends.",
    "GameEnded": lambda t: f"The game is {t.d['outcome']}: {t.d['reason']}.",
}


def _text(catalog: Catalog, fact: Fact) -> str:
    told = Told(catalog, fact)
    make = _LINES.get(fact.kind)
    if make is None and (aside := attacks_at_once.narrate(fact.kind, told.d, told.n)) is not None:
        return aside
    if make is None and (checks := company_checks.narrate(fact.kind, told.d)) is not None:
        return checks  # a Corpse-candle's checks awaited, its attack standing
    return make(told) if make else describe(fact, catalog)
