"""The cards lowering a moving company's hazard limit (``engine.hazard_limit_cards``), as every
ruleset reads them: what each counts, to a minimum of two, and why one cannot be played."""

from __future__ import annotations

import pytest

from domain.engine import effects
from domain.engine.effects import Generations
from domain.engine.hazard_limit_cards import CARDS, LimitCard, cut, problem, reduction

WILDERNESS, BORDER, DARK, MISTY = CARDS["TW-237"], CARDS["TW-233"], CARDS["TW-234"], \
    CARDS["TW-284"]
PATH = ("wilderness", "border-land", "wilderness", "dark-domain")


@pytest.mark.rule("CoE-2.IV.iii")
def test_each_card_counts_its_regions_and_two_is_the_floor() -> None:
    assert (reduction(WILDERNESS, PATH), reduction(BORDER, PATH)) == (2, 1)
    # One Dark-domain or more: one, two with Gates of Morning in play.
    assert (reduction(DARK, PATH), reduction(DARK, PATH, gates=True)) == (1, 2)
    assert reduction(DARK, ("wilderness",), gates=True) == 0
    assert reduction(MISTY, ()) == 2  # where the new site lies is a condition of play
    assert (cut(2, 5), cut(2, 3), cut(2, 2), cut(0, 5)) == (2, 1, 0, 0)


@pytest.mark.rule("CoE-2.IV.iii")
def test_why_a_card_cannot_lower_the_limit() -> None:
    def why(card: LimitCard = WILDERNESS, path: tuple[str, ...] = PATH,
            region: str = "Rhudaur", ranger: bool = True, moving: bool = True,
            played: bool = False, limit: int = 4) -> str | None:
        return problem(card, path, region, ranger, moving, played, limit)

    assert why() is None and why(MISTY) is None
    assert why(moving=False) == "the company plays no new site card this turn"
    assert why(played=True) == "it is played on this company already this turn"
    assert why(MISTY, ranger=False) == "no character of the company is a ranger"
    assert why(MISTY, region="Angmar") == (
        "the company's new site is in Angmar, not in Rhudaur, Anduin Vales, Wold & Foothills, "
        "Hollin, Fangorn or Dunland")
    assert why(path=("free-domain",)) == "the company's site path has no wilderness"
    assert why(limit=2) == "the company's hazard limit is two already"


def test_the_engine_scripts_each_as_generation_12() -> None:
    for card_id, card in CARDS.items():
        assert effects.scripted(card_id, Generations.up_to(11)) is None
        entry = effects.scripted(card_id, Generations.up_to(12))
        assert entry is not None and entry.name == card.name
        (mode,) = entry.modes
        assert (mode.name, mode.phase, mode.effects) == (
            "limit", "long-event", (effects.Effect(effects.HAZARD_LIMIT_PATH),))
        assert mode.company_skill == ("ranger" if card.regions else None)
