"""The enhanced characters of Appendix 1 (RGO-CHAR-1): each listed character's keywords
(Brave, Archer, Captain) and the abilities that change its strikes and body checks.

Each ability is its own small function named after the character, returning the modifiers it
adds with its clause, so a check shows where every point came from. Characters are found by
their folded catalog name (the rules document names some by a shorter name: Aragorn, Boromir,
Denethor, Glorfindel, Sam, Théoden, Thorin, Dáin).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache

from domain.cards import REGION_TYPES, Card
from domain.cards.names import fold
from domain.clauses import catalog
from domain.engine.characters import UNTAPPED, Character
from domain.engine.checks import Modifier
from domain.engine.combat import Attack
from domain.ruleset import played_since
from domain.rulesets.road_goes_ever_on.state import HAND_SIZE, State

BRAVE = "Brave"
#: A Brave character may be given a strike tapped or wounded.
BRAVE_CLAUSE = "RGO-CHAR-3"
ARCHER = "Archer"
CAPTAIN = "Captain"


@dataclass(frozen=True, slots=True)
class Enhanced:
    """One Appendix 1 row: the clause and the keywords it grants."""

    clause: str
    keywords: tuple[str, ...] = ()


def _rows() -> dict[str, Enhanced]:
    brave, captain, archer = (BRAVE,), (BRAVE, CAPTAIN), (ARCHER,)
    listed: list[tuple[str, tuple[str, ...]]] = [
        ("Annalena", ()), ("Aragorn II", brave), ("Arinmîr", ()), ("Arwen", ()),
        ("Balin", ()), ("Bard Bowman", archer), ("Beorn", brave), ("Beretar", ()),
        ("Bilbo", brave), ("Boromir II", captain), ("Brand", ()), ("Celeborn", ()),
        ("Círdan", ()), ("Dáin II", captain), ("Denethor II", ()), ("Elladan", brave),
        ("Elrohir", brave), ("Elrond", ()), ("Éomer", captain), ("Éowyn", brave),
        ("Erkenbrand", ()), ("Faramir", captain), ("Fram Framson", ()), ("Frodo", brave),
        ("Galadriel", ()), ("Galdor", ()), ("Galva", ()), ("Ghân-buri-Ghân", ()),
        ("Gildor Inglorion", ()), ("Gimli", brave), ("Glóin", ()), ("Glorfindel II", ()),
        ("Haldalam", ()), ("Haldir", archer), ("Imrahil", captain),
        ("Legolas", (ARCHER, BRAVE)), ("Merry", brave), ("Peath", ()), ("Pippin", brave),
        ("Robin Smallburrow", ()), ("Sam Gamgee", brave), ("Strider", brave),
        ("Théoden", captain), ("Thorin II", captain), ("Thráin II", brave), ("Thranduil", ()),
    ]
    return {fold(name): Enhanced(f"RGO-ABIL-{n}", kw) for n, (name, kw) in
            enumerate(listed, start=1)}


#: Folded character name -> its Appendix 1 row (46 rows: RGO-CHAR-1's reading).
ENHANCED: Mapping[str, Enhanced] = _rows()


def enhanced(character: Character) -> Enhanced | None:
    return ENHANCED.get(fold(character.name))


def keywords(character: Character) -> tuple[str, ...]:
    row = enhanced(character)
    return row.keywords if row else ()


@cache
def _appendix() -> dict[str, str]:
    return {cid: c.summary for cid, c in catalog("road-goes-ever-on").items()
            if cid.startswith("RGO-ABIL-")}


def ability(character: Character) -> dict[str, str] | None:
    """The character's Appendix 1 row as the board shows it: its clause and summary."""
    row = enhanced(character)
    return {"clause": row.clause, "summary": _appendix()[row.clause]} if row else None


def is_brave(character: Character) -> bool:
    """A Brave character may be given a strike even tapped or wounded (RGO-CHAR-3)."""
    return BRAVE in keywords(character)


#: The first version in which a wounded Brave character may be nominated too (before, only
#: a tapped one was, as the defender's assignment read him untapped).
WOUNDED_SINCE = 179


