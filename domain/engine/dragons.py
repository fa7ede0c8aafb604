"""The Dragons' rules insert (METD): key words, Dragon lairs, hoards and the three
manifestations of each unique Dragon (clauses ``TD-KEY-*``, ``TD-LAIR-*``, ``TD-HOARD-*``,
``TD-MANIF-*``). Its clarifications of standard rules are in :mod:`dragons_clarifications`.

Lairs and hoards are found from the card data (a site with a Dragon automatic-attack), so a
user's own catalog brings its lairs with it; the table of the nine Dragons only names which
lair is whose, which the card data does not say.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from domain.cards import Card, fold

KEY_WORDS = "TD-KEY-1"
NEW_KEY_WORDS = "TD-KEY-2"
ONE_HELMET = "TD-KEY-3"
DRAGON_NOT_DRAKE = "TD-KEY-4"
LAIR = "TD-LAIR-1"
HOARD_ITEM_SITE = "TD-HOARD-1"
LAIR_HOARD = "TD-HOARD-2"
HOARD_NOT_STARTING = "TD-HOARD-3"
HOARD_MINOR_NOT_ELSEWHERE = "TD-HOARD-4"
MANIFESTATIONS = "TD-MANIF-1"
EACH_UNIQUE = "TD-MANIF-2"
MP_TO_OPPONENT = "TD-MANIF-3"
OWN_DEFEATED = "TD-MANIF-4"
ALL_REMOVED = "TD-MANIF-5"
NO_MORE_PLAYED = "TD-MANIF-6"
LAIR_QUIET = "TD-MANIF-7"

HOARD_ITEM = "Hoard Item"
BASIC, AHUNT, AT_HOME = "basic", "ahunt", "at-home"


@dataclass(frozen=True, slots=True)
class Dragon:
    """One of the nine unique Dragons: its lair and the lair's region (TD-LAIR-2 to 10)."""

    name: str
    lair: str
    region: str
    clause: str


#: The lairs spelt as the card data spells them ("Isle of the Ulond", "Irerock", "Zarak Dûm";
#: the insert prints "Ulong", "Ire-rock", "Zarak Dum").
DRAGONS: tuple[Dragon, ...] = (
    Dragon("Agburanar", "Caves of Ûlund", "Withered Heath", "TD-LAIR-2"),
    Dragon("Bairanax", "Ovir Hollow", "Grey Mountain Narrows", "TD-LAIR-3"),
    Dragon("Daelomin", "Dancing Spire", "Withered Heath", "TD-LAIR-4"),
    Dragon("Eärcaraxë", "Isle of the Ulond", "Andrast Coast", "TD-LAIR-5"),
    Dragon("Itangast", "Gold Hill", "Withered Heath", "TD-LAIR-6"),
    Dragon("Leucaruth", "Irerock", "Withered Heath", "TD-LAIR-7"),
    Dragon("Scatha", "Gondmaeglom", "Grey Mountain Narrows", "TD-LAIR-8"),
    Dragon("Scorba", "Zarak Dûm", "Angmar", "TD-LAIR-9"),
    Dragon("Smaug", "The Lonely Mountain", "Northern Rhovanion", "TD-LAIR-10"),
)


@lru_cache(maxsize=4096)  # every hazard offered is matched against each Dragon's names
def _plain(name: str) -> str:
    """Eärcaraxë and Earcaraxe, Ire-rock and Irerock read alike."""
    return fold(name).replace("-", "").replace(" ", "")


# -- key words ---------------------------------------------------------------------------------

def has_key_word(card: Card, word: str) -> bool:
    """A card is affected by what names one of its key words (TD-KEY-1): its printed
    keywords, its race or its subtypes. Dragon and Drake are separate words (TD-KEY-4): a
    Drake is no Dragon and the other way round."""
    words = [*card.keywords, *card.subtypes, *((card.race or "").split(","))]
    return any(fold(w.strip()) == fold(word) for w in words)


# -- lairs and hoards --------------------------------------------------------------------------

def is_lair(site: Card) -> bool:
    """Any site with a Dragon automatic-attack is a Dragon's lair (TD-LAIR-1)."""
    return site.is_site and any(fold(a.race) == "dragon" for a in site.automatic_attacks)


