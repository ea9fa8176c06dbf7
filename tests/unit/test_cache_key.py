"""A converter's cache key reads the whole environment that reaches its fork server (a C library's ``getenv`` is seen by
no hook), but nothing it pins and none of the test runners' variables, which never reach it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from harness.converter import Converter
from harness.plugin.cache import ConversionCache
from harness.testing.echo import ECHO
from harness.worker.protocol import Request
from helpers import CONVERTERS

KNOWN = {**CONVERTERS, "echo": ECHO}


def key(tmp_path: Path, converter: Converter) -> str:
    """The key of one case for ``converter`` under the current ``os.environ``, by a fresh cache."""
    cases = tmp_path / "cases"
    cases.mkdir(exist_ok=True)
    case_file = cases / "topic.py"
    case_file.write_text("def double(a: int) -> int:\n    return a * 2\n", encoding="utf-8")
    request = Request(str(tmp_path), "cases.topic", "double", converter.name)
    return ConversionCache(tmp_path / "cache", cases).key(case_file, request, converter)


def changed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, value: str) -> set[str]:
    """The converters whose key for the same case changes when ``name=value`` is set."""
    before = {converter: key(tmp_path, KNOWN[converter]) for converter in KNOWN}
    monkeypatch.setenv(name, value)
    return {converter for converter in KNOWN if key(tmp_path, KNOWN[converter]) != before[converter]}


@pytest.mark.parametrize(
    "name", ["FLAGS_enable_pir_api", "JAX_DEFAULT_MATMUL_PRECISION", "PYTHONWARNINGS", "OMP_NUM_THREADS", "MY_OWN"]
)
def test_a_variable_that_reaches_the_fork_servers_changes_every_key(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    """Whichever framework is said to read it: a C library reads what it likes, unseen."""
    monkeypatch.delenv(name, raising=False)
    assert changed(tmp_path, monkeypatch, name, "3") == set(KNOWN)


@pytest.mark.parametrize("name", ["PYTEST_CURRENT_TEST", "TOX_PACKAGE"])
def test_a_test_runners_variable_changes_no_key(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    monkeypatch.delenv(name, raising=False)
    assert not changed(tmp_path, monkeypatch, name, "3")


@pytest.mark.parametrize(
    ("name", "pinned_for"),
    [
        ("GLOG_minloglevel", {"paddle", "sot"}),
        ("TF_CPP_MIN_LOG_LEVEL", {"autograph"}),  # jax reads TF_CPP_ too, and does not pin it
        ("ECHO_PINNED", {"echo"}),
        *((name, set(KNOWN)) for name in ("PYTHONHASHSEED", "TZ", "LC_ALL", "PYTHONUNBUFFERED")),
    ],
)
def test_a_pinned_variable_changes_no_key_it_is_pinned_for(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, pinned_for: set[str]
) -> None:
    monkeypatch.delenv(name, raising=False)
    assert not changed(tmp_path, monkeypatch, name, "7") & pinned_for


@pytest.mark.subprocess("the key a new interpreter computes")
def test_every_converters_key_is_the_same_in_another_process(tmp_path: Path) -> None:
    """A cache key computed in one run must be found by the next: two fresh interpreters, under other hash seeds,
    give each converter's the same digest (an option's check function once put its address in it)."""
    script = (
        "import json, os; from harness.plugin.cache import converter_digest; from harness.convert.registry import load; "
        "print(json.dumps({n: converter_digest(c, os.environ) for n, c in load().converters.items()}))"
    )

    def digests(seed: str) -> dict[str, str]:
        env = {**os.environ, "PYTHONHASHSEED": seed}
        out = subprocess.run([sys.executable, "-c", script], env=env, check=True, capture_output=True, text=True)
        return json.loads(out.stdout)

    first, second = digests("1"), digests("2")
    assert set(first) == set(CONVERTERS)
    assert first == second
