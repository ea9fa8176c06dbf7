"""Saved programs run back, the worker's side of them: in a fresh child or the warm worker, the program a driver
saved, recorded (loaded back, run on the case's input sets: the step :func:`recorded`); in a confined replay child,
the programs older releases saved of the case, replayed with the converter's declared loader (:func:`replayed`); in
the fork server, the replay child's answer joined to the conversion's reply (:func:`joined`)."""

from __future__ import annotations

import sys
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

from harness.convert import saved
from harness.convert.behaviour.values import plain
from harness.convert.steps import Conversion
from harness.converter import Converter, resolved
from harness.spec import CaseSpec
from harness.worker import dependencies, sandbox
from harness.worker.protocol import Converted, Request, Result

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
            results.append(saved.raised(exc))
    return given, results


def _load(loader: str, data: bytes) -> Callable[..., Any]:
    return resolved(loader)(data)


def record(loader: str, name: str, spec: CaseSpec) -> tuple[dict[str, str], dict[str, bytes]]:
    """``saved.txt`` and the files of ``saved/`` for the program the driver kept (none when it kept none): the program
    as saved, and its outputs once loaded back with ``loader``, which proves it loads on its own release."""
    program = saved.KEPT.program
    if program is None:
        return {}, {}
    if len(program) > saved.LIMIT:
        return {saved.SAVED: saved.saved_text(name, len(program), 0)}, {}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # a loader's deprecation notice is no output of the case
        try:
            loaded = _load(loader, program)
        except Exception as exc:  # noqa: BLE001 - a program its own release cannot load is a result
            return {saved.SAVED: saved.not_loaded_text(reason(exc))}, {}
        given, results = run_on(loaded, spec)
        varies = saved.difference(results, run_on(loaded, spec)[1]) is not None  # it draws random numbers
    recorded = saved.recorded_json(given, None if varies else results)
    values = saved.recorded_values(recorded)  # its bytes would count the digits a kernel computed
    if values > saved.VALUES_LIMIT:
        return {saved.SAVED: saved.too_many_values_text(values)}, {}
    text = saved.saved_text(name, len(program), len(results), varies)
    return {saved.SAVED: text}, {name: program, saved.RECORDED: recorded}


def recorded(conversion: Conversion) -> None:
    """The step after a conversion by a converter that saves programs: ``saved.txt``, and the files of ``saved/``
    (:func:`record`)."""
    if conversion.converter.loader:
        more, conversion.saved = record(conversion.converter.loader, conversion.converter.saved_as, conversion.spec)
        conversion.outputs.update(more)


class _PickleRefused(Exception):
    """A loader asked pickle for a global: what would run code of the file's choosing."""


_ASKED: list[str] = []  # the globals a loader asked pickle for, in a replay's process


def _refuse_pickle(event: str, arguments: tuple[Any, ...]) -> None:
    if event == "pickle.find_class":
        _ASKED.append(".".join(str(part) for part in arguments[:2]))
        raise _PickleRefused(f"it needs pickle to load ({_ASKED[-1]})")


def replay_one(loader: str, name: str, release: str, folder: Path, spec: CaseSpec) -> str | None:
    """``replay.txt``'s line for one older release's case folder; None when that release saved nothing of the case.
    Every word comes from what this replay did or from the harness's own wording, never from the older files."""
    record_text = folder / saved.SAVED  # absent where the project keeps its compile reports alone
    if not record_text.is_file() and not (folder / saved.SAVED_DIR).is_dir():
        return None
    try:
        said = record_text.read_text(encoding="utf-8") if record_text.is_file() else None
    except (OSError, ValueError) as exc:
        return saved.replay_line(release, saved.DOES_NOT_LOAD, f"its {saved.SAVED} does not read ({reason(exc)})")
    why_not_kept = saved.not_kept_reason(said) if said is not None else None
    if why_not_kept is not None:
        return saved.replay_line(release, saved.NOT_KEPT, why_not_kept)
    held = folder / saved.SAVED_DIR
    if not (held / name).is_file():
        return saved.replay_line(release, saved.DOES_NOT_LOAD, f"no {saved.SAVED_DIR}/{name} beside its {saved.SAVED}")
    try:
        files = {p.name: p.read_bytes() for p in sorted(held.iterdir()) if p.is_file()}
    except OSError as exc:
        return saved.replay_line(release, saved.DOES_NOT_LOAD, f"its {saved.SAVED_DIR}/ does not read ({reason(exc)})")
    if not saved.binds(saved.case_name(folder), files):
        why = f"its {saved.SAVED_DIR}/{saved.DIGEST} does not bind its files to {saved.case_name(folder)}"
        return saved.replay_line(release, saved.DOES_NOT_LOAD, why)
    program, recording = files[name], files.get(saved.RECORDED, b"")
    _ASKED.clear()
    refusal: Exception | None = None
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            given, replayed = run_on(_load(loader, program), spec)
        except Exception as exc:  # noqa: BLE001 - the loader's own refusal is the result
            refusal = exc
    if _ASKED:  # whatever the loader made of pickle's refusal
        return saved.replay_line(release, saved.DOES_NOT_LOAD, f"it needs pickle to load ({_ASKED[0]}): refused")
    if refusal is not None:
        return saved.replay_line(release, saved.DOES_NOT_LOAD, reason(refusal))
    try:
        inputs, recorded = saved.read_recorded(recording)
    except (ValueError, KeyError, TypeError) as exc:
        return saved.replay_line(
            release, saved.DIFFERS, f"its {saved.SAVED_DIR}/{saved.RECORDED} does not read ({reason(exc)})"
        )
    if recorded is None:
        return saved.replay_line(release, saved.LOADS, saved.VARIES)
    if saved.difference(inputs, given) is not None:
        return saved.replay_line(release, saved.LOADS, saved.OTHER_INPUTS)
    how = saved.difference(recorded, replayed)
    if how is None:
        return saved.alike(release, recorded)
    return saved.replay_line(release, saved.DIFFERS, how)


