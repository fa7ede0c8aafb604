"""Agents (RGO-AGENT-1 to 12) and the Agent encounter table of Appendix 3 (RGO-AGTAB-1 to 8).

An Agent (a card with the agent flag) is a creature hazard of the Hazard deck. Revealed from
the Hazard Pile it is keyed to the company's new site when that is a Border-hold or one of its
home sites, or a Haven for the Agents whose card allows it (RGO-AGENT-2, 3); there the
company meets it at once: one of its skills, picked at random when it has several, says what
it does (the table, ``seeds/tables/road-goes-ever-on/agent.json``, replaceable with the
``tables`` setup option as ``agent``). Unless it attacked, the player may then attack it
(``attack-agent:<character>``) or let it be (``leave-agent``); its magic acts first. An Agent
not killed stays at the site and meets the company again at its next site phase there
(``face-agent:<agent>``); once the company leaves, it waits on the Quest Display at a quest
site that is its home, or is discarded (RGO-AGENT-10 to 12).

Readings (see the rules notes): a Mind roll is Mind + 2D6 and the Agent wins only with the
higher total; a Diplomat's influence is 2D6 + its direct influence (+ the character's
corruption points) against 2D6 + the character's mind or the faction's influence number; a
Sage's discards are picked at random; the character attacking an Agent faces one strike of it
(CoE character combat read as a strike), and the Agent's body check kills it.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from domain.canonical import JSON
from domain.cards import Card, fold
from domain.engine.characters import Character
from domain.engine.checks import ABOVE, AT_LEAST, AT_MOST, Modifier, check
from domain.engine.combat import Attack, StrikeModifiers
from domain.errors import IllegalAction
from domain.narration import named
from domain.ruleset import Action, Context, illegal
from domain.rulesets.road_goes_ever_on import (
    item_copies,
    leaving_play,
    pile_factions,
    quests,
    wizards_ring,
)
from domain.rulesets.road_goes_ever_on.combat import candidates, resolve_strike
from domain.rulesets.road_goes_ever_on.elimination import eliminate
from domain.rulesets.road_goes_ever_on.state import State, character_json
from domain.rulesets.road_goes_ever_on.tables import TableError

TABLE = "agent"
SKILL_EFFECTS = ("attack", "steal-item", "lead-astray", "learn-plans", "influence")
MAGIC_EFFECTS = ("vanish", "extra-strike", "bar-lower-mind")
HAZARD = "RGO-AGENT-1"
KEYED = "RGO-AGENT-2"
HAVEN = "RGO-AGENT-3"
ENCOUNTER = "RGO-AGENT-4"
SEVERAL = "RGO-AGENT-5"
MIND_ROLL = "RGO-AGENT-6"
ATTACK = "RGO-AGENT-8"
KILLED = "RGO-AGENT-9"
STAYS = "RGO-AGENT-10"
DISPLAY = "RGO-AGENT-11"
DISCARDED = "RGO-AGENT-12"
#: Versions recorded before Agents: an Agent there was a hazard event to declare.
PLAIN_VERSIONS = ("1", "2", "3", "4", "5")
#: Versions in which a swayed character's items left the game inside his fact (RGO-AGTAB-5).
SWAYED_UNRECORDED_VERSIONS = (*PLAIN_VERSIONS, "6", "7", "8", "9", "10", "11")
#: Versions whose Agent rolls recorded totals but no checks; they replay as played.
TOTALS_ONLY_VERSIONS = (*SWAYED_UNRECORDED_VERSIONS, "12", "13", "14", "15", "16")


def offered(version: str) -> bool:
    """Whether ``version`` plays the Agents of section 2."""
    return version not in PLAIN_VERSIONS


def played(ctx: Context[State]) -> bool:
    return offered(ctx.ruleset.played)


# -- the table --------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Use:
    """What a skill or a kind of magic does, with its clause and parameters."""

    effect: str
    clause: str
    bonus: int = 0


@dataclass(frozen=True, slots=True)
class AgentTable:
    skills: Mapping[str, Use]
    magic: Mapping[str, Use]
    havens: tuple[str, ...]  # folded names of the Agents met at a Haven too
    uses_magic: Mapping[str, tuple[str, ...]]  # folded Agent name -> its kinds of magic

    def magic_of(self, agent: Card) -> list[tuple[str, Use]]:
        return [(m, self.magic[m]) for m in self.uses_magic.get(fold(agent.name), ())]


def _fail(source: str, problem: str, row: int | None = None, field: str | None = None) -> None:
    where = source + (f": {field!r} row {row}" if row is not None else "")
    raise TableError(f"{where}: {problem}", problems=[f"{where}: {problem}"])


def _list(obj: Mapping[str, Any], key: str, source: str) -> list[Any]:
    value = obj.get(key, [])
    if not isinstance(value, list):
        _fail(source, f"expected a list of rows under {key!r}")
    return list(value)


def _uses(obj: Mapping[str, Any], key: str, name: str, known: tuple[str, ...],
          source: str) -> dict[str, Use]:
    out: dict[str, Use] = {}
    for i, row in enumerate(_list(obj, key, source), start=1):
        if not isinstance(row, Mapping):
            _fail(source, "a row must be an object", i, key)
            continue
        extra = sorted(set(row) - {name, "effect", "clause", "ranger_bonus"})
        if extra:
            _fail(source, f"unknown field {extra[0]!r}", i, key)
        if not isinstance(row.get(name), str) or not row[name]:
            _fail(source, f"expected a non-empty string {name!r}", i, key)
        if row.get("effect") not in known:
            _fail(source, f"unknown effect {row.get('effect')!r}; known: {', '.join(known)}",
                  i, key)
        if not str(row.get("clause", "")).startswith("RGO-"):
            _fail(source, "a row must cite an RGO clause", i, key)
        bonus = row.get("ranger_bonus", 0)
        if isinstance(bonus, bool) or not isinstance(bonus, int):
            _fail(source, "ranger_bonus: expected a whole number", i, key)
        out[str(row[name]).lower()] = Use(str(row["effect"]), str(row["clause"]), bonus)
    return out


def parse_agent_table(obj: object, source: str) -> AgentTable:
    """Check and read the Agent table; every error names the file, the list, the row and
    the field."""
    if not isinstance(obj, Mapping) or obj.get("table") != TABLE:
        _fail(source, f"expected an object with \"table\": \"{TABLE}\"")
    assert isinstance(obj, Mapping)
    skills = _uses(obj, "skills", "skill", SKILL_EFFECTS, source)
    magic = _uses(obj, "magic", "magic", MAGIC_EFFECTS, source)
    havens: list[str] = []
    uses: dict[str, tuple[str, ...]] = {}
    for i, row in enumerate(_list(obj, "agents", source), start=1):
        if not isinstance(row, Mapping) or not isinstance(row.get("name"), str):
            _fail(source, "expected an object with a \"name\"", i, "agents")
        kinds = row.get("magic", [])
        if not isinstance(kinds, list) or any(k not in magic for k in kinds):
            _fail(source, f"magic: expected a list of {', '.join(magic)}", i, "agents")
        if row.get("havens", False) is True:
            havens.append(fold(row["name"]))
        uses[fold(row["name"])] = tuple(kinds)
    return AgentTable(skills, magic, tuple(havens), uses)


@cache
def _shipped() -> AgentTable:
    folder = resources.files("seeds").joinpath("tables", "road-goes-ever-on")
    document = json.loads(folder.joinpath(f"{TABLE}.json").read_text("utf-8"))
    return parse_agent_table(document, f"tables/{TABLE}.json")


def agent_table(overrides: Mapping[str, Any] | None = None) -> AgentTable:
    """The game's Agent table: the shipped one, or the player's (setup ``tables.agent``)."""
    if overrides and TABLE in overrides:
        return parse_agent_table(overrides[TABLE], f"tables/{TABLE}.json (player's file)")
    return _shipped()


def table_of(state: State) -> AgentTable:
    found = state.options.get("tables")
    return agent_table(found if isinstance(found, Mapping) else None)


# -- keying and meeting -----------------------------------------------------------------------

def keying(agent: Card, site: Card, table: AgentTable) -> str | None:
    """The clause that keys ``agent`` to ``site``, or None: a Border-hold or one of its home
    sites (RGO-AGENT-2), a Haven for an Agent whose card allows it (RGO-AGENT-3)."""
    if site.site_type == "border-hold" or fold(site.name) in [fold(h) for h in agent.home_sites]:
        return KEYED
    if site.is_haven and fold(agent.name) in table.havens:
        return HAVEN
    return None


def strike_of(agent: Card) -> Attack:
    """An Agent's one strike, with its body for the check when it is beaten."""
    return Attack(agent.id, agent.name, "Agent", 1, agent.prowess or 0, agent.body,
                  marshalling_points=agent.marshalling_points or 0)


