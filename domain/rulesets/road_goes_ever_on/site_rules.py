"""The special rules printed on four hero sites of The Wizards, played from version
``SINCE_VERSION``:

- Barad-dûr (TW-374) and Mount Doom (TW-414): a company moving to the site has its hazard
  limit 2 higher (``HazardLimitSet`` gains ``site``, RGO-HAZ-5).
- Mount Doom: a hazard creature may be keyed to it whatever the company's keying cards say
  (Ford, Secret Entrance, Secret Passage, Eagle-mounts, Paths of the Dead): one they would
  keep from the site is keyed there still, from the Hazard Pile or on guard. From
  ``UNHIDDEN_SINCE`` Stealth and Hiding, which keep hazard creatures from attacking the
  company that turn, do not keep one keyed to Mount Doom: it attacks (``unhidden``).
- Old Forest (TW-417) and Rhosgobel (TW-420): a healing effect reaches every character at the
  site: a card healing one wounded character of the company there (a resource's heal, Athelas)
  heals each other wounded character of the company the same way (``CharacterStateChanged``
  citing the site's rule).

What is left out is named in each row of the coverage (``LEFT_OUT``).
"""

from __future__ import annotations

from domain.cards import Card
from domain.engine.site_rules import ALWAYS_KEYED as ALWAYS_KEYED
from domain.engine.site_rules import HEALING_RULE, heal_reason
from domain.engine.site_rules import HEALING_SITES as HEALING_SITES
from domain.engine.site_rules import LIMIT_BONUS as LIMIT_BONUS
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on.state import State

SINCE_VERSION = 132
#: The clause a healing the site spreads is played under (healing, CoE 2.I.1).
RULE = HEALING_RULE
# The sites and what their rules give (LIMIT_BONUS, ALWAYS_KEYED, HEALING_SITES) are the
# engine's (``domain.engine.site_rules``), read by Burglar Wants a Good Job too.
#: The first version in which Stealth and Hiding keep no creature keyed to Mount Doom away.
UNHIDDEN_SINCE = 156
#: What each site's script leaves out ("" nothing), read by the coverage; before
#: ``UNHIDDEN_SINCE`` Mount Doom's too (``left_out``).
LEFT_OUT = {
    "TW-374": "",
    "TW-414": "",
    "TW-417": "",
    "TW-420": "",
}
LEFT_OUT_BEFORE = {
    "TW-414": "Stealth and Hiding still keep hazard creatures from attacking the company "
              "there (they cancel the attacks, not their keying)",
}


def left_out(played: str) -> dict[str, str]:
    """What the scripts of the version ``played`` leave out, by site."""
    return LEFT_OUT if played_since(played, UNHIDDEN_SINCE) else {**LEFT_OUT, **LEFT_OUT_BEFORE}


def unhidden(played: str, site: str) -> bool:
    """Whether a creature keyed to ``site`` attacks a company Stealth or Hiding hides."""
    return played_since(played, UNHIDDEN_SINCE) and site in ALWAYS_KEYED


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def limit_bonus(played: str, moving: bool, target: Card) -> int:
    """How much higher the hazard limit is for a company moving to ``target``."""
    return LIMIT_BONUS.get(target.id, 0) if moving and offered(played) else 0


def keyed_regardless(played: str, site: Card) -> bool:
    """Whether creatures may be keyed to ``site`` whatever the company's keying cards say."""
    return offered(played) and site.id in ALWAYS_KEYED


def heal_all(ctx: Context[State], healed: str, state: str, by: str) -> None:
    """After ``healed`` is healed to ``state`` by ``by`` at a site whose healing effects reach
    everyone, each other wounded character of the company heals the same way."""
    if not offered(ctx.ruleset.played) or ctx.state.site not in HEALING_SITES:
        return
    site = ctx.ruleset.catalog.get(ctx.state.site).name
    for other in [c.card_id for c in ctx.state.characters if c.wounded and c.card_id != healed]:
        ctx.emit("CharacterStateChanged", RULE, character=other, state=state,
                 reason=heal_reason(by, site))
