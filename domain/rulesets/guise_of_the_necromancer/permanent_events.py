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
- Dreams of Lore and Reforging, from ``LORE_SINCE``: played so too by an untapped sage
  (``permanent-event:<card>:<sage>``), he and the site tap and he holds the card
  (``CardHeld``); he does not untap (``may_untap``, ``untap_problem``) until he stores it at
  a Haven in the organization phase (``store-information:<card>:<sage>``, ``CardStored``:
  its marshalling points); discarded as he leaves play. A stored Reforging is discarded by an
  untapped sage at a Haven, tapping, in the organization phase, to take back a minor or major
  weapon, armour or shield of the discard pile (``reforge:<item>:<sage>:<bearer>``,
  ``ItemReforged``).
- Andúril, the Flame of the West, from ``ANDURIL_SINCE``: held and stored so too, its sage
  checking corruption at -3 as he takes it (``lore_cards``); once stored it is placed with
  Narsil (``anduril``).
- Return of the King, from ``KING_SINCE``: in the organization phase on Aragorn II at Minas
  Tirith, Denethor II in no company (``permanent-event:<card>:<Aragorn II>``,
  ``PermanentEventPlayedOn``): his direct influence is 3 higher while it is with him;
  discarded as he leaves play.

Out of its condition each is refused naming the card and the reason, writing nothing. The
automatic player plays Fellowship whenever it may, not Swordmaster (a warrior's skill buys it
little against the clock of its site phase); Dreams of Lore and Reforging for their points,
Return of the King whenever it may.
"""

from __future__ import annotations

from domain.cards import Catalog
from domain.engine import anduril as engine_anduril
from domain.engine import effects, fellowship, swordmaster
from domain.engine import return_of_the_king as king
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.errors import IllegalAction
from domain.ruleset import Action, Context, played_since
from domain.rulesets.guise_of_the_necromancer import rescue, treated_sites
from domain.rulesets.guise_of_the_necromancer.evolve import ITEM_FACTS_FROM
from domain.rulesets.guise_of_the_necromancer.state import (
    ENTERED,
    ORGANIZATION,
    SITE,
    Company,
    State,
)
from domain.rulesets.hobbit import anduril as anduril_rules
from domain.rulesets.hobbit import environments, reforging
from domain.rulesets.hobbit.moves import Legal, Move, information_problem
from domain.rulesets.hobbit.resource_events import GON_NOTHING
from domain.text import count

#: The first version playing them (placed at landing).
SINCE = 77
KIND = environments.PERMANENT
#: The clause Swordmaster is played by: a resource permanent-event.
SWORDMASTER_RULE = environments.PLAY_PERMANENT
#: Card -> what the coverage notes of it ("": nothing), its row reading scripted.
COVERAGE = {fellowship.CARD: "", swordmaster.CARD: ""}
#: Dreams of Lore and Reforging from ``LORE_SINCE`` (placed at landing): played by a sage at a
#: site where Information is playable, held by him, who does not untap, until he stores it.
LORE_SINCE = 78
DREAMS_OF_LORE, REFORGING = "TW-210", reforging.CARD
LORE = (DREAMS_OF_LORE, REFORGING)
LORE_COVERAGE = {DREAMS_OF_LORE: "", REFORGING: ""}
STORE_KIND, REFORGE_KIND = reforging.STORE_KIND, reforging.REFORGE_KIND
#: Return of the King from ``KING_SINCE`` (placed at landing): in the organization phase on
#: Aragorn II at Minas Tirith, Denethor II in no company; his direct influence 3 higher while
#: it is with him (``engine.return_of_the_king``).
KING_SINCE = 79
KING_COVERAGE = {king.CARD: ""}
STORE_RULE = reforging.STORE_RULE
#: Andúril, the Flame of the West from ``ANDURIL_SINCE`` (placed at landing): held by a sage
#: and stored as Dreams of Lore is, the sage checking corruption at -3 as he takes it; once
#: stored, placed with Narsil (``anduril``).
ANDURIL_SINCE = 88
ANDURIL = engine_anduril.CARD
ANDURIL_COVERAGE = {ANDURIL: ""}
#: Sacrifice of Form is refused naming why from ``SACRIFICE_REFUSED_FROM`` (placed at landing;
#: ``hobbit.resource_events.MEANINGLESS``): the Wizard it discards is the player's (GON-SETUP-1;
#: an allied Wizard is none of his, GON-SETUP-2), whose leaving play loses the game (GON-WIN-9).
#: Before, it stayed in the hand, refused as any card no action offers; nothing is written
#: either way.
SACRIFICE_REFUSED_FROM = 99
SACRIFICE = "TW-321"


def nothing(played: str) -> tuple[str, ...]:
    """The resource permanent-events version ``played`` refuses naming why they have nothing
    to act on (``hobbit.resource_events.GON_NOTHING``, and Sacrifice of Form)."""
    return (*GON_NOTHING, *((SACRIFICE,) if played_since(played, SACRIFICE_REFUSED_FROM)
                            else ()))


def lore_cards(played: str) -> tuple[str, ...]:
    """The cards a sage holds until he stores them in version ``played``."""
    return (*LORE, ANDURIL) if played_since(played, ANDURIL_SINCE) else LORE


def plays(played: str) -> bool:
    return played_since(played, SINCE)


def plays_lore(played: str) -> bool:
    return played_since(played, LORE_SINCE)


def coverage(played: str) -> dict[str, str]:
    """The cards version ``played`` plays by their cards, with what the coverage notes."""
    return {**(COVERAGE if plays(played) else {}),
            **(LORE_COVERAGE if plays_lore(played) else {}),
            **(KING_COVERAGE if played_since(played, KING_SINCE) else {}),
            **(ANDURIL_COVERAGE if played_since(played, ANDURIL_SINCE) else {})}


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


def _site_problem(state: State, catalog: Catalog) -> str | None:
    """Why a card played by a sage at a site where Information is playable may not be played
    now (None: it may)."""
    company = state.current
    if state.outcome is not None or state.phase != SITE or state.step != ENTERED \
            or state.fight is not None or company is None:
        return "it is played in a company's site phase, once its site is entered"
    site = catalog.get(company.location)
    return information_problem(site, site.name, company.location in state.tapped_sites)


def swordmaster_problem(state: State, catalog: Catalog, sage: str) -> str | None:
    """Why Swordmaster may not be played now on ``sage`` (None: it may)."""
    return _site_problem(state, catalog) or swordmaster.sage_problem(
        state.current.character(sage) if state.current else None, sage,
        (swordmaster.CARD, sage) in state.skill_cards)


def lore_problem(state: State, catalog: Catalog, sage: str) -> str | None:
    """Why Dreams of Lore or Reforging may not be played now by ``sage`` (None: it may)."""
    return _site_problem(state, catalog) or swordmaster.sage_problem(
        state.current.character(sage) if state.current else None, sage, False)


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
    if plays_lore(played):
        _lore_moves(state, catalog, played, out)
    if played_since(played, KING_SINCE) and king.CARD in state.hand:
        for company in state.companies:
            for who in company.characters:
                if king_problem(state, catalog, who.card_id) is None:
                    key = f"{KIND}:{king.CARD}:{who.card_id}"
                    out[key] = (Action(key, f"Play {king.NAME} on {who.name} (+{king.INFLUENCE} "
                                       "direct influence)", environments.PLAY_PERMANENT),
                                Move(KIND, card=king.CARD, target=who.card_id))
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
    for card, who in (*state.skill_cards, *state.held):  # Return of the King's too
        if not state.in_play(who):
            ctx.emit("SkillCardDiscarded", SWORDMASTER_RULE, card=card, character=who)


# -- Dreams of Lore and Reforging -----------------------------------------------------------

def holds(state: State, sage: str) -> str | None:
    """The card ``sage`` holds until he stores it (None: none): he does not untap till then."""
    return next((card for card, who in state.held if who == sage), None)


def may_untap(state: State, who: str) -> bool:
    """Whether ``who`` may untap: not while he holds Dreams of Lore or Reforging."""
    return holds(state, who) is None


def untap_problem(state: State, catalog: Catalog, mode: effects.Mode, who: Character) -> str:
    """Why a card or an item's use untapping ``who`` does not fit him ("": it does): he holds
    Dreams of Lore or Reforging."""
    held = holds(state, who.card_id)
    if held is None or effects.UNTAP not in {e.primitive for e in mode.effects}:
        return ""
    return f"{who.name} holds {catalog.get(held).name} and does not untap until he stores it"


def store_problem(state: State, catalog: Catalog, card: str, sage: str) -> str | None:
    """Why ``sage`` may not store ``card`` now (None: he may)."""
    name = catalog.get(card).name
    company = state.company_of(sage)
    if (card, sage) not in state.held or company is None:
        return f"{catalog.get(sage).name if sage in catalog else sage or 'no one'} holds " \
               f"no {name}"
    if not _organizing(state):
        return "it is stored in the organization phase"
    # As a resource treats it this turn, in every version: a treatment makes no site a Haven,
    # Border-hold or Free-hold, nor keeps one from being one, so no outcome changes.
    site = treated_sites.treated_site(state, company.id, catalog.get(company.location))
    if card == rescue.CARD and not rescue.stores_at(card, site):
        return f"it is stored at a Haven, Border-hold or Free-hold, not at {site.name}"
    if card != rescue.CARD and not site.is_haven:
        return f"it is stored at a Haven, not at {site.name}"
    return None


def retrievable(state: State, catalog: Catalog, played: str) -> list[str]:
    """The minor or major weapons, armours and shields of the discard pile, once each."""
    return reforging.retrievable(state.resource_discard, catalog, played, ITEM_FACTS_FROM)


def reforge_problem(state: State, catalog: Catalog, played: str, item: str, sage: str,
                    bearer: str) -> str | None:
    """Why ``sage`` may not use a stored Reforging now to take back ``item`` for ``bearer``
    (None: he may)."""
    company = state.company_of(sage)
    return reforging.use_problem(
        any(card == REFORGING for card, _, _ in state.marshalling), _organizing(state),
        company.character(sage) if company else None,
        catalog.get(company.location) if company else None, item,
        retrievable(state, catalog, played), bearer,
        company is not None and company.character(bearer) is not None)


def _lore_moves(state: State, catalog: Catalog, played: str, out: Legal) -> None:
    """Dreams of Lore or Reforging of the hand on each sage who may play it; each held card
    its sage may store; each item a stored Reforging may take back."""
    def add(key: str, label: str, rule: str, move: Move) -> None:
        out[key] = (Action(key, label, rule), move)

    here = state.current
    for card in (c for c in lore_cards(played) if c in state.hand and here is not None):
        # Andúril's sage checks corruption as he takes it (``anduril``).
        check = f"; {anduril_rules.HOLD_NOTE}" if card == ANDURIL else ""
        for who in here.characters if here is not None else ():
            if lore_problem(state, catalog, who.card_id) is None:
                add(f"{KIND}:{card}:{who.card_id}", f"{who.name} taps with the site for "
                    f"{catalog.get(card).name} (he stays tapped until he stores it{check})",
                    environments.PLAY_PERMANENT, Move(KIND, card=card, target=who.card_id))
    for card, sage in state.held:
        if store_problem(state, catalog, card, sage) is None:
            points = rescue.stored_points(card, catalog.get(card).marshalling_points or 0)
            add(f"{STORE_KIND}:{card}:{sage}", f"{catalog.get(sage).name} stores "
                f"{catalog.get(card).name} ({count(points, 'marshalling point')})",
                STORE_RULE, Move(STORE_KIND, card=card, target=sage))
    items_back = retrievable(state, catalog, played) \
        if any(card == REFORGING for card, _, _ in state.marshalling) else []
    for company in state.companies:
        for user, item, bearer in ((u, i, b) for u in company.characters for i in items_back
                                   for b in company.characters):
            if reforge_problem(state, catalog, played, item, user.card_id,
                               bearer.card_id) is None:
                add(f"{REFORGE_KIND}:{item}:{user.card_id}:{bearer.card_id}",
                    reforging.use_label(user.name, catalog.get(item).name, bearer.name),
                    environments.PLAY_PERMANENT,
                    Move(REFORGE_KIND, card=item, target=user.card_id, holder=bearer.card_id))


def _either(names: list[str]) -> str:
    """``names`` as a list read "A, B or C"."""
    return f"{', '.join(names[:-1])} or {names[-1]}"


def lore_refusal(state: State, catalog: Catalog, played: str, kind: str,
                 rest: str) -> IllegalAction | None:
    """Why playing, storing or using Dreams of Lore or Reforging (holding or storing Andúril)
    is refused now, naming the card and the reason (None: another action, or a version that
    does not play them)."""
    parts = rest.split(":")
    held = lore_cards(played)
    if not plays_lore(played) or not (kind == KIND and parts[0] in held
                                      or kind in (STORE_KIND, REFORGE_KIND)):
        return None
    card = parts[0] if kind != REFORGE_KIND else REFORGING
    name = catalog.get(card).name if card in catalog else card or "That card"
    sage = parts[1] if len(parts) > 1 else ""
    if kind == KIND:
        return environments.hand_refusal(state.hand, card, name,
                                         lambda: lore_problem(state, catalog, sage))
    if kind == STORE_KIND:
        stored = (*held, rescue.CARD) if rescue.plays(played) else held
        why = store_problem(state, catalog, card, sage) if card in stored \
            else f"only a held {_either([catalog.get(c).name for c in stored])} is stored so"
        return IllegalAction(f"{name} cannot be stored now: {why}.", clause=STORE_RULE)
    why = reforge_problem(state, catalog, played, parts[0], sage,
                          parts[2] if len(parts) > 2 else "")
    return IllegalAction(f"Reforging cannot be used now: {why}.",
                         clause=environments.PLAY_PERMANENT)


def lore(ctx: Context[State], card: str, sage: str) -> None:
    """Dreams of Lore or Reforging played: the sage and the site tap, he holds the card."""
    state = ctx.state
    assert state.current is not None
    ctx.emit("CharacterStateChanged", environments.PLAY_PERMANENT, character=sage,
             state="tapped")
    ctx.emit("SiteTapped", environments.PLAY_PERMANENT, site=state.current.location, by=card)
    ctx.emit("CardHeld", environments.PLAY_PERMANENT, card=card, character=sage)


def store(ctx: Context[State], catalog: Catalog, card: str, sage: str) -> None:
    company = ctx.state.company_of(sage)
    assert company is not None
    # Andúril's point is an item's (GON-WIN-2); the others' miscellaneous, as recorded.
    kind = {"type": catalog.get(card).mp_type or ""} if card == ANDURIL else {}
    ctx.emit("CardStored", STORE_RULE, card=card, character=sage, site=company.location,
             points=rescue.stored_points(card, catalog.get(card).marshalling_points or 0),
             **kind)


def reforge(ctx: Context[State], item: str, sage: str, bearer: str) -> None:
    ctx.emit("CharacterStateChanged", environments.PLAY_PERMANENT, character=sage,
             state="tapped")
    ctx.emit("ItemReforged", environments.PLAY_PERMANENT, card=REFORGING, item=item,
             character=sage, bearer=bearer)


# -- Return of the King ---------------------------------------------------------------------

def king_problem(state: State, catalog: Catalog, bearer: str) -> str | None:
    """Why Return of the King may not be played on ``bearer`` now (None: it may)."""
    if not _organizing(state):
        return "it is played in the organization phase"
    company = state.company_of(bearer)
    if company is None:
        return f"{bearer or 'no one'} is no character in play"
    return king.problem(catalog.get(bearer).name, catalog.get(company.location).name,
                        [catalog.get(c.card_id).name for each in state.companies
                         for c in each.characters])


def king_refusal(state: State, catalog: Catalog, played: str, kind: str,
                 rest: str) -> IllegalAction | None:
    """Why ``permanent-event:<Return of the King>:<character>`` is refused now, naming the card
    and the reason (None: another action, or a version that does not play it)."""
    return environments.permanent_refusal(
        kind, rest, king.CARD, king.NAME, played_since(played, KING_SINCE), state.hand,
        lambda bearer: king_problem(state, catalog, bearer))
