"""The reducer of ``fuzz``: a function made smaller, one edit at a time, for as long as a predicate still holds.

An edit deletes a statement, replaces an ``if`` or a loop by one of its bodies, drops an ``else``, or replaces
an expression by one of its operands or a small constant. Candidates are tried shortest first, in chunks; the
shortest one of a chunk that keeps the predicate is taken, and the search starts again from it, until no
candidate keeps it or the budget of tries is spent.
"""

from __future__ import annotations

import ast
import copy
from collections.abc import Callable, Iterator
from dataclasses import dataclass

Keeps = Callable[[list[str]], list[bool]]  # which of these sources still show what is being reduced
SKIPPED_FIELDS = {"targets", "target", "func", "ctx", "decorator_list", "returns"}  # bound, called or declared


@dataclass(frozen=True)
class Reduced:
    """A reduction's result: the smallest source found, the tries it took, and whether the budget ran out first."""

    source: str
    tries: int
    exhausted: bool


def _sites(tree: ast.AST) -> Iterator[tuple[ast.AST, str, int | None, ast.AST]]:
    """Every statement of a body and every expression that is read, as (parent, field, index, node), in a fixed order."""
    for parent in ast.walk(tree):
        for name, value in ast.iter_fields(parent):
            if name in SKIPPED_FIELDS or isinstance(parent, (ast.Module, ast.arguments)):
                continue
            if isinstance(value, list):
                for index, item in enumerate(value):
                    if isinstance(item, (ast.stmt, ast.expr)):
                        yield parent, name, index, item
            elif isinstance(value, ast.expr):
                yield parent, name, None, value


def _statement_options(node: ast.stmt) -> list[list[ast.stmt] | str]:
    """What a statement may become: nothing, one of its bodies, or itself without its ``else`` (``"drop else"``)."""
    options: list[list[ast.stmt] | str] = [[]]
    if isinstance(node, (ast.If, ast.For, ast.While)):
        options.append(node.body)
    if isinstance(node, ast.If) and node.orelse:
        options += [node.orelse, "drop else"]
    return options


def _expression_options(node: ast.expr) -> list[ast.expr]:
    """What an expression may become: one of its operands, or a constant simpler than itself."""
    if isinstance(node, ast.BinOp):
        return [node.left, node.right]
    if isinstance(node, ast.BoolOp):
        return [*node.values, ast.Constant(True), ast.Constant(False)]
    if isinstance(node, ast.IfExp):
        return [node.body, node.orelse]
    if isinstance(node, ast.UnaryOp):
        return [node.operand, *([ast.Constant(True), ast.Constant(False)] if isinstance(node.op, ast.Not) else [])]
    if isinstance(node, ast.Compare):
        return [ast.Constant(True), ast.Constant(False)]
    if isinstance(node, ast.Call):
        return list(node.args)
    if isinstance(node, ast.Constant) and type(node.value) is int and node.value not in (0, 1):
        return [ast.Constant(0), ast.Constant(1)]
    if isinstance(node, ast.Constant) and type(node.value) is float and node.value not in (0.0, 1.0):
        return [ast.Constant(0.0), ast.Constant(1.0)]
    return []


def _edited(source: str, site: int, option: int) -> str | None:
    """``source`` with one edit made, or None when the site has no such option."""
    tree = ast.parse(source)
    for index, (parent, name, position, node) in enumerate(_sites(tree)):
        if index != site:
            continue
        if isinstance(node, ast.stmt) and position is not None:
            options = _statement_options(node)
            if option >= len(options):
                return None
            body = getattr(parent, name)
            chosen = options[option]
            if chosen == "drop else":
                assert isinstance(node, ast.If)
                node.orelse = []
            else:
                assert isinstance(chosen, list)
                body[position : position + 1] = [copy.deepcopy(s) for s in chosen]
                if not body and name == "body":
                    body.append(ast.Pass())
        else:
            assert isinstance(node, ast.expr)
            expressions = _expression_options(node)
            if option >= len(expressions):
                return None
            replacement = copy.deepcopy(expressions[option])
            if position is None:
                setattr(parent, name, replacement)
            else:
                getattr(parent, name)[position] = replacement
        return ast.unparse(ast.fix_missing_locations(tree)) + "\n"
    return None


def variants(source: str) -> list[str]:
    """Every source one edit away from ``source``, shortest first, each once.

    >>> variants("def f(n):\\n    n += 1\\n    return n * 3\\n")[:3]
    ['def f(n):\\n    n += 1\\n', 'def f(n):\\n    return n * 3\\n', 'def f(n):\\n    n += 1\\n    return 3\\n']
    """
    canonical = ast.unparse(ast.parse(source)) + "\n"
    found: dict[str, None] = {}
    for site in range(sum(1 for _ in _sites(ast.parse(source)))):
        option = 0
        while (edited := _edited(source, site, option)) is not None:
            if edited != canonical:
                found.setdefault(edited)
            option += 1
    return sorted(found, key=lambda text: (len(text), text))


def reduce(source: str, keeps: Keeps, chunk: int = 24, budget: int = 600) -> Reduced:
    """The smallest variant of ``source`` found for which ``keeps`` holds (``source`` itself, canonically
    formatted, when none does). ``keeps`` judges a chunk of sources at once, so that a caller can convert
    them together; at most ``budget`` sources are judged.

    >>> keeps = lambda sources: ["% 7" in s for s in sources]
    >>> print(reduce("def f(n):\\n    m = n + 1\\n    if m > 2:\\n        m = m % 7\\n    return m\\n", keeps).source, end="")
    def f(n):
        m = m % 7
    """
    current = ast.unparse(ast.parse(source)) + "\n"
    tries = 0
    while True:
        candidates = [c for c in variants(current) if len(c) < len(current)]
        taken = None
        for start in range(0, len(candidates), chunk):
            batch = candidates[start : start + chunk][: max(budget - tries, 0)]
            if not batch:
                return Reduced(current, tries, exhausted=True)
            tries += len(batch)
            kept = [candidate for candidate, ok in zip(batch, keeps(batch), strict=True) if ok]
            if kept:
                taken = kept[0]
                break
        if taken is None:
            return Reduced(current, tries, exhausted=False)
        current = taken
