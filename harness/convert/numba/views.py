"""What the tools show of Numba's ``@njit``, framework-free: its pass walk, and which passes the cases reach."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from harness.convert.passlog import LOG, PassWalkViews, read
from harness.views import NamedOutputs, reach_table

# Passes whose job the corpus cannot show, with why (coverage does not count them).
EXEMPT = {
    "fixup_args": "checks the arguments' count; never changes the IR",
    "with_lifting": "lifts `with objmode` and `with parallel_chunksize` blocks, which need object mode or parfors",
    "find_literally": "only asks for a literal re-typing where the case calls numba.literally",
    "literal_unroll": "versions a loop over numba.literal_unroll while typing; its own pass leaves the IR as it was",
    "LiteralPropagation": "propagates literal types into the IR's types, not its statements",
    "nopython_supported_feature_validation": "an analysis: raises on an unsupported feature, changes nothing",
    "annotate_types": "records the typed annotation, changes nothing",
    "native_lowering": "lowers to LLVM (lowered.ll), changes no IR",
    "nopython_backend": "makes the compiled function, changes no IR",
    "dump_parfor_diagnostics": "prints parfors diagnostics when asked to, changes nothing",
    "nopython_type_inference": "types the IR (annotation.txt), changes no statement",
    # Passes that need a construct no case uses yet (each is one small case away; see the notes):
    "rewrite_semantic_constants": "changes only an array's ndim or a tuple's len, folded to a constant",
    "Rewrite_dynamic_raises": "changes only a raise whose exception takes a run-time argument",
    "make_function_op_code_to_jit_function": "changes only an inner function passed as an argument to a jitted one",
    "inline_inlinables": "changes only a call to an @njit(inline='always') function",
    "inline_overloads": "changes only a call to an @overload(..., inline='always') implementation",
}


def pass_counts(logs: Iterable[str]) -> Counter[str]:
    """Per pass, the number of cases whose IR it changed, in the pipeline's order.

    >>> pass_counts(["01 a  changed\\n02 b  unchanged\\n03 a  unchanged\\n", "01 a  changed\\n02 b  changed\\n"])
    Counter({'a': 2, 'b': 1})
    """
    counts: Counter[str] = Counter()
    for text in logs:
        changed: dict[str, bool] = {}
        for row in read(text):
            changed[row.name] = changed.get(row.name, False) or row.changed
        for name, was in changed.items():
            counts[name] += was
    return counts


class NumbaViews(PassWalkViews):
    """The walk takes each pass's IR before and after it from ``passes.txt`` and ``NN_<pass>.txt``.

    >>> outputs = {"00_source.py": "a\\n", "passes.txt": "01 A  changed\\n02 B  not run\\n", "01_A.txt": "b\\n"}
    >>> [(s.name, s.state, s.ran, s.after) for s in NumbaViews().steps(outputs)]
    [('A', 'changed', True, 'b\\n'), ('B', 'not run', False, 'b\\n')]
    """

    source_heading = "original source (the function @njit compiles)"
    suffix = ".txt"
    steps_heading = "Passes of the nopython pipeline, in the order Numba runs them (the IR after each)"
    final_heading = "typed annotation (the IR after type inference, line by line)"
    final_output = "annotation.txt"

    def reach(self, named: NamedOutputs, baseline: str, fail_under: int) -> tuple[list[str], bool]:
        counts = pass_counts(named(LOG))
        rows = [(name, counts[name], EXEMPT.get(name, "")) for name in counts]
        return reach_table(rows, f"nopython pass (cases changed), {baseline}", EXEMPT, fail_under)


VIEWS = NumbaViews()
