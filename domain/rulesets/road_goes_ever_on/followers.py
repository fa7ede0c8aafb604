"""Followers: characters controlled by another's direct influence (CoE 2.II.2.2.2, 2.II.3.2).

The Road plays as a normal game where it is silent (RGO-GEN-1), so from ``DIRECT_SINCE`` any
character the hand may bring into play at the company's site (a Haven or his home site), no
Wizard, may come in as the follower of a character of the company who is no follower himself
(``play-follower:<character>:<controller>``), his mind no more than the direct influence the
controller has left against him (``available``: his own, his printed bonuses and his items'
against the newcomer, Frodo's +3 against Sam Gamgee (RGO-ABIL-24), less the minds of the
followers he already controls). The newcomer takes none of the general influence. In the
organization phase a character of the company under general influence, with no followers and
no Wizard, may be moved under such a character's direct influence
(``take-follower:<character>:<controller>``, ``FollowerTaken``), and a follower back to general
influence while it has room for his mind (``release-follower:<character>``,
``FollowerReleased``).

Before ``DIRECT_SINCE`` (from version 25) only Frodo's bonus was played this way: Sam Gamgee
alone came in as Frodo's follower, while his mind was no more than Frodo's direct influence
plus three, and from ``chance_meeting.SINCE_VERSION`` A Chance Meeting brought other followers
in (chance_meeting.py); no one was moved between general and direct influence. Those versions
replay as played. A follower counts as one while he is in his controller's company; a split
that would part them is refused when the general influence could not take him back.

From ``UNCONTROLLED_SINCE`` the followers of a controller leaving play whom the general
influence cannot all take are under no influence (``FollowerUncontrolled``, CoE 2.II.2.2.3):
while organizing the player moves each under general influence (``release-follower``) or a
character's direct influence in his company (``take-follower``), and each left so is discarded
as the phase ends (CoE 2.II.2.2.3, ``Turn.organization_ends``), the fact naming the
``FollowerUncontrolled`` it follows (``FOLLOWS``). Before, all went under general influence,
past its limit.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from domain.cards import Card, fold
from domain.engine import coe, item_influence
from domain.engine.characters import Character
from domain.engine.influence import STANDARD_GENERAL_INFLUENCE
from domain.errors import IllegalAction
from domain.narration import named
from domain.ruleset import Action, Context, illegal, played_since
from domain.rulesets.road_goes_ever_on import return_of_the_king, shadow
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, State

CLAUSE = "RGO-ABIL-24"
KIND = "play-follower"
#: The first version that plays Frodo's bonus; earlier versions replay as played.
SINCE_VERSION = 25
#: The first version in which any character may come in, or be moved, under a character's
#: direct influence, and a follower moved back to general influence (CoE 2.II.3.2).
DIRECT_SINCE = 217
TAKE = "take-follower"
RELEASE = "release-follower"
#: The first version in which the followers of a controller leaving play are under no
#: influence when the general influence cannot take them all (CoE 2.II.2.2.3): while
#: organizing each is moved under general influence or a character's direct influence, or is
#: discarded as the phase ends (CoE 2.II.2.2.3). Before, they all went under general influence.
UNCONTROLLED_SINCE = 221
UNCONTROLLED = "CoE-2.II.2.2.3"
#: A character left under no influence is discarded as the organization phase ends by the
#: clause that left him so ("or else it must be discarded at the end of that phase"), whatever
#: the general influence (CoE 2.II.8 discards only while it is exceeded).
DISCARDED = UNCONTROLLED
#: What the fact of such a discard names as the earlier event it follows (the audit's
#: ``follows``): the ``FollowerUncontrolled`` that left him under no influence.
FOLLOWS = {"follows": "FollowerUncontrolled"}
#: A character brought into play under direct influence; moved under it, or back.
PLAYED_AS = coe.GENERAL_INFLUENCE
MOVED = coe.FOLLOWER
BONUS = 3
FRODO, SAM = fold("Frodo"), fold("Sam Gamgee")
#: The items whose bearer has more direct influence against a follower (folded names of
#: ``item_influence.FOLLOWER_BONUSES``).
ITEM_BONUSES = tuple(fold(name) for name in ("Elf-stone", "Red Arrow", "Red Book of Westmarch"))
CardOf = Callable[[str], Card]


#: How the coverage names a bonus against characters, which counts only for a follower: a
#: character under direct influence (``available`` counts every such bonus; a row so named
#: reads scripted).
NEVER_HERE = ("counted only for a follower (a character under direct influence, "
              "followers.py; one under general influence takes no bonus): ")
#: The characters whose direct influence against characters of a race never counts here.
RACE_BONUSES = ("TW-123", "TW-138", "TW-159", "TW-160", "TW-161", "TW-183")


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def direct(played: str) -> bool:
    """Whether the version ``played`` lets any character come in or move under direct
    influence, and back."""
    return played_since(played, DIRECT_SINCE)


def available(state: State, card: CardOf, controller: Character, newcomer: Card,
              played: str) -> int:
    """The direct influence ``controller`` has left against ``newcomer``: his own, his printed
    bonuses and his items' against him (Frodo's +3 against Sam Gamgee), from ``DIRECT_SINCE``
    Return of the King's +3 to Aragorn II's, less the minds of the followers he controls."""
    own = card(controller.card_id)
    total = _own(state, controller, played) + sum(
        b.amount for b in own.character_bonuses if b.stat == "direct_influence" and (
            (b.target == "race" and fold(b.against) == fold(newcomer.race or ""))
            or (b.target == "character" and fold(b.against) == fold(newcomer.name))))
    if fold(controller.name) == FRODO and fold(newcomer.name) == SAM:
        total += BONUS
    seen: set[str] = set()
    for item in controller.items:
        key = fold(card(item.card_id).name)
        if key not in ITEM_BONUSES or key in seen:
            continue
        seen.add(key)
        bonus = item_influence.FOLLOWER_BONUSES[key]
        if bonus.names(newcomer):
            total += bonus.amount
    return total - _used(state, controller)


def _own(state: State, controller: Character, played: str) -> int:
    """``controller``'s direct influence against anyone: his own, from ``DIRECT_SINCE`` with
    Return of the King's +3 to Aragorn II's."""
    bonus = sum(m.amount for m in return_of_the_king.influence_modifiers(
        played, state, controller)) if direct(played) else 0
    return controller.direct_influence + bonus


def _used(state: State, controller: Character) -> int:
    """The minds of the followers ``controller`` controls."""
    led = [f for f, c in state.followers().items() if c == controller.card_id]
    return sum(c.mind for c in state.every_character() if c.card_id in led)


def standing(state: State, controller: Character, played: str) -> dict[str, int]:
    """``controller``'s direct influence as the board shows it, as the general influence is:
    how much his followers' minds use ``of`` his own (a bonus against one character or race
    alone, or an item's, counts only against that newcomer: ``available`` adds it)."""
    return {"used": _used(state, controller), "of": _own(state, controller, played)}


