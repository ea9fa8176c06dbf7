def nested_list_comprehension(xs):
    __return_value_0 = None
    """A list comprehension whose element is itself a list comprehension."""
    __return_value_0 = [[(_jst.Ld(x) * _jst.Ld(k)) for k in _jst.Call(_jst.Ld(range))(3)] for x in _jst.Ld(xs)]
    return _jst.Ld(__return_value_0)
