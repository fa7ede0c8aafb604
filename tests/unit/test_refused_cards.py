"""The one table of the cards a Hobbit scenario stops offering as having nothing to act on
(``hobbit.refused_cards``): one row a card and ruleset, its clause the one its reason cites
first, its window read the same way by every scenario and by the coverage."""

from __future__ import annotations

from domain import coverage
from domain.cards import Catalog
from domain.clauses import lookup
from domain.ruleset import ruleset_class
from domain.rulesets.burglar.versions import DECLARED_AGAIN_FROM
from domain.rulesets.burglar.versions import NO_USE_FROM as BWJ_NO_USE_FROM
from domain.rulesets.guise_of_the_necromancer import hand_cards
from domain.rulesets.hobbit import no_use, refused_cards, resource_events
from domain.rulesets.there_and_back_again.versions import LURE_FROM

TBA, BWJ, GON = no_use.TBA, no_use.BWJ, no_use.GON


def test_the_table_holds_the_three_scenarios_windows() -> None:
    windows = {(r.ruleset, r.card): (r.since, r.until) for r in refused_cards.ROWS}
    assert len(windows) == len(refused_cards.ROWS)  # one row a card and ruleset
    assert windows == {
        **{(GON, c): (hand_cards.NO_USE_FROM, None)
           for c in ("TW-318", "TW-338", "TW-339", "TW-340", "TW-365", "TW-362")},
        **{(GON, c): (hand_cards.ONE_RING_CARDS_FROM, None) for c in ("TW-205", "TW-247")},
        **{(BWJ, c): (BWJ_NO_USE_FROM, None) for c in ("TW-188", "TW-362")},
        **{(BWJ, c): (BWJ_NO_USE_FROM, DECLARED_AGAIN_FROM) for c in ("TW-294", "TW-364")},
        (TBA, "TW-500"): (LURE_FROM, None),
    }
    assert refused_cards.cards(BWJ) == ("TW-188", "TW-294", "TW-362", "TW-364")
    assert refused_cards.row("road-goes-ever-on", "TW-500") is None


def test_a_row_refuses_from_its_first_version_until_the_one_offering_it_again() -> None:
    old_road = refused_cards.row(BWJ, "TW-294")
    assert old_road is not None
    assert [v for v in range(BWJ_NO_USE_FROM - 1, DECLARED_AGAIN_FROM + 1)
            if old_road.refuses(str(v))] == list(range(BWJ_NO_USE_FROM, DECLARED_AGAIN_FROM))
    assert [v for v in (63, 64, 79, 80, 200) if refused_cards.refuses(GON, "TW-205", str(v))] \
        == [80, 200]
    assert not refused_cards.refuses(GON, "TW-188", "200")  # no row: played by its action


def test_each_row_cites_the_clause_its_reason_names_first_and_the_catalog_has_it() -> None:
    for r in refused_cards.ROWS:
        why = no_use.note(r.ruleset, r.card) \
            or resource_events.MEANINGLESS[r.card][r.ruleset]
        assert why.split(": ")[0].split(", ")[0] == r.clause, r
        assert lookup(r.clause) is not None, r


def test_a_refused_card_is_refused_citing_its_rows_clause() -> None:
    refusal = no_use.refusal(GON, "TW-247", "Gollum's Fate")
    assert refusal is not None and refusal.clause == "GON-HDECK-10"
    assert str(refusal).startswith("Gollum's Fate cannot be played here: The One Ring is a "
                                   "resource permanent-event here, borne by no character")
    lure = no_use.refusal(TBA, "TW-500", "Lure of MECCG")
    assert lure is not None and lure.clause == "CoE-5.3"


def test_the_coverage_reads_the_current_versions_through_the_table(starter: Catalog) -> None:
    rows = {row.card_id: dict(row.rulesets) for row in coverage.coverage(starter)}
    for r in refused_cards.ROWS:
        refused = r.refuses(ruleset_class(r.ruleset).version)
        assert (rows[r.card][r.ruleset].status == coverage.NOT_IN_RULESET) == refused, r
