"""The palantíri, Use Palantír and Align Palantír as the Hobbit scenarios play them by their
cards (``hobbit.palantiri``, the stones' powers the engine's, ``engine.palantiri``): a stone is
used by a bearer able to use a palantír (Use Palantír, Align Palantír, a Magic Ring of Lore's
tap), the stone tapping (CoE 6.1), its bearer then checking corruption (CoE 7.1); a moving
company too small loses its Palantír of Amon Sûl or of Osgiliath. There and Back Again from its
``PALANTIRI_FROM``, Burglar Wants a Good Job from its own (Orthanc, Minas Tirith, Elostirion,
Osgiliath's discard and Saruman's use arising there too); the versions before replay as played
(the stones' catalog facts only, Use Palantír declared)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain import coverage
from domain.chronicle import Table
from domain.errors import IllegalAction
from domain.ruleset import Context, Fact
from domain.rulesets.burglar.state import State as BurglarState
from domain.rulesets.burglar.versions import PALANTIRI_FROM as BWJ_FROM
from domain.rulesets.there_and_back_again.state import State
from domain.rulesets.there_and_back_again.versions import PALANTIRI_FROM
from tests.rules import burglar_support as bwj
from tests.rules.test_there_and_back_again_helpers import (
    BALIN,
    BILBO,
    CATALOG,
    GLOIN,
    ORI,
    RULESET,
    THORIN,
    act,
    checked,
    fresh,
    give,
    ids,
    keep,
    played_as,
    refused,
)

ANNUMINAS, AMON_SUL, OSGILIATH = "TW-297", "TW-296", "TW-301"
USE, ALIGN, LORE, FAR_SIGHT, TEST_OF_LORE = "TW-355", "TW-190", "TW-272", "TW-238", "TW-354"
NOW, BEFORE = PALANTIRI_FROM, PALANTIRI_FROM - 1
TBA = "there-and-back-again"


def _stone(bearer: str = BILBO, stone: str = ANNUMINAS, *company: str,
           hand: tuple[str, ...] = (USE,)) -> State:
    """The organization phase at Bag End: ``bearer`` bears ``stone``, Far-sight (a "sage only"
    card) tops the resource deck, ``hand`` in the hand."""
    state = give(keep(fresh(), *(company or (BILBO, THORIN, BALIN))), bearer, stone)
    return replace(state, hand=hand, resource_deck=(FAR_SIGHT, *state.resource_deck))


def _facts(facts: list[Fact]) -> list[tuple[str, dict[str, Any]]]:
    return [(f.kind, dict(f.data)) for f in facts]


def _moving(state: State) -> list[tuple[str, dict[str, Any]]]:
    """The facts as the company's movement/hazard phase begins, once it has moved, up to the
    phase's own."""
    moved = replace(state, moved=True, phase="long-event", location="The Shire")
    ctx = Context(RULESET, Table(7, {}, moved))
    RULESET._begin_movement(ctx)
    facts = _facts(ctx.facts)
    return facts[:[k for k, _ in facts].index("PhaseBegan")]


def _refused(state: State, action: str, args: dict[str, str]) -> tuple[str, str | None]:
    """The message and clause of the refusal of ``action`` with ``args``."""
    with pytest.raises(IllegalAction) as caught:
        act(state, action, args)
    return caught.value.message, caught.value.clause


def _row(card: str) -> coverage.InRuleset:
    return coverage.in_ruleset(TBA, CATALOG.get(card))


