"""Where a fork-server child's minor page faults come from: copied server pages, fresh memory, or library pages mapped again.

Run from the repository in a framework's environment, as root (the kernel shows page frame numbers to root only),
e.g. ``.tox/torch214/bin/python -m benchmarks.faults``. It preloads what the harness's fork server preloads,
forks one child per case the way the fork server (``harness/worker/server.py``) does, and at the end of each
conversion compares the child's page table (``/proc/self/pagemap``) with the server's, page by page:

- **copied**: an anonymous page the server had, now at another frame in the child: copy-on-write, because
  the child wrote to it (a reference count is enough);
- **fresh**: an anonymous page the server did not have: the child's own new memory;
- **remapped**: a file page (library code and read-only data) the server had mapped too: ``fork`` does not
  copy the page-table entries of file mappings, so the child faults each page it touches in again, from the
  page cache, without copying it;
- **new file**: a file page the server had not mapped.

A bare child (fork, read its page table, exit) is measured first: what any child costs before it converts.
Counts of pages and faults do not depend on the machine's load, unlike times.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import sys
import time
from collections import Counter
from pathlib import Path
from statistics import median
from typing import BinaryIO

import numpy as np

from benchmarks.floor import requests, runnable_converters
from harness.convert.registry import CONVERTERS
from harness.worker.child import Request, run
from harness.worker.server import preload

PAGE = os.sysconf("SC_PAGE_SIZE")
PRESENT, FILE_OR_SHARED = 1 << 63, 1 << 61
FRAME = (1 << 55) - 1
KINDS = ("copied", "fresh", "remapped", "new file")


def mappings() -> list[tuple[int, int]]:
    """This process's mappings, as ranges of virtual page numbers (the kernel's own pages left out)."""
    ranges = []
    with open("/proc/self/maps", encoding="ascii") as maps:
        for line in maps:
            fields = line.split(maxsplit=5)
            if len(fields) > 5 and fields[5].strip() in ("[vsyscall]", "[vvar]", "[vvar_vclock]"):
                continue
            start, end = (int(x, 16) // PAGE for x in fields[0].split("-"))
            ranges.append((start, end))
    return ranges


def entries(pagemap: BinaryIO, start: int, end: int) -> np.ndarray:
    """The page-table entries of pages ``start`` to ``end`` (zeros where the process has no mapping)."""
    pagemap.seek(start * 8)
    try:
        data = pagemap.read((end - start) * 8)
    except OSError:
        data = b""
    return np.frombuffer(data.ljust((end - start) * 8, b"\0"), dtype=np.uint64)


def classify(server: np.ndarray, child: np.ndarray) -> Counter[str]:
    """The pages of the child, in one range, that it faulted in itself (shared pages it did not touch are not counted).

    >>> server = np.array([PRESENT | 10, PRESENT | 11, PRESENT | FILE_OR_SHARED | 12, 0, 0], dtype=np.uint64)
    >>> child = np.array([PRESENT | 10, PRESENT | 99, PRESENT | FILE_OR_SHARED | 12, PRESENT | 13,
    ...                   PRESENT | FILE_OR_SHARED | 14], dtype=np.uint64)
    >>> sorted(classify(server, child).items())
    [('copied', 1), ('fresh', 1), ('new file', 1), ('remapped', 1)]
    """
    present, had = (child & PRESENT) != 0, (server & PRESENT) != 0
    file = (child & FILE_OR_SHARED) != 0
    moved = (child & FRAME) != (server & FRAME)
    return Counter(
        {
            "copied": int(np.sum(present & ~file & had & moved)),
            "fresh": int(np.sum(present & ~file & ~had)),
            "remapped": int(np.sum(present & file & had)),
            "new file": int(np.sum(present & file & ~had)),
        }
    )


def child_pages(server_pid: int) -> Counter[str]:
    """This child's pages by kind, against the server's page table at the same addresses, read now."""
    kinds: Counter[str] = Counter()
    with open("/proc/self/pagemap", "rb") as own, open(f"/proc/{server_pid}/pagemap", "rb") as server:
        for start, end in mappings():
            kinds += classify(entries(server, start, end), entries(own, start, end))
    return kinds


def measure_child(request: Request | None) -> dict[str, float]:
    """Fork one child that converts ``request`` (or nothing): its page kinds, faults, CPU and wall time until then."""
    read_end, write_end = os.pipe()
    started = time.perf_counter()
    pid = os.fork()
    if pid == 0:
        os.close(read_end)
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, 1)
            os.dup2(devnull, 2)
            if request is not None:
                run(request)
            usage = resource.getrusage(resource.RUSAGE_SELF)  # before the page table is read, which costs time too
            cost = {
                "faults": usage.ru_minflt,
                "user": usage.ru_utime,
                "system": usage.ru_stime,
                "wall": time.perf_counter() - started,
            }
            os.write(write_end, json.dumps({**child_pages(os.getppid()), **cost}).encode())
        finally:
            os._exit(0)
    os.close(write_end)
    with os.fdopen(read_end, "rb") as pipe:
        result = json.loads(pipe.read() or b"{}")
    os.waitpid(pid, 0)
    return result


def report(name: str, rows: list[dict[str, float]]) -> list[str]:
    """Medians per child: faults, pages of each kind (and MB), CPU seconds."""

    def mid(key: str) -> float:
        return median(row.get(key, 0) for row in rows)

    kinds = ", ".join(f"{kind} {mid(kind):,.0f} ({mid(kind) * PAGE / 1e6:.1f} MB)" for kind in KINDS)
    return [
        f"{name}: {len(rows)} children; per child (median): {mid('faults'):,.0f} minor faults; pages {kinds}; "
        f"CPU user {mid('user') * 1000:.0f} ms, system {mid('system') * 1000:.0f} ms; wall {mid('wall') * 1000:.0f} ms"
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.faults", description=__doc__.splitlines()[0])
    parser.add_argument("--project", default=".", help="the folder holding cases/ (default: .)")
    parser.add_argument("--converter", action="append", choices=sorted(CONVERTERS), help="default: every installed one")
    parser.add_argument("--bare", type=int, default=20, help="bare children to fork (default: 20)")
    args = parser.parse_args(argv)
    if os.geteuid() != 0:
        print("needs root: the kernel hides page frame numbers from other users", file=sys.stderr)
        return 2
    converters = args.converter or runnable_converters()
    frameworks = {CONVERTERS[name].framework for name in converters}
    preload([m for name in converters for m in CONVERTERS[name].preload])
    project = Path(args.project).resolve()
    sys.path.insert(0, str(project))
    rss = int(Path("/proc/self/statm").read_text().split()[1]) * PAGE
    print(f"server ({', '.join(sorted(frameworks))}): {rss / 1e6:.0f} MB resident")
    lines = report("bare child (fork, exit)", [measure_child(None) for _ in range(args.bare)])
    for name in converters:
        rows = [measure_child(r) for r in requests(project, project / "cases", [name])]
        lines += report(name, rows)
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
