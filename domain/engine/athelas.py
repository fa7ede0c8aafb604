"""Athelas (TW-195), as every ruleset that plays it reads the card: used by its bearer, a
Dúnadan taps to heal a wounded character of his company, or Aragorn II taps to remove a
corruption card from one; the herb is then discarded."""

from __future__ import annotations

from domain.cards import fold
from domain.engine import coe

KIND = "athelas"  # the action: athelas:<item>:<bearer>:<character>[:<corruption card>]
RULE = coe.ITEM_IN_USE
NAME = fold("Athelas")
#: Who may use it to heal, and who to remove a corruption card.
HEALER_RACE = fold("Dúnadan")
CLEANSER = fold("Aragorn II")
