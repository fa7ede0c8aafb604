"""There and Back Again plays items that tap for an effect (``effects.LATER``): from version 6
(generation 3) the Shield of Iron-bound Ash taps for +1 prowess against its bearer's strike and
the Great-shield of Rohan taps to keep its warrior untapped (unless the strike wounds him); from
version 7 (generation 4) The Arkenstone taps to untap a Dwarf, who then checks corruption at
-2. A tapped item untaps in the untap phase; earlier versions offer none, as they were
played."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.chronicle import Chronicle
from domain.engine import effects
from domain.engine.combat import Attack
from domain.engine.effects import Generations
from domain.errors import IllegalAction
from domain.ruleset import Fact
from domain.rulesets.hobbit.state import STRIKING
from domain.rulesets.there_and_back_again.narrate import line
from domain.rulesets.there_and_back_again.state import Combat, State
from tests.rules.test_there_and_back_again_helpers import (
    BILBO,
    CATALOG,
    RULESET,
    THORIN,
    act,
    fresh,
    give,
    keep,
    with_states,
)
from tests.support import only

IRON_BOUND_ASH, GREAT_SHIELD = "TW-327", "TW-250"
ORCS, WILLIAM = "TW-74", "TW-112"  # Orc-patrol (prowess 6); William (Trolls, prowess 11)


def facing(creature: str, who: str, item: str) -> State:
    """``who`` bearing ``item``, facing the strike of ``creature``, before the roll."""
    state = give(keep(fresh(), BILBO, THORIN), who, item)
    attack = Attack.from_creature(CATALOG.get(creature), len(state.company))
    combat = replace(Combat(attack, "draw", creature), stage=STRIKING, assigned=(who,),
                     striking=who)
    return replace(state, location="Rhudaur", phase="movement-hazard", draws_left=0,
                   combat=combat)


def legal_in(version: str, state: State) -> list[str]:
    start = {**Chronicle.begin(RULESET, 7, {}).records[0].data, "ruleset_version": version}
    ruleset = Chronicle.open(RULESET, start).ruleset
    assert isinstance(ruleset, type(RULESET))
    return sorted(ruleset.legal(state))


def rolled(state: State, *uses: str, seed: int = 0) -> list[Fact]:
    for use in uses:
        _, state = act(state, use, seed=seed)
    return act(state, "roll", seed=seed)[0]


@pytest.mark.rule("TBA-SEQ-8")
def test_the_shield_of_iron_bound_ash_taps_for_one_prowess_on_its_bearers_strike() -> None:
    assert effects.scripted(IRON_BOUND_ASH, Generations.up_to(3)) is \
        effects.LATER[1][IRON_BOUND_ASH]
    use = f"use:{IRON_BOUND_ASH}:{THORIN}:strike"
    thorin = facing(ORCS, THORIN, IRON_BOUND_ASH)
    assert use in RULESET.legal(thorin)
    facts, after = act(thorin, use)
    assert [(f.kind, dict(f.data)) for f in facts] == [
        ("ItemTapped", {"item": IRON_BOUND_ASH, "bearer": THORIN, "mode": "strike",
                        "target": THORIN}),
        ("StrikeModified", {"character": THORIN, "prowess": 1, "body": 0,
                            "card": IRON_BOUND_ASH})]
    assert RULESET.narrate(facts[0]) == \
        "Thorin II taps Shield of Iron-bound Ash: +1 prowess to Thorin II against the strike. " \
        "[CoE-6.1]"
    assert after.tapped_items == ((IRON_BOUND_ASH, THORIN),)
    assert after.character(THORIN) is not None and \
        after.character(THORIN).bears(IRON_BOUND_ASH)  # type: ignore[union-attr]
    assert use not in RULESET.legal(after)  # tapped: once until it untaps
    # The roll counts it: Thorin's 5 prowess and his +3 against Orcs (version 11 on), +1 for
    # the shield.
    plain = only(rolled(thorin), "StrikeResolved").data
    helped = only(rolled(thorin, use), "StrikeResolved").data
    assert (plain["prowess"], helped["prowess"]) == (8, 9)
    with pytest.raises(IllegalAction):
        act(after, use)


@pytest.mark.rule("TBA-SEQ-8")
def test_the_great_shield_of_rohan_keeps_its_warrior_untapped_against_a_strike() -> None:
    use = f"use:{GREAT_SHIELD}:{THORIN}:strike"
    thorin = facing(WILLIAM, THORIN, GREAT_SHIELD)
    facts, _ = act(thorin, use)
    assert [f.kind for f in facts] == ["ItemTapped", "StrikeTapPrevented"]
    outcomes = {}
    for seed in range(12):
        plain = only(rolled(thorin, seed=seed), "StrikeResolved").data
        shielded = only(rolled(thorin, use, seed=seed), "StrikeResolved").data
        outcomes[seed] = (plain["state"], shielded["state"])
    assert set(outcomes.values()) == {("tapped", "untapped"), ("wounded", "wounded")}
    # Warrior only: Bilbo bearing it is not offered its use.
    assert not [a for a in RULESET.legal(facing(ORCS, BILBO, GREAT_SHIELD))
                if a.startswith(f"use:{GREAT_SHIELD}")]


@pytest.mark.rule("TBA-SEQ-8")
def test_only_the_bearer_facing_the_strike_may_tap_his_shield() -> None:
    bilbo_faces = replace(facing(ORCS, BILBO, IRON_BOUND_ASH), company=give(
        keep(fresh(), BILBO, THORIN), THORIN, IRON_BOUND_ASH).company)
    assert not [a for a in RULESET.legal(bilbo_faces) if a.startswith("use:")]
    with pytest.raises(IllegalAction):
        act(bilbo_faces, f"use:{IRON_BOUND_ASH}:{THORIN}:strike")
    # Outside a strike it is not offered either.
    organizing = give(keep(fresh(), BILBO, THORIN), THORIN, IRON_BOUND_ASH)
    assert not [a for a in RULESET.legal(organizing) if a.startswith("use:")]


@pytest.mark.rule("TBA-SEQ-1")
def test_a_tapped_shield_untaps_in_the_untap_phase() -> None:
    _, after = act(facing(ORCS, THORIN, IRON_BOUND_ASH), f"use:{IRON_BOUND_ASH}:{THORIN}:strike")
    refreshed = RULESET._on_CharactersRefreshed(after, {"changes": []})
    assert (after.tapped_items, refreshed.tapped_items) == (((IRON_BOUND_ASH, THORIN),), ())


@pytest.mark.rule("TBA-DECK-9")
def test_version_5_leaves_the_shields_to_their_standing_bonus() -> None:
    assert effects.scripted(IRON_BOUND_ASH, Generations.up_to(2)) is \
        effects.REGISTRY[IRON_BOUND_ASH]
    assert effects.REGISTRY[GREAT_SHIELD].modes == ()
    thorin = facing(ORCS, THORIN, IRON_BOUND_ASH)
    assert f"use:{IRON_BOUND_ASH}:{THORIN}:strike" in legal_in("6", thorin)
    assert not [a for a in legal_in("5", thorin) if a.startswith("use:")]


ARKENSTONE = "TW-341"


@pytest.mark.rule("TBA-SEQ-4")
def test_the_arkenstone_taps_to_untap_a_dwarf_who_checks_corruption_at_minus_two() -> None:
    assert int(RULESET.version) >= 10 and 4 in RULESET.generation()
    base = with_states(give(keep(fresh(), BILBO, THORIN), BILBO, ARKENSTONE),
                       TW_183="tapped", TW_131="tapped")
    use = f"use:{ARKENSTONE}:{BILBO}:untap:{THORIN}"
    # Only a tapped Dwarf: not Bilbo, a Hobbit; the bearer need not be untapped.
    assert [a for a in RULESET.legal(base) if a.startswith("use:")] == [use]
    facts, after = act(base, use, seed=3)
    assert [f.kind for f in facts] == ["ItemTapped", "CharacterStateChanged", "DiceRolled",
                                       "CorruptionChecked"]
    checked = only(facts, "CorruptionChecked").data
    assert [(m["amount"], m["source"]) for m in checked["check"]["modifiers"]] == [
        (-2, f"card:{ARKENSTONE}")]
    # Thorin bears no corruption point: a 7 less 2 is above 0.
    assert (checked["roll"], checked["check"]["total"], checked["result"]) == (7, 5, "passed")
    thorin = after.character(THORIN)
    assert thorin is not None and thorin.state == "untapped"
    assert after.tapped_items == ((ARKENSTONE, BILBO),)
    assert not [a for a in RULESET.legal(after) if a.startswith("use:")]  # tapped now
    with pytest.raises(IllegalAction):
        act(after, use)
    # A roll of 2 would pass without the -2; with it Thorin is discarded with his items.
    facts, lost = act(base, use, seed=9)
    checked = only(facts, "CorruptionChecked").data
    assert (checked["roll"], checked["check"]["total"], checked["result"]) == (2, 0, "discarded")
    assert only(facts, "CharacterDiscarded").data["character"] == THORIN
    assert lost.character(THORIN) is None
    # An untapped Dwarf is no target; version 6 does not offer it.
    assert not [a for a in RULESET.legal(with_states(base, TW_183="untapped"))
                if a.startswith("use:")]
    assert not [a for a in legal_in("6", base) if a.startswith("use:")]


@pytest.mark.not_a_rule("the narration of a recorded use")
def test_the_arkenstones_line_names_the_dwarf_it_untaps_not_its_bearer() -> None:
    base = with_states(give(keep(fresh(), BILBO, THORIN), BILBO, ARKENSTONE),
                       TW_183="tapped", TW_131="tapped")
    facts, _ = act(base, f"use:{ARKENSTONE}:{BILBO}:untap:{THORIN}", seed=3)
    assert line(CATALOG, only(facts, "ItemTapped")) == (
        "Bilbo taps The Arkenstone: untap Thorin II; Thorin II makes a corruption check at -2."
        " [CoE-6.1]")