def controller_problem(state: State, card: CardOf, controller_id: str, newcomer: Card,
                       clause: str, played: str,
                       company: Sequence[Character] | None = None) -> tuple[str, str] | None:
    """Why ``controller_id`` cannot take ``newcomer`` under his direct influence: he is no
    character of the company (``company``'s characters, by default the running company's),
    or a follower, or has too little of it left (None: he can)."""
    controller = next((c for c in (state.characters if company is None else company)
                       if c.card_id == controller_id), None)
    if controller is None or controller_id in state.followers():
        return (f"{newcomer.name} comes under the direct influence of a character of the "
                "company who is no follower.", clause)
    if controller_id == newcomer.id:
        return (f"{newcomer.name} cannot come under {newcomer.name}'s own direct influence.",
                clause)
    if controller_id in state.under_no_influence():
        return (f"{controller.name}, under no influence, controls no one.",
                UNCONTROLLED)
    left = available(state, card, controller, newcomer, played)
    if (newcomer.mind or 0) > left:
        return (f"{newcomer.name}'s mind {newcomer.mind} is more than the direct influence "
                f"{controller.name} has left against him ({left}).", clause)
    return None


def _play_problem(state: State, card: CardOf, here: Card, newcomer_id: str,
                  controller_id: str, character_problem: Problem,
                  played: str) -> tuple[str, str] | None:
    """From ``DIRECT_SINCE``: why ``newcomer_id`` cannot come into play now under
    ``controller_id``'s direct influence, or None."""
    if state.phase != ORGANIZATION:
        return "A character comes into play in the organization phase.", PLAYED_AS
    if newcomer_id not in state.hand or not card(newcomer_id).is_character:
        return (f"{named(card, newcomer_id)} is no character of the hand to bring into play.",
                PLAYED_AS)
    newcomer = card(newcomer_id)
    if shadow.is_wizard(newcomer):
        return f"{newcomer.name}, a Wizard, is no one's follower.", MOVED
    found = character_problem(state, newcomer, here)
    # The direct influence stands in for the general influence.
    if found is not None and found[1] != coe.GENERAL_INFLUENCE:
        return found
    return controller_problem(state, card, controller_id, newcomer,
                              _cited(newcomer, state, controller_id), played)


