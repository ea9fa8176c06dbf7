"""Unified diffs of text outputs, labelled with the output's path, with the changes inside a line marked, and their terminal colours."""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Iterator

Span = tuple[int, int]
# A word, a run of spaces, or one other character: a change shows as whole tokens (``while_cond_3``).
TOKEN = re.compile(r"\w+|\s+|[^\w\s]")
SIMILAR = 0.5  # below this token ratio two lines are not one line edited, and are shown whole
# Matching tokens costs up to the product of the two lines' token counts: a longer line (a graph's one-line constant,
# a 10,000-character MLIR attribute) is shown whole, unmarked, which bounds an HTML page's and a failure's diff.
MAX_TOKENS = 500
LINE_LIMIT = 2000  # characters of one shown diff line, around where it differs


def unified_diff(old: str, new: str, name: str, labels: tuple[str, str] = ("snapshot", "received")) -> list[str]:
    """The unified diff from ``old`` to ``new``, headed ``--- name (label)``.

    >>> unified_diff("a\\nb\\n", "a\\nc\\n", "x.py")
    ['--- x.py (snapshot)', '+++ x.py (received)', '@@ -1,2 +1,2 @@', ' a', '-b', '+c']
    """
    return list(
        difflib.unified_diff(
            old.splitlines(),
            new.splitlines(),
            fromfile=f"{name} ({labels[0]})",
            tofile=f"{name} ({labels[1]})",
            lineterm="",
        )
    )


def edit_lines(old: str | None, new: str | None, own: dict[str, str]) -> tuple[str, ...]:
    """The lines a change removes and adds, with each of ``own``'s names (a case's own) written as its hole: two
    cases' outputs that a release changed the same way give the same lines.

    >>> edit_lines("def f(x):\\n    return x + 1\\n", "def f(x):\\n    return x + 2\\n", {"f": "<case>"})
    ('-    return x + 1', '+    return x + 2')
    >>> edit_lines("f: 1\\n", "f: 2\\n", {"f": "<case>"}) == edit_lines("g: 1\\n", "g: 2\\n", {"g": "<case>"})
    True
    """

    def blank(text: str | None) -> list[str]:
        found = text or ""
        for name, hole in own.items():
            found = re.sub(rf"(?<![\w.]){re.escape(name)}(?!\w)", hole, found) if name else found
        return found.splitlines()

    diff = difflib.unified_diff(blank(old), blank(new), lineterm="", n=0)
    return tuple(line for line in diff if line[:1] in "+-" and line[:3] not in ("---", "+++"))


def fold_repeats(diffs: list[tuple[str, list[str]]]) -> list[list[str]]:
    """Each output's diff without the hunks an earlier output's diff already shows verbatim; the first says where else it is.

    One edit often makes the same hunk in several pass files and the final code: it is read once.

    >>> one = ["--- a", "+++ a", "@@ -1 +1 @@", "-x", "+y"]
    >>> fold_repeats([("a", one), ("b", ["--- b", "+++ b", "@@ -3 +3 @@", "-x", "+y"])])
    [['--- a', '+++ a', '@@ -1 +1 @@', '-x', '+y', '# same change in b'], ['--- b', '+++ b', '# same change as in a']]
    """
    split = [(name, *_hunks(lines)) for name, lines in diffs]
    seen: dict[tuple[str, ...], list[str]] = {}
    for name, _, hunks in split:
        for hunk in hunks:
            where = seen.setdefault(tuple(hunk[1:]), [])
            if name not in where:
                where.append(name)
    folded = []
    for name, head, hunks in split:
        lines = list(head)
        for hunk in hunks:
            first, *others = seen[tuple(hunk[1:])]
            if first == name:
                lines += hunk + ([f"# same change in {', '.join(others)}"] if others else [])
            elif lines[-1] != f"# same change as in {first}":
                lines.append(f"# same change as in {first}")
        folded.append(lines)
    return folded


def _hunks(lines: list[str]) -> tuple[list[str], list[list[str]]]:
    """A unified diff's header lines, and its hunks (each from its ``@@`` line)."""
    head: list[str] = []
    hunks: list[list[str]] = []
    for line in lines:
        if line.startswith("@@"):
            hunks.append([line])
        elif hunks:
            hunks[-1].append(line)
        else:
            head.append(line)
    return head, hunks


def changed_spans(old: str, new: str) -> tuple[list[Span], list[Span]] | None:
    """The character spans that differ in two versions of one line, token by token; None when the lines are unalike.

    >>> changed_spans("f(cond=while_cond_3, x)", "f(cond=while_cond_1, x)")
    ([(7, 19)], [(7, 19)])
    >>> changed_spans("a = 1", "return b") is None
    True
    >>> changed_spans("x " * MAX_TOKENS, "y " * MAX_TOKENS) is None  # too long to mark inside
    True
    """
    left, right = TOKEN.findall(old), TOKEN.findall(new)
    if max(len(left), len(right)) > MAX_TOKENS:
        return None
    # The tokens both lines start and end with match as they are: only what lies between them is matched.
    shorter = min(len(left), len(right))
    head = next((i for i in range(shorter) if left[i] != right[i]), shorter)
    tail = next((i for i in range(shorter - head) if left[-1 - i] != right[-1 - i]), shorter - head)
    middle = left[head : len(left) - tail], right[head : len(right) - tail]
    matcher = difflib.SequenceMatcher(None, *middle, autojunk=False)
    matched = head + tail + sum(block.size for block in matcher.get_matching_blocks())
    if 2 * matched < SIMILAR * (len(left) + len(right)):
        return None
    starts_left = [0, *_ends(left)]
    starts_right = [0, *_ends(right)]
    spans: tuple[list[Span], list[Span]] = ([], [])
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag != "equal":
            if i2 > i1:
                spans[0].append((starts_left[head + i1], starts_left[head + i2]))
            if j2 > j1:
                spans[1].append((starts_right[head + j1], starts_right[head + j2]))
    return spans


