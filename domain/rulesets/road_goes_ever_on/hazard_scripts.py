"""The hazard events scripted in full from version 39 (the engine's hazard generation 2,
``effects.HAZARD_LATER``): Weariness of the Heart and New Moon with their alternatives, Arouse
Minions, Arouse Denizens, Choking Shadows, Call of Home, Tookish Blood, River, Greed and Words
of Power and Terror. Versions 1 to 38 declare them (or play one mode) as recorded. From version
55 Doors of Night stays in play once revealed (``hazards_in_play``): the resource environments
in play are discarded as it comes, and the Doors of Night modes and long-events' alternatives
apply while it is there.

The Shadow plays them (RGO-HAZ-2): a mode whose condition fails is not played; with none left
the card is discarded (RGO-HAZ-3); with several, one is picked at random (``modes`` stream),
as RGO-TARGET-1 picks a target. What lasts until the end of the turn is a
``HazardEffectInForce`` fact, read where it applies (a strike, an automatic-attack, the site
phase, an item played at the site).
"""

from __future__ import annotations

from collections.abc import Callable

from domain.canonical import JSON
from domain.cards import Card, Catalog, fold
from domain.engine import effects, hazard_events, hazards_in_play
from domain.engine import lure_of_power as engine_lure
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.engine.influence import STANDARD_GENERAL_INFLUENCE
from domain.ruleset import Action, Context, illegal, played_since
from domain.rulesets.road_goes_ever_on import (
    attack_hazards,
    balrog_of_moria,
    effect_clauses,
    gates_of_morning,
    resource_long_events,
    ring_hazards,
    sent_home,
)
from domain.rulesets.road_goes_ever_on.state import SITE, State

#: The first version that plays these scripts; earlier versions replay as played.
SINCE_VERSION = 39
#: The first version in which Doors of Night stays in play.
DOORS_SINCE_VERSION = 55
#: The generation of ``hazards_in_play`` played from then.
IN_PLAY_GENERATION = 2
#: The first version in which Greed makes every company at the site check, not the running
#: company's alone.
GREED_EVERY_COMPANY_SINCE = 64
#: The first version reading Lure of Power's recorded ruling on several in play (``engine
#: .lure_of_power``): one corruption check is made and every copy is discarded. Before, each
#: copy made its own check, in turn.
LURE_ONE_CHECK_SINCE = 187
#: The first version in which a corruption check a hazard card asks for (Lure of Power, Greed,
#: a Barrow-wight's or a Corpse-candle's, a hazard event's, a corruption card's) cites the
#: standard rule of corruption checks (CoE-7.1), its modifier sourced to that card
#: (``card:<id>``) and the card named as ``asked_by`` (``Turn.hazard_check``); before, it cited
#: the clause that played the card, its modifier sourced to that clause, and those versions
#: replay as played.
ASKED_CHECK_SINCE = 192
#: The first version that plays the engine's hazard generation 3 (Gloom, Lure of Power).
GENERATION_3_SINCE = 67
#: The first version that plays the engine's hazard generation 4 (the Lost in ... events,
#: Lost at Sea, Call of the Sea, Awaken the Earth's Fire).
GENERATION_4_SINCE = 71
#: The first version that plays the engine's hazard generation 5 (``ring_hazards``).
GENERATION_5_SINCE = 79
#: The first version that plays the engine's hazard generation 6 (``attack_hazards``).
GENERATION_6_SINCE = 82
#: The first version that plays the engine's hazard generation 7 (Fury of the Iron Crown).
GENERATION_7_SINCE = 86
RULE = "RGO-HAZ-2"
#: The first version in which what a hazard event's own text does to a character names the
#: card (``hazard_card``): the tap, the wound or the item lost of its effect
#: (``hazard_events.apply``); and the unused general influence added to a roll against going
#: home is sourced by the card (``card:<id>``: Call of Home's, Tookish Blood's or Call of the
#: Sea's text), not by the clause revealing it (``rule:RGO-HAZ-2``). Earlier versions replay
#: as played.
CARD_NAMED_SINCE = 196


