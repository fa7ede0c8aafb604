"""Factions (RGO-FACTION-1 to 5, version 7 on).

- An influence attempt on a faction missed by 3 or more detains the characters at its home
  site: every character of every company there (``CharactersDetained``). A company holding a
  detained character may not move. The attempt must beat the faction's influence number
  (CoE-2.V.3), so the result required is one more; from ``REQUIRED_SINCE`` the miss is that
  result less the total (9 to beat: a total of 7 misses by 3 and detains). Before, it was the
  influence number less the total, one too few (a total of 7 against 9 missed by 2, detaining
  no one), and those games replay as played.
- A detained, untapped character taps to try to persuade the faction again, in the
  organization phase (``escape:<faction>:<character>``): the same influence attempt, and the
  faction stays discarded (RGO-FACTION-2).
- Another company at the home site, none of whose characters is detained, makes the rescue
  attack in its site phase once the site is explored (``rescue:<faction>``): as many strikes
  as the faction's MP, each of its influence number (RGO-FACTION-3); defeating it frees them.
- A faction in the MP pile may be tapped once a turn (its tapping lasts until the next
  turn) to cancel an attack keyed to its home site or region whose MP are fewer than its own
  (``faction:<faction>``, RGO-FACTION-4), or, in the organization phase of a company at its
  home site, to bring in a character of the draw deck whose home site it is
  (``recruit:<faction>:<character>``, RGO-FACTION-5).

The home sites and influence numbers are the quest table's
(``seeds/tables/road-goes-ever-on/quest-sites.json``). The site path names region types, not
regions: an attack keyed to a region counts as keyed to the faction's region when the company
moves from or to a site in it.
"""

from __future__ import annotations

from collections.abc import Callable

from domain.cards import Card, Catalog, fold
from domain.engine.characters import Character
from domain.engine.combat import Attack, StrikeModifiers, strike_prowess
from domain.engine.influence_attempts import influence_check, influence_roll
from domain.errors import IllegalAction
from domain.ruleset import Action, Context, illegal, played_since
from domain.rulesets.road_goes_ever_on import (
    abilities,
    anduril,
    character_texts,
    dragon_homes,
    faction_facts,
    hand_resources,
    item_influence,
    pile_factions,
    quests,
    return_of_the_king,
    turn_bonuses,
)
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, SITE, State

DETAIN = "RGO-FACTION-1"
ESCAPE = "RGO-FACTION-2"
RESCUE = "RGO-FACTION-3"
CANCEL = "RGO-FACTION-4"
RECRUIT = "RGO-FACTION-5"
#: An attempt missed by this much or more detains (RGO-FACTION-1).
DETAINING_MISS = 3
#: The first version measuring a miss from the result required, one above the influence
#: number, not from the number itself.
REQUIRED_SINCE = 218
#: The influence number of a faction the quest table does not list (RGO-QUEST-4's default).
DEFAULT_INFLUENCE = 10
#: Versions recorded before the faction rules; they replay as played.
BEFORE = ("1", "2", "3", "4", "5", "6")


def offered(played: str) -> bool:
    return played not in BEFORE


def influence(card: Card) -> int:
    known = quests.named_sites(card)
    return known.influence if known and known.influence is not None else DEFAULT_INFLUENCE


def home_sites(card: Card) -> tuple[str, ...]:
    known = quests.named_sites(card)
    return known.sites if known else ()


def at_home(catalog: Catalog, faction: Card, site: str) -> bool:
    return fold(catalog.get(site).name) in [fold(s) for s in home_sites(faction)]


# -- detention (RGO-FACTION-1 to 3) -------------------------------------------------------------

def missed_by(played: str, needed: int, total: int) -> int:
    """By how much an attempt totalling ``total`` on a faction of influence number ``needed``
    missed: from ``REQUIRED_SINCE`` the result required, which beats the number (CoE-2.V.3),
    less the total; before, the number less the total."""
    return required(needed) - total if played_since(played, REQUIRED_SINCE) else needed - total


def required(needed: int) -> int:
    """The least result that beats the influence number ``needed`` (CoE-2.V.3)."""
    return needed + 1


def detain(ctx: Context[State], faction: Card, needed: int, total: int) -> None:
    """After a failed attempt on ``faction``: missed by 3 or more, the characters at the
    site are detained."""
    detain_by(ctx, faction, missed_by(ctx.ruleset.played, needed, total))


def detain_by(ctx: Context[State], faction: Card, missed_by: int) -> None:
    """After an attempt on ``faction`` missed by ``missed_by``: by 3 or more, the characters
    at the site are detained."""
    if missed_by < DETAINING_MISS:
        return
    state = ctx.state
    held = [c.card_id for company in state.all_companies() if company.site == state.site
            for c in company.characters]
    ctx.emit("CharactersDetained", DETAIN, faction=faction.id, characters=held,
             site=state.site, missed_by=missed_by)


