"""Gates of Morning and the resource long-events in There and Back Again, played by their cards
from version 44 (``hobbit.environments``): Gates of Morning in the organization phase, the
long-events in the long-event phase, which waits for the player and first discards those of
the last turn; each does what its card says while in play. Version 43 replays as played: each
was declared."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.ruleset import Fact
from domain.rulesets.burglar.versions import ELF_SONG_PASSES_FROM
from domain.rulesets.there_and_back_again.state import State
from domain.rulesets.there_and_back_again.versions import (
    DARK_QUARRELS_FROM,
    ENVIRONMENTS_FROM,
    FELLOWSHIP_FROM,
)
from tests.rules import burglar_support as bwj
from tests.rules import test_there_and_back_again_helpers as tba
from tests.rules.test_there_and_back_again_combat import fighting
from tests.support import decide_from, only

GATES, SUN, LAPSE, SKIES, FOG, MOON, ELF_SONG = ("TW-243", "TW-335", "TW-264", "TW-203",
                                                 "TW-241", "TW-285", "TW-223")
AMBUSHER, ABDUCTOR, ORC_PATROL = "TW-5", "TW-1", "TW-74"
PALANTIR = "TW-296"
ONE_RING = "TW-347"
BEFORE = tba.played_as(ENVIRONMENTS_FROM - 1)
TBA = "there-and-back-again"


def _organizing(*hand: str, **changes: object) -> State:
    state = replace(tba.keep(tba.fresh(), tba.BILBO, tba.THORIN, tba.BALIN), hand=hand)
    return replace(state, **changes)  # type: ignore[arg-type]


def _long_event_phase(location: str, *hand: str, **changes: object) -> State:
    """The company at ``location``, the long-event phase waiting for the player."""
    return _organizing(*hand, location=location, phase="long-event", step="long-events",
                       moved=True, **changes)


def _of(facts: list[Fact], kind: str) -> list[Fact]:
    return [f for f in facts if f.kind == kind]


@pytest.mark.rule("CoE-5.3", "TBA-SEQ-4")
def test_gates_of_morning_is_played_in_the_organization_phase_and_not_duplicated() -> None:
    state = _organizing(GATES, GATES)
    assert [a for a in tba.ids(state) if GATES in a] == [f"permanent-event:{GATES}"]
    facts, played = tba.act(state, f"permanent-event:{GATES}")
    assert [(f.kind, f.rule, dict(f.data)) for f in facts] == [
        ("PermanentEventPlayed", "CoE-5.3", {"card": GATES})]
    assert tba.RULESET.narrate(facts[0]) == \
        "Gates of Morning is played: it stays in play. [CoE-5.3]"
    assert played.permanents == (GATES,) and played.hand == (GATES,)
    assert played.resource_discard == state.resource_discard
    # A second one is neither offered nor played.
    assert [a for a in tba.ids(played) if GATES in a] == []
    assert tba.refused(played, f"permanent-event:{GATES}") == (
        "Gates of Morning is in play already and cannot be duplicated. [CoE-5.3]", "CoE-5.3")
    # Not declared, nor played in the long-event phase.
    assert tba.refused(state, f"declare:{GATES}") == (
        "Gates of Morning is played by its card, not by declaring an effect: in the "
        "organization phase (permanent-event:<card>). [CoE-5.3]", "CoE-5.3")
    waiting = _long_event_phase("The Shire", GATES, LAPSE)
    assert tba.refused(waiting, f"permanent-event:{GATES}")[0] == (
        "Gates of Morning is played only in the organization phase (permanent-event:<card>). "
        "[CoE-5.3]")
    # Version 43 declared it.
    assert [a.id for a in BEFORE.actions(state) if GATES in a.id] == [f"declare:{GATES}"]
    assert tba.RULESET.board(played)["permanent_events"] == ["Gates of Morning"]


@pytest.mark.rule("TBA-SEQ-6", "CoE-2.III.1", "CoE-2.III.2")
def test_the_long_event_phase_waits_for_a_long_event_and_discards_it_a_turn_later() -> None:
    state = _organizing(LAPSE, location="Bag End")
    facts, waiting = tba.act(state, "stay")
    began = _of(facts, "PhaseBegan")
    assert [(f.rule, dict(f.data)) for f in began] == [
        ("TBA-SEQ-6", {"phase": "long-event", "step": "long-events"})]
    assert (waiting.phase, waiting.step) == ("long-event", "long-events")
    assert tba.ids(waiting) == [f"long-event:{LAPSE}", "long-events-done"]
    facts, played = tba.act(waiting, f"long-event:{LAPSE}")
    assert [(f.kind, f.rule, dict(f.data)) for f in facts] == [
        ("LongEventPlayed", "CoE-2.III.2", {"card": LAPSE})]
    assert tba.RULESET.narrate(facts[0]) == ("Lapse of Will is played as a long-event, in play "
                                             "until the next long-event phase. [CoE-2.III.2]")
    assert played.long_in_play == (LAPSE,) and played.hand == ()
    assert tba.ids(played) == ["long-events-done"]
    facts, moving = tba.act(played, "long-events-done")
    assert facts[0].kind == "PhaseBegan" and facts[0].data["phase"] == "movement-hazard"
    # The next turn's long-event phase discards it first; with none to play, it goes on.
    next_turn = replace(moving, phase="organization", step="", combat=None, hand=())
    facts, after = tba.act(next_turn, "stay")
    assert [(f.kind, f.rule, dict(f.data)) for f in facts[1:3]] == [
        ("PhaseBegan", "TBA-SEQ-6", {"phase": "long-event"}),
        ("LongEventEnded", "CoE-2.III.1", {"card": LAPSE})]
    assert facts[3].kind == "PhaseBegan" and facts[3].data["phase"] == "movement-hazard"
    assert after.long_in_play == () and after.resource_discard[-1] == LAPSE
    # Version 43: the phase waited for nothing, and the card was declared.
    old_facts, old = decide_from(BEFORE, state, "stay")
    assert [dict(f.data) for f in _of(old_facts, "PhaseBegan")][0] == {"phase": "long-event"}
    assert old.phase == "site" and _of(old_facts, "LongEventEnded") == []
    assert [a.id for a in BEFORE.actions(state) if LAPSE in a.id] == [f"declare:{LAPSE}"]


@pytest.mark.rule("CoE-2.III.2")
def test_a_long_event_is_refused_outside_its_phase_and_its_condition() -> None:
    organizing = _organizing(LAPSE, SKIES, FOG)
    assert tba.refused(organizing, f"long-event:{LAPSE}") == (
        "Lapse of Will is played only in the long-event phase (long-event:<card>). "
        "[CoE-2.III.2]", "CoE-2.III.2")
    assert tba.refused(organizing, f"declare:{LAPSE}")[0] == (
        "Lapse of Will is played by its card, not by declaring an effect: in the long-event "
        "phase (long-event:<card>). [CoE-2.III.2]")
    # Clear Skies and Fog need Gates of Morning in play.
    waiting = _long_event_phase("The Shire", SKIES, FOG, SUN, SUN)
    assert tba.ids(waiting) == [f"long-event:{SUN}", "long-events-done"]
    assert tba.refused(waiting, f"long-event:{SKIES}")[0] == (
        "Clear Skies is playable only with Gates of Morning in play. [CoE-2.III.2]")
    assert tba.refused(waiting, f"long-event:{FOG}")[0] == (
        "Fog is playable only with Gates of Morning in play. [CoE-2.III.2]")
    lit = replace(waiting, permanents=(GATES,))
    assert tba.ids(lit) == [f"long-event:{SKIES}", f"long-event:{FOG}", f"long-event:{SUN}",
                            "long-events-done"]
    # Sun cannot be duplicated.
    _, sunny = tba.act(lit, f"long-event:{SUN}")
    assert f"long-event:{SUN}" not in tba.ids(sunny)
    assert tba.refused(sunny, f"long-event:{SUN}")[0] == (
        "Sun is in play already and cannot be duplicated. [CoE-2.III.2]")
    assert tba.refused(sunny, "long-event:TW-999")[0] == (
        "That card is not a resource long-event or environment played by its card here. "
        "[CoE-2.III.2]")


def _drawn(state: State, creature: str) -> list[Fact]:
    """The facts of the long-event phase ending with ``creature`` on top of the hazards."""
    facts, _ = tba.act(replace(state, hazard_deck=(creature, *state.hazard_deck)),
                       "long-events-done")
    return facts


def _attack(facts: list[Fact]) -> dict[str, object]:
    return dict(_of(facts, "AttackDeclared")[0].data)


@pytest.mark.rule("CoE-2.III", "CoE-3.i")
def test_lapse_of_will_and_sun_with_gates_of_morning_weaken_each_attack() -> None:
    printed = tba.CATALOG.get(AMBUSHER).prowess
    plain = _attack(_drawn(_long_event_phase("The Shire"), AMBUSHER))
    assert plain["attack"]["prowess"] == printed and "long_events" not in plain  # type: ignore[index]
    lapse = _attack(_drawn(_long_event_phase("The Shire", long_in_play=(LAPSE,)), AMBUSHER))
    assert (lapse["attack"]["prowess"], lapse["long_events"]) == (  # type: ignore[index]
        printed - 1, [LAPSE])
    # Sun alone weakens no attack (the company has no Dúnadan); with Gates of Morning, -1.
    sun = _attack(_drawn(_long_event_phase("The Shire", long_in_play=(SUN,)), AMBUSHER))
    assert sun["attack"]["prowess"] == printed and "long_events" not in sun  # type: ignore[index]
    both = _attack(_drawn(_long_event_phase("The Shire", long_in_play=(LAPSE, SUN),
                                            permanents=(GATES,)), AMBUSHER))
    assert (both["attack"]["prowess"], both["long_events"]) == (  # type: ignore[index]
        printed - 2, [LAPSE, SUN])


@pytest.mark.rule("CoE-2.III", "CoE-3.iv.6")
def test_clear_skies_gives_each_character_two_prowess_against_a_strike() -> None:
    state = _long_event_phase("The Shire", long_in_play=(SKIES,), permanents=(GATES,))
    _, attacked = tba.act(replace(state, hazard_deck=(AMBUSHER, *state.hazard_deck)),
                          "long-events-done")
    assert attacked.combat is not None and tba.ids(attacked) == ["assign-done"]
    # The attacker assigns its two strikes (TBA-HAZ-4): Thorin II and Balin.
    _, assigned = tba.act(attacked, "assign-done")
    assert assigned.combat is not None
    assert sorted(assigned.combat.assigned) == sorted((tba.THORIN, tba.BALIN))
    _, striking = tba.act(assigned, f"resolve:{tba.THORIN}")
    facts, _ = tba.act(striking, "roll")
    resolved = _of(facts, "StrikeResolved")[0].data
    assert resolved["character"] == tba.THORIN
    assert (2, f"card:{SKIES}", "Clear Skies in play") in [
        (m["amount"], m["source"], m["why"]) for m in resolved["check"]["modifiers"]]
    # Without it, no such modifier.
    assert all(m["source"] != f"card:{SKIES}" for m in _of(
        tba.act(replace(striking, long_in_play=()), "roll")[0],
        "StrikeResolved")[0].data["check"]["modifiers"])


@pytest.mark.rule("CoE-2.IV.vii.2", "TBA-SEQ-8", "TBA-SEQ-9")
def test_the_moon_and_fog_treat_the_region_with_gates_of_morning_in_play() -> None:
    # Arthedain, a Wilderness, is a Border-land under the Moon: the Orc-patrol (Wilderness)
    # goes face up in the row.
    moon = _long_event_phase("Arthedain", long_in_play=(MOON,), permanents=(GATES,))
    facts = _drawn(moon, ORC_PATROL)
    assert [(f.rule, dict(f.data)) for f in _of(facts, "RegionTreated")] == [
        ("CoE-2.IV.vii.2", {"card": MOON, "region": "Arthedain", "printed": "wilderness",
                            "treated": "border-land"})]
    assert tba.RULESET.narrate(_of(facts, "RegionTreated")[0]) == (
        "Moon: Arthedain, a Wilderness, is treated as a Border-land for keying hazards. "
        "[CoE-2.IV.vii.2]")
    assert [(f.rule, f.data["card"]) for f in _of(facts, "HazardPlacedInRow")] == [
        ("TBA-SEQ-9", ORC_PATROL)]
    # Without Gates of Morning the Moon treats nothing: it attacks.
    dark = _drawn(replace(moon, permanents=()), ORC_PATROL)
    assert _of(dark, "RegionTreated") == [] and _attack(dark)["card"] == ORC_PATROL
    # Anduin Vales, a Border-land, is a Wilderness under Fog: the Abductor (Border-land) goes
    # to the row, the Orc-patrol attacks keyed to the Wilderness.
    fog = _long_event_phase("Anduin Vales", long_in_play=(FOG,), permanents=(GATES,))
    assert [f.data["card"] for f in _of(_drawn(fog, ABDUCTOR), "HazardPlacedInRow")][0] == \
        ABDUCTOR
    keyed = _attack(_drawn(fog, ORC_PATROL))
    assert (keyed["card"], keyed["keyed"]) == (ORC_PATROL, "region-type:wilderness")
    clear = _drawn(replace(fog, long_in_play=()), ORC_PATROL)
    assert [f.data["card"] for f in _of(clear, "HazardPlacedInRow")] == [ORC_PATROL]


@pytest.mark.rule("CoE-2.III.2", "CoE-7.1", "CoE-7.1.3")
def test_elf_song_keeps_a_character_at_rivendell_whose_check_passes() -> None:
    state = replace(tba.keep(tba.fresh(), tba.BILBO, tba.THORIN, tba.BALIN),
                    location="Rivendell", long_in_play=(ELF_SONG,))
    for item in (PALANTIR, "TW-297", "TW-289", "TW-295", "TW-212"):
        state = tba.give(state, tba.THORIN, item)
    transfer = f"transfer:{PALANTIR}:{tba.THORIN}:{tba.BALIN}"
    # Balin may help the check (version 71): it is rolled unhelped.
    facts, kept = tba.checked(state, transfer, seed=2)
    checked = _of(facts, "CorruptionChecked")[0].data
    assert (checked["roll"], checked["points"], checked["result"]) == (11, 12, "discarded")
    assert [(f.kind, f.rule, dict(f.data)) for f in facts
            if f.kind not in ("DiceRolled", "CheckAwaited")][1:] == [
        # Its text cited by the clause it was played under, the card named (from 64).
        ("CharacterKept", "CoE-2.III.2", {"character": tba.THORIN, "by": ELF_SONG,
                                          "instead": "a failed corruption check"}),
        ("ItemTransferred", "CoE-2.II.5", {"item": PALANTIR, "origin": tba.THORIN,
                                           "to": tba.BALIN})]
    assert kept.character(tba.THORIN) is not None
    # Away from the Haven, or without Elf-song, the check discards him.
    for other in (replace(state, location="Rhudaur"), replace(state, long_in_play=())):
        facts, gone = tba.checked(other, transfer, seed=2)
        assert [f.kind for f in facts if f.kind in ("CharacterKept", "CharacterDiscarded",
                                                    "ItemTransferred")] == \
            ["CharacterDiscarded"]
        assert gone.character(tba.THORIN) is None


@pytest.mark.rule("TBA-SEQ-6", "CoE-2.III.2")
def test_the_automatic_player_plays_gates_and_the_long_events_that_help() -> None:
    organizing = _organizing(GATES, LAPSE)
    assert tba.RULESET.policy(organizing, tba.RULESET.actions(organizing))[0] == \
        f"permanent-event:{GATES}"
    waiting = _long_event_phase("The Shire", FOG, MOON, LAPSE)
    assert tba.RULESET.policy(waiting, tba.RULESET.actions(waiting))[0] == \
        f"long-event:{LAPSE}"
    rest = _long_event_phase("The Shire", FOG, MOON)
    assert tba.RULESET.policy(rest, tba.RULESET.actions(rest))[0] == "long-events-done"


@pytest.mark.rule("TBA-SEQ-6", "CoE-5.3", "TBA-DECK-1", "TBA-DECK-7", "TBA-COMP-2")
def test_the_coverage_reads_them_scripted_naming_what_never_arises(starter: Catalog) -> None:
    def row(card: str) -> coverage.InRuleset:
        return coverage.in_ruleset(TBA, starter.get(card))

    hazards = "TBA-DECK-1: the hazard deck holds only creatures and Dragon's Desolations"
    assert row(GATES) == coverage.InRuleset(
        coverage.SCRIPTED, f"never arises here: its discard of the hazard environments in "
                           f"play ({hazards}, so none is ever in play)")
    assert row(SKIES) == row(FOG) == coverage.InRuleset(coverage.SCRIPTED)
    assert row(LAPSE).missing == ("never arises here: its -3 to a Nazgûl attack (no Nazgûl is "
                                  "in the hazard deck, TBA-DECK-7)")
    assert row(SUN).missing.startswith("never arises here: its +1 prowess to each Dúnadan")
    assert row(MOON).missing == f"never arises here: its half with Doors of Night in play " \
                                f"({hazards})"
    assert row(ELF_SONG).missing == (f"never arises here: its removal of a corruption card "
                                     f"({hazards}, so none is ever on a character)")
    for card in (GATES, SUN, LAPSE, SKIES, FOG, MOON, ELF_SONG):
        assert row(card).status == coverage.SCRIPTED


FELLOWSHIP, GOLLUM = "TW-240", "TW-246"
BEFORE_FELLOWSHIP = tba.played_as(FELLOWSHIP_FROM - 1)


def _at_rivendell(*hand: str, **changes: object) -> State:
    return _organizing(*hand, location="Rivendell", **changes)


@pytest.mark.rule("CoE-5.3", "TBA-LAYOUT-2", "TBA-COMP-1")
def test_fellowship_is_played_at_rivendell_on_four_characters_and_allies() -> None:
    three = _at_rivendell(FELLOWSHIP)
    assert [a for a in tba.ids(three) if FELLOWSHIP in a] == []
    assert tba.refused(three, f"permanent-event:{FELLOWSHIP}") == (
        "Fellowship cannot be played now: the company has fewer than 4 characters and allies. "
        "[CoE-5.3]", "CoE-5.3")
    # An ally counts: Gollum makes four.
    four = replace(three, allies=((GOLLUM, tba.THORIN),))
    assert [a for a in tba.ids(four) if FELLOWSHIP in a] == [f"permanent-event:{FELLOWSHIP}"]
    facts, formed = tba.act(four, f"permanent-event:{FELLOWSHIP}")
    assert [(f.kind, f.rule, dict(f.data)) for f in facts] == [
        ("PermanentEventPlayed", "CoE-5.3",
         {"card": FELLOWSHIP, "members": [tba.BILBO, tba.THORIN, tba.BALIN, GOLLUM]})]
    assert tba.RULESET.narrate(facts[0]) == ("Fellowship is played on Bilbo, Thorin II, Balin, "
                                             "Gollum: it stays in play. [CoE-5.3]")
    assert formed.permanents == (FELLOWSHIP,)
    assert formed.fellowship == (tba.BILBO, tba.THORIN, tba.BALIN, GOLLUM)
    # Away from the Haven, or a second one, refused.
    away = replace(four, location="Rhudaur")
    assert tba.refused(away, f"permanent-event:{FELLOWSHIP}")[0] == \
        "Fellowship cannot be played now: it is played only at a Haven. [CoE-5.3]"
    assert tba.refused(replace(formed, hand=(FELLOWSHIP,)), f"permanent-event:{FELLOWSHIP}")[0] \
        == "Fellowship cannot be played now: it cannot be duplicated on the company. [CoE-5.3]"
    assert tba.refused(four, f"declare:{FELLOWSHIP}")[0] == (
        "Fellowship is played by its card, not by declaring an effect: in the organization "
        "phase (permanent-event:<card>). [CoE-5.3]")
    # Version 45 declared it.
    assert [a.id for a in BEFORE_FELLOWSHIP.actions(four) if FELLOWSHIP in a.id] == \
        [f"declare:{FELLOWSHIP}"]


def _fellowship(**changes: object) -> State:
    members = (tba.BILBO, tba.THORIN, tba.BALIN, tba.GLOIN)
    state = replace(tba.keep(tba.fresh(), *members), location="Rivendell", hand=(),
                    permanents=(FELLOWSHIP,), fellowship=members)
    return replace(state, **changes)  # type: ignore[arg-type]


@pytest.mark.rule("CoE-5.3", "CoE-3.iv.6", "CoE-7.1")
def test_fellowship_gives_its_members_one_prowess_and_one_to_corruption_checks() -> None:
    state = _fellowship()
    thorin, ally = state.character(tba.THORIN), tba.RULESET.combatant(
        replace(state, allies=((GOLLUM, tba.THORIN),)), GOLLUM)
    assert thorin is not None and ally is not None
    assert [(m.amount, m.source, m.why) for m in tba.RULESET._strike_bonuses(state, thorin)] \
        == [(1, f"card:{FELLOWSHIP}", "Fellowship")]
    # Gollum joined after it was played: none for him (it would be discarded).
    assert tba.RULESET._ally_strike_bonuses(state, ally) == []
    with_gollum = replace(state, fellowship=(*state.fellowship, GOLLUM),
                          allies=((GOLLUM, tba.THORIN),))
    assert [m.amount for m in tba.RULESET._ally_strike_bonuses(with_gollum, ally)] == [1]
    # A strike roll counts it.
    fight = _long_event_phase("The Shire", permanents=(FELLOWSHIP,),
                              fellowship=(tba.BILBO, tba.THORIN, tba.BALIN))
    _, attacked = tba.act(replace(fight, hazard_deck=(AMBUSHER, *fight.hazard_deck)),
                          "long-events-done")
    _, assigned = tba.act(attacked, "assign-done")
    _, striking = tba.act(assigned, f"resolve:{tba.THORIN}")
    resolved = _of(tba.act(striking, "roll")[0], "StrikeResolved")[0].data
    assert (1, f"card:{FELLOWSHIP}", "Fellowship") in [
        (m["amount"], m["source"], m["why"]) for m in resolved["check"]["modifiers"]]
    # A corruption check counts it too.
    giving = tba.give(state, tba.THORIN, PALANTIR)
    facts, _ = tba.checked(giving, f"transfer:{PALANTIR}:{tba.THORIN}:{tba.BALIN}")
    checked = _of(facts, "CorruptionChecked")[0].data
    assert (1, f"card:{FELLOWSHIP}") in [(m["amount"], m["source"])
                                         for m in checked["check"]["modifiers"]]


@pytest.mark.rule("CoE-5.3", "TBA-RES-5")
def test_fellowship_is_discarded_as_soon_as_a_character_leaves_the_company() -> None:
    state = _fellowship(phase="organization", step="discard-dwarves", dwarves_to_discard=2)
    facts, after = tba.act(state, f"discard-dwarf:{tba.GLOIN}")
    assert [(f.kind, f.rule) for f in facts[:2]] == [("CharacterDiscarded", "TBA-RES-5"),
                                                     ("FellowshipDiscarded", "CoE-5.3")]
    assert dict(facts[1].data) == {"card": FELLOWSHIP, "reason": "a character or ally joined "
                                                                 "or left the company"}
    assert tba.RULESET.narrate(facts[1]) == ("Fellowship is discarded: a character or ally "
                                             "joined or left the company. [CoE-5.3]")
    assert after.permanents == () and after.fellowship == ()
    assert after.resource_discard[-1] == FELLOWSHIP
    # While the company stays as it was played on, it stays; an ally joining discards it.
    stays, kept = tba.act(_fellowship(), "stay")
    assert _of(stays, "FellowshipDiscarded") == [] and kept.permanents == (FELLOWSHIP,)
    joined, _ = tba.act(_fellowship(allies=((GOLLUM, tba.THORIN),)), "stay")
    assert [f.data["card"] for f in _of(joined, "FellowshipDiscarded")] == [FELLOWSHIP]
    # Version 45 never had it in play by its card: nothing to discard.
    old, _ = decide_from(BEFORE_FELLOWSHIP, _fellowship(permanents=(), fellowship=()), "stay")
    assert _of(old, "FellowshipDiscarded") == []


@pytest.mark.rule("CoE-5.3")
def test_the_coverage_reads_fellowship_scripted(starter: Catalog) -> None:
    assert coverage.in_ruleset(TBA, starter.get(FELLOWSHIP)) == \
        coverage.InRuleset(coverage.SCRIPTED)


@pytest.mark.rule("BWJ-LONG-1", "CoE-7.1.3", "CoE-2.II.5")
def test_in_burglar_a_hand_elf_song_keeps_passes_his_check_and_gives_the_item() -> None:
    # Seed 3: Thranduil, bearing The One Ring and a Dagger, rolls 7 against his 8 points
    # giving the Dagger to Bilbo at Rivendell: discarded, but Elf-song keeps him.
    state = bwj.with_hand(bwj.at(bwj.fresh(), "Rivendell"), bwj.THRANDUIL)
    state = bwj.give(bwj.give(state, bwj.THRANDUIL, ONE_RING), bwj.THRANDUIL, bwj.DAGGER)
    state = replace(state, phase="organization", step="", long_events=((ELF_SONG, 1),))
    transfer = f"transfer:{bwj.DAGGER}:{bwj.THRANDUIL}:{bwj.BILBO}"
    facts, after = bwj.act(state, transfer, seed=3,
                          ruleset=bwj.played_as(str(ELF_SONG_PASSES_FROM)))
    assert [f.kind for f in facts] == ["DiceRolled", "CorruptionChecked", "CharacterKept",
                                       "ItemTransferred"]
    assert only(facts, "CorruptionChecked")["result"] == "discarded"
    assert [i.card_id for i in after.company[0].items][-1:] == [bwj.DAGGER]
    # The version before: kept, his check failed all the same, and the Dagger stays his.
    facts, after = bwj.act(state, transfer, seed=3,
                          ruleset=bwj.played_as(str(ELF_SONG_PASSES_FROM - 1)))
    assert [f.kind for f in facts] == ["DiceRolled", "CorruptionChecked", "CharacterKept"]
    thranduil = after.character(bwj.THRANDUIL)
    assert thranduil is not None and bwj.DAGGER in [i.card_id for i in thranduil.items]


DARK_QUARRELS, WOLVES = "TW-207", "TW-114"
HALVE = f"play:{DARK_QUARRELS}:halve"


def _wolves(gates: bool) -> State:
    """Wolves (3 strikes) attack the company in Rhudaur before their strikes are assigned,
    Dark Quarrels in the hand; Gates of Morning in play or not."""
    return replace(fighting(WOLVES, company=(tba.BILBO, tba.THORIN), hand=(DARK_QUARRELS,)),
                   permanents=(GATES,) if gates else ())


@pytest.mark.rule("CoE-3.i", "CoE-5.1")
def test_dark_quarrels_halves_an_attack_with_gates_of_morning_in_play() -> None:
    assert int(tba.RULESET.version) >= DARK_QUARRELS_FROM
    state = _wolves(gates=True)
    assert [a for a in tba.ids(state) if a.startswith("play:")] == [HALVE]  # no cancel: Wolves
    facts, after = tba.act(state, HALVE)
    halved = only(facts, "AttackStrikesSet")
    assert (halved.rule, halved["strikes"], halved["was"], halved["by"]) == (
        "CoE-3.i", 2, 3, DARK_QUARRELS)
    assert after.combat is not None and after.combat.attack.strikes == 2
    assert DARK_QUARRELS in after.resource_discard
    # Without Gates of Morning, or in the version before: not offered, refused naming why.
    dark = _wolves(gates=False)
    assert HALVE not in tba.ids(dark)
    assert tba.refused(dark, HALVE) == ("Dark Quarrels cannot be played now: its 'halve' is "
                                        "played only with Gates of Morning in play. [CoE-5.1]",
                                        "CoE-5.1")
    before = tba.played_as(DARK_QUARRELS_FROM - 1)
    assert HALVE not in [a.id for a in before.actions(state)]
    rows = {r.card_id: dict(r.rulesets)[TBA] for r in coverage.coverage(tba.CATALOG)}
    assert rows[DARK_QUARRELS] == coverage.InRuleset(coverage.SCRIPTED)