#: What follows the player's attack on an Agent, or leaving it: the Hazard Pile's next card,
#: the rest of the site's encounter (an "attacked" row), or the site phase's choices.
HAZARDS, EXPLORE, SITE_PHASE = "hazards", "explore", "site"


def meet(ctx: Context[State], agent: Card, site: str, rule: str,
         then: str = SITE_PHASE) -> None:
    """The company meets ``agent`` at ``site``: its skill's encounter (RGO-AGENT-4, 5), then
    the offer to attack it (``then`` names what follows) or its fate."""
    card = ctx.ruleset.catalog.get
    table = table_of(ctx.state)
    skills = [s for s in agent.skills if s in table.skills]
    if not skills:
        ctx.emit("AgentEncountered", rule, agent=agent.id, name=agent.name, site=site,
                 skill=None, effect=None)
        _after(ctx, agent, site, then, attacked=False)
        return
    skill = skills[0] if len(skills) == 1 else ctx.pick(
        "agents", skills, f"the skill {agent.name} uses", SEVERAL)
    use = table.skills[skill]
    ctx.emit("AgentEncountered", rule, agent=agent.id, name=agent.name, site=site,
             skill=skill, effect=use.effect)
    if ENCOUNTERS[use.effect](ctx, agent, use, card):
        return  # killed by the character it attacked
    _after(ctx, agent, site, then, attacked=use.effect == "attack")


