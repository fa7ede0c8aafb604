"""The Hobbit scenarios test gold rings (``hobbit.rings``, CoE 6.2), There and Back Again from
version 28 and Burglar Wants a Good Job from version 29: Test of Lore (-1) or Test of Form on
a sage of the company, or Gandalf (a Hand) tapping; the roll, with the Scroll of Isildur's +2
in the company, read against the gold ring's printed ranges; the gold ring discarded; a special
ring of the hand of a kind the result indicates played on the bearer at once, or none. The
versions before replay as played: no test, Test of Lore declared."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.errors import IllegalAction
from domain.rulesets.burglar.versions import RING_CARDS_ONLY_FROM
from tests.rules import burglar_support as bwj
from tests.rules.test_there_and_back_again_helpers import (
    BALIN,
    BILBO,
    RULESET,
    THORIN,
    act,
    fresh,
    give,
    keep,
    played_as,
)
from tests.support import decide_from

BEAUTIFUL, PRECIOUS = "TW-196", "TW-306"
TEST_OF_LORE, TEST_OF_FORM = "TW-340", "TW-338"
STEALTH_RING, LESSER, BARIN, ONE_RING = "TW-274", "TW-266", "TW-213", "TW-347"
SCROLL, GANDALF = "TW-323", "TW-156"
WIZARDS_TEST, RINGLORE = "TW-365", "TW-318"
LORE = f"test-ring:{BEAUTIFUL}:{BILBO}:{TEST_OF_LORE}"


def tba_ring() -> object:
    """Balin bears the Beautiful Gold Ring; the hand holds Test of Lore and three rings."""
    state = give(keep(fresh(), BILBO, THORIN, BALIN), BALIN, BEAUTIFUL)
    return replace(state, hand=(TEST_OF_LORE, STEALTH_RING, LESSER, BARIN),
                   phase="organization", step="")


@pytest.mark.rule("CoE-6.2", "TBA-SEQ-4")
def test_test_of_lore_on_a_sage_tests_a_gold_ring_at_minus_one() -> None:
    state = tba_ring()
    rings = sorted(a for a in RULESET.legal(state) if "ring" in a)
    assert rings == [f"test-ring:{BEAUTIFUL}:{BALIN}:{TEST_OF_LORE}", LORE]  # the two sages
    assert f"declare:{TEST_OF_LORE}" not in RULESET.legal(state)
    facts, after = act(state, LORE, seed=0)
    tested = facts[-1].data
    assert [f.kind for f in facts] == ["CardPlayed", "DiceRolled", "GoldRingTested"]
    assert facts[1].data["values"] == [4, 4]
    assert (tested["card"], tested["character"], tested["by"], tested["roll"],
            tested["kinds"], tested["playable"]) == \
        (BEAUTIFUL, BALIN, BILBO, 7, ["Magic Ring", "Lesser Ring"], [LESSER, STEALTH_RING])
    assert tested["table_roll"]["modifiers"] == [
        {"amount": -1, "source": f"card:{TEST_OF_LORE}", "why": "Test of Lore",
         "clause": "CoE-6.2"}]
    assert RULESET.narrate(facts[-1]) == ("Beautiful Gold Ring borne by Balin is tested "
                                          "(Bilbo): 7, Magic Ring, Lesser Ring; the gold ring "
                                          "is discarded. [CoE-6.2]")
    balin = after.character(BALIN)
    assert balin is not None and balin.items == ()
    assert after.resource_discard[-2:] == (TEST_OF_LORE, BEAUTIFUL)
    # The Dwarven Ring is not indicated: only the Magic and Lesser rings wait, or none.
    assert sorted(RULESET.legal(after)) == [f"play-ring:{LESSER}", f"play-ring:{STEALTH_RING}",
                                            "ring-done"]
    played, ringed = act(after, f"play-ring:{STEALTH_RING}", seed=0)
    assert [(f.kind, dict(f.data)) for f in played] == [
        ("RingPlayed", {"card": STEALTH_RING, "character": BALIN, "kind": "Magic Ring"})]
    balin = ringed.character(BALIN)
    assert balin is not None and [i.card_id for i in balin.items] == [STEALTH_RING]
    assert ringed.hand == (LESSER, BARIN) and ringed.ring_offer == ()


@pytest.mark.rule("CoE-6.2")
def test_no_ring_need_be_played_and_the_waiting_test_refuses_anything_else() -> None:
    _, after = act(tba_ring(), LORE, seed=0)
    with pytest.raises(IllegalAction, match="gold ring's test waits") as refused:
        act(after, "stay")
    assert refused.value.clause == "CoE-6.2"
    with pytest.raises(IllegalAction, match="Dwarven Ring of Barin’s Tribe cannot be played: "
                                            "the test indicates no ring of its kind"):
        act(after, f"play-ring:{BARIN}")
    facts, done = act(after, "ring-done", seed=0)
    assert [f.kind for f in facts] == ["RingNotPlayed"]
    assert done.ring_offer == () and done.hand == (STEALTH_RING, LESSER, BARIN)
    assert "ring-done" not in RULESET.legal(done) and "stay" in RULESET.legal(done)


@pytest.mark.rule("CoE-6.2")
def test_a_ring_test_is_refused_naming_the_card_and_the_reason() -> None:
    state = tba_ring()
    with pytest.raises(IllegalAction, match=r"Test of Lore cannot test Beautiful Gold Ring: "
                                            r"Thorin II is no sage\."):
        act(state, f"test-ring:{BEAUTIFUL}:{THORIN}:{TEST_OF_LORE}")
    with pytest.raises(IllegalAction, match=r"Test of Form cannot test Beautiful Gold Ring: "
                                            r"Test of Form is not in the hand\."):
        act(state, f"test-ring:{BEAUTIFUL}:{BILBO}:{TEST_OF_FORM}")
    with pytest.raises(IllegalAction, match="Test of Lore is played on a sage to test a gold "
                                            "ring of the company"):
        act(state, f"declare:{TEST_OF_LORE}", {"effect": "untap", "target": THORIN})
    with pytest.raises(IllegalAction, match=r"Lesser Ring cannot be played: no gold ring's "
                                            r"test waits\."):
        act(state, f"play-ring:{LESSER}")
    bare = replace(state, company=keep(fresh(), BILBO, THORIN, BALIN).company)
    with pytest.raises(IllegalAction, match="no gold ring borne in the company"):
        act(bare, LORE)


@pytest.mark.rule("CoE-6.2")
def test_the_version_before_tests_no_gold_ring_and_declares_test_of_lore() -> None:
    old = played_as(27)
    state = tba_ring()
    legal = old.legal(state)
    assert not [a for a in legal if "ring" in a]
    assert f"declare:{TEST_OF_LORE}" in legal
    with pytest.raises(IllegalAction):
        decide_from(old, state, LORE, None, 0)


@pytest.mark.rule("CoE-6.2", "BWJ-HAND-1")
def test_gandalf_a_hand_taps_to_test_a_gold_ring_and_the_one_ring_may_come() -> None:
    state = bwj.with_hand(bwj.give(bwj.fresh(), bwj.BILBO, PRECIOUS), GANDALF)
    state = replace(state, hand=(ONE_RING, BARIN, LESSER), phase="organization", step="")
    test = f"test-ring:{PRECIOUS}:{GANDALF}"
    assert sorted(a for a in bwj.RULESET.legal(state) if "ring" in a) == [test]
    facts, after = bwj.act(state, test, seed=2)
    assert [(f.kind, f.data.get("state")) for f in facts[:1]] == [
        ("CharacterStateChanged", "tapped")]
    tested = facts[-1].data
    assert (tested["roll"], tested["kinds"], tested["by"]) == \
        (11, ["The One Ring", "Dwarven Ring", "Lesser Ring"], GANDALF)
    gandalf = after.character(GANDALF)
    assert gandalf is not None and gandalf.state == "tapped"
    _, ringed = bwj.act(after, f"play-ring:{ONE_RING}", seed=2)
    bilbo = ringed.character(bwj.BILBO)
    assert bilbo is not None and [i.card_id for i in bilbo.items] == [bwj.ELVEN_CLOAK, ONE_RING]
    # Tapped, Gandalf tests no more; the old version never let him.
    assert not [a for a in bwj.RULESET.legal(ringed) if a.startswith("test-ring:")]
    assert not [a for a in bwj.played_as("28").legal(state) if "ring" in a]


@pytest.mark.rule("CoE-6.2")
def test_the_scroll_of_isildur_in_the_company_adds_two() -> None:
    state = bwj.with_hand(bwj.give(bwj.fresh(), bwj.BILBO, PRECIOUS), GANDALF)
    state = replace(state, hand=(BARIN, LESSER), phase="organization", step="")
    plain = bwj.act(state, f"test-ring:{PRECIOUS}:{GANDALF}", seed=4)[0][-1].data
    assert (plain["roll"], plain["kinds"]) == (7, ["Lesser Ring"])
    scrolled = bwj.give(state, GANDALF, SCROLL)
    found = bwj.act(scrolled, f"test-ring:{PRECIOUS}:{GANDALF}", seed=4)[0][-1].data
    assert (found["roll"], found["kinds"], found["playable"]) == \
        (9, ["Dwarven Ring", "Lesser Ring"], [BARIN, LESSER])
    assert found["table_roll"]["modifiers"] == [
        {"amount": 2, "source": f"card:{SCROLL}", "why": "the Scroll of Isildur in the company",
         "clause": "CoE-6.2"}]


@pytest.mark.rule("CoE-6.2", "CoE-3.iv.5")
def test_burglar_declares_no_card_testing_a_gold_ring_during_an_attack() -> None:
    # The Burglar faces a Wolves strike; the hand holds the four cards testing a gold ring.
    state = replace(bwj.striking(bwj.BILBO),
                    hand=(TEST_OF_LORE, TEST_OF_FORM, WIZARDS_TEST, RINGLORE))
    assert [a for a in bwj.ids(state) if a.startswith(("declare:", "test-ring:"))] == []
    with pytest.raises(IllegalAction) as refused:
        bwj.act(state, f"declare:{TEST_OF_LORE}",
                {"effect": "prowess", "target": bwj.BILBO, "amount": 1})
    assert (str(refused.value), refused.value.clause) == (
        "Test of Lore cannot be played during an attack: it is played on a sage to test a "
        "gold ring of the company (test-ring:<gold ring>:<sage>:<card>) in the organization "
        "or site phase, outside an attack. [CoE-6.2]", "CoE-6.2")
    with pytest.raises(IllegalAction, match="^Wizard’s Test cannot be played during an attack"):
        bwj.act(state, f"declare:{WIZARDS_TEST}")
    # The version before replays as played: each declared, a player ruling.
    before = bwj.played_as(str(RING_CARDS_ONLY_FROM - 1))
    assert sorted(a.id for a in before.actions(state) if a.id.startswith("declare:")) == [
        f"declare:{RINGLORE}", f"declare:{TEST_OF_FORM}", f"declare:{TEST_OF_LORE}",
        f"declare:{WIZARDS_TEST}"]
    facts, _ = bwj.act(state, f"declare:{TEST_OF_LORE}",
                       {"effect": "prowess", "target": bwj.BILBO, "amount": 1}, ruleset=before)
    assert [(f.kind, f.rule) for f in facts if f.kind == "PlayerRuling"] == [
        ("PlayerRuling", "declared-effect")]
