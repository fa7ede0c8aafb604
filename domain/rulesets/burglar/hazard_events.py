"""The hazard short-events the Burglar's hazard hand plays by their cards (BWJ-SEQ-10,
BWJ-SEQ-15; ``hobbit.hazard_events``), from ``hobbit.hazard_events.SCENARIOS``: a revealed
one whose condition the company's move does not meet cannot be played and stays face up
(BWJ-SEQ-11); played, its effect is the first of its modes that applies (a treatment may come
first, below), and what it leaves in force lasts to the end of the turn.

- Arouse Denizens, Arouse Minions: the first automatic-attack the company faces at its new
  site this turn (entering, or after a failed burglary) has +3 prowess.
- River: the company does nothing in its site phase unless an untapped ranger in it taps
  (``river:<ranger>``); Lost at Sea, Lost in Free-domains: nothing at all.
- Lost in Shadow-lands, Lost in Dark-domains: the hazard limit this phase grows by one for
  each Shadow-land of the site path, or doubles (BWJ-SEQ-13 fixes the base it grows from).

From ``SECOND_SINCE``:

- Choking Shadows (a Ruins & Lairs, once a turn), Awaken the Earth's Fire (a Shadow-hold or
  Dark-hold, not twice): the first automatic-attack at the new site has +2 prowess; their
  alternatives with Doors of Night are played from ``TREATMENTS_FROM`` (below).
- Dragon's Desolation, Fell Beast: the next hazard creature attack of a Dragon (+2 prowess),
  or of a Nazgûl (+1 strike, -2 prowess), this turn.
- Words of Power and Terror, once the company has faced a Nazgûl's attack this turn: each
  character of the company -1 prowess to the end of the turn, not twice.
- Greed: this turn each other character at the site but a Hobbit or a Wizard makes a
  corruption check when an item is played there, less the item's corruption points.

From ``THIRD_SINCE``, the events on a character or on the company's cards:

- Gloom, on a moving company: one character -1 prowess to the end of the turn (the Burglar,
  the most detrimental to him, BWJ-SEQ-15), not twice a turn; its alternatives with Doors of
  Night from ``TREATMENTS_FROM``.
- Call of Home, Tookish Blood (a Hobbit), Call of the Sea (an Elf; -3 through a Coastal Sea):
  on a Hand only, as the Burglar, in play from the start, has no hand to go back to; 2D6 plus
  the unused general influence, twenty less the Burglar's mind (a Hand costs none,
  BWJ-HAND-1); below the card's number the Hand goes back to the resource hand, his items to
  the Burglar as when he leaves (BWJ-HAND-4). No Hand it may take: it stays face up.
- Muster Disperses, with a faction recruited and not yet stored: the same roll, below eleven
  the faction is discarded.
- Drowning Seas, on a company moving through a Coastal Sea: its item worth the fewest
  marshalling points and two cards of the resource hand picked at random are discarded.

From ``MOUNT_SINCE``, Morgul-horse, played on the company: until the end of the turn its next
Nazgûl creature may also be keyed to a Shadow-land of the site path (``mounted_keys``), that
Nazgûl's attack ending it. Its other mode, a tapped Nazgûl permanent-event back to the hand,
never arises: the hazard hand plays a Nazgûl only as a creature (BWJ-SEQ-10).

From ``FOURTH_SINCE``, the events on a Ring's bearer or his company, the character it takes
the Burglar first (BWJ-SEQ-15), each a corruption check at the card's modifier (``RING_EVENTS``,
made by the ruleset): The Will of the Ring on the bearer of The One Ring (-4; failed, he leaves
play as from any failed check); The Precious on a character of a company whose other character
bears The One Ring (-2; failed, he leaves play and the bearer loses the Ring, ``ItemLost``); The
Ring's Betrayal on a bearer of any Ring (-2; failed, he stays in play and loses the Ring). With
no such character it stays face up (BWJ-SEQ-11).

From ``FIFTH_SINCE``, Fury of the Iron Crown, not twice in force: the next hazard creature
attack of Orcs, Trolls, Men or a Nazgûl this turn has one strike at +4 prowess, the attacker's
choice (``fury``): the Burglar's if he faces one, the most detrimental to him (BWJ-SEQ-15), else
the first assigned; that attack over, it is spent. Its line on the defender playing The Iron
Crown from his hand never arises: no rule of the scenario plays it against a strike (its text
is not played here).

From ``TREATMENTS_FROM``, with Doors of Night in play, the alternatives treating a region or
the company's site as another type until the end of the turn (``treat``): Choking Shadows a
Wilderness as a Shadow-land or a Ruins & Lairs as a Shadow-hold, Awaken the Earth's Fire a
Shadow-land as a Dark-domain or a Shadow-hold as a Dark-hold, Gloom a Border-land as a
Wilderness or a Border-hold as a Ruins & Lairs. The region treated is the site path's first of
its type; creatures are keyed, and the events check the path and the site, as treated. Of the
modes that apply the hazard hand plays the one most detrimental to the Burglar (BWJ-SEQ-15,
``HazardPlay._most_detrimental``): a treatment letting a creature waiting face up in the row be
keyed to the company (it is played next, BWJ-SEQ-11), else the card's first mode that applies.

From ``LURE_SINCE``, Lure of Power, a permanent-event, stays in play (``waits_in_play``) until a
character but a Hobbit succeeds in an influence attempt (a faction recruited): he then checks
corruption at -4 and the card leaves play (``HazardEventLeft``), each one in play in turn.
"""

