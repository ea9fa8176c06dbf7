"""What one run compares, with which cache and pool: a frozen value made once per session, handed to items through pytest's stash."""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

import pytest

from harness.converter import Converter, EntryError
from harness.corpus.discovery import module_key
from harness.corpus.workspace import Workspace
from harness.plugin.cache import ConversionCache
from harness.project import SETTINGS, Project, positive, shown
from harness.store import baselines, layout
from harness.store.baselines import Selection
from harness.worker.pool import WorkerPool


@dataclass(frozen=True)
class RunPlan:
    """The project and its converters (``workspace``), the baseline each compares with, what the run may write, its cache and pool."""

    workspace: Workspace
    versions: Mapping[str, str | None]  # installed framework versions; None where not installed
    unsupported: Mapping[str, str]  # converters the installed version cannot run, and why
    selections: Mapping[str, Selection]  # per runnable converter, the baseline it writes and the one it reads
    update: bool  # --snapshot-update: every snapshot that differs is rewritten
    writes: bool  # --snapshot-update or --snapshot-update-new-only
    ci: bool
    cache: ConversionCache | None
    pool: WorkerPool
    warm: bool = False  # a comparison run may try a warm worker first (never an update: it writes)
    received: Path | None = None  # --received: where pending changes go instead of beside the snapshots

    @property
    def project(self) -> Project:
        return self.workspace.project

    @property
    def converters(self) -> Mapping[str, Converter]:
        """The converters the project uses (installed or not)."""
        return self.workspace.converters

    def pending_place(self, folder: Path) -> Path:
        """Where the pending changes of a folder of the snapshots go: the folder, or its place under ``--received``."""
        return self.received / folder.relative_to(self.project.root) if self.received else folder

    @property
    def cases_dir(self) -> Path:
        return self.project.cases

    @property
    def snapshots_dir(self) -> Path:
        return self.project.snapshots

    def own_baseline(self, converter: str) -> bool:
        """Whether this run compares with its own version's baseline (not an older one's)."""
        selection = self.selections.get(converter)
        return selection is not None and not selection.fallback

    def not_run(self, converter: str) -> str | None:
        """Why a converter does not run here (its framework is not installed, or a release it cannot run on), or
        None when it runs: such a converter contributes no test item."""
        if self.versions.get(converter) is None:
            return f"{self.converters[converter].framework} is not installed"
        if converter in self.unsupported:
            return f"unsupported: {self.unsupported[converter]}"
        return None

    def compares_with(self, given: str) -> str | None:
        """Why this run does not compare with the baseline ``given`` names (a CI matrix row's: ``<framework>-X.Y``,
        ``<framework>-X.Y-pythonA.B``, either after ``<converter>/``), or None when it does: every converter of that
        framework that runs here has that release as its own, on the Python the name gives, and reads its baseline,
        not an older one's (the release's one baseline, for a converter whose outputs do not depend on Python)."""
        named, _, name = given.rpartition("/")
        release, python, here = baselines.release_of(name), baselines.python_of(name), _here()
        if release is None:
            return f"--baseline {given}: no baseline's name (<framework>-X.Y, or <converter>/<framework>-X.Y)"
        framework = release.rpartition("-")[0]
        mine = [c for c in self.converters.values() if (c.name == named if named else c.framework == framework)]
        if not mine:
            return f"--baseline {given}: no converter of this project is {named or 'of ' + framework}"
        why = [str(self.not_run(c.name)) for c in mine if c.name not in self.selections]
        for converter in (c for c in mine if c.name in self.selections):
            selection = self.selections[converter.name]
            own, read = selection.write_dir.name, selection.read_dir.name
            installed = f"{converter.framework} {self.versions[converter.name]} on Python {here}"
            if baselines.release_of(own) != release or (python or here) != here:
                return (
                    f"--baseline {given}: {converter.name} compares with {read} here ({installed}): the job runs"
                    " another release or Python than its row names; give the row the Python its baseline was"
                    " written with"
                )
            if baselines.release_of(read) != release or (converter.interpreter and read != own):
                return (
                    f"--baseline {given}: {converter.name} compares with {read} here: {own} holds no snapshot yet;"
                    f" write it with {installed} (pytest cases --snapshot-update) and commit it"
                )
        if len(why) == len(mine):
            return f"--baseline {given}: nothing here compares with it: {why[0]}"
        return None

    def import_name(self, path: Path) -> str:
        """The dotted name a child imports a case file by, e.g. ``cases.loops``."""
        return f"{self.cases_dir.name}.{self.case_file_key(path)}"

    def case_file_key(self, path: Path) -> str:
        """A case file's folder name inside a baseline, e.g. ``loops``."""
        return module_key(path, self.cases_dir)


PLAN = pytest.StashKey[RunPlan]()


