"""The program generator of ``fuzz``: seeded random functions over ints and floats, written as neutral case files.

Every function it writes is valid Python that runs on its two input sets and stops: loops are over
``range`` with small bounds or count up to a small bound, divisors are non-zero constants, and floats are
dyadic (0.25, 1.5, ...), added, subtracted, multiplied and divided by powers of two, so a converter that
computes them in float32 gets Python's exact result and a ``differs`` is a real difference. Each local is
defined on entry with its one type (an ``int``, a ``float``, a list of ints), so that a converter that
types its variables statically can take the function.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

INT_LITERALS = tuple(range(-6, 10))
FLOAT_LITERALS = (0.25, 0.5, 1.5, 2.0, -0.75, 3.25, -1.0, 0.0)
FLOAT_FACTORS = ("0.5", "2.0", "-1.5", "0.25")
FLOAT_DIVISORS = ("2.0", "-4.0", "0.5")
INT_DIVISORS = ("2", "3", "-2", "4", "-5", "7")
RETURN_KINDS = ("int", "float", "tuple", "list")
INDENT = "    "

HELPERS = """def _twice_plus(x: int) -> int:
    return 2 * x + 1


def _halve(x: float) -> float:
    return x / 2.0 - 0.25


def _clamp(x: int, low: int, high: int) -> int:
    if x < low:
        return low
    if x > high:
        return high
    return x
"""


@dataclass
class _Scope:
    """What the statements being written may use: each local's type, which locals a loop owns, the return kind."""

    ints: list[str]
    floats: list[str]
    returns: str
    has_list: bool
    frozen: set[str] = field(default_factory=set)  # loop counters: read, never assigned
    loop: int = 0  # loops around the statement being written


@dataclass(frozen=True)
class Program:
    """One generated function: its name, its source (a ``def``), and its input sets."""

    name: str
    source: str
    inputs: tuple[tuple[int | float, ...], ...]


