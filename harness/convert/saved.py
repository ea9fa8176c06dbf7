"""A converter's saved program: the slot its driver keeps it in, its recorded outputs as JSON, ``saved.txt`` and
``replay.txt``.

A converter that saves a program (its entry's ``saved_as`` and ``loader``) keeps it in a case's ``saved/`` folder,
beside its golden files: the program as its serializer wrote it (``saved/<saved_as>``) and what it returned on each of
the case's input sets (``saved/outputs.json``, every digit, read only by a replay). ``saved.txt``, a golden file, says
what was kept in words; ``replay.txt``, a newer release's golden file, says per older release whether its saved
program still loads and gives the same outputs. Framework-free: the worker runs the loader, the store writes the
files, the tools read the two texts.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from harness.convert.behaviour.values import KernelFloats, SortedItems, Unordered, close

SAVED_DIR = "saved"  # a case folder's subfolder of its saved program's files
OUTPUTS = "outputs.json"
SAVED = "saved.txt"
REPLAY = "replay.txt"
LIMIT = 1 << 20  # bytes of one saved file kept; a larger one is recorded as too large, not kept
SNAPSHOT_RULES = {
    "*/saved.txt": (0, "what the saved program is and which files hold it, in words: sizes in bytes are no floats"),
    "*/replay.txt": (
        4,
        "per older release: same, loads, differs (where, in words), or the loader's reason, which may quote versions",
    ),
}
# replay.txt's verdicts, each line's first word after the release
SAME, LOADS, DIFFERS, DOES_NOT_LOAD, NOT_KEPT = "same", "loads", "differs", "does not load", "not kept"
_LINE = re.compile(r"^(?P<release>\S+): (?P<verdict>same|loads|differs|does not load|not kept)\b")
VARIES = "its outputs vary from run to run: replayed for loading only"


@dataclass
class SavedSlot:
    """What a driver saved in its last conversion: the program's bytes (None: nothing saved)."""

    program: bytes | None = None


KEPT = SavedSlot()  # filled by a driver's ``keep``; cleared by harness.worker.child before each conversion


def keep(program: bytes) -> None:
    """A driver's saved program, for the worker to record beside the case's outputs."""
    KEPT.program = bytes(program)


def encoded(value: Any) -> Any:
    """A plain value (``behaviour.values.plain``) as JSON can hold it, every kind told apart; :func:`decoded` reverses it.

    >>> from harness.convert.behaviour.values import plain
    >>> encoded(plain((1, [2.5, True], {"a": None})))
    {'tuple': [1, [2.5, True], {'dict': [['a', None]]}]}
    >>> decoded(encoded(KernelFloats("float32", (2,), [1.0, 2.0])))
    float32[2]
    >>> v = plain((1, 2.0, {3}, frozenset(), {"k": [1j]}, "s", None)); close(decoded(json.loads(json.dumps(encoded(v)))), v)
    True
    """
    if isinstance(value, KernelFloats):
        return {"floats": value.dtype, "shape": list(value.shape), "values": encoded(value.values)}
    if isinstance(value, tuple):
        return {"tuple": [encoded(v) for v in value]}
    if isinstance(value, list):
        return [encoded(v) for v in value]
    if isinstance(value, SortedItems):
        return {"dict": [[encoded(k), encoded(v)] for k, v in value.items]}
    if isinstance(value, Unordered):
        return {value.kind: [encoded(v) for v in value.items]}
    if isinstance(value, complex):
        return {"complex": [value.real, value.imag]}
    return value


def decoded(value: Any) -> Any:
    """A value :func:`encoded` wrote, as ``plain`` made it."""
    if isinstance(value, list):
        return [decoded(v) for v in value]
    if not isinstance(value, dict):
        return value
    if "floats" in value:
        return KernelFloats(value["floats"], tuple(value["shape"]), decoded(value["values"]))
    if "tuple" in value:
        return tuple(decoded(v) for v in value["tuple"])
    if "dict" in value:
        return SortedItems(tuple((decoded(k), decoded(v)) for k, v in value["dict"]))
    if "complex" in value:
        return complex(*value["complex"])
    kind = next(iter(value))
    return Unordered(kind, tuple(decoded(v) for v in value[kind]))


def raised(exc: BaseException) -> dict[str, str]:
    """An input set on which the program raised: by the exception's kind, whose message is the runtime's wording."""
    return {"raises": type(exc).__name__}


def outputs_json(results: list[Any] | None) -> bytes:
    """``outputs.json``: one entry per input set, each a :func:`plain` result :func:`encoded`, or :func:`raised`; null
    for a program whose outputs vary from run to run (it draws random numbers).

    >>> from harness.convert.behaviour.values import plain
    >>> outputs_json([plain(2.0), {"raises": "RuntimeError"}])
    b'[\\n  2.0,\\n  {\\n    "raises": "RuntimeError"\\n  }\\n]\\n'
    >>> outputs_json(None)
    b'null\\n'
    """
    if results is None:
        return b"null\n"
    return (json.dumps([encoded(r) if not _is_raised(r) else r for r in results], indent=2) + "\n").encode("utf-8")


