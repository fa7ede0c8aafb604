"""The Resource Phase of the Solitaire Variant (SV1-RES-*)."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from domain.errors import IllegalAction
from domain.rulesets.solitaire_v1.state import RESOURCES, TAPPED, UNTAPPED, WOUNDED, Member
from tests.rules.sv1_support import (
    action_ids,
    cid,
    kinds,
    member,
    names,
    run,
    seed_for,
    state,
    status,
)
from tests.support import of_kind as of
from tests.support import only


def resource_phase(members: Sequence[Member], site: str, resources: Sequence[str]):  # type: ignore[no-untyped-def]
    return state(members, {"sites": [site], "resources": resources}, step=RESOURCES)


@pytest.mark.rule("SV1-RES-1", "SV1-RES-2", "SV1-SETUP-5")
def test_the_site_draw_number_sets_how_many_resources_are_drawn() -> None:
    # Barad-dûr's box reads 3; Amon Hen's reads 1.
    s = resource_phase([member("Aragorn II")], "Barad-dûr",
                       ["Fog", "Elf-song", "Clear Skies", "Lapse of Will"])
    found, after = run(s)
    site = only(found, "SiteDrawn")
    assert (site["card"], site["draw"], site.rule) == (cid("Barad-dûr"), 3, "SV1-RES-1")
    drawn = of(found, "ResourceDrawn")
    assert names([f["card"] for f in drawn]) == ["Fog", "Elf-song", "Clear Skies"]
    assert {f.rule for f in drawn} == {"SV1-RES-2"}
    assert names(after.deck("resources").draw) == ["Lapse of Will"]
    s = resource_phase([member("Aragorn II")], "Amon Hen", ["Fog", "Elf-song"])
    found, _ = run(s)
    assert names([f["card"] for f in of(found, "ResourceDrawn")]) == ["Fog"]


@pytest.mark.rule("SV1-RES-3", "SV1-SETUP-6")
def test_resources_of_different_kinds_are_used_in_the_order_the_player_chooses() -> None:
    s = resource_phase([member("Aragorn II", TAPPED), member("Legolas", WOUNDED)], "Bag End",
                       ["Ford", "Fog"])
    _, waiting = run(s)
    assert action_ids(waiting) == [f"use:{cid('Ford')}", f"use:{cid('Fog')}"]
    found, after = run(waiting, 0, f"use:{cid('Fog')}")
    used = of(found, "ResourceUsed")
    assert [(f["card"], f["nature"]) for f in used] == [(cid("Fog"), "long"),
                                                        (cid("Ford"), "short")]
    # Fog healed Legolas to tapped, then Ford untapped the first tapped member, Aragorn.
    assert status(after, "Legolas") == TAPPED
    assert status(after, "Aragorn II") == UNTAPPED


@pytest.mark.rule("SV1-RES-3")
def test_resources_of_one_kind_are_used_without_asking() -> None:
    s = resource_phase([member("Aragorn II", TAPPED), member("Legolas", TAPPED)], "Bag End",
                       ["Ford", "Dodge"])
    found, after = run(s)
    assert names([f["card"] for f in of(found, "ResourceUsed")]) == ["Ford", "Dodge"]
    with pytest.raises(IllegalAction) as refused:
        run(s, 0, f"use:{cid('Ford')}")
    assert refused.value.clause == "SV1-RES-3"


@pytest.mark.rule("SV1-RES-3A")
def test_a_permanent_resource_heals_wounded_members_that_pass_a_body_check() -> None:
    # Aragorn (body 9) rolls 8 + 1 (wounded) = 9: healed. Legolas (body 8) rolls 8 + 1: not.
    s = resource_phase([member("Aragorn II", WOUNDED), member("Legolas", WOUNDED),
                        member("Gimli", TAPPED)], "Amon Hen", ["Fellowship"])
    found, after = run(s, seed_for(8, 8))
    checks = of(found, "BodyCheck")
    assert [(f["member"], f["roll"], f["passed"], f.rule) for f in checks] == [
        (cid("Aragorn II"), 9, True, "SV1-RES-3A"), (cid("Legolas"), 9, False, "SV1-RES-3A")]
    assert only(found, "MemberHealed")["member"] == cid("Aragorn II")
    assert (status(after, "Aragorn II"), status(after, "Legolas")) == (TAPPED, WOUNDED)


@pytest.mark.rule("SV1-RES-3B")
def test_a_long_resource_heals_the_first_wounded_member_to_tapped() -> None:
    s = resource_phase([member("Aragorn II", TAPPED), member("Legolas", WOUNDED),
                        member("Gimli", WOUNDED)], "Amon Hen", ["Fog"])
    found, after = run(s)
    healed = only(found, "MemberHealed")
    assert (healed["member"], healed.rule) == (cid("Legolas"), "SV1-RES-3B")
    assert (status(after, "Legolas"), status(after, "Gimli")) == (TAPPED, WOUNDED)


@pytest.mark.rule("SV1-RES-3C")
def test_a_short_resource_untaps_the_first_tapped_member() -> None:
    s = resource_phase([member("Aragorn II", WOUNDED), member("Legolas", TAPPED),
                        member("Gimli", TAPPED)], "Amon Hen", ["Ford"])
    found, after = run(s)
    untapped = only(found, "MemberUntapped")
    assert (untapped["member"], untapped.rule) == (cid("Legolas"), "SV1-RES-3C")
    assert (status(after, "Legolas"), status(after, "Gimli")) == (UNTAPPED, TAPPED)
    s = resource_phase([member("Aragorn II", WOUNDED)], "Amon Hen", ["Ford"])
    found, _ = run(s)
    assert only(found, "NoEffect").rule == "SV1-RES-3C"


@pytest.mark.rule("SV1-RES-4")
def test_the_site_and_resources_are_discarded_at_the_end_of_the_phase() -> None:
    s = resource_phase([member("Aragorn II", TAPPED)], "Bag End", ["Ford", "Dodge", "Fog"])
    found, after = run(s)
    ended = only(found, "ResourcePhaseEnded")
    assert (ended["site"], names(ended["resources"]), ended.rule) == (
        cid("Bag End"), ["Ford", "Dodge"], "SV1-RES-4")
    assert names(after.deck("sites").discard) == ["Bag End"]
    assert names(after.deck("resources").discard) == ["Ford", "Dodge"]
    assert kinds(found).index("ResourcePhaseEnded") > kinds(found).index("ResourceUsed")
