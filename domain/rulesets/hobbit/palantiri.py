"""The palantíri as the Hobbit family plays them by the standard rules (from a scenario's
``palantiri_from``; the Guise of the Necromancer's ``guise_of_the_necromancer.palantiri``), their
powers the engine's (``engine.palantiri``), as The Road Goes Ever On plays them; unlike there
(RGO-SHADOW-9), a stone is used only by a bearer able to use a palantír, and it is the stone that
taps (CoE 6.1). What they read of a scenario is its ``Holdings``: There and Back Again's and
Burglar's one company, the Guise's several.

A bearer is able to use a palantír he bears
- for the rest of the turn once Use Palantír (TW-355) is played on him, a sage who taps
  (``play:<card>:enable:<sage>:<palantír>``, ``PalantirEnabled``);
- while Align Palantír (TW-190) is in play on it, played in the organization phase with a sage
  in the company (``play:<card>:align:<bearer>:<palantír>``, ``PalantirAligned``): it cannot be
  duplicated on a given palantír, its 2 corruption points are its bearer's, and it is discarded
  as the company carrying the stone moves (``AlignmentDiscarded``);
- by tapping himself, already a sage bearing a Magic Ring of Lore (TW-272), or Saruman (TW-181).
The Palantír of Elostirion's own power needs only a sage bearer.

In the organization or site phase outside an attack, ``palantir:<stone>:<bearer>:<way>`` (its
arguments ``card`` and ``as`` and the values they may take now, its candidates, the engine's)
taps the untapped stone (``ItemTapped``), plays its power and the bearer makes a corruption
check (CoE 7.1): Annúminas takes a "sage only" card of the play deck or the discard pile into
the hand (``CardTakenToHand``) and the play deck is shuffled; Orthanc shuffles a card of the
discard pile into a play deck of five or more (``CardPutInDeck``); Minas Tirith's top five are
seen and shuffled back; Elostirion or Osgiliath removes a hazard permanent-event from a
character (``CorruptionCardRemoved``) or Osgiliath discards an environment (the scenario's
``_environment_discarded``). Amon Sûl and Osgiliath may be used as another stone in play. As
the company's movement/hazard phase begins, once it has moved, a Palantír of Amon Sûl it bears
is discarded with a company below 2 characters, of Osgiliath below 4 (counted as the scenario
counts its company's size), of Elostirion always (``ItemLeftPlay``). Each use out of its
condition is refused naming the card and the reason, nothing written.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from domain.canonical import JSON
from domain.cards import Card, Catalog, fold
from domain.engine import align_palantir, coe
from domain.engine import palantiri as stones
from domain.engine.characters import Character, find
from domain.errors import IllegalAction
from domain.immutable import direct_init, replace
from domain.ruleset import Context
from domain.rulesets.hobbit.cards import top_seen
from domain.rulesets.hobbit.moves import Add, Move
from domain.rulesets.hobbit.state import ORGANIZATION, HobbitState

KIND = "palantir"
USE_CARD, USE_NAME, ENABLE = "TW-355", "Use Palantír", "enable"
ALIGN_CARD, ALIGN, ALIGN_NAME = align_palantir.CARD, "align", align_palantir.NAME
USE_FOLDED, ALIGN_FOLDED = fold(USE_NAME), align_palantir.FOLDED
RING = fold("Magic Ring of Lore")
SARUMAN = fold("Saruman")
SAGE = "sage"
#: The ways a bearer is able to use a palantír: Use Palantír played on him this turn, Align
#: Palantír on the stone, his Magic Ring of Lore's tap, Saruman's tap, Elostirion's sage.
ENABLED, ALIGNED, BY_RING, BY_SARUMAN, BY_SAGE = "enabled", "aligned", "ring", "saruman", "sage"
WAYS = (ENABLED, ALIGNED, BY_RING, BY_SARUMAN, BY_SAGE)
#: The ways that tap the bearer himself.
TAPS_BEARER = (BY_RING, BY_SARUMAN)
RULE = coe.ITEM_IN_USE  # an item's use: the stone taps
EVENT_RULE = coe.SHORT_EVENT  # Use Palantír, a short-event
PERMANENT_RULE = "CoE-5.3"  # Align Palantír, a resource permanent-event
MOVED_RULE = "CoE-2.IV"  # discarded as the company's movement/hazard phase begins
STORED = "stored"  # an Align Palantír whose stone is stored is stored too
LEFT_PLAY = "its palantír has left play"
WAY_WORDS = {ENABLED: "Use Palantír played on him this turn",
             ALIGNED: "Align Palantír on it", BY_RING: "tapping with his Magic Ring of Lore",
             BY_SARUMAN: "tapping, Saruman", BY_SAGE: "a sage, by its own power"}


@direct_init
@dataclass(frozen=True, slots=True)
class Holdings:
    """What the palantíri read of a scenario's companies: the characters of each, (character,
    stone) of each Use Palantír played this turn, (Align Palantír, stone) of each in play,
    (item, bearer) of each tapped item, the hand, and whether it is the organization phase."""

    companies: tuple[tuple[Character, ...], ...]
    enabled: tuple[tuple[str, str], ...]
    aligned: tuple[tuple[str, str], ...]
    tapped_items: tuple[tuple[str, str], ...]
    hand: tuple[str, ...]
    organizing: bool

    @classmethod
    def of(cls, state: HobbitState) -> Holdings:
        """A Hobbit scenario with its one company."""
        return cls((state.company,), state.palantir_enabled, state.aligned,
                   state.tapped_items, state.hand, state.phase == ORGANIZATION)

    def characters(self) -> Iterator[Character]:
        return (who for company in self.companies for who in company)

    def character(self, card_id: str) -> Character | None:
        return next((who for company in self.companies
                     if (who := find(company, card_id)) is not None), None)

    def company_of(self, card_id: str) -> tuple[Character, ...]:
        """The characters of ``card_id``'s company (none: he is in none)."""
        return next((company for company in self.companies if find(company, card_id)), ())