def has_hoard(site: Card) -> bool:
    """Every Dragon's lair contains a hoard (TD-HOARD-2); the insert names no other hoard, and
    the card data marks none."""
    return is_lair(site)


def lair_dragon(site: Card) -> Dragon | None:
    """Whose lair ``site`` is (TD-LAIR-2 to 10), or None for a site that is no listed lair."""
    if not is_lair(site):
        return None
    return next((d for d in DRAGONS if _plain(d.lair) == _plain(site.name)), None)


def dragon_named(name: str) -> Dragon | None:
    return next((d for d in DRAGONS if _plain(d.name) == _plain(name)), None)


def is_hoard_item(card: Card) -> bool:
    return card.is_item and HOARD_ITEM in card.keywords


def hoard_item_problem(item: Card, site: Card) -> tuple[str, str] | None:
    """Why a hoard item cannot be played at ``site`` (message, clause), or None: only at a
    site with a hoard (TD-HOARD-1), a minor one too where a card lets minor items be played
    elsewhere (TD-HOARD-4)."""
    if not is_hoard_item(item) or has_hoard(site):
        return None
    clause = HOARD_MINOR_NOT_ELSEWHERE if item.item_class == "minor" else HOARD_ITEM_SITE
    return f"{item.name} is a hoard item: it is played only at a Dragon's lair, " \
           f"and {site.name} holds no hoard", clause


def starting_item_problem(item: Card) -> tuple[str, str] | None:
    """A hoard minor item may not be part of a starting company (TD-HOARD-3)."""
    if is_hoard_item(item):
        return f"{item.name} is a hoard item and cannot start with a company", \
            HOARD_NOT_STARTING
    return None


# -- manifestations ----------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Manifestation:
    """A card that manifests a unique Dragon: ``kind`` is basic (the creature), ahunt (the
    long-event) or at-home (the permanent-event) (TD-MANIF-1)."""

    dragon: Dragon
    kind: str


def manifestation(card: Card) -> Manifestation | None:
    """The Dragon and manifestation ``card`` is, or None: "Smaug" (a creature), "Smaug Ahunt"
    (a long-event), "Smaug at Home" (a permanent-event)."""
    if card.card_type != "Hazard":
        return None
    for dragon, kind in _manifestations().get(_plain(fold(card.name)), ()):
        if (card.is_creature if kind == BASIC else
                card.event_type == ("long" if kind == AHUNT else "permanent")):
            return Manifestation(dragon, kind)
    return None


@lru_cache(maxsize=1)  # every hazard of every hand and every play asks
def _manifestations() -> dict[str, tuple[tuple[Dragon, str], ...]]:
    """Each manifestation's plain name -> the Dragons and kinds it may be, in the order of
    ``DRAGONS`` and of basic, ahunt, at home (the first whose card type fits is the one)."""
    found: dict[str, list[tuple[Dragon, str]]] = {}
    for dragon in DRAGONS:
        own = fold(dragon.name)
        for suffix, kind in (("", BASIC), (" ahunt", AHUNT), (" at home", AT_HOME)):
            found.setdefault(_plain(own + suffix), []).append((dragon, kind))
    return {name: tuple(kinds) for name, kinds in found.items()}


def same_card_in_play(card: Card, in_play: list[Card]) -> bool:
    """Each manifestation is unique only unto itself (TD-MANIF-2): Smaug Ahunt does not keep
    Smaug at Home or Smaug from play, a second Smaug Ahunt is kept out."""
    return any(fold(c.name) == fold(card.name) for c in in_play)


def manifestation_play_problem(card: Card, in_play: list[Card],
                               slain: tuple[str, ...]) -> tuple[str, str] | None:
    """Why a Dragon's manifestation cannot be played (message, clause), or None: once the
    Dragon is defeated none of its manifestations may be (TD-MANIF-6), and each is unique
    (TD-MANIF-2)."""
    found = manifestation(card)
    if found is None:
        return None
    if any(_plain(found.dragon.name) == _plain(s) for s in slain):
        return f"{found.dragon.name} has been defeated: no manifestation of it is played " \
               f"again", NO_MORE_PLAYED
    if same_card_in_play(card, in_play):
        return f"{card.name} is already in play", EACH_UNIQUE
    return None