@pytest.mark.rule("CoE-5.1", "CoE-6.1", "CoE-7.1")
def test_annuminas_takes_a_sage_only_card_once_use_palantir_is_played() -> None:
    assert int(RULESET.version) >= NOW
    state = _stone()
    use = f"play:{USE}:enable:{BILBO}:{ANNUMINAS}"
    stone = f"palantir:{ANNUMINAS}:{BILBO}:enabled"
    assert [i for i in ids(state) if USE in i or i.startswith("palantir:")] == [use]
    assert refused(state, stone) == (
        "Palantír of Annúminas cannot be used now: Bilbo is not able to use it so: no Use "
        "Palantír was played on Bilbo for it this turn. [CoE-6.1]", "CoE-6.1")
    facts, enabled = act(state, use)
    assert _facts(facts) == [
        ("CardPlayed", {"card": USE, "mode": "enable", "target": BILBO, "returns": False}),
        ("CharacterStateChanged", {"character": BILBO, "state": "tapped"}),
        ("PalantirEnabled", {"character": BILBO, "palantir": ANNUMINAS})]
    assert enabled.palantir_enabled == ((BILBO, ANNUMINAS),) and USE in enabled.resource_discard
    offered = next(a for a in RULESET.actions(enabled) if a.id == stone)
    assert set(offered.params) == {"card"}
    # The cards it may name are listed: Use Palantír, just discarded, is "sage only" too.
    assert offered.candidates == {"card": (FAR_SIGHT, USE)}
    # A card that is not "sage only" is refused, naming the stone and what it needs.
    assert _refused(enabled, stone, {"card": THORIN}) == (
        "Palantír of Annúminas: name a \"sage only\" card of the play deck or the discard "
        "pile (the \"card\" argument); 'TW-183' is none.", "CoE-6.1")
    facts, after = checked(enabled, stone, {"card": FAR_SIGHT})
    kinds = _facts(facts)
    assert kinds[:2] == [
        ("ItemTapped", {"item": ANNUMINAS, "bearer": BILBO, "target": None, "way": "enabled",
                        "mode": "the power of Palantír of Annúminas", "chosen": FAR_SIGHT}),
        ("CardTakenToHand", {"card": FAR_SIGHT, "source": "deck", "by": ANNUMINAS})]
    # Thorin and Balin may tap to help the check (There and Back Again 71): it waits, then
    # is rolled.
    assert [k for k, _ in kinds[2:]] == ["DeckShuffled", "CheckAwaited", "DiceRolled",
                                         "CorruptionChecked"]
    assert kinds[3][1]["able"] == [THORIN, BALIN]
    check = kinds[5][1]
    assert (check["character"], check["points"], check["result"]) == (BILBO, 2, "passed")
    assert FAR_SIGHT in after.hand and FAR_SIGHT not in after.resource_deck
    assert sorted(after.resource_deck) == sorted(enabled.resource_deck[1:])
    assert (ANNUMINAS, BILBO) in after.tapped_items and stone not in ids(after)
    assert refused(after, stone) == ("Palantír of Annúminas cannot be used now: it is tapped. "
                                     "[CoE-6.1]", "CoE-6.1")
    # Before, neither was offered: Use Palantír was declared.
    before = [a.id for a in played_as(BEFORE).actions(state)]
    assert use not in before and f"declare:{USE}" in before


@pytest.mark.rule("CoE-5.1", "CoE-5.3")
def test_use_palantir_and_align_palantir_are_no_longer_declared() -> None:
    state = _stone(hand=(USE, ALIGN))
    assert f"declare:{USE}" not in ids(state) and f"declare:{ALIGN}" not in ids(state)
    assert refused(state, f"declare:{USE}") == (
        "Use Palantír is played by its card (play:TW-355:enable:<character>:<palantír>), not "
        "by declaring an effect. [CoE-5.1]", "CoE-5.1")
    assert refused(state, f"declare:{ALIGN}")[0].startswith("Align Palantír is played by its "
                                                           "card (play:TW-190:align:")
    # Use Palantír taps an untapped sage bearing the stone: Thorin is none.
    assert refused(state, f"play:{USE}:enable:{THORIN}:{ANNUMINAS}") == (
        "Use Palantír cannot be played now: Thorin II is not a sage. [CoE-5.1]", "CoE-5.1")
    assert refused(state, f"play:{USE}:enable:{BALIN}:{ANNUMINAS}") == (
        "Use Palantír cannot be played now: Balin bears no palantír TW-297. [CoE-5.1]",
        "CoE-5.1")
    site = replace(state, phase="site", step="entered", location="Rivendell")
    assert f"play:{USE}:enable:{BILBO}:{ANNUMINAS}" in ids(site)
    assert refused(site, f"play:{ALIGN}:align:{BILBO}:{ANNUMINAS}") == (
        "Align Palantír cannot be played now: it is played in the organization phase, outside "
        "an attack. [CoE-5.3]", "CoE-5.3")


