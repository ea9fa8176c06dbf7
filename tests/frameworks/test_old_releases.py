"""Drivers call each release as it accepts it, and never hand a converter the harness's ``@case`` marker."""

from __future__ import annotations

import inspect
from typing import Any

import pytest

from harness.spec import spec_of

pytestmark = pytest.mark.real_framework


def test_paddle_converts_the_function_as_written_without_the_harness_marker(case_module: Any) -> None:
    """Paddle's DecoratorTransformer re-applies a function's decorators inside the static program; the harness's
    ``@case`` is not the user's, so no output of the conversion carries it, and the program still runs."""
    pytest.importorskip("paddle")
    from harness.convert.paddle import driver

    module = case_module(
        "marked_paddle",
        "import harness\nfrom harness import case as mark\n\n\n"
        "@mark(inputs=(2, 3))\ndef added(a, b):\n    return a + b\n\n\n"
        "@harness.case(inputs=(2, 3))\ndef multiplied(a, b):\n    return a * b\n",
    )
    for name, result in (("added", "5"), ("multiplied", "6")):
        target = getattr(module, name)
        outputs = driver.convert(target, spec_of(target))
        assert "converted.py" in outputs, outputs.get("error.txt")
        marked = [file for file, text in outputs.items() if "mark" in text or "harness.case" in text]
        assert marked == [], marked
        assert "_orig_" not in outputs["converted.py"]
        assert f"python: {result}" in outputs["behaviour.txt"] and "same" in outputs["behaviour.txt"]


def _export_of_torch_2_1(real: Any) -> Any:
    """``torch.export.export`` as torch 2.1 declares it: no ``dynamic_shapes``, no ``strict``."""

    def export(f: Any, args: tuple[Any, ...], kwargs: Any = None, *, constraints: Any = None) -> Any:
        return real(f, args, kwargs)

    return export


def test_export_on_a_release_without_dynamic_shapes_or_strict_says_so(
    case_module: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """torch 2.1's export takes neither keyword: a dynamic case is not run, in words; any other case exports, and
    ``mode.txt`` says the export was strict; a release without ``Dim.AUTO`` does not run a dynamic case either."""
    torch = pytest.importorskip("torch")
    from harness.convert.export import driver

    module = case_module(
        "old_export",
        "import torch\nfrom harness import case\n\n\n"
        "@case(inputs=lambda: (torch.ones(2),))\ndef plain(x):\n    return x.sin()\n\n\n"
        "@case(inputs=lambda: (torch.ones(2),), dynamic=True)\ndef dynamic(x):\n    return x.sin()\n",
    )
    monkeypatch.setattr(torch.export, "export", _export_of_torch_2_1(torch.export.export))
    assert "dynamic_shapes" not in inspect.signature(torch.export.export).parameters
    not_run = driver.convert(module.dynamic, spec_of(module.dynamic))
    assert not_run == {"not_run.txt": f"not run: torch.export in torch {driver.RELEASE} takes no dynamic_shapes\n"}
    exported = driver.convert(module.plain, spec_of(module.plain))
    assert "program.py" in exported and "error.txt" not in exported, exported.get("error.txt")
    assert exported["mode.txt"].startswith(f"strict: torch.export in torch {driver.RELEASE} has no strict= parameter")
    monkeypatch.undo()

    monkeypatch.setattr(torch.export, "Dim", lambda name: name, raising=False)
    lacking = driver.convert(module.dynamic, spec_of(module.dynamic))
    assert lacking["not_run.txt"].startswith(f"not run: torch.export in torch {driver.RELEASE} has no Dim.AUTO")
