"""The pytest nodes of a case file: one group per converter, one item per case, compared output by output.

Items read the run's plan from pytest's stash (``plan.PLAN``) and never reach into the session.
"""

from __future__ import annotations

import base64
import os
import time
from collections import Counter
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest
from syrupy.assertion import SnapshotAssertion

from harness.convert import unfinished
from harness.convert.saved import SAVED, SAVED_DIR, not_kept_reason
from harness.converter import Converter
from harness.corpus.casename import CaseName
from harness.corpus.discovery import Case, CaseFile, discover
from harness.invocation import harness_command
from harness.plugin.compare import CaseComparison, compare, pend
from harness.plugin.failure import describe, headline, new_headline
from harness.plugin.plan import PLAN, RunPlan
from harness.plugin.syrupy_extension import SnapshotAccessError
from harness.project import shown
from harness.record import ItemState, RecordEntry
from harness.store import baselines, files, layout, saved
from harness.store.report.making import CHANGED, IMPROVED, REGRESSED, direction, kept
from harness.store.report.text import REPORT, UnreadableReport, read
from harness.textdiff import paint
from harness.worker.pool import WorkerError
from harness.worker.protocol import Converted, Failure, Request

# what an item comes to by its compile report's move, a word of the report's vocabulary
DIRECTIONS = {IMPROVED: ItemState.IMPROVED, REGRESSED: ItemState.REGRESSED, CHANGED: ItemState.CHANGED}
UNREADABLE = "unreadable"  # a compile report that cannot be read: never a move
UNCHANGED = "unchanged"  # a compile report made again as it was: the case's other outputs moved


# what an item comes to by the pool's kind of failure, a word of the worker's vocabulary
FAILURE_STATES: dict[Failure, ItemState] = {
    "nondeterministic": ItemState.NONDETERMINISTIC,
    "crashed": ItemState.CRASHED,
    "case-error": ItemState.BROKEN,
    "harness-error": ItemState.HARNESS_ERROR,
}


def conversion_failure(exc: WorkerError) -> ItemState:
    """What a conversion that gave no result came to, by the pool's kind of failure.

    >>> conversion_failure(WorkerError("...", "nondeterministic")).label, conversion_failure(WorkerError("...", "crashed")).label
    ('nondeterministic', 'crashed')
    >>> conversion_failure(WorkerError("...", "case-error")).label, conversion_failure(WorkerError("...")).label
    ('broken', 'harness error')
    """
    return FAILURE_STATES[exc.kind]


