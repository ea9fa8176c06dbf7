"""``behaviour.txt``'s verdict says what it means: a fresh Python call, who differs, what was not compared, what ran unconverted."""

from __future__ import annotations

import pytest

from harness.tools.matrix import read_verdict
from helpers import baseline, write_case

CASES = '''
from harness import case

calls = [0]


@case(inputs=(1,))
def counts_its_calls(n: int) -> int:
    """Returns how often it was called: a fresh call returns 1, and echo's conversion calls it once first.

    echo: trace
    """
    calls[0] += n
    return calls[0]


@case(inputs=(2,))
def rejected(n: int) -> int:
    """Echo rejects it: its run is not compared.

    echo: reject
    """
    return n


@case(inputs=[(2,), (3,)])
def differs(n: int) -> int:
    """Echo's run returns another result.

    echo: differs
    """
    return n


@case(inputs=(2,))
def unconverted(n: int) -> int:
    """Echo says it ran the case as plain Python.

    echo: unconverted
    """
    return n
'''


@pytest.fixture
def recorded(project: pytest.Pytester, converter: str) -> dict[str, str]:
    write_case(project, "verdicts", CASES)
    project.runpytest("-p", "no:cacheprovider", "--snapshot-update").assert_outcomes(passed=4)
    folder = project.path / "snapshots" / baseline(converter) / "verdicts"
    project.runpytest("-p", "no:cacheprovider").assert_outcomes(passed=4)
    return {case.name: (case / "behaviour.txt").read_text() for case in sorted(folder.iterdir())}


def test_python_is_a_fresh_call_made_before_any_conversion(recorded: dict[str, str]) -> None:
    # A case whose own second call differs from its first blames no converter: it says so.
    assert recorded["counts_its_calls"] == (
        "inputs: [1]\npython: 1\necho: 3\npython, called again: 4\nnot compared, as the case's own calls differ: echo\n"
    )


def test_a_runner_that_did_not_convert_is_not_compared(
    recorded: dict[str, str], project: pytest.Pytester, converter: str
) -> None:
    assert recorded["rejected"] == "inputs: [2]\npython: 2\necho: not converted (see error.txt)\nnot compared: echo\n"
    assert read_verdict(project.path / "snapshots" / baseline(converter) / "verdicts" / "rejected").label == "rejected"


def test_differs_names_the_runner_and_the_input_sets(
    recorded: dict[str, str], project: pytest.Pytester, converter: str
) -> None:
    assert recorded["differs"] == (
        "inputs 1: [2]\npython: 2\necho: ('echo', 2)\ndiffers: echo\n\n"
        "inputs 2: [3]\npython: 3\necho: ('echo', 3)\ndiffers: echo\n\n"
        "differs: echo (inputs 1, 2)\n"
    )
    assert (
        read_verdict(project.path / "snapshots" / baseline(converter) / "verdicts" / "differs").label
        == "behaviour differs"
    )


def test_a_run_of_the_case_as_plain_python_says_so(
    recorded: dict[str, str], project: pytest.Pytester, converter: str
) -> None:
    assert recorded["unconverted"] == (
        "echo ran the case unconverted, as plain Python: its docstring asks echo to run it as it is\n\n"
        "inputs: [2]\npython: 2\necho: 2\nran unconverted: echo\n"
    )
    assert (
        read_verdict(project.path / "snapshots" / baseline(converter) / "verdicts" / "unconverted").label
        == "ran unconverted"
    )


FAILING = '''
def fine(n: int) -> int:
    """Converts."""
    return n


def random_output(n: int) -> int:
    """Its conversion is not deterministic.

    echo: random
    """
    return n


def crashes(n: int) -> int:
    """Its conversion crashes.

    echo: crash
    """
    return n
'''


