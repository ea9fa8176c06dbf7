"""Committed snapshots hold nothing that another machine or moment would write differently."""

from __future__ import annotations

import os
import re

import pytest

from harness.store.portability import MACHINE_DEPENDENT, declared_rules, kind_of, problems, rule_for
from helpers import COMMITTED_SNAPSHOTS, committed_snapshot_files


def this_machine() -> dict[str, re.Pattern[str]]:
    """This machine's CPU model and core count, in the words a message would use."""
    found = {"this core count": re.compile(rf"\b{os.cpu_count()} (?:cores?|threads?|CPUs?)\b", re.IGNORECASE)}
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as cpuinfo:
            model = next((line.split(":", 1)[1].strip() for line in cpuinfo if line.startswith("model name")), "")
    except OSError:
        model = ""
    if len(model) >= 8:
        found["this CPU model"] = re.compile(re.escape(model))
    return found


def test_every_snapshot_keeps_its_kinds_rule() -> None:
    rules = declared_rules()
    found = []
    extra = this_machine()
    for path in committed_snapshot_files():
        relative = path.relative_to(COMMITTED_SNAPSHOTS).as_posix()
        text = path.read_text(encoding="utf-8")
        found += [f"{relative}:{number}: {what}" for number, what in problems(kind_of(relative), text, rules)]
        for label, pattern in extra.items():
            found += [f"{relative}: {label}: {m.group(0)}" for m in pattern.finditer(text)]
    assert len(committed_snapshot_files()) > 100
    assert not found, "snapshots that would differ on another machine:\n" + "\n".join(found[:30])


def test_every_output_kind_has_one_rule_next_to_its_writer() -> None:
    rules = declared_rules()
    declared = {rule.pattern for rule in rules}
    assert len(declared) == len(rules), "a kind is declared twice"
    kinds = {kind_of(p.relative_to(COMMITTED_SNAPSHOTS).as_posix()) for p in committed_snapshot_files()}
    assert {"autograph/behaviour.txt", "torchscript/behaviour.txt", "autograph/graph.txt"} <= kinds
    undeclared = sorted(kind for kind in kinds if rule_for(kind, rules) is None)
    assert not undeclared
    assert rule_for("autograph/graph.txt", rules).declared_in == "harness/convert/autograph/tfgraph.py"
    assert rule_for("torchscript/behaviour.txt", rules).declared_in == "harness/convert/behaviour.py"


@pytest.mark.parametrize(
    "kind, line, label",
    [
        ("autograph/graph.txt", "c = Const() dtype=float32 value=float32[] 0.17307919263839722", "float with 17"),
        ("torchscript/builders.txt", "StmtBuilder.build_For 0.5", "float with 1"),
        ("torchscript/warnings.txt", "UserWarning: Intel(R) Xeon(R) Platinum 8375C", "CPU model"),
        ("torchscript/error.txt", "RuntimeError: using AVX512 kernels", "CPU model"),
        ("autograph/warnings.txt", "UserWarning: running on 8 threads", "core or thread count"),
        ("autograph/error.txt", "intra_op_parallelism_threads = 16", "core or thread count"),
        ("torchscript/error.txt", "traced at 2026-11-30", "date"),
        ("torchscript/error.txt", "at 13:02:45 UTC", "time of day"),
        ("autograph/warnings.txt", "UserWarning: tracing took 1.25 s", "duration"),
        ("autograph/warnings.txt", "UserWarning: slow (340 ms)", "duration"),
    ],
)
def test_the_scan_catches_what_differs_between_machines(kind: str, line: str, label: str) -> None:
    found = [what for _, what in problems(kind, line + "\n", declared_rules())]
    assert any(what.startswith(label) for what in found), found


def test_the_scan_passes_locations_versions_and_source_constants() -> None:
    fine = {
        "torchscript/graph.txt": "%4 : float = prim::Constant[value=0.10000000000000001]() # cases/x.py:f:3:8",
        "autograph/passes.txt": "03 functions  changed",
        "autograph/manifest.toml": 'framework = "tensorflow 2.21.0"\npython = "3.11"',
        "autograph/behaviour.txt": "inputs: [float32[2, 3], 4, 0.30000000000000004]\npython: float32[2]\nsame",
    }
    for kind, text in fine.items():
        assert list(problems(kind, text, declared_rules())) == [], kind
    assert set(MACHINE_DEPENDENT) == {"CPU model", "core or thread count", "date", "time of day", "duration"}
