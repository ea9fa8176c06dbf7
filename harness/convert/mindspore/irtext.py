"""MindSpore's IR dumps as stable text, and its pipeline's stages as a pass walk (``passes.txt`` by ``convert/passlog.py``).

MindSpore names each graph and node with process-wide counters (``CNode_107``, ``f_5``, a clone's ``32_1_f_106``,
``Default/Muls-op3``), cites its own source under each node (``# In file .../mindspore/ops/...``, whose lines move with
every wheel) and prints each graph's address. The counters are renumbered by first appearance over the whole walk, so
that one node keeps one name from stage to stage; its own source lines are dropped; addresses are masked.

Snapshot rule: stage numbers, names and states.
"""

from __future__ import annotations

import linecache
import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from harness.convert.passlog import NoCode, Ran, write
from harness.normalize.locations import case_position, file_definitions
from harness.spec import marker_spans

# A stage's dump, as save_graphs names it: its number in the pipeline, its name, and a process-wide file counter.
_STAGE_FILE = re.compile(r"^(\d\d)_(\w+?)_(\d{4,})\.ir$")
# A name MindSpore counts: clone counts before it (``32_1_``), a name (letters, ``↵``/``↻`` marks, which a repeat
# count may lead: ``3↓✓2✗ms_max``), ``_<id>`` after.
_COUNTED = re.compile(
    r"(?<![\w\x80-\U0010ffff])(?P<clones>(?:\d+_)*)(?P<name>(?:\d*[^\W\d]|\d*[^\x00-\x7f])(?:\w|[^\x00-\x7f])*?)_(?P<id>\d+)"
    r"(?![\w\x80-\U0010ffff])"
)
_OP = re.compile(r"(?P<kind>\w+)-op(?P<n>\d+)\b")  # a node's count among its kind's: ``Default/Add-op3``
# An address, bare or within a name MindSpore makes of one (``..._object_0x5f_0x7f7e389ef040_0x5f__``, where ``0x5f``
# spells an underscore).
_ADDRESS = re.compile(r"(?<![0-9A-Za-z])0x[0-9a-fA-F]{6,}(?![0-9a-fA-F])")
# The key a Cell's compilation is cached under: a time in nanoseconds and the Cell's id, then the process's count.
_PHASE = re.compile(r"(?<=compile_phase: )(\w+)\.\d+\.\d+\.")
_PHASE_COUNT = re.compile(r"(?<=compile_phase: )(\w+\.TIME\.ID\.)(\d+)")
# The graphs a symbol engine is named after (``SymbolEngine_3_2_1_zip_lists_9``), counted in the process.
_ENGINE = re.compile(r"(?<=SymbolEngine)((?:_\d+)+)(?=_[^\W\d])")
# A node whose scope is a bare count (``# Fullname with scope: (3)``).
_ANONYMOUS = re.compile(r"(?<=# Fullname with scope: \()\d+(?=\))")
# A position of the case's file in a node's ``# In file`` line: lines ``A~B`` (or ``A``), then columns.
_CASE_RANGE = r"(?P<head># In file {path}:)(?P<first>\d+)(?:~(?P<last>\d+))?(?P<columns>(?:, \d+~\d+)?)/(?P<quoted>[^\n]*?)/(?=<~~|$)"
_IN_FILE = re.compile(r"^\s*# In file (?P<path>[^:\n]+)")


def stage_of(file_name: str) -> tuple[str, str] | None:
    """A stage dump's number and name, or None for another file (a backend pass's, a folder).

    >>> stage_of("18_loop_unroll_0019.ir"), stage_of("hwopt_common_after_graph_0_0059.ir")
    (('18', 'loop_unroll'), None)
    """
    match = _STAGE_FILE.match(file_name)
    return (match[1], match[2]) if match else None


def own_lines_dropped(text: str, folders: Iterable[str]) -> str:
    """The text without the ``# In file`` lines that cite a file of ``folders`` (MindSpore's own source).

    >>> print(own_lines_dropped("  %0 = Add(x)\\n  # In file /v/mindspore/ops/a.py:3/def add():/\\n"
    ...                         "  # In file /r/cases/c.py:4/    return x + 1/\\n", ["/v/mindspore"]), end="")
      %0 = Add(x)
      # In file /r/cases/c.py:4/    return x + 1/
    """
    prefixes = tuple(folder.rstrip("/") + "/" for folder in folders)
    kept = []
    for line in text.splitlines(keepends=True):
        match = _IN_FILE.match(line)
        if match and match["path"].startswith(prefixes):
            continue
        kept.append(line)
    return "".join(kept)


def case_lines(text: str, path: str) -> str:
    """Each line of the case's file a node cites, as its position in its case (``f:2~f:4``), which no line above the
    case moves. A range MindSpore starts at a decorator's line (the harness's ``@case`` among them) starts at the
    ``def``, which it quotes in place of the decorator.

    >>> import os, tempfile
    >>> with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as case:
    ...     _ = case.write("import x\\n@case(inputs=(1,))\\ndef f(n):\\n    return n + 1\\n")
    >>> print(case_lines(f"# In file {case.name}:2~4/@case(inputs=(1,))/\\n"
    ...                  f"# In file {case.name}:4, 11~16/    return n + 1/<~~shared\\n", case.name), end="")
    # In file ...:f:1~f:2/def f(n):/
    # In file ...:f:2, 11~16/    return n + 1/<~~shared
    >>> os.remove(case.name)
    """
    definitions = file_definitions(path)

    def located(match: re.Match[str]) -> str:
        first, quoted = int(match["first"]), match["quoted"]
        decorated = next((d for d in definitions if d.first <= first < d.start), None)
        if decorated is not None:
            first, quoted = decorated.start, linecache.getline(path, decorated.start).rstrip("\n")
        start = case_position(definitions, first) or str(first)
        last = f"~{case_position(definitions, int(match['last'])) or match['last']}" if match["last"] else ""
        return f"{match['head']}{start}{last}{match['columns']}/{quoted}/"

    return re.sub(_CASE_RANGE.format(path=re.escape(path)), located, text, flags=re.M)


