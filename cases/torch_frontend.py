"""TorchScript-only cases: statements and expressions of the TorchScript frontend applied to tensors."""

from typing import Dict, List, Tuple

import torch

from harness import case


def _scale_shift(x: torch.Tensor, scale: float, shift: float) -> torch.Tensor:
    """x * scale + shift; called with a starred tuple below."""
    return x * scale + shift


@case(inputs=lambda: (torch.ones(2, 3),))
def no_grad_block(x: torch.Tensor) -> torch.Tensor:
    """A with torch.no_grad(): block around part of the computation."""
    y = x + 1.0
    with torch.no_grad():
        z = y * 2.0
    return z - y


@case(inputs=lambda: (torch.ones(3),))
def record_function_block(x: torch.Tensor) -> torch.Tensor:
    """A with ... as ...: block on torch.autograd.profiler.record_function."""
    with torch.autograd.profiler.record_function("scaled") as handle:
        y = x * 3.0
    return y + 1.0


@case(inputs=lambda: (torch.arange(12.0).reshape(3, 4),))
def multi_dim_slicing(x: torch.Tensor) -> torch.Tensor:
    """Multi-dimensional slices x[:, 1:], x[1:, :2] and a stepped slice x[::2]."""
    a = x[:, 1:]
    b = x[1:, :2]
    c = x[::2]
    return a.sum() + b.sum() + c.sum()


@case(inputs=lambda: (torch.arange(24.0).reshape(2, 3, 4),))
def ellipsis_indexing(x: torch.Tensor) -> torch.Tensor:
    """Indexing with an ellipsis, x[..., 0] and x[0, ...], and a None axis."""
    return x[..., 0] + x[0, ...][:, 1] + x[:, None, 0, 0]


@case(inputs=lambda: (torch.ones(2, 3),))
def tensor_index_assignment(x: torch.Tensor) -> torch.Tensor:
    """Assigns into slices of a cloned tensor: y[:, 0] = 0 and y[1] = y[0] * 2."""
    y = x.clone()
    y[:, 0] = 0.0
    y[1] = y[0] * 2.0
    return y


@case(inputs=lambda: (torch.ones(2),))
def starred_call_args(x: torch.Tensor) -> torch.Tensor:
    """Passes a tuple of arguments with a star, f(x, *params)."""
    params = (2.0, 0.5)
    return _scale_shift(x, *params)


@case(inputs=lambda: (torch.ones(2, 3),))
def dict_of_tensors(x: torch.Tensor) -> torch.Tensor:
    """A dict display of tensors, a key membership test and iteration over items()."""
    parts: Dict[str, torch.Tensor] = {"a": x, "b": x * 2.0}
    if "c" not in parts:
        parts["c"] = x - 1.0
    total = torch.zeros_like(x)
    for name, value in parts.items():
        total = total + value
    return total


@case(inputs=lambda: (torch.ones(3),))
def dict_comprehension_tensors(x: torch.Tensor) -> Dict[int, torch.Tensor]:
    """A dict comprehension mapping an int to a scaled tensor."""
    return {i: x * i for i in range(3)}


@case(inputs=lambda: (torch.ones(2),))
def list_comprehension_stack(x: torch.Tensor) -> torch.Tensor:
    """A list comprehension of tensors passed to torch.stack."""
    return torch.stack([x * float(i) for i in range(4)])


@case(inputs=lambda: (torch.ones(2), torch.ones(3)))
def generator_expression_sizes(a: torch.Tensor, b: torch.Tensor) -> int:
    """sum() over a generator expression, compiled as a list comprehension."""
    sizes = [a.numel(), b.numel()]
    return sum(s * 2 for s in sizes)


@case(inputs=lambda: (torch.ones(2, 3),))
def raise_with_fstring(x: torch.Tensor) -> torch.Tensor:
    """Raises ValueError with an f-string message when the rank is wrong (not taken here)."""
    if x.dim() != 2:
        raise ValueError(f"expected a 2-D tensor, got {x.dim()} dims")
    return x.t()


