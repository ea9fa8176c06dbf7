"""torch's dynamic shapes, as torch.export and torch.onnx take them for a ``@case(dynamic=True)``: every tensor
dimension ``Dim.AUTO``, and what the installed release lacks for it."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

import torch

from harness.convert.shapes import DYNAMIC
from harness.spec import CaseSpec

RELEASE = ".".join(torch.__version__.split("+")[0].split(".")[:2])  # the minor release, as results name it


def dynamic_shapes(inputs: tuple[Any, ...]) -> tuple[Any, ...]:
    """Every dimension of every tensor input left for export to decide (``Dim.AUTO``): static or symbolic."""
    auto = torch.export.Dim.AUTO
    return tuple({axis: auto for axis in range(v.dim())} if isinstance(v, torch.Tensor) else None for v in inputs)


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
