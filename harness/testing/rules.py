"""The snapshot rules every committed output is held to: each converter's entry's, and each format module's."""

from __future__ import annotations

from collections.abc import Iterable

from harness.convert import common, decorated, notrun, options, rejection, saved, traces, unfinished
from harness.convert.behaviour import text as behaviour
from harness.converter import Converter
from harness.store import baselines
from harness.store.portability import Rule

# The modules that own an output format every converter may write, each declaring its rules (``SNAPSHOT_RULES``).
FORMATS = (behaviour, common, decorated, notrun, options, rejection, saved, traces, unfinished, baselines)


def snapshot_rules(converters: Iterable[Converter]) -> list[Rule]:
    """Every output kind's rule (how many significant digits a float may have in it, and why): each converter's
    entry's, then each format module's (:data:`FORMATS`).

    >>> mine = Converter("mine", "fw", ("fw",), "d", rules=(("opcodes.txt", 0, "opcode names"),))
    >>> from harness.store.portability import rule_for
    >>> rule_for("mine/opcodes.txt", snapshot_rules([mine]))
    Rule(pattern='mine/opcodes.txt', digits=0, why='opcode names', declared_in="mine's entry")
    >>> rule_for("mine/not_finished.txt", snapshot_rules([mine])).declared_in
    'harness.convert.unfinished'
    """
    return [
        *(
            Rule(f"{c.name}/{glob}", digits, why, f"{c.name}'s entry")
            for c in converters
            for glob, digits, why in c.rules
        ),
        *(
            Rule(pattern, digits, why, module.__name__)
            for module in FORMATS
            for pattern, (digits, why) in module.SNAPSHOT_RULES.items()
        ),
    ]
