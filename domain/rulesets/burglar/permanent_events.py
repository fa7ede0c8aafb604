"""The Wizards' resource permanent-events Burglar Wants a Good Job plays by their cards from
``versions.PERMANENT_RESOURCES_FROM``, beside Rescue Prisoners (the rescue task). The
scenario's rules leave the standard rules to say how they are played (BWJ-SEQ-2, BWJ-SEQ-17:
the organization and site phases as standard); before that version each stayed in the hand
and those games replay as played. Gates of Morning, from its own version, is
``gates_of_morning``'s.

- Fellowship (``engine.fellowship``): in the organization phase at a Haven, on a company of
  four or more characters and allies (the Burglar, his Hands and their allies):
  ``play:<card>:company`` writes ``FellowshipFormed`` naming them. While the company holds
  exactly them, each character has +1 prowess against a strike and +1 to his corruption
  checks, each ally +1 prowess against a strike (named modifiers). As soon as one joins or
  leaves (a Hand played or leaving after his two turns, BWJ-HAND-3, a character discarded or
  killed, an ally played or gone) it no longer counts, and once the decision is played out
  it is discarded (``FellowshipDiscarded``). Played elsewhere, on a smaller company or a
  second time on the company, it is refused naming the card and the reason, writing nothing.
  The automatic Burglar plays it whenever it may.
- Swordmaster (``engine.swordmaster``): in the site phase, once the site is entered, on an
  untapped sage at an untapped site where Information is playable:
  ``play:<card>:warrior:<sage>`` taps him (``CharacterTapped``) and the site (``SiteTapped``)
  and gives him the warrior skill (``SkillGained``: whatever asks for a warrior then counts
  him). A sage who is a warrior by his own card uses two weapons with it, and then no shield
  (the engine's second weapon, named modifiers of his strike and body check). It cannot be
  duplicated on a character. When he leaves play it is discarded (``SkillCardDiscarded``).
  Elsewhere refused naming the card and the reason; the automatic Burglar does not play it.
"""

from __future__ import annotations

from domain.cards import Catalog
from domain.engine import coe, fellowship, swordmaster
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.errors import IllegalAction
from domain.ruleset import Context, played_since
from domain.rulesets.burglar import (
    anduril,
    gates_of_morning,
    morannon,
    moves,
    reforging,
    return_of_the_king,
    sacrifice_of_form,
    white_tree,
)
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import PERMANENT_RESOURCES_FROM
from domain.rulesets.hobbit.moves import Add, Move, information_site_problem

KIND = "fellowship"
MODE = "company"
SWORDMASTER_KIND, SWORDMASTER_MODE = "swordmaster", "warrior"
#: The clause Swordmaster is played by: a resource event played in the site phase.
SWORDMASTER_RULE = coe.SHORT_EVENT
#: Card -> what the coverage notes of it ("": nothing), its row reading scripted (Gates of
#: Morning: ``gates_of_morning``; Return of the King: ``return_of_the_king``).
COVERAGE = {fellowship.CARD: "", swordmaster.CARD: "", gates_of_morning.CARD: "",
            return_of_the_king.CARD: return_of_the_king.COVERAGE}
#: Every resource permanent-event the scenario plays by its card, with what the coverage
#: notes of it: those above and those of modules of their own (Reforging: ``reforging``, The
#: White Tree: ``white_tree``, Andúril: ``anduril``, Morannon: ``morannon``, Sacrifice of
#: Form: ``sacrifice_of_form``).
PLAYED = {**COVERAGE, reforging.CARD: reforging.COVERAGE, white_tree.CARD: white_tree.COVERAGE,
          anduril.CARD: anduril.COVERAGE, morannon.CARD: morannon.COVERAGE,
          sacrifice_of_form.CARD: sacrifice_of_form.COVERAGE}


def plays(played: str) -> bool:
    return played_since(played, PERMANENT_RESOURCES_FROM)


def members(state: State) -> tuple[str, ...]:
    """The company's characters and allies."""
    return (*(c.card_id for c in state.company), *(a for a, _ in state.allies))


def fellowship_problem(state: State, catalog: Catalog) -> str | None:
    """Why Fellowship may not be played now (None: it may)."""
    return fellowship.problem(gates_of_morning.organizing(state),
                              moves.site_of(state, catalog).is_haven, members(state),
                              bool(state.fellowship))


def moves_now(state: State, catalog: Catalog, played: str, add: Add) -> None:
    """``play:<card>:company`` for a Fellowship of the hand that may be played now."""
    if not plays(played) or fellowship.CARD not in state.hand \
            or fellowship_problem(state, catalog) is not None:
        return
    add(f"play:{fellowship.CARD}:{MODE}",
        f"Play {fellowship.NAME} on the company ({len(members(state))} characters and allies: "
        "+1 prowess, +1 to corruption checks)", fellowship.RULE,
        Move(KIND, card=fellowship.CARD, mode=MODE))


def swordmaster_problem(state: State, catalog: Catalog, sage: str) -> str | None:
    """Why Swordmaster may not be played now on ``sage`` (None: it may)."""
    where = information_site_problem(state, catalog)
    if where is not None:
        return where
    return swordmaster.sage_problem(state.character(sage), sage,
                                    (swordmaster.CARD, sage) in state.skill_cards)


