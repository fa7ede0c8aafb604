"""The hazard side of the declared-effect vocabulary and the scripted hazard events."""

from __future__ import annotations

import pytest

from domain.engine import effects


@pytest.mark.rule("RGO-HAZ-2")
def test_a_declared_hazard_mode_checks_its_amount() -> None:
    mode = effects.declared_hazard_mode(effects.CORRUPTION, 2)
    assert (mode.name, mode.effects, mode.target) == (
        "corruption", (effects.Effect("corruption", 2),), effects.CHARACTER)
    with pytest.raises(ValueError, match="a attack-strikes needs a positive amount"):
        effects.declared_hazard_mode(effects.ATTACK_STRIKES, -1)
    with pytest.raises(ValueError, match="tap takes no amount"):
        effects.declared_hazard_mode(effects.TAP, 1)
    with pytest.raises(ValueError, match="'untap' is not a declarable effect"):
        effects.declared_hazard_mode(effects.UNTAP)


@pytest.mark.rule("RGO-HAZ-2")
def test_the_resource_vocabulary_is_unchanged_by_the_hazard_side() -> None:
    assert effects.TAP not in effects.VOCABULARY
    assert effects.declared_mode(effects.DRAW, 2).name == "draw"
    with pytest.raises(ValueError, match="a draw needs a positive amount"):
        effects.declared_mode(effects.DRAW, -2)


@pytest.mark.rule("RGO-HAZ-2")
def test_lost_in_the_wilderness_counts_the_wildernesses() -> None:
    (mode,) = effects.scripted_hazard("TW-55") or ()
    assert (mode.per_region, mode.mode.effects) == ("wilderness",
                                                   (effects.Effect("hazard-limit", 1),))
    assert effects.scripted_hazard("TW-41") is None


def test_the_scripted_long_events_modify_attacks_of_their_races() -> None:
    stir = effects.scripted_long_event("TW-61")
    assert stir == effects.AttackModifier(1, 1, ("Orcs", "Trolls"))
    assert stir.applies(("Orcs",), automatic=False)
    assert stir.applies(("Trolls",), automatic=False)
    assert not stir.applies(("Wolves",), automatic=False)
    eye = effects.scripted_long_event("TW-32")
    assert eye is not None and eye.applies(("Orcs",), automatic=True)
    assert not eye.applies(("Orcs",), automatic=False)
    assert effects.scripted_long_event("TW-81") is None
    assert list(effects.HAZARD_LONG_VOCABULARY) == [
        effects.ATTACKS_STRIKES, effects.ATTACKS_PROWESS, effects.HAZARD_LIMIT,
        effects.NO_EFFECT]