#: The first version whose hazard event's effect cites the clause its play cited (RGO-ENV-1
#: for an Environment played free, RGO-GUARD-1 for one revealed on guard), not RGO-HAZ-2.
EFFECT_AS_PLAYED_SINCE = 202


def effect_rule(ctx: Context[State]) -> str:
    """The clause a hazard event's effect cites: from ``EFFECT_AS_PLAYED_SINCE`` the one its
    play cited (``HazardEventPlayed``), before RGO-HAZ-2."""
    played_as = ctx.state.hazard_played_as
    if played_as is not None and played_since(ctx.ruleset.played, EFFECT_AS_PLAYED_SINCE):
        return played_as
    return RULE


def card_named(played: str, card: str) -> dict[str, JSON]:
    """The field naming the hazard event whose text made a fact, from ``CARD_NAMED_SINCE``."""
    return {"hazard_card": card} if played_since(played, CARD_NAMED_SINCE) else {}
RIVER_KIND = "river"
#: What the engine's script of an event leaves out that cannot happen in this game, by card:
#: the coverage counts these played in full here (``coverage.in_ruleset``).
NEVER_HERE = {
    "TW-104": "its play as a resource: a hazard card is never in the player's deck "
              "(RGO-DECK-1), so he never holds it",
    "TW-106": "its play as a resource, as Tookish Blood's; the Shadow never cancels its own "
              "hazard environment, and no chain of effects is open as it is revealed",
}

#: The corruption check a hazard card asks for: (context, character, modifier, clause, the
#: card).
CheckFn = Callable[[Context[State], Character, int, str, str], None]


def generation(played: str) -> int:
    """The engine's hazard generation a version plays."""
    number = int(played) if played.isdigit() else 0
    since = (SINCE_VERSION, GENERATION_3_SINCE, GENERATION_4_SINCE, GENERATION_5_SINCE,
             GENERATION_6_SINCE, GENERATION_7_SINCE)
    return 1 + sum(1 for first in since if number >= first)


def in_force(state: State, effect: str,
             target: str | None = None) -> list[tuple[str, int, int]]:
    """(card, amount, the play it came from) of each ``effect`` in force this turn (on
    ``target`` when given)."""
    return [(card, amount, play) for turn, card, kind, on, amount, _, play in state.hazard_effects
            if turn == state.turn and kind == effect and (target is None or on == target)]


def _where(mode: effects.HazardMode, state: State, who: Character | None) -> str:
    """What a mode's effect is on: the character, the company or the company's new site."""
    if mode.mode.target == effects.CHARACTER:
        return who.card_id if who else ""
    if mode.mode.target == effects.COMPANY:
        return state.company
    return state.destination or state.site


def _cards_named(state: State, catalog: Catalog, name: str) -> bool:
    return any(fold(catalog.get(c).name) == fold(name)
               for c in (*state.long_in_play, *state.environments))


def doors_played(played: str) -> bool:
    return played_since(played, DOORS_SINCE_VERSION)


def doors_in_play(state: State) -> bool:
    return hazards_in_play.DOORS_OF_NIGHT in state.environments


