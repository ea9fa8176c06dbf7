"""Snapshots are byte-identical whatever the hash seed, the run order or the invocation folder."""

from __future__ import annotations

import shutil

import pytest

from helpers import snapshot_tree, write_case

MANY_LOOP_VARIABLES = """
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


def test_same_snapshots_under_any_seed_order_and_folder(
    project: pytest.Pytester, converter: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    write_case(project, "seeds", MANY_LOOP_VARIABLES)
    trees = []
    for seed, args in (("1", ()), ("2", ("-k", "many")), ("3", ("-p", "xdist", "-n", "2"))):
        shutil.rmtree(project.path / "snapshots", ignore_errors=True)
        monkeypatch.setenv("PYTHONHASHSEED", seed)
        result = project.runpytest("-p", "no:cacheprovider", "--snapshot-update", *args)
        assert result.ret == 0
        trees.append({k: v for k, v in snapshot_tree(project.path).items() if "/many/" in k})
    # and invoked from another folder
    shutil.rmtree(project.path / "snapshots")
    elsewhere = project.mkdir("elsewhere")
    monkeypatch.chdir(elsewhere)
    result = project.runpytest(
        "-p", "no:cacheprovider", "--snapshot-update", "--rootdir", str(project.path), str(project.path / "cases")
    )
    assert result.ret == 0
    trees.append({k: v for k, v in snapshot_tree(project.path).items() if "/many/" in k})
    assert trees[0] and all(tree == trees[0] for tree in trees)