def _cited(newcomer: Card, state: State, controller_id: str) -> str:
    """Frodo's bonus cites its ability (RGO-ABIL-24); any other follower the rule of
    influence."""
    controller = state.character(controller_id)
    if controller is not None and fold(controller.name) == FRODO and fold(newcomer.name) == SAM:
        return CLAUSE
    return PLAYED_AS


def influence(frodo: Character) -> int:
    """Frodo's direct influence against Sam: his own plus three (RGO-ABIL-24)."""
    return frodo.direct_influence + BONUS


def _frodo(state: State) -> Character | None:
    return next((c for c in state.characters if fold(c.name) == FRODO
                 and c.card_id not in state.followers()), None)


Problem = Callable[[State, Card, Card], "tuple[str, str] | None"]


def problem(state: State, sam: Card, here: Card,
            character_problem: Problem) -> tuple[str, str] | None:
    """Why Sam cannot come into play now as Frodo's follower (message, clause), or None."""
    if state.phase != ORGANIZATION:
        return "A character comes into play in the organization phase.", coe.GENERAL_INFLUENCE
    if fold(sam.name) != SAM or sam.id not in state.hand:
        return "Frodo's bonus is used only to bring Sam Gamgee from the hand.", CLAUSE
    frodo = _frodo(state)
    if frodo is None:
        return "Frodo, controlling no one's influence, is not in this company.", CLAUSE
    if (sam.mind or 0) > influence(frodo):
        return (f"Sam Gamgee's mind {sam.mind} is more than Frodo's direct influence "
                f"{influence(frodo)} against him.", CLAUSE)
    found = character_problem(state, sam, here)
    # The general influence is what Frodo's influence stands in for.
    return found if found is not None and found[1] != coe.GENERAL_INFLUENCE else None


def actions(state: State, card: CardOf, here: Card, character_problem: Problem,
            played: str) -> list[Action]:
    if direct(played):
        return [Action(f"{KIND}:{new}:{c.card_id}", f"Bring {card(new).name} into play under "
                       f"{c.name}'s direct influence ("
                       + _room(card(new), available(state, card, c, card(new), played)) + ")",
                       _cited(card(new), state, c.card_id))
                for new in dict.fromkeys(state.hand) if card(new).is_character
                for c in state.characters
                if _play_problem(state, card, here, new, c.card_id, character_problem,
                                 played) is None]
    frodo = _frodo(state)
    if frodo is None:
        return []
    return [Action(f"{KIND}:{c}:{frodo.card_id}", f"Bring {card(c).name} into play under "
                   f"Frodo's direct influence ({frodo.direct_influence} + {BONUS} against "
                   "him)", CLAUSE)
            for c in dict.fromkeys(state.hand) if fold(card(c).name) == SAM
            and problem(state, card(c), here, character_problem) is None]


