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
from domain.rulesets.hobbit.narrate import card_effect_lines, untap_line
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


def _text(catalog: Catalog, fact: Fact) -> str:
    def n(card: Any) -> str:
        if not card:
            return "-"
        return catalog.get(str(card)).name if str(card) in catalog else str(card)

    def names(cards: Any) -> str:
        return ", ".join(n(c) for c in cards) or "nothing"

    d: Mapping[str, Any] = fact.data
    lines: dict[str, Callable[[], str]] = {
        "SideboardsSetAside": lambda: f"The sideboards ({d['resources']} resources, "
        f"{d['hazards']} hazards) are set aside until The Investigation ends.",
        "SarumanSetAside": lambda: "Saruman waits off to the side, out of play.",
        "CompanyFormed": lambda: f"A company forms at {n(d['site'])}: {names(d['characters'])}.",
        "ResourcesDrawn": lambda: _drawn(d, n, names(d["cards"])),
        site_draws.OFFERED: lambda: site_draws.narrate(site_draws.OFFERED, d, n),
        site_draws.CHOSEN: lambda: site_draws.narrate(site_draws.CHOSEN, d, n),
        site_draws.NONE: lambda: site_draws.narrate(site_draws.NONE, d, n),
        radagast.OFFERED: lambda: radagast.narrate(radagast.OFFERED, d, n),
        radagast.CHOSEN: lambda: radagast.narrate(radagast.CHOSEN, d, n),
        "TurnBegan": lambda: f"Turn {d['turn']} begins.",
        "CharactersRefreshed": lambda: untap_line(n, d),
        "PhaseBegan": lambda: f"The {d['phase']} phase begins.",
        "MovementDeclared": lambda: f"Company {d['company']} will "
        + (f"move to {n(d['to'])}" + (f" by {n(d['by'])}, " + (
            "by its own site path" if d["by"] == morannon.CARD else "with no site path")
            if d.get("by") else "") + "." if d.get("to") else "stay where it is."),
        "BridgeMayBePlayed": lambda: f"Company {d['company']} has reached {n(d['site'])}: "
        "it may move on by Bridge.",
        "CompanyMovesOn": lambda: f"{n(d['card'])}: company {d['company']} moves on from "
        f"{n(d['origin'])} to {n(d['to'])}; a movement/hazard phase follows.",
        "CreaturesLimitedToUndead": lambda: f"{n(d['card'])}: only Undead are played on "
        f"company {d['company']} this turn, whatever their keying.",
        "MovementHazardBegan": lambda: f"Company {d['company']}'s movement/hazard phase"
        + (f", from {n(d['origin'])} to {n(d['destination'])} ({type_names(d['path'])})"
           if d.get("destination") else f", staying at {n(d['origin'])}")
        + f": {d['cards']} hazards go to the hazard hand"
        + (f" ({d['fewer_draws']} fewer for Alatar's company)" if d.get("fewer_draws") else "")
        + ".",
        "HazardsPlaced": lambda: f"{len(d['cards'])} hazards are placed face down at the left "
        "end of the hazard hand.",
        "HazardHandRevealed": lambda: f"The hazard hand, left to right: {names(d['cards'])}.",
        "RingAppeared": lambda: "The One Ring appears: a resource permanent-event in play "
        "(+1 hand size).",
        "RingReturned": lambda: "Another One Ring is revealed and shuffled back into the "
        "hazard deck.",
        "SarumanPlaced": lambda: f"Saruman is placed at {n(d['site'])}.",
        "HazardsReturned": lambda: f"{len(d['cards'])} hazards go back from the discard pile "
        "into the hazard deck.",
        "MarshallingPointsLost": lambda: f"{n(d['character'])}'s elimination costs "
        f"{d['points']} marshalling points.",
        "CorruptionPlaced": lambda: f"{n(d['card'])} is played on {n(d['character'])} "
        f"(+{d['points']} corruption).",
        "HazardEventPlayed": lambda: f"{n(d['card'])} is played "
        + (f"with {n(d['creature'])}: {_with_creature(d['effect'], int(d['amount']))}"
           + (f", {int(d['strikes']):+d} strike" if d.get("strikes") else "") + "."
           if d.get("creature")
           else f"on company {d['company']}: {_effect(d['effect'])}."
           if d.get("company")
           else f"on {n(d['character'])}: {_effect(d['effect'], 0, n(d['character']))}."),
        "HazardEventWaits": lambda: f"{n(d['card'])} comes into play: it waits for "
        + ("the next failed corruption check." if d["card"] == waiting_hazards.TRAITOR
           else "the next successful influence attempt of a character but a Hobbit."),
        "TraitorTurned": lambda: f"{n(d['character'])} turns traitor ({n(d['card'])} is "
        "discarded)" + (f": an attack of prowess {int(d['prowess']) + PROWESS_OVER} is made on "
                        f"company {d['company']}." if d["attacks"] else "."),
        "TraitorAttackNotMade": lambda: f"No traitor's attack: {d['reason']}.",
        "HazardEventLeft": lambda: f"{n(d['by'])} discards {n(d['card'])}." if d.get("by")
        else f"{n(d['card'])} is discarded after {n(d['checked'])}'s check.",
        "HazardEffectInForce": lambda: f"{n(d['card'])} is in force this turn: "
        f"{_effect(d['effect'], int(d['amount'] or 0))}.",
        "HazardEffectEnded": lambda: f"{n(d['by'])} taps to cross: {n(d['card'])} no longer "
        "holds the site phase.",
        "CompanyBolstered": lambda: f"{n(d['card'])}: {names(d['characters'])} (company "
        f"{d['company']}) have {int(d['amount']):+d} "
        + ("prowess" if d["maximum"] is None else f"body (not above {d['maximum']})")
        + " for the rest of the turn.",
        "GoingHomeRolled": lambda: f"{n(d['card'])}: {d['roll']} and {d['unused_influence']} "
        f"unused general influence, {d['needed']} needed"
        + (": the character goes home." if d["fails"] else ": he stays."),
        "FactionDispersalRolled": lambda: f"{n(d['card'])}: {d['roll']} and "
        f"{d['unused_influence']} unused general influence, {d['needed']} needed"
        + (": the faction disperses." if d["fails"] else ": it holds."),
        "FactionDispersed": lambda: f"{n(d['faction'])} disperses ({n(d['by'])}): to the "
        "discard pile, its points lost.",
        "CorruptionCheckModified": lambda: f"{n(d['card'])}: {n(d['character'])}'s next "
        f"corruption check this turn is at {int(d['amount']):+d}.",
        "KeyingBarred": lambda: f"{n(d['card'])}: no creature may be keyed "
        + ("by type to a Wilderness" if d["barred"] == "wilderness" else
           "but to its new site" if d["barred"] == "not-site" else "to its site")
        + f" against company {d['company']} this turn.",
        "InfluenceCardPlayed": lambda: f"{n(d['card'])} is kept for {n(d['character'])}'s "
        "next influence attempt this turn.",
        "CreatureAttacksCanceled": lambda: f"{n(d['card'])}: company {d['company']} stays "
        "where it is; every hazard creature's attack on it this turn is canceled.",
        "IronCrownOffered": lambda: f"After the attack {n(d['card'])} went with, The Iron "
        f"Crown may be played from the hand with a character of company {d['company']}.",
        "IronCrownPlayed": lambda: f"{n(d['item'])} is played from the hand with "
        f"{n(d['bearer'])}.",
        "IronCrownKept": lambda: "The Iron Crown stays in the hand.",
        "AttacksProwessModified": lambda: f"{n(d['card'])}: every attack on company "
        f"{d['company']} this turn has {int(d['prowess']):+d} prowess.",
        "GreatRoadTaken": lambda: f"{n(d['card'])}: company {d['company']}'s hazards count "
        f"twice this turn, and it may go back to {n(d['haven'])} as the turn ends.",
        "GreatRoadEnded": lambda: f"Great-road: company {d['company']} "
        + ("has gone back." if d["back"] else "stays where it is."),
        "CreaturesStrengthened": lambda: f"{n(d['card'])}: every hazard creature played on "
        f"company {d['company']} this turn has {int(d['prowess']):+d} prowess.",
        "MovementTurnedBack": lambda: f"{n(d['card'])} sends company {d['company']} back: "
        f"it stays at {n(d['origin'])} and does not reach {n(d['destination'])} this turn.",
        "SiteTapped": lambda: f"{n(d['by'])} taps {n(d['site'])}.",
        "SiteSearched": lambda: f"{n(d['card'])}: {n(d['character'])} searches "
        f"{n(d['site'])}; another character of company {d['company']} may play an item there "
        "this turn, tapped or not, without tapping it.",
        "CreaturesPrevented": lambda: f"{n(d['card'])}: no hazard creature can be played on "
        f"company {d['company']} this turn.",
        "PlayerRuling": lambda: f"PLAYER RULING: {n(d['card'])} is declared to do: "
        f"{declared_words(d['effect'], int(d['amount'] or 0))}.",
        "LandsTreated": lambda: gates_treatments.sentence(d, n),
        "NazgulGuards": lambda: f"{n(d['card'])} cannot attack: it becomes a guardian of "
        f"{n(d['site'])}.",
        "CreatureAttacks": lambda: f"{n(d['card'])} attacks ("
        + ("not keyed to the company: an event of the hazard hand lets it"
           if d["keyed"] == LETS_ATTACK else f"keyed to {keyed_place(d['keyed'])}") + ").",
        "AttackDeclared": lambda: f"{d['attack']['name']} attacks company {d['company']} "
        + ("again " if d.get("series") else "")
        + "(" + (f"{d['attack']['race']}, " if d['attack']['race'] else "")
        + f"{count(d['attack']['strikes'], 'strike')}, prowess {d['attack']['prowess']}).",
        "StrikeAssigned": lambda: f"The {d['by']} gives a strike to {n(d['character'])}.",
        "CharacterJoinedAttack": lambda: f"{n(d['character'])} comes from {n(d['site'])} with "
        f"company {d['company']} to company {d['to']}, to face {d['attack']}.",
        "AttackEnded": lambda: f"The attack of {d['attack']} ends"
        + (", defeated." if d["defeated"] else "."),
        "StrikesAssigned": lambda: f"Strikes go to {names(d['targets'])}"
        + (f"; {d['excess']} excess" if d["excess"] else "") + ".",
        "FollowerTaken": lambda: f"{n(d['character'])} becomes a follower of "
        f"{n(d['controller'])}.",
        "FollowerReleased": lambda: f"{n(d['character'])} goes back under general influence.",
        "CompanySplit": lambda: f"{n(d['character'])} leaves company {d['company']}: "
        f"company {d['new']}.",
        "ItemStored": lambda: f"{n(d['character'])} stores {n(d['item'])}"
        + (f" ({count(d['points'], 'marshalling point')})." if d["points"] else "."),
        "ItemLost": lambda: f"{d['by']} takes {n(d['card'])} from {n(d['character'])}: to "
                            "the discard pile.",
        "ItemToGiveUpNamed": lambda: f"Should the attack take an item, {n(d['card'])} goes "
                                     "first of those not named before.",
        "ItemTransferred": lambda: f"{n(d['origin'])} gives {n(d['item'])} to {n(d['to'])}.",
        "ResourcePlayed": lambda: f"{n(d['card'])} is played" + _played(n, d)
        + (("; a spell, it is removed from the game (GON-PLAY-5)"
            if catalog.get(str(d["card"])).magic == "Spell" else
            "; it is removed from the game") if d.get("removed") else "")
        + ".",
        "AllyTapped": lambda: str(allies.narrate(n, fact.kind, d)),
        "MoveOnOffered": lambda: f"Company {d['company']}: " + shadowfax.offered_line(n, d),
        "HazardCancelOffered": lambda: str(hazard_cancels.narrate(n, fact.kind, d)),
        "HazardCanceled": lambda: str(hazard_cancels.narrate(n, fact.kind, d)),
        "HazardCancelDeclined": lambda: str(hazard_cancels.narrate(n, fact.kind, d)),
        "HandShuffledIn": lambda: f"{n(d['card'])}: the hand and the discard pile but its "
        f"sites ({len(d['cards'])} card{'s' if len(d['cards']) != 1 else ''}) are shuffled "
        "into the resource deck.",
        "AttackCanceled": lambda: f"{n(d['by'])} cancels the attack of {d['attack']}.",
        **card_effect_lines(n, d),
        "StrikesBegan": lambda: "The strike sequences begin"
        + (f"; {d['excess']} excess weaken {n(d['excess_on'])}'s strike" if d["excess"]
           else "") + ".",
        "StrikeSequenceBegan": lambda: f"{n(d['character'])} faces the next strike.",
        "StayUntapped": lambda: f"{n(d['character'])} takes -3 to stay untapped.",
        "CharacterSupports": lambda: f"{n(d['supporter'])} taps to support "
        f"{n(d['character'])} (+1).",
        "StrikeResolved": lambda: f"{n(d['character'])} rolls: "
        f"{strike_sum(d['roll'], d['prowess'])}, against the strike's {d['strike']}: "
        + strike_outcome(n(d["character"]), d["result"], d["defeated"], d["state"],
                         d["body_roll"]) + ".",
        "BodyChecked": lambda: f"Body check of {n(d['character'])}: {body_sum(d)}: "
        + (creature_discards.body_checked(n, d)
           or (("discarded." if d.get("ally") else "eliminated.") if d["eliminated"]
               else "survives.")),
        "CreatureDefeated": lambda: f"{n(d['card'])} is defeated "
        f"({count(d['points'], 'marshalling point')}).",
        "NazgulReturned": lambda: f"{n(d['card'])} is shuffled back into the hazard deck.",
        "GreatShipBoarded": lambda: f"Company {d['company']} is aboard {n(d['card'])} until "
        "the end of the turn.",
        "HazardEventCancelable": lambda: f"{n(d['card'])} is played on company "
        f"{d['company']}, aboard a Great Ship: cancel it, or let it take effect?",
        "HazardEventLetBe": lambda: f"{n(d['card'])} takes effect.",
        "HazardEventCanceled": lambda: f"{n(d['character'])} taps: {n(d['by'])} cancels "
        f"{n(d['card'])}, discarded.",
        "GuardianReturned": lambda: f"{n(d['by'])} discards {n(d['card'])}, guardian of Dol "
        "Guldur: it is shuffled back into the hazard deck.",
        "CreatureDiscarded": lambda: f"{n(d['card'])} goes to the hazard discard pile.",
        "DudDiscarded": lambda: f"{n(d['card'])} is a dud and is discarded.",
        "DudReplaced": lambda: "A face-down hazard takes its place.",
        "CompanyMoved": lambda: f"Company {d['company']} arrives at {n(d['to'])}.",
        "InvestigationEnded": lambda: "The Investigation is over; The Watchful Peace begins: "
        f"the sideboards join the decks, {len(d['sites'])} sites return to the location deck, "
        f"general influence is {d['general_influence']}. Now: {d['objective']}.",
        "CompanyPhaseEnded": lambda: f"Company {d['company']} is done with this phase.",
        "SitePhaseBegan": lambda: f"Company {d['company']} is at {n(d['site'])}.",
        "SiteEntered": lambda: f"Company {d['company']} enters {n(d['site'])}: "
        f"{len(d['attacks'])} automatic-attacks.",
        "AutomaticAttacksFaced": lambda: f"Company {d['company']} has faced every "
        "automatic-attack.",
        "CharacterPlayed": lambda: f"{n(d['card'])} comes into play in company {d['company']}.",
        "CompaniesJoined": lambda: f"Company {d['other']} joins company {d['company']}.",
        "CharacterEliminated": lambda: f"{n(d['character'])} is eliminated"
        + (f"; {names(d['items_discarded'])} discarded with him" if d.get("items_discarded")
           else "") + ".",
        "CharacterDiscarded": lambda: creature_discards.discarded(n, d, "leaves play")
        or f"{n(d['character'])} leaves play.",
        "CharacterReturned": lambda: f"{n(d['character'])} goes back to the hand.",
        "ItemInherited": lambda: f"{n(d['to'])} takes {n(d['item'])}.",
        "ItemsDiscarded": lambda: f"{names(d['items'])} discarded: no one takes them.",
        "CorruptionChecked": lambda: f"Corruption check of {n(d['character'])}"
        + (f" (asked by {n(d['asked_by'])})" if d.get("asked_by") else "") + ": "
        + (check_sum(d["check"]) if d.get("check") else f"{d['roll']} {d['modifier']:+d}")
        + f" against {d['points']}: {d['result']}.",
        "CharacterStateChanged": lambda: f"{n(d['character'])} is now {d['state']}"
        + (f" ({d['reason']})" if d.get("reason") else "") + ".",
        "RingGivenUp": lambda: f"{n(d['hobbit'])} is discarded, and The One Ring with him.",
        "ItemPlayed": lambda: f"{n(d['item'])} is played on {n(d['bearer'])}"
        + (IN_ADDITION if d.get("in_addition") else "") + ".",
        "AllyPlayed": lambda: str(allies.narrate(n, fact.kind, d)),
        "AllyDiscarded": lambda: str(allies.narrate(n, fact.kind, d)),
        "FactionInfluenced": lambda: factions.narrate(
            n, d, f" ({count(d['points'], 'marshalling point')})"),
        "RescuePrisonersPlayed": lambda: f"Company {d['company']} plays Rescue Prisoners at "
        f"{n(d['site'])}" + (": Spiders attack." if d.get("attack")
                             else f" ({count(d['points'], 'marshalling point')})."),
        "PrisonersRescued": lambda: f"{n(d['character'])} taps and holds Rescue Prisoners: he "
        "does not untap until he stores it.",
        "RescuePrisonersDiscarded": lambda: f"Rescue Prisoners is discarded ({d['reason']}).",
        "ResourceDiscarded": lambda: f"{n(d['card'])} is "
        + ("removed from the game." if d["removed"] else "discarded."),
        "HandOverLimit": lambda: f"{d['cards']} cards in hand: discard down to {d['size']}.",
        "SitesReturned": lambda: f"{names(d['sites'])} go back to the location deck.",
        "LongEventPlayed": lambda: f"{n(d['card'])} is played as a long-event, in play until "
        "the next long-event phase.",
        "LongEventEnded": lambda: f"{n(d['card'])} leaves play: the long-event phase begins.",
        "PermanentEventPlayed": lambda: f"{n(d['card'])} is played: it stays in play.",
        "PermanentEventPlayedAt": lambda: f"{n(d['card'])} is played at {n(d['site'])} by "
        f"company {d['company']}: it stays in play ({d['points']} marshalling points, "
        f"{d['type']}).",
        "MorannonPlaced": lambda: f"Company {d['company']} plays {n(d['card'])}: it stands "
        "for the company's new site, a Dark-hold in Udûn.",
        "MorannonDiscarded": lambda: f"{n(d['card'])} is discarded: {d['reason']}.",
        "WhiteTreePlanted": lambda: f"{n(d['character'])} plays {n(d['card'])}, discarding "
        f"the {n(d['sapling'])} "
        + (f"{n(d['bearer'])} bore" if d['bearer'] else "stored at Minas Tirith")
        + ": Minas Tirith is a Haven for healing "
        f"and playing hazards ({d['points']} marshalling points, {d['type']}).",
        "PermanentEventDiscarded": lambda: f"{n(d['card'])} is discarded, its points with it: "
        f"{d['reason']}.",
        "FellowshipFormed": lambda: f"Fellowship is played on company {d['company']}: "
        f"{names(d['members'])}.",
        "FellowshipDiscarded": lambda: f"Fellowship is discarded: {d['reason']}.",
        "SkillGained": lambda: f"{n(d['character'])} gains the {d['skill']} skill "
        f"({n(d['card'])}).",
        "PermanentEventPlayedOn": lambda: f"{n(d['card'])} is played on "
        f"{n(d['character'])}: it stays with him.",
        "CardHeld": lambda: f"{n(d['character'])} holds {n(d['card'])}: he does not untap "
        "until he stores it at a Haven.",
        "CardStored": lambda: f"{n(d['character'])} stores {n(d['card'])} at {n(d['site'])} "
        f"({count(d['points'], 'marshalling point')}).",
        "ItemReforged": lambda: f"{n(d['character'])} discards the stored {n(d['card'])}: "
        f"{n(d['item'])} comes back to {n(d['bearer'])}.",
        "AndurilJoined": lambda: f"The stored {n(d['reforging'])} is discarded and "
        f"{n(d['card'])} is placed with the {n(d['narsil'])} {n(d['character'])} bears: "
        f"+4 prowess to 11, +1 direct influence, one more corruption point ({d['points']} "
        f"marshalling points, {d['type']}).",
        "AndurilDiscarded": lambda: f"{n(d['card'])} is discarded: no one bears the "
        f"{n(d['narsil'])} it was placed with.",
        "SkillCardDiscarded": lambda: f"{n(d['card'])} is discarded: {n(d['character'])} has "
        "left play.",
        "CharacterKept": lambda: f"{n(d['character'])} stays at the Haven: {n(d['by'])} keeps "
        f"him from {d['instead']}.",
        "TurnEnded": lambda: f"Turn {d['turn']} ends.",
        "GameEnded": lambda: f"The game is {d['outcome']}: {d['reason']}.",
    }
    make = lines.get(fact.kind)
    if make is None and (aside := attacks_at_once.narrate(fact.kind, d, n)) is not None:
        return aside
    if make is None and (checks := company_checks.narrate(fact.kind, d)) is not None:
        return checks  # a Corpse-candle's checks awaited, its attack standing
    return make() if make else describe(fact, catalog)
