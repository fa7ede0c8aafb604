"""A Dragon's At Home permanent-event played by its card from ``SINCE_VERSION``: revealed
(from the Hazard Pile or on guard) it comes into play and stays there, unique unto itself
(TD-MANIF-2); while it is in play, unless its Dragon's Ahunt is in play too, its lair has an
additional automatic-attack, the Dragon's attack at the card's strikes, prowess and body,
made after the lair's own. That attack defeated, the At Home is a defeated creature: its
kill points, and every manifestation of the Dragon leaves the game (BA-CLAR-1, TD-MANIF-5 to
7); not defeated, the At Home stays in play. From version 30 to 199 an At Home revealed at its
lair attacked at once and was discarded elsewhere (balrog_rules.at_home_attack); before, it
waited for a declared effect. Those versions replay as played.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.cards import REGION_TYPES, Card, Catalog
from domain.engine import dragons as insert
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.engine.combat import Attack
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on import permanent_hazards
from domain.rulesets.road_goes_ever_on.state import MOVEMENT_HAZARD, State

#: The first version whose At Home permanent-events stay in play and attack at their lairs.
SINCE_VERSION = 200
#: The first version whose At Home's attack is an automatic-attack of its lair (TD-MANIF-1) in
#: every respect: the site encounter's row and the cards strengthening automatic-attacks
#: strengthen it (Eye of Sauron, Arouse Minions, Balrog of Moria), those strengthening hazard
#: creatures do not (Clouds, Horses, a hazard event waiting for a creature's attack; nor does
#: it end Dragon's Desolation's alternative), and it cites TD-MANIF-1; defeated, its At Home
#: is still a defeated creature scoring its kill points (BA-CLAR-1). Before, a creature's
#: attack made after the site's own, citing BA-CLAR-1.
AUTOMATIC_SINCE = 231
#: The first version reading whether an At Home's automatic-attack cannot be canceled on its
#: lair, whose additional automatic-attack it is (TD-MANIF-1; ``printed_site``), as any other
#: automatic-attack is read on its site. Before, on the At Home card, which prints no
#: automatic-attack: it could always be canceled.
LAIR_READ_SINCE = 237
#: The first version playing Agburanar's, Bairanax's, Leucaruth's and Scatha's lasting effects.
MORE_EFFECTS_SINCE = 202
RULE = insert.MANIFESTATIONS
AWAY = "DragonNotAtHome"


def played(version: str) -> bool:
    return played_since(version, SINCE_VERSION)


def is_at_home(card: Card) -> bool:
    found = insert.manifestation(card)
    return found is not None and found.kind == insert.AT_HOME


def revealed(ctx: Context[State], hazard: Card, played_as: str, counted: bool) -> bool:
    """An At Home revealed comes into play (a second copy is discarded); False for any
    other card or version."""
    if not played(ctx.ruleset.played) or not is_at_home(hazard):
        return False
    gone = insert.manifestation_play_problem(hazard, [], ctx.state.slain_dragons)
    if gone is not None:  # revealed on guard after its Dragon's defeat (TD-MANIF-6)
        ctx.emit("HazardDiscarded", gone[1], card=hazard.id, reason=gone[0])
        return True
    refused = permanent_hazards.DUPLICATE if hazard.id in ctx.state.environments else None
    permanent_hazards.comes_into_play(ctx, hazard, played_as, counted, RULE, refused)
    if refused is None and ctx.state.phase == MOVEMENT_HAZARD:
        played_against(ctx, ctx.ruleset.catalog, hazard, None, counted)
    return True


def in_play(state: State, catalog: Catalog) -> list[Card]:
    """The At Home permanent-events in play, each once."""
    return [catalog.get(c) for c in dict.fromkeys(state.environments)
            if is_at_home(catalog.get(c))]


def lair_attacks(ctx: Context[State], catalog: Catalog, site: Card) -> list[tuple[Card, Attack]]:
    """(At Home, its attack) for each At Home in play whose lair ``site`` is; one whose
    Dragon's Ahunt is in play makes none (``DragonNotAtHome``)."""
    if not played(ctx.ruleset.played):
        return []
    dragon = insert.lair_dragon(site)
    out = []
    for home in in_play(ctx.state, catalog):
        found = insert.manifestation(home)
        if dragon is None or found is None or found.dragon != dragon or not home.strikes \
                or home.prowess is None:
            continue
        ahunt = next((c for c in dict.fromkeys(ctx.state.long_in_play)
                      if (m := insert.manifestation(catalog.get(c))) is not None
                      and m.dragon == dragon and m.kind == insert.AHUNT), None)
        if ahunt is not None:
            ctx.emit(AWAY, RULE, card=home.id, name=home.name, ahunt=ahunt, site=site.id)
            continue
        out.append((home, Attack(home.id, home.name, "Dragon", home.strikes, home.prowess,
                                 home.body, automatic=played_since(ctx.ruleset.played,
                                                                   AUTOMATIC_SINCE),
                                 marshalling_points=home.marshalling_points or 0)))
    return out


