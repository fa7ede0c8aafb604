"""``domain/`` is pure: no random, clock, environment or secrets modules, no storage, threads
or processes, no iteration over a set (its order depends on hashing), no floats. One folder is
allowed to touch storage: ``domain/store/``, the event store's applications. The checker reads
every module's syntax tree and reports ``file:line`` for each breach; the first tests prove the
checker itself."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

DOMAIN = Path(__file__).resolve().parents[2] / "domain"
BANNED_MODULES = ("random", "time", "datetime", "os", "secrets", "threading", "multiprocessing",
                  "concurrent", "asyncio", "subprocess", "socket", "sqlite3", "psycopg",
                  "eventsourcing")
#: The one folder of ``domain/`` that keeps games in the event store.
STORE = DOMAIN / "store"
SET_CALLS = ("set", "frozenset")
SET_ANNOTATIONS = ("set", "frozenset", "Set", "AbstractSet", "FrozenSet", "MutableSet")
SET_METHODS = ("union", "intersection", "difference", "symmetric_difference", "copy")
#: Builtins that walk their argument in its iteration order.
ITERATING_CALLS = ("list", "tuple", "enumerate", "iter", "next", "zip", "map", "filter",
                   "reversed", "dict")


def _banned(module: str | None) -> str | None:
    if module is None:
        return None
    top = module.split(".")[0]
    return top if top in BANNED_MODULES else None


def _target_key(node: ast.expr) -> str | None:
    """``x`` or ``self.x`` (what a set may be bound to), else None."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
        return f"{node.value.id}.{node.attr}"
    return None


def _annotation_is_set(annotation: ast.expr | None) -> bool:
    if annotation is None:
        return False
    if isinstance(annotation, ast.Subscript):
        annotation = annotation.value
    if isinstance(annotation, ast.Constant) and isinstance(annotation.value, str):
        head = annotation.value.split("[")[0].strip().split(".")[-1]
        return head in SET_ANNOTATIONS
    if isinstance(annotation, ast.Name):
        return annotation.id in SET_ANNOTATIONS
    if isinstance(annotation, ast.Attribute):
        return annotation.attr in SET_ANNOTATIONS
    return False


class _SetNames:
    """The names a scope binds to sets (by literal, comprehension, call or annotation)."""

    def __init__(self, inherited: frozenset[str] = frozenset()) -> None:
        self.names: list[str] = sorted(inherited)

    def __contains__(self, key: str | None) -> bool:
        return key is not None and key in self.names

    def add(self, key: str | None) -> None:
        if key is not None and key not in self.names:
            self.names.append(key)

    def is_set(self, node: ast.expr) -> bool:
        if isinstance(node, (ast.Set, ast.SetComp)):
            return True
        if isinstance(node, ast.Call):
            func = node.func
            if isinstance(func, ast.Name) and func.id in SET_CALLS:
                return True
            if (isinstance(func, ast.Attribute) and func.attr in SET_METHODS
                    and self.is_set(func.value)):
                return True
            return False
        if isinstance(node, ast.BinOp) and isinstance(
                node.op, (ast.BitOr, ast.BitAnd, ast.Sub, ast.BitXor)):
            return self.is_set(node.left) or self.is_set(node.right)
        return _target_key(node) in self


def _scope_nodes(scope: ast.AST) -> Iterator[ast.AST]:
    """Nodes of a scope, not descending into nested functions (they are scopes of their own)."""
    for child in ast.iter_child_nodes(scope):
        yield child
        if not isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            yield from _scope_nodes(child)


