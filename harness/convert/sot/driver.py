"""SOT driver: ``paddle.jit.to_static`` in its default mode, the programs it captured in order, its graph breaks and fallbacks."""

from __future__ import annotations

import contextlib
import copy
import io
import re
import sys
from types import FrameType
from typing import Any

import paddle
from paddle.jit.dy2static import utils as dy2static_utils
from paddle.jit.sot.opcode_translator.executor import executor_cache, opcode_executor
from paddle.jit.sot.symbolic import compile_cache
from paddle.jit.sot.utils import exceptions, min_graph_size_guard

from harness.convert import notrun, rejection, traces
from harness.convert.behaviour.run import run_all
from harness.convert.behaviour.text import FILE as BEHAVIOUR
from harness.convert.common import Outputs, Patches, recorded_warnings, with_warnings
from harness.convert.paddle import driver as paddle_driver
from harness.convert.paddle.driver import MarkersDropped, hide_generated, rejected, scratch_folder
from harness.convert.sot import state
from harness.convert.sot.breaks import Event, render
from harness.convert.sot.entry import ENTRY
from harness.spec import CaseSpec

# SOT runs a captured subgraph smaller than MIN_GRAPH_SIZE operators (10 by default) as plain Python: with 0, it
# compiles every one, so that each captured program is seen, as Dynamo's recording backend sees every graph.
MIN_GRAPH_SIZE = int(ENTRY.setting("MIN_GRAPH_SIZE"))


def executor_line(executor: Any) -> str:
    """``file:line`` of the user's code an opcode executor is simulating, or ""."""
    line = getattr(executor, "_current_line", None)
    code = getattr(executor, "_code", None) or getattr(getattr(executor, "vframe", None), "code", None)
    return f"{code.co_filename}:{line}" if isinstance(line, int) and line > 0 and code is not None else ""


def user_line(frame: FrameType | None) -> str:
    """Where the innermost opcode executor on the stack was, when SOT raised."""
    while frame is not None:
        if where := executor_line(frame.f_locals.get("self")):
            return where
        frame = frame.f_back
    return ""


class SotRecorder(Patches):
    """Within a ``with`` block, records each program SOT compiles (on its first run), every graph break (each call of
    one of the executor's ``_break_graph*`` methods, which split the function there, with the reason SOT gave
    just before), and every fallback."""

    def __init__(self) -> None:
        super().__init__()
        self.programs: list[str] = []
        self.events: list[Event] = []
        self.pending: list[Event] = []  # reasons raised since the last split
        self._seen: list[Any] = []  # the wrappers whose program is recorded, kept alive so that no id is reused

    def __enter__(self) -> SotRecorder:
        self.set(
            exceptions.BreakGraphError, "__init__", self._raised(exceptions.BreakGraphError.__init__, "graph break")
        )
        self.set(exceptions.FallbackError, "__init__", self._raised(exceptions.FallbackError.__init__, "fallback"))
        executor = opcode_executor.OpcodeExecutor
        for name in sorted(vars(executor)):
            if name.startswith("_break_graph") and callable(vars(executor)[name]):
                self.set(executor, name, self._splitting(name, vars(executor)[name]))
        call = compile_cache.FallbackWrapper.__call__

        def recorded_call(wrapper: Any, *args: Any, **kwargs: Any) -> Any:
            result = call(wrapper, *args, **kwargs)
            if not any(seen is wrapper for seen in self._seen) and wrapper.concrete_program is not None:
                self._seen.append(wrapper)
                self.programs.append(str(wrapper.concrete_program.main_program))
            return result

        self.set(compile_cache.FallbackWrapper, "__call__", recorded_call)
        self.set(dy2static_utils, "get_temp_dir", scratch_folder)
        return self

    def _raised(self, init: Any, event: str) -> Any:
        def recorded_init(error: Exception, *args: Any, **kwargs: Any) -> None:
            init(error, *args, **kwargs)
            reason = getattr(error, "reason", None)
            kind = type(reason).__name__ if reason is not None else type(error).__name__
            path: str = getattr(reason, "file_path", "") or ""
            line: int = getattr(reason, "line_number", -1)
            where = f"{path}:{line}" if path and line > 0 else ""
            found = Event(event, kind, str(error), where or user_line(sys._getframe(1)))
            (self.pending if event == "graph break" else self.events).append(found)

        return recorded_init

    def _splitting(self, name: str, method: Any) -> Any:
        def recorded(executor: Any, *args: Any, **kwargs: Any) -> Any:
            where = executor_line(executor)
            if self.pending:
                raised = self.pending[-1]
                self.events.append(Event("graph break", raised.kind, raised.reason, raised.where or where))
                self.pending.clear()
            else:
                self.events.append(Event("graph break", name.strip("_"), "", where))
            return method(executor, *args, **kwargs)

        return recorded

    def outputs(self) -> Outputs:
        events = self.events + self.pending
        found = {"breaks.txt": render(len(self.programs), events)}
        if self.programs:
            found["programs.txt"] = "\n".join(f"# program {n}\n{p.rstrip()}\n" for n, p in enumerate(self.programs, 1))
        return found


