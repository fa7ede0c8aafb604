"""An attack a card makes between the game's steps, wherever the game happens to be (the
Traitor's, made at once when a character fails a corruption check: traitor.py).

Such an attack may need the player (a Brave character to nominate, RGO-CHAR-3; the cards and
choices of a strike), yet the step that brought it about (an item stored, a hazard event
declared, a site's item played) goes on with no way to stop in its middle. So the card queues
the attack (``AttackQueued``), and the decision's step once played, the queued attacks are
made one by one (``QueuedAttackMade``), each as soon as the game waits on nothing else that
comes first (a hazard event's effect to declare, another attack's strikes): with nothing to
ask it is resolved at once; else it waits for the defender (``StrikeAssignmentOpened``, the
game ``interjecting``), and once it is over (``InterjectionOver``) the game is back where it
waited: the decisions it offered before are offered again, nothing of the step played twice.
An attack whose company has no one left is made on no one. From ``ITS_COMPANY_SINCE`` an attack
falls on the company it was queued for, whichever company's phase runs: a company waiting
(its phase to come, or over: the step went on to another company's) faces it as the running
one (``QueuedAttackMade`` naming it), the company whose phase runs set aside, and once the
attack is over (``InterjectionOver`` naming it) that company runs again where it was, nothing
of its phase changed; before, such an attack was made on no one, and those versions replay as
played. From ``AT_ONCE_SINCE`` an attack queued while the Hazard Pile is revealed is made at
once (:func:`at_once`), before its next card (``QueuedAttackMade`` naming what it stopped:
``resume``), and once it is over the Hazard Pile goes on; elsewhere (the untap phase's checks,
an attack's own checks, the end of the movement/hazard phase) it is still made once the step
is played. From ``DURING_ATTACK_SINCE`` an attack queued while another waits for the defender,
before its strikes (a Corpse-candle's checks of the company, an item's or a spell's used
against it), is made at once too: the attack under way is set aside where it stands
(``AttackSetAside``, naming the Corpse-candle's checks still to come) and once the queued one is
over it goes on (``AttackTakenUp``), those checks first (``engine.attacks_at_once``). From
``STEPS_SINCE`` amid the untap phase's checks and those of the end of the movement/hazard
phase (corruption_cards.py), and from ``STEP_ACTS_SINCE`` amid the acts of a site phase's or
an organization phase's step that makes checks (an item played at the site, a quest taken, an
influence attempt, an escape: step_checks.py), the rest of the step waiting till it is over.
From ``SITE_PHASE_SINCE`` wherever the site phase goes on (:func:`in_site_phase`: after an
on-guard event's check, Alatar's after an attack he joined there, a spell's that canceled an
attack there), before the on-guard card, its next attack or the site explored, the site phase
going on once it is over. From ``BATTLE_SINCE`` amid a Battle (:func:`in_battle`): once one of
its attacks that waited for the defender is over, before the next is declared or the Battle
concluded, the Battle going on once it is over; from ``EVERY_BATTLE_ATTACK_SINCE`` after any of
its attacks, one it fought whole asking nothing too.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from domain.engine import attacks_at_once
from domain.engine.combat import Attack
from domain.immutable import replace
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on import effect_clauses
from domain.rulesets.road_goes_ever_on.state import Queued, State

#: The first version in which a queued attack falls on its company wherever it is; earlier
#: versions made it on no one once another company's phase ran, and replay as played.
ITS_COMPANY_SINCE = 180
#: The first version in which a queued attack is made at once where the step that queued it
#: can stop and go on once it is over (the Hazard Pile, before its next card: ``HAZARDS``);
#: earlier versions made it once the step was played, and replay as played.
AT_ONCE_SINCE = 181
#: The first version in which a queued attack is made at once during an attack waiting for
#: the defender before its strikes, that attack set aside till it is over; earlier versions
#: made it once that attack was over, and replay as played.
DURING_ATTACK_SINCE = 182
#: What goes on once an attack made at once is over: the Hazard Pile's next card, or the
#: Free Council's final checks (traitor.COUNCIL_SINCE).
HAZARDS = "hazards"
COUNCIL = "council"
#: The first version in which a queued attack is made at once amid the untap phase's checks
#: and those of the end of the movement/hazard phase (``UNTAP_CHECKS``, ``MOVEMENT_END``), the
#: checks still to come and the rest of the step going on once it is over; earlier versions
#: made it once the step was played, and replay as played.
STEPS_SINCE = 184
UNTAP_CHECKS = "untap-checks"
MOVEMENT_END = "movement-end-checks"
#: The first version in which a queued attack is made at once amid the acts of a site phase's
#: or an organization phase's step that makes checks (an item played at the site, a quest
#: taken, an influence attempt, an escape: ``STEP_ACTS``; step_checks.py), the rest of the step
#: going on once it is over; earlier versions made it once the step was played, and replay as
#: played.
STEP_ACTS_SINCE = 185
STEP_ACTS = "step-acts"
#: The first version in which a queued attack is made at once amid the site phase
#: (``SITE_PHASE``): wherever it goes on (the site's encounter rolled, an on-guard event played
#: or its effect declared, an attack at the site over or canceled), before the on-guard card
#: is revealed, before each attack still to face and before the site is explored, the site
#: phase going on once it is over; earlier versions made it once the step was played, the
#: site phase going on first, and replay as played.
SITE_PHASE_SINCE = 186
SITE_PHASE = "site-phase"
#: The first version in which a queued attack is made at once amid a Battle (``BATTLE``):
#: once one of its attacks is over, before its next attack is declared or the Battle is
#: concluded, the Battle going on once it is over; earlier versions declared the next attack
#: first (and set it aside for the queued one) or concluded the Battle, and replay as played.
BATTLE_SINCE = 188
BATTLE = "battle"
#: The first version in which a queued attack is made before each of a Battle's next
#: attacks and before its end whatever the attack before it (one that asked the defender
#: nothing, fought whole by the Battle itself: a check failed once it is over), and the Battle
#: goes on before the game is found lost once it is over; 188 made it only after an attack
#: that waited for the defender, and could go on with no character left; 1 to 188 replay as
#: played.
EVERY_BATTLE_ATTACK_SINCE = 189
#: The note of a queued attack over once the defender played it, which its line says once.
WAITED = "the game goes on where it waited"

#: Resolves an attack on the running company, asking the defender first where he has a
#: choice (None: the game waits for him): (context, attack, clause, spared, the play of the
#: copy of the card making it, 0 for none).
Make = Callable[[Context[State], Attack, str, tuple[str, ...], int], bool | None]


def queue(ctx: Context[State], attack: Attack, rule: str, spared: tuple[str, ...],
          company: str | None = None, play: int = 0) -> None:
    """Queue ``attack`` on ``company`` (the running one where None), ``spared`` facing none
    of its strikes; ``play``: the play of the copy of the card making it, named as it is
    queued and declared (0: none)."""
    ctx.emit("AttackQueued", rule, attack=attack.to_json(), attack_rule=rule,
             spared=list(spared), company=company or ctx.state.company,
             **effect_clauses.naming(play))


def on_its_company(played: str) -> bool:
    return played_since(played, ITS_COMPANY_SINCE)


def at_once(ctx: Context[State], resume: str) -> bool:
    """From ``AT_ONCE_SINCE``, make the queued attacks now, in the middle of a step that goes
    on (``resume``) once they are over; True while one waits for the defender (or the game is
    over): the step stops here."""
    if not played_since(ctx.ruleset.played, AT_ONCE_SINCE) or not ctx.state.queued_attacks:
        return False
    from domain.rulesets.road_goes_ever_on.combat import make_interjected

    make_queued(ctx, make_interjected, resume)
    return ctx.state.interjecting or ctx.state.outcome is not None


def in_site_phase(ctx: Context[State]) -> bool:
    """From ``SITE_PHASE_SINCE``, make the queued attacks now, the site phase going on once
    they are over; True while one waits for the defender (or the game is over): the site
    phase stops here."""
    return played_since(ctx.ruleset.played, SITE_PHASE_SINCE) and at_once(ctx, SITE_PHASE)


def in_battle(ctx: Context[State]) -> bool:
    """From ``BATTLE_SINCE``, make the queued attacks now, the Battle going on once they are
    over; True while one waits for the defender (or the game is over): the Battle stops
    here."""
    return played_since(ctx.ruleset.played, BATTLE_SINCE) and at_once(ctx, BATTLE)


def every_battle_attack(played: str) -> bool:
    """Whether a queued attack is made before each of a Battle's next attacks and its end
    (``EVERY_BATTLE_ATTACK_SINCE``)."""
    return played_since(played, EVERY_BATTLE_ATTACK_SINCE)


def between_battle_attacks(ctx: Context[State]) -> bool:
    """From ``EVERY_BATTLE_ATTACK_SINCE``, :func:`in_battle` before each of the Battle's next
    attacks and its end."""
    return every_battle_attack(ctx.ruleset.played) and in_battle(ctx)


def blocked(state: State) -> bool:
    """Whether the game waits on something that comes before a queued attack: the end of the
    game, another attack, a hazard event's effect or its cancel, a long-event's effect, the
    item a character sent home passes, a corruption check waiting for helpers."""
    return state.outcome is not None or state.interjecting or any(
        w is not None for w in (state.awaited_strikes, state.awaited_event,
                                state.awaited_long, state.hazard_cancel,
                                state.awaited_ship_event, state.awaited_balance,
                                state.awaited_transfer, state.awaited_check)) \
        or bool(state.awaited_untap)


def at_steps(played: str) -> bool:
    """Whether a queued attack is made at once amid a step's checks (``STEPS_SINCE``)."""
    return played_since(played, STEPS_SINCE)


