"""``error.txt``, a converter's rejection of a case (the step that failed, then its error), written and read: the one owner."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from harness.convert.behaviour.text import one_line, reason_line
from harness.convert.common import exception_name, refuse_fault

FILE = "error.txt"
_STEP = "step: "
SNAPSHOT_RULES = {"*/error.txt": (17, "the converter's message, which may quote the case's constants")}


@dataclass(frozen=True)
class Rejection:
    """A rejection as read back: the step that failed, and the error as its driver worded it."""

    step: str
    error: str

    @property
    def headline(self) -> str:
        """The error in one line: its kind, and the line of its message that says what went wrong."""
        text = self.error.strip("\n")
        if not text.strip():
            return ""
        kind, _, message = text.partition(":")
        return one_line(kind.strip(), message) if kind.strip() and " " not in kind.strip() else reason_line(text)


def record(step: str, error: str) -> str:
    """The record of a rejection: ``step: <step>``, then the error as the driver words it (one or more lines).

    >>> print(record("njit (nopython_type_inference)", "numba.core.errors.TypingError: Failed"), end="")
    step: njit (nopython_type_inference)
    numba.core.errors.TypingError: Failed
    """
    return f"{_STEP}{step}\n{error}\n"


def of(step: str, exc: BaseException) -> str:
    """The record of the exception a step raised: its class (:func:`~harness.convert.common.exception_name`) and its
    message; an exception that is not the converter's raises ``HarnessFault`` instead (``common.refuse_fault``).

    >>> print(of("script", AttributeError("'UnaryOp' object has no attribute 'range'")), end="")
    step: script
    AttributeError: 'UnaryOp' object has no attribute 'range'
    >>> of("export", RuntimeError(".numpy() is not supported for tensor subclasses."))
    'step: export\\nRuntimeError: .numpy() is not supported for tensor subclasses.\\n'
    >>> of("jit", ValueError("ends in a new line\\n"))
    'step: jit\\nValueError: ends in a new line\\n\\n'
    """
    refuse_fault(exc)
    return record(step, f"{exception_name(exc)}: {exc}")


def read(text: str) -> Rejection:
    """A rejection from its record (:func:`record`); a text without the step's line is all error, of no step.

    >>> read("step: passes (unsupported_features_checker)\\nValueError: for/else\\n")
    Rejection(step='passes (unsupported_features_checker)', error='ValueError: for/else')
    >>> read("E: no\\n")
    Rejection(step='', error='E: no')
    >>> all(record(r.step, r.error) == text for text in ["step: x\\nE: a\\n\\nb\\n", "step: y\\nE: \\n\\n"] for r in [read(text)])
    True
    """
    head, newline, rest = text.partition("\n")
    if head.startswith(_STEP) and newline:
        return Rejection(head.removeprefix(_STEP), rest.removesuffix("\n"))
    return Rejection("", text.removesuffix("\n"))


def headline(text: str) -> str:
    """A record's error in one line, past its step: its kind, and the line of its message that says what went wrong.

    >>> headline("step: script\\nRuntimeError: \\nReturn value was annotated:\\n  File ...\\n")
    'RuntimeError: Return value was annotated:'
    >>> headline("step: symbolic_trace\\ntorch.fx.proxy.TraceError: no control flow\\n")
    'torch.fx.proxy.TraceError: no control flow'
    >>> headline("step: trace\\nValueError: in user code:\\n\\n    File x\\n\\n    ValueError: bad\\n    Note: tried\\n")
    'ValueError: bad'
    >>> headline("")
    ''
    """
    return read(text).headline


def at_step(step: str) -> re.Pattern[str]:
    """What finds a text that is a record of ``step`` (from its start: a message quoting one is no record).

    >>> bool(at_step("harness").search("step: harness (harness/x.py:run)\\nKeyError: 'x'\\n"))
    True
    >>> found = at_step("harness")
    >>> bool(found.search("step: compile\\nE: quotes step: harness\\n")), bool(found.search("step: harnesses\\n"))
    (False, False)
    """
    return re.compile(r"\A" + re.escape(_STEP + step) + r"\b")


def first_lines(text: str) -> str:
    """A record's step and its error's first line, as one line.

    >>> first_lines("step: x\\nE: no\\nmore\\n")
    'step: x / E: no'
    """
    return " / ".join(text.splitlines()[:2])


def rejected(outputs: Mapping[str, str]) -> Rejection | None:
    """The rejection among a case's outputs, or None where the converter took the case.

    >>> rejected({"error.txt": "step: s\\nE: x\\n", "warnings.txt": ""}), rejected({"code.py": ""})
    (Rejection(step='s', error='E: x'), None)
    """
    return read(outputs[FILE]) if FILE in outputs else None
