"""Bane of the Ithil-stone, a hazard permanent-event, played by its text from version
``SINCE_VERSION`` (earlier versions had the player declare its effect, and replay as played).

Revealed from the Hazard Pile (or on guard) it stays in play (``EnvironmentInPlay``, counted
against the hazard limit as any hazard event is, RGO-HAZ-2); it cannot be duplicated, a copy
revealed while it is in play is discarded (RGO-HAZ-3). While it is in play:

- a palantír's corruption points count twice for its bearer (``extra_corruption``, read by
  ``turn.corruption_points``);
- the effects that search or look at a play deck or a discard pile are cancelled: they are not
  offered, and are refused naming the card: the palantíri of Annúminas, Orthanc and Minas
  Tirith (their own use and another stone's use as them), Mirror of Galadriel, the Song
  fetched from the draw deck or the discard pile by Enduring Tales, Hall of Fire, Magical Harp
  or Marvels Told (RGO-SONG-3 to 6), Far-sight's item from the play deck (from
  ``SEARCHES_SINCE``; the card is not played) and Vilya's resources shuffled back from the
  discard pile (its other effects still played); from ``OWN_SINCE`` the solo game's own
  too (``own_search``): a site's search of the deck for an ally (Bree), an Inn's Songs and
  Tales and Smoke Rings (a card from the draw deck or the discard pile), a Tavern's News and
  Gossip and Galadriel's look at the top of a play deck (the player's or the Hazard deck; the
  Quest and long-event decks are none), Sam's minor item from the discard pile, all neither
  offered nor accepted, and a chance meeting's search of the draw deck for a character,
  which finds none (``SearchCanceled``);
- it is discarded whenever a play deck is exhausted (the player's draw deck or the Hazard
  deck), as The Will of Sauron is.

What it does cites the clause of the play that brought the copy in play, from
``effect_clauses.IN_PLAY_SINCE`` by that copy's play (``copy_play``), its ``SearchCanceled`` and
``EnvironmentDiscarded`` naming it (``play``); before, by the card's last play, naming none.

Its line on a minion player never arises here (``hazard_notes``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from domain.cards import Card
from domain.engine.characters import Character
from domain.errors import IllegalAction
from domain.ruleset import Action, Context, illegal, played_since
from domain.rulesets.road_goes_ever_on import effect_clauses
from domain.rulesets.road_goes_ever_on.permanent_hazards import DUPLICATE, comes_into_play
from domain.rulesets.road_goes_ever_on.state import State

#: The first version that plays it; earlier versions replay as played.
SINCE_VERSION = 155
#: The first version in which it cancels Far-sight's and Vilya's searches too.
SEARCHES_SINCE = 162
#: The first version in which it cancels the solo game's own looks and searches too.
OWN_SINCE = 166
#: The actions of the solo game that search a play deck or a discard pile, by kind.
OWN_KINDS = ("search-and-play", "take-song", "smoke-rings")
#: The actions that look at the top of a deck (a Tavern's News, Galadriel's ability), and the
#: decks of them that are play decks.
LOOK_KINDS = ("look-top", "ability")
PLAY_DECKS = ("player", "hazard")
#: The abilities that look at or search them: Galadriel's look, Sam's item.
LOOKS, SAM = "RGO-ABIL-25", "RGO-ABIL-41"
CARD = "TW-13"
PALANTIR = "Palantír"
#: Said when an effect it cancels is refused.
CANCELS = "Bane of the Ithil-stone is in play: it cancels any look at or search of a play " \
          "deck or a discard pile"
#: What The Road Goes Ever On's play of it leaves out ("": nothing), and its test.
MISSING = ""
COVERAGE = {CARD: (MISSING, "tests/rules/test_road_goes_ever_on_bane_of_the_ithil_stone.py::"
                            "test_bane_of_the_ithil_stone_doubles_palantiri_and_cancels_looks")}


def plays(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def in_play(state: State) -> bool:
    """Whether it is in play (only a version that plays it puts it there)."""
    return CARD in state.environments


def revealed(ctx: Context[State], hazard: Card, rule: str, counted: bool) -> bool:
    """Bane of the Ithil-stone revealed: it stays in play, or a copy is discarded; False for
    any other card, or a version before ``SINCE_VERSION``."""
    if hazard.id != CARD or not plays(ctx.ruleset.played):
        return False
    return comes_into_play(ctx, hazard, rule, counted,
                           effect_clauses.as_played(ctx.ruleset.played, rule),
                           DUPLICATE if in_play(ctx.state) else None)


def copy_play(state: State, played: str) -> int:
    """The play of the copy in play (one at most) that what it does is by, in the version
    ``played`` (``effect_clauses.copy_in_play``; 0: the card's last play)."""
    return effect_clauses.copy_in_play(state, played, CARD, effect_clauses.IN_PLAY_SINCE)


def extra_corruption(state: State, card: Callable[[str], Card], bearer: Character) -> int:
    """The palantíri's corruption points counted a second time while it is in play."""
    if not in_play(state):
        return 0
    return sum(card(i.card_id).corruption or 0 for i in bearer.items
               if PALANTIR in card(i.card_id).keywords)


def unmet(state: State, played: str, searches: bool) -> str | None:
    """Why a play that searches a play deck or a discard pile (Far-sight's, Vilya's) is not
    made now, from ``SEARCHES_SINCE`` (None: it searches none, or this card is not in
    play)."""
    return CANCELS if searches and in_play(state) and played_since(played, SEARCHES_SINCE) \
        else None


def cancels_own(state: State, played: str) -> bool:
    """Whether it is in play and cancels the solo game's own searches (``OWN_SINCE``)."""
    return in_play(state) and played_since(played, OWN_SINCE)


def own_search(action: Action) -> bool:
    """Whether ``action`` looks at or searches a play deck or a discard pile."""
    kind = action.id.partition(":")[0]
    last = action.id.rpartition(":")[2]
    return kind in OWN_KINDS or action.rule == SAM or (
        kind in LOOK_KINDS and last in PLAY_DECKS and action.rule in (LOOKS, "RGO-TAV-6"))


def offered_now(state: State, played: str, listed: list[Action]) -> list[Action]:
    """The actions listed, less the searches it cancels while in play."""
    if not cancels_own(state, played):
        return listed
    return [a for a in listed if not own_search(a)]


def own_refusal(state: State, played: str, action: str,
                listed: Callable[[], Sequence[Action]]) -> IllegalAction | None:
    """The refusal of a search it cancels (None: ``action`` is none, or it is not in play);
    ``listed``: the actions the game would list without it."""
    if not cancels_own(state, played) or action.partition(":")[0] not in (*OWN_KINDS,
                                                                           *LOOK_KINDS):
        return None
    found = next((a for a in listed() if a.id == action), None)
    if found is None or not own_search(found):
        return None
    return illegal(f"{found.label}: {CANCELS}.",
                   effect_clauses.of_card(state, played, CARD, copy_play(state, played)))


def chance_meeting_canceled(ctx: Context[State], rule: str) -> bool:
    """A chance meeting would search the draw deck for a character: True (and
    ``SearchCanceled``) while it cancels that search."""
    if not cancels_own(ctx.state, ctx.ruleset.played):
        return False
    clause, play = effect_clauses.by_copy_in_play(ctx, CARD, effect_clauses.IN_PLAY_SINCE)
    ctx.emit("SearchCanceled", clause, card=CARD,
             search="a chance meeting's search of the draw deck for a character", rule=rule,
             **play)
    return True


def deck_exhausted(ctx: Context[State], deck: str) -> None:
    """A play deck is exhausted (``deck``: "player" or "hazard"): it is discarded."""
    if plays(ctx.ruleset.played) and in_play(ctx.state):
        clause, play = effect_clauses.by_copy_in_play(ctx, CARD, effect_clauses.IN_PLAY_SINCE)
        ctx.emit("EnvironmentDiscarded", clause, card=CARD, by=f"The exhausted {deck} deck",
                 **play)