def refusal(state: State, card: CardOf, here: Card, rest: str,
            character_problem: Problem, played: str) -> IllegalAction:
    sam, _, controller = rest.partition(":")
    if direct(played):
        try:
            found = _play_problem(state, card, here, sam, controller, character_problem,
                                  played)
        except KeyError:
            found = None
        return illegal(*(found or (f"{named(card, sam)} cannot come into play under "
                                   f"{named(card, controller)}'s direct influence.",
                                   PLAYED_AS)))
    frodo = _frodo(state)
    if frodo is None or controller != frodo.card_id:
        who = named(card, controller) if controller else "No one"
        return illegal("Frodo is not in this company, or is a follower." if fold(who) == FRODO
                       else f"{who} is not Frodo, in this company and no one's follower.",
                       CLAUSE)
    try:
        found = problem(state, card(sam), here, character_problem)
    except KeyError:
        found = None
    return illegal(*(found or (f"{named(card, sam)} is no card of the hand to bring into "
                               "play.", CLAUSE)))


def take(ctx: Context[State], newcomer: Card, controller: str, left: int) -> None:
    """After the newcomer's ``CharacterPlayed``: he is his controller's follower (``left``:
    the direct influence his controller had left against him; before ``DIRECT_SINCE`` Frodo's
    own plus three, recorded so)."""
    found = ctx.state.character(controller)
    assert found is not None
    direct_influence = left if direct(ctx.ruleset.played) else influence(found)
    ctx.emit("FollowerTaken", _cited(newcomer, ctx.state, controller), follower=newcomer.id,
             controller=controller, mind=newcomer.mind or 0, direct_influence=direct_influence)


def play(ctx: Context[State], card: CardOf, rest: str,
         bring: Callable[[Context[State], Card, str], None]) -> None:
    """``play-follower:<character>:<controller>`` offered: the character into play
    (``bring``), his controller's follower."""
    newcomer_id, _, controller_id = rest.partition(":")
    newcomer, controller = card(newcomer_id), ctx.state.character(controller_id)
    assert controller is not None
    left = available(ctx.state, card, controller, newcomer, ctx.ruleset.played)
    bring(ctx, newcomer, _cited(newcomer, ctx.state, controller_id))
    take(ctx, newcomer, controller_id, left)


# -- moving a character between general and direct influence (CoE 2.II.3.2) ---------------------

def _take_problem(state: State, card: CardOf, follower_id: str, controller_id: str,
                  played: str) -> tuple[str, str] | None:
    """Why ``follower_id`` cannot be moved under ``controller_id``'s direct influence now: a
    character of the running company, or one under no influence of any company, under a
    character of his own company."""
    loose = state.under_no_influence()
    clause = UNCONTROLLED if follower_id in loose else MOVED
    if state.phase != ORGANIZATION:
        return "A character is moved under direct influence while organizing.", clause
    company = _company_of(state, follower_id) if follower_id in loose else state.characters
    follower = next((c for c in company if c.card_id == follower_id), None)
    if follower is None:
        return f"{named(card, follower_id)} is no character of this company.", clause
    followers = state.followers()
    if follower_id in followers:
        return f"{follower.name} is a follower already.", clause
    if follower_id in followers.values():
        return (f"{follower.name} controls followers, so {follower.name} cannot follow "
                "anyone.", clause)
    newcomer = card(follower_id)
    if shadow.is_wizard(newcomer):
        return f"{follower.name}, a Wizard, is no one's follower.", clause
    return controller_problem(state, card, controller_id, newcomer, clause, played, company)


def _company_of(state: State, character: str) -> tuple[Character, ...]:
    """The characters of ``character``'s company, any company (none: he is in none)."""
    found = state.company_of(character)
    return () if found is None else found.characters


