"""What a hazard creature's own text does (the Abductor's discard, Giant Spiders' equal-body
discard, an item it takes, the items leaving with a character it discards) cites the clause its
attack was played under, carried on the attack: from There and Back Again 64 its
``AttackDeclared``'s (TBA-SEQ-10, TBA-SEQ-11 for the second and third hazard drawn), from the
Guise of the Necromancer 124 its ``CreatureAttacks``'s (GON-DUD-5 for a creature a hazard event
let attack). The audit links the declaration of the creature's attack in progress, never an
earlier event naming the card under that clause, at every version. Elf-song keeping a character
from a discard is named by its card id and cited by the clause it was played under (There and
Back Again 64, Burglar 136, the Guise 124). The versions before replay as played."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

import pytest

from api.commands.simulate import autoplay
from domain.cards import starter_catalog
from domain.chronicle import Chronicle
from domain.engine.combat import Attack
from domain.ruleset import Fact, Ruleset, make_ruleset
from domain.rulesets.burglar import versions as bwj_versions
from domain.rulesets.guise_of_the_necromancer import printed_rules
from domain.rulesets.guise_of_the_necromancer.state import State as GuiseState
from domain.rulesets.hobbit.state import STRIKING
from domain.rulesets.there_and_back_again import versions
from domain.rulesets.there_and_back_again.state import State
from projections.audit import audit_view
from tests.rules import burglar_support as bwj
from tests.rules.necromancer_support import CATALOG as GON_CATALOG
from tests.rules.necromancer_support import SAM
from tests.rules.test_hobbit_corrupted_hero import ELF_SONG, body_check_told
from tests.rules.test_hobbit_creature_discards import (
    ABDUCTOR,
    GIANT_SPIDERS,
    burglar_facing,
    facing,
)
from tests.rules.test_necromancer_creature_texts import _armed, _facing, _played_as
from tests.rules.test_there_and_back_again_helpers import BALIN, BILBO, CATALOG, played_as
from tests.support import decide_from, only

NOW = played_as(versions.ATTACK_CLAUSE_FROM)
BEFORE = played_as(versions.ATTACK_CLAUSE_FROM - 1)
CARD = "the card that decided it"


def declared_by(ruleset: Ruleset[State], creature: str, who: str, rule: str) -> State:
    """``creature``'s strike on ``who`` about to be rolled, its attack declared by ``rule`` (the
    real ``AttackDeclared``, evolved)."""
    state = replace(facing(creature, who), combat=None)
    attack = Attack.from_creature(CATALOG.get(creature), len(state.company))
    state = ruleset.evolve(state, Fact("AttackDeclared", {
        "attack": attack.to_json(), "origin": "draw", "card": creature, "keyed": None,
        "threats": []}, rule))
    assert state.combat is not None and state.combat.declared_under == rule
    return replace(state, combat=replace(state.combat, stage=STRIKING, assigned=(who,),
                                         striking=who))


@pytest.mark.rule("TBA-SEQ-10", "TBA-SEQ-8", "CoE-3.iv.7")
def test_an_abductor_drawn_second_discards_citing_tba_seq_10_from_64() -> None:
    facts, _ = decide_from(NOW, declared_by(NOW, ABDUCTOR, BALIN, "TBA-SEQ-10"), "roll", None,
                           9)
    gone = only(facts, "CharacterDiscarded")
    assert (gone.rule, dict(gone.data)) == (
        "TBA-SEQ-10", {"character": BALIN, "items": [], "creature": ABDUCTOR})
    assert only(facts, "ItemLeftPlay").rule == "TBA-SEQ-10"
    # Played at 63, TBA-SEQ-8 whichever draw it was.
    facts, _ = decide_from(BEFORE, declared_by(BEFORE, ABDUCTOR, BALIN, "TBA-SEQ-10"), "roll",
                           None, 9)
    assert {f.rule for f in facts if f.kind in ("CharacterDiscarded", "ItemLeftPlay")} == {
        "TBA-SEQ-8"}


@pytest.mark.rule("TBA-SEQ-11", "CoE-3.I.1")
def test_giant_spiders_drawn_third_discard_citing_tba_seq_11_from_64() -> None:
    facts, _ = decide_from(NOW, declared_by(NOW, GIANT_SPIDERS, BILBO, "TBA-SEQ-11"), "roll",
                           None, 4)
    assert [(f.kind, f.rule) for f in facts if "creature" in f.data] == [
        ("BodyChecked", "CoE-3.I.1"), ("ItemLeftPlay", "TBA-SEQ-11"),
        ("CharacterDiscarded", "TBA-SEQ-11")]
    facts, _ = decide_from(BEFORE, declared_by(BEFORE, GIANT_SPIDERS, BILBO, "TBA-SEQ-11"),
                           "roll", None, 4)
    assert only(facts, "CharacterDiscarded").rule == "TBA-SEQ-8"


@cache
def tba_game(version: int, seed: int) -> Chronicle:
    ruleset = make_ruleset("there-and-back-again", starter_catalog())
    return autoplay(ruleset.at_version(str(version)), seed, {}).chronicle


def card_step(chronicle: Chronicle, version: int) -> tuple[int, str, str | None]:
    """The audit of event ``version``'s card that decided it: its event, kind and clause."""
    step = next(s for s in audit_view(chronicle, version)["causes"] if s["relation"] == CARD)
    record = chronicle.records[int(step["version"]) - 1]
    return record.version, record.kind, record.rule