def amid_acts(played: str) -> bool:
    """Whether a queued attack is made at once amid a step's acts (``STEP_ACTS_SINCE``)."""
    return played_since(played, STEP_ACTS_SINCE)


def during_attack(played: str) -> bool:
    """Whether a queued attack is made at once during another (``DURING_ATTACK_SINCE``)."""
    return played_since(played, DURING_ATTACK_SINCE)


def sets_aside(state: State, played: str) -> bool:
    """Whether the attack waiting for the defender, its strikes not yet assigned, is to be
    set aside for a queued attack now: nothing else comes first, and it is no queued attack
    itself (those queued with it follow it)."""
    awaited = state.awaited_strikes
    return during_attack(played) and bool(state.queued_attacks) and awaited is not None \
        and attacks_at_once.before_strikes(awaited.assigned) and awaited.held is None \
        and not blocked(replace(state, awaited_strikes=None))


def set_aside(ctx: Context[State], checks: tuple[str, ...] = (),
              before_asking: bool = False) -> None:
    """The attack waiting for the defender set aside, ``checks`` still to come once it goes
    on; ``before_asking``: its creature's checks stopped before the defender was asked, so
    that he is asked only if he has a choice once they are made. Set aside for the first of
    them, declared waiting for helpers (check_helpers.py), rather than for an attack made at
    once, it says so (``helpers``)."""
    awaited = ctx.state.awaited_strikes
    assert awaited is not None
    helped = ctx.state.awaited_check is not None
    ctx.emit(attacks_at_once.SET_ASIDE, attacks_at_once.RULE,
             attack=awaited.read_attack().name, card=awaited.hazard,
             checks=list(checks), **({"before_asking": True} if before_asking else {}),
             **({"helpers": True} if helped else {}))


