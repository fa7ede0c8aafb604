"""The Road Goes Ever On: one additional item after a resource taps the site (CoE 2.V.5; at an
Under-deeps site CoE 2.V.5.1 and BA-UD-3), from version 243 (additional_items.SINCE). Both
sides of the gate: 242 offers nothing once the site is tapped."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from domain.cards import load_catalog
from domain.chronicle import Chronicle
from domain.errors import IllegalAction
from domain.ruleset import Fact, make_ruleset
from domain.rulesets.road_goes_ever_on.additional_items import SINCE
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import SITE, Quest, State
from tests.rules.rgo_support import at_version, company, ids, kinds, refused, run, state

BEFORE, NOW = str(SINCE - 1), str(SINCE)
#: The game a player reported: the company at The Under-grottos takes its Great-shield of Rohan
#: with Balin, and Faramir holds a Dagger of Westernesse in hand.
SEED = 124
SETUP = {"deck": "under-deeps", "under_deeps": True}
GROTTOS, SHIELD, BALIN, FARAMIR, DAGGER = "DM-39", "TW-250", "TW-123", "TW-149", "TW-206"
TAKEN = f"take-quest:{SHIELD}:{BALIN}"
EXTRA = f"play-item:{DAGGER}:{FARAMIR}"


def at_the_grottos(catalog_path: Path, version: str) -> Chronicle:
    """The reported game played by the automatic player until Balin has taken the shield and
    the site has tapped."""
    ruleset = make_ruleset("road-goes-ever-on", load_catalog(catalog_path)).at_version(version)
    game = Chronicle.begin(ruleset, SEED, SETUP)
    while not any(r.kind == "Decision" and r.data["action"] == TAKEN for r in game.records):
        game.decide(*game.ruleset.automatic_choice(game.table.rules))
    return game


@pytest.fixture(scope="module")
def now(coe_cards_path: Path) -> Chronicle:
    return at_the_grottos(coe_cards_path, NOW)


@pytest.fixture(scope="module")
def before(coe_cards_path: Path) -> Chronicle:
    return at_the_grottos(coe_cards_path, BEFORE)


def taken(game: Chronicle) -> list[tuple[str, str | None, dict[str, object]]]:
    """The records since Balin's decision."""
    start = next(r.version for r in game.records
                 if r.kind == "Decision" and r.data["action"] == TAKEN)
    return [(r.kind, r.rule, dict(r.data)) for r in game.records[start:]]


@pytest.mark.rule("BA-UD-3", "CoE-2.V.5.1", "CoE-2.V.5")
def test_at_the_under_grottos_faramir_taps_for_his_dagger_after_the_shield(now) -> None:  # type: ignore[no-untyped-def]
    after = taken(now)
    assert [(k, r) for k, r, _ in after] == [
        ("CharacterStateChanged", "RGO-QUEST-4"), ("QuestTaken", "RGO-QUEST-4"),
        ("SiteTapped", "RGO-QUEST-4"), ("AdditionalItemOffered", "BA-UD-3")]
    assert after[-1][2] == {"site": GROTTOS, "items": "playable"}
    assert now.narrate(now.records[-1]) == (
        "The Under-grottos tapped for a resource: another untapped character may tap to play "
        "one more item playable there as the company's next action.")
    offered = {a.id: (a.label, a.rule) for a in now.actions()}
    assert offered == {
        EXTRA: ("Faramir taps to take up Dagger of Westernesse as the additional item "
                "(The Under-grottos is tapped)", "BA-UD-3"),
        "end-turn": ("End the site phase and the turn", "CoE-2.VI")}
    # The automatic player takes it.
    assert now.ruleset.automatic_choice(now.table.rules) == (EXTRA, {})
    game, mark = now, now.version
    game.decide(EXTRA, {})
    assert [(r.kind, r.rule) for r in game.records[mark:]] == [
        ("Decision", None), ("ItemPlayed", "BA-UD-3"), ("CharacterStateChanged", "BA-UD-3")]
    rules = game.table.rules
    assert [i.card_id for i in rules.character(FARAMIR).items] == [DAGGER]
    assert rules.character(FARAMIR).state == "tapped"
    assert rules.tapped_sites.count(GROTTOS) == 1 and rules.additional_item is None
    assert [a.id for a in game.actions()] == ["end-turn"]  # once


