"""``python -m benchmarks``: the harness's cost over each converter's bare calls, its cache, ``-n 2``, memory, scaling, big diffs and a warm tox."""

from __future__ import annotations

import importlib.util
import io
import json
import os
import re
import shutil
import statistics
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from benchmarks.floor import runnable_converters
from benchmarks.measure import SAMPLE_SECONDS, Run, timed
from benchmarks.phases import VARIABLE, durations
from benchmarks.review import pending_project
from benchmarks.toxsplit import EnvSplit, budget, clean_tox, slowest_files, warm_tox
from harness.convert.registry import CONVERTERS
from harness.corpus.discovery import case_files, discover
from harness.project import find
from harness.store.layout import is_pending
from harness.worker.pool import HASH_SEED, PINNED_ENVIRONMENT

SECTIONS = (
    "ratio",
    "cache",
    "parallel",
    "memory",
    "fixed",
    "twice",
    "scaling",
    "big",
    "explore",
    "review",
    "harness-tests",
    "tox",
    "clean-tox",
)
TOX_SECTIONS = frozenset({"harness-tests", "tox", "clean-tox"})  # one run each, whatever --runs says
FRAMEWORK_FREE = TOX_SECTIONS | {"explore", "review"}  # sections that measure no converter of their own
CORPUS_SECTIONS = frozenset({"ratio", "cache", "parallel", "memory"})
CASES_PER_FILE = 50
PYPROJECT = '[tool.pytest.ini_options]\ntestpaths = ["cases"]\n'
QUICK_SIZES, QUICK_CORPUS, QUICK_BIG_LINES = (2, 4), 4, 200
TARGET_FIXED = 1.0  # seconds a run of one case file may take beyond the floor's run of the same file
TARGET_TWICE = 2.0  # seconds README's compare step may take on an unchanged case file it compared before
TARGET_CLEAN_TOX, TARGET_HARNESS_TESTS, TARGET_EXPLORE, TARGET_REVIEW = 2700.0, 60.0, 10.0, 5.0  # seconds
TARGET_ENVIRONMENT = 360.0  # seconds one environment may take: the wall of CI's matrix (one job per environment)
# The harness's own tests in their two tiers (tox.ini): the in-process tests, and those where a new process is tested.
HARNESS_TIERS = {"harness": TARGET_HARNESS_TESTS, "harness-processes": TARGET_ENVIRONMENT}
REVIEW_CASES, QUICK_REVIEW_CASES = 1000, 20  # pending cases review --list lists
TARGET_RATIO, TARGET_LINEAR, TARGET_BIG, TARGET_SPEEDUP, TARGET_MEMORY, TARGET_CACHED, TARGET_SELF_TESTS = (
    1.15,
    0.10,
    1.0,
    1.7,
    1.3,
    0.1,
    0.25,
)

# Small, varied, plain-Python cases that both converters accept; {i} numbers them, {a} {b} {c} vary constants.
TEMPLATES = (
    '''
@case(inputs=({a},))
def loop_{i}(n: int) -> int:
    """Sums a range, skipping multiples of {b}."""
    total = {c}
    for k in range(n):
        if k % {b} == 0:
            continue
        total += k * {c}
    return total
''',
    '''
def branch_{i}(x: int) -> int:
    """Branches on two thresholds."""
    if x > {a}:
        y = x - {b}
    elif x < -{c}:
        y = x + {a}
    else:
        y = x * {b}
    return y
''',
    '''
@case(inputs=({a}.5,))
def arith_{i}(x: float) -> float:
    """Float arithmetic."""
    y = x * {b}.25 + {c}.0
    z = (y - x) / {b}.0
    return y * z - {a}.0
''',
    '''
def halvings_{i}(n: int) -> int:
    """Counts halvings in a while loop."""
    steps = 0
    while n > {c}:
        n = n // 2
        steps += {b}
    return steps
''',
    '''
@case(inputs=({a},))
def nested_{i}(n: int) -> int:
    """Nested loops with a break."""
    total = 0
    for i in range(n):
        for j in range({b}):
            if i * j > {a} * {c}:
                break
            total += i + j
    return total
''',
    '''
def logic_{i}(p: int, q: int) -> bool:
    """Boolean logic on comparisons."""
    return (p > {a} and q < {b}) or (p + q) % {c} == 0
''',
)


# -- running ------------------------------------------------------------------


def run_env() -> dict[str, str]:
    """The environment of every measured run: CI unset (it would refuse updates), the workers' pinned variables
    (every converter's, since the floor runs a converter without its fork server)."""
    env = {k: v for k, v in os.environ.items() if k != "CI"}
    for converter in CONVERTERS.values():
        env.update(converter.pinned)
    env.update(PINNED_ENVIRONMENT)
    # The floor runs as python -m benchmarks.floor from the measured project's folder.
    env["PYTHONPATH"] = os.pathsep.join(
        filter(None, [str(Path(__file__).resolve().parent.parent), env.get("PYTHONPATH")])
    )
    return env


def pytest_command(cases: str, junit: Path | None, *extra: str, cache: Path | None = None) -> list[str]:
    """A comparison run; with ``cache``, the conversion cache is on and kept in that folder (pytest's ``cache_dir``)."""
    caching = ["-o", f"cache_dir={cache}"] if cache else ["-p", "no:cacheprovider"]
    command = [sys.executable, "-m", "pytest", cases, *caching, "-q", *extra]
    return command + ([f"--junitxml={junit}"] if junit else [])


def floor_command(project: Path, cases: str, converter: str | None = None) -> list[str]:
    return [
        sys.executable,
        "-m",
        "benchmarks.floor",
        str(project),
        "--cases",
        cases,
        *(["--converter", converter] if converter else []),
    ]


def one_converter(converter: str | None) -> tuple[str, ...]:
    """pytest options that run one converter's cases only."""
    return ("-o", f"harness_converters={converter}") if converter else ()


@dataclass
class Junit:
    """Per-test outcomes and harness timings from a ``--junitxml`` report."""

    outcomes: dict[str, str] = field(default_factory=dict)
    properties: dict[str, dict[str, str]] = field(default_factory=dict)
    failures: dict[str, str] = field(default_factory=dict)

    def counts(self) -> Counter[str]:
        return Counter(self.outcomes.values())

    def total(self, name: str) -> float:
        return sum(float(p.get(name, 0)) for p in self.properties.values())


