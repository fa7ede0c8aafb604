""""Many a Gleaming Golden Hoard" (The Dragons' scenario, TDH-*) as a setup option of The Road
Goes Ever On: lost treasures taken at Dragons' lairs, stored at a Haven, each stored one a
card more in the hand, and the victory by stored treasures.

In the solo game a hoard major or greater item comes from the Quest deck: it is taken at its
site (a Dragon's lair, TD-HOARD-1) with ``lost-treasure:<quest>:<character>`` when declared a
lost treasure (TDH-SPEC-2), or with the ordinary ``take-quest`` when not. A lost treasure is
stored with ``store-treasure:<item>`` in the organization phase at a Haven.

From ``COPIES_SINCE`` the lost treasure is the copy declared one: the item its ``QuestTaken``
brings into play names the lair (``Item.lost_treasure``), goes where its bearer's items go and
leaves play with him, so that a copy of the same card taken plainly later is an item, never
the treasure; a unique item designated before is still one, whatever copy comes back
(TDH-SPEC-5). Before, lost treasures were counted by card (``display_copies.SINCE_VERSION``:
by the number of copies declared less those stored), a copy that left play still counted.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from domain.canonical import JSON
from domain.cards import Card
from domain.engine import dragons
from domain.engine.characters import Character, Item
from domain.errors import IllegalAction
from domain.narration import named
from domain.ruleset import Action, Context, illegal, played_since
from domain.rulesets.road_goes_ever_on import display_copies
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, SITE, State

OPTION = "golden_hoard"
DECLARE, STORE = "lost-treasure", "store-treasure"
KINDS = (DECLARE, STORE)
TREASURES, SHORTER = 5, (2, 3, 4, 5)  # TDH-WIN-1, TDH-WIN-2
LONGER = (0, 1, 2)  # unique Dragons to defeat as well (TDH-WIN-3)
#: From this version the longer game is won the moment both of its conditions hold, in either
#: order: a Dragon defeated after the treasures are stored wins too (before, only a storing).
WIN_ON_DEFEAT_SINCE = 197
#: From this version the bearer of a lost treasure makes a corruption check before storing it,
#: as for any item stored (CoE-2.II.4); failed, the treasure goes with him, unstored.
STORE_CHECK_SINCE = 197
STORE_CHECK = "CoE-2.II.4"
#: From this version a lost treasure is the copy declared one, not any copy of its card.
COPIES_SINCE = 204
#: From this version the deck check counts the unique Dragons to defeat (TDH-WIN-3) by any of
#: their manifestations in the play decks (the Hazard deck's and the Long Event deck's: an
#: Ahunt or At Home defeated defeats its Dragon, BA-CLAR-1, TD-MANIF-5); before, by their
#: basic creature cards in the Hazard deck alone.
ANY_MANIFESTATION_SINCE = 231
#: The play decks whose manifestations count, from ``ANY_MANIFESTATION_SINCE``.
DRAGON_DECKS = ("hazard", "long_event")


def copies(played: str) -> bool:
    return played_since(played, COPIES_SINCE)


@dataclass(frozen=True, slots=True)
class Variant:
    """The treasures to store to win and the unique Dragons to defeat as well."""

    treasures: int = TREASURES
    dragons: int = 0

    def to_json(self) -> dict[str, int]:
        return {"treasures": self.treasures, "dragons": self.dragons}


def parse(value: Any) -> tuple[Variant | None, list[str]]:
    """The option as given: false (not played), true (five treasures) or
    ``{"treasures": 2-5, "dragons": 0-2}``; with the problems found."""
    if value is None or value is False:
        return None, []
    if value is True:
        return Variant(), []
    if not isinstance(value, Mapping) or set(value) - {"treasures", "dragons"}:
        return None, [f"{OPTION} must be true, false or {{\"treasures\": 2-5, \"dragons\": "
                      f"0-2}}, not {value!r} [TDH-WIN-2]"]
    treasures, slain = value.get("treasures", TREASURES), value.get("dragons", 0)
    problems = []
    if not isinstance(treasures, int) or isinstance(treasures, bool) or treasures not in SHORTER:
        problems.append(f"{OPTION}.treasures must be 2, 3, 4 or 5, not {treasures!r} "
                        "[TDH-WIN-2]")
    if not isinstance(slain, int) or isinstance(slain, bool) or slain not in LONGER:
        problems.append(f"{OPTION}.dragons must be 0, 1 or 2, not {slain!r} [TDH-WIN-3]")
    return (None, problems) if problems else (Variant(treasures, slain), [])


def variant(options: Mapping[str, Any]) -> Variant | None:
    return parse(options.get(OPTION))[0]


def is_treasure_item(card: Card) -> bool:
    """A hoard major or greater item (TDH-SPEC-1)."""
    return dragons.is_hoard_item(card) and card.item_class in ("major", "greater")


# -- the deck check ----------------------------------------------------------------------------

def deck_problems(card: Callable[[str], Card], decks: Mapping[str, Sequence[str]],
                  chosen: Variant, played: str) -> list[str]:
    """The scenario's starter deck and boosters, as a deck check (TDH-SETUP-1): enough hoard
    major or greater items in the Quest deck and Dragons' lairs in the Site deck for the
    treasures needed (one lost treasure per lair, TDH-SPEC-3), and enough unique Dragons in
    the play decks for the longer variant (TDH-WIN-3; see ``ANY_MANIFESTATION_SINCE``)."""
    problems = []
    quest = [c for c in decks.get("quest", []) if is_treasure_item(card(c))]
    if len(quest) < chosen.treasures:
        problems.append(f"quest: {len(quest)} hoard major or greater items; storing "
                        f"{chosen.treasures} lost treasures needs at least that many "
                        "[TDH-SETUP-1]")
    lairs = {s for s in decks.get("sites", []) if dragons.is_lair(card(s))}
    if len(lairs) < chosen.treasures:
        problems.append(f"sites: {len(lairs)} Dragon's lairs; one lost treasure is played at "
                        f"each, and {chosen.treasures} are needed [TDH-SPEC-3]")
    every = played_since(played, ANY_MANIFESTATION_SINCE)
    named = DRAGON_DECKS if every else ("hazard",)
    slain = {m.dragon.name for deck in named for c in decks.get(deck, [])
             if (m := dragons.manifestation(card(c))) is not None
             and (every or m.kind == dragons.BASIC)}
    if len(slain) < chosen.dragons:
        where = "hazard and long_event" if every else "hazard"
        problems.append(f"{where}: {len(slain)} unique Dragons to defeat; the variant needs "
                        f"{chosen.dragons} [TDH-WIN-3]")
    return problems


# -- lost treasures ----------------------------------------------------------------------------

def _company_items(state: State) -> list[str]:
    return [i.card_id for c in state.characters for i in c.items]


def is_treasure(state: State, item: Item, card: Callable[[str], Card]) -> bool:
    """From ``COPIES_SINCE``, whether the copy ``item`` in play is an unstored lost treasure:
    the copy declared one (TDH-SPEC-2), or a unique item designated one before and not
    stored, whichever copy of it (TDH-SPEC-5)."""
    if item.lost_treasure is not None:
        return True
    return any(i == item.card_id for i, _ in state.lost_treasures) \
        and item.card_id not in state.stored_treasures and card(item.card_id).unique


def _treasures(state: State, characters: Sequence[Character],
               card: Callable[[str], Card]) -> list[tuple[Character, Item]]:
    """(bearer, copy) of each unstored lost treasure ``characters`` bear (``COPIES_SINCE``)."""
    return [(c, i) for c in characters for i in c.items if is_treasure(state, i, card)]


def treasure_bearer(state: State, item: str, card: Callable[[str], Card],
                    among: Sequence[Character] | None = None) -> Character | None:
    """The company's first character (of ``among``, if given) bearing a copy of ``item`` that
    is an unstored lost treasure (``COPIES_SINCE``)."""
    return next((c for c, i in _treasures(state, state.characters if among is None else among,
                                          card) if i.card_id == item), None)


def plain_bearer(state: State, item: str, card: Callable[[str], Card],
                 among: Sequence[Character] | None = None) -> Character | None:
    """The company's first character (of ``among``, if given) bearing a copy of ``item`` that
    is no unstored lost treasure (``COPIES_SINCE``)."""
    return next((c for c in (state.characters if among is None else among) for i in c.items
                 if i.card_id == item and not is_treasure(state, i, card)), None)


def borne(state: State, character: Character, card: Callable[[str], Card],
          played: str) -> list[tuple[Item, str]]:
    """The unstored lost treasures ``character`` bears, each with the lair it was declared
    at, as the board shows them: from ``COPIES_SINCE`` each copy that is one (the copy
    declared, or a unique item designated before, at its last lair); before, every copy of a
    card still counted unstored (``unstored``), at the card's last lair."""
    if variant(state.options) is None:
        return []
    lairs = dict(state.lost_treasures)  # each card's last lair
    if copies(played):
        return [(i, i.lost_treasure or lairs[i.card_id]) for i in character.items
                if is_treasure(state, i, card)]
    counted = unstored(state, played, card)
    return [(i, lairs[i.card_id]) for i in character.items
            if i.card_id in counted and i.card_id in lairs]