def removed_with(dragon: Dragon, in_play: list[Card]) -> list[Card]:
    """The cards of ``in_play`` that leave the game with ``dragon`` when an attack of one of
    its manifestations is defeated or a manifestation is removed (TD-MANIF-5), in the order
    given."""
    out = []
    for card in in_play:
        found = manifestation(card)
        if found is not None and found.dragon == dragon:
            out.append(card)
    return out


def lair_attacks_quiet(site: Card, slain: tuple[str, ...]) -> bool:
    """A defeated Dragon's lair no longer has an automatic-attack (TD-MANIF-7)."""
    dragon = lair_dragon(site)
    return dragon is not None and any(_plain(dragon.name) == _plain(s) for s in slain)


def manifestation_points(mp: int, played_by_defeater: bool) -> int:
    """The marshalling points a defeated manifestation gives: only the opponent of its player
    scores them (TD-MANIF-3); its own player's defeat removes it for nobody (TD-MANIF-4)."""
    return 0 if played_by_defeater else mp


# -- Ahunt: where each Dragon hunts ----------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Hunt:
    """Where a Dragon's Ahunt long-event attacks a moving company (TD-MANIF-1): the regions
    its card names, more with Doors of Night in play (``coastal_seas``: every Coastal Sea
    region too); whether the attacker chooses the defending characters. Facts read off the
    cards (the Council of Elrond's card data), not their text."""

    regions: tuple[str, ...]
    with_doors: tuple[str, ...]
    attacker_chooses: bool
    coastal_seas: bool = False


_NORTH = ("Withered Heath", "Northern Rhovanion", "Iron Hills", "Grey Mountain Narrows")
_EAST = ("Southern Rhovanion", "Dorwinion", "Heart of Mirkwood", "Woodland Realm")
_SOUTH_EAST = ("Brown Lands", "Southern Rhovanion", "Dorwinion", "Dagorlad", "Horse Plains")

#: Each Dragon's hunt, by name.
HUNTS: dict[str, Hunt] = {
    "Agburanar": Hunt(_NORTH, _EAST, False),
    "Bairanax": Hunt(("Withered Heath", "Gundabad", "Anduin Vales", "Grey Mountain Narrows"),
                     ("Northern Rhovanion", "Iron Hills", "Southern Rhovanion", "Angmar"), True),
    "Daelomin": Hunt(_NORTH, _SOUTH_EAST, True),
    "Eärcaraxë": Hunt(("Andrast Coast", "Bay of Belfalas", "Eriadoran Coast", "Andrast"),
                      ("Old Pûkel-land", "Enedhwaith", "Anfalas"), True, coastal_seas=True),
    "Itangast": Hunt(_NORTH, _EAST, False),
    "Leucaruth": Hunt(_NORTH, _EAST, False),
    "Scatha": Hunt(("Withered Heath", "Woodland Realm", "Northern Rhovanion",
                    "Grey Mountain Narrows"),
                   ("Anduin Vales", "Western Mirkwood", "Heart of Mirkwood", "Gundabad"), False),
    "Scorba": Hunt(("Forochel", "Angmar", "Gundabad"), ("Númeriador", "Arthedain", "Rhudaur"),
                   True),
    "Smaug": Hunt(_NORTH, _SOUTH_EAST, True),
}


def hunt(card: Card) -> Hunt | None:
    """The hunt of an Ahunt long-event, or None for any other card."""
    found = manifestation(card)
    if found is None or found.kind != AHUNT:
        return None
    return HUNTS.get(found.dragon.name)


def hunted_regions(found: Hunt, names: list[str | None], coastal: list[bool],
                   doors: bool) -> list[str]:
    """The regions of a site path (``names`` as far as the map tells them; ``coastal``:
    which are Coastal Seas) a Dragon's hunt reaches, in path order."""
    reach = {_plain(r) for r in (*found.regions, *(found.with_doors if doors else ()))}
    out = []
    for name, sea in zip(names, coastal, strict=True):
        if name is not None and _plain(name) in reach:
            out.append(name)
        elif sea and doors and found.coastal_seas:
            out.append(name or "a Coastal Sea")
    return out


@lru_cache(maxsize=1024)  # asked for every attack's strikes assigned
def hunt_named(name: str) -> Hunt | None:
    """The hunt of the Ahunt named ``name`` ("Smaug Ahunt"), or None."""
    return next((HUNTS.get(d.name) for d in DRAGONS
                 if _plain(d.name + " ahunt") == _plain(name)), None)
