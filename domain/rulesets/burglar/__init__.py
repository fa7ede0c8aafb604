"""Burglar Wants a Good Job, the second solitaire scenario of Middle-earth: The Wizards Casual
Companion, a Hobbit family scenario (``domain.rulesets.hobbit``)."""

from domain.rulesets.burglar.ruleset import BurglarWantsAGoodJob

__all__ = ["BurglarWantsAGoodJob"]
