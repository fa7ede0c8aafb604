"""Guise of the Necromancer, version 30: the items' uses the engine scripts (``item_uses``).
On the strike its bearer faces (CoE 3.iv.5) the Shield of Iron-bound Ash taps for +1 prowess,
the Great-shield of Rohan keeps a warrior untapped unless wounded, the Elven Cloak cancels the
strike of a creature keyed to a Wilderness; before an attack's strikes are assigned (CoE 3.i)
the Torque of Hues and its bearer tap to cancel it, the Star-glass's bearer taps to cancel an
Undead attack (then checks corruption), a warrior taps the Black Arrow to weaken it (discarded
unless he is a Man); outside an attack Healing Herbs' bearer taps to heal a character of his
company (CoE 2.V.4). Tapped items untap in the untap phase (CoE 2.I.1). Version 29 offers none
of them, as it was played."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine.characters import Item, replace_one
from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.guise_of_the_necromancer import item_uses, policy
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules import necromancer_support as gon
from tests.support import of_kind

ELVEN_CLOAK, SHIELD, GREAT_SHIELD, STAR_GLASS = "TW-225", "TW-327", "TW-250", "TW-330"
TORQUE, BLACK_ARROW, HEALING_HERBS, MIRUVOR = "TW-351", "TW-494", "TW-255", "TW-283"
DAGGER = "TW-206"  # Haldir starts with it
OLD = gon.RULESET.at_version("29")


def bearing(state: State, who: str, *items: str) -> State:
    """The state with ``who`` bearing ``items`` too."""
    company = state.company_of(who)
    assert company is not None
    bearer = company.character(who)
    assert bearer is not None
    for item in items:
        bearer = bearer.with_item(Item.from_card(gon.CATALOG.get(item), facts=True))
    return state.with_company(replace(company, characters=replace_one(company.characters,
                                                                      bearer)))


def attacked(state: State, creature: str = gon.WOLVES) -> State:
    """``creature`` attacks the starting company on its way to Dol Guldur, before any strike
    is assigned."""
    state = gon.hazards(state, [creature], gon.FILLER)
    _, waiting = gon.acts(state, f"move:1:{gon.DOL_GULDUR}")
    _, waiting = gon.act(waiting, "go", seed=3)
    assert waiting.fight is not None and waiting.fight.card == creature
    return waiting


def striking(state: State, character: str) -> State:
    """``character`` takes a strike, the opponent the rest; his strike is under way."""
    _, state = gon.act(state, f"assign:{character}", seed=3)
    _, state = gon.act(state, "assign-done", seed=3)
    _, state = gon.act(state, f"resolve:{character}", seed=3)
    assert state.fight is not None and state.fight.facing == character
    return state


def uses(state: State, ruleset: object = gon.RULESET) -> list[str]:
    return [a.id for a in ruleset.actions(state) if a.id.startswith("use:")]  # type: ignore[attr-defined]


def refusal(state: State, action: str) -> str:
    with pytest.raises(IllegalAction) as refused:
        gon.act(state, action, seed=3)
    return str(refused.value)


def who(state: State, card_id: str) -> tuple[str, list[str]]:
    company = state.company_of(card_id)
    character = company.character(card_id) if company else None
    assert character is not None
    return character.state, [i.card_id for i in character.items]


@pytest.mark.rule("CoE-3.iv.5", "CoE-6.1")
def test_the_shield_of_iron_bound_ash_taps_for_one_prowess_on_its_bearers_strike() -> None:
    on = striking(attacked(bearing(gon.fresh(), gon.HALDIR, SHIELD)), gon.HALDIR)
    use = f"use:{SHIELD}:{gon.HALDIR}:strike"
    assert uses(on) == [use]
    facts, after = gon.act(on, use, seed=3)
    tapped = facts[0]
    assert (tapped.kind, tapped["item"], tapped["bearer"], tapped["effects"]) == (
        "ItemTapped", SHIELD, gon.HALDIR, [["prowess", 1]])
    assert gon.RULESET.narrate(tapped) == ("Haldir taps Shield of Iron-bound Ash: +1 prowess "
                                       "to Haldir against the strike. [CoE-6.1]")
    assert after.fight is not None and after.fight.prowess_bonus == 1
    assert after.tapped_items == ((SHIELD, gon.HALDIR),) and SHIELD in who(after, gon.HALDIR)[1]
    assert uses(after) == []  # tapped, it is not offered again
    assert refusal(after, f"use:{SHIELD}:{gon.HALDIR}:strike") == (
        "Shield of Iron-bound Ash cannot be used now: it is tapped. [CoE-6.1]")


@pytest.mark.rule("CoE-3.iv.5", "CoE-6.1")
def test_the_great_shield_of_rohan_keeps_only_a_warrior_untapped_against_a_strike() -> None:
    warrior = striking(attacked(bearing(gon.fresh(), gon.HALDIR, GREAT_SHIELD)), gon.HALDIR)
    _, after = gon.act(warrior, f"use:{GREAT_SHIELD}:{gon.HALDIR}:strike", seed=3)
    assert after.fight is not None and after.fight.no_tap
    hobbit = striking(attacked(bearing(gon.fresh(), gon.SAM, GREAT_SHIELD)), gon.SAM)
    assert uses(hobbit) == []
    assert refusal(hobbit, f"use:{GREAT_SHIELD}:{gon.SAM}:strike") == (
        "Great-shield of Rohan cannot be used now: Sam Gamgee is no warrior. [CoE-6.1]")


@pytest.mark.rule("CoE-3.iv.5.1")
def test_the_elven_cloak_cancels_the_strike_of_a_creature_keyed_to_a_wilderness() -> None:
    waiting = attacked(bearing(gon.fresh(), gon.SAM, ELVEN_CLOAK))
    assert waiting.fight is not None and waiting.fight.keyed == "region-type:border-land"
    assert uses(striking(waiting, gon.SAM)) == []  # keyed to a Border-land: not offered
    wild = replace(waiting, fight=replace(waiting.fight, keyed="region-type:wilderness"))
    on = striking(wild, gon.SAM)
    assert uses(on) == [f"use:{ELVEN_CLOAK}:{gon.SAM}:cancel"]
    facts, after = gon.act(on, f"use:{ELVEN_CLOAK}:{gon.SAM}:cancel", seed=3)
    assert [f.kind for f in facts[:2]] == ["ItemTapped", "StrikeCanceled"]
    assert not [f for f in of_kind(facts, "StrikeResolved") if f["character"] == gon.SAM]
    assert who(after, gon.SAM) == ("untapped", [ELVEN_CLOAK])
    assert after.tapped_items == ((ELVEN_CLOAK, gon.SAM),)

@pytest.mark.rule("CoE-3.i", "CoE-7.1")
def test_the_torque_of_hues_taps_with_its_bearer_to_cancel_the_attack_who_then_checks() -> None:
    waiting = attacked(bearing(gon.fresh(), gon.CELEBORN, TORQUE))
    use = f"use:{TORQUE}:{gon.CELEBORN}:cancel"
    assert uses(waiting) == [use]
    facts, after = gon.act(waiting, use, seed=3)
    assert [f.kind for f in facts[:6]] == ["ItemTapped", "CharacterStateChanged",
                                           "AttackCanceled", "CreatureDiscarded",
                                           "DiceRolled", "CorruptionChecked"]
    assert facts[2]["by"] == TORQUE and facts[5]["character"] == gon.CELEBORN
    assert after.fight is None and gon.WOLVES in after.hazard_discard
    assert after.tapped_items == ((TORQUE, gon.CELEBORN),)
    assert who(after, gon.CELEBORN)[0] == "tapped"


@pytest.mark.rule("CoE-3.i")
def test_the_star_glass_cancels_only_an_undead_attack_and_stays_untapped() -> None:
    wolves = attacked(bearing(gon.fresh(), gon.SAM, STAR_GLASS))
    assert uses(wolves) == [f"use:{STAR_GLASS}:{gon.SAM}:weaken"]  # Wolves: -2 prowess
    assert wolves.fight is not None
    undead = replace(wolves, fight=replace(wolves.fight, attack=replace(
        wolves.fight.attack, race="Undead")))
    assert uses(undead) == [f"use:{STAR_GLASS}:{gon.SAM}:cancel"]
    facts, after = gon.act(undead, f"use:{STAR_GLASS}:{gon.SAM}:cancel", seed=3)
    assert [f.kind for f in facts[:3]] == ["ItemInUse", "CharacterStateChanged",
                                           "AttackCanceled"]
    assert after.fight is None and after.tapped_items == ()
    assert who(after, gon.SAM) == ("tapped", [STAR_GLASS])


@pytest.mark.rule("CoE-3.i", "CoE-6.1")
def test_the_black_arrow_weakens_the_attack_and_is_discarded_by_an_elf() -> None:
    waiting = attacked(bearing(gon.fresh(), gon.HALDIR, BLACK_ARROW))
    facts, after = gon.act(waiting, f"use:{BLACK_ARROW}:{gon.HALDIR}:weaken", seed=3)
    assert [(f.kind, f.data.get("prowess"), f.data.get("body")) for f in facts] == [
        ("ItemUsed", None, None), ("AttackModified", -1, 0), ("AttackModified", 0, -1)]
    assert after.fight is not None and after.fight.attack.prowess == 7  # Wolves: 8
    assert who(after, gon.HALDIR) == ("untapped", [DAGGER])  # a warrior, not tapped by it
    assert BLACK_ARROW in after.resource_discard
    # Sam is no warrior: it is not his to use.
    assert uses(attacked(bearing(gon.fresh(), gon.SAM, BLACK_ARROW))) == []
    assert refusal(after, f"use:{BLACK_ARROW}:{gon.HALDIR}:weaken") == (
        "Black Arrow cannot be used now: Haldir does not bear it. [CoE-6.1]")


@pytest.mark.rule("CoE-2.V.4", "CoE-6.1", "CoE-2.I.1")
def test_healing_herbs_taps_its_bearer_to_heal_a_wounded_companion_and_is_discarded() -> None:
    state = bearing(gon.fresh(), gon.SAM, HEALING_HERBS)
    company = state.company_of(gon.HALDIR)
    assert company is not None and state.phase == "organization"
    hurt = company.character(gon.HALDIR)
    assert hurt is not None
    state = state.with_company(replace(company, characters=replace_one(
        company.characters, hurt.with_state("wounded"))))
    assert uses(state) == [f"use:{HEALING_HERBS}:{gon.SAM}:heal:{gon.HALDIR}"]
    facts, after = gon.act(state, f"use:{HEALING_HERBS}:{gon.SAM}:heal:{gon.HALDIR}")
    assert [(f.kind, f.data.get("character"), f.data.get("state")) for f in facts] == [
        ("ItemUsed", None, None), ("CharacterStateChanged", gon.SAM, "tapped"),
        ("CharacterStateChanged", gon.HALDIR, "untapped")]
    assert who(after, gon.HALDIR)[0] == "untapped" and who(after, gon.SAM) == ("tapped", [])
    assert HEALING_HERBS in after.resource_discard
    assert refusal(state, f"use:{HEALING_HERBS}:{gon.SAM}:heal:{gon.CELEBORN}") == (
        "Healing Herbs cannot be used now: it acts on a character of Sam Gamgee's company it "
        "can heal, not Celeborn. [CoE-6.1]")


@pytest.mark.rule("CoE-2.I.1")
def test_a_tapped_item_untaps_in_the_next_untap_phase_whose_line_names_it() -> None:
    """Tapped items untap with the characters (CoE-2.I.1): the untap phase's fact is recorded
    in a state that still holds them (the turn's beginning leaves them tapped), so its line
    names them, as Burglar's and There and Back Again's do."""
    on = striking(attacked(bearing(gon.fresh(), gon.HALDIR, SHIELD)), gon.HALDIR)
    _, used = gon.act(on, f"use:{SHIELD}:{gon.HALDIR}:strike", seed=3)
    assert used.tapped_items == ((SHIELD, gon.HALDIR),)
    ended = replace(bearing(gon.fresh(), gon.SAM, ELVEN_CLOAK, SHIELD),
                    tapped_items=((ELVEN_CLOAK, gon.SAM), (SHIELD, gon.SAM)))
    ctx = Context(gon.RULESET, Table(7, {}, ended))
    gon.RULESET._begin_turn(ctx)
    began, untap = ctx.facts[:2]
    assert (began.kind, untap.kind) == ("TurnBegan", "CharactersRefreshed")
    recorded_in = gon.RULESET.evolve(ended, began)
    assert recorded_in.tapped_items == ended.tapped_items
    assert ctx.state.tapped_items == ()
    assert "CharactersRefreshed" in gon.RULESET.narrated_in_state
    assert gon.RULESET.narrate_in(untap, recorded_in) == (
        "Untap: no character changes state; Elven Cloak and Shield of Iron-bound Ash untap. "
        "[CoE-2.I.1]")
    assert gon.RULESET.narrate(untap) == "Untap: no character changes state. [CoE-2.I.1]"


@pytest.mark.rule("CoE-3.i", "CoE-3.iv.5", "CoE-2.V.4")
def test_version_29_offers_no_items_use_and_31_no_miruvor() -> None:
    waiting = attacked(bearing(gon.fresh(), gon.CELEBORN, TORQUE, SHIELD))
    assert uses(waiting, OLD) == [] and uses(waiting) == [f"use:{TORQUE}:{gon.CELEBORN}:cancel"]
    with pytest.raises(IllegalAction, match="this version of the scenario offers no item's use"):
        OLD.decide(Context(OLD, Table(3, {}, waiting)), f"use:{TORQUE}:{gon.CELEBORN}:cancel", {})
    assert item_uses.ITEMS_FROM == 30 <= int(gon.RULESET.version)
    on = striking(waiting, gon.CELEBORN)
    assert uses(on, OLD) == [] and uses(on) == [f"use:{SHIELD}:{gon.CELEBORN}:strike"]
    calm = bearing(gon.fresh(), gon.RADAGAST, MIRUVOR)
    assert uses(calm, gon.RULESET.at_version("31")) == []  # from 32 on: test_..._turn_item_uses


def chosen(state: State) -> str:
    return policy.choose(gon.RULESET, state, gon.RULESET.actions(state))[0]


@pytest.mark.rule("CoE-3.i", "CoE-3.iv.5", "CoE-2.V.4")
def test_the_automatic_player_uses_the_items() -> None:
    # Wolves (prowess 8) threaten Sam (prowess 1): against a dangerous attack the Torque
    # cancels it, at the cost of Celeborn's corruption check.
    assert chosen(attacked(bearing(gon.fresh(), gon.CELEBORN, TORQUE))) == \
        f"use:{TORQUE}:{gon.CELEBORN}:cancel"
    # Sam (prowess 1) is threatened by a strike of prowess 8: he taps his Shield first.
    on = striking(attacked(bearing(gon.fresh(), gon.SAM, SHIELD)), gon.SAM)
    assert chosen(on) == f"use:{SHIELD}:{gon.SAM}:strike"
    # Healing Herbs heal a wounded companion in the organization phase.
    state = bearing(gon.fresh(), gon.SAM, HEALING_HERBS)
    company = state.company_of(gon.HALDIR)
    assert company is not None
    hurt = company.character(gon.HALDIR)
    assert hurt is not None
    state = state.with_company(replace(company, characters=replace_one(
        company.characters, hurt.with_state("wounded"))))
    assert chosen(state) == f"use:{HEALING_HERBS}:{gon.SAM}:heal:{gon.HALDIR}"
