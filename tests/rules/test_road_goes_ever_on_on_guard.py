"""The Road Goes Ever On: the on-guard card placed at the new site (RGO-GUARD-1) is revealed
as the company enters it in the site phase, from constructed states and fixed seeds."""

from __future__ import annotations

import pytest

from domain.engine.combat import Attack
from domain.ruleset import Fact
from domain.rulesets.road_goes_ever_on import attack_making, guard_reveals
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.site_phase import (
    SECOND_AUTOMATIC_SINCE,
    SitePhase,
    site_attack,
)
from domain.rulesets.road_goes_ever_on.state import SITE, State
from tests.rules.rgo_support import (
    at_version,
    ids,
    kinds,
    run,
    settled,
    state,
    with_coe_cards,
)

#: A hazard event no script plays (of The Dragons), so its effect is declared by the player.
DECLARED = "Searching Eye"


@pytest.fixture(scope="module")
def rgo(starter, coe_cards_path) -> RoadGoesEverOn:  # type: ignore[no-untyped-def]
    """The starter catalog with the declared event."""
    return with_coe_cards(starter, coe_cards_path, (DECLARED,))


#: The version before on-guard cards were revealed only as CoE-2.V.i allows.
BEFORE_GUARD_RULES = str(guard_reveals.SINCE - 1)
#: The version before a hazard long-event on guard was no longer revealed.
BEFORE_LONG_EVENTS = str(guard_reveals.LONG_EVENTS_SINCE - 1)
#: The version before automatic-attacks were made as each is faced.
BEFORE_MADE_AS_FACED = str(attack_making.MADE_AS_FACED_SINCE - 1)


def guarded(rgo: RoadGoesEverOn, site: str, guard: str, **fields: object) -> State:
    where, card = ids(rgo, site, guard)
    return state(rgo, site=where, phase=SITE, on_guard=((card, where),), **fields)


def entering(rgo: RoadGoesEverOn, site: str, guard: str, **fields: object) -> State:
    """``guarded``, the site's automatic-attacks queued as a roll of 8 or more queues them."""
    here = rgo.catalog.find(site)
    queued = tuple(site_attack(Attack.automatic_attack(here, auto, 2), "RGO-SITE-4", here.name)
                   for auto in here.automatic_attacks)
    return guarded(rgo, site, guard, site_attacks=queued, **fields)


def reveal(rgo: RoadGoesEverOn, start: State) -> tuple[list[Fact], State]:
    return run(rgo, start, SitePhase(rgo.machinery(start)[0]).reveal_on_guard)


@pytest.mark.rule("RGO-GUARD-1")
def test_an_on_guard_creature_attacks_after_the_automatic_attack(rgo) -> None:  # type: ignore[no-untyped-def]
    start = guarded(rgo, "Weathertop", "Orc-patrol")
    facts, after = settled(rgo, start, rgo.decide, "explore", {})
    orc = ids(rgo, "Orc-patrol")[0]
    assert kinds(facts, "OnGuardRevealed") == [("OnGuardRevealed", "RGO-GUARD-1")]
    queued = [a for f in facts if f.kind == "SiteAttacksQueued" for a in f["attacks"]]  # type: ignore[union-attr]
    assert queued[-1]["hazard"] == orc and queued[-1]["rule"] == "RGO-GUARD-1"
    declared = [f for f in facts if f.kind == "AttackDeclared"]
    assert declared[-1].rule == "RGO-GUARD-1"
    assert declared[-1]["attack"]["strikes"] == 3  # type: ignore[index]
    assert after.on_guard == () and after.explored


@pytest.mark.rule("RGO-GUARD-1", "RGO-TARGET-2")
def test_the_defender_assigns_the_on_guard_creatures_strikes(rgo) -> None:  # type: ignore[no-untyped-def]
    # The encounter queued no attack: the on-guard creature is the first to come (up to the
    # version before guard_reveals.SINCE; from it, no automatic-attack faced, it stays down).
    rgo = at_version(rgo, BEFORE_GUARD_RULES)
    start = guarded(rgo, "Weathertop", "Orc-patrol")
    phase = SitePhase(rgo.machinery(start)[0])
    _, waiting = run(rgo, start, phase.resume)
    assert waiting.awaited_strikes is not None
    assert (waiting.awaited_strikes.rule, waiting.awaited_strikes.hazard) == (
        "RGO-GUARD-1", ids(rgo, "Orc-patrol")[0])
    legolas = ids(rgo, "Legolas")[0]
    facts, after = run(rgo, waiting, rgo.decide, f"assign:{legolas}", {})
    assert [(f.rule, f["character"]) for f in facts if f.kind == "StrikeAssigned"][0] == (
        "CoE-3.ii", legolas)
    assert after.awaited_strikes is None or after.awaited_strikes.assigned == (legolas,)


