"""``history --build``: per release, a throwaway environment (uv), the corpus converted by the harness, the release stored
as a step, the environment removed; resumable, one release alone or several side by side."""

from __future__ import annotations

import contextlib
import fcntl
import importlib.metadata
import json
import os
import shutil
import subprocess
import sys
import threading
import time
import tomllib
from collections.abc import Callable, Collection, Iterator, Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, replace
from pathlib import Path

import harness
from harness.converter import BASE_PYTHON, Converter
from harness.corpus.casename import CaseName
from harness.corpus.fingerprint import fingerprints
from harness.corpus.workspace import Workspace
from harness.project import Project
from harness.record import Outcome, Record, read
from harness.store import pending
from harness.store.baselines import MANIFEST, python_of
from harness.store.history import (
    RELEASES,
    Chain,
    State,
    by_case,
    case_of,
    full_baselines,
    make_step,
    one_error,
    read_state,
    read_step,
    stored,
    write_step,
)
from harness.store.history import load_chain as chain_of

PACKAGE = Path(harness.__file__).parent
WORK = ".history-build"  # the work folder's default, under the project
CONVERTED = "converted.json"  # written last in a release's work folder: its conversion is complete
LOCK = ".lock"  # in the work folder: held by the one run that builds with it, and naming its process
RECORD = "record.json"  # in a release's work folder: the run record of its conversion (harness.record)
PROGRESS = 30  # seconds between two progress lines of a conversion
_MANIFEST = (
    "import sys; from harness.convert.registry import load; from harness.store.baselines import installed_versions, "
    "render_manifest; c = load().active([sys.argv[1]])[sys.argv[2]]; "
    "sys.stdout.write(render_manifest(installed_versions(c), dict(c.settings)))"
)


class WorkFolderBusy(Exception):
    """Another run builds with the same work folder."""


@contextlib.contextmanager
def exclusive(work: Path) -> Iterator[None]:
    """Hold the work folder for this run alone (an exclusive lock on its ``.lock``, released when the run ends, however
    it ends); a second run raises ``WorkFolderBusy`` naming the folder and the other run's process."""
    work.mkdir(parents=True, exist_ok=True)
    with open(work / LOCK, "a+", encoding="utf-8") as handle:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            handle.seek(0)
            other = handle.read().strip() or "unknown"
            raise WorkFolderBusy(
                f"history --build: another run (pid {other}) is building in {work}; two runs sharing a work folder"
                " overwrite each other's conversions. Wait for it to end, or give this run another --work folder"
            ) from None
        handle.truncate(0)
        handle.write(f"{os.getpid()}\n")
        handle.flush()
        yield


@dataclass(frozen=True)
class Release:
    """One release of a framework the history holds, and what a throwaway environment installs for it."""

    framework: str
    version: str
    install: tuple[str, ...]
    converters: tuple[str, ...]
    python: str = ""  # the Python its environment runs on (X.Y), when its wheels need another than the harness's
    interpreter: bool = False  # its converters' outputs depend on ``python``, not the base one: its name says it

    @property
    def name(self) -> str:
        """Its steps' name: each of its converters' baseline name (``Converter.baseline``) on its Python."""
        return f"{self.framework}-{self.version}" + (f"-python{self.python}" if self.interpreter else "")


def on_python(release: Release, sensitive: Collection[str]) -> Release:
    """A release on another Python than the base one runs only its converters whose outputs depend on the
    interpreter (``sensitive``), under a name that says the Python; with none of them, it is a plain release.

    >>> bytecode = on_python(Release("fw", "1.0", (), ("bc",), "3.12"), {"bc", "other"})
    >>> bytecode.name, bytecode.converters
    ('fw-1.0-python3.12', ('bc',))
    >>> mixed = on_python(Release("fw", "1.0", (), ("ast", "bc"), "3.12"), {"bc"})
    >>> mixed.name, mixed.converters
    ('fw-1.0-python3.12', ('bc',))
    >>> on_python(Release("fw", "1.0", (), ("ast",), "3.12"), {"bc"}).name
    'fw-1.0'
    >>> on_python(Release("fw", "1.0", (), ("bc",), "3.11"), {"bc"}).name
    'fw-1.0'
    """
    if not release.python or tuple(int(n) for n in release.python.split(".")) == BASE_PYTHON:
        return release
    kept = tuple(c for c in release.converters if c in sensitive)
    return replace(release, converters=kept, interpreter=True) if kept else release