from __future__ import annotations

from collections.abc import Sequence

from domain.cards import Card, Catalog, fold
from domain.engine import effects, nazgul_mounts
from domain.engine.characters import Character, Item
from domain.engine.checks import Modifier
from domain.engine.hazard_events import amount as hazard_amount
from domain.engine.hazard_events import influence_roll as hazard_influence_roll
from domain.engine.hazard_events import path_modifier
from domain.engine.hazard_events import treated_path as hazard_treated_path
from domain.engine.hazards_in_play import DOORS_OF_NIGHT
from domain.engine.influence import STANDARD_GENERAL_INFLUENCE, general_influence_used
from domain.engine.items import least_worth
from domain.engine.movement import site_named
from domain.engine.ring_tests import ONE_RING, ring_kind
from domain.errors import IllegalAction
from domain.immutable import replace
from domain.ruleset import Context, played_since
from domain.rulesets.burglar import ent_draughts, site_path
from domain.rulesets.burglar.state import State
from domain.rulesets.hobbit import allies, gates_treatments, lure_of_power
from domain.rulesets.hobbit import hazard_events as shared
from domain.rulesets.hobbit.moves import Add, Move, site_here

RULE = "BWJ-SEQ-15"
#: The first version that plays the first group of these cards, and the second.
SINCE = shared.since("burglar", "TW-84") or 0
SECOND_SINCE = shared.since("burglar", "TW-42") or 0
THIRD_SINCE = shared.since("burglar", "TW-30") or 0
FOURTH_SINCE = shared.since("burglar", "TW-101") or 0
FIFTH_SINCE = shared.since("burglar", "TW-492") or 0
SIXTH_SINCE = shared.since("burglar", "TW-68") or 0
#: The events on a Ring's bearer or his company (``FOURTH_SINCE``), played by the ruleset,
#: which makes the corruption check.
RING_EVENTS = (effects.ONE_RING_CHECK, effects.PRECIOUS, effects.RING_BETRAYAL)
#: Morgul-horse, the first version playing it, and its effect in force.
MORGUL_HORSE, MOUNT_SINCE, MOUNTED = shared.MORGUL_HORSE, 43, shared.MOUNTED
NAZGUL = "Nazgûl"
MOUNT_NEVER_HERE = ("its first mode, a tapped Nazgûl permanent-event back to the hand, never "
                    "arises: the hazard hand plays a Nazgûl only as a creature (BWJ-SEQ-10)")
