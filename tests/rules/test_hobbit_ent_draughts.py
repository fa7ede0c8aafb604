"""Ent-draughts (TW-227) in Burglar Wants a Good Job from ``versions.ENT_DRAUGHTS_FROM`` and the
Guise of the Necromancer from ``printed_rules.ENT_DRAUGHTS_FROM`` (``hobbit.ent_draughts`` over
the engine's ``ent_draughts``, which The Road Goes Ever On reads too): played from the hand at
Wellinghall, once entered, only in addition to an ally or a faction played there this turn,
on a character bearing none yet, neither he nor the site tapping, for +1 prowess; never taken
by a Thief, transferred, passed on to an heir nor stored. Elsewhere, or before, refused naming
the card and the reason, nothing written (in the Guise, after the wait for Rescue Prisoners'
holder). The versions before never offered it (it stayed in the hand) and replay as played.
Constructed states played with the real rulesets."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine.characters import Item
from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.ruleset import Fact
from domain.rulesets.burglar import versions
from domain.rulesets.burglar.state import State as BurglarState
from domain.rulesets.guise_of_the_necromancer import printed_rules
from domain.rulesets.guise_of_the_necromancer.ruleset import GuiseOfTheNecromancer
from domain.rulesets.guise_of_the_necromancer.state import Fight
from domain.rulesets.guise_of_the_necromancer.state import State as GuiseState
from domain.rulesets.hobbit import unplayed
from domain.rulesets.hobbit.state import STRIKING, Combat
from tests.rules import burglar_support as bwj
from tests.rules import necromancer_support as gon
from tests.support import advance_from, decide_from, of_kind, only

DRAUGHTS, TREEBEARD, ENTS, THIEF = "TW-227", "TW-353", "TW-228", "TW-102"
PICK_POCKET, BRIGANDS, TOOKISH_BLOOD = "TW-79", "TW-17", "TW-104"
WELLINGHALL, BEORNS_HOUSE = "TW-437", "TW-376"
CLOAK = "TW-225"
PROWESS = [("prowess", 1)]
BWJ_NOW = bwj.played_as(str(versions.ENT_DRAUGHTS_FROM))
BWJ_BEFORE = bwj.played_as(str(versions.ENT_DRAUGHTS_FROM - 1))


def _guise(version: int) -> GuiseOfTheNecromancer:
    ruleset = gon.RULESET.at_version(str(version))
    assert isinstance(ruleset, GuiseOfTheNecromancer)
    return ruleset


GON_NOW = _guise(printed_rules.ENT_DRAUGHTS_FROM)
GON_BEFORE = _guise(printed_rules.ENT_DRAUGHTS_FROM - 1)


def _refused(ruleset: object, state: object, action: str) -> tuple[str, str | None]:
    """The message and clause ``action`` is refused with; nothing is written."""
    with pytest.raises(IllegalAction) as caught:
        decide_from(ruleset, state, action, None, 7)  # type: ignore[arg-type]
    return caught.value.message, caught.value.clause


def _plays(ids: list[str]) -> list[str]:
    return [i for i in ids if DRAUGHTS in i]


# -- Burglar Wants a Good Job -------------------------------------------------------------------
def _wellinghall(*hand: str, site: str = "Wellinghall") -> BurglarState:
    """Bilbo and Thranduil (a Hand) entered ``site``, ``hand`` in the hand."""
    state = bwj.with_hand(bwj.at(bwj.fresh(), site), bwj.THRANDUIL)
    return replace(state, phase="site", step="entered", hand=hand)


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_the_versions_playing_it() -> None:
    assert int(bwj.RULESET.version) >= versions.ENT_DRAUGHTS_FROM
    assert int(gon.RULESET.version) >= printed_rules.ENT_DRAUGHTS_FROM
    assert bwj.RULESET.ent_draughts_from == versions.ENT_DRAUGHTS_FROM
    assert gon.RULESET.ent_draughts_from == printed_rules.ENT_DRAUGHTS_FROM


@pytest.mark.rule("CoE-2.V.4", "CoE-2.V.2", "BWJ-SEQ-17")
def test_burglar_plays_it_after_an_ally_at_wellinghall() -> None:
    start = _wellinghall(TREEBEARD, DRAUGHTS)
    # No ally or faction played there yet: not offered, refused naming the reason.
    assert _plays(bwj.ids(start)) == []
    assert _refused(BWJ_NOW, start, f"play:{DRAUGHTS}:{bwj.BILBO}") == (
        "Ent-draughts is played only in addition to an ally or faction taken at Wellinghall "
        "this turn.", "CoE-2.V.4")
    _, allied = bwj.act(start, f"ally:{TREEBEARD}:{bwj.BILBO}", ruleset=BWJ_NOW)
    assert allied.recruited_at == (WELLINGHALL,) and allied.tapped_sites == (WELLINGHALL,)
    # Offered on either character, Bilbo tapped for Treebeard and the site tapped or not.
    actions = {a.id: a for a in BWJ_NOW.actions(allied)}
    assert _plays(list(actions)) == [f"play:{DRAUGHTS}:{bwj.BILBO}",
                                     f"play:{DRAUGHTS}:{bwj.THRANDUIL}"]
    assert (actions[f"play:{DRAUGHTS}:{bwj.BILBO}"].label,
            actions[f"play:{DRAUGHTS}:{bwj.BILBO}"].rule) == (
        "Bilbo drinks Ent-draughts (+1 prowess), in addition to the ally or faction played at "
        "Wellinghall: neither he nor the site taps", "CoE-2.V.4")
    facts, drunk = bwj.act(allied, f"play:{DRAUGHTS}:{bwj.THRANDUIL}", ruleset=BWJ_NOW)
    assert [(f.kind, f.rule, dict(f.data)) for f in facts] == [
        ("ItemPlayed", "CoE-2.V.4", {"item": DRAUGHTS, "bearer": bwj.THRANDUIL,
                                     "site": WELLINGHALL, "burgled": False, "task": "",
                                     "in_addition": True})]
    thranduil = drunk.character(bwj.THRANDUIL)
    assert thranduil is not None and thranduil.state == "untapped"
    assert [(i.card_id, [(b.stat, b.amount) for b in i.bonuses]) for i in thranduil.items
            if i.card_id == DRAUGHTS] == [(DRAUGHTS, PROWESS)]
    assert drunk.tapped_sites == (WELLINGHALL,) and drunk.hand == ()
    assert bwj.RULESET.narrate(facts[0]) == (
        "Ent-draughts is played on Thranduil, in addition to the ally or faction played at the "
        "site: neither he nor the site taps. [CoE-2.V.4]")
    # The version before never offers it, and refuses it as any item of the hand.
    assert _plays([a.id for a in BWJ_BEFORE.actions(allied)]) == []
    assert _refused(BWJ_BEFORE, allied, f"play:{DRAUGHTS}:{bwj.BILBO}")[1] == "CoE-2.V.4"


@pytest.mark.rule("CoE-2.V.4", "CoE-2.V.3", "BWJ-FACT-1")
def test_burglar_plays_it_after_a_faction_recruited_there() -> None:
    start = _wellinghall(ENTS, DRAUGHTS)
    recruited = None
    for seed in range(1, 60):
        facts, after = bwj.act(start, f"influence:{ENTS}:{bwj.BILBO}", seed=seed,
                               ruleset=BWJ_NOW)
        if only(facts, "FactionInfluenced").data["succeeded"]:
            recruited = after
            break
    assert recruited is not None and recruited.recruited_at == (WELLINGHALL,)
    assert _plays(bwj.ids(recruited)) == [f"play:{DRAUGHTS}:{bwj.BILBO}",
                                          f"play:{DRAUGHTS}:{bwj.THRANDUIL}"]
    # A faction refused there is no faction played: nothing to follow.
    for seed in range(1, 60):
        facts, after = bwj.act(start, f"influence:{ENTS}:{bwj.BILBO}", seed=seed,
                               ruleset=BWJ_NOW)
        if not only(facts, "FactionInfluenced").data["succeeded"]:
            assert after.recruited_at == () and _plays(bwj.ids(after)) == []
            break
    else:
        raise AssertionError("no seed refuses the faction")


@pytest.mark.rule("CoE-2.V.4", "BWJ-SEQ-17")
def test_burglar_refuses_it_elsewhere_before_entering_twice_or_another_turn() -> None:
    allied = bwj.act(_wellinghall(TREEBEARD, DRAUGHTS, DRAUGHTS),
                     f"ally:{TREEBEARD}:{bwj.BILBO}", ruleset=BWJ_NOW)[1]
    play = f"play:{DRAUGHTS}:{bwj.BILBO}"
    elsewhere = replace(allied, location="Beorn’s House", turn_start="Beorn’s House",
                        recruited_at=(BEORNS_HOUSE,))
    before_entering = replace(allied, step="before-entering")
    cases = [
        (elsewhere, "Ent-draughts is played only at Wellinghall, in the site phase."),
        (before_entering, "Ent-draughts is played only at Wellinghall, in the site phase."),
    ]
    for state, why in cases:
        assert _plays(bwj.ids(state)) == []
        assert _refused(BWJ_NOW, state, play) == (why, "CoE-2.V.4")
    # One drunk: a second copy is not duplicated on Bilbo, still offered to Thranduil.
    drunk = bwj.act(allied, play, ruleset=BWJ_NOW)[1]
    assert drunk.hand == (DRAUGHTS,)
    assert _plays(bwj.ids(drunk)) == [f"play:{DRAUGHTS}:{bwj.THRANDUIL}"]
    assert _refused(BWJ_NOW, drunk, play) == (
        "Bilbo already bears Ent-draughts: it cannot be duplicated on him.", "CoE-2.V.4")
    assert _refused(BWJ_NOW, drunk, f"play:{DRAUGHTS}:{bwj.SAM}") == (
        "Ent-draughts is played on a character of the company.", "CoE-2.V.4")
    # The next turn begins: Treebeard was played in another turn.
    next_turn = BWJ_NOW.evolve(drunk, Fact("TurnBegan", {"turn": drunk.turn + 1}))
    assert next_turn.recruited_at == ()
    later = replace(next_turn, phase="site", step="entered")
    assert _refused(BWJ_NOW, later, f"play:{DRAUGHTS}:{bwj.THRANDUIL}") == (
        "Ent-draughts is played only in addition to an ally or faction taken at Wellinghall "
        "this turn.", "CoE-2.V.4")


@pytest.mark.rule("CoE-2.II.5", "CoE-3.I.2")
def test_burglar_never_transfers_it_nor_passes_it_to_an_heir() -> None:
    state = bwj.give(bwj.with_hand(bwj.at(bwj.fresh(), "Rivendell"), bwj.THRANDUIL),
                     bwj.BILBO, DRAUGHTS)
    state = replace(state, phase="organization", step="")
    transfers = [i for i in bwj.ids(state) if i.startswith("transfer:")]
    assert f"transfer:{CLOAK}:{bwj.BILBO}:{bwj.THRANDUIL}" in transfers
    assert not _plays(transfers)
    assert f"transfer:{DRAUGHTS}:{bwj.BILBO}:{bwj.THRANDUIL}" in [
        a.id for a in BWJ_BEFORE.actions(state)]
    assert _refused(BWJ_NOW, state, f"transfer:{DRAUGHTS}:{bwj.BILBO}:{bwj.THRANDUIL}") == (
        "Ent-draughts may not be transferred.", "CoE-2.II.5")
    # Bilbo eliminated: Thranduil may take the Cloak, never the Ent-draughts.
    bilbo = state.character(bwj.BILBO)
    assert bilbo is not None
    left = replace(state, legacy=bilbo.items, open_heirs=(bwj.THRANDUIL,))
    assert [i for i in bwj.ids(left) if i.startswith("inherit")] == [
        f"inherit:{CLOAK}:{bwj.THRANDUIL}", "inherit-done"]
    assert _refused(BWJ_NOW, left, f"inherit:{DRAUGHTS}:{bwj.THRANDUIL}") == (
        "Ent-draughts may not be transferred.", "CoE-3.I.2")
    facts, after = bwj.act(left, "inherit-done", ruleset=BWJ_NOW)
    assert only(facts, "ItemsDiscarded").data["items"] == [CLOAK, DRAUGHTS]
    assert DRAUGHTS in after.resource_discard


@pytest.mark.rule("BWJ-HAND-3", "BWJ-HAND-4")
def test_a_hand_leaving_gives_the_burglar_his_other_items_not_it() -> None:
    state = bwj.give(bwj.give(bwj.with_hand(bwj.at(bwj.fresh(), "Lórien"), bwj.SAM, turn=1),
                              bwj.SAM, bwj.SWORD), bwj.SAM, DRAUGHTS)
    state = replace(state, phase="organization", step="", turn=3)
    facts, after = bwj.act(state, "stay", ruleset=BWJ_NOW)
    left = only(facts, "HandLeft")
    assert (left["items_to_burglar"], left["items_discarded"]) == ([bwj.SWORD], [DRAUGHTS])
    assert bwj.RULESET.narrate(left) == (
        "Sam Gamgee leaves play; Sword of Gondolin goes to the Burglar; Ent-draughts leaves "
        "play with him. [BWJ-HAND-3]")
    bilbo = after.character(bwj.BILBO)
    assert bilbo is not None and bilbo.bears(bwj.SWORD) and not bilbo.bears(DRAUGHTS)
    assert after.resource_discard[-2:] == (DRAUGHTS, bwj.SAM)
    # The version before gave the Burglar both.
    facts, after = bwj.act(state, "stay", ruleset=BWJ_BEFORE)
    assert only(facts, "HandLeft")["items_to_burglar"] == [bwj.SWORD, DRAUGHTS]
    assert after.company[0].bears(DRAUGHTS)


@pytest.mark.rule("BWJ-SEQ-15", "BWJ-HAND-4")
def test_a_hand_called_home_gives_the_burglar_his_other_items_not_it() -> None:
    state = bwj.give(bwj.give(bwj.with_hand(bwj.fresh(), bwj.SAM), bwj.SAM, bwj.SWORD),
                     bwj.SAM, DRAUGHTS)
    bilbo = state.character(bwj.BILBO)
    assert bilbo is not None
    mindful = replace(state, company=tuple(replace(c, mind=20) if c.card_id == bwj.BILBO
                                           else c for c in state.company))  # none unused
    state = bwj.moving(mindful, "Lórien", "Moria", TOOKISH_BLOOD)
    seed = next(s for s in range(40)
                if only(advance_from(BWJ_NOW, state, s)[0], "GoingHomeRolled")["home"])
    facts, after = advance_from(BWJ_NOW, state, seed)
    went = only(facts, "HandWentHome")
    assert (went["character"], went["items_to_burglar"], went["items_discarded"]) == (
        bwj.SAM, [bwj.SWORD], [DRAUGHTS])
    burglar = after.character(bwj.BILBO)
    assert burglar is not None and burglar.bears(bwj.SWORD) and not burglar.bears(DRAUGHTS)
    assert DRAUGHTS in after.resource_discard
    # The version before gave the Burglar both.
    facts, after = advance_from(BWJ_BEFORE, state, seed)
    assert only(facts, "HandWentHome")["items_to_burglar"] == [bwj.SWORD, DRAUGHTS]
    assert after.company[0].bears(DRAUGHTS)


@pytest.mark.rule("CoE-3.iv.7")
def test_the_defender_never_names_it_for_a_pick_pocket() -> None:
    state = bwj.fresh()
    bilbo = state.character(bwj.BILBO)
    assert bilbo is not None
    bilbo = replace(bilbo, items=tuple(Item.from_card(bwj.CATALOG.get(i))
                                       for i in (DRAUGHTS, CLOAK)))
    attack = Attack.from_creature(bwj.CATALOG.get(PICK_POCKET), 1)
    named = replace(state, company=(bilbo,), turn_start="Lórien", location="Moria",
                    moved=True, phase="movement-hazard", step="", hand=(),
                    combat=Combat(attack, "draw", PICK_POCKET))
    # Bilbo bears one item the Pick-pocket may take: nothing left to choose.
    assert [i for i in bwj.ids(named) if i.startswith("give-up-item:")] == []
    assert [a.id for a in BWJ_BEFORE.actions(named) if a.id.startswith("give-up-item:")] == [
        f"give-up-item:{DRAUGHTS}", f"give-up-item:{CLOAK}"]


def _thief_on_bilbo(*items: str) -> BurglarState:
    """A Thief's strike on Bilbo, alone and bearing ``items``, under way."""
    state = bwj.fresh()
    bilbo = state.character(bwj.BILBO)
    assert bilbo is not None
    bilbo = replace(bilbo, items=tuple(Item.from_card(bwj.CATALOG.get(i)) for i in items))
    attack = Attack.from_creature(bwj.CATALOG.get(THIEF), 1)
    return replace(state, company=(bilbo,), turn_start="Lórien", location="Moria",
                   moved=True, phase="movement-hazard", step="", hand=(),
                   combat=Combat(attack, "draw", THIEF, stage=STRIKING, assigned=(bwj.BILBO,),
                                 striking=bwj.BILBO))