def read_junit(path: Path) -> Junit:
    report = Junit()
    if not path.is_file():
        return report
    for case in ET.parse(path).iter("testcase"):
        test = f"{case.get('classname')}::{case.get('name')}"
        outcome = "passed"
        for kind in ("failure", "error", "skipped"):
            element = case.find(kind)
            if element is not None:
                outcome = {"failure": "failed", "error": "error", "skipped": "skipped"}[kind]
                report.failures[test] = element.text or ""
                break
        report.outcomes[test] = outcome
        report.properties[test] = {p.get("name", ""): p.get("value", "") for p in case.iter("property")}
    return report


# -- the synthetic project ------------------------------------------------------


def case_source(i: int) -> str:
    return TEMPLATES[i % len(TEMPLATES)].format(i=i, a=3 + i % 11, b=2 + i % 5, c=1 + i % 7)


def write_corpus(folder: Path, count: int) -> None:
    """``count`` generated cases, in files of up to 50."""
    folder.mkdir(parents=True)
    for start in range(0, count, CASES_PER_FILE):
        sources = [case_source(i) for i in range(start, min(count, start + CASES_PER_FILE))]
        text = '"""Generated by python -m benchmarks."""\n\nfrom harness import case\n\n' + "\n".join(sources)
        (folder / f"gen_{start // CASES_PER_FILE:03d}.py").write_text(text, encoding="utf-8")


def big_source(converter: str, lines: int) -> str:
    """One case whose main output has about ``lines`` lines.

    A converter gets straight-line statements, which its graph or IR keeps one by one. AutoGraph needs ~8 ms per
    statement (84 s for 10,000), so its lines come from a docstring, which every pass's output and the converted
    code keep. The input is a plain int, which a tracing converter needs to trace the case at all.
    """
    head = '"""Generated by python -m benchmarks: one case with a big output."""\n\nfrom harness import case\n\n\n'
    decorator = f'@case(converters=("{converter}",), inputs=(3,))\n'
    if converter != "autograph":
        body = "\n".join(f"    x = x + {k % 97}" for k in range(lines))
        return f'{head}{decorator}def big_{converter}(x: int) -> int:\n    """{lines} statements."""\n{body}\n    return x\n'
    text = "\n".join(f"    line {k}: x = x + {k % 97}" for k in range(lines))
    return (
        f'{head}{decorator}def big_{converter}(x: int) -> int:\n    """{lines} lines of text.\n\n{text}\n    """\n'
        f"    for k in range(x):\n        x = x + k\n    return x\n"
    )


@dataclass(frozen=True)
class Synthetic:
    """A temporary project: ``cases/s<N>/`` per corpus size and ``cases/big/``."""

    root: Path
    sizes: tuple[int, ...]
    converters: tuple[str, ...]

    @staticmethod
    def folder(size: int) -> str:
        return f"cases/s{size}"

    @classmethod
    def create(cls, root: Path, sizes: Iterable[int], converters: Iterable[str], big_lines: int | None) -> Synthetic:
        project = cls(root, tuple(sorted(set(sizes))), tuple(converters))
        root.mkdir(parents=True)
        (root / "pyproject.toml").write_text(PYPROJECT, encoding="utf-8")
        for size in project.sizes:
            write_corpus(root / cls.folder(size), size)
        if big_lines:
            (root / "cases" / "big").mkdir(parents=True)
            for converter in project.converters:
                (root / "cases" / "big" / f"big_{converter}.py").write_text(
                    big_source(converter, big_lines), encoding="utf-8"
                )
        return project

    def update(self) -> Run:
        """The untimed ``--snapshot-update`` run that writes every snapshot."""
        return timed(pytest_command("cases", None, "--snapshot-update"), self.root, run_env())


# -- printing -------------------------------------------------------------------


def seconds(value: float | None) -> str:
    return "-" if value is None else f"{value:8.2f} s"


def megabytes(value: int | None) -> str:
    return "-" if value is None else f"{value / 2**20:8.0f} MB"


def table(rows: Sequence[Sequence[str]], header: Sequence[str] | None = None) -> None:
    """Print rows with columns padded to the widest cell (first column left, others right)."""
    lines = [header, *rows] if header else list(rows)
    widths = [max(len(str(row[i])) for row in lines) for i in range(len(lines[0]))]
    for row in lines:
        cells = [
            str(cell).ljust(w) if i == 0 else str(cell).rjust(w)
            for i, (cell, w) in enumerate(zip(row, widths, strict=False))
        ]
        print("  " + "  ".join(cells).rstrip())


def heading(text: str) -> None:
    print(f"\n== {text} ==")


def median(values: Sequence[float]) -> float:
    return statistics.median(values)


# -- the sections ---------------------------------------------------------------


@dataclass
class Target:
    """One line of the final table."""

    name: str
    value: str
    goal: str
    passed: bool | None  # None: not measured
    why: str  # what the section measured that stands in the way, printed under the table for a MISS


