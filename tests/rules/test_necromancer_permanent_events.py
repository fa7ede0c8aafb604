"""Guise of the Necromancer, from ``permanent_events.SINCE``: Fellowship and Swordmaster played
by their cards (GON-GEN-1, over the engine's ``fellowship`` and ``swordmaster``): Fellowship in
the organization phase on a company at a Haven of four or more characters and allies, +1
prowess and +1 to corruption checks to each, discarded as one joins or leaves; Swordmaster on
an untapped sage at an untapped site where Information is playable, the warrior skill. The
version before kept them in the hand."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.rulesets.guise_of_the_necromancer import permanent_events
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules import necromancer_support as gon
from tests.support import of_kind, only

FELLOWSHIP, SWORDMASTER, DAGGER = "TW-240", "TW-498", "TW-206"
AMON_HEN = "TW-371"
BEFORE = gon.RULESET.at_version(str(permanent_events.SINCE - 1))
PLAY = f"permanent-event:{FELLOWSHIP}:1"
FOUR = [gon.RADAGAST, gon.HALDIR, gon.CELEBORN, gon.SAM]


def _formed() -> State:
    _, state = gon.act(replace(gon.fresh(), hand=(FELLOWSHIP,)), PLAY)
    return state


@pytest.mark.rule("CoE-5.3", "GON-GEN-1", "GON-SETUP-8")
def test_fellowship_is_played_at_a_haven_on_a_company_of_four() -> None:
    assert permanent_events.SINCE == 77 <= int(gon.RULESET.version)
    state = replace(gon.fresh(), hand=(FELLOWSHIP, FELLOWSHIP))
    assert gon.naming(state, FELLOWSHIP) == [PLAY]
    facts, formed = gon.act(state, PLAY)
    assert [(f.kind, f.rule, dict(f.data)) for f in facts] == [
        ("FellowshipFormed", "CoE-5.1", {"card": FELLOWSHIP, "company": "1",
                                         "members": FOUR})]
    assert gon.RULESET.narrate(facts[0]) == (
        "Fellowship is played on company 1: Radagast, Haldir, Celeborn, Sam Gamgee. [CoE-5.1]")
    assert formed.fellowships == (tuple(FOUR),) and formed.hand == (FELLOWSHIP,)
    # Not twice on the company; not on three; not away from a Haven; not kept by the
    # version before.
    assert gon.naming(formed, FELLOWSHIP) == []
    assert gon.refused(formed, PLAY) == (
        "Fellowship cannot be played now: it cannot be duplicated on the company.", "CoE-5.1")
    _, split = gon.act(state, f"split:1:{gon.SAM}")
    assert gon.refused(split, PLAY) == (
        "Fellowship cannot be played now: the company has fewer than 4 characters and allies.",
        "CoE-5.1")
    away = replace(state, companies=(replace(state.companies[0], location=AMON_HEN),))
    assert gon.refused(away, PLAY) == (
        "Fellowship cannot be played now: it is played only at a Haven.", "CoE-5.1")
    assert gon.refused(replace(state, hand=()), PLAY) == (
        "Fellowship is not in the hand.", "CoE-5.3")
    assert gon.naming(state, FELLOWSHIP, ruleset=BEFORE) == []


@pytest.mark.rule("CoE-5.3", "CoE-3.iv.6", "CoE-7.1")
def test_fellowship_gives_one_prowess_and_one_to_corruption_checks() -> None:
    state = _formed()
    facts, _ = gon.act(state, f"store:{DAGGER}:{gon.HALDIR}")
    check = only(facts, "CorruptionChecked")["check"]
    assert [(m["source"], m["amount"]) for m in check["modifiers"]
            if m["source"] == f"card:{FELLOWSHIP}"] == [(f"card:{FELLOWSHIP}", 1)]
    # Against a strike: Wolves on the way to Dol Guldur.
    moving = gon.hazards(state, [gon.WOLVES], gon.FILLER)
    facts, _ = gon.acts(moving, f"move:1:{gon.DOL_GULDUR}", "go", seed=3)
    resolved = of_kind(facts, "StrikeResolved")
    assert resolved
    for strike in resolved:
        assert [m["amount"] for m in strike["check"]["modifiers"]
                if m["source"] == f"card:{FELLOWSHIP}"] == [1]
    # Without it, none.
    facts, _ = gon.act(replace(state, fellowships=()), f"store:{DAGGER}:{gon.HALDIR}")
    assert not [m for m in only(facts, "CorruptionChecked")["check"]["modifiers"]
                if m["source"] == f"card:{FELLOWSHIP}"]


@pytest.mark.rule("CoE-5.3", "CoE-2.II.3.5")
def test_fellowship_is_discarded_as_soon_as_a_character_leaves_the_company() -> None:
    facts, after = gon.act(_formed(), f"split:1:{gon.SAM}")
    assert [(f.kind, dict(f.data)) for f in facts][-1] == (
        "FellowshipDiscarded", {"card": FELLOWSHIP, "members": FOUR,
                                "reason": "a character or ally joined or left the company"})
    assert after.fellowships == () and after.resource_discard[-1] == FELLOWSHIP


def _at_amon_hen(**changes: object) -> State:
    return gon.inside(AMON_HEN, **{"hand": (SWORDMASTER,), **changes})


@pytest.mark.rule("CoE-5.3", "CoE-2.V")
def test_swordmaster_taps_a_sage_and_the_site_and_makes_him_a_warrior() -> None:
    state = _at_amon_hen()
    play = f"permanent-event:{SWORDMASTER}:{gon.CELEBORN}"
    assert gon.naming(state, SWORDMASTER) == [play]  # Celeborn, the one sage
    facts, after = gon.act(state, play)
    assert [(f.kind, dict(f.data)) for f in facts] == [
        ("CharacterStateChanged", {"character": gon.CELEBORN, "state": "tapped"}),
        ("SiteTapped", {"site": AMON_HEN, "by": SWORDMASTER}),
        ("SkillGained", {"card": SWORDMASTER, "character": gon.CELEBORN,
                         "skill": "warrior"})]
    assert after.skill_cards == ((SWORDMASTER, gon.CELEBORN),)
    assert AMON_HEN in after.tapped_sites and SWORDMASTER not in after.hand
    # Refused elsewhere, naming the card and the reason.
    assert gon.refused(state, f"permanent-event:{SWORDMASTER}:{gon.HALDIR}") == (
        "Swordmaster cannot be played now: Haldir is no sage.", "CoE-5.3")
    assert gon.refused(replace(state, tapped_sites=(AMON_HEN,)), play) == (
        "Swordmaster cannot be played now: Amon Hen is tapped.", "CoE-5.3")
    assert gon.refused(gon.inside(gon.DOL_GULDUR, hand=(SWORDMASTER,)), play) == (
        "Swordmaster cannot be played now: Information is not playable at Dol Guldur.",
        "CoE-5.3")
    assert gon.refused(replace(gon.fresh(), hand=(SWORDMASTER,)), play) == (
        "Swordmaster cannot be played now: it is played in a company's site phase, once its "
        "site is entered.", "CoE-5.3")
    assert gon.naming(state, SWORDMASTER, ruleset=BEFORE) == []
    # The automatic player does not play it.
    assert gon.RULESET.policy(state, gon.RULESET.actions(state))[0] != play


@pytest.mark.rule("CoE-5.3", "CoE-3.iv.6")
def test_a_warrior_sage_with_swordmaster_fights_with_two_weapons() -> None:
    state = _at_amon_hen()
    company = state.companies[0]
    armed = replace(company, characters=tuple(
        replace(c, items=(gon.RULESET._item(DAGGER), gon.RULESET._item(DAGGER)))
        if c.card_id == gon.CELEBORN else c
        for c in company.characters))
    _, after = gon.act(replace(state, companies=(armed,)),
                       f"permanent-event:{SWORDMASTER}:{gon.CELEBORN}")
    celeborn = after.companies[0].character(gon.CELEBORN)
    assert celeborn is not None
    mods = permanent_events.strike_modifiers(after, gon.CATALOG, celeborn, gon.RULESET.played)
    assert [(m.source, m.amount) for m in mods] == [(f"card:{DAGGER}", 1)]
    assert permanent_events.strike_modifiers(after, gon.CATALOG, celeborn, BEFORE.played) == []


@pytest.mark.rule("CoE-5.3", "CoE-3.I.1")
@pytest.mark.parametrize(("field", "card"), [("skill_cards", SWORDMASTER),
                                             ("held", "TW-210")])  # Dreams of Lore
def test_a_card_kept_with_a_character_is_discarded_as_he_leaves_play(field: str,
                                                                     card: str) -> None:
    state = replace(gon.fresh(), **{field: ((card, gon.SAM),)})
    facts, after = gon.act(state, f"split:1:{gon.SAM}")
    assert "SkillCardDiscarded" not in gon.kinds(facts)  # he is still in play
    gone = replace(state, companies=(replace(state.companies[0], characters=tuple(
        c for c in state.companies[0].characters if c.card_id != gon.SAM)),))
    facts, after = gon.act(gone, f"split:1:{gon.HALDIR}")
    assert dict(only(facts, "SkillCardDiscarded").data) == {"card": card,
                                                           "character": gon.SAM}
    assert getattr(after, field) == () and after.resource_discard[-1] == card


@pytest.mark.rule("CoE-5.3")
def test_the_automatic_player_plays_fellowship_last_in_the_organization_phase() -> None:
    state = replace(gon.fresh(), hand=(FELLOWSHIP,))
    assert gon.RULESET.policy(state, gon.RULESET.actions(state))[0] == PLAY


@pytest.mark.rule("GON-GEN-1", "GON-WIN-9")
def test_the_coverage_reads_them_scripted() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    assert rows[FELLOWSHIP] == rows[SWORDMASTER] == coverage.InRuleset(coverage.SCRIPTED)
    # Sacrifice of Form, the last one kept in the hand, is refused naming why from
    # SACRIFICE_REFUSED_FROM (test_necromancer_sacrifice_of_form.py).
    assert rows["TW-321"].status == coverage.NOT_IN_RULESET


DREAMS, REFORGING = "TW-210", "TW-314"
BEFORE_LORE = gon.RULESET.at_version(str(permanent_events.LORE_SINCE - 1))


def _dreamt() -> State:
    """Celeborn has played Dreams of Lore at Amon Hen and holds it."""
    _, state = gon.act(_at_amon_hen(hand=(DREAMS,)),
                       f"permanent-event:{DREAMS}:{gon.CELEBORN}")
    return state


@pytest.mark.rule("CoE-5.3", "CoE-2.V", "GON-GEN-1")
def test_dreams_of_lore_taps_a_sage_and_the_site_and_he_holds_it() -> None:
    assert permanent_events.LORE_SINCE == 78 <= int(gon.RULESET.version)
    state = _at_amon_hen(hand=(DREAMS,))
    play = f"permanent-event:{DREAMS}:{gon.CELEBORN}"
    assert gon.naming(state, DREAMS) == [play]
    facts, after = gon.act(state, play)
    assert [(f.kind, dict(f.data)) for f in facts] == [
        ("CharacterStateChanged", {"character": gon.CELEBORN, "state": "tapped"}),
        ("SiteTapped", {"site": AMON_HEN, "by": DREAMS}),
        ("CardHeld", {"card": DREAMS, "character": gon.CELEBORN})]
    assert after.held == ((DREAMS, gon.CELEBORN),) and DREAMS not in after.hand
    assert gon.refused(state, f"permanent-event:{DREAMS}:{gon.HALDIR}") == (
        "Dreams of Lore cannot be played now: Haldir is no sage.", "CoE-5.3")
    assert gon.refused(replace(state, hand=()), play) == (
        "Dreams of Lore cannot be played now: Dreams of Lore is not in the hand.", "CoE-5.3")
    assert gon.naming(state, DREAMS, ruleset=BEFORE_LORE) == []
    # The automatic player plays it for its points.
    assert gon.RULESET.policy(state, gon.RULESET.actions(state))[0] == play


@pytest.mark.rule("CoE-2.I.1", "CoE-2.II.4")
def test_the_sage_does_not_untap_until_he_stores_it_at_a_haven() -> None:
    held = replace(gon.fresh(), held=((DREAMS, gon.CELEBORN),))
    company = held.companies[0]
    tapped = replace(held, companies=(replace(company, characters=tuple(
        c.tap() if c.card_id in (gon.CELEBORN, gon.SAM) else c
        for c in company.characters)),))
    ctx_facts, after = gon.act(replace(tapped, phase="end-of-turn", step="discard-one",
                                       hand=()), "keep", seed=3)
    refreshed = only(ctx_facts, "CharactersRefreshed")
    assert [gon.SAM, "untapped"] in refreshed["changes"]
    assert [gon.CELEBORN, "untapped"] not in refreshed["changes"]
    # Stored at Lórien in the organization phase: its points, and he is free again.
    store = f"store-information:{DREAMS}:{gon.CELEBORN}"
    assert store in gon.ids(tapped)
    facts, stored = gon.act(tapped, store)
    assert [(f.kind, f.rule, dict(f.data)) for f in facts] == [
        ("CardStored", "CoE-2.II.4", {"card": DREAMS, "character": gon.CELEBORN,
                                      "site": gon.LORIEN, "points": 2})]
    assert stored.held == () and (DREAMS, "miscellaneous", 2) in stored.marshalling
    assert gon.refused(replace(tapped, companies=(replace(
        tapped.companies[0], location=AMON_HEN),)), store) == (
        "Dreams of Lore cannot be stored now: it is stored at a Haven, not at Amon Hen.",
        "CoE-2.II.4")
    assert gon.RULESET.policy(tapped, gon.RULESET.actions(tapped))[0] == store


@pytest.mark.rule("CoE-2.V", "CoE-5.3")
def test_no_card_untaps_a_sage_holding_it() -> None:
    # Narya's untap of Gandalf's company leaves him tapped (``untap_problem`` for the others).
    state = _dreamt()
    celeborn = state.companies[0].character(gon.CELEBORN)
    assert celeborn is not None and celeborn.state == "tapped"
    assert not permanent_events.may_untap(state, gon.CELEBORN)
    assert permanent_events.may_untap(state, gon.HALDIR)
    from domain.engine import effects

    untap = effects.Mode("untap", (effects.Effect(effects.UNTAP),), effects.CHARACTER)
    assert permanent_events.untap_problem(state, gon.CATALOG, untap, celeborn) == (
        "Celeborn holds Dreams of Lore and does not untap until he stores it")


@pytest.mark.rule("CoE-2.II.4", "CoE-5.3")
def test_a_stored_reforging_takes_back_a_weapon_from_the_discard_pile() -> None:
    state = replace(gon.fresh(), marshalling=((REFORGING, "miscellaneous", 1),),
                    resource_discard=(DAGGER, "TW-351"))
    use = f"reforge:{DAGGER}:{gon.CELEBORN}:{gon.SAM}"
    assert [i for i in gon.ids(state) if i.startswith("reforge:")] == [
        f"reforge:{DAGGER}:{gon.CELEBORN}:{c}" for c in FOUR]
    facts, after = gon.act(state, use)
    assert [(f.kind, dict(f.data)) for f in facts] == [
        ("CharacterStateChanged", {"character": gon.CELEBORN, "state": "tapped"}),
        ("ItemReforged", {"card": REFORGING, "item": DAGGER, "character": gon.CELEBORN,
                          "bearer": gon.SAM})]
    sam = after.companies[0].character(gon.SAM)
    assert sam is not None and sam.bears(DAGGER)
    assert after.marshalling == () and after.resource_discard == ("TW-351", REFORGING)
    assert gon.refused(state, f"reforge:TW-351:{gon.CELEBORN}:{gon.SAM}") == (
        "Reforging cannot be used now: it takes back a minor or major weapon, armour or "
        "shield of the discard pile.", "CoE-5.3")
    assert gon.refused(state, f"reforge:{DAGGER}:{gon.HALDIR}:{gon.SAM}") == (
        "Reforging cannot be used now: it is used by an untapped sage.", "CoE-5.3")
    assert [i for i in gon.ids(state, ruleset=BEFORE_LORE) if i.startswith("reforge:")] == []


@pytest.mark.rule("GON-GEN-1")
def test_the_coverage_reads_dreams_of_lore_and_reforging_scripted() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    assert rows[DREAMS] == rows[REFORGING] == coverage.InRuleset(coverage.SCRIPTED)


KING, ARAGORN, DENETHOR, MINAS_TIRITH = "TW-316", "TW-120", "TW-140", "TW-412"
BEFORE_KING = gon.RULESET.at_version(str(permanent_events.KING_SINCE - 1))


def _at_minas_tirith(*also: str) -> State:
    """The starting company at Minas Tirith with Aragorn II (and ``also``), the King in the
    hand, in the organization phase."""
    state = replace(gon.fresh(), hand=(KING,), general_influence=20)
    company = state.companies[0]
    joined = (*company.characters, *(gon.RULESET._character(state, c)
                                     for c in (ARAGORN, *also)))
    return replace(state, companies=(replace(company, location=MINAS_TIRITH,
                                             characters=joined),))


@pytest.mark.rule("CoE-5.3", "GON-GEN-1", "GON-TARGET-1")
def test_return_of_the_king_raises_aragorns_direct_influence_at_minas_tirith() -> None:
    assert permanent_events.KING_SINCE == 79 <= int(gon.RULESET.version)
    state = _at_minas_tirith()
    play = f"permanent-event:{KING}:{ARAGORN}"
    assert gon.naming(state, KING) == [play]
    facts, after = gon.act(state, play)
    assert [(f.kind, f.rule, dict(f.data)) for f in facts] == [
        ("PermanentEventPlayedOn", "CoE-5.3", {"card": KING, "character": ARAGORN})]
    aragorn = after.companies[0].character(ARAGORN)
    printed = gon.CATALOG.get(ARAGORN).direct_influence or 0
    assert aragorn is not None and aragorn.direct_influence == printed + 3
    assert after.skill_cards == ((KING, ARAGORN),) and after.hand == ()
    # On another, away from Minas Tirith, with Denethor II in play: refused, naming why.
    assert gon.refused(state, f"permanent-event:{KING}:{gon.HALDIR}") == (
        "Return of the King cannot be played now: it is played on Aragorn II only, and "
        "Haldir is not he.", "CoE-5.3")
    denethor = _at_minas_tirith(DENETHOR)
    assert gon.naming(denethor, KING) == []
    assert gon.refused(denethor, play) == (
        "Return of the King cannot be played now: it is not played while Denethor II is in "
        "play.", "CoE-5.3")
    lorien = replace(state, companies=(replace(state.companies[0], location=gon.LORIEN),))
    assert gon.refused(lorien, play) == (
        "Return of the King cannot be played now: it is played only at Minas Tirith.",
        "CoE-5.3")
    assert gon.naming(state, KING, ruleset=BEFORE_KING) == []
    # The automatic player plays it.
    assert gon.RULESET.policy(state, gon.RULESET.actions(state))[0] == play
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    assert rows[KING] == coverage.InRuleset(coverage.SCRIPTED)
