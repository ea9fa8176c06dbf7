"""Timing and memory of a benchmark's subprocess: wall time, other load on the machine, peak PSS of its process tree."""

from __future__ import annotations

import os
import resource
import subprocess
import tempfile
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

SAMPLE_SECONDS = 0.05


def process_tree(root: int) -> list[int]:
    """``root`` and all its descendants, from the parent ids in ``/proc/*/stat``."""
    children: dict[int, list[int]] = {}
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            with open(f"/proc/{entry.name}/stat", encoding="utf-8", errors="replace") as handle:
                stat = handle.read()
        except OSError:
            continue
        parent = int(stat.rsplit(")", 1)[1].split()[1])
        children.setdefault(parent, []).append(int(entry.name))
    tree, todo = [], [root]
    while todo:
        pid = todo.pop()
        tree.append(pid)
        todo.extend(children.get(pid, ()))
    return tree


def pss_bytes(pid: int) -> int:
    """The proportional set size of one process (0 once it is gone)."""
    try:
        with open(f"/proc/{pid}/smaps_rollup", encoding="utf-8") as handle:
            for line in handle:
                if line.startswith("Pss:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    return 0


class PeakSampler(threading.Thread):
    """Samples the summed PSS of a process tree every 50 ms and keeps the peak."""

    def __init__(self, root: int) -> None:
        super().__init__(daemon=True)
        self.root = root
        self.peak = 0
        self.done = threading.Event()

    def run(self) -> None:
        while not self.done.is_set():
            self.peak = max(self.peak, sum(pss_bytes(pid) for pid in process_tree(self.root)))
            self.done.wait(SAMPLE_SECONDS)

    def stop(self) -> int:
        self.done.set()
        self.join()
        return self.peak


@dataclass
class Run:
    """One timed subprocess."""

    seconds: float
    returncode: int
    output: str
    peak: int | None = None  # bytes of PSS, when sampled
    others: float = 0.0  # CPU cores other processes kept busy meanwhile, on average


def busy_seconds() -> float:
    """CPU time spent by the whole machine since boot, from ``/proc/stat`` (idle and iowait excluded)."""
    with open("/proc/stat", encoding="utf-8") as handle:
        fields = [int(v) for v in handle.readline().split()[1:]]
    return (sum(fields[:8]) - fields[3] - fields[4]) / os.sysconf("SC_CLK_TCK")


def children_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def timed(command: Sequence[str], cwd: Path, env: dict[str, str], *, sample: bool = False) -> Run:
    """Run ``command`` to completion; its wall time, exit code, output and (when ``sample``) peak memory."""
    with tempfile.TemporaryFile() as output:
        machine, own = busy_seconds(), children_seconds() + time.process_time()
        started = time.perf_counter()
        process = subprocess.Popen(command, cwd=cwd, env=env, stdout=output, stderr=subprocess.STDOUT)
        sampler = PeakSampler(process.pid) if sample else None
        if sampler:
            sampler.start()
        process.wait()
        seconds = time.perf_counter() - started
        peak = sampler.stop() if sampler else None
        # What the machine did beyond this run's process tree (and this process's sampling).
        others = (busy_seconds() - machine - (children_seconds() + time.process_time() - own)) / seconds
        output.seek(0)
        return Run(seconds, process.returncode, output.read().decode("utf-8", errors="replace"), peak, max(others, 0.0))
