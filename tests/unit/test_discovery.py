"""Case discovery reads a case file's source: which cases, for which converters."""

from __future__ import annotations

from pathlib import Path

from harness.corpus.discovery import discover
from helpers import CONVERTERS

# What a file that imports no framework feeds, and one that imports torch or paddle: every converter but those that
# take only their own files.
EVERY = tuple(name for name, c in CONVERTERS.items() if not c.own_files)
TORCH = tuple(name for name, c in CONVERTERS.items() if c.framework == "torch" and not c.own_files)
PADDLE = tuple(name for name, c in CONVERTERS.items() if c.framework == "paddle" and not c.own_files)


def write(tmp_path: Path, source: str) -> Path:
    path = tmp_path / "topic.py"
    path.write_text(source, encoding="utf-8")
    return path


def test_neutral_file_feeds_every_converter(tmp_path: Path) -> None:
    info = discover(write(tmp_path, "import math\ndef f(x):\n    return x\ndef _helper():\n    pass\n"), CONVERTERS)
    assert info.frameworks == ()
    assert [(c.name, c.kind, c.converters, c.line) for c in info.cases] == [("f", "function", EVERY, 2)]


def test_framework_import_restricts_converter(tmp_path: Path) -> None:
    info = discover(write(tmp_path, "import jax.numpy as jnp\ndef f(x):\n    return x\n"), CONVERTERS)
    assert (info.frameworks, info.cases[0].converters) == (("jax",), ("jax",))
    info = discover(write(tmp_path, "import torchaudio\ndef f(x):\n    return x\n"), CONVERTERS)
    assert info.frameworks == ("torch",)
    assert info.cases[0].converters == TORCH
    info = discover(write(tmp_path, "import paddle.nn\ndef f(x):\n    return x\n"), CONVERTERS)
    assert info.frameworks == ("paddle",) and info.cases[0].converters == PADDLE
    info = discover(write(tmp_path, "from tensorflow import math\ndef f(x):\n    return x\n"), CONVERTERS)
    assert info.cases[0].converters == ("autograph",)


def test_a_file_its_owner_takes_goes_to_no_other_converter_where_the_owner_does_not_run(tmp_path: Path) -> None:
    """A run of some converters only (``-o harness_converters=...``) does not hand an owned file to the others."""
    for name, owner in CONVERTERS.items():
        if not owner.own_files:
            continue
        neighbours = {n: c for n, c in CONVERTERS.items() if c.framework == owner.framework and not c.own_files}
        path = write(tmp_path, f"import {owner.framework}\nimport {owner.imports[0]}\ndef f(x):\n    return x\n")
        assert discover(path, CONVERTERS).cases[0].converters == (name,)
        assert (
            discover(path, neighbours, CONVERTERS).cases == []
            or discover(path, neighbours, CONVERTERS).cases[0].converters == ()
        ), name


def test_modules_with_no_argument_constructors_are_cases(tmp_path: Path) -> None:
    source = """
import torch
from torch import nn
class A(nn.Module):
    def forward(self, x):
        return x
class B(A):
    def __init__(self, scale=2):
        super().__init__()
class NeedsArgs(torch.nn.Module):
    def __init__(self, size):
        super().__init__()
class Plain:
    pass
class _Private(nn.Module):
    pass
"""
    info = discover(write(tmp_path, source), CONVERTERS)
    assert [(c.name, c.kind) for c in info.cases] == [("A", "module"), ("B", "module")]
    assert info.notes == (
        "line 10: NeedsArgs: its constructor needs arguments; not a case (wrap it in a @case(factory=True) function)",
    )


def test_paddle_layers_are_cases_as_torch_modules_are(tmp_path: Path) -> None:
    source = """
import paddle
from paddle import nn
from paddle.nn import Linear
class Gate(paddle.nn.Layer):
    def forward(self, x):
        return x
class Blocks(nn.LayerList):
    pass
class Wide(Linear):
    pass
class Sized(nn.Layer):
    def __init__(self, size):
        super().__init__()
"""
    info = discover(write(tmp_path, source), CONVERTERS)
    assert [(c.name, c.kind, c.converters) for c in info.cases] == [
        ("Gate", "module", PADDLE),
        ("Blocks", "module", PADDLE),
    ]
    assert info.notes == (
        "line 10: Wide: its constructor, inherited from Linear, may need arguments; not a case (wrap it in a @case(factory=True) function)",
        "line 12: Sized: its constructor needs arguments; not a case (wrap it in a @case(factory=True) function)",
    )


def test_case_decorator_is_read_statically(tmp_path: Path) -> None:
    source = """
from harness import case
import harness
@case(converters=("torchscript",), inputs=(1,))
def only_torch(x):
    return x
@harness.case(factory=True)
def build():
    return only_torch
"""
    info = discover(write(tmp_path, source), CONVERTERS)
    assert [(c.name, c.kind, c.converters, c.line) for c in info.cases] == [
        ("only_torch", "function", ("torchscript",), 4),
        ("build", "factory", EVERY, 7),
    ]


def test_syntax_error_names_the_line(tmp_path: Path) -> None:
    info = discover(write(tmp_path, "def ok():\n    pass\ndef broken(:\n    pass\n"), CONVERTERS)
    assert info.cases == ()
    assert info.error_line == 3
    assert info.error is not None and info.error.startswith("SyntaxError")


def test_non_literal_converter_restriction_is_an_error(tmp_path: Path) -> None:
    info = discover(
        write(tmp_path, "from harness import case\nC = ('autograph',)\n@case(converters=C)\ndef f():\n    pass\n"),
        CONVERTERS,
    )
    assert info.error == "@case(converters=...) of f must be a literal tuple of names"
    assert info.error_line == 4


