"""One readable line per Burglar Wants a Good Job fact: the family's lines
(``domain.rulesets.hobbit.narrate``) and the scenario's own."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.cards import Catalog
from domain.engine import effects
from domain.engine.effect_words import primitive_words
from domain.ruleset import Fact
from domain.rulesets.burglar import hazard_events, tasks
from domain.rulesets.hobbit import hazard_cancels, shadowfax
from domain.rulesets.hobbit import narrate as family
from domain.rulesets.hobbit.ent_draughts import IN_ADDITION
from domain.rulesets.hobbit.narrate import Lines, Namer
from domain.text import count, keyed_place, type_name, type_names

#: What each effect a hazard event leaves in force does, in a line.
_IN_FORCE = {
    effects.AUTOMATIC_ATTACK_PROWESS: "the first automatic-attack at the site has "
                                      "{amount:+d} prowess",
    effects.SITE_PHASE_LOST: "the company does nothing in its site phase unless a ranger "
                             "taps",
    effects.SITE_PHASE_NOTHING: "the company does nothing in its site phase",
    effects.CHARACTER_PROWESS: "one character has {amount:+d} prowess",
    hazard_events.MOUNTED: "the company's next Nazgûl may also be keyed to a Shadow-land",
    effects.STRIKE_FURY: "one strike of the next Orc, Troll, Man or Nazgûl attack has "
                         "{amount:+d} prowess",
    effects.TREAT_REGION: "one region of the site path counts as another type for the hazards",
    effects.TREAT_SITE: "the company's site counts as a {site_type} for the hazards",
}


def line(catalog: Catalog, fact: Fact, body_cards: bool = False) -> str:
    """``body_cards``: as the family's ``line``."""
    return family.line(catalog, fact, _own, body_cards)