@pytest.mark.rule("RGO-GUARD-1")
def test_an_on_guard_creature_waits_at_a_site_with_no_automatic_attack(rgo) -> None:  # type: ignore[no-untyped-def]
    start = guarded(rgo, "Bree", "Pick-pocket", hazards=ids(rgo, "Wolves"))
    facts, entered = settled(rgo, start, rgo.decide, "explore", {})
    assert kinds(facts, "OnGuardNotRevealed", "OnGuardRevealed") == [
        ("OnGuardNotRevealed", "CoE-2.V.i")]
    assert entered.on_guard == start.on_guard
    facts, after = settled(rgo, entered, rgo.decide, "end-turn", {})
    assert kinds(facts, "OnGuardReturned") == [("OnGuardReturned", "CoE-2.V.10")]
    assert after.on_guard == ()
    assert ids(rgo, "Pick-pocket")[0] in after.hazards + after.hazard_discard


@pytest.mark.rule("RGO-GUARD-1")
def test_an_on_guard_creature_that_cannot_be_keyed_to_the_site_stays_face_down(rgo) -> None:  # type: ignore[no-untyped-def]
    start = guarded(rgo, "Weathertop", "Ghosts")
    facts, after = settled(rgo, start, rgo.decide, "explore", {})
    assert [(f.kind, f.rule, f["reason"]) for f in facts if f.kind == "OnGuardNotRevealed"] \
        == [("OnGuardNotRevealed", "CoE-2.V.i", "it cannot be keyed to the site")]
    assert all(a.get("hazard") != ids(rgo, "Ghosts")[0]
               for f in facts if f.kind == "SiteAttacksQueued" for a in f["attacks"])  # type: ignore[union-attr]


@pytest.mark.rule("RGO-GUARD-1", "RGO-TARGET-1")
def test_an_on_guard_corruption_card_goes_on_a_character_on_entering(rgo) -> None:  # type: ignore[no-untyped-def]
    # Up to the version before guard_reveals.SINCE, at any site (below: from it).
    rgo = at_version(rgo, BEFORE_GUARD_RULES)
    start = guarded(rgo, "Bree", "Lure of the Senses")
    facts, after = settled(rgo, start, rgo.decide, "explore", {})
    lure = ids(rgo, "Lure of the Senses")[0]
    assert kinds(facts, "OnGuardRevealed", "HazardEventPlayed") == [
        ("OnGuardRevealed", "RGO-GUARD-1"), ("HazardEventPlayed", "RGO-GUARD-1")]
    assert [card for card, _ in after.permanent_hazards] == [lure]
    assert after.on_guard == () and after.explored


@pytest.mark.rule("RGO-GUARD-1", "RGO-HAZ-2")
def test_an_on_guard_event_awaits_its_declaration_then_the_site_phase_goes_on(rgo) -> None:  # type: ignore[no-untyped-def]
    rgo = at_version(rgo, BEFORE_GUARD_RULES)  # from guard_reveals.SINCE it stays face down
    start = guarded(rgo, "Bree", DECLARED)  # an event still declared
    facts, waiting = run(rgo, start, rgo.decide, "explore", {})
    assert kinds(facts, "SiteEncounter", "OnGuardRevealed", "HazardEffectAwaited") == [
        ("SiteEncounter", "RGO-SITE-BH-5"), ("OnGuardRevealed", "RGO-GUARD-1"),
        ("HazardEffectAwaited", "RGO-GUARD-1")]  # as it was played (version 202)
    assert waiting.awaited_event is not None
    card, _ = waiting.awaited_event
    assert card == ids(rgo, DECLARED)[0] and not waiting.explored
    actions = [a.id for a in rgo.actions(waiting)]
    no_effect = next(a for a in actions if a.endswith(":no-effect"))
    facts, after = run(rgo, waiting, rgo.decide, no_effect, {})
    assert kinds(facts, "PlayerRuling", "SiteExplored") == [  # the player's word (version 203)
        ("PlayerRuling", "declared-effect"), ("SiteExplored", "CoE-2.V")]
    assert after.awaited_event is None and after.phase == SITE and after.explored


