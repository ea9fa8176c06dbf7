"""``python -m harness review``: settle the pending changes a failing run left, one case and one keystroke at a time."""

from __future__ import annotations

import argparse
import fnmatch
import functools
import os
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

from harness.corpus.workspace import Workspace
from harness.project import Project
from harness.store import files, pending
from harness.textdiff import fold_repeats, paint
from harness.tools.options import add_snapshots
from harness.tools.review.cases import (
    PendingCase,
    case_lines,
    describe,
    group,
    kind,
    listing,
    location,
    no_match,
    same_edits,
)
from harness.tools.review.terminal import NEXT_PAGE, PREVIOUS_PAGE, QUIT, keystrokes, pages, screen_rows, size

KEYS = {"a": "accept", "r": "reject", "s": "skip", "A": "accept all", "R": "reject all", QUIT: "quit"}
HELP = (
    "a: accept every pending output of this case  r: reject them all  s: skip the case  "
    "1-9: look at one output  A: accept every case left  R: reject every case left  q: quit  "
    "space / b: next / previous page"
)


def settle(case: PendingCase, action: str, only: list[pending.Pending] | None = None) -> bool:
    """Accept or reject a case's pending outputs: all of them, unless some are named (``--accept`` of one output).
    Whether it was settled: a case whose accept is refused (a pending output that cannot be read, or was cut short) or
    that a symbolic link reaches is settled in nothing and stays pending, said; the review goes on."""
    changes = list(only if only is not None else case.changes)
    try:
        if action == "accept":
            pending.accept_case(changes)
        else:
            for change in changes:
                change.reject()
    except pending.PendingError as exc:
        done = "accepted" if action == "accept" else "rejected"
        print(f"review: {exc}; so no output of {case.name} was {done}: it stays pending", file=sys.stderr)
        return False
    return True


def scripted(
    cases: list[PendingCase], project: Project, snapshots: Path, accept: list[str], reject: list[str], out: TextIO
) -> int:
    """``--accept`` / ``--reject``: settle each case a pattern names, whole; a pattern naming outputs settles only those."""
    forms = project.cases_name

    def picked(case: PendingCase, patterns: list[str]) -> list[pending.Pending]:
        if any(case.matches(p, forms) for p in patterns):
            return list(case.changes)
        return [c for c in case.changes if any(fnmatch.fnmatchcase(case.output(c), p) for p in patterns)]

    both = [case.output(c) for case in cases for c in picked(case, accept) if c in picked(case, reject)]
    if both:
        shown = ", ".join(both[:5]) + (f" and {len(both) - 5} more" if len(both) > 5 else "")
        print(f"review: --accept and --reject both pick {shown}: nothing settled; pick each once", file=sys.stderr)
        return 2
    done: Counter[str] = Counter()
    for case in cases:
        for action, patterns in (("accept", accept), ("reject", reject)):
            named = picked(case, patterns)
            if not named:
                continue
            whole = len(named) == len(case.changes)
            counts = case.counts()
            if not settle(case, action, None if whole else named):
                done["not accepted"] += 1
                break
            if whole:
                out.write(f"{action}ed {case.name} ({case.folder}): {counts}\n")
            else:
                mixed = ", and its snapshots are a mixed set until you settle them" if action == "accept" else ""
                out.write(
                    f"{action}ed {len(named)} of the {len(case.changes)} pending outputs of {case.name} "
                    f"({', '.join(c.snapshot.name for c in named)}); the others stay pending{mixed}\n"
                )
            done[f"{action}ed"] += 1
            break
    if not done:
        out.write("\n".join(no_match(accept + reject, cases, project)) + "\n")
    out.write(summary(done, len(pending.find(snapshots))))
    return 0 if done and not done["not accepted"] else 1


