"""``behaviour.txt``'s lines: its words and verdict, written by ``run.py`` and read by the store and the tools.

Snapshot rule: floats a framework kernel computed are never written, since
another CPU adds them in another order; they show as ``dtype[shape]`` and are
compared with a tolerance. Floats Python itself computed are written in full.
"""

from __future__ import annotations

import re

FILE = "behaviour.txt"
PYTHON = "python"  # the runner that calls the case as plain Python, first
ERROR = "error "  # a runner's result that is an exception: ``error <Kind>: <reason>``
DIFFERS = "differs"  # the verdict's kinds: ``differs: <runner>``, ``ran unconverted: <runner>``
RAN_UNCONVERTED = "ran unconverted"
CHANGED = "differs when called again"  # a converted function whose second call returns another result than its first
NOT_RENDERED_VERDICT = "not compared, as a value is not rendered"  # a value shown <not compared: why>
_SPECIALISED = re.compile(r"^(\S+) is specialised to ", re.M)
_EXCEPTION_LINE = re.compile(r"^[A-Za-z_][\w.]*(Error|Exception|Interrupt|Exit)\b[^:]*: ")
SNAPSHOT_RULES = {
    "*/behaviour.txt": (17, "only Python's own floats, written by repr; a kernel's floats show as dtype[shape]")
}
NOT_CONVERTED = "not converted (see error.txt)"
WRAPPERS = ("In transformed code:", "In simulate execution:")  # headers a framework puts above the reason
UNINITIALISED = f"{PYTHON}: its result read uninitialised memory (such as torch.empty's): not shown"


def reason_line(message: str) -> str:
    """The line of an error message that says what went wrong, whatever the framework wrapped it in.

    TensorFlow's "in user code:" header: the exception line under the frames, not a ``Note:`` after it;
    its "Graph execution error:": the kernel's reason above ``[[{{node ...}}]]``; TorchScript's "The
    following operation failed in the TorchScript interpreter.": the exception below its traceback; Paddle's
    "In transformed code:" and SOT's "In simulate execution:": the exception under the excerpt.

    >>> reason_line("in user code:\\n\\n    File x, line 3, in f  *\\n        for i in n:\\n\\n    ValueError: bad\\n    Note: tried\\n")
    'ValueError: bad'
    >>> reason_line("Graph execution error:\\n\\nDetected at node G defined at (most recent call last):\\n  File x, line 3, in f\\n\\n"
    ...         "indices = 5 is not in [0, 2)\\n\\t [[{{node G}}]] [Op:__inference_f_11]")
    'indices = 5 is not in [0, 2)'
    >>> reason_line("The following operation failed in the TorchScript interpreter.\\nTraceback of TorchScript (most recent call last):\\n"
    ...         "  File x, line 3, in mm\\n    return x @ y\\n           ~~~~~ <--- HERE\\nRuntimeError: inconsistent size\\n")
    'RuntimeError: inconsistent size'
    >>> reason_line("In transformed code:\\n\\n    File x, line 9, in f\\n\\tx = y\\n\\n    ValueError: bad channels\\n")
    'ValueError: bad channels'
    >>> reason_line("\\nReturn value was annotated:\\n  File ...\\n"), reason_line("RuntimeError:\\nbad\\n"), reason_line("")
    ('Return value was annotated:', 'RuntimeError: bad', '')
    """
    raw = [line.rstrip() for line in message.splitlines()]
    lines = [line.strip() for line in raw if line.strip()]
    if not lines:
        return ""
    if lines[0] == "in user code:":
        under = [line.strip() for line in raw if line.startswith("    ") and not line.startswith("     ")]
        return next((line for line in under if not line.startswith("File ")), lines[-1])
    if lines[0] == "Graph execution error:":
        node = next((i for i, line in enumerate(lines) if line.startswith("[[")), len(lines))
        return lines[node - 1] if node > 1 else lines[0]
    if lines[0].startswith("The following operation failed in the TorchScript interpreter.") or lines[0] in WRAPPERS:
        return next((line for line in reversed(lines) if _EXCEPTION_LINE.match(line)), lines[-1])
    if lines[0].endswith(":") and " " not in lines[0] and len(lines) > 1:
        return f"{lines[0]} {lines[1]}"
    return lines[0]


def one_line(kind: str, message: str) -> str:
    """An error in one line, ``Kind: reason``, its kind said once even where the message repeats it.

    >>> one_line("ValueError", "in user code:\\n\\n    File x\\n\\n    ValueError: 'i' must be defined\\n")
    "ValueError: 'i' must be defined"
    >>> one_line("tensorflow.python.framework.errors_impl.InvalidArgumentError", "Graph execution error:\\n\\nbad\\n\\t [[{{node G}}]]")
    'tensorflow.python.framework.errors_impl.InvalidArgumentError: bad'
    >>> one_line("ZeroDivisionError", "division by zero"), one_line("E", ""), one_line("RuntimeError", "RuntimeError:  spaced")
    ('ZeroDivisionError: division by zero', 'E', 'RuntimeError: spaced')
    """
    reason = reason_line(message)
    short = kind.rsplit(".", 1)[-1]
    for prefix in (f"{kind}: ", f"{short}: "):
        reason = reason.removeprefix(prefix).strip()
    return f"{kind}: {reason}" if reason else kind


def specialised_line(runner: str, reasons: str, sets: int) -> str:
    """The line saying a converted function replays what its example inputs did, whatever the inputs.

    >>> specialised_line("torch.jit.trace", "Iterating over a tensor", 2)
    'torch.jit.trace is specialised to inputs 1: Iterating over a tensor'
    >>> print(specialised_line("torch.jit.trace", "Converting a tensor to a Python boolean", 1))
    torch.jit.trace is specialised to its inputs: Converting a tensor to a Python boolean; one input set cannot show it: give the case another that takes the other branch, @case(inputs=[(...), (...)])
    """
    if sets > 1:
        return f"{runner} is specialised to inputs 1: {reasons}"
    return (
        f"{runner} is specialised to its inputs: {reasons}; one input set cannot show it: "
        "give the case another that takes the other branch, @case(inputs=[(...), (...)])"
    )