@pytest.mark.rule("CoE-3.iv.7")
def test_a_thief_never_takes_it_in_burglar() -> None:
    state = _thief_on_bilbo(DRAUGHTS)
    for seed in range(1, 60):
        facts, _ = decide_from(BWJ_NOW, state, "roll", None, seed)
        if only(facts, "StrikeResolved").data["result"] == "succeeded":
            break
    else:
        raise AssertionError("no seed makes the Thief's strike succeed")
    assert of_kind(facts, "ItemLost") == []
    before, _ = decide_from(BWJ_BEFORE, state, "roll", None, seed)
    assert only(before, "ItemLost").data["card"] == DRAUGHTS
    # Nor does the defender name it for the Thief: with the Cloak, nothing is left to choose.
    named = replace(_thief_on_bilbo(DRAUGHTS, CLOAK), combat=Combat(
        Attack.from_creature(bwj.CATALOG.get(THIEF), 1), "draw", THIEF))
    assert [i for i in bwj.ids(named) if i.startswith("give-up-item:")] == []
    assert [a.id for a in BWJ_BEFORE.actions(named) if a.id.startswith("give-up-item:")] == [
        f"give-up-item:{DRAUGHTS}", f"give-up-item:{CLOAK}"]


# -- Guise of the Necromancer -------------------------------------------------------------------
def _guise_at_wellinghall(*hand: str) -> GuiseState:
    return gon.inside(WELLINGHALL, hand=hand)


