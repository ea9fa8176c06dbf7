"""``python -m harness fuzz``: generated functions through every installed converter, twice, each outcome counted
and each difference of behaviour reduced to a minimal function.

The functions are neutral case files of a scratch project, run by pytest with the harness's plugin, as a user's
cases are: an update in one folder under one ``PYTHONHASHSEED`` (each case converted twice, in two fork
servers, before it is written), then a comparison with those snapshots from another folder under another, so
that any output that is not byte-identical fails. A reduction converts its candidates in the harness's own
fork servers.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from harness.convert import rejection
from harness.convert.behaviour.text import FILE as BEHAVIOUR
from harness.convert.behaviour.text import python_raised
from harness.converter import Converter
from harness.corpus.workspace import Workspace
from harness.project import Project
from harness.record import ItemState, Record, RecordEntry, read
from harness.store.layout import read_outputs
from harness.store.verdicts import VerdictState, verdict
from harness.tools.fuzz.programs import Program, case_file, decorated, generate
from harness.tools.fuzz.reduce import Reduced, reduce
from harness.tools.options import add_project
from harness.worker.pool import WorkerError, WorkerPool
from harness.worker.protocol import Request

HASH_SEEDS = ("1", "2")  # the first and the second run's PYTHONHASHSEED
OUTCOMES = (
    "converted",
    "rejected",
    "behaviour differs",
    "trace specialised",
    "ran unconverted",
    "not run",
    "nondeterministic",
    "crashed or hung",
    "harness errors",
)
PROBLEMS = ("nondeterministic", "crashed or hung", "harness errors")
CASE_PREFIX = "fuzz_"
REDUCE_CHUNK, REDUCE_BUDGET = 8, 240  # candidates converted at a time, and at most, per reduction


@dataclass
class Finding:
    """A case whose run failed or whose outcome needs a person: which converter, which function, and why."""

    converter: str
    program: Program
    why: str


@dataclass
class Tally:
    """Every converter's outcome counts, and the findings behind the ones that are not plain outcomes."""

    counts: dict[str, Counter[str]]
    differs: list[Finding] = field(default_factory=list)
    problems: list[Finding] = field(default_factory=list)  # nondeterministic, crashed or hung, harness errors
    session_errors: list[str] = field(default_factory=list)  # a pytest run that did not end as pytest runs end


def installed(converters: dict[str, Converter]) -> dict[str, Converter]:
    """The converters whose framework is installed here, at a version they run on."""
    chosen = {}
    for name, converter in converters.items():
        version = converter.installed_version()
        if version and not converter.unsupported(version):
            chosen[name] = converter
    return chosen


def scratch_project(root: Path, user: Project) -> Path:
    """An empty project at ``root`` with the user project's converters and limits, its cases under ``cases/``."""
    settings = ['testpaths = ["cases"]']
    for name in ("harness_case_timeout", "harness_startup_timeout", "harness_case_memory", "harness_reply_grace"):
        settings.append(f"{name} = {str(user.get(name))!r}")
    if user.converters:
        settings.append(f"harness_converters = {user.converters!r}")
    (root / "cases").mkdir(parents=True)
    (root / "pyproject.toml").write_text("[tool.pytest.ini_options]\n" + "\n".join(settings) + "\n", encoding="utf-8")
    return root


def failure_kind(entry: RecordEntry) -> str:
    """What a failed case came to, as its run record's state says: outputs that differ from the first run's
    snapshots, or two conversions that differ, are not deterministic; a conversion whose process died or was
    killed crashed or hung; anything else (a broken case, a harness error) is the harness's.

    >>> states = (ItemState.CHANGED, ItemState.NONDETERMINISTIC, ItemState.CRASHED, ItemState.BROKEN)
    >>> [failure_kind(RecordEntry("n", "failed", state)) for state in states]
    ['nondeterministic', 'nondeterministic', 'crashed or hung', 'harness errors']
    """
    if entry.state is ItemState.NONDETERMINISTIC or entry.state.differs:
        return "nondeterministic"
    return "crashed or hung" if entry.state is ItemState.CRASHED else "harness errors"


@dataclass(frozen=True)
class Session:
    """One pytest run of the scratch project: its exit code, its output (to show) and its run record."""

    code: int
    output: str
    record: Record | None

    @property
    def failures(self) -> dict[tuple[str, str], RecordEntry]:
        """Each failed case's entry, by ``(converter, case)``."""
        cases = self.record.cases() if self.record else ()
        return {(entry.converter, entry.case): entry for entry in cases if entry.outcome == "failed"}

    @property
    def broken(self) -> str:
        """Why the run did not end as a pytest run ends (passed, or some cases failed), or ""."""
        if self.code not in (0, 1):
            return f"pytest exited {self.code}:\n" + self.output[-3000:]
        if self.record is None or not self.record.finished:
            return "pytest did not finish its run record:\n" + self.output[-3000:]
        return ""


