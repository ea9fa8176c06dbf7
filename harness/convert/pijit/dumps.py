"""PIJit's debug dumps as text a snapshot keeps: its log (descriptor 2) split into records, its graph breaks and guards,
and the graphs it captured (descriptor 1), each node named by its place in the case's graphs, not its address.

Snapshot rule: PIJit's nodes, reasons and guards, with the case's own constants as MindSpore prints them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from harness.normalize.text import renumber

# ``[DEBUG] PI(pid,thread,python):2026-12-05-21:15:40.047.498 [mindspore/ccsrc/.../graph.cc:297] StopTraceAt] [tag] ``
_PREFIX = re.compile(
    r"^\[(?:DEBUG|INFO|WARNING|ERROR|CRITICAL)\] [A-Z]+\(\d+,\w+,[^)]*\):[\d.:-]+ \[[^\]]*\] \w+\] (?:\[(?P<tag>\w+)\] ?)?",
    re.M,
)
_GRAPHS = re.compile(r"^\*\*\* Dump One Stage ByteCode Collection After CodeGen \*\*\* *$", re.M)
# The code object PIJit compiles, as 2.10 (``ORIGINAL BYTECODE of <code ...>``) and 2.7 (``*** Print bytecode of
# function [<code ...>] ***``) head its bytecode.
_CODE = re.compile(
    r"^(?:ORIGINAL BYTECODE of |\*\*\* Print bytecode of function \[)(?P<code><code object .*?, line -?\d+>)", re.M
)
# A graph break as 2.7 says it, unprefixed: its reason, ``break bci: 29 29 POP_JUMP_FORWARD_IF_FALSE 5 -> 35
# Loc(12,12,7,18) line 12 at /c/x.py``, a blank line, ``graph break at: ...`` and what PIJit adds.
_OLD_BREAK = re.compile(
    r"^(?P<reason>[^\n]*)\nbreak bci: \d+ (?P<instruction>[^\n]*?) Loc\([^)]*\) line (?P<line>\d+) at (?P<path>[^\n]*)\n\n"
    r"graph break at: [^\n]*\n(?P<detail>(?:[^\n]*\S[^\n]*\n)*)",
    re.M,
)
# An instruction with a name for its argument (``7    LOAD_ATTR    0 sum``): a name beside a number reads as a duration
# (``0 ms``, a case's ``mindspore as ms``), so the name is written in parentheses, as ``dis`` writes it.
_NAMED_ARGUMENT = re.compile(r"^(\s*\d+\s+[A-Z_]+\s+-?\d+) ([A-Za-z_<]\S*)", re.M)
_GUARDS = re.compile(r"^generated guard at [^\n]*(?:\n {2}guard [^\n]*)*", re.M)
_CAPTURED = re.compile(r"^1\. captured_ info: *\n(?P<body>.*?)^2\. ", re.M | re.S)
_NODE = re.compile(r"Node\((0x[0-9a-fA-F]+)\)")
# What PIJit prints of an object beside its value: a tensor's addresses, another object's (``vobj=int (0x7f91)``).
_OBJECT_ADDRESSES = re.compile(
    r"(?<=Tensor) 0x[0-9a-fA-F]+\{(?:0x[0-9a-fA-F]+, )*\}|(?<=vobj=)(\w+) \(0x[0-9a-fA-F]+\)"
)
# A code object or a module as a node's value: PIJit cuts a value's text at a length (``file "/tmp/long/fold...``),
# so that a path, whole in one folder, is cut in a longer one (or just after its end, ``'>...``); the name alone is kept.
_PATH_VALUE = re.compile(
    r'<(?P<kind>code object) (?P<code>\S+) at 0x[0-9a-fA-F]+, file "(?:[^"\n]*?\.\.\.|[^"\n]*", line \d+>(?:\.\.\.)?)'
    r"|<module '(?P<name>[^'\n]+)' from '(?:[^'\n]*?\.\.\.|[^'\n]*'>(?:\.\.\.)?)"
)
_GUARD_ID = re.compile(r"^(\s*guard) \[0x[0-9a-fA-F]+\]", re.M)
_DATA_POINTER = re.compile(r"(?<=data_ptr:)\d+")  # a guarded numpy array's data, by its address in decimal
_UNKNOWN = re.compile(r"(?<=unknown:)\d+(?=\()")  # an object PIJit guards by identity (a module, a closure's cell)
# Counted in the process: the code objects PIJit compiles and generates (``3I.42B.construct``), its guards (``guard 61
# [``, the gaps the guards it made and did not keep), the tensors they check.
COUNTERS = (r"<compile\[(\d+)\]>", r"<code object (\d+)I\.", r"(?m)^ +guard (\d+) \[", r"\btid_:(\d+)")


@dataclass(frozen=True)
class LogLine:
    """One line of PIJit's log, its prefix dropped: its tag (``graph_break``, ``guard``, ``trace_bytecode``) and text."""

    tag: str
    text: str


