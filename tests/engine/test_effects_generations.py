"""The generations of scripted cards a ruleset version reads (``effects.Generations``): an
explicit, ordered set, so a scenario may leave out a generation and still read a later one.
Every version recorded before the sets were explicit reads exactly the generations it read
then, every one up to its latest."""

from __future__ import annotations

import pytest

from domain.engine import effects
from domain.engine.effects import Generations
from domain.rulesets.burglar.ruleset import BurglarWantsAGoodJob
from domain.rulesets.burglar.versions import DARK_QUARRELS_FROM
from domain.rulesets.burglar.versions import IRON_CROWN_FROM as BWJ_IRON_CROWN_FROM
from domain.rulesets.guise_of_the_necromancer import hand_cards
from domain.rulesets.guise_of_the_necromancer.ruleset import GuiseOfTheNecromancer
from domain.rulesets.there_and_back_again import versions as tba_versions
from domain.rulesets.there_and_back_again.ruleset import ThereAndBackAgain

STARS, SECRET_PASSAGE, COCK_CROWS = "TW-331", "TW-325", "TW-342"

#: What each ruleset's versions read when a version named the latest generation it read, every
#: one up to it: (first version, latest generation), generation 1 before the first.
LATEST_READ = {
    "burglar": ((5, 2), (9, 4), (13, 5), (15, 6), (16, 7), (19, 8), (21, 9), (23, 10),
                (28, 11), (32, 14), (33, 15), (37, 16), (40, 17), (42, 18), (51, 19), (52, 20),
                (54, 21), (59, 22), (60, 23), (62, 24), (64, 25), (65, 26)),
    "there-and-back-again": ((4, 2), (6, 3), (7, 4), (13, 5), (17, 6), (18, 7), (21, 8),
                             (22, 9), (23, 10), (27, 11), (29, 13)),
    "necromancer": ((11, 2), (17, 6), (26, 11), (29, 16), (31, 17), (54, 19), (55, 20),
                    (56, 21), (58, 22), (62, 25), (65, 26), (71, 27), (74, 28), (83, 31)),
}


def _latest_read(ruleset_id: str, version: str) -> int:
    return max((g for since, g in LATEST_READ[ruleset_id] if int(version) >= since),
               default=1)


def test_the_set_is_generation_1_and_later_ones_in_order_each_once() -> None:
    assert Generations.of((15, 2, 15)).numbers == (1, 2, 15)
    assert Generations.up_to(3) == Generations.of((3, 2)) == Generations((1, 2, 3))
    assert effects.FIRST.numbers == (1,)
    assert effects.EVERY_GENERATION.numbers[-1] == effects.LATEST_GENERATION
    for wrong in ((), (2,), (1, 3, 2), (1, 1), (1, effects.LATEST_GENERATION + 1)):
        with pytest.raises(ValueError) as refusal:
            Generations(wrong)
        assert str(refusal.value) == f"generations {wrong!r}: 1 first, then later ones in " \
            f"ascending order, each once, none above {effects.LATEST_GENERATION}"


def test_a_card_plays_as_the_latest_generation_read_that_scripts_it() -> None:
    skipping = Generations.of((*range(2, 14), 15, 16))
    assert 14 not in skipping and 16 in skipping
    assert skipping.scripting(STARS) == 16
    assert effects.scripted(STARS, skipping) is effects.LATER[14][STARS]
    assert effects.scripted(STARS, Generations.up_to(13)) is effects.LATER[0][STARS]
    assert effects.scripted(SECRET_PASSAGE, skipping) is None
    assert effects.scripted(SECRET_PASSAGE, Generations.up_to(14)) is not None
    assert effects.scripted(COCK_CROWS) is None and effects.FIRST.scripting(COCK_CROWS) is None
    assert effects.first_generation(STARS) == 2
    assert effects.first_generation(SECRET_PASSAGE) == 14
    assert effects.first_generation("TW-1") is None


def test_a_history_adds_its_generations_from_their_first_version() -> None:
    history = ((3, (2,)), (5, (3, 4)), (9, (6,)))
    assert Generations.read_by(history, "2") == effects.FIRST
    assert Generations.read_by(history, "5").numbers == (1, 2, 3, 4)
    assert Generations.read_by(history, "12").numbers == (1, 2, 3, 4, 6)


@pytest.mark.parametrize("ruleset", [BurglarWantsAGoodJob, ThereAndBackAgain],
                         ids=["burglar", "there-and-back-again"])
