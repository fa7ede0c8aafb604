"""The Road Goes Ever On, from information.SINCE_VERSION: a Quest card played where
Information is playable (Dreams of Lore) is found at the sites whose card makes Information
playable, at Isengard while Saruman is there (RGO-SITE-RL-S3) and at The White Towers with a
Wizard or an Elf sage tapping (RGO-SITE-RL-S6). Constructed states with the real ruleset."""

from __future__ import annotations

import pytest

from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import information
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import SITE, Quest, State
from tests.rules.rgo_support import card, company, ids, run, state, turn_of

DREAMS = "TW-210"


def at(rgo: RoadGoesEverOn, site: str, *names: str) -> State:
    """The company has entered ``site``; Dreams of Lore is on the Quest Display there."""
    where = card(rgo, site)
    return state(rgo, phase=SITE, site=where, explored=True,
                 characters=company(rgo, *names), display=(Quest(DREAMS, (where,)),))


def takes(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s) if a.id.startswith("take-quest:")]


def refusal(rgo: RoadGoesEverOn, s: State, action: str) -> IllegalAction:
    ctx = Context(rgo, Table(1, {}, s))
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(ctx, action, {})
    assert ctx.facts == []
    return refused.value


@pytest.mark.rule("RGO-SITE-RL-S3", "RGO-SITE-RL-S6")
def test_an_information_quest_is_found_where_information_is_playable(rgo) -> None:  # type: ignore[no-untyped-def]
    deck = ids(rgo, "Rivendell", "Weathertop", "Isengard", "Moria", "The White Towers")
    top = state(rgo, quest_deck=(DREAMS,), site_deck=deck)
    facts, _ = run(rgo, top, turn_of(rgo, top).reveal_quest, "RGO-QUEST-6")
    revealed = next(f for f in facts if f.kind == "QuestRevealed")
    assert revealed["sites"] == list(ids(rgo, "Weathertop", "Isengard", "The White Towers"))
    # The version before revealed it with no site, as it was played.
    old = rgo.at_version(str(information.SINCE_VERSION - 1))
    facts, _ = run(old, top, turn_of(old, top).reveal_quest, "RGO-QUEST-6")
    assert next(f for f in facts if f.kind == "QuestRevealed")["sites"] == []


@pytest.mark.rule("RGO-SITE-RL-S3")
def test_at_isengard_information_is_playable_only_while_saruman_is_there(rgo) -> None:  # type: ignore[no-untyped-def]
    bilbo, saruman = card(rgo, "Bilbo"), card(rgo, "Saruman")
    with_him = at(rgo, "Isengard", "Saruman", "Bilbo")
    assert takes(rgo, with_him) == [f"take-quest:{DREAMS}:{saruman}",
                                    f"take-quest:{DREAMS}:{bilbo}"]
    ctx = Context(rgo, Table(1, {}, with_him))
    rgo.decide(ctx, f"take-quest:{DREAMS}:{bilbo}", {})
    # Bilbo holds it until he stores it (information_storing.py); its points come then.
    assert ctx.state.held == ((DREAMS, bilbo),)
    assert card(rgo, "Isengard") in ctx.state.tapped_sites
    without = at(rgo, "Isengard", "Aragorn II", "Bilbo")
    assert takes(rgo, without) == []
    refused = refusal(rgo, without, f"take-quest:{DREAMS}:{bilbo}")
    assert refused.clause == "RGO-SITE-RL-S3"
    assert str(refused).startswith("Information is playable at Isengard only while Saruman "
                                   "is here.")


@pytest.mark.rule("RGO-SITE-RL-S6")
def test_at_the_white_towers_a_wizard_or_an_elf_sage_taps_to_make_information_playable(rgo) -> None:  # type: ignore[no-untyped-def]
    bilbo, glorfindel = card(rgo, "Bilbo"), card(rgo, "Glorfindel II")
    helped = at(rgo, "The White Towers", "Bilbo", "Glorfindel II")
    # Bilbo takes it with Glorfindel tapping; Glorfindel has no Wizard or Elf sage to help.
    assert takes(rgo, helped) == [f"take-quest:{DREAMS}:{bilbo}"]
    ctx = Context(rgo, Table(1, {}, helped))
    rgo.decide(ctx, f"take-quest:{DREAMS}:{bilbo}", {})
    tapped = [(f["character"], f.rule) for f in ctx.facts if f.kind == "CharacterStateChanged"]
    assert tapped == [(glorfindel, "RGO-SITE-RL-S6"), (bilbo, "RGO-QUEST-4")]
    assert ctx.state.held == ((DREAMS, bilbo),)
    # A Wizard taps as well as an Elf sage.
    gandalf = at(rgo, "The White Towers", "Bilbo", "Gandalf")
    assert f"take-quest:{DREAMS}:{bilbo}" in takes(rgo, gandalf)
    # An Elf who is no sage does not: refused with the clause, nothing written.
    alone = at(rgo, "The White Towers", "Bilbo", "Legolas")
    assert takes(rgo, alone) == []
    refused = refusal(rgo, alone, f"take-quest:{DREAMS}:{bilbo}")
    assert refused.clause == "RGO-SITE-RL-S6"
    assert "a Wizard or an Elf sage of the company" in str(refused)


@pytest.mark.rule("RGO-SITE-RL-S6")
def test_an_information_quest_is_taken_by_the_character_its_card_names(rgo) -> None:  # type: ignore[no-untyped-def]
    aragorn = card(rgo, "Aragorn II")
    s = at(rgo, "Weathertop", "Aragorn II", "Bilbo")
    assert takes(rgo, s) == [f"take-quest:{DREAMS}:{card(rgo, 'Bilbo')}"]
    refused = refusal(rgo, s, f"take-quest:{DREAMS}:{aragorn}")
    assert refused.clause == "RGO-QUEST-4"
    assert str(refused).startswith("Dreams of Lore is played by a sage: Aragorn II is not one.")
