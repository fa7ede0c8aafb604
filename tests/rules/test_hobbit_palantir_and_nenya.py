"""The automatic player's use of a palantír and Nenya's waiting gift (``hobbit.nenya.spares``):
it uses a stone only when its bearer's corruption check is sure to pass (CoE 7.1), and from
Burglar's ``PALANTIR_ASSURED_FROM`` and the Guise's ``palantiri.ASSURED_FROM`` a check the gift
makes succeed is one, as Weariness of the Heart counts it: the stone is used and the gift makes
the check succeed with no roll. A gift for another character, or a bearer at a Shadow-hold or
Dark-hold (where the gift makes no check succeed), changes nothing; nor does the gift make
Align Palantír worth playing, its points staying once the gift is spent. The versions before
play as they did: the gift not looked at, the stone unused. Constructed states played with the
real rulesets."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.ruleset import Fact
from domain.rulesets.burglar import versions
from domain.rulesets.burglar.ruleset import BurglarWantsAGoodJob
from domain.rulesets.burglar.state import State as BurglarState
from domain.rulesets.guise_of_the_necromancer import palantiri as gon_palantiri
from domain.rulesets.guise_of_the_necromancer.state import State as GuiseState
from tests.rules import burglar_support as bwj
from tests.rules import necromancer_support as gon
from tests.rules.test_necromancer_palantiri import _stone as _guise_stone
from tests.support import only

NENYA, USE, ALIGN, ANNUMINAS, OSGILIATH, FAR_SIGHT = (
    "TW-291", "TW-355", "TW-190", "TW-297", "TW-301", "TW-238")
BILBO, THRANDUIL, CELEBORN = bwj.BILBO, bwj.THRANDUIL, gon.CELEBORN
BURGLAR_BEFORE = bwj.played_as(str(versions.PALANTIR_ASSURED_FROM - 1))
GUISE_BEFORE = gon.RULESET.at_version(str(gon_palantiri.ASSURED_FROM - 1))
USED = f"palantir:{ANNUMINAS}:{BILBO}:enabled"


def _checks(facts: list[Fact]) -> list[tuple[str, str]]:
    """(kind, character) of each corruption check made, rolled or made to succeed."""
    return [(f.kind, f["character"]) for f in facts
            if f.kind in ("CorruptionChecked", "CorruptionCheckSucceeded")]


def _risky(*gifts: tuple[str, str], location: str = "Bag End",
           hand: tuple[str, ...] = ()) -> BurglarState:
    """The organization phase at ``location``: Bilbo may use the Palantír of Annúminas (Use
    Palantír played on him), Far-sight in the discard pile, his check able to fail (-4 to it);
    Nenya's ``gifts`` waiting."""
    state = bwj.with_hand(bwj.give(bwj.fresh(), BILBO, ANNUMINAS), THRANDUIL)
    return replace(state, hand=hand, resource_discard=(FAR_SIGHT, bwj.DAGGER),
                   palantir_enabled=((BILBO, ANNUMINAS),), check_bonus=((BILBO, -4),),
                   location=location, assured_checks=gifts)


def _burglar_choice(state: BurglarState,
                    ruleset: BurglarWantsAGoodJob = bwj.RULESET) -> str:
    return ruleset.policy(state, ruleset.actions(state))[0]


@pytest.mark.rule("CoE-6.1", "CoE-7.1", "BWJ-WIN-5")
def test_the_automatic_burglar_uses_his_stone_where_nenya_assures_his_check() -> None:
    assert versions.PALANTIR_ASSURED_FROM <= int(bwj.RULESET.version)
    state = _risky((NENYA, BILBO))
    assert bwj.RULESET.policy(state, bwj.RULESET.actions(state)) == (USED, {"card": FAR_SIGHT})
    facts, after = bwj.act(state, USED, {"card": FAR_SIGHT})
    assert _checks(facts) == [("CorruptionCheckSucceeded", BILBO)]
    assert only(facts, "CorruptionCheckSucceeded")["card"] == NENYA
    assert FAR_SIGHT in after.hand and after.assured_checks == ()
    # The version before: the gift is not looked at, his roll might fail, the stone unused.
    assert _burglar_choice(state, BURGLAR_BEFORE) != USED
    # A gift for anyone's next check counts alike.
    anyone = _risky((NENYA, ""))
    assert (_burglar_choice(anyone), _burglar_choice(anyone, BURGLAR_BEFORE) != USED) == (
        USED, True)


