"""Gollum and The One Ring (``hobbit.gollum``) in There and Back Again and Burglar Wants a Good
Job from their ``GOLLUM_RING_FROM``: in the organization or site phase, outside an attack,
Gollum, untapped, at a site that is no Haven where a character of his company bears The One
Ring, taps and is discarded with it (``gollum-ring:<ally>:<bearer>``; AllyTapped,
AllyDiscarded, ItemLost; CoE 2.V). Elsewhere refused naming Gollum and the reason; the
versions before replay as played (never offered). In the Guise of the Necromancer The One
Ring is a resource permanent-event at no site (GON-RING-1): his part never arises there."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.rulesets.burglar import ruleset as burglar
from domain.rulesets.there_and_back_again import versions as tba
from domain.rulesets.there_and_back_again.state import State
from tests.rules import burglar_support as bwj
from tests.rules.test_there_and_back_again_helpers import (
    BILBO,
    CATALOG,
    RULESET,
    THORIN,
    act,
    fresh,
    give,
    ids,
    played_as,
    refused,
)
from tests.support import only

GOLLUM, ONE_RING, GOLDBERRY = "TW-246", "TW-347", "TW-245"


def at(place: str, *allies: str, ring: bool = True, **changes: object) -> State:
    """The company at ``place`` in its organization phase, Bilbo bearing The One Ring (if
    ``ring``), ``allies`` under Thorin's control."""
    state = give(fresh(), BILBO, ONE_RING) if ring else fresh()
    fields: dict[str, object] = {"location": place, "phase": "organization", "step": "",
                                 "allies": tuple((a, THORIN) for a in allies), **changes}
    return replace(state, **fields)  # type: ignore[arg-type]


@pytest.mark.rule("CoE-2.V", "TBA-LAYOUT-2")
def test_gollum_taps_to_be_discarded_with_the_one_ring() -> None:
    assert int(RULESET.version) >= tba.GOLLUM_RING_FROM
    state = at("Goblin-gate", GOLLUM)
    action = f"gollum-ring:{GOLLUM}:{BILBO}"
    assert [i for i in ids(state) if i.startswith("gollum-ring:")] == [action]
    facts, after = act(state, action)
    assert [(f.kind, f.rule) for f in facts] == [
        ("AllyTapped", "CoE-2.V"), ("AllyDiscarded", "CoE-2.V"), ("ItemLost", "CoE-2.V")]
    lost = only(facts, "ItemLost")
    assert dict(lost.data) == {"character": BILBO, "card": ONE_RING, "by": "Gollum"}
    assert RULESET.narrate(lost) == (
        "Gollum takes The One Ring from Bilbo: to the discard pile. [CoE-2.V]")
    bilbo = after.character(BILBO)
    assert bilbo is not None and not bilbo.bears(ONE_RING)
    assert after.allies == () and after.resource_discard[-2:] == (GOLLUM, ONE_RING)
    # The version before offers nothing of the kind.
    assert not [i for i in played_as(tba.GOLLUM_RING_FROM - 1).legal(state)
                if i.startswith("gollum-ring:")]
    # The automatic player keeps the Ring.
    assert not RULESET.policy(state, RULESET.actions(state))[0].startswith("gollum-ring:")


@pytest.mark.rule("CoE-2.V", "TBA-LAYOUT-2")
def test_gollum_and_the_ring_are_refused_naming_why() -> None:
    action = f"gollum-ring:{GOLLUM}:{BILBO}"
    cases = (
        (at("Rivendell", GOLLUM), "Gollum and The One Ring must be at a site that is no Haven "
                                  "(the company is at Rivendell, a Haven)."),
        (at("High Pass", GOLLUM), "Gollum and The One Ring must be at a site that is no Haven "
                                  "(the company is in a region)."),
        (at("Goblin-gate", GOLLUM, ring=False), "The One Ring is not borne in Gollum's "
                                                "company."),
        (at("Goblin-gate", GOLLUM, tapped_allies=(GOLLUM,)), "Gollum is tapped."),
        (at("Goblin-gate", GOLLUM, phase="end-of-turn"),
         "Gollum is tapped so in the organization or site phase, outside an attack."),
        (at("Goblin-gate", GOLDBERRY), "Goldberry is not Gollum among the company's allies."),
    )
    for state, why in cases:
        assert action not in ids(state)
        assert refused(state, action.replace(GOLLUM, GOLDBERRY) if GOLDBERRY in
                       dict(state.allies) else action) == (f"{why} [CoE-2.V]", "CoE-2.V")
    assert refused(at("Goblin-gate", GOLLUM), f"gollum-ring:{GOLLUM}:{THORIN}")[0] == (
        f"{THORIN} bears no One Ring in Gollum's company. [CoE-2.V]")


@pytest.mark.rule("CoE-2.V", "BWJ-HAND-1")
def test_in_burglar_the_burglar_s_ring_goes_with_gollum() -> None:
    assert int(bwj.RULESET.version) >= burglar.GOLLUM_RING_FROM
    state = replace(bwj.give(bwj.at(bwj.fresh(), "Moria"), bwj.BILBO, ONE_RING),
                    phase="organization", step="", allies=((GOLLUM, bwj.BILBO),))
    action = f"gollum-ring:{GOLLUM}:{bwj.BILBO}"
    assert action in bwj.ids(state)
    facts, after = bwj.act(state, action)
    assert [f.kind for f in facts] == ["AllyTapped", "AllyDiscarded", "ItemLost"]
    assert after.allies == () and ONE_RING in after.resource_discard
    before = bwj.played_as(str(burglar.GOLLUM_RING_FROM - 1))
    assert action not in [a.id for a in before.actions(state)]
    haven = replace(state, location="Rivendell", turn_start="Rivendell")
    assert action not in bwj.ids(haven)


@pytest.mark.rule("CoE-2.V", "GON-RING-1")
def test_gollum_is_scripted_where_the_ring_may_be_borne_and_never_acts_in_the_guise() -> None:
    rows = {r.card_id: dict(r.rulesets) for r in coverage.coverage(CATALOG)}[GOLLUM]
    assert rows["there-and-back-again"].status == coverage.SCRIPTED
    assert rows["burglar"].status == coverage.SCRIPTED
    assert "his discard with The One Ring (CoE-2.V)" in rows["burglar"].missing
    assert rows["necromancer"].status == coverage.SCRIPTED
    assert "never acts: The One Ring is a resource permanent-event at no site (GON-RING-1)" \
        in rows["necromancer"].missing
