def dict_comprehension(n: _jst.Ld(int)) ->_jst.Ld(_jst.Ld(Dict)[_jst.Ld(int), _jst.Ld(int)]):
    __return_value_0 = None
    """A dict comprehension over range mapping i to i * i."""
    __return_value_0 = {_jst.Ld(i): (_jst.Ld(i) * _jst.Ld(i)) for i in _jst.Call(_jst.Ld(range))(_jst.Ld(n))}
    return _jst.Ld(__return_value_0)
