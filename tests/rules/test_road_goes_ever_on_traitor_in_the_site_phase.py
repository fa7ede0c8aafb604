"""The Road Goes Ever On from ``interjections.SITE_PHASE_SINCE``: a Traitor's attack queued in the
site phase is made at once wherever the site phase goes on (its card's word; CoE 9.5.3), before
the site's next attack or the site explored, the site phase going on once it is over: after an
on-guard event's check (Weariness of the Heart), after Alatar's check once an attack he joined
is over, after a spell's check once it canceled an attack (Vanishment) or once the attack whose
strike it was played on is over (Wizard's Fire: an attack whose strikes are assigned is
resolved whole first), and after a site encounter's check (Despair). The version before made it
once the step was played, the site phase going on first. Far-sight and Cracks of Doom end with
their check: the attack follows it at once in both versions. From the same version an item
bought at a Busy Market uses the offer as its step's last act. Constructed states, seeded."""

from __future__ import annotations

from typing import Any

import pytest

from domain.engine.characters import Item
from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import interjections, step_checks, traitor
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.site_phase import SitePhase
from domain.rulesets.road_goes_ever_on.state import SITE, Company, Pending, State
from tests.rules.rgo_support import at_version, company, ids, state

NOW = str(interjections.SITE_PHASE_SINCE)
BEFORE = str(interjections.SITE_PHASE_SINCE - 1)
SITE_PHASE = interjections.SITE_PHASE
WATCHED = ("AttackCanceled", "CorruptionChecked", "TraitorTurned", "HazardDiscarded",
           "SiteAttackBegan", "AttackSetAside", "QueuedAttackMade", "StrikeResolved",
           "AttackEnded", "InterjectionOver", "AttackTakenUp", "SiteExplored", "StepWaiting",
           "StepGoesOn", "OfferUsed")
#: The attacks met here, as the facts name them.
AUTOMATIC = "Weathertop automatic-attack"


def watched(facts: list[Fact]) -> list[tuple[str, object]]:
    """Each watched fact with what it names: the character, the step made at once (``resume``)
    or gone on, the card, the site, the offer, else the attack."""
    out: list[tuple[str, object]] = []
    for f in facts:
        if f.kind not in WATCHED:
            continue
        d = f.data
        if f.kind in ("QueuedAttackMade", "InterjectionOver"):
            out.append((f.kind, d.get("resume")))
            continue
        named = d.get("character") or d.get("step") or d.get("card") or d.get("site") \
            or d.get("offer")
        attack = d.get("attack")
        out.append((f.kind, named if named is not None else
                    attack.get("name") if isinstance(attack, dict) else attack))
    return out


def then(ruleset: RoadGoesEverOn, ctx: Context[State], action: str,
         args: dict[str, Any] | None = None) -> list[Fact]:
    """The facts of ``action`` decided next."""
    done = len(ctx.facts)
    ruleset.decide(ctx, action, args or {})
    return ctx.facts[done:]


def begun(ruleset: RoadGoesEverOn, start: State, seed: int = 1) -> Context[State]:
    return Context(ruleset, Table(seed, {}, start))


def corrupt(ruleset: RoadGoesEverOn, who: str, **fields: Any) -> State:
    """The site phase with ``who`` of the company (30 corruption points from a card on him)
    failing any check, a Traitor in play; Aragorn II, Legolas and Gimli by default, and any
    other ``permanent_hazards`` on them."""
    fields.setdefault("characters", company(ruleset, "Aragorn II", "Legolas", "Gimli"))
    bearer = ids(ruleset, who)[0]
    more = fields.pop("permanent_hazards", ())
    return state(ruleset, phase=SITE, environments=(traitor.CARD,),
                 permanent_hazards=(("TW-1", bearer), *more),
                 hazard_points=(("TW-1", bearer, 30),), **fields)


# -- an on-guard event's check ------------------------------------------------------------------

def weary_guard(ruleset: RoadGoesEverOn, site: str) -> State:
    """Weariness of the Heart on guard at ``site``; Aragorn II fails its check (seed 1)."""
    where, weary = ids(ruleset, site, "Weariness of the Heart")
    return corrupt(ruleset, "Aragorn II", site=where, on_guard=((weary, where),))


