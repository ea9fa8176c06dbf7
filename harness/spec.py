"""The ``@case`` decorator: what a plain case function cannot say about itself."""

from __future__ import annotations

import copy
import sys
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

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
    """The case's ``@case(...)`` asks for what its function cannot give (``static_argnames`` naming no parameter):
    the case is broken, and no converter's result is stored for it."""


@dataclass(frozen=True)
class CaseSpec:
    """Options attached to a case object by :func:`case`."""

    inputs: Callable[[], Any] | InputSet | list[InputSet] | None = None
    converters: tuple[str, ...] | None = None
    factory: bool = False
    autograph_features: tuple[str, ...] = ()
    dynamic: bool = False
    static_argnames: tuple[str, ...] = ()

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


def case(
    *,
    inputs: Callable[[], Sequence[Any]] | Sequence[Any] | None = None,
    converters: Sequence[str] | None = None,
    factory: bool = False,
    autograph_features: Sequence[str] = (),
    dynamic: bool = False,
    static_argnames: Sequence[str] = (),
) -> Callable[[T], T]:
    """Mark a case with example inputs, a converter restriction, as a factory, with AutoGraph features, dynamic, or
    with static arguments.

    ``inputs``: a tuple of example arguments, a list of such tuples (several
    input sets: ``behaviour.txt`` compares the runs on each, and converters
    trace or compile with the first), or a zero-argument callable that builds
    either (use one when they are tensors). ``converters``: a literal
    tuple of converter names (``"autograph"``, ``"torchscript"``); the harness
    reads it without importing the file, and reports a name it does not know
    as an error of the case file. ``factory=True``: the function is
    called with no arguments and its result is what gets converted.
    ``autograph_features``: a literal tuple of names of AutoGraph's optional
    features (``"LISTS"``, ``"ASSERT_STATEMENTS"``, ...: the members of the
    installed ``tf.autograph.experimental.Feature``); AutoGraph's whole
    conversion of the case then uses them, as
    ``tf.function(experimental_autograph_options=...)`` would.
    ``dynamic=True``: symbolic shapes: Dynamo compiles the case with
    ``torch.compile(dynamic=True)`` instead of the harness's default
    ``dynamic=False``, torch.export marks every tensor dimension ``Dim.AUTO``,
    and jax also exports the case with ``jax.export`` and symbolic shapes.
    ``static_argnames``: a literal tuple of the names of positional parameters
    that ``jax.jit`` treats as static (``jax.jit(f, static_argnames=...)``):
    their values are baked into the program, a new value traces it again;
    a name that is no parameter of the case breaks the case
    (:class:`DeclarationError`), as failing inputs do.

    The decorated object is returned unchanged, so converters see plain code.

    >>> @case(converters=("torchscript",))
    ... def f(x): return x
    >>> getattr(f, SPEC_ATTRIBUTE).converters
    ('torchscript',)
    >>> getattr(case(autograph_features=("LISTS",))(f), SPEC_ATTRIBUTE).autograph_features
    ('LISTS',)
    >>> case(autograph_features="LISTS")
    Traceback (most recent call last):
    ...
    ValueError: autograph_features must be a tuple of feature names such as ("LISTS",), not 'LISTS'
    >>> getattr(case(dynamic=True)(f), SPEC_ATTRIBUTE).dynamic
    True
    >>> getattr(case(inputs=[(1,), (2,)])(f), SPEC_ATTRIBUTE).input_sets()
    [(1,), (2,)]
    >>> getattr(case(static_argnames=("n",))(f), SPEC_ATTRIBUTE).static_argnames
    ('n',)
    >>> case(static_argnames="n")
    Traceback (most recent call last):
    ...
    ValueError: static_argnames must be a tuple of parameter names such as ("n",), not 'n'
    """
    chosen = None if converters is None else tuple(converters)
    features = tuple(autograph_features) if not isinstance(autograph_features, str) else None
    if features is None or not all(isinstance(name, str) and name.isidentifier() for name in features):
        raise ValueError(
            f'autograph_features must be a tuple of feature names such as ("LISTS",), not {autograph_features!r}'
        )
    static = tuple(static_argnames) if not isinstance(static_argnames, str) else None
    if static is None or not all(isinstance(name, str) and name.isidentifier() for name in static):
        raise ValueError(f'static_argnames must be a tuple of parameter names such as ("n",), not {static_argnames!r}')
    if not isinstance(dynamic, bool):
        raise ValueError(f"dynamic must be True or False, not {dynamic!r}")
    given: Callable[[], Any] | InputSet | list[InputSet] | None
    if isinstance(inputs, list):
        given = as_input_sets(inputs)
    elif inputs is not None and not callable(inputs):
        given = tuple(inputs)
    else:
        given = inputs
    spec = CaseSpec(
        inputs=given,
        converters=chosen,
        factory=factory,
        autograph_features=features,
        dynamic=dynamic,
        static_argnames=static,
    )

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
