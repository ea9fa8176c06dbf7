"""``passes.txt``, a converter's walk of numbered steps after ``00_source.py``, written, read and shown: the one owner."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from harness.views import Outputs, Step, Views

LOG = "passes.txt"
SOURCE = "00_source.py"  # the code before the first step, as the converter parsed it
_STEP_FILE = re.compile(r"\d\d_")
_RAN = ("changed", "unchanged")


@dataclass(frozen=True)
class Ran:
    """A step that ran to its end: the code after it, and a note its state carries (`` (inserted at run time)``)."""

    name: str
    code: str
    note: str = ""


@dataclass(frozen=True)
class NoCode:
    """A step that left no code: ``failed``, ``not run``, ``skipped (LISTS is off)``, ``removed (<condition>)``."""

    name: str
    state: str


def write(source: str, steps: Sequence[Ran | NoCode], suffix: str = ".py") -> dict[str, str]:
    """``00_source.py``, ``passes.txt`` and ``NN_<step><suffix>`` for each step that changed the code.

    >>> files = write("x\\n", [Ran("f", "x\\n"), NoCode("lists", "skipped (LISTS is off)"), Ran("g", "y\\n", " (late)"),
    ...                        NoCode("h", "failed")])
    >>> sorted(files)
    ['00_source.py', '03_g.py', 'passes.txt']
    >>> print(files["passes.txt"], end="")
    01 f      unchanged
    02 lists  skipped (LISTS is off)
    03 g      changed (late)
    04 h      failed
    >>> sorted(write("x\\n", [Ran("translate", "ir\\n")], ".txt"))
    ['00_source.py', '01_translate.txt', 'passes.txt']
    """
    files = {SOURCE: source}
    width = max((len(step.name) for step in steps), default=0)
    lines = []
    previous = source
    for number, step in enumerate(steps, start=1):
        if isinstance(step, NoCode):
            lines.append(f"{number:02d} {step.name:<{width}}  {step.state}")
            continue
        changed = step.code != previous
        lines.append(f"{number:02d} {step.name:<{width}}  {'changed' if changed else 'unchanged'}{step.note}")
        if changed:
            files[f"{number:02d}_{step.name}{suffix}"] = step.code
        previous = step.code
    files[LOG] = "\n".join(lines) + "\n"
    return files


@dataclass(frozen=True)
class Row:
    """One line of ``passes.txt``: a step's number, name and state, and the file its code would be in."""

    number: str
    name: str
    state: str
    suffix: str = field(default=".py", repr=False)

    @property
    def file(self) -> str:
        """The file that holds the code after this step, when it changed the code."""
        return f"{self.number}_{self.name}{self.suffix}"

    @property
    def ran(self) -> bool:
        """Whether the step ran to its end (``failed``, ``skipped``, ``removed`` and ``not run`` did not)."""
        return self.state.split(" ", 1)[0] in _RAN

    @property
    def changed(self) -> bool:
        return self.state.split(" ", 1)[0] == "changed"


def read(text: str, suffix: str = ".py") -> list[Row]:
    """The rows of a ``passes.txt``.

    >>> rows = read("01 f  changed (inserted at run time)\\n02 g  skipped (LISTS is off)\\n\\n03 h  failed\\n")
    >>> [(r.name, r.state, r.ran, r.changed) for r in rows]
    [('f', 'changed (inserted at run time)', True, True), ('g', 'skipped (LISTS is off)', False, False), ('h', 'failed', False, False)]
    >>> read("01 translate  unchanged\\n", ".txt")[0].file
    '01_translate.txt'
    """
    rows = []
    for line in text.splitlines():
        if line.strip():
            number, name, state = line.split(maxsplit=2)
            rows.append(Row(number, name, state, suffix))
    return rows


def final(files: Mapping[str, str], suffix: str = ".py") -> str | None:
    """The code after the last step that ran, from a case's ``00_source.py``, ``passes.txt`` and step files.

    >>> final({"00_source.py": "a\\n", "passes.txt": "01 f  changed\\n02 g  unchanged\\n", "01_f.py": "b\\n"})
    'b\\n'
    """
    if LOG not in files:
        return None
    current = files.get(SOURCE)
    for row in read(files[LOG], suffix):
        current = files.get(row.file, current)
    return current


class PassWalkViews(Views):
    """Views of a converter whose walk is a ``passes.txt``, each step that changed the code in its own file.

    >>> outputs = {"00_source.py": "a\\n", "passes.txt": "01 A  changed\\n02 B  removed (pir())\\n", "01_A.py": "b\\n"}
    >>> [(s.name, s.state, s.ran, s.before, s.after) for s in PassWalkViews().steps(outputs)]
    [('A', 'changed', True, 'a\\n', 'b\\n'), ('B', 'removed (pir())', False, 'b\\n', 'b\\n')]
    >>> PassWalkViews().output_kind("03_lists.py"), PassWalkViews().in_walk("passes.txt")
    ('NN_lists.py', True)
    """

    source_output = SOURCE
    suffix = ".py"  # of a step's file: its code after the step

    def steps(self, outputs: Outputs) -> list[Step]:
        walked = []
        previous = outputs.get(self.source_output, "")
        for row in read(outputs.get(LOG, ""), self.suffix):
            current = outputs.get(row.file, previous)
            walked.append(Step(row.number, row.name, row.state, row.ran, previous, current))
            previous = current
        return walked

    def in_walk(self, output: str) -> bool:
        return output == LOG or bool(_STEP_FILE.match(output))

    def output_kind(self, output: str) -> str:
        if _STEP_FILE.match(output) and output != self.source_output:
            return f"NN_{output[3:]}"
        return super().output_kind(output)