#: (game seed, the outcome, its clause from 64, the Abductor's or Giant Spiders' declaration).
REPROS = [(73661960965406, 556, "TBA-SEQ-10", 547),
          (522908118339781, 568, "TBA-SEQ-10", 556),
          (201644285296511, 752, "TBA-SEQ-11", 740)]


@pytest.mark.rule("TBA-SEQ-10", "TBA-SEQ-11")
@pytest.mark.parametrize(("seed", "outcome", "rule", "declared"), REPROS)
def test_a_creature_drawn_later_is_cited_by_its_draw_and_audited_to_its_attack(
        seed: int, outcome: int, rule: str, declared: int) -> None:
    now = tba_game(versions.ATTACK_CLAUSE_FROM, seed)
    record = now.records[outcome - 1]
    attack = now.records[declared - 1]
    assert (record.rule, attack.kind, attack.rule, attack.data["card"]) == (
        rule, "AttackDeclared", rule, record.data["creature"])
    assert card_step(now, outcome) == (declared, "AttackDeclared", rule)
    # Played at 63 the same game replays as played (TBA-SEQ-8), and the audit links the same
    # attack, no earlier event naming the card under TBA-SEQ-8 (a PhaseBegan of another turn).
    old = tba_game(versions.ATTACK_CLAUSE_FROM - 1, seed)
    assert old.records[outcome - 1].rule == "TBA-SEQ-8"
    assert card_step(old, outcome) == (declared, "AttackDeclared", rule)


#: Burglar: an Elven Cloak taken by a Thief played from the hazard hand (BWJ-SEQ-10), its
#: attack declared next (BWJ-SEQ-14); found in the game, which the automatic player's next
#: version may play otherwise.
THIEF_GAME, THIEF = 330917975111468, "TW-102"


@pytest.mark.rule("BWJ-SEQ-10", "BWJ-SEQ-14")
def test_burglar_the_audit_links_the_play_of_the_creature_of_the_attack_in_progress() -> None:
    ruleset = make_ruleset("burglar", starter_catalog())
    chronicle = autoplay(ruleset, THIEF_GAME, {}).chronicle
    lost = next(r for r in chronicle.records if r.kind == "ItemLost")
    assert (lost.rule, lost.data["creature"], lost.data["name"]) == (
        "BWJ-SEQ-10", THIEF, "Elven Cloak")
    declared = [r for r in chronicle.records[:lost.version] if r.kind == "AttackDeclared"][-1]
    assert (declared.rule, declared.data["card"]) == ("BWJ-SEQ-14", THIEF)
    played = chronicle.records[declared.version - 2]
    assert (played.kind, played.data["card"]) == ("HazardPlayed", THIEF)
    assert card_step(chronicle, lost.version) == (played.version, "HazardPlayed", "BWJ-SEQ-10")


def guise_declared(version: int, creature: str, under: str) -> GuiseState:
    """The Guise: ``creature`` played on the company by ``under`` (its ``CreatureAttacks``),
    its attack declared by keying, Sam's strike about to be rolled (the real facts, evolved)."""
    ruleset = _played_as(str(version))
    state = _armed()
    company = state.companies[0]
    state = ruleset.evolve(state, Fact("CreatureAttacks", {
        "index": 0, "card": creature, "keyed": "lets-attack"}, under))
    attack = Attack.from_creature(GON_CATALOG.get(creature), len(company.characters))
    state = ruleset.evolve(state, Fact("AttackDeclared", {
        "company": company.id, "attack": attack.to_json(), "card": creature,
        "check_wounded": False, "weakened": []}, "CoE-2.IV.vii.2"))
    assert state.fight is not None and state.fight.played_under == under
    return replace(state, fight=replace(state.fight, assigned=(SAM,), assigning=False,
                                        begun=True, facing=SAM))