@pytest.mark.rule("CoE-2.V.4", "CoE-2.V.2", "GON-WIN-2")
def test_the_guise_plays_it_after_an_ally_at_wellinghall() -> None:
    start = _guise_at_wellinghall(TREEBEARD, DRAUGHTS)
    company = start.companies[0]
    first, second = (c.card_id for c in company.characters[:2])
    assert _plays(gon.ids(start)) == []
    assert _refused(GON_NOW, start, f"item:{DRAUGHTS}:{first}") == (
        "Ent-draughts is played only in addition to an ally or faction taken at Wellinghall "
        "this turn.", "CoE-2.V.4")
    _, allied = gon.act(start, f"ally:{TREEBEARD}:{first}", ruleset=GON_NOW)
    assert allied.recruited_at == (WELLINGHALL,)
    assert _plays(gon.ids(allied, GON_NOW)) == [f"item:{DRAUGHTS}:{c.card_id}"
                                                for c in company.characters]
    facts, drunk = gon.act(allied, f"item:{DRAUGHTS}:{second}", ruleset=GON_NOW)
    assert [(f.kind, dict(f.data)) for f in facts] == [
        ("ItemPlayed", {"company": company.id, "item": DRAUGHTS, "bearer": second,
                        "site": WELLINGHALL, "in_addition": True})]
    bearer = drunk.companies[0].character(second)
    assert bearer is not None and bearer.state == "untapped"
    assert [i.card_id for i in bearer.items][-1] == DRAUGHTS
    assert drunk.tapped_sites == (WELLINGHALL,) and drunk.hand == ()
    assert f"item:{DRAUGHTS}:{second}" not in gon.ids(
        replace(drunk, hand=(DRAUGHTS,)), GON_NOW)  # not duplicated on him
    # The version before never offers it.
    assert _plays(gon.ids(allied, GON_BEFORE)) == []
    # Elsewhere, an ally played there: refused naming Wellinghall.
    lorien = replace(allied, companies=(replace(company, location=gon.LORIEN),),
                     recruited_at=(gon.LORIEN,))
    assert _refused(GON_NOW, lorien, f"item:{DRAUGHTS}:{first}") == (
        "Ent-draughts is played only at Wellinghall, in the site phase.", "CoE-2.V.4")


