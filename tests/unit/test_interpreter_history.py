"""A change of interpreter is its own kind: history and report say what only the Python changed."""

from __future__ import annotations

from pathlib import Path

from harness.tools.history.command import interpreter_lines
from harness.tools.report.command import interpreter_note
from harness.tools.timeline import Timeline


def timeline(python: str | None, outputs: dict[str, dict[str, bytes]]) -> Timeline:
    suffix = f"-python{python}" if python else ""
    return Timeline(
        "conv",
        "loops.for_else",
        [f"fw-{r}{suffix}" for r in outputs],
        {f"fw-{r}{suffix}": o for r, o in outputs.items()},
        python=python,
    )


def test_each_release_both_pythons_recorded_names_what_differs_and_the_newest_diff() -> None:
    base = timeline(None, {"1.0": {"a.txt": b"x\n", "b.txt": b"y\n"}, "1.1": {"a.txt": b"x\n", "b.txt": b"y\n"}})
    other = timeline("3.12", {"1.1": {"a.txt": b"x\n", "b.txt": b"z\n"}, "1.2": {"a.txt": b"w\n"}})
    lines = interpreter_lines([base, other], diffs=True)
    assert lines[:3] == ["", "conv (Python 3.12) against conv, by Python only:", "  fw-1.1: b.txt"]
    assert "  fw-1.1-python3.12 against fw-1.1: b.txt" in lines
    assert "    -y" in lines and "    +z" in lines
    same = timeline("3.12", {"1.0": {"a.txt": b"x\n", "b.txt": b"y\n"}})
    assert interpreter_lines([base, same], diffs=True) == [
        "",
        "conv (Python 3.12) against conv, by Python only:",
        "  fw-1.0: the same",
    ]
    assert interpreter_lines([base], diffs=True) == [] and interpreter_lines([other], diffs=False) == []


def manifest(folder: Path, python: str, numpy: str = "2.4.6") -> Path:
    folder.mkdir(parents=True)
    (folder / "manifest.toml").write_text(
        f'framework = "fw 1.0"\nnumpy = "{numpy}"\npython = "{python}"\n', encoding="utf-8"
    )
    return folder


def test_report_says_when_only_the_interpreter_moved(tmp_path: Path) -> None:
    old = manifest(tmp_path / "conv" / "fw-1.0", "3.11")
    new = manifest(tmp_path / "conv" / "fw-1.0-python3.12", "3.12")
    assert interpreter_note([old], [new]) == "only the interpreter moved: python 3.11 -> 3.12\n"
    numpy = manifest(tmp_path / "conv" / "fw-1.0-python3.13", "3.13", numpy="2.3.5")
    assert interpreter_note([old], [numpy]) == ""
    assert interpreter_note([old], [manifest(tmp_path / "other" / "fw-1.0", "3.12")]) == ""
