"""The rulesets Red Book runs, one module or package per rules document.

Importing this package registers each of them (see :func:`domain.ruleset.register`).
"""

import domain.rulesets.burglar  # noqa: F401
import domain.rulesets.dice_race  # noqa: F401
import domain.rulesets.guise_of_the_necromancer  # noqa: F401
import domain.rulesets.road_goes_ever_on  # noqa: F401
import domain.rulesets.solitaire_v1  # noqa: F401
import domain.rulesets.there_and_back_again  # noqa: F401