def read_releases(path: Path, sensitive: Collection[str] = ()) -> list[Release]:
    """The releases of the data file, framework by framework, oldest first, each on its Python (``on_python``, for
    the converters named ``sensitive``); a malformed file raises ValueError.

    >>> import tempfile
    >>> data = Path(tempfile.mkdtemp()) / "releases.toml"
    >>> _ = data.write_text('[tf]\\nconverters = ["a"]\\nreleases = [{ release = "2.1", install = ["tf==2.1.3"] }]\\n')
    >>> [(r.name, r.install, r.converters) for r in read_releases(data)]
    [('tf-2.1', ('tf==2.1.3',), ('a',))]
    """
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        releases = [
            Release(
                framework,
                str(entry["release"]),
                tuple(entry["install"]),
                tuple(table["converters"]),
                str(entry.get("python", "")),
            )
            for framework, table in data.items()
            for entry in table["releases"]
        ]
        return [on_python(release, sensitive) for release in releases]
    except (OSError, tomllib.TOMLDecodeError, KeyError, TypeError, ValueError) as exc:
        raise ValueError(f"{path}: {type(exc).__name__}: {exc}") from exc


def sensitive(converters: Mapping[str, Converter]) -> set[str]:
    """The converters of a project (``Workspace.converters``) whose outputs depend on the interpreter."""
    return {name for name, converter in converters.items() if converter.interpreter}


def chain_of_release(releases: list[Release], release: Release) -> list[str]:
    """The names of the releases in ``release``'s chain: its framework's, on its Python, oldest first."""
    python = python_of(release.name)
    return [r.name for r in releases if r.framework == release.framework and python_of(r.name) == python]


def pick(releases: list[Release], names: list[str]) -> list[Release]:
    """The releases named (``<framework>-X.Y``, or ``<framework>`` for all of a framework's); all when none is."""
    if not names:
        return releases
    known = {r.name for r in releases} | {r.framework for r in releases}
    unknown = [n for n in names if n not in known]
    if unknown:
        raise ValueError(f"unknown release {', '.join(unknown)}; known: {', '.join(r.name for r in releases)}")
    return [r for r in releases if r.name in names or r.framework in names]


def seconds(value: float) -> str:
    """A duration a person reads.

    >>> seconds(42.4), seconds(185)
    ('42 s', '3 min 5 s')
    """
    value = round(value)
    return f"{value} s" if value < 60 else f"{value // 60} min {value % 60} s"


def size_of(folder: Path) -> str:
    """A folder's size in GB or MB."""
    total = sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())
    return f"{total / 1e9:.1f} GB" if total > 1e9 else f"{total / 1e6:.0f} MB"


def outcomes(record: Record) -> dict[tuple[str, str], Outcome]:
    """Each case's outcome in a run, by ``(converter, dotted name)``: what a release's build keeps.

    >>> from harness.record import ItemState, RecordEntry
    >>> run = Record(2, (RecordEntry("n", "passed", ItemState.PASSED, "c", name="m.f"), RecordEntry("o", "failed", ItemState.CRASHED, "c", name="m.g")))
    >>> outcomes(run)
    {('c', 'm.f'): 'passed', ('c', 'm.g'): 'failed'}
    """
    return {entry.key: entry.outcome for entry in record.cases()}


def warm_counts(record: Record) -> tuple[int, int]:
    """How many cases of a run passed from a warm worker, and how many a fresh child converted again after one.

    >>> from harness.record import ItemState, RecordEntry
    >>> warm_counts(Record(2, (RecordEntry("n", "passed", ItemState.PASSED, "c", warm=True), RecordEntry("o", "passed", ItemState.NEW, "c"))))
    (1, 0)
    """
    cases = list(record.cases())
    return sum(entry.warm for entry in cases), sum(entry.refreshed for entry in cases)


def lay_out(baseline: Path, state: State) -> None:
    """A baseline folder holding a state's outputs (made even when it has none)."""
    baseline.mkdir(parents=True, exist_ok=True)
    for key, data in state.items():
        (baseline / key).parent.mkdir(parents=True, exist_ok=True)
        (baseline / key).write_bytes(data)