@pytest.mark.rule("CoE-5.3", "CoE-6.1", "CoE-7.1", "TBA-RES-1")
def test_align_palantir_lets_its_bearer_use_the_stone_until_it_moves() -> None:
    state = _stone(hand=(ALIGN,))
    align = f"play:{ALIGN}:align:{BILBO}:{ANNUMINAS}"
    assert align in ids(state)
    facts, aligned = act(state, align)
    # No marshalling points: they do not count here (TBA-RES-1).
    assert _facts(facts) == [("PalantirAligned", {"card": ALIGN, "palantir": ANNUMINAS,
                                                  "character": BILBO})]
    assert aligned.aligned == ((ALIGN, ANNUMINAS),) and ALIGN not in aligned.hand \
        and ALIGN not in aligned.resource_discard
    # It cannot be duplicated on a given palantír.
    again = replace(aligned, hand=(ALIGN,))
    assert align not in ids(again)
    assert refused(again, align) == (
        "Align Palantír cannot be played now: it cannot be duplicated on a given palantír, and "
        "Bilbo's is aligned. [CoE-5.3]", "CoE-5.3")
    no_sage = give(keep(replace(state, hand=(ALIGN,)), THORIN, GLOIN), THORIN, ANNUMINAS)
    assert refused(no_sage, f"play:{ALIGN}:align:{THORIN}:{ANNUMINAS}") == (
        "Align Palantír cannot be played now: it is played with a sage in the company. "
        "[CoE-5.3]", "CoE-5.3")
    # Aligned, Bilbo uses it with no tap of his own; its 2 corruption points are his.
    stone = f"palantir:{ANNUMINAS}:{BILBO}:aligned"
    facts, after = checked(aligned, stone, {"card": FAR_SIGHT})
    check = next(d for k, d in _facts(facts) if k == "CorruptionChecked")
    assert check["points"] == 4 and after.character(BILBO).state == "untapped"  # type: ignore[union-attr]
    # The company moves: the alignment is discarded, its points with it.
    assert _moving(after) == [("AlignmentDiscarded", {
        "card": ALIGN, "palantir": ANNUMINAS,
        "reason": "the company carrying its palantír moves"})]


@pytest.mark.rule("CoE-6.1", "TBA-LAYOUT-2", "TBA-SEQ-9")
def test_amon_sul_and_osgiliath_are_used_as_annuminas() -> None:
    state = give(_stone(BALIN), BILBO, AMON_SUL)
    facts, enabled = act(state, f"play:{USE}:enable:{BILBO}:{AMON_SUL}")
    stone = f"palantir:{AMON_SUL}:{BILBO}:enabled"
    offered = next(a for a in RULESET.actions(enabled) if a.id == stone)
    assert set(offered.params) == {"card", "as"}
    assert offered.candidates == {"card": (FAR_SIGHT, USE), "as": ("Palantír of Annúminas",)}
    assert _refused(enabled, stone, {"card": FAR_SIGHT}) == (
        "Palantír of Amon Sûl is used as the Palantír of Annúminas or of Elostirion in play "
        "(the \"as\" argument); seeing the opponent's hand needs two players.", "CoE-6.1")
    facts, after = act(enabled, stone, {"card": FAR_SIGHT, "as": "Palantír of Annúminas"})
    assert _facts(facts)[:2] == [
        ("ItemTapped", {"item": AMON_SUL, "bearer": BILBO, "target": None, "way": "enabled",
                        "mode": "the power of Palantír of Annúminas", "chosen": FAR_SIGHT}),
        ("CardTakenToHand", {"card": FAR_SIGHT, "source": "deck", "by": AMON_SUL})]
    # Osgiliath's own discard has nothing here (TBA-SEQ-9); alone it has nothing to do.
    alone = replace(_stone(BILBO, OSGILIATH), palantir_enabled=((BILBO, OSGILIATH),))
    assert not [i for i in ids(alone) if i.startswith("palantir:")]
    assert refused(alone, f"palantir:{OSGILIATH}:{BILBO}:enabled") == (
        "Palantír of Osgiliath cannot be used now: it has nothing to do now: name a hazard "
        "permanent-event on a character of the company, or Doors of Night in play. [CoE-6.1]",
        "CoE-6.1")
    paired = give(alone, BALIN, ANNUMINAS)
    # Only the card Annúminas's power takes is listed, and the stone to use it as.
    assert next(a for a in RULESET.actions(paired) if a.id.startswith("palantir:")).candidates \
        == {"card": (FAR_SIGHT,), "as": ("Palantír of Annúminas",)}
    facts, _ = act(paired, f"palantir:{OSGILIATH}:{BILBO}:enabled",
                   {"card": FAR_SIGHT, "as": "Palantír of Annúminas"})
    assert _facts(facts)[1] == ("CardTakenToHand", {"card": FAR_SIGHT, "source": "deck",
                                                    "by": OSGILIATH})
    assert "Elostirion" in _row(AMON_SUL).missing and _row(OSGILIATH).missing.count(
        "TBA-SEQ-9") == 1


