"""The hazard short-events a Hobbit scenario's own hazard hand plays by their cards, from the
engine's hazard scripts (``effects.scripted_hazard``) and what they need of the company's move
(``engine.hazard_events``): each scenario names the cards and the first version that plays
them; earlier versions replay as they were played.

What such an event leaves in force lasts to the end of the turn, kept by the scenario as
(card, effect, target, amount): prowess for the first automatic-attack at the company's new
site (Arouse Denizens, Arouse Minions), a site phase in which the company does nothing (River,
unless an untapped ranger taps; Lost at Sea, Lost in Free-domains). The Lost events counting a
site path's regions change the hazard limit at once where the scenario has one (Lost in
Shadow-lands, Lost in Dark-domains)."""

from __future__ import annotations

from collections.abc import Sequence

from domain.cards import Card
from domain.engine import effects, hazard_events
from domain.ruleset import played_since

#: The engine's hazard generation read: the modes are those it scripts, so a later generation
#: reaches a scenario only through a version of its own.
GENERATION = 7
#: The cards played from the first group on: automatic-attacks strengthened, a site phase
#: lost, the hazard limit counted from the site path.
SITE_AND_PATH = ("TW-6", "TW-7", "TW-84", "TW-50", "TW-53", "TW-54", "TW-52")
#: By scenario, (first version, cards) of each group it plays.
SCENARIOS: dict[str, tuple[tuple[int, tuple[str, ...]], ...]] = {
    "burglar": ((24, SITE_AND_PATH),),
    # No hazard limit to raise (GON-HH-2): the Lost events counting regions are duds there.
    "necromancer": ((21, SITE_AND_PATH[:5]),),
}
#: What a scenario's play of a card leaves out, by (scenario, card) ("": nothing).
LEFT_OUT: dict[tuple[str, str], str] = {}
#: What an effect in force is on: the company's site, or the company.
COMPANY = "company"
#: (card, effect, target, amount): what a hazard event left in force this turn.
InForce = tuple[str, str, str, int]


def since(ruleset_id: str, card_id: str) -> int | None:
    """The first version of ``ruleset_id`` that plays ``card_id`` by its card (None: none)."""
    return next((first for first, cards in SCENARIOS.get(ruleset_id, ())
                 if card_id in cards), None)


def modes(ruleset_id: str, played: str, card_id: str) -> tuple[effects.HazardMode, ...] | None:
    """The modes of a hazard event the version ``played`` plays by its card (None: not)."""
    first = since(ruleset_id, card_id)
    if first is None or not played_since(played, first):
        return None
    return effects.scripted_hazard(card_id, GENERATION)


def open_modes(found: Sequence[effects.HazardMode], moving: bool, path: Sequence[str],
               site: Card, in_force: Sequence[InForce],
               company: str = COMPANY) -> list[effects.HazardMode]:
    """The modes the company's move lets be played now, not one that cannot be duplicated
    while the same effect is in force on the same place this turn (``company``: how the
    scenario names the company, where it has several)."""
    out = []
    for mode in found:
        if hazard_events.place_problem(mode, moving, path, site.name,
                                       site.site_type or "") is not None:
            continue
        primitive = mode.mode.effects[0].primitive
        if mode.unique_on is not None and any(effect == primitive and (
                mode.unique_on == effects.TURN or target == target_of(mode, site, company))
                for _, effect, target, _ in in_force):
            continue
        out.append(mode)
    return out


def target_of(mode: effects.HazardMode, site: Card, company: str = COMPANY) -> str:
    """What a mode's effect is on: the company's new site, or the company."""
    return site.id if mode.mode.target == effects.SITE else company


def automatic_bonus(in_force: Sequence[InForce], site: str) -> tuple[int, list[str]]:
    """(prowess, cards) the events in force add to the first automatic-attack at ``site``."""
    found = [(card, amount) for card, effect, target, amount in in_force
             if effect == effects.AUTOMATIC_ATTACK_PROWESS and target == site]
    return sum(a for _, a in found), [c for c, _ in found]


def site_phase_held(in_force: Sequence[InForce],
                    company: str = COMPANY) -> tuple[str, str] | None:
    """(card, effect) of the event that leaves the company nothing in its site phase, one
    nothing cancels first (None: none does)."""
    held = [(card, effect) for card, effect, target, _ in in_force
            if effect in hazard_events.SITE_PHASE_EFFECTS and target == company]
    held.sort(key=lambda found: found[1] != effects.SITE_PHASE_NOTHING)
    return held[0] if held else None
