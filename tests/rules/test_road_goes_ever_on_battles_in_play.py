"""Battles in a game of The Road Goes Ever On (RGO-BATTLE-1 to 9, RGO-WIN-4): the player's
Battle cards (tests/rules/fixtures/rgo-battle-cards.json, invented) join the game's catalog and
its Quest deck; a company at Bree with the Rangers of the North fights "Defend the North" and
loses it, or, its attacks made weaker in a copy of the file, wins it; the games verify and
replay from their records. Bad input is refused with its clause and writes nothing."""

from __future__ import annotations

import copy
import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from domain.cards import starter_catalog
from domain.chronicle import Chronicle, verify
from domain.engine.characters import Character
from domain.engine.combat import Attack
from domain.errors import IllegalAction, InvalidSetup
from domain.export import EXPORT_FORMAT, parse_export
from domain.immutable import replace
from domain.record import parse_record, record_document, replay
from domain.ruleset import Context, Table, make_ruleset
from domain.rulesets.road_goes_ever_on import (
    battles,
    factions,
    hand_resources,
    interjections,
    traitor,
)
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import (
    SITE,
    AwaitedStrikes,
    BattleFight,
    MPRecord,
    Quest,
    State,
)
from tests.rules.rgo_support import at_version, company, ids, state

FIXTURE = Path(__file__).parent / "fixtures" / "rgo-battle-cards.json"
BREE, RANGERS, NORTH, SHIRE = "TW-378", "TW-311", "RGOX-1", "RGOX-2"
#: The seed of the games below: the Rangers join at Bree and the Battle is fought there.
SEED = 3
WEAKER = "Orcs - 2 strikes with 3 prowess"
#: Attacks the company at Bree cannot overcome (since version 55, with Doors of Night staying
#: in play, it overcomes the fixture's own).
STRONGER = "Orcs - 4 strikes with 12 prowess; Trolls - 2 strikes with 15 prowess"


def base() -> RoadGoesEverOn:
    ruleset = make_ruleset("road-goes-ever-on", starter_catalog())
    assert isinstance(ruleset, RoadGoesEverOn)
    return ruleset


def option(attacks: str | None = None) -> dict[str, Any]:
    cards = json.loads(FIXTURE.read_text("utf-8"))
    if attacks is not None:
        cards["RGOX"]["cards"][NORTH]["attributes"]["autoAttack"] = attacks
    return {"file": "rgo-battle-cards.json", "cards": cards}


def setup(attacks: str | None = None) -> dict[str, Any]:
    """The shipped deck with the Rangers of the North on top of the Quest deck, and the
    fixture's Battles."""
    prepared = base().prepare({})
    decks = dict(prepared["decks"])
    decks["quest"] = [RANGERS, *(c for c in decks["quest"] if c != RANGERS)]
    return {"decks": decks, "starting": prepared["starting"],
            "starting_items": prepared["starting_items"],
            "start_haven": prepared["start_haven"], "battle_cards": option(attacks)}


@cache
def game(attacks: str | None = None, version: str | None = None) -> Chronicle:
    """The company goes to Bree and stays there; the automatic player does the rest (it
    brings in the Rangers, and fights a Battle whenever it can). Played under ``version``
    (by default the newest)."""
    ruleset = base() if version is None else at_version(base(), version)
    chronicle = Chronicle.begin(ruleset, SEED, setup(attacks))
    while chronicle.result() is None:
        actions = chronicle.actions()
        ids = [a.id for a in actions]
        wanted = ("battle:", "call-council", "stay") if chronicle.table.rules.site == BREE \
            else (f"move:{BREE}",)
        chosen = next((i for w in wanted for i in ids if i.startswith(w)), None)
        if chosen is None:
            chosen, args = chronicle.ruleset.policy(chronicle.table.rules, actions)
        else:
            args = {}
        chronicle.decide(chosen, args)
    return chronicle


def facts(chronicle: Chronicle, *kinds: str) -> list[tuple[str, str | None, dict[str, Any]]]:
    return [(r.kind, r.rule, dict(r.data)) for r in chronicle.records if r.kind in kinds]


def battle_facts(chronicle: Chronicle) -> list[tuple[str, str | None]]:
    return [(k, rule) for k, rule, _ in facts(
        chronicle, "BattleBegan", "BattleAttackBegan", "BattleAttackOvercome",
        "CasualtyRolled", "BattleEnded", "RegionDefended")]


# -- whole games -------------------------------------------------------------------------------

@pytest.mark.rule("RGO-BATTLE-1", "RGO-BATTLE-2", "RGO-BATTLE-3", "RGO-BATTLE-4",
                  "RGO-BATTLE-7")
