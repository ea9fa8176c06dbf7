"""``python -m benchmarks``, run from the repository in a framework's environment, e.g. ``.tox/tf221/bin/python -m benchmarks``."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from benchmarks.bench import bench


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks", description=__doc__)
    parser.add_argument("--runs", type=int, default=3, help="runs of each timed command, interleaved (default: 3)")
    parser.add_argument("--sizes", default="100,300,1000", help="generated corpus sizes for the scaling figure")
    parser.add_argument("--big-lines", type=int, default=10000, help="lines of the big output (default: 10000)")
    parser.add_argument(
        "--only",
        default="ratio,cache,parallel,memory,fixed,twice,scaling,big,explore,review",
        help="sections to run, comma-separated; 'harness-tests' (tox -e harness,harness-processes), 'tox' (a warm tox of every"
        " environment) and 'clean-tox' (a fresh clone's, as CI runs it) run only when named",
    )
    parser.add_argument(
        "--quick", action="store_true", help="tiny corpora, one run: every figure in well under a minute"
    )
    parser.add_argument(
        "--converters",
        default="",
        help="converters to measure, comma-separated (default: every one installed; tf212's tox runs autograph only)",
    )
    parser.add_argument(
        "--environments",
        default="",
        help="the tox environments 'tox' and 'clean-tox' run, comma-separated (default: every one), e.g. a job split"
        " in two: torch215,torch215-tests",
    )
    parser.add_argument("--project", default=".", help="the folder holding cases/ and snapshots/ (default: .)")
    args = parser.parse_args(argv)
    return bench(
        Path(args.project),
        args.runs,
        args.sizes,
        args.big_lines,
        args.only,
        args.quick,
        args.converters,
        args.environments,
    )


if __name__ == "__main__":
    sys.exit(main())
