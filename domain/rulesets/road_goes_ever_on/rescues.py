"""Rescue Prisoners (RGO-PERM-2, RGO-DUNG-4), version 23 on.

The card is a draw-deck card whose 2 MP, in parentheses, come only once it is stored
(RGO-PERM-2). In the site phase, once the company has entered its site, it is played at a
Dark-hold or Shadow-hold already tapped, or at a Dungeon, which counts as a legal site for it
(RGO-DUNG-4; read as: explored, tapped or not), never twice at one site. The company faces a
Spider attack of 2 strikes with 7 prowess. With no character of the company untapped after
it, the card is discarded; otherwise the player taps one untapped character, who holds it
(``rescue-hold:<character>``; ``rescue-leave`` discards it). The holder does not untap until
the card is stored, in his company's organization phase at a Haven, Border-hold or
Free-hold (``store-rescue:<character>``): then its 2 MP go to the MP pile. A holder leaving
play discards the card (state.py).
"""

from __future__ import annotations

from collections.abc import Callable

from domain.cards import Card, fold
from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.ruleset import Action, Context, illegal
from domain.rulesets.road_goes_ever_on import combat, dungeons
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, SITE, State

NAME = "Rescue Prisoners"
CARD_ID = "TW-315"  # for the coverage, which reads cards by id
CARD_RULE = "RGO-PERM-2"
DUNGEON_RULE = dungeons.RESCUES
POINTS = 2  # the card's marshalling points in parentheses (RGO-PERM-2)
PLAYED_AT = ("dark-hold", "shadow-hold")
STORED_AT = ("haven", "border-hold", "free-hold")
PLAY, HOLD, LEAVE, STORE = "rescue-prisoners", "rescue-hold", "rescue-leave", "store-rescue"
KINDS = (PLAY, HOLD, LEAVE, STORE)
#: The first version that plays the card.
SINCE_VERSION = 26
#: From this version no card, Song or ability untaps the holder either (``bars_untap``).
UNTAP_BARRED_SINCE = 38


def offered(played: str) -> bool:
    return int(played) >= SINCE_VERSION


def is_rescue(card: Card) -> bool:
    return fold(card.name) == fold(NAME)


#: The Spider attack the card brings (Burglar Wants a Good Job's ``rescue`` plays it too).
STRIKES, PROWESS = 2, 7


def spiders(card: Card) -> Attack:
    return Attack(card.id, f"Spiders ({card.name})", "Spiders", STRIKES, PROWESS)


def play_problem(state: State, site: Card) -> tuple[str, str] | None:
    """Why Rescue Prisoners may not be played at the company's site now, or None."""
    dungeon = dungeons.is_dungeon(site)
    rule = DUNGEON_RULE if dungeon else CARD_RULE
    if state.phase != SITE or not state.explored or not state.characters:
        return f"{NAME} is played in the site phase, once the site is entered.", rule
    if site.id in state.rescued_at:
        return f"{NAME} has been played at {site.name} already.", rule
    if dungeon:
        return None
    if site.site_type not in PLAYED_AT:
        return (f"{NAME} is played at a Dark-hold, a Shadow-hold or a Dungeon, not at "
                f"{site.name}.", CARD_RULE)
    if site.id not in state.tapped_sites:
        return f"{NAME} is played at a Dark-hold or Shadow-hold already tapped.", CARD_RULE
    return None


def actions(state: State, card: Callable[[str], Card]) -> list[Action]:
    """Play the card from the hand at the site; store a held one in the organization phase."""
    site = card(state.site)
    out = []
    found = next((c for c in dict.fromkeys(state.hand) if is_rescue(card(c))), None)
    if found is not None and play_problem(state, site) is None:
        rule = DUNGEON_RULE if dungeons.is_dungeon(site) else CARD_RULE
        out.append(Action(f"{PLAY}:{found}", f"Play {NAME} at {site.name}: the company faces "
                          "Spiders (2 strikes with 7 prowess)", rule))
    out += [Action(f"{STORE}:{who}", f"{card(who).name} stores {NAME} at {site.name} "
                   f"({POINTS} MP)", CARD_RULE)
            for who in holders(state, card) if store_problem(state, site, who) is None]
    return out


