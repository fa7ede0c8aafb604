"""The cards lowering a moving company's hazard limit by its site path or its new site
(``engine.hazard_limit_cards``, the engine's twelfth generation of scripted cards), in a
scenario of the family that has a hazard limit and moves by site paths (Burglar Wants a Good
Job, BWJ-SEQ-13, starter movement): each is played once the company has moved, in the
long-event phase before its hazards are drawn (the standard rules' end of the organization
phase, when the new site card is played; in the scenario the move ends that phase),
``play:<card>:limit``, once on the company in a turn, and only where it lowers the limit.
The scenario says where the company goes (``Journey``); the limit set at the movement/hazard
phase carries the change, never below two.

There and Back Again (no hazard limit, TBA-SEQ-8) and the Guise of the Necromancer (none,
GON-HH-2) leave these cards nothing to act on (``no_use``).

Secret Passage (the fourteenth generation) is played the same way, ``play:<card>:pass``, on a
company moving to a site of the type its mode names (a Ruins & Lairs): only creatures keyed
to that site are played on it this turn (``site_only``), once a turn."""

from __future__ import annotations

from dataclasses import dataclass

from domain.engine import coe, effects, hazard_limit_cards
from domain.rulesets.hobbit.moves import Add, Move
from domain.rulesets.hobbit.state import HobbitState


@dataclass(frozen=True, slots=True)
class Journey:
    """Where the company goes this turn, as the hazard-limit cards read it."""

    path: tuple[str, ...]  # the region types of its site path
    new_region: str  # the region of its new site ("" if it does not move)
    moving: bool  # it played a new site card this turn
    limit: int  # its hazard limit as it stands, with the cards played so far
    new_site_type: str = ""  # the type of its new site ("" if it does not move)
    #: Eagle-mounts, which moves the company itself, is played by its own move only
    #: (``flights``), not here with the cards limiting the creatures (a scenario's version).
    flights_apart: bool = False
    #: Gates of Morning is in play: Fair Travels in Dark-domains and in Shadow-lands lower the
    #: limit by two (a scenario's version).
    gates: bool = False


def limit_card(card_id: str, generations: effects.Generations
               ) -> hazard_limit_cards.LimitCard | None:
    """The card's entry when ``generations`` of the scripted cards plays it (None: it does
    not, or it is no such card)."""
    entry = effects.scripted(card_id, generations)
    if entry is None or not any(e.primitive == effects.HAZARD_LIMIT_PATH
                                for m in entry.modes for e in m.effects):
        return None
    return hazard_limit_cards.CARDS.get(card_id)


def keying_mode(card_id: str, generations: effects.Generations,
                flights_apart: bool = False) -> effects.Mode | None:
    """The mode of a card limiting the creatures played on the moving company to those keyed
    to its new site, when ``generations`` plays it (None: it does not); with
    ``flights_apart``, not a mode that moves the company itself (Eagle-mounts, played by its
    own move in the organization phase: ``flights``)."""
    entry = effects.scripted(card_id, generations)
    return next((m for m in entry.modes
                 if any(e.primitive == effects.SITE_KEYING_ONLY for e in m.effects)
                 and not (flights_apart
                          and any(e.primitive == effects.MOVE_BY_CARD for e in m.effects))),
                None) if entry else None


def _keying_problem(state: HobbitState, mode: effects.Mode, journey: Journey) -> str:
    if not journey.moving:
        return "the company plays no new site card this turn"
    if mode.moving_to and journey.new_site_type not in mode.moving_to:
        return f"the company does not move to a {' or '.join(mode.moving_to)} site"
    if state.site_keying_only:
        return "it is in force on the company already this turn"
    return ""


def problem(state: HobbitState, card_id: str, journey: Journey,
            generations: effects.Generations) -> str:
    """Why the card does not lower the company's limit, or limit its creatures, now ("": it
    does, or it is no such card in ``generations``)."""
    mode = keying_mode(card_id, generations, journey.flights_apart)
    if mode is not None:
        return _keying_problem(state, mode, journey)
    card = limit_card(card_id, generations)
    if card is None:
        return ""
    ranger = any(c.has_skill(hazard_limit_cards.RANGER) for c in state.company)
    return hazard_limit_cards.problem(card, journey.path, journey.new_region, ranger,
                                      journey.moving, card_id in state.limit_cards,
                                      journey.limit, journey.gates) or ""


def cut(state: HobbitState, card_id: str, journey: Journey) -> int:
    """How much the card lowers the company's limit now."""
    card = hazard_limit_cards.CARDS[card_id]
    return hazard_limit_cards.cut(hazard_limit_cards.reduction(card, journey.path,
                                                               journey.gates),
                                  journey.limit)


def playable(state: HobbitState, journey: Journey, generations: effects.Generations) -> list[str]:
    """The cards of the hand that lower the company's limit now, in id order."""
    return [card_id for card_id in sorted(set(state.hand))
            if (limit_card(card_id, generations)
                or keying_mode(card_id, generations, journey.flights_apart))
            and not problem(state, card_id, journey, generations)]


def moves(state: HobbitState, add: Add, journey: Journey, generations: effects.Generations) -> None:
    """``play:<card>:limit`` for each card of the hand that lowers the limit now, and
    ``play:<card>:<mode>`` for one that limits the creatures played on the company."""
    for card_id in playable(state, journey, generations):
        mode = keying_mode(card_id, generations, journey.flights_apart)
        entry = effects.scripted(card_id, generations)
        if mode is not None and entry is not None:
            add(f"play:{card_id}:{mode.name}", f"Play {entry.name}: only creatures keyed to "
                "the new site this turn", coe.SHORT_EVENT,
                Move("event", card=card_id, mode=mode.name))
            continue
        add(f"play:{card_id}:limit", f"Play {hazard_limit_cards.CARDS[card_id].name}: the "
            f"company's hazard limit -{cut(state, card_id, journey)}", coe.HAZARD_LIMIT,
            Move("event", card=card_id, mode="limit"))


def site_only(state: HobbitState, keys: list[str]) -> list[str]:
    """A creature's keyings left when only those to the company's new site count (Secret
    Passage in force this turn)."""
    if not state.site_keying_only:
        return keys
    return [k for k in keys if k.startswith(("site:", "site-type:"))]
