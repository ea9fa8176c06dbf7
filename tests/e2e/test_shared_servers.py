"""The fork servers the in-process runs of these tests share (``tests/shared_servers.py``): only where a run cannot
tell one from a fresh start, so that no guarantee test passes on a state no real run has."""

from __future__ import annotations

import pytest

import harness.plugin.plan
from helpers import write_case
from shared_servers import ServerCache, sharing_key, sharing_pool

CASE = 'from harness import case\n\n\n@case(inputs=(1,))\ndef one(a: int) -> int:\n    return a + 1\n'


def idle_pids(cache: ServerCache) -> dict[int, int]:
    """The process id of each idle server, by replica."""
    return {s.replica: s.process.pid for servers in cache.idle.values() for s in servers if s.process}


def test_servers_that_ran_only_fresh_children_are_shared_and_one_that_ran_a_warm_worker_is_not(
    project: pytest.Pytester, converter: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    cache = ServerCache()
    monkeypatch.setattr(harness.plugin.plan, "WorkerPool", sharing_pool(cache))
    write_case(project, "one", CASE)
    try:
        project.runpytest("-p", "no:cacheprovider", "--snapshot-update").assert_outcomes(passed=1)
        first = idle_pids(cache)
        assert sorted(first) == [0, 1], "an update's two servers, each of which forked fresh children only, wait idle"
        project.runpytest("-p", "no:cacheprovider", "--snapshot-update").assert_outcomes(passed=1)
        assert idle_pids(cache) == first, "the next run took them, and gave them back"
        project.runpytest("-p", "no:cacheprovider").assert_outcomes(passed=1)
        # The comparison's first server forked a warm worker, which keeps what it converted: it is stopped.
        assert idle_pids(cache) == {1: first[1]}
        project.runpytest("-p", "no:cacheprovider", "--fresh-children").assert_outcomes(passed=1)
        assert idle_pids(cache)[0] != first[0]
    finally:
        cache.close()
    assert not cache.idle


def test_a_server_that_may_import_what_a_test_writes_is_never_shared(monkeypatch: pytest.MonkeyPatch) -> None:
    echo = ("harness", "harness.convert.echo.driver")
    assert sharing_key(echo, {}, 600.0, 0) is not None
    assert sharing_key(echo, {}, 600.0, 0) == sharing_key(echo, {}, 600.0, 0)
    assert sharing_key((*echo, "mylib"), {}, 600.0, 0) is None, "a project's preload, which a test may edit"
    assert sharing_key(echo, {}, 600.0, 0) != sharing_key(echo, {"A": "1"}, 600.0, 0)
    monkeypatch.setenv("HARNESS_SHARED_TEST", "1")
    keyed = sharing_key(echo, {}, 600.0, 0)
    monkeypatch.delenv("HARNESS_SHARED_TEST")
    assert sharing_key(echo, {}, 600.0, 0) != keyed, "another environment, another server"
    monkeypatch.setenv("PYTHONPATH", "/tmp")
    assert sharing_key(echo, {}, 600.0, 0) is None, "a folder on PYTHONPATH, whose modules a test may edit"