def _after(ctx: Context[State], agent: Card, site: str, then: str, *, attacked: bool) -> None:
    """Unless it attacked, the player may attack the Agent (RGO-AGENT-8); else it stays."""
    if not attacked and any(c.untapped for c in ctx.state.characters):
        ctx.emit("AgentAttackOffered", ATTACK, agent=agent.id, site=site, then=then)
        return
    ctx.emit("AgentStays", STAYS, agent=agent.id, site=site)


def mind_roll(ctx: Context[State], agent: Card, who: Character, rule: str, *, bonus: int = 0,
              on: str = "mind") -> int:
    """The Agent's Mind + 2D6 (its prowess ``on`` a Scout's theft) against the character's
    Mind + 2D6 (RGO-AGENT-6): the margin by which the Agent's total is higher (0 or less:
    the character holds, ties too)."""
    base = (agent.prowess if on == "prowess" else agent.mind) or 0
    mine = _side(ctx, f"{agent.name}'s {on} roll", rule,
                 Modifier(base, f"card:{agent.id}", f"{agent.name}'s {on}", rule))
    yours = _side(ctx, f"{who.name}'s Mind roll", rule,
                  Modifier(who.mind, f"card:{who.card_id}", f"{who.name}'s mind", rule),
                  Modifier(bonus, f"rule:{rule}", "an untapped Ranger taps", rule))
    theirs, ours = _total(mine), _total(yours)
    ctx.emit("MindRolled", rule, agent=agent.id, character=who.card_id, on=on,
             agent_total=theirs, total=ours, bonus=bonus, **_opposed(ctx, mine, yours))
    return theirs - ours


#: One side of an opposed roll: its dice, their index in the dice stream, its modifiers.
Side = tuple[list[int], int, tuple[Modifier, ...]]


def _side(ctx: Context[State], purpose: str, rule: str, *modifiers: Modifier) -> Side:
    index = ctx.position("dice")
    return list(ctx.roll(purpose, rule)), index, modifiers


def _total(side: Side) -> int:
    return sum(side[0]) + sum(m.amount for m in side[2])


def _opposed(ctx: Context[State], agent: Side, other: Side) -> dict[str, JSON]:
    """Each side's roll as a check against the other's total (from version 17): the Agent's
    must be above it, the other side's at least the Agent's (ties go to the company)."""
    if ctx.ruleset.played in TOTALS_ONLY_VERSIONS:
        return {}
    return {"check": [check(agent[0], agent[2], _total(other), ABOVE, agent[1]).to_json(),
                      check(other[0], other[2], _total(agent), AT_LEAST, other[1]).to_json()]}


