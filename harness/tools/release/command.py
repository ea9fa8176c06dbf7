"""``python -m harness release FRAMEWORK VERSION``: a new framework release in one command: its tox environment
and tox.ini's labels, its baseline (written by tox), the generated pages, and what to commit."""

from __future__ import annotations

import argparse
import contextlib
import os
import re
import shlex
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TextIO

from packaging.version import InvalidVersion, Version

from harness.converter import BASE_PYTHON, Converter
from harness.corpus.workspace import Workspace
from harness.invocation import harness_command
from harness.project import Project
from harness.store import pending
from harness.store.baselines import all_baselines, env_python, holds_snapshots
from harness.store.history import RELEASES
from harness.tools.diff.engine import compare, corpus_lines, shared_edits, summary_lines, versions_lines
from harness.tools.history.build import store_full
from harness.tools.options import add_project
from harness.tools.release.edits import (
    CONSTRAINTS,
    CONSTRAINTS_TEXT,
    add_environment,
    env_base_python,
    env_deps,
    env_name,
    newest,
    parse_version,
    pinned_envs,
    release_name,
    releases_with,
    repin,
    tox_labels,
    with_axis,
)
from harness.tools.release.undo import Kept, put_back

Runner = Callable[[Sequence[str], Path], int]  # runs a command in a folder, its output shown as it comes
Reviewer = Callable[[Project], object]  # walks the pending changes, as ``review`` does

# The upgrade of a repository without tox, as docs/extending.md and docs/upgrades.md say it (a test holds them to it),
# ``review`` the command that runs it
WITHOUT_TOX = (
    "without tox, install the release in an environment of its own and run pytest cases there: it compares with the"
    " newest older baseline and leaves each change pending; {review} walks them (accepting a case"
    " writes the new release's baseline), or pytest cases --snapshot-update accepts them all"
)


def run_shown(command: Sequence[str], cwd: Path) -> int:
    """Run a command with its output on this terminal; its exit code. It runs in a process group of its own: an
    interrupt (Ctrl-C) is passed to the whole group, and raised here only once every process of it has ended, so
    that nothing it started (tox's pytest) writes a snapshot after ``release`` put the files back."""
    process = subprocess.Popen(list(command), cwd=cwd, process_group=0)
    try:
        while True:  # a wait without a timeout blocks in waitpid, where an interrupt waits until it returns
            with contextlib.suppress(subprocess.TimeoutExpired):
                return process.wait(timeout=0.1)
    except BaseException:
        end_group(process)
        raise


def end_group(process: subprocess.Popen[bytes], grace: float = 30) -> None:
    """Interrupt a process group as Ctrl-C does, and wait until none of it is left: killed after ``grace`` seconds."""
    for sent, wait in ((signal.SIGINT, grace), (signal.SIGKILL, 10.0)):
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, sent)
        deadline = time.monotonic() + wait
        while time.monotonic() < deadline:
            process.poll()  # the group's leader, reaped; the others by whoever adopts them, if anyone does
            if not group_alive(process.pid):
                return
            time.sleep(0.02)


def group_alive(group: int) -> bool:
    """Whether a process of a process group still runs (a zombie does not: it writes nothing)."""
    try:
        os.killpg(group, 0)
    except ProcessLookupError:
        return False
    proc = Path("/proc")
    if not proc.is_dir():
        return True
    for stat in proc.glob("[0-9]*/stat"):
        with contextlib.suppress(OSError, IndexError, ValueError):
            fields = stat.read_text().rsplit(")", 1)[1].split()  # state, ppid, pgrp, ...
            if int(fields[2]) == group and fields[0] != "Z":
                return True
    return False


_PIN = "audio==2.11.1"  # a pin, as the messages show one
_NAME = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?")  # a distribution's name (PEP 508)


def parse_pins(pins: Sequence[str]) -> dict[str, str]:
    """``--with`` pins, ``name==version`` each: a distribution's name and a version pip reads, nothing else (no
    option rides into tox.ini on a pin).

    >>> parse_pins(["vision==0.29.2", "audio==2.11.1"])
    {'vision': '0.29.2', 'audio': '2.11.1'}
    >>> parse_pins(["audio==2.11.1 --index-url http://example.org"])
    Traceback (most recent call last):
    ValueError: --with 'audio==2.11.1 --index-url http://example.org': '2.11.1 --index-url http://example.org' is not a version pip reads (PEP 440), e.g. audio==2.11.1
    """
    found = {}
    for pin in pins:
        name, sep, version = (part.strip() for part in pin.partition("=="))
        if not sep or not name or not version:
            raise ValueError(f"--with {pin!r}: write a pin as name==version, e.g. {_PIN}")
        if not _NAME.fullmatch(name):
            raise ValueError(f"--with {pin!r}: {name!r} is not a distribution's name, e.g. {_PIN}")
        try:
            Version(version)
        except InvalidVersion:
            raise ValueError(f"--with {pin!r}: {version!r} is not a version pip reads (PEP 440), e.g. {_PIN}") from None
        found[name] = version
    return found