def _release_problem(state: State, follower_id: str,
                     card: CardOf) -> tuple[str, str] | None:
    """Why the follower ``follower_id`` (or a character under no influence, of any company)
    cannot go back to general influence now: while it has room for him (CoE 2.II.3.2)."""
    loose = follower_id in state.under_no_influence()
    clause = UNCONTROLLED if loose else MOVED
    if state.phase != ORGANIZATION:
        return "A follower goes back to general influence while organizing.", clause
    follower = next((c for c in _company_of(state, follower_id)
                     if c.card_id == follower_id), None) if loose \
        else state.character(follower_id)
    if follower is None or not (loose or follower_id in state.followers()):
        return f"{named(card, follower_id)} is no follower of this company.", clause
    if state.general_influence_used() + follower.mind > STANDARD_GENERAL_INFLUENCE:
        return (f"{follower.name} needs {follower.mind} general influence and too little is "
                "left.", clause)
    return None


def move_actions(state: State, card: CardOf, played: str) -> list[Action]:
    """Each character of the company that may move under another's direct influence, and
    each follower that may go back to general influence (from ``DIRECT_SINCE``); from
    ``UNCONTROLLED_SINCE`` each character under no influence, of any company, may go under
    either (CoE 2.II.2.2.3), the offers naming him so."""
    if not direct(played):
        return []
    followers, loose = state.followers(), state.under_no_influence()
    out = []
    for company in state.all_companies():
        running = company.id == state.company
        out += [Action(f"{TAKE}:{f.card_id}:{c.card_id}", f"{f.name}{_no_one(f, loose)} "
                       f"becomes a follower of {c.name} (under {c.name}'s direct influence: "
                       + _room(card(f.card_id), available(state, card, c, card(f.card_id),
                                                          played)) + ")",
                       UNCONTROLLED if f.card_id in loose else MOVED)
                for f in company.characters if running or f.card_id in loose
                for c in company.characters
                if f.card_id not in followers and c.card_id != f.card_id
                and _take_problem(state, card, f.card_id, c.card_id, played) is None]
        out += [Action(f"{RELEASE}:{f.card_id}", f"{f.name}{_no_one(f, loose)} goes back "
                       "under general influence", UNCONTROLLED if f.card_id in loose else MOVED)
                for f in company.characters
                if (f.card_id in loose or (running and f.card_id in followers))
                and _release_problem(state, f.card_id, card) is None]
    return out


def _room(newcomer: Card, left: int) -> str:
    """What an offer to place ``newcomer`` under a character's direct influence tells: his
    mind against what it has ``left`` against him."""
    return f"mind {newcomer.mind or 0} of the {left} left"


def _no_one(character: Character, loose: Mapping[str, str]) -> str:
    """How an offer names a character under no influence: else he is named alone."""
    return ", under no influence (discarded as the phase ends if left so)," \
        if character.card_id in loose else ""


def move_refusal(state: State, card: CardOf, kind: str, rest: str,
                 played: str) -> IllegalAction:
    follower, _, controller = rest.partition(":")
    try:
        found = _take_problem(state, card, follower, controller, played) if kind == TAKE \
            else _release_problem(state, follower, card)
    except KeyError:
        found = None
    return illegal(*(found or ("That move of influence is not offered now.", MOVED)))


def move(ctx: Context[State], card: CardOf, kind: str, rest: str) -> None:
    """``take-follower`` or ``release-follower`` offered: the fact that records it, citing
    CoE 2.II.2.2.3 for a character under no influence."""
    follower_id, _, controller_id = rest.partition(":")
    state = ctx.state
    loose = state.under_no_influence()
    company = _company_of(state, follower_id)
    follower = next(c for c in company if c.card_id == follower_id)
    clause = UNCONTROLLED if follower_id in loose else MOVED
    if kind == TAKE:
        controller = next(c for c in company if c.card_id == controller_id)
        ctx.emit("FollowerTaken", clause, follower=follower_id, controller=controller_id,
                 mind=follower.mind, direct_influence=available(
                     state, card, controller, card(follower_id), ctx.ruleset.played))
        return
    ctx.emit("FollowerReleased", clause, follower=follower_id,
             controller=loose.get(follower_id) or state.followers()[follower_id],
             mind=follower.mind)