def as_nominated(played: str, who: Character) -> Character:
    """A Brave character as the defender's assignment reads him when he is nominated
    (RGO-CHAR-3): tapped, and from ``WOUNDED_SINCE`` wounded too, as if untapped."""
    if who.wounded and played_since(played, WOUNDED_SINCE):
        return who.with_state(UNTAPPED)
    return who.untap()


def brave_now(state: State, who: Character, assigned: Sequence[str],
              card: Callable[[str], Card] | None) -> bool:
    """Brave (RGO-CHAR-3), or made Brave for this attack by a Captain of the company given
    one of its strikes who shares a home site with ``who`` (RGO-CHAR-4); Thráin counts as a
    Captain for every Dwarf (RGO-ABIL-45)."""
    if is_brave(who):
        return True
    if card is None:
        return False
    homes = [fold(h) for h in card(who.card_id).home_sites]
    for captain in (c for c in state.characters if c.card_id in assigned and c != who):
        if fold(captain.name) == fold("Thráin II") and who.race == "Dwarf":
            return True
        if CAPTAIN in keywords(captain) and any(
                fold(h) in homes for h in card(captain.card_id).home_sites):
            return True
    return False


def takes_more_strikes(who: Character, assigned: Sequence[str], strikes: int) -> bool:
    """Boromir, given a strike of an attack, may be given more of its strikes while some
    remain (RGO-ABIL-10)."""
    return fold(who.name) == fold("Boromir II") and who.card_id in assigned \
        and len(assigned) < strikes


#: From this version each strike given to Boromir is a strike sequence of its own (TD-MULTI-1),
#: each after the state the one before left him in (TD-MULTI-2) and each at -1 prowess for every
#: strike he took beyond the first (RGO-ABIL-10, ``boromir``). Before, he faced one strike, the
#: strikes beyond his first weighing -1 each on it as excess strikes (CoE 3.iv.2).
SEQUENCES_SINCE = 241


def extra_strikes(assigned: Sequence[str]) -> dict[str, int]:
    """The strikes given to a character beyond his first (only Boromir may take them): from
    ``SEQUENCES_SINCE`` each a strike sequence of its own, before -1 each to his prowess
    against his one strike, as an excess strike is (CoE 3.iv.2)."""
    return {c: assigned.count(c) - 1 for c in dict.fromkeys(assigned) if assigned.count(c) > 1}


@dataclass(frozen=True, slots=True)
class Fight:
    """What an ability looks at in one strike: the company, the attack, who else is struck,
    the marshalling-point pile, the cards of the catalog and the ruleset version played."""

    state: State
    attack: Attack
    struck: tuple[str, ...]
    card: Callable[[str], Card]
    played: str = ""

    def with_(self, name: str, who: Character) -> bool:
        return any(fold(c.name) == fold(name) for c in self.state.characters
                   if c.card_id != who.card_id)

    def home(self, who: Character) -> tuple[str, ...]:
        return tuple(fold(h) for h in self.card(who.card_id).home_sites)


def _mod(amount: int, who: Character, why: str, clause: str) -> list[Modifier]:
    return [Modifier(amount, f"ability:{who.card_id}", why, clause)]


# -- prowess against a strike -------------------------------------------------------------------
def bard_bowman(fight: Fight, who: Character) -> list[Modifier]:
    dragon = fold(fight.attack.race) == "dragon"
    return _mod(2, who, "Bard Bowman against a Dragon", "RGO-ABIL-6") if dragon else []


def beretar(fight: Fight, who: Character) -> list[Modifier]:
    # A region keyed to is recorded as "region n (type)".
    wild = (fight.state.keyed_to or "").endswith("(wilderness)")
    return _mod(1, who, "Beretar in the Wilderness", "RGO-ABIL-8") if wild else []


def elladan(fight: Fight, who: Character) -> list[Modifier]:
    return _mod(1, who, "Elladan with Elrohir", "RGO-ABIL-16") \
        if fight.with_("Elrohir", who) else []


def gimli(fight: Fight, who: Character) -> list[Modifier]:
    # Offsets the -2 of a wounded character's strike (CoE 3.iv.6).
    return _mod(2, who, "Gimli fights on wounded", "RGO-ABIL-30") if who.wounded else []


def imrahil(fight: Fight, who: Character) -> list[Modifier]:
    knights = any(fold(r.name) == fold("Knights of Dol Amroth") for r in fight.state.mp)
    return _mod(1, who, "Imrahil with the Knights of Dol Amroth", "RGO-ABIL-35") \
        if knights else []


