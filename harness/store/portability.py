"""What no snapshot may hold because it would differ on another machine or is not the converter's, and the float digits each output kind allows.

A converter declares the rules of its outputs on its entry (``Converter.rules``); each format module of the harness
declares those of the output it owns (``SNAPSHOT_RULES = {"*/<file name>": (digits, "why")}``). Neither needs a
framework: ``harness.testing.rules.snapshot_rules`` gathers both.
"""

from __future__ import annotations

import fnmatch
import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass

from harness.convert import rejection
from harness.converter import Converter, Normalizers
from harness.normalize.text import FLOAT_VALUES

# What differs from one machine, or one moment, to the next.
MACHINE_DEPENDENT = {
    "CPU model": re.compile(
        r"GenuineIntel|AuthenticAMD|Intel\(R\)|\bXeon\b|\bEPYC\b|\bRyzen\b|\bCore\(TM\)|\bAVX-?512\w*|\bavx512\w*"
    ),
    "core or thread count": re.compile(
        r"\b\d+ (?:(?:logical|physical) )?(?:cores?|threads?|CPUs?|processors?)\b"
        r"|\b(?:num_threads|intra_op_parallelism_threads|inter_op_parallelism_threads|cpu_count)\W{1,3}\d+",
        re.IGNORECASE,
    ),
    "date": re.compile(
        r"\b(?:19|20)\d\d-[01]\d-[0-3]\d\b|\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) "
    ),
    "time of day": re.compile(r"\b[0-2]\d:[0-5]\d:[0-5]\d\b"),
    "duration": re.compile(r"\b\d+(?:\.\d+)? ?(?:ms|µs|us|ns|secs?|seconds?|minutes?|mins?)\b|\b\d+\.\d+ ?s\b"),
}
# Numbers a framework computed (or drew at random) that a message prints: another CPU prints other digits,
# however few there are. The runner masks them (``harness.normalize.text.kernel_numbers``, with what the converters
# declare); a scan finding one is a leak: numpy's arrays here, each framework's prints as its converters declare
# (``Normalizers.leaks``), joined by what they are; a converter declares there too what another checkout would write
# otherwise (the size of bytes that hold its path).
_ARRAY_VALUES = r"(?<![\w.])[Aa]rray\(" + FLOAT_VALUES


def kernel_numbers(converters: Iterable[Converter]) -> dict[str, re.Pattern[str]]:
    """What a number a kernel computed looks like in the converters' outputs (their ``Normalizers.leaks`` and the
    harness's own), one pattern per kind of number."""
    joined: dict[str, list[str]] = {
        "a comparison's computed differences": [],
        "a floating tensor's values": [_ARRAY_VALUES],
        "a floating tensor's printed values": [],
    }
    for what, pattern in Normalizers.union(c.normalizers for c in converters).leaks:
        joined.setdefault(what, []).append(pattern)
    return {what: re.compile("|".join(f"(?:{p})" for p in patterns)) for what, patterns in joined.items() if patterns}


# What is the harness's or the environment's, never a converter's result: no snapshot or history step may hold it.
NOT_THE_CONVERTERS = {
    "the harness's own failure": rejection.at_step("harness"),
    # ``case(...)(f)``, or a name made of it (a converter re-applying decorators calls it ``_decoedby_case``)
    "the harness's @case marker, applied inside a converted program": re.compile(r"\(case\)|by_case\b"),
    "a module the environment lacks": re.compile(
        r"\AModuleNotFoundError: No module named |\nModuleNotFoundError: No module named "
    ),
}
# What a saved program's bytes, read as Latin-1 (each byte a character), may not hold, with what differs from one
# machine or moment to the next: what another folder or process would write in its place.
IN_SAVED_PROGRAMS = {
    "memory address": re.compile(r"\b0x[0-9a-fA-F]{6,}\b"),
    "object id": re.compile(r"\bid=\d{8,}\b"),
    "machine path": re.compile(r"(?<![\w.])/(?:home|root|Users|tmp|var|usr|opt|work|private|mnt|srv)/"),
    "installed package's folder": re.compile(r"site-packages|dist-packages"),
}
FLOAT = re.compile(r"(?<![\w.])(\d+\.\d*|\.\d+)(?:[eE][-+]?\d+)?(?![\w.])")


@dataclass(frozen=True)
class Rule:
    """How many significant digits a float may have in one output kind, and why."""

    pattern: str  # "<converter>/<file name glob>"
    digits: int
    why: str
    declared_in: str


def kind_of(path_under_snapshots: str) -> str:
    """``<converter>/<file name>``, what the rules are keyed by.

    >>> kind_of("autograph/tensorflow-2.21/loops/for_break/03_functions.py")
    'autograph/03_functions.py'
    """
    parts = path_under_snapshots.split("/")
    return f"{parts[0]}/{parts[-1]}"


def rule_for(kind: str, rules: list[Rule]) -> Rule | None:
    """The most specific rule (most literal characters) whose pattern matches ``<converter>/<file name>``.

    >>> rules = [Rule("*/graph.txt", 17, "", ""), Rule("autograph/graph.txt", 9, "", ""), Rule("autograph/*", 0, "", "")]
    >>> [rule_for(kind, rules).digits for kind in ("autograph/graph.txt", "torchscript/graph.txt", "autograph/x")]
    [9, 17, 0]
    >>> rule_for("torchscript/notes.md", rules) is None
    True
    """
    matching = [rule for rule in rules if fnmatch.fnmatchcase(kind, rule.pattern)]
    return max(matching, key=lambda rule: len(re.sub(r"\[[^]]*\]|[*?]", "", rule.pattern)), default=None)


