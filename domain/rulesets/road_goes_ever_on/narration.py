"""One readable line per fact of "The Road Goes Ever On" (None: use the generic line)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from domain.engine import coe, creature_discards, nenya
from domain.engine.characters import copy_of
from domain.engine.effect_words import declared_words, hazard_mode_words
from domain.engine.effects import LURE_OF_POWER
from domain.narration import body_roll, check_sum, strike_outcome, strike_sum
from domain.ruleset import Fact
from domain.rulesets.road_goes_ever_on import (
    additional_items,
    align_palantir,
    attack_ends,
    balrog_of_moria,
    check_helpers,
    corruption_cards,
    creatures,
    desolation,
    dragon_homes,
    dragon_hunts,
    empty_companies,
    factions,
    followers,
    interjections,
    item_copies,
    morannon,
    nazgul_blades,
    nazgul_mounts,
    sacrifice_of_form,
    setup_told,
    siege,
    step_checks,
    traitor,
)
from domain.rulesets.road_goes_ever_on.in_force_words import THE_COMPANY, in_force_words
from domain.rulesets.road_goes_ever_on.state import (
    DISCARD_PILE,
    ENVIRONMENT_REROLL,
    HAND_SIZE,
    OUT_OF_PLAY_PILE,
)
from domain.rulesets.road_goes_ever_on.travel_cards import KEYING_TEXT
from domain.rulesets.road_goes_ever_on.turn_bonuses import WORDS
from domain.text import and_list, count, named_types, type_name, type_names

#: What a site-phase benefit lets the company do on the turn it names.
_BENEFITS = {"training": "a character may train",
             "extra-draw": "the company draws an extra card",
             "horses": "a discard may lower the hazard limit by {amount}",
             "merry-meal": "a merry meal on a journey of up to {amount} regions"}

#: Where a character leaving play goes, as his fact names it (elimination.PILES_SINCE).
_PILES = {DISCARD_PILE: ", to the discard pile", OUT_OF_PLAY_PILE: ", to the out-of-play pile"}

#: What an offer of the site phase lets the company do.
_OFFERS = {"market": "buy up to {amount} minor item(s) at the market",
           "rumours": "untap a nearby tapped site",
           "hospitality": "try to remove a permanent hazard ({amount:+d} to the roll)",
           "songs": "take a song into hand",
           "smoke-rings": "tap a character to take a resource into hand",
           "news": "look at the top card of a deck"}


#: The phases whose beginning is told in words of their own.
PHASE_WORDS = {ENVIRONMENT_REROLL: "The long-event revealed is an Environment: the player may "
                                   "roll again for another long-event."}


def _count(n: object, word: str) -> str:
    """``1 strike``, ``3 strikes``."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _names(cards: object, name: Callable[[str], str]) -> str:
    listed = [name(str(c)) or str(c) for c in cards] if isinstance(cards, list) else []
    return ", ".join(listed) if listed else "none"


def _picked(chosen: object, name: Callable[[str], str]) -> str:
    """A random pick: a card by its name, a region or site type as the rules name it,
    anything else as it is."""
    return type_name(name(chosen) or chosen) if isinstance(chosen, str) else str(chosen)


#: How a random pick of a hazard event's mode names its purpose (``hazard_events``).
MODE_OF = "the mode of "


def _mode_picked(d: Mapping[str, Any]) -> str | None:
    """A hazard event's mode picked at random, told by what it does (None: not such a pick,
    or a mode no script tells)."""
    purpose = str(d["purpose"])
    if not purpose.startswith(MODE_OF) or not isinstance(d["chosen"], str):
        return None
    card = purpose.removeprefix(MODE_OF)
    words = hazard_mode_words(card, d["chosen"])
    return f"Chance picks what {card} does: {words}." if words else None


#: What a site encounter roll's recorded ``modified_by`` adds, where the fact has no
#: ``table_roll`` telling it.
_ENCOUNTER_BONUS = {"RGO-UDEEP-1": "+1 for an Under-deeps site"}


def _encounter_roll(d: Mapping[str, Any]) -> str:
    """A site encounter's roll with what modified it: the dice and each modifier where the
    fact records them ("6 + 5 + 1 (Moria is Under-deeps) = 12"), else the total and the clause
    that modified it."""
    made = d.get("table_roll")
    if isinstance(made, Mapping) and made.get("modifiers"):
        return " + ".join(str(v) for v in made["dice"]) + "".join(
            f" {'-' if int(m['amount']) < 0 else '+'} {abs(int(m['amount']))} ({m['why']})"
            for m in made["modifiers"]) + f" = {made['total']}"
    by = d.get("modified_by")
    if by:
        return f"{d['roll']}, with {_ENCOUNTER_BONUS.get(str(by), 'the modifier of ' + str(by))}"
    return str(d["roll"])


def _untapped(d: Mapping[str, Any], name: Callable[[str], str]) -> str:
    """The untap: who heals to tapped instead of untapping, and who is kept as he is."""
    parts = ["The company untaps" + (f" ({d['reason']})" if d.get("reason") else "")]
    for key, told in (("healed", "healed to tapped"), ("allies_healed", "allies healed to "
                                                                          "tapped"),
                      ("kept", "kept as they are")):
        if d.get(key):
            parts.append(f"{told}: {_names(d[key], name)}")
    return "; ".join(parts) + "."


def _fought_with(d: Mapping[str, Any], name: Callable[[str], str]) -> str:
    """What a strike fought with the mind tells (Neeker-breekers, creatures.fought_with)."""
    if d.get("fought_with") != "mind":
        return ""
    creature = str(d.get("creature"))
    return f", with his mind against the strike of {name(creature) or creature}"


def _strike_sum(d: Mapping[str, Any]) -> str:
    """The strike's roll (``strike_sum``) with the excess strikes' share of his prowess, the
    character's number named mind when he fought with it."""
    told = strike_sum(d["roll"], d["prowess"])
    check = d.get("check")
    excess = sum(int(m["amount"]) for m in check["modifiers"]
                 if m.get("clause") == coe.EXCESS_STRIKES) if isinstance(check, Mapping) else 0
    if excess:  # CoE 3.iv.2: told apart, as the board shows it beside the strike
        head, total = told.rsplit(", total", 1)
        told = f"{head} (of which {excess:+d} for excess strikes), total{total}"
    return told.replace("prowess with", "mind with", 1) if d.get("fought_with") == "mind" \
        else told


def _split(d: Mapping[str, Any], name: Callable[[str], str],
           members: Callable[[str], Sequence[str] | None]) -> str:
    """A split told by the characters leaving and the company they leave (the others)."""
    leaving = [name(str(c)) for c in d["characters"]]
    left = company_words(members, d["split_from"], leaving)
    return f"{', '.join(leaving)} split off from {left} at {name(str(d['site']))}, a company " \
        "of their own."


def _target(d: Mapping[str, Any], members: Callable[[str], Sequence[str] | None]) -> str:
    """The target of an effect that is no card: a company (its id) or none ("")."""
    return company_words(members, d["target"]) if d["target"] else ""


