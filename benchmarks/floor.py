"""The benchmark's floor: the corpus's converter calls in one plain loop, without pytest, syrupy or normalization."""

from __future__ import annotations

import argparse
import importlib
import json
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from harness.convert.registry import CONVERTERS
from harness.corpus.discovery import case_files, discover, module_key
from harness.worker.child import Request, load_target


def runnable_converters() -> list[str]:
    """The registered converters whose framework is installed here in a version they run on."""
    return [name for name, c in CONVERTERS.items() if (version := c.installed_version()) and not c.unsupported(version)]


def requests(project: Path, selected: Path, converters: list[str]) -> Iterator[Request]:
    """Every case under ``selected`` (``project/cases`` or a folder in it), per converter, in the harness's order."""
    cases_dir = project / "cases"
    for path in case_files(cases_dir, selected):
        module = f"cases.{module_key(path, cases_dir)}"
        info = discover(path)
        for converter in converters:
            for case in info.cases:
                if converter in case.converters:
                    yield Request(root=str(project), module=module, case=case.name, converter=converter)


def run(project: Path, selected: Path, converters: list[str]) -> dict[str, Any]:
    """Convert every case; count the cases and those that raised."""
    started = time.perf_counter()
    drivers = {name: importlib.import_module(CONVERTERS[name].driver) for name in converters}
    imported = time.perf_counter()
    done = errors = 0
    for request in requests(project, selected, converters):
        try:
            target, spec = load_target(request)
            drivers[request.converter].convert(target, spec)
        except Exception:  # noqa: BLE001 - a broken case costs its time, like in the harness
            errors += 1
        done += 1
    return {
        "cases": done,
        "errors": errors,
        "import_seconds": imported - started,
        "loop_seconds": time.perf_counter() - imported,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.floor", description=__doc__)
    parser.add_argument("project", help="the folder holding cases/")
    parser.add_argument(
        "--cases", default="cases", help="the cases to convert: cases/ or a folder in it (default: cases)"
    )
    parser.add_argument("--converter", action="append", choices=sorted(CONVERTERS), help="default: every installed one")
    args = parser.parse_args(argv)
    converters = args.converter or runnable_converters()
    project = Path(args.project).resolve()
    result = run(project, project / args.cases, converters)
    # Framework noise may share stdout; the result is the last line.
    print("\n" + json.dumps(result), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