def records(log: str) -> list[LogLine]:
    """PIJit's log lines, each with the lines that follow it up to the next; what precedes the first is not PIJit's.

    >>> log = ("[DEBUG] PI(1,7f,python):2026-12-05-21:15:40.047.498 [a/graph.cc:297] StopTraceAt] [graph_break] \\n"
    ...        "Graph break at: x\\n\\n[DEBUG] PI(1,7f,python):2026-12-05-21:15:40.1 [a/b.cc:3] F] plain\\n")
    >>> records(log)
    [LogLine(tag='graph_break', text='Graph break at: x'), LogLine(tag='', text='plain')]
    >>> records("2.7 prints no prefix")
    []
    """
    starts = list(_PREFIX.finditer(log))
    ends = [match.start() for match in starts[1:]] + [len(log)] * bool(starts)
    return [
        LogLine(match["tag"] or "", log[match.end() : end].strip("\n").rstrip())
        for match, end in zip(starts, ends, strict=True)
    ]


def _lines(text: str, indent: str) -> list[str]:
    return [f"{indent}{line.rstrip()}" for line in text.strip("\n").splitlines() if line.strip()]


def breaks(log: str, graphs: int) -> str:
    """The number of graphs captured and of graph breaks, then each break as PIJit says it (where, why, whose code).

    >>> log = "[DEBUG] PI(1,7f,python):2026 [g.cc:2] S] [graph_break] \\nGraph break at: In file /c/x.py:9\\n    if y:\\n\\nReason: no\\n"
    >>> print(breaks(log, 2), end="")
    graphs: 2
    graph breaks: 1
    <BLANKLINE>
    1. Graph break at: In file /c/x.py:9
           if y:
       Reason: no
    >>> print(breaks("no\\nbreak bci: 29 29 POP_JUMP 5 -> 35 Loc(12,12,7,18) line 12 at /c/x.py\\n\\ngraph break at: 29\\n"
    ...              "POP_JUMP 5 is not support.\\n\\n", 1), end="")
    graphs: 1
    graph breaks: 1
    <BLANKLINE>
    1. Graph break at: 29 POP_JUMP 5 -> 35 in /c/x.py:12
       Reason: no
       POP_JUMP 5 is not support.
    """
    said = [record.text for record in records(log) if record.tag == "graph_break"] or [
        f"Graph break at: {named_arguments(m['instruction'])} in {m['path']}:{m['line']}\nReason: {m['reason']}\n{m['detail']}"
        for m in _OLD_BREAK.finditer(log)
    ]
    lines = [f"graphs: {graphs}", f"graph breaks: {len(said)}"]
    for number, text in enumerate(said, start=1):
        body = _lines(text, "   ")
        lines += ["", f"{number}. {body[0].strip()}", *body[1:]] if body else ["", f"{number}."]
    return "\n".join(lines) + "\n"


def count(text: str) -> int:
    """The graph breaks a ``breaks.txt`` records.

    >>> count("graphs: 2\\ngraph breaks: 3\\n"), count("")
    (3, 0)
    """
    match = re.search(r"^graph breaks: (\d+)$", text, re.M)
    return int(match[1]) if match else 0


def guards(log: str) -> str:
    """Each set of guards PIJit generated for a code object it compiled, its guards without their addresses; the
    guards and the tensors they check renumbered by first appearance; "" when it generated none.

    >>> print(guards("[DEBUG] x [guard] \\ngenerated guard at <code object f> \\n  guard [0x5638254c90b0] 2 [Eq(tid_:43)]\\n"
    ...              "  guard [0x5638254c90c0] 3 [Eq({numpy:{size_:1},data_ptr:94731186263552})]\\n"
    ...              "  guard [0x5638254c90d0] 4 [EqGuard(var:f_localsplus[2] == unknown:140718617166416(type:18))]\\n"))
    generated guard at <code object f>
      guard 0 [Eq(tid_:0)]
      guard 1 [Eq({numpy:{size_:1},data_ptr:ADDRESS})]
      guard 2 [EqGuard(var:f_localsplus[2] == unknown:ADDRESS(type:18))]
    <BLANKLINE>
    """
    said = [
        _UNKNOWN.sub("ADDRESS", _DATA_POINTER.sub("ADDRESS", _GUARD_ID.sub(r"\1", found[0])))
        for found in _GUARDS.finditer(log)
    ]
    return counted("\n\n".join("\n".join(_lines(text, "")) for text in said) + "\n") if said else ""