def _corruption_roll(d: Mapping[str, Any]) -> str:
    """A corruption check's roll: from its recorded ``check`` (version 2 on) the dice, each
    modifier (the character's own among them) and the total that met the corruption points;
    an older fact holds only the dice and the check's own modifier."""
    if d.get("check"):
        return check_sum(d["check"])
    return f"{d['roll']}" + (f" {int(d['modifier']):+d}" if d.get("modifier") else "")


def _attack(attack: object) -> str:
    """``Orc-lieutenant attacks: 1 strike, prowess 7``."""
    a = attack if isinstance(attack, dict) else {}
    line = f"{a.get('name')} attacks: {_count(a.get('strikes'), 'strike')}, prowess " \
           f"{a.get('prowess')}"
    if a.get("body"):
        line += f", body {a['body']}"
    return line


def _bonus(strikes: object, prowess: object) -> str:
    """``+1 strike, +2 prowess`` (only what changes)."""
    parts = []
    if isinstance(strikes, int) and strikes:
        parts.append(f"{strikes:+d} strike{'s' if abs(strikes) != 1 else ''}")
    if isinstance(prowess, int) and prowess:
        parts.append(f"{prowess:+d} prowess")
    return ", ".join(parts) if parts else "no change"


def _long_event(d: Mapping[str, Any]) -> str:
    parts = []
    if d.get("strikes") or d.get("prowess"):
        races = [str(r) for r in d.get("races") or []]
        whom = " and ".join(races) + " attacks" if races else "attacks"
        if d.get("automatic_only"):
            whom = "automatic-attacks"
        parts.append(f"{_bonus(d.get('strikes'), d.get('prowess'))} to {whom}")
    if d.get("limit"):
        parts.append(f"hazard limit {int(d['limit']):+d}")
    return "; ".join(parts) if parts else "no effect on attacks or the hazard limit"


def _battles_told(setup: object) -> str:
    """Whether the game has Battles, told once as it begins (RGO-BATTLE-1)."""
    given = setup.get("battle_cards") if isinstance(setup, Mapping) else None
    if isinstance(given, Mapping):
        return f", with the Battles of {given.get('file')}."
    return ", without Battles: no Battle card file was given (the battle_cards option)."


#: The facts whose lines name companies, told by their characters in the state each was
#: recorded in (``Ruleset.narrate_in``).
COMPANY_KINDS = frozenset({"MovementPlanned", "CompanySplit", "CompaniesJoined",
                           "CompanyChoiceAwaited", "CompanyChosen", "CompanyActivated",
                           "HazardEffectInForce", "HandCardsAwaited"})


def _unknown(company: str) -> Sequence[str] | None:
    return None


def company_words(members: Callable[[str], Sequence[str] | None], company: object,
                  without: Sequence[str] = ()) -> str:
    """A company as the choices name it, by its characters ("the company of Aragorn II,
    Bilbo"), but for those ``without`` (the characters splitting off); where no state says
    who is in it, by its id ("company c2")."""
    names = members(str(company))
    if names is None:
        return f"company {company}"
    kept = [n for n in names if n not in without]
    return f"the company of {', '.join(kept)}" if kept else "a company with no character"


def _capital(words: str) -> str:
    return words[:1].upper() + words[1:]


def _loose(fact: Fact) -> bool:
    """Whether a follower's fact moves one under no influence (CoE 2.II.2.2.3)."""
    return fact.rule == followers.UNCONTROLLED


def _follower_taken(fact: Fact, named: Callable[[object], str]) -> str:
    """A follower taken: his mind taken from what his controller's direct influence had left
    against him (the recorded ``direct_influence``), and what it leaves."""
    d = fact.data
    who, by = named(d["follower"]), named(d["controller"])
    left = int(d["direct_influence"])
    return (f"{who}, under no influence, now follows {by}" if _loose(fact)
            else f"{who} follows {by}") + \
        f": a mind of {d['mind']} taken from {by}'s direct influence ({left} left against " \
        f"{who} before, {left - int(d['mind'])} after)."


def _follower_released(fact: Fact, named: Callable[[object], str]) -> str:
    """A follower back under general influence; one under no influence (whose controller may
    have left play long before) placed under it."""
    d = fact.data
    who = named(d["follower"])
    if _loose(fact):
        return (f"{who}, under no influence, is placed under general influence: a mind of "
                f"{d['mind']} counted against it while {who} is in play.")
    return (f"{who} no longer follows {named(d['controller'])}: a mind of {d['mind']} counted "
            f"against the general influence while {who} is in play.")


def _follower_uncontrolled(fact: Fact, named: Callable[[object], str]) -> str:
    """The general influence cannot take the followers left by controllers gone: all of them
    (``together``) or none is the rule's reading, so the figure counts them all."""
    d = fact.data
    who = named(d["follower"])
    together = d.get("together") or [d["follower"]]
    whom = who if len(together) == 1 else \
        f"all of {and_list([named(f) for f in together])}, each left without a controller"
    counted = "" if len(together) == 1 else " with them all"
    return (f"{who} no longer follows {named(d['controller'])}, gone, and the general "
            f"influence cannot take {whom} (it would be {d['general_influence']} of "
            f"{d['of']}{counted}): {who} is under no influence until placed while organizing, "
            "or discarded as that phase ends.")


class _Told:
    """What a line reads of its fact: its data (``d``), the names of cards (``name``) and of
    a company's characters (``members``), the running company (``running``), and the helpers
    the lines share."""

    __slots__ = ("d", "fact", "members", "name", "running")
    fact: Fact
    d: Mapping[str, Any]
    name: Callable[[str], str]
    members: Callable[[str], Sequence[str] | None]
    running: str | None

    def __init__(self, fact: Fact, name: Callable[[str], str],
                 members: Callable[[str], Sequence[str] | None], running: str | None) -> None:
        self.fact, self.d, self.name, self.members, self.running = \
            fact, fact.data, name, members, running

    def company(self, key: str, without: Sequence[str] = ()) -> str:
        return company_words(self.members, self.d[key], without)

    def named(self, card: object) -> str:
        """The name of the card whose id is ``card``."""
        return self.name(str(card)) or str(card)

    def n(self, key: str) -> str:
        """The name of the card whose id is ``d[key]``."""
        return self.named(self.d.get(key))

    def copy(self, closed: bool = False) -> str:
        """The copy the fact takes, where it is a lost treasure (item_copies.py)."""
        return item_copies.described(self.d.get("lost_treasure"), lambda s: self.name(s) or s,
                                     closed)