def _highest_mind(state: State) -> Character:
    return max(state.characters, key=lambda c: c.mind)


def attack(ctx: Context[State], agent: Card, use: Use, card: Callable[[str], Card]) -> bool:
    """A Warrior strikes the character of highest Mind; ties go to the lowest prowess, then
    body (RGO-AGTAB-1). True if the Agent was killed."""
    target = min(ctx.state.characters, key=lambda c: (-c.mind, c.effective_prowess,
                                                      c.effective_body))
    ctx.emit("StrikeAssigned", use.clause, character=target.card_id, attack=agent.name)
    return _strikes(ctx, agent, target.card_id)


def _strikes(ctx: Context[State], agent: Card, target: str) -> bool:
    """The Agent's strike at ``target``; True (and the Agent in the MP pile) if it was
    beaten and failed its body check (RGO-AGENT-9)."""
    if not resolve_strike(ctx, target, strike_of(agent), StrikeModifiers(), struck=(target,)):
        return False
    ctx.emit("AgentKilled", KILLED, agent=agent.id, name=agent.name)
    ctx.emit("MarshallingPointsGained", KILLED, card=agent.id, name=agent.name, kind="kill",
             points=agent.marshalling_points or 0)
    return True


def steal_item(ctx: Context[State], agent: Card, use: Use, card: Callable[[str], Card]) -> bool:
    """A Scout tries for the item of most MP (random on a tie): its prowess + 2D6 against the
    bearer's Mind + 2D6; the item goes under the Agent when the Agent's total is higher
    (RGO-AGTAB-2)."""
    played = ctx.ruleset.played
    # Each copy by its name (a lost treasure's apart, item_copies.NAMED_SINCE), else by card.
    borne = [(item_copies.ref(played, i), c, i) for c in ctx.state.characters
             for i in wizards_ring.stealable(played, c.items)]
    if not borne:
        held = any(c.items for c in ctx.state.characters)
        ctx.emit("AgentFoiled", use.clause, agent=agent.id,
                 reason="the company bears no item that may be stolen" if held
                 else "the company bears no item")
        return False
    best = max(card(i.card_id).marshalling_points or 0 for _, _, i in borne)
    tied = [r for r, _, i in borne if (card(i.card_id).marshalling_points or 0) == best]
    sought = tied[0] if len(tied) == 1 else ctx.pick("agents", tied, "the item sought",
                                                      use.clause)
    _, bearer, item = next(b for b in borne if b[0] == sought)
    if mind_roll(ctx, agent, bearer, use.clause, on="prowess") > 0:
        ctx.emit("ItemStolen", use.clause, agent=agent.id, character=bearer.card_id,
                 card=item.card_id, name=card(item.card_id).name,
                 **item_copies.fields(played, bearer, item))
    else:
        ctx.emit("AgentFoiled", use.clause, agent=agent.id, reason=f"{bearer.name} holds on")
    return False


def lead_astray(ctx: Context[State], agent: Card, use: Use,
                card: Callable[[str], Card]) -> bool:
    """A Ranger against the character of highest Mind, +2 when a Ranger taps; if the Agent
    wins, the site may not be tapped this turn (RGO-AGTAB-3)."""
    ranger = next((c for c in ctx.state.characters if c.untapped and c.has_skill("ranger")),
                  None)
    bonus = 0
    if ranger is not None:
        ctx.emit("CharacterStateChanged", use.clause, character=ranger.card_id, state="tapped")
        bonus = use.bonus
    if mind_roll(ctx, agent, _highest_mind(ctx.state), use.clause, bonus=bonus) > 0:
        ctx.emit("SiteClosed", use.clause, site=ctx.state.destination or ctx.state.site,
                 reason=f"{agent.name} leads the company astray")
    else:
        ctx.emit("AgentFoiled", use.clause, agent=agent.id, reason="the company keeps its way")
    return False