def test_unknown_converter_is_an_error_of_the_file(tmp_path: Path) -> None:
    info = discover(
        write(tmp_path, "from harness import case\n\n@case(converters=('mxnet',))\ndef f():\n    pass\n"), CONVERTERS
    )
    assert info.error == f"@case(converters=...) of f names unknown converter 'mxnet'; known: {', '.join(CONVERTERS)}"
    assert info.error_line == 4


def test_static_argnames_are_read_statically(tmp_path: Path) -> None:
    source = (
        "import jax\nfrom harness import case\n@case(inputs=(1, 2), static_argnames=('n',))\ndef f(x, n):\n    pass\n"
    )
    info = discover(write(tmp_path, source), CONVERTERS)
    assert [(c.name, c.converters, c.options) for c in info.cases] == [("f", ("jax",), (("static_argnames", ("n",)),))]
    for value in ("N", "'n'"):
        info = discover(
            write(
                tmp_path, f"from harness import case\nN = ('n',)\n@case(static_argnames={value})\ndef f(n):\n    pass\n"
            ),
            CONVERTERS,
        )
        assert info.error == "@case(static_argnames=...) of f must be a literal tuple of names", value


def test_autograph_features_are_read_statically(tmp_path: Path) -> None:
    source = "from harness import case\n@case(autograph_features=('LISTS', 'ASSERT_STATEMENTS'))\ndef f():\n    pass\ndef g():\n    pass\n"
    info = discover(write(tmp_path, source), CONVERTERS)
    assert [(c.name, c.options) for c in info.cases] == [
        ("f", (("autograph_features", ("LISTS", "ASSERT_STATEMENTS")),)),
        ("g", ()),
    ]
    for value in ("F", "'LISTS'", "(1,)"):
        info = discover(
            write(
                tmp_path,
                f"from harness import case\nF = ('LISTS',)\n@case(autograph_features={value})\ndef f():\n    pass\n",
            ),
            CONVERTERS,
        )
        assert info.error == "@case(autograph_features=...) of f must be a literal tuple of names", value


def test_a_module_class_takes_the_constructor_it_inherits(tmp_path: Path) -> None:
    """Issue 23: a same-file mixin before ``nn.Linear`` is no no-argument constructor; containers and ScriptModule are modules."""
    source = """
import torch
from torch import nn
from torch.nn import Conv2d


class Flattening(nn.Module):
    def forward(self, x):
        return super().forward(x.flatten(1))


class FlatLinear(Flattening, nn.Linear):
    pass


class _Base(nn.Module):
    def __init__(self, width):
        super().__init__()


class FromPrivate(_Base):
    pass


class Layers(nn.Sequential):
    def __init__(self):
        super().__init__(nn.Linear(2, 2), nn.ReLU())


class EmptyLayers(torch.nn.Sequential):
    pass


class Scripted(torch.jit.ScriptModule):
    pass


class Conv(Conv2d):
    pass
"""
    info = discover(write(tmp_path, source), CONVERTERS)
    assert [(c.name, c.kind) for c in info.cases] == [
        ("Flattening", "module"),
        ("Layers", "module"),
        ("EmptyLayers", "module"),
        ("Scripted", "module"),
    ]
    assert info.notes == (
        "line 12: FlatLinear: its constructor, inherited from nn.Linear, may need arguments; not a case (wrap it in a @case(factory=True) function)",
        "line 21: FromPrivate: its constructor, inherited from _Base, needs arguments; not a case (wrap it in a @case(factory=True) function)",
        "line 38: Conv: its constructor, inherited from Conv2d, may need arguments; not a case (wrap it in a @case(factory=True) function)",
    )


def test_a_lambda_or_partial_bound_to_a_name_is_a_helper_with_a_note(tmp_path: Path) -> None:
    """Issue 23: ``clip01 = functools.partial(torch.clip, ...)`` in a real test module is a helper, not a case that fails everywhere."""
    source = "import functools\nimport torch\nclip01 = functools.partial(torch.clip, min=0.0, max=1.0)\ntwice = lambda x: 2 * x\n"
    source += "@functools.lru_cache\ndef cached(x):\n    return x\n"
    info = discover(write(tmp_path, source), CONVERTERS)
    assert [c.name for c in info.cases] == ["cached"]
    assert info.notes == (
        "line 3: clip01 is a functools.partial, which has no source a converter can read; not a case (written as a def, it would be one)",
        "line 4: twice is a lambda, which has no source a converter can read; not a case (written as a def, it would be one)",
    )


def test_a_module_class_is_a_case_only_where_the_files_imports_make_its_base_a_frameworks(tmp_path: Path) -> None:
    """Issue 50: ``class MLP(nn.Module)`` after ``from flax import linen as nn`` is flax's, not torch's: no case; a
    torch module in a file that imports jax too is a case of torch's converters only."""
    source = """
import jax
from flax import linen as nn
class MLP(nn.Module):
    def __call__(self, x):
        return x
class Dense(flax.linen.Dense):
    pass
"""
    info = discover(write(tmp_path, source), CONVERTERS)
    assert (info.frameworks, info.cases, info.notes) == (("jax",), (), ())
    source = """
import jax
import torch
from torch.nn import *
class Gate(torch.nn.Module):
    def forward(self, x):
        return x
class Deeper(Gate):
    pass
class Starred(Module):
    pass
def f(x):
    return x
"""
    info = discover(write(tmp_path, source), CONVERTERS)
    assert [(c.name, c.kind, c.converters) for c in info.cases] == [
        ("Gate", "module", TORCH),
        ("Deeper", "module", TORCH),
        ("Starred", "module", TORCH),
        ("f", "function", tuple(sorted(("jax", *TORCH), key=list(CONVERTERS).index))),
    ]