@pytest.mark.rule("CoE-2.II.4", "CoE-2.II.5")
def test_the_guise_never_stores_nor_transfers_it() -> None:
    state = gon.fresh()
    company = state.companies[0]
    first, second = (c.card_id for c in company.characters[:2])
    holder = company.characters[0]
    characters = (holder.with_item(Item.from_card(gon.CATALOG.get(DRAUGHTS))),
                  *company.characters[1:])
    state = replace(state.with_company(replace(company, characters=characters)),
                    phase="organization", step="")
    assert gon.CATALOG.get(company.location).is_haven  # Lórien
    ids = gon.ids(state, GON_NOW)
    assert [i for i in ids if DRAUGHTS in i] == []
    assert f"store:{DRAUGHTS}:{first}" in gon.ids(state, GON_BEFORE)
    assert f"transfer:{DRAUGHTS}:{first}:{second}" in gon.ids(state, GON_BEFORE)
    assert _refused(GON_NOW, state, f"store:{DRAUGHTS}:{first}") == (
        "Ent-draughts may not be stored.", "CoE-2.II.4")
    assert _refused(GON_NOW, state, f"transfer:{DRAUGHTS}:{first}:{second}") == (
        "Ent-draughts may not be transferred.", "CoE-2.II.5")


@pytest.mark.rule("GON-HH-6", "CoE-3.iv.7")
def test_a_thief_never_takes_it_in_the_guise() -> None:
    state = gon.fresh()
    company = state.companies[0]
    sam = gon.SAM
    characters = tuple(replace(c, items=(Item.from_card(gon.CATALOG.get(DRAUGHTS)),))
                       if c.card_id == sam else replace(c, items=())
                       for c in company.characters)
    state = state.with_company(replace(company, characters=characters))
    attack = Attack.from_creature(gon.CATALOG.get(THIEF), len(characters))
    striking = replace(state, fight=Fight(company.id, attack, THIEF, assigned=(sam,),
                                          assigning=False, begun=True, facing=sam))
    seed = 9  # a roll of 2: the strike on Sam succeeds
    facts, _ = decide_from(GON_NOW, striking, "roll", None, seed)
    assert only(facts, "StrikeResolved").data["result"] == "succeeded"
    assert of_kind(facts, "ItemLost") == []
    facts, _ = decide_from(GON_BEFORE, striking, "roll", None, seed)
    assert only(facts, "ItemLost").data["card"] == DRAUGHTS