def split_problem(state: State, leaving: Sequence[str]) -> tuple[str, str] | None:
    """A split parting a follower from his controller puts him under general influence: it
    is refused when too little is left for him (CoE 2.II.8)."""
    followers = state.followers()
    parted = [f for f, c in followers.items() if (f in leaving) != (c in leaving)]
    if not parted:
        return None
    minds = sum(c.mind for c in state.every_character() if c.card_id in parted)
    used = state.general_influence_used()
    if used + minds <= STANDARD_GENERAL_INFLUENCE:
        return None
    names = ", ".join(c.name for c in state.every_character() if c.card_id in parted)
    return (f"{names} would leave his controller's company for general influence, and too "
            "little is left.", coe.GENERAL_INFLUENCE)


def settle(ctx: Context[State]) -> None:
    """From ``DIRECT_SINCE``, a follower parted from his controller (a split, either leaving
    play) is under general influence from then on (``FollowerReleased``): he does not follow
    again should the two meet, nor come back into play a follower. From
    ``UNCONTROLLED_SINCE`` the followers of controllers gone that the general influence cannot
    all take are under no influence instead (``FollowerUncontrolled``)."""
    if not direct(ctx.ruleset.played):
        return
    state = ctx.state
    following = state.followers()
    parted = [(f, c) for f, c in state.controlled if following.get(f) != c]
    gone = lost(ctx, parted)
    for follower, controller in parted:
        if follower not in gone:
            ctx.emit("FollowerReleased", MOVED, follower=follower, controller=controller,
                     mind=ctx.ruleset.catalog.get(follower).mind or 0)


def lost(ctx: Context[State], parted: Sequence[tuple[str, str]]) -> list[str]:
    """From ``UNCONTROLLED_SINCE``: when the general influence, counting them all, is over its
    limit, each follower of ``parted`` (follower, controller) still in play whose controller
    is not is under no influence, all of them or none (``FollowerUncontrolled``; CoE
    2.II.2.2.3: a follower removed from direct influence outside the organization phase is not
    taken from the general influence), and they are returned. Empty when it has room for them
    all: under it, each is left every choice the clause gives (he may still be moved under
    direct influence).
    ``settle`` asks it, and Sacrifice of Form, whose fact drops the Wizard's pairs."""
    if not played_since(ctx.ruleset.played, UNCONTROLLED_SINCE):
        return []
    state = ctx.state
    here = {c.card_id for c in state.every_character()}
    left = [(f, c) for f, c in parted if f in here and c not in here]
    used = state.general_influence_used()
    if used <= STANDARD_GENERAL_INFLUENCE:
        return []
    # All or none: ``used`` counts every one of them, each fact naming them all (``together``).
    together = [f for f, _ in left]
    for follower, controller in left:
        ctx.emit("FollowerUncontrolled", UNCONTROLLED, follower=follower,
                 controller=controller, mind=ctx.ruleset.catalog.get(follower).mind or 0,
                 general_influence=used, of=STANDARD_GENERAL_INFLUENCE, together=together)
    return together


def uncontrolled(state: State) -> list[Character]:
    """The characters in play under no influence, to be discarded as the organization phase
    ends (CoE 2.II.2.2.3, ``DISCARDED``: ``Turn.organization_ends``)."""
    loose = state.under_no_influence()
    return [c for c in state.every_character() if c.card_id in loose]


def policy_choice(state: State, card: CardOf, ids: Sequence[str]) -> str | None:
    """The automatic player keeps the characters under no influence it can: under a
    character's direct influence where one has room (the general influence kept for the
    others), else under general influence the one worth the most marshalling points (the
    first offered of equals); one it cannot place is discarded as the phase ends."""
    loose = state.under_no_influence()
    if not loose:
        return None
    placing = [i for i in ids if i.startswith((f"{TAKE}:", f"{RELEASE}:"))
               and i.split(":")[1] in loose]
    taken = next((i for i in placing if i.startswith(f"{TAKE}:")), None)
    if taken is not None or not placing:
        return taken
    return max(placing, key=lambda i: card(i.split(":")[1]).marshalling_points or 0)