@case(inputs=lambda: [(torch.ones(4),), (torch.ones(3),)])
def assert_with_fstring(x: torch.Tensor) -> torch.Tensor:
    """An assert on a tensor size with an f-string message."""
    n = x.size(0)
    assert n % 2 == 0, f"size {n} must be even"
    return x.view(2, n // 2)


@case(inputs=lambda: (torch.ones(3),))
def pass_and_del(x: torch.Tensor) -> torch.Tensor:
    """A pass in a loop body branch and a del of a temporary tensor."""
    tmp = x * 2.0
    out = tmp + 1.0
    del tmp
    for i in range(3):
        if i == 1:
            pass
        else:
            out = out + float(i)
    return out


@case(inputs=lambda: (torch.tensor([1.0, -2.0, 3.0]),))
def unary_and_bitwise_tensor_ops(x: torch.Tensor) -> torch.Tensor:
    """Unary minus, bitwise invert of a bool mask, &, | and ^ on masks."""
    pos = x > 0
    neg = ~pos
    both = (pos & neg) | (pos ^ neg)
    return (-x) * both.float() + neg.float()


@case(inputs=lambda: (torch.ones(2, 2), torch.ones(2)))
def matmul_and_power(a: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
    """The @ operator, ** and // on tensors."""
    y = a @ v
    return y**2 + (y // 2)


@case(inputs=lambda: (torch.ones(3),))
def augmented_tensor_ops(x: torch.Tensor) -> torch.Tensor:
    """+=, -=, *= and /= on a cloned tensor (in-place updates in the graph)."""
    y = x.clone()
    y += 1.0
    y *= 3.0
    y -= 0.5
    y /= 2.0
    return y


@case(inputs=lambda: [(torch.ones(2),), (torch.full((2,), 100.0),)])
def while_on_tensor_condition(x: torch.Tensor) -> Tuple[torch.Tensor, int]:
    """A while loop whose condition converts a tensor comparison to bool."""
    steps = 0
    while bool(x.sum() < 100.0):
        x = x * 2.0
        steps += 1
    return x, steps


@case(inputs=lambda: [(torch.tensor([0.5, -1.0]),), (torch.tensor([1.0, 2.0]),)])
def tensor_conditional_expression(x: torch.Tensor) -> torch.Tensor:
    """A conditional expression on a tensor condition converted with bool()."""
    return x * 2.0 if bool(x.sum() > 0) else -x


@case(inputs=lambda: [(torch.ones(2), torch.zeros(2)), (torch.ones(2), torch.ones(2))])
def bool_ops_on_tensors(a: torch.Tensor, b: torch.Tensor) -> bool:
    """and / or / not between bool() of tensor reductions."""
    return (bool(a.sum() > 0) and not bool(b.any())) or bool(a.max() > 10)


@case(inputs=lambda: (torch.ones(3), [1, 2, 3]))
def for_continue_break_tensor(x: torch.Tensor, steps: List[int]) -> torch.Tensor:
    """A for loop over a list with continue, break and a tensor accumulator."""
    for s in steps:
        if s == 1:
            continue
        if s > 2:
            break
        x = x * float(s)
    return x


@case(inputs=lambda: (torch.ones(2, 3),))
def tuple_and_list_displays(x: torch.Tensor) -> Tuple[int, int]:
    """Tuple unpacking of x.shape and a list display of sizes."""
    rows, cols = x.shape
    dims = [rows, cols, rows * cols]
    return dims[0], dims[-1]


@case(inputs=lambda: (torch.ones(2, 3),))
def keyword_arguments(x: torch.Tensor) -> torch.Tensor:
    """Calls with keyword arguments: sum(dim=..., keepdim=...), clamp(min=..., max=...)."""
    s = x.sum(dim=1, keepdim=True)
    return torch.clamp(s, min=0.0, max=2.5)


@case(inputs=lambda: (torch.ones(3),))
def string_constants_and_compare(x: torch.Tensor) -> torch.Tensor:
    """A string constant compared with == to pick a reduction mode."""
    mode = "mean"
    if mode == "sum":
        return x.sum()
    elif mode != "max":
        return x.mean()
    return x.max()
