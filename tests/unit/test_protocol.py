"""What crosses the process boundary: replies of one status vocabulary, and the driver protocol a module must meet."""

from __future__ import annotations

import ast
import json
import types
from dataclasses import fields, replace
from pathlib import Path
from typing import Any

import pytest

import harness.testing.echo.driver as echo_driver
from harness.convert import normalizing, steps, unfinished
from harness.worker import child, pool, protocol, replay, warm
from harness.worker.child import read_result
from harness.worker.protocol import (
    STATUSES,
    Driver,
    Reply,
    Request,
    Resets,
    WarmsUp,
    driver,
    driver_fault,
    is_driver,
    is_reply,
)

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


def test_a_request_is_what_a_case_needs_and_its_json_is_derived_from_its_fields() -> None:
    """A request names its case and its converter (a registered name or ``package.module:ATTRIBUTE``), nothing copied
    from the entry; its JSON holds each field once, as the dataclass declares it, and reads back equal."""
    request = Request("/r", "cases.m", "f", "mine.entry:MINE", (("fw-1.0", "/s/fw-1.0/m/f"),))
    assert [field.name for field in fields(Request)] == ["root", "module", "case", "converter", "replays"]
    sent = json.loads(json.dumps(request.to_json()))
    assert list(sent) == [field.name for field in fields(Request)]
    assert Request.from_json(sent) == request
    assert Request.from_json({**sent, "replays": []}) == replace(request, replays=())


def test_each_hook_a_driver_declares_is_checked_against_what_the_harness_calls_it_with() -> None:
    def convert(target: Any, spec: Any) -> dict[str, str]:
        return {}

    assert driver_fault(types.SimpleNamespace(convert=convert, reset=lambda: None, warm_up=lambda: None)) is None
    assert driver_fault(types.SimpleNamespace(convert=convert, reset=lambda cache: None)) == (
        "its reset takes (cache), not ()"
    )
    assert driver_fault(types.SimpleNamespace(convert=convert, decoration=lambda: None)) == (
        "its decoration takes (), not (decorated)"
    )
    assert driver_fault(types.SimpleNamespace(convert=convert, warm_up=3)) == "its warm_up is a int, not a function ()"
    assert driver_fault(echo_driver) is None


def test_no_module_of_the_child_reads_the_registry() -> None:
    """The child gets its converter resolved from its fork server (``protocol.Entry``): the modules that run in it
    import no registry."""
    for module in (child, replay, warm, protocol, normalizing, steps):
        tree = ast.parse(Path(str(module.__file__)).read_text(encoding="utf-8"))
        imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
        imported |= {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
        assert "harness.convert.registry" not in imported, module.__name__


def test_every_step_after_a_conversion_is_owned_by_its_outputs_module() -> None:
    """A new output feature is an entry of ``STEPS``, a function of the module that owns its output (under
    ``harness/convert/``), never a branch of the worker."""
    owners = [step.__module__ for step in child.STEPS]
    assert owners == [
        "harness.convert.saved",
        "harness.convert.decorated",
        "harness.convert.options",
        "harness.convert.steps",
        "harness.convert.common",
    ]