def test_a_battle_is_dealt_into_the_quest_deck_and_fought_and_lost_at_bree() -> None:
    played = game(STRONGER)
    [(_, rule, dealt)] = facts(played, "BattlesDealt")
    assert (rule, dealt["file"], [b["id"] for b in dealt["battles"]]) == \
        ("RGO-BATTLE-1", "rgo-battle-cards.json", [NORTH, SHIRE])
    quest_shuffle = next(d for k, _, d in facts(played, "DeckShuffled") if d["deck"] == "quest")
    assert {NORTH, SHIRE} <= set(quest_shuffle["cards"]) and len(quest_shuffle["cards"]) == 17
    revealed = [d for _, _, d in facts(played, "QuestRevealed") if d["card"] == NORTH]
    assert revealed[0]["sites"] == [BREE, "TW-436"]  # Bree and Weathertop, of the Site deck
    [(_, rule, began)] = facts(played, "BattleBegan")
    assert (rule, began["card"], began["site"], began["factions"], began["attacks"]) == \
        ("RGO-BATTLE-3", NORTH, BREE, [RANGERS], 2)
    # Two attacks, each followed by a Casualty roll for the Rangers; not both overcome.
    assert battle_facts(played) == [
        ("BattleBegan", "RGO-BATTLE-3"), ("BattleAttackBegan", "RGO-BATTLE-4"),
        ("CasualtyRolled", "RGO-BATTLE-7"), ("BattleAttackBegan", "RGO-BATTLE-4"),
        ("CasualtyRolled", "RGO-BATTLE-7"), ("BattleEnded", "RGO-BATTLE-5")]
    [(_, _, ended)] = facts(played, "BattleEnded")
    assert (ended["won"], ended["points"]) == (False, 0)
    final = played.table.rules
    assert NORTH in final.quest_discard and final.defended_regions == ()
    assert [r for r in final.mp if r.card == NORTH] == []
    # Its attacks were declared as the card lists them: Orcs, then Trolls.
    declared = [d["attack"] for _, rule, d in facts(played, "AttackDeclared")
                if rule == "RGO-BATTLE-4"]
    assert [(a["race"], a["strikes"], a["prowess"]) for a in declared] == \
        [("Orcs", 4, 12), ("Trolls", 2, 15)]


@pytest.mark.rule("RGO-BATTLE-5", "RGO-BATTLE-6")
def test_a_battle_won_gives_its_mp_and_makes_its_region_defended() -> None:
    played = game(WEAKER)
    assert battle_facts(played) == [
        ("BattleBegan", "RGO-BATTLE-3"), ("BattleAttackBegan", "RGO-BATTLE-4"),
        ("BattleAttackOvercome", "RGO-BATTLE-4"), ("CasualtyRolled", "RGO-BATTLE-7"),
        ("BattleEnded", "RGO-BATTLE-5"), ("RegionDefended", "RGO-BATTLE-6")]
    [(_, _, ended)] = facts(played, "BattleEnded")
    assert (ended["won"], ended["points"]) == (True, 5)
    gained = [(rule, d["points"], d["kind"]) for _, rule, d in
              facts(played, "MarshallingPointsGained") if d["card"] == NORTH]
    assert gained == [("RGO-BATTLE-5", 5, "miscellaneous")]
    assert played.table.rules.defended_regions == ("Arthedain",)
    board = played.ruleset.board(played.table.rules)["battles"]
    assert (board["won"], board["defended_regions"]) == (["Defend the North"], ["Arthedain"])
    # A later attack on a company at Bree loses a strike (not below 2) and a point of prowess.
    rgo = with_battles()
    ctx = Context(rgo, Table(1, {}, at_bree(rgo, defended_regions=("Arthedain",))))
    weaker = [battles.defend(ctx, Attack("TW-000", "Orc-band", "Orcs", n, 9), "the site")
              for n in (3, 2)]
    assert [(a.strikes, a.prowess) for a in weaker] == [(2, 8), (2, 8)]
    assert [(f.kind, f.rule, f["strikes"], f["prowess"]) for f in ctx.facts] == [
        ("AttackModified", "RGO-BATTLE-6", -1, -1), ("AttackModified", "RGO-BATTLE-6", 0, -1)]
    elsewhere = replace(ctx.state, site=rgo.catalog.find("Rivendell").id)
    rivendell = Context(rgo, Table(1, {}, elsewhere))
    assert battles.defend(rivendell, Attack("TW-000", "Orc-band", "Orcs", 3, 9),
                          "the site").strikes == 3


@pytest.mark.rule("RGO-BATTLE-1", "RGO-BATTLE-5")
def test_games_with_battles_verify_replay_and_round_trip_through_an_export() -> None:
    for played in (game(), game(WEAKER)):
        records = played.records
        assert verify(base(), records).ok
        document = json.loads(json.dumps(
            {"format": EXPORT_FORMAT, "records": [r.to_json() for r in records]}))
        assert verify(base(), parse_export(document)).ok
        again = replay(base(), parse_record(json.loads(json.dumps(record_document(records)))))
        assert again.head_hash == played.head_hash
        # The catalog recorded is the shipped one; the Battles come from the setup.
        assert records[0].data["catalog"] == starter_catalog().digest
        assert again.ruleset.catalog.get(NORTH).name == "Defend the North"


