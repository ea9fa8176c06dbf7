"""A converter's saved program: the slot its driver keeps it in, its recorded outputs as JSON, ``saved.txt`` and
``replay.txt``.

A converter that saves a program (its entry's ``saved_as`` and ``loader``) keeps it in a case's ``saved/`` folder,
beside its golden files: the program as its serializer wrote it (``saved/<saved_as>``) and what it returned on each of
the case's input sets, with those input sets (``saved/recorded.json``, every digit, read only by a replay). ``saved.txt``, a golden file, says
what was kept in words; ``replay.txt``, a newer release's golden file, says per older release whether its saved
program still loads and gives the same outputs. Framework-free: the step after a conversion (:func:`recorded`) loads
the program back with the loader its entry names, the worker replays older ones (``harness.worker.replay``), the
store writes the files, the tools read the two texts.
"""

from __future__ import annotations

import hashlib
import io
import json
import re
import warnings
import zipfile
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import PurePath
from typing import Any

from harness.convert.behaviour.values import (
    Cycle,
    Fields,
    KernelFloats,
    Named,
    NotRendered,
    SortedItems,
    Unordered,
    close,
    plain,
)
from harness.convert.steps import Conversion
from harness.converter import resolved
from harness.spec import CaseSpec

SAVED_DIR = "saved"  # a case folder's subfolder of its saved program's files
RECORDED = "recorded.json"
SAVED = "saved.txt"
REPLAY = "replay.txt"
LIMIT = 1 << 20  # bytes of a saved program kept; a larger one is recorded as too large, not kept
# values of a recording kept (each number of its input sets and results, and each character of a string): its bytes
# would depend on the digits a kernel computed, its count depends on shapes alone
VALUES_LIMIT = 1 << 16
SNAPSHOT_RULES = {
    "*/saved.txt": (0, "what the saved program is and which files hold it, in words: sizes in bytes are no floats"),
    "*/replay.txt": (
        4,
        "per older release: same, loads, differs (where, in words), or the loader's reason, which may quote versions",
    ),
}
# replay.txt's verdicts, each line's first word after the release
SAME, LOADS, DIFFERS, DOES_NOT_LOAD, NOT_KEPT = "same", "loads", "differs", "does not load", "not kept"
NOT_REPLAYED = "not replayed here"  # the machine cannot confine a replay: a verdict, never a pass
REFUSALS = (DOES_NOT_LOAD, DIFFERS)  # a release that no longer runs an older release's program alike
_WORDED = f"{LOADS}|{DIFFERS}|{DOES_NOT_LOAD}|{NOT_KEPT}|{NOT_REPLAYED}"  # the verdicts a reason follows
_LINE = re.compile(rf"^(?P<release>[^\s:]+): (?P<verdict>{SAME}|{_WORDED})\b")
DIGEST = "digest.txt"  # in saved/: what binds the program and its recording to their case, written by the store
_DIGEST = re.compile(rb"sha256:([0-9a-f]{64})\n")
_NOT_KEPT = re.compile(
    r"not kept: (too large to keep \([0-9]+ bytes; at most [0-9]+\)"
    r"|its recording is too large to keep \([0-9]+ values; at most [0-9]+\)"
    r"|its own release does not load it: [^\n]{1,400})\n?"
)
VARIES = "its outputs vary from run to run: replayed for loading only"
REFUSED = "refused under both releases"  # input sets a program raised on when saved, and again when replayed
OTHER_INPUTS = (
    "the case builds other inputs on this release (its own random draws, or its code changed): outputs not compared"
)


@dataclass
class SavedSlot:
    """What a driver saved in its last conversion: the program's bytes (None: nothing saved)."""

    program: bytes | None = None


KEPT = SavedSlot()  # filled by a driver's ``keep``; cleared by harness.worker.child before each conversion


def keep(program: bytes) -> None:
    """A driver's saved program, for the worker to record beside the case's outputs."""
    KEPT.program = bytes(program)


def without_members(archive: bytes, suffixes: tuple[str, ...]) -> bytes:
    """A zip archive rewritten without the members whose names end in ``suffixes``, each stored as it was, in its
    order, at the zip format's first date: what a serializer wrote less what it draws anew at each save.

    >>> buffer = io.BytesIO()
    >>> with zipfile.ZipFile(buffer, "w") as z:
    ...     z.writestr("a/data.pkl", b"1"); z.writestr("a/.data/serialization_id", b"random")
    >>> kept = without_members(buffer.getvalue(), ("/.data/serialization_id",))
    >>> zipfile.ZipFile(io.BytesIO(kept)).namelist(), kept == without_members(kept, ())
    (['a/data.pkl'], True)
    """
    written = zipfile.ZipFile(io.BytesIO(archive))
    kept = io.BytesIO()
    with zipfile.ZipFile(kept, "w", zipfile.ZIP_STORED) as out:
        for member in written.infolist():
            if not member.filename.endswith(suffixes):
                out.writestr(zipfile.ZipInfo(member.filename, (1980, 1, 1, 0, 0, 0)), written.read(member))
    return kept.getvalue()