@pytest.mark.rule("RGO-GUARD-1", "CoE-2.V.i")
def test_an_on_guard_event_stays_face_down_where_no_automatic_attack_is_faced(rgo) -> None:  # type: ignore[no-untyped-def]
    # Bree, a Border-hold with no automatic-attack (Wellinghall, a Free-hold, alike): the
    # corruption card and a declared event stay face down and go back at the end of the turn.
    for guard in ("Lure of the Senses", DECLARED, "Doors of Night"):
        start = guarded(rgo, "Bree", guard)
        facts, entered = settled(rgo, start, rgo.decide, "explore", {})
        assert [(f.kind, f.rule, f["reason"]) for f in facts
                if f.kind in ("OnGuardNotRevealed", "OnGuardRevealed")] == [
            ("OnGuardNotRevealed", "CoE-2.V.i", guard_reveals.NO_AUTOMATIC_ATTACK)]
        assert entered.on_guard == start.on_guard and entered.permanent_hazards == ()
        assert entered.environments == () and entered.explored
        facts, after = settled(rgo, entered, rgo.decide, "end-turn", {})
        assert kinds(facts, "OnGuardReturned") == [("OnGuardReturned", "CoE-2.V.10")]
    # The version before revealed Doors of Night there and put it into play.
    old = at_version(rgo, BEFORE_GUARD_RULES)
    start = guarded(old, "Bree", "Doors of Night")
    facts, after = settled(old, start, old.decide, "explore", {})
    assert kinds(facts, "OnGuardRevealed") == [("OnGuardRevealed", "RGO-GUARD-1")]
    assert after.environments == ids(old, "Doors of Night")


@pytest.mark.rule("RGO-GUARD-1", "CoE-2.V.i")
def test_an_on_guard_event_not_affecting_the_automatic_attacks_stays_face_down(rgo) -> None:  # type: ignore[no-untyped-def]
    start = entering(rgo, "Moria", "Lure of the Senses")
    facts, after = reveal(rgo, start)
    assert [(f.kind, f.rule, f["reason"]) for f in facts] == [
        ("OnGuardNotRevealed", "CoE-2.V.i", guard_reveals.UNAFFECTED)]
    assert after.permanent_hazards == () and after.on_guard == start.on_guard
    facts, after = reveal(at_version(rgo, BEFORE_GUARD_RULES), start)
    assert kinds(facts, "OnGuardRevealed", "HazardEventPlayed") == [
        ("OnGuardRevealed", "RGO-GUARD-1"), ("HazardEventPlayed", "RGO-GUARD-1")]
    assert [card for card, _ in after.permanent_hazards] == [*ids(rgo, "Lure of the Senses")]


@pytest.mark.rule("RGO-GUARD-1", "CoE-2.V.i")
def test_an_on_guard_event_affecting_the_automatic_attacks_is_revealed(rgo) -> None:  # type: ignore[no-untyped-def]
    # Arouse Minions strengthens a Shadow-hold's automatic-attack; Eye of Sauron, a
    # long-event, every automatic-attack: both are revealed where the company faces one (the
    # long-event up to the version before guard_reveals.LONG_EVENTS_SINCE).
    for ruleset, guard in ((rgo, "Arouse Minions"),
                           (at_version(rgo, BEFORE_LONG_EVENTS), "Eye of Sauron")):
        facts, after = reveal(ruleset, entering(rgo, "Moria", guard))
        assert kinds(facts, "OnGuardRevealed", "OnGuardNotRevealed") == [
            ("OnGuardRevealed", "RGO-GUARD-1")]
        assert after.on_guard == ()
    # Not at Moria when the encounter faced the company with no automatic-attack (Lost in
    # the Darkness): the site has none this turn.
    facts, after = reveal(rgo, guarded(rgo, "Moria", "Arouse Minions"))
    assert [(f.kind, f.rule, f["reason"]) for f in facts] == [
        ("OnGuardNotRevealed", "CoE-2.V.i", guard_reveals.NO_AUTOMATIC_ATTACK)]