@pytest.mark.rule("RGO-BATTLE-1", "RGO-BATTLE-4")
def test_a_game_recorded_before_the_strike_bounds_still_loads_and_verifies_as_played() -> None:
    old = str(battles.STRIKES_SINCE - 1)
    for attacks, strikes in (("Orcs - 0 strikes with 7 prowess", 0),
                             ("Orcs - 100000 strikes with 7 prowess", 100000)):
        played = game(attacks, old)
        assert played.records[0].data["ruleset_version"] == old
        # Its one attack was fought with the strikes the file gave it, overcome or not.
        declared = [d["attack"] for _, rule, d in facts(played, "AttackDeclared")
                    if rule == "RGO-BATTLE-4"]
        assert [(a["race"], a["strikes"]) for a in declared] == [("Orcs", strikes)]
        assert battle_facts(played) == [
            ("BattleBegan", "RGO-BATTLE-3"), ("BattleAttackBegan", "RGO-BATTLE-4"),
            ("CasualtyRolled", "RGO-BATTLE-7"), ("BattleEnded", "RGO-BATTLE-5")]
        # Loaded, verified and replayed by this version's server, as it was played.
        assert Chronicle(base(), played.records).head_hash == played.head_hash
        assert verify(base(), played.records).ok
        again = replay(base(), parse_record(json.loads(json.dumps(
            record_document(played.records)))))
        assert again.head_hash == played.head_hash
    # The same setup starts no game of the version that bounds the strikes.
    with pytest.raises(InvalidSetup) as refused:
        Chronicle.begin(base(), SEED, setup("Orcs - 0 strikes with 7 prowess"))
    assert list(refused.value.problems) == [
        "battle_cards: rgo-battle-cards.json: card RGOX-1: field 'attributes.autoAttack': "
        "attack 1 (Orcs) has 0 strikes; a Battle's attack has 1 to 15: at least one, as any "
        "attack, and no more than any card of the game has [RGO-BATTLE-4]"]


@pytest.mark.rule("RGO-BATTLE-1")
def test_simulate_counts_battles_and_a_game_without_the_file_says_so_once() -> None:
    from api.simulation.games import tallied

    assert dict(tallied(base(), game(STRONGER).records)) == {
        "raids": 0, "raids won": 0, "battles": 1, "battles won": 0, "dungeons explored": 0,
        "splits": 0, "joins": 0}
    assert dict(tallied(base(), game(WEAKER).records))["battles won"] == 1
    plain = Chronicle.begin(base(), SEED, {})
    lines = [plain.ruleset.narrate(r.fact) for r in plain.records]
    assert lines[0].startswith("A game of The Road Goes Ever On begins (seed 3), without "
                               "Battles: no Battle card file was given (the battle_cards "
                               "option). Setup: decks: ")
    assert sum("Battle" in line for line in lines) == 1
    assert facts(plain, "BattlesDealt") == []
    assert "(seed 3), with the Battles of rgo-battle-cards.json. Setup: " in \
        game().ruleset.narrate(game().records[0].fact)


# -- playing rules on a constructed state -----------------------------------------------------

def fixture_battles() -> tuple[battles.Battle, ...]:
    """The fixture file's Battles, as a game of the newest version reads them."""
    return battles.option_battles(option(), base().played)


def with_battles() -> RoadGoesEverOn:
    ruleset = base().for_setup({"battle_cards": option()})
    assert isinstance(ruleset, RoadGoesEverOn)
    return ruleset


def at_bree(rgo: RoadGoesEverOn, **fields: Any) -> State:
    dealt = tuple(b.to_json() for b in fixture_battles())
    start = state(rgo, site=BREE, phase=SITE, explored=True, battle_cards=dealt,
                  display=(Quest(NORTH, (BREE,)), Quest(SHIRE, ())),
                  mp=(MPRecord(RANGERS, "Rangers of the North", "faction", 3),))
    return start if not fields else state(rgo, **{**start.__dict__, **fields})


def refused(rgo: RoadGoesEverOn, start: State, action: str) -> IllegalAction:
    ctx = Context(rgo, Table(1, {}, start))
    with pytest.raises(IllegalAction) as caught:
        rgo.decide(ctx, action, {})
    assert ctx.facts == []  # nothing written
    return caught.value