@pytest.mark.rule("RGO-HAZ-2", "RGO-GUARD-1", "CoE-9.5.3", "RGO-CHAR-3")
def test_an_on_guard_events_traitor_attacks_before_the_sites_automatic_attack(
        rgo: RoadGoesEverOn) -> None:
    aragorn, legolas, weary = ids(rgo, "Aragorn II", "Legolas", "Weariness of the Heart")
    ruleset = at_version(rgo, NOW)
    ctx = begun(ruleset, weary_guard(ruleset, "Weathertop"))
    # The encounter queues the automatic-attack; the on-guard event's check fails: the
    # traitor's attack is made at once, the automatic-attack waiting.
    assert watched(then(ruleset, ctx, "explore")) == [
        ("CorruptionChecked", aragorn), ("TraitorTurned", aragorn), ("HazardDiscarded", weary),
        ("QueuedAttackMade", SITE_PHASE)]
    assert ctx.state.interjection_resume == SITE_PHASE and len(ctx.state.site_attacks) == 1
    assert watched(then(ruleset, ctx, f"assign:{legolas}")) == [
        ("StrikeResolved", legolas), ("AttackEnded", "Traitor (Aragorn II)"),
        ("InterjectionOver", None), ("SiteAttackBegan", AUTOMATIC)]
    assert ctx.state.awaited_strikes is not None and ctx.state.set_aside == ()
    # The version before: the automatic-attack begins, and is set aside for the traitor's.
    before = at_version(rgo, BEFORE)
    ctx = begun(before, weary_guard(before, "Weathertop"))
    assert watched(then(before, ctx, "explore")) == [
        ("CorruptionChecked", aragorn), ("TraitorTurned", aragorn), ("HazardDiscarded", weary),
        ("SiteAttackBegan", AUTOMATIC), ("AttackSetAside", AUTOMATIC),
        ("QueuedAttackMade", None)]
    assert watched(then(before, ctx, f"assign:{legolas}")) == [
        ("StrikeResolved", legolas), ("AttackEnded", "Traitor (Aragorn II)"),
        ("InterjectionOver", None), ("AttackTakenUp", AUTOMATIC)]


@pytest.mark.rule("RGO-HAZ-2", "RGO-GUARD-1", "CoE-9.5.3")
def test_an_on_guard_events_traitor_attacks_before_the_site_is_explored(
        rgo: RoadGoesEverOn) -> None:
    aragorn, legolas, weary, bag_end = ids(rgo, "Aragorn II", "Legolas",
                                           "Weariness of the Heart", "Bag End")
    ruleset = at_version(rgo, NOW)
    ctx = begun(ruleset, weary_guard(ruleset, "Bag End"))  # a Free-hold: no encounter
    assert watched(then(ruleset, ctx, "explore")) == [
        ("CorruptionChecked", aragorn), ("TraitorTurned", aragorn), ("HazardDiscarded", weary),
        ("QueuedAttackMade", SITE_PHASE)]
    assert not ctx.state.explored
    assert watched(then(ruleset, ctx, f"assign:{legolas}")) == [
        ("StrikeResolved", legolas), ("AttackEnded", "Traitor (Aragorn II)"),
        ("InterjectionOver", None), ("SiteExplored", bag_end)]
    assert ctx.state.explored and ctx.state.interjection_resume == ""
    before = at_version(rgo, BEFORE)
    ctx = begun(before, weary_guard(before, "Bag End"))
    assert watched(then(before, ctx, "explore")) == [
        ("CorruptionChecked", aragorn), ("TraitorTurned", aragorn), ("HazardDiscarded", weary),
        ("SiteExplored", bag_end), ("QueuedAttackMade", None)]


