"""The Site Phase of "The Road Goes Ever On": the 2D6 site encounter (Appendix 2), the Inn and
Tavern tables (Appendix 3), the site's automatic-attacks with the Shadow-dependent second
attacks, and the Dragon encounter table before a Dragon attack.

The attacks an encounter brings are queued in the state (``State.site_attacks``) and faced in
order by :meth:`SitePhase.resume`; each waits for the defender to assign strikes to untapped
characters first (CoE 3.ii), as the Hazard Pile's attacks do, and the queue goes on once the
defender is done.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.canonical import JSON
from domain.cards import Card, fold
from domain.engine import coe
from domain.engine.balrog import PERMANENT_DEFEATED
from domain.engine.characters import Character
from domain.engine.checks import Modifier, table_roll
from domain.engine.combat import Attack, StrikeModifiers
from domain.engine.dragons import LAIR_QUIET
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on import (
    abilities,
    agents,
    attack_making,
    balrog_of_moria,
    bane_of_the_ithil_stone,
    check_helpers,
    creatures,
    dragon_homes,
    dragons,
    dungeons,
    effect_clauses,
    guard_reveals,
    hazard_long_events,
    hazard_pile,
    hazard_scripts,
    interjections,
    item_copies,
    lost_tapping,
    prowess_from,
    site_rules,
    skill_taps,
    tables,
    tokens,
    travel_cards,
    will_of_sauron,
)
from domain.rulesets.road_goes_ever_on.attack_making import Change, Making
from domain.rulesets.road_goes_ever_on.combat import enhanced, resolve_strike
from domain.rulesets.road_goes_ever_on.raids import conclude as conclude_raid
from domain.rulesets.road_goes_ever_on.song_cards import is_song
from domain.rulesets.road_goes_ever_on.state import State
from domain.rulesets.road_goes_ever_on.turn import Turn

#: Results that open a choice for the rest of the site phase: effect -> offer.
OFFERS = {"market": "market", "untap-site": "rumours", "remove-hazard-permanent": "hospitality",
          "song-search": "songs", "smoke-rings": "smoke-rings", "look-top": "news"}
#: The first version in which the Inn's Hospitality (RGO-INN-7, "on a character here") is
#: offered only for a hazard on a character of the company at the Inn; earlier versions offered
#: every permanent-event on any character in play and replay as played.
HOSPITALITY_HERE_SINCE = 228
#: The first version whose second automatic-attacks (RGO-SITE-DH-S3 and the like) are
#: automatic-attacks as the site's printed ones are (an on-guard event strengthening one is
#: revealed, the cards acting on automatic-attacks act on them); earlier versions made them as
#: any attack, and replay as played.
SECOND_AUTOMATIC_SINCE = 240
#: Results that help the company next turn: effect -> benefit.
NEXT_TURN = {"training": "training", "extra-draw": "extra-draw",
             "hazard-limit-discard": "horses", "merry-meal": "merry-meal"}


#: On-guard creatures are revealed on entering a site with automatic-attacks and attack after
#: them (CoE 2.V.i, 2.V.iv).
#: A sanctuary kept (Saruman at his site): no encounter, no automatic-attack.
SANCTUARY = "RGO-SITE-RL-S1"
ON_GUARD_REVEAL = "CoE-2.V.i"
ON_GUARD_ATTACKS = "CoE-2.V.iv"

#: The queued entry for an Under-deeps site's attack from the hazard deck (RGO-UDEEP-2).
UNDER_DEEPS: dict[str, JSON] = {"kind": "under-deeps", "rule": "RGO-UDEEP-2"}


def site_attack(attack: Attack, rule: str, source: str, *, dragon_table: bool = True,
                detainment: bool = False, hazard: str | None = None,
                keyed_to: str | None = None,
                carried: Mapping[str, JSON] | None = None,
                named: Mapping[str, int] | None = None,
                making: Making | None = None) -> dict[str, JSON]:
    """A queued site-phase attack: ``source`` names the attacker for the Dragon table (used
    when ``dragon_table``); ``hazard`` is the creature card drawn from the hazard deck;
    ``carried``, the account of its prowess so far (prowess_from.py), when it is recorded;
    ``named``, the ``play`` of the copy of the card making it, named as it is declared;
    ``making``, what is still to make of it as it is faced (attack_making.py)."""
    return {"kind": "attack", "attack": attack.to_json(), "rule": rule, "source": source,
            "dragon_table": dragon_table, "detainment": detainment, "hazard": hazard,
            "keyed_to": keyed_to, **({} if carried is None else {"prowess_from": carried}),
            **(named or {}),
            **({} if making is None else {attack_making.MAKING: making.to_json()})}


def hospitality_targets(state: State, played: str) -> list[tuple[str, str]]:
    """(hazard, character) pairs the Inn's Hospitality may remove: from
    ``HOSPITALITY_HERE_SINCE`` on a character of the company at the Inn (the running one)."""
    here = {c.card_id for c in state.characters}
    return [(h, who) for h, who in dict.fromkeys(state.permanent_hazards)
            if who in here or not played_since(played, HOSPITALITY_HERE_SINCE)]


def second_attacks(tables_: tables.Tables, site: Card, shadow_count: int) -> list[tables.SiteRule]:
    """The site's second automatic-attacks that the Shadow count has woken."""
    return [r for r in tables_.rules_for(site.name, "second-automatic-attack")
            if shadow_count > int(r.param("shadow_above"))]


