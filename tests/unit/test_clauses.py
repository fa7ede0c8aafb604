"""The clause catalogs. Every Council of Elrond rule the domain cites (``CoE-<rule number>``,
found by reading the source of ``domain/``) has a summary in ``seeds/clauses/coe.md``, so an
event citing it can be explained to a player; the catalog lists no rule the domain does not
cite."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from domain.clauses import catalog, lookup, parse

DOMAIN = Path(__file__).resolve().parents[2] / "domain"
#: ``CoE-`` and the rule number's dot-separated parts, without a sentence's closing dot.
COE_RULE = re.compile(r"\bCoE-[0-9A-Za-z]+(?:\.[0-9A-Za-z]+)*")


def cited_coe_rules() -> list[str]:
    found = [rule for path in sorted(DOMAIN.rglob("*.py"))
             for rule in COE_RULE.findall(path.read_text("utf-8"))]
    return sorted(dict.fromkeys(found))


def test_the_scan_finds_the_constants_and_the_rulesets_own_citations() -> None:
    cited = cited_coe_rules()
    assert {"CoE-1.3.W3", "CoE-2.IV.vii.2", "CoE-3.iv.5.1", "CoE-2.V.10"} <= set(cited)
    assert COE_RULE.findall("(see CoE-3.iv.6.) and CoE-2.IV, then") == ["CoE-3.iv.6",
                                                                         "CoE-2.IV"]


def test_every_coe_rule_the_domain_cites_has_a_summary() -> None:
    unexplained = [rule for rule in cited_coe_rules()
                   if (clause := lookup(rule)) is None or not clause.summary.strip()]
    assert unexplained == []


def test_the_coe_catalog_lists_just_the_cited_rules() -> None:
    assert sorted(catalog("coe")) == cited_coe_rules()


def test_coe_rule_numbers_parse_with_their_section() -> None:
    clause = lookup("CoE-2.III")
    assert clause is not None
    assert clause.section == "2.III. Long-event Phase"
    assert clause.summary.startswith("At the start of the long-event phase")
    assert not clause.ambiguous
    assert list(parse("## 3. Combat\n- [CoE-3.iv.5.1] A strike may be canceled.\n")) == [
        "CoE-3.iv.5.1"]


def test_a_rulesets_own_catalog_keeps_to_its_own_clauses() -> None:
    assert all(cid.startswith("RGO-") for cid in catalog("road-goes-ever-on"))


@pytest.mark.not_a_rule("the catalog of the service's own rulings, which the audit reads")
def test_the_declared_effect_ruling_has_a_summary() -> None:
    clause = lookup("declared-effect")
    assert clause is not None
    assert clause.section == "Red Book's own rulings"
    assert clause.summary.startswith("A card no script plays takes the effect the player declares")