#: The lines of an Agent encounter (agents.py).
_AGENT_LINES: dict[str, Callable[[_Told], str]] = {
    "AgentEncountered": lambda t: f"The company meets {t.d['name']} at {t.n('site')}"
                                  + (f": a {t.d['skill']} ({t.d['effect']})." if t.d["skill"]
                                     else "."),
    "MindRolled": lambda t: f"{t.n('agent')}'s {t.d['on']} roll {t.d['agent_total']} against "
                            f"{t.n('character')}'s Mind roll {t.d['total']}.",
    "AgentFoiled": lambda t: f"{t.n('agent')} fails: {t.d['reason']}.",
    "ItemStolen": lambda t: f"{t.n('agent')} steals {t.d['name']}"
                            f"{t.copy(True)} "
                            f"from {t.n('character')}.",
    "AgentInfluenced": lambda t: f"{t.n('agent')} ({t.d['agent_total']}) tries to sway "
                                 f"{t.d['name']} ({t.d['total']}): "
                                 + ("swayed." if t.d["swayed"] else "it holds."),
    "AgentAttackOffered": lambda t: f"{t.n('agent')} may be attacked.",
    "AgentAttacked": lambda t: f"{t.n('character')} attacks {t.n('agent')}.",
    "AgentLeft": lambda t: f"{t.n('agent')} is let be.",
    "AgentMagic": lambda t: f"{t.n('agent')}'s {t.d['magic']}: rolled {t.d['roll']} against its "
                            f"Mind {t.d['mind']}: " + ("it works." if t.d["works"]
                                                     else "it fails."),
    "AgentAttackBarred": lambda t: f"{t.n('character')} may not attack {t.n('agent')}.",
    "AgentVanished": lambda t: f"{t.n('agent')} vanishes back into the hazard deck.",
    "AgentKilled": lambda t: f"{t.d['name']} is killed.",
    "AgentStays": lambda t: f"{t.n('agent')} stays at {t.n('site')}.",
    "AgentOnDisplay": lambda t: f"{t.n('agent')} waits on the Quest Display at {t.n('site')}.",
    "AgentDiscarded": lambda t: f"{t.n('agent')} is discarded: {t.d['reason']}.",
    "MarshallingPointsLost": lambda t: ", ".join(t.name(str(c)) for c in t.d["cards"])
                                       + f" leave the marshalling-point pile: {t.d['reason']}.",
}