def interactive(
    cases: list[PendingCase],
    project: Project,
    snapshots: Path,
    read_key: Callable[[], str],
    out: TextIO,
    colour: bool,
    lines: Callable[[Path], dict[str, int]],
) -> int:
    """Show each case, all its pending outputs, and settle it with one key; cases whose pending change is one edit
    (the same lines in each, their own names aside) are shown once, by the first of them, and settled together."""
    done: Counter[str] = Counter()
    batches = same_edits(cases)
    for index, batch in enumerate(batches):
        case = batch[0]
        header = (
            f"[{index + 1}/{len(batches)}] {case.name}  {location(case, project, lines)}  {case.where}: {case.counts()}"
        )
        if len(batch) > 1:
            others = ", ".join(str(other.name) for other in batch[1:6]) + (" …" if len(batch) > 6 else "")
            header += f"  · one edit in {len(batch)} cases: the same in {others}"
        choice = decide(case, header, read_key, out, colour)
        if choice == "quit":
            break
        if choice == "skip":
            done["skipped"] += len(batch)
            continue
        action = choice.split()[0]
        settled = [each for rest in batches[index:] for each in rest] if choice.endswith(" all") else batch
        for each in settled:
            done[f"{action}ed" if settle(each, action) else "not accepted"] += 1
        if choice.endswith(" all"):
            break
    out.write("\n" + summary(done, len(pending.find(snapshots))))
    return 1 if done["not accepted"] else 0


def decide(case: PendingCase, header: str, read_key: Callable[[], str], out: TextIO, colour: bool) -> str:
    """The reviewer's decision on one case; a digit shows that output alone, then the case again."""
    outputs = [f"  {number}  {kind(change):8} {change.snapshot.name}" for number, change in enumerate(case.changes, 1)]
    diffs = fold_repeats([(change.snapshot.name, describe(case, change)) for change in case.changes])
    body = outputs + [line for diff in diffs for line in ["", *diff]]
    last = min(9, len(case.changes))
    prompt = f"[a]ccept case  [r]eject case  [s]kip  [{'1' if last == 1 else f'1-{last}'}] one output  [A]ccept all  [R]eject all  [q]uit  [?]"
    key = paged(header, body, prompt, read_key, out, colour)
    while True:
        if key in KEYS:
            out.write(f"{KEYS[key]}\n")
            return KEYS[key]
        if key.isdigit() and 1 <= int(key) <= last:
            change = case.changes[int(key) - 1]
            paged(
                f"{header}  · output {key}", describe(case, change), "any key: back to the case", read_key, out, colour
            )
            key = paged(header, body, prompt, read_key, out, colour)
            continue
        out.write(f"\n{HELP}\n" if key == "?" else f"\nunknown key {key!r}; ? lists the keys\n")
        out.write(f"{prompt} > ")
        out.flush()
        key = read_key()


def paged(header: str, lines: list[str], prompt: str, read_key: Callable[[], str], out: TextIO, colour: bool) -> str:
    """Lines under a header, a screen at a time on a terminal (the header on every screen); the first key that turns no page."""
    rows, columns = size(out)
    book = pages(
        paint(lines, colour).splitlines(),
        rows - screen_rows(header, columns) - screen_rows(prompt, columns) - 1,
        columns,
    )
    page, shown = 0, -1
    while True:
        if page != shown:
            more = f"  [space] page {page + 1}/{len(book)}" if len(book) > 1 else ""
            out.write("\n".join(["", paint([f"# {header}"], colour).rstrip("\n"), *book[page], f"{prompt}{more} > "]))
            out.flush()
            shown = page
        key = read_key()
        if key in NEXT_PAGE:
            page = min(page + 1, len(book) - 1)
        elif key in PREVIOUS_PAGE:
            page = max(page - 1, 0)
        else:
            return key


def summary(done: Counter[str], remaining: int) -> str:
    """The closing line of a review.

    >>> summary(Counter(accepted=2, skipped=1), 1)
    'cases: accepted 2, rejected 0, skipped 1; 1 pending change(s) remain\\n'
    >>> summary(Counter({"accepted": 1, "not accepted": 1}), 3)
    'cases: accepted 1, rejected 0, skipped 0, not accepted 1 (said above); 3 pending change(s) remain\\n'
    """
    counts = ", ".join(f"{word} {done[word]}" for word in ("accepted", "rejected", "skipped"))
    if done["not accepted"]:
        counts += f", not accepted {done['not accepted']} (said above)"
    return f"cases: {counts}; {remaining} pending change(s) remain\n"