@pytest.mark.rule("RGO-BATTLE-2", "RGO-BATTLE-3")
def test_a_battle_is_offered_only_where_it_may_be_fought_and_refused_elsewhere() -> None:
    rgo = with_battles()
    ready = at_bree(rgo)
    assert [a.id for a in rgo.actions(ready) if a.id.startswith("battle:")] == [f"battle:{NORTH}"]
    # At Bree even tapped (RGO-BATTLE-2).
    assert f"battle:{NORTH}" in [a.id for a in rgo.actions(at_bree(rgo, tapped_sites=(BREE,)))]
    no_faction = refused(rgo, at_bree(rgo, mp=()), f"battle:{NORTH}")
    assert (str(no_faction), no_faction.clause) == (
        "Defend the North needs a faction of yours whose home site is Bree. [RGO-BATTLE-3]",
        "RGO-BATTLE-3")
    elsewhere = refused(rgo, at_bree(rgo, display=(Quest(SHIRE, ()),)), f"battle:{SHIRE}")
    assert (str(elsewhere), elsewhere.clause) == (
        "Defending the Shire is played at Bag End, not at Bree. [RGO-BATTLE-2]", "RGO-BATTLE-2")
    unexplored = refused(rgo, at_bree(rgo, explored=False), f"battle:{NORTH}")
    assert unexplored.clause == "RGO-BATTLE-2"
    missing = refused(rgo, at_bree(rgo, display=()), f"battle:{NORTH}")
    assert (str(missing), missing.clause) == (
        "Defend the North is not a Battle on the Quest Display. [RGO-BATTLE-2]", "RGO-BATTLE-2")
    taken = refused(rgo, ready, f"take-quest:{NORTH}:{rgo.catalog.find('Aragorn II').id}")
    assert "is a Battle: it is fought" in str(taken)


@pytest.mark.rule("RGO-BATTLE-4")
def test_no_resource_or_faction_cancels_a_battles_attack_or_its_strikes() -> None:
    rgo = with_battles()
    [north] = [b for b in fixture_battles() if b.id == NORTH]
    attack: Attack = battles.attacks(north, 2)[0]
    facing = at_bree(rgo, awaited_strikes=AwaitedStrikes(attack.to_json(), battles.ATTACKS,
                                                         None))
    assert hand_resources.uncancelable(facing, rgo.catalog, attack, rgo.played)
    at = hand_resources.moment(facing, rgo.catalog)
    assert (at.uncancelable, at.battle) == (True, True)
    assert factions.cancel_actions(facing, rgo.catalog, rgo.played) == []
    # Concealment and Dark Quarrels cancel an Orc attack, Halfling Stealth a Hobbit's strike:
    # offered against an Orc creature, not against the Battle's Orcs.
    hobbits = state(rgo).characters + (Character.from_card(rgo.catalog.find("Bilbo")),)
    hand = ("TW-204", "TW-207", "TW-252")
    orcs = Attack("TW-000", "Orc-band", "Orcs", 4, 8)
    offered = [a.id.split(":")[1] for a in hand_resources.actions(
        at_bree(rgo, characters=hobbits, hand=hand, awaited_strikes=AwaitedStrikes(
            orcs.to_json(), "RGO-HAZ-2", None)), rgo.catalog, rgo.played)]
    assert sorted(set(offered)) == ["TW-204", "TW-207", "TW-252"]
    assert hand_resources.actions(at_bree(rgo, characters=hobbits, hand=hand,
                                          awaited_strikes=facing.awaited_strikes),
                                  rgo.catalog, rgo.played) == []


@pytest.mark.rule("RGO-BATTLE-8", "RGO-BATTLE-9", "RGO-WIN-4")
def test_an_unresolved_battle_costs_its_mp_when_discarded_or_left_at_the_council() -> None:
    rgo = with_battles()
    ctx = Context(rgo, Table(1, {}, at_bree(rgo)))
    ctx.emit("QuestDiscarded", "RGO-QUEST-7", card=SHIRE)  # the random Quest discard
    battles.lost_to_discard(ctx, SHIRE)
    battles.council(ctx)
    assert [(f.rule, f["card"], f["kind"], f["points"]) for f in ctx.facts[1:]] == [
        ("RGO-BATTLE-8", SHIRE, "battle", -3), ("RGO-BATTLE-9", NORTH, "battle", -5)]
    assert rgo.points(ctx.state)["battle"] == -8
    assert rgo.score(ctx.state)["adjusted"]["battle"] == -8  # never cut (RGO-WIN-4)


@pytest.mark.not_a_rule("setup option: a player's own Battle cards file")
def test_the_catalog_of_a_game_is_the_shipped_one_with_its_battles() -> None:
    ruleset = base()
    own = ruleset.for_setup({"battle_cards": option()})
    assert own is ruleset.for_setup({"battle_cards": copy.deepcopy(option())})  # kept
    assert (NORTH in own.catalog, NORTH in ruleset.catalog) == (True, False)
    assert own.base_catalog is ruleset.catalog
    assert ruleset.for_setup({}) is ruleset


def fighting(rgo: RoadGoesEverOn, **fields: Any) -> State:
    """Defend the North under way at Bree with the Rangers: its first attack faced."""
    return at_bree(rgo, display=(Quest(SHIRE, ()),),
                   battle=BattleFight(NORTH, BREE, (RANGERS,), 2, faced=1), **fields)


