"""Alatar (TW-117) as the player's Wizard, from ``SINCE``: he joins an attacked company from a
Haven (``engine.haven_joins``, as The Road Goes Ever On plays it), and his company's movement
has the hazard hand take one card fewer. The Guise has more than one company (a character
splits off in the organization phase, CoE 2.II.3.4; Saruman's forms at Isengard, GON-RING-4),
and each faces the hazard hand in turn (GON-HH-3), so he may wait at a Haven while another is
attacked.

- When a hazard creature of the hazard hand attacks another company, before any of its
  strikes is assigned, ``alatar-joins`` moves him from his company at a Haven into the
  attacked one (``CharacterJoinedAttack``), the allies he controls discarded first
  (``AllyDiscarded``, as his card says) and his followers back under general influence (a
  follower stays in his controller's company, CoE 2.II.3.2); a company he leaves empty is
  gone. He faces one of its strikes at once (``StrikeAssigned``, CoE 3.ii).
- Once that attack is over, or canceled, he taps if untapped (``CharacterStateChanged``) and
  makes a corruption check (CoE 7.1), which as the player's Wizard he may fail to the loss of
  the game (GON-WIN-9). From ``ENDED_STOPS_FROM`` nothing is played after such a loss after a
  canceled attack (``ended``): up to the version before, the creature still left play (a
  Slayer's or an Assassin's canceled by a tap: ``CreatureDiscarded``) after ``GameEnded``. The
  check's own record follows the end in every version, as after any check that loses the game
  (a Traitor waiting turned with no attack: ``TraitorTurned``).
- His company moving, the hazard hand takes one card fewer (``MovementHazardBegan``'s
  ``fewer_draws``), still at least two: it holds the most an opponent could draw (GON-HH-3),
  which his card reduces (``hobbit.character_texts.fewer_hazard_draws``, as Burglar Wants a
  Good Job's hazard hand and The Road Goes Ever On's Hazard Pile count it). A company staying
  takes its two.
- As an allied Wizard his text is ignored (GON-SETUP-5): he never joins, nor draws fewer.
  Nor does he join an automatic-attack, Rescue Prisoners' Spiders, Lucky Search's strike or a
  creature whose strikes no Wizard faces; it is refused naming why, nothing written. The
  automatic player does not call him (his company's own move stands as it was).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from domain.cards import Catalog
from domain.engine import coe, creature_scripts, haven_joins
from domain.engine.combat import defender_may_assign
from domain.errors import IllegalAction
from domain.immutable import replace
from domain.ruleset import Action, Context, played_since
from domain.rulesets.guise_of_the_necromancer import creatures
from domain.rulesets.guise_of_the_necromancer.state import Company, Fight, State
from domain.rulesets.hobbit.moves import Legal, Move

#: The first version playing his joining and his company's smaller draw (placed at landing).
SINCE = 109
ALATAR, KIND, RULE = haven_joins.ALATAR, haven_joins.KIND, haven_joins.RULE
#: The first version in which nothing more is played once his check after a canceled attack
#: has lost the game: the creature's leaving (its blades', its next attack's, The Iron Crown's
#: offer) is no longer written after ``GameEnded`` (placed at landing).
ENDED_STOPS_FROM = 112
#: Why an allied Alatar never joins.
ALLIED = "GON-SETUP-5"

Check = Callable[[Context[State], str, str], None]


def plays(played: str) -> bool:
    return played_since(played, SINCE)


def _waiting(state: State, catalog: Catalog, played: str) -> Company | None:
    """His company, at a Haven, if he may join the attack declared now."""
    fight = state.fight
    if not plays(played) or state.wizard != ALATAR or fight is None or fight.card is None \
            or not catalog.get(fight.card).is_creature or not fight.assigning \
            or fight.assigned:
        return None
    found = state.company_of(ALATAR)
    if found is None or found.id == fight.company or not catalog.get(found.location).is_haven:
        return None
    alatar = found.character(ALATAR)
    assert alatar is not None
    script = creatures.script(played, fight.card)
    if not creature_scripts.faces(script, alatar) or \
            defender_may_assign(alatar, fight.assigned, fight.attack.strikes) is not None:
        return None
    return found


def offered(state: State, catalog: Catalog, played: str) -> bool:
    """Whether the attack under way waits for him to join it (or not)."""
    return _waiting(state, catalog, played) is not None


def moves(state: State, catalog: Catalog, played: str, out: Legal) -> None:
    found = _waiting(state, catalog, played)
    if found is None or state.fight is None:
        return
    out[KIND] = (Action(KIND, haven_joins.label(catalog.get(found.location).name,
                                                state.fight.attack.name), RULE), Move(KIND))


def join(ctx: Context[State], catalog: Catalog, played: str) -> None:
    found = _waiting(ctx.state, catalog, played)
    fight = ctx.state.fight
    assert found is not None and fight is not None
    for ally, controller in ctx.state.allies:
        if controller == ALATAR:
            ctx.emit("AllyDiscarded", RULE, ally=ally,
                     reason=f"Alatar, who controls it, leaves for company {fight.company}")
    ctx.emit("CharacterJoinedAttack", RULE, character=ALATAR, company=found.id,
             site=found.location, to=fight.company, attack=fight.attack.name)
    ctx.emit("StrikeAssigned", RULE, character=ALATAR, by="defender")


def joined(state: State, d: Mapping[str, Any]) -> State:
    """``CharacterJoinedAttack``: he leaves his company (gone if empty) for the attacked one."""
    who, fight = str(d["character"]), state.fight
    left, to = state.company(str(d["company"])), state.company(str(d["to"]))
    assert fight is not None and left is not None and to is not None
    moving = left.character(who)
    assert moving is not None
    staying = tuple(c for c in left.characters if c.card_id != who)
    companies = tuple(replace(c, characters=staying) if c.id == left.id
                      else replace(c, characters=(*c.characters, moving)) if c.id == to.id
                      else c for c in state.companies)
    return replace(state, companies=tuple(c for c in companies if c.characters),
                   pending=tuple(p for p in state.pending if p != left.id or staying),
                   followers=tuple(p for p in state.followers if p[1] != who),
                   fight=replace(fight, joined=who))


def after_attack(ctx: Context[State], fight: Fight, check: Check) -> None:
    """The attack he joined is over: still in play, he taps and checks corruption."""
    if fight.joined != ALATAR or ctx.state.outcome is not None:
        return
    company = ctx.state.company_of(ALATAR)
    alatar = company.character(ALATAR) if company else None
    if alatar is None:
        return
    if alatar.untapped:
        ctx.emit("CharacterStateChanged", coe.CORRUPTION_CHECK, character=ALATAR,
                 state="tapped")
    check(ctx, ALATAR, coe.CORRUPTION_CHECK)


def ended(state: State, played: str) -> bool:
    """Whether the game has ended (his check after a canceled attack lost it) and the version
    ``played`` plays nothing more then: the cancel's paths stop where they stand."""
    return state.outcome is not None and played_since(played, ENDED_STOPS_FROM)


def refusal(state: State, catalog: Catalog, played: str, kind: str) -> IllegalAction | None:
    """Why ``alatar-joins`` is not played now (None: another action, or a version before)."""
    if kind != KIND or not plays(played):
        return None
    his = state.company_of(ALATAR)
    if his is not None and state.wizard != ALATAR:
        return IllegalAction("Alatar is an allied Wizard here: his text is ignored.",
                             clause=ALLIED)
    fight = state.fight
    return haven_joins.refusal(
        in_attacked=his is not None and fight is not None and his.id == fight.company,
        elsewhere=his is not None,
        at_haven=his is not None and catalog.get(his.location).is_haven)
