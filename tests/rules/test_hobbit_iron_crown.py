"""The Iron Crown as a Hobbit scenario plays its card from its ``iron_crown_from``
(``engine.iron_crown``; its tap, ``effects`` generation 31): borne by a character who is not a
Hobbit, untapped, it taps to cancel an attack of Orcs, Trolls or Men on his company before its
strikes are assigned (CoE 3.i) and stays in play; it gives him +1 body in his body checks, to
at most 10 (CoE 6.1), and +4 direct influence against a faction (CoE 2.V.3); and its bearer,
a Hobbit too, makes a corruption check after each influence attempt (CoE 7.1). The versions
before replay as played: the crown gave its catalog facts only."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine.combat import Attack
from domain.rulesets.burglar.state import State as BurglarState
from domain.rulesets.burglar.versions import IRON_CROWN_FROM as BWJ_FROM
from domain.rulesets.hobbit.state import Combat
from domain.rulesets.there_and_back_again.state import State
from domain.rulesets.there_and_back_again.versions import IRON_CROWN_FROM
from tests.rules import burglar_support as bwj
from tests.rules.burglar_support import played_as as played_as_bwj
from tests.rules.test_there_and_back_again_combat import fighting
from tests.rules.test_there_and_back_again_helpers import (
    BILBO,
    CATALOG,
    ORI,
    RULESET,
    THORIN,
    act,
    fresh,
    give,
    ids,
    played_as,
    refused,
)
from tests.support import decide_from, of_kind, only

CROWN, ORC_PATROL, GIANT_SPIDERS, BEORNINGS, HOBBITS = (
    "TW-496", "TW-74", "TW-40", "TW-197", "TW-258")
NOW, BEFORE = IRON_CROWN_FROM, IRON_CROWN_FROM - 1
CANCEL = f"use:{CROWN}:{THORIN}:cancel"


def _crowned(attacker: str, bearer: str = THORIN) -> State:
    return give(fighting(attacker, company=(BILBO, THORIN)), bearer, CROWN)


@pytest.mark.rule("CoE-3.i", "CoE-6.1")
def test_the_iron_crown_taps_to_cancel_an_orc_attack() -> None:
    assert int(RULESET.version) >= NOW
    state = _crowned(ORC_PATROL)
    assert CANCEL in ids(state)
    assert CANCEL not in [a.id for a in played_as(BEFORE).actions(state)]
    facts, after = act(state, CANCEL)
    assert [(f.kind, dict(f.data)) for f in facts[:3]] == [
        ("ItemTapped", {"item": CROWN, "bearer": THORIN, "mode": "cancel", "target": None}),
        ("AttackCanceled", {"attack": "Orc-patrol", "by": "CoE-6.1"}),
        ("AttackEnded", {"attack": "Orc-patrol", "card": ORC_PATROL, "defeated": False,
                         "canceled": True, "kill_points": 0})]
    thorin = after.character(THORIN)
    assert after.combat is None and thorin is not None and thorin.state == "untapped"
    assert [i.card_id for i in thorin.items] == [CROWN] and (CROWN, THORIN) in after.tapped_items
    # Tapped, it is not offered against the next attack.
    again = replace(after, combat=fighting(ORC_PATROL, company=(BILBO, THORIN)).combat,
                    phase="movement-hazard")
    assert CANCEL not in ids(again)
    assert refused(again, CANCEL) == ("The Iron Crown cannot be used now: it is tapped. "
                                      "[CoE-6.1]", "CoE-6.1")


@pytest.mark.rule("CoE-3.i", "CoE-6.1")
def test_the_iron_crown_cancels_no_spiders_and_gives_a_hobbit_no_tap() -> None:
    spiders = _crowned(GIANT_SPIDERS)
    assert CANCEL not in ids(spiders)
    assert refused(spiders, CANCEL) == (
        "The Iron Crown cannot be used now: the attack is by Spiders, not Orcs or Trolls or "
        "Men. [CoE-6.1]", "CoE-6.1")
    hobbit = _crowned(ORC_PATROL, bearer=BILBO)
    assert not [a for a in ids(hobbit) if a.startswith("use:")]
    assert refused(hobbit, f"use:{CROWN}:{BILBO}:cancel") == (
        "The Iron Crown cannot be used now: Bilbo is a Hobbit: a Hobbit bearer has no such use "
        "of it. [CoE-6.1]", "CoE-6.1")


def _body_check(bearer: str, version: int) -> dict[str, object]:
    """Ori (body 7), wounded by the Orc-patrol's strike (seed 9), checks his body; the crown
    borne by ``bearer``."""
    ruleset = played_as(version)
    state = give(fighting(ORC_PATROL, company=(BILBO, ORI), hand=()), bearer, CROWN)
    facts = []
    for action in (f"assign:{ORI}", "assign-done", f"resolve:{ORI}", "roll"):
        if action in [a.id for a in ruleset.actions(state)]:
            more, state = decide_from(ruleset, state, action, None, 9)
            facts += more
    return dict(only(facts, "BodyChecked").data)


@pytest.mark.rule("CoE-3.I.1", "CoE-6.1")
def test_the_iron_crown_raises_its_bearer_s_body_by_one() -> None:
    now, before = _body_check(ORI, NOW), _body_check(ORI, BEFORE)
    assert (now["character"], now["body"], now["roll"], now["eliminated"]) == (ORI, 8, 4, False)
    assert (before["body"], before["roll"]) == (7, 4)
    assert [(m["amount"], m["why"]) for m in now["check"]["modifiers"]  # type: ignore[index]
            if m["amount"]] == [(-1, "The Iron Crown's +1 body (to at most 10)")]
    # Borne by another, it raises nothing of Ori's.
    assert _body_check(BILBO, NOW)["body"] == 7


def _influence(place: str, faction: str, who: str, version: int) -> list[object]:
    state = give(replace(fresh(), location=place, phase="site", step="entered",
                         hand=(faction,)), who, CROWN)
    facts, _ = decide_from(played_as(version), state, f"influence:{faction}:{who}", None, 1)
    return facts


@pytest.mark.rule("CoE-2.V.3", "CoE-7.1")
def test_the_iron_crown_adds_four_to_an_influence_attempt_and_then_a_corruption_check() -> None:
    now = _influence("Beorn’s House", BEORNINGS, THORIN, NOW)
    attempt = only(now, "FactionInfluenced")
    assert [(m["amount"], m["why"]) for m in attempt["check"]["modifiers"]
            if "Crown" in m["why"]] == [
        (4, "The Iron Crown's +4 direct influence against factions")]
    kinds = [f.kind for f in now]
    assert kinds.index("CorruptionChecked") > kinds.index("FactionInfluenced")
    assert only(now, "CorruptionChecked")["character"] == THORIN
    before = _influence("Beorn’s House", BEORNINGS, THORIN, BEFORE)
    assert not of_kind(before, "CorruptionChecked")
    assert not [m for m in only(before, "FactionInfluenced")["check"]["modifiers"]
                if "Crown" in m["why"]]
    # A Hobbit bearer has no +4, and checks corruption all the same.
    hobbit = _influence("Bag End", HOBBITS, BILBO, NOW)
    assert not [m for m in only(hobbit, "FactionInfluenced")["check"]["modifiers"]
                if "Crown" in m["why"]]
    assert only(hobbit, "CorruptionChecked")["character"] == BILBO


@pytest.mark.rule("CoE-3.i")
def test_the_automatic_player_taps_the_iron_crown_against_an_orc_attack() -> None:
    state = replace(_crowned(ORC_PATROL), hand=())
    assert RULESET.policy(state, RULESET.actions(state))[0] == CANCEL


@pytest.mark.rule("TBA-LAYOUT-2", "CoE-3.i")
def test_the_coverage_shows_the_iron_crown_scripted() -> None:
    rows = {r.card_id: dict(r.rulesets) for r in coverage.coverage(CATALOG)}
    assert rows[CROWN]["there-and-back-again"] == coverage.InRuleset(
        coverage.SCRIPTED, "played at The Lonely Mountain, the one site of the map listing "
                           "greater items (TBA-LAYOUT-2)")


# -- Burglar Wants a Good Job, from its own IRON_CROWN_FROM -------------------------------------

BWJ_NOW = played_as_bwj(str(BWJ_FROM))
BWJ_BEFORE = played_as_bwj(str(BWJ_FROM - 1))


def _hand_crowned(attacker: str) -> BurglarState:
    """Thranduil, a Hand beside the Burglar, bears the crown as ``attacker`` attacks on the way
    to Moria, its strikes not yet assigned."""
    state = bwj.give(bwj.with_hand(bwj.fresh(), bwj.THRANDUIL), bwj.THRANDUIL, CROWN)
    attack = Attack.from_creature(bwj.CATALOG.get(attacker), len(state.company))
    return replace(state, turn_start="Lórien", location="Moria", moved=True,
                   phase="movement-hazard", step="", hand=(),
                   combat=Combat(attack, "draw", attacker))


@pytest.mark.rule("CoE-3.i", "CoE-6.1")
def test_a_hand_taps_the_iron_crown_to_cancel_an_orc_attack_on_the_burglar_s_company() -> None:
    state = _hand_crowned(ORC_PATROL)
    use = f"use:{CROWN}:{bwj.THRANDUIL}:cancel"
    assert use in [a.id for a in BWJ_NOW.actions(state)]
    assert use not in [a.id for a in BWJ_BEFORE.actions(state)]
    facts, after = bwj.act(state, use, ruleset=BWJ_NOW)
    assert [(f.kind, dict(f.data)) for f in facts[:2]] == [
        ("ItemTapped", {"item": CROWN, "bearer": bwj.THRANDUIL, "mode": "cancel",
                        "target": None}),
        ("AttackCanceled", {"attack": "Orc-patrol", "by": "CoE-6.1"})]
    assert after.combat is None and (CROWN, bwj.THRANDUIL) in after.tapped_items
    assert BWJ_NOW.policy(state, BWJ_NOW.actions(state))[0] == use


@pytest.mark.rule("BWJ-FACT-1", "CoE-7.1")
def test_the_burglar_s_crown_brings_a_corruption_check_after_his_influence_attempt() -> None:
    state = bwj.give(replace(bwj.at(bwj.fresh(), "Bag End"), phase="site", step="entered",
                             hand=(HOBBITS,)), bwj.BILBO, CROWN)
    action = f"influence:{HOBBITS}:{bwj.BILBO}"
    now, _ = bwj.act(state, action, seed=1, ruleset=BWJ_NOW)
    kinds = [f.kind for f in now]
    assert kinds.index("CorruptionChecked") > kinds.index("FactionInfluenced")
    assert only(now, "CorruptionChecked")["character"] == bwj.BILBO
    # The Burglar is a Hobbit: no +4.
    assert not [m for m in only(now, "FactionInfluenced")["check"]["modifiers"]
                if "Crown" in m["why"]]
    before, _ = bwj.act(state, action, seed=1, ruleset=BWJ_BEFORE)
    assert not of_kind(before, "CorruptionChecked")


@pytest.mark.rule("CoE-3.i")
def test_the_coverage_shows_the_iron_crown_scripted_in_burglar() -> None:
    rows = {r.card_id: dict(r.rulesets) for r in coverage.coverage(CATALOG)}
    assert rows[CROWN]["burglar"] == coverage.InRuleset(coverage.SCRIPTED)