def stays_in_play(ctx: Context[State], catalog: Catalog, hazard: Card, rule: str,
                  counted: bool) -> bool:
    """A revealed hazard environment that stays in play (Doors of Night, from version 55):
    not twice; as it comes, the resource environments in play are discarded. False for any
    other card (played as an event)."""
    script = hazards_in_play.scripted(hazard.id, IN_PLAY_GENERATION) \
        if doors_played(ctx.ruleset.played) else None
    if script is None or not script.stays_in_play:
        return False
    if script.one_in_play and hazard.id in ctx.state.environments:
        ctx.emit("HazardDiscarded", "RGO-HAZ-3", card=hazard.id,
                 reason="it cannot be duplicated: it is already in play")
        return True
    ctx.emit("HazardEventPlayed", rule, card=hazard.id, name=hazard.name, target=None,
             counted=counted)
    if script.discards_resource_environments:
        for gone in [c for c in dict.fromkeys(ctx.state.long_in_play)
                     if catalog.get(c).card_type == "Resource" and catalog.get(c).environment]:
            ctx.emit("LongEventCancelled", effect_clauses.of(ctx, hazard.id), card=gone,
                     name=catalog.get(gone).name, by=hazard.id)
        if gates_of_morning.offered(ctx.ruleset.played):
            gates_of_morning.discarded_by_doors(ctx, hazard.id)
    ctx.emit("EnvironmentInPlay", effect_clauses.of(ctx, hazard.id), card=hazard.id,
             name=hazard.name)
    return True


def problem(mode: effects.HazardMode, state: State, catalog: Catalog,
            who: Character | None) -> str | None:
    """Why a generation 2 condition keeps ``mode`` from being played now (None: it may be)."""
    site = catalog.get(state.destination or state.site)
    primitive = mode.mode.effects[0].primitive
    if (moved := hazard_events.place_problem(mode, state.destination is not None, state.path,
                                             site.name, site_type(state, site))) is not None:
        return moved
    if (missing := ring_hazards.problem(primitive, state)) is not None:
        return missing
    if primitive == effects.STRIKE_FURY and attack_hazards.iron_crown_in_play(state):
        return "The Iron Crown is in play"
    if primitive == effects.AUTOMATIC_ATTACK_PROWESS and not site.automatic_attacks:
        return f"{site.name} has no automatic-attack"
    if mode.attacked_by is not None and not any(
            turn == state.turn and company == state.company and mode.attacked_by in race
            for turn, company, race in state.faced):
        return f"the company has faced no {mode.attacked_by} attack this turn"
    if mode.not_bearing is not None and who is not None and any(
            fold(i.name) == fold(mode.not_bearing) for i in who.items):
        return f"{who.name} bears {mode.not_bearing}"
    if mode.needs_in_play is not None and not _cards_named(state, catalog, mode.needs_in_play):
        return f"{mode.needs_in_play} is not in play"
    if (untreated := hazard_events.treat_problem(mode, state.path, site.name,
                                                 site_type(state, site),
                                                 state.key_floor)) is not None:
        return untreated
    return _duplicated(mode, state, who)


def _duplicated(mode: effects.HazardMode, state: State, who: Character | None) -> str | None:
    if mode.unique_card is not None and any(
            turn == state.turn and card == mode.unique_card
            for turn, card, *_ in state.hazard_effects):
        return "it cannot be duplicated"
    if mode.unique_on is None:
        return None
    primitive = mode.mode.effects[0].primitive
    target = None if mode.unique_on == effects.TURN else _where(mode, state, who)
    if in_force(state, primitive, target):
        return "it cannot be duplicated"
    return None


def applies(mode: effects.HazardMode, state: State, catalog: Catalog,
            who: Character | None) -> bool:
    return problem(mode, state, catalog, who) is None