def holder(state: State, who: str) -> str | None:
    """The faction detaining ``who``, if any."""
    return next((f for c, f in state.detained if c == who), None)


def move_problem(state: State, characters: tuple[Character, ...]) -> tuple[str, str] | None:
    held = [c.name for c in characters if holder(state, c.card_id) is not None]
    if held:
        return (f"{', '.join(held)} {'is' if len(held) == 1 else 'are'} detained: the "
                "company may not move until freed.", DETAIN)
    return None


def escape_actions(state: State, catalog: Catalog) -> list[Action]:
    if state.phase != ORGANIZATION:
        return []
    return [Action(f"escape:{f}:{c.card_id}", f"{c.name} taps to persuade "
                   f"{catalog.get(f).name} to let the company go", ESCAPE)
            for c in state.characters if c.untapped
            for f in [holder(state, c.card_id)] if f is not None]


def escape(ctx: Context[State], catalog: Catalog, faction_id: str, who: str,
           played: str) -> bool:
    """The detained character's influence attempt: success frees every character the
    faction holds; the faction stays discarded (RGO-FACTION-2). From the version that reads
    the faction facts it adds the faction's standard modification for his race. True when
    it succeeded."""
    character = ctx.state.character(who)
    assert character is not None
    faction = catalog.get(faction_id)
    needed = influence(faction)
    ctx.emit("CharacterStateChanged", ESCAPE, character=who, state="tapped")
    index = ctx.position("dice")
    dice = ctx.roll(f"{character.name} persuades {faction.name}", ESCAPE)
    standard = faction_facts.standard_modifiers(played, faction, character)
    # The character's printed bonus against this faction (character_texts.py).
    standard += character_texts.influence_modifiers(played, catalog.get(who), faction)
    # What the items he bears add against it (item_influence.py).
    standard += item_influence.influence_modifiers(played, catalog.get, character, faction)
    # What cards give him for the rest of the turn (turn_bonuses.py).
    standard += turn_bonuses.influence_modifiers(ctx.state, who, lambda c: catalog.get(c).name)
    # Return of the King's +3 to Aragorn II's (return_of_the_king.py).
    standard += return_of_the_king.influence_modifiers(played, ctx.state, character)
    standard += anduril.influence_modifiers(played, ctx.state, character)
    standard += dragon_homes.influence_modifiers(played, ctx.state, catalog)  # Scatha at Home
    result = influence_check(sum(dice), character.direct_influence, needed,
                             sum(m.amount for m in standard))
    made = influence_roll(character, dice, index, needed, standard)
    ctx.emit("InfluenceAttempted", ESCAPE, card=faction_id, character=who, roll=sum(dice),
             total=result.total, needed=needed, succeeded=result.succeeded,
             check=made.to_json())
    if result.succeeded:
        free(ctx, faction_id, "an escape", ESCAPE)
    return result.succeeded


def free(ctx: Context[State], faction: str, how: str, rule: str) -> None:
    held = [c for c, f in ctx.state.detained if f == faction]
    ctx.emit("CharactersFreed", rule, faction=faction, characters=held, how=how)


def rescue_actions(state: State, catalog: Catalog) -> list[Action]:
    """The running company at a home site where others are detained, none of its own."""
    if state.phase != SITE or not state.explored or state.awaited_strikes is not None \
            or not any(c.untapped for c in state.characters) \
            or any(holder(state, c.card_id) for c in state.characters):
        return []
    here = [c.card_id for company in state.companies if company.site == state.site
            for c in company.characters]
    factions = dict.fromkeys(f for c, f in state.detained if c in here)
    return [Action(f"rescue:{f}", f"Attack {catalog.get(f).name} to free the detained",
                   RESCUE) for f in factions]


def rescue_attack(catalog: Catalog, faction_id: str) -> Attack:
    """As many strikes as the faction's MP, each of its influence number (RGO-FACTION-3)."""
    faction = catalog.get(faction_id)
    return Attack(faction.id, f"{faction.name} (rescue)", faction.race or "",
                  max(1, faction.marshalling_points or 0), influence(faction))


def after_attack(ctx: Context[State], attack: Attack, beaten: bool) -> None:
    """A rescue attack defeated frees the characters its faction holds."""
    if beaten and any(f == attack.source for _, f in ctx.state.detained):
        free(ctx, attack.source, "a rescue", RESCUE)


# -- tapping a faction of the MP pile (RGO-FACTION-4, 5) ----------------------------------------

def _ready(state: State, catalog: Catalog, played: str) -> list[Card]:
    """The untapped factions of the pile, once for each copy (pile_factions.untapped)."""
    return [catalog.get(f) for f in pile_factions.untapped(state, played) if f in catalog]


