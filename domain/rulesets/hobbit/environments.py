"""The Wizards' resource environments and the resource long-events a Hobbit scenario plays by
their cards from the version its ruleset names (There and Back Again's ``ENVIRONMENTS_FROM``):
what each needs to be played, and what it does while in play, as the engine reads them
(``engine.resource_long_events``). The scenario keeps them in its state (the long-events and
the permanent-events in play) and calls these where its turn reads them.

- Gates of Morning, a resource permanent-event played in the organization phase (CoE 5.3),
  stays in play; a second one is not played (it cannot be duplicated). The hazard environments
  it discards as it comes never are in play in a scenario whose hazard deck holds creatures
  and Dragon's Desolations only (TBA-DECK-1).
- Fellowship, a resource permanent-event played in the organization phase at a Haven on a
  company of four or more characters and allies, one at a time: while in play each of them
  has +1 prowess against a strike and each character +1 to his corruption checks; it is
  discarded as soon as the company gains or loses a character or an ally
  (``fellowship_broken``).
- The resource long-events are played in the long-event phase (CoE 2.III.2), after those of
  the last turn leave play (CoE 2.III.1): Sun (each Dúnadan +1 prowess against a strike; with
  Gates of Morning in play each Man and Dúnadan +1 more and each attack -1 prowess), Lapse of
  Will (each attack -1 prowess, a Nazgûl attack -3), Clear Skies (only with Gates of Morning
  in play: each character +2 prowess against a strike), the Moon and Fog (the region the
  company stands in treated as another type for keying hazards: ``region_type``; Fog only
  with Gates of Morning in play, the Moon's half with Doors of Night never acting where no
  Doors of Night is ever in play), Elf-song (no character at a Haven is discarded while it is
  in play; its removal of a corruption card acts on no one where no corruption card is ever
  in play). Sun, the Moon and Fog cannot be duplicated.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from domain.cards import Card
from domain.engine import coe, fellowship
from domain.engine import resource_long_events as facts
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.errors import IllegalAction
from domain.ruleset import Action

GATES_OF_MORNING = facts.GATES_OF_MORNING
ELF_SONG = "TW-223"
FELLOWSHIP = fellowship.CARD
#: The resource long-events scripted here.
LONG_EVENTS = tuple(facts.EVENTS)
#: The resource permanent-events scripted here: Gates of Morning, and Fellowship from the
#: version the scenario names (``with_fellowship``).
PERMANENT_EVENTS = (GATES_OF_MORNING, FELLOWSHIP)
CARDS = (GATES_OF_MORNING, *LONG_EVENTS)
#: The step of the long-event phase in which the player may play them.
PLAYING = "long-events"
#: The action kinds (``long-event:<card>``, ``permanent-event:<card>``) and the phase's end.
LONG, PERMANENT, DONE = "long-event", "permanent-event", "long-events-done"
PLAY_LONG = "CoE-2.III.2"
LEAVE_LONG = "CoE-2.III.1"
PLAY_PERMANENT = "CoE-5.3"
IN_PLAY = coe.LONG_EVENT_PHASE


def kept_rule(cited: bool) -> str:
    """The clause a character Elf-song keeps from a discard cites: where the version ``cited``
    its text as a card's text is cited, the clause it was played under (``PLAY_LONG``);
    before, the long-event phase's (``IN_PLAY``)."""
    return PLAY_LONG if cited else IN_PLAY


def gates(permanents: Iterable[str]) -> bool:
    """Whether Gates of Morning is among the permanent-events in play."""
    return GATES_OF_MORNING in tuple(permanents)


def long_problem(card: Card, in_play: Sequence[str], permanents: Sequence[str]) -> str | None:
    """Why the resource long-event ``card`` may not be played in the long-event phase with
    ``in_play`` and ``permanents`` in play (None: it may; ``card``: one of ``LONG_EVENTS``)."""
    return facts.play_problem(card.id, in_play, gates(permanents), name=card.name)


def with_fellowship(cards: Sequence[str]) -> tuple[str, ...]:
    """``cards`` (``CARDS``) with Fellowship, where the scenario's version plays it."""
    return (*cards, FELLOWSHIP)


def permanent_problem(card: Card, permanents: Sequence[str], at_haven: bool = False,
                      members: Sequence[str] = ()) -> str | None:
    """Why ``card`` (Gates of Morning, Fellowship) may not be played in the organization phase
    now, the company ``at_haven`` or not, of ``members`` (its characters and allies;
    Fellowship's conditions are the engine's, ``engine.fellowship``)."""
    if card.id == FELLOWSHIP and (problem := fellowship.problem(
            True, at_haven, members, FELLOWSHIP in permanents)) is not None:
        return f"{card.name} cannot be played now: {problem}"
    if card.id in permanents:
        return f"{card.name} is in play already and cannot be duplicated"
    return None


