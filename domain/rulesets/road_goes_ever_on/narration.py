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


def _agent_lines(d: Mapping[str, Any], n: Callable[[str], str],
                 name: Callable[[str], str]) -> dict[str, Callable[[], str]]:
    """The lines of an Agent encounter (agents.py)."""
    def n_id(card: str) -> str:
        return name(card) or card

    return {
        "AgentEncountered": lambda: f"The company meets {d['name']} at {n('site')}"
                                    + (f": a {d['skill']} ({d['effect']})." if d["skill"]
                                       else "."),
        "MindRolled": lambda: f"{n('agent')}'s {d['on']} roll {d['agent_total']} against "
                              f"{n('character')}'s Mind roll {d['total']}.",
        "AgentFoiled": lambda: f"{n('agent')} fails: {d['reason']}.",
        "ItemStolen": lambda: f"{n('agent')} steals {d['name']}"
                              f"{item_copies.described(d.get('lost_treasure'), n_id, True)} "
                              f"from {n('character')}.",
        "AgentInfluenced": lambda: f"{n('agent')} ({d['agent_total']}) tries to sway "
                                   f"{d['name']} ({d['total']}): "
                                   + ("swayed." if d["swayed"] else "it holds."),
        "AgentAttackOffered": lambda: f"{n('agent')} may be attacked.",
        "AgentAttacked": lambda: f"{n('character')} attacks {n('agent')}.",
        "AgentLeft": lambda: f"{n('agent')} is let be.",
        "AgentMagic": lambda: f"{n('agent')}'s {d['magic']}: rolled {d['roll']} against its "
                              f"Mind {d['mind']}: " + ("it works." if d["works"]
                                                       else "it fails."),
        "AgentAttackBarred": lambda: f"{n('character')} may not attack {n('agent')}.",
        "AgentVanished": lambda: f"{n('agent')} vanishes back into the hazard deck.",
        "AgentKilled": lambda: f"{d['name']} is killed.",
        "AgentStays": lambda: f"{n('agent')} stays at {n('site')}.",
        "AgentOnDisplay": lambda: f"{n('agent')} waits on the Quest Display at {n('site')}.",
        "AgentDiscarded": lambda: f"{n('agent')} is discarded: {d['reason']}.",
        "MarshallingPointsLost": lambda: ", ".join(name(str(c)) for c in d["cards"])
                                         + f" leave the marshalling-point pile: {d['reason']}.",
    }


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


