"""Guise of the Necromancer, from ``item_uses.STRIKE_BOLSTERS_FROM``: the character facing a
strike may discard Miruvor or the Potion of Prowess he bears against it (CoE 3.iv.5: the cards
he controls act on the strike); his company has the bonus until the end of the turn, counted
in his strike roll or his body check (CoE 6.1, 3.I.1). One another character bears is not
used in the attack; the version before offered neither in an attack."""

from __future__ import annotations

import pytest

from domain.engine import effects, turn_bonuses
from domain.errors import IllegalAction
from domain.rulesets.guise_of_the_necromancer import item_uses, policy
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules import necromancer_support as gon
from tests.rules.test_necromancer_item_uses import attacked, bearing, refusal, striking, uses
from tests.support import of_kind, only

MIRUVOR, POTION = "TW-283", "TW-304"
OLD = gon.RULESET.at_version(str(item_uses.STRIKE_BOLSTERS_FROM - 1))
EVERYONE = [gon.RADAGAST, gon.HALDIR, gon.CELEBORN, gon.SAM]


def sam_struck(*items: str, bearer: str = gon.SAM) -> State:
    """Wolves' strike on Sam under way, ``bearer`` bearing ``items``."""
    return striking(attacked(bearing(gon.fresh(), bearer, *items)), gon.SAM)


@pytest.mark.rule("CoE-3.iv.5", "CoE-6.1", "CoE-3.I.1")
def test_sam_discards_the_miruvor_he_bears_against_his_strike() -> None:
    assert item_uses.STRIKE_BOLSTERS_FROM == 114 <= int(gon.RULESET.version)
    state = sam_struck(MIRUVOR)
    use = f"use:{MIRUVOR}:{gon.SAM}:body"
    assert uses(state) == [use] and uses(state, OLD) == []
    facts, used = gon.act(state, use, seed=3)
    assert [(f.kind, f.rule) for f in facts] == [("ItemUsed", "CoE-6.1"),
                                                 ("CompanyBolstered", "CoE-3.iv.5")]
    assert facts[0]["strike"] is True
    assert only(facts, "CompanyBolstered").data == {
        "card": MIRUVOR, "company": "1", "characters": EVERYONE, "stat": effects.COMPANY_BODY,
        "amount": 2, "maximum": 10}
    assert MIRUVOR in used.resource_discard and uses(used) == []
    assert used.fight is not None and used.fight.facing == gon.SAM  # the strike goes on
    for seed in range(40):
        facts, _ = gon.act(used, "roll", seed=seed)
        if checked := of_kind(facts, "BodyChecked"):
            # Sam's body 9: Miruvor's +2 gives him one, to 10.
            assert checked[0]["body"] == 10
            assert [(m["amount"], m["source"]) for m in checked[0]["check"]["modifiers"]] \
                == [(-1, f"card:{MIRUVOR}")]
            return
    raise AssertionError("no seed let the strike wound him")


@pytest.mark.rule("CoE-3.iv.5", "CoE-3.iv.6", "CoE-6.1")
def test_sam_discards_the_potion_of_prowess_he_bears_for_one_prowess_against_it() -> None:
    state = sam_struck(POTION)
    use = f"use:{POTION}:{gon.SAM}:prowess"
    assert uses(state) == [use] and uses(state, OLD) == []
    facts, used = gon.act(state, use, seed=3)
    assert only(facts, "CompanyBolstered")["stat"] == turn_bonuses.PROWESS
    plain, _ = gon.act(state, "roll", seed=3)
    facts, _ = gon.act(used, "roll", seed=3)
    assert only(facts, "StrikeResolved")["prowess"] \
        == only(plain, "StrikeResolved")["prowess"] + 1


@pytest.mark.rule("CoE-3.iv.5")
def test_one_another_character_bears_is_not_used_on_the_strike() -> None:
    state = sam_struck(MIRUVOR, bearer=gon.RADAGAST)
    assert uses(state) == []
    assert refusal(state, f"use:{MIRUVOR}:{gon.RADAGAST}:body") == (
        "Miruvor cannot be used now: it is used in the organization or site phase, outside an "
        "attack, or against the strike its bearer faces. [CoE-6.1]")


@pytest.mark.rule("CoE-3.iv.5")
def test_the_version_before_refuses_it_on_the_strike() -> None:
    with pytest.raises(IllegalAction, match="Miruvor cannot be used now: it is used in the "
                                            r"organization or site phase, outside an attack\."):
        gon.act(sam_struck(MIRUVOR), f"use:{MIRUVOR}:{gon.SAM}:body", ruleset=OLD)


@pytest.mark.rule("CoE-3.iv.5")
def test_the_automatic_player_uses_it_for_a_threatened_strike() -> None:
    state = sam_struck(POTION)
    # Sam's prowess 1 and an average roll of 7 only tie the Wolves' 8: the item before a
    # companion's support, which the version before chose.
    assert policy.choose(gon.RULESET, state, gon.RULESET.actions(state))[0] \
        == f"use:{POTION}:{gon.SAM}:prowess"
    assert policy.choose(OLD, state, OLD.actions(state))[0] == f"support:{gon.HALDIR}"