@pytest.mark.rule("CoE-2.V.4", "CoE-2.V.3", "GON-WIN-2")
def test_the_guise_plays_it_after_a_faction_recruited_there_that_turn() -> None:
    start = _guise_at_wellinghall(ENTS, DRAUGHTS)
    company = start.companies[0]
    first = company.characters[0].card_id
    for seed in range(1, 60):
        facts, recruited = gon.act(start, f"influence:{ENTS}:{first}", seed=seed,
                                   ruleset=GON_NOW)
        if only(facts, "FactionInfluenced").data["succeeded"]:
            break
    else:
        raise AssertionError("no seed recruits the Ents")
    assert recruited.recruited_at == (WELLINGHALL,)
    assert _plays(gon.ids(recruited, GON_NOW)) == [f"item:{DRAUGHTS}:{c.card_id}"
                                                   for c in company.characters]
    # The next turn begins: the Ents were recruited in another turn.
    next_turn = GON_NOW.evolve(recruited, Fact("TurnBegan", {
        "turn": recruited.turn + 1, "ring": False, "guardians": False}))
    assert next_turn.recruited_at == ()
    later = replace(next_turn, phase=recruited.phase, step=recruited.step,
                    pending=recruited.pending)
    assert _plays(gon.ids(later, GON_NOW)) == []
    assert _refused(GON_NOW, later, f"item:{DRAUGHTS}:{first}") == (
        "Ent-draughts is played only in addition to an ally or faction taken at Wellinghall "
        "this turn.", "CoE-2.V.4")


