"""torch cases that torch.export rejects for their inputs or outputs: each docstring names the reason."""

from dataclasses import dataclass
from typing import Set

import torch

from harness import case


@dataclass
class _Scale:
    """A plain dataclass, not registered as a pytree."""

    factor: float


@case(inputs=lambda: (torch.ones(3), _Scale(2.0)))
def dataclass_argument(x: torch.Tensor, scale: _Scale) -> torch.Tensor:
    """Takes a dataclass. Rejected by export: an input type that is no pytree container."""
    return x * scale.factor


@case(inputs=lambda: (torch.ones(3),))
def set_of_sizes(x: torch.Tensor) -> Set[int]:
    """Returns a set. Rejected by export and fx: a set is no pytree container, nor an fx argument type."""
    return {x.dim(), x.numel()}