def learn_plans(ctx: Context[State], agent: Card, use: Use,
                card: Callable[[str], Card]) -> bool:
    """A Sage against the character of highest Mind: the hand loses as many cards as the
    Agent's margin, picked at random (RGO-AGTAB-4)."""
    margin = mind_roll(ctx, agent, _highest_mind(ctx.state), use.clause)
    if margin <= 0:
        ctx.emit("AgentFoiled", use.clause, agent=agent.id, reason="the plans stay secret")
        return False
    for _ in range(min(margin, len(ctx.state.hand))):
        lost = ctx.pick("agents", list(ctx.state.hand), "a card the Agent learns of",
                        use.clause)
        ctx.emit("CardsDiscarded", use.clause, cards=[lost])
    return False


def influence(ctx: Context[State], agent: Card, use: Use, card: Callable[[str], Card]) -> bool:
    """A Diplomat sways a faction of the MP pile, or else the character of lowest Mind: 2D6 +
    its direct influence (+ the character's corruption points) against 2D6 + the character's
    mind or the faction's influence number; the target is discarded when the Agent's total is
    higher (RGO-AGTAB-5)."""
    # turn.py calls this module: imported here, not at the top, to keep the import one-way.
    from domain.rulesets.road_goes_ever_on.turn import corruption_points

    factions = pile_factions.in_pile(ctx.state)
    reach = agent.direct_influence or 0
    if factions:
        faction = factions[0] if len(factions) == 1 else ctx.pick(
            "agents", factions, "the faction the Agent sways", use.clause)
        known = quests.named_sites(card(faction))
        number = known.influence if known and known.influence is not None else 10
        target, against, extra = faction, number, 0
    else:
        who = min(ctx.state.characters, key=lambda c: c.mind)
        target, against = who.card_id, who.mind
        extra = corruption_points(ctx.state, who, ctx.ruleset.catalog, ctx.ruleset.played)
    rule = use.clause
    mine = _side(ctx, f"{agent.name}'s influence", rule,
                 Modifier(reach, f"card:{agent.id}", f"{agent.name}'s direct influence", rule),
                 Modifier(extra, f"card:{target}", "the character's corruption points", rule))
    yours = _side(ctx, f"{card(target).name} resists", rule,
                  Modifier(against, f"card:{target}", "the faction's influence number"
                           if factions else "the character's mind", rule))
    theirs, ours = _total(mine), _total(yours)
    swayed = theirs > ours
    ctx.emit("AgentInfluenced", use.clause, agent=agent.id, target=target,
             name=card(target).name, agent_total=theirs, total=ours, swayed=swayed,
             **_opposed(ctx, mine, yours))
    if swayed and factions:
        ctx.emit("MarshallingPointsLost", use.clause, cards=[target],
                 reason=f"swayed by {agent.name}",
                 **pile_factions.lost_fields(ctx.state, ctx.ruleset.played, [target]))
        leaving_play.settle(ctx)  # the Stone of Erech goes with the Men of Lamedon
    elif swayed:
        gone = ctx.state.character(target)
        assert gone is not None
        reason = f"swayed by {agent.name}"
        if ctx.ruleset.played in SWAYED_UNRECORDED_VERSIONS:
            ctx.emit("CharacterEliminated", use.clause, character=target, name=gone.name,
                     reason=reason, heirs={}, was=character_json(gone))
        else:  # his items go to the discard pile, each a fact of its own (CoE 3.I.2)
            eliminate(ctx, gone, use.clause, reason)
    return False


#: Each skill's encounter: True if the Agent was killed in it.
ENCOUNTERS: Mapping[str, Callable[[Context[State], Card, Use, Callable[[str], Card]], bool]] = {
    "attack": attack, "steal-item": steal_item, "lead-astray": lead_astray,
    "learn-plans": learn_plans, "influence": influence,
}


# -- the player's attack ----------------------------------------------------------------------

def actions(state: State, card: Callable[[str], Card]) -> list[Action]:
    """While an Agent may be attacked: each untapped character may, or the Agent is left."""
    assert state.awaited_agent is not None
    agent = card(state.awaited_agent[0])
    return [*(Action(f"attack-agent:{c.card_id}", f"{c.name} attacks {agent.name}", ATTACK)
              for c in state.characters if c.untapped),
            Action("leave-agent", f"Let {agent.name} be", ATTACK)]