def awaited(state: State, card: Callable[[str], Card]) -> list[Action] | None:
    """The choice of the character who holds the card once the attack is over."""
    if state.rescuing is None or state.awaited_strikes is not None:
        return None
    return [*(Action(f"{HOLD}:{c.card_id}", f"{c.name} taps and holds {NAME}", CARD_RULE)
              for c in state.characters if c.untapped),
            Action(LEAVE, f"Discard {NAME}", CARD_RULE)]


def holders(state: State, card: Callable[[str], Card]) -> list[str]:
    """The characters of the running company holding Rescue Prisoners."""
    return [who for held, who in state.held
            if is_rescue(card(held)) and state.character(who) is not None]


def store_problem(state: State, site: Card, who: str) -> str | None:
    if state.phase != ORGANIZATION:
        return f"{NAME} is stored in the organization phase."
    if not any(w == who for _, w in state.held) or state.character(who) is None:
        return f"No character of the company holds {NAME} as {who}."
    if not (site.is_haven or site.site_type in STORED_AT):
        return f"{NAME} is stored at a Haven, Border-hold or Free-hold, not at {site.name}."
    return None


def refusal(state: State, card: Callable[[str], Card], kind: str, rest: str) -> IllegalAction:
    site = card(state.site)
    if kind == PLAY:
        if rest not in state.hand or not is_rescue(card(rest)):
            return illegal(f"{NAME} is not in your hand.", CARD_RULE)
        problem = play_problem(state, site)
        if problem is not None:
            return illegal(*problem)
    if kind == STORE:
        return illegal(store_problem(state, site, rest) or "Decide what is awaited first.",
                       CARD_RULE)
    if kind in (HOLD, LEAVE):
        if state.rescuing is None:
            return illegal(f"No {NAME} waits for a character to hold it.", CARD_RULE)
        return illegal("The holder must be an untapped character of the company.", CARD_RULE)
    return illegal("The game waits for another decision first.", CARD_RULE)


def play(ctx: Context[State], card_id: str, card: Callable[[str], Card]) -> bool | None:
    """The card leaves the hand and the company faces the Spiders; the attack's result, or
    None while the defender assigns its strikes."""
    site = card(ctx.state.site)
    rule = DUNGEON_RULE if dungeons.is_dungeon(site) else CARD_RULE
    ctx.emit("RescuePrisonersPlayed", rule, card=card_id, site=site.id,
             dungeon=dungeons.is_dungeon(site))
    return combat.resolve_attack(ctx, spiders(card(card_id)), CARD_RULE, ask=True)


def after_attack(ctx: Context[State]) -> None:
    """With no untapped character left the card is discarded; else a holder is chosen."""
    state = ctx.state
    if state.rescuing is not None and state.awaited_strikes is None \
            and not any(c.untapped for c in state.characters):
        ctx.emit("RescuePrisonersDiscarded", CARD_RULE, card=state.rescuing,
                 reason="no character of the company is untapped after the attack")


def decide(ctx: Context[State], kind: str, rest: str, card: Callable[[str], Card]) -> None:
    state = ctx.state
    if kind == HOLD:
        ctx.emit("CharacterStateChanged", CARD_RULE, character=rest, state="tapped")
        barred = {"bars_untap": True} if int(ctx.ruleset.played) >= UNTAP_BARRED_SINCE else {}
        ctx.emit("CardHeld", CARD_RULE, card=state.rescuing, character=rest, **barred)
    elif kind == LEAVE:
        ctx.emit("RescuePrisonersDiscarded", CARD_RULE, card=state.rescuing,
                 reason="no character takes it")
    elif kind == STORE:
        held = next(c for c, who in state.held if who == rest and is_rescue(card(c)))
        ctx.emit("CardStored", CARD_RULE, card=held, character=rest, site=state.site)
        ctx.emit("MarshallingPointsGained", CARD_RULE, card=held, name=NAME,
                 kind="miscellaneous", points=POINTS)


def kept_tapped(state: State) -> list[str]:
    """The characters who may not untap: each holds a card not yet stored."""
    return list(dict.fromkeys(who for _, who in state.held))


def policy_choice(state: State, ids: list[str]) -> str | None:
    """Store whenever it can; hold with the first character offered; play the card when two
    untapped characters at least would face the Spiders."""
    chosen = next((i for i in ids if i.startswith((f"{STORE}:", f"{HOLD}:"))), None)
    if chosen is not None:
        return chosen
    play_id = next((i for i in ids if i.startswith(f"{PLAY}:")), None)
    if play_id is not None and sum(c.untapped for c in state.characters) >= 2:
        return play_id
    return None
