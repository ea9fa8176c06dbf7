"""Torch cases taken from real code (TorchScript's and Dynamo's tests, torchvision's models) that once broke the harness."""

import functools

import torch
from torch import nn

from harness import case


@case(inputs=lambda: (torch.ones(2, 8),))
class DropoutNet(nn.Module):
    """A Linear then a Dropout in training mode, as most torchvision classifiers start: every call draws new numbers."""

    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(8, 8)
        self.drop = nn.Dropout()

    def forward(self, x):
        return self.drop(self.fc(x))


@case(inputs=lambda: (torch.ones(2, 4),))
def noise_like(x):
    """Adds fresh random noise: torch.jit.trace's check of its second run cannot match the first."""
    return x + torch.randn_like(x)


layer = nn.Linear(3, 3)


@case(inputs=lambda: (torch.ones(3),))
def uses_global_layer(x):
    """Calls a module-level Linear, whose random weights the trace would have to bake in as constants."""
    return layer(x)


@case(inputs=lambda: (torch.ones(2), torch.ones(2)))
def first_param_self(self, x):
    """A plain function whose first parameter is named self: the exported program cannot be called as a module."""
    return x + 1


@torch.jit.unused
def unused_function(x):
    """Marked @torch.jit.unused: scripting keeps its signature and raises from its decorator line when called."""
    return x + 1


@functools.lru_cache
def _scale():
    return 2


@case(inputs=lambda: (torch.ones(3),))
def calls_lru_cached(x):
    """Calls an lru_cache-wrapped helper: Dynamo warns and quotes the call's file and line."""
    return x * _scale()


@case(inputs=lambda: (torch.ones(2, 3, 5),))
class InstanceNormNet(nn.Module):
    """An InstanceNorm1d, whose forward checks the input's shape in Python: no branch of the case's own."""

    def __init__(self):
        super().__init__()
        self.norm = nn.InstanceNorm1d(3)

    def forward(self, x):
        return self.norm(x)


@case(inputs=lambda: (torch.ones(2),))
def many_tensor_constants(x):
    """Builds a tensor from a Python number 300 times: the tracer warns each time, with the same words."""
    for i in range(300):
        x = x + torch.tensor(i)
    return x


@case(inputs=lambda: (torch.ones(2),))
@torch.jit.unused
def unused_with_inputs(x):
    """Marked @torch.jit.unused under @case: scripting raises from a decorator line."""
    return x + 1
