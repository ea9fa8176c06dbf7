"""Source positions become stable: case-relative lines, library files without lines."""

from __future__ import annotations

import os
import textwrap
from pathlib import Path

import pytest

from harness.normalize.locations import SourceLocator
from harness.normalize.output import normalized


def test_positions_in_case_files_are_relative_to_their_case(tmp_path: Path) -> None:
    case_file = tmp_path / "cases" / "loops.py"
    case_file.parent.mkdir()
    case_file.write_text(textwrap.dedent("""\
        import math

        def first():
            return 1

        def second(x):
            y = x + 1
            return y
        """))
    locator = SourceLocator(str(tmp_path))
    assert locator(str(case_file), 7) == ("cases/loops.py", "second:2", True)
    assert locator(str(case_file), 1) == ("cases/loops.py", "1", True)
    text = f"%3 : int = aten::add(%x, %1) # {case_file}:7:8\n"
    assert normalized(text, locator) == "%3 : int = aten::add(%x, %1) # cases/loops.py:second:2:8\n"


def test_library_positions_keep_file_and_function_only(tmp_path: Path) -> None:
    locator = SourceLocator(str(tmp_path))
    library_file = pytest.__file__  # any installed module with functions in it
    source = Path(library_file).read_text()
    line = source.splitlines().index("import sys") + 1 if "import sys" in source.splitlines() else 1
    shown, _position, exact = locator(library_file, line)
    assert shown == "pytest/__init__.py"
    assert not exact
    assert os.sep + "site-packages" not in normalized(f"{library_file}:{line}:3", locator)


def test_normalized_hides_home_and_addresses(tmp_path: Path) -> None:
    locator = SourceLocator(str(tmp_path))
    home = os.path.expanduser("~")
    text = f"<function f at 0x7f00deadbeef> in {tmp_path}/cases/a.py and {home}/notes\n"
    assert normalized(text, locator) == "<function f at 0xADDRESS> in cases/a.py and ~/notes\n"