def _collect(scope: ast.AST, names: _SetNames) -> None:
    if isinstance(scope, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
        args = scope.args
        for arg in [*args.posonlyargs, *args.args, *args.kwonlyargs]:
            if _annotation_is_set(arg.annotation):
                names.add(arg.arg)
    # Two passes so that a name bound from another set name is seen whatever the order.
    for _ in range(2):
        for node in _scope_nodes(scope):
            if isinstance(node, ast.AnnAssign):
                if _annotation_is_set(node.annotation) or (
                        node.value is not None and names.is_set(node.value)):
                    names.add(_target_key(node.target))
            elif isinstance(node, ast.Assign) and names.is_set(node.value):
                for target in node.targets:
                    names.add(_target_key(target))
            elif isinstance(node, ast.AugAssign) and names.is_set(node.value):
                names.add(_target_key(node.target))


def _class_set_attributes(tree: ast.Module) -> frozenset[str]:
    """``self.<name>`` for every class attribute annotated as a set."""
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef):
            for item in node.body:
                if (isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name)
                        and _annotation_is_set(item.annotation)):
                    found.append(f"self.{item.target.id}")
    return frozenset(found)


def _iterated(node: ast.AST) -> list[ast.expr]:
    """The expressions ``node`` iterates over in their own order."""
    if isinstance(node, (ast.For, ast.AsyncFor)):
        return [node.iter]
    if isinstance(node, (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)):
        return [gen.iter for gen in node.generators]
    if isinstance(node, ast.Call):
        func = node.func
        if isinstance(func, ast.Name) and func.id in ITERATING_CALLS:
            return list(node.args)
        if isinstance(func, ast.Attribute) and func.attr == "join":
            return list(node.args)
    if isinstance(node, ast.Starred):
        return [node.value]
    return []


def check_source(source: str, filename: str) -> list[str]:
    """Every purity breach in one module, as ``file:line: what``."""
    tree = ast.parse(source, filename)
    problems: list[tuple[int, str]] = []

    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if banned := _banned(alias.name):
                    problems.append((node.lineno, f"imports {banned}"))
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            if banned := _banned(node.module):
                problems.append((node.lineno, f"imports from {banned}"))
        elif isinstance(node, ast.Call) and node.args:
            func, first = node.func, node.args[0]
            called = func.id if isinstance(func, ast.Name) else (
                func.attr if isinstance(func, ast.Attribute) else "")
            if (called in ("__import__", "import_module") and isinstance(first, ast.Constant)
                    and isinstance(first.value, str) and (banned := _banned(first.value))):
                problems.append((node.lineno, f"imports {banned} dynamically"))
        elif isinstance(node, ast.Constant) and isinstance(node.value, (float, complex)):
            problems.append((node.lineno, f"float literal {node.value!r}"))

    module_names = _SetNames(_class_set_attributes(tree))
    _collect(tree, module_names)
    scopes: list[tuple[ast.AST, _SetNames]] = [(tree, module_names)]
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            names = _SetNames(frozenset(module_names.names))
            _collect(node, names)
            scopes.append((node, names))
    for scope, names in scopes:
        for node in _scope_nodes(scope):
            for expr in _iterated(node):
                if names.is_set(expr):
                    problems.append((expr.lineno, f"iterates over a set ({ast.unparse(expr)})"))

    return [f"{filename}:{line}: {what}" for line, what in sorted(problems)]


def domain_modules() -> list[Path]:
    """The pure modules: every module of ``domain/`` but the store's."""
    return sorted(p for p in DOMAIN.rglob("*.py") if STORE not in p.parents)


# -- the checker itself -----------------------------------------------------------------------

