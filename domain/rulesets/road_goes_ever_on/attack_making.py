"""How a site's automatic-attack is made stronger for the company facing it: the encounter's
row (Minions Incited, Roused) or a raid's +1 strike and +1 prowess (RGO-RAID-2), Balrog of
Moria's +2 at a site of its regions and the hazard events played on the site this turn
(Arouse Minions and the like, the first automatic-attack made), each traced in the account of
its prowess (prowess_from.py).

From ``MADE_AS_FACED_SINCE`` an automatic-attack is made so as it is faced (CoE 2.V.ii), after
the on-guard card revealed on entering (CoE 2.V.i) has acted: the queued attack is the site's
as printed, carrying what is still to make of it (``Making``, its ``making``). Before, it was
made as the encounter queued it, so a card revealed on guard after that changed nothing.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from domain.canonical import JSON
from domain.cards import Card
from domain.engine.combat import Attack
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on import (
    balrog_of_moria,
    effect_clauses,
    hazard_scripts,
    prowess_from,
)
from domain.rulesets.road_goes_ever_on.state import State

#: The first version whose automatic-attacks are made as each is faced (see above).
MADE_AS_FACED_SINCE = 242
#: The key of a queued site attack holding what is still to make of it.
MAKING = "making"


def as_faced(played: str) -> bool:
    return played_since(played, MADE_AS_FACED_SINCE)


@dataclass(frozen=True, slots=True)
class Change:
    """What the encounter's row or a raid does to an automatic-attack the company faces: its
    strikes times ``factor`` plus ``strikes``, ``prowess`` more, by clause ``rule`` (``why``
    in the account of its prowess). ``every``: to each automatic-attack faced, as a raid's
    (RGO-SITE-DH-S2: "face all automatic-attacks (each +1 strike and +1 prowess)"); else to
    the site's own and an At Home's, as a row's."""

    rule: str
    why: str
    factor: int = 1
    strikes: int = 0
    prowess: int = 0
    every: bool = False

    def apply(self, attack: Attack) -> Attack:
        return attack.modified(strikes=attack.strikes * (self.factor - 1) + self.strikes,
                               prowess=self.prowess)

    def to_json(self) -> dict[str, JSON]:
        return {"rule": self.rule, "why": self.why, "factor": self.factor,
                "strikes": self.strikes, "prowess": self.prowess, "every": self.every}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Change:
        return cls(str(data["rule"]), str(data["why"]), int(data["factor"]),
                   int(data["strikes"]), int(data["prowess"]), bool(data["every"]))


@dataclass(frozen=True, slots=True)
class Making:
    """What makes an automatic-attack stronger: ``change`` (None: none), Balrog of Moria's +2
    (``balrog``), the hazard events played on the site (``shares``: the first one made)."""

    change: Change | None = None
    balrog: bool = False
    shares: bool = False

    @property
    def nothing(self) -> bool:
        return self.change is None and not self.balrog and not self.shares

    def to_json(self) -> dict[str, JSON]:
        return {"change": None if self.change is None else self.change.to_json(),
                "balrog": self.balrog, "shares": self.shares}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Making:
        change = data.get("change")
        return cls(Change.from_json(change) if isinstance(change, Mapping) else None,
                   bool(data["balrog"]), bool(data["shares"]))


def of(entry: Mapping[str, JSON]) -> Making | None:
    """What is still to make of a queued site attack (None: nothing)."""
    found = entry.get(MAKING)
    return Making.from_json(found) if isinstance(found, Mapping) else None


def queued_change(state: State) -> Change | None:
    """The change the automatic-attacks queued are made with (the row's, a raid's)."""
    return next((making.change for entry in state.site_attacks
                 if (making := of(entry)) is not None and making.change is not None), None)


def made(ctx: Context[State], site: Card, attack: Attack,
         making: Making) -> tuple[Attack, Mapping[str, JSON] | None]:
    """``attack`` made as ``making`` says, with the account of its prowess from
    prowess_from.SINCE_VERSION: its printed value, the change, Balrog of Moria's and the
    hazard events'."""
    account = prowess_from.start(attack.prowess) \
        if prowess_from.recorded(ctx.ruleset.played) else None
    if making.change is not None:
        attack, account = prowess_from.step(ctx, account, attack, making.change.apply,
                                            f"rule:{making.change.rule}", making.change.why)
    if making.balrog:
        attack, account = prowess_from.step(
            ctx, account, attack, lambda a: balrog_bonus(ctx, site, a),
            f"card:{balrog_of_moria.CARD}", "Balrog of Moria")
    if making.shares:
        attack, account = prowess_from.step(
            ctx, account, attack, lambda a: aroused(ctx, site, a),
            f"rule:{hazard_scripts.RULE}", "hazard events played this turn")
    return attack, account


def balrog_bonus(ctx: Context[State], site: Card, attack: Attack) -> Attack:
    """Balrog of Moria's +2 to an automatic-attack at a site of its regions."""
    bonus = balrog_of_moria.automatic_bonus(ctx.state, site, attack)
    if not bonus:
        return attack
    clause, play = effect_clauses.by_copy_in_play(ctx, balrog_of_moria.CARD)
    ctx.emit("AttackModified", clause, attack=attack.name, strikes=0, prowess=bonus,
             cards=[balrog_of_moria.CARD], note=f"Balrog of Moria in play ({site.region})",
             **play)
    return attack.modified(prowess=bonus)


def aroused(ctx: Context[State], site: Card, attack: Attack) -> Attack:
    """What the hazard events in force on ``site`` add to one automatic-attack there (Arouse
    Minions and the like), by the clause of each card's play (effect_clauses.py)."""
    shares = hazard_scripts.automatic_attack_shares(ctx.state, site.id)
    if not sum(prowess for _, _, prowess, _ in shares):
        return attack
    for clause, cards, _, prowess in effect_clauses.by_clause(ctx, shares):
        ctx.emit("AttackModified", clause, attack=attack.name, strikes=0, prowess=prowess,
                 cards=cards, note="hazard events played this turn")
        attack = attack.modified(prowess=prowess)
    return attack