@pytest.mark.rule("RGO-GUARD-1", "CoE-2.V.i", "RGO-SITE-SH-S5")
def test_an_on_guard_event_affecting_the_second_automatic_attack_is_revealed(rgo) -> None:  # type: ignore[no-untyped-def]
    """Above 14 Shadow tokens Shelob's Lair has a second automatic-attack, of Spiders; Wake of
    War strengthens Spiders, not the site's printed Orcs. Entering on a roll of 8 (seed 6)
    the company faces both: in 240, the second an automatic-attack, Wake of War is
    revealed; 239 made it as any attack and kept the card face down. (From 242 no hazard
    long-event is revealed on guard: test_a_hazard_long_event_on_guard_is_not_revealed.)"""
    new = at_version(rgo, BEFORE_LONG_EVENTS)
    for shadow, revealed in ((15, True), (14, False)):
        start = guarded(new, "Shelob's Lair", "Wake of War", shadow=shadow)
        facts, _ = settled(new, start, new.decide, "explore", {}, seed=6)
        queued = next(f["attacks"] for f in facts if f.kind == "SiteAttacksQueued")
        assert [(a["attack"]["race"], a["attack"]["automatic"]) for a in queued] == [
            ("Orcs", True), *[("Spiders", True)] * revealed]
        assert [(f.kind, f.get("reason")) for f in facts
                if f.kind in ("OnGuardRevealed", "OnGuardNotRevealed")] == [
            ("OnGuardRevealed", None) if revealed
            else ("OnGuardNotRevealed", guard_reveals.UNAFFECTED)]
    old = at_version(rgo, str(SECOND_AUTOMATIC_SINCE - 1))
    start = guarded(old, "Shelob's Lair", "Wake of War", shadow=15)
    facts, after = settled(old, start, old.decide, "explore", {}, seed=6)
    queued = next(f["attacks"] for f in facts if f.kind == "SiteAttacksQueued")
    assert [(a["attack"]["race"], a["attack"]["automatic"]) for a in queued] == [
        ("Orcs", True), ("Spiders", False)]
    assert [(f.kind, f.rule, f["reason"]) for f in facts if f.kind == "OnGuardNotRevealed"] == [
        ("OnGuardNotRevealed", "CoE-2.V.i", guard_reveals.UNAFFECTED)]
    assert after.on_guard == start.on_guard


@pytest.mark.rule("RGO-GUARD-1", "CoE-2.V.i", "RGO-SITE-4")
def test_an_on_guard_creature_waits_where_the_encounter_faced_no_automatic_attack(rgo) -> None:  # type: ignore[no-untyped-def]
    # Moria prints an automatic-attack, but an encounter row other than 8+ replaced it this
    # turn (RGO-SITE-4): the Orc-patrol stays face down; the version before revealed it.
    start = guarded(rgo, "Moria", "Orc-patrol")
    facts, after = reveal(rgo, start)
    assert [(f.kind, f.rule, f["reason"]) for f in facts] == [
        ("OnGuardNotRevealed", "CoE-2.V.i", guard_reveals.NO_AUTOMATIC_ATTACK)]
    assert after.site_attacks == ()
    facts, after = reveal(at_version(rgo, BEFORE_GUARD_RULES), start)
    assert kinds(facts, "OnGuardRevealed") == [("OnGuardRevealed", "RGO-GUARD-1")]
    assert [a["hazard"] for a in after.site_attacks] == [*ids(rgo, "Orc-patrol")]
    # Facing the site's automatic-attack, it attacks after it.
    facts, after = reveal(rgo, entering(rgo, "Moria", "Orc-patrol"))
    assert [a["hazard"] for a in after.site_attacks] == [None, ids(rgo, "Orc-patrol")[0]]


@pytest.mark.rule("RGO-GUARD-1")
def test_on_guard_facts_read_as_lines(rgo) -> None:  # type: ignore[no-untyped-def]
    from domain.ruleset import Fact

    weathertop, orc = ids(rgo, "Weathertop", "Orc-patrol")
    assert rgo.narrate(Fact("OnGuardRevealed", {"card": orc, "site": weathertop},
                            "RGO-GUARD-1")) == \
        "The on-guard card at Weathertop is revealed: Orc-patrol."
    assert rgo.narrate(Fact("OnGuardNotRevealed", {"card": orc, "site": weathertop,
                                                   "reason": "it cannot be keyed to the site"},
                            "CoE-2.V.i")) == \
        "The on-guard card at Weathertop stays face down: it cannot be keyed to the site."
    assert rgo.narrate(Fact("OnGuardReturned", {"cards": [orc]}, "CoE-2.V.10")) == \
        "On-guard cards not revealed go back on top of the hazard deck: Orc-patrol."


def declared(facts: list[Fact]) -> list[tuple[object, ...]]:
    """(clause, name, strikes, prowess) of each attack declared."""
    return [(f.rule, f["attack"]["name"], f["attack"]["strikes"], f["attack"]["prowess"])
            for f in facts if f.kind == "AttackDeclared"]