@dataclass(frozen=True, slots=True)
class Scene:
    """What a use of a palantír reads of a scenario now."""

    holdings: Holdings
    catalog: Catalog
    table: stones.Table  # what the stones' powers may act on
    open_now: bool  # the organization or site phase, outside an attack, nothing waiting
    #: (way, why) of each way the scenario does not play (its card's text ignored there)
    barred: tuple[tuple[str, str], ...] = ()

    def card(self, card_id: str) -> Card:
        """The card ``card_id`` names, a hazard named where it stands (``<card>@<where>``)
        too."""
        return self.catalog.get(card_id.partition("@")[0])


def bearers(holdings: Holdings, catalog: Catalog) -> list[tuple[str, Character]]:
    """(stone, bearer) of each palantír borne in the companies, in company order."""
    return [(i.card_id, c) for c in holdings.characters() for i in c.items
            if stones.is_palantir(catalog.get(i.card_id))]


def in_play(holdings: Holdings, catalog: Catalog) -> tuple[str, ...]:
    """The folded names of the palantíri borne in the companies."""
    return tuple(dict.fromkeys(fold(catalog.get(s).name) for s, _ in bearers(holdings, catalog)))


def _own_sage(catalog: Catalog, who: Character) -> bool:
    """Whether ``who`` is a sage by his own card ("already a sage" beside a ring's gift)."""
    return SAGE in catalog.get(who.card_id).skills


def _ring(catalog: Catalog, who: Character) -> bool:
    return any(fold(catalog.get(i.card_id).name) == RING for i in who.items)


