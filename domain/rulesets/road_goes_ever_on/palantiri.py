"""The palantíri's own powers (``SINCE_VERSION`` on), as their cards print them.

A palantír is still used by its untapped bearer's tap in his organization phase, each use
adding one Shadow token (palantir.py, RGO-SHADOW-9); from this version what the stone does is
played, no effect declared, and its bearer then checks corruption (CoE 7.1):

- Annúminas: a "sage only" card (``card``) of the play deck or the discard pile is taken into
  the hand, and the play deck is reshuffled;
- Orthanc: with five cards or more in the play deck, a card of the discard pile (``card``) is
  shuffled into it;
- Minas Tirith: the top five cards of the play deck are seen and shuffled back on top (its
  other half, the opponent's deck, needs the two-player game);
- Elostirion, borne by a sage: a corruption card (``card``) is removed from an Elf or a Wizard
  of his company;
- Osgiliath: a hazard permanent-event (``card``) on a character of the company, or Doors of
  Night in play, is discarded; or (``as``) another palantír borne in play is used as if it
  were that stone, with its own argument;
- Amon Sûl: (``as``) the Palantír of Annúminas or of Elostirion, borne in play, is used as if
  it were that stone (its other use, seeing the opponent's hand, needs the two-player game).

As a company's movement/hazard phase begins it discards (``ItemLost``) a Palantír of Amon Sûl
it bears with fewer than 2 characters, of Osgiliath with fewer than 4; a Palantír of
Elostirion is discarded when its bearer moves. Earlier versions replay as played (the effect
was declared, the stones kept).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from domain.canonical import JSON
from domain.cards import Card, fold
from domain.engine import coe
from domain.engine.characters import Character
from domain.errors import IllegalAction
from domain.ruleset import Context, illegal, played_since
from domain.rulesets.road_goes_ever_on import bane_of_the_ithil_stone
from domain.rulesets.road_goes_ever_on.state import State

#: The first version of the ruleset that plays the stones' powers.
SINCE_VERSION = 120
RULE = "RGO-SHADOW-9"
MOVED_RULE = "CoE-2.IV"  # discarded as the company's movement/hazard phase begins
ANNUMINAS, ORTHANC, MINAS_TIRITH = (fold("Palantír of Annúminas"), fold("Palantír of Orthanc"),
                                    fold("Palantír of Minas Tirith"))
ELOSTIRION, OSGILIATH, AMON_SUL = (fold("Palantír of Elostirion"), fold("Palantír of Osgiliath"),
                                   fold("Palantír of Amon Sûl"))
#: The cards of The Wizards their text makes "sage only" (a fact the catalog does not keep).
SAGE_ONLY = frozenset(fold(n) for n in (
    "Align Palantír", "Andúril, the Flame of the West", "Dreams of Lore", "Far-sight",
    "Reforging", "Ringlore", "Secret Entrance", "Test of Form", "Test of Lore",
    "The White Tree", "Use Palantír", "Swordmaster"))
#: The stones another may be used as: Amon Sûl as these two, Osgiliath as any.
AS_AMON_SUL = (ANNUMINAS, ELOSTIRION)
DEPTH = 5  # Orthanc's least play deck; Minas Tirith's cards seen
#: The powers that look at or search a play deck or a discard pile (Bane of the Ithil-stone
#: cancels them).
LOOKS = (ANNUMINAS, ORTHANC, MINAS_TIRITH)
#: Stones discarded when their company moves with fewer characters than this.
COMPANY_AT_LEAST = {AMON_SUL: 2, OSGILIATH: 4}
Check = Callable[[Context[State], Character, int, str], None]
CardOf = Callable[[str], Card]


def plays(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


@dataclass(frozen=True, slots=True)
class Use:
    """One use: the stone tapped for, the stone whose power is played, its bearer."""

    stone: str
    power: str  # folded name of the stone whose power is played
    bearer: Character


def _in_play(state: State, card: CardOf, name: str) -> bool:
    return any(fold(card(i.card_id).name) == name for c in state.every_character()
               for i in c.items)


def choices(state: State, card: CardOf, power: str, bearer: Character) -> list[str]:
    """The cards the power of the stone ``power`` may be used on now (none while Bane of the
    Ithil-stone cancels it)."""
    if power in LOOKS and bane_of_the_ithil_stone.in_play(state):
        return []
    if power == ANNUMINAS:
        return list(dict.fromkeys(c for c in (*state.draw, *state.discard)
                                  if fold(card(c).name) in SAGE_ONLY))
    if power == ORTHANC:
        return list(dict.fromkeys(state.discard)) if len(state.draw) >= DEPTH else []
    if power == MINAS_TIRITH:
        return ["top"] if state.draw else []
    if power == ELOSTIRION:
        if not bearer.has_skill("sage"):
            return []
        fit = {c.card_id for c in state.characters if c.race in ("Elf", "Wizard")}
        return [h for h, who in state.permanent_hazards
                if who in fit and card(h).corruption_card]
    if power == OSGILIATH:
        mine = {c.card_id for c in state.characters}
        return [*(h for h, who in state.permanent_hazards if who in mine),
                *state.environments]
    return []


def borrowed(state: State, card: CardOf, stone: str) -> list[str]:
    """The stones in play whose power ``stone`` may be used as."""
    name = fold(card(stone).name)
    if name == AMON_SUL:
        return [n for n in AS_AMON_SUL if _in_play(state, card, n)]
    if name == OSGILIATH:
        return [n for n in (ANNUMINAS, ORTHANC, MINAS_TIRITH, ELOSTIRION, AMON_SUL)
                if _in_play(state, card, n)]
    return []


def usable(state: State, card: CardOf, stone: str, bearer: Character) -> bool:
    """Whether the stone has anything to do now, by its own power or one it borrows."""
    own = fold(card(stone).name)
    return bool(choices(state, card, own, bearer)) or any(
        choices(state, card, p, bearer) for p in borrowed(state, card, stone) if p != AMON_SUL)


def params(card: CardOf, stone: str) -> dict[str, str]:
    """The arguments the use of ``stone`` asks for, by name."""
    name = fold(card(stone).name)
    wanted = {"card": "the card the stone's power takes (a card id; \"top\" for Minas Tirith)"}
    if name in (AMON_SUL, OSGILIATH):
        wanted["as"] = ("the name of the palantír in play whose power is used (Osgiliath: "
                        "empty for its own)")
    return wanted


def _resolved(state: State, card: CardOf, stone: str, bearer: Character,
              args: Mapping[str, JSON]) -> tuple[str, str]:
    """(power, chosen card) of the use asked for; else raises the refusal naming the
    stone."""
    name = card(stone).name
    borrowed_as = args.get("as")
    power = fold(name)
    if isinstance(borrowed_as, str) and borrowed_as.strip():
        power = fold(borrowed_as)
        if power not in borrowed(state, card, stone):
            raise illegal(f"{name} may not be used as {borrowed_as}: not a palantír in play "
                          "whose power it may use.", RULE)
    elif power == AMON_SUL:
        raise illegal(f"{name} is used as the Palantír of Annúminas or of Elostirion in play "
                      "(the \"as\" argument); seeing the opponent's hand needs two players.",
                      RULE)
    if power in LOOKS and bane_of_the_ithil_stone.in_play(state):
        raise illegal(f"{name}: {bane_of_the_ithil_stone.CANCELS}.", RULE)
    chosen = args.get("card")
    if power == MINAS_TIRITH:
        chosen = "top"
    offered = choices(state, card, power, bearer)
    if not isinstance(chosen, str) or chosen not in offered:
        raise illegal(f"{name}: {_wanted(power)} (the \"card\" argument); {chosen!r} is "
                      "none.", RULE)
    return power, chosen


def idle(card: CardOf, stone: str, state: State | None = None) -> str:
    """What the stone's own power needs, said when it has nothing to do (with ``state``:
    that Bane of the Ithil-stone cancels it, where it does)."""
    power = fold(card(stone).name)
    if state is not None and power in LOOKS and bane_of_the_ithil_stone.in_play(state):
        return bane_of_the_ithil_stone.CANCELS
    return _wanted(power)


def _wanted(power: str) -> str:
    return {ANNUMINAS: "name a \"sage only\" card of the play deck or the discard pile",
            ORTHANC: "name a card of the discard pile, with five cards or more in the play "
                     "deck",
            MINAS_TIRITH: "the play deck must hold a card",
            ELOSTIRION: "its bearer must be a sage, and name a corruption card on an Elf or "
                        "a Wizard of his company",
            OSGILIATH: "name a hazard permanent-event on a character of the company, or Doors "
                       "of Night in play",
            AMON_SUL: "the Palantír of Annúminas or of Elostirion must be in play"}[power]


def check_args(state: State, card: CardOf, stone: str, bearer: Character,
               args: Mapping[str, JSON]) -> IllegalAction | None:
    """The refusal of this use's arguments, or None."""
    try:
        _resolved(state, card, stone, bearer, args)
    except IllegalAction as refused:
        return refused
    return None


