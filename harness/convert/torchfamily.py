"""What torch's four converters declare beyond plain fields: how their outputs normalize (``Normalizers``: torch's
prints of computed floats, its comparisons' differences, ``torch.jit``'s mangled-name counter), and how a tensor
becomes plain Python for ``behaviour.txt``. Framework-free: torch is looked up only where it is already imported."""

from __future__ import annotations

import re
import sys
from typing import Any

from harness.convert.behaviour.values import KernelFloats
from harness.converter import Normalizers
from harness.normalize.text import FLOAT_VALUES, HIDDEN, NUMBER, masked_reprs

# torch's C++ print of a floating tensor ends in its type: `[ CPUFloatType{3,3} ]`, `[ torch.DoubleTensor{2} ]`.
_FLOAT_TYPE = re.compile(r"\[ (?:torch\.)?\w*(?:Float|Double|Half|BFloat16|Complex\w*)(?:Type|Tensor)\{[\d,]*\} \]")
# Numbers apart by spaces (never by nothing, which would let a run of digits split every way when a match fails).
_VALUES_LINE = re.compile(
    rf"^\s*(?:{NUMBER})(?:\s+(?:{NUMBER}))*\s*(?:\*\s*)?$|^\s*\(\d+(?:,\d+)*(?:,\.)+\) =\s*$", re.I
)
_VALUES_BEFORE = re.compile(rf"(?<![\w.])(?:{NUMBER})(?:[ \t]+(?:{NUMBER}))*[ \t]*$", re.I)
_REPR = re.compile(rf"(?<![\w.])(?P<head>tensor\()(?P<body>\[[-+\d.eE\s,\[\]naif]*\]|{NUMBER})", re.I)
# A comparison of two computed tensors (torch.testing's, which torch.jit.trace's check uses), new form and old.
_DIFFERENCES = (
    (
        re.compile(
            r"^(\s*(?:Mismatched elements|Greatest absolute difference|Greatest relative difference): ).*$", re.M
        ),
        r"\1<not shown>",
    ),
    (re.compile(r"found \d+ element\(s\) \(out of \d+\)"), "found elements"),
    (
        re.compile(r"The greatest difference was .*?, which occurred at index \([\d, ]*\)\."),
        "The greatest difference is not shown.",
    ),
)


def _c_prints(text: str) -> str:
    lines: list[str | None] = list(text.split("\n"))
    for index, line in enumerate(lines):
        found = _FLOAT_TYPE.search(line or "")
        if line is None or not found:
            continue
        before = line[: found.start()]
        inline = _VALUES_BEFORE.search(before.rstrip())
        if inline and inline.group(0).strip():
            lines[index] = f"{before[: inline.start()]}{HIDDEN} {line[found.start() :]}"
            continue
        start = index
        while start > 0 and (
            _VALUES_LINE.match(lines[start - 1] or "")
            or (not (lines[start - 1] or "").strip() and start > 1 and _VALUES_LINE.match(lines[start - 2] or ""))
        ):
            start -= 1
        if start < index:
            lines[start:index] = [HIDDEN] + [None] * (index - start - 1)
    return "\n".join(line for line in lines if line is not None)


def float_prints(text: str) -> str:
    """Hide the values torch prints of a floating tensor (its C++ print and its repr), and a comparison's differences.

    >>> print(float_prints("Tensor:\\n-0.1400  0.5116\\n 0.3040 -0.3642\\n[ torch.FloatTensor{2,2} ]"))
    Tensor:
    <float values>
    [ torch.FloatTensor{2,2} ]
    >>> float_prints("prim::Constant[value= 0.5000  0.5000 [ CPUFloatType{2} ]]() prim::Constant[value={2}]()")
    'prim::Constant[value= <float values> [ CPUFloatType{2} ]]() prim::Constant[value={2}]()'
    >>> float_prints("1" * 5000 + "x [ CPUFloatType{1} ]") == "1" * 5000 + "x [ CPUFloatType{1} ]"
    True
    >>> float_prints("got tensor([[0.1000, 2.5000]], grad_fn=<AddBackward0>) and tensor([1, 2]) from torch.tensor(0.5)")
    'got tensor(<float values>, grad_fn=<AddBackward0>) and tensor([1, 2]) from torch.tensor(0.5)'
    >>> print(float_prints("Mismatched elements: 7 / 16 (43.8%)\\nGreatest absolute difference: 1.55 at index (1, 2) (up to 1e-05 allowed)"))
    Mismatched elements: <not shown>
    Greatest absolute difference: <not shown>
    >>> float_prints("With rtol=1e-05, found 7 element(s) (out of 16) whose difference(s) exceeded the margin of error. "
    ...              "The greatest difference was 1.55 (1.0 vs. -0.55), which occurred at index (1, 2).")
    'With rtol=1e-05, found elements whose difference(s) exceeded the margin of error. The greatest difference is not shown.'
    """
    text = masked_reprs(_REPR, _c_prints(text))
    for pattern, replacement in _DIFFERENCES:
        text = pattern.sub(replacement, text)
    return text


TORCH_NORMALIZERS = Normalizers(
    float_prints=(f"{__name__}:float_prints",),
    counters=(r"___torch_mangle_(\d+)",),
    leaks=(
        (
            "a comparison's computed differences",
            r"(?:Greatest (?:absolute|relative) difference|Mismatched elements): *[-+]?[\d.]|greatest difference was [-+]?[\d.]"
            r"|found \d+ element\(s\) \(out of \d+\)",
        ),
        (
            "a floating tensor's values",
            r"(?<![\w.])tensor\(" + FLOAT_VALUES,
        ),
        (
            "a floating tensor's printed values",
            r"(?<![\d.])[-+]?(?:\d*\.\d+|\d+)(?:e[-+]?\d+)?\s*"
            r"\[ (?:torch\.)?\w*(?:Float|Double|Half|BFloat16|Complex\w*)(?:Type|Tensor)\{",
        ),
    ),
)


def tensor_values(value: Any) -> Any:
    """A torch tensor as plain Python: ``KernelFloats`` named by its own dtype (bfloat16 has no numpy one), exact
    lists for the rest, read without numpy; ``NotImplemented`` for anything else."""
    torch = sys.modules.get("torch")
    if torch is None or not isinstance(value, torch.Tensor):
        return NotImplemented
    value = value.detach().cpu()
    name = str(value.dtype).rsplit(".", 1)[-1]
    if value.is_floating_point() or value.is_complex():
        widened = value.cdouble() if value.is_complex() else value.double()
        return KernelFloats(name, tuple(int(n) for n in value.shape), widened.tolist())
    return value.tolist()  # torch's own: a torch installed without numpy converts as well


TORCH_VALUES = f"{__name__}:tensor_values"


def seed_torch(seed: int) -> None:
    """torch's generators (its CPU one, and each device's it has started) set to ``seed``, where torch is imported."""
    torch = sys.modules.get("torch")
    if torch is not None:
        torch.manual_seed(seed)


TORCH_SEEDS = f"{__name__}:seed_torch"