#: Lure of Power and the first version playing it (its check: ``hobbit.lure_of_power``).
LURE_OF_POWER, LURE_SINCE = lure_of_power.CARD, 46
#: The first version playing the alternatives with Doors of Night in play that treat a region
#: or the site as another type until the end of the turn (Choking Shadows, Awaken the Earth's
#: Fire, Gloom; ``treat``).
TREATMENTS_FROM = 88
#: The first version playing Dragon's Desolation's alternative (``lair``) and Drowning Seas'
#: with Doors of Night in play (``send_back``).
ALTERNATIVES_FROM = 90
AT_THE_LAIR, DROWNING_SEAS = shared.AT_THE_LAIR, "TW-30"
#: The first version playing the rest of Fell Beast's card (``beast_keys``, ``chosen_by``):
#: while it waits, its Nazgûl may also be keyed to a Shadow-land of the site path or to the
#: company's new site if a Shadow-hold; the attack it strengthens has the attacker choose every
#: defender (CoE 3.iii, BWJ-SEQ-15); one goes on an attack, another copy waiting for the next.
FELL_BEAST, FELL_BEAST_FROM = nazgul_mounts.BEAST, 105
#: The cards of the hand Drowning Seas discards.
DROWNED_CARDS = 2
RIVER_KIND = shared.RIVER_KIND


def path(state: State, catalog: Catalog) -> tuple[str, ...]:
    """The region types of the site path the company moved along this turn (none staying),
    as the hazard events in play treat it, and a resource with Gates of Morning
    (``hobbit.gates_treatments``)."""
    if not state.moved or state.moved_by:  # by a card (Eagle-mounts): no site path
        return ()
    if state.path_treated:
        return gates_treatments.treated_path(state.path_treated, state.resource_treatments)
    return gates_treatments.treated_path(site_path.from_turn_start(state, catalog) or (),
                                         state.resource_treatments)


def open_modes(state: State, catalog: Catalog, played: str,
               card_id: str) -> list[effects.HazardMode] | None:
    """The modes a revealed event may be played with now ([]: none, it stays face up), or
    None when the version does not play it by its card."""
    found = shared.modes("burglar", played, card_id)
    if found is None:
        return None
    doors = DOORS_OF_NIGHT in state.environments if treatments_played(played) else None
    return [m for m in shared.open_modes(found, state.moved, path(state, catalog),
                                         site(state, catalog), state.hazard_effects,
                                         faced=[race for _, race in state.faced], doors=doors)
            if _has_target(state, catalog, m)]


def treatments_played(played: str) -> bool:
    """Whether the version ``played`` plays the alternatives treating a region or the site."""
    return played_since(played, TREATMENTS_FROM)


def site(state: State, catalog: Catalog) -> Card:
    """The company's site as the hazard events in force this turn treat it for the hazards,
    over ``hobbit.moves.site_here`` (as ``moves.site_of`` reads it: as a resource with Gates
    of Morning treats it)."""
    here = site_here(state, catalog)
    assert here is not None, f"{state.location} names no site"  # a Burglar location does
    return shared.treated_site(state.hazard_effects, here)


def _has_target(state: State, catalog: Catalog, mode: effects.HazardMode) -> bool:
    """Whether what ``mode`` acts on is there: a character it may take, a faction."""
    if mode.mode.target == effects.CHARACTER:
        return bool(targets(state, catalog, mode))
    return mode.mode.effects[0].primitive != effects.FACTION_DISPERSES or bool(state.factions)