def taking_up(state: State) -> bool:
    """Whether an attack set aside goes on now: the attacks made at once are over."""
    return bool(state.set_aside) and not state.queued_attacks and state.awaited_strikes is None \
        and not blocked(state)


def make_queued(ctx: Context[State], make: Make, resume: str = "") -> None:
    """Make the queued attacks, while nothing comes first; one that waits for the defender
    stops here (:func:`over` goes on once it is over; then ``resume``, the step it stopped,
    goes on too)."""
    while ctx.state.queued_attacks and not blocked(ctx.state):
        queued = ctx.state.queued_attacks[0]
        if on_its_company(ctx.ruleset.played):
            if _made_on_its_company(ctx, make, queued, resume):
                continue
            return  # the defender is asked (``interjecting``)
        ctx.emit("QueuedAttackMade", queued.rule, attack=dict(queued.attack))
        if ctx.state.company != queued.company or not ctx.state.characters:
            ctx.emit("InterjectionOver", queued.rule, note="its company's phase is over"
                     if ctx.state.company != queued.company else "no one is left to attack")
            continue
        if make(ctx, Attack.from_json(queued.attack), queued.rule, queued.spared,
                queued.play) is None:
            return  # the defender is asked (``interjecting``)
        ctx.emit("InterjectionOver", queued.rule, note="resolved at once")


