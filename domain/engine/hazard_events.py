"""What a scripted hazard short-event (``effects.HAZARD_REGISTRY``, ``effects.HAZARD_LATER``)
needs of the company's move and what its amount comes to, in terms any ruleset can give:
whether the company moves, the region types of its site path, its new site's name and type.
The Road Goes Ever On reads these beside the conditions of its own game (the Rings, the
attacks faced, what is in force); the Hobbit scenarios read them for the hazards their own
hazard hands play (``domain.rulesets.hobbit.hazard_events``). Each ruleset keeps its own
record of what is in force."""

from __future__ import annotations

from collections.abc import Sequence

from domain.engine import effects
from domain.engine.checks import AT_LEAST, Check, Modifier, check

#: The effects that leave the company nothing in its site phase: River's (unless a ranger
#: taps) and the Lost events' (nothing cancels them).
SITE_PHASE_EFFECTS = (effects.SITE_PHASE_LOST, effects.SITE_PHASE_NOTHING)


def amount(mode: effects.HazardMode, path: Sequence[str]) -> int:
    """A mode's amount: its own, or one for each region of the type it counts in ``path``."""
    base = mode.mode.effects[0].amount
    if mode.per_region is None:
        return base
    return base * sum(1 for region in path if region == mode.per_region)


def place_problem(mode: effects.HazardMode, moving: bool, path: Sequence[str],
                  site_name: str, site_type: str) -> str | None:
    """Why the company's move keeps ``mode`` from being played (None: it does not): a mode
    for a moving company only, a region type the site path must hold, the new site's types,
    an amount counted from the path that comes to nothing."""
    if mode.moving_only and not moving:
        return "the company does not move"
    if mode.path_has is not None and mode.path_has not in path:
        return f"no {mode.path_has} is in the site path"
    if mode.site_types and site_type not in mode.site_types:
        return f"{site_name} is no {' or '.join(mode.site_types)}"
    if mode.per_region is not None and amount(mode, path) == 0:
        return f"no {mode.per_region} is in the site path"
    return None


def path_modifier(mode: effects.HazardMode, path: Sequence[str], rule: str) -> Modifier | None:
    """The roll modifier a mode takes when the site path holds a region of its type (Call of
    the Sea's -3 through a Coastal Sea; None: none)."""
    if mode.path_modifier is None or mode.path_modifier[0] not in path:
        return None
    region, amount = mode.path_modifier
    return Modifier(amount, f"rule:{rule}", f"a {region} in the site path", rule)


def influence_roll(dice: Sequence[int], index: int, unused: int, needed: int, rule: str,
                   extra: Modifier | None = None, source: str | None = None) -> Check:
    """The roll of an event sending a character home or dispersing a faction (Call of Home,
    Tookish Blood, Call of the Sea, Muster Disperses): 2D6 plus the player's unused general
    influence (and ``extra``), made at ``needed`` or more; the influence's ``source`` the
    event's card where the ruleset names it, else ``rule``."""
    return check(dice, [Modifier(unused, source or f"rule:{rule}", "unused general influence",
                                 rule),
                        *([extra] if extra else [])], needed, AT_LEAST, index)


#: Dragon's Desolation's alternative: a Dragon may attack a company whose new site is a Ruins &
#: Lairs reached by this many Wildernesses of its site path (the fewer with Doors of Night).
LAIR_SITE_TYPE, LAIR_WILDERNESSES, LAIR_WILDERNESSES_WITH_DOORS = "ruins-and-lairs", 2, 1


def lair_open(moving: bool, site_type: str, path: Sequence[str], doors_of_night: bool) -> bool:
    """Whether Dragon's Desolation's alternative may be played on the company's move: to a
    Ruins & Lairs with enough Wildernesses in its site path."""
    needed = LAIR_WILDERNESSES_WITH_DOORS if doors_of_night else LAIR_WILDERNESSES
    return moving and site_type == LAIR_SITE_TYPE \
        and sum(1 for r in path if r == "wilderness") >= needed


# -- a region or a site treated as another type (the alternatives with Doors of Night) ------

def treat_problem(mode: effects.HazardMode, path: Sequence[str], site_name: str,
                  site_type: str, floor: int = 0) -> str | None:
    """Why a mode treating a region or the site as another type finds nothing to treat (None:
    it does, or ``mode`` treats nothing): no region of its type left on the site path (from
    ``floor``, the regions already passed), or the site of another type. What it needs in
    play (Doors of Night) is the ruleset's to say."""
    if mode.treat is None:
        return None
    primitive = mode.mode.effects[0].primitive
    if primitive == effects.TREAT_REGION and mode.treat[0] not in path[floor:]:
        return f"no {mode.treat[0]} is left on the site path"
    if primitive == effects.TREAT_SITE and site_type != mode.treat[0]:
        return f"{site_name} is no {mode.treat[0]}"
    return None


def treated_path(path: Sequence[str], change: tuple[str, str], floor: int = 0) -> list[str]:
    """``path`` with its first region of type ``change[0]`` not yet passed (from ``floor``)
    counted as ``change[1]``; the caller checked there is one (``treat_problem``)."""
    place = list(path).index(change[0], floor)
    return [*path[:place], change[1], *path[place + 1:]]


def site_treatment(card_id: str, generation: int) -> str | None:
    """The site type a hazard event treating the company's site makes it (None: the card
    treats no site)."""
    return next((mode.treat[1] for mode in effects.scripted_hazard(card_id, generation) or ()
                 if mode.treat is not None
                 and mode.mode.effects[0].primitive == effects.TREAT_SITE), None)
