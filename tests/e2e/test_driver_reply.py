"""A driver's reply is stored only as plain files of its case's folder: any other reply (a path for a name, a pending
change's name, two names one case-insensitive checkout makes one file, bytes, a list, nothing) fails that case,
naming its converter and what it returned, and writes nothing."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from helpers import snapshot_tree

pytestmark = pytest.mark.subprocess(
    "the project's converter is installed through PYTHONPATH, which a new interpreter reads"
)

# A project's own converter (entry and driver in one module), whose driver returns for each case the reply below.
MINE = """
from harness.converter import Converter

MINE = Converter("mine", "harness", ("dy2static-harness",), "mine")
REPLIES = {
    "victim": {"out.txt": "golden\\n"},
    "parent": {"../victim/out.txt": "replaced\\n"},
    "outside": {"../../../../../../escaped.txt": "escaped\\n"},
    "absolute": {ESCAPED: "escaped\\n"},
    "dot": {".": "x\\n"},
    "dotdot": {"..": "x\\n"},
    "sub": {"sub/x.txt": "x\\n"},
    "backslash": {"sub\\\\x.txt": "x\\n"},
    "pending_new": {"out.txt.new": "x\\n"},
    "pending_gone": {"x.gone": ""},
    "cased": {"out.txt": "a\\n", "Out.txt": "b\\n"},
    "nameless": {"": "x\\n"},
    "nul": {"a\\x00b.txt": "x\\n"},
    "bytes": b"out.txt",
    "listed": ["out.txt"],
    "nothing": None,
    "empty": {},
    "byte_text": {"out.txt": b"x\\n"},
    "numbered": {3: "x\\n"},
}


def convert(target, spec):
    return REPLIES[target.__name__]
"""
# What each case's failure says its converter's driver returned.
SAID = {
    "parent": "returned outputs no case's folder can hold (the output name '../victim/out.txt' holds a path separator)",
    "outside": "the output name '../../../../../../escaped.txt' holds a path separator",
    "absolute": "escaped.txt' holds a path separator",
    "dot": "the output name '.' names a folder, not a file",
    "dotdot": "the output name '..' names a folder, not a file",
    "sub": "the output name 'sub/x.txt' holds a path separator",
    "backslash": "the output name 'sub\\\\x.txt' holds a path separator",
    "pending_new": "the output name 'out.txt.new' ends in .new, which marks a pending change",
    "pending_gone": "the output name 'x.gone' ends in .gone, which marks a pending change",
    "cased": "the output names 'Out.txt' and 'out.txt' differ only in case: one file on a case-insensitive checkout",
    "nameless": "the output name '' is empty",
    "nul": "the output name 'a\\x00b.txt' holds a NUL",
    "bytes": "returned bytes, not a dict of output file names to text: b'out.txt'",
    "listed": "returned list, not a dict of output file names to text: ['out.txt']",
    "nothing": "returned NoneType, not a dict of output file names to text: None",
    "empty": "returned no outputs",
    "byte_text": "returned bytes for the output 'out.txt', not text: b'x\\n'",
    "numbered": "returned an output name that is not text: 3 (int)",
}


@pytest.fixture
def mine(pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> pytest.Pytester:
    """A project whose converter is its own, with a case per reply of its driver."""
    monkeypatch.delenv("CI", raising=False)
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join([str(pytester.path), *filter(None, [os.getenv("PYTHONPATH")])]))
    escaped = pytester.path.parent / "escaped.txt"
    (pytester.path / "mine.py").write_text(f"ESCAPED = {str(escaped)!r}\n" + MINE, encoding="utf-8")
    pytester.makepyprojecttoml('[tool.pytest.ini_options]\ntestpaths = ["cases"]\nharness_converters = ["mine:MINE"]\n')
    (pytester.path / "cases").mkdir()
    cases = "".join(f"def {name}(x):\n    return x\n\n\n" for name in ["victim", *SAID])
    (pytester.path / "cases" / "topic.py").write_text(cases, encoding="utf-8")
    return pytester


@pytest.mark.parametrize("update", [True, False], ids=["update", "compare"])
def test_a_reply_no_case_folder_holds_fails_its_case_naming_the_converter_and_writes_nothing(
    mine: pytest.Pytester, update: bool
) -> None:
    """Where the reply arrives, before anything is written: an update and a comparison (which would leave pending
    files) alike leave the victim's golden file and every folder outside the case's as they were."""
    mine.runpytest_subprocess("-p", "no:cacheprovider", "--snapshot-update", "-k", "victim").assert_outcomes(passed=1)
    before = snapshot_tree(mine.path)
    result = mine.runpytest_subprocess("-p", "no:cacheprovider", *(["--snapshot-update"] if update else []))
    result.assert_outcomes(passed=1, failed=len(SAID))
    for name, said in SAID.items():
        said = said.replace("[", "[[]")  # fnmatch's
        result.stdout.fnmatch_lines([f"mine::topic::{name}: the converter mine's driver *{said}*(cases/topic.py:*)"])
    text = result.stdout.str() + result.stderr.str()
    assert "please report it" not in text and "Traceback" not in text and "INTERNALERROR" not in text
    assert snapshot_tree(mine.path) == before
    assert snapshot_tree(mine.path, pending=True) == {}
    assert sorted(p.name for p in (mine.path / "snapshots").rglob("*") if p.is_file()) == ["manifest.toml", "out.txt"]
    assert not (mine.path.parent / "escaped.txt").exists()
    assert (mine.path / "snapshots" / "mine").is_dir() and not Path(mine.path / "victim").exists()
