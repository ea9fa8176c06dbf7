"""Source positions become stable: case-relative lines, library files without lines."""

from __future__ import annotations

import os
import textwrap
from pathlib import Path

import pytest

from harness.convert.normalizing import normalized
from harness.normalize.locations import SourceLocator
from helpers import DECLARED


def test_positions_in_case_files_are_relative_to_their_case(tmp_path: Path) -> None:
    case_file = tmp_path / "cases" / "loops.py"
    case_file.parent.mkdir()
    case_file.write_text(
        textwrap.dedent("""\
        import math

        def first():
            return 1

        def second(x):
            y = x + 1
            return y
        """)
    )
    locator = SourceLocator(str(tmp_path))
    assert locator(str(case_file), 7) == ("cases/loops.py", "second:2", True)
    assert locator(str(case_file), 1) == ("cases/loops.py", "1", True)
    text = f"%3 : int = aten::add(%x, %1) # {case_file}:7:8\n"
    assert normalized(text, locator, DECLARED) == "%3 : int = aten::add(%x, %1) # cases/loops.py:second:2:8\n"


def test_library_positions_keep_file_and_function_only(tmp_path: Path) -> None:
    locator = SourceLocator(str(tmp_path))
    library_file = pytest.__file__  # any installed module with functions in it
    source = Path(library_file).read_text()
    line = source.splitlines().index("import sys") + 1 if "import sys" in source.splitlines() else 1
    shown, _position, exact = locator(library_file, line)
    assert shown == "pytest/__init__.py"
    assert not exact
    assert os.sep + "site-packages" not in normalized(f"{library_file}:{line}:3", locator, DECLARED)