def way_problem(scene: Scene, stone: str, who: Character, way: str) -> str | None:
    """Why ``who`` is not able to use ``stone`` by ``way`` now (None: he is)."""
    holdings, catalog = scene.holdings, scene.catalog
    if (barred := dict(scene.barred).get(way)) is not None:
        return barred
    if way == ENABLED:
        return None if (who.card_id, stone) in holdings.enabled else \
            f"no Use Palantír was played on {who.name} for it this turn"
    if way == ALIGNED:
        return None if any(s == stone for _, s in holdings.aligned) else \
            "no Align Palantír is in play on it"
    if way == BY_RING:
        if not _ring(catalog, who):
            return f"{who.name} bears no Magic Ring of Lore"
        if not _own_sage(catalog, who):
            return f"{who.name} is not already a sage, as the Magic Ring of Lore's tap needs"
    elif way == BY_SARUMAN:
        if fold(who.name) != SARUMAN:
            return f"{who.name} is not Saruman"
    elif way == BY_SAGE:
        if fold(catalog.get(stone).name) != stones.ELOSTIRION:
            return "only the Palantír of Elostirion is used by a sage bearer without more"
        if not who.has_skill(SAGE):
            return f"{who.name} is not a sage"
        return None
    else:
        return f"{way or 'no way'} is none of {', '.join(WAYS)}"
    return None if who.untapped else f"{who.name} is {who.state} and must tap to use it"


def uses(scene: Scene) -> list[tuple[str, Character, str]]:
    """(stone, bearer, way) of each use open now that has something to do."""
    if not scene.open_now:
        return []
    holdings = scene.holdings
    return [(stone, who, way) for stone, who in bearers(holdings, scene.catalog)
            if (stone, who.card_id) not in holdings.tapped_items
            and stones.usable(scene.table, scene.card, stone, who.has_skill(SAGE))
            for way in WAYS if way_problem(scene, stone, who, way) is None]


def moves(scene: Scene, add: Add) -> None:
    for stone, who, way in uses(scene):
        name = scene.catalog.get(stone).name
        add(f"{KIND}:{stone}:{who.card_id}:{way}", f"{who.name} uses {name} ({WAY_WORDS[way]})",
            RULE, Move(KIND, card=stone, holder=who.card_id, mode=way),
            stones.params(scene.catalog.get, stone, scene.table),
            stones.candidates(scene.table, scene.card, stone, who.has_skill(SAGE)))


def refusal(scene: Scene, rest: str, args: Mapping[str, JSON] | None = None
            ) -> IllegalAction:
    """Why ``palantir:<stone>:<bearer>:<way>`` (``rest``) is refused now, naming the stone."""
    stone, who_id, way = (*rest.split(":"), "", "", "")[:3]
    catalog = scene.catalog
    who = scene.holdings.character(who_id)
    if stone not in catalog or not stones.is_palantir(catalog.get(stone)) or who is None \
            or not who.bears(stone):
        return IllegalAction(f"{stone or 'That card'} is no palantír borne by "
                             f"{who.name if who else who_id or 'a character of the company'}.",
                             clause=RULE)
    name = catalog.get(stone).name
    if not scene.open_now:
        why = "it is used in the organization or site phase, outside an attack"
    elif (stone, who.card_id) in scene.holdings.tapped_items:
        why = "it is tapped"
    elif (problem := way_problem(scene, stone, who, way)) is not None:
        why = f"{who.name} is not able to use it so: {problem}"
    elif not stones.usable(scene.table, scene.card, stone, who.has_skill(SAGE)):
        why = f"it has nothing to do now: {stones.idle(catalog.get, stone, scene.table)}"
    else:
        refused = stones.refusal(scene.table, scene.card, stone, who.has_skill(SAGE),
                                 args or {}, RULE)
        return refused or IllegalAction(f"{name} cannot be used now.", clause=RULE)
    return IllegalAction(f"{name} cannot be used now: {why}.", clause=RULE)


