"""``python -m harness show CASE``: run the converters live and walk through what they did."""

from __future__ import annotations

import argparse
import os
import shlex
import sys

from harness.convert import rejection
from harness.converter import Converter
from harness.corpus.casename import CaseName, closest, parse
from harness.corpus.discovery import Case, CaseFile, module_key, routed
from harness.corpus.workspace import Workspace
from harness.project import Project
from harness.store.baselines import tox_baselines, version_of
from harness.textdiff import paint, unified_diff
from harness.tools.options import add_project
from harness.views import Views
from harness.worker.pool import WorkerError, WorkerPool
from harness.worker.protocol import Request


def walk(views: Views, outputs: dict[str, str], only_step: str | None, full: bool) -> list[str]:
    """The code before the converter's first step, each step as a diff (or in full), then the final code."""
    lines = [f"# {views.source_heading}", outputs.get(views.source_output, "").rstrip()] if not only_step else []
    for step in views.steps(outputs):
        if only_step and step.name != only_step:
            continue
        if step.state != "changed" and not only_step:
            lines.append(f"# {step.number} {step.name}: {step.state}")
        elif full or only_step:
            lines += [f"# {step.number} {step.name}: {step.state}, code after it:", step.after.rstrip()]
        else:
            diff = unified_diff(step.before, step.after, step.name, ("before", "after"))[2:]
            lines += [f"# {step.number} {step.name}: changed", *diff]
    if not only_step:
        lines += [f"# {views.final_heading}", outputs.get(views.final_output, "(none)").rstrip()]
    return lines


def sections(outputs: dict[str, str], names: list[str]) -> list[str]:
    lines = []
    for name in names:
        if name in outputs:
            lines += [f"# {name}", outputs[name].rstrip()]
    return lines


def not_found(wanted: str, names: list[str], listing: str) -> str:
    """What a user may have meant: the closest names, then the listing.

    >>> not_found("mine.nop", ["mine.nope", "loops.f"], "its cases: mine.nope")
    'did you mean mine.nope? its cases: mine.nope'
    """
    near = closest(wanted, names)
    return f"did you mean {', '.join(near)}? {listing}" if near else listing


def find_case(workspace: Workspace, text: str) -> tuple[CaseName, CaseFile, Case, str] | str:
    """The case a user named, in any form, with the converter the name implies; or why there is none."""
    cases = workspace.project.cases_name
    parsed = parse(text, cases)
    files = workspace.case_files
    names = [CaseName(module, c.name) for module, info in files.items() for c in info.cases]
    everything = [str(n) for n in names]
    if parsed is None:
        example = names[0].examples(cases) if names else "loops.for_break"
        return f"{text!r} names no case: name one as {example}; {not_found(text, everything, 'cases: ' + ', '.join(everything[:10]))}"
    name, implied = parsed
    info = files.get(name.module)
    if info is None:
        return f"no case file {name.file(cases)}; {not_found(str(name), everything, 'case files: ' + ', '.join(files))}"
    if info.error:
        return f"{name.file(cases)}:{info.error_line or 1}: {info.error}"
    found = next((c for c in info.cases if c.name == name.case), None)
    if found is None:
        its = [f"{name.module}.{c.name}" for c in info.cases]
        return f"{name.file(cases)} has no case {name.case!r}; {not_found(str(name), everything, 'its cases: ' + ', '.join(its))}"
    return name, info, found, implied


def elsewhere(settings: Project, converter: Converter, args: list[str], needing: str | None = None) -> str:
    """Where the framework (and ``needing``) is installed: this command with the Python of the newest tox environment that pins it."""
    tox = settings.root / "tox.ini"
    pinned = tox_baselines(tox, [converter], needing) if tox.is_file() else {}
    newest = max(
        ((version_of(b), env) for b, env in pinned.items() if b.startswith(f"{converter.framework}-")), default=None
    )
    if newest is None:
        return ""
    python = os.path.relpath(settings.root / ".tox" / newest[1] / "bin" / "python")
    return f"; {shlex.join([python, '-m', 'harness', 'show', *args])} runs it"