def encoded(value: Any) -> Any:
    """A plain value (``behaviour.values.plain``) as JSON can hold it, every kind told apart; :func:`decoded` reverses it.

    >>> from harness.convert.behaviour.values import plain
    >>> encoded(plain((1, [2.5, True], {"a": None})))
    {'tuple': [1, [2.5, True], {'dict': [['a', None]]}]}
    >>> decoded(encoded(KernelFloats("float32", (2,), [1.0, 2.0])))
    float32[2]
    >>> v = plain((1, 2.0, {3}, frozenset(), {"k": [1j]}, "s", None)); close(decoded(json.loads(json.dumps(encoded(v)))), v)
    True
    >>> v = (Fields("P", (("x", [1]),)), Named("<class 'int'>"), Cycle(1), NotRendered("a function, f"))
    >>> decoded(json.loads(json.dumps(encoded(v))))
    (P(x=[1]), <class 'int'>, <cycle: 1 up>, <not compared: a function, f>)
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
    if isinstance(value, Fields):
        return {"object": value.kind, "fields": [[name, encoded(v)] for name, v in value.fields]}
    if isinstance(value, Named):
        return {"named": value.text}
    if isinstance(value, Cycle):
        return {"cycle": value.up}
    if isinstance(value, NotRendered):
        return {"not rendered": value.why}
    return float(value) if isinstance(value, float) else value


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
    if "object" in value:
        return Fields(value["object"], tuple((name, decoded(v)) for name, v in value["fields"]))
    if "named" in value:
        return Named(value["named"])
    if "cycle" in value:
        return Cycle(value["cycle"])
    if "not rendered" in value:
        return NotRendered(value["not rendered"])
    kind = next(iter(value))
    return Unordered(kind, tuple(decoded(v) for v in value[kind]))


def raised(exc: BaseException) -> dict[str, str]:
    """An input set on which the program raised: by the exception's kind, whose message is the runtime's wording."""
    return {"raises": type(exc).__name__}


def recorded_json(inputs: list[Any], results: list[Any] | None) -> bytes:
    """``recorded.json``: the case's input sets and the program's result on each, :func:`plain` values :func:`encoded`
    (a result may be :func:`raised`); the results null for a program whose outputs vary from run to run.

    >>> from harness.convert.behaviour.values import plain
    >>> recorded_json([plain((1.5,))], [{"raises": "RuntimeError"}])
    b'{"inputs": [{"tuple": [1.5]}], "outputs": [{"raises": "RuntimeError"}]}\\n'
    >>> read_recorded(recorded_json([plain((1.5,))], None))
    ([(1.5,)], None)
    """
    outputs = None if results is None else [r if _is_raised(r) else encoded(r) for r in results]
    return (json.dumps({"inputs": [encoded(i) for i in inputs], "outputs": outputs}) + "\n").encode("utf-8")


def _is_raised(value: Any) -> bool:
    return isinstance(value, dict) and set(value) == {"raises"}


def read_recorded(data: bytes) -> tuple[list[Any], list[Any] | None]:
    """What ``recorded.json`` holds: the input sets, and the results (None: outputs that vary), decoded."""
    found = json.loads(data.decode("utf-8"))
    outputs = found["outputs"]
    results = None if outputs is None else [r if _is_raised(r) else decoded(r) for r in outputs]
    return [decoded(i) for i in found["inputs"]], results


def _leaves(values: Any) -> list[float]:
    return [leaf for value in values for leaf in _leaves(value)] if isinstance(values, list) else [values]


def to_scale(recorded: Any, replayed: Any) -> bool:
    """Whether a replay's floats are the recorded ones to the tensor's own scale: each within its dtype's relative
    tolerance of the largest recorded magnitude. A program replayed on another CPU, or under other kernels, sums in
    another order, and an element near zero among large ones (an MFCC's) moves far in relative terms only.

    >>> big = KernelFloats("float32", (2,), [384.368, -13.5934])
    >>> to_scale(big, KernelFloats("float32", (2,), [384.368, -13.5928])), close(big, KernelFloats("float32", (2,), [384.368, -13.5928]))
    (True, False)
    >>> to_scale(big, KernelFloats("float32", (2,), [384.368, -13.0])), to_scale((big, 1), (big, 2))
    (False, False)
    >>> to_scale(KernelFloats("float32", (1,), [float("nan")]), KernelFloats("float32", (1,), [1.0]))
    False
    """
    if isinstance(recorded, (list, tuple)) and type(recorded) is type(replayed) and len(recorded) == len(replayed):
        return all(close(a, b) or to_scale(a, b) for a, b in zip(recorded, replayed, strict=True))
    if not (isinstance(recorded, KernelFloats) and isinstance(replayed, KernelFloats)):
        return False
    if (recorded.dtype, recorded.shape) != (replayed.dtype, replayed.shape):
        return False
    old, new = _leaves(recorded.values), _leaves(replayed.values)
    if any((a != a) != (b != b) for a, b in zip(old, new, strict=True)):  # NaN where the other has a number
        return False
    scale = max((abs(a) for a in old if a == a), default=0.0)
    tolerance = recorded.relative_tolerance * scale
    return all(abs(a - b) <= tolerance for a, b in zip(old, new, strict=True) if a == a)


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
        if close(old, new) or to_scale(old, new):
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


def case_name(case_dir: PurePath) -> str:
    """A case's name in its baseline, ``topic/case`` (its folder's last two parts): what its saved files bind to.

    >>> case_name(PurePath("snapshots/mine/fw-1.0/topic/double"))
    'topic/double'
    """
    return f"{case_dir.parent.name}/{case_dir.name}"


def digest(case: str, files: Mapping[str, bytes]) -> str:
    """What binds a case's saved files to it: SHA-256 over the case's name in its baseline (``topic/case``) and each
    file's name and bytes (its :data:`DIGEST` aside), each part preceded by its length, so that no two cases' or
    programs' parts run together.

    >>> digest("t/f", {"p.bin": b"1"}) == digest("t/f", {"p.bin": b"1", DIGEST: b"x"}) != digest("t/g", {"p.bin": b"1"})
    True
    """
    parts = [case.encode("utf-8")]
    for name, data in sorted(files.items()):
        if name != DIGEST:
            parts += [name.encode("utf-8"), data]
    hashed = hashlib.sha256()
    for part in parts:
        hashed.update(len(part).to_bytes(8, "big") + part)
    return hashed.hexdigest()


def bound(case: str, files: Mapping[str, bytes]) -> dict[str, bytes]:
    """A case's saved files with their :data:`DIGEST`, which binds them to the case (none: nothing to bind).

    >>> sorted(bound("t/f", {"p.bin": b"1"})), bound("t/f", {})
    (['digest.txt', 'p.bin'], {})
    >>> binds("t/f", bound("t/f", {"p.bin": b"1"})), binds("t/g", bound("t/f", {"p.bin": b"1"}))
    (True, False)
    """
    if not files:
        return {}
    return {**files, DIGEST: f"sha256:{digest(case, files)}\n".encode("ascii")}


def binds(case: str, files: Mapping[str, bytes]) -> bool:
    """Whether a case's saved files hold the :data:`DIGEST` of what they are, for that case."""
    found = _DIGEST.fullmatch(files.get(DIGEST, b""))
    return found is not None and found[1].decode("ascii") == digest(case, files)