def use(ctx: Context[State], stone: str, bearer: Character, args: Mapping[str, JSON],
        check: Check) -> None:
    """The stone's power (its arguments checked), then the bearer's corruption check."""
    card = ctx.ruleset.catalog.get
    power, chosen = _resolved(ctx.state, card, stone, bearer, args)
    state = ctx.state
    if power == ANNUMINAS:
        source = "draw" if chosen in state.draw else "discard"
        ctx.emit("CardTakenToHand", RULE, card=chosen, source=source)
        ctx.shuffle("player", list(ctx.state.draw), RULE, discard_kept=True)
    elif power == ORTHANC:
        ctx.shuffle("player", [*state.draw, chosen], RULE, discard_kept=True,
                    from_discard=[chosen])
    elif power == MINAS_TIRITH:
        top = list(state.draw[:DEPTH])
        ctx.emit("CardsSeen", RULE, cards=top, by=stone)
        ctx.shuffle("player", top, RULE, discard_kept=True, below=list(state.draw[DEPTH:]))
    elif power == ELOSTIRION or chosen not in state.environments:
        who = next(w for h, w in state.permanent_hazards if h == chosen)
        ctx.emit("CorruptionCardRemoved", RULE, card=chosen, character=who)
    else:
        ctx.emit("EnvironmentDiscarded", RULE, card=chosen, by=stone)
    after = ctx.state.character(bearer.card_id)
    if after is not None:
        check(ctx, after, 0, coe.CORRUPTION_CHECK)


