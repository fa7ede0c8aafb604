"""The Wizards' resource permanent-events the Guise of the Necromancer plays by their cards from
``SINCE`` beside Rescue Prisoners and Gates of Morning (GON-GEN-1: the standard rules say how
they are played), over the engine's ``fellowship`` and ``swordmaster``. Before that version
each stayed in the hand, and those games replay as played.

- Fellowship: in the organization phase on a company at a Haven of four or more characters
  and allies (``permanent-event:<card>:<company>``, ``FellowshipFormed`` naming them; one
  a company, another copy on another company). While the company holds exactly them, each
  character has +1 prowess against a strike and +1 to his corruption checks, each ally +1
  prowess against a strike (named modifiers). As soon as one joins or leaves (a company
  joined or split, a character brought into play, discarded or eliminated, an ally played or
  gone) it no longer counts, and once the decision is played out it is discarded
  (``FellowshipDiscarded``).
- Swordmaster: in a company's site phase, once its site is entered, on an untapped sage at
  an untapped site where Information is playable (``permanent-event:<card>:<sage>``): he and
  the site tap and he gains the warrior skill (``SkillGained``). A sage who is a warrior by
  his own card uses two weapons with it, and then no shield (the engine's second weapon,
  named modifiers of his strike and body check). Not twice on a character; discarded as he
  leaves play (``SkillCardDiscarded``).

Out of its condition each is refused naming the card and the reason, writing nothing. The
automatic player plays Fellowship whenever it may, not Swordmaster (a warrior's skill buys it
little against the clock of its site phase).
"""

from __future__ import annotations

from domain.cards import Catalog
from domain.engine import fellowship, swordmaster
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.errors import IllegalAction
from domain.ruleset import Action, Context, played_since
from domain.rulesets.guise_of_the_necromancer.state import (
    ENTERED,
    ORGANIZATION,
    SITE,
    Company,
    State,
)
from domain.rulesets.hobbit import environments
from domain.rulesets.hobbit.moves import Legal, Move, information_problem

#: The first version playing them (placed at landing).
SINCE = 77
KIND = environments.PERMANENT
#: The clause Swordmaster is played by: a resource permanent-event.
SWORDMASTER_RULE = environments.PLAY_PERMANENT
#: Card -> what the coverage notes of it ("": nothing), its row reading scripted.
COVERAGE = {fellowship.CARD: "", swordmaster.CARD: ""}


def plays(played: str) -> bool:
    return played_since(played, SINCE)


def members(state: State, company: Company) -> tuple[str, ...]:
    """The company's characters, then the allies they control."""
    return (*company.ids(), *(a for a, c in state.allies if company.character(c) is not None))


def _formed_on(state: State, company: Company) -> tuple[str, ...]:
    """The characters and allies a Fellowship in play was played on, in ``company`` (empty:
    none there)."""
    return next((formed for formed in state.fellowships
                 if any(company.character(who) is not None for who in formed)), ())


def _organizing(state: State) -> bool:
    return state.outcome is None and state.phase == ORGANIZATION and state.fight is None \
        and not state.legacy and state.crown_offer is None and not state.deck_search


def fellowship_problem(state: State, catalog: Catalog, company: Company | None) -> str | None:
    """Why Fellowship may not be played now on ``company`` (None: it may)."""
    if company is None:
        return "no such company is in play"
    return fellowship.problem(_organizing(state), catalog.get(company.location).is_haven,
                              members(state, company), bool(_formed_on(state, company)))


def swordmaster_problem(state: State, catalog: Catalog, sage: str) -> str | None:
    """Why Swordmaster may not be played now on ``sage`` (None: it may)."""
    company = state.current
    if state.outcome is not None or state.phase != SITE or state.step != ENTERED \
            or state.fight is not None or company is None:
        return "it is played in a company's site phase, once its site is entered"
    site = catalog.get(company.location)
    where = information_problem(site, site.name, company.location in state.tapped_sites)
    return where or swordmaster.sage_problem(company.character(sage), sage,
                                             (swordmaster.CARD, sage) in state.skill_cards)


def moves(state: State, catalog: Catalog, played: str, out: Legal) -> None:
    """``permanent-event:<card>:<company>`` for a Fellowship of the hand on each company it
    may be played on, ``permanent-event:<card>:<sage>`` for a Swordmaster on each sage."""
    if not plays(played):
        return
    if fellowship.CARD in state.hand:
        for company in state.companies:
            if fellowship_problem(state, catalog, company) is None:
                key = f"{KIND}:{fellowship.CARD}:{company.id}"
                out[key] = (Action(key, f"Play {fellowship.NAME} on company {company.id} "
                                   f"({len(members(state, company))} characters and allies: "
                                   "+1 prowess, +1 to corruption checks)", fellowship.RULE),
                            Move(KIND, card=fellowship.CARD, holder=company.id))
    if swordmaster.CARD in state.hand and state.current is not None:
        for who in state.current.characters:
            if swordmaster_problem(state, catalog, who.card_id) is None:
                key = f"{KIND}:{swordmaster.CARD}:{who.card_id}"
                out[key] = (Action(key, f"{who.name} taps with the site for "
                                   f"{swordmaster.NAME} (the warrior skill)",
                                   SWORDMASTER_RULE),
                            Move(KIND, card=swordmaster.CARD, target=who.card_id))