def declared_item(item: dict[str, JSON], site: str, played: str) -> dict[str, JSON]:
    """The ``item`` data of the ``QuestTaken`` taking a lost treasure at ``site``: from
    ``COPIES_SINCE`` naming the lair, the copy the treasure is."""
    return {**item, "lost_treasure": site} if copies(played) else item


def unstored(state: State, played: str, card: Callable[[str], Card]) -> list[str]:
    """The lost treasures borne by a character, not stored: from ``COPIES_SINCE`` each copy
    declared one, or of a unique item designated before (``is_treasure``); from
    ``display_copies.SINCE_VERSION`` counted by copy (a card declared twice and stored once
    has one copy unstored, a copy gone from play still counted); before, by card (a card once
    stored was never unstored)."""
    if copies(played):
        return [i.card_id for _, i in _treasures(state, state.every_character(), card)]
    if not display_copies.plays(played):
        designated = [item for item, _ in state.lost_treasures]
        return [i.card_id for c in state.every_character() for i in c.items
                if i.card_id in designated and i.card_id not in state.stored_treasures]
    left: dict[str, int] = {}
    for item, _ in state.lost_treasures:
        left[item] = left.get(item, 0) + 1
    for item in state.stored_treasures:
        left[item] = left.get(item, 0) - 1
    out = []
    for c in state.every_character():
        for i in c.items:
            if left.get(i.card_id, 0) > 0:
                left[i.card_id] -= 1
                out.append(i.card_id)
    return out


