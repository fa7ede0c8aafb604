"""The hazard long-events of the hazard hand that act while in play, from ``SINCE``: the
engine's long-event generations 3 to 5 (``engine.hazards_in_play``, read as The Road Goes
Ever On reads them). Played by the hazard hand (BWJ-SEQ-15), each stays two turns
(BWJ-LONG-1) and does while in play what its card says, read at the moment it acts:

- at each attack on the company: Awaken Minions and Awaken Denizens double the strikes of an
  automatic-attack at a Shadow-hold or Dark-hold, or at a Ruins & Lairs; Plague of Wights
  gives the Undead +1 prowess, and with Doors of Night doubles their strikes; with Doors of
  Night, Clouds gives a hazard creature +2 prowess and Night every attack +1;
- at each strike: Night takes one prowess from a Dúnadan not a ranger, with Doors of Night
  from every Man and Dúnadan;
- as the movement/hazard phase begins: Long Winter (two Wildernesses in the site path, no
  ranger in the company), Foul Fumes (a Shadow-land or Dark-domain, no ranger) and, with
  Doors of Night, Snowstorm (a Wilderness, ranger or not) turn the moving company back to
  its site of origin: it has not moved this turn (BWJ-SEQ-4); with Doors of Night, Long
  Winter, Foul Fumes and Storms of Ossë tap the new site (not a Haven) when its site path
  holds what they name, and Morgul Night and Fell Winter treat the site path's regions as
  darker ones for the hazards keyed to it;
- at the site: Fell Winter adds an automatic-attack of Wolves (3 strikes, 7 prowess) at a
  Border-hold, faced on entering and after a failed burglary (BWJ-BURG-6).

Earlier versions played them doing nothing (a copy could be played while one was in play),
and replay as played.

From ``PERMANENT_GENERATION``'s version the hazard permanent-events the engine scripts there
(generation 6) come into play from the hazard hand and stay, as Doors of Night does: no card of
the scenario removes them. Balrog of Moria, one only: Moria's automatic-attacks are followed by
the Balrog's own (1 strike, 18 prowess), faced on entering and after a failed burglary
(BWJ-BURG-6); defeated, the card leaves play (``HazardEventLeft``); the automatic-attacks at the
sites in Hollin, Redhorn Gate and Wold & Foothills (Moria's Orcs) have +2 prowess, not the
Balrog's own. Its Lórien counted a Free-hold while Galadriel is away never arises here: every
character is in the Burglar's one company, so she is at Lórien whenever the company is.

From ``KEYS_GENERATION``'s version the events in play let a revealed creature be keyed to
further places (generation 7), as it is turned up (BWJ-SEQ-10, BWJ-SEQ-14): A Pack at the Door,
a long-event, with Doors of Night in play a non-unique Animal, Spider or Wolf keyable by a
region type other than a Coastal Sea to a Border-land of the site path or to the company's site
if a Border-hold or Ruins & Lairs; The Nazgûl are Abroad, a permanent-event (never two in play),
a Nazgûl to the company's site but a Free-hold or Haven while a character of the company bears
The One Ring, and to a Shadow-land of the site path or a Shadow-hold site while one bears any
Ring. Its return of a Nazgûl permanent-event to the hand never arises: the hazard hand plays a
Nazgûl only as a creature (BWJ-SEQ-10).

From ``CORRUPTION_GENERATION``'s version The Balance of Things (generation 8), in play two
turns, never two, has each character making a corruption check count one of his items'
corruption points twice: the player's pick, his least source worth any points (more only make
his checks harder), as a modifier of the check: an item, or from version 72 a corruption card
he bears (``corruption_cards``).

From ``KEEPING_GENERATION``'s version The Will of Sauron (generation 9), a permanent-event
played only while Doors of Night is in play (else it stays face up, BWJ-SEQ-11), never two,
keeps the hazard long-events in play past their two turns (``LongEventKept``); when a play deck
is exhausted (the hazard deck, before it is made again from its discard pile, CoE-2.4; the
resource deck, which calls the Council, BWJ-WIN-1) it leaves play and every hazard long-event
in play with it. Doors of Night, which it needs, never leaves play here.

From ``PALANTIR_GENERATION``'s version Bane of the Ithil-stone (generation 10), a permanent-event,
never two, stays in play until a play deck is exhausted, as The Will of Sauron leaves; while in
play a palantír's corruption points count twice for its bearer in his corruption checks (a
modifier of the check). Its cancel of the effects that search or look at a play deck or a
discard pile is not played.
"""

