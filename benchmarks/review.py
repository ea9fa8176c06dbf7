"""An upgrade's pending cases, written straight to disk: what ``review --list`` lists in the benchmark's review section."""

from __future__ import annotations

from pathlib import Path

from harness.convert.registry import active
from harness.corpus.discovery import discover

ECHO = "harness.testing.echo:ECHO"
OLDER, NEWER = "1.0", "1.1"  # echo's framework releases: the baseline the upgrade compared with, and its own


def pending_project(root: Path) -> int:
    """Make ``root`` a project of the case files in its ``cases`` folder, each case compared by an
    upgrade of echo with the older release's baseline: one changed output per case, pending in the new release's
    baseline, which holds no snapshot yet. Returns the number of pending cases."""
    echo = active([ECHO])["echo"]
    (root / "pyproject.toml").write_text(
        f'[tool.pytest.ini_options]\ntestpaths = ["cases"]\nharness_converters = [{ECHO!r}]\n', encoding="utf-8"
    )
    older = root / "snapshots" / "echo" / echo.baseline(OLDER)
    newer = root / "snapshots" / "echo" / echo.baseline(NEWER)
    count = 0
    for file in sorted((root / "cases").glob("*.py")):
        for found in discover(file).cases:
            for baseline, name in ((older, "output.txt"), (newer, "output.txt.new")):
                folder = baseline / file.stem / found.name
                folder.mkdir(parents=True)
                (folder / name).write_text(f"{found.name} in {baseline.name}\n", encoding="utf-8")
            count += 1
    return count