def run_pytest(project: Path, files: list[str], hash_seed: str, timeout: float, *, update: bool) -> Session:
    """pytest on some case files of the scratch project, in a Python of its own: ``--snapshot-update``, or a
    comparison with the snapshots there (without the conversion cache)."""
    record = project / "record.json"
    record.unlink(missing_ok=True)
    command = [
        sys.executable,
        "-m",
        "pytest",
        "-p",
        "no:cacheprovider",
        "-q",
        "--snapshot-update" if update else "--no-cache",
    ]
    environment = {**os.environ, "PYTHONHASHSEED": hash_seed}
    environment.pop("CI", None)  # CI refuses to write snapshots
    try:
        done = subprocess.run(
            [*command, f"--harness-record={record}", *files],
            cwd=project,
            env=environment,
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
        )
    except subprocess.TimeoutExpired as exc:
        output = (exc.stdout or b"").decode() if isinstance(exc.stdout, bytes) else (exc.stdout or "")
        return Session(-1, f"the harness did not finish within {timeout:g} s\n{output[-3000:]}", None)
    return Session(done.returncode, done.stdout + done.stderr, read(record))


def outcome(converter: str, case_dir: Path, failures: dict[tuple[str, str], RecordEntry]) -> tuple[str, str]:
    """One case's outcome under one converter, and the text behind it (a failure's message, a behaviour)."""
    failed = failures.get((converter, case_dir.name))
    if failed is not None:
        return failure_kind(failed), failed.message
    if not case_dir.is_dir():
        return "not run", ""
    outputs = read_outputs(case_dir)
    found = verdict(outputs)
    if found.state is not VerdictState.CONVERTED:
        return ("not run" if found.state.not_run else found.state.label), outputs.get(rejection.FILE, "")
    if found.differs:
        return "behaviour differs", outputs.get(BEHAVIOUR, "")
    if found.specialised:
        return "trace specialised", ""
    return ("ran unconverted" if found.unconverted else "converted"), ""


def summary_table(counts: dict[str, Counter[str]], total: int) -> list[str]:
    """A Markdown table of the outcomes, a row per converter, whose raw text lines up."""
    header = ["converter", "functions", *OUTCOMES]
    rows = [[name, str(total), *(str(count[o]) for o in OUTCOMES)] for name, count in counts.items()]
    widths = [max(len(row[i]) for row in [header, *rows]) for i in range(len(header))]

    def line(cells: list[str]) -> str:
        return "| " + " | ".join(cell.ljust(width) for cell, width in zip(cells, widths, strict=True)) + " |"

    return [line(header), line(["-" * width for width in widths]), *(line(row) for row in rows)]