def targets(state: State, catalog: Catalog, mode: effects.HazardMode) -> list[Character]:
    """The characters a mode on a character may take, the Burglar first (BWJ-SEQ-15): of its
    race, not bearing what it names; a call home, a Hand only."""
    pool = [c for c in state.company if mode.mode.race in (None, c.race)
            and not (mode.not_bearing and any(fold(i.name) == fold(mode.not_bearing)
                                              for i in c.items))]
    primitive = mode.mode.effects[0].primitive
    if primitive == effects.GO_HOME:
        pool = [c for c in pool if c.card_id in dict(state.hands)]
    elif primitive == effects.TAP:  # New Moon: an untapped Elf
        pool = [c for c in pool if c.untapped]
    elif primitive == effects.CHARACTER_PROWESS and mode.unique_on == effects.CHARACTER:
        # Weariness of the Heart: not twice on a character.
        pool = [c for c in pool if not any(
            effect == primitive and target == c.card_id and effect_mode(card) == mode
            for card, effect, target, _ in state.hazard_effects)]
    elif primitive == effects.ONE_RING_CHECK:
        pool = [c for c in pool if _ring(catalog, c, True)]
    elif primitive == effects.PRECIOUS:
        near = any(_ring(catalog, c, True) for c in state.company)
        pool = [c for c in pool if near and not _ring(catalog, c, True)]
    elif primitive == effects.RING_BETRAYAL:
        pool = [c for c in pool if _ring(catalog, c, False)]
    return sorted(pool, key=lambda c: c.card_id != state.hero)


def effect_mode(card_id: str) -> effects.HazardMode | None:
    """The first mode of the event ``card_id`` (None: no scripted event)."""
    return next(iter(effects.scripted_hazard(card_id, shared.GENERATION) or ()), None)


def _ring(catalog: Catalog, who: Character, one: bool) -> Item | None:
    """The One Ring ``who`` bears (``one``), or any Ring he bears (by its kind, the first)."""
    return next((i for i in who.items if (kind := ring_kind(catalog.get(i.card_id))) is not None
                 and (kind == ONE_RING or not one)), None)


def ring_taken(state: State, catalog: Catalog, mode: effects.HazardMode,
               who: Character) -> tuple[Character, Item]:
    """(bearer, Ring) a Ring event played on ``who`` takes when his check fails: The
    Precious the One Ring of his company, The Ring's Betrayal his own Ring (The Will of the
    Ring takes none: his own failure takes him)."""
    primitive = mode.mode.effects[0].primitive
    bearer = next(c for c in state.company if _ring(catalog, c, True)) \
        if primitive == effects.PRECIOUS else who
    ring = _ring(catalog, bearer, primitive != effects.RING_BETRAYAL)
    assert ring is not None
    return bearer, ring


def under_general_influence(state: State) -> list[Character]:
    """The Burglar alone: a Hand costs no influence (BWJ-HAND-1)."""
    return [c for c in state.company if c.card_id == state.hero]


def unused_general_influence(state: State) -> int:
    """Twenty less the Burglar's mind (``under_general_influence``)."""
    return STANDARD_GENERAL_INFLUENCE - general_influence_used(under_general_influence(state),
                                                               {})


def play(ctx: Context[State], catalog: Catalog, card_id: str,
         mode: effects.HazardMode) -> None:
    """The effect of ``mode``, the event already played (and discarded, a short-event)."""
    state = ctx.state
    primitive = mode.mode.effects[0].primitive
    amount = hazard_amount(mode, path(state, catalog))
    if shared.treats(mode):
        treat(ctx, catalog, card_id, mode)
    elif primitive in _ON_THE_COMPANY:
        _ON_THE_COMPANY[primitive](ctx, catalog, card_id, mode)
    elif primitive == effects.HAZARD_LIMIT_DOUBLED:
        ctx.emit("HazardLimitChanged", RULE, card=card_id, change=state.hazard_limit,
                 limit=2 * state.hazard_limit)
    elif primitive == effects.HAZARD_LIMIT:
        ctx.emit("HazardLimitChanged", RULE, card=card_id, change=amount,
                 limit=state.hazard_limit + amount)
    else:
        ctx.emit("HazardEffectInForce", RULE, card=card_id, effect=primitive,
                 target=shared.target_of(mode, site(state, catalog)), amount=amount)


