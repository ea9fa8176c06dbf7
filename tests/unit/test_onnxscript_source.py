"""What the onnxscript driver reads of a case's source without onnxscript: its own ``@script(...)`` call, the
arguments evaluated again, and how many decorator lines onnxscript's positions count above the ``def``."""

from __future__ import annotations

import importlib.util
import textwrap
from pathlib import Path
from types import ModuleType

import pytest

from harness.convert.onnxscript.source import script_call
from harness.spec import DeclarationError

MODULE = """
def script(*args, **kwargs):
    return lambda function: function


def case(**options):
    return lambda function: function


OWN, OP = object(), object()
MORE = {"doc_string": "kept"}


@case(
    inputs=lambda: (1,),
)
@script(OWN, *(), default_opset=OP, **MORE)
def decorated(x):
    return x


@case(inputs=lambda: (1,))
def plain(x):
    return x


def nested():
    used, unused = object(), object()

    @script(default_opset=used)
    def inner(x):
        return used

    @script(default_opset=unused)
    def other(x):
        return x

    return inner, other, used
"""


def module(tmp_path: Path) -> ModuleType:
    path = tmp_path / "scripted.py"
    path.write_text(textwrap.dedent(MODULE), encoding="utf-8")
    spec = importlib.util.spec_from_file_location("scripted", path)
    assert spec is not None and spec.loader is not None
    loaded = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(loaded)
    return loaded


def test_the_authors_script_call_is_read_with_its_arguments_and_the_lines_above_the_def(tmp_path: Path) -> None:
    cases = module(tmp_path)
    found = script_call(cases.decorated, lambda callee: callee is cases.script)
    assert found.args == (cases.OWN,)
    assert found.kwargs == {"default_opset": cases.OP, "doc_string": "kept"}
    assert found.written == "script(OWN, *(), default_opset=OP, **MORE)"
    assert found.above == 4  # @case over three lines and @script: onnxscript's line 5 is the def's line 1


def test_a_def_without_script_is_scripted_with_no_arguments(tmp_path: Path) -> None:
    cases = module(tmp_path)
    found = script_call(cases.plain, lambda callee: callee is cases.script)
    assert (found.args, found.kwargs, found.written, found.above) == ((), {}, None, 1)


def test_a_closures_names_are_read_as_onnxscript_reads_them_and_others_are_a_broken_case(tmp_path: Path) -> None:
    cases = module(tmp_path)
    inner, other, used = cases.nested()
    assert script_call(inner, lambda callee: callee is cases.script).kwargs == {"default_opset": used}
    with pytest.raises(
        DeclarationError,
        match=r"its @script\(default_opset=unused\) cannot be evaluated again .*"
        r"NameError: name 'unused' is not defined",
    ):
        script_call(other, lambda callee: callee is cases.script)