@dataclass
class Bench:
    """One benchmark run's settings and collected targets."""

    project: Path
    runs: int
    sizes: tuple[int, ...]
    big_lines: int
    only: frozenset[str]
    quick: bool
    converters: tuple[str, ...]
    targets: list[Target] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    # Serial comparison runs already timed, by (project, cases folder): their times and passed tests.
    done: dict[tuple[Path, str], tuple[list[float], int]] = field(default_factory=dict)
    loads: list[float] = field(default_factory=list)  # other processes' load during each timed run
    restricted: bool = False  # --converters chose fewer than every installed converter
    environments: tuple[str, ...] = ()  # --environments: the tox sections run these alone (default: every one)

    @property
    def label(self) -> str:
        return ", ".join(
            sorted({f"{CONVERTERS[name].framework} {CONVERTERS[name].installed_version()}" for name in self.converters})
        )

    def progress(self, what: str, run: Run) -> None:
        """Report a timed run as it ends, with the load other processes put on the machine meanwhile."""
        self.loads.append(run.others)
        print(f"  ... {what}: {run.seconds:.2f} s (other processes meanwhile: {run.others:.2f} cores)")

    def target(self, name: str, measured: str, goal: str, passed: bool, why: str) -> None:
        self.targets.append(Target(f"{name} ({self.label})" if self.label else name, measured, goal, passed, why))

    def check(self, run: Run, what: str) -> None:
        if run.returncode != 0:
            self.problems.append(f"{what} exited with code {run.returncode}")
            print(f"  ! {what} exited with code {run.returncode}; the end of its output:")
            print("    " + "\n    ".join(run.output.strip().splitlines()[-15:]))

    def own(self, converter: str, *, fresh: bool = False) -> str:
        """The kind of the harness run that measures one converter (warm workers on, or ``fresh`` children only):
        its own, or the whole run where it is the only one."""
        side = "fresh" if fresh else "harness"
        return f"{side} {converter}" if len(self.converters) > 1 else side

    def kinds(self) -> list[str]:
        """The corpus runs the chosen sections need, in the order each round runs them."""
        want, per = self.only, [c for c in self.converters if self.own(c) != "harness"]
        kinds = []
        if want & {"ratio", "memory"}:
            kinds += [f"floor {c}" for c in self.converters] + [f"harness {c}" for c in per]
        if "ratio" in want:
            kinds += [self.own(c, fresh=True) for c in self.converters]
        if want & CORPUS_SECTIONS:
            kinds.append("harness")
        if "cache" in want:
            kinds.append("harness cached")
        if "parallel" in want and importlib.util.find_spec("xdist") is not None:
            kinds.append("harness -n 2")
        return kinds

    def measure(
        self, kind: str, project: Path, cases: str, scratch: Path, name: str, *, sample: bool
    ) -> tuple[Run, Junit | None]:
        """One run of a kind: ``floor [converter]``, ``harness [converter]``, ``fresh [converter]`` (warm workers off),
        ``harness cached`` or ``harness -n 2``.

        With the cache section, the whole serial run fills a fresh conversion cache of its round
        (``name``) and ``harness cached`` re-runs the unchanged tree from it; every other run has no cache.
        """
        side, _, rest = kind.partition(" ")
        # --converters naming one converter: every run is that converter's alone.
        alone = self.converters[0] if self.restricted and len(self.converters) == 1 else None
        if side == "floor":
            return timed(floor_command(project, cases, rest or alone), project, run_env(), sample=sample), None
        junit = scratch / f"{kind.replace(' ', '')}-{name}.xml"
        cache = (
            scratch / f"cache-{name}" if "cache" in self.only and side == "harness" and rest in ("", "cached") else None
        )
        extra = (*(("-n", "2") if rest == "-n 2" else ()), *one_converter(rest if rest in self.converters else alone))
        if side == "fresh":
            extra = (*extra, "--fresh-children")
        run = timed(pytest_command(cases, junit, *extra, cache=cache), project, run_env(), sample=sample)
        return run, read_junit(junit)

    # ratio, cache, parallel and memory share their runs, interleaved.
    def corpus(self, project: Path, cases: str, scratch: Path) -> None:
        want, kinds = self.only, self.kinds()
        if not kinds:
            return
        if "parallel" in want and "harness -n 2" not in kinds:
            print("\n  pytest-xdist is not installed: no -n 2 runs")
        sample = "memory" in want
        # A sample of a framework-sized process costs a few ms of CPU: on a small machine that would
        # skew the timings, so memory gets its own untimed runs (--quick samples its timed runs).
        extra_round = sample and not self.quick
        heading(f"runs on {cases} of {display_path(project)} ({self.label})")
        print(
            f"  floor C:        python -m benchmarks.floor --converter C: converter C's calls in one plain loop (PYTHONHASHSEED={HASH_SEED})"
        )
        print(
            f"  harness C:      python -m pytest {cases} -p no:cacheprovider -q -o harness_converters=C (CI unset); every snapshot compared"
        )
        print("  fresh C:        the same with --fresh-children: warm workers off, a fresh child per case")
        print(
            "  harness:        every converter"
            + (", filling a fresh conversion cache (-o cache_dir=...)" if "cache" in want else "")
        )
        print(
            "  harness cached: the same, unchanged tree again, from that cache; harness -n 2: two xdist workers, no cache"
        )
        print(f"  {self.runs} round(s), each running in this order: {', '.join(kinds)}")
        results: dict[str, list[Run]] = {kind: [] for kind in kinds}
        reports: dict[str, list[Junit]] = {kind: [] for kind in kinds}
        for number in range(self.runs):
            for kind in kinds:
                run, report = self.measure(
                    kind, project, cases, scratch, str(number), sample=sample and not extra_round
                )
                self.check(run, f"{kind} run {number + 1}")
                self.progress(f"{kind} run {number + 1}", run)
                results[kind].append(run)
                if report is not None:
                    reports[kind].append(report)
        medians = {kind: median([r.seconds for r in results[kind]]) for kind in kinds}
        print()
        table(
            [[kind, *(seconds(r.seconds) for r in results[kind]), seconds(medians[kind])] for kind in kinds],
            ["run", *(f"round {n + 1}" for n in range(self.runs)), "median"],
        )
        first = reports["harness"][0]
        self.done[(project, cases)] = ([r.seconds for r in results["harness"]], first.counts()["passed"])
        counts = first.counts()
        print(
            "\n  harness tests:   "
            + ", ".join(f"{counts[k]} {k}" for k in ("passed", "failed", "error", "skipped") if counts[k])
        )
        if "ratio" in want:
            for converter in self.converters:
                floor, harness = f"floor {converter}", self.own(converter)
                result = floor_result(results[floor][0])
                print(
                    f"\n  {converter}: floor converted {result['cases']} cases, {result['errors']} raised"
                    if result
                    else f"\n  {converter}: the floor gave no result"
                )
                ratio = medians[harness] / medians[floor]
                fresh = medians[self.own(converter, fresh=True)] / medians[floor]
                warm = self.warmth(reports[harness][0])
                print(f"  ratio harness / floor (medians): {ratio:.2f} warm ({warm}), {fresh:.2f} fresh children only")
                why = self.breakdown(
                    project, cases, converter, (results[harness][0], reports[harness][0]), (results[floor][0], result)
                )
                self.target(
                    f"harness / floor, {converter}",
                    f"{ratio:.2f} warm, {fresh:.2f} fresh ({medians[harness]:.1f} / {medians[self.own(converter, fresh=True)]:.1f} / {medians[floor]:.1f} s)",
                    f"<= {TARGET_RATIO}",
                    ratio <= TARGET_RATIO,
                    f"{why}; {warm}",
                )
        if "harness cached" in kinds:
            self.cached(
                medians["harness"], medians["harness cached"], reports["harness cached"], results["harness cached"]
            )
        if "harness -n 2" in kinds:
            self.parallel(medians["harness"], medians["harness -n 2"], reports["harness"], reports["harness -n 2"])
        if sample:
            if extra_round:
                for kind in ("floor", "harness"):
                    run, _ = self.measure(kind, project, cases, scratch, "memory", sample=True)
                    self.check(run, f"{kind} memory run")
                    results[kind] = [run]
            floors = [
                run
                for kind, runs in results.items()
                if kind.startswith("floor")
                for run in runs
                if run.peak is not None
            ]
            self.memory(
                {
                    kind: runs
                    for kind, runs in (("floor", floors), ("harness", results["harness"]))
                    if runs and runs[0].peak is not None
                },
                extra_round,
            )

    @staticmethod
    def warmth(report: Junit) -> str:
        """How many of a run's cases passed warm and how many were converted again fresh, from its properties."""
        tried = [p for p in report.properties.values() if "harness_warm_seconds" in p]
        refreshed = sum("harness_convert_seconds" in p for p in tried)
        return f"{len(tried) - refreshed} of {len(tried)} cases passed warm, {refreshed} re-converted fresh"

    def breakdown(
        self,
        project: Path,
        cases: str,
        converter: str,
        harness: tuple[Run, Junit],
        floor: tuple[Run, dict[str, float] | None],
    ) -> str:
        """Where each side's time goes for one converter, in their first runs (the harness's per-case figures from its
        --junitxml); returns the parts the harness pays beyond the floor's, in a line."""
        (harness_run, report), (floor_run, result) = harness, floor
        collect = timed(
            pytest_command(cases, None, "--collect-only", *one_converter(converter)), project, run_env()
        ).seconds
        converts = [
            float(p.get("harness_warm_seconds", 0)) + float(p.get("harness_convert_seconds", 0))
            for p in report.properties.values()
            if "harness_warm_seconds" in p or "harness_convert_seconds" in p
        ]
        compare = report.total("harness_compare_seconds")
        first, rest = (converts[0], converts[1:]) if converts else (0.0, [])
        imported = result["import_seconds"] if result else 0.0
        loop = result["loop_seconds"] if result else 0.0
        count = int(result["cases"]) if result else 0

        def each(total: float, n: int) -> str:
            return f"{total / n * 1000:8.1f} ms" if n else "-"

        rest_of_harness = harness_run.seconds - collect - sum(converts) - compare
        rows = [
            [
                "start-up (harness: pytest and collection, a --collect-only run)",
                seconds(collect),
                seconds(floor_run.seconds - imported - loop),
            ],
            [
                "framework import (harness: the first case, which starts the fork server)",
                seconds(first),
                seconds(imported),
            ],
            [
                "conversions (harness: the other cases: warm, or fork, convert, normalize)",
                seconds(sum(rest)),
                seconds(loop),
            ],
            ["  per case", each(sum(rest), len(rest)), each(loop, count)],
            ["comparisons with the snapshots (harness_compare_seconds)", seconds(compare), "-"],
            ["the rest (pytest's per-test work, reporting, shutdown)", seconds(rest_of_harness), "-"],
            ["whole run", seconds(harness_run.seconds), seconds(floor_run.seconds)],
        ]
        print(f"  where {converter}'s time goes, in the first round:")
        table(rows, ["", "harness", "floor"])
        return (
            f"start-up {collect:.1f} s (the floor's {floor_run.seconds - imported - loop:.1f} s), the first case with"
            f" the framework's import {first:.1f} s ({imported:.1f} s), comparisons {compare:.1f} s, pytest's per-test"
            f" work {rest_of_harness:.1f} s; the other cases' conversions {sum(rest):.1f} s ({loop:.1f} s)"
        )

    def cached(self, uncached: float, cached: float, reports: list[Junit], runs: list[Run]) -> None:
        ratio = cached / uncached
        counts = reports[0].counts()
        heading("cache: the unchanged tree again, from the conversion cache the serial run filled")
        print(
            f"  cached re-run / uncached run (medians): {ratio:.3f} ({cached:.2f} s against {uncached:.2f} s);"
            f" first cached run: {counts['passed']} passed, {counts['failed'] + counts['error']} failed"
        )
        served = sum(int(n) for n in re.findall(r"(\d+) cases from the cache", runs[0].output))
        self.target(
            "cached re-run / uncached run",
            f"{ratio:.3f}",
            f"<= {TARGET_CACHED}",
            ratio <= TARGET_CACHED,
            f"{served} of {counts['passed']} passed cases came from the cache; {cached:.2f} s against {uncached:.2f} s",
        )

    def parallel(
        self, serial: float, parallel: float, serial_reports: list[Junit], parallel_reports: list[Junit]
    ) -> None:
        speedup = serial / parallel
        reference = serial_reports[0].outcomes
        same = bool(reference) and all(r.outcomes == reference for r in [*serial_reports, *parallel_reports])
        heading("parallel: pytest -n 2 against a serial run")
        print(f"  speed-up (median serial / median -n 2): {speedup:.2f}x")
        print(
            f"  identical results (pass/fail per test id, every run): {'yes' if same else 'NO'} ({len(reference)} tests)"
        )
        for report in [*serial_reports, *parallel_reports]:
            for test in sorted(
                t for t in set(reference) | set(report.outcomes) if reference.get(t) != report.outcomes.get(t)
            )[:5]:
                print(
                    f"    differs: {test}: {reference.get(test)} in serial run 1, {report.outcomes.get(test)} in another"
                )
        measured = f"{speedup:.2f}x, {'same' if same else 'DIFFERENT'}"
        self.target(
            "-n 2 speed-up, identical results",
            measured,
            f">= {TARGET_SPEEDUP}x, same",
            speedup >= TARGET_SPEEDUP and same,
            f"serial {serial:.2f} s, -n 2 {parallel:.2f} s"
            + ("" if same else "; the runs' results differ (listed above)"),
        )

    def memory(self, results: dict[str, list[Run]], extra_round: bool) -> None:
        heading(
            "memory: peak PSS of the process tree (pytest + fork servers + forked children; the floor's one process)"
        )
        print("  PSS (proportional set size: a page shared by n processes counts 1/n) from /proc/<pid>/smaps_rollup,")
        print(
            f"  summed over the process and all its descendants, sampled every {SAMPLE_SECONDS * 1000:.0f} ms, "
            + ("in one extra, untimed run of each" if extra_round else "during the timed runs")
        )
        peaks = {kind: max(r.peak or 0 for r in runs) for kind, runs in results.items()}
        table([[kind, megabytes(peak)] for kind, peak in peaks.items()], ["run", "peak PSS"])
        if "floor" in peaks and "harness" in peaks and peaks["floor"]:
            ratio = peaks["harness"] / peaks["floor"]
            print(f"  harness / floor: {ratio:.2f}x")
            self.target(
                "peak memory harness / floor",
                f"{ratio:.2f}x",
                f"<= {TARGET_MEMORY}x",
                ratio <= TARGET_MEMORY,
                f"the harness's process tree {megabytes(peaks['harness']).strip()}, the floor's process {megabytes(peaks['floor']).strip()}",
            )

    def scaling(self, synthetic: Synthetic) -> None:
        sizes = self.sizes
        heading(f"scaling: comparison runs on generated corpora of {', '.join(map(str, sizes))} cases ({self.label})")
        print(
            f"  python -m pytest cases/s<N> -p no:cacheprovider -q, after one untimed --snapshot-update run;"
            f" {self.runs} run(s) each, interleaved"
        )
        times: dict[int, list[float]] = {size: [] for size in sizes}
        items: dict[int, int] = {}
        for size in sizes:
            if (synthetic.root, Synthetic.folder(size)) in self.done:
                times[size], items[size] = self.done[(synthetic.root, Synthetic.folder(size))]
                print(f"  the {size}-case runs are those timed above, not repeated")
        for number in range(self.runs):
            for size in sizes:
                if len(times[size]) == self.runs:
                    continue
                junit = synthetic.root / f"scaling-{size}-{number}.xml"
                run = timed(pytest_command(Synthetic.folder(size), junit), synthetic.root, run_env())
                self.check(run, f"scaling run of {size} cases")
                self.progress(f"{size} cases, run {number + 1}", run)
                times[size].append(run.seconds)
                items[size] = read_junit(junit).counts()["passed"]
        medians = {size: median(values) for size, values in times.items()}
        smallest = sizes[0]
        fixed = medians[smallest]
        measured = [size for size in sizes if size > smallest]
        per_case = {size: (medians[size] - fixed) / (size - smallest) for size in measured}
        rows = []
        for size in sizes:
            cost = per_case.get(size)
            rows.append(
                [
                    str(size),
                    str(items[size]),
                    *(seconds(t) for t in times[size]),
                    seconds(medians[size]),
                    "(fixed cost)" if cost is None else f"{cost * 1000:8.1f} ms",
                ]
            )
        print()
        table(rows, ["cases", "tests passed", *(f"run {n + 1}" for n in range(self.runs)), "median", "per case"])
        print(
            f"\n  fixed cost: {fixed:.2f} s (the {smallest}-case corpus); per case = (median - fixed) / (cases - {smallest})"
        )
        if len(sizes) >= 2:
            slope, intercept = least_squares(list(sizes), [medians[s] for s in sizes])
            print(f"  least-squares fit: time = {intercept:.2f} s + cases x {slope * 1000:.1f} ms")
        if len(measured) >= 2:
            low, high = per_case[measured[0]], per_case[measured[-1]]
            change = (high - low) / low
            print(f"  per case at {measured[-1]} vs at {measured[0]}: {change:+.1%}")
            name = f"per-case cost at {measured[-1]} vs {measured[0]} cases"
            self.target(
                name,
                f"{change:+.1%}",
                f"within {TARGET_LINEAR:.0%}",
                abs(change) <= TARGET_LINEAR,
                f"{low * 1000:.1f} ms a case at {measured[0]} cases, {high * 1000:.1f} ms at {measured[-1]}; fixed"
                f" cost {fixed:.2f} s",
            )

    def big(self, synthetic: Synthetic) -> None:
        heading(f"big output: one case, about {self.big_lines} lines, one line changed in its snapshot ({self.label})")
        for converter in synthetic.converters:
            key = f"big_{converter}"
            baseline = next((synthetic.root / "snapshots" / converter).glob("*/"), None)
            folder = baseline / f"big.{key}" / key if baseline else None
            snapshot = folder / CONVERTERS[converter].primary_outputs[0][0] if folder else None
            if snapshot is None or not snapshot.is_file():
                self.problems.append(f"no snapshot for {key}")
                print(
                    f"  ! no snapshot {CONVERTERS[converter].primary_outputs[0][0]} for {key} (is its error.txt there?)"
                )
                continue
            lines = snapshot.read_text(encoding="utf-8").splitlines(keepends=True)
            middle = len(lines) // 2
            old = lines[middle].rstrip("\n")
            lines[middle] = old + "  # changed by the benchmark\n"
            snapshot.write_text("".join(lines), encoding="utf-8")
            outputs = [p for p in folder.iterdir() if p.is_file() and not is_pending(p)]
            total_lines = sum(p.read_text(encoding="utf-8").count("\n") for p in outputs)
            total_bytes = sum(p.stat().st_size for p in outputs)
            junit = synthetic.root / f"big-{converter}.xml"
            run = timed(pytest_command(f"cases/big/{key}.py", junit), synthetic.root, run_env())
            report = read_junit(junit)
            test = next((t for t in report.outcomes if t.endswith(f"::{key}")), None)
            properties = report.properties.get(test, {}) if test else {}
            failure = report.failures.get(test, "") if test else ""
            removed = [line for line in failure.splitlines() if line.startswith("-") and not line.startswith("---")]
            added = [line for line in failure.splitlines() if line.startswith("+") and not line.startswith("+++")]
            shows = removed == ["-" + lines[middle].rstrip("\n")] and added == ["+" + old]
            compare = float(properties["harness_compare_seconds"]) if "harness_compare_seconds" in properties else None
            convert = float(properties["harness_convert_seconds"]) if "harness_convert_seconds" in properties else None
            rows = [
                ["outputs compared", properties.get("harness_outputs", "-")],
                ["their size", f"{total_lines} lines, {total_bytes / 1024:.0f} KiB"],
                [f"{CONVERTERS[converter].primary_outputs[0][0]} (the changed snapshot)", f"{len(lines)} lines"],
                ["harness_convert_seconds", seconds(convert)],
                [
                    "harness_compare_seconds (compare all, build the diff)",
                    "-" if compare is None else f"{compare:.3f} s",
                ],
                ["whole pytest run", seconds(run.seconds)],
                ["test outcome", report.outcomes.get(test, "missing") if test else "missing"],
                [
                    "failure shows the one-line diff",
                    "yes" if shows else f"NO ({len(removed)} removed, {len(added)} added lines)",
                ],
            ]
            print(f"\n  {converter}:")
            table(rows)
            passed = compare is not None and compare < TARGET_BIG and shows
            shown = "-" if compare is None else f"{compare:.3f} s"
            measured = shown + (", diff shown" if shows else ", diff NOT shown")
            why = f"comparing {total_lines} lines of outputs took {shown}" + (
                "" if shows else "; the diff was not shown"
            )
            self.targets.append(
                Target(f"big diff, {len(lines)} lines ({converter})", measured, f"< {TARGET_BIG:g} s", passed, why)
            )

    def tox(self, scratch: Path, *, clean: bool = False) -> None:
        """tox split by environment: setup, the harness's tests, the corpus, the other commands. ``clean``: a fresh
        clone's, as CI runs it (``.ci/run``'s target); else a warm one, every environment kept."""
        if clean:
            heading("a fresh clone's tox, as .ci/run runs it: CI set, each environment made, run and removed")
        else:
            heading("a warm tox: every environment installed, the conversion cache off (--no-cache), CI unset")
        print("  python -m tox run --result-json ... with PYTEST_ADDOPTS=--junitxml=<env>.xml; each pytest command's")
        print("  wall time is shared between tests/ and cases/ in proportion to their test times in its report")
        run, envs = (clean_tox if clean else warm_tox)(self.project, scratch, self.environments)
        envs = [e for e in envs if not self.environments or e.name in self.environments]  # the journal lists all
        what = ("fresh clone's tox" if clean else "warm tox") + (
            f" -e {','.join(self.environments)}" if self.environments else ""
        )
        self.check(run, what)
        self.progress(what, run)
        rows = [
            [e.name, seconds(e.setup), seconds(e.self_tests), seconds(e.corpus), seconds(e.other), seconds(e.total)]
            + ([budget(e.total, TARGET_ENVIRONMENT)] if clean else [])
            for e in sorted(envs, key=lambda e: -e.total)
        ]
        own = sum(e.self_tests for e in envs)
        rows.append(
            [
                "all",
                seconds(sum(e.setup for e in envs)),
                seconds(own),
                seconds(sum(e.corpus for e in envs)),
                seconds(sum(e.other for e in envs)),
                seconds(run.seconds),
            ]
            + ([budget(run.seconds, TARGET_CLEAN_TOX) if not self.environments else ""] if clean else [])
        )
        print()
        table(rows, ["environment", "setup", "self-tests", "corpus", "other", "total", *(["budget"] if clean else [])])
        if clean:
            print(
                f"  budget: each environment within {TARGET_ENVIRONMENT:g} s (one CI job), and with every environment,"
                f" the whole check within {TARGET_CLEAN_TOX:g} s"
            )
        share = own / run.seconds
        print(
            f"  (the last total is tox's wall time, with building the harness's wheel); self-tests: {share:.0%} of it"
        )
        largest = ", ".join(f"{e.name} {e.total:.0f} s" for e in sorted(envs, key=lambda e: -e.total)[:3])
        if clean and not self.environments:  # the whole check's budget, for every environment's run only
            self.target(
                what,
                f"{run.seconds:.0f} s",
                f"<= {TARGET_CLEAN_TOX:g} s",
                run.seconds <= TARGET_CLEAN_TOX,
                f"the largest environments: {largest}",
            )
        if clean:
            for env in sorted(envs, key=lambda e: -e.total):
                self.target(
                    f"environment {env.name}",
                    f"{env.total:.0f} s",
                    f"<= {TARGET_ENVIRONMENT:g} s",
                    env.total <= TARGET_ENVIRONMENT,
                    f"setup {env.setup:.0f} s, self-tests {env.self_tests:.0f} s, corpus {env.corpus:.0f} s, other"
                    f" {env.other:.0f} s",
                )
            self.harness_target(envs, scratch)
        else:
            self.target(
                "warm tox: share of self-tests",
                f"{share:.0%}",
                f"<= {TARGET_SELF_TESTS:.0%}",
                share <= TARGET_SELF_TESTS,
                f"self-tests {own:.0f} s of {run.seconds:.0f} s; the largest environments: {largest}",
            )

    def harness_tests(self, scratch: Path) -> None:
        """The harness's own tests in their two tiers, ``tox -e harness,harness-processes``, their environments kept,
        as a developer runs them: the in-process tests, and those where a new process is what is tested."""
        shown = f"tox -e {','.join(HARNESS_TIERS)}"
        heading(f"the harness's own tests: {shown}, their environments installed, one after the other")
        run, envs = warm_tox(self.project, scratch, tuple(HARNESS_TIERS))
        self.check(run, shown)
        self.progress(shown, run)
        self.harness_target(envs, scratch)

    def harness_target(self, envs: list[EnvSplit], scratch: Path) -> None:
        """Each tier's pytest wall time against its target, with its slowest test files."""
        for tier, goal in HARNESS_TIERS.items():
            env = next((e for e in envs if e.name == tier), None)
            if env is None:
                continue
            slowest = ", ".join(f"{name} {took:.0f} s" for name, took in slowest_files(scratch / f"{tier}.xml"))
            self.target(
                f"tox -e {tier}: the harness's tests",
                f"{env.self_tests:.0f} s",
                f"<= {goal:g} s",
                env.self_tests <= goal,
                f"the environment {env.total:.0f} s in all; the slowest test files (their tests' time summed, both"
                f" workers): {slowest}",
            )

    def explore(self, scratch: Path) -> None:
        """``python -m harness explore`` of the project: the site of its corpus, snapshots and history."""
        if not find(self.project).cases.is_dir():
            return
        heading(f"explore: the site of {display_path(self.project)}")
        runs = []
        for number in range(self.runs):
            command = [sys.executable, "-m", "harness", "explore", "--out", str(scratch / f"site-{number}")]
            run = timed([*command, "--project", str(self.project)], self.project, run_env())
            self.check(run, f"explore, run {number + 1}")
            self.progress(f"explore, run {number + 1}", run)
            runs.append(run.seconds)
        took = median(runs)
        self.target(
            "explore of the project",
            f"{took:.2f} s",
            f"<= {TARGET_EXPLORE:g} s",
            took <= TARGET_EXPLORE,
            f"runs of {', '.join(seconds(r) for r in runs)}",
        )

    def review(self, scratch: Path) -> None:
        """``python -m harness review --list`` of an upgrade's pending cases, each compared with the older baseline."""
        root = scratch / "review"
        root.mkdir()
        write_corpus(root / "cases", QUICK_REVIEW_CASES if self.quick else REVIEW_CASES)
        count = pending_project(root)
        heading(f"review --list: {count} pending cases of an upgrade (echo, a new baseline that holds no snapshot yet)")
        runs = []
        for number in range(self.runs):
            run = timed([sys.executable, "-m", "harness", "review", "--list"], root, run_env())
            self.check(run, f"review --list, run {number + 1}")
            self.progress(f"review --list, run {number + 1}", run)
            runs.append(run.seconds)
        took = median(runs)
        goal = f"<= {TARGET_REVIEW:g} s"
        self.target(
            f"review --list of {count} pending cases",
            f"{took:.2f} s",
            goal,
            took <= TARGET_REVIEW,
            f"{took / count * 1000:.1f} ms a pending case",
        )

    def one_case_file(self) -> str | None:
        """The project's first case file that a measured converter runs, as the project names it."""
        chosen = next(
            (
                path
                for path in case_files(self.project / "cases")
                if any(set(self.converters) & set(case.converters) for case in discover(path).cases)
            ),
            None,
        )
        return None if chosen is None else str(chosen.relative_to(self.project))

    def fixed(self, scratch: Path) -> None:
        """A run of one case file, part by part (``-p benchmarks.phases``), against the floor's run of the same file:
        what a run costs beyond its conversions."""
        shown = self.one_case_file()
        if shown is None:
            return
        heading(f"the fixed cost of a run of one case file, {shown} ({self.label})")
        print(f"  harness: python -m pytest {shown} -p no:cacheprovider -q -p benchmarks.phases (warm workers on)")
        print(f"  floor:   python -m benchmarks.floor --cases {shown}")
        harness_runs, floor_runs, parts = [], [], []
        for number in range(self.runs):
            marks = scratch / f"phases-{number}.json"
            env = run_env() | {VARIABLE: str(marks)}
            command = [*pytest_command(shown, None, "-p", "benchmarks.phases"), *one_converter(self.alone)]
            run = timed(command, self.project, env)
            self.check(run, f"fixed run {number + 1}")
            self.progress(f"harness on {shown}, run {number + 1}", run)
            harness_runs.append(run.seconds)
            parts.append(dict(durations(json.loads(marks.read_text(encoding="utf-8")))) if marks.is_file() else {})
            floor = timed(floor_command(self.project, shown, self.alone), self.project, run_env())
            self.check(floor, f"fixed floor run {number + 1}")
            self.progress(f"floor on {shown}, run {number + 1}", floor)
            floor_runs.append(floor.seconds)
        names = list(parts[0]) if parts and parts[0] else []
        table(
            [
                [name, *(seconds(p.get(name, 0.0)) for p in parts), seconds(median([p.get(name, 0.0) for p in parts]))]
                for name in names
            ]
            + [
                ["harness, whole process", *(seconds(s) for s in harness_runs), seconds(median(harness_runs))],
                ["floor, whole process", *(seconds(s) for s in floor_runs), seconds(median(floor_runs))],
            ],
            ["part of the harness's run", *(f"run {n + 1}" for n in range(self.runs)), "median"],
        )
        beyond = median(harness_runs) - median(floor_runs)
        self.target(
            f"one case file ({shown}): harness beyond the floor",
            f"{beyond:+.2f} s ({median(harness_runs):.2f} vs {median(floor_runs):.2f} s)",
            f"<= {TARGET_FIXED:g} s",
            beyond <= TARGET_FIXED,
            "the parts above: "
            + ", ".join(f"{name} {median([p.get(name, 0.0) for p in parts]):.2f} s" for name in names),
        )

    def twice(self, scratch: Path) -> None:
        """README's compare step run twice on one unchanged case file: the second run takes every case from the
        conversion cache. Under pytest in this environment, and, when this Python is a tox environment's, as README
        gives it, through tox (which builds and installs the harness's wheel on every run)."""
        shown = self.one_case_file()
        if shown is None:
            return
        heading(f"README's compare step run twice on one unchanged case file, {shown} ({self.label})")
        commands = {"pytest": [*pytest_command(shown, None, cache=scratch / "twice"), *one_converter(self.alone)]}
        environment = Path(sys.prefix)
        if environment.parent.name == ".tox" and shutil.which("tox"):
            commands[f"tox -e {environment.name}"] = ["tox", "-e", environment.name, "--", shown]
        rows, seconds_of = [], {}
        for name, command in commands.items():
            first = timed(command, self.project, run_env())
            self.check(first, f"{name}, first run")
            again = []
            for number in range(self.runs):
                run = timed(command, self.project, run_env())
                self.check(run, f"{name}, run {number + 2}")
                self.progress(f"{name} on {shown} again, run {number + 1}", run)
                again.append(run)
            seconds_of[name] = median([r.seconds for r in again])
            cached = sum(int(n) for n in re.findall(r"(\d+) cases from the cache", again[-1].output))
            rows.append(
                [
                    name,
                    seconds(first.seconds),
                    *(seconds(r.seconds) for r in again),
                    seconds(seconds_of[name]),
                    str(cached),
                ]
            )
        table(rows, ["command", "first", *(f"again {n + 1}" for n in range(self.runs)), "median again", "from cache"])
        print(
            "  README's step names an environment per framework: tox builds the wheel once for them all, and runs each"
        )
        name = list(commands)[-1]
        self.target(
            f"compare step again, unchanged ({name} -- {shown})",
            f"{seconds_of[name]:.2f} s",
            f"<= {TARGET_TWICE:g} s",
            seconds_of[name] <= TARGET_TWICE,
            "; ".join(f"{row[0]}: first {row[1]}, again {row[-2]}, {row[-1]} cases from the cache" for row in rows),
        )

    @property
    def alone(self) -> str | None:
        """The one converter --converters chose, which every run then runs alone."""
        return self.converters[0] if self.restricted and len(self.converters) == 1 else None

    def summary(self) -> None:
        heading("targets")
        if self.quick:
            print("  (--quick: tiny corpora; these figures exercise the benchmark, the verdicts mean little)")
        verdict = {True: "PASS", False: "MISS", None: "-"}
        table(
            [[t.name, t.value, t.goal, verdict[t.passed]] for t in self.targets],
            ["target", "measured", "goal", "result"],
        )
        missed = [t for t in self.targets if t.passed is False]
        if missed:
            print("\n  what stands in the way of each MISS, as its section measured it:")
            for t in missed:
                print(f"  - {t.name}: {t.why}")
        if self.loads:
            print(
                f"  other processes kept {statistics.mean(self.loads):.2f} cores busy on average during the timed runs "
                f"(at most {max(self.loads):.2f}, of {os.cpu_count()}): more than a little makes the figures noisy"
            )
        for problem in self.problems:
            print(f"  problem: {problem}")