#: The line of each kind of fact, read from the fact as ``_Told`` holds it (made once:
#: a line is asked for every event of every game).
_LINES: dict[str, Callable[[_Told], str]] = {
    "CardsDrawn": lambda t: "Drew " + ", ".join(t.name(str(c)) for c in t.d["cards"]) + ".",
    "SiteDeckLaidOut": lambda t: f"The site deck holds {len(t.d['sites'])} sites.",
    "CompanyFormed": lambda t: f"The company gathers at {t.name(str(t.d['site']))}.",
    "StartingItemBorne": lambda t: f"{t.name(str(t.d['character']))} bears "
                                   f"{t.d['item']['name']}.",
    "CharactersUntapped": lambda t: _untapped(t.d, t.name),
    "HazardPileDrawn": lambda t: f"{t.d['count']} hazard card(s) drawn face down.",
    "ShadowChanged": lambda t: f"Shadow {int(t.d['delta']):+d} ({t.d['cause']}): now "
                               f"{_count(t.d['count'], 'token')}.",
    "TurnBegan": lambda t: f"Turn {t.d['turn']} begins.",
    "PhaseBegan": lambda t: PHASE_WORDS.get(str(t.d['phase']),
                                            f"The {t.d['phase']} phase begins."),
    "QuestRevealed": lambda t: f"Quest revealed: {t.d['name']}.",
    "QuestDiscarded": lambda t: f"Quest {t.name(str(t.d['card']))} is discarded.",
    "RaidBegan": lambda t: f"The company raids {t.name(str(t.d['site']))}: "
                           f"{_count(t.d['attacks'], 'automatic-attack')}, each stronger.",
    "RaidAttackDefeated": lambda t: f"{t.d['attack']} is defeated in the raid.",
    "RescuePrisonersPlayed": lambda t: f"Rescue Prisoners is played at {t.n('site')}: "
                                       "Spiders attack the company.",
    "RescuePrisonersDiscarded": lambda t: f"Rescue Prisoners is discarded: {t.d['reason']}.",
    "CardHeld": lambda t: f"{t.n('character')} holds {t.n('card')} until it is stored.",
    "CardStored": lambda t: f"{t.n('character')} stores {t.n('card')} at {t.n('site')}.",
    "AndurilJoined": lambda t: f"Andúril is placed with {t.n('narsil')}, borne by "
                               f"{t.n('character')}.",
    "SkillGained": lambda t: f"{t.n('character')} gains the {t.d['skill']} skill ({t.n('card')}).",
    "ItemRetrieved": lambda t: f"{t.n('character')} takes back {t.n('card')} from the discard "
                               f"pile ({t.n('by')}).",
    "NewCardPlaced": lambda t: f"{t.d['name']}, of {t.d['file']}, goes in the {t.d['deck']} deck.",
    "RaidEnded": lambda t: f"The raid on {t.name(str(t.d['site']))} "
                           + (f"is won: {t.d['points']} MP." if t.d["won"] else "fails."),
    "BattlesDealt": lambda t: f"The Battles of {t.d['file']} go in the Quest deck: "
                              + ", ".join(str(b["name"]) for b in t.d["battles"]) + ".",
    "BattleBegan": lambda t: f"{t.d['name']} is fought at {t.n('site')} with "
                             + (", ".join(t.name(str(f)) for f in t.d["factions"]) or "no faction")
                             + f": {_count(t.d['attacks'], 'attack')} no resource cancels.",
    "BattleAttackBegan": lambda t: f"{t.d['attack']} attacks.",
    "BattleAttackOvercome": lambda t: f"{t.d['attack']} is overcome.",
    "BattleEnded": lambda t: f"{t.d['name']} "
                             + (f"is won: {t.d['points']} MP." if t.d["won"] else "is lost."),
    "RegionDefended": lambda t: f"{t.d['region']} is Defended: attacks there have a strike "
                                "fewer (not below 2) and -1 prowess.",
    "CasualtyRolled": lambda t: f"Casualty roll for {t.n('faction')}: {t.d['check']['total']}, "
                                + ("the faction is lost." if t.d["removed"]
                                   else "the faction holds."),
    "CharacterPlayed": lambda t: f"{t.d['name']} comes into play.",
    "MovementPlanned": lambda t: (
          _capital(company_words(t.members, t.d.get("company") or t.running)
                   if t.d.get("company") or t.running else "the company")
          + (" will stay where it is." if t.d.get("destination") is None else
             f" sets out for {t.name(str(t.d['destination']))} "
             f"({count(len(t.d['path']), 'region')}).")),
    "CompanySplit": lambda t: _split(t.d, t.name, t.members),
    "CompaniesJoined": lambda t: f"{_capital(t.company('joined'))} joins {t.company('company')}"
                                 f" at {t.name(str(t.d['site']))}.",
    "CompanyChoiceAwaited": lambda t: _capital(and_list([
          company_words(t.members, c) for c in t.d["companies"]])) + " still have their "
          f"{t.d['phase']} phase: the player chooses which goes next.",
    "CompanyChosen": lambda t: f"{_capital(t.company('company'))} goes next ({t.d['phase']} "
                               "phase).",
    "CompanyActivated": lambda t: f"{_capital(t.company('company'))} takes its {t.d['phase']} "
                                  "phase.",
    "HandCardsAwaited": lambda t: f"Before the hazards of {t.company('company')} are drawn, "
                                  "the player may play " + and_list(
                                      [t.name(str(c)) for c in t.d["cards"]]) + " for it.",
    "HazardRevealed": lambda t: f"Hazard revealed: {t.d['name']}.",
    "HazardDiscarded": lambda t: f"{t.name(str(t.d['card']))} is discarded: {t.d['reason']}.",
    "HazardLeftPlay": lambda t: f"{t.name(str(t.d['card']))} leaves play with {t.d['name']}, "
                                "the character it was played on.",
    "StrikeResolved": lambda t: f"{t.name(str(t.d['character']))} rolls"
                                + _fought_with(t.d, t.name) + ": "
                                f"{_strike_sum(t.d)}, against the "
                                f"strike's {t.d['strike_prowess']}: "
                                + strike_outcome(t.name(str(t.d["character"])), t.d["result"])
                                + ".",
    "BodyChecked": lambda t: f"Body check for {t.name(str(t.d['character']))}: {body_roll(t.d)}, "
                             + (creature_discards.body_checked(t.named, t.d)
                                or f"{'eliminated' if t.d['eliminated'] else 'survives'}."),
    "AttackBodyChecked": lambda t: f"Body check for {t.d['attack']}: {t.d['roll']} against body "
                                   f"{t.d['body']}, "
                                   f"{'defeated' if t.d['defeated'] else 'not defeated'}.",
    "ItemPassed": lambda t: f"{t.name(str(t.d['item']))}{t.copy(closed=True)} passes from "
                            f"{t.name(str(t.d['origin']))} to {t.name(str(t.d['to']))}.",
    "QuestRolled": lambda t: f"Rolled {t.d['check']['total']} for a new quest "
                             f"({t.d['check']['target']} or more draws one): "
                             f"{'a quest is drawn' if t.d['draws'] else 'none'}.",
    "LongEventRolled": lambda t: f"Rolled {t.d['check']['total']} for a hazard long-event "
                                 f"({t.d['check']['target']} or more plays one): "
                                 f"{'one is played' if t.d['plays'] else 'none'}.",
    "CharacterEliminated": lambda t: f"{t.d['name']} is lost: {t.d['reason']}"
                                     f"{_PILES.get(str(t.d.get('to')), '')}.",
    "CompanyArrived": lambda t: f"The company arrives at {t.d['name']}.",
    "SiteEncounter": lambda t: f"Site encounter ({type_name(t.d['table'])}, rolled "
                               f"{_encounter_roll(t.d)}): {t.d['row']}.",
    "InnEncounter": lambda t: f"{str(t.d['table']).title()} encounter (rolled {t.d['roll']}): "
                              f"{t.d['row']}.",
    "DragonEncounter": lambda t: f"Dragon encounter (rolled {t.d['roll']}): {t.d['row']}.",
    "TerrorRolled": lambda t: f"{t.n('character')} rolls {t.d['check']['total']} against terror "
                              f"({t.d['check']['target']} or more flees): "
                              f"{'flees in terror' if t.d['terrified'] else 'stands'}.",
    "QuestTaken": lambda t: f"{t.name(str(t.d['character']))} takes {t.d['name']}.",
    "LongEventPlayed": lambda t: f"Long-event in play: {t.d['name']} ({t.d['side']}).",
    "PlayerRuling": lambda t: f"Player ruling: {t.d['name']} is declared to have the effect: "
                              + declared_words(str(t.d['effect']), int(t.d.get("amount") or 0),
                                               t.name(str(t.d['target'])) if t.d.get("target")
                                               else None) + ".",
    "HazardEffectApplied": lambda t: f"{t.d['name']} takes effect: "
                                     + declared_words(str(t.d['effect']),
                                                      int(t.d.get("amount") or 0),
                                                      t.name(str(t.d['target']))
                                                      if t.d.get("target") else None)
                                     + (f": {t.d['why']}." if t.d.get("why") else "."),
    "HazardEffectAwaited": lambda t: f"{t.name(str(t.d['card']))} is played on "
                                     f"{t.name(str(t.d['target']))}: declare its effect.",
    "DiscardAwaited": lambda t: f"Discard {_count(t.d['count'], 'card')} down to the hand "
                                f"limit of {t.d.get('size', HAND_SIZE)}.",
    "StrikeAssignmentOpened": lambda t: f"The strikes of {t.d['attack']['name']} go one to "
                                        "each character it strikes." if t.d.get("each") else
                                        "The defender assigns strikes to untapped "
                                        "characters.",
    "LongEventEffectAwaited": lambda t: f"{t.d['name']} is in play until the end of the "
                                        "turn: declare its effect.",
    "GameEnded": lambda t: f"The game ends: {t.d['outcome']} ({t.d['reason']}).",
    "GameStarted": lambda t: f"A game of The Road Goes Ever On begins (seed {t.d.get('seed')})"
                             + _battles_told(t.d.get("setup"))
                             + setup_told.told(t.d.get("setup"), t.name),
    "TurnEnded": lambda t: f"Turn {t.d['turn']} ends.",
    # -- the random draws every game records --
    "DeckShuffled": lambda t: f"The {t.d['deck']} deck is shuffled "
                              f"({_count(len(t.d['cards']), 'card')}).",
    "RandomPicked": lambda t: _mode_picked(t.d) or f"{_picked(t.d['chosen'], t.name)} is picked at "
                              f"random for {named_types(str(t.d['purpose']))}.",
    "DiceRolled": lambda t: "Rolled " + " + ".join(str(v) for v in t.d["values"])
                            + f" = {t.d['total']} for {named_types(str(t.d['purpose']))}.",
    # -- movement and the hazard pile --
    "NoPlayerDraw": lambda t: f"The company stays at {t.n('site')}: no cards drawn.",
    "HazardLimitSet": lambda t: f"Hazard limit this turn: {t.d['limit']} (pile of {t.d['pile']}"
                                + (f", {int(t.d['long_events']):+d} from long-events"
                                   if t.d.get("long_events") else "")
                                + (", lowered by " + ", ".join(
                                    # a card played (Fair Travels), or a discard's clause
                                    t.name(str(s)) or f"a discard ({s})" for s in t.d["eased_by"])
                                   if t.d.get("eased_by") else "") + ").",
    "HazardLimitEased": lambda t: ("" if t.d.get("played") else "A discard for ")
                                  + f"{t.d['by']} lowers the hazard limit by "
                                  f"{t.d['reduction']}.",
    "HazardLimitChanged": lambda t: f"{t.n('card')} changes the hazard limit by "
                                    f"{int(t.d['delta']):+d}"
                                    + (f": {t.d['why']}." if t.d.get("why") else "."),
    "HazardKeyed": lambda t: f"{t.n('card')} is keyed to {named_types(str(t.d['place']))}"
                             + (f" by {t.n('hazard_card')}" if t.d.get("hazard_card") else "")
                             + ".",
    "HazardEventPlayed": lambda t: f"Hazard event {t.d['name']} is played"
                                   + (f" on {t.n('target')}" if t.d.get("target") else "")
                                   + (" (counts against the hazard limit)." if t.d["counted"]
                                      else " (does not count against the hazard limit)."),
    "HazardPlacedOnCharacter": lambda t: f"{t.n('card')} is placed on {t.n('character')}"
                                         + (f" ({_count(t.d['corruption'], 'corruption point')})"
                                            if t.d.get("corruption") else "") + ".",
    "NextAttackStrengthened": lambda t: f"{t.n('card')}: the next attack gets "
                                        f"{_bonus(t.d.get('strikes'), t.d.get('prowess'))}.",
    "HazardOnGuard": lambda t: f"{t.n('card')} is placed on-guard at {t.n('site')}.",
    "NoOnGuardAtHaven": lambda t: f"Nothing may be placed on-guard at {t.n('site')}, a haven.",
    "OnGuardRevealed": lambda t: f"The on-guard card at {t.n('site')} is revealed: "
                                 f"{t.n('card')}.",
    "OnGuardNotRevealed": lambda t: f"The on-guard card at {t.n('site')} stays face down: "
                                    f"{t.d['reason']}.",
    "OnGuardReturned": lambda t: "On-guard cards not revealed go back on top of the hazard "
                                 f"deck: {_names(t.d['cards'], t.name)}.",
    "ItemLossAwaited": lambda t: f"{t.n('character')} was robbed: name the item lost.",
    "HazardsReturned": lambda t: "Unplayed hazards go back on top of the hazard deck: "
                                 f"{_names(t.d['cards'], t.name)}.",
    "LongEventEffect": lambda t: f"{t.d['name']} takes effect: {_long_event(t.d)}.",
    "LongEventCancelled": lambda t: f"{t.n('by')} cancels the long-event {t.d['name']}.",
    "LongEventsDiscarded": lambda t: "Long-events discarded"
                                     + (" at the end of the turn" if t.fact.rule == "RGO-LONG-4"
                                        and "kept" not in t.d else "")
                                     + f": {_names(t.d['cards'], t.name)}"
                                     + (f" ({_names(t.d['kept'], t.name)} stay)" if t.d.get("kept")
                                        else "") + ".",
    "LongEventsKept": lambda t: f"{t.n('card')} keeps the hazard long-events in play past the "
                                f"end of the turn: {_names(t.d['cards'], t.name)}.",
    "CardsDiscarded": lambda t: f"Discarded {_names(t.d['cards'], t.name)}.",
    # -- attacks and strikes --
    "AttackModified": lambda t: f"{t.d['attack']} gets {_bonus(t.d['strikes'], t.d['prowess'])} "
                                f"({t.d['note']}"
                                + (f": {_names(t.d['cards'], t.name)}" if t.d.get("cards") else "")
                                + ").",
    "AttackDeclared": lambda t: _attack(t.d["attack"])
                                + (f", keyed to {named_types(str(t.d['keyed_to']))}"
                                   if t.d.get("keyed_to") else "")
                                + (" (detainment)" if t.d.get("detainment") else "") + ".",
    "StrikeAssigned": lambda t: f"A strike of {t.d['attack']} is assigned to "
                                f"{t.n('character')}.",
    "CharacterStateChanged": lambda t: f"{t.n('character')} is {t.d['state']}"
                                       + (f" by {t.n('hazard_card')}" if t.d.get("hazard_card")
                                          else "")
                                       + (f" ({t.d['reason']})" if t.d.get("reason") else "")
                                       + ".",
    "AttackEnded": lambda t: f"{t.d['attack']} is "
                             + ("defeated." if t.d["defeated"] else "not defeated."),
    "MarshallingPointsGained": lambda t: f"{_count(t.d['points'], 'marshalling point')} for "
                                         + {"kill": "defeating ", "faction": "recruiting "}
                                         .get(str(t.d["kind"]), "")
                                         + f"{t.d['name']}.",
    "BreathFaced": lambda t: f"{t.n('character')} faces the dragon's breath with body "
                             f"{t.d['body']}.",
    "NoFieryBreath": lambda t: f"{t.d['attack']} does not breathe fire.",
    "DragonDefeated": lambda t: f"{t.d['dragon']} is defeated: "
                                + (", ".join(t.name(str(c)) for c in t.d["removed"]) or "nothing")
                                + f" leaves the game with it; {t.d['lair']} falls quiet.",
    "AutomaticAttackGone": lambda t: f"{t.name(str(t.d['site']))} makes no {t.d['race']} "
                                     f"attack: {t.d['reason']}.",
    "MovementTurnedBack": lambda t: f"{t.d['name']} turns the company back: it stays at "
                                    f"{t.name(str(t.d['origin']))} and does not reach "
                                    f"{t.name(str(t.d['destination']))} this turn.",
    "UnderDeepsMoveRolled": lambda t: f"{t.d['roll']} against {t.d['needed']} leaving "
                                      f"{t.name(str(t.d['origin']))}: "
                                      + ("the company sets out." if t.d["arrived"] else
                                         "the company stays where it was."),
    "LostTreasureDeclared": lambda t: f"{t.name(str(t.d['card']))} is a lost treasure of "
                                      f"{t.name(str(t.d['site']))}.",
    "ItemStored": lambda t: f"{t.name(str(t.d['character']))} stores {t.d['name']} at "
                            f"{t.name(str(t.d['site']))}: {t.d['points']} MP.",
    "LandsQuieted": lambda t: f"{t.d['name']}, with Gates of Morning in play: "
                              + (f"region {t.d['region']} of the site path is treated as a "
                                 "Wilderness" if t.d.get("region") else
                                 f"{t.name(str(t.d['site']))} is treated as a Ruins & Lairs")
                              + " for the hazards until the end of the turn.",
    "SitePathTreated": lambda t: (f"{t.d['name']}, with {t.name(str(t.d['character']))}, as with "
                                  "Gates of Morning" if t.d.get("character") else
                                  f"{t.d['name']}, with Gates of Morning in play"
                                  if t.d.get("gates") else
                                  f"{t.d['name']}, with Doors of Night in play")
                                 + ": the site path is treated as "
                                 f"{type_names(t.d['treated'])} for the hazards.",
    "FollowerTaken": lambda t: _follower_taken(t.fact, t.named),
    "FollowerReleased": lambda t: _follower_released(t.fact, t.named),
    "FollowerUncontrolled": lambda t: _follower_uncontrolled(t.fact, t.named),
    "LostTreasureStored": lambda t: f"{t.name(str(t.d['character']))} stores "
                                    f"{t.d['name']}, a lost treasure: the hand holds "
                                    f"{t.d['hand_size']} more.",
    "TrapsFaced": lambda t: f"{t.n('character')} faces the traps: {t.d['total']} against "
                            f"{t.d['threshold']}, "
                            + ("caught (body check)." if int(t.d["total"]) <= int(t.d["threshold"])
                               else "escaped."),
    "CorruptionChecked": lambda t: f"Corruption check for {t.n('character')}"
                                   + (f" (asked by {t.n('asked_by')})" if t.d.get("asked_by")
                                      else "") + ": rolled "
                                   + _corruption_roll(t.d)
                                   + f" against {t.d['corruption_points']} corruption "
                                   f"point(s), {t.d['result']}.",
    # -- the site phase --
    "SanctuaryKept": lambda t: f"At {t.n('site')}: {t.d['note']}.",
    "NoSiteEncounter": lambda t: f"{t.n('site')} is a {type_name(t.d['site_type'])}: no "
                                 "encounter roll.",
    "SiteAttacksQueued": lambda t: "Attacks to face at the site: "
                                   + ", ".join(str(a["attack"]["name"]) if a.get("attack")
                                               else "a creature from the hazard deck"
                                               for a in t.d["attacks"]) + ".",
    "SiteAttackBegan": lambda t: f"{t.d['attack']['name']} comes at the company."
                                 if t.d.get("attack")
                                 else "An Agent comes at the company at its home."
                                 if t.d.get("kind") == "agent"
                                 else "A creature from the hazard deck comes out of the "
                                      "Under-deeps.",
    "NoAttacker": lambda t: f"No creature can attack at {t.n('site')}.",
    "SiteExplored": lambda t: f"{t.n('site')} has been explored.",
    "SiteTapped": lambda t: f"{t.n('site')} is tapped.",
    "SiteUntapped": lambda t: f"{t.n('site')} is untapped.",
    "SiteClosed": lambda t: f"{t.n('site')} is closed to the company this time.",
    "TappingOffered": lambda t: (
          f"{t.d['row']}: {t.n('site')}'s automatic-attack is faced unless " if t.d.get("otherwise")
          else f"{t.d['row']}: {t.n('site')} may be tapped this turn only if ")
          + "one of " + ", ".join(t.named(c) for c in t.d["characters"])
          + " taps; choose who, or no one.",
    "ItemTransferOffered": lambda t: f"{t.n('character')} goes back to the hand: one of his "
                                     "items (" + ", ".join(
                                         t.named(copy_of(str(i))[0]) for i in t.d["items"])
                                     + ") may pass to " + " or ".join(
                                         t.named(c) for c in t.d["to"])
                                     + "; choose which, or none.",
    "ItemTransferChosen": lambda t: f"{t.n('item')}{t.copy()} is chosen to pass to {t.n('to')}."
                                    if t.d.get("item") else "No item is chosen to pass.",
    "TappingChosen": lambda t: f"{t.n('character')} taps." if t.d.get("character")
                               else "No one taps.",
    "EncounterRollsOffered": lambda t: f"Two {t.d['table']} rolls at {t.n('site')}: "
                                       + " or ".join(f"{r} ({row})" for r, row
                                                     in zip(t.d["rolls"], t.d["rows"], strict=True))
                                       + "; choose one.",
    "EncounterRollChosen": lambda t: f"The {t.d['table']} roll of {t.d['roll']} is chosen.",
    "HomeRollsUsed": lambda t: f"{t.n('character')} is at home: two encounter rolls to "
                               "choose from.",
    "NothingHappens": lambda t: f"{t.d['row']}: nothing happens.",
    "NothingToUse": lambda t: f"{t.d['row']}: nothing in play it could act on.",
    "EncounterNotPlayed": lambda t: f"{t.d['row']}: no play for {t.d['effect']!r}; nothing "
                                    "happens.",
    "EncounterOffered": lambda t: f"{t.d['row']}: the company may "
                                  + _OFFERS.get(str(t.d["offer"]), str(t.d["offer"]))
                                  .format(amount=int(t.d.get("amount") or 0)) + ".",
    "OfferUsed": lambda t: f"The {t.d['offer']} offer is used"
                           + (" (in part)." if t.d.get("partly") else "."),
    "BenefitGranted": lambda t: f"{t.d['row']} at {t.n('site')}: on turn {t.d['turn']}, "
                                + _BENEFITS.get(str(t.d["benefit"]), str(t.d["benefit"]))
                                .format(amount=int(t.d.get("amount") or 0)) + ".",
    "SkillTokenGained": lambda t: f"{t.n('character')} trains: now "
                                  f"{_count(t.d['tokens'], 'skill token')}.",
    "AbilityUsed": lambda t: f"{t.d['ability']}.",
    "ResourcePlayed": lambda t: f"{t.d['name']} is played"
                                + (f" on {t.n('target')}" if t.d.get("target") else "")
                                + (" for its strike." if t.d.get("strike") else "."),
    "AttackCanceled": lambda t: f"{t.d['attack']} is canceled ({t.d['by']}).",
    "LuckySearchMade": lambda t: f"Lucky Search: {t.n('character')} turns over "
                                 + ", ".join(t.name(str(c)) for c in t.d["revealed"])
                                 + (f" and takes {t.n('card')}." if t.d.get("card")
                                    else ": no item."),
    "StrikesFailRolled": lambda t: f"{t.d['name']}: {t.n('wizard')} rolls: dice {t.d['roll']}, "
                                   f"prowess {t.d['prowess']:+d}, total {t.d['total']}, against "
                                   "the prowess "
                                   f"{t.d['attack_prowess']} of {t.d['attack']}: "
                                   + ("every strike fails." if t.d["failed"]
                                      else "the attack goes on."),
    "AttackStrikesSet": lambda t: f"{t.d['by']}: {t.d['attack']} has "
                                  f"{_count(t.d['strikes'], 'strike')} (was {t.d['was']}).",
    "StrikeRollChosen": lambda t: f"{t.n('card')}: {t.n('character')} rolls {t.d['rolls'][0]} and "
                                  f"{t.d['rolls'][1]} and keeps {t.d['chosen']}.",
    "InfluenceRollChosen": lambda t: f"{t.n('card')}: rolls {t.d['rolls'][0]} and "
                                     f"{t.d['rolls'][1]} to influence and keeps {t.d['chosen']}.",
    "ThoroughSearchMade": lambda t: f"{t.n('character')} searches {t.n('site')}: another "
                                    "character of the company may play an item here "
                                    "without tapping the site.",
    "CharacterJoinedAttack": lambda t: f"{t.n('character')} comes from {t.name(str(t.d['site']))} "
                                       f"to face {t.d['attack']}.",
    "SpellTakenBack": lambda t: f"Saruman takes {t.d['name']} back into hand.",
    "CreatureAttackCanceled": lambda t: f"{t.n('character')} taps to cancel one of the attacks "
                                        f"of {t.d['attack']}.",
    "AttackHeld": lambda t: f"The strike of {t.d['attack']} on {t.n('character')} waits: "
                            "the defender may still tap a character to cancel the attack.",
    "ItemToGiveUpNamed": lambda t: f"Should {t.d['attack']} take an item, the company gives "
                                   f"up {t.d['name']}{t.copy()}.",
    "StrikeCancelSet": lambda t: f"{t.d['name']} taps to cancel the strike of {t.d['attack']} "
                                 f"on {t.n('character')}.",
    "StrikeCanceled": lambda t: f"The strike of {t.d['attack']} on {t.n('character')} is "
                                f"canceled ({t.d['by']}).",
    "CorruptionCheckBonus": lambda t: f"{t.d['name']}: {t.d['amount']:+d} to the next corruption "
                                      f"check of {t.n('character')} this turn.",
    "CharacterBolstered": lambda t: f"{t.n('card')}: {t.n('character')} has "
                                    f"{int(t.d['amount']):+d} {WORDS[str(t.d['stat'])]} for the "
                                    "rest of the turn.",
    "AttacksWeakened": lambda t: f"{t.d['name']}: every attack on the company has "
                                 f"{int(t.d['prowess']):+d} prowess this turn.",
    "CreaturesStrengthened": lambda t: f"{t.d['name']}: hazard creatures attacking the company "
                                       f"have {int(t.d['prowess']):+d} prowess this turn.",
    "CreaturesPrevented": lambda t: f"{t.d['by']}: no hazard creature attacks the company "
                                    "this turn.",
    "CreatureKeyingLimited": lambda t: f"{t.d['name']}: {KEYING_TEXT[str(t.d['limit'])]}",
    "FellowshipFormed": lambda t: "Fellowship: " + ", ".join(t.name(str(c)) for c in t.d["members"])
                                  + " have +1 prowess and +1 to corruption checks while the "
                                    "company keeps together.",
    "FellowshipDiscarded": lambda t: f"Fellowship is discarded: {t.d['reason']}.",
    "ResourceEnvironmentInPlay": lambda t: f"{t.d['name']} stays in play.",
    "ResourceEnvironmentDiscarded": lambda t: f"{t.n('by')} discards {t.n('card')}.",
    "HazardLongEventDiscarded": lambda t: f"{t.n('by')} discards the long-event {t.d['name']}.",
    "LongEventNotPlayed": lambda t: f"The long-event {t.d['name']} is discarded: "
                                    f"{t.d['reason']}.",
    "GreatShipBoarded": lambda t: "Great Ship: while the company's site path keeps to the "
                                  "coast, a character of it may tap to cancel a hazard "
                                  "creature's attack this turn.",
    "GreatRoadTaken": lambda t: f"{t.d['name']}: the new site's hazard draw counts twice, and "
                                f"the company may go back to {t.n('haven')} as its turn ends.",
    "CharactersDetained": lambda t: f"{t.n('faction')} detain {_names(t.d['characters'], t.name)} "
                                    f"at {t.n('site')}.",
    "CharactersFreed": lambda t: f"{t.n('faction')} let {_names(t.d['characters'], t.name)} go "
                                 f"({t.d['how']}).",
    "FactionTapped": lambda t: f"{t.n('faction')} are tapped: {t.d['use']}.",
    "AllyTapped": lambda t: f"{t.n('ally')} is tapped: {t.d['use']}.",
    "AllyWounded": lambda t: f"{t.n('ally')} is wounded by {t.d['attack']}.",
    "HazardCancelOffered": lambda t: f"{_names(t.d['allies'], t.name)} may cancel "
                                     f"{t.n('card')}.",
    "HazardCancelDeclined": lambda t: f"{t.n('card')} is not canceled.",
    "ItemTapped": lambda t: f"{t.n('character')} taps {t.d['name']}.",
    "AttackWeakened": lambda t: f"{t.d['attack']} gets {t.d['prowess']:+d} prowess and "
                                f"{t.d['body']:+d} body ({t.d['by']}).",
    "AllyDiscarded": lambda t: f"{t.n('ally')} leaves the company"
                               + (", as his card says" if t.d.get("ally_card") else "")
                               + f" ({t.d['reason']}).",
    "StaysUntapped": lambda t: f"{t.n('character')} will face the strike without tapping "
                               f"({t.d['penalty']} prowess).",
    "StrikeSupported": lambda t: f"{t.n('character')} supports {t.n('target')}: "
                                 f"+{t.d['bonus']} against its strike.",
    "SkillTokenSpent": lambda t: f"{t.n('character')} spends a Skill token "
                                 f"({t.d['cause']}): {t.d['tokens']} left.",
    "CourageTokenGained": lambda t: f"{t.n('character')} takes heart: now "
                                    f"{_count(t.d['tokens'], 'Courage token')}.",
    "CourageTokenSpent": lambda t: f"{t.n('character')} spends a Courage token "
                                   f"({t.d['cause']}): {t.d['tokens']} left.",
    "CompanyStays": lambda t: f"The company stays where it is ({t.d['reason']}).",
    "CardTakenToHand": lambda t: f"{t.n('card')} is taken into hand from the {t.d['source']} "
                                 "pile.",
    "TopCardSeen": lambda t: f"The top card of the {t.d['deck']} deck is {t.d['name']}.",
    "CardsSeen": lambda t: f"{t.n('by')} shows the top of the "
                           f"{'hazard' if t.d.get('deck') == 'hazard' else 'play'} deck: "
                           f"{', '.join(t.name(str(c)) for c in t.d['cards'])}.",
    "EnvironmentDiscarded": lambda t: f"{t.n('by')} discards {t.n('card')}.",
    "OnGuardCardSeen": lambda t: f"The card on guard at {t.n('site')} is {t.d['name']}.",
    "CharacterReturnedToHand": lambda t: f"{t.d['name']} goes back to the hand.",
    "CharacterKept": lambda t: f"{t.n('by')} keeps {t.d['name']} in play at the Haven "
                               f"({t.d['instead']}).",
    "GoingHomeRolled": lambda t: f"{t.n('character')} rolls {t.d['roll']} + "
                                 f"{t.d['unused_influence']} unused general influence against "
                                 f"{t.name(str(t.d['card']))} ({t.d['needed']} to stay): "
                                 f"{'goes home' if t.d['home'] else 'stays'}.",
    "FactionDispersalRolled": lambda t: f"{t.n('faction')}: {t.d['roll']} + "
                                        f"{t.d['unused_influence']} unused general influence "
                                        f"against {t.name(str(t.d['card']))} ({t.d['needed']} to "
                                        "stay): "
                                        f"{'dispersed' if t.d['dispersed'] else 'stays'}.",
    "HazardEffectInForce": lambda t: f"{t.name(str(t.d['card']))} "
                                     + ("waits in play" if t.d['effect'] == LURE_OF_POWER else
                                        "holds until the end of the turn on "
                                        + (t.name(str(t.d['target'])) or _target(t.d, t.members)))
                                     + ": " + in_force_words(
                                         str(t.d['effect']), str(t.d['card']), int(t.d['amount']),
                                         t.name(str(t.d['target'])) or THE_COMPANY,
                                         t.name(str(t.d['target'])), str(t.d.get('site_type', '')))
                                     + ".",
    "HazardEffectEnded": lambda t: f"{t.n('by')} made its check: {t.name(str(t.d['card']))} leaves "
                                   "play." if t.d['effect'] == LURE_OF_POWER else
                                   f"{t.n('by')} taps: {t.name(str(t.d['card']))} no longer holds.",
    "EnvironmentInPlay": lambda t: f"{t.d['name']} stays in play.",
    "LongEventNotDuplicated": lambda t: f"{t.d['name']} is in play already: this copy adds "
                                        "nothing.",
    "SongSought": lambda t: f"{t.d['name']} brings {t.n('song')} from the {t.d['pile']} pile.",
    "SongSung": lambda t: f"{t.d['name']} is sung ({t.d['effect']}"
                          + (f" on {t.n('character')})." if t.d.get("character") else ")."),
    "SongReturnedToDeck": lambda t: f"Annalena keeps {t.n('card')}: it goes back into the "
                                    "draw deck.",
    **_AGENT_LINES,
    # ``roll`` counts the modifier already: the dice's total is what the line starts from.
    "HazardRemovalRolled": lambda t: f"{t.n('character')} tries to remove {t.n('card')}: rolled "
                                     + (check_sum(t.d["check"]) if t.d.get("check") else
                                        f"{int(t.d['roll']) - int(t.d['modifier'])} "
                                        f"{int(t.d['modifier']):+d} = {t.d['roll']}")
                                     + f", needing {t.d['needed']}: "
                                     + ("removed." if t.d["removed"] else "it stays."),
    "CorruptionCardRemoved": lambda t: f"{t.n('card')} is removed from {t.n('character')}.",
    "UntapAwaited": lambda t: "Before the untap: a bearer at a Haven may try to remove "
                              + ", ".join(t.name(str(c)) for c, _ in t.d["pairs"])
                              + " instead of untapping or healing.",
    "BalanceChoiceAwaited": lambda t: "The Balance of Things: choose the source of "
                                      "corruption each of "
                                      + ", ".join(t.name(str(c)) for c in t.d["characters"])
                                      + " counts twice.",
    "BalanceSourceChosen": lambda t: f"The Balance of Things: {t.n('character')} counts "
                                     f"{t.d['name']} twice.",
    "BalanceChoiceMade": lambda t: "The Balance of Things: each other character counts his "
                                   "least source twice.",
    "HazardEventCancelable": lambda t: f"{t.d['name']} is played on the company aboard the "
                                       "Great Ship: a character may tap to cancel it.",
    "HazardEventCanceled": lambda t: f"{t.n('character')} taps: {t.n('card')} is canceled "
                                     f"({t.d['by']}).",
    "HazardEventLetBe": lambda t: f"{t.n('card')} takes effect.",
    "UntapForgone": lambda t: f"{t.d['name']} tries to remove {t.n('card')} instead of "
                              "untapping or healing.",
    "ItemPlayed": lambda t: f"{t.n('character')} takes {t.d['name']}.",
    "ItemLost": lambda t: creatures.item_taken_line(t.d, lambda i: t.name(i) or i)
    or f"{t.n('character')} loses {t.d['name']}{t.copy()}"
    + (f" to {t.n('hazard_card')}" if t.d.get("hazard_card") else "") + ".",
    "ItemLeftPlay": lambda t: creature_discards.item_left(t.named, t.d)
    or f"{t.n('item')}{t.copy(closed=True)} leaves play with {t.n('bearer')}: to the discard pile.",
    "GoldRingTested": lambda t: f"{t.n('character')} has {t.d['name']} tested: "
                                + (f"rolled {t.d['roll']}, indicating " if t.d["roll"] is not None
                                   else "no roll, by choice ")
                                + (" or ".join(str(k) for k in t.d["kinds"]) or "no ring")
                                + f"; {t.d['name']} is discarded.",
    "RingDeckSearched": lambda t: "The Ring deck is searched: "
                                  + (f"{t.n('found')} is found" if t.d.get("found")
                                     else "no matching ring is found")
                                  + f" ({_count(len(t.d['passed']), 'ring')} passed over).",
    "RingPlayed": lambda t: f"{t.n('character')} now bears {t.d['name']} ({t.d['kind']}) in place "
                            f"of {t.n('replaces')}.",
    "CharacterFound": lambda t: f"{t.d['name']} is found.",
    "NoCharacterFound": lambda t: f"No character is found at {t.n('site')}.",
    "SearchCanceled": lambda t: f"{t.n('card')} cancels {t.d['search']}: no card is found.",
    "LuckyStrikeAwaited": lambda t: f"Lucky Search: the strike on {t.n('character')} waits for "
                                    "the cards played on it.",
    "LuckyStrikeFaced": lambda t: f"Lucky Search: {t.n('character')}'s strike is over.",
    "AllyPlayedFromDeck": lambda t: f"The ally {t.d['name']} joins the company.",
    "PermanentEventPlayedFromDeck": lambda t: f"{t.d['name']} is played from the deck, a "
                                              "permanent-event in play.",
    "QuestCardSearched": lambda t: f"{t.n('character')} searches out {t.d['name']}.",
    # -- quests and the Free Council --
    "QuestDeckEmpty": lambda t: "The quest deck is empty: no new quest.",
    "FactionInfluencedAutomatically": lambda t: f"{t.n('character')} brings {t.n('card')} "
                                                f"into play with no roll ({t.d['name']}).",
    "InfluenceAttempted": lambda t: f"{t.n('character')} influences {t.n('card')}: rolled "
                                    f"{t.d['roll']}, total {t.d['total']} against {t.d['needed']} "
                                    f"({factions.required(int(t.d['needed']))} or more "
                                    "needed), "
                                    + ("success." if t.d["succeeded"] else "failure."),
    "FreeCouncilCalled": lambda t: f"The Free Council is called with "
                                   f"{_count(t.d['raw'], 'marshalling point')}.",
    "FreeCouncilOffered": lambda t: "The turn is at its end: the Free Council may be called.",
}