def treated(state: State, catalog: Catalog, card_id: str, mode: effects.HazardMode) -> State:
    """``state`` as ``treat`` would leave it, for the hazard hand to weigh the treatment."""
    assert mode.treat is not None
    if mode.mode.effects[0].primitive == effects.TREAT_REGION:
        return replace(state, path_treated=tuple(hazard_treated_path(path(state, catalog),
                                                                     mode.treat)))
    return replace(state, hazard_effects=(*state.hazard_effects, (
        card_id, effects.TREAT_SITE, site(state, catalog).id, 0)))


def treat(ctx: Context[State], catalog: Catalog, card_id: str,
          mode: effects.HazardMode) -> None:
    """With Doors of Night in play, to the end of the turn: the site path's first region of
    the type ``mode`` treats counts as the other (``SitePathTreated``, read as the creatures
    are keyed and as the events count the path), or the company's site does
    (``HazardEffectInForce`` naming its new type, read by ``site``)."""
    assert mode.treat is not None
    here = site(ctx.state, catalog)
    primitive = mode.mode.effects[0].primitive
    ctx.emit("HazardEffectInForce", RULE, card=card_id, effect=primitive,
             target=shared.target_of(mode, here), amount=0,
             **({"site_type": mode.treat[1]} if primitive == effects.TREAT_SITE else {}))
    if primitive == effects.TREAT_REGION:
        before = path(ctx.state, catalog)
        ctx.emit("SitePathTreated", RULE, card=card_id, name=catalog.get(card_id).name,
                 path=list(before), treated=hazard_treated_path(before, mode.treat))


def _weaken(ctx: Context[State], catalog: Catalog, card: str, mode: effects.HazardMode) -> None:
    """Gloom: its character -1 prowess to the end of the turn (read at each strike)."""
    ctx.emit("HazardEffectInForce", RULE, card=card, effect=effects.CHARACTER_PROWESS,
             target=targets(ctx.state, catalog, mode)[0].card_id,
             amount=mode.mode.effects[0].amount)


def _go_home(ctx: Context[State], catalog: Catalog, card: str, mode: effects.HazardMode) -> None:
    """A call home on a Hand: below the card's number he goes back to the resource hand."""
    who = targets(ctx.state, catalog, mode)[0]
    needed, unused = mode.mode.effects[0].amount, unused_general_influence(ctx.state)
    index = ctx.position("dice")
    dice = ctx.roll(f"{who.name} against going home", RULE)
    made = hazard_influence_roll(dice, index, unused, needed, RULE,
                                 path_modifier(mode, path(ctx.state, catalog), RULE))
    ctx.emit("GoingHomeRolled", RULE, card=card, character=who.card_id, roll=sum(dice),
             unused_influence=unused, needed=needed, home=not made.passed,
             check=made.to_json())
    if not made.passed:
        allies.leave(ctx, ctx.state.allies, who)
        ctx.emit("HandWentHome", RULE, character=who.card_id, by=card,
                 **ent_draughts.hand_items(ctx.ruleset.played, who))


def _disperse(ctx: Context[State], catalog: Catalog, card: str,
              mode: effects.HazardMode) -> None:
    """Muster Disperses on the first faction recruited: below the card's number it goes."""
    faction = ctx.state.factions[0]
    needed, unused = mode.mode.effects[0].amount, unused_general_influence(ctx.state)
    index = ctx.position("dice")
    dice = ctx.roll(f"{catalog.get(faction).name} against dispersing", RULE)
    made = hazard_influence_roll(dice, index, unused, needed, RULE)
    ctx.emit("FactionDispersalRolled", RULE, card=card, faction=faction, roll=sum(dice),
             unused_influence=unused, needed=needed, dispersed=not made.passed,
             check=made.to_json())
    if not made.passed:
        ctx.emit("FactionDispersed", RULE, faction=faction, by=card)


