""""The Road Goes Ever On" (2nd edition, April 2024): Simon Cogan's solo rules for hero MECCG.

A normal MECCG game with a Shadow-token clock, a Quest deck and Display, a face-down Hazard
Pile, a hazard Long Event deck and site, Inn, Tavern and Dragon encounter tables.
"""

from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn

__all__ = ["RoadGoesEverOn"]