def floor_result(run: Run) -> dict[str, float] | None:
    """The floor's result: the last line of its output that is a JSON object."""
    lines = [line for line in run.output.splitlines() if line.startswith("{")]
    return json.loads(lines[-1]) if lines else None


def least_squares(xs: list[int], ys: list[float]) -> tuple[float, float]:
    """Slope and intercept of the least-squares line through the points."""
    mean_x, mean_y = sum(xs) / len(xs), sum(ys) / len(ys)
    spread = sum((x - mean_x) ** 2 for x in xs)
    slope = sum((x - mean_x) * (y - mean_y) for x, y in zip(xs, ys, strict=False)) / spread if spread else 0.0
    return slope, mean_y - slope * mean_x


def display_path(path: Path) -> str:
    """A path as a result may print it: relative to the current folder, or just its name."""
    return str(path.relative_to(Path.cwd())) if path.is_relative_to(Path.cwd()) else path.name


def parse_list(text: str, convert: type[int] | type[str]) -> list:
    return [convert(part.strip()) for part in text.split(",") if part.strip()]


def bench(
    project: Path,
    runs: int,
    sizes: str,
    big_lines: int,
    only: str,
    quick: bool,
    chosen_converters: str = "",
    environments: str = "",
) -> int:
    """Run the chosen sections (``only``, comma-separated) and print their figures and the targets table.

    Exit code 1 if a run broke, 2 on bad options or no framework.
    """
    if isinstance(sys.stdout, io.TextIOWrapper):
        sys.stdout.reconfigure(line_buffering=True)  # progress shows while a long run goes on
    chosen = frozenset(parse_list(only, str))
    unknown = chosen - set(SECTIONS)
    if unknown or runs < 1:
        known = ", ".join(SECTIONS)
        print(
            f"unknown section(s) {', '.join(sorted(unknown))}; known: {known}" if unknown else "--runs must be >= 1",
            file=sys.stderr,
        )
        return 2
    wanted = set(parse_list(chosen_converters, str))
    converters = tuple(c for c in runnable_converters() if not wanted or c in wanted)
    if not converters and chosen - FRAMEWORK_FREE:
        print("no framework is installed (tensorflow or torch): nothing to measure", file=sys.stderr)
        return 2
    scaling_sizes = QUICK_SIZES if quick else tuple(parse_list(sizes, int))
    if quick:
        runs, big_lines = 1, QUICK_BIG_LINES
    scaling_sizes = tuple(sorted({1, *scaling_sizes})) if "scaling" in chosen else ()
    state = Bench(project.resolve(), runs, scaling_sizes, big_lines, chosen, quick, converters)
    state.restricted = bool(wanted)
    state.environments = tuple(parse_list(environments, str))
    print(
        f"python -m benchmarks: {display_path(Path(sys.executable))} (Python {sys.version.split()[0]}), {state.label}"
    )
    rounds = f"{runs} run(s) per figure (tox: one); " if chosen - TOX_SECTIONS else ""
    print(f"{os.cpu_count()} cores; {rounds}sections: {', '.join(s for s in SECTIONS if s in chosen)}")
    corpus_runs = bool(chosen & CORPUS_SECTIONS)
    with tempfile.TemporaryDirectory(prefix="harness-bench-") as scratch:
        root = Path(scratch)
        if not quick:
            state.corpus(state.project, "cases", root)
        generated = sorted({*scaling_sizes, QUICK_CORPUS} if quick and corpus_runs else scaling_sizes)
        synthetic = None
        if generated or "big" in chosen:
            synthetic = Synthetic.create(
                root / "project", generated, converters, big_lines if "big" in chosen else None
            )
            big = " and a big one" if "big" in chosen else ""
            print(
                f"generated {sum(generated)} cases{big} in a temporary folder: creating their snapshots (untimed) ..."
            )
            update = synthetic.update()
            state.check(update, "the --snapshot-update run of the generated project")
            print(f"  ... --snapshot-update took {update.seconds:.1f} s")
        if synthetic is not None and quick:
            state.corpus(synthetic.root, Synthetic.folder(QUICK_CORPUS), root)
        if synthetic is not None and "scaling" in chosen:
            state.scaling(synthetic)
        if synthetic is not None and "big" in chosen:
            state.big(synthetic)
        if "fixed" in chosen:
            state.fixed(root)
        if "twice" in chosen:
            state.twice(root)
        if "explore" in chosen:
            state.explore(root)
        if "review" in chosen:
            state.review(root)
        if "harness-tests" in chosen:
            state.harness_tests(root)
        if "tox" in chosen:
            state.tox(root)
        if "clean-tox" in chosen:
            state.tox(root, clean=True)
    state.summary()
    return 1 if state.problems else 0
