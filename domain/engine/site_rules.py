"""The special rules printed on four hero sites of The Wizards, as every ruleset that plays
them reads the cards (The Road Goes Ever On's ``site_rules``, Burglar Wants a Good Job's
``movement`` and ``hazard_play``):

- Barad-dûr (TW-374) and Mount Doom (TW-414): a company moving to the site has its hazard
  limit 2 higher;
- Mount Doom: a hazard creature may always be keyed to it, whatever other cards say;
- Old Forest (TW-417) and Rhosgobel (TW-420): a healing effect reaches every character at
  the site.
"""

from __future__ import annotations

from domain.engine import coe

#: Site card id -> how much higher the hazard limit of a company moving there is.
LIMIT_BONUS = {"TW-374": 2, "TW-414": 2}
#: The sites where hazard creatures may always be keyed, whatever other cards say.
ALWAYS_KEYED = ("TW-414",)
#: The sites where a healing effect reaches every character there.
HEALING_SITES = ("TW-417", "TW-420")
#: The clause a healing the site spreads is played under (healing, CoE 2.I.1).
HEALING_RULE = coe.UNTAP


def heal_reason(by: str, site: str) -> str:
    """Why a character at ``site`` heals with another, ``by`` naming the healing."""
    return f"{by} reaches every character at {site}"
