def starred_in_tuple_display(t: Tuple[int, int]) -> Tuple[int, int, int]:
  _0, _1, = t
  return (0, _0, _1)