def _is_raised(value: Any) -> bool:
    return isinstance(value, dict) and set(value) == {"raises"}


def read_outputs(data: bytes) -> list[Any] | None:
    """What ``outputs.json`` recorded, each entry decoded (a raise stays ``{"raises": kind}``); None: outputs that vary."""
    found = json.loads(data.decode("utf-8"))
    return None if found is None else [r if _is_raised(r) else decoded(r) for r in found]


def difference(recorded: list[Any], replayed: list[Any]) -> str | None:
    """How a replay's outputs differ from the recorded ones, in words (no digit a kernel computed), or None.

    >>> from harness.convert.behaviour.values import plain
    >>> difference([plain(1.0), {"raises": "E"}], [plain(1.0000001), {"raises": "E"}]) is None
    True
    >>> difference([plain(1.0), 2], [plain(1.5), 2])
    'input set 1: other values'
    >>> difference([KernelFloats("float32", (2,), [1.0, 1.0])], [KernelFloats("float32", (3,), [1.0] * 3)])
    'input set 1: float32[3], not float32[2]'
    >>> difference([1], [{"raises": "TypeError"}]), difference([1], [1, 2])
    ('input set 1: raises TypeError, not as recorded', '2 input sets, 1 recorded')
    """
    if len(recorded) != len(replayed):
        return f"{sets(len(replayed))}, {len(recorded)} recorded"
    for index, (old, new) in enumerate(zip(recorded, replayed, strict=True), 1):
        if _is_raised(old) or _is_raised(new):
            if old != new:
                what = f"raises {new['raises']}" if _is_raised(new) else "returns"
                return f"input set {index}: {what}, not as recorded"
            continue
        if close(old, new):
            continue
        if (
            isinstance(old, KernelFloats)
            and isinstance(new, KernelFloats)
            and (old.dtype, old.shape)
            != (
                new.dtype,
                new.shape,
            )
        ):
            return f"input set {index}: {new!r}, not {old!r}"
        if type(old) is not type(new):
            return f"input set {index}: {type(new).__name__}, not {type(old).__name__}"
        return f"input set {index}: other values"
    return None


def saved_text(name: str, size: int, input_sets: int, varies: bool = False) -> str:
    """``saved.txt``: the program kept, and on how many input sets its outputs were recorded; or why it was not kept.

    >>> print(saved_text("program.pt", 945, 2), end="")
    kept: saved/program.pt, loaded back and run on 2 input sets (saved/outputs.json)
    >>> print(saved_text("program.pt", LIMIT + 1, 2), end="")
    not kept: too large to keep (1048577 bytes; at most 1048576)
    """
    if size > LIMIT:
        return f"{NOT_KEPT}: too large to keep ({size} bytes; at most {LIMIT})\n"
    if varies:
        return f"kept: {SAVED_DIR}/{name}, loaded back and run on {sets(input_sets)}; {VARIES}\n"
    return f"kept: {SAVED_DIR}/{name}, loaded back and run on {sets(input_sets)} ({SAVED_DIR}/{OUTPUTS})\n"


def sets(count: int) -> str:
    """How many input sets, in words.

    >>> sets(1), sets(2)
    ('1 input set', '2 input sets')
    """
    return f"{count} input set{'s' if count != 1 else ''}"


def not_loaded_text(reason: str) -> str:
    """``saved.txt`` of a program its own release cannot load back: nothing kept, the loader's reason."""
    return f"{NOT_KEPT}: its own release does not load it: {reason}\n"


def replay_line(release: str, verdict: str, how: str = "") -> str:
    """One line of ``replay.txt``.

    >>> replay_line("torch-2.11", SAME, sets(2)), replay_line("torch-2.11", DOES_NOT_LOAD, "RuntimeError: bad")
    ('torch-2.11: same outputs on 2 input sets', 'torch-2.11: does not load: RuntimeError: bad')
    """
    if verdict == SAME:
        return f"{release}: {SAME} outputs on {how}"
    return f"{release}: {verdict}: {how}" if how else f"{release}: {verdict}"


def replay_lines(text: str) -> list[tuple[str, str, str]]:
    """``replay.txt``'s lines as (older release, verdict, the rest of its line).

    >>> replay_lines("torch-2.11: same outputs on 2 input sets\\ntorch-2.14: does not load: E: x\\n")
    [('torch-2.11', 'same', 'outputs on 2 input sets'), ('torch-2.14', 'does not load', 'E: x')]
    """
    found = []
    for line in text.splitlines():
        match = _LINE.match(line)
        if match:
            rest = line[match.end() :].removeprefix(":").strip()
            found.append((match["release"], match["verdict"], rest))
    return found


def verdicts(text: str) -> dict[str, str]:
    """``replay.txt``'s verdict per older release.

    >>> verdicts("torch-2.11: same outputs on 2 input sets\\ntorch-2.14: does not load: E: x\\n")
    {'torch-2.11': 'same', 'torch-2.14': 'does not load'}
    """
    return {release: verdict for release, verdict, _ in replay_lines(text)}