def test_an_environment_reached_through_a_link_prints_its_files_as_installed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A framework names its files by the paths it was imported from (Dynamo's skip list), not resolved: an
    environment reached through a link (``/home`` linked elsewhere, or the stranger's run) must not print that link."""
    installed = tmp_path / "real" / "site-packages"
    (installed / "torch" / "jit").mkdir(parents=True)
    (installed / "torch" / "jit" / "__init__.py").write_text("def isinstance(x, y):\n    return True\n")
    (tmp_path / "link").symlink_to(tmp_path / "real", target_is_directory=True)
    reached = tmp_path / "link" / "site-packages"
    monkeypatch.syspath_prepend(str(reached))
    locator = SourceLocator(str(tmp_path / "project"))
    text = f"`isinstance` in file `{reached}/torch/jit/__init__.py`, skip reason: MOD_SKIPLIST ({reached}/torch/jit)\n"
    shown = "`isinstance` in file `torch/jit/__init__.py`, skip reason: MOD_SKIPLIST (torch/jit)\n"
    assert normalized(text, locator, DECLARED) == shown


def test_normalized_hides_home_and_addresses(tmp_path: Path) -> None:
    locator = SourceLocator(str(tmp_path))
    home = os.path.expanduser("~")
    text = f"<function f at 0x7f00deadbeef> in {tmp_path}/cases/a.py and {home}/notes\n"
    assert normalized(text, locator, DECLARED) == "<function f at 0xADDRESS> in cases/a.py and ~/notes\n"


def test_a_decorator_line_and_a_bare_file_name_are_positions_in_their_case(tmp_path: Path) -> None:
    """Editing one case never moves another's positions: not on a decorator line, not where Dynamo quotes ``x.py:LINE``."""
    case_file = tmp_path / "before" / "cases" / "real.py"
    case_file.parent.mkdir(parents=True)
    source = textwrap.dedent("""\
        import torch

        @case(inputs=lambda: (torch.ones(2),))
        @torch.jit.unused
        def unused(x):
            return x
        """)
    case_file.write_text(source)
    locator = SourceLocator(str(tmp_path / "before"))
    text = (
        f"%2 : str = prim::Constant() # {case_file}:4:7\n"
        f"UserWarning: Dynamo detected a call at 'real.py:6'. File \"{case_file}\", line 3, in unused\n"
    )
    expected = (
        "%2 : str = prim::Constant() # cases/real.py:unused:0:7\n"
        "UserWarning: Dynamo detected a call at 'real.py:unused:2'. File \"cases/real.py\", line unused:-1, in unused\n"
    )
    assert normalized(text, locator, DECLARED, str(case_file)) == expected
    edited = tmp_path / "after" / "cases" / "real.py"  # another file: a child reads each file once
    edited.parent.mkdir(parents=True)
    edited.write_text("def added_above():\n    return 0\n\n\n" + source)
    moved = text.replace(str(case_file), str(edited))
    moved = moved.replace(":4:7", ":8:7").replace("real.py:6", "real.py:10").replace("line 3,", "line 7,")
    assert normalized(moved, SourceLocator(str(tmp_path / "after")), DECLARED, str(edited)) == expected


def test_autographs_generated_file_has_one_name_wherever_the_child_wrote_it(tmp_path: Path) -> None:
    locator = SourceLocator(str(tmp_path))
    texts = [
        f'    File "{folder}/__autograph_generated_file{suffix}.py", line 12, in tf__f\n'
        for folder, suffix in ((tmp_path / "result-1-0.json.tmp", "n8wmg24o"), ("/elsewhere/r.tmp", "wmhemhic"))
    ]
    assert {normalized(text, locator, DECLARED) for text in texts} == {
        '    File "__autograph_generated_file.py", in tf__f\n'
    }


def test_a_code_object_is_placed_in_its_case_whatever_lies_above(tmp_path: Path) -> None:
    """SOT's ``inline call <code object inner ...>`` and Numba's ``make_function(code=<code object ...>)`` print a code
    object's absolute first line: it becomes a position in its case, the same with another case added above it."""
    body = "def case(x):\n    def inner(v):\n        return v + 1\n    return inner(x)\n"
    shown = []
    for above in ("", "def other():\n    return 0\n\n\n"):
        root = tmp_path / str(len(above))
        case_file = root / "cases" / "nested.py"
        case_file.parent.mkdir(parents=True)
        case_file.write_text(above + body)
        line = (above + body).splitlines().index("    def inner(v):") + 1
        text = (
            f'inner = make_function(name=None, code=<code object inner at 0x7f00deadbeef, file "{case_file}", '
            f"line {line}>, closure=None)\n"
        )
        shown.append(normalized(text, SourceLocator(str(root)), DECLARED))
    expected = (
        'inner = make_function(name=None, code=<code object inner at 0xADDRESS, file "cases/nested.py", '
        "line case:2>, closure=None)\n"
    )
    assert shown == [expected, expected]


MIXER = "import torch\n\n\nclass Mixer:\n    def forward(self, y):\n        if y.sum() > 0:\n            return y\n"


def _file(path: Path, text: str = "") -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


def test_every_path_a_converter_prints_names_its_package_module_and_function(tmp_path: Path) -> None:
    """Issue 50: torch cuts its own files' paths short (``_export/x.py``, past ``torch/``), a library's at the
    environment (``torchvision/ops/boxes.py``) and the user's anywhere; each is named ``package/module.py`` with its
    function or position, never a package's name glued to ``...`` (``_export.../x.py``) nor a bare file name."""
    site = tmp_path / "site"
    handler = "class Handler:\n    def __torch_function__(self):\n        raise RuntimeError\n"
    _file(site / "torch" / "_export" / "non_strict_utils.py", handler)
    _file(site / "torchvision" / "ops" / "boxes.py", "def nms(boxes):\n    return boxes\n")
    project = tmp_path / "repo"
    _file(project / "tinylib" / "__init__.py")
    _file(project / "tinylib" / "mixer.py", MIXER)
    elsewhere = tmp_path / "other"  # a package imported from outside the project and every import root
    _file(elsewhere / "otherlib" / "__init__.py")
    _file(elsewhere / "otherlib" / "mixer.py", MIXER)
    locator = SourceLocator(str(project))
    locator.libraries = [str(site.resolve())]
    text = (
        "Caused by: (_export/non_strict_utils.py:3 in __torch_function__)\n"
        "# File: torchvision/ops/boxes.py:2 in nms\n"
        f"Graph break in user code at {project}/tinylib/mixer.py:6\n"
        f"Graph break in user code at {elsewhere}/otherlib/mixer.py:6\n"
        f"Caused by: ({str(project)[2:]}/tinylib/mixer.py:6 in forward)\n"  # torch's shorten_filename past "/"
        "see docs/notes.py:12 and tinylib/gone.py:3\n"  # no such file: kept as written
    )
    assert normalized(text, locator, DECLARED) == (
        "Caused by: (torch/_export/non_strict_utils.py:Handler.__torch_function__ in __torch_function__)\n"
        "# File: torchvision/ops/boxes.py:nms in nms\n"
        "Graph break in user code at tinylib/mixer.py:Mixer.forward:2\n"
        "Graph break in user code at otherlib/mixer.py:Mixer.forward\n"
        "Caused by: (tinylib/mixer.py:Mixer.forward:2 in forward)\n"
        "see docs/notes.py:12 and tinylib/gone.py:3\n"
    )


def test_a_path_two_packages_hold_is_kept_as_written(tmp_path: Path) -> None:
    site = tmp_path / "site"
    for package in ("one", "two"):
        _file(site / package / "utils" / "io.py", "def read():\n    return 1\n")
    locator = SourceLocator(str(tmp_path / "repo"))
    locator.libraries = [str(site.resolve())]
    assert normalized("at utils/io.py:2\n", locator, DECLARED) == "at utils/io.py:2\n"
