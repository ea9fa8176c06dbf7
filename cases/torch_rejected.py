"""TorchScript-only cases that TorchScript rejects: each docstring names the reason."""

from typing import Dict, List

import torch

from harness import case


def _negate(v: int) -> int:
    """-v; passed as a sort key below."""
    return -v


@case(inputs=lambda: (torch.ones(2), torch.ones(2)))
def varargs_sum(*tensors: torch.Tensor) -> torch.Tensor:
    """Takes *args. Rejected by TorchScript: variable number of arguments."""
    total = torch.zeros(2)
    for t in tensors:
        total = total + t
    return total


@case(inputs=lambda: (torch.ones(2),))
def keyword_varargs(x: torch.Tensor, **options: float) -> torch.Tensor:
    """Takes **kwargs. Rejected by TorchScript: variable number of keyword arguments."""
    return x * options.get("scale", 1.0)


@case(inputs=lambda: (torch.ones(3),))
def lambda_on_tensor(x: torch.Tensor) -> torch.Tensor:
    """Applies a lambda bound to a name. Rejected by TorchScript: lambdas are unsupported."""
    double = lambda t: t * 2.0  # noqa: E731
    return double(x) + 1.0


@case(inputs=(5,))
def recursive_factorial(n: int) -> int:
    """Calls itself. Rejected by TorchScript: recursive calls are not supported."""
    if n <= 1:
        return 1
    return n * recursive_factorial(n - 1)


@case(inputs=lambda: (torch.ones(2, 3), "ndim"))
def dynamic_getattr(x: torch.Tensor, name: str) -> int:
    """getattr with a runtime attribute name. Rejected by TorchScript: getattr needs a string literal."""
    return getattr(x, name)


@case(inputs=([3, 1, 2],))
def sorted_with_key(xs: List[int]) -> List[int]:
    """sorted(..., key=f). Rejected by TorchScript: a function cannot be used as a value (no key functions)."""
    return sorted(xs, key=_negate)


@case(inputs=(4,))
def empty_list_inferred_as_tensors(n: int) -> List[int]:
    """x = [] without annotation, then ints appended. Rejected by TorchScript: [] is inferred as List[Tensor]."""
    out = []
    for i in range(n):
        out.append(i)
    return out


@case(inputs=(3,))
def try_except_block(n: int) -> int:
    """A try/except statement. Rejected by TorchScript: try blocks aren't supported."""
    try:
        return 10 // n
    except ZeroDivisionError:
        return 0


@case(inputs=({"a": 1},))
def dict_unpacking_display(d: Dict[str, int]) -> Dict[str, int]:
    """A {**d, ...} display. Rejected by TorchScript: dict expansion is not supported."""
    return {**d, "b": 2}


@case(inputs=(3,))
def two_generator_comprehension(n: int) -> List[int]:
    """A comprehension with two for clauses. Rejected by TorchScript: only a single generator."""
    return [i * j for i in range(n) for j in range(n)]


@case(inputs=lambda: (torch.ones(2),))
def while_else_loop(x: torch.Tensor) -> torch.Tensor:
    """A while loop with an else clause. Rejected by TorchScript: no while/else (its error path raises TypeError)."""
    i = 0
    while i < 2:
        x = x * 2.0
        i += 1
    else:
        x = x + 1.0
    return x

