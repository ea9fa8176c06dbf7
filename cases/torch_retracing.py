"""torch cases run on several input sets: Dynamo compiles again where a guard of each graph it holds refuses them;
torch.export makes one program, and refuses what its guards do not admit."""

import torch
import torch._dynamo

from harness import case

OFFSET = 0.0


def _marked(t):
    """The tensor with its first dimension marked dynamic for Dynamo."""
    torch._dynamo.mark_dynamic(t, 0)
    return t


@case(inputs=lambda: [(torch.ones(2),), (torch.zeros(2),), (torch.ones(3),)], converters=("dynamo", "export"))
def new_shape(x):
    """The same shape twice (one graph), then a longer tensor: its size guard fails, a second graph."""
    return (x * 2.0).sum()


@case(
    inputs=lambda: [(torch.ones(2),), (torch.ones(3),), (torch.ones(4),)], dynamic=True, converters=("dynamo", "export")
)
def new_shape_dynamic(x):
    """Compiled with dynamic=True, the size is a symbol: one graph for every length."""
    return (x * 2.0).sum()


@case(inputs=lambda: [(_marked(torch.ones(2)),), (_marked(torch.ones(3)),)], converters=("dynamo",))
def new_shape_mark_dynamic(x):
    """torch._dynamo.mark_dynamic on the input's first dimension: one graph for both lengths."""
    return (x * 2.0).sum()


@case(inputs=lambda: [(torch.ones(3),), (torch.ones(3, dtype=torch.float64),)], converters=("dynamo", "export"))
def new_dtype(x):
    """float32, then float64: the dtype guard fails."""
    return x * 2


@case(inputs=lambda: [(torch.ones(2), 2), (torch.ones(2), 2), (torch.ones(2), 3)], converters=("dynamo", "export"))
def python_scalar(x, n):
    """A Python int is specialised to its value: a new value, a new graph."""
    return x * n


@case(inputs=lambda: [(torch.ones(2), [1, 2]), (torch.ones(2), [1, 2, 3])], converters=("dynamo", "export"))
def list_length(x, ns):
    """A list of Python numbers is guarded by its length: a longer list, a new graph."""
    for n in ns:
        x = x * n
    return x


@case(
    inputs=lambda: [({"a": torch.ones(2)},), ({"a": torch.ones(2), "b": torch.ones(2)},)],
    converters=("dynamo", "export"),
)
def dict_keys(d):
    """A dict's keys are guarded: a new key, a new graph."""
    total = torch.zeros(2)
    for value in d.values():
        total = total + value
    return total


@case(inputs=lambda: [(torch.ones(2),), (torch.ones(2),)], converters=("dynamo",))
def global_read(x):
    """A module global read by the case, which the case moves as it runs: Dynamo guards the global's value, so the
    second call, reading another value, is a new graph."""
    global OFFSET
    y = x + OFFSET
    OFFSET = OFFSET + 1.0
    return y
