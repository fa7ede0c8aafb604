"""Balrog of Moria, a hazard permanent-event, played by its text from version ``SINCE_VERSION``
(earlier versions had the player declare its effect, and replay as played).

Revealed from the Hazard Pile (or on guard) it stays in play (``EnvironmentInPlay``, counted
against the hazard limit as any hazard event is, RGO-HAZ-2); unique, a copy revealed while it
is in play is discarded (RGO-HAZ-3). While it is in play:

- Moria has a further automatic-attack, after its own: the Balrog, 1 strike of 18 prowess and
  no body. Defeated, it is removed from play (``BalrogDefeated``), its 5 marshalling points to
  the player, the Shadow's opponent, as a creature's (the kill points of the attack);
- Lórien counts as a Free-hold for healing and for playing hazards while Galadriel is in play
  and not at Lórien: a wounded character there does not heal in the untap phase, hazards are
  keyed to it as a Free-hold and a card may go on guard there (RGO-GUARD-2 spares Havens); its
  site phase is still a Haven's;
- the automatic-attacks at sites in Hollin, Redhorn Gate and Wold & Foothills have +2 prowess:
  the sites' own and the ones The Road Goes Ever On adds, not the Balrog's own (its card gives
  it 18).

From ``effect_clauses.EVERY_IN_PLAY_SINCE`` its +2 (``AttackModified``), its attack at Moria and
its defeat (``BalrogDefeated``) cite the clause of the play that brought it in play, the +2 and
the defeat naming it (``play``); before, its last play's, naming none.

Its lines on a Balrog player never arise here (``hazard_notes``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from domain.cards import Card, fold
from domain.engine.combat import Attack
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on import effect_clauses
from domain.rulesets.road_goes_ever_on.permanent_hazards import comes_into_play
from domain.rulesets.road_goes_ever_on.state import State

#: The first version that plays it; earlier versions replay as played.
SINCE_VERSION = 155
CARD = "TW-12"
MORIA, LORIEN, GALADRIEL = "Moria", "Lórien", "Galadriel"
#: The Balrog at Moria: race, strikes, prowess, marshalling points.
RACE, STRIKES, PROWESS, POINTS = "Balrog", 1, 18, 5
#: The regions whose sites' automatic-attacks it strengthens, and by how much.
REGIONS = ("Hollin", "Redhorn Gate", "Wold & Foothills")
BONUS = 2
FREE_HOLD = "free-hold"
#: What The Road Goes Ever On's play of it leaves out ("": nothing), and its test.
COVERAGE = {CARD: ("", "tests/rules/test_road_goes_ever_on_balrog_of_moria.py::"
                       "test_the_balrog_of_moria_attacks_at_moria_until_defeated")}


def plays(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def in_play(state: State) -> bool:
    return CARD in state.environments


def revealed(ctx: Context[State], hazard: Card, rule: str, counted: bool) -> bool:
    """Balrog of Moria revealed: it stays in play, or a copy is discarded; False for any other
    card, or a version before ``SINCE_VERSION``."""
    if hazard.id != CARD or not plays(ctx.ruleset.played):
        return False
    return comes_into_play(ctx, hazard, rule, counted,
                           effect_clauses.as_played(ctx.ruleset.played, rule),
                           "it is unique: it is in play already" if in_play(ctx.state) else None)


def moria_attack(state: State, site: Card) -> Attack | None:
    """The Balrog's automatic-attack at Moria while the card is in play (None: none). It
    gives its marshalling points as a creature does when defeated."""
    if not in_play(state) or fold(site.name) != fold(MORIA):
        return None
    return Attack(CARD, "Balrog of Moria", RACE, STRIKES, PROWESS, None, False, False, POINTS)


def automatic_bonus(state: State, site: Card, attack: Attack) -> int:
    """The prowess it adds to an automatic-attack at ``site`` (not to its own)."""
    if not in_play(state) or site.region not in REGIONS or attack.source == CARD:
        return 0
    return BONUS


def would_affect(state: State, site: Card, attacks: Sequence[Attack]) -> bool:
    """Whether the card, come into play now, would affect the automatic-attacks ``attacks``
    faced at ``site``: add the Balrog's at Moria, or strengthen those of a site of its
    regions (a copy in play already is discarded, and affects nothing)."""
    if in_play(state):
        return False
    return fold(site.name) == fold(MORIA) or (site.region in REGIONS and any(
        a.source != CARD for a in attacks))


def after_attack(ctx: Context[State], attack: Attack, beaten: bool) -> None:
    """The Balrog's attack defeated: the card leaves play (its points already gained)."""
    if attack.source == CARD and beaten and in_play(ctx.state):
        clause, play = effect_clauses.by_copy_in_play(ctx, CARD)
        ctx.emit("BalrogDefeated", clause, card=CARD, name=attack.name, **play)


def _galadriel_away(state: State, lorien: Card) -> bool:
    """Galadriel is in play, in a company not at Lórien."""
    companies = [(state.site, state.characters),
                 *((c.site, c.characters) for c in state.companies)]
    return any(fold(who.name) == fold(GALADRIEL) and site != lorien.id
               for site, characters in companies for who in characters)


def lorien_free_hold(state: State, site: Card) -> bool:
    """Whether ``site`` is Lórien counted as a Free-hold (for healing and hazards)."""
    return in_play(state) and fold(site.name) == fold(LORIEN) and _galadriel_away(state, site)


def is_haven(state: State, site: Card) -> bool:
    """Whether ``site`` counts as a Haven for healing and hazards."""
    return site.is_haven and not lorien_free_hold(state, site)


def narrate(kind: str, d: Mapping[str, Any]) -> str | None:
    if kind != "BalrogDefeated":
        return None
    return f"{d['name']} is defeated: the permanent-event leaves play."
