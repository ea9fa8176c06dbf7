"""The program generator writes the same valid, terminating functions for a seed; the reducer keeps its predicate."""

from __future__ import annotations

import ast

from harness.tools.fuzz.programs import HELPERS, case_file, decorated, generate
from harness.tools.fuzz.reduce import reduce, variants


def test_a_seed_gives_the_same_files_byte_for_byte_and_another_seed_others() -> None:
    def written(seed: int) -> str:
        return case_file(f"seed {seed}", [decorated(p) for p in generate(seed, 40)])

    assert written(3) == written(3)
    assert written(3) != written(4)
    assert generate(3, 10, start=30) == generate(3, 40)[30:], "a later batch is the same functions"


def test_every_function_is_valid_python_that_runs_on_its_inputs_and_uses_what_it_promises() -> None:
    programs = generate(11, 300)
    namespace: dict[str, object] = {}
    exec(compile(HELPERS, "helpers", "exec"), namespace)
    features: set[str] = set()
    for program in programs:
        tree = ast.parse(program.source)
        features |= {type(node).__name__ for node in ast.walk(tree)}
        exec(compile(program.source, program.name, "exec"), namespace)
        function = namespace[program.name]
        assert callable(function)
        for arguments in program.inputs:
            result = function(*arguments)  # raises if a generated function is not valid on its inputs
            assert isinstance(result, (int, float, tuple, list)), (program.source, arguments)
    # what the issue asks the generator for: nested if/elif/else, loops with break/continue, early returns,
    # augmented assignment, ternaries, boolean chains, helper calls, list building
    assert {
        "If",
        "While",
        "For",
        "Break",
        "Continue",
        "Return",
        "AugAssign",
        "IfExp",
        "BoolOp",
        "Call",
        "List",
    } <= features
    assert any("elif " in p.source for p in programs) and any("xs.append(" in p.source for p in programs)


def test_the_reducer_keeps_its_predicate_and_shrinks() -> None:
    program = next(p for p in generate(5, 200) if "%= " in p.source and p.source.count("\n") > 12)
    judged: list[str] = []

    def keeps(sources: list[str]) -> list[bool]:
        judged.extend(sources)
        return ["%= " in source for source in sources]

    result = reduce(program.source, keeps)
    assert "%= " in result.source and len(result.source) < len(program.source) / 3
    assert not result.exhausted and result.tries == len(judged)
    assert not any(len(v) < len(result.source) and "%= " in v for v in variants(result.source)), "a fixpoint"


def test_a_predicate_that_nothing_keeps_leaves_the_function_as_it_is() -> None:
    source = "def f(n):\n    return n + 1\n"
    assert reduce(source, lambda sources: [False] * len(sources)).source == source
    longer = "def f(n):\n    n += 1\n    n += 2\n    return n\n"
    spent = reduce(longer, lambda sources: [True] * len(sources), budget=1)
    assert spent.exhausted and spent.tries == 1 and len(spent.source) < len(longer)