class Generator:
    """Functions drawn from one ``random.Random``: the same seed gives the same functions, byte for byte."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    # Expressions: text of an int, a float or a condition, at most ``depth`` operators deep.

    def int_expr(self, scope: _Scope, depth: int) -> str:
        rng = self.rng
        leaf = rng.random() < 0.35 or depth <= 0
        if leaf:
            names = [*scope.ints, *scope.frozen] or [str(rng.choice(INT_LITERALS))]
            return rng.choice(names) if rng.random() < 0.7 else str(rng.choice(INT_LITERALS))
        d = depth - 1
        choice = rng.randrange(11)
        if choice <= 2:
            return f"({self.int_expr(scope, d)} {rng.choice('+-')} {self.int_expr(scope, d)})"
        if choice == 3:
            return f"({self.int_expr(scope, d)} * {rng.choice((-3, -1, 2, 3))})"
        if choice == 4:
            return f"({self.int_expr(scope, d)} {rng.choice(('//', '%'))} {rng.choice(INT_DIVISORS)})"
        if choice == 5:
            return rng.choice(
                (
                    f"_twice_plus({self.int_expr(scope, d)})",
                    f"_clamp({self.int_expr(scope, d)}, {rng.randrange(-5, 1)}, {rng.randrange(1, 8)})",
                )
            )
        if choice == 6:
            if rng.random() < 0.4:
                return f"abs({self.int_expr(scope, d)})"
            return f"{rng.choice(('min', 'max'))}({self.int_expr(scope, d)}, {self.int_expr(scope, d)})"
        if choice == 7:
            return f"({self.int_expr(scope, d)} if {self.condition(scope, d)} else {self.int_expr(scope, d)})"
        if choice == 8:
            return f"int({self.float_expr(scope, d)})"
        if choice == 9 and scope.has_list:
            return rng.choice(("len(xs)", "xs[-1]", "xs[0]"))
        return self.int_expr(scope, 0)

    def float_expr(self, scope: _Scope, depth: int) -> str:
        rng = self.rng
        if rng.random() < 0.35 or depth <= 0:
            if scope.floats and rng.random() < 0.7:
                return rng.choice(scope.floats)
            return repr(rng.choice(FLOAT_LITERALS))
        d = depth - 1
        choice = rng.randrange(7)
        if choice <= 1:
            return f"({self.float_expr(scope, d)} {rng.choice('+-')} {self.float_expr(scope, d)})"
        if choice == 2:
            return f"({self.float_expr(scope, d)} * {rng.choice(FLOAT_FACTORS)})"
        if choice == 3:
            return f"({self.float_expr(scope, d)} / {rng.choice(FLOAT_DIVISORS)})"
        if choice == 4:
            return f"float({self.int_expr(scope, d)})"
        if choice == 5:
            return f"_halve({self.float_expr(scope, d)})"
        return f"({self.float_expr(scope, d)} if {self.condition(scope, d)} else {self.float_expr(scope, d)})"

    def condition(self, scope: _Scope, depth: int) -> str:
        rng = self.rng
        compare = rng.choice(("<", "<=", ">", ">=", "==", "!="))
        if rng.random() < 0.5 or depth <= 0:
            if scope.floats and rng.random() < 0.3:
                return f"{self.float_expr(scope, 0)} {compare} {self.float_expr(scope, 1)}"
            if rng.random() < 0.15:
                return f"{rng.randrange(-4, 1)} <= {self.int_expr(scope, 1)} < {rng.randrange(1, 6)}"
            return f"{self.int_expr(scope, 1)} {compare} {self.int_expr(scope, 0)}"
        d = depth - 1
        choice = rng.randrange(3)
        if choice == 0:
            return f"({self.condition(scope, d)} and {self.condition(scope, d)})"
        if choice == 1:
            return f"({self.condition(scope, d)} or {self.condition(scope, d)})"
        return f"(not {self.condition(scope, d)})"

    def returned(self, scope: _Scope) -> str:
        if scope.returns == "int":
            return self.int_expr(scope, 2)
        if scope.returns == "float":
            return self.float_expr(scope, 2)
        if scope.returns == "tuple":
            return f"({self.int_expr(scope, 1)}, {self.float_expr(scope, 1)})"
        return "xs"

    # Statements: lists of lines, indented by ``level``.

    def block(self, scope: _Scope, level: int, size: int) -> list[str]:
        lines: list[str] = []
        for _ in range(size):
            lines += self.statement(scope, level)
        return lines or [INDENT * level + "pass"]

    def statement(self, scope: _Scope, level: int) -> list[str]:
        rng, pad = self.rng, INDENT * level
        nested = level < 4
        choice = rng.randrange(13 if nested else 5)
        if choice <= 1:
            if scope.floats and rng.random() < 0.35:
                return [f"{pad}{rng.choice(scope.floats)} = {self.float_expr(scope, 2)}"]
            return [f"{pad}{rng.choice(scope.ints)} = {self.int_expr(scope, 2)}"]
        if choice <= 3:
            return [self.augmented(scope, pad)]
        if choice == 4:
            if scope.has_list:
                return [f"{pad}xs.append({self.int_expr(scope, 2)})"]
            return [
                f"{pad}{rng.choice(scope.ints)} = {self.int_expr(scope, 1)} if {self.condition(scope, 1)} else {self.int_expr(scope, 1)}"
            ]
        if choice <= 6:
            return self.if_statement(scope, level)
        if choice == 7 and not scope.loop:  # one loop deep: a loop in a loop could outgrow a converter's int32
            return self.for_loop(scope, level)
        if choice == 8 and not scope.loop:
            return self.while_loop(scope, level)
        if choice == 9:
            return [f"{pad}if {self.condition(scope, 1)}:", f"{pad}{INDENT}return {self.returned(scope)}"]
        if choice == 10 and scope.loop:
            return [f"{pad}if {self.condition(scope, 1)}:", f"{pad}{INDENT}{rng.choice(('break', 'continue'))}"]
        return [f"{pad}{rng.choice(scope.ints)} += {self.int_expr(scope, 1)}"]

    def augmented(self, scope: _Scope, pad: str) -> str:
        rng = self.rng
        if scope.floats and rng.random() < 0.3:
            target = rng.choice(scope.floats)
            op, value = rng.choice(
                (
                    ("+=", self.float_expr(scope, 1)),
                    ("-=", self.float_expr(scope, 1)),
                    ("*=", rng.choice(FLOAT_FACTORS)),
                    ("/=", rng.choice(FLOAT_DIVISORS)),
                )
            )
            return f"{pad}{target} {op} {value}"
        target = rng.choice(scope.ints)
        options = [("+=", self.int_expr(scope, 1)), ("-=", self.int_expr(scope, 1))]
        options += [("%=", rng.choice(INT_DIVISORS)), ("//=", rng.choice(INT_DIVISORS))]
        if not scope.loop:
            options.append(("*=", str(rng.choice((-2, 2, 3)))))
        op, value = rng.choice(options)
        return f"{pad}{target} {op} {value}"

    def if_statement(self, scope: _Scope, level: int) -> list[str]:
        rng, pad = self.rng, INDENT * level
        lines = [f"{pad}if {self.condition(scope, 2)}:", *self.block(scope, level + 1, rng.randint(1, 2))]
        for _ in range(rng.choice((0, 0, 1, 2)) if level < 3 else 0):
            lines += [f"{pad}elif {self.condition(scope, 2)}:", *self.block(scope, level + 1, rng.randint(1, 2))]
        if rng.random() < 0.5:
            lines += [f"{pad}else:", *self.block(scope, level + 1, rng.randint(1, 2))]
        return lines

    def _loop_counter(self, scope: _Scope) -> str:
        return f"i{len(scope.frozen)}"

    def for_loop(self, scope: _Scope, level: int) -> list[str]:
        rng, pad = self.rng, INDENT * level
        counter = self._loop_counter(scope)
        bound = rng.choice(
            (
                f"range({rng.randint(1, 5)})",
                f"range({rng.randint(-2, 1)}, {rng.randint(2, 5)})",
                f"range({rng.randint(0, 2)}, {rng.randint(5, 9)}, {rng.randint(2, 3)})",
                f"range(_clamp({self.int_expr(scope, 1)}, 0, 4))",
            )
        )
        return [f"{pad}for {counter} in {bound}:", *self._loop_body(scope, level, counter)]

    def while_loop(self, scope: _Scope, level: int) -> list[str]:
        rng, pad = self.rng, INDENT * level
        counter = self._loop_counter(scope)
        head = [f"{pad}{counter} = 0", f"{pad}while {counter} < {rng.randint(1, 5)}:", f"{pad}{INDENT}{counter} += 1"]
        return [*head, *self._loop_body(scope, level, counter)]

    def _loop_body(self, scope: _Scope, level: int, counter: str) -> list[str]:
        scope.frozen.add(counter)
        scope.loop += 1
        body = self.block(scope, level + 1, self.rng.randint(1, 3))
        scope.loop -= 1
        scope.frozen.discard(counter)
        return body

    def function(self, name: str) -> Program:
        """One function with its two input sets."""
        rng = self.rng
        ints = [f"n{k}" for k in range(rng.randint(1, 2))]
        floats = ["x"] if rng.random() < 0.6 else []
        parameters = [f"{p}: int" for p in ints] + [f"{p}: float" for p in floats]
        returns = rng.choice(RETURN_KINDS)
        listed = returns == "list" or rng.random() < 0.3
        scope = _Scope(list(ints), list(floats), returns, has_list=False)
        locals_ = [f"v{k}" for k in range(rng.randint(1, 3))]
        body = [f"{INDENT}{v} = {self.int_expr(scope, 1)}" for v in locals_]
        scope.ints += locals_
        if floats or rng.random() < 0.5:
            body.append(f"{INDENT}y = {self.float_expr(scope, 1)}")
            scope.floats.append("y")
        if listed:
            body.append(f"{INDENT}xs = [{self.int_expr(scope, 1)}]")
            scope.has_list = True
        body += self.block(scope, 1, rng.randint(2, 5))
        body.append(f"{INDENT}return {self.returned(scope)}")
        source = "\n".join([f"def {name}({', '.join(parameters)}):", *body]) + "\n"
        inputs = tuple(self._input_set(len(ints), len(floats)) for _ in range(2))
        return Program(name, source, inputs)

    def _input_set(self, ints: int, floats: int) -> tuple[int | float, ...]:
        values: list[int | float] = [self.rng.randint(-7, 9) for _ in range(ints)]
        return (*values, *(self.rng.choice(FLOAT_LITERALS) for _ in range(floats)))


def generate(seed: int, count: int, start: int = 0) -> list[Program]:
    """``count`` functions of a seed, named ``f0000`` on; ``start`` skips that many (a later batch)."""
    generator = Generator(seed)
    programs = [generator.function(f"f{index:04d}") for index in range(start + count)]
    return programs[start:]


def decorated(program: Program, converters: tuple[str, ...] = ()) -> str:
    """A program as a case: its ``@case(inputs=...)`` line and its ``def``."""
    only = f", converters={converters!r}" if converters else ""
    return f"@case(inputs={list(program.inputs)!r}{only})\n{program.source}"


def case_file(title: str, cases: list[str]) -> str:
    """A neutral case file (no framework import): a docstring, the helpers, and each decorated case.

    >>> source = case_file("Generated.", [decorated(p) for p in generate(1, 3)])
    >>> compile(source, "cases/fuzz.py", "exec") and source.count("@case(inputs=")
    3
    """
    parts = [f'"""{title}"""\n\nfrom harness import case\n\n\n{HELPERS}', *cases]
    return "\n\n".join(part.rstrip("\n") + "\n" for part in parts)