def saved_text(name: str, size: int, input_sets: int, varies: bool = False) -> str:
    """``saved.txt``: the program kept, and on how many input sets its outputs were recorded; or why it was not kept.

    >>> print(saved_text("program.pt", 945, 2), end="")
    kept: saved/program.pt, loaded back and run on 2 input sets (saved/recorded.json)
    >>> print(saved_text("program.pt", LIMIT + 1, 2), end="")
    not kept: too large to keep (1048577 bytes; at most 1048576)
    """
    if size > LIMIT:
        return f"{NOT_KEPT}: too large to keep ({size} bytes; at most {LIMIT})\n"
    if varies:
        return f"kept: {SAVED_DIR}/{name}, loaded back and run on {sets(input_sets)}; {VARIES}\n"
    return f"kept: {SAVED_DIR}/{name}, loaded back and run on {sets(input_sets)} ({SAVED_DIR}/{RECORDED})\n"


def recorded_values(data: bytes) -> int:
    """How many values a ``recorded.json`` holds: each number of its input sets and results, each character of a
    string (an exception's kind too), a tensor's dtype and shape aside. A count of what the case's shapes hold, whatever digits a kernel
    computed, where its bytes would count the digits too.

    >>> from harness.convert.behaviour.values import plain
    >>> recorded_values(recorded_json([plain(([1.5, -0.25], "ab"))], [KernelFloats("float32", (2, 2), [[1.0] * 2] * 2)]))
    8
    >>> recorded_values(recorded_json([plain((1,))], [{"raises": "RuntimeError"}])), recorded_values(recorded_json([plain((1,))], None))
    (13, 1)
    """
    return _values(json.loads(data.decode("utf-8")))


