"""Turns the recorded AutoGraph passes into ``passes.txt`` and one file per changing pass, and reads ``passes.txt`` back."""

from __future__ import annotations

from dataclasses import dataclass, field

SNAPSHOT_RULES = {
    "autograph/passes.txt": (0, "pass numbers, names, verdicts and the names of features that are off"),
    "autograph/[0-9][0-9]_*.py": (17, "source that AutoGraph unparsed: the case's float literals, by repr"),
}
# The step after the pipeline: PyToPy.transform_function gives the function its generated name (tf__<name>).
RENAME = "rename"
SOURCE = "00_source.py"  # the code as AutoGraph parsed it, before the first pass


@dataclass(frozen=True)
class Skipped:
    """A pass the pipeline did not run because the optional feature it needs is off."""

    feature: str


@dataclass
class PassLog:
    """The source before the first pass and after each step, in pipeline order."""

    source: str | None = None
    steps: list[tuple[str, str | Skipped]] = field(default_factory=list)
    failed: str | None = None  # the pass that raised, if one did


@dataclass(frozen=True)
class PassRow:
    """One line of ``passes.txt``."""

    number: str
    name: str
    state: str  # "changed", "unchanged", "failed" or "skipped (<FEATURE> is off)"

    @property
    def file(self) -> str:
        """The file that holds the code after this pass, when it changed the code."""
        return f"{self.number}_{self.name}.py"

    @property
    def ran(self) -> bool:
        return not self.state.startswith("skipped")


def read_passes(text: str) -> list[PassRow]:
    """The rows of a ``passes.txt``.

    >>> [(r.name, r.state, r.ran) for r in read_passes("01 functions  changed\\n02 lists  skipped (LISTS is off)\\n")]
    [('functions', 'changed', True), ('lists', 'skipped (LISTS is off)', False)]
    """
    rows = []
    for line in text.splitlines():
        number, name, state = line.split(maxsplit=2)
        rows.append(PassRow(number, name, state))
    return rows


def pass_files(log: PassLog) -> dict[str, str]:
    """``00_source.py``, ``passes.txt`` and ``NN_<pass>.py`` for each pass that changed the code.

    >>> log = PassLog("x = 1\\n", [("functions", "x = 1\\n"), ("lists", Skipped("LISTS")), ("variables", "x = 2\\n")])
    >>> files = pass_files(log)
    >>> sorted(files)
    ['00_source.py', '03_variables.py', 'passes.txt']
    >>> print(files["passes.txt"], end="")
    01 functions  unchanged
    02 lists      skipped (LISTS is off)
    03 variables  changed
    >>> print(pass_files(PassLog("x\\n", [], failed="functions"))["passes.txt"], end="")
    01 functions  failed
    """
    if log.source is None:
        return {}
    files = {SOURCE: log.source}
    names = [name for name, _ in log.steps] + ([log.failed] if log.failed else [])
    width = max(len(name) for name in names) if names else 0
    lines = []
    previous = log.source
    for number, (name, source) in enumerate(log.steps, start=1):
        if isinstance(source, Skipped):
            lines.append(f"{number:02d} {name:<{width}}  skipped ({source.feature} is off)")
            continue
        changed = source != previous
        lines.append(f"{number:02d} {name:<{width}}  {'changed' if changed else 'unchanged'}")
        if changed:
            files[f"{number:02d}_{name}.py"] = source
        previous = source
    if log.failed:
        lines.append(f"{len(log.steps) + 1:02d} {log.failed:<{width}}  failed")
    files["passes.txt"] = "\n".join(lines) + "\n"
    return files


def final_source(files: dict[str, str]) -> str | None:
    """The code after the last step that ran, from a case's ``00_source.py``, ``passes.txt`` and ``NN_<pass>.py``.

    >>> final_source({"00_source.py": "a\\n", "passes.txt": "01 f  changed\\n02 g  unchanged\\n", "01_f.py": "b\\n"})
    'b\\n'
    """
    if "passes.txt" not in files:
        return None
    current = files.get(SOURCE)
    for row in read_passes(files["passes.txt"]):
        current = files.get(row.file, current)
    return current
