"""The search short-events as the engine's fifteenth generation of scripted cards
(``effects.LATER``), which Burglar Wants a Good Job plays from version 33 (There and Back Again
from version 34: ``test_there_and_back_again_generations_15_16``): Secret Entrance, a sage
tapping at the end of the organization phase, keeps creatures keyed to the company's site off
it this turn (not a company moving to a site in a Dark-domain); Thorough Search, a scout
tapping in the site phase once the site is entered, lets another character of his company play
one minor, major or gold ring item the site lists, tapped or not, without tapping it. The
versions before replay as played (they were declared)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine import effects
from domain.engine.effects import Generations
from domain.errors import IllegalAction
from domain.rulesets.hobbit.state import SITE_KEYS
from tests.rules import burglar_support as bwj

SECRET_ENTRANCE, THOROUGH_SEARCH = "TW-324", "TW-349"
ORC_PATROL, WILLIAM, DAGGER = "TW-74", "TW-112", "TW-206"


@pytest.mark.rule("BWJ-SEQ-14", "CoE-5.1")
def test_secret_entrance_keeps_creatures_keyed_to_the_site_off() -> None:
    assert effects.scripted(SECRET_ENTRANCE, Generations.up_to(15)) is \
        effects.LATER[13][SECRET_ENTRANCE]
    # Bilbo, a sage, taps in the organization phase: creatures keyed to the site are barred.
    state = replace(bwj.fresh(), hand=(SECRET_ENTRANCE,), phase="organization", step="")
    play = f"play:{SECRET_ENTRANCE}:enter:{bwj.BILBO}"
    assert [a for a in bwj.RULESET.legal(state) if a.startswith("play:")] == [play]
    facts, barred = bwj.act(state, play)
    assert [(f.kind, dict(f.data)) for f in facts] == [
        ("CardPlayed", {"card": SECRET_ENTRANCE, "mode": "enter", "target": bwj.BILBO,
                        "returns": False}),
        ("CharacterStateChanged", {"character": bwj.BILBO, "state": "tapped"}),
        ("SiteKeyingBarred", {})]
    assert bwj.RULESET.narrate(facts[-1]) == ("No creature may be keyed to the company's site "
                                              "against it this turn. [CoE-5.1]")
    assert barred.keying_barred == (SITE_KEYS,)
    # The version before declared it.
    old = bwj.played_as("32").legal(state)
    assert f"declare:{SECRET_ENTRANCE}" in old and not [a for a in old if a.startswith("play:")]


@pytest.mark.rule("CoE-5.1", "BWJ-SEQ-14")
def test_secret_entrance_does_nothing_at_a_site_in_a_dark_domain() -> None:
    # An Orc-patrol keyed to the site: barred at Moria (Redhorn Gate, a Wilderness), not at
    # Dol Guldur (Southern Mirkwood, a Dark-domain).
    for site, start, keys in (("Moria", "Rivendell", None),
                              ("Dol Guldur", "Bag End", ["site-type:dark-hold"])):
        state = replace(bwj.fresh(), location=site, turn_start=start, moved=True,
                        phase="movement-hazard", keying_barred=(SITE_KEYS,))
        assert bwj.RULESET._playable(state, ORC_PATROL) == keys
        assert bwj.RULESET._playable(replace(state, keying_barred=()), ORC_PATROL)


@pytest.mark.rule("CoE-2.V.4", "CoE-5.1")
def test_thorough_search_lets_another_play_an_item_at_a_tapped_site() -> None:
    moria = bwj.CATALOG.find("Moria", "Hero").id
    state = replace(bwj.with_hand(bwj.at(bwj.fresh(), "Moria", phase="site", step="entered",
                                         hand=(THOROUGH_SEARCH, DAGGER)), bwj.SAM),
                    tapped_sites=(moria,))
    assert not [a for a in bwj.RULESET.legal(state) if a.startswith(("search:",
                                                                     f"play:{DAGGER}"))]
    facts, searched = bwj.act(state, f"play:{THOROUGH_SEARCH}:search:{bwj.BILBO}")
    assert [(f.kind, dict(f.data)) for f in facts[1:]] == [
        ("CharacterStateChanged", {"character": bwj.BILBO, "state": "tapped"}),
        ("SiteSearched", {"character": bwj.BILBO, "site": "Moria"})]
    # The scout who searched plays no item by it; the other may, the site tapped.
    assert [a for a in bwj.RULESET.legal(searched) if a.startswith("search:")] == [
        f"search:{DAGGER}:{bwj.SAM}"]
    with pytest.raises(IllegalAction, match="Bilbo searched the site; another character "
                                            "plays the item"):
        bwj.act(searched, f"search:{DAGGER}:{bwj.BILBO}")
    played, after = bwj.act(searched, f"search:{DAGGER}:{bwj.SAM}")
    assert (played[0].data["item"], played[0].data["bearer"], played[0].data["searched"]) == \
        (DAGGER, bwj.SAM, bwj.BILBO)
    assert bwj.RULESET.narrate(played[0]).startswith(
        "Dagger of Westernesse is played on Sam Gamgee by Bilbo's search, the site not "
        "tapping")
    sam = after.character(bwj.SAM)
    assert sam is not None and sam.state == "tapped" and sam.bears(DAGGER)
    assert after.searched_by == "" and after.tapped_sites == (moria,)
    with pytest.raises(IllegalAction, match="no scout of the company has searched the site"):
        bwj.act(after, f"search:{DAGGER}:{bwj.SAM}")


@pytest.mark.rule("CoE-2.V.4", "BWJ-HAND-1")
def test_thorough_search_leaves_an_untapped_site_untapped_and_needs_a_companion() -> None:
    alone = bwj.at(bwj.fresh(), "Moria", phase="site", step="entered",
                   hand=(THOROUGH_SEARCH, DAGGER))
    with pytest.raises(IllegalAction, match="no other character of the company is there"):
        bwj.act(alone, f"play:{THOROUGH_SEARCH}:search:{bwj.BILBO}")
    state = bwj.with_hand(alone, bwj.SAM)
    _, searched = bwj.act(state, f"play:{THOROUGH_SEARCH}:search:{bwj.BILBO}")
    _, after = bwj.act(searched, f"search:{DAGGER}:{bwj.SAM}")
    sam = after.character(bwj.SAM)
    assert sam is not None and sam.bears(DAGGER)
    moria = bwj.CATALOG.find("Moria", "Hero").id
    assert moria not in after.tapped_sites
    assert f"play:{THOROUGH_SEARCH}:search:{bwj.BILBO}" not in \
        bwj.played_as("32").legal(state)
