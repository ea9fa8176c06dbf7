"""Neutral cases: conditional and boolean expressions, comparisons, f-strings, displays and comprehensions."""

from typing import Dict, List, Optional, Tuple

from harness import case


def _add3(a: int, b: int, c: int) -> int:
    """a + b * c; called with a starred tuple below."""
    return a + b * c


@case(inputs=(6,))
def conditional_expression_in_loop(n: int) -> int:
    """A conditional expression evaluated on every iteration of a for loop."""
    total = 0
    for i in range(n):
        total += i if i % 2 == 0 else -i
    return total


@case(inputs=(-3, 5))
def conditional_expression_as_argument(a: int, b: int) -> int:
    """A conditional expression passed as an argument of a call."""
    return max(a if a > 0 else 0, b if b < 4 else 4)


@case(inputs=(2, 3))
def conditional_expression_in_list(a: int, b: int) -> List[int]:
    """Conditional expressions as the items of a list display."""
    return [a if a > b else b, a if a < b else b, 0 if a == b else 1]


@case(inputs=(4, -1))
def conditional_expression_with_and(a: int, b: int) -> int:
    """A conditional expression whose test is an and of two comparisons."""
    return a * b if a > 0 and b > 0 else a + b


@case(inputs=(7,))
def conditional_expression_assigned_twice(n: int) -> int:
    """Two conditional expressions, the second using the first's result."""
    half = n // 2 if n % 2 == 0 else (n + 1) // 2
    sign = 1 if half > 2 else -1
    return half * sign


@case(inputs=(True, False))
def bool_or_and_not(a: bool, b: bool) -> bool:
    """Boolean or, and, not combined in one returned expression."""
    return (a or b) and not (a and b)


@case(inputs=(3, 3, 4))
def equality_and_inequality(a: int, b: int, c: int) -> bool:
    """== and != between int parameters, joined by and."""
    return a == b and b != c


@case(inputs=(5,))
def not_in_while_condition(n: int) -> int:
    """A while loop whose condition is `not done`."""
    done = False
    steps = 0
    while not done:
        steps += 1
        done = steps * steps > n
    return steps


@case(inputs=([1, 5, 9], 5))
def in_and_not_in(xs: List[int], v: int) -> bool:
    """Membership tests with in and not in on a list."""
    return v in xs and 99 not in xs


@case(inputs=(None, 4))
def is_none_default(limit: Optional[int], n: int) -> int:
    """Refines an Optional[int] with `is None` inside a conditional expression."""
    cap = 10 if limit is None else limit
    return min(n, cap)


@case(inputs=(6, 2))
def unary_operators(a: int, b: int) -> int:
    """Unary minus and not on ints and comparisons."""
    r = -a * b - (-(a - b))
    if not (r > 0):
        r = -r
    return r


@case(inputs=(6,))
def int_bitwise_invert(n: int) -> int:
    """Bitwise invert ~n on an int. Rejected by TorchScript: ~ (aten::bitwise_not) is defined for tensors only."""
    return ~n + 1


@case(inputs=(6,))
def unary_plus(n: int) -> int:
    """Unary plus on an int. Rejected by TorchScript: unary + is unsupported (its error path raises AttributeError)."""
    return +n - 1


@case(inputs=(9, 4))
def arithmetic_operators(a: int, b: int) -> Tuple[int, int, int, float]:
    """Floor division, modulo, multiplication and true division on ints."""
    return a // b, a % b, a * b, a / b


@case(inputs=(3,))
def int_power(n: int) -> int:
    """n ** 2 annotated as int. Rejected by TorchScript: int ** int is typed float."""
    return n**2


@case(inputs=(7,))
def fstring_format(n: int) -> str:
    """An f-string with two interpolated expressions."""
    return f"n={n}, twice={n * 2}"


@case(inputs=(3,))
def string_concat_in_loop(n: int) -> str:
    """Concatenates strings chosen by a conditional expression in a loop."""
    s = ""
    for i in range(n):
        s = s + ("x" if i % 2 == 0 else "o")
    return s


@case(inputs=("b",))
def dict_display_lookup(key: str) -> int:
    """Builds a dict display and looks a key up, with a membership test first."""
    table: Dict[str, int] = {"a": 1, "b": 2, "c": 3}
    if key in table:
        return table[key]
    return 0


@case(inputs=(4,))
def dict_comprehension(n: int) -> Dict[int, int]:
    """A dict comprehension over range mapping i to i * i."""
    return {i: i * i for i in range(n)}


@case(inputs=([1, 2, 3],))
def generator_expression_sum(xs: List[int]) -> int:
    """sum() over a generator expression."""
    return sum(x * x for x in xs)


@case(inputs=([3, 4],))
def nested_list_comprehension(xs: List[int]) -> List[List[int]]:
    """A list comprehension whose element is itself a list comprehension."""
    return [[x * k for k in range(3)] for x in xs]


@case(inputs=((1, 2, 3),))
def starred_call_tuple(t: Tuple[int, int, int]) -> int:
    """Calls a helper with a starred tuple, f(*t)."""
    return _add3(*t)


@case(inputs=((4, 5, 6),))
def starred_unpack_assign(t: Tuple[int, int, int]) -> int:
    """Unpacks a tuple with a starred target, a, *rest = t."""
    a, *rest = t
    return a + len(rest)


@case(inputs=((2, 3),))
def starred_in_tuple_display(t: Tuple[int, int]) -> Tuple[int, int, int]:
    """Builds a tuple display containing a starred tuple, (0, *t)."""
    return (0, *t)


@case(inputs=(3, 8))
def tuple_return_conditional(a: int, b: int) -> Tuple[int, int]:
    """Returns one of two tuple displays chosen by a conditional expression."""
    return (a, b) if a <= b else (b, a)


@case(inputs=([3, 8, 2, 9],))
def min_max_of_list(xs: List[int]) -> int:
    """Builtin max and min applied to a whole list."""
    return max(xs) - min(xs)