@pytest.mark.rule("GON-STAGE-1", "CoE-2.V.4")
def test_the_guise_names_the_rescued_holder_before_ent_draughts() -> None:
    start = _guise_at_wellinghall(TREEBEARD, DRAUGHTS)
    first = start.companies[0].characters[0].card_id
    allied = gon.act(start, f"ally:{TREEBEARD}:{first}", ruleset=GON_NOW)[1]
    awaiting = replace(allied, rescuing=gon.RESCUE)
    assert _plays(gon.ids(awaiting, GON_NOW)) == []
    assert _refused(GON_NOW, awaiting, f"item:{DRAUGHTS}:{first}") == (
        "Rescue Prisoners waits for its holder first: an untapped character of the company "
        "(hold-prisoners:<character>), or it is discarded (leave-prisoners).", "GON-STAGE-1")
    # Once no holder is awaited, its own reason, or none.
    assert _plays(gon.ids(allied, GON_NOW))[0] == f"item:{DRAUGHTS}:{first}"


@pytest.mark.rule("CoE-3.I.2")
def test_the_guise_never_passes_it_to_an_heir() -> None:
    state = gon.fresh()
    heir = state.companies[0].characters[1].card_id
    legacy = tuple(Item.from_card(gon.CATALOG.get(i)) for i in (DRAUGHTS, CLOAK))
    left = replace(state, legacy=legacy, open_heirs=(heir,))
    assert [i for i in gon.ids(left, GON_NOW) if i.startswith("inherit")] == [
        f"inherit:{CLOAK}:{heir}", "inherit-done"]
    assert [i for i in gon.ids(left, GON_BEFORE) if i.startswith("inherit")] == [
        f"inherit:{DRAUGHTS}:{heir}", f"inherit:{CLOAK}:{heir}", "inherit-done"]
    assert _refused(GON_NOW, left, f"inherit:{DRAUGHTS}:{heir}") == (
        "Ent-draughts may not be transferred.", "CoE-3.I.2")


