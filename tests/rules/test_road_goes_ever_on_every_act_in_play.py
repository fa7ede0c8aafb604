"""The Road Goes Ever On from ``effect_clauses.EVERY_ACT_SINCE``: what was left of the hazard
permanent-events in play names its copy's play too. A Nazgûl keyed where only The Nazgûl are
Abroad lets it be cites the clause of that copy's play and names the card (``hazard_card``)
and the play; the hazard long-events The Will of Sauron keeps at the end of a turn are told
(``LongEventsKept``) under its copy's play; Balrog of Moria's attack at Moria names its copy's
play as it is queued and declared. The audit links each to that play, in a whole game as in
one step, as it links The Will of Sauron's, Shelob's and the Balrog's facts from
``effect_clauses.EVERY_IN_PLAY_SINCE``. The version before keyed by RGO-HAZ-4 naming no card,
told no keeping and named no play for the Balrog's attack; its games replay as played."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain.chronicle import Chronicle, Record
from domain.engine import hazards_in_play
from domain.rulesets.road_goes_ever_on import balrog_of_moria, effect_clauses, shelob
from domain.rulesets.road_goes_ever_on import nazgul_abroad as abroad
from domain.rulesets.road_goes_ever_on import will_of_sauron as sauron
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from tests.rules.rgo_support import at_version, autoplayed, begin, company, ids, moving
from tests.rules.test_road_goes_ever_on_balrog_of_moria import site_attacks
from tests.rules.test_road_goes_ever_on_copies_in_play import decided_by
from tests.rules.test_road_goes_ever_on_every_copy_in_play import revealed
from tests.rules.test_road_goes_ever_on_nazgul_abroad import KHAMUL, bearing

NOW = str(effect_clauses.EVERY_ACT_SINCE)
BEFORE = str(effect_clauses.EVERY_ACT_SINCE - 1)
#: The version before The Will of Sauron's, Shelob's and the Balrog's facts named a play.
UNNAMED = str(effect_clauses.EVERY_IN_PLAY_SINCE - 1)
DOORS = hazards_in_play.DOORS_OF_NIGHT


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_the_version_names_every_act_of_a_copy_in_play(rgo: RoadGoesEverOn) -> None:
    assert int(rgo.version) >= int(NOW) and BEFORE in rgo.replays


def keyings(rgo: RoadGoesEverOn, version: str, site: str, path: tuple[str, ...],
            ring: str) -> list[tuple[str | None, Any, Any, Any]]:
    """The Nazgûl are Abroad revealed (play 1), then Khamûl, as the company goes from
    Rivendell to ``site`` by ``path``, Aragorn bearing ``ring``: Khamûl's keying (clause,
    place, the card and the play it names)."""
    rivendell, there = ids(rgo, "Rivendell", site)
    ctx = begin(at_version(rgo, version), moving(
        rgo, "The Nazgûl are Abroad", KHAMUL, site=rivendell, destination=there, path=path,
        characters=bearing(rgo, ring)))
    assert ctx.state.environment_plays == ((abroad.CARD, 1),)
    return [(f.rule, f["place"], f.get("hazard_card"), f.get("play")) for f in ctx.facts
            if f.kind == "HazardKeyed"]


@pytest.mark.rule("RGO-HAZ-4", "RGO-HAZ-2")
def test_a_nazgul_keyed_by_the_nazgul_are_abroad_names_its_play(rgo: RoadGoesEverOn) -> None:
    """Khamûl (printed: Dark-domain, Dark-hold) keyed to Weathertop, the site of a company
    bearing The One Ring, by The Nazgûl are Abroad alone: its play's RGO-HAZ-2, naming the card
    and play 1; before, RGO-HAZ-4, naming none. Where his printed keying reaches a place
    first (a Dark-domain of the path), the card decides nothing: RGO-HAZ-4 in both."""
    one_ring = "The One Ring"
    assert keyings(rgo, NOW, "Weathertop", ("wilderness",), one_ring) == [
        ("RGO-HAZ-2", "the site", abroad.CARD, 1)]
    assert keyings(rgo, BEFORE, "Weathertop", ("wilderness",), one_ring) == [
        ("RGO-HAZ-4", "the site", None, None)]
    for version in (NOW, BEFORE):
        assert keyings(rgo, version, "Weathertop", ("dark-domain",), one_ring) == [
            ("RGO-HAZ-4", "region 1 (dark-domain)", None, None)]


@pytest.mark.rule("RGO-LONG-4", "RGO-HAZ-2")
def test_the_will_of_sauron_tells_what_it_keeps_by_its_own_play(rgo: RoadGoesEverOn) -> None:
    """In play from the Hazard Pile with Doors of Night (play 1), it keeps Clouds at the end of
    the turn: told (``LongEventsKept``) citing its play's RGO-HAZ-2 and naming it; nothing kept,
    nothing told. Before, the keeping was not told."""
    clouds = rgo.catalog.find("Clouds").id

    def kept(version: str, hazard: list[str]) -> list[tuple[str | None, Any, Any, Any]]:
        ctx = revealed(rgo, version, "The Will of Sauron", environments=(DOORS,),
                       long_in_play=(clouds,))
        assert ctx.state.environment_plays == ((sauron.CARD, 1),)
        assert sauron.kept(ctx, hazard) == hazard
        return [(f.rule, f["card"], f["cards"], f.get("play")) for f in ctx.facts
                if f.kind == "LongEventsKept"]

    assert kept(NOW, [clouds]) == [("RGO-HAZ-2", sauron.CARD, [clouds], 1)]
    assert kept(NOW, []) == []
    assert kept(BEFORE, [clouds]) == []


@pytest.mark.rule("RGO-HAZ-2", "CoE-2.V.i")
def test_the_balrogs_attack_at_moria_names_its_own_play(rgo: RoadGoesEverOn) -> None:
    """In play from the Hazard Pile (play 1), at Moria: its attack is queued and declared under
    its play's RGO-HAZ-2, naming it; before, under that clause, naming none."""
    hero = replace(company(rgo, "Aragorn II")[0], prowess=20)

    def attacked(version: str) -> list[tuple[str, Any, Any]]:
        ctx = revealed(rgo, version, "Balrog of Moria")
        at_moria = replace(ctx.state, destination=None, path=(), characters=(hero,))
        fought = site_attacks(at_version(rgo, version), at_moria, "Moria")
        queued = [(f.kind, a["rule"], a.get("play")) for f in fought.facts
                  if f.kind == "SiteAttacksQueued" for a in f["attacks"]
                  if a["attack"]["source"] == balrog_of_moria.CARD]
        declared = [(f.kind, f.rule, f.get("play")) for f in fought.facts
                    if f.kind == "AttackDeclared"
                    and f["attack"]["source"] == balrog_of_moria.CARD]
        return queued + declared

    assert attacked(NOW) == [("SiteAttacksQueued", "RGO-HAZ-2", 1),
                             ("AttackDeclared", "RGO-HAZ-2", 1)]
    assert attacked(BEFORE) == [("SiteAttacksQueued", "RGO-HAZ-2", None),
                                ("AttackDeclared", "RGO-HAZ-2", None)]