class CaseFileCollector(pytest.File):
    """A case file: one group of tests per converter that takes its cases.

    Once collected, it holds what the session reports once for the whole run: its notes (definitions that are
    not cases) and how many of its cases each converter that does not run here (its framework not installed, or
    a release it cannot run on) leaves uncollected.
    """

    def __init__(self, *, twin: Path | None = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.twin = twin  # a case file whose name differs from this one's only in case
        self.notes: list[str] = []
        self.not_run_cases: Counter[str] = Counter()
        self.info: CaseFile | None = None  # what collection read: the stale check works from it, never a later read
        self.duplicates: dict[str, int] = {}  # a case name defined more than once, and the line of its first definition

    def collect(self) -> Iterator[pytest.Item | pytest.Collector]:
        plan = self.config.stash[PLAN]
        info = read_case_file(self.path, plan, self.twin)
        self.info = info
        where = self.path.relative_to(self.config.rootpath)
        self.notes = [f"{where}: {note}" for note in info.notes]
        if info.error:
            yield BrokenCaseFile.from_parent(self, name="file", info=info)
            return
        firsts: dict[str, int] = {}
        for case in info.cases:
            firsts.setdefault(case.name, case.line)
        last = {case.name: case for case in info.cases}  # Python binds a name defined twice to its last definition
        self.duplicates = {name: firsts[name] for name, case in last.items() if case.line != firsts[name]}
        for name, converter in plan.converters.items():
            cases = [case for case in last.values() if name in case.converters]
            if cases and name not in plan.selections:
                self.not_run_cases[name] += len(cases)  # no item: reported once, in the header and the summary
            elif cases:
                missing = converter.missing_companion(info.imports)
                yield ConverterGroup.from_parent(self, name=name, converter=converter, cases=cases, missing=missing)


def read_case_file(path: Path, plan: RunPlan, twin: Path | None = None) -> CaseFile:
    """A case file's cases, or why it cannot be read: one whose name holds a dot (``loops.v2.py``) is not
    importable by its dotted name, and would share a snapshot folder with another (``loops/v2.py``), as one whose
    name differs from another's (``twin``, ``discovery.case_file_twins``) only in case would on a case-insensitive
    checkout."""
    if not path.is_file():  # a FIFO or a device would block the reader, or never end
        return CaseFile(path=path, error="not a regular file")
    if any("." in part for part in path.relative_to(plan.cases_dir).with_suffix("").parts):
        better = "_".join(path.stem.split("."))
        return CaseFile(
            path=path,
            error=f"a case file's name cannot hold a dot: it names a folder of cases (rename it, e.g. {better}.py)",
        )
    if twin is not None:
        return CaseFile(
            path=path,
            error=f"its name differs from {shown(twin, plan.project.root)}'s only in case: on a case-insensitive"
            " checkout (macOS, Windows) the two are one file, and share a snapshot folder; rename one",
        )
    try:
        return discover(path, plan.converters, plan.workspace.known)
    except Exception as exc:  # noqa: BLE001 - whatever a hostile file does to the reader costs that file alone
        return CaseFile(path=path, error=f"cannot be read: {type(exc).__name__}: {exc}")


def absent_companion(missing: str, baseline: Path, case_dir: Path, root: Path) -> str:
    """Why a case whose file imports a companion that is not installed fails with CI set, where the baseline holds
    it: skipped, it would pass a run that compared nothing of it."""
    recorded = baselines.read_manifest(baseline).get(missing)
    written = f" (its manifest records {missing} {recorded})" if recorded else ""
    return (
        f"{missing} is not installed, and {shown(case_dir, root)} holds this case{written}: with CI set a case the"
        f" baseline converted is not skipped; install {missing} beside the framework"
    )


class NotAPytestModule(pytest.File):
    """Stands in for pytest's own module collector on a case file: collects nothing, imports nothing."""

    def collect(self) -> Iterator[pytest.Item]:
        return iter(())


class ConverterGroup(pytest.Collector):
    """The cases of one file that one converter takes."""

    def __init__(self, *, converter: Converter, cases: list[Case], missing: str | None = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.converter = converter
        self.cases = cases
        self.missing = missing  # a companion the file imports that is not installed: its cases are skipped

    def collect(self) -> Iterator[pytest.Item]:
        for case in self.cases:
            yield CaseItem.from_parent(self, name=case.name, case=case, converter=self.converter, missing=self.missing)


def _requests_snapshot_fixture(snapshot: SnapshotAssertion) -> None:
    """What a case item asks pytest for: syrupy's ``snapshot`` fixture. The item converts and compares itself."""


class HarnessFailure(Exception):
    """A failure whose message says everything; shown without a traceback."""


class HarnessItem(pytest.Item):
    """An item whose failures are HarnessFailures, shown as their message alone."""

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException], style: Any = None) -> Any:
        if isinstance(excinfo.value, HarnessFailure):
            return str(excinfo.value)
        if isinstance(excinfo.value, OSError) and files.no_space(excinfo.value):  # the disk's fault, not the harness's
            exc = excinfo.value
            if exc.filename:
                return f"{self.name}: {files.unwritable(Path(shown(Path(exc.filename), self.config.rootpath)), exc)}"
            return (
                f"{self.name}: a write failed ({exc.strerror}): a disk this run writes to is full (the snapshots', the"
                " conversion cache's or TMPDIR's); free space on it, then run again"
            )
        if isinstance(excinfo.value, Exception) and not isinstance(excinfo.value, AssertionError):
            last = excinfo.traceback[-1] if excinfo.traceback else None
            where = f" (at {Path(str(last.path)).name}:{last.lineno + 1})" if last else ""
            return (
                f"{self.name}: harness error {type(excinfo.value).__name__}: {excinfo.value}{where}; please report it"
            )
        return super().repr_failure(excinfo)


