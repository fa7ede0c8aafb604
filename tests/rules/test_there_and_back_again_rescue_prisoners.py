"""Rescue Prisoners played by its card in There and Back Again from ``RESCUE_FROM``
(``there_and_back_again.rescue`` over ``hobbit.rescue``, which the Guise of the Necromancer
shares): in the site phase at Goblin-gate, the map's one Shadow-hold (TBA-LAYOUT-2), already
tapped, the company faces its Spiders; an untapped character then holds it, kept tapped until
he stores it at a Haven, Border-hold or Free-hold in the organization phase, its marshalling
points not counting (TBA-RES-1). The version before declared it and replays as played.
Constructed states played with the real ruleset."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine.movement import site_named
from domain.rulesets.there_and_back_again.state import State
from domain.rulesets.there_and_back_again.versions import RESCUE_FROM
from tests.rules.test_there_and_back_again_helpers import (
    BALIN,
    BILBO,
    CATALOG,
    RULESET,
    THORIN,
    act,
    begin,
    entered,
    ids,
    played_as,
    refused,
    with_states,
)
from tests.support import decide_from, of_kind, only

RESCUE = "TW-315"
GOBLIN_GATE = site_named(CATALOG, "Goblin-gate").id
RIVENDELL = site_named(CATALOG, "Rivendell").id
BEFORE = played_as(RESCUE_FROM - 1)
SPIDERS = {"source": RESCUE, "name": "Spiders (Rescue Prisoners)", "race": "Spiders",
           "strikes": 2, "prowess": 7, "body": None, "automatic": False,
           "each_character": False, "marshalling_points": 0}


def at_goblin_gate(tapped: bool = True, **changes: object) -> State:
    """Bilbo, Thorin and Balin at Goblin-gate, entered, Rescue Prisoners in the hand."""
    return entered("Goblin-gate", BILBO, THORIN, BALIN, hand=(RESCUE,),
                   tapped_sites=(GOBLIN_GATE,) if tapped else (), **changes)


def awaiting(state: State | None = None) -> State:
    """Its Spider attack over: the card waits for its holder."""
    return replace(state or at_goblin_gate(), hand=(), rescuing=RESCUE,
                   rescued_at=(GOBLIN_GATE,))


def organizing(place: str, holder: str = BALIN) -> State:
    """The organization phase at ``place``, ``holder`` tapped holding Rescue Prisoners."""
    state = with_states(entered(place, BILBO, THORIN, BALIN), **{holder.replace("-", "_"):
                                                                 "tapped"})
    return replace(state, phase="organization", step="", untap_barred=((holder, RESCUE),))


@pytest.mark.rule("TBA-SEQ-15", "TBA-LAYOUT-2", "TBA-HAZ-6")
def test_played_at_goblin_gate_already_tapped_it_brings_its_spiders() -> None:
    state = at_goblin_gate()
    assert ids(state) == ["done", f"rescue:{RESCUE}"]
    assert f"declare:{RESCUE}" not in ids(state)
    facts, after = act(state, f"rescue:{RESCUE}")
    assert [(f.kind, f.rule, dict(f.data)) for f in facts] == [
        ("RescuePrisonersPlayed", "TBA-SEQ-15", {"card": RESCUE, "site": GOBLIN_GATE}),
        ("AttackDeclared", "TBA-SEQ-15", {"attack": SPIDERS, "origin": "rescue", "card": None,
                                          "keyed": None, "threats": []})]
    assert RULESET.narrate(facts[0]) == ("Rescue Prisoners is played at Goblin-gate: the "
                                         "company faces the Spiders guarding the prisoners. "
                                         "[TBA-SEQ-15]")
    assert after.hand == () and after.rescuing == RESCUE and after.rescued_at == (GOBLIN_GATE,)
    assert after.tapped_sites == (GOBLIN_GATE,)  # not tapped again
    assert after.count("Wake of War") == 1  # a Spider attack (TBA-HAZ-6)
    assert ids(after) == ["assign:TW-131", "assign:TW-183", "assign:TW-123", "assign-done"]


@pytest.mark.rule("TBA-HAZ-6")
def test_its_spiders_take_wake_of_war_but_not_horses() -> None:
    state = at_goblin_gate(threats=("Wake of War",), creature_prowess=2)
    facts, _ = act(state, f"rescue:{RESCUE}")
    declared = only(facts, "AttackDeclared")
    assert declared["attack"]["strikes"] == 3 and declared["attack"]["prowess"] == 8
    assert declared["threats"] == ["TBA-HAZ-6"] and "card_prowess" not in declared.data


@pytest.mark.rule("TBA-SEQ-15")
def test_an_untapped_character_holds_it_and_nothing_else_is_offered() -> None:
    state = with_states(awaiting(), TW_183="tapped")
    assert ids(state) == [f"hold-prisoners:{BILBO}", f"hold-prisoners:{BALIN}",
                          "leave-prisoners"]
    facts, after = act(state, f"hold-prisoners:{BALIN}")
    assert [(f.kind, f.rule, dict(f.data)) for f in facts] == [
        ("PrisonersRescued", "TBA-SEQ-15", {"card": RESCUE, "character": BALIN,
                                            "site": GOBLIN_GATE})]
    assert RULESET.narrate(facts[0]) == ("Balin taps and holds Rescue Prisoners: he does not "
                                         "untap until he stores it. [TBA-SEQ-15]")
    balin = after.character(BALIN)
    assert balin is not None and balin.state == "tapped"
    assert after.untap_barred == ((BALIN, RESCUE),) and after.rescuing == ""
    assert ids(after) == ["done"]  # never twice at one site
    assert refused(after, f"rescue:{RESCUE}") == (
        "Rescue Prisoners cannot be played now: Rescue Prisoners is not in your hand. "
        "[TBA-SEQ-15]", "TBA-SEQ-15")


@pytest.mark.rule("TBA-SEQ-15")
def test_left_or_with_no_one_untapped_it_is_discarded() -> None:
    facts, after = act(awaiting(), "leave-prisoners")
    assert [(f.kind, f.rule, dict(f.data)) for f in facts] == [
        ("RescuePrisonersDiscarded", "TBA-SEQ-15", {"card": RESCUE,
                                                   "reason": "no character takes it"})]
    assert after.resource_discard[-1] == RESCUE and after.rescuing == ""
    # Every character tapped before the attack: none untapped after it.
    state = with_states(at_goblin_gate(), TW_131="tapped", TW_183="tapped", TW_123="tapped")
    _, state = act(state, f"rescue:{RESCUE}")
    facts = []
    while state.rescuing and state.outcome is None:
        choice, args = RULESET.policy(state, RULESET.actions(state))
        step, state = act(state, choice, args)
        facts += step
    assert only(facts, "AttackEnded")["kill_points"] == 0
    assert (facts[-1].kind, facts[-1].rule, dict(facts[-1].data)) == (
        "RescuePrisonersDiscarded", "TBA-SEQ-15",
        {"card": RESCUE, "reason": "no character of the company is untapped after the attack"})
    assert state.resource_discard[-1] == RESCUE and state.untap_barred == ()


@pytest.mark.rule("TBA-SEQ-15", "TBA-LAYOUT-2")
def test_refused_naming_the_card_and_the_reason() -> None:
    untapped = at_goblin_gate(tapped=False)
    assert f"rescue:{RESCUE}" not in ids(untapped)
    assert refused(untapped, f"rescue:{RESCUE}") == (
        "Rescue Prisoners cannot be played now: it is played at a Dark-hold or Shadow-hold "
        "already tapped, and Goblin-gate is untapped. [TBA-SEQ-15]", "TBA-SEQ-15")
    rivendell = entered("Rivendell", BILBO, THORIN, hand=(RESCUE,), tapped_sites=(RIVENDELL,))
    assert refused(rivendell, f"rescue:{RESCUE}") == (
        "Rescue Prisoners cannot be played now: it is played at a Dark-hold or Shadow-hold, "
        "not at Rivendell. [TBA-SEQ-15]", "TBA-SEQ-15")
    assert refused(at_goblin_gate(), f"declare:{RESCUE}") == (
        "Rescue Prisoners is not declared: it is played by its card, as rescue:TW-315. "
        "[TBA-SEQ-15]", "TBA-SEQ-15")
    assert refused(untapped, f"declare:{RESCUE}")[0] == (
        "Rescue Prisoners is not declared: it is played by its card, as rescue:TW-315, and it "
        "is played at a Dark-hold or Shadow-hold already tapped, and Goblin-gate is untapped. "
        "[TBA-SEQ-15]")
    assert refused(at_goblin_gate(), f"hold-prisoners:{BILBO}") == (
        "No Rescue Prisoners waits for a character to hold it. [TBA-SEQ-15]", "TBA-SEQ-15")
    for other in ("done", f"store-prisoners:{BALIN}"):
        assert refused(awaiting(), other) == (
            "Rescue Prisoners waits for its holder first: an untapped character of the "
            "company (hold-prisoners:<character>), or it is discarded (leave-prisoners). "
            "[TBA-SEQ-15]", "TBA-SEQ-15")
    assert refused(with_states(awaiting(), TW_183="tapped"), f"hold-prisoners:{THORIN}") == (
        "Rescue Prisoners is held by an untapped character of the company: Thorin II is "
        "not one. [TBA-SEQ-15]", "TBA-SEQ-15")


@pytest.mark.rule("TBA-RES-1", "TBA-LAYOUT-2")
def test_stored_at_a_haven_its_points_do_not_count_and_its_holder_may_untap() -> None:
    state = organizing("Rivendell")
    assert f"store-prisoners:{BALIN}" in ids(state)
    assert RULESET.policy(state, RULESET.actions(state))[0] == f"store-prisoners:{BALIN}"
    facts, after = act(state, f"store-prisoners:{BALIN}")
    assert [(f.kind, f.rule, dict(f.data)) for f in facts] == [
        ("CardStored", "TBA-RES-1", {"card": RESCUE, "character": BALIN, "site": RIVENDELL,
                                     "points": 0})]
    assert RULESET.narrate(facts[0]) == (
        "Balin stores Rescue Prisoners at Rivendell (its marshalling points do not count) and "
        "may untap again. [TBA-RES-1]")
    assert after.untap_barred == () and after.stored == (RESCUE,)
    assert RULESET.score(after)["total"] == 0
    # At Goblin-gate, a Shadow-hold, or in a region: not offered, refused naming why.
    for place in ("Goblin-gate", "High Pass"):
        there = organizing(place)
        assert f"store-prisoners:{BALIN}" not in ids(there)
        assert refused(there, f"store-prisoners:{BALIN}") == (
            f"Rescue Prisoners cannot be stored now: it is stored at a Haven, Border-hold or "
            f"Free-hold, not at {place}. [TBA-RES-1]", "TBA-RES-1")
    assert refused(organizing("Rivendell"), f"store-prisoners:{THORIN}")[0] == (
        "Rescue Prisoners cannot be stored now: Thorin II does not hold it. [TBA-RES-1]")


@pytest.mark.rule("TBA-SEQ-15", "TBA-RES-1")
def test_the_board_shows_who_holds_it_until_he_stores_it() -> None:
    def holding(state: State) -> list[tuple[object, object, object]]:
        company = RULESET.board(state)["company"]
        assert isinstance(company, list)
        return [(c["name"], c["state"], c.get("holds")) for c in company
                if isinstance(c, dict)]

    waiting = with_states(awaiting(), TW_183="tapped")
    assert holding(waiting) == [("Bilbo", "untapped", None), ("Thorin II", "tapped", None),
                                ("Balin", "untapped", None)]
    _, held = act(waiting, f"hold-prisoners:{BALIN}")
    assert holding(held) == [("Bilbo", "untapped", None), ("Thorin II", "tapped", None),
                             ("Balin", "tapped", ["Rescue Prisoners"])]
    _, stored = act(organizing("Rivendell"), f"store-prisoners:{BALIN}")
    assert holding(organizing("Rivendell"))[2] == ("Balin", "tapped", ["Rescue Prisoners"])
    assert holding(stored)[2] == ("Balin", "tapped", None)


@pytest.mark.rule("TBA-SEQ-1")
def test_its_holder_does_not_untap_at_a_site_until_he_stores_it() -> None:
    state = with_states(organizing("Goblin-gate"), TW_183="tapped")
    facts, after = begin(replace(state, phase="end-of-turn", step="", hand=()))
    assert only(facts, "CharactersRefreshed")["changes"] == [[THORIN, "untapped"]]
    balin = after.character(BALIN)
    assert balin is not None and balin.state == "tapped" and after.phase == "organization"


@pytest.mark.rule("TBA-RES-5")
def test_its_holder_leaving_play_discards_it() -> None:
    state = replace(organizing("Rivendell", THORIN), step="discard-dwarves",
                    dwarves_to_discard=1)
    facts, after = act(state, f"discard-dwarf:{THORIN}")
    assert of_kind(facts, "CharacterDiscarded")
    assert after.character(THORIN) is None and after.untap_barred == ()
    assert after.resource_discard[-1] == RESCUE


@pytest.mark.rule("TBA-RES-1", "TBA-SEQ-15")
def test_the_version_before_declared_it_and_replays_as_played() -> None:
    state = at_goblin_gate()
    offered = [a.id for a in BEFORE.actions(state)]
    assert f"declare:{RESCUE}" in offered and f"rescue:{RESCUE}" not in offered
    facts, after = decide_from(BEFORE, state, f"declare:{RESCUE}", {"effect": "draw",
                                                                    "amount": 1}, 7)
    assert only(facts, "PlayerRuling").rule == "declared-effect"
    assert not of_kind(facts, "AttackDeclared") and after.rescuing == ""