@pytest.mark.rule("RGO-BATTLE-4", "RGO-BATTLE-7")
def test_after_each_attack_the_supporting_factions_roll_minus_two_for_a_death() -> None:
    rgo = with_battles()
    [north] = [b for b in fixture_battles() if b.id == NORTH]
    attack = battles.attacks(north, 2)[0]
    ctx = Context(rgo, Table(1, {}, fighting(rgo)))
    battles.after_attack(ctx, attack, beaten=True, killed=True)
    assert [(f.kind, f.rule) for f in ctx.facts] == [
        ("BattleAttackOvercome", "RGO-BATTLE-4"), ("DiceRolled", "RGO-BATTLE-7"),
        ("CasualtyRolled", "RGO-BATTLE-7"), ("MarshallingPointsLost", "RGO-BATTLE-7")]
    made = ctx.facts[2]["check"]
    # 1 + 4 = 5 would keep the Rangers; with a character killed it is 3, and they are lost.
    assert (made["dice"], made["total"], made["passed"]) == ([1, 4], 3, True)
    assert [(m["amount"], m["clause"]) for m in made["modifiers"]] == [(-2, "RGO-BATTLE-7")]
    assert ctx.facts[3]["cards"] == [RANGERS] and ctx.state.mp == ()
    assert ctx.state.battle is not None and ctx.state.battle.overcome == 1
    # Another attack (not the Battle's) rolls nothing.
    other = Context(rgo, Table(1, {}, fighting(rgo)))
    battles.after_attack(other, Attack("TW-000", "Orc-band", "Orcs", 3, 9), True, True)
    assert other.facts == []


@pytest.mark.rule("RGO-BATTLE-5")
def test_a_battle_with_no_character_left_is_lost_and_discarded() -> None:
    rgo = with_battles()
    ctx = Context(rgo, Table(1, {}, fighting(rgo, characters=())))
    battles.go_on(ctx, lambda attack: pytest.fail("no attack is faced"),
                  rgo.catalog.get(BREE))
    assert [(f.kind, f.rule, f.get("won")) for f in ctx.facts] == [
        ("BattleEnded", "RGO-BATTLE-5", False)]
    assert NORTH in ctx.state.quest_discard and ctx.state.battle is not None \
        and ctx.state.battle.over


# -- a Traitor amid a Battle (interjections.BATTLE_SINCE) ---------------------------------------

#: The facts the Traitor's attack amid a Battle is told by, each with what it names.
TRAITOR_WATCHED = ("CorruptionChecked", "TraitorTurned", "AttackEnded", "BattleAttackBegan",
                   "AttackSetAside", "QueuedAttackMade", "InterjectionOver", "AttackTakenUp",
                   "BattleEnded", "GameEnded")


def traitor_watched(facts: list[Any]) -> list[tuple[str, object]]:
    """Each watched fact with the character, the step it stops (``resume``) or the attack."""
    return [(f.kind, f.data.get("resume") if f.kind == "QueuedAttackMade" else
             f.data.get("character") or f.data.get("attack") or f.data.get("name"))
            for f in facts if f.kind in TRAITOR_WATCHED]


def traitor_at_bree(version: int, *others: str, seed: int = 1, corrupt: str = "TW-1",
                    hand: tuple[str, ...] = ("Wizard's Fire",), traitors: int = 1,
                    **fields: Any) -> tuple[RoadGoesEverOn, Context[State]]:
    """The first of the company (Gandalf, with Aragorn II and Legolas, by default) bearing
    ``corrupt`` of 30 corruption points, ``hand`` in hand, at Bree with the Rangers,
    ``traitors`` Traitors in play; seed 1: Gandalf fails his check."""
    rgo = at_version(with_battles(), str(version))
    names = others or ("Gandalf", "Aragorn II", "Legolas")
    bearer = ids(rgo, names[0])[0]
    start = at_bree(rgo, characters=fields.pop("characters", company(rgo, *names)),
                    hand=ids(rgo, *hand), environments=(traitor.CARD,) * traitors,
                    permanent_hazards=((corrupt, bearer),),
                    hazard_points=((corrupt, bearer, 30),), **fields)
    return rgo, Context(rgo, Table(seed, {}, start))


def decided(rgo: RoadGoesEverOn, ctx: Context[State], *actions: str) -> list[tuple[str, object]]:
    done = len(ctx.facts)
    for action in actions:
        rgo.decide(ctx, action, {})
    return traitor_watched(ctx.facts[done:])


NOW, BEFORE = interjections.BATTLE_SINCE, interjections.BATTLE_SINCE - 1
#: From this version after any of the Battle's attacks, and the Battle before the game's loss.
EVERY, FIRST = interjections.EVERY_BATTLE_ATTACK_SINCE, interjections.BATTLE_SINCE


