"""The abilities of Appendix 1 a player chooses to use: Aragorn and Faramir's untapping, the
healing of Glorfindel and Éowyn, Elrond's removal of a corruption card, Galadriel's look at
the top card of a deck, Sam's minor item from the discard pile. Each is offered as
``ability:<character>:<target>`` in the organization phase (the start of the turn's first
phase of choices) and refused by name with its clause when it does not apply; Aragorn's and
Faramir's untapping, from ``ANY_PHASE_SINCE``, at the start of the long-event and site phases
too. In the site
phase: Haldir's look at an on-guard card of his region, and Galdor's discards at a Haven; in
the long-event phase, once the movement is planned, Galva's untapping.

Healing is read as CoE healing: a wounded character becomes tapped (CoE 2.I.1).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from domain.cards import Card
from domain.cards.names import fold
from domain.engine.characters import Character
from domain.errors import IllegalAction
from domain.narration import named
from domain.ruleset import Action, Context, illegal, played_since
from domain.rulesets.road_goes_ever_on.abilities import ENHANCED
from domain.rulesets.road_goes_ever_on.choices import NEWS_DECKS
from domain.rulesets.road_goes_ever_on.state import (
    LONG_EVENT,
    ORGANIZATION,
    SITE,
    WAITING_AT_START,
    State,
)


@dataclass(frozen=True, slots=True)
class Use:
    """One use of an ability: who uses it, on what (a character, or a corruption card)."""

    clause: str
    user: str
    target: str
    label: str


def _company(state: State, who: Character) -> list[Character]:
    return [c for c in state.characters if c.card_id != who.card_id]


def aragorn(state: State, who: Character, here: Card) -> list[Use]:
    """Once a turn, Aragorn untaps (RGO-ABIL-2)."""
    if who.state != "tapped":
        return []
    return [Use("RGO-ABIL-2", who.card_id, who.card_id, f"{who.name} untaps")]


def beorn(state: State, who: Character, here: Card) -> list[Use]:
    """Beorn takes +2 prowess and +2 body until the end of the turn, and then goes back to
    the hand (RGO-ABIL-7)."""
    return [Use("RGO-ABIL-7", who.card_id, who.card_id, f"{who.name} rouses himself: +2 "
                "prowess and body this turn, then back to hand")]


def faramir(state: State, who: Character, here: Card) -> list[Use]:
    """Once a turn, Faramir untaps a Ranger of his company (RGO-ABIL-22)."""
    return [Use("RGO-ABIL-22", who.card_id, c.card_id, f"{who.name} untaps {c.name}")
            for c in _company(state, who) if c.state == "tapped" and c.has_skill("ranger")]


def _healer(clause: str, site: str | None) -> Callable[[State, Character, Card], list[Use]]:
    def heal(state: State, who: Character, here: Card) -> list[Use]:
        if not who.untapped or (site is not None and fold(here.name) != fold(site)):
            return []
        return [Use(clause, who.card_id, c.card_id, f"{who.name} taps to heal {c.name}")
                for c in _company(state, who) if c.wounded]
    return heal


def elrond(state: State, who: Character, here: Card) -> list[Use]:
    """At Rivendell, Elrond taps to remove a corruption card from any character
    (RGO-ABIL-18)."""
    if not who.untapped or fold(here.name) != fold("Rivendell"):
        return []
    points = [card for card, _, p in state.hazard_points if p > 0]
    return [Use("RGO-ABIL-18", who.card_id, card, f"{who.name} taps to remove a corruption "
                "card")
            for card, _ in state.permanent_hazards if card in points]


def galadriel(state: State, who: Character, here: Card) -> list[Use]:
    """At Lórien, Galadriel taps to see the top card of any deck (RGO-ABIL-25)."""
    if not who.untapped or fold(here.name) != fold("Lórien"):
        return []
    return [Use("RGO-ABIL-25", who.card_id, deck, f"{who.name} taps to see the top card of "
                f"the {deck} deck") for deck, field in NEWS_DECKS.items() if getattr(state, field)]


def _sam(card: Callable[[str], Card]) -> Callable[[State, Character, Card], list[Use]]:
    def sam(state: State, who: Character, here: Card) -> list[Use]:
        """Sam taps to take a minor item that is not a Hoard item from the discard pile into
        hand, each item once in the game (RGO-ABIL-41)."""
        if not who.untapped:
            return []
        items = [c for c in dict.fromkeys(state.discard) if card(c).item_class == "minor"
                 and "Hoard" not in card(c).keywords]
        return [Use("RGO-ABIL-41", who.card_id, c, f"{who.name} taps to take "
                    f"{card(c).name} back into hand") for c in items]
    return sam


def _haldir(card: Callable[[str], Card]) -> Callable[[State, Character, Card], list[Use]]:
    def haldir(state: State, who: Character, here: Card) -> list[Use]:
        """Haldir taps to see an on-guard card at a site of his region (RGO-ABIL-34), read
        as in the site phase, while on-guard cards lie at the sites."""
        if not who.untapped:
            return []
        return [Use("RGO-ABIL-34", who.card_id, guard, f"{who.name} taps to see the card on "
                    f"guard at {card(site).name}") for guard, site in state.on_guard
                if card(site).region == here.region]
    return haldir


def galdor(state: State, who: Character, here: Card) -> list[Use]:
    """At a Haven but the Grey Havens, Galdor discards up to two cards from hand as the turn
    ends (RGO-ABIL-26), read as in the site phase, before the hand is refilled."""
    if not here.is_haven or fold(here.name) == fold("Grey Havens"):
        return []
    return [Use("RGO-ABIL-26", who.card_id, c, f"{who.name}: discard a card before the hand "
                "is refilled") for c in dict.fromkeys(state.hand)]


def _galva_untaps(state: State, who: Character) -> list[Character]:
    """The tapped characters Galva untaps: as many as his site path is short of four
    regions, in the company's order."""
    count = max(0, 4 - len(state.path))
    return [c for c in _company(state, who) if c.state == "tapped"
            and not state.holds_card(c.card_id)][:count]