def _ends(tokens: list[str]) -> Iterator[int]:
    end = 0
    for token in tokens:
        end += len(token)
        yield end


def paired_spans(lines: list[str]) -> dict[int, list[Span]]:
    """For a unified diff: per ``-`` / ``+`` line that edits a line of the other side, the spans that changed.

    A run of removed lines followed by a run of added ones is paired line by line. Spans
    count from the line's first character after its ``-`` / ``+``.

    >>> paired_spans(["@@ -1 +1 @@", "-x = 1", "+x = 2"])
    {1: [(4, 5)], 2: [(4, 5)]}
    """
    spans: dict[int, list[Span]] = {}
    index = 0
    while index < len(lines):
        removed = _run(lines, index, "-")
        added = _run(lines, index + len(removed), "+")
        for old, new in zip(removed, added, strict=False):
            found = changed_spans(lines[old][1:], lines[new][1:])
            if found:
                spans[old], spans[new] = found
        index += max(1, len(removed) + len(added))
    return spans


def _run(lines: list[str], start: int, sign: str) -> list[int]:
    """The indexes of the lines from ``start`` that begin with ``sign`` (not a ``---`` / ``+++`` header)."""
    run = []
    while start < len(lines) and lines[start][:1] == sign and lines[start][:3] != sign * 3:
        run.append(start)
        start += 1
    return run


def mark(text: str, spans: list[Span], before: str, after: str, quote: Callable[[str], str] = str) -> str:
    """``text`` with each span wrapped in ``before`` / ``after``, and every piece of the text passed through ``quote``.

    >>> mark("x = 12", [(4, 6)], "[", "]")
    'x = [12]'
    >>> mark("a<b", [(1, 2)], "<em>", "</em>", lambda t: t.replace("<", "&lt;"))
    'a<em>&lt;</em>b'
    """
    pieces, done = [], 0
    for start, end in spans:
        pieces += [quote(text[done:start]), before, quote(text[start:end]), after]
        done = end
    return "".join(pieces) + quote(text[done:])


COLOURS = {"+": "\033[32m", "-": "\033[31m", "@": "\033[36m", "#": "\033[1m"}
EMPHASIS, PLAIN = "\033[7m", "\033[27m"  # reverse video inside the line's own colour
RESET = "\033[0m"
ANSI = re.compile(r"\x1b\[[0-9;]*m")  # any colour code, as a terminal program writes it


def paint(lines: list[str], colour: bool) -> str:
    """Join lines, colouring diff and header lines, and the changes inside an edited line, when ``colour`` (a terminal) is on.

    >>> paint(["# h", "+a"], False)
    '# h\\n+a\\n'
    >>> paint(["+a"], True) == "\\033[32m+a\\033[0m\\n"
    True
    >>> paint(["-x = 1", "+x = 2"], True).split("\\n")[1] == "\\033[32m+x = \\033[7m2\\033[27m\\033[0m"
    True
    """
    if not colour:
        return "\n".join(lines) + "\n"
    spans = paired_spans(lines)
    painted = []
    for index, line in enumerate(lines):
        if index in spans:
            line = line[0] + mark(line[1:], spans[index], EMPHASIS, PLAIN)
        painted.append(f"{COLOURS[line[0]]}{line}{RESET}" if line[:1] in COLOURS else line)
    return "\n".join(painted) + "\n"


def clip_lines(lines: list[str]) -> list[str]:
    """Diff lines that stay readable whatever their length: each clipped around where a removed line and the added
    line after it first differ (a 120 MB line is shown as ``LINE_LIMIT`` characters and what was cut).

    >>> [len(line) < 3000 for line in clip_lines(["-" + "x" * 10**6, "+" + "x" * 10**6 + "y"])]
    [True, True]
    """
    shown = []
    for index, line in enumerate(lines):
        other = ""
        if line.startswith("-") and index + 1 < len(lines) and lines[index + 1].startswith("+"):
            other = lines[index + 1]
        elif line.startswith("+") and index > 0 and lines[index - 1].startswith("-"):
            other = lines[index - 1]
        at = first_difference(line[1:], other[1:]) + 1 if other else 1
        shown.append(clipped(line, at))
    return shown


def clipped(line: str, at: int) -> str:
    """A diff line of at most ``LINE_LIMIT`` characters after its marker, from a little before ``at`` (where it
    differs from its counterpart), saying how many characters it leaves out on either side.

    >>> clipped("-" + "a" * 5000 + "b" + "a" * 5000, 5001)[:40]
    '-[... 4800 characters cut] aaaaaaaaaaaaa'
    >>> len(clipped("+" + "a" * 10001, 1)) < LINE_LIMIT + 80
    True
    """
    if len(line) <= LINE_LIMIT + 1:
        return line
    start = max(1, at - LINE_LIMIT // 10)
    end = min(len(line), start + LINE_LIMIT)
    head = f"[... {start - 1} characters cut] " if start > 1 else ""
    tail = f" [... {len(line) - end} characters cut]" if end < len(line) else ""
    return line[0] + head + line[start:end] + tail


def first_difference(one: str, other: str) -> int:
    """Where two strings first differ (the shorter one's length where it begins the other), by halving: each step
    compares in C, so a 20 MB line takes milliseconds.

    >>> first_difference("abcd", "abxd"), first_difference("ab", "abc"), first_difference("", "")
    (2, 2, 0)
    """
    low, high = 0, min(len(one), len(other))
    while low < high:
        middle = (low + high + 1) // 2
        if one[low:middle] == other[low:middle]:
            low = middle
        else:
            high = middle - 1
    return low
