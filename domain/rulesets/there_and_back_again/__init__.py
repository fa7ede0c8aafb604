"""There and Back Again, the first solitaire scenario of Middle-earth: The Wizards Companion,
built on the MECCG engine (``domain.engine``)."""

from domain.rulesets.there_and_back_again.ruleset import ThereAndBackAgain

__all__ = ["ThereAndBackAgain"]
