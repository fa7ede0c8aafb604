"""The Road Goes Ever On, from iron_crown.SINCE_VERSION: The Iron Crown (TW-496). Its bearer
checks corruption after each influence check (CoE 7.1); borne by a character who is not a
Hobbit it gives +1 body to at most 10 (CoE 6.1), +4 direct influence (CoE 2.V.3) and taps to
cancel an attack of Orcs, Trolls or Men on his company (CoE 3.i). The version before gives
nothing but its points. Constructed states played with the real ruleset."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine.characters import Character, Item
from domain.errors import IllegalAction
from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import iron_crown
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import SITE, Quest, State
from tests.rules.rgo_support import ids, moving, settled, state

NOW = str(iron_crown.SINCE_VERSION)
BEFORE = str(iron_crown.SINCE_VERSION - 1)


def played(rgo: RoadGoesEverOn, version: str = NOW) -> RoadGoesEverOn:
    found = rgo.at_version(version)
    assert isinstance(found, RoadGoesEverOn)
    return found


def crowned(rgo: RoadGoesEverOn, who: str) -> Character:
    return Character.from_card(rgo.catalog.find(who)).with_item(
        Item.from_card(rgo.catalog.find("The Iron Crown"), facts=True))


def attacked(rgo: RoadGoesEverOn, creature: str, bearer: Character,
             version: str = NOW) -> Context[State]:
    """``bearer`` and Legolas leave Moria for Lórien; ``creature`` attacks from the pile."""
    ruleset = played(rgo, version)
    start = moving(rgo, creature, characters=(bearer, Character.from_card(
        rgo.catalog.find("Legolas"))))
    ctx = Context(ruleset, Table(1, {}, start))
    ruleset.machinery(start)[0].movement_hazard(ctx)
    assert ctx.state.awaited_strikes is not None
    return ctx


def uses(rgo: RoadGoesEverOn, s: State, version: str = NOW) -> list[str]:
    return [a.id for a in played(rgo, version).actions(s) if a.id.startswith("use-item:")]


def influenced(rgo: RoadGoesEverOn, bearer: Character, version: str = NOW) -> list[Fact]:
    """``bearer`` and Legolas at Bree: the bearer influences the Rangers of the North."""
    bree, rangers = ids(rgo, "Bree", "Rangers of the North")
    start = state(rgo, site=bree, phase=SITE, explored=True, characters=(
        bearer, Character.from_card(rgo.catalog.find("Legolas"))),
        display=(Quest(rangers, (bree,)),), site_deck=ids(rgo, "Rivendell", "Bree"))
    ruleset = played(rgo, version)
    ctx = Context(ruleset, Table(1, {}, start))
    ruleset.decide(ctx, f"take-quest:{rangers}:{bearer.card_id}", {})
    return ctx.facts


def crown_modifiers(facts: list[Fact]) -> list[tuple[int, str]]:
    """The crown's modifiers of the influence attempt."""
    check = next(f for f in facts if f.kind == "InfluenceAttempted")["check"]
    return [(m["amount"], m["why"]) for m in check["modifiers"] if "Iron Crown" in m["why"]]