def graphs(dump: str) -> list[str]:
    """Each graph PIJit captured (its inputs, operations and outputs), headed by the code object it compiled, from what
    its ``print_after_all`` writes; each node is named by its first appearance in its graph (a node of a later graph
    may be where a freed one of an earlier graph was).

    >>> dump = ("ORIGINAL BYTECODE of <code object <lambda> at 0x7f, file \\"/c/x.py\\", line 7>\\n  7  0 RESUME 0\\n"
    ...         "*** Dump One Stage ByteCode Collection After CodeGen *** \\n1. captured_ info: \\ninputs: {\\n"
    ...         "  Node(0x5638259285c0) Parameter 0(x)\\n}\\noperations: {\\n  3 BINARY_OP Node(0x56382595e810) "
    ...         "vobj=Tensor 0x5638{0x5638, } inputs=(0x5638259285c0,0x5638259285c0,)\\n}\\n2. outputs_optimize_ info: \\n")
    >>> print(graphs(dump)[0], end="")
    <code object <lambda> at 0x7f, file "/c/x.py", line 7>
    inputs: {
      Node(%0) Parameter 0(x)
    }
    operations: {
      3 BINARY_OP Node(%1) vobj=Tensor inputs=(%0,%0,)
    }
    >>> "Node(%0) Parameter" in graphs(dump + dump.replace("0x5638259285c0", "0x7a"))[1]
    True
    """
    found = []
    for match in _GRAPHS.finditer(dump):
        codes = list(_CODE.finditer(dump, 0, match.start()))
        captured = _CAPTURED.search(dump, match.end())
        if captured is None:
            continue
        head = codes[-1]["code"] if codes else "<code object unknown>"
        body = named_arguments(named_values(captured["body"]))
        body = _OBJECT_ADDRESSES.sub(lambda m: m[1] or "", body)
        found.append(f"{head}\n" + "\n".join(_lines(body, "")) + "\n")
    return [_nodes_named(graph) for graph in found]


def _nodes_named(text: str) -> str:
    names: dict[str, str] = {}
    for address in _NODE.findall(text):
        names.setdefault(address.lower(), f"%{len(names)}")
    if not names:
        return text
    pattern = re.compile(r"\b0x[0-9a-fA-F]+\b")
    return pattern.sub(lambda m: names.get(m[0].lower(), m[0]), text)


def counted(text: str) -> str:
    """PIJit's process-wide counters renumbered by first appearance.

    >>> counted("<code object 0I.<compile[3]>f> tid_:43 tid_:7 tid_:43")
    '<code object 0I.<compile[0]>f> tid_:0 tid_:1 tid_:0'
    >>> counted("<code object 3I.42B.construct> <code object 5I.20B.construct> <code object 3I.42B.construct>")
    '<code object 0I.42B.construct> <code object 1I.20B.construct> <code object 0I.42B.construct>'
    """
    for pattern in COUNTERS:
        text = renumber(text, pattern)
    return text


def named_values(text: str) -> str:
    """A node's code object or module by its name alone, whether PIJit cut its path or not.

    >>> named_values('value=<code object <listcomp> at 0x7f3a2c, file "/tmp/long/fold...,  at "/c/x.py:3"')
    'value=<code object <listcomp>>,  at "/c/x.py:3"'
    >>> named_values('{value=CodeObject:<code object <listcomp> at 0x7f3a2c, file "/c/x.py", line 3>}')
    '{value=CodeObject:<code object <listcomp>>}'
    >>> named_values("{value=<module 'mindspore.ops' from '/a/much/longer/fold...} inputs=()")
    "{value=<module 'mindspore.ops'>} inputs=()"
    >>> named_values("{value=<module 'mindspore.ops' from 'mindspore/ops/__init__.py'>...} value=<module 'm' from 'm.py'>,")
    "{value=<module 'mindspore.ops'>} value=<module 'm'>,"
    """
    return _PATH_VALUE.sub(lambda m: f"<code object {m['code']}>" if m["kind"] else f"<module '{m['name']}'>", text)


def named_arguments(text: str) -> str:
    """An instruction's name argument in parentheses.

    >>> named_arguments("  1    LOAD_GLOBAL  0 ms         Node(%1)\\n  2    LOAD_CONST   -1           Node(%2)")
    '  1    LOAD_GLOBAL  0 (ms)         Node(%1)\\n  2    LOAD_CONST   -1           Node(%2)'
    >>> named_arguments("12 LOAD_ATTR 1 ops")
    '12 LOAD_ATTR 1 (ops)'
    """
    return _NAMED_ARGUMENT.sub(r"\1 (\2)", text)