#: ``redbook simulate --ruleset road-goes-ever-on --game-seed 2`` with ``HAZARDS`` on top of the
#: default decks (``rgo_support.stacked_deck``): Balrog of
#: Moria comes from the Hazard Pile (play 3), Doors of Night is played free, Shelob (play 21)
#: strengthens Giant Spiders, The Will of Sauron comes into play three times (plays 27, 36 and
#: 50), the first two copies keeping hazard long-events and going with them as the Hazard deck
#: runs out, and the company meets the Balrog at Moria twice, its +2 on Moria's own two
#: automatic-attacks (Redhorn Gate) before it.
SEED = 2
CARDS = (sauron.CARD, shelob.CARD, balrog_of_moria.CARD)


HAZARDS = ("Doors of Night", "The Will of Sauron", "Balrog of Moria", "Shelob", "Giant Spiders",
           "Giant Spiders")


def game(version: str) -> Chronicle:
    """The automatic player's game from ``SEED`` with the shipped default decks, the Hazard
    deck's first six cards replaced by ``HAZARDS``."""
    return autoplayed(version, SEED, HAZARDS)


def card_of(record: Record) -> Any:
    """The card a fact of a permanent-event in play is about: its attack's source, the card
    of its bonus, or its ``card``."""
    if record.kind == "AttackDeclared":
        return record.data["attack"]["source"]
    if record.kind == "AttackModified":
        return next(iter(record.data["cards"]), None)
    return record.data.get("card")


def acts(chronicle: Chronicle) -> list[Record]:
    """The facts of The Will of Sauron, Shelob and Balrog of Moria in play: their bonuses,
    keeping, discards and the Balrog's attacks declared."""
    kinds = ("AttackModified", "AttackDeclared", "LongEventsKept", "LongEventsDiscarded",
             "EnvironmentDiscarded", "BalrogDefeated")
    return [r for r in chronicle.records if r.kind in kinds and card_of(r) in CARDS]


def copy_in_play(chronicle: Chronicle, record: Record) -> tuple[int, Record]:
    """The last play of the card ``record`` is about before it, the copy in play, with its
    number among the game's hazard event plays."""
    played = [r for r in chronicle.records if r.kind == "HazardEventPlayed" and r.rule]
    return max((n, r) for n, r in enumerate(played, 1)
               if r.data["card"] == card_of(record) and r.version < record.version)


@pytest.mark.rule("RGO-HAZ-2", "RGO-LONG-4", "RGO-GEN-5", "CoE-2.V.i")
def test_the_audit_links_each_act_in_a_whole_game_to_its_copys_play() -> None:
    """In the seeded game each fact of The Will of Sauron, Shelob and the Balrog in play
    (Shelob's +1s, the Balrog's +2s and its attacks at Moria, The Will of Sauron's keeping, its
    discards and the long-events it takes) cites the clause of its copy's play and names it,
    which the audit links as the card that decided it, The Will of Sauron's second copy by
    its own play. At 229 the same game names a play for all but the Balrog's attacks and tells
    no keeping; at 228 it names none and the audit links none."""
    now = game(NOW)
    found = acts(now)
    assert {r.kind for r in found} == {"AttackModified", "AttackDeclared", "LongEventsKept",
                                       "LongEventsDiscarded", "EnvironmentDiscarded"}
    for record in found:
        number, play = copy_in_play(now, record)
        assert (record.rule, record.data["play"]) == (play.rule, number)
        assert decided_by(now, record) == [play.version]
    assert sorted({record.data["play"] for record in found if record.kind == "LongEventsKept"
                   }) == [27, 36]
    assert len([r for r in found if r.kind == "AttackDeclared"]) == 2
    before = game(BEFORE)
    assert [(r.kind, r.data.get("play")) for r in acts(before)] == [
        (r.kind, None if r.kind == "AttackDeclared" else r.data["play"]) for r in found
        if r.kind != "LongEventsKept"]
    assert [decided_by(before, r) for r in acts(before) if r.kind == "AttackDeclared"] == [[], []]
    unnamed = acts(game(UNNAMED))
    assert unnamed and not any("play" in r.data for r in unnamed)
    assert all(decided_by(game(UNNAMED), r) == [] for r in unnamed)