def test_cases_the_harness_failed_on_count_as_no_difference_and_keep_their_matrix_row(
    project: pytest.Pytester, converter: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    write_case(project, "mixed", FAILING)
    write_case(
        project,
        "all_broken",
        '"""Every case fails."""\n\n\ndef only(n: int) -> int:\n    """echo: crash"""\n    return n\n',
    )
    project.runpytest("-p", "no:cacheprovider", "--snapshot-update").assert_outcomes(passed=1, failed=3)
    compared = project.runpytest("-p", "no:cacheprovider")
    compared.assert_outcomes(passed=1, failed=3)
    summary = next(line for line in compared.outlines if line.startswith(f"harness: {converter}: "))
    assert ": 4 cases: 1 passed, 3 failed (0 changed, 0 new, 3 errors); 3 outputs, 0 differ;" in summary, summary

    from harness.__main__ import main

    monkeypatch.chdir(project.path)
    assert main(["matrix"]) == 0
    out = capsys.readouterr().out
    assert "| only | failed in the harness |" in out, "a case file whose every case failed has its row"
    assert "| crashes       | failed in the harness |" in out and "| random_output | failed in the harness |" in out
    assert "| fine          | converted             |" in out
    assert "| failed in the harness      | 3    |" in out


DECORATED = '''
from harness import case


def _echo_decorator(function):
    """A converter's decorator, as echo's: its result keeps the function as written in ``echo_original``."""

    def converted(*arguments):
        return ("converted", function(*arguments))

    converted.echo_original = function
    return converted


@case(inputs=(2,))
@_echo_decorator
def doubled(n: int) -> int:
    """Arrives decorated by its converter's own decorator, as real code does (@tf.function, @to_static)."""
    return 2 * n
'''


def test_a_case_decorated_by_its_converters_decorator_is_converted_and_run_as_written(
    project: pytest.Pytester, converter: str
) -> None:
    """``python:`` is the undecorated function's fresh call, not the decorator's result compared with itself; the
    conversion reads the function as written; ``decorated.txt`` says the case arrived decorated."""
    write_case(project, "decorated", DECORATED)
    project.runpytest("-p", "no:cacheprovider", "--snapshot-update").assert_outcomes(passed=1)
    folder = project.path / "snapshots" / baseline(converter) / "decorated" / "doubled"
    assert (folder / "behaviour.txt").read_text() == "inputs: [2]\npython: 4\necho: 4\nsame\n"
    assert (folder / "decorated.txt").read_text() == (
        "the case arrived decorated by its converter's own decorator: the harness took the function as written"
        " from its echo_original attribute, converted it, and ran it for behaviour.txt's python: line\n"
    )
    assert (folder / "source.py").read_text().splitlines()[-2:] == [
        '    """Arrives decorated by its converter\'s own decorator, as real code does (@tf.function, @to_static)."""',
        "    return 2 * n",
    ]


UNREAD_OPTION = '''
from harness import case


@case(inputs=(2,), dynamic=True, autograph_features=("LISTS",))
def doubled(n: int) -> int:
    """Asks for symbolic shapes, which some converters of a framework read and others do not."""
    return 2 * n
'''


def test_an_option_its_frameworks_converters_read_and_it_does_not_is_noted(project: pytest.Pytester) -> None:
    """``@case(dynamic=True)`` to a converter that reads no ``dynamic`` where others of its framework do (TorchScript
    beside torch.export): converted as without it, and ``options.txt`` names the option and the converter, so the
    outputs never read as if it had been applied. An option no converter of its framework reads (``autograph_features``
    to torch's) is another framework's, and is not noted. The fork server resolves which options those are."""
    from harness.convert import options
    from harness.convert.steps import Conversion
    from harness.spec import spec_of
    from harness.testing.echo import ECHO
    from harness.worker.pool import WorkerPool
    from harness.worker.protocol import Request
    from harness.worker.server import registry_entry

    assert registry_entry("torchscript")[1] == ("dynamic",)
    assert registry_entry("export")[1] == ()
    write_case(project, "unread", UNREAD_OPTION)
    namespace: dict[str, object] = {}
    exec(compile(UNREAD_OPTION, "unread.py", "exec"), namespace)
    conversion = Conversion(ECHO, spec_of(namespace["doubled"]), {}, ("dynamic",))
    options.noted(conversion)
    assert conversion.outputs == {
        options.FILE: "dynamic=True: echo does not read this @case option; the case was converted without it\n"
    }
    pool = WorkerPool(60, {"echo": ECHO})
    try:
        outputs = pool.convert(
            "harness", Request(str(project.path), "cases.unread", "doubled", "harness.testing.echo:ECHO")
        )["outputs"]
    finally:
        pool.close()
    assert options.FILE not in outputs, "no converter of echo's framework reads dynamic"
    assert outputs["behaviour.txt"] == "inputs: [2]\npython: 4\necho: 4\nsame\n"


ADDRESS = '''
from harness import case


class _Thing:
    pass


@case(inputs=(1,))
def address(n: int) -> int:
    """Returns a fresh object's address: the case's own result varies from one process to another, echo's with it."""
    return id(_Thing()) + n - 1
'''


def test_a_case_whose_own_result_is_an_address_is_not_compared_and_not_a_nondeterministic_conversion(
    project: pytest.Pytester, converter: str
) -> None:
    """Two processes' conversions differ only where the case's own Python result does: the update writes neither
    address and compares no runner with them, and a comparison run passes (it failed as "conversions in two
    independent processes differ")."""
    write_case(project, "addresses", ADDRESS)
    project.runpytest("-p", "no:cacheprovider", "--snapshot-update").assert_outcomes(passed=1)
    behaviour = project.path / "snapshots" / baseline(converter) / "addresses" / "address" / "behaviour.txt"
    assert behaviour.read_text(encoding="utf-8") == (
        "inputs: [1]\n"
        "python: varies from one process to another: not shown\n"
        "echo: varies from one process to another: not shown\n"
        "not compared, as the case's own result varies: echo\n"
    )
    project.runpytest("-p", "no:cacheprovider", "--no-cache").assert_outcomes(passed=1)
