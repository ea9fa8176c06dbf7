"""Pure text normalizers that strip volatile values (paths, positions, addresses, counters) from converter output."""

from __future__ import annotations

import re
from collections.abc import Callable

# (display path, position, exact): an exact position is a line within the file
# (the column is kept); an inexact one names the enclosing function instead.
LocateFn = Callable[[str, int], tuple[str, str | None, bool]]

_RANGE = re.compile(r"(?P<path>/[^\s:\"'<>()]+\.py):(?P<line>\d+)(?::(?P<col>\d+))?")
_FILE_LINE = re.compile(r'File "(?P<path>/[^"]+\.py)", line (?P<line>\d+)(?P<function>, in [\w<>.]+)?')
# A frame of a Python stack as torch's tracer prints it: /abs/file.py(LINE): function
_STACK_FRAME = re.compile(r"(?P<path>/[^\s:\"'<>()]+\.py)\((?P<line>\d+)\): (?P<function>[\w<>.]+)")
# A frame as Dynamo names one it skipped: /abs/file.py line LINE
_PATH_LINE = re.compile(r"(?P<path>/[^\s:\"'<>()]+\.py) line (?P<line>\d+)\b")
_ADDRESS = re.compile(r"\b0x[0-9a-fA-F]{4,}\b")
_OBJECT_ID = re.compile(r"\bid=\d{8,}\b")
_GENERATED_SOURCE = re.compile(r"/[^\s\"'<>()]*/to_static_tmp/\d+/\w+\.py")
# The runs of characters a path may hold: ``_RANGE`` and ``_STACK_FRAME``'s (no ":"), ``_GENERATED_SOURCE``'s and
# ``_GENERATED``'s.
_PATH_RUN = re.compile(r"[^\s:\"'<>()]*")
_NAME_RUN = re.compile(r"[^\s\"'<>()]*")


def _sub_from_slashes(
    pattern: re.Pattern[str], run: re.Pattern[str], replace: Callable[[re.Match[str]], str], text: str
) -> str:
    """``pattern.sub(replace, text)`` for a pattern whose matches start at a "/" and reach the end of its run of
    ``run``'s characters or stop within it at their last chance: where a try from the first "/" of a run fails, a
    try from any later "/" of it fails too, so the rest of the run is skipped, and each character is read a bounded
    number of times (the pattern alone tried each "/" of a long word, reading it again to its end each time).

    >>> _sub_from_slashes(re.compile(r"/[^\\s:]+\\.py"), _PATH_RUN, lambda m: "<" + m[0] + ">", "x /a/b.py /c/d /e.py")
    'x </a/b.py> /c/d </e.py>'
    """
    out, at = [], 0
    while (slash := text.find("/", at)) >= 0:
        if match := pattern.match(text, slash):
            out += [text[at:slash], replace(match)]
            at = match.end()
        else:
            end = run.match(text, slash).end()  # type: ignore[union-attr]  # a run matches, if only empty
            out.append(text[at:end])
            at = end
    out.append(text[at:])
    return "".join(out)


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
    >>> source_ranges("/repo/cases/a.py(12): f\\n/venv/lib/torch/jit/_trace.py(1704): trace", locate)
    'cases/a.py(f:2): f\\ntorch/nn/functional.py: trace'
    >>> source_ranges("frame skipped: f (/repo/cases/a.py line 14), g (/venv/lib/torch/nn/functional.py line 9)", locate)
    'frame skipped: f (cases/a.py line f:4), g (torch/nn/functional.py in relu)'
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

    def in_stack_frame(match: re.Match[str]) -> str:
        shown, position, exact = locate(match["path"], int(match["line"]))
        return f"{shown}({position}): {match['function']}" if exact else f"{shown}: {match['function']}"

    def in_path_line(match: re.Match[str]) -> str:
        shown, position, exact = locate(match["path"], int(match["line"]))
        return f"{shown} line {position}" if exact else f"{shown} in {position}" if position else shown

    text = _sub_from_slashes(_STACK_FRAME, _PATH_RUN, in_stack_frame, _FILE_LINE.sub(in_file_line, text))
    text = _sub_from_slashes(_PATH_LINE, _PATH_RUN, in_path_line, text)
    return _sub_from_slashes(_RANGE, _PATH_RUN, in_range, text)


_OWN_FRAME = re.compile(r'^(\s*)File "(?:harness/[^"]*|<frozen runpy>)"')
_OWN_STACK_FRAME = re.compile(r"^\s*(?:harness/\S*|<frozen runpy>(?:\(\d+\))?): [\w<>.]+$")