def project_of(config: pytest.Config) -> Project:
    """The project as pytest read its settings (``-o`` overrides included): the same reader the commands use."""
    return Project(config.rootpath, {setting.name: config.getini(setting.name) for setting in SETTINGS})


def make_plan(config: pytest.Config) -> RunPlan:
    """The run's plan, from pytest's configuration; an entry that breaks the contract (built-in or the project's) and
    a bad ``harness_converters`` are usage errors, before any case runs."""
    try:
        workspace = Workspace.load(project_of(config))
    except EntryError as exc:
        raise pytest.UsageError(str(exc)) from None
    project = workspace.project
    try:
        converters = workspace.converters
    except (ImportError, AttributeError, TypeError, ValueError) as exc:
        raise pytest.UsageError(f"harness_converters: {exc}") from None
    update = bool(config.option.update_snapshots)
    writes = update or bool(getattr(config.option, "update_new_snapshots_only", False))
    ci = bool(os.environ.get("CI"))
    versions = {name: converter.installed_version() for name, converter in converters.items()}
    unsupported = {name: why for name, c in converters.items() if (v := versions[name]) and (why := c.unsupported(v))}
    if update:
        unsupported |= {
            name: why
            for name, c in converters.items()
            if (v := versions[name]) and name not in unsupported and (why := _other_python(project, c, v))
        }
    selections: dict[str, Selection] = {}
    for name, converter in converters.items():
        if (version := versions[name]) is not None and name not in unsupported:
            root = project.snapshots / name
            own = baselines.own_name(root, converter, version, _here())
            selections[name] = baselines.select(root, own, update=update)
    for selection in selections.values():
        for folder in {selection.read_dir, selection.write_dir}:
            try:  # its cases' folders are checked as each runs (CaseItem.check_links); its manifest is written at the end
                layout.refuse([p for p in (folder, folder / baselines.MANIFEST) if p.is_symlink()])
                baselines.read_manifest(folder)
            except layout.Linked as exc:
                raise pytest.UsageError(str(exc)) from None
            except baselines.ManifestError as exc:
                if not (update and folder == selection.write_dir):
                    raise pytest.UsageError(str(exc)) from None
                # The one command that writes it may repair it: it goes now, and the update's end writes it anew.
                (folder / baselines.MANIFEST).unlink()
                said = str(exc).partition("; restore it")[0]
                config.issue_config_time_warning(
                    pytest.PytestWarning(f"{said}: this update writes it anew"), stacklevel=2
                )
    pytest_cache = getattr(config, "cache", None)  # absent with -p no:cacheprovider
    cache = None
    # An update fills it too, and never reads it: it converts every case.
    if pytest_cache is not None and not (ci or config.option.no_cache):
        cache = ConversionCache(pytest_cache.mkdir("harness-conversions"), project.cases)
    try:
        project.check_folders()
        given = config.option.case_timeout
        timeout = project.case_timeout if given is None else positive("--case-timeout", given, "seconds")
        pool = WorkerPool(
            timeout, converters, project.startup_timeout, project.case_memory, project.preload, project.reply_grace
        )
        warm = not (writes or config.option.fresh_children or project.fresh_children)
        project.keep, project.report_strict  # noqa: B018 - a value it does not know is a usage error before any case runs
        received = _received(config.option.received, project)
    except ValueError as exc:
        raise pytest.UsageError(str(exc)) from None
    return RunPlan(workspace, versions, unsupported, selections, update, writes, ci, cache, pool, warm, received)


def _here() -> str:
    """This interpreter's Python, as a manifest records it (``3.12``)."""
    return f"{sys.version_info.major}.{sys.version_info.minor}"


def _other_python(project: Project, converter: Converter, version: str) -> str | None:
    """Why an update leaves a converter whose outputs do not depend on the interpreter alone: its baseline was
    written with another Python, which the one baseline of its release keeps (this Python's run checks it), and no
    review has made this Python a baseline of its own yet."""
    root = project.snapshots / converter.name
    folder, own = root / converter.baseline(version), root / baselines.own_name(root, converter, version, _here())
    if own == folder or baselines.holds_snapshots(own):
        return None
    written = baselines.read_manifest(folder).get("python")
    return (
        f"{shown(folder, project.root)} was written with Python {written} and its outputs do not depend on the"
        f" interpreter: update it with Python {written} (a comparison with {_here()} checks that nothing differs)"
    )


def _received(given: str | None, project: Project) -> Path | None:
    """``--received``'s folder, made absolute; one inside the snapshots folder or the cases is refused."""
    if given is None:
        return None
    folder = Path(given).resolve()
    for inside in (project.snapshots, project.cases):
        if folder.is_relative_to(inside.resolve()):
            raise ValueError(f"--received {given}: it is inside {inside.name}/, it must be a folder of its own")
    return folder
