def nested_list_comprehension(xs: List[int]) -> List[List[int]]:
    """A list comprehension whose element is itself a list comprehension."""
    with ag__.FunctionScope('nested_list_comprehension', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        return [[x * k for k in range(3)] for x in xs]
