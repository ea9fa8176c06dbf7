def starred_call_tuple(t: Tuple[int, int, int]) -> int:
  _0, _1, _2, = t
  _3 = __torch__.cases.expressions._add3(_0, _1, _2, )
  return _3