@pytest.mark.rule("CoE-6.1", "CoE-7.1")
def test_a_sage_bearing_a_magic_ring_of_lore_taps_to_use_a_palantir() -> None:
    state = give(_stone(BALIN, ANNUMINAS, BILBO, BALIN, ORI, hand=()), BALIN, LORE)
    stone = f"palantir:{ANNUMINAS}:{BALIN}:ring"
    assert [i for i in ids(state) if i.startswith("palantir:")] == [stone]
    facts, after = act(state, stone, {"card": FAR_SIGHT})
    assert _facts(facts)[:2] == [
        ("CharacterStateChanged", {"character": BALIN, "state": "tapped",
                                   "reason": "using Palantír of Annúminas"}),
        ("ItemTapped", {"item": ANNUMINAS, "bearer": BALIN, "target": None, "way": "ring",
                        "mode": "the power of Palantír of Annúminas", "chosen": FAR_SIGHT})]
    assert after.character(BALIN).state == "tapped"  # type: ignore[union-attr]
    # Ori is no sage but by the ring: he is not already one, as its tap needs.
    ori = give(_stone(ORI, ANNUMINAS, BILBO, ORI, hand=()), ORI, LORE)
    assert refused(ori, f"palantir:{ANNUMINAS}:{ORI}:ring") == (
        "Palantír of Annúminas cannot be used now: Ori is not able to use it so: Ori is not "
        "already a sage, as the Magic Ring of Lore's tap needs. [CoE-6.1]", "CoE-6.1")
    tapped = replace(state, company=tuple(c.with_state("tapped") if c.card_id == BALIN else c
                                          for c in state.company))
    assert refused(tapped, stone)[0].endswith("Balin is tapped and must tap to use it. "
                                              "[CoE-6.1]")
    assert _row(LORE) == coverage.InRuleset(coverage.SCRIPTED, (
        "played from the hand on a gold ring's bearer when its test indicates the ring's kind "
        "(CoE-6.2)"))


@pytest.mark.rule("CoE-6.1", "TBA-COMP-3")
def test_a_small_company_loses_amon_sul_and_osgiliath_as_it_moves() -> None:
    # Bilbo and three Dwarves count two characters (TBA-COMP-3): below four, not below two.
    four = give(_stone(BILBO, AMON_SUL, BILBO, THORIN, BALIN, ORI), THORIN, OSGILIATH)
    assert _moving(four) == [("ItemLeftPlay", {"item": OSGILIATH, "bearer": THORIN,
                                               "to": "discard"})]
    two = _stone(BILBO, AMON_SUL, BILBO, THORIN)
    assert _moving(two) == [("ItemLeftPlay", {"item": AMON_SUL, "bearer": BILBO,
                                              "to": "discard"})]
    staying = replace(two, moved=False, phase="long-event")
    ctx = Context(RULESET, Table(7, {}, staying))
    RULESET._begin_movement(ctx)
    assert "ItemLeftPlay" not in [f.kind for f in ctx.facts]
    # Before, the stones stayed.
    old = played_as(BEFORE)
    ctx = Context(old, Table(7, {}, replace(two, moved=True, phase="long-event",
                                             location="The Shire")))
    old._begin_movement(ctx)
    assert "ItemLeftPlay" not in [f.kind for f in ctx.facts]


