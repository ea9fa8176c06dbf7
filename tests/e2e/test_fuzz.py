"""``python -m harness fuzz`` end to end against echo: two runs, the outcome table, and a reduction in fork servers."""

from __future__ import annotations

import subprocess
import sys
from collections import Counter
from pathlib import Path
from types import SimpleNamespace

import pytest

from harness.project import find
from harness.tools.fuzz.command import Candidates, Finding, Tally, report, scratch_project
from harness.tools.fuzz.programs import Program
from harness.tools.fuzz.reduce import Reduced, reduce
from harness.worker.pool import WorkerPool
from helpers import REFERENCES, converter_entry


@pytest.mark.subprocess("python -m harness fuzz as a user runs it: its batches' runs in processes of their own")
def test_a_short_run_counts_every_function_converted_with_no_harness_error(
    project: pytest.Pytester, converter: str
) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "harness", "fuzz", "--count", "12", "--batch", "6", "--seed", "3", "--out", "scratch"],
        cwd=project.path,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    batches = [line.split(" in ")[0] for line in lines if line.startswith("batch ")]
    assert batches == ["batch 1/2 (f0000-f0005, two runs)", "batch 2/2 (f0006-f0011, two runs)"], done.stdout
    row = next(line for line in lines if line.startswith(f"| {converter} "))
    cells = [cell.strip() for cell in row.strip("|").split("|")]
    assert cells[:3] == [converter, "12", "12"] and set(cells[3:]) == {"0"}, row
    first, second = project.path / "scratch" / "first", project.path / "scratch" / "second"
    for name in ("fuzz_001.py", "fuzz_002.py"):
        assert (first / "cases" / name).read_bytes() == (second / "cases" / name).read_bytes()
    assert len(list((first / "snapshots").rglob("behaviour.txt"))) == 12


DIFFERS = '''def f0000(n0: int):
    """echo: differs"""
    v0 = n0 + 1
    if v0 > 2:
        v0 = v0 * 3
    else:
        v0 -= 1
    return v0
'''


def test_the_reducer_keeps_a_difference_that_echo_reports(project: pytest.Pytester, converter: str) -> None:
    echo = converter_entry(converter)
    user = find(project.path)
    scratch = scratch_project(project.path / "reduce", user)
    pool = WorkerPool(60.0, {converter: echo})
    try:
        finding = Finding(converter, Program("f0000", DIFFERS, ((1,), (4,))), "")
        keeps = Candidates(scratch, pool, echo, finding, 1, REFERENCES[converter])
        result = reduce(DIFFERS, keeps)
    finally:
        pool.close()
    assert result.source == 'def f0000(n0: int):\n    """echo: differs"""\n', result.source
    assert list(Path(scratch / "cases").glob("reduce_0001_*.py")), "the candidates were case files, converted by echo"
    assert keeps.behaviours[result.source].splitlines()[-1] == "differs: echo (inputs 1, 2)"


def test_the_report_lists_each_reduced_function_once_with_its_behaviour_and_the_unreduced_by_name() -> None:
    programs = [Program(f"f000{n}", DIFFERS.replace("f0000", f"f000{n}"), ((1,),)) for n in range(3)]
    tally = Tally({"echo": Counter({"behaviour differs": 3})}, [Finding("echo", p, "") for p in programs])
    minimal = Reduced('def f0000(n0: int):\n    """echo: differs"""\n', 12, exhausted=False)
    reduced = {
        "echo": [(tally.differs[0], minimal, "inputs: [1]\npython: None\necho: ('echo', None)\ndiffers: echo\n")]
    }
    reduced["echo"].append((tally.differs[1], minimal, ""))
    fuzz = SimpleNamespace(programs=programs, seed=3, tally=tally, reductions=2)
    text = "\n".join(report(fuzz, reduced, 1.0))  # type: ignore[arg-type]
    assert "## echo: 3 behaviour differences, 2 reduced, to 1 functions" in text
    assert "from 2 functions (f0000, f0001):\n    def f0000(n0: int):\n" in text
    assert "    # echo: ('echo', None)\n    # differs: echo" in text
    assert text.endswith("not reduced (--reduce 2): f0002")
