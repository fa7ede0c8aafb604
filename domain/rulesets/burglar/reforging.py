"""Reforging (TW-314) in Burglar Wants a Good Job from ``versions.REFORGING_FROM``, as the
Hobbit scenarios play it (``hobbit.reforging``; the standard rules say how, BWJ-SEQ-2,
BWJ-SEQ-17). Before that version it stayed in the hand, and those games replay as played.

- In the site phase, once the site is entered, an untapped sage (the Burglar or a Hand) at an
  untapped site where Information is playable: ``play:<card>:hold:<sage>`` taps him
  (``CharacterTapped``) and the site (``SiteTapped``), and he holds the card (``CardHeld``).
  He does not untap (``HobbitState.untap_barred``, as Rescue Prisoners' Burglar: the untap
  phase heals him to tapped at most, a card untapping him is not offered and is refused naming
  it) until he stores it at a Haven in the organization phase (``store:<card>``,
  ``ResourceStored`` with no task and no points: BWJ-MP-6 counts only the task resources).
  It is discarded as he leaves play (a Hand's two turns over, BWJ-HAND-3; killed;
  ``HeldCardDiscarded``).
- A stored Reforging is discarded, in the organization phase, by an untapped sage at a Haven,
  who taps, to take back a minor or major weapon, armour or shield of the discard pile for a
  character of the company (``reforge:<item>:<sage>:<bearer>``, ``ItemReforged``).
- Out of their condition each is not offered and is refused naming the card and the reason,
  writing nothing. The automatic Burglar plays it with a Hand who is a sage when the discard
  pile holds an item it would take back, stores it at a Haven and takes the item back for the
  Burglar.
"""

from __future__ import annotations

from domain.cards import Catalog
from domain.engine import anduril, swordmaster
from domain.errors import IllegalAction
from domain.ruleset import Context, played_since
from domain.rulesets.burglar import gates_of_morning, moves
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import ITEM_FACTS_FROM, REFORGING_FROM
from domain.rulesets.hobbit import environments
from domain.rulesets.hobbit import reforging as shared
from domain.rulesets.hobbit.moves import Add, Move, information_site_problem

CARD, NAME = shared.CARD, shared.NAME
REFORGE_KIND, STORE_RULE = shared.REFORGE_KIND, shared.STORE_RULE
KIND, MODE = "reforging", "hold"
RULE = environments.PLAY_PERMANENT
#: What the coverage notes of it, its row reading scripted.
COVERAGE = ""


def plays(played: str) -> bool:
    return played_since(played, REFORGING_FROM)


def holder(state: State, held: str = CARD) -> str | None:
    """The character holding ``held`` (a Reforging, an Andúril) until he stores it (None:
    none is held)."""
    return next((who for who, card in state.untap_barred if card == held), None)


def stored(state: State) -> bool:
    return any(card == CARD for card, _ in state.stored)


def hold_problem(state: State, catalog: Catalog, sage: str) -> str | None:
    """Why ``sage`` may not play Reforging now (None: he may)."""
    return information_site_problem(state, catalog) \
        or swordmaster.sage_problem(state.character(sage), sage, False)


def items_back(state: State, catalog: Catalog, played: str) -> list[str]:
    return shared.retrievable(state.resource_discard, catalog, played, ITEM_FACTS_FROM)


def use_now_problem(state: State, catalog: Catalog, played: str, item: str, sage: str,
                    bearer: str) -> str | None:
    """Why ``sage`` may not discard a stored Reforging now to take back ``item`` for
    ``bearer`` (None: he may)."""
    return shared.use_problem(stored(state), gates_of_morning.organizing(state),
                       state.character(sage), moves.site_of(state, catalog), item,
                       items_back(state, catalog, played), bearer,
                       state.character(bearer) is not None)


