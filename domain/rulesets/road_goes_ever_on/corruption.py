"""Removing a corruption card (CoE 7.3) and the Shadow token it may take away (RGO-SHADOW-10).

In his organization phase a character bearing a corruption permanent-event may tap to try to
remove it: 2D6, removed when the roll reaches the card's number. The numbers of the corruption
cards of the default hazard deck ship in ``seeds/tables/road-goes-ever-on/corruption-removal.json``;
for any other card the player declares the number (the ``needed`` argument), recorded as a
player ruling. A roll of at least that number + 4 also removes one Shadow token.

From version 18 a bearer may also try without tapping, untapped, tapped or wounded, at -3 and
once a turn for each card (``remove-corruption-untapped``, TD-CORR-1 and 2); such an attempt
takes no Shadow token away, which needs a tapped character (RGO-SHADOW-10).

From ``ONE_TRY_SINCE`` the attempt without tapping is made only on a card not yet tried this
turn, and it is the card's last attempt of the turn (CoE 7.3): once tried at -3 it is not tried
again by tapping (CoE 7.3.1 allows tapping again only while no untapped attempt was made), and
once tried by tapping it is not tried at -3; each is refused naming why. Earlier versions
limited only the attempts without tapping (once a turn, TD-CORR-2), a bearer who failed at -3
then tapping to try again, and replay as played.

From ``EVERY_COMPANY_SINCE`` a bearer in any company may try (earlier versions looked for him in
the first company only, and replay as played), and what is tried is the copy: the card on that
bearer (CoE 7.3, "the same corruption card"), so another character's copy of the same card is
still tried; earlier versions kept the card itself, every copy of it, from a second attempt.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from functools import cache
from importlib import resources

from domain.canonical import JSON
from domain.cards import fold
from domain.engine import dragons_clarifications as td
from domain.engine.characters import Character
from domain.engine.checks import AT_LEAST, Modifier, check
from domain.ruleset import Action, Context, illegal, played_since
from domain.rulesets.road_goes_ever_on import corruption_cards, nazgul_blades, shadow, tokens
from domain.rulesets.road_goes_ever_on.combat import enhanced, explained
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, TAPPED_REMOVAL, State
from domain.rulesets.road_goes_ever_on.turn import Turn

RULE = "CoE-7.3"
UNTAPPED = "remove-corruption-untapped"
#: Versions recorded before a corruption card could be removed without tapping (TD-CORR-1).
BEFORE_UNTAPPED = tuple(str(v) for v in range(1, 18))
#: The first version in which a corruption card tried without tapping is tried no more that
#: turn, and one tried by tapping is not tried without (CoE 7.3, 7.3.1; see above).
ONE_TRY_SINCE = 225
#: The first version in which a bearer of any company may try, and a copy is tried by itself.
EVERY_COMPANY_SINCE = 228
#: The first version whose try without tapping (``AbilityUsed``) cites TD-CORR-1, the rule
#: that allows it; before, TD-CORR-2, the once-a-turn limit it counts against (its ``clause``
#: still, which the state keeps the try by).
ALLOWED_BY_SINCE = 231
#: The first version whose try without tapping cites TD-CORR-1 on its roll too (``DiceRolled``,
#: ``HazardRemovalRolled``), as on its ``AbilityUsed``: one clause, The Dragons' (whose insert
#: applies where the standard rules do), names the permission throughout, the -3 included.
#: Before, the roll cited CoE-7.3, which states the same permission. The roll of a try by
#: tapping still cites CoE-7.3, as does the card's removal after either.
ROLL_ALLOWED_BY_SINCE = 237
NEEDED_PARAM = {"needed": "the lowest 2D6 roll that removes the card, as printed on it "
                          "(only for a card whose number is not known)"}


@cache
def removal_numbers() -> dict[str, int]:
    """Folded card name -> the lowest roll that removes it."""
    path = resources.files("seeds").joinpath("tables", "road-goes-ever-on",
                                             "corruption-removal.json")
    document = json.loads(path.read_text("utf-8"))
    return {fold(str(row["name"])): int(row["needed"]) for row in document["cards"]}


def known_number(name: str, card_id: str, played: str) -> int | None:
    """The lowest roll that removes a corruption card, where the version knows it (None: the
    player declares it)."""
    found = removal_numbers().get(fold(name))
    if found is None:
        found = nazgul_blades.removal_number(card_id, played)
    return found if found is not None else corruption_cards.removal_number(card_id, played)


def tried(state: State, card: str, who: str, untapped: bool, played: str) -> bool:
    """Whether ``card`` has been tried this turn without tapping (``untapped``), or by tapping
    (kept from ``ONE_TRY_SINCE``): from ``EVERY_COMPANY_SINCE`` the copy on ``who``, before
    any copy. A try is kept as ``card:bearer`` (the tapping always, the try without tapping
    from ``EVERY_COMPANY_SINCE``, its ``AbilityUsed`` naming the ``bearer``), else ``card``."""
    clause = td.ONCE_A_TURN if untapped else TAPPED_REMOVAL
    if played_since(played, EVERY_COMPANY_SINCE):
        return (clause, f"{card}:{who}", state.turn) in state.used
    return any(c == clause and t == state.turn and key.partition(":")[0] == card
               for c, key, t in state.used)


class CorruptionRemoval:
    def __init__(self, turn: Turn) -> None:
        self.turn = turn

    def known_number(self, card_id: str) -> int | None:
        return known_number(self.turn.card(card_id).name, card_id, self.turn.played)

    def attempts(self, state: State) -> list[tuple[str, str]]:
        """(corruption card, bearer) pairs an untapped bearer may try to remove now: from
        ``ONE_TRY_SINCE`` not a card tried without tapping this turn (CoE 7.3.1)."""
        if state.phase != ORGANIZATION:
            return []
        out = []
        for card, who in dict.fromkeys(state.permanent_hazards):
            bearer = self._bearer(state, who)
            if bearer is not None and bearer.untapped and self._corruption_event(card) \
                    and not (self._one_try() and self._tried(state, card, who, True)):
                out.append((card, who))
        return out

    def untapped_attempts(self, state: State) -> list[tuple[str, str]]:
        """(corruption card, bearer) pairs the bearer may try to remove without tapping: in
        any state, once a turn for each card (TD-CORR-1, TD-CORR-2), and from
        ``ONE_TRY_SINCE`` only a card not tried by tapping this turn either (CoE 7.3)."""
        if state.phase != ORGANIZATION:
            return []
        return [(card, who) for card, who in dict.fromkeys(state.permanent_hazards)
                if self._bearer(state, who) is not None and self._corruption_event(card)
                and not self._tried(state, card, who, True)
                and not (self._one_try() and self._tried(state, card, who, False))]

    def _bearer(self, state: State, who: str) -> Character | None:
        """The bearer, in any company from ``EVERY_COMPANY_SINCE`` (the first one before)."""
        if not self._every_company():
            return state.character(who)
        return next((c for c in state.every_character() if c.card_id == who), None)

    def _every_company(self) -> bool:
        return played_since(self.turn.played, EVERY_COMPANY_SINCE)

    def _tried(self, state: State, card: str, who: str, untapped: bool) -> bool:
        return tried(state, card, who, untapped, self.turn.played)

    @staticmethod
    def _untapped_roll_rule(played: str) -> str:
        """The clause the roll of a try without tapping cites: TD-CORR-1, which allows it,
        from ``ROLL_ALLOWED_BY_SINCE``; before, CoE-7.3."""
        return td.IGNORE_TAP if played_since(played, ROLL_ALLOWED_BY_SINCE) else RULE

    def _one_try(self) -> bool:
        return played_since(self.turn.played, ONE_TRY_SINCE)

    def _corruption_event(self, card_id: str) -> bool:
        """A corruption permanent-event its bearer may try to remove in his organization
        phase: not, from ``nazgul_blades.UNTAP_SINCE``, Morgul-knife or The Pale Sword, which
        are tried only in the untap phase (``blade_removal``)."""
        card = self.turn.card(card_id)
        return card.corruption_card and "Permanent-event" in card.subtypes \
            and not nazgul_blades.removed_at_untap(card_id, self.turn.played)

    def actions(self, state: State, played: str) -> list[Action]:
        # The try by tapping is offered under CoE-7.3, which allows it (as its roll and the
        # removal cite); RGO-SHADOW-10 is only the Shadow token a roll 4 higher takes away. The
        # clause is the listed action's alone (a decision records its id): no version's play
        # changes, so none is gated.
        return [Action(f"remove-corruption:{card}:{who}",
                       f"{self.turn.card(who).name} taps to try to remove "
                       f"{self.turn.card(card).name}", RULE,
                       {} if self.known_number(card) is not None else NEEDED_PARAM)
                for card, who in self.attempts(state)] + [
            Action(f"{UNTAPPED}:{card}:{who}",
                   f"{self.turn.card(who).name} tries to remove {self.turn.card(card).name} "
                   "without tapping (-3)", td.IGNORE_TAP,
                   {} if self.known_number(card) is not None else NEEDED_PARAM)
            for card, who in self.untapped_attempts(state)
            if played not in BEFORE_UNTAPPED]

    def refusal(self, state: State, rest: str, untapped: bool = False) -> Exception:
        card, _, who = rest.partition(":")
        if (card, who) in state.permanent_hazards \
                and nazgul_blades.removed_at_untap(card, self.turn.played):
            return illegal(f"{self.turn.card(card).name} is tried only as it prints: at a "
                           "Haven, in its bearer's untap phase, instead of untapping or "
                           "healing.", RULE)
        name = self.turn.card(card).name
        if (card, who) in state.permanent_hazards and state.phase == ORGANIZATION \
                and self._one_try() and self._tried(state, card, who, True):
            return illegal(f"{name} has already been tried without tapping this turn: no "
                           "more attempts to remove it are made this turn.", RULE)
        if untapped and (card, who) in state.permanent_hazards and self._one_try() \
                and state.phase == ORGANIZATION and self._tried(state, card, who, False):
            return illegal(f"{name} has already been tried by tapping this turn: an attempt "
                           "without tapping is made only on a card not yet tried.", RULE)
        if untapped and (card, who) in state.permanent_hazards \
                and state.phase == ORGANIZATION:
            return illegal(f"{name} has already been tried without tapping this turn.",
                           td.ONCE_A_TURN)
        if (card, who) not in state.permanent_hazards:
            return illegal("That corruption card is not on that character.", RULE)
        if state.phase != ORGANIZATION:
            return illegal("A corruption card is removed in its bearer's organization phase.",
                           RULE)
        return illegal("The bearer must be untapped to tap for the attempt.", RULE)

    def decide(self, ctx: Context[State], rest: str, args: Mapping[str, JSON],
               untapped: bool = False) -> None:
        card, _, who = rest.partition(":")
        name = self.turn.card(card).name
        needed = self.known_number(card)
        if needed is None:
            declared = args.get("needed")
            if not isinstance(declared, int) or isinstance(declared, bool) \
                    or not 2 <= declared <= 12:
                raise illegal(f"Declare the roll printed on {name} that removes it (the "
                              "\"needed\" argument, 2 to 12).", RULE)
            needed = declared
            ctx.emit("PlayerRuling", RULE, card=card, name=name, effect="removal-number",
                     amount=needed, target=who)
        if untapped:
            cited = td.IGNORE_TAP if played_since(ctx.ruleset.played, ALLOWED_BY_SINCE) \
                else td.ONCE_A_TURN
            ctx.emit("AbilityUsed", cited, clause=td.ONCE_A_TURN, target=card,
                     **({"bearer": who} if self._every_company() else {}),
                     ability=f"{self.turn.card(who).name} tries to remove {name} without "
                             "tapping")
        else:
            waiting = next((c.id for c in ctx.state.companies
                            if any(x.card_id == who for x in c.characters)), None)
            ctx.emit("CharacterStateChanged", RULE, character=who, state="tapped",
                     reason=f"trying to remove {name}",
                     **({"company": waiting} if waiting is not None else {}))
        penalty = [Modifier(td.removal_modifier(True), f"rule:{td.IGNORE_TAP}",
                            "removing without tapping", td.IGNORE_TAP)] if untapped else []
        self.roll(ctx, card, who, needed, penalty, tapped=not untapped,
                  rule=self._untapped_roll_rule(ctx.ruleset.played) if untapped else RULE)

    def roll(self, ctx: Context[State], card: str, who: str, needed: int,
             penalty: list[Modifier], tapped: bool, rule: str = RULE) -> None:
        """The removal roll of ``card`` from ``who``, citing ``rule``: 2D6 and ``penalty``, a
        Courage token spent if it makes the difference, removed at ``needed`` or more; a Shadow
        token goes too on a roll 4 more, if the bearer ``tapped`` for it (RGO-SHADOW-10)."""
        name = self.turn.card(card).name
        index = ctx.position("dice")
        dice = ctx.roll(f"removing {name}", rule)
        base = sum(dice) + sum(m.amount for m in penalty)
        courage = tokens.rescue(ctx, who, lambda extra: base + extra >= needed,
                                "RGO-TOKEN-4", f"+1 to the roll to remove {name}") \
            if enhanced(ctx) else []
        courage = [*penalty, *courage]
        modifier = sum(m.amount for m in courage)
        roll = sum(dice) + modifier
        removed = roll >= needed
        ctx.emit("HazardRemovalRolled", rule, card=card, character=who, roll=roll,
                 modifier=modifier, needed=needed, removed=removed,
                 **({"tapped": tapped} if self._one_try() else {}),
                 **explained(ctx, check(dice, courage, needed, AT_LEAST, index)))
        if removed:
            ctx.emit("CorruptionCardRemoved", RULE, card=card, character=who)
            self.turn.change_shadow(ctx, shadow.corruption_removed(name, roll, needed,
                                                                   tapped=tapped))
