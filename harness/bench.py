"""``python -m harness bench``: the harness's cost over its bare converter calls, its scaling, big diffs, ``-n 2`` and memory."""

from __future__ import annotations

import importlib.util
import io
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from harness.frameworks import CONVERTERS
from harness.workers import HASH_SEED

SECTIONS = ("ratio", "scaling", "big", "parallel", "memory")
SAMPLE_SECONDS = 0.05
CASES_PER_FILE = 50
MAIN_OUTPUT = {"autograph": "converted.py", "torchscript": "code.py"}
PYPROJECT = '[tool.pytest.ini_options]\ntestpaths = ["cases"]\n'
QUICK_SIZES, QUICK_CORPUS, QUICK_BIG_LINES = (2, 4), 4, 200
TARGET_RATIO, TARGET_LINEAR, TARGET_BIG, TARGET_SPEEDUP, TARGET_MEMORY = 1.3, 0.10, 1.0, 1.5, 1.5

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


# -- running and measuring ----------------------------------------------------


def process_tree(root: int) -> list[int]:
    """``root`` and all its descendants, from the parent ids in ``/proc/*/stat``."""
    children: dict[int, list[int]] = {}
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            with open(f"/proc/{entry.name}/stat", encoding="utf-8", errors="replace") as handle:
                stat = handle.read()
        except OSError:
            continue
        parent = int(stat.rsplit(")", 1)[1].split()[1])
        children.setdefault(parent, []).append(int(entry.name))
    tree, todo = [], [root]
    while todo:
        pid = todo.pop()
        tree.append(pid)
        todo.extend(children.get(pid, ()))
    return tree