def replayed(request: Request, converter: Converter, spec: CaseSpec, scratch: str) -> str | None:
    """``replay.txt``: a line per older release that saved the case's program, oldest first (None when none did),
    each replayed in this process once it is confined to ``scratch`` (:func:`sandbox.confine`), loaded by a loader
    that may unpickle no global; where this machine cannot confine it, no older program is loaded at all."""
    try:
        sandbox.confine(scratch)
    except sandbox.Unavailable as exc:
        unconfined = str(exc)
    else:
        unconfined = ""
        sys.dont_write_bytecode = True
        sys.addaudithook(_refuse_pickle)
    lines = []
    for release, folder in request.replays:
        if unconfined and saved.not_kept_reason(_text(Path(folder) / saved.SAVED)) is None:
            lines.append(saved.replay_line(release, saved.NOT_REPLAYED, f"no sandbox ({unconfined})"))
            continue
        line = replay_one(converter.loader, converter.saved_as, release, Path(folder), spec)
        if line:
            lines.append(line)
    return "\n".join(lines) + "\n" if lines else None


def _text(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, ValueError):
        return ""


def joined(reply: Converted, answer: Result | None, failure: str, releases: list[str]) -> Converted:
    """A conversion's reply with its ``replay.txt``, as its replay child answered (``answer``; None: it gave none,
    ``failure`` says why); the files the replays read join what the conversion depended on. A replay that gave no
    answer, or one of another form, says so on each older release's line, and its reply is never cached."""
    outputs = dict(reply["outputs"])
    outputs.pop(saved.REPLAY, None)
    if answer is None:
        why = failure
    elif answer["status"] != "ok":
        why = answer["message"]
    elif (text := answer["outputs"].get(saved.REPLAY)) is None or answers(text, releases):
        if text is not None:  # replay.txt alone: a replayed program may have written its answer, never another output
            outputs[saved.REPLAY] = text
        return {**reply, "outputs": outputs, "depends": dependencies.merged(reply["depends"], answer["depends"])}
    else:
        why = "its replay answered no line per older release"
    lines = [saved.replay_line(release, saved.DOES_NOT_LOAD, why.splitlines()[0]) for release in releases]
    outputs[saved.REPLAY] = "\n".join(lines) + "\n"
    unkeyable = {**reply["depends"].get("unkeyable", {}), "its replay gave no answer": why}  # never cached
    return {**reply, "outputs": outputs, "depends": {**reply["depends"], "unkeyable": unkeyable}}


def answers(text: str, releases: list[str]) -> bool:
    """Whether a replay child's ``replay.txt`` is a line per older release it was asked of, in their order.

    >>> answers("a-1: same outputs on 1 input set\\nb-1: does not load: E\\n", ["a-1", "b-1"])
    True
    >>> answers("a-1: same outputs on 1 input set\\nb-1: same outputs on 1 input set\\n", ["a-1"])
    False
    """
    lines = saved.replay_lines(text)
    found = [release for release, _, _ in lines]
    return len(lines) == len(text.splitlines()) and found == [r for r in releases if r in found]