def is_lair_attack(catalog: Catalog, attack: Attack) -> bool:
    """An At Home's automatic-attack (from ``AUTOMATIC_SINCE``): its source is the At Home."""
    return attack.automatic and attack.source in catalog and is_at_home(catalog.get(attack.source))


def kill_points(catalog: Catalog, attack: Attack, beaten: bool) -> int | None:
    """An At Home's automatic-attack defeated gives its kill points, as a defeated creature's
    (BA-CLAR-1); None for any other attack."""
    if not is_lair_attack(catalog, attack):
        return None
    return attack.marshalling_points if beaten else 0


def printed_site(state: State, catalog: Catalog, attack: Attack, played: str) -> Card | None:
    """The card whose printed automatic-attacks say what an automatic-attack is (whether it
    may be canceled): its site, an At Home's its lair from ``LAIR_READ_SINCE``
    (``automatic_site``), before its source, the At Home card; None for another attack."""
    if not attack.automatic or attack.source not in catalog:
        return None
    if played_since(played, LAIR_READ_SINCE):
        return automatic_site(state, catalog, attack)
    return catalog.get(attack.source)


def automatic_site(state: State, catalog: Catalog, attack: Attack) -> Card | None:
    """The site of an automatic-attack: its source, an At Home's its lair (the company's site,
    where it attacks); None for another attack."""
    if not attack.automatic or attack.source not in catalog:
        return None
    if is_lair_attack(catalog, attack):
        return catalog.get(state.site) if state.site in catalog else None
    return catalog.get(attack.source)


def narrate(kind: str, d: Mapping[str, Any]) -> str | None:
    if kind == AWAY:
        return f"{d['name']} makes no attack: the Dragon is out hunting."
    if kind == LESS_DRAWN:
        return f"With {d['name']} in play the company draws {d['drawn']}, not {d['printed']}."
    return None


# -- the lasting effects of an At Home in play ------------------------------------------------

#: The Dragons whose At Home in play adds a corruption point to each item of a class.
CORRUPTING: dict[str, str] = {"Scorba": "major", "Itangast": "greater"}
#: The Dragon whose At Home in play has each moving company draw one card less (not below one).
DRAW_LESS = "Smaug"
#: The Dragon whose At Home in play raises the hazard limit of a moving company with a Coastal
#: Sea in its site path by one.
COASTAL_LIMIT = "Eärcaraxë"
LESS_DRAWN = "DrawLessened"


def _home_of(state: State, catalog: Catalog, name: str) -> Card | None:
    return next((h for h in in_play(state, catalog)
                 if (m := insert.manifestation(h)) is not None and m.dragon.name == name), None)


def extra_corruption(version: str, state: State, catalog: Catalog, character: Character) -> int:
    """One corruption point for each item of a class an At Home in play names (Scorba's:
    major; Itangast's: greater)."""
    if not played(version):
        return 0
    return sum(1 for name, kind in CORRUPTING.items() if _home_of(state, catalog, name)
               for item in character.items if item.item_class == kind)


def player_draw(ctx: Context[State], catalog: Catalog, count: int) -> int:
    """The cards the moving company draws as its movement/hazard phase starts: one less with
    Smaug at Home in play, to a minimum of one (``DrawLessened``)."""
    home = _home_of(ctx.state, catalog, DRAW_LESS) if played(ctx.ruleset.played) else None
    fewer = max(min(count, 1), count - 1)
    if home is None or fewer == count:
        return count
    ctx.emit(LESS_DRAWN, RULE, card=home.id, name=home.name, printed=count, drawn=fewer)
    return fewer


def limit_bonus(version: str, state: State, catalog: Catalog) -> tuple[int, list[str]]:
    """(the raise, the At Home cards giving it) of a moving company's hazard limit:
    Eärcaraxë at Home's +1 with a Coastal Sea in its site path."""
    home = _home_of(state, catalog, COASTAL_LIMIT) if played(version) else None
    if home is None or state.destination is None or REGION_TYPES["c"] not in state.path:
        return 0, []
    return 1, [home.id]


# From MORE_EFFECTS_SINCE: Agburanar's, Bairanax's, Leucaruth's and Scatha's.

#: The Dragon whose At Home in play has one unique Dragon manifestation played against each
#: company count against no hazard limit.
FREE_DRAGON = "Agburanar"
#: The Dragon whose At Home in play raises by one the hazard limit against a company facing an
#: animal hazard creature attack.
ANIMAL_LIMIT = "Bairanax"
#: The race of the card data's animal hazard creatures.
ANIMAL = "Animals"
#: The Dragon whose At Home in play lets one unique Dragon manifestation be played a turn.
ONE_A_TURN = "Leucaruth"
#: The Dragon whose At Home in play gives -1 to every influence attempt.
LESS_INFLUENCE = "Scatha"


def _more_home(ctx: Context[State], catalog: Catalog, name: str) -> Card | None:
    if not played_since(ctx.ruleset.played, MORE_EFFECTS_SINCE):
        return None
    return _home_of(ctx.state, catalog, name)