def apply(ctx: Context[State], catalog: Catalog, card: str, mode: effects.HazardMode,
          who: Character | None, ring_check: ring_hazards.RingCheckFn | None = None) -> bool:
    """A generation 2 effect (or later); False when ``mode``'s primitive is none of them."""
    primitive = mode.mode.effects[0].primitive
    rule = effect_rule(ctx)
    if primitive not in effects.HAZARD_SCRIPTED_ONLY:
        return False
    amount = mode.mode.effects[0].amount
    if primitive == effects.GO_HOME:
        assert who is not None
        go_home(ctx, card, who, amount,
                path_modifier(mode, ctx.state, effect_clauses.of(ctx, card)))
    elif primitive == effects.HAZARD_LIMIT_DOUBLED:
        ctx.emit("HazardLimitChanged", rule, card=card, delta=ctx.state.hazard_limit)
    elif ring_hazards.apply(ctx, catalog, card, primitive, amount, who, ring_check):
        # generation 5: a Ring's bearer or company, or a faction; a check waiting for helpers
        # discards the card once it is rolled (Turn.event_rolled)
        if ctx.state.awaited_check is not None:
            return True
    elif primitive == effects.DROWNING:
        attack_hazards.drown(ctx, catalog, card)
    elif primitive in (effects.TREAT_REGION, effects.TREAT_SITE) and mode.treat is not None:
        treat(ctx, catalog, card, primitive, mode.treat)
    elif primitive == effects.LURE_OF_POWER:  # it waits, in play, for an influence attempt
        ctx.emit("HazardEffectInForce", rule, card=card, effect=primitive, target="",
                 amount=amount)
        return True
    else:
        ctx.emit("HazardEffectInForce", rule, card=card, effect=primitive,
                 target=_where(mode, ctx.state, who), amount=amount)
    ctx.emit("HazardDiscarded", rule, card=card, reason="resolved")
    return True


def unused_general_influence(state: State) -> int:
    return STANDARD_GENERAL_INFLUENCE - state.general_influence_used()


def path_modifier(mode: effects.HazardMode, state: State, rule: str = RULE) -> Modifier | None:
    """Call of the Sea's -3 when the company moves through a Coastal Sea (cited by ``rule``,
    the clause of its card's play from ``effect_clauses.SINCE``)."""
    return hazard_events.path_modifier(mode, state.path, rule)


def go_home(ctx: Context[State], card: str, who: Character, needed: int,
            extra: Modifier | None = None) -> None:
    """Call of Home, Tookish Blood and Call of the Sea: 2D6 plus the unused general influence
    (and ``extra``); below ``needed`` the character goes back to the hand, one item passing to
    a character of his company (the player's choice from ``sent_home.SINCE``), his other
    cards to the discard pile (sent_home.py). Each step cites the clause of the card's play
    from ``effect_clauses.SINCE``."""
    rule = effect_clauses.of(ctx, card)
    unused = unused_general_influence(ctx.state)
    index = ctx.position("dice")
    dice = ctx.roll(f"{who.name} against going home", rule)
    source = f"card:{card}" if played_since(ctx.ruleset.played, CARD_NAMED_SINCE) else None
    made = hazard_events.influence_roll(dice, index, unused, needed, rule, extra, source)
    ctx.emit("GoingHomeRolled", rule, card=card, character=who.card_id, roll=sum(dice),
             unused_influence=unused, needed=needed, home=not made.passed,
             check=made.to_json())
    if made.passed or resource_long_events.kept_by_elf_song(ctx, who, "going home"):
        return
    sent_home.send(ctx, rule, card, who)


def treat(ctx: Context[State], catalog: Catalog, card: str, primitive: str,
          change: tuple[str, str]) -> None:
    """With Doors of Night in play: the first such region not yet passed, or the new site,
    counts as another type until the end of the turn (citing the clause of the card's play
    from ``effect_clauses.SINCE``)."""
    state, rule = ctx.state, effect_clauses.of(ctx, card)
    if primitive == effects.TREAT_REGION:
        new = hazard_events.treated_path(state.path, change, state.key_floor)
        ctx.emit("SitePathTreated", rule, card=card, name=catalog.get(card).name,
                 path=list(state.path), treated=new)
        return
    ctx.emit("HazardEffectInForce", rule, card=card, effect=primitive,
             target=state.destination or state.site, amount=0, site_type=change[1])


def site_type(state: State, site: Card) -> str:
    """A site's type as the hazards this turn treat it, and as hazards are played there
    (Lórien a Free-hold while Balrog of Moria says so)."""
    if balrog_of_moria.lorien_free_hold(state, site):
        return balrog_of_moria.FREE_HOLD
    return treated_type(state, site)