# A resume function's name ends in a digest of its code (``$resume_0@f_af1a0``); a type guard names the type by its id.
_DIGEST = re.compile(r"_[0-9a-f]{5}$")
_TYPE_ID = re.compile(r"id\(type\((?P<value>.+?)\)\) == \d+")
_LOCAL = re.compile(r"frame\.f_(?:locals|globals)\['(?P<name>\w+)'\]")
_MISSED = re.compile(r"^\[Cache\]:? missed at ")


class Translations(Patches):
    """Within a ``with`` block, SOT's reason for each translation it makes: for each program it already holds for the
    code (its guarded functions), the first guard that refused the frame, as SOT's own analysis says it; and the
    programs a call ran, and SOT's last fallback (the code it runs as plain Python from then on), with its reason."""

    def __init__(self) -> None:
        super().__init__()
        self.reasons: list[str] = []
        self.runs = 0  # the programs run since last asked
        self.fallback = ""  # SOT's reason for its last fallback

    def __enter__(self) -> Translations:
        cache_class = type(executor_cache.OpcodeExecutorCache())  # Paddle 2.6's is a Singleton object, not a class
        translate = cache_class.translate

        def recorded(cache: Any, frame: FrameType, **kwargs: Any) -> Any:
            self.reasons.append(missed_guards(cache, frame))
            return translate(cache, frame, **kwargs)

        self.set(cache_class, "translate", recorded)
        call = compile_cache.FallbackWrapper.__call__

        def run(wrapper: Any, *args: Any, **kwargs: Any) -> Any:
            self.runs += 1
            return call(wrapper, *args, **kwargs)

        self.set(compile_cache.FallbackWrapper, "__call__", run)
        init = exceptions.FallbackError.__init__

        def fell_back(error: Exception, *args: Any, **kwargs: Any) -> None:
            init(error, *args, **kwargs)
            said = " ".join(str(error).split())
            self.fallback = type(error).__name__ + (f": {said}" if said else "")

        self.set(exceptions.FallbackError, "__init__", fell_back)
        return self

    def counted(self, translated: Any) -> traces.Counted:
        """The translated function, counting SOT's translations from now on; a call that ran none of its programs
        once SOT fell back ran as plain Python, for SOT's reason."""
        cache = executor_cache.OpcodeExecutorCache()
        before = cache.translate_count

        def probe() -> tuple[int, str]:
            said = " | ".join(self.reasons)
            self.reasons.clear()
            return cache.translate_count - before, said

        def unconverted() -> str:
            ran, self.runs = self.runs, 0
            return self.fallback if self.fallback and not ran else ""

        return traces.Counted(translated, probe, unconverted)


def missed_guards(cache: Any, frame: FrameType) -> str:
    """``f: first call``, or ``f: <the guard each program held for f missed>; ...``."""
    name = frame.f_code.co_name
    name = _DIGEST.sub("", name) if name.startswith("$resume") else name
    entry = cache.cache.get(frame.f_code)
    held = entry[0] if isinstance(entry, tuple) else entry or []  # Paddle 3: (functions, guard tree); 2.6: functions
    missed = []
    for _, guard in held:
        said = io.StringIO()
        with contextlib.redirect_stdout(said):
            try:
                cache.analyse_guard_error(guard, frame)()
            except Exception as exc:  # noqa: BLE001 - an analysis that fails says so
                print(f"not analysed ({type(exc).__name__})")
        text = _MISSED.sub("", said.getvalue().strip().splitlines()[-1] if said.getvalue().strip() else "")
        missed.append(_LOCAL.sub(r"\g<name>", _TYPE_ID.sub(r"type(\g<value>) is the type it had", text)))
    return f"{name}: " + ("; ".join(missed) if missed else traces.FIRST)


def convert(target: Any, spec: CaseSpec) -> Outputs:
    """Translate ``target`` with SOT on its example inputs, recording what it captured; then run both on every set."""
    inputs = spec.example_inputs()
    if inputs is None:
        return notrun.no_inputs("SOT", "translates a call")
    outputs: Outputs = {}
    caught: list[str] = []
    recorder = SotRecorder()
    original = target
    if isinstance(target, paddle.nn.Layer):
        target = copy.deepcopy(target)
    translated = paddle.jit.to_static(target, full_graph=False)
    # Where SOT falls back to Paddle's AST converter (Paddle 2.6 on Python 3.12), that reads the case's source too.
    with recorded_warnings(caught), min_graph_size_guard(MIN_GRAPH_SIZE), MarkersDropped(original):
        with Translations() as translations:
            counted = translations.counted(translated)
            with recorder:
                try:
                    counted.first(*inputs)  # the first set's call, as a user makes it: behaviour.txt's too
                except Exception as exc:  # noqa: BLE001 - a rejection is a result
                    outputs[rejection.FILE] = rejected("translate", exc)
            outputs.update(recorder.outputs())
            outputs[BEHAVIOUR] = run_all(spec.input_sets, {"python": original, "to_static (SOT)": counted})
        if rejection.FILE not in outputs:
            outputs.update(traces.written(counted))
    return hide_generated(with_warnings(outputs, caught))


def warm_up() -> None:
    """Paddle's seed and names (one fork server with the paddle driver); then SOT's own counters, as it forks."""
    paddle_driver.warm_up()
    state.record()


def reset() -> None:
    """Between two cases of a warm worker: Paddle's seed and names, and SOT's counters, as the fork server forked."""
    paddle_driver.reset()
    state.restore()
