"""Andúril, the Flame of the West (TW-192) in Burglar Wants a Good Job from
``versions.ANDURIL_FROM``, as its card says (``engine.anduril``; the standard rules say how,
BWJ-SEQ-2). Before that version it stayed in the hand, and those games replay as played.

- Held as Reforging is (``reforging``): in the site phase, an untapped sage at an untapped
  site where Information is playable, ``play:<card>:hold:<sage>``, taps him and the site and
  he holds it (``CardHeld``), then makes a corruption check at -3. He does not untap until he
  stores it at a Haven (``store:<card>``, no task and no points: BWJ-MP-6).
- Once it is stored, in the organization phase, with a Reforging stored and Narsil borne by a
  character of the company, ``join-anduril:<narsil>`` discards the Reforging and places
  Andúril with that Narsil (``AndurilJoined``). Its bearer then has +4 prowess to a maximum
  of 11 against each strike, +1 direct influence and one more corruption point; its 4
  marshalling points do not count (BWJ-MP-6: only the tasks count).
- In the organization or site phase its bearer's company may tap it
  (``anduril-untap:<character>``: ``ItemTapped``) to untap a tapped Dúnadan of the company,
  the bearer then checking corruption at -1; it untaps with the untap phase.
- Out of their condition each is not offered and is refused naming the card and the reason,
  writing nothing. The automatic Burglar holds it with a Hand who is a sage while Narsil is
  borne in the company, places it with Narsil when it may, and taps it only when the
  bearer's check cannot fail.
"""

from __future__ import annotations

from domain.cards import Catalog, fold
from domain.engine import anduril as shared
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.errors import IllegalAction
from domain.immutable import replace
from domain.ruleset import Context, played_since
from domain.rulesets.burglar import gates_of_morning, reforging
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import ANDURIL_FROM
from domain.rulesets.hobbit import anduril as hobbit
from domain.rulesets.hobbit.moves import Add, Move
from domain.rulesets.hobbit.state import ORGANIZATION, SITE

CARD, NAME = shared.CARD, hobbit.NAME
JOIN, UNTAP = shared.JOIN, shared.UNTAP
KIND, MODE = "anduril", reforging.MODE
RULE = reforging.RULE
#: What the coverage notes of it.
COVERAGE = "its 4 marshalling points never count (BWJ-MP-6: only the tasks count)"


def plays(played: str) -> bool:
    return played_since(played, ANDURIL_FROM)


def _stored(state: State, card: str) -> bool:
    return any(c == card for c, _ in state.stored)


def bearer(state: State) -> Character | None:
    """The character bearing the Narsil Andúril was placed with (None: none)."""
    if state.anduril is None:
        return None
    return next((c for c in state.company if c.bears(state.anduril[1])), None)


def join_problem(state: State, catalog: Catalog, narsil: str) -> str | None:
    borne = state.bearer_of(narsil) is not None and narsil in catalog \
        and fold(catalog.get(narsil).name) == shared.NARSIL
    return shared.join_problem(state.anduril is not None, _stored(state, CARD),
                               _stored(state, reforging.CARD),
                               gates_of_morning.organizing(state), borne)


def untap_problem(state: State, catalog: Catalog, who: str) -> str | None:
    found = bearer(state)
    why = shared.untap_problem(
        found is not None, state.phase in (ORGANIZATION, SITE) and state.combat is None,
        found is not None and (CARD, found.card_id) in state.tapped_items,
        state.character(who))
    barred = state.untap_bar(who)
    # A sage holding a card stays tapped until he stores it (``reforging``).
    return why or (f"{NAME} cannot untap {who}: he stays tapped until he stores "
                   f"{catalog.get(barred).name}" if barred else None)


def moves_now(state: State, catalog: Catalog, played: str, add: Add) -> None:
    """``play:<card>:hold:<sage>``, ``join-anduril:<narsil>`` and
    ``anduril-untap:<character>`` where each may be played now."""
    if not plays(played) or state.outcome is not None:
        return
    if CARD in state.hand:
        for who in state.company:
            if reforging.hold_problem(state, catalog, who.card_id) is None:
                add(f"play:{CARD}:{MODE}:{who.card_id}", f"{who.name} taps with "
                    f"{state.location} for {NAME} (he stays tapped until he stores it; "
                    f"{hobbit.HOLD_NOTE})", RULE,
                    Move(KIND, card=CARD, mode=MODE, target=who.card_id))
    for who in state.company:
        for item in who.items:
            if join_problem(state, catalog, item.card_id) is None:
                add(f"{JOIN}:{item.card_id}", hobbit.join_label(item.name, who.name), RULE,
                    Move(JOIN, card=item.card_id, target=who.card_id))
    for who in state.company:
        if untap_problem(state, catalog, who.card_id) is None:
            add(f"{UNTAP}:{who.card_id}", hobbit.untap_label(who.name), RULE,
                Move(UNTAP, card=CARD, target=who.card_id))


def refusal(state: State, catalog: Catalog, played: str, action: str) -> IllegalAction | None:
    """Why holding, storing, placing or tapping Andúril is refused now, naming the card and
    the reason (None: another action, or a version that does not play it)."""
    kind, _, rest = action.partition(":")
    parts = rest.split(":")
    if not plays(played) or state.outcome is not None:
        return None
    held, refused = reforging.held_card_refusal(state, catalog, kind, parts, CARD, NAME, RULE)
    if held:
        return refused
    if kind == JOIN:
        why = join_problem(state, catalog, parts[0])
        return IllegalAction(why, clause=RULE) if why else None
    if kind == UNTAP:
        why = untap_problem(state, catalog, parts[0])
        return IllegalAction(why, clause=RULE) if why else None
    return None


def join(ctx: Context[State], narsil: str, holder: str) -> None:
    """The stored Reforging discarded, Andúril placed with ``narsil``."""
    ctx.emit("AndurilJoined", RULE, card=CARD, narsil=narsil, character=holder,
             reforging=reforging.CARD)


def tap(ctx: Context[State], who: str) -> Character:
    """Andúril taps, ``who`` untaps; its bearer (returned) is to check corruption."""
    found = bearer(ctx.state)
    assert found is not None
    ctx.emit("ItemTapped", RULE, item=CARD, bearer=found.card_id,
             mode="to untap a Dúnadan")
    ctx.emit("CharacterStateChanged", RULE, character=who, state="untapped", reason=NAME)
    return found


def strike_modifiers(state: State, who: Character, played: str, against: str
                     ) -> list[Modifier]:
    return hobbit.strike_modifiers(bearer(state) if plays(played) else None, who, against,
                                   RULE)


def influence(state: State, who: Character, played: str) -> list[Modifier]:
    return hobbit.influence(bearer(state) if plays(played) else None, who, RULE)


def corruption(state: State, who: str, played: str) -> int:
    return hobbit.corruption(bearer(state) if plays(played) else None, who)


def evolve_joined(state: State, card: str, narsil: str, used: str) -> State:
    """AndurilJoined: the Reforging from the stored cards to the discard pile, Andúril out of
    them (with Narsil now)."""
    return replace(state, stored=tuple(s for s in state.stored if s[0] not in (card, used)),
                   resource_discard=(*state.resource_discard, used), anduril=(card, narsil))