def generated_sources(text: str) -> str:
    """Name the temporary file that holds a function Paddle converted by what it is, not by where it was written
    (``<cache or temporary folder>/paddle/to_static_tmp/<pid>/<random>.py``); its line numbers stay.

    >>> generated_sources('File "/home/u/.cache/paddle/to_static_tmp/4711/tmpa1b2c3d4.py", line 12, in f')
    'File "to_static_tmp/converted.py", line 12, in f'
    """
    return _sub_from_slashes(_GENERATED_SOURCE, _NAME_RUN, lambda _: "to_static_tmp/converted.py", text)


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
    """``NAME:LINE`` where a message quotes the case file by its bare name (Dynamo does), the line made a position in the case.

    >>> bare_file_lines("at 'x.py:12'. and y/x.py:3, ax.py:4, x.py:1", "x.py", lambda n: f"f:{n - 10}" if n > 10 else None)
    "at 'x.py:f:2'. and y/x.py:3, ax.py:4, x.py:1"
    """

    def relocate(match: re.Match[str]) -> str:
        where = position(int(match[1]))
        return f"{name}:{where}" if where else match[0]

    return re.sub(rf"(?<![\w/.-]){re.escape(name)}:(\d+)\b", relocate, text)


_GENERATED_FRAME = re.compile(r'File "[^"]*__autograph_generated_file\w*\.py", line \d+')
_GENERATED_NAME = re.compile(r"__autograph_generated_file\w*\.py(?::\d+(?::\d+)?)?")
_GENERATED_IN = re.compile(r"""[^\s"'<>()]*/""" + _GENERATED_NAME.pattern)


def generated_files(text: str) -> str:
    """AutoGraph's generated module, which it writes under a random name in a temporary folder, by one stable name.

    Like library code, it keeps its function but not its line.

    >>> generated_files('File "/tmp/r-1.json.tmp/__autograph_generated_filen8wmg24o.py", line 12, in tf__f')
    'File "__autograph_generated_file.py", in tf__f'
    >>> generated_files("at /tmp/x/__autograph_generated_filewmhemhic.py:12:4")
    'at __autograph_generated_file.py'
    """
    text = _GENERATED_FRAME.sub('File "__autograph_generated_file.py"', text)
    out, at = [], 0
    while at < len(text):
        end = _NAME_RUN.match(text, at).end()  # type: ignore[union-attr]  # a run matches, if only empty
        if end == at:  # a character no name holds
            out.append(text[at])
            at += 1
            continue
        # From here, with its folder (one pass over the run); else the name alone, first where it is in the run:
        # from a later start in the run the folder would find no more, so the run is read a bounded number of times.
        match = _GENERATED_IN.match(text, at, end) or _GENERATED_NAME.search(text, at, end)
        if match is None:
            out.append(text[at:end])
            at = end
        else:
            out += [text[at : match.start()], "__autograph_generated_file.py"]
            at = match.end()
    return "".join(out)


HIDDEN = "<float values>"
_NUMBER = r"[-+]?(?:\d+(?:\.\d*)?(?:e[-+]?\d+)?|\.\d+(?:e[-+]?\d+)?|nan|inf)"
_FLOAT_MARK = re.compile(r"\d\.|\.\d|\de[-+]?\d|nan|inf")
# torch's C++ print of a floating tensor ends in its type: `[ CPUFloatType{3,3} ]`, `[ torch.DoubleTensor{2} ]`.
_TORCH_FLOAT_TYPE = re.compile(
    r"\[ (?:torch\.)?\w*(?:Float|Double|Half|BFloat16|Complex\w*)(?:Type|Tensor)\{[\d,]*\} \]"
)
# Numbers apart by spaces (never by nothing, which would let a run of digits split every way when a match fails).
_VALUES_LINE = re.compile(
    rf"^\s*(?:{_NUMBER})(?:\s+(?:{_NUMBER}))*\s*(?:\*\s*)?$|^\s*\(\d+(?:,\d+)*(?:,\.)+\) =\s*$", re.I
)
_VALUES_BEFORE = re.compile(rf"(?<![\w.])(?:{_NUMBER})(?:[ \t]+(?:{_NUMBER}))*[ \t]*$", re.I)
# Python reprs of tensors and arrays; their values are masked when they hold floats.
_REPR = re.compile(
    rf"(?<![\w.])(?P<head>tensor\(|array\(|tf\.Tensor\(|numpy=)(?P<body>\[[-+\d.eE\s,\[\]naif]*\]|{_NUMBER})", re.I
)
# Paddle's repr of a floating tensor: ``Tensor(shape=[2], dtype=float32, place=Place(cpu), stop_gradient=True,\n [0.25, 1.])``.
_PADDLE_REPR = re.compile(
    r"(?P<head>Tensor\(shape=\[[\d, ]*\], dtype=(?:paddle\.)?(?:float|bfloat|complex)\w*, place=Place\([^)]*\), "
    r"stop_gradient=\w+,\s*)(?P<body>\[[-+\d.eE\s,\[\]naif]*\]|[-+\d.eE]+|nan|inf)\)"
)
# TensorFlow's asserts print their data: in a graph `[x (Softmax:0) = ] [0.119 0.16]`, eagerly `First 3 elements of x:\n[0.1 0.2]`.
_TF_DATA = re.compile(r"(?P<head>= \] |First \d+ elements of \w+:\n)\[(?P<body>[-+\d.eE\s naif]*)\]", re.I)
# A comparison of two computed tensors (torch.testing's, which torch.jit.trace's check uses), new form and old.
_DIFFERENCES = (
    (
        re.compile(
            r"^(\s*(?:Mismatched elements|Greatest absolute difference|Greatest relative difference): ).*$", re.M
        ),
        r"\1<not shown>",
    ),
    (re.compile(r"found \d+ element\(s\) \(out of \d+\)"), "found elements"),
    (
        re.compile(r"The greatest difference was .*?, which occurred at index \([\d, ]*\)\."),
        "The greatest difference is not shown.",
    ),
)