def read_text(path: Path) -> tuple[str, str]:
    """A text file with ``\\n`` line ends, and the line end it has (``\\r\\n`` where it has one), to write it back so;
    ValueError, naming the file, when it is not UTF-8."""
    try:
        raw = path.read_bytes().decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ValueError(f"{path.name} is not UTF-8 text ({exc.reason} at byte {exc.start})") from None
    return raw.replace("\r\n", "\n"), "\r\n" if "\r\n" in raw else "\n"


def write_text(path: Path, text: str, newline: str = "\n") -> None:
    """Write a text file with the line ends it had (``read_text``'s second value)."""
    path.write_bytes(text.replace("\n", newline).encode("utf-8"))


@dataclass(frozen=True)
class Plan:
    """What ``release`` does with the tox environments: the environment that writes the release's baseline, and the
    candidate it promotes (its pinned version), if any."""

    env: str
    candidate: bool  # the release is a pre-release: its environment runs its corpus only
    promotes: str | None = None  # the candidate's version it re-pins: a final promotes it, a candidate replaces it
    already: bool = False  # tox.ini pins the release already: the command ran before
    axis: tuple[str, ...] = ()  # its environments on other Pythons, copied from the newest's


def plan(text: str, converters: Mapping[str, Converter], framework: str, version: str, env: str | None) -> Plan:
    """Where the release goes, from tox.ini's text: a new environment (a final, or a candidate of a new minor
    release), the candidate's environment (its final, or another candidate of it) or the environment that has it
    already (a second run of the command); ValueError with a hint for a release that has no place."""
    wanted = parse_version(version)
    found = pinned_envs(text, converters.values(), framework)
    template = newest(text, converters.values(), framework)
    same = [n for n in found if release_name(n.version) == release_name(version)]
    if done := next((n for n in same if Version(n.version) == wanted), None):
        return Plan(done.env, done.candidate, already=True)
    if wanted < Version(template.version):
        raise ValueError(
            f"{framework} {version} is older than {template.env}'s {template.version}: a release comes after the newest"
        )
    if stable := next((n for n in same if not n.candidate), None):
        raise ValueError(
            f"{stable.env} has {framework} {release_name(version)} already ({stable.version}): for a patch release,"
            f" pin {version} in its deps and run `tox -e {stable.env} -- --snapshot-update`"
        )
    if candidate := next((n for n in same if n.candidate), None):
        if wanted < Version(candidate.version):
            raise ValueError(f"{candidate.env} has {framework} {candidate.version}, newer than {version}")
        if env and env != candidate.env:
            raise ValueError(
                f"{candidate.env} is {framework} {release_name(version)}'s candidate ({candidate.version}), whose"
                f" baseline {version} writes: leave --env out, the release re-pins {candidate.env}"
            )
        return Plan(candidate.env, wanted.is_prerelease, candidate.version)
    return Plan(env or env_name(template, version), wanted.is_prerelease)


