def nested_list_comprehension(xs: List[int]) ->List[List[int]]:
    __return_value_0 = None
    """A list comprehension whose element is itself a list comprehension."""
    __return_value_0 = [[(x * k) for k in range(3)] for x in xs]
    return __return_value_0
