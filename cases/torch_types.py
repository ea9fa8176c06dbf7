"""TorchScript-only cases: the type system: Optional, List/Dict/Tuple, script classes, interfaces, attributes."""

from typing import Dict, List, NamedTuple, Optional, Tuple, Union

import torch
from torch import nn

from harness import case


@torch.jit.script
class _RunningMean:
    """A TorchScript class: a running mean over the tensors added to it."""

    def __init__(self, size: int):
        self.total = torch.zeros(size)
        self.count = 0

    def add(self, x: torch.Tensor) -> None:
        self.total = self.total + x
        self.count += 1

    def mean(self) -> torch.Tensor:
        return self.total / max(self.count, 1)


@torch.jit.interface
class _Activation(nn.Module):
    """A module interface: any module whose forward maps a tensor to a tensor."""

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        pass


class _Doubler(nn.Module):
    """Implements _Activation by doubling."""

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * 2.0


class _Shifter(nn.Module):
    """Implements _Activation by shifting."""

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + 1.0


class _Stats(NamedTuple):
    """A NamedTuple returned from a scripted function."""

    mean: torch.Tensor
    count: int


def _fixed_linear(n_in: int, n_out: int) -> nn.Linear:
    """An nn.Linear with constant weights so that results are deterministic."""
    layer = nn.Linear(n_in, n_out)
    nn.init.constant_(layer.weight, 0.25)
    nn.init.constant_(layer.bias, -0.1)
    return layer


@case(inputs=lambda: (torch.ones(2, 3), torch.ones(3)))
def optional_tensor_refinement(x: torch.Tensor, bias: Optional[torch.Tensor]) -> torch.Tensor:
    """Refines an Optional[Tensor] with `is not None` before adding it."""
    if bias is not None:
        x = x + bias
    return x


@case(inputs=lambda: ([3, 1, 2], None))
def optional_list_default(xs: List[int], limit: Optional[int] = None) -> List[int]:
    """An Optional[int] default refined by an early return, then a List[int] slice."""
    if limit is None:
        return xs
    return xs[:limit]


@case(inputs=lambda: ([torch.ones(2), torch.zeros(2)],))
def list_of_tensors(xs: List[torch.Tensor]) -> torch.Tensor:
    """A List[Tensor] argument: len, indexing, append and torch.stack."""
    out: List[torch.Tensor] = []
    for i in range(len(xs)):
        out.append(xs[i] + float(i))
    return torch.stack(out)


@case(inputs=lambda: ({"w": torch.ones(2), "b": torch.zeros(2)},))
def dict_str_tensor(params: Dict[str, torch.Tensor]) -> Dict[str, torch.Tensor]:
    """A Dict[str, Tensor] argument: keys(), get with a default and a new dict returned."""
    out: Dict[str, torch.Tensor] = {}
    for key in params.keys():
        out[key] = params[key] * 2.0
    out["extra"] = params.get("missing", torch.ones(1))
    return out


@case(inputs=lambda: ((torch.ones(2), 3),))
def tuple_argument_and_return(pair: Tuple[torch.Tensor, int]) -> Tuple[int, torch.Tensor]:
    """A Tuple[Tensor, int] argument unpacked and returned in swapped order."""
    value, n = pair
    return n + 1, value * n


@case(inputs=lambda: (torch.ones(2), 3))
def union_refinement(x: torch.Tensor, k: Union[int, float]) -> torch.Tensor:
    """A Union[int, float] argument refined with isinstance."""
    if isinstance(k, int):
        return x * float(k)
    return x + k


@case(inputs=lambda: (torch.arange(4.0),))
def named_tuple_result(x: torch.Tensor) -> _Stats:
    """Returns a NamedTuple built from tensor statistics."""
    return _Stats(x.mean(), x.numel())