def refusal(state: State, catalog: Catalog, played: str, kind: str,
            rest: str) -> IllegalAction | None:
    """Why ``permanent-event:<card>:<company or sage>`` of Fellowship or Swordmaster is
    refused now, naming the card and the reason (None: another action, or a version that
    does not play them)."""
    card, _, on = rest.partition(":")
    if kind != KIND or card not in COVERAGE or not plays(played):
        return None
    name = catalog.get(card).name
    if card not in state.hand:
        return IllegalAction(f"{name} is not in the hand.", clause=environments.PLAY_PERMANENT)
    if card == swordmaster.CARD:
        why = swordmaster_problem(state, catalog, on) or "it cannot be played now"
        return IllegalAction(f"{name} cannot be played now: {why}.", clause=SWORDMASTER_RULE)
    why = fellowship_problem(state, catalog, state.company(on)) or "it cannot be played now"
    return IllegalAction(f"{name} cannot be played now: {why}.", clause=fellowship.RULE)


def play(ctx: Context[State], catalog: Catalog, card: str, on: str) -> None:
    """Fellowship comes into play on company ``on``, or Swordmaster on the sage ``on``: he
    and the site tap, and he gains the warrior skill."""
    state = ctx.state
    if card == fellowship.CARD:
        company = state.company(on)
        assert company is not None
        ctx.emit("FellowshipFormed", fellowship.RULE, card=card, company=on,
                 members=list(members(state, company)))
        return
    assert state.current is not None
    ctx.emit("CharacterStateChanged", SWORDMASTER_RULE, character=on, state="tapped")
    ctx.emit("SiteTapped", SWORDMASTER_RULE, site=state.current.location, by=card)
    ctx.emit("SkillGained", SWORDMASTER_RULE, card=card, character=on,
             skill=swordmaster.SKILL)


def _fellowship(state: State, who: str) -> list[Modifier]:
    """Fellowship's +1 to ``who``, a member of a company it is in play on that still holds
    the same characters and allies."""
    company = state.company_of(who) or next(
        (state.company_of(c) for a, c in state.allies if a == who), None)
    if company is None:
        return []
    return fellowship.modifiers(_formed_on(state, company), members(state, company), who)


def _weapons(state: State, catalog: Catalog, who: Character) -> tuple[list[Modifier],
                                                                       list[Modifier]]:
    against = state.fight.attack.race if state.fight is not None else ""
    return swordmaster.weapons(who, catalog.get(who.card_id), state.skill_cards, against,
                               SWORDMASTER_RULE)


def strike_modifiers(state: State, catalog: Catalog, who: Character,
                     played: str) -> list[Modifier]:
    """What the permanent-events in play give ``who`` (a character or an ally) against a
    strike: Fellowship's +1, Swordmaster's second weapon."""
    if not plays(played):
        return []
    return [*_fellowship(state, who.card_id), *_weapons(state, catalog, who)[0]]


def body_modifiers(state: State, catalog: Catalog, who: Character,
                   played: str) -> list[Modifier]:
    """Swordmaster's second weapon in ``who``'s body check, as modifiers taken off the roll's
    target (negative: his body raised)."""
    if not plays(played):
        return []
    return [Modifier(-m.amount, m.source, m.why, m.clause)
            for m in _weapons(state, catalog, who)[1]]


def check_modifiers(state: State, who: str, played: str) -> list[Modifier]:
    """Fellowship's +1 to a member's corruption check."""
    return _fellowship(state, who) if plays(played) else []


def discard(ctx: Context[State], played: str) -> None:
    """Once a decision is played out: each Fellowship whose company no longer holds the
    characters and allies it was played on is discarded, and each Swordmaster whose sage has
    left play."""
    if not plays(played) or ctx.state.outcome is not None:
        return
    state = ctx.state
    for formed in state.fellowships:
        company = next((c for c in (state.company_of(w) for w in formed) if c is not None),
                       None)
        if company is None or fellowship.broken(formed, members(state, company)):
            ctx.emit("FellowshipDiscarded", fellowship.RULE, card=fellowship.CARD,
                     members=list(formed), reason=fellowship.DISCARD_REASON)
    for card, who in state.skill_cards:
        if not state.in_play(who):
            ctx.emit("SkillCardDiscarded", SWORDMASTER_RULE, card=card, character=who)