@pytest.mark.rule("RGO-HAZ-2", "RGO-SITE-SH-4", "CoE-9.5.3")
def test_a_site_encounters_check_has_the_attack_made_before_the_site_is_explored(
        rgo: RoadGoesEverOn) -> None:
    aragorn, legolas, moria = ids(rgo, "Aragorn II", "Legolas", "Moria")
    seed = 24  # the Shadow-hold's roll is 4: Despair, a check of Aragorn II

    def at_moria(ruleset: RoadGoesEverOn) -> Context[State]:
        return begun(ruleset, corrupt(ruleset, "Aragorn II", site=moria), seed)

    ruleset = at_version(rgo, NOW)
    ctx = at_moria(ruleset)
    assert watched(then(ruleset, ctx, "explore")) == [
        ("CorruptionChecked", aragorn), ("TraitorTurned", aragorn),
        ("QueuedAttackMade", SITE_PHASE)]
    assert watched(then(ruleset, ctx, f"assign:{legolas}"))[-2:] == [
        ("InterjectionOver", None), ("SiteExplored", moria)]
    before = at_version(rgo, BEFORE)
    assert watched(then(before, at_moria(before), "explore")) == [
        ("CorruptionChecked", aragorn), ("TraitorTurned", aragorn), ("SiteExplored", moria),
        ("QueuedAttackMade", None)]


# -- Alatar's check after an attack he joined ---------------------------------------------------

def alatar_guarded(ruleset: RoadGoesEverOn) -> Context[State]:
    """Aragorn II and Legolas at Weathertop, an Orc-patrol on guard there; Alatar (30
    corruption points from a card on him) waits at Rivendell in company c2, a Traitor in play.
    The on-guard creature attacks as the site phase goes on (seed 1)."""
    weathertop, orc, rivendell, alatar = ids(ruleset, "Weathertop", "Orc-patrol", "Rivendell",
                                             "Alatar")
    start = corrupt(ruleset, "Alatar", site=weathertop, on_guard=((orc, weathertop),),
                    characters=company(ruleset, "Aragorn II", "Legolas"),
                    companies=(Company("c2", rivendell, company(ruleset, "Alatar")),))
    ctx = begun(ruleset, start)
    SitePhase(ruleset.machinery(start)[0]).resume(ctx)
    ruleset.decide(ctx, "alatar-joins", {})
    return ctx


@pytest.mark.rule("RGO-HAZ-2", "CoE-3.ii", "CoE-7.1", "CoE-9.5.3")
def test_alatars_failed_check_after_the_attack_has_the_attack_made_before_the_site_is_explored(
        rgo: RoadGoesEverOn) -> None:
    alatar, aragorn, legolas, weathertop = ids(rgo, "Alatar", "Aragorn II", "Legolas",
                                               "Weathertop")
    strikes = [("StrikeResolved", alatar), ("StrikeResolved", legolas),
               ("StrikeResolved", aragorn), ("AttackEnded", "Orc-patrol"),
               ("CorruptionChecked", alatar), ("TraitorTurned", alatar)]
    ruleset = at_version(rgo, NOW)
    ctx = alatar_guarded(ruleset)
    assert watched(then(ruleset, ctx, "assign-rest")) == [
        *strikes, ("QueuedAttackMade", SITE_PHASE)]
    assert not ctx.state.explored
    assert watched(then(ruleset, ctx, f"assign:{legolas}")) == [
        ("StrikeResolved", legolas), ("AttackEnded", "Traitor (Alatar)"),
        ("InterjectionOver", None), ("SiteExplored", weathertop)]
    before = at_version(rgo, BEFORE)
    assert watched(then(before, alatar_guarded(before), "assign-rest")) == [
        *strikes, ("SiteExplored", weathertop), ("QueuedAttackMade", None)]


# -- a card from the hand that asks a check -----------------------------------------------------

def wizard_at_weathertop(ruleset: RoadGoesEverOn, spell: str) -> Context[State]:
    """Gandalf (30 corruption points from a card on him), Aragorn II and Legolas explore
    Weathertop, ``spell`` in hand: its automatic-attack waits for the defender (seed 1)."""
    weathertop, card = ids(ruleset, "Weathertop", spell)
    ctx = begun(ruleset, corrupt(ruleset, "Gandalf", site=weathertop, hand=(card,),
                                 characters=company(ruleset, "Gandalf", "Aragorn II",
                                                    "Legolas")))
    ruleset.decide(ctx, "explore", {})
    return ctx