def _drown(ctx: Context[State], catalog: Catalog, card: str, mode: effects.HazardMode) -> None:
    """Drowning Seas: the company's item worth the fewest marshalling points, then two cards
    of the resource hand picked at random, to the discard pile."""
    given = least_worth(catalog, ctx.state.company)
    if given is not None:
        ctx.emit("ItemLost", RULE, character=given[0].card_id, card=given[1].card_id,
                 name=given[1].name, by=catalog.get(card).name)
    for _ in range(min(DROWNED_CARDS, len(ctx.state.hand))):
        lost = ctx.pick("hand", list(ctx.state.hand), f"a card {catalog.get(card).name} "
                        "discards", RULE)
        ctx.emit("ResourceDiscarded", RULE, card=lost, by=card)


def _tap(ctx: Context[State], catalog: Catalog, card: str, mode: effects.HazardMode) -> None:
    """New Moon: an untapped Elf of the company taps (the first, a Hand: BWJ-SEQ-15)."""
    ctx.emit("CharacterTapped", RULE, character=targets(ctx.state, catalog, mode)[0].card_id,
             to=f"by {catalog.get(card).name}")


_ON_THE_COMPANY = {effects.CHARACTER_PROWESS: _weaken, effects.GO_HOME: _go_home,
                   effects.FACTION_DISPERSES: _disperse, effects.DROWNING: _drown,
                   effects.TAP: _tap}


def strike_modifiers(state: State, who: Character) -> list[Modifier]:
    """Gloom's -1 on ``who`` against a strike, to the end of the turn."""
    return [Modifier(amount, f"card:{card}", "a hazard until the end of the turn", RULE)
            for card, effect, target, amount in state.hazard_effects
            if effect == effects.CHARACTER_PROWESS and target == who.card_id]


def held(state: State) -> tuple[str, str] | None:
    """(card, effect) of the event that leaves the company nothing in this site phase."""
    return shared.site_phase_held(state.hazard_effects)


def site_moves(state: State, catalog: Catalog, add: Add) -> bool:
    """The site phase's moves while an event holds it (False: none does): an untapped ranger
    may tap to cross River; else the company does nothing there."""
    found = held(state)
    if found is None:
        return False
    card, effect = found
    name = catalog.get(card).name
    if effect == effects.SITE_PHASE_LOST:
        for who in state.company:
            if who.has_skill("ranger") and who.untapped:
                add(f"{RIVER_KIND}:{who.card_id}", f"{who.name} taps to cross the river "
                    f"({name})", RULE, Move(RIVER_KIND, target=who.card_id))
    add("pass", f"Do nothing at the site ({name})", RULE, Move("pass"))
    return True


def refusal(state: State, catalog: Catalog, kind: str) -> IllegalAction | None:
    """Why an action of the site phase is refused while an event holds it (None: it is not
    refused for that)."""
    found = held(state)
    if found is None or kind == "pass":
        return None
    card, effect = found
    return shared.held_refusal(catalog.get(card).name, effect, kind, "pass", RULE)


def cross(ctx: Context[State], ranger: str) -> None:
    """``river:<ranger>``: the ranger taps and River's hold on the site phase ends."""
    found = held(ctx.state)
    assert found is not None
    ctx.emit("CharacterTapped", RULE, character=ranger, to="to cross the river")
    ctx.emit("HazardEffectEnded", RULE, card=found[0], effect=found[1], by=ranger)


def attack_bonus(state: State, races: Sequence[str],
                 played: str) -> tuple[int, int, list[str]]:
    """(strikes, prowess, cards) the events waiting for the next hazard creature attack of
    their races add to this one (each is spent on it); from ``FELL_BEAST_FROM`` one Fell
    Beast alone, as it cannot be duplicated on a Nazgûl."""
    waiting = shared.once_on_an_attack(state.hazard_effects, FELL_BEAST) \
        if played_since(played, FELL_BEAST_FROM) else state.hazard_effects
    return shared.race_attack_bonus(waiting, races)


def chosen_by(played: str, cards: Sequence[str]) -> str:
    """The card among ``cards``, spent on a Nazgûl's attack, with which the attacker chooses
    every defender: a Fell Beast, from ``FELL_BEAST_FROM`` ("": none)."""
    return FELL_BEAST if played_since(played, FELL_BEAST_FROM) and FELL_BEAST in cards else ""


