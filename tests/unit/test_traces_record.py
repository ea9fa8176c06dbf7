"""``traces.txt``: the record :func:`traces.text` writes is one its reader and its checker take back as written, for
any calls (new programs or none, failed calls, sets run as plain Python); and the first set is called once."""

from __future__ import annotations

import random

import pytest

from harness.convert import traces


def generated(seed: int) -> list[tuple[int, str, bool, str]]:
    """Calls as a converter's probe reports them: programs so far, its reason, whether it failed, and why it ran as
    plain Python."""
    draw, count, calls = random.Random(seed), 0, []
    for _ in range(draw.randint(2, 12)):
        count += draw.choice((0, 0, 1, 2))
        why = draw.choice(("", "f: n == 1", "f: x == 2.0; y: a | g: first call", "x: int64 -> float64"))
        unconverted = draw.choice(("", "", "torch._dynamo hit config.recompile_limit (8)", "FallbackError: no; why"))
        calls.append((count, why, draw.random() < 0.2, unconverted))
    return calls


@pytest.mark.parametrize("seed", range(100))
def test_every_record_reads_back_as_written(seed: int) -> None:
    calls = generated(seed)
    record = traces.text(traces.Counted(abs, lambda: (0, ""), calls=calls))
    assert traces.fault(record) is None
    read = traces.read(record)
    assert read is not None
    assert (read.sets, read.programs) == (len(calls), calls[-1][0])
    assert read.unconverted == tuple((n, why) for n, (_, _, _, why) in enumerate(calls, 1) if why)
    grew = [n for n, (count, _, _, _) in enumerate(calls, 1) if n > 1 and count > calls[n - 2][0]]
    assert [n for n, _ in read.new] == grew


def test_the_first_set_is_called_once_whoever_calls_it() -> None:
    """The conversion's own call of the first set is that set's only call: the behaviour run is given its outcome,
    a result or the error it raised, and only the user's calls are counted."""
    made: list[object] = []

    def converted(x: object) -> object:
        made.append(x)
        if x is None:
            raise ValueError("no input")
        return x

    counted = traces.Counted(converted, lambda: (len(made), ""))
    assert counted.first(1) == 1 and counted(1) == 1 and counted(2) == 2
    assert made == [1, 2] and len(counted.calls) == 2
    failing = traces.Counted(converted, lambda: (len(made), ""))
    with pytest.raises(ValueError, match="no input"):
        failing.first(None)
    with pytest.raises(ValueError, match="no input"):
        failing(None)
    assert made == [1, 2, None] and len(failing.calls) == 1