class Fuzz:
    """One run of the tool: the scratch projects, the programs, the tallies, and what it prints."""

    def __init__(
        self, user: Workspace, out: Path, count: int, seed: int, batch: int, say: Callable[[str], None], reductions: int
    ):
        self.user = user.project
        self.converters = installed(user.converters)
        self.references = user.references
        self.out = out
        self.programs = generate(seed, count)
        self.seed = seed
        self.batch = batch
        self.say = say
        self.reductions = reductions  # how many differences of each converter to reduce (the rest are listed as found)
        self.first = scratch_project(out / "first", self.user)
        self.second = scratch_project(out / "second", self.user)
        self.tally = Tally({name: Counter() for name in self.converters})
        self.timeout = max(600.0, float(self.user.case_timeout) * 4 * batch)

    def run(self) -> None:
        batches = [self.programs[start : start + self.batch] for start in range(0, len(self.programs), self.batch)]
        for number, programs in enumerate(batches, start=1):
            self.run_batch(number, len(batches), programs)

    def run_batch(self, number: int, of: int, programs: list[Program]) -> None:
        began = time.monotonic()
        stem = f"{CASE_PREFIX}{number:03d}"
        title = f"Generated by python -m harness fuzz, seed {self.seed}, batch {number}: {len(programs)} functions."
        text = case_file(title, [decorated(p) for p in programs])
        for project in (self.first, self.second):
            (project / "cases" / f"{stem}.py").write_text(text, encoding="utf-8")
        files = [f"cases/{stem}.py"]
        first = run_pytest(self.first, files, HASH_SEEDS[0], self.timeout, update=True)
        shutil.copytree(self.first / "snapshots", self.second / "snapshots", dirs_exist_ok=True)
        second = run_pytest(self.second, files, HASH_SEEDS[1], self.timeout, update=False)
        for session in (first, second):
            if session.broken:
                self.tally.session_errors.append(f"batch {number}: {session.broken}")
        counted: dict[str, Counter[str]] = {name: Counter() for name in self.converters}
        failed, compared = first.failures, second.failures
        for name, converter in self.converters.items():
            version = converter.installed_version() or ""
            folder = self.first / "snapshots" / name / converter.baseline(version) / stem
            for program in programs:
                kind, why = outcome(name, folder / program.name, failed)
                again = compared.get((name, program.name))
                if again is not None and kind not in PROBLEMS:
                    kind = failure_kind(again)
                    why = f"the comparison from another folder, under another PYTHONHASHSEED, failed: {again.message}"
                counted[name][kind] += 1
                if kind == "behaviour differs":
                    self.tally.differs.append(Finding(name, program, why))
                elif kind in PROBLEMS:
                    self.tally.problems.append(Finding(name, program, f"{kind}: {why}"))
            self.tally.counts[name] += counted[name]
        shown = "; ".join(
            f"{name} "
            + ", ".join(f"{n} {kind}" for kind, n in sorted(count.items(), key=lambda kv: OUTCOMES.index(kv[0])))
            for name, count in counted.items()
        )
        names = f"{programs[0].name}-{programs[-1].name}"
        self.say(f"batch {number}/{of} ({names}, two runs) in {time.monotonic() - began:.0f} s: {shown}")

    def reduce_all(self) -> dict[str, list[tuple[Finding, Reduced, str]]]:
        """Each behaviour difference reduced, per converter, in the harness's fork servers."""
        reduced: dict[str, list[tuple[Finding, Reduced, str]]] = {}
        if not self.tally.differs:
            return reduced
        project = scratch_project(self.out / "reduce", self.user)
        pool = WorkerPool(
            float(self.user.case_timeout),
            self.converters,
            float(self.user.startup_timeout),
            reply_grace=float(self.user.reply_grace),
        )
        seen: Counter[str] = Counter()
        chosen = []
        for finding in self.tally.differs:
            seen[finding.converter] += 1
            if seen[finding.converter] <= self.reductions:
                chosen.append(finding)
        try:
            for index, finding in enumerate(chosen, start=1):
                began = time.monotonic()
                converter = self.converters[finding.converter]
                keeps = Candidates(project, pool, converter, finding, index, self.references[converter.name])
                result = reduce(finding.program.source, keeps, chunk=REDUCE_CHUNK, budget=REDUCE_BUDGET)
                behaviour = keeps.behaviours.get(result.source, finding.why)
                reduced.setdefault(finding.converter, []).append((finding, result, behaviour))
                lines = result.source.count("\n")
                self.say(
                    f"reduced {index}/{len(chosen)}: {finding.converter} {finding.program.name}"
                    f" to {lines} lines, {result.tries} tries{' (budget spent)' if result.exhausted else ''},"
                    f" in {time.monotonic() - began:.0f} s"
                )
        finally:
            pool.close()
        return reduced


class Candidates:
    """The predicate of one reduction: whether the converter still converts a candidate to a function whose
    behaviour differs from Python's, Python itself returning a value on every input set."""

    def __init__(
        self, project: Path, pool: WorkerPool, converter: Converter, finding: Finding, index: int, reference: str
    ):
        self.project, self.pool, self.converter, self.finding = project, pool, converter, finding
        self.index = index
        self.reference = reference  # how its fork server finds the converter (Request.converter)
        self.chunks = 0
        self.behaviours: dict[str, str] = {}  # each kept candidate's behaviour.txt, by its source

    def __call__(self, sources: list[str]) -> list[bool]:
        self.chunks += 1
        stem = f"reduce_{self.index:04d}_{self.chunks:03d}"
        name = self.finding.program.name
        programs = [
            Program(
                f"{name}_{number}",
                source.replace(f"def {name}(", f"def {name}_{number}(", 1),
                self.finding.program.inputs,
            )
            for number, source in enumerate(sources)
        ]
        # No converters=(...) in their decorator: the request names the converter, and a converter may convert decorators too
        text = case_file("Candidates of a reduction.", [decorated(p) for p in programs])
        (self.project / "cases" / f"{stem}.py").write_text(text, encoding="utf-8")
        kept = []
        for source, program in zip(sources, programs, strict=True):
            request = Request(str(self.project), f"cases.{stem}", program.name, self.reference)
            try:
                outputs = self.pool.convert(self.converter.server, request)["outputs"]
            except WorkerError:
                kept.append(False)
                continue
            behaviour = outputs.get(BEHAVIOUR, "")
            fine = rejection.FILE not in outputs and not python_raised(behaviour)
            kept.append(fine and verdict(outputs).differs)
            if kept[-1]:
                self.behaviours[source] = behaviour.replace(f"{program.name}", name)
        return kept