@pytest.mark.rule("CoE-6.1", "CoE-7.1")
def test_the_automatic_player_uses_a_palantir_when_it_is_worth_it() -> None:
    state = _stone()
    assert RULESET.policy(state, RULESET.actions(state)) == (
        f"play:{USE}:enable:{BILBO}:{ANNUMINAS}", {})
    _, enabled = act(state, f"play:{USE}:enable:{BILBO}:{ANNUMINAS}")
    assert RULESET.policy(enabled, RULESET.actions(enabled)) == (
        f"palantir:{ANNUMINAS}:{BILBO}:enabled", {"card": FAR_SIGHT})
    # Nothing but a card for a palantír to take: not worth a check.
    bare = replace(enabled, resource_deck=(USE, *enabled.resource_deck[1:]))
    assert RULESET.policy(bare, RULESET.actions(bare))[0] != \
        f"palantir:{ANNUMINAS}:{BILBO}:enabled"
    # The Hobbit's check must pass whatever the roll: with four more points it might not.
    loaded = replace(_stone(hand=(ALIGN,)), check_bonus=((BILBO, -3),))
    assert RULESET.policy(loaded, RULESET.actions(loaded))[0] != \
        f"play:{ALIGN}:align:{BILBO}:{ANNUMINAS}"


@pytest.mark.rule("CoE-5.1", "CoE-6.1", "TBA-LAYOUT-2")
def test_the_coverage_reads_the_palantiri_scripted_here() -> None:
    for card in (ANNUMINAS, AMON_SUL, OSGILIATH, USE, ALIGN, LORE):
        assert _row(card).status == coverage.SCRIPTED, card
    assert _row(USE).missing == ""
    assert _row(ALIGN).missing.startswith("never arises here: its marshalling points")
    for card in ("TW-298", "TW-299", "TW-300"):  # off the map
        assert _row(card).status == coverage.NOT_IN_RULESET


# -- Burglar Wants a Good Job ------------------------------------------------------------------
ORTHANC, ELOSTIRION, MINAS_TIRITH, SARUMAN = "TW-300", "TW-298", "TW-299", "TW-181"
LURE, BANE = "TW-58", "TW-13"
BWJ_NOW = BWJ_FROM
BWJ_BEFORE = str(BWJ_FROM - 1)


def _burglar(stone: str, bearer: str = bwj.BILBO, hand: tuple[str, ...] = (USE,),
             **changes: Any) -> BurglarState:
    """The organization phase at Bag End, ``bearer`` (the Burglar unless a Hand named) bearing
    ``stone``; Far-sight and a Dagger in the discard pile."""
    state = bwj.fresh()
    if bearer != bwj.BILBO:
        state = bwj.with_hand(state, bearer)
    state = bwj.give(state, bearer, stone)
    return replace(state, hand=hand, resource_discard=(FAR_SIGHT, bwj.DAGGER), **changes)


def _bwj_moving(state: BurglarState) -> list[tuple[str, dict[str, Any]]]:
    """The facts as the Burglar's movement/hazard phase begins, once he has moved, up to the
    first of the hazard long-events' or the draws'."""
    moved = replace(state, moved=True, phase="long-event", location="Rivendell")
    ctx = Context(bwj.RULESET, Table(7, {}, moved))
    bwj.RULESET._begin_movement(ctx)
    facts = _facts(ctx.facts)
    kinds = ("ItemLeftPlay", "AlignmentDiscarded", "AlignmentStored")
    return [f for f in facts if f[0] in kinds]


def _bwj_row(card: str) -> coverage.InRuleset:
    return coverage.in_ruleset("burglar", bwj.CATALOG.get(card))