def spent(state: State, cards: Sequence[str], chooser: str) -> tuple[shared.InForce, ...]:
    """The effects in force once an attack has spent those of ``cards``; with a Fell Beast
    giving the attacker the choice (``chooser``), its other copies still wait."""
    return shared.spent_on_attack(state.hazard_effects, cards, chooser)


def greed(state: State, catalog: Catalog, item: str, bearer: str) -> list[tuple[Character,
                                                                                  int]]:
    """(character, modifier) of each corruption check Greed in force at the site asks as
    ``item`` is played: every other character of the company but a Hobbit or a Wizard, less
    the item's corruption points."""
    if not greed_card(state, catalog):
        return []
    points = catalog.get(item).corruption or 0
    return [(who, -points) for who in state.company if who.card_id != bearer
            and who.race not in ("Hobbit", "Wizard")]


def greed_card(state: State, catalog: Catalog) -> str:
    """The Greed in force at the company's site ("": none)."""
    # The site's id, as ``site`` named Greed's target: a treatment keeps the id (it changes
    # only the type), so the site as printed names the one treated too.
    site = site_named(catalog, state.location).id
    return next((card for card, effect, target, _ in state.hazard_effects
                 if effect == effects.GREED and target == site), "")


def automatic_bonus(state: State, site: Card) -> tuple[int, list[str]]:
    """(prowess, cards) the events in force add to the automatic-attack about to be faced:
    the first one at the site (each event is spent on it)."""
    return shared.automatic_bonus(state.hazard_effects, site.id)


def mounts(played: str, card_id: str) -> bool:
    """Whether ``card_id`` is Morgul-horse and the version ``played`` plays it by its card."""
    return card_id == MORGUL_HORSE and played_since(played, MOUNT_SINCE)


def mount(ctx: Context[State], card_id: str) -> None:
    """Morgul-horse played: the company's next Nazgûl this turn may also go to a Shadow-land."""
    ctx.emit("HazardEffectInForce", RULE, card=card_id, effect=MOUNTED, target=shared.COMPANY,
             amount=0)


def _mounted(state: State) -> list[str]:
    return [card for card, effect, _, _ in state.hazard_effects if effect == MOUNTED]


def mounted_keys(state: State, creature: Card, path: Sequence[str]) -> list[str]:
    """How Morgul-horse in force lets ``creature`` also be keyed (``path``: the region types
    of the site path as the hazards treat it)."""
    key = shared.shadow_land_key(path)
    return [key] if key is not None and creature.race == NAZGUL and _mounted(state) else []


def beast_keys(state: State, played: str, creature: Card, path: Sequence[str],
               site_type: str) -> list[str]:
    """How a Fell Beast in force, from ``FELL_BEAST_FROM``, lets a Nazgûl also be keyed: to a
    Shadow-land of the site path (``path``, as the hazards treat it), or to the company's new
    site, a Shadow-hold (``site_type``)."""
    if not played_since(played, FELL_BEAST_FROM) or creature.race != NAZGUL \
            or not any(card == FELL_BEAST and effect == effects.RACE_ATTACK
                       for card, effect, _, _ in state.hazard_effects):
        return []
    return nazgul_mounts.keys(FELL_BEAST, path, site_type)


def mounts_spent(state: State, races: Sequence[str]) -> list[str]:
    """The Morgul-horses a hazard creature attack of ``races`` ends (a Nazgûl's)."""
    return _mounted(state) if NAZGUL in races else []


def lairs(played: str) -> bool:
    """Whether the version ``played`` plays Dragon's Desolation's alternative and Drowning
    Seas' with Doors of Night (``ALTERNATIVES_FROM``)."""
    return played_since(played, ALTERNATIVES_FROM)


def _lairs_open(state: State) -> list[str]:
    return [card for card, effect, _, _ in state.hazard_effects if effect == AT_THE_LAIR]