def helpers_called(source: str) -> list[str]:
    """The generated helpers a reduced function still calls, by name."""
    return [name for name in ("_twice_plus", "_halve", "_clamp") if f"{name}(" in source]


def report(fuzz: Fuzz, reduced: dict[str, list[tuple[Finding, Reduced, str]]], elapsed: float) -> list[str]:
    """The summary: outcome counts per converter, then each problem, then each reduced difference, grouped."""
    total = len(fuzz.programs)
    lines = ["", f"{total} generated functions (seed {fuzz.seed}), each run twice, in {elapsed:.0f} s:", ""]
    lines += summary_table(fuzz.tally.counts, total)
    for error in fuzz.tally.session_errors:
        lines += ["", f"harness error in a run: {error}"]
    for problem in fuzz.tally.problems:
        lines += ["", f"{problem.converter} {problem.program.name}: {problem.why.strip()}", decorated(problem.program)]
    for name, results in reduced.items():
        groups: dict[str, list[tuple[Finding, str]]] = {}
        for finding, result, behaviour in results:
            groups.setdefault(result.source, []).append((finding, behaviour))
        found = [f.program.name for f in fuzz.tally.differs if f.converter == name]
        lines += [
            "",
            f"## {name}: {len(found)} behaviour differences, {len(results)} reduced, to {len(groups)} functions",
        ]
        for source, members in sorted(groups.items(), key=lambda kv: -len(kv[1])):
            names = [finding.program.name for finding, _ in members]
            lines += ["", f"from {len(names)} functions ({', '.join(names[:8])}{', ...' if len(names) > 8 else ''}):"]
            lines += [f"    {line}" for line in source.splitlines()]
            if used := helpers_called(source):
                lines.append(f"    # calls {', '.join(used)} (the generated helpers)")
            lines += [f"    # {line}" for line in members[0][1].splitlines() if line]
        if unreduced := found[len(results) :]:
            lines += ["", f"not reduced (--reduce {fuzz.reductions}): {', '.join(unreduced)}"]
    return lines


def fuzz_command(user: Workspace, count: int, seed: int, batch: int, out: str | None, reductions: int) -> int:
    """Run the tool; exit 1 when a harness error or a nondeterministic case was found, 2 when nothing can run."""
    say = lambda text: print(text, flush=True)  # noqa: E731
    converters = installed(user.converters)
    if not converters:
        print(
            "no converter of this project is installed here: run fuzz with a tox environment's Python", file=sys.stderr
        )
        return 2
    folder = (Path(out) if out else Path(tempfile.mkdtemp(prefix="harness-fuzz-"))).resolve()  # children run elsewhere
    if folder.exists() and any(folder.iterdir()):
        print(f"{folder} is not empty: give fuzz an empty or new folder (--out)", file=sys.stderr)
        return 2
    began = time.monotonic()
    say(
        f"fuzz: {count} functions (seed {seed}) in batches of {batch}, through {', '.join(converters)}; scratch project in {folder}"
    )
    fuzz = Fuzz(user, folder, count, seed, batch, say, reductions)
    fuzz.run()
    if fuzz.tally.differs:
        say(f"reducing {len(fuzz.tally.differs)} behaviour differences")
    reduced = fuzz.reduce_all()
    print("\n".join(report(fuzz, reduced, time.monotonic() - began)))
    if not out:
        shutil.rmtree(folder, ignore_errors=True)
    bad = sum(c["harness errors"] + c["nondeterministic"] for c in fuzz.tally.counts.values())
    return 1 if fuzz.tally.session_errors or bad else 0


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--count", type=int, default=500, metavar="N", help="how many functions (default: 500)")
    parser.add_argument("--seed", type=int, default=0, help="the generator's seed (default: 0)")
    parser.add_argument(
        "--batch", type=int, default=50, metavar="N", help="functions per case file and run (default: 50)"
    )
    parser.add_argument(
        "--out", metavar="DIR", help="keep the scratch project in this new folder (default: a temporary one)"
    )
    parser.add_argument(
        "--reduce",
        type=int,
        default=1000,
        metavar="N",
        help="reduce the first N differences of each converter (default: 1000)",
    )
    add_project(parser, help="a folder of the project whose converters run (default: .)")


def run(args: argparse.Namespace, workspace: Workspace) -> int:
    return fuzz_command(workspace, args.count, args.seed, args.batch, args.out, args.reduce)
