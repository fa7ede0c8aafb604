"""The automatic Burglar: stores what he carries at a Haven, then heads for the next task he
holds the cards for (a Dragon's hoard or an Orc stronghold to burgle with a major or greater
item in hand, a faction's site, a hold for Rescue Prisoners), burgles or enters, and otherwise
travels between Havens drawing cards; he cancels attacks with stealth when he can, and uses a
palantír when it is worth it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from domain.canonical import JSON
from domain.cards import Card, fold
from domain.engine import effects, fellowship, resource_long_events, return_of_the_king
from domain.engine import great_ship as engine_ship
from domain.engine import wizards_ring as engine_ring
from domain.engine.anduril import NARSIL
from domain.engine.movement import reachable, site_path
from domain.ruleset import Action, played_since
from domain.rulesets.burglar import (
    anduril,
    blades,
    decks,
    mount_doom,
    reforging,
    rescue,
    tasks,
    white_tree,
)
from domain.rulesets.burglar.moves import site_of
from domain.rulesets.burglar.state import DRAGON, ORCS, RESCUE, SPYING, State
from domain.rulesets.burglar.versions import (
    CLOAK_USED_SINCE,
    IRON_CROWN_FROM,
    STRIKE_CANCELS_WEIGHED_SINCE,
)
from domain.rulesets.hobbit import (
    body_checks,
    company_checks,
    draw_choice,
    dwarven_gifts,
    great_road,
    gwaihir,
    hazard_cancels,
    rings,
    shadowfax,
)
from domain.rulesets.hobbit import great_ship as family_ship
from domain.rulesets.hobbit.state import ASSIGNING, STRIKING

if TYPE_CHECKING:
    from domain.rulesets.burglar.ruleset import BurglarWantsAGoodJob

EVENSTAR, LUCKY_SEARCH, GREAT_ROAD = "TW-343", "TW-269", great_road.CARD
WIZARDS_FLAME, TRUE_FANA = "TW-361", "TW-354"
FELLOWSHIP, GATES_OF_MORNING = fellowship.CARD, resource_long_events.GATES_OF_MORNING
RETURN_OF_THE_KING = return_of_the_king.CARD
DARK_QUARRELS_HALVE = ("play:TW-207:halve", "play:TW-208:halve")
COCK_CROWS = "TW-342"
ELVEN_CLOAK, STEALTH_RING = "TW-225", "TW-274"
#: The lowest strike roll (2D6): a strike this roll loses could wound its defender.
LOWEST_ROLL = 2
#: True Fána is played when the Wizard's roll needs no more than this above his prowess to beat
#: the attack's (7 or more on 2D6: better than even).
FANA_NEEDS = 7


def choose(ruleset: BurglarWantsAGoodJob, state: State,
           actions: Sequence[Action]) -> tuple[str, dict[str, JSON]]:
    ids = [a.id for a in actions]
    gift = dwarven_gifts.policy_choice(ruleset._gift_scene(state), ids)  # an item for a Dwarf
    if gift is not None:
        return gift
    pick, args = _choose(ruleset, state, ids)
    return (pick, args) if pick in ids else (ids[0], {})


def _first(ids: list[str], *prefixes: str) -> str | None:
    return next((i for i in ids if i.startswith(prefixes)), None)


def _value(ruleset: BurglarWantsAGoodJob, card_id: str) -> tuple[int, str]:
    """How much a hand card is worth keeping (low is discarded first)."""
    card = ruleset.catalog.get(card_id)
    if card.name == decks.RESCUE_PRISONERS or card.is_faction:
        return 5, card_id
    if card.item_class in ("major", "greater"):
        return 4, card_id
    if card.name in tasks.STEALTH_CARDS:
        return 3, card_id
    return (2 if effects.scripted(card_id) else 1), card_id


def _choose(ruleset: BurglarWantsAGoodJob, state: State,
            ids: list[str]) -> tuple[str, dict[str, JSON]]:
    catalog = ruleset.catalog
    if state.legacy:
        return _first(ids, "inherit:") or "inherit-done", {}
    if state.ring_rolls:  # Wizard's Test's rolls wait for a choice
        return rings.best_roll(state, catalog), {}
    if hazard_cancels.LET in ids:  # Leaflock, Tom Bombadil or Great Ship cancels what it may
        return hazard_cancels.policy_choice(ids) or _ship_cancel(ruleset, state, ids) \
            or hazard_cancels.LET, {}
    if "bridge-done" in ids:  # it moves no further from a Haven (Bridge)
        # Shadowfax carries the Burglar on toward where he heads, past a site with no task.
        step = _next_step(ruleset, state) if _task_here(ruleset, state) is None else None
        ride = next((i for i in ids if i.startswith(f"{shadowfax.KIND}:")
                     and i.endswith(f":{step}")), None) if step else None
        return ride or "bridge-done", {}
    takes = [i for i in ids if i.startswith("take:")]
    if takes:  # Far-sight's search: the item worth most to keep
        return max(takes, key=lambda i: _value(ruleset, i.split(":")[1])), {}
    if state.combat is not None:
        return _fight(ruleset, state, ids)
    doom = _doom(ruleset, state, ids)  # The One Ring destroyed: the game won
    if doom:
        return doom, {}
    if great_road.HOME in ids:  # back to the Haven with a task's card to store or a wound
        burglar = state.the_hero
        home = bool(tasks.storable(state)) or burglar is not None and burglar.wounded
        return (great_road.HOME if home else great_road.STAY), {}
    spell = _first(ids, "take-spell:")  # Saruman's spell back, before the discard
    if spell:
        return spell, {}
    discards = [i for i in ids if i.startswith("discard:")]
    if discards:
        worst = min(discards, key=lambda i: _value(ruleset, i.split(":")[1]))
        if "keep" in ids and state.moved and _value(ruleset, worst.split(":")[1])[0] > 1:
            return "keep", {}  # nothing worthless to throw away; a waiting turn always cycles
        return worst, {}
    wounded = any(c.wounded for c in state.company)
    heal = next((i for i in ids if i.startswith(("use:", "play:")) and ":heal" in i), None)
    if heal and wounded and state.phase == "organization":
        return heal, {}
    # A blade's bearer at a Haven tries to remove it in the untap phase (``blades``).
    blade = _first(ids, f"{blades.REMOVE}:")
    if blade:
        return blade, {}
    # A corruption card checks its bearer again and again: he taps to roll it off.
    removal = next((i for i in ids if i.startswith("remove:") and i.count(":") == 2), None)
    if removal:
        return removal, {}
    fresh = _new_hand(ruleset, state, ids)
    if fresh:
        return fresh, {}
    # A palantír's use worth making, or Use or Align Palantír making one (``hobbit.palantiri``).
    stone = ruleset.palantir_pick(state, ids)
    if stone is not None:
        return stone
    # Fellowship once the Hands are in the company (``permanent_events``); Gates of Morning
    # whenever it may, sweeping the hazard environments away (``gates_of_morning``); Return
    # of the King on Aragorn II, for his influence attempts (``return_of_the_king``); The Cock
    # Crows' discard of a hazard permanent-event in play (``cock_crows``); The White Tree,
    # Minas Tirith a Haven for healing and hazards (``white_tree``).
    for prefix in ("store:", "hand:", f"play:{FELLOWSHIP}:", f"play:{GATES_OF_MORNING}:",
                   f"play:{RETURN_OF_THE_KING}:", f"play:{COCK_CROWS}:discard:",
                   f"play:{white_tree.CARD}:{white_tree.MODE}:",
                   "long-events-done", "rescue:",
                   "influence:", "river:"):
        if prefix == "rescue:" and not _rescue_ready(ruleset, state):
            continue
        found = _first(ids, prefix)
        if found:
            return found, {}
    reforged = _reforging(ruleset, state, ids) or _anduril(state, ids)
    if reforged:
        return reforged, {}
    # Lucky Search risks only a Hand who is a scout: a wound to the Burglar could end it all.
    lucky = next((i for i in ids if i.startswith(f"play:{LUCKY_SEARCH}:search:")
                  and not i.endswith(f":{state.hero}")), None)
    if lucky:
        return lucky, {}
    draws = draw_choice.most(ids)
    if draws:
        return draws, {}
    # Not the Wizard's Ring: its four corruption points weigh on every check.
    burgled = [i for i in ids if i.startswith("play:") and catalog.get(
        i.split(":")[1]).is_item and not engine_ring.is_ring(catalog.get(i.split(":")[1]).name)]
    if burgled:
        return max(burgled, key=lambda i: _value(ruleset, i.split(":")[1])), {}
    if "burgle" in ids and _task_here(ruleset, state) in (DRAGON, ORCS):
        return "burgle", {}
    if "enter" in ids and _task_here(ruleset, state) in (SPYING, RESCUE):
        return "enter", {}
    board = _board(ruleset, state, ids)
    if board:
        return board, {}
    if "move:" in " ".join(ids) or "stay" in ids:
        burglar = state.the_hero
        here = site_of(state, catalog)
        if burglar is not None and burglar.wounded and here.is_haven and "stay" in ids:
            return "stay", {}  # rest at the Haven until healed
        step = _next_step(ruleset, state)
        ready = _protected(ruleset, state) or tasks.storable(state) or not here.is_haven
        road = _first(ids, f"play:{GREAT_ROAD}:road")
        flight = next((i for i in ids if i.startswith(f"{gwaihir.KIND}:")
                       and i.count(":") == 2 and i.split(":")[2] in _goals(ruleset, state)),
                      None)
        if flight is not None and ready:  # Gwaihir flies straight to the goal
            return flight, {}
        if step is not None and f"move:{step}" in ids and ready:
            if road and not catalog.get(step).is_haven:
                return road, {}  # to the task's site, and back to the Haven at the turn's end
            return f"move:{step}", {}
        if here.is_haven and "stay" in ids:
            return "stay", {}  # wait at the Haven, where creatures find no one, for better cards
        moves_ = [i for i in ids if i.startswith("move:")]
        havens = [i for i in moves_ if catalog.get(i.split(":")[1]).is_haven]
        if not moves_:  # held here: Hiding cancels the creatures' attacks this turn
            return _first(ids, "play:TW-256:hide:") or "stay", {}
        return (havens or moves_)[0], {}
    for final in ("done", "pass", "keep"):
        if final in ids:
            return final, {}
    return ids[0], {}


def _fight(ruleset: BurglarWantsAGoodJob, state: State,
           ids: list[str]) -> tuple[str, dict[str, JSON]]:
    catalog = ruleset.catalog
    # An ally's or a character's cancel costs only a tap (CoE 3.i): it goes before any card
    # (Círdan's, Fatty Bolger's, ``hobbit.character_cancels``); Praise to
    # Elbereth taps a Hand rather than the Burglar.
    praise = sorted((i for i in ids if i.startswith("play:TW-305:cancel:")),
                    key=lambda i: i.endswith(f":{state.hero}"))
    fight = state.combat
    assert fight is not None
    if fight.awaited is not None:  # a wound's body check waits (``hobbit.body_checks``)
        return body_checks.policy_choice(ids), {}
    before_strikes = fight.stage == ASSIGNING and not fight.assigned
    tapped = _strike_item(ruleset, state, ids)
    if tapped:
        return tapped, {}
    # From IRON_CROWN_FROM an item whose bearer taps it, or taps, to cancel the attack (The
    # Iron Crown, the Magic Ring of Nature) costs no card either.
    item = next((i for i in ids if i.startswith("use:") and i.endswith(":cancel")), None) \
        if before_strikes and int(ruleset.played) >= IRON_CROWN_FROM else None
    # Great Ship: a Hand taps to cancel it as an ally would; the Burglar only after his
    # stealth, which gives him its points (BWJ-MP-2).
    ship = family_ship.policy_choice(ids, state.hero, family_ship.ATTACK_KIND)
    by_hand = ship if ship is not None and not ship.endswith(f":{state.hero}") else None
    cancel = _first(ids, "ally-cancel:", "character-cancel:") or by_hand or item or (
        praise[0] if praise else None) or next(
        (i for i in ids if i.startswith("play:") and ":cancel" in i), None)
    if cancel:
        return cancel, {}
    # Dark Quarrels with Gates of Morning in play: an attack it cannot cancel, halved.
    halve = next((i for i in ids if i in DARK_QUARRELS_HALVE), None)
    if halve and before_strikes:
        return halve, {}
    stealth = next((i for i in ids if i.startswith("declare:")
                    and catalog.get(i.split(":")[1]).name in tasks.STEALTH_CARDS), None)
    if stealth and before_strikes:
        return stealth, {"effect": effects.CANCEL_ATTACK}
    if ship:
        return ship, {}
    if fight.company_checks == company_checks.AWAITED:
        return company_checks.KIND, {}  # not canceled: the checks come before any strike
    # Wizard's Flame weakens this attack and every other one this turn.
    flame = _first(ids, f"play:{WIZARDS_FLAME}:flame:") if before_strikes else None
    if flame:
        return flame, {}
    # True Fána makes every strike fail when the Wizard's roll is likely to beat the attack.
    fana = _first(ids, f"play:{TRUE_FANA}:fail:") if before_strikes else None
    wizard = state.character(fana.rsplit(":", 1)[1]) if fana else None
    if fana and wizard is not None and state.combat is not None \
            and state.combat.attack.prowess - wizard.prowess_against(
                state.combat.attack.race) < FANA_NEEDS:
        return fana, {}
    shields = [i for i in ids if i.startswith("assign:") and i != f"assign:{state.hero}"]
    # An ally (CoE 2.V.2.2), the strongest first, takes the strike before a Hand: its loss
    # costs the company least.
    allies = [a for a in ruleset.ally_fighters(state) if f"assign:{a.card_id}" in shields]
    if allies:
        return f"assign:{min(allies, key=lambda a: -a.effective_prowess).card_id}", {}
    if shields:
        return shields[0], {}  # a Hand takes the strike the Burglar would otherwise face
    # The Evenstar on an Elf facing a strike, +1 prowess for the rest of the turn.
    evenstar = _first(ids, f"play:{EVENSTAR}:elf:{fight.facing}") if fight.facing else None
    if evenstar:
        return evenstar, {}
    for prefix in ("assign-done", "resolve:", "roll"):
        found = _first(ids, prefix)
        if found:
            return found, {}
    return ids[0], {}


def _strike_item(ruleset: BurglarWantsAGoodJob, state: State, ids: list[str]) -> str | None:
    """An item tapped to cancel the strike its bearer faces, when the strike could wound him:
    the Elven Cloak from ``CLOAK_USED_SINCE``, then the Magic Ring of Stealth from
    ``STRIKE_CANCELS_WEIGHED_SINCE``. Either costs its tap alone (the ring no corruption
    check, unlike The One Ring's use), no card, and no creature defeated gives the Burglar
    points (BWJ-MP-1); the cloak goes first, canceling a Wilderness creature's strike only,
    the ring any. Against a strike he cannot lose the item stays untapped for a later one."""
    fight = state.combat
    if fight is None or fight.stage != STRIKING \
            or not played_since(ruleset.played, CLOAK_USED_SINCE):
        return None
    items = (ELVEN_CLOAK, STEALTH_RING) \
        if played_since(ruleset.played, STRIKE_CANCELS_WEIGHED_SINCE) else (ELVEN_CLOAK,)
    use = next((u for item in items if (u := _first(ids, f"use:{item}:")) is not None
                and u.endswith(":cancel")), None)
    return use if use is not None and _could_wound(ruleset, state) else None


def _could_wound(ruleset: BurglarWantsAGoodJob, state: State) -> bool:
    """Whether the strike under way could wound the one facing it: his lowest roll plus his
    prowess falls short of the strike's (CoE 3.iv.7)."""
    terms = ruleset._strike_terms(state)
    return LOWEST_ROLL + terms.prowess < terms.printed + terms.added


def _doom(ruleset: BurglarWantsAGoodJob, state: State, ids: list[str]) -> str | None:
    """Gollum's Fate whenever it may be played; Cracks of Doom where its bearer's check cannot
    lose the game: a Hand's, or one that cannot fail (``mount_doom``)."""
    fate = _first(ids, f"play:{mount_doom.FATE}:{mount_doom.MODE}:")
    if fate:
        return fate
    for action in (i for i in ids if i.startswith(f"play:{mount_doom.CRACKS}:")):
        who = state.character(action.rsplit(":", 1)[1])
        if who is not None and (who.card_id != state.hero or not ruleset._check_may_fail(
                state, who, mount_doom.check(mount_doom.CRACKS))):
            return action
    return None


def _ship_cancel(ruleset: BurglarWantsAGoodJob, state: State, ids: list[str]) -> str | None:
    """A hazard waiting canceled by Great Ship: by a Hand, or by the Burglar unless he has a
    burglary to try here, which he must be untapped for (BWJ-BURG-3)."""
    found = family_ship.policy_choice(ids, state.hero)
    if found == f"{family_ship.EVENT_KIND}:{state.hero}" \
            and _task_here(ruleset, state) in (DRAGON, ORCS):
        return None
    return found


def _board(ruleset: BurglarWantsAGoodJob, state: State, ids: list[str]) -> str | None:
    """Great Ship played by a Hand before a move whose site path is sailing, another
    character staying untapped to cancel by it (``great_ship``)."""
    plays = [i for i in ids if i.startswith(f"play:{family_ship.CARD}:ship:")
             and not i.endswith(f":{state.hero}")]
    step = _next_step(ruleset, state) if plays and not state.aboard else None
    if step is None or sum(c.untapped for c in state.company) < 2:
        return None
    path = site_path(site_of(state, ruleset.catalog), ruleset.catalog.get(step)) or ()
    return plays[0] if engine_ship.sailing(path) else None


def _new_hand(ruleset: BurglarWantsAGoodJob, state: State, ids: list[str]) -> str | None:
    """Favor of the Valar, when the hand holds no task card (a major or greater item, a
    faction, Rescue Prisoners) and the discard pile does."""
    play = _first(ids, "play:TW-239:new-hand")
    if play is None or any(_value(ruleset, c)[0] >= 4 for c in state.hand):
        return None
    return play if any(_value(ruleset, c)[0] >= 4 for c in state.resource_discard) else None


def _reforging(ruleset: BurglarWantsAGoodJob, state: State, ids: list[str]) -> str | None:
    """A stored Reforging takes an item back for the Burglar (else for the first character
    offered); a Hand who is a sage holds a Reforging of the hand when the discard pile has an
    item for it to take back, never the Burglar, whom it would keep tapped (``reforging``)."""
    back = [i for i in ids if i.startswith(f"{reforging.REFORGE_KIND}:")]
    if back:
        return next((i for i in back if i.endswith(f":{state.hero}")), back[0])
    if not reforging.items_back(state, ruleset.catalog, ruleset.played):
        return None
    return next((i for i in ids if i.startswith(f"play:{reforging.CARD}:{reforging.MODE}:")
                 and not i.endswith(f":{state.hero}")), None)


def _anduril(state: State, ids: list[str]) -> str | None:
    """Andúril is placed with Narsil whenever it may be; a Hand who is a sage holds it while
    Narsil is borne in the company, never the Burglar, whom it would keep tapped
    (``anduril``)."""
    joined = next((i for i in ids if i.startswith(f"{anduril.JOIN}:")), None)
    if joined or not any(fold(i.name) == NARSIL for c in state.company for i in c.items):
        return joined
    return next((i for i in ids if i.startswith(f"play:{anduril.CARD}:{anduril.MODE}:")
                 and not i.endswith(f":{state.hero}")), None)


def _protected(ruleset: BurglarWantsAGoodJob, state: State) -> bool:
    """Whether the Burglar may set out: he holds a card that cancels an attack, or a Hand is
    with him to take strikes."""
    return any(_cancels(ruleset, c) for c in state.hand) or len(state.company) > 1


def _rescue_ready(ruleset: BurglarWantsAGoodJob, state: State) -> bool:
    """Whether the Burglar may play Rescue Prisoners: from ``rescue.SINCE`` he must be
    untapped after its Spider attack, so only when he need face none of its strikes: two
    untapped Hands or allies take them, or a card of the hand cancels the attack."""
    if not rescue.plays(ruleset.played):
        return True
    shields = sum(1 for c in state.company if c.card_id != state.hero and c.untapped) + sum(
        1 for a, _ in state.allies if a not in (*state.tapped_allies, *state.wounded_allies))
    return shields >= rescue.STRIKES or any(_cancels(ruleset, c) for c in state.hand)


def _cancels(ruleset: BurglarWantsAGoodJob, card_id: str) -> bool:
    """Whether a hand card can cancel an attack (scripted, or a stealth card declared)."""
    entry = effects.scripted(card_id)
    return ruleset.catalog.get(card_id).name in tasks.STEALTH_CARDS or (
        entry is not None and any(m.name == "cancel" for m in entry.modes))


def _wanted(ruleset: BurglarWantsAGoodJob, state: State) -> list[tuple[str, Card]]:
    """The tasks the Burglar holds the cards for, each with a site of the site deck for it."""
    catalog = ruleset.catalog
    hand = [catalog.get(c) for c in state.hand]
    sites = [catalog.get(s) for s in state.sites]
    out: list[tuple[str, Card]] = []
    big = any(c.item_class in ("major", "greater") for c in hand)
    if big and DRAGON not in state.tasks:
        out += [(DRAGON, s) for s in sites if decks.dragon_lair(s)][:1]
    if big and ORCS not in state.tasks:
        out += [(ORCS, s) for s in sites if decks.orc_hold(s)][:1]
    if SPYING not in state.tasks and not state.factions:
        # A faction printing no influence number (the Army of the Dead) is never recruited.
        for faction in (c for c in hand if c.is_faction and c.influence_number is not None):
            where = decks.faction_sites(faction)
            out += [(SPYING, s) for s in sites if fold(s.name) in where][:1]
    if RESCUE not in state.tasks and not state.prisoners and any(
            c.name == decks.RESCUE_PRISONERS for c in hand) and _rescue_ready(ruleset, state):
        # From rescue.TAPPED_SITE_FROM a hold already tapped (by an earlier burglary there).
        out += [(RESCUE, s) for s in sites if s.site_type in ("shadow-hold", "dark-hold")
                and (not rescue.needs_tapped_site(ruleset.played)
                     or s.id in state.tapped_sites)][:1]
    return out


def _task_here(ruleset: BurglarWantsAGoodJob, state: State) -> str | None:
    here = site_of(state, ruleset.catalog)
    return next((task for task, site in _wanted(ruleset, state) if site.id == here.id), None)


def _goals(ruleset: BurglarWantsAGoodJob, state: State) -> list[str]:
    """Where the Burglar heads: a Haven while something waits to be stored, else the task
    sites."""
    if tasks.storable(state):
        return [s for s in state.sites if ruleset.catalog.get(s).is_haven]
    return [site.id for _, site in _wanted(ruleset, state)]


def _next_step(ruleset: BurglarWantsAGoodJob, state: State) -> str | None:
    """The first site on the shortest way to the goal (``_goals``)."""
    catalog = ruleset.catalog
    sites = [catalog.get(s) for s in state.sites]
    here = site_of(state, catalog)
    goals = _goals(ruleset, state)
    if not goals or here.id in goals:
        return None
    seen = {here.id: ""}
    frontier = [here]
    while frontier:
        after: list[Card] = []
        for site in frontier:
            for nxt, _ in reachable(site, sites):
                if nxt.id in seen:
                    continue
                seen[nxt.id] = seen[site.id] or nxt.id
                if nxt.id in goals:
                    return seen[nxt.id]
                after.append(nxt)
        frontier = after
    return None