@pytest.mark.rule("RGO-HAZ-2", "RGO-BATTLE-4", "CoE-3.iv.5", "CoE-9.5.3")
def test_a_traitors_attack_amid_a_battle_comes_before_its_next_attack() -> None:
    """Gandalf casts Wizard's Fire on his strike of the Battle's first attack and fails the
    check: the traitor's attack is made once that attack is over, then the Battle's second
    attack is declared (and waits for the defender, the Battle not ended); before, the second
    was declared first and set aside for it."""
    gandalf, aragorn, fire = ids(base(), "Gandalf", "Aragorn II", "Wizard's Fire")
    first, second = "Defend the North (1 of 2)", "Defend the North (2 of 2)"
    cast = (f"battle:{NORTH}", f"assign:{gandalf}", f"resource:{fire}:strike:{gandalf}")
    failed = [("BattleAttackBegan", first), ("CorruptionChecked", gandalf),
              ("TraitorTurned", gandalf)]
    for version in (NOW, EVERY):
        rgo, ctx = traitor_at_bree(version)
        assert decided(rgo, ctx, *cast) == failed
        assert decided(rgo, ctx, "assign-rest") == [("AttackEnded", first),
                                                    ("QueuedAttackMade", interjections.BATTLE)]
        assert ctx.state.interjection_resume == interjections.BATTLE
        assert ctx.state.battle is not None and ctx.state.battle.faced == 1
        assert decided(rgo, ctx, f"assign:{aragorn}") == [
            ("AttackEnded", "Traitor (Gandalf)"), ("InterjectionOver", None),
            ("BattleAttackBegan", second)]
        assert ctx.state.awaited_strikes is not None and ctx.state.set_aside == ()
        assert not ctx.state.battle.over
    # The version before: the second attack is declared, then set aside for the traitor's.
    rgo, ctx = traitor_at_bree(BEFORE)
    assert decided(rgo, ctx, *cast) == failed
    assert decided(rgo, ctx, "assign-rest") == [
        ("AttackEnded", first), ("BattleAttackBegan", second), ("AttackSetAside", second),
        ("QueuedAttackMade", None)]
    assert decided(rgo, ctx, f"assign:{aragorn}") == [
        ("AttackEnded", "Traitor (Gandalf)"), ("InterjectionOver", None),
        ("AttackTakenUp", second)]


@pytest.mark.rule("RGO-HAZ-2", "RGO-BATTLE-5", "CoE-3.iv.5", "CoE-9.5.3")
def test_a_traitors_attack_in_a_battles_last_attack_comes_before_the_battle_ends() -> None:
    """The same check failed in the Battle's last attack: the traitor's attack is made before
    the Battle is concluded; before, the Battle ended first."""
    last = battles.attacks(next(b for b in fixture_battles() if b.id == NORTH),
                           3)[1]
    fields = {"battle": BattleFight(NORTH, BREE, (RANGERS,), 2, faced=2, overcome=1),
              "awaited_strikes": AwaitedStrikes(last.to_json(), battles.ATTACKS, NORTH)}
    gandalf, aragorn, fire = ids(base(), "Gandalf", "Aragorn II", "Wizard's Fire")
    cast = (f"assign:{gandalf}", f"resource:{fire}:strike:{gandalf}", "assign-rest")
    for version in (NOW, EVERY):
        rgo, ctx = traitor_at_bree(version, **fields)
        assert decided(rgo, ctx, *cast) == [
            ("CorruptionChecked", gandalf), ("TraitorTurned", gandalf),
            ("AttackEnded", last.name), ("QueuedAttackMade", interjections.BATTLE)]
        assert ctx.state.battle is not None and not ctx.state.battle.over
        assert decided(rgo, ctx, f"assign:{aragorn}") == [
            ("AttackEnded", "Traitor (Gandalf)"), ("InterjectionOver", None),
            ("BattleEnded", "Defend the North")]
        assert ctx.state.battle is not None and ctx.state.battle.over
    rgo, ctx = traitor_at_bree(BEFORE, **fields)
    assert decided(rgo, ctx, *cast) == [
        ("CorruptionChecked", gandalf), ("TraitorTurned", gandalf), ("AttackEnded", last.name),
        ("BattleEnded", "Defend the North"), ("QueuedAttackMade", None)]


def tapped(rgo: RoadGoesEverOn, *names: str) -> tuple[Character, ...]:
    return tuple(replace(c, state="tapped") for c in company(rgo, *names))


def despairing(version: int, seed: int) -> list[tuple[str, object]]:
    """Glorfindel II (Despair of the Heart of 30 points on him), Bard Bowman and Elrond, all
    tapped, the Rangers tapped, fight the Battle: its attacks ask nothing and are fought whole;
    the watched facts."""
    rgo = at_version(with_battles(), str(version))
    rgo, ctx = traitor_at_bree(
        version, "Glorfindel II", "Bard Bowman", "Elrond", seed=seed,
        corrupt=ids(rgo, "Despair of the Heart")[0], hand=(),
        characters=tapped(rgo, "Glorfindel II", "Bard Bowman", "Elrond"),
        tapped_factions=(RANGERS,))
    return decided(rgo, ctx, f"battle:{NORTH}")


