"""Seeded games played by a ruleset's automatic player, in memory, and what is reported of
them: the engine of ``redbook simulate``."""