def narrate(fact: Fact, name: Callable[[str], str],
            members: Callable[[str], Sequence[str] | None] = _unknown,
            running: str | None = None) -> str | None:
    """``name`` gives a card's name from its id; ``members`` the names of a company's
    characters in the state the fact was recorded in (None: not known); ``running``, the
    running company's id where another company is in play (a fact of its own then names it,
    as its choices do)."""
    d = fact.data

    def company(key: str, without: Sequence[str] = ()) -> str:
        return company_words(members, d[key], without)

    def named(card: object) -> str:
        """The name of the card whose id is ``card``."""
        return name(str(card)) or str(card)

    def n(key: str) -> str:
        """The name of the card whose id is ``d[key]``."""
        return named(d.get(key))

    def copy(closed: bool = False) -> str:
        """The copy the fact takes, where it is a lost treasure (item_copies.py)."""
        return item_copies.described(d.get("lost_treasure"), lambda s: name(s) or s, closed)

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
    lines: dict[str, Callable[[], str]] = {
        "CardsDrawn": lambda: "Drew " + ", ".join(name(str(c)) for c in d["cards"]) + ".",
        "SiteDeckLaidOut": lambda: f"The site deck holds {len(d['sites'])} sites.",
        "CompanyFormed": lambda: f"The company gathers at {name(str(d['site']))}.",
        "StartingItemBorne": lambda: f"{name(str(d['character']))} bears "
                                     f"{d['item']['name']}.",
        "CharactersUntapped": lambda: _untapped(d, name),
        "HazardPileDrawn": lambda: f"{d['count']} hazard card(s) drawn face down.",
        "ShadowChanged": lambda: f"Shadow {int(d['delta']):+d} ({d['cause']}): now "
                                 f"{_count(d['count'], 'token')}.",
        "TurnBegan": lambda: f"Turn {d['turn']} begins.",
        "PhaseBegan": lambda: PHASE_WORDS.get(str(d['phase']),
                                              f"The {d['phase']} phase begins."),
        "QuestRevealed": lambda: f"Quest revealed: {d['name']}.",
        "QuestDiscarded": lambda: f"Quest {name(str(d['card']))} is discarded.",
        "RaidBegan": lambda: f"The company raids {name(str(d['site']))}: "
                             f"{_count(d['attacks'], 'automatic-attack')}, each stronger.",
        "RaidAttackDefeated": lambda: f"{d['attack']} is defeated in the raid.",
        "RescuePrisonersPlayed": lambda: f"Rescue Prisoners is played at {n('site')}: "
                                         "Spiders attack the company.",
        "RescuePrisonersDiscarded": lambda: f"Rescue Prisoners is discarded: {d['reason']}.",
        "CardHeld": lambda: f"{n('character')} holds {n('card')} until it is stored.",
        "CardStored": lambda: f"{n('character')} stores {n('card')} at {n('site')}.",
        "AndurilJoined": lambda: f"Andúril is placed with {n('narsil')}, borne by "
                                 f"{n('character')}.",
        "SkillGained": lambda: f"{n('character')} gains the {d['skill']} skill ({n('card')}).",
        "ItemRetrieved": lambda: f"{n('character')} takes back {n('card')} from the discard "
                                 f"pile ({n('by')}).",
        "NewCardPlaced": lambda: f"{d['name']}, of {d['file']}, goes in the {d['deck']} deck.",
        "RaidEnded": lambda: f"The raid on {name(str(d['site']))} "
                             + (f"is won: {d['points']} MP." if d["won"] else "fails."),
        "BattlesDealt": lambda: f"The Battles of {d['file']} go in the Quest deck: "
                                + ", ".join(str(b["name"]) for b in d["battles"]) + ".",
        "BattleBegan": lambda: f"{d['name']} is fought at {n('site')} with "
                               + (", ".join(name(str(f)) for f in d["factions"]) or "no faction")
                               + f": {_count(d['attacks'], 'attack')} no resource cancels.",
        "BattleAttackBegan": lambda: f"{d['attack']} attacks.",
        "BattleAttackOvercome": lambda: f"{d['attack']} is overcome.",
        "BattleEnded": lambda: f"{d['name']} "
                               + (f"is won: {d['points']} MP." if d["won"] else "is lost."),
        "RegionDefended": lambda: f"{d['region']} is Defended: attacks there have a strike "
                                  "fewer (not below 2) and -1 prowess.",
        "CasualtyRolled": lambda: f"Casualty roll for {n('faction')}: {d['check']['total']}, "
                                  + ("the faction is lost." if d["removed"]
                                     else "the faction holds."),
        "CharacterPlayed": lambda: f"{d['name']} comes into play.",
        "MovementPlanned": lambda: (
            _capital(company_words(members, d.get("company") or running)
                     if d.get("company") or running else "the company")
            + (" will stay where it is." if d.get("destination") is None else
               f" sets out for {name(str(d['destination']))} "
               f"({count(len(d['path']), 'region')}).")),
        "CompanySplit": lambda: _split(d, name, members),
        "CompaniesJoined": lambda: f"{_capital(company('joined'))} joins {company('company')}"
                                   f" at {name(str(d['site']))}.",
        "CompanyChoiceAwaited": lambda: _capital(and_list([
            company_words(members, c) for c in d["companies"]])) + " still have their "
            f"{d['phase']} phase: the player chooses which goes next.",
        "CompanyChosen": lambda: f"{_capital(company('company'))} goes next ({d['phase']} "
                                 "phase).",
        "CompanyActivated": lambda: f"{_capital(company('company'))} takes its {d['phase']} "
                                    "phase.",
        "HandCardsAwaited": lambda: f"Before the hazards of {company('company')} are drawn, "
                                    "the player may play " + and_list(
                                        [name(str(c)) for c in d["cards"]]) + " for it.",
        "HazardRevealed": lambda: f"Hazard revealed: {d['name']}.",
        "HazardDiscarded": lambda: f"{name(str(d['card']))} is discarded: {d['reason']}.",
        "HazardLeftPlay": lambda: f"{name(str(d['card']))} leaves play with {d['name']}, "
                                  "the character it was played on.",
        "StrikeResolved": lambda: f"{name(str(d['character']))} rolls"
                                  + _fought_with(d, name) + ": "
                                  f"{_strike_sum(d)}, against the "
                                  f"strike's {d['strike_prowess']}: "
                                  + strike_outcome(name(str(d["character"])), d["result"])
                                  + ".",
        "BodyChecked": lambda: f"Body check for {name(str(d['character']))}: {body_roll(d)}, "
                               + (creature_discards.body_checked(named, d)
                                  or f"{'eliminated' if d['eliminated'] else 'survives'}."),
        "AttackBodyChecked": lambda: f"Body check for {d['attack']}: {d['roll']} against body "
                                     f"{d['body']}, "
                                     f"{'defeated' if d['defeated'] else 'not defeated'}.",
        "ItemPassed": lambda: f"{name(str(d['item']))}{copy(closed=True)} passes from "
                              f"{name(str(d['origin']))} to {name(str(d['to']))}.",
        "QuestRolled": lambda: f"Rolled {d['check']['total']} for a new quest "
                               f"({d['check']['target']} or more draws one): "
                               f"{'a quest is drawn' if d['draws'] else 'none'}.",
        "LongEventRolled": lambda: f"Rolled {d['check']['total']} for a hazard long-event "
                                   f"({d['check']['target']} or more plays one): "
                                   f"{'one is played' if d['plays'] else 'none'}.",
        "CharacterEliminated": lambda: f"{d['name']} is lost: {d['reason']}"
                                       f"{_PILES.get(str(d.get('to')), '')}.",
        "CompanyArrived": lambda: f"The company arrives at {d['name']}.",
        "SiteEncounter": lambda: f"Site encounter ({type_name(d['table'])}, rolled "
                                 f"{_encounter_roll(d)}): {d['row']}.",
        "InnEncounter": lambda: f"{str(d['table']).title()} encounter (rolled {d['roll']}): "
                                f"{d['row']}.",
        "DragonEncounter": lambda: f"Dragon encounter (rolled {d['roll']}): {d['row']}.",
        "TerrorRolled": lambda: f"{n('character')} rolls {d['check']['total']} against terror "
                                f"({d['check']['target']} or more flees): "
                                f"{'flees in terror' if d['terrified'] else 'stands'}.",
        "QuestTaken": lambda: f"{name(str(d['character']))} takes {d['name']}.",
        "LongEventPlayed": lambda: f"Long-event in play: {d['name']} ({d['side']}).",
        "PlayerRuling": lambda: f"Player ruling: {d['name']} is declared to have the effect: "
                                + declared_words(str(d['effect']), int(d.get("amount") or 0),
                                                 name(str(d['target'])) if d.get("target")
                                                 else None) + ".",
        "HazardEffectApplied": lambda: f"{d['name']} takes effect: "
                                       + declared_words(str(d['effect']),
                                                        int(d.get("amount") or 0),
                                                        name(str(d['target']))
                                                        if d.get("target") else None)
                                       + (f": {d['why']}." if d.get("why") else "."),
        "HazardEffectAwaited": lambda: f"{name(str(d['card']))} is played on "
                                       f"{name(str(d['target']))}: declare its effect.",
        "DiscardAwaited": lambda: f"Discard {_count(d['count'], 'card')} down to the hand "
                                  f"limit of {d.get('size', HAND_SIZE)}.",
        "StrikeAssignmentOpened": lambda: f"The strikes of {d['attack']['name']} go one to "
                                          "each character it strikes." if d.get("each") else
                                          "The defender assigns strikes to untapped "
                                          "characters.",
        "LongEventEffectAwaited": lambda: f"{d['name']} is in play until the end of the "
                                          "turn: declare its effect.",
        "GameEnded": lambda: f"The game ends: {d['outcome']} ({d['reason']}).",
        "GameStarted": lambda: f"A game of The Road Goes Ever On begins (seed {d.get('seed')})"
                               + _battles_told(d.get("setup"))
                               + setup_told.told(d.get("setup"), name),
        "TurnEnded": lambda: f"Turn {d['turn']} ends.",
        # -- the random draws every game records --
        "DeckShuffled": lambda: f"The {d['deck']} deck is shuffled "
                                f"({_count(len(d['cards']), 'card')}).",
        "RandomPicked": lambda: _mode_picked(d) or f"{_picked(d['chosen'], name)} is picked at "
                                f"random for {named_types(str(d['purpose']))}.",
        "DiceRolled": lambda: "Rolled " + " + ".join(str(v) for v in d["values"])
                              + f" = {d['total']} for {named_types(str(d['purpose']))}.",
        # -- movement and the hazard pile --
        "NoPlayerDraw": lambda: f"The company stays at {n('site')}: no cards drawn.",
        "HazardLimitSet": lambda: f"Hazard limit this turn: {d['limit']} (pile of {d['pile']}"
                                  + (f", {int(d['long_events']):+d} from long-events"
                                     if d.get("long_events") else "")
                                  + (", lowered by " + ", ".join(
                                      # a card played (Fair Travels), or a discard's clause
                                      name(str(s)) or f"a discard ({s})" for s in d["eased_by"])
                                     if d.get("eased_by") else "") + ").",
        "HazardLimitEased": lambda: ("" if d.get("played") else "A discard for ")
                                    + f"{d['by']} lowers the hazard limit by "
                                    f"{d['reduction']}.",
        "HazardLimitChanged": lambda: f"{n('card')} changes the hazard limit by "
                                      f"{int(d['delta']):+d}"
                                      + (f": {d['why']}." if d.get("why") else "."),
        "HazardKeyed": lambda: f"{n('card')} is keyed to {named_types(str(d['place']))}"
                               + (f" by {n('hazard_card')}" if d.get("hazard_card") else "")
                               + ".",
        "HazardEventPlayed": lambda: f"Hazard event {d['name']} is played"
                                     + (f" on {n('target')}" if d.get("target") else "")
                                     + (" (counts against the hazard limit)." if d["counted"]
                                        else " (does not count against the hazard limit)."),
        "HazardPlacedOnCharacter": lambda: f"{n('card')} is placed on {n('character')}"
                                           + (f" ({_count(d['corruption'], 'corruption point')})"
                                              if d.get("corruption") else "") + ".",
        "NextAttackStrengthened": lambda: f"{n('card')}: the next attack gets "
                                          f"{_bonus(d.get('strikes'), d.get('prowess'))}.",
        "HazardOnGuard": lambda: f"{n('card')} is placed on-guard at {n('site')}.",
        "NoOnGuardAtHaven": lambda: f"Nothing may be placed on-guard at {n('site')}, a haven.",
        "OnGuardRevealed": lambda: f"The on-guard card at {n('site')} is revealed: "
                                   f"{n('card')}.",
        "OnGuardNotRevealed": lambda: f"The on-guard card at {n('site')} stays face down: "
                                      f"{d['reason']}.",
        "OnGuardReturned": lambda: "On-guard cards not revealed go back on top of the hazard "
                                   f"deck: {_names(d['cards'], name)}.",
        "ItemLossAwaited": lambda: f"{n('character')} was robbed: name the item lost.",
        "HazardsReturned": lambda: "Unplayed hazards go back on top of the hazard deck: "
                                   f"{_names(d['cards'], name)}.",
        "LongEventEffect": lambda: f"{d['name']} takes effect: {_long_event(d)}.",
        "LongEventCancelled": lambda: f"{n('by')} cancels the long-event {d['name']}.",
        "LongEventsDiscarded": lambda: "Long-events discarded"
                                       + (" at the end of the turn" if fact.rule == "RGO-LONG-4"
                                          and "kept" not in d else "")
                                       + f": {_names(d['cards'], name)}"
                                       + (f" ({_names(d['kept'], name)} stay)" if d.get("kept")
                                          else "") + ".",
        "LongEventsKept": lambda: f"{n('card')} keeps the hazard long-events in play past the "
                                  f"end of the turn: {_names(d['cards'], name)}.",
        "CardsDiscarded": lambda: f"Discarded {_names(d['cards'], name)}.",
        # -- attacks and strikes --
        "AttackModified": lambda: f"{d['attack']} gets {_bonus(d['strikes'], d['prowess'])} "
                                  f"({d['note']}"
                                  + (f": {_names(d['cards'], name)}" if d.get("cards") else "")
                                  + ").",
        "AttackDeclared": lambda: _attack(d["attack"])
                                  + (f", keyed to {named_types(str(d['keyed_to']))}"
                                     if d.get("keyed_to") else "")
                                  + (" (detainment)" if d.get("detainment") else "") + ".",
        "StrikeAssigned": lambda: f"A strike of {d['attack']} is assigned to "
                                  f"{n('character')}.",
        "CharacterStateChanged": lambda: f"{n('character')} is {d['state']}"
                                         + (f" by {n('hazard_card')}" if d.get("hazard_card")
                                            else "")
                                         + (f" ({d['reason']})" if d.get("reason") else "")
                                         + ".",
        "AttackEnded": lambda: f"{d['attack']} is "
                               + ("defeated." if d["defeated"] else "not defeated."),
        "MarshallingPointsGained": lambda: f"{_count(d['points'], 'marshalling point')} for "
                                           + {"kill": "defeating ", "faction": "recruiting "}
                                           .get(str(d["kind"]), "")
                                           + f"{d['name']}.",
        "BreathFaced": lambda: f"{n('character')} faces the dragon's breath with body "
                               f"{d['body']}.",
        "NoFieryBreath": lambda: f"{d['attack']} does not breathe fire.",
        "DragonDefeated": lambda: f"{d['dragon']} is defeated: "
                                  + (", ".join(name(str(c)) for c in d["removed"]) or "nothing")
                                  + f" leaves the game with it; {d['lair']} falls quiet.",
        "AutomaticAttackGone": lambda: f"{name(str(d['site']))} makes no {d['race']} "
                                       f"attack: {d['reason']}.",
        "MovementTurnedBack": lambda: f"{d['name']} turns the company back: it stays at "
                                      f"{name(str(d['origin']))} and does not reach "
                                      f"{name(str(d['destination']))} this turn.",
        "UnderDeepsMoveRolled": lambda: f"{d['roll']} against {d['needed']} leaving "
                                        f"{name(str(d['origin']))}: "
                                        + ("the company sets out." if d["arrived"] else
                                           "the company stays where it was."),
        "LostTreasureDeclared": lambda: f"{name(str(d['card']))} is a lost treasure of "
                                        f"{name(str(d['site']))}.",
        "ItemStored": lambda: f"{name(str(d['character']))} stores {d['name']} at "
                              f"{name(str(d['site']))}: {d['points']} MP.",
        "LandsQuieted": lambda: f"{d['name']}, with Gates of Morning in play: "
                                + (f"region {d['region']} of the site path is treated as a "
                                   "Wilderness" if d.get("region") else
                                   f"{name(str(d['site']))} is treated as a Ruins & Lairs")
                                + " for the hazards until the end of the turn.",
        "SitePathTreated": lambda: (f"{d['name']}, with {name(str(d['character']))}, as with "
                                    "Gates of Morning" if d.get("character") else
                                    f"{d['name']}, with Gates of Morning in play"
                                    if d.get("gates") else
                                    f"{d['name']}, with Doors of Night in play")
                                   + ": the site path is treated as "
                                   f"{type_names(d['treated'])} for the hazards.",
        "FollowerTaken": lambda: _follower_taken(fact, named),
        "FollowerReleased": lambda: _follower_released(fact, named),
        "FollowerUncontrolled": lambda: _follower_uncontrolled(fact, named),
        "LostTreasureStored": lambda: f"{name(str(d['character']))} stores "
                                      f"{d['name']}, a lost treasure: the hand holds "
                                      f"{d['hand_size']} more.",
        "TrapsFaced": lambda: f"{n('character')} faces the traps: {d['total']} against "
                              f"{d['threshold']}, "
                              + ("caught (body check)." if int(d["total"]) <= int(d["threshold"])
                                 else "escaped."),
        "CorruptionChecked": lambda: f"Corruption check for {n('character')}"
                                     + (f" (asked by {n('asked_by')})" if d.get("asked_by")
                                        else "") + ": rolled "
                                     + _corruption_roll(d)
                                     + f" against {d['corruption_points']} corruption "
                                     f"point(s), {d['result']}.",
        # -- the site phase --
        "SanctuaryKept": lambda: f"At {n('site')}: {d['note']}.",
        "NoSiteEncounter": lambda: f"{n('site')} is a {type_name(d['site_type'])}: no "
                                   "encounter roll.",
        "SiteAttacksQueued": lambda: "Attacks to face at the site: "
                                     + ", ".join(str(a["attack"]["name"]) if a.get("attack")
                                                 else "a creature from the hazard deck"
                                                 for a in d["attacks"]) + ".",
        "SiteAttackBegan": lambda: f"{d['attack']['name']} comes at the company."
                                   if d.get("attack")
                                   else "An Agent comes at the company at its home."
                                   if d.get("kind") == "agent"
                                   else "A creature from the hazard deck comes out of the "
                                        "Under-deeps.",
        "NoAttacker": lambda: f"No creature can attack at {n('site')}.",
        "SiteExplored": lambda: f"{n('site')} has been explored.",
        "SiteTapped": lambda: f"{n('site')} is tapped.",
        "SiteUntapped": lambda: f"{n('site')} is untapped.",
        "SiteClosed": lambda: f"{n('site')} is closed to the company this time.",
        "TappingOffered": lambda: (
            f"{d['row']}: {n('site')}'s automatic-attack is faced unless " if d.get("otherwise")
            else f"{d['row']}: {n('site')} may be tapped this turn only if ")
            + "one of " + ", ".join(named(c) for c in d["characters"])
            + " taps; choose who, or no one.",
        "ItemTransferOffered": lambda: f"{n('character')} goes back to the hand: one of his "
                                       "items (" + ", ".join(
                                           named(copy_of(str(i))[0]) for i in d["items"])
                                       + ") may pass to " + " or ".join(
                                           named(c) for c in d["to"])
                                       + "; choose which, or none.",
        "ItemTransferChosen": lambda: f"{n('item')}{copy()} is chosen to pass to {n('to')}."
                                      if d.get("item") else "No item is chosen to pass.",
        "TappingChosen": lambda: f"{n('character')} taps." if d.get("character")
                                 else "No one taps.",
        "EncounterRollsOffered": lambda: f"Two {d['table']} rolls at {n('site')}: "
                                         + " or ".join(f"{r} ({row})" for r, row
                                                       in zip(d["rolls"], d["rows"], strict=True))
                                         + "; choose one.",
        "EncounterRollChosen": lambda: f"The {d['table']} roll of {d['roll']} is chosen.",
        "HomeRollsUsed": lambda: f"{n('character')} is at home: two encounter rolls to "
                                 "choose from.",
        "NothingHappens": lambda: f"{d['row']}: nothing happens.",
        "NothingToUse": lambda: f"{d['row']}: nothing in play it could act on.",
        "EncounterNotPlayed": lambda: f"{d['row']}: no play for {d['effect']!r}; nothing "
                                      "happens.",
        "EncounterOffered": lambda: f"{d['row']}: the company may "
                                    + _OFFERS.get(str(d["offer"]), str(d["offer"]))
                                    .format(amount=int(d.get("amount") or 0)) + ".",
        "OfferUsed": lambda: f"The {d['offer']} offer is used"
                             + (" (in part)." if d.get("partly") else "."),
        "BenefitGranted": lambda: f"{d['row']} at {n('site')}: on turn {d['turn']}, "
                                  + _BENEFITS.get(str(d["benefit"]), str(d["benefit"]))
                                  .format(amount=int(d.get("amount") or 0)) + ".",
        "SkillTokenGained": lambda: f"{n('character')} trains: now "
                                    f"{_count(d['tokens'], 'skill token')}.",
        "AbilityUsed": lambda: f"{d['ability']}.",
        "ResourcePlayed": lambda: f"{d['name']} is played"
                                  + (f" on {n('target')}" if d.get("target") else "")
                                  + (" for its strike." if d.get("strike") else "."),
        "AttackCanceled": lambda: f"{d['attack']} is canceled ({d['by']}).",
        "LuckySearchMade": lambda: f"Lucky Search: {n('character')} turns over "
                                   + ", ".join(name(str(c)) for c in d["revealed"])
                                   + (f" and takes {n('card')}." if d.get("card")
                                      else ": no item."),
        "StrikesFailRolled": lambda: f"{d['name']}: {n('wizard')} rolls: dice {d['roll']}, "
                                     f"prowess {d['prowess']:+d}, total {d['total']}, against "
                                     "the prowess "
                                     f"{d['attack_prowess']} of {d['attack']}: "
                                     + ("every strike fails." if d["failed"]
                                        else "the attack goes on."),
        "AttackStrikesSet": lambda: f"{d['by']}: {d['attack']} has "
                                    f"{_count(d['strikes'], 'strike')} (was {d['was']}).",
        "StrikeRollChosen": lambda: f"{n('card')}: {n('character')} rolls {d['rolls'][0]} and "
                                    f"{d['rolls'][1]} and keeps {d['chosen']}.",
        "InfluenceRollChosen": lambda: f"{n('card')}: rolls {d['rolls'][0]} and {d['rolls'][1]} "
                                       f"to influence and keeps {d['chosen']}.",
        "ThoroughSearchMade": lambda: f"{n('character')} searches {n('site')}: another "
                                      "character of the company may play an item here "
                                      "without tapping the site.",
        "CharacterJoinedAttack": lambda: f"{n('character')} comes from {name(str(d['site']))} "
                                         f"to face {d['attack']}.",
        "SpellTakenBack": lambda: f"Saruman takes {d['name']} back into hand.",
        "CreatureAttackCanceled": lambda: f"{n('character')} taps to cancel one of the attacks "
                                          f"of {d['attack']}.",
        "AttackHeld": lambda: f"The strike of {d['attack']} on {n('character')} waits: "
                              "the defender may still tap a character to cancel the attack.",
        "ItemToGiveUpNamed": lambda: f"Should {d['attack']} take an item, the company gives "
                                     f"up {d['name']}{copy()}.",
        "StrikeCancelSet": lambda: f"{d['name']} taps to cancel the strike of {d['attack']} "
                                   f"on {n('character')}.",
        "StrikeCanceled": lambda: f"The strike of {d['attack']} on {n('character')} is "
                                  f"canceled ({d['by']}).",
        "CorruptionCheckBonus": lambda: f"{d['name']}: {d['amount']:+d} to the next corruption "
                                        f"check of {n('character')} this turn.",
        "CharacterBolstered": lambda: f"{n('card')}: {n('character')} has {int(d['amount']):+d} "
                                      f"{WORDS[str(d['stat'])]} for the rest of the turn.",
        "AttacksWeakened": lambda: f"{d['name']}: every attack on the company has "
                                   f"{int(d['prowess']):+d} prowess this turn.",
        "CreaturesStrengthened": lambda: f"{d['name']}: hazard creatures attacking the company "
                                         f"have {int(d['prowess']):+d} prowess this turn.",
        "CreaturesPrevented": lambda: f"{d['by']}: no hazard creature attacks the company "
                                      "this turn.",
        "CreatureKeyingLimited": lambda: f"{d['name']}: {KEYING_TEXT[str(d['limit'])]}",
        "FellowshipFormed": lambda: "Fellowship: " + ", ".join(name(str(c)) for c in d["members"])
                                    + " have +1 prowess and +1 to corruption checks while the "
                                      "company keeps together.",
        "FellowshipDiscarded": lambda: f"Fellowship is discarded: {d['reason']}.",
        "ResourceEnvironmentInPlay": lambda: f"{d['name']} stays in play.",
        "ResourceEnvironmentDiscarded": lambda: f"{n('by')} discards {n('card')}.",
        "HazardLongEventDiscarded": lambda: f"{n('by')} discards the long-event {d['name']}.",
        "LongEventNotPlayed": lambda: f"The long-event {d['name']} is discarded: "
                                      f"{d['reason']}.",
        "GreatShipBoarded": lambda: "Great Ship: while the company's site path keeps to the "
                                    "coast, a character of it may tap to cancel a hazard "
                                    "creature's attack this turn.",
        "GreatRoadTaken": lambda: f"{d['name']}: the new site's hazard draw counts twice, and "
                                  f"the company may go back to {n('haven')} as its turn ends.",
        "CharactersDetained": lambda: f"{n('faction')} detain {_names(d['characters'], name)} "
                                      f"at {n('site')}.",
        "CharactersFreed": lambda: f"{n('faction')} let {_names(d['characters'], name)} go "
                                   f"({d['how']}).",
        "FactionTapped": lambda: f"{n('faction')} are tapped: {d['use']}.",
        "AllyTapped": lambda: f"{n('ally')} is tapped: {d['use']}.",
        "AllyWounded": lambda: f"{n('ally')} is wounded by {d['attack']}.",
        "HazardCancelOffered": lambda: f"{_names(d['allies'], name)} may cancel "
                                       f"{n('card')}.",
        "HazardCancelDeclined": lambda: f"{n('card')} is not canceled.",
        "ItemTapped": lambda: f"{n('character')} taps {d['name']}.",
        "AttackWeakened": lambda: f"{d['attack']} gets {d['prowess']:+d} prowess and "
                                  f"{d['body']:+d} body ({d['by']}).",
        "AllyDiscarded": lambda: f"{n('ally')} leaves the company"
                                 + (", as his card says" if d.get("ally_card") else "")
                                 + f" ({d['reason']}).",
        "StaysUntapped": lambda: f"{n('character')} will face the strike without tapping "
                                 f"({d['penalty']} prowess).",
        "StrikeSupported": lambda: f"{n('character')} supports {n('target')}: "
                                   f"+{d['bonus']} against its strike.",
        "SkillTokenSpent": lambda: f"{n('character')} spends a Skill token "
                                   f"({d['cause']}): {d['tokens']} left.",
        "CourageTokenGained": lambda: f"{n('character')} takes heart: now "
                                      f"{_count(d['tokens'], 'Courage token')}.",
        "CourageTokenSpent": lambda: f"{n('character')} spends a Courage token "
                                     f"({d['cause']}): {d['tokens']} left.",
        "CompanyStays": lambda: f"The company stays where it is ({d['reason']}).",
        "CardTakenToHand": lambda: f"{n('card')} is taken into hand from the {d['source']} "
                                   "pile.",
        "TopCardSeen": lambda: f"The top card of the {d['deck']} deck is {d['name']}.",
        "CardsSeen": lambda: f"{n('by')} shows the top of the "
                             f"{'hazard' if d.get('deck') == 'hazard' else 'play'} deck: "
                             f"{', '.join(name(str(c)) for c in d['cards'])}.",
        "EnvironmentDiscarded": lambda: f"{n('by')} discards {n('card')}.",
        "OnGuardCardSeen": lambda: f"The card on guard at {n('site')} is {d['name']}.",
        "CharacterReturnedToHand": lambda: f"{d['name']} goes back to the hand.",
        "CharacterKept": lambda: f"{n('by')} keeps {d['name']} in play at the Haven "
                                 f"({d['instead']}).",
        "GoingHomeRolled": lambda: f"{n('character')} rolls {d['roll']} + {d['unused_influence']}"
                                   f" unused general influence against {name(str(d['card']))}"
                                   f" ({d['needed']} to stay): "
                                   f"{'goes home' if d['home'] else 'stays'}.",
        "FactionDispersalRolled": lambda: f"{n('faction')}: {d['roll']} + "
                                          f"{d['unused_influence']} unused general influence "
                                          f"against {name(str(d['card']))} ({d['needed']} to "
                                          "stay): "
                                          f"{'dispersed' if d['dispersed'] else 'stays'}.",
        "HazardEffectInForce": lambda: f"{name(str(d['card']))} "
                                       + ("waits in play" if d['effect'] == LURE_OF_POWER else
                                          "holds until the end of the turn on "
                                          + (name(str(d['target'])) or _target(d, members)))
                                       + ": " + in_force_words(
                                           str(d['effect']), str(d['card']), int(d['amount']),
                                           name(str(d['target'])) or THE_COMPANY,
                                           name(str(d['target'])), str(d.get('site_type', '')))
                                       + ".",
        "HazardEffectEnded": lambda: f"{n('by')} made its check: {name(str(d['card']))} leaves "
                                     "play." if d['effect'] == LURE_OF_POWER else
                                     f"{n('by')} taps: {name(str(d['card']))} no longer holds.",
        "EnvironmentInPlay": lambda: f"{d['name']} stays in play.",
        "LongEventNotDuplicated": lambda: f"{d['name']} is in play already: this copy adds "
                                          "nothing.",
        "SongSought": lambda: f"{d['name']} brings {n('song')} from the {d['pile']} pile.",
        "SongSung": lambda: f"{d['name']} is sung ({d['effect']}"
                            + (f" on {n('character')})." if d.get("character") else ")."),
        "SongReturnedToDeck": lambda: f"Annalena keeps {n('card')}: it goes back into the "
                                      "draw deck.",
        **_agent_lines(d, n, name),
        # ``roll`` counts the modifier already: the dice's total is what the line starts from.
        "HazardRemovalRolled": lambda: f"{n('character')} tries to remove {n('card')}: rolled "
                                       + (check_sum(d["check"]) if d.get("check") else
                                          f"{int(d['roll']) - int(d['modifier'])} "
                                          f"{int(d['modifier']):+d} = {d['roll']}")
                                       + f", needing {d['needed']}: "
                                       + ("removed." if d["removed"] else "it stays."),
        "CorruptionCardRemoved": lambda: f"{n('card')} is removed from {n('character')}.",
        "UntapAwaited": lambda: "Before the untap: a bearer at a Haven may try to remove "
                                + ", ".join(name(str(c)) for c, _ in d["pairs"])
                                + " instead of untapping or healing.",
        "BalanceChoiceAwaited": lambda: "The Balance of Things: choose the source of "
                                        "corruption each of "
                                        + ", ".join(name(str(c)) for c in d["characters"])
                                        + " counts twice.",
        "BalanceSourceChosen": lambda: f"The Balance of Things: {n('character')} counts "
                                       f"{d['name']} twice.",
        "BalanceChoiceMade": lambda: "The Balance of Things: each other character counts his "
                                     "least source twice.",
        "HazardEventCancelable": lambda: f"{d['name']} is played on the company aboard the "
                                         "Great Ship: a character may tap to cancel it.",
        "HazardEventCanceled": lambda: f"{n('character')} taps: {n('card')} is canceled "
                                       f"({d['by']}).",
        "HazardEventLetBe": lambda: f"{n('card')} takes effect.",
        "UntapForgone": lambda: f"{d['name']} tries to remove {n('card')} instead of "
                                "untapping or healing.",
        "ItemPlayed": lambda: f"{n('character')} takes {d['name']}.",
        "ItemLost": lambda: creatures.item_taken_line(d, lambda i: name(i) or i)
        or f"{n('character')} loses {d['name']}{copy()}"
        + (f" to {n('hazard_card')}" if d.get("hazard_card") else "") + ".",
        "ItemLeftPlay": lambda: creature_discards.item_left(named, d)
        or f"{n('item')}{copy(closed=True)} leaves play with {n('bearer')}: to the discard pile.",
        "GoldRingTested": lambda: f"{n('character')} has {d['name']} tested: "
                                  + (f"rolled {d['roll']}, indicating " if d["roll"] is not None
                                     else "no roll, by choice ")
                                  + (" or ".join(str(k) for k in d["kinds"]) or "no ring")
                                  + f"; {d['name']} is discarded.",
        "RingDeckSearched": lambda: "The Ring deck is searched: "
                                    + (f"{n('found')} is found" if d.get("found")
                                       else "no matching ring is found")
                                    + f" ({_count(len(d['passed']), 'ring')} passed over).",
        "RingPlayed": lambda: f"{n('character')} now bears {d['name']} ({d['kind']}) in place "
                              f"of {n('replaces')}.",
        "CharacterFound": lambda: f"{d['name']} is found.",
        "NoCharacterFound": lambda: f"No character is found at {n('site')}.",
        "SearchCanceled": lambda: f"{n('card')} cancels {d['search']}: no card is found.",
        "LuckyStrikeAwaited": lambda: f"Lucky Search: the strike on {n('character')} waits for "
                                      "the cards played on it.",
        "LuckyStrikeFaced": lambda: f"Lucky Search: {n('character')}'s strike is over.",
        "AllyPlayedFromDeck": lambda: f"The ally {d['name']} joins the company.",
        "PermanentEventPlayedFromDeck": lambda: f"{d['name']} is played from the deck, a "
                                                "permanent-event in play.",
        "QuestCardSearched": lambda: f"{n('character')} searches out {d['name']}.",
        # -- quests and the Free Council --
        "QuestDeckEmpty": lambda: "The quest deck is empty: no new quest.",
        "FactionInfluencedAutomatically": lambda: f"{n('character')} brings {n('card')} "
                                                  f"into play with no roll ({d['name']}).",
        "InfluenceAttempted": lambda: f"{n('character')} influences {n('card')}: rolled "
                                      f"{d['roll']}, total {d['total']} against {d['needed']} "
                                      f"({factions.required(int(d['needed']))} or more "
                                      "needed), "
                                      + ("success." if d["succeeded"] else "failure."),
        "FreeCouncilCalled": lambda: f"The Free Council is called with "
                                     f"{_count(d['raw'], 'marshalling point')}.",
        "FreeCouncilOffered": lambda: "The turn is at its end: the Free Council may be called.",
    }
    line = lines.get(fact.kind)
    return line() if line else None