# -- Use Palantír and Align Palantír, played from the hand ------------------------------------
def enable_targets(holdings: Holdings, catalog: Catalog) -> list[tuple[Character, str]]:
    """(sage, stone) Use Palantír may be played on: an untapped sage bearing a palantír not
    enabled for him this turn."""
    return [(who, stone) for stone, who in bearers(holdings, catalog)
            if who.untapped and who.has_skill(SAGE)
            and (who.card_id, stone) not in holdings.enabled]


def align_targets(holdings: Holdings, catalog: Catalog) -> list[tuple[Character, str]]:
    """(bearer, stone) Align Palantír may be played on now (its condition the engine's, in
    the bearer's company)."""
    aligned = [s for _, s in holdings.aligned]
    return [(who, stone) for company in holdings.companies for who in company
            if align_palantir.unmet(company, who, aligned, catalog.get) is None
            for stone in align_palantir.stones(who, aligned, catalog.get)]


def card_moves(holdings: Holdings, catalog: Catalog, open_now: bool, add: Add) -> None:
    """``play:<Use Palantír>:enable:<sage>:<stone>`` and, in the organization phase,
    ``play:<Align Palantír>:align:<bearer>:<stone>`` for each card of the hand."""
    if not open_now:
        return
    if USE_CARD in holdings.hand:
        for who, stone in enable_targets(holdings, catalog):
            add(f"play:{USE_CARD}:{ENABLE}:{who.card_id}:{stone}",
                f"Play {USE_NAME}: {who.name} taps, able to use {catalog.get(stone).name} "
                "this turn", EVENT_RULE,
                Move("use-palantir", card=USE_CARD, target=who.card_id, holder=stone))
    if ALIGN_CARD in holdings.hand and holdings.organizing:
        for who, stone in align_targets(holdings, catalog):
            add(f"play:{ALIGN_CARD}:{ALIGN}:{who.card_id}:{stone}",
                f"Play {ALIGN_NAME} on {catalog.get(stone).name} ({who.name})",
                PERMANENT_RULE,
                Move("align-palantir", card=ALIGN_CARD, target=who.card_id, holder=stone))


def card_refusal(holdings: Holdings, catalog: Catalog, open_now: bool, kind: str,
                 rest: str) -> IllegalAction | None:
    """Why Use Palantír or Align Palantír is refused (played out of its condition, or
    declared), naming the card and the reason (None: another card)."""
    card, mode, who_id, stone = (*rest.split(":"), "", "", "", "")[:4]
    if card not in (USE_CARD, ALIGN_CARD) or card not in holdings.hand \
            or kind not in ("play", "declare"):
        return None
    named = USE_NAME if card == USE_CARD else ALIGN_NAME
    wanted = f"play:{card}:{ENABLE if card == USE_CARD else ALIGN}:<character>:<palantír>"
    if kind == "declare":
        return IllegalAction(f"{named} is played by its card ({wanted}), not by declaring an "
                             "effect.", clause=EVENT_RULE)
    who = holdings.character(who_id)
    if card == USE_CARD:
        why = "it is played in the organization or site phase, outside an attack" \
            if not open_now else f"{wanted}: its mode is {ENABLE}" if mode != ENABLE \
            else f"{who_id or 'no one'} is no character of the company" if who is None \
            else f"{who.name} is not a sage" if not who.has_skill(SAGE) \
            else f"{who.name} is {who.state}: the sage taps" if not who.untapped \
            else f"{who.name} bears no palantír {stone or ''}".rstrip() \
            if not who.bears(stone) or not stones.is_palantir(catalog.get(stone)) \
            else f"{who.name} may already use it this turn"
        return IllegalAction(f"{named} cannot be played now: {why}.", clause=EVENT_RULE)
    aligned = [s for _, s in holdings.aligned]
    why = "it is played in the organization phase, outside an attack" \
        if not open_now or not holdings.organizing \
        else f"{wanted}: its mode is {ALIGN}" if mode != ALIGN \
        else f"{who_id or 'no one'} is no character of the company" if who is None \
        else align_palantir.unmet(holdings.company_of(who_id), who, aligned, catalog.get) \
        or f"{stone or 'nothing'} is no unaligned palantír {who.name} bears"
    return IllegalAction(f"{named} cannot be played now: {why}.", clause=PERMANENT_RULE)