def merry(fight: Fight, who: Character) -> list[Modifier]:
    return _mod(1, who, "Merry with Pippin", "RGO-ABIL-37") if fight.with_("Pippin", who) \
        else []


def boromir(fight: Fight, who: Character) -> list[Modifier]:
    """-1 for each strike of the attack he took beyond the first, on each of his strike
    sequences (RGO-ABIL-10): ``fight.struck`` names him once for each from
    ``SEQUENCES_SINCE``, once in all before."""
    more = fight.struck.count(who.card_id) - 1
    return _mod(-more, who, f"Boromir takes {more + 1} strikes", "RGO-ABIL-10") \
        if more > 0 and played_since(fight.played, SEQUENCES_SINCE) else []


def beorn_roused(state: State, who: Character) -> bool:
    """Beorn used his ability this turn (RGO-ABIL-7)."""
    return fold(who.name) == fold("Beorn") and any(
        c == "RGO-ABIL-7" and t == state.turn for c, _, t in state.used)


def beorn(fight: Fight, who: Character) -> list[Modifier]:
    return _mod(2, who, "Beorn roused", "RGO-ABIL-7") if beorn_roused(fight.state, who) else []


def beorn_body(fight: Fight, who: Character) -> list[Modifier]:
    return _mod(-2, who, "Beorn roused", "RGO-ABIL-7") if beorn_roused(fight.state, who) \
        else []


#: Versions recorded before Fram Framson's Dragon kills counted one more MP (RGO-ABIL-23), and
#: before Éomer's Noble Steed did (RGO-ABIL-19); they replay as played.
BEFORE_FRAM = ("1", "2", "3", "4", "5", "6", "7")
BEFORE_EOMER = (*BEFORE_FRAM, "8", "9")


def eomer(fight: Fight, who: Character) -> list[Modifier]:
    """+1 prowess with a Noble Steed among the company's allies (RGO-ABIL-19)."""
    steed = any(fold(fight.card(a).name) == fold("Noble Steed") for a in fight.state.allies)
    return _mod(1, who, "Éomer with a Noble Steed", "RGO-ABIL-19") \
        if steed and fight.played not in BEFORE_EOMER else []


PROWESS: Mapping[str, Callable[[Fight, Character], list[Modifier]]] = {
    fold("Beorn"): beorn, fold("Boromir II"): boromir, fold("Éomer"): eomer,
    fold("Bard Bowman"): bard_bowman, fold("Beretar"): beretar, fold("Elladan"): elladan,
    fold("Gimli"): gimli,
    fold("Imrahil"): imrahil, fold("Merry"): merry,
}


def strike_modifiers(fight: Fight, who: Character) -> list[Modifier]:
    """The abilities that add to ``who``'s prowess against a strike."""
    ability = PROWESS.get(fold(who.name))
    return ability(fight, who) if ability else []


# -- body against a strike (each point of body counts as one off the body check's roll) ---------
def elrohir(fight: Fight, who: Character) -> list[Modifier]:
    return _mod(-1, who, "Elrohir with Elladan", "RGO-ABIL-17") \
        if fight.with_("Elladan", who) else []


def erkenbrand(fight: Fight, who: Character) -> list[Modifier]:
    # The path names region types only, so an attack keyed to a site in Rohan is the case
    # that can be told; a region of Rohan cannot.
    state = fight.state
    site = fight.card(state.destination or state.site)
    in_rohan = state.keyed_to == "the site" and fold(site.region or "") == fold("Rohan")
    return _mod(-2, who, "Erkenbrand defends Rohan", "RGO-ABIL-21") if in_rohan else []


def gloin(fight: Fight, who: Character) -> list[Modifier]:
    # Read as +2 body (in his favour) when the strike finds him already wounded.
    return _mod(-2, who, "Glóin holds on wounded", "RGO-ABIL-31") if who.wounded else []


def _lord_of(lord: str, home: str, clause: str) -> Callable[[Fight, Character], list[Modifier]]:
    def other_men(fight: Fight, who: Character) -> list[Modifier]:
        # "Men": read as Men and Dúnedain (both are Men in the story).
        man = who.race in ("Man", "Dúnadan") and fold(home) in fight.home(who)
        lord_here = fight.with_(lord, who)
        return [Modifier(-1, f"ability:{who.card_id}", f"{lord} leads the Men of {home}",
                         clause)] if man and lord_here else []
    return other_men