@pytest.mark.rule("CoE-5.1", "CoE-6.1", "CoE-7.1", "BWJ-SEQ-16")
def test_burglar_orthanc_shuffles_a_discarded_card_into_the_play_deck() -> None:
    assert int(bwj.RULESET.version) >= BWJ_NOW
    state = _burglar(ORTHANC)
    use = f"play:{USE}:enable:{bwj.BILBO}:{ORTHANC}"
    assert [i for i in bwj.ids(state) if USE in i or i.startswith("palantir:")] == [use]
    _, enabled = bwj.act(state, use)
    stone = f"palantir:{ORTHANC}:{bwj.BILBO}:enabled"
    facts, after = bwj.act(enabled, stone, {"card": bwj.DAGGER})
    assert _facts(facts)[:2] == [
        ("ItemTapped", {"item": ORTHANC, "bearer": bwj.BILBO, "target": None,
                        "way": "enabled", "mode": "the power of Palantír of Orthanc",
                        "chosen": bwj.DAGGER}),
        ("CardPutInDeck", {"card": bwj.DAGGER, "by": ORTHANC})]
    assert [k for k, _ in _facts(facts)[2:]] == ["DeckShuffled", "DiceRolled",
                                                 "CorruptionChecked"]
    assert len(after.resource_deck) == len(enabled.resource_deck) + 1
    assert after.resource_discard == (FAR_SIGHT, USE)
    # With fewer than five cards in the play deck it has nothing to do.
    short = replace(enabled, resource_deck=enabled.resource_deck[:4])
    assert bwj.refusal(short, stone) == (
        "Palantír of Orthanc cannot be used now: it has nothing to do now: name a card of the "
        "discard pile, with five cards or more in the play deck.", "CoE-6.1")
    # Before, Use Palantír was declared and no stone used.
    before = bwj.played_as(BWJ_BEFORE)
    offered = [a.id for a in before.actions(state)]
    assert f"declare:{USE}" in offered and use not in offered


@pytest.mark.rule("CoE-6.1", "BWJ-HAND-1", "BWJ-SEQ-15")
def test_burglar_saruman_taps_to_use_osgiliath_on_a_hazard_permanent_event() -> None:
    state = _burglar(OSGILIATH, SARUMAN, hand=(), environments=(bwj.DOORS_OF_NIGHT,),
                     corruption=((bwj.BILBO, LURE, 1),))
    stone = f"palantir:{OSGILIATH}:{SARUMAN}:saruman"
    assert [i for i in bwj.ids(state) if i.startswith("palantir:")] == [stone]
    facts, after = bwj.act(state, stone, {"card": bwj.DOORS_OF_NIGHT})
    assert _facts(facts)[:3] == [
        ("CharacterStateChanged", {"character": SARUMAN, "state": "tapped",
                                   "reason": "using Palantír of Osgiliath"}),
        ("ItemTapped", {"item": OSGILIATH, "bearer": SARUMAN, "target": None,
                        "way": "saruman", "mode": "the power of Palantír of Osgiliath",
                        "chosen": bwj.DOORS_OF_NIGHT}),
        ("HazardEventLeft", {"card": bwj.DOORS_OF_NIGHT, "name": "Doors of Night",
                             "by": OSGILIATH})]
    assert after.environments == () and bwj.DOORS_OF_NIGHT in after.hazard_discard
    facts, after = bwj.act(state, stone, {"card": LURE})
    assert _facts(facts)[2] == ("CorruptionCardRemoved", {"card": LURE,
                                                          "character": bwj.BILBO,
                                                          "by": OSGILIATH})
    assert after.corruption == ()
    tapped = bwj.set_state(state, SARUMAN, "tapped")
    assert bwj.refusal(tapped, stone) == (
        "Palantír of Osgiliath cannot be used now: Saruman is not able to use it so: Saruman "
        "is tapped and must tap to use it.", "CoE-6.1")
    assert _bwj_row(SARUMAN) == coverage.InRuleset(coverage.SCRIPTED)


@pytest.mark.rule("CoE-6.1", "CoE-7.1")
def test_burglar_elostirion_cleanses_an_elf_and_bane_cancels_the_looks() -> None:
    state = bwj.with_hand(_burglar(ELOSTIRION, hand=()), bwj.THRANDUIL)
    state = replace(state, corruption=((bwj.THRANDUIL, LURE, 1), (bwj.BILBO, LURE, 1)))
    stone = f"palantir:{ELOSTIRION}:{bwj.BILBO}:sage"
    assert [i for i in bwj.ids(state) if i.startswith("palantir:")] == [stone]
    facts, after = bwj.act(state, stone, {"card": LURE})
    assert _facts(facts)[1] == ("CorruptionCardRemoved", {"card": LURE,
                                                          "character": bwj.THRANDUIL,
                                                          "by": ELOSTIRION})
    assert after.corruption == ((bwj.BILBO, LURE, 1),)
    # Bane of the Ithil-stone cancels a stone's look at a deck (Minas Tirith's here).
    seeing = _burglar(MINAS_TIRITH, environments=(BANE,))
    enabled = replace(seeing, palantir_enabled=((bwj.BILBO, MINAS_TIRITH),))
    assert bwj.refusal(enabled, f"palantir:{MINAS_TIRITH}:{bwj.BILBO}:enabled") == (
        "Palantír of Minas Tirith cannot be used now: it has nothing to do now: Bane of the "
        "Ithil-stone is in play, canceling any search of or look at a play deck or a discard "
        "pile.", "CoE-6.1")
    facts, _ = bwj.act(replace(enabled, environments=()),
                       f"palantir:{MINAS_TIRITH}:{bwj.BILBO}:enabled")
    assert _facts(facts)[1][0] == "CardsSeen"
    assert len(_facts(facts)[1][1]["cards"]) == 5