def edit_project(
    project: Project,
    converters: Mapping[str, Converter],
    framework: str,
    version: str,
    pins: dict[str, str],
    *,
    env: str | None,
    lift: bool,
    out: TextIO,
    python: str | None = None,
) -> Plan:
    """Add the release's tox environment (or re-pin its candidate's) and name it in tox.ini's labels, which README's
    commands name; nothing when tox.ini has it already (a second run of the command, after an interruption)."""
    tox_ini = project.root / "tox.ini"
    text, newline = read_text(tox_ini)
    template = newest(text, converters.values(), framework)
    chosen = plan(text, converters, framework, version, env)
    pinned = {template.distribution: version, **pins}
    if chosen.already:
        out.write(f"release: tox.ini has {chosen.env} for {framework} {version} already; not edited again\n")
        return chosen
    name, kind = chosen.env, "candidate" if chosen.candidate else "newest"
    if chosen.promotes is not None:
        candidate = next(n for n in pinned_envs(text, converters.values(), framework) if n.env == name)
        write_text(tox_ini, repin(text, template, candidate, pinned, lift=lift, final=not chosen.candidate), newline)
        said = (
            f"re-pinned from {candidate.version}, still a candidate"
            if chosen.candidate
            else f"promoted from {candidate.version}: it runs what {template.env} ran, and {template.env} its corpus only"
        )
    else:
        edited = add_environment(
            text, template, name, dict(pinned), lift=lift, candidate=chosen.candidate, python=python
        )
        if not chosen.candidate:
            edited, axis = with_axis(edited, converters.values(), framework, template, name, pinned)
            chosen = replace(chosen, axis=tuple(axis))
        write_text(tox_ini, edited, newline)
        said = f"after {template.env} in env_list; " + (
            f"a candidate, it runs its corpus only, and {template.env} stays the newest"
            if chosen.candidate
            else f"it runs what {template.env} ran, and {template.env} its corpus only"
        )
    out.write(
        f"release: tox.ini: [testenv:{name}] pins {template.distribution}=={version}"
        + "".join(f", {k}=={v}" for k, v in pins.items())
        + (f" on Python {python}" if python else "")
        + f" ({kind}), {said}\n"
        + "".join(f"release: tox.ini: [testenv:{axis}], its copy on another Python\n" for axis in chosen.axis)
    )
    if lift and not (project.root / CONSTRAINTS).is_file():
        (project.root / CONSTRAINTS).write_text(CONSTRAINTS_TEXT, encoding="utf-8")
        out.write(f"release: {CONSTRAINTS}: empty constraints, so that {name} installs past this machine's pip cap\n")
    labels = [label for label, envs in tox_labels(read_text(tox_ini)[0]).items() if name in envs]
    if labels:
        out.write(f"release: tox.ini: {name} in the labels {', '.join(labels)} (README's commands name them)\n")
    return chosen


def store_history(project: Project, framework: str, release: str, tox_text: str, env: str, out: TextIO) -> list[Path]:
    """List the release in ``history/releases.toml`` (installing what its environment installs) and store its step,
    taken from its new baseline; nothing when the project keeps no history of the framework. The files written."""
    data = project.history / RELEASES
    if not data.is_file():
        return []
    original, newline = read_text(data)
    try:
        text = releases_with(original, framework, release, env_deps(tox_text, env), env_base_python(tox_text, env))
    except ValueError as exc:
        out.write(f"release: {exc}: the release history is not extended\n")
        return []
    write_text(data, text, newline)
    out.write(f"release: {data.relative_to(project.root)}: {framework}-{release} installs what {env} installs\n")

    def say(line: str) -> None:
        out.write(f"release: history: {line}\n")

    return [data, *store_full(project, f"{framework}-{release}", say)]


PAGES = ("versions.md", "matrix.md", "history.md")  # the generated pages a project may keep in docs/


def regenerate_pages(project: Project, converters: Mapping[str, Converter], out: TextIO) -> list[Path]:
    """The generated pages a project keeps (``docs/versions.md``, ``docs/matrix.md``, ``docs/history.md``), written
    again."""
    from harness.tools.diff.versions_doc import versions_doc
    from harness.tools.history.command import history_doc
    from harness.tools.matrix import matrix_doc

    renders = (
        lambda: versions_doc(project.snapshots, converters, project.cases),
        lambda: matrix_doc(project.snapshots, converters, project.cases_name, project.cases),
        lambda: history_doc(project),
    )
    pages = {project.root / "docs" / name: render for name, render in zip(PAGES, renders, strict=True)}
    written = []
    for page, render in pages.items():
        if page.is_file():
            page.write_text(render(), encoding="utf-8")
            out.write(f"release: {page.relative_to(project.root)} regenerated\n")
            written.append(page)
    return written


def write_baseline(
    project: Project, name: str, tox: str, runner: Runner, reviewer: Reviewer | None, out: TextIO
) -> tuple[int, bool]:
    """Write the new environment's baseline: with tox's ``--snapshot-update``, or, with a ``reviewer``, a comparison
    against the older baseline (the upgrade's changes left pending) walked case by case. 0 when it is written; and
    whether the run only paused (a review that left changes pending, to settle by running the command again)."""
    command = [*shlex.split(tox), "-e", name, "--"]
    if reviewer is None:
        command.append("--snapshot-update")
        out.write(f"release: writing the baseline: {shlex.join(command)}\n")
    else:
        command.append(project.cases_name)
        out.write(
            f"release: comparing with the older baseline (its failures are the upgrade's): {shlex.join(command)}\n"
        )
    out.flush()
    code = runner(command, project.root)
    if code not in ((0,) if reviewer is None else (0, 1)):  # 1: the comparison found the upgrade's changes
        out.write(f"release: {shlex.join(command)} failed (exit {code})\n")
        return code or 1, False
    if reviewer is not None:
        reviewer(project)
        left = len(pending.find(project.snapshots))
        if left:
            out.write(
                f"release: {left} pending change(s) left: settle them with this command again (it edits nothing"
                " twice), or review\n"
            )
            return 1, True
    return 0, False