@pytest.mark.rule("RGO-HAZ-2", "RGO-BATTLE-4", "CoE-9.5.3")
def test_a_traitors_attack_comes_before_the_next_even_after_an_attack_that_asked_nothing() -> None:
    """Glorfindel II, Bard Bowman and Elrond, all tapped, the Rangers tapped: the Battle's first
    attack asks nothing and is fought whole; once it is over Glorfindel fails Despair of the
    Heart's check (seed 9). From the version the traitor's attack is made (at once:
    no one to nominate) before the second attack; before, only after the Battle's end."""
    def fought(version: int) -> list[tuple[str, object]]:
        return despairing(version, 9)

    glorfindel = ids(base(), "Glorfindel II")[0]
    first, second = "Defend the North (1 of 2)", "Defend the North (2 of 2)"
    traitor_made = [("QueuedAttackMade", interjections.BATTLE), ("AttackEnded", "Traitor "
                    "(Glorfindel II)"), ("InterjectionOver", None)]
    assert fought(EVERY) == [
        ("BattleAttackBegan", first), ("AttackEnded", first), ("CorruptionChecked", glorfindel),
        ("TraitorTurned", glorfindel), *traitor_made,
        ("BattleAttackBegan", second), ("AttackEnded", second),
        ("BattleEnded", "Defend the North")]
    assert fought(EVERY - 1) == [
        ("BattleAttackBegan", first), ("AttackEnded", first), ("CorruptionChecked", glorfindel),
        ("TraitorTurned", glorfindel), ("BattleAttackBegan", second),
        ("AttackEnded", second), ("BattleEnded", "Defend the North"),
        ("QueuedAttackMade", None), ("AttackEnded", "Traitor (Glorfindel II)"),
        ("InterjectionOver", None)]


@pytest.mark.rule("RGO-HAZ-2", "RGO-BATTLE-5", "CoE-9.5.3")
def test_a_traitors_attack_after_a_last_attack_that_asked_nothing_comes_before_its_end() -> None:
    """As above, Glorfindel failing Despair of the Heart's check once the Battle's last attack,
    fought whole, is over (seed 5): from the version the traitor's attack comes before the
    Battle ends; before, after."""
    def fought(version: int) -> list[tuple[str, object]]:
        return despairing(version, 5)

    glorfindel = ids(base(), "Glorfindel II")[0]
    second = "Defend the North (2 of 2)"
    turned = [("BattleAttackBegan", "Defend the North (1 of 2)"),
              ("AttackEnded", "Defend the North (1 of 2)"), ("BattleAttackBegan", second),
              ("AttackEnded", second), ("CorruptionChecked", glorfindel),
              ("TraitorTurned", glorfindel)]
    made = [("AttackEnded", "Traitor (Glorfindel II)"), ("InterjectionOver", None)]
    assert fought(EVERY) == [*turned, ("QueuedAttackMade", interjections.BATTLE), *made,
                             ("BattleEnded", "Defend the North")]
    assert fought(EVERY - 1) == [*turned, ("BattleEnded", "Defend the North"),
                                 ("QueuedAttackMade", None), *made]


@pytest.mark.rule("RGO-HAZ-2", "RGO-BATTLE-5", "RGO-GEN-7")
def test_a_battle_that_leaves_no_character_is_lost_and_then_the_game() -> None:
    """Gandalf, Sam Gamgee and Bard Bowman, the Rangers tapped (seed 3): the traitor's attack
    kills Sam, and the Battle's second attack, asking nothing, Bard. From the version the
    Battle is lost, then the game; 188 found no loss and went on with no character left."""
    def fought(version: int) -> tuple[RoadGoesEverOn, Context[State], list[tuple[str, object]]]:
        rgo, ctx = traitor_at_bree(version, "Gandalf", "Sam Gamgee", "Bard Bowman", seed=3,
                                   tapped_factions=(RANGERS,))
        gandalf, fire = ids(rgo, "Gandalf", "Wizard's Fire")
        decided(rgo, ctx, f"battle:{NORTH}", f"assign:{gandalf}",
                f"resource:{fire}:strike:{gandalf}", "assign-rest")
        return rgo, ctx, decided(rgo, ctx, "assign-rest")[-3:]

    rgo, ctx, last = fought(EVERY)
    assert last == [("AttackEnded", "Defend the North (2 of 2)"),
                    ("BattleEnded", "Defend the North"), ("GameEnded", None)]
    assert ctx.state.outcome is not None and ctx.state.outcome["outcome"] == "lost"
    assert ctx.state.characters == () and rgo.actions(ctx.state) == []
    rgo, ctx, last = fought(FIRST)
    assert last == [("BattleAttackBegan", "Defend the North (2 of 2)"),
                    ("AttackEnded", "Defend the North (2 of 2)"),
                    ("BattleEnded", "Defend the North")]
    assert ctx.state.outcome is None and ctx.state.characters == ()
    assert [a.id for a in rgo.actions(ctx.state)] == ["end-turn"]


