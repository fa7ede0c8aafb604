"""The ruleset of The Road Goes Ever On, by the phases of the turn (ruleset.py puts them
together)."""