@pytest.mark.rule("RGO-HAZ-2", "CoE-3.i", "CoE-7.1", "CoE-9.5.3")
def test_vanishments_failed_check_has_the_attack_made_before_the_site_is_explored(
        rgo: RoadGoesEverOn) -> None:
    vanishment, gandalf, aragorn, weathertop = ids(rgo, "Vanishment", "Gandalf", "Aragorn II",
                                                   "Weathertop")
    play = f"resource:{vanishment}:cancel:{gandalf}"
    canceled = [("AttackCanceled", AUTOMATIC), ("CorruptionChecked", gandalf),
                ("TraitorTurned", gandalf)]
    ruleset = at_version(rgo, NOW)
    ctx = wizard_at_weathertop(ruleset, "Vanishment")
    assert watched(then(ruleset, ctx, play)) == [*canceled, ("QueuedAttackMade", SITE_PHASE)]
    assert watched(then(ruleset, ctx, f"assign:{aragorn}")) == [
        ("StrikeResolved", aragorn), ("AttackEnded", "Traitor (Gandalf)"),
        ("InterjectionOver", None), ("SiteExplored", weathertop)]
    before = at_version(rgo, BEFORE)
    assert watched(then(before, wizard_at_weathertop(before, "Vanishment"), play)) == [
        *canceled, ("SiteExplored", weathertop), ("QueuedAttackMade", None)]


@pytest.mark.rule("RGO-HAZ-2", "CoE-3.iv.5", "CoE-7.1", "CoE-9.5.3")
def test_a_strike_spells_failed_check_has_the_attack_made_once_that_attack_is_over(
        rgo: RoadGoesEverOn) -> None:
    fire, gandalf, aragorn, legolas, weathertop = ids(rgo, "Wizard's Fire", "Gandalf",
                                                      "Aragorn II", "Legolas", "Weathertop")

    def spell_cast(ruleset: RoadGoesEverOn) -> Context[State]:
        """Gandalf takes a strike of the automatic-attack, casts Wizard's Fire on it and
        fails its check: the attack, a strike assigned, goes on whole."""
        ctx = wizard_at_weathertop(ruleset, "Wizard's Fire")
        ruleset.decide(ctx, f"assign:{gandalf}", {})
        assert watched(then(ruleset, ctx, f"resource:{fire}:strike:{gandalf}")) == [
            ("CorruptionChecked", gandalf), ("TraitorTurned", gandalf)]
        assert ctx.state.queued_attacks and ctx.state.awaited_strikes is not None
        return ctx

    resolved = [("StrikeResolved", legolas), ("StrikeResolved", aragorn),
                ("AttackEnded", AUTOMATIC)]
    ruleset = at_version(rgo, NOW)
    ctx = spell_cast(ruleset)
    assert watched(then(ruleset, ctx, "assign-rest")) == [
        *resolved, ("QueuedAttackMade", SITE_PHASE)]
    assert watched(then(ruleset, ctx, f"assign:{aragorn}"))[-2:] == [
        ("InterjectionOver", None), ("SiteExplored", weathertop)]
    before = at_version(rgo, BEFORE)
    assert watched(then(before, spell_cast(before), "assign-rest")) == [
        *resolved, ("SiteExplored", weathertop), ("QueuedAttackMade", None)]


@pytest.mark.rule("RGO-HAZ-2", "CoE-5.1", "CoE-7.1", "CoE-9.5.3")
def test_far_sight_and_cracks_of_doom_end_with_their_check_in_both_versions(
        rgo: RoadGoesEverOn) -> None:
    far_sight, balin, weathertop, cracks, doom = ids(rgo, "Far-sight", "Balin", "Weathertop",
                                                     "Cracks of Doom", "Mount Doom")
    frodo, sam, aragorn = company(rgo, "Frodo", "Sam Gamgee", "Aragorn II")
    bearer = frodo.with_item(Item.from_card(rgo.catalog.find("The One Ring")))
    for version in (BEFORE, NOW):
        ruleset = at_version(rgo, version)
        sage = begun(ruleset, corrupt(ruleset, "Balin", site=weathertop, hand=(far_sight,),
                                      characters=company(ruleset, "Balin", "Aragorn II"),
                                      draw=ids(ruleset, "Dodge", "Dagger of Westernesse")), 3)
        assert watched(then(ruleset, sage, f"resource:{far_sight}:far-sight:{balin}")) == [
            ("CorruptionChecked", balin), ("TraitorTurned", balin), ("QueuedAttackMade", None)]
        # A roll of 2: Frodo fails Cracks of Doom's check and leaves play, the Ring with him.
        ring = begun(ruleset, state(ruleset, phase=SITE, site=doom, hand=(cracks,),
                                    characters=(bearer, sam, aragorn),
                                    environments=(traitor.CARD,)), 9)
        assert watched(then(ruleset, ring, f"resource:{cracks}:destroy:{frodo.card_id}")) == [
            ("CorruptionChecked", frodo.card_id), ("TraitorTurned", frodo.card_id),
            ("QueuedAttackMade", None)]
        assert ring.state.outcome is None


