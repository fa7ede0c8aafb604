"""Traitor, a hazard permanent-event, played by its text from version ``SINCE_VERSION``
(earlier versions placed it on a character of the company as a corruption card of no points,
and replay as played).

Revealed from the Hazard Pile (or on guard) it stays in play, on no character
(``EnvironmentInPlay``, counted against the hazard limit as any hazard event is, RGO-HAZ-2). It
waits for the next failed corruption check of any character: that character becomes the
traitor (``TraitorTurned``), the card is discarded (``EnvironmentDiscarded``), and once the
check's result has taken him away an attack is made at once on his company: one strike, the
traitor's prowess (with his items) plus 10, its body check +1, no body of its own and no
marshalling points. The hazard player chooses the character attacked; here the Shadow's choice
is at random among the others of the company (RGO-TARGET-2), the traitor never (when a failed
check leaves him in play, as The Ring's Betrayal's does). With no other character in the
company, or (before ``ELSEWHERE_SINCE``) when the traitor is not of the company whose phase
runs (a company waiting, as the untap phase's checks reach), no attack is made; the card is
discarded all the same. From ``ELSEWHERE_SINCE`` the attack falls on the traitor's company
wherever it is (a waiting company faces it as the running one, interjections.py). At the Free
Council's final checks no traitor is turned, the card staying in play, before
``COUNCIL_SINCE``; from it one is, his attack made at once (asking the player where he has a
choice), the council's other checks and its end waiting till it is over.

From ``interjections.AT_ONCE_SINCE`` the attack is made at once while the Hazard Pile is
revealed, before its next card, the pile going on once it is over; from
``interjections.DURING_ATTACK_SINCE`` during an attack waiting for the defender before its
strikes too (a Corpse-candle's checks, an item's or a spell's used against it), that attack set
aside till it is over (``engine.attacks_at_once``); from ``interjections.STEPS_SINCE`` amid the
untap phase's checks and those of the end of the movement/hazard phase (corruption_cards.py),
the checks still to come and the rest of the step waiting till it is over; from
``interjections.STEP_ACTS_SINCE`` amid the acts of an item played at the site, a quest taken, a
character's influence attempt (a faction taken as a quest, Old Road's) and an escape from a
faction (Greed's, Lure of Expedience's, the Wizard's Ring's, a sage's, the Iron Crown's and
Lure of Power's checks; step_checks.py), the rest of the step waiting till it is over; from
``interjections.SITE_PHASE_SINCE`` wherever the site phase goes on (an on-guard event's check,
Alatar's after an attack he joined there, a spell's that canceled an attack there or was played
on a strike of one now over, a site encounter's), before the site's next attack or the site
explored; from ``interjections.BATTLE_SINCE`` amid a Battle (a spell's check, or an
Elven ring's gift's, on a strike of one of its attacks), once that attack is over, before the
Battle's next attack or its end, and from ``interjections.EVERY_BATTLE_ATTACK_SINCE`` after any
of its attacks (Despair of the Heart's check once one is over), the Battle going on before the
game is found lost. An item stored, the Arkenstone, Andúril's untapping, a
palantír's use, a Dwarven ring's gift, Far-sight and Cracks of Doom end with their check, so
that the attack follows it at once in every version; an attack whose strikes are assigned is
resolved whole first (``engine.attacks_at_once``).

From ``ASKS_SINCE`` the attack waits for the player where he has a choice: it is queued
(interjections.py) and made once the step that failed the check is played, wherever it was
(an item stored, a hazard event declared, an item played at the site); the player may then
nominate a Brave character of the company, tapped (from abilities.WOUNDED_SINCE wounded) too,
to face its strike (``assign:<character>``, RGO-CHAR-3) or leave it to chance (``assign-rest``,
RGO-TARGET-2), and play the choices and cards of a strike; a character who is not Brave, or the
traitor himself, is refused naming why. Once it is over the game is back where it waited. Before,
the attack was resolved at once, its character picked at random, and those versions replay as
played.

From ``effect_clauses.IN_PLAY_SINCE`` each copy in play turns the traitor by its own play (the
state keeps it, ``State.environment_plays``): its ``TraitorTurned`` and ``EnvironmentDiscarded``
cite that play's clause and name it (``play``), its attack is declared under it, and the +1 to
its body checks and the refusal to nominate the traitor cite the clause the attack was declared
under (``attack_rule``). Before, each copy cited the card's last play (a second copy's, on guard,
where two were in play), and those games replay so.
From ``effect_clauses.EVERY_IN_PLAY_SINCE`` its attack's ``AttackQueued`` and ``AttackDeclared``
name that play too (``play``); before, neither did.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from domain.cards import Card
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.ruleset import Context, illegal, played_since
from domain.rulesets.road_goes_ever_on import abilities, effect_clauses, interjections
from domain.rulesets.road_goes_ever_on.permanent_hazards import comes_into_play
from domain.rulesets.road_goes_ever_on.state import State

#: The first version that plays it; earlier versions replay as played.
SINCE_VERSION = 155
#: The first version whose attack waits for the player's choices (a Brave nomination).
ASKS_SINCE = 177
#: The first version in which a failed final check at the Free Council turns a traitor, his
#: attack made at once, the council's other checks waiting (earlier: the card stayed in play).
COUNCIL_SINCE = 183
#: The first version whose attack falls on the traitor's company whichever company's phase
#: runs (interjections.ITS_COMPANY_SINCE); before, only on the running company.
ELSEWHERE_SINCE = interjections.ITS_COMPANY_SINCE
#: The clause by which a Brave character may be nominated to face its strike.
BRAVE_RULE = abilities.BRAVE_CLAUSE
CARD = "TW-105"
RULE = "RGO-HAZ-2"
#: The attack's prowess over the traitor's, and its body checks' modifier.
PROWESS_OVER = 10
BODY_CHECK = 1
#: What The Road Goes Ever On's play of it leaves out ("": nothing), and its test.
MISSING = ""
COVERAGE = {CARD: (MISSING, "tests/rules/test_road_goes_ever_on_traitor.py::"
                            "test_a_traitor_turns_at_the_next_failed_check_and_attacks_his_"
                            "company")}

#: Resolves an attack on the running company now, sparing the characters named:
#: (context, attack, clause, spared).
AttackFn = Callable[[Context[State], Attack, str, tuple[str, ...]], object]


def plays(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def revealed(ctx: Context[State], hazard: Card, rule: str, counted: bool) -> bool:
    """Traitor revealed: it stays in play, on no character; False for any other card, or a
    version before ``SINCE_VERSION``."""
    if hazard.id != CARD or not plays(ctx.ruleset.played):
        return False
    return comes_into_play(ctx, hazard, rule, counted,
                           effect_clauses.as_played(ctx.ruleset.played, rule))


def waiting(ctx: Context[State]) -> bool:
    """Whether a Traitor in play waits for the next failed corruption check."""
    return plays(ctx.ruleset.played) and CARD in ctx.state.environments


def check_failed(ctx: Context[State], character: Character, company: str | None,
                 attack_now: AttackFn) -> None:
    """``character`` has failed a corruption check (his check's result already played;
    ``company``: the company he was of): each Traitor in play turns him and is discarded,
    and makes its attack on his company, from ``ELSEWHERE_SINCE`` whichever company's phase
    runs (before, on the company whose phase runs only)."""
    copies = effect_clauses.in_play_copies(ctx.state, ctx.ruleset.played, CARD) \
        if waiting(ctx) else ()
    elsewhere = interjections.on_its_company(ctx.ruleset.played)
    for play in copies:  # each copy by its own play (effect_clauses.IN_PLAY_SINCE)
        state = ctx.state
        his = state.running() if company == state.company else \
            state.waiting(company) if company is not None and elsewhere else None
        others = [c.card_id for c in (his.characters if his is not None else ())
                  if c.card_id != character.card_id]
        prowess = character.effective_prowess + PROWESS_OVER
        attacked = bool(others) and state.outcome is None
        rule = effect_clauses.of(ctx, CARD, play)
        ctx.emit("TraitorTurned", rule, card=CARD, character=character.card_id,
                 name=character.name, prowess=prowess, attack=attacked,
                 **effect_clauses.naming(play))
        ctx.emit("EnvironmentDiscarded", rule, card=CARD,
                 by=f"{character.name}'s failed corruption check",
                 **effect_clauses.naming(play))
        if attacked:
            attack = Attack(CARD, f"Traitor ({character.name})", "", 1, prowess, None)
            if asks(ctx.ruleset.played):  # made once the step is played, asking the player
                interjections.queue(ctx, attack, rule, (character.card_id,),
                                    company if elsewhere else None, named_attack(ctx, play))
            else:
                attack_now(ctx, attack, rule, (character.card_id,))


def named_attack(ctx: Context[State], play: int) -> int:
    """The play its attack names as it is queued and declared: the copy's from
    ``effect_clauses.EVERY_IN_PLAY_SINCE``, before none (0)."""
    return play if played_since(ctx.ruleset.played, effect_clauses.EVERY_IN_PLAY_SINCE) else 0


def turns_at_council(played: str) -> bool:
    return played_since(played, COUNCIL_SINCE)


def asks(played: str) -> bool:
    return played_since(played, ASKS_SINCE)


def attacker_chooses(played: str, attack: Attack) -> bool:
    """The attacker chooses whom its attack strikes (here at random), so that only a Brave
    character may be nominated (RGO-CHAR-3), from ``ASKS_SINCE``."""
    return attack.source == CARD and not attack.automatic and asks(played)


def nomination_refusal(state: State, who: str, played: str,
                       name: Callable[[str], str]) -> IllegalAction | None:
    """Why ``who`` may not be nominated to face the strike of a Traitor's attack waiting for
    the defender (None: another attack, or he may)."""
    awaited = state.awaited_strikes
    if awaited is None or not attacker_chooses(played, awaited.read_attack()):
        return None
    found = state.character(who)
    if found is None:
        return illegal(f"{name(who) or who} is not in the company attacked.", BRAVE_RULE)
    if who in awaited.spared:
        return illegal(f"{found.name} is the traitor: his own attack does not strike him.",
                       attack_rule(state, played))
    if not abilities.is_brave(found):
        return illegal(f"{found.name} is not Brave: the attacker chooses whom a Traitor's "
                       "attack strikes, and only a Brave character may be nominated.",
                       BRAVE_RULE)
    if awaited.assigned:
        return illegal("The strike of the Traitor's attack is assigned already.", BRAVE_RULE)
    return None


def body_modifiers(attack: Attack, state: State | None = None, played: str = ""
                   ) -> list[Modifier]:
    """+1 to the body check of a character a Traitor's attack wounds, by the clause of the
    card's play in the version ``played`` (``attack_rule``)."""
    if attack.source != CARD or attack.automatic:
        return []
    rule = attack_rule(state, played) if state is not None else RULE
    return [Modifier(BODY_CHECK, f"card:{CARD}", "a traitor's attack", rule)]


