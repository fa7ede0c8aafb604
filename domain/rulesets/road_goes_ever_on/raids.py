"""Raids on Dark-holds (RGO-RAID-1 to 5, RGO-SITE-DH-S2), version 14 on.

In its site phase, instead of rolling the site encounter, a company at a Dark-hold may raid
it (``raid``; RGO-RAID-1, read as during that company's site phase): it faces the site's
automatic-attacks, each with +1 strike and +1 prowess (RGO-RAID-2). With every one defeated
and a character left, the raid gains MP equal to the site's hazard draw number (RGO-RAID-3),
and the site is tapped and placed in the MP pile (RGO-RAID-5); a failed raid leaves the site
in play (the reading of RGO-RAID-5). For the rest of that site phase no quest card but a minor
item may be taken there (RGO-RAID-4).

From ``SECOND_ATTACKS_SINCE`` the second automatic-attacks the Shadow has woken (RGO-SITE-DH-S3
and the like) are faced in the raid too, after the printed ones, as on entering: "face all
automatic-attacks (each +1 strike and +1 prowess)" (RGO-SITE-DH-S2), so each has the raid's
+1 strike and +1 prowess (RGO-RAID-2, "the site's automatic-attack(s)"), counts among the
raid's attacks (``RaidBegan``'s ``attacks``) and must be defeated for the raid's points
(RGO-RAID-3, "all raid attacks"), its own marshalling points gained as on entering. Earlier
versions queued the printed attacks only, and replay as played.

From ``AS_ENTERING_SINCE`` a raid faces the automatic-attacks entering the site would, made as
entering makes them (``SitePhase.automatic_entries``, attack_making.py), with the raid's +1
strike and +1 prowess on each in place of the encounter's row: the hazard events played on the
site this turn (Arouse Minions, Awaken the Earth's Fire: the first one), Balrog of Moria's +2,
a Dragon's At Home's, the long-events' added ones, each made as it is faced, after an on-guard
card revealed has acted (CoE 2.V.i). Its attacks (``RaidBegan``'s ``attacks``, to be defeated
for its points) are those automatic-attacks the site makes, an At Home's among them, as
``after_attack`` counts them defeated. Before, it faced the site card's own and the second
ones, +1 strike and +1 prowess and nothing else.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from domain.cards import Card
from domain.engine.combat import Attack, StrikeModifiers, strike_prowess
from domain.errors import IllegalAction
from domain.ruleset import Action, Context, illegal, played_since
from domain.rulesets.road_goes_ever_on import dragon_homes, prowess_from, tables
from domain.rulesets.road_goes_ever_on.attack_making import Change
from domain.rulesets.road_goes_ever_on.state import SITE, State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.site_phase import SitePhase

RAID = "RGO-RAID-1"
STRONGER = "RGO-RAID-2"
POINTS = "RGO-RAID-3"
QUESTS = "RGO-RAID-4"
TAKEN = "RGO-RAID-5"
TABLE_LINE = "RGO-SITE-DH-S2"
DARK_HOLD = "dark-hold"
#: Versions recorded before raids; they replay as played.
BEFORE = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13")
#: The first version whose raid faces the site's second automatic-attacks too (see above).
SECOND_ATTACKS_SINCE = 238
#: The first version whose raid faces the automatic-attacks as entering does (see above).
AS_ENTERING_SINCE = 242
#: What a raid does to each automatic-attack it faces (RGO-RAID-2, RGO-SITE-DH-S2).
RAIDED = Change(STRONGER, "a raid", strikes=1, prowess=1, every=True)


def offered(played: str) -> bool:
    return played not in BEFORE


def problem(state: State, site: Card) -> str | None:
    """Why the company may not raid its site now (None if it may)."""
    if site.site_type != DARK_HOLD:
        return f"{site.name} is not a Dark-hold: only a Dark-hold is raided."
    if state.phase != SITE or state.explored or not state.characters:
        return "A raid is made in the site phase, instead of entering the site."
    if not site.automatic_attacks:
        return f"{site.name} has no automatic-attack to raid."
    if any(r.card == site.id for r in state.mp):
        return f"{site.name} has been raided: it is in the marshalling-point pile."
    return None


def actions(state: State, site: Card) -> list[Action]:
    if problem(state, site) is not None:
        return []
    return [Action("raid", f"Raid {site.name}: its automatic-attacks with +1 strike and "
                   "+1 prowess each", RAID)]


def refusal(state: State, site: Card) -> IllegalAction:
    return illegal(problem(state, site) or "The raid is already under way.", RAID)


def raid(ctx: Context[State], site_phase: SitePhase, site: Card) -> None:
    """Begin the raid: the site's automatic-attacks, each +1 strike and +1 prowess, are
    queued and faced as the site's attacks are (RGO-RAID-2); from ``SECOND_ATTACKS_SINCE``
    the second ones the Shadow has woken too, each citing its own clause; from
    ``AS_ENTERING_SINCE`` those entering faces, made as entering makes them."""
    from domain.rulesets.road_goes_ever_on.site_phase import site_attack  # (imports this)

    if played_since(ctx.ruleset.played, AS_ENTERING_SINCE):
        queued = site_phase.automatic_entries(ctx, site, RAIDED)
        ctx.emit("RaidBegan", RAID, site=site.id, attacks=sum(
            1 for entry in queued if isinstance(raw := entry.get("attack"), Mapping)
            and _of_raid(ctx, Attack.from_json(raw), site.id)))
        site_phase.queue(ctx, STRONGER, queued)
        site_phase.resume(ctx)
        return
    count = len(ctx.state.characters)
    seconds = raid_seconds(site_phase.tables, ctx.state, site, ctx.ruleset.played)
    ctx.emit("RaidBegan", RAID, site=site.id, attacks=len(site.automatic_attacks) + len(seconds))
    traced = prowess_from.recorded(ctx.ruleset.played)
    faced = [(Attack.automatic_attack(site, auto, count), STRONGER)
             for auto in site.automatic_attacks] + seconds
    queued = []
    for attack, rule in faced:
        account = prowess_from.added(prowess_from.start(attack.prowess), prowess_from.change(
            1, f"rule:{STRONGER}", "a raid")) if traced else None
        queued.append(site_attack(attack.modified(strikes=1, prowess=1), rule, site.name,
                                  carried=account))
    site_phase.queue(ctx, STRONGER, queued)
    site_phase.resume(ctx)


def _of_raid(ctx: Context[State], attack: Attack, site: str) -> bool:
    """Whether ``attack`` is one of the raid on ``site``'s: an automatic-attack the site
    makes, its own or, its lair's additional one, a Dragon's At Home's (no raid before
    ``AS_ENTERING_SINCE`` faced one)."""
    made_by = dragon_homes.automatic_site(ctx.state, ctx.ruleset.catalog, attack)
    return made_by is not None and made_by.id == site


def after_attack(ctx: Context[State], attack: Attack, beaten: bool) -> None:
    """A raid's attack defeated counts toward the raid: an automatic-attack the raided site
    makes (``_of_raid``). From ``SECOND_ATTACKS_SINCE`` until the second automatic-attacks were
    made automatic (``site_phase.SECOND_AUTOMATIC_SINCE``) any attack the site made counted."""
    from domain.rulesets.road_goes_ever_on.site_phase import (  # (imports this)
        SECOND_AUTOMATIC_SINCE,
    )

    played = ctx.ruleset.played
    under_way = ctx.state.raid
    if not beaten or under_way is None or under_way.over or under_way.site != ctx.state.site:
        return
    any_attack = played_since(played, SECOND_ATTACKS_SINCE) \
        and not played_since(played, SECOND_AUTOMATIC_SINCE)
    if (any_attack and attack.source == under_way.site) \
            or _of_raid(ctx, attack, under_way.site):
        ctx.emit("RaidAttackDefeated", STRONGER, attack=attack.name)


def conclude(ctx: Context[State], site: Card) -> None:
    """As the raided site's attacks are done: won with all defeated and a character left
    (RGO-RAID-3, RGO-RAID-5), or failed, the site staying in play."""
    under_way = ctx.state.raid
    if under_way is None or under_way.over or under_way.site != site.id:
        return
    won = under_way.defeated >= under_way.attacks and bool(ctx.state.characters)
    points = site.draw_opponent or 0
    ctx.emit("RaidEnded", POINTS if won else TAKEN, site=site.id, won=won,
             points=points if won else 0)
    if won:
        ctx.emit("MarshallingPointsGained", POINTS, card=site.id, name=site.name,
                 kind="miscellaneous", points=points)
        if site.id not in ctx.state.tapped_sites:
            ctx.emit("SiteTapped", TAKEN, site=site.id)


def policy_raids(state: State, site: Card, seconds: list[tuple[Attack, str]]) -> bool:
    """The automatic player raids when, against each of the raid's attacks (the site's own
    and ``seconds``, :func:`raid_seconds`), enough untapped characters would beat its strikes
    with a roll of 7."""
    ready = sorted((strike_prowess(c, StrikeModifiers()) for c in state.characters
                    if c.untapped), reverse=True)
    attacks = [Attack.automatic_attack(site, auto, len(state.characters))
               for auto in site.automatic_attacks] + [attack for attack, _ in seconds]
    for attack in (a.modified(strikes=1, prowess=1) for a in attacks):
        strongest = ready[:attack.strikes]
        if len(strongest) < attack.strikes or strongest[-1] + 7 <= attack.prowess:
            return False
    return bool(site.automatic_attacks)


def raid_seconds(tables_: tables.Tables, state: State, site: Card,
                 played: str) -> list[tuple[Attack, str]]:
    """The second automatic-attacks a raid on ``site`` faces now, each with the clause making
    it (none before ``SECOND_ATTACKS_SINCE``)."""
    from domain.rulesets.road_goes_ever_on.site_phase import (  # (imports this)
        second_attack,
        second_attacks,
    )

    if not played_since(played, SECOND_ATTACKS_SINCE):
        return []
    return [(second_attack(site, extra, played), extra.clause)
            for extra in second_attacks(tables_, site, state.shadow)]


def quest_problem(state: State, quest: Card) -> str | None:
    """During a raid only a Minor Item is taken as a quest at the raided site (RGO-RAID-4)."""
    under_way = state.raid
    if under_way is None or (under_way.site, under_way.turn, under_way.company) != (
            state.site, state.turn, state.company) or quest.item_class == "minor":
        return None
    return f"During a raid no quest card but a Minor Item is taken here, not {quest.name}."