@pytest.mark.parametrize(
    ("snippet", "expected"),
    [
        ("import random\n", "bad.py:1: imports random"),
        ("import os.path\n", "bad.py:1: imports os"),
        ("x = 1\nfrom time import monotonic\n", "bad.py:2: imports from time"),
        ("from datetime import datetime as dt\n", "bad.py:1: imports from datetime"),
        ("import json, secrets\n", "bad.py:1: imports secrets"),
        ("import threading\n", "bad.py:1: imports threading"),
        ("from eventsourcing.application import Application\n",
         "bad.py:1: imports from eventsourcing"),
        ("m = __import__('random')\n", "bad.py:1: imports random dynamically"),
        ("import importlib\nm = importlib.import_module('os')\n",
         "bad.py:2: imports os dynamically"),
        ("x = 0.5\n", "bad.py:1: float literal 0.5"),
        ("def f(n: int) -> int:\n    return n * 1e3\n", "bad.py:2: float literal 1000.0"),
        ("for x in {1, 2}:\n    pass\n", "bad.py:1: iterates over a set ({1, 2})"),
        ("xs = [y for y in {x for x in 'ab'}]\n",
         "bad.py:1: iterates over a set ({x for x in 'ab'})"),
        ("xs = [y for y in set('ab')]\n", "bad.py:1: iterates over a set (set('ab'))"),
        ("xs = list(frozenset('ab'))\n", "bad.py:1: iterates over a set (frozenset('ab'))"),
        ("seen = set()\nseen.add(1)\nfor s in seen:\n    pass\n",
         "bad.py:3: iterates over a set (seen)"),
        ("def f(cards: set[str]) -> str:\n    return ','.join(cards)\n",
         "bad.py:2: iterates over a set (cards)"),
        ("def f() -> None:\n    held: frozenset[int] = frozenset()\n"
         "    total = [h for h in held]\n",
         "bad.py:3: iterates over a set (held)"),
        ("a = {1}\nb = a | {2}\nfor x in b:\n    pass\n", "bad.py:3: iterates over a set (b)"),
        ("class Hand:\n    cards: 'AbstractSet[str]'\n    def show(self) -> list[str]:\n"
         "        return [c for c in self.cards]\n",
         "bad.py:4: iterates over a set (self.cards)"),
    ],
)
def test_checker_catches(snippet: str, expected: str) -> None:
    assert check_source(snippet, "bad.py") == [expected]


@pytest.mark.parametrize(
    "snippet",
    [
        "import hashlib\nfrom collections.abc import Mapping\n",
        "from domain import dice\nimport domain.timeline\n",
        "x = sorted({3, 1, 2})\nn = len(set('abc'))\nok = 2 in {1, 2}\n",
        "seen = set()\nfor x in sorted(seen):\n    pass\n",
        "d = {'a': 1}\nfor k in d:\n    pass\nfor i in [1, 2]:\n    pass\n",
        "def f(cards: list[str]) -> str:\n    return ','.join(cards)\n",
        "x = 7 // 2\ny = 10 ** 3\n",
        # A name that is a set in one function is not a set in another.
        "def f() -> None:\n    xs = set()\n\ndef g(xs: list[int]) -> None:\n"
        "    for x in xs:\n        pass\n",
    ],
)
def test_checker_accepts_pure_code(snippet: str) -> None:
    assert check_source(snippet, "ok.py") == []


def test_checker_reports_every_breach_in_line_order() -> None:
    source = "import os\nx = 1.5\nfor c in {'a'}:\n    pass\nimport random\n"
    assert check_source(source, "domain/x.py") == [
        "domain/x.py:1: imports os",
        "domain/x.py:2: float literal 1.5",
        "domain/x.py:3: iterates over a set ({'a'})",
        "domain/x.py:5: imports random",
    ]


# -- the domain ---------------------------------------------------------------------------------

def test_domain_modules_are_found() -> None:
    names = {p.relative_to(DOMAIN).as_posix() for p in domain_modules()}
    assert {"dice.py", "chronicle.py", "ruleset.py", "export.py", "canonical.py"} <= names
    assert not any(name.startswith("store/") for name in names)


def test_the_store_is_the_folder_that_keeps_games() -> None:
    """The event store's applications live in ``domain/store/``: the pure check above skips
    that folder only, and bans the storage modules everywhere else."""
    importing = sorted(
        path.relative_to(DOMAIN).as_posix()
        for path in DOMAIN.rglob("*.py")
        if "from eventsourcing" in path.read_text("utf-8")
    )
    assert importing == ["store/challenges.py", "store/games.py"]


def test_domain_is_pure() -> None:
    root = DOMAIN.parent
    problems = [
        problem
        for path in domain_modules()
        for problem in check_source(path.read_text("utf-8"), path.relative_to(root).as_posix())
    ]
    assert problems == [], "domain/ must stay pure:\n" + "\n".join(problems)
