"""Pure text normalizers that strip volatile values (paths, positions, addresses, counters) from converter output."""

from __future__ import annotations

import re
from collections.abc import Callable

# (display path, position, exact): an exact position is a line within the file
# (the column is kept); an inexact one names the enclosing function instead.
LocateFn = Callable[[str, int], tuple[str, str | None, bool]]

_RANGE = re.compile(r"(?P<path>/[^\s:\"'<>()]+\.py):(?P<line>\d+)(?::(?P<col>\d+))?")
_FILE_LINE = re.compile(r'File "(?P<path>/[^"]+\.py)", line (?P<line>\d+)(?P<function>, in [\w<>.]+)?')
_ADDRESS = re.compile(r"\b0x[0-9a-fA-F]{4,}\b")
_OBJECT_ID = re.compile(r"\bid=\d{8,}\b")
_GENERATED_SOURCE = re.compile(r"/[^\s\"'<>()]*/to_static_tmp/\d+/\w+\.py")


def source_ranges(text: str, locate: LocateFn) -> str:
    """Rewrite ``/abs/file.py:LINE:COL`` and ``File "...", line N`` references.

    ``locate(path, line)`` gives the path to show and the position to keep.
    Library code that moves between releases keeps only its function.

    >>> def locate(path, line):
    ...     if path.startswith("/repo/"):
    ...         return path[6:], f"f:{line - 10}", True
    ...     return "torch/nn/functional.py", "relu", False
    >>> source_ranges("%4 = aten::relu(%x) # /repo/cases/a.py:12:4", locate)
    '%4 = aten::relu(%x) # cases/a.py:f:2:4'
    >>> source_ranges("# /venv/lib/torch/nn/functional.py:1704:17", locate)
    '# torch/nn/functional.py:relu'
    >>> source_ranges('File "/repo/cases/a.py", line 13, in f', locate)
    'File "cases/a.py", line f:3, in f'
    >>> source_ranges('File "/venv/lib/torch/nn/functional.py", line 1704, in relu', locate)
    'File "torch/nn/functional.py", in relu'
    """

    def in_range(match: re.Match[str]) -> str:
        shown, position, exact = locate(match["path"], int(match["line"]))
        if position is None:
            return shown
        column = f":{match['col']}" if match["col"] and exact else ""
        return f"{shown}:{position}{column}"

    def in_file_line(match: re.Match[str]) -> str:
        shown, position, exact = locate(match["path"], int(match["line"]))
        function = match["function"] or ""
        if position is None:
            return f'File "{shown}"{function}'
        return f'File "{shown}", ' + (f"line {position}{function}" if exact else f"in {position}")

    return _RANGE.sub(in_range, _FILE_LINE.sub(in_file_line, text))


_OWN_FRAME = re.compile(r'^(\s*)File "(?:harness/[^"]*|<frozen runpy>)"')


def generated_sources(text: str) -> str:
    """Name the temporary file that holds a function Paddle converted by what it is, not by where it was written
    (``<cache or temporary folder>/paddle/to_static_tmp/<pid>/<random>.py``); its line numbers stay.

    >>> generated_sources('File "/home/u/.cache/paddle/to_static_tmp/4711/tmpa1b2c3d4.py", line 12, in f')
    'File "to_static_tmp/converted.py", line 12, in f'
    """
    return _GENERATED_SOURCE.sub("to_static_tmp/converted.py", text)


def harness_frames(text: str) -> str:
    """Drop traceback frames of the harness's own call chain (and their source lines).

    They say how the harness called the converter, not what the converter did,
    and would change whenever the harness does.

    >>> print(harness_frames('  File "harness/worker/server.py", in main\\n    main()\\n  File "cases/a.py", line f:2'))
      File "cases/a.py", line f:2
    """
    kept: list[str] = []
    dropping_indent: int | None = None
    for line in text.split("\n"):
        indent = len(line) - len(line.lstrip())
        if dropping_indent is not None and line.strip() and indent > dropping_indent:
            continue  # the source line printed under a dropped frame
        match = _OWN_FRAME.match(line)
        dropping_indent = len(match.group(1)) if match else None
        if not match:
            kept.append(line)
    return "\n".join(kept)


def paths(text: str, roots: dict[str, str]) -> str:
    """Replace each absolute root prefix by its label, longest root first.

    >>> paths("see /home/u/repo/cases/a.py and /usr/lib/x", {"/home/u/repo/": "", "/home/u": "~"})
    'see cases/a.py and /usr/lib/x'
    """
    for root in sorted(roots, key=len, reverse=True):
        text = text.replace(root, roots[root])
    return text


def addresses(text: str) -> str:
    """Hide memory addresses and object ids.

    >>> addresses("<function f at 0x7f3a2c1b9d30> FuncGraph(name=f, id=140365959594432)")
    '<function f at 0xADDRESS> FuncGraph(name=f, id=ID)'
    """
    return _OBJECT_ID.sub("id=ID", _ADDRESS.sub("0xADDRESS", text))


def renumber(text: str, pattern: str) -> str:
    """Renumber the counter in ``pattern``'s first group by first appearance.

    >>> renumber("a.___torch_mangle_7.M b.___torch_mangle_3.N a.___torch_mangle_7.M",
    ...          r"___torch_mangle_(\\d+)")
    'a.___torch_mangle_0.M b.___torch_mangle_1.N a.___torch_mangle_0.M'
    """
    numbers: dict[str, str] = {}

    def replace(match: re.Match[str]) -> str:
        number = numbers.setdefault(match.group(1), str(len(numbers)))
        start, end = match.span(1)
        whole = match.group(0)
        offset = match.start(0)
        return whole[: start - offset] + number + whole[end - offset :]

    return re.sub(pattern, replace, text)


def trailing_whitespace(text: str) -> str:
    """Strip trailing spaces and end with exactly one newline.

    >>> trailing_whitespace("a  \\nb\\n\\n")
    'a\\nb\\n'
    """
    return "\n".join(line.rstrip() for line in text.rstrip().splitlines()) + "\n"
