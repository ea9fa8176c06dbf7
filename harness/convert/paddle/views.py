"""What the tools show of Paddle's ``to_static``, framework-free: its transformer walk, and which transformers the cases reach."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

from harness.convert.paddle.transformers import SOURCE, read_passes
from harness.views import NamedOutputs, Outputs, Step, Views, reach_table

_PASS_FILE = re.compile(r"\d\d_")
# Transformers whose job the corpus cannot show, with why (coverage does not count them).
EXEMPT = {
    "AttributeJstTransformer": "removed in PIR mode (Paddle 3)",
    "BasicApiTransformer": "rewrites only the static-graph APIs of Paddle 1 (fluid.dygraph.to_variable), gone from Paddle 2.6",
    "RegisterHookTransformer": "only moves a Tensor.register_hook call before its tensor's last use",
}


def transformer_counts(logs: Iterable[str]) -> Counter[str]:
    """Per transformer, the number of cases whose code it changed, in Paddle's order.

    >>> transformer_counts(["01 A  changed\\n02 B  unchanged\\n", "01 A  changed\\n02 B  removed (pir())\\n"])
    Counter({'A': 2, 'B': 0})
    """
    counts: Counter[str] = Counter()
    for text in logs:
        for row in read_passes(text):
            counts[row.name] += row.state.startswith("changed")
    return counts


class PaddleViews(Views):
    source_heading = "original source (as Paddle parsed it)"
    source_output = SOURCE
    steps_heading = "Transformers, in the order to_static applies them"
    final_heading = "final code (the StaticFunction's .code, to_static(full_graph=True))"
    final_output = "converted.py"

    def steps(self, outputs: Outputs) -> list[Step]:
        """Each transformer of ``passes.txt`` with the code before and after it.

        >>> outputs = {"00_source.py": "a\\n", "passes.txt": "01 A  changed\\n02 B  removed (pir())\\n", "01_A.py": "b\\n"}
        >>> [(s.name, s.state, s.ran, s.after) for s in PaddleViews().steps(outputs)]
        [('A', 'changed', True, 'b\\n'), ('B', 'removed (pir())', False, 'b\\n')]
        """
        walked = []
        previous = outputs.get(SOURCE, "")
        for row in read_passes(outputs.get("passes.txt", "")):
            current = outputs.get(row.file, previous)
            walked.append(Step(row.number, row.name, row.state, row.ran, previous, current))
            previous = current
        return walked

    def in_walk(self, output: str) -> bool:
        """``passes.txt``, ``00_source.py`` and the ``NN_<Transformer>.py`` files.

        >>> [PaddleViews().in_walk(n) for n in ("passes.txt", "00_source.py", "11_LoopTransformer.py", "program.txt")]
        [True, True, True, False]
        """
        return output == "passes.txt" or bool(_PASS_FILE.match(output))

    def output_kind(self, output: str) -> str:
        """A transformer's file, whatever its number.

        >>> PaddleViews().output_kind("11_LoopTransformer.py"), PaddleViews().output_kind("program.txt")
        ('NN_LoopTransformer.py', 'program.txt')
        """
        if _PASS_FILE.match(output) and output != SOURCE:
            return f"NN_{output[3:]}"
        return super().output_kind(output)

    def reach(self, named: NamedOutputs, baseline: str, fail_under: int) -> tuple[list[str], bool]:
        counts = transformer_counts(named("passes.txt"))
        rows = [(name, counts[name], EXEMPT.get(name, "")) for name in counts]
        return reach_table(rows, f"to_static transformer (cases changed), {baseline}", EXEMPT, fail_under)


VIEWS = PaddleViews()
