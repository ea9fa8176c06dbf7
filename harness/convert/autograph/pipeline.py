"""AutoGraph's pass pipeline, read from the source of ``PyToTF.transform_ast``: each step and the feature it needs."""

from __future__ import annotations

import ast
import textwrap
from collections.abc import Callable, Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class PipelineStep:
    """One call of the pipeline, and the optional feature that must be on for it to run (``None``: always runs)."""

    name: str
    feature: str | None = None


def _step_name(call: ast.Call) -> str | None:
    func = call.func
    if not isinstance(func, ast.Attribute):
        return None
    if func.attr in ("transform", "verify") and isinstance(func.value, ast.Name):
        return func.value.id
    if func.attr == "initial_analysis":
        return "initial_analysis"
    return None


def _gate(test: ast.expr) -> str | None:
    """``X`` for a test ``<...>.uses(<...>.Feature.X)``, else ``None``."""
    if not (isinstance(test, ast.Call) and isinstance(test.func, ast.Attribute) and test.func.attr == "uses"):
        return None
    if len(test.args) != 1 or test.keywords:
        return None
    feature = test.args[0]
    if isinstance(feature, ast.Attribute) and ast.unparse(feature.value).split(".")[-1] == "Feature":
        return feature.attr
    return None


def _steps(body: Sequence[ast.stmt], feature: str | None) -> list[PipelineStep]:
    steps = []
    for statement in body:
        if isinstance(statement, ast.If):
            gate = _gate(statement.test)
            if gate is None or statement.orelse or feature is not None:
                raise ValueError(
                    f"transform_ast line {statement.lineno}: an unknown kind of condition: {ast.unparse(statement.test)}"
                )
            steps += _steps(statement.body, gate)
        elif isinstance(statement, (ast.Expr, ast.Assign, ast.Return)):
            calls = [node for node in ast.walk(statement) if isinstance(node, ast.Call)]
            steps += [PipelineStep(name, feature) for name in map(_step_name, calls) if name]
        else:
            raise ValueError(
                f"transform_ast line {statement.lineno}: an unknown kind of statement: {type(statement).__name__}"
            )
    return steps


def pipeline(source: str) -> list[PipelineStep]:
    """The steps a ``transform_ast`` method's source calls, in order, with the feature gating each.

    >>> source = '''
    ...     def transform_ast(self, node, ctx):
    ...         unsupported_features_checker.verify(node)
    ...         node = self.initial_analysis(node, ctx)
    ...         node = functions.transform(node, ctx)
    ...         if ctx.user.options.uses(converter.Feature.LISTS):
    ...             node = lists.transform(node, ctx)
    ...         return node
    ... '''
    >>> [(s.name, s.feature) for s in pipeline(source)]
    [('unsupported_features_checker', None), ('initial_analysis', None), ('functions', None), ('lists', 'LISTS')]
    >>> pipeline("def transform_ast(self, node, ctx):\\n    if debug:\\n        node = lists.transform(node, ctx)\\n")
    Traceback (most recent call last):
    ...
    ValueError: transform_ast line 2: an unknown kind of condition: debug
    """
    method = ast.parse(textwrap.dedent(source)).body[0]
    if not isinstance(method, ast.FunctionDef):
        raise ValueError("expected the source of one method")
    return _steps(method.body, None)


def walk(
    steps: Sequence[PipelineStep], ran: Sequence[str], enabled: Callable[[str], bool], complete: bool
) -> list[tuple[str, str | None]]:
    """The steps that ran, in order, with each step skipped because its feature is off: ``(name, that feature)``.

    ``ran`` names the steps that were called, in order (a failing one last);
    ``complete`` says whether the pipeline returned, so that skipped steps at
    its end are listed too. A recording that does not fit the pipeline raises.

    >>> steps = [PipelineStep("functions"), PipelineStep("asserts", "ASSERT_STATEMENTS"), PipelineStep("lists", "LISTS"), PipelineStep("variables")]
    >>> walk(steps, ["functions", "lists", "variables"], lambda feature: feature == "LISTS", True)
    [('functions', None), ('asserts', 'ASSERT_STATEMENTS'), ('lists', None), ('variables', None)]
    >>> walk(steps, ["functions"], lambda feature: False, False)
    [('functions', None)]
    >>> walk(steps, ["functions", "variables"], lambda feature: True, True)
    Traceback (most recent call last):
    ...
    ValueError: the pipeline runs asserts (ASSERT_STATEMENTS is on) but the recording has variables
    """
    result: list[tuple[str, str | None]] = []
    pending = list(ran)
    for step in steps:
        if not pending and not complete:
            break
        if step.feature is not None and not enabled(step.feature):
            result.append((step.name, step.feature))
            continue
        if not pending or pending[0] != step.name:
            why = f" ({step.feature} is on)" if step.feature else ""
            found = pending[0] if pending else "nothing more"
            raise ValueError(f"the pipeline runs {step.name}{why} but the recording has {found}")
        result.append((pending.pop(0), None))
    if pending:
        raise ValueError(f"steps recorded outside the pipeline: {', '.join(pending)}")
    return result