def treated_type(state: State, site: Card) -> str:
    """A site's type as the hazards this turn treat it (New Moon, Choking Shadows), or a
    resource (Quiet Lands, quiet_lands.py)."""
    treated = [t for turn, _, kind, on, _, t, _ in state.hazard_effects if turn == state.turn
               and kind == effects.TREAT_SITE and on == site.id]
    treated += [t for turn, on, t in state.treated_sites if turn == state.turn and on == site.id]
    return treated[-1] if treated else (site.site_type or "")


# -- where the effects in force apply -----------------------------------------------------------

def strike_modifiers(state: State, character: str, played: str = "") -> list[Modifier]:
    """Weariness of the Heart's and Words of Power and Terror's prowess modifiers on a
    character of the company whose phase runs, each citing the clause of its card's play in
    the version ``played`` (``effect_clauses.of_card``)."""
    if state.character(character) is None:
        return []
    found = [*in_force(state, effects.CHARACTER_PROWESS, character),
             *in_force(state, effects.COMPANY_PROWESS_TURN, state.company)]
    return [Modifier(amount, f"card:{card}", "a hazard until the end of the turn",
                     effect_clauses.of_card(state, played, card, play))
            for card, amount, play in found]


def automatic_attack_shares(state: State, site: str) -> list[effect_clauses.Share]:
    """What each hazard in force adds to one automatic-attack at ``site`` this turn:
    (card, strikes, prowess)."""
    return [(card, 0, amount, play)
            for card, amount, play in in_force(state, effects.AUTOMATIC_ATTACK_PROWESS, site)]


def river_holds(state: State) -> bool:
    """The company's site phase is lost to River unless a ranger taps, or to Lost at Sea or
    Lost in Free-domains."""
    return state.phase == SITE and bool(in_force(state, effects.SITE_PHASE_LOST, state.company)
                                         or _lost(state))


def _lost(state: State) -> list[tuple[str, int, int]]:
    return in_force(state, effects.SITE_PHASE_NOTHING, state.company)


def _holding(state: State, played: str) -> str:
    """The clause of what keeps the company from its site phase (the card's play in the
    version ``played``, ``effect_clauses.of_card``): the company lost, else River."""
    found = [*_lost(state), *in_force(state, effects.SITE_PHASE_LOST, state.company)]
    return effect_clauses.of_card(state, played, found[0][0], found[0][2]) if found else RULE


def river_actions(state: State, played: str = "") -> list[Action]:
    """An untapped ranger may cancel River, not a company lost (nothing cancels that)."""
    if _lost(state):
        return []
    return [Action(f"{RIVER_KIND}:{c.card_id}", f"{c.name} taps to cross the river",
                   _holding(state, played))
            for c in state.characters if c.has_skill("ranger") and c.untapped]


def cross_river(ctx: Context[State], ranger: str, catalog: Catalog | None = None) -> None:
    """``river:<ranger>``: an untapped ranger of the company taps to cancel River."""
    who = ctx.state.character(ranger)
    rule = _holding(ctx.state, ctx.ruleset.played)
    if not river_holds(ctx.state):
        raise illegal("No River keeps the company from its site phase.", rule)
    if _lost(ctx.state):
        raise river_refusal(ctx.state, catalog, ctx.ruleset.played)
    if who is None or not who.has_skill("ranger") or not who.untapped:
        raise illegal("Only an untapped ranger of the company may tap to cancel River.", rule)
    river = in_force(ctx.state, effects.SITE_PHASE_LOST, ctx.state.company)[0][0]
    ctx.emit("CharacterStateChanged", rule, character=ranger, state="tapped")
    ctx.emit("HazardEffectEnded", rule, card=river, effect=effects.SITE_PHASE_LOST,
             target=ctx.state.company, by=ranger)


