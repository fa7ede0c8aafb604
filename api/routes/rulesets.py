"""The rulesets this server runs, their options and their clause catalogs."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from api.deps import Service
from api.schemas import RulesetOut, Text, problems
from domain.canonical import JSON
from domain.options import OptionType
from domain.ruleset import Ruleset, listed_ruleset_ids

router = APIRouter(tags=["rulesets"])

#: An option the ruleset does not type (the shipped rulesets type every one): any JSON value
#: its description tells.
ANY_JSON = OptionType("json", None).to_json()


def describe(ruleset: Ruleset[Any]) -> dict[str, JSON]:
    return {"id": ruleset.id, "version": ruleset.version, "title": ruleset.title,
            "clause_prefix": ruleset.clause_prefix, "options": dict(ruleset.options),
            "option_types": {name: (ruleset.option_types[name].to_json()
                                    if name in ruleset.option_types else ANY_JSON)
                             for name in ruleset.options},
            "clauses": [c.to_json() for c in ruleset.clauses().values()],
            "rules_notes": dict(ruleset.rules_notes())}


@router.get("/rulesets", response_model=list[RulesetOut], summary="List the rulesets")
def list_rulesets(service: Service) -> list[JSON]:
    return [describe(service.ruleset(rid)) for rid in listed_ruleset_ids()]


@router.get("/rulesets/{ruleset_id}", response_model=RulesetOut, responses=problems(404, 422),
            summary="One ruleset")
def get_ruleset(ruleset_id: Text, service: Service) -> JSON:
    return describe(service.ruleset(ruleset_id))
