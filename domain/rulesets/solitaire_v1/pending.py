"""The roll the game waits for while members may still tap to assist it (SV1-HAZ-5,
SV1-SEQ-5A): whose it is, what it is for and which 2D6 totals make it, as the choices' labels
and the board say it. Its terms are those the roll adds up when it is made
(``hazards.strike_roll``, ``hazards.body_check``, ``attempts.roll``)."""

from __future__ import annotations

from dataclasses import dataclass

from domain.canonical import JSON
from domain.cards import Catalog
from domain.rulesets.solitaire_v1 import facts
from domain.rulesets.solitaire_v1.common import body_check_numbers, card, name, prowess
from domain.rulesets.solitaire_v1.hazards import condition_modifier
from domain.rulesets.solitaire_v1.state import WOUNDED, SolitaireState

STRIKE, BODY_CHECK, ATTEMPT = "strike", "body check", "attempt"
#: What an attempt's roll is for, by the kind of card offered.
ATTEMPT_WORDS = {"item": "to acquire", "character": "to recruit", "faction": "to recruit"}


@dataclass(frozen=True, slots=True)
class Pending:
    """A roll waiting: its ``kind``, the ``member`` making it, the hazard it is against or the
    card attempted (``card``), the number it is against (``target``: the hazard's prowess,
    the member's body, the card's MP + 6) and the 2D6 total that makes it with the assistance
    given so far (``bound``: the least for a strike or an attempt, the most for a body check)."""

    kind: str
    member: str
    card: str
    target: int
    bound: int
    #: The attempt's kind of card ("item", "character", "faction"); "" for a hazard's roll.
    attempted: str = ""
    #: A body check's member already wounded: failing it eliminates him (SV1-HAZ-4H1).
    wounded: bool = False

    def dice(self, more: int = 0) -> int:
        """The 2D6 total that makes the roll with ``more`` members assisting besides (each +1
        in the member's favour, SV1-HAZ-5)."""
        return self.bound + more if self.kind == BODY_CHECK else self.bound - more

    def needs(self, more: int = 0) -> str:
        """The dice the roll needs, in words: "10 or more on 2D6", "6 or less on 2D6", "any
        roll", "no roll", "only a double six" (a strike's, SV1-HAZ-4E)."""
        n = self.dice(more)
        if self.kind == BODY_CHECK:
            return "any roll" if n >= 12 else "no roll" if n < 2 else f"{n} or less on 2D6"
        if n <= 2:
            return "any roll"
        if self.kind == STRIKE and n > 12:
            return "only a double six"
        return "no roll" if n > 12 else f"{n} or more on 2D6"

    def whose(self, catalog: Catalog) -> str:
        """The roll named: "Adrazar's strike against Barrow-wight", "Adrazar's body check
        against Barrow-wight", "Adrazar's attempt to recruit Ioreth"."""
        who, what = name(catalog, self.member), name(catalog, self.card)
        if self.kind == ATTEMPT:
            return f"{who}'s attempt {ATTEMPT_WORDS[self.attempted]} {what}"
        return f"{who}'s {self.kind} against {what}"

    def outcome(self, catalog: Catalog, more: int = 0) -> str:
        """What the dice do: "10 or more on 2D6 beats its prowess 12", "6 or less on 2D6
        passes (body 6), else Adrazar is wounded", "8 or more on 2D6 succeeds (MP + 6 = 8)"."""
        dice = self.needs(more)
        if self.kind == STRIKE:
            return f"{dice} beats its prowess {self.target}"
        if self.kind == BODY_CHECK:
            fate = "eliminated" if self.wounded else "wounded"
            return f"{dice} passes (body {self.target}), else " \
                   f"{name(catalog, self.member)} is {fate}"
        return f"{dice} succeeds (MP + 6 = {self.target})"

    def view(self, catalog: Catalog, assists: tuple[str, ...]) -> dict[str, JSON]:
        """The roll as the board shows it: whose, against what, the dice it needs and who
        assists it."""
        return {"roll": self.kind, "member": name(catalog, self.member),
                "against": {STRIKE: f"prowess {self.target}", BODY_CHECK: f"body {self.target}",
                            ATTEMPT: f"MP + 6 = {self.target}"}[self.kind],
                "needs": self.needs(),
                "assisted_by": [name(catalog, a) for a in assists]}


def pending(state: SolitaireState, catalog: Catalog) -> Pending | None:
    """The roll waiting to be made, worked out as the roll will count it; None: none."""
    attempt = state.attempt
    if attempt is not None and attempt.roll is not None:
        return Pending(ATTEMPT, attempt.member, attempt.card, attempt.needed,
                       attempt.needed - len(attempt.roll.assists), attempt.kind)
    hazard = state.hazard
    if hazard is None or hazard.roll is None:
        return None
    roll = hazard.roll
    member = state.member(roll.member)
    assert member is not None
    assists = len(roll.assists)
    if roll.kind == STRIKE:
        hazard_prowess = facts.prowess(card(catalog, hazard.card))
        adds = prowess(catalog, member) + condition_modifier(member, hazard.taps) + assists
        return Pending(STRIKE, member.card, hazard.card, hazard_prowess,
                       hazard_prowess + 1 - adds)
    numbers = body_check_numbers(catalog, member, assists, combat=hazard.nature == "combat")
    return Pending(BODY_CHECK, member.card, hazard.card, numbers["body"] + numbers["item"],
                   numbers["body"] + numbers["item"] + assists - numbers["wounded"],
                   wounded=member.status == WOUNDED)
