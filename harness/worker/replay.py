"""In a fresh child or the warm worker: record the program a driver saved (loaded back, run on the case's input sets),
and replay the programs older releases saved of the case, with the converter's declared loader."""

from __future__ import annotations

import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

from harness.convert import saved
from harness.convert.behaviour.values import plain
from harness.converter import resolved
from harness.spec import CaseSpec

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
    if len(recorded) > saved.LIMIT:
        return {saved.SAVED: saved.saved_text(saved.RECORDED, len(recorded), 0)}, {}
    text = saved.saved_text(name, len(program), len(results), varies)
    return {saved.SAVED: text}, {name: program, saved.RECORDED: recorded}


def replay_one(loader: str, name: str, release: str, folder: Path, spec: CaseSpec) -> str | None:
    """``replay.txt``'s line for one older release's case folder; None when that release saved nothing of the case."""
    record_text = folder / saved.SAVED  # absent where the project keeps its compile reports alone
    if not record_text.is_file() and not (folder / saved.SAVED_DIR).is_dir():
        return None
    said = record_text.read_text(encoding="utf-8").strip() if record_text.is_file() else ""
    if said.startswith(saved.NOT_KEPT):
        return saved.replay_line(release, saved.NOT_KEPT, said.partition(": ")[2])
    program_file, recorded_file = folder / saved.SAVED_DIR / name, folder / saved.SAVED_DIR / saved.RECORDED
    if not program_file.is_file():
        return saved.replay_line(release, saved.DOES_NOT_LOAD, f"no {saved.SAVED_DIR}/{name} beside its {saved.SAVED}")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            loaded = _load(loader, program_file.read_bytes())
        except Exception as exc:  # noqa: BLE001 - the loader's own refusal is the result
            return saved.replay_line(release, saved.DOES_NOT_LOAD, reason(exc))
        given, replayed = run_on(loaded, spec)
    try:
        inputs, recorded = saved.read_recorded(recorded_file.read_bytes())
    except (OSError, ValueError, KeyError, TypeError) as exc:
        return saved.replay_line(
            release, saved.DIFFERS, f"its {saved.SAVED_DIR}/{saved.RECORDED} does not read ({reason(exc)})"
        )
    if recorded is None:
        return saved.replay_line(release, saved.LOADS, saved.VARIES)
    if saved.difference(inputs, given) is not None:
        return saved.replay_line(release, saved.LOADS, saved.OTHER_INPUTS)
    how = saved.difference(recorded, replayed)
    if how is None:
        return saved.replay_line(release, saved.SAME, saved.sets(len(replayed)))
    return saved.replay_line(release, saved.DIFFERS, how)


def replayed(loader: str, name: str, replays: tuple[tuple[str, str], ...], spec: CaseSpec) -> str | None:
    """``replay.txt``: a line per older release that saved the case's program, oldest first; None when none did."""
    lines = [line for release, folder in replays if (line := replay_one(loader, name, release, Path(folder), spec))]
    return "\n".join(lines) + "\n" if lines else None
