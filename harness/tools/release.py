"""``python -m harness release FRAMEWORK VERSION``: a new framework release in one command: its tox environment,
README, its baseline (written by tox), the generated pages, and what to commit."""

from __future__ import annotations

import shlex
import subprocess
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TextIO

from harness.invocation import harness_command
from harness.project import Project
from harness.registry import CONVERTERS, Converter, active
from harness.store import pending
from harness.store.baselines import all_baselines
from harness.tools.diffing import compare, corpus_lines, summary_lines
from harness.tools.release_edits import (
    CONSTRAINTS,
    CONSTRAINTS_TEXT,
    add_environment,
    env_name,
    newest,
    readme_with,
)

Runner = Callable[[Sequence[str], Path], int]  # runs a command in a folder, its output shown as it comes
Reviewer = Callable[[Project], object]  # walks the pending changes, as ``review`` does


def run_shown(command: Sequence[str], cwd: Path) -> int:
    """Run a command with its output on this terminal; its exit code."""
    return subprocess.run(list(command), cwd=cwd, check=False).returncode


def parse_pins(pins: Sequence[str]) -> dict[str, str]:
    """``--with`` pins, ``name==version`` each.

    >>> parse_pins(["torchvision==0.29.2", "torchaudio==2.11.1"])
    {'torchvision': '0.29.2', 'torchaudio': '2.11.1'}
    """
    found = {}
    for pin in pins:
        name, sep, version = pin.partition("==")
        if not sep or not name or not version:
            raise ValueError(f"--with {pin!r}: write a pin as name==version, e.g. torchvision==0.29.2")
        found[name.strip()] = version.strip()
    return found


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
) -> str:
    """Add the release's tox environment and fix README; nothing when tox.ini has it already (a second run of the
    command, after an interruption). Returns the new environment's name."""
    tox_ini, readme = project.root / "tox.ini", project.root / "README.md"
    text = tox_ini.read_text(encoding="utf-8")
    template = newest(text, converters.values(), framework)
    if template.version == version:  # the command ran before: its environment is the newest now
        out.write(f"release: tox.ini has {template.env} for {framework} {version} already; not edited again\n")
        return template.env
    name = env or env_name(template, version)
    tox_ini.write_text(
        add_environment(text, template, name, {template.distribution: version, **pins}, lift=lift), encoding="utf-8"
    )
    out.write(
        f"release: tox.ini: [testenv:{name}] pins {template.distribution}=={version}"
        + "".join(f", {k}=={v}" for k, v in pins.items())
        + f", after {template.env} in env_list; it runs what {template.env} ran, and {template.env} its corpus only\n"
    )
    if lift and not (project.root / CONSTRAINTS).is_file():
        (project.root / CONSTRAINTS).write_text(CONSTRAINTS_TEXT, encoding="utf-8")
        out.write(f"release: {CONSTRAINTS}: empty constraints, so that {name} installs past this machine's pip cap\n")
    if readme.is_file():
        before = readme.read_text(encoding="utf-8")
        after = readme_with(before, template.env, name)
        readme.write_text(after, encoding="utf-8")
        changed = sum(a != b for a, b in zip(before.splitlines(), after.splitlines(), strict=True))
        out.write(
            f"release: README.md: {changed} line(s) name {name} (the commands of every baseline and the newest)\n"
        )
    return name


def regenerate_pages(project: Project, converters: Mapping[str, Converter], out: TextIO) -> list[Path]:
    """The generated pages a project keeps (``docs/versions.md``, ``docs/matrix.md``), written again."""
    from harness.tools.matrix import matrix_doc
    from harness.tools.versions_doc import versions_doc

    pages = {
        project.root / "docs" / "versions.md": lambda: versions_doc(project.snapshots, project.cases, converters),
        project.root / "docs" / "matrix.md": lambda: matrix_doc(
            project.snapshots, project.cases_name, converters, project.cases
        ),
    }
    written = []
    for page, render in pages.items():
        if page.is_file():
            page.write_text(render(), encoding="utf-8")
            out.write(f"release: {page.relative_to(project.root)} regenerated\n")
            written.append(page)
    return written


def write_baseline(
    project: Project, name: str, tox: str, runner: Runner, reviewer: Reviewer | None, out: TextIO
) -> int:
    """Write the new environment's baseline: with tox's ``--snapshot-update``, or, with a ``reviewer``, a comparison
    against the older baseline (the upgrade's changes left pending) walked case by case. 0 when it is written."""
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
        out.write(
            f"release: {shlex.join(command)} failed (exit {code}): tox.ini and README.md are edited; fix the cause and"
            " run this command again (it edits nothing twice)\n"
        )
        return code or 1
    if reviewer is not None:
        reviewer(project)
        left = len(pending.find(project.snapshots))
        if left:
            out.write(f"release: {left} pending change(s) left: settle them with this command again, or review\n")
            return 1
    return 0


def release(
    project: Project,
    framework: str,
    version: str,
    pins: Sequence[str],
    *,
    env: str | None = None,
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
    converters = {**CONVERTERS, **active(project.converters)}
    if not (project.root / "tox.ini").is_file():
        out.write(
            f"release: {project.root.name} has no tox.ini: release adds the new release's tox environment (a copy of"
            f" the newest one pinning {framework}) and writes its baseline with tox -e <env> -- --snapshot-update;"
            f" without tox, install {framework}=={version} in an environment of its own and run"
            " pytest --snapshot-update there\n"
        )
        return 2
    try:
        name = edit_project(project, converters, framework, version, parse_pins(pins), env=env, lift=lift, out=out)
    except (ValueError, OSError) as exc:
        out.write(f"release: {exc}\n")
        return 2
    code = write_baseline(project, name, tox, runner, reviewer, out)
    if code:
        return code
    pages = regenerate_pages(project, converters, out)
    everything = all_baselines(project.snapshots)
    wanted = {c.baseline(version) for c in converters.values() if framework in (c.framework, *c.distributions)}
    new = [folder for folder in everything if folder.name in wanted]
    reading = []
    for folder in new:
        older = [f for f in everything[: everything.index(folder)] if f.parent == folder.parent]
        if older:
            labels = [f"{f.parent.name}/{f.name}" for f in (older[-1], folder)]
            comparison = compare(older[-1], folder, converters, project.cases)
            lines = summary_lines(comparison, *labels)[:3] + corpus_lines(comparison, *labels)
            out.write("\n".join(lines) + "\n")
            reading.append(harness_command("diff", *labels, "--html", "report.html"))
    paths = ["tox.ini", "README.md", CONSTRAINTS, *(str(f.relative_to(project.root)) for f in new)]
    paths += [str(p.relative_to(project.root)) for p in pages]
    out.write("release: done. Read each converter's changes side by side:\n" + "".join(f"  {r}\n" for r in reading))
    out.write(
        "then commit:\n"
        f"  git add {' '.join(p for p in paths if (project.root / p).exists())} && git commit -m"
        f" {shlex.quote(f'{framework} {version}: {name} and its baseline')}\n"
    )
    return 0