def moved(ctx: Context[State]) -> None:
    """As a moving company's movement/hazard phase begins: the stones its move discards."""
    if not plays(ctx.ruleset.played) or ctx.state.destination is None:
        return
    card = ctx.ruleset.catalog.get
    size = len(ctx.state.characters)
    for bearer in ctx.state.characters:
        for item in bearer.items:
            name = fold(card(item.card_id).name)
            least = COMPANY_AT_LEAST.get(name)
            if name == ELOSTIRION or (least is not None and size < least):
                ctx.emit("ItemLost", MOVED_RULE, character=bearer.card_id, card=item.card_id,
                         name=card(item.card_id).name)


_TEST = "tests/rules/test_road_goes_ever_on_palantiri.py::"
_TWO = "needs the two-player game: "  # coverage.TWO_PLAYER_ITEM: the row reads scripted
#: What the coverage says of each stone: what is left out, its test, the first version.
COVERAGE = {
    "TW-297": ("", _TEST + "test_annuminas_takes_a_sage_only_card", SINCE_VERSION),
    "TW-300": ("", _TEST + "test_orthanc_shuffles_a_discarded_card_into_the_play_deck",
               SINCE_VERSION),
    "TW-299": (_TWO + "its look at the opponent's play deck",
               _TEST + "test_minas_tirith_shuffles_the_top_five", SINCE_VERSION),
    "TW-298": ("", _TEST + "test_elostirion_removes_a_corruption_card_from_an_elf",
               SINCE_VERSION),
    "TW-301": ("", _TEST + "test_osgiliath_discards_a_hazard_or_uses_another_stone",
               SINCE_VERSION),
    "TW-296": (_TWO + "its look at the opponent's hand",
               _TEST + "test_amon_sul_uses_annuminas_and_both_leave_a_small_company",
               SINCE_VERSION),
}