def swordmaster_moves(state: State, catalog: Catalog, played: str, add: Add) -> None:
    """``play:<card>:warrior:<sage>`` for each sage it may be played on now."""
    if not plays(played) or swordmaster.CARD not in state.hand:
        return
    for who in state.company:
        if swordmaster_problem(state, catalog, who.card_id) is None:
            add(f"play:{swordmaster.CARD}:{SWORDMASTER_MODE}:{who.card_id}",
                f"{who.name} taps with {state.location} for {swordmaster.NAME} (the warrior "
                "skill)", SWORDMASTER_RULE,
                Move(SWORDMASTER_KIND, card=swordmaster.CARD, mode=SWORDMASTER_MODE,
                     target=who.card_id))


def train(ctx: Context[State], catalog: Catalog, sage: str) -> None:
    """Swordmaster played: the sage and the site tap, he gains the warrior skill."""
    site = moves.site_of(ctx.state, catalog).id
    ctx.emit("CharacterTapped", SWORDMASTER_RULE, character=sage, to=swordmaster.NAME)
    ctx.emit("SiteTapped", SWORDMASTER_RULE, site=site, by=swordmaster.CARD)
    ctx.emit("SkillGained", SWORDMASTER_RULE, card=swordmaster.CARD, character=sage,
             skill=swordmaster.SKILL)


def _second_weapon(state: State, who: Character, catalog: Catalog
                   ) -> tuple[list[Modifier], list[Modifier]]:
    """(strike, body) modifiers of a warrior by his own card's second weapon (Swordmaster)."""
    against = state.combat.attack.race if state.combat is not None else ""
    return swordmaster.weapons(who, catalog.get(who.card_id), state.skill_cards, against,
                               SWORDMASTER_RULE)


def strike_modifiers(state: State, who: Character, catalog: Catalog) -> list[Modifier]:
    """What the permanent-events in play give ``who`` against a strike: Fellowship's +1 and
    Swordmaster's second weapon."""
    return [*modifiers(state, who), *_second_weapon(state, who, catalog)[0]]


def body_modifiers(state: State, who: Character, catalog: Catalog) -> list[Modifier]:
    """Swordmaster's second weapon in ``who``'s body check, as modifiers of the check
    (negative: his body raised)."""
    return [Modifier(-m.amount, m.source, m.why, m.clause)
            for m in _second_weapon(state, who, catalog)[1]]


def refusal(state: State, catalog: Catalog, played: str, action: str) -> IllegalAction | None:
    """Why ``play:<card>:...`` of a permanent-event of the hand this module plays is refused,
    naming the card and the reason (None: another action, or a version that does not play
    it)."""
    kind, _, rest = action.partition(":")
    card, _, mode = rest.partition(":")
    versioned = {gates_of_morning.CARD: gates_of_morning.plays,
                 return_of_the_king.CARD: return_of_the_king.plays}.get(card, plays)
    if kind != "play" or card not in COVERAGE or not versioned(played) \
            or card not in state.hand or state.outcome is not None:
        return None
    if card == gates_of_morning.CARD:
        return gates_of_morning.refusal(state, mode)
    if card == return_of_the_king.CARD:
        return return_of_the_king.refusal(state, catalog, mode)
    if card == swordmaster.CARD:
        mode, _, sage = mode.partition(":")
        why = swordmaster_problem(state, catalog, sage) or (
            f"it is played as '{SWORDMASTER_MODE}', not '{mode}'"
            if mode != SWORDMASTER_MODE else None)
        return IllegalAction(f"{swordmaster.NAME} cannot be played now: {why}.",
                             clause=SWORDMASTER_RULE) if why else None
    why = fellowship_problem(state, catalog) or (
        f"it is played on the company ('{MODE}'), not '{mode}'" if mode != MODE else None)
    return IllegalAction(f"{fellowship.NAME} cannot be played now: {why}.",
                         clause=fellowship.RULE) if why else None


def form(ctx: Context[State]) -> None:
    state = ctx.state
    ctx.emit("FellowshipFormed", fellowship.RULE, card=fellowship.CARD,
             members=[c.card_id for c in state.company], allies=[a for a, _ in state.allies])


def modifiers(state: State, who: Character | str) -> list[Modifier]:
    """Fellowship's +1 to a member's strike or corruption check while the company holds the
    characters and allies it was played on."""
    card_id = who if isinstance(who, str) else who.card_id
    return fellowship.modifiers(state.fellowship, members(state), card_id)


def check(ctx: Context[State]) -> None:
    """Once a decision is played out: a Fellowship whose company no longer holds the
    characters and allies it was played on is discarded, and a Swordmaster whose sage has
    left play."""
    if ctx.state.fellowship and fellowship.broken(ctx.state.fellowship, members(ctx.state)):
        ctx.emit("FellowshipDiscarded", fellowship.RULE, card=fellowship.CARD,
                 reason=fellowship.DISCARD_REASON)
    for card, who in ctx.state.skill_cards:
        if ctx.state.character(who) is None:
            ctx.emit("SkillCardDiscarded", SWORDMASTER_RULE, card=card, character=who)
