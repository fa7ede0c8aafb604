"""Short-events that bolster one character for the rest of the turn (CoE 5.1), as any ruleset
reads them: what each gives him against every strike he faces (prowess), in every body check
he makes (body) and in every influence attempt (direct influence) until the turn ends, whom it
is played on, and the corruption check it asks of him after (CoE 7.1).

- Narya (TW-290), on Gandalf: +4 prowess, +1 body, +2 direct influence; every unwounded
  character of his company untaps at once; his check at -5;
- Nenya (TW-291), on Galadriel: +2 prowess, +2 body, +2 direct influence; her check at -3, at
  -1 while her company is at a Haven;
- Vilya (TW-358), on Elrond: +4 prowess, +2 body, +6 direct influence; his check at -3; once a
  turn;
- The Evenstar (TW-343), on an Elf: +1 prowess;
- Wizard's Voice (TW-366), on a Wizard: +6 direct influence; his check at -3; once a turn.

A ruleset keeps the bonuses given this turn as ``Bonus`` records (character, card, stat,
amount), cleared as the next turn begins. The Road Goes Ever On (its ``turn_bonuses``) and the
Hobbit family (the engine's eleventh generation of scripted cards, ``effects.LATER``, played
by ``hobbit.cards``) read them alike.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from domain.engine import coe
from domain.engine.checks import Modifier

#: What a card adds to, each a primitive effect of the engine's vocabulary (``effects``).
PROWESS = "turn-prowess"
BODY = "turn-body"
INFLUENCE = "turn-direct-influence"
STATS = (PROWESS, BODY, INFLUENCE)
WORDS = {PROWESS: "prowess", BODY: "body", INFLUENCE: "direct influence"}
#: Every tapped, unwounded character of the bolstered character's company untaps (Narya).
UNTAP_COMPANY = "untap-company"
RULE = coe.SHORT_EVENT

#: A bonus given this turn: (character, card, stat, amount).
Bonus = tuple[str, str, str, int]


@dataclass(frozen=True, slots=True)
class TurnCard:
    """One card: its bonuses, whom it is played on (a character of that name, or of that
    race), what else it does, and the corruption check it asks (None: none)."""

    card: str
    name: str
    prowess: int = 0
    body: int = 0
    influence: int = 0
    named: str | None = None
    race: str | None = None
    untaps_company: bool = False
    check: int | None = None
    #: The check's modifier instead while the character's company is at a Haven.
    check_in_haven: int | None = None
    once_a_turn: bool = False

    @property
    def stats(self) -> tuple[tuple[str, int], ...]:
        """(stat, amount) of each bonus it gives, in the order prowess, body, influence."""
        return tuple((stat, amount) for stat, amount in (
            (PROWESS, self.prowess), (BODY, self.body), (INFLUENCE, self.influence)) if amount)

    def check_at(self, at_haven: bool) -> int | None:
        """The modifier of the check it asks, where the character's company is."""
        if at_haven and self.check_in_haven is not None:
            return self.check_in_haven
        return self.check


NARYA, NENYA, VILYA, EVENSTAR, WIZARDS_VOICE = "TW-290", "TW-291", "TW-358", "TW-343", "TW-366"
WIZARD = "Wizard"
CARDS: dict[str, TurnCard] = {c.card: c for c in (
    TurnCard(NARYA, "Narya", 4, 1, 2, named="Gandalf", untaps_company=True, check=-5),
    TurnCard(NENYA, "Nenya", 2, 2, 2, named="Galadriel", check=-3, check_in_haven=-1),
    TurnCard(VILYA, "Vilya", 4, 2, 6, named="Elrond", check=-3, once_a_turn=True),
    TurnCard(EVENSTAR, "The Evenstar", 1, race="Elf"),
    TurnCard(WIZARDS_VOICE, "Wizard’s Voice", influence=6, race=WIZARD, check=-3,
             once_a_turn=True),
)}
#: The cards that may not be played twice in a turn.
ONCE_A_TURN = tuple(c.card for c in CARDS.values() if c.once_a_turn)


def played_this_turn(bonuses: Iterable[Bonus], card: str) -> bool:
    """Whether ``card``, one that may not be played twice a turn, has been played this turn
    (a bonus it gave is recorded)."""
    return card in ONCE_A_TURN and any(c == card for _, c, _, _ in bonuses)


def given_this_turn(bonuses: Iterable[Bonus], card: str) -> bool:
    """Whether ``card`` has given a bonus this turn (for a card whose mode is played once a
    turn, ``effects.Mode.once_a_turn``, whether or not this module holds it)."""
    return any(c == card for _, c, _, _ in bonuses)


def found(bonuses: Iterable[Bonus], who: str, stat: str) -> list[tuple[str, int]]:
    """(card, amount) of each bonus to ``stat`` given ``who`` this turn."""
    return [(card, amount) for character, card, kind, amount in bonuses
            if character == who and kind == stat]


def total(bonuses: Iterable[Bonus], who: str, stat: str) -> int:
    return sum(amount for _, amount in found(bonuses, who, stat))


def strike_modifiers(bonuses: Iterable[Bonus], who: str,
                     name: Callable[[str], str]) -> list[Modifier]:
    """The prowess the cards give ``who`` against a strike this turn."""
    return [Modifier(amount, f"card:{card}", f"{name(card)} for the rest of the turn", RULE)
            for card, amount in found(bonuses, who, PROWESS)]


def body_modifiers(bonuses: Iterable[Bonus], who: str,
                   name: Callable[[str], str]) -> list[Modifier]:
    """The body the cards give ``who``, as modifiers of his body check's roll (body +1 is
    -1 off the roll)."""
    return [Modifier(-amount, f"card:{card}", f"{name(card)} for the rest of the turn "
                     f"(body {amount:+d})", RULE) for card, amount in found(bonuses, who, BODY)]


def influence_modifiers(bonuses: Iterable[Bonus], who: str,
                        name: Callable[[str], str]) -> list[Modifier]:
    """The direct influence the cards give ``who`` this turn."""
    return [Modifier(amount, f"card:{card}", f"{name(card)}: direct influence for the rest "
                     "of the turn", RULE) for card, amount in found(bonuses, who, INFLUENCE)]
