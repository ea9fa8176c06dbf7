def list_comprehension_with_if(n: int) ->List[int]:
    __return_value_0 = None
    """A list comprehension with an if filter. Rejected by TorchScript: no comprehension ifs."""
    __return_value_0 = [(i * 2) for i in _jst.Call(range)(n) if i % 2 == 0]
    return __return_value_0
