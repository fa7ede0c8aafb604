"""Guise of the Necromancer, the third solitaire scenario of Middle-earth: The Wizards
Companion, built on the MECCG engine (``domain.engine``)."""

from domain.rulesets.guise_of_the_necromancer.ruleset import GuiseOfTheNecromancer

__all__ = ["GuiseOfTheNecromancer"]
