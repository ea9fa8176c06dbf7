"""What the tools show of jax.jit, framework-free: the primitives of each jaxpr, its control flow reached, static args."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping

from harness.views import NamedOutputs, Outputs, Views, reach_table

# An equation of a jaxpr: ``outputs = primitive[params] inputs``, outputs typed ``a:f32[3]`` or dropped ``_:f32[]``,
# one per line, or after ``let`` and ``;`` in a jaxpr printed on one line.
_EQUATION = re.compile(r"(?:^\s*|\blet |; )(?:[\w']+:[\w\[\],<>]+ ?)+= (\w+)\b", re.M)
# The structured control flow (and nested calls) of jaxprs, the primitive names each takes across releases.
CONTROL_FLOW = {
    "cond": ("cond",),
    "while": ("while",),
    "scan": ("scan",),
    "nested jit": ("pjit", "jit", "closed_call"),
    "custom_jvp_call": ("custom_jvp_call",),
    "custom_vjp_call": ("custom_vjp_call", "custom_vjp_call_jaxpr"),
}


def primitives(jaxpr: str) -> set[str]:
    """The primitives a jaxpr's equations apply, nested jaxprs included.

    >>> sorted(primitives("{ lambda ; a:f32[3]. let\\n    b:f32[3] = sin a\\n    c:f32[] = cond[\\n      branches=(\\n"
    ...                   "        { lambda ; d:f32[]. let e:f32[] = neg d in (e,) }\\n      )\\n    ] b\\n  in (c,) }"))
    ['cond', 'neg', 'sin']
    >>> sorted(primitives("{ lambda ; a:i32[]. let b:i32[] = not a; c:i32[] = add b 1:i32[] in (c,) }"))
    ['add', 'not']
    """
    return set(_EQUATION.findall(jaxpr))


class JaxViews(Views):
    verdict_outputs = ()

    def case_options(self, options: Mapping[str, tuple[str, ...]]) -> str:
        """``with static n`` for a case that marks arguments static.

        >>> JaxViews().case_options({"static_argnames": ("n", "axis")}), JaxViews().case_options({})
        ('with static n, axis', '')
        """
        static = options.get("static_argnames", ())
        return f"with static {', '.join(static)}" if static else ""

    def kinds(self, outputs: Outputs) -> dict[str, set[str]]:
        return {"jaxpr primitives, by name": primitives(outputs["jaxpr.txt"])} if "jaxpr.txt" in outputs else {}

    def reach(self, named: NamedOutputs, baseline: str, fail_under: int) -> tuple[list[str], bool]:
        counts: Counter[str] = Counter()
        for text in named("jaxpr.txt"):
            used = primitives(text)
            counts.update(row for row, names in CONTROL_FLOW.items() if used & set(names))
        rows = [(row, counts[row], "") for row in CONTROL_FLOW]
        return reach_table(rows, f"jaxpr control flow (cases using it), {baseline}", {}, fail_under)


VIEWS = JaxViews()