def long_actions(hand: Sequence[str], card: Callable[[str], Card], in_play: Sequence[str],
                 permanents: Sequence[str]) -> list[tuple[str, Action, str]]:
    """The long-events of ``hand`` playable now: (action id, action, card) each, by card id."""
    out = []
    for card_id in sorted(set(hand)):
        found = card(card_id)
        if card_id in LONG_EVENTS and long_problem(found, in_play, permanents) is None:
            out.append((f"{LONG}:{card_id}", Action(
                f"{LONG}:{card_id}", f"Play {found.name} (in play until the next long-event "
                "phase)", PLAY_LONG), card_id))
    return out


def any_playable(hand: Sequence[str], card: Callable[[str], Card],
                 permanents: Sequence[str]) -> bool:
    """Whether a long-event of ``hand`` may be played once the last turn's have left play."""
    return bool(long_actions(hand, card, (), permanents))


def permanent_actions(hand: Sequence[str], card: Callable[[str], Card],
                      permanents: Sequence[str], cards: Sequence[str] = CARDS,
                      at_haven: bool = False,
                      members: Sequence[str] = ()) -> list[tuple[str, Action, str]]:
    """The resource permanent-events of ``hand`` among ``cards`` playable in the organization
    phase now (``permanent_problem``)."""
    out = []
    for card_id in sorted(set(hand)):
        found = card(card_id)
        if card_id in PERMANENT_EVENTS and card_id in cards \
                and permanent_problem(found, permanents, at_haven, members) is None:
            out.append((f"{PERMANENT}:{card_id}", Action(
                f"{PERMANENT}:{card_id}", f"Play {found.name} (in play until discarded)",
                PLAY_PERMANENT), card_id))
    return out


def attack_bonus(in_play: Sequence[str], permanents: Sequence[str],
                 races: tuple[str, ...], automatic: bool) -> tuple[int, list[str]]:
    """The prowess the resource long-events in play give an attack by ``races``, and the
    cards that do (Lapse of Will; Sun with Gates of Morning)."""
    lit = gates(permanents)
    cards = [c for c in dict.fromkeys(in_play)
             if any(m.applies(races, automatic) for m in facts.attack_modifiers(c))
             or c == facts.SUN and facts.sun_weakening((c,), lit)]
    return facts.attack_prowess(cards, races, lit), cards


def strike_modifiers(in_play: Sequence[str], permanents: Sequence[str],
                     who: Character) -> list[Modifier]:
    """What the resource long-events in play give ``who`` against a strike."""
    return [Modifier(amount, f"card:{card}", why, IN_PLAY)
            for card, why, amount in facts.strike_prowess(in_play, who.race, gates(permanents))]


def fellowship_modifiers(permanents: Sequence[str], formed: Sequence[str],
                         members: Sequence[str], who: str) -> list[Modifier]:
    """Fellowship's +1 to ``who``, one of the characters and allies it was played on
    (``formed``; ``members``: the company's now), while it is in play (a strike's prowess, a
    character's corruption check: ``engine.fellowship``)."""
    return fellowship.modifiers(formed, members, who) if FELLOWSHIP in permanents else []


def fellowship_broken(permanents: Sequence[str], formed: Sequence[str],
                      members: Sequence[str]) -> bool:
    """Whether Fellowship in play is discarded: a character or ally joined or left the company
    it was played on (``formed``; ``members``: its characters and allies now)."""
    return FELLOWSHIP in permanents and fellowship.broken(formed, members)


def region_type(printed: str, in_play: Sequence[str],
                permanents: Sequence[str]) -> tuple[str, str | None]:
    """The type a region printed ``printed`` is treated as for keying hazards, and the card
    treating it (None: as printed); no Doors of Night is ever in play here."""
    return facts.region_type(printed, in_play, gates(permanents))


def refusal(kind: str, card: Card | None, in_hand: bool, phase_open: bool,
            in_play: Sequence[str], permanents: Sequence[str], cards: Sequence[str] = CARDS,
            at_haven: bool = False, members: Sequence[str] = ()) -> tuple[str, str]:
    """Why ``kind:<card>`` (or a declared one of ``cards``) is refused now: (reason, clause)."""
    if card is None or card.id not in cards:
        return (f"{card.name if card else 'That card'} is not a resource long-event or "
                "environment played by its card here", PLAY_LONG)
    if not in_hand:
        return f"{card.name} is not in the hand", PLAY_LONG
    long = card.id in LONG_EVENTS
    where = ("in the long-event phase (long-event:<card>)" if long
             else "in the organization phase (permanent-event:<card>)")
    if kind == "declare":
        return f"{card.name} is played by its card, not by declaring an effect: {where}", \
            PLAY_LONG if long else PLAY_PERMANENT
    if kind != (LONG if long else PERMANENT):
        return f"{card.name} is a {'long' if long else 'permanent'}-event: played {where}", \
            PLAY_LONG if long else PLAY_PERMANENT
    if not phase_open:
        return f"{card.name} is played only {where}", PLAY_LONG if long else PLAY_PERMANENT
    problem = long_problem(card, in_play, permanents) if long \
        else permanent_problem(card, permanents, at_haven, members)
    return problem or f"{card.name} cannot be played now", \
        PLAY_LONG if long else PLAY_PERMANENT


