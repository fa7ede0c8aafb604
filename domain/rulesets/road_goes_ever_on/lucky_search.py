"""Lucky Search (TW-269), from ``SINCE_VERSION``, as its card prints it.

Played from the hand in the site phase, the site entered, at a Shadow-hold or a Dark-hold
(tapped or not), on an untapped scout of the company (``lucky-search:<scout>``): the scout
taps and the cards of the play deck are turned over from the top, one at a time, until a
non-special item is revealed that is not a unique item already in play, or the deck ends
(which does not exhaust it). The scout takes the item revealed (``LuckySearchMade``). In any
case he then faces an attack of one strike of prowess 3 plus the cards revealed
(``AttackDeclared``, ``StrikeAssigned`` to him, his strike resolved, CoE 3.iv), which no card
cancels. A wounded scout (or one eliminated) loses the item to the discard pile
(``ItemLost``). The revealed cards but the item are shuffled back into the play deck, the
discard pile kept (``DeckShuffled``).

Up to version ``ASKS_SINCE - 1`` the defender was not asked, so nothing was played on the
strike. From ``ASKS_SINCE`` the game waits for the defender with the strike given to the scout
(``StrikeAssignmentOpened``, ``LuckyStrikeAwaited``): he may play the cards and use the
choices of a strike on it (Dodge, Risky Blow, support, ...), but none that cancels the attack
or the strike (not offered, refused naming the card and the reason); once he is done the strike
is resolved and the item is kept or lost (``LuckyStrikeFaced``). At any other site or moment,
or on a character who is no untapped scout, it is not offered and is refused naming the card
and the reason. The automatic player keeps the card. Earlier versions replay as played (it
was declared).
"""

from __future__ import annotations

from collections.abc import Callable

from domain.cards import Card, fold
from domain.engine import coe
from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.ruleset import Action, Context, illegal, played_since
from domain.rulesets.road_goes_ever_on import item_copies
from domain.rulesets.road_goes_ever_on.items_in_play import item_data
from domain.rulesets.road_goes_ever_on.state import SITE, State

#: The first version of the ruleset that plays the card.
SINCE_VERSION = 159
#: The first version that asks the defender for the cards he plays on the strike.
ASKS_SINCE = 169
#: Why a card canceling its strike is refused.
NOT_CANCELED = "the strike of Lucky Search cannot be canceled"
CARD_ID = "TW-269"
NAME = "Lucky Search"
KIND = "lucky-search"
RULE = coe.SHORT_EVENT
SITE_TYPES = ("shadow-hold", "dark-hold")
BASE_PROWESS = 3
#: What of the card is not played (the coverage reads it).
LEFT_OUT = ("a card played on the scout's strike (Dodge, Risky Blow, ...): the defender is "
            "not asked, no card being able to cancel the attack")
CardOf = Callable[[str], Card]


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def asks(played: str) -> bool:
    """Whether the defender is asked before the scout's strike is resolved."""
    return played_since(played, ASKS_SINCE)


def left_out(played: str) -> str:
    """What the version ``played`` leaves out ("": nothing)."""
    return "" if asks(played) else LEFT_OUT


def is_its(attack: Attack) -> bool:
    """Whether ``attack`` is Lucky Search's strike, which no card cancels."""
    return attack.source == CARD_ID and not attack.automatic


def _when_problem(state: State, card: CardOf) -> str | None:
    if state.phase != SITE or not state.explored or state.awaited_strikes is not None \
            or not state.characters:
        return "it is played in the site phase, once the site is entered"
    here = card(state.site)
    if here.site_type not in SITE_TYPES:
        return f"it is played at a Shadow-hold or Dark-hold, and {here.name} is none"
    return None


