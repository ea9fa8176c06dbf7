"""torch's dynamic shapes, as torch.export and torch.onnx take them for a ``@case(dynamic=True)``: every tensor
dimension ``Dim.AUTO``, and what the installed release lacks for it."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

import torch

from harness.convert.common import HarnessFault, chain, exception_name, shown
from harness.convert.shapes import DYNAMIC
from harness.spec import CaseSpec

RELEASE = ".".join(torch.__version__.split("+")[0].split(".")[:2])  # the minor release, as results name it


def dynamic_shapes(inputs: tuple[Any, ...]) -> tuple[Any, ...]:
    """Every dimension of every tensor input left for export to decide (``Dim.AUTO``): static or symbolic; in the
    inputs' own structure, as torch.export takes it (a list of tensors gets a list of dimensions, a dict a dict), and
    ``None`` for every other leaf.

    >>> auto = torch.export.Dim.AUTO
    >>> dynamic_shapes((torch.ones(2), [torch.ones(2, 3), 4], {"k": torch.ones(1)})) == (
    ...     {0: auto}, [{0: auto, 1: auto}, None], {"k": {0: auto}})
    True
    """
    auto = torch.export.Dim.AUTO

    def leaf(value: Any) -> Any:
        return {axis: auto for axis in range(value.dim())} if isinstance(value, torch.Tensor) else None

    return tuple(torch.utils._pytree.tree_map(leaf, value) for value in inputs)


def accepts(function: Callable[..., Any], name: str) -> bool:
    """Whether ``function`` takes a keyword ``name`` in the installed release."""
    return name in inspect.signature(function).parameters


def lacking(spec: CaseSpec, function: Callable[..., Any], title: str) -> str | None:
    """What the installed ``function`` (``title``: ``torch.export``) lacks that the case asks for, in words; None
    when it has all of it.

    ``dynamic=True`` leaves every dimension to export (``Dim.AUTO``, torch 2.5); torch 2.1's export takes no
    ``dynamic_shapes`` at all (its ``constraints`` make a dimension symbolic or fail, never decide).
    """
    if not DYNAMIC.of(spec.options):
        return None
    if not accepts(function, "dynamic_shapes"):
        return f"{title} in torch {RELEASE} takes no dynamic_shapes"
    if not hasattr(getattr(torch.export, "Dim", None), "AUTO"):
        return f"{title} in torch {RELEASE} has no Dim.AUTO, which leaves a dimension for export to decide"
    return None


def dynamic_options(spec: CaseSpec, inputs: tuple[Any, ...]) -> dict[str, Any]:
    """``dynamic_shapes`` for a dynamic case (:func:`dynamic_shapes`); nothing for any other."""
    return {"dynamic_shapes": dynamic_shapes(inputs)} if DYNAMIC.of(spec.options) else {}


def refuse_shapes_fault(exc: BaseException, options: dict[str, Any]) -> None:
    """Raise :class:`~harness.convert.common.HarnessFault` where the exporter refused the ``dynamic_shapes`` the harness
    built (``options``), not the case: torch's ``UserError`` of invalid input naming ``dynamic_shapes``, anywhere in the
    error's chain."""
    if "dynamic_shapes" not in options:
        return
    for seen in chain(exc):
        kind = getattr(getattr(seen, "error_type", None), "name", "")
        if type(seen).__name__ == "UserError" and kind == "INVALID_INPUT" and "dynamic_shapes" in str(seen):
            first = str(seen).strip().splitlines()[0] if str(seen).strip() else ""
            raise HarnessFault(
                f"failed in the harness ({shown(__file__)}:dynamic_shapes): the exporter refused the dynamic_shapes "
                f"the harness built: {exception_name(seen)}: {first}"
            ) from exc
