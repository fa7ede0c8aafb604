"""The automatic player: investigates Dol Guldur with the Wizard's company and returns to
Lórien; then brings the White Council together at Lórien (Saruman walks there from Isengard)
and takes it to Dol Guldur; gives up a Hobbit for The One Ring when a Nazgûl guards Dol
Guldur."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from domain.canonical import JSON
from domain.cards import Card, Catalog
from domain.engine import corruption_cards as engine_corruption_cards
from domain.engine import effects
from domain.engine import fellowship as engine_fellowship
from domain.engine import return_of_the_king as engine_king
from domain.engine.characters import Character
from domain.engine.combat import StrikeModifiers, strike_prowess
from domain.engine.company import MAX_SIZE_AWAY_FROM_HAVEN, company_size
from domain.ruleset import Action, played_since
from domain.rulesets.guise_of_the_necromancer import (
    ally_strikes,
    anduril,
    corruption_cards,
    corruption_removal,
    decks,
    gates_cards,
    hand_cards,
    item_uses,
    palantiri,
    permanent_events,
    rescue,
    rescue_plan,
    stone_of_erech,
    white_tree,
)
from domain.rulesets.guise_of_the_necromancer.moves import DISCARD_ONE, influence_left
from domain.rulesets.guise_of_the_necromancer.score import white_council
from domain.rulesets.guise_of_the_necromancer.state import (
    ARRIVED,
    END_OF_TURN,
    INVESTIGATION,
    ORGANIZATION,
    SITE,
    UNTAP_AWAITED,
    Company,
    State,
)
from domain.rulesets.hobbit import (
    attack_choice,
    blades,
    cock_crows,
    company_checks,
    draw_choice,
    environments,
    gwaihir,
    hazard_cancels,
    nenya,
    shadowfax,
    vilya,
)

AVERAGE_ROLL = 7  # of 2D6
#: The first version whose automatic player also plays, against a dangerous attack before
#: its strikes are assigned, a card canceling it at a cost or weakening it
#: (``hobbit.attack_choice``); before, only a card canceling it at no other cost.
POLICY_FROM = 23

if TYPE_CHECKING:
    from domain.rulesets.guise_of_the_necromancer.ruleset import GuiseOfTheNecromancer


#: The resource long-events played when they may be: those weakening the attacks or
#: strengthening the strikes, and Elf-song; not the Moon or Fog, whose keying may make a
#: creature a dud, its replacement drawn from the hazard deck, the clock (GON-DUD-1).
_LONG_EVENTS = ("TW-264", "TW-335", "TW-203", "TW-223")
_GATES = f"{environments.PERMANENT}:{environments.GATES_OF_MORNING}"

#: Favor of the Valar's play: a new hand.
_FAVOR = "resource:TW-239:new-hand"


def _new_hand(catalog: Catalog, state: State, ids: list[str]) -> str | None:
    """Favor of the Valar, when the hand holds nothing to play at a site (an item, an ally, a
    faction) and the discard pile does."""
    def useful(cards: tuple[str, ...]) -> bool:
        return any((c := catalog.get(card)).is_item or c.is_ally or c.is_faction
                   for card in cards)
    return _FAVOR if _FAVOR in ids and not useful(state.hand) \
        and useful(state.resource_discard) else None


def choose(ruleset: GuiseOfTheNecromancer, state: State,
           actions: Sequence[Action]) -> tuple[str, dict[str, JSON]]:
    ids = [a.id for a in actions]
    # The resource cards the site gives (``site_draws``) and Radagast's draws for the
    # Wildernesses of the site path (``radagast``): all of them, as Burglar Wants a Good
    # Job's automatic player draws the most.
    if (draw := draw_choice.most(ids)) is not None:
        return draw, {}
    # A palantír's use worth making, or Use or Align Palantír making one (``palantiri``),
    # once no character waits to be discarded over general influence.
    if not _first(ids, "discard-character:") \
            and (stone := palantiri.pick(ruleset, state, ids)) is not None:
        return stone
    pick = _choose(ruleset, state, ids)
    if pick in ids:
        return pick, {}
    # Else the last action that needs no argument (a number to declare; Nenya's, left out,
    # is the first check of anyone; Vilya's shuffles none back).
    return next(a.id for a in reversed(actions)
                if not set(a.params) - {nenya.ARG, vilya.ARG}), {}


def _cock_crows(state: State, ids: list[str]) -> str | None:
    """The Cock Crows with Gates of Morning: a Nazgûl guarding Dol Guldur first (its
    automatic-attack, GON-NAZ-4's threat), else the corruption card of most points (a Traitor
    or Lure of Power waiting counting none)."""
    prefix = f"resource:{cock_crows.CARD}:{cock_crows.MODE}:"
    offered = [i.removeprefix(prefix) for i in ids if i.startswith(prefix)]
    guardian = next((t for t in offered if t in state.guardians), None)
    if guardian is not None:
        return prefix + guardian
    points = {f"{c}@{who}": n for who, c, n in state.corruption}
    return prefix + max(offered, key=lambda t: points.get(t, 0)) if offered else None


def _first(ids: list[str], prefix: str) -> str | None:
    return next((i for i in ids if i.startswith(prefix)), None)


def _choose(ruleset: GuiseOfTheNecromancer, state: State, ids: list[str]) -> str:
    catalog = ruleset.catalog
    if _first(ids, "road-home:"):  # Great-road taken: back to the Haven, safe
        return _first(ids, "road-home:") or ""
    if state.step == UNTAP_AWAITED:  # each blade's bearer at a Haven tries to remove it
        return _first(ids, f"{blades.REMOVE}:") or blades.RESUME
    if state.crown_offer is not None:
        # The Iron Crown's five corruption points weigh on its bearer (a Wizard failing a
        # check loses the game, GON-WIN-9) more than its four points help a game won at Dol
        # Guldur: it stays in the hand.
        return "iron-crown-kept"
    if state.legacy:  # each item to the first companion offered (CoE 3.I.2)
        return _first(ids, "inherit:") or "inherit-done"
    if _first(ids, "discard-character:"):  # over general influence (CoE 2.II.8)
        return _first(ids, "follow:") or [i for i in ids
                                          if i.startswith("discard-character:")][-1]
    if state.fight is not None:
        # A card that cancels the attack is always played (a wound costs more than the
        # creature's points); the others wait for a threatened strike.
        # An ally's cancel costs only its tap (CoE 3.i): it goes first.
        # So does a character's tap (Círdan's, Fatty Bolger's, version 64 on).
        cancel = _first(ids, "character-cancel:") or _first(ids, "ally-cancel:") \
            or _first(ids, "great-ship:") or next(
            (i for i in ids if i.startswith("resource:") and state.fight.assigning
             and i.split(":")[2] == "cancel"), None)
        if cancel is None and state.fight.assigning \
                and played_since(ruleset.played, POLICY_FROM):
            # A card canceling the attack at a cost, or weakening it (``attack_choice``),
            # against an attack an average roll would not see through.
            cancel = attack_choice.attack_play(
                [(p.id, p.mode) for p in (
                    *hand_cards.plays(state, catalog, ruleset._generation(), ruleset.played),
                    *(u.play for u in item_uses.uses(state, catalog, ruleset._generation(),
                                                     ruleset.played)))
                 if p.id in ids], _dangerous(state))
        if cancel is None and state.fight.assigning and _dangerous(state):
            cancel = gates_cards.halving(ids)  # Dark Quarrels with Gates of Morning
        if cancel is not None:
            return cancel
        if state.fight.company_checks == company_checks.AWAITED:
            return company_checks.KIND  # not canceled: the checks come before any strike
        spared = rescue_plan.fight_kept(state, catalog) \
            if rescue_plan.follows(ruleset.played) else ()
        return _assign(state, ids, ally_strikes.fighters(state, ruleset.catalog,
                                                         ruleset.played), spared) \
            if state.fight.assigning else _strike(state, ids, spared)
    if state.ally_wait is not None:  # Leaflock, Tom Bombadil: every hazard canceled
        return hazard_cancels.policy_choice(ids) or hazard_cancels.LET
    if state.ship_wait is not None:  # Great Ship: every hazard event canceled
        return _first(ids, "great-ship-event:") or "resolve-hazard"
    if state.current is not None and _first(ids, f"{shadowfax.KIND}:"):
        # Shadowfax carries the company on only to the site it heads for; else (and Bridge,
        # as ever) it moves no further.
        goal = _goal(ruleset, state, state.current)
        return next((i for i in ids if i.startswith(f"{shadowfax.KIND}:")
                     and i.endswith(f":{goal}")), None) or "bridge-done"
    declare = _first(ids, "declare:")
    if declare is not None:
        # A corruption card makes its target check; any other unscripted event is declared
        # to have no effect (and so becomes a dud, GON-DUD-2).
        index = declare.split(":")[1]
        card = catalog.get(state.hazard_hand[int(index)].card)
        effect = "corruption-check" if card.corruption_card else "no-effect"
        return f"declare:{index}:{effect}"
    if environments.DONE in ids:  # the long-event phase (``long_events``)
        return next((i for i in ids if i.split(":")[-1] in _LONG_EVENTS), environments.DONE)
    if state.phase == ORGANIZATION and (gates := _first(ids, _GATES)):
        return gates  # Gates of Morning, for Clear Skies and Sun's second half
    if state.phase == ORGANIZATION and (crows := _cock_crows(state, ids)):
        return crows
    # A held Dreams of Lore or Reforging stored for its points, its sage free to untap; a
    # stored Reforging's weapon, armour or shield taken back.
    kept = _first(ids, f"{permanent_events.STORE_KIND}:") \
        or _first(ids, f"{permanent_events.REFORGE_KIND}:")
    if state.phase == ORGANIZATION and kept:
        return kept
    # Andúril placed with Narsil: its bearer's 4 points for the stored 2 it discards.
    flame = _first(ids, f"{anduril.JOIN}:")
    if state.phase == ORGANIZATION and flame:
        return flame
    king = _first(ids, f"{environments.PERMANENT}:{engine_king.CARD}:")
    if state.phase == ORGANIZATION and king:
        return king  # Return of the King: Aragorn II's +3 direct influence
    tree = _first(ids, f"{environments.PERMANENT}:{white_tree.CARD}:")
    if state.phase == ORGANIZATION and tree:
        return tree  # The White Tree: its points, Minas Tirith a Haven
    if state.phase == ORGANIZATION:
        # Not a card whose only effect here strengthens the creatures (Horses, GON-HH-2), nor
        # Great-road, whose doubled hazards burn the clock (GON-GEN-2), nor Wizard's Flame,
        # whose check at -3 risks the Wizard, and the game with him (GON-WIN-9), nor a card
        # moving a company by no site path (Eagle-mounts), which its plan does not weigh.
        harmful = {p.id for p in hand_cards.plays(state, catalog, ruleset._generation(),
                                                  ruleset.played)
                   if any(e.primitive in (*hand_cards.ONLY_COSTS, effects.GREAT_ROAD,
                                          effects.EVERY_ATTACK_PROWESS, effects.MOVE_BY_CARD,
                                          effects.BOARD_GREAT_SHIP)
                          for e in p.mode.effects)}
        played = next((i for i in ids if i.startswith("resource:")  # untapping or healing,
                       and not i.startswith(_FAVOR) and i not in harmful), None) or next(
            (i for i in ids if i.startswith("use:") and i.split(":")[3] == "heal"), None) \
            or _new_hand(catalog, state, ids)
        if played is not None:
            return played
        removal = _removal(ruleset, ids)
        if removal is not None:
            return removal
        if state.guardians:
            ring = _first(ids, "ring:")
            if ring:
                return ring
        plays = [i for i in ids if i.startswith("play:")]
        council = [i for i in plays if _council_card(catalog.get(i.split(":")[1]))]
        wizard_company = state.company_of(state.wizard)
        own = [i for i in plays if wizard_company and i.endswith(f":{wizard_company.id}")
               and _room(ruleset, state, wizard_company)]
        for choice in (council, own):
            if choice:
                return choice[0]
        join = _first(ids, "join:")
        if join:
            return join
        for company in state.companies:
            goal = _goal(ruleset, state, company)
            wanted = None if goal in (None, company.location) else goal
            behind = _leaving_behind(ruleset, state, company, wanted, ids)
            if behind is not None:  # too large to leave for Dol Guldur
                return behind
            flight = _flight(state, company, wanted, ids)
            if flight is not None:  # Gwaihir: straight there, by no site path
                return flight
            if company.destination != wanted:
                action = f"move:{company.id}:{wanted}" if wanted else f"stay:{company.id}"
                if action in ids:
                    return action
        # Fellowship last, once the companies are made (a change discards it).
        fellowship = _first(ids, f"{environments.PERMANENT}:{engine_fellowship.CARD}:")
        if fellowship is not None:
            return fellowship
        if "go" not in ids:
            # Companies split this turn: all but one must move (CoE 2.II.3.6).
            split = {c for pair in state.split for c in pair}
            return next((i for i in ids if i.startswith("move:")
                         and i.split(":")[1] in split), "go")
        return "go"
    if state.phase == SITE and state.current is not None:
        company = state.current
        if state.step == ARRIVED:
            here = catalog.get(company.location).name
            ready = not rescue_plan.follows(ruleset.played) \
                or rescue_plan.enters(state, catalog, company)
            return "enter" if here == decks.QUEST_SITE and _goal(ruleset, state, company) \
                == company.location and ready else "leave"
        # The Stone of Erech for its points once the Men of Lamedon are in play; Dreams of
        # Lore or Reforging for its points, if the site is still untapped.
        # Rescue Prisoners held by the first character offered once its attack is over; from
        # rescue.SINCE played once an item has tapped the hold.
        if rescue_plan.follows(ruleset.played):
            # The item by the opponent's first pick; the card only while one may hold it.
            planned = _first(ids, f"{rescue.HOLD}:") \
                or ("rescue" if "rescue" in ids and rescue_plan.rescues(state)
                    else None) or rescue_plan.item_play(state, catalog, ids)
            if planned is not None:
                return planned
            ids = [i for i in ids if i != "rescue"]
        return _first(ids, f"{rescue.HOLD}:") or _first(ids, "rescue") \
            or _first(ids, "item:") or _first(ids, "influence:") \
            or _first(ids, f"{environments.PERMANENT}:{stone_of_erech.CARD}:") \
            or next((i for i in ids for c in permanent_events.LORE
                     if i.startswith(f"{environments.PERMANENT}:{c}:")), None) \
            or _anduril_hold(state, ids) or "done"
    if state.phase == END_OF_TURN:
        ranked = sorted(dict.fromkeys(state.hand),
                        key=lambda c: (_worth(catalog.get(c), ruleset, state), c))
        if state.step == DISCARD_ONE:
            worst = ranked[0] if ranked else None
            if worst is not None and _worth(catalog.get(worst), ruleset, state) < 3:
                return f"discard:{worst}"
            return "keep"
        return f"discard:{ranked[0]}"
    return ids[-1]


def _anduril_hold(state: State, ids: list[str]) -> str | None:
    """Andúril taken by a sage who is not a Wizard: his check at -3 may fail, and a Wizard
    failing one loses the game (GON-WIN-9)."""
    prefix = f"{environments.PERMANENT}:{anduril.CARD}:"
    return next((i for i in ids if i.startswith(prefix)
                 and i.removeprefix(prefix) not in (state.wizard, state.saruman)), None)


def _flight(state: State, company: Company, wanted: str | None,
            ids: list[str]) -> str | None:
    """Gwaihir's flight of ``company`` to the site it heads for (``hobbit.gwaihir``), if
    offered."""
    mine = {a for a, c in state.allies if company.character(c)}
    return next((i for i in ids if wanted and i.startswith(f"{gwaihir.KIND}:")
                 and i.count(":") == 2 and i.split(":")[1] in mine
                 and i.split(":")[2] == wanted), None)


def _removal(ruleset: GuiseOfTheNecromancer, ids: list[str]) -> str | None:
    """From ``corruption_cards.SINCE``, a tapping roll to remove a corruption card whose
    text makes its bearer check corruption again and again (a failed check of the Wizard
    loses the game, GON-WIN-9), where its number is known."""
    if not corruption_cards.plays(ruleset.played):
        return None
    return next((i for i in ids if i.startswith("remove:") and i.count(":") == 2
                 and i.split(":")[1] in engine_corruption_cards.CARDS
                 and corruption_removal.number(ruleset.catalog, i.split(":")[1],
                                               ruleset.played) is not None), None)


def _dangerous(state: State) -> bool:
    """Whether a character of the company attacked would not see a strike through with an
    average roll (7)."""
    fight = state.fight
    company = state.company(fight.company) if fight else None
    return fight is not None and company is not None and any(
        c.effective_prowess + AVERAGE_ROLL <= fight.attack.prowess for c in company.characters)


def _assign(state: State, ids: list[str], allies: Sequence[Character] = (),
            kept: Sequence[str] = ()) -> str:
    """Shield the Wizards: the strongest others face strikes first, while the opponent would
    otherwise give them to the Wizards (GON-TARGET-1 ranks a Wizard first); an ally (CoE
    2.V.2.2) before a character as strong, its loss costing the company least; never one
    ``kept`` out of the fight (``rescue_plan``)."""
    fight = state.fight
    company = state.company(fight.company) if fight else None
    if company is None:
        return "assign-done"
    others = sorted((c for c in (*company.characters, *allies)
                     if f"assign:{c.card_id}" in ids and c.race != "Wizard"
                     and c.card_id not in kept),
                    key=lambda c: (-c.effective_prowess, company.character(c.card_id) is not None,
                                   c.card_id))
    return f"assign:{others[0].card_id}" if others else "assign-done"


def _strike(state: State, ids: list[str], kept: Sequence[str] = ()) -> str:
    """Strikes in assignment order; for a character an average roll (7) would not see
    through, a companion taps to cancel the attack where he may (an Assassin's or a
    Slayer's, version 47 on), else he is given an item its bearer taps for it (version 30
    on), else the cards of the hand for its strike, then every companion free to tap
    supports it; no one takes -3 to stay untapped but a character ``kept`` out of the fight
    (``rescue_plan``), who never supports."""
    fight = state.fight
    company = state.company(fight.company) if fight else None
    resolve = _first(ids, "resolve:")
    if fight is None or company is None or resolve is not None:
        return resolve or "roll"
    who = company.character(fight.facing or "")
    support = next((i for i in ids if i.startswith("support:")
                    and i.split(":")[1] not in kept), None)
    # An item tapped for the strike costs no card: it goes before the hand's.
    card = _first(ids, "use:") or _first(ids, "resource:")
    # Tapping to cancel the attack costs what a supporter's tap does, and spares the strike.
    cancel = next((i for i in ids if i.startswith("cancel-attack:")
                   and i.split(":")[1] not in kept), None)
    if who is None or (support is None and card is None and cancel is None
                       and "stay-untapped" not in ids):
        return "roll"
    excess = fight.excess if who.card_id == fight.excess_on else 0
    lowered = sum(n for _, c, n in fight.weakened if c == who.card_id)
    mods = StrikeModifiers(supporters=len(fight.supporters), excess=excess,
                           prowess_bonus=fight.prowess_bonus, against=fight.attack.race)
    if who.card_id in kept and "stay-untapped" in ids and rescue_plan.stays_untapped(
            strike_prowess(who, mods) - lowered, fight.attack.prowess):
        return "stay-untapped"
    threatened = strike_prowess(who, mods) - lowered + AVERAGE_ROLL <= fight.attack.prowess
    return (cancel or card or support or "roll") if threatened else "roll"


def _room(ruleset: GuiseOfTheNecromancer, state: State, company: Company) -> bool:
    """Whether one more character leaves room in the company for the White Council still to
    come: it must stay within seven to leave Lórien for Dol Guldur (CoE 2.II.3.1); from
    ``rescue_plan.SINCE`` any room during The Investigation, which no Council joins."""
    catalog = ruleset.catalog
    if rescue_plan.follows(ruleset.played) and rescue_plan.room_now(state):
        return company_size(company.characters) + 1 <= MAX_SIZE_AWAY_FROM_HAVEN
    gathered = sum(1 for c in state.companies for who in c.characters
                   if who.card_id != state.wizard and _council_card(catalog.get(who.card_id)))
    missing = max(0, 3 - gathered)
    return company_size(company.characters) + 1 + missing <= MAX_SIZE_AWAY_FROM_HAVEN


def _council_card(card: Card) -> bool:
    return decks.is_elf_lord(card) or decks.is_wizard(card)


def _worth(card: Card, ruleset: GuiseOfTheNecromancer, state: State) -> int:
    """How much the automatic player wants to keep a hand card (0: not at all); from
    ``rescue_plan.SINCE`` an item playable at Dol Guldur, which its rescue needs, before a
    character, and during The Investigation a character the influence left cannot bring
    into play not at all."""
    if card.name == decks.RESCUE_PRISONERS:
        return 4
    if _council_card(card):
        return 3
    if not rescue_plan.follows(ruleset.played):
        return 2 if card.is_character else 1 if card.is_item else 0
    if card.is_item:
        quest = ruleset.catalog.find(decks.QUEST_SITE, "Hero")
        return 2 if card.item_class in quest.playable_items else 0
    if card.is_character:
        return 1 if not rescue_plan.room_now(state) \
            or (card.mind or 0) <= influence_left(state, ruleset.catalog) else 0
    return 0


def _goal(ruleset: GuiseOfTheNecromancer, state: State, company: Company) -> str | None:
    """The site id the company heads for."""
    home = ruleset.catalog.find(decks.HOME, "Hero").id
    quest = ruleset.catalog.find(decks.QUEST_SITE, "Hero").id
    if state.wizard not in company.ids():
        return home
    rescue = any(ruleset.catalog.get(c).name == decks.RESCUE_PRISONERS for c in state.hand) \
        and _can_tap(ruleset, state, quest)
    # Heal first: wounded characters heal only at a haven. From ``rescue_plan.SINCE`` a
    # character only tapped does not hold the company back: a removal roll taps its bearer
    # every turn a corruption card stays (``_removal``), and would keep it home for good.
    resting = (c.wounded if rescue_plan.follows(ruleset.played) else not c.untapped
               for c in company.characters)
    if company.location == home and any(resting):
        return home
    if rescue_plan.follows(ruleset.played) \
            and rescue_plan.heals_first(state, ruleset.catalog, company):
        return home  # too many wounded to rescue at Dol Guldur: back to heal
    if state.stage == INVESTIGATION and rescue_plan.follows(ruleset.played):
        # The hold is tapped first, the card played once it is in the hand (``rescue_plan``).
        return quest if _can_tap(ruleset, state, quest) and not state.rescued else home
    if state.stage == INVESTIGATION:
        return quest if rescue and not state.rescued else home
    council = white_council(state, ruleset.catalog)
    return quest if rescue and council["together"] == company.id else home


def _can_tap(ruleset: GuiseOfTheNecromancer, state: State, quest: str) -> bool:
    """Whether the hand can tap Dol Guldur for Rescue Prisoners, played from
    ``rescue.SINCE`` only at a hold already tapped: an item playable there (before, always);
    from ``rescue_plan.SINCE`` also a hold its company tapped already."""
    if not rescue.plays(ruleset.played):
        return True
    if rescue_plan.follows(ruleset.played) and quest in state.tapped_sites:
        return True
    site = ruleset.catalog.get(quest)
    return any(ruleset.catalog.get(c).is_item
               and ruleset.catalog.get(c).item_class in site.playable_items for c in state.hand)


def _leaving_behind(ruleset: GuiseOfTheNecromancer, state: State, company: Company,
                    wanted: str | None, ids: list[str]) -> str | None:
    """From ``rescue_plan.SINCE``, the split leaving behind at the Haven whoever makes the
    White Council's company too large to set out for Dol Guldur."""
    if not rescue_plan.follows(ruleset.played) or wanted is None \
            or ruleset.catalog.get(wanted).name != decks.QUEST_SITE:
        return None
    council = [c.card_id for c in company.characters
               if c.card_id == state.wizard or _council_card(ruleset.catalog.get(c.card_id))]
    who = rescue_plan.left_behind(company, council)
    action = f"split:{company.id}:{who}"
    return action if who is not None and action in ids else None
