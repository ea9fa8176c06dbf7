"""The fork servers the in-process runs of these tests share (``tests/shared_servers.py``): only where a run cannot
tell one from a fresh start, so that no guarantee test passes on a state no real run has."""

from __future__ import annotations

from pathlib import Path

import pytest

import harness.plugin.plan
from helpers import write_case
from shared_servers import ServerCache, SharedServer, installed, sharing_key, sharing_pool

CASE = "from harness import case\n\n\n@case(inputs=(1,))\ndef one(a: int) -> int:\n    return a + 1\n"


def idle_pids(cache: ServerCache) -> dict[int, int]:
    """The process id of each idle server, by replica."""
    return {s.replica: s.process.pid for s in cache.idle if s.process}


def children(pid: int) -> list[str]:
    return Path(f"/proc/{pid}/task/{pid}/children").read_text().split()


def test_a_run_gives_its_servers_to_the_next_as_fresh_ones_its_warm_worker_ended(
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
        result = project.runpytest("-p", "no:cacheprovider")
        result.assert_outcomes(passed=1)
        result.stdout.fnmatch_lines(["*1 passed warm*"])
        # The comparison's first server forked a warm worker, which keeps what it converted: it is ended.
        assert idle_pids(cache) == first
        assert children(first[0]) == [], "no warm worker is left to the next run"
        project.runpytest("-p", "no:cacheprovider").stdout.fnmatch_lines(["*1 passed warm*"])
    finally:
        cache.close()
    assert not cache.idle


def test_a_server_that_may_import_what_a_test_writes_is_never_shared(monkeypatch: pytest.MonkeyPatch) -> None:
    echo = ("harness", "harness.testing.echo.driver")
    assert sharing_key("harness", echo, {}, 600.0, 0) is not None
    assert sharing_key("harness", echo, {}, 600.0, 0) == sharing_key("harness", echo, {}, 600.0, 0)
    assert sharing_key("harness", (*echo, "mylib"), {}, 600.0, 0) is None, "a project's preload, which a test may edit"
    assert sharing_key("dis", ("dis", "harness.convert.dis.driver", "json"), {}, 600.0, 0) is not None, "the stdlib's"
    assert [installed(m) for m in ("harness.spec", "os.path", "mylib.driver", "harnessed")] == [
        True,
        True,
        False,
        False,
    ]
    assert sharing_key("harness", echo, {}, 600.0, 0) != sharing_key("harness", echo, {"A": "1"}, 600.0, 0)
    assert sharing_key("harness", echo, {}, 600.0, 0) != sharing_key("other", echo, {}, 600.0, 0)
    monkeypatch.setenv("HARNESS_SHARED_TEST", "1")
    keyed = sharing_key("harness", echo, {}, 600.0, 0)
    monkeypatch.delenv("HARNESS_SHARED_TEST")
    assert sharing_key("harness", echo, {}, 600.0, 0) != keyed, "another environment, another server"
    home = sharing_key("harness", echo, {}, 600.0, 0)
    monkeypatch.setenv("HOME", "/elsewhere")
    assert sharing_key("harness", echo, {}, 600.0, 0) != home, (
        "another HOME, another server: a test's own is never shared"
    )
    monkeypatch.setenv("PYTHONPATH", "/tmp")
    assert sharing_key("harness", echo, {}, 600.0, 0) is None, "a folder on PYTHONPATH, whose modules a test may edit"


def test_the_cache_keeps_a_few_idle_servers_and_stops_the_longest_idle(tmp_path: Path) -> None:
    cache = ServerCache(limit=2)
    servers = [SharedServer("harness", tmp_path / f"s{n}") for n in range(3)]
    for n, server in enumerate(servers):
        server.workdir.mkdir()
        server.key = ("key", n % 2)
        cache.give(server)
    assert cache.take(("key", 0)) is servers[2], "the first server, idle longest, was stopped for the third"
    assert not servers[0].workdir.exists(), "a stopped server's folder goes with it"
    assert cache.take(("key", 1)) is servers[1] and cache.take(("key", 1)) is None and not cache.idle


def test_projects_share_a_home_so_that_their_servers_serve_the_next_test(
    project: pytest.Pytester, shared_home: Path
) -> None:
    assert Path.home() == shared_home != project.path
    assert not any(shared_home.iterdir()), "empty, as pytester's own HOME is"