def corruption(aligned: Collection[tuple[str, str]], who: Character) -> int:
    """The corruption points of the aligned stones ``who`` bears (Align Palantír's;
    ``aligned``: (card, stone) of each in play)."""
    stones_aligned = [s for _, s in aligned]
    return align_palantir.CORRUPTION * sum(1 for i in who.items
                                           if i.card_id in stones_aligned)


def left_behind(company: Sequence[Character], aligned: Sequence[tuple[str, str]],
                catalog: Catalog, size: int, stored: Collection[str] = ()
                ) -> tuple[list[tuple[str, str]], list[tuple[str, str, str]]]:
    """As a company's movement/hazard phase begins, once it has moved (``size``: its size as
    the scenario counts it; ``aligned``: the alignments it answers for; ``stored``: the cards
    stored at a Haven): (stone, bearer) of each stone it may not keep, and (card, stone,
    reason) of each Align Palantír that goes, stored with its stone (``STORED``) or
    discarded."""
    borne = [(i.card_id, who) for who in company for i in who.items
             if stones.is_palantir(catalog.get(i.card_id))]
    lost = [(stone, who.card_id) for stone, who in borne
            if stones.lost_on_moving(catalog.get, stone, size)]
    gone = [(card, stone, align_palantir.MOVED if stone in [s for s, _ in borne] else STORED
             if stone in stored else LEFT_PLAY)
            for card, stone in aligned]
    return lost, gone


def choices_for(scene: Scene, stone: str, who: Character) -> list[tuple[str, str]]:
    """(as, card) of each argument set a use of ``stone`` by ``who`` may take now: its own
    power first (as ""), then the stones it may be used as, by name."""
    catalog = scene.catalog
    sage = who.has_skill(SAGE)
    own = fold(catalog.get(stone).name)
    out = [("", c) for c in stones.choices(scene.table, scene.card, own, sage)]
    named = {fold(catalog.get(s).name): catalog.get(s).name
             for s, _ in bearers(scene.holdings, catalog)}
    for power in stones.borrowed(scene.table, own):
        if power != stones.AMON_SUL:
            out += [(named[power], c)
                    for c in stones.choices(scene.table, scene.card, power, sage)]
    return out


def sage_only(catalog: Catalog, cards: Sequence[str]) -> list[str]:
    """The "sage only" cards of ``cards``."""
    return [c for c in cards if fold(catalog.get(c).name) in stones.SAGE_ONLY]


# -- played -------------------------------------------------------------------------------
def tap(ctx: Context[Any], scene: Scene, move: Move, args: Mapping[str, JSON]
        ) -> tuple[Character, str, str]:
    """The stone taps (its bearer too where his way taps him): (bearer, power played, card
    chosen) of the use asked for, refused otherwise (``move``: the use offered)."""
    bearer = scene.holdings.character(move.holder)
    assert bearer is not None  # offered on a bearer of a company
    name = scene.catalog.get(move.card).name
    power, chosen = stones.resolved(scene.table, scene.card, move.card,
                                    bearer.has_skill(SAGE), args, RULE)
    if move.mode in TAPS_BEARER:
        ctx.emit("CharacterStateChanged", RULE, character=bearer.card_id, state="tapped",
                 reason=f"using {name}")
    shown = name if power == fold(name) else str(args.get("as"))
    ctx.emit("ItemTapped", RULE, item=move.card, bearer=bearer.card_id,
             mode=f"the power of {shown}", target=None, way=move.mode, chosen=chosen)
    return bearer, power, chosen


