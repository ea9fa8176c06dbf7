"""Saved programs replayed, the worker's side of them: in a confined replay child, forked from the fork server after
a case's conversion (:func:`write_replays`), the programs older releases saved of the case, replayed with the
converter's declared loader (:func:`replayed`); in the fork server, the replay child's answer joined to the
conversion's reply (:func:`joined`). A fresh child records the program its driver saved (``saved.recorded``)."""

from __future__ import annotations

import json
import os
import sys
import warnings
from pathlib import Path
from typing import Any

from harness.convert import saved
from harness.converter import Converter
from harness.normalize.locations import SourceLocator
from harness.spec import CaseSpec, spec_of
from harness.worker import dependencies, sandbox
from harness.worker.child import CaseError, case_object, case_path, encodable, normalized_by
from harness.worker.protocol import Converted, Entry, Request, Result


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
        return saved.replay_line(release, saved.DOES_NOT_LOAD, f"its {saved.SAVED} does not read ({saved.reason(exc)})")
    why_not_kept = saved.not_kept_reason(said) if said is not None else None
    if why_not_kept is not None:
        return saved.replay_line(release, saved.NOT_KEPT, why_not_kept)
    held = folder / saved.SAVED_DIR
    if not (held / name).is_file():
        return saved.replay_line(release, saved.DOES_NOT_LOAD, f"no {saved.SAVED_DIR}/{name} beside its {saved.SAVED}")
    try:
        files = {p.name: p.read_bytes() for p in sorted(held.iterdir()) if p.is_file()}
    except OSError as exc:
        return saved.replay_line(
            release, saved.DOES_NOT_LOAD, f"its {saved.SAVED_DIR}/ does not read ({saved.reason(exc)})"
        )
    if not saved.binds(saved.case_name(folder), files):
        why = f"its {saved.SAVED_DIR}/{saved.DIGEST} does not bind its files to {saved.case_name(folder)}"
        return saved.replay_line(release, saved.DOES_NOT_LOAD, why)
    program, recording = files[name], files.get(saved.RECORDED, b"")
    _ASKED.clear()
    refusal: Exception | None = None
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            given, replayed = saved.run_on(saved.load(loader, program), spec)
        except Exception as exc:  # noqa: BLE001 - the loader's own refusal is the result
            refusal = exc
    if _ASKED:  # whatever the loader made of pickle's refusal
        return saved.replay_line(release, saved.DOES_NOT_LOAD, f"it needs pickle to load ({_ASKED[0]}): refused")
    if refusal is not None:
        return saved.replay_line(release, saved.DOES_NOT_LOAD, saved.reason(refusal))
    try:
        inputs, recorded = saved.read_recorded(recording)
    except (ValueError, KeyError, TypeError) as exc:
        return saved.replay_line(
            release, saved.DIFFERS, f"its {saved.SAVED_DIR}/{saved.RECORDED} does not read ({saved.reason(exc)})"
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


def run_replays(request: Request, entry: Entry) -> Result:
    """In a replay child (forked from the fork server after the case's conversion, in its own folder): the case's
    ``replay.txt``, each older release's saved program replayed once this process is confined to its folder
    (``replay.replayed``), normalized as the case's outputs are, and what the replays read, for the cache."""
    locator = SourceLocator(request.root)
    dependencies.start()
    try:
        spec = spec_of(case_object(request)[0])
    except CaseError as exc:
        return {"status": "case-error", "message": encodable(normalized_by(str(exc), locator, entry).strip())}
    text = replayed(request, entry.converter, spec, os.getcwd())
    outputs = {saved.REPLAY: encodable(normalized_by(text, locator, entry, case_path(request)))} if text else {}
    return {"status": "ok", "outputs": outputs, "depends": dependencies.collect()}


def write_replays(request: Request, entry: Entry, result_path: str) -> None:
    """Replay the case's older saved programs (:func:`run_replays`) and write the result to ``result_path``, opened
    before the replays are confined (their one way out); every other descriptor the fork server held is closed."""
    with open(result_path, "w", encoding="utf-8") as handle:
        os.closerange(3, handle.fileno())
        os.closerange(handle.fileno() + 1, os.sysconf("SC_OPEN_MAX"))
        result: Result
        try:
            result = run_replays(request, entry)
        except BaseException as exc:  # noqa: BLE001 - what a replayed program raised past its replay ends it alone
            result = {"status": "harness-error", "message": encodable(f"the replay raised {type(exc).__name__}")}
        sys.stdout.flush()
        sys.stderr.flush()
        json.dump(result, handle)


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
