"""``python -m harness show CASE``: run the converters live and walk through what they did."""

from __future__ import annotations

import sys
from pathlib import Path

from harness.discovery import discover, is_case_file, module_key
from harness.frameworks import active
from harness.passes import read_passes
from harness.project import Project
from harness.runner import Request
from harness.textdiff import paint, unified_diff
from harness.workers import WorkerError, WorkerPool

def locate(root: Path, cases: Path, case: str) -> tuple[Path, str]:
    """``loops.for_break`` (in the case folder) or ``cases/loops.py::for_break`` (from the project root) → (case file, case name).

    >>> locate(Path("/p"), Path("/p/cases"), "cases/loops.py::for_break")
    (PosixPath('/p/cases/loops.py'), 'for_break')
    >>> locate(Path("/p"), Path("/p/examples"), "nested.topic.f")
    (PosixPath('/p/examples/nested/topic.py'), 'f')
    """
    if "::" in case:
        file, name = case.split("::", 1)
        return root / file, name.split("::")[-1]
    module, _, name = case.rpartition(".")
    return cases / Path(*module.split(".")).with_suffix(".py"), name


def autograph_walk(outputs: dict[str, str], only_pass: str | None, full: bool) -> list[str]:
    """The original source, each step as a diff (or in full), then the final code."""
    lines = ["# original source (as AutoGraph parsed it)", outputs.get("00_source.py", "").rstrip()]
    previous = outputs.get("00_source.py", "")
    for row in read_passes(outputs.get("passes.txt", "")):
        source = outputs.get(row.file, previous)
        if only_pass and row.name != only_pass:
            previous = source
            continue
        if row.state != "changed" and not only_pass:
            lines.append(f"# {row.number} {row.name}: {row.state}")
        elif full or only_pass:
            lines += [f"# {row.number} {row.name}: {row.state}, code after it:", source.rstrip()]
        else:
            lines += [f"# {row.number} {row.name}: changed", *unified_diff(previous, source, row.name, ("before", "after"))[2:]]
        previous = source
    if not only_pass:
        lines += ["# final code (tf.autograph.to_code, with the options tf.function uses)", outputs.get("converted.py", "(none)").rstrip()]
    return lines


def sections(outputs: dict[str, str], names: list[str]) -> list[str]:
    lines = []
    for name in names:
        if name in outputs:
            lines += [f"# {name}", outputs[name].rstrip()]
    return lines


def show(settings: Project, case: str, converter: str | None, only_pass: str | None, full: bool) -> int:
    project, converters = settings.root, active(settings.converters)
    path, name = locate(project, settings.cases, case)
    if not path.is_file() or not is_case_file(path, settings.cases):
        print(f"no case file {path}", file=sys.stderr)
        return 2
    if converter is not None and converter not in converters:
        print(f"unknown converter {converter!r}; this project's: {', '.join(converters)}", file=sys.stderr)
        return 2
    info = discover(path, converters)
    found = next((c for c in info.cases if c.name == name), None)
    if info.error or found is None:
        print(f"{path}: {info.error or f'no case named {name!r}'}", file=sys.stderr)
        return 2
    chosen = [converter] if converter else [c for c in found.converters if c in converters]
    versions = {c: converters[c].installed_version() for c in chosen}
    missing = [c for c in chosen if versions[c] is None or converters[c].unsupported(versions[c] or "")]
    # Both frameworks' final codes side by side; with one framework installed, its converters' whole walks.
    neutral = len({converters[c].framework for c in chosen if c not in missing}) > 1
    module = f"{settings.cases.name}.{module_key(path, settings.cases)}"
    pool = WorkerPool(settings.case_timeout, converters)
    lines: list[str] = []
    status = 0
    try:
        for name_of in sorted(chosen, key=lambda c: c not in missing):  # what is missing first, above a long walk
            spec = converters[name_of]
            asked = f" with {', '.join(found.autograph_features)}" if name_of == "autograph" and found.autograph_features else ""
            lines.append(f"#### {name_of} ({spec.framework}) — {path.relative_to(project)}::{name}{asked}")
            if name_of in missing:
                version = versions[name_of]
                why = f"{spec.unsupported(version)}" if version else f"{spec.framework} is not installed here"
                lines.append(f"{why}: no {name_of} conversion")
                continue
            try:
                request = Request(str(settings.cases.parent), module, name, name_of, spec.driver)
                outputs = pool.convert(spec.framework, request)["outputs"]
            except WorkerError as exc:
                lines.append(str(exc))
                status = 1
                continue
            if "error.txt" in outputs:
                lines += sections(outputs, ["error.txt"])
            primary = [output for output, _ in spec.primary_outputs]
            if neutral:
                lines += sections(outputs, primary[:1])
            elif name_of == "autograph":
                lines += autograph_walk(outputs, only_pass, full)
            else:
                lines += sections(outputs, primary)
    finally:
        pool.close()
    sys.stdout.write(paint(lines, sys.stdout.isatty()))
    return status
