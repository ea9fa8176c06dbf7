"""PIJit driver: MindSpore's bytecode JIT in PyNative mode on CPU, with the debug flags that make it dump its graphs
(descriptor 1), its graph breaks and its guards (descriptor 2); then the JIT-ed function against Python."""

from __future__ import annotations

import contextlib
import ctypes
import inspect
import os
import sys
import tempfile
from collections.abc import Iterator
from typing import Any

import mindspore as ms  # type: ignore[import-not-found]  # the lint environment has no MindSpore

from harness.convert import notrun, rejection
from harness.convert.behaviour.run import first_call, raised_by_the_case, run_all
from harness.convert.behaviour.text import FILE as BEHAVIOUR
from harness.convert.common import Outputs, recorded_warnings, with_warnings
from harness.convert.mindspore import driver as ast_driver
from harness.convert.mindspore.irtext import Counters
from harness.convert.pijit import dumps
from harness.spec import CaseSpec

try:  # the debug flags reach PIJit only through this private class; ``jit(**options)`` nests them under ``options``
    from mindspore.graph._utils.pijit_context import PIJitCaptureContext  # type: ignore[import-not-found]  # 2.10
except ImportError:
    from mindspore.common._pijit_context import PIJitCaptureContext  # type: ignore[import-not-found]  # 2.7

FLAGS = {"print_after_all": True, "LOG_GRAPH_BREAK": True, "print_guard": True}
_LIBC = ctypes.CDLL(None)


def _flushed() -> None:
    sys.stdout.flush()
    sys.stderr.flush()
    _LIBC.fflush(None)


@contextlib.contextmanager
def descriptors() -> Iterator[list[str]]:
    """Within a ``with`` block, what is written to file descriptors 1 and 2 (MindSpore's C++ writes there, not to
    ``sys.stdout``) goes to two files; on leaving, the list it yields holds their texts, and both are as they were."""
    said: list[str] = []
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        _flushed()
        saved = [os.dup(1), os.dup(2)]
        try:
            os.dup2(out.fileno(), 1)
            os.dup2(err.fileno(), 2)
            yield said
        finally:
            _flushed()
            for descriptor, original in enumerate(saved, start=1):
                os.dup2(original, descriptor)
                os.close(original)
            for written in (out, err):
                written.seek(0)
                said.append(written.read().decode("utf-8", errors="replace"))


def warm_up() -> None:
    """PyNative mode (PIJit runs in it alone) on CPU and one seed, before the first fork."""
    ast_driver.on_cpu(ms.PYNATIVE_MODE)


reset = ast_driver.reset  # the seed as the fork server set it
decoration = ast_driver.decoration  # a case written @jit: converted as the function it wraps


def convert(target: Any, spec: CaseSpec) -> Outputs:
    """PIJit the case (a Cell's ``construct``) and call it on its first input set, its dumps captured; then run it
    against Python on every input set, that first call the one shown for the first set. An exception it raises is a
    rejection unless the case's own Python call raised it too."""
    inputs = spec.example_inputs()
    if inputs is None:
        return notrun.no_inputs("PIJit", "compiles for a call")
    outputs: Outputs = {}
    caught: list[str] = []
    ms.set_context(mode=ms.PYNATIVE_MODE)
    with recorded_warnings(caught):
        compiled = PIJitCaptureContext(fullgraph=False, jit_config=dict(FLAGS))(target)
        with descriptors() as said:
            made, error = first_call(lambda: compiled(*inputs))
        if error is not None and not raised_by_the_case(target, error):
            outputs[rejection.FILE] = rejection.record("jit", _message(error, target))
        dump, log = said
        captured = dumps.graphs(dump)
        outputs["breaks.txt"] = dumps.breaks(log, len(captured))
        if captured:
            numbered = (f"# graph {number}: {graph}" for number, graph in enumerate(captured, start=1))
            outputs["graphs.txt"] = dumps.counted("\n".join(numbered))
        if guards := dumps.guards(log):
            outputs["guards.txt"] = guards
        with descriptors():  # its dumps of the other input sets' compilations
            outputs[BEHAVIOUR] = run_all(spec.input_sets, {"python": target, "PIJit": compiled}, first={"PIJit": made})
    return with_warnings(outputs, caught)


def _message(exc: BaseException, target: Any) -> str:
    rejection.of("jit", exc)  # raises HarnessFault where the exception is not MindSpore's
    code = target if inspect.isfunction(target) else type(target)
    case_file = os.path.realpath(inspect.getsourcefile(code) or "")
    kind = type(exc)
    name = kind.__name__ if kind.__module__ == "builtins" else f"{kind.__module__}.{kind.__qualname__}"
    return f"{name}: {ast_driver.message(exc, Counters(), case_file, set())}"
