"""Which on-guard card is revealed as the company enters its site (CoE-2.V.i), from The Road
``SINCE``; RGO-GUARD-1 places the card and defers its reveal to the standard rules.

Only at a site with automatic-attacks, and only a creature that can be keyed to the site or a
hazard event that would affect those automatic-attacks (adding or removing one counts, CoE
2.V.i.1). Any other card stays face down (``OnGuardNotRevealed``) and goes back at the end of
the turn (CoE 2.V.10). Up to ``SINCE`` - 1 every on-guard event was revealed on entering any
site, and a creature attacked wherever the site card printed an automatic-attack.

The site's automatic-attacks are those the company faces on entering it this turn, as its
encounter queued them (RGO-SITE-4): the site card's own on a roll of 8 or more, or with a row
that strengthens them (Incited, Roused) or a Secret Passage no scout took; the second ones
the Shadow wakes (RGO-SITE-*-S; automatic-attacks from ``site_phase.SECOND_AUTOMATIC_SINCE``,
before which they opened no reveal); a Dragon's At Home's at its lair (TD-MANIF-1); those the
long-events in play add; an Under-deeps site's card played as its automatic-attack
(RGO-UDEEP-2). A row that replaces the site's usual encounter (Lost in the Darkness, Despair,
Traps...) leaves the site with no automatic-attack this turn; the creature the Attacked row
draws is no automatic-attack (it attacks as a creature playable there, not "as an
automatic-attack"), so it opens no reveal.

A hazard event affects the automatic-attacks where the game knows it does: a scripted mode
strengthening one that can be played at the site (Arouse Minions, Arouse Denizens, Choking
Shadows, Awaken the Earth's Fire), a Dragon's At Home at its lair (it adds one, TD-MANIF-1),
or a scripted long-event that acts on an automatic-attack
faced here (Eye of Sauron, Minions Stir on an Orc one...) or adds one at the site. An event
whose effect the player declares is not known to, and stays face down.

From ``LONG_EVENTS_SINCE`` no hazard long-event is revealed (``OnGuardNotRevealed`` citing
RGO-INTRO-4): The Road plays them from the Long Event deck alone, in the long-event phase, and
its Hazard deck holds none (decks.LONG_EVENTS_APART_SINCE), so none is placed on guard in a
game of these versions. Before, one acting on the automatic-attacks was revealed and played as
a short event, its effect declared, never in play as a long-event. From ``BALROG_SINCE``
Balrog of Moria, not in play, is revealed where it would affect them: at Moria, where it adds
the Balrog's automatic-attack, or at a site of its regions, whose automatic-attacks it
strengthens (CoE-2.V.i.1); before, it stayed face down.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from domain.canonical import JSON
from domain.cards import Card, Catalog
from domain.engine import dragons, effects, hazards_in_play
from domain.engine.combat import Attack
from domain.ruleset import played_since
from domain.rulesets.road_goes_ever_on import (
    balrog_of_moria,
    dragon_homes,
    hazard_long_events,
    hazard_scripts,
)
from domain.rulesets.road_goes_ever_on.state import State

#: The first version that reveals an on-guard card on entering only as CoE-2.V.i allows.
SINCE = 239
RULE = "CoE-2.V.i"
NO_AUTOMATIC_ATTACK = "the site has no automatic-attack this turn"
UNAFFECTED = "it does not affect the site's automatic-attacks"
#: The first version that reveals no hazard long-event on guard (see above).
LONG_EVENTS_SINCE = 242
LONG_EVENT_RULE = "RGO-INTRO-4"
LONG_EVENT = ("a hazard long-event is played from the Long Event deck alone, in the "
              "long-event phase")
#: The first version that reveals Balrog of Moria where it would affect the automatic-attacks.
BALROG_SINCE = 242


def applies(played: str) -> bool:
    return played_since(played, SINCE)


def faced(queued: Sequence[Mapping[str, JSON]]) -> list[Attack] | None:
    """The automatic-attacks the company faces on entering, as queued; None where one is an
    Under-deeps site's card, not drawn yet (the site has an automatic-attack all the same)."""
    out = []
    for entry in queued:
        if entry.get("kind") == "under-deeps":  # site_phase.UNDER_DEEPS
            return None
        raw = entry.get("attack")
        if isinstance(raw, Mapping):
            attack = Attack.from_json(raw)
            if attack.automatic:
                out.append(attack)
    return out


def problem(state: State, catalog: Catalog, played: str, card: Card,
            site: Card) -> tuple[str, str] | None:
    """Why the on-guard ``card`` is not revealed on entering ``site``, and the clause (None:
    it may be); a creature's keying is the caller's."""
    attacks = faced(state.site_attacks)
    if attacks == []:
        return NO_AUTOMATIC_ATTACK, RULE
    if "long" in card.event_types and played_since(played, LONG_EVENTS_SINCE):
        return LONG_EVENT, LONG_EVENT_RULE
    if card.is_creature or _affects(state, catalog, played, card, site, attacks or []):
        return None
    return UNAFFECTED, RULE


def _affects(state: State, catalog: Catalog, played: str, card: Card, site: Card,
             attacks: list[Attack]) -> bool:
    """Whether the hazard event ``card`` would affect the automatic-attacks ``attacks`` at
    ``site``."""
    home = dragons.manifestation(card) if dragon_homes.is_at_home(card) else None
    if home is not None and dragons.lair_dragon(site) == home.dragon:
        return True  # an At Home adds its lair an automatic-attack (TD-MANIF-1)
    if card.id == balrog_of_moria.CARD and played_since(played, BALROG_SINCE):
        return balrog_of_moria.would_affect(state, site, attacks)
    modes = effects.scripted_hazard(card.id, hazard_scripts.generation(played)) or ()
    if any(m.mode.effects[0].primitive == effects.AUTOMATIC_ATTACK_PROWESS
           and hazard_scripts.problem(m, state, catalog, None) is None for m in modes):
        return True
    script = hazards_in_play.scripted(card.id, hazard_long_events.generation(played))
    if script is None:
        return False
    kind = hazard_scripts.site_type(state, site)
    doors = hazard_scripts.doors_in_play(state)
    if hazards_in_play.added_attacks([script], site, kind):
        return True
    modifiers = script.with_doors if doors and script.with_doors is not None \
        else script.modifiers
    return any(m.applies(a.races(), True) for m in modifiers for a in attacks) or any(
        hazards_in_play.attack_rule_applies(r, a.races(), doors, kind, False)
        for r in script.attacks for a in attacks)  # as hazard_long_events.strengthen reads it
