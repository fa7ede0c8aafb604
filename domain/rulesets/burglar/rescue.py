"""Rescue Prisoners, the rescue task (BWJ-OBJ-4), played by its card from ``SINCE``.

- Played as before (``moves``: by the untapped Burglar at an untapped Shadow-hold or Dark-hold
  once entered, its automatic-attacks faced), it leaves the hand (``RescuePrisonersPlayed``)
  and the company faces a Spider attack of 2 strikes at 7 prowess (``AttackDeclared`` of origin
  ``ORIGIN``; The Road Goes Ever On's ``rescues.spiders``): no creature's, so it earns no
  stealth points (BWJ-MP-2).
- The attack over, an untapped Burglar takes the prisoners as before (``PrisonersRescued``,
  ``bars_untap``): he taps, and so does the site. No Hand may take them (BWJ-HAND-9): with the
  Burglar tapped, wounded or gone, the card is discarded (``RescuePrisonersDiscarded``).
- The Burglar holding them does not untap until they are stored at a Haven in his organization
  phase (``HobbitState.untap_barred``): the untap phase heals him to tapped at most, a card
  untapping him is not offered and is refused naming Rescue Prisoners, one healing him heals
  him to tapped.

- From ``TAPPED_SITE_FROM`` it is played only at a Shadow-hold or Dark-hold already tapped (by
  a burglary there, an item or a faction played there, this turn or an earlier one), as its
  card says, which the rescue does not tap again; before, at an untapped one, which it tapped.

Versions before ``SINCE`` replay as played: the Burglar took the prisoners at once, with no
attack, and untapped as ever.
"""

from __future__ import annotations

from domain.cards import Catalog
from domain.engine.combat import Attack
from domain.ruleset import played_since
from domain.rulesets.burglar.versions import RESCUE_ATTACK_FROM, RESCUE_TAPPED_SITE_FROM
from domain.rulesets.hobbit.rescue import ORIGIN as ORIGIN  # its Spider attack's, no creature's
from domain.rulesets.road_goes_ever_on.rescues import STRIKES as STRIKES
from domain.rulesets.road_goes_ever_on.rescues import spiders

SINCE = RESCUE_ATTACK_FROM
RULE = "BWJ-OBJ-4"
#: Why the card is discarded after the attack.
NO_BURGLAR = "the Burglar, the only one who may take it (BWJ-HAND-9), is not untapped after " \
             "the attack"


#: What the versions from ``SINCE`` to ``TAPPED_SITE_FROM`` less one leave out (its coverage
#: row before ``TAPPED_SITE_FROM``).
LEFT_OUT = ("its need of a site already tapped: it is played at an untapped Shadow-hold or "
            "Dark-hold, once entered, and taps it, as the rescue task (BWJ-OBJ-4)")
TAPPED_SITE_FROM = RESCUE_TAPPED_SITE_FROM


def plays(played: str) -> bool:
    return played_since(played, SINCE)


def needs_tapped_site(played: str) -> bool:
    """Whether the version ``played`` plays it only at a hold already tapped (its card), not
    at an untapped one it taps."""
    return played_since(played, TAPPED_SITE_FROM)


def left_out(played: str) -> str:
    """What the version ``played`` (from ``SINCE``) leaves out ("": nothing)."""
    return "" if needs_tapped_site(played) else LEFT_OUT


def site_fits(played: str, tapped: bool) -> bool:
    """Whether a Shadow-hold or Dark-hold entered, ``tapped`` or not, is one it is played at:
    from ``TAPPED_SITE_FROM`` one already tapped (by a burglary, an item or a faction played
    there), before an untapped one."""
    return tapped if needs_tapped_site(played) else not tapped


def attack(catalog: Catalog, card_id: str) -> Attack:
    """The Spiders the company faces (2 strikes with 7 prowess)."""
    return spiders(catalog.get(card_id))