@pytest.mark.rule("CoE-2.V.4", "BA-UD-3")
def test_before_the_site_once_tapped_offered_nothing(before) -> None:  # type: ignore[no-untyped-def]
    assert [(k, r) for k, r, _ in taken(before)] == [
        ("CharacterStateChanged", "RGO-QUEST-4"), ("QuestTaken", "RGO-QUEST-4"),
        ("SiteTapped", "RGO-QUEST-4")]
    assert [a.id for a in before.actions()] == ["end-turn"]
    with pytest.raises(IllegalAction) as refusal:
        before.decide(EXTRA, {})
    assert (refusal.value.message, refusal.value.clause) == (
        f"'{EXTRA}' is not an action open now. The Under-grottos is tapped. Open now: end-turn.",
        "CoE-2.V.4")


def at_gladden(rgo: RoadGoesEverOn, **fields: object) -> State:
    """Aragorn, Legolas and Gimli have entered Gladden Fields, where only a gold ring may be
    played and the Beautiful Gold Ring is found; a Dagger of Westernesse, an Elven Cloak and
    Glamdring are in hand."""
    gladden, ring = ids(rgo, "Gladden Fields", "Beautiful Gold Ring")
    return replace(state(rgo, site=gladden, phase=SITE, explored=True,
                         characters=company(rgo, "Aragorn II", "Legolas", "Gimli"),
                         display=(Quest(ring, (gladden,)),),
                         hand=ids(rgo, "Dagger of Westernesse", "Elven Cloak", "Glamdring")),
                   **fields)


def ring_taken(rgo: RoadGoesEverOn) -> tuple[list[Fact], State]:
    ring, aragorn = ids(rgo, "Beautiful Gold Ring", "Aragorn II")
    return run(rgo, at_gladden(rgo), rgo.decide, f"take-quest:{ring}:{aragorn}", {})


@pytest.mark.rule("CoE-2.V.5")
def test_a_minor_item_follows_where_the_site_lists_none(rgo) -> None:  # type: ignore[no-untyped-def]
    rgo = at_version(rgo, NOW)
    gladden, dagger, cloak, glamdring, legolas, gimli = ids(
        rgo, "Gladden Fields", "Dagger of Westernesse", "Elven Cloak", "Glamdring", "Legolas",
        "Gimli")
    assert f"play-item:{dagger}:{legolas}" not in [a.id for a in rgo.actions(at_gladden(rgo))]
    facts, after = ring_taken(rgo)
    assert kinds(facts, "SiteTapped", "AdditionalItemOffered") == [
        ("SiteTapped", "RGO-QUEST-4"), ("AdditionalItemOffered", "CoE-2.V.5")]
    assert after.additional_item == gladden
    extra = {a.id: (a.label, a.rule) for a in rgo.actions(after) if a.id.startswith("play-")}
    assert extra == {
        f"play-item:{card}:{who}": (f"{name} taps to take up {item} as the additional item "
                                    "(Gladden Fields is tapped)", "CoE-2.V.5")
        for card, item in ((dagger, "Dagger of Westernesse"), (cloak, "Elven Cloak"))
        for who, name in ((legolas, "Legolas"), (gimli, "Gimli"))}
    # A major item is no additional item here; nor is the tapped Aragorn anyone's choice.
    assert refused(rgo, after, f"play-item:{glamdring}:{legolas}", "CoE-2.V.5") == (
        "The additional item after the site tapped is a minor item, not a major item. "
        "[CoE-2.V.5]")
    assert refused(rgo, after, f"play-item:{dagger}:{ids(rgo, 'Aragorn II')[0]}",
                   "CoE-2.V.5") == (
        "Aragorn II is tapped: the additional item needs an untapped character. [CoE-2.V.5]")
    facts, later = run(rgo, after, rgo.decide, f"play-item:{dagger}:{legolas}", {})
    assert kinds(facts, "ItemPlayed", "CharacterStateChanged", "SiteTapped") == [
        ("ItemPlayed", "CoE-2.V.5"), ("CharacterStateChanged", "CoE-2.V.5")]
    assert [i.card_id for i in later.character(legolas).items] == [dagger]  # type: ignore[union-attr]
    assert later.tapped_sites == (gladden,) and later.additional_item is None
    # One only: Gimli, untapped with the Elven Cloak in hand, is offered nothing more.
    assert [a.id for a in rgo.actions(later) if a.id.startswith("play-")] == []
    assert refused(rgo, later, f"play-item:{cloak}:{gimli}", "CoE-2.V.4") == (
        "Gladden Fields is tapped. [CoE-2.V.4]")