@case(inputs=lambda: ([torch.ones(2), torch.full((2,), 3.0)],))
def script_class_usage(xs: List[torch.Tensor]) -> torch.Tensor:
    """Creates a @torch.jit.script class instance and calls its methods in a loop."""
    acc = _RunningMean(2)
    for x in xs:
        acc.add(x)
    return acc.mean()


@case(inputs=lambda: (torch.ones(2, 4),))
class SequentialIteration(nn.Module):
    """Iterates an nn.Sequential and enumerates an nn.ModuleList in forward."""

    def __init__(self):
        super().__init__()
        self.seq = nn.Sequential(_fixed_linear(4, 4), nn.ReLU(), _fixed_linear(4, 4))
        self.heads = nn.ModuleList([_fixed_linear(4, 2), _fixed_linear(4, 2)])

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for layer in self.seq:
            x = layer(x)
        out = torch.zeros(x.size(0), 2)
        for i, head in enumerate(self.heads):
            out = out + head(x) * float(i + 1)
        return out


@case(inputs=lambda: (torch.ones(3),))
class FinalConstants(nn.Module):
    """Class-level torch.jit.Final attributes that are inlined as constants."""

    scale: torch.jit.Final[float]
    mode: torch.jit.Final[str]

    def __init__(self):
        super().__init__()
        self.scale = 2.5
        self.mode = "double"

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if self.mode == "double":
            x = x * 2.0
        return x * self.scale


@case(inputs=lambda: (torch.ones(3),))
class IgnoredAndUnusedMethods(nn.Module):
    """@torch.jit.ignore and @torch.jit.unused methods next to a compiled forward."""

    def __init__(self):
        super().__init__()
        self.debug = False

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if self.debug:
            x = self.debug_path(x)
        return x + 1.0

    @torch.jit.unused
    def debug_path(self, x: torch.Tensor) -> torch.Tensor:
        return x.numpy().sum()

    @torch.jit.ignore
    def describe(self) -> str:
        return "adds one"


@case(inputs=lambda: (torch.ones(3),))
class ExportedAndHelperMethods(nn.Module):
    """A @torch.jit.export method plus a plain helper that forward calls."""

    def __init__(self):
        super().__init__()
        self.offset = 0.5

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.helper(x) * 2.0

    def helper(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.offset

    @torch.jit.export
    def reset_value(self) -> float:
        return self.offset * 0.0


@case(inputs=lambda: (torch.ones(2),))
class InterfaceAttribute(nn.Module):
    """A submodule attribute typed by a @torch.jit.interface, swappable between implementations."""

    act: _Activation

    def __init__(self):
        super().__init__()
        self.act = _Doubler()
        self.other = _Shifter()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.act.forward(x) + self.other(x)


@case(inputs=lambda: (torch.ones(2, 3),))
class OptionalAttribute(nn.Module):
    """An Optional[Tensor] module attribute refined through a local copy."""

    bias: Optional[torch.Tensor]

    def __init__(self):
        super().__init__()
        self.bias = torch.full((3,), 0.5)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        bias = self.bias
        if bias is None:
            return x
        return x + bias


@case(inputs=lambda: (torch.ones(2),))
class DictAndListAttributes(nn.Module):
    """Module attributes of type Dict[str, float] and List[int] read in forward."""

    def __init__(self):
        super().__init__()
        self.weights: Dict[str, float] = {"a": 1.0, "b": 0.5}
        self.repeats: List[int] = [1, 2]

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = torch.zeros_like(x)
        for r in self.repeats:
            out = out + x * self.weights["a"] * float(r)
        return out * self.weights["b"]


@case(inputs=lambda: [(torch.ones(2, 4),), (torch.arange(12.0).reshape(3, 4),)])
class ScriptClassInModule(nn.Module):
    """A module whose forward uses a @torch.jit.script class instance."""

    def __init__(self):
        super().__init__()
        self.proj = _fixed_linear(4, 4)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        acc = _RunningMean(4)
        for row in x:
            acc.add(self.proj(row))
        return acc.mean()
