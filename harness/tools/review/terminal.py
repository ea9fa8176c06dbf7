"""One keystroke at a time, and pages that fit the screen under a header that stays: what ``review`` asks with."""

from __future__ import annotations

import os
import shutil
import termios
import tty
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TextIO

from harness.textdiff import ANSI

# Keys that turn a page, whatever the terminal sends for them (arrows and Page Up / Down are escape sequences).
NEXT_PAGE = {" ", "j", "\x1b[B", "\x1b[6~"}
PREVIOUS_PAGE = {"b", "k", "\x1b[A", "\x1b[5~"}
QUIT = "q"


@contextmanager
def keystrokes(answers: TextIO) -> Iterator[Callable[[], str]]:
    """A reader of one key at a time: on a terminal, without Enter or echo (cbreak mode, restored at the end);
    from a pipe, the next character that is not blank. End of input, Ctrl-C and Ctrl-D read as ``q``.
    """
    if not answers.isatty():
        yield lambda: _from_stream(answers)
        return
    fd = answers.fileno()
    saved = termios.tcgetattr(fd)
    tty.setcbreak(fd, termios.TCSANOW)  # keys typed ahead are kept
    try:
        yield lambda: _from_terminal(fd)
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, saved)


def _from_stream(answers: TextIO) -> str:
    try:
        while (char := answers.read(1)).isspace():
            pass
    except KeyboardInterrupt:
        return QUIT
    return char or QUIT


def _from_terminal(fd: int) -> str:
    try:
        key = os.read(fd, 8).decode("utf-8", "replace")  # one key, or the whole escape sequence of one
    except KeyboardInterrupt:
        return QUIT
    return QUIT if key in ("", "\x04") else key


def screen_rows(line: str, columns: int) -> int:
    """How many screen rows a line takes once the terminal wraps it (colours take none).

    >>> screen_rows("\\x1b[31m" + "x" * 250 + "\\x1b[0m", 100), screen_rows("", 100)
    (3, 1)
    """
    return max(1, -(-len(ANSI.sub("", line)) // columns))


def pages(lines: list[str], rows: int, columns: int) -> list[list[str]]:
    """Lines cut into pages of at most ``rows`` screen rows each (a line longer than a page is a page of its own).

    >>> pages(["a", "b" * 25, "c", "d"], 3, 10)
    [['a'], ['bbbbbbbbbbbbbbbbbbbbbbbbb'], ['c', 'd']]
    """
    result: list[list[str]] = [[]]
    used = 0
    for line in lines:
        height = screen_rows(line, columns)
        if result[-1] and used + height > rows:
            result.append([])
            used = 0
        result[-1].append(line)
        used += height
    return result


def size(out: TextIO) -> tuple[int, int]:
    """(rows, columns) of the terminal ``out`` writes to; a pipe has no pages."""
    if not out.isatty():
        return 10**9, 10**9
    columns, rows = shutil.get_terminal_size()
    return rows, columns
