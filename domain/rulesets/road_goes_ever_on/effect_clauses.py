"""The clause behind what a hazard card does beyond its play, from ``SINCE``.

- Each later step of a revealed hazard's effect cites the clause that card's play cited
  (its ``HazardEventPlayed``: RGO-HAZ-2 counted against the hazard limit, RGO-ENV-1 an
  Environment played free, RGO-GUARD-1 revealed on guard), as the effect's first facts do from
  ``hazard_scripts.EFFECT_AS_PLAYED_SINCE``: a roll against going home and what follows it,
  a site path or a site treated, a modifier in force at a strike, at an automatic-attack or on
  the next attack, River crossed, Greed's and Lure of Power's checks, a Ring's or a faction's
  loss, Drowning Seas' losses, a Nazgûl's blade or mount, Dragon's Desolation, a Siege's roll
  and attack, a Traitor turning, a permanent-event staying in play and leaving it; the choices
  and refusals they make cite it too. A creature's own text (an Orc-warband's prowess, a
  strike fought with the mind, an Assassin's further attacks) cites the clause its attack was
  played under (``creatures.text_rule``).
- The player's declaration of a hazard event's effect (``PlayerRuling``, its choices and
  refusals) cites ``declared-effect``, as a declared resource's does
  (``hand_resources.DECLARED``): the effect is the player's word, not a rule.

Before, each cited RGO-HAZ-2 (the Hazard Pile revealed) whatever the card's play cited, and
so those games replay."""

from __future__ import annotations

from collections.abc import Sequence

from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on.state import State

SINCE = 203
#: What every one of them cited before ``SINCE``.
REVEALED = "RGO-HAZ-2"
#: The clause of a player's declaration of an effect, a resource's (``hand_resources.DECLARED``)
#: or a hazard event's.
DECLARED = "declared-effect"


def cites(played: str) -> bool:
    """Whether a game played at ``played`` cites these clauses."""
    return played_since(played, SINCE)


def played_as(state: State, card: str) -> str:
    """The clause the last play of the hazard ``card`` cited (RGO-HAZ-2 if none is known)."""
    return next((rule for played, rule in state.hazard_clauses if played == card), REVEALED)


def of_card(state: State, played: str, card: str) -> str:
    """The clause a later step of ``card``'s effect cites in the version ``played``."""
    return played_as(state, card) if cites(played) else REVEALED


def of(ctx: Context[State], card: str) -> str:
    """``of_card`` in the game ``ctx`` plays."""
    return of_card(ctx.state, ctx.ruleset.played, card)


def as_played(played: str, rule: str) -> str:
    """The clause of a step made as a card is played under the clause ``rule`` (a hazard's
    mode picked before its ``HazardEventPlayed``, its coming into play; a creature's text
    shaping its attack), in the version ``played``."""
    return rule if cites(played) else REVEALED


def ruling(played: str) -> str:
    """The clause of a declared hazard effect, its choices and refusals."""
    return DECLARED if cites(played) else REVEALED


#: What one hazard card adds to an attack: (card, strikes, prowess); "" for a card unknown.
Share = tuple[str, int, int]


def by_clause(ctx: Context[State], shares: Sequence[Share]
              ) -> list[tuple[str, list[str], int, int]]:
    """What several hazard cards add to one attack, as (clause, cards, strikes, prowess): from
    ``SINCE`` one entry for each clause their plays cited, in the order first met (an unknown
    card's share by RGO-HAZ-2, naming no card); before, one entry for all, by RGO-HAZ-2."""
    if not cites(ctx.ruleset.played):
        return [(REVEALED, [card for card, _, _ in shares if card],
                 sum(s for _, s, _ in shares), sum(p for _, _, p in shares))]
    found: dict[str, tuple[list[str], int, int]] = {}
    for card, strikes, prowess in shares:
        clause = of(ctx, card) if card else REVEALED
        cards, total_strikes, total_prowess = found.get(clause, ([], 0, 0))
        found[clause] = ([*cards, *([card] if card else [])], total_strikes + strikes,
                         total_prowess + prowess)
    return [(clause, cards, strikes, prowess)
            for clause, (cards, strikes, prowess) in found.items()]