def second_attack(site: Card, extra: tables.SiteRule, played: str) -> Attack:
    """The second automatic-attack a row of the site's rules makes (RGO-SITE-DH-S3 and the
    like): the site its source, worth its row's marshalling points; an automatic-attack from
    ``SECOND_AUTOMATIC_SINCE``."""
    return Attack(site.id, f"{site.name} second automatic-attack", str(extra.param("race")),
                  int(extra.param("strikes")), int(extra.param("prowess")), None,
                  played_since(played, SECOND_AUTOMATIC_SINCE), False, int(extra.param("mp")))


class SitePhase:
    def __init__(self, turn: Turn, skill_token: bool = False) -> None:
        self.turn = turn
        self.tables = turn.tables
        # The player explores having a character an encounter taps for a skill spend a
        # Skill token instead, if he holds one (RGO-TOKEN-7, skill_taps.py).
        self.skill_token = skill_token

    def table_of(self, state: State, site: Card) -> str | None:
        """The encounter table exploring ``site`` rolls on (None: none): its type's, or a
        Haven's or Free-hold's own table, when the player gives one (RGO-SITE-3). (Its type as
        a hazard may treat it this turn: New Moon, Choking Shadows.)"""
        return tables.table_for_site_type(hazard_scripts.treated_type(state, site)) \
            or self.tables.enhanced(site.name)

    def explore_clause(self, state: State) -> str:
        """The clause exploring the company's site now follows, as ``explore`` cites it: a
        sanctuary's, no table's (RGO-SITE-1), its type's table (RGO-SITE-4) or its own
        (RGO-SITE-3)."""
        site = self.turn.card(state.site)
        if self.turn.sanctuary(state, site):
            return SANCTUARY
        if self.table_of(state, site) is None:
            return "RGO-SITE-1"
        return "RGO-SITE-4" if tables.table_for_site_type(
            hazard_scripts.treated_type(state, site)) else "RGO-SITE-3"

    def explore(self, ctx: Context[State]) -> None:
        site = self.turn.card(ctx.state.site)
        name = self.table_of(ctx.state, site)
        if self.turn.sanctuary(ctx.state, site):
            ctx.emit("SanctuaryKept", SANCTUARY, site=site.id,
                     note="Saruman is here: no encounter and no automatic-attack")
        elif name is None:
            ctx.emit("NoSiteEncounter", "RGO-SITE-1", site=site.id, site_type=site.site_type,
                     note="Havens and Free-holds use their Enhanced Site cards")
        else:
            if self.site_roll(ctx, site, name, "SiteEncounter", "RGO-SITE-4") \
                    or ctx.state.awaited_check is not None:
                return  # the player picks one of two rolls first (RGO-HOME-2), or helps the
                # Despair encounter's check (the site phase goes on once it is rolled)
        self.resume(ctx)

    def resume(self, ctx: Context[State]) -> None:
        """Reveal the site's on-guard card, face the queued attacks in order, then the site
        is explored; stops while the player chooses who taps for a Lost encounter, declares
        an on-guard event's effect or the defender assigns strikes. From
        ``interjections.SITE_PHASE_SINCE`` an attack a card queued (a Traitor's) is made first,
        before each of these: the site phase goes on once it is over."""
        if ctx.state.awaited_item_loss is not None or ctx.state.awaited_tapping is not None \
                or ctx.state.awaited_transfer is not None or interjections.in_site_phase(ctx) \
                or self.reveal_on_guard(ctx):
            return
        if not self.face_queued(ctx) and not interjections.in_site_phase(ctx):
            self.finish(ctx, self.turn.card(ctx.state.site))

    def reveal_on_guard(self, ctx: Context[State]) -> bool:
        """The card placed on guard at the site (RGO-GUARD-1) is revealed as the company
        enters, once the encounter has queued its attacks. A creature that can be keyed to a
        site with automatic-attacks attacks after them (CoE 2.V.i); any other creature stays
        face down and goes back at the end of the turn. A hazard event is played on the
        company as one from the Hazard Pile (RGO-TARGET-1, RGO-HAZ-3): from
        ``guard_reveals.SINCE`` only one that would affect the automatic-attacks the company
        faces here, a creature only where it faces one (guard_reveals.py); from
        attack_making.MADE_AS_FACED_SINCE it acts on the automatic-attacks as they are faced,
        the one it adds queued after them. True while the player declares the event's effect
        (or answers it otherwise: helps its check...)."""
        state = ctx.state
        guard = state.guarding()
        if guard is None or state.on_guard_faced or state.outcome is not None \
                or not state.characters:
            return False
        site, card = self.turn.card(state.site), self.turn.card(guard)
        if self.discarded_on_guard(ctx, card, site, dragons.gone_everywhere(ctx, card)):
            return False  # a defeated Dragon's manifestation (TD-MANIF-6)
        problem = self.guard_creature_problem(state, card, site) if card.is_creature \
            else None
        if problem is None and guard_reveals.applies(ctx.ruleset.played):
            problem = guard_reveals.problem(state, self.turn.catalog, ctx.ruleset.played, card,
                                            site)
        if problem is not None:
            ctx.emit("OnGuardNotRevealed", problem[1], card=card.id, site=site.id,
                     reason=problem[0])
            return False
        if card.is_creature:
            if self.discarded_on_guard(ctx, card, site, dragon_homes.one_a_turn_elsewhere(
                    ctx, self.turn.catalog, card)):
                return False  # past Leucaruth at Home's limit (TD-MANIF-1)
            ctx.emit("OnGuardRevealed", "RGO-GUARD-1", card=card.id, name=card.name,
                     site=site.id, **dragon_homes.manifestation_played(self.turn.played, card))
            attack = Attack.from_creature(card, len(state.characters))
            self.queue(ctx, ON_GUARD_ATTACKS, [site_attack(
                attack, "RGO-GUARD-1", card.name, hazard=card.id, keyed_to="the site")])
            return False
        if self.discarded_on_guard(ctx, card, site, dragon_homes.one_a_turn_elsewhere(
                ctx, self.turn.catalog, card)):
            return False  # past Leucaruth at Home's limit (TD-MANIF-1)
        ctx.emit("OnGuardRevealed", "RGO-GUARD-1", card=card.id, name=card.name, site=site.id)
        was_in_play = card.id in ctx.state.environments
        self.turn.play_hazard_event(ctx, card, "RGO-GUARD-1")
        if attack_making.as_faced(ctx.ruleset.played) and not was_in_play \
                and card.id in ctx.state.environments:
            self.added_on_guard(ctx, site, card)  # an At Home at its lair, Balrog of Moria
        return ctx.state.awaited_event is not None or ctx.state.awaited_ship_event is not None \
            or ctx.state.hazard_cancel is not None or ctx.state.awaited_transfer is not None \
            or ctx.state.awaited_check is not None

    @staticmethod
    def discarded_on_guard(ctx: Context[State], card: Card, site: Card,
                           why: tuple[str, str] | None) -> bool:
        """The on-guard ``card`` revealed and discarded, not played, ``why`` (the reason, the
        clause) not None; True if it was."""
        if why is None:
            return False
        ctx.emit("OnGuardRevealed", "RGO-GUARD-1", card=card.id, name=card.name, site=site.id)
        ctx.emit("HazardDiscarded", why[1], card=card.id, reason=why[0])
        return True

    def guard_creature_problem(self, state: State, card: Card,
                               site: Card) -> tuple[str, str] | None:
        """Why an on-guard creature cannot attack the company entering ``site``, or None."""
        if self.turn.sanctuary(state, site):
            return "no hazard is keyed to Isengard while Saruman is there", "RGO-SITE-RL-S2"
        if not site.automatic_attacks and not guard_reveals.applies(self.turn.played):
            return "the site has no automatic-attack", ON_GUARD_REVEAL  # as printed
        journey = hazard_pile.Journey((), site.site_type or "", site.name, site.region)
        if not creatures.keyable_at_site(self.turn.played, state, self.turn.catalog, card, site):
            return "it cannot be keyed to the site", ON_GUARD_REVEAL
        if travel_cards.allowed(state, journey.site_position, journey, card) is None \
                and not site_rules.keyed_regardless(self.turn.played, site):
            return "it cannot be keyed to the site" + travel_cards.because(state), coe.SHORT_EVENT
        return None

    def face_queued(self, ctx: Context[State]) -> bool:
        """Face the queued attacks in order; True when one waits for the defender to assign
        its strikes (CoE 3.ii), or an attack a card queued, made before it, does."""
        site = self.turn.card(ctx.state.site)
        while ctx.state.site_attacks and ctx.state.outcome is None and ctx.state.characters:
            if interjections.in_site_phase(ctx):
                return True  # a Traitor's attack, made before the next (interjections.py)
            entry = ctx.state.site_attacks[0]
            ctx.emit("SiteAttackBegan", str(entry["rule"]), kind=entry["kind"],
                     attack=entry.get("attack"))
            if self.face(ctx, site, entry):
                return True
        return False

    def face(self, ctx: Context[State], site: Card, entry: Mapping[str, JSON]) -> bool:
        """One queued attack; True while the defender assigns its strikes."""
        if entry["kind"] == UNDER_DEEPS["kind"]:
            return self.under_deeps_attack(ctx, site)
        if entry["kind"] == "agent":  # an Agent at its home site (agents.at_home)
            return agents.met_in_encounter(ctx, self.turn.card(str(entry["agent"])), site,
                                           str(entry["rule"]))
        attack = Attack.from_json(entry["attack"])
        carried = prowess_from.of(entry)
        making = attack_making.of(entry)
        if making is not None:  # made as it is faced (attack_making.MADE_AS_FACED_SINCE)
            attack, carried = attack_making.made(ctx, site, attack, making)
        table = self.turn.dragon_table(ctx.state) if entry["dragon_table"] else None
        hazard = entry.get("hazard")
        keyed_to = entry.get("keyed_to")
        beaten = dragons.fight(ctx, table, str(entry["source"]), attack, str(entry["rule"]),
                               keyed_to=None if keyed_to is None else str(keyed_to),
                               hazard=None if hazard is None else str(hazard), ask=True,
                               detainment=bool(entry["detainment"]),
                               carried=carried, play=int(entry.get("play", 0)))
        if beaten is None:
            return True
        if hazard is not None:
            self.turn.creature_gone(ctx, str(hazard), beaten)
        return False

    def queue(self, ctx: Context[State], rule: str, attacks: list[dict[str, JSON]]) -> None:
        if attacks:
            ctx.emit("SiteAttacksQueued", rule, attacks=list(attacks))

    def finish(self, ctx: Context[State], site: Card) -> None:
        if ctx.state.outcome is None:
            conclude_raid(ctx, site)  # a raid's attacks are done (RGO-RAID-3, 5)
            if dungeons.offered(ctx.ruleset.played):
                dungeons.explored(ctx, site, lambda card: self.turn.card(card).name)
            ctx.emit("SiteExplored", coe.SITE_PHASE, site=site.id)

    def site_roll(self, ctx: Context[State], site: Card, name: str, kind: str,
                  rule: str) -> bool:
        """Roll on table ``name`` and play the row; True when a home-site character's second
        roll leaves the choice of row to the player (RGO-HOME-2)."""
        bonus_rule = "RGO-UDEEP-1" if site.under_deeps else None
        bonus = [Modifier(1, f"card:{site.id}", f"{site.name} is Under-deeps", bonus_rule)] \
            if site.under_deeps else []
        if kind == "SiteEncounter" and dungeons.offered(ctx.ruleset.played) \
                and dungeons.encounter_bonus(site):
            bonus, bonus_rule = dungeons.encounter_bonus(site), dungeons.DEEPER
        made = []
        for _ in range(2 if ctx.state.home_rolls else 1):
            index = ctx.position("dice")
            dice = ctx.roll(f"the {name} encounter at {site.name}", rule)
            total = sum(dice) + sum(m.amount for m in bonus)
            made.append(table_roll(dice, bonus, name, [self.tables[name].selected(total)],
                                   index))
        rolls = [m.total for m in made]
        explained = tables.explains_table_rolls(ctx.ruleset.played)
        if len(rolls) == 2:
            ctx.emit("EncounterRollsOffered", "RGO-HOME-2", site=site.id, table=name,
                     rolls=rolls, rows=[self.tables[name].lookup(r).name for r in rolls],
                     kind=kind, bonus=sum(m.amount for m in bonus),
                     **({"table_rolls": [m.to_json() for m in made]} if explained else {}))
            return True
        self.play_row(ctx, site, name, rolls[0], kind, bonus_rule,
                      made[0].to_json() if explained else None)
        return False

    def play_row(self, ctx: Context[State], site: Card, name: str, roll: int, kind: str,
                 bonus_rule: str | None = None,
                 made: Mapping[str, JSON] | None = None) -> None:
        """Play the row ``roll`` selects on table ``name``; ``made``: the roll's recorded
        dice, modifiers and row, in the versions that record it."""
        row = self.tables[name].lookup(roll)
        ctx.emit(kind, row.clause, site=site.id, table=name, roll=roll, row=row.name,
                 effect=row.effect, modified_by=bonus_rule,
                 **({"table_roll": dict(made)} if made is not None else {}))
        if kind == "InnEncounter":
            self.table_result(ctx, site, row)
        else:
            self.encounter(ctx, site, row)

    def choose_roll(self, ctx: Context[State], index: int) -> None:
        """The player's pick among the rolls of RGO-HOME-2; an Inn roll may ask again."""
        site = self.turn.card(ctx.state.site)
        table, roll = ctx.state.pending_rolls[index]
        offered = ctx.state.pending_table_rolls
        ctx.emit("EncounterRollChosen", "RGO-HOME-2", table=table, roll=roll)
        kind = "SiteEncounter" if tables.is_site_table(table) else "InnEncounter"
        self.play_row(ctx, site, table, roll, kind,
                      "RGO-UDEEP-1" if site.under_deeps and kind == "SiteEncounter" else None,
                      offered[index] if offered else None)
        if not ctx.state.pending_rolls and ctx.state.awaited_check is None:
            self.resume(ctx)

    # -- encounters ---------------------------------------------------------------------------
    def encounter(self, ctx: Context[State], site: Card, row: tables.Row) -> None:
        effect = row.effect
        if effect == "usual":
            self.automatic_attacks(ctx, site, row.clause)
        elif effect == "automatic-attack":
            self.automatic_attacks(ctx, site, row.clause, strikes_factor=row.param(
                "strikes_factor", 1), prowess_bonus=row.param("prowess_bonus", 0),
                bonus_row=row.name)
        elif effect == "secret-passage":
            if not self.tapping_offered(ctx, site, row, list(skill_taps.SECRET_PASSAGE)) \
                    and not self.tap_one_with(ctx, list(skill_taps.SECRET_PASSAGE),
                                              row.clause, row.name):
                self.automatic_attacks(ctx, site, row.clause)
        elif effect == "lost":
            self.lost(ctx, site, row)
        elif effect == "site-untappable":
            ctx.emit("SiteClosed", row.clause, site=site.id, closed=True)
        elif effect == "despair":
            self.despair(ctx, int(row.param("modifier")), row.clause)
        elif effect == "traps":
            self.turn.trap(ctx, int(row.param("threshold")), row.clause)
        elif effect == "attacked":
            self.attacked(ctx, site, row.clause)
        elif effect == "inn":
            self.inn(ctx, site)
        else:
            self.table_result(ctx, site, row)

    def offer(self, ctx: Context[State], site: Card, row: tables.Row) -> None:
        """Open the row's choice for the rest of the site phase, when it can be used."""
        state, offer = ctx.state, OFFERS[row.effect]
        amount = 1
        if offer == "market":
            dale = self.tables.rules_for(site.name, "market-items")
            amount = int(dale[0].param("minor_items")) if dale else int(
                row.param("minor_items", 1))
            rule = dale[0].clause if dale else row.clause
            ctx.emit("EncounterOffered", rule, offer=offer, amount=amount, row=row.name)
            return
        if offer == "hospitality":
            amount = int(row.param("modifier"))
        usable = {"rumours": bool(self.nearby_tapped_sites(state)),
                  "hospitality": bool(hospitality_targets(state, self.turn.played)),
                  "songs": bool(self.songs(state)),
                  "smoke-rings": any(c.untapped for c in state.characters)
                  and bool(self.resources(state)),
                  "news": True}[offer]
        if usable:
            ctx.emit("EncounterOffered", row.clause, offer=offer, amount=amount, row=row.name)
        else:
            ctx.emit("NothingToUse", row.clause, row=row.name,
                     note="nothing in play this result could act on")

    def nearby_tapped_sites(self, state: State) -> list[str]:
        """Tapped sites in the company's region or a region adjacent to it (RGO-SITE-BH-4)."""
        here = self.turn.card(state.site).region or ""
        regions = [fold(here)] + [fold(r) for r in self.turn.region_adjacent(here)]
        return [s for s in dict.fromkeys(state.tapped_sites)
                if fold(self.turn.card(s).region or "") in regions]

    def songs(self, state: State) -> list[tuple[str, str]]:
        return [(c, source) for source, pile in (("draw", state.draw), ("discard", state.discard))
                for c in dict.fromkeys(pile) if is_song(self.turn.card(c))]

    def resources(self, state: State) -> list[tuple[str, str]]:
        return [(c, source) for source, pile in (("draw", state.draw), ("discard", state.discard))
                for c in dict.fromkeys(pile) if self.turn.card(c).card_type == "Resource"]

    def table_result(self, ctx: Context[State], site: Card, row: tables.Row) -> None:
        """The Inn and Tavern results (and any row not handled above)."""
        effect = row.effect
        if effect in ("strikes", "strike-steals-item"):
            self.inn_strikes(ctx, row)
        elif effect == "new-quest":
            self.turn.reveal_quest(ctx, row.clause)
        elif effect == "chance-meeting":
            self.chance_meeting(ctx, site, row.clause)
        elif effect == "nothing":
            ctx.emit("NothingHappens", row.clause, row=row.name)
        elif effect in OFFERS:
            self.offer(ctx, site, row)
        elif effect in NEXT_TURN:
            amount = int(row.param("reduction", row.param("max_regions", 1)))
            ctx.emit("BenefitGranted", row.clause, benefit=NEXT_TURN[effect], site=site.id,
                     turn=ctx.state.turn + 1, amount=amount, row=row.name)
        else:
            ctx.emit("EncounterNotPlayed", row.clause, row=row.name, effect=effect,
                     note="this table row names an effect the ruleset has no play for")

    def skilled(self, ctx: Context[State], c: Character, skill: str) -> bool:
        """The character's skill, with Gildor's and Haldalam's from version 3."""
        if not enhanced(ctx):
            return c.has_skill(skill)
        return abilities.has_skill(ctx.state, self.turn.catalog.get, c, skill)

    def able(self, ctx: Context[State], skills: list[str]) -> list[Character]:
        """The untapped characters with one of ``skills`` ("wizard" names the Wizard)."""
        return [c for c in ctx.state.characters if c.untapped and (
            any(self.skilled(ctx, c, s) for s in skills)
            or ("wizard" in skills and c.card_id == ctx.state.wizard)
            or ("dwarf" in skills and c.race == "Dwarf"))]

    def spender(self, ctx: Context[State], able: list[Character],
                skills: list[str]) -> Character | None:
        """With :attr:`skill_token`, the one of ``able`` who has the skill and a Skill token
        to spend instead of tapping."""
        return skill_taps.spender(ctx.state, self.turn.catalog.get, able, skills) \
            if self.skill_token else None

    def lost(self, ctx: Context[State], site: Card, row: tables.Row) -> None:
        """Lost in the Darkness or in Tunnels: the site is closed unless an able character
        taps."""
        skills = list(row.param("unless"))
        if not self.tapping_offered(ctx, site, row, skills) \
                and not self.tap_one_with(ctx, skills, row.clause, row.name):
            ctx.emit(lost_tapping.CLOSED, row.clause, site=site.id, closed=True)

    def tapping_offered(self, ctx: Context[State], site: Card, row: tables.Row,
                        skills: list[str]) -> bool:
        """Whether the player is asked who of the able characters taps for ``row``, if anyone
        (a Lost row from ``lost_tapping.SINCE``, Secret Passage from ``PASSAGE_SINCE``); a
        Skill token explored with is spent as before, unasked."""
        able = self.able(ctx, skills)
        if not able or not lost_tapping.offered(ctx.ruleset.played, row.effect) \
                or self.spender(ctx, able, skills) is not None:
            return False
        lost_tapping.offer(ctx, able, row.clause, site.id, row.name, row.effect)
        return True

    def tap_one_with(self, ctx: Context[State], skills: list[str], rule: str,
                     why: str) -> bool:
        """Tap an untapped character with one of ``skills`` ("wizard" names the Wizard); with
        :attr:`skill_token`, one who has the skill and a Skill token spends it instead."""
        able = self.able(ctx, skills)
        if not able:
            return False
        spender = self.spender(ctx, able, skills)
        if spender is not None:
            tokens.skill_instead(ctx, spender.card_id, f"stays untapped for {why}")
        else:
            ctx.emit("CharacterStateChanged", rule, character=able[0].card_id, state="tapped")
        return True

    def despair(self, ctx: Context[State], modifier: int, rule: str) -> None:
        from domain.rulesets.road_goes_ever_on.turn import corruption_points

        state = ctx.state
        points = {c.card_id: corruption_points(state, c, self.turn.catalog, self.turn.played)
                  for c in state.characters}
        most = max(points.values())
        tied = [c.card_id for c in state.characters if points[c.card_id] == most]
        target = tied[0] if len(tied) == 1 else ctx.pick("targets", tied, "despair", rule)
        character = state.character(target)
        assert character is not None
        self.turn.waiting_check(check_helpers.ENCOUNTER)(ctx, character, modifier, rule)

    def attacked(self, ctx: Context[State], site: Card, rule: str) -> None:
        """Reveal hazards until a creature that can attack here; the others are discarded."""
        shuffled = False
        while ctx.state.outcome is None:
            if not ctx.state.hazards:
                if shuffled or not ctx.state.hazard_discard:
                    ctx.emit("NoAttacker", rule, site=site.id)
                    return
                will_of_sauron.deck_exhausted(ctx, self.turn.card, "hazard")
                bane_of_the_ithil_stone.deck_exhausted(ctx, "hazard")
                ctx.shuffle("hazard", list(ctx.state.hazard_discard), "RGO-GEN-6")
                shuffled = True
            card = self.turn.card(ctx.state.hazards[0])
            ctx.emit("HazardPileDrawn", rule, cards=[card.id], count=1)
            # From dragon_homes.ONE_A_TURN_AT_SITES_SINCE whether the card attacks is known
            # as it is revealed: a unique Dragon manifestation that does is the turn's one.
            early = dragon_homes.at_sites(self.turn.played)
            fits = self.attacker_here(ctx, card, site) if early else None
            why = self.no_attacker(ctx, card, fits) if fits is not None else None
            ctx.emit("HazardRevealed", rule, card=card.id, name=card.name,
                     **(dragon_homes.manifestation_played(
                         self.turn.played, card, dragon_homes.ONE_A_TURN_AT_SITES_SINCE)
                        if fits and why is None else {}))
            if agents.meets_at_home(ctx) and agents.at_home(card, site):
                self.queue(ctx, rule, [{"kind": "agent", "agent": card.id, "rule": rule}])
                return
            if dragons.discarded_everywhere(ctx, card):
                continue  # a defeated Dragon's manifestation attacks no more (TD-MANIF-6)
            if fits or fits is None and self.attacker_here(ctx, card, site):
                if why is not None:  # past Leucaruth at Home's limit (TD-MANIF-1)
                    ctx.emit("HazardDiscarded", why[1], card=card.id, reason=why[0])
                    continue
                attack = Attack.from_creature(card, len(ctx.state.characters))
                self.queue(ctx, rule, [site_attack(attack, rule, card.name, hazard=card.id,
                                                   keyed_to="the site")])
                return
            ctx.emit("HazardDiscarded", rule, card=card.id, reason="not a creature for here")

    def no_attacker(self, ctx: Context[State], card: Card,
                    fits: bool) -> tuple[str, str] | None:
        """Why ``card``, drawn for a site's attack, attacks no one whatever it is (the
        reason, the clause): a defeated Dragon's manifestation (TD-MANIF-6); from
        dragon_homes.ONE_A_TURN_AT_SITES_SINCE a Dragon that would attack (``fits``: as
        :meth:`attacker_here` finds it), past Leucaruth at Home's limit (TD-MANIF-1). None
        otherwise."""
        return dragons.gone_everywhere(ctx, card) or (dragon_homes.one_a_turn_elsewhere(
            ctx, self.turn.catalog, card, dragon_homes.ONE_A_TURN_AT_SITES_SINCE)
            if fits else None)

    def attacker_here(self, ctx: Context[State], card: Card, site: Card) -> bool:
        """Whether ``card`` is a creature that can attack the company at ``site``."""
        return card.is_creature and creatures.keyable_at_site(
            self.turn.played, ctx.state, self.turn.catalog, card, site)

    def automatic_attacks(self, ctx: Context[State], site: Card, rule: str,
                          strikes_factor: int = 1, prowess_bonus: int = 0,
                          bonus_row: str = "") -> None:
        """Queue the site's automatic-attacks as the encounter's row (by its clause ``rule``,
        ``bonus_row`` naming it) has the company face them (:meth:`automatic_entries`)."""
        change = Change(rule, bonus_row or "the site encounter's row", strikes_factor,
                        prowess=prowess_bonus)
        self.queue(ctx, rule, self.automatic_entries(ctx, site, change))

    def automatic_entries(self, ctx: Context[State], site: Card,
                          change: Change) -> list[dict[str, JSON]]:
        """The site's automatic-attacks the company faces as ``change`` (the encounter's row,
        or a raid's, raids.py) has it, in order: the site card's own, a Dragon's At Home's at
        its lair, the Balrog's at Moria, an Under-deeps site's attack from the hazard deck,
        the second ones the Shadow has woken, those the long-events in play add. Each is made
        stronger as attack_making.py says: ``change`` on the site's own and an At Home's (a
        raid's on each), Balrog of Moria's +2 on those and the second ones, the hazard events
        played on the site on the first one made."""
        count = len(ctx.state.characters)
        quiet = dragons.lair_quiet(ctx, site)
        maker = _Maker(ctx, site, change)
        queued = []
        for auto in site.automatic_attacks:
            if quiet and fold(auto.race) == "dragon":
                ctx.emit("AutomaticAttackGone", LAIR_QUIET, site=site.id,
                         race=auto.race, reason="its Dragon has been defeated")
                continue
            queued.append(maker.entry(Attack.automatic_attack(site, auto, count), change.rule,
                                      site.name, full=True))
        queued += self.lair_entries(ctx, site, maker)
        queued += self.balrog_entries(ctx, site, maker)
        if site.under_deeps and site.hand_creature_attack is not None:
            queued.append(dict(UNDER_DEEPS))
        for extra in second_attacks(self.tables, site, ctx.state.shadow):
            queued.append(maker.entry(second_attack(site, extra, ctx.ruleset.played),
                                      extra.clause, site.name, balrog=True, dragon_table=False))
        for _, attack in hazard_long_events.added_attacks(ctx.state, site, ctx.ruleset.played):
            queued.append(maker.entry(attack, hazard_long_events.RULE, site.name,  # Fell Winter
                                      dragon_table=False))
        return queued

    def lair_entries(self, ctx: Context[State], site: Card, maker: _Maker,
                     only: str | None = None) -> list[dict[str, JSON]]:
        """The automatic-attack each Dragon's At Home in play (``only`` that one) adds to its
        lair ``site``, as the lair's own is made (TD-MANIF-1); before
        dragon_homes.AUTOMATIC_SINCE a creature's attack, made as it came."""
        queued = []
        for home, attack in dragon_homes.lair_attacks(ctx, self.turn.catalog, site):
            if only is not None and home.id != only:
                continue
            if not attack.automatic:  # before dragon_homes.AUTOMATIC_SINCE
                queued.append(site_attack(attack, PERMANENT_DEFEATED, home.name,
                                          hazard=home.id, keyed_to="the site"))
                continue
            # Defeated, its At Home is a defeated creature (BA-CLAR-1).
            queued.append(maker.entry(attack, dragon_homes.RULE, home.name, full=True,
                                      hazard=home.id, keyed_to="the site"))
        return queued

    @staticmethod
    def balrog_entries(ctx: Context[State], site: Card,
                       maker: _Maker) -> list[dict[str, JSON]]:
        """The Balrog's attack at Moria while Balrog of Moria is in play, after the site's
        own; by the clause of the play bringing it in play (effect_clauses.py)."""
        balrog = balrog_of_moria.moria_attack(ctx.state, site)
        if balrog is None:
            return []
        clause, _ = effect_clauses.by_copy_in_play(ctx, balrog_of_moria.CARD)
        _, named = effect_clauses.by_copy_in_play(ctx, balrog_of_moria.CARD,
                                                  effect_clauses.EVERY_ACT_SINCE)
        return [maker.entry(balrog, clause, balrog.name, dragon_table=False, named=named)]

    def added_on_guard(self, ctx: Context[State], site: Card, card: Card) -> None:
        """From attack_making.MADE_AS_FACED_SINCE, the automatic-attack an on-guard card
        revealed on entering has added by coming into play, queued after the others
        (CoE-2.V.i.1, CoE-2.V.ii.3): an At Home's at its lair, the Balrog's at Moria; made as
        those queued are."""
        maker = _Maker(ctx, site, attack_making.queued_change(ctx.state), first=False)
        if dragon_homes.is_at_home(card):
            added = self.lair_entries(ctx, site, maker, only=card.id)
        else:
            added = self.balrog_entries(ctx, site, maker) \
                if card.id == balrog_of_moria.CARD else []
        self.queue(ctx, ON_GUARD_REVEAL, added)

    def under_deeps_attack(self, ctx: Context[State], site: Card) -> bool:
        """The attack an Under-deeps site lets the hazard player play: draw the site's hazard
        number and the first creature that can attack here attacks; the rest are discarded
        (RGO-UDEEP-2). True while the defender assigns its strikes."""
        drawn = self.turn.draw_hazards(ctx, site.draw_opponent or 0, "RGO-UDEEP-2")
        # A defeated Dragon's manifestation (TD-MANIF-6), from
        # dragon_homes.ONE_A_TURN_AT_SITES_SINCE one past Leucaruth at Home's limit
        # (TD-MANIF-1), is no creature that attacks here.
        fits = {c: self.attacker_here(ctx, self.turn.card(c), site) for c in drawn}
        gone = {c: self.no_attacker(ctx, self.turn.card(c), fits[c]) for c in drawn}
        attacker = next((c for c in drawn if gone[c] is None and fits[c]), None)
        for card_id in drawn:
            if card_id != attacker:
                reason, clause = gone[card_id] or ("not the first creature for here",
                                                   "RGO-UDEEP-2")
                ctx.emit("HazardDiscarded", clause, card=card_id, reason=reason)
        if attacker is None:
            ctx.emit("NoAttacker", "RGO-UDEEP-2", site=site.id)
            return False
        card = self.turn.card(attacker)
        played = dragon_homes.manifestation_played(self.turn.played, card,
                                              dragon_homes.ONE_A_TURN_AT_SITES_SINCE)
        if played:  # the Dragon drawn is revealed as the attack played, the turn's one
            ctx.emit("HazardRevealed", "RGO-UDEEP-2", card=card.id, name=card.name, **played)
        attack = Attack.from_creature(card, len(ctx.state.characters))
        return self.face(ctx, site, site_attack(attack, "RGO-UDEEP-2", card.name,
                                                hazard=card.id, keyed_to="the site"))

    # -- Inns and Taverns ---------------------------------------------------------------------
    def inn(self, ctx: Context[State], site: Card) -> None:
        swap = self.tables.rules_for(site.name, "inn-table")
        name = str(swap[0].param("use")) if swap else "inn"
        self.site_roll(ctx, site, name, "InnEncounter", "RGO-SITE-7")

    def inn_strikes(self, ctx: Context[State], row: tables.Row) -> None:
        attack = Attack("inn", row.name, "Men", int(row.param("strikes")),
                        int(row.param("prowess")))
        if row.effect == "strikes":
            self.queue(ctx, row.clause, [site_attack(
                attack, row.clause, row.name, dragon_table=False,
                detainment=bool(row.param("detainment")))])
            return
        # The clause names a random character: the defender does not choose the mark.
        target = ctx.pick("targets", [c.card_id for c in ctx.state.characters],
                          f"the mark of the {row.name}", row.clause)
        before = ctx.state.character(target)
        resolve_strike(ctx, target, attack, StrikeModifiers())
        after = ctx.state.character(target)
        if after is None or before is None or not after.wounded or before.wounded \
                or not after.items:
            return
        if len(after.items) == 1:
            self.lose_item(ctx, target, item_copies.ref(self.turn.played, after.items[0]),
                           row.clause)
        else:  # the player chooses the item lost (lose-item:<item>)
            ctx.emit("ItemLossAwaited", row.clause, character=target, clause=row.clause,
                     items=[i.card_id for i in after.items])

    def lose_item(self, ctx: Context[State], character: str, choice: str, rule: str) -> None:
        """The item a wounded character loses at an inn: the copy ``choice`` names
        (item_copies.py)."""
        bearer = ctx.state.character(character)
        item = None if bearer is None else item_copies.chosen(self.turn.played, bearer, choice)
        card = choice if item is None else item.card_id
        copy = {} if bearer is None or item is None \
            else item_copies.fields(self.turn.played, bearer, item)
        ctx.emit("ItemLost", rule, character=character, card=card,
                 name=self.turn.card(card).name, **copy)

    def chance_meeting(self, ctx: Context[State], site: Card, rule: str) -> None:
        if bane_of_the_ithil_stone.chance_meeting_canceled(ctx, rule):
            return  # its search of the draw deck is cancelled
        for card_id in ctx.state.draw:
            card = self.turn.card(card_id)
            if card.is_character and self.turn.character_problem(ctx.state, card, site) is None:
                ctx.emit("CharacterFound", rule, card=card.id, name=card.name)
                self.turn.play_character(ctx, card, rule, from_deck=True)
                return
        ctx.emit("NoCharacterFound", rule, site=site.id)