def pss_bytes(pid: int) -> int:
    """The proportional set size of one process (0 once it is gone)."""
    try:
        with open(f"/proc/{pid}/smaps_rollup", encoding="utf-8") as handle:
            for line in handle:
                if line.startswith("Pss:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    return 0


class PeakSampler(threading.Thread):
    """Samples the summed PSS of a process tree every 50 ms and keeps the peak."""

    def __init__(self, root: int) -> None:
        super().__init__(daemon=True)
        self.root = root
        self.peak = 0
        self.done = threading.Event()

    def run(self) -> None:
        while not self.done.is_set():
            self.peak = max(self.peak, sum(pss_bytes(pid) for pid in process_tree(self.root)))
            self.done.wait(SAMPLE_SECONDS)

    def stop(self) -> int:
        self.done.set()
        self.join()
        return self.peak


@dataclass
class Run:
    """One timed subprocess."""

    seconds: float
    returncode: int
    output: str
    peak: int | None = None  # bytes of PSS, when sampled
    others: float = 0.0  # CPU cores other processes kept busy meanwhile, on average


def busy_seconds() -> float:
    """CPU time spent by the whole machine since boot, from ``/proc/stat`` (idle and iowait excluded)."""
    with open("/proc/stat", encoding="utf-8") as handle:
        fields = [int(v) for v in handle.readline().split()[1:]]
    return (sum(fields[:8]) - fields[3] - fields[4]) / os.sysconf("SC_CLK_TCK")


def children_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def timed(command: Sequence[str], cwd: Path, env: dict[str, str], *, sample: bool = False) -> Run:
    """Run ``command`` to completion; its wall time, exit code, output and (when ``sample``) peak memory."""
    with tempfile.TemporaryFile() as output:
        machine, own = busy_seconds(), children_seconds() + time.process_time()
        started = time.perf_counter()
        process = subprocess.Popen(command, cwd=cwd, env=env, stdout=output, stderr=subprocess.STDOUT)
        sampler = PeakSampler(process.pid) if sample else None
        if sampler:
            sampler.start()
        process.wait()
        seconds = time.perf_counter() - started
        peak = sampler.stop() if sampler else None
        # What the machine did beyond this run's process tree (and this process's sampling).
        others = (busy_seconds() - machine - (children_seconds() + time.process_time() - own)) / seconds
        output.seek(0)
        return Run(seconds, process.returncode, output.read().decode("utf-8", errors="replace"), peak, max(others, 0.0))


def run_env() -> dict[str, str]:
    """The environment of every measured run: CI unset (it would refuse updates), the harness's hash seed."""
    env = {k: v for k, v in os.environ.items() if k != "CI"}
    env.update(PYTHONHASHSEED=HASH_SEED, TF_CPP_MIN_LOG_LEVEL="2")
    return env


def pytest_command(cases: str, junit: Path | None, *extra: str) -> list[str]:
    command = [sys.executable, "-m", "pytest", cases, "-p", "no:cacheprovider", "-q", *extra]
    return command + ([f"--junitxml={junit}"] if junit else [])


def floor_command(project: Path, cases: str) -> list[str]:
    return [sys.executable, "-m", "harness.bench_floor", str(project), "--cases", cases]


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
        text = f'"""Generated by python -m harness bench."""\n\nfrom harness import case\n\n' + "\n".join(sources)
        (folder / f"gen_{start // CASES_PER_FILE:03d}.py").write_text(text, encoding="utf-8")


def big_source(converter: str, lines: int) -> str:
    """One case whose main output has about ``lines`` lines.

    TorchScript gets straight-line statements. AutoGraph needs ~8 ms per
    statement (84 s for 10,000), so its lines come from a docstring, which
    every pass's output and the converted code keep.
    """
    head = f'"""Generated by python -m harness bench: one case with a big output."""\n\nfrom harness import case\n\n\n'
    decorator = f'@case(converters=("{converter}",))\n'
    if converter == "torchscript":
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
                (root / "cases" / "big" / f"big_{converter}.py").write_text(big_source(converter, big_lines), encoding="utf-8")
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
        cells = [str(cell).ljust(w) if i == 0 else str(cell).rjust(w) for i, (cell, w) in enumerate(zip(row, widths))]
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

    @property
    def label(self) -> str:
        return ", ".join(f"{name}: {CONVERTERS[name].framework} {CONVERTERS[name].installed_version()}" for name in self.converters)

    def progress(self, what: str, run: Run) -> None:
        """Report a timed run as it ends, with the load other processes put on the machine meanwhile."""
        self.loads.append(run.others)
        print(f"  ... {what}: {run.seconds:.2f} s (other processes meanwhile: {run.others:.2f} cores)")

    def target(self, name: str, measured: str, goal: str, passed: bool) -> None:
        self.targets.append(Target(f"{name} ({self.label})", measured, goal, passed))

    def check(self, run: Run, what: str) -> None:
        if run.returncode != 0:
            self.problems.append(f"{what} exited with code {run.returncode}")
            print(f"  ! {what} exited with code {run.returncode}; the end of its output:")
            print("    " + "\n    ".join(run.output.strip().splitlines()[-15:]))

    def measure(self, kind: str, project: Path, cases: str, junit: Path, *, sample: bool) -> tuple[Run, Junit | None]:
        """One run of the floor, the harness, or the harness with ``-n 2``."""
        if kind == "floor":
            return timed(floor_command(project, cases), project, run_env(), sample=sample), None
        extra = ("-n", "2") if kind.endswith("-n 2") else ()
        run = timed(pytest_command(cases, junit, *extra), project, run_env(), sample=sample)
        return run, read_junit(junit)

    # ratio, parallel and memory share their runs, interleaved.
    def corpus(self, project: Path, cases: str, scratch: Path) -> None:
        want = self.only
        kinds = [kind for kind, on in (
            ("floor", bool(want & {"ratio", "memory"})),
            ("harness", bool(want & {"ratio", "parallel", "memory"})),
            ("harness -n 2", "parallel" in want),
        ) if on]
        if not kinds:
            return
        if "parallel" in want and importlib.util.find_spec("xdist") is None:
            print("\n  pytest-xdist is not installed: no -n 2 runs")
            kinds.remove("harness -n 2")
        sample = "memory" in want
        # A sample of a framework-sized process costs a few ms of CPU: on a small machine that would
        # skew the timings, so memory gets its own untimed runs (--quick samples its timed runs).
        extra_round = sample and not self.quick
        heading(f"runs on {cases} of {project} ({self.label})")
        print(f"  floor:   python -m harness.bench_floor: the same converter calls in one plain loop (PYTHONHASHSEED={HASH_SEED})")
        print(f"  harness: python -m pytest {cases} -p no:cacheprovider -q (CI unset); every snapshot compared")
        print(f"  {self.runs} run(s) of each, interleaved in this order: {', '.join(kinds)}")
        results: dict[str, list[Run]] = {kind: [] for kind in kinds}
        reports: dict[str, list[Junit]] = {kind: [] for kind in kinds}
        for number in range(self.runs):
            for kind in kinds:
                junit = scratch / f"{kind.replace(' ', '')}-{number}.xml"
                run, report = self.measure(kind, project, cases, junit, sample=sample and not extra_round)
                self.check(run, f"{kind} run {number + 1}")
                self.progress(f"{kind} run {number + 1}", run)
                results[kind].append(run)
                if report is not None:
                    reports[kind].append(report)
        rows = [[str(n + 1), *(seconds(results[k][n].seconds) for k in kinds)] for n in range(self.runs)]
        medians = {kind: median([r.seconds for r in results[kind]]) for kind in kinds}
        rows.append(["median", *(seconds(medians[k]) for k in kinds)])
        print()
        table(rows, ["run", *kinds])
        first = reports["harness"][0] if reports.get("harness") else Junit()
        if "harness" in kinds:
            self.done[(project, cases)] = ([r.seconds for r in results["harness"]], first.counts()["passed"])
        floor = floor_result(results["floor"][0]) if "floor" in kinds else None
        if "floor" in kinds:
            print(f"\n  floor converted: {floor['cases']} cases, {floor['errors']} raised" if floor else "\n  floor: no result")
        if first.outcomes:
            counts = first.counts()
            shown = ", ".join(f"{counts[k]} {k}" for k in ("passed", "failed", "error", "skipped") if counts[k])
            print(f"  harness tests:   {shown}")
        if "floor" in kinds and "harness" in kinds and "ratio" in want:
            ratio = medians["harness"] / medians["floor"]
            print(f"\n  ratio harness / floor (medians): {ratio:.2f}")
            self.target("harness / floor", f"{ratio:.2f}", f"<= {TARGET_RATIO}", ratio <= TARGET_RATIO)
            self.breakdown(project, cases, (results["harness"][0], first), (results["floor"][0], floor))
        if "harness -n 2" in kinds:
            self.parallel(medians["harness"], medians["harness -n 2"], reports["harness"], reports["harness -n 2"])
        if sample:
            if extra_round:
                for kind in ("floor", "harness"):
                    run, _ = self.measure(kind, project, cases, scratch / f"memory-{kind}.xml", sample=True)
                    self.check(run, f"{kind} memory run")
                    results[kind] = [run]
            self.memory({kind: runs for kind, runs in results.items() if runs[0].peak is not None}, extra_round)

    def breakdown(self, project: Path, cases: str, harness: tuple[Run, Junit], floor: tuple[Run, dict[str, float] | None]) -> None:
        """Where each side's time goes, in their first runs (the harness's per-case figures from its --junitxml)."""
        (harness_run, report), (floor_run, result) = harness, floor
        collect = timed(pytest_command(cases, None, "--collect-only"), project, run_env()).seconds
        converts = [float(p["harness_convert_seconds"]) for p in report.properties.values() if "harness_convert_seconds" in p]
        compare = report.total("harness_compare_seconds")
        first, rest = (converts[0], converts[1:]) if converts else (0.0, [])
        imported = result["import_seconds"] if result else 0.0
        loop = result["loop_seconds"] if result else 0.0
        count = int(result["cases"]) if result else 0

        def each(total: float, n: int) -> str:
            return f"{total / n * 1000:8.1f} ms" if n else "-"

        rest_of_harness = harness_run.seconds - collect - sum(converts) - compare
        rows = [
            ["start-up (harness: pytest and collection, a --collect-only run)", seconds(collect),
             seconds(floor_run.seconds - imported - loop)],
            ["framework import (harness: the first case, which starts the fork server)", seconds(first), seconds(imported)],
            ["conversions (harness: the other cases: fork, convert, normalize)", seconds(sum(rest)), seconds(loop)],
            ["  per case", each(sum(rest), len(rest)), each(loop, count)],
            ["comparisons with the snapshots (harness_compare_seconds)", seconds(compare), "-"],
            ["the rest (pytest's per-test work, reporting, shutdown)", seconds(rest_of_harness), "-"],
            ["whole run", seconds(harness_run.seconds), seconds(floor_run.seconds)],
        ]
        print("\n  where the time goes, in the first runs:")
        table(rows, ["", "harness", "floor"])

    def parallel(self, serial: float, parallel: float, serial_reports: list[Junit], parallel_reports: list[Junit]) -> None:
        speedup = serial / parallel
        reference = serial_reports[0].outcomes
        same = bool(reference) and all(r.outcomes == reference for r in [*serial_reports, *parallel_reports])
        heading("parallel: pytest -n 2 against a serial run")
        print(f"  speed-up (median serial / median -n 2): {speedup:.2f}x")
        print(f"  identical results (pass/fail per test id, every run): {'yes' if same else 'NO'} ({len(reference)} tests)")
        for report in [*serial_reports, *parallel_reports]:
            for test in sorted(t for t in set(reference) | set(report.outcomes) if reference.get(t) != report.outcomes.get(t))[:5]:
                print(f"    differs: {test}: {reference.get(test)} in serial run 1, {report.outcomes.get(test)} in another")
        measured = f"{speedup:.2f}x, {'same' if same else 'DIFFERENT'}"
        self.target("-n 2 speed-up, identical results", measured, f">= {TARGET_SPEEDUP}x, same", speedup >= TARGET_SPEEDUP and same)

    def memory(self, results: dict[str, list[Run]], extra_round: bool) -> None:
        heading("memory: peak PSS of the process tree (pytest + fork servers + forked children; the floor's one process)")
        print(f"  PSS (proportional set size: a page shared by n processes counts 1/n) from /proc/<pid>/smaps_rollup,")
        print(f"  summed over the process and all its descendants, sampled every {SAMPLE_SECONDS * 1000:.0f} ms, "
              + ("in one extra, untimed run of each" if extra_round else "during the timed runs"))
        peaks = {kind: max(r.peak or 0 for r in runs) for kind, runs in results.items()}
        table([[kind, megabytes(peak)] for kind, peak in peaks.items()], ["run", "peak PSS"])
        if "floor" in peaks and "harness" in peaks and peaks["floor"]:
            ratio = peaks["harness"] / peaks["floor"]
            print(f"  harness / floor: {ratio:.2f}x")
            self.target("peak memory harness / floor", f"{ratio:.2f}x", f"<= {TARGET_MEMORY}x", ratio <= TARGET_MEMORY)

    def scaling(self, synthetic: Synthetic) -> None:
        sizes = self.sizes
        heading(f"scaling: comparison runs on generated corpora of {', '.join(map(str, sizes))} cases ({self.label})")
        print(f"  python -m pytest cases/s<N> -p no:cacheprovider -q, after one untimed --snapshot-update run;"
              f" {self.runs} run(s) each, interleaved")
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
            rows.append([str(size), str(items[size]), *(seconds(t) for t in times[size]), seconds(medians[size]),
                         "(fixed cost)" if cost is None else f"{cost * 1000:8.1f} ms"])
        print()
        table(rows, ["cases", "tests passed", *(f"run {n + 1}" for n in range(self.runs)), "median", "per case"])
        print(f"\n  fixed cost: {fixed:.2f} s (the {smallest}-case corpus); per case = (median - fixed) / (cases - {smallest})")
        if len(sizes) >= 2:
            slope, intercept = least_squares(list(sizes), [medians[s] for s in sizes])
            print(f"  least-squares fit: time = {intercept:.2f} s + cases x {slope * 1000:.1f} ms")
        if len(measured) >= 2:
            low, high = per_case[measured[0]], per_case[measured[-1]]
            change = (high - low) / low
            print(f"  per case at {measured[-1]} vs at {measured[0]}: {change:+.1%}")
            name = f"per-case cost at {measured[-1]} vs {measured[0]} cases"
            self.target(name, f"{change:+.1%}", f"within {TARGET_LINEAR:.0%}", abs(change) <= TARGET_LINEAR)

    def big(self, synthetic: Synthetic) -> None:
        heading(f"big output: one case, about {self.big_lines} lines, one line changed in its snapshot ({self.label})")
        for converter in synthetic.converters:
            key = f"big_{converter}"
            baseline = next((synthetic.root / "snapshots" / converter).glob("*/"), None)
            folder = baseline / f"big.{key}" / key if baseline else None
            snapshot = folder / MAIN_OUTPUT[converter] if folder else None
            if snapshot is None or not snapshot.is_file():
                self.problems.append(f"no snapshot for {key}")
                print(f"  ! no snapshot {MAIN_OUTPUT[converter]} for {key} (is its error.txt there?)")
                continue
            lines = snapshot.read_text(encoding="utf-8").splitlines(keepends=True)
            middle = len(lines) // 2
            old = lines[middle].rstrip("\n")
            lines[middle] = old + "  # changed by the benchmark\n"
            snapshot.write_text("".join(lines), encoding="utf-8")
            outputs = [p for p in folder.iterdir() if p.is_file() and not p.name.endswith((".new", ".gone"))]
            total_lines = sum(p.read_text(encoding="utf-8").count("\n") for p in outputs)
            total_bytes = sum(p.stat().st_size for p in outputs)
            junit = synthetic.root / f"big-{converter}.xml"
            run = timed(pytest_command(f"cases/big/{key}.py", junit), synthetic.root, run_env())
            report = read_junit(junit)
            test = next((t for t in report.outcomes if t.endswith(f"::{key}")), None)
            properties = report.properties.get(test, {}) if test else {}
            failure = report.failures.get(test, "") if test else ""
            removed = [l for l in failure.splitlines() if l.startswith("-") and not l.startswith("---")]
            added = [l for l in failure.splitlines() if l.startswith("+") and not l.startswith("+++")]
            shows = removed == ["-" + lines[middle].rstrip("\n")] and added == ["+" + old]
            compare = float(properties["harness_compare_seconds"]) if "harness_compare_seconds" in properties else None
            convert = float(properties["harness_convert_seconds"]) if "harness_convert_seconds" in properties else None
            rows = [
                ["outputs compared", properties.get("harness_outputs", "-")],
                ["their size", f"{total_lines} lines, {total_bytes / 1024:.0f} KiB"],
                [f"{MAIN_OUTPUT[converter]} (the changed snapshot)", f"{len(lines)} lines"],
                ["harness_convert_seconds", seconds(convert)],
                ["harness_compare_seconds (compare all, build the diff)", "-" if compare is None else f"{compare:.3f} s"],
                ["whole pytest run", seconds(run.seconds)],
                ["test outcome", report.outcomes.get(test, "missing") if test else "missing"],
                ["failure shows the one-line diff", "yes" if shows else f"NO ({len(removed)} removed, {len(added)} added lines)"],
            ]
            print(f"\n  {converter}:")
            table(rows)
            passed = compare is not None and compare < TARGET_BIG and shows
            shown = "-" if compare is None else f"{compare:.3f} s"
            measured = shown + (", diff shown" if shows else ", diff NOT shown")
            self.targets.append(Target(f"big diff, {len(lines)} lines ({converter})", measured, f"< {TARGET_BIG:g} s", passed))

    def summary(self) -> None:
        heading("targets")
        if self.quick:
            print("  (--quick: tiny corpora; these figures exercise the benchmark, the verdicts mean little)")
        verdict = {True: "PASS", False: "MISS", None: "-"}
        table([[t.name, t.value, t.goal, verdict[t.passed]] for t in self.targets], ["target", "measured", "goal", "result"])
        if self.loads:
            print(f"  other processes kept {statistics.mean(self.loads):.2f} cores busy on average during the timed runs "
                  f"(at most {max(self.loads):.2f}, of {os.cpu_count()}): more than a little makes the figures noisy")
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
    slope = sum((x - mean_x) * (y - mean_y) for x, y in zip(xs, ys)) / spread if spread else 0.0
    return slope, mean_y - slope * mean_x


def parse_list(text: str, convert: type[int] | type[str]) -> list:
    return [convert(part.strip()) for part in text.split(",") if part.strip()]


def bench(project: Path, runs: int, sizes: str, big_lines: int, only: str, quick: bool) -> int:
    """Run the chosen sections (``only``, comma-separated) and print their figures and the targets table.

    Exit code 1 if a run broke, 2 on bad options or no framework.
    """
    if isinstance(sys.stdout, io.TextIOWrapper):
        sys.stdout.reconfigure(line_buffering=True)  # progress shows while a long run goes on
    chosen = frozenset(parse_list(only, str))
    unknown = chosen - set(SECTIONS)
    if unknown or runs < 1:
        known = ", ".join(SECTIONS)
        print(f"unknown section(s) {', '.join(sorted(unknown))}; known: {known}" if unknown else "--runs must be >= 1", file=sys.stderr)
        return 2
    converters = tuple(name for name, converter in CONVERTERS.items() if converter.installed_version())
    if not converters:
        print("no framework is installed (tensorflow or torch): nothing to measure", file=sys.stderr)
        return 2
    scaling_sizes = QUICK_SIZES if quick else tuple(parse_list(sizes, int))
    if quick:
        runs, big_lines = 1, QUICK_BIG_LINES
    scaling_sizes = tuple(sorted({1, *scaling_sizes})) if "scaling" in chosen else ()
    state = Bench(project.resolve(), runs, scaling_sizes, big_lines, chosen, quick, converters)
    print(f"python -m harness bench: {sys.executable} (Python {sys.version.split()[0]}), {state.label}")
    print(f"{os.cpu_count()} cores; {runs} run(s) per figure; sections: {', '.join(s for s in SECTIONS if s in chosen)}")
    corpus_runs = bool(chosen & {"ratio", "parallel", "memory"})
    with tempfile.TemporaryDirectory(prefix="harness-bench-") as scratch:
        root = Path(scratch)
        if not quick:
            state.corpus(state.project, "cases", root)
        generated = sorted({*scaling_sizes, QUICK_CORPUS} if quick and corpus_runs else scaling_sizes)
        synthetic = None
        if generated or "big" in chosen:
            synthetic = Synthetic.create(root / "project", generated, converters, big_lines if "big" in chosen else None)
            big = " and a big one" if "big" in chosen else ""
            print(f"generated {sum(generated)} cases{big} in {synthetic.root}: creating their snapshots (untimed) ...")
            update = synthetic.update()
            state.check(update, "the --snapshot-update run of the generated project")
            print(f"  ... --snapshot-update took {update.seconds:.1f} s")
        if synthetic is not None and quick:
            state.corpus(synthetic.root, Synthetic.folder(QUICK_CORPUS), root)
        if synthetic is not None and "scaling" in chosen:
            state.scaling(synthetic)
        if synthetic is not None and "big" in chosen:
            state.big(synthetic)
    state.summary()
    return 1 if state.problems else 0
