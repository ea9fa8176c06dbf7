"""The ``@case`` decorator: what a plain case function cannot say about itself."""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

SPEC_ATTRIBUTE = "__harness_case__"

T = TypeVar("T")


@dataclass(frozen=True)
class CaseSpec:
    """Options attached to a case object by :func:`case`."""

    inputs: Callable[[], tuple[Any, ...]] | tuple[Any, ...] | None = None
    converters: tuple[str, ...] | None = None
    factory: bool = False
    autograph_features: tuple[str, ...] = ()
    dynamic: bool = False

    def example_inputs(self) -> tuple[Any, ...] | None:
        """The example inputs, built now if they were given lazily.

        >>> CaseSpec(inputs=lambda: (1, 2)).example_inputs()
        (1, 2)
        >>> CaseSpec().example_inputs() is None
        True
        """
        if callable(self.inputs):
            return tuple(self.inputs())
        # A fresh copy each time: a case may mutate its arguments.
        return None if self.inputs is None else copy.deepcopy(tuple(self.inputs))


def case(
    *,
    inputs: Callable[[], Sequence[Any]] | Sequence[Any] | None = None,
    converters: Sequence[str] | None = None,
    factory: bool = False,
    autograph_features: Sequence[str] = (),
    dynamic: bool = False,
) -> Callable[[T], T]:
    """Mark a case with example inputs, a converter restriction, as a factory, with AutoGraph features, or dynamic.

    ``inputs``: a tuple of example arguments, or a zero-argument callable that
    builds them (use one when they are tensors). ``converters``: a literal
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
    ``dynamic=False``, and torch.export marks every tensor dimension ``Dim.AUTO``.

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
    """
    chosen = None if converters is None else tuple(converters)
    features = tuple(autograph_features) if not isinstance(autograph_features, str) else None
    if features is None or not all(isinstance(name, str) and name.isidentifier() for name in features):
        raise ValueError(f'autograph_features must be a tuple of feature names such as ("LISTS",), not {autograph_features!r}')
    if not isinstance(dynamic, bool):
        raise ValueError(f"dynamic must be True or False, not {dynamic!r}")
    spec = CaseSpec(
        inputs=inputs if inputs is None or callable(inputs) else tuple(inputs),
        converters=chosen,
        factory=factory,
        autograph_features=features,
        dynamic=dynamic,
    )

    def mark(obj: T) -> T:
        setattr(obj, SPEC_ATTRIBUTE, spec)
        return obj

    return mark


def spec_of(obj: object) -> CaseSpec:
    """The spec attached to ``obj``, or the default one."""
    return getattr(obj, SPEC_ATTRIBUTE, None) or CaseSpec()