def dain(fight: Fight, who: Character) -> list[Modifier]:
    struck = [fold(c.name) for c in fight.state.characters if c.card_id in fight.struck]
    helped = who.race == "Dwarf" and fold(who.name) != fold("Dáin II") \
        and fold("Dáin II") in struck
    return _mod(-1, who, "Dáin faces a strike beside him", "RGO-ABIL-14") if helped else []


BODY_OWN: Mapping[str, Callable[[Fight, Character], list[Modifier]]] = {
    fold("Elrohir"): elrohir, fold("Erkenbrand"): erkenbrand, fold("Glóin"): gloin,
    fold("Beorn"): beorn_body,
}
#: Abilities of another character of the company that raise a companion's body.
BODY_GIVEN: Sequence[Callable[[Fight, Character], list[Modifier]]] = (
    _lord_of("Denethor II", "Minas Tirith", "RGO-ABIL-15"),
    _lord_of("Théoden", "Edoras", "RGO-ABIL-43"),
    dain,
)


def body_modifiers(fight: Fight, who: Character) -> list[Modifier]:
    """The abilities that raise ``who``'s body against a strike, as roll modifiers."""
    own = BODY_OWN.get(fold(who.name))
    out = own(fight, who) if own else []
    for given in BODY_GIVEN:
        out += given(fight, who)
    return out


# -- corruption checks ----------------------------------------------------------------------------
def corruption_modifiers(state: State, card: Callable[[str], Card],
                         who: Character) -> list[Modifier]:
    """The abilities that add to ``who``'s corruption checks: Arwen and Aragorn together
    (RGO-ABIL-4, read as the two of them), Celeborn for the other Elves of Lórien (12)."""
    names = [fold(c.name) for c in state.characters if c.card_id != who.card_id]
    me = fold(who.name)
    out: list[Modifier] = []
    pair = (fold("Arwen"), fold("Aragorn II"))
    if me in pair and pair[1 - pair.index(me)] in names:
        out.append(Modifier(1, f"ability:{who.card_id}", "Arwen and Aragorn together",
                            "RGO-ABIL-4"))
    lorien = any(fold(h) == fold("Lórien") for h in card(who.card_id).home_sites)
    if who.race == "Elf" and lorien and fold("Celeborn") in names:
        out.append(Modifier(1, f"ability:{who.card_id}", "Celeborn's Elves of Lórien",
                            "RGO-ABIL-12"))
    return out


def beorn_leaves(state: State) -> list[Character]:
    """Beorn, roused this turn, goes back to the hand as the turn ends (RGO-ABIL-7)."""
    return [c for c in state.every_character() if beorn_roused(state, c)]


# -- kills ----------------------------------------------------------------------------------------


def plays_fram(played: str) -> bool:
    return played not in BEFORE_FRAM


def fram_framson(state: State, attack: Attack, slayers: Sequence[str]) -> bool:
    """A Dragon attack defeated with one of its strikes beaten by Fram Framson: worth 1 MP
    more (RGO-ABIL-23, read as his beating a strike of the Dragon that is killed)."""
    fram = [c.card_id for c in state.characters if fold(c.name) == fold("Fram Framson")]
    return fold(attack.race) == "dragon" and any(c in slayers for c in fram)


# -- factions ---------------------------------------------------------------------------------
#: The regions of Mirkwood (Thranduil's realm among them) (RGO-ABIL-46).
MIRKWOOD = ("Woodland Realm", "Western Mirkwood", "Heart of Mirkwood", "Southern Mirkwood")


#: Versions recorded before Thranduil's reach; they replay as played.
BEFORE_THRANDUIL = (*BEFORE_EOMER, "10")


#: Versions recorded before Brand's reach (RGO-ABIL-11); they replay as played.
BEFORE_BRAND = (*BEFORE_THRANDUIL, "11", "12", "13", "14")


