"""An item played at a site Quiet Lands treats, with Gates of Morning, as a Ruins & Lairs: from
Burglar's ``ITEM_SITE_TREATED_FROM`` an item played once the site is entered reads the site as
treated (``moves.site_of``), as one played by a burglary does: the Sapling of the White Tree,
which its card bars from a Shadow-hold or Dark-hold (CoE 2.V.4), is offered and played at Moria
so treated, and its refusals name the site as read. The versions before replay as played: the
site as printed, the Sapling refused there. Greed in force at the site still asks its checks
there: it names the site by its id, which a treatment keeps. Constructed states played with
the real ruleset."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine import effects, gates_treatments
from domain.rulesets.burglar import versions
from domain.rulesets.burglar.state import State
from tests.rules import burglar_support as bwj

SAPLING, GREED = "TW-322", "TW-42"
QUIET_LANDS = gates_treatments.QUIET_LANDS
MORIA = bwj.CATALOG.find("Moria", "Hero").id  # a Shadow-hold listing major items
RUINS = "ruins-and-lairs"
PLAY = f"play:{SAPLING}:{bwj.BILBO}"
BEFORE = bwj.played_as(str(versions.ITEM_SITE_TREATED_FROM - 1))
BARRED = ("Sapling of the White Tree is not played at a Shadow-hold or a Dark-hold.",
          "CoE-2.V.4")


def _entered(treated: bool = True) -> State:
    """Bilbo and Thranduil have entered Moria, the Sapling in the hand, Greed in force at the
    site; Quiet Lands has treated Moria as a Ruins & Lairs this turn (``treated``)."""
    state = bwj.at(bwj.with_hand(bwj.fresh(), bwj.THRANDUIL), "Moria", phase="site",
                   step="entered", hand=(SAPLING,),
                   hazard_effects=((GREED, effects.GREED, MORIA, 0),))
    return replace(state, resource_treatments=((QUIET_LANDS, 0, MORIA, RUINS),)
                   if treated else ())


@pytest.mark.rule("CoE-2.V.4", "BWJ-SEQ-17")
def test_the_sapling_is_played_at_a_shadow_hold_treated_as_a_ruins_and_lairs() -> None:
    assert versions.ITEM_SITE_TREATED_FROM <= int(bwj.RULESET.version)
    state = _entered()
    assert [a for a in bwj.RULESET.legal(state) if a.startswith("play:")] == [
        PLAY, f"play:{SAPLING}:{bwj.THRANDUIL}"]
    facts, after = bwj.act(state, PLAY)
    played = facts[0]
    assert (played.kind, played["item"], played["bearer"]) == ("ItemPlayed", SAPLING, bwj.BILBO)
    # Greed in force at Moria, named by its id, which the treatment keeps: Thranduil checks.
    assert [(f.kind, f["character"]) for f in facts if f.kind == "CorruptionChecked"] == [
        ("CorruptionChecked", bwj.THRANDUIL)]
    bilbo = after.character(bwj.BILBO)
    assert bilbo is not None and SAPLING in [i.card_id for i in bilbo.items]
    assert MORIA in after.tapped_sites and after.hand == ()
    # The version before read Moria as printed: no Sapling there, refused naming why.
    assert not [a for a in BEFORE.legal(state) if a.startswith("play:")]
    assert bwj.refusal(state, PLAY, ruleset=BEFORE) == BARRED


@pytest.mark.rule("CoE-2.V.4", "BWJ-SEQ-17")
def test_untreated_the_sapling_is_refused_and_a_refusal_names_the_site_as_read() -> None:
    untreated = _entered(treated=False)
    for ruleset in (bwj.RULESET, BEFORE):
        assert not [a for a in ruleset.legal(untreated) if a.startswith("play:")]
        assert bwj.refusal(untreated, PLAY, ruleset=ruleset) == BARRED
    # Treated, with no untapped character: refused for that, not for the Shadow-hold; the
    # version before still names the Shadow-hold.
    tapped = bwj.set_state(bwj.set_state(_entered(), bwj.BILBO, "tapped"), bwj.THRANDUIL,
                           "tapped")
    message, clause = bwj.refusal(tapped, PLAY)
    assert (message.startswith("Sapling of the White Tree cannot be played now: an item "
                               "needs an untapped character"), clause) == (True, "CoE-2.V.4")
    assert bwj.refusal(tapped, PLAY, ruleset=BEFORE) == BARRED