_HAZARDS = "TBA-DECK-1: the hazard deck holds only creatures and Dragon's Desolations"
#: What the coverage says of each in There and Back Again from its ``ENVIRONMENTS_FROM``
#: (scripted; "": nothing to add).
COVERAGE = {
    GATES_OF_MORNING: f"never arises here: its discard of the hazard environments in play "
                      f"({_HAZARDS}, so none is ever in play)",
    facts.SUN: "never arises here: its +1 prowess to each Dúnadan, and with Gates of Morning "
               "to each Man (the company is one Hobbit and Dwarves, TBA-COMP-1, TBA-COMP-2)",
    "TW-264": "never arises here: its -3 to a Nazgûl attack (no Nazgûl is in the hazard deck, "
              "TBA-DECK-7)",
    "TW-203": "",
    facts.MOON: f"never arises here: its half with Doors of Night in play ({_HAZARDS})",
    facts.FOG: "",
    FELLOWSHIP: "",
    ELF_SONG: f"never arises here: its removal of a corruption card ({_HAZARDS}, so none is "
              "ever on a character)",
}

#: What the cards whose alternative needs Gates of Morning in play give There and Back Again,
#: where Gates of Morning is played from its ``ENVIRONMENTS_FROM``: (scripted in full, what
#: never arises or is left out). The map's regions are Free-domains, Wildernesses and
#: Border-lands, its one Shadow-hold Goblin-gate (TBA-LAYOUT-1, TBA-LAYOUT-2).
_NO_DARKER = "TBA-LAYOUT-1: the map's regions are one Free-domain, Wildernesses and " \
    "Border-lands, no Shadow-land or Dark-domain"
GATES_ALTERNATIVES_TBA = {
    # Quiet Lands: Goblin-gate treated as a Ruins & Lairs is played from the scenario's
    # gates_treatments_from (``gates_treatments``).
    "TW-309": (True, "never arises here: its Shadow-land treated as a Wilderness "
                     f"({_NO_DARKER})"),
    "TW-331": (True, "never arises here: its alternative with Gates of Morning in play, a "
                     f"Dark-domain treated as a Shadow-land or a Shadow-land as a Wilderness "
                     f"({_NO_DARKER})"),
    # The Evenstar: after its note (``no_use``), no Elf to play it on.
    "TW-343": (True, "never arises here: its alternative with Gates of Morning in play, the "
                     "card never played with no Elf to play it on"),
}


def hand_refusal(hand: Sequence[str], card: str, name: str, problem: Callable[[], str | None],
                 clause: str = PLAY_PERMANENT) -> IllegalAction:
    """The refusal of ``card`` played from the hand, naming it: not in the hand, or why its
    condition is not met now (``problem``, asked only when it is in the hand)."""
    why = f"{name} is not in the hand" if card not in hand \
        else problem() or "it cannot be played now"
    return IllegalAction(f"{name} cannot be played now: {why}.", clause=clause)


def mode_refusal(action: str, card: str, name: str, mode: str, plays: bool,
                 hand: Sequence[str], problem: Callable[[str], str | None],
                 clause: str) -> IllegalAction | None:
    """``play:<card>:<mode>[:<on>]`` of ``card`` of the hand, a version that ``plays`` it,
    refused naming it and why (``problem`` asked of ``on``, the character it is played on, or
    the mode named is not ``mode``). None: another action or card, not in the hand, or a
    version that does not play it."""
    kind, _, rest = action.partition(":")
    played, _, rest = rest.partition(":")
    if kind != "play" or played != card or not plays or card not in hand:
        return None
    given, _, on = rest.partition(":")
    why = problem(on) or (f"it is played as '{mode}', not '{given}'" if given != mode else None)
    return IllegalAction(f"{name} cannot be played now: {why}.", clause=clause) if why else None


def permanent_refusal(kind: str, rest: str, card: str, name: str, plays: bool,
                      hand: Sequence[str],
                      problem: Callable[[str], str | None]) -> IllegalAction | None:
    """``permanent-event:<card>:<on>`` of ``card``, a version that ``plays`` it, refused
    naming it (``hand_refusal``; ``problem`` asked of ``on``, the character or company it is
    played on). None: another action or card, or a version that does not play it."""
    played, _, on = rest.partition(":")
    if kind != PERMANENT or played != card or not plays:
        return None
    return hand_refusal(hand, card, name, lambda: problem(on))
