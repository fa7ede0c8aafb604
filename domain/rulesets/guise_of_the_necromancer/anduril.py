"""Andúril, the Flame of the West (TW-192) in the Guise of the Necromancer from
``permanent_events.ANDURIL_SINCE``, as its card says (the engine's ``anduril``, the Hobbit
family's ``anduril``; GON-GEN-1: the standard rules say how it is played). Before that version
it stayed in the hand, and those games replay as played.

- Held as Dreams of Lore and Reforging are (``permanent_events``): in a company's site phase,
  once its site is entered, an untapped sage at an untapped site where Information is
  playable, ``permanent-event:<card>:<sage>``, taps him and the site and he holds it
  (``CardHeld``), then checks corruption at -3. He does not untap until he stores it at a
  Haven in the organization phase (``store-information:<card>:<sage>``, ``CardStored``: its
  1 point, an item's, GON-WIN-2); discarded as he leaves play.
- Once it is stored, in the organization phase, with a Reforging stored and Narsil borne by a
  character of any company, ``join-anduril:<narsil>`` discards the Reforging and places
  Andúril with that Narsil (``AndurilJoined``: both leave the marshalling point pile). Its
  bearer then has +4 prowess to a maximum of 11 against each strike, +1 direct influence in
  an influence attempt, one more corruption point, and 4 marshalling points (items,
  GON-WIN-2). Once no character bears that Narsil (and no eliminated character's items wait
  for an heir) it is discarded (``AndurilDiscarded``).
- In the organization or site phase, outside an attack, ``anduril-untap:<character>`` taps it
  (``ItemTapped``) to untap a tapped Dúnadan of its bearer's company (not a sage kept tapped
  by a card he holds); its bearer then checks corruption at -1. It untaps with the untap
  phase.
- Out of their condition each is not offered and is refused naming the card and the reason,
  writing nothing. The automatic player has a sage who is no Wizard hold it, stores it,
  places it with Narsil whenever it may, and never taps it (the bearer's check).
"""

from __future__ import annotations

from domain.cards import Catalog, fold
from domain.engine import anduril as shared
from domain.engine import effects
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.errors import IllegalAction
from domain.immutable import replace
from domain.ruleset import Action, Context, played_since
from domain.rulesets.guise_of_the_necromancer import permanent_events
from domain.rulesets.guise_of_the_necromancer.hand_cards import window
from domain.rulesets.guise_of_the_necromancer.state import ORGANIZATION, State
from domain.rulesets.hobbit import anduril as hobbit
from domain.rulesets.hobbit import environments, reforging
from domain.rulesets.hobbit.moves import Legal, Move

CARD, NAME = shared.CARD, hobbit.NAME
JOIN, UNTAP = shared.JOIN, shared.UNTAP
RULE = environments.PLAY_PERMANENT
#: Its marshalling points' type once placed with Narsil (GON-WIN-2).
POINTS_TYPE = "item"


def plays(played: str) -> bool:
    return played_since(played, permanent_events.ANDURIL_SINCE)


def _stored(state: State, card: str) -> bool:
    return any(c == card for c, _, _ in state.marshalling)


def bearer(state: State) -> Character | None:
    """The character bearing the Narsil Andúril was placed with (None: none)."""
    if state.anduril is None:
        return None
    narsil = state.anduril[1]
    return next((c for company in state.companies for c in company.characters
                 if c.bears(narsil)), None)


def _organizing(state: State) -> bool:
    return state.outcome is None and state.phase == ORGANIZATION and state.fight is None \
        and not state.legacy and state.crown_offer is None and not state.deck_search


def join_problem(state: State, catalog: Catalog, narsil: str) -> str | None:
    """Why Andúril may not be placed with ``narsil`` now (None: it may)."""
    borne = any(c.bears(narsil) for company in state.companies for c in company.characters) \
        and fold(catalog.get(narsil).name) == shared.NARSIL
    return shared.join_problem(state.anduril is not None, _stored(state, CARD),
                               _stored(state, reforging.CARD), _organizing(state), borne)


def untap_problem(state: State, catalog: Catalog, who: str) -> str | None:
    """Why Andúril may not be tapped now to untap ``who`` (None: it may)."""
    found = bearer(state)
    company = state.company_of(found.card_id) if found is not None else None
    why = shared.untap_problem(
        found is not None, window(state) == effects.ANY_TIME,
        any(item == CARD for item, _ in state.tapped_items),
        company.character(who) if company is not None else None)
    held = permanent_events.holds(state, who)
    # A sage holding a card stays tapped until he stores it (``permanent_events``).
    return why or (f"{NAME} cannot untap {catalog.get(who).name}: he holds "
                   f"{catalog.get(held).name} and does not untap until he stores it"
                   if held else None)


