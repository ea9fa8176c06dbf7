"""``python -m harness review``: walk the pending changes and accept, reject or skip each one."""

from __future__ import annotations

import fnmatch
import sys
from collections import Counter
from pathlib import Path
from typing import TextIO

from harness.store import pending
from harness.store.pending import Pending
from harness.textdiff import paint, unified_diff

PROMPT = "[a]ccept  [r]eject  [s]kip  [A]ccept all  [R]eject all  [q]uit > "
CHOICES = {"a": "accept", "r": "reject", "s": "skip", "A": "accept all", "R": "reject all", "q": "quit"}


def matches(change: Pending, snapshots: Path, pattern: str) -> bool:
    """Whether a glob pattern matches the snapshot's path under the snapshots folder (``*`` spans folders).

    >>> change = Pending(Path("s/autograph/tensorflow-2.21/loops/for_break/graph.txt.new"))
    >>> [matches(change, Path("s"), p) for p in ("*", "*/loops/*", "*graph.txt", "torchscript/*")]
    [True, True, True, False]
    """
    return fnmatch.fnmatchcase(change.snapshot.relative_to(snapshots).as_posix(), pattern)


def describe(change: Pending, snapshots: Path) -> list[str]:
    """A pending change as a header and the diff from the snapshot to the received output."""
    name = change.snapshot.relative_to(snapshots).as_posix()
    current, received = change.current(), change.received()
    if received is None:
        return [f"# {name}: no longer produced; accepting deletes the snapshot", *unified_diff(current or "", "", name)]
    if current is None:
        return [f"# {name}: new output, no snapshot yet", *unified_diff("", received, name)]
    return [f"# {name}: changed", *unified_diff(current, received, name)]


def apply(changes: list[Pending], action: str) -> None:
    """``accept`` or ``reject`` each change."""
    for change in changes:
        if action == "accept":
            change.accept()
        else:
            change.reject()


def scripted(changes: list[Pending], snapshots: Path, accept: list[str], reject: list[str], out: TextIO) -> int:
    """``--accept`` / ``--reject``: act on every change a pattern matches, without asking."""
    done: Counter[str] = Counter()
    for change in changes:
        name = change.snapshot.relative_to(snapshots).as_posix()
        if any(matches(change, snapshots, p) for p in accept):
            apply([change], "accept")
            done["accepted"] += 1
            out.write(f"accepted {name}\n")
        elif any(matches(change, snapshots, p) for p in reject):
            apply([change], "reject")
            done["rejected"] += 1
            out.write(f"rejected {name}\n")
    if not done:
        out.write(f"no pending change matches {' or '.join(accept + reject)}\n")
    out.write(summary(done, len(pending.find(snapshots))))
    return 0 if done else 1


def interactive(changes: list[Pending], snapshots: Path, answers: TextIO, out: TextIO, colour: bool) -> int:
    """Show each change's diff and ask what to do with it."""
    done: Counter[str] = Counter()
    for index, change in enumerate(changes):
        out.write(f"\n[{index + 1}/{len(changes)}] ")
        out.write(paint(describe(change, snapshots), colour))
        choice = ask(answers, out)
        if choice in ("accept all", "reject all"):
            action = choice.split()[0]
            apply(changes[index:], action)
            done[f"{action}ed"] += len(changes) - index
            break
        if choice == "quit":
            break
        if choice == "skip":
            done["skipped"] += 1
            continue
        apply([change], choice)
        done[f"{choice}ed"] += 1
    out.write("\n" + summary(done, len(pending.find(snapshots))))
    return 0


def ask(answers: TextIO, out: TextIO) -> str:
    """Read one choice; end of input or Ctrl-C means quit."""
    while True:
        out.write(PROMPT)
        out.flush()
        try:
            line = answers.readline()
        except KeyboardInterrupt:
            line = ""
        if not line:
            out.write("\n")
            return "quit"
        choice = CHOICES.get(line.strip())
        if choice:
            return choice
        out.write(f"unknown choice {line.strip()!r}\n")


def summary(done: Counter[str], remaining: int) -> str:
    """The closing line of a review.

    >>> summary(Counter(accepted=2, skipped=1), 1)
    'accepted 2, rejected 0, skipped 1; 1 pending change(s) remain\\n'
    """
    counts = ", ".join(f"{word} {done[word]}" for word in ("accepted", "rejected", "skipped"))
    return f"{counts}; {remaining} pending change(s) remain\n"


def review(snapshots: Path, accept: list[str], reject: list[str], list_only: bool) -> int:
    changes = pending.find(snapshots)
    if not changes:
        print(f"no pending changes under {snapshots}")
        return 0
    if list_only:
        for change in changes:
            kind = "gone" if change.removal else ("changed" if change.snapshot.is_file() else "new")
            print(f"{kind:8} {change.snapshot.relative_to(snapshots).as_posix()}")
        return 0
    if accept or reject:
        return scripted(changes, snapshots, accept, reject, sys.stdout)
    return interactive(changes, snapshots, sys.stdin, sys.stdout, sys.stdout.isatty())
