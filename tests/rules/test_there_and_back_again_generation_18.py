"""The engine's eighteenth generation of scripted cards (``effects.LATER``) in There and Back
Again, read from version 36: Lucky Search (a scout taps at Goblin-gate, the map's one
Shadow-hold, to turn over the resource deck to an item he takes, then faces a strike of 3
prowess plus the cards turned over, which no card cancels; a wound discards the item) and The
Evenstar (never offered: no Elf is ever in the company). Version 35 replays as played: both
were declared."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine import effects
from domain.errors import IllegalAction
from domain.rulesets.there_and_back_again.state import State
from domain.rulesets.there_and_back_again.versions import GENERATION_18_FROM, RESCUE_FROM
from tests.rules import test_there_and_back_again_helpers as tba
from tests.support import decide_from

LUCKY, EVENSTAR = "TW-269", "TW-343"
CONCEALMENT, RISKY_BLOW, DARK_QUARRELS = "TW-204", "TW-319", "TW-207"
MITHRIL_COAT, DAGGER, HALFLING_STEALTH = "TW-345", "TW-206", "TW-252"
RESCUE_PRISONERS = "TW-315"  # declared before RESCUE_FROM
BEFORE = tba.played_as(GENERATION_18_FROM - 1)


def _at(site: str, deck: tuple[str, ...], *hand: str) -> State:
    """Bilbo, Thorin II and Balin at ``site``, entered, its attacks faced."""
    return replace(tba.keep(tba.fresh(), tba.BILBO, tba.THORIN, tba.BALIN), location=site,
                   phase="site", step="entered", hand=hand, resource_deck=deck)


def _named(actions: list[str], card: str) -> list[str]:
    return [a for a in actions if card in a]


@pytest.mark.rule("TBA-LAYOUT-2", "TBA-SEQ-15")
def test_lucky_search_finds_an_item_and_brings_a_strike() -> None:
    assert effects.scripted(LUCKY, tba.RULESET.generation()) is effects.LATER[16][LUCKY]
    deck = (CONCEALMENT, RISKY_BLOW, MITHRIL_COAT, DAGGER, DARK_QUARRELS)
    state = _at("Goblin-gate", deck, LUCKY)
    # A scout plays it (Bilbo, Thorin II); Balin, no scout, does not.
    assert _named(tba.ids(state), LUCKY) == [f"play:{LUCKY}:search:{tba.BILBO}",
                                             f"play:{LUCKY}:search:{tba.THORIN}"]
    assert _named([a.id for a in BEFORE.actions(state)], LUCKY) == [f"declare:{LUCKY}"]
    facts, after = tba.act(state, f"play:{LUCKY}:search:{tba.THORIN}")
    assert [(f.kind, f.rule) for f in facts] == [
        ("CardPlayed", "CoE-5.1"), ("CharacterStateChanged", "CoE-5.1"),
        ("LuckySearchMade", "CoE-5.1"), ("DeckShuffled", "CoE-5.1"),
        ("AttackDeclared", "CoE-5.1"), ("StrikeAssigned", "CoE-5.1"),
        ("StrikesAssigned", "CoE-3.iii"), ("StrikeSequenceBegan", "CoE-3.iv")]
    # The deck is turned over to the Mithril-coat, the first item: three cards revealed.
    assert dict(facts[2].data) == {"character": tba.THORIN,
                                   "revealed": [CONCEALMENT, RISKY_BLOW, MITHRIL_COAT],
                                   "card": MITHRIL_COAT}
    assert tba.RULESET.narrate(facts[2]) == (
        "Thorin II turns over Concealment, Risky Blow, The Mithril-coat: he takes The "
        "Mithril-coat. [CoE-5.1]")
    assert facts[4].data["attack"]["prowess"] == 3 + 3 and facts[4].data["found"] == \
        MITHRIL_COAT
    assert tba.RULESET.narrate(facts[4]) == "Lucky Search attacks (1 strike, prowess 6). " \
                                            "[CoE-5.1]"
    thorin = after.character(tba.THORIN)
    assert thorin is not None and thorin.state == "tapped" and thorin.bears(MITHRIL_COAT)
    assert sorted(after.resource_deck) == sorted((CONCEALMENT, RISKY_BLOW, DAGGER,
                                                  DARK_QUARRELS))
    assert after.combat is not None and after.combat.facing == tba.THORIN
    assert [a for a in tba.ids(after) if not a.startswith("declare:")] == [
        f"support:{tba.BILBO}", f"support:{tba.BALIN}", "roll"]
    # Beaten, the strike leaves him the item; the card goes to the discard pile.
    facts, done = tba.act(after, "roll")
    assert [f.data["result"] for f in facts if f.kind == "StrikeResolved"] == ["failed"]
    found = done.character(tba.THORIN)
    assert found is not None and found.bears(MITHRIL_COAT) and done.combat is None
    assert done.resource_discard == (LUCKY,) and done.hazard_discard == ()


@pytest.mark.rule("TBA-SEQ-15")
def test_a_wound_from_lucky_search_discards_the_item_and_nothing_cancels_it() -> None:
    deck = (CONCEALMENT, RISKY_BLOW, DARK_QUARRELS, CONCEALMENT, RISKY_BLOW, DAGGER)
    state = _at("Goblin-gate", deck, LUCKY, HALFLING_STEALTH, RESCUE_PRISONERS)
    _, striking = tba.act(state, f"play:{LUCKY}:search:{tba.BILBO}")
    assert striking.combat is not None and striking.combat.attack.prowess == 9
    # Halfling Stealth, which cancels a strike against the Hobbit, is neither offered nor
    # played, nor may a card be declared to cancel it (Rescue Prisoners, declared before
    # RESCUE_FROM; played by its card from it).
    assert _named(tba.ids(striking), f"play:{HALFLING_STEALTH}") == []
    with pytest.raises(IllegalAction) as refusal:
        tba.act(striking, f"play:{HALFLING_STEALTH}:cancel:{tba.BILBO}")
    assert refusal.value.message == ("Halfling Stealth cannot be played now: the strike of "
                                     "Lucky Search cannot be canceled.")
    with pytest.raises(IllegalAction) as refusal:
        decide_from(tba.played_as(RESCUE_FROM - 1), striking, f"declare:{RESCUE_PRISONERS}",
                    {"effect": effects.CANCEL_STRIKE, "target": tba.BILBO}, 7)
    assert refusal.value.message == "The strike of Lucky Search cannot be canceled."
    facts, after = tba.act(striking, "roll", seed=3)
    kinds = [f.kind for f in facts]
    assert kinds[:3] == ["DiceRolled", "StrikeResolved", "ItemLost"]
    assert facts[1].data["result"] == "succeeded"
    assert dict(facts[2].data) == {"character": tba.BILBO, "card": DAGGER,
                                   "name": "Dagger of Westernesse", "by": "Lucky Search"}
    assert kinds.index("ItemLost") < kinds.index("BodyChecked")
    assert DAGGER in after.resource_discard


@pytest.mark.rule("TBA-LAYOUT-2", "TBA-SEQ-15")
def test_lucky_search_is_played_only_at_a_shadow_hold_once_entered() -> None:
    at_ruins = _at("Ettenmoors", (DAGGER,), LUCKY)
    assert _named(tba.ids(at_ruins), LUCKY) == []
    with pytest.raises(IllegalAction) as refusal:
        tba.act(at_ruins, f"play:{LUCKY}:search:{tba.BILBO}")
    assert (refusal.value.message, refusal.value.clause) == (
        "Lucky Search cannot be played now: it is played at a Shadow-hold or Dark-hold, and "
        "Ettenmoors is none.", "CoE-5.1")
    outside = replace(_at("Goblin-gate", (DAGGER,), LUCKY), step="before-entering")
    with pytest.raises(IllegalAction) as refusal:
        tba.act(outside, f"play:{LUCKY}:search:{tba.BILBO}")
    assert refusal.value.message == ("Lucky Search cannot be played now: it is played in the "
                                     "site phase, once the site is entered.")
    balin = _at("Goblin-gate", (DAGGER,), LUCKY)
    with pytest.raises(IllegalAction) as refusal:
        tba.act(balin, f"play:{LUCKY}:search:{tba.BALIN}")
    assert refusal.value.message == "Lucky Search cannot be played now: Balin is no scout."


@pytest.mark.rule("TBA-COMP-1", "TBA-COMP-2")
def test_the_evenstar_has_no_elf_to_play_on() -> None:
    state = replace(tba.fresh(), hand=(EVENSTAR,))
    assert _named(tba.ids(state), EVENSTAR) == []
    with pytest.raises(IllegalAction) as refusal:
        tba.act(state, f"play:{EVENSTAR}:elf:{tba.BILBO}")
    assert refusal.value.message == ("The Evenstar cannot be played now: it is played on an "
                                     "Elf of the company, and there is none.")
    assert _named([a.id for a in BEFORE.actions(state)], EVENSTAR) == [f"declare:{EVENSTAR}"]


@pytest.mark.rule("TBA-WIN-1")
def test_the_automatic_player_risks_a_scout_who_is_not_the_hobbit() -> None:
    state = _at("Goblin-gate", (DAGGER,), LUCKY)
    assert tba.RULESET.policy(state, tba.RULESET.actions(state))[0] == \
        f"play:{LUCKY}:search:{tba.THORIN}"
    alone = replace(state, company=tuple(c for c in state.company
                                         if c.card_id != tba.THORIN))
    assert tba.RULESET.policy(alone, tba.RULESET.actions(alone))[0] == "done"