def significant_digits(literal: str) -> int:
    """The significant digits of a float literal.

    >>> [significant_digits(s) for s in ("0.815197", "2.5", "1.0000000000000001e-05", "100.0", "0.0")]
    [6, 2, 17, 1, 1]
    """
    mantissa = re.split(r"[eE]", literal)[0].replace(".", "").lstrip("0").rstrip("0")
    return max(len(mantissa), 1)


def not_the_converters(text: str) -> Iterator[tuple[int, str]]:
    """``(line number, what)`` for what in one output is the harness's or the environment's, not the converter's.

    >>> list(not_the_converters("step: harness (harness/convert/x.py:convert)\\nTypeError: bad\\n"))
    [(1, "the harness's own failure: step: harness")]
    >>> list(not_the_converters("    f = _jst.Call(_jst.Ld(case))(_orig_f, inputs=(2,))\\n"))
    [(1, "the harness's @case marker, applied inside a converted program: (case)")]
    >>> list(not_the_converters("\\treturn _jst.Ld(_decoedby_case)(_jst.Ld(n))\\n"))
    [(1, "the harness's @case marker, applied inside a converted program: by_case")]
    >>> list(not_the_converters("@case(inputs=(2,))\\ndef f(n):\\n"))
    []
    """
    for label, pattern in NOT_THE_CONVERTERS.items():
        for found in pattern.finditer(text):
            yield (
                text.count("\n", 0, found.start()) + (found.group(0).startswith("\n")) + 1,
                f"{label}: {found.group(0).strip()}",
            )


def problems(
    kind: str, text: str, rules: list[Rule], kernel: Mapping[str, re.Pattern[str]]
) -> Iterator[tuple[int, str]]:
    """``(line number, what is wrong)`` for each line of one snapshot that would not hold on another machine;
    ``kernel``: what a number a kernel computed looks like (``kernel_numbers``).

    >>> from harness.convert.dynamo.entry import ENTRY
    >>> rules, kernel = [Rule("t/behaviour.txt", 17, "", ""), Rule("t/passes.txt", 0, "", "")], kernel_numbers([ENTRY])
    >>> list(problems("t/passes.txt", "01 functions  changed\\ntook 0.25 s\\n", rules, kernel))
    [(2, 'duration: 0.25 s'), (2, 'float with 2 significant digits (passes.txt allows 0): 0.25')]
    >>> list(problems("t/behaviour.txt", "python: 4.5\\nsame\\n", rules, kernel))
    []
    >>> list(problems("t/new.txt", "x\\n", rules, kernel))
    [(0, 'no portability rule declares this output kind (add it to the rules of the converter entry, or to the SNAPSHOT_RULES of the format module that writes it)')]

    A number a kernel computed is found by its context, whatever its digits:

    >>> list(problems("t/behaviour.txt", "Tensor:\\n 0.5  1.2\\n[ CPUFloatType{2} ]\\nGreatest absolute difference: 2 at index (0,)\\n", rules, kernel))
    [(4, "a comparison's computed differences: Greatest absolute difference: 2"), (2, "a floating tensor's printed values: 1.2\\n[ CPUFloatType{")]
    """
    rule = rule_for(kind, rules)
    if rule is None:
        yield (
            0,
            "no portability rule declares this output kind (add it to the rules of the converter entry, or to the SNAPSHOT_RULES of the format module that writes it)",
        )
        return
    # A pattern found in a line is found in the text: the lines are searched only for the patterns the text holds.
    present = [(label, pattern) for label, pattern in MACHINE_DEPENDENT.items() if pattern.search(text)]
    for number, line in enumerate(text.splitlines(), start=1):
        for label, pattern in present:
            found = pattern.search(line)
            if found:
                yield number, f"{label}: {found.group(0)}"
        for found in FLOAT.finditer(line):
            digits = significant_digits(found.group(0))
            if digits > rule.digits:
                name = kind.split("/", 1)[1]
                yield number, f"float with {digits} significant digits ({name} allows {rule.digits}): {found.group(0)}"
    for label, pattern in kernel.items():
        for found in pattern.finditer(text):
            yield text.count("\n", 0, found.start()) + 1, f"{label}: {found.group(0)}"
    yield from not_the_converters(text)


def saved_problems(data: bytes) -> Iterator[tuple[int, str]]:
    """``(byte offset, what)`` for each thing in a saved program's bytes (a binary file of a case's ``saved/``) that
    another machine, folder or process would write otherwise: a serializer keeps whatever its metadata held.

    >>> list(saved_problems(b"\\x12\\x05<function sym_max at 0x7f64d1e2a980>\\x00/home/alice/cases/a.py\\xff"))
    [(23, 'memory address: 0x7f64d1e2a980'), (39, 'machine path: /home/')]
    >>> list(saved_problems(b"PK\\x03\\x04 cases/a.py:f:3 <function sym_max at 0xADDRESS>"))
    []
    """
    text = data.decode("latin-1")
    for label, pattern in {**IN_SAVED_PROGRAMS, **MACHINE_DEPENDENT}.items():
        for found in pattern.finditer(text):
            yield found.start(), f"{label}: {found.group(0)}"