def attack_rule(state: State, played: str) -> str:
    """The clause what a Traitor's attack does cites (its body checks' +1, its nomination
    refused): from ``effect_clauses.IN_PLAY_SINCE`` the clause it was declared under, its own
    copy's play (``State.declared_under``); before, the card's last play's."""
    declared = state.declared_under
    if played_since(played, effect_clauses.IN_PLAY_SINCE) and declared is not None \
            and declared[0] == CARD:
        return declared[1]
    return effect_clauses.of_card(state, played, CARD)


def words(doors: bool) -> list[str]:
    """What a Traitor in play does, in words for the board (``hazards_view``; ``doors``
    unused: it acts the same with Doors of Night), read from this module's play of it."""
    return ["the next character to fail a corruption check turns traitor and the card is "
            "discarded; an attack is then made on his company: 1 strike at his prowess "
            f"{PROWESS_OVER:+d} against another of its characters, no body, no marshalling "
            f"points, {BODY_CHECK:+d} to the body check of a character it wounds"]


def narrate(kind: str, d: Mapping[str, Any]) -> str | None:
    if kind != "TraitorTurned":
        return None
    return (f"{d['name']} turns traitor: an attack of {d['prowess']} prowess is made on his "
            "company." if d["attack"] else
            f"{d['name']} turns traitor, with no one of his company left to attack.")