def _guise_facing(creature: str, *, sam: tuple[str, ...], others: tuple[str, ...] = (),
                  assigning: bool = False) -> GuiseState:
    """``creature`` attacking the starting company, Sam bearing ``sam``, the first other
    ``others``: its strikes being assigned, or its one strike on Sam under way."""
    state = gon.fresh()
    company = state.companies[0]
    other = next(c.card_id for c in company.characters if c.card_id != gon.SAM)

    def items(ids: tuple[str, ...]) -> tuple[Item, ...]:
        return tuple(Item.from_card(gon.CATALOG.get(i)) for i in ids)
    characters = tuple(replace(c, items=items(sam) if c.card_id == gon.SAM
                               else items(others) if c.card_id == other else ())
                       for c in company.characters)
    state = state.with_company(replace(company, characters=characters))
    attack = Attack.from_creature(gon.CATALOG.get(creature), len(characters))
    fight = Fight(company.id, attack, creature) if assigning else \
        Fight(company.id, attack, creature, assigned=(gon.SAM,), assigning=False, begun=True,
              facing=gon.SAM)
    return replace(state, fight=fight)


@pytest.mark.rule("GON-HH-6", "CoE-3.iv.7")
def test_the_guise_s_defender_never_names_it_for_a_thief() -> None:
    state = _guise_facing(THIEF, sam=(DRAUGHTS,), others=(CLOAK,), assigning=True)
    # One item the Thief may take: nothing left to choose.
    assert [i for i in gon.ids(state, GON_NOW) if i.startswith("give-up-item:")] == []
    assert [i for i in gon.ids(state, GON_BEFORE) if i.startswith("give-up-item:")] == [
        f"give-up-item:{CLOAK}", f"give-up-item:{DRAUGHTS}"]


