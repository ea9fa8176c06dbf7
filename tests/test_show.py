"""``python -m harness show`` converts a case live, even one with no snapshot yet."""

from __future__ import annotations

import subprocess
import sys

import pytest
from helpers import INSTALLED, write_case

from harness.frameworks import CONVERTERS


LOOP = '''
def for_break(n: int) -> int:
    """Breaks out of a loop."""
    total = 0
    for i in range(n):
        if total > 10:
            break
        total += i
    return total
'''


def show(project: pytest.Pytester, *args: str) -> str:
    result = subprocess.run(
        [sys.executable, "-m", "harness", "show", *args, "--project", str(project.path)],
        capture_output=True, text=True, timeout=300, check=True,
    )
    assert "\033[" not in result.stdout, "no colour when piped"
    return result.stdout


def test_walks_a_case_without_snapshots(project: pytest.Pytester, framework_converter: str) -> None:
    converter = framework_converter
    write_case(project, "loops", LOOP)
    out = show(project, "loops.for_break", "--converter", converter)
    assert f"#### {converter} " in out
    if converter == "autograph":
        assert "# 05 break_statements: changed" in out and "+                break_ = True" in out
        assert "# 04 directives: unchanged" in out and "# 09 lists: skipped (LISTS is off)" in out
        assert "# final code" in out and "ag__.for_stmt" in out
        only = show(project, "cases/loops.py::for_break", "--converter", converter, "--pass", "control_flow")
        assert "code after it:" in only and "# 05 break_statements" not in only
    else:
        assert "# code.py" in out and "# graph.txt" in out and "for_break(int n) -> int" in out
    assert not (project.path / "snapshots").exists()


def test_neutral_case_shows_both_final_codes(project: pytest.Pytester) -> None:
    if len(INSTALLED) < 2:
        pytest.skip("needs both frameworks installed")
    write_case(project, "loops", LOOP)
    out = show(project, "loops.for_break")
    assert "#### autograph (tensorflow)" in out and "#### torchscript (torch)" in out
    assert "# converted.py" in out and "# code.py" in out and "# 05 break_statements" not in out


def test_neutral_case_with_one_framework_walks_its_converter(project: pytest.Pytester) -> None:
    if len(INSTALLED) != 1:
        pytest.skip("needs exactly one framework installed")
    (present,) = INSTALLED
    absent = [name for name, c in CONVERTERS.items() if c.framework != CONVERTERS[present].framework]
    write_case(project, "loops", LOOP)
    out = show(project, "loops.for_break")
    for name in absent:
        assert f"{CONVERTERS[name].framework} is not installed here: no {name} conversion" in out
    if present == "autograph":
        assert "# 05 break_statements: changed" in out and "# 06 asserts: skipped (ASSERT_STATEMENTS is off)" in out
        assert "# 16 rename: changed" in out and "+def tf__for_break(n: int) -> int:" in out
    else:
        assert "# graph.txt" in out and "# schema.txt" in out