def moves(state: State, catalog: Catalog, played: str, out: Legal) -> None:
    """``join-anduril:<narsil>`` and ``anduril-untap:<character>`` where each may be played
    now (its hold and store are ``permanent_events``')."""
    if not plays(played) or state.outcome is not None:
        return

    def add(key: str, label: str, move: Move) -> None:
        out[key] = (Action(key, label, RULE), move)

    for company in state.companies:
        for who in company.characters:
            for item in who.items:
                if join_problem(state, catalog, item.card_id) is None:
                    add(f"{JOIN}:{item.card_id}", hobbit.join_label(item.name, who.name),
                        Move(JOIN, card=item.card_id, target=who.card_id))
    found = bearer(state)
    hers = state.company_of(found.card_id) if found is not None else None
    for who in hers.characters if hers is not None else ():
        if untap_problem(state, catalog, who.card_id) is None:
            add(f"{UNTAP}:{who.card_id}", hobbit.untap_label(who.name),
                Move(UNTAP, card=CARD, target=who.card_id))


def refusal(state: State, catalog: Catalog, played: str, kind: str,
            rest: str) -> IllegalAction | None:
    """Why placing Andúril with Narsil or tapping it is refused now, naming the card and the
    reason (None: another action, or a version that does not play it)."""
    if kind not in (JOIN, UNTAP) or not plays(played):
        return None
    target = rest.split(":")[0]
    why = join_problem(state, catalog, target) if kind == JOIN \
        else untap_problem(state, catalog, target) if target in catalog \
        else shared.NO_DUNADAN
    return IllegalAction(why or f"{NAME} cannot be used now.", clause=RULE)


def join(ctx: Context[State], narsil: str, holder: str) -> None:
    """The stored Reforging discarded, Andúril placed with ``narsil`` (both out of the
    marshalling point pile; its 4 points are its bearer's now)."""
    ctx.emit("AndurilJoined", RULE, card=CARD, narsil=narsil, character=holder,
             reforging=reforging.CARD, points=shared.POINTS, type=POINTS_TYPE)


def tap(ctx: Context[State], who: str) -> str:
    """Andúril taps, ``who`` untaps; its bearer (returned) is to check corruption."""
    found = bearer(ctx.state)
    assert found is not None
    ctx.emit("ItemTapped", RULE, item=CARD, bearer=found.card_id,
             mode="to untap a Dúnadan", target=who)
    ctx.emit("CharacterStateChanged", RULE, character=who, state="untapped")
    return found.card_id


def discard(ctx: Context[State], played: str) -> None:
    """Once a decision is played out: Andúril goes once no character bears its Narsil and
    none of an eliminated character's items waits for an heir."""
    state = ctx.state
    if not plays(played) or state.anduril is None or state.outcome is not None \
            or state.legacy or bearer(state) is not None:
        return
    ctx.emit("AndurilDiscarded", RULE, card=CARD, narsil=state.anduril[1])


# -- what it gives its bearer ---------------------------------------------------------------

def holder(state: State, played: str) -> Character | None:
    """Its bearer where version ``played`` plays it (None: none); what it gives him is the
    Hobbit family's (``hobbit.anduril``: prowess, influence, corruption)."""
    return bearer(state) if plays(played) else None


def direct_influence(state: State, who: str) -> int:
    """Its +1 to ``who``'s direct influence in controlling followers (only a version playing
    it places it with Narsil)."""
    return hobbit.direct_influence(bearer(state), who)


def points(state: State) -> int:
    """Its 4 marshalling points (items) while a character bears its Narsil (only a version
    playing it places it)."""
    return shared.POINTS if bearer(state) is not None else 0


def hold_check() -> list[Modifier]:
    """The -3 of its sage's corruption check as he takes it."""
    return shared.hold_check(RULE)


def untap_check() -> list[Modifier]:
    """The -1 of its bearer's corruption check as it untaps a Dúnadan."""
    return shared.untap_check(RULE)


# -- evolve ---------------------------------------------------------------------------------

def evolve_joined(state: State, narsil: str, used: str) -> State:
    """AndurilJoined: Andúril and the Reforging out of the marshalling point pile, the
    Reforging to the discard pile; Andúril with Narsil now."""
    kept = list(state.marshalling)
    for card in (CARD, used):
        kept.remove(next(m for m in kept if m[0] == card))
    return replace(state, marshalling=tuple(kept),
                   resource_discard=(*state.resource_discard, used), anduril=(CARD, narsil))


def evolve_discarded(state: State) -> State:
    """AndurilDiscarded: it goes to the discard pile."""
    return replace(state, anduril=None, resource_discard=(*state.resource_discard, CARD))