def lair_keys(state: State, catalog: Catalog, creature: Card, path: Sequence[str]) -> list[str]:
    """How Dragon's Desolation in force lets a Dragon also be keyed: to the company's new
    site, a Ruins & Lairs with two Wildernesses in its site path (``path``, as the hazards
    treat it; one with Doors of Night)."""
    if creature.race != shared.DRAGON or not _lairs_open(state):
        return []
    key = shared.lair_key(state.moved and not state.moved_by,
                          site(state, catalog).site_type or "", path,
                          DOORS_OF_NIGHT in state.environments)
    return [key] if key is not None else []


def lair(ctx: Context[State], card_id: str) -> None:
    """Dragon's Desolation played as its alternative: one Dragon may attack the company at its
    new site this turn."""
    ctx.emit("HazardEffectInForce", RULE, card=card_id, effect=AT_THE_LAIR,
             target=shared.COMPANY, amount=0)


def lairs_spent(state: State, races: Sequence[str]) -> list[str]:
    """The Dragon's Desolations in force a Dragon's attack ends."""
    return _lairs_open(state) if shared.DRAGON in races else []


def sends_back(state: State, played: str, card_id: str) -> bool:
    """Whether Drowning Seas, revealed with Doors of Night in play on a company moving through
    a Coastal Sea, sends it back to its site of origin: the whole move of the turn lost, the
    most detrimental to the Burglar that turn (BWJ-SEQ-15), rather than its first mode."""
    return card_id == DROWNING_SEAS and lairs(played) \
        and DOORS_OF_NIGHT in state.environments


def send_back(ctx: Context[State], catalog: Catalog, card_id: str,
              goldberry: bool = False, wounded: Sequence[str] = ()) -> None:
    """Drowning Seas' alternative: the company back at once to its site of origin; it has not
    moved this turn (its site phase there, the rest of the hazards on a company staying);
    unless Goldberry, untapped in it, taps to cancel that (``goldberry``: the version plays
    her so, ``hobbit.allies``; ``wounded``: the wounded allies it keeps from tapping,
    ``allies.unable``)."""
    state = ctx.state
    if goldberry and allies.keeps_on(ctx, [a for a, _ in state.allies], state.tapped_allies,
                                     wounded, catalog, card_id):
        return
    ctx.emit("MovementTurnedBack", RULE, card=card_id, name=catalog.get(card_id).name,
             origin=state.turn_start, destination=state.location,
             path=list(path(state, catalog)))


def waits_in_play(played: str, card_id: str) -> bool:
    """Whether ``card_id`` is Lure of Power and the version ``played`` keeps it in play until a
    character's influence attempt."""
    return card_id == LURE_OF_POWER and played_since(played, LURE_SINCE)


def lures(state: State, played: str) -> list[str]:
    """The Lures of Power in play, waiting for an influence attempt (none before
    ``LURE_SINCE``)."""
    return [card for card in state.environments if waits_in_play(played, card)]


def fury(state: State, races: Sequence[str], played: str) -> list[tuple[str, int]]:
    """(card, prowess) of each Fury of the Iron Crown in force that waits for an attack of
    ``races`` (none before ``FIFTH_SINCE``)."""
    if not played_since(played, FIFTH_SINCE):
        return []
    found = []
    for card, effect, _, amount in state.hazard_effects:
        if effect != effects.STRIKE_FURY:
            continue
        mode = (effects.scripted_hazard(card, shared.GENERATION) or ())[0]
        if any(race in mode.attack_races for race in races):
            found.append((card, amount))
    return found


def fury_strike(state: State, assigned: Sequence[str]) -> str | None:
    """The strike Fury strengthens, the attacker's choice: the Burglar's, else the first
    assigned (BWJ-SEQ-15)."""
    return state.hero if state.hero in assigned else next(iter(assigned), None)


#: What the coverage says of Fury of the Iron Crown here.
FURY_NEVER_HERE = ("the defender's play of The Iron Crown from his hand never arises: no rule "
                   "of the scenario plays it against a strike (its text is not played here)")
