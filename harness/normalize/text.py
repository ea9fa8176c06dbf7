"""Pure text normalizers that strip volatile values (paths, positions, addresses, counters) from converter output."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

# (display path, position, exact): an exact position is a line within the file
# (the column is kept); an inexact one names the enclosing function instead.
LocateFn = Callable[[str, int], tuple[str, str | None, bool]]

# A path: absolute, or relative from a folder's name (``pkg/ops/boxes.py``; ``sub_from_slashes`` tries a relative
# one from its first character, never from a "/" within it).
_PATH = r"(?P<path>(?:[\w.+-]+)?/[^\s:\"'<>()]+\.py)"
_QUOTED_PATH = r'(?P<path>(?:[\w.+-]+)?/[^"]+\.py)'
_RANGE = re.compile(rf"{_PATH}:(?P<line>\d+)(?::(?P<col>\d+))?")
_FILE_LINE = re.compile(rf'File "{_QUOTED_PATH}", line (?P<line>\d+)(?P<function>, in [\w<>.]+)?')
# A frame of a Python stack as a tracer prints it: /abs/file.py(LINE): function
_STACK_FRAME = re.compile(rf"{_PATH}\((?P<line>\d+)\): (?P<function>[\w<>.]+)")
# A frame as a compiler names one it skipped: /abs/file.py line LINE
_PATH_LINE = re.compile(rf"{_PATH} line (?P<line>\d+)\b")
# A code object as Python prints it, within an IR or a message: <code object NAME at 0x..., file "/abs.py", line N>
_CODE_OBJECT = re.compile(rf'(?P<head><code object \S+ at \S+, )file "{_QUOTED_PATH}", line (?P<line>\d+)>')
# The characters of a relative path's first folder, before its first "/".
_HEAD_CHARACTER = re.compile(r"[\w.+-]")
_ADDRESS = re.compile(r"\b0x[0-9a-fA-F]{4,}\b")
_OBJECT_ID = re.compile(r"\bid=\d{8,}\b")
# The runs of characters a path may hold: ``_RANGE`` and ``_STACK_FRAME``'s (no ":"), and a name's (a converter's
# generated files: ``sub_from_slashes``).
_PATH_RUN = re.compile(r"[^\s:\"'<>()]*")
NAME_RUN = re.compile(r"[^\s\"'<>()]*")


def sub_from_slashes(
    pattern: re.Pattern[str],
    run: re.Pattern[str],
    replace: Callable[[re.Match[str]], str],
    text: str,
    relative: bool = False,
) -> str:
    """``pattern.sub(replace, text)`` for a pattern whose matches start at a "/" and reach the end of its run of
    ``run``'s characters or stop within it at their last chance: where a try from the first "/" of a run fails, a
    try from any later "/" of it fails too, so the rest of the run is skipped, and each character is read a bounded
    number of times (the pattern alone tried each "/" of a long word, reading it again to its end each time).

    With ``relative``, a "/" after a folder's name is inside a relative path: the try starts at that name, never
    at the "/" (which would take the path's tail for a path of its own).

    >>> sub_from_slashes(re.compile(r"/[^\\s:]+\\.py"), _PATH_RUN, lambda m: "<" + m[0] + ">", "x /a/b.py /c/d /e.py")
    'x </a/b.py> /c/d </e.py>'
    >>> sub_from_slashes(re.compile(r"(\\w+)?/[^\\s:]+\\.py"), _PATH_RUN, lambda m: "<" + m[0] + ">", "(a/b.py x=/c.py", True)
    '(<a/b.py> x=</c.py>'
    """
    out, at = [], 0
    while (slash := text.find("/", at)) >= 0:
        start = slash
        while relative and start > at and _HEAD_CHARACTER.match(text, start - 1):
            start -= 1
        # A name glued to the previous match's end: the path began inside it.
        glued = relative and start == at > 0 and _HEAD_CHARACTER.match(text, at - 1)
        if not glued and (match := pattern.match(text, start)):
            out += [text[at:start], replace(match)]
            at = match.end()
        else:
            end = run.match(text, slash).end()  # type: ignore[union-attr]  # a run matches, if only empty
            out.append(text[at:end])
            at = end
    out.append(text[at:])
    return "".join(out)


def source_ranges(text: str, locate: LocateFn) -> str:
    """Rewrite ``/abs/file.py:LINE:COL``, ``File "...", line N`` and code objects' ``file "...", line N`` references.

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
    >>> source_ranges("/repo/cases/a.py(12): f\\n/venv/lib/torch/jit/_trace.py(1704): trace", locate)
    'cases/a.py(f:2): f\\ntorch/nn/functional.py: trace'
    >>> source_ranges("frame skipped: f (/repo/cases/a.py line 14), g (/venv/lib/torch/nn/functional.py line 9)", locate)
    'frame skipped: f (cases/a.py line f:4), g (torch/nn/functional.py in relu)'
    >>> source_ranges('code=<code object inner at 0x7f3a, file "/repo/cases/a.py", line 14>, closure=None', locate)
    'code=<code object inner at 0x7f3a, file "cases/a.py", line f:4>, closure=None'
    >>> source_ranges('inline call <code object forward at 0x7f3a, file "/venv/lib/torch/nn/functional.py", line 9>', locate)
    'inline call <code object forward at 0x7f3a, file "torch/nn/functional.py", in relu>'
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

    def in_code_object(match: re.Match[str]) -> str:
        shown, position, exact = locate(match["path"], int(match["line"]))
        where = "" if position is None else f", line {position}" if exact else f", in {position}"
        return f'{match["head"]}file "{shown}"{where}>'

    def in_stack_frame(match: re.Match[str]) -> str:
        shown, position, exact = locate(match["path"], int(match["line"]))
        return f"{shown}({position}): {match['function']}" if exact else f"{shown}: {match['function']}"

    def in_path_line(match: re.Match[str]) -> str:
        shown, position, exact = locate(match["path"], int(match["line"]))
        return f"{shown} line {position}" if exact else f"{shown} in {position}" if position else shown

    if "<code object " in text:
        text = _CODE_OBJECT.sub(in_code_object, text)
    text = _FILE_LINE.sub(in_file_line, text)
    text = sub_from_slashes(_STACK_FRAME, _PATH_RUN, in_stack_frame, text, relative=True)
    text = sub_from_slashes(_PATH_LINE, _PATH_RUN, in_path_line, text, relative=True)
    return sub_from_slashes(_RANGE, _PATH_RUN, in_range, text, relative=True)


_OWN_FRAME = re.compile(r'^(\s*)File "(?:harness/[^"]*|<frozen runpy>)"')
_OWN_STACK_FRAME = re.compile(r"^\s*(?:harness/\S*|<frozen runpy>(?:\(\d+\))?): [\w<>.]+$")


def harness_frames(text: str) -> str:
    """Drop traceback frames of the harness's own call chain (and their source lines).

    They say how the harness called the converter, not what the converter did,
    and would change whenever the harness does.

    >>> print(harness_frames('  File "harness/worker/server.py", in main\\n    main()\\n  File "cases/a.py", line f:2'))
      File "cases/a.py", line f:2
    >>> print(harness_frames("  cases/a.py(f:2): f\\n  harness/worker/child.py: run\\n  <frozen runpy>(88): _run_code"))
      cases/a.py(f:2): f
    """
    kept: list[str] = []
    dropping_indent: int | None = None
    for line in text.split("\n"):
        indent = len(line) - len(line.lstrip())
        if dropping_indent is not None and line.strip() and indent > dropping_indent:
            continue  # the source line printed under a dropped frame
        match = _OWN_FRAME.match(line)
        dropping_indent = len(match.group(1)) if match else None
        if not match and not _OWN_STACK_FRAME.match(line):
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


def bare_file_lines(text: str, name: str, position: Callable[[int], str | None]) -> str:
    """``NAME:LINE`` where a message quotes the case file by its bare name (some compilers do), the line made a position in the case.

    >>> bare_file_lines("at 'x.py:12'. and y/x.py:3, ax.py:4, x.py:1", "x.py", lambda n: f"f:{n - 10}" if n > 10 else None)
    "at 'x.py:f:2'. and y/x.py:3, ax.py:4, x.py:1"
    """

    def relocate(match: re.Match[str]) -> str:
        where = position(int(match[1]))
        return f"{name}:{where}" if where else match[0]

    return re.sub(rf"(?<![\w/.-]){re.escape(name)}:(\d+)\b", relocate, text)


HIDDEN = "<float values>"
_NUMBER = r"[-+]?(?:\d+(?:\.\d*)?(?:e[-+]?\d+)?|\.\d+(?:e[-+]?\d+)?|nan|inf)"
# How a repr's values begin when they are floats: what a scan for an unmasked repr (``Normalizers.leaks``) looks for
# after its head.
FLOAT_VALUES = r"[\[\s]*[-+]?(?:\d*\.\d|\d+\.(?![\w.])|\d+e[-+]?\d|nan\b|inf\b)"
FLOAT_MARK = re.compile(r"\d\.|\.\d|\de[-+]?\d|nan|inf")
NUMBER = _NUMBER
# A numpy array's repr (a framework's own reprs are its converters' entries' ``Normalizers.float_prints``).
_ARRAY = re.compile(rf"(?<![\w.])(?P<head>array\()(?P<body>\[[-+\d.eE\s,\[\]naif]*\]|{_NUMBER})", re.I)


def masked_reprs(pattern: re.Pattern[str], text: str) -> str:
    """Hide the values of each repr ``pattern`` finds (groups ``head`` and ``body``) that holds a float.

    >>> masked_reprs(_ARRAY, "array([0.5, 1.]) array([1, 2])")
    'array(<float values>) array([1, 2])'
    """

    def masked(match: re.Match[str]) -> str:
        return f"{match['head']}{HIDDEN}" if FLOAT_MARK.search(match["body"]) else match[0]

    return pattern.sub(masked, text)


def kernel_numbers(text: str, float_prints: Sequence[Callable[[str], str]] = ()) -> str:
    """Hide the values of floating tensors and arrays that a message prints: each framework's prints as its
    converters declare (``Normalizers.float_prints``), then numpy's.

    A framework computed them (or drew them at random): another CPU would print other digits.
    Integer arrays and Python's own numbers are kept.

    >>> kernel_numbers("got array([[0.1, 2.5]], dtype=float32) and array([1, 2]) from 0.5")
    'got array(<float values>, dtype=float32) and array([1, 2]) from 0.5'
    >>> kernel_numbers("v=0.25", [lambda text: text.replace("0.25", HIDDEN)])
    'v=<float values>'
    """
    for mask in float_prints:
        text = mask(text)
    return masked_reprs(_ARRAY, text)


MAX_WARNINGS = 40  # distinct warnings kept in warnings.txt
MAX_WARNING_LINES = 24  # lines kept of one warning's message


def _warning_blocks(text: str) -> list[list[str]]:
    """A warning starts at a line that is not indented; its message's other lines and its location are."""
    blocks: list[list[str]] = []
    for line in text.rstrip("\n").split("\n"):
        if line[:1].strip() or not blocks:
            blocks.append([line])
        else:
            blocks[-1].append(line)
    return [block for block in blocks if any(line.strip() for line in block)]


def warnings_digest(text: str) -> str:
    """``warnings.txt`` with each distinct warning once, in order of first appearance, counted, and bounded in size.

    >>> print(warnings_digest("W: a\\n  at f.py:g\\nW: b\\n    more\\n  at f.py:h\\nW: a\\n  at f.py:g\\n"), end="")
    W: a
      at f.py:g (2 times)
    W: b
        more
      at f.py:h
    >>> long = "W: x\\n" + "    line\\n" * 30 + "  at f.py:g\\n"
    >>> print(warnings_digest(long).splitlines()[-2:])
    ['    … (8 more lines)', '  at f.py:g']
    >>> many = "".join(f"W: {n}\\n  at f.py:g\\n" for n in range(45))
    >>> warnings_digest(many).splitlines()[-1]
    '… 5 more distinct warnings (45 in all), not shown'
    """
    counts: dict[tuple[str, ...], int] = {}
    for block in _warning_blocks(text):
        key = tuple(block)
        counts[key] = counts.get(key, 0) + 1
    lines: list[str] = []
    for key, count in list(counts.items())[:MAX_WARNINGS]:
        block = list(key)
        message, location = (
            (block[:-1], block[-1]) if len(block) > 1 and block[-1].startswith("  at ") else (block, None)
        )
        if len(message) > MAX_WARNING_LINES:
            message = [*message[: MAX_WARNING_LINES - 1], f"    … ({len(message) - MAX_WARNING_LINES + 1} more lines)"]
        times = f" ({count} times)" if count > 1 else ""
        if location is None:
            message[-1] += times
        lines += message + ([location + times] if location is not None else [])
    if len(counts) > MAX_WARNINGS:
        lines.append(f"… {len(counts) - MAX_WARNINGS} more distinct warnings ({len(counts)} in all), not shown")
    return "\n".join(lines) + "\n" if lines else ""