class _Maker:
    """The queued entries of the automatic-attacks a company faces as ``change`` has it (None:
    no change), each made stronger as attack_making.py says: from
    attack_making.MADE_AS_FACED_SINCE as it is faced, carrying what is to make of it
    (``making``); before, at once, carrying the account of its prowess. ``first``: the next
    one made of the site's own or an At Home's takes the hazard events played on the site."""

    def __init__(self, ctx: Context[State], site: Card, change: Change | None,
                 first: bool = True) -> None:
        self.ctx, self.site, self.change, self.first = ctx, site, change, first

    def entry(self, attack: Attack, rule: str, source: str, *, full: bool = False,
              balrog: bool = False, **fields: Any) -> dict[str, JSON]:
        """``attack``'s entry: ``full``, the site's own or an At Home's (the change, Balrog of
        Moria, the hazard events); ``balrog``, Balrog of Moria's +2 (a second one's); any
        other, a raid's change alone."""
        change = self.change if self.change is not None and (full or self.change.every) \
            else None
        making = Making(change, balrog or full, full and self.first)
        self.first = self.first and not full
        if making.nothing:
            return site_attack(attack, rule, source, **fields)
        if attack_making.as_faced(self.ctx.ruleset.played):
            return site_attack(attack, rule, source, making=making, **fields)
        attack, account = attack_making.made(self.ctx, self.site, attack, making)
        return site_attack(attack, rule, source, carried=account, **fields)
