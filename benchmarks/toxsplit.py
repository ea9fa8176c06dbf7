"""A warm ``tox`` (every environment installed) split into the harness's self-tests, the corpus and the rest."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

from benchmarks.measure import Run, timed


@dataclass(frozen=True)
class EnvSplit:
    """One environment's share of the run, in seconds."""

    name: str
    setup: float  # installing the freshly built harness, and the like
    self_tests: float  # the part of its pytest commands spent in tests/
    corpus: float  # the part spent in cases/
    other: float  # its other commands (coverage)

    @property
    def total(self) -> float:
        return self.setup + self.self_tests + self.corpus + self.other


def junit_seconds(path: Path) -> dict[str, float]:
    """Seconds of test time under each top-level folder, from a ``--junitxml`` report ({} without one).

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     report = Path(folder, "r.xml")
    ...     _ = report.write_text('<testsuites><testsuite><testcase classname="tests.test_a" name="t" time="2.5"/>'
    ...                           '<testcase classname="cases.loops.fx" name="c" time="1.0"/></testsuite></testsuites>')
    ...     junit_seconds(report)
    {'tests': 2.5, 'cases': 1.0}
    """
    seconds: dict[str, float] = {}
    if path.is_file():
        for case in ET.parse(path).iter("testcase"):
            folder = (case.get("classname") or "").split(".")[0]
            seconds[folder] = seconds.get(folder, 0.0) + float(case.get("time") or 0)
    return seconds


def slowest_files(path: Path, count: int = 3) -> list[tuple[str, float]]:
    """The test files that took longest in a ``--junitxml`` report, their tests' seconds summed ([] without one).

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     report = Path(folder, "r.xml")
    ...     _ = report.write_text('<testsuites><testsuite><testcase classname="tests.e2e.test_a" name="t" time="2.5"/>'
    ...                           '<testcase classname="tests.e2e.test_a" name="u" time="1.0"/>'
    ...                           '<testcase classname="tests.unit.test_b" name="v" time="3.0"/></testsuite></testsuites>')
    ...     slowest_files(report)
    [('tests/e2e/test_a.py', 3.5), ('tests/unit/test_b.py', 3.0)]
    """
    seconds: dict[str, float] = {}
    if path.is_file():
        for case in ET.parse(path).iter("testcase"):
            name = (case.get("classname") or "").replace(".", "/") + ".py"
            seconds[name] = seconds.get(name, 0.0) + float(case.get("time") or 0)
    return sorted(seconds.items(), key=lambda item: -item[1])[:count]


def is_pytest(command: list[str]) -> bool:
    """Whether tox ran pytest: it journals the executable's full path."""
    return bool(command) and Path(command[0]).name == "pytest"


def split(journal: dict, reports: Path) -> list[EnvSplit]:
    """Each environment's time from tox's ``--result-json``; a pytest command's wall time is shared out by its report.

    >>> journal = {"testenvs": {"tf221": {"setup": [{"command": ["pip"], "elapsed": 4.0}], "test": [
    ...     {"command": [".tox/tf221/bin/pytest", "cases", "tests"], "elapsed": 30.0},
    ...     {"command": [".tox/tf221/bin/python", "-m", "harness", "coverage"], "elapsed": 2.0}]}}}
    >>> split(journal, Path("nowhere"))  # no report: the whole pytest command counts as corpus
    [EnvSplit(name='tf221', setup=4.0, self_tests=0.0, corpus=30.0, other=2.0)]
    """
    envs = []
    for name, env in journal.get("testenvs", {}).items():
        if name.startswith("."):  # tox's packaging environment
            continue
        setup = sum(step["elapsed"] for step in env.get("setup", []))
        pytest = sum(step["elapsed"] for step in env.get("test", []) if is_pytest(step["command"]))
        other = sum(step["elapsed"] for step in env.get("test", []) if not is_pytest(step["command"]))
        parts = junit_seconds(reports / f"{name}.xml")
        measured = parts.get("tests", 0.0) + parts.get("cases", 0.0)
        share = parts.get("tests", 0.0) / measured if measured else 0.0
        envs.append(EnvSplit(name, setup, pytest * share, pytest * (1 - share), other))
    return envs


def warm_tox(project: Path, scratch: Path, environments: tuple[str, ...] = ()) -> tuple[Run, list[EnvSplit]]:
    """``tox`` as a user runs it (``-e`` the ``environments``, or all), environments kept, the conversion cache off (as
    in CI, or after any harness edit)."""
    return tox_run(project, scratch, ci=False, environments=environments)


def clean_tox(project: Path, scratch: Path, environments: tuple[str, ...] = ()) -> tuple[Run, list[EnvSplit]]:
    """A fresh clone's ``tox`` as ``.ci/run`` runs it (``-e`` the ``environments``, or all): the committed tree in
    another folder, ``CI`` set, so each environment is made, run and removed (``toxfile.py``); the wheel caches stay
    warm."""
    clone = scratch / "clone"
    subprocess.run(["git", "clone", "--quiet", str(project), str(clone)], check=True)
    return tox_run(clone, scratch, ci=True, environments=environments)


def budget(seconds: float, limit: float) -> str:
    """Whether one environment's wall time is within CI's budget for a job.

    >>> budget(359.4, 360), budget(439.0, 360)
    ('PASS', 'MISS')
    """
    return "PASS" if seconds <= limit else "MISS"


def tox_run(folder: Path, scratch: Path, *, ci: bool, environments: tuple[str, ...] = ()) -> tuple[Run, list[EnvSplit]]:
    """``tox`` in ``folder``; each pytest command writes a ``--junitxml`` report per environment through
    ``PYTEST_ADDOPTS``, which shares its time out between the harness's tests and the corpus. It is added to
    ``set_env`` (``+=``): replacing it would drop what tox.ini sets there (``HARNESS_TESTS``, the constraints)."""
    journal = scratch / "tox.json"
    addopts = f"PYTEST_ADDOPTS=--junitxml={scratch}/{{env_name}}.xml --no-cache"
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("TOX", "VIRTUAL_ENV", "PYTEST")) and k not in ("CI", "HARNESS_DISCARD_ENVS")
    }
    if ci:
        env["CI"] = "true"
    run = timed(
        [
            *(sys.executable, "-m", "tox", "run", "--result-json", str(journal), "-x", f"testenv.set_env+={addopts}"),
            *(("-e", ",".join(environments)) if environments else ()),
        ],
        folder,
        env,
    )
    return run, split(json.loads(journal.read_text(encoding="utf-8")) if journal.is_file() else {}, scratch)