def _raise_once(ctx: Context[State], home: Card | None, why: str) -> None:
    """The company's hazard limit one more by ``home``, once in its movement/hazard phase
    (``HazardLimitChanged`` with ``at_home``; the phase's next ``HazardLimitSet`` clears it)."""
    if home is None or home.id in ctx.state.at_home_raised:
        return
    ctx.emit("HazardLimitChanged", RULE, card=home.id, delta=1, at_home=True, why=why)


def played_against(ctx: Context[State], catalog: Catalog, hazard: Card,
                   attack: Attack | None, counted: bool = True) -> None:
    """``hazard`` played against the moving company (a creature keyed: its ``attack``; an
    At Home come into play, ``counted`` or not): Agburanar at Home's first unique Dragon
    manifestation counts against no limit (the limit one more, as it is counted), Bairanax
    at Home's first animal attack raises the limit by one."""
    free = _more_home(ctx, catalog, FREE_DRAGON)
    if insert.manifestation(hazard) is not None and counted and free is not None \
            and free.id != hazard.id:  # its own coming into play is counted
        _raise_once(ctx, free, f"{hazard.name} does not count against the hazard limit")
    if attack is not None and attack.is_race(ANIMAL):
        _raise_once(ctx, _more_home(ctx, catalog, ANIMAL_LIMIT),
                    f"the company faces {hazard.name}, an animal attack")


def influence_modifiers(played: str, state: State, catalog: Catalog) -> list[Modifier]:
    """Scatha at Home's -1 to every influence attempt while it is in play."""
    home = _home_of(state, catalog, LESS_INFLUENCE) \
        if played_since(played, MORE_EFFECTS_SINCE) else None
    return [] if home is None else [Modifier(-1, f"card:{home.id}", f"{home.name} is in play",
                                             RULE)]


def _one_a_turn_reason(ctx: Context[State], catalog: Catalog, hazard: Card) -> str | None:
    """Why the unique Dragon manifestation ``hazard`` is not played with Leucaruth at Home in
    play, one having been played this turn already (itself too), or None."""
    home = _more_home(ctx, catalog, ONE_A_TURN)
    if home is None or insert.manifestation(hazard) is None:
        return None
    earlier = next((card for turn, card in ctx.state.hazards_this_turn
                    if turn == ctx.state.turn and insert.manifestation(catalog.get(card))
                    is not None), None)
    if earlier is None:
        return None
    return (f"with {home.name} in play one unique Dragon manifestation is played a turn, and "
            f"{catalog.get(earlier).name} was")


def one_a_turn(ctx: Context[State], catalog: Catalog, hazard: Card) -> bool:
    """Leucaruth at Home in play: a unique Dragon manifestation revealed from the Hazard Pile
    when one was played this turn already (itself too) is discarded; True if it was."""
    reason = _one_a_turn_reason(ctx, catalog, hazard)
    if reason is None:
        return False
    ctx.emit("HazardDiscarded", RULE, card=hazard.id, reason=reason)
    return True


#: The first version in which Leucaruth at Home's limit reaches a Dragon's Ahunt drawn from
#: the Long Event deck and a Dragon manifestation revealed on guard too, and a Dragon creature
#: attacking from guard counts as the turn's one; before, the Hazard Pile's alone.
ONE_A_TURN_EVERYWHERE_SINCE = 204


def one_a_turn_elsewhere(ctx: Context[State], catalog: Catalog, hazard: Card,
                         since: int = ONE_A_TURN_EVERYWHERE_SINCE) -> tuple[str, str] | None:
    """From ``since`` (``ONE_A_TURN_EVERYWHERE_SINCE``: drawn from the Long Event deck or
    revealed on guard; ``ONE_A_TURN_AT_SITES_SINCE``: drawn to attack at a site): why
    ``hazard`` is not played under Leucaruth at Home's limit (the reason, TD-MANIF-1), or
    None."""
    if not played_since(ctx.ruleset.played, since):
        return None
    reason = _one_a_turn_reason(ctx, catalog, hazard)
    return None if reason is None else (reason, RULE)


def manifestation_played(played: str, creature: Card,
                    since: int = ONE_A_TURN_EVERYWHERE_SINCE) -> dict[str, bool]:
    """What the fact revealing a creature that attacks records (``OnGuardRevealed`` from
    guard, from ``since``; ``HazardRevealed`` at a site, from ``ONE_A_TURN_AT_SITES_SINCE``):
    a unique Dragon manifestation is marked played (``manifestation_played``), counted as the
    turn's one (``State.hazards_this_turn``)."""
    if not played_since(played, since) or insert.manifestation(creature) is None:
        return {}
    return {"manifestation_played": True}


#: The first version in which Leucaruth at Home's limit reaches a Dragon drawn from the Hazard
#: deck to attack at a site (a site encounter's "Attacked", an Under-deeps site's attack,
#: RGO-UDEEP-2: the card the hazard player would play as its attack), and such a Dragon
#: attacking is the turn's one (its ``HazardRevealed`` marked ``manifestation_played``);
#: before, a Dragon attacking there was no manifestation played.
ONE_A_TURN_AT_SITES_SINCE = 206


def at_sites(played: str) -> bool:
    return played_since(played, ONE_A_TURN_AT_SITES_SINCE)