class BrokenCaseFile(HarnessItem):
    """Stands for a case file that cannot be read, so the rest of the run goes on."""

    def __init__(self, *, info: CaseFile, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.info = info

    def runtest(self) -> None:
        where = self.info.path.relative_to(self.config.rootpath)
        line = f":{self.info.error_line}" if self.info.error_line else ""
        raise HarnessFailure(f"{where}{line}: {self.info.error}\nno case of this file ran; its snapshots are kept")

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, (self.info.error_line or 1) - 1, f"{self.path.name}: cannot be read"


class StaleSnapshots(HarnessItem):
    """With ``CI`` set, fails on snapshot folders whose case no longer exists, so that pytest's count says why."""

    def __init__(self, *, folders: list[Path], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.folders = folders

    def runtest(self) -> None:
        root = self.config.rootpath
        raise HarnessFailure(
            "\n".join(
                [
                    f"{len(self.folders)} snapshot folder(s) whose case no longer exists:",
                    *(f"  {folder.relative_to(root)}" for folder in self.folders),
                    (
                        "CI is set, so they fail the run: delete them and commit (an update of their whole case file,"
                        " or of the folder that held a deleted one, deletes them; --snapshot-warn-unused only lists"
                        " them)"
                    ),
                ]
            )
        )

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, 0, "stale snapshots"


def replays(converter: Converter, baseline: Path, key: str, case: str) -> tuple[tuple[str, str], ...]:
    """The older releases' folders of a case that keep its saved program (``saved.txt``, or ``saved/`` alone where the
    project keeps its compile reports alone), oldest first, for a converter that saves one: its run of ``baseline``
    replays each. Another Python's folder of a release whose outputs do not depend on the interpreter replays the
    release's own older ones, as the baseline it compares with does.

    >>> import tempfile
    >>> root = Path(tempfile.mkdtemp())
    >>> (root / "fw-1.0" / "m" / "f" / "saved").mkdir(parents=True)
    >>> saving = Converter("mine", "fw", ("fw",), "d", saved_as="p.bin", loader="m:load")
    >>> [name for name, _ in replays(saving, root / "fw-1.1-python3.12", "m", "f")]
    ['fw-1.0']
    """
    if not converter.saved_as or not baseline.parent.is_dir():
        return ()
    own, python = baseline.name, baselines.python_of(baseline.name)
    if python and not converter.interpreter:
        own = own.removesuffix(f"-python{python}")
    names = baselines.older((p.name for p in baseline.parent.iterdir() if p.is_dir()), own)
    folders = ((name, baseline.parent / name / key / case) for name in names)
    return tuple((name, str(f)) for name, f in folders if (f / SAVED).is_file() or (f / SAVED_DIR).is_dir())


class CaseItem(HarnessItem, pytest.Function):
    """One case converted by one converter, compared output by output through syrupy's ``snapshot`` fixture."""

    def __init__(self, *, case: Case, converter: Converter, missing: str | None = None, **kwargs: Any) -> None:
        super().__init__(callobj=_requests_snapshot_fixture, **kwargs)
        self.case = case
        self.converter = converter
        plan = self.plan
        key = plan.case_file_key(self.path)
        self.extra_keyword_matches.add(str(CaseName(key, case.name)))  # -k mine.sum_squares
        root = str(plan.cases_dir.parent)
        selection = plan.selections[converter.name]  # a converter that does not run here has no items
        self.request = Request(
            root,
            plan.import_name(self.path),
            case.name,
            plan.workspace.references[converter.name],
            replays(converter, selection.write_dir, key, case.name),
        )
        self.snapshot_dir = selection.compared_dir / key / case.name  # an update stages a new baseline whole
        self.pending_dir = selection.write_dir / key / case.name
        self.baseline = selection.read_dir
        self.absent = ""  # with CI set, why a case the baseline holds cannot run here: it fails, never skips
        if missing and plan.ci and not plan.writes and self.snapshot_dir.is_dir():
            self.absent = absent_companion(missing, selection.compared_dir, self.snapshot_dir, self.config.rootpath)
        elif missing:
            self.add_marker(pytest.mark.skip(reason=f"{missing} is not installed"))
        self.result = RecordEntry(
            self.nodeid,
            "passed",
            ItemState.HARNESS_ERROR,  # until runtest says otherwise
            converter.name,
            snapshots=shown(selection.read_dir / key / case.name, self.config.rootpath),
            case_file=shown(self.path, self.config.rootpath),
            case=case.name,
            name=str(CaseName(key, case.name)),
            baseline=selection.read_dir.name,
        )

    @property
    def plan(self) -> RunPlan:
        return self.config.stash[PLAN]

    def runtest(self) -> None:
        """Convert the case (or take an earlier conversion from the cache), compare every output; a difference is
        confirmed by a second, independent conversion before it is reported and left pending for review."""
        plan, framework = self.plan, self.converter.server
        self.check_name()
        self.check_links()
        if self.absent:
            self.result.state = ItemState.BROKEN
            raise HarnessFailure(f"{self.label}: {self.absent}")
        self.check_replays()
        key = plan.cache.key(self.path, self.request, self.converter) if plan.cache else ""
        served = plan.cache.get(key, self.converter) if plan.cache and key and not plan.writes else None
        if served and self.passes_as_snapshots(served):
            self.result.cached = True
            return
        if plan.warm and self.passes_warm(plan, key):
            return
        started = time.perf_counter()
        try:
            # Before anything is written, a second, independent conversion must agree.
            result = plan.pool.convert(framework, self.request, check=plan.writes)
        except WorkerError as exc:
            self.result.state = conversion_failure(exc)
            raise HarnessFailure(self.worker_failure(exc)) from None
        converted = time.perf_counter()
        if plan.cache and key and unfinished.FILE not in result["outputs"]:  # a killed child's reads are unknown
            plan.cache.put(key, result["outputs"], result["depends"])
        self.result.imported = result["depends"]["distributions"]
        outputs = self.kept(result["outputs"])
        self.result.note = self.program_not_kept(result["outputs"], outputs)
        compared = self.compare(outputs, self.saved_files(result) if plan.update and self.converter.saved_as else None)
        self.user_properties += [  # for --junitxml, which the benchmark reads
            ("harness_convert_seconds", converted - started),
            ("harness_compare_seconds", time.perf_counter() - converted),
        ]
        self.result.written = tuple(compared.written)
        if not compared.differences:
            self.result.outputs, self.result.state = len(outputs), compared.state
            return
        try:
            # A difference must not come from the conversion itself varying.
            confirmed = plan.pool.confirm(framework, self.request, result)
        except WorkerError as exc:
            self.result.state = conversion_failure(exc)
            raise HarnessFailure(self.worker_failure(exc)) from None
        if confirmed is not result:  # only the case's own Python result differed: compared as the two made it
            outputs = self.kept(confirmed["outputs"])
            compared = self.compare(outputs, None)
            self.result.written = tuple(compared.written)
            if not compared.differences:
                self.result.outputs, self.result.state = len(outputs), compared.state
                return
        # Counted only now: the outputs of a conversion that did not hold still were never compared.
        # The snapshots no longer produced are outputs compared too: never more differing than compared.
        self.result.outputs = len(outputs) + len(compared.gone)
        self.result.differing = len(compared.differences)
        self.result.state = compared.state
        primary = [name for name, _ in self.converter.primary_outputs]
        lines = describe(compared.differences, primary)
        if self.colour:
            lines = paint(lines, colour=True).splitlines()
        way, moved = self.report_direction(outputs)
        if compared.state is ItemState.NEW:
            first = new_headline(self.label, self.baseline.name, self.why_new())
        else:
            first = headline(self.label, compared.differences, len(outputs), primary)
            if way == UNREADABLE:  # never a verdict: it fails, whichever way the received report went
                self.result.state = ItemState.BROKEN
                first = f"{self.label}: {moved}; nothing is ranked; {first.removeprefix(self.label + ': ')}"
            elif way:
                first = f"{self.label}: compile report {way} ({moved}); {first.removeprefix(self.label + ': ')}"
        older = None if plan.own_baseline(self.converter.name) else self.snapshot_dir.parent.parent.name
        try:
            self.result.pending, next_step = pend(
                compared,
                plan.pending_place(self.pending_dir),
                ci=plan.ci,
                compared_with=older,
                review=harness_command("review", elsewhere=plan.ci),
                received=plan.received,
            )
        except OSError as exc:  # a full disk: the differences are said, and none is kept for review
            where = shown(Path(exc.filename or plan.pending_place(self.pending_dir)), self.config.rootpath)
            kept = "nothing was kept for review; its snapshots are as they were"
            raise HarnessFailure("\n".join([first, *lines, f"{files.unwritable(Path(where), exc)}; {kept}"])) from None
        if self.result.pending and self.converter.saved_as:  # accepting the case writes its program, as an update
            self.pend_saved(result, plan.pending_place(self.pending_dir))
        others = sorted({*compared.received, *compared.gone} - {REPORT})  # what moved beside the report
        if way == IMPROVED and not plan.project.report_strict and not (plan.ci and others):
            self.result.state, self.result.differing = ItemState.IMPROVED, 0
            self.result.note = "; ".join(filter(None, [self.result.note, f"{first}; {next_step}"]))
            return
        if way == IMPROVED and not plan.project.report_strict:  # CI keeps nothing: the other outputs are no report's
            self.result.state = ItemState.CHANGED
            first += f"; with CI set its other outputs ({', '.join(others)}) fail whatever its report did"
        elif way in DIRECTIONS:
            self.result.state = DIRECTIONS[way]
        raise HarnessFailure("\n".join([first, *lines, next_step]))

    def report_direction(self, outputs: dict[str, str]) -> tuple[str, str]:
        """Which way the case's compile report moved (``improved``, ``regressed``, ``changed``) and its first line
        before and after, when its snapshots keep one that differs; ``unchanged`` and its first line when they keep
        one the case made again; :data:`UNREADABLE` and which report cannot be read, and why, when either is no
        report the harness writes; else empty."""
        snapshot = self.snapshot_dir / REPORT
        recorded = layout.read_outputs(self.snapshot_dir).get(REPORT)
        if recorded is None or REPORT not in outputs:
            return "", ""
        if recorded == outputs[REPORT]:
            return UNCHANGED, recorded.split("\n", 1)[0]
        read_them = []
        for text, which in (
            (recorded, shown(snapshot, self.config.rootpath)),
            (outputs[REPORT], f"the received {REPORT}"),
        ):
            try:
                read_them.append(read(text))
            except UnreadableReport as exc:
                return UNREADABLE, f"{which} cannot be read as a compile report: {exc}"
        old, new = read_them
        return direction(old, new), f"{old.lines()[0]} -> {new.lines()[0]}"

    def why_new(self) -> str:
        """Why a case has no snapshot in the baseline it was compared with: a companion that installs now and did
        not then, or a case the baseline's corpus did not hold."""
        baseline = self.baseline
        collector = self.getparent(CaseFileCollector)
        imports = collector.info.imports if collector and collector.info else ()
        recorded = baselines.read_manifest(baseline)
        installed = baselines.installed_versions(self.converter)
        cause = baselines.companion_change(recorded, installed, imports, self.converter.companions, baseline.name)
        if cause:
            return cause
        if baseline != self.pending_dir.parent.parent:
            return f"the case was not in the corpus when {baseline.name} was written"
        return "a new case"

    def worker_failure(self, exc: WorkerError) -> str:
        """A conversion that gave no result: its reason on one line, naming the case's file and line unless it does; a
        failure that is no case's own (a fork server that cannot start) is shown once, and pointed to after that."""
        where = f"{self.path.relative_to(self.config.rootpath)}"
        said, shown = str(exc), self.plan.pool.shown
        if exc.again and said in shown:
            said = exc.again
        shown.add(said)
        first, _, rest = said.partition("\n")
        if where not in first:
            first += f" ({where}:{self.case.line})"
        return "\n".join([f"{self.label}: {first}", *([rest] if rest else []), "its snapshots are kept"])

    def check_name(self) -> None:
        """Fail, before any conversion, a case defined twice or named too long for its snapshot folder."""
        where = f"{self.path.relative_to(self.config.rootpath)}:{self.case.line}"
        collector = self.getparent(CaseFileCollector)
        first = collector.duplicates.get(self.case.name) if collector else None
        if first is not None:
            self.result.state = ItemState.BROKEN
            raise HarnessFailure(
                f"{where}: {self.case.name} is defined twice (first at line {first}); only the last definition"
                " would be converted: rename one"
            )
        limit = os.pathconf(
            self.plan.snapshots_dir if self.plan.snapshots_dir.is_dir() else self.config.rootpath, "PC_NAME_MAX"
        )
        for kind, name in (("case name", self.case.name), ("case file name", self.plan.case_file_key(self.path))):
            size = len(name.encode("utf-8"))
            if size + len(".snapshot-tmp") > limit:
                self.result.state = ItemState.BROKEN
                cut = name if len(name) <= 40 else name[:40] + "..."
                raise HarnessFailure(
                    f"{where}: {kind} {cut} is too long for a snapshot folder ({size} bytes; at most"
                    f" {limit - len('.snapshot-tmp')}): shorten it"
                )

    def check_links(self) -> None:
        """Fail, before any conversion, a case whose folders (its snapshots', its pending changes', the older
        baselines' whose saved programs it replays) are reached through a symbolic link below their converter's
        folder or hold one: nothing of it is read, written or deleted through a link (``layout.links``)."""
        folders = {self.snapshot_dir, self.pending_dir, self.plan.pending_place(self.pending_dir)}
        for folder in sorted(folders | {Path(older) for _, older in self.request.replays}):
            try:
                layout.unlinked(folder)
            except layout.Linked as exc:
                self.result.state = ItemState.BROKEN
                raise HarnessFailure(f"{self.label}: {exc}") from None

    def check_replays(self) -> None:
        """Fail, before any conversion, a case an older release's saved program of which cannot be read: its replay
        would fail in the harness's own code, and no verdict it gave would be the program's."""
        for release, folder in self.request.replays:
            unread = saved.unreadable(Path(folder))
            if unread:
                path, why = unread
                self.result.state = ItemState.BROKEN
                raise HarnessFailure(
                    f"{self.label}: {shown(path, self.config.rootpath)}: cannot be read ({why}): {release}'s saved"
                    " program was not replayed and nothing was compared; fix its permissions, or restore it (git checkout)"
                )

    def passes_as_snapshots(self, result: Mapping[str, Any]) -> bool:
        """Whether outputs that no fresh child made (cached, or a warm worker's) are exactly the snapshots: then the
        case passes. Anything else is never reported: the case is converted again, and checked, in a fresh child."""
        outputs = None if result.get("outputs") is None else self.kept(result["outputs"])
        try:
            if outputs is None or outputs != layout.read_outputs(self.snapshot_dir):
                return False
        except (OSError, UnicodeDecodeError):  # a snapshot it cannot read: the fresh child's comparison says so
            return False
        self.compare(outputs)
        self.result.outputs, self.result.state = len(outputs), ItemState.PASSED
        self.result.imported = result["depends"]["distributions"]
        return True

    def passes_warm(self, plan: RunPlan, key: str) -> bool:
        """Whether the warm worker's conversion gave exactly the snapshots; a difference, a new case, a broken case,
        a crash or a hang of the worker means a fresh child converts the case again, as if there were no warm worker."""
        if (self.snapshot_dir / unfinished.FILE).exists():
            self.result.refreshed = True  # a conversion its converter did not finish would not finish warm either
            return False
        started = time.perf_counter()
        try:
            result: Mapping[str, Any] = plan.pool.convert(self.converter.server, self.request, warm=True)
        except WorkerError:
            result = {}
        self.user_properties.append(("harness_warm_seconds", time.perf_counter() - started))
        if not self.passes_as_snapshots(result):
            self.result.refreshed = True
            return False
        if plan.cache and key:
            plan.cache.put(key, result["outputs"], result["depends"])
        self.result.warm = True
        return True

    def kept(self, outputs: dict[str, str]) -> dict[str, str]:
        """What of a conversion's outputs the case's snapshots keep (the project's ``harness_keep``)."""
        return kept(outputs, self.converter.load_views(), self.plan.project.keep)

    def program_not_kept(self, received: Mapping[str, str], kept: Mapping[str, str]) -> str:
        """What the run's summary says of a saved program that was not kept where no snapshot says so (a project that
        keeps its compile reports alone keeps no ``saved.txt``); "" otherwise."""
        why = not_kept_reason(received.get(SAVED, "")) if SAVED not in kept else None
        return f"{self.label}: its saved program is not kept ({why}): no newer release replays it" if why else ""

    @staticmethod
    def saved_files(result: Converted) -> dict[str, bytes]:
        """The files of the program a conversion saved, by name (none when it saved none, or its own release did not
        load it back); a project that keeps its compile reports alone keeps them too: its next release replays them."""
        files = {name: base64.b64decode(data) for name, data in result.get("saved", {}).items()}
        return files if SAVED in result["outputs"] else {}

    def pend_saved(self, result: Converted, case_dir: Path) -> None:
        """A failing comparison's saved program, pending beside its received outputs for ``review`` to accept."""
        try:
            saved.pend(case_dir, self.saved_files(result))
        except (OSError, ValueError) as exc:
            self.result.state = ItemState.BROKEN
            raise HarnessFailure(f"{self.label}: its saved program cannot be kept for review: {exc}") from None

    def compare(self, outputs: dict[str, str], program: Mapping[str, bytes] | None = None) -> CaseComparison:
        """The outputs against the snapshots; an update writes them, and the files of the ``program`` the conversion
        saved, all or none."""
        plan = self.plan
        snapshot = self.funcargs["snapshot"]
        assert isinstance(snapshot, SnapshotAssertion)
        try:
            return compare(
                outputs,
                snapshot,
                self.snapshot_dir,
                self.config.rootpath,
                update=plan.update,
                pending_dir=self.pending_dir,
                program=program,
            )
        except SnapshotAccessError as exc:
            self.result.state = ItemState.BROKEN
            raise HarnessFailure(f"{self.label}: {exc}") from None

    @property
    def colour(self) -> bool:
        """A terminal that shows colour, unless ``--snapshot-no-colors`` (its default is on off a terminal)."""
        option = self.config.option
        return self.config.get_terminal_writer().hasmarkup and (not option.no_colors or option.color == "yes")

    @property
    def label(self) -> str:
        return f"{self.converter.name}::{self.plan.case_file_key(self.path)}::{self.case.name}"

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, self.case.line - 1, self.label
