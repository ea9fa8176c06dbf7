"""Snapshots are byte-identical whatever the hash seed, the run order or the invocation folder."""

from __future__ import annotations

import shutil

import pytest
from helpers import REFERENCES, converter_entry, snapshot_tree, write_case

from harness.frameworks import CONVERTERS

MANY_LOOP_VARIABLES = """
from harness import case


@case(inputs=(4,))
def many(n: int) -> int:
    \"\"\"Several loop variables, whose nonlocal order AutoGraph takes from the hash seed.\"\"\"
    a = 0
    b = 1
    c = 2
    out = 0
    for i in range(n):
        a, b, c = b, c, a + i
        out += a
    return out + b + c


def other(x: int) -> int:
    \"\"\"Another case, converted before or after the first.\"\"\"
    return x - 1
"""


@pytest.mark.each_framework
def test_same_snapshots_under_any_seed_order_and_folder(
    project: pytest.Pytester, converter: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Every converter of the framework: they share its fork servers.
    framework = converter_entry(converter).framework
    others = [name for name, entry in CONVERTERS.items() if entry.framework == framework and name != converter]
    chosen = ", ".join(repr(REFERENCES[name]) for name in [converter, *others])
    project.makepyprojecttoml(f'[tool.pytest.ini_options]\ntestpaths = ["cases"]\nharness_converters = [{chosen}]\n')
    write_case(project, "seeds", MANY_LOOP_VARIABLES)
    trees = []
    for seed, args in (("1", ()), ("2", ("-k", "many")), ("3", ("-p", "xdist", "-n", "2"))):
        shutil.rmtree(project.path / "snapshots", ignore_errors=True)
        monkeypatch.setenv("PYTHONHASHSEED", seed)
        result = project.runpytest_subprocess("-p", "no:cacheprovider", "--snapshot-update", *args)
        assert result.ret == 0
        trees.append({k: v for k, v in snapshot_tree(project.path).items() if "/many/" in k})
    # and invoked from another folder
    shutil.rmtree(project.path / "snapshots")
    elsewhere = project.mkdir("elsewhere")
    monkeypatch.chdir(elsewhere)
    result = project.runpytest_subprocess("-p", "no:cacheprovider", "--snapshot-update", "--rootdir", str(project.path), str(project.path / "cases"))
    assert result.ret == 0
    trees.append({k: v for k, v in snapshot_tree(project.path).items() if "/many/" in k})
    assert trees[0] and all(tree == trees[0] for tree in trees)


@pytest.mark.each_framework
def test_pytest_process_imports_no_framework(project: pytest.Pytester, converter: str) -> None:
    write_case(project, "seeds", MANY_LOOP_VARIABLES)
    project.makeconftest(
        """
        import sys

        def pytest_sessionfinish(session):
            loaded = sorted(m for m in ("tensorflow", "torch", "torchvision", "torchaudio") if m in sys.modules)
            print("FRAMEWORKS IN PYTEST:", loaded or "none")
        """
    )
    result = project.runpytest_subprocess("-p", "no:cacheprovider", "-s", "--snapshot-update")
    assert result.ret == 0
    result.stdout.fnmatch_lines(["*FRAMEWORKS IN PYTEST: none*"])