@pytest.mark.rule("CoE-5.3", "CoE-6.1", "BWJ-MP-6", "BWJ-SEQ-13")
def test_burglar_moving_leaves_alignments_and_stones_behind() -> None:
    state = _burglar(AMON_SUL, hand=(ALIGN,))
    _, aligned = bwj.act(state, f"play:{ALIGN}:align:{bwj.BILBO}:{AMON_SUL}")
    assert aligned.aligned == ((ALIGN, AMON_SUL),)
    # The Burglar alone, a Hobbit counting half, is below 2 characters: Amon Sûl goes.
    assert _bwj_moving(aligned) == [
        ("AlignmentDiscarded", {"card": ALIGN, "palantir": AMON_SUL,
                                "reason": "the company carrying its palantír moves"}),
        ("ItemLeftPlay", {"item": AMON_SUL, "bearer": bwj.BILBO, "to": "discard"})]
    # A stone stored: its alignment is stored with it, not discarded.
    stored = replace(aligned, company=tuple(replace(c, items=()) for c in aligned.company),
                     stored=((AMON_SUL, ""),))
    assert _bwj_moving(stored) == [("AlignmentStored", {"card": ALIGN, "palantir": AMON_SUL})]
    elostirion = _burglar(ELOSTIRION, hand=())
    assert _bwj_moving(elostirion) == [("ItemLeftPlay", {"item": ELOSTIRION,
                                                         "bearer": bwj.BILBO, "to": "discard"})]
    old = bwj.played_as(BWJ_BEFORE)
    ctx = Context(old, Table(7, {}, replace(elostirion, moved=True, phase="long-event",
                                             location="Rivendell")))
    old._begin_movement(ctx)
    assert "ItemLeftPlay" not in [f.kind for f in ctx.facts]


@pytest.mark.rule("CoE-6.1", "BWJ-MP-6", "CoE-2.V.4")
def test_burglar_coverage_reads_the_palantiri_scripted() -> None:
    for card in (ANNUMINAS, AMON_SUL, OSGILIATH, ELOSTIRION, MINAS_TIRITH, ORTHANC, USE, ALIGN,
                 LORE):
        assert _bwj_row(card).status == coverage.SCRIPTED, card
    assert _bwj_row(ALIGN).missing.startswith("never arises here: its marshalling points "
                                              "(BWJ-MP-6")
    assert _bwj_row(MINAS_TIRITH).missing.startswith("needs the two-player game: ")


@pytest.mark.rule("CoE-5.1", "CoE-6.1", "CoE-7.1", "BWJ-WIN-5")
def test_the_automatic_burglar_uses_a_palantir_when_it_is_worth_it() -> None:
    state = _burglar(ANNUMINAS)
    use = f"play:{USE}:enable:{bwj.BILBO}:{ANNUMINAS}"
    assert bwj.RULESET.policy(state, bwj.RULESET.actions(state)) == (use, {})
    _, enabled = bwj.act(state, use)
    assert bwj.RULESET.policy(enabled, bwj.RULESET.actions(enabled)) == (
        f"palantir:{ANNUMINAS}:{bwj.BILBO}:enabled", {"card": FAR_SIGHT})
    # His check might fail (a Burglar eliminated by corruption loses, BWJ-WIN-5): not used.
    risky = replace(enabled, check_bonus=((bwj.BILBO, -4),))
    assert bwj.RULESET.policy(risky, bwj.RULESET.actions(risky))[0] != \
        f"palantir:{ANNUMINAS}:{bwj.BILBO}:enabled"