def test_every_hobbit_scenario_version_reads_what_it_read_before(
        ruleset: type[BurglarWantsAGoodJob] | type[ThereAndBackAgain]) -> None:
    versions = [*ruleset.replays, ruleset.version]
    older = [v for v in versions if ruleset.id != "there-and-back-again" or int(v) <= 33]
    # Burglar from DARK_QUARRELS_FROM reads the twenty-ninth and not the 27th or 28th (below).
    older = [v for v in older if ruleset.id != "burglar" or int(v) < DARK_QUARRELS_FROM]
    assert len(older) >= 33
    for version in older:
        read = Generations.read_by(ruleset.generations, version)
        assert read == Generations.up_to(_latest_read(ruleset.id, version)), version


@pytest.mark.rule("CoE-3.i", "BWJ-SEQ-17")
def test_burglar_81_reads_the_twenty_ninth_not_the_twenty_seventh_or_eighth() -> None:
    read = Generations.read_by(BurglarWantsAGoodJob.generations, str(DARK_QUARRELS_FROM))
    assert (DARK_QUARRELS_FROM, read.numbers) == (81, (*range(1, 27), 29))
    before = Generations.read_by(BurglarWantsAGoodJob.generations, str(DARK_QUARRELS_FROM - 1))
    assert before.numbers == tuple(range(1, 27))


@pytest.mark.rule("CoE-3.i")
def test_the_iron_crown_s_generation_is_read_from_its_version_on() -> None:
    burglar = Generations.read_by(BurglarWantsAGoodJob.generations,
                                  str(BWJ_IRON_CROWN_FROM))
    assert burglar.numbers == (*range(1, 27), 29, 30, 31)
    tba = Generations.read_by(ThereAndBackAgain.generations, str(tba_versions.IRON_CROWN_FROM))
    assert 31 in tba.numbers and 31 not in Generations.read_by(
        ThereAndBackAgain.generations, str(tba_versions.IRON_CROWN_FROM - 1)).numbers
    guise = hand_cards.generation(str(hand_cards.IRON_CROWN_FROM))
    assert (hand_cards.IRON_CROWN_FROM, guise.numbers) == (82, (*range(1, 29), 31))
    assert hand_cards.generation(str(hand_cards.IRON_CROWN_FROM - 1)) == Generations.up_to(28)
    assert hand_cards.generation(str(hand_cards.GATES_FROM)) == Generations.up_to(31)


@pytest.mark.rule("TBA-SEQ-7", "TBA-SEQ-12", "TBA-SEQ-15")
def test_there_and_back_again_34_reads_the_fifteenth_and_sixteenth_not_the_fourteenth() -> None:
    read = Generations.read_by(ThereAndBackAgain.generations, "34")
    assert read.numbers == (*range(1, 14), 15, 16)


@pytest.mark.rule("CoE-3.i", "TBA-SEQ-17", "TBA-DECK-7")
def test_there_and_back_again_35_reads_the_seventeenth_too() -> None:
    read = Generations.read_by(ThereAndBackAgain.generations, "35")
    assert read.numbers == (*range(1, 14), 15, 16, 17)


@pytest.mark.rule("TBA-LAYOUT-2", "TBA-COMP-2")
def test_there_and_back_again_36_reads_the_eighteenth_too() -> None:
    read = Generations.read_by(ThereAndBackAgain.generations, "36")
    assert read.numbers == (*range(1, 14), 15, 16, 17, 18)


@pytest.mark.rule("TBA-SEQ-8", "TBA-SEQ-10")
def test_there_and_back_again_37_reads_the_nineteenth_too() -> None:
    read = Generations.read_by(ThereAndBackAgain.generations, "37")
    assert read.numbers == (*range(1, 14), *range(15, 20))


@pytest.mark.rule("TBA-RES-3")
def test_there_and_back_again_38_reads_the_twentieth_too() -> None:
    read = Generations.read_by(ThereAndBackAgain.generations, "38")
    assert read.numbers == (*range(1, 14), *range(15, 21))


@pytest.mark.rule("GON-GEN-1")
def test_every_guise_version_reads_what_it_read_before() -> None:
    """But the one version reading The Iron Crown's generation (31) without 29 and 30."""
    for version in (*GuiseOfTheNecromancer.replays, GuiseOfTheNecromancer.version):
        if int(version) == hand_cards.IRON_CROWN_FROM:
            continue
        assert hand_cards.generation(version) == \
            Generations.up_to(_latest_read("necromancer", version)), version


@pytest.mark.rule("CoE-3.i", "CoE-3.iv.5.1")
def test_there_and_back_again_40_reads_the_twenty_fourth_too() -> None:
    read = Generations.read_by(ThereAndBackAgain.generations, "40")
    assert read.numbers == (*range(1, 14), *range(15, 21), 24)


@pytest.mark.rule("TBA-SEQ-3", "TBA-SEQ-12", "TBA-LAYOUT-2", "TBA-COMP-2", "TBA-RES-3")
def test_there_and_back_again_42_reads_every_generation() -> None:
    read = Generations.read_by(ThereAndBackAgain.generations, "42")
    assert read == Generations.up_to(26)