def _values(found: Any) -> int:
    if isinstance(found, dict):
        return _values(found["values"]) if "floats" in found else _values(list(found.values()))
    if isinstance(found, list):
        return sum(_values(value) for value in found)
    return len(found) if isinstance(found, str) else int(found is not None)


def too_many_values_text(count: int) -> str:
    """``saved.txt`` of a program whose recording holds more than :data:`VALUES_LIMIT` values: nothing kept.

    >>> print(too_many_values_text(VALUES_LIMIT + 1), end="")
    not kept: its recording is too large to keep (65537 values; at most 65536)
    """
    return f"{NOT_KEPT}: its recording is too large to keep ({count} values; at most {VALUES_LIMIT})\n"


def not_kept_reason(text: str) -> str | None:
    """Why an older release kept no program, when its ``saved.txt`` says so in one of the words :func:`saved_text` and
    :func:`not_loaded_text` write; None for any other text, whose words a replay never repeats.

    >>> not_kept_reason("not kept: too large to keep (3 bytes; at most 1)\\n")
    'too large to keep (3 bytes; at most 1)'
    >>> not_kept_reason("not kept: too large\\nharness-0.0: same outputs on 1 input set\\n") is None
    True
    """
    found = _NOT_KEPT.fullmatch(text)
    return found[1] if found else None


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


def refusals(results: list[Any]) -> list[int]:
    """The input sets (numbered from 1) on which a program raised.

    >>> refusals([1, {"raises": "RuntimeError"}, {"raises": "E"}])
    [2, 3]
    """
    return [number for number, result in enumerate(results, 1) if _is_raised(result)]


def alike(release: str, recorded: list[Any]) -> str:
    """``replay.txt``'s line for a program whose outputs are the recorded ones on every input set: same outputs on
    those it ran on; those it raised on, when saved and again, counted apart, never as same outputs (a program
    exported for one shape refuses another); one that refused every input set loads, and no output is compared.

    >>> alike("a-1", [1, {"raises": "RuntimeError"}, 2.5])
    'a-1: same outputs on 2 input sets; 1 refused under both releases (RuntimeError)'
    >>> alike("a-1", [{"raises": "ValueError"}, {"raises": "RuntimeError"}])
    'a-1: loads: every input set refused under both releases (2 input sets: RuntimeError, ValueError): no output compared'
    >>> alike("a-1", [1]), alike("a-1", [])
    ('a-1: same outputs on 1 input set', 'a-1: same outputs on 0 input sets')
    """
    kinds = ", ".join(sorted({r["raises"] for r in recorded if _is_raised(r)}))
    refused = len(refusals(recorded))
    if refused and refused == len(recorded):
        return replay_line(release, LOADS, f"every input set {REFUSED} ({sets(refused)}: {kinds}): no output compared")
    return replay_line(
        release, SAME, sets(len(recorded) - refused) + (f"; {refused} {REFUSED} ({kinds})" if refused else "")
    )


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


_WHOLE_LINE = re.compile(
    rf"^\S+: (?:{SAME} outputs on \d+ input sets?(?:; \d+ {REFUSED} \([\w., ]+\))?|(?:{_WORDED})(?:: \S.*)?)$"
)


def replay_fault(text: str) -> str | None:
    """Why a text is no ``replay.txt`` the harness writes (a line of another form, indented or cut), or None: one
    that cannot be read ranks as nothing, never as no older program refused.

    >>> replay_fault("torch-2.11: same outputs on 2 input sets\\ntorch-2.14: does not load: E: x\\n") is None
    True
    >>> replay_fault("torch-2.11: same outputs on 1 input set; 1 refused under both releases (RuntimeError)\\n") is None
    True
    >>> replay_fault("torch-2.11: not replayed here: no sandbox (the kernel has no Landlock)\\n") is None
    True
    >>> replay_fault("torch-2.11: same outputs on 2 input sets\\n  torch-2.14: does not load: E: x\\n")
    "line 2 is no line the harness writes: '  torch-2.14: does not load: E: x'"
    >>> replay_fault(""), replay_fault("torch-2.11: loads")
    ('it is empty', 'it does not end its last line')
    """
    if not text.strip():
        return "it is empty"
    if not text.endswith("\n"):
        return "it does not end its last line"
    for number, line in enumerate(text.splitlines(), 1):
        if not _WHOLE_LINE.match(line):
            return f"line {number} is no line the harness writes: {line[:80]!r}"
    return None