def looked(ctx: Context[Any], stone: str, power: str, chosen: str) -> bool:
    """A power acting on the play deck or the discard pile (Annúminas, Orthanc, Minas
    Tirith's own half) played on the ``resources`` deck; False: ``power`` is another."""
    state = ctx.state
    if power == stones.ANNUMINAS:
        source = "deck" if chosen in state.resource_deck else "discard"
        ctx.emit("CardTakenToHand", RULE, card=chosen, source=source, by=stone)
    elif power == stones.ORTHANC:
        ctx.emit("CardPutInDeck", RULE, card=chosen, by=stone)
    elif power == stones.MINAS_TIRITH:
        top_seen(ctx, "resources", state.resource_deck, stones.DEPTH, stone, RULE)
        return True
    else:
        return False
    ctx.shuffle("resources", list(ctx.state.resource_deck), RULE)
    return True


def enable(ctx: Context[Any], move: Move) -> None:
    """Use Palantír: the sage taps, able to use the stone for the rest of the turn."""
    ctx.emit("CardPlayed", EVENT_RULE, card=move.card, mode=ENABLE, target=move.target,
             returns=False)
    ctx.emit("CharacterStateChanged", EVENT_RULE, character=move.target, state="tapped")
    ctx.emit("PalantirEnabled", EVENT_RULE, character=move.target, palantir=move.holder)


def align(ctx: Context[Any], move: Move) -> None:
    """Align Palantír in play on the stone."""
    ctx.emit("PalantirAligned", PERMANENT_RULE, card=move.card, palantir=move.holder,
             character=move.target)


def leave(ctx: Context[Any], lost: Sequence[tuple[str, str]],
          gone: Sequence[tuple[str, str, str]], points: Callable[[str], int] | None = None
          ) -> None:
    """The alignments and stones ``left_behind`` names go, the alignments first (``points``:
    what a stored Align Palantír is worth, where a scenario counts it)."""
    for card, stone, reason in gone:
        if reason == STORED:  # stored with its palantír (its card says)
            ctx.emit("AlignmentStored", MOVED_RULE, card=card, palantir=stone,
                     **({"points": points(card)} if points else {}))
            continue
        ctx.emit("AlignmentDiscarded", MOVED_RULE, card=card, palantir=stone, reason=reason)
    for stone, who in lost:
        ctx.emit("ItemLeftPlay", MOVED_RULE, item=stone, bearer=who, to="discard")


# -- the automatic player -----------------------------------------------------------------
#: Whether ``who``'s corruption check may fail with this many more corruption points.
MayFail = Callable[[Character, int], bool]


def offers_any(ids: Sequence[str]) -> bool:
    """Whether :func:`pick` has anything to choose among ``ids``: a use of a stone, or Align
    Palantír or Use Palantír played (most decisions offer neither, and their scene, which
    reads the decks and the hazards, is then not worked out)."""
    wanted = (f"{KIND}:", f"play:{ALIGN_CARD}:{ALIGN}:", f"play:{USE_CARD}:{ENABLE}:")
    return any(i.startswith(wanted) for i in ids)


def pick(scene: Scene, ids: Sequence[str], may_fail: MayFail, spared: str = ""
         ) -> tuple[str, dict[str, JSON]] | None:
    """What the automatic player does with a palantír now (None: nothing): a use offered
    that is worth it (not tapping ``spared`` himself), else Align Palantír or Use Palantír
    played to make one."""
    for stone, who, way in uses(scene):
        action = f"{KIND}:{stone}:{who.card_id}:{way}"
        found = worth(scene, stone, who, may_fail)
        if action in ids and found is not None \
                and (way not in TAPS_BEARER or who.card_id != spared):
            return action, {"card": found[1], **({"as": found[0]} if found[0] else {})}
    for action in ids:
        kind, _, rest = action.partition(":")
        card, mode, who_id, stone = (*rest.split(":"), "", "", "")[:4]
        bearer = scene.holdings.character(who_id)
        if kind != "play" or bearer is None or (card, mode) not in (
                (ALIGN_CARD, ALIGN), (USE_CARD, ENABLE)):
            continue
        more = align_palantir.CORRUPTION if card == ALIGN_CARD else 0
        if (stone, bearer.card_id) not in scene.holdings.tapped_items \
                and worth(scene, stone, bearer, may_fail, more) is not None:
            return action, {}
    return None