@pytest.mark.rule("GON-DUD-5", "GON-HH-6", "CoE-3.iv.7")
def test_guise_an_abductor_a_hazard_event_let_attack_discards_citing_gon_dud_5_from_124(
) -> None:
    since = printed_rules.ATTACK_CLAUSE_FROM
    for version, rule in ((since, "GON-DUD-5"), (since - 1, "GON-HH-6")):
        facts, _ = decide_from(_played_as(str(version)),
                               guise_declared(version, ABDUCTOR, "GON-DUD-5"), "roll", None, 1)
        gone = only(facts, "CharacterDiscarded")
        assert (gone.rule, gone.data["character"], gone.data["creature"]) == (
            rule, SAM, ABDUCTOR)


@pytest.mark.rule("CoE-3.I.1", "CoE-2.III.2")
def test_elf_song_keeping_a_hobbit_is_named_by_its_card_and_cited_by_its_play_from_64(
) -> None:
    state = replace(facing(GIANT_SPIDERS, BILBO), location="Rivendell",
                    long_in_play=(ELF_SONG,))
    facts, after = decide_from(NOW, state, "roll", None, 4)
    checked, line, kept = body_check_told(NOW, facts)
    assert (checked["kept_by"], only(facts, "CharacterKept").data["by"], line, kept) == (
        ELF_SONG, ELF_SONG, "Body check of Bilbo: 9 against body 9: equal to the body: Giant "
        "Spiders would discard Bilbo, but Elf-song keeps him. [CoE-3.I.1]",
        "Bilbo stays at the Haven: Elf-song keeps him from a creature's discard. "
        "[CoE-2.III.2]")
    assert after.character(BILBO) is not None
    facts, _ = decide_from(BEFORE, state, "roll", None, 4)
    checked, _, kept = body_check_told(BEFORE, facts)
    assert (checked["kept_by"], only(facts, "CharacterKept").data["by"], kept) == (
        "Elf-song", "Elf-song",
        "Bilbo stays at the Haven: Elf-song keeps him from a creature's discard. [CoE-2.III]")


@pytest.mark.rule("CoE-3.I.1", "BWJ-LONG-1")
def test_burglar_elf_song_keeping_a_hand_is_named_by_its_card_from_136() -> None:
    state = burglar_facing(GIANT_SPIDERS, bwj.SAM)
    state = replace(state, location="Rivendell", long_events=((ELF_SONG, state.turn),))
    now = bwj.played_as(str(bwj_versions.KEEPER_CITED_FROM))
    facts, _ = bwj.act(state, "roll", seed=4, ruleset=now)
    checked, line, kept = body_check_told(now, facts)
    assert (checked["kept_by"], only(facts, "CharacterKept").data["by"], line, kept) == (
        ELF_SONG, ELF_SONG, "Body check of Sam Gamgee: 9 against body 9: equal to the body: "
        "Giant Spiders would discard Sam Gamgee, but Elf-song keeps him. [CoE-3.I.1]",
        "Sam Gamgee stays at the Haven: Elf-song keeps him from a creature's discard. "
        "[BWJ-LONG-1]")
    before = bwj.played_as(str(bwj_versions.KEEPER_CITED_FROM - 1))
    facts, _ = bwj.act(state, "roll", seed=4, ruleset=before)
    checked, _, _ = body_check_told(before, facts)
    assert (checked["kept_by"], only(facts, "CharacterKept").data["by"]) == (
        "Elf-song", "Elf-song")


@pytest.mark.rule("CoE-3.I.1", "CoE-2.III.2")
def test_guise_elf_song_keeping_a_character_is_cited_by_its_play_from_124() -> None:
    state = replace(_facing(GIANT_SPIDERS, _armed()), long_in_play=(ELF_SONG,))
    since = printed_rules.KEEPER_CITED_FROM
    for version, rule in ((since, "CoE-2.III.2"), (since - 1, "CoE-2.III")):
        ruleset = _played_as(str(version))
        facts, _ = decide_from(ruleset, state, "roll", None, 4)
        kept = only(facts, "CharacterKept")
        assert (kept.rule, kept.data["by"], only(facts, "BodyChecked").data["kept_by"],
                ruleset.narrate(kept)) == (
            rule, ELF_SONG, ELF_SONG,
            f"Sam Gamgee stays at the Haven: Elf-song keeps him from being discarded. [{rule}]")