def declare_problem(state: State, item: Card, site: Card, played: str,
                    card: Callable[[str], Card]) -> tuple[str, str] | None:
    """Why ``item`` cannot be taken as a lost treasure at ``site`` (message, clause), or None:
    a hoard major or greater item at a Dragon's lair (TDH-SPEC-1), one lost treasure ever per
    lair (TDH-SPEC-3), none while another is unstored (TDH-SPEC-4) unless this unique item was
    designated before (TDH-SPEC-5, TDH-SPEC-6)."""
    if not is_treasure_item(item):
        return f"{item.name} is no hoard major or greater item", "TDH-SPEC-1"
    if not dragons.is_lair(site):
        return f"{site.name} is no Dragon's lair", "TDH-SPEC-1"
    again = item.unique and any(i == item.id for i, _ in state.lost_treasures)
    if again:
        return None
    if any(lair == site.id for _, lair in state.lost_treasures):
        return f"a lost treasure has already been played at {site.name}", "TDH-SPEC-3"
    if unstored(state, played, card):
        return "a lost treasure not yet stored is in play", "TDH-SPEC-4"
    return None


def actions(state: State, card: Callable[[str], Card],
            quest_problem: Callable[[State, str, str], str | None], played: str) -> list[Action]:
    """Taking a display quest as a lost treasure (site phase), storing one (organization
    phase, at a Haven)."""
    if variant(state.options) is None:
        return []
    if state.phase == ORGANIZATION and card(state.site).is_haven:
        if copies(played):  # the copies the company bears, not any of their cards
            shown = list(dict.fromkeys(i.card_id for _, i in _treasures(
                state, state.characters, card)))
        else:
            found = unstored(state, played, card)
            shown = list(dict.fromkeys(found)) if display_copies.plays(played) else found
        # From STORE_CHECK_SINCE the bearer's corruption check comes first: the label says so.
        check = (", its bearer making a corruption check first"
                 if played_since(played, STORE_CHECK_SINCE) else "")
        return [Action(f"{STORE}:{item}", f"Store {card(item).name}, a lost treasure, at "
                       f"{card(state.site).name}{check}", "TDH-SPEC-7") for item in shown
                if item in _company_items(state)]
    if state.phase != SITE:
        return []
    out = []
    for quest in display_copies.offered(state, played):
        item = card(quest.card)
        if declare_problem(state, item, card(state.site), played, card) is not None:
            continue
        for c in state.characters:
            if quest_problem(state, quest.card, c.card_id) is None:
                out.append(Action(f"{DECLARE}:{quest.card}:{c.card_id}",
                                  f"{c.name} takes {item.name} as a lost treasure",
                                  "TDH-SPEC-2"))
    return out


