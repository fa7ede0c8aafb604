"""There and Back Again from ``GENERATIONS_15_16_FROM`` (34) reads the engine's fifteenth and
sixteenth generations of scripted cards and not the fourteenth (``effects.Generations``):
Secret Entrance keeps the face-up creatures keyed to the company's site off it, Thorough Search
lets another character play an item at the site, tapped or not, and Stars is played once an
attack; Secret Passage, with nothing to act on here, stays declared. Version 33 replays as
played: the search cards declared, a second Stars taking one more prowess."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine import effects
from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.rulesets.hobbit.state import SITE_KEYS
from domain.rulesets.there_and_back_again.state import Combat, State
from domain.rulesets.there_and_back_again.versions import CARD_POOL_FROM, GENERATIONS_15_16_FROM
from tests.rules.test_there_and_back_again_helpers import (
    BALIN,
    BILBO,
    CATALOG,
    RULESET,
    THORIN,
    act,
    fresh,
    ids,
    keep,
    played_as,
)
from tests.support import decide_from

SECRET_ENTRANCE, THOROUGH_SEARCH, SECRET_PASSAGE = "TW-324", "TW-349", "TW-325"
STARS, DAGGER = "TW-331", "TW-206"
WILLIAM, BARROW_WIGHT = "TW-112", "TW-15"  # Trolls keyed to a Shadow-hold; Undead
BEFORE = played_as(GENERATIONS_15_16_FROM - 1)


def _at_goblin_gate(**changes: object) -> State:
    """Bilbo (scout, sage), Balin (sage) and Thorin at Goblin-gate, a Shadow-hold."""
    return replace(keep(fresh(), BILBO, BALIN, THORIN), location="Goblin-gate", **changes)


def _wight(hand: tuple[str, ...]) -> State:
    """A Barrow-wight (Undead, prowess 12) attacks in Rhudaur, before its strikes are
    assigned."""
    state = keep(fresh(), BILBO, THORIN)
    attack = Attack.from_creature(CATALOG.get(BARROW_WIGHT), len(state.company))
    return replace(state, location="Rhudaur", phase="movement-hazard", draws_left=0,
                   combat=Combat(attack, "draw", BARROW_WIGHT), hand=hand)


@pytest.mark.rule("TBA-DECK-9", "TBA-SEQ-12")
def test_version_34_reads_the_fifteenth_and_sixteenth_generations_not_the_fourteenth() -> None:
    assert int(RULESET.version) >= GENERATIONS_15_16_FROM
    assert played_as(GENERATIONS_15_16_FROM).generation().numbers == (*range(1, 14), 15, 16)
    assert BEFORE.generation() == effects.Generations.up_to(13)
    # Secret Passage (the fourteenth) has nothing to act on: declared in both versions (and
    # refused from CARD_POOL_FROM, which reads it: tests/rules/test_hobbit_card_pool.py).
    state = replace(keep(fresh(), BILBO, BALIN, THORIN), location="High Pass",
                    hand=(SECRET_PASSAGE,))
    for ruleset in (played_as(CARD_POOL_FROM - 1), BEFORE):
        assert [a.id for a in ruleset.actions(state) if SECRET_PASSAGE in a.id] == [
            f"declare:{SECRET_PASSAGE}"]
    assert [a.id for a in RULESET.actions(state) if SECRET_PASSAGE in a.id] == []


@pytest.mark.rule("TBA-SEQ-7", "TBA-SEQ-5")
def test_secret_entrance_keeps_the_face_up_creature_keyed_to_the_site_off() -> None:
    # William, face up in the row, can be keyed to Goblin-gate: staying, the company faces it.
    state = _at_goblin_gate(hand=(SECRET_ENTRANCE,), row=(WILLIAM,))
    facts, _ = act(state, "stay")
    assert [f.data["card"] for f in facts if f.kind == "AttackDeclared"] == [WILLIAM]
    # A sage taps for Secret Entrance: no creature is keyed to the site this turn.
    assert [a for a in ids(state) if a.startswith("play:")] == [
        f"play:{SECRET_ENTRANCE}:enter:{BILBO}", f"play:{SECRET_ENTRANCE}:enter:{BALIN}"]
    facts, barred = act(state, f"play:{SECRET_ENTRANCE}:enter:{BALIN}")
    assert [(f.kind, dict(f.data)) for f in facts] == [
        ("CardPlayed", {"card": SECRET_ENTRANCE, "mode": "enter", "target": BALIN,
                        "returns": False}),
        ("CharacterStateChanged", {"character": BALIN, "state": "tapped"}),
        ("SiteKeyingBarred", {})]
    assert barred.keying_barred == (SITE_KEYS,)
    facts, after = act(barred, "stay")
    assert [(f.kind, f.rule) for f in facts][-2:] == [("PhaseBegan", "TBA-SEQ-12"),
                                                      ("PhaseBegan", "TBA-SEQ-15")]
    assert facts[-2].data["row_queue"] == [] and after.combat is None
    assert after.row == (WILLIAM,)
    # Version 33 declared it.
    old = [a.id for a in BEFORE.actions(state) if SECRET_ENTRANCE in a.id]
    assert old == [f"declare:{SECRET_ENTRANCE}"]


@pytest.mark.rule("TBA-SEQ-15")
def test_thorough_search_lets_another_play_an_item_at_the_tapped_site() -> None:
    site = CATALOG.find("Goblin-gate", "Hero").id
    state = _at_goblin_gate(phase="site", step="entered", hand=(THOROUGH_SEARCH, DAGGER),
                            tapped_sites=(site,))
    assert [a for a in ids(state) if a != "done"] == [
        f"play:{THOROUGH_SEARCH}:search:{BILBO}", f"play:{THOROUGH_SEARCH}:search:{THORIN}"]
    facts, searched = act(state, f"play:{THOROUGH_SEARCH}:search:{BILBO}")
    assert [(f.kind, dict(f.data)) for f in facts[1:]] == [
        ("CharacterStateChanged", {"character": BILBO, "state": "tapped"}),
        ("SiteSearched", {"character": BILBO, "site": "Goblin-gate"})]
    assert [a for a in ids(searched) if a.startswith("search:")] == [
        f"search:{DAGGER}:{THORIN}", f"search:{DAGGER}:{BALIN}"]
    with pytest.raises(IllegalAction) as refusal:
        act(searched, f"search:{DAGGER}:{BILBO}")
    assert str(refusal.value) == ("Dagger of Westernesse cannot be played by the search: "
                                  "Bilbo searched the site; another character plays the item. "
                                  "[CoE-2.V.4]")
    played, after = act(searched, f"search:{DAGGER}:{BALIN}")
    assert dict(played[0].data) == {"item": DAGGER, "bearer": BALIN, "site": site,
                                    "quest": False, "searched": BILBO}
    assert RULESET.narrate(played[0]) == ("Dagger of Westernesse is played on Balin by "
                                          "Bilbo's search, the site not tapping. [CoE-2.V.4]")
    assert after.tapped_sites == (site,)
    # Version 33 declared it, and played no item at the tapped site.
    assert [a.id for a in BEFORE.actions(state) if a.id != "done"] == [
        f"declare:{THOROUGH_SEARCH}"]


@pytest.mark.rule("TBA-SEQ-8")
def test_a_second_stars_is_refused_on_the_attack_it_weakened() -> None:
    weaken = f"play:{STARS}:weaken"
    facts, once = act(_wight((STARS, STARS)), weaken)
    assert [f.data["prowess"] for f in facts if f.kind == "AttackModified"] == [-1]
    assert once.combat is not None and once.combat.attack.prowess == 11
    assert weaken not in ids(once)
    with pytest.raises(IllegalAction) as refusal:
        act(once, weaken)
    assert str(refusal.value) == "Stars cannot be played now: already played on this attack. " \
        "[CoE-5.1]"
    # Version 33 played it again, one more prowess off.
    assert weaken in [a.id for a in BEFORE.actions(once)]
    facts, twice = decide_from(BEFORE, once, weaken, None, 7)
    assert twice.combat is not None and twice.combat.attack.prowess == 10
