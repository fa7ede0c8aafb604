"""The Road Goes Ever On: an Enhanced Site's organization-phase option is used only by a
company that stays at the site that turn (RGO-SITE-2). The rules document names the kinds of
option (training, gaining courage, drawing cards) but prints no site's own; the one played is
the Haven's Courage (tokens.py, RGO-TOKEN-1)."""

from __future__ import annotations

import pytest

from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from tests.rules.rgo_support import card, organizing


@pytest.mark.rule("RGO-SITE-2", "RGO-TOKEN-1")
def test_taking_heart_at_a_haven_keeps_the_company_there_for_the_turn(rgo) -> None:  # type: ignore[no-untyped-def]
    aragorn, bree = card(rgo, "Aragorn II"), card(rgo, "Bree")
    ctx = Context(rgo, Table(1, {}, organizing(rgo)))
    rgo.decide(ctx, f"take-heart:{aragorn}", {})
    stays = next(f for f in ctx.facts if f.kind == "CompanyStays")
    assert (stays.rule, stays["character"], stays["company"]) == ("RGO-TOKEN-1", aragorn, "c1")
    assert [a.id for a in rgo.actions(ctx.state) if a.id.startswith(("move:", "stay"))] == [
        "stay"]
    before = ctx.state
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(ctx, f"move:{bree}", {})
    assert refused.value.clause == "RGO-SITE-2" and ctx.state == before
    assert str(refused.value).startswith("A character took an option of Rivendell's Enhanced "
                                         "Site (he took heart or trained): the company stays "
                                         "there this turn.")