class Builder:
    """Builds releases into a history folder, keeping its work (environments, converted corpora) in ``work``."""

    def __init__(
        self,
        project: Project,
        history: Path,
        work: Path,
        uv: str,
        say: Callable[[str], None] = print,
        python: str | None = None,
        only: str | None = None,
    ):
        self.project, self.history, self.work, self.uv, self.python = project, history, work, uv, python
        workspace = Workspace.load(project)
        self.registry = workspace.registry
        self.releases = read_releases(history / RELEASES, sensitive(workspace.converters))
        if only is not None:
            known = sorted({c for r in self.releases for c in r.converters})
            if only not in known:
                raise ValueError(f"{history / RELEASES}: no release runs {only!r}; its converters: {', '.join(known)}")
            self.releases = [replace(r, converters=(only,)) for r in self.releases if only in r.converters]
        self.sources = fingerprints(project.cases, workspace.known)
        self._say, self._lock = say, threading.RLock()
        self.outcome: dict[str, str] = {}  # per release, what its summary line says
        self.failed: set[str] = set()  # the releases whose build failed
        self.settled: set[str] = set()  # the releases with nothing to build: full baselines, or stored before
        self.rebuilding: set[tuple[str, str]] = set()  # (converter, release) stored, to be stored again
        self.incremental = False  # --stale: a stored release converts only the cases its step does not compare
        self.selected: dict[tuple[str, str], list[str]] = {}  # (converter, release) -> those cases, --stale
        self.uncompared: dict[tuple[str, str], list[str]] = {}  # a step to re-base -> the cases it did not compare

    def say(self, release: Release, text: str) -> None:
        with self._lock:
            self._say(f"{release.name}: {text}")

    def runs(self, release: Release, converter: str) -> bool:
        """Whether the converter runs on the release at all (its entry's ``minimum``)."""
        return self.registry.active([self.named(converter)])[converter].unsupported(release.version) is None

    def unconverted(self, release: Release) -> list[str]:
        """The release's converters that run there with no committed baseline there: those its build converts."""
        return [
            c for c in release.converters if self.runs(release, c) and release.name not in self._full(release.name, c)
        ]

    def converting(self, release: Release) -> list[str]:
        """The converters the release's conversion runs: all it has no baseline of, or with ``--stale`` those whose
        step is not stored or has cases to convert again."""
        return [
            c
            for c in self.unconverted(release)
            if not self.incremental
            or (c, release.name) in self.selected
            or release.name not in self._steps(release.name, c)
        ]

    def _full(self, release: str, converter: str) -> dict[str, Path]:
        """The converter's full baselines in the release's chain (on its Python)."""
        return full_baselines(self.project.snapshots, converter, python_of(release))

    def _steps(self, release: str, converter: str) -> dict[str, Path]:
        """The converter's stored steps in the release's chain (on its Python)."""
        return stored(self.history, converter, python_of(release))

    def _chain(self, release: str, converter: str) -> Chain:
        return chain_of(self.history, self.project.snapshots, converter, python=python_of(release))

    def full(self, release: Release) -> bool:
        """Every converter of the release has a committed baseline there: nothing to convert."""
        return not self.unconverted(release)

    def done(self, release: Release) -> bool:
        return all(self._stored(release.name, c) or self._no_step_needed(release, c) for c in release.converters)

    def _no_step_needed(self, release: Release, converter: str) -> bool:
        """A converter the release does not run, or the oldest full baseline of its chain, has no step."""
        if not self.runs(release, converter):
            return True
        full = self._full(release.name, converter)
        if release.name in full:
            return self._neighbour(release, converter) is None
        converted = self.work / release.name / CONVERTED
        return converted.is_file() and not (self.work / release.name / "snapshots" / converter / release.name).is_dir()

    def _neighbour(self, release: Release, converter: str) -> str | None:
        """The release a step is taken against: the one before it when a full baseline lies before it, else the one
        after it (a chain older than its converter's oldest full baseline runs backwards from it)."""
        chain = chain_of_release(self.releases, release)
        full = self._full(release.name, converter)
        index = chain.index(release.name)
        if any(chain.index(f) < index for f in full if f in chain):
            return chain[index - 1]
        if release.name in full:
            return None
        return chain[index + 1] if index + 1 < len(chain) else None

    def convert(self, release: Release) -> None:
        """Install, convert the corpus with the harness into the release's work folder, remove the environment."""
        folder = self.work / release.name
        env, scratch = folder / "env", folder / "snapshots"
        started = time.monotonic()
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir(parents=True)
        references = self._seed_references(release, scratch)
        if self.python:  # an environment the user made: nothing to install or remove
            self.say(release, f"converting with {self.python}")
            failed = self._convert_in(release, Path(self.python), scratch, references)
        else:
            self.say(release, f"installing {' '.join(release.install)}")
            try:
                self._run([self.uv, "venv", "--quiet", "--python", release.python or sys.executable, str(env)])
                python = env / "bin" / "python"
                requirements = self._harness_requirements()
                self._run(
                    [self.uv, "pip", "install", "--quiet", "--python", str(python), *release.install, *requirements]
                )
                self.say(release, f"installed in {seconds(time.monotonic() - started)} ({size_of(env)})")
                failed = self._convert_in(release, python, scratch, references)
            finally:
                shutil.rmtree(env, ignore_errors=True)
                self.say(release, "removed its environment")
        (folder / CONVERTED).write_text(json.dumps({"failed": failed}, indent=1) + "\n", encoding="utf-8")

    def _seed_references(self, release: Release, scratch: Path) -> dict[str, str]:
        """Per converter, the nearest earlier release whose outputs are known (a full baseline, a stored step, or a
        release this build converted), laid out in ``scratch`` as the baseline the release's run compares with: the
        cases it did not change pass there from a warm worker, exactly as a comparison run in a tox environment does,
        and only the others are converted again in fresh children. With none, it is converted fresh throughout."""
        chain = chain_of_release(self.releases, release)
        references = {}
        for converter in self.converting(release):
            known = (self._known(converter, name) for name in chain[: chain.index(release.name)][::-1])
            found = next((k for k in known if k is not None), None)
            if found is None:
                continue
            name, state, manifest = found
            lay_out(scratch / converter / name, state)
            shutil.copyfile(manifest, scratch / converter / name / MANIFEST)
            references[converter] = name
        return references

    def _known(self, converter: str, release: str) -> tuple[str, State, Path] | None:
        """A release's outputs of a converter and its manifest, where they are known: its full baseline, its stored
        step, or its conversion in the work folder."""
        full, steps = self._full(release, converter), self._steps(release, converter)
        converted = self.work / release / "snapshots" / converter / release
        if release in full:
            return release, read_state(full[release]), full[release] / MANIFEST
        if release in steps:
            return (
                release,
                self._chain(release, converter).state(release),
                steps[release] / MANIFEST,
            )
        if (self.work / release / CONVERTED).is_file() and converted.is_dir():
            return release, read_state(converted), converted / MANIFEST
        return None

    def _convert_in(self, release: Release, python: Path, scratch: Path, references: dict[str, str]) -> list[str]:
        """The corpus compared, in ``python``'s environment, with each converter's reference; then, per converter,
        the release's own outputs (the reference's where a case passed, the fresh children's where it changed) in
        ``scratch``, with its manifest. Returns the cases the harness failed on, as ``converter::case``."""
        outcomes = self._pytest(release, python, scratch)
        expected = {
            f"{c}/{name}" for c, name in (*references.items(), *((c, release.name) for c in release.converters))
        }
        written = sorted(p.relative_to(scratch).as_posix() for p in scratch.glob("*/*") if p.is_dir())
        if strangers := [folder for folder in written if folder not in expected]:
            raise RuntimeError(
                f"the environment wrote {', '.join(strangers)}, not {release.name}: check the release's install"
            )
        failed = []
        for converter in self.converting(release):
            selected = self.selected.get((converter, release.name))
            reference = references.get(converter)
            outputs = read_state(scratch / converter / reference) if reference else {}
            target = scratch / converter / release.name
            changed = set()
            for change in pending.find(target):
                key = change.snapshot.relative_to(target).as_posix()
                changed.add(case_of(key))
                if change.removal:
                    outputs.pop(key, None)
                else:
                    outputs[key] = change.marker.read_bytes()
            ran = {
                case: outcome
                for (c, case), outcome in outcomes.items()
                if c == converter and (selected is None or case in selected)
            }
            if selected is None and all(outcome == "skipped" for outcome in ran.values()):  # not run by the release
                shutil.rmtree(scratch / converter, ignore_errors=True)
                continue
            kept = {case for case, outcome in ran.items() if outcome == "passed" or case in changed}
            if not kept and any(outcome != "skipped" for outcome in ran.values()):  # a worker that does not start
                raise RuntimeError(
                    f"the harness failed on every case of {converter}: nothing stored (see {scratch.parent / 'pytest.log'})"
                )
            outputs = {key: data for key, data in outputs.items() if case_of(key) in kept}
            if selected is not None:  # the step's other cases keep their stored outputs, and failures
                untouched, failures = self._untouched(release.name, converter, selected)
                outputs |= untouched
                failed += [f"{converter}::{case}" for case in failures]
            if error := one_error(by_case(outputs)):
                raise RuntimeError(
                    f"every case of {converter} ends with one and the same error, the harness's or the environment's,"
                    f" not {release.name}'s: {error}; nothing stored"
                )
            failed += [
                f"{converter}::{case}" for case, outcome in ran.items() if case not in kept and outcome != "skipped"
            ]
            shutil.rmtree(scratch / converter, ignore_errors=True)  # the reference and the pending files
            lay_out(target, outputs)
            manifest = self._run([str(python), "-c", _MANIFEST, self.named(converter), converter], self._env())
            (target / MANIFEST).write_text(manifest, encoding="utf-8")
        if failed:
            self.say(release, f"the harness failed on {len(failed)}: {', '.join(sorted(failed))}")
        return sorted(failed)

    def _untouched(self, release: str, converter: str, selected: Collection[str]) -> tuple[State, list[str]]:
        """What the stored step holds of the cases ``--stale`` does not convert again: their outputs, and those of
        them the harness failed on (each compared, so its base holds what it held when the step was built)."""
        chain = self._chain(release, converter)
        step = chain.steps[release]
        kept = {key: data for key, data in chain.state(release).items() if self._untouched_case(case_of(key), selected)}
        return kept, [case for case in step.failed if self._untouched_case(case, selected)]

    def _untouched_case(self, case: str, selected: Collection[str]) -> bool:
        return case in self.sources and case not in selected

    def _harness_requirements(self) -> list[str]:
        """The harness's own dependencies, installed beside the framework: its source tree's ``pyproject.toml``,
        else the installed distribution's metadata (its extras aside)."""
        pyproject = PACKAGE.parent / "pyproject.toml"
        if pyproject.is_file():
            return list(tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]["dependencies"])
        distribution = importlib.metadata.packages_distributions()[PACKAGE.name][0]
        return [r for r in importlib.metadata.requires(distribution) or [] if "extra ==" not in r]

    def _harness_path(self) -> Path:
        """A folder holding only this harness package (a link to it), for the environment's ``PYTHONPATH``: the
        harness runs as it is here, from a source tree or an installed one, and nothing else of this Python leaks in."""
        folder = self.work / "harness-path"
        folder.mkdir(parents=True, exist_ok=True)
        staged = folder / f".{PACKAGE.name}-{os.getpid()}-{threading.get_ident()}"
        staged.unlink(missing_ok=True)
        staged.symlink_to(PACKAGE, target_is_directory=True)
        os.replace(staged, folder / PACKAGE.name)  # atomic: side-by-side builds may do it at once
        return folder

    def _run(self, command: list[str], env: dict[str, str] | None = None) -> str:
        result = subprocess.run(command, capture_output=True, text=True, stdin=subprocess.DEVNULL, env=env)
        if result.returncode:
            last = (result.stderr or result.stdout).strip().splitlines()[-3:]
            raise RuntimeError(f"{Path(command[0]).name} {command[1]} failed: {' / '.join(last)}")
        return result.stdout

    def named(self, converter: str) -> str:
        """How ``harness_converters`` names a converter: as the project names it (a package's ``module:ATTRIBUTE``),
        else by its registered name."""
        return next((ref for ref in self.project.converters if converter in self.registry.active([ref])), converter)

    def _env(self) -> dict[str, str]:
        """The environment the harness runs in there: this harness alone on its path, no CI (it writes nothing)."""
        env = {k: v for k, v in os.environ.items() if k not in ("CI", "PYTHONPATH")}
        return env | {"PYTHONPATH": str(self._harness_path()), "PYTHONUNBUFFERED": "1"}

    def _pytest(self, release: Release, python: Path, scratch: Path) -> dict[tuple[str, str], Outcome]:
        """The corpus compared by the harness's plugin with the baselines in ``scratch``, its changes left pending
        there; each ``(converter, case)``'s outcome (passed, failed or skipped), read from the run record (its
        output goes to ``pytest.log``, for a person)."""
        env = self._env()
        record = scratch.parent / RECORD
        record.unlink(missing_ok=True)
        command = [
            str(python), "-m", "pytest", *self._selection(release), "-p", "no:harness", "-p", "harness.plugin", "-p", "no:cacheprovider",
            "-o", f"harness_snapshots={scratch}",
            "-o", "harness_converters=" + "\n".join(self.named(c) for c in self.converting(release)),
            "-v", "--no-header", "--color=no", f"--harness-record={record}",
        ]  # fmt: skip
        started, last, said = time.monotonic(), 0.0, 0
        scratch.mkdir(parents=True, exist_ok=True)
        log = (scratch.parent / "pytest.log").open("w", encoding="utf-8")
        with subprocess.Popen(
            command, cwd=self.project.root, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL, text=True,
        ) as process:  # fmt: skip
            assert process.stdout is not None
            for line in process.stdout:
                log.write(line)
                if time.monotonic() - last > PROGRESS and (progress := read(record)) and progress.entries:
                    last, said = time.monotonic(), len(progress.entries)
                    self.say(release, f"converting {said}/{progress.collected}")
        log.close()
        if process.returncode not in (0, 1, 5):  # 5: nothing collected, as where no converter of the release runs
            raise RuntimeError(f"pytest exited {process.returncode} (see {scratch.parent / 'pytest.log'})")
        done = read(record)
        if done is None or not done.finished:
            raise RuntimeError(f"pytest wrote no run record (see {scratch.parent / 'pytest.log'})")
        if len(done.entries) != said:
            self.say(release, f"converting {len(done.entries)}/{done.collected}")
        warm, fresh = warm_counts(done)
        self.say(
            release,
            f"converted {done.collected} in {seconds(time.monotonic() - started)}: {warm} passed warm, {fresh} converted fresh",
        )
        return outcomes(done)

    def _selection(self, release: Release) -> list[str]:
        """What pytest collects: the corpus, or with ``--stale`` only the cases to convert again (node ids), when every
        converter the release converts converts only some (a case the corpus no longer holds is only dropped)."""
        chosen = [self.selected.get((c, release.name)) for c in self.converting(release)]
        if not chosen or any(cases is None for cases in chosen):
            return [self.project.cases_name]
        ids = [
            CaseName(*case.rsplit(".", 1)).forms(self.project.cases_name, converter)[3]
            for converter in self.converting(release)
            for case in self.selected[converter, release.name]
            if case in self.sources
        ]
        return ids or [self.project.cases_name]

    def store_ready(self) -> None:
        """Store every converted release whose neighbour is available, in chain order, until none is left."""
        progress = True
        while progress:
            progress = False
            for release in self.releases:
                for converter in release.converters:
                    if self._store(release, converter):
                        progress = True

    def _store(self, release: Release, converter: str) -> bool:
        if self._stored(release.name, converter) or self._no_step_needed(release, converter):
            return False
        full = self._full(release.name, converter)
        folder = self.work / release.name
        if release.name in full:
            new, manifest, failed = read_state(full[release.name]), None, []
        elif (folder / CONVERTED).is_file():
            scratch = folder / "snapshots" / converter / release.name
            new, manifest = read_state(scratch), (scratch / MANIFEST).read_text(encoding="utf-8")
            failures = json.loads((folder / CONVERTED).read_text(encoding="utf-8"))["failed"]
            failed = [f.split("::", 1)[1] for f in failures if f.startswith(f"{converter}::")]
        else:
            return False
        base = self._neighbour(release, converter)
        if base is None or not (base in full or self._stored(base, converter)):
            return False
        if held := sorted(set(failed) & set(by_case(new))):
            self.outcome[release.name] = f"FAILED: {converter} not stored: its work folder holds outputs of {held[0]}"
            self.failed.add(release.name)
            self.say(
                release,
                f"not stored {converter}: its conversion says the harness failed on {', '.join(held)}, yet the work"
                f" folder {folder} holds their outputs: two runs wrote it; convert it again",
            )
            return False
        old = self._chain(release.name, converter).state(base)
        step = make_step(release.name, base, old, new, self.sources, failed)
        write_step(self.history / converter / release.name, step, manifest)
        self.rebuilding.discard((converter, release.name))
        self.say(
            release,
            f"stored {converter}: {len(step.changed)} outputs changed or added, {len(step.removed)} removed (against {base})",
        )
        return True

    def rebuild(self, chosen: list[Release], pairs: set[tuple[str, str]] | None = None) -> dict[str, dict[str, State]]:
        """Before a rebuild: the chosen releases' stored steps (or only ``pairs``, ``(converter, release)``) count as
        not stored until stored again (a copy of each is kept in the work folder), and their conversions there are
        forgotten. Returns, per converter, the states of the steps taken against one of them, which :meth:`rebase`
        stores again against the rebuilt base."""
        if pairs is None:
            pairs = {(c, r.name) for r in chosen for c in r.converters}
        kept: dict[str, dict[str, State]] = {}
        for converter, python in sorted({(c, python_of(name) or "") for c, name in pairs}):
            names = {name for c, name in pairs if c == converter and python_of(name) == (python or None)}
            steps = stored(self.history, converter, python or None)
            chain = chain_of(self.history, self.project.snapshots, converter, python=python or None)
            dependents = [r for r, step in chain.steps.items() if r not in names and step.base in names]
            kept.setdefault(converter, {}).update({release: chain.state(release) for release in dependents})
            self.uncompared |= {(converter, r): chain.not_compared(r, self.sources) for r in dependents}
            for name in sorted(names & set(steps)):
                copy = self.work / name / f"replaced-{converter}"
                shutil.rmtree(copy, ignore_errors=True)
                shutil.copytree(steps[name], copy)
                self.rebuilding.add((converter, name))
        for name in {name for _, name in pairs}:
            (self.work / name / CONVERTED).unlink(missing_ok=True)
        return kept

    def stale(self, chosen: list[Release]) -> dict[str, dict[str, State]]:
        """Before ``--stale``: per converter of each chosen release whose step is stored, the cases it does not compare
        (``Chain.not_compared``), to be converted again alone (a full baseline's step is taken again from it), each
        such step rebuilt (:meth:`rebuild`): the chain's other cases keep their stored outputs."""
        self.incremental = True
        pairs = set()
        chains: dict[tuple[str, str | None], Chain] = {}
        for release in chosen:
            for converter in release.converters:
                if not self.runs(release, converter) or release.name not in self._steps(release.name, converter):
                    continue
                key = (converter, python_of(release.name))
                if key not in chains:
                    chains[key] = self._chain(release.name, converter)
                chain = chains[key]
                cases = chain.not_compared(release.name, self.sources)
                if cases:
                    pairs.add((converter, release.name))
                    self.selected[converter, release.name] = cases
                    self.say(release, f"{converter}: {len(cases)} cases not compared, to convert again")
        return self.rebuild(chosen, pairs)

    def rebase(self, kept: dict[str, dict[str, State]]) -> None:
        """Store again each step taken against a rebuilt release: the same outputs, as they differ from the new base;
        a case it did not compare keeps its record, so it stays not compared (its base moved under it)."""
        for converter, states in kept.items():
            for release, state in states.items():
                steps = self._steps(release, converter)
                old = read_step(steps[release])
                if (converter, old.base) in self.rebuilding:
                    self._say(f"{release}: not re-based: its base {old.base} was not stored again")
                    continue
                base = self._chain(release, converter).state(old.base)
                full = self._full(release, converter)
                new = read_state(full[release]) if release in full else state
                sources = {case: record[0] for case, record in old.cases.items()}
                manifest = steps[release] / MANIFEST
                text = manifest.read_text(encoding="utf-8") if manifest.is_file() else None
                step = make_step(release, old.base, base, new, sources, old.failed)
                left = {c: old.cases[c] for c in self.uncompared.get((converter, release), ()) if c in old.cases}
                write_step(steps[release], replace(step, cases=step.cases | left), text)  # still not compared
                self._say(f"{release}: re-based {converter} against the rebuilt {old.base}, its outputs unchanged")

    def _stored(self, release: str, converter: str) -> bool:
        """Whether the release's step is stored (and, in a rebuild, stored again)."""
        return release in self._steps(release, converter) and (converter, release) not in self.rebuilding

    def build(self, chosen: list[Release], jobs: int, convert: bool, store: bool) -> int:
        todo = [r for r in chosen if not self.full(r) and not self.done(r)]
        skipped = [r for r in chosen if r not in todo]
        for release in skipped:
            self.outcome[release.name] = "full baseline" if self.full(release) else "already stored"
            self.settled.add(release.name)
        pending = [r for r in todo if not (self.work / r.name / CONVERTED).is_file()] if convert else []

        def one(release: Release) -> None:
            started = time.monotonic()
            try:
                self.convert(release)
                self.outcome[release.name] = f"converted in {seconds(time.monotonic() - started)}"
            except (RuntimeError, OSError) as exc:
                self.outcome[release.name] = f"FAILED: {exc}"
                self.failed.add(release.name)
                self.say(release, f"failed: {exc}")
                return
            if store:
                with self._lock:
                    self.store_ready()

        with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
            list(pool.map(one, pending))
        if store:
            self.store_ready()
        return self.summary(chosen, store)

    def summary(self, chosen: list[Release], store: bool) -> int:
        self._say("summary:")
        bad = 0
        for release in chosen:
            outcome = self.outcome.get(release.name, "converted earlier")
            if release.name in self.failed:
                bad += 1
            elif store and not self.done(release):
                waiting = {self._neighbour(release, c) for c in release.converters} - {None}
                outcome += f"; not stored yet: waiting for {', '.join(sorted(w for w in waiting if w))}"
                bad += 1
            elif store and release.name not in self.settled:
                outcome += "; stored"
            self._say(f"  {release.name:<16} {outcome}")
        return 1 if bad else 0