def show(workspace: Workspace, case: str, converter: str | None, only_pass: str | None, full: bool) -> int:
    settings, converters = workspace.project, workspace.converters
    project = settings.root
    located = find_case(workspace, case)
    if isinstance(located, str):
        print(located, file=sys.stderr)
        return 2
    name, info, found, implied = located
    converter = converter or implied or None
    path = project / name.file(settings.cases_name)
    where = f"{path.relative_to(project)}:{found.line}"
    if converter is not None and converter not in converters:
        print(f"unknown converter {converter!r}; this project's: {', '.join(converters)}", file=sys.stderr)
        return 2
    if converter is not None and converter not in found.converters:
        by_imports = routed(converters, info.frameworks, info.imports, workspace.known)
        why = "the frameworks its file imports" if found.converters == by_imports else "its @case(converters=...)"
        print(
            f"{where}: {name} is converted only by {', '.join(found.converters) or 'no converter'} ({why}), not by {converter}",
            file=sys.stderr,
        )
        return 2
    chosen = [converter] if converter else [c for c in found.converters if c in converters]
    versions = {c: converters[c].installed_version() for c in chosen}
    companions = {c: companion for c in chosen if (companion := converters[c].missing_companion(info.imports))}
    missing = [
        c for c in chosen if versions[c] is None or converters[c].unsupported(versions[c] or "") or c in companions
    ]
    # Both frameworks' final codes side by side; with one framework installed, its converters' whole walks (a
    # converter of the standard library, which runs everywhere, is no second framework).
    neutral = len({converters[c].framework for c in chosen if c not in missing and converters[c].distributions}) > 1
    module = f"{settings.cases.name}.{module_key(path, settings.cases)}"
    pool = WorkerPool(settings.case_timeout, converters, settings.startup_timeout, reply_grace=settings.reply_grace)
    lines: list[str] = []
    status = 0
    try:
        for name_of in sorted(chosen, key=lambda c: c not in missing):  # what is missing first, above a long walk
            spec = converters[name_of]
            views = spec.load_views()
            asked = views.case_options(dict(found.options))
            lines.append(f"#### {name_of} ({spec.framework}) — {where} {name}{' ' + asked if asked else ''}")
            if name_of in missing:
                version = versions[name_of]
                again = [case, *(["--converter", converter] if converter else [])]
                if name_of in companions:
                    needed = companions[name_of]
                    lines.append(
                        f"{path.relative_to(project)} imports {needed}, which is not installed here: no {name_of} conversion"
                        f"{elsewhere(settings, spec, again, needed)}"
                    )
                elif version:
                    lines.append(f"{spec.unsupported(version)}: no {name_of} conversion")
                else:
                    lines.append(
                        f"{spec.framework} is not installed here: no {name_of} conversion{elsewhere(settings, spec, again)}"
                    )
                continue
            try:
                request = Request(str(settings.cases.parent), module, found.name, workspace.references[name_of])
                outputs = pool.convert(spec.server, request)["outputs"]
            except WorkerError as exc:
                lines.append(str(exc))
                status = 1
                continue
            if rejection.FILE in outputs:
                lines += sections(outputs, [rejection.FILE])
            primary = [output for output, _ in spec.primary_outputs]
            if not any(output in outputs for output in [*primary, rejection.FILE]):
                lines += sections(outputs, sorted(outputs))  # e.g. only why the case was not run
            elif neutral:
                lines += sections(outputs, primary[:1])
            elif views.steps(outputs):
                lines += walk(views, outputs, only_pass, full)
            else:
                lines += sections(outputs, primary)
    finally:
        pool.close()
    sys.stdout.write(paint(lines, sys.stdout.isatty()))
    return 1 if missing == chosen else status


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("case", help="e.g. loops.for_break or cases/loops.py::for_break")
    parser.add_argument("--converter", help="one converter only (default: each that takes the case)")
    parser.add_argument(
        "--pass",
        dest="only_pass",
        metavar="NAME",
        help="only this step of the converter's walk (a pass of its passes.txt), in full",
    )
    parser.add_argument("--full", action="store_true", help="the code after every pass instead of diffs")
    add_project(parser)


def run(args: argparse.Namespace, workspace: Workspace) -> int:
    return show(workspace, args.case, args.converter, args.only_pass, args.full)
