"""The ``@case`` decorator: what a plain case function cannot say about itself."""

from __future__ import annotations

import ast
import copy
import sys
from collections.abc import Callable, Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from harness.converter import declarations

SPEC_ATTRIBUTE = "__harness_case__"

T = TypeVar("T")
InputSet = tuple[Any, ...]


def as_input_sets(given: Any) -> list[InputSet]:
    """Example inputs as a list of argument tuples: a list holds several sets, anything else is one.

    >>> as_input_sets((1, 2)), as_input_sets([(1,), [2]])
    ([(1, 2)], [(1,), (2,)])
    >>> as_input_sets([1, 2])
    Traceback (most recent call last):
    ...
    ValueError: a list of inputs holds several input sets, each a tuple of arguments such as [(1,), (2,)]; not [1, 2] (one set is a tuple: (1, 2))
    """
    if not isinstance(given, list):
        return [tuple(given)]
    if not given or not all(isinstance(one, Sequence) and not isinstance(one, (str, bytes)) for one in given):
        one_set = f" (one set is a tuple: {tuple(given)!r})" if given else ""
        raise ValueError(
            f"a list of inputs holds several input sets, each a tuple of arguments such as [(1,), (2,)]; not {given!r}{one_set}"
        )
    return [tuple(one) for one in given]


class DeclarationError(Exception):
    """The case's ``@case(...)`` asks for what its function cannot give (an option naming no parameter): the case
    is broken, and no converter's result is stored for it."""


@dataclass(frozen=True)
class CaseSpec:
    """Options attached to a case object by :func:`case`."""

    inputs: Callable[[], Any] | InputSet | list[InputSet] | None = None
    converters: tuple[str, ...] | None = None
    factory: bool = False
    options: Mapping[str, Any] = field(default_factory=dict)  # the converters' own keywords (``CaseOption``), as given

    def input_sets(self) -> list[InputSet] | None:
        """Every set of example inputs, built now if they were given lazily.

        >>> CaseSpec(inputs=lambda: [(1,), (2,)]).input_sets(), CaseSpec(inputs=(1, 2)).input_sets()
        ([(1,), (2,)], [(1, 2)])
        >>> CaseSpec().input_sets() is None
        True
        """
        if self.inputs is None:
            return None
        # A fresh copy each time: a case may mutate its arguments.
        return as_input_sets(self.inputs() if callable(self.inputs) else copy.deepcopy(self.inputs))

    def example_inputs(self) -> InputSet | None:
        """The first set of example inputs: the one a converter traces or compiles with.

        >>> CaseSpec(inputs=lambda: (1, 2)).example_inputs(), CaseSpec(inputs=[(1,), (2,)]).example_inputs()
        ((1, 2), (1,))
        >>> CaseSpec().example_inputs() is None
        True
        """
        sets = self.input_sets()
        return None if sets is None else sets[0]


def checked_options(given: Mapping[str, Any]) -> dict[str, Any]:
    """A case's converter options, each checked by the registered converters that declare it (as this process's fork
    server declared them: ``harness.converter.declarations``); a keyword none of them declares is kept as given (a
    project's own converter may read it; collection reports it if none does).

    >>> from harness.converter import CaseOption, Declarations, declare, declarations
    >>> before, option = declarations(), CaseOption.names("features", "feature names", "LISTS", "its features")
    >>> declare(Declarations(options={"features": option}))
    >>> checked_options({"features": ["LISTS"]}), checked_options({"other": "x"})
    ({'features': ('LISTS',)}, {'other': 'x'})
    >>> checked_options({"features": "x"})  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ValueError: features must be a tuple of feature names such as ("LISTS",), not 'x'
    >>> declare(before)
    """
    declared = declarations().options
    return {name: declared[name].check(value) if name in declared else value for name, value in given.items()}


def case(
    *,
    inputs: Callable[[], Sequence[Any]] | Sequence[Any] | None = None,
    converters: Sequence[str] | None = None,
    factory: bool = False,
    **options: Any,
) -> Callable[[T], T]:
    """Mark a case with example inputs, a converter restriction, as a factory, or with options its converters read.

    ``inputs``: a tuple of example arguments, a list of such tuples (several
    input sets: ``behaviour.txt`` compares the runs on each, and converters
    trace or compile with the first), or a zero-argument callable that builds
    either (use one when they are tensors). ``converters``: a literal
    tuple of converter names; the harness reads it without importing the
    file, and reports a name it does not know as an error of the case file.
    ``factory=True``: the function is called with no arguments and its
    result is what gets converted. Any other keyword is an option a
    converter declares in its registry entry (``Converter.options``;
    docs/cases.md lists the built-in ones): checked here, read by the
    converters that declare it; the rest convert as without it, and their ``options.txt`` says so. An option that asks
    what the case's function cannot give breaks the case
    (:class:`DeclarationError`), as failing inputs do.

    The decorated object is returned unchanged, so converters see plain code.

    >>> @case(converters=("mine",))
    ... def f(x): return x
    >>> getattr(f, SPEC_ATTRIBUTE).converters
    ('mine',)
    >>> getattr(case(inputs=[(1,), (2,)])(f), SPEC_ATTRIBUTE).input_sets()
    [(1,), (2,)]
    >>> getattr(case(mine_only=3)(f), SPEC_ATTRIBUTE).options
    {'mine_only': 3}
    """
    chosen = None if converters is None else tuple(converters)
    given: Callable[[], Any] | InputSet | list[InputSet] | None
    if isinstance(inputs, list):
        given = as_input_sets(inputs)
    elif inputs is not None and not callable(inputs):
        given = tuple(inputs)
    else:
        given = inputs
    spec = CaseSpec(inputs=given, converters=chosen, factory=factory, options=checked_options(options))

    def mark(obj: T) -> T:
        setattr(obj, SPEC_ATTRIBUTE, spec)
        return obj

    return mark