def _torch_prints(text: str) -> str:
    lines = text.split("\n")
    for index, line in enumerate(lines):
        found = _TORCH_FLOAT_TYPE.search(line)
        if not found:
            continue
        before = line[: found.start()]
        inline = _VALUES_BEFORE.search(before.rstrip())
        if inline and inline.group(0).strip():
            lines[index] = f"{before[: inline.start()]}{HIDDEN} {line[found.start() :]}"
            continue
        start = index
        while start > 0 and (
            _VALUES_LINE.match(lines[start - 1])
            or (not lines[start - 1].strip() and start > 1 and _VALUES_LINE.match(lines[start - 2]))
        ):
            start -= 1
        if start < index:
            lines[start:index] = [HIDDEN] + [None] * (index - start - 1)  # type: ignore[list-item]
    return "\n".join(line for line in lines if line is not None)


def kernel_numbers(text: str) -> str:
    """Hide the values of floating tensors and arrays that a message prints, and a comparison's differences.

    A framework computed them (or drew them at random): another CPU would print other digits.
    Integer tensors and Python's own numbers are kept.

    >>> print(kernel_numbers("Tensor:\\n-0.1400  0.5116\\n 0.3040 -0.3642\\n[ torch.FloatTensor{2,2} ]"))
    Tensor:
    <float values>
    [ torch.FloatTensor{2,2} ]
    >>> kernel_numbers("prim::Constant[value= 0.5000  0.5000 [ CPUFloatType{2} ]]() prim::Constant[value={2}]()")
    'prim::Constant[value= <float values> [ CPUFloatType{2} ]]() prim::Constant[value={2}]()'
    >>> kernel_numbers("1" * 5000 + "x [ CPUFloatType{1} ]") == "1" * 5000 + "x [ CPUFloatType{1} ]"
    True
    >>> kernel_numbers("got tensor([[0.1000, 2.5000]], grad_fn=<AddBackward0>) and tensor([1, 2]) from torch.tensor(0.5)")
    'got tensor(<float values>, grad_fn=<AddBackward0>) and tensor([1, 2]) from torch.tensor(0.5)'
    >>> kernel_numbers("tf.Tensor(0.25, shape=(), dtype=float32) <tf.Tensor: shape=(2,), dtype=float32, numpy=array([1.5, 2.], dtype=float32)>")
    'tf.Tensor(<float values>, shape=(), dtype=float32) <tf.Tensor: shape=(2,), dtype=float32, numpy=array(<float values>, dtype=float32)>'
    >>> kernel_numbers("assertion failed: [p] [x (Softmax:0) = ] [0.119054623 0.160706922] [n (n:0) = ] [3 4]")
    'assertion failed: [p] [x (Softmax:0) = ] [<float values>] [n (n:0) = ] [3 4]'
    >>> kernel_numbers("got Tensor(shape=[1], dtype=float32, place=Place(cpu), stop_gradient=True,\\n       [0.25690785])")
    'got Tensor(shape=[1], dtype=float32, place=Place(cpu), stop_gradient=True,\\n       <float values>)'
    >>> kernel_numbers("Tensor(shape=[1], dtype=int64, place=Place(cpu), stop_gradient=True,\\n       [3])")
    'Tensor(shape=[1], dtype=int64, place=Place(cpu), stop_gradient=True,\\n       [3])'
    >>> kernel_numbers("First 2 elements of x:\\n[0.11905462 0.7202384 ]")
    'First 2 elements of x:\\n[<float values>]'
    >>> print(kernel_numbers("Mismatched elements: 7 / 16 (43.8%)\\nGreatest absolute difference: 1.55 at index (1, 2) (up to 1e-05 allowed)"))
    Mismatched elements: <not shown>
    Greatest absolute difference: <not shown>
    >>> kernel_numbers("With rtol=1e-05, found 7 element(s) (out of 16) whose difference(s) exceeded the margin of error. "
    ...                "The greatest difference was 1.55 (1.0 vs. -0.55), which occurred at index (1, 2).")
    'With rtol=1e-05, found elements whose difference(s) exceeded the margin of error. The greatest difference is not shown.'
    """
    text = _torch_prints(text)
    text = _PADDLE_REPR.sub(lambda m: f"{m['head']}{HIDDEN})", text)

    def masked(match: re.Match[str]) -> str:
        body = match["body"]
        if not _FLOAT_MARK.search(body):
            return match[0]
        return f"{match['head']}{HIDDEN}"

    text = _REPR.sub(masked, text)
    text = _TF_DATA.sub(lambda m: f"{m['head']}[{HIDDEN}]" if _FLOAT_MARK.search(m["body"]) else m[0], text)
    for pattern, replacement in _DIFFERENCES:
        text = pattern.sub(replacement, text)
    return text


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
