"""Torch cases whose discovery or behaviour.txt must say what happened: inherited constructors, helpers, fresh calls, errors."""

import functools

import torch
from torch import nn

from harness import case

_CALLS = [0]

# A helper of the module, as real test modules have them: not a case, and the run says so with its line.
clip01 = functools.partial(torch.clip, min=0.0, max=1.0)


@case(inputs=lambda: (torch.tensor([1, 2]),))
def counts_its_calls(x):
    """Adds one to a module-level counter on each call: a fresh call returns x + 1, and a trace runs the body first.

    TorchScript refuses the global list; torch.jit.trace's check fails, as its two traces bake in different counts.
    """
    _CALLS[0] += 1
    return x + _CALLS[0]


@case(inputs=lambda: (torch.tensor([1, 2]),))
@functools.lru_cache
def cached_double(x):
    """An lru_cache'd def: not a builtin, since its __wrapped__ is the def."""
    return x * 2


@case(inputs=lambda: (torch.ones(2), torch.ones(3)))
def matmul_mismatch(x, y):
    """Sizes that do not match: scripted, the RuntimeError comes under "The following operation failed in the TorchScript interpreter."."""
    return x @ y


class _Flattening(nn.Module):
    """A mixin: flattens the input before the next class's forward."""

    def forward(self, x):
        return super().forward(x.flatten(1))


class FlatLinear(_Flattening, nn.Linear):
    """Its constructor is nn.Linear's, which needs arguments: not a case, and the run says so with its line."""


@case(inputs=lambda: (torch.ones(2, 4),))
class TwoLayers(nn.Sequential):
    """A subclass of nn.Sequential with a constructor of its own: a case like any module."""

    def __init__(self):
        super().__init__(nn.Linear(4, 3), nn.ReLU())
        for parameter in self.parameters():
            nn.init.constant_(parameter, 0.5)


@case(inputs=lambda: (torch.tensor([1, 2]),))
class Doubled(torch.jit.ScriptModule):
    """A subclass of torch.jit.ScriptModule whose forward is a script method: a case like any module."""

    @torch.jit.script_method
    def forward(self, x):
        return x * 2


@case(inputs=[(10,), (-5,)])
def int_modulo_assign(n: int):
    """``n %= 7`` on an int: TorchScript (torch 2.0 to 2.14) compiles it to ``torch.fmod(n, 7)`` and types it float.

    So the scripted function returns 3.0 where Python returns 3, and -5.0 where Python's modulo, which takes
    the divisor's sign, returns 2 (``n = n % 7`` is scripted as ``torch.remainder``, and is right). With a
    ``-> int`` annotation TorchScript rejects the function: its return "is actually of type float".
    """
    n %= 7
    return n


@case(inputs=[(1,), (0,)])
def break_after_int_loop(n: int):
    """A loop that reads an int argument, a line that reads it again, then a loop that can ``break``.

    TorchScript (torch 2.0 to 2.14) compiles it, with a right graph, but its interpreter fails on every
    call: ``RuntimeError: 0 INTERNAL ASSERT FAILED at ".../ATen/core/ivalue.h":663, please report a bug
    to PyTorch. expected int`` (``isInt() INTERNAL ASSERT FAILED`` in 2.0), where Python returns ``2 * n``.
    Each of the three is needed: with ``m = t + t``, a second loop without ``break``, or a ``while`` for
    the first, the scripted function is right. The program generator found it (seed 0, ``f0277``).
    """
    t = 0
    for _ in range(2):
        t = n
    m = n + t
    for _ in range(2):
        if m == 0:
            break
    return m


@case(inputs=lambda: (torch.tensor([1, 2]),))
@torch.jit.script
def scripted_double(x):
    """Decorated ``@torch.jit.script``, as TorchScript's own tests write one: every torch converter, and ``python:``,
    take the def as written (the ScriptFunction keeps it), and ``decorated.txt`` says so."""
    return x * 2
