"""Query parameters held to what a route reads: a parameter the route does not take (a
misspelt ``onwer=me``) would otherwise be dropped silently and the answer look like one to the
question asked, and a parameter that takes one value given twice (``limit=1&limit=2``) says two
things. Both are refused (422), naming the parameter, on every route of the API."""

from __future__ import annotations

from collections import Counter
from types import UnionType
from typing import Annotated, Any, Union, get_args, get_origin

from fastapi import Request
from fastapi.dependencies.models import Dependant
from fastapi.exceptions import RequestValidationError
from fastapi.routing import APIRoute

from domain.text import and_list


async def strict_query(request: Request) -> None:
    """Refuse the query parameters the route does not take, and any it takes once given more
    often: the app's dependency, so before anything the route reads (and, doing no I/O, run
    on the event loop rather than a worker thread)."""
    route = request.scope.get("route")
    if not isinstance(route, APIRoute) or not route.include_in_schema:
        return  # the web page's own routes
    takes = query_parameters(route)
    problems = []
    for key, times in Counter(key for key, _ in request.query_params.multi_items()).items():
        if key not in takes:
            problems.append({"loc": ("query", key), "type": "value_error",
                             "msg": f"not a parameter here: {_listed(takes)}"})
        elif times > 1 and not takes[key]:
            problems.append({"loc": ("query", key), "type": "value_error",
                             "msg": f"given {times} times: it takes one value"})
    if problems:
        raise RequestValidationError(problems)


def _listed(takes: dict[str, bool]) -> str:
    return f"it takes {and_list(list(takes))}" if takes else "it takes none"


def query_parameters(route: APIRoute) -> dict[str, bool]:
    """The query parameters ``route`` reads (its own and its dependencies'), each with
    whether it takes several values (a list, given by repeating it)."""
    found: dict[str, bool] = {}
    _collect(route.dependant, found)
    return found


def _collect(dependant: Dependant, found: dict[str, bool]) -> None:
    for field in dependant.query_params:
        found[field.alias] = _many(field.field_info.annotation)
    for inner in dependant.dependencies:
        _collect(inner, found)


def _many(annotation: Any) -> bool:
    origin = get_origin(annotation)
    if origin in (Union, UnionType):
        return any(_many(arg) for arg in get_args(annotation))
    if origin is Annotated:
        return _many(get_args(annotation)[0])
    return origin in (list, tuple, set, frozenset)