def worth(scene: Scene, stone: str, who: Character, may_fail: MayFail, more: int = 0
          ) -> tuple[str, str] | None:
    """(as, card) of a use of ``stone`` by ``who`` worth making (None: none is): one that
    takes a "sage only" card not itself for a palantír, or removes a hazard from a character
    or from play, his corruption check then sure to pass (``more``: points he would have more;
    CoE 7.1)."""
    if may_fail(who, more):
        return None
    for borrowed_as, chosen in choices_for(scene, stone, who):
        power = fold(borrowed_as or scene.catalog.get(stone).name)
        if power == stones.ANNUMINAS and fold(scene.card(chosen).name) in (
                USE_FOLDED, ALIGN_FOLDED):
            continue
        if power in (stones.ANNUMINAS, stones.ELOSTIRION, stones.OSGILIATH):
            return borrowed_as, chosen
    return None


# -- evolve -------------------------------------------------------------------------------
class Piles(Protocol):
    """The parts of a scenario's state the palantíri's facts change."""

    @property
    def hand(self) -> tuple[str, ...]: ...
    @property
    def resource_deck(self) -> tuple[str, ...]: ...
    @property
    def resource_discard(self) -> tuple[str, ...]: ...
    @property
    def palantir_enabled(self) -> tuple[tuple[str, str], ...]: ...
    @property
    def aligned(self) -> tuple[tuple[str, str], ...]: ...


P = TypeVar("P", bound=Piles)


def _without(cards: tuple[str, ...], card: str) -> tuple[str, ...]:
    at = cards.index(card)
    return cards[:at] + cards[at + 1:]


def on_enabled(state: P, d: Mapping[str, Any]) -> P:
    """``PalantirEnabled``."""
    return replace(state, palantir_enabled=(*state.palantir_enabled,
                                            (str(d["character"]), str(d["palantir"]))))


def on_aligned(state: P, d: Mapping[str, Any]) -> P:
    """``PalantirAligned``: from the hand onto the stone."""
    card = str(d["card"])
    return replace(state, hand=_without(state.hand, card),
                   aligned=(*state.aligned, (card, str(d["palantir"]))))


def on_alignment_gone(state: P, d: Mapping[str, Any], to_discard: bool) -> P:
    """``AlignmentDiscarded`` (``to_discard``) or ``AlignmentStored``."""
    gone = (str(d["card"]), str(d["palantir"]))
    aligned = tuple(a for a in state.aligned if a != gone)
    if not to_discard:
        return replace(state, aligned=aligned)
    return replace(state, aligned=aligned,
                   resource_discard=(*state.resource_discard, gone[0]))


def on_taken_to_hand(state: P, d: Mapping[str, Any]) -> P:
    """``CardTakenToHand``: from the play deck or the discard pile."""
    card = str(d["card"])
    if d["source"] == "deck":
        return replace(state, resource_deck=_without(state.resource_deck, card),
                       hand=(*state.hand, card))
    return replace(state, resource_discard=_without(state.resource_discard, card),
                   hand=(*state.hand, card))


def on_put_in_deck(state: P, d: Mapping[str, Any]) -> P:
    """``CardPutInDeck``: from the discard pile to the play deck (shuffled next)."""
    card = str(d["card"])
    return replace(state, resource_discard=_without(state.resource_discard, card),
                   resource_deck=(*state.resource_deck, card))


