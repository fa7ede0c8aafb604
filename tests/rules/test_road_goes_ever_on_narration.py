"""Every fact The Road Goes Ever On records reads as one sentence for the player: none falls
back to the generic ``Kind: key=value`` line, and cards and characters appear by name."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from api.commands.simulate import autoplay
from domain.cards import Catalog, starter_catalog
from domain.ruleset import DECISION, Fact, make_ruleset
from domain.rulesets.road_goes_ever_on import narration

PACKAGE = Path(__file__).resolve().parents[2] / "domain" / "rulesets" / "road_goes_ever_on"

#: Every kind of fact the ruleset emits (``ctx.emit``), the encounter kinds it emits through
#: ``play_row``, and the kinds every game records (the start and the random draws).
KINDS = (
    "AllyPlayedFromDeck", "AttackBodyChecked", "AttackDeclared", "AttackEnded",
    "AttackModified", "BenefitGranted", "BodyChecked", "BreathFaced", "CardTakenToHand",
    "CasualtyRolled", "RaidBegan", "RaidAttackDefeated", "RaidEnded",
    "BattlesDealt", "BattleBegan", "BattleAttackBegan", "BattleAttackOvercome", "BattleEnded",
    "RegionDefended",
    "RescuePrisonersPlayed", "RescuePrisonersDiscarded", "CardHeld", "CardStored",
    "NewCardPlaced",
    "CardsDiscarded", "CardsDrawn", "CharacterEliminated",
    "CharacterFound", "CharacterPlayed", "CharacterStateChanged", "CharactersUntapped",
    "CompanyArrived", "CompanyFormed", "CompanyStays", "CorruptionCardRemoved",
    "CourageTokenGained", "CourageTokenSpent", "SkillTokenSpent", "AbilityUsed",
    "StrikeSupported", "StaysUntapped", "SongSought", "SongSung", "SongReturnedToDeck",
    "AgentEncountered", "MindRolled", "AgentFoiled", "ItemStolen", "AgentInfluenced",
    "AgentAttackOffered", "AgentAttacked", "AgentLeft", "AgentMagic", "AgentAttackBarred",
    "AgentVanished", "AgentKilled", "AgentStays", "AgentOnDisplay", "AgentDiscarded",
    "OnGuardCardSeen", "CharacterReturnedToHand",
    "MarshallingPointsLost",
    "CorruptionChecked", "DiscardAwaited", "DragonEncounter", "EncounterNotPlayed",
    "EncounterOffered", "EncounterRollChosen", "EncounterRollsOffered", "FreeCouncilCalled",
    "GameEnded", "HazardDiscarded", "HazardEffectApplied", "HazardEffectAwaited",
    "HazardEventPlayed", "HazardKeyed", "HazardLimitChanged", "HazardLimitEased",
    "HazardLimitSet", "HazardOnGuard", "HazardPileDrawn", "HazardPlacedOnCharacter",
    "HazardRemovalRolled", "HazardRevealed", "HazardsReturned", "HomeRollsUsed",
    "InfluenceAttempted", "InnEncounter", "ItemLossAwaited", "ItemLost", "ItemPassed",
    "ItemPlayed",
    "LongEventCancelled", "LongEventEffect", "LongEventEffectAwaited", "LongEventPlayed",
    "LongEventRolled", "QuestRolled",
    "LongEventsDiscarded", "MarshallingPointsGained", "MovementPlanned",
    "NextAttackStrengthened", "NoAttacker", "NoCharacterFound", "NoFieryBreath",
    "NoOnGuardAtHaven", "NoPlayerDraw", "NoSiteEncounter", "NothingHappens", "NothingToUse",
    "OfferUsed", "OnGuardNotRevealed", "OnGuardReturned", "OnGuardRevealed", "PhaseBegan",
    "PlayerRuling", "QuestCardSearched", "QuestDeckEmpty", "QuestDiscarded", "QuestRevealed",
    "QuestTaken", "SanctuaryKept", "ShadowChanged", "SiteAttackBegan", "SiteAttacksQueued",
    "SiteClosed", "SiteDeckLaidOut", "SiteEncounter", "SiteExplored", "SiteTapped",
    "SiteUntapped", "SkillTokenGained", "StartingItemBorne", "StrikeAssigned",
    "StrikeAssignmentOpened", "StrikeResolved", "TopCardSeen", "TrapsFaced", "TurnBegan",
    "TurnEnded", "TerrorRolled",
    "CompanySplit", "CompaniesJoined", "CompanyActivated", "CompanyChoiceAwaited",
    "CompanyChosen",
    "GoldRingTested", "RingDeckSearched", "RingPlayed", "ItemLeftPlay",
    "GameStarted", "DiceRolled", "DeckShuffled", "RandomPicked",
    "FollowerTaken", "ItemStored", "SitePathTreated",
    "ResourcePlayed", "AttackCanceled", "AttackStrikesSet", "StrikeRollChosen",
    "StrikeCanceled", "CreaturesPrevented", "CorruptionCheckBonus", "CharactersDetained",
    "CharactersFreed", "FactionTapped", "AllyTapped", "DragonDefeated", "AutomaticAttackGone",
    "LostTreasureDeclared",
    "LostTreasureStored", "UnderDeepsMoveRolled", "HazardLeftPlay",
    "GoingHomeRolled", "HazardEffectInForce", "HazardEffectEnded",
)

#: The player's own choices are shown as they are made, not narrated as facts.
NOT_NARRATED = (DECISION,)

ATTACK = {"automatic": False, "body": None, "each_character": False, "marshalling_points": 1,
          "name": "Orc-lieutenant", "prowess": 7, "race": "Orcs", "source": "TW-76",
          "strikes": 1}


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return starter_catalog()


@pytest.fixture(scope="module")
def name(catalog: Catalog) -> Callable[[str], str]:
    return lambda card: catalog.get(card).name if card in catalog else ""


@pytest.fixture(scope="module")
def played(catalog: Catalog) -> list[Fact]:
    rgo = make_ruleset("road-goes-ever-on", catalog)
    return [r.fact for seed in (1, 2, 3, 4) for r in autoplay(rgo, seed, {}).chronicle.records]


def test_the_list_of_kinds_holds_every_kind_the_ruleset_emits() -> None:
    emitted = {m for path in sorted(PACKAGE.glob("*.py"))
               for m in re.findall(r'emit\(\s*"([A-Za-z]+)"', path.read_text(encoding="utf-8"))}
    assert sorted(emitted - set(KINDS)) == []


def test_no_fact_of_a_seeded_game_falls_back_to_the_generic_line(
        played: list[Fact], name: Callable[[str], str]) -> None:
    generic = [(f.kind, dict(f.data)) for f in played
               if f.kind not in NOT_NARRATED and narration.narrate(f, name) is None]
    assert generic == []
    assert sorted({f.kind for f in played} - set(KINDS) - set(NOT_NARRATED)) == []


def test_seeded_lines_name_cards_not_ids(played: list[Fact], name: Callable[[str], str]) -> None:
    for fact in played:
        line = narration.narrate(fact, name)
        if line is None:
            continue
        assert "TW-" not in line and "None" not in line and "{" not in line, (fact, line)
        assert not line.startswith(f"{fact.kind}:"), line
        assert line.endswith((".", "!", ")")), line


#: Facts the seeded games do not meet, built as the ruleset emits them, with their lines.
BUILT: list[tuple[str, dict[str, Any], str]] = [
    ("GoingHomeRolled", {"card": "TW-104", "character": "TW-131", "roll": 5,
                         "unused_influence": 0, "needed": 11, "home": True},
     "Bilbo rolls 5 + 0 unused general influence against Tookish Blood (11 to stay): "
     "goes home."),
    ("HazardEffectInForce", {"card": "TW-115", "effect": "company-prowess-turn",
                             "target": "c1", "amount": -1},
     "Words of Power and Terror holds until the end of the turn (company-prowess-turn -1, "
     "on c1)."),
    ("HazardEffectEnded", {"card": "TW-84", "effect": "site-phase-lost", "target": "c1",
                           "by": "TW-120"},
     "Aragorn II taps: River no longer holds."),
    ("RescuePrisonersPlayed", {"card": "TW-315", "site": "TW-380", "dungeon": False},
     "Rescue Prisoners is played at Carn Dûm: Spiders attack the company."),
    ("RescuePrisonersDiscarded", {"card": "TW-315", "reason": "no character takes it"},
     "Rescue Prisoners is discarded: no character takes it."),
    ("CardHeld", {"card": "TW-315", "character": "TW-120"},
     "Aragorn II holds Rescue Prisoners until it is stored."),
    ("CardStored", {"card": "TW-315", "character": "TW-120", "site": "TW-421"},
     "Aragorn II stores Rescue Prisoners at Rivendell."),
    ("NewCardPlaced", {"card": "RGOX-31", "name": "Pipe", "deck": "player",
                       "file": "my-cards.json"},
     "Pipe, of my-cards.json, goes in the player deck."),
    ("RaidBegan", {"site": "TW-380", "attacks": 1},
     "The company raids Carn Dûm: 1 automatic-attack, each stronger."),
    ("RaidAttackDefeated", {"attack": "Carn Dûm automatic-attack"},
     "Carn Dûm automatic-attack is defeated in the raid."),
    ("RaidEnded", {"site": "TW-380", "won": True, "points": 3},
     "The raid on Carn Dûm is won: 3 MP."),
    ("RaidEnded", {"site": "TW-380", "won": False, "points": 0},
     "The raid on Carn Dûm fails."),
    ("BattlesDealt", {"file": "mine.json", "battles": [{"id": "RGOX-1",
                                                        "name": "Defend the North"}]},
     "The Battles of mine.json go in the Quest deck: Defend the North."),
    ("BattleBegan", {"card": "RGOX-1", "name": "Defend the North", "site": "TW-378",
                     "factions": ["TW-311"], "attacks": 2},
     "Defend the North is fought at Bree with Rangers of the North: 2 attacks no resource "
     "cancels."),
    ("BattleAttackBegan", {"card": "RGOX-1", "attack": "Defend the North (1 of 2)",
                           "number": 1, "of": 2},
     "Defend the North (1 of 2) attacks."),
    ("BattleAttackOvercome", {"card": "RGOX-1", "attack": "Defend the North (1 of 2)"},
     "Defend the North (1 of 2) is overcome."),
    ("BattleEnded", {"card": "RGOX-1", "name": "Defend the North", "won": True, "points": 5},
     "Defend the North is won: 5 MP."),
    ("BattleEnded", {"card": "RGOX-1", "name": "Defend the North", "won": False, "points": 0},
     "Defend the North is lost."),
    ("RegionDefended", {"region": "Arthedain", "battle": "RGOX-1"},
     "Arthedain is Defended: attacks there have a strike fewer (not below 2) and -1 "
     "prowess."),
    ("CasualtyRolled", {"battle": "RGOX-1", "faction": "TW-311", "removed": True,
                        "check": {"total": 3}},
     "Casualty roll for Rangers of the North: 3, the faction is lost."),
    ("CasualtyRolled", {"battle": "RGOX-1", "faction": "TW-311", "removed": False,
                        "check": {"total": 9}},
     "Casualty roll for Rangers of the North: 9, the faction holds."),
    ("ItemPassed", {"item": "TW-244", "origin": "TW-120", "to": "TW-131"},
     "Glamdring passes from Aragorn II to Bilbo."),
    ("AttackBodyChecked", {"attack": "Cave-drake", "roll": 8, "body": 7, "defeated": True},
     "Body check for Cave-drake: 8 against body 7, defeated."),
    ("CompanySplit", {"company": "c2", "split_from": "c1", "site": "TW-421",
                      "characters": ["TW-168", "TW-131"]},
     "Legolas, Bilbo split off from company c1 at Rivendell as company c2."),
    ("CompaniesJoined", {"company": "c1", "joined": "c2", "site": "TW-421"},
     "Company c2 joins company c1 at Rivendell."),
    ("CompanyActivated", {"company": "c2", "phase": "movement-hazard"},
     "Company c2 takes its movement-hazard phase."),
    ("CompanyChoiceAwaited", {"phase": "site", "companies": ["c1", "c2"]},
     "Companies c1, c2 still have their site phase: the player chooses which goes next."),
    ("CompanyChosen", {"company": "c2", "phase": "movement-hazard"},
     "Company c2 goes next (movement-hazard phase)."),
    ("MovementPlanned", {"company": "c2", "destination": "TW-378", "path": ["Arthedain"]},
     "Company c2 sets out for Bree (1 region)."),
    ("MovementPlanned", {"company": "c2", "destination": None, "path": []},
     "Company c2 will stay where it is."),
    ("HazardLimitSet", {"cards": ["TW-6", "TW-45", "TW-106", "TW-77", "TW-20"], "eased_by": [],
                        "limit": 3, "long_events": 0, "pile": 5},
     "Hazard limit this turn: 3 (pile of 5)."),
    ("HazardLimitSet", {"cards": ["TW-6"], "eased_by": ["RGO-INN-9"], "limit": 2,
                        "long_events": 1, "pile": 1},
     "Hazard limit this turn: 2 (pile of 1, +1 from long-events, lowered by 1 discard)."),
    ("AttackDeclared", {"attack": ATTACK, "detainment": False,
                        "keyed_to": "region 1 (wilderness)"},
     "Orc-lieutenant attacks: 1 strike, prowess 7, keyed to region 1 (wilderness)."),
    ("AttackModified", {"attack": "Orc-lieutenant", "cards": ["TW-497"], "prowess": 1,
                        "strikes": 0, "note": "hazard long-events in play"},
     "Orc-lieutenant gets +1 prowess (hazard long-events in play: A Pack at the Door)."),
    ("StrikeAssigned", {"attack": "Huorn", "character": "TW-168"},
     "A strike of Huorn is assigned to Legolas."),
    ("CorruptionChecked", {"character": "TW-120", "corruption_points": 4, "modifier": -1,
                           "result": "passed", "roll": 8},
     "Corruption check for Aragorn II: rolled 8 -1 against 4 corruption point(s), passed."),
    ("HazardPlacedOnCharacter", {"card": "TW-60", "character": "TW-131", "corruption": 2},
     "Lure of the Senses is placed on Bilbo (2 corruption points)."),
    ("MarshallingPointsGained", {"card": "TW-45", "kind": "kill", "name": "Huorn", "points": 1},
     "1 marshalling point for defeating Huorn."),
    ("LongEventCancelled", {"by": "TW-106", "card": "TW-335", "name": "Sun"},
     "Twilight cancels the long-event Sun."),
    ("TrapsFaced", {"character": "TW-149", "threshold": 9, "total": 8},
     "Faramir faces the traps: 8 against 9, caught (body check)."),
    ("RandomPicked", {"among": 4, "chosen": "TW-422", "index": 0, "next": 1,
                      "purpose": "the site of Sword of Gondolin", "stream": "quest-sites",
                      "value": 3},
     "Ruined Signal Tower is picked at random for the site of Sword of Gondolin."),
    ("AllyPlayedFromDeck", {"card": "TW-246", "name": "Gollum"},
     "The ally Gollum joins the company."),
    ("BreathFaced", {"character": "TW-120", "body": 12},
     "Aragorn II faces the dragon's breath with body 12."),
    ("CardTakenToHand", {"card": "TW-244", "source": "discard"},
     "Glamdring is taken into hand from the discard pile."),
    ("CharacterFound", {"card": "TW-149", "name": "Faramir"}, "Faramir is found."),
    ("CompanyStays", {"reason": "a character trained"},
     "The company stays where it is (a character trained)."),
    ("CorruptionCardRemoved", {"card": "TW-60", "character": "TW-131"},
     "Lure of the Senses is removed from Bilbo."),
    ("EncounterNotPlayed", {"row": "Strange Lights", "effect": "lights",
                            "note": "this table row names an effect the ruleset has no play for"},
     "Strange Lights: no play for 'lights'; nothing happens."),
    ("EncounterOffered", {"offer": "hospitality", "amount": -1, "row": "Hospitality"},
     "Hospitality: the company may try to remove a permanent hazard (-1 to the roll)."),
    ("EncounterOffered", {"offer": "market", "amount": 2, "row": "Busy Market"},
     "Busy Market: the company may buy up to 2 minor item(s) at the market."),
    ("EncounterRollChosen", {"table": "inn", "roll": 9}, "The inn roll of 9 is chosen."),
    ("EncounterRollsOffered", {"site": "TW-378", "table": "inn", "rolls": [5, 9],
                               "rows": ["Hospitality", "A Round of Drinks"],
                               "kind": "InnEncounter", "bonus": 0},
     "Two inn rolls at Bree: 5 (Hospitality) or 9 (A Round of Drinks); choose one."),
    ("FreeCouncilCalled", {"raw": 26},
     "The Free Council is called with 26 marshalling points."),
    ("HazardLimitEased", {"source": "RGO-INN-9", "reduction": 1, "by": "Horses"},
     "A discard for Horses lowers the hazard limit by 1."),
    ("HazardRemovalRolled", {"card": "TW-60", "character": "TW-131", "roll": 6, "modifier": 1,
                             "needed": 7, "removed": True},
     "Bilbo tries to remove Lure of the Senses: rolled 6 +1, needing 7: removed."),
    ("ResourcePlayed", {"card": "TW-209", "name": "Dodge", "mode": "strike",
                        "target": "TW-120", "effects": [], "strike": "TW-120"},
     "Dodge is played on Aragorn II for its strike."),
    ("ResourcePlayed", {"card": "TW-237", "name": "Fair Travels in Wilderness",
                        "mode": "limit", "target": None, "effects": [], "strike": None},
     "Fair Travels in Wilderness is played."),
    ("HazardLimitEased", {"source": "TW-237", "reduction": 2, "played": True,
                          "by": "Fair Travels in Wilderness", "company": "c1"},
     "Fair Travels in Wilderness lowers the hazard limit by 2."),
    ("AttackCanceled", {"attack": "Wolves", "by": "Concealment"},
     "Wolves is canceled (Concealment)."),
    ("AttackStrikesSet", {"attack": "Moria automatic-attack", "strikes": 2, "was": 4,
                          "by": "Quiet Lands"},
     "Quiet Lands: Moria automatic-attack has 2 strikes (was 4)."),
    ("StrikeRollChosen", {"card": "TW-270", "character": "TW-120", "rolls": [5, 9],
                          "chosen": 9},
     "Lucky Strike: Aragorn II rolls 5 and 9 and keeps 9."),
    ("StrikeCanceled", {"character": "TW-168", "attack": "Wolves", "by": "Dodge"},
     "The strike of Wolves on Legolas is canceled (Dodge)."),
    ("CreaturesPrevented", {"company": "c1", "by": "Stealth"},
     "Stealth: no hazard creature attacks the company this turn."),
    ("CorruptionCheckBonus", {"character": "TW-131", "card": "TW-253",
                              "name": "Halfling Strength", "amount": 4},
     "Halfling Strength: +4 to the next corruption check of Bilbo this turn."),
    ("CharactersDetained", {"faction": "TW-368", "characters": ["TW-120", "TW-168"],
                            "site": "TW-438"},
     "Woodmen detain Aragorn II, Legolas at Woodmen-town."),
    ("CharactersFreed", {"faction": "TW-368", "characters": ["TW-120"], "how": "an escape"},
     "Woodmen let Aragorn II go (an escape)."),
    ("FactionTapped", {"faction": "TW-368", "use": "Wolves is canceled"},
     "Woodmen are tapped: Wolves is canceled."),
    ("AllyTapped", {"ally": "TW-245", "use": "Wolves is canceled"},
     "Goldberry is tapped: Wolves is canceled."),
    ("HomeRollsUsed", {"character": "TW-131"},
     "Bilbo is at home: two encounter rolls to choose from."),
    ("InfluenceAttempted", {"card": "TW-77", "character": "TW-120", "roll": 8, "total": 11,
                            "needed": 7, "succeeded": True},
     "Aragorn II influences Orc-warriors: rolled 8, total 11 against 7, success."),
    ("ItemLossAwaited", {"character": "TW-120", "clause": "RGO-INN-2",
                         "items": ["TW-244", "TW-335"]},
     "Aragorn II was robbed: name the item lost."),
    ("ItemLost", {"character": "TW-120", "card": "TW-244", "name": "Glamdring"},
     "Aragorn II loses Glamdring."),
    ("GoldRingTested", {"card": "TW-196", "name": "Beautiful Gold Ring", "character": "TW-120",
                        "roll": 11, "kinds": ["Dwarven Ring", "Lesser Ring"]},
     "Aragorn II has Beautiful Gold Ring tested: rolled 11, indicating Dwarven Ring or Lesser "
     "Ring; Beautiful Gold Ring is discarded."),
    ("RingDeckSearched", {"passed": ["TW-272"], "found": "TW-266",
                          "kinds": ["Dwarven Ring", "Lesser Ring"]},
     "The Ring deck is searched: Lesser Ring is found (1 ring passed over)."),
    ("RingDeckSearched", {"passed": [], "found": None, "kinds": ["Lesser Ring"]},
     "The Ring deck is searched: no matching ring is found (0 rings passed over)."),
    ("RingPlayed", {"card": "TW-266", "name": "Lesser Ring", "character": "TW-120",
                    "kind": "Lesser Ring", "replaces": "TW-196", "item": {}},
     "Aragorn II now bears Lesser Ring (Lesser Ring) in place of Beautiful Gold Ring."),
    ("ItemPlayed", {"card": "TW-244", "name": "Glamdring", "character": "TW-168", "item": {}},
     "Legolas takes Glamdring."),
    ("NoCharacterFound", {"site": "TW-417"}, "No character is found at Old Forest."),
    ("NoFieryBreath", {"attack": "Cave-drake", "note": "only fire-drakes breathe fire"},
     "Cave-drake does not breathe fire."),
    ("NothingHappens", {"row": "A Round of Drinks"}, "A Round of Drinks: nothing happens."),
    ("NothingToUse", {"row": "Rumours", "note": "nothing in play this result could act on"},
     "Rumours: nothing in play it could act on."),
    ("OfferUsed", {"offer": "market", "partly": True}, "The market offer is used (in part)."),
    ("QuestCardSearched", {"card": "TW-244", "name": "Glamdring", "character": "TW-120",
                           "item": {}},
     "Aragorn II searches out Glamdring."),
    ("QuestDeckEmpty", {}, "The quest deck is empty: no new quest."),
    ("SanctuaryKept", {"site": "TW-421", "note": "no encounter and no automatic-attack"},
     "At Rivendell: no encounter and no automatic-attack."),
    ("SiteUntapped", {"site": "TW-422"}, "Ruined Signal Tower is untapped."),
    ("SiteClosed", {"site": "TW-422"}, "Ruined Signal Tower is closed to the company this time."),
    ("SkillTokenGained", {"character": "TW-168", "tokens": 2},
     "Legolas trains: now 2 skill tokens."),
    ("StaysUntapped", {"character": "TW-168", "penalty": -2},
     "Legolas will face the strike without tapping (-2 prowess)."),
    ("StrikeSupported", {"character": "TW-168", "target": "TW-120", "bonus": 2},
     "Legolas supports Aragorn II: +2 against its strike."),
    ("AbilityUsed", {"character": "TW-120", "target": "TW-120", "clause": "RGO-ABIL-2",
                     "ability": "Aragorn II untaps"}, "Aragorn II untaps."),
    ("SkillTokenSpent", {"character": "TW-168", "tokens": 1,
                         "cause": "faces a strike of Wolves without tapping"},
     "Legolas spends a Skill token (faces a strike of Wolves without tapping): 1 left."),
    ("InnEncounter", {"table": "inn", "roll": 7, "row": "A Round of Drinks"},
     "Inn encounter (rolled 7): A Round of Drinks."),
    ("NoAttacker", {"site": "TW-417"}, "No creature can attack at Old Forest."),
    ("NoPlayerDraw", {"site": "TW-421"}, "The company stays at Rivendell: no cards drawn."),
    ("CourageTokenGained", {"character": "TW-168", "tokens": 1},
     "Legolas takes heart: now 1 Courage token."),
    ("CourageTokenSpent", {"character": "TW-168", "tokens": 0,
                           "cause": "+1 prowess against a strike of Wolves"},
     "Legolas spends a Courage token (+1 prowess against a strike of Wolves): 0 left."),
    ("TopCardSeen", {"deck": "hazard", "card": "TW-45", "name": "Huorn"},
     "The top card of the hazard deck is Huorn."),
    ("OnGuardCardSeen", {"card": "TW-114", "name": "Wolves", "site": "TW-436"},
     "The card on guard at Weathertop is Wolves."),
    ("CharacterReturnedToHand", {"character": "TW-126", "name": "Beorn", "items": []},
     "Beorn goes back to the hand."),
    ("SongSought", {"card": "DM-125", "name": "Enduring Tales", "song": "TW-223",
                    "pile": "discard"}, "Enduring Tales brings Elf-song from the discard pile."),
    ("SongSung", {"card": "TW-223", "name": "Elf-song", "effect": "untap",
                  "character": "TW-168"}, "Elf-song is sung (untap on Legolas)."),
    ("SongSung", {"card": "TW-223", "name": "Elf-song", "effect": "no-effect",
                  "character": None}, "Elf-song is sung (no-effect)."),
    ("SongReturnedToDeck", {"card": "TW-223", "position": 3},
     "Annalena keeps Elf-song: it goes back into the draw deck."),
    ("AgentEncountered", {"agent": "DM-19", "name": "Leamon", "site": "TW-378",
                          "skill": "warrior", "effect": "attack"},
     "The company meets Leamon at Bree: a warrior (attack)."),
    ("AgentInfluenced", {"agent": "DM-19", "target": "TW-168", "name": "Legolas",
                         "agent_total": 9, "total": 13, "swayed": False},
     "DM-19 (9) tries to sway Legolas (13): it holds."),
    ("AgentMagic", {"agent": "DM-19", "magic": "sorcery", "roll": 4, "mind": 6,
                    "works": True}, "DM-19's sorcery: rolled 4 against its Mind 6: it works."),
    ("AgentStays", {"agent": "DM-19", "site": "TW-378"}, "DM-19 stays at Bree."),
    ("MindRolled", {"agent": "DM-19", "character": "TW-168", "on": "mind", "agent_total": 9,
                    "total": 13, "bonus": 0},
     "DM-19's mind roll 9 against Legolas's Mind roll 13."),
    ("AgentFoiled", {"agent": "DM-19", "reason": "the plans stay secret"},
     "DM-19 fails: the plans stay secret."),
    ("ItemStolen", {"agent": "DM-19", "character": "TW-168", "card": "TW-225",
                    "name": "Elven Cloak"}, "DM-19 steals Elven Cloak from Legolas."),
    ("AgentAttackOffered", {"agent": "DM-19", "site": "TW-378"}, "DM-19 may be attacked."),
    ("AgentAttacked", {"agent": "DM-19", "character": "TW-168"}, "Legolas attacks DM-19."),
    ("AgentLeft", {"agent": "DM-19"}, "DM-19 is let be."),
    ("AgentAttackBarred", {"agent": "DM-19", "character": "TW-168"},
     "Legolas may not attack DM-19."),
    ("AgentVanished", {"agent": "DM-19", "position": 2},
     "DM-19 vanishes back into the hazard deck."),
    ("AgentKilled", {"agent": "DM-19", "name": "Leamon"}, "Leamon is killed."),
    ("AgentOnDisplay", {"agent": "DM-19", "site": "TW-378"},
     "DM-19 waits on the Quest Display at Bree."),
    ("AgentDiscarded", {"agent": "DM-19", "reason": "no quest is found at its home site"},
     "DM-19 is discarded: no quest is found at its home site."),
    ("MarshallingPointsLost", {"cards": ["TW-197"], "reason": "swayed by Leamon"},
     "Beornings leave the marshalling-point pile: swayed by Leamon."),
    ("SiteAttackBegan", {"kind": "under-deeps", "attack": None},
     "A creature from the hazard deck comes out of the Under-deeps."),
    ("SiteAttackBegan", {"kind": "agent", "attack": None},
     "An Agent comes at the company at its home."),
    ("BenefitGranted", {"amount": 1, "benefit": "horses", "row": "Horses", "site": "TW-378",
                        "turn": 5},
     "Horses at Bree: on turn 5, a discard may lower the hazard limit by 1."),
    ("LongEventEffect", {"automatic_only": False, "card": "TW-497", "limit": 0,
                         "name": "A Pack at the Door", "prowess": 1, "races": ["Wolves"],
                         "scripted": True, "strikes": 1},
     "A Pack at the Door takes effect: +1 strike, +1 prowess to Wolves attacks."),
    ("DragonDefeated", {"dragon": "Smaug", "card": "TW-90", "removed": [],
                        "lair": "The Lonely Mountain"},
     "Smaug is defeated: nothing leaves the game with it; The Lonely Mountain falls quiet."),
    ("AutomaticAttackGone", {"site": "TW-428", "race": "Dragon",
                             "reason": "its Dragon has been defeated"},
     "The Lonely Mountain makes no Dragon attack: its Dragon has been defeated."),
    ("FollowerTaken", {"follower": "TW-180", "controller": "TW-152", "mind": 4,
                       "direct_influence": 4},
     "Sam Gamgee follows Frodo: his mind 4 is taken from Frodo's direct influence 4."),
    ("ItemStored", {"card": "TD-161", "name": "Valiant Sword", "character": "TW-123",
                    "site": "TW-377", "points": 2},
     "Balin stores Valiant Sword at Blue Mountain Dwarf-hold: 2 MP."),
    ("SitePathTreated", {"card": "TW-285", "name": "Moon", "character": "TW-121",
                         "path": ["wilderness", "border-land"],
                         "treated": ["border-land", "free-domain"]},
     "Moon, with Arinmîr, as with Gates of Morning: the site path is treated as "
     "border-land, free-domain for the hazards."),
    ("LostTreasureDeclared", {"card": "TW-244", "site": "TW-428"},
     "Glamdring is a lost treasure of The Lonely Mountain."),
    ("LostTreasureStored", {"card": "X", "name": "Valiant Sword", "character": "TW-168",
                            "points": 2, "hand_size": 1},
     "Legolas stores Valiant Sword, a lost treasure: the hand holds 1 more."),
    ("UnderDeepsMoveRolled", {"origin": "TW-428", "destination": "TW-378", "roll": 5,
                              "needed": 6, "arrived": False},
     "5 against 6 leaving The Lonely Mountain: the company stays where it was."),
    ("HazardLeftPlay", {"card": "TW-58", "character": "TW-120", "name": "Aragorn II"},
     "Lure of Nature leaves play with Aragorn II, the character it was played on."),
    ("TerrorRolled", {"character": "TW-131", "terrified": False,
                      "check": {"total": 6, "target": 7}},
     "Bilbo rolls 6 against terror (7 or more flees): stands."),
]


@pytest.mark.parametrize(("kind", "data", "line"), BUILT, ids=[b[0] for b in BUILT])
def test_a_built_fact_reads_as_expected(kind: str, data: dict[str, Any], line: str,
                                        name: Callable[[str], str]) -> None:
    assert narration.narrate(Fact(kind, data, None), name) == line


def test_every_kind_has_a_line_in_a_seeded_game_or_a_built_fact(played: list[Fact]) -> None:
    assert sorted(set(KINDS) - {f.kind for f in played} - {b[0] for b in BUILT}) == []