@pytest.mark.rule("RGO-HAZ-2", "RGO-BATTLE-5", "RGO-GEN-7")
def test_a_traitors_attack_that_leaves_no_one_in_the_last_attack_ends_the_battle_first() -> None:
    """Gandalf and Bard Bowman in the Battle's last attack (seed 2): the traitor's attack, made
    before the Battle's end, kills Bard. From the version the Battle is concluded, lost, before
    the game is; 188 ended the game with the Battle still under way."""
    last = battles.attacks(next(b for b in fixture_battles() if b.id == NORTH),
                           3)[1]
    fields = {"battle": BattleFight(NORTH, BREE, (RANGERS,), 2, faced=2, overcome=1),
              "awaited_strikes": AwaitedStrikes(last.to_json(), battles.ATTACKS, NORTH)}

    def fought(version: int) -> tuple[Context[State], list[tuple[str, object]]]:
        rgo, ctx = traitor_at_bree(version, "Gandalf", "Bard Bowman", seed=2, **fields)
        gandalf, fire = ids(rgo, "Gandalf", "Wizard's Fire")
        decided(rgo, ctx, f"assign:{gandalf}", f"resource:{fire}:strike:{gandalf}",
                "assign-rest")
        return ctx, decided(rgo, ctx, "assign-rest")

    ctx, facts = fought(EVERY)
    assert facts == [("AttackEnded", "Traitor (Gandalf)"), ("InterjectionOver", None),
                     ("BattleEnded", "Defend the North"), ("GameEnded", None)]
    assert ctx.state.battle is not None and ctx.state.battle.over
    ctx, facts = fought(FIRST)
    assert facts == [("AttackEnded", "Traitor (Gandalf)"), ("InterjectionOver", None),
                     ("GameEnded", None)]
    assert ctx.state.battle is not None and not ctx.state.battle.over


@pytest.mark.rule("RGO-HAZ-2", "RGO-BATTLE-4", "CoE-9.5.3")
def test_two_traitors_attack_in_turn_before_the_battles_next_attack() -> None:
    """Two Traitors in play turn Gandalf at once (seed 1): both their attacks are made, one
    after the other, before the Battle's second attack is declared."""
    rgo, ctx = traitor_at_bree(EVERY, "Gandalf", "Glorfindel II", "Bard Bowman", "Elrond",
                               traitors=2)
    gandalf, fire = ids(rgo, "Gandalf", "Wizard's Fire")
    decided(rgo, ctx, f"battle:{NORTH}", f"assign:{gandalf}",
            f"resource:{fire}:strike:{gandalf}")
    assert decided(rgo, ctx, "assign-rest") == [
        ("AttackEnded", "Defend the North (1 of 2)"), ("QueuedAttackMade", interjections.BATTLE)]
    assert decided(rgo, ctx, "assign-rest") == [
        ("AttackEnded", "Traitor (Gandalf)"), ("InterjectionOver", None),
        ("QueuedAttackMade", interjections.BATTLE)]
    assert ctx.state.interjecting and ctx.state.battle is not None \
        and ctx.state.battle.faced == 1
    assert decided(rgo, ctx, "assign-rest")[:3] == [
        ("AttackEnded", "Traitor (Gandalf)"), ("InterjectionOver", None),
        ("BattleAttackBegan", "Defend the North (2 of 2)")]


def region_weakening(rgo: RoadGoesEverOn, keyed_to: str | None, key_floor: int = 0,
                     path: tuple[str, ...] = ("wilderness", "wilderness")) -> list[str]:
    """The notes of RGO-BATTLE-6 on Orc-band, Rhudaur Defended, attacking the company moving
    from Rivendell (Rhudaur) to Goblin-gate (High Pass) keyed so."""
    rivendell, goblin_gate = (rgo.catalog.find(n).id for n in ("Rivendell", "Goblin-gate"))
    moving = state(rgo, site=rivendell, destination=goblin_gate, path=path,
                   key_floor=key_floor, defended_regions=("Rhudaur",))
    ctx = Context(rgo, Table(1, {}, moving))
    battles.defend(ctx, Attack("TW-000", "Orc-band", "Orcs", 3, 9), keyed_to)
    return [f["note"] for f in ctx.facts if f.rule == "RGO-BATTLE-6"]


@pytest.mark.rule("RGO-BATTLE-6")
def test_a_defended_region_weakens_the_attacks_keyed_there(rgo: RoadGoesEverOn) -> None:
    defended = ["Rhudaur is Defended"]
    # The site path runs from Rhudaur to High Pass: keyed to its first region, Rhudaur's.
    assert region_weakening(rgo, "region 1 (wilderness)", 0) == defended
    # Keyed to High Pass, the last region, or to Goblin-gate in it: not weakened.
    assert region_weakening(rgo, "region 2 (wilderness)", 1) == []
    assert region_weakening(rgo, "the site", 2) == []
    # A region between the ends is named by no card: none of its attacks is weakened.
    assert region_weakening(rgo, "region 2 (wilderness)", 1,
                            ("wilderness", "wilderness", "wilderness")) == []
    # An attack keyed to nothing (a Traitor's, an Agent's) is where the company's site is.
    assert region_weakening(rgo, None) == defended
    # Before the version, every attack during the move was at the site of origin.
    old = at_version(rgo, str(battles.REGION_SINCE - 1))
    assert region_weakening(old, "region 2 (wilderness)", 1) == defended
    assert region_weakening(old, "the site", 2) == defended
