"""The normalizer's path patterns read a long word in linear time, and match exactly what a plain regular expression
matches (quadratic in a word's length)."""

from __future__ import annotations

import random
import re
import time

import pytest

from harness.convert.autograph.normalizers import generated_files
from harness.convert.paddle.normalizers import generated_sources
from harness.normalize.text import source_ranges

# The patterns as plain regular expressions: quadratic in a word's length (each start inside it scanned it to its end
# again). A path is absolute, or relative from the start of a folder's name, never from a "/" within one.
_PATH = r"(?<![\w.+-])(?P<path>(?:[\w.+-]+)?/[^\s:\"'<>()]+\.py)"
OLD_RANGE = re.compile(rf"{_PATH}:(?P<line>\d+)(?::(?P<col>\d+))?")
OLD_STACK_FRAME = re.compile(rf"{_PATH}\((?P<line>\d+)\): (?P<function>[\w<>.]+)")
OLD_GENERATED_SOURCE = re.compile(r"/[^\s\"'<>()]*/to_static_tmp/\d+/\w+\.py")
OLD_GENERATED_FRAME = re.compile(r'File "[^"]*__autograph_generated_file\w*\.py", line \d+')
OLD_GENERATED = re.compile(r"""(?:[^\s"'<>()]*/)?__autograph_generated_file\w*\.py(?::\d+(?::\d+)?)?""")
OLD_FILE_LINE = re.compile(r'File "(?P<path>(?:[\w.+-]+)?/[^"]+\.py)", line (?P<line>\d+)(?P<function>, in [\w<>.]+)?')


def locate(path: str, line: int) -> tuple[str, str | None, bool]:
    return (f"<{path}>", f"f:{line}", True) if line % 2 else (f"[{path}]", None if line % 3 else "g", False)


def old_source_ranges(text: str) -> str:
    def in_range(m: re.Match[str]) -> str:
        shown, position, exact = locate(m["path"], int(m["line"]))
        if position is None:
            return shown
        return f"{shown}:{position}" + (f":{m['col']}" if m["col"] and exact else "")

    def in_file_line(m: re.Match[str]) -> str:
        shown, position, exact = locate(m["path"], int(m["line"]))
        function = m["function"] or ""
        if position is None:
            return f'File "{shown}"{function}'
        return f'File "{shown}", ' + (f"line {position}{function}" if exact else f"in {position}")

    def in_stack_frame(m: re.Match[str]) -> str:
        shown, position, exact = locate(m["path"], int(m["line"]))
        return f"{shown}({position}): {m['function']}" if exact else f"{shown}: {m['function']}"

    return OLD_RANGE.sub(in_range, OLD_STACK_FRAME.sub(in_stack_frame, OLD_FILE_LINE.sub(in_file_line, text)))


PIECES = ["/", "a", "a/", "b.py", ".py", ":", "12", ":3", "(", "(4): f", ")", " ", '"', "'", "=", "x", "/to_static_tmp/", "7",
          "/__autograph_generated_file", "q1", "File \"", '", line 5', "\n", "<", ">"]  # fmt: skip


@pytest.mark.parametrize("seed", range(20))
def test_the_patterns_match_what_they_matched_before(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(500):
        text = "".join(rng.choice(PIECES) for _ in range(rng.randint(1, 30)))
        assert source_ranges(text, locate) == old_source_ranges(text), text
        assert generated_sources(text) == OLD_GENERATED_SOURCE.sub("to_static_tmp/converted.py", text), text
        old = OLD_GENERATED.sub(
            "__autograph_generated_file.py", OLD_GENERATED_FRAME.sub('File "__autograph_generated_file.py"', text)
        )
        assert generated_files(text) == old, text


@pytest.mark.parametrize("word", ["7" * 150_000, "a/" * 75_000, "x/1.py" * 25_000], ids=["digits", "slashes", "paths"])
def test_a_150_kB_word_is_normalized_in_linear_time(word: str) -> None:
    """Before, each of these took from a minute to hours; read once, it takes milliseconds (10 s is generous)."""
    started = time.perf_counter()
    text = f"c = {word}\n"
    assert source_ranges(text, locate) == text
    assert generated_sources(text) == text and generated_files(text) == text
    assert time.perf_counter() - started < 10