def _keyed_here(state: State, catalog: Catalog, faction: Card, played: str) -> bool:
    """Whether the attack faced is keyed to the faction's home site or region: one keyed to
    the site (every attack of the site phase) by the site, one keyed to a region of the
    site path by the regions of the sites the company moves from and to."""
    names = [fold(s) for s in home_sites(faction)]
    regions = [fold(c.region or "") for s in home_sites(faction)
               for c in catalog.find_all(s) if c.is_site]
    # Thranduil's and Brand's reach (RGO-ABIL-46, 11).
    regions += abilities.faction_regions(state, faction, played, regions)
    if state.phase == SITE or state.keyed_to in (None, "the site"):
        site = catalog.get(state.destination or state.site)
        return fold(site.name) in names or fold(site.region or "") in regions
    ends = [catalog.get(s) for s in (state.site, state.destination or state.site)]
    return any(fold(site.region or "") in regions for site in ends)


def cancel_actions(state: State, catalog: Catalog, played: str) -> list[Action]:
    """The factions of the MP pile that may cancel the attack faced (``played``: the ruleset
    version, which says where each faction's rule reaches)."""
    awaited = state.awaited_strikes
    if awaited is None or awaited.assigned:
        return []
    attack = awaited.read_attack()
    if hand_resources.uncancelable(state, catalog, attack, played):
        return []
    return [Action(f"faction:{f.id}", f"Tap {f.name} to cancel {attack.name}", CANCEL)
            for f in _ready(state, catalog, played)
            if attack.marshalling_points < (f.marshalling_points or 0)
            and _keyed_here(state, catalog, f, played)]


def cancel(ctx: Context[State], catalog: Catalog, faction_id: str) -> None:
    awaited = ctx.state.awaited_strikes
    assert awaited is not None
    name = awaited.read_attack().name
    ctx.emit("FactionTapped", CANCEL, faction=faction_id, use=f"{name} is canceled")
    ctx.emit("AttackCanceled", CANCEL, attack=name, by=catalog.get(faction_id).name)


Problem = Callable[[State, Card, Card], "tuple[str, str] | None"]


def recruit_actions(state: State, catalog: Catalog, problem: Problem,
                    played: str) -> list[Action]:
    """Characters of the draw deck whose home site is the faction's, the company there."""
    if state.phase != ORGANIZATION:
        return []
    here = catalog.get(state.site)
    out = []
    for faction in _ready(state, catalog, played):
        if not at_home(catalog, faction, state.site):
            continue
        for card_id in dict.fromkeys(state.draw):
            found = catalog.get(card_id)
            if found.is_character and fold(here.name) in [fold(h) for h in found.home_sites] \
                    and problem(state, found, here) is None:
                out.append(Action(f"recruit:{faction.id}:{card_id}", f"Tap {faction.name} "
                                  f"to bring {found.name} into play here", RECRUIT))
    return out


def recruited(ctx: Context[State], catalog: Catalog, faction_id: str, card_id: str) -> None:
    ctx.emit("FactionTapped", RECRUIT, faction=faction_id,
             use=f"{catalog.get(card_id).name} comes into play")


def refusal(state: State, kind: str, rest: str) -> IllegalAction:
    rules = {"escape": ("Only a detained, untapped character of the company tries to "
                        "persuade the faction holding him, in the organization phase.", ESCAPE),
             "rescue": ("A rescue attack is made, once the site is explored, by a company "
                        "none of whose characters is detained, where others are held.",
                        RESCUE),
             "faction": ("A faction of the MP pile, untapped, cancels an attack keyed to its "
                         "home site or region, with fewer MP than its own, before strikes "
                         "are assigned.", CANCEL),
             "recruit": ("A faction of the MP pile, untapped, brings in a character of the "
                         "draw deck whose home site it is, in the organization phase of a "
                         "company there.", RECRUIT)}
    return illegal(*rules[kind])


# -- the automatic player -----------------------------------------------------------------------

def policy_choice(state: State, ids: list[str]) -> str | None:
    """Tap a faction against an attack that would wound the strongest character; try every
    escape; make a rescue; bring in a character whenever one is offered."""
    for action in ids:
        if action.startswith(("escape:", "recruit:", "rescue:")):
            return action
    awaited = state.awaited_strikes
    cancels = [i for i in ids if i.startswith("faction:")]
    if awaited is None or not cancels or not state.characters:
        return None
    attack = awaited.read_attack()
    strongest = max(state.characters, key=lambda c: strike_prowess(c, StrikeModifiers()))
    return cancels[0] if strike_prowess(strongest, StrikeModifiers()) + 7 <= attack.prowess \
        else None
