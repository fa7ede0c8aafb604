"""The automatic player's attempts to remove corruption cards (CoE 7.3, TD-CORR-1): each
card's bearer tries without tapping every turn, the attempt costing nothing but the chance,
and then, the card still on him and he untapped, taps to try at full odds while the version
offers it (before ``corruption.ONE_TRY_SINCE``; from it the try at -3 is the card's last of
the turn, CoE 7.3). Corruption checks
failed under a pile of corruption cards were the commonest loss of seeded games, and a bearer
tapped on the road lost fewer (200 games from seed 0: 11 won, against 7 trying at full odds
only at a Haven or when the company stays, 6 never trying without tapping).

Not part of the rules: only cards whose number is known are tried, the attempts at a card
whose number must be declared having arguments the automatic player does not fill in."""

from __future__ import annotations

from collections.abc import Sequence

from domain.rulesets.road_goes_ever_on.corruption import UNTAPPED


def choice(ids: Sequence[str]) -> str | None:
    """An attempt to remove a corruption card, the one without tapping first, or None."""
    return next((i for i in ids if i.startswith(f"{UNTAPPED}:")),
                next((i for i in ids if i.startswith("remove-corruption:")), None))
