"""torch cases aimed at torch.compile and torch.export: gradients, graph breaks, dynamic shapes."""

import math

import numpy as np
import torch

from harness import case


@case(inputs=lambda: (torch.ones(2, 3, requires_grad=True),))
def input_requires_grad(x: torch.Tensor) -> torch.Tensor:
    """An input that requires grad: Dynamo's AOTAutograd records a backward graph too."""
    return (x.sin() * 2.0).sum(dim=1)


@case(inputs=lambda: (torch.ones(3),))
def print_in_the_middle(x: torch.Tensor) -> torch.Tensor:
    """A print between two ops: a graph break in Dynamo, nothing special in export."""
    y = x + 1.0
    print("halfway")
    return y * 2.0


@case(inputs=lambda: (torch.ones(4, 3),), dynamic=True)
def dynamic_batch(x: torch.Tensor) -> torch.Tensor:
    """Scales by the batch size; with dynamic=True (and export's Dim.AUTO) the sizes are shape symbols."""
    return x.sum(dim=0) * x.shape[0]


@case(inputs=lambda: [(torch.ones(3),), (torch.full((3,), 4.0),)])
def numpy_in_the_middle(x: torch.Tensor) -> torch.Tensor:
    """Calls numpy on a tensor's values: a call into a non-torch library."""
    total = float(np.sum(x.numpy()))
    return x * math.sqrt(total)
