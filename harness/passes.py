"""Turns the recorded AutoGraph passes into ``passes.txt`` and one file per changing pass."""

from __future__ import annotations

from dataclasses import dataclass, field

SNAPSHOT_RULES = {
    "autograph/passes.txt": (0, "pass numbers, names and verdicts"),
    "autograph/[0-9][0-9]_*.py": (17, "source that AutoGraph unparsed: the case's float literals, by repr"),
}


@dataclass
class PassLog:
    """The source before the first pass and after each pass, in executed order."""

    source: str | None = None
    steps: list[tuple[str, str]] = field(default_factory=list)
    failed: str | None = None  # the pass that raised, if one did


def pass_files(log: PassLog) -> dict[str, str]:
    """``00_source.py``, ``passes.txt`` and ``NN_<pass>.py`` for each pass that changed the code.

    >>> log = PassLog("x = 1\\n", [("functions", "x = 1\\n"), ("variables", "x = 2\\n")])
    >>> files = pass_files(log)
    >>> sorted(files)
    ['00_source.py', '02_variables.py', 'passes.txt']
    >>> print(files["passes.txt"], end="")
    01 functions  unchanged
    02 variables  changed
    >>> print(pass_files(PassLog("x\\n", [], failed="functions"))["passes.txt"], end="")
    01 functions  failed
    """
    if log.source is None:
        return {}
    files = {"00_source.py": log.source}
    names = [name for name, _ in log.steps] + ([log.failed] if log.failed else [])
    width = max(len(name) for name in names) if names else 0
    lines = []
    previous = log.source
    for number, (name, source) in enumerate(log.steps, start=1):
        changed = source != previous
        lines.append(f"{number:02d} {name:<{width}}  {'changed' if changed else 'unchanged'}")
        if changed:
            files[f"{number:02d}_{name}.py"] = source
        previous = source
    if log.failed:
        lines.append(f"{len(log.steps) + 1:02d} {log.failed:<{width}}  failed")
    files["passes.txt"] = "\n".join(lines) + "\n"
    return files
