"""Every committed ``error.txt`` and ``not_run.txt`` is, byte for byte, what its one owner writes from what it reads."""

from __future__ import annotations

import re

from harness.convert import notrun, rejection
from helpers import COMMITTED_SNAPSHOTS, committed_snapshot_files


def test_every_committed_rejection_is_a_record_of_its_step() -> None:
    files = [path for path in committed_snapshot_files() if path.name == rejection.FILE]
    assert len(files) > 500
    found = []
    for path in files:
        text = path.read_text(encoding="utf-8")
        read = rejection.read(text)
        if not read.step or rejection.record(read.step, read.error) != text:
            found.append(path.relative_to(COMMITTED_SNAPSHOTS).as_posix())
    assert not found, "error.txt files that are no record of rejection.py's:\n" + "\n".join(found[:30])


def test_every_committed_not_run_is_a_sentence_of_notrun_s() -> None:
    files = [path for path in committed_snapshot_files() if path.name == notrun.FILE]
    assert len(files) > 10
    # no_inputs' sentence, its converter and what it needs left open: "<converter> <needs>" splits anywhere alike
    sentence = re.compile(
        re.escape(notrun.no_inputs("\0", "\1")[notrun.FILE]).replace("\0", "(.+)").replace("\1", "(.+)")
    )
    found = []
    for path in files:
        text = path.read_text(encoding="utf-8")
        lacks = notrun.read(text).lacks
        match = sentence.fullmatch(text)
        if lacks is not None:
            again = notrun.release_lacks(lacks)
        elif match is not None:
            again = notrun.no_inputs(*match.groups())
        else:
            again = {}
        if again.get(notrun.FILE) != text:
            found.append(path.relative_to(COMMITTED_SNAPSHOTS).as_posix())
    assert not found, "not_run.txt files that notrun.py does not write:\n" + "\n".join(found)