def narrate(fact: Fact, name: Callable[[str], str],
            members: Callable[[str], Sequence[str] | None] = _unknown,
            running: str | None = None) -> str | None:
    """``name`` gives a card's name from its id; ``members`` the names of a company's
    characters in the state the fact was recorded in (None: not known); ``running``, the
    running company's id where another company is in play (a fact of its own then names it,
    as its choices do)."""
    d = fact.data
    blade = nazgul_blades.narrate(fact.kind, d, name) \
        or nazgul_mounts.narrate(fact.kind, d, name) \
        or desolation.narrate(fact.kind, d, name) \
        or traitor.narrate(fact.kind, d) \
        or corruption_cards.narrate(fact.kind, bool(d.get("helpers"))) \
        or check_helpers.narrate(fact.kind, d, name) \
        or step_checks.narrate(fact.kind, bool(d.get("helpers"))) \
        or attack_ends.narrate(fact.kind) \
        or interjections.narrate(fact.kind, d, name) \
        or balrog_of_moria.narrate(fact.kind, d) \
        or dragon_hunts.narrate(fact.kind, d) \
        or dragon_homes.narrate(fact.kind, d) \
        or siege.narrate(fact.kind, d, name) \
        or align_palantir.narrate(fact.kind, d) \
        or sacrifice_of_form.narrate(fact.kind, d) \
        or morannon.narrate(fact.kind, d) \
        or nenya.narrate(fact.kind, d, name) \
        or additional_items.narrate(fact.kind, d, name) \
        or empty_companies.narrate(fact.kind)  # the Nazgûl's blades and mounts, a lair
    if blade is not None:
        return blade
    line = _LINES.get(fact.kind)
    return line(_Told(fact, name, members, running)) if line else None
