"""Neutral cases: asserts, boolean operators, conditional expressions, augmented assignment."""

from harness import case


@case(inputs=(4,))
def assert_plain(n: int) -> int:
    """An assert without a message before the computation."""
    assert n >= 0
    return n * 2


@case(inputs=(4,), autograph_features=("ASSERT_STATEMENTS",))
def assert_with_message(n: int) -> int:
    """An assert with a message string."""
    assert n % 2 == 0, "n must be even"
    return n // 2


@case(inputs=(3, 7))
def and_or(a: int, b: int) -> bool:
    """Combines comparisons with and/or in a returned expression."""
    return (a > 0 and b > 0) or (a < 0 and b < 0)


@case(inputs=(False, 5))
def not_operator(flag: bool, n: int) -> int:
    """Uses not on a bool parameter inside an if."""
    if not flag:
        return -n
    return n


@case(inputs=(True, False, 2))
def and_or_in_if(a: bool, b: bool, n: int) -> int:
    """An if whose condition mixes and, or and not."""
    if a and not b or n > 10:
        return 1
    return 0


@case(inputs=(9,))
def conditional_expression(n: int) -> int:
    """A conditional expression a if c else b."""
    return n // 2 if n % 2 == 0 else 3 * n + 1


@case(inputs=(-3,))
def nested_conditional_expression(n: int) -> int:
    """Conditional expressions nested in the else part."""
    return 1 if n > 0 else (0 if n == 0 else -1)


@case(inputs=(5,))
def chained_comparison(n: int) -> bool:
    """A chained comparison 0 <= n < 10."""
    return 0 <= n < 10


@case(inputs=(1, 2, 3))
def chained_comparison_three(a: int, b: int, c: int) -> bool:
    """A three-way chained comparison a < b < c != a."""
    return a < b < c != a


@case(inputs=(5,))
def augmented_assignment(n: int) -> int:
    """Uses +=, *= and -= on one int variable."""
    x = n
    x += 3
    x *= 2
    x -= 1
    return x


@case(inputs=(17,))
def augmented_modulo(n: int) -> int:
    """Uses %= on an int. Rejected by TorchScript: int %= is typed float, not int."""
    x = n
    x %= 7
    return x


@case(inputs=(17,))
def augmented_floordiv(n: int) -> int:
    """Uses //= on an int. Rejected by TorchScript: //= augmented assignment unsupported."""
    x = n
    x //= 3
    return x