@pytest.mark.rule("CoE-6.1", "CoE-7.1", "BWJ-WIN-5")
def test_the_gift_of_another_or_at_a_shadow_hold_leaves_the_stone_unused() -> None:
    # The gift is Thranduil's: Bilbo's roll might still fail.
    assert _burglar_choice(_risky((NENYA, THRANDUIL))) != USED
    # At Moria, a Shadow-hold, the gift makes no check succeed.
    assert _burglar_choice(_risky((NENYA, BILBO), location="Moria")) != USED
    # With no gift waiting: unused, as ever.
    assert _burglar_choice(_risky()) != USED


@pytest.mark.rule("CoE-5.3", "CoE-6.1", "CoE-7.1")
def test_the_gift_does_not_make_align_palantir_worth_its_lasting_points() -> None:
    state = replace(_risky((NENYA, BILBO), hand=(ALIGN,)), palantir_enabled=())
    align = f"play:{ALIGN}:align:{BILBO}:{ANNUMINAS}"
    assert align in [a.id for a in bwj.RULESET.actions(state)]
    assert _burglar_choice(state) != align
    # Sure to pass even with its 2 points (+6 to the check): played, at both versions.
    sure = replace(state, check_bonus=((BILBO, 6),))
    assert (_burglar_choice(sure), _burglar_choice(sure, BURGLAR_BEFORE)) == (align, align)


def _guise(*gifts: tuple[str, str]) -> GuiseState:
    """Celeborn at Lórien bears the Palantír of Osgiliath, Use Palantír in the hand, Uvatha
    guarding Dol Guldur; his check against the stone's points may fail; Nenya's ``gifts``."""
    return _guise_stone(OSGILIATH, guardians=(gon.UVATHA,), assured_checks=gifts)


@pytest.mark.rule("GON-NAZ-4", "CoE-6.1", "CoE-7.1")
def test_the_guise_uses_a_stone_where_nenya_assures_the_check() -> None:
    assert gon_palantiri.ASSURED_FROM <= int(gon.RULESET.version)
    state = _guise((NENYA, CELEBORN))
    use = f"play:{USE}:enable:{CELEBORN}:{OSGILIATH}"
    assert gon.RULESET.policy(state, gon.RULESET.actions(state)) == (use, {})
    _, enabled = gon.act(state, use)
    stone = f"palantir:{OSGILIATH}:{CELEBORN}:enabled"
    assert gon.RULESET.policy(enabled, gon.RULESET.actions(enabled)) == (
        stone, {"card": gon.UVATHA})
    facts, after = gon.act(enabled, stone, {"card": gon.UVATHA})
    assert _checks(facts) == [("CorruptionCheckSucceeded", CELEBORN)]
    assert after.assured_checks == () and gon.UVATHA not in after.guardians
    # The version before: the gift not looked at, neither the card nor the stone played.
    for before in (state, enabled):
        assert not GUISE_BEFORE.policy(before, GUISE_BEFORE.actions(before))[0].startswith(
            ("palantir:", f"play:{USE}"))
    # A gift for another character leaves the stone unused at the version too.
    other = _guise((NENYA, gon.RADAGAST))
    assert not gon.RULESET.policy(other, gon.RULESET.actions(other))[0].startswith(
        ("palantir:", f"play:{USE}"))


@pytest.mark.rule("CoE-5.3", "CoE-6.1", "CoE-7.1")
def test_in_the_guise_the_gift_does_not_make_align_palantir_worth_its_lasting_points() -> None:
    # Celeborn, a sage, bears the Palantír of Osgiliath, Align Palantír in the hand, Nenya's
    # gift his: its 2 points stay once the gift is spent, so the card is not played.
    state = _guise_stone(OSGILIATH, hand=(ALIGN,), guardians=(gon.UVATHA,),
                         assured_checks=((NENYA, CELEBORN),))
    align = f"play:{ALIGN}:align:{CELEBORN}:{OSGILIATH}"
    assert align in [a.id for a in gon.RULESET.actions(state)]
    assert gon.RULESET.policy(state, gon.RULESET.actions(state)) == ("go", {})
