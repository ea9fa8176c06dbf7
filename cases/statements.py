"""Neutral cases: pass, del, raise, annotated and augmented assignment, while/for with break and continue."""

from typing import Dict, List, Tuple

from harness import case


@case(inputs=(-4,))
def pass_in_branch(n: int) -> int:
    """A pass statement as the whole body of one if branch."""
    if n > 0:
        pass
    else:
        n = -n
    return n


@case(inputs=(3,))
def annotated_assignments(n: int) -> float:
    """Annotated local assignments x: int = ..., y: float = ..., z: bool = ...."""
    count: int = n
    scale: float = 1.5
    big: bool = count > 2
    result: float = 0.0
    if big:
        result = scale * count
    return result


@case(inputs=(3,))
def raise_on_negative(n: int) -> int:
    """A raise ValueError(...) in an if branch that the example input does not take."""
    if n < 0:
        raise ValueError("n must not be negative")
    return n * 2


@case(inputs=(6,))
def del_local_name(n: int) -> int:
    """Deletes a local name with del after its last use."""
    tmp = n * 2
    total = tmp + 1
    del tmp
    return total


@case(inputs=(5,))
def del_dict_key(n: int) -> int:
    """Builds a dict display, deletes one key with del and sums the rest."""
    d: Dict[str, int] = {"a": n, "b": 2 * n, "c": 3 * n}
    del d["a"]
    return d["b"] + d["c"] + len(d)


@case(inputs=(13,))
def augmented_bitwise(n: int) -> int:
    """Uses |=, &=, ^=, <<= and >>= on one int variable."""
    x = n
    x |= 1
    x &= 14
    x ^= 3
    x <<= 2
    x >>= 1
    return x


@case(inputs=(1.5,))
def augmented_power_float(x: float) -> float:
    """Uses **= and /= on a float variable."""
    y = x
    y **= 2.0
    y /= 3.0
    return y


@case(inputs=(10,))
def while_continue(n: int) -> int:
    """A while loop that skips multiples of three with continue."""
    i = 0
    total = 0
    while i < n:
        i += 1
        if i % 3 == 0:
            continue
        total += i
    return total


@case(inputs=(50,))
def while_break_and_continue(n: int) -> int:
    """A while loop using both continue and break on different conditions."""
    i = 0
    total = 0
    while i < n:
        i += 1
        if i % 2 == 0:
            continue
        if total > 20:
            break
        total += i
    return total


@case(inputs=(6,))
def nested_while_break(n: int) -> int:
    """A break in an inner while loop nested inside an outer while loop."""
    i = 0
    count = 0
    while i < n:
        j = 0
        while True:
            if j >= i:
                break
            count += 1
            j += 1
        i += 1
    return count


@case(inputs=(12,))
def for_break_and_continue(n: int) -> int:
    """A for loop over range with a continue and a break in the same body."""
    total = 0
    for i in range(n):
        if i % 2 == 0:
            continue
        if i > 7:
            break
        total += i
    return total


@case(inputs=(4,))
def nested_for_continue_outer_break(n: int) -> int:
    """A continue in an inner for loop and a break in the outer one."""
    total = 0
    for i in range(n):
        if total > 12:
            break
        for j in range(n):
            if i == j:
                continue
            total += j
    return total


@case(inputs=([2, 4, 6],), autograph_features=("ASSERT_STATEMENTS",))
def assert_in_loop(xs: List[int]) -> int:
    """An assert with a message inside a for loop over a list."""
    total = 0
    for x in xs:
        assert x % 2 == 0, "every item must be even"
        total += x
    return total


@case(inputs=(3, 9), autograph_features=("ASSERT_STATEMENTS",))
def assert_two_conditions(lo: int, hi: int) -> int:
    """Two asserts, one of them on a compound condition."""
    assert lo >= 0
    assert lo < hi and hi < 100, "need 0 <= lo < hi < 100"
    return hi - lo


@case(inputs=(5, 4))
def return_from_nested_loops(n: int, target: int) -> Tuple[int, int]:
    """Returns a pair from inside two nested for loops."""
    for i in range(n):
        for j in range(n):
            if i * j == target:
                return i, j
    return -1, -1


@case(inputs=(-2,))
def return_in_every_branch(n: int) -> int:
    """Every branch of an if/elif/else chain returns; nothing follows."""
    if n > 0:
        return 1
    elif n < 0:
        return -1
    else:
        return 0


@case(inputs=(10,))
def while_true_return(n: int) -> int:
    """A while True loop left only through return. Rejected by TorchScript: not every path returns."""
    i = 1
    while True:
        if i * i >= n:
            return i
        i += 1


@case(inputs=([5, 3, 8, 1],))
def list_pop_in_while(xs: List[int]) -> int:
    """Pops items off a copied list in a while loop until it is empty."""
    ys = list(xs)
    total = 0
    while len(ys) > 0:
        total = total * 10 + ys.pop()
    return total


@case(inputs=(5,))
def list_append_in_while(n: int) -> List[int]:
    """Appends to an annotated empty list inside a while loop."""
    out: List[int] = []
    i = n
    while i > 0:
        out.append(i)
        i -= 2
    return out


@case(inputs=(3,))
def list_of_lists(n: int) -> List[List[int]]:
    """Builds a list of lists with nested loops, appending rows and cells."""
    rows: List[List[int]] = []
    for i in range(n):
        row: List[int] = []
        for j in range(i + 1):
            row.append(i * j)
        rows.append(row)
    return rows


@case(inputs=([4, 7, 1],))
def list_index_write_loop(xs: List[int]) -> List[int]:
    """Writes running prefix sums into a copied list by index."""
    ys = list(xs)
    for i in range(1, len(ys)):
        ys[i] = ys[i] + ys[i - 1]
    return ys


@case(inputs=({"a": 1, "b": 2, "c": 3},))
def dict_items_loop(d: Dict[str, int]) -> int:
    """Iterates over a dict's items, unpacking key and value."""
    total = 0
    for k, v in d.items():
        if k != "b":
            total += v
    return total


@case(inputs=(4,))
def dict_setitem_loop(n: int) -> Dict[int, int]:
    """Fills an annotated empty dict by key inside a for loop."""
    d: Dict[int, int] = {}
    for i in range(n):
        d[i] = i * i
    return d