def galva(state: State, who: Character, here: Card) -> list[Use]:
    """Galva taps to untap as many characters as the regions his site path is short of four
    (RGO-ABIL-27), read as once the company's movement is planned (the long-event phase)."""
    if not who.untapped or state.destination is None or not _galva_untaps(state, who):
        return []
    names = ", ".join(c.name for c in _galva_untaps(state, who))
    return [Use("RGO-ABIL-27", who.card_id, who.card_id, f"{who.name} taps to untap {names}")]


#: Abilities used in the long-event phase, the movement planned.
LONG_EVENT_ABILITIES: Mapping[str, Callable[[State, Character, Card], list[Use]]] = {
    fold("Galva"): galva,
}
#: Abilities used in the site phase (Haldir's is built on the catalog, as Sam's).
SITE_ABILITIES: Mapping[str, Callable[[State, Character, Card], list[Use]]] = {
    fold("Galdor"): galdor,
}
ABILITIES: Mapping[str, Callable[[State, Character, Card], list[Use]]] = {
    fold("Aragorn II"): aragorn, fold("Faramir"): faramir, fold("Beorn"): beorn,
    fold("Glorfindel II"): _healer("RGO-ABIL-32", None),
    fold("Éowyn"): _healer("RGO-ABIL-20", "Edoras"),
    fold("Elrond"): elrond, fold("Galadriel"): galadriel,
}
#: The abilities that may be used once a turn only.
ONCE_A_TURN = ("RGO-ABIL-2", "RGO-ABIL-22", "RGO-ABIL-7")
UNTAPPING = ("RGO-ABIL-2", "RGO-ABIL-22")  # the abilities that untap their target
#: The first version in which Aragorn's and Faramir's untapping (``UNTAPPING``, "at the start
#: of any phase") is offered only at the start of the organization phase, before any other
#: action of it (``State.phase_acted``); before, anywhere in the phase (so a character could
#: take heart, untap and take heart again), and those versions replay as played.
PHASE_START_SINCE = 192
#: The first version in which the two untappings are offered at the start of each phase that
#: waits for the player before its first action (``state.WAITING_AT_START``): the organization,
#: the long-event and each company's site phase, still once a turn; before, at the start of the
#: organization phase only, and those versions replay as played. The movement/hazard phase
#: reveals, draws and sets its hazard limit before any decision, the untap phase untaps every
#: character anyway, and the end of the turn waits only for a discard to five: no start there.
ANY_PHASE_SINCE = 195
UNTAPPERS = (fold("Aragorn II"), fold("Faramir"))


def _spent(state: State, u: Use) -> bool:
    """Once a turn (Aragorn, Faramir), or once for each item (Sam)."""
    if u.clause in ONCE_A_TURN:
        return any(c == u.clause and t == state.turn for c, _, t in state.used)
    if u.clause == "RGO-ABIL-41":
        return any(c == u.clause and x == u.target for c, x, _ in state.used)
    if u.clause == "RGO-ABIL-26":  # two cards a turn
        return sum(1 for c, _, t in state.used if c == u.clause and t == state.turn) >= 2
    return False


SAM = fold("Sam Gamgee")
HALDIR = fold("Haldir")


def _ability(name: str, card: Callable[[str], Card], phase: str, played: str
             ) -> Callable[[State, Character, Card], list[Use]] | None:
    if phase in (SITE, LONG_EVENT) and name in UNTAPPERS \
            and played_since(played, ANY_PHASE_SINCE):
        return ABILITIES[name]  # at the start of the phase (_too_late)
    if phase == SITE:
        return _haldir(card) if name == HALDIR else SITE_ABILITIES.get(name)
    if phase == LONG_EVENT:
        return LONG_EVENT_ABILITIES.get(name)
    return _sam(card) if name == SAM else ABILITIES.get(name)


def _too_late(state: State, played: str, u: Use) -> bool:
    """An untapping "at the start of any phase" once the phase has seen another action."""
    return u.clause in UNTAPPING and state.phase_acted \
        and played_since(played, PHASE_START_SINCE)