class PalantirFacts:
    """The palantíri's facts for a scenario's ``evolve`` (``_on_<Kind>``): its state answers
    ``Piles`` (typed loosely so that a scenario may add to a handler for its own state)."""

    def _on_PalantirEnabled(self, state: Any, d: Mapping[str, Any]) -> Any:
        return on_enabled(state, d)

    def _on_PalantirAligned(self, state: Any, d: Mapping[str, Any]) -> Any:
        return on_aligned(state, d)

    def _on_AlignmentDiscarded(self, state: Any, d: Mapping[str, Any]) -> Any:
        return on_alignment_gone(state, d, to_discard=True)

    def _on_AlignmentStored(self, state: Any, d: Mapping[str, Any]) -> Any:
        return on_alignment_gone(state, d, to_discard=False)

    def _on_CardTakenToHand(self, state: Any, d: Mapping[str, Any]) -> Any:
        return on_taken_to_hand(state, d)

    def _on_CardPutInDeck(self, state: Any, d: Mapping[str, Any]) -> Any:
        return on_put_in_deck(state, d)


# -- the coverage -----------------------------------------------------------------------------
TBA, BURGLAR, GUISE = "there-and-back-again", "burglar", "necromancer"
_TWO = "needs the two-player game: "  # effects.TWO_PLAYER
_AT_LONELY_MOUNTAIN = ("played at The Lonely Mountain, the one site of the map listing greater "
                       "items (TBA-LAYOUT-2)")
_OFF_MAP = "TBA-LAYOUT-2: found only at sites not on the map"
#: What each scenario playing the palantíri (from its ``palantiri_from``) says of each card in
#: its coverage row, scripted: what never arises there and why ("": nothing), the rest of a
#: Magic Ring of Lore as the rings' powers play it.
COVERAGE: dict[str, dict[str, str]] = {
    TBA: {
        "TW-297": _AT_LONELY_MOUNTAIN,
        "TW-296": f"{_TWO}its look at the opponent's hand; {_AT_LONELY_MOUNTAIN}; never arises "
                  f"here: its use as the Palantír of Elostirion ({_OFF_MAP})",
        "TW-301": f"{_AT_LONELY_MOUNTAIN}; never arises here: its discard of a hazard "
                  "permanent-event (TBA-SEQ-9: a hazard not attacking stays face up in the "
                  "row, none comes into play), its use as the Palantír of Elostirion, Minas "
                  f"Tirith or Orthanc ({_OFF_MAP})",
        USE_CARD: "",
        ALIGN_CARD: "never arises here: its marshalling points, stored with its palantír "
                    "(TBA-RES-1: marshalling points do not count)",
        "TW-272": "",
    },
    BURGLAR: {
        "TW-297": "",
        "TW-296": f"{_TWO}its look at the opponent's hand",
        "TW-301": "",
        "TW-298": "played only at The White Towers, the site its card names (CoE-2.V.4)",
        "TW-299": f"{_TWO}its look at the opponent's play deck; played only at Minas Tirith, the "
                  "site its card names (CoE-2.V.4)",
        "TW-300": "played only at Isengard, the site its card names (CoE-2.V.4)",
        USE_CARD: "",
        ALIGN_CARD: "never arises here: its marshalling points (BWJ-MP-6: only the task "
                    "resources' count)",
        "TW-272": "",
    },
    # The Guise (``guise_of_the_necromancer.palantiri``); no Magic Ring of Lore is ever borne
    # there (GON-RDECK-3: its row reads not in this ruleset).
    GUISE: {
        "TW-297": "",
        "TW-296": "GON-RDECK-10: its look at the opponent's hand is ignored",
        "TW-301": "",
        "TW-298": "played only at The White Towers, the site its card names (CoE-2.V.4)",
        "TW-299": "played only at Minas Tirith, the site its card names (CoE-2.V.4)",
        "TW-300": "played only at Isengard, the site its card names (CoE-2.V.4)",
        USE_CARD: "",
        ALIGN_CARD: "",
    },
}