def moves_now(state: State, catalog: Catalog, played: str, add: Add) -> None:
    """``play:<card>:hold:<sage>`` for each sage who may play a Reforging of the hand now, and
    ``reforge:<item>:<sage>:<bearer>`` for each item a stored one may take back."""
    if not plays(played) or state.outcome is not None:
        return
    if CARD in state.hand:
        for who in state.company:
            if hold_problem(state, catalog, who.card_id) is None:
                add(f"play:{CARD}:{MODE}:{who.card_id}", f"{who.name} taps with "
                    f"{state.location} for {NAME} (he stays tapped until he stores it)", RULE,
                    Move(KIND, card=CARD, mode=MODE, target=who.card_id))
    if not stored(state):
        return
    for item in items_back(state, catalog, played):
        for user in state.company:
            for bearer in state.company:
                if use_now_problem(state, catalog, played, item, user.card_id,
                                   bearer.card_id) is None:
                    add(f"{REFORGE_KIND}:{item}:{user.card_id}:{bearer.card_id}",
                        shared.use_label(user.name, catalog.get(item).name, bearer.name), RULE,
                        Move(REFORGE_KIND, card=item, target=user.card_id,
                             holder=bearer.card_id))


def held_card_refusal(state: State, catalog: Catalog, kind: str, parts: list[str], card: str,
                      name: str, rule: str) -> tuple[bool, IllegalAction | None]:
    """Whether the action (``kind``, its ``parts``) holds or stores ``card``, a card a sage
    holds (Reforging, Andúril), and then why it is refused now (None: it is legal)."""
    if kind == "play" and parts[0] == card and card in state.hand:
        mode, sage = (parts + ["", ""])[1:3]
        why = hold_problem(state, catalog, sage) or (
            f"it is played as '{MODE}', not '{mode}'" if mode != MODE else None)
        return True, IllegalAction(f"{name} cannot be played now: {why}.", clause=rule) \
            if why else None
    if kind == "store" and parts[0] == card:
        why = store_problem(state, catalog, card)
        return True, IllegalAction(f"{name} cannot be stored now: {why}.",
                                   clause=STORE_RULE) if why else None
    return False, None


def refusal(state: State, catalog: Catalog, played: str, action: str) -> IllegalAction | None:
    """Why playing, storing or using Reforging is refused now, naming the card and the reason
    (None: another action, or a version that does not play it)."""
    kind, _, rest = action.partition(":")
    parts = rest.split(":")
    if not plays(played) or state.outcome is not None:
        return None
    held, refused = held_card_refusal(state, catalog, kind, parts, CARD, NAME, RULE)
    if held:
        return refused
    if kind == REFORGE_KIND:
        item, sage, bearer = (parts + ["", ""])[:3]
        why = use_now_problem(state, catalog, played, item, sage, bearer)
        return IllegalAction(f"{NAME} cannot be used now: {why}.", clause=RULE) if why \
            else None
    return None


def store_problem(state: State, catalog: Catalog, held: str) -> str | None:
    """Why ``held`` (a Reforging, an Andúril) may not be stored now (None: it may)."""
    return "no sage holds it" if holder(state, held) is None \
        else None if gates_of_morning.organizing(state) \
        and moves.site_of(state, catalog).is_haven \
        else "it is stored at a Haven, in the organization phase"


def hold(ctx: Context[State], catalog: Catalog, sage: str, card: str = CARD) -> None:
    """Reforging (or Andúril, ``card``) played: the sage and the site tap, he holds it."""
    ctx.emit("CharacterTapped", RULE, character=sage, to=catalog.get(card).name)
    ctx.emit("SiteTapped", RULE, site=moves.site_of(ctx.state, catalog).id, by=card)
    ctx.emit("CardHeld", RULE, card=card, character=sage)


def reforge(ctx: Context[State], item: str, sage: str, bearer: str) -> None:
    """A stored Reforging discarded: the sage taps, the item goes back to ``bearer``."""
    ctx.emit("CharacterTapped", RULE, character=sage, to=NAME)
    ctx.emit("ItemReforged", RULE, card=CARD, item=item, character=sage, bearer=bearer)


#: The cards a sage holds until he stores them (Reforging, and Andúril: ``anduril``).
HELD = (CARD, anduril.CARD)


def check(ctx: Context[State]) -> None:
    """Once a decision is played out: a Reforging (an Andúril) held by a character who has
    left play is discarded."""
    if ctx.state.outcome is not None:
        return
    for who, card in ctx.state.untap_barred:
        if card in HELD and ctx.state.character(who) is None:
            ctx.emit("HeldCardDiscarded", RULE, card=card, character=who)
