"""Neutral cases: lists and tuples: append, index, slice, comprehension, unpack, del, pop."""

from typing import List, Tuple

from harness import case


@case(inputs=(5,))
def list_append(n: int) -> List[int]:
    """Builds a list of squares with append in a for loop."""
    out: List[int] = []
    for i in range(n):
        out.append(i * i)
    return out


@case(inputs=([10, 20, 30, 40, 50],))
def list_index_and_slice(xs: List[int]) -> int:
    """Reads list items by positive and negative index and by slices."""
    first = xs[0]
    last = xs[-1]
    middle = xs[1:-1]
    head = xs[:2]
    return first + last + len(middle) + head[1]


@case(inputs=(6,))
def list_comprehension(n: int) -> List[int]:
    """A list comprehension over range without a filter."""
    return [i * 2 for i in range(n)]


@case(inputs=(6,))
def list_comprehension_with_if(n: int) -> List[int]:
    """A list comprehension with an if filter. Rejected by TorchScript: no comprehension ifs."""
    return [i * 2 for i in range(n) if i % 2 == 0]


@case(inputs=(3, 8))
def tuple_unpacking(a: int, b: int) -> Tuple[int, int]:
    """Swaps two values by tuple unpacking and returns a tuple."""
    a, b = b, a
    lo, hi = (a, b) if a < b else (b, a)
    return lo, hi


@case(inputs=([1, 2, 3, 4],))
def del_list_item(xs: List[int]) -> List[int]:
    """Deletes an item from a copied list with del."""
    ys = list(xs)
    del ys[1]
    return ys


@case(inputs=([1, 2, 3, 4],))
def list_pop(xs: List[int]) -> int:
    """Pops items from the end and from the front of a copied list."""
    ys = list(xs)
    last = ys.pop()
    first = ys.pop(0)
    return last - first + len(ys)


@case(inputs=([5, 6, 7],))
def for_over_list(xs: List[int]) -> int:
    """Iterates directly over a list's items (not over range)."""
    total = 0
    for x in xs:
        total += x
    return total


@case(inputs=([4, 5, 6],))
def enumerate_list(xs: List[int]) -> int:
    """Iterates with enumerate, unpacking index and value."""
    total = 0
    for i, x in enumerate(xs):
        total += i * x
    return total


@case(inputs=([1, 2, 3], [4, 5, 6]))
def zip_lists(xs: List[int], ys: List[int]) -> List[int]:
    """Pairs two lists with zip and builds a list of sums."""
    out: List[int] = []
    for x, y in zip(xs, ys):
        out.append(x + y)
    return out


@case(inputs=([3, 1, 2],))
def list_setitem(xs: List[int]) -> List[int]:
    """Assigns list items by index in a loop."""
    ys = list(xs)
    for i in range(len(ys)):
        ys[i] = ys[i] * 10
    return ys