def refusal(state: State, kind: str, rest: str, card: Callable[[str], Card]) -> IllegalAction:
    """Why ``<kind>:<rest>`` is refused while an Agent may be met or attacked (``card``: a
    card by its id)."""
    if kind == "face-agent":
        return illegal("No Agent waits at this site for the company now.", STAYS)
    if state.awaited_agent is None:
        return illegal("No Agent met this turn may be attacked now.", ATTACK)
    who = state.character(rest)
    if who is None:
        return illegal(f"{named(card, rest)} is not in the company.", ATTACK)
    return illegal(f"{who.name} is {who.state}: an untapped character attacks an Agent.",
                   ATTACK)


def decide(ctx: Context[State], kind: str, rest: str) -> None:
    awaited = ctx.state.awaited_agent
    assert awaited is not None
    agent, site = ctx.ruleset.catalog.get(awaited[0]), awaited[1]
    if kind == "leave-agent":
        ctx.emit("AgentLeft", ATTACK, agent=agent.id)
        ctx.emit("AgentStays", STAYS, agent=agent.id, site=site)
        return
    ctx.emit("AgentAttacked", ATTACK, agent=agent.id, character=rest)
    for magic, use in table_of(ctx.state).magic_of(agent):
        index = ctx.position("dice")
        dice = ctx.roll(f"{agent.name}'s {magic}", use.clause)
        roll = sum(dice)
        works = roll < (agent.mind or 0)
        # Below the Agent's Mind: at most one less (from version 17, a check of its own).
        below: dict[str, JSON] = {} if ctx.ruleset.played in TOTALS_ONLY_VERSIONS else {
            "check": check(dice, (), (agent.mind or 0) - 1, AT_MOST, index).to_json()}
        ctx.emit("AgentMagic", use.clause, agent=agent.id, magic=magic, roll=roll,
                 mind=agent.mind or 0, works=works, **below)
        if works and not MAGIC[use.effect](ctx, agent, rest, use):
            if use.effect != "vanish":
                ctx.emit("AgentStays", STAYS, agent=agent.id, site=site)
            return
    if ctx.state.character(rest) is None:  # struck down by the Agent's sorcery
        ctx.emit("AgentStays", STAYS, agent=agent.id, site=site)
        return
    if not _strikes(ctx, agent, rest):
        ctx.emit("AgentStays", STAYS, agent=agent.id, site=site)


def vanish(ctx: Context[State], agent: Card, who: str, use: Use) -> bool:
    """Shadow Magic: the combat is cancelled and the Agent goes back into the Hazard deck
    (RGO-AGTAB-6); one card shuffled into a shuffled deck lands anywhere with equal chance."""
    place = ctx.pick("shuffle:hazard", list(range(len(ctx.state.hazards) + 1)),
                     f"where {agent.name} goes into the hazard deck", use.clause)
    ctx.emit("AgentVanished", use.clause, agent=agent.id, position=place)
    return False


def extra_strike(ctx: Context[State], agent: Card, who: str, use: Use) -> bool:
    """Sorcery: the Agent first strikes a random character (RGO-AGTAB-7)."""
    pool = [c.card_id for c in ctx.state.characters]
    target = ctx.pick("targets", pool, f"the strike of {agent.name}'s sorcery", use.clause,
                      **candidates(ctx, pool))
    ctx.emit("StrikeAssigned", use.clause, character=target, attack=agent.name)
    return not _strikes(ctx, agent, target)


def bar_lower_mind(ctx: Context[State], agent: Card, who: str, use: Use) -> bool:
    """Spirit Magic: a character of lower Mind than the Agent may not attack it
    (RGO-AGTAB-8)."""
    attacker = ctx.state.character(who)
    if attacker is not None and attacker.mind < (agent.mind or 0):
        ctx.emit("AgentAttackBarred", use.clause, agent=agent.id, character=who)
        return False
    return True


MAGIC: Mapping[str, Callable[[Context[State], Card, str, Use], bool]] = {
    "vanish": vanish, "extra-strike": extra_strike, "bar-lower-mind": bar_lower_mind,
}


# -- after the encounter ------------------------------------------------------------------------

