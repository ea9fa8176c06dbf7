def nested_list_comprehension(xs: List[int]) -> List[List[int]]:
    """A list comprehension whose element is itself a list comprehension."""
    return [[x * k for k in range(3)] for x in xs]