@pytest.mark.rule("RGO-GUARD-1", "CoE-2.V.i", "CoE-2.V.ii", "RGO-SITE-SH-7")
def test_an_on_guard_event_revealed_strengthens_the_automatic_attack_as_it_is_faced(rgo) -> None:  # type: ignore[no-untyped-def]
    """Entering Moria on a roll of 7 (seed 3), Minions Roused: its Orcs, 4 strikes of 7, +1
    prowess. Arouse Minions on guard is revealed (CoE-2.V.i) and in force on the site: from
    242 the attack is made as it is faced (CoE-2.V.ii), after the reveal, and its +3 acts on
    it; 241 made it as the encounter queued it, before the reveal, which changed nothing."""
    arouse, moria = ids(rgo, "Arouse Minions", "Moria")
    for ruleset, prowess in ((rgo, 11), (at_version(rgo, BEFORE_MADE_AS_FACED), 8)):
        start = guarded(ruleset, "Moria", "Arouse Minions")
        facts, after = settled(ruleset, start, ruleset.decide, "explore", {}, seed=3)
        assert [(f.kind, f.rule) for f in facts if f.kind in (
            "OnGuardRevealed", "HazardEffectInForce", "AttackDeclared")] == [
            ("OnGuardRevealed", "RGO-GUARD-1"), ("HazardEffectInForce", "RGO-GUARD-1"),
            ("AttackDeclared", "RGO-SITE-SH-7")]
        assert declared(facts) == [("RGO-SITE-SH-7", "Moria automatic-attack", 4, prowess)]
        assert [(e[1], e[3], e[4]) for e in after.hazard_effects] == [
            (arouse, moria, 3)]
    made = next(f["prowess_from"] for f in settled(
        rgo, guarded(rgo, "Moria", "Arouse Minions"), rgo.decide, "explore", {}, seed=3)[0]
                if f.kind == "AttackDeclared")
    assert made == {"printed": 7, "changes": [
        {"amount": 1, "source": "rule:RGO-SITE-SH-7", "why": "Minions Roused"},
        {"amount": 3, "source": f"card:{arouse}", "why": "Arouse Minions"}]}


@pytest.mark.rule("RGO-GUARD-1", "CoE-2.V.i", "RGO-INTRO-4")
def test_a_hazard_long_event_on_guard_is_not_revealed(rgo) -> None:  # type: ignore[no-untyped-def]
    """The Road plays hazard long-events from the Long Event deck alone, in the long-event
    phase (RGO-INTRO-4), and its Hazard deck holds none (decks.LONG_EVENTS_APART_SINCE): no
    game of these versions places one on guard. One there is not revealed from 242, however
    it would act on the automatic-attacks (Eye of Sauron at Moria, seed 2: a roll of 11; Wake
    of War at Shelob's Lair above 14 Shadow tokens, seed 6): it stays face down. 241 revealed
    it and played it as a short event on a random character, the automatic player declaring
    that it taps him: never in play as a long-event, it strengthened no attack."""
    eye = ids(rgo, "Eye of Sauron")[0]
    for site, guard, seed, shadow in (("Moria", "Eye of Sauron", 2, 0),
                                      ("Shelob's Lair", "Wake of War", 6, 15)):
        start = guarded(rgo, site, guard, shadow=shadow)
        facts, after = settled(rgo, start, rgo.decide, "explore", {}, seed=seed)
        assert [(f.kind, f.rule, f.get("reason")) for f in facts
                if f.kind in ("OnGuardRevealed", "OnGuardNotRevealed")] == [
            ("OnGuardNotRevealed", "RGO-INTRO-4", guard_reveals.LONG_EVENT)]
        assert after.on_guard == start.on_guard and after.long_in_play == ()
    facts, _ = settled(rgo, guarded(rgo, "Moria", "Eye of Sauron"), rgo.decide, "explore", {},
                       seed=2)
    assert declared(facts) == [("RGO-SITE-SH-8", "Moria automatic-attack", 4, 7)]
    old = at_version(rgo, BEFORE_LONG_EVENTS)
    facts, after = settled(old, guarded(old, "Moria", "Eye of Sauron"), old.decide, "explore",
                           {}, seed=2)
    played = next(f for f in facts if f.kind == "HazardEventPlayed")
    assert (played.rule, played["card"]) == ("RGO-GUARD-1", eye)
    assert [(f["effect"], f["target"]) for f in facts if f.kind == "PlayerRuling"] == [
        ("tap", played["target"])]
    assert [f["character"] for f in facts if f.kind == "CharacterStateChanged"
            and f.get("hazard_card") == eye] == [played["target"]]
    assert after.long_in_play == () and eye in after.hazard_discard
    assert declared(facts) == [("RGO-SITE-SH-8", "Moria automatic-attack", 4, 7)]
