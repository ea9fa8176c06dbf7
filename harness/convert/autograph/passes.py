"""The recorded AutoGraph passes, turned into ``passes.txt`` and one file per changing pass (by ``convert/passlog.py``)."""

from __future__ import annotations

from dataclasses import dataclass, field

from harness.convert.passlog import NoCode, Ran, write

# The step after the pipeline: PyToPy.transform_function gives the function its generated name (tf__<name>).
RENAME = "rename"


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
    steps: list[Ran | NoCode] = [
        NoCode(name, f"skipped ({source.feature} is off)") if isinstance(source, Skipped) else Ran(name, source)
        for name, source in log.steps
    ]
    return write(log.source, steps + ([NoCode(log.failed, "failed")] if log.failed else []))