def faction_regions(state: State, faction: Card, played: str,
                    home: Sequence[str] = ()) -> tuple[str, ...]:
    """Folded regions, beyond its home's (``home``: folded), where a faction of the MP pile
    applies its rule: every region of Mirkwood for the Wood-elves while Thranduil is in play
    (RGO-ABIL-46); Southern Rhovanion for a Men faction of Northern Rhovanion while Brand is
    (RGO-ABIL-11)."""
    if played in BEFORE_THRANDUIL:
        return ()
    def present(name: str) -> bool:
        return any(fold(c.name) == fold(name) for c in state.every_character())

    if present("Thranduil") and fold(faction.name) == fold("Wood-elves"):
        return tuple(fold(r) for r in MIRKWOOD)
    if played not in BEFORE_BRAND and present("Brand") and fold(faction.race or "") == "man" \
            and fold("Northern Rhovanion") in home:
        return (fold("Southern Rhovanion"),)
    return ()


# -- the hand -------------------------------------------------------------------------------------
def hand_size(state: State, card: Callable[[str], Card]) -> int:
    """Five, or six while Bilbo's company is at a site that is neither a Haven nor Bag End
    (RGO-ABIL-9)."""
    for company in state.all_companies():
        if any(fold(c.name) == fold("Bilbo") for c in company.characters):
            site = card(company.site)
            if not site.is_haven and fold(site.name) != fold("Bag End"):
                return HAND_SIZE + 1
    return HAND_SIZE


# -- the movement/hazard phase --------------------------------------------------------------------
def thorin_draws(state: State) -> bool:
    """Thorin with three other Dwarves draws one more card (RGO-ABIL-44, read as three
    Dwarves besides him)."""
    names = [fold(c.name) for c in state.characters]
    dwarves = [c for c in state.characters if c.race == "Dwarf"
               and fold(c.name) != fold("Thorin II")]
    return fold("Thorin II") in names and len(dwarves) >= 3


def cirdan_eases(state: State) -> int:
    """Círdan lowers his company's hazard limit by one per Coastal Sea in its site path
    (RGO-ABIL-13)."""
    if not any(fold(c.name) == fold("Círdan") for c in state.characters):
        return 0
    return sum(1 for region in state.path if region == REGION_TYPES["c"])


# -- influence ------------------------------------------------------------------------------
def influence_modifiers(here: Card, who: Character, faction: Card) -> list[Modifier]:
    """Pippin +1 against a faction at Minas Tirith (RGO-ABIL-39), Robin Smallburrow +1
    against the Hobbits (RGO-ABIL-40)."""
    me = fold(who.name)
    if me == fold("Pippin") and fold(here.name) == fold("Minas Tirith"):
        return _mod(1, who, "Pippin at Minas Tirith", "RGO-ABIL-39")
    if me == fold("Robin Smallburrow") and fold(faction.name) == fold("Hobbits"):
        return _mod(1, who, "Robin Smallburrow among the Hobbits", "RGO-ABIL-40")
    return []


# -- skills -----------------------------------------------------------------------------------
#: Characters who use Rituals (and, Peath, Light Enchantments) as if a Sage (RGO-ABIL-28, 38).
RITUAL_SAGES: Mapping[str, tuple[str, ...]] = {
    fold("Ghân-buri-Ghân"): ("Ritual",), fold("Peath"): ("Ritual", "Light Enchantment"),
}


def sage_for(state: State, card: Callable[[str], Card], who: Character, used: Card) -> bool:
    """``who`` may use ``used`` as a Sage: a Sage (see :func:`has_skill`), or Ghân-buri-Ghân
    for a Ritual and Peath for a Ritual or a Light Enchantment (RGO-ABIL-28, 38)."""
    kinds = RITUAL_SAGES.get(fold(who.name), ())
    return has_skill(state, card, who, "sage") or any(k in used.keywords for k in kinds)


def has_skill(state: State, card: Callable[[str], Card], who: Character, skill: str) -> bool:
    """A printed skill, or Gildor's Sage skill at a Haven (RGO-ABIL-29), or Haldalam's Ranger
    skill beside another Dúnadan (RGO-ABIL-33)."""
    if who.has_skill(skill):
        return True
    me = fold(who.name)
    if skill == "sage" and me == fold("Gildor Inglorion"):
        return card(state.site).is_haven
    if skill == "ranger" and me == fold("Haldalam"):
        return any(c.race == "Dúnadan" for c in state.characters if c.card_id != who.card_id)
    return False