@pytest.mark.rule("CoE-2.V.5", "RGO-SITE-BH-4")
def test_another_action_declared_first_forgoes_it(rgo) -> None:  # type: ignore[no-untyped-def]
    """The rumours of an earlier encounter untap Gladden Fields first: the dagger may not
    follow the ring any more (Gladden Fields lists no minor item)."""
    rgo = at_version(rgo, NOW)
    ring, aragorn, gladden = ids(rgo, "Beautiful Gold Ring", "Aragorn II", "Gladden Fields")
    _, after = run(rgo, at_gladden(rgo, offers=(("rumours", 1),)), rgo.decide,
                   f"take-quest:{ring}:{aragorn}", {})
    assert after.additional_item == gladden
    facts, later = run(rgo, after, rgo.decide, f"untap-site:{gladden}", {})
    assert [(f.kind, f.rule, dict(f.data)) for f in facts] == [
        ("SiteUntapped", "RGO-SITE-BH-4", {"site": gladden}),
        ("OfferUsed", "RGO-SITE-BH-4", {"offer": "rumours"}),
        ("AdditionalItemForgone", "CoE-2.V.5", {"site": gladden})]
    assert later.additional_item is None
    assert [a.id for a in rgo.actions(later) if a.id.startswith("play-")] == []
    assert rgo.narrate(facts[-1]) == "No additional item is played at Gladden Fields."


@pytest.mark.rule("CoE-2.V.4", "CoE-2.V.5")
def test_before_nothing_followed_the_site_tapped(rgo) -> None:  # type: ignore[no-untyped-def]
    rgo = at_version(rgo, BEFORE)
    dagger, legolas = ids(rgo, "Dagger of Westernesse", "Legolas")
    facts, after = ring_taken(rgo)
    assert kinds(facts, "SiteTapped", "AdditionalItemOffered") == [
        ("SiteTapped", "RGO-QUEST-4")]
    assert after.additional_item is None
    assert [a.id for a in rgo.actions(after) if a.id.startswith("play-")] == []
    assert refused(rgo, after, f"play-item:{dagger}:{legolas}", "CoE-2.V.4") == (
        "Gladden Fields is tapped. [CoE-2.V.4]")
    facts, _ = run(rgo, after, rgo.decide, "end-turn", {})
    assert kinds(facts, "AdditionalItemForgone") == []


@pytest.fixture(scope="module")
def coe_rgo(coe_cards_path: Path) -> RoadGoesEverOn:
    ruleset = make_ruleset("road-goes-ever-on", load_catalog(coe_cards_path))
    assert isinstance(ruleset, RoadGoesEverOn)
    return ruleset


@pytest.mark.rule("BA-UD-3", "CoE-2.V.5.1")
def test_at_an_under_deeps_site_a_second_quest_item_found_there_may_follow(coe_rgo) -> None:  # type: ignore[no-untyped-def]
    sword, glamdring = ids(coe_rgo, "Sword of Gondolin", "Glamdring")
    start = state(coe_rgo, site=GROTTOS, phase=SITE, explored=True, hand=(glamdring,),
                  characters=company(coe_rgo, "Balin", "Faramir"),
                  display=(Quest(SHIELD, (GROTTOS,)), Quest(sword, (GROTTOS,))))
    for version, offered in ((BEFORE, {}), (NOW, {
            f"take-quest:{sword}:{FARAMIR}": (
                "Faramir takes Sword of Gondolin as the additional item (The Under-grottos is "
                "tapped)", "BA-UD-3"),
            f"play-item:{glamdring}:{FARAMIR}": (
                "Faramir taps to take up Glamdring as the additional item (The Under-grottos "
                "is tapped)", "BA-UD-3")})):
        rgo = at_version(coe_rgo, version)
        _, after = run(rgo, start, rgo.decide, TAKEN, {})
        assert {a.id: (a.label, a.rule) for a in rgo.actions(after)
                if a.id != "end-turn"} == offered
    facts, later = run(rgo, after, rgo.decide, f"take-quest:{sword}:{FARAMIR}", {})
    assert kinds(facts, "CharacterStateChanged", "QuestTaken", "SiteTapped",
                 "AdditionalItemOffered") == [
        ("CharacterStateChanged", "BA-UD-3"), ("QuestTaken", "BA-UD-3")]
    assert [i.card_id for i in later.character(FARAMIR).items] == [sword]  # type: ignore[union-attr]
    assert later.tapped_sites == (GROTTOS,) and later.additional_item is None
    assert [a.id for a in rgo.actions(later)] == ["end-turn"]