from __future__ import annotations

from collections.abc import Sequence

from domain.cards import Card, Catalog
from domain.engine import effects, hazards_in_play
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.engine.coe import PLAY_DECK_EXHAUSTED
from domain.engine.combat import Attack
from domain.engine.hazards_in_play import LongEventScript
from domain.engine.movement import site_named
from domain.engine.ring_tests import ring_kind
from domain.ruleset import Context
from domain.rulesets.burglar import site_path
from domain.rulesets.burglar.state import State
from domain.rulesets.hobbit import allies

RULE = "BWJ-LONG-1"
#: The generation of ``hazards_in_play`` played from ``SINCE`` (``versions``), and the one
#: adding the hazard permanent-events.
GENERATION = 5
PERMANENT_GENERATION = 6
KEYS_GENERATION = 7
CORRUPTION_GENERATION = 8
KEEPING_GENERATION = 9
PALANTIR_GENERATION = 10
SEARCHES_GENERATION = 11
#: What this scenario's play of a permanent-event's script leaves out, or why what the script
#: leaves out never arises here (the coverage's), by card.
NEVER_HERE = {"TW-12": "its Lórien counted a Free-hold while Galadriel is in play elsewhere "
                       "never arises: every character is in the Burglar's one company, so she "
                       "is at Lórien whenever the company is; nor its ban against a Balrog "
                       "player (the player is a hero)",
              "TW-96": "its return of a Nazgûl permanent-event to the hand never arises: the "
                       "hazard hand plays a Nazgûl only as a creature (BWJ-SEQ-10)",
              "TW-93": "of his sources (his items, the corruption cards he bears) the "
                       "player picks the least worth points",
              "TW-100": "its leaving at the end of a turn in which Doors of Night has left "
                        "play never arises: no card of the scenario removes Doors of Night",
              "TW-13": "its line on a minion player never arises (the player is a hero)"}
#: What this scenario's play of a permanent-event's script leaves out, by card (the
#: coverage's: scripted in part; none since Bane of the Ithil-stone's cancel of searches).
LEFT_OUT: dict[str, str] = {}


def _doors(state: State) -> bool:
    return hazards_in_play.DOORS_OF_NIGHT in state.environments


def acting(state: State, generation: int) -> list[LongEventScript]:
    """The scripts of the hazard long-events and permanent-events in play that act while in
    play (none before generation 3; no permanent-event but Doors of Night, which acts on none
    of these, before generation 6)."""
    return hazards_in_play.acting(
        [*(card for card, _ in state.long_events), *state.environments], generation)


def attack_change(state: State, site: Card, attack: Attack, creature: bool,
                  generation: int) -> tuple[int, int, list[str]]:
    """(strikes, prowess, cards) the events in play add to ``attack`` (an automatic-attack is
    at ``site``, the company's)."""
    return hazards_in_play.attack_change(
        acting(state, generation), attack.strikes, attack.races(), _doors(state),
        site.site_type or "" if attack.automatic else None, creature,
        automatic_region=site.region or "", source=attack.source)


def leaving(state: State, attack: Attack, generation: int) -> LongEventScript | None:
    """The permanent-event in play that leaves play when ``attack``, its own, is defeated."""
    return hazards_in_play.leaving(acting(state, generation), attack)


def strike_modifiers(state: State, who: Character, generation: int) -> list[Modifier]:
    """The prowess the long-events in play give ``who`` against a strike."""
    return [Modifier(prowess, f"card:{each.card_id}", f"{each.name} in play", RULE)
            for each, prowess in hazards_in_play.character_prowess(
                acting(state, generation), who.race, who.has_skill("ranger"), _doors(state))]