def uses(state: State, here: Card, card: Callable[[str], Card], played: str) -> list[Use]:
    out: list[Use] = []
    for who in state.characters:
        ability = _ability(fold(who.name), card, state.phase, played)
        if ability is None:
            continue
        # A holder of a card not yet stored is not untapped (rescues.py).
        out += [u for u in ability(state, who, here) if not _spent(state, u) and not (
            u.clause in UNTAPPING and state.holds_card(u.target))
            and not _too_late(state, played, u)]
    return out


def actions(state: State, here: Card, card: Callable[[str], Card], played: str
            ) -> list[Action]:
    return [Action(f"ability:{u.user}:{u.target}", u.label, u.clause)
            for u in uses(state, here, card, played)]


def _untapping_phases(played: str) -> tuple[str, ...]:
    """The phases at whose start the untappings are offered in the version ``played``."""
    return WAITING_AT_START if played_since(played, ANY_PHASE_SINCE) else (ORGANIZATION,)


def refusal(state: State, rest: str, played: str, card: Callable[[str], Card]) -> IllegalAction:
    """Why ``ability:<rest>`` is refused, each card by its name (``card``: a card by its id; a
    target no card is, a deck, as it is)."""
    user, _, target = rest.partition(":")
    aimed = named(card, target) if target else "nothing"
    who = state.character(user)
    if who is None:
        return illegal(f"{named(card, user)} is not in the company.", "RGO-CHAR-1")
    if fold(who.name) not in (*ABILITIES, SAM, *SITE_ABILITIES, HALDIR, *LONG_EVENT_ABILITIES):
        return illegal(f"{who.name} has no ability a player uses.", "RGO-CHAR-1")
    clause = ENHANCED[fold(who.name)].clause
    if clause in UNTAPPING and state.phase in _untapping_phases(played) and _too_late(
            state, played, Use(clause, user, target, "")):
        return illegal(f"{who.name}'s untapping is used at the start of a phase, before any "
                       f"other action of it: this {state.phase} phase has seen one already.",
                       clause)
    if clause in UNTAPPING and played_since(played, ANY_PHASE_SINCE):
        return illegal(f"{who.name}'s ability does not apply to {aimed} now: it "
                       "is used at the start of the organization, long-event or site phase, "
                       "before any other action of it, on what it names, once a turn.", clause)
    when = "the site phase" if fold(who.name) in (*SITE_ABILITIES, HALDIR) \
        else "the long-event phase, the movement planned" \
        if fold(who.name) in LONG_EVENT_ABILITIES else "the organization phase"
    return illegal(f"{who.name}'s ability does not apply to {aimed} now: it is "
                   f"used in {when}, on what it names, as often as it may be.",
                   ENHANCED[fold(who.name)].clause)


def use(ctx: Context[State], here: Card, rest: str) -> None:
    user, _, target = rest.partition(":")
    found = next(u for u in uses(ctx.state, here, ctx.ruleset.catalog.get, ctx.ruleset.played)
                 if (u.user, u.target) == (user, target))
    ctx.emit("AbilityUsed", found.clause, character=user, target=target, clause=found.clause,
             ability=found.label)
    if found.clause in ("RGO-ABIL-2", "RGO-ABIL-22"):
        ctx.emit("CharacterStateChanged", found.clause, character=target, state="untapped")
        return
    if found.clause == "RGO-ABIL-26":
        ctx.emit("CardsDiscarded", found.clause, cards=[target])
        return
    if found.clause == "RGO-ABIL-7":
        return  # the strength lasts the turn (abilities.beorn_roused)
    ctx.emit("CharacterStateChanged", found.clause, character=user, state="tapped")
    if found.clause == "RGO-ABIL-25":
        top = getattr(ctx.state, NEWS_DECKS[target])[0]
        ctx.emit("TopCardSeen", found.clause, deck=target, card=top,
                 name=ctx.ruleset.catalog.get(top).name)
    elif found.clause == "RGO-ABIL-41":
        ctx.emit("CardTakenToHand", found.clause, card=target, source="discard")
    elif found.clause == "RGO-ABIL-27":
        galva_now = ctx.state.character(user)
        assert galva_now is not None  # offered among the company's abilities
        for c in _galva_untaps(ctx.state, galva_now):
            ctx.emit("CharacterStateChanged", found.clause, character=c.card_id,
                     state="untapped")
    elif found.clause == "RGO-ABIL-34":
        site = dict(ctx.state.on_guard)[target]
        ctx.emit("OnGuardCardSeen", found.clause, card=target,
                 name=ctx.ruleset.catalog.get(target).name, site=site)
    elif found.clause == "RGO-ABIL-18":
        bearer = dict(ctx.state.permanent_hazards)[target]
        ctx.emit("CorruptionCardRemoved", found.clause, card=target, character=bearer)
    else:
        ctx.emit("CharacterStateChanged", found.clause, character=target, state="tapped")
