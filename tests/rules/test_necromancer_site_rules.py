"""Guise of the Necromancer, from ``printed_rules.SITE_RULES_FROM``: the printed rules of Mount
Doom and the healing sites (``engine.site_rules``). A hazard creature may always be keyed to
Mount Doom, whatever other cards say (Stealth here); at Old Forest or Rhosgobel a healing effect
reaches every wounded character at the site, each healing the same way. Their hazard limit 2
higher never arises, there being none (GON-HH-2). The version before played neither."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine.characters import Item
from domain.rulesets.guise_of_the_necromancer import printed_rules
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules import necromancer_support as gon

RHOSGOBEL, MOUNT_DOOM, OLD_FOREST = "TW-420", "TW-414", "TW-417"
HEALING_HERBS, STEALTH = "TW-255", "TW-332"
BEFORE = gon.RULESET.at_version(str(printed_rules.SITE_RULES_FROM - 1))
HEAL = f"use:{HEALING_HERBS}:{gon.SAM}:heal:{gon.HALDIR}"


def wounded_at(site: str) -> State:
    """The starting company at ``site`` in the organization phase, Haldir and Celeborn
    wounded, Sam bearing Healing Herbs."""
    state = gon.fresh()
    company = state.companies[0]
    herbs = Item.from_card(gon.CATALOG.get(HEALING_HERBS), facts=True)
    characters = tuple(c.with_state("wounded") if c.card_id in (gon.HALDIR, gon.CELEBORN)
                       else c.with_item(herbs) if c.card_id == gon.SAM else c
                       for c in company.characters)
    return state.with_company(replace(company, location=site, characters=characters))


@pytest.mark.rule("CoE-2.I.1", "CoE-2.V.4")
def test_at_rhosgobel_a_healing_reaches_every_wounded_character_there() -> None:
    assert printed_rules.SITE_RULES_FROM == 75 <= int(gon.RULESET.version)
    facts, after = gon.act(wounded_at(RHOSGOBEL), HEAL)
    changed = [(f.data["character"], f.data["state"], f.rule, f.data.get("reason"))
               for f in facts if f.kind == "CharacterStateChanged"]
    assert changed == [(gon.SAM, "tapped", "CoE-6.1", None),
                       (gon.HALDIR, "untapped", "CoE-5.1", None),
                       (gon.CELEBORN, "untapped", "CoE-2.I.1",
                        "Healing Herbs reaches every character at Rhosgobel")]
    spread = [f for f in facts if f.kind == "CharacterStateChanged"][-1]
    assert gon.RULESET.narrate(spread) == (
        "Celeborn is now untapped (Healing Herbs reaches every character at Rhosgobel). "
        "[CoE-2.I.1]")
    states = {c.card_id: c.state for c in after.companies[0].characters}
    assert (states[gon.HALDIR], states[gon.CELEBORN]) == ("untapped", "untapped")


@pytest.mark.rule("CoE-2.I.1")
def test_elsewhere_or_in_the_version_before_only_the_one_heals() -> None:
    for state, ruleset in ((wounded_at(gon.LORIEN), gon.RULESET),
                           (wounded_at(RHOSGOBEL), BEFORE)):
        _, after = gon.act(state, HEAL, ruleset=ruleset)
        states = {c.card_id: c.state for c in after.companies[0].characters}
        assert (states[gon.HALDIR], states[gon.CELEBORN]) == ("untapped", "wounded")


def stealthy_to_mount_doom(ruleset: object) -> State:
    """Sam, a scout, plays Stealth on the company, which leaves Lórien for Mount Doom (a
    Shadow-hold) with a single Orc-guard (keyed to Shadow-holds) face up in the hazard hand
    (Sam and Haldir alone, on ``gon.APART_INFLUENCE``)."""
    state = replace(gon.hazards(gon.fresh(), [gon.ORC_GUARD], gon.FILLER), hand=(STEALTH,),
                    location_deck=(gon.DOL_GULDUR, gon.ISENGARD, MOUNT_DOOM),
                    general_influence=gon.APART_INFLUENCE)
    company = state.companies[0]
    state = state.with_company(replace(company, characters=tuple(
        c for c in company.characters if c.card_id in (gon.SAM, gon.HALDIR))))
    _, state = gon.act(state, f"resource:{STEALTH}:hide:{gon.SAM}", ruleset=ruleset)  # type: ignore[arg-type]
    _, state = gon.act(state, f"move:1:{MOUNT_DOOM}", ruleset=ruleset)  # type: ignore[arg-type]
    _, state = gon.act(state, "go", seed=3, ruleset=ruleset)  # type: ignore[arg-type]
    return state


@pytest.mark.rule("GON-DUD-4", "GON-HH-6")
def test_a_creature_is_keyed_to_mount_doom_whatever_stealth_says() -> None:
    state = stealthy_to_mount_doom(gon.RULESET)
    assert state.fight is not None and state.fight.card == gon.ORC_GUARD
    # The version before: Stealth keeps it off, a dud.
    before = stealthy_to_mount_doom(BEFORE)
    assert before.fight is None and gon.ORC_GUARD in before.hazard_discard


@pytest.mark.rule("GON-HH-2", "CoE-2.I.1")
def test_the_coverage_shows_the_sites_scripted_in_the_guise() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    assert rows[RHOSGOBEL] == rows[OLD_FOREST] == coverage.InRuleset(coverage.SCRIPTED)
    assert rows[MOUNT_DOOM] == coverage.InRuleset(
        coverage.SCRIPTED, "never arises here: its hazard limit 2 higher (GON-HH-2: there is "
                           "no hazard limit)")
