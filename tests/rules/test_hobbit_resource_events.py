"""The Wizards' resource permanent-events and long-events in the Hobbit scenarios, as the
coverage says they are played (``hobbit.resource_events``): There and Back Again plays Gates
of Morning, the long-events and Rescue Prisoners by their cards and offers the rest as declared
cards but those it leaves nothing to act on, Burglar Wants a Good Job plays its
long-events for two turns and Rescue Prisoners as the rescue task, the Guise of the
Necromancer Rescue Prisoners only; a card that gives a scenario nothing to act on names the
clause and why. Each row is checked against what the scenario offers."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.errors import IllegalAction
from domain.rulesets.burglar import morannon as burglar_morannon
from domain.rulesets.hobbit import resource_events
from domain.rulesets.there_and_back_again.versions import LURE_FROM, RESCUE_FROM
from tests.rules import burglar_support as burglar
from tests.rules import necromancer_support as guise
from tests.rules import test_there_and_back_again_helpers as tba
from tests.support import decide_from

TBA, BURGLAR, GUISE = "there-and-back-again", "burglar", "necromancer"
SWORDMASTER, GATES, SUN, RESCUE, LURE, SACRIFICE = "TW-498", "TW-243", "TW-335", "TW-315", \
    "TW-500", "TW-321"
USE_PALANTIR, ALIGN_PALANTIR, AMON_SUL, OSGILIATH = "TW-355", "TW-190", "TW-296", "TW-301"
DREAMS, STONE, ANDURIL, NARSIL = "TW-210", "TW-334", "TW-192", "TW-289"
LURE_WHY = ("CoE-5.3: a permanent-event is played only for an immediate or a potential effect "
            "on the game; its bonus counts the player's participations in Lure of MECCG events, "
            "which no game records, so in a game of the scenario it has none")


def _row(starter: Catalog, card_id: str, ruleset_id: str) -> coverage.InRuleset:
    return coverage.in_ruleset(ruleset_id, starter.get(card_id))


@pytest.mark.rule("TBA-LAYOUT-2", "TBA-RES-1", "TBA-RES-3", "TBA-LAYOUT-1", "TBA-COMP-2")
@pytest.mark.rule("TBA-LAYOUT-2", "TBA-RES-1", "TBA-RES-3", "TBA-LAYOUT-1", "TBA-COMP-2")
def test_there_and_back_again_plays_none_its_map_leaves_nothing_to_and_rescue_by_its_card(
        starter: Catalog) -> None:
    # From NOTHING_TO_ACT_FROM a card with nothing to act on is no longer declared: not in
    # this ruleset, with why; Rescue Prisoners still brings its Spider attack: declared until
    # RESCUE_FROM, played by its card from it (test_there_and_back_again_rescue_prisoners.py).
    assert _row(starter, SWORDMASTER, TBA) == coverage.InRuleset(
        coverage.NOT_IN_RULESET, "TBA-LAYOUT-2: no site of the map has Information playable, "
                                 "where it is played")
    assert _row(starter, RESCUE, TBA) == coverage.InRuleset(coverage.SCRIPTED)
    assert resource_events.meaningless(TBA, starter.get(RESCUE)) == (
        "TBA-RES-1: marshalling points do not count; all it may still do here is bring its "
        "Spider attack (2 strikes, 7 prowess), which no declared effect names")
    # Lure of MECCG's bonus counts what no game records: refused from LURE_FROM (below).
    assert _row(starter, LURE, TBA) == coverage.InRuleset(coverage.NOT_IN_RULESET, LURE_WHY)
    assert _row(starter, SACRIFICE, TBA) == coverage.InRuleset(
        coverage.NOT_IN_RULESET, "TBA-RES-3: the Wizard is never a character, only a "
                                 "short-event")
    assert _row(starter, "TW-286", TBA).missing == \
        "TBA-LAYOUT-1: Dagorlad and Udûn are not on the map"
    assert _row(starter, "TW-316", TBA).missing == (
        "TBA-COMP-2: Aragorn II is never in the company, and Minas Tirith is not on the map "
        "(TBA-LAYOUT-2)")
    # Gates of Morning and Sun are played by their cards (``hobbit.environments``), Use
    # Palantír by its own (``hobbit.palantiri``).
    assert _row(starter, USE_PALANTIR, TBA) == coverage.InRuleset(coverage.SCRIPTED)
    assert _row(starter, GATES, TBA).status == coverage.SCRIPTED
    assert _row(starter, SUN, TBA).status == coverage.SCRIPTED
    # What the row says is what the game offers.
    state = replace(tba.fresh(), hand=(SWORDMASTER, GATES, USE_PALANTIR, RESCUE))
    assert f"declare:{RESCUE}" not in tba.ids(state)
    assert f"declare:{RESCUE}" in [a.id for a in tba.played_as(RESCUE_FROM - 1).actions(state)]
    assert f"declare:{USE_PALANTIR}" not in tba.ids(state)
    assert f"permanent-event:{GATES}" in tba.ids(state)
    assert f"declare:{GATES}" not in tba.ids(state)
    assert f"declare:{SWORDMASTER}" not in tba.ids(state)
    # No site of the map lists Information.
    assert [s for s in ("Bag End", "Ettenmoors", "Rivendell", "Goblin-gate", "Beorn’s House",
                        "Thranduil’s Halls", "The Lonely Mountain")
            if starter.find(s, "Hero").playable_information] == []


@pytest.mark.rule("CoE-5.3")
def test_there_and_back_again_refuses_lure_of_meccg_from_its_lure_from() -> None:
    # Its bonus counts the player's participations in Lure of MECCG events, which no game
    # records: from LURE_FROM no action offers it and playing it is refused naming why,
    # writing nothing, as the other Hobbit scenarios refuse it.
    state = replace(tba.fresh(), hand=(LURE, RESCUE))
    assert [a for a in tba.ids(state) if LURE in a] == []
    assert tba.refused(state, f"declare:{LURE}") == (
        "Lure of MECCG cannot be played here: a permanent-event is played only for an immediate "
        "or a potential effect on the game; its bonus counts the player's participations in "
        "Lure of MECCG events, which no game records, so in a game of the scenario it has none. "
        "[CoE-5.3]", "CoE-5.3")
    # Versions 1 to 53 replay as played: it was declared, a player ruling.
    before = tba.played_as(LURE_FROM - 1)
    assert [a.id for a in before.actions(state) if LURE in a.id] == [f"declare:{LURE}"]
    facts, after = decide_from(before, state, f"declare:{LURE}",
                               {"effect": "draw", "amount": 1}, 7)
    assert LURE not in after.hand
    assert [f.kind for f in facts if f.kind == "PlayerRuling"] == ["PlayerRuling"]


@pytest.mark.rule("BWJ-LONG-1", "BWJ-OBJ-4", "BWJ-MP-6", "BWJ-SEQ-2")
def test_burglar_plays_long_events_and_rescue_prisoners_and_keeps_the_rest(
        starter: Catalog) -> None:
    # Sun and Gates of Morning by their cards (``burglar.long_events``,
    # ``burglar.gates_of_morning``).
    assert _row(starter, SUN, BURGLAR) == coverage.InRuleset(coverage.SCRIPTED)
    assert _row(starter, GATES, BURGLAR) == coverage.InRuleset(coverage.SCRIPTED)
    # Dreams of Lore and Stone of Erech give only points, which BWJ-MP-6 does not count:
    # nothing to act on, refused naming it (below). Andúril may act: Narsil, a greater item,
    # comes into play, and a stored Andúril may be placed with it; played by its card
    # (``burglar.anduril``, test_hobbit_anduril.py), its points never counting.
    for idle in (DREAMS, STONE):
        assert _row(starter, idle, BURGLAR) == coverage.InRuleset(
            coverage.NOT_IN_RULESET, "not meaningful here: BWJ-MP-6: marshalling points count "
                                     "only for the four task resources, and it gives nothing "
                                     "else")
    assert _row(starter, ANDURIL, BURGLAR) == coverage.InRuleset(
        coverage.SCRIPTED, "its 4 marshalling points never count (BWJ-MP-6: only the tasks "
                           "count)")
    # Morannon is played by its card (``burglar.morannon``, test_hobbit_morannon.py).
    assert _row(starter, "TW-286", BURGLAR) == coverage.InRuleset(
        coverage.SCRIPTED, burglar_morannon.COVERAGE)
    assert starter.get(NARSIL).item_class == "greater"
    # Its Spider attack and its holder kept tapped are played from ``rescue.SINCE``, its need
    # of a site already tapped from ``rescue.TAPPED_SITE_FROM`` (test_burglar_tasks.py).
    assert _row(starter, RESCUE, BURGLAR) == coverage.InRuleset(coverage.SCRIPTED)
    # Lure of MECCG's bonus counts what no game records: refused naming why
    # (test_hobbit_reforging.py).
    assert _row(starter, LURE, BURGLAR) == coverage.InRuleset(
        coverage.NOT_IN_RULESET, "not meaningful here: BWJ-SEQ-2, CoE-5.3: the standard rules "
                                 "play it; its bonus counts the player's participations in "
                                 "Lure of MECCG events, which no game records, so no game of "
                                 "the scenario can play it as a normal game would")
    # Dreams of Lore in the hand, at a site where Information is playable: no action names
    # it, and playing it is refused naming BWJ-MP-6, writing nothing.
    state = replace(burglar.at(burglar.fresh(), "Amon Hen", phase="site", step="entered"),
                    hand=(DREAMS, STONE, SUN))
    assert not [a for a in burglar.ids(state) if DREAMS in a or STONE in a]
    for action in (f"play:{DREAMS}:{burglar.BILBO}", f"declare:{DREAMS}"):
        with pytest.raises(IllegalAction) as refused:
            burglar.act(state, action)
        assert (refused.value.message, refused.value.clause) == (
            "Dreams of Lore cannot be played here: marshalling points count only for the four "
            "task resources, and it gives nothing else.", "BWJ-MP-6")


@pytest.mark.rule("BWJ-BURG-5", "BWJ-OBJ-1", "BWJ-OBJ-2", "CoE-2.V.4")
def test_burglar_brings_a_greater_palantir_into_play_so_the_palantir_cards_may_act(
        starter: Catalog) -> None:
    # Moria, The Lonely Mountain and Dancing Spire list greater items: a burglary there lets
    # the Burglar play a greater palantír; Use Palantír is no longer declared beside it (played
    # by its card, on an untapped sage bearing one: the burglary tapped him).
    for site in ("Moria", "The Lonely Mountain", "Dancing Spire"):
        assert "greater" in starter.find(site, "Hero").playable_items
        state = replace(burglar.at(burglar.fresh(), site), phase="site",
                        step="before-entering", hand=(AMON_SUL, OSGILIATH, USE_PALANTIR))
        _, burgled = burglar.act(state, "burgle", seed=2)
        assert burglar.ids(burgled) == [f"play:{AMON_SUL}:{burglar.BILBO}",
                                        f"play:{OSGILIATH}:{burglar.BILBO}", "done"]
        _, played = burglar.act(burgled, f"play:{AMON_SUL}:{burglar.BILBO}")
        bilbo = played.character(burglar.BILBO)
        assert bilbo is not None and AMON_SUL in [i.card_id for i in bilbo.items]
    # So neither row says a palantír never comes into play: both are played by their cards
    # (hobbit.palantiri; tests/rules/test_hobbit_palantiri.py).
    assert _row(starter, USE_PALANTIR, BURGLAR) == coverage.InRuleset(coverage.SCRIPTED)
    assert _row(starter, ALIGN_PALANTIR, BURGLAR).status == coverage.SCRIPTED


@pytest.mark.rule("GON-STAGE-1", "GON-WIN-1", "GON-GEN-1", "GON-WIN-9")
def test_the_guise_plays_rescue_prisoners_gates_and_the_long_events_and_keeps_the_rest(
        starter: Catalog) -> None:
    # Gates of Morning and Sun by their cards (guise_of_the_necromancer.long_events).
    assert _row(starter, SUN, GUISE) == coverage.InRuleset(coverage.SCRIPTED)
    assert _row(starter, GATES, GUISE).status == coverage.SCRIPTED
    assert resource_events.offered(GUISE, starter.get(SUN)) == resource_events.BY_CARD
    # Sacrifice of Form would discard the player's Wizard, which loses the game: refused
    # naming why (test_necromancer_sacrifice_of_form.py).
    assert _row(starter, SACRIFICE, GUISE) == coverage.InRuleset(
        coverage.NOT_IN_RULESET, "not meaningful here: GON-WIN-9, GON-SETUP-1: the Wizard it "
                                 "discards, the player's (an allied Wizard is none of his, "
                                 "GON-SETUP-2), leaving play loses the game (the White Council "
                                 "can no longer form)")
    # Played by its card (test_necromancer_rescue_prisoners.py).
    assert _row(starter, RESCUE, GUISE) == coverage.InRuleset(coverage.SCRIPTED)
    # Lure of MECCG's bonus counts what no game records: refused naming why
    # (test_necromancer_stone_of_erech.py).
    assert _row(starter, LURE, GUISE) == coverage.InRuleset(
        coverage.NOT_IN_RULESET, "not meaningful here: GON-GEN-1, CoE-5.3: the standard rules "
                                 "play it; its bonus counts the player's participations in "
                                 "Lure of MECCG events, which no game records, so no game of "
                                 "the scenario can play it as a normal game would")
    state = replace(guise.fresh(), hand=(SUN, GATES, SACRIFICE))
    assert [a for a in guise.ids(state) if any(c in a for c in (SUN, GATES, SACRIFICE))] == [
        f"permanent-event:{GATES}"]


@pytest.mark.rule("TBA-SEQ-6", "BWJ-LONG-1", "GON-GEN-1")
def test_every_resource_permanent_and_long_event_is_told_in_each_scenario(
        starter: Catalog) -> None:
    events = [c for c in starter if c.card_type == "Resource"
              and c.event_type in ("permanent", "long") and not c.is_character]
    assert len(events) == 20
    for card in events:
        for ruleset_id in resource_events.SCENARIOS:
            found = coverage.in_ruleset(ruleset_id, card)
            how = resource_events.offered(ruleset_id, card)
            if how == resource_events.RESCUE:
                # Played in full from Burglar's ``rescue.TAPPED_SITE_FROM``
                # (test_burglar_tasks.py), the Guise's ``rescue.SINCE``
                # (test_necromancer_rescue_prisoners.py) and There and Back Again's
                # ``RESCUE_FROM`` (test_there_and_back_again_rescue_prisoners.py).
                assert found == coverage.InRuleset(coverage.SCRIPTED)
                continue
            assert found.status == {resource_events.DECLARED: coverage.DECLARED,
                                    resource_events.NOT_PLAYED: coverage.NOT_IN_RULESET,
                                    resource_events.LONG_EVENT: coverage.SCRIPTED,
                                    resource_events.BY_CARD: coverage.SCRIPTED,
                                    resource_events.PERMANENT: coverage.SCRIPTED}.get(
                how, coverage.NOT_SCRIPTED), (card.name, ruleset_id)
            assert found.missing or how in (resource_events.DECLARED, resource_events.BY_CARD,
                                            resource_events.LONG_EVENT,
                                            resource_events.PERMANENT), (card.name, ruleset_id)