def build(
    project: Project,
    history: Path,
    names: list[str],
    jobs: int,
    work: Path,
    convert: bool = True,
    store: bool = True,
    python: str | None = None,
    plan: bool = False,
    converter: str | None = None,
    rebuild: bool = False,
    stale: bool = False,
) -> int:
    """The command: build the named releases (all when none is named), then print a summary; with ``plan``, only
    print as JSON the releases that need converting (a CI matrix). ``converter``: that converter's steps only.
    ``rebuild``: build stored releases again (a driver fix changed them), the steps taken against them re-based;
    ``stale``: in stored releases, convert again only the cases their steps do not compare."""
    uv = shutil.which("uv") or str(Path(sys.executable).with_name("uv"))
    try:
        builder = Builder(project, history, work, uv, python=python, only=converter)
        chosen = pick(builder.releases, names)
    except ValueError as exc:
        print(exc, file=sys.stderr)
        return 2
    if plan:
        print(json.dumps([r.name for r in chosen if not builder.full(r) and not builder.done(r)]))
        return 0
    to_convert = [r for r in chosen if not builder.full(r) and (rebuild or stale or not builder.done(r))]
    if convert and to_convert and not python and not Path(uv).is_file():  # a full baseline converts nothing
        print(
            f"history --build needs uv in this environment to convert {', '.join(r.name for r in to_convert)}:"
            " pip install uv",
            file=sys.stderr,
        )
        return 2
    try:
        with exclusive(work):
            kept = builder.stale(chosen) if stale else builder.rebuild(chosen) if rebuild else {}
            outcome = builder.build(chosen, jobs, convert, store)
            if kept and store:
                builder.rebase(kept)
            return outcome
    except (ValueError, WorkFolderBusy) as exc:  # a stored step whose base is gone: the chain cannot be replayed
        print(exc, file=sys.stderr)
        return 2


def store_full(project: Project, name: str, say: Callable[[str], None]) -> list[Path]:
    """Store the steps of a release that every converter of it has a full baseline of (as ``release`` leaves it),
    taken from them, nothing converted; a step stored before (a candidate's, now promoted) is stored anew. Returns
    the step folders of the release."""
    builder = Builder(project, project.history, project.root / WORK, "", say=say)
    chosen = pick(builder.releases, [name])
    for release in chosen:
        builder.rebuilding |= {
            (c, release.name) for c in release.converters if release.name in builder._steps(release.name, c)
        }
    builder.store_ready()
    return [
        folder
        for release in chosen
        for converter in release.converters
        if (folder := builder._steps(release.name, converter).get(release.name)) is not None
    ]