@pytest.mark.rule("GON-HH-6", "CoE-3.iv.7")
def test_a_wound_of_brigands_never_takes_it_in_the_guise() -> None:
    state = _guise_facing(BRIGANDS, sam=(DRAUGHTS,))
    seed = 1  # the strike wounds Sam
    facts, after = decide_from(GON_NOW, state, "roll", None, seed)
    assert only(facts, "StrikeResolved").data["result"] == "succeeded"
    assert of_kind(facts, "ItemLost") == []
    sam = after.companies[0].character(gon.SAM)
    assert sam is not None and [i.card_id for i in sam.items] == [DRAUGHTS]
    facts, _ = decide_from(GON_BEFORE, state, "roll", None, seed)
    assert only(facts, "StrikeResolved").data["result"] == "succeeded"
    assert only(facts, "ItemLost").data["card"] == DRAUGHTS


# -- The automatic players and the coverage -----------------------------------------------------
@pytest.mark.not_a_rule("automatic player")
def test_the_automatic_players_drink_it_once_offered() -> None:
    allied = bwj.act(_wellinghall(TREEBEARD, DRAUGHTS), f"ally:{TREEBEARD}:{bwj.BILBO}",
                     ruleset=BWJ_NOW)[1]
    assert BWJ_NOW.policy(allied, BWJ_NOW.actions(allied)) == (
        f"play:{DRAUGHTS}:{bwj.BILBO}", {})
    start = _guise_at_wellinghall(TREEBEARD, DRAUGHTS)
    first = start.companies[0].characters[0].card_id
    allied_gon = gon.act(start, f"ally:{TREEBEARD}:{first}", ruleset=GON_NOW)[1]
    assert GON_NOW.policy(allied_gon, GON_NOW.actions(allied_gon)) == (
        f"item:{DRAUGHTS}:{first}", {})


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_reads_it_scripted_in_both() -> None:
    card = bwj.CATALOG.get(DRAUGHTS)
    assert {rid: coverage.in_ruleset(rid, card) for rid in ("burglar", "necromancer")} == {
        rid: coverage.InRuleset(coverage.SCRIPTED, unplayed.ent_draughts(rid, card, True))
        for rid in ("burglar", "necromancer")}
    assert unplayed.ent_draughts("burglar", card, False) is None