def movement_begins(ctx: Context[State], catalog: Catalog, generation: int,
                    goldberry: bool = False, wounded: Sequence[str] = ()) -> None:
    """The movement/hazard phase begins for a moving company: a long-event turning it back
    sends it to its site of origin (``MovementTurnedBack``), unless Goldberry, untapped in it,
    taps to cancel that (``goldberry``: the version plays her so, ``hobbit.allies``;
    ``wounded``: the wounded allies it keeps from tapping, ``allies.unable``); else,
    with Doors of Night in play, the new site is tapped and the site path treated as the
    long-events say."""
    state = ctx.state
    scripts = acting(state, generation)
    if not state.moved or state.moved_by or not scripts:  # by a card: no site path
        return
    here = site_named(catalog, state.location)
    path = list(site_path.from_turn_start(state, catalog) or ())
    back = hazards_in_play.turning_back(
        scripts, path, any(c.has_skill("ranger") for c in state.company), _doors(state))
    if back is not None and not (goldberry and allies.keeps_on(
            ctx, [a for a, _ in state.allies], state.tapped_allies, wounded, catalog,
            back.card_id)):
        ctx.emit("MovementTurnedBack", RULE, card=back.card_id, name=back.name,
                 origin=state.turn_start, destination=state.location, path=path)
        return
    if not _doors(state):
        return
    if not here.is_haven and here.id not in state.tapped_sites:
        for each in hazards_in_play.tapping(scripts, path)[:1]:
            ctx.emit("SiteTapped", RULE, site=here.id, by=each.card_id)
    for each, before, new in hazards_in_play.treatments(scripts, path):
        ctx.emit("SitePathTreated", RULE, card=each.card_id, name=each.name, path=before,
                 treated=new)


def added_attacks(state: State, site: Card, generation: int) -> list[Attack]:
    """The automatic-attacks the long-events in play add at ``site``."""
    return [attack for _, attack in hazards_in_play.added_attacks(
        acting(state, generation), site, site.site_type or "")]


def further_keys(state: State, catalog: Catalog, creature: Card, path: Sequence[str],
                 site: Card, generation: int) -> list[str]:
    """How the events in play let ``creature`` also be keyed to the company (``path``: its site
    path's region types as the hazards treat it, none when it stays)."""
    rings = [kind for who in state.company for item in who.items
             if (kind := ring_kind(catalog.get(item.card_id))) is not None]
    return hazards_in_play.further_keys(acting(state, generation), creature, path,
                                        site.site_type or "", _doors(state), rings)


def corruption_twice(state: State, who: Character, generation: int,
                     cards: Sequence[tuple[str, int]] = ()) -> list[Modifier]:
    """The Balance of Things in play: ``who``'s least source of corruption points (an item,
    or a corruption card of ``cards``: (name, points) of those he bears) counted twice in his
    check; Bane of the Ithil-stone: each palantír he bears; as modifiers of it."""
    scripts = acting(state, generation)
    borne = [*((i.name, i.corruption_points) for i in who.items), *cards]
    found = [*filter(None, (hazards_in_play.counted_twice(scripts, borne),)),
             *hazards_in_play.palantir_points(scripts, borne)]
    return [Modifier(-points, f"card:{each.card_id}", f"{each.name}: {name} counted twice",
                     RULE) for each, name, points in found]


def canceling_searches(state: State, generation: int) -> LongEventScript | None:
    """The permanent-event in play that cancels the effects searching or looking at a play
    deck or a discard pile (Bane of the Ithil-stone, from ``SEARCHES_GENERATION``)."""
    return hazards_in_play.canceling_searches(acting(state, generation))


def search_canceled(state: State, card: str, mode: str, generations: effects.Generations,
                    generation: int) -> LongEventScript | None:
    """The event in play that cancels ``play:<card>:<mode>``, a mode searching or looking at
    a play deck or a discard pile (None: it is no such mode, or nothing cancels it)."""
    entry = effects.scripted(card, generations)
    found = next((m for m in entry.modes if m.name == mode), None) if entry else None
    if found is None or not found.searches_a_deck:
        return None
    return canceling_searches(state, generation)


def keeping(state: State, generation: int) -> LongEventScript | None:
    """The permanent-event in play that keeps the hazard long-events past their two turns."""
    return hazards_in_play.keeping(acting(state, generation))


def deck_exhausted(ctx: Context[State], catalog: Catalog, generation: int, deck: str) -> None:
    """A play deck is exhausted (``deck``: "hazard" or "resource"): the events in play that
    leave then leave (CoE-2.4), the one keeping the hazard long-events taking them with it."""
    scripts = acting(ctx.state, generation)
    keeper = hazards_in_play.keeping(scripts)
    for each in hazards_in_play.leaving_with_a_deck(scripts):
        ctx.emit("HazardEventLeft", PLAY_DECK_EXHAUSTED, card=each.card_id, name=each.name,
                 deck=deck)
    if keeper is None:
        return
    for card, played in ctx.state.long_events:
        if catalog.get(card).card_type == "Hazard":
            ctx.emit("LongEventEnded", PLAY_DECK_EXHAUSTED, card=card, played=played,
                     by=keeper.card_id)