def waiting_here(state: State) -> str | None:
    """An Agent that meets the company at the start of its site phase: one left at this site
    the company stayed at (RGO-AGENT-10), or one on the Quest Display at the site it came to
    (RGO-AGENT-11)."""
    # An Agent left at a site the company moves away from is no longer there (left_behind),
    # so one at this site from an earlier turn means the company remained.
    if not state.characters:
        return None  # a company lost on its way meets no one
    return next((agent for agent, site, where, turn in state.agents if site == state.site
                 and (where == "display" or turn < state.turn)), None)


def face_action(state: State, card: Callable[[str], Card]) -> list[Action]:
    agent = waiting_here(state)
    if agent is None:
        return []
    where = next(w for a, _, w, _ in state.agents if a == agent)
    return [Action(f"face-agent:{agent}", f"{card(agent).name} is here",
                   STAYS if where == "site" else DISPLAY)]


def face(ctx: Context[State], agent: str) -> None:
    where = next(w for a, _, w, _ in ctx.state.agents if a == agent)
    meet(ctx, ctx.ruleset.catalog.get(agent), ctx.state.site,
         STAYS if where == "site" else DISPLAY)


def left_behind(ctx: Context[State]) -> None:
    """The company leaves its site: an Agent left there is no longer at a site. It goes on
    the Quest Display when a quest there is found at one of its home sites (RGO-AGENT-11),
    or is discarded (RGO-AGENT-12)."""
    card = ctx.ruleset.catalog.get
    for agent, site, where, _ in ctx.state.agents:
        if where != "site" or site != ctx.state.site:
            continue
        homes = [fold(h) for h in card(agent).home_sites]
        quest_sites = [s for q in ctx.state.display for s in q.sites
                       if fold(card(s).name) in homes]
        if quest_sites:
            ctx.emit("AgentOnDisplay", DISPLAY, agent=agent, site=quest_sites[0])
        else:
            ctx.emit("AgentDiscarded", DISCARDED, agent=agent,
                     reason="no quest of the Quest Display is found at its home site")


def revealed(ctx: Context[State], agent: Card, position: int, site: Card,
             sanctuary: bool) -> bool:
    """An Agent revealed from the Hazard Pile, a creature hazard (RGO-AGENT-1): keyed to the
    company's new site and met there, or discarded. True while the player may attack it."""
    clause = keying(agent, site, table_of(ctx.state))
    if clause is None or sanctuary:
        reason = ("no hazard is keyed to Isengard while Saruman is there" if clause else
                  "an Agent is keyed to a Border-hold or its home site only")
        ctx.emit("HazardDiscarded", "RGO-SITE-RL-S2" if clause else KEYED, card=agent.id,
                 reason=reason)
        return False
    ctx.emit("HazardKeyed", clause, card=agent.id, position=position, place="the site")
    meet(ctx, agent, site.id, ENCOUNTER, HAZARDS)
    return ctx.state.awaited_agent is not None


#: Versions recorded before an "attacked" encounter stopped at an Agent at its home.
BEFORE_HOME_MEETINGS = (*PLAIN_VERSIONS, "6", "7", "8")


def meets_at_home(ctx: Context[State]) -> bool:
    return ctx.ruleset.played not in BEFORE_HOME_MEETINGS


def at_home(agent: Card, site: Card) -> bool:
    """An "attacked" site encounter draws until an Agent whose home site this is
    (RGO-SITE-BH-5 and the like)."""
    return agent.agent and fold(site.name) in [fold(h) for h in agent.home_sites]


def met_in_encounter(ctx: Context[State], agent: Card, site: Card, rule: str) -> bool:
    """An Agent met by an "attacked" encounter, queued as the site's attacks are; True while
    the player may attack it."""
    meet(ctx, agent, site.id, rule, EXPLORE)
    return ctx.state.awaited_agent is not None


def policy(state: State, card: Callable[[str], Card]) -> str:
    """The automatic player attacks an Agent with its strongest untapped character when that
    one's prowess beats the Agent's, and lets it be otherwise."""
    assert state.awaited_agent is not None
    agent = card(state.awaited_agent[0])
    ready = [c for c in state.characters if c.untapped]
    best = max(ready, key=lambda c: c.effective_prowess, default=None)
    if best is not None and best.effective_prowess > (agent.prowess or 0):
        return f"attack-agent:{best.card_id}"
    return "leave-agent"
