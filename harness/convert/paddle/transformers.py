"""Paddle's transformer list, read from the source of ``DygraphToStaticAst.transfer_from_node_type``, and its walk as
``passes.txt`` (written by ``convert/passlog.py``).

Snapshot rule: transformer names, numbers and states, and the condition under which Paddle removes one.
"""

from __future__ import annotations

import ast
import textwrap
from collections.abc import Sequence
from dataclasses import dataclass, field

from harness.convert.passlog import NoCode, Ran, write

LIST_NAME = "transformers"


@dataclass(frozen=True)
class Listed:
    """One transformer of Paddle's list, and the condition (its source) under which Paddle removes it, if any."""

    name: str
    removed_if: str | None = None


def transformer_list(source: str) -> list[Listed]:
    """The transformers a ``transfer_from_node_type`` method lists, in order, with the condition that removes each.

    >>> source = '''
    ...     def transfer_from_node_type(self, node):
    ...         self.visit(node)
    ...         transformers = [
    ...             TypeHintTransformer,
    ...             AttributeJstTransformer,  # unnecessary in PIR mode
    ...             LoopTransformer,
    ...         ]
    ...         if use_pir_api():
    ...             transformers.remove(AttributeJstTransformer)
    ...         apply_optimization(transformers)
    ...         for index, transformer in enumerate(transformers):
    ...             self._apply(transformer, node, log_level=index + 1)
    ... '''
    >>> [(t.name, t.removed_if) for t in transformer_list(source)]
    [('TypeHintTransformer', None), ('AttributeJstTransformer', 'use_pir_api()'), ('LoopTransformer', None)]
    >>> transformer_list("def transfer_from_node_type(self, node):\\n    transformers = make()\\n")
    Traceback (most recent call last):
    ...
    ValueError: transfer_from_node_type line 2: transformers is not a list of names: make()
    """
    method = ast.parse(textwrap.dedent(source)).body[0]
    if not isinstance(method, ast.FunctionDef):
        raise ValueError("expected the source of one method")
    listed: list[str] = []
    removed: dict[str, str] = {}
    for statement in ast.walk(method):
        if isinstance(statement, ast.Assign) and any(getattr(t, "id", None) == LIST_NAME for t in statement.targets):
            value = statement.value
            if not (isinstance(value, ast.List) and all(isinstance(e, ast.Name) for e in value.elts)):
                raise ValueError(
                    f"transfer_from_node_type line {statement.lineno}: {LIST_NAME} is not a list of names: {ast.unparse(value)}"
                )
            listed = [e.id for e in value.elts if isinstance(e, ast.Name)]
        if isinstance(statement, ast.If):
            for inner in statement.body:
                call = inner.value if isinstance(inner, ast.Expr) else None
                if (
                    isinstance(call, ast.Call)
                    and isinstance(call.func, ast.Attribute)
                    and call.func.attr == "remove"
                    and getattr(call.func.value, "id", None) == LIST_NAME
                    and len(call.args) == 1
                    and isinstance(call.args[0], ast.Name)
                ):
                    removed[call.args[0].id] = ast.unparse(statement.test)
    if not listed:
        raise ValueError(f"transfer_from_node_type assigns no list to {LIST_NAME}")
    return [Listed(name, removed.get(name)) for name in listed]


@dataclass
class TransformerWalk:
    """The source before the first transformer and after each one that ran, in the order Paddle ran them."""

    source: str | None = None
    ran: list[tuple[str, str]] = field(default_factory=list)
    failed: str | None = None  # the transformer that raised, if one did


def steps(listed: Sequence[Listed], walk: TransformerWalk) -> list[Ran | NoCode]:
    """Every transformer, in Paddle's order, with the code after it if it ran.

    A listed transformer that did not run must be one Paddle removes; one that ran
    without being listed was inserted at run time (``apply_optimization``).

    >>> listed = [Listed("A"), Listed("B", "use_pir_api()"), Listed("C")]
    >>> steps(listed, TransformerWalk("s", [("A", "s"), ("C", "t")]))
    [Ran(name='A', code='s', note=''), NoCode(name='B', state='removed (use_pir_api())'), Ran(name='C', code='t', note='')]
    >>> [(step.name, step.note) for step in steps(listed, TransformerWalk("s", [("A", "s"), ("X", "u"), ("B", "v"), ("C", "t")]))]
    [('A', ''), ('X', ' (inserted at run time)'), ('B', ''), ('C', '')]
    >>> steps(listed, TransformerWalk("s", [("C", "t")]))
    Traceback (most recent call last):
    ...
    ValueError: Paddle lists A, which no condition removes, but the recording has C
    """
    found: list[Ran | NoCode] = []
    pending = list(walk.ran)
    listed_names = {t.name for t in listed}
    for transformer in listed:
        while pending and pending[0][0] not in listed_names:
            name, source = pending.pop(0)
            found.append(Ran(name, source, " (inserted at run time)"))
        if pending and pending[0][0] == transformer.name:
            name, source = pending.pop(0)
            found.append(Ran(name, source))
        elif walk.failed == transformer.name:
            found.append(NoCode(transformer.name, "failed"))
            break
        elif transformer.removed_if is not None:
            found.append(NoCode(transformer.name, f"removed ({transformer.removed_if})"))
        elif walk.failed or not pending:
            break
        else:
            raise ValueError(
                f"Paddle lists {transformer.name}, which no condition removes, but the recording has {pending[0][0]}"
            )
    return found


def pass_files(listed: Sequence[Listed], walk: TransformerWalk) -> dict[str, str]:
    """``00_source.py``, ``passes.txt`` and ``NN_<Transformer>.py`` for each transformer that changed the code.

    >>> files = pass_files([Listed("A"), Listed("B", "pir()"), Listed("C")], TransformerWalk("x\\n", [("A", "x\\n"), ("C", "y\\n")]))
    >>> sorted(files)
    ['00_source.py', '03_C.py', 'passes.txt']
    >>> print(files["passes.txt"], end="")
    01 A  unchanged
    02 B  removed (pir())
    03 C  changed
    """
    if walk.source is None:
        return {}
    return write(walk.source, steps(listed, walk))