def is_specialised(behaviour: str) -> bool:
    """Whether a ``behaviour.txt`` says a converted function is specialised to its inputs.

    >>> is_specialised(specialised_line("t", "x", 1) + "\\ninputs: [1]\\n"), is_specialised("inputs: ['t is specialised to']\\n")
    (True, False)
    """
    return bool(specialised_runners(behaviour))


def specialised_runners(behaviour: str) -> set[str]:
    """The runners a ``behaviour.txt`` says are specialised to their inputs.

    >>> specialised_runners(specialised_line("torch.jit.trace", "x", 1) + "\\ninputs: [1]\\n")
    {'torch.jit.trace'}
    """
    return set(_SPECIALISED.findall(behaviour))


def verdict_kinds(behaviour: str) -> set[str]:
    """The kinds a ``behaviour.txt``'s verdict (its last line, over every input set) names, with or without runners.

    >>> sorted(verdict_kinds("inputs: [1]\\npython: 1\\nt: 2\\ndiffers: t; ran unconverted: f\\n"))
    ['differs', 'ran unconverted']
    >>> verdict_kinds("same\\n"), verdict_kinds("inputs: [1]\\npython: 1\\nt: 2\\ndiffers\\n"), verdict_kinds("")
    ({'same'}, {'differs'}, set())
    """
    lines = behaviour.strip().splitlines()
    last = lines[-1] if lines else ""
    return {kind for part in last.split("; ") if (kind := part.partition(":")[0].strip())}


def differs(behaviour: str) -> bool:
    """Whether a ``behaviour.txt`` says a converted function computed another result than Python's, on some set, or
    on a second call.

    >>> from harness.convert.behaviour.run import run_all
    >>> differs(run_all(lambda: (2,), {PYTHON: abs, "converted": lambda x: -x})), differs(run_all(lambda: (2,), {PYTHON: abs}))
    (True, False)
    >>> differs("inputs: [1]\\npython: 1\\ng: 1\\ng, called again: 2\\ndiffers when called again: g\\n")
    True
    """
    return bool({DIFFERS, CHANGED} & verdict_kinds(behaviour))


def ran_unconverted(behaviour: str) -> bool:
    """Whether a ``behaviour.txt`` says a converter ran the case as plain Python (AutoGraph's fallback).

    >>> from harness.convert.behaviour.run import run_all
    >>> ran_unconverted(run_all(lambda: (2,), {PYTHON: abs, "tf.function": abs}, unconverted={"tf.function": "why"}))
    True
    """
    return RAN_UNCONVERTED in verdict_kinds(behaviour)


def python_raised(behaviour: str) -> bool:
    """Whether Python's own call of the case raised, on some input set of a ``behaviour.txt``.

    >>> from harness.convert.behaviour.run import run_all
    >>> python_raised(run_all(lambda: [(1,), (0,)], {PYTHON: lambda x: 1 / x})), python_raised(run_all(lambda: (1,), {PYTHON: abs}))
    (True, False)
    """
    return any(line.startswith(f"{PYTHON}: {ERROR}") for line in behaviour.splitlines())


def verdict_line(
    differ: list[str],
    not_compared: list[str],
    unconverted: list[str],
    specialised: list[str] | None = None,
    unsettled: list[str] | None = None,
    uninitialised: list[str] | None = None,
    changed: list[str] | None = None,
    unrendered: list[str] | None = None,
) -> str:
    """The verdict of a block, or of several: ``same`` only when every runner converted, ran converted and agreed.

    >>> verdict_line([], [], []), verdict_line(["torch.jit.trace"], ["torch.jit.script"], [])
    ('same', 'differs: torch.jit.trace; not compared: torch.jit.script')
    >>> verdict_line([], [], ["tf.function"]), verdict_line([], [], [], ["torch.export (inputs 2)"])
    ('ran unconverted: tf.function', 'specialised: torch.export (inputs 2)')
    >>> verdict_line([], [], [], [], ["torch.jit.trace"])
    "not compared, as the case's own calls differ: torch.jit.trace"
    >>> verdict_line([], [], [], uninitialised=["torch.onnx"])
    "not compared, as Python's result is uninitialised memory: torch.onnx"
    >>> verdict_line([], [], [], changed=["mindspore.jit"])
    'differs when called again: mindspore.jit'
    >>> verdict_line([], [], [], unrendered=["tf.function"])
    'not compared, as a value is not rendered: tf.function'
    """
    parts = {
        DIFFERS: differ,
        CHANGED: changed or [],
        "not compared, as the case's own calls differ": unsettled or [],
        "not compared, as Python's result is uninitialised memory": uninitialised or [],
        NOT_RENDERED_VERDICT: unrendered or [],
        "specialised": specialised or [],
        "not compared": not_compared,
        RAN_UNCONVERTED: unconverted,
    }
    return "; ".join(f"{kind}: {', '.join(names)}" for kind, names in parts.items() if names) or "same"


def unconverted_line(runner: str, why: str) -> str:
    """The line saying a converter gave up on the case and ran it as plain Python.

    >>> unconverted_line("tf.function", "UnsupportedLanguageElementError: for/else statement not yet supported")
    'tf.function ran the case unconverted, as plain Python: UnsupportedLanguageElementError: for/else statement not yet supported'
    """
    return f"{runner} ran the case unconverted, as plain Python: {why}"
