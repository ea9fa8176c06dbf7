def list_comprehension_with_if(n):
    __return_value_0 = None
    """A list comprehension with an if filter. Rejected by TorchScript: no comprehension ifs."""
    __return_value_0 = [(_jst.Ld(i) * 2) for i in _jst.Call(_jst.Ld(range))(_jst.Ld(n)) if _jst.Ld(i) % 2 == 0]
    return _jst.Ld(__return_value_0)