def problem(state: State, card: CardOf, scout: str) -> str | None:
    """Why Lucky Search cannot be played on ``scout`` now (None: it can)."""
    if CARD_ID not in state.hand:
        return f"{NAME} is not in your hand"
    when = _when_problem(state, card)
    if when is not None:
        return when
    who = state.character(scout)
    if who is None:
        return "it is played on a scout of the company"
    if not who.has_skill("scout"):
        return f"it is played on a scout, and {who.name} is none"
    if not who.untapped:
        return f"it taps an untapped scout, and {who.name} is not untapped"
    return None


def actions(state: State, card: CardOf, played: str) -> list[Action]:
    if not offered(played) or CARD_ID not in state.hand or _when_problem(state, card):
        return []
    return [Action(f"{KIND}:{c.card_id}", f"Play {NAME}: {c.name} taps to search the play "
                   "deck for an item", RULE)
            for c in state.characters if problem(state, card, c.card_id) is None]


def refusal(state: State, card: CardOf, rest: str) -> IllegalAction:
    return illegal(f"{NAME} cannot be played now: {problem(state, card, rest) or 'no'}.", RULE)


def _findable(state: State, card: CardOf, found: Card) -> bool:
    """A non-special item, not a unique one already in play."""
    if not found.is_item or found.item_class == "special":
        return False
    borne = {fold(card(i.card_id).name) for c in state.every_character() for i in c.items}
    return not (found.unique and fold(found.name) in borne)


def search(ctx: Context[State], card: CardOf, scout: str,
           attack: Callable[[Context[State], Attack, str], object]) -> None:
    """The scout taps, the play deck is turned over to an item, the scout faces the strike
    (``attack``: resolved with him its one defender), the item lost if he is wounded, the
    revealed cards shuffled back."""
    ctx.emit("ResourcePlayed", RULE, card=CARD_ID, name=NAME, mode="search", target=scout,
             effects=[], strike=None)
    ctx.emit("CharacterStateChanged", RULE, character=scout, state="tapped")
    revealed: list[str] = []
    item: str | None = None
    for drawn in ctx.state.draw:
        revealed.append(drawn)
        if _findable(ctx.state, card, card(drawn)):
            item = drawn
            break
    found = {"card": item, "item": item_data(card(item), ctx.ruleset.played)} if item else {}
    ctx.emit("LuckySearchMade", RULE, character=scout, revealed=revealed, **found)
    if ctx.state.draw:
        ctx.shuffle("player", list(ctx.state.draw), RULE, discard_kept=True)
    strike = Attack(CARD_ID, NAME, "", 1, BASE_PROWESS + len(revealed))
    if attack(ctx, strike, scout) is None:  # the defender is asked first (ASKS_SINCE)
        ctx.emit("LuckyStrikeAwaited", RULE, character=scout, card=item)
        return
    _keep_or_lose(ctx, card, scout, item)


def after_strike(ctx: Context[State]) -> None:
    """Once the scout's strike the defender was asked about is resolved: the item kept or
    lost."""
    pending = ctx.state.lucky_strike
    if pending is None:
        return
    scout, item = pending
    ctx.emit("LuckyStrikeFaced", RULE, character=scout, card=item)
    _keep_or_lose(ctx, ctx.ruleset.catalog.get, scout, item)


def _keep_or_lose(ctx: Context[State], card: CardOf, scout: str, item: str | None) -> None:
    """A wounded (or eliminated) scout loses the item he found."""
    if item is None:
        return
    after = ctx.state.character(scout)
    if after is not None and not after.wounded:
        return
    holder = next((c for c in ctx.state.every_character()
                   if any(i.card_id == item for i in c.items)), None)
    if holder is not None:
        # The copy found, never a lost treasure: the last plain one borne (item_copies.py).
        found = [i for i in holder.items if i.card_id == item and i.lost_treasure is None]
        ctx.emit("ItemLost", RULE, character=holder.card_id, card=item, name=card(item).name,
                 reason=f"{NAME}: the scout was wounded",
                 **(item_copies.fields(ctx.ruleset.played, holder, found[-1]) if found else {}))