@pytest.mark.rule("CoE-3.i", "CoE-2.V.3", "CoE-7.1", "CoE-6.1")
def test_the_iron_crown_borne_by_a_man(rgo: RoadGoesEverOn) -> None:
    crown, aragorn = ids(rgo, "The Iron Crown", "Aragorn II")
    action = f"use-item:{crown}:{aragorn}"
    # It taps to cancel an attack of Orcs; Aragorn stays untapped.
    orcs = attacked(rgo, "Orc-patrol", crowned(rgo, "Aragorn II"))
    assert uses(rgo, orcs.state) == [action]
    assert uses(rgo, orcs.state, BEFORE) == []
    since = len(orcs.facts)
    played(rgo).decide(orcs, action, {})
    assert [(f.kind, f.rule) for f in orcs.facts[since:]][:2] == [
        ("ItemTapped", "CoE-3.i"), ("AttackCanceled", "CoE-3.i")]
    assert orcs.state.awaited_strikes is None and orcs.state.tapped_items == (crown,)
    assert orcs.state.character(aragorn).untapped  # type: ignore[union-attr]
    # +4 direct influence against a faction, then a corruption check.
    facts = influenced(rgo, crowned(rgo, "Aragorn II"))
    assert crown_modifiers(facts) == [
        (4, "The Iron Crown's +4 direct influence against factions")]
    after = [(f.kind, f.rule, f.get("character")) for f in facts
             if f.kind in ("InfluenceAttempted", "CorruptionChecked")]
    assert after == [("InfluenceAttempted", "RGO-QUEST-4", aragorn),
                     ("CorruptionChecked", "CoE-7.1", aragorn)]
    check = next(f for f in facts if f.kind == "CorruptionChecked")
    assert check["corruption_points"] == 5
    old = influenced(rgo, crowned(rgo, "Aragorn II"), BEFORE)
    assert crown_modifiers(old) == [] and not [f for f in old if f.kind == "CorruptionChecked"]
    # +1 body to at most 10, a modifier of his body check.
    body = iron_crown.body_modifiers(NOW, rgo.catalog.get, crowned(rgo, "Aragorn II"))
    assert [(m.amount, m.source, m.clause) for m in body] == [(-1, f"card:{crown}", "CoE-6.1")]
    tough = replace(crowned(rgo, "Aragorn II"), body=10)
    assert iron_crown.body_modifiers(NOW, rgo.catalog.get, tough) == []
    assert iron_crown.body_modifiers(BEFORE, rgo.catalog.get, crowned(rgo, "Aragorn II")) == []
    start = moving(rgo, "Giant Spiders", characters=(crowned(rgo, "Aragorn II"),))
    wounded, _ = settled(rgo, start, rgo.machinery(start)[0].movement_hazard, seed=9)
    checked = next(f for f in wounded if f.kind == "BodyChecked")
    assert checked["character"] == aragorn
    assert {"amount": -1, "source": f"card:{crown}", "clause": "CoE-6.1",
            "why": "The Iron Crown's +1 body (to at most 10)"} in checked["check"]["modifiers"]


@pytest.mark.rule("CoE-3.i", "CoE-2.V.3", "CoE-7.1")
def test_a_hobbit_bearer_has_only_the_corruption_check(rgo: RoadGoesEverOn) -> None:
    crown, bilbo = ids(rgo, "The Iron Crown", "Bilbo")
    orcs = attacked(rgo, "Orc-patrol", crowned(rgo, "Bilbo"))
    assert uses(rgo, orcs.state) == []
    before = (orcs.state, len(orcs.facts))
    with pytest.raises(IllegalAction) as refusal:
        played(rgo).decide(orcs, f"use-item:{crown}:{bilbo}", {})
    assert (str(refusal.value), refusal.value.clause) == (
        "The Iron Crown is not used by a Hobbit. [CoE-3.i]", "CoE-3.i")
    assert (orcs.state, len(orcs.facts)) == before
    facts = influenced(rgo, crowned(rgo, "Bilbo"))
    assert crown_modifiers(facts) == []
    assert [f["character"] for f in facts if f.kind == "CorruptionChecked"] == [bilbo]
    assert iron_crown.body_modifiers(NOW, rgo.catalog.get, crowned(rgo, "Bilbo")) == []


@pytest.mark.rule("CoE-3.i")
def test_the_iron_crown_cancels_only_orcs_trolls_and_men(rgo: RoadGoesEverOn) -> None:
    crown, aragorn = ids(rgo, "The Iron Crown", "Aragorn II")
    wolves = attacked(rgo, "Wolves", crowned(rgo, "Aragorn II"))
    assert uses(rgo, wolves.state) == []
    with pytest.raises(IllegalAction) as refusal:
        played(rgo).decide(wolves, f"use-item:{crown}:{aragorn}", {})
    assert str(refusal.value) == ("The Iron Crown acts only against an attack by Orcs or "
                                  "Trolls or Men, one that may be canceled. [CoE-3.i]")
