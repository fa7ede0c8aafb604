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
    return family.line(catalog, fact, _LINES, body_cards)


#: The scenario's own lines, with the family's (``domain.rulesets.hobbit.narrate``).
_OWN: Lines = {
    "CompanyFormed": lambda t: f"The Burglar, {t.n(t.d['burglar'])}, sets out with "
    f"{t.n(t.d['item'])}.",
    "CounterPlaced": lambda t: f"The Burglar begins at his home site, {t.d['place']}.",
    "CharactersRefreshed": lambda t: family.untap_line(t.n, t.d),
    "PhaseBegan": lambda t: f"The {t.d['phase']} phase begins"
    + (f": {count(t.d['draws'], 'hazard draw')} into the hazard hand" if t.d.get("draws")
       else "")
    + (f" ({t.d['fewer_draws']} fewer for Alatar's company)" if t.d.get("fewer_draws")
       else "")
    + (f", up to {count(t.d['resource_draws'], 'resource draw')}" if t.d.get("resource_draws")
       else "")
    + (f" ({t.d['wilderness_draws']} for the Wildernesses of the site path)"
       if t.d.get("wilderness_draws") else "") + ".",
    "HazardLimitSet": lambda t: f"The hazard limit is {t.d['limit']} this phase"
    + (f" ({t.d['site_change']:+d} for a company moving to {t.n(t.d['site'])})"
       if t.d.get("site") else "") + ".",
    "HazardDrawn": lambda t: "A hazard is drawn face down into the hazard hand.",
    "MoveOnOffered": lambda t: shadowfax.offered_line(t.n, t.d),
    "HazardCancelOffered": lambda t: str(hazard_cancels.narrate(t.n, "HazardCancelOffered", t.d)),
    "HazardCanceled": lambda t: str(hazard_cancels.narrate(t.n, "HazardCanceled", t.d)),
    "HazardCancelDeclined": lambda t: str(hazard_cancels.narrate(t.n, "HazardCancelDeclined",
                                                                t.d)),
    "HazardRevealed": lambda t: f"The hazard hand's next card is turned up: {t.n(t.d['card'])}.",
    "HazardPlayed": lambda t: f"Hazard {t.d['number']} is played: {t.n(t.d['card'])}"
    + (f" (keyed to {keyed_place(t.d['keyed'])})" if t.d.get("keyed") else "")
    + (f" on {t.n(t.d['bearer'])} (+{t.d['points']} corruption)" if t.d.get("bearer") else "")
    + (" stays in play two turns" if t.d.get("long") else "")
    + (" as a short-event" if t.d.get("as_event") else "")
    + (f" on the company facing {t.n(t.d['facing'])}" if t.d.get("facing") else "")
    + (": it waits for the next failed corruption check" if t.d.get("traitor") else "")
    + (f", the {t.n(t.d['moon'])} treating the site path as {type_names(t.d['treated'])}"
       if t.d.get("moon") else "")
    + (f", {' and '.join(t.n(c) for c in t.d['treated_by'])} treating the site path as "
       f"{type_names(t.d['treated'])}" if t.d.get("treated_by") else "") + ".",
    "TraitorTurned": lambda t: f"{t.n(t.d['character'])} turns traitor ({t.n(t.d['card'])}, "
    "discarded)" + (": his company is attacked at once." if t.d["attacks"] else "."),
    "TraitorAttackNotMade": lambda t: f"No traitor's attack: {t.d['reason']}.",
    "HazardRecalled": lambda t: f"{t.n(t.d['by'])} brings {t.n(t.d['card'])} back from the hazard "
    "discard pile, face down at the end of the hazard hand.",
    "HazardLimitChanged": lambda t: f"{t.n(t.d['card'])} changes the hazard limit by "
    f"{t.d['change']:+d}: it is {t.d['limit']} this phase.",
    "HazardEffectInForce": lambda t: f"{t.n(t.d['card'])} is in force this turn: "
    + _IN_FORCE.get(str(t.d["effect"]), primitive_words(str(t.d["effect"]))).format(
        amount=t.d["amount"], site_type=type_name(str(t.d.get("site_type")))) + ".",
    "HazardEffectEnded": lambda t: f"{t.n(t.d['card'])} is spent on {t.n(t.d['by'])}'s attack."
    if t.d["effect"] == effects.STRIKE_FURY else f"{t.n(t.d['by'])} taps to cross: "
    f"{t.n(t.d['card'])} no longer holds the site phase.",
    "MovementTurnedBack": lambda t: f"{t.d['name']} turns the company back to {t.d['origin']}: "
    "it does not move this turn.",
    "SiteTapped": lambda t: f"{t.n(t.d['by'])} taps {t.n(t.d['site'])}.",
    "SitePathTreated": lambda t: f"{t.d['name']} treats the site path as "
    f"{type_names(t.d['treated'])}.",
    "GoingHomeRolled": lambda t: f"{t.n(t.d['character'])} rolls {t.d['roll']} + "
    f"{t.d['unused_influence']} unused influence against going home ({t.n(t.d['card'])}, "
    f"{t.d['needed']} needed): " + ("he goes home." if t.d["home"] else "he stays."),
    "HandWentHome": lambda t: f"{t.n(t.d['character'])} goes back to the hand ({t.n(t.d['by'])}); "
    + (", ".join(t.n(i) for i in t.d["items_to_burglar"]) or "nothing")
    + " goes to the Burglar" + _kept_items(t.n, t.d) + ".",
    "FactionDispersalRolled": lambda t: f"{t.n(t.d['faction'])}: {t.d['roll']} + "
    f"{t.d['unused_influence']} unused influence against {t.n(t.d['card'])} ({t.d['needed']} "
    "needed): " + ("it disperses." if t.d["dispersed"] else "it holds."),
    "FactionDispersed": lambda t: f"{t.n(t.d['faction'])} disperses: discarded.",
    "HazardPlayEnded": lambda t: f"No more hazards this turn ({t.d['face_down']} face down, "
    f"{t.d['face_up']} face up in the hazard hand).",
    "HandLeft": lambda t: f"{t.n(t.d['character'])} leaves play; "
    + (", ".join(t.n(i) for i in t.d["items_to_burglar"]) or "nothing")
    + " goes to the Burglar" + _kept_items(t.n, t.d) + ".",
    "HandPlayed": lambda t: f"{t.n(t.d['character'])} joins as a Hand for two turns.",
    "FellowshipFormed": lambda t: f"{t.n(t.d['card'])} is played on the company: "
    + ", ".join(t.n(c) for c in [*t.d["members"], *t.d["allies"]])
    + " (+1 prowess, +1 to corruption checks).",
    "FellowshipDiscarded": lambda t: f"{t.n(t.d['card'])} is discarded: {t.d['reason']}.",
    "SkillGained": lambda t: f"{t.n(t.d['character'])} gains the {t.d['skill']} skill "
    f"({t.n(t.d['card'])}).",
    "SkillCardDiscarded": lambda t: f"{t.n(t.d['card'])} is discarded: {t.n(t.d['character'])} has "
    "left play.",
    "WhiteTreePlanted": lambda t: f"{t.n(t.d['character'])} plays {t.n(t.d['card'])}, discarding "
    f"the {t.n(t.d['sapling'])} {t.n(t.d['bearer'])} bore: Minas Tirith is a Haven for healing "
    "and playing hazards.",
    "CardHeld": lambda t: f"{t.n(t.d['character'])} holds {t.n(t.d['card'])}: he stays tapped "
    "until he stores it at a Haven.",
    "HeldCardDiscarded": lambda t: f"{t.n(t.d['card'])} is discarded: {t.n(t.d['character'])} has "
    "left play.",
    "FormSacrificed": lambda t: f"{t.d['name']} leaves play by {t.n(t.d['card'])}, his items set "
    "aside with it.",
    "FormRestored": lambda t: f"{t.d['name']} comes back with his items and {t.n(t.d['card'])}: "
    f"+{t.d['bonus']} prowess, body and direct influence.",
    "MorannonPlaced": lambda t: f"{t.n(t.d['card'])} is played as the company's new site, a "
    "Dark-hold in Udûn.",
    "MorannonDiscarded": lambda t: f"{t.n(t.d['card'])} is discarded: {t.d['reason']}.",
    "AndurilJoined": lambda t: f"The stored {t.n(t.d['reforging'])} is discarded: "
    f"{t.n(t.d['card'])} is placed with {t.n(t.d['narsil'])}, borne by {t.n(t.d['character'])}.",
    "ItemReforged": lambda t: f"{t.n(t.d['character'])} discards the stored {t.n(t.d['card'])}: "
    f"{t.n(t.d['item'])} comes back from the discard pile to {t.n(t.d['bearer'])}.",
    "ResourceStored": lambda t: f"{t.n(t.d['card'])} is stored at {t.d['site']}"
    + (f" ({t.d['points']} marshalling points)" if t.d.get("points") else "") + ".",
    "TaskCompleted": lambda t: f"Task done: {tasks.task_name(t.d['task'])}.",
    "LongEventPlayed": lambda t: f"{t.n(t.d['card'])} is played as a long-event (two turns).",
    "CharacterKept": lambda t: f"{t.n(t.d['character'])} stays at the Haven: {t.n(t.d['by'])} "
    f"keeps him from {t.d['instead']}.",
    "HazardEventLeft": lambda t: f"{t.n(t.d['by'])} discards {t.d['name']}." if t.d.get("by")
    else f"The {t.d['deck']} deck is exhausted: {t.d['name']} leaves "
    "play." if t.d.get("deck") else f"{t.n(t.d['checked'])} has made {t.d['name']}'s corruption "
    "check: it leaves play." if t.d.get("checked") else f"{t.d['name']}'s attack is "
    "defeated: the card leaves play.",
    "LongEventEnded": lambda t: f"{t.n(t.d['card'])} leaves play "
    + (f"with {t.n(t.d['by'])}." if t.d.get("by") else "after two turns."),
    "SiegeLifted": lambda t: f"{t.n(t.d['by'])} discards the Siege on {t.n(t.d['site'])}."
    if t.d.get("by") else f"The company has left {t.n(t.d['site'])}: the Siege on it is "
                        "discarded.",
    "SiegeRolled": lambda t: f"Leaving the besieged site: {t.d['roll']} {t.d['modifier']:+d} = "
    f"{t.d['total']} against {t.d['needed']}: "
    + ("the company gets away." if t.d["moves"] else "it stays."),
    "LongEventKept": lambda t: f"{t.n(t.d['card'])} stays in play: {t.n(t.d['by'])} keeps it.",
    "EnvironmentDiscarded": lambda t: f"{t.n(t.d['by'])} discards {t.n(t.d['card'])}, a resource "
                                    "environment.",
    "ResourceEnvironmentDiscarded": lambda t: f"{t.n(t.d['by'])} discards {t.n(t.d['card'])}, a "
                                            "resource environment.",
    "PermanentEventPlayedOn": lambda t: f"{t.n(t.d['card'])} is played on {t.n(t.d['character'])}: "
                                      "it stays with him.",
    "PermanentEventDiscarded": lambda t: f"{t.n(t.d['card'])} is discarded: "
                                       f"{t.n(t.d['character'])} has left play.",
    "ResourceEnvironmentInPlay": lambda t: f"{t.n(t.d['card'])} is played: it stays in play.",
    "HazardEnvironmentDiscarded": lambda t: f"{t.n(t.d['by'])} discards {t.n(t.d['card'])}, a "
                                          "hazard environment.",
    "BurglaryAttempted": lambda t: f"{t.n(t.d['character'])} taps to burgle {t.n(t.d['site'])}, "
    "which taps.",
    "BurglarySucceeded": lambda t: f"The burglary succeeds: {t.d['roll']} + {t.d['bonus']} = "
    f"{t.d['total']}, more than 10.",
    "BurglaryFailed": lambda t: f"The burglary fails: {t.d['roll']} + {t.d['bonus']} = "
    f"{t.d['total']}; the Burglar faces the automatic-attacks alone.",
    "ItemPlayed": lambda t: f"{t.n(t.d['item'])} is played on {t.n(t.d['bearer'])}"
    + (" by burglary" if t.d.get("burgled") else "")
    + (f" by {t.n(t.d['searched'])}'s search, the site not tapping" if t.d.get("searched") else "")
    + (IN_ADDITION if t.d.get("in_addition") else "")
    + (f", from the play deck by {t.n(t.d['by'])}" if t.d.get("by") else "")
    + (f", for the task to {tasks.task_name(t.d['task'])}" if t.d.get("task") else "") + ".",
    "PrisonersRescued": lambda t: f"{t.n(t.d['character'])} takes the prisoners of "
    f"{t.n(t.d['card'])} at {t.n(t.d['site'])}: he stays tapped until they are "
    "stored." if t.d.get("bars_untap")
    else f"{t.n(t.d['character'])} plays {t.n(t.d['card'])} at {t.n(t.d['site'])}.",
    "RescuePrisonersPlayed": lambda t: f"{t.n(t.d['card'])} is played at {t.n(t.d['site'])}: the "
    "company faces the Spiders guarding the prisoners.",
    "RescuePrisonersDiscarded": lambda t: f"{t.n(t.d['card'])} is discarded: {t.d['reason']}.",
    "StealthPointsEarned": lambda t: f"{t.n(t.d['creature'])} avoided by stealth "
    f"({t.n(t.d['by'])}): +{t.d['points']} marshalling points.",
    "ResourceDeckExhausted": lambda t: "The resource deck is exhausted: the Employers' "
    "Council meets at the end of this turn.",
    "DiscardOffered": lambda t: "End of turn: the player may discard one card.",
    "DiscardDeclined": lambda t: "Nothing discarded.",
    "CouncilCalled": lambda t: f"The Employers' Council meets: {len(t.d['tasks'])} tasks, "
    f"{t.d['points']} marshalling points.",
}
_LINES: Lines = {**family.LINES, **_OWN}


def _kept_items(n: Namer, d: Mapping[str, Any]) -> str:
    """What a Hand leaving play discards rather than give the Burglar: his Ent-draughts
    (``ent_draughts.hand_items``)."""
    kept = d.get("items_discarded") or ()
    return f"; {', '.join(n(i) for i in kept)} leaves play with him" if kept else ""