def marker_names(namespace: Mapping[str, Any]) -> set[str]:
    """The dotted names by which a module's code reaches :func:`case` (``case``, ``harness.case``, an alias).

    >>> import harness
    >>> sorted(marker_names({"case": case, "h": harness, "other": len}))
    ['case', 'h.case']
    """
    spec_module = sys.modules[__name__]
    names = {name for name, value in namespace.items() if value is case}
    modules = {name for name, value in namespace.items() if value is spec_module or value is sys.modules.get("harness")}
    return names | {f"{name}.case" for name in modules}


def _dotted(node: Any) -> str | None:
    """``a.b.c`` of a Name or Attribute node of ``ast`` or ``gast``; None for anything else."""
    if type(node).__name__ == "Name":
        return str(node.id)
    if type(node).__name__ == "Attribute":
        base = _dotted(node.value)
        return None if base is None else f"{base}.{node.attr}"
    return None


def marker_spans(source: str, names: Collection[str] | None = None) -> list[tuple[int, int, int]] | None:
    """Where the harness's ``@case(...)`` stands in a case file's source: per marker, the first line of its
    definition's decorators, then the marker's own first and last lines (1-based), in the file's order. ``names``
    are the dotted names that reach :func:`case` (:func:`marker_names`); without them, any ``case`` or ``X.case``.
    None for a source that does not parse.

    >>> marker_spans("@case(\\n    inputs=(1,))\\n@other\\ndef f(n):\\n    return n\\n@h.case\\nclass C: ...\\n")
    [(1, 1, 2), (6, 6, 6)]
    >>> marker_spans("@other\\n@h.case\\ndef g(): ...\\n", {"case"}), marker_spans("def (:")
    ([], None)
    """
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return None
    spans = []
    for node in ast.walk(tree):
        decorators = getattr(node, "decorator_list", ())
        for decorator in decorators:
            dotted = _dotted(decorator.func if isinstance(decorator, ast.Call) else decorator)
            if dotted is not None and (dotted in names if names is not None else dotted.rsplit(".", 1)[-1] == "case"):
                first = min(d.lineno for d in decorators)
                spans.append((first, decorator.lineno, decorator.end_lineno or decorator.lineno))
    return sorted(spans)


def without_markers(tree: Any, names: set[str]) -> int:
    """Drop the harness's ``@case(...)`` from every decorator list of an ``ast`` or ``gast`` tree, in place: a
    converter that reads or re-applies decorators sees the function as its user wrote it. Returns how many it dropped.

    >>> import ast
    >>> tree = ast.parse("@case(inputs=(1,))\\n@functools.cache\\ndef f(x):\\n    return x\\n")
    >>> without_markers(tree, {"case"}), ast.unparse(tree).splitlines()[0]
    (1, '@functools.cache')
    """
    dropped = 0
    for node in _walk(tree):
        decorators = getattr(node, "decorator_list", None)
        if not decorators:
            continue
        kept = [d for d in decorators if _dotted(d.func if type(d).__name__ == "Call" else d) not in names]
        dropped += len(decorators) - len(kept)
        setattr(node, "decorator_list", kept)  # noqa: B010 - an ast or gast node, untyped
    return dropped


def _walk(tree: Any) -> Iterator[Any]:
    """Every node of a tree whose nodes list their children in ``_fields`` (``gast``'s, as ``ast``'s)."""
    todo = [tree]
    while todo:
        node = todo.pop()
        yield node
        for field_name in getattr(node, "_fields", ()):
            value = getattr(node, field_name, None)
            todo.extend(v for v in (value if isinstance(value, list) else [value]) if hasattr(v, "_fields"))


def spec_of(obj: object) -> CaseSpec:
    """The spec attached to ``obj``, or the default one."""
    return getattr(obj, SPEC_ATTRIBUTE, None) or CaseSpec()