def read_changes(
    project: Project,
    converters: Mapping[str, Converter],
    chosen: Plan,
    version: str,
    folders: list[Path],
    before: Mapping[Path, Path],
    out: TextIO,
) -> tuple[list[Path], list[str]]:
    """Say what changed in each baseline the run wrote: against the candidate's as it was (``before``), or the
    older baseline. The baselines written, and the commands that show their changes side by side."""
    everything = all_baselines(project.snapshots)
    new = [folder for folder in everything if folder in folders]
    reading = []
    for folder in new:
        label = f"{folder.parent.name}/{folder.name}"
        if folder in before:
            labels = [f"{label} ({chosen.promotes})", f"{label} ({version})"]
            comparison = compare(before[folder], folder, converters, project.cases)
            reading.append(f"git diff -- {folder.relative_to(project.root)}")
        elif older := [f for f in everything[: everything.index(folder)] if f.parent == folder.parent]:
            labels = [f"{f.parent.name}/{f.name}" for f in (older[-1], folder)]
            comparison = compare(older[-1], folder, converters, project.cases)
            reading.append(harness_command("diff", *labels, "--html", "report.html"))
        else:
            continue
        lines = summary_lines(comparison, *labels)[:3] + versions_lines(comparison) + corpus_lines(comparison, *labels)
        lines += [f"one edit:  {line}" for line in shared_edits(comparison)]
        out.write("\n".join(lines) + "\n")
    return new, reading