def review(project: Project, snapshots: Path, accept: list[str], reject: list[str], list_only: bool) -> int:
    """Settle the pending changes under ``snapshots`` (or list them). A review that writes holds every converter's
    baselines as an update does (``store.files.hold_baselines``): a second review, or an update, waits for it to end,
    saying so, and then settles what is left."""
    if list_only:
        return _review(project, snapshots, accept, reject, list_only)
    converters = (
        [p.name for p in snapshots.iterdir() if p.is_dir() and not p.name.startswith(".")] if snapshots.is_dir() else []
    )
    held = files.hold_baselines(snapshots, converters, lambda line: print(line, file=sys.stderr, flush=True))
    try:
        return _review(project, snapshots, accept, reject, list_only)
    except OSError as exc:  # a full disk: the case being accepted is as it was (``pending.accept_case``)
        where = Path(os.path.relpath(exc.filename or snapshots))
        said = files.unwritable(where, exc) if files.no_space(exc) else f"{where}: {exc.strerror or exc}"
        print(f"review: {said}; the case it was settling, and every one after it, stays pending", file=sys.stderr)
        return 1
    finally:
        files.release(held)


def _review(project: Project, snapshots: Path, accept: list[str], reject: list[str], list_only: bool) -> int:
    for placed in pending.recover(snapshots):
        print(f"{placed.relative_to(snapshots.parent).as_posix()}: put in place, the copy a stopped review had made")
    for stray in pending.misplaced(snapshots):
        where = stray.relative_to(snapshots.parent).as_posix()
        print(
            f"{where}: a pending change's suffix where no pending change belongs (they are in"
            " <converter>/<version>/<case file>/<case>/): not reviewed; delete it",
            file=sys.stderr,
        )
    known = Workspace.load(project).known
    lines = functools.cache(functools.partial(case_lines, known=known))
    cases = group(pending.find(snapshots), snapshots, known)
    if list_only:
        listed = listing(cases, project, lines) if cases else [f"no pending changes under {snapshots}"]
        unchanged = pending.unchanged_upgrades(snapshots)
        print("\n".join(listed + [f"{_name(b)}: no output changed; review writes it" for b in unchanged]))
        return 0
    if not cases:
        print(f"no pending changes under {snapshots}")
        status = 0
    elif accept or reject:
        status = scripted(cases, project, snapshots, accept, reject, sys.stdout)
    else:
        with keystrokes(sys.stdin) as read_key:
            status = interactive(cases, project, snapshots, read_key, sys.stdout, sys.stdout.isatty(), lines)
    for baseline in pending.unchanged_upgrades(snapshots):
        older = pending.older_baseline(baseline)
        try:
            pending.seed(baseline)
        except pending.PendingError as exc:  # a link in the older baseline: not copied, said
            print(f"review: {exc}", file=sys.stderr)
            status = status or 1
            continue
        print(f"{_name(baseline)}: no output changed from {older.name if older else 'the older baseline'}: written")
    return status


def _name(baseline: Path) -> str:
    """``<converter>/<version>``, as a baseline is named."""
    return f"{baseline.parent.name}/{baseline.name}"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--accept",
        action="append",
        default=[],
        metavar="CASE",
        help="accept, without asking, every pending output of each case named (mine.sum_squares, "
        "cases/mine.py::sum_squares, a glob such as 'mine.*'; repeatable); an output's path "
        "(<converter>/<framework>-X.Y/<module>/<case>/<output>) accepts that output alone",
    )
    parser.add_argument(
        "--reject", action="append", default=[], metavar="CASE", help="reject, without asking, what the same names pick"
    )
    parser.add_argument("--list", action="store_true", help="only list the pending cases and their outputs")
    add_snapshots(parser)


def refused_in_ci(args: argparse.Namespace) -> str:
    """Why a review refuses where ``CI`` is set, or "" for ``--list``, which writes nothing.

    >>> refused_in_ci(argparse.Namespace(list=False))
    'review writes snapshots'
    """
    return "" if args.list else "review writes snapshots"


def run(args: argparse.Namespace, workspace: Workspace) -> int:
    project = workspace.project
    if twice := sorted(set(args.accept) & set(args.reject)):
        print(f"review: {', '.join(twice)}: given to both --accept and --reject; pick each once", file=sys.stderr)
        return 2
    return review(project, Path(args.snapshots), args.accept, args.reject, args.list)
