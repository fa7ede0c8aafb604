"""The palantíri as the Hobbit family plays them by the standard rules (from a scenario's
``palantiri_from``), their powers the engine's (``engine.palantiri``), as The Road Goes Ever On
plays them; unlike there (RGO-SHADOW-9), a stone is used only by a bearer able to use a palantír,
and it is the stone that taps (CoE 6.1).

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
arguments ``card`` and ``as``, the engine's) taps the untapped stone (``ItemTapped``), plays its
power and the bearer makes a corruption check (CoE 7.1): Annúminas takes a "sage only" card of
the play deck or the discard pile into the hand (``CardTakenToHand``) and the play deck is
shuffled; Orthanc shuffles a card of the discard pile into a play deck of five or more
(``CardPutInDeck``); Minas Tirith's top five are seen and shuffled back; Elostirion or Osgiliath
removes a hazard permanent-event from a character (``CorruptionCardRemoved``) or Osgiliath
discards an environment (the scenario's ``_environment_discarded``). Amon Sûl and Osgiliath may
be used as another stone in play. As the company's movement/hazard phase begins, once it has
moved, a Palantír of Amon Sûl it bears is discarded with a company below 2 characters, of
Osgiliath below 4 (counted as the scenario counts its company's size), of Elostirion always
(``ItemLeftPlay``). Each use out of its condition is refused naming the card and the reason,
nothing written.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass

from domain.canonical import JSON
from domain.cards import Catalog, fold
from domain.engine import align_palantir, coe
from domain.engine import palantiri as stones
from domain.engine.characters import Character
from domain.errors import IllegalAction
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
WAY_WORDS = {ENABLED: "Use Palantír played on him this turn",
             ALIGNED: "Align Palantír on it", BY_RING: "tapping with his Magic Ring of Lore",
             BY_SARUMAN: "tapping, Saruman", BY_SAGE: "a sage, by its own power"}


@dataclass(frozen=True, slots=True)
class Scene:
    """What a use of a palantír reads of a scenario now."""

    state: HobbitState
    catalog: Catalog
    table: stones.Table  # what the stones' powers may act on
    open_now: bool  # the organization or site phase, outside an attack, nothing waiting


def bearers(state: HobbitState, catalog: Catalog) -> list[tuple[str, Character]]:
    """(stone, bearer) of each palantír borne in the company, in company order."""
    return [(i.card_id, c) for c in state.company for i in c.items
            if stones.is_palantir(catalog.get(i.card_id))]


def in_play(state: HobbitState, catalog: Catalog) -> tuple[str, ...]:
    """The folded names of the palantíri borne in the company."""
    return tuple(dict.fromkeys(fold(catalog.get(s).name) for s, _ in bearers(state, catalog)))


def _own_sage(catalog: Catalog, who: Character) -> bool:
    """Whether ``who`` is a sage by his own card ("already a sage" beside a ring's gift)."""
    return SAGE in catalog.get(who.card_id).skills


def _ring(catalog: Catalog, who: Character) -> bool:
    return any(fold(catalog.get(i.card_id).name) == RING for i in who.items)


def way_problem(scene: Scene, stone: str, who: Character, way: str) -> str | None:
    """Why ``who`` is not able to use ``stone`` by ``way`` now (None: he is)."""
    state, catalog = scene.state, scene.catalog
    if way == ENABLED:
        return None if (who.card_id, stone) in state.palantir_enabled else \
            f"no Use Palantír was played on {who.name} for it this turn"
    if way == ALIGNED:
        return None if any(s == stone for _, s in state.aligned) else \
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
    state, catalog = scene.state, scene.catalog
    return [(stone, who, way) for stone, who in bearers(state, catalog)
            if (stone, who.card_id) not in state.tapped_items
            and stones.usable(scene.table, catalog.get, stone, who.has_skill(SAGE))
            for way in WAYS if way_problem(scene, stone, who, way) is None]


def moves(scene: Scene, add: Add) -> None:
    for stone, who, way in uses(scene):
        name = scene.catalog.get(stone).name
        add(f"{KIND}:{stone}:{who.card_id}:{way}", f"{who.name} uses {name} ({WAY_WORDS[way]})",
            RULE, Move(KIND, card=stone, holder=who.card_id, mode=way),
            stones.params(scene.catalog.get, stone))


def refusal(scene: Scene, rest: str, args: Mapping[str, JSON] | None = None
            ) -> IllegalAction:
    """Why ``palantir:<stone>:<bearer>:<way>`` (``rest``) is refused now, naming the stone."""
    stone, who_id, way = (*rest.split(":"), "", "", "")[:3]
    catalog = scene.catalog
    who = scene.state.character(who_id)
    if stone not in catalog or not stones.is_palantir(catalog.get(stone)) or who is None \
            or not who.bears(stone):
        return IllegalAction(f"{stone or 'That card'} is no palantír borne by "
                             f"{who.name if who else who_id or 'a character of the company'}.",
                             clause=RULE)
    name = catalog.get(stone).name
    if not scene.open_now:
        why = "it is used in the organization or site phase, outside an attack"
    elif (stone, who.card_id) in scene.state.tapped_items:
        why = "it is tapped"
    elif (problem := way_problem(scene, stone, who, way)) is not None:
        why = f"{who.name} is not able to use it so: {problem}"
    elif not stones.usable(scene.table, catalog.get, stone, who.has_skill(SAGE)):
        why = f"it has nothing to do now: {stones.idle(catalog.get, stone, scene.table)}"
    else:
        refused = stones.refusal(scene.table, catalog.get, stone, who.has_skill(SAGE),
                                 args or {}, RULE)
        return refused or IllegalAction(f"{name} cannot be used now.", clause=RULE)
    return IllegalAction(f"{name} cannot be used now: {why}.", clause=RULE)


# -- Use Palantír and Align Palantír, played from the hand ------------------------------------
def enable_targets(state: HobbitState, catalog: Catalog) -> list[tuple[Character, str]]:
    """(sage, stone) Use Palantír may be played on: an untapped sage bearing a palantír not
    enabled for him this turn."""
    return [(who, stone) for stone, who in bearers(state, catalog)
            if who.untapped and who.has_skill(SAGE)
            and (who.card_id, stone) not in state.palantir_enabled]


def align_targets(state: HobbitState, catalog: Catalog) -> list[tuple[Character, str]]:
    """(bearer, stone) Align Palantír may be played on now (its condition the engine's)."""
    aligned = [s for _, s in state.aligned]
    return [(who, stone) for who in state.company
            if align_palantir.unmet(state.company, who, aligned, catalog.get) is None
            for stone in align_palantir.stones(who, aligned, catalog.get)]


def card_moves(state: HobbitState, catalog: Catalog, open_now: bool, add: Add) -> None:
    """``play:<Use Palantír>:enable:<sage>:<stone>`` and, in the organization phase,
    ``play:<Align Palantír>:align:<bearer>:<stone>`` for each card of the hand."""
    if not open_now:
        return
    if USE_CARD in state.hand:
        for who, stone in enable_targets(state, catalog):
            add(f"play:{USE_CARD}:{ENABLE}:{who.card_id}:{stone}",
                f"Play {USE_NAME}: {who.name} taps, able to use {catalog.get(stone).name} "
                "this turn", EVENT_RULE,
                Move("use-palantir", card=USE_CARD, target=who.card_id, holder=stone))
    if ALIGN_CARD in state.hand and state.phase == ORGANIZATION:
        for who, stone in align_targets(state, catalog):
            add(f"play:{ALIGN_CARD}:{ALIGN}:{who.card_id}:{stone}",
                f"Play {ALIGN_NAME} on {catalog.get(stone).name} ({who.name})",
                PERMANENT_RULE,
                Move("align-palantir", card=ALIGN_CARD, target=who.card_id, holder=stone))


def card_refusal(state: HobbitState, catalog: Catalog, open_now: bool, kind: str,
                 rest: str) -> IllegalAction | None:
    """Why Use Palantír or Align Palantír is refused (played out of its condition, or
    declared), naming the card and the reason (None: another card)."""
    card, mode, who_id, stone = (*rest.split(":"), "", "", "", "")[:4]
    if card not in (USE_CARD, ALIGN_CARD) or card not in state.hand \
            or kind not in ("play", "declare"):
        return None
    named = USE_NAME if card == USE_CARD else ALIGN_NAME
    wanted = f"play:{card}:{ENABLE if card == USE_CARD else ALIGN}:<character>:<palantír>"
    if kind == "declare":
        return IllegalAction(f"{named} is played by its card ({wanted}), not by declaring an "
                             "effect.", clause=EVENT_RULE)
    who = state.character(who_id)
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
    aligned = [s for _, s in state.aligned]
    why = "it is played in the organization phase, outside an attack" \
        if not open_now or state.phase != ORGANIZATION \
        else f"{wanted}: its mode is {ALIGN}" if mode != ALIGN \
        else f"{who_id or 'no one'} is no character of the company" if who is None \
        else align_palantir.unmet(state.company, who, aligned, catalog.get) \
        or f"{stone or 'nothing'} is no unaligned palantír {who.name} bears"
    return IllegalAction(f"{named} cannot be played now: {why}.", clause=PERMANENT_RULE)


def corruption(state: HobbitState, who: Character) -> int:
    """The corruption points of the aligned stones ``who`` bears (Align Palantír's)."""
    aligned = [s for _, s in state.aligned]
    return align_palantir.CORRUPTION * sum(1 for i in who.items if i.card_id in aligned)


def left_behind(state: HobbitState, catalog: Catalog, size: int,
                stored: Collection[str] = ()) -> tuple[list[tuple[str, str]],
                                                       list[tuple[str, str, str]]]:
    """As the company's movement/hazard phase begins, once it has moved (``size``: its size as
    the scenario counts it; ``stored``: the cards stored at a Haven): (stone, bearer) of each
    stone it may not keep, and (card, stone, reason) of each Align Palantír that goes, stored
    with its stone (``STORED``) or discarded."""
    lost = [(stone, who.card_id) for stone, who in bearers(state, catalog)
            if stones.lost_on_moving(catalog.get, stone, size)]
    borne = [s for s, _ in bearers(state, catalog)]
    gone = [(card, stone, align_palantir.MOVED if stone in borne else STORED
             if stone in stored else "its palantír has left play")
            for card, stone in state.aligned]
    return lost, gone


def choices_for(scene: Scene, stone: str, who: Character) -> list[tuple[str, str]]:
    """(as, card) of each argument set a use of ``stone`` by ``who`` may take now: its own
    power first (as ""), then the stones it may be used as, by name."""
    catalog = scene.catalog
    sage = who.has_skill(SAGE)
    own = fold(catalog.get(stone).name)
    out = [("", c) for c in stones.choices(scene.table, catalog.get, own, sage)]
    named = {fold(catalog.get(s).name): catalog.get(s).name
             for s, _ in bearers(scene.state, catalog)}
    for power in stones.borrowed(scene.table, own):
        if power != stones.AMON_SUL:
            out += [(named[power], c)
                    for c in stones.choices(scene.table, catalog.get, power, sage)]
    return out


def sage_only(catalog: Catalog, cards: Sequence[str]) -> list[str]:
    """The "sage only" cards of ``cards``."""
    return [c for c in cards if fold(catalog.get(c).name) in stones.SAGE_ONLY]


# -- the coverage -----------------------------------------------------------------------------
TBA, BURGLAR = "there-and-back-again", "burglar"
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
}