def release(
    project: Project,
    framework: str,
    version: str,
    pins: Sequence[str],
    *,
    env: str | None = None,
    python: str | None = None,
    lift: bool = False,
    tox: str = "tox",
    runner: Runner = run_shown,
    reviewer: Reviewer | None = None,
    out: TextIO | None = None,
) -> int:
    """Add the release's environment, write its baseline with tox (or walk its changes with ``reviewer``),
    regenerate the pages, say what changed and what to commit (to ``out``, or the standard output of the moment);
    exit code 0, or the failing step's."""
    out = out or sys.stdout
    converters = Workspace.load(project).known
    if not (project.root / "tox.ini").is_file():
        out.write(
            f"release: {project.root.name} has no tox.ini: release adds the new release's tox environment (a copy of"
            f" the newest one pinning {framework}) and writes its baseline with tox -e <env> -- --snapshot-update;"
            f" {WITHOUT_TOX.format(review=harness_command('review'))} (here {framework}=={version})\n"
        )
        return 2
    if python and env_python(f"py{python}") is None:
        out.write(f"release: --python {python}: write a Python's minor release as X.Y, e.g. 3.12\n")
        return 2
    edited = [project.root / name for name in ("tox.ini", CONSTRAINTS)]
    before_edits = {path: path.read_bytes() if path.is_file() else None for path in edited}
    try:
        chosen = edit_project(
            project, converters, framework, version, parse_pins(pins), env=env, python=python, lift=lift, out=out
        )
    except (ValueError, OSError) as exc:
        put_back(before_edits)  # an edit that fails leaves none made
        out.write(f"release: {exc}\n")
        return 2
    runs = [c for c in converters.values() if framework in (c.framework, *c.distributions)]
    minor = release_name(version)
    edited_tox = (project.root / "tox.ini").read_text(encoding="utf-8")
    on = [python, *(env_base_python(edited_tox, env) for env in chosen.axis)]
    pythons = [env_python(f"py{p}") or BASE_PYTHON if p else BASE_PYTHON for p in on]
    names = list(dict.fromkeys((c, c.baseline(version, py)) for c in runs for py in pythons))
    folders = [project.snapshots / c.name / name for c, name in names]
    steps = [project.history / c.name / name for c, name in names]
    pages = [project.root / "docs" / page for page in PAGES]
    with tempfile.TemporaryDirectory() as copies:
        # Everything the run may change, as it was: a run that fails or is stopped puts it all back, so that a
        # failed promotion leaves the candidate's baseline as committed, and the next run starts afresh.
        kept = Kept([project.history / RELEASES, *pages], [*folders, *steps], Path(copies))
        kept.files.update(before_edits)
        # A candidate's baseline, as it was: what its final (or the next candidate) is read against.
        before = {f: copy for f in folders if chosen.promotes and (copy := kept.copy_of(f)) and holds_snapshots(copy)}
        try:
            code, paused = write_baseline(project, chosen.env, tox, runner, reviewer, out)
            for axis in chosen.axis if not code else ():
                code, paused = write_baseline(project, axis, tox, runner, reviewer, out)
                if code:
                    break
            if code and not paused:
                kept.restore()
                said = ", ".join(f.relative_to(project.root).as_posix() for f in folders)
                pip = "".join(f", {pin}" for pin in pins)
                cause = "" if chosen.already else f" (is {framework} {version}{pip} a release pip can install?)"
                out.write(
                    f"release: tox.ini and {said} are as they were; fix the cause{cause} and run this command again\n"
                )
            if code:
                return code
            tox_text = (project.root / "tox.ini").read_text(encoding="utf-8")
            history = store_history(project, runs[0].framework, minor, tox_text, chosen.env, out)
            regenerated = regenerate_pages(project, converters, out)
            new, reading = read_changes(project, converters, chosen, version, folders, before, out)
        except BaseException:
            kept.restore()
            out.write("release: stopped: every file it had changed is as it was; run this command again\n")
            raise
    paths = ["tox.ini", CONSTRAINTS, *(str(f.relative_to(project.root)) for f in new)]
    paths += [str(p.relative_to(project.root)) for p in (*history, *regenerated)]
    if chosen.candidate:
        out.write(
            f"release: {framework} {version} is a candidate: {chosen.env} runs its corpus only, and its baseline's"
            f" manifest says so; `release {framework} {minor}.0` (the final) promotes it\n"
        )
    if not new:
        expected = ", ".join(str(f.relative_to(project.root)) for f in folders)
        out.write(
            f"release: {chosen.env}'s run wrote no baseline (none of {expected} holds a snapshot): its comparisons"
            f" fall back to the older baseline; check that {chosen.env} runs the corpus\n"
        )
    out.write(
        (
            "release: done. Read each converter's changes side by side:\n"
            if new
            else "release: done, with no baseline.\n"
        )
        + "".join(f"  {r}\n" for r in reading)
    )
    what = (
        f"{chosen.env} promoted from {chosen.promotes}"
        if chosen.promotes and not chosen.candidate
        else f"{chosen.env} ({'candidate' if chosen.candidate else 'newest'})" + (" and its baseline" if new else "")
    )
    out.write(
        "then commit:\n"
        f"  git add {' '.join(p for p in paths if (project.root / p).exists())} && git commit -m"
        f" {shlex.quote(f'{framework} {version}: {what}')}\n"
    )
    return 0


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "framework", help="a converter's framework or one of its distributions (as the registry names them)"
    )
    parser.add_argument("version", help="the release, e.g. 2.15.0")
    parser.add_argument(
        "--with",
        dest="pins",
        nargs="+",
        default=[],
        metavar="NAME==VERSION",
        help="the companions it installs with, each pinned: name==X.Y.Z",
    )
    parser.add_argument("--env", help="the new tox environment's name (default: the newest one's, renumbered)")
    parser.add_argument(
        "--lift-pip-constraints",
        action="store_true",
        help="install the new environment past a constraint file in this machine's pip configuration",
    )
    parser.add_argument(
        "--review",
        action="store_true",
        help="instead of --snapshot-update, compare with the older baseline and review its changes case by case",
    )
    parser.add_argument(
        "--python",
        metavar="X.Y",
        help="the Python its environment runs on, when not the newest one's (a release that has no wheel for it)",
    )
    parser.add_argument("--tox", default="tox", help="how to run tox (default: tox)")
    add_project(parser)


def refused_in_ci(args: argparse.Namespace) -> str:
    return "release edits tox.ini and writes a baseline"


def run(args: argparse.Namespace, workspace: Workspace) -> int:
    from harness.tools.review.command import review

    project = workspace.project

    def walk(project: Project) -> int:
        return review(project, project.snapshots, [], [], False)

    return release(
        project,
        args.framework,
        args.version,
        args.pins,
        env=args.env,
        python=args.python,
        lift=args.lift_pip_constraints,
        tox=args.tox,
        reviewer=walk if args.review else None,
    )