def river_refusal(state: State | None = None, catalog: Catalog | None = None,
                  played: str = "") -> Exception:
    """Why nothing but ``end-turn`` (or River's ranger) is taken in a site phase lost."""
    lost = _lost(state) if state is not None else []
    rule = _holding(state, played) if state is not None else RULE
    if lost:
        name = catalog.get(lost[0][0]).name if catalog is not None else lost[0][0]
        return illegal(f"{name}: the company does nothing in its site phase and nothing "
                       "cancels it; end the turn.", rule)
    return illegal("River: the company does nothing in its site phase unless an untapped "
                   "ranger taps (river:<ranger>); else end the turn.", rule)


def greed(ctx: Context[State], catalog: Catalog, item: str, taker: str,
          check: CheckFn) -> None:
    """Greed at the site: every other character there but a Hobbit or a Wizard checks, less
    the corruption points of the item just played; from ``GREED_EVERY_COMPANY_SINCE`` those
    of every company at the site, before only the running company's."""
    greeds = in_force(ctx.state, effects.GREED, ctx.state.site)
    for c, modifier in greed_checks(ctx.state, catalog, item, taker, ctx.ruleset.played):
        # Only a character still in play checks (a failed check may have taken him away).
        if any(x.card_id == c.card_id for x in ctx.state.every_character()):
            check(ctx, c, modifier, effect_clauses.of(ctx, greeds[0][0], greeds[0][2]),
                  greeds[0][0])


def greed_checks(state: State, catalog: Catalog, item: str, taker: str,
                 played: str) -> list[tuple[Character, int]]:
    """Who Greed in force at the site makes check as ``taker`` gets ``item``, and the
    check's modifier, in order (none without Greed)."""
    if not in_force(state, effects.GREED, state.site):
        return []
    points = catalog.get(item).corruption or 0
    at_site = list(state.characters)
    if played_since(played, GREED_EVERY_COMPANY_SINCE):
        at_site += [c for company in state.companies if company.site == state.site
                    for c in company.characters]
    return [(c, -points) for c in at_site
            if c.card_id != taker and c.race not in ("Hobbit", "Wizard")]


def lure_of_power(ctx: Context[State], who: Character, check: CheckFn) -> None:
    """After ``who`` succeeded in an influence attempt: each Lure of Power waiting makes him,
    but a Hobbit, check corruption at its amount, and is discarded after the check."""
    if who.race == "Hobbit":
        return

    def still() -> Character | None:
        return next((c for c in ctx.state.every_character() if c.card_id == who.card_id),
                    None)

    def checked(lure: tuple[str, int, int]) -> None:
        character = still()
        assert character is not None
        check(ctx, character, lure[1], effect_clauses.of(ctx, lure[0], lure[2]), lure[0])

    engine_lure.resolve(lures_of_power(ctx.state), lambda: still() is not None, checked,
                        lambda lure: lure_ended(ctx, lure[0], who.card_id,
                                                effect_clauses.of(ctx, lure[0], lure[2])),
                        played_since(ctx.ruleset.played, LURE_ONE_CHECK_SINCE))


def lures_of_power(state: State) -> list[tuple[str, int, int]]:
    """(card, the check's modifier, its play) of each Lure of Power waiting for an influence
    attempt."""
    return [(e[1], e[4], e[6]) for e in state.hazard_effects if e[2] == effects.LURE_OF_POWER]


def lure_ended(ctx: Context[State], card: str, who: str, rule: str | None = None) -> None:
    """A Lure of Power's check made by ``who``: it is discarded, citing ``rule`` (the clause
    of the play it came from) or, None, the clause of the card's last play."""
    rule = effect_clauses.of(ctx, card) if rule is None else rule
    ctx.emit("HazardEffectEnded", rule, card=card, effect=effects.LURE_OF_POWER, target="",
             by=who)
    ctx.emit("HazardDiscarded", rule, card=card, reason="its corruption check was made")