# -- an item bought at a Busy Market --------------------------------------------------------------

def greedy_market(ruleset: RoadGoesEverOn) -> Context[State]:
    """Aragorn II buys the Dagger of Westernesse at Lake-town's Busy Market, discarding Dodge;
    Greed in force there: Legolas (30 corruption points from a card on him) fails its check
    and turns traitor, Gimli (bearing Lure of Expedience) checks twice."""
    greed, lake_town, dagger, dodge, lure, gimli, aragorn = ids(
        ruleset, "Greed", "Lake-town", "Dagger of Westernesse", "Dodge", "Lure of Expedience",
        "Gimli", "Aragorn II")
    ctx = begun(ruleset, corrupt(ruleset, "Legolas", site=lake_town, explored=True,
                                 hand=(dagger, dodge), offers=(("market", 1),),
                                 hazard_effects=((1, greed, "greed", lake_town, 0, "", 0),),
                                 permanent_hazards=((lure, gimli),)))
    ruleset.decide(ctx, f"market-item:{dagger}:{aragorn}", {"discard": dodge})
    return ctx


@pytest.mark.rule("RGO-SITE-BH-3", "RGO-HAZ-2", "CoE-7.1", "CoE-9.5.3")
def test_a_markets_offer_is_used_once_its_items_step_is_over(rgo: RoadGoesEverOn) -> None:
    legolas, gimli, aragorn = ids(rgo, "Legolas", "Gimli", "Aragorn II")
    turned = [("CorruptionChecked", legolas), ("TraitorTurned", legolas)]
    gimlis = [("CorruptionChecked", gimli), ("CorruptionChecked", gimli)]
    # From the version: Gimli's checks and the offer used wait for the traitor's attack.
    ruleset = at_version(rgo, NOW)
    ctx = greedy_market(ruleset)
    assert watched(ctx.facts) == [*turned, ("StepWaiting", step_checks.ITEM_PLAYED),
                                  ("QueuedAttackMade", interjections.STEP_ACTS)]
    assert ctx.state.offers == (("market", 1),)
    assert ctx.state.step_left[-1] == Pending(step_checks.MARKET_USED, rule="RGO-SITE-BH-3")
    assert not any(a.id.startswith("market-item") for a in ruleset.actions(ctx.state))
    assert watched(then(ruleset, ctx, f"assign:{aragorn}")) == [
        ("StrikeResolved", aragorn), ("AttackEnded", "Traitor (Legolas)"),
        ("InterjectionOver", None), ("StepGoesOn", step_checks.ITEM_PLAYED), *gimlis,
        ("OfferUsed", "market")]
    assert ctx.state.offers == () and ctx.state.step_left == ()
    # 185: the offer was used as the attack waited for the defender, before Gimli's checks.
    before = at_version(rgo, BEFORE)
    ctx = greedy_market(before)
    assert watched(ctx.facts) == [*turned, ("StepWaiting", step_checks.ITEM_PLAYED),
                                  ("QueuedAttackMade", interjections.STEP_ACTS),
                                  ("OfferUsed", "market")]
    assert ctx.state.offers == ()
    assert watched(then(before, ctx, f"assign:{aragorn}")) == [
        ("StrikeResolved", aragorn), ("AttackEnded", "Traitor (Legolas)"),
        ("InterjectionOver", None), ("StepGoesOn", step_checks.ITEM_PLAYED), *gimlis]
    # 184: the whole step first, the offer used last, then the attack.
    older = at_version(rgo, str(interjections.STEP_ACTS_SINCE - 1))
    assert watched(greedy_market(older).facts) == [
        *turned, *gimlis, ("OfferUsed", "market"), ("QueuedAttackMade", None)]
