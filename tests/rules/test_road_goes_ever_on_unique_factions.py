"""The Road Goes Ever On, version 213: a unique faction is held once (CoE-1.3.1; every faction
is unique, unique_factions.py). While a copy is in the marshalling-point pile another copy on
the Quest Display is neither taken as a quest, nor influenced by Roäc the Raven or Old Road,
nor opens the hand's influence window, each refusal citing CoE-1.3.1; the Quest deck is refused
at setup with two copies of a unique card (decks.UNIQUE_ONCE_SINCE). Constructed states played
with the real ruleset; version 212 plays as it was played (the second copy influenced and put
in the pile beside the first, the deck admitted)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import decks, unique_factions
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import SITE, MPRecord, Quest, State
from tests.rules.rgo_support import at_version, company, ids, state

#: The version played before a unique faction was held once.
BEFORE = str(unique_factions.SINCE - 1)


def pile(rgo: RoadGoesEverOn, name: str) -> tuple[MPRecord, ...]:
    """The marshalling-point pile holding one copy of the faction ``name``."""
    found = rgo.catalog.find(name)
    return (MPRecord(found.id, found.name, "faction", found.marshalling_points or 0),)


def rangers_at_bree(rgo: RoadGoesEverOn, held: str) -> State:
    """Bilbo (direct influence raised to 20) and Legolas in the site phase at Bree, explored,
    Lordly Presence in hand, the Rangers of the North on the Display (found at Bree), the
    faction ``held`` in the MP pile."""
    bree, weathertop, rangers, lordly = ids(rgo, "Bree", "Weathertop", "Rangers of the North",
                                            "Lordly Presence")
    bilbo, legolas = company(rgo, "Bilbo", "Legolas")
    return state(rgo, phase=SITE, explored=True, site=bree, hand=(lordly,),
                 characters=(replace(bilbo, direct_influence=20), legolas),
                 display=(Quest(rangers, (bree, weathertop)),), mp=pile(rgo, held),
                 site_deck=ids(rgo, "Rivendell", "Bree", "Weathertop"))


def influence_offers(ruleset: RoadGoesEverOn, start: State) -> list[str]:
    return [a.id for a in ruleset.actions(start)
            if a.id.startswith(("take-quest:", "resource:"))]


@pytest.mark.rule("CoE-1.3.1", "RGO-QUEST-4")
def test_a_faction_with_a_copy_in_the_pile_is_not_influenced(rgo: RoadGoesEverOn) -> None:
    bilbo, legolas, rangers, lordly = ids(rgo, "Bilbo", "Legolas", "Rangers of the North",
                                          "Lordly Presence")
    start = rangers_at_bree(rgo, "Rangers of the North")
    assert rgo.catalog.get(rangers).unique
    assert influence_offers(rgo, start) == []
    ctx = Context(rgo, Table(1, {}, start))
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(ctx, f"take-quest:{rangers}:{bilbo}", {})
    assert (str(refused.value.args[0]), refused.value.clause) == (
        "Rangers of the North is unique and a copy of it is already in play (in the "
        "marshalling-point pile): another copy is not influenced.", "CoE-1.3.1")
    assert (ctx.state, ctx.facts) == (start, [])
    # Another faction in the pile holds nothing back.
    other = rangers_at_bree(rgo, "Beornings")
    assert influence_offers(rgo, other) == [f"resource:{lordly}:influence:{legolas}",
                                            f"take-quest:{rangers}:{bilbo}",
                                            f"take-quest:{rangers}:{legolas}"]


@pytest.mark.rule("CoE-1.3.1", "RGO-QUEST-4")
def test_before_the_version_a_second_copy_joined_the_first_in_the_pile(
        rgo: RoadGoesEverOn) -> None:
    bilbo, legolas, rangers, lordly = ids(rgo, "Bilbo", "Legolas", "Rangers of the North",
                                          "Lordly Presence")
    old = at_version(rgo, BEFORE)
    start = rangers_at_bree(rgo, "Rangers of the North")
    assert influence_offers(old, start) == [f"resource:{lordly}:influence:{legolas}",
                                            f"take-quest:{rangers}:{bilbo}",
                                            f"take-quest:{rangers}:{legolas}"]
    ctx = Context(old, Table(1, {}, start))
    old.decide(ctx, f"take-quest:{rangers}:{bilbo}", {})
    assert next(f["succeeded"] for f in ctx.facts if f.kind == "InfluenceAttempted") is True
    assert [r.card for r in ctx.state.mp] == [rangers, rangers]
    assert ctx.state.display == ()


#: A seed whose roll (2D6) is 11: Roäc, with no direct influence, needs more than 7.
ROAC_WINS = 2


def beornings_far(rgo: RoadGoesEverOn) -> State:
    """Aragorn II and Legolas with Roäc the Raven in their site phase at Bree, the Beornings on
    the Display (found at Beorn's House) and a copy in the MP pile."""
    roac, beornings, bree, beorns = ids(rgo, "Roäc the Raven", "Beornings", "Bree",
                                        "Beorn's House")
    return state(rgo, phase=SITE, site=bree, allies=(roac,), explored=True,
                 display=(Quest(beornings, (beorns,)),), mp=pile(rgo, "Beornings"))


@pytest.mark.rule("CoE-1.3.1", "RGO-QUEST-4")
def test_roac_does_not_influence_a_faction_with_a_copy_in_the_pile(rgo: RoadGoesEverOn) -> None:
    roac, beornings = ids(rgo, "Roäc the Raven", "Beornings")
    action = f"ally-influence:{roac}:{beornings}"
    start = beornings_far(rgo)
    assert [a.id for a in rgo.actions(start) if a.id.startswith("ally-influence:")] == []
    ctx = Context(rgo, Table(ROAC_WINS, {}, start))
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(ctx, action, {})
    assert (str(refused.value.args[0]), refused.value.clause) == (
        "Beornings is unique and a copy of it is already in play (in the marshalling-point "
        "pile): another copy is not influenced.", "CoE-1.3.1")
    # Version 212: offered, and a second copy comes into the pile.
    old = at_version(rgo, BEFORE)
    assert [a.id for a in old.actions(start) if a.id.startswith("ally-influence:")] == [action]
    ctx = Context(old, Table(ROAC_WINS, {}, start))
    old.decide(ctx, action, {})
    assert [r.card for r in ctx.state.mp] == [beornings, beornings]


def riders_from_lorien(rgo: RoadGoesEverOn) -> State:
    """Legolas in the site phase at Lórien with Old Road in hand, the Riders of Rohan on the
    Display (found at Edoras, two regions away) and a copy in the MP pile."""
    riders, edoras = ids(rgo, "Riders of Rohan", "Edoras")
    return state(rgo, phase=SITE, site=ids(rgo, "Lórien")[0],
                 characters=company(rgo, "Legolas"), hand=ids(rgo, "Old Road"),
                 display=(Quest(riders, (edoras,)),), mp=pile(rgo, "Riders of Rohan"),
                 site_deck=ids(rgo, "Lórien", "Edoras"))


@pytest.mark.rule("CoE-1.3.1", "RGO-QUEST-4")
def test_old_road_does_not_influence_a_faction_with_a_copy_in_the_pile(
        rgo: RoadGoesEverOn) -> None:
    card, legolas, riders = ids(rgo, "Old Road", "Legolas", "Riders of Rohan")
    action = f"old-road:{card}:{legolas}:{riders}"
    start = riders_from_lorien(rgo)
    assert [a.id for a in rgo.actions(start) if a.id.startswith("old-road:")] == []
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(Context(rgo, Table(1, {}, start)), action, {})
    assert (str(refused.value.args[0]), refused.value.clause) == (
        "Riders of Rohan is unique and a copy of it is already in play (in the "
        "marshalling-point pile): another copy is not influenced.", "CoE-1.3.1")
    old = at_version(rgo, BEFORE)
    assert [a.id for a in old.actions(start) if a.id.startswith("old-road:")] == [action]


def quest_problems(rgo: RoadGoesEverOn, played: str, *swapped: str) -> list[str]:
    """The problems of the shipped decks with the Quest deck's last cards swapped for
    ``swapped`` (its size kept)."""
    setup, found = decks.deck_setup(rgo.catalog, decks.shipped_deck("default"), "default.json")
    assert found == []
    quest = setup["decks"]["quest"]
    given = dict(setup["decks"], quest=[*quest[:len(quest) - len(swapped)],
                                        *(rgo.catalog.find(n).id for n in swapped)])
    _, out = decks.check_decks(rgo.catalog, given, setup["starting"], dragon_table=True,
                               played=played)
    return [str(p) for p in out]


@pytest.mark.rule("CoE-1.3.1", "RGO-DECK-9")
def test_the_quest_deck_holds_one_copy_of_a_unique_card(rgo: RoadGoesEverOn) -> None:
    # The shipped Quest deck holds Glamdring and the Rangers of the North once each.
    now = str(decks.UNIQUE_ONCE_SINCE)
    assert quest_problems(rgo, now) == []
    assert quest_problems(rgo, now, "Glamdring", "Rangers of the North") == [
        "quest deck: Glamdring appears 2 times; a unique card is held once [CoE-1.3.1]",
        "quest deck: Rangers of the North appears 2 times; a unique card is held once "
        "[CoE-1.3.1]"]
    # Version 212 admitted them.
    assert quest_problems(rgo, BEFORE, "Glamdring", "Rangers of the North") == []