def verdicts(text: str) -> dict[str, str]:
    """``replay.txt``'s verdict per older release.

    >>> verdicts("torch-2.11: same outputs on 2 input sets\\ntorch-2.14: does not load: E: x\\n")
    {'torch-2.11': 'same', 'torch-2.14': 'does not load'}
    """
    return {release: verdict for release, verdict, _ in replay_lines(text)}


def newly_refused(old: str | None, new: str) -> list[tuple[str, str, str]]:
    """The lines of a newer baseline's ``replay.txt`` (``new``) that refuse an older release's program where the older
    baseline's (``old``; None: it had none) did not say so: (release, verdict, the rest of its line).

    >>> newly_refused("a-1.0: same outputs on 1 input set\\n", "a-1.0: does not load: E: x\\na-1.1: differs: input set 1: other values\\n")
    [('a-1.0', 'does not load', 'E: x'), ('a-1.1', 'differs', 'input set 1: other values')]
    >>> newly_refused("a-1.0: does not load: E: x\\n", "a-1.0: does not load: E: y\\na-1.1: loads: outputs not compared\\n")
    []
    """
    before = verdicts(old or "")
    return [line for line in replay_lines(new) if line[1] in REFUSALS and before.get(line[0]) != line[1]]


REASON_CHARACTERS = 300  # of the loader's first line: the reason, not its whole story


def reason(exc: BaseException) -> str:
    """Why a loader refused a program: its exception's kind and first line, clipped.

    >>> reason(RuntimeError("PytorchStreamReader failed reading zip archive: failed finding central directory\\nmore"))
    'RuntimeError: PytorchStreamReader failed reading zip archive: failed finding central directory'
    >>> reason(ValueError())
    'ValueError'
    """
    first = next(iter(str(exc).strip().splitlines()), "")
    if len(first) > REASON_CHARACTERS:
        first = first[: REASON_CHARACTERS - 1] + "…"
    return f"{type(exc).__name__}: {first}" if first else type(exc).__name__


def run_on(program: Callable[..., Any], spec: CaseSpec) -> tuple[list[Any], list[Any]]:
    """The case's input sets, built afresh, and the program's result on each: plain values (the inputs as built,
    before a program that changes its arguments ran), or what it raised."""
    given: list[Any] = []
    results: list[Any] = []
    for inputs in spec.input_sets() or []:
        given.append(plain(inputs))
        try:
            results.append(plain(program(*inputs)))
        except Exception as exc:  # noqa: BLE001 - a program that raises on an input set is what it recorded
            results.append(raised(exc))
    return given, results


def load(loader: str, data: bytes) -> Callable[..., Any]:
    """A saved program's bytes loaded back with its converter's ``loader`` (``package.module:function``)."""
    return resolved(loader)(data)


def record(loader: str, name: str, spec: CaseSpec) -> tuple[dict[str, str], dict[str, bytes]]:
    """``txt`` and the files of ``saved/`` for the program the driver kept (none when it kept none): the program
    as saved, and its outputs once loaded back with ``loader``, which proves it loads on its own release."""
    program = KEPT.program
    if program is None:
        return {}, {}
    if len(program) > LIMIT:
        return {SAVED: saved_text(name, len(program), 0)}, {}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # a loader's deprecation notice is no output of the case
        try:
            loaded = load(loader, program)
        except Exception as exc:  # noqa: BLE001 - a program its own release cannot load is a result
            return {SAVED: not_loaded_text(reason(exc))}, {}
        given, results = run_on(loaded, spec)
        varies = difference(results, run_on(loaded, spec)[1]) is not None  # it draws random numbers
    recorded = recorded_json(given, None if varies else results)
    values = recorded_values(recorded)  # its bytes would count the digits a kernel computed
    if values > VALUES_LIMIT:
        return {SAVED: too_many_values_text(values)}, {}
    text = saved_text(name, len(program), len(results), varies)
    return {SAVED: text}, {name: program, RECORDED: recorded}


def recorded(conversion: Conversion) -> None:
    """The step after a conversion by a converter that saves programs: ``txt``, and the files of ``saved/``
    (:func:`record`)."""
    if conversion.converter.loader:
        more, conversion.saved = record(conversion.converter.loader, conversion.converter.saved_as, conversion.spec)
        conversion.outputs.update(more)
