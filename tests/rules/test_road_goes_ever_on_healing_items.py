"""The Road Goes Ever On, from healing_items.SINCE_VERSION: Athelas (TW-195) used in the
organization phase (CoE 6.1): a Dúnadan bearer taps to heal a wounded character of his
company, who stays tapped; Aragorn II bearing it may tap to remove a corruption card from a
character of his company; the herb is then discarded. Constructed states played with the real
ruleset; the version before offers none of it."""

from __future__ import annotations

import pytest

from domain.engine import athelas
from domain.engine.characters import Character, Item
from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import healing_items
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, State
from tests.rules.rgo_support import ids, state

NOW = str(healing_items.SINCE_VERSION)
BEFORE = str(healing_items.SINCE_VERSION - 1)


def played(rgo: RoadGoesEverOn, version: str = NOW) -> RoadGoesEverOn:
    found = rgo.at_version(version)
    assert isinstance(found, RoadGoesEverOn)
    return found


def organizing(rgo: RoadGoesEverOn, bearer: str, other: str, wounded: bool = True,
               **fields: object) -> State:
    """``bearer`` with Athelas and ``other`` (wounded) organizing at Rivendell."""
    herb = Item.from_card(rgo.catalog.find("Athelas"), facts=True)
    one = Character.from_card(rgo.catalog.find(bearer)).with_item(herb)
    two = Character.from_card(rgo.catalog.find(other))
    two = two.with_state("wounded") if wounded else two
    return state(rgo, phase=ORGANIZATION, characters=(one, two), **fields)


def offered(rgo: RoadGoesEverOn, s: State, version: str = NOW) -> list[str]:
    return [a.id for a in played(rgo, version).actions(s)
            if a.id.startswith(f"{athelas.KIND}:")]


@pytest.mark.rule("CoE-6.1")
def test_athelas_heals_a_wounded_character_and_is_discarded(rgo: RoadGoesEverOn) -> None:
    herb, aragorn, legolas = ids(rgo, "Athelas", "Aragorn II", "Legolas")
    start = organizing(rgo, "Aragorn II", "Legolas")
    action = f"athelas:{herb}:{aragorn}:{legolas}"
    assert offered(rgo, start) == [action]
    assert offered(rgo, start, BEFORE) == []
    ctx = Context(played(rgo), Table(1, {}, start))
    played(rgo).decide(ctx, action, {})
    assert [(f.kind, f.rule, f.get("character"), f.get("state")) for f in ctx.facts] == [
        ("CharacterStateChanged", "CoE-6.1", aragorn, "tapped"),
        ("CharacterStateChanged", "CoE-6.1", legolas, "tapped"),
        ("ItemLost", "CoE-6.1", aragorn, None)]
    healed, user = ctx.state.character(legolas), ctx.state.character(aragorn)
    assert healed is not None and healed.state == "tapped"
    assert user is not None and user.state == "tapped" and not user.bears(herb)
    assert herb in ctx.state.discard
    # Legolas, no Dúnadan, cannot heal Aragorn II with it: refused by name, nothing written.
    elf = organizing(rgo, "Legolas", "Aragorn II")
    assert offered(rgo, elf) == []
    refused = Context(played(rgo), Table(1, {}, elf))
    with pytest.raises(IllegalAction) as refusal:
        played(rgo).decide(refused, f"athelas:{herb}:{legolas}:{aragorn}", {})
    assert "Only a Dúnadan heals with Athelas, and Legolas is not one" in str(refusal.value)
    assert refused.facts == [] and refused.state == elf


@pytest.mark.rule("CoE-6.1")
def test_aragorn_removes_a_corruption_card_with_athelas(rgo: RoadGoesEverOn) -> None:
    herb, aragorn, legolas, lure = ids(rgo, "Athelas", "Aragorn II", "Legolas",
                                       "Lure of Nature")
    start = organizing(rgo, "Aragorn II", "Legolas", wounded=False,
                       permanent_hazards=((lure, legolas),))
    action = f"athelas:{herb}:{aragorn}:{legolas}:{lure}"
    assert offered(rgo, start) == [action]
    ctx = Context(played(rgo), Table(1, {}, start))
    played(rgo).decide(ctx, action, {})
    assert [(f.kind, f.rule) for f in ctx.facts] == [
        ("CharacterStateChanged", "CoE-6.1"), ("CorruptionCardRemoved", "CoE-6.1"),
        ("ItemLost", "CoE-6.1")]
    assert ctx.state.permanent_hazards == () and lure in ctx.state.hazard_discard
    # Another Dúnadan heals with it, but removes no corruption card.
    faramir = organizing(rgo, "Faramir", "Legolas", wounded=False,
                         permanent_hazards=((lure, legolas),))
    assert offered(rgo, faramir) == []