def refusal(state: State, kind: str, rest: str, card: Callable[[str], Card],
            quest_problem: Callable[[State, str, str], str | None],
            played: str) -> IllegalAction | None:
    """Why the action is refused, with its clause, or None."""
    if variant(state.options) is None:
        return illegal("Lost treasures are played only with the golden_hoard option.",
                       "TDH-SETUP-1")
    if kind == STORE:
        if state.phase != ORGANIZATION or not card(state.site).is_haven:
            return illegal("A lost treasure is stored at a Haven, in the organization phase.",
                           "TDH-SPEC-7")
        borne = treasure_bearer(state, rest, card) is not None if copies(played) else \
            rest in unstored(state, played, card) and rest in _company_items(state)
        if not borne:
            return illegal(f"{named(card, rest)} is no lost treasure borne by this company.",
                           "TDH-SPEC-7")
        return None
    quest, _, who = rest.partition(":")
    if state.phase != SITE or quest not in [q.card for q in state.display]:
        return illegal(f"{named(card, quest)} is not on the Quest Display to take now.",
                       "TDH-SPEC-2")
    problem = declare_problem(state, card(quest), card(state.site), played, card)
    if problem is not None:
        return illegal(f"{problem[0]}.", problem[1])
    reason = quest_problem(state, quest, who)
    return None if reason is None else illegal(reason, "RGO-QUEST-4")


#: The clause by which the item taken is declared a lost treasure.
DECLARED = "TDH-SPEC-2"


def declare(ctx: Context[State], quest: str) -> None:
    """After the quest is taken: the item is a lost treasure found at this lair."""
    ctx.emit("LostTreasureDeclared", DECLARED, card=quest, site=ctx.state.site)


def _bearer(ctx: Context[State], item: str) -> Character | None:
    """The bearer of the treasure ``item`` to store: from ``COPIES_SINCE`` of the copy that is
    one; before, of any copy."""
    state = ctx.state
    if copies(ctx.ruleset.played):
        return treasure_bearer(state, item, ctx.ruleset.catalog.get)
    return next((c for c in state.characters if any(i.card_id == item for i in c.items)), None)


def store(ctx: Context[State], item: Card,
          end: Callable[[Context[State], str, str, str], None],
          check: Callable[[Context[State], Character, int, str], None]) -> None:
    """Store the lost treasure: from ``STORE_CHECK_SINCE`` its bearer's corruption check
    first (``check``, CoE-2.II.4); its points go to the MP pile, the hand grows by one
    (TDH-SPEC-7); enough stored treasures (and unique Dragons defeated) win at once
    (TDH-WIN-1 to 3). From ``COPIES_SINCE`` the bearer is the one of the copy that is the
    treasure."""
    bearer = _bearer(ctx, item.id)
    assert bearer is not None
    if played_since(ctx.ruleset.played, STORE_CHECK_SINCE):
        check(ctx, bearer, 0, STORE_CHECK)
        after = _bearer(ctx, item.id)
        if after is None or after.card_id != bearer.card_id and copies(ctx.ruleset.played):
            return  # the check failed: the treasure went with its bearer
    ctx.emit("LostTreasureStored", "TDH-SPEC-7", card=item.id, name=item.name,
             character=bearer.card_id, points=item.marshalling_points or 0,
             hand_size=hand_bonus(ctx.state) + 1)
    chosen = variant(ctx.state.options)
    assert chosen is not None
    if won(ctx.state, chosen):
        rule = "TDH-WIN-3" if chosen.dragons else \
            "TDH-WIN-1" if chosen.treasures == TREASURES else "TDH-WIN-2"
        end(ctx, "won", f"{len(ctx.state.stored_treasures)} lost treasures are stored", rule)


def dragon_defeated(ctx: Context[State], end: Callable[[Context[State], str, str, str], None]
                    ) -> None:
    """After a ``DragonDefeated``: the longer game is won once the unique Dragons needed are
    defeated with the treasures already stored (TDH-WIN-3, from ``WIN_ON_DEFEAT_SINCE``)."""
    chosen = variant(ctx.state.options)
    if chosen is None or not chosen.dragons or ctx.state.outcome is not None \
            or not played_since(ctx.ruleset.played, WIN_ON_DEFEAT_SINCE):
        return
    if won(ctx.state, chosen):
        slain = ctx.state.slain_dragons
        end(ctx, "won", f"{len(ctx.state.stored_treasures)} lost treasures are stored and "
            f"{' and '.join(slain)} {'is' if len(slain) == 1 else 'are'} defeated", "TDH-WIN-3")


def hand_bonus(state: State) -> int:
    """One card more in the hand for each stored lost treasure (TDH-SPEC-7)."""
    return len(state.stored_treasures) if variant(state.options) is not None else 0


def won(state: State, chosen: Variant) -> bool:
    """The treasures needed are stored (TDH-WIN-1, TDH-WIN-2) and, in the longer game, the
    unique Dragons needed defeated (TDH-WIN-3)."""
    return len(state.stored_treasures) >= chosen.treasures \
        and len(state.slain_dragons) >= chosen.dragons
