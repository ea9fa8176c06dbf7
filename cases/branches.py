"""Neutral cases: if/else statements and the variables they define."""

from harness import case


@case(inputs=(3,))
def if_else(n: int) -> int:
    """Plain if/else that assigns the same variable in both branches."""
    if n > 0:
        y = n * 2
    else:
        y = -n
    return y


@case(inputs=(7,))
def elif_chain(n: int) -> int:
    """An if/elif/elif/else chain picking one of four results."""
    if n < 0:
        r = -1
    elif n == 0:
        r = 0
    elif n < 10:
        r = 1
    else:
        r = 2
    return r


@case(inputs=(4, -2))
def nested_if(a: int, b: int) -> int:
    """An if nested inside both branches of an outer if."""
    if a > 0:
        if b > 0:
            r = a + b
        else:
            r = a - b
    else:
        if b > 0:
            r = b - a
        else:
            r = 0
    return r


@case(inputs=(-5,))
def early_return_in_if(n: int) -> int:
    """A return inside an if with code following the if."""
    if n < 0:
        return 0
    n = n * 3
    return n + 1


@case(inputs=(2,))
def if_without_else(n: int) -> int:
    """An if with no else that conditionally overwrites a variable."""
    r = n
    if n % 2 == 0:
        r = n // 2
    return r


@case(inputs=(5, 9))
def both_branches_define_two(a: int, b: int) -> int:
    """Two variables defined in both branches and used after the if."""
    if a < b:
        lo = a
        hi = b
    else:
        lo = b
        hi = a
    return hi - lo


@case(inputs=(3.5, 1.0))
def if_on_float_compare(x: float, limit: float) -> float:
    """An if on a comparison between two float parameters."""
    if x >= limit:
        x = limit
    return x


@case(inputs=(True, 4))
def if_on_bool_param(flag: bool, n: int) -> int:
    """An if whose condition is a bool parameter used directly."""
    if flag:
        return n + 1
    else:
        return n - 1


@case(inputs=(1,))
def branch_defines_only_one_side(n: int) -> int:
    """Variable set in one branch only. Rejected by TorchScript: undefined in false branch."""
    if n > 0:
        y = n + 10
    return y
