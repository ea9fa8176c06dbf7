"""What crosses the process boundary: replies of one status vocabulary, and the driver protocol a module must meet."""

from __future__ import annotations

import json
import types
from pathlib import Path
from typing import Any

import pytest

import harness.testing.echo.driver as echo_driver
from harness.convert import unfinished
from harness.worker import pool, warm
from harness.worker.child import read_result
from harness.worker.protocol import STATUSES, Driver, Reply, Resets, WarmsUp, driver, is_driver, is_reply

REPLIES: list[Reply] = [
    {"status": "ok", "outputs": {"a.txt": "1\n"}, "depends": dict(pool.NOTHING_READ)},
    {"status": "case-error", "message": "cases/a.py:3: NameError: x"},
    {"status": "harness-error", "message": "failed in the harness (the driver): RuntimeError: boom"},
    {"status": "unfinished", "limit": "memory"},
    {"status": "crashed", "reason": "killed by signal SIGSEGV", "log": "Fatal Python error\n"},
]


def test_every_status_has_one_reply_shape_and_survives_the_json_line() -> None:
    assert {reply["status"] for reply in REPLIES} == set(STATUSES)
    for reply in REPLIES:
        assert is_reply(json.loads(json.dumps(reply)))


@pytest.mark.parametrize(
    "line",
    [
        {"status": "done"},  # the fork server's word before there was one vocabulary
        {"status": "ok", "outputs": {}},  # no depends
        {"status": "crashed", "reason": "r"},  # no log
        {"status": "unfinished"},
        {"ready": True},
        ["status", "ok"],
        None,
    ],
)
def test_a_line_that_is_no_reply_is_refused(line: Any) -> None:
    assert not is_reply(line)


def test_a_result_file_holds_only_what_a_fresh_child_or_warm_worker_writes(tmp_path: Path) -> None:
    path = tmp_path / "result.json"
    for written, kept in [(REPLIES[0], True), (REPLIES[1], True), (REPLIES[3], False), (REPLIES[4], False)]:
        path.write_text(json.dumps(written), encoding="utf-8")
        assert (read_result(str(path)) == written) is kept, written
    path.write_text('{"status": "ok", "outp', encoding="utf-8")  # cut short
    assert read_result(str(path)) is None


def test_the_pool_turns_an_unfinished_reply_into_its_outputs_and_keeps_the_rest() -> None:
    result = pool.result({"status": "unfinished", "limit": "memory"})
    assert result["status"] == "ok"
    assert result["outputs"] == unfinished.not_finished("memory")
    assert result["depends"] == pool.NOTHING_READ
    assert pool.result(REPLIES[1]) is REPLIES[1]
    with pytest.raises(ValueError, match="SIGSEGV"):
        pool.result(REPLIES[4])


def test_a_module_without_convert_is_no_driver_and_the_error_names_it() -> None:
    lacking = types.ModuleType("my_project.driver")
    lacking.conver = lambda target, spec: {}  # type: ignore[attr-defined]  # a misspelt convert
    with pytest.raises(TypeError) as raised:
        driver(lacking, "my_project.driver")
    assert str(raised.value) == (
        "the driver module my_project.driver has no convert(target, spec), which every converter's driver defines"
    )
    not_callable = types.ModuleType("constant")
    not_callable.convert = "convert"  # type: ignore[attr-defined]
    assert not is_driver(not_callable) and not is_driver(lacking)


def test_the_echo_driver_meets_the_protocol_with_a_reset_and_no_warm_up() -> None:
    assert driver(echo_driver, echo_driver.__name__) is echo_driver
    assert isinstance(echo_driver, Driver) and isinstance(echo_driver, Resets)
    assert not isinstance(echo_driver, WarmsUp)


def test_a_reset_shared_by_two_drivers_runs_once_and_a_driver_without_one_is_skipped() -> None:
    calls: list[str] = []

    def shared() -> None:
        calls.append("shared")

    def convert(target: Any, spec: Any) -> dict[str, str]:
        return {}

    drivers: list[Driver] = [
        types.SimpleNamespace(convert=convert, reset=shared),
        types.SimpleNamespace(convert=convert, reset=shared),
        types.SimpleNamespace(convert=convert),
        types.SimpleNamespace(convert=convert, reset=lambda: calls.append("own")),
    ]
    warm.reset(drivers)
    assert calls == ["shared", "own"]