def _own(n: Namer, d: Mapping[str, Any]) -> Lines:
    return {
        "CompanyFormed": lambda: f"The Burglar, {n(d['burglar'])}, sets out with "
        f"{n(d['item'])}.",
        "CounterPlaced": lambda: f"The Burglar begins at his home site, {d['place']}.",
        "CharactersRefreshed": lambda: family.untap_line(n, d),
        "PhaseBegan": lambda: f"The {d['phase']} phase begins"
        + (f": {count(d['draws'], 'hazard draw')} into the hazard hand" if d.get("draws")
           else "")
        + (f" ({d['fewer_draws']} fewer for Alatar's company)" if d.get("fewer_draws")
           else "")
        + (f", up to {count(d['resource_draws'], 'resource draw')}" if d.get("resource_draws")
           else "")
        + (f" ({d['wilderness_draws']} for the Wildernesses of the site path)"
           if d.get("wilderness_draws") else "") + ".",
        "HazardLimitSet": lambda: f"The hazard limit is {d['limit']} this phase"
        + (f" ({d['site_change']:+d} for a company moving to {n(d['site'])})"
           if d.get("site") else "") + ".",
        "HazardDrawn": lambda: "A hazard is drawn face down into the hazard hand.",
        "MoveOnOffered": lambda: shadowfax.offered_line(n, d),
        "HazardCancelOffered": lambda: str(hazard_cancels.narrate(n, "HazardCancelOffered", d)),
        "HazardCanceled": lambda: str(hazard_cancels.narrate(n, "HazardCanceled", d)),
        "HazardCancelDeclined": lambda: str(hazard_cancels.narrate(n, "HazardCancelDeclined",
                                                                    d)),
        "HazardRevealed": lambda: f"The hazard hand's next card is turned up: {n(d['card'])}.",
        "HazardPlayed": lambda: f"Hazard {d['number']} is played: {n(d['card'])}"
        + (f" (keyed to {keyed_place(d['keyed'])})" if d.get("keyed") else "")
        + (f" on {n(d['bearer'])} (+{d['points']} corruption)" if d.get("bearer") else "")
        + (" stays in play two turns" if d.get("long") else "")
        + (" as a short-event" if d.get("as_event") else "")
        + (f" on the company facing {n(d['facing'])}" if d.get("facing") else "")
        + (": it waits for the next failed corruption check" if d.get("traitor") else "")
        + (f", the {n(d['moon'])} treating the site path as {type_names(d['treated'])}"
           if d.get("moon") else "")
        + (f", {' and '.join(n(c) for c in d['treated_by'])} treating the site path as "
           f"{type_names(d['treated'])}" if d.get("treated_by") else "") + ".",
        "TraitorTurned": lambda: f"{n(d['character'])} turns traitor ({n(d['card'])}, "
        "discarded)" + (": his company is attacked at once." if d["attacks"] else "."),
        "TraitorAttackNotMade": lambda: f"No traitor's attack: {d['reason']}.",
        "HazardRecalled": lambda: f"{n(d['by'])} brings {n(d['card'])} back from the hazard "
        "discard pile, face down at the end of the hazard hand.",
        "HazardLimitChanged": lambda: f"{n(d['card'])} changes the hazard limit by "
        f"{d['change']:+d}: it is {d['limit']} this phase.",
        "HazardEffectInForce": lambda: f"{n(d['card'])} is in force this turn: "
        + _IN_FORCE.get(str(d["effect"]), primitive_words(str(d["effect"]))).format(
            amount=d["amount"], site_type=type_name(str(d.get("site_type")))) + ".",
        "HazardEffectEnded": lambda: f"{n(d['card'])} is spent on {n(d['by'])}'s attack."
        if d["effect"] == effects.STRIKE_FURY else f"{n(d['by'])} taps to cross: "
        f"{n(d['card'])} no longer holds the site phase.",
        "MovementTurnedBack": lambda: f"{d['name']} turns the company back to {d['origin']}: "
        "it does not move this turn.",
        "SiteTapped": lambda: f"{n(d['by'])} taps {n(d['site'])}.",
        "SitePathTreated": lambda: f"{d['name']} treats the site path as "
        f"{type_names(d['treated'])}.",
        "GoingHomeRolled": lambda: f"{n(d['character'])} rolls {d['roll']} + "
        f"{d['unused_influence']} unused influence against going home ({n(d['card'])}, "
        f"{d['needed']} needed): " + ("he goes home." if d["home"] else "he stays."),
        "HandWentHome": lambda: f"{n(d['character'])} goes back to the hand ({n(d['by'])}); "
        + (", ".join(n(i) for i in d["items_to_burglar"]) or "nothing")
        + " goes to the Burglar" + _kept_items(n, d) + ".",
        "FactionDispersalRolled": lambda: f"{n(d['faction'])}: {d['roll']} + "
        f"{d['unused_influence']} unused influence against {n(d['card'])} ({d['needed']} "
        "needed): " + ("it disperses." if d["dispersed"] else "it holds."),
        "FactionDispersed": lambda: f"{n(d['faction'])} disperses: discarded.",
        "HazardPlayEnded": lambda: f"No more hazards this turn ({d['face_down']} face down, "
        f"{d['face_up']} face up in the hazard hand).",
        "HandLeft": lambda: f"{n(d['character'])} leaves play; "
        + (", ".join(n(i) for i in d["items_to_burglar"]) or "nothing")
        + " goes to the Burglar" + _kept_items(n, d) + ".",
        "HandPlayed": lambda: f"{n(d['character'])} joins as a Hand for two turns.",
        "FellowshipFormed": lambda: f"{n(d['card'])} is played on the company: "
        + ", ".join(n(c) for c in [*d["members"], *d["allies"]])
        + " (+1 prowess, +1 to corruption checks).",
        "FellowshipDiscarded": lambda: f"{n(d['card'])} is discarded: {d['reason']}.",
        "SkillGained": lambda: f"{n(d['character'])} gains the {d['skill']} skill "
        f"({n(d['card'])}).",
        "SkillCardDiscarded": lambda: f"{n(d['card'])} is discarded: {n(d['character'])} has "
        "left play.",
        "WhiteTreePlanted": lambda: f"{n(d['character'])} plays {n(d['card'])}, discarding "
        f"the {n(d['sapling'])} {n(d['bearer'])} bore: Minas Tirith is a Haven for healing "
        "and playing hazards.",
        "CardHeld": lambda: f"{n(d['character'])} holds {n(d['card'])}: he stays tapped until "
        "he stores it at a Haven.",
        "HeldCardDiscarded": lambda: f"{n(d['card'])} is discarded: {n(d['character'])} has "
        "left play.",
        "FormSacrificed": lambda: f"{d['name']} leaves play by {n(d['card'])}, his items set "
        "aside with it.",
        "FormRestored": lambda: f"{d['name']} comes back with his items and {n(d['card'])}: "
        f"+{d['bonus']} prowess, body and direct influence.",
        "MorannonPlaced": lambda: f"{n(d['card'])} is played as the company's new site, a "
        "Dark-hold in Udûn.",
        "MorannonDiscarded": lambda: f"{n(d['card'])} is discarded: {d['reason']}.",
        "AndurilJoined": lambda: f"The stored {n(d['reforging'])} is discarded: {n(d['card'])} "
        f"is placed with {n(d['narsil'])}, borne by {n(d['character'])}.",
        "ItemReforged": lambda: f"{n(d['character'])} discards the stored {n(d['card'])}: "
        f"{n(d['item'])} comes back from the discard pile to {n(d['bearer'])}.",
        "ResourceStored": lambda: f"{n(d['card'])} is stored at {d['site']}"
        + (f" ({d['points']} marshalling points)" if d.get("points") else "") + ".",
        "TaskCompleted": lambda: f"Task done: {tasks.task_name(d['task'])}.",
        "LongEventPlayed": lambda: f"{n(d['card'])} is played as a long-event (two turns).",
        "CharacterKept": lambda: f"{n(d['character'])} stays at the Haven: {n(d['by'])} keeps "
        f"him from {d['instead']}.",
        "HazardEventLeft": lambda: f"{n(d['by'])} discards {d['name']}." if d.get("by")
        else f"The {d['deck']} deck is exhausted: {d['name']} leaves "
        "play." if d.get("deck") else f"{n(d['checked'])} has made {d['name']}'s corruption "
        "check: it leaves play." if d.get("checked") else f"{d['name']}'s attack is "
        "defeated: the card leaves play.",
        "LongEventEnded": lambda: f"{n(d['card'])} leaves play "
        + (f"with {n(d['by'])}." if d.get("by") else "after two turns."),
        "SiegeLifted": lambda: f"{n(d['by'])} discards the Siege on {n(d['site'])}."
        if d.get("by") else f"The company has left {n(d['site'])}: the Siege on it is "
                            "discarded.",
        "SiegeRolled": lambda: f"Leaving the besieged site: {d['roll']} {d['modifier']:+d} = "
        f"{d['total']} against {d['needed']}: "
        + ("the company gets away." if d["moves"] else "it stays."),
        "LongEventKept": lambda: f"{n(d['card'])} stays in play: {n(d['by'])} keeps it.",
        "EnvironmentDiscarded": lambda: f"{n(d['by'])} discards {n(d['card'])}, a resource "
                                        "environment.",
        "ResourceEnvironmentDiscarded": lambda: f"{n(d['by'])} discards {n(d['card'])}, a "
                                                "resource environment.",
        "PermanentEventPlayedOn": lambda: f"{n(d['card'])} is played on {n(d['character'])}: "
                                          "it stays with him.",
        "PermanentEventDiscarded": lambda: f"{n(d['card'])} is discarded: {n(d['character'])} "
                                           "has left play.",
        "ResourceEnvironmentInPlay": lambda: f"{n(d['card'])} is played: it stays in play.",
        "HazardEnvironmentDiscarded": lambda: f"{n(d['by'])} discards {n(d['card'])}, a "
                                              "hazard environment.",
        "BurglaryAttempted": lambda: f"{n(d['character'])} taps to burgle {n(d['site'])}, "
        "which taps.",
        "BurglarySucceeded": lambda: f"The burglary succeeds: {d['roll']} + {d['bonus']} = "
        f"{d['total']}, more than 10.",
        "BurglaryFailed": lambda: f"The burglary fails: {d['roll']} + {d['bonus']} = "
        f"{d['total']}; the Burglar faces the automatic-attacks alone.",
        "ItemPlayed": lambda: f"{n(d['item'])} is played on {n(d['bearer'])}"
        + (" by burglary" if d.get("burgled") else "")
        + (f" by {n(d['searched'])}'s search, the site not tapping" if d.get("searched") else "")
        + (IN_ADDITION if d.get("in_addition") else "")
        + (f", from the play deck by {n(d['by'])}" if d.get("by") else "")
        + (f", for the task to {tasks.task_name(d['task'])}" if d.get("task") else "") + ".",
        "PrisonersRescued": lambda: f"{n(d['character'])} takes the prisoners of {n(d['card'])} "
        f"at {n(d['site'])}: he stays tapped until they are stored." if d.get("bars_untap")
        else f"{n(d['character'])} plays {n(d['card'])} at {n(d['site'])}.",
        "RescuePrisonersPlayed": lambda: f"{n(d['card'])} is played at {n(d['site'])}: the "
        "company faces the Spiders guarding the prisoners.",
        "RescuePrisonersDiscarded": lambda: f"{n(d['card'])} is discarded: {d['reason']}.",
        "StealthPointsEarned": lambda: f"{n(d['creature'])} avoided by stealth ({n(d['by'])}): "
        f"+{d['points']} marshalling points.",
        "ResourceDeckExhausted": lambda: "The resource deck is exhausted: the Employers' "
        "Council meets at the end of this turn.",
        "DiscardOffered": lambda: "End of turn: the player may discard one card.",
        "DiscardDeclined": lambda: "Nothing discarded.",
        "CouncilCalled": lambda: f"The Employers' Council meets: {len(d['tasks'])} tasks, "
        f"{d['points']} marshalling points.",
    }


def _kept_items(n: Namer, d: Mapping[str, Any]) -> str:
    """What a Hand leaving play discards rather than give the Burglar: his Ent-draughts
    (``ent_draughts.hand_items``)."""
    kept = d.get("items_discarded") or ()
    return f"; {', '.join(n(i) for i in kept)} leaves play with him" if kept else ""
