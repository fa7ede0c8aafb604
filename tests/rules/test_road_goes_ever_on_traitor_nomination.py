"""The Road Goes Ever On, from traitor.ASKS_SINCE: a Traitor's attack waits for the player
where he has a choice. Queued as the check fails (interjections.py), it is made once the step
is played, wherever it was (here an item stored in the organization phase, CoE 2.II.4): a
Brave character of the company may be nominated to face its strike (RGO-CHAR-3), tapped too,
or the strike left to chance (RGO-TARGET-2); the choices of a strike are offered;
a character who is not Brave, or the traitor himself, is refused naming why; once it is over
the game is back where it waited. The version before resolved it at once, at random.
Constructed states, seeded."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine.characters import Item
from domain.engine.combat import Attack
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import combat, interjections, traitor
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import Queued, State
from tests.rules.rgo_support import at_version, company, decided, ids, organizing, refused

NOW = str(traitor.ASKS_SINCE)
BEFORE = str(traitor.ASKS_SINCE - 1)
BOOK = "Red Book of Westmarch"
#: A corruption card heavy enough that Aragorn's check, storing the book, fails (seed 1).
HEAVY = ("TW-1", 14)


def storing(rgo: RoadGoesEverOn, *, legolas: str = "untapped") -> State:
    """Aragorn II (bearing the Red Book, corrupt enough to fail), Legolas (Brave) in state
    ``legolas`` and Elrond (not Brave) organizing at Rivendell, a Traitor in play."""
    aragorn, elf, elrond = company(rgo, "Aragorn II", "Legolas", "Elrond")
    aragorn = replace(aragorn, items=(Item.from_card(rgo.catalog.find(BOOK), facts=True),))
    card, points = HEAVY
    return organizing(rgo, characters=(aragorn, elf.with_state(legolas), elrond),
                      environments=(traitor.CARD,),
                      permanent_hazards=((card, aragorn.card_id),),
                      hazard_points=((card, aragorn.card_id, points),))


def stored(ruleset: RoadGoesEverOn, start: State) -> Context[State]:
    ctx = Context(ruleset, Table(1, {}, start))
    ruleset.decide(ctx, f"store-item:{ids(ruleset, BOOK)[0]}", {})
    return ctx


@pytest.mark.rule("RGO-CHAR-3", "RGO-HAZ-2", "CoE-2.II.4", "CoE-3.ii")
@pytest.mark.parametrize("legolas", ["untapped", "tapped"])
def test_the_traitors_attack_waits_for_a_brave_nomination(rgo: RoadGoesEverOn,
                                                          legolas: str) -> None:
    aragorn, elf, elrond = ids(rgo, "Aragorn II", "Legolas", "Elrond")
    ruleset = at_version(rgo, NOW)
    ctx = stored(ruleset, storing(rgo, legolas=legolas))
    kinds = [f.kind for f in ctx.facts]
    assert kinds[kinds.index("TraitorTurned"):] == [
        "TraitorTurned", "EnvironmentDiscarded", "AttackQueued", "QueuedAttackMade",
        "AttackDeclared", "StrikeAssignmentOpened"]
    waiting = ctx.state
    assert waiting.interjecting and waiting.awaited_strikes is not None
    offered = [a.id for a in ruleset.actions(waiting)]
    # Legolas, Brave, may be nominated (tapped too); Elrond is not Brave: the attacker
    # chooses; the traitor is gone. The strike may be left to chance.
    assert f"assign:{elf}" in offered and "assign-rest" in offered
    assert f"assign:{elrond}" not in offered and f"assign:{aragorn}" not in offered
    assert refused(ruleset, waiting, f"assign:{elrond}", "RGO-CHAR-3") == (
        "Elrond is not Brave: the attacker chooses whom a Traitor's attack strikes, and only "
        "a Brave character may be nominated. [RGO-CHAR-3]")
    assert refused(ruleset, waiting, f"assign:{aragorn}", "RGO-CHAR-3") == (
        "Aragorn II is not in the company attacked. [RGO-CHAR-3]")
    # Nominated, Legolas faces the strike; then the organization phase goes on where it was.
    after = Context(ruleset, Table(1, {}, waiting))
    ruleset.decide(after, f"assign:{elf}", {})
    assert [(f.kind, f["character"]) for f in after.facts if f.kind == "StrikeAssigned"] == [
        ("StrikeAssigned", elf)]
    assert [f.kind for f in after.facts][-2:] == ["AttackEnded", "InterjectionOver"]
    s = after.state
    assert not s.interjecting and s.awaited_strikes is None and s.queued_attacks == ()
    assert s.phase == "organization" and "stay" in [a.id for a in ruleset.actions(s)]


@pytest.mark.rule("RGO-CHAR-3", "RGO-TARGET-2")
def test_an_untapped_companion_is_no_defender_to_choose_the_strike_goes_at_random(
        rgo: RoadGoesEverOn) -> None:
    # Left to chance, the strike goes to Legolas or Elrond at random, never the traitor.
    aragorn, elf, elrond = ids(rgo, "Aragorn II", "Legolas", "Elrond")
    ruleset = at_version(rgo, NOW)
    waiting = stored(ruleset, storing(rgo)).state
    after = Context(ruleset, Table(1, {}, waiting))
    ruleset.decide(after, "assign-rest", {})
    struck = [(f.rule, f["character"]) for f in after.facts if f.kind == "StrikeAssigned"]
    assert len(struck) == 1 and struck[0][0] == "RGO-TARGET-2"
    assert struck[0][1] in (elf, elrond) and struck[0][1] != aragorn
    assert not after.state.interjecting and after.state.phase == "organization"


@pytest.mark.rule("RGO-HAZ-2", "RGO-TARGET-2")
def test_before_the_version_the_attack_is_resolved_at_once_at_random(
        rgo: RoadGoesEverOn) -> None:
    old = at_version(rgo, BEFORE)
    ctx = stored(old, storing(rgo))
    kinds = [f.kind for f in ctx.facts]
    assert "AttackQueued" not in kinds and "StrikeAssignmentOpened" not in kinds
    assert [f.rule for f in ctx.facts if f.kind == "StrikeAssigned"] == ["RGO-TARGET-2"]
    assert ctx.state.awaited_strikes is None and not ctx.state.interjecting


def queued(rgo: RoadGoesEverOn, start: State) -> State:
    attack = Attack(traitor.CARD, "Traitor (Aragorn II)", "", 1, 16, None)
    return replace(start, queued_attacks=(Queued(attack.to_json(), traitor.RULE,
                                                 ids(rgo, "Aragorn II"), start.company),))


@pytest.mark.rule("RGO-HAZ-2", "CoE-3.ii")
def test_a_queued_attack_waits_behind_what_the_game_waits_on_first(
        rgo: RoadGoesEverOn) -> None:
    ruleset = at_version(rgo, NOW)
    aragorn, elf = ids(rgo, "Aragorn II", "Legolas")
    start = queued(rgo, organizing(rgo, characters=company(rgo, "Legolas", "Elrond")))
    # A hazard event's effect to declare comes first: nothing is made.
    behind = replace(start, awaited_event=(ids(rgo, "Twilight")[0], elf))
    ctx = Context(ruleset, Table(1, {}, behind))
    interjections.make_queued(ctx, combat.make_interjected)
    assert ctx.facts == [] and ctx.state.queued_attacks == behind.queued_attacks
    # Once nothing comes first, it is made, and waits for the defender.
    ctx = Context(ruleset, Table(1, {}, start))
    interjections.make_queued(ctx, combat.make_interjected)
    assert [f.kind for f in ctx.facts] == ["QueuedAttackMade", "AttackDeclared",
                                           "StrikeAssignmentOpened"]
    assert ctx.state.awaited_strikes is not None
    assert ctx.state.awaited_strikes.spared == (aragorn,)
    # Another company's phase begun meanwhile: it is made on no one.
    elsewhere = replace(start, company="c9")
    ctx = Context(ruleset, Table(1, {}, elsewhere))
    interjections.make_queued(ctx, combat.make_interjected)
    assert [(f.kind, f.data.get("note")) for f in ctx.facts] == [
        ("QueuedAttackMade", None), ("InterjectionOver", "its company's phase is over")]
    assert ctx.state.queued_attacks == () and not ctx.state.interjecting


@pytest.mark.rule("RGO-HAZ-2", "CoE-3.v")
def test_three_traitors_turned_by_one_check_show_the_attacks_to_come(
        rgo: RoadGoesEverOn) -> None:
    aragorn, book = ids(rgo, "Aragorn II", BOOK)
    ctx = Context(rgo, Table(1, {}, replace(storing(rgo), environments=(traitor.CARD,) * 3)))
    decided(rgo, ctx, f"store-item:{book}:{aragorn}")
    assert [f.kind for f in ctx.facts].count("AttackQueued") == 3
    # The first is made; the board tells the two still to come, and the empty race of the
    # traitor's attack is no field a table shows.
    shown = rgo.board(ctx.state)["combat"]
    assert isinstance(shown, dict)
    assert shown["attacks_to_come"] == ["Traitor (Aragorn II)"] * 2
    # Each over, the game goes on where it waited, told once; the last leaves none to come.
    def fought() -> list[str]:
        """The strike left to chance, then resolved: the lines once the attack is over."""
        start = len(ctx.facts)
        while not any(f.kind == "InterjectionOver" for f in ctx.facts[start:]):
            rgo.decide(ctx, "assign-rest", {})
        return [rgo.narrate(f) for f in ctx.facts[start:] if f.kind == "InterjectionOver"]

    assert fought() == ["The attack is over: the game goes on where it waited."]
    then = rgo.board(ctx.state)["combat"]
    assert isinstance(then, dict) and then["attacks_to_come"] == ["Traitor (Aragorn II)"]
    # The second over, the third is made and resolved at once (seed 1).
    assert fought() == ["The attack is over: the game goes on where it waited.",
                        "The game goes on where it waited (resolved at once)."]
    assert ctx.state.queued_attacks == ()
    assert rgo.board(ctx.state)["combat"] is None
