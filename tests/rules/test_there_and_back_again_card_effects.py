"""There and Back Again: scripted resource cards play what the cards do (Miruvor, Healing Herbs,
Halfling Strength)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine import effects
from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.rulesets.there_and_back_again.state import Combat, State
from tests.rules.test_there_and_back_again_helpers import (
    BALIN,
    BILBO,
    CATALOG,
    GLOIN,
    RULESET,
    THORIN,
    act,
    fresh,
    give,
    ids,
    keep,
    with_states,
)
from tests.support import only

MIRUVOR, HERBS, HALFLING_STRENGTH = "TW-283", "TW-255", "TW-253"


@pytest.mark.rule("CoE-6.1")
def test_miruvor_gives_the_company_two_body_until_the_end_of_the_turn() -> None:
    found = effects.scripted(MIRUVOR)
    assert found is not None and (found.card_id, found.name, found.kind, found.modes) == (
        MIRUVOR, "Miruvor", effects.ITEM,
        (effects.Mode("body", (effects.Effect(effects.COMPANY_BODY, 2),)),))
    state = give(with_states(fresh(), TW_183="tapped"), BALIN, MIRUVOR)
    uses = [i for i in ids(state) if i.startswith(f"use:{MIRUVOR}")]
    assert uses == [f"use:{MIRUVOR}:{BALIN}:body"]  # no untap, no target
    facts, after = act(state, uses[0])
    assert only(facts, "CompanyBodyModified").data == {"body": 2, "maximum": 10}
    assert after.company_body == 2 and after.character(THORIN).state == "tapped"
    assert not after.character(BALIN).bears(MIRUVOR) and MIRUVOR in after.resource_discard
    assert RULESET.narrate(only(facts, "CompanyBodyModified")) == (
        "Every character in the company: +2 body until the end of the turn (not above 10). "
        "[CoE-6.1]")
    assert RULESET.evolve(after, replace(only(facts, "CompanyBodyModified"),
                                         kind="TurnBegan", data={"turn": 2})).company_body == 0


def _body_checked(state: State, character: str) -> int:
    """The body used in the character's body check, on the first seed the strike succeeds."""
    for seed in range(60):
        _, fight = act(state, f"assign:{character}", seed=seed)
        _, fight = act(fight, "assign-done", seed=seed)
        facts, _ = act(fight, "roll", seed=seed) if fight.combat and fight.combat.facing \
            else act(fight, f"resolve:{character}", seed=seed)
        checks = [f for f in facts if f.kind == "BodyChecked"]
        if not checks:
            _, fight = act(fight, f"resolve:{character}", seed=seed)
            facts, _ = act(fight, "roll", seed=seed)
            checks = [f for f in facts if f.kind == "BodyChecked"]
        if checks:
            return int(checks[0].data["body"])
    raise AssertionError("no seed let the strike succeed")


@pytest.mark.rule("CoE-6.1")
def test_miruvor_body_counts_in_body_checks_up_to_ten() -> None:
    base = keep(fresh(), BILBO, THORIN)
    attack = Attack.from_creature(CATALOG.get("TW-74"), 1)
    fighting = replace(base, location="Rhudaur", phase="movement-hazard", draws_left=0,
                       combat=Combat(replace(attack, strikes=1, prowess=30), "draw", "TW-74"))
    thorin = fighting.character(THORIN)
    assert thorin is not None and thorin.effective_body == 8
    assert _body_checked(fighting, THORIN) == 8
    assert _body_checked(replace(fighting, company_body=2), THORIN) == 10
    mailed = give(fighting, THORIN, "TW-254")  # Hauberk of Bright Mail: body 10 already
    assert _body_checked(replace(mailed, company_body=2), THORIN) == 10  # not above 10
    assert _body_checked(replace(fighting, company_body=4), THORIN) == 10


@pytest.mark.rule("CoE-6.1")
def test_healing_herbs_taps_its_bearer_to_heal_or_to_untap() -> None:
    state = give(with_states(fresh(), TW_183="tapped", TW_123="wounded"), GLOIN, HERBS)
    uses = sorted(i for i in ids(state) if i.startswith(f"use:{HERBS}"))
    assert uses == [f"use:{HERBS}:{GLOIN}:heal:{BALIN}", f"use:{HERBS}:{GLOIN}:untap:{THORIN}"]
    facts, after = act(state, f"use:{HERBS}:{GLOIN}:untap:{THORIN}")
    assert [(f.data["character"], f.data["state"]) for f in facts
            if f.kind == "CharacterStateChanged"] == [(GLOIN, "tapped"), (THORIN, "untapped")]
    assert after.character(GLOIN).state == "tapped" and after.character(THORIN).untapped
    tired = with_states(state, TW_160="tapped")
    assert not [i for i in ids(tired) if i.startswith(f"use:{HERBS}")]  # the bearer is tapped


@pytest.mark.rule("TBA-RES-3")
def test_halfling_strength_heals_only_in_the_organization_phase() -> None:
    state = replace(with_states(fresh(), TW_131="wounded"), hand=(HALFLING_STRENGTH,))
    assert state.phase == "organization"
    assert f"play:{HALFLING_STRENGTH}:heal:{BILBO}" in ids(state)
    at_site = replace(state, phase="site", step="entered")
    assert f"play:{HALFLING_STRENGTH}:heal:{BILBO}" not in ids(at_site)
    with pytest.raises(IllegalAction):
        act(at_site, f"play:{HALFLING_STRENGTH}:heal:{BILBO}")
    tapped = replace(with_states(fresh(), TW_131="tapped"), phase="site", step="entered",
                     hand=(HALFLING_STRENGTH,))
    assert f"play:{HALFLING_STRENGTH}:untap:{BILBO}" in ids(tapped)