def _made_on_its_company(ctx: Context[State], make: Make, queued: Queued,
                         resume: str = "") -> bool:
    """Make a queued attack on its company, a waiting one facing it as the running one;
    False while it waits for the defender."""
    rule, attack, company = queued.rule, queued.attack, queued.company
    state = ctx.state
    found = state.running() if company == state.company else state.waiting(company)
    if found is None or not found.characters:
        ctx.emit("QueuedAttackMade", rule, attack=dict(attack))
        ctx.emit("InterjectionOver", rule, note="no one is left to attack")
        return True
    elsewhere = company != state.company
    ctx.emit("QueuedAttackMade", rule, attack=dict(attack), company=company,
             **({"site": found.site} if elsewhere else {}),
             **({"resume": resume} if resume else {}))
    if make(ctx, Attack.from_json(attack), rule, queued.spared, queued.play) is None:
        return False
    ctx.emit("InterjectionOver", rule, note="resolved at once", **_back(ctx.state))
    return True


def _back(state: State) -> dict[str, str]:
    """The company whose phase runs, set aside while another faced the attack."""
    return {} if state.interjected_from is None else {"back": state.interjected_from[0]}


def over(ctx: Context[State], make: Make) -> bool:
    """An attack is over: if it was a queued one (True), the game is back where it waited,
    and the next queued attack, if any, is made."""
    if not ctx.state.interjecting:
        return False
    resume = ctx.state.interjection_resume  # the step it stopped, if made at once
    ctx.emit("InterjectionOver", "CoE-3.v", note=WAITED, **_back(ctx.state))
    make_queued(ctx, make, resume)
    return True


#: The narration of each fact of the queue, read with the attack's name and the note.
_LINES = {"AttackQueued": "{name} is to be made as soon as nothing comes first.",
          "QueuedAttackMade": "{name} is made.",
          "InterjectionOver": "The game goes on where it waited ({note})."}


def narrate(kind: str, d: Mapping[str, Any], name: Callable[[str], str]) -> str | None:
    if kind == attacks_at_once.SET_ASIDE and d.get("helpers"):
        return (f"The attack of {d['attack']} waits, before its strikes, for the corruption "
                "check declared to be helped or rolled; "
                + ", ".join(name(str(c)) for c in d["checks"])
                + " to check corruption once it goes on.")
    set_aside_line = attacks_at_once.narrate(kind, d, name)
    if set_aside_line is not None:
        return set_aside_line
    line = _LINES.get(kind)
    attack = d.get("attack")
    if line is None:
        return None
    text = line.format(name=attack.get("name") if isinstance(attack, Mapping) else "",
                       note=d.get("note"))
    if kind == "QueuedAttackMade" and d.get("resume") == HAZARDS:
        text = text[:-1] + " at once, before the Hazard Pile's next card."
    if kind == "QueuedAttackMade" and d.get("resume") == COUNCIL:
        text = text[:-1] + " at once, the Free Council's other final checks waiting."
    if kind == "QueuedAttackMade" and d.get("resume") in (UNTAP_CHECKS, MOVEMENT_END,
                                                          STEP_ACTS):
        text = text[:-1] + " at once, the rest of the step waiting."
    if kind == "QueuedAttackMade" and d.get("resume") == SITE_PHASE:
        text = text[:-1] + " at once, the rest of the site phase waiting."
    if kind == "QueuedAttackMade" and d.get("resume") == BATTLE:
        text = text[:-1] + " at once, the rest of the Battle waiting."
    if kind == "QueuedAttackMade" and d.get("site") is not None:
        return text[:-1] + f" on the company at {name(str(d['site']))}, which faces it now."
    if kind == "InterjectionOver" and d.get("back") is not None:
        return f"The attacked company waits again; company {d['back']}'s phase goes on."
    if kind == "InterjectionOver" and d.get("note") == WAITED:
        return f"The attack is over: {WAITED}."
    return text