def marker_lines(path: str, names: set[str], line: int) -> set[str]:
    """The lines of the harness's ``@case(...)`` above the definition whose first line is ``line``: MindSpore quotes
    the function from its first line in a message, the harness's marker with it.

    >>> import os, tempfile
    >>> with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as case:
    ...     _ = case.write("@case(\\n    inputs=(1,))\\n@other\\ndef f(n):\\n    return n\\n")
    >>> sorted(marker_lines(case.name, {"case"}, 1)), marker_lines(case.name, {"case"}, 4)
    (['    inputs=(1,))', '@case('], set())
    >>> os.remove(case.name)
    """
    try:
        with open(path, encoding="utf-8") as handle:
            source = handle.read()
    except (OSError, ValueError):
        return set()
    lines = source.splitlines()
    spans = marker_spans(source, names) or []
    found = {text for first, start, end in spans if first == line for text in lines[start - 1 : end]}
    return {text for text in found if text.strip()}


@dataclass
class Counters:
    """MindSpore's counters renumbered by first appearance; one instance renames every output of a case, so a node
    keeps its name from stage to stage; a node's count among its kind's (``Add-op3``) is renumbered in each text.

    >>> counters = Counters()
    >>> counters.renumber("@32_1_f_106: %0(CNode_107) = Add(%para1_Parameter_3) # (Default/Add-op27)")
    '@0_1_f_0: %0(CNode_1) = Add(%para1_Parameter_2) # (Default/Add-op0)'
    >>> counters.renumber("(Default/Switch-op5) (Default/Return-op3) (Default/Return-op28)")
    '(Default/Switch-op0) (Default/Return-op0) (Default/Return-op1)'
    >>> counters.renumber("@20_↵f_13:CNode_107 @21_↻f_106 0x7f3a2c1b9d30")
    '@2_↵f_3:CNode_1 @3_↻f_0 0xADDRESS'
    >>> counters.renumber("@33_3↓✓2✗ms_max_35 @31_2↓✓2✗ms_max_40:CNode_35")
    '@4_3↓✓2✗ms_max_4 @5_2↓✓2✗ms_max_5:CNode_4'
    >>> counters.renumber("compile_phase: train.1796492905192026880.140332561334192.59..0")
    'compile_phase: train.TIME.ID.0..0'
    >>> counters.renumber("SymbolEngine_836_835_834_zip_lists_9 # Fullname with scope: (7) # Fullname with scope: (3)")
    'SymbolEngine_0_1_2_zip_lists_6 # Fullname with scope: (0) # Fullname with scope: (1)'
    >>> counters.renumber("get_local_variable(__py_exec_index0_0x5f_object_0x5f_0x7f7e389ef040_0x5f__)")
    'get_local_variable(__py_exec_index0_0x5f_object_0x5f_0xADDRESS_0x5f__)'
    """

    ids: dict[str, str] = field(default_factory=dict)
    clones: dict[str, str] = field(default_factory=dict)
    phases: dict[str, str] = field(default_factory=dict)
    engines: dict[str, str] = field(default_factory=dict)

    def renumber(self, text: str) -> str:
        def counted(match: re.Match[str]) -> str:
            clones = "".join(f"{self._number(self.clones, n)}_" for n in match["clones"].split("_")[:-1])
            return f"{clones}{match['name']}_{self._number(self.ids, match['id'])}"

        text = _PHASE.sub(r"\1.TIME.ID.", _ADDRESS.sub("0xADDRESS", text))
        text = _PHASE_COUNT.sub(lambda m: m[1] + self._number(self.phases, m[2]), text)
        text = _ENGINE.sub(lambda m: "".join(f"_{self._number(self.engines, n)}" for n in m[1][1:].split("_")), text)
        text = _COUNTED.sub(counted, text)
        # Counted per kind, and anew in each dump: the backend counts its kernel graph's anew.
        ops: dict[str, dict[str, str]] = {}
        text = _OP.sub(lambda m: f"{m['kind']}-op{self._number(ops.setdefault(m['kind'], {}), m['n'])}", text)
        return _ANONYMOUS.sub(lambda m: self._number(ops.setdefault("", {}), m[0]), text)

    @staticmethod
    def _number(numbers: dict[str, str], value: str) -> str:
        return numbers.setdefault(value, str(len(numbers)))


def pass_files(source: str, listed: list[str], ran: list[tuple[str, str]], failed: bool) -> dict[str, str]:
    """``00_source.py``, ``passes.txt`` and ``NN_<stage>.ir`` for each stage that changed the graph: ``listed`` the
    pipeline's stages, ``ran`` those that dumped a graph, in order; when ``failed``, the stage after them failed.

    >>> files = pass_files("def f(): ...\\n", ["bootstrap", "type_inference", "validate"], [("bootstrap", "a\\n")], True)
    >>> sorted(files)
    ['00_source.py', '01_bootstrap.ir', 'passes.txt']
    >>> print(files["passes.txt"], end="")
    01 bootstrap       changed
    02 type_inference  failed
    03 validate        not run
    """
    steps: list[Ran | NoCode] = []
    for index, name in enumerate(listed):
        if index < len(ran):
            steps.append(Ran(ran[index][0], ran[index][1]))
        else:
            steps.append(NoCode(name, "failed" if index == len(ran) and failed else "not run"))
    return write(source, steps, ".ir")
