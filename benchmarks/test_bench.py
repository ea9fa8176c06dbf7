"""``python -m benchmarks --quick`` runs every section and prints every figure (whatever their values); run on demand:
``.tox/tf221/bin/python -m pytest benchmarks`` from the repository.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from benchmarks.bench import Bench
from benchmarks.floor import runnable_converters

INSTALLED = runnable_converters()
REPOSITORY = Path(__file__).resolve().parent.parent

SECONDS = r"-?\d+\.\d+ s"
TARGETS = (
    "harness / floor",
    "cached re-run / uncached run",
    "-n 2 speed-up, identical results",
    "peak memory harness / floor",
    "per-case cost at 4 vs 2 cases",
    "big diff",
    "review --list of",
)


@pytest.mark.skipif(not INSTALLED, reason="no framework installed: there is nothing to benchmark")
def test_quick_bench_prints_every_figure(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "benchmarks", "--quick", "--project", str(tmp_path)],
        cwd=REPOSITORY,
        capture_output=True,
        text=True,
        timeout=600,
    )
    out = result.stdout
    assert result.returncode == 0, out + result.stderr
    expected = [
        # each converter's floor and harness runs, the whole run, its cached re-run and -n 2; the ratios
        rf"\n\s+floor {INSTALLED[0]}\s+{SECONDS}\s+{SECONDS}\n",
        rf"\n\s+harness cached\s+{SECONDS}\s+{SECONDS}\n\s+harness -n 2\s+{SECONDS}\s+{SECONDS}\n",
        rf"{INSTALLED[0]}: floor converted 4 cases, 0 raised",
        r"harness tests:\s+\d+ passed",
        r"ratio harness / floor \(medians\): \d+\.\d\d",
        rf"comparisons with the snapshots \(harness_compare_seconds\)\s+{SECONDS}",
        r"cached re-run / uncached run \(medians\): \d+\.\d{3} .* first cached run: \d+ passed, 0 failed",
        # scaling: the fixed cost, then per-case cost at each size
        rf"\n\s+1\s+1\s+{SECONDS}\s+{SECONDS}\s+\(fixed cost\)",
        rf"\n\s+2\s+2\s+{SECONDS}\s+{SECONDS}\s+-?\d+\.\d ms",
        rf"\n\s+4\s+4\s+{SECONDS}\s+{SECONDS}\s+-?\d+\.\d ms",
        r"per case at 4 vs at 2: [+-]\d+\.\d%",
        # the big diff
        rf"harness_compare_seconds \(compare all, build the diff\)\s+{SECONDS}",
        r"failure shows the one-line diff\s+yes",
        # parallel speed-up and memory
        r"speed-up \(median serial / median -n 2\): \d+\.\d\dx",
        r"identical results \(pass/fail per test id, every run\): yes",
        r"\n\s+floor\s+\d+ MB\n\s+harness\s+\d+ MB",
        r"harness / floor: \d+\.\d\dx",
        r"== targets ==",
    ]
    for pattern in expected:
        assert re.search(pattern, out), f"{pattern!r} not in the output:\n{out}"
    targets = out[out.index("== targets ==") :]
    for name in TARGETS:
        assert re.search(rf"\n\s+{re.escape(name)}.*\s(PASS|MISS)\n", targets), f"no {name!r} row in:\n{targets}"
    for missed in re.findall(r"\n[ ]+(\S.*?)[ ]{2,}\S.*[ ]MISS\n", targets):  # within one row
        assert f"- {missed}: " in targets, f"no reason for {missed!r} in:\n{targets}"


def test_each_miss_says_what_its_section_measured_in_its_way(capsys: pytest.CaptureFixture[str]) -> None:
    bench = Bench(Path("."), 1, (1,), 10, frozenset(), quick=False, converters=())
    bench.target("fast enough", "2.00 s", "<= 1 s", False, "start-up 1.5 s (the floor's 0.2 s)")
    bench.target("small enough", "1.00x", "<= 2x", True, "the harness's process tree 10 MB")
    bench.summary()
    out = capsys.readouterr().out
    assert re.search(r"\n\s+fast enough\s+2\.00 s\s+<= 1 s\s+MISS\n", out), out
    assert "  - fast enough: start-up 1.5 s (the floor's 0.2 s)\n" in out
    assert "small enough:" not in out.split("what stands in the way")[1]


def test_review_section_needs_no_framework(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "benchmarks", "--quick", "--only", "review", "--project", str(tmp_path)],
        cwd=REPOSITORY,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert re.search(rf"review --list, run 1: {SECONDS}", result.stdout), result.stdout
    assert re.search(
        r"\n\s+review --list of 20 pending cases( \(.*\))?\s+\d+\.\d\d s\s+<= 5 s\s+(PASS|MISS)\n", result.stdout
    )


def test_doctests() -> None:
    import doctest

    from benchmarks import phases, toxsplit

    for module in (toxsplit, phases):
        result = doctest.testmod(module)
        assert result.attempted and not result.failed, module.__name__


def test_fault_kinds() -> None:
    pytest.importorskip("numpy")
    import doctest

    from benchmarks import faults

    result = doctest.testmod(faults)
    assert result.attempted and not result.failed
